"""Translating errors for people."""

from ..i18n import error_text
from ..markup import esc
from .text import TEXT


def error_message(error, lang, game=None):
    tables = [getattr(game, "text", {})] if game is not None else []
    words = game.error_words if game is not None else None
    return esc(error_text(error, lang, *tables, TEXT, words=words))
