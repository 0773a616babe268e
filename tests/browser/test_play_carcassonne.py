"""Carcassonne at the real site: a whole 2-seat game against a bot by mouse (turning, placing, followers), turns
by keyboard alone through the list of places, pan and zoom of the map, a phone's width, and placing by finger
on a phone (the map first on the screen, every square that fits highlighted, a close-up with spots of 44 px)."""

from __future__ import annotations

import random

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from browser_helpers import fast_bots, start_game, tap
from test_play_feel import bot_record, go, store

TURN_TIMEOUT = 60_000
NEXT = ".cc-cell, button[data-key=no-follower], button[data-key=rot-right], [data-screen=end]"


def fresh(page, clear_storage=None):
    return fast_bots(page)


def new_game(page, seats):
    start_game(page, "carcassonne", seats)


def click_and_wait(page, selector, until):
    """Click, then wait for `until`; a click taken for the second tap of a double tap is made again."""
    for _ in range(3):
        tap(page, selector)
        try:
            page.wait_for_selector(until, timeout=3000)
            return
        except PlaywrightTimeout:
            continue
    page.wait_for_selector(until, timeout=TURN_TIMEOUT)


def mouse_turn(page, pick):
    """One of the person's steps by mouse; False once the end table shows."""
    page.wait_for_selector(NEXT, timeout=TURN_TIMEOUT)
    if page.query_selector("[data-screen=end]"):
        return False
    if page.query_selector("button[data-key=no-follower]"):
        # The spots a finger can reach: those on top at their own centre.
        reachable = page.evaluate("""() => [...document.querySelectorAll('.cc-spot')].filter(b => {
            const r = b.getBoundingClientRect();
            return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b;
        }).map(b => b.dataset.key)""")
        if reachable and pick.random() < 0.5:
            tap(page, f".cc-spot[data-key='{pick.choice(reachable)}']")
            click_and_wait(page, "button[data-key=follower]", f"{NEXT}, .since")
        else:
            click_and_wait(page, "button[data-key=no-follower]", f"{NEXT}, .since")
        return True
    if pick.random() < 0.3:
        tap(page, "button[data-key=rot-right]")                # turning first: the same squares stay lit
        return True
    # Squares on the map as drawn, not under the zoom buttons over its corner (the tiles differ game to game).
    cells = page.evaluate("""() => [...document.querySelectorAll('.cc-cell')].filter(c => {
        const r = c.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === c; }).map(c => c.dataset.key)""")
    if not cells:
        page.click("button[data-key=zoom-all]")
        return True
    tap(page, f".cc-cell[data-key='{pick.choice(cells)}']")
    page.wait_for_selector("button[data-key=place]")
    assert page.locator(".cc-map .cc-preview").count() == 1        # the tile shows there before it is placed
    click_and_wait(page, "button[data-key=place]", "button[data-key=no-follower], [data-screen=end]")
    return True


def test_a_whole_two_seat_game_against_a_bot_by_mouse(page, clear_storage, watch):
    fresh(page, clear_storage)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    pick = random.Random(3)
    for _ in range(400):
        if not mouse_turn(page, pick):
            break
    page.wait_for_selector("[data-screen=end]")
    assert page.locator(".scores-table tbody tr").count() == 2
    header = page.inner_text(".scores-table thead")
    assert "Total" in header
    assert watch(page).errors == []


def test_turns_by_keyboard_alone_through_the_list_of_places(shared_page, clear_storage):
    page = fresh(shared_page, clear_storage)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    for turn in range(3):
        page.wait_for_selector("details.cc-move-list", timeout=TURN_TIMEOUT)
        page.focus("details.cc-move-list > summary")
        # opened once, the list comes back open on every later turn (and for the follower, below)
        assert page.eval_on_selector("details.cc-move-list", "d => d.open") == (turn > 0)
        if turn == 0:
            page.keyboard.press("Enter")
        page.keyboard.press("Tab")
        focused = page.evaluate("document.activeElement.dataset.move || ''")
        assert focused.startswith('["place"'), focused
        logs = page.locator(".log li").count()
        page.keyboard.press("Enter")
        page.wait_for_function("(n) => document.querySelectorAll('.log li').length > n", arg=logs)
        page.wait_for_selector("details.cc-move-list")
        page.focus("details.cc-move-list > summary")
        assert page.eval_on_selector("details.cc-move-list", "d => d.open")
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.dataset.move || ''").startswith('["')
        page.keyboard.press("Enter")
        page.wait_for_function("(n) => document.querySelectorAll('.log li').length > n + 1", arg=logs,
                               timeout=TURN_TIMEOUT)


def test_the_map_is_walked_square_by_square_with_the_arrow_keys_and_a_square_chosen_with_enter(shared_page,
                                                                                               clear_storage):
    """The grid read by keys: one tab stop, arrows from square to square (each named in words, the cursor on the
    drawn map and the square brought into view), Enter on a square where the drawn tile fits chooses it."""
    page = fresh(shared_page, clear_storage)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    show_cells(page)
    grid = page.get_by_role("grid")
    assert grid.get_attribute("aria-label").startswith("Map (rows: 3, columns: 3; the start tile at row 2, column 2)")
    # one tab stop, on the turn's first decision: a square where the drawn tile fits (the nearest to the last tile)
    stop = page.locator("[role=gridcell][tabindex='0']")
    assert stop.count() == 1 and stop.get_attribute("data-action") == "g:cell"
    start = page.locator("[data-map-cell='0,0']")
    start.focus()
    assert "the start tile" in start.get_attribute("aria-label")
    cursor = page.locator("[data-map-cursor]")
    assert cursor.get_attribute("visibility") == "visible" and cursor.get_attribute("x") == "0"
    fits = page.evaluate("() => [...document.querySelectorAll('[role=gridcell][data-action]')]"
                         ".map(e => e.dataset.mapCell)")
    assert fits
    x, y = (int(v) for v in fits[0].split(","))
    # walk there from the start tile by arrow keys alone
    for _ in range(abs(x)):
        page.keyboard.press("ArrowRight" if x > 0 else "ArrowLeft")
    for _ in range(abs(y)):
        page.keyboard.press("ArrowDown" if y > 0 else "ArrowUp")
    page.wait_for_function("(xy) => document.activeElement.dataset.mapCell === xy", arg=f"{x},{y}")
    assert "the drawn tile fits here" in page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert cursor.get_attribute("x") == str(x * 100) and cursor.get_attribute("y") == str(y * 100)
    assert page.evaluate("document.querySelectorAll('[role=gridcell][tabindex=\"0\"]').length") == 1
    page.keyboard.press("Enter")
    page.wait_for_selector(f"[data-map-cell='{x},{y}'][aria-selected=true]", state="attached")
    page.wait_for_selector(".cc-preview")
    # the map's edge: an arrow past it stays where it is, and the grid keeps its one tab stop
    errors = []

    def on_error(error):
        errors.append(error)
    page.on("pageerror", on_error)
    page.locator("[data-map-cell='-1,-1']").focus()
    for key in ("ArrowUp", "ArrowLeft"):
        page.keyboard.press(key)
        assert page.evaluate("document.activeElement.dataset.mapCell") == "-1,-1"
        assert page.evaluate("document.querySelectorAll('[role=gridcell][tabindex=\"0\"]').length") == 1
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => document.activeElement.dataset.mapCell === '0,-1'")
    page.keyboard.press("ArrowLeft")
    page.remove_listener("pageerror", on_error)
    assert not errors, errors
    # Home and End: the row's first and last square; with Ctrl, the map's (the map is 3x3 on the first turn)
    for key, square in (("End", "1,-1"), ("Control+End", "1,1"), ("Home", "-1,1"), ("Control+Home", "-1,-1")):
        page.keyboard.press(key)
        assert page.evaluate("document.activeElement.dataset.mapCell") == square, key
    assert page.evaluate("document.querySelectorAll('[role=gridcell][tabindex=\"0\"]').length") == 1


def show_cells(page):
    """Wait for the squares where the drawn tile fits (some way turned)."""
    page.wait_for_selector("button[data-key=rot-right]", timeout=TURN_TIMEOUT)
    page.wait_for_selector(".cc-cell")


def view_box(page):
    return [float(v) for v in page.get_attribute("svg[data-map]", "viewBox").split()]


def test_pan_and_zoom_survive_a_redraw(shared_page, clear_storage):
    page = fresh(shared_page, clear_storage)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    show_cells(page)
    start = view_box(page)
    page.click("button[data-key=zoom-in]")
    zoomed = view_box(page)
    assert zoomed[2] < start[2]
    # A drag may start on a square: one whose corner, and the drag's end, lie inside the map as it is now drawn
    # (the game, and so where its squares are, differs from run to run).
    area = page.locator("svg[data-map]").bounding_box()

    def inside(x, y):          # on the map itself, not under the zoom buttons over its corner
        return area["x"] < x < area["x"] + area["width"] and area["y"] < y < area["y"] + area["height"] and \
            page.evaluate("([x, y]) => !!document.elementFromPoint(x, y)?.closest('svg[data-map]')", [x, y])
    cells = [page.locator(".cc-cell").nth(i).bounding_box() for i in range(page.locator(".cc-cell").count())]
    cell = next(c for c in cells if c and inside(c["x"] + 5, c["y"] + 5) and inside(c["x"] + 75, c["y"] + 45))
    page.mouse.move(cell["x"] + 5, cell["y"] + 5)
    page.mouse.down()
    page.mouse.move(cell["x"] + 75, cell["y"] + 45, steps=5)
    page.mouse.up()
    assert page.query_selector(".cc-cell[aria-pressed=true]") is None     # a pan is not a tap
    panned = view_box(page)
    assert panned[0] < zoomed[0] and panned[2] == zoomed[2]
    box = page.locator("svg[data-map]").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.wheel(0, 300)
    wheeled = view_box(page)
    assert wheeled[2] > panned[2]
    page.click("button[data-key=rot-right]")              # a redraw of the whole screen
    assert view_box(page) == wheeled
    page.click("button[data-key=zoom-all]")
    assert view_box(page) == [float(v) for v in page.get_attribute("svg[data-map]", "data-fit").split()]


def test_phone_width_has_no_horizontal_scroll(new_context, clear_storage):
    context = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    fresh(page, clear_storage)
    overflow = "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    new_game(page, [("person", "Ada"), ("easy", "B"), ("easy", "C"), ("easy", "D"), ("easy", "E")])
    pick = random.Random(5)
    for _ in range(8):
        assert page.evaluate(overflow) <= 0
        if not mouse_turn(page, pick):
            break
    assert page.evaluate(overflow) <= 0


PLACES = """() => [...document.querySelectorAll('details.cc-move-list button[data-move]')]
    .map(b => JSON.parse(b.dataset.move)).filter(m => m[0] === 'place').map(m => m[2] + ',' + m[3])"""
CELLS = "() => [...document.querySelectorAll('.cc-cell')].map(c => c.dataset.x + ',' + c.dataset.y)"
# The squares that a zoom button lies over, even in part.
COVERED = """() => { const zooms = [...document.querySelectorAll('.cc-zoom')].map(z => z.getBoundingClientRect());
    return [...document.querySelectorAll('.cc-cell')].filter(c => { const r = c.getBoundingClientRect();
      return zooms.some(z => r.left < z.right && z.left < r.right && r.top < z.bottom && z.top < r.bottom); })
    .map(c => c.dataset.key); }"""


def test_placing_by_finger_on_a_phone(new_context, clear_storage):
    context = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    fresh(page, clear_storage)
    # A fixed game (the form would seed it from the clock): the same tiles and squares on every run.
    record, _ = bot_record("carcassonne", [("Ada", None), ("Bot", "easy")], 31, moves=0, save_id="cc-finger")
    store(page, record)
    go(page, "play/cc-finger")
    for turn in range(3):
        show_cells(page)
        # the map comes under the play bar and the news line (where every game has it), and the drawn tile's
        # buttons are on the same screen
        bar = page.locator(".play-bar").bounding_box()
        news = page.locator(".since").bounding_box() if page.locator(".since").count() else None
        above = news if news else bar
        map_box = page.locator("svg[data-map]").bounding_box()
        assert map_box["y"] < above["y"] + above["height"] + 24 and map_box["y"] < 300, map_box
        assert map_box["width"] >= 340
        place_row = page.locator(".cc-actions").bounding_box()
        assert place_row["y"] + place_row["height"] <= 844
        # every square where the tile fits, some way turned, is lit: the same squares as the list of places
        assert sorted(set(page.evaluate(CELLS))) == sorted(set(page.evaluate(PLACES)))
        assert page.evaluate(COVERED) == []          # the zoom buttons leave every square free
        cells = page.locator(".cc-cell")
        cells.nth(turn % cells.count()).tap()
        page.wait_for_selector("button[data-key=place]")
        page.locator("button[data-key=place]").tap()
        page.wait_for_selector(".cc-spot")
        # the close-up: the placed tile fills the map and every spot takes a finger
        zoomed = view_box(page)
        assert zoomed[2] <= 220 and zoomed[3] <= 220, zoomed
        boxes = page.evaluate("() => [...document.querySelectorAll('.cc-spot')].map(s => {"
                              " const r = s.getBoundingClientRect(); return [r.width, r.height]; })")
        assert boxes and all(w >= 44 and h >= 44 for w, h in boxes), boxes
        page.locator(".cc-spot").first.tap()
        page.wait_for_selector(".cc-ghost")
        page.locator("button[data-key=follower]").tap()
        page.wait_for_selector("button[data-key=rot-right]", timeout=TURN_TIMEOUT)
        # the close-up is undone: no zoom was asked for before it, so the map shows all of itself again
        assert view_box(page) == [float(v) for v in page.get_attribute("svg[data-map]", "data-fit").split()]


def test_on_a_phone_the_tile_its_squares_and_your_followers_are_on_the_first_screen(new_context):
    """A map of 43 tiles on the person's turn: upright and on its side, without scrolling, the drawn tile and its
    buttons, every square where it fits and the person's followers left are in sight, none under another thing."""
    from phone_helpers import LANDSCAPE, PORTRAIT
    from phone_table import held, open_on_a_phone, settled, unseen
    record, state = bot_record("carcassonne", [("Ada", None), ("Giulia", "easy"), ("Leo", "easy")], 1, moves=84,
                               save_id="cc-phone")
    view = state.view(0)
    assert state.current_player == 0 and view["phase"] == "place" and len(view["board"]) >= 41
    page = open_on_a_phone(new_context, record, ".cc-cell")
    squares = sorted({(x, y) for x, y, _ in view["placements"]})
    wanted = {".cc-drawn": False, ".cc-actions": False, ".cc-supply .cc-own": False, ".cc-cell": True}
    missed = {}
    for name, size in (("upright", PORTRAIT), ("on its side", LANDSCAPE)):
        held(page, size)
        missed[name] = unseen(page, wanted)
        assert page.inner_text(".cc-supply .cc-own").strip() == f"{view['supply'][0]} followers left"
        assert page.locator(".cc-cell").count() == len(squares)
    assert missed == {"upright": [], "on its side": []}
    # A tap on a square (on its side): the tile shows there, and the square and Place here are in sight.
    page.locator(".cc-cell").first.tap()
    page.wait_for_selector("button[data-key=place]")
    assert page.locator(".cc-map .cc-preview").count() == 1
    assert unseen(settled(page), {".cc-actions": False, ".cc-cell[aria-pressed=true]": False}) == []
