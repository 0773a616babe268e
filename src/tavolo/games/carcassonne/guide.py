"""The guided first game of Carcassonne with The Cult (the contract: tavolo/play/guide.py).

A lesson is taught at the person's first position where it matters (see `lessons`); the suggested move is the
easy level's greedy choice (every placement with every follower choice, judged by the game's own estimate),
read back into a reason; the final words split each seat's points into what it scored during the game and
what the end scoring gave. All words are the catalog's table "guide".
"""

from __future__ import annotations

from ...catalogs import Words
from ...engine import Rng
from ...i18n import tr
from . import text
from .bots import TIE, iter_turn_options
from .data import AROUND, ROTATED, TILES
from .game import Carcassonne
from .scoring import CATEGORIES

GUIDE = Words("carcassonne", "guide")
GAME = Carcassonne()

# Two seats, the Cult's 5 shrines, every rule at its default. Seed 152, followed (tests/carcassonne/
# test_cc_guide.py plays it): the first tile is a plain road bend, a city comes in the person's 3rd turn, the
# bot's heretic before the 5th; in the 7th a monastery beside it starts a challenge, which the person wins in
# the 23rd, and the game too.
DEAL = {"seats": 2, "seed": 152,
        "options": {"cult": "5", "cult_adjacency": "strict", "farmers": "current", "small_city": "4"},
        "bots": "easy"}

# In the order of the in-app rules: the turn, scoring, the end, farmers, the Cult.
LESSONS = ("tiles", "followers", "roads", "cities", "monasteries", "end", "farmers", "shrines", "challenges")

END_SOON = 10            # tiles left in the stack when the end scoring starts to matter
EDGE = {"roads": ("R", "road"), "cities": ("C", "city")}
BUILDING = {"monasteries": "monastery", "shrines": "shrine"}
END_COLUMN = {"road": "roads", "city": "cities", "monastery": "monasteries", "shrine": "shrines", "field": "fields",
              "farm_city": "fields"}
# every reason `suggest` may give (its words are "why_<reason>")
REASONS = ("close_road", "close_city", "close_monastery", "close_shrine", "win_challenge", "challenge_shrine",
           "challenge_monastery", "claim_road", "claim_city", "claim_monastery", "claim_shrine", "claim_field",
           "claim_field_open", "grow_road", "grow_city", "grow_monastery", "grow_shrine", "quiet", "keep", "no_spot",
           "no_followers")


def _buildings(view):
    """{(x, y): "monastery" or "shrine"} of the map."""
    found = {}
    for letter, x, y, _ in view["board"]:
        building = TILES[letter].building
        if building:
            found[(x, y)] = building
    return found


def _occupied_buildings(view) -> dict:
    """{(x, y): seat} of the buildings someone stands on (an occupied building is never complete)."""
    return {(x, y): seat for x, y, spot, seat in view["followers"] if spot in ("monastery", "shrine")}


def _faces_occupied(view, pos, building) -> bool:
    """A building of kind `building` at `pos` would have an occupied building of the other kind around it."""
    held = _occupied_buildings(view)
    kinds = _buildings(view)
    x, y = pos
    return any((x + dx, y + dy) in held and kinds[(x + dx, y + dy)] != building for dx, dy in AROUND)


def _challenge_possible(view, legal) -> bool:
    """The person may put a heretic or monk next to an occupied building of the other kind."""
    seat = view["viewer"]
    if not view["supply"][seat]:
        return False
    if view["phase"] == "place":
        building = TILES[view["tile"]].building
        return bool(building) and any(_faces_occupied(view, (a[2], a[3]), building)
                                      for a in legal if a[0] == "place")
    if view["phase"] == "follower":
        x, y, _ = view["pending"]
        building = TILES[view["tile"]].building
        return ("follower", building) in legal and _faces_occupied(view, (x, y), building)
    return False


def lessons(view, legal, story) -> list:
    """The lessons that matter here: each the first time the person meets it (the shell keeps which were
    taught). `story` is not needed: the map and the scoring events show everything that happened."""
    phase = view["phase"]
    hand = view["tile"] if phase else None
    scored = view["scored"]
    done = {e["kind"] for e in scored if e["complete"]}
    spots = {a[1].split(":")[0] for a in legal if a[0] == "follower"}
    # the buildings met so far: on the map, set aside, in hand
    seen = set(_buildings(view).values()) | {TILES[letter].building for letter in view["discarded"]}
    if hand:
        seen.add(TILES[hand].building)
    found = set()
    if phase == "place":
        found.add("tiles")
    if spots:
        found.add("followers")
    for lesson, (edge, kind) in EDGE.items():
        if (hand and edge in TILES[hand].edges) or kind in spots or kind in done:
            found.add(lesson)
    for lesson, building in BUILDING.items():
        if building in seen or building in done:
            found.add(lesson)
    if "field" in spots:
        found.add("farmers")
    if view["over"] or view["stack"] <= END_SOON:
        found.add("end")
    if view["challenges"] or any(e["kind"] == "challenge" for e in scored) or _challenge_possible(view, legal):
        found.add("challenges")
    return [lesson for lesson in LESSONS if lesson in found]


# ---- the suggestion ------------------------------------------------------------------------------------------
def suggest(view, legal):
    """The easy level's choice for this seat (greedy on the game's estimate), with why."""
    seat = view["viewer"]
    state = GAME.from_view(view, seat, Rng(0))       # the stack's order is unknown: any fixed sample will do
    best = None
    for option in iter_turn_options(state, seat):
        if best is None or option[0] > best[0] + TIE:
            best = option
    _, place, ending, after = best
    action = place if place is not None else ending
    if action not in legal:             # never (the options are the legal actions), but never block either
        return legal[0], "quiet", {}
    reason, params = _reason(view, state, place, ending, after, legal)
    return action, reason, params


def _reason(view, before, place, ending, after, legal):
    """Why this move: what it scores now, else what its follower may score, else what it adds to."""
    seat = view["viewer"]
    board = after.board
    _, x, y, _ = board.order[len(before.board.order) - (place is None)]     # the tile of this turn
    new = after.scored[len(before.scored):]
    won = [e for e in new if e["complete"] and seat in e["seats"] and e["points"]]
    beaten = [e for e in new if e["kind"] == "challenge" and seat not in e["seats"]]
    if beaten and any(e["kind"] in ("monastery", "shrine") for e in won):
        return "win_challenge", {}
    spot = ending[1] if ending[0] == "follower" else None
    if spot is not None and place is None:       # the tile is down: explain the follower
        won = [e for e in won if [x, y] in e["tiles"] and e["kind"] == spot.split(":")[0]]
    if won:
        best = max(won, key=lambda e: e["points"])
        return "close_" + best["kind"], {"n": best["points"]}
    if spot is not None:
        return _claim(board, (x, y), spot)
    if place is not None:
        return _grown(board, (x, y), seat) or ("quiet", {})
    if not view["supply"][seat]:
        return "no_followers", {}
    return ("keep", {}) if len(legal) > 1 else ("no_spot", {})


def _claim(board, pos, spot):
    kind = spot.split(":")[0]
    if kind in ("monastery", "shrine"):
        if any(board.occupants[board.monastics[o]] for o in board.opposite_neighbours(pos)):
            return "challenge_" + kind, {}
        return "claim_" + kind, {}
    if kind == "field":
        letter, rot, base = board.tiles[pos]
        index = [f.spot for f in ROTATED[letter][rot].features].index(spot)
        root = board.find(base + index)
        n = sum(1 for c in board.field_cities(root) if board.open[c] == 0)
        return ("claim_field", {"n": n}) if n else ("claim_field_open", {})
    return "claim_" + kind, {}


def _grown(board, pos, seat):
    """The tile adds to a city or road of the seat's, or fills a square around its building."""
    for kind in ("city", "road"):
        for node in board.nodes_of(pos):
            root = board.find(node)
            if board.kind[root] == kind and any(board.owner[o] == seat for o in board.occupants[root]):
                return "grow_" + kind, {}
    x, y = pos
    for dx, dy in AROUND:
        node = board.monastics.get((x + dx, y + dy))
        if node is not None and any(board.owner[o] == seat for o in board.occupants[node]):
            return "grow_" + board.kind[node], {}
    return None


# ---- words ---------------------------------------------------------------------------------------------------
def t(key, lang, **params):
    return tr(GUIDE, key, lang, **params)


def lesson(lesson_id, lang):
    return t(lesson_id + ".title", lang), t(lesson_id + ".text", lang)


def why(reason, params, lang, names):
    return t("why_" + reason, lang, **params)


def _names(seats, names, lang):
    """'Anna, Bot 2 and Bot 3'."""
    words = [names[seat] for seat in seats]
    return ", ".join(words[:-1]) + text.t("and", lang) + words[-1]


def final(view, lang, names) -> list:
    """Each seat's points, what the end scoring gave it (by what was unfinished, then the fields), who won."""
    if not view["over"]:
        return []
    seats = range(view["players"])
    end = {seat: dict.fromkeys(CATEGORIES, 0) for seat in seats}
    for e in view["scored"]:
        # the end scoring is what scores unfinished (a field never finishes; 1st-edition farmers score cities)
        if e["kind"] in END_COLUMN and (not e["complete"] or e["kind"] == "farm_city"):
            for seat in e["seats"]:
                end[seat][END_COLUMN[e["kind"]]] += e["points"]
    scores = view["scores"]
    lines = []
    for seat in seats:
        name = names[seat]
        lines.append(t("final_seat", lang, name=name, n=scores[seat], m=sum(end[seat].values())))
        lines += [t("final_end_" + column, lang, name=name, n=points)
                  for column, points in end[seat].items() if points]
    winners = view["winners"]
    best = scores[winners[0]]
    if len(winners) == 1:
        lines.append(t("final_winner", lang, name=names[winners[0]], n=best))
    else:
        lines.append(t("final_tie", lang, names=_names(winners, names, lang), n=best))
    return lines
