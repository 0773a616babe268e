"""Each move as the live region says it (Match.said): who did what, the public events it caused, whose points
changed; a move that caused many events (Carcassonne's final scoring) says the first few and where the rest are."""

from tavolo.bots import make_bot, run_to_end
from tavolo.engine.record import new_record
from tavolo.games import GAMES
from tavolo.games.carcassonne.text import event_text
from tavolo.play.match import SAID_NEWS, Match

NAMES = ["Ada", "Bot 2", "Bot 3"]


def played(game_id, seed=3):
    """A whole game of random bots (Ada's seat a person's), as a match that remembers every move."""
    game = GAMES[game_id]
    seats = [{"name": name, "bot": None if seat == 0 else "easy"} for seat, name in enumerate(NAMES)]
    match = Match(game, new_record(game, seats, None, seed), GAMES)
    bots = [make_bot(game, "random", seed + seat) for seat in range(len(seats))]
    while not match.state.is_over:
        seat = match.state.current_player
        match.apply(run_to_end(bots[seat].think(game, match.state.view(seat), seat)))
    return match


def test_a_carcassonne_move_is_said_with_what_it_scored_and_whose_points_changed():
    match = played("carcassonne")
    scoring = [i for i, move in enumerate(match.moves[:-1]) if move.news]
    assert scoring, "no feature was completed in the whole game"
    for index in scoring:
        move, before = match.moves[index], match.moves[index - 1].scores
        said = match.said(index, "en", 0)
        assert said.startswith(f"{NAMES[move.seat]}: {match.label(index, 'en', 0)}. ")
        for event in move.news:                 # the scoring, as the board's list of scorings words it
            assert event_text(event, NAMES, "en") in said
        for seat, (old, new) in enumerate(zip(before, move.scores)):
            assert (f"{NAMES[seat]} +{new - old}, now {new}" in said) == (new != old), said
    # the log tells them too
    assert all(match.news_lines(i, "en") for i in scoring)


def test_the_final_scoring_says_its_first_events_and_where_the_rest_are():
    match = played("carcassonne")
    last = len(match.moves) - 1
    events = match.news_lines(last, "en")
    assert len(events) > SAID_NEWS + 1
    said = match.said(last, "en", 0)
    assert all(line in said for line in events[:SAID_NEWS]) and events[SAID_NEWS] not in said
    assert f"{len(events) - SAID_NEWS} more events: the n key reads them." in said
    italian = match.said(last, "it", 0)
    assert f"Altri {len(events) - SAID_NEWS}: il tasto n li legge." in italian


def test_a_citadels_end_of_turn_is_said_with_who_was_revealed_next():
    match = played("citadels")
    ends = [i for i, move in enumerate(match.moves) if move.action == ("end",) and move.news]
    said = match.said(ends[0], "en", 0)
    assert "reveals the" in said and said.count(". ") >= 1 and said.endswith(".")
    # a move with nothing more to it is said as it always was
    quiet = next(i for i, move in enumerate(match.moves) if not move.news and move.scores == match.moves[i - 1].scores)
    assert match.said(quiet, "en", 0) == f"{NAMES[match.moves[quiet].seat]}: {match.label(quiet, 'en', 0)}."
