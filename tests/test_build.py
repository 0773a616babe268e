"""The site build: netlify.toml's own build command works on a copy of the repository, the result is
complete and self-contained (no CDN), and nothing generated is tracked by git."""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from site_files import brotli, built_text, declared_encodings, files_of, unpack_site

ROOT = Path(__file__).resolve().parents[1]
RUNTIME = [
    "vendor/pyodide-314.0.2/pyodide.mjs", "vendor/pyodide-314.0.2/pyodide.asm.mjs",
    "vendor/pyodide-314.0.2/pyodide.asm.wasm", "vendor/pyodide-314.0.2/pyodide-lock.json",
    "vendor/pyscript-0.7.31/core.js", "vendor/pyscript-0.7.31/core.css",
]
# Files of the site's own (the vendored runtime's bundles mention CDNs as defaults the config overrides;
# the browser tests prove no request leaves the machine).
OWN_TEXT = ("index.html", "pyscript.toml", "main.py", "sw.js", "static/**/*.js", "static/**/*.css",
            "static/**/*.webmanifest", "static/**/*.svg")
URL = re.compile(r"""(?:https?:)?//[A-Za-z0-9.-]+\.[A-Za-z]{2,}[^\s"'<>)]*""")
NAMESPACES = ("http://www.w3.org/",)


def repo_files() -> list[str]:
    """Tracked and untracked-but-not-ignored files: what a clean clone would have, plus work in progress."""
    out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], cwd=ROOT,
                         check=True, capture_output=True).stdout
    return [name for name in out.decode().split("\0") if name and (ROOT / name).is_file()]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """A copy of the repository (no node_modules, no build/) built with netlify.toml's command."""
    copy = tmp_path_factory.mktemp("repo")
    for name in repo_files():
        (copy / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, copy / name)
    with (ROOT / "netlify.toml").open("rb") as f:
        config = tomllib.load(f)["build"]
    command = config["command"]
    assert command == "npm ci && python3 tools/build.py"
    # Brotli's files are taken from the checkout's cache (named by their input's hash): compressing the runtime
    # anew takes over a minute and proves nothing the checkout's own build has not.
    env = {**os.environ, "TAVOLO_COMPRESSED_CACHE": str(ROOT / "build" / "cache")}
    result = subprocess.run(command, shell=True, cwd=copy, capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    site = copy / config["publish"]
    assert site.is_dir()
    (copy / "build.log").write_text(result.stdout)          # its version, for the test of the version's stability
    return site


def test_build_command_produces_the_whole_site(built):
    html = (built / "index.html").read_text()
    assert "<!--PRERENDER-->" not in html
    assert "{{VERSION}}" not in html
    assert re.search(r'<main id="app">\s*<', html), "the prerendered home screen is missing"
    for name in RUNTIME + ["pyscript.toml", "main.py", "tavolo.zip", "stdlib.zip", "sw.js", "static/manifest.webmanifest",
                           "static/boot.js", "static/app.css", "static/icons/icon-192.png",
                           "static/icons/icon-512.png"]:
        assert (built / name).is_file(), name
    assert not (built / "static" / "vendor").exists()
    assert not (built / "static" / "sw.js").exists()
    assert not list(built.rglob("*.map")), "source maps are not shipped"
    assert not list(built.rglob("codemirror*")) and not list(built.rglob("xterm*"))
    # The page gets the standard library it needs (stdlib.zip), not Pyodide's whole one.
    assert not list(built.rglob("python_stdlib.zip"))


def test_only_the_pyscript_chunks_a_page_loads(built):
    pyscript = built / "vendor" / "pyscript-0.7.31"
    core = "".join(built_text(built, path.relative_to(built).as_posix()) for path in pyscript.glob("core*.js"))
    # Two TOML parsers ship with PyScript: only the one core reads pyscript.toml with is needed.
    tomls = [path.name for path in pyscript.glob("toml-*.js")]
    assert len(tomls) == 1 and f"./{tomls[0]}" in core, tomls
    # MicroPython's archive helper: Pyodide unpacks tavolo.zip itself.
    assert not list(pyscript.glob("zip-*.js"))


def test_the_page_asks_at_once_for_every_module_and_file_the_start_needs(built):
    html = (built / "index.html").read_text()
    preloaded = set(re.findall(r'<link rel="(?:module)?preload" href="\./([^"]+)"', html))
    chunks = {p.relative_to(built).as_posix() for p in (built / "vendor" / "pyscript-0.7.31").glob("*-*.js")}
    assert chunks and chunks <= preloaded, chunks - preloaded
    assert {"runtime.mjs", "tavolo.zip", "stdlib.zip"} <= preloaded
    # A first visit starts without the snapshot: nothing asks for it before the app is ready.
    assert "tavolo.snapshot" not in preloaded


def test_every_python_module_and_catalog_is_in_the_archive(built, tmp_path):
    # Under tavolo/, as bytecode: runtime.mjs puts the archive itself on sys.path, and zipimport finds the
    # package in it, stored uncompressed (the transfer is compressed as a whole).
    # (but the command line, `python -m tavolo`, which the page never runs)
    sources = sorted(p.relative_to(ROOT / "src").as_posix() + "c"
                     for p in (ROOT / "src" / "tavolo").rglob("*.py")
                     if "__pycache__" not in p.parts and p.name != "__main__.py")
    # and with the English catalogs, compiled (the source, which every message needs)
    locale = ROOT / "src" / "tavolo" / "locale"
    sources = sorted(sources + [p.relative_to(ROOT / "src").with_suffix(".mo").as_posix()
                                for p in locale.glob("en/*.po")])
    site = unpack_site(built, tmp_path / "site")
    with zipfile.ZipFile(site / "tavolo.zip") as archive:
        assert sorted(archive.namelist()) == sources
        assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
    # every other language an archive of its own, every domain in it (a new language is new files: no list)
    others = sorted({po.parent.name for po in locale.glob("*/*.po")} - {"en"})
    assert others and sorted(p.name for p in site.glob("locale-*.zip")) == [f"locale-{lang}.zip" for lang in others]
    for lang in others:
        with zipfile.ZipFile(site / f"locale-{lang}.zip") as archive:
            assert sorted(archive.namelist()) == sorted(po.with_suffix(".mo").name for po in (locale / lang).glob("*.po"))
    runtime = built_text(built, "runtime.mjs")
    archive = json.loads(re.search(r"const ARCHIVE = (\{.*?\});", runtime).group(1))
    assert archive["url"] == "./tavolo.zip" and archive["path"].endswith(".zip"), archive


# Built files sent as they are although they would compress, and why.
PLAIN = {"index.html": "the page: the build writes into it last, and a host may rework a page's HTML",
         "static/icons/icon-512.png": "the icon to install the app with, which no visit downloads"}


def test_every_compressed_file_is_declared_in_netlify_toml_and_every_declared_one_is_compressed(built, tmp_path):
    """The bytes decide: a file that unpacks as brotli (through Node) or gzip is compressed; netlify.toml must send
    exactly those with that Content-Encoding, and anything of 2 KB or more that gzip makes a fifth smaller must be
    among them (but for PLAIN)."""
    names = files_of(built)
    unpacked = tmp_path / "unpacked"
    unpacked.mkdir()
    pairs = [(built / name, unpacked / name.replace("/", "__")) for name in names]
    not_brotli = brotli(pairs)
    found = {}
    for (path, target), name in zip(pairs, names):
        data = path.read_bytes()
        if str(path) not in not_brotli and target.is_file():
            found[name] = "br"
        elif data[:2] == b"\x1f\x8b":
            found[name] = "gzip"
    assert found == declared_encodings(built)
    # What they unpack to is what they are.
    kinds = {".wasm": b"\0asm", ".zip": b"PK\x03\x04", ".snapshot": (1886286592).to_bytes(4, "little")}
    for name in found:
        data = (unpacked / name.replace("/", "__")).read_bytes()
        suffix = Path(name).suffix
        if suffix in kinds:
            assert data.startswith(kinds[suffix]), name
        else:
            data.decode("utf-8")
    # Nothing that compresses is left out.
    import gzip
    left = []
    for name in names:
        data = (built / name).read_bytes()
        if name not in found and name not in PLAIN and len(data) >= 2048 and \
                len(gzip.compress(data)) < 0.8 * len(data):
            left.append(name)
    assert left == []


PYSCRIPT_PYTHON = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript"
# Modules of PyScript's own or given by the browser: not in the standard library, not importable under Node.
NOT_STDLIB = ("pyscript", "_pyscript", "polyscript", "jsffi", "js")


def import_statements(path: Path, module: str) -> list:
    """Every import statement of a source file, functions included, as ["import", "a.b"] or
    ["from", "a", ["b", ...]] (relative ones made absolute)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [["import", alias.name] for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package
                for _ in range(node.level - 1):
                    parent = parent.rpartition(".")[0]
                base = f"{parent}.{base}" if base else parent
            out.append(["from", base, [alias.name for alias in node.names if alias.name != "*"]])
    return out


def runtime_imports() -> list:
    """What the app and its bots import at run time: every import statement of tavolo's modules and main.py,
    and PyScript's own Python's imports of the standard library."""
    statements = []
    for path in sorted((ROOT / "src" / "tavolo").rglob("*.py")):
        if path.name == "__main__.py":
            continue                    # the command line, for CPython: not in the page
        module = path.relative_to(ROOT / "src").with_suffix("").as_posix().replace("/", ".").removesuffix(".__init__")
        statements.append(["import", module])
        statements += import_statements(path, module)
    statements += import_statements(ROOT / "src" / "main.py", "__main__")
    for path in sorted(PYSCRIPT_PYTHON.glob("*.py")):
        statements += import_statements(path, f"pyscript.{path.stem}")
    kept = []
    for statement in statements:
        if statement[1].split(".")[0] not in NOT_STDLIB and statement not in kept:
            kept.append(statement)
    return kept


@pytest.mark.parametrize("path", ["fresh", "snapshot"])
def test_every_module_the_app_imports_is_in_the_shipped_standard_library(built, tmp_path, path):
    """Python started as the page starts it (Pyodide under Node, with the site's stdlib.zip and tavolo.zip, afresh
    as on a first visit or from the snapshot as on the next one) imports every module that an import statement
    of tavolo, main.py or PyScript's Python names (`secrets` for a new game's seed among them)."""
    statements = runtime_imports()
    assert ["import", "secrets"] in statements
    site = unpack_site(built, tmp_path / "site")
    result = subprocess.run(["node", str(ROOT / "tests" / "start_paths.mjs"), str(site), path, json.dumps(statements)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    outcome = json.loads(result.stdout.strip().splitlines()[-1])
    assert outcome["started"] == path
    assert outcome["failed"] == {}


def test_config_uses_the_vendored_interpreter(built):
    config = tomllib.loads((built / "pyscript.toml").read_text())
    interpreter = config["interpreter"]
    assert not interpreter.startswith(("http:", "https:", "//"))
    assert (built / interpreter).is_file()
    # PyScript unpacks no archive: that took ~1.7 s at 4x CPU on every start (runtime.mjs installs it whole).
    assert "files" not in config


def test_service_worker_precaches_every_file_and_never_forces_an_update(built):
    worker = built_text(built, "sw.js")
    version = re.search(r'const VERSION = "([0-9a-f]{12})";', worker)
    assert version, "sw.js carries no build version"
    assert f'content="{version.group(1)}"' in (built / "index.html").read_text()
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", worker, re.S).group(1))
    files = {"./" + p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file()} - {"./sw.js"}
    assert set(precache) == files | {"./"}
    code = re.sub(r"//.*", "", worker)      # comments may name what the code does not do
    assert "skipWaiting" not in code and "clients.claim" not in code


def test_no_own_file_points_outside_the_site(built):
    offenders = []
    for pattern in OWN_TEXT:
        for path in built.glob(pattern):
            for url in URL.findall(built_text(built, path.relative_to(built).as_posix())):
                if not url.startswith(NAMESPACES):
                    offenders.append(f"{path.relative_to(built)}: {url}")
    for path in (ROOT / "src" / "tavolo").rglob("*.py"):
        for url in URL.findall(path.read_text()):
            offenders.append(f"{path.relative_to(ROOT)}: {url}")
    assert offenders == []


def test_the_version_is_a_stable_content_hash(built, tmp_path):
    """The same sources built again, from another folder (the checkout, not the clean copy), give the same version."""
    result = subprocess.run([sys.executable, "tools/build.py", "--out", str(tmp_path / "again")], cwd=ROOT,
                            capture_output=True, text=True)
    if "run `npm ci` first" in result.stderr:
        pytest.skip("node_modules is missing (make build installs it)")
    assert result.returncode == 0, result.stderr
    version = re.compile(r"version ([0-9a-f]{12})")
    first = version.search((built.parents[1] / "build.log").read_text()).group(1)
    assert version.search(result.stdout).group(1) == first


def test_nothing_generated_is_tracked_by_git():
    tracked = subprocess.run(["git", "ls-files", "build", "static/vendor", "node_modules"], cwd=ROOT,
                             check=True, capture_output=True, text=True).stdout.split()
    assert tracked == []
    ignored = (ROOT / ".gitignore").read_text().split()
    assert {"build/", "static/vendor/", "node_modules/"} <= set(ignored)
