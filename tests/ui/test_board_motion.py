"""What each board declares so that static/morph.js can show a move (in CPython): the same piece keeps its key
from one position to the next (data-flip), a piece that turns over changes its face (data-face), swapped stones
name where each comes from (data-flip-from), gold and points are counters (data-count)."""

import re

from tavolo.games.carcassonne import Carcassonne
from tavolo.games.carcassonne import view as cc_board
from tavolo.games.citadels import view as ci_board
from tavolo.games.shifting_stones import view as ss_board
from tests.board_helpers import board_ctx

from tavolo.games import GAMES

CITADELS = GAMES["citadels"]


def stones(hands):
    """A two-seat Shifting Stones game with these hands (the grid and deck as the seed made them)."""
    state = GAMES["shifting-stones"].new_state(2, None, 5)
    state.hands = [list(h) for h in hands]
    state.current = 0
    return state


def attrs_of(page, key):
    """The attributes of the element keyed `key`, or None."""
    found = re.search(rf'<[a-z]+\b([^>]*\bdata-flip="{re.escape(key)}"[^>]*)>', page)
    return found.group(1) if found else None


def tag_of(page, key):
    return re.search(rf'<([a-z]+)\b[^>]*\bdata-flip="{re.escape(key)}"', page).group(1)


def enclosing_class(page, key):
    """The class of the nearest element before the keyed one that has class cc-preview or cc-tile-panel."""
    at = page.index(f'data-flip="{key}"')
    return max(("cc-preview", "cc-tile-panel", "cc-tiles"), key=lambda c: page.rfind(f'class="{c}', 0, at))


# ---- Carcassonne: the drawn tile slides from the panel to its square, then stays the same piece ----------------
def cc_render(state, ui=None, viewer=0):
    ui = {**cc_board.empty_ui(), **(ui or {})}
    return str(cc_board.render(state.view(viewer), ui, board_ctx(state, viewer)))


def test_the_drawn_tile_is_one_piece_in_the_panel_on_its_square_and_on_the_map():
    state = Carcassonne().new_state_with_tiles(2, ["E", "B", "V"], {})
    key = "tile:1"                               # the start tile is tile:0
    page = cc_render(state)
    assert page.count(f'data-flip="{key}"') == 1 and enclosing_class(page, key) == "cc-tile-panel"
    # A square chosen: the tile is shown there (the preview) and no longer in the panel.
    x, y, rot = next((a[2], a[3], a[4]) for a in state.legal_actions() if a[0] == "place")
    chosen = cc_render(state, {"cell": [x, y], "rot": rot})
    assert chosen.count(f'data-flip="{key}"') == 1 and enclosing_class(chosen, key) == "cc-preview"
    # Placed: the same key is the map's tile at that square; the next drawn tile waits in the panel.
    state.apply(("place", state.tile, x, y, rot))
    placed = cc_render(state)
    assert placed.count(f'data-flip="{key}"') == 1 and tag_of(placed, key) == "use"
    state.apply(("no_follower",))
    # The other seat's turn, seen by seat 0: tile:2 waits in the panel, the start tile keeps its key.
    other = cc_render(state, viewer=0)
    assert enclosing_class(other, "tile:2") == "cc-tile-panel" and tag_of(other, "tile:0") == "use"


def test_a_follower_is_a_piece_and_points_count():
    state = Carcassonne().new_state_with_tiles(2, ["E", "B", "V"], {})
    place = next(a for a in state.legal_actions() if a[0] == "place" and a[2:4] == (0, -1))
    state.apply(place)
    spot = next(a[1] for a in state.legal_actions() if a[0] == "follower" and a[1].startswith("field"))
    state.apply(("follower", spot))
    page = cc_render(state, viewer=1)
    assert attrs_of(page, f"follower:0,-1,{spot}") is not None
    assert re.search(r'data-count="points:0">\d+</span>', page) and 'data-count="points:1"' in page


# ---- Citadels: a picked character comes from its button; a revealed one turns over; gold counts -------------------
def ci_render(state, viewer, ui=None):
    ctx = board_ctx(state, viewer, names=[f"P{i}" for i in range(state.num_players)])
    return str(ci_board.render(state.view(viewer), ui or ci_board.empty_ui(), ctx))


def test_a_picked_character_comes_from_its_button_and_a_revealed_one_turns_over():
    state = CITADELS.new_state(4, {"cast": "default", "crown": "seat1"}, 7)
    while state.phase == "draft" and state.current_player != 0:
        state.apply(state.legal_actions()[0])
    picker = state.current_player
    pick = next(a for a in state.legal_actions() if a[0] == "pick")
    before = ci_render(state, picker)
    assert attrs_of(before, f"choice:{pick[1]}") is not None              # the card on the button
    state.apply(pick)
    after = ci_render(state, picker)
    held = attrs_of(after, f"held:{picker}:0")
    assert f'data-face="{pick[1]}"' in held and f'data-flip-from="choice:{pick[1]}"' in held
    # Another seat sees a face-down card there, the same piece that turns over when the character is revealed.
    onlooker = (picker + 1) % 4
    assert 'data-face="back"' in attrs_of(ci_render(state, onlooker), f"held:{picker}:0")
    while state.phase == "draft":
        state.apply(state.legal_actions()[0])
    while pick[1] not in state.view(onlooker)["revealed"] and not state.is_over:
        state.apply(state.legal_actions()[-1])
    shown = ci_render(state, onlooker)
    faces = [re.search(r'data-face="([^"]+)"', attrs_of(shown, f"held:{picker}:{i}") or "") for i in range(2)]
    assert pick[1] in [f.group(1) for f in faces if f]


def test_each_seats_gold_is_a_counter():
    state = CITADELS.new_state(3, {"cast": "default"}, 3)
    page = ci_render(state, 0)
    for seat in range(3):
        assert re.search(rf'data-count="gold:{seat}">{state.gold[seat]}</span>', page), seat


# ---- Shifting Stones: a flipped stone changes its face, swapped stones come from each other's square -----------
def test_a_flipped_stone_changes_face_and_swapped_stones_name_where_they_come_from():
    state = stones(hands=[["SS01", "SS02", "SS03", "SS04"], ["SS05", "SS06", "SS07", "SS09"]])

    def grid(last, step):
        ctx = {**board_ctx(state, 0), "last": last, "step": step}
        page = str(ss_board.render(state.view(0), ss_board.empty_ui(), ctx))
        return {cell: attrs_of(page, f"stone:{cell}") for cell in range(9)}

    start = grid(None, 0)
    assert all("data-flip-from" not in a for a in start.values())
    state.apply(("flip", "SS01", 4))
    flipped = grid((0, ("flip", "SS01", 4)), 1)
    face = re.compile(r'data-face="(\w)"')
    assert face.search(flipped[4]).group(1) != face.search(start[4]).group(1)
    assert all("data-flip-from" not in a for a in flipped.values())
    state.apply(("shift", "SS02", 0, 1))
    shifted = grid((0, ("shift", "SS02", 0, 1)), 2)
    assert 'data-flip-from="stone:1@2"' in shifted[0] and 'data-flip-from="stone:0@2"' in shifted[1]
    assert face.search(shifted[0]).group(1) == face.search(flipped[1]).group(1)
    assert sum("data-flip-from" in a for a in shifted.values()) == 2
