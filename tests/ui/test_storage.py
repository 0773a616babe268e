import json

import pytest

from tavolo.engine.record import FORMAT, new_record
from tavolo.games import GAMES
from tavolo.storage import PREFIX, MemoryBackend, SaveStore, StorageFull


def record(seed=1, save_id="a"):
    rec = new_record(GAMES["shifting-stones"], [{"name": "Ada", "bot": None}, {"name": "Bot", "bot": "easy"}], {}, seed)
    rec.meta = {"id": save_id, "updated": seed}
    return rec


def test_write_read_round_trip():
    store = SaveStore(MemoryBackend(), GAMES)
    rec = record()
    rec.actions.append(("end",))
    store.write(rec)
    back = store.read("a")
    assert back.actions == [("end",)] and back.seed == 1 and back.seats == rec.seats


def test_a_broken_save_is_listed_with_its_reason_and_the_others_are_untouched():
    backend = MemoryBackend()
    store = SaveStore(backend, GAMES)
    store.write(record(1, "good"))
    backend.set(PREFIX + "junk", "{not json")
    backend.set(PREFIX + "other", json.dumps({"hello": "world"}))
    backend.set(PREFIX + "future", json.dumps({"format": FORMAT + 1, "game": "shifting-stones", "actions": []}))
    backend.set(PREFIX + "alien", json.dumps({"format": FORMAT, "game": "chess", "actions": [], "seats": [], "seed": 1}))
    entries = {e.id: e for e in store.entries()}
    assert entries["good"].record is not None and entries["good"].error is None
    assert entries["junk"].error.key == "not_json"
    assert entries["other"].error.key == "foreign"
    assert entries["future"].error.key == "newer"
    assert entries["alien"].error.key == "unknown_game"
    assert [e.id for e in store.entries()][0] == "good"   # readable saves first
    store.delete("junk")
    assert "junk" not in {e.id for e in store.entries()}
    assert store.read("good").seed == 1


def test_full_storage_raises_storage_full_and_keeps_older_data():
    backend = MemoryBackend(limit=400)
    store = SaveStore(backend, GAMES)
    small = record(1, "s")
    store.write(small)
    big = record(2, "b")
    big.actions = [("end",)] * 200
    with pytest.raises(StorageFull):
        store.write(big)
    assert store.read("s").seed == 1


def test_settings_are_plain_text():
    store = SaveStore(MemoryBackend(), GAMES)
    assert store.get_setting("lang", "en") == "en"
    store.set_setting("lang", "it")
    assert store.backend.get("tavolo.lang") == "it"
    assert store.get_setting("lang") == "it"
