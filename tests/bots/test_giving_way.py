"""Every game's strongest bot gives the page back often: a browser runs it in slices of about 12 ms between
two paints, and on a phone (about ten times slower than this machine's CPython) no stretch of work between
two yields may come near that. The work itself is measured (CPU time, the collector paused)."""

import pytest

from tavolo.games import GAMES
from tests.game_helpers import positions, thinking_times

# (players, seed, positions): mid-game positions of random play where the bots have choices to weigh.
CASES = {"citadels": (4, 3, 24), "carcassonne": (2, 5, 30), "shifting-stones": (3, 7, 12), "romi-rami": (2, 9, 24)}


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_strong_bot_yields_within_milliseconds(game_id):
    game = GAMES[game_id]
    players, seed, count = CASES[game_id]
    cases = [(state, seed + i) for i, state in enumerate(positions(game, players, seed, count)[count // 2::3])]
    totals, gaps = thinking_times(game, "strong", cases)
    assert len(gaps) >= len(cases)
    assert gaps[-1] < 0.006, (game_id, round(gaps[-1] * 1000, 2), len(gaps))
