"""The guided first game of Shifting Stones (see tavolo/play/guide.py for the contract).

The suggestion is greedy and looks at most two actions ahead (21 shifts and flips, so at most 441 boards):
score the best card that matches; else the action that completes the best card (paid with the card least worth
keeping); else the first of two actions that complete one; else skip to draw 2; else end the turn. Only after
a skip, when skipping again is not allowed, it spends a card on the action that brings a card closest to its
pattern.
"""

from __future__ import annotations

from ...catalogs import Words
from ...i18n import tr
from .bots import MOVES, apply_move
from .data import CARDS, END_TARGET, FLIP, HAND_SIZE, matches, placements
from .text import TEXT, card_words, points_text

WORDS = Words("shifting-stones", "guide")

# Two seats (one bot to watch; the end at 10 cards) and the rulebook's skip (draw 2). Seed 20 deals a card one shift
# from its pattern, scored at once; then a flip completes another card, a skip follows when nothing is within reach,
# the end nears, and the person wins, 18 to 8.
DEAL = {"seats": 2, "seed": 20, "options": {"skip_draw": "two"}, "bots": "easy"}

# In the order of the rules: the turn and its payment, shift, flip, score, skip, patterns, the end, scoring.
LESSONS = ("hand", "shift", "flip", "score", "skip", "patterns", "end", "counts")

# Every reason `suggest` gives (its words are "guide.why_<reason>"; "end" has two, with or without a draw).
REASONS = ("score", "shift_done", "flip_done", "shift_near", "flip_near", "shift_closer", "flip_closer", "skip", "end")

NEAR_END = 3        # the end is taught once a seat is this many scored cards from the target (or closer)

_FIXED = {cid: tuple(fixed for _, fixed in placements(cid)) for cid in CARDS}


def distance(board, cid) -> int:
    """How many stone squares of the card's pattern are wrong where it comes nearest (0: it matches)."""
    return min(sum(board[cell] != face for cell, face in fixed) for fixed in _FIXED[cid])


def _action(cid, move):
    return ("shift", cid, *move) if len(move) == 2 else ("flip", cid, move[0])


def _spare_order(board, hand):
    """The hand, least worth keeping first: fewest points, then farthest from its pattern."""
    return sorted(hand, key=lambda c: (CARDS[c].points, -distance(board, c), c))


def _payer(spare, target):
    return next(c for c in spare if c != target)


def _best_first(hand):
    return sorted(hand, key=lambda c: (-CARDS[c].points, c))


def _two_actions(board) -> dict:
    """{board two actions away: the first of those actions}, in the order of MOVES (each board once)."""
    boards = {}
    for first in MOVES:
        after = apply_move(board, first)
        for second in MOVES:
            boards.setdefault(apply_move(after, second), first)
    return boards


def _plan(view):
    """(action, reason, target card) for the position; the target is the card a shift or flip aims at."""
    board = "".join(view["grid"])
    hand = list(view["hand"])
    ready = [c for c in _best_first(hand) if matches(board, c)]
    if ready:
        return ("score", ready[0]), "score", ready[0]
    spare = _spare_order(board, hand)
    if len(hand) >= 2:
        for target in _best_first(hand):
            for move in MOVES:
                if matches(apply_move(board, move), target):
                    return _action(_payer(spare, target), move), "done", target
    # An action puts at most two stones in place: only cards at most 4 stones away can be done in two.
    near = [c for c in _best_first(hand) if distance(board, c) <= 4] if len(hand) >= 3 else []
    if near:
        boards = _two_actions(board)
        for target in near:
            first = next((move for after, move in boards.items() if matches(after, target)), None)
            if first is not None:
                return _action(_payer(spare, target), first), "near", target
    if view["can_skip"]:
        return ("skip",), "skip", None
    if not view["acted_this_turn"] and len(hand) >= 2:
        # Skipping twice in a row is not allowed: use the poorest card to bring a pattern closer instead.
        best = None
        for target in _best_first(hand):
            before = distance(board, target)
            for move in MOVES:
                after = distance(apply_move(board, move), target)
                if after < before and (best is None or after < best[0]):
                    best = (after, move, target)
        if best is not None:
            _, move, target = best
            return _action(_payer(spare, target), move), "closer", target
    return ("end",), "end", None


def suggest(view, legal):
    action, reason, target = _plan(view)
    if action not in legal:            # never expected: ending is legal whenever the person is to move
        action, reason, target = ("end",), "end", None
    kind = action[0]
    if kind == "score":
        return action, "score", {"card": action[1]}
    if kind in ("shift", "flip"):
        cells = list(action[2:])
        return action, f"{kind}_{reason}", {"cells": cells, "faces": [view["grid"][c] for c in cells],
                                            "card": action[1], "card2": target}
    if kind == "skip":
        return action, "skip", {}
    return action, "end", {"draw": max(0, HAND_SIZE - len(view["hand"]))}


def _completes(view) -> set:
    """The kinds of action ("shift", "flip") by which one action makes another card of the hand match."""
    board, hand = "".join(view["grid"]), view["hand"]
    kinds = set()
    if len(hand) >= 2:
        for move in MOVES:
            after = apply_move(board, move)
            if any(matches(after, c) and not matches(board, c) for c in hand):
                kinds.add("shift" if len(move) == 2 else "flip")
    return kinds


def lessons(view, legal, story):
    # The position says all that matters here (the story adds nothing a lesson waits for).
    if view["over"]:
        return ["end", "counts"]
    if not legal:
        return []
    kind = suggest(view, legal)[0][0]
    ready = _completes(view)
    on = {
        "hand": True,                       # every action is paid with a card, from the first one
        "shift": kind == "shift" or "shift" in ready,
        "flip": kind == "flip" or "flip" in ready,
        "score": any(a[0] == "score" for a in legal),
        "skip": kind == "skip",
        "patterns": True,                   # every suggestion reads the patterns of the hand
        "end": max(len(pile) for pile in view["scored"]) >= view["target"] - NEAR_END,
        "counts": bool(view["scored"][view["viewer"]]),
    }
    return [lesson for lesson in LESSONS if on[lesson]]


def lesson(lesson_id, lang):
    title = tr(WORDS, f"{lesson_id}.title", lang)
    if lesson_id == "end":
        return title, tr(WORDS, "end.text", lang, n=END_TARGET[DEAL["seats"]])
    return title, tr(WORDS, f"{lesson_id}.text", lang)


def _face(face, lang):
    return tr(TEXT, f"face_{face}", lang)


def _cell(cell, lang):
    return tr(TEXT, f"cell_{cell}", lang)


def why(reason, params, lang, names):
    cards = {k: card_words(params[k], lang) for k in ("card", "card2") if params.get(k)}
    if reason == "score":
        return tr(WORDS, "why_score", lang, **cards)
    if reason == "skip":
        return tr(WORDS, "why_skip", lang)
    if reason == "end":
        draw = params.get("draw", 0)
        return tr(WORDS, "why_end_draw", lang, n=draw) if draw else tr(WORDS, "why_end_keep", lang)
    cells, faces = params["cells"], params["faces"]
    if reason.startswith("shift"):
        return tr(WORDS, f"why_{reason}", lang, a=_cell(cells[0], lang), b=_cell(cells[1], lang),
                  face=_face(faces[0], lang), tile=_face(faces[1], lang), **cards)
    return tr(WORDS, f"why_{reason}", lang, cell=_cell(cells[0], lang), face=_face(faces[0], lang),
              shows=_face(FLIP[faces[0]], lang), **cards)


def _names(seats, names, lang):
    listed = [names[s] for s in seats]
    if len(listed) < 2:
        return "".join(listed)
    return tr(WORDS, "names_and", lang, first=", ".join(listed[:-1]), last=listed[-1])


def final(view, lang, names):
    if not view["over"]:
        return []
    scores, piles = view["scores"], view["scored"]
    lines = []
    for seat, pile in enumerate(piles):
        worth = sum(CARDS[c].points for c in pile)
        if pile:
            listed = ", ".join(card_words(c, lang) for c in sorted(pile, key=lambda c: (-CARDS[c].points, c)))
            lines.append(tr(WORDS, "final_cards", lang, name=names[seat], n=len(pile),
                            points=points_text(worth, lang), cards=listed))
        else:
            lines.append(tr(WORDS, "final_none", lang, name=names[seat]))
    ones = [sum(CARDS[c].points == 1 for c in pile) for pile in piles]
    most = max(ones)
    if len(piles) > 1:
        if most == 0:
            lines.append(tr(WORDS, "final_no_bonus", lang))
        else:
            bonus = [s for s, count in enumerate(ones) if count == most]
            if len(bonus) > 1:
                lines.append(tr(WORDS, "final_bonus_tie", lang, names=_names(bonus, names, lang)))
            lines += [tr(WORDS, "final_bonus", lang, name=names[s], n=most, points=points_text(scores[s], lang))
                      for s in bonus]
    winners = view["winners"]
    if len(winners) == 1:
        lines.append(tr(WORDS, "final_win", lang, name=names[winners[0]],
                        points=points_text(scores[winners[0]], lang)))
    elif winners:
        lines.append(tr(WORDS, "final_tie", lang, names=_names(winners, names, lang),
                        points=points_text(scores[winners[0]], lang)))
    return lines
