"""The faces of Citadels cards as HTML (a district, a character face up or face down) and the board's words, shared
by the table (view.py) and the action bar (bar.py)."""

from __future__ import annotations

from functools import lru_cache

from ...i18n import tr
from ...markup import h
from . import art
from .data import CHARACTERS, COST_OF, DISTRICTS, TYPE_NAMES
from .text import card_name, char_name, char_text, district_text

UI_TEXT = {
    "round": {"en": "Round {n}", "it": "Giro {n}"},
    "target_kill": {"en": "Kill a character:", "it": "Uccidi un personaggio:"},
    "target_rob": {"en": "Rob a character:", "it": "Deruba un personaggio:"},
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
    "deck": {"en": ("Deck: {n} card", "Deck: {n} cards"), "it": ("Mazzo: {n} carta", "Mazzo: {n} carte")},
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
    "discards": {"en": "Discards", "it": "Scarti"},
    "face_up": {"en": "face up", "it": "scoperti"},
    "face_down": {"en": "face down: {n}", "it": "coperti: {n}"},
    "you_dropped": {"en": "you discarded the {char}", "it": "hai scartato {char}"},
    "prev_round": {"en": "Last round: {who}", "it": "Giro precedente: {who}"},
    "this_round": {"en": "This round: {who}", "it": "In questo giro: {who}"},
    "was": {"en": "{name} was the {char}", "it": "{name} era {char}"},
    "final_round": {"en": "Last round: {who}", "it": "Ultimo giro: {who}"},
    "was_killed": {"en": "{name} was the {char} (killed)", "it": "{name} era {char} (ucciso)"},
    "down_were": {"en": "face down: {chars}", "it": "coperti: {chars}"},
    "in_hand": {"en": "In hand: {cards}", "it": "In mano: {cards}"},
    "under_museum": {"en": "Under the Museum: {cards}", "it": "Sotto il Museo: {cards}"},
    "nothing": {"en": "nothing", "it": "niente"},
    "is": {"en": "{name} is the {char}", "it": "{name} è {char}"},
    "rank": {"en": "rank {n}", "it": "rango {n}"},
    "cost_gold": {"en": "{what}: {cost}", "it": "{what}: {cost}"},
    "free": {"en": "free", "it": "gratis"},
    "their_cards": {"en": "{what} ({cards})", "it": "{what} ({cards})"},
    "has_gold": {"en": "{what} (has {gold})", "it": "{what} (ha {gold})"},
    "borrow": {"en": "{what}: borrow {gold}, pay in cards", "it": "{what}: prendi {gold}, paga in carte"},
    "magic_more": {"en": "Magician: pick more cards to discard, then draw",
                   "it": "Mago: scegli altre carte da scartare, poi pesca"},
    "magic_go": {"en": ("Discard {n} card and draw {m}", "Discard {n} cards and draw {m}"),
                 "it": ("Scarta {n} carta e pescane {m}", "Scarta {n} carte e pescane {m}")},
    "magic_draw": {"en": ("Draw {n} card", "Draw {n} cards"), "it": ("Pesca {n} carta", "Pesca {n} carte")},
    "magic_none": {"en": "Pick the cards to discard", "it": "Scegli le carte da scartare"},
    "magic_open": {"en": "Discard cards and draw as many", "it": "Scarta carte e pescane altrettante"},
    "pending_prompt": {"en": "Answer the decision", "it": "Rispondi alla decisione"},
    # a seat's public count: points all can see, and the districts towards a complete city
    "points": {"en": ("{n} point", "{n} points"), "it": ("{n} punto", "{n} punti")},
    "built": {"en": "districts {n}/{m}", "it": "distretti {n}/{m}"},
    "round_more": {"en": "Discards and who was who", "it": "Scarti e chi era chi"},
    # building from the hand, and why a card cannot be built now
    "build_tag": {"en": "Build", "it": "Costruisci"},
    "build_hint": {"en": "Choose a card of your hand to build it", "it": "Scegli una carta della tua mano per costruirla"},
    "why_gather": {"en": "First take 2 gold or draw cards", "it": "Prima prendi 2 monete o pesca carte"},
    "why_gold": {"en": "Not enough gold: it costs {n}, you have {m}", "it": "Oro insufficiente: costa {n}, ne hai {m}"},
    "why_twice": {"en": "Already in your city", "it": "È già nella tua città"},
    "why_limit": {"en": "No build left this turn", "it": "Nessuna costruzione rimasta in questo turno"},
    "why_monument": {"en": "The Monument cannot join a city of 5 or more districts",
                     "it": "Il Monumento non può entrare in una città di 5 o più distretti"},
    "why_vault": {"en": "The Secret Vault is never built: it scores 3 points from your hand at the end",
                  "it": "La Cripta Segreta non si costruisce: vale 3 punti se è in mano alla fine"},
    "why_navigator": {"en": "The Navigator builds nothing", "it": "Il Navigatore non costruisce"},
    "why_now": {"en": "It cannot be built now", "it": "Ora non si può costruire"},
    # a group of moves aimed at a player, or at a district of a player's city
    "group_swap_hands": {"en": "Swap hands with:", "it": "Scambia la mano con:"},
    "group_wizard": {"en": "Look at the hand of:", "it": "Guarda la mano di:"},
    "group_crown_to": {"en": "Give the crown to:", "it": "Dai la corona a:"},
    "group_destroy": {"en": "Destroy a district:", "it": "Distruggi un distretto:"},
    "group_seize": {"en": "Seize a district:", "it": "Prendi un distretto:"},
    "group_exchange": {"en": "Exchange a district:", "it": "Scambia un distretto:"},
    "group_armory": {"en": "Armory: destroy a district:", "it": "Armeria: distruggi un distretto:"},
    "city_of": {"en": ("{name} ({n} district)", "{name} ({n} districts)"),
                "it": ("{name} ({n} distretto)", "{name} ({n} distretti)")},
}


def tx(key, lang, **params):
    return tr(UI_TEXT, key, lang, **params)


def gold_words(n, lang):
    return tx("gold", lang, n=n)


@lru_cache(maxsize=1024)      # a board shows the same cards on every update: made once each
def district_card(card, lang, art_gold=False, cost=None, ability=False, new=False, extra=None, info=False,
                  tag="div"):
    """A district card: the SVG face (coins, type symbol, emblem), the name, for readers the type and cost in
    words; with `ability`, the unique district's text under it; with `info`, its name, type, cost and text in a
    popover on a long press, hover or keyboard focus (data-details; focusable when it has a text)."""
    d = DISTRICTS[card]
    price = COST_OF[card] if cost is None else cost
    note = district_text(card, lang)
    shown = price + (1 if art_gold else 0)
    body = [art.district_face(card, art_gold, price), h("span", card_name(card, lang), class_="ci-name"),
            h("span", card_words(card, lang, shown), class_="ci-meta")]
    if art_gold:
        body.append(h("span", tx("art", lang), class_="ci-mark"))
    if new:
        body.append(h("span", tx("new", lang), class_="ci-new"))
    if ability and note:
        body.append(h("span", note, class_="ci-ability"))
    body.append(extra)
    return h(tag, body, class_=f"ci-card ci-dcard ci-{d.type}" + (" ci-is-new" if new else ""),
             data_card=card, data_flip=f"card:{card}", data_details=card_details(card, lang, shown) if info else None,
             tabindex="0" if info and note else None)


def card_words(card, lang, price=None):
    """A district's type and cost in words: "noble, 3 gold" (a card with no printed cost: "–")."""
    d = DISTRICTS[card]
    type_word = TYPE_NAMES[d.type]["it" if lang == "it" else "en"]
    return f"{type_word}, " + ("–" if d.cost is None else gold_words(COST_OF[card] if price is None else price, lang))


def card_details(card, lang, price=None):
    """What a district card's popover says: its name, type and cost, and what it does."""
    note = district_text(card, lang)
    text = f"{card_name(card, lang)} ({card_words(card, lang, price)})"
    return f"{text}: {note}" if note else text


def char_card(c, lang, marks=(), cls="", ability=False, info=True, part=True, tag="div", motion=None):
    """A character card face up: rank, emblem, the type it earns for, the name, then its state as words; with
    `info`, what it does in a popover on a long press, hover or keyboard focus (data-details).
    `motion`: the data-flip attributes that let it move or turn over (see static/morph.js)."""
    return _char_card(c, lang, tuple(marks), cls, ability, info, part, tag, tuple((motion or {}).items()))


@lru_cache(maxsize=1024)
def _char_card(c, lang, marks, cls, ability, info, part, tag, motion):
    ch = CHARACTERS[c]
    body = [art.char_face(c), h("span", char_name(c, lang), class_="ci-name"),
            h("span", tx("rank", lang, n=ch.rank), class_="ci-meta")]
    body += [h("span", m, class_="ci-mark") for m in marks]
    if ability:
        body.append(h("span", char_text(c, lang), class_="ci-ability"))
    kind = f" ci-{ch.income}" if ch.income else " ci-none"
    return h(tag, body, class_="ci-card ci-ccard" + kind + (" " + cls if cls else ""),
             data_part=f"char:{c}" if part else None, data_char=c,
             data_details=char_details(c, lang, marks) if info else None, tabindex="0" if info else None,
             **dict(motion))


def char_details(c, lang, marks=()):
    """What a character card's popover says: its name and rank, its state this round, what it does."""
    state = f" · {', '.join(marks)}" if marks else ""
    return f"{char_name(c, lang)} ({tx('rank', lang, n=CHARACTERS[c].rank)}){state}: {char_text(c, lang)}"


def back_card(label=None, motion=None):
    return h("span", art.back_face(), h("span", label, class_="ci-name") if label else None,
             class_="ci-card ci-back", **(motion or {}))


def hand_cost(view, card):
    """What building `card` would cost the viewer now (the Factory makes other unique districts cheaper)."""
    cost = COST_OF[card]
    viewer = view["viewer"]
    if viewer is not None and DISTRICTS[card].type == "unique" and card != "factory" \
            and "factory" in view["cities"][viewer]:
        cost = max(0, cost - 1)
    return cost
