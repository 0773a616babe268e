"""Romi Rami words in English and Italian: messages, action labels, card names and the in-app rules."""

from __future__ import annotations

from ...i18n import tr
from .data import CODES, CONTRACTS, HAND_MAX, SUITS

# Plain text names suits in words: the cherry has no text symbol outside colour-emoji fonts (where it shows
# as a box without one). The board draws every suit as an icon beside its name.

TEXT = {
    # ---- why an action is refused (IllegalAction keys) ----
    "must_take": {"en": "First take 1, 2 or 3 cards from the number market",
                  "it": "Prima prendi 1, 2 o 3 carte dal mercato dei numeri"},
    "must_discard": {"count": "limit",
                     "en": ("First discard down to {limit} card", "First discard down to {limit} cards"),
                     "it": ("Prima scarta fino a tenere {limit} carta", "Prima scarta fino a tenere {limit} carte")},
    "already_took": {"en": "You have already taken cards this turn", "it": "Hai già preso carte in questo turno"},
    "bad_cards": {"en": "{cards} is not a list of number cards", "it": "{cards} non è un elenco di carte numero"},
    "card_order": {"en": "List the cards in order: by number, then by suit",
                   "it": "Elenca le carte in ordine: per numero, poi per seme"},
    "take_count": {"en": "Take 1, 2 or 3 cards, not {count}", "it": "Prendi 1, 2 o 3 carte, non {count}"},
    "not_in_market": {"en": "Those cards are not all in the number market: {cards}",
                      "it": "Non tutte queste carte sono nel mercato dei numeri: {cards}"},
    "take_mismatch": {"en": "Cards taken together must all show the same number or all the same suit",
                      "it": "Le carte prese insieme devono avere tutte lo stesso numero o tutte lo stesso seme"},
    "unknown_contract": {"en": "There is no contract {contract}", "it": "Non esiste il contratto {contract}"},
    "bad_star": {"en": "Say whether the star is used (true or false)",
                 "it": "Indica se usi la stella (vero o falso)"},
    "contract_not_available": {"en": "The contract {contract} is not in the contract market",
                               "it": "Il contratto {contract} non è nel mercato dei contratti"},
    "star_used": {"en": "Your star has already been used", "it": "La tua stella è già stata usata"},
    "card_count": {"count": "count",
                   "en": ("The contract {contract} takes exactly {count} card this way",
                          "The contract {contract} takes exactly {count} cards this way"),
                   "it": ("Il contratto {contract} così richiede esattamente {count} carta",
                          "Il contratto {contract} così richiede esattamente {count} carte")},
    "not_in_hand": {"en": "Those cards are not all in your hand: {cards}",
                    "it": "Non tutte queste carte sono nella tua mano: {cards}"},
    "contract_not_met": {"en": "Those cards do not meet the contract {contract}",
                         "it": "Queste carte non soddisfano il contratto {contract}"},
    "no_discard": {"count": "limit",
                   "en": ("You discard only when your turn ends with more than {limit} card",
                          "You discard only when your turn ends with more than {limit} cards"),
                   "it": ("Si scarta solo quando il turno finisce con più di {limit} carta",
                          "Si scarta solo quando il turno finisce con più di {limit} carte")},
    "discard_count": {"count": "limit",
                      "en": ("Discard down to exactly {limit} card ({count} to discard)",
                             "Discard down to exactly {limit} cards ({count} to discard)"),
                      "it": ("Scarta fino a tenere esattamente {limit} carta ({count} da scartare)",
                             "Scarta fino a tenere esattamente {limit} carte ({count} da scartare)")},

    # ---- score breakdown ----
    "contracts": {"en": "Contracts", "it": "Contratti"},
    "trophies": {"en": "Trophies", "it": "Trofei"},
    "suit_bonus": {"en": "Suit bonus", "it": "Bonus del seme"},
    "star": {"en": "Unused star", "it": "Stella non usata"},

    # ---- why one of the players tied on points comes first (State.tie_break, said by the end table) ----
    "tie_bonus": {"en": "with the most suit-bonus cards ({cards})", "it": "con più carte bonus del seme ({cards})"},

    # ---- action labels ----
    "act_take": {"en": "Take {cards}", "it": "Prendi {cards}"},
    "act_complete": {"en": "Complete {contract} with {cards}", "it": "Completa {contract} con {cards}"},
    "act_complete_star": {"en": "Complete {contract} with the star and {cards}",
                          "it": "Completa {contract} con la stella e {cards}"},
    # A contract as a player names it, never by its id: what it needs, its suit, its points.
    "contract_words": {"en": "“{what}” ({suit}, {points})", "it": "«{what}» ({suit}, {points})"},
    "card_words": {"en": "{n} of {suit}", "it": "{n} di {suit}"},
    "and": {"en": "and", "it": "e"},
    "act_done": {"en": "End the turn", "it": "Termina il turno"},
    "act_discard": {"en": "Discard {cards}", "it": "Scarta {cards}"},
    "points": {"en": ("{n} point", "{n} points"), "it": ("{n} punto", "{n} punti")},
    "nothing": {"en": "nothing", "it": "niente"},

    # ---- requirements ----
    "req_set2": {"en": "a pair", "it": "una coppia"},
    "req_set3": {"en": "three of a kind", "it": "un tris"},
    "req_set4": {"en": "four of a kind", "it": "un poker"},
    "req_set5": {"en": "five of a kind", "it": "cinque uguali"},
    "req_pair": {"en": "a pair of {n}s", "it": "una coppia di {n}"},
    "req_run": {"en": "a run of {n}", "it": "una scala di {n}"},

    # ---- suits ----
    "suit_C": {"en": "cherries", "it": "ciliegie"},
    "suit_D": {"en": "diamonds", "it": "quadri"},
    "suit_H": {"en": "hearts", "it": "cuori"},
    "suit_L": {"en": "clovers", "it": "fiori"},

    # ---- trophies ----
    # a suit that qualifies a noun is singular in English: "most cherry contracts"
    "trophy_suit_C": {"en": "Most cherry contracts", "it": "Più contratti di ciliegie"},
    "trophy_suit_D": {"en": "Most diamond contracts", "it": "Più contratti di quadri"},
    "trophy_suit_H": {"en": "Most heart contracts", "it": "Più contratti di cuori"},
    "trophy_suit_L": {"en": "Most clover contracts", "it": "Più contratti di fiori"},
    "trophy_combo": {"en": "Most {n}-card combos",
                     "it": ("Più combinazioni da {n} carta", "Più combinazioni da {n} carte")},

    # ---- the board (view.py) ----
    "ui_card_name": {"en": "{n} of {suit}", "it": "{n} di {suit}"},
    "ui_combo": {"en": "{n}-card combo",
                 "it": ("combinazione da {n} carta", "combinazione da {n} carte")},
    "ui_ended": {"en": "The game is over: the last round has been played.",
                 "it": "La partita è finita: l'ultimo giro è stato giocato."},
    "ui_ended_market": {"en": "The game is over: a market could not be refilled.",
                        "it": "La partita è finita: un mercato non si poteva rifornire."},
    "ui_last_round": {"en": "Last round: the game ends when this round is over.",
                      "it": "Ultimo giro: la partita finisce alla fine di questo giro."},
    "ui_last_round_market": {"en": "Last round: a market could not be refilled; the game ends when this round is over.",
                             "it": "Ultimo giro: un mercato non si poteva rifornire; la partita finisce alla fine "
                                   "di questo giro."},
    "ui_step_take": {"en": "Take 1, 2 or 3 cards from the number market: all the same number or all the same suit.",
                     "it": "Prendi 1, 2 o 3 carte dal mercato dei numeri: tutte con lo stesso numero o tutte "
                           "dello stesso seme."},
    "ui_step_complete": {"en": "Complete a contract with one of the ways below, or end your turn.",
                         "it": "Completa un contratto con uno dei modi qui sotto, o termina il turno."},
    "ui_step_discard": {"count": "limit",
                        "en": ("You hold more than {limit} card: choose {n} to discard.",
                               "You hold more than {limit} cards: choose {n} to discard."),
                        "it": ("Hai più di {limit} carta: scegline {n} da scartare.",
                               "Hai più di {limit} carte: scegline {n} da scartare.")},
    "ui_deck": {"en": "Number deck: {n}", "it": "Mazzo dei numeri: {n}"},
    "ui_discard_pile": {"en": "Discard pile: {n}", "it": "Scarti: {n}"},
    "ui_contract_deck": {"en": "Contract deck: {n}", "it": "Mazzo dei contratti: {n}"},
    "ui_target": {"en": ("The last round starts when someone has completed {n} contract.",
                         "The last round starts when someone has completed {n} contracts."),
                  "it": ("L'ultimo giro inizia quando qualcuno ha completato {n} contratto.",
                         "L'ultimo giro inizia quando qualcuno ha completato {n} contratti.")},
    "ui_trophies": {"en": "Trophies", "it": "Trofei"},
    "ui_leader": {"en": "Now:", "it": "Ora:"},
    "ui_trophy_nobody": {"en": "nobody yet", "it": "ancora nessuno"},
    "ui_trophy_tied": {"en": "nobody (tied at {n})", "it": "nessuno (pari a {n})"},
    "ui_players": {"en": "Players", "it": "Giocatori"},
    "ui_cards_in_hand": {"en": "{n} in hand", "it": "{n} in mano"},
    "ui_contracts_done": {"en": ("{n} contract, {pts}", "{n} contracts, {pts}"),
                          "it": ("{n} contratto, {pts}", "{n} contratti, {pts}")},
    "ui_bonus_pile": {"en": "bonus pile {n}", "it": "pila bonus {n}"},
    "ui_bonus_hidden": {"en": "bonus pile hidden", "it": "pila bonus nascosta"},
    "ui_star_used": {"en": "star used", "it": "stella usata"},
    "ui_star_free": {"en": "star ready", "it": "stella disponibile"},
    "ui_known": {"en": "Known in hand:", "it": "In mano, note a tutti:"},
    "ui_left_in_hand": {"en": "Left in hand:", "it": "Rimaste in mano:"},
    "ui_bonus_pile_label": {"en": "Suit-bonus pile:", "it": "Pila bonus del seme:"},
    "ui_none": {"en": "none", "it": "nessuna"},
    "ui_completed": {"en": "Completed contracts ({n})", "it": "Contratti completati ({n})"},
    "ui_to_move": {"en": "to move", "it": "di turno"},
    "ui_contract_market": {"en": "Contract market", "it": "Mercato dei contratti"},
    "ui_number_market": {"en": "Number market", "it": "Mercato dei numeri"},
    "ui_empty_slot": {"en": "Empty", "it": "Vuoto"},
    "ui_in_hand": {"en": "your hand has it", "it": "la tua mano ce l'ha"},
    "ui_needs": {"en": ("{n} card", "{n} cards"), "it": ("{n} carta", "{n} carte")},
    "ui_bonus_n": {"en": "+{n} bonus", "it": "+{n} bonus"},
    "ui_complete_with": {"en": "Complete it with {cards} ({bonus})", "it": "Completalo con {cards} ({bonus})"},
    "ui_complete_with_star": {"en": "Complete it with the star and {cards} ({bonus})",
                              "it": "Completalo con la stella e {cards} ({bonus})"},
    "ui_bonus_cards": {"en": ("{n} bonus card", "{n} bonus cards"), "it": ("{n} carta bonus", "{n} carte bonus")},
    "ui_use_selected": {"en": "Use them: {contract}", "it": "Usale: {contract}"},
    "ui_use_selected_star": {"en": "Use them and the star: {contract}", "it": "Usale con la stella: {contract}"},
    "ui_cannot_yet": {"en": "Your hand cannot complete it now.", "it": "Ora la tua mano non può completarlo."},
    "ui_more_ways": {"en": ("{n} other way: select the cards in your hand.",
                            "{n} other ways: select the cards in your hand."),
                     "it": ("Un altro modo: scegli le carte nella tua mano.",
                            "Altri {n} modi: scegli le carte nella tua mano.")},
    "ui_ways_for": {"en": "Ways to complete {contract}", "it": "Modi per completare {contract}"},
    "ui_can_complete": {"en": "Your hand can complete it.", "it": "La tua mano può completarlo."},
    "ui_take_hint": {"en": "Select the cards to take.", "it": "Scegli le carte da prendere."},
    "ui_take_ok": {"en": ("{n} card selected.", "{n} cards selected."),
                   "it": ("{n} carta scelta.", "{n} carte scelte.")},
    "ui_take_bad": {"en": "These cards do not share a number or a suit, or are more than 3.",
                    "it": "Queste carte non hanno in comune il numero o il seme, o sono più di 3."},
    "ui_take": {"en": "Take {n}", "it": "Prendi {n}"},
    "ui_take_none": {"en": "Take", "it": "Prendi"},
    "ui_clear": {"en": "Clear the selection", "it": "Annulla la scelta"},
    "ui_taken": {"en": "Taken this turn:", "it": "Prese in questo turno:"},
    "ui_hand_hidden": {"en": "Hands are hidden on the shared screen.",
                       "it": "Le mani sono nascoste sullo schermo comune."},
    "ui_your_hand": {"en": "{name}'s hand ({n})", "it": "Mano di {name} ({n})"},
    "ui_sort": {"en": "Sort:", "it": "Ordina:"},
    "ui_sort_number": {"en": "by number", "it": "per numero"},
    "ui_sort_suit": {"en": "by suit", "it": "per seme"},
    "ui_selected": {"en": ("{n} card selected.", "{n} cards selected."),
                    "it": ("{n} carta scelta.", "{n} carte scelte.")},
    "ui_selected_none": {"en": "Or select cards in your hand to use them on a contract.",
                         "it": "Oppure scegli carte nella tua mano per usarle su un contratto."},
    "ui_selected_fit_nothing": {"en": "They do not complete any contract in the market.",
                                "it": "Non completano nessun contratto del mercato."},
    "ui_actions": {"en": "Actions", "it": "Azioni"},
    "ui_done": {"en": "End the turn", "it": "Termina il turno"},
    "ui_discard_hint": {"en": ("Choose {n} card to discard ({chosen} chosen).",
                               "Choose {n} cards to discard ({chosen} chosen)."),
                        "it": ("Scegli {n} carta da scartare (scelte: {chosen}).",
                               "Scegli {n} carte da scartare (scelte: {chosen}).")},

    # ---- drawings (art.py) ----
    "art_emblem": {"en": "Romi Rami: a fan of number cards in four suits",
                   "it": "Romi Rami: un ventaglio di carte numero di quattro semi"},
    "fig_set": {"en": "Three of a kind: three cards showing the same number. Suits do not matter.",
                "it": "Un tris: tre carte con lo stesso numero. I semi non contano."},
    "fig_run": {"en": "A run of 4: four consecutive numbers, in any suits. Runs do not wrap around: 4-5-1 is "
                      "not a run.",
                "it": "Una scala di 4: quattro numeri consecutivi, di qualsiasi seme. Le scale non ripartono da "
                      "capo: 4-5-1 non è una scala."},
    "fig_contract": {"en": "A contract: its suit (hearts) and its points (4) at the top, then what it needs, "
                           "here three of a kind and a run of 3. Each need has a combo icon, a fan of as many "
                           "cards as it takes: trophies count these icons.",
                     "it": "Un contratto: in alto il seme (cuori) e i punti (4), poi che cosa richiede, qui un "
                           "tris e una scala di 3. Ogni richiesta ha un'icona combinazione, un ventaglio di tante "
                           "carte quante ne servono: i trofei contano queste icone."},
    "ui_discard": {"en": "Discard {n}", "it": "Scarta {n}"},
    "ui_your_star_used": {"en": "your star is used", "it": "la tua stella è usata"},
    "ui_your_star_free": {"en": "your star is ready (once per game)", "it": "la tua stella è pronta (una volta per partita)"},
    "ui_your_bonus": {"en": "your bonus pile: {n}", "it": "la tua pila bonus: {n}"},
}


def suit_name(suit, lang):
    return tr(TEXT, f"suit_{suit}", lang)


def words_list(items, lang) -> str:
    """'a', 'a and b', 'a, b and c'."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {tr(TEXT, 'and', lang)} {items[-1]}"


def cards_text(codes, lang="en") -> str:
    """Cards in words, in suit order: '1 of cherries, 5 of cherries and 5 of diamonds'."""
    if not codes:
        return tr(TEXT, "nothing", lang)
    ordered = sorted(codes, key=lambda code: (SUITS.index(code[1]), code[0]))
    return words_list([tr(TEXT, "card_words", lang, n=code[0], suit=suit_name(code[1], lang)) for code in ordered],
                      lang)


def requirement_text(req, lang) -> str:
    if req.kind == "set":
        return tr(TEXT, f"req_set{req.size}", lang)
    if req.kind == "pair":
        return tr(TEXT, "req_pair", lang, n=req.number)
    return tr(TEXT, "req_run", lang, n=req.size)


def contract_text(cid, lang) -> str:
    """'a pair of 1s + four of a kind'."""
    return " + ".join(requirement_text(r, lang) for r in CONTRACTS[cid].reqs)


def points_text(points, lang) -> str:
    return tr(TEXT, "points", lang, n=points)


def contract_words(cid, lang) -> str:
    """'“a run of 4” (cherries, 1 point)'."""
    c = CONTRACTS[cid]
    return tr(TEXT, "contract_words", lang, what=contract_text(cid, lang), suit=suit_name(c.suit, lang),
              points=points_text(c.points, lang))


def error_words(params, lang) -> dict:
    """A refusal's cards and contract in words, not codes (a hand-made save can name anything: keep the unknown)."""
    words = dict(params)
    codes = str(params.get("cards", "")).split()
    if codes and all(code in CODES for code in codes):
        words["cards"] = cards_text(codes, lang)
    if params.get("contract") in CONTRACTS:
        words["contract"] = contract_words(params["contract"], lang)
    return words


def trophy_text(trophy, lang) -> str:
    if trophy.kind == "suit":
        return tr(TEXT, f"trophy_suit_{trophy.value}", lang)
    return tr(TEXT, "trophy_combo", lang, n=trophy.value)


def label(action, lang="en", names=None):
    """A short human text for an action tuple."""
    if not isinstance(action, tuple) or not action:
        return str(action)
    kind = action[0]
    try:
        if kind == "take":
            return tr(TEXT, "act_take", lang, cards=cards_text(action[1], lang))
        if kind == "complete":
            _, cid, cards, star = action
            return tr(TEXT, "act_complete_star" if star else "act_complete", lang,
                      contract=contract_words(cid, lang), cards=cards_text(cards, lang))
        if kind == "done":
            return tr(TEXT, "act_done", lang)
        if kind == "discard":
            return tr(TEXT, "act_discard", lang, cards=cards_text(action[1], lang))
    except (ValueError, TypeError, KeyError, IndexError):
        pass
    return str(list(action))


RULES = {
    "en": [
        ("The game", [
            "Romi Rami is a card game for 2 to 4 players. You collect number cards and spend them to complete "
            "contracts: sets of equal numbers and runs of consecutive numbers. Contracts give points, cards of "
            "the right suit give bonus points, and trophies reward the players who collect the most of one "
            "kind of contract. The highest total wins.",
        ]),
        ("The cards", [
            "There are 92 number cards: the numbers 1 to 5 in four suits: cherries, diamonds, hearts "
            "and clovers. Each suit has four 1s, five 2s, five 3s, five 4s and four 5s. Cards with the same "
            "number and suit are identical.",
            "There are 36 contracts. Each shows one to three requirements, a suit, a point value (1 to 9) and "
            "one combo icon per requirement, showing how many cards that requirement takes. The requirements "
            "are: a set of 2, 3, 4 or 5 cards showing the same number (a pair, three of a kind, four of a kind, "
            "five of a kind); a pair of a given number (only pairs ever name a number); and a run of 3, 4 or 5 "
            "cards with consecutive numbers. Suits never matter for a requirement. Runs do not wrap around: "
            "4-5-1 is not a run, and a run of 5 is always 1-2-3-4-5.",
            "A run and a set of the same size have the same combo icon: a run of 3 and three of a kind are "
            "both 3-card combos.",
        ]),
        ("Trophies", [
            "There are 4 two-sided trophies. Each game every trophy shows a random side, so 4 trophies are in "
            "play, one from each of these pairs: most cherry contracts (3 points) or most 2-card combos "
            "(5 points); most heart contracts (3) or most 3-card combos (4); most clover contracts (3) or most "
            "4-card combos (3); most diamond contracts (3) or most 5-card combos (2).",
            "A suit trophy counts the contracts of that suit you have completed (the suit printed on the "
            "contract, not your bonus cards). A combo trophy counts the combo icons of that size on your "
            "completed contracts: a contract with two icons of that size counts twice.",
        ]),
        ("Setup", [
            "The number cards are shuffled into a face-down deck and each player is dealt 3 as a secret hand. "
            "Six number cards are laid face up: the number market. The contracts are shuffled into a face-down "
            "deck and four are laid face up: the contract market. Every player has a star token.",
            "The first seat starts (the options can draw the first player at random instead); play goes around "
            "the table in seat order.",
        ]),
        ("Your turn", [
            "1. Take number cards: take 1, 2 or 3 cards from the number market into your hand. If you take 2 "
            "or 3, they must all show the same number or all the same suit. This is compulsory; you skip it "
            "only if the number market is empty. The cards you take are not replaced yet.",
            "2. Complete contracts: you may now complete any number of contracts from the contract market, one "
            "after the other, or none. The contract market is not refilled during your turn, so you can only "
            "complete contracts that were there when your turn began (an option refills it at once instead).",
            "3. Refill: when you are done, the contract market is refilled up to 4 from the contract deck, then "
            "the number market up to 6 from the number deck.",
            f"4. Hand size: if you hold more than {HAND_MAX} cards, discard the cards of your choice down to "
            f"{HAND_MAX}. If you hold fewer than 3, draw from the number deck until you hold 3. Then the next "
            "player takes their turn.",
        ]),
        ("Completing a contract", [
            "Play from your hand exactly the cards the contract needs, meeting every requirement on it. Each "
            "card counts for exactly one requirement: for 'three of a kind + run of 3' you play six cards. You "
            "may never play more cards than needed.",
            "Two sets on one contract may show the same number: 'pair + pair + pair' may be six 3s, and 'a pair "
            "of 2s + a pair' may be four 2s (an option forbids this).",
            "The contract goes face up in front of you and stays yours. Each card you played whose suit is the "
            "suit of the contract goes face down on your suit-bonus pile: 1 point each at the end. The other "
            "cards go to the number discard pile. Suits never decide whether a contract can be completed; they "
            "only decide which cards you keep as a bonus.",
            "The board lists, for each contract, the ways your hand can meet it, with the bonus each way gives. "
            "You can also pick the cards yourself.",
        ]),
        ("The star", [
            "Once per game you may use your star in place of one number card in any requirement, even in a "
            "pair of a given number: you then play one card fewer. The star never counts as a bonus card. The "
            "star is then spent. An unused star is worth 1 point at the end.",
            "Using the star is always your explicit choice: the board offers the ways with and without it.",
        ]),
        ("The decks", [
            "When a card must be drawn from an empty number deck, the discard pile is shuffled into a new deck. "
            "If both are empty, nothing more is drawn. The contract deck is never reshuffled: when it is empty, "
            "the gaps in the contract market stay empty.",
        ]),
        ("End of the game", [
            "When a player has completed 7 contracts (with 2 players), 6 (with 3) or 5 (with 4), the end is "
            "near: the round is played to the end, so that everybody has had the same number of turns, and the "
            "game ends just before the first player would start again.",
            "If, after the refill at the end of a turn, the contract market or the number market is completely "
            "empty because there was nothing left to refill it with, the game ends at once (an option lets the "
            "round finish instead).",
        ]),
        ("Scoring", [
            "Each player adds up: the points of their completed contracts; the trophies they win; 1 point per "
            "card in their suit-bonus pile; 1 point if their star is unused.",
            "A trophy goes to the player with strictly the highest count. If two or more players share the "
            "highest count, nobody gets it; with a count of 0 nobody gets it either.",
            "The highest total wins. Players tied on points, at any place, are ordered by their suit-bonus "
            "cards, the most first; players still tied share the place. The end table says how each tie was "
            "settled.",
            "During the game the scores shown count contracts, bonus cards and the star; trophies are added "
            "when the game ends. The board shows who leads each trophy at the moment.",
        ]),
        ("What everybody sees", [
            "Hands are secret; everybody sees how many cards each player holds. The markets, the completed "
            "contracts, the discard pile, the trophies and the stars are public, and so are the cards played "
            "for each contract (the log lists them).",
            "Cards taken from the number market were seen by everybody, so the board lists, beside each player, "
            "the cards they were seen taking that must still be in their hand (a card of the same kind played "
            "or discarded later crosses one off). Cards drawn from the deck stay unknown.",
            "Suit-bonus piles are face down: by default the board shows only your own pile, and everyone's at "
            "the end. Players with a good memory may count them from the cards played. An option shows every "
            "pile's size all game long.",
            "Once the game is over nothing is secret: the board shows every hand and every suit-bonus pile, card "
            "by card, and the replay can show any player's hand at every move.",
        ]),
        ("Options", [
            "First player: the first seat (standard), or drawn at random.",
            "Suit-bonus piles: sizes hidden from the other players until the end (standard), or shown to all.",
            "Sets on one contract: may repeat a number (standard), or must all show different numbers.",
            "Contract market refill: at the end of the turn (standard), or at once after each completed "
            "contract, in which case a newly revealed contract can be completed in the same turn.",
            "A market cannot be refilled: the game ends at once (standard), or the round is finished first.",
        ]),
        ("Choices made in this version", [
            "The printed rulebook was not available; this version follows the Board Game Arena edition and "
            "settles the open points as follows.",
            "The first seat starts. Markets are refilled only at the end of the turn, contracts first, then "
            "numbers; the hand is checked after that. The 10-card limit is checked only at the end of your turn, "
            "and you choose which cards to discard.",
            "Sets on one contract may repeat a number. The star may replace any one card, including one card of "
            "a pair of a given number. You choose to use the star; it is never used for you.",
            "The number deck is rebuilt from the discard pile whenever it runs out; the contract deck never is. "
            "The game ends at once when a market stays completely empty after a refill.",
            "Trophies are two-sided: cherries or 2-card combos, hearts or 3-card combos, clovers or 4-card "
            "combos, diamonds or 5-card combos, each side drawn at random. A tie for a trophy gives it to "
            "nobody. A tie on points, at any place, goes to the most suit-bonus cards, then is shared (as "
            "Board Game Arena does).",
            "Suit-bonus pile sizes are hidden from the other players until the end.",
        ]),
        ("Undo", [
            "Within your turn you may take back what you took and the contracts you completed, one step at a "
            "time: the markets are not refilled until you end the turn, so nothing new has been seen. Ending the "
            "turn refills the markets and draws cards, so it cannot be taken back, and neither can a discard. "
            "With the 'at once' contract refill, completing a contract reveals a new one and cannot be taken "
            "back. Nobody can take back another player's move.",
        ]),
    ],
    "it": [
        ("Il gioco", [
            "Romi Rami è un gioco di carte da 2 a 4 giocatori. Raccogli carte numero e le spendi per "
            "completare contratti: gruppi di numeri uguali e scale di numeri consecutivi. I contratti danno "
            "punti, le carte del seme giusto danno punti bonus e i trofei premiano chi raccoglie più contratti "
            "di un certo tipo. Vince il totale più alto.",
        ]),
        ("Le carte", [
            "Ci sono 92 carte numero: i numeri da 1 a 5 in quattro semi: ciliegie, quadri, cuori e "
            "fiori. Ogni seme ha quattro 1, cinque 2, cinque 3, cinque 4 e quattro 5. Le carte con lo stesso "
            "numero e lo stesso seme sono identiche.",
            "Ci sono 36 contratti. Ognuno mostra da uno a tre requisiti, un seme, un valore in punti (da 1 a 9) "
            "e un'icona di combinazione per ogni requisito, che indica quante carte richiede. I requisiti sono: "
            "un gruppo di 2, 3, 4 o 5 carte con lo stesso numero (coppia, tris, poker, cinque uguali); una "
            "coppia di un numero indicato (solo le coppie indicano un numero); una scala di 3, 4 o 5 carte con "
            "numeri consecutivi. Il seme non conta mai per un requisito. Le scale non ricominciano da capo: "
            "4-5-1 non è una scala, e una scala di 5 è sempre 1-2-3-4-5.",
            "Una scala e un gruppo della stessa lunghezza hanno la stessa icona: una scala di 3 e un tris sono "
            "entrambi combinazioni da 3 carte.",
        ]),
        ("I trofei", [
            "Ci sono 4 trofei a due facce. In ogni partita ogni trofeo mostra una faccia a caso, quindi sono in "
            "gioco 4 trofei, uno per ciascuna di queste coppie: più contratti di ciliegie (3 punti) o più "
            "combinazioni da 2 carte (5 punti); più contratti di cuori (3) o più combinazioni da 3 carte (4); "
            "più contratti di fiori (3) o più combinazioni da 4 carte (3); più contratti di quadri (3) o più "
            "combinazioni da 5 carte (2).",
            "Un trofeo di seme conta i contratti di quel seme che hai completato (il seme stampato sul "
            "contratto, non le tue carte bonus). Un trofeo di combinazione conta le icone di quella misura sui "
            "tuoi contratti completati: un contratto con due icone di quella misura conta due volte.",
        ]),
        ("Preparazione", [
            "Le carte numero si mescolano in un mazzo coperto e ogni giocatore ne riceve 3 come mano segreta. "
            "Sei carte numero si scoprono: il mercato dei numeri. I contratti si mescolano in un mazzo coperto "
            "e se ne scoprono quattro: il mercato dei contratti. Ogni giocatore ha un gettone stella.",
            "Comincia il primo posto (le opzioni permettono di estrarre a caso il primo giocatore); si gioca a "
            "turno nell'ordine dei posti.",
        ]),
        ("Il tuo turno", [
            "1. Prendi carte numero: prendi 1, 2 o 3 carte dal mercato dei numeri e mettile in mano. Se ne "
            "prendi 2 o 3, devono avere tutte lo stesso numero o tutte lo stesso seme. È obbligatorio; lo salti "
            "solo se il mercato dei numeri è vuoto. Le carte prese non vengono ancora sostituite.",
            "2. Completa contratti: ora puoi completare quanti contratti vuoi del mercato dei contratti, uno "
            "dopo l'altro, oppure nessuno. Il mercato dei contratti non si rifornisce durante il tuo turno, "
            "quindi puoi completare solo i contratti che c'erano all'inizio del turno (un'opzione lo rifornisce "
            "invece subito).",
            "3. Rifornimento: quando hai finito, il mercato dei contratti torna a 4 dal mazzo dei contratti, poi "
            "il mercato dei numeri torna a 6 dal mazzo dei numeri.",
            f"4. Carte in mano: se hai più di {HAND_MAX} carte, scarta le carte che vuoi fino a tenerne "
            f"{HAND_MAX}. Se ne hai meno di 3, pesca dal mazzo dei numeri fino ad averne 3. Poi tocca al "
            "giocatore seguente.",
        ]),
        ("Completare un contratto", [
            "Gioca dalla mano esattamente le carte che servono al contratto, soddisfacendo tutti i suoi "
            "requisiti. Ogni carta vale per un solo requisito: per 'tris + scala di 3' giochi sei carte. Non "
            "puoi mai giocare più carte del necessario.",
            "Due gruppi dello stesso contratto possono avere lo stesso numero: 'coppia + coppia + coppia' si può "
            "fare con sei 3, e 'una coppia di 2 + una coppia' con quattro 2 (un'opzione lo vieta).",
            "Il contratto va scoperto davanti a te e resta tuo. Ogni carta giocata del seme del contratto va "
            "coperta nella tua pila bonus del seme: 1 punto ciascuna alla fine. Le altre carte vanno negli "
            "scarti dei numeri. Il seme non decide mai se un contratto si può completare; decide solo quali "
            "carte tieni come bonus.",
            "Il tavolo elenca, per ogni contratto, i modi in cui la tua mano può soddisfarlo, con il bonus che "
            "ciascuno dà. Puoi anche scegliere tu le carte.",
        ]),
        ("La stella", [
            "Una volta per partita puoi usare la tua stella al posto di una carta numero in qualsiasi "
            "requisito, anche in una coppia di un numero indicato: giochi così una carta in meno. La stella non "
            "conta mai come carta bonus ed è poi spesa. Una stella non usata vale 1 punto alla fine.",
            "Usare la stella è sempre una tua scelta esplicita: il tavolo propone i modi con e senza stella.",
        ]),
        ("I mazzi", [
            "Quando si deve pescare da un mazzo dei numeri vuoto, gli scarti si mescolano e formano un nuovo "
            "mazzo. Se sono vuoti entrambi, non si pesca altro. Il mazzo dei contratti non si rimescola mai: "
            "quando è vuoto, i posti liberi nel mercato dei contratti restano vuoti.",
        ]),
        ("Fine della partita", [
            "Quando un giocatore ha completato 7 contratti (in 2 giocatori), 6 (in 3) o 5 (in 4), la fine è "
            "vicina: si gioca fino alla fine del giro, in modo che tutti abbiano giocato lo stesso numero di "
            "turni, e la partita finisce appena prima che il primo giocatore ricominci.",
            "Se, dopo il rifornimento alla fine di un turno, il mercato dei contratti o quello dei numeri resta "
            "del tutto vuoto perché non c'era più nulla con cui rifornirlo, la partita finisce subito "
            "(un'opzione permette invece di finire il giro).",
        ]),
        ("Punteggio", [
            "Ogni giocatore somma: i punti dei contratti completati; i trofei che vince; 1 punto per ogni carta "
            "della sua pila bonus del seme; 1 punto se la sua stella non è stata usata.",
            "Un trofeo va al giocatore con il conteggio più alto, senza pari. Se due o più giocatori hanno lo "
            "stesso conteggio più alto, nessuno lo prende; con un conteggio di 0 nessuno lo prende.",
            "Vince il totale più alto. I giocatori pari nei punti, a ogni posizione, sono ordinati per carte "
            "bonus del seme, prima chi ne ha di più; chi resta pari condivide la posizione. La tabella finale "
            "dice come è stata risolta ogni parità.",
            "Durante la partita i punteggi mostrati contano contratti, carte bonus e stella; i trofei si "
            "aggiungono alla fine. Il tavolo mostra chi è in testa per ogni trofeo in quel momento.",
        ]),
        ("Che cosa vedono tutti", [
            "Le mani sono segrete; tutti vedono quante carte ha ciascun giocatore. I mercati, i contratti "
            "completati, gli scarti, i trofei e le stelle sono pubblici, e così le carte giocate per ogni "
            "contratto (il registro le elenca).",
            "Le carte prese dal mercato dei numeri le hanno viste tutti, quindi il tavolo elenca, accanto a ogni "
            "giocatore, le carte che gli si sono viste prendere e che deve avere ancora in mano (una carta dello "
            "stesso tipo giocata o scartata dopo ne cancella una). Le carte pescate dal mazzo restano ignote.",
            "Le pile bonus del seme sono coperte: normalmente il tavolo mostra solo la tua pila, e quelle di "
            "tutti alla fine. Chi ha buona memoria può contarle dalle carte giocate. Un'opzione mostra per "
            "tutta la partita quante carte ha ogni pila.",
            "A partita finita non c'è più niente di segreto: il tavolo mostra tutte le mani e tutte le pile "
            "bonus del seme, carta per carta, e il replay può mostrare la mano di qualsiasi giocatore a ogni "
            "mossa.",
        ]),
        ("Opzioni", [
            "Primo giocatore: il primo posto (regola normale) o estratto a caso.",
            "Pile bonus del seme: quantità nascoste agli altri fino alla fine (regola normale) o visibili a "
            "tutti.",
            "Gruppi sullo stesso contratto: possono ripetere un numero (regola normale) o devono avere tutti "
            "numeri diversi.",
            "Rifornimento dei contratti: alla fine del turno (regola normale) o subito dopo ogni contratto "
            "completato; in quel caso un contratto appena scoperto si può completare nello stesso turno.",
            "Un mercato non si può rifornire: la partita finisce subito (regola normale) o prima si finisce il "
            "giro.",
        ]),
        ("Scelte di questa versione", [
            "Il regolamento stampato non era disponibile; questa versione segue l'edizione di Board Game Arena "
            "e decide così i punti aperti.",
            "Comincia il primo posto. I mercati si riforniscono solo alla fine del turno, prima i contratti e "
            "poi i numeri; dopo si controllano le carte in mano. Il limite di 10 carte si controlla solo alla "
            "fine del tuo turno, e scegli tu quali carte scartare.",
            "I gruppi dello stesso contratto possono ripetere un numero. La stella può sostituire una carta "
            "qualsiasi, anche una carta di una coppia di un numero indicato. Sei tu a decidere di usare la "
            "stella; non viene mai usata al posto tuo.",
            "Il mazzo dei numeri si ricostruisce dagli scarti ogni volta che finisce; quello dei contratti mai. "
            "La partita finisce subito quando un mercato resta del tutto vuoto dopo un rifornimento.",
            "I trofei hanno due facce: ciliegie o combinazioni da 2, cuori o combinazioni da 3, fiori o "
            "combinazioni da 4, quadri o combinazioni da 5, ogni faccia estratta a caso. Un pareggio per un "
            "trofeo non lo assegna a nessuno. Un pareggio nei punti, a ogni posizione, va a chi ha più carte "
            "bonus del seme, poi è condiviso (come su Board Game Arena).",
            "Le quantità delle pile bonus del seme restano nascoste agli altri giocatori fino alla fine.",
        ]),
        ("Annullare", [
            "Nel tuo turno puoi annullare, un passo alla volta, le carte che hai preso e i contratti che hai "
            "completato: i mercati non si riforniscono finché non finisci il turno, quindi non si è visto nulla "
            "di nuovo. Finire il turno rifornisce i mercati e fa pescare carte, quindi non si può annullare, e "
            "nemmeno uno scarto. Con il rifornimento dei contratti 'subito', completare un contratto ne scopre "
            "uno nuovo e non si può annullare. Nessuno può annullare la mossa di un altro giocatore.",
        ]),
    ],
}


def rules(lang="en"):
    return [(heading, list(paragraphs)) for heading, paragraphs in RULES.get(lang, RULES["en"])]
