"""The game as a joined device knows it: its seat's view, its legal moves and the moves so far in their public
form, all sent by the host. `RemoteMatch` answers what the play screen asks of a Match, so the same board, log
and "since your last turn" are drawn; it never holds the record, the seed or another seat's secrets.
"""

from __future__ import annotations

from ..engine import normalize
from ..engine.record import GameRecord
from ..play.match import Match
from .protocol import LinkError, move_in


class RemoteState:
    """What the play screen reads of a state, as the host last told it."""

    def __init__(self, seat, players):
        self.seat = seat
        self.num_players = players
        self.current_player = None
        self.is_over = False
        self.round = 1
        self.turn = 1
        self.legal = []
        self.seen = {}
        self.undo = "undo_nothing"

    def view(self, seat):
        return self.seen

    def legal_actions(self):
        return list(self.legal)

    def public_scores(self):
        return None


class RemoteMatch(Match):
    """One seat of a game hosted on another device. `update` takes each `state` message of the host."""

    def __init__(self, game, welcome: dict):
        names, bots = welcome["names"], welcome["bots"]
        if len(names) != len(bots) or not 0 <= welcome["seat"] < len(names) \
                or not all(isinstance(n, str) for n in names):
            raise LinkError("link_bad_message", "The host's welcome is damaged")
        self.game = game
        self.games = {game.id: game}
        self.seat = welcome["seat"]
        self.record = GameRecord(game=game.id, seats=[{"name": n, "bot": b if isinstance(b, str) else None}
                                                      for n, b in zip(names, bots)],
                                 options={}, seed=0, rules=game.rules_version, meta={"id": welcome["gid"]})
        self.moves = []
        self.own = {}             # move index -> the action this seat took, in full
        self.start_scores = None
        self.start_news = ()
        self.checkpoints = None
        self._labels = {}
        self.lines = {}
        self.bots = {seat: None for seat, s in enumerate(self.record.seats) if s["bot"]}
        self.remote = set()
        self.humans = [self.seat]
        self.viewer = self.seat
        self.hints = False
        self.waiting = []         # seats the host waits for (their device is not connected)
        self.state = RemoteState(self.seat, len(names))
        self.placed = False       # a position has come (before it, there is no board to draw)
        self.before = None        # what `update` replaced, for `take_back`

    def update(self, message: dict) -> None:
        """Take the host's `state` message (LinkError, and nothing changed, when it does not fit)."""
        start = message["from"]
        if not 0 <= start <= len(self.moves):
            raise LinkError("link_bad_message", "The host sent moves out of order")
        moves = [move_in(m) for m in message["moves"]]
        try:
            own = {int(i): normalize(a) for i, a in message["own"].items()}
            legal = [normalize(a) for a in message["legal"]]
            start_scores, start_news = message["start"]
            waiting = [int(s) for s in message["waiting"]]
        except (TypeError, ValueError):
            raise LinkError("link_bad_message", "The host's message is damaged") from None
        self.before = self._kept()
        self.placed = True
        del self.moves[start:]
        self.moves.extend(moves)
        self.own = {i: a for i, a in self.own.items() if i < start}
        self.own.update(own)
        self._labels = {k: v for k, v in self._labels.items() if k[0] < start}
        self.lines = {k: v for k, v in self.lines.items() if k[0] < start}
        self.start_scores, self.start_news = start_scores, tuple(normalize(start_news or ()))
        self.waiting = waiting
        s = self.state
        s.current_player, s.is_over, s.round, s.turn = message["current"], message["over"], message["round"], \
            message["turn"]
        s.legal, s.seen, s.undo = legal, message["view"], message["undo"]

    def _kept(self):
        s = self.state
        return (list(self.moves), dict(self.own), dict(self._labels), dict(self.lines), self.start_scores,
                self.start_news, list(self.waiting), self.placed,
                (s.current_player, s.is_over, s.round, s.turn, s.legal, s.seen, s.undo))

    def take_back(self) -> bool:
        """Back to what the last `update` replaced (a position the screen could not draw); False if nothing."""
        if self.before is None:
            return False
        (self.moves, self.own, self._labels, self.lines, self.start_scores, self.start_news, self.waiting,
         self.placed, fields) = self.before
        s = self.state
        s.current_player, s.is_over, s.round, s.turn, s.legal, s.seen, s.undo = fields
        self.before = None
        return True

    def label(self, index, lang, viewer=None) -> str:
        own = viewer is not None and self.moves[index].seat == viewer and index in self.own
        key = (index, lang, own)
        if key not in self._labels:
            self._labels[key] = (self.game.private_label(self.own[index], lang, self.names_in(lang)) if own
                                 else self.game.label(self.moves[index].action, lang, self.names_in(lang)))
        return self._labels[key]

    def known_action(self, index, seat):
        """This seat's own moves in full (the host sent them), the others' in their public form."""
        if seat == self.seat and index in self.own:
            return self.own[index]
        return self.moves[index].action

    # The host decides; this device only shows its seat.
    @property
    def needs_pass(self) -> bool:
        return False

    def shown_seat(self):
        return self.seat

    def marks_seat(self):
        return self.seat

    def view(self) -> dict:
        return self.state.seen

    def human_to_move(self) -> bool:
        return not self.state.is_over and self.state.current_player == self.seat and bool(self.state.legal)

    def undo_block(self, seat=None):
        return self.state.undo

    def bot_to_move(self):
        return None             # the host's bots play on the host
