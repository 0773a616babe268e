"""Nothing secret leaves its seat: a move reaches the other seats (the log, the news, "since your turn", another
device's `state` message) only in its public form, and what they receive does not depend on the secret part.

For every move of random games (every game, every seat count, the option sets in turn), every other legal
action that the log tells in the same words (a different character picked, a different card kept) is played
instead on a copy. The move itself (its public form and the board parts it marks) must travel the same. Each other
seat must also receive the same news, scores, view and legal moves, except where the rules then reveal something
to the whole table (the public view after the two differs: the last pick of a draft starts the calls) and for the
seats the kind's declaration names as told by the rules (the next seat of the draft sees the characters left).
"""

import json
import random

from tavolo.devices.protocol import move_out
from tavolo.engine.actions import to_json
from tavolo.play.match import public_move

from contract_hooks import option_sets, pick, seat_counts, seed_of

PAIRS_PER_GAME = 400       # at most this many (move, alternative) pairs per game and seat count


def received(game, state, action, seat) -> str:
    """What `seat` is sent when `action` is played in a copy of `state`: the move as it travels, the view, the
    legal moves if it is to act, and the turn's counters (the parts of a device's `state` message)."""
    after = state.clone()
    move = public_move(game, after, action)
    after.apply(action)
    move.scores, move.news = after.public_scores(), tuple(after.take_news())
    mine = after.current_player == seat
    return json.dumps([move_out(move), after.view(seat), to_json(after.legal_actions()) if mine else [],
                       after.current_player, after.round, after.turn], sort_keys=True, default=list)


def travelling(game, state, action) -> tuple:
    """The move as it leaves its seat ([seat, action, commits, round, parts]) and the public view after it."""
    move = public_move(game, state, action)
    after = state.clone()
    after.apply(action)
    return json.dumps(move_out(move)[:5], default=list), json.dumps(after.view(None), sort_keys=True)


def alike(game, state, action):
    """The other legal actions the log tells in the same words as `action` while they differ: secret choices."""
    words = game.label(state.public_action(action), "en")
    return [other for other in state.legal_actions() if other != action and other[0] == action[0]
            and game.label(state.public_action(other), "en") == words]


def test_a_secret_choice_changes_nothing_the_other_seats_receive(game_seats):
    game, seats = game_seats
    seed = seed_of(game, "secrets", seats)
    sets = option_sets(game)
    state = game.new_state(seats, sets[seats % len(sets)], seed)
    chooser = random.Random(seed)
    pairs = compared = 0
    while not state.is_over and pairs < PAIRS_PER_GAME:
        action = pick(state.legal_actions(), chooser)
        mover = state.current_player
        for other in alike(game, state, action):
            pairs += 1
            told = set(state.told(action)) | set(state.told(other))
            (move, public), (other_move, other_public) = travelling(game, state, action), travelling(game, state, other)
            assert move == other_move, f"{game.id}: {action!r} and {other!r} travel differently to the other seats"
            for seat in range(seats):
                if seat == mover or seat in told or public != other_public:
                    continue
                compared += 1
                assert received(game, state, action, seat) == received(game, state, other, seat), \
                    f"{game.id}, {seats} seats: seat {seat} can tell {action!r} from {other!r} (mover {mover})"
        state.apply(action)
    if game.id == "citadels":
        assert compared, "no secret choice was met"


def test_every_declared_secret_is_hidden_and_told_in_public_words(game):
    """A kind declared secret travels with None in its hidden values, and the log's words for it are those of its
    public form (the words module never needs the hidden value)."""
    declared = {name: kind.secret for name, kind in game.actions.items() if kind.secret is not None}
    seen = set()
    for seats in seat_counts(game):
        state = game.new_state(seats, {}, seed_of(game, "declared", seats))
        chooser = random.Random(seats)
        while not state.is_over:
            for action in state.legal_actions():
                secret = declared.get(action[0])
                if secret is None:
                    assert state.public_action(action) == action
                    continue
                seen.add(action[0])
                public = state.public_action(action)
                assert all(public[i] is None for i in secret.hidden) and public[0] == action[0]
                for lang in ("en", "it"):
                    assert game.label(public, lang) == game.label(action, lang)
            state.apply(pick(state.legal_actions(), chooser))
    assert seen or not declared
