"""The screens every game shares: home, new game, pass the device, end table, rules, and the play frame.

Pure functions from data to Markup; the board itself comes from the game's own view module.
"""

from __future__ import annotations

import time

from .. import catalogs
from ..i18n import languages, ordinal, place_words, tr
from ..markup import Markup, h, join
from .text import TEXT
from .widgets import button, qr, screen_title, seat_mark, t


def level_words(seat: dict, lang) -> str | None:
    """A bot's level as its seat shows it ("strong"), None for a person."""
    level = seat.get("bot")
    return t(lang, f"seat_level_{level}") if level and f"seat_level_{level}" in TEXT else None


def seat_label(seats: list, seat: int) -> Markup:
    return h("span", seat_mark(seat), " ", seats[seat]["name"], class_="seat-name")


# ---- home ------------------------------------------------------------------------------
def lang_switch(lang) -> Markup:
    # Each button is named in its own language ("DE, Deutsch"), as a person looking for their language reads it,
    # its code first (the words seen are the start of its name).
    return h("nav", [h("button", code.upper(), type="button", class_="btn small", data_action="lang",
                       data_key=f"lang-{code}", data_code=code, lang=code,
                       aria_label=f"{code.upper()}, {catalogs.own_name(code)}",
                       aria_pressed="true" if code == lang else "false") for code in languages()],
             class_="lang-switch", aria_label=t(lang, "language"))


def game_card(game, lang, module=None) -> Markup:
    players = (t(lang, "players_one", min=game.min_seats) if game.min_seats == game.max_seats
               else t(lang, "players_range", min=game.min_seats, max=game.max_seats))
    facts = [players]
    if game.minutes:
        low, high = game.minutes
        facts.append(t(lang, "minutes", low=low, high=high) if low != high else t(lang, "minutes_one", n=low))
    note = game.note          # e.g. the expansion it comes with
    return h("li", h("div", module.emblem(lang), class_="emblem") if module else None,
             h("h3", game.name(lang), h("small", " ", note.get(lang, note["en"]), class_="muted") if note else None),
             h("p", " · ".join(facts), class_="muted"),
             h("div", button(t(lang, "new_game"), "new", key=f"new-{game.id}", cls="btn primary", game=game.id),
               button(t(lang, "learn"), "learn", key=f"learn-{game.id}", game=game.id),
               button(t(lang, "rules"), "rules", key=f"rules-{game.id}", game=game.id), class_="row",
               role="group", aria_label=game.name(lang)),      # heard on entering it: "Citadels, New game"
             class_="game-card", data_game=game.id)


def delete_buttons(entry, lang, confirm):
    if confirm == entry.id:
        return h("span", h("strong", t(lang, "delete_ask"), class_="ask"), " ",
                 button(t(lang, "delete_yes"), "delete-yes", key=f"delete-yes-{entry.id}", cls="btn danger",
                        id=entry.id),
                 button(t(lang, "delete_no"), "delete-no", key=f"delete-no-{entry.id}", id=entry.id),
                 class_="row confirm", role="group")
    return button(t(lang, "delete"), "delete", key=f"delete-{entry.id}", id=entry.id)


def save_line(entry, games, lang, confirm=None, share_url=None) -> Markup:
    if entry.record is None:
        from .messages import error_message
        return h("li", h("p", h("strong", t(lang, "unreadable")), ": ", error_message(entry.error, lang)),
                 h("div", button(t(lang, "export_as_is"), "export", key=f"export-{entry.id}", id=entry.id),
                   delete_buttons(entry, lang, confirm), class_="row"),
                 class_="save broken")
    record = entry.record
    game = games[record.game]
    names = t(lang, "vs").join(s["name"] for s in record.seats)
    meta = record.meta
    if meta.get("over"):
        status = t(lang, "finished")
    elif "round" in meta:
        status = t(lang, "round_of", n=meta["round"])
    else:
        status = t(lang, "turn_n", n=meta.get("turn", 1))
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.updated / 1000)) if entry.updated else ""
    result = result_words(record, lang) if meta.get("over") else None
    return h("li", h("p", h("strong", game.name(lang)), " · ", names),
             h("p", result, class_="result") if result else None,
             h("p", status, " · ", t(lang, "saved_at", when=when), class_="muted"),
             # A finished game is offered as its replay; one in progress is resumed.
             h("div", button(t(lang, "replay"), "replay", key=f"replay-{entry.id}", cls="btn primary", id=entry.id)
               if meta.get("over") else
               [button(t(lang, "resume"), "resume", key=f"resume-{entry.id}", cls="btn primary", id=entry.id),
                button(t(lang, "replay"), "replay", key=f"replay-{entry.id}", id=entry.id)],
               button(t(lang, "copy_link"), "copy-link", key=f"copy-link-{entry.id}", url=share_url(record))
               if meta.get("over") and share_url else None,
               button(t(lang, "export"), "export", key=f"export-{entry.id}", id=entry.id),
               delete_buttons(entry, lang, confirm), class_="row"),
             class_="save", data_save=entry.id)


def result_words(record, lang) -> str | None:
    """A finished game's result as its save keeps it (meta "result", written when it ended): who won, and
    everyone's points."""
    result = record.meta.get("result")
    seats = record.seats
    try:
        winners = [seats[i]["name"] for i in result["winners"]]
        points = " · ".join(f"{seats[i]['name']} {int(p)}" for i, p in enumerate(result["scores"]))
    except (TypeError, KeyError, IndexError, ValueError):
        return None          # a save from before results were kept, or a hand-made one
    if not winners:
        return points
    return t(lang, "result_won" if len(winners) == 1 else "result_shared", who=names_list(winners, lang),
             points=points)


def home(lang, games: dict, entries: list | None, confirm=None, modules=None, share_url=None) -> Markup:
    """The first screen. `entries` None means "not read yet" (the page before Python is up).

    Games in progress come first when there are any, so "Continue" is on a phone's first screen; then the games,
    each with New game; then the finished games, folded, each with its result, its replay and its link
    (`share_url(record)`)."""
    modules = modules or {}
    going = [e for e in entries or () if e.record is None or not e.record.meta.get("over")]
    done = [e for e in entries or () if e.record is not None and e.record.meta.get("over")]
    if entries is None:
        saves = None
    elif going:
        saves = h("ul", [save_line(e, games, lang, confirm) for e in going], class_="saves")
    else:
        saves = h("p", t(lang, "no_saves"), class_="muted")
    # The first heading is the screen's title (focused when the screen opens).
    continuing = h("section", screen_title(t(lang, "continue")) if going else h("h2", t(lang, "continue")),
                   h("div", saves, class_="saves-box"), class_="continue")
    history = None
    if done:
        history = h("details", h("summary", t(lang, "history"), " ",
                                 h("span", t(lang, "history_n", n=len(done)), class_="muted")),
                    h("ul", [save_line(e, games, lang, confirm, share_url) for e in done], class_="saves"),
                    class_="history", data_key="history", open=confirm in {e.id for e in done} or None)
    return h("section",
             h("div", h("p", t(lang, "tagline"), class_="tagline"), lang_switch(lang), class_="home-top"),
             continuing if going else None,
             h("h2", t(lang, "games")) if going else screen_title(t(lang, "games")),
             h("ul", [game_card(g, lang, modules.get(g.id)) for g in games.values()], class_="games"),
             None if going or done else continuing,
             history,
             h("div", h("input", type="file", accept=".json,application/json", data_action="import",
                        data_key="import", id=f"import-file-{lang}", class_="file-input"),
               h("label", "⇪ ", t(lang, "import"), for_=f"import-file-{lang}", class_="btn file-label"),
               class_="import"),
             join_form(lang),
             class_="screen home", data_screen="home")


def broken(lang, title, message, route, save_id=None) -> Markup:
    """What cannot be opened (a damaged save, link or file), on a screen of its own: why, in words, and the
    ways on. A damaged save is never deleted here; its text can be kept as a file."""
    return h("section", screen_title(t(lang, title)),
             h("p", message, class_="broken-why"),
             h("div", button(t(lang, "to_games"), "home", key="broken-home", cls="btn primary"),
               button(t(lang, "export_as_is"), "export", key="broken-export", id=save_id) if save_id else None,
               class_="row"),
             class_="screen broken", data_screen="broken")


def join_form(lang):
    """On the home screen: join a game hosted on another device by pasting its join address or code."""
    return h("form", h("label", t(lang, "join_paste"), " ",
                       h("input", type="text", name="code", autocomplete="off", data_key="join-code",
                         class_="code-text")),
             h("button", t(lang, "join_button"), type="submit", class_="btn", data_key="join-go"),
             class_="row join-form", data_action="join")


# What an address to another screen shows before Python is up, in place of the home screen (static/boot.js picks
# it from the address before the first paint): that screen's title and when it opens. Keys: the route's first part.
OPENINGS = {"share": ("opening_share_title", "opening_share"), "join": ("join_title", "join_answering"),
            "play": ("opening_play_title", "opening_play")}


def opening(lang, kind) -> Markup:
    title, line = OPENINGS[kind]
    return h("section", screen_title(t(lang, title)), h("p", t(lang, line), role="status", data_early_wait=True),
             early_reply(lang) if kind == "join" else None,
             class_="screen opening", data_opening=kind)


def early_reply(lang) -> Markup:
    """The join opening's reply, empty and hidden: static/link.js answers the host's offer before Python is up and
    fills it in (the QR code's text and the address), so the person can show it to the host meanwhile. The app's
    own join screen (device_pages.join) then shows the same reply."""
    return h("div", h("p", t(lang, "join_show_host"), role="status"), qr("", t(lang, "device_qr_reply")),
             h("div", h("label", t(lang, "join_reply_code"), " ",
                        h("input", type="text", readonly=True, value="", class_="share-url code-text",
                          aria_label=t(lang, "join_reply_code"))), class_="share row"),
             h("p", t(lang, "join_same_network"), class_="muted"),
             hidden=True, data_early_reply=True)


def prerender(games: dict | None = None) -> Markup:
    """The home screen in both languages, painted before Python starts; CSS shows the page's language. With it,
    the screens an address to a shared game, a join code or a game in progress opens on (OPENINGS), hidden
    unless the address names them."""
    if games is None:
        from ..games import GAMES as games
    import importlib
    modules = {}
    for game_id, game in games.items():
        package = type(game).__module__.rsplit(".", 1)[0]
        modules[game_id] = importlib.import_module(package + ".view")
    return join(h("div", home(lang, games, None, modules=modules), [opening(lang, kind) for kind in OPENINGS],
                  class_="l10n", lang=lang) for lang in languages())


# ---- new game --------------------------------------------------------------------------
def new_game(lang, game, form: dict, levels: list) -> Markup:
    count = form["count"]
    seat_rows = []
    for seat in range(count):
        who = form["who"][seat]
        choices = [("person", t(lang, "person")), ("device", t(lang, "on_device"))] \
            + [(lv, t(lang, f"level_{lv}")) for lv in levels]
        seat_rows.append(h("fieldset",
            h("legend", seat_mark(seat), " ", t(lang, "seat_n", n=seat + 1)),
            h("label", t(lang, "who"), " ", h("select", [h("option", text, value=value, selected=value == who)
                                                          for value, text in choices],
                                               name=f"who{seat}", data_action="form", data_key=f"who{seat}")),
            h("label", t(lang, "name"), " ", h("input", type="text", name=f"name{seat}", value=form["name"][seat],
                                                maxlength="24", autocomplete="off", data_key=f"name{seat}")),
            class_="seat-row"))
    steering = {opt.when[0] for opt in game.options if opt.when}     # options that show or hide others
    option_rows = [h("label", opt.names.get(lang, opt.names["en"]), " ",
                     h("select", [h("option", names.get(lang, names["en"]), value=_opt_value(value),
                                    selected=form["options"].get(opt.key) == value)
                                  for value, names in opt.choices], name=f"opt-{opt.key}", data_key=f"opt-{opt.key}",
                       data_action="form" if opt.key in steering else None),
                     (h("small", opt.help.get(lang, opt.help.get("en")), class_="muted")
                      if opt.help and opt.help.get(lang, opt.help.get("en")) else None),
                     class_="option")
                   for opt in game.options
                   if not opt.when or form["options"].get(opt.when[0]) == opt.when[1]]
    counts = range(game.min_seats, game.max_seats + 1)
    hints = h("label", h("input", type="checkbox", name="hints", value="on", checked=form.get("hints", False),
                         data_action="form", data_key="hints"), " ", t(lang, "hints_option"), class_="option check")
    return h("section",
             screen_title(t(lang, "new_game"), ": ", game.name(lang)),
             learn_line(lang, game),
             h("form",
               h("label", t(lang, "seats"), " ",
                 h("select", [h("option", str(n), value=str(n), selected=n == count) for n in counts],
                   name="count", data_action="form", data_key="count")),
               seat_rows,
               h("fieldset", h("legend", t(lang, "options")), option_rows, hints),
               h("div", h("button", t(lang, "start"), type="submit", class_="btn primary", data_key="start"),
                 button(t(lang, "back"), "home", key="back"), class_="row"),
               class_="new-game", data_action="start", data_game=game.id),
             class_="screen new", data_screen="new")


def learn_line(lang, game) -> Markup:
    """For someone new to the game: a guided first game, which explains each rule the first time it matters."""
    return h("p", button("🎓 " + t(lang, "learn"), "learn", key=f"learn-{game.id}", cls="btn", game=game.id),
             " ", h("small", t(lang, "learn_note"), class_="muted"), class_="learn")


def _opt_value(value) -> str:
    return "true" if value is True else "false" if value is False else str(value)


def parse_option(option, raw: str):
    """The option value that a <select> sent back as text."""
    for value, _ in option.choices:
        if _opt_value(value) == raw:
            return value
    return option.default


# ---- play --------------------------------------------------------------------------------
def pass_screen(lang, name) -> Markup:
    return h("section", h("h2", t(lang, "pass_to", name=name), tabindex="-1", data_key="pass-title"), h("p", t(lang, "pass_hint", name=name)),
             button(t(lang, "i_am", name=name), "pass-ok", cls="btn primary big"),
             class_="screen pass", data_screen="pass")


def share_box(lang, url, key="share") -> Markup:
    """A finished game's link, with a copy button; `key` tells apart the menu's box and the end table's."""
    suffix = "" if key == "share" else "-" + key
    return h("div", h("label", t(lang, "share_link"), " ",
                      h("input", type="text", readonly=True, value=url, class_="share-url", data_key="share-url" + suffix,
                        aria_label=t(lang, "share_link"))),
             button(t(lang, "copy_link"), "copy-link", key="copy-link" + suffix, url=url),
             h("small", t(lang, "share_note"), class_="muted"), class_="share row")


def names_list(names, lang) -> str:
    """'Anna', 'Anna and Bea', 'Anna, Bea and Carlo'."""
    names = list(names)
    if len(names) < 2:
        return "".join(names)
    return t(lang, "names_and", first=", ".join(names[:-1]), last=names[-1])


def tie_sentence(lang, game, tie, names) -> str:
    """One tie on points in words: how the game's rules settled it (`Tie.key` in its words), or that the tied
    players share their place."""
    tied = t(lang, "tied_on", names=names_list((names[s] for s in tie.seats), lang), n=tie.points)
    if not tie.broken:
        return t(lang, "tie_shared", tied=tied, place=ordinal(tie.place, lang))
    reason = tr(game.text, tie.key, lang, n=len(tie.ahead), **game.placing_words(tie.params, lang))
    return t(lang, "tie_broken", tied=tied, first=names_list((names[s] for s in tie.ahead), lang), reason=reason)


def verdict_words(lang, names, winners) -> str:
    """Who won, in words ("Ada wins!")."""
    shown = ", ".join(names[w] for w in winners)
    if not winners:
        return t(lang, "nobody_wins")
    return t(lang, "wins" if len(winners) == 1 else "winners", names=shown)


def end_table(lang, game, state, seats, again=True, share=None) -> Markup:
    winners = state.winners()
    placings = state.placings()
    ranked = state.num_players > 1         # alone (a solo game) there is no place to tell, only won or lost
    breakdowns = state.score_breakdown()
    keys = []
    for parts in breakdowns:
        for key, _ in parts:
            if key not in keys:
                keys.append(key)
    table = game.text
    # The total comes right after the name, so a narrow screen shows it first; there (see shell.css) each row
    # becomes a card whose parts carry their column's name (data-label), and nothing scrolls sideways.
    names_of = [tr(table, k, lang) if k in table else t(lang, k) for k in keys]
    header = h("tr", h("th", t(lang, "player"), scope="col"), h("th", t(lang, "total"), scope="col", class_="total"),
               [h("th", name, scope="col") for name in names_of])
    scores = state.scores()
    rows = []
    # Best first: the place a seat finished in leads its row (tied seats share it, as the game's rules say).
    for seat, place in placings.order:
        values = dict(breakdowns[seat])
        won = seat in winners
        where = h("span", place_words(place, placings.shared(seat), lang), class_="place") if ranked else None
        rows.append(h("tr", h("th", where, " " if where else None, seat_label(seats, seat),
                              [h("span", " ★ ", aria_hidden="true"), t(lang, "winner")] if won else "", scope="row"),
                      h("td", h("strong", str(scores[seat])), class_="total", data_label=t(lang, "total")),
                      [h("td", str(values.get(k, 0)), class_="part", data_label=name) for k, name in zip(keys, names_of)],
                      class_="won" if won else None, data_seat=str(seat)))
    names = [s["name"] for s in seats]
    verdict = verdict_words(lang, names, winners)
    ties = [h("p", tie_sentence(lang, game, tie, names), class_="tie") for tie in placings.ties] if ranked else []
    # The heading takes the focus when the game ends (ui/controller.py), and the verdict is said with it.
    return h("section", h("h2", t(lang, "game_over"), tabindex="-1", data_key="end-title"),
             h("p", verdict, class_="verdict"), ties,
             h("table", h("thead", header), h("tbody", rows), class_="scores-table"),
             # What comes next, not the game's result: the key that reads the scores leaves it out.
             h("div", button(t(lang, "play_again"), "again", cls="btn primary") if again else None,
               button(t(lang, "replay"), "replay", key="end-replay") if again else None,
               button(t(lang, "home"), "home"), class_="row", data_unspoken=True),
             h("div", share_box(lang, share), data_unspoken=True) if share else None,
             class_="end-table", data_screen="end", data_say="final")


def rules_page(lang, game) -> Markup:
    sections = [h("section", h("h3", heading), [h("p", para) for para in paras]) for heading, paras in game.rules(lang)]
    sections.append(h("section", h("h3", t(lang, "devices_rules_title")),
                      [h("p", t(lang, key)) for key in ("devices_rules_1", "devices_rules_2", "devices_rules_3",
                                                        "devices_rules_4", "devices_rules_5")],
                      class_="devices-rules"))
    return h("section", h("div", screen_title(t(lang, "rules_of", game=game.name(lang))),
                          button(t(lang, "back"), "back", cls="btn"), class_="row spread"),
             h("article", sections, class_="rules"), class_="screen rules-page", data_screen="rules")
