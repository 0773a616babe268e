"""Romi Rami for the shared contract tests (tests/contract): its bounds, invariants and own scorer."""

from collections import Counter

from tavolo.games.romi_rami.data import CONTRACT_IDS, CONTRACTS, DECK, HAND_MAX, TROPHIES

FULL = Counter(DECK)
MARKET = 6

OPTION_SETS = [
    {"first_player": "random", "bonus_piles": "open"},
    {"same_number": "different", "contract_refill": "immediate"},
    {"market_out": "round", "first_player": "random"},
]
GOLDEN = {"seats": 3, "options": {}, "seed": 3, "moves": 120}


def bounds(view, before):
    """Only the seat to act may hold more than ten cards (it discards down before its turn ends), and never more
    than ten plus one market."""
    out = {"deck": (view["deck"], 0, len(DECK)), "contract deck": (view["contract_deck"], 0, len(CONTRACT_IDS)),
           "market": (len(view["market"]), MARKET, MARKET)}
    for seat, size in enumerate(view["hand_sizes"]):
        most = HAND_MAX + MARKET if seat == view["current"] and not view["over"] else HAND_MAX
        out[f"hand {seat}"] = (size, 0, most)
    return out


def check(state):
    cards = Counter(c for h in state.hands for c in h) + Counter(c for c in state.market if c) \
        + Counter(state.discard) + Counter(state.deck) + Counter(c for b in state.bonus for c in b)
    assert cards == FULL, "a card is lost or doubled"
    contracts = [c for c in state.contracts if c] + state.contract_deck + [c for p in state.completed for c in p]
    assert sorted(contracts) == sorted(CONTRACT_IDS), "a contract is lost or doubled"
    assert len(state.contracts) == 4
    for seat, hand in enumerate(state.hands):
        assert hand == sorted(hand)
        assert not Counter(state.known[seat]) - Counter(hand), "a card known to be in a hand is not there"
        suits = {CONTRACTS[c].suit for c in state.completed[seat]}
        assert all(code[1] in suits for code in state.bonus[seat]), "a suit bonus without its contract"
    if not state.over:
        assert state.phase in ("take", "complete", "discard")
        if state.phase == "take":
            assert any(state.market)
        if state.phase == "discard":
            assert len(state.hands[state.current]) > HAND_MAX


def final_scores(state, actions):
    """Contract points, each trophy to the seat strictly ahead on it, a point per suit-bonus card and one for an
    unused star."""
    seats = range(state.num_players)
    points = [sum(CONTRACTS[c].points for c in state.completed[p]) + len(state.bonus[p]) + (not state.star_used[p])
              for p in seats]
    for tid in state.trophies:
        trophy = TROPHIES[tid]
        if trophy.kind == "suit":
            counts = [sum(CONTRACTS[c].suit == trophy.value for c in state.completed[p]) for p in seats]
        else:
            counts = [sum(CONTRACTS[c].icons.count(trophy.value) for c in state.completed[p]) for p in seats]
        if max(counts) > 0 and counts.count(max(counts)) == 1:
            points[counts.index(max(counts))] += trophy.points
    return points
