"""The Cult: shrine placement both ways (strict and literal), challenges from either side and against one's
own monk, first to complete wins, both completed by one tile, the new building losing at once, empty
buildings that hurt nobody, and unresolved challenges at the end."""

import pytest

from tavolo.engine import IllegalAction

from cc_helpers import scripted, turn

# Filling the cells around a monastic pair at (0,1) and (1,1): (x, y, tile, rotation), all fields facing in.
FILL_SHRINE_FIRST = [(1, 0, "U", 1), (2, 0, "U", 1), (2, 1, "E", 1), (2, 2, "E", 1), (1, 2, "E", 2),
                     (0, 2, "E", 2)]   # the last one closes (1,1); (0,1) still misses its west side


def cult_game(first, second, fill, seats=2, follow=("monastery", "shrine"), **options):
    tiles = [first, second] + [t for _, _, t, _ in fill]
    return scripted(tiles, seats=seats, **options)


def parts(state, seat):
    return dict(state.score_breakdown()[seat])


def test_shrine_completed_first_beats_the_monk():
    s = cult_game("B", "CU1", FILL_SHRINE_FIRST)
    turn(s, 0, 1, 0, "monastery")                     # P0 monk
    turn(s, 1, 1, 0, "shrine")                        # P1 heretic next to it: a challenge
    assert s.challenges() == [[1, 1, 0, 1]]
    for x, y, _, r in FILL_SHRINE_FIRST:
        turn(s, x, y, r)
    assert parts(s, 1)["shrines"] == 9 and s.scores()[0] == 0
    assert s.supply == [7, 7] and s.challenges() == []
    lost = [e for e in s.scored if e["kind"] == "challenge"]
    assert lost == [{"turn": 8, "kind": "challenge", "tiles": [[0, 1]], "points": 0, "seats": [0],
                     "complete": False, "lost": [0, 1], "building": "monastery"}]


def test_monastery_completed_first_beats_the_heretic():
    s = cult_game("CU1", "B", FILL_SHRINE_FIRST)
    turn(s, 0, 1, 0, "shrine")                        # P0 heretic first
    turn(s, 1, 1, 0, "monastery")                     # P1 monk challenges it
    for x, y, _, r in FILL_SHRINE_FIRST:
        turn(s, x, y, r)
    assert parts(s, 1)["monasteries"] == 9 and s.scores()[0] == 0 and s.supply == [7, 7]


def test_own_monk_can_be_challenged():
    fill = FILL_SHRINE_FIRST
    s = scripted(["B", "U", "CU1", "U", "E", "E", "E", "E"])
    turn(s, 0, 1, 0, "monastery")                     # P0 monk
    turn(s, 1, 0, 1)                                  # P1
    turn(s, 1, 1, 0, "shrine")                        # P0 heretic next to its own monk
    assert s.challenges() == [[1, 1, 0, 1]]
    for x, y, _, r in fill[1:]:
        turn(s, x, y, r)
    assert s.scores() == [9, 0] and parts(s, 0)["shrines"] == 9 and s.supply[0] == 7


def test_both_completed_by_one_tile_both_score():
    fill = [(-1, 0, "U", 1), (1, 0, "U", 1), (2, 0, "U", 1), (2, 1, "E", 1), (2, 2, "V", 3), (1, 2, "E", 2),
            (-1, 1, "E", 3), (-1, 2, "V", 0), (0, 2, "E", 2)]
    s = cult_game("B", "CU1", fill)
    turn(s, 0, 1, 0, "monastery")
    turn(s, 1, 1, 0, "shrine")
    for x, y, _, r in fill:
        turn(s, x, y, r)
    assert parts(s, 0)["monasteries"] == 9 and parts(s, 1)["shrines"] == 9
    assert not [e for e in s.scored if e["kind"] == "challenge"]


def test_new_heretic_loses_when_its_tile_completes_the_monastery():
    fill = [(-1, 0, "U", 1), (1, 0, "U", 1), (-1, 1, "E", 3), (-1, 2, "V", 0), (0, 2, "E", 2), (1, 2, "E", 2)]
    s = scripted(["B"] + [t for _, _, t, _ in fill] + ["CU1"])
    turn(s, 0, 1, 0, "monastery")                     # P0
    for x, y, _, r in fill:
        turn(s, x, y, r)
    assert s.current_player == 1
    turn(s, 1, 1, 0, "shrine")                        # P1's heretic completes the monk's eighth neighbour
    assert s.scores() == [9, 0] and s.supply == [7, 7]
    assert s.scored[-1]["kind"] == "challenge" and s.scored[-1]["lost"] == [1, 1]


def test_empty_buildings_hurt_nobody():
    s = cult_game("B", "CU1", FILL_SHRINE_FIRST)
    turn(s, 0, 1, 0, "monastery")
    turn(s, 1, 1, 0)                                  # the shrine stays empty: no challenge
    assert s.challenges() == []
    for x, y, _, r in FILL_SHRINE_FIRST:
        turn(s, x, y, r)
    # the monk is still there and scores at the end: 1 + 5 tiles around (0,1)
    assert s.supply[0] == 7 and parts(s, 0)["monasteries"] == 6
    s = cult_game("CU1", "B", FILL_SHRINE_FIRST)
    turn(s, 0, 1, 0, "shrine")
    turn(s, 1, 1, 0)                                  # an empty monastery completes first
    for x, y, _, r in FILL_SHRINE_FIRST:
        turn(s, x, y, r)
    assert parts(s, 0)["shrines"] == 6 and parts(s, 1)["monasteries"] == 0


def test_unresolved_challenge_scores_normally_at_the_end():
    s = scripted(["B", "CU1"])
    turn(s, 0, 1, 0, "monastery")
    turn(s, 1, 1, 0, "shrine")
    assert s.is_over
    assert parts(s, 0)["monasteries"] == 3 and parts(s, 1)["shrines"] == 3     # 1 + (0,0) and each other


def test_shrine_may_not_border_two_monasteries_and_the_other_way_round():
    for tiles, rot in ((["B", "B", "CU1"], 0), (["CU1", "CU3", "B"], 1)):
        s = scripted(tiles)
        turn(s, 0, 1, 0)
        turn(s, 0, 2, rot)
        assert ("place", s.tile, 1, 1, 0) not in s.legal_actions()
        with pytest.raises(IllegalAction) as info:
            s.apply(("place", s.tile, 1, 1, 0))
        assert info.value.key == "cult_neighbours"
        assert ("place", s.tile, 0, 3, 0) in s.legal_actions()      # touching only one of the two is fine


def strict_game(adjacency):
    s = scripted(["B", "CU1", "U", "B"], cult_adjacency=adjacency)
    turn(s, 0, 1, 0)                                  # monastery
    turn(s, 1, 1, 0)                                  # shrine beside it: one of the other kind is fine
    turn(s, 1, 0, 1)
    return s


def test_strict_restriction_looks_from_the_shrine_too():
    s = strict_game("strict")
    # a second monastery at (2,1) borders only the shrine, but the shrine already borders a monastery
    assert ("place", s.tile, 2, 1, 0) not in s.legal_actions()
    with pytest.raises(IllegalAction) as info:
        s.apply(("place", s.tile, 2, 1, 0))
    assert info.value.key == "cult_neighbours"
    assert ("place", s.tile, -1, 1, 0) in s.legal_actions()           # monasteries may border monasteries


def test_literal_restriction_checks_the_new_building_only():
    s = strict_game("literal")
    assert ("place", s.tile, 2, 1, 0) in s.legal_actions()


def test_cult_sets():
    from tavolo.games.carcassonne import Carcassonne
    game = Carcassonne()
    assert len(game.new_state(2, {"cult": "off"}, 1).stack) == 70          # 71, one drawn
    assert len(game.new_state(2, {"cult": "6"}, 1).stack) == 76
    with pytest.raises(ValueError):
        game.new_state_with_tiles(2, ["CU1"], {"cult": "off"})
    with pytest.raises(ValueError):
        game.new_state_with_tiles(2, ["CU6"])
    s = game.new_state_with_tiles(2, ["CU6"], {"cult": "6"})
    assert s.tile == "CU6"
