"""Citadels (2016) cards as tables: basic districts, unique districts, characters, preset casts.

Every card is named by a short key (a district name or a character name in English, snake_case); the words a
player reads are the catalog's ("char.<key>", "district.<key>", "preset.<key>", "type.<key>"; text.py).
"""

from __future__ import annotations

from collections import namedtuple
from ...catalogs import Words

TYPES = ("noble", "religious", "trade", "military", "unique")
TYPE_INDEX = {t: i for i, t in enumerate(TYPES)}
TYPE_NAMES = Words("citadels", "type")
TYPE_ICON = {"noble": "♛", "religious": "✝", "trade": "⚖", "military": "⚔", "unique": "✦"}   # in every common font

District = namedtuple("District", "key type cost copies bonus")
District.__doc__ = """A district card. cost None: never buildable (Secret Vault). bonus: end-game scoring key or None."""

# key, type, cost, copies
BASIC_ROWS = (
    ("manor", "noble", 3, 5),
    ("castle", "noble", 4, 4),
    ("palace", "noble", 5, 3),
    ("temple", "religious", 1, 3),
    ("church", "religious", 2, 3),
    ("monastery", "religious", 3, 3),
    ("cathedral", "religious", 5, 2),
    ("tavern", "trade", 1, 5),
    ("market", "trade", 2, 4),
    ("trading_post", "trade", 2, 3),
    ("docks", "trade", 3, 3),
    ("harbor", "trade", 4, 3),
    ("town_hall", "trade", 5, 2),
    ("watchtower", "military", 1, 3),
    ("prison", "military", 2, 3),
    ("barracks", "military", 3, 3),
    ("fortress", "military", 5, 2),
)

# key, cost, end-game bonus key (None: no bonus)
UNIQUE_ROWS = (
    ("armory", 3, None),
    ("basilica", 4, "basilica"),
    ("capitol", 5, "capitol"),
    ("dragon_gate", 6, "dragon_gate"),
    ("factory", 5, None),
    ("framework", 3, None),
    ("gold_mine", 6, None),
    ("great_wall", 6, None),
    ("haunted_quarter", 2, None),
    ("imperial_treasury", 5, "imperial_treasury"),
    ("ivory_tower", 5, "ivory_tower"),
    ("keep", 3, None),
    ("laboratory", 5, None),
    ("library", 6, None),
    ("map_room", 5, "map_room"),
    ("monument", 4, None),
    ("museum", 4, "museum"),
    ("necropolis", 5, None),
    ("observatory", 4, None),
    ("park", 6, None),
    ("poor_house", 4, None),
    ("quarry", 5, None),
    ("school_of_magic", 6, None),
    ("secret_vault", None, "secret_vault"),
    ("smithy", 5, None),
    ("stables", 2, None),
    ("statue", 3, "statue"),
    ("theater", 6, None),
    ("thieves_den", 6, None),
    ("wishing_well", 5, "wishing_well"),
)

DISTRICTS = {}
for _k, _t, _c, _n in BASIC_ROWS:
    DISTRICTS[_k] = District(_k, _t, _c, _n, None)
for _k, _c, _b in UNIQUE_ROWS:
    DISTRICTS[_k] = District(_k, "unique", _c, 1, _b)

BASIC_KEYS = tuple(row[0] for row in BASIC_ROWS)
UNIQUE_KEYS = tuple(row[0] for row in UNIQUE_ROWS)
BASIC_DECK = tuple(k for k in BASIC_KEYS for _ in range(DISTRICTS[k].copies))
UNIQUES_PER_GAME = 14
DECK_SIZE = len(BASIC_DECK) + UNIQUES_PER_GAME          # 68
DEFAULT_UNIQUES = ("dragon_gate", "factory", "haunted_quarter", "imperial_treasury", "keep", "laboratory",
                   "library", "map_room", "quarry", "school_of_magic", "smithy", "statue", "thieves_den",
                   "wishing_well")

# For hot paths: a district's type index and printed cost (Secret Vault: never built, cost 0 unused).
TYPE_OF = {k: TYPE_INDEX[d.type] for k, d in DISTRICTS.items()}
COST_OF = {k: (d.cost if d.cost is not None else 0) for k, d in DISTRICTS.items()}

Character = namedtuple("Character", "key rank income income_kind limit")
Character.__doc__ = """A character. income: the district type it earns for (None: no per-district income);
income_kind: "gold", "cards" or "split" (Abbot); limit: how many districts its turn may build."""

# key, rank, income type, income kind, building limit
CHARACTER_ROWS = (
    ("assassin", 1, None, None, 1),
    ("witch", 1, None, None, 1),
    ("magistrate", 1, None, None, 1),
    ("thief", 2, None, None, 1),
    ("spy", 2, None, None, 1),
    ("blackmailer", 2, None, None, 1),
    ("magician", 3, None, None, 1),
    ("wizard", 3, None, None, 1),
    ("seer", 3, None, None, 2),
    ("king", 4, "noble", "gold", 1),
    ("emperor", 4, "noble", "gold", 1),
    ("patrician", 4, "noble", "cards", 1),
    ("bishop", 5, "religious", "gold", 1),
    ("abbot", 5, "religious", "split", 1),
    ("cardinal", 5, "religious", "cards", 1),
    ("merchant", 6, "trade", "gold", 1),
    ("alchemist", 6, None, None, 1),
    ("trader", 6, "trade", "gold", 1),
    ("architect", 7, None, None, 3),
    ("navigator", 7, None, None, 0),
    ("scholar", 7, None, None, 2),
    ("warlord", 8, "military", "gold", 1),
    ("diplomat", 8, "military", "gold", 1),
    ("marshal", 8, "military", "gold", 1),
    ("queen", 9, None, None, 1),
    ("artist", 9, None, None, 1),
    ("tax_collector", 9, None, None, 1),
)
CHARACTERS = {row[0]: Character(*row) for row in CHARACTER_ROWS}
CHARACTER_KEYS = tuple(row[0] for row in CHARACTER_ROWS)
RANK_OF = {k: c.rank for k, c in CHARACTERS.items()}
BY_RANK = {r: tuple(k for k in CHARACTER_KEYS if RANK_OF[k] == r) for r in range(1, 10)}

Preset = namedtuple("Preset", "key characters rank9 uniques")

PRESET_ROWS = (
    ("default",
     ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"), None,
     DEFAULT_UNIQUES),
    ("ambitious",
     ("magistrate", "thief", "wizard", "patrician", "bishop", "trader", "architect", "marshal"), "queen",
     ("capitol", "factory", "framework", "great_wall", "haunted_quarter", "keep", "necropolis", "park",
      "poor_house", "quarry", "school_of_magic", "stables", "statue", "thieves_den")),
    ("cunning",
     ("witch", "blackmailer", "magician", "emperor", "abbot", "alchemist", "architect", "warlord"), "tax_collector",
     ("armory", "basilica", "dragon_gate", "gold_mine", "keep", "monument", "museum", "necropolis", "park",
      "poor_house", "quarry", "secret_vault", "smithy", "theater")),
    ("illustrious",
     ("witch", "spy", "seer", "emperor", "bishop", "merchant", "scholar", "diplomat"), "artist",
     ("factory", "framework", "great_wall", "haunted_quarter", "ivory_tower", "keep", "library", "museum",
      "observatory", "park", "poor_house", "quarry", "school_of_magic", "smithy")),
    ("devious",
     ("magistrate", "blackmailer", "wizard", "king", "abbot", "alchemist", "navigator", "marshal"), "queen",
     ("dragon_gate", "factory", "framework", "haunted_quarter", "laboratory", "necropolis", "park", "poor_house",
      "secret_vault", "smithy", "stables", "theater", "thieves_den", "wishing_well")),
    ("tenacious",
     ("assassin", "spy", "seer", "king", "cardinal", "trader", "scholar", "diplomat"), "artist",
     ("basilica", "capitol", "haunted_quarter", "imperial_treasury", "laboratory", "library", "map_room",
      "observatory", "school_of_magic", "secret_vault", "smithy", "stables", "statue", "wishing_well")),
    ("vicious",
     ("assassin", "thief", "magician", "patrician", "cardinal", "merchant", "navigator", "warlord"), "tax_collector",
     ("armory", "basilica", "dragon_gate", "gold_mine", "imperial_treasury", "ivory_tower", "laboratory", "map_room",
      "monument", "museum", "school_of_magic", "statue", "thieves_den", "wishing_well")),
)
PRESETS = {row[0]: Preset(*row) for row in PRESET_ROWS}
PRESET_KEYS = tuple(row[0] for row in PRESET_ROWS)

# Seat-count substitutions (decided, see the in-app rules): the Emperor is not used with 2 players and
# becomes the King; the Queen needs 5 or more players and becomes the Artist.
EMPEROR_SUBSTITUTE = "king"
QUEEN_SUBSTITUTE = "artist"
DEFAULT_RANK9 = {"small": "artist", "large": "queen"}     # default cast when rank 9 is used: 3-4 / 5-8 seats

# Selection: face-up removals by (seats, characters in the cast).
FACE_UP = {(4, 8): 2, (5, 8): 1, (6, 8): 0, (7, 8): 0, (4, 9): 3, (5, 9): 2, (6, 9): 1, (7, 9): 0, (8, 9): 0}
START_GOLD = 2
START_CARDS = 4


def complete_size(seats: int) -> int:
    """Districts (the Monument counts 2) that complete a city."""
    return 8 if seats <= 3 else 7


def characters_per_seat(seats: int) -> int:
    return 2 if seats <= 3 else 1
