"""touched() against the engine: over random games, every public change an action makes is named."""

import random

from tavolo.games import GAMES
from tests.game_helpers import assert_touched_names_changes

GAME = GAMES["shifting-stones"]


def public_changes(before, after):
    parts = {f"cell:{i}" for i in range(9) if before["grid"][i] != after["grid"][i]}
    for seat in range(before["players"]):
        if before["hand_sizes"][seat] != after["hand_sizes"][seat] or \
                before["skipped_last"][seat] != after["skipped_last"][seat] or \
                len(before["scored"][seat]) != len(after["scored"][seat]):
            parts.add(f"seat:{seat}")
        if before["scored"][seat] != after["scored"][seat]:
            parts.add(f"scored:{seat}")
    if before["deck_size"] != after["deck_size"]:
        parts.add("pile:deck")
    if before["discard"] != after["discard"]:
        parts.add("pile:discard")
    return parts


def test_every_public_change_is_named():
    rng = random.Random(5)
    for game_no in range(40):
        state = GAME.new_state(rng.choice([1, 2, 3, 5]), {"skip_draw": rng.choice(["two", "six"])}, game_no)
        for _ in range(300):
            if state.is_over:
                break
            actions = state.legal_actions()
            # Mostly flips and shifts, so the deck runs out and is reshuffled now and then.
            action = rng.choice(actions) if rng.random() < 0.7 else actions[-1]
            assert_touched_names_changes(GAME, state, action, public_changes)
