"""Scenario tests: characters (section 3) and the edge cases of section 7."""



from citadels_helpers import play, scenario

DEFAULT = ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")


def test_assassin_kills_silently_and_killed_king_takes_the_crown_at_round_end():
    s = scenario(4, {"assassin": 0, "king": 1, "merchant": 2, "warlord": 3}, crown=0,
                 hands={p: ["manor"] for p in range(4)}, gold={p: 2 for p in range(4)})
    assert s.char == "assassin" and s.current_player == 0
    play(s, ("kill", "king"), ("gold",), ("end",))
    assert s.char == "merchant"              # the King is skipped without a word
    assert "king" in s.called and "king" not in s.revealed
    play(s, ("gold",), ("end",), ("gold",), ("end",))
    assert s.crown == 1                       # heir at the end of the round
    assert s.round_no == 2


def test_thief_robs_at_reveal_and_cannot_name_rank_1_or_the_killed():
    s = scenario(4, {"assassin": 0, "thief": 1, "merchant": 2, "warlord": 3}, gold={0: 0, 1: 0, 2: 5, 3: 4})
    play(s, ("kill", "warlord"), ("gold",), ("end",))
    names = {a[1] for a in s.legal_actions() if a[0] == "rob"}
    assert "assassin" not in names and "warlord" not in names and "thief" not in names
    play(s, ("rob", "merchant"), ("gold",), ("end",))
    assert s.char == "merchant" and s.gold[2] == 0 and s.gold[1] == 2 + 5
    play(s, ("gold",))
    assert s.gold[2] == 3                     # 2 gold + the Merchant's extra 1, safe from the Thief


def test_warlord_prices_keep_bishop_great_wall_and_completed_city():
    s = scenario(4, {"bishop": 1, "warlord": 0, "merchant": 2, "king": 3},
                 cities={1: ["temple"], 2: ["keep", "castle", "great_wall"], 3: ["manor"] * 7},
                 gold={0: 10, 1: 0, 2: 0, 3: 0}, options={"great_wall": "itself"})
    play(s, ("gold",), ("end",))             # King
    play(s, ("gold",), ("end",))             # Bishop: protection for seat 1
    play(s, ("gold",), ("end",))             # Merchant
    targets = {(a[1], a[2]) for a in s.legal_actions() if a[0] == "destroy"}
    assert (1, 0) not in targets              # protected by the Bishop
    assert (2, 0) not in targets              # the Keep
    assert all(seat != 3 for seat, _ in targets)        # completed city
    play(s, ("destroy", 2, 1, "castle"))                # Castle: 4 - 1 + 1 (Great Wall)
    assert s.gold[0] == 10 - 4 and s.cities[2] == ["keep", "great_wall"]
    assert s.deck[0] == "castle"              # to the bottom of the deck


def test_magistrate_confiscates_the_first_paid_build():
    s = scenario(4, {"magistrate": 0, "merchant": 1, "king": 2, "warlord": 3},
                 hands={1: ["castle", "manor"]}, gold={0: 0, 1: 10, 2: 0, 3: 0},
                 cast=("magistrate", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"))
    play(s, ("warrant", "king"), ("warrant", "merchant"), ("warrant", "warlord"))
    assert s.pending[0] == "sign" and s.signed is None
    play(s, ("sign", "merchant"), ("gold",), ("end",))
    play(s, ("gold",), ("end",))              # King
    play(s, ("gold",), ("build", "castle"))
    assert s.current_player == 0 and s.pending[0] == "confiscate"
    play(s, ("reveal",))
    assert s.cities[0] == ["castle"] and s.cities[1] == []
    assert s.gold[1] == 10 + 3                # all gold back (gathered 2 + Merchant 1)
    assert not any(a[0] == "build" for a in s.legal_actions())   # the build was used


def test_blackmailer_bribe_and_reveal():
    cast = ("witch", "blackmailer", "magician", "emperor", "abbot", "alchemist", "architect", "warlord")
    s = scenario(4, {"blackmailer": 0, "alchemist": 1, "architect": 2, "warlord": 3}, gold={0: 0, 1: 5, 2: 6, 3: 1},
                 cast=cast)
    play(s, ("threat", "architect"), ("threat", "alchemist"), ("flower", "alchemist"), ("gold",), ("end",))
    play(s, ("gold",))                        # Alchemist gathers first: 7 gold
    assert s.pending == ("bribe", 1)
    play(s, ("bribe",))
    assert s.gold[1] == 4 and s.gold[0] == 2 + 3
    play(s, ("end",))
    play(s, ("gold",), ("refuse",))
    assert s.current_player == 0
    play(s, ("pass",))                        # the Architect's threat was blank: revealing is pointless
    assert s.current_player == 2


def test_witch_resumes_as_the_bewitched_architect():
    cast = ("witch", "blackmailer", "magician", "emperor", "abbot", "alchemist", "architect", "warlord")
    s = scenario(4, {"witch": 0, "architect": 1, "abbot": 2, "warlord": 3}, cast=cast,
                 hands={0: ["manor", "castle", "temple", "tavern"], 1: []}, gold={0: 20, 1: 0, 2: 0, 3: 0},
                 deck=["church", "market", "prison", "docks", "harbor", "palace", "fortress"])
    assert s.legal_actions() == [("gold",), ("cards",)]      # she must gather first
    play(s, ("gold",))
    assert s.pending[0] == "bewitch"
    play(s, ("bewitch", "architect"))
    play(s, ("gold",), ("end",))              # Abbot
    assert s.mode == "bewitched" and s.actor == 1
    play(s, ("gold",))                        # the bewitched turn ends at once, no extra cards
    assert s.gold[1] == 2 and s.hands[1] == []
    assert s.actor == 0 and s.char == "architect" and s.mode == "resume"
    play(s, ("build", "manor"), ("build", "castle"), ("build", "temple"))      # limit 3 applies to her
    assert not any(a[0] == "build" for a in s.legal_actions())


def test_navigator_builds_nothing_and_trader_builds_trade_beyond_the_limit():
    cast = ("assassin", "thief", "magician", "king", "bishop", "trader", "navigator", "warlord")
    s = scenario(4, {"trader": 0, "navigator": 1, "king": 2, "bishop": 3}, cast=cast,
                 hands={0: ["tavern", "market", "manor", "castle"], 1: ["stables", "temple"]},
                 gold={0: 20, 1: 20, 2: 0, 3: 0})
    play(s, ("gold",), ("end",), ("gold",), ("end",))
    play(s, ("gold",), ("build", "tavern"), ("build", "market"), ("build", "manor"))
    assert not any(a == ("build", "castle") for a in s.legal_actions())
    play(s, ("end",), ("gold",))
    assert not any(a[0] in ("build", "framework") for a in s.legal_actions())


def test_tax_collector_taxes_every_build_but_his_own():
    cast = DEFAULT + ("tax_collector",)
    s = scenario(4, {"king": 0, "architect": 1, "tax_collector": 2, "warlord": 3}, cast=cast,
                 hands={1: ["tavern", "temple"], 2: ["manor"]}, gold={0: 0, 1: 3, 2: 5, 3: 0})
    play(s, ("gold",), ("end",))
    play(s, ("gold",), ("build", "tavern"), ("build", "temple"))
    assert s.tax_token == 2 and s.gold[1] == 3 + 2 - 2 - 2
    play(s, ("end",), ("gold",), ("end",))    # Warlord
    play(s, ("gold",), ("build", "manor"), ("collect_tax",))
    assert s.tax_token == 0 and s.gold[2] == 5 + 2 - 3 + 2


def test_emperor_killed_passes_the_crown_as_advisor():
    cast = ("assassin", "thief", "magician", "emperor", "bishop", "merchant", "architect", "warlord")
    s = scenario(4, {"assassin": 0, "emperor": 1, "merchant": 2, "warlord": 3}, cast=cast, crown=0)
    play(s, ("kill", "emperor"), ("gold",), ("end",), ("gold",), ("end",), ("gold",), ("end",))
    assert s.pending == ("advisor", 1)
    assert {a[1] for a in s.legal_actions()} == {2, 3}
    play(s, ("crown_to", 3))
    assert s.crown == 3 and s.gold[1] == 0 and s.round_no == 2


def test_emperor_gives_the_crown_and_takes_gold():
    cast = ("assassin", "thief", "magician", "emperor", "bishop", "merchant", "architect", "warlord")
    s = scenario(4, {"emperor": 1, "merchant": 2, "warlord": 3, "bishop": 0}, cast=cast, crown=2,
                 gold={0: 3, 1: 0, 2: 0, 3: 0})
    play(s, ("gold",))
    assert ("end",) not in s.legal_actions()          # he must pass the crown
    assert all(a[1] not in (1, 2) for a in s.legal_actions() if a[0] == "emperor")
    play(s, ("emperor", 0, "gold"), ("end",))
    assert s.crown == 0 and s.gold[0] == 2 and s.gold[1] == 3


def test_alchemist_refund_and_poor_house():
    cast = ("witch", "blackmailer", "magician", "emperor", "abbot", "alchemist", "architect", "warlord")
    s = scenario(4, {"alchemist": 0, "architect": 1, "warlord": 2, "abbot": 3}, cast=cast,
                 hands={0: ["castle"]}, gold={0: 2}, cities={0: ["poor_house"]})
    play(s, ("gold",), ("end",))               # Abbot
    play(s, ("gold",), ("build", "castle"), ("end",))
    assert s.gold[0] == 1 + 4                  # Poor House first (0 gold), then the refund


def test_cardinal_borrows_the_shortfall_for_cards():
    cast = ("assassin", "spy", "seer", "king", "cardinal", "trader", "scholar", "diplomat")
    s = scenario(4, {"cardinal": 0, "king": 1, "trader": 2, "diplomat": 3}, cast=cast,
                 hands={0: ["palace", "tavern", "temple", "church"]}, gold={0: 0, 1: 5})
    play(s, ("gold",), ("end",))               # King
    play(s, ("gold",))                         # 2 gold: 3 short of the Palace
    assert ("cardinal", "palace", 1) in s.legal_actions()
    play(s, ("cardinal", "palace", 1), ("give", "tavern"), ("give", "temple"), ("give", "church"))
    assert s.cities[0] == ["palace"] and s.gold[0] == 0 and s.gold[1] == 5 + 2 - 3
    assert sorted(s.hands[1]) == ["church", "tavern", "temple"]


def test_abbot_takes_from_the_richest():
    cast = ("witch", "blackmailer", "magician", "emperor", "abbot", "alchemist", "architect", "warlord")
    s = scenario(4, {"abbot": 0, "alchemist": 1, "architect": 2, "warlord": 3}, cast=cast,
                 gold={0: 0, 1: 5, 2: 5, 3: 1})
    assert {a[1] for a in s.legal_actions() if a[0] == "abbot_take"} == {1, 2}
    play(s, ("abbot_take", 2))
    assert s.gold[2] == 4 and s.gold[0] == 1


def test_empty_deck_draws_nothing():
    s = scenario(4, {"king": 0, "bishop": 1, "merchant": 2, "warlord": 3}, deck=[])
    play(s, ("cards",))
    assert s.hands[0] == [] and s.pending is None
    assert ("end",) in s.legal_actions()


def test_magician_swaps_hands_or_redraws():
    s = scenario(4, {"magician": 0, "king": 1, "bishop": 2, "merchant": 3},
                 hands={0: ["tavern"], 1: ["manor", "castle"]}, deck=["palace", "temple"])
    play(s, ("swap_hands", 1))
    assert sorted(s.hands[0]) == ["castle", "manor"] and s.hands[1] == ["tavern"]
    s = scenario(4, {"magician": 0, "king": 1, "bishop": 2, "merchant": 3},
                 hands={0: ["tavern", "market"]}, deck=["palace", "temple"])
    play(s, ("magic_discard", "tavern"), ("magic_discard", "market"), ("magic_draw",))
    assert sorted(s.hands[0]) == ["palace", "temple"] and s.deck[:2] == ["market", "tavern"]


def test_patrician_draws_for_nobles_and_architect_draws_two_more():
    cast = ("magistrate", "thief", "wizard", "patrician", "bishop", "trader", "architect", "marshal")
    s = scenario(4, {"patrician": 0, "architect": 1, "bishop": 2, "trader": 3}, cast=cast,
                 cities={0: ["manor", "castle"]}, deck=["palace", "temple", "tavern", "market", "docks"])
    play(s, ("income",))
    assert s.hands[0] == ["palace", "temple"] and s.crown == 0
    play(s, ("gold",), ("end",), ("gold",), ("end",), ("gold",), ("end",), ("gold",))
    assert s.char == "architect" and len(s.hands[1]) == 2


def test_abbot_splits_income():
    cast = ("witch", "blackmailer", "magician", "emperor", "abbot", "alchemist", "architect", "warlord")
    s = scenario(4, {"abbot": 0, "alchemist": 1, "architect": 2, "warlord": 3}, cast=cast,
                 cities={0: ["temple", "church", "monastery"]}, deck=["palace", "temple", "tavern"])
    assert {a for a in s.legal_actions() if a[0] == "income"} == {("income", k) for k in range(4)}
    play(s, ("income", 1))
    assert s.gold[0] == 1 and len(s.hands[0]) == 2


def test_scholar_keeps_one_of_seven():
    cast = ("assassin", "spy", "seer", "king", "cardinal", "trader", "scholar", "diplomat")
    s = scenario(4, {"scholar": 0, "king": 1, "cardinal": 2, "trader": 3}, cast=cast)
    for _ in range(3):
        play(s, ("gold",), ("end",))
    deck = len(s.deck)
    play(s, ("scholar",))
    assert len(s.pending[2]) == 7
    play(s, ("keep", s.pending[2][0]))
    assert len(s.hands[0]) == 1 and len(s.deck) == deck - 1


def test_bishop_protection_needs_the_bishop_revealed():
    s = scenario(4, {"assassin": 0, "bishop": 1, "warlord": 2, "king": 3}, cities={1: ["temple"]}, gold={2: 5})
    play(s, ("kill", "bishop"), ("gold",), ("end",), ("gold",), ("end",))
    assert s.char == "warlord" and ("destroy", 1, 0, "temple") in s.legal_actions()


CUNNING = ("witch", "blackmailer", "magician", "emperor", "abbot", "alchemist", "architect", "warlord")


def test_witch_never_resumes_when_the_bewitched_character_is_absent():
    s = scenario(4, {"witch": 0, "abbot": 1, "alchemist": 2, "warlord": 3}, cast=CUNNING,
                 cities={0: ["poor_house", "park"]}, gold={0: 0})
    play(s, ("gold",), ("bewitch", "architect"))
    while s.round_no == 1:
        s.apply(("gold",) if ("gold",) in s.legal_actions() else ("end",))
    assert s.gold[0] == 2 and s.hands[0] == []       # no Poor House, no Park: her turn never ended


def test_bewitched_emperor_lets_the_witch_pass_the_crown():
    s = scenario(4, {"witch": 0, "emperor": 1, "abbot": 2, "warlord": 3}, cast=CUNNING, crown=3,
                 gold={2: 3})
    play(s, ("gold",), ("bewitch", "emperor"))
    play(s, ("gold",))                        # the Emperor player gathers; his turn ends
    assert s.actor == 0 and s.char == "emperor" and ("end",) not in s.legal_actions()
    play(s, ("emperor", 2, "gold"), ("end",))
    assert s.crown == 2 and s.gold[0] == 2 + 1


def test_threatened_player_gathers_then_answers_before_anything_else():
    s = scenario(4, {"blackmailer": 0, "alchemist": 1, "architect": 2, "warlord": 3}, cast=CUNNING,
                 hands={1: ["tavern"]}, gold={1: 3})
    play(s, ("threat", "alchemist"), ("threat", "warlord"), ("flower", "alchemist"), ("gold",), ("end",))
    assert s.legal_actions() == [("gold",), ("cards",)]
    play(s, ("gold",))
    assert s.legal_actions() == [("bribe",), ("refuse",)]
    play(s, ("refuse",), ("reveal",))
    assert s.gold[1] == 0 and s.gold[0] == 2 + 5 and s.threat_shown == [["alchemist", True]]


def test_magistrate_cannot_take_a_district_he_already_has():
    cast = ("magistrate", "thief", "wizard", "patrician", "bishop", "trader", "architect", "marshal")
    s = scenario(4, {"magistrate": 0, "trader": 1, "patrician": 2, "marshal": 3}, cast=cast,
                 cities={0: ["manor"]}, hands={1: ["manor"]}, gold={1: 5})
    play(s, ("warrant", "trader"), ("warrant", "patrician"), ("warrant", "marshal"), ("sign", "trader"),
         ("gold",), ("end",))
    play(s, ("gold",), ("end",))
    play(s, ("gold",), ("build", "manor"))
    assert s.legal_actions() == [("pass",)]


def test_diplomat_keeps_his_keep_and_great_wall_option():
    cast = ("witch", "spy", "seer", "king", "bishop", "merchant", "scholar", "diplomat")
    s = scenario(4, {"diplomat": 0, "king": 1, "bishop": 2, "merchant": 3}, cast=cast,
                 cities={0: ["keep"], 1: ["palace"]}, gold={0: 9})
    for _ in range(3):
        play(s, ("gold",), ("end",))
    assert not any(a[0] == "diplomat" for a in s.legal_actions())
    s = scenario(4, {"warlord": 0, "king": 1, "bishop": 2, "merchant": 3},
                 cities={1: ["great_wall"]}, gold={0: 5}, options={"great_wall": "others"})
    for _ in range(3):
        play(s, ("gold",), ("end",))
    play(s, ("destroy", 1, 0, "great_wall"))
    assert s.gold[0] == 0


def test_museum_cards_travel_with_an_exchange():
    cast = ("witch", "spy", "seer", "king", "bishop", "merchant", "scholar", "diplomat")
    s = scenario(4, {"diplomat": 0, "king": 1, "bishop": 2, "merchant": 3}, cast=cast,
                 cities={0: ["museum"], 1: ["palace"]}, gold={0: 9})
    s.museum[0] = ["tavern", "temple"]
    for _ in range(3):
        play(s, ("gold",), ("end",))
    play(s, ("diplomat", 0, "museum"), ("exchange", 1, 0, "palace"))
    assert s.museum[1] == ["tavern", "temple"] and s.museum[0] == []
