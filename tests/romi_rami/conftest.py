"""Scripted Romi Rami positions for the scenario tests."""

from collections import Counter

from tavolo.games.romi_rami import RomiRami
from tavolo.games.romi_rami.data import CONTRACT_IDS, DECK
from tests.game_helpers import scripted_fixtures

GAME = RomiRami()


def build(players=2, hands=None, market=None, contracts=None, deck=None, discard=(), completed=None, bonus=None,
          star_used=None, options=None, current=0, phase="take", trophies=None, contract_deck=None, first=0,
          known=None, seed=0):
    """A position with the given cards where they are said to be.

    `deck` and `contract_deck` list cards in the order they will be drawn (first drawn first). By default
    the number deck holds every card not placed elsewhere (in code order) and the contract deck every
    contract not placed elsewhere (in id order). Market gaps are None.
    """
    state = GAME.new_state(players, options, seed)
    state.hands = [sorted(h) for h in hands] if hands is not None else [[] for _ in range(players)]
    state.market = list(market) if market is not None else [None] * 6
    state.contracts = list(contracts) if contracts is not None else [None] * 4
    state.discard = list(discard)
    state.completed = [list(c) for c in completed] if completed is not None else [[] for _ in range(players)]
    state.bonus = [list(b) for b in bonus] if bonus is not None else [[] for _ in range(players)]
    state.star_used = list(star_used) if star_used is not None else [False] * players
    state.known = [sorted(k) for k in known] if known is not None else [[] for _ in range(players)]
    placed = Counter(c for h in state.hands for c in h) + Counter(c for c in state.market if c) \
        + Counter(state.discard) + Counter(c for b in state.bonus for c in b)
    if deck is None:
        left = Counter(DECK) - placed
        deck = sorted(left.elements())
    total = placed + Counter(deck)
    assert all(total[c] <= n for c, n in Counter(DECK).items()), "too many copies of a card"
    state.deck = list(reversed(deck))
    used = [c for c in state.contracts if c] + [c for pile in state.completed for c in pile]
    if contract_deck is None:
        contract_deck = [c for c in CONTRACT_IDS if c not in used]
    assert len(set(used) | set(contract_deck)) == len(used) + len(contract_deck), "a contract is in two places"
    state.contract_deck = list(reversed(contract_deck))
    if trophies is not None:
        state.trophies = tuple(trophies)
    state.current = current
    state.first = first
    state.phase = phase
    state.taken = []
    state.done_now = []
    state.end_triggered = False
    state.end_reason = None
    state.over = False
    return state


make_state, game = scripted_fixtures(GAME, build)
