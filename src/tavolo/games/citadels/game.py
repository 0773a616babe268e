"""Citadels (2016 edition) for 2-8 players: the game, its options, and the state.

A round is a selection phase (rounds.py) then the calling of ranks, each a turn of small actions
(turn.py) that ends with ("end",). Actions are tuples: ("pick", character), ("gold",), ("build", district),
("destroy", seat, index in that city, district), ... (effects.APPLY lists them all). Hidden information: hands, the
characters not yet revealed, the face-down discards, the signed warrant and the flowered threat.
"""

from __future__ import annotations

from ...catalogs import Message
from ...engine import ActionKind, Game, Option, Secret, State
from . import parts, rounds, sampling
from .rounds import TURN_FLAGS
from .data import (BASIC_DECK, BY_RANK, CHARACTERS, EMPEROR_SUBSTITUTE, PRESET_KEYS, PRESETS, QUEEN_SUBSTITUTE,
                   RANK_OF, START_CARDS, START_GOLD, UNIQUE_KEYS, UNIQUES_PER_GAME, characters_per_seat,
                   complete_size)
from .scoring import public_score, score_parts, tie_break
from .effects import APPLY, ARITY
from .visible import state_view
from .turn import legal_actions


def _option(key, values, default, when=(), choice_names=None):
    return Option.make("citadels", key, values, default, when=when, choice_names=choice_names)


def _rank_option(rank):
    """One rank of a cast chosen rank by rank: at random, or one of its three characters by name."""
    names = {"random": Message("citadels", "option.rank.random")}
    names.update({c: Message("citadels", f"char.{c}") for c in BY_RANK[rank]})
    return _option(f"r{rank}", ("random",) + BY_RANK[rank], "random", when=("cast", "custom"), choice_names=names)


OPTIONS = (
    _option("cast", PRESET_KEYS + ("random", "custom"), "default",
            choice_names={k: Message("citadels", f"preset.{k}") for k in PRESET_KEYS}),
    _option("rank9", ("needed", "always"), "needed"),
    _option("crown", ("random", "seat1"), "random"),
    _option("great_wall", ("itself", "others"), "itself"),
) + tuple(_rank_option(rank) for rank in range(1, 10))

def pick_cast(options, seats, rng):
    """(characters by rank, unique districts) for this game, with the seat-count rules applied."""
    kind = options["cast"]
    use9 = seats in (3, 8) or (seats >= 4 and options["rank9"] == "always")
    chars = []
    if kind in PRESETS:
        preset = PRESETS[kind]
        chars = list(preset.characters)
        nine = preset.rank9 or ("queen" if seats >= 5 else QUEEN_SUBSTITUTE)
        if options["r9"] != "random" and kind == "default":
            nine = options["r9"]
        uniques = list(preset.uniques)
    else:
        for rank in range(1, 9):
            want = options[f"r{rank}"] if kind == "custom" else "random"
            chars.append(want if want != "random" else BY_RANK[rank][rng.randrange(3)])
        want = options["r9"] if kind == "custom" else "random"
        nine = want if want != "random" else BY_RANK[9][rng.randrange(3)]
        pool = list(UNIQUE_KEYS)
        rng.shuffle(pool)
        uniques = sorted(pool[:UNIQUES_PER_GAME])
    if seats == 2 and chars[3] == "emperor":
        chars[3] = EMPEROR_SUBSTITUTE
    if use9:
        if nine == "queen" and seats < 5:
            nine = QUEEN_SUBSTITUTE
        chars.append(nine)
    return tuple(chars), tuple(uniques)


class Citadels(Game):
    id = "citadels"
    names = Message("citadels", "game.name")
    min_seats = 2
    max_seats = 8
    rules_version = 1
    has_secrets = True
    minutes = (30, 60)
    options = OPTIONS
    note = None
    words = "tavolo.games.citadels.text"
    board = "tavolo.games.citadels.view"
    bots = "tavolo.games.citadels.bots"
    guide = "tavolo.games.citadels.guide"

    def _new_state(self, s, rng):
        seats, options = s.num_players, s.options
        s.cast, s.uniques = pick_cast(options, seats, rng)
        s.has_tax = "tax_collector" in s.cast
        s.wall_self = options["great_wall"] == "itself"
        s.threshold = complete_size(seats)
        deck = list(BASIC_DECK) + list(s.uniques)
        rng.shuffle(deck)
        s.deck = deck
        s.hands = [[deck.pop() for _ in range(START_CARDS)] for _ in range(seats)]
        s.gold = [START_GOLD] * seats
        s.cities = [[] for _ in range(seats)]
        s.arts = [[] for _ in range(seats)]
        s.tcount = [[0] * 5 for _ in range(seats)]
        s.size = [0] * seats
        s.museum = [[] for _ in range(seats)]
        s.crown = rng.randrange(seats) if options["crown"] == "random" else 0
        s.round_no = 0
        s.turn_no = 0
        s.first_complete = None
        s.last_round = False
        s.tax_token = 0
        s.over = False
        s.news = [("crown", s.crown, "start", -1)]
        rounds.start_round(s)
        return s

    def _from_view(self, state, view, player, rng):
        return sampling.from_view(state, view, player, rng)


# Plain values copied as they are by clone() (ints, strings, None, tuples).
SCALARS = ("num_players", "options", "cast", "uniques", "has_tax", "wall_self", "threshold", "crown", "round_no", "turn_no",
           "first_complete", "last_round", "tax_token", "over", "phase", "killed", "robbed", "bewitched", "robber",
           "witch_seat", "signed", "warrant_owner", "flowered", "threat_owner", "protected", "rank4_seat",
           "queen_seat", "pending", "actor", "char", "mode", "peek", "rank_i", "aside", "aside_rule", "theater",
           "steps", "step", "game", "prev_revealed") + TURN_FLAGS


class CitadelsState(State):
    """One position. Decks are lists whose last item is the top; the bottom is index 0."""

    @property
    def current(self):
        """The seat that answers now: a pending decision's, the drafting seat's, or the character's."""
        if self.over:
            return None
        if self.pending is not None:
            return self.pending[1]
        if self.phase == "draft":
            return self.steps[self.step][1]
        return self.actor

    @property
    def round(self):
        """A round is a selection and one turn per character called."""
        return self.round_no

    def legal_actions(self):
        return legal_actions(self)

    def _why(self, action):
        """(key, English message, params) for an action that is not allowed now."""
        kind = action[0]
        if any(a[0] == kind for a in legal_actions(self)):
            return "bad_choice", f"{action!r}: that choice is not available now", {"action": repr(action)}
        if self.pending is not None:
            return "answer_first", "First answer the decision in front of you", {"decision": self.pending[0]}
        if self.phase == "draft" and kind not in ("pick", "drop"):
            return "draft_now", "Characters are being chosen now", {}
        if self.phase == "turn":
            if kind in ("pick", "drop"):
                return "not_draft", "The characters have already been chosen", {}
            if not self.t_gathered and kind in ("build", "end", "framework", "necropolis", "cardinal"):
                return "gather_first", "First take 2 gold or draw cards", {}
            if kind == "build":
                return "cannot_build", f"You cannot build {action[1]!r} now", {"card": str(action[1])}
            if kind == "end" and self.t_must_crown:
                return "must_crown", "The Emperor must first give the crown away", {}
        return "not_allowed", f"{action!r} is not allowed now", {"action": repr(action)}

    # ---- scores ----------------------------------------------------------------------------------------
    def score_breakdown(self):
        return [score_parts(self, p) for p in range(self.num_players)]

    def scores(self):
        return [sum(v for _, v in parts) for parts in self.score_breakdown()]

    def public_scores(self):
        """The score each seat shows to all (the log's score changes, the seats' points on the board)."""
        return [public_score(self, p) for p in range(self.num_players)]

    def tie_break(self, seat):
        return tie_break(self, seat)

    # ---- copies and views ----------------------------------------------------------------------------------
    def clone(self):
        o = CitadelsState.__new__(CitadelsState)
        d = o.__dict__
        src = self.__dict__
        for key in SCALARS:
            d[key] = src[key]
        o.rng = self.rng.clone()
        o.deck = self.deck[:]
        o.hands = [h[:] for h in self.hands]
        o.gold = self.gold[:]
        o.cities = [c[:] for c in self.cities]
        o.arts = [a[:] for a in self.arts]
        o.tcount = [t[:] for t in self.tcount]
        o.size = self.size[:]
        o.museum = [m[:] for m in self.museum]
        o.holder = dict(self.holder)
        o.faceup = self.faceup[:]
        o.events = [e[:] for e in self.events]
        o.sights = [[x[:] for x in sl] for sl in self.sights]
        o.known_hold = [dict(k) for k in self.known_hold]
        o.theater_seen = self.theater_seen[:]
        o.revealed = dict(self.revealed)
        o.called = self.called[:]
        o.warrants = self.warrants[:]
        o.warrant_shown = [w[:] for w in self.warrant_shown]
        o.threats = self.threats[:]
        o.threat_shown = [t[:] for t in self.threat_shown]
        o.pool = self.pool[:]
        o.news = []                 # what happened is told once, by the state that was played
        return o

    def all_cards(self):
        """Every district card wherever it is (for the conservation tests): deck, hands, cities, Museums and
        the cards held by a pending decision."""
        cards = list(self.deck)
        for p in range(self.num_players):
            cards += self.hands[p] + self.cities[p] + self.museum[p]
        pend = self.pending
        if pend is not None:
            kind = pend[0]
            if kind in ("keep", "magic", "den"):
                cards += list(pend[2])
            elif kind in ("wizard_use", "confiscate"):
                cards.append(pend[2])
        return cards

    def _view(self, player):
        return state_view(self, player)


__all__ = ["Citadels", "CitadelsState", "OPTIONS", "pick_cast", "RANK_OF", "characters_per_seat"]


def _commits(s, action) -> bool:
    """Undo stops at anything that draws, reveals, shows a hand, or hands the move to another seat."""
    kind = action[0]
    if kind in ("gold", "keep") and s.mode == "bewitched":
        return True                   # the bewitched turn ends: the Witch resumes
    if kind in UNDOABLE:
        return kind == "income" and CHARACTERS[s.char].income_kind != "gold"
    if kind == "build":
        return s.char in s.warrants
    return True


# Kinds that draw nothing and reveal nothing (a build is one too, unless a warrant may be shown on it).
UNDOABLE = frozenset(("gold", "keep", "kill", "rob", "beautify", "collect_tax", "lab", "museum", "den_pay",
                      "den_cancel", "diplomat", "cancel", "income", "abbot_take", "destroy", "armory", "framework",
                      "necropolis", "threat", "warrant", "sign", "flower", "magic_discard", "wizard_keep"))
# Kinds the board asks about first: they destroy, kill, swap or cannot be taken back by surprise.
CONFIRMED = frozenset(("destroy", "armory", "exchange", "seize", "kill", "swap_hands", "necropolis"))



def _next_drafter(s, action) -> tuple:
    """The next other seat of the draft: it sees the characters left, so it learns something of the choice."""
    me = s.steps[s.step][1]
    later = (seat for _, seat in s.steps[s.step + 1:] if seat is not None and seat != me)
    return tuple(seat for seat in [next(later, None)] if seat is not None)


def _card_receiver(s, action) -> tuple:
    """Who is handed the card (the Seer's players, or the Cardinal's lender)."""
    pend = s.pending
    return (pend[2][0],) if pend[0] == "seer" else (pend[3],)


# What the other seats may not know: the character picked or put aside, the card kept, given, taken, discarded,
# paid or hidden face down, which warrant is signed and which threat is real. The seats that learn it anyway
# through the rules are named.
SECRETS = {
    "pick": Secret(told=_next_drafter), "drop": Secret(told=_next_drafter),
    "theater": Secret(told=lambda s, a: (a[2],)),            # the target sees which character it was given
    "keep": Secret(), "give": Secret(told=_card_receiver), "take": Secret(told=lambda s, a: (s.pending[2],)),
    "magic_discard": Secret(), "lab": Secret(), "museum": Secret(), "den_pay": Secret(),
    "sign": Secret(), "flower": Secret(),
}

Citadels.state_class = CitadelsState
Citadels.actions = {kind: ActionKind(ARITY[kind], APPLY[kind], commits=_commits, touches=parts.touched,
                                     confirm=kind in CONFIRMED, secret=SECRETS.get(kind))
                    for kind in APPLY}
