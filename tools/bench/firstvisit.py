"""A phone's first visit: the app and the bare page from a fresh profile over an emulated mobile network.

Each load runs in a new browser profile (empty HTTP cache, no service worker) with DevTools' CPU throttling
and network emulation on the page's own CDP session (the presets of DevTools: Fast 4G and Slow 4G). What came
over the wire is read on that session: every response's `encodedDataLength` (compressed bytes as received,
headers included) and its Content-Encoding. The service worker registers only once the app is ready; its
precache is not on the page's session, so "received to ready" is what the visit cost before the app answered.

While the page loads, the boot progress bar's value is sampled (an init script): how long it stood still at
most tells whether a person on a slow network sees it move.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from .common import TARGETS, BARE, median, metric, ratio
from .browser import Browser, LOAD_FIGURES_JS
from .report import phases

# DevTools' network presets (throughputs in bytes per second, latency in ms).
NETWORKS = {
    "fast4g": {"offline": False, "latency": 60, "downloadThroughput": 9e6 / 8, "uploadThroughput": 1.5e6 / 8},
    "slow4g": {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8},
}
NETWORK_LABELS = {"fast4g": "Fast 4G (9 Mbps, 60 ms)", "slow4g": "Slow 4G (1.6 Mbps, 150 ms)"}
# (CPU slowdown, network): every one is loaded for the app and the bare page, one after the other.
CASES = ((4, "fast4g"), (1, "fast4g"), (4, "slow4g"), (1, "slow4g"))
PAGES = (("app", ""), ("bare", f"{BARE}/"))
FIRST_VISIT_TIMEOUT_S = 300

# Samples the boot progress bar from the first moment the page has a body: [ms since navigation, value].
BAR_SAMPLER = r"""
(() => {
  const samples = window.__barSamples = [];
  const sample = () => {
    const bar = document.getElementById("boot-progress");
    if (bar) {
      const value = Number(bar.value);
      const last = samples[samples.length - 1];
      if (!last || last[1] !== value) samples.push([performance.now(), value]);
    }
    if (!(document.body && document.body.hasAttribute("data-ready"))) setTimeout(sample, 50);
  };
  document.addEventListener("readystatechange", sample, {once: true});
})();
"""


class Wire:
    """The page's responses as its CDP session saw them: url, status, encoding, bytes received, finish time."""

    def __init__(self, cdp):
        self.responses: dict[str, dict] = {}
        self.start: float | None = None
        cdp.on("Network.requestWillBeSent", self._sent)
        cdp.on("Network.responseReceived", self._received)
        cdp.on("Network.loadingFinished", self._finished)

    def _sent(self, event):
        if self.start is None and event.get("type") == "Document":
            self.start = event["timestamp"]

    def _received(self, event):
        response = event["response"]
        headers = {k.lower(): v for k, v in response.get("headers", {}).items()}
        self.responses[event["requestId"]] = {"url": response["url"], "status": response["status"],
                                              "encoding": headers.get("content-encoding", ""), "bytes": None,
                                              "end_s": None}

    def _finished(self, event):
        entry = self.responses.get(event["requestId"])
        if entry is not None:
            entry["bytes"] = event["encodedDataLength"]
            entry["end_s"] = event["timestamp"] - self.start if self.start is not None else None


def received_files(responses, base_url: str, until_s: float | None = None) -> list[dict]:
    """The finished responses (by the time `until_s` after navigation, when given), as
    {path, status, encoding, bytes, end_s}, largest first."""
    files = []
    for entry in responses:
        if entry["bytes"] is None or (until_s is not None and (entry["end_s"] is None or entry["end_s"] > until_s)):
            continue
        path = entry["url"].removeprefix(base_url.rstrip("/")) or "/"
        files.append({"path": path, "status": entry["status"], "encoding": entry["encoding"],
                      "bytes": entry["bytes"], "end_s": entry["end_s"]})
    return sorted(files, key=lambda f: -f["bytes"])


def bar_motion(samples, ready_ms: float | None) -> dict:
    """What the progress bar did before the app was ready: its first value and when it showed, how many times
    it moved, and the longest time it stood still (to data-ready)."""
    if not samples:
        return {"first_ms": None, "first_value": None, "moves": 0, "longest_still_s": None, "still_from_s": None,
                "values": []}
    kept = [(t, v) for t, v in samples if ready_ms is None or t <= ready_ms]
    times = [t for t, _ in kept]
    end = ready_ms if ready_ms is not None else samples[-1][0]
    gaps = [(b - a, a) for a, b in zip(times, times[1:] + [end])]
    longest = max(gaps) if gaps else (None, None)
    return {"first_ms": samples[0][0], "first_value": samples[0][1], "moves": max(len(times) - 1, 0),
            "longest_still_s": longest[0] / 1000 if longest[0] is not None else None,
            "still_from_s": longest[1] / 1000 if longest[1] is not None else None,
            "values": once_a_second(kept)}


def once_a_second(samples) -> list:
    """The first sample of each second, as (s, value): the bar's course, short enough to print."""
    out, second = [], None
    for t, value in samples:
        if int(t // 1000) != second:
            second = int(t // 1000)
            out.append((round(t / 1000, 1), round(value)))
    return out


def first_visit_once(browser: Browser, url: str, base_url: str, cpu: int, network: str, label: str) -> dict:
    profile = Path(tempfile.mkdtemp(prefix="tavolo-bench-first-"))
    context = browser.launch(profile)
    try:
        context.add_init_script(BAR_SAMPLER)
        page = context.pages[0] if context.pages else context.new_page()
        browser.watch(page, label)
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", NETWORKS[network])
        if cpu != 1:
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": cpu})
        wire = Wire(cdp)
        page.goto(url, wait_until="commit")
        page.wait_for_function("() => window.__bench && window.__bench.ready !== undefined",
                               timeout=FIRST_VISIT_TIMEOUT_S * 1000, polling=50)
        figures = page.evaluate(LOAD_FIGURES_JS)
        samples = page.evaluate("window.__barSamples || []")
        page.wait_for_timeout(300)          # the last loadingFinished events of the responses before ready
        ready_s = figures["ready"] / 1000
        files = received_files(list(wire.responses.values()), base_url, until_s=ready_s + 0.05)
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)
    paint = figures["paint"].get("first-contentful-paint") or figures["paint"].get("first-paint")
    return {"tti_s": ready_s, "fcp_s": paint / 1000 if paint else None, "runtime": figures["runtime"],
            "received_bytes": sum(f["bytes"] for f in files), "files": files, "phases": phases(figures),
            "bar": bar_motion(samples, figures["ready"])}


def measure_first_visits(browser: Browser, base_url: str, runs: int, log, cases=CASES) -> dict:
    """{"<page>_<cpu>x_<network>": [result per run]}; the app and the bare page alternate within a case."""
    results: dict[str, list] = {}
    for cpu, network in cases:
        for run in range(runs):
            line = []
            for page_name, path in PAGES:
                key = f"{page_name}_{cpu}x_{network}"
                result = first_visit_once(browser, base_url + path, base_url, cpu, network, f"first visit {key}")
                results.setdefault(key, []).append(result)
                line.append(f"{page_name} {result['tti_s']:.2f} s, {result['received_bytes'] / 1e6:.2f} MB")
            log(f"  first visit at {cpu}x CPU over {NETWORK_LABELS[network]}, run {run + 1}/{runs}: "
                + "; ".join(line))
    return results


def parse_cases(text: str) -> tuple:
    """"4x_fast4g,1x_slow4g" -> ((4, "fast4g"), (1, "slow4g")) (the command line's --first-visit-cases)."""
    cases = []
    for part in text.split(","):
        cpu, _, network = part.strip().partition("x_")
        if not cpu.isdigit() or network not in NETWORKS:
            raise argparse.ArgumentTypeError(f"{part!r}: expected <CPU slowdown>x_<{'|'.join(NETWORKS)}>, "
                                             "e.g. 4x_fast4g")
        cases.append((int(cpu), network))
    return tuple(cases)


def _median_of(runs, pick):
    values = [pick(r) for r in runs if pick(r) is not None]
    return median(values) if values else None


def first_visit_metrics(results: dict) -> dict:
    """The figures with their targets: the app ready at 4x over Fast 4G <= 10 s, <= 0.7x the bare page,
    with <= 8 MB received; at 1x over Fast 4G <= 6 s; over Slow 4G the figures, and the bar's longest still."""
    m = {}
    for cpu, network in CASES:
        case = f"{cpu}x_{network}"
        app, bare = results.get(f"app_{case}"), results.get(f"bare_{case}")
        if not app:
            continue
        tti_app = _median_of(app, lambda r: r["tti_s"])
        tti_bare = _median_of(bare or [], lambda r: r["tti_s"])
        targets = TARGETS["first_visit"].get(case, {})
        m[f"first_visit_app_{case}_s"] = metric(tti_app, "s", targets.get("tti_s"),
                                                 note=f"{cpu}x CPU, {NETWORK_LABELS[network]}, fresh profile")
        m[f"first_visit_bare_{case}_s"] = metric(tti_bare, "s")
        m[f"first_visit_ratio_{case}"] = metric(ratio(tti_app, tti_bare), "x", targets.get("ratio"))
        m[f"first_visit_app_{case}_mb"] = metric(_median_of(app, lambda r: r["received_bytes"] / 1e6), "MB",
                                                  targets.get("mb"), note="received to ready (page's session)")
        m[f"first_visit_bare_{case}_mb"] = metric(_median_of(bare or [], lambda r: r["received_bytes"] / 1e6),
                                                   "MB")
        m[f"first_visit_bar_still_{case}_s"] = metric(
            _median_of(app, lambda r: r["bar"]["longest_still_s"]), "s", targets.get("bar_still_s"),
            note="longest time the progress bar did not move before ready")
    return m


def files_table(results: dict, keys=("app_4x_fast4g", "bare_4x_fast4g")) -> str:
    """Bytes received per file (first run of each case) and when each arrived, side by side."""
    runs = {key: results[key][0] for key in keys if results.get(key)}
    paths = []
    for run in runs.values():
        for f in run["files"]:
            if f["path"] not in paths:
                paths.append(f["path"])
    head = ["file"] + [f"{key} (kB, enc, done s)" for key in runs]
    lines = [head]
    for path in paths:
        row = [path if len(path) <= 48 else "..." + path[-45:]]
        for run in runs.values():
            f = next((f for f in run["files"] if f["path"] == path), None)
            row.append("-" if f is None else
                       f"{f['bytes'] / 1e3:.0f} {f['encoding'] or 'id'} {f['end_s']:.2f}" if f["end_s"] is not None
                       else f"{f['bytes'] / 1e3:.0f} {f['encoding'] or 'id'}")
        lines.append(row)
    lines.append(["total"] + [f"{run['received_bytes'] / 1e3:.0f}" for run in runs.values()])
    widths = [max(len(line[i]) for line in lines) for i in range(len(head))]
    text = ["  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in lines]
    text.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(text)


def summary_table(results: dict) -> str:
    """The first visits side by side: app and bare, ready and received, per CPU and network."""
    head = ["first visit (medians)", "app ready", "bare ready", "app/bare", "app MB", "bare MB", "app FCP",
            "bar still (from, 1st run)"]
    lines = [head]
    for cpu, network in CASES:
        case = f"{cpu}x_{network}"
        app, bare = results.get(f"app_{case}"), results.get(f"bare_{case}")
        if not app:
            continue
        a = _median_of(app, lambda r: r["tti_s"])
        b = _median_of(bare or [], lambda r: r["tti_s"])
        am = _median_of(app, lambda r: r["received_bytes"] / 1e6)
        bm = _median_of(bare or [], lambda r: r["received_bytes"] / 1e6)
        fcp = _median_of(app, lambda r: r["fcp_s"])
        bar = app[0]["bar"]
        cell = lambda v, f: "-" if v is None else f.format(v)  # noqa: E731
        still = "-" if bar["longest_still_s"] is None else \
            f"{bar['longest_still_s']:.2f} s (from {bar['still_from_s']:.2f} s)"
        lines.append([f"{cpu}x CPU, {NETWORK_LABELS[network]}", cell(a, "{:.2f} s"), cell(b, "{:.2f} s"),
                      cell(ratio(a, b), "{:.2f}"), cell(am, "{:.2f}"), cell(bm, "{:.2f}"), cell(fcp, "{:.2f} s"),
                      still])
    widths = [max(len(line[i]) for line in lines) for i in range(len(head))]
    text = ["  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in lines]
    text.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(text)
