"""The shell on a phone as the table, in CPython: "since your last turn" leads with what hit you in your words and
keeps the others' moves folded on a small screen, the bots' pace is chosen in the menu and remembered, bot levels
reach the board, and the games in progress come first on the home screen."""

import re

from tavolo.games import GAMES
from tavolo.ui.log import LOG_LATEST
from tests.browser.citadels_positions import KILLED, NAMES, ROBBED, position

from test_controller import make, start


def opened(actions, compact=False, lang="en"):
    """A controller showing the Citadels position after `actions` moves, opened from its save."""
    c = make(lang=lang)
    c.compact = compact
    record, _ = position(actions, save_id="p")
    c.store.write(record)
    c.dispatch("resume", {"id": "p"})
    assert c.screen == "play"
    return c


def since_of(html):
    return re.search(r'<section class="since".*?</section>', html, re.S).group(0)


def test_the_news_leads_with_the_kill_of_your_character_in_your_words():
    c = opened(KILLED)
    since = since_of(str(c.render()))
    you = re.search(r'<ul class="since-you">(.*?)</ul>', since, re.S).group(1)
    assert re.sub(r"<[^>]+>", "", you) == f"{NAMES[2]} (Assassin) killed the Merchant, yours: no turn in round 4"
    assert since.index("since-you") < since.index("since-moves")         # before the moves, outside their panel
    assert '<details class="since-moves" open' in since                   # a wide screen shows the moves at once
    c.dispatch("lang", {"code": "it"})
    assert "Bot 3 (Assassino) ha ucciso il Mercante, il tuo" in since_of(str(c.render()))


def test_on_a_phone_the_others_moves_start_folded_under_a_line_that_says_how_many():
    c = opened(ROBBED, compact=True)
    since = since_of(str(c.render()))
    assert f"{NAMES[4]} (Thief) robbed you of 5 gold" in since
    assert '<details class="since-moves" data-key="since-moves">' in since
    count = len(c.match.since_last_turn(0))
    assert f"Since your last turn</span> <span class=\"muted\">· {count} moves</span>" in since


def test_on_a_phone_the_log_starts_closed_below_the_board_and_on_a_wide_screen_open():
    """A phone leaves the log's lines out of each redraw until the person opens it (a Citadels tap at 4x CPU went
    from 112 to 75 ms at p95 in make bench with the lines closed; leaving them out of the page too halves the HTML of
    a bot's move at five seats); a wide screen shows them at once."""
    def log_tag(html):
        return re.search(r'<details class="log"[^>]*>', html).group(0)

    def lines(html):
        return len(re.findall(r"<li ", html[html.index('<details class="log"'):]))

    phone = opened(ROBBED, compact=True)
    html = str(phone.render())
    assert log_tag(html) == '<details class="log" data-key="log" data-panel="log">' and lines(html) == 0
    phone.open_panels = {"log": True}            # the person opened it: the page says so before the redraw
    html = str(phone.render())
    assert log_tag(html) == '<details class="log" open data-key="log" data-panel="log">'
    assert lines(html) == LOG_LATEST
    wide = str(opened(ROBBED).render())
    assert log_tag(wide) == '<details class="log" open data-key="log" data-panel="log">' and lines(wide) == lines(html)


def test_the_bots_pace_is_chosen_in_the_menu_and_remembered():
    c = make()
    assert c.bot_pace_ms == 600                                            # nothing stored: the normal pace
    start(c, [("person", "Ada"), ("easy", "Bot")])
    c.dispatch("menu")
    html = str(c.render())
    pressed = re.findall(r'<button[^>]*data-key="pace-(\w+)"[^>]*aria-pressed="true"', html)
    assert pressed == ["normal"] and "Bots&#x27; pace" in html
    c.dispatch("pace", {"pace": "fast"})
    assert c.bot_pace_ms == 250 and c.store.get_setting("bot_pace_ms") == "250"
    c.dispatch("pace", {"pace": "sluggish"})                               # not a pace: nothing changes
    assert c.bot_pace_ms == 250
    again = make(backend=c.store.backend)
    assert again.bot_pace_ms == 250
    c.store.set_setting("bot_pace_ms", "0")
    assert make(backend=c.store.backend).bot_pace_ms == 0                 # what the tests store: instant


def test_a_game_of_people_only_has_no_pace_in_its_menu():
    c = make()
    start(c, [("person", "Ada"), ("person", "Bea")])
    c.dispatch("menu")
    assert "pace-" not in str(c.render())


def test_bot_levels_reach_the_board_beside_the_names():
    c = opened(ROBBED)
    html = str(c.render())
    for name, level in zip(NAMES[1:], ("strong", "easy", "strong", "random")):
        assert f'{name}</strong><span class="ci-level"> · {level}</span>' in html
    c.dispatch("lang", {"code": "it"})
    assert 'Bot 5</strong><span class="ci-level"> · casuale</span>' in str(c.render())
    playing = opened(ROBBED - 1)                        # Bot 5 is about to end its turn: the play bar says who
    assert "Bot 5 · random is thinking…" in str(playing.render())


def test_the_games_in_progress_come_first_on_the_home_screen():
    c = make()
    html = str(c.render())
    assert html.index(">Games<") < html.index(">Continue<")             # nothing to continue: the games first
    start(c, [("person", "Ada"), ("easy", "Bot")])
    c.dispatch("home")
    html = str(c.render())
    assert html.index(">Continue<") < html.index(">Games<") < html.index('class="game-card"')
    title = re.search(r'<h2 tabindex="-1" data-key="screen-title">([^<]*)</h2>', html).group(1)
    assert title == "Continue"
    assert len(GAMES) == html.count('class="game-card"')
