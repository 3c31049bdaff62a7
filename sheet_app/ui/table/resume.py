"""What this app's table was when it closed, so the next start can take it up again (docs/table.md,
*Resume*): the table a player joined (address, code, name, character) and the one a GM hosted (address,
port, name), and the player's key (`key`: the secret its tables know this app by). Kept beside the
library in `<library>.resume.json`, written 0600 whatever the umask (it holds the table's code and the
key), never in the settings. Leaving the table forgets it (not the key); closing the app keeps it."""
from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

SUFFIX = ".resume.json"
_FIELDS = {"join": ("url", "code", "player", "character"), "host": ("address", "port", "name"), "key": ("key",)}
RESUMED = ("join", "host")  # the entries a start takes up (the key is only read when a table is joined)


def store_path(library: Any) -> Path | None:
    path = getattr(library, "path", None)
    return Path(str(path)).with_suffix(SUFFIX) if path else None


class ResumeStore:
    """The `join` and `host` entries of one library's resume file (a missing or unreadable file holds
    none: the app then simply does not resume)."""

    def __init__(self, path: Path | None):
        self.path = path

    def read(self) -> dict[str, dict[str, Any]]:
        if self.path is None:
            return {}
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {part: entry for part, entry in data.items() if part in _FIELDS and isinstance(entry, dict)
                and all(name in entry for name in _FIELDS[part])}

    def get(self, part: str) -> dict[str, Any] | None:
        return self.read().get(part)

    def remember(self, part: str, **entry: Any) -> None:
        data = self.read()
        data[part] = entry
        self._write(data)

    def forget(self, part: str) -> None:
        data = self.read()
        if data.pop(part, None) is not None:
            self._write(data)

    def _write(self, data: dict[str, Any]) -> None:
        if self.path is None:
            return
        tmp = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                if hasattr(os, "fchmod"):
                    os.fchmod(out.fileno(), 0o600)  # whatever the umask, and a leftover temporary file's mode
                json.dump(data, out)
            os.replace(tmp, self.path)
        except OSError:
            with contextlib.suppress(OSError):
                tmp.unlink()


def resume_at_start(window: Any) -> None:
    """At start (after the window shows): offer to resume hosting, and re-join the last table (or offer to
    when the window opened another character). Nothing is imported or built when there is nothing to
    resume."""
    store = ResumeStore(store_path(getattr(window, "library", None)))
    entries = {part: entry for part, entry in store.read().items() if part in RESUMED}
    if entries:
        window.table.resume(entries)
