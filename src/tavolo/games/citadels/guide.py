"""The guided first game of Citadels (tavolo.play.guide): the deal, the lessons and when each one matters, the
suggested move's reasons in words, and the final scores explained.

A lesson is taught at the person's first position where it matters, read from the view, the legal moves and the
story of what happened since the person's last turn: a character's power as soon as the character is offered to
the person in the draft or is revealed by anyone, whichever comes first.
"""

from __future__ import annotations

from ...catalogs import Words
from ...i18n import tr
from .data import PRESETS, TYPE_INDEX, TYPE_OF
from .guide_moves import suggest
from .text import NEWS, card_noun, char_noun

GUIDE = Words("citadels", "guide")
UNIQUE = TYPE_INDEX["unique"]

# Four players with the first-game cast. The seed gives the crown to seat 1, so the person chooses last in the
# first round (two characters to learn there, not five); the person collects an income in the first turn, meets
# every character of the cast by round 3, and, following the suggestions, completes the city first and wins by
# a point.
DEAL = {"seats": 4, "seed": 30, "options": {"cast": "default"}, "bots": "easy"}
CAST = PRESETS["default"].characters
POWERS = tuple(f"power_{c}" for c in CAST)

LESSONS = ("goal", "crown", "draft", "discards", "gold_or_cards") + POWERS + (
    "income", "unique", "build", "end", "bonuses")


def _drafting(view, legal, story):
    return any(a[0] in ("pick", "drop") for a in legal)


def _crown(view, legal, story):
    """The crown matters once the person holds it, or once it has gone to a King's player."""
    return (view["crown"] == view["viewer"] or "king" in view["revealed"]
            or any(c == "king" for c, _ in view["prev_revealed"])
            or any(item[0] == "news" and item[1][0] == "crown" and item[1][2] != "start" for item in story))


def _discards(view, legal, story):
    return _drafting(view, legal, story) and bool(view["faceup"] or any(e[0] == "down" for e in view["events"]))


def _unique(view, legal, story):
    """A unique district matters once one is built anywhere, or the person may build one."""
    return any(TYPE_OF[c] == UNIQUE for city in view["cities"] for c in city) or \
        any(a[0] == "build" and TYPE_OF[a[1]] == UNIQUE for a in legal)


def _near_end(view, legal, story):
    return view["last_round"] or view["over"] or max(view["sizes"]) >= view["threshold"] - 1


# The lessons other than the powers, with when each first matters.
WHEN = {
    "goal": lambda view, legal, story: True,
    "crown": _crown,
    "draft": _drafting,
    "discards": _discards,
    "gold_or_cards": lambda view, legal, story: ("gold",) in legal,
    "income": lambda view, legal, story: any(a[0] == "income" for a in legal),
    "unique": _unique,
    "build": lambda view, legal, story: any(a[0] in ("build", "end") for a in legal),
    "end": lambda view, legal, story: view["last_round"] or view["over"],
    "bonuses": _near_end,
}
SHOWN = ("reveal", "resume", "killed_revealed")      # news that turns a character face up


def in_play(view, legal, story):
    """The characters the person has met: offered in the draft, held, or revealed by anyone (this round, the
    round before, or in the story since the person's last turn)."""
    met = set(view.get("pool") or ()) | set(view["mine"]) | set(view["revealed"])
    met |= {c for c, _ in view["prev_revealed"]}
    met |= {item[1][2] for item in story if item[0] == "news" and item[1][0] in SHOWN}
    return met


def lessons(view, legal, story):
    met = in_play(view, legal, story)
    return [lesson for lesson in LESSONS
            if (lesson in WHEN and WHEN[lesson](view, legal, story))
            or (lesson.startswith("power_") and lesson[6:] in met)]


def lesson(lesson_id, lang):
    return tr(GUIDE, f"{lesson_id}.title", lang), tr(GUIDE, f"{lesson_id}.text", lang)


# ---- words ----------------------------------------------------------------------------------------------------
def seat(names, p, lang):
    return names[p] if names is not None and 0 <= p < len(names) else tr(NEWS, "player", lang, n=p + 1)


def words(params, lang, names):
    """A reason's parameters as words: seats by their names, cards and characters by theirs."""
    out = dict(params)
    if "who" in out:
        out["who"] = seat(names, out["who"], lang)
    if "card" in out:
        out["card"] = card_noun(out["card"], lang)
    if "char" in out:
        out["char"] = char_noun(out["char"], lang)
    return out


def why(reason, params, lang, names):
    return tr(GUIDE, f"why_{reason}", lang, **words(params, lang, names))


def _joined(items, lang):
    """Names as a list ("Anna and Bot 2", "Anna, Bot 1 and Bot 2")."""
    if len(items) == 1:
        return items[0]
    return tr(NEWS, "and", lang, a=", ".join(items[:-1]), b=items[-1])


# Score lines of the breakdown that have a sentence of their own; the rest are unique districts' bonuses.
FIXED = {"all_types": "final_all_types", "first_complete": "final_first_complete", "complete": "final_complete"}


def final(view, lang, names):
    """Each seat's score and where it came from, best first, then who won and, after a tie, why."""
    if not view.get("over"):
        return []
    scores, breakdown = view["scores"], view["breakdown"]
    placings = view["placings"]
    out = []
    for p, _ in placings["order"]:
        name = seat(names, p, lang)
        parts = dict((key, points) for key, points in breakdown[p])
        out.append(tr(GUIDE, "final_seat", lang, name=name, n=scores[p], m=parts.get("districts", 0)))
        for key, points in breakdown[p]:
            if key in FIXED:
                out.append(tr(GUIDE, FIXED[key], lang, name=name))
            elif key != "districts":
                out.append(tr(GUIDE, "final_unique", lang, name=name, card=card_noun(key, lang), n=points))
    winners = [p for p, place in placings["order"] if place == 1]
    tie = next((t for t in placings["ties"] if t["place"] == 1), None)
    if tie is None:
        out.append(tr(GUIDE, "final_win", lang, name=seat(names, winners[0], lang), n=scores[winners[0]]))
    elif len(winners) == 1:
        others = [seat(names, p, lang) for p in tie["seats"] if p != winners[0]]
        char = tie["params"].get("char")
        out.append(tr(GUIDE, "final_tie_won", lang, name=seat(names, winners[0], lang), names=_joined(others, lang),
                      n=tie["points"], char=char_noun(char, lang), rank=tie["params"].get("rank", 0)))
    else:
        out.append(tr(GUIDE, "final_tie_shared", lang, names=_joined([seat(names, p, lang) for p in winners], lang),
                      n=tie["points"]))
    return out


__all__ = ["DEAL", "LESSONS", "lessons", "suggest", "lesson", "why", "final"]
