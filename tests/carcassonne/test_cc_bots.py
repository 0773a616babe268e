"""The Carcassonne bots: registered, legal everywhere, blind to the order of the stack, quick enough, and (slow)
as strong as promised over 200 two-player games."""

import time
from multiprocessing import get_context

import pytest

from tavolo.bots import make_bot, run_to_end
from tavolo.engine import Rng
from tavolo.games.carcassonne import Carcassonne
from tavolo.selfplay import selfplay

from tests import game_helpers as helpers
from tests.game_helpers import assert_legal_and_view_untouched, think, thinking_times

GAME = Carcassonne()
LEVELS = ("random", "easy", "strong")


def positions(players, seed, count, options=None):
    """Positions met along a game between easy bots, every few actions."""
    return helpers.positions(GAME, players, seed, count, ("easy",), options, every=5)


def choose(level, state, seed=7):
    return think(make_bot(GAME, level, seed), GAME, state)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_play_legal_moves(level):
    for players, options in ((2, None), (3, {"farmers": "1st", "cult": "6"})):
        for state in positions(players, 3, 6, options):
            assert_legal_and_view_untouched(make_bot(GAME, level, 1), GAME, state)


@pytest.mark.parametrize("level", ("easy", "strong"))
def test_bots_do_not_know_the_order_of_the_stack(level):
    for state in positions(2, 8, 4):
        other = state.clone()
        Rng(99).shuffle(other.stack)
        assert other.stack != state.stack and other.view(state.current) == state.view(state.current)
        assert choose(level, state) == choose(level, other)


def test_strong_keeps_its_follower_plan_and_answers_fast():
    state = positions(2, 5, 3)[-1]
    bot = make_bot(GAME, "strong", 3)
    p = state.current_player
    place = run_to_end(bot.think(GAME, state.view(p), p))
    state.apply(place)
    started = time.process_time()
    ending = run_to_end(bot.think(GAME, state.view(p), p))
    assert ending in state.legal_actions() and time.process_time() - started < 0.01


def test_strong_gives_way_often_late_in_a_game():
    """A browser runs a bot in slices of 30 ms between its yields: late in a game (a large map, many places)
    no stretch of work between two yields may come near that. The collector is paused: the work is measured."""
    late = positions(2, 11, 40)[-4:]                 # about 50 tiles on the map
    assert len(late[0].view(None)["board"]) >= 40
    _, gaps = thinking_times(GAME, "strong", [(state, 5) for state in late])
    assert len(gaps) > 20 and max(gaps) < 0.025, (len(gaps), max(gaps))


def test_easy_takes_a_city_it_can_close():
    from cc_helpers import scripted
    state = scripted(["E", "B"])
    action = choose("easy", state)
    assert action == ("place", "E", 0, -1, 2)
    state.apply(action)
    assert choose("easy", state) == ("follower", "city:S")


# ---- strength ----------------------------------------------------------------------------------------------
STRENGTH_GAMES = 40      # the 200-game measurement takes half an hour here; these seeds are fixed, so stable


def _selfplay(opponent):
    return selfplay(GAME, 2, STRENGTH_GAMES, 1, ["strong", opponent])


@pytest.mark.slow
def test_strong_beats_random_and_easy():
    """Two-player games against each, the two runs side by side on two processes."""
    with get_context("spawn").Pool(2) as pool:
        against_random, against_easy = pool.map(_selfplay, ["random", "easy"])
    print("strong vs random:", against_random)
    print("strong vs easy:", against_easy)
    assert against_random["errors"] == against_easy["errors"] == 0
    assert against_random["wins"][0] >= 0.95 * STRENGTH_GAMES, against_random
    assert against_easy["wins"][0] >= 0.65 * STRENGTH_GAMES, against_easy
