"""What the app does when a person clicks: pure Python, so every screen and flow is tested in CPython.

The browser layer (app.py) turns DOM events into `dispatch(name, data)`, mounts `render()`, runs the
bot that `bot_job()` names, and performs the `downloads` asked for.
"""

from __future__ import annotations

import time

from ..bots import bot_levels, make_bot
from ..engine import IllegalAction, RecordError, TavoloError, normalize
from ..engine.bounded import MAX_MOVE, TextRefused, read_json
from ..i18n import languages
from ..engine.contract import check_board
from ..engine.record import load, new_record
from ..engine.rng import fresh_id, fresh_seed
from ..markup import Markup, h
from ..play.guide import guided_record
from ..play.match import Match, devices_of
from ..storage import SaveMovedOn, StorageFull
from . import device_pages, pages, screens
from .devices import Devices
from .navigation import Navigation
from .messages import error_message
from .widgets import bar_button, button, t


PEOPLE = ("person", "device")     # who a seat of the new-game form may be besides a bot: here, or on its own device


def game_view_module(game):
    """The game's board module (render, on_event, empty_ui, emblem, KEPT_UI), checked when first imported."""
    return check_board(game)


class Controller(Navigation, Devices):
    def __init__(self, store, games: dict, lang: str = "en", clock=time.time, seed_source=None, id_source=None):
        self.store = store
        self.games = games
        self.lang = lang
        self.clock = clock
        self.seed_source = seed_source or fresh_seed
        self.id_source = id_source or fresh_id
        self.screen = "home"
        self.message = None          # (kind, Markup) shown once at the top
        self.announcements = []      # texts for the aria-live region
        self.downloads = []          # (file name, text) for the browser to save
        self.form = None
        self.form_game = None
        self.rules_game = None
        self.rules_return = "home"
        self.match = None
        self.ui = {}
        self.menu_open = False
        self.storage_failing = False  # the last save found no room: a notice stands until one succeeds
        self.broken = None           # the screen of what cannot be opened: (title key, message, route, save id)
        # Tabs of one browser: the one holding a game's lock (navigator.locks, set by the browser layer) runs its
        # bots and hosts its devices; the others follow its saves. Without locks (CPython, an old browser) a tab
        # runs every game it shows.
        self.locks = False
        self.lock_held = None        # the save id whose lock this tab holds
        self.replay = None           # the Replay on the replay screen
        self.replay_return = "home"
        self.confirm_delete = None   # the save id whose Delete waits for a confirmation
        self.hint = None             # the hint's text, once the strong bot has answered
        self.hint_wanted = False
        self.focus_key = None        # the control to focus after the next render, when the old one is gone
        self.to_decision = False     # after the next render, focus the person's next decision (a move was made)
        self.base_url = ""           # the page's address without its fragment (the browser sets it)
        self.compact = False         # a small screen (a phone either way up): panels start closed (the browser sets it)
        # Which panels drawn only when open (data-panel: the log) the page shows open, read from the page before
        # each redraw of the same screen (a person's tap opens one); empty on a new screen: each starts as usual.
        self.open_panels = {}
        self.bot_pace_ms = self._stored_pace()
        self.init_devices()

    # ---- helpers -------------------------------------------------------------------------------
    def say(self, kind, text):
        self.message = (kind, text if isinstance(text, Markup) else h("span", text))
        self.announcements.append(str(text))

    def view_module(self, game=None):
        return game_view_module(game or self.match.game)

    def fresh_ui(self) -> dict:
        """The board's choices cleared after a move, but for the preferences it keeps (its KEPT_UI keys)."""
        module = self.view_module()
        kept = {key: self.ui[key] for key in module.KEPT_UI if key in self.ui}
        return {**module.empty_ui(), **kept}

    def now_ms(self) -> int:
        return int(self.clock() * 1000)

    def names(self):
        match = self.shown_match()
        match.lang = self.lang
        return match.names

    def shown_match(self):
        """The game on the screen: the replayed one on the replay screen, else the one being played."""
        return self.replay.match if self.screen == "replay" and self.replay else self.match

    def new_match(self, record, **kw):
        game = self.games[record.game]
        return Match(game, record, self.games, **kw)

    # ---- events --------------------------------------------------------------------------------
    def dispatch(self, name: str, data: dict | None = None) -> None:
        data = data or {}
        self.message = None
        if name.startswith("g:"):       # the board's own events go to the game's view module
            name, data = "game_event", {**data, "_event": name[2:]}
        handler = getattr(self, "on_" + name.replace("-", "_"), None)
        if handler is None:
            return
        if name not in ("hint", "hint_ready"):
            self.hint, self.hint_wanted = None, False
        try:
            handler(data)
        except TavoloError as error:
            self.say("error", error_message(error, self.lang, self.match.game if self.match else None))
        self.sync_devices()

    def on_lang(self, data):
        if data.get("code") in languages():
            self.lang = data["code"]
            self.store.set_setting("lang", self.lang)

    def on_home(self, data):
        self.leave_game()
        self.screen, self.match, self.menu_open, self.replay, self.broken = "home", None, False, None, None

    def on_new(self, data):
        game = self.games.get(data.get("game"))
        if game is None:
            return
        self.form_game = game
        default = max(game.min_seats, min(2, game.max_seats))
        self.form = self._form_defaults(game, default)
        self.screen = "new"

    def _form_defaults(self, game, count):
        return {"count": count, "hints": False,
                "who": ["person"] + ["strong"] * (game.max_seats - 1),
                "name": [t(self.lang, "default_name", n=1)] + [t(self.lang, "bot_name", n=i + 1)
                                                              for i in range(1, game.max_seats)],
                "options": {o.key: o.default for o in game.options}}

    def _read_form(self, data):
        game, form = self.form_game, self.form
        try:
            form["count"] = min(max(int(data.get("count", form["count"])), game.min_seats), game.max_seats)
        except ValueError:
            pass
        levels = set(bot_levels(game))
        for seat in range(game.max_seats):
            who = data.get(f"who{seat}")
            if who in levels or who in PEOPLE:
                previous = form["who"][seat]
                form["who"][seat] = who
                name = data.get(f"name{seat}", form["name"][seat])
                # A default name follows the kind of seat; a typed one stays.
                if name in (t(self.lang, "bot_name", n=seat + 1), t(self.lang, "default_name", n=seat + 1)) \
                        and (previous in PEOPLE) != (who in PEOPLE):
                    name = t(self.lang, "default_name" if who in PEOPLE else "bot_name", n=seat + 1)
                form["name"][seat] = name
            elif f"name{seat}" in data:
                form["name"][seat] = data[f"name{seat}"]
        if "hints" in data:
            form["hints"] = data["hints"] == "on"
        for option in game.options:
            if f"opt-{option.key}" in data:
                form["options"][option.key] = pages.parse_option(option, data[f"opt-{option.key}"])

    def on_form(self, data):
        if self.form_game is not None:
            self._read_form(data)

    def on_start(self, data):
        game = self.form_game
        if game is None:
            return
        self._read_form(data)
        form = self.form
        seats = []
        for seat in range(form["count"]):
            name = " ".join(str(form["name"][seat]).split())[:24] or t(self.lang, "default_name", n=seat + 1)
            who = form["who"][seat]
            seats.append({"name": name, "bot": None if who in PEOPLE else who})
        record = new_record(game, seats, form["options"], self.seed_source())
        devices = [seat for seat in range(form["count"]) if form["who"][seat] == "device"]
        self._open(record, new=True, hints=form["hints"], devices=devices)

    def on_again(self, data):
        if self.match is None:
            return
        old = self.match.record
        record = new_record(self.match.game, old.seats, old.options, self.seed_source())
        self._open(record, new=True, hints=bool(old.meta.get("hints")), devices=old.meta.get("devices"))

    def on_learn(self, data):
        """A guided first game of a game (play/guide.py): the person against easy bots, on a fixed deal."""
        game = self.games.get(data.get("game"))
        if game is None:
            return
        lang = self.lang
        record = guided_record(game, t(lang, "default_name", n=1), lambda n: t(lang, "bot_name", n=n))
        self._open(record, new=True)

    guide_page = {}         # {move count: which of the rules taught there is shown}

    def on_guide_page(self, data):
        if self.match is not None and self.match.guide is not None:
            try:
                self.guide_page = {len(self.match.moves): max(0, int(data.get("to", 0)))}
            except ValueError:
                pass

    def on_guide_hide(self, data):
        guide = self.match.guide if self.match is not None else None
        if guide is not None and self.guest is None:
            guide.hide(data.get("hidden") == "true")
            self.save()

    def _open(self, record, new=False, hints=False, devices=None):
        if new:
            now = self.now_ms()
            # A guided game's meta (what it has taught) comes with its record.
            record.meta = {**record.meta, "id": self.id_source(), "created": now, "hints": hints}
            if devices:
                record.meta["devices"] = list(devices)
        keep = self.table if self.table is not None and devices_of(record) == sorted(self.table.links) else None
        if keep is None:
            self.leave_game()
        self.match = self.new_match(record)
        self.ui = {}
        self.ui = self.fresh_ui()
        self.screen = "play"
        self.menu_open = False
        self.replay = None
        self.broken = None
        if new:
            self.save()
        if keep is not None:
            self.welcome_all()      # a game played again keeps its devices connected
        elif self.drives():
            self.start_table()      # else once this tab holds the game's lock (on_lock_granted)

    def on_resume(self, data):
        save_id = str(data.get("id", ""))
        try:
            self._open(self.store.read(save_id))
        except RecordError as error:
            self.show_broken("save_broken_title", error, f"play/{save_id}", save_id)

    def show_broken(self, title, error, route, save_id=None):
        """What cannot be opened (a damaged save, link or file) gets a screen of its own, in words: never the
        last game's board under a notice. The page stays as usable as before."""
        self.leave_game()
        self.match, self.replay, self.menu_open = None, None, False
        message = error_message(error, self.lang) if isinstance(error, TavoloError) else t(self.lang, error)
        self.broken = (title, message, route, save_id)
        self.screen = "broken"
        self.announcements.append(f"{t(self.lang, title)} {message}")

    def on_delete(self, data):
        """The first press asks; "delete-yes" deletes, "delete-no" keeps."""
        self.confirm_delete = data.get("id")
        self.focus_key = f"delete-no-{self.confirm_delete}"

    def on_delete_yes(self, data):
        if data.get("id") and data.get("id") == self.confirm_delete:
            self.store.delete(data["id"])
            self.say("info", t(self.lang, "deleted"))
        self.confirm_delete = None
        self.focus_key = "new-" + next(iter(self.games))

    def on_delete_no(self, data):
        self.confirm_delete = None
        self.focus_key = f"delete-{data.get('id')}"

    def on_export(self, data):
        save_id = data.get("id")
        if save_id is None and self.match is not None:
            save_id = self.match.record.meta["id"]
        # The game on the screen is written from memory: its save may lag behind (a full storage).
        current = self.match is not None and self.guest is None and self.match.record.meta.get("id") == save_id
        text = self.match.record.to_json() if current else self.store.raw(save_id) if save_id else None
        if text is not None:
            self.downloads.append((f"tavolo-{save_id}.json", text))
        self.menu_open = False

    def on_import(self, data):
        """An imported file becomes a new save; a bad file changes nothing and says why."""
        try:
            record, _ = load(data.get("text", ""), self.games, bot_levels)
            for seat, s in enumerate(record.seats):      # every bot the save names can be made
                if s["bot"]:
                    make_bot(self.games[record.game], s["bot"], seat)
        except TavoloError as error:
            self.show_broken("file_broken_title", error, "home")
            return
        except Exception:        # anything else a hand-made file can trigger: say so, change nothing
            self.show_broken("file_broken_title", "corrupt", "home")
            return
        now = self.now_ms()
        record.meta = {"id": self.id_source(), "created": now}
        self._open(record, new=False)
        self.save()
        self.say("info", t(self.lang, "imported"))

    def on_rules(self, data):
        game = self.games.get(data.get("game")) or (self.match.game if self.match else None)
        if game is None:
            return
        self.rules_return = self.screen
        self.rules_game = game
        self.screen = "rules"
        self.menu_open = False

    def on_back(self, data):
        self.screen = self.rules_return if self.rules_return not in ("rules", "new") else "home"
        if self.screen == "play" and self.match is None:
            self.screen = "home"
        if self.screen == "replay" and self.replay is None:
            self.screen = "home"

    def on_menu(self, data):
        self.menu_open = not self.menu_open
        if not self.menu_open:
            self.focus_key = "menu"

    def _stored_pace(self) -> int:
        """The least time between two bot moves, in ms (setting bot_pace_ms; the normal pace when unset)."""
        try:
            return max(0, int(float(self.store.get_setting("bot_pace_ms", ""))))
        except (TypeError, ValueError, OverflowError):
            return screens.PACES["normal"]

    def on_pace(self, data):
        pace = screens.PACES.get(data.get("pace"))
        if pace is not None:
            self.bot_pace_ms = pace
            self.store.set_setting("bot_pace_ms", str(pace))
            self.focus_key = f"pace-{data['pace']}"

    def on_log_whole(self, data):
        match = self.shown_match()
        if match is not None:
            match.log_whole = not match.log_whole
            self.focus_key = "log-whole"

    keys_open = False       # the list of the play screen's keys (ui/keys.py) is shown

    def on_keys_help(self, data):
        self.keys_open = not self.keys_open and self.screen == "play"
        self.menu_open = False
        self.focus_key = "keys-title" if self.keys_open else "menu"

    def on_escape(self, data):
        if self.keys_open:
            self.on_keys_help({})
        elif self.menu_open:
            self.menu_open = False
            self.focus_key = "menu"
        elif self.confirm_delete:
            self.on_delete_no({"id": self.confirm_delete})
        elif self.screen == "play" and self.match is not None:
            self.ui = self.fresh_ui()

    def on_pass_ok(self, data):
        if self.match is not None:
            self.match.confirm_pass()
            self.ui = self.fresh_ui()

    def on_undo(self, data):
        match = self.match
        if match is None:
            return
        reason = match.undo_block()
        if reason is not None:
            self.say("error", t(self.lang, reason))
            return
        if self.guest is not None:
            self.guest_undo()
            return
        match.undo()
        self.ui = self.fresh_ui()
        self.focus_key = "undo"
        self.say("info", t(self.lang, "undone"))
        self.save()

    def on_move(self, data):
        """A move given whole, as JSON (the buttons of the legal-action list)."""
        try:
            action = normalize(read_json(data.get("move", "null"), MAX_MOVE))
        except (TextRefused, ValueError):
            return
        self.human_move(action)

    def on_game_event(self, data):
        match = self.match
        if match is None or not match.human_to_move():
            return
        module = self.view_module()
        event = data.pop("_event")
        self.ui, result = module.on_event(event, data, match.view(), self.ui)
        if result is None:
            return
        # A board may answer one action or a list of them (e.g. a whole choice and its confirm): all or none.
        actions = [normalize(a) for a in result] if isinstance(result, list) else [normalize(result)]
        if self.guest is not None:
            self.guest_send(actions)      # the host checks them, all or none
            return
        self.apply_all(actions, match.state.current_player)
        self.ui = self.fresh_ui()

    def apply_all(self, actions, seat):
        """Play `actions` for `seat`, all of them or (IllegalAction) none: each must be legal after the one
        before, in the same seat's turn."""
        match = self.match
        if len(actions) > 1:
            trial = match.state.clone()
            for action in actions:
                if trial.is_over or trial.current_player != seat:
                    raise IllegalAction("not_one_turn", f"{action!r} would not be played by seat {seat}",
                                        action=repr(action))
                trial.apply(action)          # IllegalAction propagates: nothing was applied
        for action in actions:
            if match.state.current_player != seat:
                raise IllegalAction("not_one_turn", f"{action!r} would not be played by seat {seat}",
                                    action=repr(action))
            match.apply(action)
            self._after_move(seat, action)
            if self.match is not match:
                return          # another tab had moved the game on: this tab now follows it

    def human_move(self, action):
        match = self.match
        if match is None or not match.human_to_move():
            return
        if self.guest is not None:
            self.guest_send([action])
            return
        self.apply_all([action], match.state.current_player)    # IllegalAction: dispatch shows it
        self.ui = self.fresh_ui()

    # ---- bots -----------------------------------------------------------------------------------
    def bot_job(self):
        """(seat, bot, game, view) when a bot should think now, else None."""
        match = self.match
        if self.screen != "play" or match is None or match.state.is_over or not self.drives():
            return None
        seat = match.bot_to_move()
        if seat is None:
            return None
        return seat, match.bots[seat], match.game, match.state.view(seat)

    def bot_played(self, seat, action):
        match = self.match
        if match is None or match.state.current_player != seat:
            return      # the game changed while the bot thought (the person left): drop the move
        match.apply(action)
        self._after_move(seat, action)
        self.sync_devices()

    def _after_move(self, seat, action):
        match = self.match
        self.save()
        if self.match is not match:
            return              # not written: the game had moved on in another tab, which follow_save said
        self.announcements.append(match.said(len(match.moves) - 1, self.lang, match.shown_seat()))
        if match.human_to_move():
            self.to_decision = True     # the person's next decision: the rest of their turn, or their turn again
        if match.state.is_over:
            # The end: said with who won, and the focus on the end table's heading (the scores are under it).
            self.announcements.append(t(self.lang, "game_over"))
            self.announcements.append(pages.verdict_words(self.lang, self.names(), match.state.winners()))
            self.focus_key = "end-title"

    # ---- saving ---------------------------------------------------------------------------------
    def save(self):
        match = self.match
        if match is None:
            return
        if self.guest is not None:
            return          # the host keeps the game
        record = match.record
        state = match.state
        record.meta.update(updated=self.now_ms(), turn=state.turn, round=state.round, over=state.is_over)
        if state.is_over:       # the home's history shows the result without replaying the game
            record.meta["result"] = {"scores": list(state.scores()), "winners": list(state.winners())}
        try:
            self.store.write(record)
        except SaveMovedOn:
            # Another tab wrote this game since this one read it: its moves stand, this tab's last one does not.
            self.follow_save(moved=True)
            return
        except StorageFull:
            self.storage_failing = True
            return
        if self.storage_failing:
            self.storage_failing = False
            self.say("info", t(self.lang, "saved_again"))

    def follow_save(self, moved=False):
        """Show the game as its save now stands, written by another tab; `moved`: this tab's own move was not
        written, so say why it is gone."""
        save_id = self.match.record.meta.get("id") if self.match is not None else None
        if save_id is None:
            return
        old = self.match
        try:
            record = self.store.read(save_id)
        except RecordError as error:
            if error.key == "missing":
                self.on_home({})
                self.say("info", t(self.lang, "save_gone_elsewhere"))
            else:
                self.show_broken("save_broken_title", error, f"play/{save_id}", save_id)
            return
        if not moved and record.meta.get("rev", 0) == old.record.meta.get("rev", 0):
            return
        try:
            match = self.new_match(record)
        except RecordError as error:
            self.show_broken("save_broken_title", error, f"play/{save_id}", save_id)
            return
        match.log_whole = old.log_whole
        self.match = match
        self.ui = self.fresh_ui()
        if moved:
            self.say("info", t(self.lang, "save_moved_on"))
        # What happened meanwhile is said as if it happened here (the moves another tab's bots or person made).
        for index in range(min(len(old.moves), len(match.moves)), len(match.moves)):
            self.announcements.append(match.said(index, self.lang, match.shown_seat()))
        if self.table is not None:
            self.welcome_all()

    def on_storage(self, data):
        """Another tab changed the storage (the browser's `storage` event): `key` None when it was cleared."""
        key = data.get("key")
        match = self.match
        if match is None or self.guest is not None or self.screen not in ("play", "replay"):
            return          # the home screen reads the saves afresh at each drawing
        if key is None or key == "tavolo.save." + str(match.record.meta.get("id")):
            if self.screen == "play":
                self.follow_save()

    def drives(self) -> bool:
        """Whether this tab runs the bots and hosts the devices of the game it shows (see `locks`)."""
        if not self.locks:
            return True
        return self.match is not None and self.lock_held == self.match.record.meta.get("id")

    def on_lock_granted(self, data):
        """This tab now holds the game's lock: the tab that held it went (or it is the first)."""
        self.lock_held = data.get("id")
        if self.match is None or self.lock_held != self.match.record.meta.get("id"):
            return
        if self.store.revision(self.lock_held) is not None:
            self.follow_save()      # what the tab before it saved last (none yet: a storage full from the start)
        if self.table is None and self.match.remote and self.guest is None:
            self.start_table()

    # ---- hints -----------------------------------------------------------------------------------
    def on_hint(self, data):
        match = self.match
        if match is not None and match.hints and match.human_to_move():
            self.hint_wanted = True
            self.hint = t(self.lang, "hint_thinking")

    def hint_job(self):
        """(seat, bot, game, view) for the hint the person asked for: the strong bot, from their own view."""
        match = self.match
        if not self.hint_wanted or match is None or not match.human_to_move():
            return None
        seat = match.state.current_player
        levels = bot_levels(match.game)
        level = "strong" if "strong" in levels else "random"
        bot = make_bot(match.game, level, match.record.seed + len(match.moves))
        return seat, bot, match.game, match.state.view(seat)

    def hint_ready(self, seat, action):
        match = self.match
        if not self.hint_wanted or match is None or match.state.current_player != seat:
            return
        self.hint_wanted = False
        match.lang = self.lang
        # The person's own move, named in full, its seats named as the table names them.
        self.hint = match.game.private_label(action, self.lang, match.names_in(self.lang))
        self.announcements.append(t(self.lang, "hint") + ": " + self.hint)

    # ---- rendering ------------------------------------------------------------------------------
    def title(self) -> str:
        """The tab's title: whose turn it is when a person is to move, so a background tab tells them (a phone
        that holds one seat of a game on several devices says "Your turn")."""
        match = self.match
        if self.screen == "play" and match is not None and match.human_to_move():
            if self.plays_one_seat():
                return f"● {t(self.lang, 'your_turn')} · {match.game.name(self.lang)} · Tavolo"
            name = self.names()[match.state.current_player]
            return f"{t(self.lang, 'turn_of', name=name)} · {match.game.name(self.lang)} · Tavolo"
        if self.screen == "play" and match is not None:
            return f"{match.game.name(self.lang)} · Tavolo"
        return "Tavolo"

    def plays_one_seat(self) -> bool:
        """This device holds one seat of a game played on several devices (a joined phone, or a host whose other
        seats are elsewhere)."""
        match = self.match
        if match is None:
            return False
        return self.guest is not None or (bool(match.remote) and len(match.humans) == 1)

    def turn_arrived(self) -> bool:
        """True once each time this device's turn comes in a game on several devices: the page then buzzes
        (navigator.vibrate, where the browser can), for a person who looked away."""
        mine = self.screen == "play" and self.plays_one_seat() and self.match.human_to_move()
        arrived = mine and not self._was_my_turn
        self._was_my_turn = mine
        return arrived

    _was_my_turn = False

    def render(self) -> Markup:
        try:
            return self._render()
        except Exception:
            # A joined device draws what its host sent: a position it cannot draw is refused, not shown.
            if not self.guest_unshown():
                raise
            return self._render()

    def _render(self) -> Markup:
        lang = self.lang
        for shown in (self.match, self.replay.match if self.replay else None):
            if shown is not None:
                shown.lang = lang           # default seat names follow the language shown
        if self.screen == "home":
            body = pages.home(lang, self.games, self.store.entries(), confirm=self.confirm_delete,
                              share_url=self.share_url,
                              modules={g: self.view_module(game) for g, game in self.games.items()})
        elif self.screen == "new":
            body = pages.new_game(lang, self.form_game, self.form, list(bot_levels(self.form_game)))
        elif self.screen == "rules":
            body = pages.rules_page(lang, self.rules_game)
        elif self.screen == "replay" and self.replay is not None:
            body = screens.replay(self)
        elif self.screen == "broken" and self.broken is not None:
            body = pages.broken(lang, *self.broken)
        elif self.screen in ("join", "reply") or self.match is None:
            body = device_pages.join(self) if self.screen == "join" else device_pages.reply(self)
        else:
            body = screens.play(self)
        notice = None
        if self.message:
            kind, text = self.message
            notice = h("div", text, class_=f"notice {kind}", role="alert" if kind == "error" else "status")
        return h("div", self.storage_notice(), notice, body, class_="screen-wrap", data_route=self.route(),
                 data_paint=self.paint_kept())

    def storage_notice(self):
        """While saves find no room: a notice that stands until one succeeds, with the game's file at hand."""
        if not self.storage_failing:
            return None
        export = (pages.button(t(self.lang, "export"), "export", key="storage-export")
                  if self.match is not None and self.guest is None else None)
        return h("div", h("p", t(self.lang, "storage_full")), export, class_="notice error storage-full",
                 role="alert", data_key="storage-full")

    def paint_kept(self):
        """Whether static/boot.js may keep this screen, to paint it at the next start before the app is up: a game
        of one person against bots, not over, while saving works (several people's screen may hold secrets)."""
        match = self.match
        if self.screen != "play" or match is None or self.guest is not None or self.storage_failing:
            return None
        people = [s for s in match.record.seats if not s.get("bot")]
        return "keep" if len(people) <= 1 and not match.state.is_over else None

    def undo_button(self):
        # Never disabled: pressing it says why when the last move cannot be taken back.
        allowed = self.match.undo_block() is None
        return bar_button("↶", t(self.lang, "undo"), "undo", cls="btn" if allowed else "btn faint")
