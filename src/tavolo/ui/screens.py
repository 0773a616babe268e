"""The play screen and the replay screen: the frame around a game's board (bar, menu, pass screen, since-your-
turn summary, end table, log). Pure functions of the controller's state, so CPython tests see what a player sees.
"""

from __future__ import annotations

import json

from ..markup import Markup, esc, h
from . import device_pages, pages
from .keys import help_dialog
from .log import log_panel, since_box
from .widgets import bar_button, button, seat_mark, t

# The bots' paces a person can choose (ms between two bot moves; the setting bot_pace_ms keeps the choice).
PACES = {"slow": 1200, "normal": 600, "fast": 250, "instant": 0}


def play_bar(c, title, status, buttons):
    return h("header",
             h("h2", title, tabindex="-1", data_key="screen-title"),
             h("p", status, class_="muted status-line"),
             h("div", buttons, class_="row"),
             class_="play-bar")


def status_text(c):
    match, lang = c.match, c.lang
    state = match.state
    if state.is_over:
        return t(lang, "game_over")
    current = state.current_player
    if current is None:
        return t(lang, "round_of", n=state.round)
    name = c.names()[current]
    level = pages.level_words(match.record.seats[current], lang)
    if level:                     # a bot's level stays in sight while it plays ("Bot 2 · strong is thinking…")
        name = t(lang, "with_level", name=name, level=level)
    key = "thinking" if current in match.bots else "turn_of"
    waiting = c.table.missing() if c.table is not None else getattr(match, "waiting", ())
    if current in waiting:
        key = "waiting_device"
    return h("span", t(lang, "round_of", n=state.round), " · ", h("span", t(lang, key, name=name), class_="status"))


def menu(c):
    lang, game = c.lang, c.match.game
    # A joined seat has no record until the game is over: its replay and file come then.
    whole = c.guest is None or c.match.state.is_over
    items = [pace_control(c),
             button(t(lang, "rules"), "rules", key="menu-rules", game=game.id),
             button(t(lang, "keys_button") + " (?)", "keys-help", key="menu-keys"),
             button(t(lang, "replay"), "replay", key="menu-replay") if whole else None,
             button(t(lang, "export"), "export", key="menu-export") if whole else None,
             button(t(lang, "home"), "home", key="menu-home"),
             button(t(lang, "close"), "menu", key="menu-close")]
    share = c.share_url() if c.match.state.is_over else None       # only a finished game can be shared
    return h("nav", items, pages.share_box(lang, share, key="menu") if share else None, class_="menu",
             aria_label=t(lang, "menu"), id="game-menu")


def pace_control(c):
    """How long the bots wait between two moves, for a game whose bots play on this device: slow to instant,
    remembered (a joined device's bots are its host's)."""
    if not c.match.bots or c.guest is not None:
        return None
    lang = c.lang
    return h("div", h("span", t(lang, "pace"), id="pace-label", class_="pace-label"),
             [button(t(lang, f"pace_{name}"), "pace", key=f"pace-{name}", cls="btn small", pace=name,
                     pressed="true" if c.bot_pace_ms == ms else "false")
              for name, ms in PACES.items()],
             class_="row pace", role="group", aria_labelledby="pace-label")


def board_ctx(c, match, viewer, interactive, changed, state=None, upto=None):
    """What the shell tells a board besides the seat's view; `legal` is the viewer's legal moves (the board never
    works them out itself), empty when the viewer may not act now; `last` the move that led here and `step` how
    many were made (a replay shows the position after `upto` of them); `levels` each seat's bot level in words
    (None for a person), to show beside its name; `compact` a small screen (a phone either way up), where a board
    may start its panels closed; `panels` which of its panels marked data-panel the person left open or closed."""
    state = state or match.state
    moves = match.moves if upto is None else match.moves[:upto]
    return {"lang": c.lang, "names": c.names(), "seats": match.record.seats, "viewer": viewer,
            "interactive": interactive, "changed": changed,
            "legal": state.legal_actions() if interactive and not state.is_over else [],
            "last": (moves[-1].seat, moves[-1].action) if moves else None,
            "step": len(moves),
            "levels": [pages.level_words(seat, c.lang) for seat in match.record.seats],
            "compact": c.compact,
            "panels": c.open_panels,
            "mark": seat_mark}


def move_picture(module, match):
    """picture(index, lang) for the log: the board module's small drawing of what a move used, if it draws any."""
    draw = getattr(module, "move_picture", None)
    if draw is None:
        return None
    return lambda index, lang: draw(match.moves[index].action, lang)


def hint_line(c):
    if c.hint is None:
        return None
    return h("p", h("strong", t(c.lang, "hint"), ": "), c.hint, class_="hint-line", role="status")


def guide_panel(c):
    """A guided first game's teacher, above the news: the rules that matter here (each the first time), the
    suggested move and why, with a button that plays it; at the end, the final scores explained. It can be
    folded away and brought back; it never stands between the person and any legal move."""
    match, lang = c.match, c.lang
    guide = match.guide
    if guide is None or c.guest is not None:
        return None
    game = match.game
    if guide.hidden:
        return h("aside", button(t(lang, "guide_show"), "guide-hide", key="guide-show", cls="btn small", hidden="false"),
                 class_="guide folded", aria_label=t(lang, "guide_title", game=game.name(lang)))
    advice = guide.advice(lang)
    # One rule at a time, the others a tap away: a phone's first screen keeps the suggestion and the board.
    lessons = None
    if advice.lessons:
        count = len(advice.lessons)
        at = min(c.guide_page.get(len(match.moves), 0), count - 1)
        lesson, title, text = advice.lessons[at]
        turn = None
        if count > 1:
            turn = h("div", button("◀", "guide-page", key="guide-back", cls="btn small", to=str(at - 1),
                                   disabled=at == 0, title=t(lang, "guide_back")),
                     h("span", t(lang, "guide_rule_of", n=at + 1, total=count), class_="muted"),
                     button(t(lang, "guide_next") + " ▶", "guide-page", key="guide-next", cls="btn small",
                            to=str(at + 1), disabled=at == count - 1),
                     class_="row guide-turn", role="group", aria_label=t(lang, "guide_rules_here"))
        lessons = h("section", h("h3", title), h("p", text), turn, class_="guide-lesson", data_lesson=lesson,
                    data_key="guide-lesson", aria_live="polite")
    move = None
    if advice.action is not None and match.human_to_move():
        move = h("div", h("p", h("strong", t(lang, "guide_suggested"), ": "),
                          match.game.private_label(advice.action, lang, c.names()),
                          h("br"), h("span", advice.why, id="guide-why", class_="guide-why")),
                 h("button", t(lang, "guide_play_it"), type="button", class_="btn primary", data_action="move",
                   data_move=suggested_json(advice.action), data_key="guide-play", aria_describedby="guide-why"),
                 class_="guide-move")
    final = None
    if advice.final:
        final = h("section", h("h3", t(lang, "guide_final")), [h("p", line) for line in advice.final],
                  button(t(lang, "guide_real_game"), "new", key="guide-real", cls="btn primary", game=game.id),
                  class_="guide-lesson guide-final")
    head = h("div", h("h2", t(lang, "guide_title", game=game.name(lang))),
             h("span", t(lang, "guide_progress", n=advice.taught, total=advice.total), class_="muted"),
             bar_button("✕", t(lang, "guide_hide"), "guide-hide", key="guide-hide", cls="btn small", hidden="true"),
             class_="guide-head")
    return h("aside", head, lessons, move, final, class_="guide", data_key="guide",
             aria_label=t(lang, "guide_title", game=game.name(lang)))


def suggested_json(action) -> str:
    """A move as the boards write it in their buttons' data-move."""
    return json.dumps(list(action))


def mark_suggested(board, c):
    """The board's own button for the guide's suggested move, marked (a star and an outline), its reason read
    with it: the person sees where the move is on the board as well as in the guide."""
    guide = c.match.guide
    if guide is None or guide.hidden or c.guest is not None or not c.match.human_to_move():
        return board
    action = guide.advice(c.lang).action
    if action is None:
        return board
    attr = f'data-move="{esc(suggested_json(action))}"'
    return Markup(board.replace(attr, attr + ' data-suggested="true" aria-describedby="guide-why"'))


def play(c):
    match, lang = c.match, c.lang
    game = match.game
    seats = match.record.seats
    buttons = [c.undo_button()]
    if match.hints and match.human_to_move():
        buttons.append(bar_button("✦", t(lang, "hint_button"), "hint", cls="btn"))
    buttons.append(bar_button("☰", t(lang, "menu"), "menu", cls="btn", expanded="true" if c.menu_open else "false",
                              controls="game-menu"))
    top = play_bar(c, game.name(lang), status_text(c), buttons)
    nav = menu(c) if c.menu_open else None
    if match.needs_pass:
        name = seats[match.state.current_player]["name"]
        return h("section", top, nav, device_pages.host_panel(c), pages.pass_screen(lang, name), class_="screen play",
                 data_screen="play")
    module = c.view_module()
    seen = match.shown_seat()
    marks = match.marks_seat()
    recent = match.since_last_turn(marks)
    interactive = match.human_to_move() and seen == match.state.current_player
    board = mark_suggested(module.render(match.view(), c.ui, board_ctx(c, match, seen, interactive,
                                                                     match.changed_parts(marks))), c)
    end = pages.end_table(lang, game, match.state, seats, share=c.share_url(),
                          again=c.guest is None) if match.state.is_over else None
    names = c.names()
    def label(index, language):
        return match.label(index, language, seen)

    hits = frozenset(i for i in recent if match.hits(i, marks))
    picture = move_picture(module, match)
    since = None if match.state.is_over else since_box(match.moves, recent, label, lang, names, match.start_scores,
                                                         is_you=marks is not None, news=match.news_lines, hits=hits,
                                                         picture=picture, to_you=match.to_you(recent, marks, lang),
                                                         open_=not c.compact)
    log = log_panel(match.moves, label, lang, names, match.start_scores, marked=set(recent), lines=match.lines,
                    news=match.news_lines, whole=match.log_whole, picture=picture,
                    open_=c.open_panels.get("log", not c.compact), panel="log")
    keys = help_dialog(lang, board) if c.keys_open else None
    return h("section", top, nav, keys, device_pages.guest_banner(c), hint_line(c), guide_panel(c), end,
             device_pages.host_panel(c), since,
             h("div", board, class_="board-wrap"), log,
             class_="screen play", data_screen="play", data_game=game.id,
             data_seat=str(seen) if c.guest is not None else None)


def replay_viewers(c, r):
    """For a finished game only: whose view to show, the table's or any seat's (its hand and secrets at every
    step), since nothing is secret once the game is over."""
    if not r.finished:
        return None
    lang = c.lang
    choices = [button(t(lang, "replay_nobody"), "replay-seat", key="replay-seat-table", seat="",
                      pressed="true" if r.viewer is None else "false")]
    choices += [button(h("span", seat_mark(seat), " ", name), "replay-seat", key=f"replay-seat-{seat}",
                       seat=str(seat), pressed="true" if r.viewer == seat else "false")
                for seat, name in enumerate(c.names())]
    return h("div", h("span", t(lang, "replay_whose"), id="replay-whose"), choices,
             h("small", t(lang, "replay_open"), class_="muted"),
             class_="row replay-viewers", role="group", aria_labelledby="replay-whose")


def replay(c):
    r, lang = c.replay, c.lang
    match, game = r.match, r.match.game
    total = len(match.moves)
    step = r.step
    controls = [button("« " + t(lang, "replay_start"), "replay-step", key="replay-first", to="0",
                       disabled=step == 0),
                button("◀ " + t(lang, "replay_back"), "replay-step", key="replay-back", to=str(step - 1),
                       disabled=step == 0),
                button(t(lang, "replay_forward") + " ▶", "replay-step", key="replay-forward",
                       to=str(step + 1), disabled=step >= total),
                button(t(lang, "replay_end") + " »", "replay-step", key="replay-last", to=str(total),
                       disabled=step >= total)]
    back = button(t(lang, "back"), "replay-close", key="replay-close")
    top = play_bar(c, t(lang, "replay_of", game=game.name(lang)),
                   t(lang, "replay_step", step=step, total=total), [back])
    # What the step shown was, in words, where the eye is: under the buttons that step.
    names = c.names()
    now = (h("p", seat_mark(match.moves[step - 1].seat), " ", h("strong", names[match.moves[step - 1].seat]), ": ",
             match.label(step - 1, lang, r.viewer), class_="replay-now", data_key="replay-now")
           if step else h("p", t(lang, "replay_setup"), class_="replay-now", data_key="replay-now"))
    state = r.state()
    changed = frozenset(match.moves[step - 1].parts) if step else frozenset()
    board = c.view_module(game).render(state.view(r.viewer), {**c.view_module(game).empty_ui()},
                                       board_ctx(c, match, r.viewer, False, changed, state, upto=step))
    end = None
    if state.is_over:
        end = pages.end_table(lang, game, state, match.record.seats, again=False, share=c.share_url(r.record))
    log = log_panel(match.moves, lambda i, language: match.label(i, language, r.viewer), lang, c.names(),
                    match.start_scores, upto=step,
                    current=step - 1 if step else None, lines=match.lines, news=match.news_lines,
                    whole=match.log_whole, picture=move_picture(c.view_module(game), match))
    return h("section", top, h("div", controls, class_="row replay-controls", role="group",
                               aria_label=t(lang, "replay_controls")), now,
             h("p", t(lang, "replay_keys"), class_="muted"), replay_viewers(c, r), end,
             h("div", board, class_="board-wrap"), log,
             class_="screen replay", data_screen="replay", data_game=game.id)
