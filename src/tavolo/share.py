"""A finished game as a link: its record, compressed into the URL fragment (never sent to any server).

    #/share/r1.<base64url of the zlib-compressed record JSON>

Anything wrong with a link (cut short, altered, another site's, a game this site does not have, a game not
finished) becomes a RecordError with a key the app translates.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib

from .engine import RecordError
from .engine.record import GameRecord, MAX_TEXT, from_json, replay

PREFIX = "r1."


def encode(record: GameRecord) -> str:
    data = record.to_dict()
    data.pop("meta", None)
    raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def decode(payload: str, games: dict, levels=None):
    """(record, final state) of a shared game; RecordError when the link cannot give a finished game."""
    if not isinstance(payload, str) or not payload.startswith(PREFIX):
        raise RecordError("bad_link", "This link does not hold a Tavolo game, or it was cut short")
    body = payload[len(PREFIX):]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_TEXT)
        if inflater.unconsumed_tail or not inflater.eof:
            raise ValueError("truncated or too large")
        text = raw.decode("utf-8")
    except (binascii.Error, ValueError, zlib.error, UnicodeDecodeError):
        raise RecordError("bad_link", "This link does not hold a Tavolo game, or it was cut short") from None
    try:
        record = from_json(text, games, levels)
    except RecordError as error:
        if error.key in ("not_json", "corrupt", "foreign", "too_big"):
            raise RecordError("bad_link", "This link does not hold a Tavolo game, or it was cut short") from None
        raise
    state = replay(record, games)
    if not state.is_over:
        raise RecordError("link_unfinished", "This link holds a game that is not finished")
    return record, state
