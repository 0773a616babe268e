"""Carcassonne's end: the rulebooks read name no tie-breaker, so players tied on points share their place (a
decision stated in the in-app rules), at every place."""

from tavolo.engine import Tie
from tavolo.games.carcassonne.game import Carcassonne

GAME = Carcassonne()


def test_ties_share_the_place_at_every_place():
    state = GAME.new_state(5, None, 3)
    # roads, cities, monasteries, shrines, fields
    state.points = [[4, 10, 0, 0, 6], [20, 0, 0, 0, 0], [8, 8, 4, 0, 0], [0, 20, 0, 0, 0], [12, 0, 0, 0, 0]]
    state.over = True
    assert state.scores() == [20, 20, 20, 20, 12]
    state.points[2][2] = 0
    assert state.scores() == [20, 20, 16, 20, 12]
    placings = state.placings()
    assert placings.order == ((0, 1), (1, 1), (3, 1), (2, 4), (4, 5))
    assert placings.ties == (Tie((0, 1, 3), 20, 1, (0, 1, 3)),)
    assert state.winners() == [0, 1, 3] and state.view(None)["winners"] == [0, 1, 3]
    state.points[4] = [16, 0, 0, 0, 0]
    assert state.placings().order == ((0, 1), (1, 1), (3, 1), (2, 4), (4, 4))
    assert state.placings().ties[1] == Tie((2, 4), 16, 4, (2, 4))
