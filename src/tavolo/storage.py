"""Saves: game records kept under one key each, in localStorage in the browser, in memory for tests.

A backend is anything with get(key) -> str | None, set(key, value), remove(key) and keys(). Writing may
fail when the storage is full: that becomes StorageFull, and the game in memory goes on.

Several tabs of one browser share the storage. A record carries its revision (meta "rev", one more at every
write), and a tab writes only over the revision it last read or wrote: a save that moved on in another tab is
never overwritten (SaveMovedOn), the tab follows it instead.
"""

from __future__ import annotations

from .bots import bot_levels
from .engine import RecordError, TavoloError
from .engine.bounded import TextRefused, read_json
from .engine.record import MAX_TEXT, from_json

PREFIX = "tavolo.save."
# Keys that only save work (the last screen painted before the app starts, static/boot.js): dropped first when
# the storage is full, so the games keep their room.
DISPOSABLE = ("tavolo.paint",)


class StorageFull(TavoloError):
    pass


class SaveMovedOn(TavoloError):
    """The save was written by another tab since this one read it: this tab's record is not written."""


class MemoryBackend:
    """A dict with an optional size limit in characters, standing in for localStorage."""

    def __init__(self, limit: int | None = None):
        self.data = {}
        self.limit = limit

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        if self.limit is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.limit:
                raise StorageFull("storage_full", "The browser storage is full")
        self.data[key] = value

    def remove(self, key):
        self.data.pop(key, None)

    def keys(self):
        return list(self.data)


class LocalStorageBackend:
    """Wraps the browser's localStorage object (passed in, so this module never imports the browser)."""

    def __init__(self, local_storage):
        self.ls = local_storage

    def get(self, key):
        value = self.ls.getItem(key)
        return value if isinstance(value, str) else None   # a missing key is JsNull, not None

    def set(self, key, value):
        try:
            self.ls.setItem(key, value)
        except Exception as error:  # the browser raises QuotaExceededError as a JS exception
            raise StorageFull("storage_full", "The browser storage is full") from error

    def remove(self, key):
        self.ls.removeItem(key)

    def keys(self):
        return [self.ls.key(i) for i in range(self.ls.length)]


class SaveEntry:
    """One line of the "continue" list: a readable save, or a broken one with the reason."""

    def __init__(self, save_id, record=None, error=None):
        self.id = save_id
        self.record = record
        self.error = error

    @property
    def updated(self):
        return (self.record.meta.get("updated") if self.record else 0) or 0


class SaveStore:
    def __init__(self, backend, games: dict, levels=bot_levels):
        self.backend = backend
        self.games = games
        self.levels = levels        # levels(game) -> the bot levels a save may name (see record.from_json)
        self._written = {}          # key -> the text this store wrote there last

    def write(self, record) -> None:
        """Store a record under its meta id, one revision on from the one stored (raises SaveMovedOn when the
        stored one is not the record's own revision, StorageFull when there is no room even once the disposable
        keys are gone)."""
        key = PREFIX + record.meta["id"]
        text = self.backend.get(key)
        mine = record.meta.get("rev", 0)
        # The text this store wrote last is its own revision: only another text is read for its revision (a parse
        # of the whole record, on every move otherwise).
        if text is not None and text != self._written.get(key):
            stored = self._revision_of(text)
            if stored is not None and stored != mine:
                raise SaveMovedOn("save_moved_on", "This game moved on in another window", stored=stored)
        record.meta["rev"] = mine + 1
        text = record.to_json()
        try:
            self._set(key, text)
        except StorageFull:
            record.meta["rev"] = mine
            raise
        self._written[key] = text

    def _set(self, key, text):
        try:
            self.backend.set(key, text)
        except StorageFull:
            for disposable in DISPOSABLE:
                self.backend.remove(disposable)
            self.backend.set(key, text)

    def revision(self, save_id):
        """The stored revision of a save (0 for a record written before revisions), None when there is none or
        it cannot be read (nothing to protect: the next write makes it readable again)."""
        text = self.backend.get(PREFIX + save_id)
        return None if text is None else self._revision_of(text)

    @staticmethod
    def _revision_of(text):
        try:
            data = read_json(text, MAX_TEXT)
            rev = data["meta"].get("rev", 0) if isinstance(data.get("meta"), dict) else 0
        except (TextRefused, AttributeError, TypeError):
            return None
        return rev if isinstance(rev, int) and not isinstance(rev, bool) else 0

    def raw(self, save_id):
        """The stored text of a save as it is, readable or not (to export a damaged one)."""
        return self.backend.get(PREFIX + save_id)

    def read(self, save_id):
        """The record of a save; RecordError when it is missing or unreadable."""
        text = self.backend.get(PREFIX + save_id)
        if text is None:
            raise RecordError("missing", "This save no longer exists")
        record = from_json(text, self.games, self.levels)
        record.meta["id"] = save_id
        return record

    def delete(self, save_id) -> None:
        self.backend.remove(PREFIX + save_id)

    def entries(self) -> list:
        """Every save, newest first; a save that cannot be read is listed with its error, never dropped."""
        result = []
        for key in self.backend.keys():
            if not key or not key.startswith(PREFIX):
                continue
            save_id = key[len(PREFIX):]
            try:
                result.append(SaveEntry(save_id, record=self.read(save_id)))
            except RecordError as error:
                result.append(SaveEntry(save_id, error=error))
        result.sort(key=lambda e: (e.record is None, -e.updated))
        return result

    def get_setting(self, name: str, default: str | None = None) -> str | None:
        """A preference such as "lang", stored as plain text under "tavolo.<name>"."""
        raw = self.backend.get("tavolo." + name)
        return default if raw is None else raw

    def set_setting(self, name: str, value: str) -> None:
        try:
            self.backend.set("tavolo." + name, value)
        except StorageFull:
            pass   # a preference that cannot be remembered is not worth interrupting anyone
