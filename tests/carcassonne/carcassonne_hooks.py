"""Carcassonne for the shared contract tests (tests/contract): its bounds, invariants and own scorer."""

from collections import Counter

from tavolo.games.carcassonne.data import FOLLOWERS, box

from cc_naive import rescore

OPTION_SETS = [
    {"cult": "off"},
    {"cult": "6", "cult_adjacency": "literal"},
    {"farmers": "2nd", "small_city": "2"},
    {"farmers": "1st", "cult": "6"},
    {"farmers": "off", "cult_adjacency": "literal"},
]
GOLDEN = {"seats": 3, "options": {}, "seed": 4, "moves": 150}


def bounds(view, before):
    tiles = len(box(view["options"]["cult"]))
    out = {"stack": (view["stack"], 0, tiles), "tiles left as listed": (sum(view["remaining"].values()),
                                                                        view["stack"], view["stack"])}
    for seat, supply in enumerate(view["supply"]):
        out[f"supply {seat}"] = (supply, 0, FOLLOWERS)
    if before is not None:
        out["tiles taken by one action"] = (before["stack"] - view["stack"], 0, tiles)
    return out


def check(state):
    on_board = [t[0] for t in state.board.order[1:]]
    held = [] if state.tile is None or state.pending is not None else [state.tile]
    assert Counter(on_board + state.stack + state.discarded + held) == Counter(box(state.options["cult"]))
    on_map = Counter(seat for seat in state.board.owner if seat >= 0)
    assert on_map == Counter(state.board.held.values())
    for seat in range(state.num_players):
        assert state.supply[seat] + on_map[seat] == FOLLOWERS, "a follower is lost or doubled"


def final_scores(state, actions):
    """Every feature rebuilt by a flood fill over the final map and scored by the rules (cc_naive)."""
    rows = rescore(state.board.order, actions, state.num_players, state.options)
    assert rows == state.points, "the points per category differ"
    return [sum(row) for row in rows]
