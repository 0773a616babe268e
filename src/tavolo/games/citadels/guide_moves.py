"""The guided game's suggested move (`suggest`): a plain beginner's plan read from the person's view alone.

A turn in the order the rules teach it: gather (gold while the hand holds something to build, else cards), the
character's power where it plainly helps, the income (after a build of the character's own type, which then
counts), the most valuable build, then the end of the turn. In the draft: the character that earns most now.
Each choice comes with a reason key and its parameters (guide.why puts them in words).
"""

from __future__ import annotations

from .data import CHARACTERS, COST_OF, TYPE_OF, TYPE_INDEX

UNIQUE = TYPE_INDEX["unique"]
# Ties between equal choices go to the earlier in these orders, so a suggestion never depends on dict order.
KILL_ORDER = ("architect", "merchant", "king", "warlord", "bishop", "magician", "thief")
ROB_ORDER = ("merchant", "architect", "king", "bishop", "warlord", "magician")
# Every reason a suggestion may give (guide.why words each as "why_<reason>").
REASONS = ("pick_assassin", "pick_thief", "pick_magician", "pick_king", "pick_king_0", "pick_bishop", "pick_bishop_0",
           "pick_merchant", "pick_merchant_0", "pick_architect", "pick_warlord", "pick_warlord_0", "pick_any",
           "gather_gold_now", "gather_gold_save", "gather_architect", "gather_cards", "keep_best", "keep_new",
           "kill_gain", "kill_guess", "rob_rich", "swap_hands", "income", "build_then_income", "build_best",
           "destroy_close", "destroy_free", "end_save", "end_done", "magic_draw", "den_cancel", "any")


def _cost(view, seat, card):
    """What building `card` costs `seat` (the Factory makes the other unique districts 1 cheaper)."""
    cost = COST_OF[card]
    if TYPE_OF[card] == UNIQUE and card != "factory" and "factory" in view["cities"][seat]:
        cost = max(0, cost - 1)
    return cost


def _of_type(view, seat, kind):
    """How many districts of `kind` count for an income in `seat`'s city (the School of Magic counts too)."""
    city = view["cities"][seat]
    return sum(1 for c in city if TYPE_OF[c] == TYPE_INDEX[kind]) + ("school_of_magic" in city)


def earns(view, seat, c):
    """What character `c` would earn `seat` this round from its city (the Merchant's extra gold included)."""
    ch = CHARACTERS[c]
    n = _of_type(view, seat, ch.income) if ch.income else 0
    return n + (c == "merchant")


def _buildable(view, me):
    """The cards of the hand that may go into the city (no duplicate, never the Secret Vault), dearest first."""
    city = view["cities"][me]
    cards = {c for c in view["hand"] if c != "secret_vault" and (c not in city or "quarry" in city)}
    return sorted(cards, key=lambda c: (-COST_OF[c], c))


# ---- the draft ------------------------------------------------------------------------------------------------
def _draft_value(view, me, c):
    hand, gold = len(view["hand"]), view["gold"][me]
    others = [n for p, n in enumerate(view["hand_sizes"]) if p != me]
    if c == "architect":
        return 2.5 if gold >= 4 and hand >= 2 else 0.5
    if c == "magician":
        return 3.0 if hand <= 1 and max(others) >= hand + 2 else 0.2
    if c in ("assassin", "thief"):
        return 0.8
    bonus = {"king": 1.0, "merchant": 0.5, "bishop": 0.3, "warlord": 0.2}.get(c, 0.0)
    return earns(view, me, c) + bonus


def _pick(view, legal):
    me = view["viewer"]
    c = max((a[1] for a in legal), key=lambda c: (_draft_value(view, me, c), -CHARACTERS[c].rank))
    n = earns(view, me, c) - (c == "merchant")
    if c in ("king", "bishop", "merchant", "warlord"):
        return ("pick", c), (f"pick_{c}" if n else f"pick_{c}_0"), ({"n": n} if n else {})
    if c in ("assassin", "thief") or (c in ("architect", "magician") and _draft_value(view, me, c) > 1):
        return ("pick", c), f"pick_{c}", {}
    return ("pick", c), "pick_any", {"char": c}      # (a character of another cast has no words of its own)


# ---- a turn ---------------------------------------------------------------------------------------------------
def _gather(view, me, turn):
    c = turn["char"]
    if c == "architect":
        return ("gold",), "gather_architect", {}
    cards = _buildable(view, me)
    if not cards:
        return ("cards",), "gather_cards", {}
    ch = CHARACTERS[c]
    later = 2 + (earns(view, me, c) if ch.income and ch.income_kind == "gold" and not turn["income"] else 0)
    now = [card for card in cards if _cost(view, me, card) <= view["gold"][me] + later]
    if now:
        return ("gold",), "gather_gold_now", {"card": now[0]}
    return ("gold",), "gather_gold_save", {"card": cards[-1]}


def _keep(view, legal):
    me = view["viewer"]
    city, hand = view["cities"][me], view["hand"]
    cards = [a[1] for a in legal]
    fresh = [c for c in cards if c not in city or "quarry" in city]
    best = max(cards, key=lambda c: (c in fresh, c not in hand, COST_OF[c], c))
    return ("keep", best), ("keep_new" if len(fresh) == 1 < len(cards) else "keep_best"), {"card": best}


def _leader(view, me):
    """The other seat furthest on: city size, then the points all can count."""
    others = [p for p in range(view["players"]) if p != me]
    return max(others, key=lambda p: (view["sizes"][p], view["points"][p], -p))


def _kill(view, me, targets):
    def gain(c):
        return max(earns(view, p, c) for p in range(view["players"]) if p != me)
    best = max(targets, key=lambda c: (gain(c), -KILL_ORDER.index(c) if c in KILL_ORDER else -99))
    if CHARACTERS[best].income and gain(best) >= 2:
        who = max((p for p in range(view["players"]) if p != me), key=lambda p: (earns(view, p, best), -p))
        return ("kill", best), "kill_gain", {"char": best, "who": who}
    return ("kill", best), "kill_guess", {"char": best}


def _rob(view, me, targets):
    rich = max((p for p in range(view["players"]) if p != me), key=lambda p: (view["gold"][p], -p))
    best = max(targets, key=lambda c: (earns(view, rich, c), -ROB_ORDER.index(c) if c in ROB_ORDER else -99))
    return ("rob", best), "rob_rich", {"char": best, "who": rich}


def _destroy(view, me, options):
    leader = _leader(view, me)
    theirs = sorted((a for a in options if a[1] == leader), key=lambda a: (COST_OF[a[3]], a))
    if theirs and view["sizes"][leader] >= view["threshold"] - 2:
        return theirs[0], "destroy_close", {"card": theirs[0][3], "who": leader}
    free = [a for a in theirs if COST_OF[a[3]] <= 1 and "great_wall" not in view["cities"][leader]]
    if free:
        return free[0], "destroy_free", {"card": free[0][3], "who": leader}
    return None


def _turn(view, legal, kinds):
    me = view["viewer"]
    turn = view["on_turn"]
    if "gold" in kinds:
        return _gather(view, me, turn)
    if "kill" in kinds:
        return _kill(view, me, [a[1] for a in kinds["kill"]])
    if "rob" in kinds:
        return _rob(view, me, [a[1] for a in kinds["rob"]])
    if "swap_hands" in kinds:
        mine = len(view["hand"])
        who = max((a[1] for a in kinds["swap_hands"]), key=lambda p: (view["hand_sizes"][p], -p))
        if view["hand_sizes"][who] >= mine + 2:
            return ("swap_hands", who), "swap_hands", {"who": who}
    builds = sorted(kinds.get("build", ()), key=lambda a: (-COST_OF[a[1]], a))
    if ("income",) in legal:
        c = turn["char"]
        n = earns(view, me, c) - (c == "merchant")
        # A build of the character's own type first earns 1 more, unless the income pays for a dearer one.
        after = [k for k in _buildable(view, me) if _cost(view, me, k) <= view["gold"][me] + n]
        own = [a for a in builds if TYPE_OF[a[1]] == TYPE_INDEX[CHARACTERS[c].income]]
        if own and after and COST_OF[own[0][1]] >= COST_OF[after[0]] - 1:
            return own[0], "build_then_income", {"card": own[0][1]}
        return ("income",), "income", {"n": n}
    if builds:
        return builds[0], "build_best", {"card": builds[0][1]}
    if "destroy" in kinds:
        found = _destroy(view, me, [a for a in kinds["destroy"] if a[1] != me])
        if found:
            return found
    if ("end",) in legal:
        wanted = [c for c in _buildable(view, me) if _cost(view, me, c) > view["gold"][me]]
        if wanted and turn["char"] != "navigator":
            return ("end",), "end_save", {"card": wanted[-1]}
        return ("end",), "end_done", {}
    return None


def suggest(view, legal):
    """(action of `legal`, reason key, params): a sensible beginner's move, from the view alone."""
    kinds = {}
    for a in legal:
        kinds.setdefault(a[0], []).append(a)
    pending = (view.get("pending") or {}).get("kind")
    found = None
    if "pick" in kinds:
        found = _pick(view, kinds["pick"])
    elif pending == "keep":
        found = _keep(view, legal)
    elif pending == "magic":
        found = ("magic_draw",), "magic_draw", {}
    elif pending == "den":
        den = ("build", "thieves_den")
        found = (den, "build_best", {"card": den[1]}) if den in legal else (("den_cancel",), "den_cancel", {})
    elif pending is None and view.get("on_turn"):
        found = _turn(view, legal, kinds)
    if found is None or found[0] not in legal:
        return legal[0], "any", {}        # a decision this plain plan never leads to: any answer is fine
    return legal[legal.index(found[0])], found[1], found[2]
