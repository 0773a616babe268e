"""The game contract, checked the same way for every game in the registry."""

import json
import random

import pytest

from tavolo.engine import IllegalAction, TavoloError
from tavolo.engine.actions import normalize, to_json
from tavolo.games import GAMES

GAME_LIST = list(GAMES.values())
ids = [g.id for g in GAME_LIST]


def random_walk(game, seats, seed, steps):
    """A state after up to `steps` random legal actions (kind first, then one of that kind)."""
    state = game.new_state(seats, None, seed)
    pick = random.Random(seed)
    actions = []
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        kinds = sorted({a[0] for a in legal})
        kind = pick.choice(kinds)
        action = pick.choice([a for a in legal if a[0] == kind])
        state.apply(action)
        actions.append(action)
    return state, actions


def snapshot(state):
    views = [state.view(None)] + [state.view(p) for p in range(state.num_players)]
    return json.dumps(views, sort_keys=True), state.scores(), state.rng.state


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_static_facts(game):
    assert game.id and game.names["en"] and game.names["it"]
    assert 1 <= game.min_seats <= game.max_seats
    assert isinstance(game.rules_version, int)
    for option in game.options:
        assert option.default in option.values()
        assert option.names["en"] and option.names["it"]
        for _, names in option.choices:
            assert names["en"] and names["it"]
    for lang in ("en", "it"):
        sections = game.rules(lang)
        assert sections and all(heading and paragraphs for heading, paragraphs in sections)


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_new_state_validates_seats(game):
    for seats in (game.min_seats - 1, game.max_seats + 1, "2", None, 2.0, True):
        with pytest.raises(TavoloError) as info:
            game.new_state(seats, None, 1)
        assert info.value.key == "bad_seats"


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_new_state_validates_options(game):
    with pytest.raises(TavoloError) as info:
        game.new_state(game.min_seats, {"no_such_option": 1}, 1)
    assert info.value.key == "unknown_option"
    assert info.value.params == {"option": "no_such_option"}
    for option in game.options:
        with pytest.raises(TavoloError) as info:
            game.new_state(game.min_seats, {option.key: "surely-not-a-value"}, 1)
        assert info.value.key == "bad_option"
        assert info.value.params["option"] == option.key
        for value in option.values():
            state = game.new_state(game.min_seats, {option.key: value}, 1)
            assert state.options[option.key] == value
    defaults = game.new_state(game.min_seats, None, 1).options
    assert defaults == {o.key: o.default for o in game.options}


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_same_seed_same_game(game):
    for seats in range(game.min_seats, game.max_seats + 1):
        a, actions_a = random_walk(game, seats, 7, 60)
        b, actions_b = random_walk(game, seats, 7, 60)
        assert actions_a == actions_b
        assert snapshot(a) == snapshot(b)
    different = {snapshot(game.new_state(game.min_seats, None, seed))[0] for seed in range(8)}
    assert len(different) > 1


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_illegal_actions_change_nothing(game):
    seats = max(game.min_seats, min(2, game.max_seats))
    others = set()
    for seed in range(6):
        state, _ = random_walk(game, seats, seed, 25)
        others.update(state.legal_actions())
    junk = [("__no_such_action__",), (), "end", 42, ("end", "extra", "values"), [["nested"]]]
    for seed in range(6):
        state, _ = random_walk(game, seats, 100 + seed, 30)
        if state.is_over:
            continue
        legal = set(state.legal_actions())
        candidates = junk + sorted((a for a in others if a not in legal), key=repr)[:40]
        before = snapshot(state)
        for action in candidates:
            with pytest.raises(IllegalAction):
                state.apply(action)
            assert snapshot(state) == before, action
        assert sorted(state.legal_actions(), key=repr) == sorted(legal, key=repr)


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_every_listed_action_is_accepted(game):
    for seats in range(game.min_seats, game.max_seats + 1):
        state, _ = random_walk(game, seats, seats, 20)
        if state.is_over:
            continue
        for action in state.legal_actions():
            state.clone().apply(action)
            # the JSON form (lists) is accepted as well
            state.clone().apply(json.loads(json.dumps(to_json(action))))


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_game_over_refuses_everything(game):
    for seed in range(50):
        state, _ = random_walk(game, game.max_seats, seed, 5000)
        if state.is_over:
            break
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    with pytest.raises(IllegalAction) as info:
        state.apply(("end",))
    assert info.value.key == "game_over"


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_clone_is_independent(game):
    seats = min(game.max_seats, 3)
    state, _ = random_walk(game, seats, 3, 15)
    before = snapshot(state)
    copy = state.clone()
    assert snapshot(copy) == before
    steps = 0
    while not copy.is_over and steps < 40:
        copy.apply(copy.legal_actions()[-1 if steps % 3 == 0 else 0])
        steps += 1
    copy.rng.next64()
    assert snapshot(state) == before
    # ... and the other way round
    copy2 = state.clone()
    snap2 = snapshot(copy2)
    while not state.is_over and steps < 80:
        state.apply(state.legal_actions()[0])
        steps += 1
    assert snapshot(copy2) == snap2


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_views_are_json_and_from_view_agrees(game):
    from tavolo.engine import Rng
    for seats in range(game.min_seats, game.max_seats + 1):
        state, _ = random_walk(game, seats, 11 + seats, 40)
        for player in [None] + list(range(seats)):
            view = state.view(player)
            assert json.loads(json.dumps(view)) == view
            if player is not None:
                rebuilt = game.from_view(view, player, Rng(5))
                assert rebuilt.view(player) == view
                if state.current_player == player:
                    assert sorted(rebuilt.legal_actions(), key=repr) == sorted(state.legal_actions(), key=repr)


@pytest.mark.parametrize("game", GAME_LIST, ids=ids)
def test_labels_in_both_languages(game):
    state, _ = random_walk(game, game.min_seats, 2, 10)
    for action in state.legal_actions():
        for lang in ("en", "it"):
            text = game.label(action, lang)
            assert isinstance(text, str) and text
        assert game.label(to_json(action), "en") == game.label(action, "en")


def test_normalize_round_trip():
    action = ("shift", "SS01", 0, 1)
    assert normalize(json.loads(json.dumps(to_json(action)))) == action
    assert normalize([["a", [1, 2]], 3]) == (("a", (1, 2)), 3)
