"""The local server the benchmark loads the site from (tools/serve.py's), counting what it sends."""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import math
import os
import random
import re
import shutil
import sys
import tempfile
import threading
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

from .common import *  # noqa: F403 - one program, split by section

# ---- the server ----------------------------------------------------------------------------------
class Traffic:
    """What the server sent: one (path, status, bytes on the wire) per request."""

    def __init__(self):
        self.lock = threading.Lock()
        self.log: list[tuple[str, int, int]] = []

    def mark(self) -> int:
        with self.lock:
            return len(self.log)

    def since(self, mark: int) -> list[tuple[str, int, int]]:
        with self.lock:
            return list(self.log[mark:])


class _CountingWriter:
    def __init__(self, raw):
        self.raw, self.count = raw, 0

    def write(self, data):
        self.count += len(data)
        return self.raw.write(data)

    def __getattr__(self, name):
        return getattr(self.raw, name)


def start_server(root: Path, port: int = 0, netlify_toml: Path | None = None):
    """tools/serve.py's server on `root` with `netlify_toml`'s headers (the repository's own by default), in a
    thread, recording its traffic in server.traffic."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import serve  # noqa: PLC0415 - tools/ is not a package
    finally:
        sys.path.remove(str(ROOT / "tools"))
    server = serve.make_server(root, "127.0.0.1", port, netlify_toml=netlify_toml or ROOT / "netlify.toml",
                               quiet=True)
    traffic = Traffic()
    base = server.RequestHandlerClass          # functools.partial(handler class, directory=...)

    class Counting(base.func):
        status = 0

        def setup(self):
            super().setup()
            self.wfile = _CountingWriter(self.wfile)

        def send_response(self, code, message=None):
            self.status = code
            super().send_response(code, message)

        def finish(self):
            try:
                super().finish()
            finally:
                with traffic.lock:
                    traffic.log.append((getattr(self, "path", ""), self.status, self.wfile.count))

    server.RequestHandlerClass = functools.partial(Counting, *base.args, **base.keywords)
    server.traffic = traffic
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
