"""Plain JSON only: what every document, step and edit must be before the engine takes it.

Python's json module reads more than JSON (NaN, Infinity, "\\ud800" that no UTF-8 file can hold) and
fails in its own ways on hostile input (RecursionError on deep nesting, a ValueError on 5,000-digit
numbers). Values like these would be saved, then break an export or another program reading the
library. Everything that enters the engine is checked here first, with a message naming where.
"""
from __future__ import annotations

import copy
import json
import math
from typing import Any

from ..i18n import Engine

MAX_DEPTH = 200  # objects and lists inside each other: a deepest real condition (32 levels) nests ~70
MAX_NUMBER = 10**15  # the formula limit: no number the sheet uses is larger


class JsonError(ValueError):
    """Text or a value that is not plain JSON; the message says what and where."""


def problem(value: Any, where: str = "") -> str | None:
    """The first reason `value` is not plain JSON, with its path, or None."""
    if _plain(value):  # the usual answer, found without making a path for every value (a 12 MB file's ~1M)
        return None
    return _problem(value, where)


def _plain(value: Any) -> bool:
    """Whether `value` is plain JSON, for sure (False: `_problem` looks again and says why, or that it is)."""
    kind = type(value)
    if kind is not dict and kind is not list:
        return _problem(value, "") is None
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth >= MAX_DEPTH:
            return False
        if type(item) is dict and not _plain_keys(item):
            return False
        for inner in item.values() if type(item) is dict else item:
            kind = type(inner)
            if kind is str:
                if not inner.isascii() and _unpaired_surrogate(inner):
                    return False
            elif kind is dict or kind is list:
                stack.append((inner, depth + 1))
            elif not _plain_scalar(inner, kind):
                return False
    return True


def copy_plain(value: Any) -> Any:
    """A deep copy of a value `problem` found plain: new dicts and lists, the scalars shared (immutable);
    ~3x faster than copy.deepcopy, which asks each value's type how to copy it and keeps a memo of all."""
    kind = type(value)
    if kind is dict:
        return _copy_dict(value)
    if kind is list:
        return _copy_list(value)
    return value if kind is not tuple else copy.deepcopy(value)


def _copy_dict(value: dict[str, Any]) -> dict[str, Any]:
    return {key: _copy_dict(inner) if type(inner) is dict else _copy_list(inner) if type(inner) is list
            else inner if type(inner) is not tuple else copy.deepcopy(inner) for key, inner in value.items()}


def _copy_list(value: list[Any]) -> list[Any]:
    return [_copy_dict(inner) if type(inner) is dict else _copy_list(inner) if type(inner) is list
            else inner if type(inner) is not tuple else copy.deepcopy(inner) for inner in value]


def _plain_keys(item: dict[Any, Any]) -> bool:
    return all(type(key) is str and (key.isascii() or not _unpaired_surrogate(key)) for key in item)


def _plain_scalar(value: Any, kind: type) -> bool:
    if kind is int:
        return -MAX_NUMBER <= value <= MAX_NUMBER
    if kind is float:
        return math.isfinite(value) and -MAX_NUMBER <= value <= MAX_NUMBER
    return kind is bool or value is None


def _problem(value: Any, where: str) -> str | None:
    stack: list[tuple[Any, str, int]] = [(value, where, 0)]
    while stack:
        item, path, depth = stack.pop()
        at = Engine.tr(" at {path}", "where in a document: a number beyond ±10^15 at items[2].hp").format(
            path=path) if path else ""
        if isinstance(item, bool) or item is None:
            continue
        if isinstance(item, str):
            if _unpaired_surrogate(item):
                return Engine.tr("text with an unpaired surrogate (not valid Unicode){at}").format(at=at)
            continue
        if isinstance(item, int):
            if abs(item) > MAX_NUMBER:
                return Engine.tr("a number beyond ±10^15{at}").format(at=at)
            continue
        if isinstance(item, float):
            if not math.isfinite(item):
                return Engine.tr("NaN or Infinity, which JSON does not have{at}").format(at=at)
            if abs(item) > MAX_NUMBER:
                return Engine.tr("a number beyond ±10^15{at}").format(at=at)
            continue
        if depth >= MAX_DEPTH:
            return Engine.tr("objects or lists nested more than {limit} deep{at}").format(limit=MAX_DEPTH, at=at)
        if isinstance(item, dict):
            for key, inner in item.items():
                if not isinstance(key, str):
                    return Engine.tr("a key that is not text{at}").format(at=at)
                if _unpaired_surrogate(key):
                    return Engine.tr("a key with an unpaired surrogate (not valid Unicode){at}").format(at=at)
                stack.append((inner, f"{path}.{key}" if path else key, depth + 1))
        elif isinstance(item, (list, tuple)):
            for index, inner in enumerate(item):
                stack.append((inner, f"{path}[{index}]", depth + 1))
        else:
            return Engine.tr("a {kind}, which is not a JSON value{at}").format(kind=type(item).__name__, at=at)
    return None


def _unpaired_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def refuse_constant(name: str) -> Any:
    """json.loads hook: NaN and Infinity are not JSON."""
    raise ValueError(Engine.tr("{name} is not a JSON value").format(name=name))


def loads(text: str) -> Any:
    """Parse JSON text, refusing anything `problem` refuses; JsonError says why."""
    try:
        value = json.loads(text, parse_constant=refuse_constant)
    except json.JSONDecodeError as err:
        raise JsonError(Engine.tr("not valid JSON: {error} (line {line}, column {column})").format(
            error=err.msg, line=err.lineno, column=err.colno)) from None
    except RecursionError:
        raise JsonError(Engine.tr("not usable: objects or lists nested more than {limit} deep").format(
            limit=MAX_DEPTH)) from None
    except ValueError as err:  # NaN/Infinity, or a number with thousands of digits
        raise JsonError(Engine.tr("not usable JSON: {error}").format(error=err)) from None
    found = problem(value)
    if found:
        raise JsonError(Engine.tr("not usable: it holds {problem}").format(problem=found))
    return value
