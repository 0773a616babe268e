"""The card tables against the rules reference (sections 1, 3 and 8)."""

from collections import Counter

from tavolo.games.citadels.data import (BASIC_DECK, BASIC_KEYS, BY_RANK, CHARACTERS, DECK_SIZE, DEFAULT_UNIQUES,
                                        DISTRICTS, PRESETS, UNIQUE_KEYS)


def test_basic_districts():
    assert len(BASIC_KEYS) == 17
    assert len(BASIC_DECK) == 54
    per_type = Counter(DISTRICTS[k].type for k in BASIC_DECK)
    assert per_type == {"noble": 12, "religious": 11, "trade": 20, "military": 11}
    assert DISTRICTS["manor"].copies == 5 and DISTRICTS["cathedral"].cost == 5
    assert DISTRICTS["tavern"].copies == 5 and DISTRICTS["town_hall"].copies == 2


def test_unique_districts():
    assert len(UNIQUE_KEYS) == 30
    assert all(DISTRICTS[k].type == "unique" and DISTRICTS[k].copies == 1 for k in UNIQUE_KEYS)
    costs = {k: DISTRICTS[k].cost for k in UNIQUE_KEYS}
    assert costs["dragon_gate"] == 6 and costs["haunted_quarter"] == 2 and costs["stables"] == 2
    assert costs["secret_vault"] is None
    assert sum(1 for k in UNIQUE_KEYS if DISTRICTS[k].bonus) == 10
    assert DECK_SIZE == 68


def test_characters():
    assert len(CHARACTERS) == 27
    assert all(len(BY_RANK[r]) == 3 for r in range(1, 10))
    assert CHARACTERS["architect"].limit == 3 and CHARACTERS["navigator"].limit == 0
    assert CHARACTERS["seer"].limit == 2 and CHARACTERS["scholar"].limit == 2
    assert CHARACTERS["patrician"].income_kind == "cards" and CHARACTERS["abbot"].income_kind == "split"


def test_presets():
    assert len(PRESETS) == 7
    for preset in PRESETS.values():
        assert [CHARACTERS[c].rank for c in preset.characters] == list(range(1, 9))
        assert len(preset.uniques) == 14 and len(set(preset.uniques)) == 14
        assert set(preset.uniques) <= set(UNIQUE_KEYS)
        assert preset.rank9 is None or CHARACTERS[preset.rank9].rank == 9
    assert PRESETS["default"].uniques == DEFAULT_UNIQUES
    assert PRESETS["cunning"].rank9 == "tax_collector" and PRESETS["illustrious"].rank9 == "artist"
