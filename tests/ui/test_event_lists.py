"""A board's on_event may answer None, one action, or a list of actions played in order, all or none."""

import pytest

from tavolo.games import GAMES
from tavolo.storage import MemoryBackend, SaveStore
from tavolo.ui import controller as controller_module
from tavolo.ui.controller import Controller

from test_controller import Clock, start


class ListBoard:
    """A stand-in view module whose "go" event answers whatever the test puts in `answer`."""

    def __init__(self, real):
        self.real = real
        self.answer = None

    def __getattr__(self, name):
        return getattr(self.real, name)

    def on_event(self, name, data, view, ui):
        return ui, self.answer


@pytest.fixture
def board(monkeypatch):
    c = Controller(SaveStore(MemoryBackend(), GAMES), GAMES, "en", clock=Clock(), seed_source=lambda: 42)
    start(c, [("person", "Ada"), ("easy", "Bot")])
    fake = ListBoard(controller_module.game_view_module(c.match.game))
    monkeypatch.setattr(controller_module, "game_view_module", lambda game: fake)
    return c, fake


def test_a_list_of_actions_is_played_in_order(board):
    c, fake = board
    hand = c.match.view()["hand"]
    fake.answer = [("flip", hand[0], 4), ("flip", hand[1], 0), ("end",)]
    c.dispatch("g:go", {})
    assert c.message is None
    assert c.match.record.actions == [("flip", hand[0], 4), ("flip", hand[1], 0), ("end",)]
    assert c.match.state.current_player == 1


def test_one_illegal_action_in_a_list_refuses_them_all(board):
    c, fake = board
    hand = c.match.view()["hand"]
    grid = list(c.match.view()["grid"])
    fake.answer = [("flip", hand[0], 4), ("flip", hand[0], 0)]       # the same card twice: the second is illegal
    c.dispatch("g:go", {})
    assert c.message[0] == "error" and "not in your hand" in str(c.message[1])
    assert c.match.record.actions == [] and list(c.match.view()["grid"]) == grid
    assert c.match.view()["hand"] == hand


def test_a_list_that_runs_into_another_seats_turn_is_refused(board):
    c, fake = board
    fake.answer = [("end",), ("end",)]
    c.dispatch("g:go", {})
    assert c.message[0] == "error" and "cannot all be played in one turn" in str(c.message[1])
    assert c.match.record.actions == [] and c.match.state.current_player == 0


def test_one_action_and_none_still_work(board):
    c, fake = board
    fake.answer = None
    c.dispatch("g:go", {})
    assert c.match.record.actions == []
    fake.answer = ("end",)
    c.dispatch("g:go", {})
    assert c.match.record.actions == [("end",)]
