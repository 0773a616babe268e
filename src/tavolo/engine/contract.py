"""The one contract every game follows (after OpenSpiel's Game/State split).

A `Game` describes itself and makes states; a `State` is one position of one game. Bots and views see a
seat's `view(player)` only; a bot that needs a full position samples one with `Game.from_view`, which by
construction cannot know more than the view.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import normalize
from .errors import IllegalAction, TavoloError
from .rng import Rng


@dataclass(frozen=True)
class Option:
    """A variant the new-game form offers: a key, its names, and the choices (value, names)."""

    key: str
    names: dict
    choices: tuple
    default: object
    help: dict = field(default_factory=dict)
    # (other option's key, value): the form shows this option only while that one has that value.
    when: tuple = ()

    def values(self):
        return [value for value, _ in self.choices]


class Game:
    """Static facts about a game, and the factory of its states. Subclasses fill the class attributes."""

    id: str = ""
    names: dict = {}
    min_seats: int = 1
    max_seats: int = 1
    rules_version: int = 1
    options: tuple = ()
    # True when some seat holds information another seat may not see (hot seat then needs pass screens).
    has_secrets: bool = True
    # How long a game usually takes, in minutes (shortest, longest), for the home screen.
    minutes: tuple = ()

    def check_options(self, options: dict | None) -> dict:
        """The full option dict, defaults filled in; raises TavoloError on unknown keys or values."""
        options = dict(options or {})
        known = {o.key: o for o in self.options}
        for key in options:
            if key not in known:
                raise TavoloError("unknown_option", f"Unknown option {key!r} for {self.id}", option=key)
        result = {}
        for option in self.options:
            value = options.get(option.key, option.default)
            if value not in option.values():
                raise TavoloError("bad_option", f"Bad value {value!r} for option {option.key!r}",
                                  option=option.key, value=value)
            result[option.key] = value
        return result

    def check_seats(self, seats: int) -> None:
        if type(seats) is not int or not self.min_seats <= seats <= self.max_seats:   # bool is not a count
            raise TavoloError("bad_seats", f"{self.id} is for {self.min_seats}-{self.max_seats} players, not {seats}",
                              seats=seats, min=self.min_seats, max=self.max_seats)

    def new_state(self, seats: int, options: dict | None = None, seed: int = 0) -> "State":
        self.check_seats(seats)
        return self._new_state(seats, self.check_options(options), Rng(seed))

    def _new_state(self, seats: int, options: dict, rng: Rng) -> "State":
        raise NotImplementedError

    def from_view(self, view: dict, player: int, rng: Rng) -> "State":
        """A full state that agrees with `view` (what `player` knows); the unknown part is sampled with `rng`."""
        raise NotImplementedError

    def label(self, action, lang: str = "en") -> str:
        """A short human description of an action, for the log and the action buttons."""
        raise NotImplementedError

    def private_label(self, action, lang: str = "en") -> str:
        """The label the seat that took `action` may read (a secret choice named in full); others read `label`."""
        return self.label(action, lang)

    def error_words(self, params: dict, lang: str = "en") -> dict:
        """The parameters of a refusal as a player names them (card ids become the cards' words)."""
        return params

    def rules(self, lang: str = "en") -> list:
        """The in-app rules: a list of (heading, [paragraph, ...])."""
        return []

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]


class State:
    """One position. Subclasses implement the underscored hooks; the public methods are shared."""

    game: Game
    num_players: int
    rng: Rng
    options: dict

    # ---- asked by everyone -------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """The seat that acts now, or None when the game is over."""
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def turn(self) -> int:
        """How many turns have begun (1 for the first), for save lists and logs."""
        raise NotImplementedError

    @property
    def round(self) -> int:
        """The round a player would name (1 for the first): turns go round the table unless a game says otherwise."""
        return (self.turn - 1) // self.num_players + 1

    def legal_actions(self) -> list:
        raise NotImplementedError

    def apply(self, action) -> None:
        """Play `action` for the current player. An illegal one raises IllegalAction and changes nothing."""
        action = normalize(action)
        if self.is_over:
            raise IllegalAction("game_over", "The game is over")
        self._check(action)
        self._apply(action)

    def scores(self) -> list:
        raise NotImplementedError

    def public_scores(self) -> list | None:
        """Scores everyone may see now (the log shows their changes); None when a score holds a secret."""
        return None if self.game.has_secrets else self.scores()

    def score_breakdown(self) -> list:
        """Per seat, a list of (label key, points) that add up to its score."""
        return [[("total", s)] for s in self.scores()]

    def winners(self) -> list:
        """Seats with the best score when the game is over (ties share the win)."""
        if not self.is_over:
            return []
        scores = self.scores()
        best = max(scores)
        return [p for p, s in enumerate(scores) if s == best]

    def clone(self) -> "State":
        raise NotImplementedError

    def view(self, player: int | None) -> dict:
        """Exactly what `player` may know, as plain JSON data; None is a spectator (public information only)."""
        raise NotImplementedError

    def determinize(self, player: int, rng: Rng) -> "State":
        """A full state sampled to agree with what `player` knows."""
        return self.game.from_view(self.view(player), player, rng)

    def public_action(self, action):
        """`action` as everyone at the table may know it, for the log (asked before it is applied). A game whose
        moves can be secret (a character chosen in a draft) returns a form that hides the secret part."""
        return action

    def commits(self, action) -> bool:
        """True when `action` cannot be taken back: it ends a turn, draws from a hidden deck or reveals a secret."""
        return True

    # ---- for subclasses ----------------------------------------------------
    def _check(self, action) -> None:
        """Raise IllegalAction with a precise message when `action` is not allowed now."""
        if action not in self.legal_actions():
            raise IllegalAction("illegal", f"Action {action!r} is not allowed now", action=list(action))

    def _apply(self, action) -> None:
        raise NotImplementedError
