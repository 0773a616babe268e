"""Seats on other devices: hosting a game for them and joining one from them. Mixed into Controller.

The browser layer carries out the `outbox` commands with static/link.js and reports back as events:
    ("offer", link)              -> link_offer {link, code} | link_failed {link, error}
    ("accept", code, nonce)      -> link_accepted {link, nonce} | link_refused {error, nonce}
    ("answer", code)             -> link_answer {code} | link_failed {link: "host", error}
    ("send", link, text), ("close", link), ("broadcast", text), ("close_tab",), ("timer", ms, event, data)
and, whenever they happen: link_open {link}, link_message {link, text}, link_bad_message {link, text: why}
(a message static/link.js did not pass on: too large or nested too deep), link_closed {link}, broadcast {text}.

A host sends each device only what its seat may know (devices.host.state_for) and checks every action a device
sends with the engine, as the seat's own: a device can act only for its seat, on its turn. Whatever a device
sends, the host answers it (a refusal in the device's language when it takes nothing) and never fails: a fault
while handling it leaves the game as its record says. A joined device likewise survives whatever a host sends.
"""

from __future__ import annotations

import json
import random

from ..devices.guest import RemoteMatch
from ..devices.host import CONNECTED, CONNECTING, OFFERING, WAITING, HostTable, state_for, welcome_for
from ..devices.protocol import (FROM_DEVICE, FROM_HOST, MAX_ACTIONS, MAX_BETWEEN_TABS, PROTOCOL, LinkError,
                                bounded_json, dumps, parse)
from ..engine import TavoloError, normalize
from ..engine.actions import to_json
from ..engine.record import from_json
from ..i18n import SOURCE, error_text, languages
from ..play.match import Match
from .messages import REFUSALS
from .widgets import t
from .text import TEXT

HOST_LINK = "host"          # a joined device's one connection
REPLY_WAIT_MS = 2500        # how long a reply tab waits for a hosting tab to take its code
# How long a joining device shows its reply before it says that no host took it. A host that takes a reply opens
# the connection within a second or two; a code that was used or is old is never taken, and nothing tells the
# device so (the host's refusal reaches only the host's reply tab), so the device says it after this wait.
JOIN_WAIT_MS = 20_000
HELLO_AGAIN_MS, HELLO_TRIES = 1500, 10     # a device's hello is said again until the host welcomes it


def code_in(text, kind) -> str:
    """The code in what a person pasted: a whole address (…#/join/CODE) or the code alone."""
    text = str(text or "").strip()
    marker = f"#/{kind}/"
    if marker in text:
        text = text.split(marker, 1)[1]
    text = text.strip().strip("/")
    return text if text and len(text) < 2000 and all(c.isalnum() or c in "-_" for c in text) else ""


class GuestLink:
    """A joined device's side: where its connection to the host stands."""

    def __init__(self, code):
        self.code = code
        self.status = "answering"     # answering, waiting (reply shown), hello, joined, lost, closed, failed,
        self.reply = ""               # refused
        self.why = ""                 # the key of what went wrong
        self.pending = False          # an action sent, not yet answered
        self.unanswered = False       # its reply was shown JOIN_WAIT_MS ago and no host has connected


class Devices:
    table = None            # HostTable while this tab hosts a game with seats on other devices
    guest = None            # GuestLink while this tab plays a seat of another device's game
    site_version = "dev"    # the site's build version (the page's <meta name="tavolo-version">)

    def init_devices(self):
        self.outbox = []
        self.reply_nonce = None
        self.reply_code = ""
        self.reply_state = None       # on a reply tab: "sending", "ok", "failed:<why>"
        self.reply_name = ""

    # ---- hosting ---------------------------------------------------------------------------------------
    def start_table(self):
        """Open a connection offer for every seat of the match played on its own device."""
        self.close_table()
        seats = sorted(self.match.remote) if self.match is not None else []
        if seats:
            self.table = HostTable(seats)
            for seat in seats:
                self.outbox.append(("offer", self.table.new_link(seat)))

    def close_table(self, page=False):
        """Tell every device the game is closed here, and close their connections. `page`: the page itself is
        going, which may be a reload as well as a close (a page cannot tell them apart): the devices are told
        that, and to scan the new code the host shows when the game is open again."""
        if self.table is None:
            return
        bye = dumps("bye", page=True) if page else dumps("bye")
        for link in self.table.links.values():
            if link.status == CONNECTED:
                self.outbox.append(("send", link.link, bye))
            if link.link:
                self.outbox.append(("close", link.link))
        self.table = None

    def welcome_all(self):
        """Tell every connected device of the match now played (another game with the same seats)."""
        for link in self.table.links.values():
            if link.status == CONNECTED:
                link.last, link.sent = "", 0
                self._send(link, welcome_for(self.match, link.seat, self.site_version))

    def join_url(self, seat) -> str:
        link = self.table.links[seat]
        return f"{self.base_url}#/join/{link.code}" if link.code else ""

    def on_link_offer(self, data):
        link = self.table.by_link(data.get("link")) if self.table else None
        if link is not None and link.status == OFFERING:
            link.code, link.status = code_in(data.get("code"), "join"), WAITING

    def on_show_seat(self, data):
        """Show the join code of another seat that waits for its device."""
        try:
            seat = int(data.get("seat", -1))
        except ValueError:
            return
        if self.table is not None and seat in self.table.missing():
            self.table.shown = seat

    def on_reply_code(self, data):
        """A reply code typed or pasted on the host."""
        if self.table is None:
            return
        code = code_in(data.get("code"), "reply")
        if not code:
            self.say("error", t(self.lang, "link_bad_code"))
            return
        self.outbox.append(("accept", code, ""))

    def on_broadcast(self, data):
        """A message of another tab of this browser: a reply tab's code, or a hosting tab's answer to one."""
        try:
            message = bounded_json(str(data.get("text", "")), MAX_BETWEEN_TABS)
        except LinkError:
            return
        if not isinstance(message, dict) or not isinstance(message.get("id"), str):
            return
        if message.get("t") == "reply" and self.table is not None and isinstance(message.get("code"), str):
            code = code_in(message["code"], "reply")
            if code:
                self.outbox.append(("accept", code, message["id"]))
        elif message.get("t") == "reply_ack" and self.screen == "reply" and message["id"] == self.reply_nonce \
                and self.reply_state != "ok":
            if message.get("ok") is True:
                self.reply_state, self.reply_name = "ok", str(message.get("name", ""))[:40]
                self.outbox.append(("close_tab",))
            else:
                self.reply_state = "refused"

    def on_link_accepted(self, data):
        link = self.table.by_link(data.get("link")) if self.table else None
        if link is not None and link.status in (OFFERING, WAITING):     # its channel may be open already
            link.status, link.code = CONNECTING, ""
        if data.get("nonce"):
            name = self.match.record.seats[link.seat]["name"] if link is not None and self.match else ""
            self.outbox.append(("broadcast", json.dumps({"t": "reply_ack", "id": data["nonce"], "ok": True,
                                                         "name": name})))

    def on_link_refused(self, data):
        """A reply code this tab could not take: damaged, old, used, or for another tab's game."""
        if data.get("nonce"):
            self.outbox.append(("broadcast", json.dumps({"t": "reply_ack", "id": data["nonce"], "ok": False})))
        else:
            why = "link_bad_code" if data.get("error") == "bad_code" else "link_old_code"
            self.say("error", t(self.lang, why))

    def _send(self, link, text):
        self.outbox.append(("send", link.link, text))

    def _tell(self, link, key, **params):
        self._send(link, dumps("error", text=t(link.lang, key, **params)))

    def _host_message_guarded(self, link, text):
        """Take a device's message; a fault on this side is answered with a refusal, and the position is rebuilt
        from the record, which holds only the moves that were played whole."""
        match = self.match
        try:
            self._host_message(link, text)
        except Exception:           # whatever arrives, the hosting page goes on
            if self.match is match and not isinstance(match, RemoteMatch):
                try:
                    self.match = self.new_match(match.record)
                    self.ui = self.fresh_ui()
                except Exception:
                    self.match = match
            self._tell(link, "link_host_fault")

    def _host_message(self, link, text):
        try:
            message = parse(text, FROM_DEVICE)
        except LinkError:
            self._tell(link, "link_bad_message")
            return
        kind = message["t"]
        if kind == "hi" and link.status == CONNECTED:
            return              # said already on this connection
        if kind == "hi":
            if message["v"] != PROTOCOL or message["site"] != self.site_version:
                self._send(link, dumps("refused", why="link_version"))
                self.outbox.append(("close", link.link))
                self.outbox.append(("offer", self.table.new_link(link.seat)))
                return
            link.lang = message["lang"] if message["lang"] in languages() else SOURCE
            link.status, link.joined_before, link.last, link.sent = CONNECTED, True, "", 0
            self.table.show_next()
            self._send(link, welcome_for(self.match, link.seat, self.site_version))
            name = self.match.record.seats[link.seat]["name"]
            self.announcements.append(t(self.lang, "device_joined", name=name))
        elif link.status != CONNECTED:
            self._tell(link, "link_bad_message")
        elif kind == "act":
            self._device_act(link, message)
        elif kind == "undo":
            self._device_undo(link, message)

    def _device_act(self, link, message):
        match = self.match
        state = match.state
        if state.is_over or state.current_player != link.seat:
            self._tell(link, "link_not_your_turn")
            return
        if message["at"] != len(match.moves):
            self._tell(link, "link_stale")
            return
        actions = message["actions"]
        if not actions or len(actions) > MAX_ACTIONS:
            self._tell(link, "link_bad_message")
            return
        try:
            self.apply_all([normalize(a) for a in actions], link.seat)
        except TavoloError as error:
            tables = [match.game.text, REFUSALS, TEXT]
            self._send(link, dumps("error", text=error_text(error, link.lang, *tables,
                                                            words=match.game.error_words)))

    def _device_undo(self, link, message):
        match = self.match
        reason = match.undo_block(link.seat)
        if reason is None and message["at"] != len(match.moves):
            reason = "link_stale"
        if reason is not None:
            self._tell(link, reason)
            return
        match.undo(link.seat)
        self.ui = self.fresh_ui()
        self.save()

    def sync_devices(self):
        """Send every connected device what changed for its seat."""
        table, match = self.table, self.match
        if table is None or match is None:
            return
        waiting = table.missing()
        for link in table.links.values():
            if link.status != CONNECTED:
                continue
            text, position = state_for(match, link, waiting)
            if position != link.last:
                self._send(link, text)
                link.last, link.sent = position, len(match.moves)

    def _seat_lost(self, link):
        if link.status == CONNECTED:
            name = self.match.record.seats[link.seat]["name"] if self.match else ""
            self.announcements.append(t(self.lang, "device_left", name=name))
        self.outbox.append(("offer", self.table.new_link(link.seat)))
        self.table.show_next()

    def on_seat_here(self, data):
        """A seat whose device is gone is played on this device from now on."""
        self._take_seat(data, None)

    def on_seat_bot(self, data):
        """A bot plays a seat whose device is gone."""
        from ..bots import bot_levels
        levels = list(bot_levels(self.match.game)) if self.match else []
        self._take_seat(data, "strong" if "strong" in levels else (levels or [None])[0])

    def _take_seat(self, data, bot):
        match, table = self.match, self.table
        try:
            seat = int(data.get("seat", -1))
        except ValueError:
            return
        if match is None or table is None or seat not in table.links or table.connected(seat):
            return
        record = match.record
        record.meta["devices"] = [s for s in record.meta.get("devices", []) if s != seat]
        if bot is not None:
            record.seats[seat]["bot"] = bot
        link = table.links.pop(seat)
        if link.link:
            self.outbox.append(("close", link.link))
        self.match = self.new_match(record)
        table.show_next()
        if not table.links:
            self.table = None
        self.ui = self.fresh_ui()
        self.save()

    # ---- joining ---------------------------------------------------------------------------------------
    def on_join(self, data):
        """Open a join address (the host's QR code) or a pasted join code: answer the host's offer."""
        code = code_in(data.get("code"), "join")
        self.leave_game()
        self.guest = GuestLink(code)
        self.screen, self.menu_open = "join", False
        if not code:
            self.guest.status, self.guest.why = "failed", "link_bad_code"
            return
        self.outbox.append(("answer", code))

    def leave_game(self):
        """Close whatever connection this tab has: a hosted table, a joined seat."""
        self.close_table()
        if self.guest is not None:
            self.outbox.append(("close", HOST_LINK))
            self.guest = None
            if isinstance(self.match, RemoteMatch) or getattr(self.match, "joined", False):
                self.match = None

    def on_link_answer(self, data):
        guest = self.guest
        if guest is not None and guest.status == "answering":
            guest.reply, guest.status = code_in(data.get("code"), "reply"), "waiting"
            self.outbox.append(("timer", JOIN_WAIT_MS, "join_timeout", {"reply": guest.reply}))
        elif guest is not None and guest.status in ("hello", "joined") and not guest.reply:
            # An answer made before the app was up (static/link.js), which the host took meanwhile: its
            # connection opened (and the host may have welcomed the device) before its code reached this side.
            guest.reply = code_in(data.get("code"), "reply")

    def on_join_timeout(self, data):
        """The reply has been shown a while and no host connected: its code was used, is old, or was not scanned."""
        guest = self.guest
        if guest is not None and guest.status == "waiting" and guest.reply and data.get("reply") == guest.reply:
            guest.unanswered = True

    def on_join_again(self, data):
        """Start again with the same join code: a new reply to show the host."""
        if self.guest is not None and self.screen == "join":
            self.on_join({"code": self.guest.code})

    def on_link_failed(self, data):
        error = str(data.get("error", ""))
        if data.get("link") == HOST_LINK and self.guest is not None:
            self.guest.status = "failed"
            self.guest.why = "link_bad_code" if error == "bad_code" else "link_no_webrtc"
            return
        link = self.table.by_link(data.get("link")) if self.table else None
        if link is not None:
            link.status = "failed"
            self.say("error", t(self.lang, "link_no_webrtc"))

    def reply_url(self) -> str:
        return f"{self.base_url}#/reply/{self.guest.reply}" if self.guest and self.guest.reply else ""

    def on_link_open(self, data):
        if data.get("link") == HOST_LINK and self.guest is not None and self.guest.status in ("answering", "waiting"):
            self.guest.status = "hello"
            self._say_hello(0)

    def _say_hello(self, said):
        """Send this device's hello, and again every HELLO_AGAIN_MS until the host welcomes it: a first message on
        a channel just opened was seen lost in Chromium now and then (the phone then waited at "hello" for ever);
        the host takes a repeated hello on a connected seat as nothing."""
        self.outbox.append(("send", HOST_LINK, dumps("hi", v=PROTOCOL, site=self.site_version, lang=self.lang)))
        if said + 1 < HELLO_TRIES:
            self.outbox.append(("timer", HELLO_AGAIN_MS, "hello_again", {"reply": self.guest.reply, "said": said + 1}))

    def on_hello_again(self, data):
        guest = self.guest
        said = data.get("said")
        if guest is not None and guest.status == "hello" and data.get("reply") == guest.reply and type(said) is int:
            self._say_hello(said)

    def on_link_message(self, data):
        text = data.get("text")
        if data.get("link") == HOST_LINK and self.guest is not None:
            self._guest_message_guarded(text)
            return
        link = self.table.by_link(data.get("link")) if self.table else None
        if link is not None and self.match is not None:
            self._host_message_guarded(link, text)

    def on_link_bad_message(self, data):
        """A message static/link.js did not pass on (too large or nested too deep): refused as any bad one."""
        if data.get("link") == HOST_LINK and self.guest is not None:
            self.say("error", t(self.lang, "link_bad_message"))
            return
        link = self.table.by_link(data.get("link")) if self.table else None
        if link is not None:
            self._tell(link, "link_bad_message")

    def on_link_closed(self, data):
        if data.get("link") == HOST_LINK and self.guest is not None:
            if self.guest.status not in ("closed", "refused"):
                self.guest.status = "lost"
                self.announcements.append(t(self.lang, "host_lost"))
            self.guest.pending = False
            return
        link = self.table.by_link(data.get("link")) if self.table else None
        if link is not None:
            self._seat_lost(link)

    def _guest_message_guarded(self, text):
        """Take the host's message; one this device cannot take changes nothing and is said (the host's next
        state puts everything right)."""
        try:
            self._guest_message(text)
        except Exception:           # a LinkError, or a fault of this side: whatever arrives, the page goes on
            if self.guest is not None:
                self.guest.pending = False
            self.say("error", t(self.lang, "link_bad_message"))

    def guest_unshown(self) -> bool:
        """The screen could not be drawn from what the host sent last: back to the position before it, and said.
        False when there is nothing to go back to (the fault is not the host's message)."""
        match = self.match
        if self.guest is None or not isinstance(match, RemoteMatch) or not match.take_back():
            return False
        if not match.placed:
            self.screen = "join"            # no position yet: no board
        self.say("error", t(self.lang, "link_bad_message"))
        return True

    def _guest_message(self, text):
        guest = self.guest
        message = parse(text, FROM_HOST)
        kind = message["t"]
        if kind == "welcome":
            self._welcome(message)
        elif kind == "state" and isinstance(self.match, RemoteMatch) and guest.status == "joined":
            guest.pending = False
            self.match.update(message)
            if self.screen == "join":
                self.screen = "play"        # the seat's first position: now there is a board to show
            if message["record"] is not None:
                self._finished(message["record"])
        elif kind == "error":
            guest.pending = False
            self.say("error", message["text"][:300])
        elif kind == "refused":
            guest.status, guest.why = "refused", message["why"] if message["why"] in TEXT else "link_refused"
            self.outbox.append(("close", HOST_LINK))
        elif kind == "bye":
            guest.status, guest.why = "closed", "host_page_gone" if message.get("page") is True else ""
            self.announcements.append(t(self.lang, guest.why or "host_closed"))

    def _welcome(self, message):
        guest = self.guest
        if message["v"] != PROTOCOL or message["site"] != self.site_version:
            guest.status, guest.why = "refused", "link_version"
            self.outbox.append(("close", HOST_LINK))
            return
        game = self.games.get(message["game"])
        if game is None:
            guest.status, guest.why = "refused", "link_version"
            return
        match = self.match
        if not isinstance(match, RemoteMatch) or match.record.meta["id"] != message["gid"] \
                or match.seat != message["seat"]:
            match = RemoteMatch(game, message)
            self.screen = "join"            # until its first position arrives
        guest.status, guest.why = "joined", ""
        self.match, self.menu_open, self.replay = match, False, None
        self.ui = {}
        self.ui = self.fresh_ui()

    def _finished(self, text):
        """The game is over: the host sent its record, so the end table and the replay are this device's too."""
        remote = self.match
        try:
            record = from_json(text, self.games)
            match = Match(self.games[record.game], record, self.games)
        except TavoloError:
            raise LinkError("link_bad_message", "The host's record of the game is damaged") from None
        if not match.state.is_over:
            raise LinkError("link_bad_message", "The host's record is of a game not finished")
        match.viewer = remote.seat
        match.joined = True
        self.match = match

    def guest_send(self, actions):
        guest, match = self.guest, self.match
        if guest is None or guest.status != "joined" or guest.pending or not match.human_to_move():
            return
        guest.pending = True
        self.outbox.append(("send", HOST_LINK, dumps("act", actions=[to_json(a) for a in actions],
                                                     at=len(match.moves))))

    def guest_undo(self):
        """Ask the host to take back this seat's last move (the host's undo rules decide)."""
        self.outbox.append(("send", HOST_LINK, dumps("undo", at=len(self.match.moves))))

    # ---- a reply tab: hands a device's reply to the hosting tab of this browser ----------------------------
    def on_reply(self, data):
        code = code_in(data.get("code"), "reply")
        self.leave_game()
        self.match, self.screen, self.menu_open, self.reply_code = None, "reply", False, code
        if not code:
            self.reply_state = "bad"
            return
        self.reply_nonce = f"{random.getrandbits(48):x}"
        self.reply_state = "sending"
        self.outbox.append(("broadcast", json.dumps({"t": "reply", "code": code, "id": self.reply_nonce})))
        self.outbox.append(("timer", REPLY_WAIT_MS, "reply_timeout"))

    def on_reply_timeout(self, data):
        if self.screen == "reply" and self.reply_state in ("sending", "refused"):
            self.reply_state = "none" if self.reply_state == "sending" else "refused"
