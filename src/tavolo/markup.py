"""Building HTML safely: every text is escaped unless it is already `Markup` made by `h`.

Views are pure functions that return Markup; the browser mounts the result with one assignment.
"""

from __future__ import annotations

from hashlib import blake2b
from html import escape


class Markup(str):
    """A string of HTML that is safe to insert as it is."""

    __slots__ = ()


def esc(value) -> Markup:
    if isinstance(value, Markup):
        return value
    return Markup(escape("" if value is None else str(value), quote=True))


def join(parts) -> Markup:
    return Markup("".join(esc(p) for p in parts if p is not None and p is not False))


VOID = {"br", "img", "input", "meta", "link", "hr", "use", "path", "circle", "ellipse", "rect", "polygon", "line"}


def h(tag: str, *children, **attrs) -> Markup:
    """h("button", "Go", class_="big", data_action="go") -> <button class="big" data-action="go">Go</button>.

    A trailing underscore is dropped from attribute names (class_), other underscores become dashes;
    True writes a bare attribute, False and None leave it out. Children may be nested lists.
    """
    out = ["<", tag]
    for name, value in attrs.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        if value is True:
            out.append(f" {name}")
        else:
            out.append(f' {name}="{esc(value)}"')
    if tag in VOID and not children:
        out.append("/>" if tag in {"use", "path", "circle", "ellipse", "rect", "polygon", "line"} else ">")
        return Markup("".join(out))
    out.append(">")
    out.append(_children(children))
    out.append(f"</{tag}>")
    return Markup("".join(out))


def _children(children) -> str:
    parts = []
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, (list, tuple)):
            parts.append(_children(child))
        else:
            parts.append(esc(child))
    return "".join(parts)


def counted(text: str, n: int, key: str) -> Markup:
    """`text` (words that hold the number `n`, e.g. "7 gold") with that number marked to count from its old value
    to its new one when it changes (data-count, see static/morph.js). Text without the number stays as it is."""
    text = str(text)
    number = str(n)
    at = _standalone(text, number)
    if at < 0:
        return esc(text)
    return join([text[:at], h("span", number, class_="count", data_count=key), text[at + len(number):]])


def _standalone(text: str, number: str) -> int:
    """Where `number` stands in `text` as a whole number (not a piece of a longer one), or -1."""
    at = text.find(number)
    while at >= 0:
        before = text[at - 1] if at else " "
        after = text[at + len(number)] if at + len(number) < len(text) else " "
        if not before.isdigit() and not after.isdigit():
            return at
        at = text.find(number, at + 1)
    return -1


def settled(tag: str, *children, **attrs) -> Markup:
    """h(tag, ...) for a large part that often comes back unchanged (a map's placed tiles, a long log): it carries a
    digest of itself (data-same), and the page leaves the part as it is when the digest is the one it already
    shows, instead of comparing it element by element (static/morph.js)."""
    whole = h(tag, *children, **attrs)
    digest = blake2b(whole.encode(), digest_size=9).hexdigest()
    return Markup(f'<{tag} data-same="{digest}"' + whole[len(tag) + 1:])
