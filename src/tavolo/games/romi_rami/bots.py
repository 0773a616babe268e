"""Romi Rami bots. Each reads only its seat's view; full positions are sampled from it (`from_view`).

The judgement they share (what a hand, a trophy lead and a position are worth) is in `judgement.py`;
`plan_completions` is a small search over which contracts to complete now, with which cards and whether to spend
the star, scored by points, bonus cards and trophies gained now plus part of the rest of the hand.

easy:   one step at a time, with a plainer judgement: it takes the cards that bring it closest to the
        contracts on offer (suit bonus and trophies ignored), completes the contract worth most points
        at once, and spends the star as soon as it helps.
strong: ranks its takes by what the whole turn would bring (its own judgement, tuned in self-play: the star
        is worth keeping for a big contract), then runs the information-set Monte Carlo tree search between
        the two best, each tried on deals sampled from its view (cards seen taken into the others' hands
        stay there) and played on through the others' turns with a fast greedy policy, then judged by
        points, bonus cards, trophies and hands. Completing uses the plan search, discarding drops the
        cards the hand misses least. With only the ranking it wins about 83% of two-player games against
        easy; the search adds about 7 points of win rate against that ranking alone.
        A turn after which it never plays again (the end is triggered, or its own contract triggers it) is
        judged by the final scores instead: the hand is worth nothing then and the star only its 1 point,
        and it ends the game itself only when the scores say it wins (`final_scores`). With two players, the
        seat that opens the rounds judges its own game-ending contract by the other seat's last turn, played
        (strong ranking, best plan) on a dozen deals sampled from its view (`last_turn_sharing`); when the other
        seat is one contract from the end, the chance that it ends the game on its next turn
        (`other_finishing`) weighs the final scores in the ranking of takes and in the plan.
"""

from __future__ import annotations

from math import exp

from ...bots.base import Bot, run_to_end
from ...bots.ismcts import ISMCTSBot
from .data import CONTRACTS, HAND_MAX
from .game import RomiRami, RomiRamiState
from .judgement import (EASY, STAR_VECTORS, STRONG, VECTORS, Judge, evaluate, final_scores, hand_value, lead_of,
                        seats_after, supply_rates, trophy_values)
from .moves import completion_cards, hand_key, memo, take_choices

LAST_TURN_GAIN = 4.0          # what a seat that still plays after the end is triggered is expected to add
ENDING_WEIGHT = 16.0          # points a sure win is worth when choosing whether to end the game

# ---- completing ------------------------------------------------------------------------------------------
def _remove(hand: tuple, cards: tuple) -> tuple:
    rest = list(hand)
    for code in cards:
        rest.remove(code)
    return tuple(rest)


def completion_for(hand: tuple, cid: str, star: bool, same: bool):
    """(bonus, cards) for the way to complete `cid` that keeps most cards of its suit, or None."""
    suit = CONTRACTS[cid].suit
    have = [0, 0, 0, 0, 0]
    suited = [0, 0, 0, 0, 0]
    for code in hand:
        i = ord(code[0]) - 49
        have[i] += 1
        if code[1] == suit:
            suited[i] += 1
    best, best_bonus = None, -1
    for v in STAR_VECTORS[same][cid] if star else VECTORS[same][cid]:
        if v[0] > have[0] or v[1] > have[1] or v[2] > have[2] or v[3] > have[3] or v[4] > have[4]:
            continue
        bonus = 0
        for i in range(5):
            bonus += v[i] if v[i] < suited[i] else suited[i]
        if bonus > best_bonus:
            best, best_bonus = v, bonus
    if best is None:
        return None
    cards = []
    for i in range(5):
        need = best[i]
        if not need:
            continue
        number = str(i + 1)
        own = [c for c in hand if c[0] == number]
        picked = [c for c in own if c[1] == suit][:need]
        picked += [c for c in own if c[1] != suit][:need - len(picked)]
        cards.extend(picked)
    return best_bonus, tuple(sorted(cards))


best_completion = memo(20_000)(completion_for)


def candidates(hand: tuple, cid: str, star_free: bool, same: bool, limit: int = 3) -> list:
    """A few ways to complete `cid`, as (cards, star, bonus): for each pattern of numbers, the cards with
    most bonus; the best patterns first. The star is offered only when the hand cannot do without it."""
    key = hand_key(hand)
    suit = CONTRACTS[cid].suit
    ways = completion_cards(key, cid, False, same)
    star = False
    if not ways and star_free:
        ways = completion_cards(key, cid, True, same)
        star = True
    best = {}
    for cards in ways:
        pattern = tuple(c[0] for c in cards)
        bonus = sum(1 for c in cards if c[1] == suit)
        if pattern not in best or bonus > best[pattern][0]:
            best[pattern] = (bonus, cards)
    ranked = sorted(best.values(), key=lambda bc: (-bc[0], bc[1]))[:limit]
    return [(cards, star, bonus) for bonus, cards in ranked]


def plan_completions(state, judge: Judge = STRONG, limit: int = 3, deals=None, ending: float = 0.0) -> list:
    """The best sequence of "complete" actions for the seat on turn (maybe empty), by a small search."""
    return run_to_end(planning(state, judge, limit, deals, ending))


def planning(state, judge: Judge = STRONG, limit: int = 3, deals=None, ending: float = 0.0):
    """`plan_completions` as a generator that yields now and then while it searches. `deals` (two players
    only) returns positions sampled from the seat's view: a plan that gives the other seat one last turn
    is then judged by that turn, played on each of them (`last_turn_sharing`), not by a flat guess.
    `ending` is the chance that this turn is the seat's last (the other seat ends the game on its turn): a
    plan is then judged by the final scores with that weight, by what it keeps for later with the rest."""
    seat = state.current
    same = state.same_number
    piles = [list(p) for p in state.completed]
    market = tuple(state.available_contracts())
    best = [None, []]
    n = state.num_players
    already = len(piles[seat])
    triggered = state.end_triggered
    # The seats that still play after this one once the end is triggered (the round is finished).
    after = len(seats_after(state, seat))
    rates = supply_rates(state, seat) if judge.counting else None

    shares = {}
    sharing = deals is not None and n == 2 and after == 1 and judge.endgame and not triggered

    def final_value(done, star_free, gained, bonus, path):
        """A plan after which this seat never plays again: what it scores, and whether that wins."""
        scores = final_scores(state, piles, seat, bonus, star_free, done)
        lead = lead_of(scores, seat) - LAST_TURN_GAIN * after
        if triggered:
            return lead                 # every plan ends the game for this seat: only the result counts
        own_trophies = scores[seat] - sum(CONTRACTS[c].points for c in piles[seat] + list(done)) \
            - len(state.bonus[seat]) - bonus - (1 if star_free else 0)
        if sharing:
            chance = shares[path_key(path)]
        else:
            chance = 1 / (1 + exp(-lead / 3))
        return gained + (1 if star_free else 0) + own_trophies + ENDING_WEIGHT * (chance - 0.5)

    def value(hand, done, star_free, gained, bonus, path):
        if judge.endgame and (triggered or already + len(done) >= state.target):
            return final_value(done, star_free, gained, bonus, path)
        if ending:
            return (1 - ending) * later_value(hand, done, star_free, gained) + ending * final_lead(done, star_free, bonus)
        return later_value(hand, done, star_free, gained)

    def final_lead(done, star_free, bonus):
        return lead_of(final_scores(state, piles, seat, bonus, star_free, done), seat)

    def later_value(hand, done, star_free, gained):
        left = tuple(c for c in state.contracts if c not in done)
        score = gained + (judge.star_keep if star_free else 0.0)
        if judge.trophies:
            mine = piles[seat]
            piles[seat] = mine + list(done)
            score += trophy_values(piles, state.trophies)[seat]
            piles[seat] = mine
        if judge.future:
            score += judge.future * hand_value(hand, left, star_free, same, False, judge, rates)
        return score

    def search(hand, index, done, star_free, gained, bonus_won, path):
        if sharing and already + len(done) >= state.target and path_key(path) not in shares:
            shares[path_key(path)] = yield from last_turn_sharing(deals(), path)
        score = value(hand, done, star_free, gained, bonus_won, path)
        if best[0] is None or score > best[0]:
            best[0], best[1] = score, path
        for i in range(index, len(market)):
            cid = market[i]
            c = CONTRACTS[cid]
            for cards, star, bonus in candidates(hand, cid, star_free, same, limit):
                yield
                yield from search(_remove(hand, cards), i + 1, done + (cid,), star_free and not star,
                                  gained + c.points + (bonus if judge.bonus else 0), bonus_won + bonus,
                                  path + [("complete", cid, cards, star)])

    try:
        yield from search(tuple(state.hands[seat]), 0, (), not state.star_used[seat], 0, 0, [])
    finally:
        search = None       # it calls itself through this name: a cycle the collector would have to free
    return best[1]


def path_key(path: list) -> tuple:
    """A plan's contracts, cards and star use, in a canonical order (the order of completion changes nothing)."""
    return tuple(sorted((cid, cards, star) for _, cid, cards, star in path))


def last_turn_sharing(deals: list, path: list):
    """This seat's share of the win if it plays `path` and ends its turn, the other seat then playing its last
    turn (the strong ranking's take, then its best plan) on each sampled position of `deals`; a generator
    that yields after each deal."""
    total = 0.0
    for deal in deals:
        yield
        state = deal.clone()
        seat = state.current
        for action in path:
            state.apply(action)
        state.apply(("done",))
        while not state.over:
            if state.phase == "take":
                state.apply(rank_takes(state)[0])
            elif state.phase == "complete":
                for action in plan_completions(state):
                    state.apply(action)
                state.apply(("done",))
            else:
                state.apply(quick_discard(state))
        winners = state.winners()
        if seat in winners:
            total += 1 / len(winners)
    return total / len(deals)


def other_finishing(deals: list, take):
    """The share of `deals` in which the other seat, playing after this one, completes the contract that
    ends the game on its next turn, this seat having taken `take` (None: in its completing phase already)
    and completed what its plan says; a generator that yields after each deal."""
    ends = 0
    for deal in deals:
        yield
        state = deal.clone()
        seat = state.current
        if take is not None:
            state.apply(take)
        for action in plan_completions(state):
            state.apply(action)
        state.apply(("done",))
        if state.phase == "discard":
            state.apply(quick_discard(state))
        if state.over or state.current == seat:
            continue
        other = state.current
        if state.phase == "take":
            state.apply(rank_takes(state)[0])
        if len(state.completed[other]) + len(plan_completions(state)) >= state.target:
            ends += 1
    return ends / len(deals)


def quick_plan(hand: tuple, contracts: tuple, star_free: bool, same: bool, judge: Judge = STRONG):
    """Greedy completions from `hand`: (points and bonus gained, contracts done, hand left, star free)."""
    gained = 0.0
    done = []
    available = [c for c in contracts if c is not None]
    while True:
        best = None
        for cid in available:
            points = CONTRACTS[cid].points
            found = best_completion(hand, cid, False, same)
            star = False
            if found is None:
                if not star_free:
                    continue
                found = best_completion(hand, cid, True, same)
                if found is None:
                    continue
                star = True
            gain = points + (found[0] if judge.bonus else 0) - (judge.star_cost if star else 0.0)
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, cid, found[1], star)
        if best is None:
            return gained, done, hand, star_free
        gain, cid, cards, star = best
        gained += gain
        done.append(cid)
        available.remove(cid)
        hand = _remove(hand, cards)
        if star:
            star_free = False


# ---- taking and discarding --------------------------------------------------------------------------------
def rank_takes(state, judge: Judge = STRONG, ending: float = 0.0) -> list:
    """The legal takes, best first, by what the turn would bring: the contracts completed right after (and
    the trophies they move), plus part of what the rest of the hand is worth. With `ending`, the chance
    that this is the seat's last turn, a take is also judged, with that weight, by the final scores."""
    return run_to_end(ranking(state, judge, ending))


def ranking(state, judge: Judge = STRONG, ending: float = 0.0):
    """`rank_takes` as a generator that yields every few takes."""
    seat = state.current
    hand = state.hands[seat]
    contracts = tuple(state.contracts)
    star_free = not state.star_used[seat]
    same = state.same_number
    piles = [list(p) for p in state.completed]
    base = trophy_values(piles, state.trophies)[seat] if judge.trophies else 0.0
    future = judge.future or 1.0
    last = judge.endgame and state.end_triggered       # this seat's last turn: only the final scores count
    last_judge = judge._replace(star_cost=1.0)         # on a last turn the star is worth its 1 point only
    plan_judge = last_judge if last else judge
    rates = supply_rates(state, seat) if judge.counting else None
    scored = []

    def final_value(new):
        gained, done, rest, free = quick_plan(new, contracts, star_free, same, last_judge)
        lead = lead_of(final_scores(state, piles, seat, 0, star_free, done), seat)
        return lead + gained - sum(CONTRACTS[c].points for c in done)

    for index, action in enumerate(take_choices(tuple(sorted(c for c in state.market if c is not None)))):
        new = tuple(sorted(hand + list(action[1])))
        if last:
            scored.append((-final_value(new), index, action))
            continue
        gained, done, rest, free = quick_plan(new, contracts, star_free, same, plan_judge)
        value = gained
        if done and judge.trophies:
            mine = piles[seat]
            piles[seat] = mine + done
            value += trophy_values(piles, state.trophies)[seat] - base
            piles[seat] = mine
        left = tuple(c for c in contracts if c not in done)
        value += future * hand_value(rest, left, free, same, False, judge, rates)
        if ending:
            value = (1 - ending) * value + ending * final_value(new)
        scored.append((-value, index, action))
        if index % 6 == 5:
            yield
    scored.sort()
    return [entry[2] for entry in scored]


def choose_discard(state, judge: Judge = STRONG) -> tuple:
    """Drop, one by one, the card whose loss costs the hand least."""
    seat = state.current
    rates = supply_rates(state, seat) if judge.counting else None
    return least_costly_discard(state.hands[seat], tuple(state.contracts), not state.star_used[seat],
                                state.same_number, judge, rates)


def least_costly_discard(hand, contracts, star_free, same_number, judge, rates=None) -> tuple:
    """The discard down to the hand limit that keeps the most of the hand's value, one card at a time (the bots'
    choice, and the guide's suggestion)."""
    hand = list(hand)
    dropped = []
    for _ in range(len(hand) - HAND_MAX):
        options = []
        for code in sorted(set(hand)):
            rest = list(hand)
            rest.remove(code)
            options.append((hand_value(tuple(rest), contracts, star_free, same_number, False, judge, rates), code))
        _, code = max(options)
        hand.remove(code)
        dropped.append(code)
    return ("discard", tuple(sorted(dropped)))


# ---- the fast policy of the playouts ---------------------------------------------------------------------
def quick_take(state, rng):
    """A cheap, sensible take: cards that pair up or run with the hand, suits that contracts want."""
    choices = take_choices(tuple(sorted(c for c in state.market if c is not None)))
    if rng.random() < 0.1:
        return choices[rng.randrange(len(choices))]
    have = [0] * 7
    for code in state.hands[state.current]:
        have[ord(code[0]) - 48] += 1
    suits = {CONTRACTS[c].suit for c in state.contracts if c is not None}
    worth = {}
    for code in state.market:
        if code is not None and code not in worth:
            n = ord(code[0]) - 48
            worth[code] = (0.5 + have[n] + 0.35 * (have[n - 1] > 0) + 0.35 * (have[n + 1] > 0)
                           + (0.3 if code[1] in suits else 0.0))
    best, best_score = None, -1.0
    for action in choices:
        score = 0.0
        for code in action[1]:
            score += worth[code]
        if score > best_score:
            best, best_score = action, score
    return best


def quick_complete(state):
    """The contract worth most right now (points and bonus; the star only when it pays), or done."""
    seat = state.current
    hand = tuple(state.hands[seat])
    star_free = not state.star_used[seat]
    same = state.same_number
    best, best_gain = ("done",), 0.0
    star_cost = 1.0 if state.end_triggered else STRONG.star_cost     # the last turn: the star's 1 point only
    for cid in state.available_contracts():
        points = CONTRACTS[cid].points
        found = completion_for(hand, cid, False, same)
        if found is not None:
            if points + found[0] > best_gain:
                best, best_gain = ("complete", cid, found[1], False), points + found[0]
        elif star_free:
            found = completion_for(hand, cid, True, same)
            if found is not None and points + found[0] - star_cost > best_gain:
                best, best_gain = ("complete", cid, found[1], True), points + found[0] - star_cost
    return best


def quick_discard(state):
    """Drop the cards that match the fewest others in hand."""
    hand = state.hands[state.current]
    have = [0] * 7
    for code in hand:
        have[ord(code[0]) - 48] += 1
    suits = {CONTRACTS[c].suit for c in state.contracts if c is not None}
    ranked = sorted(hand, key=lambda code: (have[ord(code[0]) - 48] + 0.3 * (code[1] in suits), code))
    return ("discard", tuple(sorted(ranked[:len(hand) - HAND_MAX])))


def policy(state, rng):
    phase = state.phase
    if phase == "take":
        return quick_take(state, rng)
    if phase == "complete":
        return quick_complete(state)
    return quick_discard(state)


# ---- the bots ------------------------------------------------------------------------------------------------
class GreedyBot(Bot):
    """One step at a time: the best take by `rank_takes`, the best plan, the careful discard."""

    level = "greedy"
    judge = STRONG

    def think(self, game, view, player):
        state = game.from_view(view, player, self.rng)
        yield
        return (yield from self.decide(state))

    def decide(self, state):
        if state.phase == "discard":
            return choose_discard(state, self.judge)
        if state.phase == "complete":
            plan = yield from planning(state, self.judge)
            return plan[0] if plan else ("done",)
        ranked = yield from ranking(state, self.judge)
        return ranked[0]


class EasyBot(GreedyBot):
    """The greedy player with the plainer judgement (no suit bonus, no trophies, the star at once)."""

    level = "easy"
    judge = EASY


class _PlanningState(RomiRamiState):
    """A sampled position for the search: the searching seat's take now is chosen among its best few;
    every later decision follows the playout policy, so the whole budget goes to that one choice."""

    def legal_actions(self):
        if self.over:
            return []
        root = self.game.root
        if self.phase == "take" and self.turn_no == root[0] and self.current == root[1]:
            return list(root[2])
        return [policy(self, self.game.policy_rng)]

    def apply(self, action):
        self.apply_checked(action)   # the actions come from the lists above: no need to check them again

    def clone(self):
        other = RomiRamiState.clone(self)
        other.__class__ = _PlanningState
        return other


class _PlanningGame(RomiRami):
    """Deals positions for the search (through the real game's from_view) as planning states."""

    def __init__(self, root, policy_rng):
        self.root = root                 # (turn, seat, candidate takes)
        self.policy_rng = policy_rng

    def from_view(self, view, player, rng):
        state = RomiRami.from_view(self, view, player, rng)
        state.__class__ = _PlanningState
        return state


class StrongBot(GreedyBot):
    """The search over the best takes (see the module notes)."""

    level = "strong"
    iterations = 120
    candidates = 2
    rollout_depth = 10
    last_turn_deals = 12     # sampled positions on which the other seat's last turn is played
    ending_deals = 8         # ... and on which its next turn is played, when it may end the game

    def ending_chances(self, game, view, player, state, take):
        """For the seat that opens the rounds (two players), when the other seat is one contract from the
        end: the chance that the other ends the game on its next turn, so that this turn is the last."""
        if state.num_players != 2 or state.end_triggered or state.first != player:
            return 0.0
        if len(state.completed[1 - player]) < state.target - 1:
            return 0.0
        deals = [game.from_view(view, player, self.rng) for _ in range(self.ending_deals)]
        return (yield from other_finishing(deals, take))

    def think(self, game, view, player):
        state = game.from_view(view, player, self.rng)
        yield
        if state.phase == "complete" and state.num_players == 2:
            ending = yield from self.ending_chances(game, view, player, state, None)
            deals = []

            def sampled():
                if not deals:
                    deals.extend(game.from_view(view, player, self.rng) for _ in range(self.last_turn_deals))
                return deals

            plan = yield from planning(state, self.judge, 3, sampled, ending)
            return plan[0] if plan else ("done",)
        if state.phase != "take":
            return (yield from self.decide(state))
        ranked = yield from ranking(state, self.judge)
        if len(ranked) > 1:
            ending = yield from self.ending_chances(game, view, player, state, ranked[0])
            if ending:
                ranked = yield from ranking(state, self.judge, ending)
        if len(ranked) == 1:
            return ranked[0]
        planner = _PlanningGame((state.turn_no, player, tuple(ranked[:self.candidates])), self.rng.fork())
        search = ISMCTSBot(self.rng.next64(), iterations=self.iterations, evaluate=evaluate,
                           rollout_depth=self.rollout_depth, policy=policy)
        return (yield from search.think(planner, view, player))


def bot_levels():
    return {"easy": EasyBot, "strong": StrongBot}
