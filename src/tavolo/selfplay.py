"""Headless play between bots: used by the command line, the tests and the benchmarks."""

from __future__ import annotations

import time

from .bots import make_bot, run_to_end
from .engine import TavoloError

MAX_ACTIONS = 20000   # a game longer than this is reported as an error, not played forever


def play_game(game, levels: list, seed: int, options: dict | None = None):
    """Play one game with bot `levels[p]` at seat p; returns the final state."""
    state = game.new_state(len(levels), options, seed)
    bots = [make_bot(game, level, seed * 31 + seat + 1) for seat, level in enumerate(levels)]
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return state
        player = state.current_player
        action = run_to_end(bots[player].think(game, state.view(player), player))
        state.apply(action)
    raise TavoloError("too_long", f"Game with seed {seed} did not end within {MAX_ACTIONS} actions", seed=seed)


def selfplay(game, players: int, games: int, seed: int, bots: list, options: dict | None = None) -> dict:
    """Play `games` games, rotating the bots around the seats; a JSON-ready summary."""
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        raise TavoloError("bad_bots", f"Give one bot or {players} bots, not {len(bots)}")
    game.check_seats(players)
    for level in set(bots):
        make_bot(game, level)          # fail early on an unknown level
    wins = [0.0] * len(bots)
    totals = [0.0] * len(bots)
    finished = errors = 0
    started = time.perf_counter()
    for index in range(games):
        seating = [(index + seat) % players for seat in range(players)]   # seat -> bot index
        try:
            state = play_game(game, [bots[b] for b in seating], seed + index, options)
        except Exception:  # noqa: BLE001 - an engine fault is counted, the run goes on
            errors += 1
            continue
        finished += 1
        winners = state.winners()
        scores = state.scores()
        for seat, b in enumerate(seating):
            totals[b] += scores[seat]
            if seat in winners:
                wins[b] += 1 / len(winners)
    elapsed = time.perf_counter() - started
    return {
        "game": game.id, "players": players, "games": games, "finished": finished, "errors": errors,
        "wins": [round(w, 3) for w in wins],
        "mean_scores": [round(t / finished, 3) if finished else 0 for t in totals],
        "ms_per_game": round(1000 * elapsed / games, 2) if games else 0,
    }
