"""The Shifting Stones table as HTML: the 3x3 grid, the hand, the other players, the piles.

A person picks a card, then what to do with it (score, flip a tile, shift two tiles), then the tile(s).
Faces show a symbol and a name as well as a colour.
"""

from __future__ import annotations

import json

from ...i18n import tr
from ...markup import Markup, h
from .data import CARDS, FLIP, match_cells
from .text import TEXT as GAME_TEXT

# One simple symbol per face (24x24), drawn once per board and used by reference.
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


def tx(key, lang, **params):
    return tr(GAME_TEXT, "ui_" + key, lang, **params)


def face_name(face, lang):
    return tr(GAME_TEXT, "face_" + face, lang)


def adjacent(a: int, b: int) -> bool:
    ra, ca, rb, cb = a // 3, a % 3, b // 3, b % 3
    return abs(ra - rb) + abs(ca - cb) == 1


# ---- interaction ---------------------------------------------------------------------------
def empty_ui() -> dict:
    return {"card": None, "mode": None, "tile": None}


def on_event(name, data, view, ui):
    """(new ui, action or None) for a click on the board."""
    ui = dict(ui)
    if name == "pick":
        card = data.get("card")
        if card not in view["hand"]:
            return empty_ui(), None
        return ({"card": card, "mode": None, "tile": None} if ui["card"] != card else empty_ui()), None
    if name == "mode" and ui["card"] is not None and data.get("mode") in ("flip", "shift"):
        return {**ui, "mode": data["mode"], "tile": None}, None
    if name == "cancel":
        return empty_ui(), None
    if name == "tile" and ui["card"] is not None:
        cell = int(data.get("cell", -1))
        if not 0 <= cell < 9:
            return ui, None
        if ui["mode"] == "flip":
            return ui, ("flip", ui["card"], cell)
        if ui["mode"] == "shift":
            first = ui["tile"]
            if first is None or first == cell:
                return {**ui, "tile": None if first == cell else cell}, None
            if adjacent(first, cell):
                return ui, ("shift", ui["card"], min(first, cell), max(first, cell))
            return {**ui, "tile": cell}, None
    return ui, None


# ---- drawing --------------------------------------------------------------------------------
def face_defs() -> Markup:
    symbols = "".join(f'<symbol id="ss-{f}" viewBox="0 0 24 24">{p}</symbol>' for f, p in FACE_PATHS.items())
    return Markup(f'<svg class="svg-defs" aria-hidden="true" focusable="false">{symbols}</svg>')


def face_icon(face) -> Markup:
    return Markup(f'<svg class="face-icon" aria-hidden="true" focusable="false"><use href="#ss-{face}"/></svg>')


def pattern_text(card, lang) -> str:
    rows = []
    for row in card.rows:
        rows.append(" ".join("·" if c == "." else face_name(c, lang) for c in row))
    return " / ".join(rows)


def card_face(card_id, lang, grid=None) -> Markup:
    """A pattern card: its points and its pattern, square by square."""
    card = CARDS[card_id]
    cells = []
    for row in card.rows:
        for c in row:
            cells.append(h("span", face_icon(c) if c != "." else "", class_=f"sq face-{c}" if c != "." else "sq grey"))
    pattern = h("span", cells, class_=f"pattern r{len(card.rows)} c{len(card.rows[0])}", aria_hidden="true")
    return h("span", h("span", str(card.points), class_="pts", aria_hidden="true"), pattern, class_="card-face")


def render(view, ui, ctx) -> Markup:
    lang = ctx["lang"]
    interactive = ctx["interactive"]
    names = ctx["names"]
    mark = ctx["mark"]
    grid = view["grid"]
    card = ui.get("card") if interactive else None
    matches = set(match_cells(grid, card)) if card else set()
    changed = set()
    if ctx.get("last"):
        _, action = ctx["last"]
        if action[0] == "shift":
            changed = {action[2], action[3]}
        elif action[0] == "flip":
            changed = {action[2]}

    # Players: public facts about every seat.
    players = []
    for seat in range(view["players"]):
        pts = sum(CARDS[c].points for c in view["scored"][seat])
        facts = [tx("cards_in_hand", lang, n=view["hand_sizes"][seat]),
                 tx("scored", lang, n=len(view["scored"][seat]), pts=pts)]
        if view["skipped_last"][seat]:
            facts.append(tx("skipped", lang))
        current = seat == view["current"]
        players.append(h("li", h("strong", mark(seat), " ", names[seat]),
                         h("span", " ▶ " + tx("to_move", lang), class_="to-move") if current else None,
                         h("span", " · ".join(facts), class_="muted"),
                         h("details", h("summary", tx("scored_cards", lang)),
                           h("ul", [h("li", card_face(c, lang), class_="mini", title=c) for c in view["scored"][seat]],
                             class_="scored-list")) if view["scored"][seat] else None,
                         class_="player" + (" current" if current else ""), aria_current="true" if current else None))
    info = [tx("deck", lang, n=view["deck_size"]), tx("discard", lang, n=len(view["discard"]))]
    if view["solo"]:
        info.append(tx("strikes", lang, n=view["strikes"], max=view["max_strikes"]))
    banner = None
    if view["end_triggered"] and not view["over"]:
        banner = h("p", tx("last_round", lang), class_="banner")
    elif view.get("solo_result"):
        banner = h("p", tr(GAME_TEXT, "solo_" + view["solo_result"], lang), class_="banner")
    goal = tx("solo_goal", lang) if view["solo"] else tx("target", lang, n=view["target"])

    # The grid: buttons when a tile can be chosen, plain cells otherwise.
    choosing = interactive and card is not None and ui.get("mode") in ("flip", "shift")
    cells = []
    for cell, face in enumerate(grid):
        classes = ["tile", f"face-{face}"]
        if cell in matches:
            classes.append("match")
        if cell == ui.get("tile") and choosing:
            classes.append("picked")
        if cell in changed:
            classes.append("changed")
        label = tx("tile_at", lang, face=face_name(face, lang), where=tr(GAME_TEXT, f"cell_{cell}", lang))
        if ui.get("mode") == "flip" and choosing:
            label += " → " + face_name(FLIP[face], lang)
        content = [face_icon(face), h("span", face_name(face, lang), class_="face-name")]
        if choosing:
            cells.append(h("button", content, type="button", class_=" ".join(classes), data_action="g:tile",
                           data_cell=str(cell), data_key=f"tile{cell}", aria_label=label,
                           aria_pressed="true" if cell == ui.get("tile") else None))
        else:
            cells.append(h("div", content, class_=" ".join(classes), role="img", aria_label=label))
    grid_html = h("div", cells, class_="stone-grid", role="group", aria_label=tx("grid", lang))

    # The viewer's hand.
    hand_html = None
    viewer = ctx["viewer"]
    if viewer is not None:
        cards = []
        for card_id in view["hand"]:
            c = CARDS[card_id]
            scorable = bool(match_cells(grid, card_id))
            label = tx("card_label", lang, id=card_id, pts=c.points, pattern=pattern_text(c, lang))
            if scorable:
                label += ", " + tx("can_score", lang)
            classes = "card" + (" selected" if card_id == card else "") + (" scorable" if scorable else "")
            content = [card_face(card_id, lang), h("span", "✓", class_="ok", aria_hidden="true") if scorable else None]
            if interactive:
                cards.append(h("button", content, type="button", class_=classes, data_action="g:pick",
                               data_card=card_id, data_key=f"card-{card_id}", aria_label=label,
                               aria_pressed="true" if card_id == card else "false"))
            else:
                cards.append(h("div", content, class_=classes, role="img", aria_label=label))
        hand_html = h("section", h("h3", tx("your_hand", lang, name=names[viewer])), h("div", cards, class_="hand"),
                      class_="hand-box")
    else:
        hand_html = h("p", tx("hand_hidden", lang), class_="muted")

    controls = render_controls(view, ui, lang, interactive, matches) if interactive else None
    discard_top = view["discard"][-1] if view["discard"] else None
    piles = h("div", h("p", " · ".join(info)),
              h("div", h("span", tx("top_discard", lang), class_="muted"), card_face(discard_top, lang),
                class_="discard-top") if discard_top else None,
              h("p", goal, class_="muted"), class_="piles")
    # On a phone the grid, the controls and the hand come first; on a wide screen the piles and players
    # stand beside them (see .ss-board in app.css).
    return h("div", face_defs(), banner, h("div", grid_html, class_="ss-grid"), controls, hand_html,
             h("div", piles, h("ul", players, class_="players"), class_="ss-side"), class_="ss-board")


def move_button(label, action, key, cls="btn", disabled=False):
    return h("button", label, type="button", class_=cls, data_action="move", data_move=json.dumps(list(action)),
             data_key=key, disabled=disabled)


def render_controls(view, ui, lang, interactive, matches) -> Markup:
    card = ui.get("card")
    rows = []
    if card is None:
        rows.append(h("p", tx("pick_card", lang), class_="hint"))
    else:
        pts = CARDS[card].points
        mode = ui.get("mode")
        buttons = [move_button(tx("score_it", lang, pts=pts) if matches else tx("no_match", lang), ("score", card),
                               "score", cls="btn primary", disabled=not matches),
                   h("button", tx("flip_mode", lang), type="button", class_="btn", data_action="g:mode",
                     data_mode="flip", data_key="mode-flip", aria_pressed="true" if mode == "flip" else "false"),
                   h("button", tx("shift_mode", lang), type="button", class_="btn", data_action="g:mode",
                     data_mode="shift", data_key="mode-shift", aria_pressed="true" if mode == "shift" else "false"),
                   h("button", tx("cancel", lang), type="button", class_="btn", data_action="g:cancel",
                     data_key="cancel")]
        rows.append(h("div", buttons, class_="row"))
        if mode == "flip":
            rows.append(h("p", tx("pick_flip", lang), class_="hint"))
        elif mode == "shift":
            rows.append(h("p", tx("pick_second" if ui.get("tile") is not None else "pick_first", lang), class_="hint"))
    current = view["current"]
    can_skip = not view["acted_this_turn"] and not view["skipped_last"][current]
    skip_key = "skip_six" if view["options"].get("skip_draw") == "six" else "skip_two"
    rows.append(h("div", move_button(tx("end_turn", lang), ("end",), "end"),
                  move_button(tx(skip_key, lang), ("skip",), "skip") if can_skip else None, class_="row"))
    return h("div", rows, class_="controls", role="group")
