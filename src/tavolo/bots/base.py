"""The bot protocol and the two ways of running it (to the end, or in time slices)."""

from __future__ import annotations

import time

from ..engine import Rng


class Bot:
    level = "?"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def think(self, game, view: dict, player: int):
        """Generator: yields None while working, returns the chosen action."""
        raise NotImplementedError
        yield  # pragma: no cover


def run_to_end(thinking):
    """Drive a `think` generator to its result."""
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value


def step_times(thinking, clock=time.process_time):
    """Drive a `think` generator to its end, timing it: (action, seconds of each stretch of work that ended in
    a yield, seconds in all). How finely a bot gives way, for its tests."""
    steps = []
    start = last = clock()
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value, steps, clock() - start
        now = clock()
        steps.append(now - last)
        last = now


def run_slice(thinking, budget_s: float = 0.03):
    """Advance a `think` generator for about `budget_s` seconds: (True, action) when done, else (False, None)."""
    deadline = time.perf_counter() + budget_s
    while time.perf_counter() < deadline:
        try:
            next(thinking)
        except StopIteration as done:
            return True, done.value
    return False, None
