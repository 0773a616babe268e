"""The catalogs of every language compiled for the app: src/tavolo/locale/<lang>/<domain>.po -> .mo beside it, by
GNU gettext's msgfmt with --check (placeholders, plural forms and the header checked against the source).

    python3 tools/catalogs.py            compile what changed; print each catalog's statistics

The build runs it before packing the sources, and the tests before they read any word. A catalog that fails the
check stops the build: a translation never reaches a player with a broken placeholder.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "src" / "tavolo" / "locale"


class CatalogError(Exception):
    pass


def catalogs(locale: Path = LOCALE) -> list[Path]:
    return sorted(locale.glob("*/*.po"))


def msgfmt() -> str:
    found = shutil.which("msgfmt")
    if found is None:
        raise CatalogError("`msgfmt` is not on PATH: install GNU gettext (Debian: apt-get install gettext)")
    return found


def statistics(po: Path) -> str:
    """msgfmt's count of translated, fuzzy and untranslated messages, after --check."""
    result = subprocess.run([msgfmt(), "--check", "--statistics", "-o", "/dev/null", str(po)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise CatalogError(f"{po.relative_to(ROOT)}: {result.stderr.strip()}")
    return result.stderr.strip().splitlines()[-1]


def compile_all(locale: Path = LOCALE, quiet: bool = True, force: bool = False) -> int:
    """Compile every catalog whose .mo is missing or older than its .po (every one with `force`); the number
    compiled."""
    done = 0
    for po in catalogs(locale):
        mo = po.with_suffix(".mo")
        if not force and mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        result = subprocess.run([msgfmt(), "--check", "-o", str(mo), str(po)], capture_output=True, text=True)
        if result.returncode != 0:
            mo.unlink(missing_ok=True)
            raise CatalogError(f"{po.relative_to(ROOT)}: {result.stderr.strip()}")
        done += 1
    if not quiet:
        for po in catalogs(locale):
            print(f"{po.relative_to(LOCALE)}: {statistics(po)}")
    return done


if __name__ == "__main__":
    try:
        compile_all(quiet=False)
    except CatalogError as error:
        sys.exit(str(error))
