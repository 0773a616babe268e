"""Citadels words in English and Italian: card names, action labels, score lines, errors and the rules."""

from __future__ import annotations

from ...i18n import tr
from .data import CHARACTERS, DISTRICTS, TYPE_ICON, TYPE_NAMES

TEXT = {
    # ---- why an action is refused ----
    "answer_first": {"en": "First answer the decision in front of you", "it": "Prima rispondi alla decisione in corso"},
    "draft_now": {"en": "Characters are being chosen now", "it": "Ora si scelgono i personaggi"},
    "not_draft": {"en": "The characters have already been chosen", "it": "I personaggi sono già stati scelti"},
    "gather_first": {"en": "First take 2 gold or draw cards", "it": "Prima prendi 2 monete o pesca carte"},
    "cannot_build": {"en": "You cannot build that district now", "it": "Ora non puoi costruire quel distretto"},
    "must_crown": {"en": "The Emperor must first give the crown away", "it": "L'Imperatore deve prima dare la corona"},
    "bad_choice": {"en": "That choice is not available now", "it": "Questa scelta ora non è disponibile"},
    "not_allowed": {"en": "That is not allowed now", "it": "Ora non è permesso"},

    # ---- score breakdown ----
    "districts": {"en": "District costs", "it": "Costo dei distretti"},
    "all_types": {"en": "All five types", "it": "Tutti e cinque i tipi"},
    "first_complete": {"en": "First completed city", "it": "Prima città completa"},
    "complete": {"en": "Completed city", "it": "Città completa"},
    "total": {"en": "Total", "it": "Totale"},

    # ---- why one of the players tied on points comes first (State.tie_break, said by the end table) ----
    "tie_revealed": {"en": "who revealed the highest-ranked character of the last round: the {char} (rank {rank})",
                     "it": "che ha rivelato il personaggio di rango più alto dell'ultimo giro: {char} (rango {rank})"},

    # ---- public labels of secret actions ----
    "pub_pick": {"en": "Choose a character", "it": "Scegli un personaggio"},
    "pub_drop": {"en": "Discard a character face down", "it": "Scarta un personaggio coperto"},
    "pub_keep": {"en": "Keep one of the cards drawn", "it": "Tieni una delle carte pescate"},
    "pub_give": {"en": "Give a card", "it": "Dai una carta"},
    "pub_take": {"en": "Take a card", "it": "Prendi una carta"},
    "pub_magic_discard": {"en": "Set a card aside to draw again", "it": "Metti da parte una carta per ripescare"},
    "pub_lab": {"en": "Laboratory: discard a card for 2 gold", "it": "Laboratorio: scarta una carta per 2 monete"},
    "pub_museum": {"en": "Put a card under the Museum", "it": "Metti una carta sotto il Museo"},
    "pub_den_pay": {"en": "Pay the Thieves' Den with a card", "it": "Paga il Covo dei Ladri con una carta"},
    "pub_sign": {"en": "Sign one of the warrants", "it": "Firma uno dei mandati"},
    "pub_flower": {"en": "Choose the real threat", "it": "Scegli la minaccia vera"},
    "pub_theater": {"en": "Theater: swap characters with {who}",
                    "it": "Teatro: scambia i personaggi con {who}"},
    "player_n": {"en": "Player {n}", "it": "Giocatore {n}"},

    # ---- action labels ----
    "act_pick": {"en": "Choose the {char}", "it": "Scegli {char}"},
    "act_drop": {"en": "Discard the {char} face down", "it": "Scarta {char} coperto"},
    "act_theater": {"en": "Theater: give the {char} to {who}", "it": "Teatro: dai {char} a {who}"},
    "act_theater_pass": {"en": "Keep your character", "it": "Tieni il tuo personaggio"},
    "act_crown_to": {"en": "Give the crown to {who}", "it": "Dai la corona a {who}"},
    "act_gold": {"en": "Take gold", "it": "Prendi monete"},
    "act_cards": {"en": "Draw cards", "it": "Pesca carte"},
    "act_keep": {"en": "Keep the {card}", "it": "Tieni {card}"},
    "act_bewitch": {"en": "Bewitch the {char}", "it": "Ammalia {char}"},
    "act_sign": {"en": "Sign the warrant on the {char}", "it": "Firma il mandato su {char}"},
    "act_flower": {"en": "Make the threat on the {char} the real one", "it": "Rendi vera la minaccia su {char}"},
    "act_kill": {"en": "Kill the {char}", "it": "Uccidi {char}"},
    "act_rob": {"en": "Rob the {char}", "it": "Deruba {char}"},
    "act_warrant": {"en": "Put a warrant on the {char}", "it": "Metti un mandato su {char}"},
    "act_threat": {"en": "Threaten the {char}", "it": "Minaccia {char}"},
    "act_bribe": {"en": "Pay the bribe", "it": "Paga il riscatto"},
    "act_refuse": {"en": "Refuse to pay", "it": "Rifiuta di pagare"},
    "act_reveal": {"en": "Reveal the marker", "it": "Rivela il segnalino"},
    "act_pass": {"en": "Do not reveal", "it": "Non rivelare"},
    "act_build": {"en": "Build the {card}", "it": "Costruisci {card}"},
    "act_den_pay": {"en": "Pay the Thieves' Den with the {card}", "it": "Paga il Covo dei Ladri con {card}"},
    "act_den_cancel": {"en": "Take back the cards", "it": "Riprendi le carte"},
    "act_framework": {"en": "Build the {card} by destroying the Framework",
                      "it": "Costruisci {card} distruggendo l'Impalcatura"},
    "act_necropolis": {"en": "Build the Necropolis by destroying your {card}",
                       "it": "Costruisci la Necropoli distruggendo {card}"},
    "act_cardinal": {"en": "Build the {card} with gold from {who}",
                     "it": "Costruisci {card} con monete di {who}"},
    "act_give": {"en": "Give the {card}", "it": "Dai {card}"},
    "act_spy": {"en": "Spy on {who}: {type}", "it": "Spia {who}: {type}"},
    "act_swap_hands": {"en": "Swap hands with {who}", "it": "Scambia la mano con {who}"},
    "act_magic_discard": {"en": "Discard the {card} to draw again", "it": "Scarta {card} per ripescare"},
    "act_magic_draw": {"en": "Draw as many cards", "it": "Pesca altrettante carte"},
    "act_wizard": {"en": "Look at {who}'s hand", "it": "Guarda la mano di {who}"},
    "act_take": {"en": "Take the {card}", "it": "Prendi {card}"},
    "act_wizard_keep": {"en": "Keep it in your hand", "it": "Tienilo in mano"},
    "act_wizard_build": {"en": "Build it now", "it": "Costruiscilo subito"},
    "act_seer": {"en": "Take a card from every hand", "it": "Prendi una carta da ogni mano"},
    "act_emperor": {"en": "Give the crown to {who}, take {what}",
                    "it": "Dai la corona a {who}, prendi {what}"},
    "what_gold": {"en": "1 gold", "it": "1 moneta"},
    "what_card": {"en": "1 card", "it": "1 carta"},
    "what_none": {"en": "nothing", "it": "niente"},
    "act_abbot_take": {"en": "Take 1 gold from {who}", "it": "Prendi 1 moneta da {who}"},
    "act_income": {"en": "Collect income", "it": "Riscuoti le rendite"},
    "act_income_split": {"en": "Collect income: {n} as gold, the rest as cards",
                         "it": "Riscuoti: {n} in monete, il resto in carte"},
    "act_navigate_gold": {"en": "Take 4 gold", "it": "Prendi 4 monete"},
    "act_navigate_cards": {"en": "Draw 4 cards", "it": "Pesca 4 carte"},
    "act_scholar": {"en": "Draw 7 cards, keep 1", "it": "Pesca 7 carte, tienine 1"},
    "act_destroy": {"en": "Destroy {who}'s {card}", "it": "Distruggi {card} di {who}"},
    "act_seize": {"en": "Seize {who}'s {card}", "it": "Confisca {card} di {who}"},
    "act_diplomat": {"en": "Exchange your {card}", "it": "Scambia {card}"},
    "act_exchange": {"en": "For {who}'s {card}", "it": "Con {card} di {who}"},
    "act_cancel": {"en": "Cancel", "it": "Annulla"},
    "act_beautify": {"en": "Beautify your {card}", "it": "Abbellisci {card}"},
    "act_collect_tax": {"en": "Collect the taxes", "it": "Riscuoti le tasse"},
    "act_lab": {"en": "Laboratory: discard the {card} for 2 gold", "it": "Laboratorio: scarta {card} per 2 monete"},
    "act_smithy": {"en": "Smithy: pay 2 gold, draw 3 cards", "it": "Fucina: paga 2 monete, pesca 3 carte"},
    "act_museum": {"en": "Put the {card} under the Museum", "it": "Metti {card} sotto il Museo"},
    "act_armory": {"en": "Armory: destroy {who}'s {card}",
                   "it": "Armeria: distruggi {card} di {who}"},
    "act_end": {"en": "End the turn", "it": "Termina il turno"},
}

for _key, _d in DISTRICTS.items():
    if _d.bonus:
        TEXT[_d.bonus] = {"en": _d.en, "it": _d.it}


def char_name(key, lang="en"):
    c = CHARACTERS[key]
    return c.it if lang == "it" else c.en


def card_name(key, lang="en"):
    d = DISTRICTS[key]
    return d.it if lang == "it" else d.en


def placing_words(params, lang="en"):
    """A tie-break's character in words, not its id."""
    c = params.get("char")
    return {**params, "char": char_name(c, lang) if c in CHARACTERS else ""}


def type_label(type_key, lang="en"):
    return f"{TYPE_ICON[type_key]} {TYPE_NAMES[type_key][lang if lang == 'it' else 'en']}"


# What everyone may read of a secret action (the log is shown to all seats): the choice itself is hidden.
SECRET = {"pick": "pub_pick", "drop": "pub_drop", "keep": "pub_keep", "give": "pub_give", "take": "pub_take",
          "magic_discard": "pub_magic_discard", "lab": "pub_lab", "museum": "pub_museum", "den_pay": "pub_den_pay",
          "sign": "pub_sign", "flower": "pub_flower"}


def seat_name(seat, lang="en", names=None):
    """A seat as the table calls it: its person's name, else "Player N"."""
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return tr(TEXT, "player_n", lang, n=seat + 1)


def label(action, lang="en", names=None):
    """The label everyone may read (the shell's log shows it to every seat): secret choices say only what
    kind of thing was done; the Theater names the opponent, not the characters."""
    kind = action[0]
    if kind in SECRET:
        return tr(TEXT, SECRET[kind], lang)
    if kind == "theater":
        return tr(TEXT, "pub_theater", lang, who=seat_name(action[2], lang, names))
    return private_label(action, lang, names)


def private_label(action, lang="en", names=None):
    """A short description in words of an action for the seat making it (character and district names;
    seats by their names when `names` is given)."""
    kind = action[0]
    args = action[1:]

    def t(key, **params):
        return tr(TEXT, key, lang, **params)

    def who(seat):
        return seat_name(seat, lang, names)

    if kind in ("pick", "drop", "bewitch", "kill", "rob", "warrant", "threat", "sign", "flower"):
        return t("act_" + kind, char=char_name(args[0], lang))
    if kind == "theater":
        return t("act_theater", char=char_name(args[0], lang), who=who(args[1]))
    if kind in ("crown_to", "swap_hands", "wizard", "abbot_take"):
        return t("act_" + kind, who=who(args[0]))
    if kind in ("keep", "build", "den_pay", "framework", "give", "magic_discard", "take", "lab", "museum"):
        return t("act_" + kind, card=card_name(args[0], lang))
    if kind in ("necropolis", "diplomat", "beautify"):
        return t("act_" + kind, card=card_name(args[1], lang))
    if kind == "cardinal":
        return t("act_cardinal", card=card_name(args[0], lang), who=who(args[1]))
    if kind == "spy":
        return t("act_spy", who=who(args[0]), type=TYPE_NAMES[args[1]]["it" if lang == "it" else "en"])
    if kind == "emperor":
        return t("act_emperor", who=who(args[0]), what=t("what_" + args[1]))
    if kind == "income":
        if args:
            return t("act_income_split", n=args[0])
        return t("act_income")
    if kind == "navigate":
        return t("act_navigate_" + args[0])
    if kind in ("destroy", "seize", "exchange", "armory"):
        return t("act_" + kind, card=card_name(args[2], lang), who=who(args[0]))
    return t("act_" + kind)


RULES = {
    "en": [
        ("The goal", [
            "Build a city of districts. The game ends after the round in which a city reaches 7 districts "
            "(8 with 2 or 3 players; the Monument counts as 2). Most points wins.",
            "Each player starts with 2 gold and 4 district cards. The first crowned player is drawn at random "
            "(or seat 1, by option).",
        ]),
        ("A round", [
            "Selection: the crowned player starts the draft. With 4-7 players some characters are removed face up "
            "(never the rank-4 one: it is replaced and shuffled back) and one face down; each player keeps one "
            "and passes the rest. With 7 players (8 characters) or 8 players (9 characters) the last player also "
            "gets the face-down card and keeps one of the two.",
            "With 2 players each keeps two characters: one card is removed face down, then the players keep one "
            "and discard one face down in turn. With 3 players one is removed face down, each keeps one, one of "
            "the remaining five is discarded at random, each keeps a second one.",
            "Theater: at the end of the selection its owner may swap one of his characters with an opponent's, "
            "blind (with two characters each, he takes one of the opponent's two at random).",
            "Turns: ranks are called from 1 upwards. A killed character stays silent and skips the turn. "
            "On your turn you first take 2 gold or draw 2 cards and keep 1, then use your ability, collect your "
            "income, use district effects and build (1 district unless your character says otherwise). "
            "Abilities may also be used before gathering, except by the Witch and by a threatened character. "
            "A turn ends when you choose 'End the turn'.",
        ]),
        ("Decisions made for this app", [
            "Deck: discarded and destroyed cards go to the bottom of the deck. If the deck runs out, you draw "
            "what is left (possibly nothing).",
            "A safeguard ends the game after round 40 if no city is completed.",
            "Characters that were removed face up cannot be named by the Assassin, Thief, Witch, Magistrate or "
            "Blackmailer, nor can a player's own other character (2-3 players). The Magistrate puts warrants on other characters only (never on his own second "
            "character); he places the three warrants, then chooses which one is signed. The Blackmailer places "
            "his two threats, then chooses the real one. The log shows where markers go, never which is real.",
            "The King and the Patrician take the crown as soon as they are revealed. The Queen gets her 3 gold "
            "when revealed (or at the end of the round if the neighbouring rank-4 character was killed).",
            "The Merchant's extra gold and the Architect's 2 cards come with gathering; a Witch resuming as one of "
            "them gets them when she resumes. The bewitched player gets only the gathering. A threatened "
            "character gets them, and the Queen her 3 gold, only once the threat is settled.",
            "Every warrant-marked character's first paid build offers the Magistrate the choice to reveal. A "
            "build with the Framework or the Necropolis is not paid; a Thieves' Den paid with cards is.",
            "The Armory may destroy the Keep and ignores the Bishop. The Diplomat cannot give away his own Keep, "
            "and cannot exchange a district for an identical one.",
            "The Great Wall also protects itself (an option turns this off). Its extra gold, for the Marshal and "
            "the Diplomat, goes to the owner; with the Diplomat it costs 1 even when the costs are equal.",
            "A Witch acting as the Tax Collector is not taxed. A bewitched rank-4 character still counts as "
            "revealed by its holder for the Queen.",
            "Artist gold on a destroyed district goes back to the bank; a beautified district keeps its mark when "
            "it changes city.",
            "The School of Magic counts as the type of the income each time, and as unique for scoring.",
            "Scoring: the completion bonuses need a city still complete at the end; the first to complete gets 4 "
            "only if his city is still complete. The Haunted Quarter takes the type that gives most points. The "
            "crown is passed at the end of the last round before the Statue is scored.",
            "Ties on points, at every place: of the tied players, the one who revealed the character with the "
            "highest rank in the last round comes first (a killed King, Emperor or Patrician is revealed at the "
            "end of the round, so it counts; a player who revealed nothing counts as 0); players still level "
            "share the place. The end table says how each tie was settled.",
            "When the game is over nothing stays secret, since nothing can be gained from it any more: the board "
            "shows every hand, who held each character of the last round (the killed ones too), the characters "
            "discarded face down, the cards under each Museum, the signed warrant and the real threat.",
            "With 2 players the Emperor is replaced by the King; with fewer than 5 players the Queen by the Artist. "
            "The default cast uses the Queen with 5+ players and the Artist with 3-4 when rank 9 is needed.",
        ]),
        ("Scoring", [
            "1 point per gold of district cost (+1 for each Artist gold), 3 for all five types, 4 for the first "
            "completed city and 2 for the other completed cities, and the bonuses of unique districts.",
        ]),
    ],
    "it": [
        ("Lo scopo", [
            "Costruisci una città di distretti. La partita finisce dopo il giro in cui una città arriva a 7 "
            "distretti (8 in 2 o 3 giocatori; il Monumento vale 2). Vince chi ha più punti.",
            "Ognuno comincia con 2 monete e 4 carte distretto. Il primo giocatore incoronato è estratto a caso "
            "(o il posto 1, con l'opzione).",
        ]),
        ("Un giro", [
            "Scelta: il giocatore incoronato comincia. Con 4-7 giocatori alcuni personaggi sono scartati scoperti "
            "(mai quello di rango 4: viene sostituito e rimescolato) e uno coperto; ognuno ne tiene uno e passa "
            "gli altri. In 7 giocatori (8 personaggi) o 8 (9 personaggi) l'ultimo riceve anche la carta coperta "
            "e ne tiene una delle due.",
            "In 2 giocatori ognuno tiene due personaggi: una carta è scartata coperta, poi a turno si tiene una "
            "carta e se ne scarta una coperta. In 3 giocatori una è scartata coperta, ognuno ne tiene una, una "
            "delle cinque rimaste è scartata a caso, ognuno ne tiene una seconda.",
            "Teatro: alla fine della scelta il proprietario può scambiare un suo personaggio con quello di un "
            "avversario, alla cieca (con due personaggi a testa, prende a caso uno dei due dell'avversario).",
            "Turni: i ranghi sono chiamati dall'1 in su. Un personaggio ucciso resta in silenzio e salta il turno. "
            "Nel tuo turno prima prendi 2 monete o peschi 2 carte e ne tieni 1, poi usi il potere, riscuoti le "
            "rendite, usi i distretti e costruisci (1 distretto, salvo diversa indicazione del personaggio). "
            "I poteri si possono usare anche prima di raccogliere, tranne la Strega e chi è minacciato. "
            "Il turno finisce quando scegli 'Termina il turno'.",
        ]),
        ("Decisioni prese per questa app", [
            "Mazzo: le carte scartate e distrutte vanno in fondo al mazzo. Se il mazzo finisce, si pesca quello "
            "che resta (anche niente).",
            "Per sicurezza la partita finisce dopo il giro 40 se nessuna città è completa.",
            "I personaggi scartati scoperti non possono essere nominati da Assassino, Ladro, Strega, Magistrato "
            "o Ricattatore, e nemmeno l'altro personaggio dello stesso giocatore (2-3 giocatori). Il Magistrato mette i mandati solo su altri personaggi (mai sul suo secondo "
            "personaggio); piazza i tre mandati, poi sceglie quale è firmato. Il Ricattatore piazza le due minacce, "
            "poi sceglie quella vera. Il registro mostra dove vanno i segnalini, mai quale è vero.",
            "Il Re e il Patrizio prendono la corona appena rivelati. La Regina riceve le 3 monete quando è rivelata "
            "(o alla fine del giro se il vicino di rango 4 era stato ucciso).",
            "La moneta in più del Mercante e le 2 carte dell'Architetto vengono con la raccolta; la Strega che "
            "riprende come uno di loro le riceve quando riprende. Il giocatore ammaliato fa solo la raccolta. "
            "Un personaggio minacciato le riceve, e la Regina le sue 3 monete, solo dopo aver risolto la minaccia.",
            "La prima costruzione pagata di ogni personaggio con un mandato offre al Magistrato la scelta di "
            "rivelarlo. Costruire con l'Impalcatura o la Necropoli non è pagare; il Covo dei Ladri pagato con "
            "carte sì.",
            "L'Armeria può distruggere il Mastio e ignora il Vescovo. Il Diplomatico non può cedere il suo Mastio "
            "né scambiare un distretto con uno identico.",
            "La Grande Muraglia protegge anche sé stessa (un'opzione lo toglie). La moneta in più, per il "
            "Maresciallo e il Diplomatico, va al proprietario; con il Diplomatico costa 1 anche a costi uguali.",
            "La Strega che agisce come Esattore non paga tasse. Un personaggio di rango 4 ammaliato conta come "
            "rivelato dal suo giocatore per la Regina.",
            "Le monete dell'Artista su un distretto distrutto tornano alla banca; un distretto abbellito resta "
            "tale quando cambia città.",
            "La Scuola di Magia conta come il tipo della rendita ogni volta, e come speciale nel punteggio.",
            "Punteggio: i bonus di completamento richiedono una città ancora completa alla fine; il primo a "
            "completare prende 4 solo se la sua città è ancora completa. Il Quartiere Infestato prende il tipo "
            "che dà più punti. La corona passa alla fine dell'ultimo giro prima di contare la Statua.",
            "Parità di punti, a ogni posizione: tra i pari passa avanti chi ha rivelato il personaggio di rango "
            "più alto nell'ultimo giro (un Re, Imperatore o Patrizio ucciso è rivelato alla fine del giro, quindi "
            "conta; chi non ha rivelato nulla conta 0); chi resta pari condivide la posizione. La tabella finale "
            "dice come è stata risolta ogni parità.",
            "A partita finita non resta nulla di segreto, perché non serve più a niente: il tavolo mostra tutte "
            "le mani, chi aveva ogni personaggio dell'ultimo giro (anche quelli uccisi), i personaggi scartati "
            "coperti, le carte sotto ogni Museo, il mandato firmato e la minaccia vera.",
            "In 2 giocatori l'Imperatore è sostituito dal Re; con meno di 5 giocatori la Regina dall'Artista. "
            "La formazione base usa la Regina con 5+ giocatori e l'Artista con 3-4 quando serve il rango 9.",
        ]),
        ("Punteggio", [
            "1 punto per moneta di costo dei distretti (+1 per ogni moneta dell'Artista), 3 per tutti e cinque i "
            "tipi, 4 per la prima città completa e 2 per le altre città complete, e i bonus dei distretti speciali.",
        ]),
    ],
}


REFERENCE_HEADINGS = {
    "chars": {"en": "Every character, by rank", "it": "Tutti i personaggi, per rango"},
    "uniques": {"en": "Every unique district, by cost", "it": "Tutti i distretti speciali, per costo"},
    "basics": {"en": "Basic districts, by type", "it": "Distretti base, per tipo"},
    "rank": {"en": "Rank {n}", "it": "Rango {n}"},
    "earns": {"en": "earns for {type} districts", "it": "rendita dai distretti di tipo {type}"},
    "cost": {"en": "cost {n}", "it": "costo {n}"},
    "never": {"en": "never built", "it": "mai costruita"},
    "copies": {"en": ("{name} ({price}, {n} card)", "{name} ({price}, {n} cards)"),
               "it": ("{name} ({price}, {n} carta)", "{name} ({price}, {n} carte)")},
}


def reference(lang="en"):
    """Every character and district as (heading, lines): name, rank or cost, type, what it does."""
    from .data import BASIC_KEYS, BY_RANK, TYPES, UNIQUE_KEYS
    lang = "it" if lang == "it" else "en"

    def t(key, **params):
        return tr(REFERENCE_HEADINGS, key, lang, **params)

    chars = []
    for rank in range(1, 10):
        for c in BY_RANK[rank]:
            income = CHARACTERS[c].income
            earns = f", {t('earns', type=TYPE_NAMES[income][lang])}" if income else ""
            chars.append(f"{t('rank', n=rank)} · {char_name(c, lang)}{earns}: {char_text(c, lang)}")
    uniques = []
    for key in sorted(UNIQUE_KEYS, key=lambda k: (DISTRICTS[k].cost is None, DISTRICTS[k].cost or 0,
                                                   card_name(k, lang))):
        d = DISTRICTS[key]
        cost = t("never") if d.cost is None else t("cost", n=d.cost)
        uniques.append(f"{card_name(key, lang)} ({cost}, {TYPE_NAMES['unique'][lang]}): {district_text(key, lang)}")
    basics = []
    for type_key in TYPES[:4]:
        rows = [t("copies", name=card_name(k, lang), price=DISTRICTS[k].cost, n=DISTRICTS[k].copies)
                for k in BASIC_KEYS if DISTRICTS[k].type == type_key]
        basics.append(f"{TYPE_NAMES[type_key][lang].capitalize()}: " + ", ".join(rows))
    return [(t("chars"), chars), (t("uniques"), uniques), (t("basics"), basics)]


def rules(lang="en", options=None):
    """The rules in words, then a reference of every character and district."""
    return RULES["it" if lang == "it" else "en"] + reference(lang)


# ---- card texts (one line each, shown one tap away) ----
CHAR_TEXT = {
    "assassin": ("Name a character: it skips its turn.", "Nomina un personaggio: salta il turno."),
    "witch": ("After gathering, bewitch a character; you play its turn as it.",
              "Dopo la raccolta ammalia un personaggio; giochi il suo turno al suo posto."),
    "magistrate": ("Place 3 warrants (1 signed); take the first district the signed one pays for.",
                   "Metti 3 mandati (1 firmato); prendi il primo distretto pagato dal firmato."),
    "thief": ("Name a character: take all its gold when it is revealed.",
              "Nomina un personaggio: prendi tutto il suo oro quando si rivela."),
    "spy": ("Name a player and a type: 1 of their gold and 1 card per matching card in their hand.",
            "Nomina un giocatore e un tipo: 1 suo oro e 1 carta per ogni carta di quel tipo in mano."),
    "blackmailer": ("Threaten 2 characters (1 real): they pay half their gold or risk losing it all.",
                    "Minaccia 2 personaggi (1 vero): pagano metà dell'oro o rischiano di perderlo tutto."),
    "magician": ("Swap hands with a player, or discard cards and draw as many.",
                 "Scambia la mano con un giocatore, o scarta carte e pescane altrettante."),
    "wizard": ("Take a card from a player's hand; build it now or keep it. Duplicates allowed.",
               "Prendi una carta dalla mano di un giocatore; costruiscila subito o tienila. Doppioni ammessi."),
    "seer": ("Take a random card from each hand, give one back to each. Build up to 2.",
             "Prendi una carta a caso da ogni mano, restituiscine una a ciascuno. Costruisci fino a 2."),
    "king": ("Gold for noble districts. Take the crown.", "Oro per i distretti nobili. Prendi la corona."),
    "emperor": ("Gold for noble districts. Give the crown to another player, take 1 gold or card.",
                "Oro per i distretti nobili. Dai la corona a un altro giocatore, prendi 1 oro o carta."),
    "patrician": ("Cards for noble districts. Take the crown.", "Carte per i distretti nobili. Prendi la corona."),
    "bishop": ("Gold for religious districts. Rank 8 cannot touch your city.",
               "Oro per i distretti religiosi. Il rango 8 non tocca la tua città."),
    "abbot": ("Gold or cards for religious districts. The richest player gives you 1 gold.",
              "Oro o carte per i distretti religiosi. Il più ricco ti dà 1 oro."),
    "cardinal": ("Cards for religious districts. Borrow missing gold for a build, paying in cards.",
                 "Carte per i distretti religiosi. Prendi l'oro mancante per costruire, pagando in carte."),
    "merchant": ("Gold for trade districts, +1 gold.", "Oro per i distretti commerciali, +1 oro."),
    "alchemist": ("At the end of your turn, get back the gold paid for building.",
                  "Alla fine del turno riprendi l'oro pagato per costruire."),
    "trader": ("Gold for trade districts. Build any number of trade districts.",
               "Oro per i distretti commerciali. Costruisci quanti distretti commerciali vuoi."),
    "architect": ("+2 cards. Build up to 3.", "+2 carte. Costruisci fino a 3."),
    "navigator": ("Take 4 gold or 4 cards. You cannot build.", "Prendi 4 oro o 4 carte. Non puoi costruire."),
    "scholar": ("Draw 7, keep 1, shuffle the rest into the deck. Build up to 2.",
                "Pesca 7, tienine 1, rimescola le altre nel mazzo. Costruisci fino a 2."),
    "warlord": ("Gold for military districts. Destroy a district for its cost - 1.",
                "Oro per i distretti militari. Distruggi un distretto pagando costo - 1."),
    "diplomat": ("Gold for military districts. Exchange districts, paying the difference.",
                 "Oro per i distretti militari. Scambia distretti pagando la differenza."),
    "marshal": ("Gold for military districts. Seize a district of cost 3 or less, paying its owner.",
                "Oro per i distretti militari. Prendi un distretto di costo 3 o meno pagandolo."),
    "queen": ("3 gold if you sit next to the rank-4 character.", "3 oro se siedi accanto al personaggio di rango 4."),
    "artist": ("Beautify up to 2 districts with 1 gold each (+1 cost).",
               "Abbellisci fino a 2 distretti con 1 oro ciascuno (+1 costo)."),
    "tax_collector": ("Each build pays him 1 gold if left; take the taxes.",
                      "Ogni costruzione gli paga 1 oro se resta; prendi le tasse."),
}
DISTRICT_TEXT = {
    "armory": ("Destroy it to destroy any district (not in a completed city).",
               "Distruggila per distruggere un distretto (non in una città completa)."),
    "basilica": ("+1 point per district of odd cost.", "+1 punto per distretto di costo dispari."),
    "capitol": ("+3 points with 3 districts of one type.", "+3 punti con 3 distretti dello stesso tipo."),
    "dragon_gate": ("+2 points.", "+2 punti."),
    "factory": ("Other unique districts cost 1 less.", "Gli altri distretti speciali costano 1 in meno."),
    "framework": ("Destroy it to build a district for free.", "Distruggila per costruire un distretto gratis."),
    "gold_mine": ("+1 gold when you take gold.", "+1 oro quando prendi oro."),
    "great_wall": ("Rank 8 pays 1 more on your districts.", "Il rango 8 paga 1 in più sui tuoi distretti."),
    "haunted_quarter": ("Counts as any type at the end.", "Alla fine conta come un tipo qualsiasi."),
    "imperial_treasury": ("+1 point per gold.", "+1 punto per oro."),
    "ivory_tower": ("+5 points if it is your only unique district.", "+5 punti se è il tuo unico distretto speciale."),
    "keep": ("Rank 8 cannot touch it.", "Il rango 8 non può toccarlo."),
    "laboratory": ("Once a turn: discard a card for 2 gold.", "Una volta per turno: scarta una carta per 2 oro."),
    "library": ("Keep all the cards you draw.", "Tieni tutte le carte pescate."),
    "map_room": ("+1 point per card in hand.", "+1 punto per carta in mano."),
    "monument": ("Counts as 2 districts; not with 5 or more.", "Vale 2 distretti; non con 5 o più."),
    "museum": ("Once a turn: put a card under it, +1 point each.",
               "Una volta per turno: metti una carta sotto, +1 punto ciascuna."),
    "necropolis": ("Build it by destroying one of your districts.", "Costruiscila distruggendo un tuo distretto."),
    "observatory": ("Draw 3 cards instead of 2.", "Pesca 3 carte invece di 2."),
    "park": ("Empty hand at the end of your turn: +2 cards.", "Mano vuota a fine turno: +2 carte."),
    "poor_house": ("No gold at the end of your turn: +1 gold.", "Nessun oro a fine turno: +1 oro."),
    "quarry": ("You may build duplicates.", "Puoi costruire doppioni."),
    "school_of_magic": ("Counts as any type for income.", "Conta come un tipo qualsiasi per le rendite."),
    "secret_vault": ("Never built; +3 points from your hand at the end.", "Mai costruita; +3 punti dalla mano alla fine."),
    "smithy": ("Once a turn: pay 2 gold, draw 3 cards.", "Una volta per turno: paga 2 oro, pesca 3 carte."),
    "stables": ("Does not count towards the building limit.", "Non conta nel limite di costruzione."),
    "statue": ("+5 points if you have the crown.", "+5 punti se hai la corona."),
    "theater": ("After selection, swap a character blind.", "Dopo la scelta scambia un personaggio alla cieca."),
    "thieves_den": ("Pay part of its cost with cards.", "Paga parte del costo con carte."),
    "wishing_well": ("+1 point per unique district.", "+1 punto per distretto speciale."),
}


def char_text(key, lang="en"):
    return CHAR_TEXT[key][1 if lang == "it" else 0]


def district_text(key, lang="en"):
    texts = DISTRICT_TEXT.get(key)
    return texts[1 if lang == "it" else 0] if texts else ""


# ---- news: what happened, in words (public events from CitadelsState.take_news) ----
# The roles of each event's values after its kind. "seat", "by" and "victim" are seats; "victim" is the seat the
# event harms or touches (news_hits); "char" and "card" are keys; the rest are counts or words.
NEWS_SHAPES = {
    "round": ("n",),
    "faceup": ("char",),
    "crown": ("seat", "how", "by"),            # how: start, king, patrician, emperor, heir, advisor; by -1: none
    "reveal": ("seat", "char"),
    "skipped": ("char",),                      # the killed character is called (its holder stays secret)
    "absent": ("char",),                       # called, nobody holds it
    "no_resume": ("seat", "char"),             # the Witch's seat; the bewitched character is not in play
    "resume": ("seat", "char"),                # the Witch resumes as the bewitched character
    "killed_revealed": ("seat", "char"),       # a killed rank-4 character shown at the end of the round
    "robbed": ("seat", "victim", "gold"),
    "queen": ("seat", "gold", "by"),           # by: the seat that revealed the rank-4 character
    "bonus": ("seat", "char", "gold", "cards"),
    "gathered": ("seat", "what", "n"),         # what: gold or cards
    "income": ("seat", "char", "gold", "cards", "n"),     # n: the districts counted
    "bribe": ("seat", "char", "by", "gold"),
    "threat_revealed": ("seat", "char", "by", "real", "gold"),
    "warrant_revealed": ("seat", "char", "by", "real", "card", "gold"),   # gold: given back to seat
    "built": ("seat", "card", "gold"),
    "tax": ("seat", "gold"),
    "tax_collected": ("seat", "gold"),
    "complete": ("seat", "first"),
    "spy": ("seat", "victim", "type", "n", "gold", "cards"),
    "swapped_hands": ("seat", "victim", "n", "m"),        # n: cards the seat gave, m: cards it got
    "redrew": ("seat", "n", "cards"),
    "took_card": ("seat", "victim"),
    "gave_card": ("seat", "victim"),
    "took_gold": ("seat", "victim", "gold"),
    "borrowed": ("seat", "victim", "gold", "cards"),
    "destroyed": ("seat", "victim", "card", "gold"),
    "armory": ("seat", "victim", "card"),
    "seized": ("seat", "victim", "card", "gold"),
    "exchanged": ("seat", "victim", "card", "card2", "gold"),   # card: given, card2: taken
    "poor_house": ("seat", "gold"),
    "alchemist": ("seat", "gold"),
    "park": ("seat", "cards"),
}

NEWS = {
    "round": {"en": "Round {n}", "it": "Round {n}"},
    "faceup": {"en": "Removed face up: the {char}", "it": "Scartato scoperto: {char}"},
    "crown_start": {"en": "{who} starts with the crown", "it": "{who} comincia con la corona"},
    "crown_take": {"en": "{who} takes the crown as the {how}", "it": "{who} prende la corona come {how}"},
    "crown_emperor": {"en": "The Emperor, {by}, gives the crown to {who}",
                      "it": "L'Imperatore, {by}, dà la corona a {who}"},
    "crown_heir": {"en": "{who} takes the crown as heir", "it": "{who} prende la corona come erede"},
    "crown_advisor": {"en": "{by}, the killed Emperor, gives the crown to {who}",
                      "it": "{by}, Imperatore ucciso, dà la corona a {who}"},
    "reveal": {"en": "{who} reveals the {char}", "it": "{who} rivela: {char}"},
    "skipped": {"en": "The {char} was killed: turn skipped", "it": "Personaggio ucciso ({char}): turno saltato"},
    "absent": {"en": "Nobody is the {char}", "it": "Nessuno ha il personaggio {char}"},
    "no_resume": {"en": "The {char} is not in play: the Witch, {who}, does not resume",
                  "it": "Il personaggio {char} non è in gioco: la Strega, {who}, non riprende"},
    "resume": {"en": "The Witch, {who}, resumes as the {char}", "it": "La Strega, {who}, riprende come {char}"},
    "killed_revealed": {"en": "{who} held the killed {char}", "it": "{who} aveva il personaggio ucciso: {char}"},
    "robbed": {"en": "The Thief, {who}, took {gold} from {victim}", "it": "Il Ladro, {who}, ha preso {gold} a {victim}"},
    "queen": {"en": "{who} sits next to {by}, who revealed rank 4: +{gold}",
              "it": "{who} siede accanto a {by}, che ha rivelato il rango 4: +{gold}"},
    "bonus": {"en": "{who} gets {what} as the {char}", "it": "{who} riceve {what} come {char}"},
    "gathered_gold": {"en": "{who} takes {what}", "it": "{who} prende {what}"},
    "gathered_cards": {"en": "{who} keeps {what}", "it": "{who} tiene {what}"},
    "income": {"en": "{who}, income: {what} for {districts}", "it": "{who}, rendita: {what} per {districts}"},
    "and": {"en": "{a} and {b}", "it": "{a} e {b}"},
    "nothing": {"en": "nothing", "it": "niente"},
    "bribe": {"en": "{who} pays the Blackmailer, {by}, a bribe of {gold}",
              "it": "{who} paga al Ricattatore, {by}, un riscatto di {gold}"},
    "threat_real": {"en": "The Blackmailer, {by}, reveals the real threat on the {char} and takes {gold} from {who}",
                    "it": "Il Ricattatore, {by}, rivela la minaccia vera su {char} e prende {gold} a {who}"},
    "threat_blank": {"en": "The Blackmailer, {by}, reveals a blank threat on the {char}",
                     "it": "Il Ricattatore, {by}, rivela una minaccia falsa su {char}"},
    "warrant_signed": {"en": "The Magistrate, {by}, reveals the signed warrant on the {char}: he takes the {card} "
                             "of {who}, who gets back {gold}",
                       "it": "Il Magistrato, {by}, rivela il mandato firmato su {char}: prende {card} di {who}, "
                             "che riprende {gold}"},
    "warrant_blank": {"en": "The Magistrate, {by}, reveals a blank warrant on the {char}",
                      "it": "Il Magistrato, {by}, rivela un mandato in bianco su {char}"},
    "built": {"en": "{who} builds the {card} for {gold}", "it": "{who} costruisce {card} per {gold}"},
    "built_free": {"en": "{who} builds the {card} without paying", "it": "{who} costruisce {card} senza pagare"},
    "tax": {"en": "{who} pays {gold} of tax", "it": "{who} paga {gold} di tassa"},
    "tax_collected": {"en": "The Tax Collector, {who}, collects {gold} of taxes",
                      "it": "L'Esattore, {who}, riscuote {gold} di tasse"},
    "complete_first": {"en": "{who} is the first to complete a city: this round is the last",
                       "it": "{who} completa per primo la città: questo è l'ultimo round"},
    "complete": {"en": "{who} completes a city", "it": "{who} completa la città"},
    "spy": {"en": "The Spy, {who}, looks at the hand of {victim}: {match} of type {type}; takes {gold} and "
                  "draws {cards}",
            "it": "La Spia, {who}, guarda la mano di {victim}: {match} di tipo {type}; prende {gold} e pesca {cards}"},
    "swapped_hands": {"en": "{who} swaps hands with {victim} ({given} for {got})",
                      "it": "{who} scambia la mano con {victim} ({given} per {got})"},
    "redrew": {"en": "{who} discards {given} and draws {cards}", "it": "{who} scarta {given} e pesca {cards}"},
    "took_card": {"en": "{who} takes a card from the hand of {victim}",
                  "it": "{who} prende una carta dalla mano di {victim}"},
    "gave_card": {"en": "{who} gives a card to {victim}", "it": "{who} dà una carta a {victim}"},
    "took_gold": {"en": "{who} takes {gold} from {victim}", "it": "{who} prende {gold} a {victim}"},
    "borrowed": {"en": "{who} takes {gold} from {victim} to build, giving {cards} in return",
                 "it": "{who} prende {gold} da {victim} per costruire, dandogli in cambio {cards}"},
    "destroyed": {"en": "{who} destroys the {card} of {victim}, paying {gold}",
                  "it": "{who} distrugge {card} di {victim}, pagando {gold}"},
    "destroyed_own": {"en": "{who} destroys the {card} in their own city, paying {gold}",
                      "it": "{who} distrugge {card} della propria città, pagando {gold}"},
    "armory": {"en": "{who} destroys the Armory to destroy the {card} of {victim}",
               "it": "{who} distrugge l'Armeria per distruggere {card} di {victim}"},
    "armory_own": {"en": "{who} destroys the Armory to destroy the {card} in their own city",
                   "it": "{who} distrugge l'Armeria per distruggere {card} della propria città"},
    "seized": {"en": "{who} seizes the {card} of {victim}, paying {victim} {gold}",
               "it": "{who} prende {card} di {victim}, pagandogli {gold}"},
    "exchanged": {"en": "{who} exchanges the {card} for the {card2} of {victim}, paying {gold}",
                  "it": "{who} scambia {card} con {card2} di {victim}, pagando {gold}"},
    "exchanged_free": {"en": "{who} exchanges the {card} for the {card2} of {victim}",
                       "it": "{who} scambia {card} con {card2} di {victim}"},
    "poor_house": {"en": "{who} has no gold: the Poor House gives {gold}", "it": "{who} è senza oro: l'Ospizio dà {gold}"},
    "alchemist": {"en": "The Alchemist, {who}, gets back {gold} paid for building",
                  "it": "L'Alchimista, {who}, riprende {gold} pagate per costruire"},
    "park": {"en": "{who} has an empty hand: the Park gives {cards}", "it": "{who} ha la mano vuota: il Parco dà {cards}"},
    "player": {"en": "Player {n}", "it": "Giocatore {n}"},
    "gold_n": {"en": ("{n} gold", "{n} gold"), "it": ("{n} moneta", "{n} monete")},
    "cards_n": {"en": ("{n} card", "{n} cards"), "it": ("{n} carta", "{n} carte")},
    # the districts an income counts, by type: the Italian adjective agrees with the count too
    "districts_noble": {"en": ("{n} noble district", "{n} noble districts"),
                        "it": ("{n} distretto nobile", "{n} distretti nobili")},
    "districts_religious": {"en": ("{n} religious district", "{n} religious districts"),
                            "it": ("{n} distretto religioso", "{n} distretti religiosi")},
    "districts_trade": {"en": ("{n} trade district", "{n} trade districts"),
                        "it": ("{n} distretto commerciale", "{n} distretti commerciali")},
    "districts_military": {"en": ("{n} military district", "{n} military districts"),
                           "it": ("{n} distretto militare", "{n} distretti militari")},
    "districts_unique": {"en": ("{n} unique district", "{n} unique districts"),
                         "it": ("{n} distretto speciale", "{n} distretti speciali")},
}


def news_hits(event):
    """The seats an event harms or touches (a theft's victim, the owner of a destroyed district...)."""
    kind = event[0]
    shape = NEWS_SHAPES.get(kind, ())
    if kind == "crown":
        return (event[1],) if event[2] in ("emperor", "advisor") else ()
    if kind == "bribe" or (kind in ("threat_revealed", "warrant_revealed") and event[4]):
        return (event[1],)
    if "victim" in shape:
        victim = event[1 + shape.index("victim")]
        return (victim,) if victim != event[1] else ()
    return ()


def news_label(event, lang="en", names=None):
    """A sentence for a public event, naming seats by `names[seat]` (default: Player 1, 2...)."""
    lang = "it" if lang == "it" else "en"
    kind = event[0]
    values = dict(zip(NEWS_SHAPES[kind], event[1:]))

    def t(key, **params):
        return tr(NEWS, key, lang, **params)

    def seat_name(seat):
        if names is not None and 0 <= seat < len(names):
            return names[seat]
        return t("player", n=seat + 1)

    def gold(n):
        return t("gold_n", n=n)

    def cards(n):
        return t("cards_n", n=n)

    params = {}
    for role, value in values.items():
        if role in ("seat", "by", "victim"):
            params[{"seat": "who"}.get(role, role)] = seat_name(value) if value >= 0 else ""
        elif role == "char":
            params["char"] = char_name(value, lang)
        elif role in ("card", "card2"):
            params[role] = card_name(value, lang)
        elif role == "gold":
            params["gold"] = gold(value)
        elif role == "cards":
            params["cards"] = cards(value)
        else:
            params[role] = value
    if kind == "crown":
        how = values["how"]
        if how in ("king", "patrician"):
            return t("crown_take", who=params["who"], how=char_name(how, lang))
        return t("crown_" + how, who=params["who"], by=params["by"])
    if kind == "bonus":
        what = gold(values["gold"]) if values["gold"] else cards(values["cards"])
        return t("bonus", who=params["who"], what=what, char=params["char"])
    if kind == "gathered":
        what = gold(values["n"]) if values["what"] == "gold" else cards(values["n"])
        return t("gathered_" + values["what"], who=params["who"], what=what)
    if kind == "income":
        parts = ([gold(values["gold"])] if values["gold"] else []) + ([cards(values["cards"])] if values["cards"] else [])
        what = t("and", a=parts[0], b=parts[1]) if len(parts) == 2 else parts[0] if parts else t("nothing")
        districts = t("districts_" + CHARACTERS[values["char"]].income, n=values["n"])
        return t("income", who=params["who"], what=what, districts=districts)
    if kind in ("threat_revealed", "warrant_revealed"):
        key = ("threat_" if kind == "threat_revealed" else "warrant_") + ("real" if values["real"] else "blank")
        if kind == "warrant_revealed" and values["real"]:
            key = "warrant_signed"
        return t(key, **params)
    if kind in ("built", "exchanged") and not values["gold"]:
        return t(kind + "_free", **params)
    if kind == "complete":
        return t("complete_first" if values["first"] else "complete", **params)
    if kind == "spy":
        params.update(match=cards(values["n"]), type=TYPE_NAMES[values["type"]][lang])
        return t("spy", **params)
    if kind == "swapped_hands":
        return t("swapped_hands", who=params["who"], victim=params["victim"], given=cards(values["n"]),
                 got=cards(values["m"]))
    if kind == "redrew":
        return t("redrew", who=params["who"], given=cards(values["n"]), cards=params["cards"])
    if kind in ("destroyed", "armory") and values["victim"] == values["seat"]:
        return t(kind + "_own", **params)
    return t(kind, **params)


# ---- news told to the person it hit, in their words ("Bot 5 (Thief) robbed you of 5 gold") ----
NEWS_YOU = {
    "as": {"en": "{who} ({char})", "it": "{who} ({char})"},
    "skipped": {"en": "{who} killed your {char}: no turn for you in round {n}",
                "it": "{who} ha ucciso il tuo personaggio ({char}): niente turno per te nel giro {n}"},
    "robbed": {"en": "{who} robbed you of {gold}", "it": "{who} ti ha derubato di {gold}"},
    "destroyed": {"en": "{who} destroyed your {card}", "it": "{who} ha distrutto {card} nella tua città"},
    "armory": {"en": "{who} destroyed your {card} with the Armory",
               "it": "{who} ha distrutto {card} nella tua città con l'Armeria"},
    "seized": {"en": "{who} seized your {card}, paying you {gold}", "it": "{who} ti ha preso {card}, pagandoti {gold}"},
    "exchanged": {"en": "{who} took your {card2}, leaving you the {card}",
                  "it": "{who} ti ha preso {card2}, lasciandoti {card}"},
    "swapped_hands": {"en": "{who} swapped hands with you: you gave {given} and got {got}",
                      "it": "{who} ha scambiato la mano con te: hai dato {given} e ricevuto {got}"},
    "took_card": {"en": "{who} took a card from your hand", "it": "{who} ha preso una carta dalla tua mano"},
    "gave_card": {"en": "{who} gave you a card", "it": "{who} ti ha dato una carta"},
    "took_gold": {"en": "{who} took {gold} from you", "it": "{who} ti ha preso {gold}"},
    "borrowed": {"en": "{who} took {gold} from you, giving you {cards}",
                 "it": "{who} ti ha preso {gold}, dandoti {cards}"},
    "spy": {"en": "{who} looked at your hand and took {gold}", "it": "{who} ha guardato la tua mano e ti ha preso {gold}"},
    "bribe": {"en": "You paid {by} a bribe of {gold}", "it": "Hai pagato a {by} un riscatto di {gold}"},
    "threat_revealed": {"en": "{by} revealed the real threat and took {gold} from you",
                        "it": "{by} ha rivelato la minaccia vera e ti ha preso {gold}"},
    "warrant_revealed": {"en": "{by} confiscated your {card}, giving you back {gold}",
                         "it": "{by} ti ha confiscato {card}, restituendoti {gold}"},
    "crown_emperor": {"en": "{by} gave you the crown", "it": "{by} ti ha dato la corona"},
    "crown_advisor": {"en": "{by} gave you the crown", "it": "{by} ti ha dato la corona"},
}


def news_to_you(event, seat, lang="en", names=None, story=(), round_no=None):
    """`event` told to `seat` in its own words when it hit that seat, else None.

    `story` is what `seat` knows of the event's round before it, in order: ("move", mover, action) with the seat's
    own actions in full and the others' in their public form, and ("news", event). It names the character each
    seat played ("Bot 5 (Thief)") and tells a kill of the seat's own character, which the news keeps secret."""
    lang = "it" if lang == "it" else "en"
    kind = event[0]
    values = dict(zip(NEWS_SHAPES.get(kind, ()), event[1:]))

    def t(key, **params):
        return tr(NEWS_YOU, key, lang, **params)

    def person(other):
        name = names[other] if names is not None and 0 <= other < len(names) else tr(NEWS, "player", lang, n=other + 1)
        played = None
        for item in story:
            if item[0] == "news" and item[1][0] in ("reveal", "resume") and item[1][1] == other:
                played = item[1][2]
        return t("as", who=name, char=char_name(played, lang)) if played else name

    def gold(n):
        return tr(NEWS, "gold_n", lang, n=n)

    def cards(n):
        return tr(NEWS, "cards_n", lang, n=n)

    if kind == "skipped":
        mine = _held(seat, story)
        if event[1] not in mine:
            return None
        killer = next((item[1] for item in story if item[0] == "move" and tuple(item[2]) == ("kill", event[1])), None)
        who = person(killer) if killer is not None else char_name("assassin", lang)
        return t("skipped", who=who, char=char_name(event[1], lang), n=round_no if round_no is not None else "")
    if kind == "crown":
        if values["how"] in ("emperor", "advisor") and values["seat"] == seat and values["by"] != seat:
            return t("crown_" + values["how"], by=person(values["by"]))
        return None
    if kind == "bribe":
        return t("bribe", by=person(values["by"]), gold=gold(values["gold"])) if values["seat"] == seat else None
    if kind in ("threat_revealed", "warrant_revealed"):
        if values["seat"] != seat or not values["real"] or values["by"] == seat:
            return None
        return t(kind, by=person(values["by"]), gold=gold(values["gold"]), card=card_name(values.get("card"), lang)
                 if values.get("card") else "")
    if values.get("victim") != seat or values.get("seat") == seat or kind not in NEWS_YOU:
        return None
    params = {"who": person(values["seat"])}
    if "gold" in values:
        params["gold"] = gold(values["gold"])
    if "cards" in values:
        params["cards"] = cards(values["cards"])
    for role in ("card", "card2"):
        if role in values:
            params[role] = card_name(values[role], lang)
    if kind == "swapped_hands":           # the Magician gave n cards and got m: the other way round for the seat
        params.update(given=cards(values["m"]), got=cards(values["n"]))
    return t(kind, **params)


def _held(seat, story):
    """The characters `seat` holds this round as far as it knows: those it picked, less one it gave away by
    the Theater. (A character the Theater took from it is not known by its own moves: then none is claimed.)"""
    held = set()
    for item in story:
        if item[0] != "move":
            continue
        mover, action = item[1], tuple(item[2])
        if action[0] == "pick" and mover == seat and action[1] is not None:
            held.add(action[1])
        elif action[0] == "theater":
            if mover == seat and action[1] is not None:
                held.discard(action[1])
            elif len(action) > 2 and action[2] == seat:
                return set()
    return held
