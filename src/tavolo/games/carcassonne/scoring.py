"""Scoring: features completed by a tile (with the Cult's challenges), and the final scoring with farmers.

Each function works on a state (`board`, `points`, `supply`, `options`) and records what it scored in
`state.scored` as events: {"turn", "kind", "tiles", "points", "seats", "complete"} (and "lost" for a
building that lost a challenge), which the board shows and the tests read.
"""

from __future__ import annotations

from .data import AROUND

CATEGORIES = ("roads", "cities", "monasteries", "shrines", "fields")
CATEGORY = {"road": 0, "city": 1, "monastery": 2, "shrine": 3, "field": 4}


def majority(board, nodes) -> list:
    """The seats with the most followers among `nodes` (all of them on a tie); [] when nobody is there."""
    counts = {}
    owner = board.owner
    for node in nodes:
        seat = owner[node]
        if seat >= 0:
            counts[seat] = counts.get(seat, 0) + 1
    if not counts:
        return []
    best = max(counts.values())
    return sorted(seat for seat, n in counts.items() if n == best)


def feature_value(state, root: int, complete: bool) -> int:
    board = state.board
    kind = board.kind[root]
    if kind == "road":
        return len(board.cover[root])
    if kind == "city":
        tiles = len(board.cover[root])
        pennants = board.pennants[root]
        if not complete:
            return tiles + pennants
        if tiles == 2 and state.options["small_city"] == "2":
            return tiles + pennants
        return 2 * (tiles + pennants)
    # a monastery or a shrine
    pos = board.node_pos[root]
    return 9 if complete else 1 + board.filled_around(pos)


def _event(state, kind, root, points, seats, complete, **extra):
    board = state.board
    event = {"turn": state.turn_no, "kind": kind, "tiles": sorted([x, y] for x, y in board.cover[root]),
             "points": points, "seats": seats, "complete": complete}
    event.update(extra)
    state.scored.append(event)
    state.news.append(event)            # told with the move that scored it (the log, the live region)


def score_feature(state, root: int, complete: bool) -> None:
    """Score a road, city or building for its majority, then send its followers home."""
    board = state.board
    occupants = board.occupants[root]
    if not occupants:
        return
    seats = majority(board, occupants)
    points = feature_value(state, root, complete)
    kind = board.kind[root]
    column = CATEGORY[kind]
    for seat in seats:
        state.points[seat][column] += points
    _event(state, kind, root, points, seats, complete)
    send_home(state, root)


def send_home(state, root: int) -> None:
    for seat in state.board.vacate(root):
        state.supply[seat] += 1


def score_placement(state, pos) -> None:
    """Everything the tile at `pos` completed: roads, cities, then monasteries and shrines with challenges."""
    board = state.board
    find = board.find
    seen = set()
    for node in board.nodes_of(pos):
        if board.kind[node] in ("road", "city"):
            root = find(node)
            if root not in seen:
                seen.add(root)
                if board.open[root] == 0:
                    score_feature(state, root, True)
    # Buildings: the tile's own and those around it that this tile completed.
    x, y = pos
    done = []
    monastics = board.monastics
    for q in [pos] + [(x + dx, y + dy) for dx, dy in AROUND]:
        if q in monastics and board.filled_around(q) == 8:
            done.append(q)
    if not done:
        return
    # A completed, occupied building beats an occupied neighbour of the other kind that is not complete:
    # the loser's followers go home with nothing. Completed by the same tile: both score.
    losers = []
    for q in done:
        node = monastics[q]
        if not board.occupants[node]:
            continue
        for o in board.opposite_neighbours(q):
            if o not in done and board.occupants[monastics[o]] and o not in losers:
                losers.append(o)
    for q in done:
        score_feature(state, monastics[q], True)
    for o in losers:
        node = monastics[o]
        _event(state, "challenge", node, 0, majority(board, board.occupants[node]), False,
               lost=[o[0], o[1]], building=board.kind[node])
        send_home(state, node)


def final_scoring(state) -> None:
    """Incomplete roads, cities and buildings with followers, then the fields."""
    board = state.board
    find = board.find
    roots = sorted({find(n) for n in board.held})
    for root in roots:
        if board.kind[root] != "field":
            score_feature(state, root, False)
    farms = [r for r in roots if board.kind[r] == "field"]
    FARMERS[state.options["farmers"]](state, farms)


def _completed_cities(board, field_root) -> list:
    return sorted(r for r in board.field_cities(field_root) if board.open[r] == 0)


def _field_event(state, root, points, seats, cities):
    _event(state, "field", root, points, seats, False, cities=len(cities))


def farmers_current(state, farms) -> None:
    """Each field pays its farmer majority 3 per completed city it touches (each city once per field)."""
    board = state.board
    for root in farms:
        seats = majority(board, board.occupants[root])
        cities = _completed_cities(board, root)
        points = 3 * len(cities)
        for seat in seats:
            state.points[seat][4] += points
        _field_event(state, root, points, seats, cities)


def farmers_second(state, farms) -> None:
    """As today's rule, but a seat collects for a given city only once, however many fields it wins."""
    board = state.board
    paid = {}
    for root in farms:
        seats = majority(board, board.occupants[root])
        cities = _completed_cities(board, root)
        for seat in seats:
            new = [c for c in cities if (seat, c) not in paid]
            for c in new:
                paid[(seat, c)] = True
            state.points[seat][4] += 3 * len(new)
        _field_event(state, root, 3 * len(cities), seats, cities)


def farmers_first(state, farms) -> None:
    """City by city: the seats with most farmers in all the fields touching a completed city get 4."""
    board = state.board
    fields_of = {}
    for root in farms:
        for city in _completed_cities(board, root):
            fields_of.setdefault(city, []).append(root)
    for city in sorted(fields_of):
        nodes = [n for root in fields_of[city] for n in board.occupants[root]]
        seats = majority(board, nodes)
        for seat in seats:
            state.points[seat][4] += 4
        _event(state, "farm_city", city, 4, seats, True)


def farmers_off(state, farms) -> None:
    return None


FARMERS = {"current": farmers_current, "2nd": farmers_second, "1st": farmers_first, "off": farmers_off}
