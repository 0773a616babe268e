"""Fixtures for tests where several browsers talk to each other over WebRTC (static/link.js).

Every byte of that traffic stays inside a network namespace the session makes: a private veth link with a
default route on it (Chromium gathers no candidate on loopback alone), the site served inside it on
127.0.0.1:8765, and Chromium started inside it through nsenter. Nothing goes over this machine's addresses.

- `netns`: the namespace and its site server (`netns.pid` holds the namespace, `netns.url` is the site).
- `net_browser`: Debian's Chromium inside the namespace, with real host addresses in candidates (no mDNS names,
  which nothing resolves there).
- `net_context()` / `net_page(context=None)`: new watched contexts and pages of that browser, base URL the site;
  like every watched context, a request leaving localhost fails the test (tests/browser/conftest.py).

Needs root and `unshare -n`: elsewhere the tests are skipped, except under CI (environment variable CI), where
they fail, so CI always runs them. Every test here is marked `browser`.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.browser.conftest import (CHROMIUM, CHROMIUM_ARGS, ROOT, SITE_DIR, pytest_runtest_call,  # noqa: F401
                                    site, watch, watch_context)

DEVICE_TESTS = Path(__file__).resolve().parent
PORT = 8765
# A private link with an address and a default route: what Chromium needs to gather a host candidate.
NETNS_SETUP = ("set -e; ip link set lo up; ip link add v0 type veth peer name v1; "
               "ip addr add 10.213.0.1/24 dev v0; ip link set v0 up; ip link set v1 up; ip route add default dev v0")
PROBE = ("import sys, urllib.request\n"
         "try:\n    urllib.request.urlopen(sys.argv[1], timeout=1).read(1)\n"
         "except Exception:\n    sys.exit(1)\n")
START_TIMEOUT_S = 20


@dataclass
class NetNs:
    pid: int

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{PORT}"

    @property
    def enter(self) -> list[str]:
        """The command prefix that runs a program inside the namespace."""
        return ["nsenter", f"--net=/proc/{self.pid}/ns/net"]


def _unavailable() -> str | None:
    if os.geteuid() != 0:
        return "needs root to make a network namespace"
    for tool in ("unshare", "nsenter", "ip"):
        if shutil.which(tool) is None:
            return f"`{tool}` is not installed"
    try:
        probe = subprocess.run(["unshare", "-n", "true"], capture_output=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"`unshare -n` failed: {error}"
    if probe.returncode != 0:
        return f"`unshare -n` is not permitted here: {probe.stderr.decode(errors='replace').strip()}"
    return None


def _give_up(reason: str):
    if os.environ.get("CI"):
        pytest.fail(f"device tests cannot run: {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def netns(site):
    """A network namespace of its own with the built site served inside it on 127.0.0.1:8765."""
    reason = _unavailable()
    if reason:
        _give_up(reason)
    serve = f"exec {sys.executable} tools/serve.py --dir {SITE_DIR} --port {PORT} --quiet"
    holder = subprocess.Popen(["unshare", "-n", "sh", "-c", f"{NETNS_SETUP}; {serve}"], cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    space = NetNs(holder.pid)
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            if holder.poll() is not None:
                _give_up(f"the namespace's site server stopped: {holder.stderr.read().decode(errors='replace')}")
            probe = subprocess.run(space.enter + [sys.executable, "-c", PROBE, space.url + "/"],
                                   capture_output=True)
            if probe.returncode == 0:
                break
            if time.monotonic() > deadline:
                _give_up(f"the namespace's site server did not answer in {START_TIMEOUT_S} s")
            time.sleep(0.1)
        yield space
    finally:
        holder.terminate()
        try:
            holder.wait(5)
        except subprocess.TimeoutExpired:
            holder.kill()
            holder.wait()


@pytest.fixture(scope="session")
def net_browser(netns, playwright, tmp_path_factory):
    """Chromium started inside the namespace (a wrapper script runs it through nsenter)."""
    wrapper = tmp_path_factory.mktemp("netns-chromium") / "chromium"
    wrapper.write_text(f'#!/bin/sh\nexec {" ".join(netns.enter)} {CHROMIUM} "$@"\n')
    wrapper.chmod(0o755)
    browser = playwright.chromium.launch(
        executable_path=str(wrapper), args=CHROMIUM_ARGS + ["--disable-features=WebRtcHideLocalIpsWithMdns"])
    yield browser
    browser.close()


@pytest.fixture(scope="module")
def net_context(net_browser, netns):
    """net_context(): a new watched context of the namespace's browser, closed after the test module."""
    made = []

    def make(**kwargs):
        context = net_browser.new_context(base_url=netns.url, **kwargs)
        watch_context(context)
        made.append(context)
        return context

    yield make
    for context in made:
        context.close()


@pytest.fixture(scope="module")
def net_page(net_context):
    """net_page(context=None): a new page, in a new context unless one is given."""
    def make(context=None):
        return (context or net_context()).new_page()
    return make


def pytest_collection_modifyitems(config, items):
    for item in items:
        if DEVICE_TESTS in Path(str(item.path)).parents:
            item.add_marker(pytest.mark.browser)
