"""A small seeded random generator kept inside every state.

SplitMix64: its whole state is one integer, so cloning a game state costs nothing, and it gives the
same numbers under CPython and Pyodide.
"""

import secrets

_MASK = (1 << 64) - 1
SEED_BITS = 53          # a record's seed stays an exact number in JavaScript's JSON too


def fresh_seed() -> int:
    """A new game's seed, from the system's cryptographic source (the browser's crypto under Pyodide): nothing
    a device or an address carries (the clock, the game's id) tells it."""
    return secrets.randbits(SEED_BITS)


def fresh_id() -> str:
    """A new game's id, drawn apart from its seed: it names the save and travels in addresses and to devices."""
    return secrets.token_hex(8)


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def clone(self) -> "Rng":
        other = Rng.__new__(Rng)
        other.state = self.state
        return other

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("empty range")
        # Rejection sampling keeps it unbiased.
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq):
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> "Rng":
        """An independent generator seeded from this one."""
        return Rng(self.next64())
