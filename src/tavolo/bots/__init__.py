"""Bots that work for every game through the contract.

A bot only ever receives a seat's view. Its `think` is a generator: it yields now and then while it
works and returns the action it chose, so the browser can run it in slices without freezing the page
and CPython can simply run it to the end.
"""

from ..engine import TavoloError
from .base import Bot, run_to_end, step_times
from .ismcts import ISMCTSBot, ismcts_levels
from .random_bot import RandomBot

GENERIC_LEVELS = {"random": RandomBot}


def bot_levels(game) -> dict:
    """{level id: factory(seed) -> Bot} for a game: the generic ones plus the game's own."""
    levels = dict(GENERIC_LEVELS)
    levels.update(game.bot_levels())
    return levels


def make_bot(game, level: str, seed: int = 0) -> Bot:
    levels = bot_levels(game)
    if level not in levels:
        raise TavoloError("unknown_bot", f"Unknown bot {level!r} for {game.id}; known: {', '.join(levels)}",
                          bot=level)
    return levels[level](seed)


__all__ = ["Bot", "ISMCTSBot", "RandomBot", "bot_levels", "ismcts_levels", "make_bot", "run_to_end", "step_times"]
