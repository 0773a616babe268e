"""Romi Rami's end: players tied on points, at every place, are ordered by their suit-bonus cards (BGA's
tie-breaker), then share the place; once the game is over every hand and bonus pile is shown."""

from tavolo.engine import Rng, Tie


def test_ties_at_every_place_go_to_the_most_suit_bonus_cards_then_are_shared(make_state):
    # 3 points each: seat 0 a contract (2) and 1 bonus card; seat 1 a contract and the unused star; seat 2 two
    # bonus cards and the unused star.
    state = make_state(players=4, completed=[["C01"], ["C02"], [], []], bonus=[["1H"], [], ["1C", "2C"], []],
                       star_used=[True, False, False, True], trophies=["combo-2", "combo-3", "combo-4", "combo-5"])
    state.over = True
    assert state.scores() == [3, 3, 3, 0]
    placings = state.placings()
    assert placings.order == ((2, 1), (0, 2), (1, 3), (3, 4))
    assert placings.ties == (Tie((0, 1, 2), 3, 1, (2,), "tie_bonus", {"cards": 2}),
                             Tie((0, 1), 3, 2, (0,), "tie_bonus", {"cards": 1}))
    assert state.winners() == [2]
    state.bonus = [["1H"], ["2H"], ["1C"], []]
    state.star_used = [True, True, True, True]
    assert state.scores() == [3, 3, 1, 0]
    assert state.placings().order == ((0, 1), (1, 1), (2, 3), (3, 4))
    assert state.placings().ties == (Tie((0, 1), 3, 1, (0, 1)),)
    assert state.winners() == [0, 1]


def test_every_hand_and_bonus_pile_is_shown_once_the_game_is_over(game):
    state = game.new_state(3, {"bonus_piles": "hidden"}, 7)
    rng = Rng(7)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert view["hands"] == [h[:] for h in state.hands]
        assert view["bonus_piles"] == [sorted(b) for b in state.bonus]
    for seat in range(3):
        assert game.from_view(state.view(seat), seat, Rng(3)).view(seat) == state.view(seat)
