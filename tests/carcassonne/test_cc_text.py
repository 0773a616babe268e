"""Texts: labels in words in both languages, every refusal and score heading translated, rules that state the
decided points."""

import re
import pathlib

from tavolo.engine import Rng
from tavolo.games.carcassonne import Carcassonne
from tavolo.games.carcassonne.scoring import CATEGORIES
from tavolo.games.carcassonne.text import TEXT, label, ports_words, position_text, rules, spot_text, tile_text

GAME = Carcassonne()


def test_labels_in_words():
    assert label(("place", "D", 1, -2, 1), "en") == \
        "Place a tile (city east; road north, south) 2 north and 1 east of the start tile"
    assert label(("place", "D", 1, -2, 1), "it") == \
        "Posa una tessera (città est; strada nord, sud) 2 a nord e 1 a est della tessera iniziale"
    assert label(("place", "L", -1, 0, 0), "en") == \
        "Place a tile (city north; road end east; road end south; road end west) 1 west of the start tile"
    assert label(("place", "M", 0, 3, 0), "en").startswith("Place a tile (city north, east with pennant)")
    assert label(("place", "CU1", 0, 1, 0), "it") == "Posa una tessera (santuario) 1 a sud della tessera iniziale"
    assert label(("follower", "city:NE"), "en") == "Knight on the city (north, east)"
    assert label(("follower", "road:EW"), "it") == "Brigante sulla strada (est, ovest)"
    assert label(("follower", "field:ELWR"), "en") == "Farmer in the field (east, north half; west, north half)"
    assert label(("follower", "field:NLNRELERSLSRWLWR"), "en") == "Farmer in the field (north; east; south; west)"
    assert label(("follower", "field:SR"), "it") == "Contadino nel campo (sud, metà ovest)"
    assert label(("follower", "monastery"), "it") == "Monaco sul monastero"
    assert label(("follower", "shrine"), "en") == "Heretic on the shrine"
    assert label(("no_follower",), "it") == "Nessun seguace: fine del turno"
    assert position_text(0, 0, "en") == "on the start square"
    assert ports_words([0, 1], "en") == "north"


def test_every_legal_action_has_a_label_in_words():
    state = GAME.new_state(3, {"cult": "6"}, 4)
    rng = Rng(1)
    while not state.is_over:
        legal = state.legal_actions()
        for action in legal[:6]:
            for lang in ("en", "it"):
                text = GAME.label(action, lang)
                assert text and "{" not in text and not re.search(r"\b(act|d|half|the|on)_", text), text
        state.apply(legal[rng.randrange(len(legal))])


def test_refusals_and_headings_are_translated():
    source = (pathlib.Path(__file__).parents[2] / "src/tavolo/games/carcassonne/game.py").read_text()
    keys = set(re.findall(r'IllegalAction\("(\w+)"', source))
    assert keys and keys <= set(TEXT)
    for key in CATEGORIES:
        assert TEXT[key]["en"] and TEXT[key]["it"]
    for entry in TEXT.values():
        assert entry["en"] and entry["it"]


def test_rules_state_the_decided_points():
    for lang in ("en", "it"):
        sections = rules(lang)
        assert len(sections) == 6
        text = " ".join(p for _, ps in sections for p in ps)
        for needle in {"en": ["7 followers", "set aside", "both score 9", "Strict", "literal", "2nd edition",
                              "1st edition", "share", "once", "goes home at once", "no effect", "diagonals"],
                       "it": ["7 seguaci", "scartata", "fanno 9 punti entrambi", "Stretta", "letterale",
                              "2a edizione", "1a edizione", "condivisa", "una volta sola", "torna subito",
                              "non ha effetto", "diagonali"]}[lang]:
            assert needle in text, (lang, needle)


def test_tile_and_spot_words():
    assert tile_text("B", 0, "en") == "a tile (monastery)"
    assert tile_text("U", 1, "en") == "a tile (road east, west)"
    assert tile_text("E", 0, "it") == "una tessera (città nord)"
    assert tile_text("V", 0, "en") == "a tile (road south, west)"
    assert spot_text("road:S", "en") == "the road (south)"
