"""Random games for every seat count and every cast: no exception, cards conserved, scores that agree with an
independent count, views that hide what they must (the record round trip of random games is in tests/contract)."""

import pytest

from tavolo.engine import Rng
from tavolo.games.citadels.data import PRESET_KEYS

from citadels_helpers import GAME, random_game
from citadels_hooks import check as check_pieces, independent_score

CASTS = list(PRESET_KEYS) + ["random", "custom"]


def check_game(seats, seed, options):
    def each(state, action):
        check_pieces(state)
    state, actions = random_game(seats, seed, options, each)
    check_pieces(state)
    assert state.scores() == [independent_score(state, p) for p in range(seats)]
    for parts, score in zip(state.score_breakdown(), state.scores()):
        assert sum(v for _, v in parts) == score
    assert state.winners()
    return state


@pytest.mark.parametrize("seats", range(2, 9))
def test_random_games_default(seats):
    for seed in range(50):
        check_game(seats, seed, None)


@pytest.mark.parametrize("cast", CASTS)
def test_random_games_every_cast(cast):
    for seats in range(2, 9):
        for seed in range(4):
            check_game(seats, seed, {"cast": cast, "rank9": "always"})


@pytest.mark.slow
@pytest.mark.parametrize("cast", CASTS)
def test_many_random_games(cast):
    for seats in range(2, 9):
        for seed in range(100, 200):
            check_game(seats, seed, {"cast": cast, "rank9": "always" if seed % 2 else "needed"})


def hide_from(state, player):
    """A copy that differs from `state` only in what `player` cannot know: redealt from the view."""
    return GAME.from_view(state.view(player), player, Rng(12345))


@pytest.mark.parametrize("seats", range(2, 9))
def test_views_hide_what_they_must(seats):
    options = {"cast": "cunning" if seats % 2 else "illustrious", "rank9": "always"}
    checked = 0
    step = 0

    def each(state, action):
        nonlocal checked, step
        step += 1
        if step % 7:
            return
        for player in range(seats):
            other = hide_from(state, player)
            assert other.view(player) == state.view(player)
            # the same public move gives the same view again when it is legal in both
            if state.current_player != player and action in other.legal_actions() and not state.commits(action):
                a, b = state.clone(), other.clone()
                a.apply(action)
                b.apply(action)
                assert a.view(player) == b.view(player), action
                checked += 1
    for seed in range(4):
        random_game(seats, seed, options, each)
    assert checked


def test_sampled_characters_agree_with_what_the_seat_saw():
    """The true place of every character is always one the sampler allows (no seat is told too much)."""
    from tavolo.games.citadels.sampling import draft_slots

    def each(state, action):
        p = state.current_player
        slots, _ = draft_slots(state.view(p), p)
        for index, kind, seat, allowed in slots:
            if kind not in ("pool", "aside"):
                assert state.events[index][2] in allowed

    for seats in range(2, 9):
        for seed in range(3):
            random_game(seats, seed, {"cast": "default", "rank9": "always"}, each)
