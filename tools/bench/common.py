"""Settings, targets and the pure helpers every part of the benchmark uses (tested in tests/test_bench.py)."""

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


ROOT = Path(__file__).resolve().parents[2]
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


# Bots are timed in the browser with the page's CPU slowed this many times (DevTools), as on a mid-range phone.
BOT_CPU = 4

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
    "tti_ratio": 1.15,          # app / bare PyScript page, time to interactive (warm, 1x CPU)
    "tti_ratio_cold": 0.8,      # the same, cold, 1x CPU: the snapshot skips Python's start
    "tti_warm_4x_s": 5.0,       # the app's warm start with the CPU slowed 4x (a mid-range phone)
    "tti_ratio_warm_4x": 0.5,   # app / bare page, warm, 4x
    "resume_paint_s": 0.5,      # a resumed game's board on the page, after navigation start, 1x
    "first_paint_s": 0.3,       # first (contentful) paint of the home screen
    "longtask_ms": 50.0,        # longest main-thread task while bots think: none over 50 ms (none is reported)
    "replay_step_ms": 100.0,    # one step of a replay of a 200-move game, click to redrawn screen
    "map_click_ms": 100.0,      # a tap on the Carcassonne map late in a game (60+ tiles) to the next paint
    "device_tap_s": 0.15,       # a phone's tap to its board showing the move the host applied (p95)
    "device_setup_s": 2.0,      # the connection, once the codes are exchanged
    # A phone's first visit (fresh profile), per "<CPU slowdown>x_<network>" (tools/bench/firstvisit.py): time to
    # ready, app / bare page, MB received to ready, the longest time the progress bar stands still.
    "first_visit": {
        "4x_fast4g": {"tti_s": 10.0, "ratio": 0.7, "mb": 8.0},
        "1x_fast4g": {"tti_s": 6.0},
        "4x_slow4g": {},
        "1x_slow4g": {},
    },
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
    if not paths["interpreter"].endswith("/pyodide.mjs"):
        # The app's interpreter module (runtime.mjs) restores the app's snapshot: the bare page gets Pyodide
        # itself, as a page with nothing of Tavolo's would.
        vendored = sorted(site.glob("vendor/pyodide-*/pyodide.mjs"))
        if not vendored:
            raise FileNotFoundError(f"{site}/vendor/pyodide-*/pyodide.mjs is missing")
        paths["interpreter"] = "./" + vendored[-1].relative_to(site).as_posix()
        if (site / "stdlib.zip").is_file():
            add_pyodide_stdlib(out, vendored[-1].parent.relative_to(site).as_posix())
    bare = out / BARE
    bare.mkdir()
    for name, text in bare_page_files(paths["interpreter"], paths["core_js"], paths["core_css"]).items():
        (bare / name).write_text(text, encoding="utf-8")
    return out


def add_pyodide_stdlib(out: Path, vendor_pyodide: str, node_modules: Path = ROOT / "node_modules") -> None:
    """Pyodide's whole standard library, which the bare page loads and the site does not ship (the app has its
    own, stdlib.zip), where Pyodide looks for it, compressed as netlify.toml sends that folder."""
    name = f"{vendor_pyodide}/python_stdlib.zip"
    if (out / name).exists():
        return
    source = node_modules / "pyodide" / "python_stdlib.zip"
    if not source.is_file():
        raise FileNotFoundError(f"{source} is missing: run `npm ci`")
    shutil.copyfile(source, out / name)
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import build  # noqa: PLC0415 - tools/ is not a package
    finally:
        sys.path.remove(str(ROOT / "tools"))
    encoding = build.declared_encodings(out, build.load_rules(ROOT / "netlify.toml")).get(name)
    if encoding:
        build.compress_files(out, {name: encoding})


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
