"""The Carcassonne map read by keys: a grid (role="grid") of every square of the map and the margin around it,
rows from the north and columns from the west (they grow as the map does: the grid's name says where the start
tile is now, the place the moves are told from). Each square is named by what lies there: each part of its tile
with what a sighted player reads off the whole city, road or monastery it belongs to (its tiles, its open edges or
that it is complete, who holds it), the followers on it by their player, whether the drawn tile fits.

The grid is out of sight: the square in focus is shown on the drawn map by its cursor, which static/panzoom.js
moves and brings into view; the app's arrow keys move the focus from square to square (src/tavolo/ui/app.py) and
Enter or Space chooses a square where the drawn tile fits.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ...markup import Markup, h
from .board import MONASTIC, Board
from .data import ROTATED
from .text import edges_words, feature_shows, spot_kind, spot_text, WHO, t
from .text import ui_text as tx


def follower_words(seat, spot, names, lang) -> str:
    """A follower as a player names it: its player, its role and where it stands ("Ada: Knight on the city")."""
    return tx("follower_of", lang, name=names[seat], who=t(WHO[spot_kind(spot)], lang), what=spot_text(spot, lang, "on_"))


def feature_facts(board, node, names, lang) -> str:
    """What the whole feature a tile's part belongs to shows: a city's or road's tiles, its open edges (or that it
    is complete) and who holds it ("3 tiles, 2 open edges, held by Ada"); a building's filled neighbours."""
    kind = board.kind[node]
    if kind in MONASTIC:
        return tx("around", lang, n=board.filled_around(board.node_pos[node]))
    root = board.find(node)
    facts = [tx("tiles", lang, n=len(board.cover[root]))]
    edges = board.open[root]
    facts.append(tx(f"{kind}_open", lang, n=edges) if edges else tx(f"{kind}_done", lang))
    holders = Counter(board.owner[n] for n in board.occupants[root]).most_common()
    if holders:
        facts.append(tx("held_by", lang, names=", ".join(
            names[seat] if n == 1 else tx("held_times", lang, name=names[seat], times=n) for seat, n in holders)))
    return ", ".join(facts)


def tile_words(board, x, y, names, lang) -> str:
    """A placed tile in words, part by part with its feature's facts."""
    letter, rot, base = board.tiles[(x, y)]
    parts = [tx("part_facts", lang, part=shows, facts=feature_facts(board, base + i, names, lang))
             for i, f in enumerate(ROTATED[letter][rot].features) if (shows := feature_shows(f, lang))]
    return "; ".join(parts) or t("fields_only", lang)


def square_words(x, y, board, names, lang, followers, fits, chosen) -> str:
    """What lies on a square, in words."""
    if (x, y) in board.tiles:
        words = tile_words(board, x, y, names, lang)
        if (x, y) == (0, 0):
            words = tx("square_start", lang, tile=words)
        last = board.order[-1]
        if (x, y) == (last[1], last[2]) and (x, y) != (0, 0):
            words = tx("square_last", lang, tile=words)
        return "; ".join([words] + [follower_words(seat, spot, names, lang) for spot, seat in followers.get((x, y), ())])
    if (x, y) == chosen:
        return tx("square_chosen", lang)
    what = tx("square_fits" if (x, y) in fits else "square_empty", lang)
    need = board.frontier.get((x, y))
    return tx("square_next", lang, what=what, sides=sides_words(need, lang)) if need else what


# What the tiles around an empty square show on the sides it shares with them, the edges a tile put there must match.
SIDE_WORDS = (("C", lambda edges, lang: t("city_on", lang, edges=edges)),
              ("R", lambda edges, lang: t("road_through", lang, edges=edges)),
              ("F", lambda edges, lang: tx("side_field", lang, edges=edges)))


def sides_words(need, lang) -> str:
    """An empty square's sides by what touches them: 'city north; road east, west; field south'."""
    return "; ".join(words(edges_words([d for d, edge in enumerate(need) if edge == kind], lang), lang)
                     for kind, words in SIDE_WORDS if kind in need)


def render_grid(view, ui, lang, names, interactive, places) -> Markup:
    choosing = interactive and view["phase"] == "place"
    return _grid(tuple(map(tuple, view["board"])), tuple(map(tuple, view["followers"])),
                 frozenset(places) if choosing else frozenset(),
                 tuple(ui["cell"]) if choosing and ui["cell"] else None, tuple(names), lang)


@lru_cache(maxsize=4)
def _grid(board, placed_followers, fits, chosen, names, lang) -> Markup:
    """The grid of a position (kept: a tap that changes nothing on the map redraws the page, not this)."""
    xs, ys = [t_[1] for t_ in board], [t_[2] for t_ in board]
    min_x, min_y, max_x, max_y = min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1
    the_map = Board.rebuilt(board, placed_followers)
    followers = {}
    for x, y, spot, seat in placed_followers:
        followers.setdefault((x, y), []).append((spot, seat))
    last = (board[-1][1], board[-1][2])
    # The one tab stop: the chosen square; on the person's turn to place, the square nearest the last tile where
    # the drawn tile fits (the turn's first decision: arrows go on from there); else the last tile placed.
    nearest = min(fits, key=lambda xy: (abs(xy[0] - last[0]) + abs(xy[1] - last[1]), xy[1], xy[0]), default=None)
    focused = chosen or nearest or last
    rows = []
    for row, y in enumerate(range(min_y, max_y + 1), 1):
        cells = []
        for col, x in enumerate(range(min_x, max_x + 1), 1):
            what = square_words(x, y, the_map, names, lang, followers, fits, chosen)
            act = {"data_action": "g:cell", "data_x": str(x), "data_y": str(y),
                   "aria_selected": "true" if (x, y) == chosen else "false"} if (x, y) in fits else {}
            cells.append(h("div", role="gridcell", id=f"cc-sq-{x}_{y}", tabindex="0" if (x, y) == focused else "-1",
                           data_map_cell=f"{x},{y}", aria_label=tx("square", lang, row=row, col=col, what=what),
                           data_decision=True if (x, y) == nearest and not chosen else None, **act))
        rows.append(h("div", cells, role="row"))
    return h("div", rows, role="grid", class_="cc-grid", data_map_grid="carcassonne",
             aria_label=tx("grid", lang, rows=max_y - min_y + 1, cols=max_x - min_x + 1, row=1 - min_y, col=1 - min_x))
