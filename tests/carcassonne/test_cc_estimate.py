"""The plain judgement worked out option by option from the position before a turn (what the other seats'
replies are judged by) gives the figures of judging every position whole."""

from tavolo.games.carcassonne import Carcassonne
from tavolo.games.carcassonne import bots
from tavolo.games.carcassonne.estimate import TurnEstimates, estimates

from tests import game_helpers as helpers

GAME = Carcassonne()


def _options(state):
    """Every position after one option of the turn at `state` (a tile to place)."""
    for place in state.legal_actions():
        placed = state.clone()
        placed.apply_checked(place)
        for ending in placed.legal_actions():
            after = placed.clone()
            after.apply_checked(ending)
            yield after


def test_a_turns_options_judged_from_the_position_before_it_agree_with_whole_judgements():
    met = {"scored": 0, "farmers": 0, "building": 0}
    for players, seed, options in ((3, 7, {"farmers": "1st", "cult": "6"}), (2, 8, None),
                                   (4, 9, {"farmers": "2nd"})):
        for state in helpers.positions(GAME, players, seed, 80, ("easy",), options, every=2):
            if state.pending is not None:
                continue
            state.board.compact()
            quick = TurnEstimates(state)
            for after in _options(state):
                whole = estimates(after)
                assert max(abs(a - b) for a, b in zip(quick(after), whole)) < 1e-9, (whole, quick(after))
                met["scored"] += after.scores() != state.scores()
                met["farmers"] += any(after.board.kind[r] == "field" for r in after.board.leaders())
                met["building"] += any(after.board.kind[r] in ("monastery", "shrine") for r in after.board.leaders())
    assert min(met.values()) > 100, met


def test_replies_are_judged_option_by_option_with_the_same_choice(monkeypatch):
    """The greedy reply judges its options from the position before them, and picks what judging each
    position whole picks (equal options: the first one tried)."""
    made = []
    real = bots.TurnEstimates

    def counting(state):
        made.append(state)
        return real(state)

    monkeypatch.setattr(bots, "TurnEstimates", counting)
    for state in helpers.positions(GAME, 2, 11, 12, ("easy",), None, every=9)[2:]:
        if state.pending is not None:
            continue
        quick = bots.greedy_turn(state.clone())
        whole = bots.greedy_turn(state.clone(), judge=lambda s: estimates(s))
        assert quick[1:3] == whole[1:3]
    assert made


def test_a_building_that_loses_its_challenge_two_squares_from_the_tile_is_judged_again():
    """The tile at (2,2) completes the heretic's shrine at (1,1): the monk at (0,1), two squares away, goes
    home with nothing, and its worth leaves the estimate."""
    from cc_helpers import scripted, turn
    fill = [(1, 0, "U", 1), (2, 0, "U", 1), (2, 1, "E", 1), (1, 2, "E", 2), (0, 2, "E", 2)]
    state = scripted(["B", "CU1"] + [t for _, _, t, _ in fill] + ["E", "D", "D"])
    turn(state, 0, 1, 0, "monastery")
    turn(state, 1, 1, 0, "shrine")
    for x, y, _, r in fill:
        turn(state, x, y, r)
    state.board.compact()
    quick = TurnEstimates(state)
    closing = set()
    for after in _options(state):
        assert max(abs(a - b) for a, b in zip(quick(after), estimates(after))) < 1e-9
        if after.challenges() == []:
            closing.add(after.board.order[-1][1:3])
            assert 0 not in after.board.held.values()       # the monk went home
    assert closing == {(2, 2)}
