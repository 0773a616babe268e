"""Game-independent core: the game contract, the seeded RNG, the game record, errors.

Nothing here (nor under games/) imports the browser: every rule runs under plain CPython.
"""

from .contract import ActionKind, Game, Option, Placings, RegistrationError, Secret, State, Tie, no_parts, register
from .errors import IllegalAction, RecordError, TavoloError
from .rng import Rng
from .actions import normalize

__all__ = ["ActionKind", "Game", "Option", "Placings", "RegistrationError", "Secret", "State", "Tie", "no_parts",
           "register", "IllegalAction", "RecordError", "TavoloError", "Rng", "normalize"]
