"""Playing a guided first game in CPython, as the page does: the person at seat 0 follows (or not) the guide's
suggested move, the easy bots of the fixed deal play theirs."""

from __future__ import annotations

from tavolo.bots import run_to_end
from tavolo.games import GAMES
from tavolo.play.guide import Guide, guided_record
from tavolo.play.match import Match


def guided_match(game_id):
    game = GAMES[game_id]
    match = Match(game, guided_record(game, "Anna", lambda n: f"Bot {n}"), GAMES)
    return match, Guide(match)


def play_guided(game_id, choose=None, lang="en", on_position=None):
    """Play the guided game of `game_id` to its end. At each of the person's positions, `on_position(match,
    advice)` is called (if given) and the person plays `choose(match, advice)` (default: the suggested move).
    Returns (match, guide, the last advice: the end's)."""
    match, guide = guided_match(game_id)
    game = match.game
    while not match.state.is_over:
        seat = match.bot_to_move()
        if seat is not None:
            match.apply(run_to_end(match.bots[seat].think(game, match.state.view(seat), seat)))
            continue
        advice = guide.advice(lang)
        assert advice.action in match.state.legal_actions(), (advice.action, advice.why)
        if on_position is not None:
            on_position(match, advice)
        match.apply(choose(match, advice) if choose else advice.action)
    return match, guide, guide.advice(lang)
