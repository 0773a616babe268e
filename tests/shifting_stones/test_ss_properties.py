"""Property tests: many random games for every seat count, with invariants checked after every action (the
record round trip of random games is in tests/contract)."""

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tavolo.engine import Rng
from tavolo.games import GAMES
from tavolo.games.shifting_stones import CARDS

from shifting_stones_hooks import check as check_pieces

GAME = GAMES["shifting-stones"]
GAMES_PER_SEAT_COUNT = {1: 800, 2: 500, 3: 350, 4: 250, 5: 200}   # 2,100 games
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


def pick(legal, chooser):
    kinds = sorted({a[0] for a in legal})
    kind = chooser.choice(kinds)
    return chooser.choice([a for a in legal if a[0] == kind])


def perturbed(state, player, seed):
    """The same position for `player`, with everything `player` cannot see dealt anew."""
    other = state.clone()
    shuffle = random.Random(seed)
    hidden = list(other.deck)
    for seat in range(other.num_players):
        if seat != player:
            hidden += other.hands[seat]
    shuffle.shuffle(hidden)
    for seat in range(other.num_players):
        if seat != player:
            size = len(other.hands[seat])
            other.hands[seat] = hidden[:size]
            del hidden[:size]
    other.deck = hidden
    other.rng = Rng(seed * 7919 + 1)
    return other


def heavy_checks(state, seed):
    for player in range(state.num_players):
        view = state.view(player)
        rebuilt = GAME.from_view(view, player, Rng(seed))
        assert rebuilt.view(player) == view
        check_invariants(rebuilt)
        other = perturbed(state, player, seed)
        assert other.view(player) == view
        assert other.view(None) == state.view(None)
        if state.current_player == player:
            assert sorted(other.legal_actions()) == sorted(state.legal_actions())
    copy = state.clone()
    assert copy.view(None) == state.view(None) and copy.hands == state.hands and copy.deck == state.deck


def play_random(players, seed, heavy_every=0):
    state = GAME.new_state(players, {"skip_draw": "six" if seed % 4 == 3 else "two"}, seed)
    chooser = random.Random(seed)
    actions = []
    check_invariants(state)
    while not state.is_over:
        assert len(actions) < MAX_ACTIONS, "game did not end"
        legal = state.legal_actions()
        assert legal
        action = pick(legal, chooser)
        state.apply(action)
        actions.append(action)
        check_invariants(state)
        if heavy_every and len(actions) % heavy_every == 0:
            heavy_checks(state, seed + len(actions))
    return state, actions


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_keep_every_invariant(players):
    outcomes = Counter()
    for seed in range(GAMES_PER_SEAT_COUNT[players]):
        state, actions = play_random(players, 1000 * players + seed, heavy_every=25 if seed % 10 == 0 else 0)
        outcomes[len(state.winners())] += 1
        if players == 1:
            assert state.solo_result in ("won", "lost")
        else:
            assert max(len(p) for p in state.scored) >= {2: 10, 3: 9, 4: 8, 5: 7}[players]
            assert len(set(state.turns_taken)) == 1
    if players > 1:
        assert outcomes[0] == 0


def test_hidden_information_never_shows():
    for players in range(1, 6):
        for seed in range(6):
            state = GAME.new_state(players, None, seed)
            chooser = random.Random(seed)
            for step in range(120):
                if state.is_over:
                    break
                heavy_checks(state, seed * 1000 + step)
                state.apply(pick(state.legal_actions(), chooser))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 5), seed=st.integers(0, 2**32), choices=st.lists(st.integers(0, 10**6), max_size=150))
def test_hypothesis_walks(players, seed, choices):
    state = GAME.new_state(players, None, seed)
    history = []
    for choice in choices:
        if state.is_over:
            break
        legal = state.legal_actions()
        action = legal[choice % len(legal)]
        before = state.clone()
        state.apply(action)
        history.append(action)
        check_invariants(state)
        # the state before is untouched by the move (clone independence)
        check_invariants(before)
    replayed = GAME.new_state(players, None, seed)
    for action in history:
        replayed.apply(json.loads(json.dumps(list(action))))
    assert replayed.view(None) == state.view(None)
    assert [replayed.view(p) for p in range(players)] == [state.view(p) for p in range(players)]
