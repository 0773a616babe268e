#!/usr/bin/env python3
"""Measure Tavolo: page load, first paint, bytes, bot latency in the browser, engine speed in CPython.

    python3 tools/bench [--runs 5] [--quick] [--samples 40] [--games 200]

Needs the built site (`python3 tools/build.py`; `make bench` builds first), Debian's Chromium at
/usr/bin/chromium and the `playwright` Python package. Prints a table, then one JSON line with every figure
next to its target. A missed target is a figure, not a failure: the exit status is non-zero only when a
measurement could not be taken at all.

What it does:
1. Copies build/site into build/bench/ and adds build/bench/bare/: a minimal PyScript page on the same
   vendored runtime whose Python only sets <body data-ready>. Serves build/bench with tools/serve.py's
   server (same headers as production), counting the bytes it sends.
2. Loads the app (/) and the bare page (/bare/) `--runs` times each: cold (a fresh browser profile: empty
   HTTP cache, no service worker), then warm (the same profile, browser relaunched: the app then runs from
   its service worker); also the app in a profile where no service worker may register (warm = HTTP cache,
   like the bare page). Time to interactive = navigation start -> data-ready, read in the page.
   Figures are medians; the machine's other work shows in them (the load average is printed).
3. Plays all-bot games from the UI (home -> New game -> every seat a bot) and reads the app's own
   performance entries "tavolo:bot-think", plus the long tasks seen meanwhile.
4. Plays random games in CPython for every registered game.
"""

from __future__ import annotations

from .common import *  # noqa: F403 - the package is the benchmark's whole API
from .server import *  # noqa: F403
from .browser import *  # noqa: F403
from .loads import *  # noqa: F403
from .play import *  # noqa: F403
from .selfplay import *  # noqa: F403
from .report import *  # noqa: F403
from .cli import main, run  # noqa: F401
