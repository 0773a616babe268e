"""Romi Rami's moves enumerated: the takes a market allows, the ways a hand completes a contract, the discards
down to the limit. Cached, since bots meet the same hands and markets again and again."""

from __future__ import annotations

from itertools import combinations

from .data import CODES, NEEDS

CODE_INDEX = {code: i for i, code in enumerate(CODES)}


def memo(limit: int):
    """Remember a function's results in a plain dict of at most `limit` of them, the oldest forgotten first.

    Unlike functools.lru_cache, it keeps no bookkeeping object per entry, so big caches add no work to
    Python's garbage collector (whose pauses would otherwise stall a bot for a tenth of a second). One entry
    goes for each new one: emptying a full cache at once freed a hundred thousand objects in one go (7 ms
    here, a long stop on a phone)."""
    def wrap(function):
        cache = {}

        def cached(*args):
            try:
                return cache[args]
            except KeyError:
                pass
            if len(cache) >= limit:
                del cache[next(iter(cache))]
            value = cache[args] = function(*args)
            return value

        cached.cache = cache
        cached.__name__ = function.__name__
        cached.__doc__ = function.__doc__
        cached.__wrapped__ = function
        return cached
    return wrap


@memo(10_000)
def _suit_picks(counts: tuple, k: int) -> tuple:
    """The distinct ways to choose k cards among cards of one number: tuples of how many of each suit."""
    picks = []
    _walk_suits(counts, 0, k, [], picks)
    return tuple(picks)


def _walk_suits(counts, i, left, acc, picks):
    # Not a closure calling itself: that would be a reference cycle left for the collector on every call.
    if i == len(counts):
        if left == 0:
            picks.append(tuple(acc))
        return
    for take in range(min(counts[i], left), -1, -1):
        acc.append(take)
        _walk_suits(counts, i + 1, left - take, acc, picks)
        acc.pop()


def hand_key(hand) -> tuple:
    """A hand as 20 counts, one per card code (CODES order)."""
    counts = [0] * 20
    for code in hand:
        counts[CODE_INDEX[code]] += 1
    return tuple(counts)


@memo(5_000)
def completion_cards(hand_key: tuple, cid: str, star: bool, same_number: bool) -> tuple:
    """Every distinct multiset of cards (sorted code tuples) from the hand that completes `cid`."""
    have = [sum(hand_key[4 * n:4 * n + 4]) for n in range(5)]
    vectors = NEEDS[same_number][cid][1 if star else 0]
    result = []
    for v in vectors:
        if any(v[i] > have[i] for i in range(5)):
            continue
        parts = [()]
        for n in range(5):
            k = v[n]
            if not k:
                continue
            base = 4 * n
            options = []
            for pick in _suit_picks(hand_key[base:base + 4], k):
                cards = []
                for s, count in enumerate(pick):
                    cards.extend((CODES[base + s],) * count)
                options.append(tuple(cards))
            parts = [p + o for p in parts for o in options]
        result.extend(parts)
    result.sort()
    return tuple(result)


@memo(5_000)
def take_choices(market: tuple) -> tuple:
    """The distinct takes from a market (sorted codes, no gaps): 1 to 3 cards sharing a number or a suit."""
    found = {(c,): None for c in market}
    for a, b in combinations(market, 2):
        if a[0] == b[0] or a[1] == b[1]:
            found[(a, b)] = None
    for a, b, c in combinations(market, 3):
        if (a[0] == b[0] == c[0]) or (a[1] == b[1] == c[1]):
            found[(a, b, c)] = None
    return tuple(("take", combo) for combo in found)


@memo(2_000)
def discard_choices(hand: tuple, k: int) -> tuple:
    return tuple(("discard", combo) for combo in dict.fromkeys(combinations(hand, k)))


def sub_multiset(cards, hand) -> bool:
    """True when every card of `cards` can be matched to a distinct card of `hand`."""
    counts = {}
    for code in hand:
        counts[code] = counts.get(code, 0) + 1
    for code in cards:
        left = counts.get(code, 0)
        if not left:
            return False
        counts[code] = left - 1
    return True


def is_codes(cards) -> bool:
    return isinstance(cards, tuple) and all(isinstance(c, str) and c in CODE_INDEX for c in cards)
