"""A game being played: its record, its state, who sits where, hot-seat secrecy, undo, and what each move did.

Pure Python, below ui/ and devices/: the page asks it what to show and feeds it the players' and bots' moves, and
a joined device's game (devices.guest.RemoteMatch) is a Match whose moves the host sends.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ..bots import make_bot
from ..catalogs import SHELL, languages, message
from ..engine import normalize
from ..engine.record import replay
from .guide import Guide, is_guided


SAID_NEWS = 4       # the events said aloud with a move; more (a final scoring) are read with the news key


@dataclass
class Move:
    """One action of the record as the log and the board remember it."""

    seat: int                 # who took it
    action: tuple             # as everyone may know it (State.public_action): what the log tells
    commits: bool             # an undo barrier (ends a turn, draws, reveals)
    round: int                # the round it was taken in
    parts: tuple = ()         # the board parts it touched (Game.touched)
    scores: list | None = None  # public scores right after it, when the game has them
    news: tuple = ()          # the public events it caused (State.take_news), e.g. a theft and its gold


def public_move(game, state, action) -> Move:
    """Move `action`, about to be played in `state`, as the other seats may know it: its public form (the kind's
    declared secret hidden) and the parts that form touches. Scores and news are added once it is played."""
    public = normalize(state.public_action(action))
    return Move(state.current_player, public, state.commits(action), state.round,
                tuple(game.touched(public, state.view(None))))


def devices_of(record) -> list:
    """The seats of a record played on their own devices (kept in its meta: the rules never depend on it)."""
    seats = record.meta.get("devices") or []
    return sorted({s for s in seats if isinstance(s, int) and not isinstance(s, bool)
                   and 0 <= s < len(record.seats) and not record.seats[s].get("bot")})


CHECKPOINT_EVERY = 16     # a replay keeps a copy of the state every this many moves, to step back fast


@functools.cache
def shown_name(name: str, seat: int, lang: str) -> str:
    """A seat's name as the screen shows it: a default name ("Player 2", "Giocatore 2") follows the language
    shown, a chosen one stays as it is."""
    for key in ("text.default_name", "text.bot_name"):
        for code in languages():
            if name == message(SHELL, key, code).format(n=seat + 1):
                return message(SHELL, key, lang).format(n=seat + 1)
    return name


class Match:
    lang = "en"           # the language the page shows (names follow it)
    guide = None          # a guided first game's teacher (play/guide.py)
    log_whole = False     # the log shows every move, not only the latest (ui.log.LOG_LATEST); a person's toggle

    def __init__(self, game, record, games: dict, checkpoints=False):
        self.game = game
        self.record = record
        self.games = games
        self.moves: list[Move] = []
        self.start_scores = None
        self.start_news = ()     # public events of the set-up (the first crown, cards laid face up)
        self.checkpoints = {} if checkpoints else None    # move count -> state clone
        self._labels = {}
        # (move index, lang) -> its log line, drawn once by ui.log.log_panel; kept with the moves, so that a move
        # taken back takes its line with it.
        self.lines = {}
        if checkpoints:
            self.checkpoints[0] = game.new_state(len(record.seats), record.options, record.seed)
        self.state = replay(record, games, observe=self._observe, after=self._observed)
        if not self.moves:
            self.start_scores = self.state.public_scores()
            self.start_news = tuple(self.state.take_news())
        self.bots = {seat: make_bot(game, s["bot"], record.seed * 7919 + seat)
                     for seat, s in enumerate(record.seats) if s.get("bot")}
        # Seats whose people play on their own devices (the devices package); the others sit at this one.
        self.remote = set(devices_of(record))
        self.humans = [seat for seat, s in enumerate(record.seats) if not s.get("bot") and seat not in self.remote]
        # The person whose secrets the screen may show; None until someone confirms the pass screen.
        self.viewer = self.humans[0] if len(self.humans) == 1 else None
        self.hints = bool(record.meta.get("hints"))
        # A guided first game teaches as it goes (play/guide.py); its lessons are kept in the record's meta.
        self.guide = Guide(self) if is_guided(record) and not checkpoints else None

    # ---- what each move did --------------------------------------------------------
    def _observe(self, state, action):
        if not self.moves:
            self.start_scores = state.public_scores()
            self.start_news = tuple(state.take_news())
        self.moves.append(self._move(state, normalize(action)))

    def _move(self, state, action) -> Move:
        return public_move(self.game, state, action)

    def _observed(self, state, action):
        self.moves[-1].scores = state.public_scores()
        self.moves[-1].news = tuple(state.take_news())
        if self.checkpoints is not None and len(self.moves) % CHECKPOINT_EVERY == 0:
            self.checkpoints[len(self.moves)] = state.clone()

    def label(self, index, lang, viewer=None) -> str:
        """Move `index` in words, made once per language (a long log is drawn on every move). The seat that
        took it (`viewer`) reads it in full; everyone else reads its public form."""
        own = viewer is not None and self.moves[index].seat == viewer
        key = (index, lang, own)
        if key not in self._labels:
            names = self.names_in(lang)
            self._labels[key] = (self.game.private_label(self.record.actions[index], lang, names) if own
                                 else self.game.label(self.moves[index].action, lang, names))
        return self._labels[key]

    @property
    def names(self) -> list:
        """The seats' names as the screen shows them, in the language shown (`lang`, set by the page)."""
        return self.names_in(self.lang)

    def names_in(self, lang) -> list:
        return [shown_name(seat["name"], i, lang) for i, seat in enumerate(self.record.seats)]

    def news_lines(self, index, lang) -> list:
        """The public events of move `index` (or of the set-up for None) in words."""
        news = self.start_news if index is None else self.moves[index].news
        return [self.game.news_label(event, lang, self.names_in(lang)) for event in news]

    def said(self, index, lang, viewer=None) -> str:
        """Move `index` as the live region says it: who did what (in full to `viewer`, its own move), the public
        events it caused, what they did to `viewer`, and whose points changed: what a sighted player sees happen
        on the board, heard in one go ("Ada: End the turn. Bot 2 reveals the Bishop. ...")."""
        names = self.names_in(lang)
        move = self.moves[index]
        parts = [f"{names[move.seat]}: {self.label(index, lang, viewer)}"]
        news = self.news_lines(index, lang)
        if len(news) > SAID_NEWS:           # a final scoring: the first few, the rest under the news key
            news = news[:SAID_NEWS] + [message(SHELL, "text.said_more", lang, len(news) - SAID_NEWS)
                                       .format(n=len(news) - SAID_NEWS)]
        parts += news
        parts += [line for _, line in self.to_you([index], viewer, lang)]
        before = self.moves[index - 1].scores if index else self.start_scores
        if move.scores is not None and before is not None:
            points = message(SHELL, "text.said_points", lang)
            parts += [points.format(name=names[seat], change=f"{new - old:+d}", total=new)
                      for seat, (old, new) in enumerate(zip(before, move.scores)) if new != old]
        return ". ".join(part.rstrip(".") for part in parts) + "."

    def hits(self, index, seat) -> bool:
        """Move `index` caused an event that harms or changes `seat` (a kill, a theft, a swap)."""
        return seat is not None and any(seat in self.game.news_hits(e) for e in self.moves[index].news)

    def known_action(self, index, seat):
        """Move `index` as `seat` knows it: in full when it was its own, else in its public form."""
        move = self.moves[index]
        if move.seat == seat and index < len(self.record.actions):
            return self.record.actions[index]
        return move.action

    def to_you(self, indexes, seat, lang) -> list:
        """[(move index, sentence)]: the events of those moves that hit `seat`, told to it in its own words
        ("Bot 5 (Thief) robbed you of 5 gold"), by the game's words (`news_to_you`; none for a game without it).
        The game reads the event's round as the seat knows it, so a kill of its own secret character is told too."""
        tell = getattr(self.game.words_module(), "news_to_you", None)
        if tell is None or seat is None:
            return []
        out = []
        for index in indexes:
            # Kept with the move itself: a move taken back (undo, a host's update) takes its words with it.
            told = self.moves[index].__dict__.setdefault("told", {})
            if (seat, lang) not in told:
                told[seat, lang] = self._told(tell, index, seat, lang)
            out += [(index, line) for line in told[seat, lang]]
        return out

    def _told(self, tell, index, seat, lang) -> list:
        moves = self.moves
        rnd = moves[index].round
        start = index
        while start > 0 and moves[start - 1].round == rnd:
            start -= 1
        story = []
        for j in range(start, index):
            story.append(("move", moves[j].seat, self.known_action(j, seat)))
            story += [("news", event) for event in moves[j].news]
        story.append(("move", moves[index].seat, self.known_action(index, seat)))
        lines = []
        for event in moves[index].news:
            line = tell(event, seat, lang, self.names_in(lang), story, rnd)
            if line:
                lines.append(line)
            story.append(("news", event))
        return lines

    def state_after(self, count):
        """A fresh state after the first `count` moves (replays: from the nearest checkpoint)."""
        base = max(k for k in self.checkpoints if k <= count)
        state = self.checkpoints[base].clone()
        for action in self.record.actions[base:count]:
            state.apply(action)
        return state

    @property
    def actors(self) -> list:
        return [m.seat for m in self.moves]

    def since_last_turn(self, seat) -> list:
        """Indexes of the moves the others made between `seat`'s previous turn and now (None: the last move).

        While `seat` is in the middle of its turn, its own moves so far are skipped, so the marks of what the
        others did stay on the board until the turn ends.
        """
        moves = self.moves
        if seat is None:
            return [len(moves) - 1] if moves else []
        end = len(moves)
        if self.state.current_player == seat:
            while end > 0 and moves[end - 1].seat == seat:
                end -= 1
        start = end
        while start > 0 and moves[start - 1].seat != seat:
            start -= 1
        return list(range(start, end))

    def changed_parts(self, seat) -> frozenset:
        return frozenset(p for i in self.since_last_turn(seat) for p in self.moves[i].parts)

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

    def marks_seat(self):
        """Whose "since your turn" the board marks: the person looking, else the person on turn."""
        seen = self.shown_seat()
        if seen is not None:
            return seen
        current = self.state.current_player
        return current if current in self.humans else None

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
        action = normalize(action)
        state.check(action)             # before the move's parts and public form are read from the action
        before = self._move(state, action)
        state.apply_checked(action)
        before.scores = state.public_scores()
        before.news = tuple(state.take_news())
        self.record.actions.append(action)
        self.moves.append(before)

    def undo_block(self, seat=None):
        """None when the last move can be taken back by the person on turn, else the reason's key. `seat`: a
        seat played on its own device, asking for itself."""
        current = self.state.current_player
        if seat is not None:
            if seat != current or seat not in self.remote or not self.record.actions:
                return "undo_nothing"
        elif not self.record.actions or current is None or current not in self.humans or self.needs_pass:
            return "undo_nothing"
        last = self.moves[-1]
        if last.seat != current:
            return "undo_other_player"
        if last.commits:
            return "undo_hidden"
        return None

    def undo(self, seat=None) -> None:
        if self.undo_block(seat) is not None:
            return
        self.record.actions.pop()
        self.moves.pop()
        self._labels = {k: v for k, v in self._labels.items() if k[0] < len(self.moves)}
        self.lines = {k: v for k, v in self.lines.items() if k[0] < len(self.moves)}
        self.state = replay(self.record, self.games)
        self.state.take_news()        # told already, with the moves that caused them


class Replay:
    """A game stepped through move by move, forward and back, from its record."""

    def __init__(self, game, record, games: dict, viewer=None, save_id=None):
        self.record = record
        self.match = Match(game, record, games, checkpoints=True)
        self.viewer = viewer          # whose secrets the board may show (None: the table's public view)
        self.save_id = save_id        # None for a game opened from a link
        self.step = len(self.match.moves)
        self._state = (self.step, self.match.state)

    def go(self, step: int) -> None:
        self.step = min(max(int(step), 0), len(self.match.moves))

    @property
    def finished(self) -> bool:
        """The replayed game reached its end: nothing in it is secret any more."""
        return self.match.state.is_over

    def show(self, seat) -> None:
        """Show the game as `seat` saw it (None: the table's public view): its hand and secrets at every step.
        Only a finished game may show another seat's secrets; otherwise nothing changes."""
        if self.finished and (seat is None or 0 <= seat < len(self.record.seats)):
            self.viewer = seat

    def state(self):
        if self._state[0] != self.step:
            self._state = (self.step, self.match.state_after(self.step))
        return self._state[1]
