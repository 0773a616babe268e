"""The messages between a host and a joined device: JSON objects whose "t" names the kind.

Host to device: `welcome` (the seat it holds and the table), `state` (its seat's view, its legal moves and the
moves it has not seen yet), `refused` (why it cannot hold a seat), `error` (an action of its was refused, in its
language), `bye` (the host closed the game).
Device to host: `hi` (its version of the site and its language), `act` (the actions its person chose, at the
move count it saw), `undo`.
Anything else, or a field of the wrong type, is refused by `parse` with a LinkError; nothing is changed by it.
Every message is measured before it is parsed (engine/bounded.py): its size in UTF-8 bytes against a limit for its
direction (a device sends a few actions; a host may send a finished game's record), and its nesting depth.
static/link.js applies the same limits before it hands a message to the page.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..engine import TavoloError, normalize
from ..engine.bounded import MAX_DEPTH, TextRefused, read_json
from ..play.match import Move

PROTOCOL = 1
# Sizes in UTF-8 bytes. A device's longest message is an `act` of at most MAX_ACTIONS actions, each under 100
# bytes in every game; a host's, a finished game's whole state for a seat that joins at the end (under 64 KB in
# every game), bounded by the 256 KiB max-message-size both ends of a data channel announce (static/link.js).
MAX_FROM_DEVICE = 4_096
MAX_FROM_HOST = 262_144
MAX_BETWEEN_TABS = 4_096      # a reply code handed from one tab to another, and its answer
MAX_ACTIONS = 20              # actions in one `act`


class LinkError(TavoloError):
    """A message from another device that is not a valid one; `key` says why."""


@dataclass(frozen=True)
class Inbox:
    """What one side accepts: kind -> {field: type} (every field required, others ignored), and its size limit."""
    kinds: dict
    max_bytes: int


FROM_DEVICE = Inbox({
    "hi": {"v": int, "site": str, "lang": str},
    "act": {"actions": list, "at": int},
    "undo": {"at": int},
}, MAX_FROM_DEVICE)
FROM_HOST = Inbox({
    "welcome": {"v": int, "site": str, "game": str, "gid": str, "seat": int, "names": list, "bots": list},
    "state": {"from": int, "moves": list, "own": dict, "view": dict, "legal": list, "current": (int, type(None)),
              "over": bool, "round": int, "turn": int, "undo": (str, type(None)), "start": list,
              "waiting": list, "record": (str, type(None))},
    "refused": {"why": str},
    "error": {"text": str},
    "bye": {},                # `page`: true when the host's page went (closed or reloaded), not the game
}, MAX_FROM_HOST)


def dumps(kind: str, **fields) -> str:
    return json.dumps({"t": kind, **fields}, separators=(",", ":"), ensure_ascii=False)


def bounded_json(text, max_bytes: int):
    """The JSON value in `text`, measured before it is parsed (LinkError when too large, too deep or not JSON)."""
    try:
        return read_json(text if isinstance(text, str) else None, max_bytes, MAX_DEPTH)
    except TextRefused as refused:
        why = {"text_too_big": "too large", "text_too_deep": "nested too deep"}.get(refused.key, "not valid JSON")
        raise LinkError("link_bad_message", f"A message from the other device is {why}") from None


def parse(text, inbox: Inbox) -> dict:
    """The message in `text` if it is within the inbox's bounds and one of its kinds with every field of the right
    type, else LinkError."""
    message = bounded_json(text, inbox.max_bytes)
    kinds = inbox.kinds
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
