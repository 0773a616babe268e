"""The game's whole log in words, grouped by round, newest first, with the score changes; and the short
"since your turn" summary above the board. Both read the match's moves (see match.Move)."""

from __future__ import annotations

from ..markup import h, settled
from .widgets import button, seat_mark, t

SUMMARY_LINES = 8        # the summary names at most this many moves; the log has them all
# The log shows this many latest moves, the earlier ones one tap away: a whole game's log redrawn on every move
# would make each tap slower as the game goes on.
LOG_LATEST = 40


def score_changes(moves, index, start_scores, names):
    """Markup of who gained or lost points with move `index` (None when nothing changed or scores are secret)."""
    after = moves[index].scores
    before = moves[index - 1].scores if index else start_scores
    if after is None or before is None:
        return None
    parts = []
    for seat, (old, new) in enumerate(zip(before, after)):
        if new != old:
            parts.append(h("span", seat_mark(seat), f"{new - old:+d}", class_="delta",
                           title=f"{names[seat]}: {new}"))
    return h("span", parts, class_="deltas") if parts else None


def move_line(moves, index, label, lang, names, start_scores, marked=(), current=None, news=None, hit=False,
              picture=None):
    """One move: who, what (with `picture(index, lang)`, a small drawing of what it used, where the board has
    one), the score changes, and the public events it caused (`news(index, lang)`)."""
    move = moves[index]
    classes = " ".join(c for c, on in (("new", index in marked), ("current", index == current), ("hit", hit)) if on)
    events = news(index, lang) if news else ()
    return h("li", seat_mark(move.seat), " ", h("span", names[move.seat], class_="who"), ": ",
             picture(index, lang) if picture else None, label(index, lang), " ",
             score_changes(moves, index, start_scores, names),
             h("span", " — ", "; ".join(events), class_="news") if events else None,
             value=str(index + 1), class_=classes or None, aria_current="step" if index == current else None)


def log_panel(moves, label, lang, names, start_scores=None, upto=None, marked=(), current=None, lines=None,
              news=None, whole=False, picture=None, open_=True, panel=None):
    """<details> with the moves up to `upto` (all by default): rounds newest first, each numbered by move. Only
    the LOG_LATEST latest unless `whole`, with a button that shows the earlier ones (and one that hides them).

    With a `panel` name the lines are drawn only while it is open (the page says when a person opens it, see
    Controller.open_panels): a closed log on a phone costs every redraw nothing, not hundreds of elements.

    `lines`, a dict kept with the match, holds the plain lines already drawn (a long log is redrawn often)."""
    lines = {} if lines is None else lines

    def line(i):
        if i in marked or i == current:
            return move_line(moves, i, label, lang, names, start_scores, marked, current, news, picture=picture)
        key = (i, lang, label(i, lang))
        if key not in lines:
            lines[key] = move_line(moves, i, label, lang, names, start_scores, news=news, picture=picture)
        return lines[key]

    upto = len(moves) if upto is None else upto
    summary = h("summary", t(lang, "log"), " ", h("span", t(lang, "moves_n", n=upto), class_="muted"))
    if panel and not open_:
        return h("details", summary, h("div", class_="log-body"), class_="log", data_key="log", data_panel=panel)
    first = 0 if whole else max(0, upto - LOG_LATEST)
    groups = []          # [(round, [indexes])], in play order
    for index in range(first, upto):
        rnd = moves[index].round
        if not groups or groups[-1][0] != rnd:
            groups.append((rnd, []))
        groups[-1][1].append(index)
    sections = []
    for rnd, indexes in reversed(groups):
        items = [line(i) for i in reversed(indexes)]
        sections.append(h("section", h("h4", t(lang, "round_n", n=rnd)),
                          h("ol", items, reversed=True, start=str(indexes[-1] + 1)), class_="log-round"))
    body = sections or h("p", t(lang, "log_empty"), class_="muted")
    if upto > LOG_LATEST:
        more = t(lang, "log_fewer") if whole else t(lang, "log_earlier", n=first)
        body = [body, h("p", button(more, "log-whole", key="log-whole"), class_="log-more")]
    return h("details", summary,
             settled("div", body, class_="log-body", tabindex="0", role="region", aria_label=t(lang, "log")),
             class_="log", open=open_, data_key="log", data_panel=panel)


def since_box(moves, indexes, label, lang, names, start_scores=None, is_you=True, news=None, hits=frozenset(),
              picture=None, to_you=(), open_=True):
    """What the others did since the seat's last turn (or the last move, for a table view).

    It leads with what hit the viewer, in their words (`to_you`: [(move index, sentence)], e.g. "Bot 5 (Thief)
    robbed you of 5 gold"), and the moves that hit them for which the game has no such words (`hits`): these are
    never folded away. The moves follow in a panel that opens (`open_`: open at first on a wide screen, closed on
    a phone, where the news must leave the board in sight); in it the latest moves, the earlier ones one more tap
    away, never dropped."""
    if not indexes:
        return None
    title = t(lang, "since_your_turn" if is_you else "last_move")

    def line(i):
        return move_line(moves, i, label, lang, names, start_scores, news=news, hit=i in hits, picture=picture)

    if not is_you:       # a table view: the last move alone, in sight
        return h("section", h("h3", title), h("ol", [line(i) for i in indexes], class_="since-list"),
                 class_="since", aria_label=title)
    told = {i for i, _ in to_you}
    yours = [h("li", sentence, class_="hit") for _, sentence in to_you]
    yours += [line(i) for i in indexes if i in hits and i not in told]
    recent = set(indexes[-SUMMARY_LINES:])
    shown = [i for i in indexes if i in recent]
    folded = [i for i in indexes if i not in recent]
    earlier = None
    if folded:
        earlier = h("details", h("summary", t(lang, "earlier_moves", n=len(folded))),
                    h("ol", [line(i) for i in folded], class_="since-list"), class_="since-earlier")
    summary = h("summary", h("span", title, class_="since-title"), " ",
                h("span", t(lang, "since_moves", n=len(indexes)), class_="muted"))
    return h("section", h("ul", yours, class_="since-you") if yours else None,
             h("details", summary, h("div", earlier, h("ol", [line(i) for i in shown], class_="since-list"),
                                     class_="since-body"),
               class_="since-moves", open=open_, data_key="since-moves"),
             class_="since", aria_label=title)
