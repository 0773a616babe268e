"""Carcassonne with The Cult (2-5 players): lay tiles, claim roads, cities, monasteries, shrines and fields."""

from .data import BASE, CULT, ROTATED, TILES
from .game import Carcassonne, CarcassonneState

__all__ = ["BASE", "CULT", "ROTATED", "TILES", "Carcassonne", "CarcassonneState"]
