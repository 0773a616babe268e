"""The one door for outside text (engine/bounded.py): measured before it is parsed, refused in words, and the only
place in the app where untrusted JSON is parsed."""

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from tavolo.engine.bounded import MAX_DEPTH, TextRefused, nesting, read_json

ROOT = Path(__file__).resolve().parents[2]
DEEP = "[" * 100_000 + "]" * 100_000


def refusal(text, max_bytes=1_000_000, max_depth=MAX_DEPTH):
    with pytest.raises(TextRefused) as caught:
        read_json(text, max_bytes, max_depth)
    return caught.value.key


def test_nesting_is_counted_outside_strings_with_escapes():
    assert nesting('{"a":[[1],{"b":[]}]}') == 4
    assert nesting('["[[[", "\\"[[", [1]]') == 2            # brackets and escaped quotes inside strings
    assert nesting('["\\\\", [[2]]]') == 3                    # an escaped backslash ends nothing
    assert nesting('["\\\\\\"[[[", [1]]') == 2                # an escaped backslash, then an escaped quote
    assert nesting('"\\u005b[[" [') == 1
    assert nesting(DEEP) == 100_000 and nesting("") == 0


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet='[]{}"\\ aé\n'),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(alphabet='[]{}"\\a'), inner, max_size=3),
    max_leaves=30)


def depth(value) -> int:
    if isinstance(value, list):
        return 1 + max(map(depth, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(depth, value.values()), default=0)
    return 0


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_nesting_is_the_parsers_depth_for_any_json(value):
    for text in (json.dumps(value), json.dumps(value, ensure_ascii=False, indent=1)):
        assert nesting(text) == depth(value)
        assert read_json(text, 1_000_000, max_depth=depth(value)) == value


def test_deep_texts_are_refused_before_the_parser(monkeypatch):
    seen = []
    loads = json.loads
    monkeypatch.setattr(json, "loads", lambda text, *a, **k: seen.append(text) or loads(text, *a, **k))
    assert refusal(DEEP) == "text_too_deep"
    assert refusal('{"a":' * 50_000 + "1" + "}" * 50_000) == "text_too_deep"
    assert refusal(DEEP.encode()) == "text_too_deep"
    # a deep text that is not even JSON: refused for its depth, never handed to the parser
    assert refusal("[" * 100_000) == "text_too_deep"
    assert refusal("[" * 33 + "]" * 33) == "text_too_deep" and read_json("[" * 32 + "]" * 32, 100) is not None
    assert seen == ["[" * 32 + "]" * 32]


def test_wide_and_long_texts_within_the_bounds_are_read():
    wide = json.dumps(list(range(100_000)))
    assert read_json(wide, len(wide)) == list(range(100_000))
    long_string = json.dumps("è" * 200_000, ensure_ascii=False)
    assert read_json(long_string, 400_002) == "è" * 200_000


def test_size_is_counted_in_utf8_bytes():
    text = json.dumps("è" * 10, ensure_ascii=False)       # 10 letters of 2 bytes and 2 quotes: 22 bytes
    assert read_json(text, 22) == "è" * 10
    assert refusal(text, max_bytes=21) == "text_too_big"
    assert refusal(b"[" + b"1," * 600 + b"1]", max_bytes=1000) == "text_too_big"
    with pytest.raises(TextRefused) as caught:
        read_json("x" * 5000, 4096)
    assert caught.value.params["size"] >= 5000


def test_bytes_that_are_not_utf8_and_texts_that_are_not_json_are_refused():
    assert refusal(b'{"a": "\xff\xfe"}') == "text_not_utf8"
    assert refusal(b"\xc3") == "text_not_utf8"
    assert read_json('{"a": "é"}'.encode(), 100) == {"a": "é"}
    assert refusal('"unterminated [[[') == "text_not_json"
    assert refusal("{'a': 1}") == "text_not_json"
    assert refusal("") == "text_not_json"
    assert refusal(None) == "text_not_json"
    assert refusal('[1] \\ [[[') == "text_not_json"


# Where JSON from outside could be parsed: Python and the page's scripts. Only the bounded reader may.
ALLOWED_PY = {"src/tavolo/engine/bounded.py"}


def test_the_bounded_reader_is_the_only_json_parser_of_the_app():
    found = []
    for path in sorted((ROOT / "src").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel not in ALLOWED_PY and re.search(r"\bjson\.loads?\(|\bfrom json import\b.*\bloads?\b|JSONDecoder",
                                               path.read_text()):
            found.append(rel)
    for path in sorted((ROOT / "static").rglob("*.*js")):
        # A page script may parse only what the build itself wrote into the page, said on the line.
        if any("JSON.parse" in line and "// trusted: the build wrote it" not in line
               for line in path.read_text().splitlines()):
            found.append(path.relative_to(ROOT).as_posix())
    assert found == [], f"JSON parsed outside engine/bounded.py: {found}"
