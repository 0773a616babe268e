"""Translating errors for people."""

from ..i18n import error_text
from ..markup import esc
from .text import TEXT


def error_message(error, lang, game=None):
    tables = [getattr(game, "text", {})] if game is not None else []
    return esc(error_text(error, lang, *tables, TEXT))
