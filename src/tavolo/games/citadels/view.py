"""The Citadels table as HTML: the characters of the round in a row with their state, the players around the
table (crown, gold, hand, their characters face up once revealed, face down while hidden) each with a city
of district cards, the discards, the viewer's hand, and at the end one action bar with the prompt and the
legal moves (`ctx["legal"]`, given by the shell). Cards are small SVG drawings (art.py).

The Magician's discard is one multi-pick: the person toggles cards (kept in `ui`), and the confirm returns
the list of actions the engine takes one by one (each discard, then the draw).
"""

from __future__ import annotations

import json

from ...markup import Markup, counted, h
from . import art
from .data import CHARACTERS, COST_OF, DISTRICTS, RANK_OF, TYPE_NAMES, TYPES, characters_per_seat
from .text import card_name, char_name, char_text, district_text, private_label, seat_name

KEPT_UI = ()
DESTRUCTIVE = {"destroy", "armory", "exchange", "seize", "kill", "swap_hands", "necropolis"}
UI_TEXT = {
    "round": {"en": "Round {n}", "it": "Giro {n}"},
    "last_round": {"en": "Last round: a city is complete", "it": "Ultimo giro: una città è completa"},
    "choosing": {"en": "{name} is choosing a character", "it": "{name} sta scegliendo un personaggio"},
    "your_pick": {"en": "Choose a character", "it": "Scegli un personaggio"},
    "your_drop": {"en": "Discard a character face down", "it": "Scarta un personaggio coperto"},
    "faceup": {"en": "removed face up", "it": "scartato scoperto"},
    "calling": {"en": "Characters this round", "it": "Personaggi di questo giro"},
    "silent": {"en": "nobody", "it": "nessuno"},
    "killed": {"en": "killed", "it": "ucciso"},
    "robbed": {"en": "robbed", "it": "derubato"},
    "bewitched": {"en": "bewitched", "it": "ammaliato"},
    "warrant": {"en": "warrant", "it": "mandato"},
    "warrant_signed": {"en": "signed warrant", "it": "mandato firmato"},
    "threat": {"en": "threatened", "it": "minacciato"},
    "threat_real": {"en": "real threat", "it": "minaccia vera"},
    "yours": {"en": "yours", "it": "tuo"},
    "hidden_from_others": {"en": "yours, hidden", "it": "tuo, nascosto"},
    "gold": {"en": ("{n} gold", "{n} gold"), "it": ("{n} moneta", "{n} monete")},
    "cards": {"en": ("{n} card", "{n} cards"), "it": ("{n} carta", "{n} carte")},
    "crown": {"en": "has the crown", "it": "ha la corona"},
    "hand": {"en": "Your hand", "it": "La tua mano"},
    "hand_empty": {"en": "No cards in hand", "it": "Nessuna carta in mano"},
    "new": {"en": "new", "it": "nuova"},
    "moves": {"en": "Your move", "it": "La tua mossa"},
    "turn_prompt": {"en": "Your turn as the {char}", "it": "Tocca a te come {char}"},
    "gather_prompt": {"en": "Your turn as the {char}: first take 2 gold or draw cards",
                      "it": "Tocca a te come {char}: prima prendi 2 monete o pesca carte"},
    "keep_prompt": {"en": "Keep one of the cards drawn", "it": "Tieni una delle carte pescate"},
    "confirm": {"en": "Confirm: {what}", "it": "Conferma: {what}"},
    "confirm_ask": {"en": "Are you sure? {what}", "it": "Sei sicuro? {what}"},
    "cancel": {"en": "Cancel", "it": "Annulla"},
    "deck": {"en": "Deck: {n} cards", "it": "Mazzo: {n} carte"},
    "taxes": {"en": "taxes: {t}", "it": "tasse: {t}"},
    "scores": {"en": "Final scores", "it": "Punteggi finali"},
    "winner": {"en": "winner", "it": "vince"},
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
    "discards": {"en": "Discards", "it": "Scarti"},
    "face_up": {"en": "face up", "it": "scoperti"},
    "face_down": {"en": "face down: {n}", "it": "coperti: {n}"},
    "you_dropped": {"en": "you discarded the {char}", "it": "hai scartato {char}"},
    "prev_round": {"en": "Last round: {who}", "it": "Giro precedente: {who}"},
    "this_round": {"en": "This round: {who}", "it": "In questo giro: {who}"},
    "was": {"en": "{name} was the {char}", "it": "{name} era {char}"},
    "is": {"en": "{name} is the {char}", "it": "{name} è {char}"},
    "rank": {"en": "rank {n}", "it": "rango {n}"},
    "cost_gold": {"en": "{what}: {cost}", "it": "{what}: {cost}"},
    "free": {"en": "free", "it": "gratis"},
    "their_cards": {"en": "{what} ({cards})", "it": "{what} ({cards})"},
    "has_gold": {"en": "{what} (has {gold})", "it": "{what} (ha {gold})"},
    "borrow": {"en": "{what}: borrow {gold}, pay in cards", "it": "{what}: prendi {gold}, paga in carte"},
    "magic_prompt": {"en": "Magician: pick the cards to discard, or swap hands",
                     "it": "Mago: scegli le carte da scartare, o scambia la mano"},
    "magic_more": {"en": "Magician: pick more cards to discard, then draw",
                   "it": "Mago: scegli altre carte da scartare, poi pesca"},
    "magic_go": {"en": ("Discard {n} card and draw {m}", "Discard {n} cards and draw {m}"),
                 "it": ("Scarta {n} carta e pescane {m}", "Scarta {n} carte e pescane {m}")},
    "magic_draw": {"en": ("Draw {n} card", "Draw {n} cards"), "it": ("Pesca {n} carta", "Pesca {n} carte")},
    "magic_none": {"en": "Pick the cards to discard", "it": "Scegli le carte da scartare"},
    "pending_prompt": {"en": "Answer the decision", "it": "Rispondi alla decisione"},
}
# The prompt for a pending decision of the viewer, by its kind.
PENDING_TEXT = {
    "bewitch": {"en": "Witch: bewitch a character", "it": "Strega: ammalia un personaggio"},
    "warrant": {"en": "Magistrate: place the next warrant", "it": "Magistrato: metti il prossimo mandato"},
    "sign": {"en": "Magistrate: choose the signed warrant", "it": "Magistrato: scegli il mandato firmato"},
    "threat": {"en": "Blackmailer: place the next threat", "it": "Ricattatore: metti la prossima minaccia"},
    "flower": {"en": "Blackmailer: choose the real threat", "it": "Ricattatore: scegli la minaccia vera"},
    "bribe": {"en": "You are threatened: pay half your gold or refuse",
              "it": "Sei minacciato: paga metà del tuo oro o rifiuta"},
    "blackmail": {"en": "Reveal whether the threat was real?", "it": "Rivelare se la minaccia era vera?"},
    "confiscate": {"en": "Reveal the signed warrant and take the district?",
                   "it": "Rivelare il mandato firmato e prendere il distretto?"},
    "wizard_take": {"en": "Wizard: take a card from that hand", "it": "Stregone: prendi una carta da quella mano"},
    "wizard_use": {"en": "Wizard: build the card now or keep it", "it": "Stregone: costruisci la carta o tienila"},
    "seer": {"en": "Seer: give a card back to each player", "it": "Veggente: restituisci una carta a ciascuno"},
    "cardinal": {"en": "Cardinal: give cards for the gold", "it": "Cardinale: dai carte in cambio dell'oro"},
    "diplomat": {"en": "Diplomat: choose the district to take", "it": "Diplomatico: scegli il distretto da prendere"},
    "den": {"en": "Thieves' Den: pay with cards, then build", "it": "Covo dei Ladri: paga con carte, poi costruisci"},
    "theater": {"en": "Theater: swap a character blind, or keep yours",
                "it": "Teatro: scambia un personaggio alla cieca, o tieni il tuo"},
    "advisor": {"en": "Give the crown to another player", "it": "Dai la corona a un altro giocatore"},
}
CARD_ACTIONS = {"keep", "take"}                     # choices shown as whole cards (cost, type, ability)
CHAR_ACTIONS = {"pick", "drop"}


def tx(key, lang, **params):
    entry = UI_TEXT[key]
    text = entry.get(lang) or entry["en"]
    if isinstance(text, tuple):
        text = text[0] if params.get("n") == 1 else text[1]
    return text.format(**params) if params else text


def gold_words(n, lang):
    return tx("gold", lang, n=n)


# ---- interaction --------------------------------------------------------------------------------------------
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
            return {**ui, "confirm": json.loads(data.get("move", "null"))}, None
        except ValueError:
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


# ---- cards ----------------------------------------------------------------------------------------------------
def district_card(card, lang, art_gold=False, cost=None, ability=False, new=False, extra=None, info=False,
                  tag="div"):
    """A district card: the SVG face (coins, type symbol, emblem), the name, for readers the type and cost in
    words; with `ability`, the unique district's text under it; with `info`, that text one tap away."""
    d = DISTRICTS[card]
    price = COST_OF[card] if cost is None else cost
    type_word = TYPE_NAMES[d.type]["it" if lang == "it" else "en"]
    note = district_text(card, lang)
    words = f"{type_word}, " + ("–" if d.cost is None else gold_words(price + (1 if art_gold else 0), lang))
    top = art.district_face(card, art_gold, price)
    if info and note and not ability:
        top = h("span", top, info_button(card_name(card, lang), note, lang), class_="ci-top")
    body = [top, h("span", card_name(card, lang), class_="ci-name"),
            h("span", words, class_="ci-meta")]
    if art_gold:
        body.append(h("span", tx("art", lang), class_="ci-mark"))
    if new:
        body.append(h("span", tx("new", lang), class_="ci-new"))
    if ability and note:
        body.append(h("span", note, class_="ci-ability"))
    body.append(extra)
    return h(tag, body, class_=f"ci-card ci-dcard ci-{d.type}" + (" ci-is-new" if new else ""),
             data_card=card, data_flip=f"card:{card}")


def char_card(c, lang, marks=(), cls="", ability=False, info=True, part=True, tag="div", motion=None):
    """A character card face up: rank, emblem, the type it earns for, the name, then its state as words.
    `motion`: the data-flip attributes that let it move or turn over (see static/morph.js)."""
    ch = CHARACTERS[c]
    top = art.char_face(c)
    if info and not ability:
        top = h("span", top, info_button(char_name(c, lang), char_text(c, lang), lang), class_="ci-top")
    body = [top, h("span", char_name(c, lang), class_="ci-name"),
            h("span", tx("rank", lang, n=ch.rank), class_="ci-meta")]
    body += [h("span", m, class_="ci-mark") for m in marks]
    if ability:
        body.append(h("span", char_text(c, lang), class_="ci-ability"))
    kind = f" ci-{ch.income}" if ch.income else " ci-none"
    return h(tag, body, class_="ci-card ci-ccard" + kind + (" " + cls if cls else ""),
             data_part=f"char:{c}" if part else None, data_char=c, **(motion or {}))


def info_button(name, note, lang):
    """What a card does, one tap away (never only on hover)."""
    return h("details", h("summary", h("span", "i", class_="ci-i"), aria_label=name + ": " + tx("about", lang)),
             h("span", note, class_="ci-ability"), class_="ci-info")


def back_card(label=None, motion=None):
    return h("span", art.back_face(), h("span", label, class_="ci-name") if label else None,
             class_="ci-card ci-back", **(motion or {}))


def symbols_for(view, legal, hand_cards=()):
    """Every sprite symbol this board draws."""
    ids = {"ci-coin", "ci-back", "ci-t-noble"}
    for c in view["cast"]:
        ids |= art.symbol_ids_for(char=c)
    for city in view["cities"]:
        for card in city:
            ids |= art.symbol_ids_for(card=card)
    for card in list(view["hand"]) + list(hand_cards):
        ids |= art.symbol_ids_for(card=card)
    pend = view.get("pending") or {}
    for card in pend.get("cards") or ():
        ids |= art.symbol_ids_for(card=card)
    peek = view.get("peek")
    for card in (peek[1] if peek else ()):
        ids |= art.symbol_ids_for(card=card)
    for a in legal:
        if a[0] in CARD_ACTIONS:
            ids |= art.symbol_ids_for(card=a[1])
    return ids


# ---- the board ---------------------------------------------------------------------------------------------------
def render(view, ui, ctx) -> Markup:
    ui = {**empty_ui(), **(ui or {})}
    lang = ctx["lang"]
    names = ctx["names"]
    viewer = ctx["viewer"]
    changed = ctx.get("changed", set())
    interactive = bool(ctx["interactive"]) and viewer is not None and viewer == view["current"]
    legal = list(ctx.get("legal") or []) if interactive else []
    parts = [art.sprite(symbols_for(view, legal)), head(view, lang),
             render_round(view, lang, names, changed),
             render_table(view, lang, names, viewer, changed)]
    if viewer is not None:
        parts.append(render_hand(view, lang, ctx))
    if view["over"]:
        parts.append(render_scores(view, lang, names))
    else:
        parts.append(action_bar(view, ui, lang, names, viewer, legal, interactive))
    return h("div", parts, class_="ci-board")


def head(view, lang):
    bits = [h("strong", tx("round", lang, n=view["round"]))]
    if view["last_round"] and not view["over"]:
        bits.append(h("strong", " · " + tx("last_round", lang), class_="ci-last"))
    facts = tx("deck", lang, n=view["deck"])
    if "tax_collector" in view["cast"]:
        facts += " · " + tx("taxes", lang, t=view["tax_token"])
    bits.append(h("span", " · " + facts, class_="muted"))
    return h("p", bits, class_="ci-banner")


def status_text(view, lang, names, viewer=None):
    turn = view["on_turn"]
    text = None
    if turn is not None:
        key = {"normal": "playing", "bewitched": "bewitched_turn", "resume": "resumed"}[turn["mode"]]
        text = tx(key, lang, name=names[turn["actor"]], char=char_name(turn["char"], lang))
    current = view["current"]
    if view["phase"] == "draft" and current is not None and current != viewer:
        text = tx("choosing", lang, name=names[current])
    elif current is not None and current != viewer and (turn is None or current != turn["actor"]):
        text = ((text + " · ") if text else "") + tx("waiting", lang, name=names[current])
    return text


def char_marks(c, view, lang, names):
    """The public state of character `c` this round as words, and CSS classes."""
    marks, cls = [], []
    if c in view["faceup"]:
        marks.append(tx("faceup", lang))
        cls.append("ci-out")
    if c in view["revealed"]:
        marks.append(names[view["revealed"][c]])
        cls.append("ci-revealed")
    elif c in view["called"] and c not in view["faceup"] and view["killed"] != c:
        marks.append(tx("silent", lang))
        cls.append("ci-silent")
    for key in ("killed", "robbed", "bewitched"):
        if view[key] == c:
            marks.append(tx(key, lang))
            cls.append("ci-" + key)
    if c in view["warrants"]:
        marks.append(tx("warrant_signed" if view["signed"] == c else "warrant", lang))
    if c in view["threats"]:
        marks.append(tx("threat_real" if view["flowered"] == c else "threat", lang))
    if c == "tax_collector":
        marks.append(tx("taxes", lang, t=view["tax_token"]))
    return marks, cls


def render_round(view, lang, names, changed):
    """The characters of this round in rank order with their state, the discards, and who was who."""
    cards = []
    turn_char = view["on_turn"]["char"] if view["on_turn"] is not None else None
    for c in view["cast"]:
        marks, cls = char_marks(c, view, lang, names)
        if c in view["mine"]:
            marks.append(tx("yours", lang))
            cls.append("ci-mine")
        if c == turn_char:
            cls.append("current")
        if f"char:{c}" in changed:
            cls.append("changed")
        cards.append(h("li", char_card(c, lang, marks, " ".join(cls)),
                       aria_current="true" if c == turn_char else None))
    return h("section", h("h3", tx("calling", lang)), h("ol", cards, class_="ci-calls"),
             render_discards(view, lang), who_was_who(view, lang, names), class_="ci-round", data_part="draft")


def render_discards(view, lang):
    down = sum(1 for kind, _, _ in view["events"] if kind in ("down", "drop", "rand", "left"))
    down += 1 if view.get("aside_waiting") else 0
    own = [c for kind, seat, c in view["events"] if kind == "drop" and c is not None and seat == view["viewer"]]
    if not down and not view["faceup"] and not view["sights"]:
        return None
    items = [h("strong", tx("discards", lang), ": ")]
    if view["faceup"]:
        items.append(h("span", tx("face_up", lang) + ": "
                       + ", ".join(char_name(c, lang) for c in view["faceup"]), class_="ci-faceup"))
    if down:
        items.append(h("span", back_card(), tx("face_down", lang, n=down), class_="ci-facedown"))
    for c in own:
        items.append(h("span", tx("you_dropped", lang, char=char_name(c, lang)), class_="muted"))
    passed = [h("p", tx("passed", lang, chars=", ".join(char_name(c, lang) for c in pool)), class_="muted")
              for _, pool in view["sights"]] if view["phase"] in ("draft", "theater") else []
    return [h("p", items, class_="ci-discards"), passed]


def who_was_who(view, lang, names):
    if view["over"]:
        pairs = sorted(view["revealed"].items(), key=lambda item: RANK_OF[item[0]])
        key, verb = "this_round", "was"
    else:
        pairs = [tuple(x) for x in view.get("prev_revealed") or ()]
        key, verb = "prev_round", "was"
    if not pairs:
        return None
    who = ", ".join(tx(verb, lang, name=names[p], char=char_name(c, lang)) for c, p in pairs)
    return h("p", tx(key, lang, who=who), class_="ci-history")


def seat_chars(view, seat, lang, viewer):
    """A seat's characters: face up once revealed (or to their holder), face down while hidden. Each place is a
    piece of its own (data-flip), so a character revealed there turns over, and one the viewer just picked
    comes from the button it was picked with."""
    n = view["players"]
    if view["phase"] == "draft":
        held = sum(1 for kind, s, _ in view["events"] if kind == "pick" and s == seat)
    else:
        held = characters_per_seat(n)
    shown = sorted((c for c, p in view["revealed"].items() if p == seat), key=RANK_OF.__getitem__)
    faces = [(c, [tx("killed", lang)] if view["killed"] == c else [], "ci-mini") for c in shown]
    if seat == viewer:
        faces += [(c, [tx("hidden_from_others", lang)], "ci-mini ci-mine") for c in view["mine"] if c not in shown]
    out = []
    for place in range(held):
        motion = {"data_flip": f"held:{seat}:{place}"}
        if place >= len(faces):
            out.append(back_card(motion={**motion, "data_face": "back"}))
            continue
        c, marks, cls = faces[place]
        motion["data_face"] = c
        if seat == viewer and view["phase"] == "draft":
            motion["data_flip_from"] = f"choice:{c}"
        out.append(char_card(c, lang, marks, cls, info=False, part=False, motion=motion))
    return out


def render_table(view, lang, names, viewer, changed):
    seats = []
    current = view["current"]
    for seat in range(view["players"]):
        gold = view["gold"][seat]
        facts = [h("span", art.icon("ci-coin", cls="ci-icon"), counted(gold_words(gold, lang), gold, f"gold:{seat}"),
                   class_="ci-fact"),
                 h("span", tx("cards", lang, n=view["hand_sizes"][seat]), class_="ci-fact")]
        crown = None
        if view["crown"] == seat:
            crown = h("span", art.icon("ci-t-noble", label=tx("crown", lang), cls="ci-icon ci-crown"),
                      class_="ci-fact")
        if view["museum_sizes"][seat]:
            facts.append(h("span", tx("museum", lang, n=view["museum_sizes"][seat]), class_="ci-fact"))
        city = view["cities"][seat]
        arts = view["arts"][seat]
        order = sorted(range(len(city)), key=lambda i: (TYPES.index(DISTRICTS[city[i]].type), COST_OF[city[i]]))
        cards = [h("li", district_card(city[i], lang, bool(arts[i]), info=True)) for i in order]
        cls = "ci-seat" + (" current" if current == seat else "") + (" ci-me" if viewer == seat else "") \
            + (" changed" if f"city:{seat}" in changed or f"seat:{seat}" in changed else "")
        seats.append(h("li", h("div", crown, h("strong", names[seat], class_="ci-seat-name"), facts,
                               class_="ci-seat-head"),
                       h("div", seat_chars(view, seat, lang, viewer), class_="ci-seat-chars"),
                       h("ul", cards, class_="ci-city", data_part=f"city:{seat}"),
                       class_=cls, data_part=f"seat:{seat}", data_seat=str(seat)))
    return h("section", h("ul", seats, class_="ci-seats"), class_="ci-table")


def render_hand(view, lang, ctx):
    last = ctx.get("last")
    fresh = None
    if last and last[0] == view["viewer"] and last[1] and last[1][0] in ("keep", "take"):
        fresh = last[1][1]
    cards = []
    for card in view["hand"]:
        new = card == fresh
        if new:
            fresh = None              # one copy only
        cards.append(h("li", district_card(card, lang, cost=hand_cost(view, card), ability=True, new=new)))
    peek = view.get("peek")
    seen = h("p", tx("seen", lang, cards=", ".join(card_name(c, lang) for c in peek[1])), class_="muted") \
        if peek else None
    body = h("ul", cards, class_="ci-hand") if cards else h("p", tx("hand_empty", lang), class_="muted ci-hand")
    return h("section", h("h3", tx("hand", lang)), body, seen, class_="ci-hand-block")


def hand_cost(view, card):
    """What building `card` would cost the viewer now (the Factory makes other unique districts cheaper)."""
    cost = COST_OF[card]
    viewer = view["viewer"]
    if viewer is not None and DISTRICTS[card].type == "unique" and card != "factory" \
            and "factory" in view["cities"][viewer]:
        cost = max(0, cost - 1)
    return cost


# ---- the action bar ---------------------------------------------------------------------------------------------
def move_button(content, action, cls="btn", aria_label=None):
    return h("button", content, type="button", class_=cls, data_action="move", data_move=json.dumps(list(action)),
             aria_label=aria_label)


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
        cards = [move_button([char_card(a[1], lang, ability=True, info=False, part=False, tag="span",
                                        motion={"data_flip": f"choice:{a[1]}"}),
                              h("span", describe(a, view, lang, names), class_="ci-btn-text")], a,
                             cls="btn ci-pick") for a in legal]
        return [h("p", tx("your_drop" if drop else "your_pick", lang), class_="ci-prompt"),
                h("div", cards, class_="ci-pool")]
    prompt = turn_prompt(view, lang, pend)
    out = [h("p", prompt, class_="ci-prompt")]
    rest = legal
    if "magic_discard" in kinds or (pend and pend["kind"] == "magic"):
        out.append(magic_block(view, ui, lang, pend))
        rest = [a for a in legal if a[0] not in ("magic_discard", "magic_draw")]
    cards = [a for a in rest if a[0] in CARD_ACTIONS]
    if cards:
        out.append(h("div", [move_button([district_card(a[1], lang, cost=hand_cost(view, a[1]), ability=True,
                                                        tag="span"),
                                          h("span", describe(a, view, lang, names), class_="ci-btn-text")],
                                         a, cls="btn ci-pick") for a in cards], class_="ci-pool"))
    buttons = []
    for a in rest:
        if a[0] in CARD_ACTIONS:
            continue
        text = describe(a, view, lang, names)
        buttons.append(ask_button(text, a) if a[0] in DESTRUCTIVE else move_button(text, a))
    if buttons:
        out.append(h("div", buttons, class_="ci-buttons"))
    return out


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
        char = char_name(turn["char"], lang)
        if not turn["gathered"]:
            if turn["char"] == "magician" and not turn["ability"]:
                return tx("gather_prompt", lang, char=char) + " · " + tx("magic_prompt", lang)
            return tx("gather_prompt", lang, char=char)
        if turn["char"] == "magician" and not turn["ability"]:
            return tx("magic_prompt", lang)
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
    return h("div", h("div", toggles, class_="ci-toggles"), go, class_="ci-magic")


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


def render_scores(view, lang, names):
    from ...i18n import tr
    from .text import TEXT
    rows = []
    for seat, parts in enumerate(view["breakdown"]):
        items = [h("li", f"{tr(TEXT, key, lang)}: {points}") for key, points in parts]
        win = h("span", " ★ " + tx("winner", lang), class_="ci-win") if seat in view["winners"] else None
        rows.append(h("li", h("strong", f"{names[seat]}: {view['scores'][seat]}"), win, h("ul", items)))
    return h("section", h("h3", tx("scores", lang)), h("ol", rows, class_="ci-scores"))


__all__ = ["KEPT_UI", "describe", "emblem", "empty_ui", "on_event", "render", "seat_name", "RANK_OF"]


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
