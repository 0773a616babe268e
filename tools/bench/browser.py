"""Debian's Chromium through Playwright, with the script that records a page's moments from its start."""

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

# ---- the browser ---------------------------------------------------------------------------------
# Installed before any page script: the moment data-ready appears, the moment a game's board is first on the
# page, PyScript's events, paint, long tasks, and the runtime's WebAssembly: Pyodide instantiates it with
# instantiateStreaming, done here in its two steps (compileStreaming keeps Chromium's code cache as well) so
# that compiling and instantiating are timed apart.
INIT_SCRIPT = r"""
(() => {
  if (window.__bench) return;
  const b = window.__bench = {events: {}, progress: [], longtasks: [], wasm: []};
  const now = () => performance.now();
  new MutationObserver(() => {
    if (b.ready === undefined && document.body && document.body.hasAttribute("data-ready")) b.ready = now();
    if (b.board === undefined && document.querySelector(".board-wrap, [data-screen=play] .board")) b.board = now();
  }).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"]});
  const streaming = WebAssembly.instantiateStreaming;
  if (streaming && WebAssembly.compileStreaming) {
    WebAssembly.instantiateStreaming = async function (source, imports) {
      const entry = {start: now()};
      b.wasm.push(entry);
      const module = await WebAssembly.compileStreaming(source);
      entry.compiled = now();
      const instance = await WebAssembly.instantiate(module, imports);
      entry.instantiated = now();
      return {module, instance};
    };
  }
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
  const marks = {};
  for (const e of performance.getEntriesByType("mark")) if (!(e.name in marks)) marks[e.name] = e.startTime;
  const resources = {};
  for (const e of performance.getEntriesByType("resource")) {
    const name = e.name.split("/").pop();
    if (/\.(wasm|zip|snapshot)$/.test(name)) resources[name] = [e.startTime, e.responseEnd];
  }
  return {ready: b.ready, board: b.board, events: b.events, progress: b.progress, paint, marks, resources,
          wasm: b.wasm, runtime: document.documentElement.dataset.runtime || null,
          longest_task: Math.max(0, ...b.longtasks.map((t) => t[1])),
          dom_content_loaded: nav ? nav.domContentLoadedEventEnd : null,
          sw_controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller)};
}
"""


# A phone held upright: its screen, its touch, its pixel density; `slow_cpu` then slows the page's CPU as a phone's.
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 3}
PHONE_CPU = 4


def slow_cpu(context, page, rate: int = PHONE_CPU):
    """DevTools' CPU throttling on `page` (Emulation.setCPUThrottlingRate): every task takes `rate` times longer."""
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})


class Browser:
    """Launches Debian's Chromium through Playwright; collects errors and any request that leaves the machine."""

    def __init__(self, playwright):
        self.playwright = playwright
        self.errors: list[str] = []
        self.foreign: set[str] = set()

    def launch(self, profile: Path, service_workers: str = "allow", phone: bool = False):
        """A fresh profile's context: a desktop window, or with `phone` a phone held upright (see PHONE)."""
        screen = PHONE if phone else {"viewport": {"width": 1280, "height": 800}}
        context = self.playwright.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
            service_workers=service_workers, **screen)
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
