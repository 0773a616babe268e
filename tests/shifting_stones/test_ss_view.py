"""The board as HTML in CPython: parts touched by a move and marked for the next player, a layout that does not
move when a card is chosen, shift mode, drawings, texts and the colours of the faces."""

import json
import re
from pathlib import Path


from tavolo.games.shifting_stones import TEXT, ShiftingStones
from tavolo.games.shifting_stones import art
from tavolo.games.shifting_stones import view as board
from tavolo.games.shifting_stones.data import CARDS
from tavolo.ui.pages import end_table
from tests.board_helpers import board_ctx as ctx
from tests.game_helpers import marked, play_touched
from tests.ui.test_controller import make as make_controller, start

from tavolo.games import GAMES

touched = GAMES["shifting-stones"].touched

GAME = ShiftingStones()
CSS = Path(__file__).resolve().parents[2] / "static" / "css" / "shifting-stones.css"
HAND = ["SS01", "SS02", "SS03", "SS04"]      # none matches the base grid S F H / O D B / T D H
OTHER = ["SS05", "SS06", "SS07", "SS09"]     # SS08 (Tree Seed) is the one that matches



def render(state, ui=None, viewer=0, lang="en", changed=frozenset()):
    return str(board.render(state.view(viewer), ui or board.empty_ui(), ctx(state, viewer, lang, changed=changed)))


def play(state, action):
    return play_touched(GAME, state, action)


# ---- touched -----------------------------------------------------------------------------------------
def test_touched_names_the_parts_of_each_kind_of_action(make_state):
    state = make_state(hands=[HAND + ["SS08"], OTHER], current=0)
    assert play(state, ("shift", "SS01", 0, 1)) == ["cell:0", "cell:1", "pile:discard", "seat:0"]
    assert play(state, ("flip", "SS02", 4)) == ["cell:4", "pile:discard", "seat:0"]
    state.grid = list("SFHODBTDH")
    assert play(state, ("score", "SS08")) == ["scored:0", "seat:0"]
    assert play(state, ("end",)) == ["seat:0", "pile:deck"]          # two cards drawn up to 4
    assert play(state, ("skip",)) == ["seat:1", "pile:deck"]
    assert touched(["end"], state.view(None)) == ["seat:0"]     # a full hand draws nothing


def test_touched_sees_a_reshuffle_of_the_discard_pile(make_state):
    state = make_state(hands=[["SS01"], ["SS02"]], deck=["SS03"], discard=["SS04", "SS05"])
    assert touched(("end",), state.view(None)) == ["seat:0", "pile:deck", "pile:discard"]


def test_an_opponents_move_is_marked_on_the_next_players_board(make_state):
    state = make_state(hands=[HAND, OTHER + ["SS08"]], current=1)
    changed = set()
    for action in (("shift", "SS05", 4, 5), ("flip", "SS06", 0), ("score", "SS08"), ("end",)):
        changed.update(play(state, action))
    assert state.current_player == 0
    page = render(state, changed=changed)
    assert marked(page) == {"cell:0", "cell:4", "cell:5", "pile:discard", "pile:deck", "seat:1", "scored:1"}
    # Every part the board shows carries its name; unmarked parts have no `changed` class.
    for cell in range(9):
        assert f'data-part="cell:{cell}"' in page
    assert 'data-part="seat:0"' in page and 'data-part="seat:1"' in page
    quiet = render(state)
    assert marked(quiet) == set() and " changed" not in quiet


# ---- a layout that stays put ------------------------------------------------------------------------
def blocks(page):
    return re.findall(r'data-block="(\w+)"', page)


def skeleton(page):
    """The elements in order, by tag and layout class, without texts and without states (selected, disabled...).

    A tile that turns into a button keeps its box, and the check badge of a chosen card is laid over it, so
    neither counts as a change of layout."""
    state_words = {"selected", "picked", "match", "can-pick", "changed", "refusal", "scorable"}
    out = []
    for tag, attrs in re.findall(r"<(\w+)([^>]*)>", page):
        classes = re.search(r'class="([^"]*)"', attrs)
        kept = tuple(c for c in (classes.group(1).split() if classes else []) if c not in state_words)
        if "chosen-mark" in kept:
            continue
        out.append(("div" if tag == "button" else tag, kept))
    return out


def test_choosing_a_card_moves_nothing(make_state):
    state = make_state(hands=[HAND + ["SS08"], OTHER])
    view = state.view(0)
    plain = render(state)
    steps = [("pick", {"card": "SS08"}), ("mode", {"mode": "shift"}), ("tile", {"cell": "0"}),
             ("tile", {"cell": "8"}), ("mode", {"mode": "flip"}), ("cancel", {})]
    ui = board.empty_ui()
    for name, data in steps:
        ui, action = board.on_event(name, data, view, ui)
        assert action is None
        page = render(state, ui)
        assert blocks(page) == blocks(plain) == ["grid", "hand", "actions"]
        # Grid, hand and controls: the same elements in the same order; only texts and states change.
        assert skeleton(page) == skeleton(plain), name


def test_controls_keep_their_rows_and_the_hint_line(make_state):
    state = make_state(hands=[HAND, OTHER])
    page = render(state)
    for key in ("score", "mode-flip", "mode-shift", "cancel"):
        assert re.search(rf'<button[^>]*data-key="{key}"[^>]*disabled', page), key
    assert "Choose a card from your hand" in page
    waiting = render(state, viewer=1)
    assert blocks(waiting) == ["grid", "hand", "actions"] and "&lt;P0&gt; is playing." in waiting


def test_a_chosen_card_ticks_only_the_stones_its_pattern_uses(make_state):
    # SS69 is Horse . Tree / . . . / Seed . Boat: a 3x3 card whose pattern is four stones, not nine.
    state = make_state(grid="HSTFDBDHO", hands=[["SS69", "SS01"], OTHER])
    ui, _ = board.on_event("pick", {"card": "SS69"}, state.view(0), board.empty_ui())
    page = render(state, ui)
    tiles = re.findall(r'<div[^>]*data-part="cell:(\d)" class="([^"]*)"', page)
    assert [int(cell) for cell, classes in tiles if "match" in classes.split()] == [0, 2, 6, 8]
    assert "Score this card (5 points)" in page


# ---- shift mode ------------------------------------------------------------------------------------------
def tile_attrs(page, cell):
    return re.search(rf'<button([^>]*data-cell="{cell}"[^>]*)>', page).group(1)


def test_shift_marks_the_tiles_that_can_take_part_and_refuses_the_others_with_a_reason(make_state):
    state = make_state(hands=[HAND, OTHER])
    view = state.view(0)
    ui, _ = board.on_event("pick", {"card": "SS01"}, view, board.empty_ui())
    ui, _ = board.on_event("mode", {"mode": "shift"}, view, ui)
    page = render(state, ui)
    assert all("can-pick" in tile_attrs(page, cell) for cell in range(9))      # before the first: all
    ui, _ = board.on_event("tile", {"cell": "0"}, view, ui)
    page = render(state, ui)
    assert "picked" in tile_attrs(page, 0)
    for cell in range(1, 9):
        attrs = tile_attrs(page, cell)
        assert ("can-pick" in attrs) == (cell in (1, 3)), cell
        assert ('aria-disabled="true"' in attrs) == (cell not in (1, 3)), cell
    # A tile that cannot take part keeps the choice and says why.
    again, action = board.on_event("tile", {"cell": "8"}, view, ui)
    assert action is None and again["tile"] == 0 and again["card"] == "SS01"
    page = render(state, again)
    assert "not next to the top-left one" in page and "hint refusal" in page
    # The first tile again lets it go; a marked one makes the move.
    assert board.on_event("tile", {"cell": "0"}, view, again)[0]["tile"] is None
    assert board.on_event("tile", {"cell": "3"}, view, again)[1] == ("shift", "SS01", 0, 3)
    it = render(state, again, lang="it")
    assert "non è accanto a quella in alto a sinistra" in it


def test_selected_card_is_marked_apart_from_focus(make_state):
    state = make_state(hands=[HAND + ["SS08"], OTHER])
    ui, _ = board.on_event("pick", {"card": "SS08"}, state.view(0), board.empty_ui())
    page = render(state, ui)
    card = re.search(r'<button([^>]*data-card="SS08"[^>]*)>(.*?)</button>', page)
    assert "selected" in card.group(1) and 'aria-pressed="true"' in card.group(1)
    assert "chosen-mark" in card.group(2) and "on the grid" in card.group(2)
    css = CSS.read_text()
    rule = re.search(r"\.card\.selected \{([^}]*)\}", css).group(1)
    assert "outline" not in rule and "translateY" in rule and "inset" in rule
    assert "border-color: #1f1b16" in rule and "border:" not in rule      # same width: the row does not shift


# ---- texts ------------------------------------------------------------------------------------------------
def test_counts_are_plural_only_when_they_should_be(make_state):
    state = make_state(hands=[HAND, OTHER], scored=[["SS13"], ["SS29", "SS30"]])
    page = render(state)
    assert "1 card scored · 1 point" in page and "2 cards scored · 4 points" in page
    it = render(state, lang="it")
    assert "1 carta segnata · 1 punto" in it and "2 carte segnate · 4 punti" in it
    assert not re.search(r"\b1 (points|cards|punti|carte)\b", page + it)


def test_no_card_id_on_the_board(make_state):
    state = make_state(hands=[HAND, OTHER], scored=[["SS13"], []], discard=["SS20"])
    for lang in ("en", "it"):
        text = re.sub(r'data-(card|key|flip)="[^"]*"', "", render(state, lang=lang))
        assert not re.search(r"SS\d\d", text)


def test_end_table_column_says_what_it_shows(make_state):
    state = make_state(hands=[[], []], scored=[["SS13", "SS29"], ["SS30"]])
    state.over = True
    seats = [{"name": "Ada", "bot": None}, {"name": "Bea", "bot": None}]
    for lang, header in (("en", "Points of scored cards"), ("it", "Punti delle carte segnate")):
        page = str(end_table(lang, GAME, state, seats))
        assert header in page
    assert dict(state.score_breakdown()[0])["cards"] == 3     # points, as the header says


# ---- drawings ---------------------------------------------------------------------------------------------
def test_emblem_and_minutes():
    for lang in ("en", "it"):
        drawing = str(board.emblem(lang))
        assert drawing.startswith("<svg") and 'viewBox="0 0 120 80"' in drawing and 'role="img"' in drawing
        assert re.search(r'aria-label="[^"]{10,}"', drawing)
    assert "Shifting Stones" in str(board.emblem())
    assert GAME.minutes == (15, 25)


def test_rules_have_captioned_diagrams_in_both_languages():
    for lang in ("en", "it"):
        figures = [p for _, paras in GAME.rules(lang) for p in paras if "<svg" in p]
        assert len(figures) == 3
        for figure in figures:
            caption = re.search(r'class="ss-caption">([^<]{20,})<', figure)
            assert caption, figure[:80]
            assert "<div" not in figure and "<figure" not in figure     # may stand inside a paragraph
    assert GAME.rules("en")[5][1][1] != GAME.rules("it")[5][1][1]


# ---- colours ----------------------------------------------------------------------------------------------
def luminance(colour):
    colour = colour.lstrip("#")
    if len(colour) == 3:
        colour = "".join(c * 2 for c in colour)
    channels = [int(colour[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a, b):
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_face_texts_reach_aa_contrast_and_the_stylesheet_uses_the_same_colours():
    css = CSS.read_text()
    for face, (background, ink) in art.FACE_COLOURS.items():
        assert contrast(background, ink) >= 4.5, face
        rule = re.search(rf"\.face-{face} \{{ background: (#\w+); color: (#\w+); \}}", css)
        assert rule and rule.groups() == (background, ink), face
    # Every square of a card is outlined well enough to stand out from the paper (non-text contrast 3:1).
    assert contrast(art.SQUARE_EDGE, art.CARD_PAPER) >= 3
    assert re.search(r"\.sq \{[^}]*border: 1\.5px solid #1f1b16", css)
    assert "#1f1b16" == art.SQUARE_EDGE


def test_hand_squares_and_targets_are_big_enough():
    css = CSS.read_text()
    assert re.search(r"\.sq \{[^}]*width: var\(--sq\); height: var\(--sq\)", css)
    assert int(re.search(r"\.card-face \{ --sq: (\d+)px; \}", css).group(1)) >= 26
    # A phone keeps a hand of four in one row, beside or under the stones: smaller squares, still 21 px or more
    # (five or more cards, after a skip, go smaller still).
    phone = [int(n) for n in re.findall(r"\.hand \.card-face \{ --sq: (\d+)px; \}", css)]
    assert phone and min(phone) >= 21
    assert re.search(r"\.tile \{[^}]*min-width: 44px;[^}]*min-height: 44px", css)
    assert re.search(r"\.player summary \{[^}]*min-height: 44px", css)


def test_texts_used_by_the_board_exist_in_both_languages():
    source = Path(board.__file__).read_text()
    for key in set(re.findall(r'tx\("(\w+)"', source)):
        assert "ui_" + key in TEXT, key



# ---- the log ---------------------------------------------------------------------------------------------
def test_the_log_draws_the_card_a_move_spent_beside_its_words():
    c = make_controller()
    start(c, [("person", "Ada"), ("random", "Robo")])
    shift = next(a for a in c.match.state.legal_actions() if a[0] == "shift")
    c.dispatch("move", {"move": json.dumps(list(shift))})
    html = str(c.render())
    line = re.search(r'<li value="1"[^>]*>.*?</li>', html[html.index('class="log-body"'):]).group(0)
    # The card's face before the words, hidden from screen readers (the words name the card).
    pic = re.search(r'<svg [^>]*class="log-pic" aria-hidden="true"[^>]*>(.*?)</svg>Shift', line)
    assert pic, line
    rows = CARDS[shift[1]].rows
    assert pic.group(1).count("<rect") == sum(len(row) for row in rows)            # a square for each
    assert pic.group(1).count("<use") == sum(face != "." for row in rows for face in row)   # a symbol for each face
    assert board.move_picture(("end",), "en") is None and board.move_picture(("skip",), "en") is None


def test_the_stones_to_choose_from_are_one_tab_stop_walked_by_arrows(make_state):
    """A keyboard reaches the nine stones with one Tab and walks them with the arrow keys (ui/app.py's map grid):
    the tab stop is the top-left stone, then the one chosen first of a swap; "g" still reads the stones."""
    from tavolo.ui import keys
    state = make_state(hands=[HAND, OTHER])
    view = state.view(0)
    ui, _ = board.on_event("pick", {"card": "SS01"}, view, board.empty_ui())
    assert "data-map-grid" not in render(state, ui)            # no tile to choose yet: pictures, no tab stop
    for mode in ("flip", "shift"):
        ui, _ = board.on_event("mode", {"mode": mode}, view, ui)
        page = render(state, ui)
        assert 'data-map-grid="shifting-stones"' in page
        assert [tile_attrs(page, cell).count('tabindex="0"') for cell in range(9)] == [1] + [0] * 8
        assert all(f'data-map-cell="{cell % 3},{cell // 3}"' in tile_attrs(page, cell) for cell in range(9))
        assert [key for key, _ in keys.commands_for(page)].count("g") == 1
    ui, _ = board.on_event("tile", {"cell": "4"}, view, ui)
    page = render(state, ui)
    assert [cell for cell in range(9) if 'tabindex="0"' in tile_attrs(page, cell)] == [4]


def test_choosing_a_flip_shows_each_stones_other_face_in_words(make_state):
    from tavolo.games.shifting_stones.data import FLIP
    from tavolo.games.shifting_stones.view import face_name
    state = make_state(hands=[HAND + ["SS08"], OTHER], current=0)
    for lang in ("en", "it"):
        calm = render(state, {**board.empty_ui(), "card": "SS01"}, lang=lang)
        assert "data-other" not in calm
        html = render(state, {**board.empty_ui(), "card": "SS01", "mode": "flip"}, lang=lang)
        others = re.findall(r'class="face-other"[^>]*data-other="([^"]+)"', html)
        assert others == [face_name(FLIP[face], lang) for face in state.view(0)["grid"]]
