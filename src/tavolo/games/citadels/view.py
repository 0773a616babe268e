"""The Citadels table as HTML, phone first: the characters of the round in one row with their state; the viewer's
own seat (gold, cards, points, districts towards a complete city, characters, city) with their hand, whose cards
are built by a tap (a card that cannot be built says why in its details); the other players around the table,
each a line that opens on their characters and city (open at first on a wide screen); and at the end one action
bar with the prompt and the other legal moves (`ctx["legal"]`, given by the shell). Cards are small SVG drawings
(art.py); each card's details come on a long press, hover or keyboard focus (data-details).

The action bar is bar.py; the card faces and the board's words are faces.py.
"""

from __future__ import annotations

import json

from ...catalogs import Words
from ...i18n import tr
from ...markup import Markup, counted, h, settled
from html import escape
from . import art
from .bar import CARD_ACTIONS, action_bar, describe, empty_ui, on_event
from .data import CHARACTERS, COST_OF, DISTRICTS, RANK_OF, TYPES, characters_per_seat
from .faces import back_card, card_details, char_card, district_card, gold_words, hand_cost, tx
from .text import card_name, char_name, char_noun, seat_name

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
    compact = bool(ctx.get("compact"))
    levels = ctx.get("levels") or [None] * view["players"]
    parts = [art.sprite(symbols_for(view, legal)), render_round(view, lang, names, changed, compact)]
    if viewer is not None:
        parts.append(h("section", seat_block(view, viewer, lang, names, levels, changed, viewer, open_=None),
                       render_hand(view, lang, ctx, legal), class_="ci-you"))
    parts.append(render_table(view, lang, names, viewer, changed, levels, compact))
    if view["over"]:
        parts.append(render_scores(view, lang, names))
    else:
        parts.append(action_bar(view, ui, lang, names, viewer, legal, interactive))
    return h("div", parts, class_="ci-board")


def head(view, lang):
    """The round's heading: its number, the last round's warning, the deck, the taxes."""
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


def render_round(view, lang, names, changed, compact=False):
    """The characters of this round in rank order with their state, and under them the characters the draft
    passed to the viewer."""
    cards = []
    turn_char = view["on_turn"]["char"] if view["on_turn"] is not None else None
    # One tab stop for the row, walked with the arrow keys (ui/app.py's map grid): the character on turn, else the
    # first; each card says what it does when focused.
    stop = turn_char if turn_char in view["cast"] else (view["cast"][0] if view["cast"] else None)
    for i, c in enumerate(view["cast"]):
        marks, cls = char_marks(c, view, lang, names)
        if c in view["mine"]:
            marks.append(tx("yours", lang))
            cls.append("ci-mine")
        if c == turn_char:
            cls.append("current")
        if f"char:{c}" in changed:
            cls.append("changed")
        cards.append(h("li", char_card(c, lang, marks, " ".join(cls), cell=(i, c == stop)),
                       aria_current="true" if c == turn_char else None))
    _, passed = render_discards(view, lang)
    return h("section", h("div", h("h3", tx("calling", lang)), head(view, lang), class_="ci-round-head"),
             settled("ol", cards, class_="ci-calls", data_map_grid="citadels-round"), passed, class_="ci-round",
             data_part="draft")


def round_more(view, lang, names, compact=False):
    """The round's discards and who was who in the last round: a panel under the players (closed at first on a
    phone, where the first screen is for the turn)."""
    discards, _ = render_discards(view, lang)
    history = who_was_who(view, lang, names)
    if not discards and not history:
        return None
    return h("details", h("summary", tx("round_more", lang)), discards, history, class_="ci-round-more",
             open=not compact)


def render_discards(view, lang):
    """(the discards of this round, the characters the draft passed to the viewer)."""
    down = sum(1 for kind, _, _ in view["events"] if kind in ("down", "drop", "rand", "left"))
    down += 1 if view.get("aside_waiting") else 0
    own = [c for kind, seat, c in view["events"] if kind == "drop" and c is not None and seat == view["viewer"]]
    passed = [h("p", tx("passed", lang, chars=", ".join(char_name(c, lang) for c in pool)), class_="muted ci-passed")
              for _, pool in view["sights"]] if view["phase"] in ("draft", "theater") else []
    if not down and not view["faceup"]:
        return None, passed
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
        items.append(h("span", tx("you_dropped", lang, char=char_noun(c, lang)), class_="muted"))
    return h("p", items, class_="ci-discards"), passed


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
    who = ", ".join(tx("was_killed" if c == view["killed"] else "was", lang, name=names[p], char=char_noun(c, lang))
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


def seat_facts(view, seat, lang):
    """A seat's public counts: gold, cards in hand, districts towards a complete city, points all can count."""
    gold = view["gold"][seat]
    facts = [h("span", art.icon("ci-coin", cls="ci-icon"), counted(gold_words(gold, lang), gold, f"gold:{seat}"),
               class_="ci-fact"),
             h("span", tx("cards", lang, n=view["hand_sizes"][seat]), class_="ci-fact"),
             h("span", tx("built", lang, n=view["sizes"][seat], m=view["threshold"]), class_="ci-fact ci-built"),
             h("span", counted(tx("points", lang, n=view["points"][seat]), view["points"][seat], f"points:{seat}"),
               class_="ci-points")]
    if view["museum_sizes"][seat]:
        facts.append(h("span", tx("museum", lang, n=view["museum_sizes"][seat]), class_="ci-fact"))
    return facts


def seat_head(view, seat, lang, names, levels, tag="div"):
    crown = None
    if view["crown"] == seat:
        crown = h("span", art.icon("ci-t-noble", label=tx("crown", lang), cls="ci-icon ci-crown"), class_="ci-fact")
    name = names[seat]
    level = levels[seat] if seat < len(levels) else None
    who = h("span", h("strong", name, class_="ci-seat-name"),
            h("span", " · ", level, class_="ci-level") if level else None, class_="ci-who")
    return h(tag, crown, who, seat_facts(view, seat, lang), class_="ci-seat-head", data_say="scores")


def seat_block(view, seat, lang, names, levels, changed, viewer, open_=True, tag="div"):
    """One player at the table: the head (crown, name and bot level, gold, cards, districts, points), their
    characters and their city. `open_` None: all in sight (the viewer's own); else the characters and the city
    are a panel under the head, open at first or not."""
    city = view["cities"][seat]
    arts = view["arts"][seat]
    order = sorted(range(len(city)), key=lambda i: (TYPES.index(DISTRICTS[city[i]].type), COST_OF[city[i]]))
    cards = [h("li", district_card(city[i], lang, bool(arts[i]), info=True)) for i in order]
    cls = "ci-seat" + (" current" if view["current"] == seat else "") + (" ci-me" if viewer == seat else "") \
        + (" changed" if f"city:{seat}" in changed or f"seat:{seat}" in changed else "")
    body = [h("div", seat_chars(view, seat, lang, viewer), class_="ci-seat-chars"),
            settled("ul", cards, class_="ci-city", data_part=f"city:{seat}"),
            open_cards(view, seat, lang)]
    if open_ is None:
        inside = [seat_head(view, seat, lang, names, levels), body]
    else:
        inside = h("details", seat_head(view, seat, lang, names, levels, tag="summary"), h("div", body,
                                                                                           class_="ci-seat-body"),
                   class_="ci-seat-more", open=open_)
    return h(tag, inside, class_=cls, data_part=f"seat:{seat}", data_seat=str(seat),
             data_say="city" if viewer == seat else None)


def render_table(view, lang, names, viewer, changed, levels, compact=False):
    """The other players (every player for a table view), each a line that opens on their city."""
    seats = [seat_block(view, seat, lang, names, levels, changed, viewer, open_=not compact, tag="li")
             for seat in range(view["players"]) if seat != viewer]
    return h("section", h("ul", seats, class_="ci-seats"), round_more(view, lang, names, compact), class_="ci-table")


def open_cards(view, seat, lang):
    """Once the game is over, a seat's hand and the cards under its Museum, named (nothing is secret any more)."""
    if not view["over"]:
        return None
    def names_of(cards):
        return ", ".join(card_name(c, lang) for c in cards) or tx("nothing", lang)
    museum = view["museums"][seat]
    return h("p", tx("in_hand", lang, cards=names_of(view["hands"][seat])),
             [" · ", tx("under_museum", lang, cards=names_of(museum))] if museum else None, class_="muted ci-open")


def why_not_built(view, card, lang):
    """Why the viewer, on their turn, cannot build `card` of their hand now (the engine's order of checks)."""
    turn = view["on_turn"]
    me = view["viewer"]
    city = view["cities"][me]
    if card == "secret_vault":
        return tx("why_vault", lang)
    if turn["char"] == "navigator":
        return tx("why_navigator", lang)
    if not turn["gathered"]:
        return tx("why_gather", lang)
    if card == "monument" and len(city) >= 5:
        return tx("why_monument", lang)
    if card in city and turn["char"] != "wizard" and "quarry" not in city:
        return tx("why_twice", lang)
    counts = card != "stables" and not (turn["char"] == "trader" and DISTRICTS[card].type == "trade")
    if counts and turn["builds"] >= CHARACTERS[turn["char"]].limit:
        return tx("why_limit", lang)
    cost = hand_cost(view, card)
    if view["gold"][me] < cost:
        return tx("why_gold", lang, n=cost, m=view["gold"][me])
    return tx("why_now", lang)


def render_hand(view, lang, ctx, legal=()):
    """The viewer's hand. On their turn a card they may build is a button that builds it; one they cannot build
    says why in its details (a long press, hover or keyboard focus)."""
    last = ctx.get("last")
    fresh = None
    if last and last[0] == view["viewer"] and last[1] and last[1][0] in ("keep", "take"):
        fresh = last[1][1]
    builds = {a[1]: a for a in legal if a[0] == "build"}
    turn = view["on_turn"]
    building = bool(legal) and turn is not None and turn["actor"] == view["viewer"] and view["pending"] is None
    cards = []
    first_build = next((card for card in view["hand"] if card in builds), None)
    for card in view["hand"]:
        new = card == fresh
        if new:
            fresh = None              # one copy only
        cost = hand_cost(view, card)
        face = district_card(card, lang, cost=cost, ability=True, new=new)
        about = card_details(card, lang, cost)
        # Each card is named with what its face shows (name, type, cost, what it does), as a sighted player reads it.
        if card in builds:
            words = describe(builds[card], view, lang, ctx["names"])
            # Building is the turn's next decision once gold or cards are taken: the first card that can be built.
            cards.append(h("li", h("button", face, h("span", tx("build_tag", lang), class_="ci-build-tag"),
                                   type="button", class_="ci-hand-card ci-can-build", data_action="move",
                                   data_move=json.dumps(list(builds[card])), aria_label=f"{words}. {about}",
                                   data_details=about, data_decision=True if card == first_build else None)))
        elif building:
            why = why_not_built(view, card, lang)
            cards.append(h("li", h("div", face, class_="ci-hand-card ci-cannot", tabindex="0", role="group",
                                   aria_label=f"{about.rstrip('.')}. {why}",
                                   data_details=f"{about.rstrip('.')}. {why}")))
        else:
            cards.append(h("li", h("div", face, class_="ci-hand-card", tabindex="0", role="group",
                                   aria_label=about, data_details=about)))
    peek = view.get("peek")
    seen = h("p", tx("seen", lang, cards=", ".join(card_name(c, lang) for c in peek[1])), class_="muted") \
        if peek else None
    body = h("ul", cards, class_="ci-hand") if cards else h("p", tx("hand_empty", lang), class_="muted ci-hand")
    return h("section", h("h3", tx("hand", lang)), body, seen, class_="ci-hand-block", data_block="hand")


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
    label = escape(tr(Words("citadels", "game"), "emblem", lang))
    return Markup(f'<svg viewBox="0 0 120 80" role="img" aria-label="{label}" '
                  f'focusable="false" class="ci-emblem">{EMBLEM}</svg>')
