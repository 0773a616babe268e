"""The map: placed tiles, the open frontier, and the features as a union-find, all updated tile by tile.

Nothing here ever rescans the board. Placing a tile:
- adds one node per feature of the tile (city and road segments, field areas, the building);
- joins each node with the matching node of every neighbour across the shared edge (cities and roads by
  edge, fields by half edge), keeping at each root the number of open edges (a city or road is complete at
  0), the tiles it covers, its pennants, the nodes holding followers and, for fields, the city nodes it
  borders;
- updates the frontier: the empty cells next to a tile, each with the edge types its neighbours require.
Legal placements come from the frontier and a table of which rotations of a tile fit which requirements.
"""

from __future__ import annotations

from .data import AROUND, DISTINCT_ROTATIONS, ROTATED, STEP, TILES

MONASTIC = ("monastery", "shrine")
# a follower's spot on a turned tile -> the index of its feature there (the node is the tile's first node + it)
SPOT_INDEX = {(letter, r.rot): {f.spot: i for i, f in enumerate(r.features)}
              for letter, turns in ROTATED.items() for r in turns}
OTHER = {"monastery": "shrine", "shrine": "monastery"}

# (letter, requirement tuple) -> the distinct rotations that fit; filled as they are met (at most 31 x 81).
_FITS = {}


def fits(letter: str, need: tuple) -> tuple:
    key = (letter, need)
    found = _FITS.get(key)
    if found is None:
        found = tuple(r for r in DISTINCT_ROTATIONS[letter]
                      if all(n is None or n == e for n, e in zip(need, ROTATED[letter][r].edges)))
        _FITS[key] = found
    return found


class Board:
    __slots__ = ("tiles", "order", "frontier", "monastics", "parent", "kind", "open", "cover", "pennants",
                 "occupants", "borders", "owner", "held", "node_pos", "node_index")

    def __init__(self):
        self.tiles = {}          # (x, y) -> (letter, rot, first node)
        self.order = []          # [(letter, x, y, rot)] in the order they were placed
        self.frontier = {}       # empty (x, y) next to a tile -> (need N, need E, need S, need W), None = free
        self.monastics = {}      # (x, y) -> node of its monastery or shrine
        # per node (the union-find); the feature facts are kept up to date at the roots only
        self.parent = []
        self.kind = []           # "city", "road", "field", "monastery", "shrine"
        self.open = []           # city/road: open edges left
        self.cover = []          # frozenset of the tiles a feature covers
        self.pennants = []
        self.occupants = []      # tuple of nodes holding a follower
        self.borders = []        # fields: frozenset of the city nodes they touch
        self.owner = []          # per node: the seat whose follower stands on it, or -1
        self.held = {}           # node -> seat, for the nodes holding a follower (see `occupy`)
        self.node_pos = []       # per node: its tile
        self.node_index = []     # per node: its index in the tile's feature list

    @classmethod
    def rebuilt(cls, placements, followers) -> "Board":
        """The map a view shows: its tiles ([letter, x, y, rot]) in the order placed, then its followers
        ([x, y, spot, seat])."""
        board = cls()
        for letter, x, y, rot in placements:
            board.put(letter, x, y, rot)
        for x, y, spot, seat in followers:
            letter, rot, base = board.tiles[(x, y)]
            board.occupy(base + SPOT_INDEX[(letter, rot)][spot], seat)
        return board

    def clone(self) -> "Board":
        b = Board.__new__(Board)
        b.tiles = self.tiles.copy()
        b.order = self.order[:]
        b.frontier = self.frontier.copy()
        b.monastics = self.monastics.copy()
        b.parent = self.parent[:]
        b.kind = self.kind[:]
        b.open = self.open[:]
        b.cover = self.cover[:]
        b.pennants = self.pennants[:]
        b.occupants = self.occupants[:]
        b.borders = self.borders[:]
        b.owner = self.owner[:]
        b.held = self.held.copy()
        b.node_pos = self.node_pos[:]
        b.node_index = self.node_index[:]
        return b

    # ---- union-find ------------------------------------------------------------------------------------
    def find(self, node: int) -> int:
        parent = self.parent
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    def _join(self, a: int, b: int, closes: bool) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            if closes:
                self.open[ra] -= 2
            return
        if len(self.cover[ra]) < len(self.cover[rb]):
            ra, rb = rb, ra
        self.parent[rb] = ra
        if closes:
            self.open[ra] += self.open[rb] - 2
        self.cover[ra] = self.cover[ra] | self.cover[rb]
        self.pennants[ra] += self.pennants[rb]
        if self.occupants[rb]:
            self.occupants[ra] = self.occupants[ra] + self.occupants[rb]
        if self.borders[rb]:
            self.borders[ra] = self.borders[ra] | self.borders[rb]

    # ---- placing ---------------------------------------------------------------------------------------
    def put(self, letter: str, x: int, y: int, rot: int) -> int:
        """Place a tile (no legality check: see `placements`); returns the node of its first feature."""
        rotated = ROTATED[letter][rot]
        pos = (x, y)
        base = len(self.parent)
        only_here = frozenset((pos,))
        for index, f in enumerate(rotated.features):
            node = base + index
            self.parent.append(node)
            self.kind.append(f.kind)
            self.open.append(len(f.edges))
            self.cover.append(only_here)
            self.pennants.append(1 if f.pennant else 0)
            self.occupants.append(())
            self.borders.append(frozenset(base + c for c in f.borders) if f.borders else frozenset())
            self.owner.append(-1)
            self.node_pos.append(pos)
            self.node_index.append(index)
        self.tiles[pos] = (letter, rot, base)
        self.order.append((letter, x, y, rot))
        self.frontier.pop(pos, None)
        if rotated.building >= 0:
            self.monastics[pos] = base + rotated.building
        tiles = self.tiles
        frontier = self.frontier
        edges = rotated.edges
        for d in range(4):
            dx, dy = STEP[d]
            q = (x + dx, y + dy)
            o = (d + 2) % 4
            there = tiles.get(q)
            if there is None:
                need = list(frontier.get(q) or (None, None, None, None))
                need[o] = edges[d]
                frontier[q] = tuple(need)
                continue
            other = ROTATED[there[0]][there[1]]
            obase = there[2]
            if edges[d] != "F":
                self._join(base + rotated.edge_feature[d], obase + other.edge_feature[o], True)
            if edges[d] != "C":
                # facing tiles swap left and right: my dL meets its oR, my dR meets its oL
                self._join(base + rotated.port_feature[2 * d], obase + other.port_feature[2 * o + 1], False)
                self._join(base + rotated.port_feature[2 * d + 1], obase + other.port_feature[2 * o], False)
        return base

    def occupy(self, node: int, seat: int) -> None:
        """A follower of `seat` goes on `node`."""
        self.owner[node] = seat
        self.held[node] = seat
        root = self.find(node)
        self.occupants[root] = self.occupants[root] + (node,)

    def vacate(self, root: int) -> list:
        """Every follower of the feature at `root` leaves; returns their seats."""
        seats = []
        for node in self.occupants[root]:
            seats.append(self.owner[node])
            self.owner[node] = -1
            del self.held[node]
        self.occupants[root] = ()
        return seats

    def leaders(self) -> dict:
        """{root: the seats with the most followers on it (all of them on a tie)} for every feature someone
        holds, in the order the followers went down (the bots' judgements add up features in this order)."""
        counts = {}
        find = self.find
        for node, seat in self.held.items():
            root = find(node)
            per_seat = counts.get(root)
            if per_seat is None:
                counts[root] = {seat: 1}
            else:
                per_seat[seat] = per_seat.get(seat, 0) + 1
        leaders = {}
        for root, per_seat in counts.items():
            if len(per_seat) == 1:
                leaders[root] = list(per_seat)
            else:
                most = max(per_seat.values())
                leaders[root] = [seat for seat, n in per_seat.items() if n == most]
        return leaders

    def field_cities(self, root: int) -> frozenset:
        """The city roots a field touches. The field keeps them as its borders from then on (any node of a
        city names it), so the set stays as small as the number of cities."""
        cities = self.borders[root]
        parent = self.parent
        for c in cities:
            if parent[c] != c:          # a city joined another since: name each by its root again
                find = self.find
                cities = self.borders[root] = frozenset(find(c) for c in cities)
                break
        return cities

    def compact(self) -> None:
        """Point every node straight at its root and name every field's cities by their roots: the same map,
        but each copy made from it afterwards (a bot tries hundreds) finds roots in one step."""
        find, kind, parent = self.find, self.kind, self.parent
        for node in range(len(parent)):
            root = parent[node] = find(node)
            if root == node and kind[node] == "field":
                self.field_cities(node)

    def nodes_of(self, pos) -> range:
        letter, rot, base = self.tiles[pos]
        return range(base, base + len(ROTATED[letter][rot].features))

    # ---- legality --------------------------------------------------------------------------------------
    def cult_ok(self, pos, building: str, strict: bool) -> bool:
        """The Cult's placement restriction (reference 6.3) for a building of kind `building` at `pos`."""
        monastics, kind = self.monastics, self.kind
        other = OTHER[building]
        x, y = pos
        opposite = []
        for dx, dy in AROUND:
            node = monastics.get((x + dx, y + dy))
            if node is not None and kind[node] == other:
                opposite.append((x + dx, y + dy))
        if len(opposite) >= 2:
            return False
        if strict and opposite:
            ox, oy = opposite[0]
            for dx, dy in AROUND:
                node = monastics.get((ox + dx, oy + dy))
                if node is not None and kind[node] == building:
                    return False
        return True

    def placements(self, letter: str, strict: bool, first_only: bool = False) -> list:
        """Every legal (x, y, rot) for `letter`, rotations that look alike listed once."""
        found = []
        building = TILES[letter].building
        cache = _FITS
        for pos, need in self.frontier.items():
            rots = cache.get((letter, need))
            if rots is None:
                rots = fits(letter, need)
            if not rots:
                continue
            if building and not self.cult_ok(pos, building, strict):
                continue
            if first_only:
                return [(pos[0], pos[1], rots[0])]
            for r in rots:
                found.append((pos[0], pos[1], r))
        return found

    # ---- facts -----------------------------------------------------------------------------------------
    def filled_around(self, pos) -> int:
        # written out: the bots ask this for every monastery on every position they judge
        tiles = self.tiles
        x, y = pos
        return (((x - 1, y - 1) in tiles) + ((x, y - 1) in tiles) + ((x + 1, y - 1) in tiles)
                + ((x + 1, y) in tiles) + ((x + 1, y + 1) in tiles) + ((x, y + 1) in tiles)
                + ((x - 1, y + 1) in tiles) + ((x - 1, y) in tiles))

    def opposite_neighbours(self, pos) -> list:
        """The buildings of the other kind around the building at `pos` (positions)."""
        node = self.monastics[pos]
        other = OTHER[self.kind[node]]
        x, y = pos
        found = []
        for dx, dy in AROUND:
            q = (x + dx, y + dy)
            n = self.monastics.get(q)
            if n is not None and self.kind[n] == other:
                found.append(q)
        return found
