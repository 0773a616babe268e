"""The guided first game ("Learn to play"): a game against easy bots on a fixed friendly deal, in which the game's
guide explains each rule in a sentence or two the first time it matters and marks a suggested move with why. The
person may follow it or not: the guide never blocks a legal move. It ends by explaining the final scores.

A game's guide module (`Game.guide`) provides, all pure functions of what the person's seat knows:

    DEAL      {"seats": n, "seed": s, "options": {...}, "bots": level}: the person sits at seat 0
    LESSONS   every lesson's id, in the order the rules reference teaches them
    lessons(view, legal, story) -> [lesson id]: the lessons that matter in this position for the seat of `view`;
              `story` is what happened since its last turn, as it knows it: ("move", seat, action) and
              ("news", event), oldest first (the shape of `news_to_you`'s story)
    suggest(view, legal) -> (action, reason, params): a move of `legal` and why, as a key and its parameters
    lesson(lesson id, lang) -> (title, text)
    why(reason, params, lang, names) -> the reason in words
    final(view, lang, names) -> [sentence]: the final scores explained, once the game is over

What has been taught is kept in the record's meta ("guide": {"told": {lesson: move count}, "hidden": bool}), so a
guided game can be left and taken up again where it was.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from ..engine.record import new_record


@dataclass(frozen=True)
class Advice:
    """What the guide says in one position."""

    lessons: tuple            # ((lesson id, title, text), ...): taught here, the first time they matter
    action: tuple | None      # the suggested move, or None when the person is not to move
    why: str                  # the suggestion's reason in words
    final: tuple              # the final scores explained (game over only)
    taught: int               # how many of the game's lessons have been taught so far
    total: int


def module_of(game):
    return importlib.import_module(game.guide)


def guided_record(game, person_name: str, bot_name):
    """The record of a new guided game of `game`: the person at seat 0, the others easy bots, the fixed deal.
    `bot_name(n)` names seat n (1-based)."""
    deal = module_of(game).DEAL
    seats = [{"name": person_name, "bot": None}]
    seats += [{"name": bot_name(n + 1), "bot": deal["bots"]} for n in range(1, deal["seats"])]
    record = new_record(game, seats, deal.get("options"), deal["seed"])
    record.meta = {"guide": {"told": {}, "hidden": False}}
    return record


def is_guided(record) -> bool:
    return isinstance(record.meta.get("guide"), dict)


PERSON = 0


class Guide:
    """The guide of one guided match: what it teaches in the match's position, remembered in the record."""

    def __init__(self, match):
        self.match = match
        self.module = module_of(match.game)
        meta = match.record.meta.setdefault("guide", {})
        told = meta.get("told")
        self.told = meta["told"] = {k: v for k, v in told.items() if isinstance(k, str) and type(v) is int} \
            if isinstance(told, dict) else {}
        meta["hidden"] = meta.get("hidden") is True
        self._said = (None, None)     # (position and language, Advice): a screen asks more than once per draw

    @property
    def hidden(self) -> bool:
        return self.match.record.meta["guide"]["hidden"]

    def hide(self, hidden: bool) -> None:
        self.match.record.meta["guide"]["hidden"] = bool(hidden)

    def story(self) -> list:
        """What the person knows happened since their last turn (the moves of `Match.since_last_turn`)."""
        match = self.match
        story = []
        for index in match.since_last_turn(PERSON):
            story.append(("move", match.moves[index].seat, match.known_action(index, PERSON)))
            story += [("news", event) for event in match.moves[index].news]
        return story

    def advice(self, lang: str) -> Advice:
        """What to teach now: the lessons that matter here and were not taught before (each taught once, and
        shown again only in the position it was taught in), the suggested move and why, the end's scores."""
        match, module = self.match, self.module
        state = match.state
        step = len(match.moves)
        here = (step, tuple(match.record.actions[-1:]), lang)
        if self._said[0] == here:
            return self._said[1]
        view = state.view(PERSON)
        person_moves = state.current_player == PERSON and not state.is_over
        legal = state.legal_actions() if person_moves else []
        if person_moves or state.is_over:
            for lesson in module.lessons(view, legal, self.story()):
                self.told.setdefault(lesson, step)
        taught = tuple((lesson, *module.lesson(lesson, lang)) for lesson, at in self.told.items() if at == step)
        action, why = None, ""
        if person_moves:
            action, reason, params = module.suggest(view, legal)
            why = module.why(reason, params, lang, match.names_in(lang))
        final = tuple(module.final(view, lang, match.names_in(lang))) if state.is_over else ()
        advice = Advice(taught, action, why, final, len(self.told.keys() & set(module.LESSONS)), len(module.LESSONS))
        self._said = (here, advice)
        return advice
