"""The site as a browser gets it: boots from localhost only, under the production CSP, paints before
Python is up, works offline after one visit, is installable, and is served with netlify.toml's headers."""

from __future__ import annotations

import json
import shutil
import struct
import time
import tomllib
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tavolo.games import GAMES
from tests.site_files import brotli_bytes, declared_encodings, unbrotli_bytes

ROOT = Path(__file__).resolve().parents[2]
SITE_DIR = ROOT / "build" / "site"

# Recorded in the page itself at DOMContentLoaded and at the first animation frame: what a person sees
# before Python has started.
EARLY_PROBE = """
(() => {
  const snap = (when) => {
    const app = document.getElementById("app");
    const bar = document.getElementById("boot-progress");
    const shown = (el) => !!el && getComputedStyle(el).display !== "none" && el.getClientRects().length > 0;
    const visible = [...document.querySelectorAll("#app .l10n")].filter(shown).map((el) => el.lang);
    window.__early = window.__early || {};
    window.__early[when] = {
      t: performance.now(),
      ready: document.body.hasAttribute("data-ready"),
      lang: document.documentElement.lang,
      title: (document.querySelector("header") || {}).textContent || "",
      barShown: shown(bar),
      appText: app ? app.innerText : "",
      appHtml: app ? app.innerHTML.length : 0,
      visibleLangs: visible,
      cards: [...document.querySelectorAll("#app .l10n")].filter(shown)
        .flatMap((el) => [...el.querySelectorAll(".game-card")]).map((el) => el.getBoundingClientRect().top),
    };
  };
  document.addEventListener("DOMContentLoaded", () => {
    snap("dcl");
    requestAnimationFrame(() => snap("paint"));
  });
})();
"""


WASM = "/vendor/pyodide-314.0.2/pyodide.asm.wasm"


def from_service_worker(page) -> dict:
    """{url: whether the service worker answered it} for the page's responses from now on."""
    served = {}
    page.on("response", lambda response: served.__setitem__(response.url, response.from_service_worker))
    return served


def fetch(site, path):
    """(status, headers, body) of a GET to the local server."""
    try:
        with urllib.request.urlopen(site.url + path, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def netlify_config() -> dict:
    with (ROOT / "netlify.toml").open("rb") as f:
        return tomllib.load(f)


def production_csp() -> str:
    for rule in netlify_config()["headers"]:
        if rule["for"] == "/*":
            return rule["values"]["Content-Security-Policy"]
    raise AssertionError("netlify.toml has no Content-Security-Policy for /*")


# ---- booting -------------------------------------------------------------------------------------------
def test_boots_from_localhost_only_with_no_errors_under_the_production_csp(page, site, watch):
    started = time.perf_counter()
    response = page.goto("/")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    boot_s = time.perf_counter() - started
    page.wait_for_timeout(500)   # late console output, the service worker's registration

    record = watch(page)
    assert response.headers.get("content-security-policy") == production_csp()
    assert record.foreign == []
    assert record.errors == [], record.errors
    assert record.csp_violations == []
    paths = {r.replace(site.url, "") for r in record.requests}
    assert WASM in paths
    assert "/tavolo.zip" in paths
    assert not any("codemirror" in p or "xterm" in p for p in paths)
    print(f"cold boot to data-ready: {boot_s:.2f} s, {len(paths)} distinct requests")


def test_shell_paints_before_python_is_ready(context, boot):
    context.add_init_script(EARLY_PROBE)
    page = context.new_page()
    boot(page)
    early = page.evaluate("window.__early")
    ready_at = page.evaluate("performance.now()")
    for when in ("dcl", "paint"):
        snap = early[when]
        assert snap["ready"] is False, f"Python was already up at {when}"
        assert "Tavolo" in snap["title"]
        assert snap["barShown"], "the progress bar is not visible before Python is ready"
        for game in GAMES.values():
            assert game.name(snap["lang"]) in snap["appText"], f"{game.id} missing from the prerendered page"
        assert snap["visibleLangs"] == [snap["lang"]], "exactly one language of the prerendered page shows"
    assert early["paint"]["t"] < ready_at
    print(f"first paint at {early['paint']['t']:.0f} ms; ready by {ready_at:.0f} ms")
    # Once the app is up, the progress bar is gone, and nothing moved: no layout jump.
    assert page.locator("#boot").is_hidden()
    after = page.eval_on_selector_all("#app .game-card", "els => els.map(e => e.getBoundingClientRect().top)")
    assert early["paint"]["cards"] == after


def test_saved_language_applies_before_python(context, boot):
    context.add_init_script("window.localStorage.setItem('tavolo.lang', 'it');")
    context.add_init_script(EARLY_PROBE)
    page = context.new_page()
    boot(page)
    early = page.evaluate("window.__early")
    assert early["dcl"]["lang"] == "it"
    assert early["paint"]["visibleLangs"] == ["it"]


def test_a_join_address_shows_its_own_opening_from_the_first_paint_and_then_the_join_screen(new_context, boot):
    """A phone opening a host's join code for the first time, in Italian: the join screen's opening, not the
    home screen, until the app draws the join screen itself."""
    from tavolo.ui.widgets import t
    from browser_helpers import OPENING_PROBE
    context = new_context(locale="it-IT")
    context.add_init_script(OPENING_PROBE)
    page = context.new_page()
    boot(page, "/#/join/not-a-code")
    first = page.evaluate("window.__opening")
    assert first["ready"] is False and first["home"] is False
    assert first["text"] == f"{t('it', 'join_title')}\n\n{t('it', 'join_answering')}", first
    # The app's own join screen (this code does not decode: it says so), and no opening left.
    page.wait_for_selector("[data-screen=join], .join")
    assert page.locator("#app .opening").count() == 0
    assert t("it", "join_title") in page.inner_text("#app h2")


def test_browser_language_picks_italian_without_a_saved_choice(new_context):
    context = new_context(locale="it-IT")
    page = context.new_page()
    page.goto("/")
    assert page.evaluate("document.documentElement.lang") == "it"


# ---- offline ----------------------------------------------------------------------------------------------
def test_boots_with_the_server_stopped_after_one_visit(context, site, boot, watch):
    page = context.new_page()
    boot(page)
    precached = page.evaluate("""async () => {
        const registration = await navigator.serviceWorker.ready;    // installed and active
        const version = document.querySelector('meta[name="tavolo-version"]').content;
        const cache = await caches.open("tavolo-" + version);
        return {scope: registration.scope, version, entries: (await cache.keys()).length};
    }""")
    files = sum(1 for p in SITE_DIR.rglob("*") if p.is_file())
    assert precached["entries"] == files, precached   # every file but sw.js, plus "./"
    assert precached["scope"] == site.url + "/"

    with site.stopped():
        with pytest.raises(OSError):
            urllib.request.urlopen(site.url + "/", timeout=5)
        started = time.perf_counter()
        page.reload()
        page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
        offline_s = time.perf_counter() - started
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert page.evaluate("document.querySelector('meta[name=\"tavolo-version\"]').content") \
            == precached["version"]
        assert watch(page).errors == []
    print(f"offline boot from the service worker's cache: {offline_s:.2f} s")


def test_offline_the_wasm_comes_from_the_http_cache_while_it_holds_it_else_from_the_worker(
        profile_context, site, boot, watch):
    """static/sw.js leaves Pyodide's wasm to the browser's HTTP cache when that holds the same file (Chromium
    keeps the compiled code only then); with the HTTP cache cleared, its own cache still boots the site."""
    page = profile_context.pages[0] if profile_context.pages else profile_context.new_page()
    boot(page)
    page.evaluate("navigator.serviceWorker.ready")      # active: its cache is complete
    with site.stopped():
        served = from_service_worker(page)
        page.reload()
        page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
        assert served[site.url + "/"] is True
        assert served[site.url + WASM] is False, "the HTTP cache holds the wasm: the worker should let it answer"

        cdp = profile_context.new_cdp_session(page)
        cdp.send("Network.clearBrowserCache")
        cdp.detach()
        served.clear()
        page.reload()
        page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
        assert served[site.url + "/"] is True
        assert served[site.url + WASM] is True, "the HTTP cache was cleared: the worker should serve the wasm"
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert watch(page).errors == []


def test_a_new_version_waits_until_no_tab_uses_the_old_one(context, site, boot, tmp_path):
    page = context.new_page()
    boot(page)
    version = "document.querySelector('meta[name=\"tavolo-version\"]').content"
    old = page.evaluate(version)
    page.evaluate("navigator.serviceWorker.ready")
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    page.evaluate("window.__stillTheSamePage = true")

    deploy = tmp_path / "site"                      # the next deploy: same files, another version
    shutil.copytree(SITE_DIR, deploy)
    new = "0123456789ab" if old != "0123456789ab" else "ba9876543210"
    path = deploy / "index.html"
    path.write_text(path.read_text().replace(old, new))
    path = deploy / "sw.js"                         # stored compressed, as netlify.toml sends it
    path.write_bytes(brotli_bytes(unbrotli_bytes(path.read_bytes()).replace(old.encode(), new.encode())))

    with site.serving(deploy):
        waiting = page.evaluate("""async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            // update() right after the reload's own check may be folded into it: ask until the new one is in.
            for (let i = 0; i < 60 && !registration.waiting; i++) {
                await registration.update().catch(() => null);
                await new Promise(r => setTimeout(r, 500));
            }
            await new Promise(r => setTimeout(r, 1000));     // time enough for a forced takeover
            return !!registration.waiting;
        }""")
        assert waiting, "the new version did not install"
        # Nothing changed under the open page: same document, same version, same worker.
        assert page.evaluate("window.__stillTheSamePage === true")
        assert page.evaluate(version) == old
        # Another tab opened meanwhile still gets the version the first tab runs.
        other = context.new_page()
        boot(other)
        assert other.evaluate(version) == old
        other.close()
        page.close()
        # With no tab on the old version, the next visit gets the new one whole, and the old cache goes.
        fresh = context.new_page()
        for _ in range(20):
            boot(fresh)
            if fresh.evaluate(version) == new:
                break
            fresh.wait_for_timeout(250)
        assert fresh.evaluate(version) == new
        caches = fresh.evaluate("""async () => {
            for (let i = 0; i < 50; i++) {
                const keys = await caches.keys();
                if (keys.length === 1) return keys;
                await new Promise(r => setTimeout(r, 100));
            }
            return caches.keys();
        }""")
        assert caches == [f"tavolo-{new}"]


# ---- installable --------------------------------------------------------------------------------------------
def test_manifest_is_valid_and_its_icons_are_real_pngs(site):
    status, headers, body = fetch(site, "/")
    assert status == 200
    html = body.decode()
    assert '<link rel="manifest" href="./static/manifest.webmanifest">' in html
    status, headers, body = fetch(site, "/static/manifest.webmanifest")
    assert status == 200
    assert headers["Content-Type"].startswith("application/manifest+json")
    manifest = json.loads(body)
    assert manifest["name"] == "Tavolo"
    assert manifest["short_name"]
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] and manifest["theme_color"] and manifest["background_color"]
    sizes = set()
    for icon in manifest["icons"]:
        status, headers, data = fetch(site, "/static/" + icon["src"])
        assert status == 200, icon
        if icon["type"] == "image/png":
            width, height = png_size(data)
            assert icon["sizes"] == f"{width}x{height}"
            sizes.add(width)
    assert {192, 512} <= sizes


# ---- headers ------------------------------------------------------------------------------------------------
def test_headers_served_match_netlify_toml(site):
    csp = production_csp()
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";"))
    assert directives["default-src"] == "'self'"
    assert "'wasm-unsafe-eval'" in directives["script-src"]
    assert "'unsafe-inline'" not in csp
    assert directives["object-src"] == "'none'" and directives["frame-ancestors"] == "'none'"

    expectations = {
        "/": {"Cache-Control": "no-cache", "Content-Type": "text/html"},
        "/index.html": {"Cache-Control": "no-cache"},
        "/sw.js": {"Cache-Control": "no-cache", "Content-Type": "text/javascript"},
        WASM: {"Content-Type": "application/wasm", "Cache-Control": "public, max-age=31536000, immutable"},
        "/vendor/pyodide-314.0.2/pyodide.mjs": {"Content-Type": "text/javascript"},
        "/vendor/pyscript-0.7.31/core.js": {"Content-Type": "text/javascript"},
    }
    for path, expected in expectations.items():
        status, headers, _ = fetch(site, path)
        assert status == 200, path
        assert headers["Content-Security-Policy"] == csp, path
        assert headers["X-Content-Type-Options"] == "nosniff", path
        assert headers["Referrer-Policy"], path
        assert headers.get_all("Content-Type") and len(headers.get_all("Content-Type")) == 1, path
        for name, value in expected.items():
            assert headers[name].startswith(value), (path, name, headers[name])
    # Each compressed file goes with its Content-Encoding and the type of what it holds, as netlify.toml says.
    types = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript", ".css": "text/css",
             ".json": "application/json", ".zip": "application/zip", ".snapshot": "application/octet-stream"}
    encodings = declared_encodings(SITE_DIR)
    assert {"vendor/pyodide-314.0.2/pyodide.asm.wasm", "stdlib.zip", "tavolo.zip", "tavolo.snapshot",
            "runtime.mjs", "sw.js", "static/app.css", "static/boot.js"} <= set(encodings)
    for name, encoding in encodings.items():
        status, headers, body = fetch(site, "/" + name)
        assert status == 200, name
        assert headers["Content-Encoding"] == encoding, name
        assert headers["Content-Type"].startswith(types[Path(name).suffix]), (name, headers["Content-Type"])
        assert body == (SITE_DIR / name).read_bytes(), name        # as stored: the browser unpacks it
    _, headers, _ = fetch(site, "/")
    assert headers["Content-Encoding"] is None
    # A missing file is the server's own page, not compressed: a browser could not read a 404 sent as brotli.
    for path in ("/static/missing.js", "/vendor/pyodide-314.0.2/missing.js"):
        status, headers, body = fetch(site, path)
        assert status == 404 and headers["Content-Encoding"] is None, path
    # Only versioned paths may be cached for long.
    for path in ("/", "/tavolo.zip", "/main.py", "/pyscript.toml", "/static/boot.js", "/static/app.css"):
        _, headers, _ = fetch(site, path)
        assert "immutable" not in (headers["Cache-Control"] or ""), path


def test_no_header_is_set_twice_for_one_path():
    """Netlify joins the values when two matching rules set one header: keep rules disjoint per header."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("serve_for_test", ROOT / "tools" / "serve.py")
    serve = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(serve)
    rules = serve.load_rules(ROOT / "netlify.toml")
    paths = ["/"] + ["/" + p.relative_to(SITE_DIR).as_posix() for p in SITE_DIR.rglob("*") if p.is_file()]
    for path in paths:
        seen = {}
        for regexp, values in rules:
            if regexp.match(path):
                for name in values:
                    assert name.lower() not in seen, f"{path}: {name} set by two rules"
                    seen[name.lower()] = True
    # Netlify's path patterns, as serve.py reads them.
    match = lambda pattern, path: bool(serve.pattern_regexp(pattern).match(path))  # noqa: E731
    assert match("/*", "/") and match("/*", "/a/b.js")
    assert match("/", "/") and not match("/", "/index.html")
    assert match("/*.wasm", "/vendor/pyodide-314.0.2/pyodide.asm.wasm")
    assert not match("/*.wasm", "/vendor/pyodide-314.0.2/pyodide.asm.mjs")
    assert match("/vendor/*", "/vendor/pyscript-0.7.31/core.js") and not match("/vendor/*", "/static/boot.js")
