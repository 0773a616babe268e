"""Several devices, whatever arrives: every message is measured before it is parsed, the host answers each one
and keeps its game as its record says, a joined device survives what a host sends, a phone whose reply no host
takes says so, and a host whose page goes tells the phones what to do. In CPython, devices wired by device_net."""

import html
import json
import re
from pathlib import Path

import pytest

from tavolo.devices import protocol
from tavolo.engine.record import replay
from tavolo.ui.devices import GuestLink
from tavolo.ui.widgets import t

from device_net import Net
from test_devices_flow import host_game, joined

ROOT = Path(__file__).resolve().parents[2]
JOIN_WAIT_MS = 20_000       # a phone says within about 20 s that no host took its reply
BAD = {"en": "The other device sent something that is not a valid Tavolo message; nothing changed.",
       "it": "L'altro dispositivo ha inviato qualcosa che non è un messaggio valido di Tavolo; non è cambiato nulla."}
DEEP = "[" * 100_000 + "]" * 100_000
NO_HOST = {"en": "No host answered: ask the host to show a new code for your seat and scan it again.",
           "it": "Nessuna risposta da chi ospita: chiedi a chi ospita di mostrare un nuovo codice per il tuo posto e "
                 "inquadralo di nuovo."}


def table(lang="en", game="shifting-stones"):
    """A host whose person (seat 0) moves first, and Bea's phone on seat 1."""
    net = Net()
    host = host_game(net, game, [("person", "Ada"), ("device", "Bea")])
    [phone] = joined(net, host, 1, lang=lang)
    return net, host, phone


def said(c):
    """What the tab's notice says, as plain text (None when it says nothing)."""
    if c.message is None:
        return None
    return c.message[0], html.unescape(re.sub(r"<[^>]+>", "", str(c.message[1])))


def shown(c):
    return html.unescape(c.render())


def from_phone(net, host, text, seat=1):
    host.dispatch("link_message", {"link": host.table.links[seat].link, "text": text})
    net.pump()


def from_host(net, phone, text):
    phone.dispatch("link_message", {"link": "host", "text": text})
    net.pump()


def padded(kind, size, fill="x", **fields):
    """A message of `kind` exactly `size` UTF-8 bytes long, grown by a `pad` field of `fill` (plus x's)."""
    base = len(protocol.dumps(kind, **fields, pad="").encode())
    room = size - base
    width = len(fill.encode())
    text = fill * (room // width) + "x" * (room % width)
    message = protocol.dumps(kind, **fields, pad=text)
    assert len(message.encode()) == size
    return message


@pytest.fixture
def parsed(monkeypatch):
    """The texts json.loads is given while the test runs."""
    texts = []
    loads = json.loads

    def spy(text, *args, **kwargs):
        texts.append(text)
        return loads(text, *args, **kwargs)

    monkeypatch.setattr(json, "loads", spy)
    return texts


def test_a_message_nested_100000_deep_is_refused_before_it_is_parsed_on_either_side(parsed):
    net, host, phone = table()
    before = host.match.record.to_json()
    deep_act = '{"t":"act","actions":' + DEEP + ',"at":0}'
    assert len(deep_act) > 200_000
    from_phone(net, host, deep_act)
    assert said(phone) == ("error", BAD["en"])
    # 1,000 deep fits a device's size limit: its depth refuses it
    from_phone(net, host, '{"t":"undo","at":0,"x":' + "[" * 1000 + "]" * 1000 + "}")
    assert said(phone) == ("error", BAD["en"])
    assert host.match.record.to_json() == before and host.table.connected(1)
    # what a host sends may be larger: 100,000 deep is under its size limit, and refused for its depth
    seen = phone.match.view()
    from_host(net, phone, '{"t":"error","text":"x","deep":' + DEEP + "}")
    assert said(phone) == ("error", BAD["en"])
    assert phone.guest.status == "joined" and phone.match.view() == seen
    assert not [text for text in parsed if "[" * 100 in text], "a message too deep reached the parser"


def test_a_message_at_the_size_limit_is_read_and_one_byte_over_is_refused_in_each_direction(parsed):
    net, host, phone = table(lang="it")
    undo_refused = t("it", "undo_nothing")
    from_phone(net, host, padded("undo", protocol.MAX_FROM_DEVICE, at=0))
    assert said(phone) == ("error", undo_refused)
    from_phone(net, host, padded("undo", protocol.MAX_FROM_DEVICE + 1, at=0))
    assert said(phone) == ("error", BAD["it"])
    # counted in bytes: two-byte letters exactly at the limit are read, one byte more is refused
    from_phone(net, host, padded("undo", protocol.MAX_FROM_DEVICE, fill="è", at=0))
    assert said(phone) == ("error", undo_refused)
    over = padded("undo", protocol.MAX_FROM_DEVICE + 1, fill="è", at=0)
    assert len(over) < protocol.MAX_FROM_DEVICE
    from_phone(net, host, over)
    assert said(phone) == ("error", BAD["it"])
    # a host may send a finished game's record: its limit is the data channel's message size
    from_host(net, phone, padded("error", protocol.MAX_FROM_HOST, text="Fermo"))
    assert said(phone) == ("error", "Fermo")
    from_host(net, phone, padded("error", protocol.MAX_FROM_HOST + 1, text="Fermo"))
    assert said(phone) == ("error", BAD["it"])
    assert max(len(text.encode()) for text in parsed) <= protocol.MAX_FROM_HOST


def burst_messages(host):
    """Every kind of wrong message a device may send while the host's person is on turn."""
    legal = [list(a) for a in host.match.state.legal_actions()]
    return [
        '{"t":"launch"}', '{"t":"state","view":{}}', "{}", "[]", "null", "", "not json", '{"t":', "\ud800",
        protocol.dumps("act", actions=[legal[0]], at=0),              # the host's seat's move: forged
        protocol.dumps("act", actions=[legal[0]], at=7),              # a stale position
        protocol.dumps("act", actions=[["shift", 0, 1, 2]], at=-1),
        protocol.dumps("undo", at=0),
        protocol.dumps("undo", at="0"), protocol.dumps("act", actions="shift", at=0),
        protocol.dumps("act", actions=[["shift"]], at=True), protocol.dumps("act", actions=[{"t": 1}], at=0.5),
        protocol.dumps("act", actions=[], at=0), protocol.dumps("act", actions=[["end"]] * 21, at=0),
        '{"t":"act","actions":[["x"]],"at":1e999}', '{"t":"act","actions":[["x"]],"at":' + "9" * 5000 + "}",
        "x" * (protocol.MAX_FROM_DEVICE + 1), '{"t":"undo","at":0,"x":' + "[" * 40 + "]" * 40 + "}",
    ]


def host_turn(net, host):
    """The host's person plays until it is the phone's turn."""
    while host.match.state.current_player == 0:
        legal = host.match.state.legal_actions()
        host.dispatch("move", {"move": json.dumps(next((a for a in legal if a[0] == "end"), legal[0]))})
        net.pump()


def burst(net, host, count):
    """`count` wrong messages from the phone, dispatched one after the other; the host's answers."""
    kinds = burst_messages(host)
    link = host.table.links[1].link
    sent = len(net.sent)
    for n in range(count):
        host.dispatch("link_message", {"link": link, "text": kinds[n % len(kinds)]})
        # one answer for each message, nothing else waits: the host keeps no queue of its own
        assert len(host.outbox) == 1 and host.outbox[0][:2] == ("send", link)
        net.pump()
    return [json.loads(text) for sender, _, text in net.sent[sent:] if sender is host]


def test_a_burst_of_500_bad_messages_is_answered_one_by_one_and_changes_nothing():
    net, host, phone = table(lang="it")
    before = host.match.record.to_json()
    answers = burst(net, host, 250)             # while the host's person is on turn: forged moves among them
    assert host.match.record.to_json() == before
    host_turn(net, host)
    before = host.match.record.to_json()
    answers += burst(net, host, 250)            # on the phone's turn: stale positions, malformed actions
    assert len(answers) == 500 and {a["t"] for a in answers} == {"error"}
    texts = {a["text"] for a in answers}
    assert {t("it", "link_not_your_turn"), t("it", "link_stale"), BAD["it"]} <= texts
    assert not texts & {t("en", "link_not_your_turn"), t("en", "link_stale"), BAD["en"], t("it", "link_host_fault")}
    assert host.match.record.to_json() == before and host.table.connected(1) and phone.guest.status == "joined"
    # and the game goes on
    played = len(host.match.record.actions)
    phone.human_move(phone.match.state.legal_actions()[0])
    net.pump()
    assert len(host.match.record.actions) == len(phone.match.moves) == played + 1


@pytest.mark.parametrize("game", ["citadels", "carcassonne", "shifting-stones", "romi-rami"])
def test_actions_of_the_wrong_shape_are_refused_by_the_engine_in_every_game(game):
    net = Net()
    host = host_game(net, game, [("device", "Bea"), ("device", "Cy"), ("device", "Di")][:2 if game == "romi-rami" else 3])
    phones = joined(net, host, len(host.table.links))
    seat = host.match.state.current_player
    phone = next(p for p in phones if p.match.seat == seat)
    before = host.match.record.to_json()
    kind = host.match.state.legal_actions()[0][0]
    shapes = [[kind], [kind, -1], [kind, None], [kind, 10 ** 30], [kind, 1e308], [kind, True], [kind, [1, [2]]],
              [kind, {"k": 1}], [kind, "zz", "zz", "zz", "zz"], [kind, None, None, None, None], ["nonsense"], [7],
              [None], []]
    for shape in shapes:
        phone.message = None
        from_phone(net, host, protocol.dumps("act", actions=[shape], at=0), seat=seat)
        assert said(phone) is not None and said(phone)[0] == "error", shape
        assert said(phone)[1] not in (t("en", "link_host_fault"), BAD["en"]), (shape, said(phone))
        assert host.match.record.to_json() == before
    phone.human_move(phone.match.state.legal_actions()[0])
    net.pump()
    assert len(host.match.record.actions) == 1


def test_a_fault_on_the_host_is_refused_and_the_position_rebuilt_from_the_record():
    net = Net()
    host = host_game(net, "shifting-stones", [("device", "Bea"), ("person", "Ada")])
    [phone] = joined(net, host, 1, lang="it")
    state = host.match.state
    played = state.apply_checked

    def half_then_fail(action):
        played(action)                       # the position moved on, and then something failed
        raise RuntimeError("a fault of the host's own")

    state.apply_checked = half_then_fail
    phone.human_move(phone.match.state.legal_actions()[0])
    net.pump()
    assert said(phone) == ("error", "Chi ospita non è riuscito ad accettare questo messaggio; non è cambiato nulla.")
    assert host.match.record.actions == [] and host.match.moves == []
    assert host.match.state is not state and host.match.state.view(None) == replay(host.match.record, host.games).view(None)
    assert host.match.state.current_player == 0 and host.table.connected(0)
    phone.human_move(phone.match.state.legal_actions()[0])
    net.pump()
    assert len(host.match.record.actions) == 1 and len(phone.match.moves) == 1


def test_a_joined_device_survives_whatever_a_host_sends():
    net, host, phone = table()
    host.dispatch("move", {"move": json.dumps(host.match.state.legal_actions()[0])})
    net.pump()
    seen, moves = phone.match.view(), len(phone.match.moves)
    good = json.loads([text for sender, _, text in net.sent if sender is host and '"t":"state"' in text][-1])
    damaged = [{**good, "from": 5}, {**good, "moves": [[1, 2]]}, {**good, "own": {"x": 1}}, {**good, "start": [1]},
               {**good, "legal": "all"}, {**good, "current": "1"}, {**good, "record": '{"game":"chess"}'},
               {"t": "welcome", "v": 1, "site": "v1", "game": "shifting-stones", "gid": "g", "seat": 9,
                "names": ["A"], "bots": [None]},
               {"t": "welcome", "v": 1, "site": "v1", "game": "shifting-stones", "gid": "g", "seat": 0,
                "names": [1, 2], "bots": [None, None]}, {"t": "launch"}, {"t": "error", "text": 5}]
    for message in damaged:
        phone.message = None
        from_host(net, phone, json.dumps(message))
        assert said(phone) == ("error", BAD["en"]), message
        assert phone.guest.status == "joined" and phone.match.view() == seen and len(phone.match.moves) == moves
    for junk in ["", "\ud800", "{", "x" * (protocol.MAX_FROM_HOST + 1), DEEP]:
        from_host(net, phone, junk)
        assert said(phone) == ("error", BAD["en"])
    # the host's next states put it in step again, and it plays on
    host_turn(net, host)
    phone.human_move(phone.match.state.legal_actions()[0])
    net.pump()
    assert len(phone.match.moves) == len(host.match.moves) > moves
    assert phone.match.view() == json.loads(json.dumps(host.match.state.view(1)))


def test_a_hosting_tab_ignores_a_broadcast_too_large_or_too_deep():
    net, host, phone = table()
    before = host.match.record.to_json()
    for text in ['{"t":"reply","id":"a","code":' + "[" * 5000 + "]" * 5000 + "}",
                 json.dumps({"t": "reply", "id": "a", "code": "A" * 5000})]:
        host.dispatch("broadcast", {"text": text})
        net.pump()
        assert host.message is None and host.outbox == [] and host.match.record.to_json() == before


def test_link_js_bounds_are_the_protocols():
    source = (ROOT / "static" / "link.js").read_text()
    for name in ("MAX_FROM_DEVICE", "MAX_FROM_HOST", "MAX_BETWEEN_TABS", "MAX_DEPTH"):
        found = re.search(rf"var {name} = (\d+);", source)
        assert found and int(found.group(1)) == getattr(protocol, name), name


# ---- a reply no host takes ----------------------------------------------------------------------------------
def reply_screen(phone):
    page = shown(phone)
    return page, 'data-action="join-again"' in page


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_phone_with_a_used_code_says_within_20_seconds_that_no_host_answered(lang):
    net = Net()
    host = host_game(net, "carcassonne", [("person", "Ada"), ("device", "Bea")])
    url = host.join_url(1)
    first, late = net.tab("p1"), net.tab("p2", lang=lang)
    first.dispatch("route", {"route": url.split("#/", 1)[1]})
    net.pump()
    reply_tab = net.tab("host")
    reply_tab.dispatch("route", {"route": first.reply_url().split("#/", 1)[1]})
    net.pump()
    assert first.guest.status == "joined"
    # the second phone scans the same code, now used: its reply is never taken
    late.dispatch("route", {"route": url.split("#/", 1)[1]})
    net.pump()
    tab = net.tab("host")
    tab.dispatch("route", {"route": late.reply_url().split("#/", 1)[1]})
    net.pump()
    net.advance(JOIN_WAIT_MS - 1)
    page, again = reply_screen(late)
    assert late.guest.status == "waiting" and NO_HOST[lang] not in page and not again
    net.advance(1)
    page, again = reply_screen(late)
    assert NO_HOST[lang] in page and again
    assert late.reply_url() in page           # a host that was only slow may still take it
    assert first.guest.status == "joined" and NO_HOST["en"] not in shown(first)


def test_an_old_code_is_said_the_same_way_and_start_again_makes_a_new_reply():
    net = Net()
    host = host_game(net, "carcassonne", [("person", "Ada"), ("device", "Bea")])
    url = host.join_url(1)
    host.dispatch("home", {})                 # the code is old now
    net.pump()
    phone = net.tab("phone")
    phone.dispatch("route", {"route": url.split("#/", 1)[1]})
    net.pump()
    first_reply = phone.reply_url()
    net.advance(JOIN_WAIT_MS)
    assert NO_HOST["en"] in shown(phone)
    phone.dispatch("join-again", {})
    net.pump()
    assert phone.guest.status == "waiting" and phone.reply_url() != first_reply
    assert NO_HOST["en"] not in shown(phone)
    net.advance(JOIN_WAIT_MS - 1)             # the first reply's timer is long gone; the new one is not due yet
    assert NO_HOST["en"] not in shown(phone)
    net.advance(1)
    assert NO_HOST["en"] in shown(phone)


def test_a_reply_taken_in_time_never_says_no_host_answered():
    net = Net()
    host = host_game(net, "carcassonne", [("person", "Ada"), ("device", "Bea")])
    phone = net.tab("phone")
    phone.dispatch("route", {"route": host.join_url(1).split("#/", 1)[1]})
    net.pump()
    net.advance(JOIN_WAIT_MS - 5_000)         # the host takes a while to scan it
    tab = net.tab("host")
    tab.dispatch("route", {"route": phone.reply_url().split("#/", 1)[1]})
    net.pump()
    net.advance(10_000)
    assert phone.guest.status == "joined" and phone.screen == "play" and NO_HOST["en"] not in shown(phone)


# ---- the host's page goes ----------------------------------------------------------------------------------
def test_a_host_page_that_reloads_tells_the_phones_to_scan_the_new_code_and_they_come_back():
    net, host, phone = table(game="carcassonne")
    host.dispatch("move", {"move": json.dumps(host.match.state.legal_actions()[0])})
    net.pump()
    moves = len(host.match.moves)
    route = host.route()
    # the page goes (the browser layer's pagehide): closed or reloaded, it cannot tell
    host.close_table(page=True)
    net.pump()
    net.close_tab(host)
    page = shown(phone)
    assert phone.guest.status == "closed"
    assert "The host's page was closed or reloaded. When the host opens the game again, it shows a new code for " \
           "your seat: scan it to come back." in page
    assert "closed the game" not in page
    # the reloaded page opens the game again, from its saves, and shows a new code at once
    again = net.tab("host", store=host.store)
    again.dispatch("route", {"route": route})
    net.pump()
    assert again.table.shown == 1 and again.join_url(1)
    net.join(again, phone, net.tab("host"))
    assert again.table.connected(1) and phone.guest.status == "joined" and len(phone.match.moves) == moves


def test_a_host_leaving_the_game_in_the_app_still_says_it_closed_it():
    net, host, phone = table()
    host.dispatch("home", {})
    net.pump()
    assert "The host has closed the game." in shown(phone)
    phone_it = table(lang="it")
    phone_it[1].close_table(page=True)
    phone_it[0].pump()
    assert "La pagina di chi ospita è stata chiusa o ricaricata." in shown(phone_it[2])


@pytest.mark.parametrize("game", ["citadels", "carcassonne", "shifting-stones", "romi-rami"])
def test_a_position_from_the_host_that_cannot_be_drawn_is_refused_and_the_last_one_kept(game):
    net, host, phone = table(game=game)
    seen, page = phone.match.view(), shown(phone)
    good = json.loads([text for sender, _, text in net.sent if sender is host and '"t":"state"' in text][-1])
    for view in ({}, {key: None for key in good["view"]}):
        from_host(net, phone, json.dumps({**good, "from": 0, "view": view}))
        again = shown(phone)                    # drawing it fails: the position before it is drawn instead
        assert BAD["en"] in again and phone.match.view() == seen
        assert again.replace(f'<div class="notice error" role="alert"><span>{BAD["en"]}</span></div>', "") == page
    # a first position that cannot be drawn: the join screen stays
    late = net.tab("late")
    welcome = next(text for sender, _, text in net.sent if sender is host and '"t":"welcome"' in text)
    late.guest = GuestLink("code")
    late.guest.status = "hello"             # its connection open, its hello said
    late.dispatch("link_message", {"link": "host", "text": welcome})
    late.dispatch("link_message", {"link": "host", "text": json.dumps({**good, "view": {}})})
    assert BAD["en"] in shown(late) and late.screen == "join"
