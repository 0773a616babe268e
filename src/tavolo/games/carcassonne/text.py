"""Carcassonne words in English and Italian: refusals, action labels (tiles, places and follower spots in
words), score headings, board texts and the in-app rules with every decided open point."""

from __future__ import annotations

import functools

from ...i18n import tr
from .data import DIRS, PORTS, ROTATED
from ...catalogs import Rules, Words

TEXT = Words("carcassonne", "text", counts={"same_rotation": "same"})

WHO = {"city": "knight", "road": "thief", "field": "farmer", "monastery": "monk", "shrine": "heretic"}
# the side each half edge lies on (NL is the west half of the north edge)
HALF_SIDE = {"NL": "W", "NR": "E", "EL": "N", "ER": "S", "SL": "E", "SR": "W", "WL": "S", "WR": "N"}


def t(key, lang, **params):
    return tr(TEXT, key, lang, **params)


def ui_text(key, lang, **params):
    """Words of the board (keys "ui_...")."""
    return tr(TEXT, "ui_" + key, lang, **params)


def direction(d: str, lang: str) -> str:
    return t("d_" + d, lang)


def edges_words(dirs, lang) -> str:
    """'north, east' for edge numbers or letters."""
    return ", ".join(direction(d if isinstance(d, str) else DIRS[d], lang) for d in dirs)


def ports_words(ports, lang) -> str:
    """A field's half edges in words: whole edges by name, single halves as 'north, west half'."""
    names = [p if isinstance(p, str) else PORTS[p] for p in ports]
    words = []
    for d in DIRS:
        halves = [n for n in names if n[0] == d]
        if len(halves) == 2:
            words.append(direction(d, lang))
        elif halves:
            words.append(t("half_L", lang, edge=direction(d, lang), side=direction(HALF_SIDE[halves[0]], lang)))
    return "; ".join(words)


def feature_shows(f, lang: str) -> str | None:
    """A part of a turned tile in words ('city north, east with pennant', 'road end south', 'shrine'); None for
    a field (a tile's fields are what its other parts leave)."""
    if f.kind == "city":
        return t("city_pennant" if f.pennant else "city_on", lang, edges=edges_words(f.edges, lang))
    if f.kind == "road":
        return t("road_through" if len(f.edges) == 2 else "road_end", lang, edges=edges_words(f.edges, lang))
    if f.kind in ("monastery", "shrine"):
        return t(f.kind, lang)
    return None


@functools.lru_cache(maxsize=512)
def tile_shows(letter: str, rot: int, lang: str) -> str:
    """What a turned tile shows, in words: 'city north; road east, west'."""
    parts = [feature_shows(f, lang) for f in ROTATED[letter][rot].features]
    return "; ".join(p for p in parts if p) or t("fields_only", lang)


def tile_text(letter: str, rot: int, lang: str) -> str:
    """A tile as a player names it: by what it shows (its letter is the rules reference's, not the box's)."""
    return t("tile", lang, shows=tile_shows(letter, rot, lang))


def position_text(x: int, y: int, lang: str) -> str:
    if x == 0 and y == 0:
        return t("at_start", lang)
    steps = []
    if y:
        steps.append(t("steps_north" if y < 0 else "steps_south", lang, n=abs(y)))
    if x:
        steps.append(t("steps_east" if x > 0 else "steps_west", lang, n=abs(x)))
    return t("at", lang, where=t("and", lang).join(steps))


def spot_kind(spot: str) -> str:
    return spot.split(":")[0]


def spot_text(spot: str, lang: str, prefix: str = "the_") -> str:
    """'the city (north, east)', 'the field (south; west, north half)', 'the monastery'; with prefix "on_":
    'on the city (north, east)', 'sulla città (nord, est)'."""
    kind, _, rest = spot.partition(":")
    if kind in ("city", "road"):
        return t(prefix + kind, lang, edges=edges_words(list(rest), lang))
    if kind == "field":
        return t(prefix + kind, lang, edges=ports_words([rest[i:i + 2] for i in range(0, len(rest), 2)], lang))
    return t(prefix + kind, lang)


def follower_text(spot: str, lang: str) -> str:
    return t("act_follower", lang, who=t(WHO[spot_kind(spot)], lang), what=spot_text(spot, lang, "on_"))


def label(action, lang="en", names=None):
    kind = action[0] if isinstance(action, tuple) and action else None
    try:
        if kind == "place":
            _, letter, x, y, rot = action
            return t("act_place", lang, tile=tile_text(letter, rot, lang), where=position_text(x, y, lang))
        if kind == "follower":
            return follower_text(action[1], lang)
        if kind == "no_follower":
            return t("act_none", lang)
    except (KeyError, ValueError, TypeError, IndexError):
        pass
    return str(list(action) if isinstance(action, tuple) else action)


def event_text(event, names, lang) -> str:
    """What a tile scored, in words: "Road of 3 tiles: 3 to Ada" (an event of `state.scored`)."""
    who = ", ".join(names[s] for s in event["seats"]) or ui_text("nobody", lang)
    if event["kind"] == "challenge":
        return ui_text("lost_challenge", lang, building=t(event["building"], lang), who=who)
    what = ui_text("ev_" + event["kind"], lang, n=len(event["tiles"]))
    return ui_text("scored_line", lang, what=what, n=event["points"], who=who)


def news_label(event, lang="en", names=None) -> str:
    """The news of a move: what it scored (each scoring is public, and told in the log and aloud)."""
    names = names or [f"{seat + 1}" for seat in range(max(event["seats"], default=0) + 1)]
    return event_text(event, names, lang)


def news_hits(event) -> tuple:
    return ()           # a scoring harms nobody: no seat is kept in sight of it


# ---- the in-app rules ------------------------------------------------------------------------------------
RULES = Rules("carcassonne")


def rules(lang="en"):
    return RULES.get(lang) or RULES["en"]
