#!/usr/bin/env python3
"""Build the static site into build/site/ (CPython, standard library only).

    python3 tools/build.py            # needs node_modules (npm ci)

Layout of the result:
    index.html, pyscript.toml, main.py   the page, PyScript's configuration, the Python entry point
    tavolo.zip                           src/tavolo/**/*.py as tavolo/**/*.pyc (tools/bytecode.mjs), imported
                                         from as it is (zipimport; runtime.mjs writes it into Python's files),
                                         with the catalogs of every language compiled (tavolo/locale/*/*.mo,
                                         tools/catalogs.py: msgfmt --check)
    stdlib.zip                           the part of Python's standard library the page imports, as .pyc
                                         (tools/bytecode.mjs); Pyodide's own python_stdlib.zip is not shipped
    runtime.mjs                          the interpreter module PyScript loads (static/runtime.mjs): Pyodide,
                                         started from the snapshot below when the browser already has it
    tavolo.snapshot                      a memory snapshot of Pyodide started with tavolo imported
                                         (tools/snapshot.mjs under Node); absent when it cannot be made
    sw.js                                the service worker, with the build's version and file list
    static/...                           js, icons, manifest (static/ minus static/vendor and sw.js)
    static/app.css                       static/css/shell.css then every game's static/css/<game>.css
    vendor/pyodide-<v>/, vendor/pyscript-<v>/   the runtime, from node_modules; these paths carry the
                                         pinned version, so they may be cached forever (see netlify.toml)
    vendor/idiomorph-<v>/idiomorph.min.js  the DOM morphing library static/morph.js uses
    vendor/qrcode-generator-<v>/qrcode.js  the QR code encoder static/link.js draws join codes with

Every file that netlify.toml sends with a Content-Encoding is stored compressed that way (brotli, by
tools/compress.mjs under Node): the runtime under vendor/, the site's scripts and styles under static/, both
archives and the snapshot. tools/serve.py sends the same headers. Node is needed (`npm ci` needs it anyway).
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import hashlib
import importlib.util
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import time
import zipfile
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
sys.path.insert(0, str(Path(__file__).resolve().parent))
from serve import headers_for, load_rules  # noqa: E402 - netlify.toml's rules, as tools/serve.py reads them
sys.path.pop(0)

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# PyScript's dist/ holds chunks named <name>-<contenthash>.js. These are the ones a page with one
# <script type="py"> on the main thread imports; codemirror*, xterm* and MicroPython (mpy, py-<hash>,
# index-<hash>) only serve the editor and the terminal, pyodide_graph only `packages = [...]`, and zip
# only MicroPython's archives (Pyodide unpacks tavolo.zip itself).
PYSCRIPT_CHUNKS = ("core", "deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal",
                   "toml")
PYSCRIPT_NOT_NEEDED = ("codemirror", "xterm", "mpy", "py", "index", "pyodide_graph", "zip")
# Chunk names with several files, of which only those core.js / core-<hash>.js import are needed. PyScript
# has two TOML parsers: core reads pyscript.toml with a small one; py-editor and py-game import the full
# one only for an editor's or a py-game's own config, features the site does not use.
PYSCRIPT_ONLY_IF_CORE_IMPORTS = ("toml",)

# What the memory snapshot imports: the app, whose imports bring every game's rules, and each game's views (the
# home screen draws their emblems). Nothing imported here may touch the page at import time.
SNAPSHOT_MODULES = ("tavolo.ui.app",)
SNAPSHOT = "tavolo.snapshot"
SNAPSHOT_MARKER = "/*SNAPSHOT*/null"
ARCHIVE_MARKER = "/*ARCHIVE*/null"
RUNTIME = "runtime.mjs"
PYODIDE_MARKER = "{{PYODIDE}}"
PRELOAD_MARKER = "<!--PRELOADS-->"
PRERENDER_MARKER = "<!--PRERENDER-->"
DOWNLOADS_MARKER = "{{DOWNLOADS}}"
VERSION_MARKER = "{{VERSION}}"
L10N_MARKER = "/*L10N*/"          # in shell.css: the rule that shows the prerendered page's language only
LANGS_MARKER = "{{LANGS}}"       # the languages of the catalogs, for static/boot.js to pick one before any paint
LANG_NAMES_MARKER = "{{LANG_NAMES}}"   # each language's name in itself ("de:Deutsch;..."), for the language buttons
PRECACHE_MARKER = "/*PRECACHE*/[]"
ARCHIVE = "tavolo.zip"
SOURCE_LANG = "en"                          # the catalogs' source language: its words travel in the archive
LANGUAGE_ARCHIVE = "locale-{lang}.zip"      # every other language's catalogs, fetched when first shown
STDLIB = "stdlib.zip"
STDLIB_MARKER = "/*STDLIB*/null"
# Standard-library modules shipped whatever tools/bytecode.mjs finds: the codecs Python looks up by name when a
# text is encoded or decoded (no import statement names them).
STDLIB_EXTRA = ("encodings.ascii", "encodings.latin_1", "encodings.utf_8_sig", "encodings.utf_16",
                "encodings.utf_16_le", "encodings.utf_16_be", "encodings.utf_32", "encodings.utf_32_le",
                "encodings.utf_32_be", "encodings.unicode_escape", "encodings.raw_unicode_escape")
# PyScript's own Python (under @pyscript/core), whose imports the shipped standard library must hold.
PYSCRIPT_PYTHON = Path("src") / "stdlib" / "pyscript"
# Compressed files made before, by the hash of what they were made from (brotli at quality 11 takes ~30 s
# for the wasm), and snapshots by what they were made from (see make_snapshot).
CACHE = ROOT / "build" / "cache"
# The compressed files may be kept elsewhere (TAVOLO_COMPRESSED_CACHE), e.g. the checkout's own when a test builds a
# clean copy of it: they are named by the hash of their input, so any build may take them.
COMPRESSED_CACHE = Path(os.environ.get("TAVOLO_COMPRESSED_CACHE") or CACHE)
# Brotli's quality per file: 11 (smallest, slowest) unless named here. The snapshot is made anew whenever the
# sources change and is not part of a first visit (the page fetches it once ready, for the next visit).
BROTLI_QUALITY = {SNAPSHOT: 9}
# Where Python finds the archive (on sys.path), in the snapshot and in the page alike.
ARCHIVE_PATH = "/tavolo.zip"
# A fixed timestamp for every archive entry, so the same sources give the same archive and the same hash.
ZIP_DATE = (2020, 1, 1, 0, 0, 0)


class BuildError(Exception):
    pass


def package_version(package_dir: Path) -> str:
    try:
        return json.loads((package_dir / "package.json").read_text())["version"]
    except FileNotFoundError:
        raise BuildError(f"{package_dir.relative_to(ROOT)} is missing: run `npm ci` first") from None


def chunk_name(filename: str) -> str | None:
    """'core-C9KDLldu.js' -> 'core'; 'py-editor-C4XsZtn7.js' -> 'py-editor'; 'core.js' -> None."""
    match = re.fullmatch(r"(.+)-[A-Za-z0-9_-]{8}\.js", filename)
    return match.group(1) if match else None


def copy_pyscript(dist: Path, target: Path) -> list[str]:
    target.mkdir(parents=True)
    copied = []
    for name in ("core.js", "core.css"):
        shutil.copy2(dist / name, target / name)
        copied.append(name)
    core = "".join(path.read_text(encoding="utf-8") for path in [dist / "core.js", *dist.glob("core-*.js")])
    for path in sorted(dist.glob("*.js")):
        chunk = chunk_name(path.name)
        if chunk in PYSCRIPT_ONLY_IF_CORE_IMPORTS and f"./{path.name}" not in core:
            continue
        if chunk in PYSCRIPT_CHUNKS:
            shutil.copy2(path, target / path.name)
            copied.append(path.name)
    # Every chunk the copied files import must be there, except those of features the site does not use.
    for name in copied:
        text = (target / name).read_text(encoding="utf-8")
        for ref in set(re.findall(r"""["']\./([A-Za-z0-9_.-]+\.js)["']""", text)):
            if (target / ref).exists():
                continue
            chunk = chunk_name(ref) or ""
            if chunk in PYSCRIPT_ONLY_IF_CORE_IMPORTS:
                continue                    # not imported by core (copied above if it were)
            if not any(chunk == name or chunk.startswith(name + "_") for name in PYSCRIPT_NOT_NEEDED):
                raise BuildError(f"{name} imports ./{ref}, which the build does not copy: update PYSCRIPT_CHUNKS")
    return copied


def copy_pyodide(package: Path, target: Path) -> None:
    target.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(package / name, target / name)


# Sources the page never runs: the command line for CPython (`python -m tavolo`), which would bring argparse.
NOT_IN_THE_PAGE = ("tavolo/__main__.py",)


def compile_catalogs(src: Path) -> None:
    """Every .po catalog under src/tavolo/locale compiled to its .mo (tools/catalogs.py, msgfmt --check)."""
    spec = importlib.util.spec_from_file_location("tavolo_tools_catalogs", Path(__file__).with_name("catalogs.py"))
    catalogs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(catalogs)
    try:
        catalogs.compile_all(src / "tavolo" / "locale")
    except catalogs.CatalogError as error:
        raise BuildError(str(error)) from None


def pack_sources(src: Path, archive: Path) -> int:
    """src/tavolo/**/*.py and the English catalogs (*.mo, the source every message needs) -> a zip of tavolo/**, a
    package zipimport finds with the archive on sys.path; the number of Python modules. The other languages are
    archives of their own (pack_languages)."""
    package = src / "tavolo"
    source_catalogs = (package / "locale" / SOURCE_LANG).glob("*.mo")
    files = sorted(p for p in [*package.rglob("*.py"), *source_catalogs]
                   if "__pycache__" not in p.parts and p.relative_to(src).as_posix() not in NOT_IN_THE_PAGE)
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in files:
            info = zipfile.ZipInfo(path.relative_to(src).as_posix(), date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, path.read_bytes())
    return sum(path.suffix == ".py" for path in files)


def pack_languages(src: Path, site: Path) -> list[str]:
    """Each language but English as locale-<lang>.zip (its <domain>.mo files): the page fetches only the language
    it shows (tavolo/catalogs.py); the names of the archives written."""
    written = []
    for folder in sorted((src / "tavolo" / "locale").iterdir()):
        if not folder.is_dir() or folder.name == SOURCE_LANG or not (folder / "shell.mo").is_file():
            continue
        name = LANGUAGE_ARCHIVE.format(lang=folder.name)
        # Stored as they are, compressed as a whole for the transfer (netlify.toml), as the archive of the code is.
        with zipfile.ZipFile(site / name, "w", compression=zipfile.ZIP_STORED) as zf:
            for mo in sorted(folder.glob("*.mo")):
                info = zipfile.ZipInfo(mo.name, date_time=ZIP_DATE)
                info.external_attr = 0o644 << 16
                zf.writestr(info, mo.read_bytes())
        written.append(name)
    return written


def node() -> str:
    found = shutil.which("node")
    if found is None:
        raise BuildError("`node` is not on PATH: the build needs Node.js (it compiles the Python and compresses "
                         "the files)")
    return found


def run_node(script: Path, *args: str, timeout=600) -> str:
    """The last line a tools/*.mjs script printed (its JSON result); BuildError when it failed."""
    result = subprocess.run([node(), str(script), *args], capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        raise BuildError(f"{script.name} failed:\n{result.stderr[-3000:]}")
    return result.stdout.strip().splitlines()[-1]


def compile_python(root: Path, pyodide_dir: Path, sources: Path, archive: Path, stdlib: Path,
                   pyscript_pkg: Path) -> dict:
    """tavolo's sources and the standard library the page needs, as .pyc archives (tools/bytecode.mjs)."""
    scan = sorted(str(path) for path in (pyscript_pkg / PYSCRIPT_PYTHON).glob("*.py"))
    if not scan:
        raise BuildError(f"{pyscript_pkg / PYSCRIPT_PYTHON} holds no .py files: PyScript's layout changed")
    settings = {"pyodide": str(pyodide_dir), "sources": str(sources), "archive": str(archive), "stdlib": str(stdlib),
                "scan": scan, "extra": list(STDLIB_EXTRA)}
    return json.loads(run_node(root / "tools" / "bytecode.mjs", json.dumps(settings)))


def declared_encodings(site: Path, rules) -> dict[str, str]:
    """{file: its Content-Encoding} for the built files netlify.toml's rules send with one."""
    out = {}
    for name in site_files(site):
        encoding = next((v for k, v in headers_for("/" + name, rules).items() if k.lower() == "content-encoding"),
                        None)
        if encoding is not None:
            out[name] = encoding
    return out


def compress_files(site: Path, encodings: dict[str, str], cache: Path = CACHE) -> None:
    """Compresses each file in place with its encoding ("br" or "gzip"). Brotli's results are kept in `cache`
    by the hash of their input and quality."""
    cache.mkdir(parents=True, exist_ok=True)
    jobs, copies = [], []
    for name, encoding in encodings.items():
        path = site / name
        if encoding == "gzip":
            path.write_bytes(gzip.compress(path.read_bytes(), compresslevel=9, mtime=0))
        elif encoding == "br":
            quality = BROTLI_QUALITY.get(name, 11)
            kept = cache / f"{hashlib.sha256(path.read_bytes()).hexdigest()}-q{quality}.br"
            if not kept.is_file():
                jobs.append({"from": str(path), "to": str(kept), "quality": quality})
            copies.append((kept, path))
        else:
            raise BuildError(f"netlify.toml sends /{name} with Content-Encoding {encoding!r}: the build makes "
                             "only br and gzip")
    if jobs:
        run_node(ROOT / "tools" / "compress.mjs", json.dumps(jobs), timeout=1800)
    for kept, path in copies:
        shutil.copyfile(kept, path)
        kept.touch()                # used: kept by prune_cache


def prune_cache(cache: Path = CACHE, days: float = 14) -> None:
    """Forgets compressed files no build has used for `days`."""
    limit = time.time() - days * 86400
    for path in cache.glob("*.br"):
        if path.stat().st_mtime < limit:
            path.unlink(missing_ok=True)


def compress_site(site: Path, rules, cache: Path = CACHE) -> dict[str, str]:
    """Compresses in place every built file netlify.toml sends with a Content-Encoding; {path: encoding}."""
    encodings = declared_encodings(site, rules)
    compress_files(site, encodings, cache)
    prune_cache(cache)
    return encodings


def pyodide_build_id(pyodide_mjs: Path) -> str:
    """The BUILD_ID Pyodide writes into its snapshots and checks when it restores one."""
    match = re.search(r'BUILD_ID:"([0-9a-f]{64})"', pyodide_mjs.read_text(encoding="utf-8"))
    if not match:
        raise BuildError(f"{pyodide_mjs} carries no BUILD_ID: the snapshot check needs updating")
    return match.group(1)


def snapshot_modules(root: Path) -> list[str]:
    views = sorted(f"tavolo.games.{path.parent.name}.view" for path in (root / "src" / "tavolo" / "games").glob("*/view.py"))
    return [*SNAPSHOT_MODULES, *views]


def make_snapshot(root: Path, pyodide_dir: Path, stdlib: Path, archive: Path, out: Path, sources: str,
                  cache: Path = CACHE) -> dict | None:
    """Runs tools/snapshot.mjs; None (and a warning) when it fails: the site then starts Python afresh on every
    visit, as it did before snapshots. A snapshot made before from the same `sources` is taken from `cache`
    (its bytes differ from one making to the next, its contents do not)."""
    kept, info = cache / f"snapshot-{sources}.bin", cache / f"snapshot-{sources}.json"
    if kept.is_file() and info.is_file():
        shutil.copyfile(kept, out)
        return json.loads(info.read_text())
    command = [node(), str(root / "tools" / "snapshot.mjs"), str(pyodide_dir), str(stdlib), str(archive),
               ARCHIVE_PATH, str(out), sources, *snapshot_modules(root)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if result.returncode != 0 or not out.is_file():
        print(f"build: no memory snapshot (tools/snapshot.mjs failed):\n{result.stderr[-2000:]}", file=sys.stderr)
        out.unlink(missing_ok=True)
        return None
    made = json.loads(result.stdout.strip().splitlines()[-1])
    cache.mkdir(parents=True, exist_ok=True)
    for old in sorted(cache.glob("snapshot-*.bin"), key=lambda p: p.stat().st_mtime)[:-2]:
        old.unlink(missing_ok=True)                 # keep the last few only: 31 MB each
        old.with_suffix(".json").unlink(missing_ok=True)
    shutil.copyfile(out, kept.with_suffix(".part"))
    kept.with_suffix(".part").rename(kept)
    info.write_text(json.dumps(made))
    return made


def preloads(vendor_pyodide: str, pyscript_chunks: list[str]) -> str:
    """What the runtime will fetch, asked for while the page is parsed rather than one module after another
    (core.js, then its chunks, then runtime.mjs, then pyodide.mjs, then its files). The wasm is left to
    Pyodide's own fetch: Chromium keeps its compiled code only for a response streamed from the HTTP cache
    (on a first visit static/boot.js fetches it at once, into that cache). pyodide.asm.mjs (1.25 MB of script)
    is left to its importer as well: preloading it showed no gain at 4x CPU. The snapshot is not asked for: a
    first visit starts without it (static/runtime.mjs)."""
    links = [f'<link rel="modulepreload" href="./{chunk}">' for chunk in pyscript_chunks]
    links += [f'<link rel="modulepreload" href="./{RUNTIME}">',
              f'<link rel="modulepreload" href="./{vendor_pyodide}/pyodide.mjs">',
              f'<link rel="preload" href="./{STDLIB}" as="fetch" crossorigin>',
              f'<link rel="preload" href="./{ARCHIVE}" as="fetch" crossorigin fetchpriority="low">']
    return "\n".join(links)


@contextlib.contextmanager
def sources_on_path(src: Path):
    """src/ first on sys.path while the build asks the app itself (the home screen, the languages' names)."""
    sys.path.insert(0, str(src))
    try:
        yield
    finally:
        sys.path.remove(str(src))


def prerender(src: Path) -> str:
    """The home screen's HTML from tavolo.ui.pages.prerender()."""
    with sources_on_path(src):
        from tavolo.ui.pages import prerender as render  # noqa: PLC0415 - needs src on sys.path first
        html = render()
    if not isinstance(html, str):
        raise BuildError(f"tavolo.ui.pages.prerender() returned {type(html).__name__}, not str")
    return html


def language_names(src: Path) -> dict:
    """{code: the language's name in itself} from the compiled catalogs (tavolo.catalogs.own_names)."""
    with sources_on_path(src):
        from tavolo.catalogs import own_names  # noqa: PLC0415 - needs src on sys.path first
        return own_names()


def static_ignore(static: Path):
    """static/vendor (generated), static/sw.js and static/runtime.mjs (written to the site's root) and
    static/css (joined into app.css) stay out of site/static/."""
    def ignore(folder, names):
        skip = {"__pycache__"} | ({"vendor", "sw.js", "css", RUNTIME} if Path(folder) == static else set())
        return [name for name in names if name in skip]
    return ignore


def favicon_ico(png: bytes, size: int) -> bytes:
    """An .ico holding one PNG image: browsers ask for /favicon.ico on pages that name no icon (a plain file)."""
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(png), 6 + 16)
    return header + entry + png


def join_css(css: Path, langs=("en",)) -> str:
    """One stylesheet: the shell's first, then each game's own file (static/css/<game>.css). The prerendered page
    holds each language's home (class l10n, lang=...): the shell's L10N marker becomes the rule that shows the one
    of the page's language (static/boot.js sets it before the first paint)."""
    files = sorted(css.glob("*.css"), key=lambda p: (p.name != "shell.css", p.name))
    if not files or files[0].name != "shell.css":
        raise BuildError(f"{css} has no shell.css")
    joined = "\n".join(f"/* ---- {p.stem} ---- */\n" + p.read_text(encoding="utf-8") for p in files)
    if L10N_MARKER not in joined:
        raise BuildError(f"{css / 'shell.css'} lacks the marker {L10N_MARKER}")
    rule = ", ".join(f'html[lang="{lang}"] .l10n:not([lang="{lang}"])' for lang in langs) + " { display: none; }"
    return joined.replace(L10N_MARKER, rule)


def site_files(site: Path) -> list[str]:
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())


def content_hash(site: Path, files: list[str], stand_ins: dict[str, bytes] | None = None) -> str:
    """A hash of the files; a file in `stand_ins` counts by the bytes given there (the snapshot, which is not
    byte-for-byte reproducible, counts by what it was made from)."""
    stand_ins = stand_ins or {}
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0")
        data = stand_ins[name] if name in stand_ins else (site / name).read_bytes()
        digest.update(hashlib.sha256(data).digest())
    return digest.hexdigest()[:12]


def file_hash(*paths: Path, text: str = "") -> str:
    digest = hashlib.sha256()
    for path in paths:
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    digest.update(text.encode())
    return digest.hexdigest()


def first_downloads(site: Path, vendor_pyodide: str, unpacked: dict[str, int]) -> dict:
    """What static/boot.js counts for the progress bar of a first visit: the runtime's WebAssembly (which it
    fetches itself, into the HTTP cache, as soon as the page starts) and the other large files Python's start
    waits for, each as [url, bytes over the wire, bytes unpacked]."""
    names = [f"{vendor_pyodide}/pyodide.asm.wasm", f"{vendor_pyodide}/pyodide.asm.mjs", STDLIB, ARCHIVE]
    return {"wasm": f"./{names[0]}",
            "files": [[f"./{name}", (site / name).stat().st_size, unpacked[name]] for name in names]}


def build(root: Path = ROOT, out: Path | None = None, node_modules: Path | None = None,
          no_snapshot: bool = False) -> dict:
    started = time.perf_counter()
    node_modules = node_modules or root / "node_modules"
    site = out or root / "build" / "site"
    src = root / "src"
    pyodide_pkg = node_modules / "pyodide"
    pyscript_pkg = node_modules / "@pyscript" / "core"
    pyodide_version = package_version(pyodide_pkg)
    pyscript_version = package_version(pyscript_pkg)
    idiomorph_pkg = node_modules / "idiomorph"
    vendor_idiomorph = f"vendor/idiomorph-{package_version(idiomorph_pkg)}"
    qrcode_pkg = node_modules / "qrcode-generator"
    vendor_qrcode = f"vendor/qrcode-generator-{package_version(qrcode_pkg)}"

    template = (root / "index.html").read_text(encoding="utf-8")
    config = (root / "pyscript.toml").read_text(encoding="utf-8")
    vendor_pyodide = f"vendor/pyodide-{pyodide_version}"
    vendor_pyscript = f"vendor/pyscript-{pyscript_version}"
    runtime = (root / "static" / RUNTIME).read_text(encoding="utf-8")
    for needed, where, text in ((f"./{RUNTIME}", "pyscript.toml", config),
                                (PYODIDE_MARKER, f"static/{RUNTIME}", runtime),
                                (SNAPSHOT_MARKER, f"static/{RUNTIME}", runtime),
                                (ARCHIVE_MARKER, f"static/{RUNTIME}", runtime),
                                (STDLIB_MARKER, f"static/{RUNTIME}", runtime),
                                (DOWNLOADS_MARKER, "index.html", template),
                                (f"./{vendor_pyscript}/core.js", "index.html", template),
                                (f"./{vendor_idiomorph}/idiomorph.min.js", "index.html", template),
                                (f"./{vendor_qrcode}/qrcode.js", "index.html", template),
                                (PRERENDER_MARKER, "index.html", template),
                                (PRELOAD_MARKER, "index.html", template)):
        if needed not in text:
            raise BuildError(f"{where} does not mention {needed} (installed: pyodide {pyodide_version}, "
                             f"@pyscript/core {pyscript_version})")

    compile_catalogs(src)          # the words of the page drawn below, and of the archive
    langs = sorted({po.parent.name for po in (src / "tavolo" / "locale").glob("*/shell.po")},
                   key=lambda code: (code != "en", code))
    names = language_names(src)
    html = (template.replace(PRERENDER_MARKER, prerender(src)).replace(LANGS_MARKER, " ".join(langs))
            .replace(LANG_NAMES_MARKER, escape(";".join(f"{code}:{names[code]}" for code in langs))))

    # Build next to the target and swap it in at the end, so a server running on build/site (make play)
    # never serves a half-written site for long.
    final, site = site, site.with_name(site.name + ".partial")
    if site.exists():
        shutil.rmtree(site)
    site.mkdir(parents=True)
    copy_pyodide(pyodide_pkg, site / vendor_pyodide)
    # core.js imports its chunks one after another, the first only once the deferred scripts have run.
    chunks = [f"{vendor_pyscript}/{name}" for name in copy_pyscript(pyscript_pkg / "dist", site / vendor_pyscript)
              if name.endswith(".js") and name != "core.js"]
    (site / vendor_idiomorph).mkdir(parents=True)
    shutil.copy2(idiomorph_pkg / "dist" / "idiomorph.min.js", site / vendor_idiomorph / "idiomorph.min.js")
    (site / vendor_qrcode).mkdir(parents=True)
    shutil.copy2(qrcode_pkg / "dist" / "qrcode.js", site / vendor_qrcode / "qrcode.js")
    # The sources as .py, for tools/bytecode.mjs to compile into the archive the page gets (.pyc), with the part of
    # the standard library the page needs; Pyodide's own archive of it is needed only here, under Node.
    sources_zip = site.with_name(site.name + ".sources.zip")
    modules = pack_sources(src, sources_zip)
    try:
        compiled = compile_python(root, site / vendor_pyodide, sources_zip, site / ARCHIVE, site / STDLIB, pyscript_pkg)
    finally:
        sources_zip.unlink(missing_ok=True)
    # The snapshot belongs to these archives, this Pyodide and this way of making it.
    sources = file_hash(site / ARCHIVE, site / STDLIB, site / vendor_pyodide / "pyodide.asm.wasm",
                        site / vendor_pyodide / "pyodide.asm.mjs", root / "tools" / "snapshot.mjs",
                        root / "tools" / "bytecode.mjs", text=json.dumps(snapshot_modules(root)))[:16]
    snapshot = None if no_snapshot else make_snapshot(root, site / vendor_pyodide, site / STDLIB, site / ARCHIVE,
                                                      site / SNAPSHOT, sources)
    (site / vendor_pyodide / "python_stdlib.zip").unlink()
    snapshot_config = snapshot and {"url": f"./{SNAPSHOT}", "bytes": snapshot["bytes"], "sources": sources,
                                    "buildId": pyodide_build_id(site / vendor_pyodide / "pyodide.mjs")}
    (site / RUNTIME).write_text(runtime.replace(PYODIDE_MARKER, f"./{vendor_pyodide}/")
                                .replace(SNAPSHOT_MARKER, json.dumps(snapshot_config))
                                .replace(STDLIB_MARKER, json.dumps({"url": f"./{STDLIB}"}))
                                .replace(ARCHIVE_MARKER, json.dumps({"url": f"./{ARCHIVE}", "path": ARCHIVE_PATH})),
                                encoding="utf-8")
    pack_languages(src, site)
    shutil.copy2(src / "main.py", site / "main.py")
    (site / "pyscript.toml").write_text(config, encoding="utf-8")
    shutil.copytree(root / "static", site / "static", ignore=static_ignore(root / "static"))
    (site / "favicon.ico").write_bytes(favicon_ico((root / "static" / "icons" / "icon-192.png").read_bytes(), 192))
    (site / "static" / "app.css").write_text(join_css(root / "static" / "css", langs), encoding="utf-8")
    worker = (root / "static" / "sw.js").read_text(encoding="utf-8")
    (site / "index.html").write_text(html.replace(PRELOAD_MARKER, preloads(vendor_pyodide, chunks)), encoding="utf-8")

    # The service worker precaches every file but itself; "./" is the page as navigations ask for it.
    precache = ["./"] + [f"./{name}" for name in site_files(site)]
    if PRECACHE_MARKER not in worker:
        raise BuildError(f"static/sw.js lacks the marker {PRECACHE_MARKER}")
    (site / "sw.js").write_text(worker.replace(PRECACHE_MARKER, json.dumps(precache, indent=1)), encoding="utf-8")

    # The version is a hash of every built file as the browser gets it (unpacked), taken while index.html and
    # sw.js still hold the markers (the downloads' sizes follow from the other files).
    files = site_files(site)
    version = content_hash(site, files, {SNAPSHOT: sources.encode()} if snapshot else None)
    for name in ("index.html", "sw.js"):
        path = site / name
        path.write_text(path.read_text(encoding="utf-8").replace(VERSION_MARKER, version), encoding="utf-8")

    # Compressed for the transfer as netlify.toml declares, then the page told what a first visit downloads.
    unpacked = {name: (site / name).stat().st_size for name in files}
    encodings = compress_site(site, load_rules(root / "netlify.toml"), COMPRESSED_CACHE)
    if "index.html" in encodings:
        raise BuildError("netlify.toml compresses index.html: the build writes into it after compressing")
    downloads = first_downloads(site, vendor_pyodide, unpacked)
    page = (site / "index.html").read_text(encoding="utf-8")
    (site / "index.html").write_text(page.replace(DOWNLOADS_MARKER, escape(json.dumps(downloads, separators=(",", ":")))),
                                     encoding="utf-8")

    total = sum((site / name).stat().st_size for name in files)
    if final.exists():
        shutil.rmtree(final)
    site.rename(final)
    return {"site": str(final), "version": version, "files": len(files), "bytes": total, "modules": modules,
            "pyodide": pyodide_version, "pyscript": pyscript_version, "snapshot": snapshot,
            "stdlib": {"modules": compiled["stdlib_modules"], "of": compiled["stdlib_of"],
                       "bytes": (final / STDLIB).stat().st_size},
            "compressed": encodings, "downloads": downloads,
            "snapshot_bytes": (final / SNAPSHOT).stat().st_size if snapshot else None,
            "seconds": round(time.perf_counter() - started, 2)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="output folder (default: build/site)")
    parser.add_argument("--no-snapshot", action="store_true",
                        help="make no memory snapshot (the page then starts Python afresh each time)")
    args = parser.parse_args(argv)
    try:
        info = build(out=args.out.resolve() if args.out else None, no_snapshot=args.no_snapshot)
    except BuildError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    print(f"built {info['site']}: version {info['version']}, {info['files']} files, "
          f"{info['bytes'] / 1e6:.1f} MB, {info['modules']} Python modules, "
          f"pyodide {info['pyodide']}, pyscript {info['pyscript']}, {info['seconds']} s")
    snapshot = info["snapshot"]
    print(f"snapshot: {snapshot['bytes'] / 1e6:.1f} MB, {info['snapshot_bytes'] / 1e6:.1f} MB compressed, "
          f"made in {snapshot['seconds']} s" if snapshot else "snapshot: none")
    print(f"standard library: {info['stdlib']['modules']} of {info['stdlib']['of']} modules, "
          f"{info['stdlib']['bytes'] / 1e6:.2f} MB compressed; first visit downloads: "
          + ", ".join(f"{url.rsplit('/', 1)[-1]} {sent / 1e6:.2f} MB" for url, sent, _ in info["downloads"]["files"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
