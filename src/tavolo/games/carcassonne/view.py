"""The Carcassonne table as HTML: the map (SVG drawn from the tile data), the drawn tile with its turn
buttons, the players, the tiles left, and the legal moves as a list of buttons (the keyboard's way in).

Placing: every square where the drawn tile fits, turned some way, is highlighted. Tap one: the tile shows
there (turned the first way that fits, from the way it was turned); tapping it again, or the turn buttons,
goes through the other ways it fits there and no others. Then "Place here". The map then zooms to the placed
tile: tap a spot (the follower shows there) and "End turn", or "No follower". The list below the map offers
the same moves as plain buttons. What the board offers comes from ctx["legal"], the viewer's legal moves.

The map is `<svg data-map viewBox=...>` in tile units of 100 (x east, y south). Squares and spots that can
be tapped are drawn shapes with role="button" and data-action (the shell handles those like buttons). Pan
and zoom belong to static/panzoom.js: it changes the viewBox only, keeps it across renders, and applies
once the view a map asks for in data-zoom (the follower step's close-up), going back after it.
"""

from __future__ import annotations

import json

from ...i18n import tr
from ...markup import Markup, counted, h, settled
from .data import ROTATED, SAME_AS
from .draw import (ANCHORS, CHANGED, FIELD, MINE, SPOT, figure_defs, follower_svg, land_path, meeple_icon,
                   mini_tile, tile_art, tile_svg)
from .text import TEXT as GAME_TEXT
from .text import follower_text, position_text, spot_kind, spot_text, tile_shows, tile_text

UNIT = 100
KEPT_UI = ()
CLOSE_UP = 40           # the follower step shows the placed tile and this much around it (map units)


def tx(key, lang, **params):
    return tr(GAME_TEXT, "ui_" + key, lang, **params)


# ---- interaction ---------------------------------------------------------------------------------------
def empty_ui() -> dict:
    return {"rot": 0, "cell": None, "spot": None}


def _legal_rotations(view, x, y) -> list:
    return [r for px, py, r in view.get("placements", []) if px == x and py == y]


def _canon(view, rot) -> int:
    return SAME_AS[(view["tile"], rot % 4)]


def _next_fitting(view, rot, legal, step=1):
    """The first turn from `rot` (itself included) that fits, going `step` quarter turns at a time."""
    for i in range(4):
        r = (rot + i * step) % 4
        if _canon(view, r) in legal:
            return r
    return rot


def on_event(name, data, view, ui):
    """(new ui, action or None) for a tap on the board. Moves themselves are `move` buttons."""
    ui = {**empty_ui(), **(ui or {})}
    if name == "clear":
        return {**ui, "cell": None, "spot": None}, None
    phase = view.get("phase")
    if name == "rotate" and phase == "place":
        step = -1 if str(data.get("by")) == "-1" else 1
        cell = ui["cell"]
        if cell is None:
            return {**ui, "rot": (ui["rot"] + step) % 4}, None
        legal = _legal_rotations(view, *cell)
        return {**ui, "rot": _next_fitting(view, ui["rot"] + step, legal, step)}, None
    if name == "cell" and phase == "place":
        try:
            x, y = int(data.get("x")), int(data.get("y"))
        except (TypeError, ValueError):
            return ui, None
        legal = _legal_rotations(view, x, y)
        if not legal:
            return ui, None
        if ui["cell"] == [x, y]:          # a tap on the tile shown there turns it to the next way it fits
            return {**ui, "rot": _next_fitting(view, ui["rot"] + 1, legal)}, None
        return {**ui, "cell": [x, y], "rot": _next_fitting(view, ui["rot"], legal)}, None
    if name == "spot" and phase == "follower":
        spot = data.get("spot")
        if spot in view.get("spots", []):
            return {**ui, "spot": spot}, None
    return ui, None


def move_button(label, action, key, cls="btn", aria_label=None, disabled=False):
    return h("button", label, type="button", class_=cls, data_action="move", data_move=json.dumps(list(action)),
             data_key=key, aria_label=aria_label, disabled=disabled)


def legal_places(legal) -> dict:
    """{(x, y): [rotations]} of the place moves among the viewer's legal moves."""
    places = {}
    for action in legal or ():
        if action and action[0] == "place":
            places.setdefault((action[2], action[3]), []).append(action[4])
    return places


def legal_spots(legal) -> list:
    return [action[1] for action in legal or () if action and action[0] == "follower"]


# ---- the map --------------------------------------------------------------------------------------------
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


def _preview(view, ui, interactive, places):
    """(tile, rotation, (x, y)) of the drawn tile shown where the person chose to place it, or None."""
    if not (interactive and view["phase"] == "place" and ui["cell"]):
        return None
    cell = tuple(ui["cell"])
    canon = _canon(view, ui["rot"])
    return (view["tile"], canon, cell) if canon in places.get(cell, ()) else None


def _drawn_key(view) -> str:
    """The drawn tile is the same piece (data-flip) in the panel, previewed on a square and placed on the map, so
    it is seen to slide from one to the next (static/morph.js)."""
    return f"tile:{len(view['board'])}"


def render_map(view, ui, lang, interactive, changed, places=None, spots=None) -> Markup:
    """The map. `places` ({(x, y): rotations}) and `spots` are what the viewer may do now (from ctx["legal"])."""
    places = places or {}
    spots = spots or []
    min_x, min_y, max_x, max_y = _bounds(view)
    box = f"{min_x * UNIT} {min_y * UNIT} {(max_x - min_x + 1) * UNIT} {(max_y - min_y + 1) * UNIT}"
    board = view["board"]
    last = board[-1]
    pending = view.get("pending")
    mine = (pending[0], pending[1]) if pending and interactive else None
    used = {(letter, rot) for letter, _, _, rot in board}
    preview = _preview(view, ui, interactive, places)
    if preview:
        used.add(preview[:2])
    # Each tile's art spans its whole square (an unfilled square under it): a straight road alone would give a tile
    # a box of no height, and a tile is measured by its box when it moves (static/morph.js).
    defs = [h("g", h("rect", width="100", height="100", fill="none"), tile_art(letter, rot), id=_tile_id(letter, rot))
            for letter, rot in sorted(used)]
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
    overlay = []
    for x, y, a, b in view["challenges"]:
        overlay.append(h("line", x1=str(x * UNIT + 50), y1=str(y * UNIT + 50), x2=str(a * UNIT + 50),
                         y2=str(b * UNIT + 50), stroke="#3d2a5c", stroke_width="4", stroke_dasharray="6 5",
                         class_="cc-challenge"))
    followers = []
    for x, y, spot, seat in view["followers"]:
        letter, rot = _tile_at(view, x, y)
        anchor = ANCHORS[(letter, rot)][_spot_index(letter, rot, spot)]
        followers.append(h("g", follower_svg(seat, spot_kind(spot), x * UNIT + anchor[0], y * UNIT + anchor[1]),
                           h("title", tx("follower_of", lang, n=seat + 1, what=spot_text(spot, lang))),
                           data_part=f"seat:{seat}" if f"seat:{seat}" in changed else None,
                           data_flip=f"follower:{x},{y},{spot}"))
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
        if preview:
            letter, rot, (x, y) = preview
            controls.append(h("g", h("g", h("rect", width="100", height="100", fill=FIELD),
                                       h("use", href="#" + _tile_id(letter, rot)), _frame(MINE, 6, dashed=True),
                                       data_flip=_drawn_key(view)),
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
    return h("svg", figure_defs(), settled("defs", defs),
             h("path", d=land_path((t[1], t[2]) for t in board), fill=FIELD, stroke="#00000026",
               stroke_width="1", class_="cc-land"),
             settled("g", plain, marked, class_="cc-tiles"), h("g", overlay),
             settled("g", followers, class_="cc-followers"),
             h("g", score_marks, class_="cc-marks"), h("g", controls, class_="cc-controls"),
             viewBox=box, class_="cc-map", data_map="carcassonne", data_fit=box,
             data_focus=f"{(last[1] + 0.5) * UNIT:g} {(last[2] + 0.5) * UNIT:g}", data_last=f"{last[1]},{last[2]}",
             data_bounds=f"{min_x},{min_y},{max_x},{max_y}", preserveAspectRatio="xMidYMid meet",
             role="group", aria_label=tx("map", lang, n=len(board)), **zoom)


def _tile_at(view, x, y):
    for letter, tx_, ty, rot in view["board"]:
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


# ---- the panels ---------------------------------------------------------------------------------------------
def render(view, ui, ctx) -> Markup:
    ui = {**empty_ui(), **(ui or {})}
    lang = ctx["lang"]
    names = ctx["names"]
    mark = ctx["mark"]
    viewer = ctx["viewer"]
    changed = set(ctx.get("changed") or ())
    interactive = bool(ctx["interactive"]) and viewer is not None and viewer == view["current"]
    legal = (ctx.get("legal") or []) if interactive else []
    places, spots = legal_places(legal), legal_spots(legal)
    # A finished game's scores are the shell's end table, above the board: the board shows the final map.
    return h("div",
             h("div",
               h("div", render_map(view, ui, lang, interactive, changed, places, spots), _map_buttons(lang),
                 class_="cc-map-box"),
               render_tile_panel(view, ui, lang, interactive, names, mark, places, spots),
               render_moves(view, ui, lang, interactive, legal),
               h("div", render_players(view, lang, names, mark, changed), render_scored(view, lang, names),
                 render_left(view, lang), class_="cc-side"),
               class_="cc-top"),
             class_="cc-board")


ZOOMS = (("in", "in", "+"), ("out", "out", "−"), ("all", "fit", "⤢"), ("last", "focus", "◎"))


def _map_buttons(lang):
    """Buttons for pan and zoom over the map's corner, handled in the page by static/panzoom.js (no redraw)."""
    return h("div", [h("button", h("span", sign, aria_hidden="true"), type="button", class_="btn small cc-zoom",
                       data_map_zoom=does, data_map_for="carcassonne", data_key=f"zoom-{what}",
                       aria_label=tx("zoom_" + what, lang), title=tx("zoom_" + what, lang))
                     for what, does, sign in ZOOMS],
             class_="cc-map-buttons", role="group")


def render_status(view, lang, names, mark, interactive) -> Markup:
    if view["over"]:
        return None
    seat = view["current"]
    if interactive:
        text = tx("step_place" if view["phase"] == "place" else "step_follower", lang)
    else:
        text = tx("to_move", lang, name=names[seat])
    return h("p", mark(seat), " ", text, " · ", tx("round", lang, n=view["round"]), class_="cc-step", role="status")


def render_tile_panel(view, ui, lang, interactive, names=None, mark=None, places=None, spots=None) -> Markup:
    """The drawn tile and what to do with it, in a compact block next to the map."""
    letter = view["tile"]
    if letter is None or view["over"]:
        return None
    places = places or {}
    spots = spots or []
    status = render_status(view, lang, names, mark, interactive) if names is not None else None
    if view["phase"] == "follower":
        rot = view["pending"][2]
    else:
        rot = ui["rot"] if interactive else 0
    shows = tile_shows(letter, rot, lang)
    picture = mini_tile(letter, rot, 72, label=tile_text(letter, rot, lang))
    if view["phase"] == "place" and not _preview(view, ui, interactive, places):
        picture = h("span", picture, class_="cc-drawn-tile", data_flip=_drawn_key(view))
    if interactive and view["phase"] == "place":
        label = tx("turn_tile", lang, tile=shows)
        picture = h("button", picture, type="button", class_="cc-drawn-button", data_action="g:rotate", data_by="1",
                    data_key="rot-tile", aria_label=label, title=label)
    parts = [h("div", picture, class_="cc-drawn"), status,
             h("p", h("strong", tx("drawn", lang)), " ", shows, class_="cc-drawn-name")]
    if interactive and view["phase"] == "place":
        canon = _canon(view, ui["rot"])
        cell = tuple(ui["cell"]) if ui["cell"] else None
        fits = places.get(cell, ()) if cell else ()
        row = [h("button", "↺", h("span", " " + tx("rotate_left", lang), class_="cc-words"), type="button",
                 class_="btn", data_action="g:rotate", data_by="-1", data_key="rot-left",
                 aria_label=tx("rotate_left", lang)),
               h("button", "↻", h("span", " " + tx("rotate_right", lang), class_="cc-words"), type="button",
                 class_="btn", data_action="g:rotate", data_by="1", data_key="rot-right",
                 aria_label=tx("rotate_right", lang))]
        if cell and canon in fits:
            row.append(move_button(tx("place_here", lang), ("place", letter, cell[0], cell[1], canon), "place",
                                   cls="btn primary"))
            row.append(h("button", tx("clear", lang), type="button", class_="btn", data_action="g:clear",
                         data_key="clear"))
            hint = tx("ways", lang, n=len(fits)) if len(fits) > 1 else tx("one_way", lang)
            parts.append(h("div", row, class_="row cc-actions"))
            parts.append(h("p", position_text(cell[0], cell[1], lang), " · ", hint, class_="cc-hint",
                           data_ways=str(len(fits))))
        else:
            parts.append(h("div", row, class_="row cc-actions"))
            parts.append(h("p", tx("tap_square", lang), class_="cc-hint"))
    elif interactive and view["phase"] == "follower":
        spot = ui["spot"]
        row = []
        if spot:
            row.append(move_button(tx("end_with", lang, what=follower_text(spot, lang)), ("follower", spot),
                                   "follower", cls="btn primary"))
        row.append(move_button(tx("no_follower", lang), ("no_follower",), "no-follower"))
        parts.append(h("div", row, class_="row cc-actions"))
        parts.append(h("p", tx("tap_spot" if spots else "no_spot", lang), class_="cc-hint"))
    if interactive:          # the drawn tile and its buttons are this turn's action bar: always on screen
        return h("section", parts, class_="cc-tile-panel action-bar", data_block="actions")
    return h("section", parts, class_="cc-tile-panel")


def render_moves(view, ui, lang, interactive, legal=None) -> Markup:
    """Every legal move as a button, labelled in words: the keyboard's and screen reader's way to play."""
    if not interactive:
        return None
    legal = legal or []
    buttons = []
    if view["phase"] == "place":
        places = [a for a in legal if a[0] == "place"]
        for _, letter, x, y, r in places:
            text = tx("place_list", lang, tile=tile_text(letter, r, lang), where=position_text(x, y, lang))
            text = text[:1].upper() + text[1:]
            buttons.append(h("li", move_button(text, ("place", letter, x, y, r), f"p{x},{y},{r}", cls="btn small")))
        title = tx("all_places", lang, n=len(places))
    else:
        spots = legal_spots(legal)
        for spot in spots:
            buttons.append(h("li", move_button(follower_text(spot, lang) + " · " + tx("ends_turn", lang),
                                               ("follower", spot), f"f-{spot}", cls="btn small")))
        buttons.append(h("li", move_button(GAME_TEXT["act_none"][lang], ("no_follower",), "f-none", cls="btn small")))
        title = tx("all_spots", lang, n=len(spots))
    return h("details", h("summary", title), h("ul", buttons, class_="cc-moves"), class_="cc-move-list",
             data_key="cc-move-list")


def render_players(view, lang, names, mark, changed) -> Markup:
    rows = []
    for seat in range(view["players"]):
        current = seat == view["current"]
        rows.append(h("li", h("strong", mark(seat), " ", names[seat]),
                      h("span", " ▶ " + tx("turn_now", lang), class_="cc-to-move") if current else None,
                      h("span", counted(tx("points", lang, n=view["scores"][seat]), view["scores"][seat],
                                        f"points:{seat}"), class_="cc-points"),
                      h("span", meeple_icon(seat, 16), " ", tx("followers_left", lang, n=view["supply"][seat]),
                        class_="muted"),
                      class_="cc-player" + (" current" if current else "") +
                      (" cc-changed" if f"seat:{seat}" in changed else ""),
                      data_part=f"seat:{seat}" if f"seat:{seat}" in changed else None,
                      aria_current="true" if current else None, data_seat=str(seat)))
    return h("section", h("h3", tx("players", lang)), h("ul", rows, class_="cc-players"))


def event_text(event, names, lang) -> str:
    who = ", ".join(names[s] for s in event["seats"]) or tx("nobody", lang)
    if event["kind"] == "challenge":
        return tx("lost_challenge", lang, building=GAME_TEXT[event["building"]][lang], who=who)
    what = tx("ev_" + event["kind"], lang, n=len(event["tiles"]))
    return tx("scored_line", lang, what=what, points=event["points"], who=who)


def render_scored(view, lang, names) -> Markup:
    events = recent_events(view)
    if not events:
        return None
    return h("section", h("h3", tx("scored", lang)),
             h("ul", [h("li", event_text(e, names, lang)) for e in events], class_="cc-scored"), aria_live="polite")


def render_left(view, lang) -> Markup:
    items = []
    for letter in sorted(view["remaining"], key=lambda k: (len(k), k)):
        n = view["remaining"][letter]
        label = tx("left_of", lang, n=n, tile=tile_text(letter, 0, lang))
        items.append(h("li", mini_tile(letter, 0, 34, label=label), h("span", f"×{n}"), title=label))
    discarded = None
    if view["discarded"]:
        tiles = ", ".join(tile_text(letter, 0, lang) for letter in view["discarded"])
        discarded = h("p", tx("set_aside", lang, tiles=tiles), class_="muted")
    return h("section", h("h3", tx("stack", lang, n=view["stack"])), settled("ul", items, class_="cc-left"), discarded)


def emblem(lang="en") -> Markup:
    """The home screen's drawing: four tiles joined, a city with a pennant, a road and a monastery."""
    label = {"en": "Four Carcassonne tiles: a city, a road and a monastery",
             "it": "Quattro tessere di Carcassonne: una città, una strada e un monastero"}
    tiles = (("C", 0, 0, 0), ("D", 0, 100, 0), ("B", 0, 0, 100), ("V", 1, 100, 100))
    return h("svg", [h("g", tile_svg(letter, rot), transform=f"translate({x} {y})") for letter, rot, x, y in tiles],
             viewBox="-5 -5 210 210", role="img", aria_label=label.get(lang, label["en"]), focusable="false",
             class_="cc-emblem")
