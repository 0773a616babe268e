"""Romi Rami words in English and Italian: messages, action labels, card names and the in-app rules."""

from __future__ import annotations

from ...i18n import tr
from .data import CODES, CONTRACTS, HAND_MAX, SUITS
from ...catalogs import Rules, Words

# Plain text names suits in words: the cherry has no text symbol outside colour-emoji fonts (where it shows
# as a box without one). The board draws every suit as an icon beside its name.

TEXT = Words("romi-rami", "text", counts={"must_discard": "limit", "card_count": "count", "no_discard": "limit", "discard_count": "limit", "ui_step_discard": "limit"})


def suit_name(suit, lang):
    return tr(TEXT, f"suit_{suit}", lang)


def words_list(items, lang) -> str:
    """'a', 'a and b', 'a, b and c'."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {tr(TEXT, 'and', lang)} {items[-1]}"


def cards_text(codes, lang="en") -> str:
    """Cards in words, in suit order: '1 of cherries, 5 of cherries and 5 of diamonds'."""
    if not codes:
        return tr(TEXT, "nothing", lang)
    ordered = sorted(codes, key=lambda code: (SUITS.index(code[1]), code[0]))
    return words_list([tr(TEXT, "card_words", lang, n=code[0], suit=suit_name(code[1], lang)) for code in ordered],
                      lang)


def requirement_text(req, lang) -> str:
    if req.kind == "set":
        return tr(TEXT, f"req_set{req.size}", lang)
    if req.kind == "pair":
        return tr(TEXT, "req_pair", lang, n=req.number)
    return tr(TEXT, "req_run", lang, n=req.size)


def contract_text(cid, lang) -> str:
    """'a pair of 1s + four of a kind'."""
    return " + ".join(requirement_text(r, lang) for r in CONTRACTS[cid].reqs)


def points_text(points, lang) -> str:
    return tr(TEXT, "points", lang, n=points)


def contract_words(cid, lang) -> str:
    """'“a run of 4” (cherries, 1 point)'."""
    c = CONTRACTS[cid]
    return tr(TEXT, "contract_words", lang, what=contract_text(cid, lang), suit=suit_name(c.suit, lang),
              points=points_text(c.points, lang))


def error_words(params, lang) -> dict:
    """A refusal's cards and contract in words, not codes (a hand-made save can name anything: keep the unknown)."""
    words = dict(params)
    codes = str(params.get("cards", "")).split()
    if codes and all(code in CODES for code in codes):
        words["cards"] = cards_text(codes, lang)
    if params.get("contract") in CONTRACTS:
        words["contract"] = contract_words(params["contract"], lang)
    return words


def trophy_text(trophy, lang) -> str:
    if trophy.kind == "suit":
        return tr(TEXT, f"trophy_suit_{trophy.value}", lang)
    return tr(TEXT, "trophy_combo", lang, n=trophy.value)


def label(action, lang="en", names=None):
    """A short human text for an action tuple."""
    if not isinstance(action, tuple) or not action:
        return str(action)
    kind = action[0]
    try:
        if kind == "take":
            return tr(TEXT, "act_take", lang, cards=cards_text(action[1], lang))
        if kind == "complete":
            _, cid, cards, star = action
            return tr(TEXT, "act_complete_star" if star else "act_complete", lang,
                      contract=contract_words(cid, lang), cards=cards_text(cards, lang))
        if kind == "done":
            return tr(TEXT, "act_done", lang)
        if kind == "discard":
            return tr(TEXT, "act_discard", lang, cards=cards_text(action[1], lang))
    except (ValueError, TypeError, KeyError, IndexError):
        pass
    return str(list(action))


RULES = Rules("romi-rami")


def rules(lang="en"):
    return [(heading, list(paragraphs)) for heading, paragraphs in RULES.get(lang, RULES["en"])]
