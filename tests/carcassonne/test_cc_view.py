"""The board as HTML in CPython: the map, the drawn tile and its turns, the preview, follower spots, the list
of moves, escaping, the end table, touched parts, and a whole game played by the board's buttons alone."""

import html
import json
import re

import pytest

from tavolo.engine import Rng
from tavolo.games.carcassonne import Carcassonne
from tavolo.games.carcassonne import view as board
from tavolo.ui.pages import end_table
from tests.board_helpers import board_ctx as ctx

from cc_helpers import scripted, turn

from tavolo.games import GAMES

touched = GAMES["carcassonne"].touched

GAME = Carcassonne()



def render(state, ui=None, viewer=0, lang="en", changed=()):
    return str(board.render(state.view(viewer), ui or board.empty_ui(), ctx(state, viewer, lang,
                                                                          changed=changed)))


def buttons(page):
    """Every button and every drawn shape that acts as one (role="button"), with its attributes."""
    found = []
    for tag, attrs in re.findall(r"<(button|rect|circle)\b([^>]*)>", page):
        if tag != "button" and 'role="button"' not in attrs:
            continue
        found.append({k: html.unescape(v) for k, v in re.findall(r'([\w-]+)="([^"]*)"', attrs)}
                     | {"disabled": " disabled" in attrs, "tag": tag})
    return found


def moves(page):
    return [tuple(json.loads(b["data-move"])) for b in buttons(page)
            if b.get("data-action") == "move" and not b["disabled"]]


def by_action(page, action):
    return [b for b in buttons(page) if b.get("data-action") == action]


def test_names_are_escaped_and_the_map_has_a_viewbox():
    state = scripted(["E", "B"])
    page = render(state)
    assert "<P0>" not in page and "&lt;P0&gt;" in page
    assert re.search(r'<svg viewBox="-100 -100 300 300" class="cc-map" data-map="carcassonne" data-fit="-100 -100 300 300" data-focus="50 50" data-last="0,0"', page)
    assert "Tiles left: 1" in page and "7 followers left" in page


def test_place_by_taps_with_a_preview():
    state = scripted(["E", "B"])
    view = state.view(0)
    ui = board.empty_ui()
    page = render(state, ui)
    # the city north fits nowhere turned this way, yet every square where some turn fits is offered
    cells = {(int(b["data-x"]), int(b["data-y"])) for b in by_action(page, "g:cell")}
    assert cells == {(x, y) for _, _, x, y, _ in state.legal_actions()} == {(0, -1), (0, 1)}
    ui, action = board.on_event("cell", {"x": "0", "y": "-1"}, view, ui)
    assert action is None and ui["cell"] == [0, -1] and ui["rot"] == 2     # the turn that fits there
    page = render(state, ui)
    assert 'class="cc-preview"' in page and "It fits here only this way" in page
    place = [b for b in buttons(page) if b.get("data-key") == "place"][0]
    assert tuple(json.loads(place["data-move"])) == ("place", "E", 0, -1, 2)
    # turning while a square is chosen (buttons, or a tap on the tile there) only stops at turns that fit there
    ui2, _ = board.on_event("rotate", {"by": "1"}, view, ui)
    assert ui2["rot"] == 2
    ui2, _ = board.on_event("cell", {"x": "0", "y": "-1"}, view, ui)
    assert ui2 == ui
    ui3, _ = board.on_event("rotate", {"by": "1"}, view, {**ui, "cell": None})
    assert ui3["rot"] == 3
    ui4, _ = board.on_event("cell", {"x": "9", "y": "9"}, view, ui)
    assert ui4 == ui
    state.apply(("place", "E", 0, -1, 2))
    assert state.phase == "follower"


def test_follower_spots_and_the_list_of_moves():
    state = scripted(["E", "B"])
    state.apply(("place", "E", 0, -1, 2))
    view = state.view(0)
    page = render(state)
    spots = {b["data-spot"] for b in by_action(page, "g:spot")}
    assert spots == {"city:S", "field:NLNRELERWLWR"}
    assert set(moves(page)) == set(state.legal_actions())
    ui, _ = board.on_event("spot", {"spot": "city:S"}, view, board.empty_ui())
    page = render(state, ui)
    confirm = [b for b in buttons(page) if b.get("data-key") == "follower"][0]
    assert tuple(json.loads(confirm["data-move"])) == ("follower", "city:S")
    assert "End turn: Knight on the city (south)" in html.unescape(page)
    ui, _ = board.on_event("spot", {"spot": "monastery"}, view, ui)
    assert ui["spot"] == "city:S"
    # the list is a panel the page remembers: closed until the person opens it, then open on every turn
    assert re.search(r'<details class="cc-move-list" data-key="cc-move-list" data-panel="moves">', page)
    opened = str(board.render(view, ui, {**ctx(state, 0, "en"), "panels": {"moves": True}}))
    assert '<details class="cc-move-list" data-key="cc-move-list" data-panel="moves" open>' in opened


def test_the_list_offers_every_placement_in_words():
    state = GAME.new_state(2, None, 4)
    page = render(state)
    assert set(moves(page)) == set(state.legal_actions())
    assert "of the start tile" in page
    page_it = render(state, lang="it")
    assert "della tessera iniziale" in page_it and "Gira a destra" in page_it


def test_other_seats_and_spectators_get_no_moves():
    state = scripted(["E", "B"])
    assert moves(render(state, viewer=1)) == [] and moves(render(state, viewer=None)) == []
    assert "is playing" in render(state, viewer=1)


def test_scores_shown_where_they_were_made_and_the_end_table_only_once():
    state = scripted(["E"])
    turn(state, 0, -1, 2, "city:S")
    page = html.unescape(render(state, viewer=None))
    assert "City of 2 tiles: 4 to <P0>" in page and ">+4<" in page
    # The shell's end table tells the final scores; the board shows the final map, not a second table.
    assert "Won by" not in page and "Fields (farmers)" not in page
    table = html.unescape(end_table("en", GAME, state, [{"name": "<P0>", "bot": None}, {"name": "<P1>", "bot": None}]))
    for heading in ("Roads", "Cities", "Monasteries", "Shrines and challenges", "Fields (farmers)", "Total"):
        assert heading in table


def test_followers_and_challenges_on_the_map():
    state = scripted(["B", "CU1", "E"])
    turn(state, 0, 1, 0, "monastery")
    turn(state, 1, 1, 0, "shrine")
    page = render(state)
    assert page.count('class="cc-follower ') == 2 and 'class="cc-challenge"' in page
    assert "●" in page and "▲" in page                     # seat shapes, never colour alone


def test_touched_and_changed_marks():
    state = scripted(["E", "B"])
    view = state.view(0)
    assert touched(("place", "E", 0, -1, 2), view) == ["tile:0,-1"]
    state.apply(("place", "E", 0, -1, 2))
    assert touched(("no_follower",), state.view(0)) == ["tile:0,-1", "seat:0"]
    state.apply(("no_follower",))
    page = render(state, viewer=1, changed={"tile:0,-1", "seat:0"})
    assert 'class="cc-tile cc-last cc-changed" data-part="tile:0,-1"' in page
    assert 'data-part="seat:0"' in page


def test_a_whole_game_by_the_boards_buttons():
    state = GAME.new_state(2, None, 9)
    pick = Rng(4)
    ui = board.empty_ui()
    for _ in range(400):
        if state.is_over:
            break
        seat = state.current_player
        view = state.view(seat)
        page = render(state, ui, viewer=seat)
        if view["phase"] == "place":
            if ui["cell"] is None:
                cells = by_action(page, "g:cell")
                cell = cells[pick.randrange(len(cells))] if cells else None
                if cell is None:
                    ui, _ = board.on_event("rotate", {"by": "1"}, view, ui)
                    continue
                ui, _ = board.on_event("cell", {"x": cell["data-x"], "y": cell["data-y"]}, view, ui)
                continue
            action = [b for b in buttons(page) if b.get("data-key") == "place"][0]
        else:
            spots = by_action(page, "g:spot")
            if spots and ui["spot"] is None and pick.randrange(2):
                ui, _ = board.on_event("spot", {"spot": spots[0]["data-spot"]}, view, ui)
                continue
            key = "follower" if ui["spot"] else "no-follower"
            action = [b for b in buttons(page) if b.get("data-key") == key][0]
        state.apply(json.loads(action["data-move"]))
        ui = board.empty_ui()
    assert state.is_over
    assert "cc-score-mark" in render(state, viewer=0)          # the final map with what scored where


@pytest.mark.slow      # a speed target, measured on this machine's clock: make bench
def test_late_game_render_is_quick():
    import time
    from tavolo.bots import make_bot, run_to_end
    state = GAME.new_state(2, None, 12)
    bots = [make_bot(GAME, "easy", 1), make_bot(GAME, "easy", 2)]
    while len(state.board.order) < 62 or state.phase != "place":
        p = state.current_player
        state.apply(run_to_end(bots[p].think(GAME, state.view(p), p)))
    seat = state.current_player
    view = state.view(seat)
    x, y, _ = view["placements"][0]
    ui, _ = board.on_event("cell", {"x": str(x), "y": str(y)}, view, board.empty_ui())
    context = ctx(state, seat)
    board.render(view, ui, context)
    started = time.process_time()
    for _ in range(5):
        page = board.render(view, ui, context)
    per_render = (time.process_time() - started) / 5
    print(f"{per_render * 1000:.1f} ms per render with {len(view['board'])} tiles")
    assert per_render < 0.1 and 'class="cc-preview"' in page


def test_a_drawn_shrine_or_monastery_and_a_challenge_say_what_they_do_one_tap_away():
    from tavolo.catalogs import message
    from tavolo.games import GAMES
    from tavolo.games.carcassonne import view as board
    from tests.board_helpers import board_ctx
    game = GAMES["carcassonne"]
    for seed in range(200):
        state = game.new_state(2, None, seed)
        if state.view(0)["tile"] in {letter for letter in "AB"}:
            break
    view = state.view(0)
    html = str(board.render(view, board.empty_ui(), board_ctx(state, 0, "it")))
    assert 'class="cc-note"' in html and message("carcassonne", "guide.monasteries.text", "it") in html
    assert 'data-key="note-challenges"' not in html


def grid_squares(page):
    """{(x, y): attributes} of the map's grid read by keys."""
    grid = re.search(r'<div role="grid"[^>]*>.*?</div></div></div>', page, re.S)
    assert grid, "no grid"
    return {tuple(int(v) for v in attrs["data-map-cell"].split(",")): attrs
            for attrs in ({k: html.unescape(v) for k, v in re.findall(r'([\w-]+)="([^"]*)"', cell)}
                          | ({"data-decision": True} if re.search(r"\sdata-decision(?=[\s>]|$)", cell) else {})
                          for cell in re.findall(r'<div role="gridcell"([^>]*)>', page))}


def test_the_map_is_a_grid_read_by_keys_each_square_in_words_and_followers_by_their_player():
    state = scripted(["B", "CU1", "E"])
    turn(state, 0, 1, 0, "monastery")
    turn(state, 1, 1, 0, "shrine")
    page = str(board.render(state.view(0), board.empty_ui(), ctx(state, 0, "en", names=["Ada", "Bea"])))
    squares = grid_squares(page)
    xs = {x for x, _ in squares}
    ys = {y for _, y in squares}
    tiles = {(t[1], t[2]) for t in state.view(0)["board"]}
    # every square of the map and a margin of one around it, rows from the north, columns from the west
    assert xs == set(range(min(x for x, _ in tiles) - 1, max(x for x, _ in tiles) + 2))
    assert ys == set(range(min(y for _, y in tiles) - 1, max(y for _, y in tiles) + 2))
    assert len(squares) == len(xs) * len(ys)
    assert re.search(r'role="grid"[^>]*aria-label="Map \(rows: %d, columns: %d; the start tile at row %d, column %d\): '
                     r'arrow keys' % (len(ys), len(xs), 1 - min(ys), 1 - min(xs)), page)
    top_left = squares[(min(xs), min(ys))]
    assert top_left["aria-label"] == "Row 1, column 1: empty"
    start = squares[(0, 0)]["aria-label"]
    assert start.startswith(f"Row {1 - min(ys)}, column {1 - min(xs)}: the start tile, city north (1 tile, 1 open edge)")
    # followers are named by their player and their role, on the square they stand on
    words = " | ".join(a["aria-label"] for a in squares.values())
    assert "Ada: Monk on the monastery" in words and "Bea: Heretic on the shrine" in words
    assert "Follower of seat" not in page and "<title>Ada: Monk on the monastery</title>" in page
    # one tab stop, the turn's first decision: the square nearest the last tile where the drawn tile fits; the
    # squares where it fits are chosen like the map's
    places = {(x, y) for kind, _, x, y, _ in (a for a in state.legal_actions() if a[0] == "place")}
    last = state.view(0)["board"][-1][1:3]
    stops = [p for p, a in squares.items() if a["tabindex"] == "0"]
    assert len(stops) == 1 and stops[0] in places and "data-decision" in squares[stops[0]]
    assert abs(stops[0][0] - last[0]) + abs(stops[0][1] - last[1]) == min(abs(x - last[0]) + abs(y - last[1])
                                                                          for x, y in places)
    # the drawn tile's words are said as it turns, on the person's turn only
    page0 = str(board.render(state.view(0), board.empty_ui(), ctx(state, 0, "en", names=["Ada", "Bea"])))
    assert '<p class="cc-drawn-name" data-say="tile" aria-live="polite">' in page0
    # another seat's view: the last tile placed is the tab stop, and nothing is a decision
    other = grid_squares(str(board.render(state.view(1), board.empty_ui(), ctx(state, 1, "en", names=["Ada", "Bea"]))))
    assert [p for p, a in other.items() if a["tabindex"] == "0"] == [tuple(last)]
    assert not any("data-decision" in a for a in other.values())
    other_page = str(board.render(state.view(1), board.empty_ui(), ctx(state, 1, "en", names=["Ada", "Bea"])))
    assert 'aria-live' not in other_page.split('class="cc-drawn-name"')[1][:40]
    chosen = {p for p, a in squares.items() if a.get("data-action") == "g:cell"}
    assert chosen == places and all("the drawn tile fits here" in squares[p]["aria-label"] for p in places)
    assert all(squares[p]["data-x"] == str(p[0]) and squares[p]["data-y"] == str(p[1]) for p in places)
    # the square chosen takes the tab stop and says what comes next; the map draws a cursor for the square in focus
    x, y = sorted(places)[0]
    ui = {**board.empty_ui(), "cell": [x, y]}
    page = str(board.render(state.view(0), ui, ctx(state, 0, "en", names=["Ada", "Bea"])))
    squares = grid_squares(page)
    assert squares[(x, y)]["tabindex"] == "0" and squares[(x, y)]["aria-selected"] == "true"
    assert "your tile is set here" in squares[(x, y)]["aria-label"]
    assert 'data-map-cursor=""' in page
    # in Italian too
    page = str(board.render(state.view(0), board.empty_ui(), ctx(state, 0, "it", names=["Ada", "Bea"])))
    assert "Riga 1, colonna 1: vuota" in page and "Ada: Monaco sul monastero" in page


def test_a_square_tells_the_city_road_or_monastery_each_part_of_its_tile_belongs_to():
    state = scripted(["E", "U", "B", "V"])  # a tile left: the game goes on, its followers stand
    turn(state, 0, -1, 2)                   # Ada closes the start tile's city: two tiles, complete
    turn(state, 1, 0, 1, "road:EW")         # Bea's thief on the start tile's road, longer by one tile
    turn(state, 0, 1, 0, "monastery")       # Ada's monk south of the start tile, two tiles around it
    def squares_in(lang):
        page = str(board.render(state.view(0), board.empty_ui(), ctx(state, 0, lang, names=["Ada", "Bea"])))
        return {p: a["aria-label"] for p, a in grid_squares(page).items()}
    squares = {p: words.split(": ", 1)[1] for p, words in squares_in("en").items()}
    assert squares[(0, -1)] == "city south (2 tiles, complete)"
    assert squares[(0, 0)] == ("the start tile, city north (2 tiles, complete); "
                               "road east, west (2 tiles, 2 open ends, held by Bea)")
    assert squares[(1, 0)] == "road east, west (2 tiles, 2 open ends, held by Bea); Bea: Thief on the road (east, west)"
    assert squares[(0, 1)] == ("monastery (2 of 8 squares around filled), placed last; "
                               "Ada: Monk on the monastery")
    # an empty square says what the tiles around it show on its sides: what a tile put there must match
    assert squares[(2, 0)] == "empty; next to it: road west"
    assert squares[(1, -1)] == "empty; next to it: field south, west"
    italian = squares_in("it")
    assert italian[(1, 0)].endswith(": strada est, ovest (2 tessere, 2 estremità aperte, di Bea); "
                                    "Bea: Brigante sulla strada (est, ovest)")
    assert italian[(0, 1)].endswith(": monastero (caselle intorno occupate: 2 su 8), posata per ultima; "
                                    "Ada: Monaco sul monastero")
    assert italian[(2, 0)].endswith(": vuota; accanto: strada ovest")


def test_a_feature_held_by_several_says_each_player_most_first():
    from tavolo.games.carcassonne.board import Board
    from tavolo.games.carcassonne.map_grid import feature_facts
    # a road of three tiles: two of Bea's thieves and one of Ada's on it (joined after they stood)
    board = Board.rebuilt([["D", 0, 0, 0], ["U", 1, 0, 1], ["U", 3, 0, 1], ["U", 2, 0, 1]],
                          [[1, 0, "road:EW", 1], [3, 0, "road:EW", 0], [2, 0, "road:EW", 1]])
    node = board.tiles[(2, 0)][2]
    assert feature_facts(board, node, ["Ada", "Bea"], "en") == "4 tiles, 2 open ends, held by Bea ×2, Ada"


def test_the_grid_is_drawn_once_per_position_and_redrawn_when_anything_on_it_changes():
    from tavolo.games.carcassonne.map_grid import render_grid
    state = scripted(["B", "CU1", "E"])
    view, ui = state.view(0), board.empty_ui()
    places = board.legal_places(state.legal_actions())
    first = render_grid(view, ui, "en", ["Ada", "Bea"], True, places)
    # a tap that changes nothing on the map (a rotation, a panel opened) gets the same grid, not a new one
    assert render_grid(state.view(0), dict(ui), "en", ["Ada", "Bea"], True, dict(places)) is first
    # a chosen square, a language, a turn that is not the viewer's: each is a grid of its own
    x, y = sorted(places)[0]
    assert 'aria-selected="true"' in str(render_grid(view, {**ui, "cell": [x, y]}, "en", ["Ada", "Bea"], True, places))
    assert "Riga 1" in str(render_grid(view, ui, "it", ["Ada", "Bea"], True, places))
    assert "g:cell" not in str(render_grid(view, ui, "en", ["Ada", "Bea"], False, places))
    turn(state, 0, 1, 0, "monastery")
    assert "Ada: Monk on the monastery" in str(render_grid(state.view(0), ui, "en", ["Ada", "Bea"], True, {}))
