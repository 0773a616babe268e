"""Every registered game declares all of the contract and has a complete board; a broken declaration is refused
when it is registered (checked on a tiny game made here)."""

import sys
import types
import pytest

from tavolo.bots import bot_levels
from tavolo.engine import ActionKind, Game, Option, RegistrationError, State, no_parts, register
from tavolo.engine.contract import check_board, check_bots, check_declaration
from tavolo.games import GAMES


def test_registered_games_declare_everything(game):
    check_declaration(game)
    module = check_board(game)
    assert check_bots(game)
    assert module is game.board_module()
    assert register(game) == {game.id: game}


def test_every_game_offers_a_random_an_easy_and_a_strong_bot(game):
    """The seat menus offer these three levels, and a new game fills the other seats with `strong`."""
    assert set(bot_levels(game)) == {"random", "easy", "strong"}


def test_the_registry_holds_every_game_once():
    assert register(*GAMES.values()) == GAMES


# ---- a tiny game: one pile of counters, take 1 or 2, whoever takes the last wins --------------------------------
class PileState(State):
    def legal_actions(self):
        return [] if self.over else [("take", n) for n in (1, 2) if n <= self.pile]

    def _take(self, action):
        self.pile -= action[1]
        if self.pile == 0:
            self.over = True
            self.winner = self.current
        else:
            self.current = 1 - self.current
            self.turn_no += 1

    def scores(self):
        return [int(self.over and self.winner == p) for p in range(2)]

    def clone(self):
        other = PileState.__new__(PileState)
        other.__dict__.update(self.__dict__)
        other.news = []
        return other

    def _view(self, player):
        return {"game": "pile", "players": 2, "viewer": player, "options": self.options, "pile": self.pile,
                "current": self.current_player}


def words_module(name, text, label=lambda action, lang="en", names=None: "take"):
    """A words module for the tiny game, made in memory (TEXT, label, rules)."""
    module = types.ModuleType(name)
    module.TEXT = text
    module.rules = lambda lang="en": [("Pile", ["Take 1 or 2."])]
    if label is not None:
        module.label = label
    sys.modules[name] = module
    return name


def pile_attrs(**changes):
    attrs = {
        "id": "pile", "names": {"en": "Pile", "it": "Mucchio"}, "min_seats": 2, "max_seats": 2, "rules_version": 1,
        "options": (Option("size", {"en": "Size", "it": "Grandezza"}, ((5, {"en": "5", "it": "5"}),), 5),),
        "has_secrets": False, "minutes": (1, 2), "note": None,
        "words": words_module("pile_words", {"take": {"en": "Take {n}", "it": "Prendi {n}"}}), "board": "tavolo.games.shifting_stones.view", "bots": "tavolo.games.shifting_stones.bots",
        "guide": "tavolo.games.shifting_stones.guide",
        "actions": {"take": ActionKind(1, PileState._take, commits=False, touches=no_parts)},
        "state_class": PileState,
        "_new_state": lambda self, state, rng: _setup(state),
        "_from_view": lambda self, state, view, player, rng: _setup(state, view["pile"]),
        "bot_levels": lambda self: {},
    }
    for name, value in changes.items():
        if value is None:
            del attrs[name]
        else:
            attrs[name] = value
    return type("PileGame", (Game,), attrs)()


def _setup(state, pile=5):
    state.pile, state.current, state.turn_no, state.over, state.winner = pile, 0, 1, False, None
    return state


def test_the_tiny_game_is_complete_and_plays():
    game = pile_attrs()
    assert register(game) == {"pile": game}
    check_board(game)
    state = game.new_state(2, None, 1)
    state.apply(("take", 2))
    state.apply(["take", 2])
    state.apply(("take", 1))
    assert state.is_over and state.winners() == [0]


@pytest.mark.parametrize("name", Game.DECLARED)
def test_a_missing_declaration_is_refused(name):
    with pytest.raises(RegistrationError) as info:
        register(pile_attrs(**{name: None}))
    assert name in str(info.value)


@pytest.mark.parametrize("method", ["_new_state", "_from_view"])
def test_a_missing_method_is_refused(method):
    with pytest.raises(RegistrationError):
        check_declaration(pile_attrs(**{method: None}))


@pytest.mark.parametrize("changes", [
    {"words": words_module("pile_words_it", {"take": {"it": "Prendi {n}"}})},         # no English source
    {"words": words_module("pile_words_mute", {}, label=None)},                       # no labels
    {"words": "tavolo.markup"},                                                       # not a words module
    {"guide": "tavolo.markup"},                                                       # not a guide module
    {"names": {"it": "Mucchio"}},
    {"note": {"it": "Solo italiano"}},
    {"actions": {}},                                                                # no action kind at all
    {"actions": {"take": ActionKind(1, PileState._take, commits=False, touches=None)}},   # a kind without touches
    {"actions": {"take": ActionKind(1, None, commits=False, touches=no_parts)}},           # ... without apply
    {"actions": {"take": ActionKind(1, PileState._take, commits="yes", touches=no_parts)}},
    {"actions": {"take": (1, PileState._take)}},                                    # not an ActionKind
    {"options": (Option("size", {"en": "Size"}, ((5, {"it": "5"}),), 5),)},        # a choice without English
    {"options": (Option("size", {"en": "Size"}, ((5, {"en": "5"}),), 6),)},        # a default not offered
    {"options": (Option.make("shell", "size", (5,), 5),)},                         # no such message
    {"minutes": (1,)},
    {"min_seats": 3},
    {"id": ""},
    {"board": ""},
    {"bots": ""},
    {"state_class": dict},
], ids=lambda c: next(iter(c)))
def test_a_malformed_declaration_is_refused(changes):
    with pytest.raises(RegistrationError):
        register(pile_attrs(**changes))


def test_a_state_without_its_methods_is_refused():
    class Bare(State):
        pass

    with pytest.raises(RegistrationError):
        check_declaration(pile_attrs(state_class=Bare))


def test_two_games_with_one_id_are_refused():
    with pytest.raises(RegistrationError):
        register(pile_attrs(), pile_attrs())


def test_a_board_without_its_functions_is_refused():
    with pytest.raises(RegistrationError):
        check_board(pile_attrs(board="tavolo.markup"))


def test_an_undeclared_kind_is_refused_when_played():
    from tavolo.engine import IllegalAction
    game = pile_attrs()
    state = game.new_state(2, None, 1)
    for bad, key in ((("give", 1), "unknown_action"), (("take",), "malformed_action"), (("take", 1, 2), "malformed_action"),
                     (("take", 3), "illegal"), (("take", True), "illegal")):
        with pytest.raises(IllegalAction) as info:
            state.apply(bad)
        assert info.value.key == key
    assert state.pile == 5
