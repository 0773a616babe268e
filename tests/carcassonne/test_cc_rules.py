"""Rule scenarios with a known tile order; every score below is worked out by hand from the rules.

The start tile D lies at (0, 0): city to the north, road east-west, the thin field between them touches
the city, the field south of the road does not."""

import pytest

from tavolo.engine import IllegalAction

from cc_helpers import scripted, turn


def parts(state, seat):
    return dict(state.score_breakdown()[seat])


# ---- cities, roads, monasteries -----------------------------------------------------------------------------
def test_knight_placed_and_scored_in_the_same_turn():
    s = scripted(["E"])
    s.apply(("place", s.tile, 0, -1, 2))
    assert ("follower", "city:S") in s.legal_actions()
    s.apply(("follower", "city:S"))
    assert s.is_over                                   # the stack was only this tile
    assert s.scores() == [4, 0]                        # 2 tiles x 2
    assert s.supply == [7, 7]                          # the knight came back at once
    assert s.scored[0]["kind"] == "city" and s.scored[0]["complete"] and s.scored[0]["points"] == 4


def test_old_small_city_rule():
    s = scripted(["E"], small_city="2")
    turn(s, 0, -1, 2, "city:S")
    assert s.scores() == [2, 0]


def test_road_closed_by_a_junction_and_a_monastery_then_the_monk_at_the_end():
    s = scripted(["V", "W", "A"])
    turn(s, 1, 0, 0, "road:SW")                        # P0: thief on the road, open to the south
    turn(s, -1, 0, 0)                                  # P1: a junction ends the west side
    assert s.scores() == [0, 0]
    turn(s, 1, 1, 2, "monastery")                      # P0: the monastery's stub ends the road
    assert s.scored[0]["kind"] == "road" and s.scored[0]["points"] == 4     # W, D, V, A
    assert s.is_over
    # final: the monastery at (1,1) has D (diagonal) and V around it: 1 + 2
    assert parts(s, 0) == {"roads": 4, "cities": 0, "monasteries": 3, "shrines": 0, "fields": 0}
    assert s.scores() == [7, 0]


def test_completed_monastery_scores_nine_and_the_monk_returns():
    s = scripted(["B", "U", "U", "B", "B", "E", "E", "B"])
    turn(s, 0, 1, 0, "monastery")
    turn(s, 1, 0, 1)
    turn(s, -1, 0, 1)
    turn(s, 1, 1, 0)
    turn(s, -1, 1, 0)
    turn(s, 0, 2, 1)
    assert s.supply[0] == 6
    turn(s, 1, 2, 3)                                  # closes a small empty city: nobody scores it
    assert s.scores() == [0, 0]
    turn(s, -1, 2, 0)                                 # the eighth neighbour
    assert s.scores() == [9, 0] and s.supply[0] == 7
    assert parts(s, 0)["monasteries"] == 9


def test_one_tile_completes_a_city_and_a_road_and_occupancy_after_merging():
    s = scripted(["N", "N", "W", "L", "B"])
    turn(s, 0, -1, 1, "city:ES")                      # P0 knight: the city now opens east
    turn(s, 1, -1, 2)                                 # P1: the city turns south
    turn(s, -1, 0, 0, "road:E")                       # P0 thief on the road ended by the junction
    s.apply(("place", s.tile, 1, 0, 0))                       # P1: L closes the city and the road
    spots = [a[1] for a in s.legal_actions() if a[0] == "follower"]
    assert "city:N" not in spots and "road:W" not in spots      # both already hold a follower
    assert "road:E" in spots and "road:S" in spots               # the other stubs are separate roads
    with pytest.raises(IllegalAction) as info:
        s.apply(("follower", "road:W"))
    assert info.value.key == "spot_taken"
    s.apply(("follower", "road:E"))
    assert parts(s, 0)["cities"] == 8 and parts(s, 0)["roads"] == 3
    assert s.supply == [7, 6]


def test_joining_two_occupied_cities_both_score_in_full():
    s = scripted(["M", "L", "N"])
    turn(s, 0, -1, 1, "city:ES")                      # P0 knight, pennant city
    turn(s, 1, 0, 0, "city:N")                        # P1 knight on a separate city
    s.apply(("place", s.tile, 1, -1, 2))                      # P0 joins them and closes the whole
    assert ("follower", "city:SW") not in s.legal_actions()
    s.apply(("no_follower",))
    assert [parts(s, p)["cities"] for p in (0, 1)] == [10, 10]      # 4 tiles + 1 pennant, x 2 each
    assert s.supply == [7, 7]


def test_majority_takes_all():
    s = scripted(["M", "L", "E", "N"], seats=3)
    turn(s, 0, -1, 1, "city:ES")                      # P0
    turn(s, 1, 0, 0, "city:N")                        # P1
    turn(s, 0, -2, 0, "city:N")                       # P2: far away, its own city
    turn(s, 1, -1, 2)                                 # P0 closes: P0 1 knight, P1 1 knight: tie
    assert s.scores() == [10, 10, 1]              # P2: its open city, 1 tile at the end


def test_separate_city_caps_on_one_tile():
    s = scripted(["H"])
    s.apply(("place", s.tile, 0, -1, 0))                      # H: its south cap closes D's city, the north cap is its own
    spots = [a[1] for a in s.legal_actions() if a[0] == "follower"]
    assert "city:N" in spots and "city:S" in spots
    s.apply(("follower", "city:N"))
    assert [e for e in s.scored if e["complete"]] == []     # D's city closed empty; the north cap is open
    assert s.scores() == [1, 0]                       # end: the open north cap, 1 tile


def test_road_loop_counts_each_tile_once():
    s = scripted(["X", "V", "V", "V"])
    turn(s, 1, 0, 0)
    turn(s, 2, 0, 0, "road:SW")
    turn(s, 2, 1, 1)
    turn(s, 1, 1, 2)                                  # the loop X-V-V-V-X closes: 4 tiles, not 5
    assert s.scored[0]["points"] == 4 and parts(s, 1)["roads"] == 4


def test_pennant_counts_in_an_unfinished_city():
    s = scripted(["M"])
    turn(s, 0, -1, 1, "city:ES")
    assert s.scores() == [3, 0]                       # 2 tiles + 1 pennant


def test_farmer_on_a_monastery_tile_leaves_the_building_empty():
    s = scripted(["B"])
    s.apply(("place", s.tile, 0, 1, 0))
    assert {a[1] for a in s.legal_actions() if a[0] == "follower"} == {"monastery", "field:NLNRELERSLSRWLWR"}
    s.apply(("follower", "field:NLNRELERSLSRWLWR"))
    assert s.scores() == [0, 0]                       # no completed city touches that field


def test_unplaceable_tile_is_set_aside():
    s = scripted(["W", "B", "E"])
    turn(s, 0, 1, 0)                                  # every open cell now needs a city or a road
    assert s.discarded == ["B"] and s.tile == "E" and s.current_player == 1
    s2 = scripted(["W", "B"])
    turn(s2, 0, 1, 0)
    assert s2.is_over and s2.discarded == ["B"]


def test_placement_refusals():
    s = scripted(["E", "B"])
    for action, key in ((("place", s.tile, 0, 0, 0), "cell_taken"), (("place", s.tile, 5, 5, 0), "not_adjacent"),
                        (("place", s.tile, 0, 1, 0), "edges_mismatch"), (("follower", "city:N"), "must_place"),
                        (("place", s.tile, 0, -1, 4), "bad_place"), (("place", 0, -1), "malformed_action"),
                        (("place", "C", 0, -1, 0), "wrong_tile"), (("jump",), "unknown_action")):
        with pytest.raises(IllegalAction) as info:
            s.apply(action)
        assert info.value.key == key, action
    s.apply(("place", s.tile, 0, -1, 2))
    for action, key in ((("place", s.tile, 0, -2, 0), "already_placed"), (("follower", "city:N"), "bad_spot")):
        with pytest.raises(IllegalAction) as info:
            s.apply(action)
        assert info.value.key == key
    s.apply(("no_follower",))
    with pytest.raises(IllegalAction) as info:
        s.apply(("place", s.tile, 0, 1, 1))                   # B looks the same every way: only rotation 0
    assert info.value.key == "same_rotation"
    assert s.legal_actions().count(("place", s.tile, 0, 1, 0)) == 1


def test_no_follower_left():
    s = scripted(["E"])
    s.supply[0] = 0
    s.apply(("place", s.tile, 0, -1, 2))
    assert s.legal_actions() == [("no_follower",)]
    with pytest.raises(IllegalAction) as info:
        s.apply(("follower", "city:S"))
    assert info.value.key == "no_followers"


def test_undo_is_allowed_until_the_turn_ends():
    s = scripted(["E", "E"])
    assert s.commits(("place", s.tile, 0, -1, 2)) is False
    assert s.commits(("no_follower",)) is True and s.commits(["follower", "city:S"]) is True


# ---- farmers -------------------------------------------------------------------------------------------------
FIELD_E2 = "field:NLNRELERWLWR"      # E turned twice: the field around a city cap to the south


def farm_game(farmers):
    """P0 farms a field touching two completed cities and the start tile's strip (one of those cities and
    an open one); P1 closes the second city."""
    s = scripted(["E", "V", "D", "E", "E"], farmers=farmers)
    turn(s, 0, -1, 2, FIELD_E2)             # P0: closes D's city (empty), farmer on the field above it
    turn(s, 1, 0, 0)                        # P1: a curve east of D
    turn(s, -1, 0, 0, "field:ELWR")         # P0: farmer on the strip west of D (touches D's city, its own)
    turn(s, 0, -2, 0)                       # P1: a new city above, its field joins P0's first one
    turn(s, 0, -3, 2, "city:S")             # P0: knight closes it (2 tiles)
    return s


def test_farmers_current_rules():
    s = farm_game("current")
    # field 1 touches two completed cities: 6; field 2 touches D's city (complete) and an open one: 3
    assert parts(s, 0) == {"roads": 0, "cities": 4, "monasteries": 0, "shrines": 0, "fields": 9}
    assert s.supply[0] == 5                           # farmers never come home
    fields = [e for e in s.scored if e["kind"] == "field"]
    assert sorted(e["points"] for e in fields) == [3, 6]


def test_farmers_second_edition_pays_a_city_once():
    s = farm_game("2nd")
    assert parts(s, 0)["fields"] == 6                 # D's city counted once for P0


def test_farmers_first_edition_per_city():
    s = farm_game("1st")
    assert parts(s, 0)["fields"] == 8                 # two completed cities, 4 each


def test_farmers_off():
    s = scripted(["E"], farmers="off")
    s.apply(("place", s.tile, 0, -1, 2))
    assert all(not a[1].startswith("field") for a in s.legal_actions() if a[0] == "follower")
    with pytest.raises(IllegalAction) as info:
        s.apply(("follower", FIELD_E2))
    assert info.value.key == "no_farmers"


def test_a_city_pays_several_fields_and_players():
    s = scripted(["E", "D", "E", "E"])
    turn(s, 0, -1, 2, FIELD_E2)             # P0 farmer above D's city
    turn(s, -1, 0, 0, "field:ELWR")         # P1 farmer on the strip below the same city
    turn(s, 0, -2, 0)
    turn(s, 0, -3, 2, "city:S")             # P1 closes the upper city: 4
    assert parts(s, 0)["fields"] == 6 and parts(s, 1)["fields"] == 3 and parts(s, 1)["cities"] == 4
    s1 = scripted(["E", "D", "E", "E"], farmers="1st")
    turn(s1, 0, -1, 2, FIELD_E2)
    turn(s1, -1, 0, 0, "field:ELWR")
    turn(s1, 0, -2, 0)
    turn(s1, 0, -3, 2, "city:S")
    # D's city: P0 and P1 tie with one farmer each around it: 4 each; the upper city: P0 alone: 4
    assert parts(s1, 0)["fields"] == 8 and parts(s1, 1)["fields"] == 4


def test_a_farmer_cannot_join_an_occupied_field():
    s = scripted(["E", "E"])
    turn(s, 0, -1, 2, FIELD_E2)
    s.apply(("place", s.tile, 1, -1, 1))            # E turned once: city east, its field joins P0's field
    assert all(not a[1].startswith("field") for a in s.legal_actions() if a[0] == "follower")


def test_a_ring_city_around_a_hole_is_not_complete():
    from tavolo.games.carcassonne.board import Board
    board = Board()
    ring = [("N", -1, -1, 1), ("R", 0, -1, 2), ("N", 1, -1, 2), ("R", 1, 0, 3), ("N", 1, 1, 3), ("R", 0, 1, 0),
            ("N", -1, 1, 0), ("R", -1, 0, 1)]
    for letter, x, y, rot in ring:
        board.put(letter, x, y, rot)
    root = board.find(board.tiles[(0, -1)][2])
    assert len(board.cover[root]) == 8 and board.open[root] == 4       # the walls face the empty middle
    assert board.frontier[(0, 0)] == ("C", "C", "C", "C")
    board.put("C", 0, 0, 0)
    root = board.find(root)
    assert board.open[root] == 0 and len(board.cover[root]) == 9 and board.pennants[root] == 1


def test_corner_contact_joins_nothing():
    s = scripted(["N", "L", "E"])
    turn(s, 0, -1, 2, "city:SW")                      # N turned twice: city south (joining D's) and west
    turn(s, -1, 0, 0, "city:N")                       # L west of D: its city also faces (-1,-1); legal
    board = s.board
    west_city = board.find(board.tiles[(-1, 0)][2])
    north_city = board.find(board.tiles[(0, -1)][2])
    assert west_city != north_city                    # the two only meet at a corner
