"""Rules faults found by independent checks: zero-card draws, income before a threat is settled, the Diplomat's
like-for-like exchange, the Citadels words of the end table and of refusals, targets among one's own characters."""

import re
from pathlib import Path

import pytest

from tavolo.engine import IllegalAction
from tavolo.i18n import tr
from tavolo.markup import esc
from tavolo.games.citadels.text import TEXT
from tavolo.ui import messages, pages

from citadels_helpers import GAME, play, random_game, scenario

CUNNING = ("witch", "blackmailer", "magician", "emperor", "abbot", "alchemist", "architect", "warlord")
EMISSARIES = ("witch", "spy", "seer", "emperor", "bishop", "merchant", "scholar", "diplomat")
BLACKMAIL = ("assassin", "blackmailer", "magician", "king", "bishop", "merchant", "architect", "warlord")
ENGINE = Path(__file__).resolve().parents[2] / "src" / "tavolo" / "games" / "citadels"


# ---- 1. drawing zero cards takes nothing ----------------------------------------------------------------------
def test_abbot_taking_all_income_as_gold_draws_no_card():
    s = scenario(4, {"abbot": 0, "emperor": 1, "alchemist": 2, "warlord": 3}, cast=CUNNING,
                 cities={0: ["temple", "church"]}, gold={0: 0})
    play(s, ("gold",), ("emperor", 2, "none"), ("end",))      # the Emperor (rank 4), then the Abbot
    play(s, ("gold",))
    assert s.char == "abbot"
    deck = len(s.deck)
    play(s, ("income", 2))
    assert s.gold[0] == 2 + 2 and s.hands[0] == [] and len(s.deck) == deck


def test_spy_naming_a_type_with_no_match_draws_no_card():
    s = scenario(4, {"spy": 0, "emperor": 1, "bishop": 2, "diplomat": 3}, cast=EMISSARIES,
                 hands={1: ["manor", "castle"]}, gold={0: 0, 1: 5})
    deck = len(s.deck)
    play(s, ("spy", 1, "military"))
    assert s.hands[0] == [] and len(s.deck) == deck and s.gold == [0, 5, 0, 0]


def test_draw_zero_and_negative_take_nothing():
    from tavolo.games.citadels.city import draw
    s = GAME.new_state(4, None, 3)
    deck = list(s.deck)
    assert draw(s, 0) == [] and s.deck == deck


# ---- 2. a threatened character's ability income comes after the threat ------------------------------------------
def threatened_merchant(gold):
    s = scenario(4, {"blackmailer": 0, "king": 1, "merchant": 2, "warlord": 3}, cast=BLACKMAIL,
                 cities={2: ["tavern"]}, gold={0: 0, 1: 0, 2: gold, 3: 0})
    play(s, ("threat", "merchant"), ("threat", "king"), ("flower", "merchant"), ("gold",), ("end",))
    play(s, ("gold",), ("bribe",), ("end",))          # the King pays half of 2
    assert s.char == "merchant" and s.gold[0] == 2 + 1
    return s


def test_threatened_merchant_bribes_on_gold_without_his_extra_gold():
    s = threatened_merchant(3)
    play(s, ("gold",))                                  # 3 + 2 = 5: the +1 waits for the threat
    assert s.gold[2] == 5 and s.pending[0] == "bribe"
    play(s, ("bribe",))                                 # pays 5 // 2 = 2, then gets his +1
    assert s.gold[0] == 3 + 2 and s.gold[2] == 5 - 2 + 1


def test_revealed_threat_takes_gold_without_the_merchants_extra_gold():
    s = threatened_merchant(3)
    play(s, ("gold",), ("refuse",))
    assert s.current_player == 0
    play(s, ("reveal",))                                # flowered: takes the 5, the +1 comes after
    assert s.gold[0] == 3 + 5 and s.gold[2] == 1
    play(s, ("income",))
    assert s.gold[2] == 2


def test_threat_not_revealed_then_merchant_gets_his_extra_gold():
    s = threatened_merchant(0)
    play(s, ("gold",), ("refuse",), ("pass",))
    assert s.gold[2] == 2 + 1 and s.current_player == 2


def test_threatened_architect_draws_his_two_cards_after_the_threat():
    s = scenario(4, {"blackmailer": 0, "king": 1, "architect": 2, "warlord": 3}, cast=BLACKMAIL,
                 gold={0: 0, 1: 0, 2: 4, 3: 0})
    play(s, ("threat", "architect"), ("threat", "king"), ("flower", "king"), ("gold",), ("end",))
    play(s, ("gold",), ("bribe",), ("end",))
    play(s, ("gold",))
    assert s.hands[2] == [] and s.pending[0] == "bribe"
    play(s, ("bribe",))
    assert len(s.hands[2]) == 2 and s.gold[2] == 6 - 3


def test_threatened_queen_gets_her_three_gold_after_the_threat():
    cast = BLACKMAIL + ("queen",)
    s = scenario(5, {"blackmailer": 0, "king": 1, "merchant": 3, "warlord": 4, "queen": 2}, cast=cast,
                 gold={2: 4})
    play(s, ("threat", "queen"), ("threat", "merchant"), ("flower", "queen"), ("gold",), ("end",))
    play(s, ("gold",), ("end",))                        # King
    play(s, ("gold",), ("bribe",), ("end",))            # Merchant
    play(s, ("gold",), ("end",))                        # Warlord
    assert s.char == "queen" and s.gold[2] == 4         # the King sat next to her: 3 gold, not yet
    play(s, ("gold",), ("bribe",))                      # 6 // 2 = 3 paid, then +3
    assert s.gold[2] == 6 - 3 + 3


# ---- 3. the Diplomat never exchanges a district for an identical one -----------------------------------------
def diplomat_position():
    s = scenario(4, {"diplomat": 0, "emperor": 1, "bishop": 2, "spy": 3}, cast=EMISSARIES,
                 cities={0: ["prison"], 1: ["prison"], 3: ["temple"]}, gold={0: 5, 1: 0, 2: 0, 3: 0})
    play(s, ("gold",), ("end",))                       # Spy
    play(s, ("gold",), ("emperor", 2, "none"))          # Emperor gives the crown to seat 2
    play(s, ("end",), ("gold",), ("end",))              # Bishop
    play(s, ("gold",))
    assert s.char == "diplomat"
    return s


def test_diplomat_like_for_like_exchange_is_not_offered():
    s = diplomat_position()
    play(s, ("diplomat", 0, "prison"))
    legal = s.legal_actions()
    assert ("exchange", 1, 0, "prison") not in legal and ("exchange", 3, 0, "temple") in legal
    before = (s.view(0), s.view(1), s.gold[:], [c[:] for c in s.cities], s.pending)
    with pytest.raises(IllegalAction):
        s.apply(("exchange", 1, 0, "prison"))
    assert (s.view(0), s.view(1), s.gold[:], [c[:] for c in s.cities], s.pending) == before


def test_diplomat_with_only_a_like_for_like_exchange_is_offered_nothing():
    s = scenario(4, {"diplomat": 0, "emperor": 1, "bishop": 2, "spy": 3}, cast=EMISSARIES,
                 cities={0: ["prison"], 1: ["prison"]}, gold={0: 5, 1: 0, 2: 0, 3: 0})
    play(s, ("gold",), ("end",), ("gold",), ("emperor", 2, "none"), ("end",), ("gold",), ("end",), ("gold",))
    assert not any(a[0] == "diplomat" for a in s.legal_actions())


def test_rules_say_the_diplomat_cannot_exchange_identical_districts():
    en = " ".join(p for _, paras in GAME.rules("en") for p in paras)
    it = " ".join(p for _, paras in GAME.rules("it") for p in paras)
    assert "identical" in en and "Diplomat" in en
    assert "identic" in it and "Diplomatico" in it


# ---- 4. the Citadels words: score lines and refusals in both languages ---------------------------------------
def raised_keys():
    keys = {"game_over"}
    for path in ENGINE.glob("*.py"):
        keys |= set(re.findall(r'IllegalAction\(\s*"(\w+)"', path.read_text()))
        keys |= set(re.findall(r'return "(\w+)", f?"', path.read_text()))
    return keys


def breakdown_keys():
    keys = set()
    for seats, seed, cast in ((2, 1, "default"), (3, 2, "cunning"), (4, 3, "vicious"), (5, 4, "tenacious"),
                              (4, 5, "illustrious"), (6, 6, "random"), (4, 7, "devious")):
        state, _ = random_game(seats, seed, {"cast": cast})
        for parts in state.score_breakdown():
            keys |= {k for k, _ in parts}
    from tavolo.games.citadels.data import DISTRICTS
    keys |= {d.bonus for d in DISTRICTS.values() if d.bonus}
    return keys | {"districts", "all_types", "first_complete", "complete", "capitol", "ivory_tower", "wishing_well"}


def test_game_carries_its_text_table():
    assert GAME.text is TEXT


def test_every_refusal_and_score_key_has_english_and_italian():
    from tavolo.ui.messages import REFUSALS
    keys = raised_keys() | breakdown_keys()
    assert {"bad_choice", "gather_first", "districts", "wishing_well"} <= keys
    for key in sorted(keys):
        table = TEXT if key in TEXT else REFUSALS        # the contract's own refusals are written once
        assert key in table, key
        assert table[key].get("en") and table[key].get("it"), key


def test_refusals_read_in_italian():
    s = GAME.new_state(4, None, 2)
    errors = []
    for action in (("end",), ("gold",), ("fly",), ("build",), ("pick", "nobody")):
        try:
            s.apply(action)
        except IllegalAction as error:
            errors.append(error)
    assert len(errors) == 5
    for error in errors:
        it = messages.error_message(error, "it", GAME)
        en = messages.error_message(error, "en", GAME)
        assert it == esc(tr({**messages.REFUSALS, **TEXT}, error.key, "it", **error.params))
        assert error.key not in it and error.key not in en and it != en


@pytest.mark.parametrize("lang", ["en", "it"])
def test_end_table_shows_words_not_keys(lang):
    state, _ = random_game(4, 3, {"cast": "vicious"})
    seats = [{"name": f"P{p}"} for p in range(4)]
    html = str(pages.end_table(lang, GAME, state, seats))
    used = {k for parts in state.score_breakdown() for k, _ in parts}
    assert "districts" in used
    for key in used:
        assert f">{key}<" not in html
        assert esc(tr(TEXT, key, lang)) in html
    assert (lang == "it") == ("Costo dei distretti" in html)


# ---- 5. never a target among one's own characters ----------------------------------------------------------
def test_two_seats_assassin_and_thief_never_name_their_own_other_character():
    s = scenario(2, {"assassin": 0, "king": 0, "thief": 1, "merchant": 1})
    kills = {a[1] for a in s.legal_actions() if a[0] == "kill"}
    assert "king" not in kills and "thief" in kills and "merchant" in kills
    with pytest.raises(IllegalAction):
        s.apply(("kill", "king"))
    play(s, ("kill", "thief"), ("gold",), ("end",))
    assert s.char == "king"


def test_two_seats_thief_never_robs_his_own_other_character():
    s = scenario(2, {"assassin": 0, "king": 0, "thief": 1, "merchant": 1})
    play(s, ("gold",), ("end",))
    robs = {a[1] for a in s.legal_actions() if a[0] == "rob"}
    assert "merchant" not in robs and "king" in robs


def test_three_seats_witch_and_blackmailer_never_name_their_own_other_character():
    cast = CUNNING + ("tax_collector",)
    s = scenario(3, {"witch": 0, "abbot": 0, "blackmailer": 1, "warlord": 1, "emperor": 2, "architect": 2},
                 cast=cast)
    play(s, ("gold",))
    targets = {a[1] for a in s.legal_actions() if a[0] == "bewitch"}
    assert "abbot" not in targets and "warlord" in targets
    play(s, ("bewitch", "architect"))
    threats = {a[1] for a in s.legal_actions() if a[0] == "threat"}
    assert "warlord" not in threats and "abbot" in threats
    play(s, ("threat", "abbot"))
    threats = {a[1] for a in s.legal_actions() if a[0] == "threat"}
    assert "warlord" not in threats and "emperor" in threats


def test_random_small_games_never_target_the_actors_own_characters():
    def each(state, action):
        if action[0] in ("kill", "rob", "bewitch", "threat", "warrant"):
            assert state.holder.get(action[1]) != state.actor, action
    for seats in (2, 3):
        for seed in range(6):
            for cast in ("default", "cunning", "devious", "vicious"):
                random_game(seats, seed, {"cast": cast}, each=each)
