"""The shell's texts and frames around a board: a finished game is replayed, not resumed, and shared from its menu;
the end table puts the total first and names every part; the play screens carry their action bar; the log shows
the latest moves, the earlier ones one tap away."""

import json
import re

from tavolo.games import GAMES
from tavolo.ui.log import LOG_LATEST
from tavolo.ui.pages import end_table

from test_controller import make, run_bots, start


def finished():
    c = make()
    start(c, [("strong", "Uno"), ("easy", "Due")])
    run_bots(c)
    assert c.match.state.is_over
    return c


def test_a_finished_game_is_offered_as_a_replay_and_one_in_progress_as_resume():
    c = finished()
    done = c.match.record.meta["id"]
    c.dispatch("home")
    start(c, [("person", "Ada"), ("easy", "Bot")])
    going = c.match.record.meta["id"]
    c.dispatch("home")
    for lang, resume in (("en", "Resume"), ("it", "Riprendi")):
        c.dispatch("lang", {"code": lang})
        html = str(c.render())
        lines = dict(re.findall(r'<li class="save" data-save="([^"]+)">(.*?)</li>', html))
        assert f'data-key="replay-{done}"' in lines[done] and f'data-key="resume-{done}"' not in lines[done]
        assert resume not in lines[done]
        assert f'data-key="resume-{going}"' in lines[going] and resume in lines[going]


def test_the_menu_of_a_finished_game_holds_its_share_link_and_one_in_progress_does_not():
    c = finished()
    c.dispatch("menu")
    menu = re.search(r'<nav class="menu".*?</nav>', str(c.render()), re.S).group(0)
    assert 'data-key="share-url-menu"' in menu and "#/share/" in menu and 'data-key="copy-link-menu"' in menu
    c.dispatch("home")
    start(c, [("person", "Ada"), ("easy", "Bot")])
    c.dispatch("menu")
    menu = re.search(r'<nav class="menu".*?</nav>', str(c.render()), re.S).group(0)
    assert "share" not in menu


def test_the_end_table_puts_the_total_right_after_the_name_and_labels_every_part():
    c = finished()
    state, seats = c.match.state, c.match.record.seats
    for lang, total in (("en", "Total"), ("it", "Totale")):
        html = str(end_table(lang, GAMES["shifting-stones"], state, seats))
        heads = re.findall(r'<th scope="col"[^>]*>([^<]*)</th>', html)
        assert heads[:2] == [("Player" if lang == "en" else "Giocatore"), total]
        rows = re.findall(r"<tr[^>]*><th scope=\"row\">.*?</tr>", html)
        assert len(rows) == 2
        for (seat, _), row in zip(state.placings().order, rows):        # best place first
            cells = re.findall(r'<td class="(\w+)" data-label="([^"]*)">(?:<strong>)?(-?\d+)', row)
            assert cells[0] == ("total", total, str(state.scores()[seat]))
            assert [label for _, label, _ in cells[1:]] == heads[2:]


def test_every_play_screen_of_shifting_stones_and_romi_rami_has_one_action_bar():
    for game in ("shifting-stones", "romi-rami"):
        c = make()
        c.dispatch("new", {"game": game})
        c.dispatch("start", {"count": "2", "who0": "person", "name0": "Ada", "who1": "easy", "name1": "Bot"})
        html = str(c.render())
        assert html.count('class="action-bar') == 1, game
        bar = re.search(r'<section class="action-bar[^"]*"[^>]*data-block="actions"', html)
        assert bar, game
        # The person's moves are inside it.
        start_at = html.index(bar.group(0))
        key = "end" if game == "shifting-stones" else "take"
        assert html.index(f'data-key="{key}"') > start_at


def log_lines(html):
    """The move numbers of the log's lines, newest first."""
    body = html[html.index('class="log-body"'):]
    return [int(n) for n in re.findall(r'<li [^>]*value="(\d+)"', body)]


def test_the_log_shows_the_latest_moves_and_the_earlier_ones_one_tap_away():
    c = make()
    start(c, [("person", "Ada"), ("random", "Robo")])
    while len(c.match.moves) < LOG_LATEST + 12 and not c.match.state.is_over:
        if c.match.human_to_move():
            c.dispatch("move", {"move": json.dumps(list(c.match.state.legal_actions()[0]))})
        run_bots(c)
    total = len(c.match.moves)
    assert total > LOG_LATEST
    html = c.render()
    assert log_lines(html) == list(range(total, total - LOG_LATEST, -1))
    assert f"Show the {total - LOG_LATEST} earlier moves" in html
    c.dispatch("log-whole")
    html = c.render()
    assert log_lines(html) == list(range(total, 0, -1)) and "Show only the latest moves" in html
    assert c.focus_key == "log-whole"                  # the toggle keeps the focus
    c.dispatch("log-whole")
    assert len(log_lines(c.render())) == LOG_LATEST
    c.dispatch("lang", {"code": "it"})
    assert f"Mostra le {total - LOG_LATEST} mosse precedenti" in c.render()


def test_a_short_log_has_no_button_for_earlier_moves():
    c = make()
    start(c, [("person", "Ada"), ("random", "Robo")])
    c.dispatch("move", {"move": json.dumps(list(c.match.state.legal_actions()[0]))})
    html = c.render()
    assert log_lines(html) and 'data-action="log-whole"' not in html
