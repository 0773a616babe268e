"""Tavolo: four modern board games in the browser, rules engines in pure Python."""

__version__ = "0.1.0"
