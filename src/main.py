"""What PyScript runs once Python is up: start the app (tavolo.ui.app), which sets <body data-ready>."""

import inspect

from tavolo.ui.app import start

started = start()
if inspect.isawaitable(started):
    await started  # noqa: F704 - PyScript runs this module with top-level await
