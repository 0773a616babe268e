"""Carcassonne bots. Each reads only its seat's view: the map, the scores and the multiset of tiles left; a
full position is sampled from it (`from_view` shuffles the stack), so no bot knows the order of the stack.

Shared judgement, `estimates(state)` (estimate.py): each seat's points so far plus what its followers are
likely to bring. A seat's utility is its estimate minus the best other estimate.

easy:   greedy: tries every placement with every follower choice (or none) and keeps the best utility
        after the turn's scoring, judged with the plain weights.
strong: judges with its own outlook (outlook.py): each open feature by the tiles left that fit the
        squares it faces (a square no tile left fits is dead: its city never closes, its monastery never
        completes), fields by their cities' chances, followers in hand worth more. It ranks every (placement, follower) pair, keeps the best few, then plays each on the same
        sampled stacks (common random numbers) through the other seats' replies, made by the greedy policy
        with the plain weights, and judges the position where it is its turn again. The tile draws are
        sampled from the tiles left, so this is an expectimax through the draws, cut off by the estimate.
        A reply is worked out once per tile the other seat may draw: what it knows (the map, its tile, how
        many tiles are left) decides it, not the order of the sampled stack. On a map of 40 tiles or more,
        where every reply has the most places to try, it plays out its best four moves instead of five.
        It decides the follower together with the placement and keeps that plan for the second action.
"""

from __future__ import annotations

from ...bots.base import Bot, run_to_end
from .estimate import EASY, STRONG, TurnEstimates, Weights, estimates   # noqa: F401 (EASY, STRONG: experiments)
from .outlook import Outlook


def utility(state, seat, judge=estimates) -> float:
    est = judge(state)
    mine = est[seat]
    others = [e for i, e in enumerate(est) if i != seat]
    if getattr(judge, "others", "best") == "mean":
        return mine - sum(others) / len(others)
    return mine - max(others)


def weighted(w: Weights):
    """An estimate function with these weights (for `utility` and the bots)."""
    def judge(state):
        return estimates(state, w)
    judge.others = w.others
    return judge


def iter_turn_options(state, seat, judge=estimates):
    """Every (utility for `seat`, place action, ending action, position after) of the turn, one placement
    at a time; when the tile is already placed, only the endings (place action None)."""
    if state.pending is None:
        state.board.compact()                     # every option below starts from a copy of this map
        if judge is estimates:
            judge = TurnEstimates(state)          # the same figures, judging again only what a tile changed
        for place in state.legal_actions():
            placed = state.clone()
            placed.apply_checked(place)
            endings = placed.legal_actions()
            last = len(endings) - 1
            for i, ending in enumerate(endings):
                after = placed.clone() if i < last else placed      # the last ending needs no copy
                after.apply_checked(ending)
                yield utility(after, seat, judge), place, ending, after
    else:
        for ending in state.legal_actions():
            after = state.clone()
            after.apply_checked(ending)
            yield utility(after, seat, judge), None, ending, after


def turn_options(state, seat, judge=estimates) -> list:
    return list(iter_turn_options(state, seat, judge))


# Options weighed between two bare yields: late in a game one option costs about 1 ms in CPython, several in
# the browser, and a bot's slice must stay short there.
OPTIONS_PER_STEP = 2        # a late map's placements cost about 0.6 ms each in CPython, 10x that on a phone


TIE = 1e-9         # options closer than this are equal (sums in another order differ in the last digits): the first wins


def greedy_turn_steps(state, judge=estimates):
    """The greedy policy, giving way now and then: returns the option of the mover's best turn (by its own
    utility) as (utility, place action, ending action, position after)."""
    seat = state.current
    best = None
    for count, option in enumerate(iter_turn_options(state, seat, judge), 1):
        if best is None or option[0] > best[0] + TIE:
            best = option
        if count % OPTIONS_PER_STEP == 0:
            yield
    return best


def greedy_turn(state, judge=estimates):
    return run_to_end(greedy_turn_steps(state, judge))


class GreedyBot(Bot):
    level = "easy"

    def __init__(self, seed: int = 0, judge=estimates):
        super().__init__(seed)
        self.judge = judge

    def think(self, game, view, player):
        state = game.from_view(view, player, self.rng)
        best = yield from greedy_turn_steps(state, self.judge)
        return best[1] if best[1] is not None else best[2]


class StrongBot(Bot):
    level = "strong"

    LATE_MAP = 40            # tiles on the map from which a reply costs most (more places to try)

    def __init__(self, seed: int = 0, candidates: int = 5, samples: int = 6, weights=None, late_candidates: int = 4):
        super().__init__(seed)
        self.candidates = candidates
        self.late_candidates = late_candidates    # on a large map: a move stays within a second on a phone
        self.samples = samples
        self.plan = None          # (turn count, placement, ending) decided together with the placement
        self.judge = weighted(weights) if weights else Outlook().judge()

    def think(self, game, view, player):
        if view["phase"] == "follower" and self.plan is not None:
            turns, place, ending = self.plan
            self.plan = None
            if turns == view["turn"] and place is not None and list(place[2:]) == view["pending"]:
                return ending
        state = game.from_view(view, player, self.rng)
        options = []
        for option in iter_turn_options(state, player, self.judge):
            options.append(option)
            if len(options) % OPTIONS_PER_STEP == 0:
                yield                             # the browser gets the page back now and then
        options.sort(key=lambda o: -o[0])
        late = len(state.board.tiles) >= self.LATE_MAP
        top = options[:self.late_candidates if late else self.candidates]
        yield
        if len(top) == 1 or not state.stack:
            best = top[0]
            return best[1] if best[1] is not None else best[2]
        # the same sampled stacks for every candidate: the differences come from the moves, not the luck
        stacks = []
        for _ in range(self.samples):
            stack = state.stack[:]
            self.rng.shuffle(stack)
            stacks.append(stack)
        best, best_value = None, None
        for _, place, ending, _after in top:
            total = 0.0
            replies = {}      # a reply depends on what its seat knows: the tiles drawn so far and how many are left
            for stack in stacks:
                s = state.clone()
                s.stack = stack[:]
                if place is not None:
                    s.apply_checked(place)
                s.apply_checked(ending)
                # the others reply greedily until it is this seat's turn again (or the game ends)
                drawn = ()
                while not s.over and s.current != player:
                    drawn += (s.tile, len(s.stack))
                    reply = replies.get(drawn)
                    if reply is None:
                        option = yield from greedy_turn_steps(s)   # the others judged as the easy level does
                        reply = replies[drawn] = option[1:3]
                    s.apply_checked(reply[0])
                    s.apply_checked(reply[1])
                total += utility(s, player, self.judge)
            value = total / len(stacks)
            if best_value is None or value > best_value:
                best, best_value = (place, ending), value
        if best[0] is None:
            return best[1]
        self.plan = (view["turn"], best[0], best[1])
        return best[0]


def bot_levels():
    def easy(seed=0):
        return GreedyBot(seed)

    def strong(seed=0):
        return StrongBot(seed)

    easy.level = "easy"
    strong.level = "strong"
    return {"easy": easy, "strong": strong}

