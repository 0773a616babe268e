"""The command line: runs every part and prints the table and one JSON line."""

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
from .loads import *  # noqa: F403 - one program, split by section
from .play import *  # noqa: F403 - one program, split by section
from .selfplay import *  # noqa: F403 - one program, split by section
from .report import *  # noqa: F403 - one program, split by section
from .devices import measure_devices
from .firstvisit import (CASES as FIRST_VISIT_CASES, measure_first_visits, first_visit_metrics,
                         parse_cases as parse_first_visit_cases, summary_table as first_visit_summary_table,
                         files_table as first_visit_files_table)
from .taps import TARGETS as TAP_TARGETS, measure_phone_taps, measure_table

class _Skip(Exception):
    """A part not asked for."""


PHONE_TAPS = "Taps on a phone (390x844, touch, CPU slowed 4x): Citadels and a late Carcassonne map"


def run(args) -> int:
    def log(text):
        print(text, file=sys.stderr, flush=True)

    problems: list[str] = []
    details: dict = {"runs": args.runs, "samples_wanted": args.samples, "cpus": os.cpu_count(),
                     "load_average_before": os.getloadavg()[0]}
    metrics: dict = {}
    tables: list[str] = []
    started = time.monotonic()

    try:
        if args.devices_only or args.first_visit_only or args.phone_taps_only or args.bots_only:
            raise _Skip()
        log("CPython: random games")
        selfplay = measure_selfplay(args.games, args.selfplay_budget, log)
        details["selfplay"] = selfplay
        for game_id, r in selfplay.items():
            metrics[f"random_games_per_s[{game_id}]"] = metric(r["games_per_s"], "games/s",
                                                              note=f"{r['players']} players, {r['games']} games")
            metrics[f"random_game_ms[{game_id}]"] = metric(r["ms_per_game"], "ms", SELFPLAY_TARGET_MS.get(game_id),
                                                           note="whole game of random legal moves, engine only")
            if r["errors"]:
                problems.append(f"selfplay {game_id}: {r['errors']} games raised; first: {r['first_error']}")
    except _Skip:
        pass
    except Exception as error:  # noqa: BLE001 - reported, the browser part still runs
        problems.append(f"selfplay failed: {type(error).__name__}: {error}")

    if not args.no_browser and not args.devices_only:
        try:
            from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only the browser part needs it
            make_bench_site(args.site, BENCH_DIR)
            server = start_server(BENCH_DIR, args.port, args.netlify_toml)
            base_url = f"http://127.0.0.1:{server.server_address[1]}/"
            try:
                with sync_playwright() as playwright:
                    browser = Browser(playwright)
                    if args.bots_only:
                        metrics.update(measure_bot_cases(browser, base_url, args, log, problems, details))
                    if not (args.first_visit_only or args.phone_taps_only or args.bots_only):
                        log(f"Page loads ({args.runs} runs each, {base_url})")
                        loads = measure_loads(browser, server.traffic, base_url, args.runs, not args.quick, log,
                                              throttled_runs=args.throttled_runs)
                        metrics.update(load_metrics(loads))
                        details["breakdown"] = breakdown(loads)
                        details["phases"] = phase_rows(loads)
                        if args.throttled_runs:
                            metrics.update(throttled_metrics(loads, THROTTLE))
                        log("A game resumed by its address")
                        try:
                            r = measure_resume(browser, server.traffic, base_url, 2 if args.quick else 3, log)
                            details["resume"] = r
                            metrics["resume_board_paint_s"] = metric(
                                r["board_s"].get("median"), "s", TARGETS["resume_paint_s"],
                                note="navigation start to the board on the page, warm, 1x CPU")
                            metrics["resume_ready_s"] = metric(r["tti_s"].get("median"), "s")
                        except Exception as error:  # noqa: BLE001
                            problems.append(f"resume: {type(error).__name__}: {error}")
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
                        if not args.loads_only:
                            metrics.update(measure_bot_cases(browser, base_url, args, log, problems, details))
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
                                first = ", ".join(f"{t:.0f}" for t in r["first_ms"])
                                metrics["map_click_to_paint_p95_ms"] = metric(
                                    r["click_ms"].get("p95"), "ms", TAP_TARGETS["map_click_ms"],
                                    note=f"{r['tiles']} tiles on the map; the {len(r['first_ms'])} taps before them, "
                                         f"just after the load: {first} ms")
                            except Exception as error:  # noqa: BLE001
                                problems.append(f"map: {type(error).__name__}: {error}")
                            log("Taps at a Citadels table, and tasks while the screen animates")
                            table_metrics, details["table"] = measure_table(browser, base_url, args.quick, log, problems)
                            metrics.update(table_metrics)
                            log(PHONE_TAPS)
                            metrics.update(measure_phone_taps(browser, base_url, args.quick, log, problems))
                    if args.phone_taps_only:
                        log(PHONE_TAPS)
                        metrics.update(measure_phone_taps(browser, base_url, args.quick, log, problems))
                    if not (args.no_first_visit or args.phone_taps_only or args.bots_only):
                        log(f"First visits of a phone ({args.first_visit_runs} run(s) each: fresh profile, "
                            "emulated CPU and network)")
                        try:
                            visits = measure_first_visits(browser, base_url, args.first_visit_runs, log,
                                                          args.first_visit_cases)
                            metrics.update(first_visit_metrics(visits))
                            details["first_visit"] = {key: [{k: v for k, v in r.items()} for r in runs]
                                                      for key, runs in visits.items()}
                            tables.append(first_visit_summary_table(visits))
                            tables.append(first_visit_files_table(visits))
                            tables.append(first_visit_files_table(visits, ("app_4x_slow4g", "bare_4x_slow4g")))
                        except Exception as error:  # noqa: BLE001
                            problems.append(f"first visit: {type(error).__name__}: {error}")
                    if browser.foreign:
                        problems.append(f"requests left the machine: {sorted(browser.foreign)[:5]}")
                    details["browser_errors"] = browser.errors[:20]
            finally:
                server.shutdown()
                server.server_close()
        except Exception as error:  # noqa: BLE001 - a real error: reported and the exit status says so
            problems.append(f"browser part failed: {type(error).__name__}: {error}")

    if not (args.no_browser or args.no_devices or args.first_visit_only or args.phone_taps_only or args.bots_only):
        log("Several devices: a phone joined to a host, in a network namespace")
        try:
            r = measure_devices(10 if args.quick else 30, log)
            details["devices"] = r
            if "skipped" in r:
                problems.append(f"devices: {r['skipped']}")
            else:
                metrics["device_setup_s"] = metric(r["setup_s"], "s", TARGETS["device_setup_s"],
                                                   note="reply code given to the host -> the phone's board")
                metrics["device_tap_p95_s"] = metric(r["tap_s"].get("p95"), "s", TARGETS["device_tap_s"],
                                                     note=f"{r['samples']} taps: phone -> host engine -> phone board")
        except Exception as error:  # noqa: BLE001
            problems.append(f"devices: {type(error).__name__}: {error}")

    details["seconds"] = round(time.monotonic() - started, 1)
    details["load_average_after"] = os.getloadavg()[0]
    print(table(metrics))
    if details.get("breakdown"):
        print("\n" + breakdown_table(details["breakdown"]))
    if details.get("phases"):
        print("\n" + phase_table(details["phases"]))
    for text in tables:
        print("\n" + text)
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


def measure_bot_cases(browser, base_url: str, args, log, problems: list, details: dict) -> dict:
    """Each game's strong bots playing in the browser with the page's CPU slowed BOT_CPU times (a mid-range
    phone, on a phone's page: 390x844, touch), then two strong bots late in a Carcassonne game: think times
    and the tasks around them."""
    metrics: dict = {}
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
    return metrics


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="tools/bench", description="Measure Tavolo: page loads and their phases, "
                                     "bots in the browser, engine speed in CPython.")
    parser.add_argument("--runs", type=int, default=None, help="loads per case (default 5, --quick 2)")
    parser.add_argument("--throttled-runs", type=int, default=None,
                        help=f"loads per case with the CPU slowed {THROTTLE}x (default 2, --quick 1; 0: none)")
    parser.add_argument("--loads-only", action="store_true",
                        help="only the page loads and their phases (no bots, replay or map)")
    parser.add_argument("--quick", action="store_true",
                        help="fewer runs, moves and games; no warm load without service worker")
    parser.add_argument("--samples", type=int, default=None, help="bot moves to time per case (default 40)")
    parser.add_argument("--games", type=int, default=None, help="random CPython games per game (default 200)")
    parser.add_argument("--no-browser", action="store_true", help="only the CPython figures")
    parser.add_argument("--no-devices", action="store_true", help="no several-devices figures (they need root)")
    parser.add_argument("--devices-only", action="store_true", help="only the several-devices figures")
    parser.add_argument("--first-visit-only", action="store_true",
                        help="only a phone's first visits: app and bare page, 1x and 4x CPU, Fast 4G and Slow 4G")
    parser.add_argument("--phone-taps-only", action="store_true",
                        help="only a person's taps on a phone (390x844, 4x CPU): Citadels and a late Carcassonne map")
    parser.add_argument("--bots-only", action="store_true",
                        help=f"only the bots in the browser (CPU slowed {BOT_CPU}x): each game's strong, late Carcassonne")
    parser.add_argument("--first-visit-runs", type=int, default=1, help="first visits per case (default 1)")
    parser.add_argument("--no-first-visit", action="store_true", help="skip the first visits (about 6 minutes)")
    parser.add_argument("--first-visit-cases", type=parse_first_visit_cases, default=FIRST_VISIT_CASES,
                        metavar="CPUx_NETWORK,...", help="only these first visits, e.g. 4x_fast4g,1x_fast4g "
                        "(networks: fast4g, slow4g)")
    parser.add_argument("--site", type=Path, default=SITE,
                        help="the built site to measure (default: build/site), e.g. another checkout's, to compare")
    parser.add_argument("--netlify-toml", type=Path, default=None,
                        help="the headers to serve it with (default: this repository's netlify.toml)")
    parser.add_argument("--port", type=int, default=0, help="server port (default: a free one)")
    parser.add_argument("--bot", action="append", type=parse_bot_case, metavar="GAME:LEVEL:SEATS:P95",
                        help="time this case instead of BOT_CASES (repeatable), e.g. shifting-stones:easy:5:0.5")
    args = parser.parse_args(argv)
    args.bot_cases = args.bot or BOT_CASES
    args.runs = args.runs or (2 if args.quick else 5)
    if args.throttled_runs is None:
        args.throttled_runs = 1 if args.quick else 2
    args.samples = args.samples or (15 if args.quick else 40)
    args.games = args.games or (50 if args.quick else 200)
    args.selfplay_budget = 10.0 if args.quick else 30.0
    args.bot_timeout = 120.0 if args.quick else 240.0
    if args.runs < 1 or args.samples < 1 or args.games < 1:
        parser.error("--runs, --samples and --games must be positive")
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
