"""Words: action labels, messages and the in-app rules in English and Italian."""

import re

from tavolo.engine import IllegalAction
from tavolo.games.shifting_stones import CARDS, TEXT, ShiftingStones
from tavolo.i18n import error_text, tr, languages
from tavolo.ui.messages import error_message


def forms(text):
    """A text's forms: a plural entry gives one per plural form (tavolo/i18n.py)."""
    return text if isinstance(text, tuple) else (text,)


GAME = ShiftingStones()


def test_labels():
    assert GAME.label(("shift", "SS14", 0, 1)) == \
        "Shift: swap the top-left and top-centre tiles, spending “Boat / Fish” (1 point)"
    assert GAME.label(["shift", "SS14", 4, 7], "it") == \
        "Sposta: scambia la tessera al centro con quella in basso al centro, spendendo «Barca / Pesce» (1 punto)"
    assert GAME.label(("flip", "SS03", 8)) == "Flip: turn over the bottom-right tile, spending “Boat Horse” (1 point)"
    assert GAME.label(("flip", "SS03", 3), "it") == \
        "Gira: capovolgi la tessera al centro a sinistra, spendendo «Barca Cavallo» (1 punto)"
    assert GAME.label(("score", "SS14")) == "Score “Boat / Fish” (1 point)"
    assert GAME.label(("score", "SS68"), "it") == "Segna «grigio Albero grigio / Pesce grigio Pesce / grigio Barca grigio» (5 punti)"
    assert GAME.label(("end",)) == "End the turn" and GAME.label(("end",), "it") == "Termina il turno"
    assert GAME.label(("skip",)) == "Skip the turn" and GAME.label(("skip",), "it") == "Salta il turno"
    assert GAME.label(("skip",), "fr") == "Passer le tour" and GAME.label(("skip",), "xx") == "Skip the turn"
    assert isinstance(GAME.label(("bogus", 1)), str)


def test_labels_name_cards_by_what_they_show_never_by_id():
    for card in CARDS:
        for lang in ("en", "it"):
            for action in (("score", card), ("flip", card, 0), ("shift", card, 0, 3)):
                text = GAME.label(action, lang)
                assert card not in text and "SS" not in text, text
                assert ("1 point" in text or "1 punto" in text) == (CARDS[card].points == 1)


def test_every_text_is_in_both_languages_and_formats():
    params = {"card": "SS01", "cell": 3, "kind": "shift", "count": 3, "a": "x", "b": "y", "points": "1 point", "n": 2,
              "name": "Ada", "pts": 3, "max": 4, "face": "Sun", "where": "centre", "id": "SS01", "pattern": "x",
              "first": "centre", "face2": "Fish"}
    for key, entry in TEXT.items():
        assert set(entry) - {"count"} == set(languages()) and all(entry[lang] for lang in languages()), key
        for lang in ("en", "it"):
            text = tr(TEXT, key, lang, **params)
            assert "{" not in text
        assert set(re.findall(r"{(\w+)}", " ".join(forms(entry["en"])))) == \
            set(re.findall(r"{(\w+)}", " ".join(forms(entry["it"])))), key
    assert ShiftingStones().text is TEXT


def test_error_keys_are_translated():
    keys = ["unknown_card", "not_your_card", "bad_cell",
            "same_cell", "cell_order", "not_adjacent", "no_match", "skip_after_action", "skip_twice"]
    for key in keys:
        assert key in TEXT
    error = IllegalAction("not_your_card", "Card SS14 is not in your hand", card="SS14")
    assert error_text(error, "en", TEXT) == "The card SS14 is not in your hand"      # the table alone keeps the id
    # A player reads the card as it looks, never its id.
    assert error_message(error, "en", GAME) == "The card “Boat / Fish” (1 point) is not in your hand"
    assert error_message(error, "it", GAME) == "La carta «Barca / Pesce» (1 punto) non è nella tua mano"
    no_match = IllegalAction("no_match", "The pattern of card SS03 is not in the grid", card="SS03")
    assert error_message(no_match, "en", GAME) == "The pattern of “Boat Horse” (1 point) is not in the grid right now"
    unknown = IllegalAction("unknown_card", "There is no card 'XX'", card="'XX'")
    assert error_message(unknown, "en", GAME) == "There is no card &#x27;XX&#x27;"     # escaped, as it is shown


def test_score_labels_and_faces():
    for key in ("cards", "one_point_bonus"):
        assert key in TEXT
    for face in "SMFBHODT":
        assert f"face_{face}" in TEXT
    for cell in range(9):
        assert f"cell_{cell}" in TEXT


def test_rules_are_complete_in_both_languages():
    en, it = GAME.rules("en"), GAME.rules("it")
    assert len(en) == len(it) >= 10
    assert [len(p) for _, p in en] == [len(p) for _, p in it]
    assert [[type(x) for x in p] for _, p in en] == [[type(x) for x in p] for _, p in it]   # diagrams in both
    assert en != it
    text_en = " ".join(" ".join(p) for _, p in en)
    text_it = " ".join(" ".join(p) for _, p in it)
    for needle in ("10 with 2 players", "9 with 3", "8 with 4", "7 with 5", "3 more points", "tie", "16",
                   "4 strikes", "skip", "Draw up to 6 cards", "shuffled", "random face", "take back",
                   "never rotated or mirrored", "grey square", "draw what you can", "nobody gets"):
        assert needle.lower() in text_en.lower(), needle
    for needle in ("10 in 2 giocatori", "9 in 3", "8 in 4", "7 in 5", "3 punti", "16", "4 penalità",
                   "Pesca fino ad avere 6 carte", "non si ruotano", "casella grigia", "peschi quello che puoi",
                   "nessuno li riceve", "annullare"):
        assert needle.lower() in text_it.lower(), needle
    assert "Undo" in [h for h, _ in en] and "Annullare" in [h for h, _ in it]
    assert GAME.rules("xx") == en


def test_option_texts():
    (option,) = GAME.options
    assert option.key == "skip_draw" and option.default == "two" and option.values() == ["two", "six"]
    assert option.help["en"] and option.help["it"]


def test_a_shift_and_a_flip_tell_what_the_grid_shows_now():
    from tavolo.games.shifting_stones.text import news_label
    state = ShiftingStones().new_state(2, None, 7)
    grid = list(state.grid)
    card = state.hands[0][0]
    state.apply(("shift", card, 0, 1))
    assert state.take_news() == [("shift", 0, grid[1], 1, grid[0])]
    card = state.hands[0][0]
    state.apply(("flip", card, 4))
    (event,) = state.take_news()
    assert event == ("flip", 4, state.grid[4]) and state.grid[4] != grid[4]
    face = tr(TEXT, f"face_{state.grid[4]}", "en")
    assert news_label(event, "en") == f"The centre tile is now {face}"
    assert news_label(["shift", 0, "T", 1, "F"], "it") == "Ora la tessera in alto a sinistra è Albero, quella in alto al centro è Pesce"
