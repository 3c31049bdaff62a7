"""The change journal: what one commit changed in a character's document, and how to replay it.

A commit stores, for every path its action wrote, the value now at that path (or that the path is
gone), not the whole document. The paths come from the record's ops; only the outermost of nested
paths is kept (a replaced item already holds its new charges). Lists are always replaced whole by
the engine (engine/state.py), so a path never shifts and the final value at each path is exactly
what replaying every op would give.

An entry is plain JSON: `[[path, value], [path], ...]`; `[path]` alone means the path is gone.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

Path = tuple[Any, ...]
_GONE = object()


class JournalError(ValueError):
    """A journal entry that cannot be replayed onto the document (a damaged row)."""


def outermost(paths: Iterable[Path]) -> list[Path] | None:
    """The distinct paths, without those inside another one, in first-written order; None when one of
    them is the whole document (a snapshot is the cheaper write then)."""
    seen: dict[Path, None] = {}
    for path in paths:
        if not path:
            return None
        seen[tuple(path)] = None
    if len(seen) == 1:
        return list(seen)
    return [p for p in seen if not any(p[:n] in seen for n in range(1, len(p)))]


def _read(doc: Any, path: Path) -> Any:
    node = doc
    for key in path:
        try:
            node = node[key]
        except (KeyError, IndexError, TypeError):
            return _GONE
    return node


def entry(doc: dict[str, Any], paths: list[Path]) -> list[list[Any]]:
    """The journal entry for `paths`: each with the value the document now holds there."""
    out: list[list[Any]] = []
    for path in paths:
        value = _read(doc, path)
        out.append([list(path)] if value is _GONE else [list(path), value])
    return out


def replay(doc: dict[str, Any], data: Any) -> None:
    """Write one entry onto `doc` in place; JournalError when it does not fit the document."""
    if not isinstance(data, list):
        raise JournalError("a journal entry is not a list of changes")
    for change in data:
        if not isinstance(change, list) or len(change) not in (1, 2) or not isinstance(change[0], list) \
                or not change[0]:
            raise JournalError(f"a journal change is not [path, value]: {str(change)[:80]}")
        path = change[0]
        parent: Any = doc
        try:
            for key in path[:-1]:
                parent = parent[key]
            last = path[-1]
            if len(change) == 1:
                if not isinstance(parent, dict):
                    raise TypeError("only an object's key can be gone")
                parent.pop(last, None)
            elif isinstance(parent, dict):
                if not isinstance(last, str):
                    raise TypeError("an object's key must be text")
                parent[last] = change[1]
            elif isinstance(parent, list) and isinstance(last, int) and not isinstance(last, bool) \
                    and 0 <= last < len(parent):
                parent[last] = change[1]
            else:
                raise TypeError("no such place in the document")
        except (KeyError, IndexError, TypeError) as err:
            raise JournalError(f"the change at {path!r} does not fit the document ({err})") from None
