"""Citadels words in English and Italian: card names, action labels, score lines, errors and the rules."""

from __future__ import annotations

from ...i18n import Noun, tr
from .data import CHARACTERS, DISTRICTS, TYPE_ICON, TYPE_NAMES
from ...catalogs import Rules, Words

TEXT = Words("citadels", "text")


CHAR_NAME = Words("citadels", "char")
DISTRICT_NAME = Words("citadels", "district")


def char_name(key, lang="en"):
    return tr(CHAR_NAME, key, lang)


def card_name(key, lang="en"):
    return tr(DISTRICT_NAME, key, lang)


def char_noun(key, lang="en"):
    """A character's name for a sentence, which may ask for another form of it ("{char:the}", see i18n.Noun)."""
    return Noun("citadels", "char", key, lang)


def card_noun(key, lang="en"):
    """A district's name for a sentence, which may ask for another form of it ("{card:of}")."""
    return Noun("citadels", "district", key, lang)


def type_name(type_key, lang="en"):
    return tr(TYPE_NAMES, type_key, lang)


def placing_words(params, lang="en"):
    """A tie-break's character in words, not its id."""
    c = params.get("char")
    return {**params, "char": char_noun(c, lang) if c in CHARACTERS else ""}


def type_label(type_key, lang="en"):
    return f"{TYPE_ICON[type_key]} {type_name(type_key, lang)}"


# What everyone may read of a secret action (the log is shown to all seats): the choice itself is hidden.
SECRET = {"pick": "pub_pick", "drop": "pub_drop", "keep": "pub_keep", "give": "pub_give", "take": "pub_take",
          "magic_discard": "pub_magic_discard", "lab": "pub_lab", "museum": "pub_museum", "den_pay": "pub_den_pay",
          "sign": "pub_sign", "flower": "pub_flower"}


def seat_name(seat, lang="en", names=None):
    """A seat as the table calls it: its person's name, else "Player N"."""
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return tr(TEXT, "player_n", lang, n=seat + 1)


def label(action, lang="en", names=None):
    """The label everyone may read (the shell's log shows it to every seat): secret choices say only what
    kind of thing was done; the Theater names the opponent, not the characters."""
    kind = action[0]
    if kind in SECRET:
        return tr(TEXT, SECRET[kind], lang)
    if kind == "theater":
        return tr(TEXT, "pub_theater", lang, who=seat_name(action[2], lang, names))
    return private_label(action, lang, names)


def private_label(action, lang="en", names=None):
    """A short description in words of an action for the seat making it (character and district names;
    seats by their names when `names` is given)."""
    kind = action[0]
    args = action[1:]

    def t(key, **params):
        return tr(TEXT, key, lang, **params)

    def who(seat):
        return seat_name(seat, lang, names)

    if kind in ("pick", "drop", "bewitch", "kill", "rob", "warrant", "threat", "sign", "flower"):
        return t("act_" + kind, char=char_noun(args[0], lang))
    if kind == "theater":
        return t("act_theater", char=char_noun(args[0], lang), who=who(args[1]))
    if kind in ("crown_to", "swap_hands", "wizard", "abbot_take"):
        return t("act_" + kind, who=who(args[0]))
    if kind in ("keep", "build", "den_pay", "framework", "give", "magic_discard", "take", "lab", "museum"):
        return t("act_" + kind, card=card_noun(args[0], lang))
    if kind in ("necropolis", "diplomat", "beautify"):
        return t("act_" + kind, card=card_noun(args[1], lang))
    if kind == "cardinal":
        return t("act_cardinal", card=card_noun(args[0], lang), who=who(args[1]))
    if kind == "spy":
        return t("act_spy", who=who(args[0]), type=type_name(args[1], lang))
    if kind == "emperor":
        return t("act_emperor", who=who(args[0]), what=t("what_" + args[1]))
    if kind == "income":
        if args:
            return t("act_income_split", n=args[0])
        return t("act_income")
    if kind == "navigate":
        return t("act_navigate_" + args[0])
    if kind in ("destroy", "seize", "exchange", "armory"):
        return t("act_" + kind, card=card_noun(args[2], lang), who=who(args[0]))
    return t("act_" + kind)


RULES = Rules("citadels")


REFERENCE_HEADINGS = Words("citadels", "reference")


def reference(lang="en"):
    """Every character and district as (heading, lines): name, rank or cost, type, what it does."""
    from .data import BASIC_KEYS, BY_RANK, TYPES, UNIQUE_KEYS

    def t(key, **params):
        return tr(REFERENCE_HEADINGS, key, lang, **params)

    chars = []
    for rank in range(1, 10):
        for c in BY_RANK[rank]:
            income = CHARACTERS[c].income
            earns = f", {t('earns', type=type_name(income, lang))}" if income else ""
            chars.append(f"{t('rank', n=rank)} · {char_name(c, lang)}{earns}: {char_text(c, lang)}")
    uniques = []
    for key in sorted(UNIQUE_KEYS, key=lambda k: (DISTRICTS[k].cost is None, DISTRICTS[k].cost or 0,
                                                   card_name(k, lang))):
        d = DISTRICTS[key]
        cost = t("never") if d.cost is None else t("cost", n=d.cost)
        uniques.append(f"{card_name(key, lang)} ({cost}, {type_name('unique', lang)}): {district_text(key, lang)}")
    basics = []
    for type_key in TYPES[:4]:
        rows = [t("copies", name=card_name(k, lang), price=DISTRICTS[k].cost, n=DISTRICTS[k].copies)
                for k in BASIC_KEYS if DISTRICTS[k].type == type_key]
        basics.append(f"{type_name(type_key, lang).capitalize()}: " + ", ".join(rows))
    return [(t("chars"), chars), (t("uniques"), uniques), (t("basics"), basics)]


def rules(lang="en", options=None):
    """The rules in words, then a reference of every character and district."""
    return RULES[lang if lang in RULES else "en"] + reference(lang)


# ---- card texts (one line each, shown one tap away) ----
CHAR_TEXT = Words("citadels", "char_text")
DISTRICT_TEXT = Words("citadels", "district_text")


def char_text(key, lang="en"):
    return tr(CHAR_TEXT, key, lang)


def district_text(key, lang="en"):
    return tr(DISTRICT_TEXT, key, lang) if key in DISTRICT_TEXT else ""


# ---- news: what happened, in words (public events from CitadelsState.take_news) ----
# The roles of each event's values after its kind. "seat", "by" and "victim" are seats; "victim" is the seat the
# event harms or touches (news_hits); "char" and "card" are keys; the rest are counts or words.
NEWS_SHAPES = {
    "round": ("n",),
    "faceup": ("char",),
    "crown": ("seat", "how", "by"),            # how: start, king, patrician, emperor, heir, advisor; by -1: none
    "reveal": ("seat", "char"),
    "skipped": ("char",),                      # the killed character is called (its holder stays secret)
    "absent": ("char",),                       # called, nobody holds it
    "no_resume": ("seat", "char"),             # the Witch's seat; the bewitched character is not in play
    "resume": ("seat", "char"),                # the Witch resumes as the bewitched character
    "killed_revealed": ("seat", "char"),       # a killed rank-4 character shown at the end of the round
    "robbed": ("seat", "victim", "gold"),
    "queen": ("seat", "gold", "by"),           # by: the seat that revealed the rank-4 character
    "bonus": ("seat", "char", "gold", "cards"),
    "gathered": ("seat", "what", "n"),         # what: gold or cards
    "income": ("seat", "char", "gold", "cards", "n"),     # n: the districts counted
    "bribe": ("seat", "char", "by", "gold"),
    "threat_revealed": ("seat", "char", "by", "real", "gold"),
    "warrant_revealed": ("seat", "char", "by", "real", "card", "gold"),   # gold: given back to seat
    "built": ("seat", "card", "gold"),
    "tax": ("seat", "gold"),
    "tax_collected": ("seat", "gold"),
    "complete": ("seat", "first"),
    "spy": ("seat", "victim", "type", "n", "gold", "cards"),
    "swapped_hands": ("seat", "victim", "n", "m"),        # n: cards the seat gave, m: cards it got
    "redrew": ("seat", "n", "cards"),
    "took_card": ("seat", "victim"),
    "gave_card": ("seat", "victim"),
    "took_gold": ("seat", "victim", "gold"),
    "borrowed": ("seat", "victim", "gold", "cards"),
    "destroyed": ("seat", "victim", "card", "gold"),
    "armory": ("seat", "victim", "card"),
    "seized": ("seat", "victim", "card", "gold"),
    "exchanged": ("seat", "victim", "card", "card2", "gold"),   # card: given, card2: taken
    "poor_house": ("seat", "gold"),
    "alchemist": ("seat", "gold"),
    "park": ("seat", "cards"),
}

NEWS = Words("citadels", "news")


def news_hits(event):
    """The seats an event harms or touches (a theft's victim, the owner of a destroyed district...)."""
    kind = event[0]
    shape = NEWS_SHAPES.get(kind, ())
    if kind == "crown":
        return (event[1],) if event[2] in ("emperor", "advisor") else ()
    if kind == "bribe" or (kind in ("threat_revealed", "warrant_revealed") and event[4]):
        return (event[1],)
    if "victim" in shape:
        victim = event[1 + shape.index("victim")]
        return (victim,) if victim != event[1] else ()
    return ()


def news_label(event, lang="en", names=None):
    """A sentence for a public event, naming seats by `names[seat]` (default: Player 1, 2...)."""
    kind = event[0]
    values = dict(zip(NEWS_SHAPES[kind], event[1:]))

    def t(key, **params):
        return tr(NEWS, key, lang, **params)

    def seat_name(seat):
        if names is not None and 0 <= seat < len(names):
            return names[seat]
        return t("player", n=seat + 1)

    def gold(n):
        return t("gold_n", n=n)

    def cards(n):
        return t("cards_n", n=n)

    params = {}
    for role, value in values.items():
        if role in ("seat", "by", "victim"):
            params[{"seat": "who"}.get(role, role)] = seat_name(value) if value >= 0 else ""
        elif role == "char":
            params["char"] = char_noun(value, lang)
        elif role in ("card", "card2"):
            params[role] = card_noun(value, lang)
        elif role == "gold":
            params["gold"] = gold(value)
        elif role == "cards":
            params["cards"] = cards(value)
        else:
            params[role] = value
    if kind == "crown":
        how = values["how"]
        if how in ("king", "patrician"):
            return t("crown_take", who=params["who"], how=char_name(how, lang))
        return t("crown_" + how, who=params["who"], by=params["by"])
    if kind == "bonus":
        what = gold(values["gold"]) if values["gold"] else cards(values["cards"])
        return t("bonus", who=params["who"], what=what, char=params["char"])
    if kind == "gathered":
        what = gold(values["n"]) if values["what"] == "gold" else cards(values["n"])
        return t("gathered_" + values["what"], who=params["who"], what=what)
    if kind == "income":
        parts = ([gold(values["gold"])] if values["gold"] else []) + ([cards(values["cards"])] if values["cards"] else [])
        what = t("and", a=parts[0], b=parts[1]) if len(parts) == 2 else parts[0] if parts else t("nothing")
        districts = t("districts_" + CHARACTERS[values["char"]].income, n=values["n"])
        return t("income", who=params["who"], what=what, districts=districts)
    if kind in ("threat_revealed", "warrant_revealed"):
        key = ("threat_" if kind == "threat_revealed" else "warrant_") + ("real" if values["real"] else "blank")
        if kind == "warrant_revealed" and values["real"]:
            key = "warrant_signed"
        return t(key, **params)
    if kind in ("built", "exchanged") and not values["gold"]:
        return t(kind + "_free", **params)
    if kind == "complete":
        return t("complete_first" if values["first"] else "complete", **params)
    if kind == "spy":
        params.update(match=cards(values["n"]), type=type_name(values["type"], lang))
        return t("spy", **params)
    if kind == "swapped_hands":
        return t("swapped_hands", who=params["who"], victim=params["victim"], given=cards(values["n"]),
                 got=cards(values["m"]))
    if kind == "redrew":
        return t("redrew", who=params["who"], given=cards(values["n"]), cards=params["cards"])
    if kind in ("destroyed", "armory") and values["victim"] == values["seat"]:
        return t(kind + "_own", **params)
    return t(kind, **params)


# ---- news told to the person it hit, in their words ("Bot 5 (Thief) robbed you of 5 gold") ----
NEWS_YOU = Words("citadels", "news_you")


def news_to_you(event, seat, lang="en", names=None, story=(), round_no=None):
    """`event` told to `seat` in its own words when it hit that seat, else None.

    `story` is what `seat` knows of the event's round before it, in order: ("move", mover, action) with the seat's
    own actions in full and the others' in their public form, and ("news", event). It names the character each
    seat played ("Bot 5 (Thief)") and tells a kill of the seat's own character, which the news keeps secret."""
    kind = event[0]
    values = dict(zip(NEWS_SHAPES.get(kind, ()), event[1:]))

    def t(key, **params):
        return tr(NEWS_YOU, key, lang, **params)

    def person(other):
        name = names[other] if names is not None and 0 <= other < len(names) else tr(NEWS, "player", lang, n=other + 1)
        played = None
        for item in story:
            if item[0] == "news" and item[1][0] in ("reveal", "resume") and item[1][1] == other:
                played = item[1][2]
        return t("as", who=name, char=char_noun(played, lang)) if played else name

    def gold(n):
        return tr(NEWS, "gold_n", lang, n=n)

    def cards(n):
        return tr(NEWS, "cards_n", lang, n=n)

    if kind == "skipped":
        mine = _held(seat, story)
        if event[1] not in mine:
            return None
        killer = next((item[1] for item in story if item[0] == "move" and tuple(item[2]) == ("kill", event[1])), None)
        who = person(killer) if killer is not None else char_name("assassin", lang)
        return t("skipped", who=who, char=char_noun(event[1], lang), n=round_no if round_no is not None else "")
    if kind == "crown":
        if values["how"] in ("emperor", "advisor") and values["seat"] == seat and values["by"] != seat:
            return t("crown_" + values["how"], by=person(values["by"]))
        return None
    if kind == "bribe":
        return t("bribe", by=person(values["by"]), gold=gold(values["gold"])) if values["seat"] == seat else None
    if kind in ("threat_revealed", "warrant_revealed"):
        if values["seat"] != seat or not values["real"] or values["by"] == seat:
            return None
        return t(kind, by=person(values["by"]), gold=gold(values["gold"]), card=card_noun(values.get("card"), lang)
                 if values.get("card") else "")
    if values.get("victim") != seat or values.get("seat") == seat or kind not in NEWS_YOU:
        return None
    params = {"who": person(values["seat"])}
    if "gold" in values:
        params["gold"] = gold(values["gold"])
    if "cards" in values:
        params["cards"] = cards(values["cards"])
    for role in ("card", "card2"):
        if role in values:
            params[role] = card_noun(values[role], lang)
    if kind == "swapped_hands":           # the Magician gave n cards and got m: the other way round for the seat
        params.update(given=cards(values["m"]), got=cards(values["n"]))
    return t(kind, **params)


def _held(seat, story):
    """The characters `seat` holds this round as far as it knows: those it picked, less one it gave away by
    the Theater. (A character the Theater took from it is not known by its own moves: then none is claimed.)"""
    held = set()
    for item in story:
        if item[0] != "move":
            continue
        mover, action = item[1], tuple(item[2])
        if action[0] == "pick" and mover == seat and action[1] is not None:
            held.add(action[1])
        elif action[0] == "theater":
            if mover == seat and action[1] is not None:
                held.discard(action[1])
            elif len(action) > 2 and action[2] == seat:
                return set()
    return held
