"""`python -m tavolo selfplay`: the JSON it prints and how it fails."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tavolo.__main__ import main
from tavolo.games import GAMES
from tavolo.selfplay import play_game, selfplay

SRC = str(Path(__file__).resolve().parents[2] / "src")


def run_cli(*args):
    env = dict(os.environ, PYTHONPATH=SRC)
    return subprocess.run([sys.executable, "-m", "tavolo", *args], capture_output=True, text=True, env=env, timeout=120)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_tiny_run(game_id, capsys):
    game = GAMES[game_id]
    players = max(game.min_seats, min(2, game.max_seats))
    assert main(["selfplay", game_id, "--players", str(players), "--games", "3", "--seed", "4", "--bots", "random"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"game", "players", "games", "finished", "errors", "wins", "mean_scores", "ms_per_game"}
    assert out["game"] == game_id and out["players"] == players and out["games"] == 3
    assert out["finished"] == 3 and out["errors"] == 0
    assert len(out["wins"]) == players and len(out["mean_scores"]) == players
    assert sum(out["wins"]) <= 3 + 1e-9
    assert out["ms_per_game"] >= 0
    # same seed, same games
    assert main(["selfplay", game_id, "--players", str(players), "--games", "3", "--seed", "4", "--bots", "random"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["wins"] == out["wins"] and again["mean_scores"] == out["mean_scores"]


def test_real_process_prints_one_json_line():
    done = run_cli("selfplay", "shifting-stones", "--players", "2", "--games", "2", "--seed", "1")
    assert done.returncode == 0
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["finished"] == 2


@pytest.mark.parametrize("args, words", [
    (["selfplay", "no-such-game"], "Unknown game"),
    (["selfplay", "shifting-stones", "--bots", "genius"], "Unknown bot"),
    (["selfplay", "shifting-stones", "--players", "9"], "1-5 players"),
    (["selfplay", "shifting-stones", "--players", "0"], "1-5 players"),
    (["selfplay", "shifting-stones", "--players", "abc"], "--players"),
    (["selfplay"], "required"),
    (["juggle"], "invalid choice"),
    (["selfplay", "shifting-stones", "--players", "2", "--bots", "random,random,random"], "Give one bot or 2"),
    (["selfplay", "shifting-stones", "--games", "-1"], "--games"),
])
def test_errors_exit_non_zero_with_one_line(args, words):
    done = run_cli(*args)
    assert done.returncode != 0
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and lines[0].startswith("error:")


def test_selfplay_function_rotates_seats():
    game = GAMES["shifting-stones"]
    result = selfplay(game, 2, 4, 10, ["random", "random"])
    assert result["finished"] == 4
    assert abs(sum(result["wins"]) - 4) < 1e-9   # someone always wins (ties share)
    state = play_game(game, ["random", "random"], 3)
    assert state.is_over
