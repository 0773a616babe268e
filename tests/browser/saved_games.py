"""Saved games a browser test hands to the page: a game in which the person is to move after the bots moved, and a
whole game for its end screen (seat 0 is the person "Ada", the others random bots, from a fixed seed)."""

from tavolo.bots import make_bot, run_to_end
from tavolo.engine.record import new_record
from tavolo.games import GAMES

SAVE = "tavolo.save."

SEATS = {"citadels": 4, "carcassonne": 3, "shifting-stones": 3, "romi-rami": 3}


def person_to_move(game_id, seed=5, least=6):
    """A record in which the bots have moved since the person's (seat 0) last turn, the person to move, hints
    on: what a person finds when the turn comes back."""
    game = GAMES[game_id]
    seats = [{"name": "Ada", "bot": None}] + [{"name": f"Bot {n}", "bot": "easy"} for n in range(2, SEATS[game_id] + 1)]
    record = new_record(game, seats, None, seed)
    state = game.new_state(len(seats), record.options, seed)
    players = [make_bot(game, "random", seed + seat) for seat in range(len(seats))]
    while True:
        seat = state.current_player
        if seat == 0 and len(record.actions) >= least and state.turn > 1:
            break
        action = run_to_end(players[seat].think(game, state.view(seat), seat))
        state.apply(action)
        record.actions.append(action)
    assert not state.is_over and state.current_player == 0
    record.meta = {"id": f"first-{game_id}", "created": 1, "updated": 2, "turn": state.turn, "over": False,
                   "hints": True}
    return record


def finished(game_id, seed=5):
    """A record of a whole game, the person at seat 0 among random bots: its end screen."""
    game = GAMES[game_id]
    seats = [{"name": "Ada", "bot": None}] + [{"name": f"Bot {n}", "bot": "easy"} for n in range(2, SEATS[game_id] + 1)]
    record = new_record(game, seats, None, seed)
    state = game.new_state(len(seats), record.options, seed)
    players = [make_bot(game, "random", seed + seat) for seat in range(len(seats))]
    while not state.is_over:
        seat = state.current_player
        action = run_to_end(players[seat].think(game, state.view(seat), seat))
        state.apply(action)
        record.actions.append(action)
    record.meta = {"id": f"end-{game_id}", "created": 1, "updated": 2, "turn": state.turn, "over": True}
    return record
