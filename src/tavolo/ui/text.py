"""The interface's own texts in English and Italian (each game brings its own table too)."""

from ..catalogs import Words

TEXT = Words("shell", "text", counts={"players_range": "max", "players_one": "min"})
