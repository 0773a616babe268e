"""Romi Rami drawings: the suit shapes, the home-screen emblem and the rules diagrams. All our own SVG."""

from __future__ import annotations

from ...i18n import tr
from ...markup import Markup, h
from .data import CONTRACTS
from .text import TEXT

# Suit shapes on a 24x24 box, filled with the suit's colour.
SUIT_PATHS = {
    "C": '<path d="M12 2c-1 5-4 8-6.5 11M12 2c1 5 3 8 6 11M12 2c2.5-.8 5-.3 7 1.5" fill="none" '
         'stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>'
         '<circle cx="6" cy="17" r="4.5"/><circle cx="18" cy="17" r="4.5"/>',
    "D": '<path d="M12 1.5 20.5 12 12 22.5 3.5 12z"/>',
    "H": '<path d="M12 21.5S3 15.6 3 9.3A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 9 2.7c0 6.3-9 12.2-9 12.2z"/>',
    "L": '<circle cx="12" cy="7" r="4.3"/><circle cx="7" cy="13.5" r="4.3"/><circle cx="17" cy="13.5" r="4.3"/>'
         '<path d="M12 11.5 10.3 22h3.4z"/>',
}
# The suits' colours, as in the board's stylesheet (each at least 4.5:1 on the card's paper).
SUIT_COLOURS = {"C": "#b0175f", "D": "#1769aa", "H": "#c0392b", "L": "#1e7b34"}
PAPER = "#fffdf8"
INK = "#1f1b16"


def suit_shape(suit, x, y, size) -> Markup:
    colour = SUIT_COLOURS[suit]
    return h("g", Markup(SUIT_PATHS[suit]), transform=f"translate({x} {y}) scale({size / 24:g})", fill=colour,
             color=colour)


def number_card(code, x, y, width=30, height=44, turn=0, pivot=None) -> Markup:
    """A number card: paper edged in its suit's colour, the number and a small suit in the top-left corner
    (what stays in sight when cards overlap in a fan), and a big suit in the middle."""
    number, suit = code[0], code[1]
    transform = None
    if turn:
        px, py = pivot or (x + width / 2, y + height)
        transform = f"rotate({turn} {px} {py})"
    corner = height * 0.3
    return h("g",
             h("rect", x=x, y=y, width=width, height=height, rx=4, fill=PAPER, stroke=SUIT_COLOURS[suit],
               stroke_width=2),
             h("text", number, x=x + corner * 0.55, y=y + corner * 0.95, font_size=corner, font_weight="bold",
               fill=INK, text_anchor="middle"),
             suit_shape(suit, x + corner * 0.1, y + corner * 1.1, corner * 0.9),
             suit_shape(suit, x + width * 0.4, y + height * 0.45, min(width * 0.5, height * 0.45)),
             transform=transform)


def combo_fan(size, x, y, scale=1.0) -> Markup:
    """The combo icon: a fan of `size` small cards with the size written on a dot."""
    spread = {2: (-12, 12), 3: (-20, 0, 20), 4: (-30, -10, 10, 30), 5: (-30, -15, 0, 15, 30)}[size]
    w, hgt = 9 * scale, 14 * scale
    cx, base = x + 12 * scale, y + 18 * scale
    cards = [h("rect", x=cx - w / 2, y=base - hgt, width=w, height=hgt, rx=1.5, fill=PAPER, stroke=INK,
               stroke_width=1, transform=f"rotate({angle} {cx} {base})") for angle in spread]
    badge = [h("circle", cx=x + 22 * scale, cy=y + 4 * scale, r=5.5 * scale, fill=INK),
             h("text", str(size), x=x + 22 * scale, y=y + 7 * scale, font_size=8 * scale, font_weight="bold",
               fill="#ffffff", text_anchor="middle")]
    return h("g", cards, badge)


def svg(width, height, body, label=None, cls="rr-art") -> Markup:
    """An inline drawing: named for screen readers when `label` is given, else hidden (a caption says it)."""
    if label is None:
        return h("svg", body, viewBox=f"0 0 {width} {height}", class_=cls, aria_hidden="true", focusable="false")
    return h("svg", body, viewBox=f"0 0 {width} {height}", class_=cls, role="img", aria_label=label,
             focusable="false")


# ---- the home screen -----------------------------------------------------------------------------------
def emblem(lang: str = "en") -> Markup:
    """A small drawing for the home screen: a fan of four number cards, one of each suit."""
    fan = [number_card(code, 44, 12, width=32, height=48, turn=turn, pivot=(60, 104))
           for code, turn in (("2C", -27), ("3D", -9), ("4H", 9), ("5L", 27))]
    return svg(120, 80, fan, label=tr(TEXT, "art_emblem", lang), cls="rr-art rr-emblem")


# ---- rules diagrams -------------------------------------------------------------------------------------
def figure(drawing, caption_key, lang) -> Markup:
    """A drawing with its caption. Phrasing content only, so it may stand inside a rules paragraph."""
    return h("span", drawing, h("span", tr(TEXT, caption_key, lang), class_="rr-caption"), class_="rr-figure")


def row_of_cards(codes) -> list:
    return [number_card(code, 6 + i * 36, 6) for i, code in enumerate(codes)]


def set_diagram(lang) -> Markup:
    return figure(svg(120, 56, row_of_cards(["4H", "4C", "4L"])), "fig_set", lang)


def run_diagram(lang) -> Markup:
    return figure(svg(156, 56, row_of_cards(["2D", "3C", "4H", "5L"])), "fig_run", lang)


def contract_diagram(lang) -> Markup:
    """The contract 'three of a kind + run of 3', hearts, 4 points: its header (suit, points), then each need
    as its combo icon beside cards that meet it."""
    contract = CONTRACTS["C15"]
    colour = SUIT_COLOURS[contract.suit]
    groups = (["3D", "3H", "3L"], ["1C", "2H", "3D"])
    body = [h("rect", x=4, y=4, width=212, height=82, rx=8, fill=PAPER, stroke=INK, stroke_width=1.5),
            h("rect", x=4, y=4, width=212, height=28, rx=8, fill=colour),
            h("rect", x=4, y=22, width=212, height=10, fill=colour),
            h("rect", x=9, y=8, width=22, height=20, rx=4, fill=PAPER),
            suit_shape(contract.suit, 10, 8, 20),
            h("text", str(contract.points), x=198, y=25, font_size=20, font_weight="bold", fill="#ffffff",
              text_anchor="middle"),
            h("line", x1=111, y1=40, x2=111, y2=80, stroke=INK, stroke_width=1, stroke_dasharray="3 3")]
    for i, (size, cards) in enumerate(zip(contract.icons, groups)):
        left = 8 + i * 108
        body.append(combo_fan(size, left, 48, 1.0))
        body += [number_card(code, left + 28 + j * 23, 44, width=21, height=34) for j, code in enumerate(cards)]
    return figure(svg(220, 90, body), "fig_contract", lang)


# Where the diagrams go: (section index, after which paragraph, drawings in order). The same in both languages.
RULES_DIAGRAMS = (
    (1, 1, (set_diagram, run_diagram)),
    (1, 2, (contract_diagram,)),
)


def with_diagrams(sections, lang):
    """The rules sections with the diagrams put after the paragraphs they illustrate."""
    sections = [(heading, list(paragraphs)) for heading, paragraphs in sections]
    for section, after, drawings in sorted(RULES_DIAGRAMS, key=lambda d: (d[0], d[1]), reverse=True):
        sections[section][1][after + 1:after + 1] = [draw(lang) for draw in drawings]
    return sections
