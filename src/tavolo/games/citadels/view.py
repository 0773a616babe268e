"""The Citadels table as HTML: the characters of the round in a row with their state, the players around the
table (crown, gold, hand, their characters face up once revealed, face down while hidden) each with a city
of district cards, the discards, the viewer's hand, and at the end one action bar with the prompt and the
legal moves (`ctx["legal"]`, given by the shell). Cards are small SVG drawings (art.py).

The action bar is bar.py; the card faces and the board's words are faces.py.
"""

from __future__ import annotations

from ...markup import Markup, counted, h, settled
from . import art
from .bar import CARD_ACTIONS, action_bar, describe, empty_ui, on_event
from .data import COST_OF, DISTRICTS, RANK_OF, TYPES, characters_per_seat
from .faces import back_card, char_card, district_card, gold_words, hand_cost, tx
from .text import card_name, char_name, seat_name

KEPT_UI = ()


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


def char_marks(c, view, lang, names):
    """The public state of character `c` this round as words, and CSS classes."""
    marks, cls = [], []
    if c in view["faceup"]:
        marks.append(tx("faceup", lang))
        cls.append("ci-out")
    holders = view.get("holders") or {}      # the game is over: every holder is known, a killed one's too
    if c in view["revealed"] or c in holders:
        marks.append(names[view["revealed"].get(c, holders.get(c))])
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
    return h("section", h("h3", tx("calling", lang)), settled("ol", cards, class_="ci-calls"),
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
    if down and view["over"]:
        # Nothing is secret any more: the characters discarded face down are named.
        hidden = sorted((c for kind, _, c in view["events"] if kind in ("down", "drop", "rand", "left") and c),
                        key=RANK_OF.__getitem__)
        items.append(h("span", back_card(), tx("down_were", lang, chars=", ".join(char_name(c, lang) for c in hidden)),
                       class_="ci-facedown"))
    elif down:
        items.append(h("span", back_card(), tx("face_down", lang, n=down), class_="ci-facedown"))
    for c in own:
        items.append(h("span", tx("you_dropped", lang, char=char_name(c, lang)), class_="muted"))
    passed = [h("p", tx("passed", lang, chars=", ".join(char_name(c, lang) for c in pool)), class_="muted")
              for _, pool in view["sights"]] if view["phase"] in ("draft", "theater") else []
    return [h("p", items, class_="ci-discards"), passed]


def who_was_who(view, lang, names):
    if view["over"]:
        # Who held each character of the last round, killed ones too (nothing is secret once the game is over).
        pairs = sorted(view["holders"].items(), key=lambda item: RANK_OF[item[0]])
        key = "final_round"
    else:
        pairs = [tuple(x) for x in view.get("prev_revealed") or ()]
        key = "prev_round"
    if not pairs:
        return None
    who = ", ".join(tx("was_killed" if c == view["killed"] else "was", lang, name=names[p], char=char_name(c, lang))
                    for c, p in pairs)
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
    known = view.get("holders") or view["revealed"]      # every holder once the game is over
    shown = sorted((c for c, p in known.items() if p == seat), key=RANK_OF.__getitem__)
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
                       settled("ul", cards, class_="ci-city", data_part=f"city:{seat}"),
                       open_cards(view, seat, lang),
                       class_=cls, data_part=f"seat:{seat}", data_seat=str(seat)))
    return h("section", h("ul", seats, class_="ci-seats"), class_="ci-table")


def open_cards(view, seat, lang):
    """Once the game is over, a seat's hand and the cards under its Museum, named (nothing is secret any more)."""
    if not view["over"]:
        return None
    def names_of(cards):
        return ", ".join(card_name(c, lang) for c in cards) or tx("nothing", lang)
    museum = view["museums"][seat]
    return h("p", tx("in_hand", lang, cards=names_of(view["hands"][seat])),
             [" · ", tx("under_museum", lang, cards=names_of(museum))] if museum else None, class_="muted ci-open")


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


def render_scores(view, lang, names):
    """The final scores in finishing order, each seat with its place (ties broken as the rules say)."""
    from ...i18n import place_words, tr
    from .text import TEXT
    order = view["placings"]["order"]
    places = [place for _, place in order]
    rows = []
    for seat, place in order:
        items = [h("li", f"{tr(TEXT, key, lang)}: {points}") for key, points in view["breakdown"][seat]]
        win = h("span", " ★ " + tx("winner", lang), class_="ci-win") if seat in view["winners"] else None
        rows.append(h("li", h("span", place_words(place, places.count(place) > 1, lang), class_="ci-place"), " ",
                      h("strong", f"{names[seat]}: {view['scores'][seat]}"), win, h("ul", items)))
    return h("section", h("h3", tx("scores", lang)), h("ul", rows, class_="ci-scores"))


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
