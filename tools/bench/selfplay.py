"""Random games in CPython, straight through the engines."""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import math
import os
import random
import re
import shutil
import sys
import tempfile
import threading
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

from .common import *  # noqa: F403 - one program, split by section

# ---- CPython ---------------------------------------------------------------------------------------
def measure_selfplay(games: int, budget_s: float, log) -> dict:
    """Random games per second in CPython for every registered game."""
    sys.path.insert(0, str(ROOT / "src"))
    from tavolo.games import GAMES  # noqa: PLC0415 - needs src/ on sys.path
    results = {}

    def play_game(game, seats, seed):
        """A whole game of uniformly random legal moves, straight through the engine (no bot, no views)."""
        state, pick = game.new_state(seats, None, seed), random.Random(seed)
        while not state.is_over:
            state.apply(pick.choice(state.legal_actions()))

    for game_id, game in GAMES.items():
        players = SELFPLAY_SEATS.get(game_id, min(max(2, game.min_seats), game.max_seats))
        played = errors = 0
        first_error = None
        started = time.perf_counter()
        for index in range(games):
            try:
                play_game(game, players, seed=index + 1)
                played += 1
            except Exception as error:  # noqa: BLE001 - counted and reported
                errors += 1
                first_error = first_error or f"seed {index + 1}: {type(error).__name__}: {error}"
            if time.perf_counter() - started > budget_s:
                break
        elapsed = time.perf_counter() - started
        done = played + errors
        results[game_id] = {"players": players, "games": played, "errors": errors, "seconds": round(elapsed, 3),
                            "games_per_s": played / elapsed if elapsed else None,
                            "ms_per_game": 1000 * elapsed / done if done else None}
        if first_error:
            results[game_id]["first_error"] = first_error
        log(f"  {game_id}: {played} games in {elapsed:.2f} s" + (f", {errors} errors" if errors else ""))
    return results
