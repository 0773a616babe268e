"""Several devices: a host page and a phone page of one Chromium inside a network namespace of their own
(tools/netns.py). Times the connection once the codes are exchanged, and a phone's tap to its board showing the
move after the host's engine applied it (a 2-seat Citadels game against a bot at its usual pace)."""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from .common import CHROMIUM, CHROMIUM_ARGS, SITE, summary

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import netns  # noqa: E402 - tools/netns.py, shared with tests/devices

PREFERENCE = ("pick", "drop", "keep", "gold", "build", "income", "end")

# Clicks a move on the phone and resolves once its log shows the result (the host applied it and sent it back).
TAP_JS = r"""
async (move) => {
  const size = () => { const log = document.querySelector('.log'); return log ? log.textContent.length : 0; };
  const before = size();
  const started = performance.now();
  document.querySelector(`button[data-action=move][data-move='${move}']`).click();
  await new Promise((resolve) => {
    const seen = new MutationObserver(() => { if (size() !== before) { seen.disconnect(); resolve(); } });
    seen.observe(document.getElementById('app'), {subtree: true, childList: true, characterData: true});
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - started;
}
"""


def _fresh(page):
    page.goto("/pyscript.toml")
    page.evaluate("() => localStorage.clear()")       # bots at their usual pace, as people play them
    page.goto("/")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=90_000)


def measure_devices(samples: int, log) -> dict:
    from playwright.sync_api import sync_playwright  # noqa: PLC0415
    reason = netns.unavailable()
    if reason:
        return {"skipped": reason}
    space = netns.Namespace(SITE)
    try:
        with sync_playwright() as playwright, tempfile.TemporaryDirectory() as folder:
            browser = playwright.chromium.launch(executable_path=str(space.chromium(Path(folder), CHROMIUM)),
                                                 args=CHROMIUM_ARGS + netns.CHROMIUM_FLAGS)
            host, phone = (browser.new_context(base_url=space.url).new_page() for _ in range(2))
            for page in (host, phone):
                _fresh(page)
            host.click("button[data-key='new-citadels']")
            host.select_option("select[name=count]", "2")
            host.select_option("select[name=who0]", "device")
            host.select_option("select[name=who1]", "easy")
            host.click("button[data-key=start]")
            host.wait_for_selector(".device-join tavolo-qr[text*='#/join/']")
            phone.goto(host.get_attribute(".device-join tavolo-qr", "text"))
            phone.wait_for_selector("[data-screen=join] tavolo-qr[text*='#/reply/']")
            reply = phone.get_attribute("[data-screen=join] tavolo-qr", "text")
            host.fill("input[data-key=reply-code]", reply)
            started = time.perf_counter()
            host.click("button[data-key=reply-go]")
            phone.wait_for_selector("[data-screen=play]")
            setup_s = time.perf_counter() - started
            log(f"  connected in {setup_s:.2f} s once the codes were exchanged")
            taps = []
            deadline = time.monotonic() + 180
            while len(taps) < samples and time.monotonic() < deadline:
                if phone.query_selector("[data-screen=end]"):
                    break
                moves = phone.eval_on_selector_all("button[data-action=move]:not([disabled])",
                                                   "els => els.map(e => e.dataset.move)")
                if not moves:
                    phone.wait_for_timeout(20)
                    continue
                kinds = [json.loads(m)[0] for m in moves]
                move = next((moves[kinds.index(k)] for k in PREFERENCE if k in kinds), moves[0])
                taps.append(phone.evaluate(TAP_JS, move) / 1000)
            browser.close()
        return {"setup_s": setup_s, "tap_s": summary(taps), "samples": len(taps)}
    finally:
        space.stop()
