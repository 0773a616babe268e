"""The Carcassonne table as HTML: the map (SVG drawn from the tile data), the drawn tile with its turn
buttons, the players, the tiles left, and the legal moves as a list of buttons (the keyboard's way in).

Placing: every square where the drawn tile fits, turned some way, is highlighted. Tap one: the tile shows
there (turned the first way that fits, from the way it was turned); tapping it again, or the turn buttons,
goes through the other ways it fits there and no others. Then "Place here". The map then zooms to the placed
tile: tap a spot (the follower shows there) and "End turn", or "No follower". The list below the map offers
the same moves as plain buttons. What the board offers comes from ctx["legal"], the viewer's legal moves.
The map itself is map_view.py.
"""

from __future__ import annotations

import json

from ...markup import Markup, counted, h, settled
from .draw import meeple_icon, mini_tile, tile_svg
from .map_grid import render_grid
from .map_view import canon, drawn_key, preview, recent_events, render_map
from .text import TEXT as GAME_TEXT
from .text import event_text, follower_text, position_text, tile_shows, tile_text
from .text import ui_text as tx
from .data import ROTATED
from ...catalogs import Words
from ...i18n import tr

# A building's rules in words: the guided game's own lessons (one text for both, so they never disagree).
GUIDE_WORDS = Words("carcassonne", "guide")

KEPT_UI = ()


# ---- interaction ---------------------------------------------------------------------------------------
def empty_ui() -> dict:
    return {"rot": 0, "cell": None, "spot": None}


def _legal_rotations(view, x, y) -> list:
    return [r for px, py, r in view.get("placements", []) if px == x and py == y]


def _next_fitting(view, rot, legal, step=1):
    """The first turn from `rot` (itself included) that fits, going `step` quarter turns at a time."""
    for i in range(4):
        r = (rot + i * step) % 4
        if canon(view, r) in legal:
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
               h("div", render_map(view, ui, lang, interactive, changed, places, spots, names), _map_buttons(lang),
                 render_grid(view, ui, lang, names, interactive, places), class_="cc-map-box"),
               render_tile_panel(view, ui, lang, interactive, names, mark, places, spots, viewer),
               render_moves(view, ui, lang, interactive, legal, bool((ctx.get("panels") or {}).get("moves"))),
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


def render_supply(view, lang, viewer) -> Markup:
    """The viewer's followers left and the tiles left in the stack: what a placement is weighed against."""
    if viewer is None:
        return h("p", tx("stack", lang, n=view["stack"]), class_="cc-supply", data_say="tile")
    return h("p", h("span", meeple_icon(viewer, 18), " ", tx("followers_left", lang, n=view["supply"][viewer]),
                    class_="cc-own"), " ", h("span", tx("stack", lang, n=view["stack"])), class_="cc-supply",
             data_say="tile")


def render_tile_panel(view, ui, lang, interactive, names=None, mark=None, places=None, spots=None,
                      viewer=None) -> Markup:
    """The drawn tile and what to do with it, in a compact block next to the map, with the viewer's followers."""
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
    if view["phase"] == "place" and not preview(view, ui, interactive, places):
        picture = h("span", picture, class_="cc-drawn-tile", data_flip=drawn_key(view))
    if interactive and view["phase"] == "place":
        label = tx("turn_tile", lang, tile=shows)
        picture = h("button", picture, type="button", class_="cc-drawn-button", data_action="g:rotate", data_by="1",
                    data_key="rot-tile", aria_label=label, title=label)
    parts = [h("div", picture, class_="cc-drawn"), status,
             # Said as it turns, on the person's own turn (a turn by the buttons or the keys is heard, not only seen).
             h("p", h("strong", tx("drawn", lang)), " ", shows, class_="cc-drawn-name", data_say="tile",
               aria_live="polite" if interactive and view["phase"] == "place" else None)]
    if interactive and view["phase"] == "place":
        turned = canon(view, ui["rot"])
        cell = tuple(ui["cell"]) if ui["cell"] else None
        fits = places.get(cell, ()) if cell else ()
        row = [h("button", "↺", h("span", " " + tx("rotate_left", lang), class_="cc-words"), type="button",
                 class_="btn", data_action="g:rotate", data_by="-1", data_key="rot-left",
                 aria_label=tx("rotate_left", lang)),
               h("button", "↻", h("span", " " + tx("rotate_right", lang), class_="cc-words"), type="button",
                 class_="btn", data_action="g:rotate", data_by="1", data_key="rot-right",
                 aria_label=tx("rotate_right", lang))]
        if cell and turned in fits:
            row.append(move_button(tx("place_here", lang), ("place", letter, cell[0], cell[1], turned), "place",
                                   cls="btn primary"))
            row.append(h("button", tx("clear", lang), type="button", class_="btn", data_action="g:clear",
                         data_key="clear"))
            hint = tx("ways", lang, n=len(fits))
            parts.append(h("div", row, class_="row cc-actions"))
            parts.append(h("p", position_text(cell[0], cell[1], lang), " · ", hint, class_="cc-hint",
                           data_ways=str(len(fits))))
        else:
            parts.append(h("div", row, class_="row cc-actions"))
            parts.append(h("p", tx("tap_square", lang), class_="cc-hint cc-idle"))
    elif interactive and view["phase"] == "follower":
        spot = ui["spot"]
        row = []
        if spot:
            row.append(move_button(tx("end_with", lang, what=follower_text(spot, lang)), ("follower", spot),
                                   "follower", cls="btn primary"))
        row.append(move_button(GAME_TEXT["act_none"][lang], ("no_follower",), "no-follower"))
        parts.append(h("div", row, class_="row cc-actions"))
        parts.append(h("p", tx("tap_spot" if spots else "no_spot", lang), class_="cc-hint"))
    # What a monastery, a shrine, a challenge do: after the turn's buttons, so that the keyboard meets those first.
    parts.append(building_notes(view, letter, lang))
    parts.append(render_supply(view, lang, viewer))
    if names is not None and mark is not None:
        parts.append(render_score_strip(view, lang, names, mark))
    if interactive:          # the drawn tile and its buttons are this turn's action bar: always on screen
        return h("section", parts, class_="cc-tile-panel action-bar", data_block="actions")
    return h("section", parts, class_="cc-tile-panel")


def render_moves(view, ui, lang, interactive, legal=None, open_=False) -> Markup:
    """Every legal move as a button, labelled in words: the keyboard's and screen reader's way to play. Opened
    once, it comes back open on the person's next turns (a panel the page remembers: data-panel)."""
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
             data_key="cc-move-list", data_panel="moves", open=open_)


def building_notes(view, letter, lang):
    """What a monastery, a shrine and a challenge do, one tap away (a tap that chooses nothing) whenever the drawn
    tile has one or a challenge is on the map: the rules a newcomer meets with The Cult."""
    kinds = {f.kind for f in ROTATED[letter][0].features}
    notes = [key for key, shown in (("monasteries", "monastery" in kinds), ("shrines", "shrine" in kinds),
                                    ("challenges", bool(view["challenges"]))) if shown]
    return [h("details", h("summary", "ⓘ ", tr(GUIDE_WORDS, f"{key}.title", lang)),
              h("p", tr(GUIDE_WORDS, f"{key}.text", lang)), class_="cc-note", data_key=f"note-{key}")
            for key in notes] or None


def render_score_strip(view, lang, names, mark) -> Markup:
    """Everyone's points in one line beside the drawn tile: on a phone the players' list is below the map, and
    the score is what a placement is for."""
    return h("p", [h("span", mark(seat), " ", names[seat], " ", h("strong", tx("points", lang, n=view["scores"][seat])),
                     class_="cc-strip-seat") for seat in range(view["players"])], class_="cc-score-strip")


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
    return h("section", h("h3", tx("players", lang)), h("ul", rows, class_="cc-players"), data_say="scores")


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
    tiles = (("C", 0, 0, 0), ("D", 0, 100, 0), ("B", 0, 0, 100), ("V", 1, 100, 100))
    return h("svg", [h("g", tile_svg(letter, rot), transform=f"translate({x} {y})") for letter, rot, x, y in tiles],
             viewBox="-5 -5 210 210", role="img", aria_label=tr(Words("carcassonne", "game"), "emblem", lang), focusable="false",
             class_="cc-emblem")
