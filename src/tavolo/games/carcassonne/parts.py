"""The parts of the Carcassonne table an action touches, for the "since your turn" marks.

Part names (the board puts each on the element that shows it, as data-part):
    tile:<x>,<y>   the tile at (x, y): placed, or given a follower (or scored around it)
    seat:<s>       seat s's line: followers left, points
"""

from __future__ import annotations


def touches_place(action, before) -> list:
    return [f"tile:{action[2]},{action[3]}"]


def touches_end(action, before) -> list:
    """A follower (or none) on the tile just placed, which ends the turn and scores."""
    parts = []
    pending = before["pending"]
    if pending:
        parts.append(f"tile:{pending[0]},{pending[1]}")
    elif before["board"]:
        last = before["board"][-1]
        parts.append(f"tile:{last[1]},{last[2]}")
    if before["current"] is not None:
        parts.append(f"seat:{before['current']}")
    return parts
