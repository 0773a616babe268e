"""Shifting Stones words in English and Italian: messages, action labels and the in-app rules."""

from __future__ import annotations

from ...i18n import tr
from .data import CARDS
from ...catalogs import Rules, Words

TEXT = Words("shifting-stones", "text")


def _cell(cell, lang):
    return tr(TEXT, f"cell_{cell}", lang) if isinstance(cell, int) and 0 <= cell <= 8 else str(cell)


def points_text(points, lang):
    return tr(TEXT, "points", lang, n=points)


def pattern_words(card_id, lang, between=" "):
    """A card's pattern in words, rows top first: 'Tree / Bird', 'grey Horse Bird' (a grey square is named as the
    card shows it, a word a screen reader says, never a sign it skips)."""
    rows = CARDS[card_id].rows
    grey = tr(TEXT, "ui_grey", lang)
    return " / ".join(between.join(grey if c == "." else tr(TEXT, f"face_{c}", lang) for c in row) for row in rows)


def card_words(card_id, lang):
    """A card as a player names it, never by its id: '“Tree / Bird” (1 point)'."""
    if card_id not in CARDS:
        return str(card_id)
    return tr(TEXT, "card_words", lang, pattern=pattern_words(card_id, lang),
              points=points_text(CARDS[card_id].points, lang))


def error_words(params, lang) -> dict:
    """A refusal's card in words, not its id."""
    if params.get("card") in CARDS:
        return {**params, "card": card_words(params["card"], lang)}
    return params


def label(action, lang="en", names=None):
    """A short human text for an action tuple."""
    if not isinstance(action, tuple) or not action:
        return str(action)
    kind = action[0]
    try:
        if kind == "shift":
            _, card, a, b = action
            return tr(TEXT, "act_shift", lang, a=_cell(a, lang), b=_cell(b, lang), card=card_words(card, lang))
        if kind == "flip":
            _, card, cell = action
            return tr(TEXT, "act_flip", lang, cell=_cell(cell, lang), card=card_words(card, lang))
        if kind == "score":
            _, card = action
            return tr(TEXT, "act_score", lang, card=card_words(card, lang))
        if kind == "end":
            return tr(TEXT, "act_end", lang)
        if kind == "skip":
            return tr(TEXT, "act_skip", lang)
    except (ValueError, TypeError):
        pass
    return str(list(action))


def news_label(event, lang="en", names=None) -> str:
    """What a shift or a flip left on the grid, in words: the move says which tiles, this says what they show now."""
    kind = event[0]
    if kind == "flip":
        _, cell, face = event
        return tr(TEXT, "news_flip", lang, cell=_cell(cell, lang), face=tr(TEXT, f"face_{face}", lang))
    _, a, face_a, b, face_b = event
    return tr(TEXT, "news_shift", lang, a=_cell(a, lang), face=tr(TEXT, f"face_{face_a}", lang), b=_cell(b, lang),
              face2=tr(TEXT, f"face_{face_b}", lang))


def news_hits(event) -> tuple:
    return ()           # a tile turned or moved harms no seat in particular


RULES = Rules("shifting-stones")


def rules(lang="en"):
    return [(heading, list(paragraphs)) for heading, paragraphs in RULES.get(lang, RULES["en"])]
