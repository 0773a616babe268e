"""A game being played: its record, its state, who sits where, hot-seat secrecy and undo.

Pure Python: the browser layer asks it what to show and feeds it the players' and bots' moves.
"""

from __future__ import annotations

from ..bots import make_bot
from ..engine import normalize
from ..engine.record import replay


class Match:
    def __init__(self, game, record, games: dict):
        self.game = game
        self.record = record
        self.games = games
        self.actors = []        # seat that took each action of the record
        self.commits = []       # whether each action is an undo barrier
        self.state = replay(record, games, observe=self._observe)
        self.bots = {seat: make_bot(game, s["bot"], record.seed * 7919 + seat)
                     for seat, s in enumerate(record.seats) if s.get("bot")}
        self.humans = [seat for seat, s in enumerate(record.seats) if not s.get("bot")]
        # The person whose secrets the screen may show; None until someone confirms the pass screen.
        self.viewer = self.humans[0] if len(self.humans) == 1 else None

    def _observe(self, state, action):
        self.actors.append(state.current_player)
        self.commits.append(state.commits(action))

    # ---- who sees what ---------------------------------------------------------------
    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1 and self.game.has_secrets

    @property
    def needs_pass(self) -> bool:
        """The next person must take the device before anything private is drawn."""
        if not self.hot_seat or self.state.is_over:
            return False
        current = self.state.current_player
        return current in self.humans and current != self.viewer

    def confirm_pass(self) -> None:
        if self.needs_pass:
            self.viewer = self.state.current_player

    def shown_seat(self):
        """Whose view the screen shows: the lone person, the hot-seat person on turn, or nobody (public)."""
        if self.state.is_over:
            return self.viewer if not self.hot_seat else None
        if not self.hot_seat:
            return self.viewer
        return self.viewer if self.state.current_player == self.viewer else None

    def view(self) -> dict:
        return self.state.view(self.shown_seat())

    def human_to_move(self) -> bool:
        current = self.state.current_player
        return current is not None and current in self.humans and not self.needs_pass

    def bot_to_move(self):
        current = self.state.current_player
        if current is None or current not in self.bots:
            return None
        return current

    # ---- moves -----------------------------------------------------------------------
    def apply(self, action) -> None:
        """Play for the current seat (IllegalAction leaves everything as it was)."""
        state = self.state
        player = state.current_player
        commits = state.commits(action)
        state.apply(action)
        self.record.actions.append(normalize(action))
        self.actors.append(player)
        self.commits.append(commits)

    def undo_block(self):
        """None when the last move can be taken back by the person on turn, else the reason's key."""
        current = self.state.current_player
        if not self.record.actions or current is None or current not in self.humans or self.needs_pass:
            return "undo_nothing"
        if self.actors[-1] != current:
            return "undo_other_player"
        if self.commits[-1]:
            return "undo_hidden"
        return None

    def undo(self) -> None:
        if self.undo_block() is not None:
            return
        self.record.actions.pop()
        self.actors.pop()
        self.commits.pop()
        self.state = replay(self.record, self.games)

