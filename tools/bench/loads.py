"""Page loads: the app and the bare PyScript page, cold and warm, and where their start goes."""

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
from .server import *  # noqa: F403 - one program, split by section
from .browser import *  # noqa: F403 - one program, split by section
from .report import phases

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
              wait_sw=False, service_workers="allow", after_ready=None, throttle=1) -> dict:
    """One visit with the given profile: time to interactive, paints, bytes the server sent, the phases.

    wait_sw: once ready, wait for the service worker to be active and the server to fall quiet;
    service_workers="block": no worker may register; after_ready(page) runs before the browser closes;
    throttle: the page's CPU slowed down this many times (DevTools' Emulation.setCPUThrottlingRate).
    """
    context = browser.launch(profile, service_workers)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        browser.watch(page, label)
        if throttle != 1:
            context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
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
        "board_s": figures["board"] / 1000 if figures.get("board") is not None else None,
        "runtime": figures["runtime"],
        "phases": phases(figures),
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
THROTTLE = 4        # a mid-range phone's CPU, roughly


def measure_loads(browser: Browser, traffic: Traffic, base_url: str, runs: int, with_nosw: bool,
                  log, throttled_runs: int = 0) -> dict:
    """Cold then warm loads of each case; within a run the cases alternate, so that the machine's other
    work hits them alike (the ratios compare loads taken seconds apart). Then `throttled_runs` runs of the
    app and the bare page with the CPU slowed THROTTLE times (cases named <name>_<when>_4x)."""
    plan = [(1, runs, [c for c in LOAD_CASES if with_nosw or c[0] != "app_nosw"])]
    if throttled_runs:
        plan.append((THROTTLE, throttled_runs, [c for c in LOAD_CASES if c[0] != "app_nosw"]))
    results = {}
    for rate, count, cases in plan:
        suffix = "" if rate == 1 else f"_{rate}x"
        for name, _, _ in cases:
            for when in ("cold", "warm"):
                results[f"{name}_{when}{suffix}"] = []
        for run in range(count):
            profiles = {name: Path(tempfile.mkdtemp(prefix=f"tavolo-bench-{name}-")) for name, _, _ in cases}
            try:
                for when in ("cold", "warm"):
                    for name, path, workers in cases:
                        results[f"{name}_{when}{suffix}"].append(load_once(
                            browser, traffic, base_url + path, profiles[name], f"{name} {when}{suffix}",
                            wait_sw=when == "cold" and workers == "allow" and name == "app",
                            service_workers=workers, throttle=rate))
            finally:
                for profile in profiles.values():
                    shutil.rmtree(profile, ignore_errors=True)
            log(f"  run {run + 1}/{count} at {rate}x CPU: " + ", ".join(
                f"{name} {results[f'{name}_cold{suffix}'][-1]['tti_s']:.2f}/"
                f"{results[f'{name}_warm{suffix}'][-1]['tti_s']:.2f} s"
                for name, _, _ in cases) + f" (cold/warm; load average {os.getloadavg()[0]:.1f})")
    return results
