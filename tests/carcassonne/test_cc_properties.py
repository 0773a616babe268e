"""Random games at 2-5 seats, with and without the Cult and under every option: no exception, every tile
accounted for, followers conserved, record round trips, and scores recomputed by an independent flood-fill
scorer (cc_naive.py) from the final map agree with the engine's."""

import json
from collections import Counter

import pytest

from tavolo.engine import Rng
from tavolo.engine import record as rec
from tavolo.games.carcassonne import Carcassonne
from tavolo.games.carcassonne.data import FOLLOWERS, box

from cc_naive import rescore

GAME = Carcassonne()
GAMES = {GAME.id: GAME}
OPTION_SETS = [
    {},
    {"cult": "off"},
    {"cult": "6", "cult_adjacency": "literal"},
    {"farmers": "2nd", "small_city": "2"},
    {"farmers": "1st", "cult": "6"},
    {"farmers": "off", "cult_adjacency": "literal"},
]


def check_invariants(state):
    on_board = [t[0] for t in state.board.order[1:]]
    held = [] if state.tile is None or state.pending is not None else [state.tile]
    assert Counter(on_board + state.stack + state.discarded + held) == Counter(box(state.options["cult"]))
    on_map = Counter(seat for seat in state.board.owner if seat >= 0)
    assert on_map == Counter(state.board.held.values())
    for seat in range(state.num_players):
        assert state.supply[seat] + on_map[seat] == FOLLOWERS
        assert state.supply[seat] >= 0
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
    # the record replays to the same game
    record = rec.new_record(GAME, [{"name": f"P{i}", "bot": None} for i in range(seats)], options, seed)
    record.actions = actions
    loaded, replayed = rec.load(record.to_json(), GAMES)
    assert replayed.view(None) == state.view(None)
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
