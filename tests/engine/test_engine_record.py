"""Game records: save, load, replay, and every way a load can fail."""

import json

import pytest

from tavolo.engine import RecordError, TavoloError
from tavolo.engine import record as rec
from tavolo.games import GAMES

from test_engine_contract import GAME_LIST, ids, random_walk, snapshot


def played_record(game, seats, seed, steps):
    state, actions = random_walk(game, seats, seed, steps)
    record = rec.new_record(game, [{"name": f"P{i}", "bot": None} for i in range(seats)], None, seed)
    record.actions = list(actions)
    return record, state


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_round_trip_and_replay(game):
    for seats in range(game.min_seats, game.max_seats + 1):
        record, state = played_record(game, seats, 20 + seats, 400)
        text = record.to_json()
        again = rec.from_json(text, GAMES)
        assert again.to_dict() == record.to_dict()
        loaded_record, loaded = rec.load(text, GAMES)
        assert snapshot(loaded) == snapshot(state)
        assert loaded.winners() == state.winners() and loaded.is_over == state.is_over
        # replay part of it
        half = len(record.actions) // 2
        partial = rec.replay(again, GAMES, upto=half)
        redo = game.new_state(seats, None, record.seed)
        for action in record.actions[:half]:
            redo.apply(action)
        assert snapshot(partial) == snapshot(redo)


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_new_record_checks_like_the_game(game):
    with pytest.raises(TavoloError) as info:
        rec.new_record(game, [{"name": "x", "bot": None}] * (game.max_seats + 1), None, 1)
    assert info.value.key == "bad_seats"
    with pytest.raises(TavoloError) as info:
        rec.new_record(game, [{"name": "x", "bot": None}] * game.min_seats, {"zzz": 1}, 1)
    assert info.value.key == "unknown_option"


def good_dict(game):
    record, _ = played_record(game, max(game.min_seats, 2), 5, 30)
    return record.to_dict()


def load_key(payload):
    with pytest.raises(RecordError) as info:
        rec.load(payload if isinstance(payload, str) else json.dumps(payload), GAMES)
    return info.value.key


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_record_errors(game):
    data = good_dict(game)
    assert load_key("{not json") == "not_json"
    assert load_key("") == "not_json"
    assert load_key(json.dumps([1, 2, 3])) == "foreign"
    assert load_key({"hello": "world"}) == "foreign"
    assert load_key({**data, "format": "1"}) == "foreign"
    assert load_key({**data, "format": rec.FORMAT + 1}) == "newer"
    assert load_key({**data, "format": 0}) == "too_old"
    assert load_key({**data, "game": "no-such-game"}) == "unknown_game"
    assert load_key({**data, "seed": "abc"}) == "corrupt"
    assert load_key({**data, "seats": [{"nom": "x"}]}) == "corrupt"
    assert load_key({**data, "seats": 5}) == "corrupt"
    assert load_key({**data, "seats": [{"name": "x", "bot": None}] * (game.max_seats + 1)}) == "corrupt"
    assert load_key({**data, "options": {"no_such_option": True}}) == "corrupt"
    assert load_key({**data, "rules": game.rules_version + 1}) == "newer_rules"
    # an illegal action inside
    bad = dict(data)
    bad["actions"] = list(data["actions"]) + [["__no_such_action__"]]
    with pytest.raises(RecordError) as info:
        rec.load(json.dumps(bad), GAMES)
    assert info.value.key == "bad_action"
    assert info.value.params["index"] == len(bad["actions"])


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_old_rules_record_that_no_longer_replays(game, monkeypatch):
    data = good_dict(game)
    data["actions"] = list(data["actions"]) + [["__no_such_action__"]]
    monkeypatch.setattr(type(game), "rules_version", game.rules_version + 1)
    with pytest.raises(RecordError) as info:
        rec.load(json.dumps(data), GAMES)
    assert info.value.key == "old_rules"


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_an_older_format_is_upgraded_by_its_migration(game, monkeypatch):
    """A save of an older format loads through the chain of migrations, one format at a time."""
    data = good_dict(game)
    old = {**data, "format": rec.FORMAT - 1, "players": data["seats"]}
    del old["seats"]

    def upgrade(d):          # an example: the older format called the seats "players"
        d = dict(d)
        d["seats"] = d.pop("players")
        d["format"] = rec.FORMAT
        return d

    monkeypatch.setitem(rec.MIGRATIONS, rec.FORMAT - 1, upgrade)
    loaded_record, state = rec.load(json.dumps(old), GAMES)
    _, expected = rec.load(json.dumps(data), GAMES)
    assert loaded_record.format == rec.FORMAT
    assert snapshot(state) == snapshot(expected)
