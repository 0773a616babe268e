"""At the table: a person's taps to the next paint in a Citadels game, and the main-thread tasks that run while
the screen animates (after taps and after bots' moves, in Citadels and Carcassonne)."""

from __future__ import annotations

import json
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

from .browser import Browser, slow_cpu
from .common import READY_TIMEOUT_S, ROOT, metric, summary
from .play import late_carcassonne_record, measure_map_clicks

TARGETS = {
    "map_click_ms": 50.0,        # a tap on a late Carcassonne map (60+ tiles) to the next paint, p95
    "citadels_tap_ms": 50.0,     # a tap on a Citadels turn's button to the next paint, p95
    "motion_task_ms": 50.0,      # the longest main-thread task while the screen animates
    "phone_tap_ms": 100.0,       # a tap at a Citadels table or on a late Carcassonne map, on a phone (390x844, 4x CPU)
}
# A person's taps come at least this far apart: the app drops a second tap within 0.45 s as a double tap, and
# the animation a tap started (300 ms) runs to its end, as when a person reads the screen.
TAP_GAP_S = 0.6
# Events by which a person makes the app draw; a morph with none under way was a bot's move (or a timer).
PERSON_EVENTS = frozenset(("click", "keydown", "submit", "change", "input", "pointerdown", "pointerup"))
# The moves a Citadels player makes, most wanted first: the game moves on and cities grow.
CITADELS_PREFERENCE = ("pick", "drop", "build", "keep", "gold", "draw", "income", "end")

# Installed once the app is up: every morph that starts animations is recorded as [cause, start, end, animations
# end, animations], where cause is the event being handled ("none" for a bot's move) and the animations end
# when tavoloMotion.running() drops to 0 or the next morph begins (which finishes them); every morph's start too.
MOTION_JS = r"""
() => {
  const b = window.__bench;
  if (b.motion) return;
  b.motion = [];
  b.morphs = [];
  const morph = window.tavoloMorph;
  window.tavoloMorph = function () {
    const cause = window.event ? window.event.type : "none";
    const start = performance.now();
    const result = morph.apply(this, arguments);
    const end = performance.now();
    b.morphs.push(start);
    const count = window.tavoloMotion.running();
    if (count) {
      const entry = [cause, start, end, null, count];
      b.motion.push(entry);
      const tick = () => {
        const last = b.motion[b.motion.length - 1];
        if (last !== entry) entry[3] = last[1];
        else if (window.tavoloMotion.running()) requestAnimationFrame(tick);
        else entry[3] = performance.now();
      };
      requestAnimationFrame(tick);
    }
    return result;
  };
}
"""

MOTION_FIGURES_JS = """() => ({motion: window.__bench.motion || [], longtasks: window.__bench.longtasks,
  observed: window.__bench.longtaskObserved, now: performance.now(), morphs: window.__bench.morphs || [],
  think: performance.getEntriesByName("tavolo:bot-think").map((e) => [e.startTime, e.duration])})"""

# A tap on the `index`th match of `selector`, timed from the click to the next paint: the first animation frame after the screen
# changed, and the task after that frame's rendering (style, layout and paint on the main thread).
# A click on a button or on a drawn shape (a square of the map is an SVG <rect>, which has no click()).
PRESS_JS = r"""
const press = (el) => el.click ? el.click() : el.dispatchEvent(new MouseEvent("click", {bubbles: true,
                                                                                         cancelable: true}));
"""
TAP_JS = r"""
async ([selector, index]) => {
  ${PRESS_JS}
  const root = document.getElementById("app");
  const target = document.querySelectorAll(selector)[index];
  if (!target) return null;
  const options = {subtree: true, childList: true, attributes: true, characterData: true};
  const seen = new MutationObserver(() => {});
  seen.observe(root, options);
  const start = performance.now();
  press(target);               // the app handles a click at once: the redraw is part of it
  const sync = seen.takeRecords().length > 0;
  seen.disconnect();
  let changed = sync;
  if (!sync) {
    changed = await new Promise((done) => {
      const later = new MutationObserver(() => { later.disconnect(); done(true); });
      later.observe(root, options);
      setTimeout(() => { later.disconnect(); done(false); }, 2000);
    });
  }
  const frame = await new Promise((done) => requestAnimationFrame(() => done(performance.now())));
  const paint = await new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(0);
  });
  return {frame: frame - start, paint: paint - start, changed, sync};
}
""".replace("${PRESS_JS}", PRESS_JS.strip())


# ---- pure parts (tested in tests/test_bench.py) ---------------------------------------------------------
def choose_citadels_move(moves: list[str], rng: random.Random) -> str:
    """One of the person's moves (data-move texts): mostly the first wanted kind, sometimes any other move, so
    the characters' powers get tapped too."""
    kinds = [json.loads(m)[0] for m in moves]
    if rng.random() < 0.2:
        return rng.choice(moves)
    wanted = next((k for k in CITADELS_PREFERENCE if k in kinds), None)
    if wanted is None:
        return rng.choice(moves)
    return rng.choice([m for m, k in zip(moves, kinds) if k == wanted])


def cause_of(event_type: str) -> str:
    return "person" if event_type in PERSON_EVENTS else "bot"


def motion_tasks(motion: list, longtasks: list, now: float, think: list = (), morphs: list = ()) -> dict:
    """Long tasks ([start, duration], ms) that ran while animations did, by what started the animations, and
    what the tasks did: redraw the screen (a morph began in them: the next update), think for a bot (they
    overlap a `think` measure, [start, duration]) or something else.

    A window runs from the end of the morph that started animations to their end (`now` if still running).
    The task that made the morph is left out: it ran before anything moved, and the tap's time counts it."""
    windows = {"person": 0, "bot": 0}
    tasks: dict[str, list] = {"person": [], "bot": []}
    kinds = {"redraw": 0, "thinking": 0, "other": 0}
    counted = set()
    for cause, start, end, until, _ in motion:
        who = cause_of(cause)
        windows[who] += 1
        until = now if until is None else until
        for i, (task_start, duration) in enumerate(longtasks):
            if task_start <= start or i in counted:
                continue        # the morph's own task (or one before it)
            if task_start < until and task_start + duration > end:
                counted.add(i)
                tasks[who].append(duration)
                task_end = task_start + duration
                if any(task_start <= m < task_end for m in morphs):
                    kinds["redraw"] += 1
                elif any(task_start < s + d and task_end > s for s, d in think):
                    kinds["thinking"] += 1
                else:
                    kinds["other"] += 1
    every = tasks["person"] + tasks["bot"]
    return {"windows": windows, "tasks_ms": tasks, "kinds": kinds, "longest_ms": max(every, default=0.0)}


def merge_motion(parts: list[dict]) -> dict:
    """motion_tasks' results of several sessions as one."""
    windows = {"person": 0, "bot": 0}
    tasks: dict[str, list] = {"person": [], "bot": []}
    for part in parts:
        for who in windows:
            windows[who] += part["windows"][who]
            tasks[who] += part["tasks_ms"][who]
    kinds = {k: sum(p["kinds"][k] for p in parts) for k in ("redraw", "thinking", "other")}
    return {"windows": windows, "tasks_ms": tasks, "kinds": kinds,
            "longest_ms": max(tasks["person"] + tasks["bot"], default=0.0)}


def tap_times(taps: list) -> dict:
    """TAP_JS's results: the times of the taps that changed the screen, and how many did not."""
    done = [t for t in taps if t and t["changed"]]
    return {"paint_ms": summary(t["paint"] for t in done), "frame_ms": summary(t["frame"] for t in done),
            "unchanged": len(taps) - len(done), "async": sum(not t["sync"] for t in done)}


def citadels_record(seats: int = 4, level: str = "strong", rounds: int = 4, seed: int = 11,
                    save_id: str = "bench-citadels") -> str:
    """A save of a Citadels game between a person (seat 0) and bots of `level`, at the start of round `rounds`,
    reached by the moves a simple player makes (choose_citadels_move), so cities are a few districts high."""
    sys.path.insert(0, str(ROOT / "src"))
    from tavolo.engine.record import new_record  # noqa: PLC0415
    from tavolo.games import GAMES  # noqa: PLC0415
    game = GAMES["citadels"]
    people = [{"name": "Ada", "bot": None}] + [{"name": f"Bot {i}", "bot": level} for i in range(1, seats)]
    record = new_record(game, people, None, seed)
    state = game.new_state(seats, record.options, seed)
    rng = random.Random(seed)
    while state.round < rounds and not state.is_over:
        moves = {json.dumps(list(a)): a for a in state.legal_actions()}
        action = moves[choose_citadels_move(list(moves), rng)]
        state.apply(action)
        record.actions.append(action)
    record.meta = {"id": save_id, "created": 1, "updated": 1}
    return record.to_json()


# ---- in the browser -------------------------------------------------------------------------------------
def open_save(browser: Browser, url: str, save_id: str, text: str, ready: str, phone: bool = False):
    """A fresh profile with the save stored and opened, morphs recorded: (context, page, profile). Bots play at
    their usual pace (600 ms a move), which leaves a move's animations (300-400 ms) time to end. With `phone`, on
    a phone's screen, its CPU slowed once the board is up."""
    profile = Path(tempfile.mkdtemp(prefix=f"tavolo-{save_id}-"))
    context = browser.launch(profile, phone=phone)
    page = context.pages[0] if context.pages else context.new_page()
    browser.watch(page, save_id)
    page.goto(url)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=READY_TIMEOUT_S * 1000)
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [f"tavolo.save.{save_id}", text])
    page.evaluate(MOTION_JS)
    page.evaluate("(route) => { location.hash = route; }", f"#/play/{save_id}")
    page.wait_for_selector(ready, timeout=60_000)
    if phone:
        slow_cpu(context, page)
    return context, page, profile


def close_session(page, context, profile) -> dict:
    time.sleep(0.5)                         # the last animations end
    figures = page.evaluate(MOTION_FIGURES_JS)
    context.close()
    shutil.rmtree(profile, ignore_errors=True)
    result = motion_tasks(figures["motion"], figures["longtasks"], figures["now"], figures["think"],
                          figures["morphs"])
    result["observed"] = figures["observed"]
    return result


def tap(page, selector: str, index: int = 0):
    result = page.evaluate(TAP_JS, [selector, index])
    time.sleep(TAP_GAP_S)
    return result


def citadels_session(browser: Browser, url: str, taps: int, timeout_s: float, log, level: str = "easy",
                     phone: bool = False) -> dict:
    """A person's taps in 4-seat Citadels games against bots of `level`, each from round 4 on (a game ends
    after some 20 taps: the next one starts from the same position, under another save). Easy bots by default:
    a bot's level changes nothing on the person's turn, and strong ones make the session three times longer."""
    text = citadels_record(level=level)
    context, page, profile = open_save(browser, url, "bench-citadels", text, ".ci-banner", phone)
    rng = random.Random(5)
    times, games, deadline = [], 1, time.monotonic() + timeout_s
    try:
        while len(times) < taps and time.monotonic() < deadline:
            page.wait_for_selector("button[data-action=move]:not([disabled]), [data-screen=end]",
                                   timeout=60_000)
            if page.query_selector("[data-screen=end]"):
                games += 1
                save_id = f"bench-citadels-{games}"
                page.evaluate("([key, text, route]) => { localStorage.setItem(key, text); location.hash = route; }",
                              [f"tavolo.save.{save_id}", citadels_record(level=level, save_id=save_id),
                               f"#/play/{save_id}"])
                page.wait_for_selector(".ci-banner", timeout=60_000)
                continue
            moves = page.eval_on_selector_all("button[data-action=move]:not([disabled])",
                                              "els => els.map((e) => e.dataset.move)")
            move = choose_citadels_move(moves, rng)
            times.append(tap(page, f"button[data-action=move][data-move='{move}']"))
    finally:
        motion = close_session(page, context, profile)
    result = tap_times(times)
    log(f"  citadels{' (phone)' if phone else ''}: {len(times)} taps in {games} game(s) ({result['unchanged']} changed nothing), "
        f"{motion['windows']['person']} + {motion['windows']['bot']} animated updates (taps + bots)")
    return {"taps": result, "games": games, "level": level, "motion": motion}


def carcassonne_session(browser: Browser, url: str, turns: int, timeout_s: float, log) -> dict:
    """A person's turns (a square, place, no follower) from 50 tiles on, against the strong bot."""
    text = late_carcassonne_record(50, levels=(None, "strong"))
    context, page, profile = open_save(browser, url, "bench-motion", text, '[data-key="rot-right"]')
    rng = random.Random(9)
    times, played, deadline = [], 0, time.monotonic() + timeout_s
    step = "button[data-key=rot-right], button[data-key=no-follower], [data-screen=end]"
    try:
        while played < turns and time.monotonic() < deadline:
            page.wait_for_selector(step, timeout=60_000)
            if page.query_selector("[data-screen=end]"):
                break
            if page.query_selector("button[data-key=no-follower]"):
                times.append(tap(page, "button[data-key=no-follower]"))
                played += 1
            elif page.query_selector("button[data-key=place]"):
                times.append(tap(page, "button[data-key=place]"))
            elif cells := page.locator(".cc-cell").count():
                times.append(tap(page, ".cc-cell", rng.randrange(cells)))
            else:
                times.append(tap(page, "button[data-key=rot-right]"))     # the tile fits nowhere this way
    finally:
        motion = close_session(page, context, profile)
    result = tap_times(times)
    log(f"  carcassonne: {played} turns, {len(times)} taps, "
        f"{motion['windows']['person']} + {motion['windows']['bot']} animated updates (taps + bots)")
    return {"taps": result, "motion": motion}


def measure_table(browser: Browser, url: str, quick: bool, log, problems: list) -> tuple[dict, dict]:
    """(metrics, details) of the Citadels taps and of the tasks while the screen animates."""
    metrics, details, parts = {}, {}, []
    try:
        r = citadels_session(browser, url, 15 if quick else 36, 150 if quick else 300, log)
        details["citadels"] = r
        parts.append(r["motion"])
        t = r["taps"]
        metrics["citadels_tap_to_paint_p95_ms"] = metric(
            t["paint_ms"].get("p95"), "ms", TARGETS["citadels_tap_ms"],
            note=f"{t['paint_ms']['n']} taps, median {t['paint_ms'].get('median', 0):.0f} ms; "
                 f"4 seats, 3 {r['level']} bots, from round 4, {r['games']} game(s)")
    except Exception as error:  # noqa: BLE001 - reported, the rest still runs
        problems.append(f"citadels taps: {type(error).__name__}: {error}")
    try:
        r = carcassonne_session(browser, url, 4 if quick else 10, 150 if quick else 300, log)
        details["carcassonne"] = r
        parts.append(r["motion"])
    except Exception as error:  # noqa: BLE001
        problems.append(f"carcassonne motion: {type(error).__name__}: {error}")
    if parts:
        m = merge_motion(parts)
        details["motion"] = m
        observed = all(p.get("observed") for p in parts)
        over = len(m["tasks_ms"]["person"]) + len(m["tasks_ms"]["bot"])
        kinds = ", ".join(f"{n} {kind}" for kind, n in m["kinds"].items() if n)
        metrics["longest_task_in_motion_ms"] = metric(
            m["longest_ms"] if observed else None, "ms", TARGETS["motion_task_ms"],
            note=f"{over} task(s) over 50 ms{f' ({kinds})' if kinds else ''} in {m['windows']['person']} tap + "
                 f"{m['windows']['bot']} bot animated updates, Citadels and Carcassonne")
    return metrics, details


def measure_phone_taps(browser: Browser, url: str, quick: bool, log, problems: list) -> dict:
    """Metrics of a person's taps on a phone (390x844, touch, CPU slowed 4x): at a Citadels table and on a late
    Carcassonne map, each to the next paint, p95."""
    metrics = {}
    try:
        r = citadels_session(browser, url, 12 if quick else 30, 240 if quick else 480, log, phone=True)
        t = r["taps"]["paint_ms"]
        metrics["phone_citadels_tap_to_paint_p95_ms"] = metric(
            t.get("p95"), "ms", TARGETS["phone_tap_ms"],
            note=f"390x844, 4x CPU; {t['n']} taps, median {t.get('median', 0):.0f} ms; 4 seats, 3 easy bots, "
                 f"from round 4, {r['games']} game(s)")
    except Exception as error:  # noqa: BLE001 - reported, the rest still runs
        problems.append(f"phone citadels taps: {type(error).__name__}: {error}")
    try:
        r = measure_map_clicks(browser, url, 10 if quick else 30, log, phone=True)
        first = ", ".join(f"{t:.0f}" for t in r["first_ms"])
        metrics["phone_map_tap_to_paint_p95_ms"] = metric(
            r["click_ms"].get("p95"), "ms", TARGETS["phone_tap_ms"],
            note=f"390x844, 4x CPU; {r['click_ms'].get('n', 0)} taps, median {r['click_ms'].get('median', 0):.0f} ms, "
                 f"{r['tiles']} tiles; the {len(r['first_ms'])} taps just after the load: {first} ms")
    except Exception as error:  # noqa: BLE001
        problems.append(f"phone map taps: {type(error).__name__}: {error}")
    return metrics
