"""Random games at 2-5 seats, with and without the Cult and under every option: no exception, every tile
accounted for, followers conserved, and scores recomputed by an independent flood-fill scorer (cc_naive.py) from
the final map agree with the engine's (the record round trip of random games is in tests/contract)."""

import json
from collections import Counter

import pytest

from tavolo.engine import Rng
from tavolo.games.carcassonne import Carcassonne

from carcassonne_hooks import OPTION_SETS as HOOK_SETS, check as check_pieces
from cc_naive import rescore

GAME = Carcassonne()
OPTION_SETS = [{}] + HOOK_SETS


def check_invariants(state):
    check_pieces(state)
    assert all(supply >= 0 for supply in state.supply)
    assert [sum(p for _, p in b) for b in state.score_breakdown()] == state.scores()
    if state.over:
        assert state.legal_actions() == [] and state.current_player is None and state.winners()
    else:
        assert state.legal_actions()


def random_game(seats, seed, options, check_every=True):
    state = GAME.new_state(seats, options, seed)
    rng = Rng(seed * 7 + 1)
    actions = []
    while not state.is_over:
        legal = state.legal_actions()
        # half the time a random kind first (so "no follower" is common), else any action
        if rng.randrange(2):
            kinds = sorted({a[0] for a in legal})
            kind = kinds[rng.randrange(len(kinds))]
            legal = [a for a in legal if a[0] == kind]
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        actions.append(action)
        if check_every:
            check_invariants(state)
    return state, actions


def check_game(seats, seed, options, check_every=True):
    state, actions = random_game(seats, seed, options, check_every)
    check_invariants(state)
    # independent scores from the final map and the turn-ending actions
    assert rescore(state.board.order, actions, seats, state.options) == state.points, (seats, seed, options)
    # a view rebuilds a state with the same view
    assert GAME.from_view(state.view(0), 0, Rng(3)).view(0) == state.view(0)
    return state


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("options", OPTION_SETS, ids=[json.dumps(o) for o in OPTION_SETS])
def test_random_games(seats, options):
    for seed in range(4):
        check_game(seats, 1000 * seats + seed, options, check_every=seed == 0)


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_many_random_games(seats):
    for seed in range(500):
        check_game(seats, 50_000 + 1000 * seats + seed, OPTION_SETS[seed % len(OPTION_SETS)], check_every=False)


def test_views_mid_game_rebuild_and_hide_the_order():
    for seats in (2, 3, 5):
        state, _ = random_game(seats, 77 + seats, {}, check_every=False)
    state = GAME.new_state(3, {}, 5)
    rng = Rng(2)
    for _ in range(41):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    view = state.view(1)
    assert "stack_order" not in json.dumps(view)
    assert sum(view["remaining"].values()) == view["stack"] == len(state.stack)
    assert view["remaining"] == dict(sorted(Counter(state.stack).items()))
    a = GAME.from_view(view, 1, Rng(1))
    b = GAME.from_view(view, 1, Rng(2))
    assert a.view(1) == b.view(1) == view
    assert a.stack != b.stack and sorted(a.stack) == sorted(state.stack)
    assert sorted(a.legal_actions()) == sorted(state.legal_actions())
    assert state.view(None)["remaining"] == view["remaining"]


def test_a_compacted_map_is_the_same_map():
    """`Board.compact` (done before a bot copies a map many times) changes how the map is stored, not what it is:
    a game whose map is compacted after every action plays and scores exactly as the same game left alone."""
    for seats, options in ((2, {}), (4, OPTION_SETS[-1])):
        plain, actions = random_game(seats, 31 + seats, options, check_every=False)
        state = GAME.new_state(seats, options, 31 + seats)
        for action in actions:
            assert action in state.legal_actions()
            state.apply(action)
            state.board.compact()
            board = state.board
            assert all(board.parent[board.parent[node]] == board.parent[node] for node in range(len(board.parent)))
        assert state.points == plain.points and state.view(None) == plain.view(None)
