"""The Citadels table as HTML: the draft as character cards, the calling of ranks, cities by type, the hand,
and the moves as buttons (targets as buttons; destructive ones ask for a confirm first).

The moves offered are exactly the legal ones: the board rebuilds a position from the viewer's view
(`from_view`, which knows nothing more than the view) and lists its legal actions.
"""

from __future__ import annotations

import json

from ...markup import Markup, h
from .data import CHARACTERS, COST_OF, DISTRICTS, RANK_OF, TYPE_ICON, TYPE_NAMES, TYPES
from .text import char_name, card_name, char_text, district_text, private_label

KEPT_UI = ()
DESTRUCTIVE = {"destroy", "armory", "exchange", "seize", "kill", "swap_hands", "necropolis"}
UI_TEXT = {
    "round": {"en": "Round {n}", "it": "Round {n}"},
    "last_round": {"en": "Last round: a city is complete", "it": "Ultimo round: una città è completa"},
    "choosing": {"en": "{name} is choosing a character", "it": "{name} sta scegliendo un personaggio"},
    "your_pick": {"en": "Choose a character", "it": "Scegli un personaggio"},
    "faceup": {"en": "Removed face up", "it": "Scartati scoperti"},
    "calling": {"en": "Characters", "it": "Personaggi"},
    "silent": {"en": "silent", "it": "in silenzio"},
    "killed": {"en": "killed", "it": "ucciso"},
    "robbed": {"en": "robbed", "it": "derubato"},
    "bewitched": {"en": "bewitched", "it": "ammaliato"},
    "warrant": {"en": "warrant", "it": "mandato"},
    "threat": {"en": "threatened", "it": "minacciato"},
    "yours": {"en": "yours", "it": "tuo"},
    "gold": {"en": "{n} gold", "it": "{n} oro"},
    "cards": {"en": "{n} cards", "it": "{n} carte"},
    "crown": {"en": "crown", "it": "corona"},
    "hand": {"en": "Your hand", "it": "La tua mano"},
    "moves": {"en": "Your move", "it": "La tua mossa"},
    "confirm": {"en": "Confirm: {what}", "it": "Conferma: {what}"},
    "cancel": {"en": "Cancel", "it": "Annulla"},
    "deck": {"en": "Deck: {n} cards · taxes: {t}", "it": "Mazzo: {n} carte · tasse: {t}"},
    "scores": {"en": "Final scores", "it": "Punteggi finali"},
    "museum": {"en": "{n} under the Museum", "it": "{n} sotto il Museo"},
    "art": {"en": "beautified", "it": "abbellito"},
    "seen": {"en": "You saw: {cards}", "it": "Hai visto: {cards}"},
    "passed": {"en": "Passed to you: {chars}", "it": "Passati a te: {chars}"},
    "playing": {"en": "{name} plays the {char}", "it": "{name} gioca {char}"},
    "bewitched_turn": {"en": "{name} plays the bewitched {char}: gathering only",
                       "it": "{name} gioca {char} ammaliato: solo la raccolta"},
    "resumed": {"en": "{name} (the Witch) plays as the {char}", "it": "{name} (la Strega) gioca come {char}"},
    "waiting": {"en": "Waiting for {name}", "it": "Si aspetta {name}"},
    "about": {"en": "what the card does", "it": "cosa fa la carta"},
}


def tx(key, lang, **params):
    entry = UI_TEXT[key]
    text = entry.get(lang) or entry["en"]
    return text.format(**params) if params else text


def empty_ui() -> dict:
    return {"confirm": None}


def on_event(name, data, view, ui):
    ui = {**empty_ui(), **(ui or {})}
    if name == "ask":
        try:
            return {**ui, "confirm": json.loads(data.get("move", "null"))}, None
        except ValueError:
            return ui, None
    if name == "cancel":
        return {**ui, "confirm": None}, None
    return ui, None


def move_button(text, action, cls="btn", aria_label=None):
    return h("button", text, type="button", class_=cls, data_action="move", data_move=json.dumps(list(action)),
             aria_label=aria_label)


def ask_button(text, action):
    return h("button", text, type="button", class_="btn ci-danger", data_action="g:ask",
             data_move=json.dumps(list(action)))


def char_card(c, lang, extra=None, marks=()):
    """A character card: rank and name (with the symbol of the district type it earns for, in that type's
    colour band), what it does behind an info button, then the public marks on it."""
    ch = CHARACTERS[c]
    icon = f"{TYPE_ICON[ch.income]} " if ch.income else ""
    return h("div", h("div", h("strong", f"{ch.rank} · {icon}{char_name(c, lang)}"),
                      h("details", h("summary", "ℹ", aria_label=char_name(c, lang) + ": " + tx("about", lang)),
                        h("p", char_text(c, lang))), class_="ci-char-head"),
             h("span", " · ".join(marks), class_="muted") if marks else None, extra,
             class_="ci-char" + (f" ci-{ch.income}" if ch.income else ""), data_part=f"char:{c}")


def district_chip(card, lang, art=False):
    d = DISTRICTS[card]
    cost = "–" if d.cost is None else str(COST_OF[card] + (1 if art else 0))
    note = district_text(card, lang)
    return h("span", f"{TYPE_ICON[d.type]} {card_name(card, lang)} ({cost})", " ★" if art else None,
             h("small", f" {TYPE_NAMES[d.type]['it' if lang == 'it' else 'en']}", class_="muted"),
             h("details", h("summary", "ℹ", aria_label=tx("about", lang)), h("p", note)) if note else None,
             class_=f"ci-district ci-{d.type}", title=note or None)


def render(view, ui, ctx) -> Markup:
    ui = {**empty_ui(), **(ui or {})}
    lang = ctx["lang"]
    names = ctx["names"]
    viewer = ctx["viewer"]
    changed = ctx.get("changed", set())
    interactive = bool(ctx["interactive"]) and viewer is not None and viewer == view["current"]
    head = [h("span", tx("round", lang, n=view["round"]))]
    if view["last_round"] and not view["over"]:
        head.append(h("strong", " · " + tx("last_round", lang)))
    parts = [h("p", head, class_="ci-banner"), status_line(view, lang, names, viewer), render_calls(view, lang, names, changed)]
    if view["phase"] == "draft":
        parts.append(render_draft(view, lang, names))
    parts.append(render_players(view, lang, names, changed))
    if viewer is not None:
        parts.append(render_hand(view, lang))
    if interactive:
        parts.append(render_moves(view, ui, lang, ctx["legal"]))
    if view["over"]:
        parts.append(render_scores(view, lang, names))
    return h("div", parts, class_="ci-board")


def status_line(view, lang, names, viewer=None):
    turn = view["on_turn"]
    text = None
    if turn is not None:
        key = {"normal": "playing", "bewitched": "bewitched_turn", "resume": "resumed"}[turn["mode"]]
        text = tx(key, lang, name=names[turn["actor"]], char=char_name(turn["char"], lang))
    current = view["current"]
    if current is not None and current != viewer and (turn is None or current != turn["actor"]):
        text = ((text + " · ") if text else "") + tx("waiting", lang, name=names[current])
    return h("p", text, class_="ci-status", role="status") if text else None


def render_calls(view, lang, names, changed):
    cards = []
    for c in view["cast"]:
        marks = []
        if c in view["faceup"]:
            marks.append(tx("faceup", lang))
        if c in view["revealed"]:
            marks.append(names[view["revealed"][c]])
        elif c in view["called"]:
            marks.append(tx("silent", lang))
        for key in ("killed", "robbed", "bewitched"):
            if view[key] == c:
                marks.append(tx(key, lang))
        if c in view["warrants"]:
            marks.append(tx("warrant", lang) + (" ✍" if view["signed"] == c else ""))
        if c in view["threats"]:
            marks.append(tx("threat", lang) + (" ✿" if view["flowered"] == c else ""))
        if c in view["mine"]:
            marks.append(tx("yours", lang))
        current = view["on_turn"] is not None and view["on_turn"]["char"] == c
        card = char_card(c, lang, marks=marks)
        cls = "ci-call" + (" current" if current else "") + (" changed" if f"char:{c}" in changed else "")
        cards.append(h("li", card, class_=cls, aria_current="true" if current else None))
    return h("section", h("h3", tx("calling", lang)), h("ol", cards, class_="ci-calls"))


def render_draft(view, lang, names):
    items = []
    if view["faceup"]:
        items.append(h("p", tx("faceup", lang), ": ", ", ".join(char_name(c, lang) for c in view["faceup"])))
    for _, pool in view["sights"]:
        items.append(h("p", tx("passed", lang, chars=", ".join(char_name(c, lang) for c in pool)), class_="muted"))
    current = view["current"]
    if view["pool"] is None and current is not None:
        items.append(h("p", tx("choosing", lang, name=names[current])))
    return h("section", items, class_="ci-draft")


def render_players(view, lang, names, changed):
    rows = []
    for seat in range(view["players"]):
        facts = [tx("gold", lang, n=view["gold"][seat]), tx("cards", lang, n=view["hand_sizes"][seat])]
        if view["crown"] == seat:
            facts.append("♛ " + tx("crown", lang))
        if view["museum_sizes"][seat]:
            facts.append(tx("museum", lang, n=view["museum_sizes"][seat]))
        groups = []
        city = view["cities"][seat]
        arts = view["arts"][seat]
        for t in TYPES:
            chips = [district_chip(card, lang, art) for card, art in zip(city, arts) if DISTRICTS[card].type == t]
            if chips:
                groups.append(h("li", chips, class_="ci-type"))
        cls = "ci-player" + (" current" if view["current"] == seat else "") \
            + (" changed" if f"city:{seat}" in changed or f"seat:{seat}" in changed else "")
        rows.append(h("li", h("strong", names[seat]), " ", h("span", " · ".join(facts), class_="muted"),
                      h("ul", groups, class_="ci-city"), class_=cls, data_part=f"seat:{seat}", data_seat=str(seat)))
    deck = h("p", tx("deck", lang, n=view["deck"], t=view["tax_token"]), class_="muted")
    return h("section", h("ul", rows, class_="ci-players"), deck)


def render_hand(view, lang):
    hand = [h("li", district_chip(card, lang)) for card in view["hand"]]
    peek = view.get("peek")
    seen = h("p", tx("seen", lang, cards=", ".join(card_name(c, lang) for c in peek[1])), class_="muted") \
        if peek else None
    pend = view["pending"]
    drawn = None
    if pend and pend.get("cards"):
        drawn = h("p", ", ".join(card_name(c, lang) for c in pend["cards"]))
    return h("section", h("h3", tx("hand", lang)), h("ul", hand, class_="ci-hand"), seen, drawn)


def render_moves(view, ui, lang, legal):
    if ui.get("confirm") is not None:
        action = tuple(ui["confirm"]) if isinstance(ui["confirm"], list) else ui["confirm"]
        action = tuple(tuple(a) if isinstance(a, list) else a for a in action)
        if action in legal:
            return h("section", h("p", tx("confirm", lang, what=describe(action, view, lang))),
                     move_button(tx("confirm", lang, what=""), action, cls="btn primary"),
                     h("button", tx("cancel", lang), type="button", class_="btn", data_action="g:cancel", data_key="ci-cancel"),
                     class_="ci-moves")
    if view["phase"] == "draft" or (view["pending"] and view["pending"]["kind"] == "theater"):
        buttons = [h("div", char_card(a[1], lang, extra=move_button(describe(a, view, lang), a)))
                   if a[0] in ("pick", "drop") else move_button(describe(a, view, lang), a) for a in legal]
        return h("section", h("h3", tx("your_pick", lang)), h("div", buttons, class_="ci-pool"), class_="ci-moves")
    buttons = []
    for a in legal:
        text = describe(a, view, lang)
        buttons.append(ask_button(text, a) if a[0] in DESTRUCTIVE else move_button(text, a))
    return h("section", h("h3", tx("moves", lang)), h("div", buttons, class_="ci-buttons"), class_="ci-moves")


def describe(action, view, lang):
    """The button's words: the full choice (only the seat making it sees its buttons)."""
    return private_label(action, lang)


def render_scores(view, lang, names):
    from ...i18n import tr
    from .text import TEXT
    rows = []
    for seat, parts in enumerate(view["breakdown"]):
        items = [h("li", f"{tr(TEXT, key, lang)}: {points}") for key, points in parts]
        win = " 🏆" if seat in view["winners"] else ""
        rows.append(h("li", h("strong", f"{names[seat]}: {view['scores'][seat]}{win}"), h("ul", items)))
    return h("section", h("h3", tx("scores", lang)), h("ol", rows, class_="ci-scores"))


__all__ = ["KEPT_UI", "emblem", "empty_ui", "on_event", "render", "RANK_OF"]


# The home screen's drawing: a crown over three district cards, each with a building's outline.
EMBLEM = ('<rect x="10" y="30" width="32" height="44" rx="4" fill="#fffdf8" stroke="#1f1b16" stroke-width="2" '
          'transform="rotate(-10 26 52)"/>'
          '<rect x="44" y="26" width="32" height="46" rx="4" fill="#fffdf8" stroke="#1f1b16" stroke-width="2"/>'
          '<rect x="78" y="30" width="32" height="44" rx="4" fill="#fffdf8" stroke="#1f1b16" stroke-width="2" '
          'transform="rotate(10 94 52)"/>'
          '<path d="M17 62v-12l4-3v-4h3v4l4 3v12z" fill="#c9a227" transform="rotate(-10 26 52)"/>'
          '<path d="M50 64v-16h4v-4h4v4h4v-4h4v4h4v16z" fill="#2f6fae"/>'
          '<path d="M86 64v-10l8-8 8 8v10z" fill="#3b8c4a" transform="rotate(10 94 52)"/>'
          '<path d="M44 20l5-12 7 7 4-11 4 11 7-7 5 12z" fill="#e0b020" stroke="#1f1b16" stroke-width="1.5"/>')


def emblem(lang="en") -> Markup:
    label = {"en": "A crown over three district cards", "it": "Una corona sopra tre carte distretto"}
    return Markup(f'<svg viewBox="0 0 120 80" role="img" aria-label="{label.get(lang, label["en"])}" '
                  f'focusable="false" class="ci-emblem">{EMBLEM}</svg>')
