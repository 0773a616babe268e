"""The board (pure HTML) and the bots: blindness, and (slow) strength."""

import pytest

from tavolo.bots import make_bot, run_to_end
from tavolo.engine import Rng
from tavolo.games.citadels import view as board

import citadels_helpers as helpers
from citadels_helpers import GAME, random_game
from tests.board_helpers import board_ctx

from tavolo.games import GAMES

touched = GAMES["citadels"].touched



def positions(seats=4, seed=3, every=9):
    return helpers.positions({"cast": "cunning", "rank9": "always"}, seats, seed, every)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_render_every_position(lang):
    for state in positions():
        for viewer in [None] + list(range(state.num_players)):
            ctx = board_ctx(state, viewer, lang)
            html = board.render(state.view(viewer), board.empty_ui(), ctx)
            assert "ci-board" in html
            if viewer is not None and state.current_player == viewer:
                assert any(f'data-action="{kind}"' in html for kind in ("move", "g:ask", "g:magic"))


def test_draft_shows_face_up_never_face_down():
    state = GAME.new_state(4, None, 2)
    down = next(c for k, _, c in state.events if k == "down")
    from tavolo.games.citadels.text import char_name
    viewer = state.current_player
    html = board.render(state.view(viewer), board.empty_ui(), board_ctx(state, viewer))
    for c in state.faceup:
        assert char_name(c) in html
    pool_buttons = html.count('data-action="move"')
    assert pool_buttons == len(state.pool)
    other = (viewer + 1) % 4
    html = board.render(state.view(other), board.empty_ui(), board_ctx(state, other))
    assert 'data-action="move"' not in html
    assert f'"pick", "{down}"' not in html


def test_destructive_moves_ask_first():
    for state in positions(every=3):
        viewer = state.current_player
        view = state.view(viewer)
        legal = state.legal_actions()
        destroy = [a for a in legal if a[0] in ("destroy", "armory", "exchange", "seize", "kill")]
        if not destroy:
            continue
        ui, action = board.on_event("ask", {"move": __import__("json").dumps(list(destroy[0]))}, view, {})
        assert action is None and tuple(ui["confirm"]) == destroy[0]
        html = board.render(view, ui, board_ctx(state, viewer))
        assert html.count('data-action="move"') == 1
        return
    pytest.skip("no destructive move met")


def test_touched_names_parts():
    assert "city:2" in touched(("destroy", 2, 0, "manor"), {"current": 1})
    assert "char:king" in touched(("kill", "king"), {"current": 0})
    assert not any("king" in part for part in touched(("pick", "king"), {"current": 0}))


def test_public_labels_hide_secret_choices():
    from tavolo.games.citadels.text import label, private_label
    for action in [("pick", "king"), ("drop", "bishop"), ("keep", "palace"), ("give", "manor"), ("sign", "thief"),
                   ("flower", "merchant"), ("take", "castle"), ("lab", "tavern"), ("museum", "temple"),
                   ("theater", "king", 2), ("magic_discard", "manor"), ("den_pay", "manor")]:
        for lang in ("en", "it"):
            public = label(action, lang)
            assert action[1] not in public.lower() and private_label(action, lang) != public
            from tavolo.games.citadels.text import card_name, char_name
            from tavolo.games.citadels.data import CHARACTERS
            name = char_name(action[1], lang) if action[1] in CHARACTERS else card_name(action[1], lang)
            assert name not in public


def test_end_table():
    state, _ = random_game(4, 5)
    html = board.render(state.view(0), board.empty_ui(), board_ctx(state, 0))
    assert "Final scores" in html and "District costs" in html


@pytest.mark.parametrize("level", ["easy", "strong"])
def test_bots_are_blind(level):
    """Same choice for two states that differ only in what the bot cannot know (same seed)."""
    checked = 0
    for state in positions(seats=4, seed=11, every=13)[:8]:
        seat = state.current_player
        other = GAME.from_view(state.view(seat), seat, Rng(99))
        a = run_to_end(make_bot(GAME, level, 5).think(GAME, state.view(seat), seat))
        b = run_to_end(make_bot(GAME, level, 5).think(GAME, other.view(seat), seat))
        assert a == b
        checked += 1
    assert checked


def test_bots_play_legal_moves_in_every_seat_count():
    for seats in (2, 3, 5, 8):
        state = GAME.new_state(seats, None, seats)
        bots = [make_bot(GAME, "easy", p) for p in range(seats)]
        while not state.is_over:
            p = state.current_player
            state.apply(run_to_end(bots[p].think(GAME, state.view(p), p)))


def duel(levels, seed):
    state = GAME.new_state(len(levels), None, seed)
    bots = [make_bot(GAME, level, seed * 10 + i) for i, level in enumerate(levels)]
    while not state.is_over:
        p = state.current_player
        state.apply(run_to_end(bots[p].think(GAME, state.view(p), p)))
    return state.winners()


# Lean versions of the measurements in the report (200 games each): the seeds are fixed, so they are stable.
@pytest.mark.slow
def test_strong_beats_random_two_players():
    wins = 0
    for seed in range(60):
        seat = seed % 2
        levels = ["random", "random"]
        levels[seat] = "strong"
        winners = duel(levels, seed)
        wins += (seat in winners) / len(winners)
    assert wins >= 57


@pytest.mark.slow
def test_strong_against_three_easy():
    wins = 0
    for seed in range(60):
        seat = seed % 4
        levels = ["easy"] * 4
        levels[seat] = "strong"
        winners = duel(levels, seed)
        wins += (seat in winners) / len(winners)
    assert wins >= 24
