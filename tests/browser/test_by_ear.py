"""Played by ear: a person who cannot see the screen acts only through roles, names and keys, and hears the game
through the page's live region. After each of their moves the focus is on a named control of the game (never
<body>, never a control that no longer matters); one key reads a part of the game aloud; "?" lists the keys."""

from __future__ import annotations

import re

import pytest

from browser_helpers import clean_start

FOCUSED = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  return {tag: el.tagName.toLowerCase(), name: (el.getAttribute('aria-label') || el.innerText || '').trim(),
          inGame: !!el.closest('.board-wrap, .guide, .play-bar'), zoom: !!el.closest('.cc-map-buttons'),
          sort: el.matches('[data-action="g:sort"], [data-key^="sort"]')};
}"""


def live(page):
    return page.locator("#announce").inner_text()


@pytest.mark.parametrize("game_id,moves", [("shifting-stones", 6), ("romi-rami", 4), ("carcassonne", 4)])
def test_after_each_move_by_keys_the_focus_is_on_the_next_decision(page, game_id, moves):
    clean_start(page, {"tavolo.bot_pace_ms": "0"})
    page.get_by_role("button", name=re.compile("^Learn to play$")).nth(
        ["citadels", "carcassonne", "shifting-stones", "romi-rami"].index(game_id)).click()
    play_it = page.get_by_role("button", name="Play it")
    problems = []
    for _ in range(moves):
        play_it.wait_for()
        play_it.focus()
        page.keyboard.press("Enter")
        play_it.wait_for()
        page.wait_for_function("() => document.activeElement && document.activeElement !== document.body")
        focused = page.evaluate(FOCUSED)
        if focused is None or not focused["name"] or not focused["inGame"] or focused["zoom"] or focused["sort"]:
            problems.append(focused)
    assert not problems, problems


def test_keys_read_the_game_aloud_and_question_mark_lists_them(page):
    clean_start(page, {"tavolo.bot_pace_ms": "0", "tavolo.lang": "it"})
    page.get_by_role("button", name="Impara a giocare").nth(2).click()          # Shifting Stones
    page.get_by_role("button", name="Gioca questa mossa").wait_for()
    page.get_by_role("button", name="Gioca questa mossa").focus()
    page.keyboard.press("s")
    said = live(page)
    assert said.startswith("I punti di ogni giocatore:") and "Giocatore 1" in said and "Bot 2" in said
    page.keyboard.press("h")
    assert live(page).startswith("La tua mano:") and "punt" in live(page)
    page.keyboard.press("t")
    assert live(page).startswith("Di chi è il turno:") and "Giocatore 1" in live(page)
    page.keyboard.press("?")
    dialog = page.get_by_role("dialog", name="Tasti")
    dialog.wait_for()
    assert page.evaluate("document.activeElement.id") == "keys-title"
    assert "La griglia delle tessere" in dialog.inner_text()
    page.keyboard.press("Escape")
    dialog.wait_for(state="detached")
    assert page.evaluate("document.activeElement.getAttribute('data-key')") == "menu"
