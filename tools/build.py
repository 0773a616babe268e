#!/usr/bin/env python3
"""Build the static site into build/site/ (CPython, standard library only).

    python3 tools/build.py            # needs node_modules (npm ci)

Layout of the result:
    index.html, pyscript.toml, main.py   the page, PyScript's configuration, the Python entry point
    tavolo.zip                           src/tavolo/**/*.py as tavolo/**/*.py, imported from as it is
                                         (zipimport; runtime.mjs writes it into Python's file system)
    runtime.mjs                          the interpreter module PyScript loads (static/runtime.mjs): Pyodide,
                                         started from the snapshot below when it fits
    tavolo.snapshot                      a gzipped memory snapshot of Pyodide started with tavolo imported
                                         (tools/snapshot.mjs under Node); absent when it cannot be made
    sw.js                                the service worker, with the build's version and file list
    static/...                           js, icons, manifest (static/ minus static/vendor and sw.js)
    static/app.css                       static/css/shell.css then every game's static/css/<game>.css
    vendor/pyodide-<v>/, vendor/pyscript-<v>/   the runtime, from node_modules; these paths carry the
                                         pinned version, so they may be cached forever (see netlify.toml)
    vendor/idiomorph-<v>/idiomorph.min.js  the DOM morphing library static/morph.js uses
    vendor/qrcode-generator-<v>/qrcode.js  the QR code encoder static/link.js draws join codes with
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import struct
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"

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
VERSION_MARKER = "{{VERSION}}"
PRECACHE_MARKER = "/*PRECACHE*/[]"
ARCHIVE = "tavolo.zip"
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


def pack_sources(src: Path, archive: Path) -> int:
    """src/tavolo/**/*.py -> a zip of tavolo/**/*.py, a package zipimport finds with the archive on sys.path."""
    package = src / "tavolo"
    files = sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in files:
            info = zipfile.ZipInfo(path.relative_to(src).as_posix(), date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, path.read_bytes())
    return len(files)


def pyodide_build_id(pyodide_mjs: Path) -> str:
    """The BUILD_ID Pyodide writes into its snapshots and checks when it restores one."""
    match = re.search(r'BUILD_ID:"([0-9a-f]{64})"', pyodide_mjs.read_text(encoding="utf-8"))
    if not match:
        raise BuildError(f"{pyodide_mjs} carries no BUILD_ID: the snapshot check needs updating")
    return match.group(1)


def make_snapshot(root: Path, pyodide_dir: Path, archive: Path, out: Path, sources: str) -> dict | None:
    """Runs tools/snapshot.mjs; None (and a warning) when Node cannot make one: the site then starts Python
    afresh on every visit, as it did before snapshots."""
    node = shutil.which("node")
    if node is None:
        print("build: no `node` on PATH, so no memory snapshot", file=sys.stderr)
        return None
    views = sorted(f"tavolo.games.{path.parent.name}.view" for path in (root / "src" / "tavolo" / "games").glob("*/view.py"))
    command = [node, str(root / "tools" / "snapshot.mjs"), str(pyodide_dir), str(archive), ARCHIVE_PATH, str(out),
               sources, *SNAPSHOT_MODULES, *views]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if result.returncode != 0 or not out.is_file():
        print(f"build: no memory snapshot (tools/snapshot.mjs failed):\n{result.stderr[-2000:]}", file=sys.stderr)
        out.unlink(missing_ok=True)
        return None
    return json.loads(result.stdout.strip().splitlines()[-1])


def preloads(vendor_pyodide: str, snapshot: dict | None, pyscript_chunks: list[str]) -> str:
    """What the runtime will fetch, asked for while the page is parsed rather than one module after another
    (core.js, then its chunks, then runtime.mjs, then pyodide.mjs, then its files). The wasm is left to
    Pyodide's own fetch: Chromium keeps its compiled code only for a response streamed from the HTTP cache. pyodide.asm.mjs
    (1.25 MB of script) is left to its importer as well: preloading it showed no gain at 4x CPU."""
    links = [f'<link rel="modulepreload" href="./{chunk}">' for chunk in pyscript_chunks]
    links += [f'<link rel="modulepreload" href="./{RUNTIME}">',
              f'<link rel="modulepreload" href="./{vendor_pyodide}/pyodide.mjs">',
              f'<link rel="preload" href="./{vendor_pyodide}/python_stdlib.zip" as="fetch" crossorigin>',
              f'<link rel="preload" href="./{ARCHIVE}" as="fetch" crossorigin>']
    if snapshot:
        links.append(f'<link rel="preload" href="./{SNAPSHOT}" as="fetch" crossorigin>')
    return "\n".join(links)


def prerender(src: Path) -> str:
    """The home screen's HTML from tavolo.ui.pages.prerender(), computed with src/ on sys.path."""
    sys.path.insert(0, str(src))
    try:
        from tavolo.ui.pages import prerender as render  # noqa: PLC0415 - needs src on sys.path first
        html = render()
    finally:
        sys.path.remove(str(src))
    if not isinstance(html, str):
        raise BuildError(f"tavolo.ui.pages.prerender() returned {type(html).__name__}, not str")
    return html


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


def join_css(css: Path) -> str:
    """One stylesheet: the shell's first, then each game's own file (static/css/<game>.css)."""
    files = sorted(css.glob("*.css"), key=lambda p: (p.name != "shell.css", p.name))
    if not files or files[0].name != "shell.css":
        raise BuildError(f"{css} has no shell.css")
    return "\n".join(f"/* ---- {p.stem} ---- */\n" + p.read_text(encoding="utf-8") for p in files)


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


def file_hash(*paths: Path) -> str:
    digest = hashlib.sha256()
    for path in paths:
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


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
                                (f"./{vendor_pyscript}/core.js", "index.html", template),
                                (f"./{vendor_idiomorph}/idiomorph.min.js", "index.html", template),
                                (f"./{vendor_qrcode}/qrcode.js", "index.html", template),
                                (PRERENDER_MARKER, "index.html", template),
                                (PRELOAD_MARKER, "index.html", template)):
        if needed not in text:
            raise BuildError(f"{where} does not mention {needed} (installed: pyodide {pyodide_version}, "
                             f"@pyscript/core {pyscript_version})")

    html = template.replace(PRERENDER_MARKER, prerender(src))

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
    modules = pack_sources(src, site / ARCHIVE)
    # The snapshot belongs to these sources, this Pyodide and this way of making it.
    sources = file_hash(site / ARCHIVE, site / vendor_pyodide / "pyodide.asm.wasm",
                        site / vendor_pyodide / "pyodide.asm.mjs", root / "tools" / "snapshot.mjs")[:16]
    snapshot = None if no_snapshot else make_snapshot(root, site / vendor_pyodide, site / ARCHIVE,
                                                      site / SNAPSHOT, sources)
    snapshot_config = snapshot and {"url": f"./{SNAPSHOT}", "bytes": snapshot["bytes"], "sources": sources,
                                    "buildId": pyodide_build_id(site / vendor_pyodide / "pyodide.mjs")}
    (site / RUNTIME).write_text(runtime.replace(PYODIDE_MARKER, f"./{vendor_pyodide}/")
                                .replace(SNAPSHOT_MARKER, json.dumps(snapshot_config))
                                .replace(ARCHIVE_MARKER, json.dumps({"url": f"./{ARCHIVE}", "path": ARCHIVE_PATH})),
                                encoding="utf-8")
    shutil.copy2(src / "main.py", site / "main.py")
    (site / "pyscript.toml").write_text(config, encoding="utf-8")
    shutil.copytree(root / "static", site / "static", ignore=static_ignore(root / "static"))
    (site / "favicon.ico").write_bytes(favicon_ico((root / "static" / "icons" / "icon-192.png").read_bytes(), 192))
    (site / "static" / "app.css").write_text(join_css(root / "static" / "css"), encoding="utf-8")
    worker = (root / "static" / "sw.js").read_text(encoding="utf-8")
    (site / "index.html").write_text(html.replace(PRELOAD_MARKER, preloads(vendor_pyodide, snapshot, chunks)),
                                     encoding="utf-8")

    # The service worker precaches every file but itself; "./" is the page as navigations ask for it.
    precache = ["./"] + [f"./{name}" for name in site_files(site)]
    if PRECACHE_MARKER not in worker:
        raise BuildError(f"static/sw.js lacks the marker {PRECACHE_MARKER}")
    (site / "sw.js").write_text(worker.replace(PRECACHE_MARKER, json.dumps(precache, indent=1)), encoding="utf-8")

    # The version is a hash of every built file, taken while index.html and sw.js still hold the marker.
    files = site_files(site)
    version = content_hash(site, files, {SNAPSHOT: sources.encode()} if snapshot else None)
    for name in ("index.html", "sw.js"):
        path = site / name
        path.write_text(path.read_text(encoding="utf-8").replace(VERSION_MARKER, version), encoding="utf-8")

    total = sum((site / name).stat().st_size for name in files)
    if final.exists():
        shutil.rmtree(final)
    site.rename(final)
    return {"site": str(final), "version": version, "files": len(files), "bytes": total, "modules": modules,
            "pyodide": pyodide_version, "pyscript": pyscript_version, "snapshot": snapshot,
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
    print(f"snapshot: {snapshot['bytes'] / 1e6:.1f} MB, {snapshot['gzip_bytes'] / 1e6:.1f} MB gzipped, "
          f"made in {snapshot['seconds']} s" if snapshot else "snapshot: none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
