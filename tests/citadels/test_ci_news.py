"""News: the public consequences of each action as small tuples, told once, in words in both languages, never
naming what a spectator may not know."""

import json

import pytest

from tavolo.bots.ismcts import _by_kind
from tavolo.engine import Rng
from tavolo.games.citadels import rounds
from tavolo.games.citadels.data import CHARACTERS, DISTRICTS, TYPES
from tavolo.games.citadels.text import NEWS_SHAPES, news_hits, news_label, news_to_you

from citadels_helpers import GAME, play, random_game, scenario

NAMES = ["Marco", "Anna", "Luca", "Sara"]


def fresh(*args, **kwargs):
    s = scenario(*args, **kwargs)
    s.take_news()
    return s


def step(s, action):
    s.apply(action)
    return s.take_news()


def test_kill_theft_income_and_the_heirs_crown():
    s = fresh(4, {"assassin": 0, "thief": 1, "merchant": 2, "king": 3}, cities={2: ["tavern", "market"]},
              gold={0: 0, 1: 0, 2: 5, 3: 1}, hands={p: ["manor"] for p in range(4)})
    assert step(s, ("kill", "king")) == []
    assert step(s, ("gold",)) == [("gathered", 0, "gold", 2)]
    assert step(s, ("end",)) == [("reveal", 1, "thief")]
    play(s, ("rob", "merchant"), ("gold",))
    s.take_news()
    news = step(s, ("end",))
    assert news == [("absent", "magician"), ("skipped", "king"), ("absent", "bishop"), ("reveal", 2, "merchant"),
                    ("robbed", 1, 2, 5)]
    assert s.gold[1] == 2 + 5 and s.gold[2] == 0
    assert [news_label(e, "en", NAMES) for e in news[1:]] == [
        "Turn skipped: the King was killed", "Nobody is the Bishop", "Luca reveals the Merchant",
        "The Thief, Anna, took 5 gold from Luca"]
    assert news_label(news[-1], "it", NAMES) == "Il Ladro, Anna, ha derubato Luca di 5 monete"
    assert news_label(news[1], "it", NAMES) == "Turno saltato: ucciso il Re"
    assert news_hits(news[-1]) == (2,) and news_hits(news[1]) == ()
    assert step(s, ("gold",)) == [("gathered", 2, "gold", 2), ("bonus", 2, "merchant", 1, 0)]
    income = step(s, ("income",))
    assert income == [("income", 2, "merchant", 2, 0, 2)] and s.gold[2] == 2 + 1 + 2
    assert news_label(income[0], "en", NAMES) == "Luca, income: 2 gold for 2 trade districts"
    assert news_label(income[0], "it", NAMES) == "Luca, rendita: 2 monete per 2 distretti commerciali"
    news = step(s, ("end",))
    assert news[:4] == [("absent", "architect"), ("absent", "warlord"), ("killed_revealed", 3, "king"),
                        ("crown", 3, "heir", 3)]
    assert news[4] == ("round", 2)
    assert news_label(news[3], "en", NAMES) == "Sara takes the crown as heir"


def test_hand_swap_tells_how_many_cards_changed_hands():
    s = fresh(4, {"magician": 0, "king": 1, "bishop": 2, "warlord": 3},
              hands={0: ["manor"], 1: ["temple", "church", "castle"]})
    news = step(s, ("swap_hands", 1))
    assert news == [("swapped_hands", 0, 1, 1, 3)]
    assert news_label(news[0], "en", NAMES) == "Marco swaps hands with Anna (1 card for 3 cards)"
    assert news_label(news[0], "it", NAMES) == "Marco scambia la mano con Anna (1 carta per 3 carte)"
    assert news_hits(news[0]) == (1,)


def test_destruction_with_its_price_and_the_builds_tax_free():
    s = fresh(4, {"warlord": 0, "king": 1, "bishop": 2, "merchant": 3},
              cities={1: ["castle", "great_wall"]}, gold={0: 9}, options={"great_wall": "itself"})
    play(s, ("gold",), ("end",), ("gold",), ("end",), ("gold",), ("end",))     # King, Bishop, Merchant
    s.take_news()
    news = step(s, ("destroy", 1, 0, "castle"))
    assert news == [("destroyed", 0, 1, "castle", 4 - 1 + 1)] and s.gold[0] == 9 - 4
    assert news_label(news[0], "en", NAMES) == "Marco destroys the Castle of Anna, paying 4 gold"
    assert news_label(news[0], "it", NAMES) == "Marco distrugge il Castello di Anna, pagando 4 monete"
    assert news_hits(news[0]) == (1,)


def test_threat_bribe_and_crown_news():
    cast = ("assassin", "blackmailer", "magician", "king", "bishop", "merchant", "architect", "warlord")
    s = fresh(4, {"blackmailer": 0, "king": 1, "merchant": 2, "warlord": 3}, cast=cast, gold={1: 4, 2: 3})
    play(s, ("threat", "merchant"), ("threat", "king"), ("flower", "merchant"), ("gold",))
    s.take_news()
    assert step(s, ("end",)) == [("absent", "magician"), ("reveal", 1, "king"), ("crown", 1, "king", 1)]
    play(s, ("gold",))
    s.take_news()
    news = step(s, ("bribe",))
    assert news == [("bribe", 1, "king", 0, 3)]
    assert news_label(news[0], "en", NAMES) == "Anna pays the Blackmailer, Marco, a bribe of 3 gold"
    play(s, ("end",), ("gold",), ("refuse",))
    s.take_news()
    news = step(s, ("reveal",))
    assert news == [("threat_revealed", 2, "merchant", 0, 1, 5), ("bonus", 2, "merchant", 1, 0)]
    assert news_label(news[0], "en", NAMES) == \
        "The Blackmailer, Marco, reveals the real threat on the Merchant and takes 5 gold from Luca"
    assert news_hits(news[0]) == (2,)


def test_take_news_clears_and_copies_start_empty():
    s = GAME.new_state(4, None, 5)
    assert s.news and s.news[0][0] == "crown" and s.news[1] == ("round", 1)
    assert s.clone().news == []
    first = s.take_news()
    assert first and s.take_news() == [] and s.news == []
    seat = s.current_player
    s.apply(s.legal_actions()[0])
    assert s.clone().news == []
    assert GAME.from_view(s.view(seat), seat, Rng(3)).news == []
    assert GAME.news_label(first[0], "it") and GAME.news_hits(("robbed", 1, 2, 3)) == (2,)


def public_chars(view):
    return {"revealed": view["revealed"], "faceup": set(view["faceup"]), "killed": view["killed"],
            "called": set(view["called"]), "bewitched": view["bewitched"], "witch_seat": view["witch_seat"]}


def check_public(event, views, seats):
    """Every character, card and seat an event names is known to a spectator: in the view before the action, at
    the end of a round the action closed, or after it."""
    kind = event[0]
    shape = NEWS_SHAPES[kind]
    assert len(event) == len(shape) + 1, event
    assert all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in event), event
    json.dumps(event)
    values = dict(zip(shape, event[1:]))
    for role, v in values.items():
        if role in ("seat", "victim"):
            assert 0 <= v < seats, event
        elif role == "by":
            assert -1 <= v < seats, event
        elif role in ("card", "card2"):
            assert v in DISTRICTS
            cities = [c for view in views for city in view["cities"] for c in city]
            assert v in cities, event
        elif role == "type":
            assert v in TYPES
    char = values.get("char")
    if char is None:
        return
    assert char in CHARACTERS
    seat = values.get("seat")
    assert any(char_public(kind, char, seat, public_chars(view)) for view in views), event


def char_public(kind, char, seat, pub):
    if kind == "faceup":
        return char in pub["faceup"]
    if kind == "skipped":
        return char == pub["killed"]
    if kind == "absent":
        return char in pub["called"] and char != pub["killed"]
    if pub["bewitched"] == char and pub["witch_seat"] == seat:
        return True                                     # the Witch playing as the bewitched character
    return pub["revealed"].get(char) == seat


@pytest.mark.parametrize("seats,cast", [(2, "default"), (3, "cunning"), (4, "illustrious"), (4, "ambitious"),
                                        (5, "devious"), (6, "tenacious"), (7, "vicious"), (8, "random")])
def test_news_never_tells_a_spectator_a_secret(seats, cast, monkeypatch):
    ends = []
    start_round = rounds.start_round

    def snapshot(s):
        if hasattr(s, "holder"):
            ends.append(s.view(None))           # the round just closed, as a spectator saw it
        start_round(s)

    monkeypatch.setattr(rounds, "start_round", snapshot)
    kinds = set()
    for seed in range(3):
        state = GAME.new_state(seats, {"cast": cast}, seed)
        rng = Rng(seed + 17)
        news = state.take_news()
        before = state.view(None)
        while True:
            after = state.view(None)
            views = [before] + ends + [after]
            ends.clear()
            for event in news:
                check_public(event, views, seats)
                kinds.add(event[0])
                for lang in ("en", "it"):
                    text = news_label(event, lang, NAMES[:seats] if seats <= 4 else None)
                    assert text and "{" not in text and "_" not in text
                assert all(0 <= p < seats for p in news_hits(event))
            if state.is_over:
                break
            before = after
            state.apply(_by_kind(state.legal_actions(), rng))
            news = state.take_news()
    assert {"round", "reveal", "crown", "gathered", "built"} <= kinds


def test_every_news_kind_has_words_in_both_languages():
    samples = {"seat": 1, "by": 0, "victim": 2, "char": "merchant", "card": "castle", "card2": "temple",
               "gold": 2, "cards": 1, "n": 2, "m": 3, "how": "emperor", "what": "gold", "real": 1, "first": 1,
               "type": "trade"}
    for kind, shape in NEWS_SHAPES.items():
        event = (kind,) + tuple(samples[role] for role in shape)
        en, it = news_label(event, "en", NAMES), news_label(event, "it", NAMES)
        assert en and it and (en != it or kind == "round") and "{" not in en + it, kind


# ---- news told to the person it hit (the shell's "since your last turn" leads with them) ----
def story_of(*items):
    """A round as a seat knows it: ("move", seat, action) and ("news", event) in order."""
    return list(items)


def test_a_kill_of_your_own_character_is_told_to_you_only():
    """The news says only "The Merchant was killed"; the person who picked the Merchant reads who killed it."""
    story = story_of(("move", 1, ("pick", None)), ("move", 0, ("pick", "merchant")), ("move", 2, ("pick", None)),
                     ("news", ("reveal", 2, "assassin")), ("move", 2, ("kill", "merchant")),
                     ("move", 2, ("end",)))
    event = ("skipped", "merchant")
    assert news_to_you(event, 0, "en", NAMES, story, 4) == "Luca (Assassin) killed the Merchant, yours: no turn in round 4"
    assert news_to_you(event, 0, "it", NAMES, story, 4) == \
        "Luca (Assassino) ha ucciso il Mercante, il tuo: niente turno nel giro 4"
    assert news_to_you(event, 1, "en", NAMES, story, 4) is None           # Anna held something else
    # The Theater took a character from the seat: which one it lost is not in its own moves, so nothing is claimed.
    swapped = story[:3] + [("move", 3, ("theater", None, 0))] + story[3:]
    assert news_to_you(event, 0, "en", NAMES, swapped, 4) is None


def test_thefts_and_blows_are_told_to_their_victim_naming_the_character_played():
    story = story_of(("news", ("reveal", 3, "thief")), ("move", 3, ("rob", "merchant")),
                     ("news", ("reveal", 1, "warlord")), ("news", ("reveal", 2, "magician")))
    told = [news_to_you(e, 0, lang, NAMES, story, 5) for lang in ("en", "it")
            for e in (("robbed", 3, 0, 5), ("destroyed", 1, 0, "temple", 0), ("swapped_hands", 2, 0, 1, 4))]
    assert told == ["Sara (Thief) robbed you of 5 gold", "Anna (Warlord) destroyed the Temple in your city",
                    "Luca (Magician) swapped hands with you: you gave 4 cards and got 1 card",
                    "Sara (Ladro) ti ha derubato di 5 monete", "Anna (Condottiero) ha distrutto il Tempio nella tua città",
                    "Luca (Mago) ha scambiato la mano con te: hai dato 4 carte e ricevuto 1 carta"]
    # Not to someone else, not for harm done to oneself, not for what hits nobody.
    assert news_to_you(("robbed", 3, 2, 5), 0, "en", NAMES, story, 5) is None
    assert news_to_you(("destroyed", 0, 0, "temple", 0), 0, "en", NAMES, story, 5) is None
    assert news_to_you(("built", 1, "temple", 1), 1, "en", NAMES, story, 5) is None
    # The Blackmailer's bribe, paid by the seat itself.
    assert news_to_you(("bribe", 0, "king", 2, 3), 0, "en", NAMES, story, 5) == "You paid Luca (Magician) a bribe of 3 gold"


def test_every_event_that_hits_a_seat_is_told_to_it_in_both_languages():
    """Random games: each event `news_hits` names is told to that seat, in words with no placeholder left."""
    told = set()
    for seats, cast in ((4, "default"), (5, "illustrious"), (6, "random"), (8, "random")):
        state = GAME.new_state(seats, {"cast": cast}, seats)
        rng = Rng(seats * 5)
        story = []
        while not state.is_over:
            seat = state.current_player
            action = _by_kind(state.legal_actions(), rng)
            story.append(("move", seat, state.public_action(action)))
            state.apply(action)
            for event in state.take_news():
                for victim in news_hits(event):
                    for lang in ("en", "it"):
                        line = news_to_you(event, victim, lang, None, story, state.round)
                        assert line and "{" not in line and "}" not in line, event
                    told.add(event[0])
                story.append(("news", event))
                if event[0] == "round":
                    story = []
    assert {"robbed", "destroyed"} <= told
