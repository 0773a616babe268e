"""Translating errors for people."""

from ..i18n import error_text
from ..markup import esc
from .text import TEXT


# The refusals the contract itself makes (engine/contract.py), the same for every game.
REFUSALS = {
    "game_over": {"en": "The game is over", "it": "La partita è finita"},
    "unknown_action": {"en": "This is not an action of this game", "it": "Questa non è un'azione di questo gioco"},
    "malformed_action": {"en": ("The action '{kind}' takes 1 value", "The action '{kind}' takes {n} values"),
                         "it": ("L'azione '{kind}' richiede 1 valore", "L'azione '{kind}' richiede {n} valori")},
    "illegal": {"en": "That move is not allowed now", "it": "Questa mossa ora non è consentita"},
}


def error_message(error, lang, game=None):
    tables = ([game.text] if game is not None else []) + [REFUSALS]
    words = game.error_words if game is not None else None
    return esc(error_text(error, lang, *tables, TEXT, words=words))
