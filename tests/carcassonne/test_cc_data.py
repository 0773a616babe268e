"""The tile set: 72 base tiles in 24 types, pennants, monasteries, the Cult's shrine tiles, and every tile's
features consistent with its edges under each rotation."""

from collections import Counter

import pytest

from tavolo.games.carcassonne.data import (BASE, CULT, CULT_SETS, DISTINCT_ROTATIONS, PORTS, ROTATED, SAME_AS,
                                           START, TILES, box, check_tile)

COUNTS = {"A": 2, "B": 4, "C": 1, "D": 4, "E": 5, "F": 2, "G": 1, "H": 3, "I": 2, "J": 3, "K": 3, "L": 3,
          "M": 2, "N": 3, "O": 2, "P": 3, "Q": 1, "R": 3, "S": 2, "T": 1, "U": 8, "V": 9, "W": 4, "X": 1}
EDGES = {"A": "FFRF", "B": "FFFF", "C": "CCCC", "D": "CRFR", "E": "CFFF", "F": "FCFC", "G": "FCFC", "H": "CFCF",
         "I": "CFFC", "J": "CRRF", "K": "CFRR", "L": "CRRR", "M": "CCFF", "N": "CCFF", "O": "CRRC", "P": "CRRC",
         "Q": "CCFC", "R": "CCFC", "S": "CCRC", "T": "CCRC", "U": "RFRF", "V": "FFRR", "W": "FRRR", "X": "RRRR"}


def test_base_set_counts():
    assert sorted(BASE) == sorted(COUNTS) and len(BASE) == 24
    assert {t.letter: t.count for t in BASE.values()} == COUNTS
    assert sum(t.count for t in BASE.values()) == 72
    assert {t.letter: t.edges for t in BASE.values()} == EDGES
    assert START == "D"


def test_pennants_and_monasteries():
    pennants = sum(t.count for t in BASE.values() for _, p in t.cities if p)
    assert pennants == 10
    with_pennant = {t.letter for t in BASE.values() if any(p for _, p in t.cities)}
    assert with_pennant == {"C", "F", "M", "O", "Q", "S"}
    assert sum(t.count for t in BASE.values() if t.building == "monastery") == 6
    assert {t.letter for t in BASE.values() if t.building} == {"A", "B"}


def test_box_holds_71_plus_the_shrines():
    assert len(box("off")) == 71
    assert Counter(box("off"))["D"] == 3
    assert len(box("5")) == 76 and len(box("6")) == 77
    assert set(box("6")) - set(box("off")) == set(CULT)
    assert CULT_SETS["5"] == ("CU1", "CU2", "CU3", "CU4", "CU5")
    assert all(CULT[c].building == "shrine" for c in CULT)


@pytest.mark.parametrize("letter", sorted(TILES))
def test_tile_is_consistent(letter):
    assert check_tile(TILES[letter]) == []


@pytest.mark.parametrize("letter", sorted(TILES))
def test_rotations_keep_features_on_their_edges(letter):
    tile = TILES[letter]
    for rot in range(4):
        r = ROTATED[letter][rot]
        assert r.edges == tuple(tile.edges[(d - rot) % 4] for d in range(4))
        for d in range(4):
            kind = r.edges[d]
            if kind == "F":
                assert r.edge_feature[d] == -1
            else:
                f = r.features[r.edge_feature[d]]
                assert f.kind == {"C": "city", "R": "road"}[kind] and d in f.edges
            for half in (2 * d, 2 * d + 1):
                if kind == "C":
                    assert r.port_feature[half] == -1
                else:
                    assert r.features[r.port_feature[half]].kind == "field"
        # field borders point at city segments of the same tile
        for f in r.features:
            for c in f.borders:
                assert r.features[c].kind == "city"
        spots = [f.spot for f in r.features]
        assert len(set(spots)) == len(spots)
        kinds = Counter(f.kind for f in r.features)
        assert kinds["city"] == len(tile.cities) and kinds["road"] == len(tile.roads)
        assert kinds["field"] == len(tile.fields)
        assert (kinds["monastery"] + kinds["shrine"]) == (1 if tile.building else 0)
        # turning four times is the identity; each rotation turns ports by two
        back = ROTATED[letter][(rot + 4) % 4]
        assert back == r


def test_rotation_turns_ports_clockwise():
    d = ROTATED["D"]
    assert d[0].features[2].spot == "field:ELWR"          # the strip between city and road
    assert d[1].features[2].spot == "field:NRSL"
    assert d[1].features[0].spot == "city:E" and d[1].features[1].spot == "road:NS"
    assert d[2].features[0].spot == "city:S" and d[3].features[0].spot == "city:W"
    assert PORTS.index("NL") == 0 and PORTS.index("WR") == 7


def test_distinct_rotations():
    assert DISTINCT_ROTATIONS["B"] == (0,) and DISTINCT_ROTATIONS["C"] == (0,) and DISTINCT_ROTATIONS["X"] == (0,)
    assert DISTINCT_ROTATIONS["U"] == (0, 1) and DISTINCT_ROTATIONS["F"] == (0, 1)
    assert DISTINCT_ROTATIONS["H"] == (0, 1) and DISTINCT_ROTATIONS["CU5"] == (0, 1)
    assert DISTINCT_ROTATIONS["V"] == (0, 1, 2, 3) and DISTINCT_ROTATIONS["CU1"] == (0,)
    assert SAME_AS[("U", 2)] == 0 and SAME_AS[("U", 3)] == 1 and SAME_AS[("B", 3)] == 0


def test_j_and_k_are_mirror_images_not_rotations():
    j = {tuple(ROTATED["J"][r].edges) for r in range(4)}
    k = {tuple(ROTATED["K"][r].edges) for r in range(4)}
    assert not j & k


def test_special_fields():
    # A: the road stops at the monastery and does not split the field
    assert len(TILES["A"].fields) == 1
    # S, T: the road stops at the city gate, two fields each touching the city
    assert TILES["S"].fields == (("SL", (0,)), ("SR", (0,)))
    # D, L: only the strip between city and road touches the city
    assert [c for _, c in TILES["L"].fields] == [(0,), (), ()]
    # H, I: one field touching two separate city segments
    assert TILES["H"].fields[0][1] == (0, 1) and TILES["I"].fields[0][1] == (0, 1)
    # CU5: two separate road stubs split the meadow in two
    assert len(TILES["CU5"].roads) == 2 and len(TILES["CU5"].fields) == 2
    assert len(TILES["CU6"].roads) == 2 and TILES["CU6"].fields[0] == ("EL WR", (0,))
