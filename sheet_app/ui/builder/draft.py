"""The builder's working copy of an item's rules, and the undoable edits on it.

Rules stay raw dicts. An edit never mutates one: it builds a new dict that differs only in the key
it changed (copy-on-write down the path), so untouched keys keep their order, number types and
identity, and undo restores the exact previous objects.
"""
from __future__ import annotations

import itertools
import json
from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand

MISSING: Any = object()  # "no such key" as a value: writing it deletes the key
Path = tuple[Any, ...]
_uids = itertools.count(1)


def get_path(raw: Any, path: Path, default: Any = MISSING) -> Any:
    """The value at `path` (keys and list indexes), or `default`."""
    value = raw
    for part in path:
        in_list = isinstance(part, int) and isinstance(value, list) and 0 <= part < len(value)
        in_dict = isinstance(part, str) and isinstance(value, dict) and part in value
        if in_list or in_dict:
            value = value[part]
        else:
            return default
    return value


def set_path(raw: Any, path: Path, value: Any) -> Any:
    """A copy of `raw` with `value` at `path` (MISSING deletes); only the containers on the path are new."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(raw, list) and isinstance(head, int):
        new_list = list(raw)
        new_list[head] = set_path(new_list[head], rest, value)
        return new_list
    new = dict(raw) if isinstance(raw, dict) else {}
    inner = set_path(new.get(head, {}), rest, value) if rest else value
    if inner is MISSING:
        new.pop(head, None)
    else:
        new[head] = inner  # an existing key keeps its place; a new one goes last
    return new


def same_json(a: Any, b: Any) -> bool:
    """Equal as JSON text: key order and number types count (1 and 1.0 and True differ)."""
    if a is b:
        return True
    try:
        return json.dumps(a, sort_keys=False) == json.dumps(b, sort_keys=False)
    except (TypeError, ValueError):
        return False


def display_order(raws: Sequence[Any]) -> list[int]:
    """List positions sorted by priority ascending; ties keep their stored order."""
    def priority(raw: Any) -> float:
        value = raw.get("priority", 1) if isinstance(raw, dict) else 1
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return 1.0
        return float(value)
    return sorted(range(len(raws)), key=lambda i: (priority(raws[i]), i))


Snapshot = tuple[tuple[int, ...], tuple[Any, ...]]


class RulesDraft(QObject):
    """The rules being edited; each rule has a uid that lives as long as the dialog."""

    ruleChanged = Signal(int)  # uid: one rule's raw dict was replaced
    structureChanged = Signal()  # rules added, removed or reordered (or many replaced at once)

    def __init__(self, rules: Iterable[Any]):
        super().__init__()
        self.raws: list[Any] = list(rules)
        self.uids: list[int] = [next(_uids) for _ in self.raws]
        self.original: tuple[Any, ...] = tuple(self.raws)

    def raw(self, uid: int) -> Any:
        return self.raws[self.uids.index(uid)]

    def position(self, uid: int) -> int:
        return self.uids.index(uid)

    def set_raw(self, uid: int, raw: Any) -> None:
        self.raws[self.uids.index(uid)] = raw
        self.ruleChanged.emit(uid)

    def snapshot(self) -> Snapshot:
        return tuple(self.uids), tuple(self.raws)

    def restore(self, snap: Snapshot) -> None:
        self.uids, self.raws = list(snap[0]), list(snap[1])
        self.structureChanged.emit()

    @staticmethod
    def new_uid() -> int:
        return next(_uids)

    def rules(self) -> list[Any]:
        return list(self.raws)

    def changed(self) -> bool:
        """Whether the rules differ from those the dialog opened with (as JSON)."""
        return not same_json(list(self.original), self.raws)


class EditRule(QUndoCommand):
    """Replace one rule's raw dict. Consecutive typing in one field merges into a single step."""

    ID = 8001

    def __init__(self, draft: RulesDraft, uid: int, old: Any, new: Any, text: str, merge_key: str | None):
        super().__init__(text)
        self.draft, self.uid, self.old, self.new = draft, uid, old, new
        self.merge_key = merge_key
        self.open = merge_key is not None

    def id(self) -> int:
        return self.ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not (isinstance(other, EditRule) and self.open and other.uid == self.uid
                and other.merge_key is not None and other.merge_key == self.merge_key):
            return False
        self.new = other.new
        if same_json(self.old, self.new):  # typed and then typed back: nothing to undo any more
            self.setObsolete(True)
        return True

    def redo(self) -> None:
        self.draft.set_raw(self.uid, self.new)

    def undo(self) -> None:
        self.draft.set_raw(self.uid, self.old)


class ChangeRules(QUndoCommand):
    """Any change to the list itself (add, delete, duplicate, enable all …) as before/after snapshots."""

    def __init__(self, draft: RulesDraft, before: Snapshot, after: Snapshot, text: str):
        super().__init__(text)
        self.draft, self.before, self.after = draft, before, after

    def redo(self) -> None:
        self.draft.restore(self.after)

    def undo(self) -> None:
        self.draft.restore(self.before)


def rule_type(raw: Any) -> Any:
    """A raw rule's "type" (None when it is no object)."""
    return raw.get("type") if isinstance(raw, dict) else None
