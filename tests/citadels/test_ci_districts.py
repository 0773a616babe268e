"""Scenario tests: every unique district (sections 1.2, 5 and 7) and the scoring (section 6)."""



from citadels_helpers import GAME, play, scenario

KING_ROUND = {"king": 0, "bishop": 1, "merchant": 2, "warlord": 3}
DECK = ["church", "market", "prison", "docks", "harbor", "palace", "fortress", "tavern", "temple", "manor"]


def king_turn(cities=None, hands=None, gold=None, deck=DECK, **kw):
    """Seat 0 plays the King (first to be called); the others follow."""
    return scenario(4, KING_ROUND, cities={0: cities or []}, hands={0: hands or []}, gold={0: gold or 0},
                    deck=deck, **kw)


def test_framework_builds_for_free_by_destroying_itself():
    s = king_turn(cities=["framework"], hands=["palace"])
    play(s, ("gold",), ("framework", "palace"))
    assert s.cities[0] == ["palace"] and s.gold[0] == 2 and s.deck[0] == "framework"


def test_necropolis_by_destroying_a_district():
    s = king_turn(cities=["temple"], hands=["necropolis"])
    play(s, ("gold",), ("necropolis", 0, "temple"))
    assert s.cities[0] == ["necropolis"] and s.gold[0] == 2


def test_thieves_den_paid_with_cards_and_factory_discount():
    s = king_turn(cities=["factory"], hands=["thieves_den", "tavern", "temple", "manor"])
    play(s, ("gold",), ("den_pay", "tavern"), ("den_pay", "temple"), ("den_pay", "manor"))
    assert s.pending[0] == "den"
    play(s, ("build", "thieves_den"))         # 6 - 1 (Factory) - 3 cards = 2 gold
    assert s.gold[0] == 0 and "thieves_den" in s.cities[0] and s.hands[0] == []
    assert s.deck[:3] == ["manor", "temple", "tavern"]


def test_thieves_den_payment_can_be_taken_back():
    s = king_turn(hands=["thieves_den", "tavern"])
    play(s, ("gold",), ("den_pay", "tavern"), ("den_cancel",))
    assert sorted(s.hands[0]) == ["tavern", "thieves_den"] and s.pending is None


def test_duplicates_need_the_quarry():
    s = king_turn(cities=["manor"], hands=["manor"], gold=5)
    play(s, ("gold",))
    assert ("build", "manor") not in s.legal_actions()
    s = king_turn(cities=["manor", "quarry"], hands=["manor"], gold=5)
    play(s, ("gold",), ("build", "manor"))
    assert s.cities[0].count("manor") == 2


def test_monument_counts_two_and_needs_a_small_city():
    s = king_turn(cities=["temple"] * 5, hands=["monument"], gold=5)
    play(s, ("gold",))
    assert ("build", "monument") not in s.legal_actions()
    s = king_turn(cities=["temple", "church", "manor", "tavern", "market"][:4], hands=["monument"], gold=5)
    play(s, ("gold",), ("build", "monument"))
    assert s.size[0] == 6


def test_secret_vault_is_never_built_and_scores_from_hand():
    s = king_turn(cities=["framework"], hands=["secret_vault"], gold=20)
    play(s, ("gold",))
    assert not any(a[1:2] == ("secret_vault",) for a in s.legal_actions() if a[0] in ("build", "framework"))
    assert ("secret_vault", 3) in s.score_breakdown()[0]


def test_smithy_laboratory_museum():
    s = king_turn(cities=["smithy", "laboratory", "museum"], hands=["tavern", "temple"], gold=2)
    play(s, ("smithy",))
    assert s.gold[0] == 0 and len(s.hands[0]) == 5
    play(s, ("lab", "tavern"))
    assert s.gold[0] == 2 and ("lab", "temple") not in s.legal_actions()
    play(s, ("museum", "temple"))
    assert s.museum[0] == ["temple"] and not any(a[0] == "museum" for a in s.legal_actions())
    assert ("museum", 1) in s.score_breakdown()[0]


def test_armory_destroys_any_district_even_the_keep():
    s = scenario(4, KING_ROUND, cities={0: ["armory"], 1: ["keep"], 2: ["manor"] * 7})
    targets = {(a[1], a[3]) for a in s.legal_actions() if a[0] == "armory"}
    assert (1, "keep") in targets and not any(p == 2 for p, _ in targets) and (0, "armory") not in targets
    play(s, ("armory", 1, 0, "keep"))
    assert s.cities[0] == [] and s.cities[1] == []


def test_library_observatory_gold_mine():
    s = king_turn(cities=["library", "observatory"])
    play(s, ("cards",))
    assert len(s.hands[0]) == 3 and s.pending is None
    s = king_turn(cities=["observatory"])
    play(s, ("cards",))
    assert s.pending[0] == "keep" and len(s.pending[2]) == 3
    play(s, ("keep", "market"))
    assert s.hands[0] == ["market"]
    s = king_turn(cities=["gold_mine"])
    play(s, ("gold",))
    assert s.gold[0] == 3


def test_park_and_poor_house_at_end_of_turn():
    s = king_turn(cities=["park", "poor_house"], hands=["tavern"], gold=0)
    play(s, ("gold",), ("build", "tavern"), ("build", "tavern") if False else ("end",))
    assert len(s.hands[0]) == 2
    s = king_turn(cities=["poor_house"], hands=["manor"], gold=1)
    play(s, ("gold",), ("build", "manor"), ("end",))
    assert s.gold[0] == 1


def test_stables_do_not_count():
    s = king_turn(hands=["stables", "temple"], gold=3)
    play(s, ("gold",), ("build", "stables"), ("build", "temple"))
    assert s.cities[0] == ["stables", "temple"]


def test_school_of_magic_counts_for_income():
    s = king_turn(cities=["manor", "school_of_magic"])
    play(s, ("income",))
    assert s.gold[0] == 2


def test_keep_and_great_wall_for_the_marshal_and_diplomat():
    cast = ("magistrate", "thief", "wizard", "patrician", "bishop", "trader", "architect", "marshal")
    s = scenario(4, {"marshal": 0, "patrician": 1, "bishop": 2, "trader": 3}, cast=cast,
                 cities={1: ["keep", "manor", "great_wall"], 3: ["church"]}, gold={0: 10})
    for _ in range(3):
        play(s, ("gold",), ("end",))
    seizable = {(a[1], a[3]) for a in s.legal_actions() if a[0] == "seize"}
    assert seizable == {(1, "manor"), (3, "church")}
    play(s, ("seize", 1, 1, "manor"))
    assert s.gold[0] == 10 - 4 and s.gold[1] == 2 + 4 and s.cities[0] == ["manor"]


def test_diplomat_exchange_pays_the_difference():
    cast = ("witch", "spy", "seer", "king", "bishop", "merchant", "scholar", "diplomat")
    s = scenario(4, {"diplomat": 0, "king": 1, "bishop": 2, "merchant": 3}, cast=cast,
                 cities={0: ["temple"], 1: ["palace"]}, gold={0: 5})
    for _ in range(3):
        play(s, ("gold",), ("end",))
    play(s, ("diplomat", 0, "temple"), ("exchange", 1, 0, "palace"))
    assert s.cities[0] == ["palace"] and s.cities[1] == ["temple"] and s.gold[0] == 1 and s.gold[1] == 2 + 4


def test_wizard_builds_the_taken_card_beyond_the_limit():
    cast = ("magistrate", "thief", "wizard", "patrician", "bishop", "trader", "architect", "marshal")
    s = scenario(4, {"wizard": 0, "patrician": 1, "bishop": 2, "trader": 3}, cast=cast,
                 hands={0: ["manor"], 1: ["castle"]}, gold={0: 10}, cities={0: ["castle"]})
    play(s, ("gold",), ("build", "manor"), ("wizard", 1), ("take", "castle"), ("wizard_build",))
    assert s.cities[0] == ["castle", "manor", "castle"] and s.gold[0] == 12 - 3 - 4


def test_seer_takes_and_gives_back():
    cast = ("witch", "spy", "seer", "king", "bishop", "merchant", "scholar", "diplomat")
    s = scenario(4, {"seer": 0, "king": 1, "bishop": 2, "merchant": 3}, cast=cast,
                 hands={0: [], 1: ["manor"], 2: [], 3: ["tavern", "temple"]})
    play(s, ("seer",))
    assert len(s.hands[0]) == 2 and s.pending[2] == (1, 3)
    play(s, ("give", "manor"))
    play(s, ("give", s.hands[0][0]))
    assert len(s.hands[1]) == 1 and len(s.hands[3]) == 2 and s.pending is None


def test_spy_takes_gold_and_draws_per_match():
    cast = ("witch", "spy", "seer", "king", "bishop", "merchant", "scholar", "diplomat")
    s = scenario(4, {"spy": 0, "king": 1, "bishop": 2, "merchant": 3}, cast=cast,
                 hands={1: ["manor", "castle", "temple"]}, gold={1: 1})
    play(s, ("spy", 1, "noble"))
    assert s.gold[0] == 1 and s.gold[1] == 0 and len(s.hands[0]) == 2
    assert s.view(0)["peek"] == [1, ["castle", "manor", "temple"]] and s.view(2)["peek"] is None


def test_artist_beautifies_and_scores():
    cast = ("assassin", "spy", "seer", "king", "cardinal", "trader", "scholar", "diplomat", "artist")
    s = scenario(4, {"artist": 0, "king": 1, "cardinal": 2, "trader": 3}, cast=cast,
                 cities={0: ["manor", "basilica"]}, gold={0: 3})
    for _ in range(3):
        play(s, ("gold",), ("end",))
    play(s, ("beautify", 0, "manor"), ("beautify", 1, "basilica"))
    assert s.gold[0] == 1 and s.arts[0] == [1, 1]
    parts = dict(s.score_breakdown()[0])
    assert parts["districts"] == 4 + 5 and parts["basilica"] == 1


def test_scoring_bonuses():
    s = GAME.new_state(4, None, 1)
    from tavolo.games.citadels.city import add_district
    for card in ["manor", "temple", "tavern", "watchtower", "haunted_quarter", "dragon_gate", "statue"]:
        add_district(s, 0, card)
    for card in ["castle", "palace", "manor", "capitol", "wishing_well", "ivory_tower", "imperial_treasury"]:
        add_district(s, 1, card)
    s.crown = 0
    s.gold = [0, 4, 0, 0]
    s.hands = [["secret_vault"], [], [], []]
    parts0 = dict(s.score_breakdown()[0])
    assert parts0 == {"districts": 3 + 1 + 1 + 1 + 2 + 6 + 3, "all_types": 3, "first_complete": 4,
                      "dragon_gate": 2, "statue": 5, "secret_vault": 3}
    parts1 = dict(s.score_breakdown()[1])
    assert parts1["complete"] == 2 and parts1["capitol"] == 3 and parts1["wishing_well"] == 4
    assert "ivory_tower" not in parts1 and parts1["imperial_treasury"] == 4


def test_haunted_quarter_picks_the_best_type():
    s = GAME.new_state(4, None, 1)
    from tavolo.games.citadels.city import add_district
    for card in ["haunted_quarter", "ivory_tower", "manor", "castle"]:
        add_district(s, 0, card)
    parts = dict(s.score_breakdown()[0])
    assert parts.get("ivory_tower") == 5          # it counts as noble: the Tower stays the only unique


def test_tie_break_by_highest_revealed_rank():
    s = GAME.new_state(4, None, 1)
    from tavolo.games.citadels.city import add_district
    add_district(s, 0, "manor")
    add_district(s, 1, "manor")
    s.revealed = {"thief": 0, "warlord": 1}
    s.over = True
    assert s.scores()[0] == s.scores()[1] and s.winners() == [1]
    s.revealed = {}
    assert s.winners() == [0, 1]


def test_end_trigger_finishes_the_round():
    s = scenario(4, KING_ROUND, cities={0: ["manor", "castle", "palace", "temple", "church", "tavern"]},
                 hands={0: ["market"]}, gold={0: 5})
    play(s, ("gold",), ("build", "market"))
    assert s.last_round and s.first_complete == 0 and not s.over
    play(s, ("end",))
    while not s.over:
        s.apply(("gold",) if ("gold",) in s.legal_actions() else ("end",))
    assert s.round_no == 1 and s.winners() == [0]


def test_map_room_ivory_tower_imperial_treasury():
    s = GAME.new_state(4, None, 1)
    from tavolo.games.citadels.city import add_district
    for card in ["map_room", "manor"]:
        add_district(s, 0, card)
    add_district(s, 1, "ivory_tower")
    s.hands = [["tavern", "secret_vault"], [], [], []]
    assert dict(s.score_breakdown()[0])["map_room"] == 2       # the Secret Vault counts as a card in hand
    assert dict(s.score_breakdown()[1])["ivory_tower"] == 5


def test_an_empty_deck_never_blocks_a_turn():
    s = king_turn(cities=["smithy", "park"], gold=4, deck=[])
    play(s, ("smithy",), ("cards",), ("end",))
    assert s.hands[0] == [] and s.char == "bishop"


def test_draft_memory_is_in_the_view():
    s = GAME.new_state(5, {"crown": "seat1"}, 4)
    first_pool = list(s.pool)
    s.apply(("pick", first_pool[0]))
    second_pool = list(s.pool)
    s.apply(("pick", second_pool[-1]))
    assert s.view(0)["sights"] == [[s.events.index(["pick", 0, first_pool[0]]), first_pool]]
    assert s.view(1)["sights"][0][1] == second_pool
    assert s.view(0)["events"][-1] == ["pick", 1, None]       # what seat 1 kept stays hidden from seat 0
