"""End-of-game scoring (costs, the five types, completion, unique districts) and the tie-break."""

from __future__ import annotations

from .data import COST_OF, RANK_OF, TYPE_INDEX, TYPE_OF

UNIQUE = TYPE_INDEX["unique"]


def _type_bonuses(counts, uniques_in_city, city):
    """(all types, Capitol, Ivory Tower, Wishing Well) for one city with these counts per type."""
    parts = {}
    if all(counts):
        parts["all_types"] = 3
    if "capitol" in city and max(counts) >= 3:
        parts["capitol"] = 3
    if "ivory_tower" in city and counts[UNIQUE] == 1:
        parts["ivory_tower"] = 5
    if "wishing_well" in city:
        parts["wishing_well"] = counts[UNIQUE]
    return parts


def score_parts(s, seat):
    """[(label key, points)] for one seat, adding up to its score."""
    city = s.cities[seat]
    arts = s.arts[seat]
    parts = [("districts", sum(COST_OF[c] for c in city) + sum(arts))]
    counts = list(s.tcount[seat])
    best = _type_bonuses(counts, counts[UNIQUE], city)
    if "haunted_quarter" in city:
        # The Haunted Quarter counts as the type that gives most (picked at scoring time).
        for t in range(4):
            trial = counts[:]
            trial[UNIQUE] -= 1
            trial[t] += 1
            bonuses = _type_bonuses(trial, trial[UNIQUE], city)
            if sum(bonuses.values()) > sum(best.values()):
                best = bonuses
    for key in ("all_types", "capitol", "ivory_tower", "wishing_well"):
        if best.get(key):
            parts.append((key, best[key]))
    if s.size[seat] >= s.threshold:
        parts.append(("first_complete", 4) if s.first_complete == seat else ("complete", 2))
    if "dragon_gate" in city:
        parts.append(("dragon_gate", 2))
    if "imperial_treasury" in city and s.gold[seat]:
        parts.append(("imperial_treasury", s.gold[seat]))
    if "map_room" in city and s.hands[seat]:
        parts.append(("map_room", len(s.hands[seat])))
    if "museum" in city and s.museum[seat]:
        parts.append(("museum", len(s.museum[seat])))
    if "basilica" in city:
        odd = sum(1 for c, a in zip(city, arts) if (COST_OF[c] + a) % 2)
        if odd:
            parts.append(("basilica", odd))
    if "statue" in city and s.crown == seat:
        parts.append(("statue", 5))
    if "secret_vault" in s.hands[seat]:
        parts.append(("secret_vault", 3 * s.hands[seat].count("secret_vault")))
    return parts


# Score lines that come from a hand, which the other seats never see before the end.
SECRET_PARTS = frozenset(("secret_vault",))


def public_score(s, seat):
    """What everyone can count now of `seat`'s score: its city's points and bonuses, completion, and the unique
    districts' points (gold, hand size, the Museum's cards and the crown are public), but not a Secret Vault
    kept in hand. The whole score once the game is over."""
    parts = score_parts(s, seat)
    return sum(v for key, v in parts if s.over or key not in SECRET_PARTS)


def best_revealed(s, seat):
    """The highest-ranked character `seat` revealed this round, or None (killed, and not rank 4: a killed rank-4
    character is revealed at the end of the round, so it counts)."""
    shown = [c for c, p in s.revealed.items() if p == seat]
    return max(shown, key=RANK_OF.__getitem__) if shown else None


def tie_break(s, seat):
    """The 2016 rule: of the players tied on points, the one who revealed the character with the highest rank
    during the last round wins (with 2-3 players, the higher of his two). A player who revealed nothing counts as
    rank 0; players still level share the place (decided, stated in the rules)."""
    c = best_revealed(s, seat)
    if c is None:
        return 0, "tie_unrevealed", {"rank": 0}
    return RANK_OF[c], "tie_revealed", {"char": c, "rank": RANK_OF[c]}


__all__ = ["score_parts", "public_score", "tie_break", "best_revealed", "TYPE_OF"]
