"""The play screen's keys that read the game aloud: "?" lists those whose part the board draws, in the language
shown; Escape closes the list and gives the focus back to the menu button."""

import re

import pytest

from tavolo.games import GAMES
from tavolo.storage import MemoryBackend, SaveStore
from tavolo.ui import keys
from tavolo.ui.controller import Controller
from tests.game_helpers import Clock
from tests.ui.test_controller import run_bots

EXPECTED = {"citadels": {"t", "s", "h", "c", "m"}, "carcassonne": {"t", "s", "d", "g", "m"},
            "shifting-stones": {"t", "s", "h", "g", "m"}, "romi-rami": {"t", "s", "h", "k", "o", "m"}}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_list_of_keys_names_what_each_game_can_read_aloud(game_id):
    c = Controller(SaveStore(MemoryBackend(), GAMES), GAMES, "it", clock=Clock(), seed_source=lambda: 3)
    c.dispatch("learn", {"game": game_id})
    run_bots(c)
    assert 'data-key="keys-help"' not in c.render()
    c.dispatch("keys_help")
    screen = c.render()
    dialog = re.search(r'<section class="keys-help".*?</section>', screen, re.S).group(0)
    listed = set(re.findall(r"<kbd>(.)</kbd>", dialog))
    assert EXPECTED[game_id] <= listed and keys.HELP_KEY in listed
    assert listed - {keys.HELP_KEY} <= set(keys.BY_KEY)
    assert "Tasti" in dialog and "La tua mano" in dialog or game_id == "carcassonne"
    assert c.focus_key == "keys-title"
    c.dispatch("escape")
    assert 'class="keys-help"' not in c.render() and c.focus_key == "menu"
