"""Cities and cards: running counts per city, moving districts in and out, drawing, the tax.

Every district that enters or leaves a city goes through `add_district` / `remove_district`, so a city's
size (the Monument counts 2) and its count per type stay right without re-scanning it.
"""

from __future__ import annotations

from .data import COST_OF, TYPE_OF

UNIQUE = 4


def add_district(s, seat, card, art=0):
    """Put `card` into `seat`'s city; checks completion (an event: the round becomes the last)."""
    s.cities[seat].append(card)
    s.arts[seat].append(art)
    s.tcount[seat][TYPE_OF[card]] += 1
    size = s.size[seat] = s.size[seat] + (2 if card == "monument" else 1)
    if size >= s.threshold:
        first = s.first_complete is None
        if first:
            s.first_complete = seat
        s.last_round = True
        if size - (2 if card == "monument" else 1) < s.threshold:
            s.news.append(("complete", seat, int(first)))


def remove_district(s, seat, index):
    """Take the district at `index` out of `seat`'s city: (card, art). The caller says where it goes."""
    card = s.cities[seat].pop(index)
    art = s.arts[seat].pop(index)
    s.tcount[seat][TYPE_OF[card]] -= 1
    s.size[seat] -= 2 if card == "monument" else 1
    return card, art


def destroy_district(s, seat, index):
    """Destroyed: the card goes to the bottom of the deck; Artist gold goes back to the bank; cards under a
    destroyed Museum go to the bottom as well."""
    card, _ = remove_district(s, seat, index)
    s.deck.insert(0, card)
    if card == "museum" and s.museum[seat] and "museum" not in s.cities[seat]:
        for c in s.museum[seat]:
            s.deck.insert(0, c)
        s.museum[seat] = []
    return card


def move_district(s, giver, index, taker):
    """A district seized, exchanged or confiscated: it keeps its Artist gold, a Museum keeps its cards."""
    card, art = remove_district(s, giver, index)
    add_district(s, taker, card, art)
    if card == "museum" and s.museum[giver] and "museum" not in s.cities[giver]:
        s.museum[taker].extend(s.museum[giver])
        s.museum[giver] = []
    return card


def effective_cost(s, seat, index):
    return COST_OF[s.cities[seat][index]] + s.arts[seat][index]


def is_complete(s, seat):
    return s.size[seat] >= s.threshold


def draw(s, count):
    """Up to `count` cards from the top of the deck (an empty deck gives what it has: rule decided)."""
    deck = s.deck
    if count <= 0:
        return []                    # deck[-0:] would be the whole deck
    if count >= len(deck):
        drawn = deck[::-1]
        deck.clear()
        return drawn
    drawn = deck[-count:][::-1]
    del deck[-count:]
    return drawn


def to_bottom(s, cards):
    for c in cards:
        s.deck.insert(0, c)


def pay_tax(s, seat, char):
    """The Tax Collector's rule, right after a district is built: 1 gold onto his token, if any is left.
    `char` is the character paying: whoever acts as the Tax Collector is not taxed."""
    if s.has_tax and char != "tax_collector" and s.gold[seat] > 0:
        s.gold[seat] -= 1
        s.tax_token += 1
        s.news.append(("tax", seat, 1))


def build_cost(s, seat, card):
    """What building `card` costs in gold now (the Factory makes other unique districts 1 cheaper)."""
    cost = COST_OF[card]
    if TYPE_OF[card] == UNIQUE and card != "factory" and "factory" in s.cities[seat]:
        cost = max(0, cost - 1)
    return cost


def may_hold(s, seat, card, char):
    """May `card` be built into `seat`'s city (duplicates, the Monument, the Secret Vault)?"""
    if card == "secret_vault":
        return False
    city = s.cities[seat]
    if card == "monument" and len(city) >= 5:
        return False
    if card in city and char != "wizard" and "quarry" not in city:
        return False
    return True
