"""Shifting Stones words in English and Italian: messages, action labels and the in-app rules."""

from __future__ import annotations

from ...i18n import tr
from .data import CARDS

TEXT = {
    # ---- why an action is refused (IllegalAction keys) ----
    "unknown_card": {"en": "There is no card {card}", "it": "Non esiste la carta {card}"},
    "not_your_card": {"en": "The card {card} is not in your hand", "it": "La carta {card} non è nella tua mano"},
    "bad_cell": {"en": "{cell} is not a cell of the grid (0 to 8)",
                 "it": "{cell} non è una casella della griglia (da 0 a 8)"},
    "same_cell": {"en": "A shift swaps two different tiles", "it": "Uno spostamento scambia due tessere diverse"},
    "cell_order": {"en": "Name the two tiles of a shift in grid order, the first one first",
                   "it": "Indica le due tessere dello spostamento nell'ordine della griglia, prima la prima"},
    "not_adjacent": {"en": "Only two tiles side by side (not diagonal) can be swapped",
                     "it": "Si possono scambiare solo due tessere affiancate (non in diagonale)"},
    "no_match": {"en": "The pattern of {card} is not in the grid right now",
                 "it": "Lo schema di {card} ora non è presente nella griglia"},
    "skip_after_action": {"en": "You can skip only before taking any action in your turn",
                          "it": "Puoi saltare il turno solo prima di fare qualsiasi azione"},
    "skip_twice": {"en": "You cannot skip two turns in a row",
                   "it": "Non puoi saltare due turni di fila"},

    # ---- score breakdown ----
    "cards": {"en": "Points of scored cards", "it": "Punti delle carte segnate"},
    "one_point_bonus": {"en": "Most 1-point cards (+3)", "it": "Più carte da 1 punto (+3)"},

    # ---- action labels ----
    "act_shift": {"en": "Shift: swap the {a} and {b} tiles, spending {card}",
                  "it": "Sposta: scambia la tessera {a} con quella {b}, spendendo {card}"},
    "act_flip": {"en": "Flip: turn over the {cell} tile, spending {card}",
                 "it": "Gira: capovolgi la tessera {cell}, spendendo {card}"},
    "act_score": {"en": "Score {card}", "it": "Segna {card}"},
    # A card as a player names it: its pattern row by row ('·' is a grey square), then its points.
    "card_words": {"en": "“{pattern}” ({points})", "it": "«{pattern}» ({points})"},
    "act_end": {"en": "End the turn", "it": "Termina il turno"},
    "act_skip": {"en": "Skip the turn", "it": "Salta il turno"},
    "points": {"en": ("{n} point", "{n} points"), "it": ("{n} punto", "{n} punti")},

    # ---- cells, as a player names them (used inside the labels) ----
    "cell_0": {"en": "top-left", "it": "in alto a sinistra"},
    "cell_1": {"en": "top-centre", "it": "in alto al centro"},
    "cell_2": {"en": "top-right", "it": "in alto a destra"},
    "cell_3": {"en": "middle-left", "it": "al centro a sinistra"},
    "cell_4": {"en": "centre", "it": "al centro"},
    "cell_5": {"en": "middle-right", "it": "al centro a destra"},
    "cell_6": {"en": "bottom-left", "it": "in basso a sinistra"},
    "cell_7": {"en": "bottom-centre", "it": "in basso al centro"},
    "cell_8": {"en": "bottom-right", "it": "in basso a destra"},

    # ---- faces ----
    "face_S": {"en": "Sun", "it": "Sole"},
    "face_M": {"en": "Moon", "it": "Luna"},
    "face_F": {"en": "Fish", "it": "Pesce"},
    "face_B": {"en": "Bird", "it": "Uccello"},
    "face_H": {"en": "Horse", "it": "Cavallo"},
    "face_O": {"en": "Boat", "it": "Barca"},
    "face_D": {"en": "Seed", "it": "Seme"},
    "face_T": {"en": "Tree", "it": "Albero"},
    "face_.": {"en": "any stone", "it": "qualsiasi pietra"},

    # ---- words the board may show ----
    "deck": {"en": "Deck", "it": "Mazzo"},
    "discard": {"en": "Discard pile", "it": "Scarti"},
    "hand": {"en": "Hand", "it": "Mano"},
    "scored": {"en": "Scored", "it": "Segnate"},
    "strikes": {"en": "Strikes", "it": "Penalità"},
    "end_triggered": {"en": "Last round: the game ends when this round is over",
                      "it": "Ultimo giro: la partita finisce alla fine di questo giro"},
    "solo_won": {"en": "All 16 cards scored: you win!", "it": "Tutte le 16 carte segnate: hai vinto!"},
    "solo_lost": {"en": "Four strikes: the game is lost", "it": "Quattro penalità: la partita è persa"},
    "skipped_last": {"en": "Skipped last turn", "it": "Ha saltato l'ultimo turno"},

    # ---- the board (view.py) ----
    "ui_deck": {"en": 'Deck: {n}', "it": 'Mazzo: {n}'},
    "ui_discard": {"en": 'Discard pile: {n}', "it": 'Scarti: {n}'},
    "ui_top_discard": {"en": 'Top of the discard pile', "it": 'In cima agli scarti'},
    "ui_your_hand": {"en": "{name}'s hand", "it": 'Mano di {name}'},
    "ui_hand_hidden": {"en": 'Hands are hidden on the shared screen.', "it": 'Le mani sono nascoste sullo schermo comune.'},
    "ui_cards_in_hand": {"en": '{n} in hand', "it": '{n} in mano'},
    "ui_hand_left": {"en": 'Left in hand:', "it": 'Rimaste in mano:'},
    "ui_hand_left_none": {"en": 'no cards', "it": 'nessuna carta'},
    "ui_scored": {"en": ('{n} card scored · {pts}', '{n} cards scored · {pts}'),
                  "it": ('{n} carta segnata · {pts}', '{n} carte segnate · {pts}')},
    "ui_skipped": {"en": 'skipped last turn', "it": 'ha passato il turno scorso'},
    "ui_to_move": {"en": 'to move', "it": 'di turno'},
    "ui_score_it": {"en": 'Score this card ({pts})', "it": 'Segna questa carta ({pts})'},
    "ui_no_match": {"en": 'Not on the grid now', "it": 'Non è sulla griglia ora'},
    "ui_flip_mode": {"en": 'Spend it: flip a tile', "it": 'Spendila: gira una tessera'},
    "ui_shift_mode": {"en": 'Spend it: swap two tiles', "it": 'Spendila: scambia due tessere'},
    "ui_pick_flip": {"en": 'Choose the tile to flip.', "it": 'Scegli la tessera da girare.'},
    "ui_pick_first": {"en": 'Choose the first tile to swap.', "it": 'Scegli la prima tessera da scambiare.'},
    "ui_pick_second": {"en": 'Choose a tile next to it (not diagonal).', "it": 'Scegli una tessera accanto (non in diagonale).'},
    "ui_pick_card": {"en": 'Choose a card from your hand, or end your turn.', "it": 'Scegli una carta dalla mano, o termina il turno.'},
    "ui_pick_use": {"en": 'Score the card, or spend it on the grid.', "it": 'Segna la carta, o spendila sulla griglia.'},
    "ui_end_turn": {"en": 'End turn (draw up to 4)', "it": 'Fine turno (pesca fino a 4)'},
    "ui_skip": {"en": 'Skip: draw cards instead', "it": 'Passa: pesca carte'},
    "ui_skip_six": {"en": 'Skip: draw up to 6', "it": 'Passa: pesca fino a 6'},
    "ui_skip_two": {"en": 'Skip: draw 2', "it": 'Passa: pesca 2'},
    "ui_last_round": {"en": 'Last round: the game ends when the round is over.', "it": 'Ultimo giro: la partita finisce alla fine del giro.'},
    "ui_target": {"en": ('The end comes when someone has scored {n} card.',
                         'The end comes when someone has scored {n} cards.'),
                  "it": ('La fine arriva quando qualcuno ha segnato {n} carta.',
                         'La fine arriva quando qualcuno ha segnato {n} carte.')},
    "ui_strikes": {"en": 'Strikes: {n} of {max}', "it": 'Penalità: {n} su {max}'},
    "ui_solo_goal": {"en": 'Score all 16 cards before the 4th strike.', "it": 'Segna tutte le 16 carte prima della 4ª penalità.'},
    "ui_can_score": {"en": 'can be scored now', "it": 'si può segnare ora'},
    "ui_tile_at": {"en": '{face}, {where}', "it": '{face}, {where}'},
    "ui_grid": {"en": 'Stones', "it": 'Pietre'},
    "ui_card_label": {"en": 'Card worth {pts}, pattern {pattern}', "it": 'Carta da {pts}, schema {pattern}'},
    "ui_grey": {"en": 'grey', "it": 'grigio'},
    "ui_on_grid": {"en": 'on the grid', "it": 'in griglia'},
    "ui_actions": {"en": 'Actions', "it": 'Azioni'},
    "ui_score_card": {"en": 'Score this card', "it": 'Segna questa carta'},
    "ui_waiting": {"en": '{name} is playing.', "it": 'Sta giocando {name}.'},
    "ui_not_next": {"en": 'That tile is not next to the {first} one: choose a marked tile, or the {first} tile '
                          'again to let it go.',
                    "it": 'Quella tessera non è accanto a quella {first}: scegli una tessera segnata, o di nuovo '
                          'quella {first} per lasciarla.'},
    "ui_swappable": {"en": 'can be swapped with the chosen tile', "it": 'si può scambiare con la tessera scelta'},
    "ui_chosen_tile": {"en": 'chosen', "it": 'scelta'},
    "ui_too_far": {"en": 'not next to the chosen tile', "it": 'non è accanto alla tessera scelta'},

    # ---- drawings (art.py) ----
    "art_emblem": {"en": 'Shifting Stones: a grid of nine stone tiles and a pattern card',
                   "it": 'Shifting Stones: una griglia di nove tessere di pietra e una carta schema'},
    "fig_flip": {"en": 'Flip: spend a card to turn a tile over. This Horse becomes a Boat, the other face of the '
                       'same tile.',
                 "it": "Girare: spendi una carta per capovolgere una tessera. Questo Cavallo diventa una Barca, "
                       "l'altra faccia della stessa tessera."},
    "fig_shift": {"en": 'Shift: spend a card to swap two tiles side by side. The Fish and the Tree change places; '
                        'each keeps its face.',
                  "it": "Spostare: spendi una carta per scambiare due tessere affiancate. Il Pesce e l'Albero si "
                        "scambiano di posto; ognuno mantiene la sua faccia."},
    "fig_match": {"en": 'The card “Tree / Bird” (1 point) is on the grid: a Tree stands right above a Bird. A Tree '
                        'beside a Bird would not do: patterns never turn.',
                  "it": "La carta «Albero / Uccello» (1 punto) è nella griglia: un Albero sta proprio sopra un "
                        "Uccello. Un Albero accanto a un Uccello non basterebbe: gli schemi non si ruotano."},
    "ui_cancel": {"en": 'Cancel', "it": 'Annulla'},
    "ui_scored_cards": {"en": 'Scored cards', "it": 'Carte segnate'},
}


def _cell(cell, lang):
    return tr(TEXT, f"cell_{cell}", lang) if isinstance(cell, int) and 0 <= cell <= 8 else str(cell)


def points_text(points, lang):
    return tr(TEXT, "points", lang, n=points)


def pattern_words(card_id, lang, grey="·", between=" "):
    """A card's pattern in words, rows top first: 'Tree / Bird', '· Horse Bird'."""
    rows = CARDS[card_id].rows
    return " / ".join(between.join(grey if c == "." else tr(TEXT, f"face_{c}", lang) for c in row) for row in rows)


def card_words(card_id, lang):
    """A card as a player names it, never by its id: '“Tree / Bird” (1 point)'."""
    if card_id not in CARDS:
        return str(card_id)
    return tr(TEXT, "card_words", lang, pattern=pattern_words(card_id, lang),
              points=points_text(CARDS[card_id].points, lang))


def error_words(params, lang) -> dict:
    """A refusal's card in words, not its id."""
    if params.get("card") in CARDS:
        return {**params, "card": card_words(params["card"], lang)}
    return params


def label(action, lang="en", names=None):
    """A short human text for an action tuple."""
    if not isinstance(action, tuple) or not action:
        return str(action)
    kind = action[0]
    try:
        if kind == "shift":
            _, card, a, b = action
            return tr(TEXT, "act_shift", lang, a=_cell(a, lang), b=_cell(b, lang), card=card_words(card, lang))
        if kind == "flip":
            _, card, cell = action
            return tr(TEXT, "act_flip", lang, cell=_cell(cell, lang), card=card_words(card, lang))
        if kind == "score":
            _, card = action
            return tr(TEXT, "act_score", lang, card=card_words(card, lang))
        if kind == "end":
            return tr(TEXT, "act_end", lang)
        if kind == "skip":
            return tr(TEXT, "act_skip", lang)
    except (ValueError, TypeError):
        pass
    return str(list(action))


RULES = {
    "en": [
        ("The game", [
            "Shifting Stones is a game for 1 to 5 players. Nine stone tiles lie in a 3x3 grid. Every pattern card "
            "shows a small picture of stones and a value of 1, 2, 3 or 5 points. On your turn you rearrange the "
            "stones by spending cards, and you score the cards whose picture is present in the grid. When the game "
            "ends, the player with the most points wins.",
        ]),
        ("The stones", [
            "Each of the 9 tiles has a face on each side. There are 8 faces, printed in pairs: 1 Sun/Moon tile, "
            "2 Fish/Bird tiles, 3 Horse/Boat tiles and 3 Seed/Tree tiles. So the grid never shows more than one "
            "Sun or Moon, more than two Fish and Bird together, or more than three Horse and Boat (or Seed and "
            "Tree) together. Flipping a tile shows the other face of the same pair.",
            "The grid has one fixed orientation for everyone: its top is the side where the deck lies.",
        ]),
        ("The cards", [
            "There are 72 different pattern cards: 28 worth 1 point, 26 worth 2, 13 worth 3 and 5 worth 5. "
            "A pattern is 1x2, 2x1, 1x3, 3x1, 2x2 or 3x3 squares.",
        ]),
        ("Setup", [
            "The 9 tiles are shuffled and laid out at random in the grid; each tile shows a random face (heads or "
            "tails, like a coin). The 72 cards are shuffled and each player is dealt 4 cards. Hands are secret "
            "until the game is over; then the board shows the cards left in every hand, and the replay can show "
            "any player's hand at every move. The rest of the cards form the deck; the discard pile beside it is "
            "face up.",
            "The first seat starts; play then goes around the table in seat order.",
        ]),
        ("Your turn", [
            "On your turn you do one of two things: take actions and then end your turn, or skip your turn.",
            "Take actions: as many as you like, in any order, repeating any of them, as long as you have cards. "
            "Each action uses one card from your hand. You may also take no action at all.",
            "Shift: discard one card face up, then swap two tiles that are side by side (left-right or up-down, "
            "never diagonally). A tile keeps its face when it moves.",
            "Flip: discard one card face up, then turn one tile over to its other face.",
            "Score: if the pattern of a card in your hand is in the grid right now, put that card in front of you, "
            "face up. It stays yours, whatever happens to the grid later.",
            "End your turn: you may end it at any moment; then draw cards from the deck until you hold 4. "
            "Scored cards do not count. If you already hold 4 or more cards, you draw nothing. With no cards in hand, "
            "ending (or skipping) is all you can do.",
            "Skip your turn: only before taking any action. Draw 2 cards and your turn is over at once, with no "
            "further draw. You cannot skip two turns in a row. There is no hand limit.",
            "A card is used only once: spent on a shift or a flip, or scored. Spent cards go to the discard pile and "
            "may come back when it is reshuffled. Swapping two tiles with the same face, or flipping a tile back, is "
            "allowed: it simply costs a card. You may score only on your own turn.",
        ]),
        ("Patterns", [
            "A pattern is present when the grid shows it somewhere: every stone square of the card must lie on a "
            "tile with exactly that face, in the same relative position. A grey square needs a tile there, whatever "
            "its face: grey squares only limit where the pattern can sit. For example, a 3x3 card that is grey "
            "except for a Fish in the middle is present only when a Fish is on the centre tile.",
            "Patterns are never rotated or mirrored and never wrap around the edges of the grid: a Fish left of a "
            "Tree is not a Fish above a Tree. A card is scored once, even if its pattern appears in several places.",
        ]),
        ("When the deck runs out", [
            "When you have to draw and the deck is empty, the discard pile is shuffled to form a new deck. If the "
            "deck and the discard pile are both empty, you draw what you can and stop, without any penalty.",
        ]),
        ("End of the game", [
            "The end comes when a player has scored this many cards: 10 with 2 players, 9 with 3, 8 with 4, 7 with 5. "
            "That player finishes their turn normally, then the round is played out so that everybody has had the "
            "same number of turns: the game ends just before the first seat would start a new turn. If the last seat "
            "triggers it, the game ends with that turn.",
        ]),
        ("Scoring", [
            "Each player adds up the points of their scored cards. The player with the most 1-point cards scored gets "
            "3 more points; if several players tie for the most, each of them gets the 3 points. If nobody has "
            "scored a 1-point card, nobody gets them. During the game the scores shown leave this bonus out; it is "
            "added when the game ends.",
            "The highest total wins. Ties share the victory, or the place they tied for: there is no tie-breaker.",
        ]),
        ("Solo game", [
            "With one seat you play against the deck. The deck is a mini-deck of 16 cards: 8 worth 1 point, 4 worth "
            "2, 3 worth 3 and 1 worth 5, drawn at random among the cards of each value. Which 16 cards are in the game "
            "is shown, as if you had sorted them yourself; their order is not. Setup and turns are as usual, "
            "reshuffling included.",
            "Every turn you end without having scored at least one card in it gives you a strike. A skipped turn "
            "also gives a strike, as you score nothing in it. At 4 strikes you lose. You win the moment you score "
            "the 16th card. The points of the cards are shown but do not matter, and there is no 1-point bonus.",
        ]),
        ("Options", [
            "Skipping a turn: 'Draw 2 cards' (the standard) always draws exactly 2 cards, even if you hold more or "
            "fewer than 4. 'Draw up to 6 cards' draws until you hold 6 and draws nothing if you already hold 6 or more.",
        ]),
        ("Choices made in this version", [
            "The published rules leave some points open. This version decides them as follows.",
            "Each tile shows a random face at setup (the rules only say to shuffle the tiles and lay them out at "
            "random).",
            "A skip draws exactly 2 cards, whatever your hand size (you can choose 'up to 6' in the options). "
            "With an empty hand you may still skip, unless you skipped last turn.",
            "If the deck and the discard pile are both empty, you draw what you can, with no penalty.",
            "If nobody has scored a 1-point card, nobody gets the 3-point bonus (giving it to everyone would change "
            "nothing).",
            "Solo: the 16 cards are picked at random by value; a skipped turn earns a strike; the win counts the "
            "moment the 16th card is scored.",
            "The list of 72 cards was transcribed from pictures of the real cards and checked in several ways, but "
            "not against a printed deck.",
        ]),
        ("Undo", [
            "While your turn is open you may take back your own shifts, flips and scores, one by one. Ending or "
            "skipping a turn draws cards and passes play, so it cannot be taken back; nor can an action that ends "
            "the game. Nobody can take back another player's action.",
        ]),
    ],
    "it": [
        ("Il gioco", [
            "Shifting Stones è un gioco da 1 a 5 giocatori. Nove tessere di pietra formano una griglia 3x3. Ogni "
            "carta schema mostra un piccolo disegno di pietre e vale 1, 2, 3 o 5 punti. Nel tuo turno spendi carte "
            "per risistemare le pietre e segni le carte il cui disegno è presente nella griglia. Alla fine vince chi "
            "ha più punti.",
        ]),
        ("Le pietre", [
            "Ciascuna delle 9 tessere ha una faccia per lato. Le facce sono 8, stampate a coppie: 1 tessera "
            "Sole/Luna, 2 tessere Pesce/Uccello, 3 tessere Cavallo/Barca e 3 tessere Seme/Albero. Perciò nella "
            "griglia non ci sono mai più di un Sole o una Luna, più di due tra Pesci e Uccelli, né più di tre tra "
            "Cavalli e Barche (o tra Semi e Alberi). Girando una tessera appare l'altra faccia della stessa coppia.",
            "La griglia ha un solo verso, uguale per tutti: il suo lato superiore è quello dove sta il mazzo.",
        ]),
        ("Le carte", [
            "Ci sono 72 carte schema, tutte diverse: 28 da 1 punto, 26 da 2, 13 da 3 e 5 da 5. Uno schema occupa "
            "1x2, 2x1, 1x3, 3x1, 2x2 o 3x3 caselle.",
        ]),
        ("Preparazione", [
            "Le 9 tessere vengono mescolate e disposte a caso nella griglia; ogni tessera mostra una faccia a caso "
            "(come una moneta lanciata). Le 72 carte vengono mescolate e ogni giocatore ne riceve 4. Le mani sono "
            "segrete fino alla fine della partita; allora il tavolo mostra le carte rimaste in ogni mano, e il "
            "replay può mostrare la mano di qualsiasi giocatore a ogni mossa. Le altre carte formano il mazzo; "
            "accanto c'è la pila degli scarti, a faccia in su.",
            "Comincia il primo posto; poi si gioca a turno nell'ordine dei posti.",
        ]),
        ("Il tuo turno", [
            "Nel tuo turno fai una di due cose: compi azioni e poi termini il turno, oppure salti il turno.",
            "Compiere azioni: quante vuoi, in qualsiasi ordine, anche ripetendole, finché hai carte. Ogni azione "
            "usa una carta della tua mano. Puoi anche non compierne nessuna.",
            "Spostare: scarta una carta a faccia in su, poi scambia due tessere affiancate (a destra e sinistra o "
            "sopra e sotto, mai in diagonale). Una tessera spostata mantiene la sua faccia.",
            "Girare: scarta una carta a faccia in su, poi capovolgi una tessera sull'altra faccia.",
            "Segnare: se lo schema di una carta che hai in mano è presente ora nella griglia, metti quella carta "
            "davanti a te, scoperta. Resta tua qualunque cosa accada poi alla griglia.",
            "Terminare il turno: puoi farlo in qualsiasi momento; poi peschi dal mazzo finché hai 4 carte in mano. "
            "Le carte segnate non contano. Se hai già 4 carte o più, non peschi. Senza carte in mano puoi solo "
            "terminare (o saltare) il turno.",
            "Saltare il turno: solo prima di compiere qualsiasi azione. Peschi 2 carte e il turno finisce subito, "
            "senza altre pescate. Non puoi saltare due turni di fila. Non c'è un limite di carte in mano.",
            "Ogni carta si usa una volta sola: spesa per spostare o girare, oppure segnata. Le carte spese vanno "
            "negli scarti e possono tornare quando gli scarti vengono rimescolati. Scambiare due tessere con la "
            "stessa faccia, o rigirare una tessera appena girata, è permesso: costa semplicemente una carta. Puoi "
            "segnare solo nel tuo turno.",
        ]),
        ("Gli schemi", [
            "Uno schema è presente quando la griglia lo mostra da qualche parte: ogni casella con una pietra deve "
            "cadere su una tessera con esattamente quella faccia, nella stessa posizione relativa. Una casella grigia "
            "richiede solo che lì ci sia una tessera, con qualsiasi faccia: le caselle grigie limitano soltanto dove "
            "lo schema può stare. Per esempio, una carta 3x3 tutta grigia tranne un Pesce al centro è presente solo "
            "quando c'è un Pesce sulla tessera centrale.",
            "Gli schemi non si ruotano, non si specchiano e non escono dai bordi della griglia: un Pesce a sinistra "
            "di un Albero non è un Pesce sopra un Albero. Una carta si segna una volta sola, anche se il suo schema "
            "compare in più punti.",
        ]),
        ("Quando il mazzo finisce", [
            "Se devi pescare e il mazzo è vuoto, gli scarti vengono mescolati e formano un nuovo mazzo. Se sono vuoti "
            "sia il mazzo sia gli scarti, peschi quello che puoi e ti fermi, senza alcuna penalità.",
        ]),
        ("Fine della partita", [
            "La fine arriva quando un giocatore ha segnato questo numero di carte: 10 in 2 giocatori, 9 in 3, 8 in 4, "
            "7 in 5. Quel giocatore finisce normalmente il suo turno, poi si completa il giro in modo che tutti "
            "abbiano giocato lo stesso numero di turni: la partita finisce appena prima che il primo posto inizi un "
            "nuovo turno. Se la fine la provoca l'ultimo posto, la partita finisce con quel turno.",
        ]),
        ("Punteggio", [
            "Ogni giocatore somma i punti delle carte che ha segnato. Chi ha segnato più carte da 1 punto riceve 3 "
            "punti in più; se più giocatori sono a pari merito per il maggior numero, ciascuno di loro riceve i 3 "
            "punti. Se nessuno ha segnato carte da 1 punto, nessuno li riceve. Durante la partita i punteggi "
            "mostrati non comprendono questo bonus, che si aggiunge alla fine.",
            "Vince il totale più alto. In caso di parità la vittoria, o la posizione, è condivisa: non ci sono "
            "spareggi.",
        ]),
        ("Partita in solitario", [
            "Con un solo posto giochi contro il mazzo. Il mazzo è ridotto a 16 carte: 8 da 1 punto, 4 da 2, 3 da 3 "
            "e 1 da 5, estratte a caso tra le carte di ciascun valore. Quali sono le 16 carte in gioco è visibile, come "
            "se le avessi scelte tu; il loro ordine no. Preparazione e turni sono quelli soliti, compreso il "
            "rimescolamento degli scarti.",
            "Ogni turno che termini senza aver segnato almeno una carta in quel turno ti dà una penalità. Anche un "
            "turno saltato dà una penalità, perché non vi segni nulla. Con 4 penalità perdi. Vinci nel momento in cui "
            "segni la sedicesima carta. I punti delle carte sono mostrati ma non contano, e non c'è il bonus delle "
            "carte da 1 punto.",
        ]),
        ("Opzioni", [
            "Saltare il turno: 'Pesca 2 carte' (la regola normale) fa pescare sempre esattamente 2 carte, anche se "
            "ne hai più o meno di 4. 'Pesca fino ad avere 6 carte' fa pescare finché hai 6 carte e non fa pescare "
            "nulla se ne hai già 6 o più.",
        ]),
        ("Scelte di questa versione", [
            "Il regolamento pubblicato lascia aperti alcuni punti. Questa versione li decide così.",
            "Alla preparazione ogni tessera mostra una faccia a caso (il regolamento dice solo di mescolare le "
            "tessere e disporle a caso).",
            "Saltando il turno si pescano esattamente 2 carte, qualunque sia la mano (nelle opzioni si può scegliere "
            "'fino ad avere 6'). Si può saltare anche con la mano vuota, purché non si sia saltato il turno "
            "precedente.",
            "Se il mazzo e gli scarti sono entrambi vuoti, si pesca quello che si può, senza penalità.",
            "Se nessuno ha segnato carte da 1 punto, nessuno riceve il bonus di 3 punti (darlo a tutti non "
            "cambierebbe nulla).",
            "Solitario: le 16 carte sono estratte a caso per valore; un turno saltato dà una penalità; la vittoria "
            "conta nel momento in cui si segna la sedicesima carta.",
            "L'elenco delle 72 carte è stato trascritto da immagini delle carte vere e controllato in più modi, ma "
            "non confrontato con un mazzo stampato.",
        ]),
        ("Annullare", [
            "Finché il tuo turno è aperto puoi annullare, una alla volta, le tue azioni di spostare, girare e "
            "segnare. Terminare o saltare il turno fa pescare carte e passa la mano, quindi non si può annullare; "
            "nemmeno un'azione che fa finire la partita. Nessuno può annullare l'azione di un altro giocatore.",
        ]),
    ],
}


def rules(lang="en"):
    return [(heading, list(paragraphs)) for heading, paragraphs in RULES.get(lang, RULES["en"])]
