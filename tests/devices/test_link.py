"""static/link.js between two browsers of the namespace's Chromium (tests/devices/conftest.py): a host tab and a
guest tab in separate contexts, as two devices would be, connected through the short offer and answer codes."""

from __future__ import annotations

import pytest

from tests.browser.conftest import boot_page

# Records every event of the page's tavoloLink, with the wall-clock time (comparable across pages).
RECORD = """() => {
  window.linkEvents = [];
  window.tavoloLink.onevent = (id, kind, text) => window.linkEvents.push({id, kind, text, at: Date.now()});
}"""
EVENTS = "(kind) => window.linkEvents.filter((e) => e.kind === kind)"
CATCH = """(code) => window.tavoloLink.accept(code).then((id) => "ok:" + id, (error) => "error:" + error.message)"""
NON_ASCII = "Città, perché — 東京 🎲 ünïcødé"


@pytest.fixture(scope="module")
def pages(net_context, net_page):
    """host, a second tab of the host's browser, guest: booted once for the module."""
    host_context = net_context()
    host, host_tab, guest = net_page(host_context), net_page(host_context), net_page()
    for page in (host, host_tab, guest):
        boot_page(page)
        page.evaluate(RECORD)
    return host, host_tab, guest


@pytest.fixture
def fresh(pages):
    """The pages with no connection and no recorded event."""
    for page in pages:
        page.evaluate("() => { window.tavoloLink.closeAll(); window.linkEvents.length = 0; }")
    return pages


def events(page, kind):
    return page.evaluate(EVENTS, kind)


def wait_event(page, kind, count=1, timeout=5000):
    page.wait_for_function(f"(n) => ({EVENTS})({kind!r}).length >= n", arg=count, timeout=timeout)
    return events(page, kind)


TIMED = """async ([method, arg]) => {
  const start = performance.now();
  const code = await window.tavoloLink[method](arg);
  return [code, Math.round(performance.now() - start)];
}"""


def connect(host, guest, link_id="p1", timings=None):
    """Offer, answer, accept; returns (offer code, answer code, accept time, host open, guest open)."""
    offer, offer_ms = host.evaluate(TIMED, ["offer", link_id])
    answer, answer_ms = guest.evaluate(TIMED, ["answer", offer])
    if timings is not None:
        timings.update(offer_ms=offer_ms, answer_ms=answer_ms)
    accepted_at = host.evaluate("() => Date.now()")
    assert host.evaluate(CATCH, answer) == f"ok:{link_id}"
    host_open = wait_event(host, "open")[-1]
    guest_open = wait_event(guest, "open")[-1]
    assert (host_open["id"], guest_open["id"]) == (link_id, "host")
    return offer, answer, accepted_at, host_open["at"], guest_open["at"]


def test_connect_then_messages_both_ways_arrive_intact(fresh, watch):
    host, _, guest = fresh
    timings = {}
    offer, answer, accepted_at, host_open, guest_open = connect(host, guest, timings=timings)
    setup_ms = max(host_open, guest_open) - accepted_at
    candidates = host.evaluate("(code) => window.tavoloLink.codec.decode(code).candidates", offer)
    print(f"offer code {len(offer)} chars ({len(candidates)} candidates), answer code {len(answer)} chars; "
          f"offer made in {timings['offer_ms']} ms, answer in {timings['answer_ms']} ms; "
          f"both open {setup_ms} ms after accept")
    assert timings["offer_ms"] < 2500 and timings["answer_ms"] < 2500
    assert setup_ms < 2000
    # An offer with one IPv4 host candidate is about 90 characters.
    assert len(offer) < 130 and len(answer) < 130

    # What a host sends may be large (a finished game's record); what a device sends is small (src/tavolo/devices/
    # protocol.py): beyond its limit it reaches the host's page only as a "bad_message" event.
    big = "".join(chr(0x41 + i % 26) for i in range(100_000))
    at_limit = NON_ASCII + "x" * (4096 - len(NON_ASCII.encode()))
    for sender, receiver, link_id, large in ((host, guest, "p1", big), (guest, host, "host", at_limit)):
        for text in ("hello", NON_ASCII, large):
            assert sender.evaluate("([id, text]) => window.tavoloLink.send(id, text)", [link_id, text]) is True
        received = wait_event(receiver, "message", 3)
        assert [e["text"] for e in received] == ["hello", NON_ASCII, large]
        receiver.evaluate("() => { window.linkEvents.length = 0; }")
    for text, why in ((at_limit + "x", "too_large"), (big, "too_large"), ("[" * 33 + "]" * 33, "too_deep"),
                      ('["' + "[" * 40 + '"]', "")):
        assert guest.evaluate("(text) => window.tavoloLink.send('host', text)", text) is True
    refused = wait_event(host, "bad_message", 3)
    assert [(e["id"], e["text"]) for e in refused] == [("p1", "too_large")] * 2 + [("p1", "too_deep")]
    assert [e["text"] for e in wait_event(host, "message", 1)] == ['["' + "[" * 40 + '"]']   # brackets in a string
    host.evaluate("() => { window.linkEvents.length = 0; }")
    assert host.evaluate("() => window.tavoloLink.send('nobody', 'x')") is False
    # Beyond the 256 KiB both sides announce, send() refuses instead of throwing.
    assert host.evaluate("() => window.tavoloLink.send('p1', 'x'.repeat(300000))") is False
    for page in (host, guest):
        assert watch(page).errors == []


def test_host_closing_is_reported_to_the_guest_once(fresh):
    host, _, guest = fresh
    connect(host, guest)
    closing_at = host.evaluate("() => { window.tavoloLink.close('p1'); return Date.now(); }")
    closed = wait_event(guest, "closed")
    print(f"guest told of the closing {closed[0]['at'] - closing_at} ms after it")
    assert [e["id"] for e in closed] == ["host"]
    assert guest.evaluate("() => window.tavoloLink.send('host', 'x')") is False
    host.wait_for_timeout(300)
    # The host closed it itself: nothing reported there; the guest hears it once.
    assert events(host, "closed") == []
    assert len(events(guest, "closed")) == 1


def test_the_host_hears_when_the_guest_tab_goes(fresh, net_page):
    host, _, _ = fresh
    guest = boot_page(net_page())       # the app up first: it sets its own onevent, which RECORD then replaces
    guest.evaluate(RECORD)
    connect(host, guest, "p9")
    guest.close()
    assert [e["id"] for e in wait_event(host, "closed")] == ["p9"]
    assert host.evaluate("() => window.tavoloLink.send('p9', 'x')") is False


def test_a_code_that_does_not_decode_is_bad_code(fresh):
    host, _, guest = fresh
    offer = host.evaluate("() => window.tavoloLink.offer('p1')")
    for code in ("", "garbage!", "hello", offer[:-4], offer + "AA", "Ag" + offer[2:]):
        assert host.evaluate(CATCH, code) == "error:bad_code", code
    # An offer is not an answer.
    assert host.evaluate(CATCH, offer) == "error:bad_code"
    assert guest.evaluate("(code) => window.tavoloLink.answer(code).catch((e) => 'error:' + e.message)",
                          "nonsense") == "error:bad_code"


def test_an_answer_to_no_pending_offer_is_unknown_code(fresh):
    host, _, guest = fresh
    answer_to = lambda offer: guest.evaluate("(code) => window.tavoloLink.answer(code)", offer)  # noqa: E731

    closed_offer = host.evaluate("() => window.tavoloLink.offer('p1')")
    late = answer_to(closed_offer)
    host.evaluate("() => window.tavoloLink.close('p1')")
    assert host.evaluate(CATCH, late) == "error:unknown_code"

    replaced_offer = host.evaluate("() => window.tavoloLink.offer('p2')")
    stale = answer_to(replaced_offer)
    host.evaluate("() => window.tavoloLink.offer('p2')")
    assert host.evaluate(CATCH, stale) == "error:unknown_code"

    offer = host.evaluate("() => window.tavoloLink.offer('p3')")
    first = answer_to(offer)
    second = answer_to(offer)
    assert host.evaluate(CATCH, first) == "ok:p3"
    assert host.evaluate(CATCH, second) == "error:unknown_code"


def test_codec_keeps_what_the_other_side_needs(fresh):
    host, _, _ = fresh
    result = host.evaluate("""async () => {
      const pc = new RTCPeerConnection({iceServers: []});
      pc.createDataChannel("x");
      await pc.setLocalDescription(await pc.createOffer());
      await new Promise((done) => {
        if (pc.iceGatheringState === "complete") done();
        pc.onicegatheringstatechange = () => pc.iceGatheringState === "complete" && done();
      });
      const sdp = pc.localDescription.sdp;
      pc.close();
      const value = (name) => sdp.split("\\r\\n").find((l) => l.startsWith("a=" + name + ":")).slice(name.length + 3);
      const candidates = sdp.split("\\r\\n").filter((l) => l.startsWith("a=candidate:"))
        .map((l) => l.split(" ")).filter((f) => f[2] === "udp").map((f) => ({address: f[4], port: +f[5]}));
      const offer = window.tavoloLink.codec.encode(sdp, "offer");
      const answer = window.tavoloLink.codec.encode(sdp.replace("a=setup:actpass", "a=setup:active"), "answer",
                                                     "Tag9");
      return {ufrag: value("ice-ufrag"), pwd: value("ice-pwd"), fingerprint: value("fingerprint"), candidates,
              offer, decoded: window.tavoloLink.codec.decode(offer), decodedAnswer: window.tavoloLink.codec.decode(answer)};
    }""")
    decoded = result["decoded"]
    assert (decoded["kind"], decoded["setup"], decoded["tag"]) == ("offer", "actpass", None)
    assert (decoded["ufrag"], decoded["pwd"]) == (result["ufrag"], result["pwd"])
    assert "sha-256 " + decoded["fingerprint"] == result["fingerprint"]
    assert result["candidates"] and decoded["candidates"] == result["candidates"]
    assert all(c["address"].startswith("10.213.0.") for c in decoded["candidates"])
    answer = result["decodedAnswer"]
    assert (answer["kind"], answer["setup"], answer["tag"]) == ("answer", "active", "Tag9")
    assert "a=mid:0\r\n" in decoded["sdp"] and "a=group:BUNDLE 0\r\n" in decoded["sdp"]


PHONE_SDP = "\r\n".join([
    "v=0", "o=- 4611 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    "a=candidate:1 1 udp 2113937151 0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.local 50001 typ host generation 0",
    "a=candidate:2 1 tcp 2113937151 10.0.0.7 9 typ host tcptype active generation 0",
    "a=candidate:3 1 udp 2113939711 2001:db8::7 50002 typ host generation 0",
    "a=candidate:4 1 udp 2113939711 ::ffff:192.168.1.9 50003 typ host generation 0",
    "a=candidate:5 1 udp 1677729535 203.0.113.5 50004 typ srflx raddr 0.0.0.0 rport 0 generation 0",
    "a=candidate:6 1 udp 2113937151 192.168.1.9 50005 typ host generation 0",
    "a=candidate:7 1 udp 2113937151 192.168.1.10 50006 typ host generation 0",
    "a=ice-ufrag:Zq9+", "a=ice-pwd:0123456789abcdefghij+/XY",
    "a=fingerprint:sha-256 " + ":".join(f"{(i * 29 + 7) % 256:02X}" for i in range(32)),
    "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144", ""])


def test_codec_keeps_phone_candidates_and_chromium_takes_the_rebuilt_description(fresh):
    host, _, _ = fresh
    result = host.evaluate("""async (sdp) => {
      const code = window.tavoloLink.codec.encode(sdp, "offer");
      const decoded = window.tavoloLink.codec.decode(code);
      const pc = new RTCPeerConnection({iceServers: []});
      let accepted = "yes";
      try { await pc.setRemoteDescription({type: "offer", sdp: decoded.sdp}); }
      catch (error) { accepted = String(error); }
      pc.close();
      return {length: code.length, decoded, accepted};
    }""", PHONE_SDP)
    decoded = result["decoded"]
    print(f"offer code with an mDNS name, two IPv6 and one IPv4 candidate: {result['length']} chars")
    # UDP host candidates only, at most four, in their order; IPv6 written out in full.
    assert decoded["candidates"] == [
        {"address": "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.local", "port": 50001},
        {"address": "2001:db8:0:0:0:0:0:7", "port": 50002},
        {"address": "0:0:0:0:0:ffff:c0a8:109", "port": 50003},
        {"address": "192.168.1.9", "port": 50005}]
    assert (decoded["ufrag"], decoded["pwd"]) == ("Zq9+", "0123456789abcdefghij+/XY")
    assert result["accepted"] == "yes"


def test_broadcast_reaches_the_other_tabs_of_the_browser(fresh):
    host, host_tab, guest = fresh
    host_tab.evaluate("() => window.tavoloLink.broadcast('reply:' + 'abc')")
    received = wait_event(host, "broadcast")
    assert [(e["id"], e["text"]) for e in received] == [("", "reply:abc")]
    guest.wait_for_timeout(200)
    assert events(guest, "broadcast") == []       # another browser
    assert events(host_tab, "broadcast") == []    # not echoed to the sender


QR_STATE = """(el) => {
  const svg = el.shadowRoot && el.shadowRoot.querySelector("svg");
  return svg && {modules: +svg.getAttribute("data-modules"), viewBox: svg.getAttribute("viewBox"),
                 path: svg.querySelector("path").getAttribute("d"), role: el.getAttribute("role"),
                 label: el.getAttribute("aria-label"), width: el.getBoundingClientRect().width,
                 height: el.getBoundingClientRect().height};
}"""


def test_qr_element_draws_the_text_and_follows_it(fresh, watch):
    host, _, _ = fresh
    host.evaluate("""() => {
      const box = document.createElement("div");
      box.id = "qr-box";
      box.innerHTML = '<tavolo-qr text="hello" label="Join code"></tavolo-qr>';
      document.body.append(box);
    }""")
    qr = host.locator("#qr-box tavolo-qr")
    small = qr.evaluate(QR_STATE)
    assert small["modules"] == 21 and small["viewBox"] == "0 0 29 29"     # version 1, quiet zone of 4
    assert (small["role"], small["label"]) == ("img", "Join code")
    assert small["width"] == small["height"] > 0

    link = "http://127.0.0.1:8765/#/join/" + host.evaluate("() => window.tavoloLink.offer('qr')")
    qr.evaluate("(el, text) => el.setAttribute('text', text)", link)
    large = qr.evaluate(QR_STATE)
    print(f"join address of {len(link)} characters: QR of {large['modules']} modules")
    assert large["modules"] > 21 and (large["modules"] - 17) % 4 == 0 and large["path"] != small["path"]

    # The app re-renders by morphing: the element stays, its drawing follows the new text, role and label stay.
    host.evaluate("""() => {
      const box = document.getElementById("qr-box");
      box.firstElementChild.marker = true;
      Idiomorph.morph(box, '<tavolo-qr text="hello" label="Codice"></tavolo-qr>', {morphStyle: "innerHTML"});
    }""")
    morphed = qr.evaluate(QR_STATE)
    assert qr.evaluate("(el) => el.marker") is True
    assert (morphed["modules"], morphed["path"], morphed["role"], morphed["label"]) == (
        21, small["path"], "img", "Codice")
    host.evaluate("() => document.getElementById('qr-box').remove()")
    assert watch(host).csp_violations == []
