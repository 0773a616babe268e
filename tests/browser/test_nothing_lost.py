"""Nothing lost: two tabs of one game agree and never fork it, text nested 100,000 deep is refused wherever it comes
from (a stored save, a shared link, an imported file) while the app goes on, and a full storage keeps its notice
until a save succeeds again."""

from __future__ import annotations

import base64
import json
import zlib

from browser_helpers import BOOT_TIMEOUT_MS, clean_start
from tavolo.engine.record import from_json, new_record, replay
from tavolo.games import GAMES

DEEP = "[" * 100_000 + "]" * 100_000
SAVE = "tavolo.save."
WAIT = 60_000
# A tab can be made deaf to the other tabs (window.__deaf): its `storage` events stop before the app hears them,
# as if they were late. Registered before the app's own listener, so it runs first.
DEAF = """
window.__deaf = false;
window.addEventListener("storage", (e) => { if (window.__deaf) e.stopImmediatePropagation(); }, true);
"""


def a_save(save_id, seats=(("Ada", None), ("Bot", "easy")), seed=21):
    record = new_record(GAMES["shifting-stones"], [{"name": n, "bot": b} for n, b in seats], None, seed)
    record.meta = {"id": save_id, "created": 1, "updated": 2}
    return record.to_json()


def stored(page, save_id):
    return page.evaluate("(k) => localStorage.getItem(k)", SAVE + save_id)


def moves_shown(page) -> int:
    return page.locator(".log li").count()


def open_tab(context, path):
    page = context.new_page()
    page.goto(path)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    return page


def settle(a, b, save_id):
    """Both tabs idle at the person's turn, showing every move the save holds."""
    for page in (a, b):
        page.wait_for_selector("button[data-key=end]", timeout=WAIT)
    count = len(json.loads(stored(a, save_id))["actions"])
    for page in (a, b):
        page.wait_for_function("(n) => document.querySelectorAll('.log li').length === n", arg=count, timeout=WAIT)
    return count


def one_line(page, save_id):
    """The save replays from its seed: one line of play (an illegal mix of two forks would not)."""
    record = from_json(stored(page, save_id), GAMES)
    replay(record, GAMES)
    return len(record.actions)


def test_two_tabs_of_one_save_agree_in_both_orders_and_after_a_reload(new_context, watch):
    context = new_context()
    context.add_init_script(DEAF)
    a = context.new_page()
    clean_start(a, {"tavolo.bot_pace_ms": "0", SAVE + "g": a_save("g")})
    a.goto("/#/play/g")
    a.wait_for_selector("button[data-key=end]")
    b = open_tab(context, "/#/play/g")
    b.wait_for_selector("button[data-key=end]")
    # A move in A: B shows it (and the bot's answer, which A plays: it opened the game first and holds its lock).
    a.click("button[data-key=end]")
    count = settle(a, b, "g")
    assert count >= 2 and one_line(a, "g") == count
    # A move in B: A shows it, and A's bot answers it.
    b.click("button[data-key=end]")
    count2 = settle(a, b, "g")
    assert count2 >= count + 2 and one_line(b, "g") == count2
    assert b.locator(".notice").count() == 0 and a.locator(".notice").count() == 0
    # B misses A's move (a late event): its own move on the old position is not written; it says so and follows.
    b.evaluate("window.__deaf = true")
    a.click("button[data-key=end]")
    a.wait_for_function("(n) => document.querySelectorAll('.log li').length > n + 1", arg=count2, timeout=WAIT)
    a.wait_for_selector("button[data-key=end]", timeout=WAIT)
    assert moves_shown(b) == count2                      # stale
    b.click("button[data-key=end]")
    b.wait_for_selector(".notice:has-text('This game moved on in another window')")
    b.evaluate("window.__deaf = false")
    count3 = settle(a, b, "g")
    assert one_line(a, "g") == count3 == moves_shown(b)
    # The other order: A misses B's move, then moves itself: A follows, and its bots answer B's move.
    a.evaluate("window.__deaf = true")
    b.click("button[data-key=end]")
    b.wait_for_function("(n) => document.querySelectorAll('.log li').length === n + 1", arg=count3, timeout=WAIT)
    a.click("button[data-key=end]")
    a.wait_for_selector(".notice:has-text('This game moved on in another window')")
    a.evaluate("window.__deaf = false")
    count4 = settle(a, b, "g")
    assert count4 >= count3 + 2 and one_line(b, "g") == count4
    # A reload shows the one game both tabs show.
    b.reload()
    b.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert settle(a, b, "g") == count4
    assert a.inner_text(".log") == b.inner_text(".log")
    # The tab that runs the bots goes: the other takes its lock and its bots answer the next move.
    a.close()
    b.click("button[data-key=end]")
    b.wait_for_function("(n) => document.querySelectorAll('.log li').length >= n + 2", arg=count4, timeout=WAIT)
    b.wait_for_selector("button[data-key=end]", timeout=WAIT)
    assert one_line(b, "g") == moves_shown(b)
    # Another tab clears the storage (the browser's event names no key then): the game is gone, and B says so.
    c = context.new_page()
    c.goto("/pyscript.toml")                            # a plain file of the same origin: no app in it
    c.evaluate("localStorage.clear()")
    b.wait_for_selector(".notice:has-text('This game was deleted in another window')", timeout=WAIT)
    assert watch(b).errors == []


def test_a_second_tab_of_a_game_on_several_devices_does_not_host_it(new_context):
    context = new_context()
    a = context.new_page()
    record = new_record(GAMES["shifting-stones"], [{"name": "Ada", "bot": None}, {"name": "Bea", "bot": None}],
                        None, 5)
    record.meta = {"id": "d", "created": 1, "updated": 2, "devices": [1]}
    clean_start(a, {SAVE + "d": record.to_json()})
    a.goto("/#/play/d")
    a.wait_for_selector("[data-screen=play]")
    assert a.locator("[data-key=hosted-elsewhere]").count() == 0
    b = open_tab(context, "/#/play/d")
    b.wait_for_selector("[data-key=hosted-elsewhere]")
    assert "hosted in another window" in b.inner_text("[data-key=hosted-elsewhere]")
    assert b.locator("tavolo-qr").count() == 0
    a.close()                                           # the host tab goes: this one hosts now
    b.wait_for_selector("[data-key=hosted-elsewhere]", state="detached", timeout=WAIT)


def deep_link():
    return "r1." + base64.urlsafe_b64encode(zlib.compress(DEEP.encode(), 9)).decode().rstrip("=")


def test_text_nested_100000_deep_is_refused_from_storage_a_link_and_a_file(new_context, watch, tmp_path):
    context = new_context()
    page = context.new_page()
    good = a_save("good")
    clean_start(page, {SAVE + "deep": DEEP, SAVE + "good": good})
    # Stored: the app starts, lists it as unreadable, and the good save opens.
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator(".save.broken").count() == 1
    assert "damaged" in page.inner_text(".save.broken")
    page.click("button[data-key=resume-good]")
    page.wait_for_selector("button[data-key=end]")
    # Its address: a screen of its own, not the last game's board.
    page.goto("/#/play/deep")
    page.wait_for_selector("[data-screen=broken]")
    assert page.inner_text("[data-screen=broken] h2") == "This game cannot be opened"
    assert page.locator(".board-wrap").count() == 0
    page.click("button[data-key=broken-home]")
    page.wait_for_selector("[data-screen=home]")
    # A shared link holding it, on a fresh start.
    link = open_tab(context, f"/#/share/{deep_link()}")
    link.wait_for_selector("[data-screen=broken]")
    assert link.inner_text("[data-screen=broken] h2") == "This link cannot be opened"
    assert "damaged or incomplete" in link.inner_text(".broken-why")
    link.click("button[data-key=broken-home]")
    link.wait_for_selector("[data-screen=home]")
    # An imported file holding it.
    deep_file = tmp_path / "deep.json"
    deep_file.write_text('{"format":1,"game":"shifting-stones","actions":' + DEEP + "}")
    link.set_input_files("input[data-action=import]", str(deep_file))
    link.wait_for_selector("[data-screen=broken]")
    assert link.inner_text("[data-screen=broken] h2") == "This file cannot be opened"
    link.click("button[data-key=broken-home]")
    link.wait_for_selector("[data-screen=home]")
    link.click("button[data-key=resume-good]")            # the page is still the app
    link.wait_for_selector("button[data-key=end]")
    assert stored(page, "deep") == DEEP and json.loads(stored(page, "good"))["game"] == "shifting-stones"
    assert watch(page).errors == [] and watch(link).errors == []


def test_a_full_storage_keeps_its_notice_until_a_save_succeeds(new_context, watch):
    context = new_context()
    context.add_init_script("""
        window.__full = true;
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
            if (window.__full && key.startsWith('tavolo.')) throw new DOMException('full', 'QuotaExceededError');
            return setItem.call(this, key, value);
        };
    """)
    page = context.new_page()
    page.goto("/pyscript.toml")
    page.evaluate("([k, v]) => { window.__full = false; localStorage.clear();"
                  " localStorage.setItem('tavolo.bot_pace_ms', '0');"
                  " localStorage.setItem(k, v); }", [SAVE + "f", a_save("f")])
    page.goto("/#/play/f")
    page.wait_for_selector("button[data-key=end]", timeout=BOOT_TIMEOUT_MS)
    page.click("button[data-key=end]")
    page.wait_for_selector("[data-key=storage-full]")
    for _ in range(3):                                  # taps come and go; saves keep failing: the notice stays
        page.wait_for_selector("button[data-key=end]", timeout=WAIT)
        page.click("button[data-key=menu]")
        page.click("button[data-key=menu-close]")
        assert "storage is full" in page.inner_text("[data-key=storage-full]")
        page.click("button[data-key=end]")
    with page.expect_download() as download:
        page.click("button[data-key=storage-export]")
    kept = json.loads(open(download.value.path()).read())
    page.wait_for_selector("button[data-key=end]", timeout=WAIT)
    assert len(kept["actions"]) == moves_shown(page) > len(json.loads(stored(page, "f"))["actions"])
    page.evaluate("window.__full = false")
    page.click("button[data-key=end]")
    page.wait_for_selector("[data-key=storage-full]", state="detached")
    assert "Saved again" in page.inner_text(".notice")
    page.wait_for_selector("button[data-key=end]", timeout=WAIT)
    assert len(json.loads(stored(page, "f"))["actions"]) == moves_shown(page)
    assert watch(page).errors == []
