"""Shifting Stones components as data: the faces, the nine tiles and the 72 pattern cards.

Each card is one line of CARD_TABLE: its id, its points and its pattern, rows top first separated by
'/', one letter per square ('.' is a grey square: any stone). Everything else is derived from the table.
"""

from __future__ import annotations

from collections import namedtuple
from operator import itemgetter

# One-letter face codes and their English names (translations live in text.py).
FACES = {
    "S": "Sun", "M": "Moon",
    "F": "Fish", "B": "Bird",
    "H": "Horse", "O": "Boat",
    "D": "Seed", "T": "Tree",
}

# The two faces of each kind of tile, and how many tiles of that kind there are.
TILE_KINDS = (("S", "M", 1), ("F", "B", 2), ("H", "O", 3), ("D", "T", 3))

FLIP = {}
for _a, _b, _n in TILE_KINDS:
    FLIP[_a], FLIP[_b] = _b, _a

# The nine tiles, each named by its first face (the UI may show the other face with FLIP).
TILES = tuple(a for a, _b, n in TILE_KINDS for _ in range(n))

GREY = "."

CARD_TABLE = """
SS01 1 OB
SS02 1 BH
SS03 1 OH
SS04 1 TT
SS05 1 TH
SS06 1 FT
SS07 1 HO
SS08 1 TD
SS09 1 DO
SS10 1 DT
SS11 1 DF
SS12 1 HH
SS13 1 T/B
SS14 1 O/F
SS15 1 T/D
SS16 1 F/H
SS17 1 D/D
SS18 1 T/H
SS19 1 O/H
SS20 1 B/D
SS21 1 O/D
SS22 1 O/O
SS23 1 H/O
SS24 1 D/T
SS25 1 .D/O.
SS26 1 T./.H
SS27 1 .../.B./...
SS28 1 .../.F./...
SS29 2 OM
SS30 2 FF
SS31 2 SH
SS32 2 T/S
SS33 2 M/D
SS34 2 B/B
SS35 2 ..S
SS36 2 T.D
SS37 2 H.H
SS38 2 FO.
SS39 2 M..
SS40 2 .HB
SS41 2 O.O
SS42 2 D.T
SS43 2 S/./.
SS44 2 ././M
SS45 2 D/./B
SS46 2 F/./T
SS47 2 .T/B.
SS48 2 H./.F
SS49 2 S../.../...
SS50 2 ..D/.../D..
SS51 2 .../.../..M
SS52 2 H../.../..H
SS53 2 T../.../..F
SS54 2 ..B/.../O..
SS55 3 HBD
SS56 3 B.B
SS57 3 TTT
SS58 3 DDD
SS59 3 TFO
SS60 3 F/./F
SS61 3 H/H/H
SS62 3 O/O/O
SS63 3 F/T/H
SS64 3 .O/OM
SS65 3 T./ST
SS66 3 .D./.../D.D
SS67 3 O.O/.../.O.
SS68 5 .T./F.F/.O.
SS69 5 H.T/.../D.O
SS70 5 M../.F./..F
SS71 5 .D./H.H/.M.
SS72 5 .S./.../B.B
"""

Card = namedtuple("Card", "id points rows")
Card.__doc__ = "A pattern card: id 'SSnn', points, rows of the pattern (top first) in face letters and '.'."


def _parse(table: str) -> dict:
    cards = {}
    for line in table.strip().splitlines():
        card_id, points, pattern = line.split()
        rows = tuple(pattern.split("/"))
        if len({len(r) for r in rows}) != 1 or len(rows) > 3 or len(rows[0]) > 3:
            raise ValueError(f"bad pattern for {card_id}: {pattern}")
        if any(ch != GREY and ch not in FACES for row in rows for ch in row):
            raise ValueError(f"bad face in {card_id}: {pattern}")
        cards[card_id] = Card(card_id, int(points), rows)
    return cards


CARDS = _parse(CARD_TABLE)
CARD_IDS = tuple(CARDS)

# Cells are numbered 0..8 row-major: 0 1 2 / 3 4 5 / 6 7 8.
ADJACENT_PAIRS = tuple((a, b) for a in range(9) for b in range(a + 1, 9)
                       if (b == a + 1 and a % 3 != 2) or b == a + 3)


def placements(card_id: str) -> tuple:
    """Every way the card can sit on the grid: (covered cells, [(cell, face) for non-grey squares])."""
    return _PLACEMENTS[card_id]


def _placements(card: Card) -> tuple:
    height, width = len(card.rows), len(card.rows[0])
    result = []
    for dr in range(3 - height + 1):
        for dc in range(3 - width + 1):
            covered, fixed = [], []
            for r, row in enumerate(card.rows):
                for c, ch in enumerate(row):
                    cell = (dr + r) * 3 + dc + c
                    covered.append(cell)
                    if ch != GREY:
                        fixed.append((cell, ch))
            result.append((tuple(covered), tuple(fixed)))
    return tuple(result)


_PLACEMENTS = {cid: _placements(card) for cid, card in CARDS.items()}

# Fast checks: for each card, (getter, wanted) pairs; getter(grid) == wanted when that placement matches.
# `grid` may be a list or a 9-character string.
def _checker(fixed):
    cells = [cell for cell, _ in fixed]
    faces = tuple(face for _, face in fixed)
    return itemgetter(*cells), (faces if len(faces) > 1 else faces[0])


CHECKS = {cid: tuple(_checker(fixed) for _, fixed in pl) for cid, pl in _PLACEMENTS.items()}


def matches(grid, card_id: str) -> bool:
    """True when the card's pattern is present in the grid (no rotation, no mirroring)."""
    for getter, wanted in CHECKS[card_id]:
        if getter(grid) == wanted:
            return True
    return False


def match_cells(grid, card_id: str) -> list:
    """The cells (row-major, 0..8) covered by the first placement where the card matches, or [].

    Placements are tried top row first, then left to right; the cells include the grey squares.
    """
    for (covered, _), (getter, wanted) in zip(_PLACEMENTS[card_id], CHECKS[card_id]):
        if getter(grid) == wanted:
            return list(covered)
    return []


def cell_row_col(cell: int) -> tuple:
    return divmod(cell, 3)

# The numbers of the rules.
HAND_SIZE = 4                      # end of turn: draw up to this many
SKIP_DRAW = 2                      # a skip draws this many (option "two")
SKIP_UP_TO = 6                     # ... or up to this many (option "six")
END_TARGET = {2: 10, 3: 9, 4: 8, 5: 7}   # cards scored by one player that trigger the end
ONE_POINT_BONUS = 3
SOLO_DECK = ((1, 8), (2, 4), (3, 3), (5, 1))   # (points, how many) in the solo mini-deck
MAX_STRIKES = 4
