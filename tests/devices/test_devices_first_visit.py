"""A phone that opens a host's join address as its first visit (a browser context of its own: nothing cached, no
service worker; its CPU slowed 4x, as a phone's): static/link.js answers the host's offer before the phone's
Python is up and shows the reply in the join screen's opening, and the host taking that reply joins the phone to
the game, whenever its app comes up (tests/devices/conftest.py: Chromium inside the test's own network)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
from browser_helpers import clean_start, start_game  # noqa: E402
from test_devices_play import TURN_TIMEOUT  # noqa: E402

# The first reply the page shows, recorded when it is drawn: in the opening (Python not up) or the app's screen.
EARLY_REPLY_PROBE = """
new MutationObserver(() => {
  if (window.__firstReply !== undefined) return;
  const qr = document.querySelector("#app tavolo-qr[text*='#/reply/']");
  if (!qr) return;
  window.__firstReply = {text: qr.getAttribute("text"), ready: document.body.hasAttribute("data-ready"),
                         opening: !!qr.closest(".opening"), at: performance.now()};
}).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ["text"]});
"""


def test_a_phone_on_its_first_visit_shows_its_reply_before_python_and_joins_with_it(net_context, watch):
    host_ctx, phone_ctx = net_context(), net_context()
    host = host_ctx.new_page()
    clean_start(host, {"tavolo.bot_pace_ms": "0"})
    start_game(host, "shifting-stones", [("person", "Host"), ("device", "Ada")])
    host.wait_for_selector(".device-join tavolo-qr[text*='#/join/']", timeout=TURN_TIMEOUT)
    url = host.get_attribute(".device-join tavolo-qr", "text")

    phone_ctx.add_init_script(EARLY_REPLY_PROBE)
    phone = phone_ctx.new_page()
    cdp = phone_ctx.new_cdp_session(phone)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    phone.goto(url)
    phone.wait_for_function("window.__firstReply !== undefined", timeout=TURN_TIMEOUT)
    first = phone.evaluate("window.__firstReply")
    assert first["opening"] and first["ready"] is False, first
    reply = first["text"]
    # Shown as the address to copy as well, in the page's language only.
    assert phone.locator(".opening [data-early-reply] input").first.input_value() == reply
    assert phone.locator(".opening [data-early-reply]:visible").count() == 1

    # The host's camera opens that reply; the phone's app, once up, takes the same answer and joins.
    tab = host_ctx.new_page()
    tab.goto(reply)
    host.wait_for_selector(".device-seat.connected[data-seat='1']", timeout=TURN_TIMEOUT)
    phone.wait_for_selector("body[data-ready]", state="attached", timeout=90_000)
    phone.wait_for_selector("[data-screen=play]", timeout=TURN_TIMEOUT)
    assert phone.evaluate("document.documentElement.dataset.runtime") == "fresh"
    # No other answer was made: the phone's link made one connection, the early one, taken by the app.
    steps = phone.evaluate("tavoloLink.trace()")
    assert sum("answering an offer" in line for line in steps) == 1, steps
    assert any("the early answer taken" in line for line in steps), steps
    if not tab.is_closed():
        tab.close()
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    assert watch(phone).errors == [] and watch(host).errors == []
