"""A predicate as rows and groups, and back, without losing anything (no Qt here).

`parse(pred)` turns a predicate into a tree of Rows ("self is raging", "level is at least 6"),
Groups (all of / any of / not) and Opaque parts (anything the rows cannot show, kept verbatim);
`to_json(tree)` writes it back. For every predicate `to_json(parse(p))` is `p` again, same keys,
same order, same number types: the editor only rewrites what the user touched.

Two rows with the same key cannot both be keys of one JSON object; the second is written into
`$and` (as {key: value}) instead of overwriting the first.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from ..engine.predicates import SIZES
from ..i18n import QT_TRANSLATE_NOOP, Labels

OPS = ("is", "oneOf", "min", "max", "equal", "between")
OP_NAMES = Labels("Views", {
    "is": QT_TRANSLATE_NOOP("Views", "is"),
    "oneOf": QT_TRANSLATE_NOOP("Views", "is one of"),
    "min": QT_TRANSLATE_NOOP("Views", "is at least"),
    "max": QT_TRANSLATE_NOOP("Views", "is at most"),
    "equal": QT_TRANSLATE_NOOP("Views", "is exactly"),
    "between": QT_TRANSLATE_NOOP("Views", "is between"),
})
OP_HINTS = Labels("Views", {
    "is": QT_TRANSLATE_NOOP("Views", "the character has the tag key:value"),
    "oneOf": QT_TRANSLATE_NOOP("Views", "the character has key:X for one of the listed values (comma-separated)"),
    "min": QT_TRANSLATE_NOOP("Views", "every value of this key is at least this number"),
    "max": QT_TRANSLATE_NOOP("Views", "every value of this key is at most this number"),
    "equal": QT_TRANSLATE_NOOP("Views", "every value of this key equals this number"),
    "between": QT_TRANSLATE_NOOP("Views", "every value of this key is within min and max (inclusive)"),
})
_RANGE_OPS = {frozenset({"min"}): "min", frozenset({"max"}): "max", frozenset({"equal"}): "equal",
              frozenset({"min", "max"}): "between"}
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


@dataclass
class Row:
    """key op value. `form` is how it was written: an object entry ("pair"), a one-entry object in a
    list ("element"), or a tag string "key:value" in a list ("tag")."""

    key: str
    op: str
    value: Any
    form: str = "pair"

    def complete(self) -> bool:
        return bool(self.key) and self.key[:1] != "$" and value_complete(self.op, self.value)

    def entry(self) -> tuple[str, Any]:
        return self.key, self.value

    def element(self) -> Any:
        if self.form == "tag" and self.op == "is" and isinstance(self.value, str):
            return f"{self.key}:{self.value}"
        return {self.key: self.value}


@dataclass
class Group:
    """all / any / not. `form`: "object" (the entries of one JSON object) or "list" ($and / $or)."""

    kind: str
    children: list[Node] = field(default_factory=list)
    form: str = "list"


@dataclass
class Opaque:
    """A part the rows cannot show: an object entry (key set) or a list element (key None)."""

    value: Any
    key: str | None = None


Node = Row | Group | Opaque


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _scalar(value: Any) -> bool:
    return (isinstance(value, str) and value != "") or is_number(value)


def value_complete(op: str, value: Any) -> bool:
    if op == "is":
        return _scalar(value)
    if op == "oneOf":
        return isinstance(value, list) and bool(value) and all(_scalar(v) for v in value)
    if op in ("min", "max", "equal", "between"):
        if not isinstance(value, dict):
            return False
        needed = ("min", "max") if op == "between" else (op,)
        return all(_scalar(value.get(name)) for name in needed)
    return False


# ---- parse -------------------------------------------------------------------------------------
def parse(pred: Any) -> Group | None:
    """The top-level tree (an "all of" group of object entries), or None if `pred` is not an object."""
    if pred is None:
        return Group("all", [], "object")
    if not isinstance(pred, dict):
        return None
    return Group("all", parse_entries(pred), "object")


def parse_entries(obj: dict[str, Any]) -> list[Node]:
    return [parse_entry(key, value) for key, value in obj.items()]


def parse_entry(key: Any, value: Any) -> Node:
    if not isinstance(key, str) or not key:
        return Opaque(value, str(key))
    if key in ("$and", "$or"):
        if isinstance(value, list):
            return Group("all" if key == "$and" else "any", [parse_element(e) for e in value], "list")
        return Opaque(value, key)
    if key == "$not":
        return _parse_not(value) or Opaque(value, key)
    if key.startswith("$"):
        return Opaque(value, key)
    row = _row(key, value, "pair")
    return row if row is not None else Opaque(value, key)


def _row(key: str, value: Any, form: str) -> Row | None:
    if _scalar(value):
        return Row(key, "is", value, form)
    if isinstance(value, list):
        return Row(key, "oneOf", value, form) if value and all(_scalar(v) for v in value) else None
    if isinstance(value, dict):
        if not value or not set(value) <= {"min", "max", "equal"}:
            return None
        if not all(_scalar(v) or v is None for v in value.values()):
            return None
        op = _RANGE_OPS.get(frozenset(k for k, v in value.items() if v is not None))
        return Row(key, op, value, form) if op else None
    return None


def _split_tag(tag: str) -> tuple[str, str] | None:
    key, colon, rest = tag.rpartition(":")
    if not colon or not key or not rest or key.startswith("$"):
        return None
    return key, rest


def parse_element(element: Any) -> Node:
    """An element of a $and / $or list: a tag string or an object."""
    if isinstance(element, str):
        parts = _split_tag(element)
        return Row(parts[0], "is", parts[1], "tag") if parts else Opaque(element)
    if isinstance(element, dict):
        if len(element) == 1:
            (key, value), = element.items()
            if key in ("$and", "$or") and isinstance(value, list):
                return Group("all" if key == "$and" else "any", [parse_element(e) for e in value], "list")
            if key == "$not":
                return _parse_not(value) or Group("all", parse_entries(element), "object")
            if isinstance(key, str) and key and not key.startswith("$"):
                row = _row(key, value, "element")
                if row is not None:
                    return row
        return Group("all", parse_entries(element), "object")
    return Opaque(element)


def _parse_not(value: Any) -> Group | None:
    if isinstance(value, str):
        parts = _split_tag(value)
        return Group("not", [Row(parts[0], "is", parts[1], "tag") if parts else Opaque(value)], "object")
    if isinstance(value, dict):
        return Group("not", parse_entries(value), "object")
    return None


# ---- write -------------------------------------------------------------------------------------
def to_json(root: Group) -> dict[str, Any]:
    """The predicate the top-level group stands for (incomplete rows are left out)."""
    return _object(root.children)


def _entry(node: Node) -> tuple[str, Any] | None:
    """A node as one entry of a JSON object, or None when it has nothing to say yet."""
    if isinstance(node, Row):
        return node.entry() if node.complete() else None
    if isinstance(node, Opaque):
        return (node.key, node.value) if node.key is not None else ("$and", [node.value])
    if node.kind == "not":
        operand = _not_operand(node)
        return ("$not", operand) if operand is not None else None
    if node.form == "object":  # an "all of" made of object entries, inside another object
        return "$and", [_object(node.children)]
    elements = [e for e in (_element(c) for c in node.children) if e is not None]
    return ("$and" if node.kind == "all" else "$or"), elements


def _element(node: Node) -> Any:
    """A node as an element of a $and / $or list, or None when it has nothing to say yet."""
    if isinstance(node, Row):
        return node.element() if node.complete() else None
    if isinstance(node, Opaque):
        return {node.key: node.value} if node.key is not None else node.value
    if node.kind == "not":
        operand = _not_operand(node)
        return {"$not": operand} if operand is not None else None
    if node.form == "object":
        return _object(node.children)
    elements = [e for e in (_element(c) for c in node.children) if e is not None]
    return {"$and" if node.kind == "all" else "$or": elements}


def _not_operand(node: Group) -> Any:
    if not node.children:
        return {}
    live = [c for c in node.children if not (isinstance(c, Row) and not c.complete())]
    if not live:
        return None
    if len(live) == 1:
        only = live[0]
        if isinstance(only, Row) and only.form == "tag" and only.op == "is" and isinstance(only.value, str):
            return only.element()
        if isinstance(only, Opaque) and only.key is None:
            return only.value
    return _object(live)


def _object(children: list[Node]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    extra: list[Any] = []
    for child in children:
        pair = _entry(child)
        if pair is None:
            continue
        key, value = pair
        if key not in out:
            out[key] = value
        elif key == "$and" and isinstance(out[key], list) and isinstance(value, list) \
                and isinstance(child, Opaque) and child.key is None:
            out[key] = out[key] + value
        else:
            extra.append({key: value})
    if extra:
        if "$and" not in out:
            out["$and"] = extra
        elif isinstance(out["$and"], list):
            out["$and"] = out["$and"] + extra
        else:  # "$and" holds something the rows cannot show: keep it, and nest the rest
            return {"$and": [{k: v} for k, v in out.items()] + extra}
    return out


# ---- values as text ----------------------------------------------------------------------------
def fmt(value: Any) -> str:
    """A stored value as the row shows it."""
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() and abs(value) < 1e15 else repr(value)
    return str(value)


def bound(text: str, key: str) -> Any:
    """A typed bound: a number (int when whole), a size name for `size`, else None (not valid)."""
    text = text.strip()
    if _NUMBER.fullmatch(text):
        number = float(text)
        if not math.isfinite(number):
            return None
        return int(number) if number.is_integer() and re.fullmatch(r"[+-]?\d+", text) else number
    if key == "size" and text.lower() in SIZES:
        return text.lower()
    return None


def convert(row: Row, op: str) -> Any:
    """The row's value carried over to another operator (as far as it fits)."""
    first = first_text(row)
    if op == "is":
        return first
    if op == "oneOf":
        if row.op == "oneOf":
            return row.value
        return [row.value] if _scalar(row.value) else ([first] if first else [])
    number = bound(first, row.key) if first else None
    if op == "between":
        high = row.value.get("max") if isinstance(row.value, dict) else None
        return {"min": number, "max": high if row.op in ("max", "between") else number}
    return {op: number}


def first_text(row: Row) -> str:
    value = row.value
    if row.op == "oneOf" and isinstance(value, list):
        return fmt(value[0]) if value else ""
    if isinstance(value, dict):
        for name in ("min", "equal", "max"):
            if value.get(name) is not None:
                return fmt(value[name])
        return ""
    return fmt(value)
