"""The round: the selection phase (removals, the draft for every seat count, the Theater), the calling of
ranks, the start and end of each turn, and the end of the round (heirs, the advisor, the Queen, the end).

The draft is a script of steps worked out when the round starts: ("pick" | "drop", seat) are choices,
("rand" | "left", None) are done by the game. Every step adds an event [kind, seat, character] to
`s.events`; a seat's `sights` record the pool it saw before each of its picks. Together they are what a
seat knows of where the characters went (see sampling.py).
"""

from __future__ import annotations

from .city import draw
from .data import CHARACTERS, FACE_UP, RANK_OF

MAX_ROUNDS = 40          # a safeguard: no real game gets near it (decided, stated in the rules)


def by_rank(chars):
    return sorted(chars, key=RANK_OF.__getitem__)


def order_from(s, first):
    return [(first + i) % s.num_players for i in range(s.num_players)]


def start_round(s):
    n = s.num_players
    s.round_no += 1
    # Who revealed which character in the round just ended (public), for the board's "last round" line.
    s.prev_revealed = tuple(sorted(getattr(s, "revealed", {}).items(), key=lambda item: RANK_OF[item[0]]))
    s.phase = "draft"
    s.holder = {}
    s.faceup = []
    s.events = []
    s.sights = [[] for _ in range(n)]
    s.known_hold = [{} for _ in range(n)]
    s.theater = None          # (owner, target) once a Theater swap was made: public
    s.theater_seen = [None] * n   # (gave, got) for the two seats involved
    s.revealed = {}
    s.called = []
    s.killed = s.robbed = s.bewitched = None
    s.robber = s.witch_seat = None
    s.warrants = []
    s.signed = None
    s.warrant_owner = None
    s.warrant_shown = []
    s.threats = []
    s.flowered = None
    s.threat_owner = None
    s.threat_shown = []
    s.protected = None
    s.rank4_seat = None
    s.queen_seat = None
    s.pending = None
    s.actor = None
    s.char = None
    s.mode = None
    s.peek = None
    s.rank_i = -1
    s.aside = None
    s.aside_rule = False
    reset_turn(s)
    chars = list(s.cast)
    rng = s.rng
    rng.shuffle(chars)
    order = order_from(s, s.crown)
    steps = []
    events = s.events
    if n == 2:
        events.append(["down", None, chars.pop()])
        a, b = order
        steps = [("pick", a), ("pick", b), ("drop", b), ("pick", a), ("drop", a), ("pick", b), ("drop", b)]
    elif n == 3:
        events.append(["down", None, chars.pop()])
        steps = [("pick", p) for p in order] + [("rand", None)] + [("pick", p) for p in order] + [("left", None)]
    else:
        up = FACE_UP[(n, len(s.cast))]
        while len(s.faceup) < up:
            c = chars.pop()
            if RANK_OF[c] == 4:          # never face up: draw a replacement, shuffle the rank-4 card back
                replacement = chars.pop()
                chars.insert(rng.randrange(len(chars) + 1), c)
                c = replacement
            s.faceup.append(c)
            events.append(["up", None, c])
        down = chars.pop()
        if len(chars) == n:              # 7 players with 8 characters, 8 with 9: the last pick sees it
            s.aside = down
            s.aside_rule = True
            steps = [("pick", p) for p in order[:-1]] + [("lastpick", order[-1]), ("left", None)]
        else:
            events.append(["down", None, down])
            steps = [("pick", p) for p in order] + [("left", None)]
    s.faceup = by_rank(s.faceup)
    s.news.append(("round", s.round_no))
    for c in s.faceup:
        s.news.append(("faceup", c))
    s.pool = by_rank(chars)
    s.steps = steps
    s.step = 0
    run_auto_steps(s)


def run_auto_steps(s):
    """Do the game's own draft steps, then stop at the next choice (or end the selection)."""
    while s.step < len(s.steps):
        kind, seat = s.steps[s.step]
        if kind == "rand":
            c = s.pool.pop(s.rng.randrange(len(s.pool)))
            s.events.append(["rand", None, c])
        elif kind == "left":
            for c in s.pool:
                s.events.append(["left", None, c])
            s.pool = []
        elif kind == "lastpick" and s.aside is not None:
            s.pool = by_rank(s.pool + [s.aside])
            s.aside = None
            s.turn_no += 1
            return
        else:
            s.turn_no += 1            # a seat's go: it picks (or drops) a character
            return
        s.step += 1
    end_selection(s)


def draft_pick(s, kind, c):
    seat = s.steps[s.step][1]
    if kind == "pick":
        s.sights[seat].append([len(s.events), list(s.pool)])
        s.holder[c] = seat
        s.events.append(["pick", seat, c])
    else:
        s.events.append(["drop", seat, c])
    s.pool.remove(c)
    s.step += 1
    run_auto_steps(s)


def end_selection(s):
    """The Theater owner may swap a character blind, then the ranks are called."""
    for seat in range(s.num_players):
        if "theater" in s.cities[seat]:
            s.phase = "theater"
            s.pending = ("theater", seat)
            return
    start_calls(s)


def theater_swap(s, owner, give, target):
    """Swap `give` (the owner's) with one of the target's characters (at random if he holds two)."""
    theirs = by_rank(c for c, p in s.holder.items() if p == target)
    got = theirs[0] if len(theirs) == 1 else theirs[s.rng.randrange(len(theirs))]
    s.holder[give] = target
    s.holder[got] = owner
    s.theater = (owner, target)
    s.theater_seen[owner] = (give, got)
    s.theater_seen[target] = (got, give)        # from the target's side: what he lost, what he got
    s.known_hold[owner][give] = target
    s.known_hold[target][got] = owner


def start_calls(s):
    s.phase = "turn"
    s.pending = None
    s.rank_i = -1
    call_next(s)


def call_next(s):
    """Call the next rank: nobody answers (absent or killed: silent) or its holder plays a turn."""
    cast = s.cast
    while s.rank_i + 1 < len(cast):
        s.rank_i += 1
        c = cast[s.rank_i]
        seat = s.holder.get(c)
        if seat is None or c == s.killed:
            s.called.append(c)
            if c == s.killed:
                s.news.append(("skipped", c))
            else:
                s.news.append(("absent", c))
                if c == s.bewitched:
                    s.news.append(("no_resume", s.witch_seat, c))
            continue
        start_turn(s, seat, c, "bewitched" if c == s.bewitched else "normal")
        return
    end_round(s)


# The per-turn state of the character playing (cleared at each turn).
TURN_FLAGS = ("t_gathered", "t_ability", "t_income", "t_builds", "t_paid", "t_lab", "t_smithy", "t_museum",
              "t_beaut", "t_alch", "t_must_crown", "t_threat")


def reset_turn(s, gathered=False):
    s.t_gathered = gathered
    s.t_ability = False
    s.t_income = False
    s.t_builds = 0
    s.t_paid = False
    s.t_lab = s.t_smithy = s.t_museum = False
    s.t_beaut = 0
    s.t_alch = 0
    s.t_must_crown = False
    s.t_threat = False


def start_turn(s, seat, c, mode):
    s.turn_no += 1
    s.actor = seat
    s.char = c
    s.mode = mode
    s.pending = None
    s.peek = None
    reset_turn(s, mode == "resume")
    news = s.news
    if mode != "resume":
        s.revealed[c] = seat
        news.append(("reveal", seat, c))
        if c == s.robbed and s.robber is not None:
            news.append(("robbed", s.robber, seat, s.gold[seat]))
            s.gold[s.robber] += s.gold[seat]
            s.gold[seat] = 0
        if RANK_OF[c] == 4:
            s.rank4_seat = seat
            if c in ("king", "patrician"):
                s.crown = seat
                news.append(("crown", seat, c, seat))
    else:
        news.append(("resume", seat, c))
    if mode == "bewitched":
        return
    if c == "emperor":
        s.t_must_crown = any(p != seat and p != s.crown for p in range(s.num_players))
    elif c == "bishop":
        s.protected = seat
    if c == "queen":
        s.queen_seat = seat
    if mode == "resume":
        gathering_extras(s)
        queen_gold(s)
    else:
        s.t_threat = c in s.threats
        if not s.t_threat:
            queen_gold(s)


def queen_gold(s):
    """The Queen's 3 gold beside the seat that revealed the rank-4 character (a threatened Queen waits)."""
    if s.char != "queen":
        return
    seat, r4 = s.actor, s.rank4_seat
    if r4 is not None and r4 != seat and (r4 - seat) % s.num_players in (1, s.num_players - 1):
        s.gold[seat] += 3
        s.news.append(("queen", seat, 3, r4))


def gathering_extras(s):
    """The Merchant's +1 gold and the Architect's +2 cards, whichever resource was gathered."""
    if s.char == "merchant":
        s.gold[s.actor] += 1
        s.news.append(("bonus", s.actor, "merchant", 1, 0))
    elif s.char == "architect":
        drawn = draw(s, 2)
        s.hands[s.actor].extend(drawn)
        s.news.append(("bonus", s.actor, "architect", 0, len(drawn)))


def after_gather(s):
    if s.mode == "bewitched":
        # The turn ends at once; the Witch resumes as this character.
        start_turn(s, s.witch_seat, s.char, "resume")
        return
    if s.t_threat:
        # No ability until the threat is settled: the extra income waits (threat_settled).
        s.pending = ("bribe", s.actor)
        return
    gathering_extras(s)
    if s.char == "witch":
        s.pending = ("bewitch", s.actor)


def threat_settled(s):
    """The threat is paid off, revealed or let go: the abilities' income comes now."""
    s.t_threat = False
    gathering_extras(s)
    queen_gold(s)


def finish_turn(s):
    """End-of-turn effects in order: Poor House, Alchemist refund, Park; then the next rank."""
    seat = s.actor
    city = s.cities[seat]
    news = s.news
    if "poor_house" in city and s.gold[seat] == 0:
        s.gold[seat] += 1
        news.append(("poor_house", seat, 1))
    if s.char == "alchemist" and s.t_alch:
        s.gold[seat] += s.t_alch
        news.append(("alchemist", seat, s.t_alch))
    if "park" in city and not s.hands[seat]:
        drawn = draw(s, 2)
        s.hands[seat].extend(drawn)
        news.append(("park", seat, len(drawn)))
    call_next(s)


def end_round(s):
    s.actor = None
    s.char = None
    s.mode = None
    s.peek = None
    k = s.killed
    if k is not None and RANK_OF[k] == 4 and k in s.holder:
        heir = s.holder[k]
        s.revealed[k] = heir
        s.rank4_seat = heir
        s.news.append(("killed_revealed", heir, k))
        if k == "emperor":
            if any(p != heir and p != s.crown for p in range(s.num_players)):
                s.phase = "advisor"
                s.pending = ("advisor", heir)
                return
        else:
            s.crown = heir
            s.news.append(("crown", heir, "heir", heir))
    close_round(s)


def close_round(s):
    s.pending = None
    k = s.killed
    if k is not None and RANK_OF[k] == 4 and k in s.holder and s.queen_seat is not None:
        q, r4 = s.queen_seat, s.holder[k]
        if r4 != q and (r4 - q) % s.num_players in (1, s.num_players - 1):
            s.gold[q] += 3
            s.news.append(("queen", q, 3, r4))
    if s.last_round or s.round_no >= MAX_ROUNDS:
        s.phase = "over"
        s.over = True
        return
    start_round(s)


def character_rank(c):
    return CHARACTERS[c].rank
