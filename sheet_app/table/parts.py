"""A shared character in parts (table protocol 2, docs/table.md "What is shared"): a character room's
`parts` map holds the document's top-level values as JSON texts (`doc/<key>`), its items one a part
(`item/<n>`) and their count (`items`). An action publishes only the parts its change-set names, so
a click sends and stores the Yjs update of those few texts, not the whole character.

`encode` is the writer's side; `Reader` the board's: it reads only the parts that changed since its
last read and checks the document as `sheet-app check` would (engine/document.py), each item once
for each text it has had.
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ..engine import jsonsafe
from ..engine.document import DocumentError, check_fields, parse_character, parse_item
from ..engine.model import ItemError
from ..i18n import Table

DOC = "doc/"
ITEM = "item/"
COUNT = "items"
Path = tuple[Any, ...]
Encoded = dict[str, "str | None"]  # part -> its JSON text, or None: that part is gone


def _text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def encode(doc: dict[str, Any], paths: Iterable[Path] | None = None) -> Encoded:
    """The parts of `doc` at `paths` (an action's changed paths), or every part (None)."""
    items = doc.get("items")
    items = items if isinstance(items, list) else []
    if paths is None:
        out: Encoded = {DOC + key: _text(value) for key, value in doc.items() if key != "items"}
        out[COUNT] = str(len(items))
        out.update({f"{ITEM}{n}": _text(item) for n, item in enumerate(items)})
        return out
    out = {}
    for path in paths:
        if not path:
            return encode(doc)
        head = path[0]
        if head != "items":
            out[DOC + str(head)] = _text(doc[head]) if head in doc else None
        elif len(path) > 1 and isinstance(path[1], int) and 0 <= path[1] < len(items):
            out[f"{ITEM}{path[1]}"] = _text(items[path[1]])
        else:  # the whole list: every item, and the count
            out[COUNT] = str(len(items))
            out.update({f"{ITEM}{n}": _text(item) for n, item in enumerate(items)})
    return out


def stale(keys: Iterable[str], count: int) -> list[str]:
    """The item parts past the count (left by a longer list): the writer deletes them."""
    return [key for key in keys if key.startswith(ITEM) and not (key[len(ITEM):].isdigit()
                                                                   and int(key[len(ITEM):]) < count)]


class Reader:
    """One character room's parts as the board reads them: the JSON of each part is read once per text,
    each item checked once per text (engine/document.py), and `changed` says which document paths the
    last read changed (None: read whole)."""

    def __init__(self) -> None:
        self.texts: dict[str, str] = {}
        self.values: dict[str, Any] = {}
        self._items: dict[str, tuple[str, Any]] = {}  # an item's text -> (its problem or "", its id)
        self._plain: dict[str, tuple[str, str | None]] = {}  # a part -> (its text, why it is not plain JSON)
        self.touched: set[str] | None = None          # parts changed since the last read (None: all)
        self.changed: list[Path] | None = None
        self._failed = True  # the last read failed (or there was none): the next one is read whole

    def touch(self, keys: Iterable[str]) -> None:
        if self.touched is not None:
            self.touched.update(keys)

    def read(self, parts: Any) -> dict[str, Any]:
        """The checked document from the room's `parts` map (a Map or a dict); DocumentError or
        ValueError (not JSON) when it cannot be one."""
        touched = self.touched
        self.touched = set()
        keys = list(parts.keys()) if touched is None else list(touched)
        count_before = self.values.get(COUNT)
        for key in keys:
            text = parts.get(key)
            if not isinstance(text, str):
                self.texts.pop(key, None)
                self.values.pop(key, None)
            elif self.texts.get(key) != text:
                self.values[key] = json.loads(text)
                self.texts[key] = text
        if touched is None or self._failed or self.values.get(COUNT) != count_before:
            self.changed = None
        else:
            self.changed = [(key[len(DOC):],) if key.startswith(DOC) else ("items", int(key[len(ITEM):]))
                            for key in keys if key.startswith(DOC) or key[len(ITEM):].isdigit()]
        self._failed = True
        doc = self._check()
        self._failed = False
        return doc

    def _doc_problem(self) -> str | None:
        """Why the document's own fields are not plain JSON, or None: each part's value is walked once for
        each text it has had (as each item is checked), so a click's read walks only the parts it changed."""
        plain: dict[str, tuple[str, str | None]] = {}
        for key, value in self.values.items():
            if key.startswith(DOC):
                text, known = self.texts[key], self._plain.get(key)
                plain[key] = known if known is not None and known[0] == text else \
                    (text, jsonsafe.problem({key[len(DOC):]: value}))
        self._plain = plain
        return next((problem for _text, problem in plain.values() if problem), None)

    def _check(self) -> dict[str, Any]:
        doc = {key[len(DOC):]: value for key, value in self.values.items() if key.startswith(DOC)}
        count = self.values.get(COUNT)
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 100_000:
            raise DocumentError("items", Table.tr("the shared item count is missing or not a number"))
        missing = [n for n in range(count) if f"{ITEM}{n}" not in self.values]
        if missing:
            raise DocumentError(f"items[{missing[0]}]", Table.tr("is not shared (yet)"))
        texts = [self.texts[f"{ITEM}{n}"] for n in range(count)]
        doc["items"] = [self.values[f"{ITEM}{n}"] for n in range(count)]
        if doc.get("format") != "sheet/1":  # an older format: checked (and migrated) whole
            return parse_character(doc)[0]
        bad = self._doc_problem()
        if bad:
            raise DocumentError("", Table.tr("the document holds {problem}").format(problem=bad))
        check_fields(doc)
        self._items = {text: self._items.get(text) or _check_item(self.values[f"{ITEM}{n}"])
                       for n, text in enumerate(texts)}
        seen: dict[Any, int] = {}
        for index, text in enumerate(texts):
            problem, iid = self._items[text]
            if problem:
                raise DocumentError(f"items[{index}]" + (f".{problem[0]}" if problem[0] else ""), problem[1])
            if iid is not None:
                if iid in seen:
                    used = Table.tr("{id!r} is already used by items[{other}]").format(id=iid, other=seen[iid])
                    raise DocumentError(f"items[{index}].id", used)
                seen[iid] = index
        return doc


def _check_item(raw: Any) -> tuple[Any, Any]:
    """(problem as (path, message), or "", the item's id) of one published item."""
    bad = jsonsafe.problem(raw)
    if bad:
        return ("", Table.tr("the item holds {problem}").format(problem=bad)), None
    try:
        entry = parse_item(raw)
    except ItemError as err:
        return (err.path, err.message), None
    return "", entry.fields.id
