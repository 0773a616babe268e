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
from tavolo.ui.pages import seat_mark

GAME = GAMES["romi-rami"]
MARKET = ["3H", "3L", "3C", "4H", "1H", "3H"]


def ctx(state, viewer=0, lang="en", names=None):
    names = names or [f"<P{i}>" for i in range(state.num_players)]
    return {"lang": lang, "names": names, "seats": [{"name": n, "bot": None} for n in names], "viewer": viewer,
            "interactive": viewer is not None and viewer == state.current_player, "last": None, "mark": seat_mark}


def render(state, ui=None, viewer=0, lang="en"):
    return str(board.render(state.view(viewer), ui or board.empty_ui(), ctx(state, viewer, lang)))


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
    ui, _ = board.on_event("card", {"index": "0"}, view, ui)
    ui, _ = board.on_event("card", {"index": "5"}, view, ui)
    discard = by_key(render(state, ui), "discard")[0]
    assert not discard["disabled"] and norm(json.loads(discard["data-move"])) == ("discard", ("1C", "2D"))


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


def test_every_rendered_text_is_translated(make_state):
    state = make_state(hands=[["4C", "4D", "4H", "4L", "1H"], ["2H"]], market=MARKET,
                       contracts=["C01", "C05", "C23", None], phase="complete", completed=[["C02"], []])
    page = render(state, lang="it")
    for english in ("Contract market", "Number market", "Trophies", "End the turn", "Players", "Sort"):
        assert english not in page


# ---- a whole game by clicks, through the app's controller ----------------------------------------------------
class Clock:
    def __init__(self):
        self.t = 1_700_000_000.0

    def __call__(self):
        self.t += 1
        return self.t


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
