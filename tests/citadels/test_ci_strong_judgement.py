"""Rules of the strong Citadels bot's judgement, on hand-made positions (the win rates live in the arena)."""

from tavolo.engine import Rng
from tavolo.games.citadels import bots
from tavolo.games.citadels.data import TYPE_INDEX, TYPE_OF
from tavolo.games.citadels.rounds import by_rank

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


def test_two_player_assassin_never_names_a_character_it_saw_go_out():
    """Two players: this seat discarded the King itself, so the other cannot hold it. The other has a noble
    city (the King is what the public facts point at), yet the strong heuristic names only characters the other
    may hold (the old one named the King)."""
    state = _first(2, 15, "kill")
    me = state.current_player
    other = 1 - me
    assert ["drop", me, "king"] in state.events
    _give_nobles(state, other)
    maybe = bots.suspects(state, me)
    assert "king" not in maybe
    assert maybe == {c for c, p in state.holder.items() if p == other} | (maybe - set(state.holder))
    picks = {bots.strong_policy(state, Rng(seed)) for seed in range(20)}
    assert picks and all(a[0] == "kill" and a[1] in maybe for a in picks)


def test_two_player_suspects_are_what_the_draft_left_possible():
    """Two players, after the draft: each seat suspects exactly the four characters the other may have taken
    (both of the other's among them), and none of its own or of those it discarded."""
    state = _first(2, 0, "kill")
    for me in (0, 1):
        maybe = bots.suspects(state, me)
        theirs = {c for c, p in state.holder.items() if p == 1 - me}
        mine = {c for c, p in state.holder.items() if p == me}
        dropped = {c for kind, seat, c in state.events if kind == "drop" and seat == me}
        assert theirs <= maybe and not maybe & (mine | dropped)
        assert len(maybe) <= 4


def test_two_player_discard_denies_the_next_picker():
    """Two players, a discard with the other seat picking next from what is passed: the strong heuristic
    discards the character the other wants most (the King, for its noble city), where the old rule discarded
    the one this seat valued most (the Merchant, for its trade districts)."""
    state = GAME.new_state(2, None, 1)
    rng = Rng(1)
    while not any(a[0] == "drop" for a in state.legal_actions()):
        state.apply(bots.policy(state, rng))
    # A hand-made pool: the King and the Merchant still in it (whatever this deal put there).
    others = [c for c in state.cast if c not in state.holder and c not in ("king", "merchant")]
    state.pool = by_rank(["king", "merchant"] + others[:len(state.pool) - 2])
    me = state.current_player
    other = 1 - me
    _give_nobles(state, other)
    state.tcount[me] = [0] * 5
    state.tcount[me][TYPE_INDEX["trade"]] = 3          # this seat wants the Merchant
    assert bots.policy(state, Rng(1)) == ("drop", "merchant")
    assert bots._next_picker(state) == other
    assert bots.strong_policy(state, Rng(1)) == ("drop", "king")


def test_search_judges_the_draft_where_the_next_draft_begins():
    """A draft choice is tried to the end of its round: every playout the search judges stops where the next
    round's draft begins (or the game ends), never part-way into the next round's turns."""
    state = GAME.new_state(2, None, 4)
    me = state.current_player
    judged = []

    class Recording(bots.StrongBot):
        iterations = 30

        @staticmethod
        def judge(s):
            judged.append((s.round_no, s.phase, s.step))
            return bots.evaluate_potential(s)

    generator = Recording(5).think(GAME, state.view(me), me)
    try:
        while True:
            next(generator)
    except StopIteration as done:
        action = done.value
    assert action[0] == "pick"
    assert judged and all(j == (state.round_no + 1, "draft", 0) for j in judged)


def test_thieves_den_payment_that_cannot_finish_is_taken_back():
    """A Thieves' Den half paid with cards, and neither gold nor the cards left can cover the rest: the
    heuristic takes the cards back (the old one paid on with a card, then took them back, then started paying
    again: a game that never ended)."""
    state = GAME.new_state(4, None, 2)
    rng = Rng(2)
    while state.phase != "turn" or state.pending is not None or not state.t_gathered:
        state.apply(bots.policy(state, rng))
    me = state.actor
    state.hands[me] = ["thieves_den", "tavern", "watchtower"]
    state.gold[me] = 0
    state.pending = ("den", me, ("temple",))
    legal = state.legal_actions()
    assert ("den_pay", "tavern") in legal and ("den_cancel",) in legal
    assert bots.policy(state, Rng(1)) == ("den_cancel",)
    assert not bots.den_completes(state, me, ("temple",))
    state.gold[me] = 3                          # 1 card paid + 2 more cards + 3 gold = 6: it can be built
    assert bots.policy(state, Rng(1)) == ("den_pay", "tavern")


def _give_city(state, seat, city):
    """Seat `seat` gets the districts `city`, taken from the deck (its old city goes back there)."""
    state.deck += state.cities[seat]
    for card in city:
        state.deck.remove(card)
    state.cities[seat] = list(city)
    state.arts[seat] = [0] * len(city)
    state.tcount[seat] = [0] * 5
    for card in city:
        state.tcount[seat][TYPE_OF[card]] += 1
    state.size[seat] = len(city)


def test_four_player_assassin_stops_the_city_about_to_be_finished():
    """Four players: one seat leads on points and gold (a noble city, the King's), another is one district from a
    complete city with two military districts (the Warlord's). The strong heuristic always names the Warlord, to
    stop the city that would end the game (the old one named the King about as often, for the leader)."""
    state = _first(4, 8, "kill")
    me = state.current_player
    finisher, leader = (me + 1) % 4, (me + 2) % 4
    _give_nobles(state, leader)
    state.gold[leader] = 9
    _give_city(state, finisher, ["tavern", "temple", "watchtower", "market", "prison", "church"][:state.threshold - 1])
    state.gold[finisher] = 0
    assert bots._public_leader(state, me) == leader
    picks = {bots.strong_policy(state, Rng(seed)) for seed in range(20)}
    assert picks == {("kill", "warlord")}
