"""The Shifting Stones table as HTML: the 3x3 grid, the hand, the controls, the other players, the piles.

A person picks a card, then what to do with it (score, flip a tile, shift two tiles), then the tile(s).
Faces show a symbol and a name as well as a colour.

The blocks come in one fixed order, grid, hand, controls, whatever is chosen: the controls sit after the
hand and keep the same rows at all times (buttons disabled until a card is chosen), so choosing never moves
a card or a tile from under the pointer.

Parts of the table (see parts.py for the names) carry data-part, and the class `changed` when another seat
touched them since the viewer's last turn (ctx["changed"]).
"""

from __future__ import annotations

import json

from ...i18n import tr
from ...markup import Markup, h
from .art import FACE_PATHS, emblem, log_card
from .data import CARDS, FLIP, match_cells, placements
from .text import TEXT as GAME_TEXT, pattern_words, points_text

__all__ = ["KEPT_UI", "emblem", "empty_ui", "on_event", "render"]

KEPT_UI = ()


def tx(key, lang, **params):
    return tr(GAME_TEXT, "ui_" + key, lang, **params)


def face_name(face, lang):
    return tr(GAME_TEXT, "face_" + face, lang)


def cell_name(cell, lang):
    return tr(GAME_TEXT, f"cell_{cell}", lang)


def adjacent(a: int, b: int) -> bool:
    ra, ca, rb, cb = a // 3, a % 3, b // 3, b % 3
    return abs(ra - rb) + abs(ca - cb) == 1


# ---- interaction ---------------------------------------------------------------------------
def empty_ui() -> dict:
    # `hint` names a short refusal to show (a tile that cannot take part was clicked), else None.
    return {"card": None, "mode": None, "tile": None, "hint": None}


def on_event(name, data, view, ui):
    """(new ui, action or None) for a click on the board."""
    ui = {**empty_ui(), **ui, "hint": None}
    if name == "pick":
        card = data.get("card")
        if card not in view["hand"]:
            return empty_ui(), None
        return ({**empty_ui(), "card": card} if ui["card"] != card else empty_ui()), None
    if name == "mode" and ui["card"] is not None and data.get("mode") in ("flip", "shift"):
        return {**ui, "mode": data["mode"], "tile": None}, None
    if name == "cancel":
        return empty_ui(), None
    if name == "tile" and ui["card"] is not None:
        try:
            cell = int(data.get("cell", -1))
        except ValueError:
            return ui, None
        if not 0 <= cell < 9:
            return ui, None
        if ui["mode"] == "flip":
            return ui, ("flip", ui["card"], cell)
        if ui["mode"] == "shift":
            first = ui["tile"]
            if first is None:
                return {**ui, "tile": cell}, None
            if first == cell:
                return {**ui, "tile": None}, None
            if adjacent(first, cell):
                return ui, ("shift", ui["card"], min(first, cell), max(first, cell))
            return {**ui, "hint": "not_next"}, None      # the choice stays; the hint says why
    return ui, None


# ---- drawing --------------------------------------------------------------------------------
def face_defs() -> Markup:
    symbols = "".join(f'<symbol id="ss-{f}" viewBox="0 0 24 24">{p}</symbol>' for f, p in FACE_PATHS.items())
    return Markup(f'<svg class="svg-defs" aria-hidden="true" focusable="false">{symbols}</svg>')


def face_icon(face) -> Markup:
    return Markup(f'<svg class="face-icon" aria-hidden="true" focusable="false"><use href="#ss-{face}"/></svg>')


def pattern_label(card_id, lang) -> str:
    return pattern_words(card_id, lang, between=", ")


def card_face(card_id, lang) -> Markup:
    """A pattern card: its points and its pattern, square by square."""
    card = CARDS[card_id]
    cells = [h("span", face_icon(c) if c != "." else "", class_=f"sq face-{c}" if c != "." else "sq grey")
             for row in card.rows for c in row]
    pattern = h("span", cells, class_=f"pattern r{len(card.rows)} c{len(card.rows[0])}", aria_hidden="true")
    return h("span", h("span", str(card.points), class_="pts", aria_hidden="true"), pattern, class_="card-face")


def keyed_face(card_id, lang) -> Markup:
    """A card's face outside the hand, keyed like the hand's card, so a spent or scored card is seen to move
    there (data-flip, see static/morph.js)."""
    return h("span", card_face(card_id, lang), class_="face-wrap", data_flip=f"card:{card_id}")


def card_label(card_id, lang) -> str:
    """A card in words: its points, then its pattern square by square."""
    return tx("card_label", lang, pts=points_text(CARDS[card_id].points, lang), pattern=pattern_label(card_id, lang))


def listed_card(face, label) -> Markup:
    """A card in a list (a pile, a hand shown at the end): its words are read out, shown on focus, hover or a long
    press."""
    return h("li", h("span", face, role="img", aria_label=label, tabindex="0", data_details=label, class_="mini-face"),
             class_="mini")


def mini_card(card_id, lang) -> Markup:
    """A scored card in a player's pile, keyed like the hand's card (it is seen to move there)."""
    return listed_card(keyed_face(card_id, lang), card_label(card_id, lang))


def open_card(card_id, lang) -> Markup:
    """A card left in a hand, shown once the game is over: like a scored one, without the hand's motion key."""
    return listed_card(card_face(card_id, lang), card_label(card_id, lang))


def move_picture(action, lang) -> Markup | None:
    """The card a move spent or scored, drawn small beside its words in the log (the words name it too)."""
    if action and action[0] in ("shift", "flip", "score"):
        return log_card(action[1])
    return None


def pattern_stones(grid, card_id) -> list:
    """The stones the card's pattern uses where it first lies on the grid: its faces, not its grey squares (any
    stone fits a grey square, so ticking those would tell the player nothing)."""
    for _covered, faces in placements(card_id):
        if all(grid[cell] == face for cell, face in faces):
            return [cell for cell, _ in faces]
    return []


def part(name, changed, classes="") -> dict:
    """The attributes of an element that shows the part `name`: data-part, and `changed` when it is."""
    cls = " ".join(c for c in (classes, "changed" if name in changed else "") if c)
    return {"data_part": name, "class_": cls or None}


def render(view, ui, ctx) -> Markup:
    ui = {**empty_ui(), **(ui or {})}
    lang = ctx["lang"]
    interactive = bool(ctx["interactive"])
    changed = frozenset(ctx.get("changed", frozenset()))
    grid = view["grid"]
    card = ui["card"] if interactive and ui["card"] in view["hand"] else None
    matches = set(pattern_stones(grid, card)) if card else set()

    banner = None
    if view["end_triggered"] and not view["over"]:
        banner = h("p", tx("last_round", lang), class_="banner")
    elif view.get("solo_result"):
        banner = h("p", tr(GAME_TEXT, "solo_" + view["solo_result"], lang), class_="banner")

    hand = render_hand(view, card, ctx, grid)
    controls = render_controls(view, ui, ctx, card, matches)
    side = h("div", render_piles(view, lang, changed), render_players(view, ctx, changed), class_="ss-side")
    # Phone: grid, hand, controls, then the piles and players; wide screens put the side beside them.
    return h("div", face_defs(), banner,
             h("div", render_grid(view, ui, lang, card, matches, changed, swapped_by(ctx)), class_="ss-grid",
               data_block="grid"),
             hand, controls, side, class_="ss-board")


def swapped_by(ctx) -> dict:
    """{cell: (the other cell, a tag of the move)} for the two stones the last move swapped, so each is seen to
    come from the other's square; a flipped stone turns over by itself (its data-face changes)."""
    last = ctx.get("last")
    if not last or last[1][0] != "shift":
        return {}
    _, _, a, b = last[1]
    tag = ctx.get("step", 0)
    return {a: (b, tag), b: (a, tag)}


def render_grid(view, ui, lang, card, matches, changed, swapped=None) -> Markup:
    """The nine tiles: buttons while a tile is to be chosen, plain pictures otherwise. Each is a piece of its own
    (data-flip) showing a face (data-face), so static/morph.js turns a flipped stone and slides swapped ones."""
    swapped = swapped or {}
    mode = ui["mode"] if card is not None else None
    first = ui["tile"] if mode == "shift" else None
    # While a tile is to be chosen the nine are one tab stop, walked with the arrow keys as a map's squares are
    # (ui/app.py: data-map-grid, data-map-cell): the chosen tile, else the top-left one.
    stop = first if first is not None else 0
    cells = []
    for cell, face in enumerate(view["grid"]):
        classes = ["tile", f"face-{face}"]
        label = tx("tile_at", lang, face=face_name(face, lang), where=cell_name(cell, lang))
        if cell in matches:
            classes.append("match")
        eligible = mode == "flip" or (mode == "shift" and (first is None or adjacent(first, cell)))
        if mode == "flip":
            label += " → " + face_name(FLIP[face], lang)
        if mode == "shift" and first is not None:
            if cell == first:
                classes.append("picked")
                label += ", " + tx("chosen_tile", lang)
            elif eligible:
                label += ", " + tx("swappable", lang)
            else:
                label += ", " + tx("too_far", lang)
        if eligible:
            classes.append("can-pick")
        content = [face_icon(face), h("span", face_name(face, lang), class_="face-name")]
        # What a flip would make of it, in sight while a flip is chosen (drawn by the stylesheet from data-other:
        # the tile's name says it to readers); the tag is always there, so that choosing moves nothing.
        content.append(h("span", class_="face-other", aria_hidden="true",
                         data_other=face_name(FLIP[face], lang) if mode == "flip" else None))
        attrs = part(f"cell:{cell}", changed, " ".join(classes))
        attrs.update(data_flip=f"stone:{cell}", data_face=face)
        if cell in swapped:
            other, tag = swapped[cell]
            attrs["data_flip_from"] = f"stone:{other}@{tag}"
        if mode in ("flip", "shift"):
            disabled = mode == "shift" and not eligible and cell != first
            cells.append(h("button", content, type="button", data_action="g:tile", data_cell=str(cell),
                           data_key=f"tile{cell}", data_map_cell=f"{cell % 3},{cell // 3}",
                           tabindex="0" if cell == stop else "-1",
                           aria_label=label, aria_disabled="true" if disabled else None,
                           aria_pressed=("true" if cell == first else "false") if mode == "shift" else None,
                           **attrs))
        else:
            cells.append(h("div", content, role="img", aria_label=label, **attrs))
    choosing = mode in ("flip", "shift")
    return h("div", cells, class_="stone-grid", role="group",
             aria_label=tx("grid_choose" if choosing else "grid", lang),
             data_map_grid="shifting-stones" if choosing else None)


def render_hand(view, card, ctx, grid) -> Markup:
    lang, viewer = ctx["lang"], ctx["viewer"]
    if viewer is None:
        if view["over"]:
            return None               # every hand is shown with its player once the game is over
        return h("p", tx("hand_hidden", lang), class_="muted hand-box", data_block="hand")
    cards = []
    for card_id in view["hand"]:
        scorable = bool(match_cells(grid, card_id))
        label = card_label(card_id, lang)
        selected = card_id == card
        classes = "card" + (" selected" if selected else "") + (" scorable" if scorable else "")
        # The name comes from the content (a hidden description, then the visible "on the grid"), so it always
        # holds the text a person sees on the card.
        content = [h("span", label, ", " if scorable else None, class_="visually-hidden"), card_face(card_id, lang),
                   h("span", tx("on_grid", lang), class_="on-grid") if scorable else None,
                   # what the badge means, for the ear ("on the grid" alone did not say it can be scored)
                   h("span", ", ", tx("can_score", lang), class_="visually-hidden") if scorable else None,
                   h("span", "✓", class_="chosen-mark", aria_hidden="true") if selected else None]
        details = label + (" · " + tx("can_score", lang) if scorable else "")
        if ctx["interactive"]:
            # A turn's next decision is a card of the hand, the first one (data-decision) while none is chosen.
            first = card is None and card_id == view["hand"][0]
            cards.append(h("button", content, type="button", class_=classes, data_action="g:pick",
                           data_decision=True if first else None,
                           data_card=card_id, data_key=f"card-{card_id}", data_flip=f"card:{card_id}",
                           data_details=details, aria_pressed="true" if selected else "false"))
        else:
            cards.append(h("div", content, class_=classes, tabindex="0", data_flip=f"card:{card_id}",
                           data_details=details, role="img", aria_label=details))
    return h("section", h("h3", tx("your_hand", lang, name=ctx["names"][viewer])),
             h("div", cards, class_="hand many" if len(cards) > 4 else "hand"), class_="hand-box", data_block="hand")


def move_button(label, action, key, cls="btn", disabled=False):
    return h("button", label, type="button", class_=cls, data_action="move", data_move=json.dumps(list(action)),
             data_key=key, disabled=disabled)


def mode_button(label, mode, ui, card):
    return h("button", label, type="button", class_="btn", data_action="g:mode", data_mode=mode,
             data_key=f"mode-{mode}", disabled=card is None, aria_pressed="true" if ui["mode"] == mode else "false")


def hint_text(ui, lang, card) -> str:
    if ui["hint"] == "not_next" and ui["tile"] is not None:
        return tx("not_next", lang, first=cell_name(ui["tile"], lang))
    if card is None:
        return tx("pick_card", lang)
    if ui["mode"] == "flip":
        return tx("pick_flip", lang)
    if ui["mode"] == "shift":
        return tx("pick_second" if ui["tile"] is not None else "pick_first", lang)
    return tx("pick_use", lang)


def render_controls(view, ui, ctx, card, matches) -> Markup:
    """The same three rows whatever is chosen: a hint, what to do with the card, and how to end the turn."""
    lang = ctx["lang"]
    if ctx["viewer"] is None or view["over"]:
        return None
    if not ctx["interactive"]:
        current = view["current"]
        waiting = tx("waiting", lang, name=ctx["names"][current]) if current is not None else ""
        return h("section", h("p", waiting, class_="hint"), class_="action-bar controls", data_block="actions",
                 aria_label=tx("actions", lang))
    if card is None:
        score_label = tx("score_card", lang)
    elif matches:
        score_label = tx("score_it", lang, pts=points_text(CARDS[card].points, lang))
    else:
        score_label = tx("no_match", lang)
    card_row = [move_button(score_label, ("score", card or ""), "score", cls="btn primary",
                            disabled=card is None or not matches),
                mode_button(tx("flip_mode", lang), "flip", ui, card),
                mode_button(tx("shift_mode", lang), "shift", ui, card),
                h("button", tx("cancel", lang), type="button", class_="btn", data_action="g:cancel",
                  data_key="cancel", disabled=card is None)]
    current = view["current"]
    can_skip = not view["acted_this_turn"] and not view["skipped_last"][current]
    skip_key = "skip_six" if view["options"].get("skip_draw") == "six" else "skip_two"
    hint_class = "hint refusal" if ui["hint"] else "hint"
    return h("section",
             h("p", hint_text(ui, lang, card), class_=hint_class),
             h("div", card_row, class_="card-actions"),
             h("div", move_button(tx("end_turn", lang), ("end",), "end"),
               move_button(tx(skip_key, lang), ("skip",), "skip") if can_skip else None, class_="row turn-actions"),
             class_="action-bar controls", aria_label=tx("actions", lang), data_block="actions")


def render_piles(view, lang, changed) -> Markup:
    info = [h("span", tx("deck", lang, n=view["deck_size"]), **part("pile:deck", changed)), " · ",
            h("span", tx("discard", lang, n=len(view["discard"])), **part("pile:discard", changed))]
    if view["solo"]:
        info += [" · ", tx("strikes", lang, n=view["strikes"], max=view["max_strikes"])]
    top = view["discard"][-1] if view["discard"] else None
    goal = tx("solo_goal", lang) if view["solo"] else tx("target", lang, n=view["target"])
    return h("div", h("p", info),
             h("div", h("span", tx("top_discard", lang), class_="muted"),
               # its words for the ear (the face is a drawing): "Card worth 2 points, pattern Tree / Bird"
               h("span", " ", card_label(top, lang), class_="visually-hidden"),
               keyed_face(top, lang), **part("pile:discard", changed, "discard-top")) if top else None,
             h("p", goal, class_="muted"), class_="piles")


def render_players(view, ctx, changed) -> Markup:
    lang, names, mark = ctx["lang"], ctx["names"], ctx["mark"]
    players = []
    for seat in range(view["players"]):
        scored = view["scored"][seat]
        pts = sum(CARDS[c].points for c in scored)
        facts = [tx("cards_in_hand", lang, n=view["hand_sizes"][seat]),
                 tx("scored", lang, n=len(scored), pts=points_text(pts, lang))]
        if view["skipped_last"][seat]:
            facts.append(tx("skipped", lang))
        current = seat == view["current"]
        pile = None
        if scored:
            pile = h("details", h("summary", tx("scored_cards", lang)),
                     h("ul", [mini_card(c, lang) for c in scored], class_="scored-list"),
                     **part(f"scored:{seat}", changed))
        left = None
        if view["over"]:              # nothing is secret once the game is over: the cards left in each hand
            hand = view["hands"][seat]
            left = h("div", h("span", tx("hand_left", lang), class_="muted"),
                     h("ul", [open_card(c, lang) for c in hand], class_="scored-list") if hand
                     else h("span", " ", tx("hand_left_none", lang), class_="muted"), class_="hand-left")
        players.append(h("li", h("strong", mark(seat), " ", names[seat]),
                         h("span", " ▶ " + tx("to_move", lang), class_="to-move") if current else None,
                         h("span", " · ".join(facts), class_="muted"), pile, left,
                         aria_current="true" if current else None,
                         **part(f"seat:{seat}", changed, "player" + (" current" if current else ""))))
    return h("ul", players, class_="players", data_say="scores")
