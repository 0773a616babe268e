"""Shifting Stones rules: setup, the five actions, the end of the game, scoring and the solo mode."""

from __future__ import annotations

from ...catalogs import Message
from ...engine import ActionKind, Game, IllegalAction, Option, State
from .data import (ADJACENT_PAIRS, CARD_IDS, CARDS, END_TARGET, FLIP, HAND_SIZE, MAX_STRIKES, ONE_POINT_BONUS,
                   SKIP_DRAW, SKIP_UP_TO, SOLO_DECK, TILES, matches)
from . import parts, text as _text
from .art import with_diagrams

_ADJACENT = frozenset(ADJACENT_PAIRS)


class ShiftingStones(Game):
    id = "shifting-stones"
    names = Message("shifting-stones", "game.name")
    min_seats = 1
    max_seats = 5
    rules_version = 1
    has_secrets = True
    minutes = (15, 25)
    options = (Option.make("shifting-stones", "skip_draw", ("two", "six"), "two"),)
    note = None
    words = "tavolo.games.shifting_stones.text"
    board = "tavolo.games.shifting_stones.view"
    bots = "tavolo.games.shifting_stones.bots"
    guide = "tavolo.games.shifting_stones.guide"

    # ---- making states -----------------------------------------------------
    def _new_state(self, state, rng):
        seats = state.num_players
        tiles = list(TILES)
        rng.shuffle(tiles)
        state.grid = [t if rng.randrange(2) == 0 else FLIP[t] for t in tiles]
        if seats == 1:
            chosen = []
            for points, count in SOLO_DECK:
                pool = [cid for cid in CARD_IDS if CARDS[cid].points == points]
                rng.shuffle(pool)
                chosen.extend(pool[:count])
            state.cards_in_play = tuple(sorted(chosen))
        else:
            state.cards_in_play = CARD_IDS
        deck = list(state.cards_in_play)
        rng.shuffle(deck)
        state.deck = deck
        state.hands = [[deck.pop() for _ in range(HAND_SIZE)] for _ in range(seats)]
        state.discard = []
        state.scored = [[] for _ in range(seats)]
        state.skipped_last = [False] * seats
        state.turns_taken = [0] * seats
        state.current = 0
        state.acted = False
        state.scored_turn = 0
        state.turn_no = 1
        state.end_triggered = False
        state.over = False
        state.strikes = 0
        state.solo_result = None
        return state

    def _from_view(self, state, view, player, rng):
        n = view["players"]
        state.cards_in_play = tuple(view["cards_in_play"])
        state.grid = list(view["grid"])
        known = set(view["discard"])
        for pile in view["scored"]:
            known.update(pile)
        own = list(view["hand"]) if player is not None else []
        known.update(own)
        if view["over"]:                    # every hand is shown once the game is over
            known.update(c for hand in view["hands"] for c in hand)
        unknown = [cid for cid in state.cards_in_play if cid not in known]
        rng.shuffle(unknown)
        hands = []
        for seat in range(n):
            if view["over"]:
                hands.append(list(view["hands"][seat]))
            elif seat == player:
                hands.append(list(own))
            else:
                size = view["hand_sizes"][seat]
                hands.append(unknown[len(unknown) - size:] if size else [])
                del unknown[len(unknown) - size:]
        if len(unknown) != view["deck_size"]:
            raise ValueError("the view does not add up: wrong number of unseen cards")
        state.hands = hands
        state.deck = unknown
        state.discard = list(view["discard"])
        state.scored = [list(pile) for pile in view["scored"]]
        state.skipped_last = list(view["skipped_last"])
        state.turns_taken = list(view["turns_taken"])
        state.current = view["current"] if view["current"] is not None else 0
        state.acted = view["acted_this_turn"]
        state.scored_turn = view["scored_this_turn"]
        state.turn_no = view["turn"]
        state.end_triggered = view["end_triggered"]
        state.over = view["over"]
        state.strikes = view["strikes"]
        state.solo_result = view["solo_result"]
        return state

    # ---- words -------------------------------------------------------------
    def rules(self, lang="en"):
        return with_diagrams(_text.rules(lang), lang)


class ShiftingStonesState(State):
    """One position. Cells 0..8 row-major; decks and piles are lists whose last item is the top."""

    @property
    def solo(self):
        return self.num_players == 1

    @property
    def target(self):
        return len(self.cards_in_play) if self.num_players == 1 else END_TARGET[self.num_players]

    def legal_actions(self):
        if self.over:
            return []
        hand = self.hands[self.current]
        grid = self.grid
        actions = [("score", cid) for cid in hand if matches(grid, cid)]
        for cid in hand:
            for a, b in ADJACENT_PAIRS:
                actions.append(("shift", cid, a, b))
            for cell in range(9):
                actions.append(("flip", cid, cell))
        actions.append(("end",))
        if self._may_skip():
            actions.append(("skip",))
        return actions

    def _may_skip(self):
        return not self.acted and not self.skipped_last[self.current]

    def _check(self, action):
        """Precise reasons (a card not in hand, cells not side by side); the shape is checked already."""
        kind = action[0]
        if kind in ("shift", "flip", "score"):
            cid = action[1]
            if not isinstance(cid, str) or cid not in CARDS:
                raise IllegalAction("unknown_card", f"There is no card {cid!r}", card=repr(cid))
            if cid not in self.hands[self.current]:
                raise IllegalAction("not_your_card", f"Card {cid} is not in your hand", card=cid)
            cells = action[2:]
            for cell in cells:
                if type(cell) is not int or not 0 <= cell <= 8:
                    raise IllegalAction("bad_cell", f"{cell!r} is not a cell of the grid (0 to 8)", cell=repr(cell))
            if kind == "shift":
                a, b = cells
                if a == b:
                    raise IllegalAction("same_cell", "A shift swaps two different tiles", cell=a)
                if a > b:
                    raise IllegalAction("cell_order", "Name the two tiles of a shift in grid order (smaller first)",
                                        a=a, b=b)
                if (a, b) not in _ADJACENT:
                    raise IllegalAction("not_adjacent", f"Tiles {a} and {b} are not side by side", a=a, b=b)
            elif kind == "score":
                if not matches(self.grid, cid):
                    raise IllegalAction("no_match", f"The pattern of card {cid} is not in the grid", card=cid)
        elif kind == "skip":
            if self.acted:
                raise IllegalAction("skip_after_action", "You can skip only before taking any action in the turn")
            if self.skipped_last[self.current]:
                raise IllegalAction("skip_twice", "You cannot skip two turns in a row")

    # ---- the actions (declared in ACTIONS below) -----------------------------------------------
    def _shift(self, action):
        _, cid, a, b = action
        self._play_card(cid)
        grid = self.grid
        grid[a], grid[b] = grid[b], grid[a]
        self.news.append(("shift", a, grid[a], b, grid[b]))       # what the grid shows now, told with the move

    def _flip(self, action):
        _, cid, cell = action
        self._play_card(cid)
        self.grid[cell] = FLIP[self.grid[cell]]
        self.news.append(("flip", cell, self.grid[cell]))

    def _play_card(self, cid):
        self.hands[self.current].remove(cid)
        self.discard.append(cid)
        self.acted = True

    def _score(self, action):
        cid = action[1]
        p = self.current
        self.hands[p].remove(cid)
        self.scored[p].append(cid)
        self.scored_turn += 1
        self.acted = True
        if len(self.scored[p]) >= self.target:
            if self.num_players == 1:
                self.over = True
                self.solo_result = "won"
            else:
                self.end_triggered = True

    def _end(self, action):
        p = self.current
        self._draw(p, max(0, HAND_SIZE - len(self.hands[p])))
        self.skipped_last[p] = False
        self._finish_turn(p)

    def _skip(self, action):
        p = self.current
        if self.options.get("skip_draw") == "six":
            self._draw(p, max(0, SKIP_UP_TO - len(self.hands[p])))
        else:
            self._draw(p, SKIP_DRAW)
        self.skipped_last[p] = True
        self._finish_turn(p)

    def _draw(self, p, count):
        hand, deck = self.hands[p], self.deck
        for _ in range(count):
            if not deck:
                if not self.discard:
                    return
                deck.extend(self.discard)
                self.discard.clear()
                self.rng.shuffle(deck)
            hand.append(deck.pop())

    def _finish_turn(self, p):
        self.turns_taken[p] += 1
        if self.num_players == 1:
            if self.scored_turn == 0:
                self.strikes += 1
                if self.strikes >= MAX_STRIKES:
                    self.over = True
                    self.solo_result = "lost"
        elif self.end_triggered and p == self.num_players - 1:
            self.over = True
        if not self.over:
            self.current = (p + 1) % self.num_players
            self.acted = False
            self.scored_turn = 0
            self.turn_no += 1

    # ---- scores --------------------------------------------------------------
    def card_points(self):
        return [sum(CARDS[cid].points for cid in pile) for pile in self.scored]

    def bonus(self):
        """+3 per seat with the most 1-point cards (ties all get it; nobody when nobody has one)."""
        if self.num_players == 1:
            return [0]
        ones = [sum(1 for cid in pile if CARDS[cid].points == 1) for pile in self.scored]
        most = max(ones)
        return [ONE_POINT_BONUS if most > 0 and count == most else 0 for count in ones]

    def public_scores(self):
        return self.scores()        # scored cards lie face up; the end bonus is counted only at the end

    def scores(self):
        points = self.card_points()
        if self.over:
            return [a + b for a, b in zip(points, self.bonus())]
        return points

    def score_breakdown(self):
        points = self.card_points()
        if self.num_players == 1:
            return [[("cards", points[0])]]
        bonus = self.bonus() if self.over else [0] * self.num_players
        return [[("cards", a), ("one_point_bonus", b)] for a, b in zip(points, bonus)]

    def winners(self):
        if not self.over:
            return []
        if self.num_players == 1:
            return [0] if self.solo_result == "won" else []
        return super().winners()

    # ---- copies and views -------------------------------------------------------
    def clone(self):
        other = ShiftingStonesState.__new__(ShiftingStonesState)
        other.game = self.game
        other.num_players = self.num_players
        other.options = self.options          # never mutated after setup
        other.rng = self.rng.clone()
        other.cards_in_play = self.cards_in_play
        other.grid = self.grid[:]
        other.hands = [h[:] for h in self.hands]
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.scored = [s[:] for s in self.scored]
        other.skipped_last = self.skipped_last[:]
        other.turns_taken = self.turns_taken[:]
        other.current = self.current
        other.acted = self.acted
        other.scored_turn = self.scored_turn
        other.turn_no = self.turn_no
        other.end_triggered = self.end_triggered
        other.over = self.over
        other.strikes = self.strikes
        other.solo_result = self.solo_result
        other.news = []
        return other

    def _view(self, player):
        view = {
            "game": self.game.id,
            "players": self.num_players,
            "viewer": player,
            "current": self.current_player,
            "over": self.over,
            "grid": self.grid[:],
            "hand": self.hands[player][:] if player is not None else [],
            "hand_sizes": [len(h) for h in self.hands],
            "scored": [s[:] for s in self.scored],
            "discard": self.discard[:],
            "deck_size": len(self.deck),
            "skipped_last": self.skipped_last[:],
            "acted_this_turn": self.acted,
            "scored_this_turn": self.scored_turn,
            "turns_taken": self.turns_taken[:],
            "turn": self.turn_no,
            "end_triggered": self.end_triggered,
            "target": self.target,
            "solo": self.num_players == 1,
            "strikes": self.strikes,
            "max_strikes": MAX_STRIKES,
            "solo_result": self.solo_result,
            "options": dict(self.options),
            "can_skip": (not self.over) and self._may_skip(),
            "cards_in_play": list(self.cards_in_play),
            "scores": self.scores(),
            "winners": self.winners(),
        }
        if self.over:
            view["hands"] = [h[:] for h in self.hands]     # nothing is secret once the game is over
        return view


def _scoring_wins_solo(state, action) -> bool:
    """A score commits only when it scores the last solo card: that ends (and wins) the game."""
    return state.num_players == 1 and len(state.scored[0]) + 1 >= state.target


ShiftingStones.state_class = ShiftingStonesState
ShiftingStones.actions = {
    "shift": ActionKind(3, ShiftingStonesState._shift, commits=False, touches=parts.touches_shift),
    "flip": ActionKind(2, ShiftingStonesState._flip, commits=False, touches=parts.touches_flip),
    "score": ActionKind(1, ShiftingStonesState._score, commits=_scoring_wins_solo, touches=parts.touches_score),
    "end": ActionKind(0, ShiftingStonesState._end, commits=True, touches=parts.touches_draw),
    "skip": ActionKind(0, ShiftingStonesState._skip, commits=True, touches=parts.touches_draw),
}
