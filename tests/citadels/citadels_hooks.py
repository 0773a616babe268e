"""Citadels for the shared contract tests (tests/contract): its bounds, invariants and own scorer."""

from tavolo.games.citadels.data import COST_OF, DECK_SIZE, PRESET_KEYS, TYPE_OF

OPTION_SETS = [{"cast": cast, "rank9": "always"} for cast in PRESET_KEYS[1:]] + [
    {"cast": "random", "rank9": "always", "crown": "seat1"},
    {"cast": "custom", "great_wall": "others"},
]
GOLDEN = {"seats": 4, "options": {"cast": "default"}, "seed": 5, "moves": 150}
SCHOLAR_DRAW = 7          # the most cards one card draws at once


def bounds(view, before):
    """Hands and the deck stay within the box; one action draws at most seven cards (the Scholar) or, for the
    Spy, one per card of another seat's hand. (A draw of zero cards once took the whole deck.)"""
    out = {"deck": (view["deck"], 0, DECK_SIZE)}
    for seat, size in enumerate(view["hand_sizes"]):
        out[f"hand {seat}"] = (size, 0, DECK_SIZE)
        out[f"gold {seat}"] = (view["gold"][seat], 0, float("inf"))
    if before is not None:
        most = max([SCHOLAR_DRAW] + before["hand_sizes"])
        out["cards drawn by one action"] = (before["deck"] - view["deck"], -DECK_SIZE, most)
    return out


def check(state):
    assert len(state.all_cards()) == DECK_SIZE, "a card is lost or doubled"
    held = list(state.holder)
    assert len(held) == len(set(held))
    if state.phase == "turn":
        per = 2 if state.num_players <= 3 else 1
        assert sorted(state.holder.values()) == sorted(p for p in range(state.num_players) for _ in range(per))


def final_scores(state, actions):
    return [independent_score(state, seat) for seat in range(state.num_players)]


def independent_score(state, seat):
    """The score recounted from the final position by the rules text, without the engine's helpers."""
    city = state.cities[seat]
    arts = state.arts[seat]
    total = sum(COST_OF[c] + a for c, a in zip(city, arts))
    types = [TYPE_OF[c] for c in city]
    best = None
    choices = [None] + ([0, 1, 2, 3] if "haunted_quarter" in city else [])
    for choice in choices:
        t = list(types)
        if choice is not None:
            t[city.index("haunted_quarter")] = choice
        bonus = 3 if len(set(t)) == 5 else 0
        if "capitol" in city and max(t.count(k) for k in range(5)) >= 3:
            bonus += 3
        if "ivory_tower" in city and t.count(4) == 1:
            bonus += 5
        if "wishing_well" in city:
            bonus += t.count(4)
        best = bonus if best is None else max(best, bonus)
    total += best
    size = len(city) + city.count("monument")
    if size >= state.threshold:
        total += 4 if state.first_complete == seat else 2
    total += 2 * ("dragon_gate" in city)
    if "imperial_treasury" in city:
        total += state.gold[seat]
    if "map_room" in city:
        total += len(state.hands[seat])
    if "museum" in city:
        total += len(state.museum[seat])
    if "basilica" in city:
        total += sum(1 for c, a in zip(city, arts) if (COST_OF[c] + a) % 2 == 1)
    if "statue" in city and state.crown == seat:
        total += 5
    total += 3 * state.hands[seat].count("secret_vault")
    return total
