"""Steps the tests of several games share: random play, bot positions and choices, hidden-information checks,
touched parts, scripted-position fixtures and a controller clock (imported as `from tests.game_helpers import ...`).
"""

import copy
import gc
import json
import random
import re

import pytest

from tavolo.bots import make_bot, run_to_end, step_times
from tavolo.engine import Rng


# ---- random play ------------------------------------------------------------------------------------------
def pick(legal, chooser):
    """A random kind first, then one action of that kind (as the random bot does: games end in sensible time)."""
    kinds = sorted({a[0] for a in legal})
    kind = chooser.choice(kinds)
    return chooser.choice([a for a in legal if a[0] == kind])


def play_random(game, players, options, seed, check, max_actions, heavy_every=0, heavy=None):
    """A random game to the end, `check(state)` after every action and `heavy(state, seed)` every `heavy_every`
    actions; returns (state, actions)."""
    state = game.new_state(players, options, seed)
    chooser = random.Random(seed)
    actions = []
    check(state)
    while not state.is_over:
        assert len(actions) < max_actions, "game did not end"
        legal = state.legal_actions()
        assert legal
        action = pick(legal, chooser)
        state.apply(action)
        actions.append(action)
        check(state)
        if heavy_every and len(actions) % heavy_every == 0:
            heavy(state, seed + len(actions))
    return state, actions


def random_positions(game, players, options, seed, steps):
    """The first `steps` positions of a random game (the state itself, moved on after each yield)."""
    state = game.new_state(players, options, seed)
    chooser = random.Random(seed)
    for step in range(steps):
        if state.is_over:
            return
        yield step, state
        state.apply(pick(state.legal_actions(), chooser))


def walk_and_replay(game, players, options, seed, choices, check):
    """Hypothesis walks: the legal action each choice names, `check` on the state after and on a clone taken
    before (clones are independent); then the JSON actions replay to the very same views."""
    state = game.new_state(players, options, seed)
    history = []
    for choice in choices:
        if state.is_over:
            break
        legal = state.legal_actions()
        action = legal[choice % len(legal)]
        before = state.clone()
        state.apply(action)
        history.append(action)
        check(state)
        check(before)
    replayed = game.new_state(players, options, seed)
    for action in history:
        replayed.apply(json.loads(json.dumps(action)))
    assert replayed.view(None) == state.view(None)
    assert [replayed.view(p) for p in range(players)] == [state.view(p) for p in range(players)]


def redealt(state, player, seed):
    """The same position for `player`, with the other hands and the deck shuffled together and dealt anew, and a
    new generator for future shuffles (for games whose hidden cards are exactly those)."""
    other = state.clone()
    shuffle = random.Random(seed)
    hidden = list(other.deck)
    # Once the game is over every hand is shown: only the deck's order is left to change.
    dealt = [seat for seat in range(other.num_players) if seat != player and not other.over]
    for seat in dealt:
        hidden += other.hands[seat]
    shuffle.shuffle(hidden)
    for seat in dealt:
        size = len(other.hands[seat])
        other.hands[seat] = hidden[:size]
        del hidden[:size]
    other.deck = hidden
    other.rng = Rng(seed * 7919 + 1)
    return other


def hidden_checks(game, state, seed, perturb, check):
    """Every seat's view rebuilds a state that keeps the invariants; the position with what the seat cannot know
    dealt anew (`perturb`, None when it cannot) shows the seat, and everyone, the same and offers the same moves."""
    for player in range(state.num_players):
        view = state.view(player)
        rebuilt = game.from_view(view, player, Rng(seed))
        assert rebuilt.view(player) == view
        check(rebuilt)
        other = perturb(state, player, seed)
        if other is None:
            continue
        check(other)
        assert other.view(player) == view
        assert other.view(None) == state.view(None)
        if state.current_player == player:
            assert sorted(other.legal_actions()) == sorted(state.legal_actions())
    assert state.clone().view(None) == state.view(None)


# ---- bots -------------------------------------------------------------------------------------------------
def positions(game, players, seed, count, levels=("random",), options=None, every=1):
    """Every `every`-th position (up to `count`) along a game between the given bot levels."""
    state = game.new_state(players, options, seed)
    bots = [make_bot(game, levels[p % len(levels)], seed + p) for p in range(players)]
    found = []
    step = 0
    while not state.is_over and len(found) < count:
        p = state.current_player
        if step % every == 0:
            found.append(state.clone())
        state.apply(run_to_end(bots[p].think(game, state.view(p), p)))
        step += 1
    return found


def think(bot, game, state):
    """The action `bot` chooses for the seat to act, from its view."""
    p = state.current_player
    return run_to_end(bot.think(game, state.view(p), p))


def assert_legal_and_view_untouched(bot, game, state):
    """The bot chooses a legal action and leaves the view it was given as it was."""
    p = state.current_player
    view = state.view(p)
    kept = copy.deepcopy(view)
    action = run_to_end(bot.think(game, view, p))
    assert action in state.legal_actions()
    assert view == kept                               # the bot does not touch the view
    return action


def thinking_times(game, level, cases):
    """(sorted CPU seconds per decision, sorted seconds between two yields) of a `level` bot in each case
    (state, bot seed).

    The work itself is measured: the collector's pauses (longer on a loaded machine) are left out."""
    gaps, totals = [], []
    gc.collect()
    gc.disable()
    try:
        for state, seed in cases:
            p = state.current_player
            _, steps, total = step_times(make_bot(game, level, seed).think(game, state.view(p), p))
            gaps += steps
            totals.append(total)
    finally:
        gc.enable()
    return sorted(totals), sorted(gaps)


# ---- boards -----------------------------------------------------------------------------------------------
def marked(page):
    """The parts whose element carries the class `changed`."""
    found = set()
    for attrs in re.findall(r"<\w+([^>]*data-part=[^>]*)>", page):
        name = re.search(r'data-part="([^"]*)"', attrs).group(1)
        classes = re.search(r'class="([^"]*)"', attrs)
        if classes and "changed" in classes.group(1).split():
            found.add(name)
    return found


def play_touched(game, state, action):
    """Apply `action` and return the parts it touched, as the app records them."""
    before = state.view(None)
    state.apply(action)
    return game.touched(action, before)


def assert_touched_names_changes(game, state, action, public_changes):
    """Apply `action`: `touched` names each part once, and every part `public_changes(before, after)` finds."""
    before = state.view(None)
    state.apply(action)
    named = game.touched(action, before)
    assert len(named) == len(set(named))
    missing = public_changes(before, state.view(None)) - set(named)
    assert not missing, (action, missing)


def scripted_fixtures(game, build):
    """The `make_state` (the game's scripted-position builder) and `game` fixtures of a game's conftest."""
    @pytest.fixture(name="make_state")
    def make_state():
        return build

    @pytest.fixture(name="game")
    def game_fixture():
        return game

    return make_state, game_fixture


# ---- the app's controller ---------------------------------------------------------------------------------
class Clock:
    """A clock that ticks one second at every reading."""

    def __init__(self):
        self.t = 1_700_000_000.0

    def __call__(self):
        self.t += 1
        return self.t
