"""The screens and panels of playing on several devices: the host's seats-on-devices panel (a QR code to join
each seat, who is connected, what to do about a missing player), a joining device's screen (its reply code), a
reply tab's screen, and the banner of a joined seat whose connection is gone."""

from __future__ import annotations

from ..devices.host import CONNECTED, CONNECTING
from ..markup import h
from .widgets import button, qr, screen_title, seat_mark, t


def code_box(lang, label_key, text, key) -> "h":
    """An address or code to copy (for devices without a camera): the text, selectable, and a copy button."""
    return h("div", h("label", t(lang, label_key), " ",
                      h("input", type="text", readonly=True, value=text, class_="share-url code-text",
                        data_key=f"{key}-text", aria_label=t(lang, label_key))),
             button(t(lang, "copy_link"), "copy-link", key=f"{key}-copy", url=text), class_="share row")


def host_panel(c):
    """Who plays on their own device, who is connected, and the code that lets the next device in."""
    table, lang, match = c.table, c.lang, c.match
    if table is None and match is not None and match.remote and c.guest is None and not c.drives():
        return h("p", t(lang, "hosted_elsewhere"), class_="notice info", role="status", data_key="hosted-elsewhere")
    if table is None or match is None:
        return None
    seats = match.record.seats
    rows = []
    for seat, link in sorted(table.links.items()):
        status = ("device_connected" if link.status == CONNECTED else
                  "device_connecting" if link.status == CONNECTING else
                  "device_lost" if link.joined_before else "device_waiting")
        show = None
        if link.status not in (CONNECTED, CONNECTING) and seat != table.shown:
            show = button(t(lang, "device_show_code"), "show-seat", key=f"show-seat-{seat}", cls="btn small",
                          seat=str(seat))
        rows.append(h("li", seat_mark(seat), " ", h("strong", seats[seat]["name"]), ": ", t(lang, status), " ",
                      show, class_=f"device-seat {link.status}", data_seat=str(seat)))
    body = [h("ul", rows, class_="device-seats")]
    waiting_turn = match.state.current_player in table.missing() and not match.state.is_over
    if waiting_turn:
        seat = match.state.current_player
        name = seats[seat]["name"]
        body.append(h("div", h("p", t(lang, "device_waiting_turn", name=name)),
                      button(t(lang, "device_play_here", name=name), "seat-here", key="seat-here", seat=str(seat)),
                      button(t(lang, "device_bot_plays", name=name), "seat-bot", key="seat-bot", seat=str(seat)),
                      class_="row device-missing", role="status"))
    shown = table.shown
    if shown is not None and not match.state.is_over:
        name = seats[shown]["name"]
        url = c.join_url(shown)
        if url:
            body.append(h("div",
                          h("h3", t(lang, "device_join_as", name=name)),
                          h("p", t(lang, "device_scan", name=name), class_="muted"),
                          qr(url, t(lang, "device_qr_join", name=name)),
                          code_box(lang, "device_join_link", url, "join"),
                          h("form", h("label", t(lang, "device_reply_paste"), " ",
                                      h("input", type="text", name="code", autocomplete="off", data_key="reply-code",
                                        class_="code-text")),
                            h("button", t(lang, "device_connect"), type="submit", class_="btn", data_key="reply-go"),
                            class_="row", data_action="reply-code"),
                          class_="device-join", data_seat=str(shown)))
        else:
            body.append(h("p", t(lang, "device_preparing"), class_="muted"))
    open_ = bool(table.missing()) and not match.state.is_over
    return h("details", h("summary", t(lang, "devices_title"), " ",
                          h("span", f"{len(table.links) - len(table.missing())}/{len(table.links)}", class_="muted")),
             body, class_="devices-panel", open=open_, data_key="devices-panel")


def guest_banner(c):
    """On a joined seat: the connection's trouble, if any."""
    guest, lang = c.guest, c.lang
    if guest is None or guest.status in ("joined", "hello"):
        return None
    key = {"lost": "host_lost", "closed": guest.why or "host_closed"}.get(guest.status, guest.why or "host_lost")
    rescan = None if key == "host_page_gone" else h("p", t(lang, "device_rescan"), class_="muted")
    return h("div", h("p", t(lang, key)), rescan, class_="notice error device-banner", role="alert")


def join(c):
    """A device joining a game: its reply for the host, or what went wrong."""
    guest, lang = c.guest, c.lang
    status = guest.status if guest is not None else "lost"
    parts = [screen_title(t(lang, "join_title"))]
    if status in ("answering", "joined"):
        parts.append(h("p", t(lang, "join_answering"), role="status"))
    elif status in ("waiting", "hello"):
        url = c.reply_url()
        if guest.unanswered and status == "waiting":
            # Said, and the reply kept below: a host that was only slow to scan it can still take it.
            parts += [h("p", t(lang, "join_no_host"), class_="notice error", role="alert"),
                      h("div", button(t(lang, "join_again"), "join-again", key="join-again"), class_="row")]
        else:
            parts.append(h("p", t(lang, "join_show_host"), role="status"))
        parts += [qr(url, t(lang, "device_qr_reply")),
                  code_box(lang, "join_reply_code", url, "reply"),
                  h("p", t(lang, "join_same_network"), class_="muted")]
    else:
        key = {"lost": "join_lost", "closed": (guest.why if guest else "") or "host_closed"}.get(
            status, guest.why if guest else "join_lost")
        parts.append(h("p", t(lang, key), class_="notice error", role="alert"))
        if key != "host_page_gone":
            parts.append(h("p", t(lang, "device_rescan"), class_="muted"))
    parts.append(h("div", button(t(lang, "home"), "home", key="join-home"), class_="row"))
    return h("section", parts, class_="screen join", data_screen="join", data_status=status,
             data_unanswered="true" if guest is not None and guest.unanswered else None)


def reply(c):
    """A tab the host's camera opened with a device's reply: it hands the reply to the hosting tab."""
    lang, state = c.lang, c.reply_state
    key = {"sending": "reply_sending", "ok": "reply_ok", "refused": "reply_refused", "none": "reply_none",
           "bad": "link_bad_code"}.get(state, "reply_none")
    return h("section", screen_title(t(lang, "reply_title")),
             h("p", t(lang, key, name=c.reply_name), role="status" if state in ("sending", "ok") else "alert",
               class_=None if state in ("sending", "ok") else "notice error"),
             h("div", button(t(lang, "home"), "home", key="reply-home"), class_="row"),
             class_="screen reply", data_screen="reply", data_status=state or "")

