"""Romi Rami (2-4 players): collect number cards and spend them on contracts of sets and runs."""

from .data import CONTRACTS, SUITS, TROPHIES, Contract, Requirement
from .game import RomiRami, RomiRamiState
from .text import TEXT

__all__ = ["CONTRACTS", "SUITS", "TROPHIES", "Contract", "Requirement", "RomiRami", "RomiRamiState", "TEXT"]
