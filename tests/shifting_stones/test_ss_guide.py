"""The guided first game of Shifting Stones: following the guide from its deal teaches every lesson no later than
the rules it explains come into play (found here from the positions and the moves, not from the guide), the guide
never blocks a game played otherwise, and its words (lessons, reasons, the final scores) exist in both languages."""

from __future__ import annotations

import random

import pytest

from tavolo.catalogs import languages
from tavolo.catalogs import _index, forms
from tavolo.games import GAMES
from tavolo.games.shifting_stones import guide
from tavolo.games.shifting_stones.data import FLIP, matches
from tavolo.games.shifting_stones.text import card_words, points_text

from tests.guide_helpers import play_guided

GAME_ID = "shifting-stones"
GAME = GAMES[GAME_ID]
LANGS = languages()


def _completes(state, kind) -> bool:
    """Whether one shift (or flip) of this position, paid with some card, makes another card of the hand match."""
    hand, grid = state.hands[state.current], state.grid
    for action in state.legal_actions():
        if action[0] != kind:
            continue
        after = list(grid)
        if kind == "shift":
            a, b = action[2:]
            after[a], after[b] = after[b], after[a]
        else:
            after[action[2]] = FLIP[after[action[2]]]
        if any(c != action[1] and matches(after, c) and not matches(grid, c) for c in hand):
            return True
    return False


class Run:
    """One guided game played to its end, with what was seen at each of the person's positions."""

    def __init__(self, choose=None, lang="en"):
        self.positions = []         # (move count, state, advice, the move played)

        def on_position(match, advice):
            state = match.state
            view, legal = state.view(0), state.legal_actions()
            self.positions.append([len(match.moves), state.clone(), advice, None])

        def play(match, advice):
            action = choose(match, advice) if choose else advice.action
            self.positions[-1][3] = action
            return action

        self.match, self.guide, self.last = play_guided(GAME_ID, play, lang, on_position)

    def first(self, test):
        """The move count of the person's first position where `test(state, move played)` holds."""
        return next((step for step, state, _, move in self.positions if test(state, move)), None)


@pytest.fixture(scope="module")
def followed():
    return Run()


def test_following_the_guide_reaches_the_end_and_teaches_every_lesson(followed):
    state = followed.match.state
    assert state.is_over
    assert set(followed.guide.told) == set(guide.LESSONS)
    assert followed.last.taught == followed.last.total == len(guide.LESSONS)
    assert state.winners() == [0], "the deal is friendly: following the guide wins it"


def test_each_lesson_is_taught_when_it_first_comes_into_play(followed):
    run, told = followed, followed.guide.told
    target = run.match.state.target
    comes = {
        "hand": run.first(lambda s, m: any(a[0] in ("shift", "flip") for a in s.legal_actions())),
        "shift": run.first(lambda s, m: m[0] == "shift" or _completes(s, "shift")),
        "flip": run.first(lambda s, m: m[0] == "flip" or _completes(s, "flip")),
        "score": run.first(lambda s, m: any(a[0] == "score" for a in s.legal_actions())),
        "skip": run.first(lambda s, m: m == ("skip",)),
        "patterns": run.first(lambda s, m: m[0] in ("shift", "flip", "score")),
        "end": run.first(lambda s, m: max(map(len, s.scored)) >= target - guide.NEAR_END),
        "counts": run.first(lambda s, m: bool(s.scored[0])),
    }
    assert set(comes) == set(guide.LESSONS) and None not in comes.values(), comes
    for lesson in guide.LESSONS:
        assert told[lesson] <= comes[lesson], (lesson, told[lesson], comes[lesson])
    # each is shown in the position it is taught in, and the end is known before anyone brings it
    shown = {lesson: step for step, _, advice, _ in run.positions for lesson, *_ in advice.lessons}
    assert shown == told
    trigger = run.first(lambda s, m: s.end_triggered)
    assert trigger is None or told["end"] < trigger
    # a phone shows them a few at a time: three at the first position (the turn, patterns, its first action), then
    # no more than two together
    at = [sum(1 for step in told.values() if step == position[0]) for position in run.positions]
    assert at[0] == 3 and max(at[1:]) <= 2, at


def test_the_guide_answers_with_a_long_hand_far_from_its_patterns(make_state):
    """The most the suggestion ever searches: seven cards all far from their patterns. (Its time is a figure of
    `make bench`, never a test's limit.)"""
    far = make_state(grid="OOHDDTFSB", hands=[["SS66", "SS67", "SS68", "SS69", "SS70", "SS71", "SS72"], []],
                     skipped_last=[True, False])
    view, legal = far.view(0), far.legal_actions()
    action, reason, params = guide.suggest(view, legal)
    assert action in legal
    assert guide.why(reason, params, "en", ["Anna", "Bot 2"])


def _random_choice(seed):
    rng = random.Random(seed)
    return lambda match, advice: rng.choice(match.state.legal_actions())


@pytest.mark.parametrize("seed,lang", [(1, "en"), (2, "it"), (5, "en")])
def test_the_guide_never_blocks_a_person_who_plays_otherwise(seed, lang):
    run = Run(choose=_random_choice(seed), lang=lang)      # play_guided checks every suggestion is legal
    assert run.match.state.is_over
    assert any(advice.action != move for _, _, advice, move in run.positions)
    _assert_final_states_the_scores(run.match, run.last.final, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_final_words_state_the_real_scores(followed, lang):
    match = followed.match
    _assert_final_states_the_scores(match, guide.final(match.state.view(0), lang, match.names), lang)


def _assert_final_states_the_scores(match, lines, lang):
    state, names = match.state, match.names
    assert lines and all(lines)
    text = " ".join(lines)
    scores, cards = state.scores(), state.card_points()
    for seat, name in enumerate(names):
        said = [line for line in lines if name in line]
        assert any(points_text(scores[seat], lang) in line for line in said), (name, scores[seat], lines)
        assert any(points_text(cards[seat], lang) in line for line in said), (name, cards[seat], lines)
        for card in state.scored[seat]:
            assert card_words(card, lang) in text
    for seat in state.winners():
        assert names[seat] in lines[-1] and points_text(scores[seat], lang) in lines[-1]


def test_a_tie_shares_the_victory_and_the_bonus():
    state = GAME.new_state(2, guide.DEAL["options"], 1)
    state.scored = [["SS01", "SS29", "SS55"], ["SS02", "SS30", "SS56"]]       # 1 + 2 + 3 each
    state.over = True
    names = ["Anna", "Bot 1"]
    for lang in LANGS:
        lines = guide.final(state.view(0), lang, names)
        assert state.scores() == [9, 9]
        assert sum("Anna" in line and "Bot 1" in line for line in lines) == 2      # the bonus tie, the shared win
        assert points_text(9, lang) in lines[-1]
    assert "no tie-breaker" in guide.final(state.view(0), "en", names)[-1]
    state.scored = [["SS29"], []]
    assert any("Nobody" in line for line in guide.final(state.view(0), "en", names))


def test_after_a_skip_the_guide_brings_a_pattern_closer(make_state):
    # O O H / D D T / F S B and four 5-point cards, none within two actions; skipping again is not allowed.
    state = make_state(grid="OOHDDTFSB", hands=[["SS72", "SS70", "SS69", "SS71"], []], skipped_last=[True, False])
    view, legal = state.view(0), state.legal_actions()
    action, reason, params = guide.suggest(view, legal)
    assert action in legal and reason in ("shift_closer", "flip_closer")
    assert guide.distance("".join(_after(state, action)), params["card2"]) < guide.distance("".join(state.grid),
                                                                                             params["card2"])


def _after(state, action):
    grid = list(state.grid)
    if action[0] == "shift":
        grid[action[2]], grid[action[3]] = grid[action[3]], grid[action[2]]
    else:
        grid[action[2]] = FLIP[grid[action[2]]]
    return grid


SAMPLES = {
    "score": {"card": "SS13"},
    "shift_done": {"cells": [0, 1], "faces": ["O", "F"], "card": "SS48", "card2": "SS22"},
    "flip_done": {"cells": [5], "faces": ["O"], "card": "SS56", "card2": "SS02"},
    "shift_near": {"cells": [3, 4], "faces": ["B", "D"], "card": "SS55", "card2": "SS02"},
    "flip_near": {"cells": [2], "faces": ["O"], "card": "SS30", "card2": "SS61"},
    "shift_closer": {"cells": [7, 8], "faces": ["H", "M"], "card": "SS01", "card2": "SS72"},
    "flip_closer": {"cells": [4], "faces": ["M"], "card": "SS01", "card2": "SS70"},
    "skip": {},
    "end": {"draw": 3},
}


def test_every_lesson_and_reason_has_words_in_both_languages():
    assert set(SAMPLES) == set(guide.REASONS)
    for lesson in guide.LESSONS:
        en, it = guide.lesson(lesson, "en"), guide.lesson(lesson, "it")
        assert all(en) and all(it) and en[0] != it[0] and en[1] != it[1], lesson
    names = ["Anna", "Bot 1"]
    for reason, params in [*SAMPLES.items(), ("end", {"draw": 1}), ("end", {"draw": 0})]:
        said = {lang: guide.why(reason, params, lang, names) for lang in LANGS}
        assert all(said.values()) and len(set(said.values())) == len(LANGS) and "{" not in "".join(said.values()), \
            reason
    for context, source in _index(GAME_ID).items():
        if context.startswith("guide."):
            assert all(forms(GAME_ID, context, lang) != source for lang in LANGS if lang != "en"), context
    assert "1 card" in guide.why("end", {"draw": 1}, "en", names)
    assert "3 carte" in guide.why("end", {"draw": 3}, "it", names)
    assert "Boat to Horse" in guide.why("flip_done", SAMPLES["flip_done"], "en", names)


def test_the_reasons_given_in_play_are_the_declared_ones(followed):
    seen = set()
    for _, state, _, _ in followed.positions:
        action, reason, params = guide.suggest(state.view(0), state.legal_actions())
        assert action in state.legal_actions() and reason in guide.REASONS
        seen.add(reason)
    assert {"score", "shift_done", "flip_done", "skip", "end"} <= seen
