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


@pytest.mark.slow      # a speed target, measured on this machine's clock: make bench
def test_strong_keeps_its_follower_plan_and_answers_fast():
    state = positions(2, 5, 3)[-1]
    bot = make_bot(GAME, "strong", 3)
    p = state.current_player
    place = run_to_end(bot.think(GAME, state.view(p), p))
    state.apply(place)
    started = time.process_time()
    ending = run_to_end(bot.think(GAME, state.view(p), p))
    assert ending in state.legal_actions() and time.process_time() - started < 0.01


@pytest.mark.slow      # a speed target, measured on this machine's clock: make bench
def test_strong_gives_way_often_late_in_a_game():
    """A browser runs a bot in slices of about 12 ms between its yields: late in a game (a large map, many places)
    no stretch of work between two yields may come near that. The collector is paused: the work is measured."""
    late = positions(2, 11, 40)[-4:]                 # about 50 tiles on the map
    assert len(late[0].view(None)["board"]) >= 40
    _, gaps = thinking_times(GAME, "strong", [(state, 5) for state in late])
    assert len(gaps) > 20 and max(gaps) < 0.004, (len(gaps), max(gaps))


def _replies(monkeypatch, state):
    """The positions the strong bot asks the other seat's greedy reply for, on one decision."""
    from tavolo.games.carcassonne import bots
    replies = []
    greedy = bots.greedy_turn_steps

    def counting(state, judge=bots.estimates):
        board = (tuple(sorted(state.board.tiles.items())), tuple(sorted(state.board.held.items())))
        replies.append((board, state.tile, len(state.stack)))
        return (yield from greedy(state, judge))

    monkeypatch.setattr(bots, "greedy_turn_steps", counting)
    bot = bots.StrongBot(3)
    p = state.current_player
    run_to_end(bot.think(GAME, state.view(p), p))
    monkeypatch.undo()
    return bot, replies


def test_strong_works_out_a_reply_once_per_tile_the_other_seat_may_draw(monkeypatch):
    """The other seat's greedy reply depends on what it knows (the map, its tile, how many tiles are left), not
    on the order of the sampled stack: samples that deal it the same tile after the same move share one reply."""
    state = next(s for s in reversed(positions(2, 11, 30)) if s.pending is None)
    bot, replies = _replies(monkeypatch, state)
    assert len(replies) == len(set(replies)) < bot.late_candidates * bot.samples


def test_strong_plays_out_fewer_moves_on_a_large_map(monkeypatch):
    """From 40 tiles on, every reply has many places to try: strong plays out its best four moves, not five."""
    def moves_played_out(state):
        _, replies = _replies(monkeypatch, state)
        return len({board for board, _, _ in replies})
    states = [s for s in positions(2, 11, 30) if s.pending is None]
    assert moves_played_out(next(s for s in states if len(s.board.tiles) >= 20)) == 5
    assert moves_played_out(next(s for s in states if len(s.board.tiles) >= 40)) == 4


def test_easy_takes_a_city_it_can_close():
    from cc_helpers import scripted
    state = scripted(["E", "B"])
    action = choose("easy", state)
    assert action == ("place", "E", 0, -1, 2)
    state.apply(action)
    assert choose("easy", state) == ("follower", "city:S")


def _strong_judgement(tiles):
    """Seat 0 puts a knight on a one-tile city whose only open edge faces the empty square (0, 2); seat 1 has
    drawn the next tile. What strong's judgement (from seat 1's view) makes of each seat."""
    from cc_helpers import scripted, turn
    state = scripted(tiles)
    turn(state, 0, 1, 2, "city:S")
    bot = make_bot(GAME, "strong", 1)
    return bot.judge(GAME.from_view(state.view(1), 1, bot.rng))


# followers in hand, early on (1st, 2nd, ...), times strong's weight of them and the share of the game left
IN_HAND = {6: 3.0 + 2.5 + 2.0 + 1.6 + 1.3 + 1.0, 7: 3.0 + 2.5 + 2.0 + 1.6 + 1.3 + 1.0 + 0.8}
LATE = 2 / 30          # two tiles left of the thirty from which followers lose worth


def test_strong_counts_a_city_facing_a_dead_square_at_its_unfinished_value():
    """No tile left (a monastery B, a road U) has a city edge for the square: the city can never close, so it is
    worth its one tile, whatever its few open edges suggest."""
    mine, theirs = _strong_judgement(["E", "U", "U", "B"])
    assert mine == pytest.approx(1 + IN_HAND[6] * LATE * 2.2)
    assert theirs == pytest.approx(IN_HAND[7] * LATE * 2.2)


def test_strong_counts_a_city_by_the_tiles_left_that_can_close_it():
    """One of the two tiles left (an E) closes the square; seat 0 draws one of them: a half chance, times the
    share of fitting tiles an owner spends there (0.75) and the city weight (1.1), doubles the city."""
    mine, _ = _strong_judgement(["E", "U", "E", "B"])
    assert mine == pytest.approx(1 * (1 + 1.1 * 0.75 * 0.5) + IN_HAND[6] * LATE * 2.2)


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
