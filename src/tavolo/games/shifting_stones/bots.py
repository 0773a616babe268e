"""Shifting Stones bots. Both read only the seat's view: the grid, their own hand and the public piles.

easy:   one step at a time: score what matches (best first); else look for a single shift or flip, paid
        with a cheap card, that makes a better card scorable; else get rid of a poor card or skip.
strong: plans its whole turn. It searches the sequences of shifts and flips it can pay for with its own
        hand, remembers every board it has seen with the set of cards scorable along the way, prunes with a
        lower bound on the moves each card still needs, and scores every plan by the points it makes, the
        worth of the cards it keeps, and what the board would offer to the next player. The plan is kept and
        followed action by action while the view is the one it expected.
"""

from __future__ import annotations

from collections import deque
from time import perf_counter

from ...bots.base import Bot
from .data import ADJACENT_PAIRS, CARDS, CHECKS, FLIP, placements

HAND_SIZE = 4
_NEIGHBOURS = {cell: tuple(b if a == cell else a for a, b in ADJACENT_PAIRS if cell in (a, b)) for cell in range(9)}
_PAIR_OF = {frozenset(p): p for p in ADJACENT_PAIRS}
_FIXED = {cid: tuple(fixed for _, fixed in placements(cid)) for cid in CARDS}
_NEEDS = {}
for _cid, _pls in _FIXED.items():
    _need = {}
    for _cell, _face in _pls[0]:
        _need[_face] = _need.get(_face, 0) + 1
    _NEEDS[_cid] = tuple(_need.items())


def matches(board, cid):
    for getter, wanted in CHECKS[cid]:
        if getter(board) == wanted:
            return True
    return False


def apply_move(board, move):
    """`board` is a 9-character string; a move is (a, b) for a swap or (cell,) for a flip."""
    if len(move) == 2:
        a, b = move
        return board[:a] + board[b] + board[a + 1:b] + board[a] + board[b + 1:]
    c = move[0]
    return board[:c] + FLIP[board[c]] + board[c + 1:]


MOVES = tuple(ADJACENT_PAIRS) + tuple((c,) for c in range(9))


def lower_bound(board, cid):
    """A lower bound on the shifts and flips needed before `cid` matches (0 when it matches now)."""
    deficit = 0
    for face, need in _NEEDS[cid]:
        have = board.count(face)
        if have < need:
            deficit += need - have
    best = 9
    for fixed in _FIXED[cid]:
        mis = 0
        for cell, face in fixed:
            if board[cell] != face:
                mis += 1
        if mis < best:
            best = mis
            if mis == 0:
                return 0
    return max((best + 1) // 2, deficit)


def completing_moves(board, cid):
    """Every single move after which `cid` matches (empty if it already matches or needs more)."""
    result = set()
    for fixed in _FIXED[cid]:
        wrong = [(cell, face) for cell, face in fixed if board[cell] != face]
        if len(wrong) == 1:
            cell, face = wrong[0]
            if FLIP[board[cell]] == face:
                result.add((cell,))
            wanted = dict(fixed)
            for other in _NEIGHBOURS[cell]:
                if board[other] == face and wanted.get(other, board[cell]) == board[cell]:
                    result.add(_PAIR_OF[frozenset((cell, other))])
        elif len(wrong) == 2:
            (c1, f1), (c2, f2) = wrong
            if board[c1] == f2 and board[c2] == f1 and c2 in _NEIGHBOURS[c1]:
                result.add(_PAIR_OF[frozenset((c1, c2))])
    return result


def view_key(view, player):
    return (view["turn"], player, "".join(view["grid"]), tuple(sorted(view["hand"])))


def unseen_cards(view):
    known = set(view["hand"]) | set(view["discard"])
    for pile in view["scored"]:
        known.update(pile)
    return [cid for cid in view["cards_in_play"] if cid not in known]


def _move_action(cid, move):
    if len(move) == 2:
        return ("shift", cid, move[0], move[1])
    return ("flip", cid, move[0])


# ---------------------------------------------------------------------------------------------------
class EasyBot(Bot):
    """A one-step player: sensible, greedy, never looks two moves ahead."""

    level = "easy"
    skip_chance = 0.3

    def think(self, game, view, player):
        yield
        board = "".join(view["grid"])
        hand = list(view["hand"])
        points = {cid: CARDS[cid].points for cid in hand}
        # 1. Score the best card that matches now.
        ready = [cid for cid in hand if matches(board, cid)]
        if ready:
            return ("score", max(ready, key=lambda c: (points[c], c)))
        # 2. One shift or flip, paid with a cheap card, that makes a better card scorable.
        best = None
        for target in hand:
            moves = sorted(completing_moves(board, target))
            if not moves:
                continue
            for payer in hand:
                if payer == target or points[payer] > points[target]:
                    continue
                key = (points[target] - points[payer], points[target], -points[payer])
                if best is None or key > best[0]:
                    best = (key, payer, moves)
        if best is not None:
            _, payer, moves = best
            return _move_action(payer, self.rng.choice(moves))
        # 3. Nothing within reach.
        if view["can_skip"] and len(hand) <= HAND_SIZE and self.rng.random() < self.skip_chance:
            return ("skip",)
        if not view["acted_this_turn"] and len(hand) >= HAND_SIZE:
            # Get rid of the poorest card (the rulebook's own advice) so the hand renews.
            payer = min(hand, key=lambda c: (points[c], c))
            move = self.rng.choice(MOVES)
            return _move_action(payer, move)
        return ("end",)
        yield  # pragma: no cover


# ---------------------------------------------------------------------------------------------------
class StrongBot(Bot):
    """Plans the whole turn: exact search over the sequences its hand can pay for."""

    level = "strong"
    depth_cap = 4            # never plans more than this many shifts/flips in one turn
    node_budget = 2500       # boards expanded per decision; keeps the worst case fast
    slice_s = 0.003          # yield after this much work (the browser runs about twice as slow)
    shortlist = 24           # plans whose board is then judged for the next player
    solo_shortlist = 300     # solo: plans whose board is judged for your own next turn
    solo_hard_weight = 0.3   # solo: extra worth of setting up a card, per point above 1
    solo_endgame = 3         # solo: with this many cards left, count moves exactly

    # evaluation weights. Scoring now beats holding a card for later: the others reshape the board before
    # the next turn, so a kept card's worth is uncertain, and every card scored brings the end nearer (tuned
    # against the former weights, 0.5 and 0.35: 200 games, each deal from both seats, 68% for these).
    card_bonus = 1.0         # a scored card is worth its points plus this (tempo towards the end)
    one_bonus = 0.4          # ... plus this for a 1-point card (the +3 race), with 2+ seats
    keep_per_point = 0.2     # a kept card is worth this per point ...
    keep_base = 0.3          # ... plus this
    skip_factor = 0.9        # how much the two cards of a skip are worth against the average card
    danger_weight = 1.0      # with 2 seats; less with more seats
    danger_near = 0.45       # a card one move from matching counts this much of a matching one

    def __init__(self, seed=0):
        super().__init__(seed)
        self._plan = []

    # ---- driver ------------------------------------------------------------
    def think(self, game, view, player):
        key = view_key(view, player)
        if self._plan and self._plan[0][0] == key:
            _, action = self._plan.pop(0)
            yield
            return action
        self._plan = []
        plan = yield from self._search(view, player)
        self._plan = plan
        _, action = self._plan.pop(0)
        return action

    # ---- the context of this decision ----------------------------------------
    def _context(self, view, player):
        ctx = {}
        n = view["players"]
        ctx["solo"] = n == 1
        hand = list(view["hand"])
        ctx["hand"] = hand
        pts = [CARDS[c].points for c in hand]
        ctx["pts"] = pts
        unseen = unseen_cards(view)
        ctx["unseen"] = unseen
        if ctx["solo"]:
            # Solo, every card counts the same, but the big ones are the hard ones: take them when you can.
            ctx["sv"] = [10.0 + 0.6 * p for p in pts]
            ctx["kv"] = [0.6 for _ in pts]
            ctx["kv_avg"] = 0.6
            return ctx
        ctx["sv"] = [p + self.card_bonus + (self.one_bonus if p == 1 else 0.0) for p in pts]
        ctx["kv"] = [self.keep_per_point * p + self.keep_base for p in pts]
        pool = unseen or list(view["cards_in_play"])
        ctx["kv_avg"] = sum(self.keep_per_point * CARDS[c].points + self.keep_base for c in pool) / len(pool)
        scored = view["scored"]
        ctx["points"] = [sum(CARDS[c].points for c in pile) for pile in scored]
        ctx["ones"] = [sum(1 for c in pile if CARDS[c].points == 1) for pile in scored]
        ctx["counts"] = [len(pile) for pile in scored]
        nxt = (player + 1) % n
        ctx["p_next"] = view["hand_sizes"][nxt] / len(unseen) if unseen else 0.0
        ctx["danger_w"] = self.danger_weight if n == 2 else 0.6 * self.danger_weight
        return ctx

    # ---- plan values -----------------------------------------------------------
    def _core(self, ctx, view, player, mask, moves):
        """(value without the board term, spent indexes, scored indexes, final?) for `moves` moves and
        the cards `mask` scorable along the way."""
        n = len(ctx["hand"])
        sv, kv = ctx["sv"], ctx["kv"]
        losses = []
        for i in range(n):
            if mask >> i & 1:
                losses.append((sv[i], 1, i))
            else:
                losses.append((kv[i], 0, i))
        losses.sort()
        spent = {i for _, _, i in losses[:moves]}
        scored = [i for i in range(n) if mask >> i & 1 and i not in spent]
        kept = [i for i in range(n) if not mask >> i & 1 and i not in spent]
        if ctx["solo"]:
            value = sum(sv[i] for i in scored)
            if not scored:
                value -= 12.0 + 4.0 * view["strikes"]
            return value, spent, scored, False
        final = view["end_triggered"] or ctx["counts"][player] + len(scored) >= view["target"]
        if final:
            value = self._final_value(ctx, view, player, scored)
            return value, spent, scored, True
        value = sum(sv[i] for i in scored) + sum(kv[i] for i in kept)
        if view["deck_size"] + len(view["discard"]) > 0:
            value += max(0, HAND_SIZE - len(kept)) * ctx["kv_avg"]
        return value, spent, scored, False

    def _final_value(self, ctx, view, player, scored):
        N = view["players"]
        pts = ctx["pts"]
        points = list(ctx["points"])
        ones = list(ctx["ones"])
        points[player] += sum(pts[i] for i in scored)
        ones[player] += sum(1 for i in scored if pts[i] == 1)
        for q in range(player + 1, N):          # seats still to play their last turn
            points[q] += 3.5
        most = max(ones)
        finals = [points[q] + (3 if most > 0 and ones[q] == most else 0) for q in range(N)]
        mine = finals[player]
        best_other = max(finals[q] for q in range(N) if q != player)
        margin = mine - best_other
        if margin > 0:
            return 30.0 + margin
        if margin == 0:
            return 15.0
        return margin - 10.0

    def _danger(self, ctx, view, player, board, final_for_all):
        if ctx["solo"] or final_for_all:
            return 0.0
        total = 0.0
        for cid in ctx["unseen"]:
            if matches(board, cid):
                total += CARDS[cid].points
            elif completing_moves(board, cid):
                total += self.danger_near * CARDS[cid].points
        return total * ctx["p_next"] * ctx["danger_w"]

    def _solo_board_value(self, ctx, view, board, kept, spent):
        """Solo: the board stays as you leave it, so the cards you will hold next turn that match it (or
        nearly) are worth something. Kept cards are sure; the others come with the refill, drawn from the
        deck or, when it runs out, from the reshuffled discard pile (the cards spent this turn included)."""
        hand = ctx["hand"]
        value = 0.0
        for i in kept:
            value += self._solo_card_value(board, hand[i])
        others = list(ctx["unseen"])
        draws = max(0, HAND_SIZE - len(kept))
        if len(others) < draws:
            # The deck runs out: the discard pile, with this turn's spent cards, is shuffled back.
            extra = list(view["discard"]) + [hand[i] for i in spent]
            need = draws - len(others)
            chance = min(1.0, need / len(extra)) if extra else 0.0
            for cid in others:
                value += self._solo_card_value(board, cid)
            for cid in extra:
                value += chance * self._solo_card_value(board, cid)
        elif others and draws:
            chance = draws / len(others)
            value += chance * sum(self._solo_card_value(board, cid) for cid in others)
        return value

    def _solo_card_value(self, board, cid):
        weight = 1.0 + self.solo_hard_weight * (CARDS[cid].points - 1)
        if matches(board, cid):
            return 3.0 * weight
        if completing_moves(board, cid):
            return 1.0 * weight
        if self._endgame:
            # Few cards are left and each turn may allow a single move: count the moves exactly.
            if any(completing_moves(apply_move(board, m), cid) for m in MOVES):
                return 0.5 * weight
            return 0.0
        if lower_bound(board, cid) <= 2:
            return 0.3 * weight
        return 0.0

    # ---- the search ---------------------------------------------------------------
    def _search(self, view, player):
        ctx = self._context(view, player)
        self._endgame = ctx["solo"] and len(view["cards_in_play"]) - len(view["scored"][0]) <= self.solo_endgame
        hand = ctx["hand"]
        n = len(hand)
        root = "".join(view["grid"])
        info = {}

        def board_info(board):
            got = info.get(board)
            if got is None:
                mask = 0
                lbs = []
                for i, cid in enumerate(hand):
                    lb = lower_bound(board, cid)
                    lbs.append(lb)
                    if lb == 0:
                        mask |= 1 << i
                got = (mask, lbs)
                info[board] = got
            return got

        def match_mask(board):
            got = info.get(board)
            if got is not None:
                return got[0]
            mask = 0
            for i, cid in enumerate(hand):
                if matches(board, cid):
                    mask |= 1 << i
            return mask

        # With other players a move is only worth a card if a card is left to score after it. Solo, the
        # board waits for you: a last move may set up next turn, and spent cards come back in the end.
        max_depth = min(self.depth_cap, n if ctx["solo"] else max(0, n - 1))
        core_cache = {}
        groups = {}            # (mask, depth) -> [(board, moves)]: plans that differ only in the board left
        seen = {}
        last_yield = perf_counter()
        queue = deque([(root, board_info(root)[0], ())])     # breadth first: boards are met at their least depth
        expanded = 0
        while queue:
            board, mask, moves = queue.popleft()
            depth = len(moves)
            key = (board, mask)
            if seen.get(key, 99) <= depth:
                continue
            seen[key] = depth
            ck = (mask, depth)
            core = core_cache.get(ck)
            if core is None:
                core = self._core(ctx, view, player, mask, depth)
                core_cache[ck] = core
            group = groups.get(ck)
            if group is None:
                groups[ck] = group = []
            group.append((board, moves))
            budget = max_depth - depth
            if budget <= 0 or expanded >= self.node_budget:
                continue
            lbs = board_info(board)[1]
            reachable = [i for i in range(n) if not mask >> i & 1 and lbs[i] <= budget]
            if not reachable and not (ctx["solo"] and n <= 2):
                continue
            expanded += 1
            if perf_counter() - last_yield > self.slice_s:
                yield
                last_yield = perf_counter()
            if budget == 1 and not (ctx["solo"] and n <= 2):
                children = set()
                for i in reachable:
                    children |= completing_moves(board, hand[i])
                for move in sorted(children):
                    child = apply_move(board, move)
                    queue.append((child, mask | match_mask(child), moves + (move,)))
            else:
                for move in MOVES:
                    child = apply_move(board, move)
                    queue.append((child, mask | board_info(child)[0], moves + (move,)))
        yield
        # Rank by the value without the board term (best first, then fewer moves), then judge the board of
        # the best few plans.
        order = sorted(groups, key=lambda k: (-core_cache[k][0], k[1], k[0]))
        top = core_cache[order[0]][0]
        limit = self.solo_shortlist if ctx["solo"] else self.shortlist
        shortlist = []
        for mask, depth in order:
            if len(shortlist) >= limit or (ctx["solo"] and core_cache[(mask, depth)][0] < top - 6.0):
                break
            for board, moves in groups[(mask, depth)][:limit - len(shortlist)]:
                shortlist.append((board, mask, depth, moves))
        best = None
        checked_boards = {}
        for board, mask, depth, moves in shortlist:
            if perf_counter() - last_yield > self.slice_s:
                yield
                last_yield = perf_counter()
            value, spent, scored, final = core_cache[(mask, depth)]
            final_for_all = final and player == view["players"] - 1
            if ctx["solo"]:
                kept = [i for i in range(n) if i not in spent and i not in scored]
                bk = (board, tuple(kept), tuple(spent))
                if bk not in checked_boards:
                    checked_boards[bk] = self._solo_board_value(ctx, view, board, kept, spent)
                value = value + checked_boards[bk]
            else:
                dk = (board, final_for_all)
                if dk not in checked_boards:
                    checked_boards[dk] = self._danger(ctx, view, player, board, final_for_all)
                value = value - checked_boards[dk]
            if best is None or value > best[0] + 1e-9:
                best = (value, board, mask, moves, spent, scored)
        yield
        plan_value = best[0]
        if view["can_skip"]:
            skip_value = self._skip_value(ctx, view, player, root)
            if skip_value > plan_value + 1e-9:
                return [(view_key(view, player), ("skip",))]
        return self._actions(view, player, ctx, root, best)

    def _skip_value(self, ctx, view, player, board):
        n = len(ctx["hand"])
        if ctx["solo"]:
            # A skip strikes like an empty turn; it only buys cards.
            return -12.0 - 4.0 * view["strikes"] + self._solo_board_value(ctx, view, board, list(range(n)), [])
        if view["end_triggered"]:
            return self._final_value(ctx, view, player, [])
        if view["options"].get("skip_draw") == "six":
            draws = max(0, 6 - n)
        else:
            draws = 2
        draws = min(draws, view["deck_size"] + len(view["discard"]))
        value = sum(ctx["kv"]) + draws * ctx["kv_avg"] * self.skip_factor
        return value - self._danger(ctx, view, player, board, False)

    def _actions(self, view, player, ctx, root, best):
        _, _, _, moves, spent, scored = best
        hand = ctx["hand"]
        # Score each card at the first board of the path where it matches.
        boards = [root]
        for move in moves:
            boards.append(apply_move(boards[-1], move))
        todo = set(scored)
        payers = [hand[i] for i in sorted(spent, key=lambda i: (ctx["kv"][i], i))]
        current_hand = list(hand)
        actions = []
        turn = view["turn"]
        for step, board in enumerate(boards):
            for i in sorted(todo):
                if matches(board, hand[i]):
                    actions.append(((turn, player, board, tuple(sorted(current_hand))), ("score", hand[i])))
                    current_hand.remove(hand[i])
                    todo.discard(i)
            if step < len(moves):
                payer = payers[step]
                actions.append(((turn, player, board, tuple(sorted(current_hand))), _move_action(payer, moves[step])))
                current_hand.remove(payer)
        actions.append(((turn, player, boards[-1], tuple(sorted(current_hand))), ("end",)))
        return actions


def bot_levels():
    return {"easy": EasyBot, "strong": StrongBot}
