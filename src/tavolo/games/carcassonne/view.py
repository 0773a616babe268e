"""The Carcassonne table as HTML: the map (SVG drawn from the tile data), the drawn tile with rotate buttons,
the players, the tiles left, and the legal moves as a list of buttons (the keyboard's way in).

Placing: turn the tile (rotate buttons), tap a highlighted square (the tile shows there as a preview, on a
square where the current turn does not fit the next turn that fits is taken), then "Place here". Then tap
a spot of the placed tile (the follower shows there) and "End turn", or "No follower". The list below the
map offers the same moves as plain buttons.

The map is `<svg data-map viewBox=...>` in tile units of 100 (x east, y south). Squares and spots that can
be tapped are HTML buttons inside `foreignObject`, because the shell handles clicks on buttons. Pan and zoom
belong to the browser script (see the report): it changes the viewBox only and keeps it across renders.
"""

from __future__ import annotations

import json

from ...i18n import tr
from ...markup import Markup, h
from .data import ROTATED, SAME_AS
from .draw import ANCHORS, SEAT_COLOURS, follower_svg, mini_tile, tile_svg
from .scoring import CATEGORIES
from .text import TEXT as GAME_TEXT, follower_text, position_text, spot_kind, spot_text, tile_text

UNIT = 100
KEPT_UI = ()


def tx(key, lang, **params):
    return tr(GAME_TEXT, "ui_" + key, lang, **params)


# ---- interaction ---------------------------------------------------------------------------------------
def empty_ui() -> dict:
    return {"rot": 0, "cell": None, "spot": None}


def _legal_rotations(view, x, y) -> list:
    return [r for px, py, r in view.get("placements", []) if px == x and py == y]


def _canon(view, rot) -> int:
    return SAME_AS[(view["tile"], rot % 4)]


def on_event(name, data, view, ui):
    """(new ui, action or None) for a tap on the board. Moves themselves are `move` buttons."""
    ui = {**empty_ui(), **(ui or {})}
    if name == "clear":
        return {**ui, "cell": None, "spot": None}, None
    phase = view.get("phase")
    if name == "rotate" and phase == "place":
        step = -1 if str(data.get("by")) == "-1" else 1
        rot = ui["rot"]
        cell = ui["cell"]
        for _ in range(4):
            rot = (rot + step) % 4
            if cell is None or _canon(view, rot) in _legal_rotations(view, *cell):
                break
        return {**ui, "rot": rot}, None
    if name == "cell" and phase == "place":
        try:
            x, y = int(data.get("x")), int(data.get("y"))
        except (TypeError, ValueError):
            return ui, None
        legal = _legal_rotations(view, x, y)
        if not legal:
            return ui, None
        rot = ui["rot"]
        if _canon(view, rot) not in legal:
            for step in range(1, 4):         # the next fitting turn clockwise from the current one
                if _canon(view, rot + step) in legal:
                    rot = (rot + step) % 4
                    break
        return {**ui, "cell": [x, y], "rot": rot}, None
    if name == "spot" and phase == "follower":
        spot = data.get("spot")
        if spot in view.get("spots", []):
            return {**ui, "spot": spot}, None
    return ui, None


def move_button(label, action, key, cls="btn", aria_label=None, disabled=False):
    return h("button", label, type="button", class_=cls, data_action="move", data_move=json.dumps(list(action)),
             data_key=key, aria_label=aria_label, disabled=disabled)


# ---- the map --------------------------------------------------------------------------------------------
def _bounds(view):
    xs = [t[1] for t in view["board"]]
    ys = [t[2] for t in view["board"]]
    return min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1


def _cell_button(x, y, lang, selected):
    label = tx("place_at", lang, where=position_text(x, y, lang))
    return h("foreignObject",
             h("button", type="button", class_="cc-cell" + (" selected" if selected else ""), data_action="g:cell",
               data_x=str(x), data_y=str(y), data_key=f"cell{x},{y}", aria_label=label, title=label,
               aria_pressed="true" if selected else "false"),
             x=str(x * UNIT), y=str(y * UNIT), width=str(UNIT), height=str(UNIT))


def _spot_button(x, y, spot, anchor, lang, selected):
    label = follower_text(spot, lang)
    ax, ay = anchor
    return h("foreignObject",
             h("button", type="button", class_="cc-spot" + (" selected" if selected else ""), data_action="g:spot",
               data_spot=spot, data_key=f"spot-{spot}", aria_label=label, title=label,
               aria_pressed="true" if selected else "false"),
             x=f"{x * UNIT + ax - 14:g}", y=f"{y * UNIT + ay - 14:g}", width="28", height="28")


def render_map(view, ui, lang, interactive, changed) -> Markup:
    min_x, min_y, max_x, max_y = _bounds(view)
    box = f"{min_x * UNIT} {min_y * UNIT} {(max_x - min_x + 1) * UNIT} {(max_y - min_y + 1) * UNIT}"
    last = view["board"][-1]
    tiles = []
    for index, (letter, x, y, rot) in enumerate(view["board"]):
        part = f"tile:{x},{y}"
        cls = "cc-tile"
        if part in changed:
            cls += " changed"
        if index == len(view["board"]) - 1:
            cls += " cc-last"
        tiles.append(h("g", tile_svg(letter, rot), h("title", tile_text(letter, rot, lang) + ", " +
                                                       position_text(x, y, lang)),
                       transform=f"translate({x * UNIT},{y * UNIT})", class_=cls,
                       data_part=part if part in changed else None))
    overlay = []
    pending = view.get("pending")
    if pending:
        overlay.append(h("rect", x=str(pending[0] * UNIT + 2), y=str(pending[1] * UNIT + 2), width="96",
                         height="96", fill="none", stroke="#d81b60", stroke_width="5", stroke_dasharray="10 6",
                         class_="cc-pending"))
    for x, y, a, b in view["challenges"]:
        overlay.append(h("line", x1=str(x * UNIT + 50), y1=str(y * UNIT + 50), x2=str(a * UNIT + 50),
                         y2=str(b * UNIT + 50), stroke="#4b3470", stroke_width="4", stroke_dasharray="6 5",
                         class_="cc-challenge"))
    followers = []
    for x, y, spot, seat in view["followers"]:
        letter, rot = _tile_at(view, x, y)
        anchor = ANCHORS[(letter, rot)][_spot_index(letter, rot, spot)]
        followers.append(h("g", follower_svg(seat, spot_kind(spot), x * UNIT + anchor[0], y * UNIT + anchor[1]),
                           h("title", tx("follower_of", lang, n=seat + 1, what=spot_text(spot, lang))),
                           data_part=f"seat:{seat}" if f"seat:{seat}" in changed else None))
    marks = [_score_mark(e, lang) for e in recent_events(view)]
    controls = []
    if interactive and view["phase"] == "place":
        canon = _canon(view, ui["rot"])
        cells = sorted({(x, y) for x, y, r in view["placements"] if r == canon})
        cell = tuple(ui["cell"]) if ui["cell"] else None
        for x, y in cells:
            controls.append(h("rect", x=str(x * UNIT + 4), y=str(y * UNIT + 4), width="92", height="92",
                              fill="#ffffff55", stroke="#1a1a1a", stroke_width="3", stroke_dasharray="8 6",
                              class_="cc-legal"))
        if cell and canon in _legal_rotations(view, *cell):
            controls.append(h("g", tile_svg(view["tile"], canon), transform=f"translate({cell[0] * UNIT},"
                              f"{cell[1] * UNIT})", opacity="0.85", class_="cc-preview"))
        for x, y in sorted(set(cells) | ({cell} if cell and _legal_rotations(view, *cell) else set())):
            controls.append(_cell_button(x, y, lang, (x, y) == cell))
    elif interactive and view["phase"] == "follower" and pending:
        x, y = pending[0], pending[1]
        letter, rot = _tile_at(view, x, y)
        for spot in view["spots"]:
            anchor = ANCHORS[(letter, rot)][_spot_index(letter, rot, spot)]
            if spot == ui["spot"]:
                controls.append(follower_svg(view["current"], spot_kind(spot), x * UNIT + anchor[0],
                                             y * UNIT + anchor[1], ghost=True))
            controls.append(_spot_button(x, y, spot, anchor, lang, spot == ui["spot"]))
    return h("svg", h("g", tiles, class_="cc-tiles"), h("g", overlay), h("g", followers, class_="cc-followers"),
             h("g", marks, class_="cc-marks"), h("g", controls, class_="cc-controls"),
             viewBox=box, class_="cc-map", data_map="carcassonne", data_fit=box,
             data_focus=f"{(last[1] + 0.5) * UNIT:g} {(last[2] + 0.5) * UNIT:g}", data_last=f"{last[1]},{last[2]}",
             data_bounds=f"{min_x},{min_y},{max_x},{max_y}", preserveAspectRatio="xMidYMid meet",
             role="group", aria_label=tx("map", lang, n=len(view["board"])))


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


def _score_mark(event, lang):
    tiles = event["tiles"]
    x = sum(t[0] for t in tiles) / len(tiles)
    y = sum(t[1] for t in tiles) / len(tiles)
    text = "✗" if event["kind"] == "challenge" else f"+{event['points']}"
    return h("g", h("rect", x=f"{x * UNIT + 30:g}", y=f"{y * UNIT + 36:g}", width="40", height="26", rx="6",
                    fill="#ffffffd0", stroke="#000"),
             h("text", text, x=f"{x * UNIT + 50:g}", y=f"{y * UNIT + 55:g}", text_anchor="middle",
               font_size="18", font_weight="700", fill="#000"), class_="cc-score-mark")


# ---- the panels ---------------------------------------------------------------------------------------------
def render(view, ui, ctx) -> Markup:
    ui = {**empty_ui(), **(ui or {})}
    lang = ctx["lang"]
    names = ctx["names"]
    mark = ctx["mark"]
    viewer = ctx["viewer"]
    changed = set(ctx.get("changed") or ())
    interactive = bool(ctx["interactive"]) and viewer is not None and viewer == view["current"]
    return h("div",
             render_status(view, lang, names, mark, interactive),
             h("div",
               h("div", render_tile_panel(view, ui, lang, interactive),
                 h("div", render_map(view, ui, lang, interactive, changed), _map_buttons(lang), class_="cc-map-box"),
                 render_moves(view, ui, lang, interactive), class_="cc-main"),
               h("div", render_players(view, lang, names, mark, changed), render_scored(view, lang, names),
                 render_left(view, lang), class_="cc-side"),
               class_="cc-top"),
             class_="cc-board")


def _map_buttons(lang):
    """Buttons for pan and zoom, handled in the page by static/panzoom.js (no redraw needed)."""
    return h("div", [h("button", tx("zoom_" + what, lang), type="button", class_="btn small", data_map_zoom=does,
                       data_map_for="carcassonne", data_key=f"zoom-{what}")
                     for what, does in (("in", "in"), ("out", "out"), ("all", "fit"), ("last", "focus"))],
             class_="row cc-map-buttons")


def render_status(view, lang, names, mark, interactive) -> Markup:
    if view["over"]:
        winners = view.get("winners", [])
        text = tx("ended", lang, names=", ".join(names[w] for w in winners))
        return h("section", h("p", text, class_="cc-banner"), render_end_table(view, lang, names, mark))
    seat = view["current"]
    if interactive:
        text = tx("step_place" if view["phase"] == "place" else "step_follower", lang)
    else:
        text = tx("to_move", lang, name=names[seat])
    return h("p", mark(seat), " ", text, " · ", tx("round", lang, n=view["round"]), class_="cc-step", role="status")


def render_tile_panel(view, ui, lang, interactive) -> Markup:
    letter = view["tile"]
    if letter is None or view["over"]:
        return None
    if view["phase"] == "follower":
        rot = view["pending"][2]
    else:
        rot = ui["rot"] if interactive else 0
    shows = tile_text(letter, rot, lang)
    parts = [h("div", mini_tile(letter, rot, 88, label=shows), class_="cc-drawn"),
             h("p", h("strong", tx("drawn", lang)), " ", shows)]
    if interactive and view["phase"] == "place":
        parts.append(h("div",
                       h("button", "↺ " + tx("rotate_left", lang), type="button", class_="btn", data_action="g:rotate",
                         data_by="-1", data_key="rot-left"),
                       h("button", "↻ " + tx("rotate_right", lang), type="button", class_="btn",
                         data_action="g:rotate", data_by="1", data_key="rot-right"), class_="row"))
        canon = _canon(view, ui["rot"])
        cell = ui["cell"]
        if cell and canon in _legal_rotations(view, *cell):
            action = ("place", letter, cell[0], cell[1], canon)
            parts.append(h("div", move_button(tx("place_here", lang), action, "place", cls="btn primary"),
                           h("button", tx("clear", lang), type="button", class_="btn", data_action="g:clear",
                             data_key="clear"), class_="row"))
            parts.append(h("p", position_text(cell[0], cell[1], lang), class_="muted"))
        else:
            fits = any(r == canon for _, _, r in view["placements"])
            parts.append(h("p", tx("tap_square" if fits else "turn_it", lang), class_="cc-hint"))
    elif interactive and view["phase"] == "follower":
        spot = ui["spot"]
        row = []
        if spot:
            row.append(move_button(tx("end_with", lang, what=follower_text(spot, lang)), ("follower", spot),
                                   "follower", cls="btn primary"))
        row.append(move_button(tx("no_follower", lang), ("no_follower",), "no-follower"))
        parts.append(h("div", row, class_="row"))
        parts.append(h("p", tx("tap_spot" if view["spots"] else "no_spot", lang), class_="cc-hint"))
    return h("section", parts, class_="cc-tile-panel")


def render_moves(view, ui, lang, interactive) -> Markup:
    """Every legal move as a button, labelled in words: the keyboard's and screen reader's way to play."""
    if not interactive:
        return None
    buttons = []
    if view["phase"] == "place":
        letter = view["tile"]
        for x, y, r in view["placements"]:
            text = tx("place_list", lang, tile=tile_text(letter, r, lang), where=position_text(x, y, lang))
            buttons.append(h("li", move_button(text, ("place", letter, x, y, r), f"p{x},{y},{r}", cls="btn small")))
        title = tx("all_places", lang, n=len(view["placements"]))
    else:
        for spot in view["spots"]:
            buttons.append(h("li", move_button(follower_text(spot, lang) + " · " + tx("ends_turn", lang),
                                               ("follower", spot), f"f-{spot}", cls="btn small")))
        buttons.append(h("li", move_button(GAME_TEXT["act_none"][lang], ("no_follower",), "f-none", cls="btn small")))
        title = tx("all_spots", lang, n=len(view["spots"]))
    return h("details", h("summary", title), h("ul", buttons, class_="cc-moves"), class_="cc-move-list",
             data_key="cc-move-list")


def render_players(view, lang, names, mark, changed) -> Markup:
    rows = []
    for seat in range(view["players"]):
        current = seat == view["current"]
        rows.append(h("li", h("strong", mark(seat), " ", names[seat]),
                      h("span", " ▶ " + tx("turn_now", lang), class_="cc-to-move") if current else None,
                      h("span", tx("points", lang, n=view["scores"][seat]), class_="cc-points"),
                      h("span", h("svg", h("circle", cx="6", cy="6", r="5", fill=SEAT_COLOURS[seat], stroke="#000"),
                                  width="12", height="12", aria_hidden="true", focusable="false"),
                        " ", tx("followers_left", lang, n=view["supply"][seat]), class_="muted"),
                      class_="cc-player" + (" current" if current else "") +
                      (" changed" if f"seat:{seat}" in changed else ""),
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
        discarded = h("p", tx("set_aside", lang, tiles=", ".join(view["discarded"])), class_="muted")
    return h("section", h("h3", tx("stack", lang, n=view["stack"])), h("ul", items, class_="cc-left"), discarded)


def render_end_table(view, lang, names, mark) -> Markup:
    head = h("tr", h("th", ""), [h("th", mark(s), " ", names[s], scope="col") for s in range(view["players"])])
    rows = []
    for i, key in enumerate(CATEGORIES):
        rows.append(h("tr", h("th", GAME_TEXT[key][lang], scope="row"),
                      [h("td", str(view["points"][s][i])) for s in range(view["players"])]))
    rows.append(h("tr", h("th", tx("total", lang), scope="row"),
                  [h("td", h("strong", str(view["scores"][s]))) for s in range(view["players"])]))
    return h("table", h("thead", head), h("tbody", rows), class_="cc-end-table")


def emblem(lang="en") -> Markup:
    """The home screen's drawing: four tiles joined, a city with a pennant, a road and a monastery."""
    label = {"en": "Four Carcassonne tiles: a city, a road and a monastery",
             "it": "Quattro tessere di Carcassonne: una città, una strada e un monastero"}
    tiles = (("C", 0, 0, 0), ("D", 0, 100, 0), ("B", 0, 0, 100), ("V", 1, 100, 100))
    return h("svg", [h("g", tile_svg(letter, rot), transform=f"translate({x} {y})") for letter, rot, x, y in tiles],
             viewBox="-5 -5 210 210", role="img", aria_label=label.get(lang, label["en"]), focusable="false",
             class_="cc-emblem")
