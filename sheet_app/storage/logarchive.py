"""The log archive: lines the library trims from a character's log, kept in a file when asked.

The library keeps the newest LOG_KEEP lines of each character (docs/library.md, "The log"). With a
`log_archive` folder (opt-in), the lines it trims are first appended to `<folder>/<character>.jsonl`,
one JSON object a line: {"id", "time", "key", "text"}. The append is fsynced before the transaction
that deletes the lines commits; a kill in between leaves lines in both places, and the next trim skips
every id the file already holds, so no line is lost and none is written twice. A line torn by a kill
(no newline at the end) is cut off before the next append.
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path


def last_id(path: Path) -> int:
    """The id of the file's last complete line (0 for no file); a torn last line is cut off."""
    try:
        with open(path, "rb+") as fh:
            size = fh.seek(0, os.SEEK_END)
            if not size:
                return 0
            fh.seek(max(0, size - 65536))
            tail = fh.read()
            if not tail.endswith(b"\n"):
                cut = tail.rfind(b"\n")
                fh.truncate(size - len(tail) + cut + 1 if cut >= 0 else 0)
                tail = tail[:cut + 1] if cut >= 0 else b""
            lines = tail.splitlines()
            if not lines:
                return 0
            found = json.loads(lines[-1]).get("id")
            return found if isinstance(found, int) else 0
    except FileNotFoundError:
        return 0
    except (ValueError, AttributeError):
        return 0  # not our format: append everything (duplicates beat losing lines)


def append(path: Path, rows: Iterable[tuple[int, float, str | None, str]]) -> None:
    """Append the rows (id, time, record key, text) the file does not hold yet, then fsync."""
    path.parent.mkdir(parents=True, exist_ok=True)
    done = last_id(path)
    lines = [json.dumps({"id": rid, "time": when, "key": key, "text": text}) + "\n"
             for rid, when, key, text in rows if rid > done]
    if not lines:
        return
    with open(path, "a", encoding="utf-8") as fh:
        fh.writelines(lines)
        fh.flush()
        os.fsync(fh.fileno())


def read(path: Path) -> list[dict[str, object]]:
    """The archived lines, oldest first (a torn or foreign line is skipped)."""
    out = []
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    for line in text.splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            continue
        if isinstance(item, dict):
            out.append(item)
    return out
