"""Playing in the browser: bots' think times, a long replay, taps on a late Carcassonne map."""

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

from .common import *  # noqa: F403 - one program, split by section
from .browser import *  # noqa: F403 - one program, split by section

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
    context = browser.launch(profile, phone=True)        # a phone's CPU (BOT_CPU), so a phone's page
    try:
        page = context.pages[0] if context.pages else context.new_page()
        browser.watch(page, f"bots {case.game}")
        page.goto(url)
        page.wait_for_function("() => window.__bench && window.__bench.ready !== undefined",
                               timeout=READY_TIMEOUT_S * 1000, polling=50)
        page.wait_for_selector("body[data-ready]", state="attached", timeout=READY_TIMEOUT_S * 1000)
        slow_cpu(context, page, BOT_CPU)
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
        # Long-task times are whole milliseconds: the redraw of the move before, which ends as the thinking
        # starts, can seem to overlap it by one.
        thinking = [d for s, d in figures["longtasks"]
                    if any(s + d > ts + 1 and s < ts + td - 1 for ts, td in think)]
        result.update(phase_s=(end - begin) / 1000, longtasks_in_phase=len(phase),
                      longest_task_ms=max(phase, default=0.0), longest_task_thinking_ms=max(thinking, default=0.0))
    return result




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


# A square of the map is an SVG <rect> (role="button"): clicked by an event, as it has no click().
# The first `warm` taps are timed apart: just after a load they run code for the first time (Python's caches fill,
# the browser compiles and optimises), which a person deep in a game has long gone through.
MAP_CLICKS_JS = """async ([count, warm]) => {
  const times = [], first = [];
  for (let i = 0; i < warm + count; i++) {
    let cells = document.querySelectorAll(".cc-cell");
    for (let turn = 0; !cells.length && turn < 4; turn++) {
      document.querySelector('[data-key="rot-right"]').click();
      cells = document.querySelectorAll(".cc-cell");
    }
    const cell = cells[i % cells.length];
    const start = performance.now();
    // The app handles the click synchronously: this includes the redraw; then the frame is painted.
    cell.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true}));
    await new Promise((done) => requestAnimationFrame(() => done()));
    await new Promise((done) => { const c = new MessageChannel(); c.port1.onmessage = done; c.port2.postMessage(0); });
    (i < warm ? first : times).push(performance.now() - start);
    document.querySelector('[data-key="clear"]')?.click();
  }
  return {times, first, tiles: document.querySelectorAll(".cc-tiles > *").length};
}"""


def measure_on_save(browser: Browser, url: str, save_id: str, text: str, route: str, ready: str, script: str,
                    arg, phone: bool = False, cpu: int | None = None) -> dict:
    """Open a fresh profile, store a save, go to `route`, wait for `ready`, and return what `script` measures;
    with `phone`, on a phone's screen with its CPU (slowed once the board is up); `cpu` slows the CPU that many
    times before the route is opened (bots start at once)."""
    profile = Path(tempfile.mkdtemp(prefix=f"tavolo-{save_id}-"))
    context = browser.launch(profile, phone=phone)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        browser.watch(page, save_id)
        page.goto(url)
        page.wait_for_selector("body[data-ready]", state="attached", timeout=READY_TIMEOUT_S * 1000)
        page.evaluate("([key, text]) => localStorage.setItem(key, text)", [f"tavolo.save.{save_id}", text])
        if cpu:
            slow_cpu(context, page, cpu)
        page.evaluate("(route) => { location.hash = route; }", route)
        page.wait_for_selector(ready, timeout=60_000)
        if phone:
            slow_cpu(context, page)
        return page.evaluate(script, arg)
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)


def measure_map_clicks(browser: Browser, url: str, clicks: int, log, warm: int = 5, phone: bool = False) -> dict:
    """`clicks` taps on squares of a 62-tile map, after `warm` taps just after the load, timed apart; with
    `phone`, on a phone's screen and CPU."""
    result = measure_on_save(browser, url, "bench-map", late_carcassonne_record(), "#/play/bench-map",
                             '[data-key="rot-right"]', MAP_CLICKS_JS, [clicks, warm], phone)
    log(f"  map{' (phone)' if phone else ''}: {len(result['times'])} taps with {result['tiles']} tiles drawn, after {warm} taps at the load "
        f"({', '.join(f'{t:.0f}' for t in result['first'])} ms)")
    return {"click_ms": summary(result["times"]), "tiles": result["tiles"],
            "first_ms": [round(t, 1) for t in result["first"]]}


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
                              timeout_s * 1000, phone=True, cpu=BOT_CPU)
    log(f"  late carcassonne: {len(figures['think'])} moves from {tiles} tiles (screen: {figures['screen']})")
    return bot_result(figures, 1)


def measure_replay(browser: Browser, url: str, steps: int, log) -> dict:
    result = measure_on_save(browser, url, "bench-replay", replay_record(), "#/replay/bench-replay",
                             '[data-screen="replay"]', REPLAY_STEPS_JS, steps)
    log(f"  replay: {len(result['times'])} steps ({result['label']})")
    return {"step_ms": summary(result["times"]), "where": result["label"]}


def measure_resume(browser: Browser, traffic, url: str, runs: int, log) -> dict:
    """A game resumed by its address (#/play/<save>) in a returning visitor's browser: when its board is first
    on the page and when the app is ready, from navigation start (1x CPU)."""
    from .loads import load_once  # noqa: PLC0415 - loads imports this module's neighbours
    profile = Path(tempfile.mkdtemp(prefix="tavolo-bench-resume-"))
    try:
        context = browser.launch(profile)
        try:
            page = context.pages[0] if context.pages else context.new_page()
            browser.watch(page, "resume setup")
            page.goto(url)
            page.wait_for_selector("body[data-ready]", state="attached", timeout=READY_TIMEOUT_S * 1000)
            page.evaluate("([key, text]) => localStorage.setItem(key, text)",
                          ["tavolo.save.bench-resume", late_carcassonne_record()])
            page.evaluate("() => { location.hash = '#/play/bench-resume'; }")
            page.wait_for_selector(".board-wrap", timeout=60_000)
            page.evaluate("navigator.serviceWorker.ready")
            page.wait_for_timeout(1000)
        finally:
            context.close()
        loads = [load_once(browser, traffic, url + "#/play/bench-resume", profile, f"resume {i}")
                 for i in range(runs)]
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    boards = [r["board_s"] for r in loads if r["board_s"] is not None]
    readies = [r["tti_s"] for r in loads]
    log(f"  resume: board at {', '.join(f'{b:.2f}' for b in boards)} s; ready at "
        f"{', '.join(f'{t:.2f}' for t in readies)} s")
    return {"board_s": summary(boards), "tti_s": summary([r["tti_s"] for r in loads]),
            "painted_before_ready": [r["board_s"] is not None and r["board_s"] < r["tti_s"] for r in loads]}
