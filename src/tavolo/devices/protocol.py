"""The messages between a host and a joined device: JSON objects whose "t" names the kind.

Host to device: `welcome` (the seat it holds and the table), `state` (its seat's view, its legal moves and the
moves it has not seen yet), `refused` (why it cannot hold a seat), `error` (an action of its was refused, in its
language), `bye` (the host closed the game).
Device to host: `hi` (its version of the site and its language), `act` (the actions its person chose, at the
move count it saw), `undo`.
Anything else, or a field of the wrong type, is refused by `parse` with a LinkError; nothing is changed by it.
"""

from __future__ import annotations

import json

from ..engine import TavoloError, normalize
from ..ui.match import Move

PROTOCOL = 1
MAX_MESSAGE = 2_000_000       # characters: a finished game's record is far smaller


class LinkError(TavoloError):
    """A message from another device that is not a valid one; `key` says why."""


# kind -> {field: type}; every field is required.
FROM_DEVICE = {
    "hi": {"v": int, "site": str, "lang": str},
    "act": {"actions": list, "at": int},
    "undo": {"at": int},
}
FROM_HOST = {
    "welcome": {"v": int, "site": str, "game": str, "gid": str, "seat": int, "names": list, "bots": list},
    "state": {"from": int, "moves": list, "own": dict, "view": dict, "legal": list, "current": (int, type(None)),
              "over": bool, "round": int, "turn": int, "undo": (str, type(None)), "start": list,
              "waiting": list, "record": (str, type(None))},
    "refused": {"why": str},
    "error": {"text": str},
    "bye": {},
}


def dumps(kind: str, **fields) -> str:
    return json.dumps({"t": kind, **fields}, separators=(",", ":"), ensure_ascii=False)


def parse(text, kinds: dict) -> dict:
    """The message in `text` if it is one of `kinds` with every field of the right type, else LinkError."""
    if not isinstance(text, str) or len(text) > MAX_MESSAGE:
        raise LinkError("link_bad_message", "A message from the other device is not a Tavolo message")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise LinkError("link_bad_message", "A message from the other device is not valid JSON") from None
    if not isinstance(message, dict) or message.get("t") not in kinds:
        raise LinkError("link_bad_message", "A message from the other device is not a Tavolo message")
    for name, kind in kinds[message["t"]].items():
        value = message.get(name)
        if name not in message or not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise LinkError("link_bad_message", f"A message from the other device lacks a valid {name!r}")
    return message


# ---- moves as they travel --------------------------------------------------------------------------------
def move_out(move: Move) -> list:
    return [move.seat, move.action, move.commits, move.round, move.parts, move.scores, move.news]


def move_in(data) -> Move:
    """A Move from its travelling form (LinkError when it is not one)."""
    try:
        seat, action, commits, round_, parts, scores, news = data
        if not isinstance(seat, int) or not isinstance(round_, int) or not isinstance(commits, bool):
            raise TypeError
        return Move(seat, normalize(action), commits, round_, tuple(normalize(parts)),
                    scores if scores is None else list(scores), tuple(normalize(news)))
    except (TypeError, ValueError):
        raise LinkError("link_bad_message", "A move from the host is damaged") from None
