"""Rules of the strong Citadels bot's judgement, on hand-made positions (the win rates live in the arena)."""

from tavolo.engine import Rng
from tavolo.games.citadels import bots
from tavolo.games.citadels.data import TYPE_INDEX

from citadels_helpers import GAME

NOBLE = TYPE_INDEX["noble"]


def _first(seats, seed, wanted):
    """The first position of an easy-bot game where the player to move has an action of kind `wanted`."""
    state = GAME.new_state(seats, None, seed)
    rng = Rng(seed)
    while not state.is_over:
        if any(a[0] == wanted for a in state.legal_actions()):
            return state
        state.apply(bots.policy(state, rng))
    raise AssertionError(f"no {wanted} in game {seed}")


def _give_nobles(state, seat):
    """Seat `seat` gets a city of three noble districts taken from the deck (its old city goes back there): the
    King (or Emperor) pays it three gold a turn."""
    city = ["manor", "castle", "palace"]
    state.deck += state.cities[seat]
    for card in city:
        state.deck.remove(card)
    state.cities[seat] = city
    state.arts[seat] = [0] * len(city)
    state.tcount[seat] = [0] * 5
    state.tcount[seat][NOBLE] = len(city)
    state.size[seat] = len(city)


def test_assassin_aims_at_what_the_leader_wants():
    """The leader has three noble districts: the strong heuristic kills the noble-income character, whoever
    the deal says holds it (the old one named any character of rank 4 or more at random)."""
    state = _first(4, 3, "kill")
    me = state.current_player
    leader = (me + 1) % 4
    _give_nobles(state, leader)
    noble_char = next(a[1] for a in state.legal_actions() if a[0] == "kill" and a[1] in ("king", "emperor", "patrician"))
    picks = {bots.strong_policy(state, Rng(seed)) for seed in range(20)}
    assert picks == {("kill", noble_char)}


def test_thief_robs_where_the_gold_is():
    """One other seat holds 9 gold and a noble city, the rest none: the Thief robs the noble-income character."""
    state = _first(4, 4, "rob")
    me = state.current_player
    rich = (me + 2) % 4
    _give_nobles(state, rich)
    state.gold = [0] * 4
    state.gold[rich] = 9
    noble_char = next(a[1] for a in state.legal_actions() if a[0] == "rob" and a[1] in ("king", "emperor", "patrician"))
    picks = {bots.strong_policy(state, Rng(seed)) for seed in range(20)}
    assert picks == {("rob", noble_char)}


def test_search_values_what_gold_and_hand_can_build():
    """Two seats level on points, city size, gold and cards: the one whose hand its gold can build is judged
    ahead (the old evaluation counted gold and cards alike, whatever they could build)."""
    state = GAME.new_state(2, None, 1)
    for seat in (0, 1):
        state.cities[seat], state.arts[seat], state.size[seat] = [], [], 0
        state.tcount[seat] = [0] * 5
        state.gold[seat] = 5
    state.hands[0] = ["manor", "palace"]       # 3 gold build the Manor now
    state.hands[1] = ["palace", "palace"]      # 3 gold build nothing
    state.gold[0] = state.gold[1] = 3
    chances = bots.StrongBot.judge(state)
    assert chances[0] > 0.55 and abs(sum(chances) - 1) < 1e-9


def test_reading_game_deals_the_others_what_they_want():
    """Deals kept by the opponent model give the noble-income character to the seat with a noble city more
    often than plain sampling does; the bot's own character stays where it is."""
    state = _first(4, 3, "kill")
    me = state.current_player
    leader = (me + 3) % 4                   # it chose before this seat saw the characters left
    _give_nobles(state, leader)
    view = state.view(me)
    plain = GAME
    reading = bots._ReadingGame(GAME, 4, 1.0)
    counts = []
    for game in (plain, reading):
        rng = Rng(7)
        hits = 0
        for _ in range(200):
            deal = game.from_view(view, me, rng)
            hits += any(deal.holder.get(c) == leader for c in ("king", "emperor", "patrician"))
            assert deal.holder["assassin"] == me
        counts.append(hits)
    assert counts[1] > counts[0] + 20
