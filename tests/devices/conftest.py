"""Fixtures for tests where several browsers talk to each other over WebRTC (static/link.js).

Every byte of that traffic stays inside a network namespace the session makes: a private veth link with a
default route on it (Chromium gathers no candidate on loopback alone), the site served inside it on
127.0.0.1:8765, and Chromium started inside it through nsenter. Nothing goes over this machine's addresses.

- `netns`: the namespace and its site server (tools/netns.py: `netns.url` is the site, `netns.enter` runs a command inside).
- `net_browser`: Debian's Chromium inside the namespace, with real host addresses in candidates (no mDNS names,
  which nothing resolves there).
- `net_context()` / `net_page(context=None)`: new watched contexts and pages of that browser, base URL the site;
  like every watched context, a request leaving localhost fails the test (tests/browser/conftest.py).

Needs root and `unshare -n`: elsewhere the tests are skipped, except under CI (environment variable CI), where
they fail, so CI always runs them. Every test here is marked `browser`.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

from tests.browser.conftest import (CHROMIUM, CHROMIUM_ARGS, ROOT, SITE_DIR, pytest_runtest_call,  # noqa: F401
                                    site, watch, watch_context)

DEVICE_TESTS = Path(__file__).resolve().parent


def _netns_tool():
    spec = importlib.util.spec_from_file_location("tavolo_tools_netns", ROOT / "tools" / "netns.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


netns_tool = _netns_tool()


def _give_up(reason: str):
    if os.environ.get("CI"):
        pytest.fail(f"device tests cannot run: {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def netns(site):
    """A network namespace of its own with the built site served inside it on 127.0.0.1:8765 (tools/netns.py)."""
    reason = netns_tool.unavailable()
    if reason:
        _give_up(reason)
    try:
        space = netns_tool.Namespace(SITE_DIR)
    except RuntimeError as error:
        _give_up(str(error))
    yield space
    space.stop()


@pytest.fixture(scope="session")
def net_browser(netns, playwright, tmp_path_factory):
    """Chromium started inside the namespace (a wrapper script runs it through nsenter)."""
    wrapper = netns.chromium(tmp_path_factory.mktemp("netns-chromium"), CHROMIUM)
    browser = playwright.chromium.launch(executable_path=str(wrapper), args=CHROMIUM_ARGS + netns_tool.CHROMIUM_FLAGS)
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
