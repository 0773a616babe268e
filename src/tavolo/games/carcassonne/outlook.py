"""The strong bot's judgement of a Carcassonne position: what each seat's followers will likely bring, read
from the tiles still to come (the multiset every view shows), not from a fixed guess.

The plain estimate (bots.estimates) guesses an open city's chance to close from its number of open edges
alone. Here each open feature looks at the empty squares its open edges face: how many of the tiles left fit
each square (with every neighbour it already has). A square no tile left fits is dead: a city or road there
can never close, a monastery next to it never completes. Otherwise the owner closes the square if one of the
fitting tiles comes to it among its own draws: 1 - (1 - fit/left)^draws, every square of the feature needed.

- city: its unfinished value, plus as much again times that chance;
- road: its tiles (roads score the same open or closed), plus a little growth early on;
- monastery or shrine: 1, its filled neighbours, and each empty one by the chance some tile fits it in time;
- field: 3 per neighbouring city, each counted by its chance to be completed;
- followers in hand: worth more early than late (FOLLOWER_WORTH scaled by the tiles left).
"""

from __future__ import annotations

from collections import Counter

from .board import fits
from .data import ROTATED, STEP

FOLLOWER_WORTH = (3.0, 2.5, 2.0, 1.6, 1.3, 1.0, 0.8)    # the 1st, 2nd, ... follower in hand, early on
_HAND_WORTH = tuple(sum(FOLLOWER_WORTH[:n]) for n in range(len(FOLLOWER_WORTH) + 1))


def followers_worth(supply: int) -> float:
    """What a hand of `supply` followers is worth early on (a table: asked on every judged position)."""
    return _HAND_WORTH[min(supply, len(FOLLOWER_WORTH))]


class Outlook:
    """Weights, and a memo of how many tiles left fit each requirement (reset when the tiles left change)."""

    # Tuned greedy against the easy bot (60-100 games a setting, each deal from both seats): played greedily
    # with these it wins about 87% against easy, where the plain estimate with strong's old weights won 76%.
    def __init__(self, follower=2.2, city=1.1, use=0.75, road=0.0, building=0.6, field=0.35):
        self.follower = follower    # scale of FOLLOWER_WORTH
        self.city = city            # scale of an open city's chance to close
        self.use = use              # chance the owner spends a fitting tile of its own on the square
        self.road = road            # expected growth of an open road, early on
        self.building = building    # scale of the chance an empty square around a building gets filled
        self.field = field          # scale of a field's worth
        self._left_key = None
        self._order = None
        self._fit = {}
        self._left = Counter()

    def _fit_count(self, need, left_counts) -> int:
        found = self._fit.get(need)
        if found is None:
            found = sum(n for letter, n in left_counts.items() if fits(letter, need))
            self._fit[need] = found
        return found

    def _tiles_left(self, stack):
        """Counter of the tiles left, with the fit memo reset when they changed (so the memo never depends on
        what was judged before: the same view always gives the same move)."""
        order = tuple(stack)
        if order == self._order:                  # the usual case: the same stack as the last judgement
            return self._left
        self._order = order
        counts = Counter(order)
        key = tuple(sorted(counts.items()))
        if key != self._left_key:
            self._left_key = key
            self._left = counts
            self._fit = {}
        return self._left

    def estimates(self, state) -> list:
        """Each seat's points so far plus the expected worth of its followers on the map and in hand."""
        est = [float(s) for s in state.scores()]
        if state.over:
            return est
        board = state.board
        stack = state.stack
        left = len(stack)
        left_counts = self._tiles_left(stack)
        players = state.num_players
        draws = (left + players - 1) // players          # tiles the owner will still draw, about
        late = min(1.0, left / 30.0)
        find, tiles, frontier, kind_of = board.find, board.tiles, board.frontier, board.kind
        fit_count = self._fit_count
        chances = {}

        def square_chance(cell, own_draws):
            need = frontier.get(cell)
            fit = fit_count(need, left_counts) if need is not None else 0
            if not fit or not left:
                return 0.0
            return 1.0 - (1.0 - fit / left) ** own_draws

        def close_chance(root):
            """The chance an open city or road gets closed by its owner."""
            found = chances.get(root)
            if found is not None:
                return found
            if board.open[root] == 0:
                chances[root] = 1.0
                return 1.0
            cells = set()
            for pos in board.cover[root]:
                letter, rot, base = tiles[pos]
                edge_feature = ROTATED[letter][rot].edge_feature
                x, y = pos
                for d in range(4):
                    index = edge_feature[d]
                    if index >= 0 and find(base + index) == root:
                        dx, dy = STEP[d]
                        q = (x + dx, y + dy)
                        if q not in tiles:
                            cells.add(q)
            chance = 1.0
            for cell in cells:
                chance *= self.use * square_chance(cell, draws)
                if chance == 0.0:
                    break
            chances[root] = chance
            return chance

        farmers = state.options["farmers"]
        for root, seats in board.leaders().items():
            kind = kind_of[root]
            if kind == "road":
                value = len(board.cover[root]) + self.road * late
            elif kind == "city":
                closes = min(1.0, self.city * close_chance(root))
                base = len(board.cover[root]) + board.pennants[root]
                value = base * (1.0 + closes)
            elif kind == "field":
                if farmers == "off":
                    continue
                worth = 0.0
                for c in board.field_cities(root):
                    worth += 1.0 if board.open[c] == 0 else min(1.0, self.city * close_chance(c))
                value = self.field * (4 if farmers == "1st" else 3) * worth
            else:
                x, y = board.node_pos[root]
                filled = 0
                expected = 0.0
                for dx, dy in ((-1, -1), (0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0)):
                    q = (x + dx, y + dy)
                    if q in tiles:
                        filled += 1
                    else:
                        p = self.building * square_chance(q, left)   # anyone's tile fills it
                        expected += p
                value = 1 + filled + expected
            for seat in seats:
                est[seat] += value
        worth = late * self.follower
        for seat, supply in enumerate(state.supply):
            est[seat] += followers_worth(supply) * worth
        return est

    def judge(self):
        """An estimate function for bots.utility (the utility is against the best other seat)."""
        def judge(state):
            return self.estimates(state)
        judge.others = "best"
        return judge
