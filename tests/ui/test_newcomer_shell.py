"""What the shell does for someone new to a game, in plain CPython: the home's history, names and words that agree
with the table, the replay's step in words, the tab's title and buzz on another device's turn."""

import json
import re

from tavolo.bots import run_to_end
from tavolo.games import GAMES
from tavolo.storage import MemoryBackend, SaveStore
from tavolo.ui.controller import Controller
from tests.game_helpers import Clock
from tests.ui.test_controller import run_bots, start


def make(lang="en", seed=42):
    return Controller(SaveStore(MemoryBackend(), GAMES), GAMES, lang, clock=Clock(), seed_source=lambda: seed)


def finish(c):
    """Play the open game to its end, the person playing the first legal move."""
    for _ in range(5000):
        run_bots(c)
        state = c.match.state
        if state.is_over:
            return
        c.dispatch("move", {"move": json.dumps(list(state.legal_actions()[0]))})
    raise AssertionError("the game did not end")


def text_of(html):
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_home_puts_games_in_progress_and_new_game_first_and_finished_games_in_a_history_with_their_result():
    c = make()
    start(c, [("person", "Ada"), ("easy", "Robo")])
    finish(c)
    done_id = c.match.record.meta["id"]
    scores = c.match.state.scores()
    start(c, [("person", "Bea"), ("easy", "Robo")])
    c.dispatch("home")
    html = c.render()
    # In progress first, then the games with New game, then the finished games, folded.
    going = html.index('class="continue"')
    games = html.index('class="games"')
    history = html.index('class="history"')
    assert going < games < history
    assert html.index("Bea") < games and html.index("Ada") > history
    finished = html[history:]
    assert f'data-key="replay-{done_id}"' in finished and f'data-key="copy-link-{done_id}"' in finished
    assert "#/share/" in finished
    won = text_of(finished)
    assert f"Ada {scores[0]}" in won and f"Robo {scores[1]}" in won and re.search(r" (won|share the win) · ", won)
    assert "(1 game)" in won


def test_default_seat_names_follow_the_language_shown_and_chosen_names_stay():
    c = make()
    start(c, [("person", "Player 1"), ("easy", "Bot 2"), ("easy", "Zia Lia")])
    assert "Player 1&#x27;s turn" in c.render() or "Player 1's turn" in text_of(c.render())
    c.dispatch("lang", {"code": "it"})
    html = text_of(c.render())
    assert "Turno di Giocatore 1" in html and "Player 1" not in html
    assert "Zia Lia" in html
    assert c.title().startswith("Turno di Giocatore 1")


def test_the_hint_names_seats_as_the_table_does():
    c = make()
    # Shifting Stones' labels name no seat: a Citadels Magician swap names the seat swapped with.
    game = GAMES["citadels"]
    c.dispatch("new", {"game": "citadels"})
    c.dispatch("start", {"count": "2", "who0": "person", "name0": "Ada", "who1": "easy", "name1": "Bot 2"})
    match = c.match
    c.hint_wanted = True
    c.hint_ready(match.state.current_player, ("swap_hands", 1))
    assert c.hint is not None and "Bot 2" in c.hint and "player 2" not in c.hint.lower().replace("bot 2", "")
    assert game.id == "citadels"


def test_a_replay_says_in_words_what_the_step_shown_was():
    c = make()
    start(c, [("person", "Ada"), ("easy", "Robo")])
    finish(c)
    c.dispatch("replay")
    r = c.replay
    c.dispatch("replay-step", {"to": "3"})
    html = c.render()
    now = re.search(r'<p class="replay-now"[^>]*>(.*?)</p>', html).group(1)
    third = r.match.moves[2]
    assert r.match.record.seats[third.seat]["name"] in text_of(now)
    assert r.match.label(2, "en") in text_of(now).replace("&#x27;", "'")
    c.dispatch("replay-step", {"to": "0"})
    assert "The set-up, before the first move." in c.render()


def test_a_phone_holding_one_seat_buzzes_once_when_its_turn_comes_and_its_title_says_so():
    c = make()
    start(c, [("person", "Ada"), ("easy", "Robo")])
    # On one device with bots, nothing buzzes: the person is looking.
    assert not c.turn_arrived()
    c.match.remote = {1}           # as if seat 1 were another person's phone
    c.match.humans = [0]
    assert c.plays_one_seat()
    assert c.match.human_to_move()
    assert c.turn_arrived() is True and c.turn_arrived() is False
    assert c.title().startswith("● Your turn · Shifting Stones")
