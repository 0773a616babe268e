"""The guided first game of Citadels: followed from its fixed deal it reaches the end having taught every lesson,
each one no later than the first position where it comes into play (found here from the record, the legal moves
and the state, not from the guide's own test); it never blocks (random moves also reach the end, every
suggestion is legal, quick, and read from the view alone); the end explains the real scores; every word is there
in English and in Italian."""

from __future__ import annotations

import copy
import random
import re

import pytest

from guide_helpers import play_guided
from tavolo.games import GAMES
from tavolo.games.citadels import guide
from tavolo.games.citadels.data import TYPE_INDEX, TYPE_OF
from tavolo.games.citadels.guide_moves import REASONS, suggest
from tavolo.i18n import tr

UNIQUE = TYPE_INDEX["unique"]
SHOWN = ("reveal", "resume", "killed_revealed")


class Log:
    """What the test sees of a guided game: each of the person's positions (and the end) with its legal moves
    and facts of the full state, the suggestions with their reasons."""

    def __init__(self):
        self.positions = []      # (step, legal, facts)
        self.reasons = []
        self.views = []          # (view, legal) at each position

    def facts(self, match):
        s = match.state
        return {"last_round": s.last_round, "over": s.over, "crown": s.crown,
                "sizes": list(s.size), "threshold": s.threshold,
                "unique_built": any(TYPE_OF[c] == UNIQUE for city in s.cities for c in city)}

    def on_position(self, match, advice):
        legal = match.state.legal_actions()
        self.positions.append((len(match.moves), legal, self.facts(match)))
        view = match.state.view(0)
        self.views.append((view, legal))
        action, reason, params = suggest(view, legal)
        guide.lessons(view, legal, [])
        guide.why(reason, params, "it", match.names)
        assert action == advice.action and action in legal
        self.reasons.append(reason)


def play(choose=None, lang="en"):
    log = Log()
    match, g, last = play_guided("citadels", choose=choose, lang=lang, on_position=log.on_position)
    log.positions.append((len(match.moves), [], log.facts(match)))       # the end: lessons are taught there too
    return match, g, last, log


@pytest.fixture(scope="module")
def followed():
    return play()


def first_at(log, test):
    """The step of the person's first position (or the end) where `test(step, legal, facts)` holds."""
    return next((step for step, legal, facts in log.positions if test(step, legal, facts)), None)


def news_steps(match, test):
    """The steps after which an event passing `test` has happened (the move's index + 1)."""
    return [i + 1 for i, move in enumerate(match.moves) for event in move.news if test(event)]


def came_into_play(match, log):
    """{lesson: the step of the person's first position where it matters}, from the record and the state."""
    def after(steps):
        return first_at(log, lambda step, legal, facts: bool(steps) and step >= min(steps))

    def any_legal(kinds):
        return first_at(log, lambda step, legal, facts: any(a[0] in kinds for a in legal))

    crown_moved = news_steps(match, lambda e: e[0] == "crown" and e[2] != "start")
    crown_held = first_at(log, lambda step, legal, facts: facts["crown"] == 0 and any(a[0] == "pick" for a in legal))
    found = {
        "goal": log.positions[0][0],
        "crown": min(x for x in (after(crown_moved), crown_held) if x is not None),
        "draft": any_legal(("pick",)),
        "discards": any_legal(("pick",)),
        "gold_or_cards": first_at(log, lambda step, legal, facts: ("gold",) in legal),
        "income": any_legal(("income",)),
        "build": any_legal(("build", "end")),
        "unique": first_at(log, lambda step, legal, facts: facts["unique_built"] or any(
            a[0] == "build" and TYPE_OF[a[1]] == UNIQUE for a in legal)),
        "end": first_at(log, lambda step, legal, facts: facts["last_round"] or facts["over"]),
        "bonuses": first_at(log, lambda step, legal, facts: facts["last_round"] or facts["over"]
                            or max(facts["sizes"]) >= facts["threshold"] - 1),
    }
    for c in guide.CAST:
        offered = first_at(log, lambda step, legal, facts: ("pick", c) in legal)
        shown = after(news_steps(match, lambda e: e[0] in SHOWN and e[2] == c))
        found[f"power_{c}"] = min((x for x in (offered, shown) if x is not None), default=None)
    return found


def test_the_deal_teaches_every_lesson_in_time(followed):
    match, g, last, log = followed
    assert match.state.is_over and guide.DEAL["seats"] == match.state.num_players == 4
    assert set(guide.LESSONS) == set(g.told) and last.taught == last.total == len(guide.LESSONS)
    found = came_into_play(match, log)
    assert set(found) == set(guide.LESSONS)
    late = {lesson: (g.told[lesson], at) for lesson, at in found.items() if at is None or g.told[lesson] > at}
    assert not late, late
    steps = {step for step, _, _ in log.positions}
    assert set(g.told.values()) <= steps
    # the first position teaches the start and the two characters offered to the last to choose, no more
    assert sorted(lesson for lesson, at in g.told.items() if at == log.positions[0][0]) == \
        sorted(["goal", "draft", "discards"] + [f"power_{a[1]}" for a in log.positions[0][1]])
    # each lesson is taught once, in the order the game brings them
    assert list(g.told) == sorted(g.told, key=g.told.get)


def test_the_followed_game_is_a_friendly_one(followed):
    match, g, last, log = followed
    assert match.state.winners() == [0]
    assert {"build_best", "income", "kill_gain", "swap_hands", "end_done"} <= set(log.reasons)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_moves_reach_the_end_and_the_end_is_explained(seed):
    rng = random.Random(seed)
    match, g, last, log = play(choose=lambda match, advice: rng.choice(match.state.legal_actions()))
    state = match.state
    assert state.is_over and set(log.reasons) <= set(REASONS)
    for lang in ("en", "it"):
        lines = guide.final(state.view(0), lang, match.names)
        check_final(lines, state, match.names, lang)


def test_every_seat_of_random_games_gets_a_legal_suggestion():
    """Not only the person's positions: any seat's, in games the suggestions and random moves share."""
    game = GAMES["citadels"]
    names = ["Anna", "Bea", "Carlo", "Dario"]
    for seed in range(3):
        state, rng = game.new_state(4, guide.DEAL["options"], seed), random.Random(seed)
        while not state.is_over:
            legal, view = state.legal_actions(), state.view(state.current_player)
            action, reason, params = suggest(view, legal)
            assert action in legal and reason in REASONS and "why_" not in guide.why(reason, params, "it", names)
            state.apply(rng.choice(legal) if rng.random() < 0.5 else action)


def check_final(lines, state, names, lang):
    """Each seat's lines give its real score and parts that add up to it; the last line names a winner."""
    scores = state.scores()
    *body, verdict = lines
    for seat, name in enumerate(names):
        own = [re.findall(r"\d+", line.replace(name, "")) for line in body if name in line]
        (score, costs), parts = [int(x) for x in own[0][:2]], [int(x[0]) for x in own[1:]]
        assert score == scores[seat] and costs + sum(parts) == score, (lang, name, own)
    winner = names[state.winners()[0]]
    assert winner in verdict and str(scores[state.winners()[0]]) in verdict


def test_final_in_both_languages(followed):
    match, g, last, log = followed
    view = match.state.view(0)
    for lang in ("en", "it"):
        check_final(guide.final(view, lang, match.names), match.state, match.names, lang)
    assert last.final == tuple(guide.final(view, "en", match.names))
    assert guide.final(view, "it", match.names) != guide.final(view, "en", match.names)
    assert guide.final(match.state.view(0) | {"over": False}, "en", match.names) == []


def test_a_tie_says_why(followed):
    match, g, last, log = followed
    view = match.state.view(0)
    top = max(view["scores"])
    tied = view | {"scores": [top, top, 1, 1], "placings": {
        "order": [[1, 1], [0, 2], [2, 3], [3, 3]],
        "ties": [{"seats": [0, 1], "points": top, "place": 1, "ahead": [1], "key": "tie_revealed",
                  "params": {"char": "warlord", "rank": 8}},
                 {"seats": [2, 3], "points": 1, "place": 3, "ahead": [2, 3], "key": None, "params": {}}]}}
    said = guide.final(tied, "en", match.names)[-1]
    assert said.startswith(f"{match.names[1]} is tied with Anna") and "the Warlord (rank 8)" in said
    assert "il Condottiero (rango 8)" in guide.final(tied, "it", match.names)[-1]
    shared = tied | {"placings": {"order": [[0, 1], [1, 1], [2, 3], [3, 3]],
                                  "ties": [{"seats": [0, 1], "points": top, "place": 1, "ahead": [0, 1],
                                            "key": None, "params": {}}]}}
    assert guide.final(shared, "en", match.names)[-1].startswith(f"Anna and {match.names[1]} share the win")


def test_every_lesson_and_reason_has_english_and_italian_words():
    names = ["Anna", "Bot 1", "Bot 2", "Bot 3"]
    params = {"n": 2, "char": "king", "card": "castle", "who": 1}
    for lesson in guide.LESSONS:
        en, it = guide.lesson(lesson, "en"), guide.lesson(lesson, "it")
        assert all(en) and all(it) and en[0] != it[0] and en[1] != it[1], lesson
        assert "." not in en[0] and f"{lesson}." not in en[1]
    for reason in REASONS:
        en, it = (guide.why(reason, params, lang, names) for lang in ("en", "it"))
        assert en and it and en != it and "why_" not in en and "why_" not in it, reason
        assert "{" not in en + it
    assert guide.why("income", {"n": 1}, "it", names) != guide.why("income", {"n": 2}, "it", names).replace("2", "1")


def test_suggest_is_a_pure_function_of_the_view(followed):
    """Deterministic, and it leaves the view and the legal list as they were (the page keeps using them)."""
    match, g, last, log = followed
    for view, legal in log.views[::5]:
        before = copy.deepcopy((view, legal))
        assert suggest(view, legal) == suggest(copy.deepcopy(view), list(legal))
        assert (view, legal) == before
