"""The plain judgement of a Carcassonne position (what the easy bot plays by, and what the strong bot expects
of the other seats' replies): each seat's points so far plus what its followers on the map are likely to
bring (an open city counts between its unfinished value and twice it, by how many open edges it has and how
many tiles are left; a monastery or shrine counts its neighbours and a share of the empty squares; a field
its completed cities and a part of the open ones) plus a value for the followers still in hand, which falls
as the stack runs out.

`TurnEstimates` gives the same figures for every option of one turn, worked out from the position before
it: a tile changes only the features it joins, the buildings around it, the fields beside the cities it
joins and the features it completes, so only those are judged again (a late map holds a dozen followers;
a reply tries a hundred options on it).
"""

from __future__ import annotations

from .data import STEP
from .outlook import followers_worth
from .scoring import majority

CITY_CHANCE = {0: 1.0, 1: 0.75, 2: 0.55, 3: 0.4}      # chance an open city gets closed, by open edges


class Weights:
    """How the estimate weighs things (easy uses the defaults; strong its own, tuned in self-play)."""

    def __init__(self, follower=1.0, city=1.0, field_open=0.4, road=0.5, monastery=0.8, farmer_field=1.0,
                 others="best"):
        self.follower = follower          # scale of outlook.FOLLOWER_WORTH
        self.city = city                  # scale of an open city's chance to close
        self.field_open = field_open      # share of 3 points a field gets for an open city it touches
        self.road = road                  # expected growth of an open road
        self.monastery = monastery        # share of the empty squares around a building expected filled
        self.farmer_field = farmer_field  # scale of a field's whole value
        self.others = others              # utility against the "best" other seat or the "mean" of them


EASY = Weights()
# The former strong judgement (tuned in self-play, greedy against greedy: followers in hand worth more, farmers
# and monasteries less, open cities more than the plain guess says; played greedily it won 76-82% against
# easy). Strong now judges with outlook.Outlook; these stay for StrongBot(weights=...) in experiments.
STRONG = Weights(follower=2.2, field_open=0.0, city=1.3, monastery=0.6, farmer_field=0.5, road=0.0)


def feature_worth(board, root, left, farmers, w: Weights) -> float:
    """What the followers on the feature at `root` are likely to bring its leaders."""
    kind = board.kind[root]
    late = min(1.0, left / 30.0)
    if kind == "road":
        return len(board.cover[root]) + w.road * late
    if kind == "city":
        base = len(board.cover[root]) + board.pennants[root]
        chance = min(1.0, w.city * CITY_CHANCE.get(board.open[root], 0.3) * (0.3 + 0.7 * late))
        return base * (1.0 + chance)
    if kind == "field":
        if farmers == "off":
            return 0.0
        done = open_ = 0
        for c in board.field_cities(root):
            if board.open[c] == 0:
                done += 1
            else:
                open_ += 1
        return w.farmer_field * (4 if farmers == "1st" else 3) * (done + w.field_open * late * open_)
    filled = board.filled_around(board.node_pos[root])
    return 1 + filled + (8 - filled) * w.monastery * min(1.0, left / 12.0)


def _add_hand(est, state, left, w):
    worth = min(1.0, left / 30.0) * w.follower
    for seat, supply in enumerate(state.supply):
        est[seat] += followers_worth(supply) * worth
    return est


def estimates(state, w: Weights = EASY) -> list:
    """Each seat's points so far plus the expected worth of its followers on the map and in hand."""
    est = [float(s) for s in state.scores()]
    if state.over:
        return est
    board = state.board
    left = len(state.stack)
    farmers = state.options["farmers"]
    for root, seats in board.leaders().items():
        value = feature_worth(board, root, left, farmers, w)
        for seat in seats:
            est[seat] += value
    return _add_hand(est, state, left, w)


class TurnEstimates:
    """`estimates` of the positions after each option of the turn at `start` (no tile placed yet), judging
    again only what the option changed. Equal to `estimates(after)` but for the order of the additions."""

    def __init__(self, start, w: Weights = EASY):
        self.start = start
        self.w = w
        self.farmers = start.options["farmers"]
        self._features = {}       # tiles left -> (per seat: the features' worth, {root: (worth, leaders)})
        board = start.board
        self._held = tuple(board.held)
        self._roots = {board.find(node) for node in board.held}
        self._field_cities = {r: board.field_cities(r) for r in self._roots if board.kind[r] == "field"}
        self._tiles = len(board.order)
        self._near = {}           # a square -> what a tile there may change (see _around)

    def _features_at(self, left):
        found = self._features.get(left)
        if found is None:
            board = self.start.board
            sums = [0.0] * self.start.num_players
            worth = {}
            for root, seats in board.leaders().items():
                value = feature_worth(board, root, left, self.farmers, self.w)
                worth[root] = (value, seats)
                for seat in seats:
                    sums[seat] += value
            found = self._features[left] = (sums, worth)
        return found

    def _around(self, pos):
        """What a tile at `pos` may change, named by the start's roots: the held features on the tiles beside
        it (it may join them), the cities there (held or not: a field beside one counts it again) and the held
        buildings around it (their filled squares)."""
        found = self._near.get(pos)
        if found is None:
            board = self.start.board
            x, y = pos
            beside = set()
            for dx, dy in STEP:
                q = (x + dx, y + dy)
                if q in board.tiles:
                    beside.update(board.find(node) for node in board.nodes_of(q))
            held = [root for root in beside if root in self._roots]
            cities = [root for root in beside if board.kind[root] == "city"]
            buildings = []
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    node = board.monastics.get((x + dx, y + dy))
                    if node is not None and node in self._roots:
                        buildings.append(node)
            found = self._near[pos] = (held, cities, buildings)
        return found

    def __call__(self, after) -> list:
        if after.over:
            return [float(s) for s in after.scores()]
        left = len(after.stack)
        sums, worth = self._features_at(left)
        board = after.board
        find = board.find
        _, x, y, _ = board.order[self._tiles]
        held_beside, cities_beside, buildings = self._around((x, y))
        now = {find(node) for node in board.nodes_of((x, y))}     # the roots of the tile's features
        before = set(buildings)          # the start's roots whose worth may have changed
        for root in held_beside:
            if find(root) in now:
                before.add(root)
        cities = [root for root in cities_beside if find(root) in now]
        if cities:
            for root, near in self._field_cities.items():
                if not near.isdisjoint(cities):
                    before.add(root)
        held = board.held
        for node in self._held:            # features whose followers went home (completed, or lost a challenge)
            if node not in held:
                before.add(self.start.board.find(node))
        est = sums[:]
        for root in before:
            value, seats = worth[root]
            for seat in seats:
                est[seat] -= value
            now.add(find(root))
        occupants = board.occupants
        for root in now:
            if occupants[root]:
                value = feature_worth(board, root, left, self.farmers, self.w)
                for seat in majority(board, occupants[root]):
                    est[seat] += value
        for seat, points in enumerate(after.scores()):
            est[seat] += points
        return _add_hand(est, after, left, self.w)
