"""Property tests: many random games for every seat count, with invariants checked after every action (the
record round trip of random games is in tests/contract)."""

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tavolo.games import GAMES
from tavolo.games.shifting_stones import CARDS

from tests import game_helpers as helpers
from tests.game_helpers import hidden_checks, random_positions, redealt, walk_and_replay
from shifting_stones_hooks import check as check_pieces

GAME = GAMES["shifting-stones"]
GAMES_PER_SEAT_COUNT = {1: 800, 2: 500, 3: 350, 4: 250, 5: 200}   # 2,100 games
IN_THE_SUITE = 5        # a fifth of them in `make test`, the rest with `make bench` (pytest -m slow)
MAX_ACTIONS = 6000


def check_invariants(state):
    check_pieces(state)
    points = [sum(CARDS[c].points for c in pile) for pile in state.scored]
    if state.is_over:
        assert state.current_player is None and state.legal_actions() == []
    else:
        assert state.current_player == state.current and 0 <= state.current < state.num_players
        assert points == state.scores()
    assert [sum(p for _, p in b) for b in state.score_breakdown()] == state.scores()
    assert state.strikes <= 4


# Everything a seat cannot see is the other hands and the deck.
perturbed = redealt


def heavy_checks(state, seed):
    hidden_checks(GAME, state, seed, perturbed, check_invariants)
    copy = state.clone()
    assert copy.hands == state.hands and copy.deck == state.deck


def play_random(players, seed, heavy_every=0):
    options = {"skip_draw": "six" if seed % 4 == 3 else "two"}
    return helpers.play_random(GAME, players, options, seed, check_invariants, MAX_ACTIONS, heavy_every, heavy_checks)


def keep_every_invariant(players, seeds):
    outcomes = Counter()
    for seed in seeds:
        state, actions = play_random(players, 1000 * players + seed, heavy_every=25 if seed % 10 == 0 else 0)
        outcomes[len(state.winners())] += 1
        if players == 1:
            assert state.solo_result in ("won", "lost")
        else:
            assert max(len(p) for p in state.scored) >= {2: 10, 3: 9, 4: 8, 5: 7}[players]
            assert len(set(state.turns_taken)) == 1
    if players > 1:
        assert outcomes[0] == 0


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_keep_every_invariant(players):
    keep_every_invariant(players, range(GAMES_PER_SEAT_COUNT[players] // IN_THE_SUITE))


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_many_random_games_keep_every_invariant(players):
    keep_every_invariant(players, range(GAMES_PER_SEAT_COUNT[players] // IN_THE_SUITE, GAMES_PER_SEAT_COUNT[players]))


def test_hidden_information_never_shows():
    for players in range(1, 6):
        for seed in range(6):
            for step, state in random_positions(GAME, players, None, seed, 120):
                heavy_checks(state, seed * 1000 + step)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 5), seed=st.integers(0, 2**32), choices=st.lists(st.integers(0, 10**6), max_size=150))
def test_hypothesis_walks(players, seed, choices):
    walk_and_replay(GAME, players, None, seed, choices, check_invariants)
