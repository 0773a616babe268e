"""The parts of the Shifting Stones table an action touches, for the "since your turn" marks.

Part names (the board puts each on the element that shows it, as data-part):
    cell:<n>      the tile in cell n (0..8, row by row from the top left): flipped, or moved by a shift
    seat:<s>      seat s's public line: cards in hand, cards scored, skipped last turn
    scored:<s>    seat s's pile of scored cards
    pile:deck     the deck (its count)
    pile:discard  the discard pile (its count and top card)
Hidden cards are never named: a hand is only ever "seat:<s>".
"""

from __future__ import annotations

from .data import HAND_SIZE, SKIP_DRAW, SKIP_UP_TO


def touches_shift(action, before) -> list:
    return [f"cell:{action[2]}", f"cell:{action[3]}", "pile:discard", f"seat:{before['current']}"]


def touches_flip(action, before) -> list:
    return [f"cell:{action[2]}", "pile:discard", f"seat:{before['current']}"]


def touches_score(action, before) -> list:
    seat = before["current"]
    return [f"scored:{seat}", f"seat:{seat}"]


def touches_draw(action, before) -> list:
    """An end of turn or a skip: the hand is refilled from the deck (reshuffling the discards when it runs out)."""
    seat = before["current"]
    held = before["hand_sizes"][seat]
    if action[0] == "end":
        draws = max(0, HAND_SIZE - held)
    elif before["options"].get("skip_draw") == "six":
        draws = max(0, SKIP_UP_TO - held)
    else:
        draws = SKIP_DRAW
    parts = [f"seat:{seat}"]
    if draws:
        parts.append("pile:deck")
        if draws > before["deck_size"] and before["discard"]:
            parts.append("pile:discard")      # the discard pile was shuffled into a new deck
    return parts
