"""Shifting Stones (1-5 players): shift and flip nine stone tiles to score pattern cards."""

from .data import CARDS, FACES, FLIP, TILES, Card, match_cells, matches
from .game import ShiftingStones, ShiftingStonesState
from .text import TEXT

__all__ = ["CARDS", "FACES", "FLIP", "TILES", "Card", "match_cells", "matches", "ShiftingStones",
           "ShiftingStonesState", "TEXT"]
