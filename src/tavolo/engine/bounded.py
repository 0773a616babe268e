"""The one door through which text from outside becomes data: saves read from storage, imported files, shared
links, replay records and messages from other devices.

Every text is measured before it is parsed: its size in UTF-8 bytes against the caller's limit, and its nesting
(arrays and objects open at once) by a scan that does not recurse. A JSON parser recurses once per level, and in
the browser that is the page's own stack: a text nested 100,000 deep would end Python in the page for good
(a damaged save read at start would stop the app from ever starting). Here such a text costs one linear pass and
a refusal.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate

from .errors import TavoloError

MAX_DEPTH = 32          # brackets open at once; a record's deepest is 5, a device message's 6
MAX_MOVE = 4_096        # UTF-8 bytes of one move as a page's control carries it (data-move)


class TextRefused(TavoloError):
    """An outside text that is not let in. `key`: text_too_big, text_not_utf8, text_too_deep, text_not_json."""


def utf8_size(text: str, limit: int) -> int:
    """The text's size in UTF-8 bytes, or more than `limit` as soon as that is sure (a lone surrogate, which a
    browser's string may hold, counts 3 bytes, as the browser's encoder writes it)."""
    if len(text) > limit:
        return len(text)                # a character takes at least one byte
    if len(text) * 3 <= limit:
        return len(text)                # small enough whatever it holds
    return len(text.encode("utf-8", "surrogatepass"))


_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def nesting(text: str) -> int:
    """How many arrays and objects are open at once at most, outside strings.

    Linear and without recursion: escaped backslashes and quotes are dropped (in valid JSON a backslash only
    ever opens an escape inside a string; outside one the parser refuses it on the spot, before going deeper
    than what was counted up to there), the quotes that are left alternate in and out of strings, and the
    brackets outside them give a running depth."""
    unescaped = text.replace("\\\\", "").replace('\\"', "")
    outside = "".join(unescaped.split('"')[::2])
    return max(accumulate(map(_STEP.__getitem__, _NOT_BRACKET.sub("", outside))), default=0)


def read_json(text, max_bytes: int, max_depth: int = MAX_DEPTH):
    """The JSON value of `text` (str, or bytes that must be UTF-8), or TextRefused saying why it is not let in."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > max_bytes:
            raise TextRefused("text_too_big", f"The text is larger than {max_bytes} bytes", size=len(text))
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise TextRefused("text_not_utf8", "The text is not UTF-8") from None
    if not isinstance(text, str):
        raise TextRefused("text_not_json", "There is no text")
    size = utf8_size(text, max_bytes)
    if size > max_bytes:
        raise TextRefused("text_too_big", f"The text is larger than {max_bytes} bytes", size=size)
    if nesting(text) > max_depth:
        raise TextRefused("text_too_deep", f"The text is nested more than {max_depth} deep")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise TextRefused("text_not_json", "The text is not valid JSON") from None
