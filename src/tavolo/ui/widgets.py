"""The small pieces every screen is made of: the shell's words, a seat's sign, a button, a screen's title, a QR
code. Both the shared screens (pages) and the screens of several devices (device_pages) build on them, so neither
needs the other."""

from __future__ import annotations

import functools

from ..i18n import tr
from ..markup import Markup, h
from .text import TEXT

SEAT_SHAPES = "●▲■◆★✚⬟⬢"   # with the seat colour: never colour alone (eight seats for Citadels)


def t(lang, key, **params):
    return tr(TEXT, key, lang, **params)


@functools.lru_cache(maxsize=16)
def seat_mark(seat: int) -> Markup:
    return h("span", SEAT_SHAPES[seat % len(SEAT_SHAPES)], class_=f"seat-mark seat-{seat}", aria_hidden="true")


def button(label, action, *, key=None, cls="btn", disabled=False, title=None, pressed=None, expanded=None,
           controls=None, **data):
    """A button handled by delegation: data-action names the event, data-* carry its parameters."""
    attrs = {f"data_{k}": v for k, v in data.items()}
    return h("button", label, type="button", class_=cls, data_action=action, data_key=key or action,
             disabled=disabled, title=title, aria_pressed=pressed, aria_expanded=expanded, aria_controls=controls,
             **attrs)


def bar_button(icon, words, action, **kw):
    """A button of the play bar: a sign and its words (on a phone the sign alone is seen, the words stay its
    name), so the bar is one line in every language."""
    return button([h("span", icon, class_="bar-icon", aria_hidden="true"), h("span", words, class_="bar-words")],
                  action, **kw)


def screen_title(*text) -> "Markup":
    """A screen's heading: focused when the screen opens, so keyboard and screen-reader users start there."""
    return h("h2", *text, tabindex="-1", data_key="screen-title")


def qr(text, label) -> "h":
    """A QR code drawn by static/link.js (<tavolo-qr>): the light DOM holds only its text."""
    return h("tavolo-qr", text=text, label=label, class_="qr", data_key="qr")
