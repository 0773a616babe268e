"""One side of an arena match: a process that runs one checkout's engine and bots (see tools/arena.py).

Started with PYTHONPATH=<checkout>/src, so the checkout under test runs its own code untouched. It uses only the
game contract (new_state, apply, view, bot levels), which every checkout has. It talks JSON lines on stdin and
stdout: each request is one object with a "do" key, each reply one object ("error" set when the request failed).

  {"do": "new", "game", "players", "options", "seed", "bots": {seat: [level, bot seed]}}  -> {"current", "over"}
  {"do": "move", "seat"}       -> {"action", "cpu"}   the bot of `seat` chooses from view(seat) alone
  {"do": "apply", "action"}    -> {"current", "over"}
  {"do": "result"}             -> {"scores", "winners"}
"""

from __future__ import annotations

import json
import signal
import sys
import time
import traceback


def _reply_stream():
    """The real stdout for replies; whatever the engine or a bot prints goes to stderr instead."""
    out = sys.stdout
    sys.stdout = sys.stderr
    return out


class Side:
    def __init__(self):
        from tavolo.bots import make_bot, run_to_end
        from tavolo.engine.actions import normalize, to_json
        from tavolo.games import get_game
        self.get_game, self.make_bot, self.run_to_end = get_game, make_bot, run_to_end
        self.normalize, self.to_json = normalize, to_json
        self.state = None
        self.bots = {}

    def _where(self):
        return {"current": self.state.current_player, "over": self.state.is_over}

    def new(self, request):
        self.game = self.get_game(request["game"])
        self.state = self.game.new_state(request["players"], request.get("options") or None, request["seed"])
        self.bots = {int(seat): self.make_bot(self.game, level, bot_seed)
                     for seat, (level, bot_seed) in request["bots"].items()}
        return self._where()

    def move(self, request):
        seat = request["seat"]
        view = self.state.view(seat)            # the bot sees this seat's view, never the state
        start = time.process_time()
        action = self.run_to_end(self.bots[seat].think(self.game, view, seat))
        return {"action": self.to_json(action), "cpu": time.process_time() - start}

    def apply(self, request):
        self.state.apply(self.normalize(request["action"]))
        return self._where()

    def result(self, request):
        return {"scores": list(self.state.scores()), "winners": list(self.state.winners())}


def main() -> int:
    signal.signal(signal.SIGINT, signal.SIG_IGN)     # a Ctrl-C stops the arena, which lets the game under way end
    out = _reply_stream()
    side = Side()
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            reply = getattr(side, request["do"])(request)
        except Exception as error:  # noqa: BLE001 - reported to the arena, which counts the game as an error
            reply = {"error": f"{type(error).__name__}: {error}", "trace": traceback.format_exc(limit=6)}
        out.write(json.dumps(reply) + "\n")
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
