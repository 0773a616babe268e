"""The play surface as a person meets it: double taps, bad imports, the whole log, panels, scroll, clicks while
loading, Back, focus, replays and shared links."""

from __future__ import annotations

import json
import re

from tavolo import share
from tavolo.bots import make_bot, run_to_end
from tavolo.engine.record import new_record
from tavolo.games import GAMES

from browser_helpers import clean_start, fast_bots, start_game
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
    page.wait_for_selector(".notice.error")
    assert "bot level Tavolo does not have (grandmaster)" in page.inner_text(".notice.error")
    assert "No games in progress." in page.inner_text(".saves-box")


def test_the_log_holds_every_move_numbered_and_a_closed_panel_stays_closed(shared_page):
    page = clean_start(shared_page)
    record, state = bot_record("shifting-stones", [("Ada", None), ("B", "random"), ("C", "random")], 8)
    record.actions = record.actions[:-1]     # one move short of the end: the person still plays
    record.meta["over"] = False
    store(page, record)
    go(page, "play/x")
    values = page.eval_on_selector_all(".log li", "els => els.map(e => Number(e.getAttribute('value')))")
    assert len(record.actions) > 46 and sorted(values) == list(range(1, len(record.actions) + 1))
    assert values[0] == len(record.actions)               # newest first
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
    ready = page.evaluate("document.body.hasAttribute('data-ready')")
    if not ready:
        assert page.is_visible("#boot-wait")
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
    totals = page.eval_on_selector_all(".scores-table tbody tr td:last-child", "els => els.map(e => Number(e.innerText))")
    assert totals == state.scores()


def test_a_shared_link_opens_the_game_in_a_fresh_browser_and_a_damaged_one_says_so(new_context, boot, watch):
    record, state = bot_record("shifting-stones", [("Ada", "random"), ("Bea", "random")], 12)
    payload = share.encode(record)
    page = new_context().new_page()                      # a fresh profile: no saves, nothing cached
    boot(page, f"/#/share/{payload}")
    page.wait_for_selector("[data-screen=replay] [data-screen=end]")
    totals = page.eval_on_selector_all(".scores-table tbody tr td:last-child", "els => els.map(e => Number(e.innerText))")
    assert totals == state.scores()
    assert page.input_value(".share-url").endswith(payload)
    damaged = new_context().new_page()
    boot(damaged, f"/#/share/{payload[: len(payload) // 2]}")
    damaged.wait_for_selector(".notice.error")
    assert "damaged or incomplete" in damaged.inner_text(".notice.error")
    assert damaged.is_visible("[data-screen=home]")
    assert watch(page).errors == [] and watch(damaged).errors == []


def test_the_tab_title_names_the_person_to_move(shared_page):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    assert re.match(r"Ada's turn · Shifting Stones", page.title())
    page.click("button[data-key=menu]")
    page.click("button[data-key=menu-home]")
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
