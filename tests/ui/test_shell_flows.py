"""The shell's play feel in CPython: bad saves, the whole log, since-your-turn, replays, shared links, routes,
delete confirmation, hints, plurals and the tab title."""

import json
import re

import pytest

from tavolo import share
from tavolo.engine import RecordError
from tavolo.engine.record import MAX_TEXT
from tavolo.games import GAMES
from tavolo.i18n import tr

from test_controller import make, run_bots, start


def refusal(c, title):
    """What the screen of something that cannot be opened says, once it is shown with `title` (a text key)."""
    html = str(c.render())
    assert c.screen == "broken" and c.broken[0] == title and 'data-screen="broken"' in html
    return str(c.broken[1])


def finished_record(game_id="shifting-stones", seats=(("strong", "Uno"), ("easy", "Due"), ("random", "Tre"))):
    c = make(seed=5)
    c.dispatch("new", {"game": game_id})
    data = {"count": str(len(seats))}
    for i, (who, name) in enumerate(seats):
        data[f"who{i}"], data[f"name{i}"] = who, name
    c.dispatch("start", data)
    run_bots(c)
    assert c.match.state.is_over
    return c


# ---- saves that are wrong in every way end in a clear message ------------------------------------------------
def good_save():
    c = make(seed=9)
    start(c, [("person", "Ada"), ("easy", "Bot")])
    c.human_move(c.match.state.legal_actions()[0])
    return json.loads(c.match.record.to_json())


@pytest.mark.parametrize("change, message", [
    (lambda d: d["seats"][1].update(bot="grandmaster"), "bot level Tavolo does not have (grandmaster)"),
    (lambda d: d.update(seats="Ada,Bot"), "damaged"),
    (lambda d: d.update(seats=[["Ada"], ["Bot"]]), "damaged"),
    (lambda d: d.update(options={"skip_draw": [2]}), "damaged"),
    (lambda d: d.update(options=[1, 2]), "damaged"),
    (lambda d: d.update(actions={"0": ["end"]}), "damaged"),
    (lambda d: d.update(actions=[{"move": "end"}]), "damaged"),
    (lambda d: d.update(actions=["end", 1.5]), "damaged"),
    (lambda d: d.update(seed="12"), "damaged"),
])
def test_an_import_wrong_in_any_way_says_so_and_changes_nothing(change, message):
    data = good_save()
    change(data)
    c = make()
    c.dispatch("import", {"text": json.dumps(data)})
    assert c.screen == "broken" and message in refusal(c, "file_broken_title"), c.broken
    assert c.store.entries() == []


def test_a_huge_or_deeply_nested_file_is_refused_with_a_message():
    c = make()
    c.dispatch("import", {"text": " " * (MAX_TEXT + 1)})
    assert "too large" in refusal(c, "file_broken_title")
    c.dispatch("home")
    c.dispatch("import", {"text": "[" * 100_000 + "]" * 100_000})
    assert "damaged" in refusal(c, "file_broken_title")
    assert c.store.entries() == []
    c.dispatch("home")
    assert c.screen == "home" and "Shifting Stones" in c.render()


def test_a_stored_save_naming_an_unknown_bot_is_listed_as_unreadable():
    c = make()
    data = good_save()
    data["seats"][1]["bot"] = "grandmaster"
    c.store.backend.set("tavolo.save.x", json.dumps(data))
    [entry] = c.store.entries()
    assert entry.record is None and entry.error.key == "unknown_bot_level"
    c.dispatch("resume", {"id": "x"})
    assert "grandmaster" in refusal(c, "save_broken_title") and c.route() == "play/x"


# ---- the whole log ------------------------------------------------------------------------------------------
def test_the_log_keeps_every_move_numbered_by_round():
    c = finished_record()
    moves = len(c.match.moves)
    assert moves > 46
    c.dispatch("log-whole")           # the earlier moves shown too (the latest alone by default)
    html = c.render()
    numbers = sorted(int(n) for n in re.findall(r'<li value="(\d+)"', html.split('class="log"')[1]))
    assert numbers == list(range(1, moves + 1))
    rounds = re.findall(r"<h4>Round (\d+)</h4>", html)
    assert rounds[0] == str(c.match.moves[-1].round) and rounds[-1] == "1"
    assert f"({moves} moves)" in html


def test_the_log_shows_score_changes_and_labels_in_words():
    c = finished_record()
    html = c.render()
    assert 'class="delta"' in html
    scored = [i for i, m in enumerate(c.match.moves) if m.action[0] == "score"]
    assert scored
    assert not re.search(r"\bSS\d\d\b", c.match.label(scored[0], "en")), "labels name cards in words"


def test_since_your_turn_lists_the_others_moves_and_keeps_them_during_my_turn():
    c = make(seed=3)
    start(c, [("person", "Ada"), ("easy", "Bot"), ("easy", "Cy")])
    c.dispatch("move", {"move": '["end"]'})
    run_bots(c)
    match = c.match
    since = match.since_last_turn(0)
    assert since and all(match.moves[i].seat != 0 for i in since)
    assert {match.moves[i].seat for i in since} == {1, 2}
    assert "Since your last turn" in c.render()
    first = match.state.legal_actions()
    pick = next(a for a in first if a[0] in ("flip", "shift", "score"))
    c.human_move(pick)
    assert match.since_last_turn(0) == since      # my own moves this turn do not wipe the marks


# ---- replays and links -------------------------------------------------------------------------------------
def test_replay_steps_back_and_forward_to_the_final_position():
    c = finished_record()
    final = json.dumps(c.match.state.view(None), sort_keys=True)
    c.dispatch("replay")
    assert c.screen == "replay"
    r = c.replay
    total = len(r.match.moves)
    assert r.step == total and "move {0} of {0}".format(total) in c.render()
    c.dispatch("replay-step", {"to": "0"})
    assert not r.state().is_over and 'disabled' in c.render()
    for step in (1, 17, 33, total - 1):
        c.dispatch("replay-step", {"to": str(step)})
        expected = GAMES["shifting-stones"].new_state(3, r.record.options, r.record.seed)
        for action in r.record.actions[:step]:
            expected.apply(action)
        assert json.dumps(r.state().view(None), sort_keys=True) == json.dumps(expected.view(None), sort_keys=True)
    c.dispatch("replay_key", {"key": "End"})
    assert json.dumps(r.state().view(None), sort_keys=True) == final
    c.dispatch("replay_key", {"key": "ArrowLeft"})
    assert r.step == total - 1
    c.dispatch("replay-close")
    assert c.screen == "play"


def test_a_shared_link_round_trips_and_opens_the_replay():
    c = finished_record()
    url = c.share_url()
    assert url.startswith("#/share/r1.")
    payload = url.split("#/share/", 1)[1]
    record, state = share.decode(payload, GAMES)
    assert state.scores() == c.match.state.scores()
    other = make()
    other.dispatch("route", {"route": "share/" + payload})
    assert other.screen == "replay" and other.replay.state().scores() == c.match.state.scores()
    assert other.route() == "share/" + payload
    assert "Link to this game" in other.render()


@pytest.mark.parametrize("mangle, key", [
    (lambda p: p[: len(p) // 2], "bad_link"),
    (lambda p: "zz" + p, "bad_link"),
    (lambda p: p[:-6] + "AAAAAA", "bad_link"),
    (lambda p: "", "bad_link"),
])
def test_a_damaged_link_is_refused_with_its_reason(mangle, key):
    payload = finished_record().share_url().split("#/share/", 1)[1]
    with pytest.raises(RecordError) as info:
        share.decode(mangle(payload), GAMES)
    assert info.value.key == key
    c = make()
    c.dispatch("route", {"route": "share/" + mangle(payload)})
    assert "link" in refusal(c, "link_broken_title") and c.route() == "share/" + mangle(payload)


def test_a_link_to_an_unknown_game_or_an_unfinished_one_says_so():
    c = finished_record()
    record = c.match.record
    record.game = "chess"
    with pytest.raises(RecordError) as info:
        share.decode(share.encode(record), GAMES)
    assert info.value.key == "unknown_game"
    record.game = "shifting-stones"
    record.actions = record.actions[:10]
    with pytest.raises(RecordError) as info:
        share.decode(share.encode(record), GAMES)
    assert info.value.key == "link_unfinished"
    d = make()
    d.dispatch("route", {"route": "share/" + share.encode(record)})
    assert "not finished" in refusal(d, "link_broken_title")


# ---- routes ------------------------------------------------------------------------------------------------
def test_routes_name_every_screen_and_lead_back_to_it():
    c = make()
    assert c.route() == "home"
    c.dispatch("new", {"game": "romi-rami"})
    assert c.route() == "new/romi-rami"
    start(c, [("person", "Ada"), ("easy", "Bot")])
    save_id = c.match.record.meta["id"]
    assert c.route() == f"play/{save_id}"
    c.dispatch("menu")
    assert c.route() == f"play/{save_id}/menu"
    c.dispatch("route", {"route": f"play/{save_id}"})          # Back from the open menu closes it
    assert not c.menu_open and c.screen == "play"
    c.dispatch("rules", {"game": "shifting-stones"})
    assert c.route() == "rules/shifting-stones"
    c.dispatch("route", {"route": f"play/{save_id}"})
    assert c.screen == "play"
    c.dispatch("route", {"route": "home"})
    assert c.screen == "home"
    # A reload: a new app on the same storage goes where the address says.
    again = make(backend=c.store.backend)
    again.dispatch("route", {"route": f"play/{save_id}/menu"})
    assert again.screen == "play" and again.menu_open and again.match.record.meta["id"] == save_id
    gone = make()
    gone.dispatch("route", {"route": "play/nope"})
    assert "no longer exists" in refusal(gone, "save_broken_title") and gone.route() == "play/nope"


# ---- small things ------------------------------------------------------------------------------------------
def test_delete_asks_first_and_keep_keeps():
    c = make()
    start(c, [("person", "Ada"), ("easy", "Bot")])
    save_id = c.match.record.meta["id"]
    c.dispatch("home")
    c.dispatch("delete", {"id": save_id})
    assert "Delete this game for good?" in c.render() and len(c.store.entries()) == 1
    c.dispatch("delete-no", {"id": save_id})
    assert len(c.store.entries()) == 1 and "for good" not in c.render()
    c.dispatch("delete", {"id": save_id})
    c.dispatch("delete-yes", {"id": save_id})
    assert c.store.entries() == []


def test_hint_comes_from_the_strong_bot_on_the_persons_own_view():
    c = make()
    c.dispatch("new", {"game": "shifting-stones"})
    c.dispatch("start", {"count": "2", "who0": "person", "name0": "Ada", "who1": "easy", "name1": "B",
                         "hints": "on"})
    assert 'data-key="hint"' in c.render()
    c.dispatch("hint")
    seat, bot, game, view = c.hint_job()
    assert seat == 0 and view == c.match.state.view(0) and bot.level == "strong"
    from tavolo.bots import run_to_end
    action = run_to_end(bot.think(game, view, seat))
    c.hint_ready(seat, action)
    assert "Hint" in c.render() and game.label(action, "en") in c.render()
    plain = make()
    start(plain, [("person", "Ada"), ("easy", "Bot")])
    assert 'data-key="hint"' not in plain.render()


def test_plurals_and_the_round_counter():
    from tavolo.ui.text import TEXT
    assert tr(TEXT, "moves_n", "en", n=1) == "(1 move)" and tr(TEXT, "moves_n", "en", n=2) == "(2 moves)"
    assert tr(TEXT, "moves_n", "it", n=1) == "(1 mossa)" and tr(TEXT, "moves_n", "it", n=0) == "(0 mosse)"
    c = make()
    start(c, [("person", "Ada"), ("easy", "B"), ("easy", "C"), ("easy", "D"), ("easy", "E")])
    for _ in range(3):
        c.dispatch("move", {"move": '["end"]'})
        run_bots(c)
    assert c.match.state.turn == 16 and c.match.state.round == 4
    assert "round 4" in c.render()


def test_the_tab_title_says_whose_turn_it_is():
    c = make()
    assert c.title() == "Tavolo"
    start(c, [("person", "Ada"), ("easy", "Bot")])
    assert c.title().startswith("Ada's turn")


def test_a_secret_choice_is_named_only_to_the_seat_that_made_it():
    c = make(seed=4)
    c.dispatch("new", {"game": "citadels"})
    c.dispatch("start", {"count": "4", "who0": "person", "name0": "Ada", "who1": "easy", "name1": "B",
                         "who2": "easy", "name2": "C", "who3": "easy", "name3": "D"})
    run_bots(c)
    match = c.match
    pick = next(a for a in match.state.legal_actions() if a[0] == "pick")
    c.human_move(pick)
    run_bots(c)
    html = c.render()
    from tavolo.games.citadels.text import char_name
    mine = char_name(pick[1], "en")
    assert f"Choose the {mine}" in html                  # Ada reads her own pick in full
    others = [i for i, m in enumerate(match.moves) if m.seat != 0 and match.record.actions[i][0] == "pick"]
    assert others
    for i in others:                                       # and never another seat's
        assert char_name(match.record.actions[i][1], "en") not in match.label(i, "en", 0)


def test_the_end_is_said_with_who_won_and_takes_the_focus_to_the_end_table():
    c = make()
    start(c, [("easy", "Ada"), ("easy", "Bea")])
    run_bots(c)
    state = c.match.state
    assert state.is_over
    winners = ", ".join(["Ada", "Bea"][w] for w in state.winners())
    said = c.announcements[-2:]
    assert said[0] == "Game over" and said[1].startswith(winners) and said[1] != winners
    assert c.focus_key == "end-title"
    page = str(c.render())
    assert re.search(r'<h2 tabindex="-1" data-key="end-title">Game over</h2>', page)
    assert 'data-say="final"' in page          # the "s" key reads the end table's scores first
    # the home names each game's group of buttons by the game ("Citadels, New game")
    c.dispatch("route", {"route": "home"})
    assert re.search(r'<div class="row" role="group" aria-label="Citadels"><button[^>]*data-key="new-citadels"',
                     str(c.render()))
