"""The parts of the Citadels table an action touches, for the "since your turn" marks.

Part names (the board puts each on the element that shows it, as data-part):
    seat:<s>     seat s's line: gold, hand size, the character revealed
    city:<s>     seat s's city
    char:<c>     character c's card in the calling order (killed, robbed, bewitched, warned, threatened)
    draft        the selection: the pool of characters
A secret choice (a pick, a signature) is never named.
"""

from __future__ import annotations


def touched(action, view) -> list:
    """The board parts an action touches, for the 'changed since your turn' marks."""
    kind = action[0]
    actor = view.get("current")
    parts = []
    if actor is not None:
        parts.append(f"seat:{actor}")
    if kind in ("build", "framework", "necropolis", "wizard_build", "beautify", "armory", "destroy", "seize",
                "exchange"):
        if actor is not None:
            parts.append(f"city:{actor}")
        if kind in ("destroy", "seize", "exchange", "armory"):
            parts.append(f"city:{action[1]}")
    if kind in ("kill", "rob", "bewitch", "warrant", "threat"):
        parts.append(f"char:{action[1]}")          # public markers; a pick or a signature is never named
    if kind in ("pick", "drop", "theater"):
        parts.append("draft")
    return parts
