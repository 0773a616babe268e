"""What PyScript runs once Python is up: start the app (tavolo.ui.app), which sets <body data-ready>."""

import inspect

import js

js.performance.mark("tavolo:main")          # the benchmark's phases: PyScript's setup ends here
from tavolo.ui.app import start  # noqa: E402 - after the mark, so the import is timed on its own

js.performance.mark("tavolo:imported")
started = start()
if inspect.isawaitable(started):
    await started  # noqa: F704 - PyScript runs this module with top-level await
