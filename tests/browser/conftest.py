"""Fixtures for every test that drives the real site in Debian's Chromium (pytest-playwright).

What they give:
- `site`: the site built once per session (tools/build.py) and served by tools/serve.py on a free port of
  127.0.0.1 in a thread, with netlify.toml's headers; `site.url`, `site.stopped()` to take it offline,
  `site.serving(folder)` to put another build on the same origin (a new deploy).
  pytest-playwright's `base_url` is `site.url`, so `page.goto("/")` works.
- Chromium: `/usr/bin/chromium` with the flags that keep it off the network (browser_type_launch_args).
- Every browser context is watched: each request, console message, page error and Content-Security-Policy
  violation is recorded (fixture `watch`: `watch(page_or_context).errors`, `.requests`, `.csp_violations`), and a test FAILS when any request goes to a host other
  than 127.0.0.1, localhost or ::1.
- `profile_context`: a separate browser on an on-disk profile, whose HTTP cache keeps the 9.6 MB wasm
  (the in-memory cache of the other contexts does not), for what a returning visitor's browser does.
- `boot(page, path="/")`: navigate and wait for `<body data-ready>` (the app sets it when Python is up).
- `shared_page`: one page per test module, booted once (each boot costs 3-8 s), for tests that can share it;
  `shared_context` is its context. `clear_storage(page)` empties localStorage (and reboots if asked).
- Every test under tests/browser/, and any test using these fixtures, is marked `browser`
  (`pytest -m "not browser"` skips them).

Other folders (tests/ui/) reuse them with `from tests.browser.conftest import *` in their own conftest.py
(run pytest as `python3 -m pytest` from the repository root, as `make test` does).
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE_DIR = ROOT / "build" / "site"
BROWSER_TESTS = Path(__file__).resolve().parent
CHROMIUM = os.environ.get("TAVOLO_CHROMIUM", "/usr/bin/chromium")
# TAVOLO_CPU_THROTTLE=4 slows every page's CPU fourfold (DevTools' CPU throttling), to find the tests that pass only
# on a fast machine: run the browser suite so once in a while, not in `make test`.
CPU_THROTTLE = float(os.environ.get("TAVOLO_CPU_THROTTLE", "1") or 1)
CHROMIUM_LOG = ROOT / "build" / "chromium.log"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    # Without these Chromium keeps trying Google's hosts, which this machine cannot reach.
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    # A container's small /dev/shm can crash a renderer that draws much; /tmp has room.
    "--disable-dev-shm-usage",
    # Chromium's own log, read when a renderer dies ("Target crashed"): the test's report ends with its tail.
    "--enable-logging", f"--log-file={CHROMIUM_LOG}", "--log-level=1",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}
BOOT_TIMEOUT_MS = 60_000
BROWSER_FIXTURES = {"site", "page", "context", "new_context", "profile_context", "browser", "shared_page",
                    "shared_pages", "shared_context", "boot", "watch", "clear_storage"}

# Forwards Content-Security-Policy violations to the console, where the watch records them as errors.
CSP_REPORTER = """
document.addEventListener("securitypolicyviolation", (e) => {
  console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`
                + ` at ${e.sourceFile || "?"}:${e.lineNumber || 0}`);
});
"""


def _load_tool(name: str):
    spec = importlib.util.spec_from_file_location(f"tavolo_tools_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---- the site -------------------------------------------------------------------------------------
class Site:
    """build/site served in a thread; stop() and start() keep the same port."""

    def __init__(self, directory: Path):
        self.directory = directory
        self._serve = _load_tool("serve")
        self._server = None
        self._thread = None
        self.port = 0
        self.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self._server = self._serve.make_server(self.directory, "127.0.0.1", self.port, quiet=True)
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, name="tavolo-site", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._thread.join(5)
            self._server = None

    @contextlib.contextmanager
    def serving(self, directory: Path):
        """Another folder on the same origin inside the block (a new deploy), this one again after it."""
        self.stop()
        original, self.directory = self.directory, directory
        self.start()
        try:
            yield
        finally:
            self.stop()
            self.directory = original
            self.start()

    @contextlib.contextmanager
    def stopped(self):
        """The server really down (connections refused) inside the block, up again after it."""
        self.stop()
        try:
            yield
        finally:
            self.start()


def build_site() -> None:
    """Builds the site, unless `make test` has just done so (TAVOLO_SITE_BUILT=1: ten seconds saved)."""
    if os.environ.get("TAVOLO_SITE_BUILT") == "1" and (SITE_DIR / "index.html").is_file():
        return
    if not (ROOT / "node_modules" / ".package-lock.json").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    subprocess.run([sys.executable, str(ROOT / "tools" / "build.py")], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)


@pytest.fixture(scope="session")
def site(pytestconfig) -> Site:
    """The built site, served for the whole session: one build and one server, even when another folder's
    conftest imports these fixtures again (the server is kept on the config object, shared by all)."""
    existing = getattr(pytestconfig, "_tavolo_site", None)
    if existing is not None:
        yield existing
        return
    build_site()
    served = Site(SITE_DIR)
    pytestconfig._tavolo_site = served
    yield served
    served.stop()
    pytestconfig._tavolo_site = None


@pytest.fixture(scope="session")
def base_url(site) -> str:
    return site.url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args) -> dict:
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


# ---- watching what the browser does -----------------------------------------------------------------
@dataclass
class Watch:
    """What one browser context did: every request URL, console message, page error."""
    requests: list = field(default_factory=list)
    console: list = field(default_factory=list)      # (type, text)
    page_errors: list = field(default_factory=list)
    reported: int = 0                                # how many foreign requests the guard has checked

    @property
    def foreign(self) -> list:
        return [url for url in self.requests if not is_local(url)]

    @property
    def errors(self) -> list:
        """Console errors (CSP violations included) and uncaught page errors."""
        return [text for kind, text in self.console if kind == "error"] + self.page_errors

    @property
    def csp_violations(self) -> list:
        return [text for kind, text in self.console if text.startswith("CSP violation")]

    def clear(self) -> None:
        """Forget what was recorded (foreign requests not yet reported stay, so the guard still sees them)."""
        self.requests[:] = self.foreign[self.reported:]
        self.reported = 0
        self.console.clear()
        self.page_errors.clear()


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in ("data", "blob", "about"):
        return True
    return (parts.hostname or "") in LOCAL_HOSTS


_WATCHES: dict[int, Watch] = {}


def watch_context(context) -> Watch:
    """Start recording a context (idempotent)."""
    if id(context) in _WATCHES:
        return _WATCHES[id(context)]
    record = Watch()
    _WATCHES[id(context)] = record
    if CPU_THROTTLE > 1:
        throttle_pages(context)
    context.on("request", lambda request: record.requests.append(request.url))
    context.add_init_script(CSP_REPORTER)

    def on_page(page):
        page.on("console", lambda message: record.console.append((message.type, message.text)))
        page.on("pageerror", lambda error: record.page_errors.append(str(error)))

    for page in context.pages:
        on_page(page)
    context.on("page", on_page)
    context.on("close", lambda _: _WATCHES.pop(id(context), None))
    return record


def throttle_pages(context) -> None:
    """Every page the test opens in `context` runs at 1/CPU_THROTTLE of the machine's speed (the CDP session is
    kept on the page: the setting lasts while it is attached)."""
    open_page = context.new_page

    def new_page(*args, **kwargs):
        page = open_page(*args, **kwargs)
        page.tavolo_cdp = context.new_cdp_session(page)
        page.tavolo_cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_THROTTLE})
        return page
    context.new_page = new_page


def watch_of(target) -> Watch:
    """The record of a page's or a context's browser context."""
    context = getattr(target, "context", target)
    return _WATCHES[id(context)]


@pytest.fixture(scope="session")
def watch():
    """watch(page_or_context) -> Watch: its requests, console messages, page errors, CSP violations."""
    return watch_of


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """Fail the test during which (or during whose fixtures' setup) any watched context sent a request
    off this machine."""
    result = yield
    leaks = []
    for record in list(_WATCHES.values()):
        foreign = record.foreign
        leaks += foreign[record.reported:]
        record.reported = len(foreign)
    if leaks:
        pytest.fail(f"requests left 127.0.0.1/localhost: {sorted(set(leaks))}", pytrace=False)
    return result


def chromium_log_tail(lines: int = 60) -> str:
    try:
        return "\n".join(CHROMIUM_LOG.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """A test that failed on a crashed page carries the tail of Chromium's log: the renderer's last words (a
    signal, an out-of-memory, a failed check), the cause a bare "Target crashed" does not give."""
    report = yield
    if report.failed and call.excinfo is not None and "crash" in str(call.excinfo.value).lower():
        report.sections.append(("Chromium's log (build/chromium.log), its end", chromium_log_tail()))
    return report


@pytest.fixture
def new_context(new_context):
    """pytest-playwright's new_context, with every context watched."""
    def make(**kwargs):
        context = new_context(**kwargs)
        watch_context(context)
        return context
    return make


@pytest.fixture
def context(new_context):
    return new_context()


@pytest.fixture
def profile_context(browser_type, browser_type_launch_args, base_url, tmp_path):
    """A browser of its own on an on-disk profile (launch_persistent_context), watched. Unlike the contexts
    above, whose HTTP cache lives in memory and never keeps the 9.6 MB wasm, its HTTP cache keeps what a
    returning visitor's browser keeps."""
    context = browser_type.launch_persistent_context(tmp_path / "profile", base_url=base_url,
                                                     **browser_type_launch_args)
    watch_context(context)
    yield context
    context.close()


# ---- booting the app --------------------------------------------------------------------------------
def boot_page(page, path: str = "/", timeout: float = BOOT_TIMEOUT_MS):
    """Open `path` and wait until the app is up (<body data-ready>); returns the page."""
    page.goto(path)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=timeout)
    return page


@pytest.fixture(scope="session")
def boot():
    """boot(page, path="/"): navigate and wait for <body data-ready>."""
    return boot_page


def clear_storage_of(page, reboot: bool = True):
    """The app rebooted on the home screen with empty localStorage (see browser_helpers.clean_start)."""
    from tests.browser.browser_helpers import clean_start
    return clean_start(page)


@pytest.fixture(scope="session")
def clear_storage():
    """clear_storage(page): a clean start on the home screen, nothing left of the last test."""
    return clear_storage_of


@pytest.fixture(scope="module")
def shared_context(browser, browser_context_args):
    """One context for a whole test module (module scope: pytest-playwright's contexts are per test)."""
    context = browser.new_context(**browser_context_args)
    watch_context(context)
    yield context
    context.close()


class SharedPage:
    """The page a test module shares; a crashed renderer is replaced, so one crash fails one test, not the rest."""

    def __init__(self, context):
        self.context = context
        self.page = None
        self.crashed = False

    def get(self):
        """The page; `page.tavolo_pristine` says it was booted just now on empty storage (a clean start already)."""
        if self.page is None or self.crashed or self.page.is_closed():
            self.page = self._booted()
            self.page.tavolo_pristine = True
        else:
            self.page.tavolo_pristine = False
        return self.page

    def _booted(self, tries=2):
        """A new page at "/", booted. A renderer that crashes while the page boots (the machine's, seen once in
        many runs, before any test has touched the page) is replaced once; a second crash fails the test."""
        if self.page is not None and not self.page.is_closed():
            self.page.close()
        self.crashed = False
        page = self.context.new_page()
        page.on("crash", lambda _page: setattr(self, "crashed", True))
        try:
            boot_page(page)
        except Exception:
            if not self.crashed or tries <= 1:
                raise
            self.page = page
            return self._booted(tries - 1)
        return page


@pytest.fixture(scope="module")
def shared_pages(shared_context):
    holder = SharedPage(shared_context)
    yield holder
    if holder.page is not None and not holder.page.is_closed():
        holder.page.close()


@pytest.fixture
def shared_page(shared_pages):
    """One page per test module, booted once at "/". Tests that share it must leave it usable."""
    return shared_pages.get()


# ---- marking ----------------------------------------------------------------------------------------
def pytest_collection_modifyitems(config, items):
    for item in items:
        path = Path(str(item.path))
        if BROWSER_TESTS in path.parents or BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.browser)
