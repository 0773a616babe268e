"""The Citadels action bar: the prompt and the legal moves of the seat to play as buttons, the choices a person
makes before a move (a confirmation, the Magician's discard) and the words that describe each move.

Phone first: a build is made from the hand (view.render_hand), so the bar only says how; moves aimed at a player
are grouped under one heading with the players' names as buttons; moves aimed at a district of another city
(the Warlord's, up to dozens) are grouped by city, each city a panel that opens, once they are more than fit in
two rows; the Magician's discard is a panel too. So the bar holds a turn's moves without scrolling inside itself.

The Magician's discard is one multi-pick: the person toggles cards (kept in `ui`), and the confirm returns
the list of actions the engine takes one by one (each discard, then the draw).
"""

from __future__ import annotations

import json

from ...engine.bounded import MAX_MOVE, TextRefused, read_json
from ...markup import h
from . import art
from .data import COST_OF, DISTRICTS, RANK_OF
from .faces import char_card, district_card, gold_words, hand_cost, tx
from .text import card_name, char_name, char_noun, char_text, district_text, private_label, seat_name
from ...catalogs import Words

DESTRUCTIVE = {"destroy", "armory", "exchange", "seize", "kill", "swap_hands", "necropolis"}


# The prompt for a pending decision of the viewer, by its kind.
PENDING_TEXT = Words("citadels", "pending")


CARD_ACTIONS = {"keep", "take"}                     # choices shown as whole cards (cost, type, ability)


CHAR_ACTIONS = {"pick", "drop"}


# Moves aimed at a character: a row of small character cards, under a heading where the prompt does not say it.
TARGET_ACTIONS = {"kill", "rob", "bewitch", "warrant", "threat", "sign", "flower"}


TARGET_HEADING = {"kill": "target_kill", "rob": "target_rob"}


# Moves aimed at a player: one heading, the players' names as buttons.
SEAT_GROUPS = {"swap_hands", "wizard", "crown_to"}
# Moves aimed at a district of a city (seat, index, card, ...): grouped by city when there are many.
CITY_GROUPS = ("destroy", "seize", "exchange", "armory")
INLINE_TARGETS = 4          # up to this many district targets stand as buttons; more are grouped by city


def empty_ui() -> dict:
    return {"confirm": None, "magic": []}


def _magic_plan(view, picked):
    """The actions of a Magician's discard of the hand cards at `picked` (indexes into the sorted hand)."""
    hand = view.get("hand") or []
    cards = [hand[i] for i in sorted(set(picked)) if isinstance(i, int) and 0 <= i < len(hand)]
    return [("magic_discard", c) for c in cards] + [("magic_draw",)]


def on_event(name, data, view, ui):
    """(new ui, None | one action | a list of actions to apply in order)."""
    ui = {**empty_ui(), **(ui or {})}
    if name == "ask":
        try:
            return {**ui, "confirm": read_json(data.get("move", "null"), MAX_MOVE)}, None
        except TextRefused:
            return ui, None
    if name == "cancel":
        return {**ui, "confirm": None}, None
    if name == "mtoggle":
        try:
            index = int(data.get("index", -1))
        except (TypeError, ValueError):
            return ui, None
        if 0 <= index < len(view.get("hand") or []):
            return {**ui, "magic": sorted(set(ui["magic"]) ^ {index})}, None
        return ui, None
    if name == "magic":
        pend = view.get("pending")
        already = pend is not None and pend.get("kind") == "magic"
        if not ui["magic"] and not already:
            return ui, None
        return {**ui, "magic": []}, _magic_plan(view, ui["magic"])
    return ui, None


def status_text(view, lang, names, viewer=None):
    turn = view["on_turn"]
    text = None
    if turn is not None:
        key = {"normal": "playing", "bewitched": "bewitched_turn", "resume": "resumed"}[turn["mode"]]
        text = tx(key, lang, name=names[turn["actor"]], char=char_noun(turn["char"], lang))
    current = view["current"]
    if view["phase"] == "draft" and current is not None and current != viewer:
        text = tx("choosing", lang, name=names[current])
    elif current is not None and current != viewer and (turn is None or current != turn["actor"]):
        text = ((text + " · ") if text else "") + tx("waiting", lang, name=names[current])
    return text


def move_button(content, action, cls="btn", aria_label=None, details=None):
    return h("button", content, type="button", class_=cls, data_action="move", data_move=json.dumps(list(action)),
             aria_label=aria_label, data_details=details)


def ask_button(text, action):
    return h("button", text, type="button", class_="btn ci-danger", data_action="g:ask",
             data_move=json.dumps(list(action)))


def action_bar(view, ui, lang, names, viewer, legal, interactive):
    body = []
    if not interactive or not legal:
        text = status_text(view, lang, names, viewer)
        if view["over"]:
            text = None
        body.append(h("p", text or "", class_="ci-prompt", role="status"))
    else:
        body += render_moves(view, ui, lang, names, legal)
    return h("section", body, class_="action-bar ci-actions", data_block="actions", aria_label=tx("moves", lang))


def confirm_text(what, lang):
    return tx("confirm", lang, what=what[:1].lower() + what[1:])


def render_moves(view, ui, lang, names, legal):
    confirm = ui.get("confirm")
    if confirm is not None:
        action = tuple(tuple(a) if isinstance(a, list) else a for a in confirm)
        if action in legal:
            what = describe(action, view, lang, names)
            return [h("p", tx("confirm_ask", lang, what=what), class_="ci-prompt"),
                    h("div", move_button(confirm_text(what, lang), action, cls="btn primary"),
                      h("button", tx("cancel", lang), type="button", class_="btn", data_action="g:cancel",
                        data_key="ci-cancel"), class_="ci-buttons")]
    kinds = {a[0] for a in legal}
    pend = view["pending"]
    if kinds & CHAR_ACTIONS:
        drop = "drop" in kinds
        # Each character's power in words beside it, on a phone too: the choice a newcomer makes blind otherwise.
        cards = [move_button([char_card(a[1], lang, info=False, part=False, tag="span",
                                        motion={"data_flip": f"choice:{a[1]}"}),
                              h("span", h("span", describe(a, view, lang, names), class_="ci-btn-text"),
                                h("strong", char_name(a[1], lang), class_="ci-pick-name"),
                                h("span", char_text(a[1], lang), class_="ci-pick-power"), class_="ci-pick-words")],
                             a,
                             cls="btn ci-pick ci-char-pick",
                             details=f"{char_name(a[1], lang)}: {char_text(a[1], lang)}")
                 for a in legal]
        # Where the cards stand too close for words (a phone on its side), the powers are one tap away.
        powers = h("details", h("summary", "ⓘ ", tx("powers_open", lang)),
                   h("dl", [[h("dt", h("strong", char_name(a[1], lang))), h("dd", char_text(a[1], lang))]
                            for a in legal]), class_="ci-powers", data_key="ci-powers")
        return [h("p", tx("your_drop" if drop else "your_pick", lang), class_="ci-prompt"),
                h("div", cards, class_="ci-pool"), powers]
    prompt = turn_prompt(view, lang, pend)
    out = [h("p", prompt, class_="ci-prompt")]
    rest = legal
    magic = None
    if "magic_discard" in kinds or (pend and pend["kind"] == "magic"):
        magic = magic_block(view, ui, lang, pend)
        rest = [a for a in legal if a[0] not in ("magic_discard", "magic_draw")]
    if "build" in kinds and pend is None:
        out.append(h("p", tx("build_hint", lang), class_="ci-build-hint"))
        rest = [a for a in rest if a[0] != "build"]
    cards = [a for a in rest if a[0] in CARD_ACTIONS]
    if cards:
        out.append(h("div", [move_button([district_card(a[1], lang, cost=hand_cost(view, a[1]), ability=True,
                                                        tag="span"),
                                          h("span", describe(a, view, lang, names), class_="ci-btn-text")],
                                         a, cls="btn ci-pick", details=_card_details(a[1], lang))
                             for a in cards], class_="ci-pool"))
    targets = [a for a in rest if a[0] in TARGET_ACTIONS]
    for kind in dict.fromkeys(a[0] for a in targets):
        if kind in TARGET_HEADING:
            out.append(h("p", tx(TARGET_HEADING[kind], lang), class_="ci-target-heading"))
        out.append(h("div", [target_button(a, view, lang, names) for a in targets if a[0] == kind],
                     class_="ci-pool ci-targets"))
    buttons = []
    grouped = [a for a in rest if a[0] in SEAT_GROUPS or a[0] in CITY_GROUPS]
    for a in rest:
        if a[0] in CARD_ACTIONS or a[0] in TARGET_ACTIONS or a in grouped:
            continue
        text = describe(a, view, lang, names)
        buttons.append(ask_button(text, a) if a[0] in DESTRUCTIVE else move_button(text, a))
    if buttons:
        out.append(h("div", buttons, class_="ci-buttons"))
    for kind in dict.fromkeys(a[0] for a in grouped):
        aimed = [a for a in grouped if a[0] == kind]
        out.append(seat_group(kind, aimed, view, lang, names) if kind in SEAT_GROUPS
                   else city_group(kind, aimed, view, lang, names))
    if magic is not None:
        out.append(magic)
    return out


def choice_button(text, action, words):
    """A button whose short text (a name) stands for the whole move, said in full to readers (`words`)."""
    if action[0] in DESTRUCTIVE:
        return h("button", text, type="button", class_="btn ci-danger", data_action="g:ask",
                 data_move=json.dumps(list(action)), aria_label=words)
    return h("button", text, type="button", class_="btn", data_action="move", data_move=json.dumps(list(action)),
             aria_label=words)


def seat_group(kind, actions, view, lang, names):
    """Moves aimed at a player under one heading ("Swap hands with:"), a button per player, named."""
    buttons = []
    for a in actions:
        seat = a[1]
        count = tx("cards", lang, n=view["hand_sizes"][seat]) if kind != "crown_to" else None
        text = [names[seat] if names else seat_name(seat, lang), h("small", f" ({count})") if count else None]
        buttons.append(choice_button(text, a, describe(a, view, lang, names)))
    return h("div", h("p", tx(f"group_{kind}", lang), class_="ci-target-heading"),
             h("div", buttons, class_="ci-buttons ci-seat-targets"), class_="ci-group")


def city_group(kind, actions, view, lang, names):
    """Moves aimed at districts ("Destroy a district:"): as buttons when few, else one panel per city that opens
    on its districts with their prices, so a Warlord's dozens of targets never fill the bar."""
    heading = h("p", tx(f"group_{kind}", lang), class_="ci-target-heading")
    if len(actions) <= INLINE_TARGETS:
        buttons = [choice_button(describe(a, view, lang, names), a, None) for a in actions]
        return h("div", heading, h("div", buttons, class_="ci-buttons"), class_="ci-group")
    cities = []
    me = view.get("viewer")
    for seat in sorted(dict.fromkeys(a[1] for a in actions), key=lambda p: p == me):     # one's own city last
        aimed = [a for a in actions if a[1] == seat]
        name = names[seat] if names else seat_name(seat, lang)
        buttons = [choice_button(district_target_text(a, view, lang), a, describe(a, view, lang, names))
                   for a in aimed]
        # The name in sight (three panels to a row), the count for readers too.
        whole = tx("city_of", lang, name=name, n=len(aimed))
        summary = h("summary", name, h("span", whole[len(name):], class_="ci-aside"))
        cities.append(h("details", summary, h("div", buttons, class_="ci-buttons"), class_="ci-city-group",
                        data_key=f"{kind}-{seat}"))
    return h("div", heading, h("div", cities, class_="ci-city-groups"), class_="ci-group")


def district_target_text(action, view, lang):
    """A district target inside its city's panel: its name and what the move costs ("Temple: 0 gold")."""
    words = describe(action, view, lang)
    cost = words.rsplit(": ", 1)[-1] if ": " in words else None
    card = action[3] if len(action) > 3 and isinstance(action[3], str) else None
    name = card_name(card, lang) if card in DISTRICTS else words
    return tx("cost_gold", lang, what=name, cost=cost) if cost and card in DISTRICTS else name


def target_button(action, view, lang, names):
    """A character to kill, rob, bewitch...: its card, the whole move in words for a screen reader and a long
    press. Killing asks first, like every move that cannot be taken back."""
    c = action[1]
    card = char_card(c, lang, info=False, part=False, tag="span")
    text = describe(action, view, lang, names)
    details = f"{char_name(c, lang)}: {char_text(c, lang)}"
    asks = action[0] in DESTRUCTIVE
    return h("button", card, type="button", class_="btn ci-pick ci-target" + (" ci-danger" if asks else ""),
             data_action="g:ask" if asks else "move", data_move=json.dumps(list(action)), aria_label=text,
             title=text, data_details=details)


def _card_details(card, lang):
    note = district_text(card, lang)
    return f"{card_name(card, lang)}: {note}" if note else None


def turn_prompt(view, lang, pend):
    turn = view["on_turn"]
    if pend is not None:
        if pend["kind"] == "keep":
            return tx("keep_prompt", lang)
        if pend["kind"] == "magic":
            return tx("magic_more", lang)
        entry = PENDING_TEXT.get(pend["kind"])
        if entry:
            return entry.get(lang) or entry["en"]
        return tx("pending_prompt", lang)
    if turn is not None:
        char = char_noun(turn["char"], lang)
        # The Magician's two ways stand under their own headings (the hands to swap, the discard's panel).
        if not turn["gathered"]:
            return tx("gather_prompt", lang, char=char)
        return tx("turn_prompt", lang, char=char)
    return tx("moves", lang)


def magic_block(view, ui, lang, pend):
    """The Magician's discard as one choice: toggle the cards, then one button discards them and draws."""
    picked = set(ui.get("magic") or [])
    toggles = []
    for i, card in enumerate(view["hand"]):
        on = i in picked
        d = DISTRICTS[card]
        chip = [art.type_icon(d.type), " ", card_name(card, lang), " ",
                h("span", "–" if d.cost is None else str(hand_cost(view, card)), class_="ci-cost")]
        toggles.append(h("button", chip, type="button",
                         class_=f"btn ci-toggle ci-{d.type}" + (" on" if on else ""), data_action="g:mtoggle",
                         data_index=str(i), aria_pressed="true" if on else "false"))
    already = pend["count"] if pend and pend["kind"] == "magic" else 0
    n = len(picked)
    total = n + already
    if total:
        words = tx("magic_go", lang, n=n, m=total) if n else tx("magic_draw", lang, n=total)
        go = h("button", words, type="button", class_="btn primary", data_action="g:magic", data_key="ci-magic")
    else:
        go = h("button", tx("magic_none", lang), type="button", class_="btn", disabled=True, data_key="ci-magic")
    # A panel: open while a discard is chosen or under way, closed at first (it is the Magician's second choice).
    return h("details", h("summary", tx("magic_open", lang)), h("div", toggles, class_="ci-toggles"), go,
             class_="ci-magic", open=bool(picked or already), data_key="ci-magic-panel")


def describe(action, view, lang, names=None):
    """A button's words: the full choice with the people by name and what it costs or touches."""
    base = private_label(action, lang, names)
    kind = action[0]
    me = view.get("viewer")
    if kind == "build":
        return tx("cost_gold", lang, what=base, cost=gold_words(hand_cost(view, action[1]), lang))
    if kind in ("destroy", "seize"):
        target, i = action[1], action[2]
        price = _cost_in_city(view, target, i) + _wall(view, target, action[3])
        if kind == "destroy":
            price -= 1
        return tx("cost_gold", lang, what=base, cost=gold_words(price, lang) if price > 0 else tx("free", lang))
    if kind == "exchange" and me is not None and view.get("pending"):
        give = view["pending"].get("give")
        if isinstance(give, int):
            price = max(0, _cost_in_city(view, action[1], action[2]) - _cost_in_city(view, me, give)) \
                + _wall(view, action[1], action[3])
            return tx("cost_gold", lang, what=base, cost=gold_words(price, lang) if price else tx("free", lang))
    if kind == "beautify":
        return tx("cost_gold", lang, what=base, cost=gold_words(1, lang))
    if kind in ("framework", "necropolis", "armory"):
        return tx("cost_gold", lang, what=base, cost=tx("free", lang))
    if kind == "cardinal" and me is not None:
        short = hand_cost(view, action[1]) - view["gold"][me]
        return tx("borrow", lang, what=base, gold=gold_words(short, lang))
    if kind in ("swap_hands", "wizard"):
        return tx("their_cards", lang, what=base, cards=tx("cards", lang, n=view["hand_sizes"][action[1]]))
    if kind == "spy":
        return tx("their_cards", lang, what=base, cards=tx("cards", lang, n=view["hand_sizes"][action[1]]))
    if kind == "abbot_take":
        return tx("has_gold", lang, what=base, gold=gold_words(view["gold"][action[1]], lang))
    if kind in ("kill", "rob", "bewitch", "warrant", "threat"):
        return f"{base} ({tx('rank', lang, n=RANK_OF[action[1]])})"
    return base


def _cost_in_city(view, seat, index):
    city = view["cities"][seat]
    if not 0 <= index < len(city):
        return 0
    return COST_OF[city[index]] + view["arts"][seat][index]


def _wall(view, seat, card):
    if "great_wall" not in view["cities"][seat]:
        return 0
    itself = (view.get("options") or {}).get("great_wall", "itself") == "itself"
    return 1 if itself or card != "great_wall" else 0
