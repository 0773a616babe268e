"""Citadels bots. Each reads only its seat's view; full positions are sampled from it (`from_view`).

easy:   a cheap heuristic (`policy`): characters valued by what they earn this seat now (income districts,
        the gold and cards it lacks, the leader to hit), gold or cards by what the hand can build, the most
        expensive build it can afford, income always, abilities aimed at the leader.
strong: the same heuristic for the small steps of a turn, and the information-set Monte Carlo tree search
        for the choices that decide a round (the draft, naming a character, a rank-8 target), each tried on
        deals sampled from its view (of two deals, the one where the others hold characters they would want)
        and played on with its heuristic (`strong_policy`: the Assassin and Thief aimed from public facts (with
        three seats or more, the Assassin above all at a city one district from complete) and,
        with two players, only at characters the seat knows the other may hold; a draft discard that denies
        the next picker) to the end of the round (where the next draft begins), then judged by
        `evaluate_potential` (points, city size, and what gold and hand can still build).
"""

from __future__ import annotations

from math import exp

from ...bots.base import Bot
from ...bots.ismcts import ISMCTSBot
from .city import build_cost
from .data import CHARACTERS, COST_OF, RANK_OF, TYPE_INDEX
from .sampling import draft_slots

BASE = {"assassin": 3.0, "witch": 3.0, "magistrate": 2.5, "thief": 2.5, "spy": 2.0, "blackmailer": 2.5,
        "magician": 2.0, "wizard": 2.5, "seer": 2.5, "king": 2.5, "emperor": 2.5, "patrician": 2.5,
        "bishop": 2.0, "abbot": 2.0, "cardinal": 2.0, "merchant": 3.0, "alchemist": 2.5, "trader": 3.0,
        "architect": 3.0, "navigator": 3.0, "scholar": 2.5, "warlord": 2.5, "diplomat": 2.0, "marshal": 2.0,
        "queen": 2.0, "artist": 1.5, "tax_collector": 2.0}
SEARCHED = {"pick", "drop", "kill", "rob", "bewitch", "warrant", "threat", "sign", "flower", "destroy", "seize",
            "theater",
            "swap_hands", "navigate", "spy"}
TEMPERATURE = 4.0
FINISHER_WEIGHT = 3.0    # a kill aimed at a city one district from complete counts this many times more

def char_value(s, seat, c):
    ch = CHARACTERS[c]
    value = BASE[c]
    if ch.income:
        value += s.tcount[seat][TYPE_INDEX[ch.income]] * 0.8
    hand, gold = len(s.hands[seat]), s.gold[seat]
    if c == "architect":
        value += 1.0 if gold >= 4 else -0.5
    if c in ("magician", "seer", "wizard") and hand <= 1:
        value += 1.5
    if c == "king" or c == "patrician":
        value += 0.5
    if c == "warlord" and max(s.size) >= s.threshold - 2:
        value += 1.5
    if c == "navigator":
        value += 1.0 if gold < 3 else 0.0
    return value


def _best_card(s, seat, cards):
    city = s.cities[seat]
    return max(cards, key=lambda c: (c not in city and c != "secret_vault", COST_OF[c], c))


def _leader(s, me):
    others = [p for p in range(s.num_players) if p != me]
    return max(others, key=lambda p: (s.size[p] * 3 + s.gold[p] + sum(COST_OF[c] for c in s.cities[p]), -p))


def policy(s, rng):
    """The easy heuristic: one action for the current player of a full state."""
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    me = s.current_player
    kinds = {}
    for a in legal:
        kinds.setdefault(a[0], []).append(a)
    pend = s.pending[0] if s.pending is not None else None
    if "pick" in kinds:
        return max(kinds["pick"], key=lambda a: (char_value(s, me, a[1]) + rng.random() * 0.5, a))
    if "drop" in kinds:
        return max(kinds["drop"], key=lambda a: (char_value(s, me, a[1]), a))
    if "keep" in kinds:
        return ("keep", _best_card(s, me, [a[1] for a in kinds["keep"]]))
    if pend == "bribe":
        return ("bribe",) if s.gold[me] >= 2 else ("refuse",)
    if pend == "blackmail":
        return ("reveal",) if s.char == s.flowered else ("pass",)
    if pend == "confiscate":
        return ("reveal",) if s.char == s.signed and ("reveal",) in legal else ("pass",)
    if pend == "den":
        if ("build", "thieves_den") in legal:
            return ("build", "thieves_den")
        pays = [a for a in legal if a[0] == "den_pay"]
        if pays and den_completes(s, me, s.pending[2]):
            return min(pays, key=lambda a: (COST_OF[a[1]], a))
        return ("den_cancel",)          # paying on could never build it: take the cards back, no endless loop
    if pend in ("magic",):
        return ("magic_draw",)
    if pend == "wizard_use":
        return ("wizard_build",) if ("wizard_build",) in legal else ("wizard_keep",)
    if pend in ("wizard_take", "seer", "cardinal"):
        cards = [a[1] for a in legal]
        pick = _best_card(s, me, cards) if pend == "wizard_take" else min(cards, key=lambda c: (COST_OF[c], c))
        return (legal[0][0], pick)
    if pend == "diplomat":
        return legal[0]
    if pend in ("bewitch", "warrant", "threat", "sign", "flower", "advisor", "theater"):
        return legal[rng.randrange(len(legal))]
    if "gold" in kinds:
        hand = s.hands[me]
        gold = s.gold[me]
        affordable = any(build_cost(s, me, c) <= gold + 2 and c not in s.cities[me] for c in hand)
        return ("cards",) if not hand or (not affordable and gold >= 4) else ("gold",)
    if "income" in kinds:
        return kinds["income"][-1] if s.char != "abbot" else kinds["income"][len(kinds["income"]) // 2]
    for kind in ("kill", "rob"):
        if kind in kinds:
            options = [a for a in kinds[kind] if RANK_OF[a[1]] >= 4]
            return rng.choice(options or kinds[kind])
    if "emperor" in kinds:
        leader = _leader(s, me)
        return next((a for a in kinds["emperor"] if a[1] != leader), kinds["emperor"][0])
    for kind in ("collect_tax", "abbot_take", "navigate", "scholar", "seer"):
        if kind in kinds:
            return kinds[kind][0] if kind != "navigate" else ("navigate", "gold" if s.gold[me] < 5 else "cards")
    if "build" in kinds:
        return max(kinds["build"], key=lambda a: (COST_OF[a[1]], a))
    if "destroy" in kinds:
        leader = _leader(s, me)
        cheap = [a for a in kinds["destroy"] if a[1] == leader]
        if cheap and rng.random() < 0.5:
            return min(cheap, key=lambda a: COST_OF[s.cities[a[1]][a[2]]])
    if "seize" in kinds:
        return max(kinds["seize"], key=lambda a: COST_OF[s.cities[a[1]][a[2]]])
    if "spy" in kinds and rng.random() < 0.5:
        return rng.choice(kinds["spy"])
    if "swap_hands" in kinds and len(s.hands[me]) <= 1:
        return max(kinds["swap_hands"], key=lambda a: len(s.hands[a[1]]))
    if "wizard" in kinds:
        return max(kinds["wizard"], key=lambda a: len(s.hands[a[1]]))
    if "beautify" in kinds and s.gold[me] >= 3:
        return kinds["beautify"][0]
    if "smithy" in kinds and s.gold[me] >= 6:
        return ("smithy",)
    if ("end",) in legal:
        return ("end",)
    return legal[rng.randrange(len(legal))]


def den_completes(s, me, paid=()):
    """Whether the Thieves' Den can still be built this turn: gold and the other cards in hand (1 gold each)
    cover what is left of its cost."""
    cards = sum(1 for c in s.hands[me] if c != "thieves_den")
    return s.gold[me] + cards >= build_cost(s, me, "thieves_den") - len(paid)


def _public_leader(s, me):
    """The seat other than `me` the table fears most, from what all see: points built, city size, gold."""
    others = [p for p in range(s.num_players) if p != me]
    return max(others, key=lambda p: (sum(COST_OF[c] for c in s.cities[p]) + 2 * s.size[p] + 0.5 * s.gold[p]
                                      + 0.3 * len(s.hands[p]), -p))


def _threat_of(s, me, c):
    """How much naming character `c` hurts the others, guessed from public facts only (never who holds it):
    what `c` is worth to each other seat, weighted towards the leader and, with three seats or more, towards a
    seat one district from a complete city (stopping its turn may stop the game's end)."""
    leader = _public_leader(s, me)
    total = 0.0
    for p in range(s.num_players):
        if p == me:
            continue
        weight = 2.0 if p == leader else 1.0
        if s.num_players > 2 and s.threshold - 1 <= s.size[p] < s.threshold:
            weight *= FINISHER_WEIGHT
        total += char_value(s, p, c) * weight
    return total


def _gain_if_robbed(s, me, c):
    """What a theft of `c` should bring: the gold the seats who would want it hold now."""
    best = 0.0
    for p in range(s.num_players):
        if p != me:
            best = max(best, s.gold[p] * char_value(s, p, c))
    return best


def suspects(s, me):
    """The characters another seat may hold, as seat `me` knows the draft (what passed through its hands, what
    came back, what was revealed or called in silence), never from who really holds what."""
    hidden = [[kind, seat, c if kind == "up" or seat == me else None] for kind, seat, c in s.events]
    view = {"cast": s.cast, "faceup": s.faceup, "events": hidden, "phase": "turn", "steps": s.steps,
            "aside_rule": False, "aside_waiting": False,
            "sights": [[i, pool] for i, pool in s.sights[me]]}
    slots, _ = draft_slots(view, me)
    silent = {c for c in s.called if c != s.killed}
    found = set()
    for _, kind, seat, allowed in slots:
        if kind == "pick" and seat != me:
            found |= allowed
    found -= silent
    found.update(c for c, p in s.revealed.items() if p != me)
    return found


def _next_picker(s):
    """The seat that picks next after the current draft step, or None."""
    for kind, seat in s.steps[s.step + 1:]:
        if kind in ("pick", "lastpick"):
            return seat
    return None


def strong_policy(s, rng):
    """The strong bot's heuristic (its playouts and the small steps of a turn): the easy one, with the Assassin
    and the Thief aimed from public facts (who leads, who is rich) among the characters the seat knows another
    may hold, and a discard that denies the next picker the character it would want most."""
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    me = s.current_player
    kind0 = {a[0] for a in legal}
    if "kill" in kind0 or "rob" in kind0:
        kind = "kill" if "kill" in kind0 else "rob"
        options = [a for a in legal if a[0] == kind]
        if s.num_players == 2:
            maybe = suspects(s, me)
            options = [a for a in options if a[1] in maybe] or options
        if kind == "kill":
            return max(options, key=lambda a: (_threat_of(s, me, a[1]) + rng.random() * 2.0, a))
        return max(options, key=lambda a: (_gain_if_robbed(s, me, a[1]) + rng.random() * 3.0, a))
    if "drop" in kind0 and s.num_players == 2:
        nxt = _next_picker(s)
        if nxt is not None and nxt != me:
            drops = [a for a in legal if a[0] == "drop"]
            return max(drops, key=lambda a: (char_value(s, nxt, a[1]), a))
    return policy(s, rng)


def potential(s, seat):
    """Points a seat can still turn its gold and hand into: the cheapest new districts its gold pays for count
    most of their cost (plus a little for the step towards a complete city), the rest of the gold and cards a
    little. Near the end (the last round is on) little of it will ever be built."""
    gold = s.gold[seat]
    city = s.cities[seat]
    value = 0.0
    left = 0
    seen = set()
    for card in sorted(s.hands[seat], key=lambda c: (COST_OF[c], c)):
        cost = COST_OF[card]
        if card in city or card in seen or cost > gold:
            left += 1
            continue
        seen.add(card)
        gold -= cost
        value += 0.7 * cost + 0.8
    value += 0.5 * gold + 0.4 * left
    return value * (0.3 if s.last_round else 1.0)


def evaluate_potential(s):
    """Each seat's chance of winning, from points now, the city's size and what gold and cards can still build."""
    values = s.scores()
    est = [values[p] + 1.5 * s.size[p] + potential(s, p) for p in range(s.num_players)]
    top = max(est)
    weights = [exp((v - top) / TEMPERATURE) for v in est]
    total = sum(weights)
    return [w / total for w in weights]


class EasyBot(Bot):
    level = "easy"

    def think(self, game, view, player):
        state = game.from_view(view, player, self.rng)
        yield
        return policy(state, self.rng)


class _ReadingGame:
    """The game as the strong bot samples it: of a few deals drawn from its view, it keeps one, likelier the
    more the characters it gives the other seats are ones they would want (an opponent model read from
    public facts: their cities, gold and hands), instead of any deal that fits the view."""

    def __init__(self, game, deals, care):
        self.game = game
        self.deals = deals
        self.care = care

    def __getattr__(self, name):
        return getattr(self.game, name)

    def from_view(self, view, player, rng):
        game = self.game
        if self.deals <= 1:
            return game.from_view(view, player, rng)
        states, weights = [], []
        for _ in range(self.deals):
            s = game.from_view(view, player, rng)
            liking = sum(char_value(s, p, c) for c, p in s.holder.items() if p != player and p is not None)
            states.append(s)
            weights.append(liking)
        top = max(weights)
        weights = [exp((w - top) / self.care) for w in weights]
        pick = rng.random() * sum(weights)
        for s, w in zip(states, weights):
            pick -= w
            if pick <= 0:
                return s
        return states[-1]


class StrongBot(Bot):
    """Search for the choices that decide a round, the heuristic for the rest."""

    level = "strong"
    iterations = 120
    rollout_depth = 40
    deals = 2             # deals drawn per sample, one kept by the opponent model
    care = 1.0            # how sharply the model prefers deals where the others hold what they like
    round_horizon = True  # playouts end where the next round's draft begins (or after rollout_depth actions)

    searched = SEARCHED
    judge = staticmethod(evaluate_potential)

    def think(self, game, view, player):
        state = game.from_view(view, player, self.rng)
        legal = state.legal_actions()
        yield
        if len(legal) == 1 or not any(a[0] in self.searched for a in legal):
            return strong_policy(state, self.rng)
        now = state.round_no
        stop = (lambda s: s.round_no > now and s.phase == "draft") if self.round_horizon else None
        search = ISMCTSBot(self.rng.next64(), iterations=self.iterations, evaluate=self.judge,
                           rollout_depth=self.rollout_depth, policy=strong_policy, stop=stop)
        action = yield from search.think(_ReadingGame(game, self.deals, self.care), view, player)
        if action[0] == "den_pay" and not den_completes(state, player):
            return strong_policy(state, self.rng)      # a payment that could only be taken back
        return action


def bot_levels():
    return {"easy": EasyBot, "strong": StrongBot}
