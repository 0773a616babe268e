"""The arena: bots of two checkouts play each other, to tell whether a new bot beats the old one.

    nice -n 19 python3 tools/arena.py carcassonne --new . --base /work/frozen \
        --new-level strong --base-level strong --players 2 --games 400 --seed 1000 --jobs 1

Each side runs in a process of its own (tools/arena_worker.py with PYTHONPATH=<checkout>/src), so a baseline
checkout plays with its own code, untouched. Both processes build the game from the same seed and apply the same
moves, so each keeps its own copy of the position; a bot is asked for a seat's move and sees that seat's view
only. The new side's engine is the referee: it checks every move, and says whose turn it is, when the game ends
and who won. The base side's copy must agree with it after every move, or the game is counted as an error.

Seats rotate: game i is deal `seed + i // players` with the new side's seats turned by `i % players`, so every
deal is played from every seat (the luck of a deal falls on both sides alike). A tie for first place is split.
It prints the new side's win share with a Wilson 95% interval, the deals' seeds, mean scores, errors, and each
side's CPU time per decision (p50/p95, measured in its own process); --json prints the same as one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import signal
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor

WORKER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "arena_worker.py")
MAX_ACTIONS = 20000      # a game longer than this is an error, not played for ever
SIDES = ("new", "base")


class SideError(Exception):
    """A side failed (its bot crashed or chose an illegal move, its engine disagreed, its process died)."""

    def __init__(self, side, message):
        super().__init__(f"{side}: {message}")
        self.side = side


class Worker:
    """One side's process; `ask` sends a request and returns its reply."""

    def __init__(self, side: str, checkout: str):
        self.side = side
        env = dict(os.environ, PYTHONPATH=os.path.join(os.path.abspath(checkout), "src"),
                   PYTHONHASHSEED="0")
        self.log = tempfile.TemporaryFile(mode="w+")
        self.process = subprocess.Popen([sys.executable, WORKER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=self.log, env=env, text=True, bufsize=1)

    def ask(self, **request) -> dict:
        try:
            self.process.stdin.write(json.dumps(request) + "\n")
            self.process.stdin.flush()
            line = self.process.stdout.readline()
        except (BrokenPipeError, OSError) as error:
            raise SideError(self.side, f"process gone ({error})") from None
        if not line:
            self.log.seek(0)
            raise SideError(self.side, "process died: " + self.log.read()[-400:])
        reply = json.loads(line)
        if "error" in reply:
            raise SideError(self.side, f"{request['do']} failed: {reply['error']}")
        return reply

    def close(self):
        if self.process.poll() is None:
            self.process.stdin.close()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.log.close()


def schedule(games: int, players: int, new_seats: int, seed: int) -> list:
    """[(game index, deal seed, seats of the new side)]: each deal played once from every rotation."""
    plan = []
    for index in range(games):
        turn = index % players
        plan.append((index, seed + index // players, sorted((turn + k) % players for k in range(new_seats))))
    return plan


def play_one(workers: dict, args, deal_seed: int, new_seats: list) -> dict:
    """Play one game; {"share", "scores", "new_seats", "cpu": {side: [...]}} or raises SideError."""
    seat_side = ["new" if seat in new_seats else "base" for seat in range(args.players)]
    level = {"new": args.new_level, "base": args.base_level}
    where = {}
    for side in SIDES:
        bots = {seat: [level[side], deal_seed * 31 + seat + 1]
                for seat in range(args.players) if seat_side[seat] == side}
        where[side] = workers[side].ask(do="new", game=args.game, players=args.players, options=args.options,
                                        seed=deal_seed, bots=bots)
    cpu = {side: [] for side in SIDES}
    for _ in range(MAX_ACTIONS):
        if where["new"] != where["base"]:
            raise SideError("base", f"positions differ: new says {where['new']}, base says {where['base']}")
        if where["new"]["over"]:
            break
        seat = where["new"]["current"]
        mover = seat_side[seat]
        chosen = workers[mover].ask(do="move", seat=seat)
        cpu[mover].append(chosen["cpu"])
        try:
            where["new"] = workers["new"].ask(do="apply", action=chosen["action"])   # the referee checks it
        except SideError as error:
            raise SideError(mover, f"move {chosen['action']} refused: {error}") from None
        where["base"] = workers["base"].ask(do="apply", action=chosen["action"])
    else:
        raise SideError("new", f"no end within {MAX_ACTIONS} actions")
    result = workers["new"].ask(do="result")
    winners = result["winners"]
    share = sum(1 for seat in winners if seat in new_seats) / len(winners) if winners else 0.0
    return {"share": share, "scores": result["scores"], "new_seats": new_seats, "cpu": cpu}


def run_games(args, plan: list, progress=None, stop=None) -> list:
    """Play the games of `plan` on one pair of processes (a fresh pair after a side's process died); when `stop`
    (a threading.Event) is set, no further game starts."""
    workers, outcomes = None, []
    try:
        for index, deal_seed, new_seats in plan:
            if stop is not None and stop.is_set() and index % args.players == 0:
                break        # stopped: a deal under way is still played from every seat
            if workers is None:
                workers = {"new": Worker("new", args.new), "base": Worker("base", args.base)}
            try:
                outcome = play_one(workers, args, deal_seed, new_seats)
            except SideError as error:
                outcome = {"error": str(error), "side": error.side}
                if any(w.process.poll() is not None for w in workers.values()):
                    for w in workers.values():
                        w.close()
                    workers = None
            outcome.update(index=index, seed=deal_seed)
            outcomes.append(outcome)
            if progress:
                progress(outcome)
    finally:
        for w in (workers or {}).values():
            w.close()
    return outcomes


def wilson(successes: float, n: int, z: float = 1.96) -> tuple:
    """Wilson score interval for a proportion (ties count half, so successes may be fractional)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list, q: float) -> float:
    """The q-quantile by the nearest rank (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def summarize(args, outcomes: list) -> dict:
    played = [o for o in outcomes if "error" not in o]
    errors = [o for o in outcomes if "error" in o]
    wins = sum(o["share"] for o in played)
    low, high = wilson(wins, len(played))
    totals = {side: [] for side in SIDES}
    for o in played:
        for seat, score in enumerate(o["scores"]):
            totals["new" if seat in o["new_seats"] else "base"].append(score)
    cpu = {side: [t for o in played for t in o["cpu"][side]] for side in SIDES}
    deals = sorted({o["seed"] for o in outcomes})
    return {
        "game": args.game, "players": args.players, "new_seats": args.new_seats, "options": args.options,
        "new": os.path.abspath(args.new), "base": os.path.abspath(args.base),
        "new_level": args.new_level, "base_level": args.base_level,
        "games": len(outcomes), "finished": len(played), "new_wins": round(wins, 3),
        "new_share": round(wins / len(played), 4) if played else 0.0,
        "wilson95": [round(low, 4), round(high, 4)],
        "seeds": [deals[0], deals[-1]] if deals else [],
        "mean_score": {side: round(sum(v) / len(v), 2) if v else 0.0 for side, v in totals.items()},
        "errors": len(errors),
        "error_list": [{"index": o["index"], "seed": o["seed"], "side": o["side"], "error": o["error"]}
                       for o in errors[:10]],
        "cpu_ms": {side: {"decisions": len(v), "p50": round(1000 * percentile(v, 0.5), 1),
                          "p95": round(1000 * percentile(v, 0.95), 1), "max": round(1000 * max(v, default=0), 1)}
                   for side, v in cpu.items()},
    }


def report(summary: dict) -> str:
    s = summary
    lines = [
        f"{s['game']}, {s['players']} players ({s['new_seats']} new seat(s)): "
        f"new {s['new_level']} ({s['new']}) vs base {s['base_level']} ({s['base']})",
        f"new side wins {s['new_wins']}/{s['finished']} = {100 * s['new_share']:.2f}% "
        f"(Wilson 95%: {100 * s['wilson95'][0]:.1f}-{100 * s['wilson95'][1]:.1f}%), ties split",
        f"games {s['games']}{' (stopped early)' if s.get('stopped_early') else ''}, deal seeds {s['seeds'][0] if s['seeds'] else '-'}..{s['seeds'][-1] if s['seeds'] else '-'}"
        f" (each deal from every rotation), errors {s['errors']}",
        f"mean score per seat: new {s['mean_score']['new']}, base {s['mean_score']['base']}",
    ]
    for side in SIDES:
        c = s["cpu_ms"][side]
        lines.append(f"CPU per decision, {side}: p50 {c['p50']} ms, p95 {c['p95']} ms, max {c['max']} ms "
                     f"({c['decisions']} decisions)")
    for e in s["error_list"]:
        lines.append(f"  error in game {e['index']} (seed {e['seed']}), {e['side']} side: {e['error'][:300]}")
    return "\n".join(lines)


def parse_args(argv=None):
    parser = argparse.ArgumentParser(prog="tools/arena.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="game id: carcassonne, citadels, shifting-stones, romi-rami")
    parser.add_argument("--new", default=".", help="checkout of the new bots (its engine referees)")
    parser.add_argument("--base", default="/work/frozen", help="checkout of the baseline bots")
    parser.add_argument("--new-level", default="strong")
    parser.add_argument("--base-level", default="strong")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--new-seats", type=int, default=None, help="seats the new side holds (default: half)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1000, help="first deal's seed")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (each a pair of processes)")
    parser.add_argument("--options", type=json.loads, default={}, help="game options as a JSON object")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    if args.new_seats is None:
        args.new_seats = max(1, args.players // 2)
    if not 1 <= args.new_seats < args.players:
        parser.error("--new-seats must be at least 1 and fewer than --players")
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    return args


def main(argv=None) -> int:
    args = parse_args(argv)
    plan = schedule(args.games, args.players, args.new_seats, args.seed)
    lock, done = threading.Lock(), []

    def progress(outcome):
        with lock:
            done.append(outcome)
            if args.quiet:
                return
            if (len(done) % 20 == 0 or len(done) == len(plan)):
                played = [o for o in done if "error" not in o]
                share = sum(o["share"] for o in played) / len(played) if played else 0.0
                print(f"  {len(done)}/{len(plan)} games, new share {100 * share:.1f}%, "
                      f"errors {len(done) - len(played)}", file=sys.stderr, flush=True)

    parts = [plan[j::args.jobs] for j in range(args.jobs)]
    stop = threading.Event()
    # a run started in the background ignores SIGINT by default: take it (and SIGTERM) as "stop after this deal"
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    pool = ThreadPoolExecutor(max_workers=args.jobs)
    futures = [pool.submit(run_games, args, part, progress, stop) for part in parts]
    try:
        for future in futures:
            future.result()
    except KeyboardInterrupt:
        # Ctrl-C (or kill -INT): the deals under way finish, no new one starts, and what was played is summed up
        stop.set()
        print("  stopping: the games under way finish first", file=sys.stderr, flush=True)
        for future in futures:
            future.result()
    pool.shutdown()
    with lock:
        outcomes = sorted(done, key=lambda o: o["index"])
    summary = summarize(args, outcomes)
    summary["stopped_early"] = len(outcomes) < len(plan)
    print(json.dumps(summary) if args.json else report(summary))
    return 0 if summary["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
