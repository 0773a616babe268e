"""The play surface as a person meets it: double taps, bad imports, the whole log, panels, scroll, clicks while
loading, Back, focus, replays and shared links; a board morphed in place, moves you can watch, the action bar,
the end table on a phone."""

from __future__ import annotations

import json
import re

from tavolo import share
from tavolo.bots import make_bot, run_to_end
from tavolo.engine.record import new_record
from tavolo.games import GAMES
from tavolo.ui.log import LOG_LATEST
from tavolo.ui.widgets import t

import pytest

from browser_helpers import OPENING_PROBE, clean_start, fast_bots, start_game, choose_lang
from test_play_shifting_stones import BOT_TURN_TIMEOUT, new_game, wait_for_person_or_end


def bot_record(game_id, seats, seed, moves=None, save_id="x"):
    """A record of bots playing (`moves` actions, or to the end), with the meta a save has."""
    game = GAMES[game_id]
    record = new_record(game, [{"name": n, "bot": b} for n, b in seats], None, seed)
    state = game.new_state(len(seats), record.options, seed)
    bots = [make_bot(game, b or "random", seed + i) for i, (_, b) in enumerate(seats)]
    while not state.is_over and (moves is None or len(record.actions) < moves):
        seat = state.current_player
        action = run_to_end(bots[seat].think(game, state.view(seat), seat))
        state.apply(action)
        record.actions.append(action)
    record.meta = {"id": save_id, "created": 1, "updated": 2, "turn": state.turn, "over": state.is_over}
    return record, state


def in_placing_order(state):
    """The totals as the end table lists them: best place first."""
    scores = state.scores()
    return [scores[seat] for seat, _ in state.placings().order]


def store(page, *records):
    page.evaluate("(saves) => { for (const [k, v] of saves) localStorage.setItem(k, v); }",
                  [["tavolo.save." + r.meta["id"], r.to_json()] for r in records])


def go(page, route):
    """Follow an address inside the app (as Back, a bookmark or a link would)."""
    page.evaluate("(r) => { location.hash = '#/' + r; }", route)
    page.wait_for_selector(f"[data-route='{route}']")


def test_a_double_tap_on_a_hand_card_does_not_end_the_turn(shared_page):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    card = page.locator("button.card").first
    box = card.bounding_box()
    page.mouse.dblclick(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_timeout(300)
    assert page.locator(".log li").count() == 0, "nothing was played"
    assert page.locator("button[data-key=end]").count() == 1
    # Two quick taps on Score after picking a scorable card score it once and do not end the turn either.
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_timeout(500)
    assert page.locator(".log li").count() == 0


def test_an_import_naming_an_unknown_bot_level_says_so(shared_page, tmp_path):
    page = clean_start(shared_page)
    record, _ = bot_record("shifting-stones", [("Ada", None), ("Bot", "easy")], 3, moves=4)
    data = json.loads(record.to_json())
    data["seats"][1]["bot"] = "grandmaster"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    page.set_input_files("input[data-action=import]", str(bad))
    page.wait_for_selector("[data-screen=broken]")
    assert "This file cannot be opened" in page.inner_text("[data-screen=broken] h2")
    assert "bot level Tavolo does not have (grandmaster)" in page.inner_text(".broken-why")
    page.click("button[data-key=broken-home]")
    assert "No games in progress." in page.inner_text(".saves-box")


def test_the_log_holds_every_move_numbered_and_a_closed_panel_stays_closed(shared_page):
    page = clean_start(shared_page)
    record, state = bot_record("shifting-stones", [("Ada", None), ("B", "random"), ("C", "random")], 8)
    # Cut back to the last position where the person (seat 0) is to move: no bot moves while the test reads.
    game = GAMES[record.game]
    position = game.new_state(len(record.seats), record.options, record.seed)
    person_moves = 0
    for count, action in enumerate(record.actions[:-1], start=1):
        position.apply(action)
        if position.current_player == 0 and not position.is_over:
            person_moves = count
    record.actions = record.actions[:person_moves]
    record.meta["over"] = False
    store(page, record)
    go(page, "play/x")
    total = len(record.actions)
    numbers = "els => els.map(e => Number(e.getAttribute('value')))"
    values = page.eval_on_selector_all(".log li", numbers)
    assert total > 46 and values == list(range(total, total - LOG_LATEST, -1))      # the latest, newest first
    page.click("button[data-key=log-whole]")
    page.wait_for_function("(n) => document.querySelectorAll('.log li').length === n", arg=total)
    assert page.eval_on_selector_all(".log li", numbers) == list(range(total, 0, -1))
    assert page.evaluate("document.activeElement.dataset.key") == "log-whole"
    assert page.inner_text("button[data-key=log-whole]") == "Show only the latest moves"
    # A fresh game: close the log, let the bot move, the log stays closed.
    page.click("button[data-key=menu]")
    page.click("button[data-key=menu-home]")
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    page.click("details.log > summary")
    assert page.eval_on_selector("details.log", "d => d.open") is False
    page.click("button[data-key=end]")
    wait_for_person_or_end(page)
    page.wait_for_selector(".since")
    assert page.eval_on_selector("details.log", "d => d.open") is False


def test_on_a_phone_the_log_is_drawn_once_opened_and_follows_the_bots_moves(new_context):
    """A phone's log starts closed and holds no lines then (at five seats each bot's move redrew twice the HTML:
    tasks of 50-63 ms at 4x CPU); a tap opens it with its lines, which follow the bots' moves; closed, it empties
    again and stays closed."""
    from phone_table import open_on_a_phone
    record, state = bot_record("shifting-stones", [("Ada", None), ("Bot", "easy")], 3, moves=5, save_id="log-phone")
    assert state.current_player == 0
    page = open_on_a_phone(new_context, record, "button[data-key=end]")
    lines = "(n) => document.querySelectorAll('details.log li').length === n"
    counted = "details.log > summary .muted"                # "(5 moves)"
    assert page.eval_on_selector("details.log", "d => d.open") is False
    assert page.locator("details.log li").count() == 0 and page.text_content(counted) == "(5 moves)"
    page.click("details.log > summary")
    page.wait_for_function(lines, arg=5)
    page.click("button[data-key=end]")
    page.wait_for_selector("button[data-key=end]", timeout=BOT_TURN_TIMEOUT)      # the bot played its turn
    total = page.eval_on_selector("details.log", "d => d.open && d.querySelectorAll('li').length")
    assert total > 6 and page.text_content(counted) == f"({total} moves)"
    page.click("details.log > summary")
    page.wait_for_function(lines, arg=0)
    page.click("button[data-key=end]")
    page.wait_for_function("(n) => parseInt(document.querySelector('details.log > summary .muted').textContent.slice(1))"
                           " > n && document.querySelector('button[data-key=end]')", arg=total + 1,
                           timeout=BOT_TURN_TIMEOUT)                     # the person's end, then the bot's turn
    assert page.eval_on_selector("details.log", "d => d.open") is False
    assert page.locator("details.log li").count() == 0


def test_a_new_screen_opens_at_its_top(new_context, boot):
    context = new_context(viewport={"width": 390, "height": 640}, has_touch=True, is_mobile=True)
    page = context.new_page()
    boot(page)
    records = [bot_record("shifting-stones", [("Ada", None), ("Bot", "easy")], s, moves=3, save_id=f"s{s}")[0]
               for s in range(6)]
    store(page, *records)
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    last = page.locator(".save button[data-action=resume]").last
    last.scroll_into_view_if_needed()
    assert page.evaluate("window.scrollY") > 100
    last.tap()
    page.wait_for_selector("[data-screen=play]")
    assert page.evaluate("window.scrollY") == 0
    assert page.evaluate("document.activeElement.dataset.key") == "screen-title"


def test_a_click_made_while_python_loads_is_carried_out(new_context, watch):
    context = new_context()
    page = context.new_page()
    page.goto("/")
    page.click("button[data-key='new-romi-rami']")       # the pre-rendered button, before the app is up
    # Read together: the app may come up between two separate reads, and then hides the notice.
    ready, waiting = page.evaluate("() => [document.body.hasAttribute('data-ready'),"
                                   " !!document.querySelector('#boot-wait:not([hidden])')?.getClientRects().length]")
    if not ready:
        assert waiting
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    page.wait_for_selector("[data-screen=new] form[data-game='romi-rami']")
    assert watch(page).errors == []


def test_back_steps_through_menu_rules_game_and_home(shared_page):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    play = page.evaluate("location.hash")
    assert play.startswith("#/play/")
    page.click("button[data-key=menu]")
    assert page.evaluate("location.hash") == play + "/menu"
    page.go_back()
    page.wait_for_selector("nav.menu", state="detached")
    assert page.is_visible("[data-screen=play]")
    page.click("button[data-key=menu]")
    page.click("button[data-key=menu-rules]")
    page.wait_for_selector("[data-screen=rules]")
    page.click("button[data-key=back]")                   # the app's Back is the browser's Back
    page.wait_for_selector("[data-screen=play]")
    page.go_back()                                       # the open menu, as it was
    page.wait_for_selector("[data-screen=play]")
    page.go_back()
    page.wait_for_selector("[data-screen=home]")
    assert page.locator(".save").count() == 1            # the game is saved, not lost
    page.go_forward()
    page.wait_for_selector("[data-screen=play]")


def test_focus_returns_to_the_menu_button_and_stays_on_the_board_after_a_move(shared_page):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    page.focus("button[data-key=menu]")
    page.keyboard.press("Enter")
    page.wait_for_selector("nav.menu")
    page.keyboard.press("Escape")
    page.wait_for_selector("nav.menu", state="detached")
    assert page.evaluate("document.activeElement.dataset.key") == "menu"
    page.focus("button[data-key=end]")
    page.keyboard.press("Enter")
    wait_for_person_or_end(page)
    assert page.evaluate("document.activeElement !== document.body")


def test_replay_steps_back_and_forward_to_the_final_scores(shared_page):
    page = clean_start(shared_page)
    record, state = bot_record("romi-rami", [("Ada", None), ("Bot", "random")], 4)
    store(page, record)
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    page.click(".history > summary")             # a finished game is in the history, one tap away
    page.click("button[data-key='replay-x']")
    page.wait_for_selector("[data-screen=replay]")
    total = len(record.actions)
    assert f"move {total} of {total}" in page.inner_text(".play-bar")
    page.click("button[data-key=replay-back]")
    assert f"move {total - 1} of {total}" in page.inner_text(".play-bar")
    assert page.query_selector("[data-screen=end]") is None
    page.click("button[data-key=replay-first]")
    assert f"move 0 of {total}" in page.inner_text(".play-bar")
    page.focus("button[data-key=replay-forward]")
    page.keyboard.press("ArrowRight")
    assert f"move 1 of {total}" in page.inner_text(".play-bar")
    page.keyboard.press("End")
    page.wait_for_selector("[data-screen=end]")
    totals = page.eval_on_selector_all(".scores-table tbody td.total", "els => els.map(e => Number(e.innerText))")
    assert totals == in_placing_order(state)


def test_a_shared_link_opens_the_game_in_a_fresh_browser_and_a_damaged_one_says_so(new_context, boot, watch):
    record, state = bot_record("shifting-stones", [("Ada", "random"), ("Bea", "random")], 12)
    payload = share.encode(record)
    context = new_context()                              # a fresh profile: no saves, nothing cached
    context.add_init_script(OPENING_PROBE)
    page = context.new_page()
    boot(page, f"/#/share/{payload}")
    # From the first paint, before Python was up: the shared game's own opening, not the home screen.
    first = page.evaluate("window.__opening")
    assert first["ready"] is False
    assert first["home"] is False
    assert first["text"] == f"{t('en', 'opening_share_title')}\n\n{t('en', 'opening_share')}", first
    page.wait_for_selector("[data-screen=replay] [data-screen=end]")
    totals = page.eval_on_selector_all(".scores-table tbody td.total", "els => els.map(e => Number(e.innerText))")
    assert totals == in_placing_order(state)
    assert page.input_value(".share-url").endswith(payload)
    damaged = new_context().new_page()
    boot(damaged, f"/#/share/{payload[: len(payload) // 2]}")
    damaged.wait_for_selector("[data-screen=broken]")
    assert "damaged or incomplete" in damaged.inner_text(".broken-why")
    damaged.click("button[data-key=broken-home]")
    assert damaged.is_visible("[data-screen=home]")
    assert watch(page).errors == [] and watch(damaged).errors == []


def test_the_tab_title_names_the_person_to_move(shared_page):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    assert re.match(r"Ada's turn · Shifting Stones", page.title())
    page.click("button[data-key=menu]")
    page.click("button[data-key=menu-home]")
    page.wait_for_selector("[data-screen=home]")
    assert page.title() == "Tavolo"


def test_the_hint_button_names_a_move_of_the_strong_bot(shared_page):
    page = clean_start(shared_page)
    page.click("button[data-key='new-shifting-stones']")
    page.check("input[name=hints]")
    page.select_option("select[name=who1]", "easy")
    page.click("button[data-key=start]")
    page.wait_for_selector("[data-screen=play]")
    page.click("button[data-key=hint]")
    page.wait_for_function("() => { const l = document.querySelector('.hint-line');"
                           " return l && !l.textContent.includes('thinking'); }", timeout=BOT_TURN_TIMEOUT)
    text = page.inner_text(".hint-line")
    assert text.startswith("Hint:") and len(text) > len("Hint: ") + 3
    assert page.locator(".log li").count() == 0          # a hint plays nothing


def test_after_a_bot_turn_the_board_marks_what_it_changed(shared_page):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    assert page.locator(".changed").count() == 0
    page.click("button[data-key=end]")
    wait_for_person_or_end(page)
    bot_moves = page.locator(".since li").count()
    assert bot_moves >= 1 and "Since your last turn" in page.inner_text(".since")
    parts = page.eval_on_selector_all(".changed[data-part]", "els => els.map(e => e.dataset.part)")
    assert parts and any(p.startswith(("cell:", "seat:1", "scored:1", "pile:")) for p in parts), parts
    assert all(p != "seat:0" for p in parts)              # my own line did not change


def test_a_clean_start_leaves_nothing_of_a_game_whose_bots_were_still_playing(shared_page):
    """Bots that keep playing and saving while a test ends must not write a save or an address back."""
    page = fast_bots(shared_page)
    start_game(page, "shifting-stones", [("easy", "Uno"), ("easy", "Due")])
    page.wait_for_function("() => Object.keys(localStorage).some(k => k.startsWith('tavolo.save.'))")
    page = clean_start(page)
    page.wait_for_timeout(500)
    assert page.locator("[data-screen=home]").count() == 1
    assert page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('tavolo.save.'))") == []
    assert "#/play" not in page.url


# ---- a table, not a form ----------------------------------------------------------------------------------
def test_an_element_that_stays_is_the_same_node_after_a_move(shared_page, clear_storage):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    # Each hand card and the menu button get a mark that only the very same DOM node can carry.
    page.evaluate("""() => {
      for (const b of document.querySelectorAll('button.card')) b.tavoloMark = b.dataset.card;
      document.querySelector('button[data-key=menu]').tavoloMark = 'menu';
      document.querySelector('details.log').tavoloMark = 'log';
    }""")
    spent = page.get_attribute("button.card", "data-card")
    page.click("button.card")
    page.click("button[data-key=mode-flip]")
    page.click("button[data-key=tile4]")
    page.wait_for_function("() => document.querySelectorAll('.log li').length === 1")
    kept = page.evaluate("""() => [...document.querySelectorAll('button.card')].map(b => [b.dataset.card, b.tavoloMark || null])""")
    assert len(kept) == 3 and spent not in [card for card, _ in kept]
    assert all(card == mark for card, mark in kept), kept
    assert page.evaluate("document.querySelector('button[data-key=menu]').tavoloMark") == "menu"
    assert page.evaluate("document.querySelector('details.log').tavoloMark") == "log"


@pytest.mark.parametrize("width,height", [(1280, 860), (390, 844)])
def test_the_action_bar_is_on_screen_on_every_play_screen(new_context, width, height):
    phone = width < 600
    context = new_context(viewport={"width": width, "height": height},
                          **({"has_touch": True, "is_mobile": True} if phone else {}))
    page = fast_bots(context.new_page())
    for game, button in (("shifting-stones", "end"), ("romi-rami", "take"), ("carcassonne", "rot-left")):
        start_game(page, game, [("person", "Ada"), ("easy", "Bot")])
        for scroll in (0, 10_000):                  # at the top of the page and scrolled to its end
            page.evaluate("(y) => window.scrollTo(0, y)", scroll)
            box = page.eval_on_selector(f".action-bar[data-block=actions] button[data-key={button}]",
                                        "e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }")
            bar = page.eval_on_selector(".action-bar", "e => getComputedStyle(e).position")
            assert bar == "sticky"
            if scroll == 0:
                assert 0 <= box[0] and box[1] <= height, (game, width, box)
        page.evaluate("() => window.scrollTo(0, 0)")
        page.click("button[data-key=menu]")
        page.click("button[data-key=menu-home]")
        page.wait_for_selector("[data-screen=home]")


def test_the_start_button_stays_in_reach_while_a_new_game_is_set_up_on_a_phone(new_context, boot):
    context = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = boot(context.new_page())
    for game in ("citadels", "carcassonne", "shifting-stones", "romi-rami"):
        page.click(f"button[data-key='new-{game}']")
        counts = page.eval_on_selector_all("select[name=count] option", "els => els.map(e => e.value)")
        page.select_option("select[name=count]", counts[-1])       # the most seats: the longest form
        for scroll in (0, 400, 10_000):
            page.evaluate("(y) => window.scrollTo(0, y)", scroll)
            box = page.eval_on_selector("button[data-key=start]",
                                        "e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }")
            assert 0 <= box[0] and box[1] <= 844, (game, scroll, box)
        page.click("button[data-key=back]")
        page.wait_for_selector("[data-screen=home]")


def test_the_end_table_shows_the_total_on_a_phone_without_sideways_scrolling(new_context, boot):
    context = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = boot(context.new_page())
    for game_id, seed in (("shifting-stones", 5), ("romi-rami", 6)):
        record, state = bot_record(game_id, [("Ada", None), ("Bea", "random"), ("Cy", "random")], seed,
                                   save_id=f"{game_id}-over")
        store(page, record)
        go(page, f"play/{game_id}-over")
        page.wait_for_selector("[data-screen=end]")
        page.eval_on_selector("[data-screen=end]", "e => e.scrollIntoView()")
        totals = page.eval_on_selector_all(".scores-table tbody td.total", """els => els.map(e => {
          const r = e.getBoundingClientRect();
          return [Number(e.innerText), r.left, r.right, r.width];
        })""")
        assert [t[0] for t in totals] == in_placing_order(state)
        assert all(0 <= left and right <= 390 and width > 0 for _, left, right, width in totals), totals
        wide = page.evaluate("""() => [document.documentElement.scrollWidth, document.documentElement.clientWidth,
                                       document.querySelector('.end-table').scrollWidth,
                                       document.querySelector('.end-table').clientWidth]""")
        assert wide[0] <= wide[1] and wide[2] <= wide[3], wide


def test_moves_animate_and_stop_at_once_and_never_under_reduced_motion(shared_page, clear_storage):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    running = "() => document.getAnimations().filter(a => a.playState === 'running').length"

    def spend_first_card():
        page.click("button.card")
        page.click("button[data-key=mode-flip]")
        page.click("button[data-key=tile4]")
        page.wait_for_function("() => !window.tavoloMotion.due()")     # the slides start in the next frame

    # A card spent: the cards after it slide left and it flies to the discard pile (FLIP).
    spend_first_card()
    assert page.evaluate(running) > 0
    page.mouse.click(5, 5)                             # the person acts again: every animation ends at once
    assert page.evaluate(running) == 0
    page.emulate_media(reduced_motion="reduce")
    try:
        spend_first_card()
        assert page.evaluate("() => document.getAnimations().length") == 0
        assert page.locator(".log li").count() == 2
    finally:
        page.emulate_media(reduced_motion="no-preference")


def test_a_cards_details_show_on_focus_hover_and_a_long_press_that_does_not_pick_it(shared_page, clear_storage):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    card = "button.card >> nth=1"
    text = page.get_attribute(card, "data-details")
    assert text.startswith("Card worth ")
    page.wait_for_timeout(300)                            # not the focus a click gives: the keyboard's
    page.focus(card)                                      # the keyboard reaches the same text
    page.wait_for_selector("#details-pop:not([hidden])")
    assert page.inner_text("#details-pop") == text
    page.keyboard.press("Escape")
    page.wait_for_selector("#details-pop", state="hidden")
    page.hover("button.card >> nth=0")                    # a mouse resting on a card
    page.wait_for_selector("#details-pop:not([hidden])")
    assert page.inner_text("#details-pop") == page.get_attribute("button.card >> nth=0", "data-details")
    page.mouse.move(2, 2)
    page.wait_for_selector("#details-pop", state="hidden")
    # A long press with a finger: the details, and the click that ends the press does not pick the card.
    page.eval_on_selector(card, """el => {
      const at = el.getBoundingClientRect();
      const init = {bubbles: true, pointerType: 'touch', pointerId: 7, clientX: at.x + 5, clientY: at.y + 5};
      el.dispatchEvent(new PointerEvent('pointerdown', init));
      return new Promise(done => setTimeout(() => {
        el.dispatchEvent(new PointerEvent('pointerup', init));
        el.click();
        done();
      }, 650));
    }""")
    assert page.is_visible("#details-pop") and page.inner_text("#details-pop") == text
    assert page.get_attribute(card, "aria-pressed") == "false"
    page.click(card)                                      # an ordinary tap still picks it
    assert page.get_attribute(card, "aria-pressed") == "true"


def test_the_announcer_is_emptied_when_the_game_is_left_or_over_and_when_the_language_changes(shared_page, clear_storage):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    page.click("button[data-key=end]")
    wait_for_person_or_end(page)
    page.wait_for_function("() => document.getElementById('announce').textContent.includes('Bot:')")
    page.click("button[data-key=menu]")
    page.click("button[data-key=menu-home]")
    page.wait_for_selector("[data-screen=home]")
    assert page.text_content("#announce") == ""
    # A game one move from its end, the person's "End the turn" to play: what was said before goes.
    for seed in range(8, 60):
        record, _ = bot_record("shifting-stones", [("B", "random"), ("Ada", None)], seed)
        before = GAMES["shifting-stones"].new_state(2, record.options, seed)
        for action in record.actions[:-1]:
            before.apply(action)
        if before.current_player == 1 and record.actions[-1] == ("end",):     # the last round ends with seat 1
            break
    record.actions.pop()
    record.meta["over"] = False
    store(page, record)
    go(page, "play/x")
    page.evaluate("() => { document.getElementById('announce').textContent = 'stale words'; }")
    page.click("button[data-key=end]")
    page.wait_for_selector("[data-screen=end]")
    said = page.text_content("#announce")
    assert "stale words" not in said and "Game over" in said
    go(page, "home")
    page.evaluate("() => { document.getElementById('announce').textContent = 'stale words'; }")
    choose_lang(page, "it")
    assert page.text_content("#announce") == ""
    choose_lang(page, "en")


def test_on_a_wide_screen_the_action_bar_covers_neither_the_hand_nor_the_board(new_context):
    """At 1280 px the bar stands in a column of its own: nothing of the hand or the market lies under it."""
    context = new_context(viewport={"width": 1280, "height": 860})
    page = fast_bots(context.new_page())
    overlap = """([bar, other]) => {
      const a = document.querySelector(bar).getBoundingClientRect();
      return [...document.querySelectorAll(other)].some(e => { const b = e.getBoundingClientRect();
        return b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom; });
    }"""
    for game, others in (("shifting-stones", "[data-block=hand], [data-block=grid]"),
                         ("romi-rami", "[data-block=hand], [data-block=market], [data-block=contracts]"),
                         ("citadels", ".ci-hand-block, .ci-seats, .ci-calls")):
        start_game(page, game, [("person", "Ada"), ("easy", "Bot"), ("easy", "Cy")])
        page.wait_for_selector(".action-bar[data-block=actions] button")
        for scroll in (0, 300):
            page.evaluate("(y) => window.scrollTo(0, y)", scroll)
            assert not page.evaluate(overlap, [".action-bar[data-block=actions]", others]), (game, scroll)
        page.evaluate("() => window.scrollTo(0, 0)")
        page.click("button[data-key=menu]")
        page.click("button[data-key=menu-home]")
        page.wait_for_selector("[data-screen=home]")

