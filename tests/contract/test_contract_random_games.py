"""Random games of every game, every seat count, under several option sets, to the end: after every action
the generic bounds (a seat to act, legal actions of declared kinds and arities, a score breakdown that adds up)
and the game's own (its hook's bounds and invariants); at the end the scores its independent scorer recounts."""

import pytest

from contract_hooks import hook_dir, hook_module, hook_name, hooks, plays


def test_every_game_has_its_hook(game):
    assert hook_module(game.id) is not None, \
        f"{game.id} has no hook: add {hook_dir(game).name}/{hook_name(game)}.py (see tests/contract/contract_hooks.py)"
    assert hooks(game).final_scores is not None, f"{game.id}: its hook recounts no final scores"


def test_random_games_keep_every_bound(game):
    problems = [p.problem for p in plays(game.id) if p.problem]
    assert not problems, problems[0]


def test_random_games_end_and_scores_recount(game):
    recount = hooks(game).final_scores
    if recount is None:
        pytest.fail(f"{game.id}: its hook recounts no final scores")
    seen_options = set()
    for play in plays(game.id):
        if play.problem:
            continue
        state = play.state
        assert state.is_over
        seen_options.add(repr(sorted(play.options.items())))
        assert recount(state, play.actions) == state.scores(), (play.seats, play.options, play.seed)
        winners = state.winners()
        assert all(0 <= w < play.seats for w in winners)
        if winners:
            best = max(state.scores())
            assert all(state.scores()[w] == best for w in winners)
    assert len(seen_options) > 1, "the random games all played the same options"
