"""Recorded edits to the character document: the basis of atomic actions and exact undo/redo.

Every change an action makes goes through a `Transaction` as "set this path to this value". Each
op keeps the old and new value, so a failed action is rolled back, undo writes the old values back
and redo writes the recorded new ones (the faces rolled the first time, never rolled again). The
ops are plain JSON, so the library can persist undo history.
"""
from __future__ import annotations

import copy
from typing import Any

Path = tuple[Any, ...]
_MISSING = {"$missing": True}


class _Absent:
    def __repr__(self) -> str:
        return "<absent>"


ABSENT = _Absent()


def _resolve(doc: Any, path: Path) -> Any:
    node = doc
    for key in path:
        node = node[key]
    return node


def read(doc: Any, path: Path, default: Any = None) -> Any:
    """The value at `path`, or `default` when any step is missing."""
    node = doc
    for key in path:
        try:
            node = node[key]
        except (KeyError, IndexError, TypeError):
            return default
    return node


def _write(doc: Any, path: Path, value: Any) -> None:
    parent = _resolve(doc, path[:-1])
    if value is ABSENT:
        if isinstance(parent, dict):
            parent.pop(path[-1], None)
        else:  # pragma: no cover - lists are always replaced whole
            raise TypeError("cannot delete from a list")
    else:
        parent[path[-1]] = value


class Transaction:
    """Collects the ops of one action; values are replaced, never mutated in place."""

    def __init__(self, doc: dict[str, Any]):
        self.doc = doc
        self.ops: list[tuple[Path, Any, Any]] = []

    def get(self, path: Path, default: Any = None) -> Any:
        return read(self.doc, path, default)

    def set(self, path: Path, value: Any) -> None:
        """Write `value` at `path`, creating missing parent objects (recorded too)."""
        for depth in range(1, len(path)):
            parent_path = path[:depth]
            if read(self.doc, parent_path, ABSENT) is ABSENT:
                self._record(parent_path, {})
        old = read(self.doc, path, ABSENT)
        if old is not ABSENT and old == value and type(old) is type(value):
            return
        self._record(path, value)

    def delete(self, path: Path) -> None:
        if read(self.doc, path, ABSENT) is not ABSENT:
            self._record(path, ABSENT)

    def _record(self, path: Path, value: Any) -> None:
        old = read(self.doc, path, ABSENT)
        _write(self.doc, path, value)
        # Later ops may write inside `value` (a parent created here, an encounter's round), so the
        # record keeps its own copy: a record is a snapshot, whenever it is read or persisted.
        self.ops.append((path, old, copy.deepcopy(value) if isinstance(value, (dict, list)) else value))

    def rollback(self) -> None:
        """Undo every op of this transaction, newest first."""
        undo_ops(self.doc, self.ops)
        self.ops = []


def undo_ops(doc: dict[str, Any], ops: list[tuple[Path, Any, Any]]) -> None:
    """Write back the old values of `ops`, newest first."""
    for path, old, _new in reversed(ops):
        # A copy: later in-place writes (an encounter's flags) must not reach back into the record.
        _write(doc, path, copy.deepcopy(old) if isinstance(old, (dict, list)) else old)


def redo_ops(doc: dict[str, Any], ops: list[tuple[Path, Any, Any]]) -> None:
    """Write the recorded new values of `ops` again, oldest first."""
    for path, _old, new in ops:
        _write(doc, path, copy.deepcopy(new) if isinstance(new, (dict, list)) else new)


def ops_to_json(ops: list[tuple[Path, Any, Any]]) -> list[list[Any]]:
    """Ops as plain JSON (absent values become {"$missing": true})."""
    def enc(v: Any) -> Any:
        return _MISSING if v is ABSENT else v
    return [[list(path), enc(old), enc(new)] for path, old, new in ops]


def ops_from_json(data: list[list[Any]]) -> list[tuple[Path, Any, Any]]:
    """Inverse of `ops_to_json`."""
    def dec(v: Any) -> Any:
        return ABSENT if v == _MISSING else v
    return [(tuple(path), dec(old), dec(new)) for path, old, new in data]
