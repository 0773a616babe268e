"""What the shared contract tests know about each game, and the random play they all start from.

Each game has one hook module, tests/<game dir>/<game dir>_hooks.py (the game id with '_' for '-'), next to its
own tests. Every name in it is optional; a game without the module still runs every shared test with the
defaults below, but `test_every_game_has_its_hook` fails until it has one. A new game gets every shared test by
being registered in tavolo.games, adding its hook and generating its golden file (see test_contract_golden).

    OPTION_SETS       option dicts played besides the defaults and two drawn at random from every Option
    GAMES_PER_SEATS   random games per seat count (kept small: the shared tests run for every game)
    MAX_ACTIONS       a random game longer than this is stuck
    bounds(view, before) -> {name: (value, low, high)} from the public views after and before an action (before is
                      None for the first position); the shared test asserts low <= value <= high (hand sizes, deck
                      counts, how many cards one action may draw: "no draw takes the whole deck")
    check(state)      the game's own invariants on the full state after every action (cards conserved...)
    final_scores(state, actions) -> [points per seat]: the final scores recounted by an independent scorer
    GOLDEN            {"seats": n, "options": {...}, "seed": s, "moves": m}: the pinned game of test_contract_golden
"""

from __future__ import annotations

import functools
import importlib
import json
import random
import sys
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from tavolo.games import GAMES

TESTS = Path(__file__).resolve().parent.parent
GAME_LIST = list(GAMES.values())
IDS = [game.id for game in GAME_LIST]


class Defaults:
    OPTION_SETS = ()
    GAMES_PER_SEATS = 5
    MAX_ACTIONS = 5000
    GOLDEN = {}

    @staticmethod
    def bounds(view, before):
        return {}

    @staticmethod
    def check(state):
        return None

    final_scores = None


def hook_dir(game) -> Path:
    return TESTS / game.id.replace("-", "_")


def hook_name(game) -> str:
    return game.id.replace("-", "_") + "_hooks"


@functools.cache
def hook_module(game_id):
    """The game's hook module, or None when it has none."""
    game = GAMES[game_id]
    if not (hook_dir(game) / f"{hook_name(game)}.py").exists():
        return None
    if str(hook_dir(game)) not in sys.path:
        sys.path.insert(0, str(hook_dir(game)))
    return importlib.import_module(hook_name(game))


class Hooks:
    """A game's hook module with the defaults filled in."""

    def __init__(self, module):
        self.module = module

    def __getattr__(self, name):
        return getattr(self.module, name) if hasattr(self.module, name) else getattr(Defaults, name)


def hooks(game) -> Hooks:
    return Hooks(hook_module(game.id))


def seat_counts(game):
    return range(game.min_seats, game.max_seats + 1)


def seed_of(game, *parts) -> int:
    """A seed that depends on the game and the parts only (stable across runs and machines)."""
    return zlib.crc32(json.dumps([game.id, *parts]).encode())


def option_sets(game) -> list:
    """The defaults, the hook's sets, and two sets drawn from every Option's choices (seeded by the game id)."""
    draw = random.Random(seed_of(game, "options"))
    drawn = [{o.key: draw.choice(o.values()) for o in game.options} for _ in range(2)]
    return [{}] + [dict(s) for s in hooks(game).OPTION_SETS] + drawn


def pick(legal, chooser):
    """A random kind first, then one action of that kind (as the random bot does: games end in sensible time)."""
    kinds = sorted({a[0] for a in legal})
    kind = chooser.choice(kinds)
    return chooser.choice([a for a in legal if a[0] == kind])


def snapshot(state) -> str:
    """Everything anyone may see, and what the seat to act may do, as one JSON text."""
    views = [state.view(None)] + [state.view(p) for p in range(state.num_players)]
    legal = sorted((json.dumps(a) for a in state.legal_actions()))
    return json.dumps([views, legal], sort_keys=True)


def runs(game):
    """(seats, options, seed) of the random games: GAMES_PER_SEATS per seat count, the option sets in turn."""
    sets = option_sets(game)
    per = hooks(game).GAMES_PER_SEATS
    out = []
    for seats in seat_counts(game):
        for n in range(per):
            index = (seats * per + n) % len(sets)
            out.append((seats, sets[index], seed_of(game, seats, n)))
    return out


@dataclass
class Play:
    seats: int
    options: dict
    seed: int
    actions: list = field(default_factory=list)
    state: object = None
    problem: str | None = None       # the first broken bound or invariant, with the step


def checks_after(game, state, hook, before=None) -> dict:
    """The bounds every game keeps after every action: the generic ones, then the hook's."""
    if state.is_over:
        assert state.current_player is None and state.legal_actions() == [], "a finished game offers moves"
    else:
        assert state.current_player == state.current and 0 <= state.current < state.num_players
        legal = state.legal_actions()
        assert legal, "no legal action in a running game"
        for action in legal:
            kind = game.actions.get(action[0])
            assert kind is not None, f"legal action {action!r} of an undeclared kind"
            assert kind.arity is None or len(action) == kind.arity + 1, f"legal action {action!r}: wrong arity"
    assert [sum(v for _, v in parts) for parts in state.score_breakdown()] == state.scores()
    public = state.view(None)
    for name, (value, low, high) in hook.bounds(public, before).items():
        assert low <= value <= high, f"{name} = {value}, outside [{low}, {high}]"
    hook.check(state)
    return public


@functools.cache
def plays(game_id) -> tuple:
    """The random games of `runs`, played to the end with every bound checked after every action.

    A broken bound does not raise here (several tests share these games): it is kept in `problem` and the
    game stops; `test_random_games_keep_every_bound` reports it."""
    game = GAMES[game_id]
    hook = hooks(game)
    out = []
    for seats, options, seed in runs(game):
        state = game.new_state(seats, options, seed)
        chooser = random.Random(seed)
        play = Play(seats, state.options, seed)
        try:
            public = checks_after(game, state, hook)
            while not state.is_over:
                assert len(play.actions) < hook.MAX_ACTIONS, "the game did not end"
                action = pick(state.legal_actions(), chooser)
                state.apply(action)
                play.actions.append(action)
                public = checks_after(game, state, hook, public)
        except AssertionError as error:
            play.problem = f"{seats} seats, options {options}, seed {seed}, after {len(play.actions)} actions " \
                           f"(last {play.actions[-1:]}): {error}"
        play.state = state
        out.append(play)
    return tuple(out)


def walk(game, seats, options, seed, each, limit=None, after=None):
    """A random game from scratch; `each(state, action, step)` is called before every action, `after(state)`
    after it."""
    state = game.new_state(seats, options, seed)
    chooser = random.Random(seed)
    step = 0
    while not state.is_over and (limit is None or step < limit):
        action = pick(state.legal_actions(), chooser)
        each(state, action, step)
        state.apply(action)
        if after is not None:
            after(state)
        step += 1
    return state
