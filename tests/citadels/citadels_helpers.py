"""Helpers for the Citadels tests: random games and scripted positions."""

import pytest

from tavolo.bots.ismcts import _by_kind
from tavolo.engine import Rng
from tavolo.games.citadels.game import Citadels

GAME = Citadels()


def random_game(seats, seed, options=None, each=None):
    """Play a random game (kind first, then one of that kind); `each(state, action)` before every move."""
    state = GAME.new_state(seats, options, seed)
    rng = Rng(seed * 7919 + seats)
    actions = []
    while not state.is_over:
        action = _by_kind(state.legal_actions(), rng)
        if each is not None:
            each(state, action)
        state.apply(action)
        actions.append(action)
    return state, actions


def positions(options, seats, seed, every=5, final=False):
    """Every `every`-th position of a random game (copies), and the finished game too if `final`."""
    found = []
    step = 0

    def each(state, action):
        nonlocal step
        step += 1
        if step % every == 0:
            found.append(state.clone())
    end, _ = random_game(seats, seed, options, each)
    return found + [end] if final else found


@pytest.fixture
def game():
    return GAME


def scenario(seats, holder, cities=None, hands=None, gold=None, options=None, deck=None, crown=0, cast=None):
    """A position right after the selection: `holder` {character: seat}; ranks are then called from 1.

    `cities`/`hands` {seat: [cards]}, `gold` {seat: n}; `deck` lists cards top first (default: unchanged)."""
    from tavolo.games.citadels import rounds
    from tavolo.games.citadels.city import add_district

    state = GAME.new_state(seats, options, 1)
    if cast is not None:
        state.cast = tuple(cast)
        state.has_tax = "tax_collector" in state.cast
    state.holder = dict(holder)
    state.faceup = []
    state.steps = ()
    state.step = 0
    state.pool = []
    state.crown = crown
    state.hands = [list((hands or {}).get(p, [])) for p in range(seats)]
    state.gold = [(gold or {}).get(p, 0) for p in range(seats)]
    for p, cards in (cities or {}).items():
        for card in cards:
            add_district(state, p, card)
    state.first_complete = None
    state.last_round = False
    if deck is not None:
        state.deck = list(reversed(deck))
    rounds.start_calls(state)
    return state


def play(state, *actions):
    for action in actions:
        state.apply(action)
    return state
