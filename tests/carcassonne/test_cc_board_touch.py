"""The map for a finger, in CPython: every square where the drawn tile fits some way is highlighted and only the
ways that fit there are offered; the follower step asks for a close-up with spots a finger can hit; followers are
meeples with their seat's sign; the two marks (mine, changed) are no seat's colour and sit on the tile; tiles
join into one landscape."""

import json
import math
import re

from tavolo.bots import make_bot, run_to_end
from tavolo.games.carcassonne import Carcassonne
from tavolo.games.carcassonne import draw
from tavolo.games.carcassonne import view as board
from tavolo.games.carcassonne.data import ROTATED, SAME_AS
from tests.board_helpers import board_ctx as ctx

from cc_helpers import scripted, turn
from test_cc_view import buttons, by_action, render

GAME = Carcassonne()
PHONE_MAP_PX = 366          # the map's width on a 390 px wide phone


def positions(seed, seats=2, every=7, upto=70):
    """Positions of a real game (bots playing) where the player to move must place a tile."""
    state = GAME.new_state(seats, None, seed)
    bots = [make_bot(GAME, "easy", seed + i) for i in range(seats)]
    found = []
    while not state.is_over and len(state.board.order) < upto:
        if state.phase == "place" and len(state.board.order) % every == 1:
            found.append(state.clone())
        seat = state.current_player
        state.apply(run_to_end(bots[seat].think(GAME, state.view(seat), seat)))
    return found


def cells_of(page):
    return {(int(b["data-x"]), int(b["data-y"])) for b in by_action(page, "g:cell")}


def test_every_square_where_the_tile_fits_some_way_is_highlighted():
    checked = 0
    for seed in (3, 8, 21):
        for state in positions(seed):
            seat = state.current_player
            legal = state.legal_actions()
            page = render(state, viewer=seat)
            want = {(a[2], a[3]) for a in legal}
            assert cells_of(page) == want
            squares = re.search(r'<path d="([^"]*)"[^>]*class="cc-legal"', page).group(1)
            assert squares.count("M") == len(want)
            checked += 1
    assert checked >= 15


def ways_offered(state, x, y, events):
    """The turns the board offers at (x, y): tap it, then send `events` (taps on the tile there, turn buttons)."""
    view = state.view(state.current_player)
    ui, _ = board.on_event("cell", {"x": str(x), "y": str(y)}, view, board.empty_ui())
    seen = set()
    for event, data in events:
        page = render(state, ui, viewer=state.current_player)
        place = [b for b in buttons(page) if b.get("data-key") == "place"]
        assert len(place) == 1 and 'class="cc-preview"' in page
        action = tuple(json.loads(place[0]["data-move"]))
        assert action[2:4] == (x, y)
        seen.add(action[4])
        ui, _ = board.on_event(event, data, view, ui)
    return seen


def test_after_choosing_a_square_only_the_turns_that_fit_there_are_offered():
    several = 0
    for seed in (3, 8):
        for state in positions(seed, every=9):
            legal = state.legal_actions()
            by_cell = {}
            for _, _, x, y, r in legal:
                by_cell.setdefault((x, y), set()).add(r)
            for (x, y), turns in sorted(by_cell.items())[:6]:
                tap = ("cell", {"x": str(x), "y": str(y)})
                assert ways_offered(state, x, y, [tap] * 4) == turns          # tapping the tile shown there
                assert ways_offered(state, x, y, [("rotate", {"by": "1"})] * 4) == turns
                assert ways_offered(state, x, y, [("rotate", {"by": "-1"})] * 4) == turns
                several += len(turns) > 1
    assert several >= 3             # squares where the tile fits more than one way were among them


def test_the_ways_it_fits_are_counted_on_the_panel():
    state = scripted(["V"])          # a curve east of the start tile: its road comes in from the west
    view = state.view(0)
    ui, _ = board.on_event("cell", {"x": "1", "y": "0"}, view, board.empty_ui())
    page = render(state, ui)
    ways = len({r for _, _, x, y, r in state.legal_actions() if (x, y) == (1, 0)})
    assert ways == 2 and 'data-ways="2"' in page and "It fits here 2 ways" in page
    assert "Qui sta in 2 modi" in render(state, ui, lang="it")


def follower_step(tiles, x, y, rot, seats=2, before=()):
    state = scripted(tiles, seats)
    for args in before:
        turn(state, *args)
    state.apply(("place", state.tile, x, y, rot))
    return state


def test_the_follower_step_asks_for_a_close_up_where_spots_take_a_finger():
    state = follower_step(["L"], 1, 0, 0)        # a junction: a city, three roads and three fields
    page = render(state)
    zoom = re.search(r'data-zoom="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)" data-zoom-key="([^"]+)"', page)
    x, y, w, hgt = (float(v) for v in zoom.groups()[:4])
    assert x <= 100 and y <= 0 and x + w >= 200 and y + hgt >= 100          # the placed tile is inside
    assert w <= 200 and hgt <= 200                                        # and fills most of it
    spots = by_action(page, "g:spot")
    assert len(spots) == len(state.free_spots()) == 7
    for spot in spots:
        diameter = 2 * float(spot["r"])
        assert diameter * PHONE_MAP_PX / w >= 44                           # px on a phone at that zoom
    # a spot the size of a finger never covers another, on any tile turned any way
    for (letter, rot), anchors in draw.ANCHORS.items():
        for i, a in enumerate(anchors):
            assert draw.SPOT / 2 <= min(a) and max(a) <= 100 - draw.SPOT / 2 + 1
            for b in anchors[i + 1:]:
                assert math.dist(a, b) >= draw.SPOT, (letter, rot)
    # the next turn asks for another close-up; the place step for none
    assert 'data-zoom' not in render(scripted(["L"]))


def test_followers_are_meeples_in_seat_colours_with_the_seat_sign():
    state = scripted(["B", "CU1", "E", "U"], seats=2)
    turn(state, 0, 1, 0, "monastery")          # seat 0: a monk
    turn(state, 1, 1, 0, "shrine")             # seat 1: a heretic
    turn(state, 0, -1, 2, "field:NLNRELERWLWR")  # seat 0: a farmer
    page = render(state, viewer=None)
    figures = re.findall(r'<g transform="translate\(([-\d.]+),([-\d.]+)\)" class="cc-follower cc-(\w+)" '
                         r'data-seat="(\d)">(.*?)</g>', page)
    kinds = sorted((kind, seat) for _, _, kind, seat, _ in figures)
    assert kinds == [("farmer", "0"), ("heretic", "1"), ("meeple", "0")]
    for _, _, kind, seat, inside in figures:
        seat = int(seat)
        assert f'fill="{draw.SEAT_COLOURS[seat]}"' in inside
        assert f">{draw.SEAT_SHAPES[seat]}</text>" in inside                 # never colour alone
        assert ('href="#cc-heretic"' in inside) == (kind == "heretic")
        assert ('rotate(-90)' in inside) == (kind == "farmer")             # a farmer lies down
        scale = float(re.search(r'scale\(([\d.]+)\)', inside).group(1))
        assert draw.FIGURE_HEIGHT * scale >= draw.SIZE / 3                 # a third of a tile: seen on a phone
    assert 'id="cc-meeple"' in page and 'id="cc-heretic"' in page


def test_the_changed_outline_and_the_mine_outline_sit_on_their_tiles_in_no_seat_colour():
    state = scripted(["E", "B"])
    turn(state, 0, -1, 2)
    state.apply(("place", "B", 0, 1, 0))        # seat 1 has placed, not yet ended the turn
    page = render(state, viewer=1, changed={"tile:0,-1"})
    changed = re.search(r'<g transform="translate\(0,-100\)" class="cc-tile cc-changed" data-part="tile:0,-1">'
                        r'<use href="#cc-t-E-2" data-flip="tile:1"/><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" '
                        r'height="([\d.]+)" fill="none" stroke="([^"]+)"[^>]*class="cc-changed-mark"', page)
    x, y, w, hgt = (float(v) for v in changed.groups()[:4])
    assert 0 <= x and 0 <= y and x + w <= 100 and y + hgt <= 100          # inside the tile's own square
    assert changed.group(5) == draw.CHANGED
    mine = re.search(r'<g transform="translate\(0,100\)" class="cc-tile cc-last cc-mine">.*?'
                     r'stroke="([^"]+)"[^>]*class="cc-mine-mark"', page)
    assert mine.group(1) == draw.MINE
    seat_colours = {c.lower() for c in draw.SEAT_COLOURS}
    assert draw.MINE.lower() not in seat_colours and draw.CHANGED.lower() not in seat_colours
    assert draw.MINE != draw.CHANGED
    # the preview of a tile not yet placed wears the same colour as the placed one not yet confirmed
    state = scripted(["E"])
    ui, _ = board.on_event("cell", {"x": "0", "y": "-1"}, state.view(0), board.empty_ui())
    preview = re.search(r'class="cc-preview"', render(state, ui))
    assert preview and f'stroke="{draw.MINE}"' in render(state, ui).split('class="cc-controls"')[1]


def test_tiles_join_across_their_edges():
    for letter, turns in ROTATED.items():
        for rotated in turns:
            for f in rotated.features:
                if f.kind == "city":
                    outline, walls = draw._walls(f.edges)
                    points = re.findall(r"(-?[\d.]+),(-?[\d.]+)", outline)
                    corners = [(float(a), float(b)) for a, b in points]
                    for d in f.edges:        # the city fills its edge from corner to corner
                        assert draw.CORNER[d] in corners and draw.CORNER[(d + 1) % 4] in corners
                    assert "H" not in walls and "V" not in walls and "L" not in walls   # no wall along an edge
                if f.kind == "road":
                    path = draw.road_path(f.edges)
                    for d in f.edges:        # a road runs to the middle of its edge and a little past it
                        out = (draw.MID[d][0] - draw.INWARD[d][0], draw.MID[d][1] - draw.INWARD[d][1])
                        assert f"{out[0]:g},{out[1]:g}" in path
    # two halves of one city meet on the shared edge with nothing drawn between them
    state = scripted(["E"])
    turn(state, 0, -1, 2)
    page = render(state, viewer=None)
    assert 'class="cc-land"' in page and page.count("<use href=\"#cc-t-") == 2


def test_shrines_monasteries_and_pennants_are_told_apart():
    shrine = str(draw.building("shrine"))
    monastery = str(draw.building("monastery"))
    assert "<circle" in shrine and "<circle" not in monastery       # a round temple against a roofed chapel
    assert draw.SHRINE in shrine and "#b5523b" in monastery
    pennants = str(draw.tile_svg("M", 0))
    assert 'class="cc-pennant"' in pennants and draw.PENNANT in pennants
    same = {SAME_AS[("B", r)] for r in range(4)}
    assert same == {0}
