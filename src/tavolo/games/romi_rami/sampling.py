"""Romi Rami positions sampled from what one seat knows (`RomiRami.from_view`): the unseen number cards are
dealt to the other hands (keeping the cards seen taken into them), the deck and the bonus piles (by the suits of
each owner's contracts), and the unseen contracts are shuffled."""

from __future__ import annotations

from collections import Counter

from .data import CODES, CONTRACT_IDS, CONTRACTS, DECK
from .moves import CODE_INDEX


def from_view(s, view, player, rng):
    """Fill the blank state `s` so that it agrees with `view`, what `player` knows."""
    if player is None or view.get("viewer") != player:
        raise ValueError("from_view needs the view of the seat it rebuilds for")
    n = view["players"]
    s.same_number = s.options["same_number"] == "allowed"
    s.market = list(view["market"])
    s.contracts = list(view["contracts"])
    s.discard = list(view["discard"])
    s.completed = [list(c) for c in view["completed"]]
    s.star_used = list(view["star_used"])
    s.trophies = tuple(t["id"] for t in view["trophies"])
    s.first = view["first"]
    s.current = view["current"] if view["current"] is not None else s.first
    s.phase = view["phase"] or "take"
    s.turn_no = view["turn"]
    s.taken = list(view["taken"])
    s.known = [list(k) for k in view["known"]]
    s.done_now = list(view["done_now"])
    s.end_triggered = view["end_triggered"]
    s.end_reason = view["end_reason"]
    s.over = view["over"]

    # Contracts nobody has seen, in an unknown order.
    seen = set(c for c in s.contracts if c) | {c for pile in s.completed for c in pile}
    cdeck = [c for c in CONTRACT_IDS if c not in seen]
    if len(cdeck) != view["contract_deck"]:
        raise ValueError("the view does not add up: wrong number of unseen contracts")
    _sample_order(rng, cdeck)
    s.contract_deck = cdeck

    # Number cards this seat cannot see: the other hands (but the cards seen taken into them), the deck
    # and the other bonus piles.
    counts = [0] * 20
    for code in DECK:
        counts[CODE_INDEX[code]] += 1
    own_hand = list(view["hand"])
    own_bonus = list(view["bonus_cards"])
    others = [seat for seat in range(n) if seat != player]
    seen_held = [code for seat in others for code in s.known[seat]]
    for code in own_hand + own_bonus + s.discard + [c for c in s.market if c] + seen_held:
        counts[CODE_INDEX[code]] -= 1
    if min(counts) < 0:
        raise ValueError("the view does not add up: too many copies of a card")
    unknown = [CODES[i] for i in range(20) for _ in range(counts[i])]
    _sample_order(rng, unknown)
    hand_total = sum(view["hand_sizes"][seat] - len(s.known[seat]) for seat in others)
    bonus_total = len(unknown) - hand_total - view["deck"]
    sizes = view["bonus_sizes"]
    if bonus_total < 0:
        raise ValueError("the view does not add up: wrong number of unseen cards")
    s.bonus = [[] for _ in range(n)]
    s.bonus[player] = sorted(own_bonus)
    suits = {seat: {CONTRACTS[c].suit for c in s.completed[seat]} for seat in others}
    rest = []
    if all(sizes[seat] is not None for seat in others):
        if sum(sizes[seat] for seat in others) != bonus_total:
            raise ValueError("the view does not add up: bonus piles")
        # Each pile holds cards of its owner's contract suits: share the unseen cards of each suit
        # among the owners so that every pile gets its size, then deal them in the sampled order.
        share = _share_by_suit(Counter(code[1] for code in unknown), {t: sizes[t] for t in others}, suits)
        for code in unknown:
            for seat in others:
                if share.get((code[1], seat)):
                    share[(code[1], seat)] -= 1
                    s.bonus[seat].append(code)
                    break
            else:
                rest.append(code)
        for seat in others:                   # only if the view was impossible: any cards will do
            while len(s.bonus[seat]) < sizes[seat]:
                s.bonus[seat].append(rest.pop())
    else:
        # Unknown sizes: the unseen bonus cards go, one by one, to an owner of their suit, at random
        # (weighted by how many contracts each has completed).
        left = bonus_total
        for code in unknown:
            takers = [seat for seat in others if code[1] in suits[seat]] if left else ()
            if takers:
                weights = [len(s.completed[t]) for t in takers]
                pick = rng.randrange(sum(weights))
                for seat, weight in zip(takers, weights):
                    pick -= weight
                    if pick < 0:
                        break
                s.bonus[seat].append(code)
                left -= 1
            else:
                rest.append(code)
        while left:
            s.bonus[others[0]].append(rest.pop())
            left -= 1
    for seat in others:
        s.bonus[seat].sort()
    unknown = rest
    s.hands = [[] for _ in range(n)]
    s.hands[player] = sorted(own_hand)
    for seat in others:
        size = view["hand_sizes"][seat] - len(s.known[seat])
        if size < 0:
            raise ValueError("the view does not add up: more known cards than cards in hand")
        s.hands[seat] = sorted(s.known[seat] + unknown[len(unknown) - size:]) if size else s.known[seat][:]
        del unknown[len(unknown) - size:]
    if view["over"]:
        # Nothing is secret once the game is over: the view holds every hand and bonus pile.
        unknown += [code for seat in others for code in s.hands[seat] + s.bonus[seat]]
        s.hands = [list(hand) for hand in view["hands"]]
        s.bonus = [list(pile) for pile in view["bonus_piles"]]
        for code in (code for seat in others for code in s.hands[seat] + s.bonus[seat]):
            unknown.remove(code)
    s.deck = unknown
    return s


def _sample_order(rng, items: list) -> None:
    """Shuffle in place for sampling hidden cards: Fisher-Yates taking three 21-bit draws from each
    64-bit number (a bias under 1 in 20,000 for these sizes, and three times fewer draws than exact)."""
    bits = 0
    left = 0
    for i in range(len(items) - 1, 0, -1):
        if not left:
            bits = rng.next64()
            left = 3
        j = ((bits & 0x1FFFFF) * (i + 1)) >> 21
        bits >>= 21
        left -= 1
        items[i], items[j] = items[j], items[i]


def _share_by_suit(available: Counter, wanted: dict, suits: dict) -> dict:
    """How many cards of each suit each seat gets, {(suit, seat): count}, so that every seat gets `wanted`
    cards of its own `suits` (a small flow: augmenting paths move a card of a suit from one seat to another)."""
    left = dict(available)
    flow = {}

    def augment(seat, seen):
        for suit in sorted(suits[seat]):
            if suit in seen:
                continue
            seen.add(suit)
            if left.get(suit, 0) > 0:
                left[suit] -= 1
                flow[(suit, seat)] = flow.get((suit, seat), 0) + 1
                return True
            for other in wanted:
                if flow.get((suit, other)) and augment(other, seen):
                    flow[(suit, other)] -= 1
                    flow[(suit, seat)] = flow.get((suit, seat), 0) + 1
                    return True
        return False

    for seat, count in wanted.items():
        for _ in range(count):
            if not augment(seat, set()):
                break
    return flow
