"""Every word a person reads comes from gettext catalogs: `tavolo/locale/<lang>/<domain>.po`, one domain for the
shell (`shell`) and one per game (its id), English the source language. The build compiles them to `.mo`
(`msgfmt --check`, tools/catalogs.py) and Python's own gettext module reads them here.

A message is found by its context (`msgctxt`), "<table>.<key>" ("news.robbed"), which the code names; its English
text is the msgid, and a translation counts only for the msgid it was made for (a changed English text falls back
to English until it is translated again, as gettext does). Plural forms follow each catalog's Plural-Forms header.

A language is a folder of catalogs: one with a shell catalog appears in the app with no change to the code.

The page carries the English catalogs only (the source, which every message needs): each other language is an
archive of its own (locale-<lang>.zip, tools/build.py), fetched when it is first shown and handed to `install`.
The page tells which languages it can fetch, and each one's name in itself (`offer`): a person looks for their
language by that name before its words are fetched.
"""

from __future__ import annotations

import functools
import gettext
import io
import zipfile
from collections.abc import Mapping
from importlib import resources

SOURCE = "en"
SHELL = "shell"
_OFFERED: set = set()   # languages the page can fetch, beyond those at hand
_INSTALLED: dict = {}   # (lang, domain) -> the .mo bytes of a language fetched as an archive
_OWN_NAMES: dict = {}   # lang -> its name in itself, as the page was told (offer)


def _locale():
    return resources.files("tavolo") / "locale"


@functools.cache
def _at_hand() -> frozenset:
    """The languages whose shell catalog is compiled beside the code."""
    try:
        return frozenset(entry.name for entry in _locale().iterdir()
                         if entry.is_dir() and (entry / f"{SHELL}.mo").is_file())
    except (FileNotFoundError, NotADirectoryError):
        return frozenset()


def languages() -> tuple:
    """The languages a person may choose: at hand, installed or offered; English first, then by code."""
    found = _at_hand() | {lang for lang, _ in _INSTALLED} | _OFFERED | {SOURCE}
    return tuple(sorted(found, key=lambda code: (code != SOURCE, code)))


def offer(codes, names=None) -> None:
    """The languages the page can fetch (its list, written by the build), each a code of letters, and their names
    in themselves ({code: name})."""
    _OFFERED.update(code for code in codes if isinstance(code, str) and code.isalpha() and code.islower())
    _OWN_NAMES.update({code: name.strip() for code, name in (names or {}).items()
                       if code in _OFFERED and isinstance(name, str) and name.strip()})


def own_name(lang: str) -> str:
    """A language's name in itself ("Deutsch"): from its catalog when at hand, else as the page was told."""
    if ready(lang):
        return message(SHELL, "text.language_name", lang)
    return _OWN_NAMES.get(lang, lang.upper())


def own_names() -> dict:
    """{code: its name in itself} of the languages at hand (what the build tells the page)."""
    return {code: own_name(code) for code in languages() if ready(code)}


def ready(lang: str) -> bool:
    """Whether a language's words are at hand (else its archive is to be fetched and installed first)."""
    return lang == SOURCE or lang in _at_hand() or (lang, SHELL) in _INSTALLED


def install(lang: str, archive: bytes) -> None:
    """A language's catalogs from its archive (locale-<lang>.zip: <domain>.mo files); raises ValueError when it is
    not one (nothing is changed then)."""
    found = {}
    try:
        with zipfile.ZipFile(io.BytesIO(archive)) as zf:
            for name in zf.namelist():
                if name.endswith(".mo") and "/" not in name:
                    data = zf.read(name)
                    gettext.GNUTranslations(io.BytesIO(data))      # raises on a damaged catalog
                    found[name[:-3]] = data
    except (zipfile.BadZipFile, OSError, EOFError) as error:
        raise ValueError(f"not a catalog archive: {error}") from None
    if SHELL not in found:
        raise ValueError(f"the archive of {lang!r} has no {SHELL} catalog")
    _INSTALLED.update({(lang, domain): data for domain, data in found.items()})
    catalog.cache_clear()
    Words._entry.cache_clear()


@functools.cache
def catalog(domain: str, lang: str):
    """The compiled catalog of a domain in a language, or None when there is none."""
    data = _INSTALLED.get((lang, domain))
    if data is not None:
        return gettext.GNUTranslations(io.BytesIO(data))
    try:
        with (_locale() / lang / f"{domain}.mo").open("rb") as file:
            return gettext.GNUTranslations(file)
    except (FileNotFoundError, NotADirectoryError, OSError):
        return None


@functools.cache
def _index(domain: str) -> dict:
    """{context: English msgid, or (singular, plural) for a plural message} of a domain's source catalog."""
    source = catalog(domain, SOURCE)
    if source is None:
        raise LookupError(f"no compiled {SOURCE} catalog for {domain!r}: run the build (tools/catalogs.py)")
    index = {}
    # GNUTranslations keeps "context\x04msgid" (a plural's singular, with each form's number) to its msgstr.
    for key, text in source._catalog.items():
        msgid, form = (key, None) if isinstance(key, str) else key
        context, sep, singular = msgid.partition("\x04")
        if not sep:
            continue                # the header
        if form is None:
            index[context] = singular
        else:
            forms = index.get(context) if isinstance(index.get(context), tuple) else (singular, singular)
            index[context] = (text, forms[1]) if form == 0 else (forms[0], text)
    return index


def has_message(domain: str, context: str) -> bool:
    """Whether a domain's source catalog holds a message under `context`."""
    return context in _index(domain)


def plural_form(lang: str, n: int) -> int:
    """Which plural form the count `n` takes in `lang` (its shell catalog's Plural-Forms; English's rule when it
    has none)."""
    found = catalog(SHELL, lang)
    return found.plural(n) if found is not None else int(n != 1)


def message(domain: str, context: str, lang: str, count=None):
    """The text of a message in `lang` (English when it has no translation for the current English text); for a
    plural message, the form that `count` takes."""
    source = _index(domain).get(context)
    if source is None:
        raise KeyError(context)
    translated = catalog(domain, lang) if lang != SOURCE else None
    if isinstance(source, tuple):
        n = abs(int(count)) if count is not None else 2
        if translated is not None:
            return translated.npgettext(context, source[0], source[1], n)
        return source[0] if n == 1 else source[1]
    return translated.pgettext(context, source) if translated is not None else source


def forms(domain: str, context: str, lang: str):
    """A message's text in `lang`, or its tuple of plural forms in the language's order (None when untranslated
    and not English)."""
    source = _index(domain)[context]
    if lang == SOURCE:
        return source
    translated = catalog(domain, lang)
    if translated is None:
        return None
    if isinstance(source, tuple):
        key = f"{context}\x04{source[0]}"
        found, number = [], 0
        while (key, number) in translated._catalog:
            found.append(translated._catalog[(key, number)])
            number += 1
        return tuple(found) if found and any(found) else None
    text = translated._catalog.get(f"{context}\x04{source}")
    return text or None


class Message(Mapping):
    """One message of a domain read as {lang: text} over the languages that translate it (English always): the
    name of a game, an option or a choice. Read when asked, so that declaring it reads no catalog."""

    def __init__(self, domain: str, context: str):
        self.domain, self.context = domain, context

    def __getitem__(self, lang):
        text = forms(self.domain, self.context, lang) if lang in languages() and self else None
        if text is None:
            raise KeyError(lang)
        return text

    def __iter__(self):
        if not self:
            return iter(())
        return (lang for lang in languages() if forms(self.domain, self.context, lang) is not None)

    def __len__(self):
        return sum(1 for _ in self) if self else 0

    def __bool__(self):
        """False for a message the source catalog lacks (an option without help)."""
        return has_message(self.domain, self.context)

    def __repr__(self):
        return f"Message({self.domain!r}, {self.context!r})"


class Words(Mapping):
    """One table of a domain's messages, read as {key: {lang: text or plural forms, "count": placeholder}}: the
    shape i18n.tr takes. `counts` names the placeholder holding the count of a plural message whose count is not
    `{n}`."""

    def __init__(self, domain: str, table: str, counts: dict | None = None):
        self.domain, self.table, self.counts = domain, table, counts or {}
        self._prefix = table + "."

    @functools.cached_property
    def _keys(self) -> tuple:
        return tuple(context[len(self._prefix):] for context in _index(self.domain)
                     if context.startswith(self._prefix))

    def __getitem__(self, key):
        return self._entry(key)

    @functools.lru_cache(maxsize=None)
    def _entry(self, key) -> dict:
        context = self._prefix + key
        if context not in _index(self.domain):
            raise KeyError(key)
        entry = {}
        for lang in languages():
            text = forms(self.domain, context, lang)
            if text is not None:
                entry[lang] = text
        if key in self.counts:
            entry["count"] = self.counts[key]
        return entry

    def __contains__(self, key):
        return isinstance(key, str) and (self._prefix + key) in _index(self.domain)

    def __iter__(self):
        return iter(self._keys)

    def __len__(self):
        return len(self._keys)

    def __hash__(self):
        return hash((self.domain, self.table))

    def __eq__(self, other):
        return isinstance(other, Words) and (self.domain, self.table) == (other.domain, other.table)


class Rules(Mapping):
    """A game's rules as the in-app page shows them: {lang: [(heading, [paragraph, ...]), ...]}, from the messages
    "rules.<section>.head" and "rules.<section>.<paragraph>" of its domain."""

    def __init__(self, domain: str):
        self.domain = domain

    def _sections(self, lang) -> list:
        index = _index(self.domain)
        out, section = [], 0
        while f"rules.{section}.head" in index:
            paragraphs, number = [], 0
            while f"rules.{section}.{number}" in index:
                paragraphs.append(message(self.domain, f"rules.{section}.{number}", lang))
                number += 1
            out.append((message(self.domain, f"rules.{section}.head", lang), paragraphs))
            section += 1
        return out

    def __getitem__(self, lang):
        if lang not in languages():
            raise KeyError(lang)
        return self._sections(lang)

    def __iter__(self):
        return iter(languages())

    def __len__(self):
        return len(languages())
