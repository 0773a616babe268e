"""The user interface. Only `app.py` touches the browser; the rest is pure Python, tested in CPython."""
