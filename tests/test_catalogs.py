"""The catalogs: every one passes GNU msgfmt's check, whole (translated, none fuzzy) and with the source's
placeholders; a language is a folder of files, with no code to change."""

from __future__ import annotations

import re
import shutil
import string
import subprocess
import sys
from pathlib import Path

import pytest

from tavolo import catalogs
from tavolo.catalogs import _index

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "src" / "tavolo" / "locale"
PO = sorted(LOCALE.glob("*/*.po"))
DOMAINS = sorted({po.stem for po in PO})


def test_every_language_has_every_domain():
    languages = sorted({po.parent.name for po in PO})
    assert {"en", "it"} <= set(languages) and "shell" in DOMAINS
    assert {(lang, domain) for lang in languages for domain in DOMAINS} == {(po.parent.name, po.stem) for po in PO}


@pytest.mark.parametrize("po", PO, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_msgfmt_checks_it_whole_and_unfuzzy(po):
    result = subprocess.run(["msgfmt", "--check", "--statistics", "-o", "/dev/null", str(po)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    statistics = result.stderr.strip().splitlines()[-1]
    assert re.fullmatch(r"\d+ translated messages?\.", statistics), statistics     # no fuzzy, none untranslated
    source = LOCALE / "en" / po.name
    assert int(statistics.split()[0]) == len(_index(po.stem)) or po.parent.name != "en"
    assert source.exists()


def fields(text) -> set:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_translation_has_the_sources_placeholders(domain):
    faults = []
    for lang in catalogs.languages():
        for context, source in _index(domain).items():
            translated = catalogs.forms(domain, context, lang)
            assert translated is not None, (lang, domain, context)
            wanted = set().union(*map(fields, source)) if isinstance(source, tuple) else fields(source)
            got = set().union(*map(fields, translated)) if isinstance(translated, tuple) else fields(translated)
            if got != wanted:
                faults.append(f"{lang} {context}: {sorted(got)} for {sorted(wanted)}")
    assert not faults, "\n".join(faults)


def test_a_new_language_is_new_files(tmp_path):
    """A copy of the Italian catalogs under the code "xx" appears in the app: its switch, its words, its plural
    forms, with nothing changed in the code."""
    package = tmp_path / "tavolo"
    shutil.copytree(ROOT / "src" / "tavolo", package, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(package / "locale" / "it", package / "locale" / "xx")
    for po in (package / "locale" / "xx").glob("*.po"):
        po.write_text(po.read_text().replace("Language: it", "Language: xx")
                      .replace('msgstr "Nuova partita"', 'msgstr "Partita nuova (xx)"'))
        subprocess.run(["msgfmt", "--check", "-o", str(po.with_suffix(".mo")), str(po)], check=True)
    probe = """
from tavolo.i18n import languages, pick_lang, tr
from tavolo.ui.text import TEXT
from tavolo.ui.pages import lang_switch
assert languages()[0] == "en" and languages()[-1] == "xx" and "it" in languages(), languages()
assert pick_lang("xx-YY") == "xx"
assert tr(TEXT, "new_game", "xx") == "Partita nuova (xx)"
assert tr(TEXT, "moves_n", "xx", n=1) == "(1 mossa)" and tr(TEXT, "moves_n", "xx", n=2) == "(2 mosse)"
assert 'data-code="xx"' in str(lang_switch("xx"))
print("ok")
"""
    result = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True,
                            env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert result.stdout.strip() == "ok", result.stderr


def test_a_language_fetched_as_an_archive_is_installed_whole_or_not_at_all(tmp_path):
    """The page carries English only: another language arrives as locale-<lang>.zip and is installed from its
    bytes; until then the language is offered (its switch shows) but not ready; a damaged archive changes
    nothing."""
    import io
    import zipfile
    package = tmp_path / "tavolo"
    others = [po.parent.name for po in LOCALE.glob("*/shell.po") if po.parent.name != "en"]
    shutil.copytree(ROOT / "src" / "tavolo", package, ignore=shutil.ignore_patterns("__pycache__", *others))
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as zf:
        for mo in sorted((LOCALE / "it").glob("*.mo")):
            zf.write(mo, mo.name)
    (tmp_path / "locale-it.zip").write_bytes(archive.getvalue())
    probe = """
import pathlib
from tavolo import catalogs
from tavolo.i18n import languages, pick_lang, tr
from tavolo.ui.text import TEXT
assert languages() == ("en",) and pick_lang("it") == "en"
catalogs.offer(["it", "../x", "EN"], {"it": " Italiano ", "../x": "X", "fr": "Français"})
assert languages() == ("en", "it") and not catalogs.ready("it") and pick_lang("it-IT") == "it"
assert tr(TEXT, "new_game", "it") == "New game"              # offered, not yet fetched: English
# its name in itself is at hand all the same (the language switch names it so), and only an offered one's
assert catalogs.own_name("it") == "Italiano" and catalogs.own_name("en") == "English"
assert catalogs.own_name("fr") == "FR" and catalogs.own_names() == {"en": "English"}
from tavolo.ui.pages import lang_switch
assert 'aria-label="IT, Italiano"' in str(lang_switch("en"))
for bad in (b"", b"PK\x03\x04 broken", pathlib.Path("tavolo/locale/en/shell.mo").read_bytes()):
    try:
        catalogs.install("it", bad)
    except ValueError:
        pass
    else:
        raise AssertionError("a damaged archive was installed")
assert not catalogs.ready("it") and tr(TEXT, "new_game", "it") == "New game"
catalogs.install("it", pathlib.Path("locale-it.zip").read_bytes())
assert catalogs.ready("it") and tr(TEXT, "new_game", "it") == "Nuova partita"
assert catalogs.own_names() == {"en": "English", "it": "Italiano"}
assert tr(TEXT, "moves_n", "it", n=1) == "(1 mossa)"
print("ok")
"""
    result = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True,
                            env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert result.stdout.strip() == "ok", result.stderr


def test_every_message_with_a_placeholder_is_flagged_for_the_tools():
    """A message that takes a placeholder carries "python-brace-format", so msgfmt --check and the translation
    platforms check that each translation keeps the source's placeholders."""
    faults = []
    for po in PO:
        for block in re.split(r"\n\s*\n", po.read_text(encoding="utf-8")):
            source = block.split("msgstr")[0]
            if "msgctxt" in block and re.search(r"\{[A-Za-z_][\w.]*\}", source) and "#, python-brace-format" not in block:
                faults.append(f"{po.parent.name}/{po.name}: {re.search(r'msgctxt (.*)', block).group(1)}")
    assert not faults, faults[:10]
