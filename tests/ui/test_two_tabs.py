"""Nothing lost between tabs and to a full storage, in CPython: two controllers on one storage are two tabs of one
browser (the browser layer turns its `storage` events into `storage` dispatches and its locks into
`on_lock_granted`)."""

import json

from tavolo.games import GAMES
from tavolo.storage import PREFIX, MemoryBackend, SaveStore
from tavolo.ui.controller import Controller
from tests.game_helpers import Clock

from test_controller import run_bots, start

DEEP = "[" * 100_000 + "]" * 100_000


def tab(backend, lang="en", seed=11):
    return Controller(SaveStore(backend, GAMES), GAMES, lang, clock=Clock(), seed_source=lambda: seed)


def stored_actions(backend, save_id):
    return json.loads(backend.get(PREFIX + save_id))["actions"]


def two_tabs(seats=(("person", "Ada"), ("easy", "Bot"))):
    backend = MemoryBackend()
    a = tab(backend)
    start(a, list(seats))
    save_id = a.match.record.meta["id"]
    b = tab(backend)
    b.dispatch("route", {"route": f"play/{save_id}"})
    assert b.screen == "play" and b.match.view() == a.match.view()
    return backend, a, b, save_id


def a_move(c):
    """The person's first legal move: the first the engine lists."""
    c.human_move(c.match.state.legal_actions()[0])


def a_turn(c):
    """The person's whole turn: moves until the turn is over (ended at once where it may be)."""
    while c.match.human_to_move():
        legal = c.match.state.legal_actions()
        c.human_move(("end",) if ("end",) in legal else legal[0])


def test_a_stale_tab_never_overwrites_the_other_and_follows_it():
    backend, a, b, save_id = two_tabs()
    a_move(a)
    after_a = list(a.match.record.actions)
    assert stored_actions(backend, save_id) == [list(x) if isinstance(x, tuple) else x for x in
                                                json.loads(a.match.record.to_json())["actions"]]
    # B has not heard of it (no storage event yet) and takes a move of its own on the old position
    a_move(b)
    html = b.render()
    assert "This game moved on in another window" in html
    assert b.match.record.actions == after_a and b.match.view() == a.match.view()
    assert json.loads(backend.get(PREFIX + save_id))["actions"] == json.loads(a.match.record.to_json())["actions"]
    # and then B's move counts, written over A's: one line of play with both
    a_move(b)
    assert len(stored_actions(backend, save_id)) == len(after_a) + 1
    assert stored_actions(backend, save_id)[:len(after_a)] == json.loads(a.match.record.to_json())["actions"]


def test_a_tab_shows_the_other_tabs_move_at_the_storage_event():
    backend, a, b, save_id = two_tabs()
    a_move(a)
    b.dispatch("storage", {"key": PREFIX + save_id})
    assert b.match.view() == a.match.view() and len(b.match.moves) == len(a.match.moves)
    assert b.message is None            # nothing of B's was lost: the new position is only shown
    assert any("Ada:" in line for line in b.announcements)      # and the move is said
    # a storage event for another key, or on the home screen, changes nothing
    before = b.match
    b.dispatch("storage", {"key": "tavolo.lang"})
    assert b.match is before
    # the save deleted in the other tab: B says so and goes home, where the list no longer holds it
    a.dispatch("home")
    a.dispatch("delete", {"id": save_id})
    a.dispatch("delete-yes", {"id": save_id})
    b.dispatch("storage", {"key": PREFIX + save_id})
    assert b.screen == "home" and "deleted in another window" in b.render()


def test_bots_move_in_the_tab_that_holds_the_games_lock_only():
    backend, a, b, save_id = two_tabs()
    a.locks = b.locks = True
    a.dispatch("lock_granted", {"id": save_id})
    a_turn(a)
    b.dispatch("storage", {"key": PREFIX + save_id})
    assert a.bot_job() is not None and b.bot_job() is None
    run_bots(a)
    b.dispatch("storage", {"key": PREFIX + save_id})
    assert b.match.view() == a.match.view() and b.match.human_to_move()
    # the holder goes (its tab closed): the lock passes to B, which runs them from where the save stands
    a_turn(b)
    assert b.bot_job() is None
    b.dispatch("lock_granted", {"id": save_id})
    assert b.bot_job() is not None
    # every move ever made is in the save, as one line of play that replays
    run_bots(b)
    again = tab(backend)
    again.dispatch("route", {"route": f"play/{save_id}"})
    assert again.match.view() == b.match.view()


def test_a_game_on_several_devices_is_hosted_by_one_tab():
    backend = MemoryBackend()
    a = tab(backend)
    a.locks = True
    start(a, [("person", "Ada"), ("device", "Bea")])
    save_id = a.match.record.meta["id"]
    assert a.table is None and 'data-key="hosted-elsewhere"' in a.render()     # no lock yet: no offer made
    a.dispatch("lock_granted", {"id": save_id})
    assert a.table is not None and any(kind == "offer" for kind, *_ in a.outbox)
    b = tab(backend)
    b.locks = True
    b.dispatch("route", {"route": f"play/{save_id}"})
    html = b.render()
    assert b.table is None and not [m for m in b.outbox if m[0] == "offer"]
    assert "hosted in another window" in html


def test_a_full_storage_keeps_its_notice_until_a_save_succeeds():
    backend = MemoryBackend()
    c = tab(backend)
    start(c, [("person", "Ada"), ("easy", "Bot")])
    save_id = c.match.record.meta["id"]
    assert c.render().count('data-paint="keep"') == 1
    backend.set("tavolo.paint", "x" * 10)
    backend.limit = sum(len(k) + len(v) for k, v in backend.data.items()) + 5
    a_move(c)
    assert backend.get("tavolo.paint") is None          # the paint cache gave way first
    run_bots(c)
    a_move(c)
    assert c.storage_failing
    for _ in range(3):                                  # taps come and go: the notice stays
        c.dispatch("menu")
        html = c.render()
        assert 'data-key="storage-full"' in html and 'data-key="storage-export"' in html
        assert "data-paint" not in html                 # no picture of the screen while saves fail
    c.dispatch("export")
    name, text = c.downloads.pop()
    assert json.loads(text)["actions"] == json.loads(c.match.record.to_json())["actions"]   # the game itself
    backend.limit = None
    run_bots(c)
    a_move(c)
    html = c.render()
    assert not c.storage_failing and 'data-key="storage-full"' not in html and "Saved again" in html
    assert stored_actions(backend, save_id) == json.loads(c.match.record.to_json())["actions"]


def test_a_save_nested_deep_is_unreadable_and_everything_else_works():
    backend = MemoryBackend()
    c = tab(backend)
    start(c, [("person", "Ada"), ("easy", "Bot")])
    good = c.match.record.meta["id"]
    backend.set(PREFIX + "deep", DEEP)
    backend.set(PREFIX + "deep2", '{"format":1,"game":"shifting-stones","actions":' + DEEP + "}")
    fresh = tab(backend)                                 # the app starting on this storage
    html = fresh.render()
    assert html.count("Unreadable save") == 2 and f'data-save="{good}"' in html
    fresh.dispatch("route", {"route": "play/deep"})
    html = fresh.render()
    assert fresh.screen == "broken" and "This game cannot be opened" in html and "damaged" in html
    fresh.dispatch("export", {"id": "deep"})
    assert fresh.downloads.pop()[1] == DEEP             # kept as it is, never deleted
    fresh.dispatch("route", {"route": f"play/{good}"})
    assert fresh.screen == "play" and backend.get(PREFIX + "deep") == DEEP
    # a shared link holding it
    import base64, zlib
    payload = "r1." + base64.urlsafe_b64encode(zlib.compress(DEEP.encode())).decode().rstrip("=")
    fresh.dispatch("route", {"route": "share/" + payload})
    assert fresh.screen == "broken" and "This link cannot be opened" in fresh.render()


def test_a_game_never_saved_is_kept_when_its_lock_comes():
    """The storage full from the first move: nothing is stored, and the lock that comes then is no deletion."""
    backend = MemoryBackend(limit=10)
    c = tab(backend)
    c.locks = True
    start(c, [("person", "Ada"), ("easy", "Bot")])
    assert c.storage_failing and backend.get(PREFIX + c.match.record.meta["id"]) is None
    c.dispatch("lock_granted", {"id": c.match.record.meta["id"]})
    assert c.screen == "play" and c.drives()
    a_turn(c)
    assert c.bot_job() is not None
