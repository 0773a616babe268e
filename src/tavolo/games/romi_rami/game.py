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
from collections import Counter
from itertools import combinations

from ...engine import Game, IllegalAction, Option, Rng, State
from ...engine.actions import normalize
from . import text as _text
from .art import with_diagrams
from .data import (CODES, CONTRACT_IDS, CONTRACT_MARKET, CONTRACTS, DECK, END_TARGET, HAND_MAX, HAND_MIN, NEEDS,
                   NUMBER_MARKET, START_HAND, TROPHIES, TROPHY_SLOTS, number_vector)

_ARITY = {"take": 2, "complete": 4, "done": 1, "discard": 2}
_CODE_INDEX = {code: i for i, code in enumerate(CODES)}


def _option(key, en, it, choices, default, help_en, help_it):
    return Option(key=key, names={"en": en, "it": it}, choices=choices, default=default,
                  help={"en": help_en, "it": help_it})


OPTIONS = (
    _option("first_player", "First player", "Primo giocatore",
            (("seat", {"en": "Seat 1", "it": "Posto 1"}),
             ("random", {"en": "Drawn at random", "it": "Estratto a caso"})),
            "seat",
            "Board Game Arena always lets the first seat start; the box does not say.",
            "Su Board Game Arena comincia sempre il primo posto; la scatola non lo dice."),
    _option("bonus_piles", "Suit-bonus piles", "Pile bonus del seme",
            (("hidden", {"en": "Sizes hidden until the end", "it": "Quantità nascoste fino alla fine"}),
             ("open", {"en": "Sizes shown to everyone", "it": "Quantità visibili a tutti"})),
            "hidden",
            "Board Game Arena shows only your own pile. The cards are seen when they are played, so a good "
            "memory can count them anyway.",
            "Board Game Arena mostra solo la tua pila. Le carte si vedono quando vengono giocate, quindi chi ha "
            "buona memoria può contarle comunque."),
    _option("same_number", "Sets on one contract", "Gruppi sullo stesso contratto",
            (("allowed", {"en": "May repeat a number", "it": "Possono ripetere un numero"}),
             ("different", {"en": "Must show different numbers", "it": "Devono avere numeri diversi"})),
            "allowed",
            "Whether 'pair + pair + pair' may be six 3s. Board Game Arena allows it.",
            "Se 'coppia + coppia + coppia' può essere fatta con sei 3. Board Game Arena lo permette."),
    _option("contract_refill", "Contract market refill", "Rifornimento dei contratti",
            (("end", {"en": "At the end of the turn", "it": "Alla fine del turno"}),
             ("immediate", {"en": "At once, after each contract", "it": "Subito, dopo ogni contratto"})),
            "end",
            "Board Game Arena refills at the end of the turn, so a contract revealed during your turn waits "
            "for the next player.",
            "Board Game Arena rifornisce alla fine del turno, quindi un contratto scoperto nel tuo turno "
            "resta per il giocatore seguente."),
    _option("market_out", "A market cannot be refilled", "Un mercato non si può rifornire",
            (("now", {"en": "The game ends at once", "it": "La partita finisce subito"}),
             ("round", {"en": "Finish the round", "it": "Si finisce il giro"})),
            "now",
            "When a market is left completely empty after a refill. Board Game Arena ends the game at once.",
            "Quando un mercato resta del tutto vuoto dopo il rifornimento. Board Game Arena chiude subito la "
            "partita."),
)


# ---- enumerations (cached: bots meet the same hands and markets again and again) ----------------------
def memo(limit: int):
    """Remember a function's results in a plain dict, emptied when it holds `limit` of them.

    Unlike functools.lru_cache, it keeps no bookkeeping object per entry, so big caches add no work to
    Python's garbage collector (whose pauses would otherwise stall a bot for a tenth of a second)."""
    def wrap(function):
        cache = {}

        def cached(*args):
            try:
                return cache[args]
            except KeyError:
                pass
            if len(cache) >= limit:
                cache.clear()
            value = cache[args] = function(*args)
            return value

        cached.cache = cache
        cached.__name__ = function.__name__
        cached.__doc__ = function.__doc__
        cached.__wrapped__ = function
        return cached
    return wrap


@memo(10_000)
def _suit_picks(counts: tuple, k: int) -> tuple:
    """The distinct ways to choose k cards among cards of one number: tuples of how many of each suit."""
    picks = []

    def walk(i, left, acc):
        if i == len(counts):
            if left == 0:
                picks.append(tuple(acc))
            return
        for take in range(min(counts[i], left), -1, -1):
            acc.append(take)
            walk(i + 1, left - take, acc)
            acc.pop()

    walk(0, k, [])
    return tuple(picks)


def _hand_key(hand) -> tuple:
    """A hand as 20 counts, one per card code (CODES order)."""
    counts = [0] * 20
    for code in hand:
        counts[_CODE_INDEX[code]] += 1
    return tuple(counts)


@memo(5_000)
def completion_cards(hand_key: tuple, cid: str, star: bool, same_number: bool) -> tuple:
    """Every distinct multiset of cards (sorted code tuples) from the hand that completes `cid`."""
    have = [sum(hand_key[4 * n:4 * n + 4]) for n in range(5)]
    vectors = NEEDS[same_number][cid][1 if star else 0]
    result = []
    for v in vectors:
        if any(v[i] > have[i] for i in range(5)):
            continue
        parts = [()]
        for n in range(5):
            k = v[n]
            if not k:
                continue
            base = 4 * n
            options = []
            for pick in _suit_picks(hand_key[base:base + 4], k):
                cards = []
                for s, count in enumerate(pick):
                    cards.extend((CODES[base + s],) * count)
                options.append(tuple(cards))
            parts = [p + o for p in parts for o in options]
        result.extend(parts)
    result.sort()
    return tuple(result)


@memo(5_000)
def take_choices(market: tuple) -> tuple:
    """The distinct takes from a market (sorted codes, no gaps): 1 to 3 cards sharing a number or a suit."""
    found = {(c,): None for c in market}
    for a, b in combinations(market, 2):
        if a[0] == b[0] or a[1] == b[1]:
            found[(a, b)] = None
    for a, b, c in combinations(market, 3):
        if (a[0] == b[0] == c[0]) or (a[1] == b[1] == c[1]):
            found[(a, b, c)] = None
    return tuple(("take", combo) for combo in found)


@memo(2_000)
def discard_choices(hand: tuple, k: int) -> tuple:
    return tuple(("discard", combo) for combo in dict.fromkeys(combinations(hand, k)))


def _sub_multiset(cards, hand) -> bool:
    """True when every card of `cards` can be matched to a distinct card of `hand`."""
    counts = {}
    for code in hand:
        counts[code] = counts.get(code, 0) + 1
    for code in cards:
        left = counts.get(code, 0)
        if not left:
            return False
        counts[code] = left - 1
    return True


def _sample_order(rng, items: list) -> None:
    """Shuffle in place for sampling hidden cards: Fisher-Yates taking three 21-bit draws from each
    64-bit number (a bias under 1 in 20,000 for these sizes, and three times fewer draws than exact)."""
    bits = 0
    left = 0
    for i in range(len(items) - 1, 0, -1):
        if not left:
            bits = rng.next64()
            left = 3
        j = ((bits & 0x1FFFFF) * (i + 1)) >> 21
        bits >>= 21
        left -= 1
        items[i], items[j] = items[j], items[i]


def _share_by_suit(available: Counter, wanted: dict, suits: dict) -> dict:
    """How many cards of each suit each seat gets, {(suit, seat): count}, so that every seat gets `wanted`
    cards of its own `suits` (a small flow: augmenting paths move a card of a suit from one seat to another)."""
    left = dict(available)
    flow = {}

    def augment(seat, seen):
        for suit in sorted(suits[seat]):
            if suit in seen:
                continue
            seen.add(suit)
            if left.get(suit, 0) > 0:
                left[suit] -= 1
                flow[(suit, seat)] = flow.get((suit, seat), 0) + 1
                return True
            for other in wanted:
                if flow.get((suit, other)) and augment(other, seen):
                    flow[(suit, other)] -= 1
                    flow[(suit, seat)] = flow.get((suit, seat), 0) + 1
                    return True
        return False

    for seat, count in wanted.items():
        for _ in range(count):
            if not augment(seat, set()):
                break
    return flow


def _is_codes(cards) -> bool:
    return isinstance(cards, tuple) and all(isinstance(c, str) and c in _CODE_INDEX for c in cards)


# ---- the game --------------------------------------------------------------------------------------------
class RomiRami(Game):
    id = "romi-rami"
    names = {"en": "Romi Rami", "it": "Romi Rami"}
    min_seats = 2
    max_seats = 4
    rules_version = 1
    has_secrets = True
    minutes = (20, 30)
    options = OPTIONS
    text = _text.TEXT

    def _new_state(self, seats, options, rng):
        s = RomiRamiState.__new__(RomiRamiState)
        s.game = self
        s.num_players = seats
        s.options = dict(options)
        s.rng = rng
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

    def from_view(self, view, player, rng):
        if view.get("game") != self.id:
            raise ValueError(f"not a {self.id} view")
        if player is None or view.get("viewer") != player:
            raise ValueError("from_view needs the view of the seat it rebuilds for")
        n = view["players"]
        s = RomiRamiState.__new__(RomiRamiState)
        s.game = self
        s.num_players = n
        s.options = dict(view["options"])
        s.same_number = s.options["same_number"] == "allowed"
        s.rng = Rng(rng.next64())
        s.market = list(view["market"])
        s.contracts = list(view["contracts"])
        s.discard = list(view["discard"])
        s.completed = [list(c) for c in view["completed"]]
        s.star_used = list(view["star_used"])
        s.trophies = tuple(t["id"] for t in view["trophies"])
        s.first = view["first"]
        s.current = view["current"] if view["current"] is not None else s.first
        s.phase = view["phase"] or "take"
        s.turn_no = view["turn"]
        s.taken = list(view["taken"])
        s.known = [list(k) for k in view["known"]]
        s.done_now = list(view["done_now"])
        s.end_triggered = view["end_triggered"]
        s.end_reason = view["end_reason"]
        s.over = view["over"]

        # Contracts nobody has seen, in an unknown order.
        seen = set(c for c in s.contracts if c) | {c for pile in s.completed for c in pile}
        cdeck = [c for c in CONTRACT_IDS if c not in seen]
        if len(cdeck) != view["contract_deck"]:
            raise ValueError("the view does not add up: wrong number of unseen contracts")
        _sample_order(rng, cdeck)
        s.contract_deck = cdeck

        # Number cards this seat cannot see: the other hands (but the cards seen taken into them), the deck
        # and the other bonus piles.
        counts = [0] * 20
        for code in DECK:
            counts[_CODE_INDEX[code]] += 1
        own_hand = list(view["hand"])
        own_bonus = list(view["bonus_cards"])
        others = [seat for seat in range(n) if seat != player]
        seen_held = [code for seat in others for code in s.known[seat]]
        for code in own_hand + own_bonus + s.discard + [c for c in s.market if c] + seen_held:
            counts[_CODE_INDEX[code]] -= 1
        if min(counts) < 0:
            raise ValueError("the view does not add up: too many copies of a card")
        unknown = [CODES[i] for i in range(20) for _ in range(counts[i])]
        _sample_order(rng, unknown)
        hand_total = sum(view["hand_sizes"][seat] - len(s.known[seat]) for seat in others)
        bonus_total = len(unknown) - hand_total - view["deck"]
        sizes = view["bonus_sizes"]
        if bonus_total < 0:
            raise ValueError("the view does not add up: wrong number of unseen cards")
        s.bonus = [[] for _ in range(n)]
        s.bonus[player] = sorted(own_bonus)
        suits = {seat: {CONTRACTS[c].suit for c in s.completed[seat]} for seat in others}
        rest = []
        if all(sizes[seat] is not None for seat in others):
            if sum(sizes[seat] for seat in others) != bonus_total:
                raise ValueError("the view does not add up: bonus piles")
            # Each pile holds cards of its owner's contract suits: share the unseen cards of each suit
            # among the owners so that every pile gets its size, then deal them in the sampled order.
            share = _share_by_suit(Counter(code[1] for code in unknown), {t: sizes[t] for t in others}, suits)
            for code in unknown:
                for seat in others:
                    if share.get((code[1], seat)):
                        share[(code[1], seat)] -= 1
                        s.bonus[seat].append(code)
                        break
                else:
                    rest.append(code)
            for seat in others:                   # only if the view was impossible: any cards will do
                while len(s.bonus[seat]) < sizes[seat]:
                    s.bonus[seat].append(rest.pop())
        else:
            # Unknown sizes: the unseen bonus cards go, one by one, to an owner of their suit, at random
            # (weighted by how many contracts each has completed).
            left = bonus_total
            for code in unknown:
                takers = [seat for seat in others if code[1] in suits[seat]] if left else ()
                if takers:
                    weights = [len(s.completed[t]) for t in takers]
                    pick = rng.randrange(sum(weights))
                    for seat, weight in zip(takers, weights):
                        pick -= weight
                        if pick < 0:
                            break
                    s.bonus[seat].append(code)
                    left -= 1
                else:
                    rest.append(code)
            while left:
                s.bonus[others[0]].append(rest.pop())
                left -= 1
        for seat in others:
            s.bonus[seat].sort()
        unknown = rest
        s.hands = [[] for _ in range(n)]
        s.hands[player] = sorted(own_hand)
        for seat in others:
            size = view["hand_sizes"][seat] - len(s.known[seat])
            if size < 0:
                raise ValueError("the view does not add up: more known cards than cards in hand")
            s.hands[seat] = sorted(s.known[seat] + unknown[len(unknown) - size:]) if size else s.known[seat][:]
            del unknown[len(unknown) - size:]
        s.deck = unknown
        return s

    def label(self, action, lang="en"):
        return _text.label(normalize(action), lang)

    def error_words(self, params, lang="en"):
        return _text.error_words(params, lang)

    def rules(self, lang="en"):
        return with_diagrams(_text.rules(lang), lang)

    def bot_levels(self):
        from .bots import bot_levels
        return bot_levels()


class RomiRamiState(State):
    """One position. Decks are lists whose last item is the top; market gaps are None."""

    # ---- the contract ----------------------------------------------------------------------------------
    @property
    def current_player(self):
        return None if self.over else self.current

    @property
    def is_over(self):
        return self.over

    @property
    def turn(self):
        return self.turn_no

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
        key = _hand_key(hand)
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
        if not isinstance(action, tuple) or not action or not isinstance(action[0], str) or action[0] not in _ARITY:
            raise IllegalAction("unknown_action", f"Unknown action {action!r}", action=repr(action))
        kind = action[0]
        if len(action) != _ARITY[kind]:
            raise IllegalAction("malformed_action", f"The action {kind!r} needs {_ARITY[kind] - 1} values",
                                kind=kind, count=_ARITY[kind] - 1)
        phase = self.phase
        if phase == "discard" and kind != "discard":
            raise IllegalAction("must_discard", "First discard down to 10 cards", limit=HAND_MAX)
        if kind != "take" and phase == "take":
            raise IllegalAction("must_take", "First take 1, 2 or 3 cards from the number market")
        p = self.current
        hand = self.hands[p]
        if kind in ("take", "discard", "complete"):
            cards = action[2] if kind == "complete" else action[1]
            if not _is_codes(cards):
                raise IllegalAction("bad_cards", f"{cards!r} is not a list of number cards", cards=repr(cards))
            if list(cards) != sorted(cards):
                raise IllegalAction("card_order", "List the cards in order (number, then suit)")
        if kind == "take":
            if phase != "take":
                raise IllegalAction("already_took", "You have already taken cards this turn")
            if not 1 <= len(cards) <= 3:
                raise IllegalAction("take_count", "Take 1, 2 or 3 cards", count=len(cards))
            if not _sub_multiset(cards, [c for c in self.market if c is not None]):
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
            if not _sub_multiset(cards, hand):
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
            if not _sub_multiset(cards, hand):
                raise IllegalAction("not_in_hand", "Those cards are not all in your hand", cards=" ".join(cards))

    def _apply(self, action):
        kind = action[0]
        p = self.current
        hand = self.hands[p]
        if kind == "take":
            market = self.market
            for code in action[1]:
                market[market.index(code)] = None
                insort(hand, code)
                self.taken.append(code)
                insort(self.known[p], code)
            self.phase = "complete"
        elif kind == "complete":
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
        elif kind == "done":
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
        else:  # discard
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

    def winners(self):
        """Highest total; a tie goes to the most suit-bonus cards; a tie on both is shared."""
        if not self.over:
            return []
        scores = self.scores()
        best = max(scores)
        tied = [p for p in range(self.num_players) if scores[p] == best]
        most = max(len(self.bonus[p]) for p in tied)
        return [p for p in tied if len(self.bonus[p]) == most]

    def commits(self, action):
        """Taking and completing reveal nothing (the markets wait for the end of the turn) and may be taken
        back; "done" refills the markets and the hand, a discard ends the turn."""
        action = normalize(action)
        kind = action[0] if isinstance(action, tuple) and action else None
        if kind == "take":
            return False
        if kind == "complete":
            return self.options["contract_refill"] == "immediate" and bool(self.contract_deck)
        return True

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
        return o

    def bonus_visible(self, seat, viewer) -> bool:
        return self.over or seat == viewer or self.options["bonus_piles"] == "open"

    def view(self, player):
        if player is not None and not (isinstance(player, int) and 0 <= player < self.num_players):
            raise ValueError(f"no seat {player!r}")
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
        return view
