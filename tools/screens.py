#!/usr/bin/env python3
"""Pictures of every board: docs/screens/<game>-<start|mid|end>-<lang>-<1280|390|844x390>.png, of its guided first
game (<game>-learn-..., <game>-learn3-<lang>-390.png), and of the home screen with a game in progress:
docs/screens/home-<lang>-<1280|390|844x390>.png.

    make screens          (which runs: flock /tmp/tavolo-browser.lock python3 tools/screens.py)
    python3 tools/screens.py [--games citadels,carcassonne] [--langs en] [--out DIR]

For each game and language, one person plays against bots in Debian's Chromium: the game starts from a saved
record with a fixed seed (the new-game form has no seed), the bots move at once (localStorage
`tavolo.bot_pace_ms`) and the person's moves follow a fixed rule, so a run gives the same games and the same
pictures as the last one, as long as the games do not change. At the start, in the middle and at the end, the
desktop page (1280x860) is shot as it is, and the same save is opened in a phone's page (390x844, touch) and shot
there, then with the phone turned sideways (844x390). Pictures show the screen as a person first sees it: scrolled
to the top, never the whole page. `--games home` (or the default, all) shoots the home screen too.

It builds nothing (`make build` first). It serves build/site itself, with tools/serve.py's headers, on port 8731 of
127.0.0.1 (any free port when that one is taken) and refuses every request to any other host. Only one browser job
should run at a time on a shared machine: hence the flock.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from tavolo.bots import bot_levels, make_bot, run_to_end  # noqa: E402
from tavolo.engine.record import from_json, new_record, replay  # noqa: E402
from tavolo.games import GAMES  # noqa: E402

SITE = ROOT / "build" / "site"
OUT = ROOT / "docs" / "screens"
CHROMIUM = "/usr/bin/chromium"
# The flags of tests/browser/conftest.py: headless, and nothing that calls Google's hosts.
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}
DESKTOP = {"viewport": {"width": 1280, "height": 860}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
SIDEWAYS = {"width": 844, "height": 390}          # the same phone turned: its pictures are named -844x390
BOOT_MS = 60_000
TURN_MS = 120_000
SAVE = "tavolo.save."
LANGS = ("en", "it")
WHEN = ("start", "mid", "end")


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob", "about") or (parts.hostname or "") in LOCAL_HOSTS


def load_serve():
    spec = importlib.util.spec_from_file_location("tavolo_tools_serve", ROOT / "tools" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---- one game in the page ---------------------------------------------------------------------------------------
class Table:
    """A game opened from a seeded save in a desktop page; knows its record through the page's localStorage."""

    def __init__(self, page, game_id, save_id):
        self.page, self.game, self.save_id = page, GAMES[game_id], save_id

    def record(self):
        text = self.page.evaluate("(k) => localStorage.getItem(k)", SAVE + self.save_id)
        return from_json(text, GAMES, bot_levels)

    def count(self) -> int:
        return len(json.loads(self.page.evaluate("(k) => localStorage.getItem(k)", SAVE + self.save_id))["actions"])

    def wait_person(self, ready: str):
        """Wait until the record says the person (seat 0) is to move, or the game is over, and the page shows it;
        returns the state then."""
        deadline = time.monotonic() + TURN_MS / 1000
        while time.monotonic() < deadline:
            record = self.record()
            state = replay(record, GAMES)
            if state.is_over:
                self.page.wait_for_selector("[data-screen=end]", timeout=TURN_MS)
                return state
            if state.current_player == 0:
                self.page.wait_for_selector(ready, timeout=TURN_MS)
                self.page.wait_for_timeout(150)          # a morph or a fade that is still running
                if self.count() == len(record.actions):      # no move came in meanwhile
                    return state
            self.page.wait_for_timeout(100)
        raise TimeoutError(f"{self.game.id}: the person's turn never came")

    def wait_moved(self, before: int):
        """After a move of the person's: wait until the save holds it."""
        for _ in range(100):
            if self.count() > before:
                return True
            self.page.wait_for_timeout(50)
        return False


def open_save(page, record_json, save_id, lang, pace_ms, ready):
    """A fresh start of the app on one save: localStorage emptied, the save and the settings written, its page opened."""
    page.goto("about:blank")
    page.goto("/pyscript.toml")
    page.evaluate("([k, v, lang, pace]) => { localStorage.clear(); localStorage.setItem(k, v);"
                  " localStorage.setItem('tavolo.lang', lang); localStorage.setItem('tavolo.bot_pace_ms', pace); }",
                  [SAVE + save_id, record_json, lang, str(pace_ms)])
    page.goto(f"/#/play/{save_id}")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_MS)
    page.wait_for_selector(ready, timeout=TURN_MS)
    page.wait_for_timeout(400)


def shoot(page, path: Path):
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(100)
    page.screenshot(path=str(path))
    print(f"  {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}", flush=True)


# ---- how the person plays each game: one move per call, by the taps a person makes -----------------------------
def click(page, selector):
    page.locator(selector).first.click()


class Citadels:
    id = "citadels"
    seats = [("Marco", None), ("Giulia", "easy"), ("Ada", "easy"), ("Leo", "easy"), ("Sara", "easy")]
    options = {"cast": "default", "crown": "random"}
    seed = 2016
    ready = "button[data-action=move], [data-screen=end]"
    # Pick a character, keep a card, take gold, build, end the turn: what a plain player does first.
    preference = ("pick", "drop", "keep", "gold", "build", "income", "end")

    def moves(self, page):
        return page.eval_on_selector_all("button[data-action=move]", "els => els.map(e => e.dataset.move)")

    def is_shot(self, when, state, page):
        kinds = [json.loads(m)[0] for m in self.moves(page)]
        if when == "start":
            return "pick" in kinds                        # the draft of the first round
        return state.round_no >= 3 and "end" in kinds and "build" in kinds   # a turn of round 3 or later

    def play(self, page, state, rng):
        moves = self.moves(page)
        kinds = [json.loads(m)[0] for m in moves]
        choice = next((moves[kinds.index(k)] for k in self.preference if k in kinds), moves[0])
        page.click(f"button[data-action=move][data-move='{choice}']")


class BotChoice:
    """The person's move is what the easy bot would choose from the person's own view, made by taps."""
    seats = [("Marco", None), ("Giulia", "easy"), ("Leo", "easy")]
    options = None

    def choose(self, state, rng):
        bot = make_bot(self.game, "easy", rng.randrange(1 << 30))
        return run_to_end(bot.think(self.game, state.view(0), 0))


class Carcassonne(BotChoice):
    id = "carcassonne"
    seed = 1
    ready = ".cc-cell, button[data-key=no-follower], [data-screen=end]"
    game = GAMES["carcassonne"]

    def is_shot(self, when, state, page):
        if when == "start":
            return True
        return len(state.stack) <= 37 and state.view(0)["phase"] == "place"    # half the tiles are down

    def play(self, page, state, rng):
        action = self.choose(state, rng)
        if action[0] == "place":
            _, _tile, x, y, _rot = action
            wanted = json.dumps(list(action))
            # A tap on the tile shown there turns it to the next way it fits. The click is dispatched to the
            # square itself: on a wide map it may lie under the zoom buttons or outside the part shown.
            for _ in range(5):
                page.locator(f"[data-key='cell{x},{y}']").dispatch_event("click")
                page.wait_for_selector("button[data-key=place]")
                if page.get_attribute("button[data-key=place]", "data-move") == wanted:
                    break
            click(page, "button[data-key=place]")
        elif action[0] == "follower":
            page.locator(f".cc-spot[data-key='spot-{action[1]}']").dispatch_event("click")
            click(page, "button[data-key=follower]")
        else:
            click(page, f"button[data-action=move][data-move='{json.dumps(list(action))}']")


class ShiftingStones(BotChoice):
    id = "shifting-stones"
    seed = 7
    ready = "button[data-key=end], [data-screen=end]"
    game = GAMES["shifting-stones"]

    def is_shot(self, when, state, page):
        if when == "start":
            return True
        return len(state.deck) <= 30 and not state.view(0)["acted_this_turn"]

    def play(self, page, state, rng):
        action = self.choose(state, rng)
        kind = action[0]
        if kind in ("shift", "flip", "score"):
            click(page, f"button[data-key=card-{action[1]}]")
            if kind == "score":
                click(page, "button[data-key=score]")
            else:
                click(page, f"button[data-key=mode-{kind}]")
                for cell in action[2:]:
                    click(page, f"button[data-key=tile{cell}]")
        else:
            click(page, f"button[data-key={kind}]")


class RomiRami:
    id = "romi-rami"
    seats = [("Marco", None), ("Giulia", "easy"), ("Leo", "easy")]
    options = None
    seed = 3
    ready = "button[data-key=take], button[data-key=done], button[data-key=discard], [data-screen=end]"

    def is_shot(self, when, state, page):
        if when == "start":
            return True
        return len(state.deck) <= 40 and page.query_selector("button[data-key=take]") is not None

    def play(self, page, state, rng):
        """Take the first card offered, complete the first contract the board offers, end the turn, discard as
        asked: a plain player's step."""
        if page.query_selector("button[data-key=take]"):
            click(page, ".rr-market button[data-action='g:slot']")
            click(page, "button[data-key=take]:not([disabled])")
            return
        way = page.query_selector(".rr-ways button[data-action=move]")
        if way:
            way.click()
            return
        if page.query_selector("button[data-key=done]"):
            click(page, "button[data-key=done]")
            return
        discard = page.query_selector("button[data-key=discard]")
        while discard and discard.is_disabled():
            click(page, ".rr-hand button[data-action='g:card'][aria-pressed=false]")
            discard = page.query_selector("button[data-key=discard]")
        click(page, "button[data-key=discard]")


PLAYERS = {p.id: p for p in (Citadels(), Carcassonne(), ShiftingStones(), RomiRami())}


# ---- a run ------------------------------------------------------------------------------------------------------
def picture_set(browser, base_url, player, lang, out: Path, refused: list):
    """Play one game in one language and shoot its start, middle and end on both devices."""
    def context(args):
        made = browser.new_context(base_url=base_url, reduced_motion="reduce", **args)
        made.route(lambda url: not is_local(url), lambda route: (refused.append(route.request.url), route.abort()))
        return made

    game = GAMES[player.id]
    record = new_record(game, [{"name": n, "bot": b} for n, b in player.seats], player.options, player.seed)
    save_id = f"screens-{player.id}"
    record.meta = {"id": save_id, "created": 1, "updated": 1, "hints": False}
    desk, phone = context(DESKTOP), context(PHONE)
    page, phone_page = desk.new_page(), phone.new_page()
    try:
        open_save(page, record.to_json(), save_id, lang, 0, player.ready)
        table = Table(page, player.id, save_id)
        rng = random.Random(player.seed)
        todo = list(WHEN)
        for _ in range(2000):
            state = table.wait_person(player.ready)
            due = todo[0] == "end" and state.is_over or todo[0] != "end" and not state.is_over \
                and player.is_shot(todo[0], state, page)
            if due:
                when = todo.pop(0)
                name = f"{player.id}-{when}-{lang}"
                shoot(page, out / f"{name}-1280.png")
                saved = page.evaluate("(k) => localStorage.getItem(k)", SAVE + save_id)
                open_save(phone_page, saved, save_id, lang, 600_000, player.ready)
                shoot(phone_page, out / f"{name}-390.png")
                turned(phone_page, out / f"{name}-844x390.png")
                if not todo:
                    return
            if state.is_over:
                raise RuntimeError(f"{player.id}: the game ended before the {todo[0]} picture")
            before = table.count()
            player.play(page, state, rng)
            table.wait_moved(before)
        raise RuntimeError(f"{player.id}: the game did not end")
    finally:
        desk.close()
        phone.close()


def turned(page, path: Path):
    """The phone turned sideways, shot, and turned back."""
    upright = page.viewport_size
    page.set_viewport_size(SIDEWAYS)
    page.wait_for_timeout(300)
    shoot(page, path)
    page.set_viewport_size(upright)


def learn_pictures(browser, base_url, game_id, lang, out: Path, refused: list):
    """A guided first game ("Learn to play"): its first screen on a desktop and a phone both ways
    (<game>-learn-<lang>-*), and on the phone its screen after three suggested moves (<game>-learn3-<lang>-390)."""
    for args, suffix in ((DESKTOP, "1280"), (PHONE, "390")):
        context = browser.new_context(base_url=base_url, reduced_motion="reduce", **args)
        context.route(lambda url: not is_local(url), lambda route: (refused.append(route.request.url), route.abort()))
        page = context.new_page()
        try:
            page.goto("/pyscript.toml")
            page.evaluate("(lang) => { localStorage.clear(); localStorage.setItem('tavolo.lang', lang);"
                          " localStorage.setItem('tavolo.bot_pace_ms', '0'); }", lang)
            page.goto("/")
            page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_MS)
            page.click(f"button[data-key=learn-{game_id}]")
            page.wait_for_selector("[data-key=guide-play]", timeout=TURN_MS)
            page.wait_for_timeout(300)
            shoot(page, out / f"{game_id}-learn-{lang}-{suffix}.png")
            if args is PHONE:
                turned(page, out / f"{game_id}-learn-{lang}-844x390.png")
                for _ in range(3):
                    page.click("[data-key=guide-play]")
                    page.wait_for_timeout(200)
                    page.wait_for_selector("[data-key=guide-play]", timeout=TURN_MS)
                page.wait_for_timeout(300)
                shoot(page, out / f"{game_id}-learn3-{lang}-390.png")
        finally:
            context.close()


def home_pictures(browser, base_url, lang, out: Path, refused: list):
    """The home screen with one game in progress (Citadels, from its save), on a desktop and a phone both ways."""
    player = PLAYERS["citadels"]
    game = GAMES[player.id]
    record = new_record(game, [{"name": n, "bot": b} for n, b in player.seats], player.options, player.seed)
    record.meta = {"id": "screens-home", "created": 1, "updated": 1, "hints": False}
    for args, suffix in ((DESKTOP, "1280"), (PHONE, "390")):
        context = browser.new_context(base_url=base_url, reduced_motion="reduce", **args)
        context.route(lambda url: not is_local(url), lambda route: (refused.append(route.request.url), route.abort()))
        page = context.new_page()
        try:
            open_save(page, record.to_json(), "screens-home", lang, 600_000, "[data-screen=play]")
            page.evaluate("() => { location.hash = '#/home'; }")
            page.wait_for_selector("[data-screen=home] .save")
            page.wait_for_timeout(300)
            shoot(page, out / f"home-{lang}-{suffix}.png")
            if args is PHONE:
                turned(page, out / f"home-{lang}-844x390.png")
        finally:
            context.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Screenshots of every board at 1280 px, 390x844 and 844x390, en "
                                                 "and it.")
    parser.add_argument("--games", default=",".join(("home",) + tuple(PLAYERS)),
                        help="comma-separated game ids, and home for the home screen (default: all)")
    parser.add_argument("--langs", default=",".join(LANGS), help="comma-separated: en, it (default: both)")
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the pictures (default: docs/screens)")
    parser.add_argument("--site", type=Path, default=SITE, help="the built site (default: build/site)")
    # A fixed port when it is free: the end tables show a share link with the site's address in it.
    parser.add_argument("--port", type=int, default=8731, help="port to serve on when free (default: 8731)")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    unknown = [g for g in games if g not in PLAYERS and g != "home"]
    if unknown:
        parser.error(f"unknown game(s): {', '.join(unknown)}")
    langs = [lang for lang in args.langs.split(",") if lang]
    if not set(langs) <= set(LANGS):
        parser.error(f"languages are {', '.join(LANGS)}")
    from playwright.sync_api import sync_playwright

    site = args.site.resolve()
    if not (site / "index.html").is_file():
        print(f"screens: {site}/index.html is missing: run `make build` first", file=sys.stderr)
        return 1
    serve = load_serve()
    try:
        server = serve.make_server(site, "127.0.0.1", args.port, quiet=True)
    except OSError:             # taken: any free port (only the end tables' share links then differ)
        server = serve.make_server(site, "127.0.0.1", 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base_url = f"http://127.0.0.1:{server.server_address[1]}"
    args.out.mkdir(parents=True, exist_ok=True)
    refused: list = []
    started = time.monotonic()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for game_id in games:
                for lang in langs:
                    print(f"{game_id} ({lang})", flush=True)
                    if game_id == "home":
                        home_pictures(browser, base_url, lang, args.out, refused)
                    else:
                        picture_set(browser, base_url, PLAYERS[game_id], lang, args.out, refused)
                        learn_pictures(browser, base_url, game_id, lang, args.out, refused)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    if refused:
        print(f"screens: refused {len(refused)} request(s) off this machine: {sorted(set(refused))}", file=sys.stderr)
        return 1
    print(f"done in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
