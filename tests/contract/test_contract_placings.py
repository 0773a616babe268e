"""Every game's placings over its random finished games: every seat placed once, best first, tied seats sharing a
place and the next place skipping them (1, 2, 2, 4); winners() is the first place; a tie the rules broke is said in
the game's words, in both languages, and the end table lists the seats in that order."""

import re

from tavolo.catalogs import languages
from tavolo.engine import State
from tavolo.i18n import tr
from tavolo.ui.pages import end_table

from contract_hooks import plays

LANGS = languages()


def test_placings_follow_the_scores_and_the_first_place_wins(game):
    for play in plays(game.id):
        if play.problem:
            continue
        state = play.state
        scores = state.scores()
        placings = state.placings()
        seats = [seat for seat, _ in placings.order]
        places = [place for _, place in placings.order]
        assert sorted(seats) == list(range(play.seats))
        assert [scores[s] for s in seats] == sorted(scores, reverse=True)
        assert places == [1 + sum(1 for p in places if p < place) for place in places]
        for (a, pa), (b, pb) in zip(placings.order, placings.order[1:]):
            assert pa == pb or scores[a] > scores[b] or any(b in t.seats and a in t.ahead for t in placings.ties)
        if play.seats > 1:
            assert state.winners() == placings.first()
        for tie in placings.ties:
            assert len(tie.seats) > 1 and all(scores[s] == tie.points for s in tie.seats)
            assert set(tie.ahead) <= set(tie.seats) and (tie.key is None) == (not tie.broken)
        html = str(end_table("en", game, state, [{"name": f"P{i}", "bot": None} for i in range(play.seats)]))
        assert [int(s) for s in re.findall(r'<tr[^>]*data-seat="(\d+)"', html)] == seats


def test_a_tie_break_is_said_in_both_languages(game):
    """A game whose rules break ties names its reason with a key of its words, filled in both languages."""
    if type(game.new_state(game.min_seats)).tie_break is State.tie_break:
        return                                    # ties share their place: nothing to say but that
    said = 0
    for play in plays(game.id):
        if play.problem:
            continue
        for seat in range(play.seats):
            _, key, params = play.state.tie_break(seat)
            for lang in LANGS:
                entry = game.text[key]
                assert entry["en"] and entry["it"]
                text = tr(game.text, key, lang, n=1, **game.placing_words(params, lang))
                assert text and "{" not in text and not re.search(r"\b[a-z]+_[a-z_]+\b", text), text
                said += 1
    assert said
