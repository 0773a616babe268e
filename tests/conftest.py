"""Every test reads words from the compiled catalogs: they are compiled once before any test runs (what the build
does for the site), so a fresh checkout tests as it plays."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def pytest_sessionstart(session):
    if hasattr(session.config, "workerinput"):
        return              # a worker of pytest-xdist: its controller compiled them before any worker started
    spec = importlib.util.spec_from_file_location("tavolo_tools_catalogs", ROOT / "tools" / "catalogs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.compile_all(force=True)     # never a stale .mo, whatever the files' times say
