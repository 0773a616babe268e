"""The interface's own texts in English and Italian (each game brings its own table too)."""

TEXT = {
    "tagline": {"en": "Modern board games, offline, free, no account.",
                "it": "Giochi da tavolo moderni, offline, gratis, senza account."},
    "loading": {"en": "Loading the game engine…", "it": "Caricamento del motore di gioco…"},
    "games": {"en": "Games", "it": "Giochi"},
    "players_range": {"count": "max", "en": ("{min}–{max} player", "{min}–{max} players"),
                      "it": ("{min}–{max} giocatore", "{min}–{max} giocatori")},
    "players_one": {"count": "min", "en": ("{min} player", "{min} players"),
                    "it": ("{min} giocatore", "{min} giocatori")},
    "new_game": {"en": "New game", "it": "Nuova partita"},
    "rules": {"en": "Rules", "it": "Regole"},
    "continue": {"en": "Continue", "it": "Continua"},
    "no_saves": {"en": "No games in progress.", "it": "Nessuna partita in corso."},
    "resume": {"en": "Resume", "it": "Riprendi"},
    "delete": {"en": "Delete", "it": "Elimina"},
    "export": {"en": "Export", "it": "Esporta"},
    "import": {"en": "Import a game file", "it": "Importa una partita da file"},
    "language": {"en": "Language", "it": "Lingua"},
    "turn_n": {"en": "turn {n}", "it": "turno {n}"},
    "round_of": {"en": "round {n}", "it": "giro {n}"},
    "finished": {"en": "finished", "it": "finita"},
    "unreadable": {"en": "Unreadable save", "it": "Salvataggio illeggibile"},
    "seats": {"en": "Players", "it": "Giocatori"},
    "seat_n": {"en": "Seat {n}", "it": "Posto {n}"},
    "person": {"en": "Person", "it": "Persona"},
    "bot": {"en": "Bot", "it": "Bot"},
    "name": {"en": "Name", "it": "Nome"},
    "who": {"en": "Who plays", "it": "Chi gioca"},
    "default_name": {"en": "Player {n}", "it": "Giocatore {n}"},
    "bot_name": {"en": "Bot {n}", "it": "Bot {n}"},
    "level_random": {"en": "Bot: random", "it": "Bot: casuale"},
    "level_easy": {"en": "Bot: easy", "it": "Bot: facile"},
    "level_strong": {"en": "Bot: strong", "it": "Bot: forte"},
    # a bot's level beside its name on the table ("Bot 2 · strong")
    "seat_level_random": {"en": "random", "it": "casuale"},
    "seat_level_easy": {"en": "easy", "it": "facile"},
    "seat_level_strong": {"en": "strong", "it": "forte"},
    "with_level": {"en": "{name} · {level}", "it": "{name} · {level}"},
    # how long the bots wait between two moves, so a person can follow them (the menu)
    "pace": {"en": "Bots' pace", "it": "Ritmo dei bot"},
    "pace_slow": {"en": "Slow", "it": "Lento"},
    "pace_normal": {"en": "Normal", "it": "Normale"},
    "pace_fast": {"en": "Fast", "it": "Veloce"},
    "pace_instant": {"en": "Instant", "it": "Immediato"},
    "options": {"en": "Options", "it": "Opzioni"},
    "start": {"en": "Start", "it": "Inizia"},
    "cancel": {"en": "Cancel", "it": "Annulla"},
    "back": {"en": "Back", "it": "Indietro"},
    "home": {"en": "Home", "it": "Inizio"},
    "menu": {"en": "Menu", "it": "Menu"},
    "undo": {"en": "Undo", "it": "Annulla mossa"},
    "log": {"en": "Log", "it": "Registro"},
    "turn_of": {"en": "{name}'s turn", "it": "Tocca a {name}"},
    "thinking": {"en": "{name} is thinking…", "it": "{name} sta pensando…"},
    "pass_to": {"en": "Pass the device to {name}", "it": "Passa il dispositivo a {name}"},
    "pass_hint": {"en": "Only {name} should look at the screen now.",
                  "it": "Ora solo {name} dovrebbe guardare lo schermo."},
    "i_am": {"en": "I am {name}: show my cards", "it": "Sono {name}: mostra le mie carte"},
    "game_over": {"en": "Game over", "it": "Partita finita"},
    "winner": {"en": "Winner", "it": "Vincitore"},
    "winners": {"en": "Winners: {names}", "it": "Vincitori: {names}"},
    "wins": {"en": "{names} wins!", "it": "Vince {names}!"},
    "nobody_wins": {"en": "Nobody wins.", "it": "Nessuno vince."},
    "names_and": {"en": "{first} and {last}", "it": "{first} e {last}"},
    "tied_on": {"en": ("{names} tied on {n} point", "{names} tied on {n} points"),
                "it": ("{names} hanno pareggiato con {n} punto", "{names} hanno pareggiato con {n} punti")},
    "tie_shared": {"en": "{tied} and share {place} place.", "it": "{tied} e condividono il {place} posto."},
    "tie_broken": {"en": "{tied}; the tie goes to {first}, {reason}.",
                   "it": "{tied}; lo spareggio va a {first}, {reason}."},
    "play_again": {"en": "Play again", "it": "Gioca ancora"},
    "total": {"en": "Total", "it": "Totale"},
    "player": {"en": "Player", "it": "Giocatore"},
    "undo_nothing": {"en": "There is nothing of yours to undo in this turn.",
                     "it": "Non c'è nessuna tua mossa da annullare in questo turno."},
    "undo_other_player": {"en": "You cannot undo another player's move.",
                          "it": "Non puoi annullare la mossa di un altro giocatore."},
    "undo_hidden": {"en": "That move drew cards or revealed information, so it cannot be undone.",
                    "it": "Quella mossa ha pescato carte o rivelato informazioni: non si può annullare."},
    "undone": {"en": "Move undone.", "it": "Mossa annullata."},
    "storage_full": {"en": "The browser storage is full: this game is not being saved. Delete old games to make room, "
                           "or keep this one as a file.",
                     "it": "La memoria del browser è piena: questa partita non viene salvata. Elimina vecchie partite "
                           "per fare spazio, o conserva questa in un file."},
    "saved_again": {"en": "Saved again: the game is kept in this browser.",
                    "it": "Di nuovo salvata: la partita è conservata in questo browser."},
    "save_moved_on": {"en": "This game moved on in another window: here it is as it stands now.",
                      "it": "Questa partita è andata avanti in un'altra finestra: eccola com'è adesso."},
    "save_gone_elsewhere": {"en": "This game was deleted in another window.",
                            "it": "Questa partita è stata eliminata in un'altra finestra."},
    "hosted_elsewhere": {"en": "This game is hosted in another window of this browser: the other devices are "
                               "connected there.",
                         "it": "Questa partita è ospitata in un'altra finestra di questo browser: gli altri "
                               "dispositivi sono collegati lì."},
    "save_broken_title": {"en": "This game cannot be opened", "it": "Questa partita non si può aprire"},
    "link_broken_title": {"en": "This link cannot be opened", "it": "Questo link non si può aprire"},
    "file_broken_title": {"en": "This file cannot be opened", "it": "Questo file non si può aprire"},
    "to_games": {"en": "Back to the games", "it": "Torna ai giochi"},
    "export_as_is": {"en": "Keep it as a file", "it": "Conservalo in un file"},
    "imported": {"en": "Game imported.", "it": "Partita importata."},
    "deleted": {"en": "Save deleted.", "it": "Salvataggio eliminato."},
    "not_json": {"en": "This is not a Tavolo save: it is not valid JSON.",
                 "it": "Questo non è un salvataggio di Tavolo: non è JSON valido."},
    "foreign": {"en": "This is not a Tavolo save.", "it": "Questo non è un salvataggio di Tavolo."},
    "newer": {"en": "This save comes from a newer Tavolo (format {format}): reload the page to update it.",
              "it": "Questo salvataggio viene da una versione più recente di Tavolo (formato {format}): ricarica la pagina per aggiornarla."},
    "too_old": {"en": "This save comes from an old Tavolo (format {format}) that can no longer be read.",
                "it": "Questo salvataggio viene da una vecchia versione di Tavolo (formato {format}) che non si può più leggere."},
    "unknown_game": {"en": "This save is for a game Tavolo does not have ({game}).",
                     "it": "Questo salvataggio è di un gioco che Tavolo non ha ({game})."},
    "corrupt": {"en": "This save is damaged and cannot be read.",
                "it": "Questo salvataggio è danneggiato e non si può leggere."},
    "newer_rules": {"en": "This save uses newer rules than this version of Tavolo: reload the page to update it.",
                    "it": "Questo salvataggio usa regole più recenti di questa versione di Tavolo: ricarica la pagina per aggiornarla."},
    "old_rules": {"en": "This save was made under older rules (version {rules}) and cannot be replayed under the current ones.",
                  "it": "Questo salvataggio è stato fatto con regole più vecchie (versione {rules}) e non si può rigiocare con quelle attuali."},
    "bad_action": {"en": "This save is damaged: move {index} cannot be replayed.",
                   "it": "Questo salvataggio è danneggiato: la mossa {index} non si può rigiocare."},
    "too_big": {"en": "This file is too large to be a Tavolo save.",
                "it": "Questo file è troppo grande per essere un salvataggio di Tavolo."},
    "unknown_bot_level": {"en": "This save names a bot level Tavolo does not have ({level}).",
                          "it": "Questo salvataggio indica un livello di bot che Tavolo non ha ({level})."},
    "missing": {"en": "This save no longer exists.", "it": "Questo salvataggio non esiste più."},
    "not_one_turn": {"en": "These moves cannot all be played in one turn.",
                     "it": "Queste mosse non si possono giocare tutte in un turno."},
    "game_over_error": {"en": "The game is over.", "it": "La partita è finita."},
    "last_move": {"en": "Last move", "it": "Ultima mossa"},
    "you_are": {"en": "Playing: {name}", "it": "Gioca: {name}"},
    "public_view": {"en": "Table view (no hand shown)", "it": "Vista del tavolo (nessuna mano mostrata)"},
    "close": {"en": "Close", "it": "Chiudi"},
    "rules_of": {"en": "Rules of {game}", "it": "Regole di {game}"},
    "saved_at": {"en": "saved {when}", "it": "salvata {when}"},
    "vs": {"en": " vs ", "it": " contro "},
    "round_n": {"en": "Round {n}", "it": "Giro {n}"},
    "moves_n": {"en": ("({n} move)", "({n} moves)"), "it": ("({n} mossa)", "({n} mosse)")},
    "log_empty": {"en": "No moves yet.", "it": "Ancora nessuna mossa."},
    "log_earlier": {"en": ("Show the earlier move", "Show the {n} earlier moves"),
                    "it": ("Mostra la mossa precedente", "Mostra le {n} mosse precedenti")},
    "log_fewer": {"en": "Show only the latest moves", "it": "Mostra solo le ultime mosse"},
    "since_your_turn": {"en": "Since your last turn", "it": "Dal tuo ultimo turno"},
    "since_moves": {"en": ("· {n} move", "· {n} moves"), "it": ("· {n} mossa", "· {n} mosse")},
    "earlier_moves": {"en": ("1 earlier move", "{n} earlier moves"), "it": ("1 mossa precedente", "{n} mosse precedenti")},
    "minutes": {"en": "{low}–{high} min", "it": "{low}–{high} min"},
    "minutes_one": {"en": "{n} min", "it": "{n} min"},
    "delete_ask": {"en": "Delete this game for good?", "it": "Eliminare definitivamente questa partita?"},
    "delete_yes": {"en": "Yes, delete", "it": "Sì, elimina"},
    "delete_no": {"en": "Keep it", "it": "Tienila"},
    "replay": {"en": "Replay", "it": "Rivedi"},
    "replay_of": {"en": "Replay: {game}", "it": "Rivedi: {game}"},
    "replay_step": {"en": "move {step} of {total}", "it": "mossa {step} di {total}"},
    "replay_start": {"en": "Start", "it": "Inizio"},
    "replay_back": {"en": "Back one move", "it": "Mossa precedente"},
    "replay_forward": {"en": "Next move", "it": "Mossa successiva"},
    "replay_end": {"en": "End", "it": "Fine"},
    "replay_controls": {"en": "Replay controls", "it": "Comandi del replay"},
    "replay_whose": {"en": "Show the hand and secrets of:", "it": "Mostra la mano e i segreti di:"},
    "replay_nobody": {"en": "Nobody (the table's view)", "it": "Nessuno (la vista del tavolo)"},
    "replay_open": {"en": "The game is over, so nothing in it is secret any more.",
                    "it": "La partita è finita, quindi non c'è più niente di segreto."},
    "replay_keys": {"en": "Keys: ← and → step, Home and End jump.",
                    "it": "Tasti: ← e → per una mossa, Home e Fine per i capi."},
    "share_link": {"en": "Link to this game", "it": "Link a questa partita"},
    "copy_link": {"en": "Copy link", "it": "Copia link"},
    "link_copied": {"en": "Link copied.", "it": "Link copiato."},
    "share_note": {"en": "The whole game is inside the link; it is never sent to a server.",
                   "it": "L'intera partita è dentro il link; non viene mai inviata a un server."},
    "bad_link": {"en": "This link is damaged or incomplete: it does not hold a game that can be replayed.",
                 "it": "Questo link è danneggiato o incompleto: non contiene una partita da rivedere."},
    "link_unfinished": {"en": "This link holds a game that is not finished: only finished games can be shared.",
                        "it": "Questo link contiene una partita non finita: si possono condividere solo partite finite."},
    "hint": {"en": "Hint", "it": "Suggerimento"},
    "hint_button": {"en": "Hint", "it": "Suggerimento"},
    "hint_thinking": {"en": "thinking…", "it": "ci penso…"},
    "hints_option": {"en": "Hint button (the strong bot suggests a move from your own view)",
                     "it": "Pulsante suggerimento (il bot forte propone una mossa dalla tua vista)"},
    "opening_share_title": {"en": "A shared game", "it": "Una partita condivisa"},
    "opening_share": {"en": "Its replay opens as soon as the game engine has loaded.",
                      "it": "Si potrà rivedere appena il motore di gioco sarà caricato."},
    "opening_play_title": {"en": "Your game", "it": "La tua partita"},
    "opening_play": {"en": "It opens where you left it as soon as the game engine has loaded.",
                     "it": "Riprende da dove l'hai lasciata appena il motore di gioco sarà caricato."},
    "still_loading": {"en": "Still loading: your choice will open in a moment.",
                      "it": "Ancora in caricamento: la tua scelta si aprirà tra un attimo."},
    "actions": {"en": "Actions", "it": "Azioni"},
    "score": {"en": "Score", "it": "Punti"},
    # ---- several devices --------------------------------------------------------------------------------
    "on_device": {"en": "Person, on their own device", "it": "Persona, sul proprio dispositivo"},
    "devices_title": {"en": "Players on their own devices", "it": "Giocatori sui propri dispositivi"},
    "device_connected": {"en": "connected", "it": "connesso"},
    "device_connecting": {"en": "connecting…", "it": "connessione in corso…"},
    "device_lost": {"en": "connection lost: scan the code again", "it": "connessione persa: inquadra di nuovo il codice"},
    "device_waiting": {"en": "not joined yet", "it": "non ancora entrato"},
    "device_show_code": {"en": "Show their code", "it": "Mostra il suo codice"},
    "device_waiting_turn": {"en": "It is {name}'s turn, and {name}'s device is not connected.",
                            "it": "Tocca a {name}, ma il dispositivo di {name} non è connesso."},
    "device_play_here": {"en": "Play {name} on this device", "it": "Gioca {name} su questo dispositivo"},
    "device_bot_plays": {"en": "A bot plays for {name}", "it": "Un bot gioca per {name}"},
    "device_join_as": {"en": "{name}: join with your phone", "it": "{name}: entra con il tuo telefono"},
    "device_scan": {"en": "{name}, point your phone's camera at this code and open the link. Your phone then shows "
                            "a code of its own: scan it with this device's camera.",
                    "it": "{name}, inquadra questo codice con la fotocamera del telefono e apri il link. Il telefono "
                          "mostrerà un suo codice: inquadralo con la fotocamera di questo dispositivo."},
    "device_qr_join": {"en": "QR code to join as {name}", "it": "Codice QR per entrare come {name}"},
    "device_join_link": {"en": "Join address", "it": "Indirizzo per entrare"},
    "device_reply_paste": {"en": "Or paste the reply code here", "it": "Oppure incolla qui il codice di risposta"},
    "device_connect": {"en": "Connect", "it": "Connetti"},
    "device_preparing": {"en": "Preparing the code…", "it": "Preparazione del codice…"},
    "device_joined": {"en": "{name} joined on their device", "it": "{name} è entrato dal suo dispositivo"},
    "device_left": {"en": "{name}'s device lost the connection", "it": "Il dispositivo di {name} ha perso la connessione"},
    "device_rescan": {"en": "To get your seat back, scan the code the host's screen shows for you (the host's game must "
                            "be open, on the same network).",
                      "it": "Per riprendere il tuo posto, inquadra il codice che lo schermo di chi ospita mostra per te "
                            "(la partita deve essere aperta lì, sulla stessa rete)."},
    "waiting_device": {"en": "waiting for {name}'s device", "it": "in attesa del dispositivo di {name}"},
    "host_lost": {"en": "The connection to the host's device is lost.",
                  "it": "La connessione con il dispositivo che ospita la partita si è interrotta."},
    "host_closed": {"en": "The host has closed the game.", "it": "Chi ospita ha chiuso la partita."},
    "join_title": {"en": "Join a game", "it": "Entra in una partita"},
    "join_answering": {"en": "Reading the host's code…", "it": "Lettura del codice di chi ospita…"},
    "join_show_host": {"en": "Now show this code to the host: scan it with the host device's camera. Or copy the "
                             "reply code below and paste it on the host.",
                       "it": "Ora mostra questo codice a chi ospita: va inquadrato con la fotocamera del suo "
                             "dispositivo. Oppure copia il codice di risposta qui sotto e incollalo lì."},
    "device_qr_reply": {"en": "QR code of the reply for the host", "it": "Codice QR della risposta per chi ospita"},
    "join_reply_code": {"en": "Reply code", "it": "Codice di risposta"},
    "join_same_network": {"en": "Both devices must be on the same network (a guest Wi-Fi that keeps devices apart "
                                "cannot work).",
                          "it": "I due dispositivi devono essere sulla stessa rete (una Wi-Fi ospiti che separa i "
                                "dispositivi non funziona)."},
    "join_lost": {"en": "This device was playing a game hosted on another device, and the connection is gone.",
                  "it": "Questo dispositivo giocava una partita ospitata su un altro dispositivo, e la connessione "
                        "non c'è più."},
    "join_paste": {"en": "Join a game on another device: paste its join address",
                   "it": "Entra in una partita su un altro dispositivo: incolla l'indirizzo per entrare"},
    "join_button": {"en": "Join", "it": "Entra"},
    "reply_title": {"en": "Connecting a player", "it": "Connessione di un giocatore"},
    "reply_sending": {"en": "Passing the code to the game…", "it": "Passaggio del codice alla partita…"},
    "reply_ok": {"en": "Done: {name}'s device is connecting. You can close this tab.",
                 "it": "Fatto: il dispositivo di {name} si sta connettendo. Puoi chiudere questa scheda."},
    "reply_refused": {"en": "The game open in this browser did not take this code: it is old or was used already. "
                            "On the phone, scan the code the host shows now.",
                      "it": "La partita aperta in questo browser non ha accettato il codice: è vecchio o già usato. "
                            "Sul telefono inquadra il codice che chi ospita mostra adesso."},
    "reply_none": {"en": "No game waiting for players is open in this browser. Open this address in the browser "
                         "that hosts the game.",
                   "it": "In questo browser non è aperta nessuna partita che aspetta giocatori. Apri questo indirizzo "
                         "nel browser che ospita la partita."},
    "link_bad_code": {"en": "This code is damaged or is not a Tavolo code.",
                      "it": "Questo codice è danneggiato o non è un codice di Tavolo."},
    "link_old_code": {"en": "This reply code is old or was used already: scan the host's code again on the phone.",
                      "it": "Questo codice di risposta è vecchio o già usato: sul telefono inquadra di nuovo il "
                            "codice di chi ospita."},
    "link_no_webrtc": {"en": "This browser cannot open a direct connection to another device.",
                       "it": "Questo browser non può aprire una connessione diretta con un altro dispositivo."},
    "link_bad_message": {"en": "The other device sent something that is not a valid Tavolo message; nothing changed.",
                         "it": "L'altro dispositivo ha inviato qualcosa che non è un messaggio valido di Tavolo; "
                               "non è cambiato nulla."},
    "link_not_your_turn": {"en": "It is not your turn.", "it": "Non è il tuo turno."},
    "link_stale": {"en": "The game moved on meanwhile: look again and choose.",
                   "it": "Nel frattempo la partita è andata avanti: guarda di nuovo e scegli."},
    "link_version": {"en": "The two devices have different versions of Tavolo: reload the page on both, online, "
                           "then join again.",
                     "it": "I due dispositivi hanno versioni diverse di Tavolo: ricarica la pagina su entrambi, "
                           "online, poi entra di nuovo."},
    "link_refused": {"en": "The host refused this device.", "it": "Chi ospita ha rifiutato questo dispositivo."},
    "host_page_gone": {"en": "The host's page was closed or reloaded. When the host opens the game again, it shows a "
                             "new code for your seat: scan it to come back.",
                       "it": "La pagina di chi ospita è stata chiusa o ricaricata. Quando chi ospita riapre la "
                             "partita, mostra un nuovo codice per il tuo posto: inquadralo per rientrare."},
    "join_no_host": {"en": "No host answered: ask the host to show a new code for your seat and scan it again.",
                     "it": "Nessuna risposta da chi ospita: chiedi a chi ospita di mostrare un nuovo codice per il tuo "
                           "posto e inquadralo di nuovo."},
    "join_again": {"en": "Start again", "it": "Ricomincia"},
    "link_host_fault": {"en": "The host could not take this message; nothing changed.",
                        "it": "Chi ospita non è riuscito ad accettare questo messaggio; non è cambiato nulla."},
    "devices_rules_title": {"en": "Playing on several devices", "it": "Giocare su più dispositivi"},
    "devices_rules_1": {"en": "One device hosts the game: in the new-game form, choose \"Person, on their own device\" "
                              "for each player who will use their own phone, tablet or laptop. The host keeps the game "
                              "and its save; seats can mix people on their own devices, people taking turns on the "
                              "host, and bots.",
                        "it": "Un dispositivo ospita la partita: nel modulo della nuova partita scegli \"Persona, sul "
                              "proprio dispositivo\" per ogni giocatore che userà il proprio telefono, tablet o "
                              "computer. Chi ospita tiene la partita e il salvataggio; ai posti possono sedere persone "
                              "sui propri dispositivi, persone a turno sul dispositivo che ospita e bot."},
    "devices_rules_2": {"en": "To join, a player points their phone's camera at the QR code the host shows for their "
                              "seat and opens the link; the phone then shows a QR code of its own, which the host "
                              "scans with its camera (it opens in a new tab that hands the code to the game). Without "
                              "cameras, copy the join address and the reply code and paste them instead.",
                        "it": "Per entrare, un giocatore inquadra con la fotocamera del telefono il codice QR che chi "
                              "ospita mostra per il suo posto e apre il link; il telefono mostra allora un suo codice "
                              "QR, che chi ospita inquadra con la propria fotocamera (si apre in una nuova scheda che "
                              "passa il codice alla partita). Senza fotocamere, copia l'indirizzo per entrare e il "
                              "codice di risposta e incollali."},
    "devices_rules_3": {"en": "The devices talk to each other directly over the local network, with no server: they "
                              "must be on the same network, and a network that keeps its devices apart (some guest "
                              "Wi-Fi) cannot work. Each device is sent only what its player may see.",
                        "it": "I dispositivi si parlano direttamente sulla rete locale, senza alcun server: devono "
                              "essere sulla stessa rete, e una rete che tiene separati i dispositivi (alcune Wi-Fi "
                              "ospiti) non funziona. A ogni dispositivo arriva solo ciò che il suo giocatore può "
                              "vedere."},
    "devices_rules_4": {"en": "If a device loses the connection (a reload, sleep, out of range), the host shows its "
                              "code again: scanning it gives the seat back at the current position. The host can also "
                              "let a bot play the seat, or play it on the host. A player may take back a move on their "
                              "device as on the host: only their own last move, if it revealed nothing.",
                        "it": "Se un dispositivo perde la connessione (ricarica, standby, fuori portata), chi ospita "
                              "mostra di nuovo il suo codice: inquadrandolo si riprende il posto al punto in cui è la "
                              "partita. Chi ospita può anche far giocare il posto a un bot, o giocarlo lì. Sul proprio "
                              "dispositivo si può annullare una mossa come su quello che ospita: solo la propria "
                              "ultima, se non ha rivelato nulla."},
    "devices_rules_5": {"en": "A join code works once, while the host shows it: a phone that shows its reply and is "
                              "not connected within about 20 seconds says so; then ask the host for a new code. When "
                              "the host's page closes or reloads, the phones say so and wait: reopening the game on "
                              "the host shows a new code for each seat, and scanning it brings the phone back to the "
                              "game where it was.",
                        "it": "Un codice per entrare vale una volta sola, finché chi ospita lo mostra: un telefono che "
                              "mostra la sua risposta e non si connette entro una ventina di secondi lo dice; allora "
                              "chiedi a chi ospita un nuovo codice. Quando la pagina di chi ospita si chiude o "
                              "si ricarica, i telefoni lo dicono e aspettano: riaprendo la partita lì compare un "
                              "nuovo codice per ogni posto, e inquadrandolo il telefono torna alla partita dov'era."},
}
