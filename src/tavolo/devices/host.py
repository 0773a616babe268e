"""What the hosting tab keeps for each seat played on its own device: the connection it is on (or the join code
it waits with), whether the device has said hello, and what it has been sent. `state_for` builds the only thing a
device ever receives about the game: its seat's view, its legal moves, the public moves it has not seen, its own
moves in full, and, once the game is over, the record (nothing is secret any more; a shared link carries it too).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import to_json
from .protocol import PROTOCOL, dumps, move_out

# A seat's connection: "offering" (its join code being made), "waiting" (code shown), "connecting" (a device
# answered), "connected" (the device said hello and holds the seat).
OFFERING, WAITING, CONNECTING, CONNECTED = "offering", "waiting", "connecting", "connected"


@dataclass
class SeatLink:
    seat: int
    link: str = ""           # id of the connection (static/link.js) now serving this seat
    code: str = ""           # the join code of that connection, while no device has answered it
    status: str = OFFERING
    lang: str = "en"         # the device's language, for the refusals it is sent
    sent: int = 0            # how many moves the device has
    last: str = ""           # the last state sent: an identical one is not sent again
    joined_before: bool = False


class HostTable:
    """The seats played on other devices, by seat number; link ids are never reused."""

    def __init__(self, seats):
        self.links = {seat: SeatLink(seat) for seat in seats}
        self.count = 0
        self.shown = min(seats) if seats else None     # whose join code the host shows

    def new_link(self, seat) -> str:
        self.count += 1
        link = self.links[seat]
        link.link, link.code, link.status, link.sent, link.last = f"s{seat}-{self.count}", "", OFFERING, 0, ""
        return link.link

    def by_link(self, link_id) -> SeatLink | None:
        return next((s for s in self.links.values() if s.link == link_id and link_id), None)

    def connected(self, seat) -> bool:
        link = self.links.get(seat)
        return link is not None and link.status == CONNECTED

    def missing(self) -> list:
        return [seat for seat, link in self.links.items() if link.status != CONNECTED]

    def show_next(self) -> None:
        """Show the code of a seat that still waits, the one shown so far if it still does."""
        missing = self.missing()
        if self.shown not in missing:
            self.shown = missing[0] if missing else None


def welcome_for(match, seat, site) -> str:
    seats = match.record.seats
    return dumps("welcome", v=PROTOCOL, site=site, game=match.game.id, gid=str(match.record.meta.get("id", "")),
                 seat=seat, names=[s["name"] for s in seats], bots=[s.get("bot") for s in seats])


def state_for(match, link: SeatLink, waiting) -> tuple[str, str]:
    """The `state` message for `link`'s seat, from the moves it already has (fewer after an undo), and the
    position it tells, as a text that is the same as long as nothing changes for the seat."""
    state, seat = match.state, link.seat
    start = min(link.sent, len(match.moves))
    over = state.is_over
    message = {
        "from": start,
        "moves": [move_out(m) for m in match.moves[start:]],
        "own": {str(i): to_json(match.record.actions[i]) for i in range(start, len(match.moves))
                if match.moves[i].seat == seat},
        "view": state.view(seat),
        "legal": to_json(state.legal_actions()) if state.current_player == seat and not over else [],
        "current": state.current_player, "over": over, "round": state.round, "turn": state.turn,
        "undo": match.undo_block(seat),
        "start": [match.start_scores, to_json(match.start_news)],
        "waiting": list(waiting),
        "record": match.record.to_json() if over else None,
    }
    position = dumps("state", **{**message, "from": len(match.moves), "moves": [], "own": {}})
    return dumps("state", **message), position
