"""The seeded generator: same seed, same numbers, on every Python."""

import pytest

from tavolo.engine import Rng


def test_same_seed_same_sequence():
    a, b = Rng(123), Rng(123)
    assert [a.next64() for _ in range(50)] == [b.next64() for _ in range(50)]
    assert [Rng(s).next64() for s in range(5)] != [Rng(s + 1).next64() for s in range(5)]


def test_known_values():
    # SplitMix64 reference outputs for seed 0: a regression guard for Pyodide/CPython agreement.
    r = Rng(0)
    assert r.next64() == 0xE220A8397B1DCDAF
    assert r.next64() == 0x6E789E6AA1B965F4


def test_clone_and_fork():
    a = Rng(9)
    a.next64()
    b = a.clone()
    assert [a.next64() for _ in range(10)] == [b.next64() for _ in range(10)]
    c = Rng(9)
    f1, f2 = c.fork(), c.fork()
    assert f1.next64() != f2.next64()


def test_ranges_and_shuffle():
    r = Rng(4)
    values = [r.randrange(7) for _ in range(2000)]
    assert set(values) == set(range(7))
    assert all(0 <= r.random() < 1 for _ in range(1000))
    items = list(range(20))
    r1, r2 = Rng(5), Rng(5)
    x, y = items[:], items[:]
    r1.shuffle(x)
    r2.shuffle(y)
    assert x == y and sorted(x) == items and x != items
    assert r.choice("abc") in "abc"
    with pytest.raises(ValueError):
        r.randrange(0)
    assert Rng(-1).state == (1 << 64) - 1
