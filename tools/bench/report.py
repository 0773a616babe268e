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
