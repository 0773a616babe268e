"""The end table lists the players by place, best first ("1st", "2nd (tied)" / "1°", "2° (pari merito)"), and says
in words, in both languages and escaped like every text, how each tie on points was settled."""

import re
from html import unescape

from tavolo.games import GAMES
from tavolo.games.citadels.city import add_district
from tavolo.ui.pages import end_table

SEATS = [{"name": n, "bot": None} for n in ("Anna", "<Bea>", "Carlo", "Dario")]


def rows(html):
    """(place, name, total) of each row, top to bottom, as a player reads them."""
    out = []
    for row in re.findall(r"<tr[^>]*><th scope=\"row\">(.*?)</tr>", html, re.S):
        place = unescape(re.search(r'<span class="place">(.*?)</span>', row).group(1))
        name = unescape(re.search(r'<span class="seat-name">.*?</span> (.*?)</span>', row).group(1))
        total = re.search(r'<td class="total"[^>]*><strong>(-?\d+)</strong>', row).group(1)
        out.append((place, name, int(total)))
    return out


def sentences(html):
    return [unescape(p) for p in re.findall(r'<p class="tie">(.*?)</p>', html)]


def citadels_tie():
    """Anna and Bea tie on 7 points, Bea revealed the Warlord; Carlo and Dario tie on 3, Carlo revealed the Bishop."""
    game = GAMES["citadels"]
    s = game.new_state(4, {"cast": "default"}, 1)
    for seat, cards in {0: ["castle", "manor"], 1: ["castle", "manor"], 2: ["manor"], 3: ["manor"]}.items():
        for card in cards:
            add_district(s, seat, card)
    s.hands = [[] for _ in range(4)]
    s.revealed = {"thief": 0, "warlord": 1, "bishop": 2, "king": 3}
    s.over = True
    return game, s


def test_citadels_ties_are_broken_by_the_rank_revealed_and_said_in_english_and_italian():
    game, state = citadels_tie()
    html = str(end_table("en", game, state, SEATS))
    assert rows(html) == [("1st", "<Bea>", 7), ("2nd", "Anna", 7), ("3rd", "Carlo", 3), ("4th", "Dario", 3)]
    assert "&lt;Bea&gt;" in html and "<Bea>" not in html
    assert sentences(html) == [
        "Anna and <Bea> tied on 7 points; the tie goes to <Bea>, who revealed the highest-ranked character of the "
        "last round: the Warlord (rank 8).",
        "Carlo and Dario tied on 3 points; the tie goes to Carlo, who revealed the highest-ranked character of the "
        "last round: the Bishop (rank 5)."]
    assert unescape(re.search(r'<p class="verdict">(.*?)</p>', html).group(1)) == "<Bea> wins!"
    html = str(end_table("it", game, state, SEATS))
    assert rows(html) == [("1°", "<Bea>", 7), ("2°", "Anna", 7), ("3°", "Carlo", 3), ("4°", "Dario", 3)]
    assert sentences(html) == [
        "Anna e <Bea> hanno pareggiato con 7 punti; lo spareggio lo vince <Bea>, che ha rivelato il personaggio di "
        "rango più alto dell'ultimo giro: il Condottiero (rango 8).",
        "Carlo e Dario hanno pareggiato con 3 punti; lo spareggio lo vince Carlo, che ha rivelato il personaggio di "
        "rango più alto dell'ultimo giro: il Vescovo (rango 5)."]


def test_shared_places_are_shown_as_such_and_said():
    game, state = citadels_tie()
    state.revealed = {"thief": 2, "king": 3}          # Anna and Bea were killed: nothing revealed, still level
    html = str(end_table("en", game, state, SEATS))
    assert rows(html) == [("1st (tied)", "Anna", 7), ("1st (tied)", "<Bea>", 7), ("3rd", "Dario", 3),
                          ("4th", "Carlo", 3)]
    assert sentences(html)[0] == "Anna and <Bea> tied on 7 points and share 1st place."
    assert unescape(re.search(r'<p class="verdict">(.*?)</p>', html).group(1)) == "Winners: Anna, <Bea>"
    html = str(end_table("it", game, state, SEATS))
    assert [r[0] for r in rows(html)] == ["1° (pari merito)", "1° (pari merito)", "3°", "4°"]
    assert sentences(html)[0] == "Anna e <Bea> hanno pareggiato con 7 punti e condividono il 1° posto."


def test_romi_rami_ties_go_to_the_most_suit_bonus_cards_in_words():
    game = GAMES["romi-rami"]
    state = game.new_state(3, None, 1)
    state.completed = [["C01"], ["C02"], []]
    state.bonus = [["1H"], [], []]
    state.star_used = [True, False, True]
    state.trophies = ("combo-2", "combo-3", "combo-4", "combo-5")
    state.over = True
    assert state.scores() == [3, 3, 0]
    seats = SEATS[:3]
    html = str(end_table("en", game, state, seats))
    assert rows(html) == [("1st", "Anna", 3), ("2nd", "<Bea>", 3), ("3rd", "Carlo", 0)]
    assert sentences(html) == ["Anna and <Bea> tied on 3 points; the tie goes to Anna, with the most suit-bonus "
                               "cards (1)."]
    html = str(end_table("it", game, state, seats))
    assert sentences(html) == ["Anna e <Bea> hanno pareggiato con 3 punti; lo spareggio lo vince Anna, con più carte "
                               "bonus del seme (1)."]


def test_the_winner_is_read_first_whatever_the_seat_order():
    game = GAMES["carcassonne"]
    state = game.new_state(4, None, 2)
    state.points = [[1, 0, 0, 0, 0], [5, 0, 0, 0, 0], [0, 1, 0, 0, 0], [9, 0, 0, 0, 0]]
    state.over = True
    html = str(end_table("en", game, state, SEATS))
    assert rows(html) == [("1st", "Dario", 9), ("2nd", "<Bea>", 5), ("3rd (tied)", "Anna", 1),
                          ("3rd (tied)", "Carlo", 1)]
    assert sentences(html) == ["Anna and Carlo tied on 1 point and share 3rd place."]
    assert sentences(str(end_table("it", game, state, SEATS))) == [
        "Anna e Carlo hanno pareggiato con 1 punto e condividono il 3° posto."]
