"""Scenario tests: every rule of Shifting Stones on scripted positions, with exact outcomes.

Base grid (BASE_GRID, the default of conftest.build):   S F H / O D B / T D H   where SS08 (T D), SS17 (D/D), SS43 and SS49 match.
"""

import json

import pytest

from tavolo.engine import IllegalAction
from tavolo.games.shifting_stones import CARDS, TEXT
from tavolo.i18n import error_text
from tavolo.ui.messages import REFUSALS

# The grid conftest.build lays out by default (not imported: conftest module names clash across folders).
BASE_GRID = "SFHODBTDH"

HAND = ["SS01", "SS02", "SS03", "SS04"]          # none of these matches the base grid
OTHER = ["SS05", "SS06", "SS07", "SS09"]


def two(make_state, **kw):
    kw.setdefault("hands", [HAND, OTHER])
    return make_state(2, **kw)


def frozen(state):
    return json.dumps([state.view(None)] + [state.view(p) for p in range(state.num_players)]
                      + [state.deck, state.rng.state], sort_keys=True)


def refused(state, action, key):
    before = frozen(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.key == key, (action, info.value.key, str(info.value))
    assert frozen(state) == before
    table = {**REFUSALS, **TEXT}      # the contract's own refusals are written once, for every game
    assert key in table and table[key]["en"] and table[key]["it"]
    for lang in ("en", "it"):
        assert "{" not in error_text(info.value, lang, table)
    return info.value


# ---- the actions ---------------------------------------------------------------------------------
def test_shift_swaps_two_tiles_and_spends_the_card(make_state):
    s = two(make_state)
    s.apply(("shift", "SS02", 0, 1))
    assert "".join(s.grid) == "FSHODBTDH"
    assert s.hands[0] == ["SS01", "SS03", "SS04"]
    assert s.discard == ["SS02"]
    assert s.current_player == 0 and s.acted
    s.apply(("shift", "SS01", 1, 4))                      # vertical swap
    assert "".join(s.grid) == "FDHOSBTDH"
    assert s.discard == ["SS02", "SS01"]                 # face up, newest on top
    assert s.view(1)["discard"] == ["SS02", "SS01"]


def test_swapping_equal_faces_is_legal_and_costs_a_card(make_state):
    s = two(make_state)
    s.apply(("shift", "SS01", 4, 7))                      # D and D
    assert "".join(s.grid) == BASE_GRID and s.hands[0] == ["SS02", "SS03", "SS04"] and s.discard == ["SS01"]


def test_flip_turns_a_tile_over(make_state):
    s = two(make_state)
    s.apply(("flip", "SS03", 0))
    assert s.grid[0] == "M" and s.discard == ["SS03"]
    s.apply(("flip", "SS04", 0))                          # and back again: legal, two cards
    assert s.grid[0] == "S" and s.discard == ["SS03", "SS04"]
    for cell, after in ((1, "B"), (2, "O"), (3, "H"), (4, "T"), (5, "F")):
        s2 = two(make_state)
        s2.apply(("flip", "SS01", cell))
        assert s2.grid[cell] == after


def test_score_takes_the_card_out_of_the_hand(make_state):
    s = two(make_state, hands=[["SS08", "SS17", "SS01", "SS30"], OTHER])
    s.apply(("score", "SS17"))
    assert s.scored[0] == ["SS17"] and s.hands[0] == ["SS08", "SS01", "SS30"]
    assert s.discard == [] and s.scored_turn == 1 and s.scores() == [1, 0]
    s.apply(("shift", "SS01", 6, 7))                       # T D -> D T: SS08 no longer matches
    with pytest.raises(IllegalAction):
        s.apply(("score", "SS08"))
    assert s.scored[0] == ["SS17"] and s.scores() == [1, 0]   # points stay, whatever the grid does


def test_actions_in_any_order_then_end(make_state):
    s = two(make_state, hands=[["SS04", "SS30", "SS01", "SS17"], OTHER], deck=["SS40", "SS41", "SS42", "SS43"])
    # FF (SS30) needs two Fish side by side: flip the Bird (5), then bring the other Fish down next to it.
    s.apply(("flip", "SS01", 5))                          # B -> F : S F H / O D F / T D H
    s.apply(("score", "SS17"))                            # D/D still there
    s.apply(("shift", "SS04", 1, 4))                      # S D H / O F F / T D H
    assert ("score", "SS30") in s.legal_actions()
    s.apply(("score", "SS30"))
    assert s.scores()[0] == 3 and s.hands[0] == []
    assert s.legal_actions() == [("end",)]                # empty hand, already acted: only end
    s.apply(("end",))
    assert s.hands[0] == ["SS40", "SS41", "SS42", "SS43"]  # drawn up to 4, deck order
    assert s.current_player == 1 and s.turn == 2 and s.turns_taken == [1, 0]


# ---- what is refused, with the exact reason -------------------------------------------------------
def test_exact_errors(make_state):
    s = two(make_state)
    refused(s, ("pass",), "unknown_action")
    refused(s, (), "unknown_action")
    refused(s, "end", "unknown_action")
    refused(s, 42, "unknown_action")
    refused(s, (1, 2), "unknown_action")
    refused(s, ("shift", "SS01", 0), "malformed_action")
    refused(s, ("end", 1), "malformed_action")
    refused(s, ("score",), "malformed_action")
    refused(s, ("flip", "SS99", 0), "unknown_card")
    refused(s, ("score", 17), "unknown_card")
    refused(s, ("score", ["SS01"]), "unknown_card")
    refused(s, ("flip", "SS05", 0), "not_your_card")       # in the other player's hand
    refused(s, ("flip", "SS40", 0), "not_your_card")       # in the deck
    for cell in (9, -1, "3", True, 1.5, None):
        refused(s, ("flip", "SS01", cell), "bad_cell")
    refused(s, ("shift", "SS01", 0, 9), "bad_cell")
    refused(s, ("shift", "SS01", 4, 4), "same_cell")
    refused(s, ("shift", "SS01", 1, 0), "cell_order")
    refused(s, ("shift", "SS01", 0, 4), "not_adjacent")    # diagonal
    refused(s, ("shift", "SS01", 2, 4), "not_adjacent")    # diagonal
    refused(s, ("shift", "SS01", 2, 3), "not_adjacent")    # end of a row, start of the next
    refused(s, ("shift", "SS01", 0, 2), "not_adjacent")    # two apart
    refused(s, ("shift", "SS01", 0, 6), "not_adjacent")
    error = refused(s, ("score", "SS01"), "no_match")
    assert error.params == {"card": "SS01"}
    s.apply(("flip", "SS01", 0))
    refused(s, ("skip",), "skip_after_action")
    refused(s, ("flip", "SS01", 0), "not_your_card")      # already spent
    s2 = two(make_state, skipped_last=[True, False])
    refused(s2, ("skip",), "skip_twice")


def test_spent_and_scored_cards_cannot_be_used_again(make_state):
    s = two(make_state, hands=[["SS17", "SS01", "SS02", "SS03"], OTHER])
    s.apply(("score", "SS17"))
    refused(s, ("score", "SS17"), "not_your_card")
    refused(s, ("flip", "SS17", 0), "not_your_card")


# ---- legal actions --------------------------------------------------------------------------------
def test_legal_actions_list_everything_and_only_that(make_state):
    s = two(make_state, hands=[["SS08", "SS01", "SS17", "SS30"], OTHER])
    legal = s.legal_actions()
    assert [a for a in legal if a[0] == "score"] == [("score", "SS08"), ("score", "SS17")]
    assert len([a for a in legal if a[0] == "shift"]) == 4 * 12
    assert len([a for a in legal if a[0] == "flip"]) == 4 * 9
    assert legal[-2:] == [("end",), ("skip",)]
    assert len(legal) == len(set(legal)) == 2 + 48 + 36 + 2
    for a in legal:
        if a[0] == "shift":
            assert a[2] < a[3]


def test_skip_only_at_the_start_of_the_turn_and_not_twice(make_state):
    s = two(make_state)
    assert ("skip",) in s.legal_actions()
    s.apply(("flip", "SS01", 0))
    assert ("skip",) not in s.legal_actions()
    s3 = two(make_state, skipped_last=[True, False])
    assert ("skip",) not in s3.legal_actions() and s3.view(0)["can_skip"] is False


def test_empty_hand_only_end_or_skip(make_state):
    s = two(make_state, hands=[[], OTHER], deck=["SS40", "SS41", "SS42", "SS43", "SS44", "SS45"])
    assert s.legal_actions() == [("end",), ("skip",)]
    s.apply(("skip",))
    assert s.hands[0] == ["SS40", "SS41"]
    s4 = two(make_state, hands=[[], OTHER], skipped_last=[True, False])
    assert s4.legal_actions() == [("end",)]


# ---- drawing --------------------------------------------------------------------------------------
def test_end_draws_up_to_four(make_state):
    s = two(make_state, deck=["SS40", "SS41", "SS42"])
    s.apply(("flip", "SS01", 0))
    s.apply(("flip", "SS02", 0))
    s.apply(("end",))
    assert s.hands[0] == ["SS03", "SS04", "SS40", "SS41"] and s.deck == ["SS42"]


def test_no_draw_with_four_or_more(make_state):
    s = two(make_state, deck=["SS40", "SS41"])
    s.apply(("end",))
    assert s.hands[0] == HAND and len(s.deck) == 2
    s = two(make_state, hands=[HAND + ["SS10"], OTHER], deck=["SS40"])
    s.apply(("flip", "SS10", 0))                             # back to 4: nothing to draw
    s.apply(("end",))
    assert s.hands[0] == HAND and s.deck == ["SS40"]
    s = two(make_state, hands=[HAND + ["SS10"], OTHER], deck=["SS40"])
    s.apply(("end",))                                        # 5 cards: keep them, draw nothing
    assert len(s.hands[0]) == 5 and s.deck == ["SS40"]


def test_skip_draws_two_and_ends_the_turn(make_state):
    s = two(make_state, deck=["SS40", "SS41", "SS42", "SS43"])
    s.apply(("skip",))
    assert s.hands[0] == HAND + ["SS40", "SS41"]
    assert s.current_player == 1 and s.skipped_last == [True, False] and s.turns_taken == [1, 0]
    s.apply(("end",))                                        # seat 1
    assert s.current_player == 0
    refused(s, ("skip",), "skip_twice")                      # not two turns in a row
    s.apply(("flip", "SS01", 0))                             # 6 cards: spend one, end with 5
    s.apply(("end",))
    assert len(s.hands[0]) == 5 and s.skipped_last == [False, False]
    s.apply(("end",))                                        # seat 1
    s.apply(("skip",))                                       # allowed again, and draws exactly 2 from 5
    assert len(s.hands[0]) == 7


@pytest.mark.parametrize("start, after", [(4, 6), (5, 6), (6, 6), (7, 7), (0, 6), (2, 6)])
def test_skip_draw_six_option(make_state, start, after):
    hand = ["SS01", "SS02", "SS03", "SS04", "SS10", "SS11", "SS12"][:start]
    s = make_state(2, hands=[hand, OTHER], options={"skip_draw": "six"})
    s.apply(("skip",))
    assert len(s.hands[0]) == after


@pytest.mark.parametrize("start, after", [(4, 6), (5, 7), (0, 2), (6, 8)])
def test_skip_draw_two_default(make_state, start, after):
    hand = ["SS01", "SS02", "SS03", "SS04", "SS10", "SS11", "SS12"][:start]
    s = make_state(2, hands=[hand, OTHER])
    assert s.options == {"skip_draw": "two"}
    s.apply(("skip",))
    assert len(s.hands[0]) == after


def test_reshuffle_when_the_deck_runs_out(make_state):
    discard = ["SS20", "SS21", "SS22", "SS23"]
    s = two(make_state, hands=[["SS01"], OTHER], deck=["SS10"], discard=discard)
    s.apply(("end",))
    hand = s.hands[0]
    assert hand[:2] == ["SS01", "SS10"] and len(hand) == 4
    assert set(hand[2:]) <= set(discard)
    assert s.discard == [] and sorted(s.deck + hand[2:]) == discard
    # deterministic: the same position shuffles the same way
    again = two(make_state, hands=[["SS01"], OTHER], deck=["SS10"], discard=discard)
    again.apply(("end",))
    assert again.hands[0] == hand and again.deck == s.deck
    orders = set()
    for seed in range(12):
        t = two(make_state, hands=[["SS01"], OTHER], deck=[], discard=discard, seed=seed)
        t.apply(("end",))
        orders.add(tuple(t.hands[0]))
    assert len(orders) > 1                                   # it really is shuffled


def test_both_piles_empty_draw_what_you_can(make_state):
    s = two(make_state, hands=[["SS01"], OTHER], deck=["SS10"], discard=["SS20"])
    s.apply(("end",))
    assert s.hands[0] == ["SS01", "SS10", "SS20"] and s.deck == [] and s.discard == []
    s = two(make_state, hands=[[], OTHER], deck=[], discard=[])
    s.apply(("end",))
    assert s.hands[0] == [] and s.current_player == 1
    s.apply(("skip",))
    assert s.hands[1] == OTHER and s.current_player == 0


# ---- end of the game ------------------------------------------------------------------------------
TARGETS = {2: 10, 3: 9, 4: 8, 5: 7}
FILLER = [c for c in CARDS if c not in {"SS08", "SS17", "SS43", "SS49"}]


def near_end(make_state, players, trigger_seat, have=None):
    """Seat `trigger_seat` has target-1 cards scored and SS17 (matching) in hand; it is its turn."""
    pool = list(FILLER)
    hands, scored = [], []
    for seat in range(players):
        hands.append([pool.pop() for _ in range(3)] + (["SS17"] if seat == trigger_seat else [pool.pop()]))
    for seat in range(players):
        count = TARGETS[players] - 1 if seat == trigger_seat else (have or 0)
        scored.append([pool.pop() for _ in range(count)])
    s = make_state(players, hands=hands, scored=scored, current=trigger_seat)
    s.turns_taken = [1 if seat < trigger_seat else 0 for seat in range(players)]
    return s


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("where", ["first", "middle", "last"])
def test_end_trigger_finishes_the_round(make_state, players, where):
    seat = {"first": 0, "middle": players // 2, "last": players - 1}[where]
    s = near_end(make_state, players, seat)
    assert not s.end_triggered
    s.apply(("score", "SS17"))
    assert s.end_triggered and len(s.scored[seat]) == TARGETS[players]
    assert not s.is_over and s.current_player == seat      # the trigger finishes the turn normally
    assert s.view(None)["end_triggered"] is True
    s.apply(("flip", s.hands[seat][0], 0))                 # and may still act
    s.apply(("end",))
    for later in range(seat + 1, players):
        assert not s.is_over and s.current_player == later
        s.apply(("end",))
    assert s.is_over and s.current_player is None
    assert s.turns_taken == [1] * players                  # everybody had the same number of turns
    assert s.legal_actions() == []


def test_one_short_of_the_target_does_not_trigger(make_state):
    s = near_end(make_state, 3, 1)
    s.apply(("end",))
    assert not s.end_triggered
    s.apply(("end",))
    assert s.current_player == 0 and not s.is_over


def test_trigger_target_in_view(make_state):
    for players, target in TARGETS.items():
        assert make_state(players, hands=[[]] * players).view(None)["target"] == target
    assert make_state(1, hands=[[]]).view(None)["target"] == 16


# ---- scoring --------------------------------------------------------------------------------------
ONES = [c for c in CARDS if CARDS[c].points == 1]
TWOS = [c for c in CARDS if CARDS[c].points == 2]
THREES = [c for c in CARDS if CARDS[c].points == 3]
FIVES = [c for c in CARDS if CARDS[c].points == 5]


def finish(state):
    state.end_triggered = True
    state.current = state.num_players - 1
    state.apply(("end",))
    assert state.is_over


def test_one_point_bonus_with_a_tie(make_state):
    scored = [ONES[0:2] + FIVES[0:1], ONES[2:4] + TWOS[0:1], ONES[4:5] + THREES[0:2]]
    s = make_state(3, hands=[[], [], []], scored=scored)
    assert s.scores() == [7, 4, 7]                          # no bonus while playing
    assert s.score_breakdown() == [[("cards", 7), ("one_point_bonus", 0)], [("cards", 4), ("one_point_bonus", 0)],
                                   [("cards", 7), ("one_point_bonus", 0)]]
    finish(s)
    assert s.scores() == [10, 7, 7]
    assert s.score_breakdown() == [[("cards", 7), ("one_point_bonus", 3)], [("cards", 4), ("one_point_bonus", 3)],
                                   [("cards", 7), ("one_point_bonus", 0)]]
    assert s.winners() == [0]


def test_one_point_bonus_to_nobody(make_state):
    s = make_state(2, hands=[[], []], scored=[TWOS[0:2], THREES[0:1]])
    finish(s)
    assert s.scores() == [4, 3] and s.winners() == [0]
    assert [dict(b)["one_point_bonus"] for b in s.score_breakdown()] == [0, 0]


def test_bonus_decides_and_ties_share_the_win(make_state):
    s = make_state(2, hands=[[], []], scored=[ONES[0:1] + TWOS[0:1], THREES[0:2]])
    finish(s)
    assert s.scores() == [6, 6] and s.winners() == [0, 1]
    s = make_state(4, hands=[[]] * 4, scored=[FIVES[0:1], FIVES[1:2], TWOS[0:2], ONES[0:2]])
    finish(s)
    assert s.scores() == [5, 5, 4, 5] and s.winners() == [0, 1, 3]
    assert s.view(None)["winners"] == [0, 1, 3]


def test_a_fully_scripted_short_game(make_state):
    """Two players close to the end: seat 0 triggers it, seat 1 plays the last turn; exact scores."""
    s = make_state(2, grid=BASE_GRID,
                   hands=[["SS08", "SS06", "SS02", "SS01"], ["SS30", "SS10", "SS03", "SS57"]],
                   scored=[["SS21", "SS22", "SS23", "SS24", "SS25", "SS46", "SS47", "SS48"],
                           ["SS50", "SS51", "SS60", "SS61", "SS26", "SS27", "SS68"]],
                   deck=["SS40", "SS41", "SS42", "SS44", "SS45", "SS04"])
    assert s.scores() == [11, 17]                            # 5x1 + 3x2 ; 2x2 + 2x3 + 2x1 + 5

    def grid():
        g = "".join(s.grid)
        return f"{g[:3]}/{g[3:6]}/{g[6:]}"

    # seat 0, turn 1                                           S F H / O D B / T D H
    s.apply(("score", "SS08"))                               # T D in the bottom row: 1 point, 9th card
    s.apply(("flip", "SS02", 7))
    assert grid() == "SFH/ODB/TTH"
    s.apply(("shift", "SS01", 3, 6))
    s.apply(("flip", "SS06", 4))
    assert grid() == "SFH/TTB/OTH" and s.hands[0] == []
    s.apply(("end",))
    assert s.hands[0] == ["SS40", "SS41", "SS42", "SS44"] and s.current_player == 1
    # seat 1, turn 1
    s.apply(("shift", "SS03", 5, 8))
    s.apply(("flip", "SS30", 5))
    assert grid() == "SFH/TTO/OTB"
    assert not [a for a in s.legal_actions() if a[0] == "score"]
    s.apply(("end",))
    assert s.hands[1] == ["SS10", "SS57", "SS45", "SS04"] and s.deck == []
    assert s.current_player == 0 and not s.end_triggered
    # seat 0, turn 2
    s.apply(("flip", "SS40", 0))
    s.apply(("shift", "SS42", 0, 3))
    s.apply(("shift", "SS44", 3, 6))
    assert grid() == "TFH/OTO/MTB"
    assert [a for a in s.legal_actions() if a[0] == "score"] == [("score", "SS41")]
    s.apply(("score", "SS41"))                               # O . O: 2 points, 10th card: the end is triggered
    assert s.end_triggered and not s.is_over and s.hands[0] == []
    s.apply(("end",))                                        # the deck is empty: the discard pile is reshuffled
    assert len(s.hands[0]) == 4 and set(s.hands[0]) <= {"SS01", "SS02", "SS03", "SS06", "SS30", "SS40", "SS42", "SS44"}
    assert len(s.deck) == 4 and s.discard == []
    # seat 1, last turn
    s.apply(("shift", "SS10", 1, 4))
    assert grid() == "TTH/OFO/MTB"
    s.apply(("score", "SS04"))                               # T T
    assert not s.is_over
    s.apply(("end",))
    assert s.is_over and s.turns_taken == [2, 2] and s.turn == 4
    # seat 0: 11 + 1 + 2 = 14 with six 1-point cards (+3); seat 1: 17 + 1 = 18 with three
    assert s.scores() == [17, 18]
    assert s.score_breakdown() == [[("cards", 14), ("one_point_bonus", 3)], [("cards", 18), ("one_point_bonus", 0)]]
    assert s.winners() == [1]
    cards = [c for h in s.hands for c in h] + s.deck + s.discard + [c for p in s.scored for c in p]
    assert len(cards) == len(set(cards)) == 8 + 15 + 6        # hands, scored piles and deck of the setup


# ---- turns, commits and views ---------------------------------------------------------------------
def test_turn_counter_and_rotation(make_state):
    s = make_state(3, hands=[HAND, OTHER, ["SS10", "SS11", "SS12", "SS13"]])
    assert s.turn == 1 and s.current_player == 0
    s.apply(("end",))
    s.apply(("skip",))
    assert s.turn == 3 and s.current_player == 2 and s.turns_taken == [1, 1, 0]
    s.apply(("end",))
    assert s.turn == 4 and s.current_player == 0 and s.view(None)["turn"] == 4


def test_commits_marks_the_undo_barrier(make_state):
    s = two(make_state, hands=[["SS08", "SS01", "SS02", "SS03"], OTHER])
    assert s.commits(("shift", "SS01", 0, 1)) is False
    assert s.commits(["flip", "SS01", 0]) is False
    assert s.commits(("score", "SS08")) is False
    assert s.commits(("end",)) is True and s.commits(("skip",)) is True
    solo = make_state(1, hands=[["SS17"]], scored=[[c for c in FILLER[:15]]], cards=FILLER[:15] + ["SS17"])
    assert solo.commits(("score", "SS17")) is True           # the winning score ends the game


def test_view_shape_and_secrets(make_state):
    s = make_state(3, hands=[HAND, OTHER, ["SS10", "SS11", "SS12", "SS13"]], discard=["SS20"],
                   scored=[["SS30"], [], []])
    keys = {"game", "players", "viewer", "current", "over", "grid", "hand", "hand_sizes", "scored", "discard",
            "deck_size", "skipped_last", "acted_this_turn", "scored_this_turn", "turns_taken", "turn",
            "end_triggered", "target", "solo", "strikes", "max_strikes", "solo_result", "options"}
    for viewer in (None, 0, 1, 2):
        v = s.view(viewer)
        assert keys <= set(v)
        assert v["viewer"] == viewer and v["current"] == 0 and v["players"] == 3
        assert v["grid"] == list(BASE_GRID) and v["hand_sizes"] == [4, 4, 4]
        assert v["scored"] == [["SS30"], [], []] and v["discard"] == ["SS20"]
        assert v["deck_size"] == 72 - 14 and v["max_strikes"] == 4 and v["solo"] is False
        assert v["options"] == {"skip_draw": "two"}
        assert v["cards_in_play"] == sorted(CARDS)              # which cards exist is public, not where
        text = json.dumps({k: x for k, x in v.items() if k != "cards_in_play"})
        own = set(s.hands[viewer]) if viewer is not None else set()
        hidden = (set(s.deck) | {c for p in range(3) for c in s.hands[p]}) - own
        assert not [c for c in hidden if f'"{c}"' in text]
        assert all(f'"{c}"' in text for c in own)
        assert v["hand"] == (s.hands[viewer] if viewer is not None else [])
    with pytest.raises(ValueError):
        s.view(3)


# ---- solo -----------------------------------------------------------------------------------------
def test_solo_deck_composition(game):
    seen = set()
    for seed in range(40):
        s = game.new_state(1, None, seed)
        cards = s.cards_in_play
        assert len(cards) == 16 == len(set(cards))
        values = sorted(CARDS[c].points for c in cards)
        assert values == [1] * 8 + [2] * 4 + [3] * 3 + [5]
        assert sorted(s.deck + s.hands[0]) == sorted(cards) and len(s.hands[0]) == 4
        assert s.view(0)["cards_in_play"] == sorted(cards)
        seen.add(cards)
    assert len(seen) == 40                                   # picked at random


def solo(make_state, hand, scored=(), deck=None, strikes=0, discard=()):
    cards = list(hand) + list(scored) + list(deck or []) + list(discard)
    pool = [c for c in FILLER if c not in cards]
    while len(cards) < 16:
        cards.append(pool.pop())
    s = make_state(1, hands=[hand], scored=[list(scored)], deck=deck, discard=discard, cards=cards)
    s.strikes = strikes
    return s


def test_solo_strikes(make_state):
    s = solo(make_state, ["SS17", "SS01", "SS02", "SS03"])
    s.apply(("end",))                                        # nothing scored: a strike
    assert s.strikes == 1 and s.current_player == 0 and s.turn == 2
    s.apply(("score", "SS17"))
    s.apply(("end",))                                        # scored: no strike
    assert s.strikes == 1
    s.apply(("skip",))                                       # a skip strikes too
    assert s.strikes == 2 and s.view(0)["strikes"] == 2
    refused(s, ("skip",), "skip_twice")


def test_solo_loses_at_four_strikes(make_state):
    s = solo(make_state, ["SS01", "SS02", "SS03", "SS04"], strikes=3)
    s.apply(("flip", "SS01", 0))
    s.apply(("end",))
    assert s.is_over and s.strikes == 4 and s.solo_result == "lost"
    assert s.winners() == [] and s.current_player is None
    assert s.view(0)["solo_result"] == "lost"


def test_solo_wins_the_moment_the_sixteenth_card_is_scored(make_state):
    scored = [c for c in FILLER if CARDS[c].points == 1][:14]
    s2 = solo(make_state, ["SS17", "SS08"], scored=scored, deck=[], strikes=3)
    assert len(s2.cards_in_play) == 16
    s2.apply(("score", "SS17"))
    assert not s2.is_over and s2.current_player == 0
    s2.apply(("score", "SS08"))                              # the 16th card: won at once, mid-turn
    assert s2.is_over and s2.solo_result == "won" and s2.winners() == [0]
    assert s2.strikes == 3 and s2.legal_actions() == []
    assert s2.scores() == [sum(CARDS[c].points for c in s2.scored[0])]
    assert s2.score_breakdown() == [[("cards", s2.scores()[0])]]


def test_solo_reshuffles_too(make_state):
    s = solo(make_state, ["SS01"], deck=[], discard=["SS02", "SS03", "SS04"])
    s.apply(("end",))
    assert sorted(s.hands[0]) == ["SS01", "SS02", "SS03", "SS04"] and s.strikes == 1
