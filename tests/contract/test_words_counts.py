"""Every count and every name reads right in both languages, in every text table of the shell and of every game.

The tables are found, not listed: every module-level {key: {"en": ..., "it": ...}} of the shell's modules
(tavolo.ui, but the browser-only app) and of every module of each registered game's package. Each placeholder
must be declared below as a number or as words (a new name fails until it is). Then:
- structure: a number next to a word that agrees with it ("{n} tiles", "ne restano {n}") must be a plural entry
  (tavolo/i18n.py: one form per plural form of the language, chosen by the entry's count);
- rendering: every text with a number is rendered with each number at 0, 1 and 2, in both languages, and the
  words around each number are checked against a lexicon of the games' nouns ("1 tiles", "2 tile", "0 punto",
  "Altri 1 modi" fail);
- Italian never puts the preposition "a" just before a name: "ad Anna" but "a Bea" would need code that looks at
  the name, so the catalog phrases around it ("È il turno di Anna").
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import string
from collections.abc import Mapping

import pytest

from tavolo.catalogs import languages, plural_form
from tavolo.i18n import tr

from contract_hooks import GAME_LIST

LANGS = languages()
FORMS = {lang: 2 for lang in LANGS}     # plural forms per language: one, other (French: 0 and 1 are "one")

# What every placeholder holds. A new placeholder must be added to one of these.
NUMBERS = {"n", "m", "count", "row", "col", "rows", "cols", "limit", "min", "max", "chosen", "same", "low", "high", "index", "step", "total", "price",
           "t", "format", "rules", "rank", "times"}
NAMES = {"name", "names", "who", "by", "victim"}
WORDS = NAMES | {"a", "b", "bonus", "building", "card", "card2", "cards", "cell", "char", "chars", "contract",
                 "cost", "districts", "edge", "edges", "face", "first", "game", "given", "gold", "got", "how", "kind",
                 "level", "match", "pattern", "points", "pts", "shows", "side", "suit", "tile", "tiles", "type",
                 "what", "when", "where", "tied", "reason", "last", "place", "part", "facts", "change", "face2",
                 "sides"}
class _Sample(str):
    """What a words placeholder holds while numbers are checked (skipped as a word), in any form a sentence asks
    of a name ("{card.obj}": i18n.Noun)."""

    def __getattr__(self, form):
        if form.startswith("_"):
            raise AttributeError(form)
        return str(self)


SAMPLE_WORD = _Sample("Xy")

# Words that follow a number without agreeing with it ("2 of hearts", "1 in hand", "3 a est", "1 left", "move 2
# cannot"): a check of the words after a number stops at them.
NOT_AGREEING = {
    "en": {"of", "to", "in", "on", "under", "as", "or", "and", "for", "from", "with", "east", "west", "north",
           "south", "min", "left", "chosen", "cannot", "this", "the", "a", "your"},
    "it": {"di", "a", "ad", "in", "su", "sotto", "da", "e", "o", "per", "con", "est", "ovest", "nord", "sud", "min",
           "non", "il", "lo", "la", "un", "una", "uno"},
    "de": {"von", "zu", "in", "im", "auf", "unter", "als", "oder", "und", "für", "aus", "mit", "nord", "ost", "süd",
           "west", "min", "übrig", "der", "die", "das", "ein", "eine", "dein", "deine", "bis", "pro", "je", "östlich",
           "nördlich", "südlich", "westlich", "bist", "nehmen", "abwerfen", "kann"},
    "fr": {"de", "d", "à", "en", "sur", "sous", "comme", "ou", "et", "pour", "avec", "nord", "est", "sud", "ouest",
           "min", "le", "la", "les", "l", "un", "une", "ton", "ta", "tes", "par", "au", "aux", "ne"},
    "es": {"de", "a", "en", "sobre", "bajo", "como", "o", "y", "para", "con", "norte", "este", "sur", "oeste", "min",
           "el", "la", "los", "las", "un", "una", "tu", "tus", "por", "al", "del", "no"},
}
# Words seen through between a number placeholder and its noun ("2 bonus cards").
SEE_THROUGH = {lang: {"bonus", "xy"} for lang in ("en", "it", "de", "fr", "es")}

# (singular, plural) of the words after a number that agree with it, as the games use them.
LEXICON = {
    "en": [("tile", "tiles"), ("follower", "followers"), ("point", "points"), ("card", "cards"), ("move", "moves"),
           ("contract", "contracts"), ("way", "ways"), ("district", "districts"), ("player", "players"),
           ("combo", "combos"), ("value", "values"), ("time", "times"), ("coin", "coins"), ("strike", "strikes"),
           ("round", "rounds"), ("turn", "turns"), ("character", "characters"), ("trophy", "trophies"),
           ("minute", "minutes")],
    "it": [("tessera", "tessere"), ("seguace", "seguaci"), ("punto", "punti"), ("carta", "carte"),
           ("mossa", "mosse"), ("contratto", "contratti"), ("modo", "modi"), ("distretto", "distretti"),
           ("giocatore", "giocatori"), ("combinazione", "combinazioni"), ("valore", "valori"), ("volta", "volte"),
           ("moneta", "monete"), ("giro", "giri"), ("turno", "turni"), ("personaggio", "personaggi"),
           ("trofeo", "trofei"), ("minuto", "minuti"), ("precedente", "precedenti"), ("rimasto", "rimasti"),
           ("segnata", "segnate"), ("scelta", "scelte"), ("nobile", "nobili"), ("religioso", "religiosi"),
           ("commerciale", "commerciali"), ("militare", "militari"), ("speciale", "speciali")],
    # Only words whose plural differs from the singular can tell a wrong form ("2 Plättchen" cannot).
    "de": [("karte", "karten"), ("punkt", "punkte"), ("gefolgsmann", "gefolgsleute"), ("zug", "züge"),
           ("auftrag", "aufträge"), ("runde", "runden"), ("münze", "münzen"), ("trophäe", "trophäen"),
           ("minute", "minuten"), ("figur", "figuren"), ("kombination", "kombinationen"), ("art", "arten"),
           ("möglichkeit", "möglichkeiten")],
    "fr": [("carte", "cartes"), ("point", "points"), ("tuile", "tuiles"), ("partisan", "partisans"), ("coup", "coups"),
           ("contrat", "contrats"), ("quartier", "quartiers"), ("joueur", "joueurs"), ("trophée", "trophées"),
           ("pièce", "pièces"), ("manche", "manches"), ("personnage", "personnages"), ("minute", "minutes"),
           ("façon", "façons"), ("valeur", "valeurs")],
    "es": [("carta", "cartas"), ("punto", "puntos"), ("loseta", "losetas"), ("seguidor", "seguidores"),
           ("jugada", "jugadas"), ("contrato", "contratos"), ("distrito", "distritos"), ("jugador", "jugadores"),
           ("turno", "turnos"), ("ronda", "rondas"), ("trofeo", "trofeos"), ("moneda", "monedas"),
           ("personaje", "personajes"), ("minuto", "minutos"), ("forma", "formas"), ("valor", "valores")],
}
# (singular, plural) of the words before a number that agree with it ("ne restano 2", "altri 2 modi", "le 2 mosse").
LEXICON_BEFORE = {
    "en": [("this", "these"), ("that", "those")],
    "it": [("altro", "altri"), ("altra", "altre"), ("resta", "restano"), ("rimane", "rimangono"), ("la", "le"),
           ("il", "i"), ("lo", "gli")],
    "de": [], "fr": [("reste", "restent")], "es": [("queda", "quedan")],
}
SINGULAR = {lang: {one for one, _ in pairs} for lang, pairs in LEXICON.items()}
PLURAL = {lang: {other for _, other in pairs} for lang, pairs in LEXICON.items()}
SINGULAR_BEFORE = {lang: {one for one, _ in pairs} for lang, pairs in LEXICON_BEFORE.items()}
PLURAL_BEFORE = {lang: {other for _, other in pairs} for lang, pairs in LEXICON_BEFORE.items()}
AGREEING_BEFORE = {lang: SINGULAR_BEFORE[lang] | PLURAL_BEFORE[lang] for lang in LANGS}
# Whole phrases that read wrong whatever the count: an English noun used to qualify another stays singular.
WRONG = {"en": re.compile(r"\b(cherries|diamonds|hearts|clovers|tiles|cards) (contracts?|cards?|tiles?)\b"),
         "it": re.compile(r"\b[aA] [aAàÀ]\w")}


# ---- the tables ------------------------------------------------------------------------------------------------
def _is_table(value) -> bool:
    return isinstance(value, Mapping) and bool(value) and all(
        isinstance(entry, Mapping) and "en" in entry and "it" in entry for entry in value.values())


def _modules():
    import tavolo.ui
    yield importlib.import_module("tavolo.ui.text")         # first, so that the tables other modules import
    yield importlib.import_module("tavolo.ui.messages")     # are named after the modules that write them
    for info in pkgutil.iter_modules(tavolo.ui.__path__):
        if info.name != "app":              # the browser's entry point (it imports js)
            yield importlib.import_module(f"tavolo.ui.{info.name}")
    for game in GAME_LIST:
        yield game.words_module()
        package = importlib.import_module(game.words.rpartition(".")[0])
        for info in pkgutil.iter_modules(package.__path__):
            yield importlib.import_module(f"{package.__name__}.{info.name}")


def _tables() -> dict:
    found = {}
    for module in _modules():
        for name, value in vars(module).items():
            if _is_table(value) and all(value is not seen for seen in found.values()):
                found[f"{module.__name__.removeprefix('tavolo.')}.{name}"] = value
    return found


TABLES = _tables()


def test_the_tables_are_found():
    assert {"ui.text.TEXT", "ui.messages.REFUSALS", "games.carcassonne.text.TEXT", "games.citadels.text.TEXT",
            "games.citadels.text.NEWS", "games.citadels.faces.UI_TEXT", "games.romi_rami.text.TEXT",
            "games.shifting_stones.text.TEXT"} <= set(TABLES)
    for game in GAME_LIST:
        assert any(table is game.text for table in TABLES.values()), game.id


def forms(entry, lang) -> tuple:
    text = entry[lang]
    return text if isinstance(text, tuple) else (text,)


def placeholders(text) -> list:
    """The names a text takes ("{card.obj}", a form of the name, takes "card")."""
    return [re.split(r"[.\[]", field)[0] for _, field, _, _ in string.Formatter().parse(text) if field]


def entry_placeholders(entry) -> set:
    return {p for lang in LANGS for text in forms(entry, lang) for p in placeholders(text)}


def numbered(table) -> list:
    """The keys of the texts that take a number."""
    return [key for key, entry in table.items() if entry_placeholders(entry) & NUMBERS]


# ---- what the rendered words say --------------------------------------------------------------------------------
TOKEN = re.compile(r"\d+|[^\W\d_]+(?:['’][^\W\d_]+)?|\S")


def mismatches(text: str, lang: str) -> list:
    """Each number of `text` whose neighbouring words disagree with it, as 'number word'."""
    tokens = TOKEN.findall(text)
    found = []
    for i, token in enumerate(tokens):
        if not token.isdigit():
            continue
        one = plural_form(lang, int(token)) == 0       # "one" of the language (French: 0 and 1)
        before = tokens[i - 1].lower() if i else ""
        if (one and before in PLURAL_BEFORE[lang]) or (not one and before in SINGULAR_BEFORE[lang]):
            found.append(f"{tokens[i - 1]} {token}")
        for word in tokens[i + 1:i + 4]:
            low = word.lower()
            if not word[0].isalpha() or low in NOT_AGREEING[lang]:
                break
            if (one and low in PLURAL[lang]) or (not one and low in SINGULAR[lang]):
                found.append(f"{token} {word}")
    return found


def test_the_word_checks_catch_the_faults_players_found():
    assert mismatches("City of 1 tiles", "en") == ["1 tiles"]
    assert mismatches("1 followers left", "en") == ["1 followers"]
    assert mismatches("2 tile", "en") == ["2 tile"]
    assert mismatches("1 seguaci rimasti", "it") == ["1 seguaci", "1 rimasti"]
    assert mismatches("0 punto", "it") == ["0 punto"]
    assert mismatches("Altri 1 modi: scegli", "it") == ["Altri 1", "1 modi"]
    assert mismatches("ne restano 1: una tessera", "it") == ["restano 1"]
    assert mismatches("Mostra le 1 mosse precedenti", "it") == ["le 1", "1 mosse", "1 precedenti"]
    assert mismatches("2 of hearts, 1 card", "en") == [] and mismatches("Prendi 1, 2 o 3 carte", "it") == []
    assert mismatches("0 cartes", "fr") == ["0 cartes"] and mismatches("0 carte, 2 cartes", "fr") == []
    assert mismatches("1 Karten", "de") == ["1 Karten"] and mismatches("2 losetas, 1 punto", "es") == []
    assert WRONG["en"].search("Most cherries contracts") and not WRONG["en"].search("Most cherry contracts")
    assert WRONG["it"].search("Tocca a Anna") and not WRONG["it"].search("Tocca ad Anna, a Bea")


def test_the_mechanism():
    table = {"left": {"count": "limit", "en": ("{limit} card, {n} to go", "{limit} cards, {n} to go"),
                      "it": ("{limit} carta, {n} da fare", "{limit} carte, {n} da fare")},
             "only_en": {"en": ("one move", "{n} moves"), "it": ""}}
    assert [tr(table, "left", "en", limit=k, n=1) for k in (0, 1, 2, -1)] == \
        ["0 cards, 1 to go", "1 card, 1 to go", "2 cards, 1 to go", "-1 card, 1 to go"]
    assert tr(table, "left", "it", limit=1, n=5) == "1 carta, 5 da fare"
    assert tr(table, "only_en", "it", n=1) == "one move" and tr(table, "only_en", "fr", n=3) == "3 moves"


# ---- the tests, one per table ------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_placeholder_says_what_it_holds(name):
    unknown = {f"{key}: {{{p}}}" for key, entry in TABLES[name].items() for p in entry_placeholders(entry)
               if p not in NUMBERS | WORDS}
    assert not unknown, f"declare these placeholders in NUMBERS or WORDS: {sorted(unknown)}"


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_number_next_to_a_word_that_agrees_is_a_plural_entry(name):
    faults = []
    for key, entry in TABLES[name].items():
        plural = any(isinstance(entry[lang], tuple) for lang in LANGS)
        if plural:
            count = entry.get("count", "n")
            if count not in NUMBERS:
                faults.append(f"{key}: its count {{{count}}} is not a number")
            for lang in LANGS:
                if isinstance(entry[lang], tuple) and len(entry[lang]) != FORMS[lang]:
                    faults.append(f"{key}: {lang} needs {FORMS[lang]} forms")
                elif count not in placeholders(forms(entry, lang)[-1]):
                    faults.append(f"{key}: {lang}'s general form does not show {{{count}}}")
        for lang in LANGS:
            text = entry[lang]
            if isinstance(text, tuple):
                continue
            for number in set(placeholders(text)) & NUMBERS:
                after = re.search(r"\{%s\}((?: [^\W\d_]+)+)" % number, text)
                words = [w.lower() for w in after.group(1).split()] if after else []
                words = [w for w in words if w not in SEE_THROUGH[lang]]
                if words and words[0] not in NOT_AGREEING[lang]:
                    faults.append(f"{key} ({lang}): {{{number}}} {words[0]}")
                before = re.search(r"([^\W\d_]+) \{%s\}" % number, text)
                if before and before.group(1).lower() in AGREEING_BEFORE[lang]:
                    faults.append(f"{key} ({lang}): {before.group(1)} {{{number}}}")
    assert not faults, "make these plural entries (tavolo/i18n.py): " + "; ".join(faults)


def render(table, key, lang, numbers: dict, names="Anna") -> str:
    entry = table[key]
    params = {p: (_Sample(names) if p in NAMES else SAMPLE_WORD) for p in entry_placeholders(entry) if p in WORDS}
    params.update({p: 2 for p in entry_placeholders(entry) if p in NUMBERS}, **numbers)
    return tr(table, key, lang, **params)


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_count_reads_right_at_0_1_and_2(name):
    table = TABLES[name]
    faults = []
    for key in numbered(table):
        for number in sorted(entry_placeholders(table[key]) & NUMBERS):
            for value in (0, 1, 2):
                for lang in LANGS:
                    text = render(table, key, lang, {number: value})
                    faults += [f"{key} ({lang}, {number}={value}): {m!r} in {text!r}" for m in mismatches(text, lang)]
    assert not faults, "\n".join(faults)


@pytest.mark.parametrize("name", sorted(TABLES))
def test_italian_puts_no_a_just_before_a_name(name):
    """"a" before a name would have to become "ad" before one starting with "a" ("ad Anna", "a Bea"): the words
    around a name are the catalog's, and none puts "a" or "ad" right before it."""
    table = TABLES[name]
    faults = []
    for key, entry in table.items():
        for form in forms(entry, "it"):
            if re.search(r"(?:^|[\s(«“])(a|ad) \{(%s)\}" % "|".join(NAMES), form):
                faults.append(f"{key}: {form!r}")
        if entry_placeholders(entry) & NAMES:
            text = render(table, key, "it", {}, names="Anna")
            if re.search(r"\ba Anna\b", text):
                faults.append(f"{key}: {text!r}")
    assert not faults, "\n".join(faults)


# ---- the faults players found, on the paths that show them -------------------------------------------------------
def test_whose_turn_reads_right_before_any_name():
    from tavolo.ui.text import TEXT
    assert tr(TEXT, "turn_of", "it", name="Anna") == "Turno di Anna"
    assert tr(TEXT, "turn_of", "it", name="Bea") == "Turno di Bea"
    assert tr(TEXT, "turn_of", "en", name="Anna") == "Anna's turn"
    assert tr(TEXT, "pass_to", "it", name="Ada") == "Passa il dispositivo: è il turno di Ada"


def test_citadels_news_and_labels_give_to_anna():
    from tavolo.games import GAMES
    citadels = GAMES["citadels"]
    names = ["Bea", "Anna"]
    assert citadels.news_label(("robbed", 0, 1, 2), "it", names) == "Il Ladro, Bea, ha derubato Anna di 2 monete"
    assert citadels.news_label(("robbed", 1, 0, 1), "it", names) == "Il Ladro, Anna, ha derubato Bea di 1 moneta"
    assert citadels.label(("crown_to", 1), "it", names) == "Incorona Anna"
    assert citadels.news_label(("income", 0, "king", 1, 0, 1), "en", names) == "Bea, income: 1 gold for 1 noble district"
    assert citadels.news_label(("income", 0, "king", 2, 0, 2), "it", names) == \
        "Bea, rendita: 2 monete per 2 distretti nobili"
    assert citadels.news_label(("income", 0, "bishop", 0, 1, 1), "it", names) == \
        "Bea, rendita: 1 carta per 1 distretto religioso"
    assert citadels.news_label(("income", 0, "merchant", 0, 0, 0), "it", names) == \
        "Bea, rendita: niente per 0 distretti commerciali"


def test_carcassonne_counts_on_the_board():
    from tavolo.games.carcassonne import view
    from tavolo.ui.widgets import seat_mark
    names = ["Anna", "Bea"]
    for kind, en, it in (("city", "City of 1 tile", "Città di 1 tessera"), ("field", "Field of 1 tile", "Campo di 1 tessera"),
                         ("road", "Road of 1 tile", "Strada di 1 tessera")):
        event = {"kind": kind, "tiles": [(0, 0)], "points": 1, "seats": [0]}
        assert view.event_text(event, names, "en") == f"{en}: 1 to Anna"
        assert view.event_text(event, names, "it") == f"{it}: 1 per Anna"
        # a feature shared by two players: no verb to agree with them ("Bot 2, Bot 3 prende" was wrong)
        shared = {**event, "seats": [0, 1]}
        assert view.event_text(shared, names, "it") == f"{it}: 1 per Anna, Bea"
        assert view.event_text(shared, names, "en") == f"{en}: 1 to Anna, Bea"
    board = {"players": 2, "current": 0, "scores": [1, 0], "supply": [1, 0]}
    for lang, words in (("en", ("1 point", "0 points", "1 follower left", "0 followers left")),
                        ("it", ("1 punto", "0 punti", "1 seguace rimasto", "0 seguaci rimasti"))):
        page = re.sub(r"<[^>]+>", "", str(view.render_players(board, lang, names, seat_mark, set())))
        assert all(word in page for word in words), (lang, page)


def test_romi_rami_trophies_read_naturally():
    from tavolo.games.romi_rami.data import TROPHIES
    from tavolo.games.romi_rami.text import trophy_text
    said = {lang: {trophy_text(t, lang) for t in TROPHIES.values()} for lang in LANGS}
    assert {"Most cherry contracts", "Most diamond contracts", "Most heart contracts",
            "Most clover contracts", "Most 2-card combos"} <= said["en"]
    assert {"Più contratti di ciliegie", "Più combinazioni da 2 carte"} <= said["it"]
    for lang in LANGS:
        assert not [text for text in said[lang] if (lang in WRONG and WRONG[lang].search(text)) or mismatches(text, lang)]
