"""The board as HTML in CPython: what each screen shows, the buttons it offers, escaping, and a whole game
played through the app's controller by clicks alone."""

import html
import json
import re

import pytest

from tavolo.bots import run_to_end
from tavolo.games import GAMES
from tavolo.games.romi_rami import view as board
from tavolo.storage import MemoryBackend, SaveStore
from tavolo.ui.controller import Controller
from tests.board_helpers import board_ctx as ctx
from tests.game_helpers import Clock, marked, play_touched

touched = GAMES["romi-rami"].touched

GAME = GAMES["romi-rami"]
MARKET = ["3H", "3L", "3C", "4H", "1H", "3H"]



def render(state, ui=None, viewer=0, lang="en", changed=frozenset()):
    return str(board.render(state.view(viewer), ui or board.empty_ui(), ctx(state, viewer, lang, changed=changed)))


def buttons(page):
    found = []
    for attrs in re.findall(r"<button([^>]*)>", page):
        found.append({k: html.unescape(v) for k, v in re.findall(r'([\w-]+)="([^"]*)"', attrs)}
                     | {"disabled": " disabled" in attrs})
    return found


def by_key(page, key):
    return [b for b in buttons(page) if b.get("data-key") == key]


def moves(page):
    return [tuple(json.loads(b["data-move"], object_hook=None)) for b in buttons(page)
            if b.get("data-action") == "move" and not b["disabled"]]


def norm(move):
    return tuple(tuple(x) if isinstance(x, list) else x for x in move)


def test_names_are_escaped(make_state):
    state = make_state(hands=[["2C"], ["2H"]], market=MARKET, contracts=["C01", "C02", "C03", "C04"],
                       discard=["5L", "5L"])
    page = render(state)
    assert "<P0>" not in page and "&lt;P0&gt;" in page
    assert "Discard pile: 2" in page and "Contract deck: 32" in page


def test_take_button_follows_the_selection(make_state):
    state = make_state(hands=[["2C"], ["2H"]], market=MARKET, contracts=["C01", "C02", "C03", "C04"])
    view = state.view(0)
    ui = board.empty_ui()
    assert by_key(render(state, ui), "take")[0]["disabled"]
    ui, action = board.on_event("slot", {"slot": "0"}, view, ui)
    assert action is None and ui["market"] == [0]
    ui, _ = board.on_event("slot", {"slot": "1"}, view, ui)
    take = by_key(render(state, ui), "take")[0]
    assert not take["disabled"] and norm(json.loads(take["data-move"])) == ("take", ("3H", "3L"))
    ui, _ = board.on_event("slot", {"slot": "3"}, view, ui)          # 3H 3L 4H: no longer legal
    page = render(state, ui)
    assert by_key(page, "take")[0]["disabled"] and "do not share" in page
    ui, _ = board.on_event("slot", {"slot": "1"}, view, ui)          # 3H 4H: same suit
    assert not by_key(render(state, ui), "take")[0]["disabled"]
    ui, _ = board.on_event("clear", {}, view, ui)
    assert ui["market"] == []
    ui, _ = board.on_event("slot", {"slot": "9"}, view, ui)
    assert ui["market"] == []


def test_contracts_offer_their_ways_with_and_without_the_star(make_state):
    state = make_state(hands=[["4C", "4D", "4H", "4L", "1H"], ["2H"]], market=MARKET,
                       contracts=["C01", "C05", "C23", None], phase="complete")
    page = render(state)
    offered = {norm(m) for m in moves(page)}
    assert ("complete", "C01", ("4C", "4D", "4H", "4L"), False) in offered
    assert any(m[:2] == ("complete", "C01") and m[3] for m in offered)          # the star way too
    assert ("done",) in offered
    assert all(m in state.legal_actions() for m in offered)
    assert "Your hand cannot complete it now." in page                          # C23
    assert "your hand has it" in page                                          # four of a kind is met
    # The ways are moves: in the action bar, after End the turn, under their contract's name; the market above
    # only says which contracts the hand can complete, so it keeps its size on a phone.
    market, bar = page.split('data-block="contracts"')[1].split('data-block="market"')[0], page.split(
        'data-block="actions"')[1]
    assert "rr-way" not in market and market.count("Your hand can complete it.") == 2       # C01, C05
    assert bar.index('data-key="done"') < bar.index('data-key="do-C01-p-4C4D4H4L"')
    assert 'aria-label="Ways to complete “four of a kind” (hearts, 2 points)"' in bar and 'data-contract="C23"' not in bar
    # A person's own selection, when it fits a contract.
    view = state.view(0)
    ui = board.empty_ui()
    assert view["hand"] == ["1H", "4C", "4D", "4H", "4L"]
    for index in range(1, 5):
        ui, _ = board.on_event("card", {"index": str(index)}, view, ui)
    selected = by_key(render(state, ui), "do-C01-selected")
    assert selected and norm(json.loads(selected[0]["data-move"])) == ("complete", "C01", ("4C", "4D", "4H", "4L"),
                                                                       False)
    ui, _ = board.on_event("card", {"index": "4"}, view, ui)                     # three 4s: the star
    selected = by_key(render(state, ui), "do-C01-selected")
    assert norm(json.loads(selected[0]["data-move"])) == ("complete", "C01", ("4C", "4D", "4H"), True)


def test_discard_needs_exactly_the_right_number(make_state):
    hand = ["1C", "1D", "1H", "1L", "2C", "2D", "2H", "2L", "3C", "3D", "3H", "3L"]
    state = make_state(hands=[hand, ["5L"]], market=MARKET, contracts=["C01", "C02", "C03", "C04"], phase="discard")
    view = state.view(0)
    ui = board.empty_ui()
    page = render(state, ui)
    assert by_key(page, "discard")[0]["disabled"] and "Choose 2 cards to discard" in page
    # the decision is which cards to give up: the hand's first card takes the focus (not a sort button)
    assert re.findall(r'<button[^>]*data-key="(\w+)"[^>]*data-decision', page) == ["card0"]
    ui, _ = board.on_event("card", {"index": "0"}, view, ui)
    ui, _ = board.on_event("card", {"index": "5"}, view, ui)
    discard = by_key(render(state, ui), "discard")[0]
    assert not discard["disabled"] and norm(json.loads(discard["data-move"])) == ("discard", ("1C", "2D"))
    assert "data-decision" not in render(state, ui)


def test_sorting_by_suit(make_state):
    state = make_state(hands=[["1H", "2C", "3D", "1C"], ["2H"]], market=MARKET, contracts=["C01", None, None, None])
    view = state.view(0)
    ui, _ = board.on_event("sort", {"by": "suit"}, view, board.empty_ui())
    page = render(state, ui)
    order = re.findall(r'aria-label="(\d) of (\w+)"', page.split("class=\"rr-hand\"")[1])
    assert [s for _, s in order][:2] == ["cherries", "cherries"]
    assert "sort" in board.KEPT_UI        # the app keeps it when a move clears the board's choices


def test_public_screen_shows_no_hand_and_no_hidden_pile(make_state):
    state = make_state(hands=[["1H", "2C"], ["2H"]], market=MARKET, contracts=["C01", None, None, None],
                       bonus=[["1D"], ["2C", "2C"]], completed=[["C03"], ["C04"]])
    page = render(state, viewer=None)
    assert "Hands are hidden" in page and "g:card" not in page and "g:slot" not in page
    assert "bonus pile hidden" in page and "bonus pile 1" not in page
    own = render(state, viewer=0)
    assert "your bonus pile: 1" in own and "bonus pile 2" not in own
    state.options = {**state.options, "bonus_piles": "open"}
    assert "bonus pile 2" in render(state, viewer=0)


def test_trophies_show_their_leader(make_state):
    state = make_state(hands=[["1H"], ["2H"]], market=MARKET, contracts=["C01", None, None, None],
                       completed=[["C04", "C07"], ["C09"]], trophies=["suit-C", "combo-3", "suit-L", "combo-5"])
    page = render(state, lang="en")
    block = page.split('data-trophy="suit-C"')[1].split("</li>")[0]
    assert "&lt;P0&gt;" in block and "(2)" in block
    assert "nobody yet" in page.split('data-trophy="combo-3"')[1].split("</li>")[0]
    it = render(state, lang="it")
    assert "Più contratti di" in it and "ciliegie" in it
    state.completed = [["C04", "C07"], ["C04", "C07"]]        # the same count: the trophy has no leader
    tied = render(state, lang="en").split('data-trophy="suit-C"')[1].split("</li>")[0]
    assert "nobody (tied at 2)" in tied
    assert "nessuno (pari a 2)" in render(state, lang="it").split('data-trophy="suit-C"')[1].split("</li>")[0]


def test_every_rendered_text_is_translated(make_state):
    state = make_state(hands=[["4C", "4D", "4H", "4L", "1H"], ["2H"]], market=MARKET,
                       contracts=["C01", "C05", "C23", None], phase="complete", completed=[["C02"], []])
    page = render(state, lang="it")
    for english in ("Contract market", "Number market", "Trophies", "End the turn", "Players", "Sort"):
        assert english not in page


# ---- a whole game by clicks, through the app's controller ----------------------------------------------------
def play_by_clicks(lang, seats):
    c = Controller(SaveStore(MemoryBackend(), GAMES), GAMES, lang, clock=Clock(), seed_source=lambda: 11)
    c.dispatch("new", {"game": "romi-rami"})
    data = {"count": str(len(seats))}
    for i, (who, name) in enumerate(seats):
        data[f"who{i}"], data[f"name{i}"] = who, name
    c.dispatch("start", data)
    clicks = 0
    while not c.match.state.is_over:
        while (job := c.bot_job()) is not None:
            seat, bot, game, view = job
            c.bot_played(seat, run_to_end(bot.think(game, view, seat)))
        if c.match.state.is_over:
            break
        if c.match.needs_pass:
            c.dispatch("pass-ok", {})
        page = str(c.render())
        state = c.match.state
        if state.phase == "take":
            slot = [b for b in buttons(page) if b.get("data-action") == "g:slot"][0]["data-slot"]
            c.dispatch("g:slot", {"slot": slot})
            take = by_key(str(c.render()), "take")[0]
            assert not take["disabled"]
            c.dispatch("move", {"move": take["data-move"]})
        elif state.phase == "complete":
            ways = [b for b in buttons(page) if b.get("data-key", "").startswith("do-")]
            chosen = ways[0] if ways else by_key(page, "done")[0]
            c.dispatch("move", {"move": chosen["data-move"]})
        else:
            need = len(state.hands[state.current]) - 10
            for b in [b for b in buttons(page) if b.get("data-action") == "g:card"][:need]:
                c.dispatch("g:card", {"index": b["data-index"]})
            c.dispatch("move", {"move": by_key(str(c.render()), "discard")[0]["data-move"]})
        assert c.message is None or c.message[0] != "error", c.message
        clicks += 1
        assert clicks < 600
    return c


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_whole_game_by_clicks(lang):
    c = play_by_clicks(lang, [("person", "Ada"), ("easy", "Bot")])
    page = str(c.render())
    assert 'data-screen="end"' in page
    assert ("Suit bonus" if lang == "en" else "Bonus del seme") in page
    assert ("Unused star" if lang == "en" else "Stella non usata") in page
    assert len(c.match.record.actions) > 20


def test_hot_seat_by_clicks():
    c = play_by_clicks("en", [("person", "Ada"), ("person", "Bea"), ("person", "Cy")])
    assert c.match.state.is_over


# ---- parts touched by a move, marked for the next player --------------------------------------------------
def play(state, action):
    return play_touched(GAME, state, action)


def test_touched_names_the_parts_of_each_kind_of_action(make_state):
    state = make_state(hands=[["4C", "4D", "4H", "4L", "1L"], ["2H"]], market=MARKET,
                       contracts=["C01", "C05", None, "C23"], trophies=["suit-C", "combo-4", "suit-L", "combo-5"])
    assert touched(("take", ("3H", "3H")), state.view(None)) == ["market:0", "market:5", "seat:0"]
    assert play(state, ("take", ("3H",))) == ["market:0", "seat:0"]
    assert play(state, ("complete", "C01", ("4C", "4D", "4H", "4L"), False)) == \
        ["contract:0", "seat:0", "pile:discard", "trophy:combo-4"]
    assert play(state, ("done",)) == ["contract:0", "contract:2", "pile:contracts", "market:0", "seat:0",
                                      "pile:deck"]                                      # 2 cards left: draw 1
    assert len(state.hands[0]) == 3
    assert touched(("discard", ("1L",)), state.view(None)) == ["seat:1", "pile:discard"]


def test_an_opponents_turn_is_marked_on_the_next_players_board(make_state):
    state = make_state(hands=[["2C"], ["4C", "4D", "4H", "4L"]], market=MARKET,
                       contracts=["C02", "C01", "C05", "C23"], current=1, phase="take",
                       trophies=["suit-C", "suit-H", "suit-L", "combo-5"])
    changed = set()
    for action in (("take", ("1H",)), ("complete", "C01", ("4C", "4D", "4H", "4L"), False), ("done",)):
        changed.update(play(state, action))
    assert state.current_player == 0
    page = render(state, changed=changed)
    assert marked(page) == {"market:4", "contract:1", "seat:1", "trophy:suit-H", "pile:contracts", "pile:deck",
                            "pile:discard"}
    for name in ("market:0", "contract:0", "seat:0", "trophy:suit-C"):
        assert f'data-part="{name}"' in page
    assert marked(render(state)) == set()


# ---- a layout that stays put -------------------------------------------------------------------------------
def blocks(page):
    return re.findall(r'data-block="(\w+)"', page)


def skeleton(page):
    """Elements in order by tag and layout class, without texts or states; the check badge is laid over a card."""
    out = []
    for tag, attrs in re.findall(r"<(\w+)([^>]*)>", page):
        classes = re.search(r'class="([^"]*)"', attrs)
        kept = tuple(c for c in (classes.group(1).split() if classes else []) if c not in ("selected", "refusal"))
        if "rr-chosen" not in kept:
            out.append((tag, kept))
    return out


def up_to_hand_end(page):
    """Everything up to the end of the hand's cards (what a selection must never move)."""
    return page[:page.index('class="rr-hand"')] + page[page.index('class="rr-hand"'):].split("</ul>")[0]


def test_selecting_market_cards_moves_nothing(make_state):
    state = make_state(hands=[["2C"], ["2H"]], market=MARKET, contracts=["C01", "C02", "C03", "C04"])
    view = state.view(0)
    plain = render(state)
    ui = board.empty_ui()
    for slot in ("0", "1", "3", "2"):            # legal, legal, no longer legal, too many
        ui, _ = board.on_event("slot", {"slot": slot}, view, ui)
        page = render(state, ui)
        assert blocks(page) == blocks(plain) == ["contracts", "market", "hand", "actions"]
        assert skeleton(up_to_hand_end(page)) == skeleton(up_to_hand_end(plain)), slot
    # Taking keeps the block under the market (of fixed height in the stylesheet): the hand does not jump.
    state.apply(("take", ("3H", "3L")))
    for page in (render(state), render(state, viewer=1), render(state, viewer=None)):
        assert page.count('class="rr-market-controls"') == 1
    assert "Taken this turn:" in render(state)


def test_selecting_hand_cards_moves_nothing_above_the_end_of_the_turn(make_state):
    state = make_state(hands=[["4C", "4D", "4H", "4L", "1H"], ["2H"]], market=MARKET,
                       contracts=["C01", "C05", "C23", None], phase="complete")
    view = state.view(0)
    plain = render(state)
    ui = board.empty_ui()
    for index in range(1, 5):
        ui, _ = board.on_event("card", {"index": str(index)}, view, ui)
        page = render(state, ui)
        assert blocks(page) == blocks(plain)
        cut = 'data-key="done"'
        assert skeleton(page[:page.index(cut)]) == skeleton(plain[:plain.index(cut)]), index
    # What the selection can do comes after the hand and its fixed row.
    assert page.index('data-key="do-C01-selected"') > page.index('data-key="done"') > page.index('class="rr-hand"')
    label = re.search(r'<button[^>]*data-key="do-C01-selected"[^>]*>([^<]*)</button>', page).group(1)
    assert html.unescape(label) == "Use them: “four of a kind” (hearts, 2 points)"


# ---- texts -----------------------------------------------------------------------------------------------------
def test_other_ways_are_counted_with_plurals(make_state):
    hand = ["1C", "1D", "2C", "2D", "3C", "3D", "4C", "4D"]
    one = make_state(hands=[hand, ["5L"]], market=MARKET, contracts=["C07", None, None, None], phase="complete",
                     star_used=[True, False])
    assert "1 other way: select" in render(one) and "Un altro modo: scegli" in render(one, lang="it")
    two = make_state(hands=[["1C", "2D", "3H", "4L", "5C"], ["5L"]], market=MARKET,
                     contracts=["C26", None, None, None], phase="complete")
    assert "2 other ways: select" in render(two) and "Altri 2 modi: scegli" in render(two, lang="it")
    for page in (render(one), render(two), render(one, lang="it"), render(two, lang="it")):
        assert not re.search(r"\b1 (other ways|contracts|points|bonus cards|cards)\b|Altri 1 |\b1 (punti|carte)\b",
                             page)


def test_no_id_and_no_emoji_on_the_board(make_state):
    state = make_state(hands=[["4C", "4D", "4H", "4L", "1C"], ["2H"]], market=MARKET,
                       contracts=["C01", "C04", "C23", None], phase="complete", completed=[["C02"], ["C07"]])
    for lang in ("en", "it"):
        page = re.sub(r'data-[\w-]+="[^"]*"', "", render(state, lang=lang))
        assert not re.search(r"\bC\d\d\b", page)
        assert not re.search("[\U0001F300-\U0001FAFF]", page)


def test_discard_hint_counts_one_card(make_state):
    hand = ["1C", "1D", "1H", "1L", "2C", "2D", "2H", "2L", "3C", "3D", "3H"]
    state = make_state(hands=[hand, ["5L"]], market=MARKET, contracts=["C01", "C02", "C03", "C04"], phase="discard")
    assert "Choose 1 card to discard (0 chosen)." in render(state)
    assert "Scegli 1 carta da scartare (scelte: 0)." in render(state, lang="it")


# ---- drawings and colours --------------------------------------------------------------------------------------
def test_emblem_minutes_and_rules_diagrams():
    for lang in ("en", "it"):
        drawing = str(board.emblem(lang))
        assert drawing.startswith("<svg") and 'viewBox="0 0 120 80"' in drawing and 'role="img"' in drawing
        figures = [p for _, paras in GAME.rules(lang) for p in paras if "<svg" in p]
        assert len(figures) == 3
        for figure in figures:
            assert re.search(r'class="rr-caption">([^<]{20,})<', figure)
            assert "<div" not in figure and "<figure" not in figure       # may stand inside a paragraph
    assert GAME.minutes == (20, 30)


def contrast(a, b):
    def luminance(colour):
        channels = [int(colour.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4)]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_suit_colours_reach_aa_and_targets_are_big_enough():
    from pathlib import Path
    from tavolo.games.romi_rami import art
    css = (Path(__file__).resolve().parents[2] / "static" / "css" / "romi-rami.css").read_text()
    for suit, colour in art.SUIT_COLOURS.items():
        assert contrast(colour, art.PAPER) >= 4.5, suit
        assert f".rr-s-{suit} {{ --suit: {colour}; }}" in css and f".rr-b-{suit} {{ --suit: {colour}; }}" in css
    assert re.search(r"\.rr-pick \{[^}]*min-width: 44px; min-height: 44px", css)
    assert re.search(r"\.rr-sort \.btn\.small \{ min-height: 44px", css)
    assert re.search(r"\.rr-player summary \{[^}]*min-height: 44px", css)
    assert re.search(r"\.rr-market-controls \{[^}]*min-height: \d", css)
    assert re.search(r"\.rr-hint \{[^}]*min-height: 2\.9em", css)
    selected = re.search(r"\.rr-pick\.selected \.rr-card \{([^}]*)\}", css).group(1)
    assert "outline" not in selected and "translateY" in selected and "border:" not in selected


def test_texts_used_by_the_board_exist_in_both_languages():
    from pathlib import Path
    from tavolo.games.romi_rami import TEXT
    source = Path(board.__file__).read_text()
    for key in set(re.findall(r'tx\("(\w+)"', source)) - {"sort_"}:
        assert "ui_" + key in TEXT, key
    for key in set(re.findall(r'plural\("(\w+)"', source)):
        assert key + "_1" in TEXT and key + "_n" in TEXT, key


def test_a_finished_game_shows_each_hand_and_suit_bonus_pile(make_state):
    state = make_state(hands=[["1H", "2C"], []], market=MARKET, contracts=["C01", None, None, None],
                       bonus=[["1D"], ["2C", "5L"]])
    state.over = True
    page = render(state, viewer=None, lang="en")
    assert page.count("Suit-bonus pile:") == 2 and 'aria-label="5 of clovers"' in page
    assert render(state, viewer=None, lang="it").count("Pila bonus del seme:") == 2
