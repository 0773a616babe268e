"""The components as data: 92 number cards, the 36 contracts exactly as in the reference, the trophies."""

from collections import Counter

from tavolo.games.romi_rami.data import (CODES, CONTRACTS, DECK, NEEDS, NUMBER_OF, SUIT_OF, SUITS, TROPHIES,
                                         TROPHY_SLOTS, need_vectors, number_vector, star_vectors)

# The reference table, word for word: id, requirements, suit, points, combo icons, cards needed.
REFERENCE = """
C01 | four of a kind | Heart | 2 | 4 | 4
C02 | four of a kind | Clover | 2 | 4 | 4
C03 | four of a kind | Diamond | 2 | 4 | 4
C04 | five of a kind | Cherry | 4 | 5 | 5
C05 | five of a kind | Heart | 4 | 5 | 5
C06 | five of a kind | Clover | 4 | 5 | 5
C07 | pair + pair + pair | Cherry | 4 | 2 + 2 + 2 | 6
C08 | pair + pair + pair | Clover | 4 | 2 + 2 + 2 | 6
C09 | pair of 1s + four of a kind | Cherry | 5 | 2 + 4 | 6
C10 | pair of 5s + four of a kind | Clover | 5 | 2 + 4 | 6
C11 | pair of 2s + pair | Diamond | 1 | 2 + 2 | 4
C12 | pair of 4s + pair | Heart | 1 | 2 + 2 | 4
C13 | pair of 1s + run of 4 | Heart | 5 | 2 + 4 | 6
C14 | pair of 5s + run of 4 | Cherry | 5 | 2 + 4 | 6
C15 | three of a kind + run of 3 | Heart | 4 | 3 + 3 | 6
C16 | three of a kind + run of 3 | Clover | 4 | 3 + 3 | 6
C17 | three of a kind + run of 3 | Diamond | 4 | 3 + 3 | 6
C18 | three of a kind + three of a kind | Cherry | 4 | 3 + 3 | 6
C19 | three of a kind + three of a kind | Heart | 4 | 3 + 3 | 6
C20 | pair + three of a kind | Diamond | 2 | 2 + 3 | 5
C21 | pair + three of a kind | Cherry | 2 | 2 + 3 | 5
C22 | pair + three of a kind | Clover | 2 | 2 + 3 | 5
C23 | run of 4 | Cherry | 1 | 4 | 4
C24 | run of 4 | Diamond | 1 | 4 | 4
C25 | run of 4 | Clover | 1 | 4 | 4
C26 | run of 5 | Diamond | 3 | 5 | 5
C27 | run of 5 | Heart | 3 | 5 | 5
C28 | run of 5 | Cherry | 3 | 5 | 5
C29 | run of 3 + four of a kind | Clover | 6 | 3 + 4 | 7
C30 | run of 3 + four of a kind | Heart | 6 | 3 + 4 | 7
C31 | three of a kind + run of 4 | Diamond | 6 | 3 + 4 | 7
C32 | three of a kind + run of 4 | Cherry | 6 | 3 + 4 | 7
C33 | pair + run of 5 | Diamond | 6 | 2 + 5 | 7
C34 | pair + run of 5 | Clover | 6 | 2 + 5 | 7
C35 | run of 3 + five of a kind | Heart | 9 | 3 + 5 | 8
C36 | run of 3 + five of a kind | Diamond | 9 | 3 + 5 | 8
"""
SUIT_LETTER = {"Cherry": "C", "Diamond": "D", "Heart": "H", "Clover": "L"}
WORDS = {"pair": ("set", 2, None), "three of a kind": ("set", 3, None), "four of a kind": ("set", 4, None),
         "five of a kind": ("set", 5, None), "run of 3": ("run", 3, None), "run of 4": ("run", 4, None),
         "run of 5": ("run", 5, None)}
WORDS.update({f"pair of {n}s": ("pair", 2, n) for n in range(1, 6)})


def test_number_cards():
    assert len(DECK) == 92
    assert CODES == tuple(f"{n}{s}" for n in range(1, 6) for s in "CDHL")
    per_suit = Counter(SUIT_OF[c] for c in DECK)
    assert per_suit == {"C": 23, "D": 23, "H": 23, "L": 23}
    assert Counter(NUMBER_OF[c] for c in DECK) == {1: 16, 2: 20, 3: 20, 4: 20, 5: 16}
    for suit in SUITS:
        assert Counter(NUMBER_OF[c] for c in DECK if c[1] == suit) == {1: 4, 2: 5, 3: 5, 4: 5, 5: 4}


def test_every_contract_is_exactly_the_reference():
    rows = [line.split(" | ") for line in REFERENCE.strip().splitlines()]
    assert [r[0] for r in rows] == list(CONTRACTS) == [f"C{i:02d}" for i in range(1, 37)]
    for cid, reqs, suit, points, icons, needed in rows:
        c = CONTRACTS[cid]
        assert tuple(tuple(r) for r in c.reqs) == tuple(WORDS[w] for w in reqs.split(" + ")), cid
        assert c.suit == SUIT_LETTER[suit], cid
        assert c.points == int(points), cid
        assert c.icons == tuple(int(i) for i in icons.split(" + ")), cid
        assert c.size == int(needed) == sum(c.icons), cid


def test_deck_statistics():
    assert Counter(c.suit for c in CONTRACTS.values()) == {"C": 9, "D": 9, "H": 9, "L": 9}
    assert Counter(c.points for c in CONTRACTS.values()) == {1: 5, 2: 6, 3: 3, 4: 10, 5: 4, 6: 6, 9: 2}
    assert sum(c.points for c in CONTRACTS.values()) == 140
    assert Counter(i for c in CONTRACTS.values() for i in c.icons) == {2: 19, 3: 19, 4: 14, 5: 10}


def test_trophies_are_four_two_sided_pieces():
    assert TROPHY_SLOTS == (("suit-C", "combo-2"), ("suit-H", "combo-3"), ("suit-L", "combo-4"),
                            ("suit-D", "combo-5"))
    assert {t: TROPHIES[t].points for t in TROPHIES} == {
        "suit-C": 3, "suit-H": 3, "suit-L": 3, "suit-D": 3, "combo-2": 5, "combo-3": 4, "combo-4": 3, "combo-5": 2}


def test_need_vectors():
    # a run of 5 is only 1-2-3-4-5; runs never wrap
    assert need_vectors(CONTRACTS["C26"]) == {(1, 1, 1, 1, 1)}
    assert need_vectors(CONTRACTS["C23"]) == {(1, 1, 1, 1, 0), (0, 1, 1, 1, 1)}
    # pair of 2s + pair: the pair may repeat the 2s, unless sets must differ
    assert (0, 4, 0, 0, 0) in need_vectors(CONTRACTS["C11"])
    assert (0, 4, 0, 0, 0) not in need_vectors(CONTRACTS["C11"], same_number=False)
    assert (0, 6, 0, 0, 0) in need_vectors(CONTRACTS["C07"])
    assert len(need_vectors(CONTRACTS["C07"], same_number=False)) == 10        # 3 different numbers of 5
    # three of a kind + run of 3: the set may share numbers with the run
    assert (0, 4, 1, 1, 0) in need_vectors(CONTRACTS["C15"])
    # the star stands in for any one card
    assert star_vectors({(2, 0, 0, 0, 0)}) == {(1, 0, 0, 0, 0)}
    assert (1, 1, 0, 1, 1) in NEEDS[True]["C26"][1]
    assert number_vector(["1C", "1H", "5D"]) == (2, 0, 0, 0, 1)
