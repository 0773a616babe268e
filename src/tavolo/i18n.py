"""Words in every language the catalogs hold (tavolo/catalogs.py): tables of messages, filled with str.format
placeholders.

Counts. A text whose number agrees with a word ("1 tile", "2 tiles"; "ne resta 1", "ne restano 2") is a plural
message: each language gives its forms, in the order of its catalog's Plural-Forms, and the table names the
placeholder that holds the count when it is not "n" (Words(..., counts=...)). A form may leave the number out
("Show the earlier move"). tests/contract/test_words_counts.py renders every text of every table with each
number at 0, 1 and 2.
"""

from __future__ import annotations

from . import catalogs
from .catalogs import SOURCE, Words, languages


def pick_lang(preferred: str | None) -> str:
    """'it-IT' -> 'it'; a language without catalogs -> English."""
    code = (preferred or "").split("-")[0].lower()
    return code if code in languages() else SOURCE


def count_of(entry) -> str:
    """The placeholder that holds a plural entry's count."""
    return entry.get("count", "n")


def form_for(lang: str, forms: tuple, n) -> str:
    """The form of `forms` (a plural entry's forms in `lang`) that the count `n` takes, by the language's
    Plural-Forms."""
    try:
        return forms[min(catalogs.plural_form(lang, abs(int(n))), len(forms) - 1)]
    except (TypeError, ValueError):         # not a number (a hand-made save's refusal): the general form
        return forms[-1]


class Noun:
    """A name that a sentence may take in another form, as an attribute: "{char}" is the name as printed,
    "{char.the}", "{char.of}" ... the forms the catalog gives under "<table>.<form>.<key>" for the role the name
    plays in the sentence. A language's articles, elisions, contractions and cases are its catalog's ("the Abbot"
    / "l'Abate", "on the King" / "sul Re", "den Prediger"), never code's."""

    __slots__ = ("domain", "table", "key", "lang")

    def __init__(self, domain: str, table: str, key: str, lang: str):
        self.domain, self.table, self.key, self.lang = domain, table, key, lang

    def __getattr__(self, form: str) -> str:
        if form.startswith("_"):
            raise AttributeError(form)
        return catalogs.message(self.domain, f"{self.table}.{form}.{self.key}", self.lang)

    def __str__(self) -> str:
        return catalogs.message(self.domain, f"{self.table}.{self.key}", self.lang)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def tr(table, key: str, lang: str, **params) -> str:
    """The text for `key` in `lang` (English when missing), filled with `params`; a plural entry's form is the
    one its count takes (see the module's note)."""
    entry = table.get(key)
    if entry is None:
        return key
    text_lang = lang if entry.get(lang) else SOURCE
    text = entry[text_lang]
    if isinstance(text, tuple):
        text = form_for(text_lang, text, params[count_of(entry)])
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
PLACE_TEXT = Words("shell", "place")


def ordinal(place: int, lang: str) -> str:
    """A finishing place as its language writes it ("1st", "1°", "1.", "1er"): the catalog's "place.ordinal.<n>"."""
    key = f"ordinal.{place}"
    return tr(PLACE_TEXT, key, lang) if key in PLACE_TEXT else str(place)


def place_words(place: int, shared: bool, lang: str) -> str:
    """A finishing place as a player reads it: "2nd", or "2nd (tied)" when another seat shares it."""
    words = ordinal(place, lang)
    return tr(PLACE_TEXT, "place_shared", lang, place=words) if shared else words
