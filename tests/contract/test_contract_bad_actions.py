"""Bad actions at sampled positions of random games: junk values, actions of other positions, legal actions
with one value changed. Each is refused with IllegalAction and leaves every view and the legal list as they were.

The refusals are kept (`refusals`) for test_contract_words, which checks that each one reads in both languages.
"""

import functools
import random

from tavolo.engine import IllegalAction
from tavolo.engine.actions import normalize
from tavolo.games import GAMES

from contract_hooks import option_sets, pick, seed_of, snapshot

EVERY = 5            # a sweep at every 5th step
POSITIONS = 20       # at most this many sweeps per game and seat count
OTHERS = 8           # actions of earlier positions tried per sweep
CHANGED = 3          # legal actions whose values are changed, per sweep

JUNK = [None, 3, "x", "", [], (), ["nope"], ("nope", 1), {"kind": "end"}, {}, [[["deep"]]], [None], [3, "x"],
        [True], ["end", {"a": 1}], ["end", [None]], 2.5, b"end", ("end", 1.5), ("end", True), ["end", None]]
REPLACEMENTS = ["x", "", -1, 10**6, 999, None, True, 1.5, ("x",), [0, 0]]


def changed_values(action, pool, draw):
    """`action` with one value replaced: by junk, by out-of-range numbers, by a value of another action."""
    out = []
    for i in range(1, len(action)):
        for value in REPLACEMENTS + draw.sample(pool, min(2, len(pool))):
            out.append(action[:i] + (value,) + action[i + 1:])
    out.append(action + ("extra",))
    if len(action) > 1:
        out.append(action[:-1])
    return out


def sweep(state, earlier, draw):
    """Offer bad actions to `state`; return the refusals. Fails when one is accepted, raises something other
    than IllegalAction, or changes what anyone sees or may do."""
    before = snapshot(state)
    legal = state.legal_actions()
    legal_set = {normalize(a) for a in legal}
    pool = sorted({v for a in earlier | legal_set for v in a[1:]}, key=repr)
    candidates = list(JUNK)
    candidates += draw.sample(sorted(earlier - legal_set, key=repr), min(OTHERS, len(earlier - legal_set)))
    for action in draw.sample(legal, min(CHANGED, len(legal))):
        candidates += changed_values(action, pool, draw)
    refusals = []
    for action in candidates:
        try:
            if normalize(action) in legal_set:
                continue
        except TypeError:
            pass
        try:
            state.apply(action)
        except IllegalAction as error:
            refusals.append(error)
        except Exception as error:      # noqa: BLE001 - anything else is the bug this test looks for
            raise AssertionError(f"{action!r} raised {type(error).__name__}: {error}") from error
        else:
            raise AssertionError(f"{action!r} was accepted at a position where it is not legal")
        after = snapshot(state)
        assert after == before, f"the refused {action!r} changed the position"
    return refusals


@functools.cache
def refusals(game_id, seats) -> tuple:
    """Bad-action sweeps along one random game (options in turn over the sets); the refusals raised."""
    game = GAMES[game_id]
    sets = option_sets(game)
    seed = seed_of(game, "bad", seats)
    draw = random.Random(seed)
    state = game.new_state(seats, sets[seats % len(sets)], seed)
    chooser = random.Random(seed)
    earlier = set()
    out = []
    step = 0
    while not state.is_over:
        legal = state.legal_actions()
        if step % EVERY == 0 and step // EVERY < POSITIONS:
            out += sweep(state, earlier, draw)
        earlier.update(normalize(a) for a in draw.sample(legal, min(20, len(legal))))
        state.apply(pick(legal, chooser))
        step += 1
    out += sweep(state, earlier, draw)          # at the end everything is refused
    return tuple(out)


def test_bad_actions_are_refused_and_change_nothing(game_seats):
    game, seats = game_seats
    found = refusals(game.id, seats)
    assert found
    assert "game_over" in {e.key for e in found}
