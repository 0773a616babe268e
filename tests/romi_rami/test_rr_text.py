"""Words: action labels, messages, board texts and the in-app rules in English and Italian."""

import ast
import re
from pathlib import Path

from tavolo.engine import IllegalAction
from tavolo.games.romi_rami import TEXT, RomiRami
from tavolo.games.romi_rami import game as game_module
from tavolo.games.romi_rami import text as text_module
from tavolo.i18n import error_text, tr, languages
from tavolo.ui.messages import error_message


def forms(text):
    """A text's forms: a plural entry gives one per plural form (tavolo/i18n.py)."""
    return text if isinstance(text, tuple) else (text,)


GAME = RomiRami()


def test_labels():
    assert GAME.label(("take", ("3H", "3L"))) == "Take 3 of hearts and 3 of clovers"
    assert GAME.label(["take", ["3H", "3L"]], "it") == "Prendi 3 di cuori e 3 di fiori"
    assert GAME.label(("take", ("3C", "3C", "3H"))) == "Take 3 of cherries, 3 of cherries and 3 of hearts"
    assert GAME.label(("complete", "C09", ("1C", "5C", "5D", "5H", "5L"), True)) == \
        "Complete “a pair of 1s + four of a kind” (cherries, 5 points) with the star and 1 of cherries, " \
        "5 of cherries, 5 of diamonds, 5 of hearts and 5 of clovers"
    assert GAME.label(("complete", "C09", ("1C", "5C", "5D", "5H", "5L"), True), "it") == \
        "Completa «una coppia di 1 + un poker» (ciliegie, 5 punti) con la stella e 1 di ciliegie, " \
        "5 di ciliegie, 5 di quadri, 5 di cuori e 5 di fiori"
    assert GAME.label(("complete", "C23", ("2C", "3D", "4H", "5L"), False)) == \
        "Complete “a run of 4” (cherries, 1 point) with 2 of cherries, 3 of diamonds, 4 of hearts and 5 of clovers"
    assert GAME.label(("done",)) == "End the turn" and GAME.label(("done",), "it") == "Termina il turno"
    assert GAME.label(("discard", ("1C", "2D"))) == "Discard 1 of cherries and 2 of diamonds"
    assert GAME.label(("discard", ("1C", "2D")), "it") == "Scarta 1 di ciliegie e 2 di quadri"
    assert GAME.label(("done",), "fr") == "Finir le tour" and GAME.label(("done",), "xx") == "End the turn"
    assert isinstance(GAME.label(("bogus", 1)), str) and isinstance(GAME.label(("complete", "C99", (), 1)), str)


def test_no_label_shows_an_id_or_an_emoji():
    from tavolo.games.romi_rami.data import CONTRACTS
    for cid, contract in CONTRACTS.items():
        cards = ("1C", "2D", "3H", "4L")
        for lang in ("en", "it"):
            for star in (False, True):
                text = GAME.label(("complete", cid, cards, star), lang)
                assert cid not in text and not re.search(r"C\d\d", text), text
                assert all(ord(ch) < 0x2000 or ch in "“”«»" for ch in text), text


def test_no_emoji_in_any_text():
    texts = [form for entry in TEXT.values() for lang in ("en", "it") for form in forms(entry[lang])]
    texts += [p for lang in ("en", "it") for _, paras in GAME.rules(lang) for p in paras]
    for text in texts:
        assert not re.search("[\U0001F300-\U0001FAFF]", text), text[:60]


def test_every_text_is_in_both_languages_and_formats():
    params = {"kind": "take", "count": 3, "limit": 10, "cards": "1C", "contract": "C01", "n": 2, "suit": "x",
              "what": "a pair", "points": "1 point", "name": "Ada", "bonus": 1, "pts": 3, "chosen": 1}
    for key, entry in TEXT.items():
        assert set(entry) - {"count"} == set(languages()) and all(entry[lang] for lang in languages()), key
        for lang in languages():
            assert "{" not in tr(TEXT, key, lang, **params), key
        assert set(re.findall(r"{(\w+)}", " ".join(forms(entry["en"])))) == \
            set(re.findall(r"{(\w+)}", " ".join(forms(entry["it"])))), key
    assert RomiRami().text is TEXT


def test_no_text_key_is_written_twice():
    tree = ast.parse(Path(text_module.__file__).read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
            assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)


def test_every_refusal_has_a_translated_message():
    source = Path(game_module.__file__).read_text()
    keys = set(re.findall(r'IllegalAction\(\s*"(\w+)"', source))
    assert len(keys) >= 16        # the contract's own refusals (unknown or malformed action) are the shell's
    for key in keys:
        assert key in TEXT, key
    error = IllegalAction("card_count", "Contract C01 takes exactly 4 cards this way", contract="C01", count=4)
    assert error_text(error, "en", TEXT) == "The contract C01 takes exactly 4 cards this way"
    # A player reads contracts and cards in words, never their codes.
    words = GAME.error_words({"contract": "C01"}, "en")["contract"]
    assert words.startswith("“") and "C01" not in words
    assert error_message(error, "en", GAME) == f"The contract {words} takes exactly 4 cards this way"
    assert "C01" not in error_message(error, "it", GAME)
    hand = IllegalAction("not_in_hand", "Those cards are not all in your hand", cards="3H 5C")
    assert error_message(hand, "en", GAME) == "Those cards are not all in your hand: 5 of cherries and 3 of hearts"
    assert error_message(hand, "it", GAME) == "Non tutte queste carte sono nella tua mano: 5 di ciliegie e 3 di cuori"


def test_score_labels_suits_and_requirements():
    for key in ("contracts", "trophies", "suit_bonus", "star"):
        assert key in TEXT
    for suit in "CDHL":
        assert f"suit_{suit}" in TEXT
    for size in (2, 3, 4, 5):
        assert f"req_set{size}" in TEXT


def test_options_are_named_in_both_languages():
    keys = {o.key for o in GAME.options}
    assert keys == {"first_player", "bonus_piles", "same_number", "contract_refill", "market_out"}
    for option in GAME.options:
        assert option.help["en"] and option.help["it"]
        assert option.default == option.choices[0][0]          # the first choice is Board Game Arena's


def test_rules_are_complete_in_both_languages():
    en, it = GAME.rules("en"), GAME.rules("it")
    assert len(en) == len(it) >= 12
    assert [len(p) for _, p in en] == [len(p) for _, p in it]
    assert en != it
    text_en = " ".join(" ".join(p) for _, p in en)
    text_it = " ".join(" ".join(p) for _, p in it)
    # Every open point is decided in the text.
    for words in ("first seat", "refilled only at the end of the turn", "10-card limit", "repeat a number",
                  "pair of a given number", "never used for you", "contract deck never", "ends at once",
                  "Trophies are two-sided", "nobody", "most suit-bonus cards", "hidden from the other players",
                  "take back"):
        assert words in text_en, words
    for words in ("primo posto", "alla fine del turno", "limite di 10", "ripetere un numero", "stella",
                  "mazzo dei contratti", "finisce subito", "due facce", "nessuno", "più carte bonus",
                  "nascoste", "annullare"):
        assert words in text_it, words
