"""Romi Rami's guided first game: following the suggestions from the fixed deal reaches the end and teaches every
lesson no later than it first comes into play (seen here from the legal moves, the record and the view, not from
the guide's own `lessons`); the guide never blocks other moves; the end explains the real scores; every word
exists in English and Italian."""

import random
import re
from pathlib import Path

import pytest

from tavolo.games.romi_rami import guide
from tavolo.games.romi_rami.data import CONTRACTS, TROPHIES
from tests.guide_helpers import play_guided


def _suited(action) -> bool:
    return action[0] == "complete" and any(code[1] == CONTRACTS[action[1]].suit for code in action[2])


def in_play(legal, before, view) -> set:
    """The lessons that come into play in a position of the person: `legal` its moves, `before` every move played
    so far (the record's), `view` what it sees."""
    done = [a for a in before if a[0] == "complete"]
    found = set()
    if any(a[0] == "take" for a in legal):
        found.add("market")
    if any(a[0] == "complete" for a in legal) or done:
        found.add("contracts")
    if any(_suited(a) for a in legal) or any(_suited(a) for a in done):
        found.add("suit_bonus")
    if any(a[0] == "complete" and a[3] for a in legal) or any(a[3] for a in done):
        found.add("star")
    if any(a[0] == "discard" for a in legal):
        found.add("hand_limit")
    if done:                                    # a completed contract counts toward some trophy
        found.add("trophies")
    if view["end_triggered"] or view["over"]:
        found.add("end")
    return found


@pytest.fixture(scope="module")
def followed():
    """The guided game played by its suggestions: (match, final advice, [(step, lessons in play, told so far,
    (unused), lessons taught here, the suggestion)] for each of the person's positions and the end)."""
    seen = []

    def on_position(match, advice):
        state = match.state
        view, legal = state.view(0), state.legal_actions()
        again = guide.suggest(view, legal)
        assert again[0] == advice.action                # deterministic
        seen.append((len(match.moves), in_play(legal, match.record.actions, view),
                     dict(match.record.meta["guide"]["told"]), 0.0, [lesson for lesson, *_ in advice.lessons],
                     again))

    match, guide_state, last = play_guided("romi-rami", on_position=on_position)
    seen.append((len(match.moves), in_play([], match.record.actions, match.state.view(0)),
                 dict(guide_state.told), 0.0, [lesson for lesson, *_ in last.lessons], None))
    return match, last, seen


def test_following_the_suggestions_ends_the_game_and_teaches_every_lesson(followed):
    match, last, seen = followed
    assert match.state.is_over
    assert set(seen[-1][2]) == set(guide.LESSONS) and last.taught == last.total == len(guide.LESSONS)
    assert len(set(guide.LESSONS)) == len(guide.LESSONS)


def test_each_lesson_is_taught_when_it_first_comes_into_play(followed):
    _, _, seen = followed
    first = {}
    for step, found, *_ in seen:
        for lesson in found:
            first.setdefault(lesson, step)
    told = seen[-1][2]
    assert set(first) == set(guide.LESSONS), "the deal brings every rule into play"
    for lesson in guide.LESSONS:
        assert told[lesson] <= first[lesson], (lesson, told[lesson], first[lesson])


def test_the_deal_spreads_the_lessons_and_the_person_wins(followed):
    """The deal is chosen so that no position teaches more than two lessons, the hand limit comes up in the game
    (not only on the last turn) and the person, following the suggestions, wins."""
    match, _, seen = followed
    assert max(len(lessons) for *_, lessons, _ in seen) <= 2
    assert match.state.winners() == [0]
    discard = min(step for step, found, *_ in seen if "hand_limit" in found)
    end = min(step for step, found, *_ in seen if "end" in found)
    assert discard < end


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_the_guide_never_blocks_a_person_who_plays_otherwise(seed):
    rng = random.Random(seed)
    reasons = set()

    def choose(match, advice):
        reasons.add(advice.why)
        return rng.choice(match.state.legal_actions())

    match, _, last = play_guided("romi-rami", choose=choose)     # asserts every suggestion is legal
    assert match.state.is_over and last.final and all(reasons)
    check_final(match)


def check_final(match):
    state = match.state
    view, names, scores = state.view(0), match.names, state.scores()
    for lang in ("en", "it"):
        lines = guide.final(view, lang, names)
        for seat, name in enumerate(names):
            said = [int(m.group(1)) for line in lines for m in [re.match(rf"{re.escape(name)}: (\d+) ", line)] if m]
            assert said == [scores[seat]], (lang, name, lines)
        assert any(names[state.winners()[0]] in line and str(scores[state.winners()[0]]) in line
                   for line in lines[:2]), lines
        assert sum(1 for line in lines if "“" in line or "«" in line) == len(state.trophies)


def test_the_final_explanation_states_the_real_scores(followed):
    match, last, _ = followed
    check_final(match)
    assert list(last.final) == guide.final(match.state.view(0), "en", match.names)
    assert guide.final(match.state.view(0), "it", match.names) != list(last.final)


@pytest.mark.parametrize("bonus, star_used, key", [
    ([["4H", "4H"], ["4L"]], [True, False], "wins: tied with"),        # 4 points each, the bonus breaks the tie
    ([["4H"], ["4L"]], [False, False], "share the win"),               # 4 points each and 1 bonus card each
])
def test_the_final_explanation_says_how_a_tie_was_settled(make_state, bonus, star_used, key):
    state = make_state(players=2, completed=[["C01"], ["C02"]], bonus=bonus, star_used=star_used,
                       trophies=("combo-2", "combo-3", "combo-4", "combo-5"))
    state.over = True
    assert state.scores()[0] == state.scores()[1]
    lines = guide.final(state.view(0), "en", ["Anna", "Bot 2"])
    assert any(key in line for line in lines), lines
    assert any("nobody gets it, because the highest count, 1, is shared" in line for line in lines), lines
    italian = guide.final(state.view(0), "it", ["Anna", "Bot 2"])
    assert len(italian) == len(lines) and not set(italian) & set(lines)


def test_the_final_explanation_names_each_trophys_winner_and_count(make_state):
    state = make_state(players=2, completed=[["C07", "C11"], ["C26"]], star_used=[False, True],
                       trophies=("combo-2", "suit-H", "suit-L", "combo-5"))
    state.over = True
    lines = guide.final(state.view(0), "en", ["Anna", "Bot 2"])
    assert "“Most 2-card combos” (5 points) goes to Anna, with 5 combos of that size." in lines
    assert "“Most 5-card combos” (2 points) goes to Bot 2, with 1 combo of that size." in lines
    assert "Anna: 11 points, that is 5 for contracts, 5 for trophies, 0 for suit-bonus cards and 1 for the unused " \
           "star." in lines
    assert "«Più combinazioni da 2 carte» (5 punti): lo vince Anna, con 5 combinazioni di quella misura." in \
        guide.final(state.view(0), "it", ["Anna", "Bot 2"])


def test_every_lesson_and_reason_has_words_in_both_languages():
    for lesson in guide.LESSONS:
        (title_en, text_en), (title_it, text_it) = guide.lesson(lesson, "en"), guide.lesson(lesson, "it")
        assert title_en and text_en and title_it != title_en and text_it != text_en
        assert "{" not in text_en + text_it
    source = Path(guide.__file__).read_text()
    reasons = set(re.findall(r'"(why_[a-z_]+)"', source))
    assert len(reasons) >= 10 and reasons <= set(guide.TABLE)
    sample = {"cards": ("1C", "2D"), "contract": "C13", "n": 2}
    for reason in reasons:
        for tid in TROPHIES:
            en, it = (guide.why(reason, {**sample, "trophy": tid}, lang, ["Anna", "Bot 2"]) for lang in ("en", "it"))
            assert en and it != en and "{" not in en + it, reason


def test_every_reason_the_suggestions_give_has_words(followed):
    _, _, seen = followed
    reasons = {reason for *_, (_, reason, _) in seen[:-1]}
    assert {"why_take_complete", "why_take_toward", "why_complete_star", "why_done_nothing", "why_discard"} <= reasons
    for *_, (_, reason, params) in seen[:-1]:
        assert reason in guide.TABLE and guide.why(reason, params, "it", ["Anna", "Bot 2"])
