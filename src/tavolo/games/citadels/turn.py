"""A character's turn: what may be done now (`legal_actions`); effects.py says what each action does.

Character abilities are small functions keyed by character (ABILITIES), pending decisions are keyed by
their kind (PENDING), and every action kind has one apply function (APPLY). A decision of several picks
(Magician discard, Thieves' Den payment, Seer gifts, warrants, threats, Cardinal cards) is a pending
decision answered one pick at a time.
"""

from __future__ import annotations

from .city import build_cost, effective_cost, is_complete, may_hold
from .data import CHARACTERS, RANK_OF, TYPE_INDEX, TYPE_OF, TYPES

TRADE = TYPE_INDEX["trade"]


def distinct(cards):
    return sorted(set(cards))


# ---- targets --------------------------------------------------------------------------------------------
def named_targets(s, exclude_ranks, skip_killed=False, skip_bewitched=False):
    """Characters of the cast that may be named: never a face-up discard, never one of the acting seat's own
    characters (with 2-3 players he holds two; decided)."""
    out = []
    me = s.actor
    holder = s.holder
    for c in s.cast:
        if RANK_OF[c] in exclude_ranks or c in s.faceup or holder.get(c) == me:
            continue
        if skip_killed and c == s.killed:
            continue
        if skip_bewitched and c == s.bewitched:
            continue
        out.append(c)
    return out


def wall(s, seat, card):
    """The Great Wall's +1 on rank-8 abilities used on `seat`'s districts (on itself too, by option)."""
    if "great_wall" in s.cities[seat] and (s.wall_self or card != "great_wall"):
        return 1
    return 0


def rank8_open(s, seat):
    """May a rank-8 ability touch `seat`'s city (not completed, not under the Bishop's protection)?"""
    return not is_complete(s, seat) and s.protected != seat


def warlord_targets(s):
    me = s.actor
    gold = s.gold[me]
    out = []
    for p in range(s.num_players):
        if not rank8_open(s, p):
            continue
        city = s.cities[p]
        for i, card in enumerate(city):
            if card == "keep":
                continue
            price = effective_cost(s, p, i) - 1 + wall(s, p, card)
            if price <= gold:
                out.append(("destroy", p, i, card))
    return out


def marshal_targets(s):
    me = s.actor
    gold = s.gold[me]
    mine = s.cities[me]
    out = []
    for p in range(s.num_players):
        if p == me or not rank8_open(s, p):
            continue
        for i, card in enumerate(s.cities[p]):
            if card == "keep" or card in mine:
                continue
            cost = effective_cost(s, p, i)
            if cost <= 3 and cost + wall(s, p, card) <= gold:
                out.append(("seize", p, i, card))
    return out


def diplomat_exchanges(s, give=None):
    """[(my index, seat, their index)] the Diplomat may make (his own Keep never goes: decided)."""
    me = s.actor
    gold = s.gold[me]
    mine = s.cities[me]
    out = []
    mine_range = range(len(mine)) if give is None else (give,)
    for p in range(s.num_players):
        if p == me or not rank8_open(s, p):
            continue
        theirs = s.cities[p]
        for j, card in enumerate(theirs):
            if card == "keep":
                continue
            their_cost = effective_cost(s, p, j)
            extra = wall(s, p, card)
            for i in mine_range:
                mine_card = mine[i]
                if mine_card == "keep":
                    continue
                if card in mine or mine_card in theirs:    # also forbids like for like (decided)
                    continue
                price = max(0, their_cost - effective_cost(s, me, i)) + extra
                if price <= gold:
                    out.append((i, p, j))
    return out


# ---- abilities ----------------------------------------------------------------------------------------------
def _assassin(s):
    return [("kill", c) for c in named_targets(s, (1,))]


def _warrant_targets(s):
    """Other characters only: never one of his own (with 2-3 players he would confiscate from himself)."""
    return named_targets(s, (1,))


def _magistrate(s):
    return [("warrant", c) for c in _warrant_targets(s)]


def _thief(s):
    return [("rob", c) for c in named_targets(s, (1, 2), skip_killed=True, skip_bewitched=True)]


def _spy(s):
    return [("spy", p, t) for p in range(s.num_players) if p != s.actor for t in TYPES]


def _blackmailer(s):
    return [("threat", c) for c in named_targets(s, (1, 2), skip_killed=True, skip_bewitched=True)]


def _magician(s):
    me = s.actor
    acts = [("swap_hands", p) for p in range(s.num_players) if p != me]
    acts += [("magic_discard", c) for c in distinct(s.hands[me])]
    return acts


def _wizard(s):
    return [("wizard", p) for p in range(s.num_players) if p != s.actor and s.hands[p]]


def _seer(s):
    return [("seer",)] if any(s.hands[p] for p in range(s.num_players) if p != s.actor) else []


def _emperor(s):
    if not s.t_must_crown:
        return []
    out = []
    for p in range(s.num_players):
        if p == s.actor or p == s.crown:
            continue
        if s.gold[p]:
            out.append(("emperor", p, "gold"))
        if s.hands[p]:
            out.append(("emperor", p, "card"))
        if not s.gold[p] and not s.hands[p]:
            out.append(("emperor", p, "none"))
    return out


def _abbot(s):
    richest = max(s.gold)
    if richest == 0 or s.gold[s.actor] == richest:
        return []
    return [("abbot_take", p) for p in range(s.num_players) if s.gold[p] == richest]


def _navigator(s):
    return [("navigate", "gold"), ("navigate", "cards")]


def _scholar(s):
    return [("scholar",)] if s.deck else []


def _warlord(s):
    return warlord_targets(s)


def _diplomat(s):
    mine = s.cities[s.actor]
    return [("diplomat", i, mine[i]) for i in sorted({i for i, _, _ in diplomat_exchanges(s)})]


def _marshal(s):
    return marshal_targets(s)


def _none(s):
    return []


ABILITIES = {
    "assassin": _assassin, "witch": _none, "magistrate": _magistrate, "thief": _thief, "spy": _spy,
    "blackmailer": _blackmailer, "magician": _magician, "wizard": _wizard, "seer": _seer, "king": _none,
    "emperor": _emperor, "patrician": _none, "bishop": _none, "abbot": _abbot, "cardinal": _none,
    "merchant": _none, "alchemist": _none, "trader": _none, "architect": _none, "navigator": _navigator,
    "scholar": _scholar, "warlord": _warlord, "diplomat": _diplomat, "marshal": _marshal, "queen": _none,
    "artist": _none, "tax_collector": _none,
}


def income_count(s):
    kind = CHARACTERS[s.char].income
    city = s.cities[s.actor]
    n = s.tcount[s.actor][TYPE_INDEX[kind]]
    if "school_of_magic" in city:       # it counts as the type of the income every time
        n += 1
    return n


# ---- building -----------------------------------------------------------------------------------------------
def counts_to_limit(s, card):
    return card != "stables" and not (s.char == "trader" and TYPE_OF[card] == TRADE)


def room_for(s, card):
    return not counts_to_limit(s, card) or s.t_builds < CHARACTERS[s.char].limit


def build_actions(s):
    if s.char == "navigator":
        return []
    me = s.actor
    hand = s.hands[me]
    city = s.cities[me]
    gold = s.gold[me]
    framework = "framework" in city
    out = []
    for card in distinct(hand):
        if not may_hold(s, me, card, s.char) or not room_for(s, card):
            continue
        cost = build_cost(s, me, card)
        if gold >= cost:
            out.append(("build", card))
        elif s.char == "cardinal" and not s.t_ability:
            short = cost - gold
            if len(hand) - 1 >= short:
                out += [("cardinal", card, p) for p in range(s.num_players) if p != me and s.gold[p] >= short]
        if framework and card != "framework":
            out.append(("framework", card))
        if card == "thieves_den" and len(hand) > 1 and cost > 0:
            out += [("den_pay", c) for c in distinct(hand) if c != "thieves_den"]
        if card == "necropolis":
            out += [("necropolis", i, city[i]) for i in range(len(city))]
    return out


def district_actions(s):
    me = s.actor
    city = s.cities[me]
    hand = s.hands[me]
    out = []
    if "laboratory" in city and not s.t_lab and hand:
        out += [("lab", c) for c in distinct(hand)]
    if "smithy" in city and not s.t_smithy and s.gold[me] >= 2:
        out.append(("smithy",))
    if "museum" in city and not s.t_museum and hand:
        out += [("museum", c) for c in distinct(hand)]
    if "armory" in city:
        for p in range(s.num_players):
            if is_complete(s, p):
                continue
            for i, card in enumerate(s.cities[p]):
                if p == me and card == "armory" and city.index("armory") == i:
                    continue
                out.append(("armory", p, i, card))
    return out


def turn_actions(s):
    """The actions of the acting seat when no decision is pending."""
    me = s.actor
    c = s.char
    out = []
    if not s.t_gathered:
        out.append(("gold",))
        out.append(("cards",))
        if s.mode == "bewitched" or c == "witch" or s.t_threat:
            return out
    if not s.t_ability:
        out += ABILITIES[c](s)
    if c == "artist" and s.t_beaut < 2 and s.gold[me] >= 1:
        out += [("beautify", i, s.cities[me][i]) for i, art in enumerate(s.arts[me]) if not art]
    if c == "tax_collector" and s.tax_token:
        out.append(("collect_tax",))
    if not s.t_income and CHARACTERS[c].income is not None:
        n = income_count(s)
        if n:
            if CHARACTERS[c].income_kind == "split":
                out += [("income", k) for k in range(n + 1)]
            else:
                out.append(("income",))
    out += district_actions(s)
    if s.t_gathered:
        out += build_actions(s)
        if not s.t_must_crown:
            out.append(("end",))
    return out


# ---- pending decisions ---------------------------------------------------------------------------------------
def _p_keep(s):
    return [("keep", c) for c in distinct(s.pending[2])]


def _p_bewitch(s):
    return [("bewitch", c) for c in named_targets(s, (1,))]


def _p_warrant(s):
    placed = s.pending[2]
    return [("warrant", c) for c in _warrant_targets(s) if c not in placed]


def _p_threat(s):
    placed = s.pending[2]
    return [("threat", c) for c in named_targets(s, (1, 2), True, True) if c not in placed]


def _p_sign(s):
    return [(("sign" if s.pending[0] == "sign" else "flower"), c) for c in s.pending[2]]


def _p_bribe(s):
    return [("bribe",), ("refuse",)]


def _p_reveal(s):
    return [("reveal",), ("pass",)]


def _p_confiscate(s):
    card = s.pending[2]
    if s.char == s.signed and card in s.cities[s.warrant_owner]:
        return [("pass",)]             # he could not take an identical district
    return [("reveal",), ("pass",)]


def _p_magic(s):
    return [("magic_discard", c) for c in distinct(s.hands[s.actor])] + [("magic_draw",)]


def _p_wizard_take(s):
    return [("take", c) for c in distinct(s.hands[s.pending[2]])]


def _p_wizard_use(s):
    card = s.pending[2]
    me = s.actor
    out = [("wizard_keep",)]
    if card != "secret_vault" and not (card == "monument" and len(s.cities[me]) >= 5) \
            and s.gold[me] >= build_cost(s, me, card):
        out.append(("wizard_build",))
    return out


def _p_give(s):
    hand = s.hands[s.actor]
    if s.pending[0] == "cardinal":
        card = s.pending[2]
        return [("give", c) for c in distinct(hand) if c != card or hand.count(c) > 1]
    return [("give", c) for c in distinct(hand)]


def _p_diplomat(s):
    give = s.pending[2]
    return [("exchange", p, j, s.cities[p][j]) for _, p, j in diplomat_exchanges(s, give)] + [("cancel",)]


def _p_den(s):
    me = s.actor
    paid = s.pending[2]
    cost = build_cost(s, me, "thieves_den")
    out = []
    if len(paid) < cost:
        out += [("den_pay", c) for c in distinct(s.hands[me]) if c != "thieves_den"]
    if s.gold[me] >= cost - len(paid):
        out.append(("build", "thieves_den"))
    out.append(("den_cancel",))
    return out


def _p_theater(s):
    owner = s.pending[1]
    mine = [c for c in s.cast if s.holder.get(c) == owner]
    targets = [p for p in range(s.num_players) if p != owner and any(v == p for v in s.holder.values())]
    return [("theater", c, p) for c in mine for p in targets] + [("theater_pass",)]


def _p_advisor(s):
    heir = s.pending[1]
    return [("crown_to", p) for p in range(s.num_players) if p != heir and p != s.crown]


PENDING = {
    "keep": _p_keep, "bewitch": _p_bewitch, "warrant": _p_warrant, "threat": _p_threat, "sign": _p_sign, "flower": _p_sign, "bribe": _p_bribe,
    "blackmail": _p_reveal, "confiscate": _p_confiscate, "magic": _p_magic, "wizard_take": _p_wizard_take,
    "wizard_use": _p_wizard_use, "seer": _p_give, "cardinal": _p_give, "diplomat": _p_diplomat, "den": _p_den,
    "theater": _p_theater, "advisor": _p_advisor,
}


def legal_actions(s):
    if s.over:
        return []
    if s.pending is not None:
        return PENDING[s.pending[0]](s)
    if s.phase == "draft":
        kind = s.steps[s.step][0]
        verb = "drop" if kind == "drop" else "pick"
        return [(verb, c) for c in s.pool]
    return turn_actions(s)
