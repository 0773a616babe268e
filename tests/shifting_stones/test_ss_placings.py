"""Shifting Stones' end: no tie-breaker, so players tied on points share their place, at every place; once the
game is over every hand is shown."""

from tavolo.engine import Rng, Tie
from tavolo.games.shifting_stones.data import CARDS

ONES = [c for c in CARDS if CARDS[c].points == 1]
TWOS = [c for c in CARDS if CARDS[c].points == 2]
FIVES = [c for c in CARDS if CARDS[c].points == 5]


def finish(state):
    state.end_triggered = True
    state.current = state.num_players - 1
    state.apply(("end",))
    assert state.is_over


def test_ties_share_the_place_and_the_next_place_skips(make_state):
    s = make_state(5, hands=[[]] * 5, scored=[FIVES[0:1], FIVES[1:2], TWOS[0:2], FIVES[2:3], TWOS[2:3]])
    finish(s)
    assert s.scores() == [5, 5, 4, 5, 2]
    placings = s.placings()
    assert placings.order == ((0, 1), (1, 1), (3, 1), (2, 4), (4, 5))
    assert placings.ties == (Tie((0, 1, 3), 5, 1, (0, 1, 3)),)
    assert s.winners() == [0, 1, 3]
    s = make_state(4, hands=[[]] * 4, scored=[FIVES[0:1], TWOS[0:1], TWOS[1:2], ONES[0:1]])
    finish(s)
    assert s.scores() == [5, 2, 2, 4]       # the one 1-point card gets the +3
    assert s.placings().order == ((0, 1), (3, 2), (1, 3), (2, 3))
    assert s.placings().ties == (Tie((1, 2), 2, 3, (1, 2)),)


def test_every_hand_is_shown_once_the_game_is_over(game):
    state = game.new_state(3, None, 4)
    rng = Rng(4)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert any(state.hands)
    for seat in (None, 0, 1, 2):
        assert state.view(seat)["hands"] == [h[:] for h in state.hands]
    for seat in range(3):
        assert game.from_view(state.view(seat), seat, Rng(3)).view(seat) == state.view(seat)
