#!/usr/bin/env python3
"""Measure Tavolo: page load, first paint, bytes, bot latency in the browser, engine speed in CPython.

    python3 tools/bench.py [--runs 5] [--quick] [--samples 40] [--games 200]

Needs the built site (`python3 tools/build.py`; `make bench` builds first), Debian's Chromium at
/usr/bin/chromium and the `playwright` Python package. Prints a table, then one JSON line with every figure
next to its target. A missed target is a figure, not a failure: the exit status is non-zero only when a
measurement could not be taken at all.

What it does:
1. Copies build/site into build/bench/ and adds build/bench/bare/: a minimal PyScript page on the same
   vendored runtime whose Python only sets <body data-ready>. Serves build/bench with tools/serve.py's
   server (same headers as production), counting the bytes it sends.
2. Loads the app (/) and the bare page (/bare/) `--runs` times each: cold (a fresh browser profile: empty
   HTTP cache, no service worker), then warm (the same profile, browser relaunched: the app then runs from
   its service worker); also the app in a profile where no service worker may register (warm = HTTP cache,
   like the bare page). Time to interactive = navigation start -> data-ready, read in the page.
   Figures are medians; the machine's other work shows in them (the load average is printed).
3. Plays all-bot games from the UI (home -> New game -> every seat a bot) and reads the app's own
   performance entries "tavolo:bot-think", plus the long tasks seen meanwhile.
4. Plays random games in CPython for every registered game.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import math
import os
import random
import re
import shutil
import sys
import tempfile
import threading
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "site"
BENCH_DIR = ROOT / "build" / "bench"
BARE = "bare"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}

READY_TIMEOUT_S = 90
SW_TIMEOUT_S = 30


@dataclass(frozen=True)
class BotCase:
    """An all-bot game started from the UI: `seats` seats, every one played by bot `level`."""
    game: str               # the game's id, as in data-key="new-<id>" on the home screen
    level: str              # a value of the "who" select
    seats: int
    target_p95_s: float


# One line per game whose bots are timed in the browser.
BOT_CASES = [
    BotCase("shifting-stones", "strong", seats=5, target_p95_s=0.5),
    BotCase("romi-rami", "strong", seats=4, target_p95_s=1.0),
    BotCase("citadels", "strong", seats=4, target_p95_s=1.0),
    BotCase("citadels", "strong", seats=8, target_p95_s=1.0),
    BotCase("carcassonne", "strong", seats=2, target_p95_s=1.0),
]

# Random games in CPython: seats per game, and the target time of one whole game where the game has one.
SELFPLAY_SEATS = {"citadels": 4}
SELFPLAY_TARGET_MS = {"citadels": 20.0, "carcassonne": 50.0}

TARGETS = {
    "tti_ratio": 1.15,          # app / bare PyScript page, time to interactive
    "first_paint_s": 0.3,       # first (contentful) paint of the home screen
    "longtask_ms": 100.0,       # longest main-thread task while bots play
    "replay_step_ms": 100.0,    # one step of a replay of a 200-move game, click to redrawn screen
    "map_click_ms": 100.0,      # a tap on the Carcassonne map late in a game (60+ tiles) to the next paint
}
REPLAY_MOVES = 200
LATE_CARCASSONNE_TILES = 40     # the strong bot is also timed from here to the end of a game


# ---- pure helpers (tested in tests/test_bench.py) ------------------------------------------------
def median(values):
    """The median of a non-empty sequence (the mean of the two middle values for an even count)."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("median of no values")
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def percentile(values, p):
    """Nearest-rank percentile: the smallest value with at least p% of the values at or below it."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("percentile of no values")
    if not 0 < p <= 100:
        raise ValueError(f"p must be in (0, 100], not {p}")
    return ordered[max(math.ceil(p / 100 * len(ordered)), 1) - 1]


def summary(values) -> dict:
    values = list(values)
    if not values:
        return {"n": 0}
    return {"n": len(values), "median": median(values), "p95": percentile(values, 95),
            "min": min(values), "max": max(values)}


def ratio(a, b):
    return a / b if a is not None and b else None


def metric(value, unit, target=None, better="lower", note=None) -> dict:
    """A figure next to its target; met is None when there is no target or no value."""
    met = None
    if target is not None and value is not None:
        met = value <= target if better == "lower" else value >= target
    entry = {"value": _round(value), "unit": unit, "target": None if target is None else
             (f"<= {target}" if better == "lower" else f">= {target}"), "met": met}
    if note:
        entry["note"] = note
    return entry


def _round(value):
    if isinstance(value, float):
        return round(value, 4 if abs(value) < 10 else 2)
    return value


def parse_bot_case(text: str) -> BotCase:
    """"game:level:seats:p95 target in s" -> BotCase (the command line's --bot)."""
    parts = text.split(":")
    if len(parts) != 4:
        raise argparse.ArgumentTypeError(f"{text!r}: expected GAME:LEVEL:SEATS:P95, e.g. shifting-stones:strong:5:0.5")
    try:
        return BotCase(parts[0], parts[1], int(parts[2]), float(parts[3]))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: SEATS must be an integer and P95 a number") from None


def subdir_path(path: str) -> str:
    """A path relative to the site's root, as seen from a page one folder down ("./x" -> "../x")."""
    if re.match(r"^[a-z]+:|^/", path):
        return path
    return "../" + path.removeprefix("./")


def bare_page_files(interpreter: str, core_js: str, core_css: str | None = None) -> dict[str, str]:
    """The bare PyScript page for a folder one level below the site's root: {file name: text}.

    `interpreter`, `core_js` and `core_css` are paths as the site's root page writes them ("./vendor/...").
    No inline script or style: the site's Content-Security-Policy forbids them, as it does for the app.
    """
    css = f'<link rel="stylesheet" href="{subdir_path(core_css)}">\n' if core_css else ""
    html = ("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<title>Bare PyScript page</title>\n<link rel=\"icon\" href=\"data:,\">\n"
            f"{css}<script type=\"module\" src=\"{subdir_path(core_js)}\"></script>\n</head>\n<body>\n"
            "<p>bare</p>\n<script type=\"py\" src=\"./bare.py\" config=\"./pyscript.toml\"></script>\n"
            "</body>\n</html>\n")
    toml = f'name = "bare"\ninterpreter = {json.dumps(subdir_path(interpreter))}\n'
    python = "import js\n\njs.document.body.dataset.ready = \"1\"\n"
    return {"index.html": html, "pyscript.toml": toml, "bare.py": python}


def site_runtime_paths(site: Path) -> dict[str, str | None]:
    """The interpreter, core.js and core.css paths the built app uses (from its pyscript.toml and index.html)."""
    with (site / "pyscript.toml").open("rb") as f:
        interpreter = tomllib.load(f)["interpreter"]
    html = (site / "index.html").read_text(encoding="utf-8")
    core_js = re.search(r"""<script[^>]+type=["']module["'][^>]+src=["']([^"']*/core\.js)["']""", html)
    if not core_js:
        core_js = re.search(r"""src=["']([^"']*pyscript[^"']*/core\.js)["']""", html)
    if not core_js:
        raise RuntimeError(f"{site / 'index.html'} loads no PyScript core.js")
    core_css = re.search(r"""href=["']([^"']*/core\.css)["']""", html)
    return {"interpreter": interpreter, "core_js": core_js.group(1), "core_css": core_css and core_css.group(1)}


def make_bench_site(site: Path, out: Path) -> Path:
    """A copy of the built site (hard links where possible) plus the bare page in out/bare/."""
    if not (site / "index.html").is_file():
        raise FileNotFoundError(f"{site}/index.html is missing: run `python3 tools/build.py` first")
    if out.exists():
        shutil.rmtree(out)

    def link(src, dst):
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)

    shutil.copytree(site, out, copy_function=link)
    paths = site_runtime_paths(site)
    bare = out / BARE
    bare.mkdir()
    for name, text in bare_page_files(paths["interpreter"], paths["core_js"], paths["core_css"]).items():
        (bare / name).write_text(text, encoding="utf-8")
    return out


def gzip_size(path: Path) -> int:
    data = path.read_bytes()
    return min(len(data), len(gzip.compress(data, compresslevel=6, mtime=0)))


def finite(value):
    """The same data with NaN and infinities as None, so the JSON line is strict JSON."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [finite(v) for v in value]
    return value


def fmt(value, unit="") -> str:
    if value is None:
        return "-"
    if unit == "s":
        return f"{value:.3f} s" if abs(value) < 1 else f"{value:.2f} s"
    if unit == "ms":
        return f"{value:.0f} ms"
    if unit == "MB":
        return f"{value:.2f} MB"
    if unit == "x":
        return f"{value:.2f}x"
    if isinstance(value, float):
        return f"{value:.1f} {unit}".strip()
    return f"{value} {unit}".strip()


def table(metrics: dict) -> str:
    rows = [("figure", "value", "target", "", "note")]
    for name, m in metrics.items():
        verdict = {True: "ok", False: "MISSED", None: ""}[m["met"]]
        rows.append((name, fmt(m["value"], m["unit"]), m["target"] or "", verdict, m.get("note", "")))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


# ---- the server ----------------------------------------------------------------------------------
class Traffic:
    """What the server sent: one (path, status, bytes on the wire) per request."""

    def __init__(self):
        self.lock = threading.Lock()
        self.log: list[tuple[str, int, int]] = []

    def mark(self) -> int:
        with self.lock:
            return len(self.log)

    def since(self, mark: int) -> list[tuple[str, int, int]]:
        with self.lock:
            return list(self.log[mark:])


class _CountingWriter:
    def __init__(self, raw):
        self.raw, self.count = raw, 0

    def write(self, data):
        self.count += len(data)
        return self.raw.write(data)

    def __getattr__(self, name):
        return getattr(self.raw, name)


def start_server(root: Path, port: int = 0):
    """tools/serve.py's server on `root`, in a thread, recording its traffic in server.traffic."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import serve  # noqa: PLC0415 - tools/ is not a package
    finally:
        sys.path.remove(str(ROOT / "tools"))
    server = serve.make_server(root, "127.0.0.1", port, quiet=True)
    traffic = Traffic()
    base = server.RequestHandlerClass          # functools.partial(handler class, directory=...)

    class Counting(base.func):
        status = 0

        def setup(self):
            super().setup()
            self.wfile = _CountingWriter(self.wfile)

        def send_response(self, code, message=None):
            self.status = code
            super().send_response(code, message)

        def finish(self):
            try:
                super().finish()
            finally:
                with traffic.lock:
                    traffic.log.append((getattr(self, "path", ""), self.status, self.wfile.count))

    server.RequestHandlerClass = functools.partial(Counting, *base.args, **base.keywords)
    server.traffic = traffic
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


# ---- the browser ---------------------------------------------------------------------------------
# Installed before any page script: the moment data-ready appears, PyScript's events, paint and long tasks.
INIT_SCRIPT = r"""
(() => {
  if (window.__bench) return;
  const b = window.__bench = {events: {}, progress: [], longtasks: []};
  const now = () => performance.now();
  new MutationObserver(() => {
    if (b.ready === undefined && document.body && document.body.hasAttribute("data-ready")) b.ready = now();
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-ready"]});
  for (const name of ["py:ready", "py:done", "py:all-done"]) {
    window.addEventListener(name, () => { if (!(name in b.events)) b.events[name] = now(); }, true);
  }
  window.addEventListener("py:progress", (e) => b.progress.push([String(e.detail), now()]), true);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.longtasks.push([e.startTime, e.duration]);
    }).observe({type: "longtask", buffered: true});
    b.longtaskObserved = true;
  } catch (error) {
    b.longtaskObserved = false;
  }
})();
"""

LOAD_FIGURES_JS = r"""
() => {
  const b = window.__bench;
  const paint = {};
  for (const e of performance.getEntriesByType("paint")) paint[e.name] = e.startTime;
  const nav = performance.getEntriesByType("navigation")[0];
  return {ready: b.ready, events: b.events, progress: b.progress, paint,
          longest_task: Math.max(0, ...b.longtasks.map((t) => t[1])),
          dom_content_loaded: nav ? nav.domContentLoadedEventEnd : null,
          sw_controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller)};
}
"""


class Browser:
    """Launches Debian's Chromium through Playwright; collects errors and any request that leaves the machine."""

    def __init__(self, playwright):
        self.playwright = playwright
        self.errors: list[str] = []
        self.foreign: set[str] = set()

    def launch(self, profile: Path, service_workers: str = "allow"):
        context = self.playwright.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
            service_workers=service_workers, viewport={"width": 1280, "height": 800})
        context.add_init_script(INIT_SCRIPT)
        context.on("request", self._check_host)
        return context

    def _check_host(self, request):
        host = re.sub(r"^[a-z]+://([^/:]+|\[[^\]]+\]).*$", r"\1", request.url)
        if request.url.startswith("http") and host not in LOCAL_HOSTS:
            self.foreign.add(request.url)

    def watch(self, page, label: str):
        page.on("pageerror", lambda error: self.errors.append(f"{label}: page error: {error}"))
        page.on("console", lambda msg: self.errors.append(f"{label}: console {msg.type}: {msg.text[:300]}")
                if msg.type == "error" else None)


def settle(traffic: Traffic, quiet_s=0.5, timeout_s=10.0):
    """Wait until the server has had no request for `quiet_s` (the service worker's precache is done)."""
    deadline = time.monotonic() + timeout_s
    count, since = traffic.mark(), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.1)
        if traffic.mark() != count:
            count, since = traffic.mark(), time.monotonic()
        elif time.monotonic() - since >= quiet_s:
            return


def load_once(browser: Browser, traffic: Traffic, url: str, profile: Path, label: str,
              wait_sw=False, service_workers="allow", after_ready=None) -> dict:
    """One visit with the given profile: time to interactive, paints, bytes the server sent.

    wait_sw: once ready, wait for the service worker to be active and the server to fall quiet;
    service_workers="block": no worker may register; after_ready(page) runs before the browser closes.
    """
    context = browser.launch(profile, service_workers)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        browser.watch(page, label)
        served = {}
        page.on("response", lambda r: served.__setitem__(r.url, r.from_service_worker))
        start = traffic.mark()
        page.goto(url, wait_until="commit")
        page.wait_for_function("() => window.__bench && window.__bench.ready !== undefined",
                               timeout=READY_TIMEOUT_S * 1000, polling=20)
        figures = page.evaluate(LOAD_FIGURES_JS)
        at_ready = traffic.since(start)
        sw_state = None
        if wait_sw:
            sw_state = page.evaluate(
                """(ms) => !("serviceWorker" in navigator) ? "unsupported" : Promise.race([
                     navigator.serviceWorker.ready.then((r) => r.active ? "active" : "installing"),
                     new Promise((ok) => setTimeout(() => ok("timeout"), ms))])""", SW_TIMEOUT_S * 1000)
            settle(traffic)
        if after_ready:
            after_ready(page)
        total = traffic.since(start)
    finally:
        context.close()
    wasm = [v for u, v in served.items() if u.endswith(".wasm")]
    steps = {name: t / 1000 for name, t in reversed(figures["progress"])}   # the first time of each
    return {
        "tti_s": figures["ready"] / 1000,
        "first_paint_s": figures["paint"].get("first-paint", 0) / 1000 or None,
        "fcp_s": figures["paint"].get("first-contentful-paint", 0) / 1000 or None,
        "py_ready_s": figures["events"].get("py:ready", 0) / 1000 or None,
        "longest_boot_task_ms": figures["longest_task"],
        "progress": [(name, round(t / 1000, 3)) for name, t in figures["progress"]],
        "interpreter_start_s": steps.get("Loading interpreter"),
        "interpreter_loaded_s": steps.get("Loaded interpreter"),
        "sw_controlled": figures["sw_controlled"],
        "document_from_sw": served.get(url),
        "wasm_from_sw": wasm[0] if wasm else None,
        "requests_to_ready": len(at_ready),
        "bytes_to_ready": sum(n for _, _, n in at_ready),
        "requests": len(total),
        "bytes": sum(n for _, _, n in total),
        "served": total,
        "sw_state": sw_state,
    }


# The load cases: (name, page, service workers). "app_nosw" is the app in a profile where no service
# worker may register, so its warm loads come from the HTTP cache like the bare page's. (Bypassing an
# installed worker through DevTools' Network domain was tried: enabling that domain slows the load itself.)
LOAD_CASES = (("app", "", "allow"), ("bare", f"{BARE}/", "allow"), ("app_nosw", "", "block"))


def measure_loads(browser: Browser, traffic: Traffic, base_url: str, runs: int, with_nosw: bool,
                  log) -> dict:
    """Cold then warm loads of each case; within a run the cases alternate, so that the machine's other
    work hits them alike (the ratios compare loads taken seconds apart)."""
    cases = [c for c in LOAD_CASES if with_nosw or c[0] != "app_nosw"]
    results = {f"{name}_{when}": [] for name, _, _ in cases for when in ("cold", "warm")}
    for run in range(runs):
        profiles = {name: Path(tempfile.mkdtemp(prefix=f"tavolo-bench-{name}-")) for name, _, _ in cases}
        try:
            for when in ("cold", "warm"):
                for name, path, workers in cases:
                    results[f"{name}_{when}"].append(load_once(
                        browser, traffic, base_url + path, profiles[name], f"{name} {when}",
                        wait_sw=when == "cold" and workers == "allow" and name == "app", service_workers=workers))
        finally:
            for profile in profiles.values():
                shutil.rmtree(profile, ignore_errors=True)
        log(f"  run {run + 1}/{runs}: " + ", ".join(
            f"{name} {results[f'{name}_cold'][-1]['tti_s']:.2f}/{results[f'{name}_warm'][-1]['tti_s']:.2f} s"
            for name, _, _ in cases) + f" (cold/warm; load average {os.getloadavg()[0]:.1f})")
    return results


BOT_FIGURES_JS = r"""
() => {
  const b = window.__bench;
  return {think: performance.getEntriesByName("tavolo:bot-think").map((e) => [e.startTime, e.duration]),
          longtasks: b.longtasks, longtaskObserved: b.longtaskObserved,
          again: !!document.querySelector('[data-key="again"]'),
          screen: (document.querySelector("[data-screen]") || {dataset: {}}).dataset.screen || null};
}
"""


def start_bot_game(page, case: BotCase):
    new = page.locator(f'[data-key="new-{case.game}"]')
    if new.count() == 0:
        games = page.eval_on_selector_all("[data-game]", "els => els.map((e) => e.dataset.game)")
        return f"no game {case.game!r} on the home screen (found: {', '.join(sorted(set(games)))})"
    new.click()
    page.wait_for_selector('select[name="count"]')
    page.select_option('select[name="count"]', str(case.seats))
    page.wait_for_selector(f'select[name="who{case.seats - 1}"]')
    levels = page.eval_on_selector_all('select[name="who0"] option', "els => els.map((e) => e.value)")
    if case.level not in levels:
        return f"no bot level {case.level!r} for {case.game} (found: {', '.join(levels)})"
    for seat in range(case.seats):
        page.select_option(f'select[name="who{seat}"]', case.level)
    page.click('[data-key="start"]')
    page.wait_for_selector('[data-screen="play"], [data-screen="end"]')
    return None


def measure_bots(browser: Browser, url: str, case: BotCase, samples: int, timeout_s: float, log) -> dict:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: PLC0415
    profile = Path(tempfile.mkdtemp(prefix="tavolo-bench-bots-"))
    context = browser.launch(profile)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        browser.watch(page, f"bots {case.game}")
        page.goto(url)
        page.wait_for_function("() => window.__bench && window.__bench.ready !== undefined",
                               timeout=READY_TIMEOUT_S * 1000, polling=50)
        problem = start_bot_game(page, case)
        if problem:
            return {"skipped": problem}
        deadline = time.monotonic() + timeout_s
        games = 1
        figures = page.evaluate(BOT_FIGURES_JS)
        last_count, last_change = 0, time.monotonic()
        while len(figures["think"]) < samples and time.monotonic() < deadline:
            if figures["again"]:
                try:
                    page.click('[data-key="again"]', timeout=5000)
                    games += 1
                except PlaywrightTimeout:
                    pass                                # the screen changed meanwhile: look again
            time.sleep(0.5)
            figures = page.evaluate(BOT_FIGURES_JS)
            if len(figures["think"]) != last_count:
                last_count, last_change = len(figures["think"]), time.monotonic()
            elif time.monotonic() - last_change > 30 and not figures["again"]:
                break                                   # nothing moves: reported below, not waited for
        time.sleep(0.2)
        figures = page.evaluate(BOT_FIGURES_JS)
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)
    log(f"  {case.game} {case.level} x{case.seats}: {len(figures['think'])} moves in {games} game(s)")
    return bot_result(figures, games)


def bot_result(figures: dict, games: int) -> dict:
    """Think times and the main-thread tasks around them, from BOT_FIGURES_JS."""
    think = figures["think"]
    durations = [d / 1000 for _, d in think]
    result = {"samples": len(durations), "games": games, "screen": figures["screen"],
              "think_s": summary(durations), "longtask_observed": figures["longtaskObserved"]}
    if think:
        begin = think[0][0]
        end = max(s + d for s, d in think)
        phase = [d for s, d in figures["longtasks"] if s + d > begin and s < end]
        thinking = [d for s, d in figures["longtasks"]
                    if any(s + d > ts and s < ts + td for ts, td in think)]
        result.update(phase_s=(end - begin) / 1000, longtasks_in_phase=len(phase),
                      longest_task_ms=max(phase, default=0.0), longest_task_thinking_ms=max(thinking, default=0.0))
    return result


# ---- CPython ---------------------------------------------------------------------------------------
def measure_selfplay(games: int, budget_s: float, log) -> dict:
    """Random games per second in CPython for every registered game."""
    sys.path.insert(0, str(ROOT / "src"))
    from tavolo.games import GAMES  # noqa: PLC0415 - needs src/ on sys.path
    results = {}

    def play_game(game, seats, seed):
        """A whole game of uniformly random legal moves, straight through the engine (no bot, no views)."""
        state, pick = game.new_state(seats, None, seed), random.Random(seed)
        while not state.is_over:
            state.apply(pick.choice(state.legal_actions()))

    for game_id, game in GAMES.items():
        players = SELFPLAY_SEATS.get(game_id, min(max(2, game.min_seats), game.max_seats))
        played = errors = 0
        first_error = None
        started = time.perf_counter()
        for index in range(games):
            try:
                play_game(game, players, seed=index + 1)
                played += 1
            except Exception as error:  # noqa: BLE001 - counted and reported
                errors += 1
                first_error = first_error or f"seed {index + 1}: {type(error).__name__}: {error}"
            if time.perf_counter() - started > budget_s:
                break
        elapsed = time.perf_counter() - started
        done = played + errors
        results[game_id] = {"players": players, "games": played, "errors": errors, "seconds": round(elapsed, 3),
                            "games_per_s": played / elapsed if elapsed else None,
                            "ms_per_game": 1000 * elapsed / done if done else None}
        if first_error:
            results[game_id]["first_error"] = first_error
        log(f"  {game_id}: {played} games in {elapsed:.2f} s" + (f", {errors} errors" if errors else ""))
    return results


# ---- the report ----------------------------------------------------------------------------------------
def paired_ratios(app_runs: list, bare_runs: list) -> list:
    """app/bare time to interactive for each run: loads taken seconds apart, under the same machine load."""
    return [a["tti_s"] / b["tti_s"] for a, b in zip(app_runs, bare_runs) if b["tti_s"]]


def paired_note(loads: dict, when: str) -> str | None:
    pairs = paired_ratios(loads.get(f"app_{when}", []), loads.get(f"bare_{when}", []))
    if not pairs:
        return None
    return f"ratio of medians; per-run ratios {', '.join(f'{r:.2f}' for r in pairs)} (median {median(pairs):.2f})"


def load_metrics(loads: dict, gzip_mb: float | None) -> dict:
    med = {key: (median([r["tti_s"] for r in runs]) if runs else None) for key, runs in loads.items()}
    m = {}
    m["tti_app_cold_s"] = metric(med["app_cold"], "s")
    m["tti_bare_cold_s"] = metric(med["bare_cold"], "s")
    m["tti_ratio_cold"] = metric(ratio(med["app_cold"], med["bare_cold"]), "x", TARGETS["tti_ratio"],
                                 note=paired_note(loads, "cold"))
    m["tti_app_warm_s"] = metric(med["app_warm"], "s", note="service worker on, as a returning visitor")
    m["tti_bare_warm_s"] = metric(med["bare_warm"], "s", note="HTTP cache")
    m["tti_ratio_warm"] = metric(ratio(med["app_warm"], med["bare_warm"]), "x", TARGETS["tti_ratio"],
                                 note=paired_note(loads, "warm"))
    if loads.get("app_nosw_warm"):
        m["tti_app_nosw_cold_s"] = metric(med["app_nosw_cold"], "s", note="no service worker allowed")
        m["tti_app_nosw_warm_s"] = metric(med["app_nosw_warm"], "s", note="no service worker: HTTP cache")
        m["tti_ratio_warm_nosw"] = metric(ratio(med["app_nosw_warm"], med["bare_warm"]), "x", TARGETS["tti_ratio"])
    for when in ("cold", "warm"):
        runs = loads[f"app_{when}"]
        fp = [r["first_paint_s"] for r in runs if r["first_paint_s"]]
        fcp = [r["fcp_s"] for r in runs if r["fcp_s"]]
        m[f"first_paint_{when}_s"] = metric(median(fp) if fp else None, "s", TARGETS["first_paint_s"])
        m[f"fcp_{when}_s"] = metric(median(fcp) if fcp else None, "s", TARGETS["first_paint_s"])
    cold = loads["app_cold"]
    if cold:
        m["first_visit_mb"] = metric(median([r["bytes"] for r in cold]) / 1e6, "MB",
                                     note="sent by the local server (no compression), service worker precache "
                                          "included")
        m["first_visit_to_ready_mb"] = metric(median([r["bytes_to_ready"] for r in cold]) / 1e6, "MB")
        if gzip_mb is not None:
            m["first_visit_gzip_mb"] = metric(gzip_mb, "MB", note="estimate: same files gzipped, as a host "
                                                                  "that compresses would send them")
    warm = loads["app_warm"]
    if warm:
        m["warm_visit_server_kb"] = metric(median([r["bytes"] for r in warm]) / 1e3, "kB")
    return m


BREAKDOWN = (("first paint", "first_paint_s"), ("interpreter asked", "interpreter_start_s"),
             ("interpreter loaded", "interpreter_loaded_s"), ("py:ready", "py_ready_s"), ("data-ready", "tti_s"))


def breakdown(loads: dict) -> dict:
    """Medians, per case, of the moments a load goes through (s after navigation start)."""
    out = {}
    for case, runs in loads.items():
        if runs:
            row = {}
            for _, key in BREAKDOWN:
                values = [r[key] for r in runs if r.get(key) is not None]
                row[key] = round(median(values), 3) if values else None
            out[case] = row
    return out


def breakdown_table(rows: dict) -> str:
    head = ["load (medians, s)"] + [label for label, _ in BREAKDOWN]
    lines = [head] + [[case] + ["-" if row[key] is None else f"{row[key]:.2f}" for _, key in BREAKDOWN] for case, row in rows.items()]
    widths = [max(len(line[i]) for line in lines) for i in range(len(head))]
    text = ["  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in lines]
    text.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(text)


def first_visit_gzip_mb(cold_runs: list, root: Path) -> float | None:
    """Bytes of the first cold visit's 200 responses if each file were sent gzipped (headers not counted)."""
    if not cold_runs:
        return None
    total = 0
    for path, status, _ in cold_runs[0]["served"]:
        if status != 200:
            continue
        rel = path.split("?")[0].lstrip("/")
        file = root / rel if rel and not rel.endswith("/") else root / rel / "index.html"
        if file.is_file():
            total += gzip_size(file)
    return total / 1e6


def replay_record(moves: int = REPLAY_MOVES) -> str:
    """A save of a Romi Rami game between random bots, at least `moves` long (4 seats play long games)."""
    sys.path.insert(0, str(ROOT / "src"))
    from tavolo.bots import make_bot, run_to_end  # noqa: PLC0415
    from tavolo.engine.record import new_record  # noqa: PLC0415
    from tavolo.games import GAMES  # noqa: PLC0415
    game = GAMES["romi-rami"]
    for seed in range(1, 50):
        record = new_record(game, [{"name": f"P{i}", "bot": "random"} for i in range(4)], None, seed)
        state = game.new_state(4, record.options, seed)
        bots = [make_bot(game, "random", seed + i) for i in range(4)]
        while not state.is_over:
            seat = state.current_player
            action = run_to_end(bots[seat].think(game, state.view(seat), seat))
            state.apply(action)
            record.actions.append(action)
        if len(record.actions) >= moves:
            record.meta = {"id": "bench-replay", "created": 1, "updated": 1, "over": True}
            return record.to_json()
    raise RuntimeError(f"no random Romi Rami game of {moves} moves")


REPLAY_STEPS_JS = """async (count) => {
  const times = [];
  const press = async (key) => {
    const button = document.querySelector(`[data-key="${key}"]`);
    const start = performance.now();
    button.click();                 // the app handles the click synchronously: this includes the redraw
    await new Promise((done) => requestAnimationFrame(() => done()));
    times.push(performance.now() - start);
  };
  for (let i = 0; i < count; i++) await press("replay-back");
  for (let i = 0; i < count; i++) await press("replay-forward");
  return {times, label: document.querySelector(".play-bar .status-line").textContent};
}"""


def late_carcassonne_record(tiles: int = 62, levels=(None, "random")) -> str:
    """A save of a 2-seat Carcassonne game between seats of `levels` (None: a person), with `tiles` tiles on
    the map, the first seat to place the next one. Random moves lead there, whoever the seats are."""
    sys.path.insert(0, str(ROOT / "src"))
    from tavolo.bots import make_bot, run_to_end  # noqa: PLC0415
    from tavolo.engine.record import new_record  # noqa: PLC0415
    from tavolo.games import GAMES  # noqa: PLC0415
    game = GAMES["carcassonne"]
    record = new_record(game, [{"name": "Ada", "bot": levels[0]}, {"name": "Bot", "bot": levels[1]}], None, 7)
    state = game.new_state(2, record.options, 7)
    bot = make_bot(game, "random", 7)
    while True:
        view = state.view(None)
        if len(view["board"]) >= tiles and state.current_player == 0 and view.get("phase") == "place":
            break
        action = run_to_end(bot.think(game, state.view(state.current_player), state.current_player))
        state.apply(action)
        record.actions.append(action)
    record.meta = {"id": "bench-map", "created": 1, "updated": 1}
    return record.to_json()


MAP_CLICKS_JS = """async (count) => {
  const times = [];
  for (let i = 0; i < count; i++) {
    let cells = document.querySelectorAll("button.cc-cell");
    for (let turn = 0; !cells.length && turn < 4; turn++) {
      document.querySelector('[data-key="rot-right"]').click();
      cells = document.querySelectorAll("button.cc-cell");
    }
    const cell = cells[i % cells.length];
    const start = performance.now();
    cell.click();                   // the app handles the click synchronously: this includes the redraw
    await new Promise((done) => requestAnimationFrame(() => done()));
    times.push(performance.now() - start);
    document.querySelector('[data-key="clear"]')?.click();
  }
  return {times, tiles: document.querySelectorAll(".cc-tiles > *").length};
}"""


def measure_on_save(browser: Browser, url: str, save_id: str, text: str, route: str, ready: str, script: str,
                    arg) -> dict:
    """Open a fresh profile, store a save, go to `route`, wait for `ready`, and return what `script` measures."""
    profile = Path(tempfile.mkdtemp(prefix=f"tavolo-{save_id}-"))
    context = browser.launch(profile)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        browser.watch(page, save_id)
        page.goto(url)
        page.wait_for_selector("body[data-ready]", state="attached", timeout=READY_TIMEOUT_S * 1000)
        page.evaluate("([key, text]) => localStorage.setItem(key, text)", [f"tavolo.save.{save_id}", text])
        page.evaluate("(route) => { location.hash = route; }", route)
        page.wait_for_selector(ready, timeout=60_000)
        return page.evaluate(script, arg)
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)


def measure_map_clicks(browser: Browser, url: str, clicks: int, log) -> dict:
    result = measure_on_save(browser, url, "bench-map", late_carcassonne_record(), "#/play/bench-map",
                             '[data-key="rot-right"]', MAP_CLICKS_JS, clicks)
    log(f"  map: {len(result['times'])} taps with {result['tiles']} tiles drawn")
    return {"click_ms": summary(result["times"]), "tiles": result["tiles"]}


# Waits (polling, so the page keeps running) until the game ends or `limit` ms pass.
UNTIL_END_JS = """async (limit) => {
  const start = performance.now();
  while (!document.querySelector('[data-screen="end"]') && performance.now() - start < limit) {
    await new Promise((done) => setTimeout(done, 250));
  }
}"""


def measure_late_bots(browser: Browser, url: str, level: str, tiles: int, timeout_s: float, log) -> dict:
    """Two bots of `level` play the rest of a 2-seat Carcassonne game from `tiles` tiles on: think times where
    the map is large, which a bot game from the start reaches only after many moves."""
    text = late_carcassonne_record(tiles, levels=(level, level))
    figures = measure_on_save(browser, url, "bench-late", text, "#/play/bench-late",
                              '[data-screen="play"], [data-screen="end"]',
                              f"async (limit) => {{ await ({UNTIL_END_JS})(limit); return ({BOT_FIGURES_JS})(); }}",
                              timeout_s * 1000)
    log(f"  late carcassonne: {len(figures['think'])} moves from {tiles} tiles (screen: {figures['screen']})")
    return bot_result(figures, 1)


def measure_replay(browser: Browser, url: str, steps: int, log) -> dict:
    result = measure_on_save(browser, url, "bench-replay", replay_record(), "#/replay/bench-replay",
                             '[data-screen="replay"]', REPLAY_STEPS_JS, steps)
    log(f"  replay: {len(result['times'])} steps ({result['label']})")
    return {"step_ms": summary(result["times"]), "where": result["label"]}


def run(args) -> int:
    def log(text):
        print(text, file=sys.stderr, flush=True)

    problems: list[str] = []
    details: dict = {"runs": args.runs, "samples_wanted": args.samples, "cpus": os.cpu_count(),
                     "load_average_before": os.getloadavg()[0]}
    metrics: dict = {}
    started = time.monotonic()

    log("CPython: random games")
    try:
        selfplay = measure_selfplay(args.games, args.selfplay_budget, log)
        details["selfplay"] = selfplay
        for game_id, r in selfplay.items():
            metrics[f"random_games_per_s[{game_id}]"] = metric(r["games_per_s"], "games/s",
                                                              note=f"{r['players']} players, {r['games']} games")
            metrics[f"random_game_ms[{game_id}]"] = metric(r["ms_per_game"], "ms", SELFPLAY_TARGET_MS.get(game_id),
                                                           note="whole game of random legal moves, engine only")
            if r["errors"]:
                problems.append(f"selfplay {game_id}: {r['errors']} games raised; first: {r['first_error']}")
    except Exception as error:  # noqa: BLE001 - reported, the browser part still runs
        problems.append(f"selfplay failed: {type(error).__name__}: {error}")

    if not args.no_browser:
        try:
            from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only the browser part needs it
            make_bench_site(SITE, BENCH_DIR)
            server = start_server(BENCH_DIR, args.port)
            base_url = f"http://127.0.0.1:{server.server_address[1]}/"
            try:
                with sync_playwright() as playwright:
                    browser = Browser(playwright)
                    log(f"Page loads ({args.runs} runs each, {base_url})")
                    loads = measure_loads(browser, server.traffic, base_url, args.runs, not args.quick, log)
                    gz = first_visit_gzip_mb(loads["app_cold"], BENCH_DIR)
                    metrics.update(load_metrics(loads, gz))
                    details["breakdown"] = breakdown(loads)
                    details["loads"] = {key: [{k: v for k, v in r.items() if k not in ("served", "progress")}
                                              for r in runs] for key, runs in loads.items()}
                    if loads["app_cold"]:
                        details["first_visit_files"] = [(p, s, n) for p, s, n in loads["app_cold"][0]["served"]]
                        details["app_cold_progress"] = loads["app_cold"][0]["progress"]
                    details["warm_from_service_worker"] = {
                        "document": [r["document_from_sw"] for r in loads["app_warm"]],
                        "wasm": [r["wasm_from_sw"] for r in loads["app_warm"]],
                        "controlled": [r["sw_controlled"] for r in loads["app_warm"]],

                        "sw_after_cold": [r["sw_state"] for r in loads["app_cold"]]}
                    warm = loads["app_warm"]
                    metrics["warm_loads_from_sw"] = metric(
                        all(r["document_from_sw"] and r["sw_controlled"] for r in warm) if warm else None, "",
                        note="the page came from the service worker")
                    metrics["warm_wasm_from_http_cache"] = metric(
                        sum(r["wasm_from_sw"] is False for r in warm) if warm else None, "loads",
                        note=f"of {len(warm)}: the worker leaves the wasm to the HTTP cache when it holds it "
                             "(compiled code kept; static/sw.js)")
                    metrics["longest_boot_task_ms"] = metric(
                        median([r["longest_boot_task_ms"] for r in loads["app_cold"]]), "ms",
                        note="app cold boot, informative: Pyodide's start is not sliced")
                    details["bots"] = {}
                    for case in args.bot_cases:
                        log(f"Bots in the browser: {case.game} {case.level} x{case.seats} ({args.samples} moves)")
                        key = f"{case.game}:{case.level}:{case.seats}"
                        try:
                            r = measure_bots(browser, base_url, case, args.samples, args.bot_timeout, log)
                        except Exception as error:  # noqa: BLE001
                            problems.append(f"bots {key}: {type(error).__name__}: {error}")
                            continue
                        details["bots"][key] = r
                        if "skipped" in r:
                            problems.append(f"bots {key}: {r['skipped']}")
                            continue
                        t = r["think_s"]
                        note = f"{r['samples']} moves" + ("" if r["samples"] >= args.samples else
                                                          f" (fewer than {args.samples} wanted)")
                        metrics[f"bot_think_median_s[{key}]"] = metric(t.get("median"), "s", note=note)
                        metrics[f"bot_think_p95_s[{key}]"] = metric(t.get("p95"), "s", case.target_p95_s, note=note)
                        metrics[f"bot_think_max_s[{key}]"] = metric(t.get("max"), "s", note=note)
                        metrics[f"longest_task_bots_ms[{key}]"] = metric(
                            r.get("longest_task_ms") if r["longtask_observed"] else None, "ms",
                            TARGETS["longtask_ms"], note="first bot-start to last bot-think, renders included; "
                                                           "0 = no task over 50 ms")
                        metrics[f"longest_task_thinking_ms[{key}]"] = metric(
                            r.get("longest_task_thinking_ms") if r["longtask_observed"] else None, "ms",
                            TARGETS["longtask_ms"], note="tasks overlapping a bot-think measure")
                        if not r["samples"]:
                            problems.append(f"bots {key}: no tavolo:bot-think entry (screen: {r['screen']})")
                    log("Bots late in a Carcassonne game in the browser")
                    try:
                        r = measure_late_bots(browser, base_url, "strong", LATE_CARCASSONNE_TILES,
                                              args.bot_timeout, log)
                        details["bots"]["carcassonne:strong:late"] = r
                        note = f"{r['samples']} moves from {LATE_CARCASSONNE_TILES} tiles to the end"
                        metrics["bot_think_p95_s[carcassonne:strong:late]"] = metric(
                            r["think_s"].get("p95"), "s", 1.0, note=note)
                        metrics["bot_think_max_s[carcassonne:strong:late]"] = metric(r["think_s"].get("max"), "s",
                                                                                     note=note)
                        metrics["longest_task_thinking_ms[carcassonne:strong:late]"] = metric(
                            r.get("longest_task_thinking_ms") if r["longtask_observed"] else None, "ms",
                            TARGETS["longtask_ms"], note="tasks overlapping a bot-think measure")
                    except Exception as error:  # noqa: BLE001
                        problems.append(f"late bots: {type(error).__name__}: {error}")
                    log("Replay of a long game in the browser")
                    try:
                        r = measure_replay(browser, base_url, 20 if args.quick else 40, log)
                        details["replay"] = r
                        metrics["replay_step_p95_ms"] = metric(r["step_ms"].get("p95"), "ms",
                                                               TARGETS["replay_step_ms"], note=r["where"])
                        metrics["replay_step_max_ms"] = metric(r["step_ms"].get("max"), "ms")
                    except Exception as error:  # noqa: BLE001
                        problems.append(f"replay: {type(error).__name__}: {error}")
                    log("Taps on a late Carcassonne map in the browser")
                    try:
                        r = measure_map_clicks(browser, base_url, 10 if args.quick else 30, log)
                        details["map"] = r
                        metrics["map_click_to_paint_p95_ms"] = metric(r["click_ms"].get("p95"), "ms",
                                                                      TARGETS["map_click_ms"],
                                                                      note=f"{r['tiles']} tiles on the map")
                    except Exception as error:  # noqa: BLE001
                        problems.append(f"map: {type(error).__name__}: {error}")
                    if browser.foreign:
                        problems.append(f"requests left the machine: {sorted(browser.foreign)[:5]}")
                    details["browser_errors"] = browser.errors[:20]
            finally:
                server.shutdown()
                server.server_close()
        except Exception as error:  # noqa: BLE001 - a real error: reported and the exit status says so
            problems.append(f"browser part failed: {type(error).__name__}: {error}")

    details["seconds"] = round(time.monotonic() - started, 1)
    details["load_average_after"] = os.getloadavg()[0]
    print(table(metrics))
    if details.get("breakdown"):
        print("\n" + breakdown_table(details["breakdown"]))
    if details.get("browser_errors"):
        print("\nbrowser errors:\n  " + "\n  ".join(details["browser_errors"]))
    if problems:
        print("\nproblems:\n  " + "\n  ".join(problems))
    print(f"\n({details['seconds']} s; load average {details['load_average_before']:.1f} before, "
          f"{details['load_average_after']:.1f} after, {details['cpus']} CPUs: other work on the machine skews "
          "the timings)")
    print(json.dumps(finite({"metrics": metrics, "problems": problems, "details": details}), default=str,
                     allow_nan=False))
    return 1 if problems else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=None, help="loads per case (default 5, --quick 2)")
    parser.add_argument("--quick", action="store_true",
                        help="fewer runs, moves and games; no warm load without service worker")
    parser.add_argument("--samples", type=int, default=None, help="bot moves to time per case (default 40)")
    parser.add_argument("--games", type=int, default=None, help="random CPython games per game (default 200)")
    parser.add_argument("--no-browser", action="store_true", help="only the CPython figures")
    parser.add_argument("--port", type=int, default=0, help="server port (default: a free one)")
    parser.add_argument("--bot", action="append", type=parse_bot_case, metavar="GAME:LEVEL:SEATS:P95",
                        help="time this case instead of BOT_CASES (repeatable), e.g. shifting-stones:easy:5:0.5")
    args = parser.parse_args(argv)
    args.bot_cases = args.bot or BOT_CASES
    args.runs = args.runs or (2 if args.quick else 5)
    args.samples = args.samples or (15 if args.quick else 40)
    args.games = args.games or (50 if args.quick else 200)
    args.selfplay_budget = 10.0 if args.quick else 30.0
    args.bot_timeout = 60.0 if args.quick else 120.0
    if args.runs < 1 or args.samples < 1 or args.games < 1:
        parser.error("--runs, --samples and --games must be positive")
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
