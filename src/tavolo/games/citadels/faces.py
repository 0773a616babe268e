"""The faces of Citadels cards as HTML (a district, a character face up or face down) and the board's words, shared
by the table (view.py) and the action bar (bar.py)."""

from __future__ import annotations

from functools import lru_cache

from ...i18n import tr
from ...markup import h
from . import art
from .data import CHARACTERS, COST_OF, DISTRICTS, TYPE_NAMES
from .text import card_name, char_name, char_text, district_text
from ...catalogs import Words

UI_TEXT = Words("citadels", "ui")


def tx(key, lang, **params):
    return tr(UI_TEXT, key, lang, **params)


def gold_words(n, lang):
    return tx("gold", lang, n=n)


@lru_cache(maxsize=1024)      # a board shows the same cards on every update: made once each
def district_card(card, lang, art_gold=False, cost=None, ability=False, new=False, extra=None, info=False,
                  tag="div"):
    """A district card: the SVG face (coins, type symbol, emblem), the name, for readers the type and cost in
    words; with `ability`, the unique district's text under it; with `info`, its name, type, cost and text in a
    popover on a long press, hover or keyboard focus (data-details; focusable when it has a text)."""
    d = DISTRICTS[card]
    price = COST_OF[card] if cost is None else cost
    note = district_text(card, lang)
    shown = price + (1 if art_gold else 0)
    body = [art.district_face(card, art_gold, price), name_span(card_name(card, lang)),
            h("span", card_words(card, lang, shown), class_="ci-meta")]
    if art_gold:
        body.append(h("span", tx("art", lang), class_="ci-mark"))
    if new:
        body.append(h("span", tx("new", lang), class_="ci-new"))
    if ability and note:
        body.append(h("span", note, class_="ci-ability"))
    body.append(extra)
    return h(tag, body, class_=f"ci-card ci-dcard ci-{d.type}" + (" ci-is-new" if new else ""),
             data_card=card, data_flip=f"card:{card}", data_details=card_details(card, lang, shown) if info else None,
             # Focusable to read its text: then it is one picture, named as its popover reads.
             tabindex="0" if info and note else None, role="img" if info and note else None,
             aria_label=card_details(card, lang, shown) if info and note else None)


def card_words(card, lang, price=None):
    """A district's type and cost in words: "noble, 3 gold" (a card with no printed cost: "–")."""
    d = DISTRICTS[card]
    type_word = tr(TYPE_NAMES, d.type, lang)
    return f"{type_word}, " + ("–" if d.cost is None else gold_words(COST_OF[card] if price is None else price, lang))


def card_details(card, lang, price=None):
    """What a district card's popover says: its name, type and cost, and what it does."""
    note = district_text(card, lang)
    text = f"{card_name(card, lang)} ({card_words(card, lang, price)})"
    return f"{text}: {note}" if note else text


def name_span(name):
    """A card's name, marked by the length of its longest word: a small card sets a long word smaller, so that
    no name is cut ("Condottiero", "Steuereintreiber"): ci-long.. by steps, and ci-fit-<letters> fits the word to
    the card's width (static/css/citadels.css)."""
    longest = max((len(word) for word in name.split()), default=0)
    size = " ci-longest" if longest >= 11 else " ci-longer" if longest >= 9 else " ci-long" if longest >= 7 else ""
    fit = f" ci-fit-{min(longest, FIT_MAX)}" if longest >= FIT_MIN else ""
    return h("span", h("span", name, class_="ci-name-words"), class_="ci-name" + size + fit)


FIT_MIN, FIT_MAX = 6, 18        # the lengths citadels.css fits (a longer word is set as an 18-letter one)


def char_card(c, lang, marks=(), cls="", ability=False, info=True, part=True, tag="div", motion=None, cell=None):
    """A character card face up: rank, emblem, the type it earns for, the name, then its state as words; with
    `info`, what it does in a popover on a long press, hover or keyboard focus (data-details).
    `motion`: the data-flip attributes that let it move or turn over (see static/morph.js).
    `cell`: (its place in a row of cards walked with the arrow keys, whether it holds the row's one tab stop)."""
    return _char_card(c, lang, tuple(marks), cls, ability, info, part, tag, tuple((motion or {}).items()), cell)


@lru_cache(maxsize=1024)
def _char_card(c, lang, marks, cls, ability, info, part, tag, motion, cell):
    ch = CHARACTERS[c]
    body = [art.char_face(c), name_span(char_name(c, lang)),
            h("span", tx("rank", lang, n=ch.rank), class_="ci-meta")]
    body += [h("span", m, class_="ci-mark") for m in marks]
    if ability:
        body.append(h("span", char_text(c, lang), class_="ci-ability"))
    kind = f" ci-{ch.income}" if ch.income else " ci-none"
    return h(tag, body, class_="ci-card ci-ccard" + kind + (" " + cls if cls else ""),
             data_part=f"char:{c}" if part else None, data_char=c,
             data_details=char_details(c, lang, marks) if info else None,
             tabindex=("0" if cell is None or cell[1] else "-1") if info else None,
             data_map_cell=f"{cell[0]},0" if cell is not None else None,
             role="img" if info else None, aria_label=char_details(c, lang, marks) if info else None,
             **dict(motion))


def char_details(c, lang, marks=()):
    """What a character card's popover says: its name and rank, its state this round, what it does."""
    state = f" · {', '.join(marks)}" if marks else ""
    return f"{char_name(c, lang)} ({tx('rank', lang, n=CHARACTERS[c].rank)}){state}: {char_text(c, lang)}"


def back_card(label=None, motion=None):
    return h("span", art.back_face(), h("span", label, class_="ci-name") if label else None,
             class_="ci-card ci-back", **(motion or {}))


def hand_cost(view, card):
    """What building `card` would cost the viewer now (the Factory makes other unique districts cheaper)."""
    cost = COST_OF[card]
    viewer = view["viewer"]
    if viewer is not None and DISTRICTS[card].type == "unique" and card != "factory" \
            and "factory" in view["cities"][viewer]:
        cost = max(0, cost - 1)
    return cost
