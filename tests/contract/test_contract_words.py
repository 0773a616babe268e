"""Every word a game shows exists in English and Italian: score keys (and the end table built from them),
refusals (every key raised by the bad-action sweeps and the end of the game), action labels and news."""

import re

from tavolo.catalogs import languages
from tavolo.engine import Game, IllegalAction
from tavolo.i18n import tr
from tavolo.markup import esc
from tavolo.ui.messages import error_message
from tavolo.ui.pages import end_table
from tavolo.ui.text import TEXT

from contract_hooks import option_sets, plays, seat_counts, seed_of, walk
from test_contract_bad_actions import refusals
from tavolo.ui.messages import REFUSALS

LANGS = languages()
TOKEN = re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b")


def raw_keys(text, game):
    """Text-table keys (words joined by '_') left untranslated in `text`."""
    return {word for word in TOKEN.findall(str(text)) if word in game.text or word in TEXT}


def table_of(key, game, refusal=False):
    """The table a text comes from, as the shell looks it up: the game's, then (for a refusal) the contract's own
    refusals, then the shell's."""
    for table in (game.text, REFUSALS if refusal else {}, TEXT):
        if key in table:
            return table
    return None


def finished(game):
    """One finished random game per seat count."""
    out = {}
    for play in plays(game.id):
        if play.problem is None and play.seats not in out:
            out[play.seats] = play
    return [out[s] for s in sorted(out)]


def test_score_keys_and_end_table_in_both_languages(game):
    for play in finished(game):
        state = play.state
        shown = {key for parts in state.score_breakdown() for key, _ in parts}
        keys = shown | {key for parts in game.new_state(play.seats, play.options, 1).score_breakdown()
                        for key, _ in parts}
        for key in keys:
            table = table_of(key, game)
            assert table is not None, f"score key {key!r} has no text"
            assert table[key].get("en") and table[key].get("it"), key
        seats = [{"name": f"P{i}", "bot": None} for i in range(play.seats)]
        pages = {}
        for lang in LANGS:
            html = str(end_table(lang, game, state, seats))
            for key in keys:
                assert f">{key}<" not in html, f"{lang}: the end table shows the raw key {key!r}"
                if key in shown:
                    assert f">{esc(tr(table_of(key, game), key, lang))}<" in html, f"{lang}: no heading for {key!r}"
            assert not raw_keys(html, game), f"{lang}: raw keys {raw_keys(html, game)}"
            assert "{" not in html, f"{lang}: a placeholder left in the end table"
            pages[lang] = html
        assert pages["en"] != pages["it"]


def test_every_refusal_reads_in_both_languages(game):
    seen = {}
    for seats in seat_counts(game):
        for error in refusals(game.id, seats):
            shape = (error.key, tuple(sorted(error.params)))
            seen.setdefault(shape, []).append(error)
    assert seen
    for (key, _), errors in sorted(seen.items()):
        table = table_of(key, game, refusal=True)
        assert table is not None, f"refusal {key!r} has no text (the player would read the English message)"
        for error in errors[:3]:
            for lang in LANGS:
                words = game.error_words(error.params, lang)
                try:
                    expected = tr(table, key, lang, **words)
                except (KeyError, IndexError) as missing:
                    raise AssertionError(f"{lang} text of {key!r} needs {missing}, not in {sorted(words)}") from None
                message = error_message(error, lang, game)
                assert message == esc(expected)
                assert message.strip() and "{" not in message and not raw_keys(message, game), (key, lang, message)
            assert error_message(error, "it", game) != esc(str(error)), f"{key!r} falls back to English in Italian"


def test_labels_and_news_in_both_languages(game):
    names = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ugo"]
    has_news = hasattr(game.words_module(), "news_label")
    checked = {"label": 0, "news": 0}

    def words(text, what):
        assert isinstance(text, str) and text.strip(), (what, text)
        assert "{" not in text and "}" not in text, (what, text)
        assert not raw_keys(text, game), (what, text)
        assert text not in game.text, (what, text)

    for seats in seat_counts(game):
        def each(state, action, step, seats=seats):
            seat_names = names[:seats]
            for lang in LANGS:
                words(game.label(action, lang, seat_names), action)
                words(game.label(action, lang), action)
                words(game.private_label(action, lang, seat_names), action)
                words(game.label(state.public_action(action), lang, seat_names), action)
            checked["label"] += 1

        def after(state):
            for event in state.take_news():
                assert has_news, f"{game.id} reports news but has no news_label"
                for lang in LANGS:
                    words(game.news_label(event, lang, names[:seats]), event)
                    words(game.news_label(event, lang), event)
                assert all(0 <= s < seats for s in game.news_hits(event))
                checked["news"] += 1

        sets = option_sets(game)
        walk(game, seats, sets[seats % len(sets)], seed_of(game, "words", seats), each, after=after)
    assert checked["label"]
    if has_news:
        assert checked["news"], f"{game.id} defines news_label but no random game reported news"


def test_the_contracts_own_refusals_read_in_both_languages(game):
    """The refusals the base State raises for every game (State.apply, _kind_of, _why), with their parameters."""
    kind = sorted(game.actions)[0]
    errors = [IllegalAction("game_over", "The game is over"),
              IllegalAction("unknown_action", "not an action", action=repr(("nope",))),
              IllegalAction("malformed_action", "wrong count", kind=kind, count=2, n=2),
              IllegalAction("illegal", "not allowed now", action=repr((kind,)))]
    for error in errors:
        table = table_of(error.key, game, refusal=True)
        assert table is not None, f"the contract's refusal {error.key!r} has no text in {game.id}'s table nor the " \
                                  f"shell's (tavolo/ui/text.py)"
        for lang in LANGS:
            message = error_message(error, lang, game)
            assert message.strip() and "{" not in message, (error.key, lang, message)
        assert error_message(error, "it", game) != esc(str(error)), f"{error.key!r} falls back to English in Italian"
