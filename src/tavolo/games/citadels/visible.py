"""What one seat may know of a position (`state_view`), as plain JSON data.

Public: gold, hand sizes, cities (with their size towards completion and the score all can count from them),
the cast, face-up removals, revealed characters, who was called and stayed silent, the markers where the rules
make them public (killed, robbed, bewitched, which characters carry a warrant or a threat), the pending decision
and the turn's counters. Private to the seat: its hand, its characters, what it saw in this round's draft
(`sights`: the pool before each of its picks; its own picks and discards in `events`), a face-down card met in a
7/8-player last pick (inside that sight), the Theater swap it took part in, the signed warrant or flowered threat
it placed, a hand it looked at this turn.

Once the game is over nothing is secret (stated in the rules): every view shows who held each character of the
last round (`holders`, killed ones too), every hand and every Museum's cards, the face-down discards (in `events`),
the signed warrant and the real threat, and the placings.
"""

from __future__ import annotations

from .data import RANK_OF
from .rounds import TURN_FLAGS
from .scoring import public_score


def _ranked(chars):
    return sorted(chars, key=RANK_OF.__getitem__)


def pending_view(s, player):
    pend = s.pending
    if pend is None:
        return None
    kind, seat = pend[0], pend[1]
    mine = player == seat
    out = {"kind": kind, "seat": seat}
    if kind == "keep":
        out["source"] = pend[3]
        out["count"] = len(pend[2])
        out["cards"] = sorted(pend[2]) if mine else None
    elif kind in ("warrant", "threat", "sign", "flower"):
        out["count"] = len(pend[2])
    elif kind in ("magic", "den"):
        out["count"] = len(pend[2])
        out["cards"] = sorted(pend[2]) if mine else None
    elif kind == "wizard_take":
        out["target"] = pend[2]
    elif kind == "wizard_use":
        out["card"] = pend[2] if mine or player == (s.peek[0] if s.peek else None) else None
        out["from"] = s.peek[0] if s.peek else None
    elif kind == "seer":
        out["targets"] = list(pend[2])
    elif kind == "cardinal":
        out.update(card=pend[2], lender=pend[3], short=pend[4], given=pend[5])
    elif kind == "diplomat":
        out["give"] = pend[2]
    elif kind == "confiscate":
        out.update(card=pend[2], paid=pend[3], builder=s.actor)
    return out


def state_view(s, player):
    n = s.num_players
    me = player
    over = s.over
    events = []
    for kind, seat, c in s.events:
        shown = over or kind == "up" or (me is not None and seat == me)
        events.append([kind, seat, c if shown else None])
    turn = None
    if s.phase == "turn" and s.actor is not None:
        turn = {"actor": s.actor, "char": s.char, "mode": s.mode}
        for flag in TURN_FLAGS:
            turn[flag[2:]] = getattr(s, flag)
    view = {
        "game": s.game.id,
        "players": n,
        "viewer": me,
        "options": dict(s.options),
        "round": s.round_no,
        "phase": s.phase,
        "over": s.over,
        "current": s.current_player,
        "cast": list(s.cast),
        "uniques": list(s.uniques),
        "threshold": s.threshold,
        "sizes": s.size[:],                   # districts counted towards completion (the Monument counts 2)
        "points": [public_score(s, p) for p in range(n)],     # what all can count (no Secret Vault in hand)
        "crown": s.crown,
        "gold": s.gold[:],
        "hand_sizes": [len(h) for h in s.hands],
        "hand": sorted(s.hands[me]) if me is not None else [],
        "cities": [c[:] for c in s.cities],
        "arts": [a[:] for a in s.arts],
        "museum_sizes": [len(m) for m in s.museum],
        "museum": s.museum[me][:] if me is not None else [],
        "deck": len(s.deck),
        "tax_token": s.tax_token,
        "first_complete": s.first_complete,
        "last_round": s.last_round,
        "faceup": list(s.faceup),
        "steps": [[k, p] for k, p in s.steps],
        "step": s.step,
        "events": events,
        "pool_size": len(s.pool),
        "pool": list(s.pool) if s.phase == "draft" and me is not None and s.current_player == me else None,
        "aside_rule": s.aside_rule,
        "aside_waiting": s.aside is not None,
        "sights": [[i, list(pool)] for i, pool in s.sights[me]] if me is not None else [],
        "mine": _ranked(c for c, p in s.holder.items() if p == me) if me is not None else [],
        "revealed": {c: p for c, p in s.revealed.items()},
        "prev_revealed": [list(x) for x in s.prev_revealed],
        "called": list(s.called),
        "killed": s.killed,
        "robbed": s.robbed,
        "robber": s.robber,
        "bewitched": s.bewitched,
        "witch_seat": s.witch_seat,
        "warrants": _ranked(s.warrants),
        "warrant_owner": s.warrant_owner,
        "signed": s.signed if over or (me is not None and me == s.warrant_owner) else None,
        "warrant_shown": [w[:] for w in s.warrant_shown],
        "threats": _ranked(s.threats),
        "threat_owner": s.threat_owner,
        "flowered": s.flowered if over or (me is not None and me == s.threat_owner) else None,
        "threat_shown": [t[:] for t in s.threat_shown],
        "protected": s.protected,
        "rank4_seat": s.rank4_seat,
        "queen_seat": s.queen_seat,
        "rank_i": s.rank_i,
        "theater": list(s.theater) if s.theater else None,
        "theater_seen": list(s.theater_seen[me]) if me is not None and s.theater_seen[me] else None,
        "known_hold": dict(s.known_hold[me]) if me is not None else {},
        "on_turn": turn,
        "turn": s.turn_no,
        "pending": pending_view(s, me),
        "peek": [s.peek[0], list(s.peek[1])] if s.peek is not None and me == s.actor else None,
    }
    if over:
        view["scores"] = s.scores()
        view["breakdown"] = [[list(part) for part in parts] for parts in s.score_breakdown()]
        view["winners"] = s.winners()
        view["placings"] = s.placings().to_json()
        view["holders"] = dict(s.holder)
        view["hands"] = [sorted(h) for h in s.hands]
        view["museums"] = [m[:] for m in s.museum]
    return view
