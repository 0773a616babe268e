"""Every word a person reads comes from the catalogs: a pseudo-language whose every message is marked
("[!New game!]") is installed the way the page installs a fetched language, and every screen of every game is
drawn in it (home and its history, new game, play with its menu, log, news and keys, the end, the replay, the
rules, the devices' screens); any word left unmarked on them came from somewhere else and fails the test."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "src" / "tavolo" / "locale"
MARK = re.compile(r"\[!((?:(?!\[!|!\]).)*)!\]", re.S)


def pseudo_po(source: str) -> str:
    """The English catalog with every msgstr its msgid between marks (placeholders kept inside)."""
    out, msgid, plural = [], None, None
    for line in source.splitlines():
        if line.startswith("msgid "):
            msgid, plural = line[6:], None
        elif line.startswith("msgid_plural "):
            plural = line[13:]
        if line.startswith("msgstr[0] ") and msgid not in (None, '""'):
            line = 'msgstr[0] "[!" ' + msgid + ' "!]"'
        elif line.startswith("msgstr[1] ") and plural:
            line = 'msgstr[1] "[!" ' + plural + ' "!]"'
        elif line.startswith("msgstr ") and msgid not in (None, '""'):
            line = 'msgstr "[!" ' + msgid + ' "!]"'
        elif line.startswith('"') and out and out[-1].startswith(("msgid", '"')) and msgid is not None:
            pass
        out.append(line)
    return "\n".join(out) + "\n"


def pseudo_archive(tmp_path) -> Path:
    """locale-qps.zip: every domain's pseudo catalog, compiled by msgfmt --check."""
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as zf:
        for po in sorted((LOCALE / "en").glob("*.po")):
            text = po.read_text(encoding="utf-8")
            # multi-line msgids: join them first, so that one line holds each msgid
            text = re.sub(r'"\n"', "", text)
            fake = tmp_path / po.name
            fake.write_text(pseudo_po(text).replace("Language: en", "Language: qps"), encoding="utf-8")
            mo = fake.with_suffix(".mo")
            subprocess.run(["msgfmt", "--check", "-o", str(mo), str(fake)], check=True, capture_output=True)
            zf.write(mo, mo.name)
    path = tmp_path / "locale-qps.zip"
    path.write_bytes(archive.getvalue())
    return path


PROBE = r'''
import json, re, sys
from pathlib import Path
from tavolo import catalogs
catalogs.install("qps", Path(sys.argv[1]).read_bytes())
from tavolo.bots import run_to_end
from tavolo.games import GAMES
from tavolo.storage import MemoryBackend, SaveStore
from tavolo.ui.controller import Controller
from tests.game_helpers import Clock

c = Controller(SaveStore(MemoryBackend(), GAMES), GAMES, "qps", clock=Clock(), seed_source=lambda: 7)
c.compact = False
pages = {}

def draw(name):
    pages[name] = str(c.render())

def run_bots():
    for _ in range(20000):
        job = c.bot_job()
        if job is None:
            return
        seat, bot, game, view = job
        c.bot_played(seat, run_to_end(bot.think(game, view, seat)))

draw("home")
for game_id, game in GAMES.items():
    c.dispatch("route", {"route": "home"})
    c.dispatch("new", {"game": game_id})
    draw(f"{game_id} new")
    data = {"count": str(max(game.min_seats, 2)) if game.max_seats >= 2 else "1"}
    n = int(data["count"])
    seats = [("person", "[!Ada!]"), ("easy", "[!Bot!]"), ("easy", "[!Cy!]")][:n]
    for i, (who, name) in enumerate(seats):
        data[f"who{i}"], data[f"name{i}"] = who, name
    data["hints"] = "on"
    c.dispatch("start", data)
    save_id = c.match.record.meta["id"]
    for step in range(60):
        run_bots()
        state = c.match.state
        if state.is_over:
            break
        if step in (3, 12):
            draw(f"{game_id} play {step}")
            c.dispatch("menu", {}); draw(f"{game_id} menu {step}"); c.dispatch("menu", {})
            c.dispatch("keys-help", {}); draw(f"{game_id} keys {step}"); c.dispatch("keys-help", {})
            c.dispatch("log-whole", {}); draw(f"{game_id} log {step}")
        c.dispatch("move", {"move": json.dumps(list(state.legal_actions()[0]))})
    while not c.match.state.is_over:
        run_bots()
        if c.match.state.is_over:
            break
        c.dispatch("move", {"move": json.dumps(list(c.match.state.legal_actions()[0]))})
    draw(f"{game_id} end")
    c.dispatch("route", {"route": f"replay/{save_id}"}); draw(f"{game_id} replay")
    c.dispatch("replay-step", {"step": "5"}); draw(f"{game_id} replay step")
    c.dispatch("route", {"route": f"rules/{game_id}"}); draw(f"{game_id} rules")
    c.dispatch("route", {"route": "home"})
    c.dispatch("learn", {"game": game_id}); draw(f"{game_id} learn")
c.dispatch("route", {"route": "home"}); draw("home with history")
# a game with a seat on another device: the host's panel of devices
c.dispatch("new", {"game": "shifting-stones"})
c.dispatch("start", {"count": "2", "who0": "person", "name0": "[!Ada!]", "who1": "device", "name1": "[!Bea!]"})
draw("devices")
for route in ("join/AAAA", "reply/AAAA"):
    c.dispatch("route", {"route": route}); draw(route)
print(json.dumps(pages))
'''

ATTRIBUTES = re.compile(r'\s(?:aria-label|title|placeholder|alt|aria-description|data-details)="([^"]*)"')
# Words that are not to be translated: the name of the app.
NOT_WORDS = {"Tavolo"}


def unmarked(html: str) -> list[str]:
    """The words of a page (its text and the attributes a person hears or reads) outside every mark."""
    import html as html_module
    html = re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S)
    # The language switch names each language in that language ("Deutsch"), from its own catalog, by its code.
    html = re.sub(r'<nav class="lang-switch".*?</nav>', " ", html, flags=re.S)
    said = [html_module.unescape(v) for v in ATTRIBUTES.findall(html)]
    text = html_module.unescape(re.sub(r"<[^>]+>", " ", html))
    left = []
    for piece in [text, *said]:
        while MARK.search(piece):
            piece = MARK.sub(" ", piece)
        left += [w for w in re.findall(r"[^\W\d_]{2,}", piece) if w not in NOT_WORDS]
    return left


def test_the_mark_finds_what_it_should():
    assert unmarked('<p>[!New game!] <b title="[!Undo!]">x</b></p>') == []
    assert unmarked("<p>[![!Ada!] wins!]</p>") == []
    assert unmarked('<p>[!New!] game</p><i aria-label="Undo"></i>') == ["game", "Undo"]


def test_every_word_on_every_screen_comes_from_a_catalog(tmp_path):
    archive = pseudo_archive(tmp_path)
    result = subprocess.run([sys.executable, "-c", PROBE, str(archive)], cwd=ROOT, capture_output=True, text=True,
                            env={"PYTHONPATH": f"{ROOT / 'src'}:{ROOT}", "PATH": "/usr/bin:/bin"}, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    pages = json.loads(result.stdout.strip().splitlines()[-1])
    assert len(pages) > 40
    found = {}
    for name, html in pages.items():
        for word in unmarked(html):
            found.setdefault(word, name)
    assert not found, "words outside the catalogs: " + ", ".join(f"{w!r} ({where})" for w, where in sorted(found.items()))
