"""The Romi Rami table as HTML: trophies, the contract market, the number market, the hand, the players.

Everything a person does is a button. Taking: select market cards, then "Take" (enabled only for a legal
choice). Completing: each contract says whether the hand can meet it, and the action bar lists the ways it can
(with and without the star) as ready buttons, contract by contract; a person may also select cards in the hand
and use them. Discarding down to 10: select the cards, then "Discard". Suits always show a symbol and a name,
never a colour alone.

Selecting never moves what is above the pointer: the market's controls keep their rows (Take, Clear and a
hint line of reserved height), and what the hand's selection can do is offered below the hand, after the
fixed "End the turn" row. Nothing that depends on a selection is drawn above the hand.

Parts of the table (see parts.py for the names) carry data-part, and the class `changed` when another seat
touched them since the viewer's last turn (ctx["changed"]).
"""

from __future__ import annotations

import json

from ...i18n import tr
from ...markup import Markup, h
from .art import SUIT_PATHS, emblem
from .data import CONTRACTS, HAND_MAX, NEEDS, SUITS, TROPHIES, number_vector
from .moves import completion_cards, hand_key
from .text import (TEXT as GAME_TEXT, contract_text, contract_words, points_text, requirement_text,
                   suit_name, trophy_text)

__all__ = ["KEPT_UI", "emblem", "empty_ui", "on_event", "render"]

SUIT_GLYPH = {"D": "♦", "H": "♥", "L": "♣"}
WAYS_SHOWN = 3            # ready-made ways per contract (and as many again with the star)

# The cherry symbol, drawn once per board and used by reference (the other suits are text symbols).
CHERRY = f'<symbol id="rr-cherry" viewBox="0 0 24 24">{SUIT_PATHS["C"]}</symbol>'

# The hand's sort order is a preference: the app keeps it when it clears the board's choices after a move.
KEPT_UI = ("sort",)


def tx(key, lang, **params):
    return tr(GAME_TEXT, "ui_" + key, lang, **params)


# ---- interaction ---------------------------------------------------------------------------------------
def empty_ui() -> dict:
    return {"market": [], "hand": [], "sort": "number"}


def _toggle(items, item):
    return sorted(set(items) ^ {item})


def on_event(name, data, view, ui):
    """(new ui, action or None) for a click on the board. Moves themselves are `move` buttons."""
    ui = {**empty_ui(), **ui}
    if name == "sort" and data.get("by") in ("number", "suit"):
        return {**ui, "sort": data["by"]}, None
    if name == "clear":
        return {**ui, "market": [], "hand": []}, None
    if name == "slot" and view.get("phase") == "take":
        try:
            slot = int(data.get("slot", -1))
        except ValueError:
            return ui, None
        if 0 <= slot < len(view["market"]) and view["market"][slot] is not None:
            return {**ui, "market": _toggle(ui["market"], slot)}, None
    if name == "card" and view.get("phase") in ("complete", "discard"):
        try:
            index = int(data.get("index", -1))
        except ValueError:
            return ui, None
        if 0 <= index < len(view["hand"]):
            return {**ui, "hand": _toggle(ui["hand"], index)}, None
    return ui, None


# ---- small pieces -----------------------------------------------------------------------------------------
def suit_icon(suit) -> Markup:
    if suit == "C":
        return h("svg", h("use", href="#rr-cherry"), class_="rr-suit-icon", aria_hidden="true", focusable="false")
    return h("span", SUIT_GLYPH[suit], class_="rr-glyph", aria_hidden="true")


def part(name, changed, classes="") -> dict:
    """The attributes of an element that shows the part `name`: data-part, and `changed` when it is."""
    cls = " ".join(c for c in (classes, "changed" if name in changed else "") if c)
    return {"data_part": name, "class_": cls or None}


def picked_mark(picked) -> Markup | None:
    return h("span", "✓", class_="rr-chosen", aria_hidden="true") if picked else None


def card_name(code, lang) -> str:
    return tx("card_name", lang, n=code[0], suit=suit_name(code[1], lang))


def card(code, lang, small=False) -> Markup:
    """A number card: the number and its suit symbol, the suit's colour as a help only."""
    return h("span", h("span", code[0], class_="rr-num"), suit_icon(code[1]),
             class_=f"rr-card rr-s-{code[1]}" + (" rr-small" if small else ""), role="img",
             aria_label=card_name(code, lang))


def cards_row(codes, lang) -> Markup:
    return h("span", [card(c, lang, small=True) for c in codes], class_="rr-cards")


def fan(size, lang) -> Markup:
    """A combo icon: a fan of `size` cards."""
    return h("span", [h("i") for _ in range(size)], h("b", str(size)), class_=f"rr-fan rr-fan-{size}", role="img",
             aria_label=tx("combo", lang, n=size), title=tx("combo", lang, n=size))


def move_button(label, action, key, cls="btn", disabled=False, aria_label=None):
    return h("button", label, type="button", class_=cls, data_action="move", data_move=json.dumps(list(action)),
             data_key=key, disabled=disabled, aria_label=aria_label)


def meets(req, counts) -> bool:
    """Can a hand with these counts per number meet this one requirement on its own?"""
    if req.kind == "set":
        return max(counts) >= req.size
    if req.kind == "pair":
        return counts[req.number - 1] >= 2
    return any(all(counts[i] for i in range(start, start + req.size)) for start in range(0, 6 - req.size))


def ways(hand, cid, star, same, limit=WAYS_SHOWN):
    """Ready-made ways to complete `cid`: for each pattern of numbers the cards with most bonus, best first.

    Returns ([(cards, bonus), ...] at most `limit` long, how many patterns there are in all)."""
    suit = CONTRACTS[cid].suit
    best = {}
    for cards in completion_cards(hand_key(hand), cid, star, same):
        pattern = tuple(c[0] for c in cards)
        bonus = sum(1 for c in cards if c[1] == suit)
        if pattern not in best or bonus > best[pattern][0]:
            best[pattern] = (bonus, cards)
    ranked = sorted(best.values(), key=lambda bc: (-bc[0], bc[1]))
    return [(cards, bonus) for bonus, cards in ranked[:limit]], len(ranked)


def legal_take(codes) -> bool:
    return 1 <= len(codes) <= 3 and (len({c[0] for c in codes}) == 1 or len({c[1] for c in codes}) == 1)


# ---- the board ---------------------------------------------------------------------------------------------
def render(view, ui, ctx) -> Markup:
    ui = {**empty_ui(), **(ui or {})}
    lang = ctx["lang"]
    names = ctx["names"]
    mark = ctx["mark"]
    viewer = ctx["viewer"]
    changed = frozenset(ctx.get("changed", frozenset()))
    interactive = bool(ctx["interactive"]) and viewer is not None and viewer == view["current"]
    phase = view["phase"] if interactive else None

    banner = None
    if view["over"]:
        banner = h("p", tx("ended_market" if view["end_reason"] == "market" else "ended", lang), class_="rr-banner")
    elif view["end_triggered"]:
        banner = h("p", tx("last_round_market" if view["end_reason"] == "market" else "last_round", lang),
                   class_="rr-banner")

    status = None
    if interactive:
        if phase == "take":
            status = tx("step_take", lang)
        elif phase == "complete":
            status = tx("step_complete", lang)
        else:
            status = tx("step_discard", lang, n=len(view["hand"]) - HAND_MAX, limit=HAND_MAX)
    return h("div", Markup(f'<svg class="svg-defs" aria-hidden="true" focusable="false">{CHERRY}</svg>'),
             banner,
             h("div",
               h("div", render_contracts(view, lang, phase, viewer, changed),
                 render_market(view, ui, lang, phase, changed),
                 render_hand(view, ui, lang, phase, viewer, names), class_="rr-main"),
               # First in the side column: beside the market and hand on a wide screen, right after the hand
               # on a phone (the stylesheet joins the two columns there).
               h("div", action_bar(view, ui, lang, phase, viewer, status, names, mark),
                 render_trophies(view, lang, names, mark, changed),
                 render_players(view, lang, names, mark, viewer, changed),
                 render_piles(view, lang, changed), class_="rr-side"),
               class_="rr-top"),
             # The step of the viewer's turn (take, complete, discard) or "wait": a phone lays the board out for it.
             class_="rr-board", data_phase=phase or "wait")


def render_piles(view, lang, changed) -> Markup:
    facts = [h("span", tx("deck", lang, n=view["deck"]), **part("pile:deck", changed)), " · ",
             h("span", tx("discard_pile", lang, n=len(view["discard"])), **part("pile:discard", changed)), " · ",
             h("span", tx("contract_deck", lang, n=view["contract_deck"]), **part("pile:contracts", changed))]
    return h("section", h("p", facts), h("p", tx("target", lang, n=view["target"]), class_="muted"),
             class_="rr-piles")


def render_trophies(view, lang, names, mark, changed) -> Markup:
    items = []
    for t in view["trophies"]:
        trophy = TROPHIES[t["id"]]
        symbol = suit_icon(trophy.value) if trophy.kind == "suit" else fan(trophy.value, lang)
        leader = t["leader"]
        if leader is None:
            best = max(t["counts"])
            who = tx("trophy_nobody", lang) if best == 0 else tx("trophy_tied", lang, n=best)
            who_html = h("span", who, class_="muted")
        else:
            who_html = h("span", mark(leader), " ", names[leader], " (", str(t["counts"][leader]), ")")
        items.append(h("li", h("span", symbol, class_="rr-trophy-symbol"),
                       h("span", h("strong", trophy_text(trophy, lang)), " · ", points_text(trophy.points, lang)),
                       h("span", tx("leader", lang), " ", who_html), data_trophy=t["id"],
                       **part(f"trophy:{t['id']}", changed, "rr-trophy")))
    return h("section", h("h3", tx("trophies", lang)), h("ul", items, class_="rr-trophies"))


def render_players(view, lang, names, mark, viewer, changed) -> Markup:
    rows = []
    for seat in range(view["players"]):
        current = seat == view["current"]
        facts = [tx("cards_in_hand", lang, n=view["hand_sizes"][seat]),
                 tx("contracts_done", lang, n=len(view["completed"][seat]),
                    pts=points_text(view["contract_points"][seat], lang))]
        size = view["bonus_sizes"][seat]
        facts.append(tx("bonus_pile", lang, n=size) if size is not None else tx("bonus_hidden", lang))
        facts.append(tx("star_used", lang) if view["star_used"][seat] else tx("star_free", lang))
        completed = view["completed"][seat]
        known = view["known"][seat] if seat != viewer and not view["over"] else []
        rows.append(h("li",
                      h("strong", mark(seat), " ", names[seat]),
                      h("span", " ▶ " + tx("to_move", lang), class_="rr-to-move") if current else None,
                      h("span", " · ".join(facts), class_="muted"),
                      h("span", tx("known", lang), " ", cards_row(known, lang), class_="rr-known") if known else None,
                      open_piles(view, seat, lang),
                      h("details", h("summary", tx("completed", lang, n=len(completed))),
                        h("ul", [h("li", contract_line(cid, lang)) for cid in completed], class_="rr-done-list"))
                      if completed else None,
                      aria_current="true" if current else None, data_seat=str(seat),
                      **part(f"seat:{seat}", changed, "rr-player" + (" current" if current else ""))))
    return h("section", h("h3", tx("players", lang)), h("ul", rows, class_="rr-players"), data_say="scores")


def open_piles(view, seat, lang) -> Markup | None:
    """Once the game is over, a seat's hand and suit-bonus pile, shown to everyone (nothing is secret any more)."""
    if not view["over"]:
        return None
    hand, bonus = view["hands"][seat], view["bonus_piles"][seat]
    return h("span", h("span", tx("left_in_hand", lang), " ", cards_row(hand, lang) if hand else tx("none", lang)),
             " · ", h("span", tx("bonus_pile_label", lang), " ", cards_row(bonus, lang) if bonus else tx("none", lang)),
             class_="rr-known")


def contract_line(cid, lang) -> Markup:
    c = CONTRACTS[cid]
    return h("span", h("span", suit_icon(c.suit), " ", suit_name(c.suit, lang), class_=f"rr-s-{c.suit}"), " · ",
             contract_text(cid, lang), " · ", points_text(c.points, lang), " ", [fan(n, lang) for n in c.icons])


def render_contracts(view, lang, phase, viewer, changed) -> Markup:
    """The contract market. What it shows depends on the hand, never on the hand's selection."""
    hand = view["hand"] if viewer is not None else []
    counts = number_vector(hand)
    same = view["options"]["same_number"] == "allowed"
    star_free = viewer is not None and not view["star_used"][viewer]
    items = []
    for slot, cid in enumerate(view["contracts"]):
        if cid is None:
            items.append(h("li", h("p", tx("empty_slot", lang), class_="muted"),
                           **part(f"contract:{slot}", changed, "rr-contract empty")))
            continue
        c = CONTRACTS[cid]
        reqs = []
        for req in c.reqs:
            ok = viewer is not None and meets(req, counts)
            reqs.append(h("li", fan(req.size, lang), " ", requirement_text(req, lang),
                          h("span", " ✓ ", h("span", tx("in_hand", lang), class_="visually-hidden"), class_="rr-ok")
                          if ok else None, class_="rr-req" + (" met" if ok else "")))
        head = h("div", h("span", suit_icon(c.suit), " ", h("span", suit_name(c.suit, lang), class_="rr-suit-name"),
                          class_=f"rr-suit rr-s-{c.suit}"),
                 h("span", points_text(c.points, lang), class_="rr-points"), class_="rr-contract-head")
        body = [head, h("ul", reqs, class_="rr-reqs"),
                h("p", tx("needs", lang, n=c.size), class_="muted rr-needs")]
        if phase == "complete":          # its ways are moves, in the action bar; here only whether there are any
            if ways(hand, cid, False, same)[0] or star_free and ways(hand, cid, True, same)[0]:
                body.append(h("p", h("span", "✓ ", class_="rr-ok", aria_hidden="true"),
                              h("span", tx("can_complete", lang), class_="rr-can-words"), class_="rr-can"))
            else:
                body.append(h("p", tx("cannot_yet", lang), class_="muted rr-cannot"))
        items.append(h("li", body, data_contract=cid, data_flip=f"contract:{cid}",
                       **part(f"contract:{slot}", changed, f"rr-contract rr-b-{c.suit}")))
    return h("section", h("h3", tx("contract_market", lang)), h("ul", items, class_="rr-contracts"),
             data_block="contracts")


def completion_buttons(cid, hand, star_free, same, lang) -> Markup | None:
    """The ready-made ways to complete one contract, under its name (None when the hand has none)."""
    buttons = []
    plain, plain_total = ways(hand, cid, False, same)
    starred, star_total = ways(hand, cid, True, same) if star_free else ([], 0)
    for star, found in ((False, plain), (True, starred)):
        for cards, bonus in found:
            action = ("complete", cid, tuple(cards), star)
            bonus_words = tx("bonus_cards", lang, n=bonus)
            text = tx("complete_with_star" if star else "complete_with", lang,
                      cards=", ".join(card_name(x, lang) for x in cards), bonus=bonus_words)
            # The name is the words (read out); the picture of the cards beside them is for the eye only, so the
            # name never misses a text the button shows.
            label = [h("span", text, class_="visually-hidden"),
                     h("span", cards_row(cards, lang), h("span", " + ★", class_="rr-star") if star else None,
                       h("span", " " + tx("bonus_n", lang, n=bonus), class_="rr-bonus") if bonus else None,
                       class_="rr-way-art", aria_hidden="true")]
            buttons.append(move_button(label, action, f"do-{cid}-{'s' if star else 'p'}-{''.join(cards)}",
                                       cls="btn rr-way"))
    if not buttons:
        return None
    more = (plain_total - len(plain)) + (star_total - len(starred))
    c = CONTRACTS[cid]
    title = h("p", h("span", suit_icon(c.suit), " ", suit_name(c.suit, lang), class_=f"rr-suit rr-s-{c.suit}"), " · ",
              contract_text(cid, lang), " · ", points_text(c.points, lang), class_="rr-way-for")
    note = h("p", tx("more_ways", lang, n=more), class_="muted") if more > 0 else None
    return h("div", title, buttons, note, class_="rr-ways", role="group",
             aria_label=tx("ways_for", lang, contract=contract_words(cid, lang)), data_contract=cid)


def selection_moves(cards, view, viewer) -> list:
    """The completions the selected cards make as they are: (action) for each contract they fit."""
    if not cards:
        return []
    same = view["options"]["same_number"] == "allowed"
    star_free = viewer is not None and not view["star_used"][viewer]
    cards = tuple(sorted(cards))
    vector = number_vector(cards)
    found = []
    for cid in view["contracts"]:
        if cid is None:
            continue
        plain_v, star_v = NEEDS[same][cid]
        if len(cards) == CONTRACTS[cid].size and vector in plain_v:
            found.append(("complete", cid, cards, False))
        elif star_free and len(cards) == CONTRACTS[cid].size - 1 and vector in star_v:
            found.append(("complete", cid, cards, True))
    return found


def first_card(view):
    """The market's first card: where a turn's first decision (what to take) starts (data-decision)."""
    return next((slot for slot, code in enumerate(view["market"]) if code is not None), None)


def render_market(view, ui, lang, phase, changed) -> Markup:
    slots = []
    for slot, code in enumerate(view["market"]):
        if code is None:
            inner = h("span", "—", class_="rr-card rr-gap", aria_label=tx("empty_slot", lang), role="img")
        elif phase == "take":
            picked = slot in ui["market"]
            inner = h("button", card(code, lang), picked_mark(picked), type="button",
                      class_="rr-pick" + (" selected" if picked else ""), data_action="g:slot", data_slot=str(slot),
                      data_key=f"slot{slot}", aria_pressed="true" if picked else "false",
                      aria_label=card_name(code, lang),
                      data_decision=True if not ui["market"] and slot == first_card(view) else None)
        else:
            inner = card(code, lang)
        flip = {"data_flip": f"card:{code}"} if code else {}
        slots.append(h("li", inner, **flip, **part(f"market:{slot}", changed)))
    return h("section", h("h3", tx("number_market", lang)), h("ul", slots, class_="rr-market"),
             market_taken(view, lang), data_block="market")


def market_taken(view, lang) -> Markup:
    """A block of fixed height under the market, in every phase: what was taken this turn, once taken. The take
    itself does not move the hand below it."""
    content = h("p", tx("taken", lang), " ", cards_row(view["taken"], lang), class_="muted") if view["taken"] else None
    return h("div", content, class_="rr-market-controls")


def take_controls(view, ui, lang) -> list:
    """While taking: Take and Clear, then a hint line."""
    chosen = [view["market"][s] for s in ui["market"] if s < len(view["market"]) and view["market"][s]]
    ok = legal_take(chosen)
    action = ("take", tuple(sorted(chosen)))
    if not chosen:
        hint = tx("take_hint", lang)
    else:
        hint = tx("take_ok", lang, n=len(chosen)) if ok else tx("take_bad", lang)
    return [h("div", move_button(tx("take", lang, n=len(chosen)) if chosen else tx("take_none", lang),
                                 action if ok else ("take", ()), "take", cls="btn primary", disabled=not ok),
              h("button", tx("clear", lang), type="button", class_="btn", data_action="g:clear",
                data_key="clear", disabled=not chosen), class_="row"),
            h("p", hint, class_="rr-hint" + (" refusal" if chosen and not ok else ""))]


def action_bar(view, ui, lang, phase, viewer, status, names, mark) -> Markup | None:
    """The prompt and what the person may do now, in one block the stylesheet keeps on screen (the shell's
    .action-bar). Selections are made above it, so choosing never moves a card from under the pointer."""
    if view["over"]:
        return None
    if phase is None:
        current = view["current"]
        if current is None:
            return None
        prompt = h("p", mark(current), " ", names[current], " ▶ ", tx("to_move", lang), class_="rr-step")
        return h("section", prompt, class_="action-bar", data_block="actions", aria_label=tx("actions", lang))
    controls = take_controls(view, ui, lang) if phase == "take" else hand_controls(view, ui, lang, phase, viewer)
    return h("section", h("p", status, class_="rr-step", role="status"), controls,
             class_="action-bar", data_block="actions", aria_label=tx("actions", lang))


def sorted_hand(hand, by):
    indexed = list(enumerate(hand))
    if by == "suit":
        indexed.sort(key=lambda ic: (SUITS.index(ic[1][1]), ic[1][0]))
    return indexed


def render_hand(view, ui, lang, phase, viewer, names) -> Markup:
    if viewer is None:
        if view["over"]:
            return None               # every hand is shown with its player once the game is over
        return h("p", tx("hand_hidden", lang), class_="muted", data_block="hand")
    hand = view["hand"]
    by = ui.get("sort", "number")
    choosing = phase in ("complete", "discard")
    # A discard's decision is which cards to give up: the hand's first card, while none is chosen (data-decision).
    deciding = phase == "discard" and not ui["hand"]
    items = []
    for place, (index, code) in enumerate(sorted_hand(hand, by)):
        if choosing:
            picked = index in ui["hand"]
            items.append(h("li", h("button", card(code, lang), picked_mark(picked), type="button",
                                   class_="rr-pick" + (" selected" if picked else ""), data_action="g:card",
                                   data_index=str(index), data_key=f"card{index}",
                                   aria_pressed="true" if picked else "false", aria_label=card_name(code, lang),
                                   data_decision=True if deciding and place == 0 else None),
                             data_flip=f"card:{code}"))
        else:
            items.append(h("li", card(code, lang), data_flip=f"card:{code}"))
    sorter = h("div", h("span", tx("sort", lang), class_="muted"),
               [h("button", tx("sort_" + key, lang), type="button", class_="btn small", data_action="g:sort",
                  data_by=key, data_key=f"sort-{key}", aria_pressed="true" if by == key else "false")
                for key in ("number", "suit")], class_="row rr-sort", data_unspoken=True)
    star = tx("your_star_used", lang) if view["star_used"][viewer] else tx("your_star_free", lang)
    bonus = view["bonus_cards"]
    mine = h("p", h("span", "★ " + star), " · ", tx("your_bonus", lang, n=len(bonus)), " ",
             cards_row(bonus, lang) if bonus else None, class_="rr-mine")
    return h("section", h("h3", tx("your_hand", lang, name=names[viewer], n=len(hand))), sorter,
             h("ul", items, class_="rr-hand"), mine,
             class_="rr-hand-box", data_block="hand")


def hand_controls(view, ui, lang, phase, viewer) -> Markup | None:
    """In the action bar: first the fixed row (End the turn or Discard, and Clear), then the hint line, then
    what the selection can do, which may grow downwards."""
    if phase not in ("complete", "discard"):
        return None
    hand = view["hand"]
    selected = [hand[i] for i in ui["hand"] if i < len(hand)]
    clear = h("button", tx("clear", lang), type="button", class_="btn", data_action="g:clear", data_key="clear-hand",
              disabled=not selected)
    uses, ready = [], []
    if phase == "complete":
        fixed = [move_button(tx("done", lang), ("done",), "done", cls="btn primary"), clear]
        moves = selection_moves(selected, view, viewer)
        if not selected:
            hint = tx("selected_none", lang)
        else:
            hint = tx("selected", lang, n=len(selected))
            if not moves:
                hint += " " + tx("selected_fit_nothing", lang)
        for action in moves:
            key = "use_selected_star" if action[3] else "use_selected"
            uses.append(move_button(tx(key, lang, contract=contract_words(action[1], lang)), action,
                                    f"do-{action[1]}-selected", cls="btn rr-use"))
        # Then the ready-made ways, contract by contract: every move of this step stays in the bar, so the hand
        # and the contracts above it keep their place on a phone.
        same = view["options"]["same_number"] == "allowed"
        star_free = not view["star_used"][viewer]
        ready = [completion_buttons(cid, hand, star_free, same, lang) for cid in view["contracts"] if cid]
    else:
        need = len(hand) - HAND_MAX
        ok = len(selected) == need
        fixed = [move_button(tx("discard", lang, n=need), ("discard", tuple(sorted(selected))) if ok
                             else ("discard", ()), "discard", cls="btn primary", disabled=not ok), clear]
        hint = tx("discard_hint", lang, n=need, chosen=len(selected))
    return h("div", h("div", fixed, class_="row"), h("p", hint, class_="rr-hint"),
             h("div", uses, class_="rr-uses") if uses else None,
             h("div", ready, class_="rr-way-list") if phase == "complete" and any(ready) else None,
             class_="rr-controls")
