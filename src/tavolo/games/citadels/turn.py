"""A character's turn: what may be done now (`turn_actions`) and what each action does (`APPLY`).

Character abilities are small functions keyed by character (ABILITIES), pending decisions are keyed by
their kind (PENDING), and every action kind has one apply function (APPLY). A decision of several picks
(Magician discard, Thieves' Den payment, Seer gifts, warrants, threats, Cardinal cards) is a pending
decision answered one pick at a time.
"""

from __future__ import annotations

from .city import (add_district, build_cost, destroy_district, draw, effective_cost, is_complete, may_hold,
                   move_district, pay_tax, remove_district, to_bottom)
from .data import CHARACTERS, COST_OF, RANK_OF, TYPE_INDEX, TYPE_OF, TYPES
from .rounds import after_gather, call_next, close_round, draft_pick, finish_turn, start_turn, theater_swap

TRADE = TYPE_INDEX["trade"]


def distinct(cards):
    return sorted(set(cards))


# ---- targets --------------------------------------------------------------------------------------------
def named_targets(s, exclude_ranks, skip_killed=False, skip_bewitched=False):
    """Characters of the cast that may be named: never a face-up discard (decided)."""
    out = []
    for c in s.cast:
        if RANK_OF[c] in exclude_ranks or c in s.faceup:
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
                if card != mine_card:
                    if card in mine or mine_card in theirs:
                        continue
                price = max(0, their_cost - effective_cost(s, me, i)) + extra
                if price <= gold:
                    out.append((i, p, j))
    return out


# ---- abilities ----------------------------------------------------------------------------------------------
def _assassin(s):
    return [("kill", c) for c in named_targets(s, (1,))]


def _magistrate(s):
    return [("warrant", c) for c in named_targets(s, (1,))]


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
    return [("warrant", c) for c in named_targets(s, (1,)) if c not in placed]


def _p_threat(s):
    placed = s.pending[2]
    return [("threat", c) for c in named_targets(s, (1, 2), True, True) if c not in placed]


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
    "keep": _p_keep, "bewitch": _p_bewitch, "warrant": _p_warrant, "threat": _p_threat, "bribe": _p_bribe,
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


# ---- applying ---------------------------------------------------------------------------------------------------
def a_pick(s, a):
    draft_pick(s, "pick", a[1])


def a_drop(s, a):
    draft_pick(s, "drop", a[1])


def a_theater(s, a):
    theater_swap(s, s.pending[1], a[1], a[2])
    from .rounds import start_calls
    start_calls(s)


def a_theater_pass(s, a):
    from .rounds import start_calls
    start_calls(s)


def a_crown_to(s, a):
    s.crown = a[1]
    close_round(s)


def a_gold(s, a):
    me = s.actor
    s.gold[me] += 3 if "gold_mine" in s.cities[me] else 2
    s.t_gathered = True
    after_gather(s)


def a_cards(s, a):
    me = s.actor
    city = s.cities[me]
    drawn = draw(s, 3 if "observatory" in city else 2)
    s.t_gathered = True
    if "library" in city or len(drawn) <= 1:
        s.hands[me].extend(drawn)
        after_gather(s)
    else:
        s.pending = ("keep", me, tuple(drawn), "gather")


def a_keep(s, a):
    _, me, drawn, source = s.pending
    rest = list(drawn)
    rest.remove(a[1])
    s.hands[me].append(a[1])
    s.pending = None
    if source == "scholar":
        s.deck.extend(rest)
        s.rng.shuffle(s.deck)
    else:
        to_bottom(s, rest)
        after_gather(s)


def a_bewitch(s, a):
    s.bewitched = a[1]
    s.witch_seat = s.actor
    s.pending = None
    call_next(s)                      # her turn is suspended until the bewitched rank is called


def a_kill(s, a):
    s.killed = a[1]
    s.t_ability = True


def a_rob(s, a):
    s.robbed = a[1]
    s.robber = s.actor
    s.t_ability = True


def a_warrant(s, a):
    s.t_ability = True
    if s.pending is None:
        s.signed = a[1]
        s.warrant_owner = s.actor
        s.warrants = [a[1]]
        s.pending = ("warrant", s.actor, (a[1],))
        return
    placed = s.pending[2] + (a[1],)
    s.warrants.append(a[1])
    s.pending = None if len(placed) >= 3 or not _more(s, placed, (1,)) else ("warrant", s.actor, placed)


def _more(s, placed, ranks, skip=False):
    return any(c not in placed for c in named_targets(s, ranks, skip, skip))


def a_threat(s, a):
    s.t_ability = True
    if s.pending is None:
        s.flowered = a[1]
        s.threat_owner = s.actor
        s.threats = [a[1]]
        s.pending = ("threat", s.actor, (a[1],))
        if not _more(s, (a[1],), (1, 2), True):
            s.pending = None
        return
    s.threats.append(a[1])
    s.pending = None


def a_bribe(s, a):
    me = s.actor
    amount = s.gold[me] // 2
    s.gold[me] -= amount
    s.gold[s.threat_owner] += amount
    s.t_threat = False
    s.pending = None


def a_refuse(s, a):
    s.t_threat = False
    s.pending = ("blackmail", s.threat_owner)


def a_reveal(s, a):
    kind = s.pending[0]
    if kind == "blackmail":
        s.threat_shown.append([s.char, s.char == s.flowered])
        if s.char == s.flowered:
            s.gold[s.threat_owner] += s.gold[s.actor]
            s.gold[s.actor] = 0
        s.pending = None
        return
    # The Magistrate shows the warrant on the character who paid to build.
    _, owner, card, paid = s.pending
    s.pending = None
    signed = s.char == s.signed
    s.warrant_shown.append([s.char, signed])
    if signed:
        add_district(s, owner, card)
        s.gold[s.actor] += paid
        pay_tax(s, owner, "magistrate")
    else:
        _place(s, card, paid)


def a_pass(s, a):
    kind = s.pending[0]
    if kind == "blackmail":
        s.pending = None
        return
    _, _, card, paid = s.pending
    s.pending = None
    _place(s, card, paid)


def _place(s, card, paid):
    add_district(s, s.actor, card)
    s.t_alch += paid
    pay_tax(s, s.actor, s.char)


def _built(s, card, paid_gold, paid=True):
    """A district leaves the hand for the city; a paid build may meet the Magistrate's warrant first."""
    if paid and not s.t_paid:
        s.t_paid = True
        if s.char in s.warrants and s.warrant_owner is not None and not any(w[1] for w in s.warrant_shown) \
                and all(w[0] != s.char for w in s.warrant_shown):
            s.pending = ("confiscate", s.warrant_owner, card, paid_gold)
            return
    _place(s, card, paid_gold)


def a_build(s, a):
    me = s.actor
    card = a[1]
    cost = build_cost(s, me, card)
    if s.pending is not None:                       # the Thieves' Den, partly paid with cards
        paid_cards = s.pending[2]
        s.pending = None
        to_bottom(s, paid_cards)
        cost = max(0, cost - len(paid_cards))
    s.hands[me].remove(card)
    s.gold[me] -= cost
    if counts_to_limit(s, card):
        s.t_builds += 1
    _built(s, card, cost)


def a_den_pay(s, a):
    me = s.actor
    s.hands[me].remove(a[1])
    paid = s.pending[2] if s.pending is not None else ()
    s.pending = ("den", me, paid + (a[1],))


def a_den_cancel(s, a):
    s.hands[s.actor].extend(s.pending[2])
    s.pending = None


def a_framework(s, a):
    me = s.actor
    destroy_district(s, me, s.cities[me].index("framework"))
    s.hands[me].remove(a[1])
    if counts_to_limit(s, a[1]):
        s.t_builds += 1
    _built(s, a[1], 0, paid=False)


def a_necropolis(s, a):
    me = s.actor
    destroy_district(s, me, a[1])
    s.hands[me].remove("necropolis")
    s.t_builds += 1
    _built(s, "necropolis", 0, paid=False)


def a_cardinal(s, a):
    s.t_ability = True
    me = s.actor
    short = build_cost(s, me, a[1]) - s.gold[me]
    s.pending = ("cardinal", me, a[1], a[2], short, 0)


def a_give(s, a):
    me = s.actor
    kind = s.pending[0]
    s.hands[me].remove(a[1])
    if kind == "seer":
        targets = s.pending[2]
        s.hands[targets[0]].append(a[1])
        s.pending = ("seer", me, targets[1:]) if len(targets) > 1 else None
        return
    _, _, card, lender, short, given = s.pending
    s.hands[lender].append(a[1])
    given += 1
    if given < short:
        s.pending = ("cardinal", me, card, lender, short, given)
        return
    s.pending = None
    s.gold[lender] -= short
    s.gold[me] += short
    cost = build_cost(s, me, card)
    s.hands[me].remove(card)
    s.gold[me] -= cost
    if counts_to_limit(s, card):
        s.t_builds += 1
    _built(s, card, cost)


def a_spy(s, a):
    me, target, kind = s.actor, a[1], TYPE_INDEX[a[2]]
    s.t_ability = True
    hand = s.hands[target]
    matches = sum(1 for c in hand if TYPE_OF[c] == kind)
    take = min(matches, s.gold[target])
    s.gold[target] -= take
    s.gold[me] += take
    s.peek = (target, tuple(sorted(hand)))
    s.hands[me].extend(draw(s, matches))


def a_swap_hands(s, a):
    s.t_ability = True
    me = s.actor
    s.hands[me], s.hands[a[1]] = s.hands[a[1]], s.hands[me]


def a_magic_discard(s, a):
    s.t_ability = True
    me = s.actor
    s.hands[me].remove(a[1])
    marked = s.pending[2] if s.pending is not None else ()
    s.pending = ("magic", me, marked + (a[1],))


def a_magic_draw(s, a):
    me = s.actor
    marked = s.pending[2]
    s.pending = None
    to_bottom(s, marked)
    s.hands[me].extend(draw(s, len(marked)))


def a_wizard(s, a):
    s.t_ability = True
    s.pending = ("wizard_take", s.actor, a[1])
    s.peek = (a[1], tuple(sorted(s.hands[a[1]])))


def a_take(s, a):
    target = s.pending[2]
    s.hands[target].remove(a[1])
    s.peek = (target, tuple(sorted(s.hands[target])))
    s.pending = ("wizard_use", s.actor, a[1])


def a_wizard_keep(s, a):
    s.hands[s.actor].append(s.pending[2])
    s.pending = None


def a_wizard_build(s, a):
    me = s.actor
    card = s.pending[2]
    s.pending = None
    cost = build_cost(s, me, card)
    s.gold[me] -= cost
    _built(s, card, cost)             # it does not count towards the building limit


def a_seer(s, a):
    s.t_ability = True
    me = s.actor
    targets = []
    for p in range(s.num_players):
        if p != me and s.hands[p]:
            hand = s.hands[p]
            s.hands[me].append(hand.pop(s.rng.randrange(len(hand))))
            targets.append(p)
    s.pending = ("seer", me, tuple(targets))


def a_emperor(s, a):
    s.t_ability = True
    s.t_must_crown = False
    me, target, what = s.actor, a[1], a[2]
    s.crown = target
    if what == "gold":
        s.gold[target] -= 1
        s.gold[me] += 1
    elif what == "card":
        hand = s.hands[target]
        s.hands[me].append(hand.pop(s.rng.randrange(len(hand))))


def a_abbot_take(s, a):
    s.t_ability = True
    s.gold[a[1]] -= 1
    s.gold[s.actor] += 1


def a_income(s, a):
    s.t_income = True
    me = s.actor
    n = income_count(s)
    kind = CHARACTERS[s.char].income_kind
    if kind == "gold":
        s.gold[me] += n
    elif kind == "cards":
        s.hands[me].extend(draw(s, n))
    else:
        s.gold[me] += a[1]
        s.hands[me].extend(draw(s, n - a[1]))


def a_navigate(s, a):
    s.t_ability = True
    me = s.actor
    if a[1] == "gold":
        s.gold[me] += 4
    else:
        s.hands[me].extend(draw(s, 4))


def a_scholar(s, a):
    s.t_ability = True
    me = s.actor
    drawn = draw(s, 7)
    if len(drawn) == 1:
        s.hands[me].extend(drawn)
        s.rng.shuffle(s.deck)
    else:
        s.pending = ("keep", me, tuple(drawn), "scholar")


def a_destroy(s, a):
    s.t_ability = True
    target, i = a[1], a[2]
    card = s.cities[target][i]
    s.gold[s.actor] -= effective_cost(s, target, i) - 1 + wall(s, target, card)
    destroy_district(s, target, i)


def a_seize(s, a):
    s.t_ability = True
    target, i = a[1], a[2]
    card = s.cities[target][i]
    price = effective_cost(s, target, i) + wall(s, target, card)
    s.gold[s.actor] -= price
    s.gold[target] += price
    move_district(s, target, i, s.actor)


def a_diplomat(s, a):
    s.pending = ("diplomat", s.actor, a[1])


def a_cancel(s, a):
    s.pending = None


def a_exchange(s, a):
    s.t_ability = True
    me, give = s.actor, s.pending[2]
    target, j = a[1], a[2]
    s.pending = None
    card = s.cities[target][j]
    price = max(0, effective_cost(s, target, j) - effective_cost(s, me, give)) + wall(s, target, card)
    s.gold[me] -= price
    s.gold[target] += price
    # Take theirs first (my indices do not move), then give mine (their indices do not matter any more).
    move_district(s, target, j, me)
    move_district(s, me, give, target)


def a_beautify(s, a):
    me = s.actor
    s.arts[me][a[1]] = 1
    s.gold[me] -= 1
    s.t_beaut += 1


def a_collect_tax(s, a):
    s.gold[s.actor] += s.tax_token
    s.tax_token = 0


def a_lab(s, a):
    me = s.actor
    s.t_lab = True
    s.hands[me].remove(a[1])
    to_bottom(s, (a[1],))
    s.gold[me] += 2


def a_smithy(s, a):
    me = s.actor
    s.t_smithy = True
    s.gold[me] -= 2
    s.hands[me].extend(draw(s, 3))


def a_museum(s, a):
    me = s.actor
    s.t_museum = True
    s.hands[me].remove(a[1])
    s.museum[me].append(a[1])


def a_armory(s, a):
    me, target, i = s.actor, a[1], a[2]
    own = s.cities[me].index("armory")
    destroy_district(s, target, i)
    if target == me and i < own:
        own -= 1
    destroy_district(s, me, own)


def a_end(s, a):
    finish_turn(s)


APPLY = {
    "pick": a_pick, "drop": a_drop, "theater": a_theater, "theater_pass": a_theater_pass, "crown_to": a_crown_to,
    "gold": a_gold, "cards": a_cards, "keep": a_keep, "bewitch": a_bewitch, "kill": a_kill, "rob": a_rob,
    "warrant": a_warrant, "threat": a_threat, "bribe": a_bribe, "refuse": a_refuse,
    "reveal": a_reveal, "pass": a_pass, "build": a_build, "den_pay": a_den_pay, "den_cancel": a_den_cancel,
    "framework": a_framework, "necropolis": a_necropolis, "cardinal": a_cardinal, "give": a_give, "spy": a_spy,
    "swap_hands": a_swap_hands, "magic_discard": a_magic_discard, "magic_draw": a_magic_draw, "wizard": a_wizard,
    "take": a_take, "wizard_keep": a_wizard_keep, "wizard_build": a_wizard_build, "seer": a_seer,
    "emperor": a_emperor, "abbot_take": a_abbot_take, "income": a_income, "navigate": a_navigate,
    "scholar": a_scholar, "destroy": a_destroy, "seize": a_seize, "diplomat": a_diplomat, "cancel": a_cancel,
    "exchange": a_exchange, "beautify": a_beautify, "collect_tax": a_collect_tax, "lab": a_lab, "smithy": a_smithy,
    "museum": a_museum, "armory": a_armory, "end": a_end,
}

# How many values each action kind carries after its kind (for the error messages of malformed actions).
ARITY = {"pick": 1, "drop": 1, "theater": 2, "theater_pass": 0, "crown_to": 1, "gold": 0, "cards": 0, "keep": 1,
         "bewitch": 1, "kill": 1, "rob": 1, "warrant": 1, "threat": 1, "bribe": 0, "refuse": 0,
         "reveal": 0, "pass": 0, "build": 1, "den_pay": 1, "den_cancel": 0, "framework": 1, "necropolis": 2,
         "cardinal": 2, "give": 1, "spy": 2, "swap_hands": 1, "magic_discard": 1, "magic_draw": 0, "wizard": 1,
         "take": 1, "wizard_keep": 0, "wizard_build": 0, "seer": 0, "emperor": 2, "abbot_take": 1, "income": None,
         "navigate": 1, "scholar": 0, "destroy": 3, "seize": 3, "diplomat": 2, "cancel": 0, "exchange": 3,
         "beautify": 2, "collect_tax": 0, "lab": 1, "smithy": 0, "museum": 1, "armory": 3, "end": 0}

__all__ = ["APPLY", "ARITY", "legal_actions", "remove_district", "COST_OF", "start_turn"]
