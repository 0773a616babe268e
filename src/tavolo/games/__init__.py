"""The registry of games. A new game adds one import and one entry here; `register` checks its declaration."""

from ..engine import TavoloError, register
from .carcassonne import Carcassonne
from .citadels import Citadels
from .romi_rami import RomiRami
from .shifting_stones import ShiftingStones

GAMES = register(Citadels(), Carcassonne(), ShiftingStones(), RomiRami())


def get_game(game_id: str):
    try:
        return GAMES[game_id]
    except KeyError:
        raise TavoloError("unknown_game", f"Unknown game {game_id!r}; known: {', '.join(sorted(GAMES))}",
                          game=game_id) from None
