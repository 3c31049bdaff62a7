"""The words a declaration is written in: constraints and notes carried as `typing.Annotated` metadata.

A rule type, an item's fields, a document's fields and a play-format step are each declared once, as an
annotated class; what a field must be is written beside its type:

    count: Annotated[int, Ge(0), Le(NUMBER_LIMIT)]
    name: Annotated[str, MinLen(1), Doc("The item's name as the sheet shows it.")]

These markers are plain data, so reading a declaration imports nothing heavy (no pydantic at start-up,
docs/performance.md). The quick readers interpret them directly; the pydantic models built from the same
declarations turn them into pydantic's own constraints, so every message stays pydantic's.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Ge:
    """The value is at least `value`."""

    value: Any


@dataclass(frozen=True)
class Le:
    """The value is at most `value`."""

    value: Any


@dataclass(frozen=True)
class MinLen:
    """A text or list has at least `value` characters or entries."""

    value: int


@dataclass(frozen=True)
class Doc:
    """One line that says what the field is for, in the game's words (the Rules Builder shows it)."""

    text: str


def metadata(annotation: Any, kind: type) -> list[Any]:
    """The markers of one kind on an `Annotated[...]` annotation (none on a bare one)."""
    return [m for m in getattr(annotation, "__metadata__", ()) if isinstance(m, kind)]
