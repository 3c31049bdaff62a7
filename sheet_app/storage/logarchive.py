"""The log archive: lines the library trims from a character's log, kept in a file when asked.

The library keeps the newest LOG_KEEP lines of each character (docs/library.md, "The log"). With a
`log_archive` folder, the lines it trims are first appended to `<folder>/<library id>/<character>.jsonl`,
one JSON object a line: {"id", "time", "key", "text"}. The file's committed size is recorded in the
library's database in the transaction that deletes the lines, as SQLite's rollback journal records a
database's size: the file is append-only and its first `size` bytes are exactly the lines the database
has let go. Bytes past that size are from an append whose transaction never committed (a kill, a failed
commit): they are lines still in the database, and the next append cuts the file back to the recorded
size first, however long its lines (a 70,000-character line is one line like any other). A file that
does not hold what the database recorded (shorter than the size, or a tail holding lines the database
does not have) is not this library's: `ArchiveMismatch`, and nothing in it is touched.
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

Row = tuple[int, float, str | None, str]


class ArchiveMismatch(Exception):
    """The archive file is not the one the library's database recorded (a copy, a restore, an edit)."""


def line(row: Row) -> bytes:
    rid, when, key, text = row
    return (json.dumps({"id": rid, "time": when, "key": key, "text": text}) + "\n").encode("utf-8")


def _write(fd: int, data: bytes) -> None:
    """Write all of `data` at the file's end (a kill may stop it anywhere: the tail is then torn)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _tail_is_uncommitted(tail: bytes, rows: dict[int, Row]) -> bool:
    """Whether every complete line past the recorded size is one of `rows` (the lines the database still
    holds and is trimming now), exactly: what a killed append of this library leaves."""
    complete, _sep, _torn = tail.rpartition(b"\n")
    for raw in complete.split(b"\n") if complete else []:
        try:
            item = json.loads(raw)
        except (ValueError, RecursionError):
            return False
        if not isinstance(item, dict) or not isinstance(item.get("id"), int):
            return False
        row = rows.get(item["id"])
        if row is None or line(row) != raw + b"\n":
            return False
    return True


def append(path: Path, size: int, rows: Iterable[Row]) -> int:
    """Append `rows` (id, time, record key, text) after the file's first `size` bytes (its committed
    part; a longer file is cut back to it first), fsync, and return the new size to record.
    ArchiveMismatch when the file does not hold what `size` says (then it is left untouched)."""
    rows = list(rows)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
    try:
        actual = os.fstat(fd).st_size
        if actual < size:
            raise ArchiveMismatch(f"{path}: {actual} bytes, the library recorded {size}")
        if actual > size or size:
            os.lseek(fd, max(0, size - 1), os.SEEK_SET)
            tail = _read_all(fd)
            if size and tail[:1] != b"\n":
                raise ArchiveMismatch(f"{path}: no line ends where the library recorded its end")
            tail = tail[1:] if size else tail
            if tail and not _tail_is_uncommitted(tail, {row[0]: row for row in rows}):
                raise ArchiveMismatch(f"{path}: holds lines past its recorded end that this library does not")
            if tail:
                os.ftruncate(fd, size)  # the torn or uncommitted append, whatever its length
        os.lseek(fd, size, os.SEEK_SET)
        data = b"".join(line(row) for row in rows)
        _write(fd, data)
        os.fsync(fd)
        return size + len(data)
    finally:
        os.close(fd)


def _read_all(fd: int) -> bytes:
    chunks: list[bytes] = []
    while True:
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)


def read(path: Path, size: int | None = None) -> list[dict[str, Any]]:
    """The archived lines, oldest first: the file's first `size` bytes (its committed part), or with
    `size` None every complete line (an archive of format 5). A foreign or damaged line is skipped."""
    return list(_lines(path, size))


def _lines(path: Path, size: int | None) -> Iterator[dict[str, Any]]:
    try:
        with open(path, "rb") as fh:
            data = fh.read() if size is None else fh.read(size)
    except (FileNotFoundError, NotADirectoryError):
        return
    if size is None:
        data = data[:data.rfind(b"\n") + 1]  # a torn last line is not a line
    for raw in data.splitlines():
        try:
            item = json.loads(raw)
        except (ValueError, RecursionError):
            continue
        if isinstance(item, dict) and isinstance(item.get("id"), int) and not isinstance(item["id"], bool):
            yield item
