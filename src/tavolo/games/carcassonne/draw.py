"""Tiles and followers as SVG, drawn from the tile data (our own simple art): fields, roads, city walls
with pennants, monasteries and shrines. A tile is 100 x 100 units with (0, 0) at its north-west corner;
`tile_svg` draws a turned tile in board directions, so a map places it with a translate only.

Tiles join into one landscape: a city fills its edges corner to corner and a road runs to the middle of its
edges, both reaching one unit past the tile (the neighbour has the same there), and only the walls that
close a city inside the tile are stroked. On the map the field is one shape under every tile (`land_path`),
so two fields never show a seam; a stand-alone tile (`tile_svg`) carries its own field.
"""

from __future__ import annotations

import math

from ...markup import Markup, h
from .data import PORTS, ROTATED

SIZE = 100
CORNER = ((0, 0), (100, 0), (100, 100), (0, 100))        # corner d starts edge d (clockwise)
MID = ((50, 0), (100, 50), (50, 100), (0, 50))
INWARD = ((0, 1), (-1, 0), (0, -1), (1, 0))
PORT_AT = {"NL": (25, 0), "NR": (75, 0), "EL": (100, 25), "ER": (100, 75),
           "SL": (75, 100), "SR": (25, 100), "WL": (0, 75), "WR": (0, 25)}
SEAT_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#CC79A7", "#0072B2", "#D55E00")   # Okabe-Ito, as app.css
SEAT_SHAPES = "●▲■◆★✚"            # as tavolo.ui.widgets.seat_mark: the seat's sign beside its colour
SEAT_INK = ("#000", "#000", "#000", "#000", "#fff", "#000")                     # the sign on the colour
FIELD = "#a8c97f"
CITY = "#d2ad72"
WALL = "#6b4a2b"
ROAD = "#f6f1e3"
ROAD_EDGE = "#7a6a55"
PENNANT = "#1f4e9c"
SHRINE = "#3d2a5c"
MINE = "#d81b60"          # mine, not yet confirmed (the preview, the tile just placed, the chosen spot)
CHANGED = "#7b2cbf"       # changed since your last turn
SPOT = 26                 # a follower spot's size in map units (the follower step's zoom makes it >= 44 px)


def _pt(p) -> str:
    return f"{p[0]:g},{p[1]:g}"


def _walls(edges):
    """(fill outline, wall strokes) of a city segment covering `edges` (direction numbers): the outline runs
    along its edges corner to corner; each stretch of open edges is closed by a wall curving inwards."""
    covered = [d in edges for d in range(4)]
    if all(covered):
        return "M0,0L100,0L100,100L0,100Z", ""
    start = next(d for d in range(4) if covered[d] and not covered[(d - 1) % 4])
    path = [f"M{_pt(CORNER[start])}"]
    walls = []
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
        curve = f"Q{_pt(control)} {_pt(end)}"
        path.append(curve)
        walls.append(f"M{_pt(CORNER[d])}{curve}")
        i += run
    path.append("Z")
    return "".join(path), "".join(walls)


def city_path(edges) -> str:
    return _walls(edges)[0]


def road_path(edges) -> str:
    """From one unit past the edge's middle to the other edge (or to the centre for a road that ends here)."""
    a = edges[0]
    out_a = (MID[a][0] - INWARD[a][0], MID[a][1] - INWARD[a][1])
    if len(edges) == 2:
        b = edges[1]
        out_b = (MID[b][0] - INWARD[b][0], MID[b][1] - INWARD[b][1])
        if (a - b) % 2 == 0:
            return f"M{_pt(out_a)}L{_pt(out_b)}"
        return f"M{_pt(out_a)}L{_pt(MID[a])}Q50,50 {_pt(MID[b])}L{_pt(out_b)}"
    return f"M{_pt(out_a)}L50,50"


# ---- where followers stand ------------------------------------------------------------------------------
def _fixed_anchor(f):
    """The spot of a city, road or building: on the feature itself."""
    if f.kind in ("monastery", "shrine"):
        return (50, 50)
    if f.kind == "city":
        points = [(MID[d][0] + 22 * INWARD[d][0], MID[d][1] + 22 * INWARD[d][1]) for d in f.edges]
        return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
    if len(f.edges) == 2:
        a, b = MID[f.edges[0]], MID[f.edges[1]]
        return (0.25 * a[0] + 25 + 0.25 * b[0], 0.25 * a[1] + 25 + 0.25 * b[1])
    d = f.edges[0]
    return (MID[d][0] + 22 * INWARD[d][0], MID[d][1] + 22 * INWARD[d][1])


def _field_candidates(f):
    """Places surely inside a field: in from each of its half edges, and in its corners."""
    found = []
    ports = {PORTS[p] for p in f.ports}
    for name in ports:
        px, py = PORT_AT[name]
        d = "NESW".index(name[0])
        nx, ny = INWARD[d]
        for depth in (14, 20, 26, 32):
            found.append((px + depth * nx, py + depth * ny))
    for a, b, corner in (("WR", "NL", (0, 0)), ("NR", "EL", (100, 0)), ("ER", "SL", (100, 100)),
                         ("SR", "WL", (0, 100))):
        if a in ports and b in ports:
            for inset in (15, 20, 25):
                found.append((abs(corner[0] - inset), abs(corner[1] - inset)))
    return found


def _anchors(rotated) -> tuple:
    """Where a follower stands on each feature of a turned tile: cities, roads and buildings on the feature,
    each field at the place of its own (in from a half edge or in a corner) farthest from the other spots,
    so that spots the size of a finger do not overlap."""
    spots = [None if f.kind == "field" else _fixed_anchor(f) for f in rotated.features]
    centre_pull = (50, 50)
    for i, f in enumerate(rotated.features):
        if f.kind != "field":
            continue
        others = [s for s in spots if s is not None]
        best = max(_field_candidates(f),
                   key=lambda c: (min([math.dist(c, o) for o in others] + [40.0]) // 2,
                                  -math.dist(c, centre_pull)))
        spots[i] = best
    return tuple((round(x, 1), round(y, 1)) for x, y in spots)


ANCHORS = {(letter, r.rot): _anchors(r) for letter, turns in ROTATED.items() for r in turns}


def _pennant_at(rotated, index):
    """A city's pennant: the place inside the city farthest from its follower spot."""
    f = rotated.features[index]
    anchor = ANCHORS[(rotated.letter, rotated.rot)][index]
    places = [(MID[d][0] + 18 * INWARD[d][0], MID[d][1] + 18 * INWARD[d][1]) for d in f.edges]
    for d in f.edges:
        if (d + 1) % 4 in f.edges:
            c = CORNER[(d + 1) % 4]
            places.append((abs(c[0] - 17), abs(c[1] - 17)))
    return max(places, key=lambda p: math.dist(p, anchor))


# ---- pictures ---------------------------------------------------------------------------------------------
def pennant(x, y) -> Markup:
    """A shield (blue, white rim), pointed at the bottom."""
    return h("path", d=f"M{x - 9:g},{y - 10:g}h18v9q0,9 -9,13q-9,-4 -9,-13z", fill=PENNANT, stroke="#fff",
             stroke_width="2.5", class_="cc-pennant")


def building(kind) -> Markup:
    """A monastery is a chapel (red roof, cross); a shrine a dark round temple with a light flame."""
    if kind == "monastery":
        return h("g", h("path", d="M35,46H65V68H35Z", fill="#efe6d2", stroke=WALL, stroke_width="2.5"),
                 h("path", d="M30,48L50,30L70,48Z", fill="#b5523b", stroke=WALL, stroke_width="2.5",
                   stroke_linejoin="round"),
                 h("path", d="M50,18V30M45,23H55", stroke=WALL, stroke_width="3"),
                 h("path", d="M46,68V57a4,4 0 0 1 8,0V68Z", fill=WALL), class_="cc-monastery")
    return h("g", h("circle", cx="50", cy="50", r="19", fill=SHRINE, stroke="#fff", stroke_width="3"),
             h("path", d="M50,36C57,44 58,50 55,56C53,60 47,60 45,56C42,50 44,45 50,36Z", fill="#f3e6b3"),
             class_="cc-shrine")


_DRAWN = {}


def tile_art(letter: str, rot: int) -> Markup:
    """A turned tile without its field: roads, cities, pennants, building (the map lays the field under all)."""
    drawn = _DRAWN.get((letter, rot))
    if drawn is None:
        drawn = _DRAWN[(letter, rot)] = _draw_tile(letter, rot)
    return drawn


def tile_svg(letter: str, rot: int) -> Markup:
    """A whole turned tile (no position), with its own field."""
    return Markup(f'<rect width="100" height="100" fill="{FIELD}"></rect>' + str(tile_art(letter, rot)))


def _draw_tile(letter: str, rot: int) -> Markup:
    rotated = ROTATED[letter][rot]
    parts = []
    roads = [f for f in rotated.features if f.kind == "road"]
    if roads:
        d = "".join(road_path(f.edges) for f in roads)
        parts.append(h("path", d=d, fill="none", stroke=ROAD_EDGE, stroke_width="13"))
        parts.append(h("path", d=d, fill="none", stroke=ROAD, stroke_width="8"))
        stubs = sum(1 for f in roads if len(f.edges) == 1)
        if stubs >= 3 and rotated.building < 0:           # a crossroads: a little house where roads end
            parts.append(h("path", d="M40,58V46L50,38L60,46V58Z", fill="#efe6d2", stroke=WALL,
                           stroke_width="2.5", stroke_linejoin="round"))
    walls = []
    for f in rotated.features:
        if f.kind == "city":
            outline, wall = _walls(f.edges)
            parts.append(h("path", d=outline, fill=CITY, stroke=CITY, stroke_width="2"))
            walls.append(wall)
    if any(walls):
        parts.append(h("path", d="".join(walls), fill="none", stroke=WALL, stroke_width="4",
                       stroke_linecap="round"))
    for i, f in enumerate(rotated.features):
        if f.pennant:
            parts.append(pennant(*_pennant_at(rotated, i)))
    if rotated.building >= 0:
        parts.append(building(rotated.features[rotated.building].kind))
    return Markup("".join(str(p) for p in parts))


def land_path(cells) -> str:
    """One shape for the field under every placed tile: the seams between two fields do not show."""
    return "".join(f"M{x * SIZE},{y * SIZE}h100v100h-100z" for x, y in cells)


# ---- followers ----------------------------------------------------------------------------------------------
# Each figure is about 26 units tall, centred on (0, 0), filled by the <use> that places it, and drawn larger by
# FIGURE_SCALE: a third of a tile, so that a follower can still be told apart on a phone's whole-map view.
FIGURE_HEIGHT = 26
FIGURE_SCALE = 1.3
MEEPLE = ("M-4,-5A6,6 0 1 1 4,-5L12.5,-1.5Q14,3 11.5,5L6,4L11,13H3L0,7.5L-3,13H-11L-6,4L-11.5,5"
          "Q-14,3 -12.5,-1.5Z")
HERETIC = "M0,-14Q4,-9 7,-5Q6,-2 5,0L11,13H-11L-5,0Q-6,-2 -7,-5Q-4,-9 0,-14Z"
FIGURES = {"standing": MEEPLE, "heretic": HERETIC}


def figure_defs() -> Markup:
    """The figures' shapes, once per map (followers refer to them)."""
    return h("defs", h("path", id="cc-meeple", d=MEEPLE, stroke="#000", stroke_width="1.6",
                       stroke_linejoin="round"),
             h("path", id="cc-heretic", d=HERETIC, stroke="#000", stroke_width="1.6", stroke_linejoin="round"))


def figure_of(kind: str) -> str:
    """'farmer' lies in a field, 'heretic' stands robed on a shrine, every other follower is a standing meeple."""
    if kind == "field":
        return "farmer"
    if kind == "shrine":
        return "heretic"
    return "meeple"


def follower_svg(seat: int, kind: str, x: float, y: float, ghost: bool = False) -> Markup:
    """A follower: the meeple in its seat's colour with the seat's sign on it (never colour alone); a farmer
    lies on its side, a heretic wears a pointed hood. Needs `figure_defs` in the same map."""
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    sign = SEAT_SHAPES[seat % len(SEAT_SHAPES)]
    ink = SEAT_INK[seat % len(SEAT_INK)]
    figure = figure_of(kind)
    href = "#cc-heretic" if figure == "heretic" else "#cc-meeple"
    size = f"scale({FIGURE_SCALE:g})"
    turn = f' transform="rotate(-90) {size}"' if figure == "farmer" else f' transform="{size}"'
    sign_y = (1.5 if figure == "farmer" else 5.5) * FIGURE_SCALE
    radius = FIGURE_HEIGHT * FIGURE_SCALE / 2 + 3
    ring = f'<circle r="{radius:g}" fill="none" stroke="{MINE}" stroke-width="3"></circle>' if ghost else ""
    return Markup(f'<g transform="translate({x:g},{y:g})" class="cc-follower cc-{figure}'
                  f'{" cc-ghost" if ghost else ""}" data-seat="{seat}">{ring}'
                  f'<use href="{href}" fill="{colour}"{turn}></use>'
                  f'<text y="{sign_y:g}" text-anchor="middle" font-size="{9 * FIGURE_SCALE:g}" fill="{ink}">{sign}'
                  '</text></g>')


def meeple_icon(seat: int, size: int = 14) -> Markup:
    """A small stand-alone meeple in a seat's colour (the players' list)."""
    return h("svg", h("path", d=MEEPLE, fill=SEAT_COLOURS[seat % len(SEAT_COLOURS)], stroke="#000",
                      stroke_width="1.6", stroke_linejoin="round"),
             viewBox="-15 -15 30 30", width=str(size), height=str(size), aria_hidden="true", focusable="false")


def mini_tile(letter: str, rot: int = 0, size: int = 40, label: str | None = None) -> Markup:
    """A small stand-alone picture of a tile (the drawn tile, the tiles left)."""
    return h("svg", tile_svg(letter, rot), viewBox="0 0 100 100", width=str(size), height=str(size),
             class_="cc-mini", role="img" if label else None, aria_label=label,
             aria_hidden=None if label else "true", focusable="false")
