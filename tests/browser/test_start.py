"""How the page starts Python: afresh on a first visit, which does not wait for the build's memory snapshot
but keeps it for the next visit; from the snapshot on that next visit (runtime.mjs); afresh again when the
snapshot is missing, damaged or made for something else; and from the snapshot offline. Each way ends in an
app that works: a game starts and a move is played."""

from __future__ import annotations

import json
import re
import shutil
import struct
from pathlib import Path

import pytest

from browser_helpers import start_game
from tests.site_files import brotli_bytes, unbrotli_bytes

ROOT = Path(__file__).resolve().parents[2]
SITE_DIR = ROOT / "build" / "site"
SNAPSHOT = "tavolo.snapshot"
RUNTIME = "document.documentElement.dataset.runtime"


def plays(page):
    """Starts a Shifting Stones game from the home screen and plays one move: the app is working."""
    page.evaluate("() => localStorage.setItem('tavolo.bot_pace_ms', '0')")
    start_game(page, "shifting-stones", [("person", "Ada"), ("random", "Bot")])
    page.click("button.card")
    page.click("button[data-key=mode-shift]")
    page.click("button[data-key=tile4]")
    page.click("button[data-key=tile5]")
    page.wait_for_selector("button[data-key=end]")
    saves = page.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('tavolo.save.'))")
    assert len(saves) == 1
    record = json.loads(page.evaluate("(key) => localStorage.getItem(key)", saves[0]))
    assert record["actions"], "the move was not recorded"


def warnings(page_watch):
    return [text for kind, text in page_watch.console if kind == "warning" and text.startswith("Tavolo:")]


def test_a_first_visit_starts_afresh_and_the_next_one_from_the_snapshot(context, boot, watch):
    page = context.new_page()
    boot(page)
    assert page.evaluate(RUNTIME) == "fresh"
    # The service worker's precache brought the snapshot once the app was up; the page itself never asked for
    # it, and took the standard library from the site's own archive.
    page.evaluate("navigator.serviceWorker.ready")
    cached = page.evaluate("""async () => {
        const version = document.querySelector('meta[name="tavolo-version"]').content;
        return (await (await caches.open("tavolo-" + version)).keys()).map((request) => request.url);
    }""")
    assert any(url.endswith("/" + SNAPSHOT) for url in cached)
    asked = page.evaluate("""() => performance.getEntriesByType("resource").map((e) => e.name)""")
    assert not any(url.endswith("/" + SNAPSHOT) for url in asked), asked
    assert any(url.endswith("/stdlib.zip") for url in asked)
    assert not any(url.endswith("/python_stdlib.zip") for url in asked)
    plays(page)

    page.context.add_init_script("window.__shares = []; window.addEventListener('tavolo:progress', (e) => "
                                 "{ __shares.push([e.detail.snapshot, document.getElementById('boot-progress')"
                                 "?.value]); });")
    page.evaluate("() => localStorage.clear()")
    page.goto("/")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    assert page.evaluate(RUNTIME) == "snapshot"
    # The snapshot's reading moves the progress bar, up to its end.
    shares = page.evaluate("window.__shares")
    assert shares and shares[-1][0] == 1, shares
    assert shares == sorted(shares), shares
    # Sent compressed with Content-Encoding (netlify.toml): the browser unpacks it off the page's main thread.
    encoding = page.evaluate("""async (url) => (await fetch(url, {cache: "no-store"})).headers.get("content-encoding")""",
                             "./" + SNAPSHOT)
    assert encoding == "br"
    # Opening the new-game form imports the game's bots, which the snapshot does not hold: from tavolo.zip,
    # which runtime.mjs put in place after the restore.
    plays(page)
    record = watch(page)
    assert record.errors == [], record.errors
    assert warnings(record) == []


def damaged(data: bytes) -> bytes:
    """The compressed snapshot with bytes flipped in the middle: the browser cannot unpack it."""
    middle = len(data) // 2
    return data[:middle] + bytes(b ^ 0x5A for b in data[middle:middle + 64]) + data[middle + 64:]


def truncated(data: bytes) -> bytes:
    """A valid compressed file of the snapshot's first half: only the length check can tell."""
    raw = unbrotli_bytes(data)
    return brotli_bytes(raw[:len(raw) // 2])


def other_build(data: bytes) -> bytes:
    """The same heap, stamped with another Pyodide BUILD_ID (words 4-11 of the header)."""
    raw = bytearray(unbrotli_bytes(data))
    struct.pack_into("<I", raw, 16, struct.unpack_from("<I", raw, 16)[0] ^ 0xFFFFFFFF)
    return brotli_bytes(bytes(raw))


FALLBACKS = {
    # what the deploy looks like -> what the page must say in its warning, on the first visit (which keeps the
    # snapshot for the next one) or on the next (which tries it); as built, the next visit restores it
    "as-built": ("nothing", None, None),
    "missing": (None, "could not be kept", None),
    "damaged": (damaged, "could not be kept", None),
    "truncated": (truncated, None, " bytes, not "),
    "other-build": (other_build, None, "another Pyodide build"),
    "other-sources": ("sources", None, "did not restore"),
}


@pytest.mark.parametrize("case", sorted(FALLBACKS))
def test_with_no_service_worker_the_http_cache_keeps_the_snapshot_and_one_that_does_not_fit_means_a_fresh_start(
        case, new_context, site, watch, tmp_path):
    change, first_says, next_says = FALLBACKS[case]
    deploy = tmp_path / "site"
    shutil.copytree(SITE_DIR, deploy)
    snapshot = deploy / SNAPSHOT
    assert snapshot.is_file(), "the build made no snapshot"
    if change is None:
        snapshot.unlink()
    elif change == "nothing":
        pass
    elif change == "sources":
        runtime = deploy / "runtime.mjs"
        text = unbrotli_bytes(runtime.read_bytes()).decode()
        assert re.search(r'"sources": "[0-9a-f]+"', text)
        runtime.write_bytes(brotli_bytes(re.sub(r'"sources": "[0-9a-f]+"', '"sources": "0000000000000000"',
                                                text).encode()))
    else:
        snapshot.write_bytes(change(snapshot.read_bytes()))

    with site.serving(deploy):
        # No service worker: this deploy's files, not a worker's cache; runtime.mjs keeps the snapshot in the
        # HTTP cache itself.
        context = new_context(service_workers="block")
        page = context.new_page()
        page.goto("/")
        page.wait_for_selector("body[data-ready]", state="attached", timeout=90_000)
        assert page.evaluate(RUNTIME) == "fresh"
        page.wait_for_function("document.documentElement.dataset.snapshotKept !== undefined", timeout=30_000)
        record = watch(page)
        said = warnings(record)
        if first_says:
            assert any(first_says in text for text in said), said
        else:
            assert said == [] and page.evaluate("document.documentElement.dataset.snapshotKept") == "yes"
        record.clear()
        page.reload()
        page.wait_for_selector("body[data-ready]", state="attached", timeout=90_000)
        assert page.evaluate(RUNTIME) == ("snapshot" if case == "as-built" else "fresh")
        said = warnings(record)
        if next_says:
            assert any(next_says in text for text in said), said
        else:           # nothing tried (a missing or damaged file is tried for keeping again, and said again)
            assert [text for text in said if not (first_says and first_says in text)] == [], said
        plays(page)
        errors = record.errors
        if case == "missing":           # the fetch of the missing file: a 404, nothing else
            errors = [e for e in errors if "404" not in e]
        if case == "damaged":           # the browser failed to unpack what was sent compressed
            errors = [e for e in errors if "ERR_CONTENT_DECODING_FAILED" not in e]
        assert errors == [], errors


def test_offline_reload_starts_from_the_snapshot_in_the_workers_cache(context, site, boot, watch):
    page = context.new_page()
    boot(page)
    page.evaluate("navigator.serviceWorker.ready")
    cached = page.evaluate("""async () => {
        const version = document.querySelector('meta[name="tavolo-version"]').content;
        const cache = await caches.open("tavolo-" + version);
        return (await cache.keys()).map((request) => request.url);
    }""")
    assert any(url.endswith("/" + SNAPSHOT) for url in cached)
    with site.stopped():
        page.reload()
        page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert page.evaluate(RUNTIME) == "snapshot"
        plays(page)
    assert watch(page).errors == []


# Recorded in the page by the first DOMContentLoaded listener (this script runs before the page's own): what
# shows before Python is up. The kept board must be there already: boot.js paints it once the page is parsed,
# before the deferred scripts and PyScript's modules run.
EARLY_BOARD = """
document.addEventListener("DOMContentLoaded", () => {
  const app = document.getElementById("app");
  window.__early = {t: performance.now(), ready: document.body.hasAttribute("data-ready"),
                    stale: app.hasAttribute("data-stale"), busy: app.getAttribute("aria-busy"),
                    board: !!app.querySelector(".board-wrap"), cards: app.querySelectorAll("button.card").length};
});
"""


def test_a_resumed_game_is_painted_before_python_and_a_tap_on_it_is_carried_out(context, boot, watch):
    page = context.new_page()
    boot(page)
    page.evaluate("() => localStorage.setItem('tavolo.bot_pace_ms', '0')")
    start_game(page, "shifting-stones", [("person", "Ada"), ("random", "Bot")])
    page.wait_for_selector("button.card")
    save = page.evaluate("() => location.hash.split('/')[2]")
    # Kept as "<save id>\n<language>\n<html>" (static/boot.js)
    page.wait_for_function("(id) => (localStorage.getItem('tavolo.paint') || '').split('\\n')[0] === id",
                           arg=save, timeout=5000)
    card = page.get_attribute("button.card", "data-card")

    context.add_init_script(EARLY_BOARD)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_function("() => window.__early !== undefined", polling=10)
    early = page.evaluate("window.__early")
    assert early["ready"] is False
    assert early["stale"] and early["busy"] == "true" and early["board"] and early["cards"] >= 1, early
    # A tap on the kept board while Python is still starting.
    tapped = page.evaluate("""(card) => {
        const ready = document.body.hasAttribute("data-ready");
        document.querySelector(`#app[data-stale] button.card[data-card="${card}"]`).click();
        return ready;
    }""", card)
    assert tapped is False, "Python was up before the tap: nothing was kept"
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    # Carried out once the app is up: the card is chosen, the page answers again.
    page.wait_for_selector(f'button.card.selected[data-card="{card}"][aria-pressed="true"]', timeout=5000)
    assert page.evaluate("document.getElementById('app').hasAttribute('data-stale')") is False
    assert page.evaluate("document.getElementById('app').getAttribute('aria-busy')") is None
    assert watch(page).errors == []
    print(f"kept board painted at {early['t']:.0f} ms")


def test_a_game_of_several_people_is_never_kept(context, boot):
    page = context.new_page()
    boot(page)
    start_game(page, "shifting-stones", [("person", "Ada"), ("person", "Bea")], until="[data-screen=play]")
    page.wait_for_timeout(1500)
    assert page.evaluate("localStorage.getItem('tavolo.paint')") is None
