"""Carcassonne with The Cult: setup, the turn (draw, place, follower, scoring), the end and final scoring.

Actions (tuples of JSON values):
    ("place", tile, x, y, rot) put the drawn tile (its letter, so the log can name it) at (x, y), turned
                               rot quarter turns clockwise; rotations that look the same are offered once
                               (the lowest number)
    ("follower", spot)         then put a follower on a spot of that tile ("city:NE", "road:EW",
                               "field:ELWR", "monastery", "shrine") and end the turn
    ("no_follower",)           or end the turn without one
Placing can be taken back until the turn ends (the shell replays the record without it); ending the turn
scores, then draws the next tile from the hidden stack, so it commits.

A tile with no legal place is set aside (out of the game) and another is drawn. The game ends after the
turn in which the last tile of the stack is placed.

To replay a known game or build a scenario, start it with a given tile order:
    Carcassonne().new_state_with_tiles(seats, ["V", "U", "CU1", ...], options)
(the first tile listed is drawn first; the start tile D is not listed).
"""

from __future__ import annotations

from collections import Counter

from ...catalogs import Message
from ...engine import ActionKind, Game, IllegalAction, Option, Rng, State
from . import parts
from .board import SPOT_INDEX, Board
from .data import FOLLOWERS, ROTATED, SAME_AS, START, TILES, box
from .scoring import CATEGORIES, final_scoring, score_placement


def _option(key, values, default):
    return Option.make("carcassonne", key, values, default)


OPTIONS = (
    _option("cult", ("5", "6", "off"), "5"),
    _option("cult_adjacency", ("strict", "literal"), "strict"),
    _option("farmers", ("current", "2nd", "1st", "off"), "current"),
    _option("small_city", ("4", "2"), "4"),
)

class Carcassonne(Game):
    id = "carcassonne"
    names = Message("carcassonne", "game.name")
    note = Message("carcassonne", "game.note")
    min_seats = 2
    max_seats = 5
    rules_version = 1
    has_secrets = False
    minutes = (30, 45)
    options = OPTIONS
    words = "tavolo.games.carcassonne.text"
    board = "tavolo.games.carcassonne.view"
    bots = "tavolo.games.carcassonne.bots"
    guide = "tavolo.games.carcassonne.guide"

    def _new_state(self, state, rng):
        stack = box(state.options["cult"])
        rng.shuffle(stack)
        return self._start(state, stack)

    def new_state_with_tiles(self, seats: int, tiles, options: dict | None = None, seed: int = 0):
        """A game whose stack is `tiles` (letters, the first drawn first; the start tile not listed).

        For scenarios and replays of known games. The tiles must come from the box (with the chosen Cult
        set); fewer than all of them is fine: the game ends when they are used up."""
        self.check_seats(seats)
        options = self.check_options(options)
        tiles = list(tiles)
        excess = Counter(tiles) - Counter(box(options["cult"]))
        if excess:
            raise ValueError(f"not in the box: {dict(excess)}")
        return self._start(self.blank_state(seats, options, Rng(seed)), tiles[::-1])

    def _start(self, s, stack):
        seats = s.num_players
        s.strict = s.options["cult_adjacency"] == "strict"
        s.board = Board()
        s.board.put(START, 0, 0, 0)
        s.stack = stack
        s.discarded = []
        s.tile = None
        s.pending = None
        s.current = 0
        s.turn_no = 0
        s.supply = [FOLLOWERS] * seats
        s.points = [[0] * len(CATEGORIES) for _ in range(seats)]
        s.scored = []
        s.over = False
        s._begin_turn()
        return s

    def _from_view(self, s, view, player, rng):
        s.strict = s.options["cult_adjacency"] == "strict"
        s.board = Board.rebuilt(view["board"], view["followers"])
        stack = [letter for letter, n in sorted(view["remaining"].items()) for _ in range(n)]
        rng.shuffle(stack)
        s.stack = stack
        s.discarded = list(view["discarded"])
        s.tile = view["tile"]
        s.pending = tuple(view["pending"]) if view["pending"] is not None else None
        s.current = view["current"] if view["current"] is not None else 0
        s.turn_no = view["turn"]
        s.supply = list(view["supply"])
        s.points = [list(p) for p in view["points"]]
        s.scored = [dict(e) for e in view["scored"]]
        s.over = view["over"]
        return s


class CarcassonneState(State):
    # ---- asked by everyone -----------------------------------------------------------------------------
    @property
    def round(self):
        return max(1, (self.turn_no - 1) // self.num_players + 1)

    @property
    def phase(self):
        if self.over:
            return None
        return "place" if self.pending is None else "follower"

    def legal_actions(self):
        if self.over:
            return []
        if self.pending is None:
            tile = self.tile
            return [("place", tile, x, y, r) for x, y, r in self.board.placements(tile, self.strict)]
        actions = [("follower", spot) for spot in self.free_spots()] if self.supply[self.current] else []
        actions.append(("no_follower",))
        return actions

    def free_spots(self) -> list:
        """The spots of the tile just placed whose feature holds no follower yet (farmers if played)."""
        board = self.board
        x, y, _ = self.pending
        letter, rot, base = board.tiles[(x, y)]
        farmers = self.options["farmers"] != "off"
        spots = []
        for index, f in enumerate(ROTATED[letter][rot].features):
            if f.kind == "field" and not farmers:
                continue
            if not board.occupants[board.find(base + index)]:
                spots.append(f.spot)
        return spots

    # ---- checking and applying -------------------------------------------------------------------------
    def _check(self, action):
        """Precise reasons (a taken square, edges that do not match); the shape is checked already."""
        kind = action[0]
        if kind == "place":
            if self.pending is not None:
                raise IllegalAction("already_placed", "The tile is already placed: choose a follower spot or none")
            tile, x, y, rot = action[1:]
            if tile != self.tile:
                raise IllegalAction("wrong_tile", f"The tile to place is {self.tile}, not {tile}", tile=self.tile)
            if not all(type(v) is int for v in (x, y, rot)) or not 0 <= rot <= 3:
                raise IllegalAction("bad_place", "A place needs whole numbers x, y and a rotation 0-3")
            self._check_place(x, y, rot)
            return
        if self.pending is None:
            raise IllegalAction("must_place", "First place the tile")
        if kind == "follower":
            spot = action[1]
            letter, rot, _ = self.board.tiles[self.pending[:2]]
            if not isinstance(spot, str) or spot not in SPOT_INDEX[(letter, rot)]:
                raise IllegalAction("bad_spot", f"The tile just placed has no spot {spot!r}", spot=repr(spot))
            if not self.supply[self.current]:
                raise IllegalAction("no_followers", "You have no follower left")
            if spot not in self.free_spots():
                if spot.startswith("field") and self.options["farmers"] == "off":
                    raise IllegalAction("no_farmers", "This game is played without farmers")
                raise IllegalAction("spot_taken", f"The feature of {spot} already holds a follower", spot=spot)

    def _check_place(self, x, y, rot):
        board, letter = self.board, self.tile
        pos = (x, y)
        if pos in board.tiles:
            raise IllegalAction("cell_taken", f"There is already a tile at {x},{y}", x=x, y=y)
        need = board.frontier.get(pos)
        if need is None:
            raise IllegalAction("not_adjacent", f"{x},{y} does not touch the map along an edge", x=x, y=y)
        same = SAME_AS[(letter, rot)]
        if same != rot:
            raise IllegalAction("same_rotation", f"This tile looks the same turned {same} times: use {same}",
                                rot=rot, same=same)
        edges = ROTATED[letter][rot].edges
        if any(n is not None and n != e for n, e in zip(need, edges)):
            raise IllegalAction("edges_mismatch", f"The edges of the tile do not match its neighbours at {x},{y}",
                                x=x, y=y)
        building = TILES[letter].building
        if building and not board.cult_ok(pos, building, self.strict):
            raise IllegalAction("cult_neighbours", f"A {building} may not go there: it would border two buildings "
                                "of the other kind", x=x, y=y, building=building)

    # ---- the actions (declared in ACTIONS below) -----------------------------------------------------
    def _place(self, action):
        _, _, x, y, rot = action
        self.board.put(self.tile, x, y, rot)
        self.pending = (x, y, rot)

    def _end_turn(self, action):
        """A follower on the tile just placed, or none: then scoring, and the next seat draws."""
        board = self.board
        x, y, _ = self.pending
        if action[0] == "follower":
            letter, rot, base = board.tiles[(x, y)]
            node = base + SPOT_INDEX[(letter, rot)][action[1]]
            board.occupy(node, self.current)
            self.supply[self.current] -= 1
        score_placement(self, (x, y))
        self.current = (self.current + 1) % self.num_players
        self._begin_turn()

    def _begin_turn(self):
        """Draw the next placeable tile (setting aside those with no place); no tile left ends the game."""
        self.pending = None
        self.tile = None
        board, stack = self.board, self.stack
        while stack:
            letter = stack.pop()
            if board.placements(letter, self.strict, first_only=True):
                self.tile = letter
                self.turn_no += 1
                return
            self.discarded.append(letter)
        self.over = True
        final_scoring(self)

    # ---- scores ----------------------------------------------------------------------------------------
    def score_breakdown(self):
        return [[(key, row[i]) for i, key in enumerate(CATEGORIES)] for row in self.points]

    def scores(self):
        return [sum(row) for row in self.points]

    # ---- copies and views ------------------------------------------------------------------------------
    def clone(self):
        o = CarcassonneState.__new__(CarcassonneState)
        o.game = self.game
        o.num_players = self.num_players
        o.options = self.options                 # never changed after setup
        o.rng = self.rng.clone()
        o.strict = self.strict
        o.board = self.board.clone()
        o.stack = self.stack[:]
        o.discarded = self.discarded[:]
        o.tile = self.tile
        o.pending = self.pending
        o.current = self.current
        o.turn_no = self.turn_no
        o.supply = self.supply[:]
        o.points = [row[:] for row in self.points]
        o.scored = self.scored[:]                # events are never changed once written
        o.over = self.over
        o.news = []
        return o

    def followers(self) -> list:
        """[[x, y, spot, seat], ...] for every follower on the map, in node order."""
        board = self.board
        found = []
        for node, seat in sorted(board.held.items()):
            if seat >= 0:
                x, y = board.node_pos[node]
                letter, rot, _ = board.tiles[(x, y)]
                found.append([x, y, ROTATED[letter][rot].features[board.node_index[node]].spot, seat])
        return found

    def challenges(self) -> list:
        """[[shrine x, y, monastery x, y], ...]: occupied incomplete neighbours of the two kinds."""
        board = self.board
        pairs = []
        for pos, node in board.monastics.items():
            if board.kind[node] != "shrine" or not board.occupants[node] or board.filled_around(pos) == 8:
                continue
            for o in board.opposite_neighbours(pos):
                if board.occupants[board.monastics[o]] and board.filled_around(o) < 8:
                    pairs.append([pos[0], pos[1], o[0], o[1]])
        return sorted(pairs)

    def _view(self, player):
        remaining = Counter(self.stack)
        view = {
            "game": self.game.id,
            "players": self.num_players,
            "viewer": player,
            "current": self.current_player,
            "phase": self.phase,
            "over": self.over,
            "turn": self.turn_no,
            "round": self.round,
            "options": dict(self.options),
            "board": [list(t) for t in self.board.order],
            "followers": self.followers(),
            "tile": self.tile,
            "pending": list(self.pending) if self.pending is not None else None,
            "remaining": {letter: remaining[letter] for letter in sorted(remaining)},
            "stack": len(self.stack),
            "discarded": self.discarded[:],
            "supply": self.supply[:],
            "points": [row[:] for row in self.points],
            "scores": self.scores(),
            "scored": [dict(e) for e in self.scored],
            "challenges": self.challenges(),
            # what the player to move may do now, for the board (derived from the rest)
            "placements": ([list(p) for p in self.board.placements(self.tile, self.strict)]
                           if self.phase == "place" else []),
            "spots": self.free_spots() if self.phase == "follower" and self.supply[self.current] else [],
        }
        if self.over:
            view["breakdown"] = [[list(part) for part in parts] for parts in self.score_breakdown()]
            view["winners"] = self.winners()
        return view


Carcassonne.state_class = CarcassonneState
Carcassonne.actions = {
    # Placing can be taken back until the turn ends; ending it scores and draws from the hidden stack.
    "place": ActionKind(4, CarcassonneState._place, commits=False, touches=parts.touches_place),
    "follower": ActionKind(1, CarcassonneState._end_turn, commits=True, touches=parts.touches_end),
    "no_follower": ActionKind(0, CarcassonneState._end_turn, commits=True, touches=parts.touches_end),
}
