"""An independent, slow scorer for the tests: it rebuilds each feature by a flood fill over the whole map
after every turn (the engine never does), then scores by the rules, Cult and farmers included."""

from tavolo.games.carcassonne.data import AROUND, ROTATED, STEP

CATS = ("roads", "cities", "monasteries", "shrines", "fields")


def component(board, start):
    """Every (pos, feature index) joined to `start`, and whether a city/road has no open edge."""
    seen = {start}
    todo = [start]
    closed = True
    while todo:
        pos, i = todo.pop()
        letter, rot = board[pos]
        f = ROTATED[letter][rot].features[i]
        links = []
        for d in f.edges:
            q = (pos[0] + STEP[d][0], pos[1] + STEP[d][1])
            if q in board:
                links.append((q, ROTATED[board[q][0]][board[q][1]].edge_feature[(d + 2) % 4]))
            else:
                closed = False
        for p in f.ports:
            d, half = divmod(p, 2)
            q = (pos[0] + STEP[d][0], pos[1] + STEP[d][1])
            if q in board:
                links.append((q, ROTATED[board[q][0]][board[q][1]].port_feature[2 * ((d + 2) % 4) + 1 - half]))
        for node in links:
            if node not in seen:
                seen.add(node)
                todo.append(node)
    return seen, closed


def around(board, pos):
    return sum(1 for dx, dy in AROUND if (pos[0] + dx, pos[1] + dy) in board)


def kind_of(board, node):
    pos, i = node
    letter, rot = board[pos]
    return ROTATED[letter][rot].features[i].kind


def winners(followers, nodes):
    counts = {}
    for node in nodes:
        if node in followers:
            counts[followers[node]] = counts.get(followers[node], 0) + 1
    if not counts:
        return []
    best = max(counts.values())
    return [s for s, n in counts.items() if n == best]


def value(board, nodes, kind, complete, options):
    tiles = len({pos for pos, _ in nodes})
    if kind == "road":
        return tiles
    if kind == "city":
        pennants = sum(1 for pos, i in nodes if ROTATED[board[pos][0]][board[pos][1]].features[i].pennant)
        if complete and not (tiles == 2 and options["small_city"] == "2"):
            return 2 * (tiles + pennants)
        return tiles + pennants
    pos = next(iter(nodes))[0]
    return 9 if complete else 1 + around(board, pos)


def rescore(order, actions, seats, options):
    """Scores per seat and category from the placed tiles (in order) and the turn-ending actions."""
    points = [[0] * 5 for _ in range(seats)]
    col = {"road": 0, "city": 1, "monastery": 2, "shrine": 3, "field": 4}
    board = {(order[0][1], order[0][2]): (order[0][0], order[0][3])}
    followers = {}
    endings = [a for a in actions if a[0] in ("follower", "no_follower")]
    seat = 0

    def pay(nodes, kind, complete):
        for w in winners(followers, nodes):
            points[w][col[kind]] += value(board, nodes, kind, complete, options)
        for node in nodes:
            followers.pop(node, None)

    for (letter, x, y, rot), ending in zip(order[1:], endings):
        pos = (x, y)
        board[pos] = (letter, rot)
        feats = ROTATED[letter][rot].features
        if ending[0] == "follower":
            index = [f.spot for f in feats].index(ending[1])
            followers[(pos, index)] = seat
        for i, f in enumerate(feats):
            if f.kind in ("road", "city"):
                nodes, closed = component(board, (pos, i))
                if closed and any(n in followers for n in nodes):
                    pay(nodes, f.kind, True)
        buildings = {}
        for q in [pos] + [(x + dx, y + dy) for dx, dy in AROUND]:
            if q in board:
                rf = ROTATED[board[q][0]][board[q][1]]
                if rf.building >= 0:
                    buildings[q] = (q, rf.building)
        done = [q for q in buildings if around(board, q) == 8]
        losers = []
        for q in done:
            if buildings[q] not in followers:
                continue
            mine = kind_of(board, buildings[q])
            for dx, dy in AROUND:
                o = (q[0] + dx, q[1] + dy)
                if o in board and o not in done:
                    ro = ROTATED[board[o][0]][board[o][1]]
                    if ro.building >= 0 and ro.features[ro.building].kind != mine and (o, ro.building) in followers:
                        losers.append((o, ro.building))
        for q in done:
            pay({buildings[q]}, kind_of(board, buildings[q]), True)
        for node in losers:
            followers.pop(node, None)
        seat = (seat + 1) % seats
    # the end: incomplete features with followers, then the fields
    done_nodes = set()
    farms = []
    for node in sorted(followers):
        if node in done_nodes or node not in followers:
            continue
        kind = kind_of(board, node)
        nodes = component(board, node)[0] if kind in ("road", "city", "field") else {node}
        done_nodes |= nodes
        if kind == "field":
            farms.append(nodes)
        else:
            pay(nodes, kind, False)
    farm_cities = []
    for nodes in farms:
        cities = set()
        for pos, i in nodes:
            rf = ROTATED[board[pos][0]][board[pos][1]]
            for c in rf.features[i].borders:
                city, closed = component(board, (pos, c))
                if closed:
                    cities.add(frozenset(city))
        farm_cities.append(cities)
    rule = options["farmers"]
    if rule in ("current", "2nd"):
        paid = set()
        for nodes, cities in zip(farms, farm_cities):
            for w in winners(followers, nodes):
                for c in cities:
                    if rule == "2nd" and (w, c) in paid:
                        continue
                    paid.add((w, c))
                    points[w][4] += 3
    elif rule == "1st":
        every = set().union(*farm_cities) if farm_cities else set()
        for c in every:
            nodes = set().union(*[n for n, cs in zip(farms, farm_cities) if c in cs])
            for w in winners(followers, nodes):
                points[w][4] += 4
    return points
