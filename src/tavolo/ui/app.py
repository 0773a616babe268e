"""The browser side: the only module that touches the DOM. It mounts what the controller renders,
forwards events by delegation, runs bots in time slices, and saves files.
"""

import asyncio
import time

import js
from pyodide.ffi import create_proxy

from ..bots.base import run_slice
from ..games import GAMES
from ..i18n import pick_lang
from ..storage import LocalStorageBackend, SaveStore
from .controller import Controller

SLICE_S = 0.03          # a bot thinks at most this long before giving the page back
BOT_PACE_S = 0.6        # the least time between two bot moves, so a person can follow them


class App:
    def __init__(self):
        self.document = js.document
        self.root = self.document.getElementById("app")
        self.live = self.document.getElementById("announce")
        store = SaveStore(LocalStorageBackend(js.window.localStorage), GAMES)
        lang = pick_lang(store.get_setting("lang") or self.document.documentElement.lang or js.navigator.language)
        self.controller = Controller(store, GAMES, lang)
        self.bot_task = None
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_change),
                         create_proxy(self.on_submit), create_proxy(self.on_key)]
        for kind, proxy in zip(("click", "change", "submit", "keydown"), self._proxies):
            self.root.addEventListener(kind, proxy)

    # ---- rendering --------------------------------------------------------------------------
    def render(self, schedule=True):
        c = self.controller
        active = self.document.activeElement
        focus_key = active.getAttribute("data-key") if active and active.getAttribute else None
        self.document.documentElement.lang = c.lang
        self.root.innerHTML = str(c.render())
        if focus_key:
            target = self.root.querySelector(f'[data-key="{js.CSS.escape(focus_key)}"]')
            if target:
                target.focus()
        if c.announcements:
            self.live.textContent = " ".join(c.announcements[-3:])
            c.announcements.clear()
        while c.downloads:
            self.download(*c.downloads.pop(0))
        if schedule:
            self.schedule_bots()

    def download(self, name, text):
        blob = js.Blob.new([text], js.Object.fromEntries([["type", "application/json"]]))
        url = js.URL.createObjectURL(blob)
        link = self.document.createElement("a")
        link.href, link.download = url, name
        self.document.body.appendChild(link)
        link.click()
        link.remove()
        js.URL.revokeObjectURL(url)

    def dispatch(self, name, data):
        self.controller.dispatch(name, data)
        self.render()

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
        return {str(k): str(v) for k, v in entries.items()}

    def on_click(self, event):
        target = event.target.closest("button[data-action]")
        if not target or target.disabled:
            return
        event.preventDefault()
        self.dispatch(target.dataset.action, self.data_of(target))

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
        text = await file.text()
        self.dispatch("import", {"text": str(text)})

    def on_submit(self, event):
        event.preventDefault()
        form = event.target
        self.dispatch(form.dataset.action, self.form_data(form))

    def on_key(self, event):
        if event.key == "Escape":
            self.dispatch("escape", {})

    # ---- bots ---------------------------------------------------------------------------------
    def schedule_bots(self):
        if self.bot_task is None and self.controller.bot_job() is not None:
            self.bot_task = asyncio.ensure_future(self.run_bots())

    async def run_bots(self):
        try:
            while (job := self.controller.bot_job()) is not None:
                seat, bot, game, view = job
                match = self.controller.match
                started = time.perf_counter()
                js.performance.mark("tavolo:bot-start")
                thinking = bot.think(game, view, seat)
                while True:
                    done, action = run_slice(thinking, SLICE_S)
                    if done:
                        break
                    await asyncio.sleep(0)      # give the page back: clicks, the menu, painting
                # A standard performance entry: how long a person waited for this move (benchmarks read it).
                js.performance.measure("tavolo:bot-think", "tavolo:bot-start")
                await asyncio.sleep(max(BOT_PACE_S - (time.perf_counter() - started), 0.01))
                if self.controller.match is not match:
                    continue                    # the person left this game meanwhile
                self.controller.bot_played(seat, action)
                self.render(schedule=False)
        finally:
            self.bot_task = None


async def start():
    app = App()
    app.render()
    js.document.body.dataset.ready = "1"
    return app
