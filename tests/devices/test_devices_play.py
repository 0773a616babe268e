"""Whole games on several devices of one Chromium inside the test's own network (tests/devices/conftest.py): the
host's page and each guest's page in contexts of their own, joined through the addresses a camera app opens (the
QR codes' text) and the reply handed from a new tab to the hosting tab."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
from browser_helpers import clean_start, start_game, tap  # noqa: E402

TURN_TIMEOUT = 30_000
PREFERENCE = ("pick", "drop", "keep", "gold", "build", "income", "end")


@pytest.fixture(scope="module")
def devices(net_context):
    """The host's context and two phones' contexts, each with one page booted on the site."""
    host_ctx, *phones = [net_context() for _ in range(3)]
    pages = [ctx.new_page() for ctx in (host_ctx, *phones)]
    for page in pages:
        clean_start(page, {"tavolo.bot_pace_ms": "0"})
    return host_ctx, pages


def join(host_ctx, host, phone):
    """The phone scans the host's code; the host's camera opens the phone's reply in a new tab of its browser."""
    host.wait_for_selector(".device-join tavolo-qr[text*='#/join/']", timeout=TURN_TIMEOUT)
    url = host.get_attribute(".device-join tavolo-qr", "text")
    phone.goto(url)
    phone.wait_for_selector("[data-screen=join] tavolo-qr[text*='#/reply/']", timeout=TURN_TIMEOUT)
    reply = phone.get_attribute("[data-screen=join] tavolo-qr", "text")
    tab = host_ctx.new_page()
    tab.goto(reply)
    try:
        tab.wait_for_selector("[data-screen=reply][data-status=ok]", timeout=TURN_TIMEOUT)
        assert "You can close this tab" in tab.inner_text("[data-screen=reply]")
    except Exception:
        assert tab.is_closed()           # it closed itself once the hosting tab had the code
    try:
        phone.wait_for_selector("[data-screen=play]", timeout=TURN_TIMEOUT)
    except PlaywrightTimeout:
        shown = phone.evaluate("() => [location.hash, [...document.querySelectorAll('[data-screen]')]"
                               ".map((e) => e.outerHTML.slice(0, 400))]")
        steps = [page.evaluate("tavoloLink.trace()") for page in (phone, host)]
        raise AssertionError(f"the phone never showed the game: {shown}\nthe phone's links: {steps[0]}\n"
                             f"the host's links: {steps[1]}\nthe host: {host.inner_text('.devices-panel')}") from None
    if not tab.is_closed():
        tab.close()


def move_buttons(page):
    return page.eval_on_selector_all("button[data-action=move]:not([disabled])",
                                     "els => els.map(e => e.dataset.move)")


def play_one(page):
    """One move on this page if its person may move now; True if a move was made."""
    moves = move_buttons(page)
    if not moves:
        return False
    kinds = [json.loads(m)[0] for m in moves]
    choice = next((moves[kinds.index(k)] for k in PREFERENCE if k in kinds), moves[0])
    log = page.evaluate("document.querySelector('.log') ? document.querySelector('.log').textContent.length : 0")
    try:
        tap(page, f"button[data-action=move][data-move='{choice}']", timeout=2000)
        page.wait_for_function("(n) => !document.querySelector('.log') || "
                               "document.querySelector('.log').textContent.length !== n", arg=log, timeout=3000)
    except PlaywrightTimeout:
        pass        # the board changed under the click (another device moved): look again
    return True


def carcassonne_step(page, pick):
    """One step of a Carcassonne turn by mouse on this page, if its person may act; True if one was made.
    Each step waits until the board took it (the host answers a phone's step over the connection)."""
    if page.query_selector("button[data-key=no-follower]"):
        page.click("button[data-key=no-follower]")
        page.wait_for_selector("button[data-key=no-follower]", state="detached", timeout=TURN_TIMEOUT)
        return True
    if not page.query_selector(".cc-cell"):
        return False
    # Squares on the map as drawn, not under the zoom buttons over its corner (the tiles differ game to game).
    cells = page.evaluate("""() => [...document.querySelectorAll('.cc-cell')].filter(c => {
        const r = c.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === c; }).map(c => c.dataset.key)""")
    if not cells:
        page.click("button[data-key=zoom-all]")
        page.locator(".cc-map").scroll_into_view_if_needed()
        return True
    page.click(f".cc-cell[data-key='{pick.choice(sorted(cells))}']")
    page.wait_for_selector("button[data-key=place]", timeout=TURN_TIMEOUT)
    page.click("button[data-key=place]")
    page.wait_for_selector("button[data-key=no-follower], [data-screen=end]", timeout=TURN_TIMEOUT)
    return True


def hand_cards(page):
    return page.eval_on_selector_all(".ci-hand [data-card]", "els => els.map(e => e.dataset.card)")


CARD_COUNTS_JS = """() => {
  const count = (selector) => { const n = {};
    for (const e of document.querySelectorAll(selector)) n[e.dataset.card] = (n[e.dataset.card] || 0) + 1;
    return n; };
  return [count('[data-card]'), count('.ci-hand [data-card]')];
}"""


def public_cards(page):
    """Every card on the page but those of its own hand, by kind (a kind has several copies)."""
    shown, hand = page.evaluate(CARD_COUNTS_JS)
    return {card: n - hand.get(card, 0) for card, n in shown.items() if n - hand.get(card, 0)}, hand


def check_secrets(host, guests):
    """No page shows a card of another seat's hand: the guests, waiting while the host's person moves, show the
    same cards besides their own hands, and no more than the host's page shows besides its own. False when a
    hand is empty (nothing to check yet)."""
    for _ in range(40):            # the last move may still be on its way to one of the guests
        (host_public, host_hand), *seen = [public_cards(p) for p in (host, *guests)]
        if seen[0][0] == seen[1][0]:
            break
        host.wait_for_timeout(50)
    if not host_hand or not all(hand for _, hand in seen):
        return False
    assert seen[0][0] == seen[1][0]
    for card, n in seen[0][0].items():
        assert n <= host_public.get(card, 0), card
    return True


def test_a_whole_citadels_game_on_three_devices_and_a_bot(devices, watch):
    host_ctx, (host, ada, bea) = devices
    start_game(host, "citadels", [("person", "Host"), ("device", "Ada"), ("device", "Bea"), ("easy", "Bot")])
    join(host_ctx, host, ada)
    join(host_ctx, host, bea)
    try:
        host.wait_for_selector(".device-seat.connected[data-seat='2']", timeout=5000)
    except PlaywrightTimeout:
        raise AssertionError(host.inner_text(".devices-panel")) from None
    assert host.query_selector(".device-seat.connected[data-seat='1']")
    assert host.query_selector(".device-join") is None
    assert ada.get_attribute("[data-screen=play]", "data-seat") == "1"
    assert bea.get_attribute("[data-screen=play]", "data-seat") == "2"
    checked = reloaded = forged = False
    for step in range(1500):
        if host.query_selector("[data-screen=end]"):
            break
        if move_buttons(host) and step > 6 and not checked:
            checked = check_secrets(host, [ada, bea])
        if checked and not forged and move_buttons(host):
            # Ada's device sends a move for the host's seat, on the host's turn: refused, nothing changes.
            log = host.inner_text(".log")
            move = json.loads(move_buttons(host)[0])
            ada.evaluate("(m) => tavoloLink.send('host', JSON.stringify({t: 'act', actions: [m], at: 0}))", move)
            ada.wait_for_selector(".notice.error:has-text('not your turn'), .notice.error:has-text('moved on')")
            assert host.inner_text(".log") == log
            forged = True
        if forged and not reloaded:
            # Ada's phone reloads mid-game: it says how to come back, and gets its seat back by scanning again.
            hand = hand_cards(ada)
            ada.reload()
            ada.wait_for_selector("[data-screen=join][data-status=lost]", timeout=TURN_TIMEOUT)
            host.wait_for_selector(".device-join[data-seat='1']", timeout=TURN_TIMEOUT)
            join(host_ctx, host, ada)
            assert sorted(hand_cards(ada)) == sorted(hand)
            reloaded = True
        moved = any([play_one(p) for p in (host, ada, bea)])
        if not moved:
            host.wait_for_timeout(50)
    host.wait_for_selector("[data-screen=end]", timeout=TURN_TIMEOUT)
    assert checked and forged and reloaded
    for page in (ada, bea):
        page.wait_for_selector("[data-screen=end]", timeout=TURN_TIMEOUT)
        assert page.locator(".scores-table tbody tr").count() == 4
        assert page.query_selector("button[data-action=again]") is None
    assert host.inner_text(".scores-table") == ada.inner_text(".scores-table") == bea.inner_text(".scores-table")
    # the replay of the finished game works on a phone too
    ada.click("button[data-key=menu]")
    ada.click("button[data-key=menu-replay]")
    ada.wait_for_selector("[data-screen=replay]")
    for page in (host, ada, bea):
        assert watch(page).errors == [], "\n".join(watch(page).errors[:40])


def test_a_whole_carcassonne_game_with_one_guest_and_the_host_closing(devices, watch):
    host_ctx, (host, ada, _) = devices
    clean_start(host, {"tavolo.bot_pace_ms": "0"})
    start_game(host, "carcassonne", [("device", "Ada"), ("person", "Host")])
    join(host_ctx, host, ada)
    pick = random.Random(4)
    steps = 0
    for _ in range(2000):                 # the whole game: every tile placed by mouse on one device or the other
        if host.query_selector("[data-screen=end]"):
            break
        moved = [carcassonne_step(page, pick) for page in (ada, host)]
        steps += sum(moved)
        if steps == 20:
            host_map = host.eval_on_selector_all(".cc-map .cc-tile", "els => els.length")
            ada.wait_for_function("(n) => document.querySelectorAll('.cc-map .cc-tile').length === n",
                                  arg=host_map)
        if not any(moved):
            host.wait_for_timeout(30)
    ada.wait_for_selector("[data-screen=end]", timeout=TURN_TIMEOUT)
    assert host.inner_text(".scores-table") == ada.inner_text(".scores-table")
    assert steps > 60
    # The host closes its tab: the phone says that the host's page went (a page cannot tell a close from a reload)
    # and what to do; the game waits in the host's saves.
    host.close()
    ada.wait_for_selector(".device-banner", timeout=TURN_TIMEOUT)
    assert "The host's page was closed or reloaded." in ada.inner_text(".device-banner")
    assert watch(ada).errors == []
