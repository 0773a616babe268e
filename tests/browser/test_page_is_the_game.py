"""What the page shows is what the game is: after every update of the screen, the live page (morphed from the last
one, with its settled parts left as they were) equals a fresh render of the same HTML.

Bots-only games of every game are watched to their end (Citadels at 6, 7 and 8 seats, where the same district
often stands in several cities); each update's page is compared, element by element, with the HTML the app asked
for. Only what the page itself manages is left out: ids (given by the morph), styles, an open panel's `open`.
"""

import pytest

from browser_helpers import clean_start
from saved_games import SAVE
from tavolo.engine.record import new_record
from tavolo.games import GAMES as ENGINES

GAME_TIMEOUT = 240_000
SEED = 11                   # the bots are seeded from the record: every run plays the same games
MIN_UPDATES = 1500          # the seven seeded games of `make test` compare 1,557 (the same in every run); the two longest add theirs in `make bench`

# Installed once per page: wraps the app's one call into the page and compares after each update.
WATCH = """() => {
  if (window.__truth) return;
  const original = window.tavoloMorph;
  const skipped = new Set(["id", "style", "open"]);
  function describe(node, out, depth) {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        const text = child.data.replace(/\\s+/g, " ").trim();
        if (text) out.push(depth + "'" + text);
      } else if (child.nodeType === 1) {
        const attrs = [];
        for (const a of child.attributes) if (!skipped.has(a.name)) attrs.push(a.name + "=" + a.value);
        attrs.sort();
        out.push(depth + "<" + child.tagName.toLowerCase() + " " + attrs.join(" "));
        describe(child, out, depth + " ");
      }
    }
    return out;
  }
  const truth = { updates: 0, differences: [] };
  window.__truth = truth;
  window.tavoloMorph = function (root, html, animate) {
    original(root, html, animate);
    const fresh = document.createElement("template");
    fresh.innerHTML = html;
    const page = describe(root, [], ""), wanted = describe(fresh.content, [], "");
    truth.updates += 1;
    if (page.join("\\n") === wanted.join("\\n")) return;
    let i = 0;
    while (i < page.length && page[i] === wanted[i]) i++;
    if (truth.differences.length < 5) {
      truth.differences.push({ update: truth.updates, at: i, page: page.slice(Math.max(0, i - 3), i + 3),
                               wanted: wanted.slice(Math.max(0, i - 3), i + 3) });
    } else truth.differences.push({ update: truth.updates });
  };
}"""

# The random bots' longest games (Citadels at 7 and 8 seats: about a minute together) run with `make bench`.
LONG = pytest.mark.slow
GAMES = [
    ("citadels", 8, "easy"), ("citadels", 7, "easy"), ("citadels", 6, "easy"), pytest.param("citadels", 8, "random", marks=LONG),
    pytest.param("citadels", 7, "random", marks=LONG), ("citadels", 6, "random"), ("carcassonne", 5, "easy"),
    ("shifting-stones", 5, "easy"), ("romi-rami", 4, "easy"),
]
IDS = ["-".join(map(str, getattr(g, "values", g))) for g in GAMES]


@pytest.fixture(scope="module")
def watched(shared_pages):
    return {"updates": 0}


@pytest.mark.parametrize("game_id,seats,level", GAMES, ids=IDS)
def test_the_page_equals_a_fresh_render_after_every_update(shared_page, watched, game_id, seats, level):
    game = ENGINES[game_id]
    record = new_record(game, [{"name": f"Bot {i + 1}", "bot": level} for i in range(seats)], None, SEED)
    record.meta = {"id": "watched", "created": 1, "updated": 1, "turn": 1, "over": False}
    page = clean_start(shared_page, {"tavolo.bot_pace_ms": "0", SAVE + "watched": record.to_json()})
    page.emulate_media(reduced_motion="reduce")        # nothing halfway through a count or a slide
    page.evaluate(WATCH)
    page.click("button[data-key=resume-watched]")      # a seeded game: the same updates in every run
    page.wait_for_selector("[data-screen=end]", timeout=GAME_TIMEOUT)
    truth = page.evaluate("() => window.__truth")
    watched["updates"] += truth["updates"]
    assert truth["updates"] > 20
    assert truth["differences"] == [], f"{len(truth['differences'])} of {truth['updates']} updates differ"


def test_at_least_fifteen_hundred_updates_were_compared(watched):
    assert watched["updates"] >= MIN_UPDATES, watched
