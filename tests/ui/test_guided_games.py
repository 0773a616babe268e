"""Every game's guided first game, played through the screens as a person would: Learn to play, then the marked
move each turn (the guide's "Play it" button, whose move the board's own button carries too), to the end, where
the final scores are explained. Each rule the game's guide teaches is shown on the screen where it is first
taught, one at a time; the guide can be folded away and taken up again from the save."""

import html as html_lib
import json
import re

import pytest

from tavolo.games import GAMES
from tavolo.play.guide import module_of
from tavolo.storage import MemoryBackend, SaveStore
from tavolo.ui.controller import Controller
from tests.game_helpers import Clock
from tests.ui.test_controller import run_bots

GUIDE_MOVE = re.compile(r'<button[^>]*data-move="([^"]*)"[^>]*data-key="guide-play"')


def make(lang="en", backend=None):
    return Controller(SaveStore(backend or MemoryBackend(), GAMES), GAMES, lang, clock=Clock(),
                      seed_source=lambda: 7)


def shown_lessons(c, page):
    """The lessons the guide panel shows now, turning its pages one by one as a person would."""
    seen = []
    while True:
        screen = c.render()
        lesson = re.search(r'data-lesson="([^"]+)"', screen)
        if lesson is None:
            return seen, screen
        seen.append(lesson.group(1))
        if 'data-key="guide-next"' not in screen or re.search(r'data-key="guide-next"[^>]*disabled', screen):
            return seen, screen
        c.dispatch("guide-page", {"to": str(len(seen))})


def suggested(screen):
    found = GUIDE_MOVE.search(screen)
    return None if found is None else html_lib.unescape(found.group(1))


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_guided_game_is_played_to_its_end_by_its_marked_moves_and_teaches_every_rule(game_id, lang):
    c = make(lang)
    c.dispatch("learn", {"game": game_id})
    guide = module_of(GAMES[game_id])
    assert c.screen == "play" and c.match.guide is not None
    assert [s["bot"] for s in c.match.record.seats] == [None] + [guide.DEAL["bots"]] * (guide.DEAL["seats"] - 1)
    taught = []
    for _ in range(2000):
        run_bots(c)
        if c.match.state.is_over:
            break
        lessons, screen = shown_lessons(c, None)
        taught += lessons
        move = suggested(screen)
        assert move is not None, "the person is to move and the guide suggests nothing"
        # The board's own button for that move is marked too, where the board has one.
        marked = re.findall(r'data-move="([^"]*)"[^>]*data-suggested="true"', screen)
        assert all(html_lib.unescape(m) == move for m in marked)
        c.dispatch("move", {"move": move})
    assert c.match.state.is_over
    lessons, screen = shown_lessons(c, None)
    taught += lessons
    assert set(taught) == set(guide.LESSONS) and len(taught) == len(set(taught)), "each rule taught once"
    # The end explains the final scores, and offers a real game.
    finals = re.search(r'class="guide-lesson guide-final".*?</section>', screen, re.S).group(0)
    for score in c.match.state.scores():
        assert re.search(rf"\b{score}\b", finals)
    assert 'data-key="guide-real"' in finals


def test_a_guided_game_is_left_and_taken_up_again_where_it_was_and_the_guide_folds_away():
    backend = MemoryBackend()
    c = make("en", backend)
    c.dispatch("learn", {"game": "shifting-stones"})
    save_id = c.match.record.meta["id"]
    for _ in range(3):
        run_bots(c)
        c.dispatch("move", {"move": suggested(c.render())})
    run_bots(c)
    told = dict(c.match.guide.told)
    assert told
    c.dispatch("home")
    home = c.render()
    assert f'data-key="resume-{save_id}"' in home
    again = make("en", backend)
    again.dispatch("resume", {"id": save_id})
    assert again.match.guide is not None and again.match.guide.told == told
    assert suggested(again.render()) is not None
    # Folded away, it says nothing and marks nothing, and stays folded in the save; every move stays open.
    again.dispatch("guide-hide", {"hidden": "true"})
    screen = again.render()
    assert 'data-key="guide-show"' in screen and suggested(screen) is None and "data-suggested" not in screen
    assert again.store.read(save_id).meta["guide"]["hidden"] is True
    again.dispatch("guide-hide", {"hidden": "false"})
    assert suggested(again.render()) is not None


def test_the_guide_never_blocks_another_legal_move():
    c = make("en")
    c.dispatch("learn", {"game": "citadels"})
    run_bots(c)
    screen = c.render()
    move = suggested(screen)
    others = [a for a in c.match.state.legal_actions() if json.dumps(list(a)) != move]
    assert others
    before = len(c.match.moves)
    c.dispatch("move", {"move": json.dumps(list(others[-1]))})
    assert len(c.match.moves) == before + 1 and c.message is None
