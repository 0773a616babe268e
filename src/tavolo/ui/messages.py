"""Translating errors for people."""

from ..i18n import error_text
from ..markup import esc
from .text import TEXT
from ..catalogs import Words


# The refusals the contract itself makes (engine/contract.py), the same for every game.
REFUSALS = Words("shell", "refusal")


def error_message(error, lang, game=None):
    tables = ([game.text] if game is not None else []) + [REFUSALS]
    words = game.error_words if game is not None else None
    return esc(error_text(error, lang, *tables, TEXT, words=words))
