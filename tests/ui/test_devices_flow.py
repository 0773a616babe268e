"""Playing on several devices, in CPython: a host and joined devices wired by tests/ui/device_net.py play whole
games; what each device is sent, the seat it can act for, reconnection and every bad input."""

import html
import json
import random

import pytest

from tavolo.bots import run_to_end
from tavolo.devices.protocol import dumps

from device_net import Net
from tests.game_helpers import pick


def host_game(net, game_id, who, seed=42):
    host = net.tab("host", seed=seed)
    host.dispatch("new", {"game": game_id})
    data = {"count": str(len(who))}
    for seat, (kind, name) in enumerate(who):
        data[f"who{seat}"], data[f"name{seat}"] = kind, name
    host.dispatch("start", data)
    net.pump()
    return host


def joined(net, host, count, lang="en"):
    guests = []
    for n in range(count):
        guest = net.tab(f"phone{n}", lang=lang)
        net.join(host, guest, net.tab("host"))
        guests.append(guest)
    return guests


def view_json(state, seat):
    return json.loads(json.dumps(state.view(seat)))


def play_out(net, host, guests, chooser, steps=None, check=None):
    """Everyone plays until the end (or `steps` moves): bots on the host, the host's person, each guest on its
    own device."""
    by_seat = {g.match.seat: g for g in guests}
    for _ in range(steps or 3000):
        net.pump()
        state = host.match.state
        if state.is_over:
            return
        seat = state.current_player
        if check:
            check()
        job = host.bot_job()
        if job is not None:
            s, bot, game, view = job
            host.bot_played(s, run_to_end(bot.think(game, view, s)))
        elif seat in by_seat:
            guest = by_seat[seat]
            legal = guest.match.state.legal_actions()
            assert legal == list(state.legal_actions())
            guest.dispatch("move", {"move": json.dumps(pick(legal, chooser))})
        else:
            assert host.match.human_to_move()
            host.dispatch("move", {"move": json.dumps(pick(state.legal_actions(), chooser))})
    assert steps, "the game did not end"


def test_a_whole_citadels_game_on_three_devices_and_a_bot():
    net = Net()
    host = host_game(net, "citadels", [("person", "Ada"), ("device", "Bea"), ("device", "Cy"), ("random", "Bot")])
    assert sorted(host.table.links) == [1, 2]
    html = host.render()
    assert "<tavolo-qr" in html and host.join_url(1) in html
    guests = joined(net, host, 2)
    assert [g.match.seat for g in guests] == [1, 2]
    assert all(host.table.connected(s) for s in (1, 2))
    assert "<tavolo-qr" not in host.render()          # everyone is in: no code shown

    def check():
        for g in guests:
            seat = g.match.seat
            assert g.match.view() == view_json(host.match.state, seat)
            assert len(g.match.moves) == len(host.match.moves)
            assert g.bot_job() is None              # the bots think on the host only
            assert [m.action for m in g.match.moves] == [m.action for m in host.match.moves]

    play_out(net, host, guests, random.Random(3), check=check)
    net.pump()
    for g in guests:
        assert g.match.state.is_over
        assert g.match.record.actions == host.match.record.actions      # the record comes once the game is over
        html = g.render()
        assert 'class="end-table' in html or "end-table" in html
        assert 'data-action="again"' not in html       # only the host starts another game
        g.dispatch("replay", {})
        assert g.screen == "replay" and g.replay.match.state.is_over


def test_a_device_is_sent_only_its_seat():
    net = Net()
    host = host_game(net, "citadels", [("device", "Bea"), ("device", "Cy"), ("random", "Bot")], seed=7)
    guests = joined(net, host, 2)
    play_out(net, host, guests, random.Random(1), steps=40)
    to_guest = {}
    for sender, link, text in net.sent:
        if sender is host:
            to_guest.setdefault(host.table.by_link(link).seat if host.table.by_link(link) else None, []).append(text)
    secrets_seen = []
    for seat, texts in to_guest.items():
        for text in texts:
            message = json.loads(text)
            assert "seed" not in text and '"actions"' not in text
            if message["t"] == "state":
                assert message["record"] is None
                # another seat's move travels in its public form: no secret value (a character picked, a card
                # kept) ever reaches this device
                for mover, action, *_ in message["moves"]:
                    secret = host.match.game.actions[action[0]].secret
                    if mover != seat and secret is not None:
                        secrets_seen.append(action)
                        assert all(action[i] is None for i in secret.hidden), f"seat {seat} was sent {action}"
                # own moves in full, only this seat's
                assert all(host.match.moves[int(i)].seat == seat for i in message["own"])
    assert secrets_seen, "no secret move of another seat was sent"
    # the other seat's hand never reaches this device's page
    hand_of_other = host.match.state.view(2)["you"]["hand"] if "you" in host.match.state.view(2) else None
    html = guests[0].render()
    assert guests[0].match.seat == 0
    if hand_of_other:
        other = view_json(host.match.state, 2)
        assert other != guests[0].match.view()


def test_an_action_for_another_seat_or_out_of_turn_is_refused():
    net = Net()
    host = host_game(net, "shifting-stones", [("person", "Ada"), ("device", "Bea")])
    [guest] = joined(net, host, 1)
    assert host.match.state.current_player == 0
    before = host.match.record.to_json()
    legal = host.match.state.legal_actions()
    link = host.table.links[1].link
    # the device forges a move for the seat on turn (seat 0): refused, nothing changes
    host.dispatch("link_message", {"link": link, "text": dumps("act", actions=[list(legal[0])], at=0)})
    net.pump()
    assert host.match.record.to_json() == before
    assert guest.message[0] == "error" and "not your turn" in guest.message[1]
    # junk of every kind
    for junk in ["", "null", "[]", "{}", '{"t":"act"}', '{"t":"act","actions":"x","at":0}',
                 '{"t":"act","actions":[],"at":true}', '{"t":"launch"}', "x" * 3_000_000, '{"t":"hi","v":1}']:
        host.dispatch("link_message", {"link": link, "text": junk})
        net.pump()
        assert host.match.record.to_json() == before
        assert host.table.connected(1)
    assert "not a valid Tavolo message" in guest.message[1]


def test_an_illegal_or_stale_action_from_a_device_is_refused_in_its_language():
    net = Net()
    host = host_game(net, "shifting-stones", [("device", "Bea"), ("person", "Ada")])
    [guest] = joined(net, host, 1, lang="it")
    assert host.match.state.current_player == 0 and guest.match.human_to_move()
    link = host.table.links[0].link
    host.dispatch("link_message", {"link": link, "text": dumps("act", actions=[["nonsense", 1]], at=0)})
    net.pump()
    assert guest.message[0] == "error" and "non è un'azione di questo gioco" in html.unescape(guest.message[1])
    legal = host.match.state.legal_actions()
    host.dispatch("link_message", {"link": link, "text": dumps("act", actions=[list(legal[0])], at=5)})
    net.pump()
    assert "andata avanti" in guest.message[1] and not host.match.record.actions
    guest.human_move(guest.match.state.legal_actions()[0])
    net.pump()
    assert len(host.match.record.actions) == 1 and len(guest.match.moves) == 1


def test_a_device_takes_back_its_own_move_under_the_hosts_rules():
    net = Net()
    host = host_game(net, "romi-rami", [("device", "Bea"), ("person", "Ada")])
    [guest] = joined(net, host, 1)
    state = host.match.state
    # find a move that does not end the turn, so it may be taken back
    for action in state.legal_actions():
        trial = state.clone()
        trial.apply(action)
        if not state.commits(action) and trial.current_player == 0:
            break
    else:
        pytest.skip("no move that keeps the turn")
    guest.human_move(action)
    net.pump()
    assert len(host.match.moves) == 1 and guest.match.undo_block() is None
    guest.dispatch("undo", {})
    net.pump()
    assert host.match.moves == [] and guest.match.moves == []


def test_a_lost_device_rejoins_its_seat_at_the_current_position():
    net = Net()
    host = host_game(net, "carcassonne", [("person", "Ada"), ("device", "Bea")])
    [guest] = joined(net, host, 1)
    play_out(net, host, [guest], random.Random(2), steps=9)
    moves = len(host.match.moves)
    # the phone reloads: its connection ends, its page comes back on the guest address
    route = guest.route()
    assert route.startswith("guest/")
    net.close_tab(guest)
    net.pump()
    assert not host.table.connected(1) and host.table.shown == 1
    assert "connection lost" in host.render()
    phone = net.tab("phone-again")
    phone.dispatch("route", {"route": route})
    assert phone.screen == "join" and "scan the code" in phone.render()
    net.join(host, phone, net.tab("host"))
    assert host.table.connected(1) and phone.match.seat == 1
    assert len(phone.match.moves) == moves
    assert phone.match.view() == view_json(host.match.state, 1)


def test_the_host_can_hand_a_missing_seat_to_a_bot_or_play_it_here():
    net = Net()
    host = host_game(net, "shifting-stones", [("device", "Bea"), ("person", "Ada")])
    assert host.match.state.current_player == 0
    html = host.render()
    assert 'data-action="seat-bot"' in html and "waiting for Bea" in html
    host.dispatch("seat-bot", {"seat": "0"})
    net.pump()
    assert host.table is None and host.match.record.seats[0]["bot"] == "strong"
    assert host.bot_job() is not None
    host2 = host_game(net, "shifting-stones", [("device", "Bea"), ("person", "Ada")])
    host2.dispatch("seat-here", {"seat": "0"})
    assert host2.table is None and host2.match.humans == [0, 1]
    assert host2.match.needs_pass and "Bea" in host2.render()      # two people at this device now: hot seat


def test_the_host_closing_tells_the_devices():
    net = Net()
    host = host_game(net, "carcassonne", [("person", "Ada"), ("device", "Bea")])
    [guest] = joined(net, host, 1)
    host.dispatch("home", {})
    net.pump()
    assert guest.guest.status == "closed" and "The host has closed the game." in guest.render()
    host.dispatch("resume", {"id": host.store.entries()[0].id})
    net.pump()
    assert host.table.shown == 1
    net.join(host, guest, net.tab("host"))
    assert host.table.connected(1) and guest.guest.status == "joined"
    # the tab closes without a word: the device says the connection is lost
    net.close_tab(host)
    assert guest.guest.status == "lost" and "connection to the host" in guest.render()


def test_bad_codes_and_versions_say_so():
    net = Net()
    host = host_game(net, "carcassonne", [("person", "Ada"), ("device", "Bea")])
    phone = net.tab("phone")
    phone.dispatch("route", {"route": "join/%%%"})
    assert phone.guest.status == "failed" and "damaged" in phone.render()
    phone.dispatch("route", {"route": "join/Onot-an-offer"})
    net.pump()
    assert phone.guest.status == "failed"
    # a reply pasted on the host that no offer matches
    host.dispatch("reply-code", {"code": "https://tavolo.test/#/reply/Azzz"})
    net.pump()
    assert host.message[0] == "error" and "old or was used" in host.message[1]
    host.dispatch("reply-code", {"code": "?!"})
    assert "damaged" in host.message[1]
    # a reply tab with no hosting tab in its browser
    lone = net.tab("elsewhere")
    lone.dispatch("route", {"route": "reply/Aabc"})
    net.pump()
    net.fire_timers()
    assert lone.reply_state == "none" and "No game waiting" in lone.render()
    # a device of another version
    other = net.tab("phone2")
    other.site_version = "v2"
    net.join(host, other, net.tab("host"))
    assert other.guest.status == "refused" and "different versions" in other.render()
    assert not host.table.connected(1) and host.join_url(1)        # the seat waits with a fresh code


def test_a_second_device_cannot_take_a_seat_with_a_used_code():
    net = Net()
    host = host_game(net, "carcassonne", [("person", "Ada"), ("device", "Bea")])
    url = host.join_url(1)
    first, second = net.tab("p1"), net.tab("p2")
    for phone in (first, second):
        phone.dispatch("route", {"route": url.split("#/", 1)[1]})
    net.pump()
    tab1, tab2 = net.tab("host"), net.tab("host")
    tab1.dispatch("route", {"route": first.reply_url().split("#/", 1)[1]})
    net.pump()
    assert tab1.reply_state == "ok" and "Bea" in tab1.render() and tab1 in net.closed_tabs
    tab2.dispatch("route", {"route": second.reply_url().split("#/", 1)[1]})
    net.pump()
    net.fire_timers()
    assert tab2.reply_state == "refused" and "old or was used" in tab2.render()
    assert first.guest.status == "joined" and second.guest.status == "waiting"


def test_play_again_keeps_the_devices():
    net = Net()
    host = host_game(net, "shifting-stones", [("person", "Ada"), ("device", "Bea")])
    [guest] = joined(net, host, 1)
    play_out(net, host, [guest], random.Random(5))
    net.pump()
    first = host.match.record.meta["id"]
    host.dispatch("again", {})
    net.pump()
    assert host.table.connected(1)
    assert guest.screen == "play" and guest.match.record.meta["id"] != first and not guest.match.state.is_over


def test_a_channel_open_before_the_accept_resolves_and_a_repeated_hello_keep_the_seat_connected():
    net = Net()
    host = host_game(net, "carcassonne", [("person", "Ada"), ("device", "Bea")])
    [guest] = joined(net, host, 1)
    link = host.table.links[1].link
    host.dispatch("link_accepted", {"link": link, "nonce": ""})        # the accept's answer came after the open
    host.dispatch("link_message", {"link": link, "text": dumps("hi", v=1, site="v1", lang="en")})
    guest.dispatch("link_open", {"link": "host"})
    net.pump()
    assert host.table.connected(1) and guest.guest.status == "joined"
    assert sum(json.loads(text)["t"] == "welcome" for sender, _, text in net.sent if sender is host) == 1


def test_a_device_is_sent_a_state_only_when_its_seat_sees_a_change():
    net = Net()
    host = host_game(net, "shifting-stones", [("person", "Ada"), ("device", "Bea")])
    [guest] = joined(net, host, 1)
    host.dispatch("move", {"move": json.dumps(host.match.state.legal_actions()[0])})
    net.pump()
    count = len(net.sent)
    for _ in range(3):
        host.dispatch("menu", {})          # the host's own screen changes; nothing the device sees does
        net.pump()
    assert len(net.sent) == count
    host.dispatch("link_message", {"link": host.table.links[1].link, "text": dumps("act", actions=[["x"]], at=0)})
    net.pump()
    assert guest.message[0] == "error"        # and no state right after it clears it
    assert [json.loads(t)["t"] for _, _, t in net.sent[count:]] == ["error"]


def test_a_lost_hello_is_said_again_until_the_host_welcomes_the_device():
    net = Net()
    host = host_game(net, "citadels", [("person", "Ann"), ("device", "Bea"), ("random", "Bot")])
    his = []

    def lose_first_hello(sender, link, text):
        if json.loads(text)["t"] == "hi":
            his.append(text)
            return len(his) == 1
        return False

    net.lose = lose_first_hello
    guest = net.tab("phone")
    net.join(host, guest, net.tab("host"))
    assert guest.guest.status == "hello" and not host.table.connected(1)       # the first hello was lost
    net.advance(1500)
    assert len(his) == 2 and guest.guest.status == "joined" and host.table.connected(1)
    net.advance(60_000)                       # welcomed: it says hello no more
    assert len(his) == 2 and guest.match.seat == 1


def test_an_answer_made_before_the_app_was_up_joins_even_when_its_connection_opened_first():
    """static/link.js answers a join address before the phone's app is up; the host may take that reply and the
    connection open before the app takes the answer: the phone joins all the same, and keeps its reply."""
    net = Net()
    host = host_game(net, "shifting-stones", [("person", "Ada"), ("device", "Bea")])
    guest = net.tab("phone")
    guest.dispatch("route", {"route": host.join_url(host.table.shown).split("#/", 1)[1]})
    [command] = [c for c in guest.outbox if c[0] == "answer"]
    guest.outbox.remove(command)                        # answered already, by the page before the app
    code = "Aearlyx"
    net.answers[code] = (guest, command[1])
    net.tab("host").dispatch("route", {"route": f"reply/{code}"})      # the host's camera opens the reply
    net.pump()
    assert guest.guest.status in ("hello", "joined")
    guest.dispatch("link_answer", {"code": code})       # the app takes the answer made before it
    net.pump()
    assert guest.guest.reply == code
    assert guest.screen == "play" and host.table.connected(1)
