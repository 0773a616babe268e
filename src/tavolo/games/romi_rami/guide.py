"""Romi Rami's guided first game (see tavolo/play/guide.py for the contract).

The suggestions are greedy and read the view alone, with the bots' own judgement (`judgement.hand_value`,
`trophy_values`, `bots.quick_plan`, `bots.candidates`): a take is judged by what the turn could complete with it
plus what the rest of the hand is worth; a completion by its points, bonus cards and trophy leads plus what the
hand keeps; a discard drops the cards the hand misses least.
"""

from __future__ import annotations

from ...catalogs import Words
from ...i18n import tr
from .bots import candidates, least_costly_discard, quick_plan
from .data import CONTRACTS, END_TARGET, TROPHIES
from .judgement import STRONG, VECTORS, hand_value, trophy_counts, trophy_values
from .text import TEXT, cards_text, contract_words, points_text, trophy_text, words_list

# Two players: the least waiting for bots, and every trophy goes to one of the two unless they tie. The seed is
# one in which, following the suggestions, every lesson comes up on its own turn or so (tests/romi_rami).
DEAL = {"seats": 2, "seed": 1155,
        "options": {"first_player": "seat", "bonus_piles": "hidden", "same_number": "allowed",
                    "contract_refill": "end", "market_out": "now"},
        "bots": "easy"}

# In the order of the rules: the turn (take, complete, suit bonus, star, hand size), the end, the scoring.
LESSONS = ("market", "contracts", "suit_bonus", "star", "hand_limit", "end", "trophies")

TABLE = Words("romi-rami", "guide", counts={"final_seat": "total", "final_seat_star_used": "total",
                                           "final_win": "total", "final_win_tie": "total",
                                           "final_shared": "total"})

# The strong bots' weights without counting cards: a beginner's sensible greed (suit bonus and trophies count,
# the star is kept for a contract worth its keep).
JUDGE = STRONG
LAST_STAR = 1.0              # on the person's last turn the star is worth only its point
END_NEAR = 2                 # the end is taught when someone is this many contracts from triggering it


# ---- what matters here ---------------------------------------------------------------------------------------
def _suited(action) -> bool:
    return action[0] == "complete" and any(code[1] == CONTRACTS[action[1]].suit for code in action[2])


def lessons(view, legal, story) -> list:
    me = view["viewer"]
    kinds = {action[0] for action in legal}
    others = [action for kind, seat, action in story if kind == "move" and seat != me]
    done_by_others = [a for a in others if a[0] == "complete"]
    found = set()
    if "take" in kinds:
        found.add("market")
    if view["phase"] == "complete" or done_by_others:
        found.add("contracts")
    if any(_suited(a) for a in legal) or any(_suited(a) for a in done_by_others) or view["bonus_cards"]:
        found.add("suit_bonus")
    if any(a[0] == "complete" and a[3] for a in legal) or any(view["star_used"]):
        found.add("star")
    if "discard" in kinds:
        found.add("hand_limit")
    if any(count for t in view["trophies"] for count in t["counts"]):
        found.add("trophies")
    if view["over"] or view["end_triggered"] or max(map(len, view["completed"])) >= view["target"] - END_NEAR:
        found.add("end")
    return [lesson for lesson in LESSONS if lesson in found]


# ---- the suggestion ------------------------------------------------------------------------------------------
def _missing(hand, cid, same) -> int:
    """The fewest cards `hand` lacks for `cid` (suits aside)."""
    have = [0] * 5
    for code in hand:
        have[ord(code[0]) - 49] += 1
    return min(sum(max(0, v[i] - have[i]) for i in range(5)) for v in VECTORS[same][cid])


def _remove(hand, cards) -> tuple:
    rest = list(hand)
    for code in cards:
        rest.remove(code)
    return tuple(rest)


class _Seat:
    """What the suggestion reads from the view, once."""

    def __init__(self, view):
        me = view["viewer"]
        self.me = me
        self.hand = tuple(view["hand"])
        self.contracts = tuple(view["contracts"])
        self.star_free = not view["star_used"][me]
        self.same = view["options"]["same_number"] == "allowed"
        self.piles = [list(p) for p in view["completed"]]
        self.trophies = tuple(t["id"] for t in view["trophies"])
        self.base = trophy_values(self.piles, self.trophies)[me]
        self.last = view["end_triggered"]          # the round then ends before anyone plays again
        self.left_to_end = view["target"] - len(self.piles[me])

    def trophy_gain(self, done) -> float:
        piles = list(self.piles)
        piles[self.me] = piles[self.me] + list(done)
        return trophy_values(piles, self.trophies)[self.me] - self.base

    def later(self, hand, contracts, star_free, done=()) -> float:
        """What a hand and the star are still worth; nothing but the star's point once the seat plays no more."""
        if self.last or len(done) >= self.left_to_end:
            return LAST_STAR if star_free else 0.0
        return JUDGE.future * hand_value(hand, contracts, star_free, self.same, False, JUDGE) + \
            (JUDGE.star_keep if star_free else 0.0)


def suggest(view, legal):
    kind = legal[0][0]
    if kind == "take":
        return _suggest_take(_Seat(view), legal)
    if kind == "discard":
        return _suggest_discard(_Seat(view), legal)
    return _suggest_complete(_Seat(view), legal)


def _suggest_take(seat, legal):
    best = None
    judge = JUDGE._replace(star_cost=LAST_STAR) if seat.last else JUDGE
    for action in legal:
        new = tuple(sorted(seat.hand + action[1]))
        gained, done, rest, free = quick_plan(new, seat.contracts, seat.star_free, seat.same, judge)
        left = tuple(c for c in seat.contracts if c not in done)
        value = gained + (seat.trophy_gain(done) if done else 0.0) + seat.later(rest, left, free, done)
        if best is None or value > best[0]:
            best = (value, action, new)
    _, action, new = best
    cards = {"cards": action[1]}
    # Name the contract the next step will suggest, so that the two reasons agree.
    before, seat.hand = seat.hand, new
    after = _suggest_complete(seat, None)[0]
    if after[0] == "complete":
        return action, "why_take_complete", {**cards, "contract": after[1]}
    offered = [c for c in seat.contracts if c is not None]
    gains = [(_missing(before, c, seat.same) - _missing(new, c, seat.same), -_missing(new, c, seat.same),
              CONTRACTS[c].points, c) for c in offered]
    if gains and max(gains)[0] > 0:
        return action, "why_take_toward", {**cards, "contract": max(gains)[3]}
    return action, "why_take_hand", cards


def _suggest_complete(seat, legal):
    """The best completion now, or done (`legal` None: a hand the seat would hold after a take)."""
    done_value = seat.later(seat.hand, seat.contracts, seat.star_free)
    best, nearest = None, None
    for cid in seat.contracts:
        if cid is None:
            continue
        c = CONTRACTS[cid]
        for cards, star, bonus in candidates(seat.hand, cid, seat.star_free, seat.same):
            action = ("complete", cid, cards, star)
            if legal is not None and action not in legal:
                continue
            free = seat.star_free and not star
            left = tuple(x for x in seat.contracts if x != cid)
            value = c.points + bonus + seat.trophy_gain((cid,)) + seat.later(_remove(seat.hand, cards), left,
                                                                             free, (cid,))
            if nearest is None or value > nearest[0]:
                nearest = (value, action, bonus)
            if value > done_value and (best is None or value > best[0]):
                best = (value, action, bonus)
    if best is None:
        if nearest is None:
            return ("done",), "why_done_nothing", {}
        action = nearest[1]
        return ("done",), "why_done_star" if action[3] else "why_done_keep", {"contract": action[1]}
    _, action, bonus = best
    params = {"contract": action[1], "cards": action[2]}
    if action[3]:
        return action, "why_complete_star", params
    trophy = _trophy_won(seat, action[1])
    if trophy:
        return action, "why_complete_trophy", {**params, "trophy": trophy}
    if bonus:
        return action, "why_complete_bonus", {**params, "n": bonus}
    return action, "why_complete", params


def _trophy_won(seat, cid):
    """A trophy the seat would lead alone with `cid`, not leading it alone before."""
    after = list(seat.piles)
    after[seat.me] = after[seat.me] + [cid]
    for tid in seat.trophies:
        t = TROPHIES[tid]
        before_counts, counts = trophy_counts(t, seat.piles), trophy_counts(t, after)
        if _leader(counts) == seat.me and _leader(before_counts) != seat.me:
            return tid
    return None


def _leader(counts):
    best = max(counts)
    return counts.index(best) if best and counts.count(best) == 1 else None


def _suggest_discard(seat, legal):
    action = least_costly_discard(seat.hand, seat.contracts, seat.star_free, seat.same, JUDGE)
    action = action if action in legal else legal[0]
    return action, "why_discard", {"cards": action[1]}


# ---- words ---------------------------------------------------------------------------------------------------
def lesson(lesson_id, lang):
    params = {"n": END_TARGET[DEAL["seats"]]} if lesson_id == "end" else {}
    return tr(TABLE, f"{lesson_id}.title", lang), tr(TABLE, f"{lesson_id}.text", lang, **params)


def why(reason, params, lang, names):
    words = dict(params)
    if "cards" in words:
        words["cards"] = cards_text(words["cards"], lang)
    if "contract" in words:
        words["contract"] = contract_words(words["contract"], lang)
    if "trophy" in words:
        words["what"] = trophy_text(TROPHIES[words.pop("trophy")], lang)
    return tr(TABLE, reason, lang, **words)


def final(view, lang, names):
    if not view["over"]:
        return []
    scores, piles = view["scores"], view["bonus_piles"]
    lines = [tr(TEXT, "ui_ended_market" if view["end_reason"] == "market" else "ui_ended", lang)]
    winners = view["winners"]
    top = scores[winners[0]]
    if len(winners) > 1:
        lines.append(tr(TABLE, "final_shared", lang, names=words_list([names[s] for s in winners], lang),
                        total=top, n=len(piles[winners[0]])))
    else:
        tied = [s for s in range(view["players"]) if scores[s] == top and s not in winners]
        if tied:
            lines.append(tr(TABLE, "final_win_tie", lang, name=names[winners[0]], total=top,
                            names=words_list([names[s] for s in tied], lang), n=len(piles[winners[0]])))
        else:
            lines.append(tr(TABLE, "final_win", lang, name=names[winners[0]], total=top))
    for seat, parts in enumerate(view["breakdown"]):
        part = dict(parts)
        key = "final_seat" if part["star"] else "final_seat_star_used"
        lines.append(tr(TABLE, key, lang, name=names[seat], total=scores[seat], n=part["contracts"],
                        m=part["trophies"], count=part["suit_bonus"]))
    for t in view["trophies"]:
        trophy = TROPHIES[t["id"]]
        words = {"what": trophy_text(trophy, lang), "points": points_text(trophy.points, lang)}
        best = max(t["counts"])
        if t["leader"] is not None:
            lines.append(tr(TABLE, f"final_trophy_{trophy.kind}", lang, name=names[t["leader"]], n=best, **words))
        elif best:
            lines.append(tr(TABLE, "final_trophy_tied", lang, n=best, **words))
        else:
            lines.append(tr(TABLE, "final_trophy_none", lang, **words))
    return lines
