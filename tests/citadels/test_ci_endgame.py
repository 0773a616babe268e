"""The end of a Citadels game: ties on points broken at every place by the highest rank revealed in the last round
(2016 rulebook: "the tied player who revealed the character with the highest-numbered rank during the last round
wins"), and nothing secret left once the game is over: who held each character (the killed one too), every hand,
the face-down discards, the Museums."""

import re
from html import unescape

from tavolo.engine import Rng, Tie
from tavolo.games.citadels import view as board
from tavolo.games.citadels.city import add_district

from citadels_helpers import GAME, play, random_game, scenario
from tests.board_helpers import board_ctx

NAMES = ["Ada", "Bea", "Cy", "Dee"]
DEFAULT_CAST = ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord")


def visible_text(markup):
    return unescape(re.sub(r"<[^>]+>", " ", str(markup)))


def ended(seats, cities, revealed):
    """A finished game: the given cities, and who revealed which character in the last round."""
    s = GAME.new_state(seats, {"cast": "default"}, 1)
    for seat, cards in cities.items():
        for card in cards:
            add_district(s, seat, card)
    s.hands = [[] for _ in range(seats)]
    s.revealed = dict(revealed)
    s.over = True
    return s


def test_ties_at_every_place_go_to_the_highest_rank_revealed_in_the_last_round():
    s = ended(4, {0: ["castle", "manor"], 1: ["castle", "manor"], 2: ["manor"], 3: ["manor"]},
              {"thief": 0, "warlord": 1, "bishop": 2, "king": 3})
    assert s.scores() == [7, 7, 3, 3]
    placings = s.placings()
    assert placings.order == ((1, 1), (0, 2), (2, 3), (3, 4))
    assert placings.ties == (Tie((0, 1), 7, 1, (1,), "tie_revealed", {"char": "warlord", "rank": 8}),
                             Tie((2, 3), 3, 3, (2,), "tie_revealed", {"char": "bishop", "rank": 5}))
    assert s.winners() == [1] and s.view(2)["winners"] == [1]
    assert s.view(None)["placings"]["order"] == [[1, 1], [0, 2], [2, 3], [3, 4]]


def test_a_player_who_revealed_nothing_counts_as_rank_0_and_level_players_share():
    s = ended(4, {0: ["manor"], 1: ["manor"], 2: ["manor"], 3: ["temple"]}, {"assassin": 0, "merchant": 3})
    # Seats 1 and 2 were killed (nothing revealed): seat 0's Assassin comes first, they share 2nd.
    placings = s.placings()
    assert placings.order == ((0, 1), (1, 2), (2, 2), (3, 4))
    assert placings.ties == (Tie((0, 1, 2), 3, 1, (0,), "tie_revealed", {"char": "assassin", "rank": 1}),
                             Tie((1, 2), 3, 2, (1, 2)))
    assert s.winners() == [0]
    s.revealed = {}
    assert s.placings().order == ((0, 1), (1, 1), (2, 1), (3, 4)) and s.winners() == [0, 1, 2]


def test_with_two_players_the_higher_of_a_players_two_characters_counts():
    s = ended(2, {0: ["manor"], 1: ["manor"]}, {"thief": 0, "king": 1, "architect": 1, "warlord": 0})
    assert s.placings().order == ((0, 1), (1, 2))
    assert s.placings().ties[0].params == {"char": "warlord", "rank": 8}


def test_a_killed_king_revealed_at_the_end_of_the_round_breaks_the_tie():
    s = scenario(4, {"assassin": 0, "thief": 1, "king": 2, "warlord": 3},
                 cities={0: ["manor", "castle", "palace", "temple", "church", "tavern"], 1: ["market"],
                         2: ["market"]},
                 hands={0: ["market"]}, gold={0: 5})
    play(s, ("kill", "king"), ("gold",), ("build", "market"), ("end",))
    while not s.over:
        s.apply(("gold",) if ("gold",) in s.legal_actions() else ("end",))
    assert s.scores()[1:3] == [2, 2]
    # The King's holder never played, but a killed rank-4 character is revealed at the end of the round:
    # rank 4 beats the Thief's rank 2.
    assert s.revealed["king"] == 2
    assert s.placings().order[1:3] == ((2, 2), (1, 3))
    assert s.placings().ties == (Tie((1, 2), 2, 2, (2,), "tie_revealed", {"char": "king", "rank": 4}),)


def killed_warlord_game():
    """A scripted last round: the Assassin kills the Warlord, completes her city, and the game ends."""
    s = scenario(4, {"assassin": 0, "thief": 1, "king": 2, "warlord": 3},
                 cities={0: ["manor", "castle", "palace", "temple", "church", "tavern"], 3: ["museum"]},
                 hands={0: ["market"], 1: ["docks", "harbor"], 3: ["fortress"]}, gold={0: 5},
                 options={"cast": "cunning"}, cast=DEFAULT_CAST)       # the Museum is among the Cunning Agents
    s.museum[3] = ["prison"]
    play(s, ("kill", "warlord"), ("gold",), ("build", "market"), ("end",))
    while not s.over:
        s.apply(("gold",) if ("gold",) in s.legal_actions() else ("end",))
    return s


def test_at_the_end_every_view_shows_who_held_each_character_the_killed_one_too():
    s = killed_warlord_game()
    assert "warlord" not in s.revealed           # killed: never revealed while the game was played
    holders = {"assassin": 0, "thief": 1, "king": 2, "warlord": 3}
    for seat in (None, 0, 1, 2, 3):
        view = s.view(seat)
        assert view["holders"] == holders
        assert view["hands"] == [[], ["docks", "harbor"], [], ["fortress"]]
        assert view["museums"][3] == ["prison"]
        assert all(c is not None for _, _, c in view["events"])       # the face-down discards too


def test_a_finished_games_view_rebuilds_from_itself():
    for seats, seed in ((4, 13), (3, 23), (7, 2)):
        s, _ = random_game(seats, seed, {"cast": "cunning", "rank9": "always"})
        for seat in range(seats):
            view = s.view(seat)
            assert view["hands"] == [sorted(h) for h in s.hands]
            assert GAME.from_view(view, seat, Rng(4)).view(seat) == view


def test_the_final_table_and_last_round_panel_name_the_killed_characters_holder():
    s = killed_warlord_game()
    for lang, line, hand, museum in (
            ("en", "Last round: Ada was the Assassin, Bea was the Thief, Cy was the King, Dee was the Warlord (killed)",
             "In hand: Fortress", "Under the Museum: Prison"),
            ("it", "Ultimo giro: Ada era l'Assassino, Bea era il Ladro, Cy era il Re, Dee era il Condottiero (ucciso)",
             "In mano: Fortezza", "Sotto il Museo: Prigione")):
        for viewer in (None, 0):            # the shared screen of a hot-seat game, and a seat's own
            html = str(board.render(s.view(viewer), board.empty_ui(), board_ctx(s, viewer, lang, names=NAMES)))
            history = unescape(re.search(r'<p class="ci-history">(.*?)</p>', html).group(1))
            assert history == line
            seat3 = html[html.index('data-part="seat:3"'):]
            assert 'data-face="warlord"' in seat3[:seat3.index('class="ci-city"')]
            assert hand in visible_text(seat3) and museum in visible_text(seat3)


def test_the_final_scores_are_listed_best_place_first():
    s = ended(4, {0: ["manor"], 1: ["castle", "manor"], 2: ["castle", "manor"], 3: ["temple"]},
              {"thief": 1, "warlord": 2, "king": 0, "merchant": 3})
    html = str(board.render(s.view(0), board.empty_ui(), board_ctx(s, 0, "en", names=NAMES)))
    scores = re.search(r'<ul class="ci-scores">(.*)</ul>', html, re.S).group(1)
    rows = [" ".join(visible_text(r).split()) for r in re.findall(r'<span class="ci-place">.*?<ul>', scores)]
    assert rows == ["1st Cy: 7 ★ winner", "2nd Bea: 7", "3rd Ada: 3", "4th Dee: 1"]
    html = str(board.render(s.view(0), board.empty_ui(), board_ctx(s, 0, "it", names=NAMES)))
    assert '<ul class="ci-scores"><li><span class="ci-place">1°</span> <strong>Cy: 7</strong>' in html
