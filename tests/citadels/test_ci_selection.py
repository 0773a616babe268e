"""The selection phase for every seat count (section 4.1), the Theater, the crown (4.3-4.4)."""

from collections import Counter

import pytest

from tavolo.games.citadels.data import FACE_UP, RANK_OF

from citadels_helpers import GAME, play, scenario


def draft_all(state):
    while state.phase == "draft":
        state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("seats", range(2, 9))
@pytest.mark.parametrize("rank9", ["needed", "always"])
def test_removals_and_draft(seats, rank9):
    for seed in range(40):
        s = GAME.new_state(seats, {"rank9": rank9}, seed)
        size = len(s.cast)
        assert size == (9 if seats in (3, 8) or (seats >= 4 and rank9 == "always") else 8)
        kinds = Counter(kind for kind, _, _ in s.events)
        if seats >= 4:
            assert kinds["up"] == FACE_UP[(seats, size)]
            assert all(RANK_OF[c] != 4 for c in s.faceup)
        else:
            assert kinds["up"] == 0 and kinds["down"] == 1
        draft_all(s)
        per = 2 if seats <= 3 else 1
        assert Counter(s.holder.values()) == {p: per for p in range(seats)}
        placed = [c for _, _, c in s.events]
        assert sorted(placed) == sorted(s.cast)            # every character is somewhere, once
        if seats == 2:
            assert Counter(k for k, _, _ in s.events) == {"down": 1, "pick": 4, "drop": 3}
        if seats == 3:
            assert Counter(k for k, _, _ in s.events) == {"down": 1, "pick": 6, "rand": 1, "left": 1}


@pytest.mark.parametrize("seats,rank9", [(7, "needed"), (8, "needed")])
def test_last_player_sees_the_face_down_card(seats, rank9):
    s = GAME.new_state(seats, {"rank9": rank9}, 3)
    aside = s.aside
    assert s.aside_rule and aside is not None and "down" not in [k for k, _, _ in s.events]
    last = s.steps[-2][1]
    while s.current_player != last or len(s.pool) != 2:
        s.apply(s.legal_actions()[0])
    assert aside in s.pool and s.view(last)["pool"] == s.pool
    assert s.view((last + 1) % seats)["pool"] is None      # nobody else sees it
    s.apply(("pick", aside))
    assert s.holder[aside] == last and s.sights[last][-1][1].count(aside) == 1


def test_rank_4_is_sometimes_face_down_never_face_up():
    downs = 0
    for seed in range(300):
        s = GAME.new_state(4, {"rank9": "always"}, seed)
        assert "king" not in s.faceup
        downs += any(k == "down" and c == "king" for k, _, c in s.events)
    assert downs > 0


def test_two_player_draft_order():
    s = GAME.new_state(2, {"crown": "seat1"}, 5)
    assert [(k, p) for k, p in s.steps] == [("pick", 0), ("pick", 1), ("drop", 1), ("pick", 0), ("drop", 0),
                                             ("pick", 1), ("drop", 1)]
    assert len(s.pool) == 7 and s.view(0)["pool"] == s.pool and s.view(1)["pool"] is None
    assert "emperor" not in s.cast and len(s.cast) == 8


def test_three_player_draft_has_a_random_discard():
    s = GAME.new_state(3, {"crown": "seat1"}, 5)
    assert len(s.cast) == 9 and s.cast[8] in ("artist", "tax_collector")
    for _ in range(3):
        s.apply(s.legal_actions()[0])
    assert s.events[-1][0] == "rand" and len(s.pool) == 4 and s.current_player == 0


def test_seat_count_substitutions():
    s = GAME.new_state(2, {"cast": "cunning"}, 1)
    assert s.cast[3] == "king" and len(s.cast) == 8
    s = GAME.new_state(4, {"cast": "ambitious", "rank9": "always"}, 1)
    assert s.cast[8] == "artist"
    s = GAME.new_state(5, {"cast": "ambitious", "rank9": "always"}, 1)
    assert s.cast[8] == "queen"
    s = GAME.new_state(3, {"cast": "devious"}, 1)
    assert s.cast[8] == "artist"
    s = GAME.new_state(4, {"cast": "custom", "r1": "witch", "r4": "emperor", "r9": "queen", "rank9": "always"}, 1)
    assert s.cast[0] == "witch" and s.cast[3] == "emperor" and s.cast[8] == "artist"
    s = GAME.new_state(6, {"cast": "random"}, 2)
    assert [RANK_OF[c] for c in s.cast] == list(range(1, 9)) and len(s.uniques) == 14


def test_crown_options():
    assert all(GAME.new_state(4, {"crown": "seat1"}, seed).crown == 0 for seed in range(10))
    assert len({GAME.new_state(4, None, seed).crown for seed in range(30)}) > 1


def test_theater_swap_is_blind_and_known_to_the_two_seats():
    s = GAME.new_state(4, {"crown": "seat1"}, 9)
    from tavolo.games.citadels.city import add_district
    add_district(s, 0, "theater")
    draft_all(s)
    assert s.pending == ("theater", 0) and s.current_player == 0
    mine = next(c for c, p in s.holder.items() if p == 0)
    theirs = next(c for c, p in s.holder.items() if p == 2)
    s.apply(("theater", mine, 2))
    assert s.holder[mine] == 2 and s.holder[theirs] == 0
    assert s.view(0)["theater_seen"] == [mine, theirs] and s.view(2)["theater_seen"] == [theirs, mine]
    assert s.view(1)["theater_seen"] is None and s.view(1)["theater"] == [0, 2]


def test_crown_stays_when_rank_4_is_absent():
    s = scenario(4, {"assassin": 0, "bishop": 1, "merchant": 2, "warlord": 3}, crown=2)
    while s.round_no == 1:
        s.apply(("gold",) if ("gold",) in s.legal_actions() else ("end",))
    assert s.crown == 2


def test_king_takes_the_crown_when_revealed_and_bewitched_king_too():
    s = scenario(4, {"king": 3, "bishop": 1, "merchant": 2, "warlord": 0}, crown=0)
    assert s.char == "king" and s.crown == 3
    cast = ("witch", "blackmailer", "magician", "king", "abbot", "alchemist", "architect", "warlord")
    s = scenario(4, {"witch": 0, "king": 2, "abbot": 1, "warlord": 3}, crown=1, cast=cast)
    play(s, ("gold",), ("bewitch", "king"))
    assert s.crown == 2 and s.mode == "bewitched"


def test_queen_next_to_the_rank_4_player():
    cast = ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord", "queen")
    s = scenario(5, {"king": 2, "queen": 3, "bishop": 0, "merchant": 1, "warlord": 4}, cast=cast)
    while s.char != "queen":
        s.apply(("gold",) if ("gold",) in s.legal_actions() else ("end",))
    assert s.gold[3] == 3
    s = scenario(5, {"assassin": 0, "king": 2, "queen": 1, "merchant": 3, "warlord": 4}, cast=cast)
    play(s, ("kill", "king"))
    while s.round_no == 1:
        s.apply(("gold",) if ("gold",) in s.legal_actions() else ("end",))
    assert s.crown == 2 and s.gold[1] == 2 + 3       # at the end of the round, as the King is revealed
