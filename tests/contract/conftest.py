"""The shared contract tests run for every game of the registry (tavolo.games.GAMES), every seat count.

A test that takes `game` runs once per game (id: the game id); one that takes `game_seats` once per game and
seat count (id: "<game id>-<seats>"). Select one game with -k, e.g. `pytest tests/contract -k shifting`.
"""

from contract_hooks import GAME_LIST, IDS, seat_counts


def pytest_generate_tests(metafunc):
    if "game" in metafunc.fixturenames:
        metafunc.parametrize("game", GAME_LIST, ids=IDS)
    if "game_seats" in metafunc.fixturenames:
        pairs = [(game, seats) for game in GAME_LIST for seats in seat_counts(game)]
        metafunc.parametrize("game_seats", pairs, ids=[f"{g.id}-{s}" for g, s in pairs])
