"""Never colour alone: wherever a seat's colour tells the seats apart, the seat's shape is drawn with it. Every
game is drawn at its most seats, on the play screen halfway and on the end screen: each seat mark (the coloured
disc) carries its seat's shape, every follower on the Carcassonne map its seat's sign, and each seat's colour
appears nowhere else but beside its own shape."""

from __future__ import annotations

import json
import re

import pytest

from tavolo.bots import run_to_end
from tavolo.games import GAMES
from tavolo.games.carcassonne.draw import SEAT_COLOURS, SEAT_SHAPES as FOLLOWER_SIGNS
from tavolo.storage import MemoryBackend, SaveStore
from tavolo.ui.controller import Controller
from tavolo.ui.widgets import SEAT_SHAPES
from tests.game_helpers import Clock

MARK = re.compile(r'<span class="seat-mark seat-(\d+)"[^>]*>([^<]*)</span>')
FOLLOWER = re.compile(r'<g [^>]*class="cc-follower[^"]*" data-seat="(\d+)">(.*?)</g>', re.S)
PLAYER_ROW = re.compile(r'<li\b[^>]*data-seat="(\d+)"[^>]*>(.*?)</li>', re.S)


def screens(game_id):
    """The play screen halfway through and the end screen of a game at its most seats (one person, the rest
    easy bots), as the shell draws them."""
    game = GAMES[game_id]
    c = Controller(SaveStore(MemoryBackend(), GAMES), GAMES, "en", clock=Clock(), seed_source=lambda: 3)
    c.compact = False
    seats = game.max_seats
    data = {"count": str(seats)}
    for i in range(seats):
        data[f"who{i}"], data[f"name{i}"] = ("person", "Ada") if i == 0 else ("easy", f"Bot {i + 1}")
    c.dispatch("new", {"game": game_id})
    c.dispatch("start", data)
    drawn, moves = {}, 0
    while not c.match.state.is_over:
        job = c.bot_job()
        if job is not None:
            seat, bot, game_, view = job
            c.bot_played(seat, run_to_end(bot.think(game_, view, seat)))
            continue
        moves += 1
        if moves == 8:
            drawn["play"] = str(c.render())
        c.dispatch("move", {"move": json.dumps(list(c.match.state.legal_actions()[0]))})
    drawn["end"] = str(c.render())
    return seats, drawn


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_seat_colour_comes_with_its_shape(game_id):
    seats, drawn = screens(game_id)
    for name, page in drawn.items():
        marks = MARK.findall(page)
        assert marks, f"{name}: no seat mark drawn"
        # the coloured disc always holds its seat's shape, and every seat shows its own somewhere
        assert all(shape == SEAT_SHAPES[int(seat)] for seat, shape in marks), name
        assert {int(seat) for seat, _ in marks} == set(range(seats)), name
        # a follower on the map is in its seat's colour with its seat's sign on it
        for seat, inside in FOLLOWER.findall(page):
            assert f'fill="{SEAT_COLOURS[int(seat)]}"' in inside and f">{FOLLOWER_SIGNS[int(seat)]}</text>" in inside
        # a seat colour outside a follower (a meeple beside a player's followers left) sits by that seat's shape
        rest = FOLLOWER.sub("", page)
        for seat, row in PLAYER_ROW.findall(rest):
            if any(colour in row for colour in SEAT_COLOURS):
                assert f'<span class="seat-mark seat-{seat}"' in row and SEAT_COLOURS[int(seat)] in row, name
    if game_id == "carcassonne":
        assert FOLLOWER.findall(drawn["end"]), "no follower on the final map"
