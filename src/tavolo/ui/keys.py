"""Keys that read the game aloud (after lichess's blind mode): one letter says whose turn it is, the scores, your
hand, the news since your turn, what you may do now...; "?" lists them. Each command names the part of the screen
it reads (a board marks its parts with data-block or data-say); the page speaks that part's words, as a screen
reader would say them, in its live region. A game whose board has no such part has no such command."""

from __future__ import annotations

from collections import namedtuple

from ..markup import Markup, h
from .widgets import button, t

Command = namedtuple("Command", "key words selector mark does")


def _say(key, words, selector, mark=None):
    """A command that reads a part of the screen aloud: `selector` finds it (or a tuple of selectors: the first
    found, e.g. the end table's final scores before the board's); `mark` is what that part carries in a board's
    markup (None: always there)."""
    return Command(key, words, selector, mark, "say")


def _go(key, words, selector, mark):
    """A command that moves the focus to a part of the screen (a map's grid: its square in focus)."""
    return Command(key, words, selector, mark, "focus")


COMMANDS = (
    _say("t", "key_turn", ".play-bar .status-line"),
    _say("n", "key_news", ".since"),
    _say("s", "key_scores", ("[data-say~=final]", "[data-say~=scores]"), 'data-say="scores"'),
    _say("h", "key_hand", "[data-block=hand]", 'data-block="hand"'),
    _say("c", "key_city", "[data-say~=city]", 'data-say="city"'),
    _say("d", "key_tile", "[data-say~=tile]", 'data-say="tile"'),
    _say("g", "key_grid", "[data-block=grid] [role=group]", 'data-block="grid"'),    # its stones, not its name
    _go("g", "key_map", '[data-map-grid=carcassonne] [tabindex="0"]', 'data-map-grid="carcassonne"'),
    _say("k", "key_market", "[data-block=market]", 'data-block="market"'),
    _say("o", "key_contracts", "[data-block=contracts]", 'data-block="contracts"'),
    _say("m", "key_moves", "[data-block=actions]", 'data-block="actions"'),
)
# key -> its commands (a key may do one thing in one game and another in another: "g" reads the stones' grid, and
# goes to the Carcassonne map); the page does the first whose part it shows.
BY_KEY = {}
for _command in COMMANDS:
    BY_KEY.setdefault(_command.key, []).append(_command)
HELP_KEY = "?"


def commands_for(board: str) -> list:
    """The commands whose part the board draws now: [(key, words key)]."""
    return [(c.key, c.words) for c in COMMANDS if c.mark is None or c.mark in board]


def help_dialog(lang, board: str) -> Markup:
    """The list of keys, in a dialog that Escape or its button closes (focus comes back to the game)."""
    rows = [h("div", h("dt", h("kbd", key)), h("dd", t(lang, words))) for key, words in commands_for(board)]
    rows.append(h("div", h("dt", h("kbd", HELP_KEY)), h("dd", t(lang, "key_help"))))
    return h("section", h("h2", t(lang, "keys_title"), id="keys-title", tabindex="-1", data_key="keys-title"),
             h("p", t(lang, "keys_note"), class_="muted"), h("dl", rows, class_="keys-list"),
             button(t(lang, "close"), "keys-help", key="keys-close", cls="btn"),
             class_="keys-help", role="dialog", aria_labelledby="keys-title", data_key="keys-help")
