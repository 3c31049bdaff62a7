"""Recorded edits to the character document: the basis of atomic actions and exact undo/redo.

Every change an action makes goes through a `Transaction` as "set this path to this value". Each
op keeps the old and new value, so a failed action is rolled back, undo writes the old values back
and redo writes the recorded new ones (the faces rolled the first time, never rolled again). The
ops are plain JSON, so the library can persist undo history.
"""
from __future__ import annotations

import copy
import marshal
from collections.abc import Sequence
from itertools import chain, compress, count, repeat
from operator import is_, is_not, not_
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
        # Per whole items list recorded, by its op's id: the op and the places of its new items (`new_items`
        # of its old and new side, found when it was recorded; the op is held, so no other has its id).
        self.new_item_places: dict[int, tuple[tuple[Path, Any, Any], list[int]]] = {}

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
        if path == ("items",) and type(old) is list and type(value) is list:
            # A whole items list (add, delete, move): the items it keeps are the character's own dicts, as
            # in `old`; only the others are copied (each later write into an item is an op of its own).
            places = new_items(old, value)
            op = (path, old, _shared_items(value, places))
            self.ops.append(op)
            self.new_item_places[id(op)] = (op, places)
            return
        self.ops.append((path, old, _snapshot(value)))

    def rollback(self) -> None:
        """Undo every op of this transaction, newest first."""
        undo_ops(self.doc, self.ops)
        self.ops = []
        self.new_item_places = {}


def common_ends(before: Sequence[Any], after: Sequence[Any]) -> tuple[int, int]:
    """How many places at the start and at the end hold the very same objects in both lists (the end's
    stretch never overlaps the start's). C-speed passes that stop at the first difference."""
    most = min(len(before), len(after))
    start = next(compress(count(), map(is_not, before, after)), most)
    end = next(compress(count(), map(is_not, reversed(before), reversed(after))), most)
    return start, min(end, most - start)


def rotated(before: Sequence[Any], after: Sequence[Any], low: int, high: int) -> int:
    """Whether `after[low:high]` is `before[low:high]` with its first object moved last (1) or its last
    moved first (-1), the same objects otherwise; 0 when neither (or fewer than two places)."""
    if high - low < 2:
        return 0
    if before[low] is after[high - 1] and all(map(is_, before[low + 1:high], after[low:high - 1])):
        return 1
    if before[high - 1] is after[low] and all(map(is_, before[low:high - 1], after[low + 1:high])):
        return -1
    return 0


def new_items(old: list[Any], new: list[Any]) -> list[int]:
    """The indices in `new` of the items that are none of `old`'s dicts (found at C speed: `map`, `compress`).
    The places that hold the same dicts at the start and the end are not looked at again, nor a stretch
    between them that only moved one dict (a move): a delete, an add or a move looks at one dict by id."""
    start, end = common_ends(old, new)
    old_high, new_high = len(old) - end, len(new) - end
    if new_high <= start or (old_high == new_high and rotated(old, new, start, new_high)):
        return []
    shared = set(map(id, old[start:old_high]))
    found = [start + index for index in compress(count(), map(not_, map(shared.__contains__,
                                                                        map(id, new[start:new_high]))))]
    if not found or (not start and not end):
        return found
    if len(found) > 8:  # a dict of the kept ends placed again between them is none of the new ones
        ends = set(map(id, chain(old[:start], old[old_high:])))
        return [index for index in found if id(new[index]) not in ends]
    return [index for index in found
            if not any(map(is_, chain(old[:start], old[old_high:]), repeat(new[index])))]


def _shared_items(value: list[Any], places: list[int]) -> list[Any]:
    """`value` for a record: the items at `places` (none of the old list's dicts) copied, the others as
    they are."""
    found = list(value)
    for index in places:
        found[index] = _snapshot(value[index])
    return found


def _snapshot(value: Any) -> Any:
    """A copy of a JSON value that later writes cannot reach: a pool's faces (a list of ints, the most
    common write) copied flat, other lists and objects deep."""
    if type(value) is list and all(type(item) is int for item in value):
        return value.copy()
    return copy_json(value) if isinstance(value, (dict, list)) else value


def copy_json(value: Any) -> Any:
    """A deep copy of a JSON value, made at C speed (`marshal`, which keeps every type and shares what the
    value shares, as `copy.deepcopy` does); `copy.deepcopy` for a value marshal cannot write (an object of
    another class, a dict or list subclass)."""
    try:
        return marshal.loads(marshal.dumps(value))
    except ValueError:
        return copy.deepcopy(value)


def undo_ops(doc: dict[str, Any], ops: list[tuple[Path, Any, Any]]) -> None:
    """Write back the old values of `ops`, newest first."""
    for path, old, _new in reversed(ops):
        if path == ("items",) and type(old) is list:
            _write(doc, path, list(old))  # the items themselves are the document's own (see Transaction._record)
            continue
        # A copy: later in-place writes (an encounter's flags) must not reach back into the record.
        _write(doc, path, copy_json(old) if isinstance(old, (dict, list)) else old)


class Journal:
    """Writes to a document that can be taken back exactly, without copying the document first.

    Undo and redo write a record's values through one: a damaged record (a path that leads nowhere, a
    value that fails validation) is refused by `restore()`, which puts back what each write replaced,
    newest first (a deleted key back in its place among its siblings)."""

    def __init__(self, doc: dict[str, Any]):
        self.doc = doc
        self._saved: list[tuple[Any, Any, Any]] = []  # (parent, key, what was there); key None: the whole dict

    def write(self, path: Path, value: Any) -> None:
        """`value` at `path` (ABSENT deletes); raises, changing nothing, when the path leads nowhere."""
        if not path:
            raise KeyError("an empty path")
        parent = _resolve(self.doc, path[:-1])
        key = path[-1]
        if isinstance(parent, dict):
            if value is ABSENT and key in parent:
                saved: tuple[Any, Any, Any] = (parent, None, dict(parent))  # keeps the order of its keys
            else:
                saved = (parent, key, parent.get(key, ABSENT))
        elif isinstance(parent, list) and value is not ABSENT:
            saved = (parent, key, parent[key])
        else:
            raise TypeError(f"cannot write inside {type(parent).__name__} at {list(path)}")
        _write(self.doc, path, value)
        self._saved.append(saved)

    def restore(self) -> None:
        """Take back every write, newest first."""
        for parent, key, old in reversed(self._saved):
            if key is None:
                parent.clear()
                parent.update(old)
            elif old is ABSENT:
                parent.pop(key, None)
            else:
                parent[key] = old
        self._saved = []


def move_ops(journal: Journal, ops: list[tuple[Path, Any, Any]], *, undo: bool) -> None:
    """Write back the old values of `ops` (newest first) or the new ones again (oldest first), through
    `journal`, so a failure part-way can be taken back."""
    for path, old, new in (reversed(ops) if undo else ops):
        value = old if undo else new
        journal.write(path, copy.deepcopy(value) if isinstance(value, (dict, list)) else value)


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
