"""Romi Rami rules: setup, the turn (take, complete, refill, hand size), the end and the scoring.

Actions (tuples of JSON values; card lists are sorted codes, so every choice has one spelling):
    ("take", (code, ...))                     1 to 3 market cards sharing a number or a suit
    ("complete", contract_id, (code, ...), star)   star is True when the star stands in for one card
    ("done",)                                 stop completing: refill the markets and the hand
    ("discard", (code, ...))                  after "done" with more than 10 cards: down to 10
A turn is: take (skipped only when the number market is empty), any number of completions, done,
and a discard when the hand is over the limit.
"""

from __future__ import annotations

from bisect import insort

from ...catalogs import Message
from ...engine import ActionKind, Game, IllegalAction, Option, State
from . import parts, text as _text
from .art import with_diagrams
from .data import (CONTRACT_IDS, CONTRACT_MARKET, CONTRACTS, DECK, END_TARGET, HAND_MAX, HAND_MIN, NEEDS,
                   NUMBER_MARKET, START_HAND, TROPHIES, TROPHY_SLOTS, number_vector)
from .moves import completion_cards, discard_choices, hand_key, is_codes, sub_multiset, take_choices

def _option(key, values, default):
    return Option.make("romi-rami", key, values, default)


OPTIONS = (
    _option("first_player", ("seat", "random"), "seat"),
    _option("bonus_piles", ("hidden", "open"), "hidden"),
    _option("same_number", ("allowed", "different"), "allowed"),
    _option("contract_refill", ("end", "immediate"), "end"),
    _option("market_out", ("now", "round"), "now"),
)

# ---- the game --------------------------------------------------------------------------------------------
class RomiRami(Game):
    id = "romi-rami"
    names = Message("romi-rami", "game.name")
    min_seats = 2
    max_seats = 4
    rules_version = 1
    has_secrets = True
    minutes = (20, 30)
    options = OPTIONS
    note = None
    words = "tavolo.games.romi_rami.text"
    board = "tavolo.games.romi_rami.view"
    bots = "tavolo.games.romi_rami.bots"
    guide = "tavolo.games.romi_rami.guide"

    def _new_state(self, s, rng):
        seats, options = s.num_players, s.options
        s.same_number = options["same_number"] == "allowed"
        deck = list(DECK)
        rng.shuffle(deck)
        s.deck = deck
        s.hands = [sorted(deck.pop() for _ in range(START_HAND)) for _ in range(seats)]
        s.market = [deck.pop() for _ in range(NUMBER_MARKET)]
        s.discard = []
        contracts = list(CONTRACT_IDS)
        rng.shuffle(contracts)
        s.contract_deck = contracts
        s.contracts = [contracts.pop() for _ in range(CONTRACT_MARKET)]
        s.trophies = tuple(slot[rng.randrange(2)] for slot in TROPHY_SLOTS)
        s.first = rng.randrange(seats) if options["first_player"] == "random" else 0
        s.completed = [[] for _ in range(seats)]
        s.bonus = [[] for _ in range(seats)]
        s.star_used = [False] * seats
        s.current = s.first
        s.phase = "take"
        s.turn_no = 1
        s.taken = []
        s.known = [[] for _ in range(seats)]
        s.done_now = []
        s.end_triggered = False
        s.end_reason = None
        s.over = False
        return s

    def _from_view(self, state, view, player, rng):
        from .sampling import from_view
        return from_view(state, view, player, rng)

    def rules(self, lang="en"):
        return with_diagrams(_text.rules(lang), lang)


class RomiRamiState(State):
    """One position. Decks are lists whose last item is the top; market gaps are None."""

    @property
    def target(self):
        return END_TARGET[self.num_players]

    def available_contracts(self) -> list:
        """Contracts that may be completed now (the market: it is not refilled during a turn by default)."""
        return [c for c in self.contracts if c is not None]

    def legal_actions(self):
        if self.over:
            return []
        phase = self.phase
        if phase == "take":
            return list(take_choices(tuple(sorted(c for c in self.market if c is not None))))
        p = self.current
        hand = self.hands[p]
        if phase == "discard":
            return list(discard_choices(tuple(hand), len(hand) - HAND_MAX))
        actions = []
        key = hand_key(hand)
        star_free = not self.star_used[p]
        for cid in self.available_contracts():
            for cards in completion_cards(key, cid, False, self.same_number):
                actions.append(("complete", cid, cards, False))
            if star_free:
                for cards in completion_cards(key, cid, True, self.same_number):
                    actions.append(("complete", cid, cards, True))
        actions.append(("done",))
        return actions

    def _check(self, action):
        """Precise reasons (cards not in the market, a contract not met); the shape is checked already."""
        kind = action[0]
        phase = self.phase
        if phase == "discard" and kind != "discard":
            raise IllegalAction("must_discard", "First discard down to 10 cards", limit=HAND_MAX)
        if kind != "take" and phase == "take":
            raise IllegalAction("must_take", "First take 1, 2 or 3 cards from the number market")
        p = self.current
        hand = self.hands[p]
        if kind in ("take", "discard", "complete"):
            cards = action[2] if kind == "complete" else action[1]
            if not is_codes(cards):
                raise IllegalAction("bad_cards", f"{cards!r} is not a list of number cards", cards=repr(cards))
            if list(cards) != sorted(cards):
                raise IllegalAction("card_order", "List the cards in order (number, then suit)")
        if kind == "take":
            if phase != "take":
                raise IllegalAction("already_took", "You have already taken cards this turn")
            if not 1 <= len(cards) <= 3:
                raise IllegalAction("take_count", "Take 1, 2 or 3 cards", count=len(cards))
            if not sub_multiset(cards, [c for c in self.market if c is not None]):
                raise IllegalAction("not_in_market", "Those cards are not all in the number market",
                                    cards=" ".join(cards))
            if len({c[0] for c in cards}) > 1 and len({c[1] for c in cards}) > 1:
                raise IllegalAction("take_mismatch", "Cards taken together must all share a number or all a suit")
        elif kind == "complete":
            cid, star = action[1], action[3]
            if not isinstance(cid, str) or cid not in CONTRACTS:
                raise IllegalAction("unknown_contract", f"There is no contract {cid!r}", contract=repr(cid))
            if not isinstance(star, bool):
                raise IllegalAction("bad_star", "Say whether the star is used (true or false)")
            if cid not in self.available_contracts():
                raise IllegalAction("contract_not_available", f"Contract {cid} is not in the contract market",
                                    contract=cid)
            if star and self.star_used[p]:
                raise IllegalAction("star_used", "Your star has already been used")
            need = CONTRACTS[cid].size - (1 if star else 0)
            if len(cards) != need:
                raise IllegalAction("card_count", f"Contract {cid} takes exactly {need} cards this way",
                                    contract=cid, count=need)
            if not sub_multiset(cards, hand):
                raise IllegalAction("not_in_hand", "Those cards are not all in your hand", cards=" ".join(cards))
            if number_vector(cards) not in NEEDS[self.same_number][cid][1 if star else 0]:
                raise IllegalAction("contract_not_met", f"Those cards do not meet contract {cid}", contract=cid)
        elif kind == "done":
            pass   # allowed in the completing phase, which is the only one left
        else:  # discard
            if phase != "discard":
                raise IllegalAction("no_discard", "You discard only when a turn ends with more than 10 cards",
                                    limit=HAND_MAX)
            need = len(hand) - HAND_MAX
            if len(cards) != need:
                raise IllegalAction("discard_count", f"Discard exactly {need} cards to keep 10", count=need,
                                    limit=HAND_MAX)
            if not sub_multiset(cards, hand):
                raise IllegalAction("not_in_hand", "Those cards are not all in your hand", cards=" ".join(cards))

    # ---- the actions (declared in ACTIONS below) -------------------------------------------------------
    def _take(self, action):
        p = self.current
        hand, market = self.hands[p], self.market
        for code in action[1]:
            market[market.index(code)] = None
            insort(hand, code)
            self.taken.append(code)
            insort(self.known[p], code)
        self.phase = "complete"

    def _complete(self, action):
        p = self.current
        hand = self.hands[p]
        _, cid, cards, star = action
        suit = CONTRACTS[cid].suit
        self._forget(p, cards)
        for code in cards:
            hand.remove(code)
            if code[1] == suit:
                self.bonus[p].append(code)
            else:
                self.discard.append(code)
        self.completed[p].append(cid)
        self.done_now.append(cid)
        slot = self.contracts.index(cid)
        self.contracts[slot] = None
        if star:
            self.star_used[p] = True
        if len(self.completed[p]) >= self.target and not self.end_triggered:
            self.end_triggered = True
            self.end_reason = "contracts"
        if self.options["contract_refill"] == "immediate" and self.contract_deck:
            self.contracts[slot] = self.contract_deck.pop()

    def _done(self, action):
        hand = self.hands[self.current]
        self._refill_markets()
        if all(c is None for c in self.market) or all(c is None for c in self.contracts):
            if self.options["market_out"] == "now":
                self.over = True
                self.end_reason = "market"
                return
            if not self.end_triggered:
                self.end_triggered = True
                self.end_reason = "market"
        if len(hand) > HAND_MAX:
            self.phase = "discard"
            return
        if len(hand) < HAND_MIN:
            self._draw(hand, HAND_MIN - len(hand))
        self._end_turn()

    def _discard(self, action):
        p = self.current
        hand = self.hands[p]
        self._forget(p, action[1])
        for code in action[1]:
            hand.remove(code)
            self.discard.append(code)
        self._end_turn()

    def _forget(self, p, cards):
        """Cards seen leaving a hand: fewer of its cards are known for sure (a lower bound stays true)."""
        known = self.known[p]
        for code in cards:
            if code in known:
                known.remove(code)

    def _draw_one(self):
        """The top card of the number deck (reshuffling the discard pile when needed), or None."""
        deck = self.deck
        if not deck:
            if not self.discard:
                return None
            deck.extend(self.discard)
            self.discard.clear()
            self.rng.shuffle(deck)
        return deck.pop()

    def _draw(self, hand, count):
        for _ in range(count):
            code = self._draw_one()
            if code is None:
                return
            insort(hand, code)

    def _refill_markets(self):
        contracts = self.contracts
        for slot in range(CONTRACT_MARKET):
            if contracts[slot] is None and self.contract_deck:
                contracts[slot] = self.contract_deck.pop()
        market = self.market
        for slot in range(NUMBER_MARKET):
            if market[slot] is None:
                code = self._draw_one()
                if code is None:
                    break
                market[slot] = code

    def _end_turn(self):
        following = (self.current + 1) % self.num_players
        if self.end_triggered and following == self.first:
            self.over = True
            return
        self.current = following
        self.turn_no += 1
        self.taken = []
        self.done_now = []
        self.phase = "take" if any(c is not None for c in self.market) else "complete"

    # ---- scores ------------------------------------------------------------------------------------------
    def contract_points(self) -> list:
        return [sum(CONTRACTS[c].points for c in pile) for pile in self.completed]

    def trophy_counts(self, trophy_id) -> list:
        trophy = TROPHIES[trophy_id]
        if trophy.kind == "suit":
            return [sum(1 for c in pile if CONTRACTS[c].suit == trophy.value) for pile in self.completed]
        return [sum(CONTRACTS[c].icons.count(trophy.value) for c in pile) for pile in self.completed]

    def trophy_leader(self, trophy_id):
        """The seat with strictly the highest count (never with 0), or None."""
        counts = self.trophy_counts(trophy_id)
        best = max(counts)
        if best == 0 or counts.count(best) > 1:
            return None
        return counts.index(best)

    def trophy_points(self) -> list:
        points = [0] * self.num_players
        for tid in self.trophies:
            leader = self.trophy_leader(tid)
            if leader is not None:
                points[leader] += TROPHIES[tid].points
        return points

    def score_breakdown(self):
        contracts = self.contract_points()
        trophies = self.trophy_points() if self.over else [0] * self.num_players
        return [[("contracts", contracts[p]), ("trophies", trophies[p]), ("suit_bonus", len(self.bonus[p])),
                 ("star", 0 if self.star_used[p] else 1)] for p in range(self.num_players)]

    def scores(self):
        return [sum(points for _, points in parts) for parts in self.score_breakdown()]

    def public_scores(self):
        """Completed contracts are public; suit-bonus piles may be hidden until the end."""
        return self.scores() if self.over else self.contract_points()

    def tie_break(self, seat):
        """Highest total; a tie goes to the most suit-bonus cards (BGA); a tie on both is shared (BGA's default)."""
        cards = len(self.bonus[seat])
        return cards, "tie_bonus", {"cards": cards}

    # ---- copies and views ----------------------------------------------------------------------------------
    def clone(self):
        o = RomiRamiState.__new__(RomiRamiState)
        o.game = self.game
        o.num_players = self.num_players
        o.options = self.options                 # never changed after setup
        o.same_number = self.same_number
        o.rng = self.rng.clone()
        o.deck = self.deck[:]
        o.hands = [h[:] for h in self.hands]
        o.market = self.market[:]
        o.discard = self.discard[:]
        o.contract_deck = self.contract_deck[:]
        o.contracts = self.contracts[:]
        o.trophies = self.trophies
        o.first = self.first
        o.completed = [c[:] for c in self.completed]
        o.bonus = [b[:] for b in self.bonus]
        o.star_used = self.star_used[:]
        o.current = self.current
        o.phase = self.phase
        o.turn_no = self.turn_no
        o.taken = self.taken[:]
        o.known = [k[:] for k in self.known]
        o.done_now = self.done_now[:]
        o.end_triggered = self.end_triggered
        o.end_reason = self.end_reason
        o.over = self.over
        o.news = []
        return o

    def bonus_visible(self, seat, viewer) -> bool:
        return self.over or seat == viewer or self.options["bonus_piles"] == "open"

    def _view(self, player):
        n = self.num_players
        trophies = []
        for tid in self.trophies:
            t = TROPHIES[tid]
            trophies.append({"id": tid, "kind": t.kind, "value": t.value, "points": t.points,
                             "counts": self.trophy_counts(tid), "leader": self.trophy_leader(tid)})
        view = {
            "game": self.game.id,
            "players": n,
            "viewer": player,
            "current": self.current_player,
            "phase": None if self.over else self.phase,
            "over": self.over,
            "turn": self.turn_no,
            "first": self.first,
            "options": dict(self.options),
            "target": self.target,
            "hand": self.hands[player][:] if player is not None else [],
            "bonus_cards": sorted(self.bonus[player]) if player is not None else [],
            "hand_sizes": [len(h) for h in self.hands],
            "bonus_sizes": [len(self.bonus[p]) if self.bonus_visible(p, player) else None for p in range(n)],
            "market": self.market[:],
            "contracts": self.contracts[:],
            "contract_deck": len(self.contract_deck),
            "deck": len(self.deck),
            "discard": sorted(self.discard),
            "completed": [c[:] for c in self.completed],
            "contract_points": self.contract_points(),
            "star_used": self.star_used[:],
            "trophies": trophies,
            "taken": self.taken[:],
            "known": [k[:] for k in self.known],
            "done_now": self.done_now[:],
            "end_triggered": self.end_triggered,
            "end_reason": self.end_reason,
        }
        if self.over:
            view["scores"] = self.scores()
            view["breakdown"] = [[list(part) for part in parts] for parts in self.score_breakdown()]
            view["winners"] = self.winners()
            # Nothing is secret once the game is over: every hand and every suit-bonus pile is shown.
            view["hands"] = [h[:] for h in self.hands]
            view["bonus_piles"] = [sorted(b) for b in self.bonus]
        return view


def _complete_commits(state, action) -> bool:
    """Completing reveals nothing and may be taken back, unless the contract market refills at once."""
    return state.options["contract_refill"] == "immediate" and bool(state.contract_deck)


RomiRami.state_class = RomiRamiState
RomiRami.actions = {
    # Taking shows nothing new: the markets wait for the end of the turn, so it may be taken back.
    "take": ActionKind(1, RomiRamiState._take, commits=False, touches=parts.touches_take),
    "complete": ActionKind(3, RomiRamiState._complete, commits=_complete_commits, touches=parts.touches_complete),
    # "done" refills the markets and the hand; a discard ends the turn.
    "done": ActionKind(0, RomiRamiState._done, commits=True, touches=parts.touches_done),
    "discard": ActionKind(1, RomiRamiState._discard, commits=True, touches=parts.touches_discard),
}
