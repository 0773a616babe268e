"""`python3 tools/bench` (make bench): the benchmark as a program."""

import sys
from pathlib import Path

if __package__ in (None, ""):
    # Run as a folder: import the package by its name, so that its modules' relative imports work.
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from bench.cli import main
else:
    from .cli import main

sys.exit(main())
