"""A new game's seed and id come from the system's cryptographic source, apart from each other and the clock:
nothing an address or another device receives lets anyone deal the game."""

import json

from tavolo.engine import rng
from tavolo.games import GAMES
from tavolo.storage import MemoryBackend, SaveStore
from tavolo.ui.controller import Controller
from tests.game_helpers import Clock
from tests.ui.device_net import Net
from tests.ui.test_devices_flow import host_game, joined, play_out


def fresh_controller():
    return Controller(SaveStore(MemoryBackend(), GAMES), GAMES, "en", clock=Clock())


def start_citadels(c):
    c.dispatch("new", {"game": "citadels"})
    c.dispatch("start", {"count": "4", **{f"who{i}": "person" if i == 0 else "easy" for i in range(4)},
                         **{f"name{i}": f"P{i}" for i in range(4)}})
    return c.match.record


def test_seeds_and_ids_come_from_the_cryptographic_source(monkeypatch):
    drawn = iter([123456789012345, 98765])
    monkeypatch.setattr(rng.secrets, "randbits", lambda bits: next(drawn) % (1 << bits))
    monkeypatch.setattr(rng.secrets, "token_hex", lambda n: "ab" * n)
    record = start_citadels(fresh_controller())
    assert record.seed == 123456789012345 and record.meta["id"] == "ab" * 8


def test_two_games_begun_at_the_same_moment_share_nothing():
    clock_frozen = [fresh_controller(), fresh_controller()]       # both clocks read the same time
    first, second = (start_citadels(c) for c in clock_frozen)
    assert first.seed != second.seed and first.meta["id"] != second.meta["id"]
    for record in (first, second):
        gid, seed, created = record.meta["id"], record.seed, record.meta["created"]
        assert 0 <= seed < 2 ** 53                       # an exact number in JSON on the JavaScript side too
        assert len(gid) == 16 and int(gid, 16) >= 0
        assert f"{created:x}" not in gid and f"{seed % 10000:04d}" not in gid and str(seed) not in gid


def test_what_a_device_receives_never_holds_the_seed():
    net = Net()
    host = host_game(net, "citadels", [("device", "Bea"), ("device", "Cy"), ("random", "Bot")], seed=424242424242)
    guests = joined(net, host, 2)
    play_out(net, host, guests, __import__("random").Random(3), steps=30)
    sent = [text for sender, _, text in net.sent if sender is host]
    assert sent and not any("424242424242" in text or '"seed"' in text for text in sent)
    welcome = next(json.loads(text) for text in sent if json.loads(text)["t"] == "welcome")
    assert welcome["gid"] == host.match.record.meta["id"]
