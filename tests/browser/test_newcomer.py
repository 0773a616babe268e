"""A newcomer with a phone: every game's first screen the same way up and sideways (the news at the top, no word
cut, the play bar one line with every option on, opening the news moves nothing of the person's turn, no English
word on an Italian screen; in German, French and Spanish no word cut nor English on the play and end screens,
and a language fetched only when shown), the Citadels draft telling each character's power in words, and a guided first game
played to its end by its marked moves, left and taken up again."""

from __future__ import annotations

import re

import pytest

from tavolo.catalogs import _index, message
from tavolo.games import GAMES
from tavolo.games.citadels.text import char_text

from browser_helpers import choose_lang, clean_start
from phone_helpers import CLIPPED, LANDSCAPE, PORTRAIT, seen_whole
from phone_table import held, settled
from saved_games import SAVE, SEATS, finished, person_to_move


# The first of the board's move controls that is on the screen: opening the news must leave it where it was.
FIRST_MOVE_BOX = """() => {
  for (const el of document.querySelectorAll(".board-wrap button:not([disabled]), .board-wrap [data-action]")) {
    const b = el.getBoundingClientRect();
    if (b.width > 0 && b.height > 0 && b.top >= 0 && b.bottom <= innerHeight)
      return [Math.round(b.left), Math.round(b.top), el.textContent.trim().slice(0, 30)];
  }
  return null;
}"""

def english_words(game_id, lang="it"):
    """Words of the English catalogs (the shell's and the game's) that no text of them in `lang` uses: none of
    them may stand on a screen in that language."""
    english, translated = set(), set()
    for domain in ("shell", game_id):
        for context, source in _index(domain).items():
            for text in (source if isinstance(source, tuple) else (source,)):
                english |= set(re.findall(r"[A-Za-z]{4,}", re.sub(r"\{[\w.]+\}", " ", text)))
            for n in (1, 2):
                translated |= set(re.findall(r"[A-Za-z]{4,}", str(message(domain, context, lang, n))))
    translated_lower = {w.lower() for w in translated}
    names = {w for g in GAMES.values() for w in re.findall(r"[A-Za-z]{4,}", g.name(lang) + " " + g.name("en"))}
    return {w for w in english if w.lower() not in translated_lower and w not in names}


@pytest.fixture
def phone(new_context):
    """A phone held upright (a context of the suite's, watched for requests leaving the machine)."""
    return new_context(**PORTRAIT).new_page()


def open_play(page, record, lang):
    clean_start(page, {SAVE + record.meta["id"]: record.to_json(), "tavolo.lang": lang})
    page.evaluate("(r) => { location.hash = '#/' + r; }", f"play/{record.meta['id']}")
    page.wait_for_selector("[data-screen=play] .since")
    return settled(page)


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_first_screen_after_the_bots_moved_is_the_same_in_every_game(phone, game_id):
    record = person_to_move(game_id)
    problems = []
    for lang in ("en", "it"):
        page = open_play(phone, record, lang)
        for name, size in (("upright", PORTRAIT), ("sideways", LANDSCAPE)):
            held(page, size)
            page.evaluate("window.scrollTo(0, 0)")
            where = f"{lang} {name}"
            # What the others did is at the top, whole, above the board.
            problems += [f"{where}: {p}" for p in seen_whole(page, ".since-title")]
            news_top = page.locator(".since").bounding_box()["y"]
            board_top = page.evaluate("""() => Math.min(...[...document.querySelectorAll('.board-wrap *')]
                .map(e => e.getBoundingClientRect()).filter(b => b.height > 0).map(b => b.top))""")
            # Upright it stands above the board; sideways a game may set it at the top of a column of its own
            # (Citadels: the table at the left, the news and the moves at the right).
            if not (news_top < board_top if size is PORTRAIT else news_top <= board_top + 2):
                problems.append(f"{where}: the news ({news_top}) is below the board's top ({board_top})")
            problems += [f"{where}: cut: {c}" for c in page.evaluate(CLIPPED)]
            # The play bar is one line, in Italian too, with the hint button on.
            bar = page.locator(".play-bar").bounding_box()["height"]
            if bar > 56:
                problems.append(f"{where}: the play bar is {bar:.0f} px high")
            # Opening the news moves nothing of the person's turn.
            before = page.evaluate(FIRST_MOVE_BOX)
            page.click(".since-moves > summary")
            settled(page)
            after = page.evaluate(FIRST_MOVE_BOX)
            if before != after:
                problems.append(f"{where}: opening the news moved the first move from {before} to {after}")
            page.click(".since-moves > summary")
            settled(page)
        if lang == "it":
            shown = page.inner_text(".screen.play")
            english = sorted(w for w in english_words(game_id) if re.search(rf"\b{w}\b", shown))
            if english:
                problems.append(f"English words on the Italian screen: {english}")
    assert not problems, "\n".join(problems)


def test_each_language_shows_its_own_words_uncut_on_the_play_and_end_screens(phone):
    """German, French and Spanish (the longer languages) on a phone: every game's play screen after the bots moved
    and the end screen of a whole game show no word cut and no English word of the catalogs."""
    saves = {game_id: (person_to_move(game_id), finished(game_id)) for game_id in sorted(SEATS)}
    page = clean_start(phone, {SAVE + r.meta["id"]: r.to_json() for pair in saves.values() for r in pair})
    problems = []
    for lang, (game_id, (playing, over)) in ((lang, item) for lang in ("de", "fr", "es") for item in saves.items()):
        english = english_words(game_id, lang)
        page.evaluate("() => { location.hash = '#/'; }")
        page.wait_for_selector("[data-screen=home]")
        choose_lang(page, lang)
        for record, screen in ((playing, "play"), (over, "end")):
            page.evaluate("(r) => { location.hash = '#/' + r; }", f"play/{record.meta['id']}")
            page.wait_for_selector(f"[data-screen={screen}]")
            settled(page)
            problems += [f"{lang} {game_id} {screen}: cut: {c}" for c in page.evaluate(CLIPPED)]
            shown = page.inner_text(".screen")
            problems += [f"{lang} {game_id} {screen}: English word {w!r}" for w in sorted(english)
                         if re.search(rf"\b{w}\b", shown)]
    assert not problems, "\n".join(problems)


LOCALE_FETCHES = """() => performance.getEntriesByType("resource").map(e => e.name)
    .filter(name => name.includes("/locale-")).map(name => name.split("/").pop())"""


def test_a_language_is_fetched_the_first_time_it_is_shown_and_no_other(phone):
    """The page carries English: a first visit in English fetches no language; choosing German fetches German's
    catalogs alone and shows them; the next visit, in German, asks for them at once and once."""
    page = clean_start(phone, {"tavolo.lang": "en"})
    assert page.evaluate(LOCALE_FETCHES) == []
    # each language is named in itself before its words are fetched: that name is what its speaker looks for
    names = page.locator(".lang-switch button").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert names == ["EN, English", "DE, Deutsch", "ES, Español", "FR, Français", "IT, Italiano"]
    choose_lang(page, "de")
    assert page.evaluate(LOCALE_FETCHES) == ["locale-de.zip"]
    assert message("shell", "text.new_game", "de") in page.inner_text(".screen")
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.evaluate(LOCALE_FETCHES) == ["locale-de.zip"]
    assert message("shell", "text.new_game", "de") in page.inner_text(".screen")


def test_the_citadels_draft_tells_each_characters_power_in_words_without_a_long_press(phone):
    for lang in ("en", "it"):
        page = clean_start(phone, {"tavolo.lang": lang, "tavolo.bot_pace_ms": "0"})
        held(page, PORTRAIT)
        page.click("button[data-key=learn-citadels]")
        page.wait_for_selector(".ci-char-pick")
        picks = page.locator(".ci-char-pick")
        assert picks.count() >= 2
        for i in range(picks.count()):
            pick = picks.nth(i)
            char = pick.locator(".ci-card").get_attribute("data-char")
            power = pick.locator(".ci-pick-power")
            assert power.is_visible() and power.inner_text().strip() == char_text(char, lang)
            assert power.bounding_box()["height"] >= 10


def test_a_guided_first_game_is_played_by_its_marked_moves_left_and_taken_up_again(phone):
    page = clean_start(phone, {"tavolo.bot_pace_ms": "0"})
    held(page, PORTRAIT)
    page.click("button[data-key=learn-shifting-stones]")
    page.wait_for_selector(".guide [data-key=guide-play]")
    lessons = set()
    clicks = 0
    while True:
        page.wait_for_selector("[data-key=guide-play], .guide-final", timeout=60_000)
        if page.locator(".guide-final").count():
            break
        lessons |= set(page.locator(".guide-lesson").evaluate_all("els => els.map(e => e.dataset.lesson)"))
        # The marked move is in sight with its reason, and the board's own button carries the mark.
        assert page.locator("#guide-why").inner_text().strip()
        page.click("[data-key=guide-play]")
        clicks += 1
        if clicks == 4:             # leave for the home screen and take it up again from the list
            page.click("button[data-action=menu]")
            page.click("[data-key=menu-home]")
            page.click("button[data-action=resume]")
            page.wait_for_selector(".guide")
    finals = page.inner_text(".guide-final")
    assert "How the game was scored" in finals and "Now play a real game" in finals
    assert clicks > 10 and "hand" in lessons and "score" in lessons
