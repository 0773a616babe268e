"""The Citadels table as HTML: people named in choices, costs shown, SVG cards of the right type, the action bar,
the Magician's multi-pick, who-was-who after a round, and nothing hidden in the markup."""

import json
import re
from html import unescape

import pytest

from tavolo.engine import Rng
from tavolo.games.citadels import bar, faces
from tavolo.games.citadels import view as board
from tavolo.games.citadels.data import CHARACTERS, DISTRICTS, UNIQUE_KEYS
from tavolo.games.citadels.text import TEXT, card_name, char_name, label, private_label, rules

import citadels_helpers as helpers
from citadels_helpers import GAME, random_game, scenario
from tests.board_helpers import board_ctx

NAMES = ["Marco", "Bea Rossi", "Cy", "Dora", "Enzo", "Fede", "Gio", "Hal"]
SEAT_ACTIONS = {"swap_hands": 1, "wizard": 1, "abbot_take": 1, "crown_to": 1, "spy": 1, "emperor": 1,
                "destroy": 1, "seize": 1, "exchange": 1, "armory": 1, "cardinal": 2, "theater": 2}
CASTS = [({"cast": "default"}, 4), ({"cast": "cunning", "rank9": "always"}, 5), ({"cast": "random"}, 3),
         ({"cast": "vicious", "rank9": "always"}, 6), ({"cast": "illustrious"}, 2), ({"cast": "random"}, 8)]


def positions(options, seats, seed, every=5):
    return helpers.positions(options, seats, seed, every, final=True)


def render(state, viewer, lang="en", ui=None, names=NAMES):
    ctx = board_ctx(state, viewer, lang, names=names[:state.num_players])
    return board.render(state.view(viewer), ui or board.empty_ui(), ctx)


def visible_text(markup):
    return unescape(re.sub(r"<[^>]+>", " ", markup))


def button_texts(html):
    """{data-move: the button's words (its text, or its aria-label)}."""
    out = {}
    for m in re.finditer(r'<button([^>]*)>(.*?)</button>', html, re.S):
        attrs, inner = m.group(1), m.group(2)
        move = re.search(r'data-move="([^"]*)"', attrs)
        if move:
            key = move.group(1).replace("&quot;", '"')
            aria = re.search(r'aria-label="([^"]*)"', attrs)
            out[key] = unescape(aria.group(1)) if aria else visible_text(inner)
    return out


@pytest.mark.parametrize("options,seats", CASTS)
@pytest.mark.parametrize("lang", ["en", "it"])
def test_boards_of_random_games(options, seats, lang):
    names = NAMES[:seats]
    for state in positions(options, seats, seats * 11 + len(lang)):
        for viewer in [None] + list(range(seats)):
            view = state.view(viewer)
            html = render(state, viewer, lang)
            text = visible_text(html)
            assert html.startswith('<div class="ci-board">')
            # the action bar is the last block of the board, while the game goes on
            if not state.is_over:
                assert html.endswith("</section></div>")
                assert html.rindex('<section class="action-bar ci-actions" data-block="actions"') > html.rindex("ci-table")
            # never a seat number when names are given, never a raw key or placeholder
            assert not re.search(r"player \d|giocatore \d", text, re.I)
            assert not re.search(r"\b(act|pub|ui)_[a-z]", text) and "{" not in text and "}" not in text
            # taxes only with the Tax Collector
            taxes = "taxes:" if lang == "en" else "tasse:"
            assert (taxes in text) == ("tax_collector" in state.cast)
            # every district in a city is an SVG card of its type
            for seat, city in enumerate(view["cities"]):
                for card in city:
                    t = DISTRICTS[card].type
                    assert re.search(rf'<div class="ci-card ci-dcard ci-{t}[^"]*" data-card="{card}"', html)
                    emblem = f"ci-u-{card}" if t == "unique" else f"ci-b-{t}"
                    assert f'href="#{emblem}"' in html and f'id="{emblem}"' in html
                    assert f'href="#ci-t-{t}"' in html and f'id="ci-t-{t}"' in html
            # nothing of another seat's hand, nothing of a character still hidden
            allowed = set(view["hand"]) | {c for city in view["cities"] for c in city}
            pend = view["pending"] or {}
            allowed |= set(pend.get("cards") or ()) | ({pend["card"]} if pend.get("card") else set())
            if view["peek"]:
                allowed |= set(view["peek"][1])
            assert set(re.findall(r'data-card="([a-z_]+)"', html)) <= allowed
            for block in html.split('data-seat="')[1:]:        # the viewer's seat comes first, then the others
                seat = int(block.split('"', 1)[0])
                block = block.split('class="ci-city"')[0]
                shown = set(re.findall(r'data-char="([a-z_]+)"', block))
                may = {c for c, p in view["revealed"].items() if p == seat}
                if seat == viewer:
                    may |= set(view["mine"])
                assert shown <= may, (seat, shown, may)
            if viewer is None or viewer != state.current_player or state.is_over:
                assert 'data-action="move"' not in html
                continue
            check_choices(state, view, html, lang, names)


def check_choices(state, view, html, lang, names):
    buttons = button_texts(html)
    legal = state.legal_actions()
    for action in legal:
        key = json.dumps(list(action))
        if action[0] in ("magic_discard", "magic_draw"):
            assert 'data-action="g:mtoggle"' in html or 'data-key="ci-magic"' in html
            continue
        assert key in buttons or f'data-move="{key.replace(chr(34), "&quot;")}"' in html, action
        words = buttons.get(key, "")
        if action[0] in SEAT_ACTIONS:
            seat = action[SEAT_ACTIONS[action[0]]]
            assert names[seat] in words, (action, words)
        if action[0] == "build":
            cost = DISTRICTS[action[1]].cost
            factory = "factory" in view["cities"][view["viewer"]] and DISTRICTS[action[1]].type == "unique" \
                and action[1] != "factory"
            assert re.search(rf"\b{max(0, cost - factory)} (gold|monet)", words), words
        if action[0] in ("destroy", "seize", "exchange"):
            assert re.search(r"\d+ (gold|monet)|free|gratis", words), words
        if action[0] in ("swap_hands", "wizard"):
            assert re.search(r"\(\d+ (card|cart)", words), words
        if action[0] in ("keep", "take"):
            card = action[1]
            assert f'data-card="{card}"' in html
            assert card_name(card, lang) in visible_text(html)


def test_labels_name_people():
    names = ["Marco", "Bot 2", "Bot 3"]
    assert private_label(("swap_hands", 0), "en", names) == "Swap hands with Marco"
    assert private_label(("destroy", 2, 0, "manor"), "en", names) == "Destroy the Manor of Bot 3"
    assert private_label(("destroy", 2, 0, "manor"), "it", names) == "Distruggi il Maniero di Bot 3"
    assert private_label(("swap_hands", 0), "en") == "Swap hands with Player 1"
    assert label(("theater", "king", 1), "en", names) == "Theater: swap characters with Bot 2"
    assert GAME.label(("crown_to", 1), "it", names) == "Incorona Bot 2"
    assert GAME.private_label(["wizard", 2], "en", names) == "Look at Bot 3's hand"


def test_destroy_button_names_owner_and_price_and_confirm_says_what():
    state = scenario(3, {"warlord": 0},
                     cities={1: ["manor"], 2: ["temple"]}, gold={0: 9}, options={"cast": "default"})
    state.apply(("gold",))
    view = state.view(0)
    names = ["Ada", "Bot 2", "Bot 3"]
    ctx = board_ctx(state, 0, "en", names=names)
    html = board.render(view, board.empty_ui(), ctx)
    assert "Destroy the Manor of Bot 2: 2 gold" in visible_text(html)
    ui, action = board.on_event("ask", {"move": json.dumps(["destroy", 1, 0, "manor"])}, view, board.empty_ui())
    assert action is None
    html = board.render(view, ui, ctx)
    assert "Confirm: destroy the Manor of Bot 2: 2 gold" in visible_text(html)
    assert html.count('data-action="move"') == 1


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_character_to_rob_or_kill_is_its_card_and_killing_asks_first(lang):
    state = scenario(4, {"assassin": 0, "thief": 1, "king": 2, "bishop": 3}, gold={0: 2}, options={"cast": "default"})
    view = state.view(0)
    ctx = board_ctx(state, 0, lang, names=["Ada", "Bo", "Cy", "Di"])
    html = str(board.render(view, board.empty_ui(), ctx))
    targets = re.findall(r'<button[^>]*class="btn ci-pick ci-target ci-danger"[^>]*>', html)
    assert len(targets) == 7                          # every character but the Assassin
    assert all('data-action="g:ask"' in b for b in targets)
    kill_king = next(b for b in targets if '&quot;king&quot;' in b)
    words = {"en": "Kill the King (rank 4)", "it": "Uccidi il Re (rango 4)"}[lang]
    assert f'aria-label="{words}"' in kill_king
    heading = {"en": "Kill a character:", "it": "Uccidi un personaggio:"}[lang]
    assert heading in visible_text(html)
    ui, action = board.on_event("ask", {"move": json.dumps(["kill", "king"])}, view, board.empty_ui())
    assert action is None and "ci-target" not in str(board.render(view, ui, ctx))
    state.apply(("kill", "king"))                      # the Thief's turn: the King, not the Assassin, to rob
    state.apply(("gold",))
    state.apply(("end",))
    view = state.view(1)
    html = str(board.render(view, board.empty_ui(), board_ctx(state, 1, lang, names=["Ada", "Bo", "Cy", "Di"])))
    robbed = re.findall(r'<button[^>]*class="btn ci-pick ci-target"[^>]*data-move="([^"]*)"', html)
    assert sorted(json.loads(unescape(m))[1] for m in robbed) == sorted(
        ["magician", "bishop", "merchant", "architect", "warlord"])
    assert 'data-action="move"' in html


def magician_state(hand):
    state = scenario(4, {"magician": 0, "king": 1},
                     hands={0: hand, 1: ["temple", "castle"], 2: [], 3: ["tavern"]}, gold={0: 2},
                     options={"cast": "default"})
    return state


@pytest.mark.parametrize("lang", ["en", "it"])
def test_magician_discard_is_one_multi_pick(lang):
    state = magician_state(["manor", "manor", "tavern", "palace", "keep"])
    state.apply(("gold",))
    view = state.view(0)
    ctx = board_ctx(state, 0, lang, names=["Ada", "B", "C", "D"])
    ui = board.empty_ui()
    html = board.render(view, ui, ctx)
    assert html.count('data-action="g:mtoggle"') == 5
    assert '"magic_discard"' not in html                  # no button per card
    assert view["hand"] == ["keep", "manor", "manor", "palace", "tavern"]
    for index in (1, 2, 3):                               # both Manors and the Palace
        ui, action = board.on_event("mtoggle", {"index": str(index)}, view, ui)
        assert action is None
    html = board.render(view, ui, ctx)
    words = "Discard 3 cards and draw 3" if lang == "en" else "Scarta 3 carte e pescane 3"
    assert words in html and html.count('aria-pressed="true"') == 3
    ui, actions = board.on_event("magic", {}, view, ui)
    assert actions == [("magic_discard", "manor"), ("magic_discard", "manor"), ("magic_discard", "palace"),
                       ("magic_draw",)]
    assert ui["magic"] == []
    deck_before = len(state.deck)
    for action in actions:                                # legal one after the other
        assert action in state.legal_actions()
        state.apply(action)
    assert state.pending is None and len(state.hands[0]) == 5 and len(state.deck) == deck_before
    assert sorted(state.hands[0][:2]) == ["keep", "tavern"]


def test_magician_untoggle_and_nothing_picked_does_nothing():
    state = magician_state(["manor", "tavern"])
    state.apply(("gold",))
    view = state.view(0)
    ui, _ = board.on_event("mtoggle", {"index": "1"}, view, board.empty_ui())
    ui, _ = board.on_event("mtoggle", {"index": "1"}, view, ui)
    ui, _ = board.on_event("mtoggle", {"index": "9"}, view, ui)
    assert ui["magic"] == []
    assert board.on_event("magic", {}, view, ui)[1] is None


def test_a_drawn_card_to_keep_shows_cost_type_and_ability():
    state = scenario(4, {"king": 0, "bishop": 2}, hands={0: []},
                     options={"cast": "default"}, deck=["library", "manor", "temple"])
    state.apply(("cards",))
    html = render(state, 0)
    pool = html[html.index("action-bar"):]
    assert 'data-card="library"' in pool and 'data-card="manor"' in pool
    assert "unique, 6 gold" in pool and "noble, 3 gold" in pool
    assert "Keep all the cards you draw." in pool
    state.apply(("keep", "library"))
    ctx = board_ctx(state, 0, "en", names=NAMES[:4])
    ctx["last"] = (0, ("keep", "library"))
    html = board.render(state.view(0), board.empty_ui(), ctx)
    assert re.search(r'ci-is-new" data-card="library"', html)


def test_taxes_only_with_the_tax_collector():
    plain = GAME.new_state(4, {"cast": "default"}, 1)
    assert "taxes" not in visible_text(render(plain, 0))
    taxed = GAME.new_state(4, {"cast": "cunning", "rank9": "always"}, 1)
    assert "taxes: 0" in visible_text(render(taxed, 0))


def test_final_scores_use_symbols_every_font_has():
    state, _ = random_game(4, 5)
    for lang in ("en", "it"):
        html = render(state, 0, lang)
        assert "Final scores" in html or "Punteggi finali" in html
        odd = {ch for ch in visible_text(html) if ord(ch) > 0x2BFF}
        assert not odd, odd
        assert "★" in html


def test_who_was_who_last_round_is_public_and_shown():
    for s in positions({"cast": "default"}, 4, 3, every=3):
        if s.round_no >= 2 and not s.is_over and s.prev_revealed:
            state = s
            break
    assert state is not None
    public = state.view(None)["prev_revealed"]
    assert public and all(state.view(p)["prev_revealed"] == public for p in range(4))
    html = render(state, 0)
    line = re.search(r'<p class="ci-history">(.*?)</p>', html).group(1)
    assert line.startswith("Last round: ")
    for c, p in public:
        assert f"{NAMES[p]} was the {char_name(c)}" in line
    # a clone and a view rebuilt for a bot keep it
    assert state.clone().view(0)["prev_revealed"] == public
    assert GAME.from_view(state.view(1), 1, Rng(3)).view(1)["prev_revealed"] == public


def test_the_rounds_characters_are_one_tab_stop_walked_by_arrows():
    """The round's eight or so characters are one tab stop (the one on turn, else the first), walked with the arrow
    keys as a map's squares are (ui/app.py): each still says what it does when focused."""
    checked = 0
    for state in positions({"cast": "default"}, 4, 3, every=3)[:12]:
        html = render(state, 0)
        calls = re.search(r'<ol [^>]*class="ci-calls"[^>]*>.*?</ol>', html, re.S)
        if calls is None:
            continue
        checked += 1
        assert 'data-map-grid="citadels-round"' in calls.group(0)
        cards = re.findall(r'<div ([^>]*data-char="([a-z_]+)"[^>]*)>', calls.group(0))
        view = state.view(0)
        assert [c for _, c in cards] == list(view["cast"])
        assert [f'data-map-cell="{i},0"' in attrs for i, (attrs, _) in enumerate(cards)] == [True] * len(cards)
        stops = [c for attrs, c in cards if 'tabindex="0"' in attrs]
        on_turn = view["on_turn"]["char"] if view["on_turn"] else None
        assert stops == [on_turn if on_turn in view["cast"] else view["cast"][0]]
        assert all("data-details" in attrs for attrs, _ in cards)
    assert checked >= 5


def test_italian_board_has_no_english_board_words():
    english = {v["en"] if isinstance(v["en"], str) else v["en"][1]
               for v in faces.UI_TEXT.values() if v["en"] != v["it"]}
    english = {e.split("{")[0].strip() for e in english}
    english = {e for e in english if len(e) > 4}
    for state in positions({"cast": "cunning", "rank9": "always"}, 5, 4, every=7):
        for viewer in (None, state.current_player):
            text = visible_text(render(state, viewer, "it"))
            assert not [e for e in english if e in text]
            assert not re.search(r"\bround\b", text, re.I)


def test_rules_list_every_character_and_unique_district():
    for lang in ("en", "it"):
        text = " ".join(" ".join([head] + paras) for head, paras in rules(lang))
        for c in CHARACTERS:
            assert char_name(c, lang) in text
        for u in UNIQUE_KEYS:
            assert card_name(u, lang) in text
    assert GAME.rules("it")[-3][0] == "Tutti i personaggi, per rango"


def test_no_raw_text_keys():
    assert all("en" in v and "it" in v for v in TEXT.values())
    assert all("en" in v and "it" in v for v in faces.UI_TEXT.values())
    assert all("en" in v and "it" in v for v in bar.PENDING_TEXT.values())


def test_end_table_names_every_score_line():
    from tavolo.ui.pages import end_table
    state, _ = random_game(5, 9, {"cast": "random"})
    seats = [{"name": n, "bot": None} for n in NAMES[:5]]
    for lang in ("en", "it"):
        text = visible_text(end_table(lang, GAME, state, seats))
        keys = {key for parts in state.score_breakdown() for key, _ in parts}
        assert keys and not [k for k in keys if re.search(rf"\b{k}\b", text)]


# ---- the hand as the place to build, the seats' public counts, long target lists --------------------------------
def hand_cards(html):
    """{card: (tag, attributes)} of the hand's cards (their wrapper: a button to build, else a block)."""
    hand = html[html.index('class="ci-hand"'):html.index("</ul>", html.index('class="ci-hand"'))]
    out = {}
    for m in re.finditer(r'<(button|div) ([^>]*class="ci-hand-card[^"]*"[^>]*)>.*?data-card="([a-z_]+)"', hand, re.S):
        out[m.group(3)] = (m.group(1), unescape(m.group(2)))
    return out


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_card_of_the_hand_is_built_by_a_tap_and_one_that_cannot_says_why(lang):
    state = scenario(4, {"king": 0, "bishop": 1}, cities={0: ["temple"]}, gold={0: 0},
                     hands={0: ["manor", "tavern", "temple", "secret_vault"]}, options={"cast": "default"})
    names = ["Ada", "Bo", "Cy", "Di"]

    def hand():
        return hand_cards(str(board.render(state.view(0), board.empty_ui(), board_ctx(state, 0, lang, names=names))))

    before = hand()
    assert {tag for tag, _ in before.values()} == {"div"}                  # nothing to build before gathering
    gather = faces.tx("why_gather", lang)
    assert all("data-details=" in attrs for _, attrs in before.values())
    assert all(gather in attrs for card, (_, attrs) in before.items() if card != "secret_vault")
    state.apply(("gold",))                                                 # 2 gold
    cards = hand()
    assert cards["tavern"][0] == "button" and '"build", "tavern"' in cards["tavern"][1]
    # named as its face reads (type, cost), and the first card that can be built is the turn's next decision
    words = {"en": "Build the Tavern: 1 gold. Tavern (trade, 1 gold)",
             "it": "Costruisci la Taverna: 1 moneta. Taverna (commerciale, 1 moneta)"}[lang]
    assert f'aria-label="{words}"' in cards["tavern"][1] and "data-decision" in cards["tavern"][1]
    manor = {"en": 'aria-label="Manor (noble, 3 gold). Not enough gold', "it": 'aria-label="Maniero (nobile, 3 monete). Oro insufficiente'}
    assert manor[lang] in cards["manor"][1]
    assert faces.tx("why_gold", lang, n=3, m=2) in cards["manor"][1]
    assert faces.tx("why_twice", lang) in cards["temple"][1]
    assert faces.tx("why_vault", lang) in cards["secret_vault"][1]
    assert all('tabindex="0"' in attrs for tag, attrs in cards.values() if tag == "div")
    state.apply(("build", "tavern"))                                       # the King builds one district a turn
    state.gold[0] = 9
    assert faces.tx("why_limit", lang) in hand()["manor"][1]
    # Only the build moves leave the bar for the hand; the bar says where they went.
    html = str(board.render(state.view(0), board.empty_ui(), board_ctx(state, 0, lang, names=names)))
    assert '"build"' not in html[html.index('class="action-bar'):]


def test_the_seats_show_the_points_all_can_count_and_the_districts_towards_a_complete_city():
    state = scenario(4, {"king": 0, "bishop": 1}, cities={0: ["temple", "manor", "tavern"], 1: ["castle"]},
                     hands={0: ["secret_vault"]}, options={"cast": "default"})
    view = state.view(2)
    assert view["sizes"] == [3, 1, 0, 0] and view["points"] == [5, 4, 0, 0]
    assert state.public_scores() == [5, 4, 0, 0] and state.scores()[0] == 5 + 3   # the Secret Vault stays secret
    text = " ".join(visible_text(str(board.render(view, board.empty_ui(),
                                                  board_ctx(state, 2, "en", names=NAMES[:4])))).split())
    assert "districts 3/7" in text and "5 points" in text and "districts 1/7" in text and "4 points" in text
    assert "0 points" in text and "1 point" not in text


def test_a_warlords_many_targets_are_grouped_by_city_each_a_panel():
    cities = {1: ["temple", "manor", "tavern"], 2: ["castle", "watchtower"], 3: ["temple", "tavern"]}
    state = scenario(4, {"warlord": 0}, cities=cities, gold={0: 9}, options={"cast": "default"})
    state.apply(("gold",))
    names = ["Ada", "Bo", "Cy", "Di"]
    html = str(board.render(state.view(0), board.empty_ui(), board_ctx(state, 0, "en", names=names)))
    bar_html = html[html.index('class="action-bar'):]
    targets = [a for a in state.legal_actions() if a[0] == "destroy"]
    assert len(targets) > bar.INLINE_TARGETS
    panels = re.findall(r'<details class="ci-city-group"[^>]*><summary>(.*?)</summary>(.*?)</details>', bar_html, re.S)
    assert [" ".join(visible_text(p[0]).split()) for p in panels] == ["Bo (3 districts)", "Cy (2 districts)",
                                                                     "Di (2 districts)"]
    for action in targets:                                   # every target is there, in its owner's panel, asking first
        owner = panels[action[1] - 1][1]
        button = re.search(rf'<button[^>]*data-move="{re.escape(json.dumps(list(action)).replace(chr(34), "&quot;"))}"[^>]*>',
                           owner).group(0)
        assert 'data-action="g:ask"' in button and f"of {names[action[1]]}:" in button
