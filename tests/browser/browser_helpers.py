"""Steps that the browser tests of every game share (a module of its own: pytest imports test helpers by name)."""

import time

BOOT_TIMEOUT_MS = 60_000
# As the app's (src/tavolo/ui/app.py): a click this soon after the last one, at the same place, is the second tap
# of a double tap, and dropped.
DOUBLE_TAP_S = 0.45

# What #app shows at the first frame after the page is parsed (tests of an address's opening screen).
OPENING_PROBE = """
document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(() => {
  const shown = (el) => getComputedStyle(el).display !== "none" && el.getClientRects().length > 0;
  window.__opening = {ready: document.body.hasAttribute("data-ready"),
                      text: document.getElementById("app").innerText.trim(),
                      home: [...document.querySelectorAll("#app .home")].some(shown)};
}));
"""


def clean_start(page, settings=None):
    """The app booted afresh on the home screen with no saves (and the given localStorage settings).

    The page first leaves the app for a plain file of the same origin: nothing of the last test (a bot still
    thinking, an autosave) runs any more, so nothing can write a save or an address back after the clearing.
    A shared page booted for this very test on empty storage is that already (no second boot)."""
    if not settings and getattr(page, "tavolo_pristine", False):
        page.tavolo_pristine = False
        return page
    page.goto("about:blank")
    page.goto("/pyscript.toml")
    page.evaluate("(settings) => { localStorage.clear();"
                  " for (const [k, v] of Object.entries(settings)) localStorage.setItem(k, v); }", settings or {})
    page.goto("/")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    return page


def tap(page, selector, **kwargs):
    """A click never taken for the second tap of a double tap: when it lands near the last click made by tap() on
    this page, and sooner than the app's double-tap window, it waits the window out first (a test that clicks the
    same spot twice in a row would otherwise lose the second click and wait for it in vain)."""
    box = page.locator(selector).first.bounding_box(timeout=kwargs.get("timeout"))
    where = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2) if box else None
    last_at, last_where = getattr(page, "tavolo_last_tap", (0.0, None))
    near = where is None or last_where is None or abs(where[0] - last_where[0]) + abs(where[1] - last_where[1]) < 30
    wait = last_at + DOUBLE_TAP_S + 0.05 - time.monotonic()
    if near and wait > 0:
        page.wait_for_timeout(wait * 1000)
    page.click(selector, **kwargs)
    page.tavolo_last_tap = (time.monotonic(), where)


def fast_bots(page):
    """A clean start with bots that move as soon as they have chosen."""
    return clean_start(page, {"tavolo.bot_pace_ms": "0"})


def choose_lang(page, lang):
    """Taps a language on the home screen and waits until the page shows it (a language other than English is
    fetched the first time it is shown)."""
    page.click(f"button[data-key=lang-{lang}]")
    page.wait_for_selector(f"button[data-key=lang-{lang}][aria-pressed=true]", state="attached")


def start_game(page, game_id, seats, options=None, until="[data-screen=play]"):
    """From the home screen, through the new-game form: seats is a list of (who, name); waits for `until`."""
    page.click(f"button[data-key='new-{game_id}']")
    page.select_option("select[name=count]", str(len(seats)))
    for seat, (who, name) in enumerate(seats):
        page.select_option(f"select[name=who{seat}]", who)
        page.fill(f"input[name=name{seat}]", name)
    for key, value in (options or {}).items():
        page.select_option(f"select[name='opt-{key}']", value)
    page.click("button[data-key=start]")
    page.wait_for_selector(until)
    return page
