"""Carcassonne words in English and Italian: refusals, action labels (tiles, places and follower spots in
words), score headings, board texts and the in-app rules with every decided open point."""

from __future__ import annotations

import functools

from ...i18n import tr
from .data import DIRS, PORTS, ROTATED

TEXT = {
    # ---- why an action is refused (IllegalAction keys) ----
    "wrong_tile": {"en": "The tile to place is {tile}", "it": "La tessera da posare è {tile}"},
    "bad_place": {"en": "A tile goes on a square of the grid, turned 0 to 3 quarter turns",
                  "it": "Una tessera va su una casella della griglia, girata da 0 a 3 quarti di giro"},
    "already_placed": {"en": "The tile is already placed: choose a follower or none",
                       "it": "La tessera è già posata: scegli un seguace o nessuno"},
    "must_place": {"en": "First place the tile", "it": "Prima posa la tessera"},
    "cell_taken": {"en": "There is already a tile there", "it": "Lì c'è già una tessera"},
    "not_adjacent": {"en": "A tile must touch the map along a whole edge",
                     "it": "Una tessera deve toccare la mappa lungo un lato intero"},
    "same_rotation": {"count": "same",
                      "en": ("This tile looks the same turned {same} time",
                             "This tile looks the same turned {same} times"),
                      "it": ("Questa tessera è uguale girata {same} volta",
                             "Questa tessera è uguale girata {same} volte")},
    "edges_mismatch": {"en": "The edges do not match the neighbouring tiles (city to city, road to road, field to field)",
                       "it": "I lati non combaciano con le tessere vicine (città con città, strada con strada, "
                             "campo con campo)"},
    "cult_neighbours": {"en": "A monastery and a shrine may face each other only one to one: this building would "
                              "border two of the other kind",
                        "it": "Monastero e santuario si fronteggiano solo uno a uno: questo edificio ne "
                              "toccherebbe due dell'altro tipo"},
    "bad_spot": {"en": "The tile just placed has no such spot", "it": "La tessera appena posata non ha questo posto"},
    "no_followers": {"en": "You have no follower left", "it": "Non ti restano seguaci"},
    "no_farmers": {"en": "This game is played without farmers", "it": "Questa partita si gioca senza contadini"},
    "spot_taken": {"en": "That feature already holds a follower (counting everything it joins)",
                   "it": "Quell'elemento ha già un seguace (contando tutto ciò a cui si unisce)"},

    # ---- score breakdown ----
    "roads": {"en": "Roads", "it": "Strade"},
    "cities": {"en": "Cities", "it": "Città"},
    "monasteries": {"en": "Monasteries", "it": "Monasteri"},
    "shrines": {"en": "Shrines and challenges", "it": "Santuari e sfide"},
    "fields": {"en": "Fields (farmers)", "it": "Campi (contadini)"},

    # ---- action labels ----
    "act_place": {"en": "Place {tile} {where}", "it": "Posa {tile} {where}"},
    "act_follower": {"en": "{who} {what}", "it": "{who} {what}"},
    "act_none": {"en": "No follower: end the turn", "it": "Nessun seguace: fine del turno"},
    "at_start": {"en": "on the start square", "it": "sulla casella iniziale"},
    "at": {"en": "{where} of the start tile", "it": "{where} della tessera iniziale"},
    "and": {"en": " and ", "it": " e "},
    "steps_east": {"en": "{n} east", "it": "{n} a est"},
    "steps_west": {"en": "{n} west", "it": "{n} a ovest"},
    "steps_north": {"en": "{n} north", "it": "{n} a nord"},
    "steps_south": {"en": "{n} south", "it": "{n} a sud"},

    # ---- tiles and features in words ----
    "tile": {"en": "a tile ({shows})", "it": "una tessera ({shows})"},
    "d_N": {"en": "north", "it": "nord"}, "d_E": {"en": "east", "it": "est"},
    "d_S": {"en": "south", "it": "sud"}, "d_W": {"en": "west", "it": "ovest"},
    "half_L": {"en": "{edge}, {side} half", "it": "{edge}, metà {side}"},
    "city_on": {"en": "city {edges}", "it": "città {edges}"},
    "city_pennant": {"en": "city {edges} with pennant", "it": "città {edges} con stemma"},
    "road_through": {"en": "road {edges}", "it": "strada {edges}"},
    "road_end": {"en": "road end {edges}", "it": "fine strada {edges}"},
    "monastery": {"en": "monastery", "it": "monastero"},
    "shrine": {"en": "shrine", "it": "santuario"},
    "fields_only": {"en": "fields", "it": "campi"},
    "knight": {"en": "Knight", "it": "Cavaliere"},
    "thief": {"en": "Thief", "it": "Brigante"},
    "farmer": {"en": "Farmer", "it": "Contadino"},
    "monk": {"en": "Monk", "it": "Monaco"},
    "heretic": {"en": "Heretic", "it": "Eretico"},
    "the_city": {"en": "the city ({edges})", "it": "la città ({edges})"},
    "the_road": {"en": "the road ({edges})", "it": "la strada ({edges})"},
    "the_field": {"en": "the field ({edges})", "it": "il campo ({edges})"},
    "the_monastery": {"en": "the monastery", "it": "il monastero"},
    "the_shrine": {"en": "the shrine", "it": "il santuario"},
    "on_city": {"en": "on the city ({edges})", "it": "sulla città ({edges})"},
    "on_road": {"en": "on the road ({edges})", "it": "sulla strada ({edges})"},
    "on_field": {"en": "in the field ({edges})", "it": "nel campo ({edges})"},
    "on_monastery": {"en": "on the monastery", "it": "sul monastero"},
    "on_shrine": {"en": "on the shrine", "it": "sul santuario"},

    # ---- the board ----
    "ui_map": {"en": ("Map of {n} tile", "Map of {n} tiles"), "it": ("Mappa di {n} tessera", "Mappa di {n} tessere")},
    "ui_place_at": {"en": "Place here: {where}", "it": "Posa qui: {where}"},
    "ui_follower_of": {"en": "Follower of seat {n} on {what}", "it": "Seguace del posto {n} su {what}"},
    "ui_zoom_in": {"en": "Zoom in", "it": "Ingrandisci"},
    "ui_zoom_out": {"en": "Zoom out", "it": "Riduci"},
    "ui_zoom_all": {"en": "Whole map", "it": "Tutta la mappa"},
    "ui_zoom_last": {"en": "Last tile", "it": "Ultima tessera"},
    "ui_ended": {"en": "The game is over. Won by: {names}", "it": "La partita è finita. Vince: {names}"},
    "ui_step_place": {"en": "Your turn: tap a highlighted square, where the tile fits",
                      "it": "Tocca a te: tocca una casella evidenziata, dove la tessera sta"},
    "ui_step_follower": {"en": "Tile placed: choose a spot for a follower, or none",
                         "it": "Tessera posata: scegli un posto per un seguace, o nessuno"},
    "ui_to_move": {"en": "{name} is playing", "it": "Gioca {name}"},
    "ui_round": {"en": "round {n}", "it": "giro {n}"},
    "ui_drawn": {"en": "Tile drawn:", "it": "Tessera pescata:"},
    "ui_rotate_left": {"en": "Turn left", "it": "Gira a sinistra"},
    "ui_rotate_right": {"en": "Turn right", "it": "Gira a destra"},
    "ui_turn_tile": {"en": "Turn the tile: {tile}", "it": "Gira la tessera: {tile}"},
    "ui_place_here": {"en": "Place here", "it": "Posa qui"},
    "ui_clear": {"en": "Cancel", "it": "Annulla"},
    "ui_tap_square": {"en": "The highlighted squares are where the tile fits, turned some way",
                      "it": "Le caselle evidenziate sono dove la tessera sta, girata in qualche modo"},
    "ui_ways": {"en": ("It fits here only this way", "It fits here {n} ways: tap the tile to turn it"),
                "it": ("Qui sta solo così", "Qui sta in {n} modi: tocca la tessera per girarla")},
    "ui_end_with": {"en": "End turn: {what}", "it": "Fine turno: {what}"},
    "ui_no_follower": {"en": "No follower, end turn", "it": "Nessun seguace, fine turno"},
    "ui_tap_spot": {"en": "Tap a spot on the placed tile to put a follower there",
                    "it": "Tocca un posto sulla tessera posata per mettervi un seguace"},
    "ui_no_spot": {"en": "No follower can go on this tile", "it": "Nessun seguace può andare su questa tessera"},
    "ui_place_list": {"en": "{tile} {where}", "it": "{tile} {where}"},
    "ui_all_places": {"en": "All places as a list ({n})", "it": "Tutte le posizioni in elenco ({n})"},
    "ui_all_spots": {"en": "All follower spots as a list ({n})", "it": "Tutti i posti per seguaci in elenco ({n})"},
    "ui_ends_turn": {"en": "ends the turn", "it": "chiude il turno"},
    "ui_turn_now": {"en": "to play", "it": "di turno"},
    "ui_points": {"en": ("{n} point", "{n} points"), "it": ("{n} punto", "{n} punti")},
    "ui_followers_left": {"en": ("{n} follower left", "{n} followers left"),
                          "it": ("{n} seguace rimasto", "{n} seguaci rimasti")},
    "ui_players": {"en": "Players", "it": "Giocatori"},
    "ui_nobody": {"en": "nobody", "it": "nessuno"},
    "ui_lost_challenge": {"en": "Challenge lost: the {building}'s follower goes home ({who})",
                          "it": "Sfida persa: il seguace su {building} torna a casa ({who})"},
    "ui_scored_line": {"en": "{what}: {n} to {who}", "it": "{what}: {n} a {who}"},
    "ui_ev_road": {"en": ("Road of {n} tile", "Road of {n} tiles"),
                   "it": ("Strada di {n} tessera", "Strada di {n} tessere")},
    "ui_ev_city": {"en": ("City of {n} tile", "City of {n} tiles"),
                   "it": ("Città di {n} tessera", "Città di {n} tessere")},
    "ui_ev_monastery": {"en": "Monastery", "it": "Monastero"},
    "ui_ev_shrine": {"en": "Shrine", "it": "Santuario"},
    "ui_ev_field": {"en": ("Field of {n} tile", "Field of {n} tiles"),
                    "it": ("Campo di {n} tessera", "Campo di {n} tessere")},
    "ui_ev_farm_city": {"en": ("Farmers around a city of {n} tile", "Farmers around a city of {n} tiles"),
                        "it": ("Contadini intorno a una città di {n} tessera",
                               "Contadini intorno a una città di {n} tessere")},
    "ui_scored": {"en": "Scored lately", "it": "Punti recenti"},
    "ui_left_of": {"en": "{n} left: {tile}", "it": ("ne resta {n}: {tile}", "ne restano {n}: {tile}")},
    "ui_set_aside": {"en": "Set aside (no place): {tiles}", "it": "Scartate (senza posto): {tiles}"},
    "ui_stack": {"en": "Tiles left: {n}", "it": "Tessere rimaste: {n}"},
    "ui_total": {"en": "Total", "it": "Totale"},
}

WHO = {"city": "knight", "road": "thief", "field": "farmer", "monastery": "monk", "shrine": "heretic"}
# the side each half edge lies on (NL is the west half of the north edge)
HALF_SIDE = {"NL": "W", "NR": "E", "EL": "N", "ER": "S", "SL": "E", "SR": "W", "WL": "S", "WR": "N"}


def t(key, lang, **params):
    return tr(TEXT, key, lang, **params)


def ui_text(key, lang, **params):
    """Words of the board (keys "ui_...")."""
    return tr(TEXT, "ui_" + key, lang, **params)


def direction(d: str, lang: str) -> str:
    return t("d_" + d, lang)


def edges_words(dirs, lang) -> str:
    """'north, east' for edge numbers or letters."""
    return ", ".join(direction(d if isinstance(d, str) else DIRS[d], lang) for d in dirs)


def ports_words(ports, lang) -> str:
    """A field's half edges in words: whole edges by name, single halves as 'north, west half'."""
    names = [p if isinstance(p, str) else PORTS[p] for p in ports]
    words = []
    for d in DIRS:
        halves = [n for n in names if n[0] == d]
        if len(halves) == 2:
            words.append(direction(d, lang))
        elif halves:
            words.append(t("half_L", lang, edge=direction(d, lang), side=direction(HALF_SIDE[halves[0]], lang)))
    return "; ".join(words)


@functools.lru_cache(maxsize=512)
def tile_shows(letter: str, rot: int, lang: str) -> str:
    """What a turned tile shows, in words: 'city north; road east, west'."""
    parts = []
    for f in ROTATED[letter][rot].features:
        if f.kind == "city":
            parts.append(t("city_pennant" if f.pennant else "city_on", lang, edges=edges_words(f.edges, lang)))
        elif f.kind == "road":
            parts.append(t("road_through" if len(f.edges) == 2 else "road_end", lang, edges=edges_words(f.edges, lang)))
        elif f.kind in ("monastery", "shrine"):
            parts.append(t(f.kind, lang))
    return "; ".join(parts) or t("fields_only", lang)


def tile_text(letter: str, rot: int, lang: str) -> str:
    """A tile as a player names it: by what it shows (its letter is the rules reference's, not the box's)."""
    return t("tile", lang, shows=tile_shows(letter, rot, lang))


def position_text(x: int, y: int, lang: str) -> str:
    if x == 0 and y == 0:
        return t("at_start", lang)
    steps = []
    if y:
        steps.append(t("steps_north" if y < 0 else "steps_south", lang, n=abs(y)))
    if x:
        steps.append(t("steps_east" if x > 0 else "steps_west", lang, n=abs(x)))
    return t("at", lang, where=t("and", lang).join(steps))


def spot_kind(spot: str) -> str:
    return spot.split(":")[0]


def spot_text(spot: str, lang: str, prefix: str = "the_") -> str:
    """'the city (north, east)', 'the field (south; west, north half)', 'the monastery'; with prefix "on_":
    'on the city (north, east)', 'sulla città (nord, est)'."""
    kind, _, rest = spot.partition(":")
    if kind in ("city", "road"):
        return t(prefix + kind, lang, edges=edges_words(list(rest), lang))
    if kind == "field":
        return t(prefix + kind, lang, edges=ports_words([rest[i:i + 2] for i in range(0, len(rest), 2)], lang))
    return t(prefix + kind, lang)


def follower_text(spot: str, lang: str) -> str:
    return t("act_follower", lang, who=t(WHO[spot_kind(spot)], lang), what=spot_text(spot, lang, "on_"))


def label(action, lang="en", names=None):
    kind = action[0] if isinstance(action, tuple) and action else None
    try:
        if kind == "place":
            _, letter, x, y, rot = action
            return t("act_place", lang, tile=tile_text(letter, rot, lang), where=position_text(x, y, lang))
        if kind == "follower":
            return follower_text(action[1], lang)
        if kind == "no_follower":
            return t("act_none", lang)
    except (KeyError, ValueError, TypeError, IndexError):
        pass
    return str(list(action) if isinstance(action, tuple) else action)


# ---- the in-app rules ------------------------------------------------------------------------------------
RULES = {
    "en": [
        ("The game", [
            "2 to 5 players build a map of square tiles together and score roads, cities, monasteries, shrines "
            "and fields by putting their followers on them. Each player has 7 followers.",
            "The 72 tiles of the base game include the start tile, which lies face up in the middle; with the "
            "Cult, 5 shrine tiles (6 in the Cult, Siege and Creativity box, an option) are shuffled in too.",
            "Nothing is secret: everyone sees the map, the scores and how many tiles of each kind are left. Only "
            "the order of the stack is unknown.",
        ]),
        ("A turn", [
            "Draw the top tile and place it touching the map along at least one whole edge. Every edge that "
            "meets a neighbour must match it: city to city, road to road, field to field. Any rotation may be "
            "used. Rotations that look the same are offered once.",
            "A tile that fits nowhere is set aside out of the game and another is drawn.",
            "Then you may put one of your followers on the tile you just placed: a knight on a city, a thief on "
            "a road, a monk on a monastery, a heretic on a shrine, or a farmer lying in a field. The feature must "
            "hold no follower at all, anyone's, counting everything the new tile joins it to. Separate parts of "
            "one tile (the two city caps of some tiles, the road ends at a crossroads) are separate features.",
            "You can take the tile back and place it elsewhere until you end the turn; ending the turn scores "
            "and draws the next tile, and cannot be undone.",
            "Then everything the tile completed is scored, even with a follower placed this very turn, and the "
            "followers on it come home. Farmers stay in their fields until the end.",
        ]),
        ("Scoring", [
            "A road is complete when both its ends stop (at a crossroads, a city gate, a monastery or a shrine) "
            "or it closes in a loop: 1 point per tile.",
            "A city is complete when its walls are closed: 2 points per tile and 2 per pennant. A tile counts "
            "once even if the city or road crosses it twice. Option: old rules score a completed city of only "
            "two tiles 1 per tile and pennant.",
            "A monastery or shrine is complete when all 8 squares around it hold tiles: 9 points.",
            "The player with the most followers in a feature scores it; players tied for most all score it in "
            "full; the others score nothing. A feature with no follower scores for nobody.",
            "At the end, every unfinished road scores 1 per tile, every unfinished city 1 per tile and pennant, "
            "every unfinished monastery or shrine 1 plus 1 per tile around it (diagonals count), for the "
            "majority in each.",
            "The game ends after the turn in which the last tile is placed. Most points wins; players tied on "
            "points share the win, or the place they tied for (a decision: the rulebooks read name no "
            "tie-breaker).",
        ]),
        ("Farmers", [
            "Fields are scored only at the end. Current rules (the default): each field pays the player(s) with "
            "the most farmers in it 3 points for every completed city it touches. A city counts once per field, "
            "but can pay several fields.",
            "Option, 2nd edition: the same, but a player collects for a given city only once, however many fields "
            "they win around it.",
            "Option, 1st edition: city by city, the player(s) with the most farmers in all the fields touching a "
            "completed city score 4.",
            "Option: no farmers at all.",
        ]),
        ("The Cult", [
            "A shrine is scored exactly like a monastery; a follower on it is a heretic. Around a building means "
            "the 8 squares around it, diagonals included.",
            "Placement: a shrine may not border two or more monasteries, and a monastery may not border two or "
            "more shrines. Strict (the default, as the rules FAQ and JCloisterZone read it): neither may a new "
            "building border a building of the other kind that already borders one of the new one's kind, so "
            "every shrine faces at most one monastery and the other way round. Option, literal: only the new "
            "building's own neighbours are counted. This holds whether or not anyone stands on the buildings, "
            "and a tile that cannot be placed because of it is set aside.",
            "Challenge: an occupied shrine and an occupied monastery around each other are in a challenge, "
            "whoever owns them, even both yours. The first of the two to be completed scores 9 and the other's "
            "followers go home with nothing.",
            "Decided here: if the tile that completes one also completes the other, both score 9. If the tile you "
            "place is itself the new shrine (or monastery), you put a follower on it and it completes the "
            "occupied building of the other kind next to it, that building was completed first: your new "
            "follower goes home at once with nothing.",
            "An empty building never challenges and never loses anything. A challenge still open at the end has "
            "no effect: both buildings are scored as unfinished.",
        ]),
        ("Decisions on unclear points", [
            "Follower supply: 7 each (the eighth figure of a colour is the score marker). Seat 1 starts.",
            "The shrine tiles follow JCloisterZone's layouts (on the shrine tile with two road ends, the roads "
            "split the field in two). Count, King and Robber's newer edition was not checked.",
            "To replay a known game, the engine can start with a given tile order.",
        ]),
    ],
    "it": [
        ("Il gioco", [
            "Da 2 a 5 giocatori costruiscono insieme una mappa di tessere quadrate e fanno punti con strade, "
            "città, monasteri, santuari e campi mettendovi i propri seguaci. Ognuno ha 7 seguaci.",
            "Le 72 tessere del gioco base comprendono la tessera iniziale, scoperta al centro; con il Culto si "
            "mescolano anche 5 tessere santuario (6 nella scatola Cult, Siege and Creativity, un'opzione).",
            "Non c'è niente di segreto: tutti vedono la mappa, i punti e quante tessere di ogni tipo restano. "
            "Solo l'ordine della pila è ignoto.",
        ]),
        ("Il turno", [
            "Pesca la tessera in cima e posala in modo che tocchi la mappa lungo almeno un lato intero. Ogni lato "
            "che incontra una tessera vicina deve combaciare: città con città, strada con strada, campo con campo. "
            "Si può girare in ogni verso; le rotazioni identiche sono proposte una volta sola.",
            "Una tessera che non si può posare da nessuna parte viene scartata dal gioco e se ne pesca un'altra.",
            "Poi puoi mettere uno dei tuoi seguaci sulla tessera appena posata: un cavaliere su una città, un "
            "brigante su una strada, un monaco su un monastero, un eretico su un santuario o un contadino sdraiato "
            "in un campo. L'elemento non deve avere alcun seguace, di nessuno, contando tutto ciò a cui la nuova "
            "tessera lo unisce. Le parti separate di una tessera (le due città di certe tessere, le strade che "
            "finiscono a un incrocio) sono elementi separati.",
            "Puoi riprendere la tessera e posarla altrove finché non chiudi il turno; chiudere il turno fa i "
            "punti e pesca la tessera seguente, e non si può annullare.",
            "Poi si conta tutto ciò che la tessera ha completato, anche con un seguace messo in questo stesso "
            "turno, e i seguaci tornano ai proprietari. I contadini restano nei campi fino alla fine.",
        ]),
        ("Punteggio", [
            "Una strada è completa quando entrambe le estremità finiscono (a un incrocio, a una porta di città, "
            "a un monastero o a un santuario) o si chiude ad anello: 1 punto per tessera.",
            "Una città è completa quando le mura sono chiuse: 2 punti per tessera e 2 per stemma. Una tessera "
            "conta una volta sola anche se la città o la strada la attraversa due volte. Opzione: le regole "
            "vecchie contano una città completata di due sole tessere 1 per tessera e stemma.",
            "Un monastero o un santuario è completo quando tutte le 8 caselle intorno hanno una tessera: 9 punti.",
            "Chi ha più seguaci in un elemento ne fa i punti; in caso di parità tutti i primi li fanno per intero; "
            "gli altri niente. Un elemento senza seguaci non dà punti a nessuno.",
            "Alla fine ogni strada incompleta vale 1 per tessera, ogni città incompleta 1 per tessera e stemma, "
            "ogni monastero o santuario incompleto 1 più 1 per tessera intorno (diagonali comprese), per la "
            "maggioranza in ciascuno.",
            "La partita finisce dopo il turno in cui si posa l'ultima tessera. Vince chi ha più punti; a pari "
            "punti la vittoria, o la posizione, è condivisa (una scelta: i regolamenti letti non danno "
            "spareggi).",
        ]),
        ("Contadini", [
            "I campi si contano solo alla fine. Regole attuali (predefinite): ogni campo dà a chi vi ha più "
            "contadini 3 punti per ogni città completata che tocca. Una città conta una volta per campo, ma può "
            "pagare più campi.",
            "Opzione, 2a edizione: lo stesso, ma un giocatore incassa una data città una volta sola, per quanti "
            "campi intorno vinca.",
            "Opzione, 1a edizione: città per città, chi ha più contadini in tutti i campi che toccano una città "
            "completata fa 4 punti.",
            "Opzione: senza contadini.",
        ]),
        ("Il Culto", [
            "Un santuario si conta esattamente come un monastero; un seguace su di esso è un eretico. Intorno a "
            "un edificio vuol dire nelle 8 caselle vicine, diagonali comprese.",
            "Posa: un santuario non può toccare due o più monasteri, e un monastero non può toccare due o più "
            "santuari. Stretta (predefinita, come le FAQ e JCloisterZone): nemmeno un nuovo edificio può toccare "
            "un edificio dell'altro tipo che ne tocca già uno del suo tipo, così ogni santuario fronteggia al più "
            "un monastero e viceversa. Opzione, letterale: si contano solo i vicini del nuovo edificio. Vale che "
            "gli edifici siano occupati o no, e una tessera che per questo non si può posare viene scartata.",
            "Sfida: un santuario occupato e un monastero occupato vicini sono in sfida, chiunque li possieda, "
            "anche se entrambi tuoi. Il primo dei due a essere completato fa 9 punti e i seguaci dell'altro "
            "tornano a casa senza punti.",
            "Deciso qui: se la tessera che ne completa uno completa anche l'altro, fanno 9 punti entrambi. Se la "
            "tessera che posi è essa stessa il nuovo santuario (o monastero), ci metti un seguace e completa "
            "l'edificio occupato dell'altro tipo lì vicino, quell'edificio è stato completato prima: il tuo "
            "nuovo seguace torna subito a casa senza punti.",
            "Un edificio vuoto non sfida mai e non perde mai niente. Una sfida ancora aperta alla fine non ha "
            "effetto: entrambi gli edifici si contano come incompleti.",
        ]),
        ("Decisioni sui punti incerti", [
            "Seguaci: 7 a testa (l'ottava figura di un colore segna il punteggio). Comincia il posto 1.",
            "Le tessere santuario seguono JCloisterZone (sulla tessera santuario con due strade, le strade "
            "dividono il campo in due). La nuova edizione di Conte, Re e Brigante non è stata verificata.",
            "Per rigiocare una partita nota, il motore può partire con un ordine di tessere dato.",
        ]),
    ],
}


def rules(lang="en"):
    return RULES.get(lang) or RULES["en"]
