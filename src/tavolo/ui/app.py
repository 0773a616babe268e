"""The browser side: the only module that touches the DOM. It morphs what the controller renders into the
page (static/morph.js), forwards events by delegation, keeps the address bar in step with the screen, runs
bots (and hints) in time slices, and saves files.
"""

import asyncio
import gc
import time

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js

from .. import catalogs
from ..bots.base import run_slice
from ..games import GAMES
from ..i18n import pick_lang
from ..storage import LocalStorageBackend, SaveStore
from . import keys
from .controller import Controller
from .widgets import t

SLICE_S = 0.012         # a bot thinks about this long before giving the page back (a task under 50 ms on a phone)
# A small screen, a phone held either way: the news starts folded there (see log.since_box).
COMPACT = "(max-width: 600px), (max-height: 500px)"
# A click that comes this soon after the last one, at the same place, on another control than that one (which
# the redraw put under the finger), is the second tap of a double tap: it is dropped.
DOUBLE_TAP_S = 0.45
DOUBLE_TAP_PX = 24
REPLAY_KEYS = ("ArrowLeft", "ArrowRight", "Home", "End")
# Arrow keys in a map's grid read by keys (a game's data-map-cell="x,y" squares): the square they move to.
GRID_STEPS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def lang_names(text) -> dict:
    """{code: name} from the page's "de:Deutsch;en:English" (tools/build.py writes it)."""
    pairs = (part.split(":", 1) for part in text.split(";") if ":" in part)
    return {code.strip(): name.strip() for code, name in pairs}


def route_of(hash_text) -> str:
    return str(hash_text or "").lstrip("#").strip("/")


def screen_of(route) -> str:
    """The part of a route that makes it another screen, scrolled to its top (an open menu is not)."""
    return "/".join(route.split("/")[:2])


class App:
    def __init__(self):
        self.document = js.document
        self.root = self.document.getElementById("app")
        self.live = self.document.getElementById("announce")
        store = SaveStore(LocalStorageBackend(js.window.localStorage), GAMES)
        offered = self.document.querySelector('meta[name="tavolo-langs"]')
        named = self.document.querySelector('meta[name="tavolo-lang-names"]')
        if offered is not None:
            catalogs.offer(str(offered.getAttribute("content") or "").split(),
                           lang_names(str(named.getAttribute("content") or "")) if named is not None else None)
        lang = pick_lang(store.get_setting("lang") or self.document.documentElement.lang or js.navigator.language)
        self.controller = Controller(store, GAMES, lang)
        self.controller.base_url = str(js.location.href).split("#")[0]
        self.compact = js.window.matchMedia(COMPACT)
        self.controller.compact = bool(self.compact.matches)
        self._compact_changed = create_proxy(self.on_compact)
        self.compact.addEventListener("change", self._compact_changed)
        self.bot_task = None
        self.hint_task = None
        self.last_click = (0.0, None, 0, 0)     # time, data-key, x, y of the last click carried out
        self.shown_route = None
        self.shown_lang = lang
        self.shown_over = False
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_change),
                         create_proxy(self.on_submit), create_proxy(self.on_key)]
        for kind, proxy in zip(("click", "change", "submit", "keydown"), self._proxies):
            self.root.addEventListener(kind, proxy)
        self.drawn_panels = {}          # the panels drawn only when open, as the last redraw drew them
        self.keys_shown = False         # the list of keys (a dialog) was drawn by the last redraw
        self.before_keys = None         # a selector of the element in focus when it opened: the focus goes back there
        self._toggle = create_proxy(self.on_toggle)
        self.root.addEventListener("toggle", self._toggle, True)      # it does not bubble: caught on its way down
        self._pop = create_proxy(self.on_popstate)
        js.window.addEventListener("popstate", self._pop)
        # Other tabs of this browser: their saves arrive as `storage` events; the lock of a game says which tab
        # runs its bots and hosts its devices (navigator.locks; without it, every tab does, as before).
        self._storage = create_proxy(self.on_storage)
        js.window.addEventListener("storage", self._storage)
        self.locks = getattr(js.navigator, "locks", None)
        self.controller.locks = self.locks is not None
        self.lock_for = None            # the save id whose lock this tab holds or waits for
        self.lock_release = None        # resolves the promise that holds the lock
        self.lock_abort = None          # withdraws a request still waiting
        version = self.document.querySelector('meta[name="tavolo-version"]')
        if version:
            self.controller.site_version = str(version.getAttribute("content"))
        # Connections to other devices (static/link.js): its events become the controller's.
        self.redraw_due = False         # a redraw is scheduled (messages from other devices)
        self._redraw = create_proxy(self.redraw)
        self._link_event = create_proxy(self.on_link_event)
        self._page_hide = create_proxy(self.on_page_hide)
        if getattr(js.window, "tavoloLink", None) is not None:
            js.window.tavoloLink.onevent = self._link_event
            js.window.tavoloLink.onleave = self._page_hide

    # ---- rendering --------------------------------------------------------------------------
    def render(self, schedule=True, from_history=False):
        c = self.controller
        self.redraw_due = False
        active = self.document.activeElement
        inside = bool(active) and active is not self.document.body and self.root.contains(active)
        route = c.route()
        first = self.shown_route is None
        new_screen = first or screen_of(route) != screen_of(self.shown_route)
        over = c.match is not None and c.match.state.is_over
        if c.lang != self.shown_lang or over != self.shown_over or new_screen:
            self.live.textContent = ""      # nothing said about another game or screen, or in the other language
        self.shown_lang, self.shown_over = c.lang, over
        if self.document.documentElement.lang != c.lang:
            # Only when it changes: setting it, even to the same value, restyles the whole page (5-10 ms a tap).
            self.document.documentElement.lang = c.lang
        # Other devices first: they should not wait for this page to be redrawn.
        self.carry_out()
        # A panel drawn only when open is drawn as the page shows it: the person's tap decides, not a default. One
        # that is not on the page now (a list of moves, between the person's turns) comes back as it was left.
        c.open_panels = {} if new_screen else {**c.open_panels, **self.open_panels()}
        keys_closed = self.keys_shown and not c.keys_open
        if c.keys_open and not self.keys_shown:
            self.before_keys = self.selector_of(active) if inside else None
        self.keys_shown = c.keys_open
        # One crossing: the morph keeps every element that stays (focus, scroll, open panels with it).
        js.tavoloMorph(self.root, str(c.render()), not new_screen)
        self.drawn_panels = self.open_panels()
        self.sync_lock()
        self.update_address(route, not first and not from_history)
        self.document.title = c.title()
        if c.turn_arrived() and hasattr(js.navigator, "vibrate"):
            js.navigator.vibrate(200)
        if new_screen and first:
            pass                        # the page as it loaded: leave focus and scroll to the browser
        elif new_screen:
            js.window.scrollTo(0, 0)
            self.focus('[data-key="screen-title"]') or self.focus('[data-key="pass-title"]')
        elif keys_closed and self.before_keys and self.focus(self.before_keys):
            pass                                        # back where the person was (a square of the map)
        elif c.focus_key and self.focus(f'[data-key="{js.CSS.escape(c.focus_key)}"]'):
            pass
        elif c.to_decision or (inside and self.focus_lost()):
            # After a move, or when the turn comes back: the next decision, never <body>, never a control that no
            # longer matters (a zoom button, a sort). The board marks it (data-decision), else its moves' first.
            self.focus_decision()
        c.focus_key = None
        c.to_decision = False
        if c.announcements:
            self.live.textContent = " ".join(c.announcements[-3:])
            c.announcements.clear()
        while c.downloads:
            self.download(*c.downloads.pop(0))
        self.carry_out()            # what rendering asked for (nothing yet; kept so no command can wait)
        if schedule:
            self.schedule_bots()

    def open_panels(self) -> dict:
        return {str(d.dataset.panel): bool(d.open) for d in self.root.querySelectorAll("details[data-panel]")}

    def on_toggle(self, event):
        """A panel drawn only when open was opened (or closed): draw it as it now is."""
        panel = event.target
        name = panel.getAttribute("data-panel") if panel.tagName == "DETAILS" else None
        if name and self.drawn_panels.get(name) != bool(panel.open):
            self.render(schedule=False)

    DECISION = ("[data-decision]",
                ".board-wrap [data-block=actions] :is(button, [role=button], summary):not([disabled])"
                ":not([aria-disabled=true])",
                ".board-wrap button:not([disabled])", '[data-key="screen-title"]')
    # While others play, the heading that says whose turn it is (no control of the board is a decision then).
    WAITING = ('[data-key="screen-title"]',)

    def focus_lost(self) -> bool:
        """The focus was in the page and the redraw took it away: its element is gone, or disabled (the browser
        would drop it to <body> at the next frame: a Cancel that cancelled, a Score that scored)."""
        active = self.document.activeElement
        return not self.root.contains(active) or bool(getattr(active, "disabled", False))

    def focus_decision(self) -> bool:
        match = self.controller.match
        deciding = match is None or match.state.is_over or match.human_to_move()
        return any(self.focus(selector) for selector in (self.DECISION if deciding else self.WAITING))

    def command(self, commands):
        """Does the first of a key's commands whose part the screen shows (or says that it shows none)."""
        for command in commands:
            selectors = (command.selector,) if isinstance(command.selector, str) else command.selector
            if any(self.root.querySelector(s) for s in selectors):
                break
        else:
            command = commands[0]
        if command.does == "focus":
            self.focus(command.selector)
        else:
            self.say_part(command.words, command.selector)

    def say_part(self, words, selectors):
        """A keyboard command (ui/keys.py): the words of that part of the screen, said in the live region."""
        found = None
        for selector in (selectors,) if isinstance(selectors, str) else selectors:
            found = self.root.querySelectorAll(selector)
            if found.length:
                break
        said = "; ".join(str(js.tavoloSpoken(found.item(i))) for i in range(found.length))
        self.live.textContent = ""
        self.live.textContent = f"{t(self.controller.lang, words)}: {said or t(self.controller.lang, 'key_none')}"

    @staticmethod
    def selector_of(element):
        """A selector that finds `element` again after a redraw (which may make it anew): its id or data-key."""
        if element.id:
            return f"#{js.CSS.escape(element.id)}"
        key = element.getAttribute("data-key")
        return f'[data-key="{js.CSS.escape(key)}"]' if key else None

    def focus(self, selector) -> bool:
        target = self.root.querySelector(selector)
        if not target:
            return False
        # A focus the page moves opens no card's popover (static/details.js): only the person's own focus does.
        js.window.tavoloMovingFocus = True
        try:
            target.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))
        finally:
            js.window.tavoloMovingFocus = False
        return True

    def update_address(self, route, push):
        """The fragment names the screen (and an open menu); each is a new history entry, so Back steps back
        to it (but for a game just started: Back from it goes where the new-game form came from)."""
        self.shown_route = route
        if route == route_of(js.location.hash):
            return
        url = "#/" + route
        depth = self.history_depth()
        shown = screen_of(route_of(js.location.hash))
        # A game just started, or a seat just joined: Back from it goes where the form or the code came from.
        entering_game = (shown.startswith("new/") and route.startswith("play/")) \
            or (shown.startswith("join/") and route.startswith("guest/"))
        if push and not entering_game:
            js.history.pushState(to_js({"tavolo": depth + 1}, dict_converter=js.Object.fromEntries), "", url)
        else:
            js.history.replaceState(to_js({"tavolo": depth}, dict_converter=js.Object.fromEntries), "", url)

    def history_depth(self) -> int:
        state = js.history.state
        try:
            return int(state.tavolo) if state and getattr(state, "tavolo", None) is not None else 0
        except (AttributeError, TypeError, ValueError):
            return 0

    # ---- other tabs ---------------------------------------------------------------------------------
    def on_storage(self, event):
        if event.storageArea is not None and event.storageArea != js.window.localStorage:
            return
        key = event.key             # null when the other tab cleared the storage (JavaScript's null: not None)
        self.dispatch("storage", {"key": str(key) if key else None})

    def sync_lock(self):
        """Hold the lock of the game shown (or wait for it), and let go of any other."""
        c = self.controller
        want = None
        if self.locks is not None and c.match is not None and c.guest is None:
            want = c.match.record.meta.get("id")
        if want == self.lock_for:
            return
        self.let_go()
        self.lock_for = want
        if want is None:
            return
        abort = js.AbortController.new()
        self.lock_abort = abort

        def granted(lock):
            if self.lock_for != want:
                return None                     # no longer wanted: let go at once
            def hold(resolve, reject):
                self.lock_release = resolve
            held = js.Promise.new(create_once_callable(hold))
            self.lock_abort = None
            # Not a dispatch: what the last tap said stays on the screen.
            self.controller.on_lock_granted({"id": want})
            self.render()
            return held

        options = to_js({"signal": abort.signal}, dict_converter=js.Object.fromEntries)
        request = self.locks.request("tavolo.game." + want, options, create_once_callable(granted))
        request.catch(create_once_callable(lambda error: None))     # withdrawn while waiting

    def let_go(self):
        if self.lock_abort is not None:
            self.lock_abort.abort()
            self.lock_abort = None
        if self.lock_release is not None:
            self.lock_release()
            self.lock_release = None
        self.lock_for = None
        self.controller.lock_held = None

    def on_compact(self, event):
        self.controller.compact = bool(self.compact.matches)

    def on_popstate(self, event):
        self.dispatch("route", {"route": route_of(js.location.hash)}, from_history=True)

    def download(self, name, text):
        blob = js.Blob.new([text], js.Object.fromEntries([["type", "application/json"]]))
        url = js.URL.createObjectURL(blob)
        link = self.document.createElement("a")
        link.href, link.download = url, name
        self.document.body.appendChild(link)
        link.click()
        link.remove()
        js.URL.revokeObjectURL(url)

    def dispatch(self, name, data, from_history=False):
        self.controller.dispatch(name, data)
        self.render(from_history=from_history)

    # ---- events -----------------------------------------------------------------------------
    @staticmethod
    def data_of(element):
        data = {}
        dataset = element.dataset
        for key in js.Object.keys(dataset):
            data[key] = getattr(dataset, key)
        return data

    def form_data(self, form):
        entries = js.Object.fromEntries(js.FormData.new(form)).to_py()
        data = {str(k): str(v) for k, v in entries.items()}
        for box in form.querySelectorAll('input[type="checkbox"]'):
            data.setdefault(str(box.name), "on" if box.checked else "off")
        return data

    def on_click(self, event):
        # Buttons, and drawn shapes that act as buttons (a spot on a map: role="button" with data-action).
        target = event.target.closest('button[data-action], [role="button"][data-action], [role="gridcell"][data-action]')
        # A drawn shape has no `disabled` property (reading it raises): aria-disabled says it for those.
        if not target or getattr(target, "disabled", False) or target.getAttribute("aria-disabled") == "true":
            return
        event.preventDefault()
        key = target.getAttribute("data-key") or f'{target.getAttribute("data-action")}:{target.getAttribute("data-move")}'
        now, x, y = time.monotonic(), float(event.clientX), float(event.clientY)
        last_at, last_key, last_x, last_y = self.last_click
        pointer = int(event.detail) > 0         # 0: a key pressed on a focused button
        if pointer and now - last_at < DOUBLE_TAP_S and key != last_key \
                and abs(x - last_x) + abs(y - last_y) < DOUBLE_TAP_PX:
            return      # the second tap of a double tap, landing on what the first one put under the finger
        if pointer:
            self.last_click = (now, key, x, y)
        action = target.dataset.action
        if action in ("back", "replay-close") and self.history_depth() > 0:
            js.history.back()           # the app's Back is the browser's Back: one history for both
            return
        if action == "copy-link":
            asyncio.ensure_future(self.copy(str(target.dataset.url)))
            return
        if action == "lang" and not catalogs.ready(str(target.dataset.code)):
            asyncio.ensure_future(self.switch_lang(self.data_of(target)))
            return
        self.dispatch(action, self.data_of(target))

    async def fetch_language(self, lang) -> bool:
        """A language's words, fetched and installed the first time it is shown (the page carries English only);
        False when they cannot be had (offline before it was ever shown, a damaged archive)."""
        if catalogs.ready(lang):
            return True
        try:
            early = getattr(js.window, "tavoloCatalogs", None)      # static/boot.js asked for it at once
            if early is not None and str(early.lang) == lang:
                buffer = await early.bytes
            else:
                response = await js.fetch(f"./locale-{lang}.zip")
                buffer = await response.arrayBuffer() if response.ok else None
            if buffer is None:
                return False
            catalogs.install(lang, js.Uint8Array.new(buffer).to_bytes())
            return True
        except Exception:                   # a network error (a JsException) or not an archive (ValueError)
            return False

    async def switch_lang(self, data):
        code = str(data.get("code"))                # only a language the page offers is fetched
        if code in catalogs.languages() and await self.fetch_language(code):
            self.dispatch("lang", data)
        else:
            self.controller.say("error", t(self.controller.lang, "lang_unavailable"))
            self.render()

    async def copy(self, text):
        try:
            await js.navigator.clipboard.writeText(text)
            self.dispatch("copied", {})
        except Exception:
            field = self.root.querySelector(".share-url")      # no clipboard: select it for the person
            if field:
                field.focus()
                field.select()

    def on_change(self, event):
        target = event.target
        action = target.getAttribute("data-action")
        if action == "import":
            files = target.files
            if files.length:
                asyncio.ensure_future(self.import_file(files.item(0)))
        elif action == "form":
            self.dispatch("form", self.form_data(target.form))

    async def import_file(self, file):
        if file.size > 4_000_000:
            self.dispatch("import", {"text": " " * 4_000_001})     # too large: the record check says so
            return
        text = await file.text()
        self.dispatch("import", {"text": str(text)})

    def on_submit(self, event):
        event.preventDefault()
        form = event.target
        self.dispatch(form.dataset.action, self.form_data(form))

    def on_key(self, event):
        target = event.target
        if event.key in GRID_STEPS and target.getAttribute and target.getAttribute("data-map-cell"):
            event.preventDefault()
            self.grid_step(target, *GRID_STEPS[event.key])
        elif event.key in ("Home", "End") and target.getAttribute and target.getAttribute("data-map-cell"):
            event.preventDefault()          # a grid's keys: the row's first or last square; with Ctrl, the map's
            grid = target.closest("[data-map-grid]")
            row = grid if event.ctrlKey else (target.closest("[role=row]") or grid)
            cells = row.querySelectorAll("[data-map-cell]") if row else None
            if cells and cells.length:
                self.grid_move(target, cells.item(0 if event.key == "Home" else cells.length - 1))
        elif event.key in ("Enter", " ") and target.getAttribute \
                and target.getAttribute("role") in ("button", "gridcell") \
                and target.getAttribute("data-action") and target.tagName != "BUTTON":
            event.preventDefault()                      # a drawn button answers the keys a real one does
            self.dispatch(target.getAttribute("data-action"), self.data_of(target))
        elif event.key == "Escape":
            self.dispatch("escape", {})
        elif self.controller.screen == "play" and not (event.ctrlKey or event.altKey or event.metaKey) \
                and str(event.target.tagName) not in ("INPUT", "SELECT", "TEXTAREA") \
                and (event.key == keys.HELP_KEY or event.key in keys.BY_KEY):
            event.preventDefault()
            if event.key == keys.HELP_KEY:
                self.dispatch("keys_help", {})
            else:
                self.command(keys.BY_KEY[event.key])
        elif event.key in REPLAY_KEYS and self.controller.screen == "replay":
            tag = str(event.target.tagName)
            if tag not in ("INPUT", "SELECT", "TEXTAREA"):
                event.preventDefault()
                self.dispatch("replay_key", {"key": event.key})

    def grid_step(self, square, dx, dy):
        """Moves the focus to the next square of a map's grid (one tab stop for the whole grid: the square in
        focus takes it along)."""
        x, y = (int(v) for v in str(square.getAttribute("data-map-cell")).split(","))
        grid = square.closest("[data-map-grid]")
        nxt = grid.querySelector(f'[data-map-cell="{x + dx},{y + dy}"]') if grid else None
        if nxt:                 # past the map's edge there is none (JavaScript's null: falsy, but not None)
            self.grid_move(square, nxt)

    def grid_move(self, square, nxt):
        """The focus and the grid's one tab stop to `nxt` (from wherever the tab stop was: the focus may have come
        to `square` another way than by the grid's keys)."""
        stops = square.closest("[data-map-grid]").querySelectorAll('[tabindex="0"]')
        for i in range(stops.length):
            stops.item(i).setAttribute("tabindex", "-1")
        square.setAttribute("tabindex", "-1")
        nxt.setAttribute("tabindex", "0")
        nxt.focus()

    # ---- other devices --------------------------------------------------------------------------------
    def carry_out(self):
        """Carry out what the controller asked of the connections (see ui/devices.py for each command)."""
        outbox = self.controller.outbox
        while outbox:
            kind, *args = outbox.pop(0)
            link = getattr(js.window, "tavoloLink", None)
            if kind == "timer":
                data = args[2] if len(args) > 2 else {}
                js.setTimeout(create_once_callable(lambda event=args[1], data=data: self.dispatch(event, data)),
                              args[0])
            elif kind == "close_tab":
                js.window.close()
            elif link is None:
                if kind in ("offer", "answer"):
                    self.dispatch("link_failed", {"link": args[0] if kind == "offer" else "host",
                                                  "error": "no_webrtc"})
            elif kind == "send":
                link.send(args[0], args[1])
            elif kind == "close":
                link.close(args[0])
            elif kind == "broadcast":
                link.broadcast(args[0])
            else:
                asyncio.ensure_future(self.connect(link, kind, args))

    async def connect(self, link, kind, args):
        """A connection step that takes a while: making an offer or an answer, taking a reply."""
        try:
            if kind == "offer":
                self.dispatch("link_offer", {"link": args[0], "code": str(await link.offer(args[0]))})
            elif kind == "answer":
                self.dispatch("link_answer", {"code": str(await link.answer(args[0]))})
            elif kind == "accept":
                self.dispatch("link_accepted", {"link": str(await link.accept(args[0])), "nonce": args[1]})
        except Exception as error:          # a rejected promise: its Error's message is the reason
            reason = next((r for r in ("bad_code", "unknown_code") if r in str(error)), "no_webrtc")
            if kind == "accept":
                self.dispatch("link_refused", {"error": reason, "nonce": args[1]})
            else:
                self.dispatch("link_failed", {"link": args[0] if kind == "offer" else "host", "error": reason})

    def on_link_event(self, link_id, kind, text=None):
        name = "broadcast" if kind == "broadcast" else f"link_{kind}"
        self.controller.dispatch(name, {"link": str(link_id), "text": "" if text is None else str(text)})
        # The answers go out at once; the page is redrawn once for a burst of messages, not once for each.
        self.carry_out()
        if not self.redraw_due:
            self.redraw_due = True
            js.setTimeout(self._redraw, 0)

    def redraw(self):
        if self.redraw_due:
            self.render()

    def on_page_hide(self, event=None):
        # The devices hear that the host's page went (closed or reloaded: it cannot tell), before the tab goes.
        self.controller.close_table(page=True)
        self.carry_out()

    # ---- bots and hints ---------------------------------------------------------------------------
    def schedule_bots(self):
        if self.bot_task is None and self.controller.bot_job() is not None:
            self.bot_task = asyncio.ensure_future(self.run_bots())
        if self.hint_task is None and self.controller.hint_job() is not None:
            self.hint_task = asyncio.ensure_future(self.run_hint())

    async def think(self, bot, game, view, seat):
        thinking = bot.think(game, view, seat)
        while True:
            done, action = run_slice(thinking, SLICE_S)
            if done:
                return action
            await asyncio.sleep(0)      # give the page back: clicks, the menu, painting

    async def run_bots(self):
        try:
            while (job := self.controller.bot_job()) is not None:
                seat, bot, game, view = job
                match = self.controller.match
                started = time.perf_counter()
                js.performance.mark("tavolo:bot-start")
                action = await self.think(bot, game, view, seat)
                # A standard performance entry: how long a person waited for this move (benchmarks read it).
                js.performance.measure("tavolo:bot-think", "tavolo:bot-start")
                # The pace a person chose in the menu (controller.bot_pace_ms), read at each move.
                pace = self.controller.bot_pace_ms / 1000
                await asyncio.sleep(max(pace - (time.perf_counter() - started), 0.01))
                if self.controller.match is not match:
                    continue                    # the person left this game meanwhile
                self.controller.bot_played(seat, action)
                self.render(schedule=False)
                await asyncio.sleep(0)          # the redraw and the next bot's first slice: two tasks, not one
        finally:
            self.bot_task = None
        self.schedule_bots()

    async def run_hint(self):
        try:
            job = self.controller.hint_job()
            if job is not None:
                seat, bot, game, view = job
                action = await self.think(bot, game, view, seat)
                self.controller.hint_ready(seat, action)
                self.render(schedule=False)
        finally:
            self.hint_task = None


async def start():
    app = App()
    if not await app.fetch_language(app.controller.lang):
        app.controller.lang = "en"          # the words of a language it could not fetch: English, and says so
        app.controller.say("error", t("en", "lang_unavailable"))
    route = route_of(js.location.hash)
    if route:
        app.controller.dispatch("route", {"route": route})
    pending = getattr(js.window, "tavoloPending", None)
    if pending:
        # A click made while Python was loading: carried out now that the app is up.
        js.window.tavoloPending = None
        app.controller.dispatch(str(pending.action), pending.data.to_py() if pending.data else {})
    app.render()
    js.document.body.dataset.ready = "1"
    # What the start made lives as long as the page: out of the collector's sight, a full collection while
    # a bot thinks takes a few milliseconds instead of tens on a phone.
    gc.freeze()
    return app
