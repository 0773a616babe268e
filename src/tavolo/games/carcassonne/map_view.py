"""The Carcassonne map as SVG: the placed tiles, followers, challenges and recent scores, and what the person may
tap now (the squares where the drawn tile fits, with it shown where chosen; the spots for a follower).

The map is `<svg data-map viewBox=...>` in tile units of 100 (x east, y south). Squares and spots that can
be tapped are drawn shapes with role="button" and data-action (the shell handles those like buttons). Pan
and zoom belong to static/panzoom.js: it changes the viewBox only, keeps it across renders, and applies
once the view a map asks for in data-zoom (the follower step's close-up), going back after it.
"""

from __future__ import annotations

from functools import lru_cache

from ...markup import Markup, h, settled
from .data import ROTATED, SAME_AS
from .draw import ANCHORS, CHANGED, FIELD, MINE, SPOT, figure_defs, follower_svg, land_path, tile_art
from .map_grid import follower_words
from .text import follower_text, position_text, spot_kind, tile_text
from .text import ui_text as tx

UNIT = 100
CLOSE_UP = 40           # the follower step shows the placed tile and this much around it (map units)
FIGURES = figure_defs()


def canon(view, rot) -> int:
    """The rotation of the drawn tile as the engine names it (a tile that looks the same turned has one name)."""
    return SAME_AS[(view["tile"], rot % 4)]


def _bounds(view):
    xs = [t[1] for t in view["board"]]
    ys = [t[2] for t in view["board"]]
    return min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1


def _tile_id(letter, rot):
    return f"cc-t-{letter}-{rot}"


def _frame(colour, width, dashed=False, cls=None):
    """An outline drawn on a tile's own square, just inside its edges."""
    inset = width / 2 + 1
    return h("rect", x=f"{inset:g}", y=f"{inset:g}", width=f"{100 - 2 * inset:g}", height=f"{100 - 2 * inset:g}",
             fill="none", stroke=colour, stroke_width=f"{width:g}", stroke_dasharray="12 7" if dashed else None,
             class_=cls)


def _cell_target(x, y, lang, selected):
    label = tx("place_at", lang, where=position_text(x, y, lang))
    return h("rect", h("title", label), x=str(x * UNIT), y=str(y * UNIT), width=str(UNIT), height=str(UNIT),
             class_="cc-cell" + (" selected" if selected else ""), role="button", tabindex="0",
             data_action="g:cell", data_x=str(x), data_y=str(y), data_key=f"cell{x},{y}", aria_label=label,
             aria_pressed="true" if selected else "false")


def _spot_target(cx, cy, spot, lang, selected):
    label = follower_text(spot, lang)
    return h("circle", h("title", label), cx=f"{cx:g}", cy=f"{cy:g}", r=f"{SPOT / 2:g}",
             class_="cc-spot" + (" selected" if selected else ""), role="button", tabindex="0",
             data_action="g:spot", data_spot=spot, data_key=f"spot-{spot}", aria_label=label,
             aria_pressed="true" if selected else "false")


def preview(view, ui, interactive, places):
    """(tile, rotation, (x, y)) of the drawn tile shown where the person chose to place it, or None."""
    if not (interactive and view["phase"] == "place" and ui["cell"]):
        return None
    cell = tuple(ui["cell"])
    rot = canon(view, ui["rot"])
    return (view["tile"], rot, cell) if rot in places.get(cell, ()) else None


def drawn_key(view) -> str:
    """The drawn tile is the same piece (data-flip) in the panel, previewed on a square and placed on the map, so
    it is seen to slide from one to the next (static/morph.js)."""
    return f"tile:{len(view['board'])}"


def render_map(view, ui, lang, interactive, changed, places=None, spots=None, names=None) -> Markup:
    """The map. `places` ({(x, y): rotations}) and `spots` are what the viewer may do now (from ctx["legal"]);
    `names` the players' names (a follower is named by its player)."""
    names = tuple(names) if names else tuple(f"{seat + 1}" for seat in range(view["players"]))
    places = places or {}
    spots = spots or []
    min_x, min_y, max_x, max_y = _bounds(view)
    box = f"{min_x * UNIT} {min_y * UNIT} {(max_x - min_x + 1) * UNIT} {(max_y - min_y + 1) * UNIT}"
    board = view["board"]
    last = board[-1]
    pending = view.get("pending")
    mine = (pending[0], pending[1]) if pending and interactive else None
    used = {(letter, rot) for letter, _, _, rot in board}
    shown = preview(view, ui, interactive, places)
    if shown:
        used.add(shown[:2])
    tiles = tuple(tuple(t) for t in board)
    overlay = []
    for x, y, a, b in view["challenges"]:
        overlay.append(h("line", x1=str(x * UNIT + 50), y1=str(y * UNIT + 50), x2=str(a * UNIT + 50),
                         y2=str(b * UNIT + 50), stroke="#3d2a5c", stroke_width="4", stroke_dasharray="6 5",
                         class_="cc-challenge"))
    recent = recent_events(view)
    score_marks = [_score_mark(e, lang, i) for i, e in enumerate(view["scored"]) if e in recent]
    controls = []
    zoom = {}
    if interactive and view["phase"] == "place":
        chosen = tuple(ui["cell"]) if ui["cell"] else None
        cells = sorted(places)
        controls.append(h("path", d="".join(f"M{x * UNIT + 4},{y * UNIT + 4}h92v92h-92z" for x, y in cells),
                          fill="#ffffff66", stroke="#1a1a1a", stroke_width="3", stroke_dasharray="8 6",
                          class_="cc-legal"))
        if shown:
            letter, rot, (x, y) = shown
            controls.append(h("g", h("g", h("rect", width="100", height="100", fill=FIELD),
                                       h("use", href="#" + _tile_id(letter, rot)), _frame(MINE, 6, dashed=True),
                                       data_flip=drawn_key(view)),
                              transform=f"translate({x * UNIT},{y * UNIT})", class_="cc-preview"))
        for x, y in cells:
            controls.append(_cell_target(x, y, lang, (x, y) == chosen))
    elif interactive and view["phase"] == "follower" and pending:
        x, y = pending[0], pending[1]
        letter, rot = _tile_at(view, x, y)
        for spot in spots:
            ax, ay = ANCHORS[(letter, rot)][_spot_index(letter, rot, spot)]
            if spot == ui["spot"]:
                controls.append(follower_svg(view["current"], spot_kind(spot), x * UNIT + ax, y * UNIT + ay,
                                             ghost=True))
            controls.append(_spot_target(x * UNIT + ax, y * UNIT + ay, spot, lang, spot == ui["spot"]))
        side = UNIT + 2 * CLOSE_UP
        zoom = {"data_zoom": f"{x * UNIT - CLOSE_UP} {y * UNIT - CLOSE_UP} {side} {side}",
                "data_zoom_key": f"follower:{view['turn']}:{x},{y}"}
    return h("svg", FIGURES, _tile_defs(tuple(sorted(used))),
             h("path", d=land_path((t[1], t[2]) for t in board), fill=FIELD, stroke="#00000026",
               stroke_width="1", class_="cc-land"),
             _placed_tiles(tiles, mine, frozenset(p for p in changed if p.startswith("tile:")), lang),
             h("g", overlay),
             _followers(tuple(tuple(f) for f in view["followers"]), tiles,
                        frozenset(p for p in changed if p.startswith("seat:")), lang, names),
             h("g", score_marks, class_="cc-marks"), h("g", controls, class_="cc-controls"),
             # The square in focus in the grid read by keys (map_grid.py), placed and shown by static/panzoom.js.
             h("rect", width=str(UNIT), height=str(UNIT), class_="cc-cursor", data_map_cursor="", visibility="hidden"),
             viewBox=box, class_="cc-map", data_map="carcassonne", data_fit=box,
             data_focus=f"{(last[1] + 0.5) * UNIT:g} {(last[2] + 0.5) * UNIT:g}", data_last=f"{last[1]},{last[2]}",
             data_bounds=f"{min_x},{min_y},{max_x},{max_y}", preserveAspectRatio="xMidYMid meet",
             role="group", aria_label=tx("map", lang, n=len(board)), **zoom)


# The parts of the map that a tap on a square leaves as they are: made once for what they show (rebuilding the
# placed tiles of a late map is most of a tap's Python time), and sent with a digest (markup.settled).
@lru_cache(maxsize=8)
def _tile_defs(used) -> Markup:
    # Each tile's art spans its whole square (an unfilled square under it): a straight road alone would give a tile
    # a box of no height, and a tile is measured by its box when it moves (static/morph.js).
    return settled("defs", [h("g", h("rect", width="100", height="100", fill="none"), tile_art(letter, rot),
                                id=_tile_id(letter, rot)) for letter, rot in used])


@lru_cache(maxsize=4)
def _placed_tiles(board, mine, changed, lang) -> Markup:
    """The placed tiles (`board`: (letter, x, y, rotation) in the order placed), the marked ones drawn last."""
    plain, marked = [], []
    for index, (letter, x, y, rot) in enumerate(board):
        part = f"tile:{x},{y}"
        marks = []
        cls = "cc-tile"
        if index == len(board) - 1:
            cls += " cc-last"
            marks.append(_frame("#000", 2, cls="cc-last-mark"))
        if (x, y) == mine:
            cls += " cc-mine"
            marks.append(_frame(MINE, 6, dashed=True, cls="cc-mine-mark"))
        elif part in changed:
            cls += " cc-changed"
            marks.append(_frame(CHANGED, 6, cls="cc-changed-mark"))
        g = h("g", h("use", href="#" + _tile_id(letter, rot), data_flip=f"tile:{index}"), marks,
              h("title", tile_text(letter, rot, lang) + ", " + position_text(x, y, lang)),
              transform=f"translate({x * UNIT},{y * UNIT})", class_=cls,
              data_part=part if part in changed else None)
        (marked if marks else plain).append(g)
    return settled("g", plain, marked, class_="cc-tiles")


@lru_cache(maxsize=4)
def _followers(followers, board, changed, lang, names) -> Markup:
    shapes = []
    for x, y, spot, seat in followers:
        letter, rot = _tile_on(board, x, y)
        anchor = ANCHORS[(letter, rot)][_spot_index(letter, rot, spot)]
        shapes.append(h("g", follower_svg(seat, spot_kind(spot), x * UNIT + anchor[0], y * UNIT + anchor[1]),
                        h("title", follower_words(seat, spot, names, lang)),
                        data_part=f"seat:{seat}" if f"seat:{seat}" in changed else None,
                        data_flip=f"follower:{x},{y},{spot}"))
    return settled("g", shapes, class_="cc-followers")


def _tile_at(view, x, y):
    return _tile_on(view["board"], x, y)


def _tile_on(board, x, y):
    for letter, tx_, ty, rot in board:
        if tx_ == x and ty == y:
            return letter, rot
    raise KeyError((x, y))


def _spot_index(letter, rot, spot):
    return [f.spot for f in ROTATED[letter][rot].features].index(spot)


def recent_events(view) -> list:
    """Scoring of the last round (each seat's latest turn), or the final scoring."""
    since = view["turn"] - view["players"] + 1
    return [e for e in view["scored"] if e["turn"] >= since or view["over"]]


def _score_mark(event, lang, index):
    tiles = event["tiles"]
    x = sum(t[0] for t in tiles) / len(tiles)
    y = sum(t[1] for t in tiles) / len(tiles)
    text = "✗" if event["kind"] == "challenge" else f"+{event['points']}"
    return h("g", h("rect", x=f"{x * UNIT + 30:g}", y=f"{y * UNIT + 36:g}", width="40", height="26", rx="6",
                    fill="#ffffffd0", stroke="#000"),
             h("text", text, x=f"{x * UNIT + 50:g}", y=f"{y * UNIT + 55:g}", text_anchor="middle",
               font_size="18", font_weight="700", fill="#000"), class_="cc-score-mark",
             data_flip=f"scored:{index}")
