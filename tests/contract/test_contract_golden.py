"""One pinned game per game: a fixed game (seats, options and seed from the hook's GOLDEN, moves by the random bot
with a fixed seed) whose every step is kept in tests/golden/<game id>.json: the action, how many legal actions there
were, and a short sha256 of each view (the spectator's, then each seat's); at the end the full views, the scores,
their breakdown and the winners. An unintended change to any rule or view shows as a failing step.

After an intended change, regenerate and review the diff:

    TAVOLO_GOLDEN=update python3 -m pytest -q tests/contract/test_contract_golden.py

A missing golden file fails (generate it with the line above).
"""

import hashlib
import json
import os
from pathlib import Path

from tavolo.bots import make_bot, run_to_end
from tavolo.engine.actions import to_json

from contract_hooks import hooks

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
BOT_SEED = 20261125


def digest(value) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:16]


def views(state):
    return [state.view(None)] + [state.view(p) for p in range(state.num_players)]


def pinned_game(game) -> dict:
    spec = {"seats": min(3, game.max_seats), "options": {}, "seed": 1, "moves": 120, **hooks(game).GOLDEN}
    state = game.new_state(spec["seats"], spec["options"], spec["seed"])
    bot = make_bot(game, "random", BOT_SEED)
    steps = [{"legal": len(state.legal_actions()), "views": [digest(v) for v in views(state)]}]
    while not state.is_over and len(steps) <= spec["moves"]:
        p = state.current_player
        action = run_to_end(bot.think(game, state.view(p), p))
        state.apply(action)
        steps.append({"action": to_json(action), "legal": len(state.legal_actions()),
                      "views": [digest(v) for v in views(state)]})
    return {"game": game.id, "rules": game.rules_version, "spec": spec, "bot_seed": BOT_SEED, "steps": steps,
            "final": {"over": state.is_over, "scores": state.scores(),
                      "breakdown": [[list(part) for part in parts] for parts in state.score_breakdown()],
                      "winners": state.winners(), "views": views(state)}}


def view_lines(view) -> str:
    """A view with one key a line."""
    items = [f"        {json.dumps(k)}: {json.dumps(view[k], ensure_ascii=False)}" for k in sorted(view)]
    return "      {\n" + ",\n".join(items) + "\n      }"


def dump(data) -> str:
    """Readable and diff-friendly: one line per step, the final views indented."""
    head = {k: v for k, v in data.items() if k not in ("steps", "final")}
    lines = ["{"]
    lines += [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    lines.append('  "steps": [')
    steps = [f"    {json.dumps(step, ensure_ascii=False)}" for step in data["steps"]]
    lines.append(",\n".join(steps))
    lines.append("  ],")
    final = data["final"]
    lines.append('  "final": {')
    lines += [f"    {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in final.items() if k != "views"]
    lines.append('    "views": [')
    lines.append(",\n".join(view_lines(view) for view in final["views"]))
    lines.append("    ]")
    lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def test_the_pinned_game_plays_as_recorded(game):
    path = GOLDEN / f"{game.id}.json"
    data = pinned_game(game)
    if os.environ.get("TAVOLO_GOLDEN") == "update":
        path.write_text(dump(data), encoding="utf-8")
    assert path.exists(), f"no golden file {path.name}: TAVOLO_GOLDEN=update python3 -m pytest {__file__}"
    pinned = json.loads(path.read_text(encoding="utf-8"))
    assert json.loads(dump(data)) == data, "the golden text does not read back"
    assert pinned["spec"] == data["spec"] and pinned["bot_seed"] == data["bot_seed"], "the pinned game changed"
    for index, (old, new) in enumerate(zip(pinned["steps"], data["steps"])):
        for what in ("action", "legal"):
            assert old.get(what) == new.get(what), f"step {index}: {what} {old.get(what)} is now {new.get(what)}"
        changed = [("spectator" if i == 0 else f"seat {i - 1}") for i, (a, b) in
                   enumerate(zip(old["views"], new["views"])) if a != b]
        assert not changed, f"step {index} ({new.get('action')}): the view of {', '.join(changed)} changed"
    assert len(pinned["steps"]) == len(data["steps"]), "the pinned game is now of another length"
    for what in ("over", "scores", "breakdown", "winners"):
        assert pinned["final"][what] == data["final"][what], f"final {what} changed"
    assert pinned["final"]["views"] == data["final"]["views"]
    assert pinned["rules"] == data["rules"], "rules_version changed: regenerate the golden files"
