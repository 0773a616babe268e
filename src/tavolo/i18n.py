"""Italian and English. Texts are tables {key: {"en": ..., "it": ...}} with str.format placeholders.

Counts. A text whose number agrees with a word ("1 tile", "2 tiles"; "ne resta 1", "ne restano 2") is a plural
entry: each language gives a tuple of forms, in the order of that language's plural rule (PLURAL_FORMS), and the
entry names the placeholder that holds the count under "count" ("n" when it does not say):
    "ui_map": {"en": ("Map of {n} tile", "Map of {n} tiles"), "it": ("Mappa di {n} tessera", "Mappa di {n} tessere")}
    "must_discard": {"count": "limit", "en": (...), "it": (...)}
A form may leave the number out ("Show the earlier move"); a language whose words do not change with the count
gives one text ("{n} left: {tile}" beside "ne resta {n}" / "ne restano {n}").
tests/contract/test_words_counts.py renders every text of every table with each number at 0, 1 and 2.

Italian "a" before a name. The preposition "a" written just before a placeholder becomes "ad" when the word put
there starts with "a" ("Tocca ad Anna", "a Bea"). Modern usage, as the Accademia della Crusca advises, adds the
"d" only before the same vowel, so "a Elena", "a Ugo". No text joins names with "e", so "e" stays as it is.
"""

from __future__ import annotations

import functools
import re
import string

LANGS = ("en", "it")


def _one_or_other(n) -> int:
    """English and Italian: the first form for 1 (and -1), the second for everything else, 0 included."""
    return 0 if abs(n) == 1 else 1


# For each language: how many forms a plural entry gives, and which one a count takes (like gettext's Plural-Forms).
PLURAL_FORMS = {"en": (2, _one_or_other), "it": (2, _one_or_other)}

# The words that take a "d" before a word starting with the same vowel, by language: {word: the vowels}.
EUPHONIC_D = {"it": {"a": "aàáAÀÁ"}}
_FORMATTER = string.Formatter()


def pick_lang(preferred: str | None) -> str:
    """'it-IT' -> 'it'; anything unknown -> 'en'."""
    code = (preferred or "").split("-")[0].lower()
    return code if code in LANGS else "en"


def count_of(entry: dict) -> str:
    """The placeholder that holds a plural entry's count."""
    return entry.get("count", "n")


def form_for(lang: str, forms: tuple, n) -> str:
    """The form of `forms` (a plural entry's tuple in `lang`) that the count `n` takes."""
    _, rule = PLURAL_FORMS.get(lang, PLURAL_FORMS["en"])
    try:
        return forms[rule(int(n))]
    except (TypeError, ValueError):         # not a number (a hand-made save's refusal): the general form
        return forms[-1]


def tr(table: dict, key: str, lang: str, **params) -> str:
    """The text for `key` in `lang` (English when missing), filled with `params`; a plural entry's form is the
    one its count takes (see the module's note)."""
    entry = table.get(key)
    if entry is None:
        return key
    text_lang = lang if entry.get(lang) else "en"
    text = entry[text_lang]
    if isinstance(text, tuple):
        text = form_for(text_lang, text, params[count_of(entry)])
    return fill(text, text_lang, params) if params else text


def fill(text: str, lang: str, params: dict) -> str:
    """`text` with its placeholders filled (str.format), its words agreeing with what was put in (EUPHONIC_D)."""
    euphonic = EUPHONIC_D.get(lang)
    if not euphonic or not _before_a_field(text, tuple(euphonic)):
        return text.format(**params)
    out = []
    for literal, field, spec, conversion in _pieces(text):
        if field is None:
            out.append(literal)
            continue
        value, _ = _FORMATTER.get_field(field, (), params)
        shown = _FORMATTER.format_field(_FORMATTER.convert_field(value, conversion), spec or "")
        word = _last_word(literal)
        if word and word.lower() in euphonic and shown and shown[0] in euphonic[word.lower()]:
            literal = literal[:-1] + "d "
        out += [literal, shown]
    return "".join(out)


@functools.lru_cache(maxsize=2048)
def _pieces(text: str) -> tuple:
    return tuple(_FORMATTER.parse(text))


@functools.lru_cache(maxsize=2048)
def _before_a_field(text: str, words: tuple) -> bool:
    """Whether one of `words` stands just before a placeholder of `text`."""
    return any(field is not None and (_last_word(literal) or "").lower() in words
               for literal, field, _, _ in _pieces(text))


_LAST_WORD = re.compile(r"(?:^|(?<=[\s(«“\"]))(\w+) $")


def _last_word(literal: str) -> str | None:
    """The word that ends `literal` followed by one space (the word just before a placeholder), if any."""
    found = _LAST_WORD.search(literal)
    return found.group(1) if found else None


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
