"""Replays, shared links and the address bar: the part of the controller that moves between screens by
address (Back, Forward, a reload, a link). Mixed into Controller, whose state it reads and sets."""

from __future__ import annotations

from .. import share
from ..bots import bot_levels
from ..engine import RecordError, TavoloError
from ..play.match import Replay
from .devices import GuestLink
from .messages import error_message
from .widgets import t


class Navigation:
    # ---- replays and shared links ------------------------------------------------------------------
    def _replay_viewer(self, record):
        """The seat whose secrets a replay of a save may show: the lone person's; with more, nobody's."""
        humans = [seat for seat, s in enumerate(record.seats) if not s.get("bot")]
        return humans[0] if len(humans) == 1 else None

    def on_replay(self, data):
        save_id = data.get("id") or (self.match.record.meta.get("id") if self.match else None)
        if self.match is not None and self.match.record.meta.get("id") == save_id:
            record = self.match.record
        else:
            try:
                record = self.store.read(save_id or "")
            except RecordError as error:
                self.show_broken("save_broken_title", error, f"replay/{save_id}", save_id)
                return
        game = self.games[record.game]
        self.replay_return = "play" if self.screen == "play" else "home"
        self.replay = Replay(game, record, self.games,
                             viewer=self._replay_viewer(record), save_id=save_id)
        self.screen, self.menu_open = "replay", False

    def on_replay_step(self, data):
        if self.replay is not None:
            try:
                self.replay.go(int(data.get("to", self.replay.step)))
            except ValueError:
                return

    def on_replay_seat(self, data):
        """Whose view a finished game's replay shows: a seat's ("0", "1" ...) or the table's ("")."""
        if self.replay is None:
            return
        raw = str(data.get("seat", ""))
        try:
            self.replay.show(int(raw) if raw else None)
        except ValueError:
            return

    def on_replay_key(self, data):
        """Arrow keys on the replay screen: one move back or forward; Home and End."""
        r = self.replay
        if r is None or self.screen != "replay":
            return
        total = len(r.match.moves)
        step = {"ArrowLeft": r.step - 1, "ArrowRight": r.step + 1, "Home": 0, "End": total}.get(data.get("key"))
        if step is not None:
            r.go(step)

    def on_replay_close(self, data):
        back = self.replay_return
        self.replay = None
        self.screen = back if back == "play" and self.match is not None else "home"

    def open_shared(self, payload):
        try:
            record, _ = share.decode(payload, self.games, bot_levels)
        except TavoloError as error:
            self.show_broken("link_broken_title", error, f"share/{payload}")
            return
        except Exception:
            self.show_broken("link_broken_title", "bad_link", f"share/{payload}")
            return
        game = self.games[record.game]
        self.replay = Replay(game, record, self.games,
                             viewer=None, save_id=None)
        self.replay.payload = payload
        self.replay_return = "home"
        self.screen, self.match, self.menu_open = "replay", None, False

    def on_copied(self, data):
        self.say("info", t(self.lang, "link_copied"))

    def share_url(self, record=None):
        """The link that opens this finished game's replay anywhere, or None while it is not finished."""
        if record is None:
            if self.match is None or not self.match.state.is_over:
                return None
            record = self.match.record
        return f"{self.base_url}#/share/{share.encode(record)}"

    # ---- where we are: the address bar ---------------------------------------------------------------
    def route(self) -> str:
        """The screen as a path for the URL fragment ("play/<save id>/menu"); a reload comes back to it."""
        if self.screen == "new" and self.form_game is not None:
            return f"new/{self.form_game.id}"
        if self.screen == "rules" and self.rules_game is not None:
            return f"rules/{self.rules_game.id}"
        if self.screen == "join" and self.guest is not None:
            return "guest" if self.guest.status in ("lost", "closed") else f"join/{self.guest.code}"
        if self.screen == "reply":
            return f"reply/{self.reply_code}" if self.reply_code else "reply"
        if self.screen == "play" and self.guest is not None and self.match is not None:
            return f"guest/{self.match.record.meta.get('id', '')}"
        if self.screen == "play" and self.match is not None:
            return f"play/{self.match.record.meta.get('id', '')}" + ("/menu" if self.menu_open else "")
        if self.screen == "broken" and self.broken is not None:
            return self.broken[2]
        if self.screen == "replay" and self.replay is not None:
            if self.replay.save_id is None:
                return f"share/{getattr(self.replay, 'payload', '')}"
            return f"replay/{self.replay.save_id}"
        return "home"

    def on_route(self, data):
        """Go where a fragment says (Back, Forward, a reload, a shared link)."""
        route = str(data.get("route", "")).lstrip("#").strip("/")
        if route == self.route():
            return
        kind, _, rest = route.partition("/")
        if kind == "share":
            self.open_shared(rest)
            return
        if kind == "join":
            self.on_join({"code": rest})
            return
        if kind == "reply" and rest:
            self.on_reply({"code": rest})
            return
        if kind in ("guest", "reply"):
            # A joined seat after a reload: its connection is gone; scanning the host's code again brings it back.
            if self.guest is not None and kind == "guest":
                self.screen = "play" if self.match is not None else "join"
            elif self.guest is None or kind == "reply":
                self.leave_game()
                self.guest = GuestLink("")
                self.guest.status = "lost"
                self.match, self.screen, self.menu_open = None, "join", False
                if kind == "reply":
                    self.screen, self.guest, self.reply_state = "reply", None, "bad"
            return
        self.menu_open = False
        if kind == "new" and rest in self.games:
            if self.form_game is None or self.form_game.id != rest:
                self.on_new({"game": rest})
            self.screen = "new"
        elif kind == "rules" and rest in self.games:
            self.on_rules({"game": rest})
        elif kind in ("play", "replay") and rest:
            save_id, _, extra = rest.partition("/")
            if self.match is None or self.match.record.meta.get("id") != save_id:
                self.on_resume({"id": save_id})
            if self.match is None:
                return
            if kind == "replay":
                self.on_replay({"id": save_id})
            else:
                self.screen, self.replay = "play", None
                self.menu_open = extra == "menu"
        else:
            self.on_home({})

