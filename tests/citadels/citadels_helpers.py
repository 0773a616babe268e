"""Helpers for the Citadels tests: random games and scripted positions."""

import pytest

from tavolo.bots.ismcts import _by_kind
from tavolo.engine import Rng
from tavolo.games.citadels.game import Citadels

GAME = Citadels()


def random_game(seats, seed, options=None, each=None):
    """Play a random game (kind first, then one of that kind); `each(state, action)` before every move."""
    state = GAME.new_state(seats, options, seed)
    rng = Rng(seed * 7919 + seats)
    actions = []
    while not state.is_over:
        action = _by_kind(state.legal_actions(), rng)
        if each is not None:
            each(state, action)
        state.apply(action)
        actions.append(action)
    return state, actions


@pytest.fixture
def game():
    return GAME
