"""How the Romi Rami bots judge a position, from one seat's view (the weights are one `Judge`, so the
levels differ by judgement and by search):
- `hand_value`: what a hand is worth against the contracts on offer: for each contract, the fewest cards
  still missing (the star may cover one), the suit-bonus cards the hand already holds for it, and a chance
  to get there that falls with every missing card (for strong, also with how scarce its number is:
  `supply_rates`, the copies not seen gone); the best few contracts add up with falling weights.
- `trophy_values`: each seat's share of each trophy's points, by how safely it leads.
- `evaluate`: each seat's share of the win, for the search's leaves.
"""

from __future__ import annotations

from collections import namedtuple
from math import exp

from .data import CONTRACTS, DECK, HAND_MAX, NEEDS, TROPHIES
from .moves import memo

Judge = namedtuple("Judge", "later now weights star_cost star_keep card_value future bonus trophies endgame "
                            "counting")
Judge.__doc__ = """How a bot weighs things.
later/now: chance that a contract missing d cards (index d) gets completed, later or right after a take;
weights: how much the 1st, 2nd... best contract counts (they compete for the same cards);
star_cost: what spending the star costs; star_keep: what an unused star is worth;
card_value: any card in hand, for the future; future: the rest of the hand against points scored now;
bonus, trophies: whether suit-bonus cards and trophies are taken into account;
endgame: whether a turn after which the seat never plays again is judged by the final scores;
counting: whether a missing card counts by how many of its number are still to come (`supply_rates`)."""

STRONG = Judge(later=(0.85, 0.5, 0.25, 0.1, 0.03), now=(1.0, 0.4, 0.17, 0.06, 0.02), weights=(1.0, 0.5, 0.3, 0.2),
               star_cost=4.0, star_keep=4.0, card_value=0.5, future=0.5, bonus=True, trophies=True, endgame=True,
               counting=True)
EASY = Judge(later=(0.75, 0.4, 0.17, 0.06, 0.02), now=(1.0, 0.4, 0.17, 0.06, 0.02), weights=(1.0, 0.5, 0.3, 0.2),
             star_cost=0.0, star_keep=0.0, card_value=0.12, future=0.0, bonus=False, trophies=False, endgame=False,
             counting=False)
TEMPERATURE = 3.0             # a lead of this many points makes a win e times likelier (evaluation)

VECTORS = {same: {cid: tuple(sorted(NEEDS[same][cid][0])) for cid in CONTRACTS} for same in (True, False)}
STAR_VECTORS = {same: {cid: tuple(sorted(NEEDS[same][cid][1])) for cid in CONTRACTS} for same in (True, False)}
_ZERO = (0, 0, 0, 0, 0)


COPIES_OF = tuple(sum(1 for code in DECK if code[0] == str(n)) for n in range(1, 6))
DISCARD_BACK = 0.5            # a discarded card comes back to the deck when it runs out: it half counts
RATE_LOW, RATE_HIGH = 0.3, 1.5


def supply_rates(state, seat: int) -> tuple:
    """How likely each number is to come `seat`'s way, against a full deck (1.0): the copies it has not
    seen gone (in its hand and bonus pile, in the other hands as seen taken) plus those in the market, and the
    discards at half, as a share of all such cards, over that number's share of the deck. Rounded to tenths,
    so that hands valued again and again meet the same figures."""
    pool = list(COPIES_OF)
    gone = list(state.hands[seat]) + list(state.bonus[seat])
    for other in range(state.num_players):
        if other != seat:
            gone += state.known[other]
    for code in gone:
        pool[ord(code[0]) - 49] -= 1
    for code in state.discard:
        pool[ord(code[0]) - 49] -= 1 - DISCARD_BACK
    total = sum(pool)
    if total <= 0:
        return (1.0,) * 5
    rates = []
    for i in range(5):
        rate = pool[i] / total * len(DECK) / COPIES_OF[i]
        rates.append(round(min(RATE_HIGH, max(RATE_LOW, rate)), 1))
    return tuple(rates)


def hand_worth(hand: tuple, contracts: tuple, star_free: bool, same: bool, now: bool = False,
               judge: Judge = STRONG, rates: tuple = None) -> float:
    """What `hand` (sorted codes) is worth against `contracts` (ids, None for gaps), in points; with `rates`
    (`supply_rates`), a card still missing counts by how likely its number is to come."""
    probs = judge.now if now else judge.later
    limit = len(probs)
    star_cost = judge.star_cost
    have = [0, 0, 0, 0, 0]
    suited = {"C": [0, 0, 0, 0, 0], "D": [0, 0, 0, 0, 0], "H": [0, 0, 0, 0, 0], "L": [0, 0, 0, 0, 0]}
    for code in hand:
        i = ord(code[0]) - 49
        have[i] += 1
        suited[code[1]][i] += 1
    values = []
    vectors = VECTORS[same]
    for cid in contracts:
        if cid is None:
            continue
        c = CONTRACTS[cid]
        sv = suited[c.suit] if judge.bonus else _ZERO
        best = 0.0
        for v in vectors[cid]:
            missing = bonus = 0
            odds, scarcest = 1.0, 9.0
            for i in range(5):
                need = v[i]
                if need:
                    h = have[i]
                    if h < need:
                        missing += need - h
                        if rates is not None:
                            rate = rates[i]
                            odds *= rate ** (need - h)
                            if rate < scarcest:
                                scarcest = rate
                    s = sv[i]
                    bonus += s if s < need else need
            gain = c.points + bonus
            if missing < limit:
                value = probs[missing] * gain * odds
                if value > best:
                    best = value
            if star_free and 1 <= missing <= limit:
                # the star stands in for a card of the scarcest number missing
                value = probs[missing - 1] * (gain - star_cost) * (odds / scarcest if rates is not None else 1.0)
                if value > best:
                    best = value
        values.append(best)
    values.sort(reverse=True)
    total = judge.card_value * min(len(hand), HAND_MAX)
    for weight, value in zip(judge.weights, values):
        total += weight * value
    return total


# Remembered for the hands a decision meets again and again (its own, give or take a few cards); the
# hands sampled in playouts are new every time and are valued without the cache.
hand_value = memo(20_000)(hand_worth)


def trophy_counts(trophy, piles: list) -> list:
    """Each seat's count toward `trophy` in its pile of completed contracts (cards of its suit, or its icon)."""
    if trophy.kind == "suit":
        return [sum(1 for c in pile if CONTRACTS[c].suit == trophy.value) for pile in piles]
    return [sum(CONTRACTS[c].icons.count(trophy.value) for c in pile) for pile in piles]


def trophy_values(completed: list, trophies: tuple) -> list:
    """Each seat's expected share of the trophies' points, from the counts so far."""
    n = len(completed)
    values = [0.0] * n
    for tid in trophies:
        t = TROPHIES[tid]
        counts = trophy_counts(t, completed)
        best = max(counts)
        if best == 0:
            continue
        leaders = [p for p in range(n) if counts[p] == best]
        if len(leaders) > 1:
            for p in leaders:
                values[p] += 0.3 * t.points
            continue
        second = sorted(counts)[-2]
        values[leaders[0]] += t.points * (0.6 if best - second == 1 else 0.85)
    return values


def seats_after(state, seat: int) -> list:
    """The seats that play after `seat` in this round: up to the first player, who opens the next one."""
    n = state.num_players
    seats = []
    seat = (seat + 1) % n
    while seat != state.first:
        seats.append(seat)
        seat = (seat + 1) % n
    return seats


def seats_still_playing(state) -> set:
    """The seats that have a turn (or the rest of one) before the game ends: everyone until the end is
    triggered, then the seat on turn and those after it up to the first player."""
    if not state.end_triggered:
        return set(range(state.num_players))
    seats = set(seats_after(state, state.current))
    if state.phase == "take" or state.phase == "complete":
        seats.add(state.current)
    return seats


def final_scores(state, piles: list, seat: int, gained_bonus: int, star_free: bool, done=()) -> list:
    """Every seat's score if the game ended now, with `piles` as the completed contracts (and `done` besides in
    `seat`'s) and `seat` holding `gained_bonus` more suit-bonus cards and its star as `star_free` (the others'
    piles are the sampled ones)."""
    n = state.num_players
    if done:
        piles = [list(pile) + list(done) if p == seat else pile for p, pile in enumerate(piles)]
    scores = []
    for p in range(n):
        free = star_free if p == seat else not state.star_used[p]
        scores.append(sum(CONTRACTS[c].points for c in piles[p]) + len(state.bonus[p])
                      + (gained_bonus if p == seat else 0) + (1 if free else 0))
    for tid in state.trophies:
        t = TROPHIES[tid]
        counts = trophy_counts(t, piles)
        best = max(counts)
        if best and counts.count(best) == 1:
            scores[counts.index(best)] += t.points
    return scores


def lead_of(scores: list, seat: int) -> float:
    """How far `seat` is ahead of the best other seat (negative: behind)."""
    return scores[seat] - max(score for p, score in enumerate(scores) if p != seat)


def evaluate(state, judge: Judge = STRONG) -> list:
    """Each seat's estimated share of the win: a softmax of its value (points banked, trophies' share,
    unused star, hand) over the temperature."""
    trophies = trophy_values(state.completed, state.trophies)
    contracts = tuple(state.contracts)
    playing = seats_still_playing(state)
    values = []
    for p in range(state.num_players):
        star_free = not state.star_used[p]
        now = p == state.current and state.phase == "complete"
        banked = sum(CONTRACTS[c].points for c in state.completed[p]) + len(state.bonus[p]) + trophies[p]
        if p not in playing:                  # the game ends before this seat plays again
            values.append(banked + (1.0 if star_free else 0.0))
            continue
        values.append(banked + (judge.star_keep if star_free else 0.0)
                      + judge.future * hand_worth(tuple(state.hands[p]), contracts, star_free, state.same_number,
                                                  now, judge, supply_rates(state, p) if judge.counting else None))
    top = max(values)
    weights = [exp((v - top) / TEMPERATURE) for v in values]
    total = sum(weights)
    return [w / total for w in weights]
