"""Controllers wired together in one process, as static/link.js wires tabs of several browsers: each controller's
outbox commands are carried out and answered with the events the browser layer would dispatch."""

from tavolo.games import GAMES
from tavolo.storage import MemoryBackend, SaveStore
from tavolo.ui.controller import Controller

from tests.game_helpers import Clock


class Net:
    def __init__(self):
        self.browsers = {}       # controller -> name of its browser (tabs of one browser share broadcasts)
        self.offers = {}         # offer code -> [host controller, link id, still open]
        self.answers = {}        # answer code -> (guest controller, offer code)
        self.pairs = {}          # (controller, link id) -> (peer controller, peer's link id)
        self.now = 0             # the net's clock in ms: a timer fires when advance() reaches it
        self.timers = []         # (due ms, controller, event, data) waiting to fire
        self.closed_tabs = set()
        self.sent = []           # (from controller, link id, text): every message carried
        self.lose = lambda sender, link, text: False     # a message the channel loses (sent, never delivered)
        self.count = 0

    def tab(self, browser, lang="en", seed=42, base="https://tavolo.test/", store=None):
        """A new tab; `store`: the saves it reads (another tab's, as after a reload), else its own."""
        store = store or SaveStore(MemoryBackend(), GAMES)
        c = Controller(store, GAMES, lang, clock=Clock(), seed_source=lambda: seed)
        c.base_url = base
        c.site_version = "v1"
        self.browsers[c] = browser
        return c

    def pump(self, limit=10_000):
        """Carry out every command until none is left."""
        for _ in range(limit):
            busy = [c for c in self.browsers if c.outbox]
            if not busy:
                return
            for c in busy:
                while c.outbox:
                    self.carry(c, c.outbox.pop(0))
        raise AssertionError("the devices never fell silent")

    def carry(self, c, command):
        kind, *args = command
        self.count += 1
        if kind == "offer":
            code = f"O{self.count}x"
            self.offers[code] = [c, args[0], True]
            c.dispatch("link_offer", {"link": args[0], "code": code})
        elif kind == "answer":
            if args[0] not in self.offers:
                c.dispatch("link_failed", {"link": "host", "error": "bad_code"})
                return
            code = f"A{self.count}x"
            self.answers[code] = (c, args[0])
            c.dispatch("link_answer", {"code": code})
        elif kind == "accept":
            code, nonce = args
            guest, offer = self.answers.get(code, (None, None))
            entry = self.offers.get(offer)
            if entry is None or entry[0] is not c or not entry[2] or guest not in self.browsers:
                c.dispatch("link_refused", {"error": "unknown_code" if code.startswith("A") else "bad_code",
                                            "nonce": nonce})
                return
            entry[2] = False
            link = entry[1]
            self.pairs[(c, link)] = (guest, "host")
            self.pairs[(guest, "host")] = (c, link)
            c.dispatch("link_accepted", {"link": link, "nonce": nonce})
            c.dispatch("link_open", {"link": link})
            guest.dispatch("link_open", {"link": "host"})
        elif kind == "send":
            link, text = args
            self.sent.append((c, link, text))
            peer = self.pairs.get((c, link))
            if peer is not None and not self.lose(c, link, text):
                peer[0].dispatch("link_message", {"link": peer[1], "text": text})
        elif kind == "close":
            self.cut(c, args[0], tell_self=False)
        elif kind == "broadcast":
            for other, browser in list(self.browsers.items()):
                if other is not c and browser == self.browsers[c]:
                    other.dispatch("broadcast", {"text": args[0]})
        elif kind == "close_tab":
            self.closed_tabs.add(c)
        elif kind == "timer":
            ms, event, *data = args
            self.timers.append((self.now + ms, c, event, data[0] if data else {}))

    def cut(self, c, link, tell_self=True):
        """A connection ends (closed by `c`, or lost): the other side hears of it."""
        for entry in self.offers.values():
            if entry[0] is c and entry[1] == link:
                entry[2] = False
        peer = self.pairs.pop((c, link), None)
        if peer is not None:
            self.pairs.pop(peer, None)
            peer[0].dispatch("link_closed", {"link": peer[1]})
        if tell_self:
            c.dispatch("link_closed", {"link": link})

    def close_tab(self, c):
        """A tab closed: its connections end, it hears nothing more."""
        for (owner, link) in [k for k in self.pairs if k[0] is c]:
            self.cut(owner, link, tell_self=False)
        del self.browsers[c]

    def fire_timers(self):
        """Every timer fires now, whenever it was due."""
        self.advance(max([due - self.now for due, *_ in self.timers], default=0))

    def advance(self, ms):
        """The clock moves on `ms`: the timers due by then fire, in their order."""
        self.now += ms
        due = sorted((t for t in self.timers if t[0] <= self.now), key=lambda t: t[0])
        self.timers = [t for t in self.timers if t[0] > self.now]
        for _, c, event, data in due:
            if c in self.browsers:
                c.dispatch(event, data)
        self.pump()

    def join(self, host, guest, reply_tab):
        """The guest scans the host's shown code, the host's camera opens the reply in `reply_tab`."""
        url = host.join_url(host.table.shown)
        guest.dispatch("route", {"route": url.split("#/", 1)[1]})
        self.pump()
        reply = guest.reply_url()
        reply_tab.dispatch("route", {"route": reply.split("#/", 1)[1]})
        self.pump()
