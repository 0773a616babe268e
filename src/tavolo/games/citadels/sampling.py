"""A full position from one seat's view: the hidden part sampled so that it agrees with what the seat knows.

Characters: every draft event another seat made (a pick, a discard, the random and leftover discards, the
face-down card) gets a character from a set worked out from this seat's sights: an event between two of my
sights took a character that was in the pool I saw before it, not mine, and not in the pool I saw after it;
an event before my first sight took one I never saw. Characters revealed since, and ranks called in silence
(nobody held them, unless killed), narrow these sets; a Theater swap is replayed on top. The sets are
matched at random (most constrained first, with backtracking); a sample that breaks what the seat saw is
drawn again, and after enough failures the draft memory is dropped (only the certain facts are kept).

Cards: the cards this seat cannot see (other hands, other Museums, cards held by another seat's pending
decision, the deck) are dealt at random from the 68 minus the seen ones; a hand the seat looked at this
turn (Spy, Wizard) is dealt as seen.
"""

from __future__ import annotations

from .data import BASIC_DECK, RANK_OF, TYPE_OF
from .rounds import TURN_FLAGS

TRIES = 40


def _shuffled(rng, items):
    items = list(items)
    rng.shuffle(items)
    return items


def _match(slots, chars, rng):
    """Assign distinct characters to slots (each slot: a set of allowed characters) at random; None if none."""
    order = sorted(range(len(slots)), key=lambda i: (len(slots[i]), rng.next64()))
    result = [None] * len(slots)
    return result if _walk(0, order, slots, result, set(), [2000], rng) else None


def _walk(k, order, slots, result, used, budget, rng):
    # A function of its own, not a closure calling itself: such a closure is a reference cycle, left for
    # the collector by every deal a bot samples, and a phone then pauses to collect thousands at once.
    if k == len(order):
        return True
    budget[0] -= 1
    if budget[0] < 0:
        return False
    i = order[k]
    for c in _shuffled(rng, sorted(slots[i] - used, key=RANK_OF.__getitem__)):
        used.add(c)
        result[i] = c
        if _walk(k + 1, order, slots, result, used, budget, rng):
            return True
        used.discard(c)
    return False


def draft_slots(view, player):
    """[(event index or None, kind, seat, allowed set)] for the characters this seat does not know."""
    in_play = set(view["cast"]) - set(view["faceup"])
    events = view["events"]
    known = {c for _, _, c in events if c is not None}
    sights = view["sights"]
    own_at = {}
    for i, (kind, seat, c) in enumerate(events):
        if seat == player and c is not None:
            own_at[i] = c

    def allowed(index):
        prev = nxt = None
        for sight in sights:
            if sight[0] < index:
                prev = sight
            elif sight[0] > index and nxt is None:
                nxt = sight
        if prev is not None:
            base = set(prev[1]) - {c for i, c in own_at.items() if prev[0] <= i < index}
        else:
            base = set(in_play)
        if nxt is not None:
            base -= set(nxt[1])
        return base - known

    slots = []
    for i, (kind, seat, c) in enumerate(events):
        if c is None:
            slots.append([i, kind, seat, allowed(i)])
    if view["phase"] == "draft":
        pool = view["pool"]
        if pool is not None:
            known |= set(pool)
            for slot in slots:
                slot[3] -= known
        else:
            for _ in range(view["pool_size"]):
                slots.append([len(events), "pool", None, allowed(len(events))])
        if view["aside_waiting"]:
            slots.append([-1, "aside", None, allowed(-1)])
    last_seat = next((seat for kind, seat in view["steps"] if kind == "lastpick"), None)
    if view["aside_rule"] and not view["aside_waiting"] and sights and last_seat != player:
        # The last pick, the leftover (or the last pool) may hold the face-down card set aside at the start.
        extra = in_play - set(sights[0][1]) - known
        last_at = next((i for i, (k, s, _) in enumerate(events) if k == "pick" and s == last_seat), len(events))
        for slot in slots:
            if slot[1] == "pool" or (slot[1] in ("pick", "left") and slot[0] >= last_at):
                slot[3] = slot[3] | extra
    return slots, in_play - known


def sample_holders(view, player, rng):
    """(holder {character: seat} after any Theater swap, events with every character filled in, pool)."""
    slots, unknown = draft_slots(view, player)
    revealed = view["revealed"]
    killed = view["killed"]
    silent = {c for c in view["called"] if c != killed}
    mine = set(view["mine"])
    theater = view["theater"]
    seen = view["theater_seen"]
    known_hold = view["known_hold"]
    # The facts (who holds what now) narrow the sets, mapped back through a Theater swap: the seats it
    # touched may have held the character either way unless this seat was one of them.
    facts = {}
    for c, p in list(revealed.items()) + list(known_hold.items()):
        if theater is None:
            facts[c] = {p}
        elif player in theater:
            give, got = seen if player == theater[0] else (seen[1], seen[0])
            facts[c] = {theater[0] if c == give else theater[1] if c == got else p}
        else:
            facts[c] = set(theater) if p in theater else {p}
    for slot in slots:
        i, kind, seat, allowed = slot
        if kind == "pick":
            slot[3] = {c for c in allowed if c not in silent and (c not in facts or seat in facts[c])}
        else:
            slot[3] = {c for c in allowed if c not in facts}

    def attempt(slot_sets):
        chosen = _match(slot_sets, unknown, rng)
        if chosen is None:
            return None
        holder = {}
        events = [e[:] for e in view["events"]]
        pool = list(view["pool"]) if view["pool"] is not None else []
        for (i, kind, seat, _), c in zip(slots, chosen):
            if kind in ("pool", "aside"):
                if kind == "pool":
                    pool.append(c)
                continue
            events[i][2] = c
        for kind, seat, c in events:
            if kind == "pick":
                holder[c] = seat
        aside = next((c for (i, kind, _, _), c in zip(slots, chosen) if kind == "aside"), None)
        if theater is not None:
            owner, target = theater
            if player == owner:
                give, got = seen
                if holder.get(got) != target:
                    return None
            elif player == target:
                got, give = seen            # what I lost, what I got
                if holder.get(give) != owner:
                    return None
            else:
                give = rng.choice(sorted((c for c, p in holder.items() if p == owner), key=RANK_OF.__getitem__))
                got = rng.choice(sorted((c for c, p in holder.items() if p == target), key=RANK_OF.__getitem__))
            holder[give] = target
            holder[got] = owner
        for c, p in revealed.items():
            if holder.get(c) != p:
                return None
        for c, p in known_hold.items():
            if holder.get(c) != p:
                return None
        if any(c in holder for c in silent):
            return None
        if {c for c, p in holder.items() if p == player} != mine:
            return None
        return holder, events, sorted(pool, key=RANK_OF.__getitem__), aside

    slot_sets = [slot[3] for slot in slots]
    for _ in range(TRIES):
        result = attempt(slot_sets)
        if result is not None:
            return result
    # Fallback: only the certain facts (my characters, revealed ones, silent ranks, what a swap showed me).
    wide = []
    for i, kind, seat, _ in slots:
        wide.append(set(unknown))
    for _ in range(TRIES):
        result = attempt(wide)
        if result is not None:
            return result
    return _facts_only(view, player, rng)


def _facts_only(view, player, rng):
    """The last resort: other seats get characters respecting only revealed ones and the counts."""
    n = view["players"]
    per = 2 if n <= 3 else 1
    holder = {c: player for c in view["mine"]}
    for c, p in list(view["revealed"].items()) + list(view["known_hold"].items()):
        holder[c] = p
    silent = {c for c in view["called"] if c != view["killed"]}
    free = _shuffled(rng, [c for c in view["cast"] if c not in holder and c not in silent
                           and c not in view["faceup"]])
    for p in range(n):
        while sum(1 for v in holder.values() if v == p) < per and free:
            holder[free.pop()] = p
    events = [e[:] for e in view["events"]]
    pool = list(view["pool"]) if view["pool"] is not None else []
    if view["phase"] == "draft" and view["pool"] is None:
        pool = free[:view["pool_size"]]
    return holder, events, sorted(pool, key=RANK_OF.__getitem__), None


def from_view(s, view, player, rng):
    """Fill the blank state `s` so that it agrees with `view`, what `player` knows."""
    if player is None or view.get("viewer") != player:
        raise ValueError("from_view needs the view of the seat it rebuilds for")
    n = view["players"]
    s.turn_no = view["turn"]
    s.cast = tuple(view["cast"])
    s.uniques = tuple(view["uniques"])
    s.has_tax = "tax_collector" in s.cast
    s.wall_self = s.options["great_wall"] == "itself"
    s.threshold = view["threshold"]
    s.crown = view["crown"]
    s.round_no = view["round"]
    s.first_complete = view["first_complete"]
    s.last_round = view["last_round"]
    s.tax_token = view["tax_token"]
    s.over = view["over"]
    s.phase = view["phase"]
    s.gold = list(view["gold"])
    s.cities = [list(c) for c in view["cities"]]
    s.arts = [list(a) for a in view["arts"]]
    s.tcount = [[0] * 5 for _ in range(n)]
    s.size = [0] * n
    for p in range(n):
        for c in s.cities[p]:
            s.tcount[p][TYPE_OF[c]] += 1
            s.size[p] += 2 if c == "monument" else 1
    s.faceup = list(view["faceup"])
    s.steps = tuple(tuple(x) for x in view["steps"])
    s.step = view["step"]
    s.aside_rule = view["aside_rule"]
    s.revealed = dict(view["revealed"])
    s.prev_revealed = tuple(tuple(x) for x in view["prev_revealed"])
    s.called = list(view["called"])
    for key in ("killed", "robbed", "robber", "bewitched", "witch_seat", "warrant_owner", "threat_owner",
                "protected", "rank4_seat", "queen_seat", "rank_i"):
        setattr(s, key, view[key])
    s.warrant_shown = [list(w) for w in view["warrant_shown"]]
    s.threat_shown = [list(t) for t in view["threat_shown"]]
    s.theater = tuple(view["theater"]) if view["theater"] else None
    s.theater_seen = [None] * n
    if view["theater_seen"]:
        s.theater_seen[player] = tuple(view["theater_seen"])
    s.known_hold = [{} for _ in range(n)]
    s.known_hold[player] = dict(view["known_hold"])
    s.sights = [[] for _ in range(n)]
    s.sights[player] = [[i, list(pool)] for i, pool in view["sights"]]

    holder, events, pool, aside = sample_holders(view, player, rng)
    s.holder = holder
    s.events = events
    s.pool = pool
    s.aside = aside if view["aside_waiting"] else None

    # Markers whose secret half this seat may not know (not yet chosen while they are being placed).
    pend = view["pending"]
    placing = pend["kind"] if pend is not None else None
    s.warrants = list(view["warrants"])
    s.signed = view["signed"]
    if s.warrants and s.signed is None and placing not in ("warrant", "sign"):
        shown_signed = [w[0] for w in s.warrant_shown if w[1]]
        blank = {w[0] for w in s.warrant_shown if not w[1]}
        s.signed = shown_signed[0] if shown_signed else rng.choice([c for c in s.warrants if c not in blank])
    s.threats = list(view["threats"])
    s.flowered = view["flowered"]
    if s.threats and s.flowered is None and placing not in ("threat", "flower"):
        shown = [t[0] for t in s.threat_shown if t[1]]
        blank = {t[0] for t in s.threat_shown if not t[1]}
        options = [c for c in s.threats if c not in blank] or s.threats
        s.flowered = shown[0] if shown else rng.choice(options)

    turn = view["on_turn"]
    if turn is not None:
        s.actor, s.char, s.mode = turn["actor"], turn["char"], turn["mode"]
        for flag in TURN_FLAGS:
            setattr(s, flag, turn[flag[2:]])
    else:
        s.actor = s.char = s.mode = None
        for flag in TURN_FLAGS:
            setattr(s, flag, 0 if flag in ("t_builds", "t_beaut", "t_alch") else False)

    # Cards.
    counts = {}
    for c in list(BASIC_DECK) + list(s.uniques):
        counts[c] = counts.get(c, 0) + 1

    def seen(cards):
        for c in cards:
            counts[c] -= 1

    for city in s.cities:
        seen(city)
    hand = list(view["hand"])
    seen(hand)
    seen(view["museum"])
    peek = view["peek"]
    hands = [None] * n
    hands[player] = hand
    if peek is not None and len(peek[1]) == view["hand_sizes"][peek[0]] and peek[0] != player:
        hands[peek[0]] = list(peek[1])
        seen(peek[1])
    limbo = None
    if pend is not None and pend.get("cards") is not None:
        seen(pend["cards"])
    if pend is not None and pend["kind"] in ("wizard_use", "confiscate") and pend.get("card") is not None:
        seen([pend["card"]])
    if min(counts.values(), default=0) < 0:
        raise ValueError("the view does not add up: too many copies of a card")
    unknown = [c for c in sorted(counts) for _ in range(counts[c])]
    rng.shuffle(unknown)
    for p in range(n):
        if hands[p] is None:
            k = view["hand_sizes"][p]
            hands[p] = unknown[len(unknown) - k:] if k else []
            del unknown[len(unknown) - k:]
    s.hands = hands
    s.museum = [[] for _ in range(n)]
    s.museum[player] = list(view["museum"])
    for p in range(n):
        if p != player:
            k = view["museum_sizes"][p]
            s.museum[p] = unknown[len(unknown) - k:] if k else []
            del unknown[len(unknown) - k:]
    if pend is not None:
        kind = pend["kind"]
        if kind in ("keep", "magic", "den"):
            cards = pend["cards"]
            if cards is None:
                cards = unknown[len(unknown) - pend["count"]:]
                del unknown[len(unknown) - pend["count"]:]
            cards = tuple(cards)
        if kind == "keep":
            limbo = ("keep", pend["seat"], cards, pend["source"])
        elif kind in ("magic", "den"):
            limbo = (kind, pend["seat"], cards)
        elif kind in ("warrant", "sign"):
            limbo = (kind, pend["seat"], tuple(s.warrants))
        elif kind in ("threat", "flower"):
            limbo = (kind, pend["seat"], tuple(s.threats))
        elif kind == "wizard_use":
            card = pend["card"]
            if card is None:
                card = unknown.pop()
            limbo = ("wizard_use", pend["seat"], card)
        elif kind == "wizard_take":
            limbo = ("wizard_take", pend["seat"], pend["target"])
        elif kind == "seer":
            limbo = ("seer", pend["seat"], tuple(pend["targets"]))
        elif kind == "cardinal":
            limbo = ("cardinal", pend["seat"], pend["card"], pend["lender"], pend["short"], pend["given"])
        elif kind == "diplomat":
            limbo = ("diplomat", pend["seat"], pend["give"])
        elif kind == "confiscate":
            limbo = ("confiscate", pend["seat"], pend["card"], pend["paid"])
        else:
            limbo = (kind, pend["seat"])
    s.pending = limbo
    if view["over"]:
        # Nothing is secret once the game is over: the view holds every hand, Museum and holder.
        unknown = sorted(unknown + [c for p in range(n) for c in s.hands[p] + s.museum[p]])
        s.hands = [list(h) for h in view["hands"]]
        s.museum = [list(m) for m in view["museums"]]
        s.holder = dict(view["holders"])
        for cards in s.hands + s.museum:
            for c in cards:
                unknown.remove(c)
        rng.shuffle(unknown)
    if len(unknown) != view["deck"]:
        raise ValueError("the view does not add up: wrong number of unseen cards")
    s.deck = unknown
    s.peek = (peek[0], tuple(peek[1])) if peek is not None else None
    if s.peek is None and pend is not None and pend["kind"] == "wizard_use" and pend["from"] is not None:
        # Only the Wizard sees the hand he looked into; who it was is public (and its owner knows the card).
        s.peek = (pend["from"], tuple(sorted(s.hands[pend["from"]])))
    return s
