"""Citadels (2016) cards as tables: basic districts, unique districts, characters, preset casts.

Every card is named by a short key (a district name or a character name in English, snake_case);
the words a player reads live in the `names` of each row (English and Italian).
"""

from __future__ import annotations

from collections import namedtuple
from ...catalogs import Words

TYPES = ("noble", "religious", "trade", "military", "unique")
TYPE_INDEX = {t: i for i, t in enumerate(TYPES)}
TYPE_NAMES = Words("citadels", "type")
TYPE_ICON = {"noble": "♛", "religious": "✝", "trade": "⚖", "military": "⚔", "unique": "✦"}   # in every common font

District = namedtuple("District", "key type cost copies en it bonus")
District.__doc__ = """A district card. cost None: never buildable (Secret Vault). bonus: end-game scoring key or None."""

# key, type, cost, copies, English, Italian
BASIC_ROWS = (
    ("manor", "noble", 3, 5, "Manor", "Maniero"),
    ("castle", "noble", 4, 4, "Castle", "Castello"),
    ("palace", "noble", 5, 3, "Palace", "Palazzo"),
    ("temple", "religious", 1, 3, "Temple", "Tempio"),
    ("church", "religious", 2, 3, "Church", "Chiesa"),
    ("monastery", "religious", 3, 3, "Monastery", "Monastero"),
    ("cathedral", "religious", 5, 2, "Cathedral", "Cattedrale"),
    ("tavern", "trade", 1, 5, "Tavern", "Taverna"),
    ("market", "trade", 2, 4, "Market", "Mercato"),
    ("trading_post", "trade", 2, 3, "Trading Post", "Emporio"),
    ("docks", "trade", 3, 3, "Docks", "Molo"),
    ("harbor", "trade", 4, 3, "Harbor", "Porto"),
    ("town_hall", "trade", 5, 2, "Town Hall", "Municipio"),
    ("watchtower", "military", 1, 3, "Watchtower", "Torre di guardia"),
    ("prison", "military", 2, 3, "Prison", "Prigione"),
    ("barracks", "military", 3, 3, "Barracks", "Caserma"),
    ("fortress", "military", 5, 2, "Fortress", "Fortezza"),
)

# key, cost, English, Italian, end-game bonus key (None: no bonus)
UNIQUE_ROWS = (
    ("armory", 3, "Armory", "Armeria", None),
    ("basilica", 4, "Basilica", "Basilica", "basilica"),
    ("capitol", 5, "Capitol", "Campidoglio", "capitol"),
    ("dragon_gate", 6, "Dragon Gate", "Porta del Drago", "dragon_gate"),
    ("factory", 5, "Factory", "Fabbrica", None),
    ("framework", 3, "Framework", "Impalcatura", None),
    ("gold_mine", 6, "Gold Mine", "Miniera d'oro", None),
    ("great_wall", 6, "Great Wall", "Grande Muraglia", None),
    ("haunted_quarter", 2, "Haunted Quarter", "Quartiere Infestato", None),
    ("imperial_treasury", 5, "Imperial Treasury", "Tesoro Imperiale", "imperial_treasury"),
    ("ivory_tower", 5, "Ivory Tower", "Torre d'Avorio", "ivory_tower"),
    ("keep", 3, "Keep", "Mastio", None),
    ("laboratory", 5, "Laboratory", "Laboratorio", None),
    ("library", 6, "Library", "Biblioteca", None),
    ("map_room", 5, "Map Room", "Sala delle Mappe", "map_room"),
    ("monument", 4, "Monument", "Monumento", None),
    ("museum", 4, "Museum", "Museo", "museum"),
    ("necropolis", 5, "Necropolis", "Necropoli", None),
    ("observatory", 4, "Observatory", "Osservatorio", None),
    ("park", 6, "Park", "Parco", None),
    ("poor_house", 4, "Poor House", "Ospizio", None),
    ("quarry", 5, "Quarry", "Cava", None),
    ("school_of_magic", 6, "School of Magic", "Scuola di Magia", None),
    ("secret_vault", None, "Secret Vault", "Cripta Segreta", "secret_vault"),
    ("smithy", 5, "Smithy", "Fucina", None),
    ("stables", 2, "Stables", "Scuderie", None),
    ("statue", 3, "Statue", "Statua", "statue"),
    ("theater", 6, "Theater", "Teatro", None),
    ("thieves_den", 6, "Thieves' Den", "Covo dei Ladri", None),
    ("wishing_well", 5, "Wishing Well", "Pozzo dei Desideri", "wishing_well"),
)

DISTRICTS = {}
for _k, _t, _c, _n, _en, _it in BASIC_ROWS:
    DISTRICTS[_k] = District(_k, _t, _c, _n, _en, _it, None)
for _k, _c, _en, _it, _b in UNIQUE_ROWS:
    DISTRICTS[_k] = District(_k, "unique", _c, 1, _en, _it, _b)

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

Character = namedtuple("Character", "key rank en it income income_kind limit")
Character.__doc__ = """A character. income: the district type it earns for (None: no per-district income);
income_kind: "gold", "cards" or "split" (Abbot); limit: how many districts its turn may build."""

# key, rank, English, Italian, income type, income kind, building limit
CHARACTER_ROWS = (
    ("assassin", 1, "Assassin", "Assassino", None, None, 1),
    ("witch", 1, "Witch", "Strega", None, None, 1),
    ("magistrate", 1, "Magistrate", "Magistrato", None, None, 1),
    ("thief", 2, "Thief", "Ladro", None, None, 1),
    ("spy", 2, "Spy", "Spia", None, None, 1),
    ("blackmailer", 2, "Blackmailer", "Ricattatore", None, None, 1),
    ("magician", 3, "Magician", "Mago", None, None, 1),
    ("wizard", 3, "Wizard", "Stregone", None, None, 1),
    ("seer", 3, "Seer", "Veggente", None, None, 2),
    ("king", 4, "King", "Re", "noble", "gold", 1),
    ("emperor", 4, "Emperor", "Imperatore", "noble", "gold", 1),
    ("patrician", 4, "Patrician", "Patrizio", "noble", "cards", 1),
    ("bishop", 5, "Bishop", "Vescovo", "religious", "gold", 1),
    ("abbot", 5, "Abbot", "Abate", "religious", "split", 1),
    ("cardinal", 5, "Cardinal", "Cardinale", "religious", "cards", 1),
    ("merchant", 6, "Merchant", "Mercante", "trade", "gold", 1),
    ("alchemist", 6, "Alchemist", "Alchimista", None, None, 1),
    ("trader", 6, "Trader", "Commerciante", "trade", "gold", 1),
    ("architect", 7, "Architect", "Architetto", None, None, 3),
    ("navigator", 7, "Navigator", "Navigatore", None, None, 0),
    ("scholar", 7, "Scholar", "Studioso", None, None, 2),
    ("warlord", 8, "Warlord", "Condottiero", "military", "gold", 1),
    ("diplomat", 8, "Diplomat", "Diplomatico", "military", "gold", 1),
    ("marshal", 8, "Marshal", "Maresciallo", "military", "gold", 1),
    ("queen", 9, "Queen", "Regina", None, None, 1),
    ("artist", 9, "Artist", "Artista", None, None, 1),
    ("tax_collector", 9, "Tax Collector", "Esattore", None, None, 1),
)
CHARACTERS = {row[0]: Character(*row) for row in CHARACTER_ROWS}
CHARACTER_KEYS = tuple(row[0] for row in CHARACTER_ROWS)
RANK_OF = {k: c.rank for k, c in CHARACTERS.items()}
BY_RANK = {r: tuple(k for k in CHARACTER_KEYS if RANK_OF[k] == r) for r in range(1, 10)}

Preset = namedtuple("Preset", "key en it characters rank9 uniques")

PRESET_ROWS = (
    ("default", "First game (default)", "Prima partita (base)",
     ("assassin", "thief", "magician", "king", "bishop", "merchant", "architect", "warlord"), None,
     DEFAULT_UNIQUES),
    ("ambitious", "Ambitious Aristocrats", "Aristocratici ambiziosi",
     ("magistrate", "thief", "wizard", "patrician", "bishop", "trader", "architect", "marshal"), "queen",
     ("capitol", "factory", "framework", "great_wall", "haunted_quarter", "keep", "necropolis", "park",
      "poor_house", "quarry", "school_of_magic", "stables", "statue", "thieves_den")),
    ("cunning", "Cunning Agents", "Agenti astuti",
     ("witch", "blackmailer", "magician", "emperor", "abbot", "alchemist", "architect", "warlord"), "tax_collector",
     ("armory", "basilica", "dragon_gate", "gold_mine", "keep", "monument", "museum", "necropolis", "park",
      "poor_house", "quarry", "secret_vault", "smithy", "theater")),
    ("illustrious", "Illustrious Emissaries", "Emissari illustri",
     ("witch", "spy", "seer", "emperor", "bishop", "merchant", "scholar", "diplomat"), "artist",
     ("factory", "framework", "great_wall", "haunted_quarter", "ivory_tower", "keep", "library", "museum",
      "observatory", "park", "poor_house", "quarry", "school_of_magic", "smithy")),
    ("devious", "Devious Dignitaries", "Dignitari subdoli",
     ("magistrate", "blackmailer", "wizard", "king", "abbot", "alchemist", "navigator", "marshal"), "queen",
     ("dragon_gate", "factory", "framework", "haunted_quarter", "laboratory", "necropolis", "park", "poor_house",
      "secret_vault", "smithy", "stables", "theater", "thieves_den", "wishing_well")),
    ("tenacious", "Tenacious Delegates", "Delegati tenaci",
     ("assassin", "spy", "seer", "king", "cardinal", "trader", "scholar", "diplomat"), "artist",
     ("basilica", "capitol", "haunted_quarter", "imperial_treasury", "laboratory", "library", "map_room",
      "observatory", "school_of_magic", "secret_vault", "smithy", "stables", "statue", "wishing_well")),
    ("vicious", "Vicious Nobles", "Nobili spietati",
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
