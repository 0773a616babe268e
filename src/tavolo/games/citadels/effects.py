"""What each action does: one small function per action kind (APPLY), and how many values it carries (ARITY)."""

from __future__ import annotations

from .city import (add_district, build_cost, destroy_district, draw, effective_cost, move_district, pay_tax,
                   to_bottom)
from .data import CHARACTERS, TYPE_INDEX, TYPE_OF
from .rounds import (after_gather, call_next, close_round, draft_pick, finish_turn, start_calls, theater_swap,
                     threat_settled)
from .turn import _warrant_targets, counts_to_limit, income_count, named_targets, wall


# ---- applying ---------------------------------------------------------------------------------------------------
def a_pick(s, a):
    draft_pick(s, "pick", a[1])


def a_drop(s, a):
    draft_pick(s, "drop", a[1])


def a_theater(s, a):
    theater_swap(s, s.pending[1], a[1], a[2])
    start_calls(s)


def a_theater_pass(s, a):
    start_calls(s)


def a_crown_to(s, a):
    s.crown = a[1]
    s.news.append(("crown", a[1], "advisor", s.pending[1]))
    close_round(s)


def a_gold(s, a):
    me = s.actor
    gained = 3 if "gold_mine" in s.cities[me] else 2
    s.gold[me] += gained
    s.news.append(("gathered", me, "gold", gained))
    s.t_gathered = True
    after_gather(s)


def a_cards(s, a):
    me = s.actor
    city = s.cities[me]
    drawn = draw(s, 3 if "observatory" in city else 2)
    s.t_gathered = True
    if "library" in city or len(drawn) <= 1:
        s.hands[me].extend(drawn)
        s.news.append(("gathered", me, "cards", len(drawn)))
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
        s.news.append(("gathered", me, "cards", 1))
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
    """Warrants go down one by one, face down; which one is signed is chosen last (a secret)."""
    s.t_ability = True
    if s.pending is None:
        s.warrant_owner = s.actor
        s.warrants = []
    s.warrants.append(a[1])
    placed = tuple(s.warrants)
    more = any(c not in placed for c in _warrant_targets(s))
    if len(placed) >= 3 or not more:
        s.pending = ("sign", s.actor, placed)
    else:
        s.pending = ("warrant", s.actor, placed)


def a_sign(s, a):
    s.signed = a[1]
    s.pending = None


def a_threat(s, a):
    """Threats go down one by one, face down; which one is the real (flowered) one is chosen last."""
    s.t_ability = True
    if s.pending is None:
        s.threat_owner = s.actor
        s.threats = []
    s.threats.append(a[1])
    placed = tuple(s.threats)
    if len(placed) >= 2 or not _more(s, placed, (1, 2), True):
        s.pending = ("flower", s.actor, placed)
    else:
        s.pending = ("threat", s.actor, placed)


def a_flower(s, a):
    s.flowered = a[1]
    s.pending = None


def _more(s, placed, ranks, skip=False):
    return any(c not in placed for c in named_targets(s, ranks, skip, skip))


def a_bribe(s, a):
    me = s.actor
    amount = s.gold[me] // 2
    s.gold[me] -= amount
    s.gold[s.threat_owner] += amount
    s.news.append(("bribe", me, s.char, s.threat_owner, amount))
    s.pending = None
    threat_settled(s)


def a_refuse(s, a):
    s.t_threat = False
    s.pending = ("blackmail", s.threat_owner)


def a_reveal(s, a):
    kind = s.pending[0]
    if kind == "blackmail":
        s.threat_shown.append([s.char, s.char == s.flowered])
        real = s.char == s.flowered
        s.news.append(("threat_revealed", s.actor, s.char, s.threat_owner, int(real),
                       s.gold[s.actor] if real else 0))
        if real:
            s.gold[s.threat_owner] += s.gold[s.actor]
            s.gold[s.actor] = 0
        s.pending = None
        threat_settled(s)
        return
    # The Magistrate shows the warrant on the character who paid to build.
    _, owner, card, paid = s.pending
    s.pending = None
    signed = s.char == s.signed
    s.warrant_shown.append([s.char, signed])
    s.news.append(("warrant_revealed", s.actor, s.char, owner, int(signed), card, paid if signed else 0))
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
        threat_settled(s)
        return
    _, _, card, paid = s.pending
    s.pending = None
    _place(s, card, paid)


def _place(s, card, paid):
    s.news.append(("built", s.actor, card, paid))
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
        s.news.append(("gave_card", me, targets[0]))
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
    s.news.append(("borrowed", me, lender, short, short))
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
    drawn = draw(s, matches)
    s.hands[me].extend(drawn)
    s.news.append(("spy", me, target, a[2], matches, take, len(drawn)))


def a_swap_hands(s, a):
    s.t_ability = True
    me = s.actor
    s.news.append(("swapped_hands", me, a[1], len(s.hands[me]), len(s.hands[a[1]])))
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
    drawn = draw(s, len(marked))
    s.hands[me].extend(drawn)
    s.news.append(("redrew", me, len(marked), len(drawn)))


def a_wizard(s, a):
    s.t_ability = True
    s.pending = ("wizard_take", s.actor, a[1])
    s.peek = (a[1], tuple(sorted(s.hands[a[1]])))


def a_take(s, a):
    target = s.pending[2]
    s.hands[target].remove(a[1])
    s.news.append(("took_card", s.actor, target))
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
            s.news.append(("took_card", me, p))
    s.pending = ("seer", me, tuple(targets))


def a_emperor(s, a):
    s.t_ability = True
    s.t_must_crown = False
    me, target, what = s.actor, a[1], a[2]
    s.crown = target
    s.news.append(("crown", target, "emperor", me))
    if what == "gold":
        s.gold[target] -= 1
        s.gold[me] += 1
        s.news.append(("took_gold", me, target, 1))
    elif what == "card":
        hand = s.hands[target]
        s.hands[me].append(hand.pop(s.rng.randrange(len(hand))))
        s.news.append(("took_card", me, target))


def a_abbot_take(s, a):
    s.t_ability = True
    s.gold[a[1]] -= 1
    s.gold[s.actor] += 1
    s.news.append(("took_gold", s.actor, a[1], 1))


def a_income(s, a):
    s.t_income = True
    me = s.actor
    n = income_count(s)
    kind = CHARACTERS[s.char].income_kind
    gold = n if kind == "gold" else a[1] if kind == "split" else 0
    drawn = draw(s, n - gold)
    s.gold[me] += gold
    s.hands[me].extend(drawn)
    s.news.append(("income", me, s.char, gold, len(drawn), n))


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
    price = effective_cost(s, target, i) - 1 + wall(s, target, card)
    s.gold[s.actor] -= price
    s.news.append(("destroyed", s.actor, target, card, price))
    destroy_district(s, target, i)


def a_seize(s, a):
    s.t_ability = True
    target, i = a[1], a[2]
    card = s.cities[target][i]
    price = effective_cost(s, target, i) + wall(s, target, card)
    s.gold[s.actor] -= price
    s.gold[target] += price
    s.news.append(("seized", s.actor, target, card, price))
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
    s.news.append(("exchanged", me, target, s.cities[me][give], card, price))
    # Take theirs first (my indices do not move), then give mine (their indices do not matter any more).
    move_district(s, target, j, me)
    move_district(s, me, give, target)


def a_beautify(s, a):
    me = s.actor
    s.arts[me][a[1]] = 1
    s.gold[me] -= 1
    s.t_beaut += 1


def a_collect_tax(s, a):
    s.news.append(("tax_collected", s.actor, s.tax_token))
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
    s.news.append(("armory", me, target, s.cities[target][i]))
    destroy_district(s, target, i)
    if target == me and i < own:
        own -= 1
    destroy_district(s, me, own)


def a_end(s, a):
    finish_turn(s)


APPLY = {
    "pick": a_pick, "drop": a_drop, "theater": a_theater, "theater_pass": a_theater_pass, "crown_to": a_crown_to,
    "gold": a_gold, "cards": a_cards, "keep": a_keep, "bewitch": a_bewitch, "kill": a_kill, "rob": a_rob,
    "warrant": a_warrant, "sign": a_sign, "threat": a_threat, "flower": a_flower, "bribe": a_bribe, "refuse": a_refuse,
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
         "bewitch": 1, "kill": 1, "rob": 1, "warrant": 1, "sign": 1, "threat": 1, "flower": 1, "bribe": 0, "refuse": 0,
         "reveal": 0, "pass": 0, "build": 1, "den_pay": 1, "den_cancel": 0, "framework": 1, "necropolis": 2,
         "cardinal": 2, "give": 1, "spy": 2, "swap_hands": 1, "magic_discard": 1, "magic_draw": 0, "wizard": 1,
         "take": 1, "wizard_keep": 0, "wizard_build": 0, "seer": 0, "emperor": 2, "abbot_take": 1, "income": None,
         "navigate": 1, "scholar": 0, "destroy": 3, "seize": 3, "diplomat": 2, "cancel": 0, "exchange": 3,
         "beautify": 2, "collect_tax": 0, "lab": 1, "smithy": 0, "museum": 1, "armory": 3, "end": 0}
