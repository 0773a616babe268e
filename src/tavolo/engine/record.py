"""The game record: one log for resume, undo, export/import, replays and regression tests.

A record is {format, game, rules, seats, options, seed, actions}; replaying its actions from the seed
gives back the very same state.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from .actions import normalize, to_json
from .bounded import TextRefused, read_json
from .errors import RecordError, TavoloError

FORMAT = 1
MAX_TEXT = 4_000_000        # UTF-8 bytes: far beyond any real game, well below what would hang a phone
MAX_NAME = 40

# Upgrades from an older record format to the next one: {old format: function(dict) -> dict}.
MIGRATIONS: dict = {}


@dataclass
class GameRecord:
    game: str
    seats: list            # [{"name": str, "bot": level or None}, ...]
    options: dict
    seed: int
    rules: int
    actions: list = field(default_factory=list)
    format: int = FORMAT
    meta: dict = field(default_factory=dict)   # id, created, updated: for save lists, not for the rules

    def to_dict(self) -> dict:
        return {
            "format": self.format, "game": self.game, "rules": self.rules, "seats": self.seats,
            "options": self.options, "seed": self.seed, "actions": [to_json(a) for a in self.actions],
            "meta": self.meta,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"), ensure_ascii=False)


def new_record(game, seats: list, options: dict | None, seed: int) -> GameRecord:
    """A record for a new game; checks seats and options the way the game does."""
    game.check_seats(len(seats))
    return GameRecord(game=game.id, seats=[dict(s) for s in seats], options=game.check_options(options),
                      seed=int(seed), rules=game.rules_version)


def replay(record: GameRecord, games: dict, upto: int | None = None, observe=None, after=None):
    """The state after the first `upto` actions (all by default). Raises RecordError if one is illegal.

    `observe(state, action)`, if given, is called before each action is applied and `after(state, action)`
    once it is (to rebuild a log).
    """
    game = games[record.game]
    state = game.new_state(len(record.seats), record.options, record.seed)
    actions = record.actions if upto is None else record.actions[:upto]
    for index, action in enumerate(actions):
        if observe is not None:
            observe(state, action)
        try:
            state.apply(action)
        except TavoloError as error:
            raise RecordError("bad_action", f"Move {index + 1} cannot be replayed: {error}",
                              index=index + 1, reason=str(error)) from error
        if after is not None:
            after(state, action)
    return state


def _is_action(value) -> bool:
    """An action is a JSON list of strings, whole numbers, booleans, null and such lists."""
    if isinstance(value, list):
        return all(_is_action(v) for v in value)
    return value is None or isinstance(value, (str, int))


def _seat(value) -> dict:
    if not isinstance(value, dict) or not isinstance(value.get("name"), str) or len(value["name"]) > MAX_NAME:
        raise TypeError("bad seat")
    bot = value.get("bot")
    if bot is not None and not isinstance(bot, str):
        raise TypeError("bad bot")
    return {"name": value["name"], "bot": bot}


def from_json(text, games: dict, levels=None) -> GameRecord:
    """Parse and check a record. Every problem becomes a RecordError with a clear message.

    `levels(game)`, if given, names the bot levels a seat may hold (a save naming another one is refused).
    """
    try:
        data = read_json(text, MAX_TEXT) if isinstance(text, (str, bytes, bytearray)) else text
    except TextRefused as refused:
        if refused.key == "text_too_big":
            size = refused.params["size"]
            raise RecordError("too_big", f"This file is too large to be a Tavolo save ({size} bytes)",
                              size=size) from None
        if refused.key == "text_too_deep":
            raise RecordError("corrupt", "This save is damaged and cannot be read: it is nested too deep") from None
        raise RecordError("not_json", "This is not a Tavolo save: it is not valid JSON") from None
    if not isinstance(data, dict) or "game" not in data or "actions" not in data:
        raise RecordError("foreign", "This is not a Tavolo save")
    version = data.get("format")
    if not isinstance(version, int):
        raise RecordError("foreign", "This is not a Tavolo save")
    if version > FORMAT:
        raise RecordError("newer", f"This save comes from a newer Tavolo (format {version}); update the page to open it",
                          format=version)
    while version < FORMAT:
        if version not in MIGRATIONS:
            raise RecordError("too_old", f"This save comes from an old Tavolo (format {version}) that can no longer be read",
                              format=version)
        data = MIGRATIONS[version](data)
        version = data["format"]
    game_id = data.get("game")
    if game_id not in games:
        raise RecordError("unknown_game", f"This save is for a game Tavolo does not have: {game_id!r}", game=str(game_id))
    try:
        seats, actions, options = data["seats"], data["actions"], data.get("options") or {}
        if not isinstance(seats, list) or not isinstance(actions, list) or not isinstance(options, dict) \
                or not all(_is_action(a) for a in actions) or type(data["seed"]) is not int:
            raise TypeError("bad record")
        record = GameRecord(
            game=game_id, seats=[_seat(s) for s in seats], options=dict(options), seed=data["seed"],
            rules=int(data.get("rules", 1)), actions=[normalize(a) for a in actions], format=FORMAT,
            meta=dict(data.get("meta") or {}),
        )
    except (KeyError, TypeError, ValueError, AttributeError, RecursionError):
        raise RecordError("corrupt", "This save is damaged and cannot be read") from None
    game = games[game_id]
    if record.rules > game.rules_version:
        raise RecordError("newer_rules", "This save uses newer rules than this version of Tavolo; update the page",
                          rules=record.rules)
    try:
        game.check_seats(len(record.seats))
        record.options = game.check_options(record.options)
    except TavoloError as error:
        raise RecordError("corrupt", f"This save is damaged and cannot be read: {error}") from None
    if levels is not None:
        known = set(levels(game))
        for seat in record.seats:
            if seat["bot"] is not None and seat["bot"] not in known:
                raise RecordError("unknown_bot_level", f"This save names a bot level Tavolo does not have: "
                                  f"{seat['bot']!r}", level=seat["bot"])
    return record


def load(text, games: dict, levels=None):
    """(record, state) from a saved text: parsed, checked and replayed."""
    record = from_json(text, games, levels)
    try:
        state = replay(record, games)
    except RecordError as error:
        if record.rules < games[record.game].rules_version:
            raise RecordError("old_rules", f"This save was made under older rules (version {record.rules}) "
                              f"and cannot be replayed under the current ones: {error}", rules=record.rules) from None
        raise
    return record, state
