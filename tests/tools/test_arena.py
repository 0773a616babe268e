"""tools/arena.py: two checkouts' bots play each other in their own processes (here the worktree against itself)."""

import importlib.util
import json
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent


def _load(name):
    spec = importlib.util.spec_from_file_location(f"tavolo_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


arena = _load("arena")


def test_every_deal_is_played_from_every_rotation():
    plan = arena.schedule(games=8, players=4, new_seats=1, seed=50)
    assert [p[1] for p in plan] == [50, 50, 50, 50, 51, 51, 51, 51]
    assert [p[2] for p in plan] == [[0], [1], [2], [3], [0], [1], [2], [3]]
    two = arena.schedule(games=4, players=2, new_seats=1, seed=7)
    assert [(p[1], p[2]) for p in two] == [(7, [0]), (7, [1]), (8, [0]), (8, [1])]


def test_wilson_interval_and_nearest_rank_percentile():
    low, high = arena.wilson(50, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)
    assert arena.wilson(0, 0) == (0.0, 1.0)
    assert arena.percentile([5, 1, 4, 2, 3], 0.5) == 3
    assert arena.percentile(list(range(1, 101)), 0.95) == 95


def test_games_between_two_processes_rotate_seats_and_split_ties():
    args = arena.parse_args(["shifting-stones", "--new", str(ROOT), "--base", str(ROOT), "--new-level", "random",
                             "--base-level", "easy", "--games", "2", "--seed", "3", "--quiet"])
    outcomes = arena.run_games(args, arena.schedule(2, 2, 1, 3))
    assert [o["new_seats"] for o in outcomes] == [[0], [1]]
    assert [o["seed"] for o in outcomes] == [3, 3]
    for o in outcomes:
        assert "error" not in o
        assert o["share"] in (0.0, 0.5, 1.0)
        assert len(o["scores"]) == 2
        assert o["cpu"]["new"] and o["cpu"]["base"]      # both sides' bots were asked


def test_a_stopped_run_finishes_the_deal_under_way_and_starts_no_other():
    args = arena.parse_args(["shifting-stones", "--new", str(ROOT), "--base", str(ROOT), "--new-level", "random",
                             "--base-level", "random", "--games", "4", "--seed", "3", "--quiet"])
    stop = threading.Event()
    outcomes = arena.run_games(args, arena.schedule(4, 2, 1, 3), progress=lambda o: stop.set(), stop=stop)
    assert [(o["seed"], o["new_seats"]) for o in outcomes] == [(3, [0]), (3, [1])]


def test_command_line_prints_the_summary_as_json():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "arena.py"), "shifting-stones", "--new", str(ROOT),
                           "--base", str(ROOT), "--new-level", "random", "--base-level", "random", "--games", "2",
                           "--seed", "11", "--json", "--quiet"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == summary["finished"] == 2 and summary["errors"] == 0
    assert summary["seeds"] == [11, 11]
    # the same bot with the same seeds on both sides: each wins from the same seat, so the share is one half
    assert summary["new_share"] == 0.5
    assert 0 <= summary["wilson95"][0] <= 0.5 <= summary["wilson95"][1] <= 1
    assert set(summary["cpu_ms"]) == {"new", "base"}
    assert summary["cpu_ms"]["new"]["decisions"] > 0


def test_an_illegal_move_is_an_error_of_the_side_that_chose_it(tmp_path):
    # a checkout whose random bot answers a move no game has
    shutil.copytree(ROOT / "src" / "tavolo", tmp_path / "src" / "tavolo")
    bot = tmp_path / "src" / "tavolo" / "bots" / "random_bot.py"
    bot.write_text(bot.read_text().replace("return self.rng.choice", "return ('no_such_move',) or self.rng.choice"))
    args = arena.parse_args(["shifting-stones", "--new", str(ROOT), "--base", str(tmp_path), "--new-level", "random",
                             "--base-level", "random", "--games", "1", "--seed", "1", "--quiet"])
    outcome, = arena.run_games(args, [(0, 1, [1])])      # seat 0, the first to move, is the base side's
    assert outcome["side"] == "base"
    assert "no_such_move" in outcome["error"]
    assert "refused" in outcome["error"]


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))
