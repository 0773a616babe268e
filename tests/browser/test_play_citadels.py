"""Citadels at the real site: a whole 4-seat game against three bots by clicks, a hot-seat draft of three behind
pass screens, turns by keyboard alone, a phone's width, and a phone as the table: in portrait and in landscape a
mid-game turn needs no scrolling, and what hit the person since their last turn leads the news."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from browser_helpers import clean_start, fast_bots, start_game, tap
from citadels_positions import KILLED, NAMES, ROBBED, position
from phone_helpers import LANDSCAPE, PORTRAIT, box_height, seen_whole

GAME_TIMEOUT = 120_000
# The moves a simple person makes, in order of preference: pick, take gold, keep a card, build, end the turn.
PREFERENCE = ("pick", "drop", "keep", "gold", "build", "income", "end")


def fresh(page, clear_storage=None):
    return fast_bots(page)


def new_game(page, seats):
    start_game(page, "citadels", seats)


def my_moves(page):
    return page.eval_on_selector_all("button[data-action=move]", "els => els.map(e => e.dataset.move)")


def play_one(page):
    """Wait for the person's move (or the end) and make one; False at the end table."""
    page.wait_for_selector("button[data-action=move], [data-screen=end]", timeout=GAME_TIMEOUT)
    if page.query_selector("[data-screen=end]"):
        return False
    moves = my_moves(page)
    kinds = [json.loads(m)[0] for m in moves]
    choice = next((moves[kinds.index(k)] for k in PREFERENCE if k in kinds), moves[0])
    before = page.evaluate("document.querySelector('.log').textContent.length")
    tap(page, f"button[data-action=move][data-move='{choice}']")
    try:
        page.wait_for_function("(n) => !document.querySelector('.log') || "
                               "document.querySelector('.log').textContent.length !== n", arg=before, timeout=3000)
    except PlaywrightTimeout:
        pass          # a click the page took for a double tap all the same (its clock was late): again
    return True


def test_a_person_plays_a_whole_four_seat_game_against_three_bots(page, clear_storage, watch):
    fresh(page)
    new_game(page, [("person", "Ada"), ("easy", "B"), ("easy", "C"), ("easy", "D")])
    for _ in range(800):
        if not play_one(page):
            break
    page.wait_for_selector("[data-screen=end]")
    text = page.inner_text("[data-screen=end]")
    assert "Ada" in text and ("wins" in text or "Winners" in text)
    rows = page.locator(".scores-table tbody tr").count()
    assert rows == 4
    assert watch(page).errors == []


def test_a_hot_seat_draft_of_three_keeps_hands_and_characters_behind_pass_screens(shared_page, clear_storage):
    page = fresh(shared_page)
    new_game(page, [("person", "Ada"), ("person", "Bea"), ("person", "Cy")])
    seen_pass, picked = [], {}
    for _ in range(6):                                 # 3 seats: two characters each
        page.wait_for_selector("[data-screen=pass]")
        name = page.inner_text("[data-screen=pass] h2").replace("Pass the device to ", "")
        seen_pass.append(name)
        assert page.query_selector(".ci-hand") is None and page.query_selector(".ci-pool") is None
        assert page.query_selector(".log") is None       # not even the log until the right person confirms
        page.click("button[data-key=pass-ok]")
        page.wait_for_selector(".ci-hand")
        log = page.inner_text(".log")
        for other, character in picked.items():
            if other != name:
                assert f"Choose the {character}" not in log, (name, other, character)
        picks = [m for m in my_moves(page) if json.loads(m)[0] == "pick"]
        if not picks:
            break
        label = page.inner_text(f"button[data-action=move][data-move='{picks[0]}'] .ci-btn-text")
        picked[name] = label.replace("Choose the ", "").strip()
        page.click(f"button[data-action=move][data-move='{picks[0]}']")
    assert {"Ada", "Bea", "Cy"} <= set(seen_pass)


def test_turns_by_keyboard_alone(shared_page, clear_storage):
    page = fresh(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "B"), ("easy", "C")])
    # The round's characters are one tab stop, walked with the arrow keys; each says what it does when focused.
    page.wait_for_selector("button[data-action=move]", timeout=GAME_TIMEOUT)      # Ada's turn: the bots wait
    page.focus(".ci-calls [data-map-cell][tabindex='0']")
    x = int(page.evaluate("document.activeElement.dataset.mapCell.split(',')[0]"))
    page.keyboard.press("ArrowLeft" if x else "ArrowRight")
    assert page.evaluate("document.activeElement.dataset.mapCell") == f"{x - 1 if x else 1},0"
    assert ": " in page.evaluate("document.activeElement.getAttribute('aria-label')")
    for _ in range(6):
        page.wait_for_selector("button[data-action=move]", timeout=GAME_TIMEOUT)
        moves = my_moves(page)
        kinds = [json.loads(m)[0] for m in moves]
        choice = next((moves[kinds.index(k)] for k in PREFERENCE if k in kinds), moves[0])
        page.evaluate("document.activeElement && document.activeElement.blur()")
        for _ in range(120):
            page.keyboard.press("Tab")
            if page.evaluate("(m) => document.activeElement && document.activeElement.dataset.move === m", choice):
                break
        else:
            pytest.fail(f"Tab never reached {choice}")
        before = len(page.inner_text(".log"))
        page.keyboard.press("Enter")
        page.wait_for_function("(n) => document.querySelector('.log').innerText.length !== n", arg=before,
                               timeout=GAME_TIMEOUT)
        assert page.evaluate("document.activeElement !== document.body")


def test_phone_width_has_no_horizontal_scroll(new_context, clear_storage):
    context = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    fresh(page)
    overflow = "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    new_game(page, [("person", "Ada"), ("easy", "B"), ("easy", "C"), ("easy", "D"), ("easy", "E"),
                    ("easy", "F"), ("easy", "G"), ("easy", "H")])
    for _ in range(7):              # the draft, then a whole turn: each step's screen at the widest table
        assert page.evaluate(overflow) <= 0
        if not play_one(page):
            break
    assert page.evaluate(overflow) <= 0


# ---- the table: the action bar on screen --------------------------------------------
BAR_IN_VIEW = """() => { const bar = document.querySelector('.action-bar[data-block=actions]');
  if (!bar) return null; const r = bar.getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, height: innerHeight, moves: bar.querySelectorAll('button').length}; }"""


NEXT_FRAME = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def move_kinds(page):
    return [json.loads(m)[0] for m in my_moves(page)]


def play_until(page, wanted, limit=400):
    """Play the simple person's moves until one of `wanted(page)` holds; False if the game ended first."""
    for _ in range(limit):
        page.wait_for_selector("button[data-action=move], [data-screen=end]", timeout=GAME_TIMEOUT)
        if page.query_selector("[data-screen=end]"):
            return False
        if wanted(page):
            return True
        play_one(page)
    return False


def in_a_turn(page):
    return "end" in move_kinds(page) or "gold" in move_kinds(page)


# A low wide screen: with the news of four other seats above it the bar has less room than its moves need at
# the page's top, so it must fit by scrolling inside itself (static/bar.js).
@pytest.mark.parametrize("width,height", [(1280, 640), (390, 844)])
def test_the_action_bar_is_on_screen_during_a_turn(new_context, clear_storage, width, height):
    context = new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    fresh(page)
    new_game(page, [("person", "Ada"), ("easy", "B"), ("easy", "C"), ("easy", "D"), ("easy", "E")])
    page.wait_for_selector(".action-bar button[data-action=move]", timeout=GAME_TIMEOUT)
    checked = 0
    for _ in range(3):
        assert play_until(page, in_a_turn)
        for scroll in ("0", "document.body.scrollHeight / 2", "document.body.scrollHeight"):
            page.evaluate(f"window.scrollTo(0, {scroll})")
            page.evaluate(NEXT_FRAME)                     # the scroll's event, then the bar fitted to it
            bar = page.evaluate(BAR_IN_VIEW)
            assert bar and bar["moves"] >= 1
            assert bar["top"] >= 0 and bar["bottom"] <= bar["height"] + 0.5, (scroll, bar)
            checked += 1
        page.evaluate("window.scrollTo(0, 0)")
        play_one(page)
    assert checked == 9
    overflow = "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    assert page.evaluate(overflow) <= 0


def test_the_log_tells_a_kill_a_theft_and_a_swap_by_name_after_the_round_ended(page, watch):
    """Round 1 of a scripted game (random bots, seed 53) has a kill, a theft and a hand swap; once round 2 has
    begun the log still tells them, in words with the people's names."""
    from tavolo.bots import make_bot, run_to_end
    from tavolo.engine.record import new_record
    from tavolo.games import GAMES

    game = GAMES["citadels"]
    names = ["Ada", "Bea", "Cleo", "Dino"]
    options = {"cast": "default", "crown": "seat1"}
    record = new_record(game, [{"name": n, "bot": None if n == "Ada" else "random"} for n in names], options, 53)
    state = game.new_state(4, record.options, 53)
    bots = [make_bot(game, "random", 53 + seat) for seat in range(4)]
    news = []
    while state.round < 2 or state.phase != "draft":
        seat = state.current_player
        action = run_to_end(bots[seat].think(game, state.view(seat), seat))
        state.apply(action)
        record.actions.append(action)
        news += state.take_news()
    kinds = {event[0] for event in news}
    assert {"skipped", "robbed", "swapped_hands"} <= kinds
    record.meta = {"id": "tale", "created": 1, "updated": 2, "turn": state.turn, "round": state.round, "over": False}
    page.goto("/pyscript.toml")                 # the site's origin, without booting the app
    page.evaluate("(r) => { localStorage.clear(); localStorage.setItem('tavolo.bot_pace_ms', '60000');"
                  " localStorage.setItem('tavolo.save.tale', r); }", record.to_json())
    page.goto("/#/play/tale")
    page.wait_for_selector("body[data-ready]", state="attached")
    page.wait_for_selector("details.log")
    log = page.inner_text("details.log")
    expected = [game.news_label(e, "en", names) for e in news if e[0] in ("skipped", "robbed", "swapped_hands")]
    for line in expected:
        assert line in log, line
    robbed = next(e for e in news if e[0] == "robbed")
    assert names[robbed[1]] in log and names[robbed[2]] in log
    assert "player 1" not in log.lower() and "giocatore 1" not in log.lower()
    assert watch(page).errors == []


# ---- a phone as the table --------------------------------------------------------------------------------------
ME = ".ci-seat.ci-me"
BAR = ".action-bar[data-block=actions]"
# What a person needs in sight for their turn, with the page at its top.
TURN_PARTS = (".ci-hand-block", ME + " [data-count='gold:0']", ME + " .ci-city", ".ci-calls", BAR)
# Marks every control of the bar a person can see now (not those inside a closed group), for seen_whole.
MARK_SHOWN_MOVES = f"""() => {{
  const bar = document.querySelector('{BAR}');
  document.querySelectorAll('[data-shown-move]').forEach((e) => e.removeAttribute('data-shown-move'));
  let n = 0;
  for (const e of bar.querySelectorAll('button, summary')) {{
    const folded = e.closest('details:not([open]) > :not(summary)');      // inside a closed panel
    if (!folded && e.getClientRects().length) {{ e.setAttribute('data-shown-move', ''); n += 1; }}
  }}
  return {{ n: n, inner: bar.scrollHeight - bar.clientHeight }};
}}"""
SIZES = {"portrait": PORTRAIT, "landscape": LANDSCAPE}


@pytest.fixture(scope="module")
def phone(browser, base_url, watch):
    """One touch phone's page for the module, booted once; bots held still (they never move in these positions)."""
    context = browser.new_context(base_url=base_url, reduced_motion="reduce", **PORTRAIT)
    watch.__globals__["watch_context"](context)   # the browser conftest's own (two modules are named conftest)
    page = context.new_page()
    clean_start(page, {"tavolo.bot_pace_ms": "600000"})
    yield page
    context.close()


SHOWN = []


def show(page, actions, size):
    """The position after `actions` moves, opened as a saved game (a save of its own) on a phone held as `size`."""
    page.set_viewport_size(SIZES[size]["viewport"])
    SHOWN.append(actions)
    record, state = position(actions, save_id=f"phone-{actions}-{size}-{len(SHOWN)}")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", ["tavolo.save." + record.meta["id"], record.to_json()])
    page.evaluate("(r) => { location.hash = '#/' + r; }", f"play/{record.meta['id']}")
    page.wait_for_selector(f"[data-route='play/{record.meta['id']}'] {BAR} button")
    page.evaluate(NEXT_FRAME)
    return state


def whole_turn_problems(page):
    problems = [p for selector in TURN_PARTS for p in seen_whole(page, selector)]
    shown = page.evaluate(MARK_SHOWN_MOVES)
    assert shown["n"] >= 2
    problems += seen_whole(page, "[data-shown-move]", every=True)
    if shown["inner"] > 1:
        problems.append(f"the moves scroll inside the bar by {shown['inner']} px")
    return problems


@pytest.mark.parametrize("size", SIZES)
def test_on_a_phone_a_turn_after_a_theft_needs_no_scrolling(phone, size):
    """Round 6, 5 seats: the Thief (Bot 5) took Ada's 5 gold as she revealed her Magician. Her hand, gold, city,
    the round's characters and every move she can make now are on the first screen; the news takes at most a
    quarter of it and begins with the theft, in her words."""
    state = show(phone, ROBBED, size)
    assert state.round == 6 and state.view(0)["on_turn"]["char"] == "magician"
    height = SIZES[size]["viewport"]["height"]
    problems = whole_turn_problems(phone)
    assert box_height(phone, ".since") <= 0.25 * height, problems
    problems += seen_whole(phone, ".since-you")
    assert problems == []
    assert f"{NAMES[4]} (Thief) robbed you of 5 gold" in phone.inner_text(".since-you")


@pytest.mark.parametrize("size", SIZES)
def test_on_a_phone_the_news_leads_with_the_kill_of_your_character(phone, size):
    """Round 5's draft: in round 4 Bot 3, the Assassin, killed the Merchant, which was Ada's. That is the first thing
    she reads, not a line folded among the moves; the characters to pick and her table are in sight."""
    show(phone, KILLED, size)
    height = SIZES[size]["viewport"]["height"]
    problems = whole_turn_problems(phone)
    assert box_height(phone, ".since") <= 0.25 * height, problems
    problems += seen_whole(phone, ".since-you")
    assert problems == []
    assert f"{NAMES[2]} (Assassin) killed the Merchant, yours" in phone.inner_text(".since-you")


def test_on_a_phone_the_seats_tell_bot_levels_points_and_districts_and_the_bots_pace_is_one_menu_away(phone):
    show(phone, ROBBED, "portrait")
    seats = phone.inner_text(".ci-table")
    assert f"{NAMES[1]} · strong" in seats and f"{NAMES[4]} · random" in seats
    # Ada's city: Haunted Quarter, Trading Post, Manor: 2 + 2 + 3 points, 3 of the 7 districts that end the game
    assert "7 points" in phone.inner_text(ME) and "3/7" in phone.inner_text(ME)
    phone.click("button[data-key=menu]")
    phone.click("button[data-key=pace-fast]")
    assert phone.evaluate("localStorage.getItem('tavolo.bot_pace_ms')") == "250"
    assert phone.get_attribute("button[data-key=pace-fast]", "aria-pressed") == "true"
    phone.click("button[data-key=pace-slow]")
    assert phone.evaluate("localStorage.getItem('tavolo.bot_pace_ms')") == "1200"
    phone.evaluate("localStorage.setItem('tavolo.bot_pace_ms', '600000')")
    phone.click("button[data-key=menu]")


def test_on_a_phone_a_card_that_cannot_be_built_says_why(phone):
    show(phone, ROBBED, "portrait")
    docks = ".ci-hand [data-card=docks]"
    why = phone.get_attribute(f"{docks} >> xpath=ancestor-or-self::*[@data-details][1]", "data-details")
    assert "First take 2 gold or draw cards" in why
    phone.click("button[data-action=move][data-move='[\"gold\"]']")
    phone.wait_for_function("() => document.querySelector('.ci-seat.ci-me [data-count=\"gold:0\"]')"
                            ".textContent.trim() === '2'")
    holder = f"{docks} >> xpath=ancestor-or-self::*[@data-details][1]"
    assert phone.get_attribute(holder, "data-details").endswith("Not enough gold: it costs 3, you have 2")
    phone.wait_for_timeout(300)                          # the keyboard's focus, not the one a tap gives
    phone.focus(holder)
    phone.wait_for_selector("#details-pop:not([hidden])")
    assert "Not enough gold" in phone.inner_text("#details-pop")
