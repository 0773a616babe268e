"""The engine is fast: a whole random two-player game with farmers and the Cult well under 50 ms (CPython)."""

import time

import pytest

from tavolo.engine import Rng
from tavolo.games.carcassonne import Carcassonne

GAME = Carcassonne()


def play_random(seed):
    state = GAME.new_state(2, {"cult": "5", "farmers": "current"}, seed)
    rng = Rng(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])       # apply() checks every action again
    return state


@pytest.mark.slow      # a speed target, measured on this machine's clock: make bench
def test_random_game_under_50_ms():
    play_random(0)
    started = time.process_time()
    games = 30
    for seed in range(games):
        play_random(seed)
    per_game = (time.process_time() - started) / games
    print(f"{per_game * 1000:.1f} ms per random 2-player game")
    assert per_game < 0.050


@pytest.mark.slow      # a speed target, measured on this machine's clock: make bench
def test_clone_is_cheap():
    state = play_random(3)
    started = time.process_time()
    for _ in range(1000):
        state.clone()
    assert (time.process_time() - started) / 1000 < 0.0005
