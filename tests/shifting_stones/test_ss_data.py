"""The components as data, and pattern matching."""

from collections import Counter

from tavolo.games.shifting_stones import CARDS, FACES, FLIP, TILES, match_cells, matches
from tavolo.games.shifting_stones.data import ADJACENT_PAIRS, placements

KIND_OF = {"S": "SM", "M": "SM", "F": "FB", "B": "FB", "H": "HO", "O": "HO", "D": "DT", "T": "DT"}
TILE_LIMIT = {"SM": 1, "FB": 2, "HO": 3, "DT": 3}


def test_card_list():
    assert list(CARDS) == [f"SS{i:02d}" for i in range(1, 73)]
    assert Counter(c.points for c in CARDS.values()) == {1: 28, 2: 26, 3: 13, 5: 5}
    assert sum(c.points for c in CARDS.values()) == 144
    sizes = Counter(f"{len(c.rows)}x{len(c.rows[0])}" for c in CARDS.values())
    assert sizes == {"1x2": 15, "2x1": 15, "1x3": 13, "3x1": 8, "2x2": 6, "3x3": 15}
    assert len({c.rows for c in CARDS.values()}) == 72            # all different
    faces = Counter(ch for c in CARDS.values() for row in c.rows for ch in row if ch != ".")
    assert faces == {"O": 27, "T": 26, "H": 26, "D": 26, "F": 19, "B": 16, "M": 8, "S": 7}


def test_some_cards_exactly():
    assert CARDS["SS01"] == ("SS01", 1, ("OB",))
    assert CARDS["SS13"].rows == ("T", "B")
    assert CARDS["SS40"].rows == (".HB",)
    assert CARDS["SS68"] == ("SS68", 5, (".T.", "F.F", ".O."))
    assert CARDS["SS72"].points == 5


def test_every_card_fits_the_tiles():
    for card in CARDS.values():
        need = Counter(KIND_OF[ch] for row in card.rows for ch in row if ch != ".")
        assert all(need[k] <= TILE_LIMIT[k] for k in need), card.id


def test_tiles_and_faces():
    assert sorted(TILES) == sorted("SFFHHHDDD")
    assert set(FACES) == set("SMFBHODT")
    assert all(FLIP[FLIP[f]] == f and FLIP[f] != f and KIND_OF[FLIP[f]] == KIND_OF[f] for f in FACES)
    assert len(ADJACENT_PAIRS) == 12
    assert (0, 4) not in ADJACENT_PAIRS and (2, 3) not in ADJACENT_PAIRS and (5, 6) not in ADJACENT_PAIRS


def test_placements_count():
    assert len(placements("SS01")) == 6      # 1x2
    assert len(placements("SS13")) == 6      # 2x1
    assert len(placements("SS35")) == 3      # 1x3
    assert len(placements("SS25")) == 4      # 2x2
    assert len(placements("SS27")) == 1      # 3x3


# S H B
# O D F
# T D H
GRID_HB_RIGHT = "SHBODFTDH"
# H B S
# O D F
# T D H
GRID_HB_LEFT = "HBSODFTDH"


def test_grey_square_limits_where_the_pattern_sits():
    assert matches(GRID_HB_RIGHT, "SS40")                        # . H B  with H, B in the right columns
    assert match_cells(GRID_HB_RIGHT, "SS40") == [0, 1, 2]
    assert not matches(GRID_HB_LEFT, "SS40")                     # H, B in the left columns: no room for grey
    assert match_cells(GRID_HB_LEFT, "SS40") == []
    assert not matches(GRID_HB_LEFT, "SS02")                     # SS02 is B H, not H B
    assert matches("BHSODFTDH", "SS02")


def test_grey_squares_accept_any_face():
    for centre_fish in ("SDHOFBTDH", "MDHOFBTDH", "SHHOFBTDD"):
        assert matches(centre_fish, "SS28")
        assert match_cells(centre_fish, "SS28") == list(range(9))
    assert not matches("FDHOSBTDH", "SS28")                      # a Fish, but not in the centre
    assert matches("BSHOBODDT", "SS27") and not matches("BSHOFODDT", "SS27")


def test_no_rotation_no_mirror_no_wrap():
    # F T side by side matches SS06 (FT); F above T does not.
    assert matches("SFTODBHDH", "SS06")
    assert match_cells("SFTODBHDH", "SS06") == [1, 2]
    assert not matches("SFHOTBDDH", "SS06")                      # F (1) above T (4)
    assert not matches("SFHOTBDDH", "SS13")                      # T/B needs T above B
    # F/H (SS16) vertical: F above H, not F left of H
    assert matches("SFHOHBTDD", "SS16")
    assert not matches("FHSODBTDO", "SS16")
    # T./.H (SS26): T top-left of H; the mirror image does not count
    assert matches("TSFOHBDDO", "SS26")
    assert not matches("STFHOBDDO", "SS26")                      # T top-right, H bottom-left
    # no wrap-around: F at the end of a row, T at the start of the next
    assert not matches("SHFTODBDH", "SS06")
    assert not matches("SHFODBTDH", "SS14")                      # O/F needs O above F


def test_three_by_three_cards():
    # SS69: H.T / ... / D.O  (corners only)
    assert matches("HSTFDBDHO", "SS69")
    assert match_cells("HSTFDBDHO", "SS69") == list(range(9))
    assert not matches("TSHFDBDHO", "SS69")
    # SS68: .T. / F.F / .O.
    assert matches("STDFHFDOH", "SS68")
    assert not matches("STDFHBDOH", "SS68")


def test_first_match_is_reported():
    # S F H / O D B / T D H: SS17 (D/D) sits at cells 4 and 7
    assert match_cells("SFHODBTDH", "SS17") == [4, 7]
    # two T D pairs: the top one is reported
    assert match_cells("TDSTDFHBH", "SS08") == [0, 1]
