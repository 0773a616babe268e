"""Carcassonne tiles as data: the 24 base types (A-X, 72 tiles) and the Cult's shrine tiles.

Conventions (rules reference, section 1):
- directions N E S W are 0 1 2 3; positions (x, y) with x growing east and y growing south;
- a rotation is a number of clockwise quarter turns (0-3) from the orientation of the table below;
- field ports are the half edges NL NR EL ER SL SR WL WR (index 0-7, clockwise from the north-west corner),
  left and right as seen from the tile's centre looking out through that edge;
- a tile lists its city segments (edges, pennant), road segments (edges; one edge = a stub that ends on
  the tile), field areas (ports, and which of this tile's city segments they border) and its building.

`ROTATED[letter][rot]` holds a tile turned on the board, with its features in board directions; a follower
spot is named after its feature: "city:NE", "road:EW", "field:ELWR", "monastery", "shrine".
"""

from __future__ import annotations

from collections import namedtuple

DIRS = "NESW"
PORTS = ("NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR")
STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))          # N E S W as (dx, dy)
AROUND = ((-1, -1), (0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0))   # the 8-neighbourhood
START = "D"
FOLLOWERS = 7

TileType = namedtuple("TileType", "letter count edges cities roads fields building")
TileType.__doc__ = """One kind of tile in its table orientation. cities: ((edges, pennant), ...);
roads: (edges, ...); fields: ((ports, (city segment index, ...)), ...); building: None, "monastery" or
"shrine". Edges and ports are written as strings: "NE", "EL WR"."""


def _t(letter, count, edges, cities=(), roads=(), fields=(), building=None):
    return TileType(letter, count, edges, tuple(cities), tuple(roads), tuple(fields), building)


ALL8 = "NL NR EL ER SL SR WL WR"

BASE = {t.letter: t for t in (
    _t("A", 2, "FFRF", roads=["S"], fields=[(ALL8, ())], building="monastery"),
    _t("B", 4, "FFFF", fields=[(ALL8, ())], building="monastery"),
    _t("C", 1, "CCCC", cities=[("NESW", True)]),
    _t("D", 4, "CRFR", cities=[("N", False)], roads=["EW"], fields=[("EL WR", (0,)), ("ER SL SR WL", ())]),
    _t("E", 5, "CFFF", cities=[("N", False)], fields=[("EL ER SL SR WL WR", (0,))]),
    _t("F", 2, "FCFC", cities=[("EW", True)], fields=[("NL NR", (0,)), ("SL SR", (0,))]),
    _t("G", 1, "FCFC", cities=[("EW", False)], fields=[("NL NR", (0,)), ("SL SR", (0,))]),
    _t("H", 3, "CFCF", cities=[("N", False), ("S", False)], fields=[("EL ER WL WR", (0, 1))]),
    _t("I", 2, "CFFC", cities=[("N", False), ("W", False)], fields=[("EL ER SL SR", (0, 1))]),
    _t("J", 3, "CRRF", cities=[("N", False)], roads=["ES"], fields=[("EL SR WL WR", (0,)), ("ER SL", ())]),
    _t("K", 3, "CFRR", cities=[("N", False)], roads=["SW"], fields=[("EL ER SL WR", (0,)), ("SR WL", ())]),
    _t("L", 3, "CRRR", cities=[("N", False)], roads=["E", "S", "W"],
       fields=[("EL WR", (0,)), ("ER SL", ()), ("SR WL", ())]),
    _t("M", 2, "CCFF", cities=[("NE", True)], fields=[("SL SR WL WR", (0,))]),
    _t("N", 3, "CCFF", cities=[("NE", False)], fields=[("SL SR WL WR", (0,))]),
    _t("O", 2, "CRRC", cities=[("NW", True)], roads=["ES"], fields=[("EL SR", (0,)), ("ER SL", ())]),
    _t("P", 3, "CRRC", cities=[("NW", False)], roads=["ES"], fields=[("EL SR", (0,)), ("ER SL", ())]),
    _t("Q", 1, "CCFC", cities=[("NEW", True)], fields=[("SL SR", (0,))]),
    _t("R", 3, "CCFC", cities=[("NEW", False)], fields=[("SL SR", (0,))]),
    _t("S", 2, "CCRC", cities=[("NEW", True)], roads=["S"], fields=[("SL", (0,)), ("SR", (0,))]),
    _t("T", 1, "CCRC", cities=[("NEW", False)], roads=["S"], fields=[("SL", (0,)), ("SR", (0,))]),
    _t("U", 8, "RFRF", roads=["NS"], fields=[("NR EL ER SL", ()), ("SR WL WR NL", ())]),
    _t("V", 9, "FFRR", roads=["SW"], fields=[("NL NR EL ER SL WR", ()), ("SR WL", ())]),
    _t("W", 4, "FRRR", roads=["E", "S", "W"], fields=[("WR NL NR EL", ()), ("ER SL", ()), ("SR WL", ())]),
    _t("X", 1, "RRRR", roads=["N", "E", "S", "W"],
       fields=[("WR NL", ()), ("NR EL", ()), ("ER SL", ()), ("SR WL", ())]),
)}

# The Cult: every shrine sits in the tile's centre and every road on a shrine tile ends at it.
CULT = {t.letter: t for t in (
    _t("CU1", 1, "FFFF", fields=[(ALL8, ())], building="shrine"),
    _t("CU2", 1, "CFFF", cities=[("N", False)], fields=[("EL ER SL SR WL WR", (0,))], building="shrine"),
    _t("CU3", 1, "FFRF", roads=["S"], fields=[(ALL8, ())], building="shrine"),
    _t("CU4", 1, "CFRF", cities=[("N", False)], roads=["S"], fields=[("EL ER SL SR WL WR", (0,))],
       building="shrine"),
    _t("CU5", 1, "RFRF", roads=["N", "S"], fields=[("NR EL ER SL", ()), ("SR WL WR NL", ())], building="shrine"),
    _t("CU6", 1, "CRFR", cities=[("N", False)], roads=["W", "E"], fields=[("EL WR", (0,)), ("ER SL SR WL", ())],
       building="shrine"),
)}
CULT_SETS = {"5": ("CU1", "CU2", "CU3", "CU4", "CU5"), "6": ("CU1", "CU2", "CU3", "CU4", "CU5", "CU6"), "off": ()}

TILES = {**BASE, **CULT}
LETTERS = tuple(TILES)


def box(cult: str = "5") -> list:
    """Every tile of a game but the start tile, in table order (the start tile D is the fourth D)."""
    tiles = []
    for t in BASE.values():
        tiles.extend([t.letter] * (t.count - (1 if t.letter == START else 0)))
    tiles.extend(CULT_SETS[cult])
    return tiles


# ---- tiles on the board ------------------------------------------------------------------------------------
Feature = namedtuple("Feature", "kind edges ports pennant borders spot")
Feature.__doc__ = """One feature of a placed tile, in board directions. kind: "city", "road", "field",
"monastery" or "shrine"; edges: direction numbers (city, road); ports: port numbers (field); pennant: bool;
borders: indices (in the tile's feature list) of the city segments a field touches; spot: its name."""

Rotated = namedtuple("Rotated", "letter rot edges features edge_feature port_feature building")
Rotated.__doc__ = """A tile type turned `rot` quarter turns clockwise. edges: 4 letters C/R/F in board order
N E S W; features: Feature tuples (cities, then roads, then fields, then the building); edge_feature[d]:
the index of the city or road feature on edge d (-1 on a field edge); port_feature[p]: the field feature on
port p (-1 on a city edge); building: the index of the monastery or shrine feature, or -1."""


def _dir(d: str) -> int:
    return DIRS.index(d)


def _port(p: str) -> int:
    return PORTS.index(p)


def spot_name(kind: str, edges=(), ports=()) -> str:
    if kind in ("city", "road"):
        return kind + ":" + "".join(DIRS[d] for d in sorted(edges))
    if kind == "field":
        return "field:" + "".join(PORTS[p] for p in sorted(ports))
    return kind


def rotate(tile: TileType, rot: int) -> Rotated:
    r = rot % 4
    edges = tuple(tile.edges[(d - r) % 4] for d in range(4))
    features = []
    for edge_text, pennant in tile.cities:
        dirs = tuple(sorted((_dir(c) + r) % 4 for c in edge_text))
        features.append(Feature("city", dirs, (), pennant, (), spot_name("city", dirs)))
    for edge_text in tile.roads:
        dirs = tuple(sorted((_dir(c) + r) % 4 for c in edge_text))
        features.append(Feature("road", dirs, (), False, (), spot_name("road", dirs)))
    for port_text, cities in tile.fields:
        ports = tuple(sorted((_port(p) + 2 * r) % 8 for p in port_text.split()))
        features.append(Feature("field", (), ports, False, tuple(cities), spot_name("field", ports=ports)))
    building = -1
    if tile.building:
        building = len(features)
        features.append(Feature(tile.building, (), (), False, (), tile.building))
    edge_feature = [-1] * 4
    port_feature = [-1] * 8
    for index, f in enumerate(features):
        for d in f.edges:
            edge_feature[d] = index
        for p in f.ports:
            port_feature[p] = index
    return Rotated(tile.letter, r, edges, tuple(features), tuple(edge_feature), tuple(port_feature), building)


def _signature(rotated: Rotated) -> tuple:
    return rotated.edges, tuple(sorted((f.kind, f.edges, f.ports, f.pennant) for f in rotated.features))


ROTATED = {letter: tuple(rotate(t, r) for r in range(4)) for letter, t in TILES.items()}

# The rotations that give different tiles on the board (B looks the same every way: only rotation 0).
DISTINCT_ROTATIONS = {}
for _letter, _turns in ROTATED.items():
    _seen, _keep = set(), []
    for _r in _turns:
        _sig = _signature(_r)
        if _sig not in _seen:
            _seen.add(_sig)
            _keep.append(_r.rot)
    DISTINCT_ROTATIONS[_letter] = tuple(_keep)
# For a rotation that repeats an earlier one: the rotation listed for it.
SAME_AS = {(letter, r): next(k for k in DISTINCT_ROTATIONS[letter]
                             if _signature(ROTATED[letter][k]) == _signature(ROTATED[letter][r]))
           for letter in ROTATED for r in range(4)}
del _letter, _turns, _seen, _keep, _r, _sig


def check_tile(tile: TileType) -> list:
    """The consistency rules of the reference (section 2.2) for one tile type: a list of problems."""
    problems = []
    city_edges = [d for text, _ in tile.cities for d in text]
    road_edges = [d for text in tile.roads for d in text]
    ports = [p for text, _ in tile.fields for p in text.split()]
    for i, kind in enumerate(tile.edges):
        d = DIRS[i]
        if kind == "C" and city_edges.count(d) != 1:
            problems.append(f"city edge {d} is in {city_edges.count(d)} city segments")
        if kind == "R" and road_edges.count(d) != 1:
            problems.append(f"road edge {d} is in {road_edges.count(d)} road segments")
        if kind == "F" and (d in city_edges or d in road_edges):
            problems.append(f"field edge {d} carries a city or a road")
        for half in "LR":
            count = ports.count(d + half)
            if kind in "RF" and count != 1:
                problems.append(f"port {d}{half} is in {count} field areas")
            if kind == "C" and count:
                problems.append(f"city edge {d} has a field port {d}{half}")
    wrong = [d for text, _ in tile.cities for d in text if tile.edges[_dir(d)] != "C"]
    wrong += [d for text in tile.roads for d in text if tile.edges[_dir(d)] != "R"]
    if wrong:
        problems.append(f"segments on edges of another type: {wrong}")
    for _, cities in tile.fields:
        if any(c >= len(tile.cities) for c in cities):
            problems.append("a field borders a city segment the tile does not have")
    return problems
