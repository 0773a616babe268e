"""What each seat may know: records that replay to the very same game, views that hide what they must,
bots that see only views, and boards that draw every part an action names as touched."""

import json
import random
from html import escape

from tavolo.bots import bot_levels, make_bot, run_to_end
from tavolo.engine import Rng
from tavolo.engine import record as rec
from tavolo.engine.actions import normalize, to_json
from tavolo.games import GAMES

from tests.board_helpers import board_ctx
from contract_hooks import option_sets, pick, plays, seed_of, snapshot, walk

HIDDEN_EVERY = 7       # hidden-information checks at every 7th step ...
HIDDEN_POSITIONS = 20  # ... at most this many positions per game and seat count
BOT_POSITIONS = 3      # positions per seat count where every bot level is asked
PARTS_SHARE = 0.3      # a board drawn after about 3 actions in 10 ...
PARTS_POSITIONS = 80   # ... at most this many per game and seat count


def options_for(game, seats):
    sets = option_sets(game)
    return sets[(seats + 1) % len(sets)]


def test_records_round_trip(game):
    for play in plays(game.id):
        seats = [{"name": f"P{i}", "bot": None} for i in range(play.seats)]
        record = rec.new_record(game, seats, play.options, play.seed)
        record.actions = list(play.actions)
        text = record.to_json()
        assert rec.from_json(text, GAMES).to_dict() == record.to_dict()
        _, loaded = rec.load(text, GAMES)
        assert snapshot(loaded) == snapshot(play.state)
        assert loaded.scores() == play.state.scores() and loaded.winners() == play.state.winners()
        assert loaded.rng.state == play.state.rng.state
        # half the game, replayed from the record and played again from its JSON actions
        half = len(play.actions) // 2
        again = game.new_state(play.seats, play.options, play.seed)
        for action in play.actions[:half]:
            again.apply(json.loads(json.dumps(to_json(action))))
        assert snapshot(rec.replay(record, GAMES, upto=half)) == snapshot(again)


def test_views_hide_what_the_seat_cannot_know(game_seats):
    """Two states sampled from a seat's view (two seeds) show that seat the same view, the same public view and
    the same legal moves; an action that does not commit leaves their views for that seat equal; a view rebuilds."""
    game, seats = game_seats
    seed = seed_of(game, "hidden", seats)
    counts = {"positions": 0, "differ": 0, "moves": 0}

    def each(state, action, step):
        if step % HIDDEN_EVERY or step // HIDDEN_EVERY >= HIDDEN_POSITIONS:
            return
        counts["positions"] += 1
        public = state.view(None)
        assert json.loads(json.dumps(public)) == public
        for p in range(seats):
            view = state.view(p)
            assert json.loads(json.dumps(view)) == view, "a view is not plain JSON data"
            a = game.from_view(view, p, Rng(seed + step))
            b = state.determinize(p, Rng(seed + step + 1))
            assert a.view(p) == view and b.view(p) == view, f"seat {p}: a view does not rebuild"
            assert a.view(None) == public and b.view(None) == public
            if state.current_player == p:
                legal = sorted(map(repr, state.legal_actions()))
                assert sorted(map(repr, a.legal_actions())) == legal == sorted(map(repr, b.legal_actions()))
            if any(a.view(q) != b.view(q) for q in range(seats) if q != p):
                counts["differ"] += 1
            if not state.commits(action) and action in a.legal_actions() and action in b.legal_actions():
                a.apply(action)
                b.apply(action)
                assert a.view(p) == b.view(p), f"seat {p} learns something hidden from {action!r}"
                counts["moves"] += 1

    walk(game, seats, options_for(game, seats), seed, each)
    assert counts["positions"]
    if game.has_secrets and seats > 1:
        assert counts["differ"], "no two samples of a view ever differed: nothing was hidden?"
        assert counts["moves"], "no action that does not commit was tried on two samples"


def test_bots_see_only_views(game_seats):
    """Every level chooses a legal action from the view alone: the same view and bot seed give the same choice
    whatever the hidden part of the position."""
    game, seats = game_seats
    seed = seed_of(game, "bots", seats)
    chooser = random.Random(seed)
    state = game.new_state(seats, options_for(game, seats), seed)
    asked = 0
    while not state.is_over and asked < BOT_POSITIONS:
        for _ in range(chooser.randrange(1, 25)):
            if state.is_over:
                break
            state.apply(pick(state.legal_actions(), chooser))
        if state.is_over:
            break
        p = state.current_player
        view = state.view(p)
        other = game.from_view(view, p, Rng(seed + asked))
        assert other.view(p) == view
        legal = {normalize(a) for a in state.legal_actions()}
        for level in bot_levels(game):
            chosen = normalize(run_to_end(make_bot(game, level, seed).think(game, state.view(p), p)))
            assert chosen in legal, f"{level} chose {chosen!r}, not legal"
            again = normalize(run_to_end(make_bot(game, level, seed).think(game, other.view(p), p)))
            assert again == chosen, f"{level}: the hidden part of the position changed the choice"
        asked += 1
    assert asked


def test_boards_draw_every_touched_part(game_seats):
    """After an action, the board drawn for the next seat (the one shown what another changed) carries every part
    `game.touched` names, as data-part, in either language."""
    game, seats = game_seats
    board = game.board_module()
    seed = seed_of(game, "parts", seats)
    sample = random.Random(seed)
    drawn = {"actions": 0, "parts": 0}
    pending = {}

    def each(state, action, step):
        pending.clear()
        if drawn["actions"] < PARTS_POSITIONS and sample.random() < PARTS_SHARE:
            pending.update(before=state.view(None), action=action, actor=state.current_player)

    def after(state):
        if not pending:
            return
        action = pending["action"]
        parts = game.touched(action, pending["before"])
        assert len(parts) == len(set(parts)), f"{action!r} names a part twice: {parts}"
        viewer = (pending["actor"] + 1) % seats
        lang = ("en", "it")[drawn["actions"] % 2]
        ctx = board_ctx(state, viewer, lang, changed=frozenset(parts))
        html = str(board.render(state.view(viewer), board.empty_ui(), ctx))
        missing = [part for part in parts if f'data-part="{escape(part, quote=True)}"' not in html]
        assert not missing, f"after {action!r} the board draws no {missing}"
        drawn["actions"] += 1
        drawn["parts"] += len(parts)

    walk(game, seats, options_for(game, seats), seed, each, after=after)
    assert drawn["actions"] and drawn["parts"]
