"""Italian and English. Texts are tables {key: {"en": ..., "it": ...}} with str.format placeholders."""

from __future__ import annotations

LANGS = ("en", "it")


def pick_lang(preferred: str | None) -> str:
    """'it-IT' -> 'it'; anything unknown -> 'en'."""
    code = (preferred or "").split("-")[0].lower()
    return code if code in LANGS else "en"


def tr(table: dict, key: str, lang: str, **params) -> str:
    """The text for `key` in `lang` (English when missing), filled with `params`.

    A text may be a pair (singular, plural): the count `n` picks one (both languages use the singular for 1 only).
    """
    entry = table.get(key)
    if entry is None:
        return key
    text = entry.get(lang) or entry["en"]
    if isinstance(text, tuple):
        text = text[0] if params.get("n") == 1 else text[1]
    return text.format(**params) if params else text


def error_text(error, lang: str, *tables, words=None) -> str:
    """A translated message for a TavoloError, from the first table that knows its key; else its English text.

    `words(params, lang)` may turn ids among the parameters into what a player calls them."""
    params = words(error.params, lang) if words else error.params
    for table in tables:
        if error.key in table:
            try:
                return tr(table, error.key, lang, **params)
            except (KeyError, IndexError):
                break
    return str(error)


# ---- places at the end of a game (the shell's end table and any board that lists final scores) ----
PLACE_TEXT = {
    "place_shared": {"en": "{place} (tied)", "it": "{place} (pari merito)"},
}


def ordinal(place: int, lang: str) -> str:
    """1st, 2nd, 3rd, 4th, 11th ... in English; 1°, 2° ... in Italian."""
    if lang == "it":
        return f"{place}°"
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def place_words(place: int, shared: bool, lang: str) -> str:
    """A finishing place as a player reads it: "2nd", or "2nd (tied)" when another seat shares it."""
    words = ordinal(place, lang)
    return tr(PLACE_TEXT, "place_shared", lang, place=words) if shared else words
