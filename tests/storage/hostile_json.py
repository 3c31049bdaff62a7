"""Hostile JSON for the file readers: the fixtures with one value (or key's value) replaced by a value
of another JSON type, and what every entry point must do with it — refuse it cleanly (our error with a
message) or load it cleanly — never raise anything else, and leave the library as it was on a refusal.

Shared by the property test (tests/storage/test_json_types.py) and the long fuzz run
(tests/bench/fuzz_files.py).
"""
from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sheet_app.checkfile import FileError, check_document
from sheet_app.engine.document import DocumentError
from sheet_app.play import ScriptError, run_script
from sheet_app.storage.files import FileFormatError, document_from_data
from sheet_app.storage.library import Library, LibraryError

ROOT = Path(__file__).resolve().parents[2]
Path_ = tuple[Any, ...]

# One or more of every JSON type, and the shapes our formats use (a rule, a pool node, an id).
JSON_VALUES: list[Any] = [None, True, False, 0, -1, 3, 2.5, 10**15, -(10**15), "", "x", "max", "1d6", "@level",
                          "charge", "actor", [], [1], ["a"], [None], [{}], {}, {"a": 1}, {"type": "chargePool"},
                          {"id": {}}, [[]], {"": None}]


def fixtures() -> list[tuple[str, str, Any]]:
    """(name, kind, data): characters and items in every format we read, and play scripts."""
    found: list[tuple[str, str, Any]] = []
    for path in sorted((ROOT / "resources").glob("*.json")) + sorted((ROOT / "tests" / "fixtures").rglob("*.json")):
        found.append((path.name, "document", json.loads(path.read_text(encoding="utf-8"))))
    for path in sorted((ROOT / "tests" / "scripts").glob("*.json"))[:6]:
        found.append((path.name, "script", json.loads(path.read_text(encoding="utf-8"))))
    sample = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))
    found.append(("item/1", "document", {"format": "item/1", **sample["items"][0]}))
    found.append(("item list", "document", [{"format": "item/1", **item} for item in sample["items"][:3]]))
    return found


def paths(value: Any, prefix: Path_ = ()) -> Iterator[Path_]:
    """Every path to a value inside `value` (not the root)."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield prefix + (key,)
            yield from paths(inner, prefix + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield prefix + (index,)
            yield from paths(inner, prefix + (index,))


def replaced(value: Any, path: Path_, new: Any) -> Any:
    """A copy of `value` with the value at `path` replaced by `new`."""
    out = copy.deepcopy(value)
    node = out
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = copy.deepcopy(new)
    return out


def snapshot(library: Library) -> Any:
    """What would show a change: every row count, and every change this connection made (a write
    that was rolled back still counts, so a refusal must not even try one)."""
    counts = library.db.execute("SELECT (SELECT count(*) FROM characters), (SELECT count(*) FROM items), "
                                "(SELECT count(*) FROM log), (SELECT count(*) FROM history)").fetchone()
    return counts, library.db.total_changes


REFUSALS = (FileFormatError, FileError, DocumentError, LibraryError, ScriptError)


def attempt(kind: str, data: Any, library: Library) -> str:
    """Feed one input to every entry point; "refused" or "accepted". Anything else propagates (a crash)
    and an AssertionError says the library changed after a refusal or a message is missing."""
    if kind == "script":
        try:
            out = run_script(data)
        except ScriptError as err:
            assert str(err).strip(), "a refusal without a message"
            return "refused"
        json.dumps(out, allow_nan=False)
        return "accepted"
    outcome = "accepted"
    try:
        check_document(data, "fuzz.json")
    except FileError as err:
        assert str(err).strip(), "a refusal without a message"
        outcome = "refused"
    before = snapshot(library)
    try:
        document = document_from_data(data, "fuzz.json")
        if document.kind == "character":
            library.create(document.character)
        else:
            for item in document.items:
                library.save_item(item)
    except REFUSALS as err:
        assert str(err).strip(), "a refusal without a message"
        assert snapshot(library) == before, "the library changed after a refusal"
        return "refused"
    return outcome
