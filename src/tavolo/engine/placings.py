"""Placings: who finished where, ties on points broken as each game's rules say (`State.placings`)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Tie:
    """Seats that ended on the same points, from `place` on. `ahead`: the ones the game's tie-break put first (all of
    `seats` when it did not separate them, or the game has none: they share the place); `key` and `params` say why
    in the game's words (key None when nothing was broken)."""

    seats: tuple
    points: object
    place: int
    ahead: tuple
    key: str | None = None
    params: dict = field(default_factory=dict, hash=False)

    @property
    def broken(self) -> bool:
        return len(self.ahead) < len(self.seats)

    def to_json(self) -> dict:
        return {"seats": list(self.seats), "points": self.points, "place": self.place, "ahead": list(self.ahead),
                "key": self.key, "params": dict(self.params)}


@dataclass(frozen=True)
class Placings:
    """The seats in finishing order, each with its place (tied seats share one and the next place skips them:
    1, 2, 2, 4), and every tie on points with how it was settled, in the order of the places."""

    order: tuple            # ((seat, place), ...), best first
    ties: tuple = ()        # of Tie

    def place_of(self, seat: int) -> int:
        return dict(self.order)[seat]

    def shared(self, seat: int) -> bool:
        """`seat` shares its place with another."""
        place = self.place_of(seat)
        return sum(1 for _, p in self.order if p == place) > 1

    def first(self) -> list:
        """The seats in first place, in seat order."""
        return sorted(seat for seat, place in self.order if place == 1)

    def to_json(self) -> dict:
        return {"order": [[seat, place] for seat, place in self.order], "ties": [t.to_json() for t in self.ties]}


def rank_seats(scores, tie_break=None) -> Placings:
    """Places by score, highest first. Within points, `tie_break(seat)` ((value, key, params) or None) orders the
    tied seats, higher value first, as far as it tells them apart; seats it cannot tell apart share a place."""
    by_score = sorted(range(len(scores)), key=lambda seat: -scores[seat])      # stable: seat order among equals
    order, ties = [], []
    i = 0
    while i < len(by_score):
        points = scores[by_score[i]]
        group = [seat for seat in by_score[i:] if scores[seat] == points]
        place = i + 1
        i += len(group)
        breaks = {seat: tie_break(seat) for seat in group} if tie_break and len(group) > 1 else {}
        rest = group
        while len(rest) > 1:
            if any(breaks.get(seat) is None for seat in rest):
                break
            top = max(breaks[seat][0] for seat in rest)
            ahead = [seat for seat in rest if breaks[seat][0] == top]
            if len(ahead) == len(rest):
                break
            _, key, params = breaks[ahead[0]]
            ties.append(Tie(tuple(rest), points, place, tuple(ahead), key, dict(params)))
            order += [(seat, place) for seat in ahead]
            place += len(ahead)
            rest = [seat for seat in rest if seat not in ahead]
        if len(rest) > 1:
            ties.append(Tie(tuple(rest), points, place, tuple(rest)))
        order += [(seat, place) for seat in rest]
    return Placings(tuple(order), tuple(ties))
