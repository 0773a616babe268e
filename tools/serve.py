#!/usr/bin/env python3
"""Serve build/site on http://127.0.0.1:8000 with the headers netlify.toml declares.

    python3 tools/serve.py [--port 8000] [--host 127.0.0.1] [--dir build/site]

Local runs and the browser tests thus run under the same Content-Security-Policy, MIME types and caching
headers as production. Path patterns follow Netlify's rules for `for`: `*` matches anything (slashes
included), `:name` one path segment, a trailing `/*` also matches the folder itself, case-insensitive.
"""

from __future__ import annotations

import argparse
import functools
import re
import sys
import tomllib
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SITE = ROOT / "build" / "site"
NETLIFY_TOML = ROOT / "netlify.toml"

# What Netlify sends for these extensions without any rule (Python's table lacks or differs on some).
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
}


def pattern_regexp(for_path: str) -> re.Pattern:
    """Netlify's `for` path -> a regular expression over the request path."""
    parts = []
    for part in (p.rstrip() for p in for_path.split("/")):
        if not part:
            continue
        if part.startswith(":"):
            parts.append("([^/]+)")
        elif part == "*":
            parts.append("?(.*)")
        else:
            parts.append("(.*)".join(re.escape(piece) for piece in part.split("*")))
    return re.compile("^/" + "/".join(parts) + "/?$", re.IGNORECASE)


def load_rules(netlify_toml: Path = NETLIFY_TOML) -> list[tuple[re.Pattern, dict]]:
    with netlify_toml.open("rb") as f:
        config = tomllib.load(f)
    return [(pattern_regexp(rule["for"]), dict(rule.get("values", {}))) for rule in config.get("headers", [])]


def headers_for(path: str, rules) -> dict[str, str]:
    """Every matching rule applies; a header named by several matching rules gets their values joined."""
    merged: dict[str, tuple[str, str]] = {}
    for regexp, values in rules:
        if regexp.match(path):
            for name, value in values.items():
                value = " ".join(str(value).split())
                key = name.lower()
                merged[key] = (merged[key][0], f"{merged[key][1]}, {value}") if key in merged else (name, value)
    return dict(merged.values())


class Handler(SimpleHTTPRequestHandler):
    rules: list = []
    quiet = False

    def _path(self) -> str:
        return unquote(urlsplit(self.path).path)

    def guess_type(self, path):
        suffix = Path(str(path)).suffix.lower()
        return MIME_TYPES.get(suffix) or super().guess_type(path)

    def send_header(self, keyword, value):
        # A Content-Type from netlify.toml replaces the guessed one instead of doubling it.
        if keyword.lower() == "content-type" and "content-type" in self._rule_headers():
            return
        super().send_header(keyword, value)

    def _rule_headers(self) -> dict[str, str]:
        cached = getattr(self, "_cached_rules", None)
        if cached is None or cached[0] != self.path:
            cached = (self.path, {k.lower(): (k, v) for k, v in headers_for(self._path(), self.rules).items()})
            self._cached_rules = cached
        return cached[1]

    def send_response(self, code, message=None):
        self._status = code
        super().send_response(code, message)

    def end_headers(self):
        for name, value in self._rule_headers().values():
            # An error's body is the server's own page, sent as it is: not the file the rule's encoding is for.
            if name.lower() == "content-encoding" and getattr(self, "_status", 200) >= 400:
                continue
            super().send_header(name, value)
        super().end_headers()

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A browser that cancels a download (a closed tab, a page reloaded mid-boot) is not an error.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def make_server(site: Path = DEFAULT_SITE, host: str = "127.0.0.1", port: int = 8000,
                netlify_toml: Path = NETLIFY_TOML, quiet: bool = False) -> Server:
    """A server for `site` (port 0 picks a free one: see server.server_address). Call serve_forever()."""
    if not (site / "index.html").is_file():
        raise FileNotFoundError(f"{site}/index.html is missing: run `python3 tools/build.py` first")
    handler = type("SiteHandler", (Handler,), {"rules": load_rules(netlify_toml), "quiet": quiet})
    return Server((host, port), functools.partial(handler, directory=str(site)))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Serve the built site with netlify.toml's headers.")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--dir", type=Path, default=DEFAULT_SITE, help="folder to serve (default: build/site)")
    parser.add_argument("--quiet", action="store_true", help="do not log each request")
    args = parser.parse_args(argv)
    try:
        server = make_server(args.dir.resolve(), args.host, args.port, quiet=args.quiet)
    except (FileNotFoundError, OSError) as error:
        print(f"serve: {error}", file=sys.stderr)
        return 1
    host, port = server.server_address[:2]
    shown = f"[{host}]" if ":" in host else host
    print(f"Tavolo is served on http://{shown}:{port}/  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
