"""Citadels (2016 edition, 2-8 players): choose a character in secret each round, build the finest city."""

from .game import Citadels, CitadelsState
from .text import TEXT

__all__ = ["Citadels", "CitadelsState", "TEXT"]
