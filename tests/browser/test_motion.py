"""Moves you can watch (static/morph.js), in Chromium: a piece slides in an SVG map by the map's own units, a piece
whose face changes turns over, a piece that comes from another's place slides from there once, numbers count, a
board pushed down as a whole (a menu opened above it) moves no piece; and on the four boards: the drawn Carcassonne
tile slides onto its square, Citadels gold counts, a picked character comes from its button, Shifting Stones'
swapped stones trade places and a flipped one turns."""

from __future__ import annotations

import re

import pytest

from browser_helpers import clean_start, fast_bots, start_game
from test_play_carcassonne import click_and_wait

# Every call of element.animate, with the element's key and the first keyframe's transform.
RECORD_JS = """() => {
  window.__moves = [];
  if (Element.prototype.animate.__recorded) return;
  const original = Element.prototype.animate;
  const recorded = function (frames, options) {
    window.__moves.push({key: this.getAttribute('data-flip'), from: (frames[0] || {}).transform || null,
                         opacity: (frames[0] || {}).opacity, tag: this.tagName.toLowerCase()});
    return original.call(this, frames, options);
  };
  recorded.__recorded = true;
  Element.prototype.animate = recorded;
}"""

# Every text a counter showed, in order.
COUNTERS_JS = """() => {
  window.__counts = {};
  const seen = (el) => { const k = el.dataset.count; (window.__counts[k] = window.__counts[k] || []).push(el.textContent); };
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      if (el && el.dataset && el.dataset.count !== undefined) seen(el);
    }
  }).observe(document.body, {subtree: true, childList: true, characterData: true});
}"""


def sandbox(page):
    """A root outside the app's own, for morphing hand-made screens."""
    page.evaluate("""() => { let s = document.getElementById('motion-sandbox');
      if (!s) { s = document.createElement('div'); s.id = 'motion-sandbox'; document.body.prepend(s); }
      s.innerHTML = ''; }""")
    page.evaluate(RECORD_JS)


def started(page):
    """The page once the frame after its last morph came: the slides start there, not in the morph's task."""
    page.wait_for_function("() => !window.tavoloMotion.due()")
    return page


def morph(page, html, animate=True):
    page.evaluate("([html, animate]) => window.tavoloMorph(document.getElementById('motion-sandbox'), html, animate)",
                  [html, animate])
    return started(page).evaluate("() => window.__moves.splice(0)")


@pytest.fixture
def booted(shared_page):
    page = shared_page
    if page.url.endswith("/") is False or not page.evaluate("() => !!document.body.dataset.ready"):
        clean_start(page)
    return page


MAP = ('<svg viewBox="0 0 400 100" width="800" height="200" style="display:block">'
       '<rect width="400" height="100" fill="#eee"/>'
       '<g transform="translate({x},0)"><rect data-flip="tile:1" width="100" height="100" fill="#444"/></g></svg>')


def test_a_piece_in_a_map_slides_by_the_maps_units(booted):
    page = booted
    sandbox(page)
    morph(page, MAP.format(x=0))
    moves = morph(page, MAP.format(x=200))
    # 200 units to the right on a map drawn at 2 px a unit: it starts 400 px, that is 200 units, to the left.
    assert [(m["key"], m["from"]) for m in moves] == [("tile:1", "translate(-200px,0px) scale(1,1)")]
    # The map fitted anew (another viewBox): a tile that stays on its square does not slide.
    zoomed = MAP.format(x=200).replace('viewBox="0 0 400 100"', 'viewBox="-400 -100 800 200"')
    assert morph(page, zoomed) == []


def test_the_slides_start_in_the_frame_after_the_morph_and_a_tap_before_it_drops_them(booted):
    """Reading where the pieces landed lays the page out: done in the next frame, the task that morphs the
    screen stays short on a phone. A tap before that frame (the person acts again) means no slide at all."""
    page = booted
    sandbox(page)
    morph(page, MAP.format(x=0))
    in_task = page.evaluate("""(html) => {
      window.tavoloMorph(document.getElementById('motion-sandbox'), html, true);
      return [window.__moves.length, window.tavoloMotion.due()]; }""", MAP.format(x=200))
    assert in_task == [0, True]
    assert [m["key"] for m in started(page).evaluate("() => window.__moves.splice(0)")] == ["tile:1"]
    page.evaluate("""(html) => {
      window.tavoloMorph(document.getElementById('motion-sandbox'), html, true);
      window.tavoloMotion.finish(); }""", MAP.format(x=0))
    assert started(page).evaluate("() => window.__moves.splice(0)") == []
    page.evaluate("() => document.getElementById('motion-sandbox').remove()")


def test_a_flat_piece_in_a_map_still_slides(booted):
    # A tile that shows one straight road has a box of no height: it must move all the same.
    page = booted
    sandbox(page)
    road = MAP.replace('<rect data-flip="tile:1" width="100" height="100" fill="#444"/>',
                       '<line data-flip="tile:1" x1="0" y1="50" x2="100" y2="50" stroke="#444" stroke-width="8"/>')
    morph(page, road.format(x=0))
    moves = morph(page, road.format(x=200))
    assert [(m["key"], m["from"]) for m in moves] == [("tile:1", "translate(-200px,0px) scale(1,1)")]


def test_a_face_that_changes_turns_and_a_piece_from_elsewhere_slides_from_there_once(booted):
    page = booted
    sandbox(page)
    row = ('<div style="display:flex">'
           '<span data-flip="stone:0" data-face="{a}" {fa} style="width:50px;height:50px">{a}</span>'
           '<span data-flip="stone:1" data-face="{b}" {fb} style="width:50px;height:50px">{b}</span></div>')
    morph(page, row.format(a="S", b="F", fa="", fb=""))
    turned = morph(page, row.format(a="M", b="F", fa="", fb=""))
    assert [(m["key"], m["from"]) for m in turned] == [("stone:0", "scaleX(0)")]
    swap = row.format(a="F", b="M", fa='data-flip-from="stone:1@7"', fb='data-flip-from="stone:0@7"')
    swapped = morph(page, swap)
    assert sorted((m["key"], m["from"]) for m in swapped) == [
        ("stone:0", "translate(50px,0px) scale(1,1)"), ("stone:1", "translate(-50px,0px) scale(1,1)")]
    assert morph(page, swap) == []                         # the same position drawn again: nothing replays


def test_a_board_pushed_down_as_a_whole_moves_no_piece(booted):
    page = booted
    sandbox(page)
    screen = ('{menu}<div class="board-wrap"><div style="display:flex">'
              '<span data-flip="card:a" style="width:50px;height:50px">A</span>'
              '<span data-flip="card:b" style="width:50px;height:50px">B</span></div></div>')
    morph(page, screen.format(menu=""))
    # A menu opened above the board: everything on it is lower down, but nothing moved on the table.
    assert morph(page, screen.format(menu='<nav style="height:60px">Menu</nav>')) == []
    # A piece that really moves still slides, by its move on the board alone.
    swapped = screen.format(menu='<nav style="height:60px">Menu</nav>').replace("card:a", "card:x") \
        .replace("card:b", "card:a").replace("card:x", "card:b")
    assert sorted((m["key"], m["from"]) for m in morph(page, swapped)) == [
        ("card:a", "translate(-50px,0px) scale(1,1)"), ("card:b", "translate(50px,0px) scale(1,1)")]
    page.evaluate("() => document.getElementById('motion-sandbox').remove()")


def test_a_part_with_the_digest_it_already_shows_is_left_as_it_is(booted):
    page = booted
    sandbox(page)
    morph(page, '<div class="board-wrap"><ul data-same="d1"><li>one</li></ul><p>a</p></div>')
    page.evaluate("() => { document.querySelector('#motion-sandbox li').tavoloMark = 'kept'; }")
    # The same digest: the part is not compared again (here the test lies about its content to see that).
    morph(page, '<div class="board-wrap"><ul data-same="d1"><li>two</li></ul><p>b</p></div>')
    assert page.inner_text("#motion-sandbox ul") == "one" and page.inner_text("#motion-sandbox p") == "b"
    assert page.evaluate("() => document.querySelector('#motion-sandbox li').tavoloMark") == "kept"
    # Another digest: the part is morphed like any other.
    morph(page, '<div class="board-wrap"><ul data-same="d2"><li>two</li></ul><p>b</p></div>')
    assert page.inner_text("#motion-sandbox ul") == "two"
    page.evaluate("() => document.getElementById('motion-sandbox').remove()")


def test_numbers_count_to_their_new_value_and_a_tap_ends_them(booted):
    page = booted
    sandbox(page)
    page.evaluate(COUNTERS_JS)
    morph(page, '<p><span data-count="gold:0">2</span> gold</p>')
    morph(page, '<p><span data-count="gold:0">9</span> gold</p>')
    assert page.evaluate("() => window.tavoloMotion.running()") == 1
    page.wait_for_function("() => window.tavoloMotion.running() === 0")
    shown = page.evaluate("() => window.__counts['gold:0']")
    assert shown[0] in ("9", "2") and shown[-1] == "9" and "2" in shown and len(set(shown)) > 2, shown
    morph(page, '<p><span data-count="gold:0">30</span> gold</p>')
    page.mouse.click(2, 2)                                 # the person acts: the number is final at once
    assert page.evaluate("() => document.querySelector('[data-count]').textContent") == "30"
    assert page.evaluate("() => window.tavoloMotion.running()") == 0
    page.emulate_media(reduced_motion="reduce")
    try:
        assert morph(page, '<p><span data-count="gold:0">31</span> gold</p>') == []
        assert page.evaluate("() => window.tavoloMotion.running()") == 0
    finally:
        page.emulate_media(reduced_motion="no-preference")
        page.evaluate("() => document.getElementById('motion-sandbox').remove()")


# ---- on the boards --------------------------------------------------------------------------------------------
def test_the_drawn_tile_slides_from_the_panel_onto_the_chosen_square(shared_page):
    page = fast_bots(shared_page)
    start_game(page, "carcassonne", [("person", "Ada"), ("easy", "Bot")])
    page.evaluate(RECORD_JS)
    key = page.get_attribute(".cc-tile-panel [data-flip]", "data-flip")
    assert key == "tile:1"
    # A square on the map as drawn, not one under the zoom buttons over its corner (the tiles differ game to game).
    cell = page.evaluate("""() => [...document.querySelectorAll('.cc-cell')].find(c => {
        const r = c.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === c; }).dataset.key""")
    page.click(f".cc-cell[data-key='{cell}']")
    page.wait_for_selector(f".cc-preview [data-flip='{key}']", state="attached")
    moves = [m for m in started(page).evaluate("() => window.__moves") if m["key"] == key]
    assert moves and moves[0]["from"].startswith("translate(") and moves[0]["from"] != "translate(0px,0px) scale(1,1)"
    # Placed and ended: the bot's tile then slides from its panel onto the map, where it is a tile of the map.
    page.evaluate("() => { window.__moves = []; }")
    click_and_wait(page, "button[data-key=place]", "button[data-key=no-follower]")
    click_and_wait(page, "button[data-key=no-follower]", ".cc-tile-panel:not(.action-bar), .cc-cell")
    page.wait_for_function("() => window.__moves.some(m => m.key === 'tile:2' && m.tag === 'use')")


def test_citadels_gold_counts_and_a_picked_character_comes_from_its_button(shared_page):
    page = fast_bots(shared_page)
    start_game(page, "citadels", [("person", "Ada"), ("easy", "Bot 2"), ("easy", "Bot 3")],
               options={"crown": "seat1"})
    page.evaluate(RECORD_JS)
    page.evaluate(COUNTERS_JS)
    page.wait_for_selector(".ci-pool button[data-action=move]")
    choice = page.get_attribute(".ci-pool button[data-action=move] [data-flip]", "data-flip")
    page.click(".ci-pool button[data-action=move]")
    assert choice.startswith("choice:")
    page.wait_for_function("() => window.__moves.some(m => m.key && m.key.startsWith('held:0:') && m.from && "
                           "m.from.startsWith('translate('))")
    # Play on to Ada's turn and take gold: her counter goes up from what it showed.
    before = None
    for _ in range(60):
        take = page.locator("button[data-action=move][data-move='[\"gold\"]']")
        if take.count():
            before = int(page.text_content("[data-count='gold:0']"))
            page.evaluate("() => { window.__counts = {}; }")
            take.first.click()
            break
        picks = page.locator(".ci-pool button[data-action=move]")
        if picks.count():
            picks.first.click()
        ends = page.locator("button[data-action=move][data-move='[\"end\"]']")
        if ends.count():
            ends.first.click()
        page.wait_for_timeout(150)
    assert before is not None, "Ada never had a turn to take gold"
    page.wait_for_function("(n) => Number(document.querySelector(\"[data-count='gold:0']\").textContent) >= n",
                           arg=before + 2)
    shown = page.evaluate("() => window.__counts['gold:0']")
    assert str(before) in shown and int(shown[-1]) >= before + 2, shown


def test_swapped_stones_trade_places_and_a_flipped_one_turns(shared_page):
    page = fast_bots(shared_page)
    start_game(page, "shifting-stones", [("person", "Ada"), ("easy", "Bot")])
    page.evaluate(RECORD_JS)
    page.click("button.card")
    page.click("button[data-key=mode-shift]")
    page.click("button[data-key=tile0]")
    page.click("button[data-key=tile1]")
    page.wait_for_function("() => window.__moves.filter(m => m.key && m.key.startsWith('stone:')).length >= 2")
    # Each stone's start, less the shift of the whole board (a block above it may have grown meanwhile).
    starts = {m["key"]: [float(v) for v in re.findall(r"-?[\d.]+(?=px)", m["from"])]
              for m in page.evaluate("() => window.__moves") if (m["key"] or "").startswith("stone:")}
    board_dx = starts["stone:2"][0] if "stone:2" in starts else 0.0         # a stone that did not move: none
    dx = {f"stone:{cell}": starts.get(f"stone:{cell}", [board_dx])[0] - board_dx for cell in range(9)}
    assert dx["stone:0"] > 40 and abs(dx["stone:0"] + dx["stone:1"]) < 1, dx      # 0 came from 1's square, 1 from 0's
    assert all(abs(dx[f"stone:{cell}"]) < 1 for cell in range(2, 9)), dx
    page.evaluate("() => { window.__moves = []; }")
    page.click("button.card")
    page.click("button[data-key=mode-flip]")
    page.click("button[data-key=tile4]")
    page.wait_for_function("() => window.__moves.some(m => m.key === 'stone:4' && m.from === 'scaleX(0)')")
