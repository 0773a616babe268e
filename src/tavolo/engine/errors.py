"""Typed errors. Each carries a stable key and parameters, so the UI can translate it."""


class TavoloError(Exception):
    """Base error: `key` names the message, `params` fill it, `str()` is the English text."""

    def __init__(self, key: str, message: str, **params):
        super().__init__(message)
        self.key = key
        self.params = params


class IllegalAction(TavoloError):
    """An action that the rules do not allow now. The state it was offered to is unchanged."""


class RecordError(TavoloError):
    """A game record (save or import) that cannot be loaded."""
