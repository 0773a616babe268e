"""The registry of games. A new game adds one import and one entry here."""

from ..engine import TavoloError
from .carcassonne import Carcassonne
from .citadels import Citadels
from .romi_rami import RomiRami
from .shifting_stones import ShiftingStones

GAMES = {game.id: game for game in (Citadels(), Carcassonne(), ShiftingStones(), RomiRami())}


def get_game(game_id: str):
    try:
        return GAMES[game_id]
    except KeyError:
        raise TavoloError("unknown_game", f"Unknown game {game_id!r}; known: {', '.join(sorted(GAMES))}",
                          game=game_id) from None
