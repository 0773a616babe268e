"""What the phone-table tests of Carcassonne, Shifting Stones and Romi Rami share: a saved position opened on a
phone, the phone held upright and then on its side, and what a person cannot see whole on its first screen."""

from __future__ import annotations

from browser_helpers import clean_start
from phone_helpers import PORTRAIT, seen_whole

SAVE = "tavolo.save."


def open_on_a_phone(new_context, record, ready, lang="en"):
    """A phone (held upright) that boots the app once with `record` saved, then opens it; waits for `ready`."""
    page = new_context(**PORTRAIT).new_page()
    clean_start(page, {SAVE + record.meta["id"]: record.to_json(), "tavolo.lang": lang})
    page.evaluate("(r) => { location.hash = '#/' + r; }", f"play/{record.meta['id']}")
    page.wait_for_selector(ready)
    return page


def held(page, size):
    """The phone held as `size` says (PORTRAIT or LANDSCAPE): the page laid out again for it."""
    page.set_viewport_size(size["viewport"])
    return settled(page)


def settled(page):
    """The page once every move it shows has played (a piece sliding into place is not yet where it lands)."""
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
    page.wait_for_function("() => document.getAnimations().every(a => a.playState !== 'running')")
    return page


def unseen(page, wanted):
    """What of `wanted` ({selector: every match or only the first}) a person cannot see whole on the screen now."""
    return [problem for selector, every in wanted.items() for problem in seen_whole(page, selector, every)]
