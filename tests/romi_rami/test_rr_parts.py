"""touched() against the engine: over random games, every public change an action makes is named."""

import random

from tavolo.games import GAMES
from tests.game_helpers import assert_touched_names_changes

GAME = GAMES["romi-rami"]


def shown(trophy):
    counts = trophy["counts"]
    best = max(counts)
    return None if best == 0 or counts.count(best) > 1 else (counts.index(best), best)


def public_changes(before, after):
    parts = {f"market:{i}" for i, (a, b) in enumerate(zip(before["market"], after["market"])) if a != b}
    parts |= {f"contract:{i}" for i, (a, b) in enumerate(zip(before["contracts"], after["contracts"])) if a != b}
    # The end of the game shows every bonus pile at once, in the end table: not a mark on the board.
    keys = ("hand_sizes", "completed", "star_used", "known") + (() if after["over"] else ("bonus_sizes",))
    for seat in range(before["players"]):
        if any(before[key][seat] != after[key][seat] for key in keys):
            parts.add(f"seat:{seat}")
    for old, new in zip(before["trophies"], after["trophies"]):
        if shown(old) != shown(new):
            parts.add(f"trophy:{old['id']}")
    for key, name in (("deck", "pile:deck"), ("discard", "pile:discard"), ("contract_deck", "pile:contracts")):
        if before[key] != after[key]:
            parts.add(name)
    return parts


def test_every_public_change_is_named():
    rng = random.Random(9)
    for game_no in range(25):
        options = {"contract_refill": rng.choice(["end", "immediate"]), "bonus_piles": rng.choice(["hidden", "open"])}
        state = GAME.new_state(rng.choice([2, 3, 4]), options, game_no)
        for _ in range(400):
            if state.is_over:
                break
            actions = state.legal_actions()
            # Prefer completing and taking much, so contracts and trophies change often.
            action = max(actions[:40], key=lambda a: (a[0] == "complete", len(a[1]) if a[0] == "take" else 0,
                                                      rng.random()))
            assert_touched_names_changes(GAME, state, action, public_changes)
