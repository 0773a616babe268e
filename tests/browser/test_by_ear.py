"""Played by ear: a person who cannot see the screen acts only through roles, names and keys, and hears the game
through the page's live region. After each of their moves the focus is on a named control of the game (never
<body>, never a control that no longer matters); one key reads a part of the game aloud; "?" lists the keys."""

from __future__ import annotations

import re

import pytest

from browser_helpers import clean_start
from tavolo.catalogs import message
from tavolo.engine.record import from_json, replay
from tavolo.games import GAMES
from tavolo.play.match import shown_name

FOCUSED = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  return {tag: el.tagName.toLowerCase(), name: (el.getAttribute('aria-label') || el.innerText || '').trim(),
          inGame: !!el.closest('.board-wrap, .guide, .play-bar'), zoom: !!el.closest('.cc-map-buttons'),
          sort: el.matches('[data-action="g:sort"], [data-key^="sort"]')};
}"""


def live(page):
    return page.locator("#announce").inner_text()


def keys_read_the_game_aloud(page):
    """On an Italian Shifting Stones turn: keys read the scores, the hand and whose turn it is; "?" lists them in a
    dialog that takes the focus and gives it back, when closed, to the control that had it."""
    page.keyboard.press("s")
    said = live(page)
    assert said.startswith("I punti di ogni giocatore:") and "Giocatore 1" in said and "Bot 2" in said
    page.keyboard.press("h")
    assert live(page).startswith("La tua mano:") and "punt" in live(page)
    page.keyboard.press("t")
    assert live(page).startswith("Di chi è il turno:") and "Giocatore 1" in live(page)
    # g reads the nine stones themselves, each apart from the next (not the group's name alone)
    page.keyboard.press("g")
    said = live(page)
    assert said.startswith("La griglia delle tessere:") and said.count(";") == 8, said
    page.keyboard.press("?")
    dialog = page.get_by_role("dialog", name="Tasti")
    dialog.wait_for()
    assert page.evaluate("document.activeElement.id") == "keys-title"
    assert "La griglia delle tessere" in dialog.inner_text()
    page.keyboard.press("Escape")
    dialog.wait_for(state="detached")
    # the focus goes back where it was when "?" was pressed
    assert page.evaluate("document.activeElement.getAttribute('data-key')") == "guide-play"


# Every text the live region says, on the node it says it with (an observer: it reads, it does not act).
HEAR = """() => {
  const node = document.getElementById("announce");
  window.tavoloHeard = {node, said: []};
  new MutationObserver(() => { if (node.textContent.trim()) window.tavoloHeard.said.push(node.textContent.trim()); })
    .observe(node, {childList: true, characterData: true, subtree: true});
}"""

LEARN = {"en": "Learn to play", "it": "Impara a giocare"}
PLAY_IT = {"en": "Play it", "it": "Gioca questa mossa"}
ORDER = ["citadels", "carcassonne", "shifting-stones", "romi-rami"]


@pytest.mark.parametrize("game_id,lang", [("citadels", "en"), ("carcassonne", "en"), ("shifting-stones", "it"),
                                          ("romi-rami", "en")])
def test_a_whole_game_by_ear_from_home_to_its_placings(page, game_id, lang):
    """From the home screen to the end table by roles, names and keys alone (the guide's suggested move, taken
    with Enter on its button, each time the person's turn comes): the focus after each move is on a named control
    of the game, every bot move is said by the one live region, and the placings are read from the table. In
    Shifting Stones the keys that read the game aloud are tried first."""
    clean_start(page, {"tavolo.bot_pace_ms": "0", "tavolo.lang": lang})
    learn = page.get_by_role("button", name=LEARN[lang], exact=True).nth(ORDER.index(game_id))
    learn.focus()
    page.keyboard.press("Enter")
    play_it = page.get_by_role("button", name=PLAY_IT[lang], exact=True)
    play_it.wait_for()
    if game_id == "shifting-stones":
        play_it.focus()
        keys_read_the_game_aloud(page)
    if game_id == "carcassonne":        # the drawn tile read aloud; "g" goes to the map, whose squares tell features
        play_it.focus()
        page.keyboard.press("d")
        said = live(page)
        assert said.startswith("The drawn tile, your followers and the tiles left: Tile drawn: ") and "Tiles left: " in said, said
        page.keyboard.press("g")
        square = page.evaluate("() => [document.activeElement.getAttribute('role'), document.activeElement.ariaLabel]")
        assert square[0] == "gridcell" and square[1].startswith("Row "), square
        assert page.get_by_role("gridcell", name=re.compile(r"\(\d+ tiles?, \d+ open (edge|end)s?")).count()
    if game_id == "romi-rami":          # the hand read aloud: its cards, not the sort buttons beside them
        play_it.focus()
        page.keyboard.press("h")
        said = live(page)
        assert said.startswith("Your hand:") and " of " in said and "by suit" not in said, said
    page.evaluate(HEAR)
    table = page.get_by_role("table")
    problems, moves = [], 0
    while True:
        page.wait_for_function("() => document.querySelector('[data-screen=end]') || document.querySelector("
                               "'[data-key=guide-play]')", timeout=60_000)
        if table.count():
            break
        play_it.focus()
        page.keyboard.press("Enter")
        moves += 1
        page.wait_for_function("() => document.activeElement && document.activeElement !== document.body")
        focused = page.evaluate(FOCUSED)
        # on a named control of the game, and not one that no longer matters (a zoom or sort button)
        if focused is None or not focused["name"] or not (focused["inGame"] or table.count()) \
                or focused["zoom"] or focused["sort"]:
            problems.append(focused)
    assert not problems, problems[:5]
    # every bot move was said, by the same node all game
    saved = page.evaluate("() => localStorage.getItem(Object.keys(localStorage)"
                          ".find(k => k.startsWith('tavolo.save.')))")
    record = from_json(saved, GAMES)
    movers = []
    replay(record, GAMES, observe=lambda state, action: movers.append(state.current_player))
    names = [shown_name(seat["name"], i, lang) for i, seat in enumerate(record.seats)]
    bots = {i for i, seat in enumerate(record.seats) if seat.get("bot")}
    heard = page.evaluate("() => window.tavoloHeard.node === document.getElementById('announce') ? "
                          "window.tavoloHeard.said : null")
    assert heard is not None, "the live region was replaced"
    # the bots' moves after the person's first (those before it were said before the observer began)
    first = next(i for i, seat in enumerate(movers) if seat not in bots)
    bot_moves = sum(1 for seat in movers[first:] if seat in bots)
    said_by_bots = sum(text.count(f"{names[b]}: ") for text in heard for b in bots)
    assert moves >= 5 and said_by_bots == bot_moves, (said_by_bots, bot_moves)
    # the end is said, with who won, and the focus is on the end table's heading
    over = message("shell", "text.game_over", lang)
    assert any(over in text for text in heard), heard[-3:]
    page.wait_for_function("() => document.activeElement && document.activeElement.dataset.key === 'end-title'")
    page.keyboard.press("s")            # the scores: the end table's, not the board's from before the last bonuses
    assert over in live(page) and live(page).startswith(message("shell", "text.key_scores", lang)), live(page)
    # the placings, read from the table's rows: each seat once, places in order, totals not rising
    rows = table.get_by_role("row").all()[1:]
    read = [(row.get_by_role("rowheader").inner_text().strip(), int(row.get_by_role("cell").first.inner_text()))
            for row in rows]
    assert sorted(name for name in names) == sorted(next(n for n in names if n in head) for head, _ in read)
    totals = [total for _, total in read]
    assert totals == sorted(totals, reverse=True), read
