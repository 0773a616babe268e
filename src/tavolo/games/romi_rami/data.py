"""Romi Rami components as data: the 92 number cards, the 36 contracts and the 4 two-sided trophies.

A number card is named by a two-character code, its number then its suit letter ("3H" is a 3 of hearts).
Cards with the same code are identical, so hands and piles are multisets of codes.

Each contract is one line of CONTRACT_TABLE: id, bonus suit, points, then its requirements in the order
printed on the card:
    setN    N cards of one number (N of a kind; set2 is "a pair of any number")
    pairX   two cards showing the number X
    runN    N cards with consecutive numbers (no wrapping: a run of 5 is always 1-2-3-4-5)
Everything else (cards needed, combo icons, the ways a hand can meet a contract) is derived from it.
"""

from __future__ import annotations

from collections import namedtuple
from itertools import product

NUMBERS = (1, 2, 3, 4, 5)
# Suit letters in display order, with their English names (translations live in text.py).
SUITS = ("C", "D", "H", "L")
SUIT_NAMES = {"C": "cherry", "D": "diamond", "H": "heart", "L": "clover"}
# Copies of each number in every suit: 23 cards per suit, 92 in all.
COPIES = {1: 4, 2: 5, 3: 5, 4: 5, 5: 4}

CODES = tuple(f"{n}{s}" for n in NUMBERS for s in SUITS)        # sorted: number first, then suit
DECK = tuple(code for code in CODES for _ in range(COPIES[int(code[0])]))
NUMBER_OF = {code: int(code[0]) for code in CODES}
SUIT_OF = {code: code[1] for code in CODES}

CONTRACT_TABLE = """
C01 H 2 set4
C02 L 2 set4
C03 D 2 set4
C04 C 4 set5
C05 H 4 set5
C06 L 4 set5
C07 C 4 set2 set2 set2
C08 L 4 set2 set2 set2
C09 C 5 pair1 set4
C10 L 5 pair5 set4
C11 D 1 pair2 set2
C12 H 1 pair4 set2
C13 H 5 pair1 run4
C14 C 5 pair5 run4
C15 H 4 set3 run3
C16 L 4 set3 run3
C17 D 4 set3 run3
C18 C 4 set3 set3
C19 H 4 set3 set3
C20 D 2 set2 set3
C21 C 2 set2 set3
C22 L 2 set2 set3
C23 C 1 run4
C24 D 1 run4
C25 L 1 run4
C26 D 3 run5
C27 H 3 run5
C28 C 3 run5
C29 L 6 run3 set4
C30 H 6 run3 set4
C31 D 6 set3 run4
C32 C 6 set3 run4
C33 D 6 set2 run5
C34 L 6 set2 run5
C35 H 9 run3 set5
C36 D 9 run3 set5
"""

Requirement = namedtuple("Requirement", "kind size number")
Requirement.__doc__ = "One combo of a contract: kind 'set', 'pair' or 'run', its size in cards, the number of a pair."

Contract = namedtuple("Contract", "id suit points reqs size icons")
Contract.__doc__ = "A contract: id 'Cnn', bonus suit letter, points, requirements, cards needed, combo icon sizes."


def _requirement(word: str) -> Requirement:
    if word.startswith("set"):
        size = int(word[3:])
        if not 2 <= size <= 5:
            raise ValueError(f"bad set size: {word}")
        return Requirement("set", size, None)
    if word.startswith("pair"):
        number = int(word[4:])
        if number not in NUMBERS:
            raise ValueError(f"bad pair number: {word}")
        return Requirement("pair", 2, number)
    if word.startswith("run"):
        size = int(word[3:])
        if not 3 <= size <= 5:
            raise ValueError(f"bad run size: {word}")
        return Requirement("run", size, None)
    raise ValueError(f"unknown requirement: {word}")


def _parse(table: str) -> dict:
    contracts = {}
    for line in table.strip().splitlines():
        cid, suit, points, *words = line.split()
        if suit not in SUITS or not words:
            raise ValueError(f"bad contract line: {line}")
        reqs = tuple(_requirement(w) for w in words)
        contracts[cid] = Contract(cid, suit, int(points), reqs, sum(r.size for r in reqs),
                                  tuple(r.size for r in reqs))
    return contracts


CONTRACTS = _parse(CONTRACT_TABLE)
CONTRACT_IDS = tuple(CONTRACTS)

# The four trophies, one per slot, each with two sides: (suit letter, points) and (combo size, points).
TROPHY_SIDES = (
    (("C", 3), (2, 5)),
    (("H", 3), (3, 4)),
    (("L", 3), (4, 3)),
    (("D", 3), (5, 2)),
)
Trophy = namedtuple("Trophy", "id kind value points")
Trophy.__doc__ = "A trophy side: id 'suit-H' or 'combo-3', kind 'suit' or 'combo', suit letter or size, points."
TROPHIES = {}
for _suit_side, _combo_side in TROPHY_SIDES:
    TROPHIES[f"suit-{_suit_side[0]}"] = Trophy(f"suit-{_suit_side[0]}", "suit", _suit_side[0], _suit_side[1])
    TROPHIES[f"combo-{_combo_side[0]}"] = Trophy(f"combo-{_combo_side[0]}", "combo", _combo_side[0], _combo_side[1])
TROPHY_SLOTS = tuple((f"suit-{a[0]}", f"combo-{b[0]}") for a, b in TROPHY_SIDES)


# ---- what a contract needs, as counts of each number ---------------------------------------------
def _choices(req: Requirement) -> list:
    """The number-count vectors (index 0 = number 1) that meet one requirement on its own."""
    result = []
    if req.kind == "set":
        for n in NUMBERS:
            v = [0] * 5
            v[n - 1] = req.size
            result.append((tuple(v), n))
    elif req.kind == "pair":
        v = [0] * 5
        v[req.number - 1] = 2
        result.append((tuple(v), req.number))
    else:
        for start in range(1, 7 - req.size):
            v = [0] * 5
            for n in range(start, start + req.size):
                v[n - 1] = 1
            result.append((tuple(v), None))
    return result


def need_vectors(contract: Contract, same_number: bool = True) -> frozenset:
    """Every count vector of numbers (how many 1s, 2s, ... 5s) whose cards meet the whole contract.

    Each card serves exactly one requirement. With `same_number` False, the sets and pairs of one contract
    must all show different numbers (runs may share numbers with them in any case).
    """
    vectors = set()
    for combo in product(*(_choices(r) for r in contract.reqs)):
        numbers = [n for _, n in combo if n is not None]
        if not same_number and len(set(numbers)) != len(numbers):
            continue
        vectors.add(tuple(sum(v[i] for v, _ in combo) for i in range(5)))
    return frozenset(vectors)


def star_vectors(vectors) -> frozenset:
    """The count vectors of the cards played with the star standing in for any one card."""
    result = set()
    for v in vectors:
        for i in range(5):
            if v[i]:
                result.add(v[:i] + (v[i] - 1,) + v[i + 1:])
    return frozenset(result)


# NEEDS[same_number][cid] = (vectors without the star, vectors with the star)
NEEDS = {}
for _same in (True, False):
    NEEDS[_same] = {}
    for _cid, _c in CONTRACTS.items():
        _plain = need_vectors(_c, _same)
        NEEDS[_same][_cid] = (_plain, star_vectors(_plain))


def number_vector(codes) -> tuple:
    """How many cards of each number (1 to 5) a list of codes holds."""
    v = [0, 0, 0, 0, 0]
    for code in codes:
        v[ord(code[0]) - 49] += 1
    return tuple(v)


END_TARGET = {2: 7, 3: 6, 4: 5}     # completed contracts that trigger the last round
NUMBER_MARKET = 6
CONTRACT_MARKET = 4
START_HAND = 3
HAND_MIN = 3
HAND_MAX = 10
