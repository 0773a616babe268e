"""The app's flows, driven as the browser would drive them, in plain CPython."""

import json


from tavolo.bots import run_to_end
from tavolo.games import GAMES
from tavolo.storage import PREFIX, MemoryBackend, SaveStore
from tavolo.ui.controller import Controller
from tests.game_helpers import Clock


def make(backend=None, lang="en", seed=42):
    store = SaveStore(backend or MemoryBackend(), GAMES)
    return Controller(store, GAMES, lang, clock=Clock(), seed_source=lambda: seed)


def start(c, seats, options=None):
    """Fill the new-game form: seats is a list of (who, name)."""
    c.dispatch("new", {"game": "shifting-stones"})
    data = {"count": str(len(seats))}
    for i, (who, name) in enumerate(seats):
        data[f"who{i}"] = who
        data[f"name{i}"] = name
    for key, value in (options or {}).items():
        data[f"opt-{key}"] = value
    c.dispatch("start", data)


def run_bots(c, limit=10_000):
    for _ in range(limit):
        job = c.bot_job()
        if job is None:
            return
        seat, bot, game, view = job
        c.bot_played(seat, run_to_end(bot.think(game, view, seat)))
    raise AssertionError("bots did not stop")


def test_home_lists_the_registered_games_only():
    c = make()
    html = c.render()
    for game in GAMES.values():
        assert f'data-game="{game.id}"' in html
    assert html.count('class="game-card"') == len(GAMES)
    assert "No games in progress." in html


def test_new_game_against_a_bot_is_saved_and_playable():
    c = make()
    start(c, [("person", "Ada"), ("strong", "Robo")])
    assert c.screen == "play"
    entries = c.store.entries()
    assert len(entries) == 1 and entries[0].record.seats == [{"name": "Ada", "bot": None}, {"name": "Robo", "bot": "strong"}]
    view = c.match.view()
    assert view["viewer"] == 0 and len(view["hand"]) == 4
    html = c.render()
    for card in view["hand"]:
        assert f'data-card="{card}"' in html
    c.dispatch("move", {"move": json.dumps(["end"])})
    assert c.match.state.current_player == 1
    assert c.bot_job()[0] == 1
    run_bots(c)
    assert c.match.state.current_player == 0
    assert len(c.store.read(entries[0].id).actions) == len(c.match.record.actions)


def test_an_illegal_move_shows_its_message_and_changes_nothing():
    c = make()
    start(c, [("person", "Ada"), ("easy", "Bot")])
    before = c.match.view()
    actions = len(c.match.record.actions)
    c.dispatch("move", {"move": json.dumps(["score", "SS99"])})
    assert c.message is not None and c.message[0] == "error"
    assert c.match.view() == before and len(c.match.record.actions) == actions
    assert 'role="alert"' in c.render()


def play_a_spend(c):
    """Spend the first card of the hand on a flip of the centre tile, through the board's clicks."""
    card = c.match.view()["hand"][0]
    c.dispatch("g:pick", {"card": card})
    c.dispatch("g:mode", {"mode": "flip"})
    c.dispatch("g:tile", {"cell": "4"})
    return card


def test_undo_within_the_turn_but_not_across_a_draw_or_another_player():
    c = make()
    start(c, [("person", "Ada"), ("easy", "Bot")])
    c.dispatch("undo")
    assert c.message[0] == "error" and "nothing of yours" in c.message[1]
    grid = list(c.match.view()["grid"])
    card = play_a_spend(c)
    assert c.match.record.actions[-1] == ("flip", card, 4)
    assert c.match.view()["grid"] != grid
    c.dispatch("undo")
    assert c.match.view()["grid"] == grid and card in c.match.view()["hand"]
    assert c.message[0] == "info"
    play_a_spend(c)
    c.dispatch("move", {"move": '["end"]'})      # draws: an undo barrier
    run_bots(c)
    c.dispatch("undo")
    assert c.message[0] == "error" and "another player" in c.message[1]


def test_hot_seat_never_draws_a_hand_before_the_pass_is_confirmed():
    c = make()
    start(c, [("person", "Ada"), ("person", "Bea")])
    state = c.match.state
    hands = [state.view(p)["hand"] for p in range(2)]
    html = c.render()
    assert "Pass the device to Ada" in html
    for hand in hands:
        for card in hand:
            assert card not in html
    c.dispatch("pass-ok")
    html = c.render()
    assert all(f'data-card="{card}"' in html for card in hands[0])
    assert not any(f'data-card="{card}"' in html for card in hands[1])
    c.dispatch("move", {"move": '["end"]'})
    html = c.render()
    assert "Pass the device to Bea" in html
    hand_after = c.match.state.view(0)["hand"]
    assert not any(f'data-card="{card}"' in html for card in hand_after + hands[1])
    c.dispatch("pass-ok")
    html = c.render()
    assert all(f'data-card="{card}"' in html for card in hands[1])


def test_reload_resumes_the_same_position():
    backend = MemoryBackend()
    c = make(backend)
    start(c, [("person", "Ada"), ("easy", "Bot")])
    play_a_spend(c)
    save_id = c.match.record.meta["id"]
    view = c.match.view()
    again = make(backend)
    assert f'data-save="{save_id}"' in again.render()
    again.dispatch("resume", {"id": save_id})
    assert again.screen == "play" and again.match.view() == view


def test_a_corrupt_save_says_so_and_leaves_the_others_alone():
    backend = MemoryBackend()
    c = make(backend)
    start(c, [("person", "Ada"), ("easy", "Bot")])
    good = c.match.record.meta["id"]
    backend.set(PREFIX + "broken", '{"format": 1, "game": "shifting-stones", "actions": [["fly"]], '
                                   '"seats": [{"name": "A"}, {"name": "B"}], "seed": 3}')
    c.dispatch("home")
    html = c.render()
    assert "Unreadable save" not in html       # it parses; the bad move shows on opening
    c.dispatch("resume", {"id": "broken"})
    html = c.render()
    assert c.screen == "broken" and c.match is None and c.route() == "play/broken"
    assert "This game cannot be opened" in html and "move 1 cannot be replayed" in html
    backend.set(PREFIX + "junk", "garbage")
    c.dispatch("home")
    html = c.render()
    assert "Unreadable save" in html and "not valid JSON" in html
    c.dispatch("resume", {"id": good})
    assert c.screen == "play"


def test_full_storage_warns_and_the_game_goes_on():
    c = make(MemoryBackend(limit=600))
    start(c, [("person", "Ada"), ("strong", "Bot")])
    for _ in range(6):
        c.dispatch("move", {"move": '["end"]'})
        run_bots(c)
    assert c.match.state.turn > 6
    assert c.storage_failing and 'data-key="storage-full"' in c.render()


def test_import_good_and_bad_files():
    c = make()
    c.dispatch("import", {"text": "not json at all"})
    assert c.screen == "broken" and "This file cannot be opened" in c.render() and c.store.entries() == []
    c.dispatch("import", {"text": json.dumps({"format": 99, "game": "shifting-stones", "actions": []})})
    assert "newer Tavolo" in c.render()
    other = make(seed=7)
    start(other, [("person", "Ada"), ("easy", "Bot")])
    play_a_spend(other)
    c.dispatch("import", {"text": other.match.record.to_json()})
    assert c.screen == "play" and c.match.view() == other.match.view()
    assert len(c.store.entries()) == 1


def test_export_offers_the_record_as_a_file():
    c = make()
    start(c, [("person", "Ada"), ("easy", "Bot")])
    c.dispatch("export")
    name, text = c.downloads.pop()
    assert name.endswith(".json") and json.loads(text)["game"] == "shifting-stones"


def test_a_game_of_bots_reaches_the_end_table_and_play_again():
    c = make()
    start(c, [("strong", "Uno"), ("easy", "Due"), ("random", "Tre")])
    run_bots(c)
    state = c.match.state
    assert state.is_over
    html = c.render()
    assert 'data-screen="end"' in html and "Play again" in html
    for seat in state.winners():
        assert c.match.record.seats[seat]["name"] in html
    old = c.match.record.meta["id"]
    c.dispatch("again")
    assert c.match.record.meta["id"] != old and not c.match.state.is_over


def test_language_switch_and_escaped_names():
    c = make()
    c.dispatch("lang", {"code": "it"})
    assert "Nuova partita" in c.render()
    assert c.store.get_setting("lang") == "it"
    start(c, [("person", "<b>Ada</b>"), ("easy", "Bot")])
    html = c.render()
    assert "<b>Ada</b>" not in html and "&lt;b&gt;Ada&lt;/b&gt;" in html


def test_rules_page_in_both_languages():
    c = make()
    c.dispatch("rules", {"game": "shifting-stones"})
    en = c.render()
    c.dispatch("lang", {"code": "it"})
    it = c.render()
    assert 'data-screen="rules"' in en and en != it
    c.dispatch("back")
    assert c.screen == "home"


def test_solo_game_shows_strikes_and_its_result():
    c = make()
    start(c, [("person", "Ada")])
    assert "Strikes: 0 of 4" in c.render()
    for _ in range(4):
        c.dispatch("move", {"move": '["end"]'})
    assert c.match.state.is_over
    html = c.render()
    assert "Four strikes: the game is lost" in html and "Nobody wins." in html


def test_a_board_preference_survives_the_moves():
    c = make()
    c.dispatch("new", {"game": "romi-rami"})
    c.dispatch("start", {"count": "2", "who0": "person", "name0": "Ada", "who1": "easy", "name1": "Bot"})
    c.dispatch("g:sort", {"by": "suit"})
    c.human_move(c.match.state.legal_actions()[0])
    assert c.ui["sort"] == "suit"
    c.dispatch("home")
    c.dispatch("new", {"game": "romi-rami"})
    c.dispatch("start", {"count": "2"})
    assert c.ui["sort"] == "number"          # a new game starts from the default
