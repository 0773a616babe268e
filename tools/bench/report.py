"""Figures from the loads: medians, ratios against the bare page, the breakdown table."""

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

# ---- the report ----------------------------------------------------------------------------------------
def paired_ratios(app_runs: list, bare_runs: list) -> list:
    """app/bare time to interactive for each run: loads taken seconds apart, under the same machine load."""
    return [a["tti_s"] / b["tti_s"] for a, b in zip(app_runs, bare_runs) if b["tti_s"]]


def paired_note(loads: dict, when: str) -> str | None:
    pairs = paired_ratios(loads.get(f"app_{when}", []), loads.get(f"bare_{when}", []))
    if not pairs:
        return None
    return f"ratio of medians; per-run ratios {', '.join(f'{r:.2f}' for r in pairs)} (median {median(pairs):.2f})"


def load_metrics(loads: dict) -> dict:
    med = {key: (median([r["tti_s"] for r in runs]) if runs else None) for key, runs in loads.items()}
    m = {}
    m["tti_app_cold_s"] = metric(med["app_cold"], "s")
    m["tti_bare_cold_s"] = metric(med["bare_cold"], "s")
    m["tti_ratio_cold"] = metric(ratio(med["app_cold"], med["bare_cold"]), "x", TARGETS["tti_ratio_cold"],
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
                                     note="sent by the local server (files as stored: compressed where "
                                          "netlify.toml says), service worker precache included")
        m["first_visit_to_ready_mb"] = metric(median([r["bytes_to_ready"] for r in cold]) / 1e6, "MB")
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


# The phases of a start, in order: (label, key). Durations in s; "runtime asked" is a moment (s after
# navigation start) when the runtime's WebAssembly is asked for: what the page, PyScript and the runtime's
# modules took before it.
PHASES = (("runtime asked", "runtime_asked_s"), ("fetch wasm", "fetch_wasm_s"), ("snapshot", "snapshot_s"),
          ("compile", "compile_s"), ("instantiate", "instantiate_s"), ("python start", "python_start_s"),
          ("pyscript", "pyscript_s"), ("import tavolo", "import_s"), ("first render", "render_s"),
          ("ready", "tti_s"))


def phases(figures: dict) -> dict:
    """Where one start went, from LOAD_FIGURES_JS (ms since navigation) -> {key: s or None}.

    fetch wasm: its request to its last byte (it streams into the compiler meanwhile); snapshot: fetching and
    unpacking the memory snapshot (runtime.mjs); compile / instantiate: the runtime's WebAssembly (the last
    one, when a failed restore made the page start again); python start: from there to PyScript's "Loaded
    interpreter", which is the snapshot's restore, or writing the standard library and starting Python;
    pyscript: from there to main.py (PyScript's own setup); import tavolo: main.py's import of the
    app; first render: from there to data-ready. The bare page has no main.py marks: its pyscript phase runs
    to data-ready."""
    def span(a, b):
        return (b - a) / 1000 if a is not None and b is not None else None

    wasm = figures.get("wasm") or [{}]
    last = wasm[-1]
    resource = figures.get("resources", {}).get("pyodide.asm.wasm") or (None, None)
    marks = figures.get("marks", {})
    progress = {}
    for name, t in figures.get("progress", []):
        progress.setdefault(name, t)
    loaded = progress.get("Loaded interpreter")
    main, imported, ready = marks.get("tavolo:main"), marks.get("tavolo:imported"), figures.get("ready")
    return {
        "runtime_asked_s": span(0, wasm[0].get("start")),
        "fetch_wasm_s": span(*resource),
        "snapshot_s": span(marks.get("tavolo:snapshot-fetch"), marks.get("tavolo:snapshot-fetched")),
        "compile_s": span(last.get("start"), last.get("compiled")),
        "instantiate_s": span(last.get("compiled"), last.get("instantiated")),
        "python_start_s": span(last.get("instantiated"), loaded),
        "pyscript_s": span(loaded, main if main is not None else ready),
        "import_s": span(main, imported),
        "render_s": span(imported, ready),
        "tti_s": span(0, ready),
    }


def phase_rows(loads: dict) -> dict:
    """Medians of each phase, per case."""
    rows = {}
    for case, runs in loads.items():
        if not runs:
            continue
        row = {}
        for _, key in PHASES:
            values = [r["phases"][key] for r in runs if r.get("phases", {}).get(key) is not None]
            row[key] = round(median(values), 3) if values else None
        row["runtime"] = ",".join(sorted({str(r.get("runtime")) for r in runs}))
        rows[case] = row
    return rows


def phase_table(rows: dict) -> str:
    head = ["start (medians, s)"] + [label for label, _ in PHASES] + ["runtime"]
    lines = [head] + [[case] + ["-" if row[key] is None else f"{row[key]:.2f}" for _, key in PHASES]
                      + [row["runtime"]] for case, row in rows.items()]
    widths = [max(len(line[i]) for line in lines) for i in range(len(head))]
    text = ["  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in lines]
    text.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(text)


def throttled_metrics(loads: dict, rate: int) -> dict:
    """The targets of a slow phone's start: the app warm <= TARGETS["tti_warm_4x_s"] and <= half the bare page."""
    def med(key):
        runs = loads.get(key) or []
        return median([r["tti_s"] for r in runs]) if runs else None
    s = f"_{rate}x"
    m = {}
    for when in ("cold", "warm"):
        m[f"tti_app_{when}{s}_s"] = metric(med(f"app_{when}{s}"), "s",
                                          TARGETS["tti_warm_4x_s"] if when == "warm" else None)
        m[f"tti_bare_{when}{s}_s"] = metric(med(f"bare_{when}{s}"), "s")
        m[f"tti_ratio_{when}{s}"] = metric(ratio(med(f"app_{when}{s}"), med(f"bare_{when}{s}")), "x",
                                           TARGETS["tti_ratio_warm_4x"] if when == "warm" else None,
                                           note=paired_note({"app_" + when: loads.get(f"app_{when}{s}", []),
                                                             "bare_" + when: loads.get(f"bare_{when}{s}", [])}, when))
    return m
