"""Information-set Monte Carlo tree search, single observer (after Cowling, Powley and Whitehouse, 2012).

One bot for every game, through the contract alone. The bot never holds the real position: each iteration
deals a full state that agrees with its view (`game.from_view(view, player, rng)`), so it cannot know more
than its seat does. All iterations share one tree whose edges are actions (hashable tuples):

- selection: among the children whose action is legal in this deal, UCB1 where a child's "visits of the
  parent" is the number of times the child was available (legal) when its node was passed through;
- expansion: one untried legal action (a random kind of action first, then one of that kind);
- playout: `policy(state, rng)` until the game ends, or for `rollout_depth` actions or until `stop(state)`
  says so (a game's natural break, such as the end of a round), after which `evaluate(state)` guesses each
  seat's share of the win;
- backpropagation: rewards are per seat, and each node adds the reward of the seat that chose the action
  leading to it, so the same code serves solo games, 2 to 5+ seats, and turns of several actions in a row.

Actions that come from `legal_actions()` are played with the State's `apply_checked()`, skipping the second
check that `apply()` makes, unless the game overrides `apply()` itself; a custom policy's actions are
always checked.

The budget is a number of iterations, never a time: from the same generator state (a fresh bot: the same
seed) and the same view, the bot always picks the same action, however busy the machine. `think` yields
every `yield_every` iterations, inside long playouts, and whenever about `SLICE_S` seconds of work have
passed since the last yield.
"""

from __future__ import annotations

from math import log, sqrt
from time import perf_counter

from ..engine import State
from .base import Bot

SLICE_S = 0.004               # seconds of work between two yields at most (wall clock: a phone yields as often)
PLAYOUT_YIELD_STEPS = 200     # a playout yields at least this often, whatever the clock says
PLAYOUT_CLOCK_STEPS = 8       # ... and looks at the clock this often (every step with a game's own policy, whose
                              # steps may each cost a millisecond: 8 of them were 80 ms on a phone)
MAX_PLAYOUT = 10000           # a playout that has not ended by then is evaluated where it stands


# ---- policies and evaluations ------------------------------------------------------------------------
def _by_kind(actions, rng):
    """A uniformly random action of a uniformly random kind (`action[0]`), kinds in order of appearance."""
    if len(actions) == 1:
        return actions[0]
    groups = {}
    for action in actions:
        group = groups.get(action[0])
        if group is None:
            groups[action[0]] = [action]
        else:
            group.append(action)
    if len(groups) == 1:
        return actions[rng.randrange(len(actions))]
    kinds = list(groups.values())
    group = kinds[rng.randrange(len(kinds))]
    return group[rng.randrange(len(group))]


def random_policy(state, rng):
    """The default playout policy, like the `random` bot: a random kind of action, then one of that kind."""
    return _by_kind(state.legal_actions(), rng)


def terminal_rewards(state) -> list:
    """Each winner gets 1/len(winners), everybody else 0 (solo: 1 for a win, 0 for a loss)."""
    rewards = [0.0] * state.num_players
    winners = state.winners()
    for seat in winners:
        rewards[seat] = 1.0 / len(winners)
    return rewards


def score_share(state) -> list:
    """A generic guess at a cut-off position: each seat's share of the scores (above the lowest one).

    Games should pass their own `evaluate`; this one only knows that more points are better. Solo it
    cannot tell and says 0.5.
    """
    if state.is_over:
        return terminal_rewards(state)
    n = state.num_players
    if n == 1:
        return [0.5]
    scores = state.scores()
    low = min(scores)
    total = sum(scores) - n * low
    if total <= 0:
        return [1.0 / n] * n
    return [(s - low) / total for s in scores]


# ---- the tree ------------------------------------------------------------------------------------------
class _Node:
    __slots__ = ("action", "children", "visits", "total", "avail")

    def __init__(self, action):
        self.action = action
        self.children = {}      # action -> _Node, in the order they were first tried
        self.visits = 0         # playouts through this node
        self.total = 0.0        # sum of the rewards of the seat that chose `action`
        self.avail = 0          # times `action` was legal when the parent was passed through


class ISMCTSBot(Bot):
    """Single-observer ISMCTS. `iterations` is the budget; see the module notes for the rest."""

    level = "ismcts"

    def __init__(self, seed: int = 0, *, iterations: int = 400, evaluate=None, rollout_depth: int | None = None,
                 policy=None, exploration: float = 0.7, yield_every: int = 4, stop=None):
        super().__init__(seed)
        if iterations < 1:
            raise ValueError("iterations must be at least 1")
        if rollout_depth is not None and rollout_depth < 0:
            raise ValueError("rollout_depth must be None or at least 0")
        if yield_every < 1:
            raise ValueError("yield_every must be at least 1")
        self.iterations = iterations
        self.evaluate = evaluate or score_share
        self.rollout_depth = rollout_depth
        self.policy = policy or random_policy
        self.exploration = exploration
        self.yield_every = yield_every
        self.stop = stop          # stop(state) -> True ends a playout there (evaluated), e.g. at a round's end
        self.last_root = None     # the tree of the last decision, for tests and curious people

    def think(self, game, view, player):
        rng = self.rng
        state = game.from_view(view, player, rng)
        root_actions = state.legal_actions()
        if not root_actions:
            raise ValueError(f"no legal action for seat {player}: is the game over?")
        if len(root_actions) == 1:
            return root_actions[0]

        policy, evaluate, c = self.policy, self.evaluate, self.exploration
        # Actions taken from legal_actions() need no second check: when the game keeps the contract's
        # apply(), call apply_checked() (the check often costs another legal_actions()). A game
        # that overrides apply() gets apply(), and so does a custom policy, whose actions are checked.
        unchecked = type(state).apply is State.apply
        random_playout = unchecked and policy is random_policy
        depth = MAX_PLAYOUT if self.rollout_depth is None else min(self.rollout_depth, MAX_PLAYOUT)
        clock_steps = PLAYOUT_CLOCK_STEPS if random_playout else 1
        yield_every = self.yield_every
        stop = self.stop
        root = _Node(None)
        self.last_root = root
        last_yield = perf_counter()

        for iteration in range(self.iterations):
            if iteration:                       # the first deal was made above
                state = game.from_view(view, player, rng)
                if perf_counter() - last_yield > SLICE_S:      # a deal can cost as much as a playout
                    yield
                    last_yield = perf_counter()
            node = root
            path = []                           # (node, seat that chose its action)

            # Selection and expansion: down the tree along actions legal in this deal.
            while not state.is_over:
                actor = state.current_player
                legal = state.legal_actions()
                if not legal:
                    raise ValueError(f"{getattr(game, 'id', game)}: no legal action in a position that is not over")
                children = node.children
                available = []
                untried = None
                for action in legal:
                    child = children.get(action)
                    if child is None:
                        if untried is None:
                            untried = [action]
                        else:
                            untried.append(action)
                    else:
                        child.avail += 1
                        available.append(child)
                if untried is not None:
                    action = _by_kind(untried, rng)
                    child = _Node(action)
                    child.avail = 1
                    children[action] = child
                    if unchecked:
                        state.apply_checked(action)
                    else:
                        state.apply(action)
                    path.append((child, actor))
                    break
                best, best_value = None, 0.0
                for child in available:
                    visits = child.visits
                    value = child.total / visits + c * sqrt(log(child.avail) / visits)
                    if best is None or value > best_value:
                        best, best_value = child, value
                if unchecked:
                    state.apply_checked(best.action)
                else:
                    state.apply(best.action)
                path.append((best, actor))
                node = best
                if perf_counter() - last_yield > SLICE_S:      # a game whose moves are slow to list
                    yield
                    last_yield = perf_counter()

            # Playout.
            steps = 0
            while steps < depth and not state.is_over:
                if stop is not None and stop(state):
                    break
                if random_playout:
                    state.apply_checked(_by_kind(state.legal_actions(), rng))
                else:
                    state.apply(policy(state, rng))
                steps += 1
                if steps % clock_steps == 0 and (
                        steps % PLAYOUT_YIELD_STEPS == 0 or perf_counter() - last_yield > SLICE_S):
                    yield
                    last_yield = perf_counter()
            if perf_counter() - last_yield > SLICE_S:          # before a costly evaluation
                yield
                last_yield = perf_counter()
            rewards = terminal_rewards(state) if state.is_over else evaluate(state)

            # Backpropagation.
            root.visits += 1
            for child, actor in path:
                child.visits += 1
                child.total += rewards[actor]

            if (iteration + 1) % yield_every == 0 or perf_counter() - last_yield > SLICE_S:
                yield
                last_yield = perf_counter()

        return self.choose(root, root_actions)

    @staticmethod
    def choose(root, root_actions):
        """The most visited root action; ties go to the better mean reward, then to the earlier legal action."""
        best, best_key = root_actions[0], None
        for index, action in enumerate(root_actions):
            child = root.children.get(action)
            if child is None or not child.visits:
                continue
            key = (child.visits, child.total / child.visits, -index)
            if best_key is None or key > best_key:
                best, best_key = action, key
        return best


def ismcts_levels(evaluate=None, rollout_depth=None, easy_iterations=150, strong_iterations=1000, policy=None,
                  **options) -> dict:
    """{"easy": factory(seed), "strong": factory(seed)} for a game's `bot_levels()`: the levels differ by budget.

    Extra keyword arguments (exploration, yield_every) go to every ISMCTSBot.
    """

    def level(name, iterations):
        def factory(seed=0):
            bot = ISMCTSBot(seed, iterations=iterations, evaluate=evaluate, rollout_depth=rollout_depth,
                            policy=policy, **options)
            bot.level = name
            return bot
        factory.level = name
        return factory

    return {"easy": level("easy", easy_iterations), "strong": level("strong", strong_iterations)}
