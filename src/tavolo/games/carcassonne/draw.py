"""Tiles and followers as SVG, drawn from the tile data (our own simple art): a field, roads, city walls
with pennants, monasteries and shrines. A tile is 100 x 100 units with (0, 0) at its north-west corner;
`tile_svg` draws a turned tile in board directions, so a map places it with a translate only.
"""

from __future__ import annotations

from ...markup import Markup, h
from .data import PORTS, ROTATED

SIZE = 100
CORNER = ((0, 0), (100, 0), (100, 100), (0, 100))        # corner d starts edge d (clockwise)
MID = ((50, 0), (100, 50), (50, 100), (0, 50))
INWARD = ((0, 1), (-1, 0), (0, -1), (1, 0))
PORT_AT = {"NL": (25, 0), "NR": (75, 0), "EL": (100, 25), "ER": (100, 75),
           "SL": (75, 100), "SR": (25, 100), "WL": (0, 75), "WR": (0, 25)}
SEAT_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#CC79A7", "#0072B2", "#D55E00")   # Okabe-Ito, as app.css
SEAT_SHAPES = "●▲■◆★✚"
FIELD = "#a8c97f"
CITY = "#c9a46a"
WALL = "#6b4a2b"
ROAD = "#f4efe2"
ROAD_EDGE = "#7a6a55"


def _pt(p) -> str:
    return f"{p[0]:g},{p[1]:g}"


def city_path(edges) -> str:
    """The outline of a city segment covering `edges` (direction numbers), walls curving inwards."""
    covered = [d in edges for d in range(4)]
    if all(covered):
        return "M0,0H100V100H0Z"
    start = next(d for d in range(4) if covered[d] and not covered[(d - 1) % 4])
    path = [f"M{_pt(CORNER[start])}"]
    i = 0
    while i < 4:
        d = (start + i) % 4
        if covered[d]:
            path.append(f"L{_pt(CORNER[(d + 1) % 4])}")
            i += 1
            continue
        run = 1
        while run < 4 - i and not covered[(d + run) % 4]:
            run += 1
        end = CORNER[(d + run) % 4]
        if run == 1:            # a wall across one open edge
            m, n = MID[d], INWARD[d]
            control = (m[0] + 30 * n[0], m[1] + 30 * n[1])
        elif run == 2:          # a wall cutting off one corner's two edges
            skipped = CORNER[(d + 1) % 4]
            control = (50 + 0.1 * (skipped[0] - 50), 50 + 0.1 * (skipped[1] - 50))
        else:                   # a cap on the one city edge
            c = (d - 1) % 4
            m, n = MID[c], INWARD[c]
            control = (m[0] + 50 * n[0], m[1] + 50 * n[1])
        path.append(f"Q{_pt(control)} {_pt(end)}")
        i += run
    path.append("Z")
    return "".join(path)


def road_path(edges) -> str:
    if len(edges) == 2:
        return f"M{_pt(MID[edges[0]])}Q50,50 {_pt(MID[edges[1]])}"
    return f"M{_pt(MID[edges[0]])}L50,50"


def _anchor_raw(f):
    if f.kind in ("monastery", "shrine"):
        return (50, 50)
    if f.kind == "city":
        points = [(MID[d][0] + 20 * INWARD[d][0], MID[d][1] + 20 * INWARD[d][1]) for d in f.edges]
    elif f.kind == "road":
        if len(f.edges) == 2:
            a, b = MID[f.edges[0]], MID[f.edges[1]]
            return (0.25 * a[0] + 25 + 0.25 * b[0], 0.25 * a[1] + 25 + 0.25 * b[1])
        d = f.edges[0]
        return (MID[d][0] + 24 * INWARD[d][0], MID[d][1] + 24 * INWARD[d][1])
    else:
        points = [PORT_AT[PORTS[p]] for p in f.ports]
        x = sum(p[0] for p in points) / len(points)
        y = sum(p[1] for p in points) / len(points)
        return (x + 0.35 * (50 - x), y + 0.35 * (50 - y))
    x = sum(p[0] for p in points) / len(points)
    y = sum(p[1] for p in points) / len(points)
    return (x, y)


def _anchors(rotated) -> tuple:
    """Where a follower stands on each feature of a turned tile; a field too close to another spot moves
    next to its first half edge."""
    spots = [_anchor_raw(f) for f in rotated.features]
    for i, f in enumerate(rotated.features):
        if f.kind != "field":
            continue
        x, y = spots[i]
        if any(j != i and abs(x - a) + abs(y - b) < 20 for j, (a, b) in enumerate(spots)):
            px, py = PORT_AT[PORTS[f.ports[0]]]
            spots[i] = (px + 0.3 * (50 - px), py + 0.3 * (50 - py))
    return tuple((round(x, 1), round(y, 1)) for x, y in spots)


ANCHORS = {(letter, r.rot): _anchors(r) for letter, turns in ROTATED.items() for r in turns}


def pennant(x, y) -> Markup:
    return h("path", d=f"M{x - 7:g},{y - 7:g}h14v7q0,8 -7,11q-7,-3 -7,-11z", fill="#2f5fa8", stroke="#fff",
             stroke_width="2")


def building(kind) -> Markup:
    if kind == "monastery":
        return h("g", h("rect", x="36", y="42", width="28", height="22", fill="#e9dcc0", stroke=WALL,
                        stroke_width="2"),
                 h("path", d="M32,44L50,28L68,44Z", fill="#b5523b", stroke=WALL, stroke_width="2"),
                 h("rect", x="46", y="52", width="8", height="12", fill=WALL), class_="cc-monastery")
    return h("g", h("circle", cx="50", cy="50", r="15", fill="#e6dff2", stroke="#4b3470", stroke_width="2"),
             h("path", d="M50,38L53,47L62,47L55,52L58,61L50,56L42,61L45,52L38,47L47,47Z", fill="#4b3470"),
             class_="cc-shrine")


_DRAWN = {}


def tile_svg(letter: str, rot: int) -> Markup:
    """The inside of one tile (no position): field, roads, cities, pennants, building, border."""
    drawn = _DRAWN.get((letter, rot))
    if drawn is None:
        drawn = _DRAWN[(letter, rot)] = _draw_tile(letter, rot)
    return drawn


def _draw_tile(letter: str, rot: int) -> Markup:
    rotated = ROTATED[letter][rot]
    parts = [h("rect", width="100", height="100", fill=FIELD)]
    junction = False
    for f in rotated.features:
        if f.kind == "road":
            parts.append(h("path", d=road_path(f.edges), fill="none", stroke=ROAD_EDGE, stroke_width="12",
                           stroke_linecap="butt"))
            parts.append(h("path", d=road_path(f.edges), fill="none", stroke=ROAD, stroke_width="8"))
            junction = junction or len(f.edges) == 1
    if junction and rotated.building < 0 and sum(1 for f in rotated.features if f.kind == "road") >= 2:
        parts.append(h("rect", x="42", y="42", width="16", height="16", fill=ROAD_EDGE))
    for f in rotated.features:
        if f.kind == "city":
            parts.append(h("path", d=city_path(f.edges), fill=CITY, stroke=WALL, stroke_width="3",
                           stroke_linejoin="round"))
    anchors = ANCHORS[(letter, rot)]
    for i, f in enumerate(rotated.features):
        if f.pennant:
            x, y = anchors[i]
            parts.append(pennant(x + 14, y - 10))
    if rotated.building >= 0:
        parts.append(building(rotated.features[rotated.building].kind))
    parts.append(h("rect", width="100", height="100", fill="none", stroke="#00000040", stroke_width="1"))
    return Markup("".join(parts))


def follower_svg(seat: int, kind: str, x: float, y: float, ghost: bool = False) -> Markup:
    """A follower in its seat's colour with its seat's shape; a farmer lies down (a wide oval)."""
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    shape = SEAT_SHAPES[seat % len(SEAT_SHAPES)]
    if kind == "field":
        body = h("ellipse", cx=f"{x:g}", cy=f"{y:g}", rx="15", ry="9", fill=colour, stroke="#000",
                 stroke_width="2")
    else:
        body = h("circle", cx=f"{x:g}", cy=f"{y:g}", r="11", fill=colour, stroke="#000", stroke_width="2")
    return h("g", body, h("text", shape, x=f"{x:g}", y=f"{y + 4.5:g}", text_anchor="middle", font_size="12",
                          fill="#000"),
             class_="cc-follower" + (" cc-ghost" if ghost else ""), opacity="0.6" if ghost else None)


def mini_tile(letter: str, rot: int = 0, size: int = 40, label: str | None = None) -> Markup:
    """A small stand-alone picture of a tile (the drawn tile, the tiles left)."""
    return h("svg", tile_svg(letter, rot), viewBox="0 0 100 100", width=str(size), height=str(size),
             class_="cc-mini", role="img" if label else None, aria_label=label,
             aria_hidden=None if label else "true", focusable="false")
