"""Citadels cards drawn as small inline SVG: a frame in the district type's colour with its symbol, the cost as
coins, and a simple emblem per character, per unique district and per basic type.

Every drawing is a <symbol> in one sprite put once on the board (`sprite`), holding only the symbols the board
uses; each card is a few <use> elements, so a redraw stays light. Words (names, marks) are HTML beside the
drawing, escaped by `h`; the SVG carries only numbers.
"""

from __future__ import annotations

from ...markup import Markup, h, settled
from .data import CHARACTERS, COST_OF, DISTRICTS

INK = "currentColor"

# The symbol of each district type (also in the corner of every card): crown, cross, balance, sword, star.
TYPE_SYMBOL = {
    "noble": '<path d="M3 18h18l1-11-5 4-5-7-5 7-5-4z"/><rect x="3" y="19" width="18" height="2.5"/>',
    "religious": '<path d="M10 2h4v6h6v4h-6v10h-4V12H4V8h6z"/>',
    "trade": ('<path d="M11 3h2v16h4v2H7v-2h4z"/><path d="M4 7h16v1.6H4z"/>'
              '<path d="M5 8 1.5 15h7zM19 8l-3.5 7h7z" fill="none" stroke="currentColor" stroke-width="1.4"/>'
              '<path d="M1.5 15h7a3.5 2 0 0 1-7 0zM15.5 15h7a3.5 2 0 0 1-7 0z"/>'),
    "military": ('<path d="M20.5 2.5 22 4 11 15l-1.5-1.5z"/><path d="M6 12l6 6-1.5 1.5-6-6z"/>'
                 '<path d="M6.5 16.5 3 20l1 1 3.5-3.5z"/>'),
    "unique": '<path d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7.1L12 17.3 5.8 21l1.6-7.1L2 9.2l7.1-.6z"/>',
}

# A building per basic type, for the middle of a basic district card.
BUILDING = {
    "noble": ('<path d="M3 22V11l4-3 4 3v-4l5-4 5 4v15z"/><rect x="14" y="13" width="4" height="5" fill="#fff8"/>'
              '<rect x="5" y="15" width="3" height="4" fill="#fff8"/>'),
    "religious": ('<path d="M4 22V12l8-6 8 6v10z"/><path d="M11 1h2v2h2v2h-2v2h-2V5H9V3h2z"/>'
                  '<path d="M10 22v-5a2 2 0 0 1 4 0v5z" fill="#fff8"/>'),
    "trade": ('<path d="M3 22V12h18v10z"/><path d="M2 12l2-5h16l2 5z" fill="#fff8" stroke="currentColor"/>'
              '<rect x="6" y="15" width="5" height="7" fill="#fff8"/><rect x="13" y="15" width="5" height="4" fill="#fff8"/>'),
    "military": ('<path d="M5 22V6h2.5v2H10V6h4v2h2.5V6H19v16z"/><path d="M10 22v-5a2 2 0 0 1 4 0v5z" fill="#fff8"/>'
                 '<rect x="11" y="10" width="2" height="3" fill="#fff8"/>'),
}

# Characters: plain geometric emblems (dagger, hat, crown, coin bag, ...).
CHAR_EMBLEM = {
    "assassin": '<path d="M12 1l2 12h-4z"/><rect x="7" y="13" width="10" height="2" rx="1"/>'
                '<rect x="11" y="15" width="2" height="6"/><circle cx="12" cy="22" r="1.5"/>',
    "witch": '<path d="M12 1 7 16h10z"/><ellipse cx="12" cy="17" rx="10" ry="2.5"/><path d="M9 12h6v1.5H9z" fill="#fff8"/>',
    "magistrate": '<rect x="4" y="3" width="13" height="18" rx="1"/><path d="M7 7h7M7 10h7M7 13h4" stroke="#fff8" '
                  'stroke-width="1.3"/><circle cx="17" cy="18" r="4"/><circle cx="17" cy="18" r="2" fill="#fff8"/>',
    "thief": '<path d="M2 9c3-2 7-2 10 0 3-2 7-2 10 0-1 5-5 7-8 5l-2-2-2 2c-3 2-7 0-8-5z"/>'
             '<circle cx="7.5" cy="10.5" r="1.8" fill="#fff8"/><circle cx="16.5" cy="10.5" r="1.8" fill="#fff8"/>',
    "spy": '<circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" stroke-width="2.5"/>'
           '<path d="M14 14l7 7-2 2-7-7z"/>',
    "blackmailer": '<circle cx="12" cy="7" r="3.5"/><circle cx="7" cy="11" r="3.5"/><circle cx="17" cy="11" r="3.5"/>'
                   '<circle cx="9" cy="16" r="3.5"/><circle cx="15" cy="16" r="3.5"/><circle cx="12" cy="12" r="2.5" fill="#fff8"/>',
    "magician": '<path d="M4 20 16 8l2 2L6 22z"/><path d="M18 1l1.3 3.2 3.2 1.3-3.2 1.3L18 10l-1.3-3.2-3.2-1.3 3.2-1.3z"/>',
    "wizard": '<circle cx="12" cy="10" r="7"/><circle cx="9.5" cy="7.5" r="2" fill="#fff8"/>'
              '<path d="M6 22l2-5h8l2 5z"/>',
    "seer": '<path d="M1 12c5-7 17-7 22 0-5 7-17 7-22 0z"/><circle cx="12" cy="12" r="3.5" fill="#fff8"/>'
            '<circle cx="12" cy="12" r="1.5"/>',
    "king": TYPE_SYMBOL["noble"] + '<circle cx="12" cy="14" r="1.6" fill="#fff8"/>',
    "emperor": '<circle cx="12" cy="15" r="7"/><path d="M11 1h2v3h3v2h-3v3h-2V6H8V4h3z"/>'
               '<path d="M5 15h14" stroke="#fff8" stroke-width="1.5"/>',
    "patrician": '<path d="M3 7l9-5 9 5z"/><rect x="5" y="8" width="3" height="11"/><rect x="10.5" y="8" width="3" '
                 'height="11"/><rect x="16" y="8" width="3" height="11"/><rect x="3" y="19" width="18" height="3"/>',
    "bishop": '<path d="M6 22V10c0-4 3-7 6-9 3 2 6 5 6 9v12z"/><path d="M11 7h2v3h2v2h-2v5h-2v-5H9v-2h2z" fill="#fff8"/>',
    "abbot": '<path d="M12 2c-5 0-7 4-7 10v5h14v-5c0-6-2-10-7-10z"/><rect x="3" y="17" width="18" height="2.5" rx="1"/>'
             '<circle cx="12" cy="21.5" r="2"/>',
    "cardinal": '<ellipse cx="12" cy="15" rx="11" ry="3"/><path d="M7 15c0-6 2-9 5-9s5 3 5 9z"/>'
                '<path d="M8 18l-2 5M16 18l2 5" stroke="currentColor" stroke-width="1.5"/>',
    "merchant": '<path d="M9 3h6l-2 4h-2z"/><path d="M10 7h4c5 3 7 8 6 12-1 3-15 3-16 0-1-4 1-9 6-12z"/>'
                '<circle cx="12" cy="15" r="3" fill="#fff8"/>',
    "alchemist": '<path d="M9 2h6v2h-1v5l6 10c1 2 0 3-2 3H6c-2 0-3-1-2-3l6-10V4H9z"/>'
                 '<path d="M6.5 17h11" stroke="#fff8" stroke-width="1.5"/>',
    "trader": TYPE_SYMBOL["trade"],
    "architect": '<path d="M12 2l1.5 3-8 17H3zM12 2l-1.5 3 8 17H21z"/><circle cx="12" cy="4" r="2.5"/>'
                 '<path d="M6 15a9 9 0 0 0 12 0" fill="none" stroke="currentColor" stroke-width="1.5"/>',
    "navigator": '<path d="M11 2h2v16h-2z"/><path d="M13 3l8 12h-8z"/><path d="M11 5 4 15h7z"/>'
                 '<path d="M2 18h20l-3 4H5z"/>',
    "scholar": '<path d="M2 5c4-1 7 0 10 2v15c-3-2-6-3-10-2z"/><path d="M22 5c-4-1-7 0-10 2v15c3-2 6-3 10-2z" '
               'fill-opacity=".7"/>',
    "warlord": TYPE_SYMBOL["military"],
    "diplomat": '<path d="M3 8h14V4l5 6-5 6v-4H3z" fill-opacity=".75"/><path d="M21 16H7v-4l-5 6 5 6v-4h14z"/>',
    "marshal": '<path d="M12 2l9 3v7c0 5-4 9-9 11-5-2-9-6-9-11V5z"/><path d="M12 6v13M7 10h10" stroke="#fff8" '
               'stroke-width="2"/>',
    "queen": '<path d="M4 18l-2-9 5 4 5-9 5 9 5-4-2 9z"/><rect x="4" y="19" width="16" height="2.5"/>'
             '<circle cx="12" cy="3" r="2"/>',
    "artist": '<path d="M12 2C6 2 2 6 2 11s4 9 9 9c2 0 2-2 1-3s0-3 2-3h3c3 0 5-2 5-5 0-4-4-7-10-7z"/>'
              '<circle cx="7" cy="9" r="1.6" fill="#fff8"/><circle cx="12" cy="6" r="1.6" fill="#fff8"/>'
              '<circle cx="17" cy="9" r="1.6" fill="#fff8"/>',
    "tax_collector": '<rect x="3" y="9" width="18" height="12" rx="1"/><path d="M3 9c0-4 4-6 9-6s9 2 9 6z"/>'
                     '<rect x="10" y="11" width="4" height="5" rx="1" fill="#fff8"/>',
}

# Unique districts: one emblem each.
UNIQUE_EMBLEM = {
    "armory": '<path d="M4 3l3-1 13 13-3 3L4 5z"/><path d="M20 3l-3-1L4 15l3 3L20 5z" fill-opacity=".7"/>'
              '<rect x="2" y="18" width="20" height="4"/>',
    "basilica": '<path d="M2 22V10h20v12z"/><path d="M4 10a8 6 0 0 1 16 0z"/><path d="M9 22v-6a3 3 0 0 1 6 0v6z" '
                'fill="#fff8"/><path d="M11 0h2v4h-2z"/>',
    "capitol": CHAR_EMBLEM["patrician"] + '<circle cx="12" cy="5" r="1.2" fill="#fff8"/>',
    "dragon_gate": '<path d="M2 22V6l3 2 3-3 4 3 4-3 3 3 3-2v16h-6v-6a4 4 0 0 0-8 0v6z"/>',
    "factory": '<path d="M2 22V12l6-4v4l6-4v4l6-4V2h2v20z"/><rect x="5" y="15" width="3" height="3" fill="#fff8"/>'
               '<rect x="11" y="15" width="3" height="3" fill="#fff8"/>',
    "framework": '<path d="M4 22V3M12 22V3M20 22V3M4 8h16M4 15h16M4 8l8 7M12 8l8 7" fill="none" '
                 'stroke="currentColor" stroke-width="1.8"/>',
    "gold_mine": '<path d="M3 7c5-5 13-5 18 0l-1 1C15 5 9 5 4 8z"/><path d="M11 6h2l1 16h-4z"/>'
                 '<circle cx="18" cy="19" r="3"/>',
    "great_wall": '<path d="M1 22V9h3v3h3V9h3v3h4V9h3v3h3V9h3v13z"/><path d="M1 17h22M8 12v5M16 17v5" '
                  'stroke="#fff8" stroke-width="1"/>',
    "haunted_quarter": '<path d="M4 22V10a8 8 0 0 1 16 0v12l-3-2-2.5 2-2.5-2-2.5 2L7 20z"/>'
                       '<circle cx="9" cy="10" r="1.8" fill="#fff8"/><circle cx="15" cy="10" r="1.8" fill="#fff8"/>',
    "imperial_treasury": '<path d="M6 3h12l5 6-11 13L1 9z"/><path d="M1 9h22M8 3l4 19 4-19" fill="none" '
                         'stroke="#fff8" stroke-width="1.2"/>',
    "ivory_tower": '<path d="M8 22 9 7h6l1 15z"/><path d="M7 7l5-6 5 6z"/><rect x="11" y="11" width="2" height="3" '
                   'fill="#fff8"/>',
    "keep": '<path d="M5 22V4h2.5v2.5H10V4h4v2.5h2.5V4H19v18z"/><rect x="10" y="15" width="4" height="7" fill="#fff8"/>',
    "laboratory": '<circle cx="9" cy="15" r="6"/><path d="M11 10 21 3l1 1.5-9.5 7.5z"/>'
                  '<path d="M5 16h8" stroke="#fff8" stroke-width="1.5"/>',
    "library": '<rect x="2" y="4" width="4" height="17"/><rect x="7" y="6" width="4" height="15"/>'
               '<rect x="12" y="3" width="4" height="18"/><path d="M17 7l3-1 3 14-3 1z"/>',
    "map_room": '<path d="M2 5l6-2 8 3 6-2v15l-6 2-8-3-6 2z"/><path d="M6 10l3 3 3-2 4 4" fill="none" stroke="#fff8" '
                'stroke-width="1.5"/>',
    "monument": '<path d="M10 2h4l2 16H8z"/><rect x="5" y="18" width="14" height="4"/>',
    "museum": '<path d="M9 2h6v2c4 2 5 6 4 10-1 3-3 5-3 8H8c0-3-2-5-3-8-1-4 0-8 4-10z"/>'
              '<path d="M6 11h12" stroke="#fff8" stroke-width="1.5"/>',
    "necropolis": '<path d="M5 22V9a7 7 0 0 1 14 0v13z"/><path d="M11 8h2v3h3v2h-3v5h-2v-5H8v-2h3z" fill="#fff8"/>',
    "observatory": '<path d="M3 22v-8a9 9 0 0 1 18 0v8z"/><path d="M12 13 21 2l1.5 1.5L14 14z" fill-opacity=".8"/>',
    "park": '<circle cx="12" cy="9" r="7"/><rect x="11" y="14" width="2" height="8"/><rect x="4" y="21" width="16" height="1.5"/>',
    "poor_house": '<path d="M3 11l9-8 9 8v11H3z"/><path d="M12 19l-3.5-3.5a2 2 0 0 1 3.5-2 2 2 0 0 1 3.5 2z" fill="#fff8"/>',
    "quarry": '<rect x="2" y="15" width="9" height="7"/><rect x="13" y="15" width="9" height="7"/>'
              '<rect x="7" y="7" width="10" height="7"/><path d="M14 1l6 5-1 1-6-5z"/>',
    "school_of_magic": '<circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="1.8"/>'
                       '<path d="M12 3l2.4 7.3H22l-6.2 4.5 2.4 7.3L12 17.6l-6.2 4.5 2.4-7.3L2 10.3h7.6z"/>',
    "secret_vault": '<rect x="3" y="3" width="18" height="19" rx="2"/><circle cx="12" cy="10" r="3" fill="#fff8"/>'
                    '<path d="M11 12h2l1 6h-4z" fill="#fff8"/>',
    "smithy": '<path d="M2 8h16c0 3 2 4 4 4v2h-7l-1 3h3v3H7v-3h3l-1-3C5 14 2 12 2 8z"/>',
    "stables": '<path d="M5 21V11a7 7 0 0 1 14 0v10h-4V11a3 3 0 0 0-6 0v10z"/>'
               '<circle cx="7" cy="14" r="1" fill="#fff8"/><circle cx="17" cy="14" r="1" fill="#fff8"/>',
    "statue": '<circle cx="12" cy="4" r="2.5"/><path d="M9 8h6l1 9H8z"/><rect x="6" y="18" width="12" height="4"/>',
    "theater": '<path d="M1 3h22v3c-3 1-5 4-5 9v7h-2V9c0-2-2-3-4-3s-4 1-4 3v13H6v-7c0-5-2-8-5-9z"/>'
               '<circle cx="12" cy="13" r="3"/>',
    "thieves_den": '<path d="M1 22c0-8 5-15 11-15s11 7 11 15z"/><path d="M8 22c0-4 2-8 4-8s4 4 4 8z" fill="#fff8"/>',
    "wishing_well": '<path d="M2 9l10-6 10 6z"/><path d="M5 9v6M19 9v6" stroke="currentColor" stroke-width="1.8"/>'
                    '<path d="M3 14h18v8H3z"/><path d="M3 17h18" stroke="#fff8" stroke-width="1"/>',
}

COIN = '<circle cx="3" cy="3" r="2.8" fill="#e3b341" stroke="#8a6a12" stroke-width=".7"/>'
# The back of a character card (face down): a lattice on a dark ground.
BACK = ('<rect x=".5" y=".5" width="39" height="33" rx="3" fill="#3b3350"/>'
        '<path d="M5 5h30v24H5z" fill="none" stroke="#c9b98a" stroke-width="1"/>'
        '<path d="M20 8l9 9-9 9-9-9z" fill="none" stroke="#c9b98a" stroke-width="1.4"/>'
        '<circle cx="20" cy="17" r="2.5" fill="#c9b98a"/>')


def _symbol(sid, body, box="0 0 24 24") -> str:
    return f'<symbol id="{sid}" viewBox="{box}">{body}</symbol>'


def symbol_ids_for(card=None, char=None) -> set:
    """The sprite symbols one card needs."""
    out = set()
    if card is not None:
        d = DISTRICTS[card]
        out |= {"ci-coin", f"ci-t-{d.type}", f"ci-u-{card}" if d.type == "unique" else f"ci-b-{d.type}"}
    if char is not None:
        out.add(f"ci-c-{char}")
        if CHARACTERS[char].income:
            out.add(f"ci-t-{CHARACTERS[char].income}")
    return out


def sprite(ids) -> Markup:
    """One hidden <svg> holding the symbols the board uses (ids like "ci-t-noble", "ci-c-king", "ci-u-keep")."""
    parts = []
    for sid in sorted(ids):
        kind, _, key = sid[3:].partition("-")
        if sid == "ci-coin":
            parts.append(_symbol(sid, COIN, "0 0 6 6"))
        elif sid == "ci-back":
            parts.append(_symbol(sid, BACK, "0 0 40 34"))
        elif kind == "t":
            parts.append(_symbol(sid, TYPE_SYMBOL[key]))
        elif kind == "b":
            parts.append(_symbol(sid, BUILDING[key]))
        elif kind == "c":
            parts.append(_symbol(sid, CHAR_EMBLEM[key]))
        elif kind == "u":
            parts.append(_symbol(sid, UNIQUE_EMBLEM[key]))
    return settled("svg", Markup("".join(parts)), class_="ci-sprite", aria_hidden="true", focusable="false",
                   width="0", height="0")


def _use(sid, x, y, w, hgt, cls=None) -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<use href="#{sid}" x="{x}" y="{y}" width="{w}" height="{hgt}"{c}/>'


def district_face(card, art=False, cost=None) -> Markup:
    """The drawing of a district card: coins for its cost down the left edge (a beautified district shows the
    Artist's coin ringed), the type's symbol top right, the emblem in the middle."""
    d = DISTRICTS[card]
    cost = COST_OF[card] if cost is None else cost
    body = []
    if d.cost is not None:
        coins = cost + (1 if art else 0)
        step = min(5.0, 28.0 / max(coins, 1))
        for i in range(coins):
            body.append(_use("ci-coin", 1, round(1 + i * step, 2), 6, 6))
        if art:
            y = round(1 + (coins - 1) * step, 2)
            body.append(f'<circle cx="4" cy="{y + 3}" r="3.6" fill="none" stroke="#7a3fb5" stroke-width="1"/>')
    body.append(_use(f"ci-t-{d.type}", 29, 1, 10, 10, "ci-sym"))
    emblem = f"ci-u-{card}" if d.type == "unique" else f"ci-b-{d.type}"
    body.append(_use(emblem, 9, 7, 24, 24, "ci-emb"))
    return Markup('<svg class="ci-face" viewBox="0 0 40 34" aria-hidden="true" focusable="false">'
                  + "".join(body) + "</svg>")


def char_face(char) -> Markup:
    """The drawing of a character card: its rank top left, the symbol of the type it earns for top right, the
    emblem in the middle."""
    ch = CHARACTERS[char]
    body = [f'<text x="2" y="11" class="ci-rank-num">{int(ch.rank)}</text>']
    if ch.income:
        body.append(_use(f"ci-t-{ch.income}", 29, 1, 10, 10, "ci-sym"))
    body.append(_use(f"ci-c-{char}", 9, 7, 24, 24, "ci-emb"))
    return Markup('<svg class="ci-face" viewBox="0 0 40 34" aria-hidden="true" focusable="false">'
                  + "".join(body) + "</svg>")


def back_face() -> Markup:
    return Markup('<svg class="ci-face" viewBox="0 0 40 34" aria-hidden="true" focusable="false">'
                  + _use("ci-back", 0, 0, 40, 34) + "</svg>")


def type_icon(type_key, label=None) -> Markup:
    """A type's symbol as a small inline picture (with words for screen readers when `label` is given)."""
    attrs = {"role": "img", "aria_label": label} if label else {"aria_hidden": "true"}
    return h("svg", Markup(_use(f"ci-t-{type_key}", 0, 0, 24, 24)), viewBox="0 0 24 24",
             class_=f"ci-ticon ci-{type_key}", focusable="false", **attrs)


def icon(sid, label=None, cls="ci-icon") -> Markup:
    attrs = {"role": "img", "aria_label": label} if label else {"aria_hidden": "true"}
    return h("svg", Markup(_use(sid, 0, 0, 24, 24)), viewBox="0 0 24 24", class_=cls, focusable="false", **attrs)


ALL_SYMBOLS = ({f"ci-t-{t}" for t in TYPE_SYMBOL} | {f"ci-b-{t}" for t in BUILDING}
               | {f"ci-c-{c}" for c in CHAR_EMBLEM} | {f"ci-u-{u}" for u in UNIQUE_EMBLEM} | {"ci-coin", "ci-back"})

__all__ = ["ALL_SYMBOLS", "back_face", "char_face", "district_face", "icon", "sprite", "symbol_ids_for",
           "type_icon"]
