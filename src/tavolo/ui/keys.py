"""Keys that read the game aloud (after lichess's blind mode): one letter says whose turn it is, the scores, your
hand, the news since your turn, what you may do now...; "?" lists them. Each command names the part of the screen
it reads (a board marks its parts with data-block or data-say); the page speaks that part's words, as a screen
reader would say them, in its live region. A game whose board has no such part has no such command."""

from __future__ import annotations

from ..markup import Markup, h
from .widgets import button, t

# (key, words key, the part of the screen it reads (or parts, the first found: the end table's final scores before the
# board's), the mark that part carries in a board's markup or None: always)
COMMANDS = (
    ("t", "key_turn", ".play-bar .status-line", None),
    ("n", "key_news", ".since", None),
    ("s", "key_scores", ("[data-say~=final]", "[data-say~=scores]"), 'data-say="scores"'),
    ("h", "key_hand", "[data-block=hand]", 'data-block="hand"'),
    ("c", "key_city", "[data-say~=city]", 'data-say="city"'),
    ("g", "key_grid", "[data-block=grid]", 'data-block="grid"'),
    ("k", "key_market", "[data-block=market]", 'data-block="market"'),
    ("o", "key_contracts", "[data-block=contracts]", 'data-block="contracts"'),
    ("m", "key_moves", "[data-block=actions]", 'data-block="actions"'),
)
BY_KEY = {key: (words, selector) for key, words, selector, _ in COMMANDS}
HELP_KEY = "?"


def commands_for(board: str) -> list:
    """The commands whose part the board draws now: [(key, words key)]."""
    return [(key, words) for key, words, _, mark in COMMANDS if mark is None or mark in board]


def help_dialog(lang, board: str) -> Markup:
    """The list of keys, in a dialog that Escape or its button closes (focus comes back to the game)."""
    rows = [h("div", h("dt", h("kbd", key)), h("dd", t(lang, words))) for key, words in commands_for(board)]
    rows.append(h("div", h("dt", h("kbd", HELP_KEY)), h("dd", t(lang, "key_help"))))
    return h("section", h("h2", t(lang, "keys_title"), id="keys-title", tabindex="-1", data_key="keys-title"),
             h("p", t(lang, "keys_note"), class_="muted"), h("dl", rows, class_="keys-list"),
             button(t(lang, "close"), "keys-help", key="keys-close", cls="btn"),
             class_="keys-help", role="dialog", aria_labelledby="keys-title", data_key="keys-help")
