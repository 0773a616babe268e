"""The guided first game of Carcassonne with The Cult: followed from its deal, it reaches the end and teaches every
lesson no later than the position where the lesson first comes into play, found here from the legal moves, the
record and the state (not from the guide's own `lessons`); played at random instead, it never blocks and ends with
the real scores explained; every lesson and reason reads in English and Italian."""

from __future__ import annotations

import random

import pytest

from guide_helpers import play_guided
from tavolo.games.carcassonne import guide
from tavolo.games.carcassonne.data import AROUND, TILES

GAME = "carcassonne"
NAMES = ["Anna", "Bot 2"]


def observe(choose=None):
    """Play the guided game; at each of the person's positions note what the test needs, the suggestion (with its
    reason) and the position's facts."""
    seen = []

    def on_position(match, advice):
        state = match.state
        view, legal = state.view(0), state.legal_actions()
        action, reason, params = guide.suggest(view, legal)
        assert (action, reason, params) == guide.suggest(view, legal)          # deterministic
        seen.append({"step": len(match.moves), "state": state.clone(), "legal": legal, "placed": placed(match),
                     "action": action, "reason": reason, "params": params, "advice": advice})

    match, told, last = play_guided(GAME, choose=choose, on_position=on_position)
    return match, told, last, seen


def placed(match) -> list:
    """The tiles placed so far by anyone, from the record."""
    return [a[1] for a in match.record.actions if a[0] == "place"]


# ---- when each lesson comes into play, from the position's facts ------------------------------------------------
def hand(p):
    return p["state"].tile if p["state"].pending is None else None


def completed(p, kind) -> bool:
    return any(e["kind"] == kind and e["complete"] for e in p["state"].scored)


def faces_occupied(state, pos, building) -> bool:
    """An occupied building of the other kind stands around `pos`."""
    board = state.board
    for dx, dy in AROUND:
        node = board.monastics.get((pos[0] + dx, pos[1] + dy))
        if node is not None and board.kind[node] != building and board.occupants[board.find(node)]:
            return True
    return False


def challenge_in_play(p) -> bool:
    state = p["state"]
    if state.challenges() or any(e["kind"] == "challenge" for e in state.scored):
        return True
    if state.pending is None:
        return False
    building = TILES[state.tile].building
    return ("follower", building) in p["legal"] and faces_occupied(state, state.pending[:2], building)


def building_met(p, building) -> bool:
    letters = p["placed"] + ([hand(p)] if hand(p) else []) + p["state"].discarded
    return any(TILES[letter].building == building for letter in letters)


IN_PLAY = {
    "tiles": lambda p: any(a[0] == "place" for a in p["legal"]),
    "followers": lambda p: any(a[0] == "follower" for a in p["legal"]),
    "roads": lambda p: (hand(p) and "R" in TILES[hand(p)].edges) or completed(p, "road"),
    "cities": lambda p: (hand(p) and "C" in TILES[hand(p)].edges) or completed(p, "city"),
    "monasteries": lambda p: building_met(p, "monastery"),
    "farmers": lambda p: any(a[0] == "follower" and a[1].startswith("field") for a in p["legal"]),
    "shrines": lambda p: building_met(p, "shrine"),
    "challenges": challenge_in_play,
}


def first_in_play(seen, end_step) -> dict:
    found = {"end": end_step}
    for lesson, test in IN_PLAY.items():
        steps = [p["step"] for p in seen if test(p)]
        if steps:
            found[lesson] = steps[0]
    return found


@pytest.fixture(scope="module")
def followed():
    return observe()


def test_following_the_suggestions_reaches_the_end_and_teaches_everything(followed):
    match, told, last, seen = followed
    assert match.state.is_over and last.final
    assert set(told.told) == set(guide.LESSONS) and last.taught == last.total == len(guide.LESSONS)
    assert len(set(guide.LESSONS)) == len(guide.LESSONS)


def test_each_lesson_is_taught_when_it_first_comes_into_play(followed):
    match, told, _, seen = followed
    end = len(match.moves)
    first = first_in_play(seen, end)
    assert set(first) == set(guide.LESSONS), "every lesson comes into play in the deal"
    steps = {p["step"] for p in seen} | {end}
    for lesson in guide.LESSONS:
        assert told.told[lesson] in steps, lesson                          # at a position of the person's
        assert told.told[lesson] <= first[lesson], (lesson, told.told[lesson], first[lesson])
    # and not before: these come into play exactly where the guide teaches them
    for lesson in ("tiles", "followers", "roads", "cities", "monasteries", "farmers", "shrines"):
        assert told.told[lesson] == first[lesson], lesson
    # the end scoring is taught while tiles are still to come; a challenge when one could be started or exists
    assert told.told["end"] < end
    at = next(p for p in seen if p["step"] == told.told["challenges"])
    state = at["state"]
    could = hand(at) and TILES[hand(at)].building and any(
        faces_occupied(state, a[2:4], TILES[hand(at)].building) for a in at["legal"] if a[0] == "place")
    assert could or challenge_in_play(at)


def test_the_deal_shows_a_challenge_started_and_won_by_the_person(followed):
    _, _, _, seen = followed
    reasons = [p["reason"] for p in seen]
    assert {"challenge_shrine", "challenge_monastery"} & set(reasons)
    assert "win_challenge" in reasons


def test_suggestions_are_legal_and_explained(followed):
    _, _, _, seen = followed
    assert all(p["action"] in p["legal"] and p["action"] == p["advice"].action for p in seen)
    assert all(p["reason"] in guide.REASONS and p["advice"].why for p in seen)


def end_points(match) -> list:
    """What the end scoring gave each seat: the final scores less those before the last turn ended and less what
    that turn completed."""
    state = match.state
    before = match.moves[-2].scores
    last_turn = [e for e in state.scored if e["turn"] == state.turn_no and e["complete"]]
    return [state.scores()[seat] - before[seat] - sum(e["points"] for e in last_turn if seat in e["seats"])
            for seat in range(state.num_players)]


def check_final(match):
    state = match.state
    view = state.view(0)
    scores = state.scores()
    ends = end_points(match)
    for lang in ("en", "it"):
        lines = guide.final(view, lang, NAMES)
        for seat, name in enumerate(NAMES):
            assert guide.t("final_seat", lang, name=name, n=scores[seat], m=ends[seat]) in lines
        best = max(scores)
        winners = [seat for seat, s in enumerate(scores) if s == best]
        if len(winners) == 1:
            assert lines[-1] == guide.t("final_winner", lang, name=NAMES[winners[0]], n=best)
        else:
            assert str(best) in lines[-1] and all(NAMES[seat] in lines[-1] for seat in winners)
    english, italian = guide.final(view, "en", NAMES), guide.final(view, "it", NAMES)
    for seat, name in enumerate(NAMES):
        assert any(line.startswith(f"{name} scored {scores[seat]} point") for line in english)
        assert any(line.startswith(f"{name} ha fatto {scores[seat]} punt") for line in italian)
    assert english != italian


def test_final_words_state_the_real_scores(followed):
    match, _, last, _ = followed
    check_final(match)
    assert list(last.final) == guide.final(match.state.view(0), "en", match.names)


def test_random_moves_never_block_and_end_with_the_scores():
    rng = random.Random(7)
    match, told, last, seen = observe(choose=lambda match, advice: rng.choice(match.state.legal_actions()))
    assert match.state.is_over and last.final
    assert all(p["action"] in p["legal"] for p in seen)
    assert "end" in told.told and "tiles" in told.told
    check_final(match)


def test_every_lesson_and_reason_reads_in_both_languages():
    for lesson in guide.LESSONS:
        en, it = guide.lesson(lesson, "en"), guide.lesson(lesson, "it")
        assert all(en) and all(it) and en[0] != it[0] and en[1] != it[1], lesson
        assert "{" not in en[1] + it[1] and en[0] != lesson + ".title"
    for reason in guide.REASONS:
        for n in (0, 1, 2):
            en, it = (guide.why(reason, {"n": n}, lang, NAMES) for lang in ("en", "it"))
            assert en and it and en != it and "{" not in en + it and not en.startswith("why_"), reason
