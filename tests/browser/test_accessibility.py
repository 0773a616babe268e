"""An automated accessibility audit (axe-core, a test-only npm dependency injected into the page) of every
screen of every game, at desktop and phone width, in English and Italian: no serious or critical violation, and
no element that takes focus without a name in Chromium's own accessibility tree (CDP). And every screen reflows
at 320 CSS px (a desktop at 400% zoom): no sideways scrolling, no control out of sight, no word cut."""

from __future__ import annotations

import pytest

from browser_helpers import choose_lang
from phone_helpers import CLIPPED
from saved_games import person_to_move

from tavolo.games import GAMES

from test_play_feel import bot_record, go, store
from tests.browser.conftest import BOOT_TIMEOUT_MS, ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations.filter(v => v.impact === "serious" || v.impact === "critical").map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 4).map(n => n.target.join(" ") + " :: " + n.failureSummary.split("\\n").slice(0, 3).join(" "))
  }));
}"""


SMALL_TARGETS = """() => {
  const small = [];
  for (const el of document.querySelectorAll('#app button, #app summary, #app select, #app input[type=text],'
                                             + ' #app label.btn, #app [role=button]')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;           // not shown
    if (box.width < 43.5 || box.height < 43.5)
      small.push(`${el.tagName.toLowerCase()}[data-key=${el.dataset.key || ""}] ${Math.round(box.width)}x${Math.round(box.height)}`);
  }
  return small;
}"""


def unnamed_focusables(page) -> list:
    """Every element of the page that takes focus and has no name, in Chromium's own accessibility tree (what a
    screen reader is given), not in axe's reading of the DOM."""
    session = page.context.new_cdp_session(page)
    try:
        nodes = session.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        session.detach()
    found = []
    for node in nodes:
        props = {p["name"]: p.get("value", {}).get("value") for p in node.get("properties", [])}
        if node.get("ignored") or not props.get("focusable"):
            continue
        role = node.get("role", {}).get("value")
        name = (node.get("name") or {}).get("value", "")
        if role in ("RootWebArea", "WebArea", "generic", "none", "presentation") and not name:
            if role in ("RootWebArea", "WebArea"):
                continue
        if not str(name).strip():
            found.append(f"{role} #{node.get('backendDOMNodeId')}")
    return found


# What does not reflow: the page wider than the window, a control (outside the map, which pans in its own box)
# that sticks out of it at either side.
OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  const wide = document.documentElement.scrollWidth;
  if (wide > width + 1) out.push(`the page is ${wide} px wide`);
  for (const el of document.querySelectorAll('#app button, #app a[href], #app input, #app select, #app summary,'
                                             + ' #app [role=button], #app [tabindex]')) {
    if (el.closest('svg[data-map]')) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) continue;      // not shown, or a name for screen readers only
    if (box.left < -1 || box.right > width + 1)
      out.push(`${el.tagName.toLowerCase()}[data-key=${el.dataset.key || ""}] "${(el.innerText || "").trim()
               .slice(0, 30)}" at ${Math.round(box.left)}..${Math.round(box.right)}`);
  }
  return out;
}"""


def records():
    """For each game: a game in progress with a person to move, and a finished one."""
    out = []
    for game in GAMES.values():
        seats = [("Ada", None)] + [(f"Bot {i}", "random") for i in range(1, max(2, game.min_seats))]
        playing, _ = bot_record(game.id, seats, 21, moves=6, save_id=f"{game.id}-playing")
        finished, _ = bot_record(game.id, seats, 22, save_id=f"{game.id}-over")
        out += [playing, finished]
    # A game with a seat played on its own device: the host's panel with the seat's join code.
    hosted, _ = bot_record("carcassonne", [("Ada", None), ("Bea", None)], 23, moves=4, save_id="cc-devices")
    hosted.meta["devices"] = [1]
    return out + [hosted]


def screens():
    routes = ["home"]
    for game_id in GAMES:
        routes += [f"new/{game_id}", f"rules/{game_id}", f"play/{game_id}-playing", f"play/{game_id}-playing/menu",
                   f"play/{game_id}-over", f"replay/{game_id}-over"]
    # Several devices: the host's panel, a phone's join screen (a code that does not decode), a reply tab.
    return routes + ["play/cc-devices", "join/AAAA", "reply/AAAA"]


@pytest.mark.parametrize("width", [1280, 390])
def test_no_serious_or_critical_violation_on_any_screen(new_context, width):
    context = new_context(viewport={"width": width, "height": 900}, **({"has_touch": True, "is_mobile": True}
                                                                      if width < 600 else {}))
    page = context.new_page()
    page.emulate_media(reduced_motion="reduce")     # colours are measured at rest, not halfway through a fade
    page.goto("/")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    store(page, *records())
    page.evaluate(AXE.read_text(encoding="utf-8"))
    found = {}
    for lang in ("en", "it"):
        go(page, "home")
        choose_lang(page, lang)
        for route in screens():
            go(page, route)
            for violation in page.evaluate(RUN_AXE):
                found.setdefault(f"{lang} {route} {violation['id']}", violation)
            unnamed = unnamed_focusables(page)
            if unnamed:
                found.setdefault(f"{lang} {route} unnamed focusable", {"help": "focusable without a name in "
                                                                       "Chromium's accessibility tree", "nodes": unnamed[:6]})
            if width < 600:                                     # touch: every target at least 44 px
                small = page.evaluate(SMALL_TARGETS)
                if small:
                    found.setdefault(f"{lang} {route} target-size",
                                     {"help": "tap targets under 44 px", "nodes": small[:6]})
    assert not found, "\n".join(f"{k}: {v['help']}: {v['nodes']}" for k, v in found.items())


def ss_scorable_record():
    """A Shifting Stones game in progress, the person to move with a card the grid lets them score now."""
    from tavolo.games.shifting_stones.data import match_cells
    for seed in range(30, 80):
        for moves in range(4, 40):
            record, state = bot_record("shifting-stones", [("Ada", None), ("Bot 1", "random")], seed, moves=moves,
                                       save_id="ss-mid")
            if state.is_over:
                break
            if state.current_player == 0 and any(match_cells(state.view(0)["grid"], c) for c in state.view(0)["hand"]):
                return record
    raise AssertionError("no position with a scorable card")


def rr_record(phase):
    """A Romi Rami game in progress, the person to move in `phase` ("take" or "complete")."""
    for seed in range(30, 80):
        for moves in range(4, 40):
            record, state = bot_record("romi-rami", [("Ada", None), ("Bot 1", "random")], seed, moves=moves,
                                       save_id=f"rr-{phase}")
            if state.is_over:
                break
            if state.current_player == 0 and state.view(0)["phase"] == phase and len(state.view(0)["hand"]) >= 3:
                return record
    raise AssertionError(f"no position in phase {phase}")


# Clicks that make a selection on a board, each followed by an audit.
SELECTIONS = {
    "ss-mid": [["button.card.scorable"], ["button[data-key=mode-flip]"], ["button.card:not(.scorable)"],
               ["button[data-key=mode-shift]"], ["button[data-key=tile4]"]],
    "rr-take": [["button[data-key=slot0]"], ["button[data-key=slot1]"]],
    "rr-complete": [["button[data-key=card0]"], ["button[data-key=card1]"], ["button[data-key=sort-suit]"]],
}


@pytest.mark.parametrize("width", [1280, 390])
def test_no_serious_or_critical_violation_mid_game_with_selections(new_context, width):
    context = new_context(viewport={"width": width, "height": 860}, **({"has_touch": True, "is_mobile": True}
                                                                      if width < 600 else {}))
    page = context.new_page()
    page.emulate_media(reduced_motion="reduce")
    page.goto("/")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    store(page, ss_scorable_record(), rr_record("take"), rr_record("complete"))
    page.evaluate(AXE.read_text(encoding="utf-8"))
    found = {}
    for lang in ("en", "it"):
        go(page, "home")
        choose_lang(page, lang)
        for save, steps in SELECTIONS.items():
            go(page, f"play/{save}")
            for index, (selector,) in enumerate(steps):
                if page.query_selector(selector) is None:
                    continue
                page.click(selector)
                for violation in page.evaluate(RUN_AXE):
                    found.setdefault(f"{lang} {save} step {index} {violation['id']}", violation)
    assert not found, "\n".join(f"{k}: {v['help']}: {v['nodes']}" for k, v in found.items())


def test_every_screen_reflows_at_320_css_px_as_a_desktop_at_400_percent_zoom(new_context):
    """1280x1024 at 400% zoom is a window of 320x256 CSS px: every screen of every game, in German (the longest
    words) and English, scrolls up and down only, with every control inside the window and no word cut."""
    page = new_context(viewport={"width": 320, "height": 256}, device_scale_factor=4).new_page()
    page.emulate_media(reduced_motion="reduce")
    page.goto("/")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    # and a game of each at more seats (three or four), the person to move after the bots
    crowded = [person_to_move(game_id) for game_id in GAMES]
    store(page, *records(), *crowded)
    found = []
    for lang in ("de", "en"):
        go(page, "home")
        choose_lang(page, lang)
        for route in screens() + [f"play/{record.meta['id']}" for record in crowded]:
            go(page, route)
            found += [f"{lang} {route}: {problem}" for problem in page.evaluate(OVERFLOW)]
            found += [f"{lang} {route}: cut: {problem}" for problem in page.evaluate(CLIPPED)]
    assert not found, "\n".join(found)
