"""Romi Rami scenarios: every requirement, the star, the suit bonus, markets, hands, trophies, the end,
scoring, the tie-break, options, undo barriers and the exact refusal for every illegal move."""

from collections import Counter

import pytest

from tavolo.engine import IllegalAction
from tavolo.games.romi_rami.data import CONTRACTS, DECK

MARKET = ["1C", "2D", "3H", "4L", "5C", "5D"]


def full_deck_ok(state):
    """Every number card is somewhere, exactly once."""
    cards = Counter(c for h in state.hands for c in h) + Counter(c for c in state.market if c) \
        + Counter(state.discard) + Counter(state.deck) + Counter(c for b in state.bonus for c in b)
    return cards == Counter(DECK)


def refused(state, action, key, **params):
    before = (state.view(0), state.view(1), state.rng.state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.key == key, (info.value.key, str(info.value))
    for name, value in params.items():
        assert info.value.params[name] == value
    assert (state.view(0), state.view(1), state.rng.state) == before
    return info.value


def completing(make_state, hand, contracts, **kw):
    """A position in the completing phase for seat 0 with `hand`."""
    return make_state(hands=[hand, ["1D", "1H", "1L"]], market=MARKET, contracts=contracts, phase="complete", **kw)


# ---- setup ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(game, players):
    state = game.new_state(players, None, 5)
    assert [len(h) for h in state.hands] == [3] * players
    assert len([c for c in state.market if c]) == 6 and len(state.contracts) == 4
    assert len(state.deck) == 92 - 6 - 3 * players and len(state.contract_deck) == 32
    assert state.current == state.first == 0 and state.phase == "take" and state.turn == 1
    assert len(state.trophies) == 4 and all(t in pair for t, pair in zip(state.trophies,
                                                                          (("suit-C", "combo-2"), ("suit-H", "combo-3"),
                                                                           ("suit-L", "combo-4"), ("suit-D", "combo-5"))))
    assert state.scores() == [1] * players          # the unused star
    assert full_deck_ok(state)


def test_trophy_sides_are_random(game):
    seen = {game.new_state(2, None, seed).trophies for seed in range(40)}
    assert len(seen) > 8


def test_first_player_option(game):
    firsts = {game.new_state(3, {"first_player": "random"}, seed).first for seed in range(30)}
    assert firsts == {0, 1, 2}
    state = game.new_state(3, {"first_player": "random"}, 3)
    assert state.current_player == state.first


# ---- taking -------------------------------------------------------------------------------------------------
def test_take_one_two_or_three_sharing_a_number_or_a_suit(make_state):
    state = make_state(hands=[["2C"], ["2H"]], market=["3H", "3L", "3C", "4H", "1H", "3H"])
    legal = set(state.legal_actions())
    assert ("take", ("3C", "3H", "3L")) in legal            # same number
    assert ("take", ("1H", "3H", "4H")) in legal            # same suit
    assert ("take", ("3H", "3H")) in legal                  # identical cards share both
    assert ("take", ("1H",)) in legal
    assert ("take", ("1H", "3L")) not in legal
    assert all(a[0] == "take" for a in legal)
    assert len(legal) == len(state.legal_actions())          # no duplicates
    state.apply(("take", ("3H", "3H", "3L")))
    assert state.hands[0] == ["2C", "3H", "3H", "3L"]
    assert state.market == [None, None, "3C", "4H", "1H", None]     # gaps until the end of the turn
    assert state.phase == "complete" and state.taken == ["3H", "3H", "3L"]


def test_take_refusals(make_state):
    state = make_state(hands=[["2C"], ["2H"]], market=["3H", "3L", "3C", "4H", "1H", "3H"])
    refused(state, ("take", ("3C", "3H", "4H")), "take_mismatch")     # two share a suit, one only a number
    refused(state, ("take", ()), "take_count", count=0)
    refused(state, ("take", ("1H", "3C", "3H", "3L")), "take_count", count=4)
    refused(state, ("take", ("5D",)), "not_in_market", cards="5D")
    refused(state, ("take", ("3C", "3C")), "not_in_market")
    refused(state, ("take", ("3H", "1H")), "card_order")
    refused(state, ("take", ("ZZ",)), "bad_cards")
    refused(state, ("take", "3H"), "bad_cards")
    refused(state, ("done",), "must_take")
    refused(state, ("complete", "C01", ("2C",), False), "must_take")
    refused(state, ("discard", ("2C",)), "must_take")
    state.apply(("take", ("1H",)))
    refused(state, ("take", ("3C",)), "already_took")


def test_malformed_and_unknown_actions(make_state):
    state = make_state(hands=[["2C"], ["2H"]], market=MARKET)
    refused(state, ("fly",), "unknown_action")
    refused(state, (), "unknown_action")
    refused(state, ("take",), "malformed_action", kind="take", count=1)
    refused(state, ("complete", "C01"), "malformed_action", kind="complete", count=3)
    refused(state, ("done", 1), "malformed_action")


def test_take_is_skipped_when_the_market_is_empty(make_state):
    state = make_state(hands=[["2C", "2D", "2H"], ["2L"]], market=[None] * 6, contracts=["C01", "C02", "C03", "C04"],
                       deck=[], options={"market_out": "round"}, phase="complete")
    assert state.legal_actions()[-1] == ("done",)
    state.apply(("done",))               # nothing to refill: the end is triggered, the round goes on
    assert state.end_triggered and state.end_reason == "market"
    assert state.current == 1 and state.phase == "complete"
    assert state.legal_actions() == [("done",)]


# ---- requirements -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("cid, cards", [
    ("C01", ("4C", "4D", "4H", "4L")),                          # four of a kind
    ("C04", ("2C", "2D", "2H", "2L", "2L")),                    # five of a kind
    ("C07", ("1C", "1D", "3H", "3L", "5C", "5D")),              # pair + pair + pair
    ("C07", ("3C", "3D", "3H", "3H", "3L", "3L")),              # ... six 3s: sets may repeat a number
    ("C09", ("1C", "1H", "5C", "5D", "5H", "5L")),              # pair of 1s + four of a kind
    ("C11", ("2C", "2D", "2H", "2L")),                          # pair of 2s + a pair of 2s
    ("C11", ("2C", "2D", "4H", "4L")),                          # pair of 2s + pair
    ("C13", ("1C", "1D", "2H", "3L", "4C", "5D")),              # pair of 1s + run of 4 (2-5)
    ("C13", ("1C", "1D", "1H", "2L", "3C", "4D")),              # ... run 1-4 next to the pair of 1s
    ("C15", ("2C", "2D", "2H", "1L", "2L", "3C")),              # three of a kind + run of 3 sharing the 2s
    ("C18", ("4C", "4D", "4H", "4L", "4L", "4H")),              # three of a kind twice, same number
    ("C20", ("1C", "1D", "5H", "5L", "5C")),                    # pair + three of a kind
    ("C23", ("2C", "3D", "4H", "5L")),                          # run of 4
    ("C26", ("1C", "2D", "3H", "4L", "5C")),                    # run of 5
    ("C29", ("3C", "4D", "5H", "1L", "1C", "1D", "1H")),        # run of 3 + four of a kind
    ("C31", ("5C", "5D", "5H", "1L", "2C", "3D", "4H")),        # three of a kind + run of 4
    ("C33", ("3C", "3D", "1H", "2L", "3C", "4D", "5H")),        # pair + run of 5
    ("C35", ("1C", "2D", "3H", "4C", "4D", "4H", "4L", "4L")),  # run of 3 + five of a kind
])
def test_every_requirement_type(make_state, cid, cards):
    cards = tuple(sorted(cards))
    state = completing(make_state, list(cards) + ["5L"], [cid, None, None, None])
    assert ("complete", cid, cards, False) in state.legal_actions()
    state.apply(("complete", cid, cards, False))
    assert state.completed[0] == [cid] and state.hands[0] == ["5L"]
    assert state.contracts == [None, None, None, None]


@pytest.mark.parametrize("cid, cards", [
    ("C23", ("1C", "2D", "4H", "5L")),           # not consecutive
    ("C26", ("2C", "3D", "4H", "5L", "5C")),     # a run of 5 is only 1-5
    ("C23", ("3C", "4D", "5H", "1L")),           # runs do not wrap: 3-4-5-1
    ("C01", ("4C", "4D", "4H", "3L")),
    ("C09", ("2C", "2H", "5C", "5D", "5H", "5L")),   # the pair must be 1s
    ("C15", ("2C", "2D", "2H", "4L", "5L", "5C")),
])
def test_cards_that_do_not_meet_the_contract(make_state, cid, cards):
    cards = tuple(sorted(cards))
    state = completing(make_state, list(cards), [cid, None, None, None])
    assert not [a for a in state.legal_actions() if a[0] == "complete" and not a[3]]
    refused(state, ("complete", cid, cards, False), "contract_not_met", contract=cid)


def test_sets_must_differ_with_the_option(make_state):
    hand = ["3C", "3D", "3H", "3H", "3L", "3L"]
    state = completing(make_state, hand, ["C07", None, None, None], options={"same_number": "different"})
    refused(state, ("complete", "C07", tuple(hand), False), "contract_not_met")
    hand2 = ["1C", "1D", "3H", "3L", "5C", "5D"]
    state = completing(make_state, hand2, ["C07", None, None, None], options={"same_number": "different"})
    state.apply(("complete", "C07", tuple(hand2), False))
    # the pair of 2s and the other pair must differ too
    state = completing(make_state, ["2C", "2D", "2H", "2L"], ["C11", None, None, None],
                       options={"same_number": "different"})
    assert [a for a in state.legal_actions() if a[0] == "complete"] == []
    refused(state, ("complete", "C11", ("2C", "2D", "2H", "2L"), False), "contract_not_met")


def test_exact_number_of_cards(make_state):
    hand = ["4C", "4D", "4H", "4L", "4L", "1C"]
    state = completing(make_state, hand, ["C01", None, None, None])
    refused(state, ("complete", "C01", ("4C", "4D", "4H", "4L", "4L"), False), "card_count", contract="C01", count=4)
    refused(state, ("complete", "C01", ("4C", "4D", "4H"), False), "card_count", count=4)
    refused(state, ("complete", "C01", ("4C", "4D", "4H", "4L"), True), "card_count", count=3)


def test_complete_refusals(make_state):
    hand = ["4C", "4D", "4H", "4L"]
    state = completing(make_state, hand, ["C01", None, "C02", None], completed=[["C05"], []])
    refused(state, ("complete", "C99", tuple(hand), False), "unknown_contract")
    refused(state, ("complete", 7, tuple(hand), False), "unknown_contract")
    refused(state, ("complete", "C03", tuple(hand), False), "contract_not_available", contract="C03")
    refused(state, ("complete", "C05", tuple(hand), False), "contract_not_available")
    refused(state, ("complete", "C01", tuple(hand), "yes"), "bad_star")
    refused(state, ("complete", "C01", ("4C", "4D", "4H", "4H"), False), "not_in_hand")
    refused(state, ("complete", "C01", ("4L", "4C", "4D", "4H"), False), "card_order")
    refused(state, ("complete", "C01", "4C", False), "bad_cards")
    refused(state, ("discard", ("4C",)), "no_discard", limit=10)
    state.apply(("complete", "C01", tuple(hand), False))
    refused(state, ("complete", "C01", (), False), "contract_not_available")


# ---- the star ---------------------------------------------------------------------------------------------
def test_star_stands_in_for_one_card_once_per_game(make_state):
    state = completing(make_state, ["4C", "4D", "4H", "1C", "2D", "5H"], ["C01", "C26", None, None])
    legal = state.legal_actions()
    assert ("complete", "C01", ("4C", "4D", "4H"), True) in legal
    assert ("complete", "C26", ("1C", "2D", "4H", "5H"), True) in legal     # the star is the 3 of the run
    assert not [a for a in legal if a[0] == "complete" and not a[3]]
    state.apply(("complete", "C01", ("4C", "4D", "4H"), True))
    assert state.star_used[0] and state.scores()[0] == 2 + 1 + 0            # contract 2, bonus 4H, no star point
    refused(state, ("complete", "C26", ("1C", "2D", "4H", "5H"), True), "star_used")
    assert [a for a in state.legal_actions() if a[0] == "complete"] == []


def test_star_on_a_pair_of_a_given_number(make_state):
    hand = ["1C", "5C", "5D", "5H", "5L"]
    state = completing(make_state, hand, ["C09", None, None, None])
    assert ("complete", "C09", ("1C", "5C", "5D", "5H", "5L"), True) in state.legal_actions()
    state.apply(("complete", "C09", ("1C", "5C", "5D", "5H", "5L"), True))
    assert state.completed[0] == ["C09"] and sorted(state.bonus[0]) == ["1C", "5C"]


def test_both_exact_choices_are_offered(make_state):
    # Four of a kind with four 4s, or with three and the star.
    state = completing(make_state, ["4C", "4D", "4H", "4L"], ["C01", None, None, None])
    legal = [a for a in state.legal_actions() if a[0] == "complete"]
    assert ("complete", "C01", ("4C", "4D", "4H", "4L"), False) in legal
    assert ("complete", "C01", ("4C", "4D", "4H"), True) in legal
    assert len(legal) == 1 + 4


def test_the_star_never_counts_as_bonus_and_is_a_point_when_unused(make_state):
    state = completing(make_state, ["2H", "3H", "4H"], ["C23", None, None, None])
    state.apply(("complete", "C23", ("2H", "3H", "4H"), True))
    assert state.bonus[0] == [] and sorted(state.discard) == ["2H", "3H", "4H"]
    assert dict(state.score_breakdown()[0])["star"] == 0
    assert dict(state.score_breakdown()[1])["star"] == 1


# ---- suit bonus ---------------------------------------------------------------------------------------------
def test_cards_of_the_contract_suit_go_face_down_to_the_bonus_pile(make_state):
    state = completing(make_state, ["1C", "1D", "5H", "5H", "5C", "2L"], ["C20", None, None, None])
    state.apply(("complete", "C20", ("1C", "1D", "5C", "5H", "5H"), False))      # C20 is a diamond contract
    assert state.bonus[0] == ["1D"] and sorted(state.discard) == ["1C", "5C", "5H", "5H"]
    assert state.hands[0] == ["2L"]
    assert state.score_breakdown()[0] == [("contracts", 2), ("trophies", 0), ("suit_bonus", 1), ("star", 1)]


def test_several_contracts_in_one_turn_but_not_a_revealed_one(make_state):
    hand = ["4C", "4D", "4H", "4L", "2C", "3C", "4C", "5C"]
    state = completing(make_state, hand, ["C01", "C23", None, None], contract_deck=["C02", "C03"])
    state.apply(("complete", "C01", ("4C", "4D", "4H", "4L"), False))
    assert state.contracts == [None, "C23", None, None]             # no refill in between
    state.apply(("complete", "C23", ("2C", "3C", "4C", "5C"), False))
    assert state.done_now == ["C01", "C23"] and state.completed[0] == ["C01", "C23"]
    state.apply(("done",))
    assert state.contracts == ["C02", "C03", None, None]


def test_immediate_refill_option(make_state):
    state = completing(make_state, ["4C", "4D", "4H", "4L", "2L", "2L", "2D", "2H"], ["C01", None, None, None],
                       contract_deck=["C02"], options={"contract_refill": "immediate"})
    assert state.commits(("complete", "C01", ("4C", "4D", "4H", "4L"), False))
    state.apply(("complete", "C01", ("4C", "4D", "4H", "4L"), False))
    assert state.contracts == ["C02", None, None, None]
    assert ("complete", "C02", ("2D", "2H", "2L", "2L"), False) in state.legal_actions()
    assert not state.commits(("complete", "C02", ("2D", "2H", "2L", "2L"), False))     # the deck is empty now


# ---- the end of the turn: refills and hand size --------------------------------------------------------------
def test_refills_contracts_then_numbers_then_the_hand(make_state):
    state = make_state(hands=[["1C", "1D"], ["1H"]], market=MARKET, contracts=["C01", "C02", "C03", "C04"],
                       deck=["3C", "3D", "3H", "4C", "4D"], contract_deck=["C05"])
    state.apply(("take", ("1C",)))
    assert state.hands[0] == ["1C", "1C", "1D"]
    state.hands[0] = ["1C"]                      # as if two cards had been played
    state.apply(("done",))
    assert state.market == ["3C", "2D", "3H", "4L", "5C", "5D"]
    assert state.hands[0] == ["1C", "3D", "3H"]          # drawn after the market: 3D, 3H
    assert state.deck == ["4D", "4C"]
    assert state.current == 1 and state.phase == "take" and state.turn == 2


def test_the_number_deck_is_rebuilt_from_the_discard_pile(make_state):
    state = make_state(hands=[["1C", "1D", "1H"], ["1L"]], market=[None, "2C", "2D", "2H", "2L", "3C"],
                       contracts=["C01", "C02", "C03", "C04"], deck=[], discard=["5C", "5D"])
    state.apply(("take", ("2C",)))
    state.apply(("done",))
    assert sorted(c for c in state.market if c) == ["2D", "2H", "2L", "3C", "5C", "5D"]
    assert [c for c in state.market].count(None) == 0 and state.discard == [] and len(state.deck) == 0
    assert state.hands[0] == ["1C", "1D", "1H", "2C"]


def test_nothing_to_draw_draws_what_it_can(make_state):
    state = make_state(hands=[["1C", "1D", "1H", "1L"], ["2L"]], market=["2C", None, None, None, None, None],
                       contracts=["C01", "C02", "C03", "C04"], deck=[], options={"market_out": "round"})
    state.apply(("take", ("2C",)))
    state.hands[0] = ["1C"]
    state.apply(("done",))
    assert state.hands[0] == ["1C"] and state.end_triggered and state.end_reason == "market"


def test_ten_card_limit_is_a_choice_at_the_end_of_the_turn(make_state):
    hand = ["1C", "1D", "1H", "1L", "2C", "2D", "2H", "2L", "3C", "3D"]
    state = make_state(hands=[hand, ["5L"]], market=["4C", "4D", "4H", "4L", "5C", "5D"],
                       contracts=["C26", "C27", "C28", "C25"], deck=["3H", "3L", "5H"])
    state.apply(("take", ("4C", "4D", "4H")))
    assert len(state.hands[0]) == 13 and state.phase == "complete"
    assert not state.commits(("take", ("4C",)))
    state.apply(("done",))                                  # the markets are refilled first
    assert state.market == ["3H", "3L", "5H", "4L", "5C", "5D"]
    assert state.phase == "discard" and state.current == 0
    legal = state.legal_actions()
    assert all(a[0] == "discard" and len(a[1]) == 3 for a in legal)
    assert ("discard", ("1C", "1D", "1H")) in legal and len(legal) == len(set(legal))
    refused(state, ("done",), "must_discard", limit=10)
    refused(state, ("take", ("3H",)), "must_discard")
    refused(state, ("discard", ("1C", "1D")), "discard_count", count=3, limit=10)
    refused(state, ("discard", ("5C", "5D", "5H")), "not_in_hand")
    state.apply(("discard", ("1C", "4D", "4H")))
    assert len(state.hands[0]) == 10 and sorted(state.discard) == ["1C", "4D", "4H"]
    assert state.current == 1 and state.phase == "take"


def test_ten_cards_are_kept(make_state):
    hand = ["1C", "1D", "1H", "1L", "2C", "2D", "2H", "2L", "3C"]
    state = make_state(hands=[hand, ["5L"]], market=MARKET, contracts=["C26", "C27", "C28", "C25"])
    state.apply(("take", ("1C",)))
    state.apply(("done",))
    assert len(state.hands[0]) == 10 and state.current == 1


# ---- trophies ----------------------------------------------------------------------------------------------
POINTS = {"suit-C": 3, "suit-H": 3, "suit-L": 3, "suit-D": 3, "combo-2": 5, "combo-3": 4, "combo-4": 3, "combo-5": 2}


@pytest.mark.parametrize("trophy, mine, theirs, winner", [
    ("suit-C", ["C04", "C07"], ["C09"], 0),
    ("suit-H", ["C01"], ["C05", "C12"], 1),
    ("suit-L", ["C02"], ["C06"], None),                 # tie: nobody
    ("suit-D", ["C01"], ["C02"], None),                 # nobody has one: nobody
    ("combo-2", ["C07", "C12"], ["C11", "C20"], 0),      # 3 + 2 icons against 2 + 1
    ("combo-2", ["C07"], ["C11", "C20"], None),          # 3 against 3: tie
    ("combo-3", ["C18"], ["C15"], None),                # two 3-card icons each
    ("combo-4", ["C01", "C23"], ["C09"], 0),
    ("combo-5", ["C26"], ["C04", "C35"], 1),
])
def test_every_trophy_and_its_tie(make_state, trophy, mine, theirs, winner):
    state = make_state(completed=[mine, theirs], trophies=[trophy])
    assert state.trophy_leader(trophy) == winner
    expected = [0, 0]
    if winner is not None:
        expected[winner] = POINTS[trophy]
    assert state.trophy_points() == expected
    state.over = True
    assert [dict(b)["trophies"] for b in state.score_breakdown()] == expected


def test_combo_trophy_counts_icons_not_contracts(make_state):
    state = make_state(completed=[["C07"], ["C11", "C12"]], trophies=["combo-2", "combo-3", "combo-4", "combo-5"])
    assert state.trophy_counts("combo-2") == [3, 4] and state.trophy_leader("combo-2") == 1
    state = make_state(completed=[["C15"], ["C21"]], trophies=["combo-2", "combo-3", "combo-4", "combo-5"])
    assert state.trophy_counts("combo-3") == [2, 1]              # a run of 3 is a 3-card combo too


def test_suit_trophy_counts_contract_suits_not_bonus_cards(make_state):
    state = make_state(completed=[["C01"], []], bonus=[[], ["1H", "2H", "3H"]],
                       trophies=["suit-C", "suit-H", "suit-L", "suit-D"])
    assert state.trophy_counts("suit-H") == [1, 0] and state.trophy_leader("suit-H") == 0


def test_trophies_count_only_at_the_end(make_state):
    state = make_state(completed=[["C04"], []], trophies=["suit-C", "suit-H", "suit-L", "suit-D"])
    assert state.score_breakdown()[0] == [("contracts", 4), ("trophies", 0), ("suit_bonus", 0), ("star", 1)]
    state.over = True
    assert state.score_breakdown()[0] == [("contracts", 4), ("trophies", 3), ("suit_bonus", 0), ("star", 1)]
    assert state.scores() == [8, 1]


# ---- the end --------------------------------------------------------------------------------------------------
def finish_turn(state):
    if state.phase == "take":
        state.apply(state.legal_actions()[0])
    if state.phase == "complete":
        state.apply(("done",))
    while state.phase == "discard" and not state.over:
        state.apply(state.legal_actions()[0])


@pytest.mark.parametrize("players, target", [(2, 7), (3, 6), (4, 5)])
def test_the_trigger_finishes_the_round(make_state, players, target):
    done = ["C%02d" % i for i in range(1, target)]
    hand = ["2C", "3D", "4H", "5L"]
    hands = [["1C", "1D", "1H"] for _ in range(players)]
    hands[1] = hand
    state = make_state(players=players, hands=hands, market=MARKET, contracts=["C23", "C24", "C25", "C26"],
                       completed=[[]] + [done] + [[] for _ in range(players - 2)], current=1)
    state.apply(("take", ("1C",)))
    state.apply(("complete", "C23", ("2C", "3D", "4H", "5L"), False))
    assert len(state.completed[1]) == target and state.end_triggered and state.end_reason == "contracts"
    state.apply(("done",))
    seats = []
    while not state.is_over:
        seats.append(state.current)
        finish_turn(state)
    assert seats == list(range(2, players))             # up to the last seat: everyone had the same turns
    assert state.current_player is None and state.legal_actions() == []


def test_the_round_ends_before_the_first_player_when_the_first_player_is_not_seat_0(make_state):
    state = make_state(players=3, hands=[["1C"], ["1D"], ["2C", "3D", "4H", "5L"]], market=MARKET,
                       contracts=["C23", "C24", "C25", "C26"],
                       completed=[[], [], ["C01", "C02", "C03", "C04", "C05"]], current=2, first=1)
    state.apply(("take", ("1C",)))
    state.apply(("complete", "C23", ("2C", "3D", "4H", "5L"), False))
    state.apply(("done",))
    assert state.current == 0 and not state.is_over
    finish_turn(state)
    assert state.is_over                                 # seat 1 started the game: the round is over


def test_the_last_seat_ends_the_game_at_once(make_state):
    done = ["C%02d" % i for i in range(1, 7)]
    state = make_state(hands=[["1C"], ["2C", "3D", "4H", "5L"]], market=MARKET, contracts=["C23", None, None, None],
                       completed=[[], done], current=1)
    state.apply(("take", ("1C",)))
    state.apply(("complete", "C23", ("2C", "3D", "4H", "5L"), False))
    assert not state.is_over
    state.apply(("done",))
    assert state.is_over and state.end_reason == "contracts"


def test_an_empty_contract_market_ends_the_game_at_once(make_state):
    state = make_state(hands=[["2C", "3D", "4H", "5L"], ["1L"]], market=MARKET, contracts=["C23", None, None, None],
                       contract_deck=[])
    state.apply(("take", ("1C",)))
    state.apply(("complete", "C23", ("2C", "3D", "4H", "5L"), False))
    state.apply(("done",))
    assert state.is_over and state.end_reason == "market"
    assert state.current_player is None


def test_an_empty_number_market_ends_the_game_at_once(make_state):
    state = make_state(hands=[["2C", "3D", "4H"], ["1L"]], market=["5L", None, None, None, None, None],
                       contracts=["C23", "C01", "C02", "C03"], deck=[])
    state.apply(("take", ("5L",)))
    state.apply(("done",))
    assert state.is_over and state.end_reason == "market"


def test_finish_the_round_option_when_a_market_runs_out(make_state):
    state = make_state(players=3, hands=[["2C", "3D", "4H", "5L"], ["1L"], ["1D"]], market=MARKET,
                       contracts=["C23", None, None, None], contract_deck=[], options={"market_out": "round"})
    state.apply(("take", ("1C",)))
    state.apply(("complete", "C23", ("2C", "3D", "4H", "5L"), False))
    state.apply(("done",))
    assert not state.is_over and state.end_triggered and state.end_reason == "market"
    assert state.legal_actions()[0][0] == "take"
    finish_turn(state)
    assert state.current == 2
    finish_turn(state)
    assert state.is_over


# ---- scores and winners ------------------------------------------------------------------------------------------
def test_tie_break_most_bonus_cards_then_shared(make_state):
    state = make_state(completed=[["C01"], ["C02"]], bonus=[["1H"], []], star_used=[True, False],
                       trophies=["combo-2", "combo-3", "combo-4", "combo-5"])
    state.over = True
    assert state.scores() == [3, 3]        # 2 + 1 bonus; 2 + 1 star (combo-4 trophy tied)
    assert state.winners() == [0]
    state.bonus = [[], []]
    state.star_used = [False, False]
    assert state.scores() == [3, 3] and state.winners() == [0, 1]


def test_scores_of_a_scripted_game(game):
    """A short 2-player game, every action fixed, with the final breakdown checked."""
    state = game.new_state(2, None, 2024)
    script = []
    while not state.is_over and len(script) < 400:
        legal = state.legal_actions()
        completes = [a for a in legal if a[0] == "complete" and not a[3]]
        if completes:
            action = max(completes, key=lambda a: (CONTRACTS[a[1]].points, a))
        elif state.phase == "complete":
            action = ("done",)
        else:
            action = max(legal, key=lambda a: (len(a[1]), a))
        script.append(action)
        state.apply(action)
    assert state.is_over
    # Replaying the same script gives the same result, and the breakdown adds up to the scores.
    again = game.new_state(2, None, 2024)
    for action in script:
        again.apply(action)
    assert again.score_breakdown() == state.score_breakdown()
    assert [sum(p for _, p in parts) for parts in state.score_breakdown()] == state.scores()
    for seat in range(2):
        parts = dict(state.score_breakdown()[seat])
        assert parts["contracts"] == sum(CONTRACTS[c].points for c in state.completed[seat])
        assert parts["suit_bonus"] == len(state.bonus[seat])
        assert parts["star"] == (0 if state.star_used[seat] else 1)
    assert sum(dict(b)["trophies"] for b in state.score_breakdown()) == sum(state.trophy_points())
    assert PINNED == (len(script), state.scores(), state.winners(), state.score_breakdown())


PINNED = (61, [40, 48], [1], [[("contracts", 22), ("trophies", 3), ("suit_bonus", 14), ("star", 1)],
                              [("contracts", 29), ("trophies", 7), ("suit_bonus", 11), ("star", 1)]])


# ---- undo barriers ---------------------------------------------------------------------------------------------
def test_commits(make_state):
    state = completing(make_state, ["4C", "4D", "4H", "4L"], ["C01", None, None, None])
    assert not state.commits(("complete", "C01", ("4C", "4D", "4H", "4L"), False))
    assert state.commits(("done",))
    assert state.commits(("discard", ("4C",)))
    assert not state.commits(("take", ("4C",)))


def test_a_short_scripted_ending_scored_by_hand(make_state):
    state = make_state(hands=[["1D", "2D", "3H", "4D"], ["2C", "3C", "4C"]],
                       market=["5C", "5L", "1H", "2H", "3L", "4L"], contracts=["C26", "C23", "C09", "C10"],
                       completed=[["C04"], ["C01", "C02", "C03", "C11", "C12", "C24"]], bonus=[["1C"], []],
                       star_used=[False, True], trophies=["suit-C", "combo-3", "suit-L", "combo-5"])
    for action in [("take", ("5C",)), ("complete", "C26", ("1D", "2D", "3H", "4D", "5C"), False), ("done",),
                   ("take", ("5L",)), ("complete", "C23", ("2C", "3C", "4C", "5L"), False)]:
        state.apply(action)
    assert state.end_triggered and not state.is_over
    state.apply(("done",))
    assert state.is_over and state.end_reason == "contracts"
    # Seat 0: contracts 4 + 3; 5-card combos 2 to 0 (2 points); cherries tied 1-1 (nobody); bonus 1C + 1D 2D 4D;
    # the star. Seat 1: contracts 9 + 1; clovers 1 to 0 (3 points); bonus 2C 3C 4C; star used.
    assert state.score_breakdown() == [[("contracts", 7), ("trophies", 2), ("suit_bonus", 4), ("star", 1)],
                                       [("contracts", 10), ("trophies", 3), ("suit_bonus", 3), ("star", 0)]]
    assert state.scores() == [14, 16] and state.winners() == [1]
    view = state.view(0)
    assert view["scores"] == [14, 16] and view["winners"] == [1] and view["bonus_sizes"] == [4, 3]
