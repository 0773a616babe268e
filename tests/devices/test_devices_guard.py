"""Several devices in the browser, whatever arrives (tests/devices/conftest.py: Chromium inside the test's own
network): a message nested 100,000 deep, either way, is refused before the page reads it and the other side is
told, with no error on any page; a phone that opened a join code already used says so by itself; a host's page
that reloads does not tell the phones that the game was closed, and they come back by scanning its new code."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
from browser_helpers import clean_start, start_game  # noqa: E402
from test_devices_play import TURN_TIMEOUT, join, play_one  # noqa: E402

from tavolo.ui.devices import JOIN_WAIT_MS  # noqa: E402

DEEP = "() => '{\"t\":\"act\",\"actions\":' + '['.repeat(100000) + ']'.repeat(100000) + ',\"at\":0}'"
BAD = "The other device sent something that is not a valid Tavolo message; nothing changed."
# The second phone waits JOIN_WAIT_MS for a host before it says none answered: its page's clock is sped up for that
# one timer, so the test sees the same screens without the 20 s (the length itself: tests/ui/test_device_messages_guard.py).
QUICK_JOIN_WAIT = """(() => { const later = window.setTimeout;
  window.setTimeout = (f, ms, ...rest) => later(f, ms === %d ? 300 : ms, ...rest); })();""" % JOIN_WAIT_MS
# The link the host's page opened last (tavoloLink.trace() lines: "<ms> <link> open").
HOST_LINK = """() => tavoloLink.trace().map((line) => line.split(' ')).filter((f) => f[2] === 'open').pop()[1]"""


@pytest.fixture(scope="module")
def table(net_context):
    """A host's page with a Shifting Stones game, Ada's phone joined to seat 1, and a second phone."""
    host_ctx, ada_ctx, late_ctx = [net_context() for _ in range(3)]
    late_ctx.add_init_script(QUICK_JOIN_WAIT)
    host, ada, late = [ctx.new_page() for ctx in (host_ctx, ada_ctx, late_ctx)]
    for page in (host, ada, late):
        clean_start(page, {"tavolo.bot_pace_ms": "0"})
    start_game(host, "shifting-stones", [("person", "Host"), ("device", "Ada")])
    host.wait_for_selector(".device-join tavolo-qr[text*='#/join/']", timeout=TURN_TIMEOUT)
    url = host.get_attribute(".device-join tavolo-qr", "text")
    join(host_ctx, host, ada)
    host.wait_for_selector(".device-seat.connected[data-seat='1']", timeout=TURN_TIMEOUT)
    return host, ada, late, url, host_ctx


def test_a_message_nested_100000_deep_is_refused_both_ways_with_no_page_error(table, watch):
    host, ada, *_ = table
    log = host.inner_text(".log") if host.query_selector(".log") else ""
    size = ada.evaluate(f"() => {{ const text = ({DEEP})(); tavoloLink.send('host', text); return text.length; }}")
    assert size > 200_000
    ada.wait_for_selector(f".notice.error:has-text('{BAD}')", timeout=TURN_TIMEOUT)
    assert (host.inner_text(".log") if host.query_selector(".log") else "") == log
    assert host.query_selector(".device-seat.connected[data-seat='1']")
    # the other way: the host's page sends it, the phone refuses it and says so
    ada.evaluate("() => document.querySelector('.notice.error') && document.querySelector('.notice.error').remove()")
    link = host.evaluate(HOST_LINK)
    assert host.evaluate(f"(link) => tavoloLink.send(link, ({DEEP})())", link) is True
    ada.wait_for_selector(f".notice.error:has-text('{BAD}')", timeout=TURN_TIMEOUT)
    # the game goes on: the host's move reaches the phone
    before = ada.inner_text("[data-screen=play]")
    assert play_one(host)
    ada.wait_for_function("(text) => document.querySelector('[data-screen=play]').innerText !== text", arg=before,
                          timeout=TURN_TIMEOUT)
    for page in (host, ada):
        assert watch(page).errors == [], "\n".join(watch(page).errors[:20])


def test_a_phone_with_a_used_code_says_no_host_answered_and_starts_again(table, watch):
    host, ada, late, url, _ = table
    assert url and "#/join/" in url
    late.goto(url)                  # the code Ada's phone used
    late.wait_for_selector("[data-screen=join] tavolo-qr[text*='#/reply/']", timeout=TURN_TIMEOUT)
    reply = late.get_attribute("[data-screen=join] tavolo-qr", "text")
    late.wait_for_selector("[data-screen=join][data-unanswered=true]", timeout=TURN_TIMEOUT)
    assert "No host answered: ask the host to show a new code for your seat and scan it again." in \
        late.inner_text("[data-screen=join]")
    late.click("button[data-key=join-again]")
    late.wait_for_function("(old) => { const qr = document.querySelector('[data-screen=join] tavolo-qr');"
                           " return qr && qr.getAttribute('text') !== old; }", arg=reply, timeout=TURN_TIMEOUT)
    assert late.query_selector("[data-screen=join][data-unanswered=true]") is None
    assert watch(late).errors == [] and watch(host).errors == []


def test_a_host_page_that_reloads_is_not_said_closed_and_the_phone_comes_back(table, watch):
    host, ada, _, _, host_ctx = table
    board = ada.inner_text("[data-screen=play] .board-wrap")
    host.reload()
    ada.wait_for_selector(".device-banner", timeout=TURN_TIMEOUT)
    banner = ada.inner_text(".device-banner")
    assert "The host's page was closed or reloaded. When the host opens the game again, it shows a new code for " \
           "your seat: scan it to come back." in banner and "closed the game" not in banner
    join(host_ctx, host, ada)               # the reloaded page shows the seat's new code at once
    assert ada.inner_text("[data-screen=play] .board-wrap") == board
    assert watch(ada).errors == [] and watch(host).errors == []
