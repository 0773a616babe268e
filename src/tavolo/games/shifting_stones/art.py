"""Shifting Stones drawings: the face symbols and colours, the home-screen emblem, the rules diagrams and the
log's small cards.

All SVG here is our own. Colours are data: the board's stylesheet (static/css/shifting-stones.css) uses the
same pairs, and a test checks that they agree and that every face's text reaches WCAG AA contrast.
"""

from __future__ import annotations

from functools import lru_cache

from ...i18n import tr
from ...markup import Markup, h
from .data import CARDS
from .text import TEXT

# One simple symbol per face, on a 24x24 box; `currentColor` is the face's ink colour.
FACE_PATHS = {
    "S": '<circle cx="12" cy="12" r="5"/><path d="M12 1v4M12 19v4M1 12h4M19 12h4M4.2 4.2l2.8 2.8M17 17l2.8 2.8'
         'M4.2 19.8 7 17M17 7l2.8-2.8" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
    "M": '<path d="M15 2.5a9.5 9.5 0 1 0 6.5 16A7.8 7.8 0 0 1 15 2.5z"/>',
    "F": '<path d="M2 12c3-5 9-6.5 14-2l6-4v12l-6-4c-5 4.5-11 3-14-2z"/><circle cx="7" cy="11" r="1.3" class="cut"/>',
    "B": '<path d="M3 8c3 0 6 2 8 5 1-5 5-9 11-9-3 2-4 6-5 9-1 5-5 7-9 6l-5 3 2-5C3 15 2 12 3 8z"/>',
    "H": '<path d="M4 2h5v9a3 3 0 0 0 6 0V2h5v9a8 8 0 0 1-16 0z"/>',
    "O": '<path d="M2 15h20l-3.5 6h-13z"/><path d="M11 2v11H4z"/><path d="M13 5v8h6z"/>',
    "D": '<path d="M12 2c5 5 7.5 10 4.5 15.5a5.2 5.2 0 0 1-9 0C4.5 12 7 7 12 2z"/>',
    "T": '<path d="M12 1.5 19 11h-3.5l5 6.5H3.5l5-6.5H5z"/><rect x="10.5" y="17.5" width="3" height="5"/>',
}

# (background, ink) per face: the ink is the name's and the symbol's colour, at least 4.5:1 on the background.
FACE_COLOURS = {
    "S": ("#f2c12e", "#3b2a00"), "M": ("#2e2e3a", "#f0f0f5"),
    "F": ("#f08a24", "#2b1400"), "B": ("#e0457b", "#2a0010"),
    "H": ("#7a4bb8", "#ffffff"), "O": ("#1e9e9a", "#00201f"),
    "D": ("#e3d3ae", "#3d2f12"), "T": ("#2b7a37", "#ffffff"),
}
CARD_PAPER = "#fffaf0"      # a pattern card's background
SQUARE_EDGE = "#1f1b16"     # every square of a card is outlined, so even a pale Seed stands out from the paper
GREY_SQUARE = "#a8a39a"     # "any stone": hatched on the board, plain grey in drawings
ARROW = "#1f1b16"


def face_symbol(face, x, y, size) -> Markup:
    """The face's symbol drawn at (x, y), `size` units wide, in the face's ink colour."""
    ink = FACE_COLOURS[face][1]
    scale = size / 24
    return h("g", Markup(FACE_PATHS[face]), transform=f"translate({x} {y}) scale({scale:g})", fill=ink, color=ink)


def tile(face, x, y, size, ring=False) -> Markup:
    """A stone tile: a rounded square in the face's colour with its symbol; `ring` outlines it thickly."""
    background = FACE_COLOURS[face][0]
    inset = size * 0.18
    return h("g",
             h("rect", x=x, y=y, width=size, height=size, rx=round(size * 0.16, 1), fill=background,
               stroke=SQUARE_EDGE if ring else "#00000040", stroke_width=3 if ring else 1),
             face_symbol(face, x + inset, y + inset, size - 2 * inset))


def card_picture(card_id, x, y, square) -> Markup:
    """A pattern card: paper, its points in the corner, and its pattern square by square."""
    card = CARDS[card_id]
    rows, cols = len(card.rows), len(card.rows[0])
    gap, pad = 2, 4
    width = pad * 2 + cols * square + (cols - 1) * gap + 14
    height = max(pad * 2 + rows * square + (rows - 1) * gap, 24)
    parts = [h("rect", x=x, y=y, width=width, height=height, rx=5, fill=CARD_PAPER, stroke=SQUARE_EDGE,
               stroke_width=1.5),
             h("text", str(card.points), x=x + 7, y=y + 15, font_size=13, font_weight="bold", fill=SQUARE_EDGE,
               text_anchor="middle")]
    for r, row in enumerate(card.rows):
        for c, face in enumerate(row):
            sx, sy = x + 14 + pad + c * (square + gap), y + pad + r * (square + gap)
            if face == ".":
                parts.append(h("rect", x=sx, y=sy, width=square, height=square, rx=2, fill=GREY_SQUARE,
                               stroke=SQUARE_EDGE, stroke_width=1))
            else:
                parts.append(h("rect", x=sx, y=sy, width=square, height=square, rx=2, fill=FACE_COLOURS[face][0],
                               stroke=SQUARE_EDGE, stroke_width=1))
                parts.append(face_symbol(face, sx + 2, sy + 2, square - 4))
    return h("g", parts)


LOG_SQUARE = 9          # px: a pattern's square in the log


@lru_cache(maxsize=None)
def log_card(card_id) -> Markup:
    """A pattern card's squares as one small inline drawing (the faces' symbols come from face_defs)."""
    card = CARDS[card_id]
    step = LOG_SQUARE + 1
    parts = []
    for r, row in enumerate(card.rows):
        for c, face in enumerate(row):
            x, y = c * step + .5, r * step + .5
            fill = GREY_SQUARE if face == "." else FACE_COLOURS[face][0]
            parts.append(h("rect", x=x, y=y, width=LOG_SQUARE, height=LOG_SQUARE, rx=1.5, fill=fill,
                           stroke=SQUARE_EDGE, stroke_width=1))
            if face != ".":
                parts.append(h("use", href=f"#ss-{face}", x=x + 1.5, y=y + 1.5, width=LOG_SQUARE - 3,
                               height=LOG_SQUARE - 3, fill=FACE_COLOURS[face][1]))
    width, height = len(card.rows[0]) * step, len(card.rows) * step
    return h("svg", parts, viewBox=f"0 0 {width} {height}", width=width, height=height, class_="log-pic",
             aria_hidden="true", focusable="false")


def arrow(x1, y1, x2, y2) -> Markup:
    """A straight arrow with a small head at (x2, y2)."""
    forward = 1 if x2 > x1 else -1
    head = f"M{x2} {y2} l{-6 * forward} -4 v8 z"
    # The shaft stops where the head begins, so the tip stays a point.
    return h("g", h("line", x1=x1, y1=y1, x2=x2 - 6 * forward, y2=y2, stroke=ARROW, stroke_width=2),
             h("path", d=head, fill=ARROW))


def svg(width, height, body, label=None, cls="ss-art") -> Markup:
    """An inline drawing: named for screen readers when `label` is given, else hidden from them (a caption says it)."""
    if label is None:
        return h("svg", body, viewBox=f"0 0 {width} {height}", class_=cls, aria_hidden="true", focusable="false")
    return h("svg", body, viewBox=f"0 0 {width} {height}", class_=cls, role="img", aria_label=label,
             focusable="false")


# ---- the home screen -----------------------------------------------------------------------------------
EMBLEM_GRID = "SFHODBTDH"


def emblem(lang: str = "en") -> Markup:
    """A small drawing for the home screen: the 3x3 stone grid and a pattern card that matches it."""
    size, gap = 22, 3
    tiles = [tile(face, 4 + (i % 3) * (size + gap), 4 + (i // 3) * (size + gap), size)
             for i, face in enumerate(EMBLEM_GRID)]
    return svg(120, 80, [tiles, card_picture("SS17", 80, 20, 14)], label=tr(TEXT, "art_emblem", lang),
               cls="ss-art ss-emblem")


# ---- rules diagrams -------------------------------------------------------------------------------------
def figure(drawing, caption_key, lang) -> Markup:
    """A drawing with its caption. Phrasing content only, so it may stand inside a rules paragraph."""
    return h("span", drawing, h("span", tr(TEXT, caption_key, lang), class_="ss-caption"), class_="ss-figure")


def flip_diagram(lang) -> Markup:
    body = [tile("H", 10, 10, 44), arrow(64, 32, 100, 32), tile("O", 110, 10, 44)]
    return figure(svg(164, 64, body), "fig_flip", lang)


def shift_diagram(lang) -> Markup:
    before = [tile("F", 6, 10, 40), tile("T", 48, 10, 40, ring=True)]
    after = [tile("T", 140, 10, 40, ring=True), tile("F", 182, 10, 40)]
    return figure(svg(228, 60, [before, arrow(98, 30, 130, 30), after]), "fig_shift", lang)


def match_diagram(lang) -> Markup:
    """The card Tree-above-Bird (SS13) and a grid where it is present: Tree in the centre, Bird below it."""
    grid = "SFHOTDHBD"
    size, gap = 34, 3
    cells = [tile(face, 110 + (i % 3) * (size + gap), 4 + (i // 3) * (size + gap), size, ring=i in (4, 7))
             for i, face in enumerate(grid)]
    body = [card_picture("SS13", 8, 30, 26), arrow(66, 60, 100, 60), cells]
    return figure(svg(226, 120, body), "fig_match", lang)


# Where each diagram goes: (section index, after which paragraph, drawing). The same in both languages.
RULES_DIAGRAMS = (
    (4, 2, shift_diagram),
    (4, 3, flip_diagram),
    (5, 0, match_diagram),
)


def with_diagrams(sections, lang):
    """The rules sections with the diagrams put after the paragraphs they illustrate."""
    sections = [(heading, list(paragraphs)) for heading, paragraphs in sections]
    for section, after, draw in sorted(RULES_DIAGRAMS, key=lambda d: (d[0], d[1]), reverse=True):
        sections[section][1].insert(after + 1, draw(lang))
    return sections
