"""Shifting Stones for the shared contract tests (tests/contract): its bounds, invariants and own scorer."""

from collections import Counter

from tavolo.games.shifting_stones import CARDS
from tavolo.games.shifting_stones.data import HAND_SIZE, SKIP_DRAW, SKIP_UP_TO

KIND_OF = {"S": "SM", "M": "SM", "F": "FB", "B": "FB", "H": "HO", "O": "HO", "D": "DT", "T": "DT"}
TILES = Counter({"SM": 1, "FB": 2, "HO": 3, "DT": 3})

OPTION_SETS = [{"skip_draw": "six"}]
GOLDEN = {"seats": 3, "options": {"skip_draw": "two"}, "seed": 11, "moves": 120}


def bounds(view, before):
    """One action grows a hand only by the rules' draws: an end refills to 4, a skip draws 2 (or up to 6)."""
    out = {"deck": (view["deck_size"], 0, len(view["cards_in_play"])), "strikes": (view["strikes"], 0, 4)}
    for seat, size in enumerate(view["hand_sizes"]):
        held = before["hand_sizes"][seat] if before is not None else HAND_SIZE
        if view["options"]["skip_draw"] == "six":
            most = max(held, SKIP_UP_TO)
        else:
            most = max(held + SKIP_DRAW, HAND_SIZE)
        out[f"hand {seat}"] = (size, 0, most)
    return out


def check(state):
    everything = [c for h in state.hands for c in h] + state.deck + state.discard + [c for p in state.scored for c in p]
    assert len(everything) == len(set(everything)) == len(state.cards_in_play), "a card is lost or doubled"
    assert set(everything) == set(state.cards_in_play)
    assert len(state.cards_in_play) == (16 if state.num_players == 1 else 72)
    assert Counter(KIND_OF[f] for f in state.grid) == TILES, "the grid lost a tile"


def final_scores(state, actions):
    """Points of the scored cards, +3 to every seat with the most 1-point cards (not solo, not for none)."""
    points = [sum(CARDS[c].points for c in pile) for pile in state.scored]
    if state.num_players > 1:
        ones = [sum(1 for c in pile if CARDS[c].points == 1) for pile in state.scored]
        points = [p + (3 if ones[s] and ones[s] == max(ones) else 0) for s, p in enumerate(points)]
    return points
