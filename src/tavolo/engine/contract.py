"""The one contract every game follows (after OpenSpiel's Game/State split and boardgame.io's move declarations).

A `Game` declares what it provides, all in one place (see `DECLARED`): its facts, its text table, its board
module, its bot levels and one table of its action kinds. `register` checks that declaration, so a missing
piece fails when the game is registered, never as a raw key on a screen. A `State` is one position; the base
class checks every action against the kinds table and the game's own rules, and does the bookkeeping. Bots and
boards see a seat's `view(player)` only; a bot that needs a full position samples one with `Game.from_view`,
which by construction cannot know more than the view.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Callable

from ..catalogs import Message, has_message
from .actions import normalize
from .errors import IllegalAction, TavoloError
from .placings import Placings, Tie, rank_seats
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

    @classmethod
    def make(cls, domain, key, values, default, when=(), choice_names=None):
        """An option whose words are its game's messages: "option.<key>" its name, "option.<key>.help" what it
        means (when the catalog has one), "option.<key>.<value>" each choice (or `choice_names[value]`, a
        Message, where the choice is named elsewhere: a card)."""
        named = choice_names or {}
        return cls(key=key, names=Message(domain, f"option.{key}"), default=default, when=when,
                   choices=tuple((value, named.get(value) or Message(domain, f"option.{key}.{value}"))
                                 for value in values),
                   help=Message(domain, f"option.{key}.help"))


@dataclass(frozen=True)
class Secret:
    """What the other seats may not know of an action of a kind: the values at `hidden` (1 is the first value
    after the kind's name), which its public form holds as None. `told(state, action)`, asked before the action
    is played, names the seats that learn it anyway through the rules (the seat a card is given to, the next
    seat of a draft, who sees the characters left); they still read only its public form."""

    hidden: tuple = (1,)
    told: Callable | None = None

    def public(self, action: tuple) -> tuple:
        return tuple(None if i in self.hidden else v for i, v in enumerate(action))


@dataclass(frozen=True)
class ActionKind:
    """One kind of action, as a game declares it.

    arity: how many values follow the kind's name (None: any number);
    apply(state, action): the change it makes, once the action is known to be legal;
    commits: True when undo may not take it back (it ends a turn, draws from a hidden deck or reveals a secret),
        or a function (state, action) -> bool when that depends on the position;
    touches(action, public view before it) -> the board parts it changes (names the board's elements carry);
    confirm: the board asks before it is played (it destroys, kills, or cannot be taken back by surprise);
    secret: what the other seats may not know of it (a Secret), or None when the whole action is public.
    The secret is declared here alone: every move that leaves its seat (the log, the news, "since your turn", the
    hot-seat screens, what another device is sent) goes out in its public form (`State.public_action`).
    """

    arity: int | None
    apply: Callable
    commits: bool | Callable
    touches: Callable
    confirm: bool = False
    secret: Secret | None = None


def no_parts(action, view) -> tuple:
    """`touches` of an action that changes nothing the board shows to the others."""
    return ()


class RegistrationError(TavoloError):
    """A game whose declaration lacks a piece or has one of the wrong shape."""


class Game:
    """What a game is and provides. A subclass declares every name in DECLARED and the methods below them."""

    # Declared by every game (checked by `register`); the values here only show the types.
    id: str
    names: Message              # the message "game.name" of its domain (catalogs.Message)
    min_seats: int
    max_seats: int
    rules_version: int
    options: tuple              # of Option
    has_secrets: bool           # some seat holds information another may not see (hot seat needs pass screens)
    minutes: tuple              # (shortest, longest) usual length, for the home screen
    note: Message | None        # a short line under the name on the home screen (e.g. the expansion), or None
    words: str                  # the module of its words (see WORDS): TEXT, label, rules, and what else it says
    board: str                  # the module that draws the board (render, on_event, empty_ui, emblem, KEPT_UI;
                                # move_picture(action, lang) if a move is best shown with a small drawing in the log)
    bots: str                   # the module of its bots: bot_levels() -> {level id: factory(seed) -> Bot}
    guide: str                  # the module of its guided first game (see play/guide.py and GUIDE below)
    actions: dict               # {kind name: ActionKind}
    state_class: type           # the State subclass it makes

    DECLARED = ("id", "names", "min_seats", "max_seats", "rules_version", "options", "has_secrets", "minutes",
                "note", "words", "board", "bots", "guide", "actions", "state_class")
    # What a guide module provides (play/guide.py says what each is).
    GUIDE = ("DEAL", "LESSONS", "lessons", "suggest", "lesson", "why", "final")
    # What a words module provides: TEXT ({key: {"en": ..., "it": ...}}: score keys, refusal keys, board words),
    # label(action, lang, names) and rules(lang); a game whose moves can be secret adds private_label, one that
    # reports news adds news_label and news_hits, one whose refusals name cards by id adds error_words, one whose
    # tie-break names cards or characters by id adds placing_words.
    WORDS = ("TEXT", "label", "rules")
    WORDS_IF_NEEDED = ("private_label", "news_label", "news_hits", "error_words", "placing_words")

    # ---- making states -------------------------------------------------------------------------------
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

    def blank_state(self, seats: int, options: dict, rng: Rng) -> "State":
        """A state with only the contract's own fields set, for `_new_state` and `_from_view` to fill."""
        state = self.state_class.__new__(self.state_class)
        state.game = self
        state.num_players = seats
        state.options = dict(options)
        state.rng = rng
        state.news = []
        return state

    def new_state(self, seats: int, options: dict | None = None, seed: int = 0) -> "State":
        self.check_seats(seats)
        options = self.check_options(options)
        rng = Rng(seed)
        return self._new_state(self.blank_state(seats, options, rng), rng)

    def _new_state(self, state: "State", rng: Rng) -> "State":
        """Set up the game on a blank state (seats, options and rng already set)."""
        raise NotImplementedError

    def from_view(self, view: dict, player: int | None, rng: Rng) -> "State":
        """A full state that agrees with `view` (what `player` knows); the unknown part is sampled with `rng`."""
        if not isinstance(view, dict) or view.get("game") != self.id:
            raise ValueError(f"not a {self.id} view")
        state = self.blank_state(view["players"], view["options"], Rng(rng.next64()))
        return self._from_view(state, view, player, rng)

    def _from_view(self, state: "State", view: dict, player: int | None, rng: Rng) -> "State":
        raise NotImplementedError

    # ---- what the shell asks --------------------------------------------------------------------------
    def bot_levels(self) -> dict:
        """{level id: factory(seed) -> Bot}: the game's own levels (the generic `random` comes free), from its
        bots module, imported when first asked (the rules never import their bots)."""
        return importlib.import_module(self.bots).bot_levels()

    # ---- words (from the words module) ---------------------------------------------------------------
    def words_module(self):
        return importlib.import_module(self.words)

    def _said(self, name):
        """The words module's `name`, or None for one of WORDS_IF_NEEDED it does not need."""
        return getattr(self.words_module(), name, None)

    @property
    def text(self) -> dict:
        return self.words_module().TEXT

    def label(self, action, lang: str = "en", names=None) -> str:
        """A short description of an action in words, for the log and the buttons; `names` are the seats' names
        (None: "player 2")."""
        return self.words_module().label(normalize(action), lang, names)

    def private_label(self, action, lang: str = "en", names=None) -> str:
        """The label the seat that took `action` may read (a secret choice named in full); others read `label`."""
        own = self._said("private_label")
        return own(normalize(action), lang, names) if own else self.label(action, lang, names)

    def news_label(self, event, lang: str = "en", names=None) -> str:
        """A public event of `State.take_news` in words (only games that report news have any)."""
        return self.words_module().news_label(event, lang, names)

    def news_hits(self, event) -> tuple:
        """The seats a public event harms or changes (a kill, a theft): kept in sight of the person hit."""
        return self.words_module().news_hits(event)

    def error_words(self, params: dict, lang: str = "en") -> dict:
        """The parameters of a refusal as a player names them (card ids become the cards' words)."""
        own = self._said("error_words")
        return own(params, lang) if own else params

    def placing_words(self, params: dict, lang: str = "en") -> dict:
        """The parameters of a tie-break's reason (`Tie.params`) as a player names them (ids become words)."""
        own = self._said("placing_words")
        return own(params, lang) if own else dict(params)

    def rules(self, lang: str = "en") -> list:
        """The in-app rules: a list of (heading, [paragraph, ...])."""
        return self.words_module().rules(lang)

    def touched(self, action, view) -> list:
        """The board parts `action` changes, from the public view before it (its kind's `touches`); nothing for
        what is not an action of this game (the state refuses it)."""
        kind = self.kind_of(action)
        return list(kind.touches(normalize(action), view)) if kind else []

    def kind_of(self, action) -> ActionKind | None:
        """The declared kind named by `action`, or None."""
        name = action[0] if isinstance(action, (list, tuple)) and action else None
        return self.actions.get(name) if isinstance(name, str) else None

    def board_module(self):
        """The module that draws this game's board, imported the first time it is needed."""
        return importlib.import_module(self.board)

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]


class State:
    """One position. A subclass keeps `current` (the seat to act), `over` and `turn_no` up to date, and
    implements `legal_actions`, `scores`, `clone` and `_view`; the base does the rest."""

    game: Game
    num_players: int
    rng: Rng
    options: dict
    news: list            # public events since the shell last took them (see take_news)
    current: int
    over: bool
    turn_no: int          # how many turns have begun: a turn is one seat's go, however many actions it takes

    # ---- asked by everyone -------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """The seat that acts now, or None when the game is over."""
        return None if self.over else self.current

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def turn(self) -> int:
        """How many turns have begun (1 for the first). A turn is one seat's go."""
        return self.turn_no

    @property
    def round(self) -> int:
        """The round a player would name (1 for the first): every seat's turn once, unless a game says otherwise."""
        return (self.turn_no - 1) // self.num_players + 1

    def legal_actions(self) -> list:
        raise NotImplementedError

    def apply(self, action) -> None:
        """Play `action` for the current player. An illegal one raises IllegalAction and changes nothing."""
        action = normalize(action)
        self.check(action)
        self.game.actions[action[0]].apply(self, action)

    def check(self, action) -> None:
        """Raise IllegalAction unless `action` may be played now; changes nothing. What reads an action before it
        is played (the board parts it touches, its public form) calls this first, so that it only ever reads an
        action of the right shape."""
        action = normalize(action)
        if self.is_over:
            raise IllegalAction("game_over", "The game is over")
        self._kind_of(action)
        self._check(action)
        if _has_bool(action) and repr(action) not in {repr(a) for a in self.legal_actions()}:
            # True == 1 in Python: a yes/no value stands only where a yes/no is asked, never for a number.
            raise IllegalAction("illegal", f"Action {action!r} is not allowed now", action=repr(action))

    def apply_checked(self, action) -> None:
        """Play an action taken from `legal_actions()` of this very position (bots in their searches):
        the checks are skipped, so anything else may corrupt the state."""
        self.game.actions[action[0]].apply(self, action)

    def _kind_of(self, action) -> ActionKind:
        """The declared kind of `action`, once its shape is right: a known name and that many plain values."""
        if not isinstance(action, tuple) or not action or not isinstance(action[0], str) \
                or action[0] not in self.game.actions or not all(_plain(v) for v in action[1:]):
            raise IllegalAction("unknown_action", f"{action!r} is not a {self.game.id} action", action=repr(action))
        kind = self.game.actions[action[0]]
        if kind.arity is not None and len(action) != kind.arity + 1:
            raise IllegalAction("malformed_action", f"The action '{action[0]}' needs {kind.arity} values",
                                kind=action[0], count=kind.arity, n=kind.arity)
        return kind

    def _check(self, action) -> None:
        """Raise IllegalAction, with the most precise reason the game knows, when `action` is not allowed now."""
        if action not in self.legal_actions():
            key, message, params = self._why(action)
            raise IllegalAction(key, message, **params)

    def _why(self, action) -> tuple:
        """(key, English message, params) for an action of the right shape that is not allowed now."""
        return "illegal", f"Action {action!r} is not allowed now", {"action": repr(action)}

    def commits(self, action) -> bool:
        """True when `action` cannot be taken back: it ends a turn, draws from a hidden deck or reveals a secret."""
        kind = self.game.kind_of(action)
        if kind is None:
            return True          # not an action of this game: the state refuses it
        commits = kind.commits
        return commits(self, normalize(action)) if callable(commits) else commits

    def take_news(self) -> list:
        """The public events since the last call (a turn skipped by a kill, gold taken by a theft), oldest first."""
        news, self.news = self.news, []
        return news

    def scores(self) -> list:
        raise NotImplementedError

    def public_scores(self) -> list | None:
        """Scores everyone may see now (the log shows their changes); None when a score holds a secret."""
        return None if self.game.has_secrets else self.scores()

    def score_breakdown(self) -> list:
        """Per seat, a list of (label key, points) that add up to its score."""
        return [[("total", s)] for s in self.scores()]

    # ---- placings: the finishing order (see engine/placings.py) -------------------------------------------------
    def placings(self) -> "Placings":
        """Every seat's place, best first: by score, seats tied on points ordered by `tie_break` as far as the
        game's rules order them, and sharing their place beyond that (1, 2, 2, 4)."""
        return rank_seats(self.scores(), self.tie_break)

    def tie_break(self, seat: int):
        """How the game's rules order seats tied on points: (value, words key, params) for `seat`, where a higher
        value comes first and the key (in the game's TEXT, filled with params and n = how many seats came first)
        says why, e.g. (8, "tie_revealed", {"char": "warlord"}). None, the default: the rules break no tie, so
        tied seats share their place."""
        return None

    def winners(self) -> list:
        """The seats in first place once the game is over (ties broken as the rules say, else shared)."""
        if not self.is_over:
            return []
        return self.placings().first()

    def clone(self) -> "State":
        raise NotImplementedError

    def view(self, player: int | None) -> dict:
        """Exactly what `player` may know, as plain JSON data; None is a spectator (public information only).
        Every view holds "game", "players", "viewer" and "options" (what `Game.from_view` starts from)."""
        if player is not None and not (type(player) is int and 0 <= player < self.num_players):
            raise ValueError(f"no seat {player!r}")
        return self._view(player)

    def _view(self, player: int | None) -> dict:
        raise NotImplementedError

    def determinize(self, player: int, rng: Rng) -> "State":
        """A full state sampled to agree with what `player` knows."""
        return self.game.from_view(self.view(player), player, rng)

    def public_action(self, action):
        """`action` as every other seat may know it (asked before it is applied): the values its kind declares
        secret are None."""
        action = normalize(action)
        kind = self.game.kind_of(action)
        return kind.secret.public(action) if kind is not None and kind.secret is not None else action

    def told(self, action) -> tuple:
        """The seats other than the mover that learn `action`'s secret through the rules (asked before it is
        applied); nobody for a public action."""
        kind = self.game.kind_of(action)
        if kind is None or kind.secret is None or kind.secret.told is None:
            return ()
        return tuple(kind.secret.told(self, normalize(action)))


def _has_bool(value) -> bool:
    if isinstance(value, tuple):
        return any(_has_bool(v) for v in value)
    return type(value) is bool


def _plain(value) -> bool:
    """An action's values are JSON scalars and tuples of them (which ones a kind takes, the game checks)."""
    if isinstance(value, tuple):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, (str, int, float))


# ---- registration -------------------------------------------------------------------------------------
def _named(value) -> bool:
    """A text in every language: a Message whose English source exists, or a dict with an English text."""
    if isinstance(value, Message):
        return has_message(value.domain, value.context)
    return isinstance(value, dict) and isinstance(value.get("en"), (str, tuple))


def check_declaration(game: Game) -> None:
    """Raise RegistrationError naming the first piece of `game`'s declaration that is missing or malformed."""
    def fail(what):
        raise RegistrationError("bad_game", f"{type(game).__name__}: {what}", game=type(game).__name__)

    for name in Game.DECLARED:
        if not any(name in vars(cls) for cls in type(game).__mro__ if cls is not Game):
            fail(f"declares no {name!r}")
    if not isinstance(game.id, str) or not game.id:
        fail("id must be a non-empty string")
    if not _named(game.names):
        fail("names need a message")
    if not (1 <= game.min_seats <= game.max_seats):
        fail("seat range")
    if game.note is not None and not _named(game.note):
        fail("note needs a message")
    if len(game.minutes) != 2:
        fail("minutes is (shortest, longest)")
    for option in game.options:
        if not isinstance(option, Option) or not _named(option.names) \
                or not all(_named(names) for _, names in option.choices) or option.default not in option.values():
            fail(f"option {getattr(option, 'key', option)!r}")
    if not isinstance(game.words, str) or not game.words:
        fail("words names a module")
    words = game.words_module()
    missing = [name for name in Game.WORDS if not hasattr(words, name)]
    if missing:
        fail(f"{game.words} lacks {', '.join(missing)}")
    if hasattr(words, "news_label") != hasattr(words, "news_hits"):
        fail(f"{game.words}: news_label and news_hits go together")
    bad = [key for key, entry in game.text.items() if not _named(entry)]
    if bad:
        fail(f"text entries without English: {', '.join(bad[:5])}")
    if not all(isinstance(name, str) and name for name in (game.board, game.bots, game.guide)):
        fail("board, bots and guide name modules")
    guide = importlib.import_module(game.guide)
    missing = [name for name in Game.GUIDE if not hasattr(guide, name)]
    if missing:
        fail(f"{game.guide} lacks {', '.join(missing)}")
    if not game.actions or not all(isinstance(k, str) and isinstance(v, ActionKind) for k, v in game.actions.items()):
        fail("actions is a table {name: ActionKind}")
    for name, kind in game.actions.items():
        if not callable(kind.apply) or not callable(kind.touches) or not (callable(kind.commits)
                                                                          or isinstance(kind.commits, bool)):
            fail(f"action kind {name!r} is incomplete")
        secret = kind.secret
        if secret is not None and not (isinstance(secret, Secret) and secret.hidden
                                       and all(type(i) is int and 1 <= i <= (kind.arity or 99) for i in secret.hidden)
                                       and (secret.told is None or callable(secret.told))):
            fail(f"action kind {name!r}: its secret names no value of the action")
    if not (isinstance(game.state_class, type) and issubclass(game.state_class, State)):
        fail("state_class is a State subclass")
    for method in ("_new_state", "_from_view"):
        if getattr(type(game), method) is getattr(Game, method):
            fail(f"does not define {method}()")
    for method in ("legal_actions", "scores", "clone", "_view"):
        if getattr(game.state_class, method) is getattr(State, method):
            fail(f"its state does not define {method}()")


BOARD_FUNCTIONS = ("render", "on_event", "empty_ui", "emblem")


def check_board(game: Game):
    """The game's board module, imported, with every function the shell calls (raises RegistrationError)."""
    module = game.board_module()
    missing = [name for name in BOARD_FUNCTIONS if not callable(getattr(module, name, None))]
    if missing or not isinstance(getattr(module, "KEPT_UI", None), tuple):
        raise RegistrationError("bad_game", f"{game.board} lacks {', '.join(missing) or 'KEPT_UI'}", game=game.id)
    return module


def check_bots(game: Game) -> dict:
    """The game's own bot levels, each a factory (raises RegistrationError)."""
    try:
        levels = game.bot_levels()
    except (ImportError, AttributeError) as error:
        raise RegistrationError("bad_game", f"{game.bots}: {error}", game=game.id) from None
    if not isinstance(levels, dict) or not all(isinstance(k, str) and callable(v) for k, v in levels.items()):
        raise RegistrationError("bad_game", f"{game.bots}: bot_levels() is {{level: factory}}", game=game.id)
    return levels


def register(*games: Game) -> dict:
    """The registry {id: game}, each declaration checked."""
    registry = {}
    for game in games:
        check_declaration(game)
        if game.id in registry:
            raise RegistrationError("bad_game", f"two games named {game.id}", game=game.id)
        registry[game.id] = game
    return registry
