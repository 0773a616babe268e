"""A finished game's replay can show any seat's hand and secrets at every step (nothing is secret once the game is
over); the replay of a game not finished never offers it, nor obeys it."""

import re
from html import unescape

from test_controller import make, run_bots, start


def finished(game_id, seats):
    c = make(seed=5)
    c.dispatch("new", {"game": game_id})
    data = {"count": str(len(seats))}
    for i, (who, name) in enumerate(seats):
        data[f"who{i}"], data[f"name{i}"] = who, name
    c.dispatch("start", data)
    run_bots(c)
    assert c.match.state.is_over
    return c


def hand_block(html):
    found = re.search(r'<section class="hand-box".*?</section>', html, re.S)
    return found.group(0) if found else ""


def test_only_a_finished_games_replay_shows_the_hand_of_the_seat_chosen_at_every_step():
    c = finished("shifting-stones", [("easy", "Uno"), ("easy", "Due"), ("random", "Tre")])
    c.dispatch("replay")
    r = c.replay
    assert r.viewer is None                       # a game of bots: the table's view first
    for lang, label, nobody in (("en", "Show the hand and secrets of:", "Nobody (the table's view)"),
                                ("it", "Mostra la mano e i segreti di:", "Nessuno (la vista del tavolo)")):
        c.dispatch("lang", {"code": lang})
        html = str(c.render())
        group = unescape(re.search(r"<div class=\"row replay-viewers\".*?</div>", html, re.S).group(0))
        assert label in group and nobody in group
        assert re.findall(r'data-key="replay-seat-([^"]+)" aria-pressed="(\w+)"', group) == [
            ("table", "true"), ("0", "false"), ("1", "false"), ("2", "false")]
    c.dispatch("lang", {"code": "en"})
    for step in (0, 9, 30):
        c.dispatch("replay-step", {"to": str(step)})
        held = r.match.state_after(step).hands
        for seat, name in enumerate(("Uno", "Due", "Tre")):
            c.dispatch("replay-seat", {"seat": str(seat)})
            block = hand_block(str(c.render()))
            assert f"{name}'s hand" in unescape(block)
            assert re.findall(r'data-flip="card:([^"]+)"', block) == held[seat]
    c.dispatch("replay-seat", {"seat": ""})
    assert r.viewer is None and "Hands are hidden on the shared screen." in str(c.render())
    # The replay of a game not finished never offers another seat's hand, nor obeys a crafted event.
    c = make(seed=5)
    start(c, [("person", "Ada"), ("easy", "Bot")])
    c.human_move(c.match.state.legal_actions()[0])
    c.dispatch("move", {"move": '["end"]'})
    run_bots(c)
    assert not c.match.state.is_over
    c.dispatch("replay")
    assert c.replay.viewer == 0                   # the lone person's own view, as before
    html = str(c.render())
    assert "replay-viewers" not in html and "replay-seat" not in html
    c.dispatch("replay-seat", {"seat": "1"})      # a crafted event changes nothing
    c.dispatch("replay-seat", {"seat": ""})
    assert c.replay.viewer == 0
    assert "Ada's hand" in unescape(hand_block(str(c.render())))


def test_a_finished_citadels_replay_shows_the_chosen_seats_hand_mid_game():
    c = finished("citadels", [("easy", "Uno"), ("easy", "Due"), ("random", "Tre")])
    c.dispatch("replay")
    r = c.replay
    c.dispatch("replay-step", {"to": "40"})
    c.dispatch("replay-seat", {"seat": "2"})
    html = str(c.render())
    hand = re.search(r'<section class="ci-hand-block"[^>]*>.*?</section>', html, re.S).group(0)
    assert sorted(re.findall(r'data-card="([^"]+)"', hand)) == sorted(r.match.state_after(40).hands[2])
    c.dispatch("replay-seat", {"seat": "7"})      # no such seat: nothing changes
    assert r.viewer == 2
