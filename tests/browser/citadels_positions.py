"""Two positions of one 5-seat Citadels game, made from a seed in CPython and opened in the page as a save: the
person (seat 0, Ada) against four bots, late enough that every city holds a few districts.

- `KILLED` (round 5's draft): in round 4 the Assassin killed the Merchant, Ada's character; her turn was skipped,
  and now she picks again.
- `ROBBED` (round 6): Ada is the Magician; the Thief took her 5 gold as she revealed herself, and her turn begins.

and one of another game, `WARLORD` (seed `WARLORD_SEED`).

The bots' moves come from a fixed plain policy (mostly build, else gold, else anything), not from the bots
themselves: making the record takes milliseconds and the positions stay the same while the bots change."""

from __future__ import annotations

import random

from tavolo.engine.record import new_record
from tavolo.games import GAMES

SEED = 43
NAMES = ["Ada", "Bot 2", "Bot 3", "Bot 4", "Bot 5"]
LEVELS = [None, "strong", "easy", "strong", "random"]
KILLED = 129          # actions played: Ada to pick in round 5, her Merchant killed in round 4
ROBBED = 163          # actions played: Ada the Magician, robbed of 5 gold, to gather in round 6
# Another game of the same policy (seed 40): Ada the Warlord in round 8, gold taken, three cards to build or not,
# 23 districts of the others to destroy.
WARLORD_SEED, WARLORD = 40, 188


def _choose(legal, rng):
    kinds = {}
    for action in legal:
        kinds.setdefault(action[0], []).append(action)
    if "build" in kinds and rng.random() < 0.8:
        return rng.choice(kinds["build"])
    if "gold" in kinds and rng.random() < 0.6:
        return kinds["gold"][0]
    names = sorted(kinds)
    if "end" in names and len(names) > 1 and rng.random() < 0.5:
        names.remove("end")
    return rng.choice(kinds[rng.choice(names)])


def position(actions: int, save_id: str = "phone", seed: int = SEED):
    """(record, state) after `actions` moves of the game."""
    game = GAMES["citadels"]
    record = new_record(game, [{"name": n, "bot": b} for n, b in zip(NAMES, LEVELS)], {"cast": "default"}, seed)
    state = game.new_state(len(NAMES), record.options, seed)
    rng = random.Random(seed)
    while len(record.actions) < actions:
        action = _choose(state.legal_actions(), rng)
        state.apply(action)
        record.actions.append(action)
    state.take_news()
    record.meta = {"id": save_id, "created": 1, "updated": 2, "turn": state.turn, "round": state.round,
                   "over": False}
    return record, state


def open_position(page, actions: int, save_id: str = "phone", lang: str = "en", seed: int = SEED):
    """The position opened in `page` as a resumed save (the app started afresh on it), bots held still; returns the
    state."""
    record, state = position(actions, save_id, seed)
    page.goto("about:blank")
    page.goto("/pyscript.toml")
    page.evaluate("([k, v, lang]) => { localStorage.clear(); localStorage.setItem(k, v);"
                  " localStorage.setItem('tavolo.lang', lang); localStorage.setItem('tavolo.bot_pace_ms', '600000'); }",
                  ["tavolo.save." + save_id, record.to_json(), lang])
    page.goto(f"/#/play/{save_id}")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    page.wait_for_selector("button[data-action=move]")
    return state
