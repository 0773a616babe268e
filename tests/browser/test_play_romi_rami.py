"""A person plays Romi Rami at the real site: a whole game against a bot, hot seat, a phone's width."""

from __future__ import annotations

from browser_helpers import fast_bots, start_game

BOT_TURN_TIMEOUT = 60_000
PERSON_OR_END = "button[data-key=take], button[data-key=done], button[data-key=discard], [data-screen=end]"
OVERFLOW = "document.documentElement.scrollWidth - document.documentElement.clientWidth"


def new_game(page, seats, options=None):
    start_game(page, "romi-rami", seats, options, until="[data-screen=play], [data-screen=pass]")


def wait_for_person_or_end(page):
    page.wait_for_selector(PERSON_OR_END, timeout=BOT_TURN_TIMEOUT)
    return page.query_selector("[data-screen=end]") is None


def play_one_step(page):
    """One honest step of a simple player: take the first card offered, complete the first contract the
    board offers, end the turn, discard as asked. Returns the kind of step."""
    if page.query_selector("button[data-key=take]"):
        page.click(".rr-market button[data-action='g:slot']")
        page.click("button[data-key=take]:not([disabled])")
        return "take"
    way = page.query_selector(".rr-ways button[data-action=move]")
    if way:
        way.click()
        return "complete"
    if page.query_selector("button[data-key=done]"):
        page.click("button[data-key=done]")
        return "done"
    discard = page.query_selector("button[data-key=discard]")
    while discard and discard.is_disabled():
        page.click(".rr-hand button[data-action='g:card'][aria-pressed=false]")
        discard = page.query_selector("button[data-key=discard]")
    page.click("button[data-key=discard]")
    return "discard"


def test_a_person_plays_a_whole_game_against_a_bot_to_the_end_table(shared_page):
    page = fast_bots(shared_page)
    new_game(page, [("person", "Ada"), ("strong", "Robo")])
    steps = {"take": 0, "complete": 0, "done": 0, "discard": 0}
    while wait_for_person_or_end(page):
        steps[play_one_step(page)] += 1
        assert sum(steps.values()) < 400
    assert steps["take"] >= 5 and steps["complete"] >= 1
    table = page.locator("[data-screen=end] table")
    rows = table.locator("tbody tr")
    assert rows.count() == 2
    header = table.locator("thead").inner_text()
    for label in ("Contracts", "Trophies", "Suit bonus", "Unused star"):
        assert label in header
    for i in range(2):
        cells = [c.strip() for c in rows.nth(i).locator("td").all_inner_texts()]
        assert sum(int(c) for c in cells[1:]) == int(cells[0])      # the total first
    verdict = page.inner_text(".verdict")
    assert "wins" in verdict or "Winners" in verdict
    log = page.inner_text(".log ol")
    assert "Ada: Take" in log and "Robo: " in log and "Complete" in log


def test_the_keyboard_alone_takes_cards(shared_page, clear_storage):
    page = clear_storage(shared_page, reboot=True)
    new_game(page, [("person", "Ada"), ("easy", "Bot")])
    page.focus("button[data-key=slot0]")
    page.keyboard.press("Enter")
    assert page.get_attribute("button[data-key=slot0]", "aria-pressed") == "true"
    page.focus("button[data-key=take]")
    page.keyboard.press("Enter")
    page.wait_for_selector("button[data-key=done]")
    page.focus("button[data-key=done]")
    page.keyboard.press("Enter")
    assert wait_for_person_or_end(page)
    assert "Bot:" in page.inner_text(".log ol")


def test_hot_seat_of_three_hides_every_hand_behind_the_pass_screen(shared_page, clear_storage):
    page = clear_storage(shared_page, reboot=True)
    new_game(page, [("person", "Ada"), ("person", "Bea"), ("person", "Cy")])
    for turn in range(6):
        name = ("Ada", "Bea", "Cy")[turn % 3]
        page.wait_for_selector("[data-screen=pass]")
        assert f"Pass the device to {name}" in page.inner_text("[data-screen=pass]")
        assert page.query_selector(".rr-hand") is None and page.query_selector(".rr-hand-box") is None
        assert "'s hand" not in page.inner_text("#app")
        page.click("button[data-action=pass-ok]")
        assert f"{name}'s hand" in page.inner_text(".rr-hand-box")
        for other in {"Ada", "Bea", "Cy"} - {name}:
            assert f"{other}'s hand" not in page.inner_text("#app")
        while page.query_selector("[data-screen=pass]") is None:
            play_one_step(page)
    # Bonus piles of the others stay hidden on the board (the standard option).
    page.click("button[data-action=pass-ok]")
    assert "bonus pile hidden" in page.inner_text(".rr-players")


def test_phone_width_has_no_horizontal_scroll(new_context, boot):
    context = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    boot(page)
    new_game(page, [("person", "Ada"), ("strong", "B"), ("strong", "C"), ("strong", "D")])
    assert page.evaluate(OVERFLOW) <= 0
    page.tap(".rr-market button[data-action='g:slot']")
    assert page.evaluate(OVERFLOW) <= 0
    page.tap("button[data-key=take]")
    page.wait_for_selector("button[data-key=done]")
    assert page.evaluate(OVERFLOW) <= 0
    page.tap("button[data-key=done]")
    wait_for_person_or_end(page)
    assert page.evaluate(OVERFLOW) <= 0
    page.click("button[data-key=menu]")
    page.click("button[data-key=menu-rules]")
    page.wait_for_selector("[data-screen=rules]")
    assert "Romi Rami" in page.inner_text("[data-screen=rules]")
    assert page.evaluate(OVERFLOW) <= 0


def test_on_a_phone_the_hand_the_market_and_the_moves_are_on_the_first_screen(new_context):
    """A hand of 10 cards on the person's turn, upright and on its side, without scrolling: every card of the hand
    and of the number market, the prompt and Take are in sight, none under the action bar or another thing."""
    from phone_helpers import LANDSCAPE, PORTRAIT
    from phone_table import held, open_on_a_phone, unseen
    from test_play_feel import bot_record
    record, state = bot_record("romi-rami", [("Ada", None), ("Giulia", "easy"), ("Leo", "easy")], 8, moves=23,
                               save_id="rr-phone")
    view = state.view(0)
    assert state.current_player == 0 and view["phase"] == "take" and len(view["hand"]) == 10
    page = open_on_a_phone(new_context, record, "button[data-key=take]")
    wanted = {".rr-hand > li": True, ".rr-market > li": True, ".action-bar .rr-step": False, ".action-bar .row": False}
    missed = {}
    for name, size in (("upright", PORTRAIT), ("on its side", LANDSCAPE)):
        held(page, size)
        missed[name] = unseen(page, wanted)
        assert page.locator(".rr-hand > li").count() == 10
        assert page.locator(".rr-market > li").count() == len(view["market"])
    assert missed == {"upright": [], "on its side": []}
