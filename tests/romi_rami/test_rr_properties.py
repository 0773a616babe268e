"""Property tests: thousands of random games at 2, 3 and 4 seats, invariants after every action, and views that
never tell a seat what it cannot know (the record round trip of random games is in tests/contract)."""

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tavolo.engine import Rng
from tavolo.games import GAMES
from tavolo.games.romi_rami.data import CONTRACTS

from tests import game_helpers as helpers
from tests.game_helpers import hidden_checks, pick, random_positions, walk_and_replay
from romi_rami_hooks import OPTION_SETS as HOOK_SETS, check as check_pieces

GAME = GAMES["romi-rami"]
GAMES_PER_SEAT_COUNT = {2: 1000, 3: 700, 4: 500}      # 2,200 games
IN_THE_SUITE = 5        # a fifth of them in `make test`, the rest with `make bench` (pytest -m slow)
OPTION_SETS = [{}] + HOOK_SETS


def check_invariants(state):
    check_pieces(state)
    assert len(state.market) == 6
    for seat, hand in enumerate(state.hands):
        if seat != state.current or state.over:
            assert len(hand) <= 10
    assert [sum(p for _, p in b) for b in state.score_breakdown()] == state.scores()
    if state.over:
        assert state.current_player is None and state.legal_actions() == []
        assert state.winners()
    else:
        assert state.current_player == state.current
        assert state.legal_actions()


def perturbed(state, player, seed):
    """The same position for `player`, with everything `player` cannot know dealt anew: the other hands
    (but the cards seen taken into them), the deck order and content, the other bonus piles when their sizes
    are hidden (keeping their total), the contract deck order and the random generator."""
    other = state.clone()
    shuffle = random.Random(seed)
    hidden = list(other.deck)
    open_piles = other.options["bonus_piles"] == "open" or other.over
    # Once the game is over every hand and pile is shown: only the deck's order is left to change.
    others = [s for s in range(other.num_players) if s != player and not other.over]
    for seat in others:
        rest = Counter(other.hands[seat]) - Counter(other.known[seat])
        hidden += list(rest.elements())
        if not open_piles:
            hidden += other.bonus[seat]
    shuffle.shuffle(hidden)
    if not open_piles:
        total = sum(len(other.bonus[s]) for s in others)
        # Bonus piles hold cards of their owner's contract suits: deal those first.
        sizes = {s: 0 for s in others}
        able = [s for s in others if other.completed[s]]
        for _ in range(total):
            sizes[shuffle.choice(able)] += 1
        for seat in others:
            suits = {CONTRACTS[c].suit for c in other.completed[seat]}
            fit = [c for c in hidden if c[1] in suits][:sizes[seat]]
            if len(fit) < sizes[seat]:                # not enough cards of those suits: keep the old pile
                return None
            for code in fit:
                hidden.remove(code)
            other.bonus[seat] = fit
    for seat in others:
        size = len(other.hands[seat]) - len(other.known[seat])
        other.hands[seat] = sorted(other.known[seat] + hidden[:size])
        del hidden[:size]
    other.deck = hidden
    shuffle.shuffle(other.contract_deck)
    other.rng = Rng(seed * 7919 + 1)
    return other


def heavy_checks(state, seed):
    hidden_checks(GAME, state, seed, perturbed, check_invariants)


def play_random(players, seed, heavy_every=0):
    options = OPTION_SETS[seed % len(OPTION_SETS)]
    return helpers.play_random(GAME, players, options, seed, check_invariants, 3000, heavy_every, heavy_checks)


def keep_every_invariant(players, seeds):
    reasons = Counter()
    for seed in seeds:
        state, actions = play_random(players, 1000 * players + seed, heavy_every=15 if seed % 25 == 0 else 0)
        reasons[state.end_reason] += 1
        if state.end_reason == "contracts":
            target = {2: 7, 3: 6, 4: 5}[players]
            assert max(len(p) for p in state.completed) >= target
    assert reasons["contracts"] > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    keep_every_invariant(players, range(GAMES_PER_SEAT_COUNT[players] // IN_THE_SUITE))


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games_keep_every_invariant(players):
    keep_every_invariant(players, range(GAMES_PER_SEAT_COUNT[players] // IN_THE_SUITE, GAMES_PER_SEAT_COUNT[players]))


def test_hidden_information_never_shows():
    checked = 0
    for players in (2, 3, 4):
        for seed in range(8):
            options = OPTION_SETS[seed % len(OPTION_SETS)]
            for step, state in random_positions(GAME, players, options, seed, 150):
                heavy_checks(state, seed * 1000 + step)
                checked += 1
    assert checked > 1000


def test_the_view_hides_hands_decks_and_bonus_piles():
    state = GAME.new_state(3, None, 9)
    chooser = random.Random(9)
    while not any(state.bonus) or state.phase != "take":
        state.apply(pick(state.legal_actions(), chooser))
    text = json.dumps(state.view(None))
    view = state.view(0)
    assert view["hand"] == state.hands[0] and state.view(None)["hand"] == []
    assert view["bonus_sizes"][0] == len(state.bonus[0])
    assert [view["bonus_sizes"][s] for s in (1, 2)] == [None, None]
    assert view["deck"] == len(state.deck) and "contract_deck" in view and isinstance(view["contract_deck"], int)
    assert state.view(None)["bonus_sizes"] == [None, None, None]
    assert "hands" not in text
    state.options = {**state.options, "bonus_piles": "open"}
    assert state.view(0)["bonus_sizes"] == [len(b) for b in state.bonus]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32), options=st.integers(0, len(OPTION_SETS) - 1),
       choices=st.lists(st.integers(0, 10**6), max_size=200))
def test_hypothesis_walks(players, seed, options, choices):
    walk_and_replay(GAME, players, OPTION_SETS[options], seed, choices, check_invariants)


def test_a_full_cache_forgets_its_oldest_entry_for_each_new_one():
    """Emptying a full cache at once freed its hundred thousand objects in one stretch: a long stop on a phone
    in the middle of a bot's search. It forgets one entry per new one instead, the oldest first."""
    from tavolo.games.romi_rami.moves import memo

    calls = []

    @memo(3)
    def square(n):
        calls.append(n)
        return n * n

    for n in (1, 2, 3, 4):
        assert square(n) == n * n
    assert list(square.cache) == [(2,), (3,), (4,)]
    assert square(3) == 9 and calls == [1, 2, 3, 4]        # still known
    assert square(1) == 1 and calls == [1, 2, 3, 4, 1]     # forgotten, worked out again
    assert len(square.cache) == 3
