"""Helpers shared by the Carcassonne tests: scripted games with a known tile order (a module of its own:
conftest names clash across test folders)."""

from tavolo.games.carcassonne import Carcassonne

GAME = Carcassonne()


def scripted(tiles, seats=2, **options):
    """A game whose stack holds `tiles` in this order (first drawn first)."""
    return GAME.new_state_with_tiles(seats, tiles, options)


def turn(state, x, y, rot, spot=None):
    """Place the drawn tile and end the turn with a follower on `spot` (or none)."""
    state.apply(("place", state.tile, x, y, rot))
    state.apply(("follower", spot) if spot else ("no_follower",))
