"""The site build: netlify.toml's own build command works on a copy of the repository, the result is
complete and self-contained (no CDN), and nothing generated is tracked by git."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RUNTIME = [
    "vendor/pyodide-314.0.2/pyodide.mjs", "vendor/pyodide-314.0.2/pyodide.asm.mjs",
    "vendor/pyodide-314.0.2/pyodide.asm.wasm", "vendor/pyodide-314.0.2/python_stdlib.zip",
    "vendor/pyodide-314.0.2/pyodide-lock.json",
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
    result = subprocess.run(command, shell=True, cwd=copy, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    site = copy / config["publish"]
    assert site.is_dir()
    return site


def test_build_command_produces_the_whole_site(built):
    html = (built / "index.html").read_text()
    assert "<!--PRERENDER-->" not in html
    assert "{{VERSION}}" not in html
    assert re.search(r'<main id="app">\s*<', html), "the prerendered home screen is missing"
    for name in RUNTIME + ["pyscript.toml", "main.py", "tavolo.zip", "sw.js", "static/manifest.webmanifest",
                           "static/boot.js", "static/app.css", "static/icons/icon-192.png",
                           "static/icons/icon-512.png"]:
        assert (built / name).is_file(), name
    assert not (built / "static" / "vendor").exists()
    assert not (built / "static" / "sw.js").exists()
    assert not list(built.rglob("*.map")), "source maps are not shipped"
    assert not list(built.rglob("codemirror*")) and not list(built.rglob("xterm*"))


def test_only_the_pyscript_chunks_a_page_loads(built):
    pyscript = built / "vendor" / "pyscript-0.7.31"
    core = "".join(path.read_text() for path in pyscript.glob("core*.js"))
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
    assert {"runtime.mjs", "tavolo.zip", "tavolo.snapshot"} <= preloaded


def test_every_python_module_is_in_the_archive(built):
    # Under tavolo/: runtime.mjs puts the archive itself on sys.path, and zipimport finds the package in it.
    sources = sorted(p.relative_to(ROOT / "src").as_posix()
                     for p in (ROOT / "src" / "tavolo").rglob("*.py") if "__pycache__" not in p.parts)
    with zipfile.ZipFile(built / "tavolo.zip") as archive:
        assert sorted(archive.namelist()) == sources
    runtime = (built / "runtime.mjs").read_text()
    archive = json.loads(re.search(r"const ARCHIVE = (\{.*?\});", runtime).group(1))
    assert archive["url"] == "./tavolo.zip" and archive["path"].endswith(".zip"), archive


def test_config_uses_the_vendored_interpreter(built):
    config = tomllib.loads((built / "pyscript.toml").read_text())
    interpreter = config["interpreter"]
    assert not interpreter.startswith(("http:", "https:", "//"))
    assert (built / interpreter).is_file()
    # PyScript unpacks no archive: that took ~1.7 s at 4x CPU on every start (runtime.mjs installs it whole).
    assert "files" not in config


def test_service_worker_precaches_every_file_and_never_forces_an_update(built):
    worker = (built / "sw.js").read_text()
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
            for url in URL.findall(path.read_text()):
                if not url.startswith(NAMESPACES):
                    offenders.append(f"{path.relative_to(built)}: {url}")
    with zipfile.ZipFile(built / "tavolo.zip") as archive:
        for name in archive.namelist():
            for url in URL.findall(archive.read(name).decode()):
                offenders.append(f"tavolo.zip/{name}: {url}")
    assert offenders == []


def test_the_version_is_a_stable_content_hash(tmp_path):
    versions = []
    for out in ("a", "b"):
        result = subprocess.run([sys.executable, "tools/build.py", "--out", str(tmp_path / out)], cwd=ROOT,
                                capture_output=True, text=True)
        if "run `npm ci` first" in result.stderr:
            pytest.skip("node_modules is missing (make build installs it)")
        assert result.returncode == 0, result.stderr
        versions.append(re.search(r"version ([0-9a-f]{12})", result.stdout).group(1))
    assert versions[0] == versions[1]


def test_nothing_generated_is_tracked_by_git():
    tracked = subprocess.run(["git", "ls-files", "build", "static/vendor", "node_modules"], cwd=ROOT,
                             check=True, capture_output=True, text=True).stdout.split()
    assert tracked == []
    ignored = (ROOT / ".gitignore").read_text().split()
    assert {"build/", "static/vendor/", "node_modules/"} <= set(ignored)
