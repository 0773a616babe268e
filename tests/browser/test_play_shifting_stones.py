"""A person at the real site: whole games by mouse and by keyboard, reload, hot seat, bad saves, phones."""

from __future__ import annotations

import json

import pytest

from browser_helpers import clean_start, choose_lang, fast_bots, start_game

BOT_TURN_TIMEOUT = 60_000


def new_game(page, seats, options=None):
    start_game(page, "shifting-stones", seats, options)


def wait_for_person_or_end(page):
    page.wait_for_selector("button[data-key=end], [data-screen=end]", timeout=BOT_TURN_TIMEOUT)
    return page.query_selector("[data-screen=end]") is None


def score_what_i_can(page):
    """Click every card the grid shows a check mark for, and score it."""
    scored = 0
    while True:
        card = page.query_selector("button.card.scorable")
        if card is None:
            return scored
        card.click()
        page.click("button[data-key=score]")
        scored += 1


def test_a_person_plays_a_whole_game_against_a_bot_to_the_end_table(shared_page):
    page = fast_bots(shared_page)
    new_game(page, [("person", "Ada"), ("strong", "Robo")])
    turns = 0
    while wait_for_person_or_end(page):
        score_what_i_can(page)
        # Spend a card on a swap now and then, as a person would.
        if turns % 2 == 0 and page.query_selector("button.card"):
            page.click("button.card")
            page.click("button[data-key=mode-shift]")
            page.click("button[data-key=tile4]")
            page.click("button[data-key=tile5]")
            score_what_i_can(page)
        page.click("button[data-key=end]")
        turns += 1
        assert turns < 80
    table = page.locator("[data-screen=end] table")
    rows = table.locator("tbody tr")
    assert rows.count() == 2
    # best first, each row with its place
    first, second = rows.nth(0).inner_text(), rows.nth(1).inner_text()
    assert {"Ada", "Robo"} == {name for name in ("Ada", "Robo") if name in first + second}
    assert first.startswith("1st") and (second.startswith("2nd") or second.startswith("1st"))
    verdict = page.inner_text(".verdict")
    assert "wins" in verdict or "Winners" in verdict
    # The end table's totals are the sums of their parts.
    for i in range(2):
        cells = [c.strip() for c in rows.nth(i).locator("td").all_inner_texts()]
        assert sum(int(c) for c in cells[1:]) == int(cells[0])      # the total first
    # A player's scored cards wait behind a summary that shows it opens (a marker, not read out), and open on a tap.
    marker = "(s) => getComputedStyle(s, '::before').content"
    pile = page.locator(".player details").first          # a player's scored cards (the hands left lie open)
    summary, scored = pile.locator("> summary"), pile.locator(".scored-list")
    assert "▸" in summary.evaluate(marker) and summary.is_visible()
    assert not scored.is_visible()
    summary.click()
    assert "▾" in summary.evaluate(marker) and scored.is_visible()
    page.click("button[data-action=again]")
    page.wait_for_selector("button[data-key=end]")
    assert page.query_selector("[data-screen=end]") is None


def tab_to(page, key, limit=80):
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement && document.activeElement.dataset.key") == key:
            return
    raise AssertionError(f"Tab never reached {key}")


def test_keyboard_alone_starts_a_game_and_plays_turns(shared_page):
    page = clean_start(shared_page)
    page.evaluate("document.activeElement && document.activeElement.blur()")
    tab_to(page, "new-shifting-stones")
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-screen=new]")
    tab_to(page, "start")
    page.keyboard.press("Enter")
    page.wait_for_selector("button[data-key=end]")
    for _turn in range(3):
        hand = page.eval_on_selector_all("button.card", "els => els.map(e => e.dataset.card)")
        first = hand[0]
        tab_to(page, f"card-{first}")
        page.keyboard.press("Enter")
        tab_to(page, "mode-flip")
        page.keyboard.press("Enter")
        # the nine stones are one tab stop, walked with the arrow keys (Tab would skip them all)
        tab_to(page, "tile0")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowDown")
        assert page.evaluate("document.activeElement.dataset.key") == "tile4"
        page.keyboard.press("Tab")
        assert not page.evaluate("document.activeElement.dataset.key").startswith("tile")
        page.keyboard.press("Shift+Tab")
        assert page.evaluate("document.activeElement.dataset.key") == "tile4"
        page.keyboard.press("Enter")
        log = page.inner_text(".log ol")
        assert "Flip: turn over the centre tile" in log.splitlines()[0]
        # Escape drops a half-made choice.
        second = page.eval_on_selector_all("button.card", "els => els.map(e => e.dataset.card)")[0]
        tab_to(page, f"card-{second}")
        page.keyboard.press("Enter")
        assert page.get_attribute(f"button[data-key=card-{second}]", "aria-pressed") == "true"
        page.keyboard.press("Escape")
        assert page.get_attribute(f"button[data-key=card-{second}]", "aria-pressed") == "false"
        # so does Cancel, and the focus goes back to the hand, not to <body> (the Cancel button is disabled now)
        page.keyboard.press("Enter")
        tab_to(page, "cancel")
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.activeElement.matches('button.card[aria-pressed=false]')")
        page.wait_for_timeout(100)          # a frame later the browser would have dropped a disabled control's focus
        assert page.evaluate("document.activeElement.matches('button.card')")
        tab_to(page, "end")
        page.keyboard.press("Enter")
        wait_for_person_or_end(page)
        # The bot's moves were announced to screen readers.
        assert "Bot 2:" in page.inner_text("#announce")


def test_reload_resumes_mid_game_and_undo_takes_back_a_swap(shared_page):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    before = page.eval_on_selector_all(".stone-grid .tile", "els => els.map(e => e.className)")
    page.click("button.card")
    page.click("button[data-key=mode-shift]")
    page.click("button[data-key=tile0]")
    page.click("button[data-key=tile3]")
    after = page.eval_on_selector_all(".stone-grid .tile", "els => els.map(e => e.className)")
    hand = page.eval_on_selector_all("button.card", "els => els.map(e => e.dataset.card)")
    page.reload()                       # the address names the game: a reload comes back to it
    page.wait_for_selector("body[data-ready]", state="attached")
    page.wait_for_selector("button[data-key=end]")
    assert page.eval_on_selector_all("button.card", "els => els.map(e => e.dataset.card)") == hand
    assert [c.replace(" changed", "") for c in page.eval_on_selector_all(".stone-grid .tile", "els => els.map(e => e.className)")] == \
        [c.replace(" changed", "") for c in after]
    page.click("button[data-key=undo]")
    assert page.eval_on_selector_all(".stone-grid .tile", "els => els.map(e => e.className)") == before
    assert "undone" in page.inner_text(".notice")
    page.click("button[data-key=end]")
    wait_for_person_or_end(page)
    page.click("button[data-key=undo]")
    assert "cannot" in page.inner_text(".notice.error")


def test_hot_seat_hides_every_hand_until_the_right_person_confirms(shared_page):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("person", "Bea"), ("easy", "Bot")])
    assert "Pass the device to Ada" in page.inner_text("[data-screen=pass]")
    assert page.query_selector(".card") is None and page.query_selector(".hand") is None
    page.click("button[data-action=pass-ok]")
    assert "Ada's hand" in page.inner_text(".hand-box")
    ada = page.eval_on_selector_all("button.card", "els => els.map(e => e.dataset.card)")
    page.click("button[data-key=end]")
    page.wait_for_selector("[data-screen=pass]")
    assert "Pass the device to Bea" in page.inner_text("[data-screen=pass]")
    assert page.query_selector(".card") is None
    html = page.inner_html("#app")
    assert not any(card in html for card in ada)
    page.click("button[data-action=pass-ok]")
    assert "Bea's hand" in page.inner_text(".hand-box")
    assert not set(ada) & set(page.eval_on_selector_all("button.card", "els => els.map(e => e.dataset.card)"))
    page.click("button[data-key=end]")
    # The bot plays on the shared screen with no hand shown, then Ada is called back.
    page.wait_for_selector("[data-screen=pass]", timeout=BOT_TURN_TIMEOUT)
    assert "Pass the device to Ada" in page.inner_text("[data-screen=pass]")


def test_a_corrupt_save_shows_its_message_and_the_good_one_still_opens(shared_page):
    page = clean_start(shared_page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    page.evaluate("""() => {
        localStorage.setItem('tavolo.save.broken', '{this is not json');
        localStorage.setItem('tavolo.save.future', JSON.stringify({format: 999, game: 'shifting-stones', actions: []}));
        history.replaceState(null, '', location.pathname);
    }""")
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    broken = page.locator(".save.broken")
    assert broken.count() == 2
    text = page.inner_text(".saves")
    assert "not valid JSON" in text and "newer Tavolo" in text
    page.click(".save:not(.broken) button[data-action=resume]")
    page.wait_for_selector("button[data-key=end]")
    page.click("button[data-key=menu]")
    page.click("button[data-key=menu-home]")
    page.click("button[data-key='delete-broken']")
    assert page.locator(".save.broken").count() == 2        # it asks first
    page.click("button[data-key='delete-yes-broken']")
    assert page.locator(".save.broken").count() == 1


def test_an_imported_foreign_file_is_refused_with_a_message(shared_page, tmp_path):
    page = clean_start(shared_page)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"hello": "world"}))
    page.set_input_files("input[data-action=import]", str(bad))
    page.wait_for_selector("[data-screen=broken]")
    assert "not a Tavolo save" in page.inner_text(".broken-why")
    page.click("button[data-key=broken-home]")
    assert "No games in progress." in page.inner_text(".saves-box")


def test_full_storage_shows_a_message_and_the_game_goes_on(new_context, boot):
    context = new_context()
    context.add_init_script("""
        Storage.prototype.setItem = function (key) {
            if (key.startsWith('tavolo.save.')) throw new DOMException('full', 'QuotaExceededError');
        };
    """)
    page = context.new_page()
    boot(page)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    assert "storage is full" in page.inner_text(".notice.error")
    page.click("button[data-key=end]")
    assert wait_for_person_or_end(page)
    assert page.locator(".log li").count() >= 2


def test_the_menu_opens_while_bots_are_playing(shared_page):
    page = clean_start(shared_page)
    new_game(page, [("strong", "A"), ("strong", "B"), ("strong", "C")])
    page.wait_for_selector(".log li")
    page.click("button[data-key=menu]")
    page.wait_for_selector("nav.menu")
    page.click("button[data-key=menu-home]")
    page.wait_for_selector("[data-screen=home]")


def test_language_switch_is_remembered(shared_page):
    page = clean_start(shared_page)
    choose_lang(page, "it")
    assert "Nuova partita" in page.inner_text("#app")
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    assert page.evaluate("document.documentElement.lang") == "it"
    assert "Nuova partita" in page.inner_text("#app")
    choose_lang(page, "en")


@pytest.mark.parametrize("width", [390])
def test_phone_width_has_no_horizontal_scroll(new_context, boot, width):
    context = new_context(viewport={"width": width, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    boot(page)
    overflow = "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    assert page.evaluate(overflow) <= 0
    new_game(page, [("person", "Ada"), ("strong", "B"), ("strong", "C"), ("strong", "D"), ("strong", "E")])
    assert page.evaluate(overflow) <= 0
    page.tap("button.card")
    page.tap("button[data-key=mode-shift]")
    assert page.evaluate(overflow) <= 0
    page.tap("button[data-key=end]")
    page.wait_for_selector("button[data-key=end]", timeout=BOT_TURN_TIMEOUT * 2)
    assert page.evaluate(overflow) <= 0
    page.click("button[data-key=menu]")
    page.click("button[data-key=menu-rules]")
    assert page.evaluate(overflow) <= 0


def test_on_a_phone_the_nine_stones_the_hand_and_the_moves_are_on_the_first_screen(new_context):
    """Mid-game on the person's turn, upright and on its side, without scrolling: every stone, every card of the
    hand and the rows of moves are in sight, none under the action bar or another thing."""
    from phone_helpers import LANDSCAPE, PORTRAIT
    from phone_table import held, open_on_a_phone, unseen
    from test_play_feel import bot_record
    record, state = bot_record("shifting-stones", [("Ada", None), ("Giulia", "easy"), ("Leo", "easy")], 2,
                               moves=22, save_id="ss-phone")
    hand = state.view(0)["hand"]
    assert state.current_player == 0 and len(hand) == 4 and "SS69" in hand          # a 3x3 card among them
    page = open_on_a_phone(new_context, record, "button[data-key=end]")
    # Whole boxes without rounded corners (a stone's, a card's and a button's corners show what lies under them).
    wanted = {".stone-grid": False, ".stone-grid .face-icon": True, ".hand .card-face": True,
              ".action-bar .card-actions": False, ".action-bar .turn-actions": False}
    missed = {}
    for name, size in (("upright", PORTRAIT), ("on its side", LANDSCAPE)):
        held(page, size)
        missed[name] = unseen(page, wanted)
        assert page.locator(".stone-grid .face-icon").count() == 9
        assert page.locator(".hand .card-face").count() == len(hand)
    assert missed == {"upright": [], "on its side": []}
