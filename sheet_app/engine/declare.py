"""The words a declaration is written in: constraints and notes carried as `typing.Annotated` metadata.

A rule type, an item's fields, a document's fields and a play-format step are each declared once, as an
annotated class; what a field must be is written beside its type:

    count: Annotated[int, Ge(0), Le(NUMBER_LIMIT)]
    name: Annotated[str, MinLen(1), Doc(QT_TRANSLATE_NOOP("Rules", "The item's name as the sheet shows it."))]
    max: Annotated[str, Formula(), Label(QT_TRANSLATE_NOOP("Rules", "Max charges"))] = "1"

These markers are plain data, so reading a declaration imports nothing heavy (no pydantic at start-up,
docs/performance.md). The quick readers interpret them directly; the pydantic models built from the same
declarations turn them into pydantic's own constraints, so every message stays pydantic's. A Label's or a
Doc's words are marked for translation where they are written (QT_TRANSLATE_NOOP, context "Rules") and read
in the player's language through `text`.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..i18n import translate


class _Marker:
    """A marker's values, compared and shown as a frozen dataclass's would be (plain classes: a
    dataclass costs a millisecond of start-up each)."""

    __slots__: tuple[str, ...] = ()
    _names: tuple[str, ...] = ()  # the values, in order (a subclass's __slots__ holds only its own)

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._names)

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self._values() == other._values()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self), self._values()))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._names)
        return f"{type(self).__name__}({shown})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen")


class _Value(_Marker):
    __slots__ = ("value",)
    _names = ("value",)
    value: Any

    def __init__(self, value: Any):
        object.__setattr__(self, "value", value)

    @property
    def text(self) -> str:
        """A note's words (Doc, Label), in the player's language."""
        return translate("Rules", str(self.value))


class Ge(_Value):
    """The value is at least `value`."""


class Le(_Value):
    """The value is at most `value`."""


class MinLen(_Value):
    """A text or list has at least `value` characters or entries."""


class Doc(_Value):
    """One line that says what the field is for, in the game's words (the Rules Builder shows it)."""


class Label(_Value):
    """The field's name on its Rules Builder card ("Max charges")."""


class Formula(_Marker):
    """A formula field (engine.md §3): text, or a number written as one (3 reads as "3"). `dice`: dice
    are allowed; `context`: the references only this field's context gives (@n and @sum of a spend)."""

    __slots__ = ("dice", "context")
    _names = ("dice", "context")
    dice: bool
    context: frozenset[str]

    def __init__(self, dice: bool = False, context: frozenset[str] = frozenset()):
        object.__setattr__(self, "dice", dice)
        object.__setattr__(self, "context", context)


class Strict(_Marker):
    """A number or a truth value taken only as its own JSON type (no "2" for 2, no 1 for true)."""


class Absent(_Marker):
    """A new rule leaves the field out (absent means its default), as upstream's own new rules do."""


class Fresh(_Marker):
    """A default made anew for every value read: `factory()` gives a list, a dict, or the raw dict of a
    nested declaration (read like any other value of that field)."""

    __slots__ = ("factory",)
    _names = ("factory",)
    factory: Callable[[], Any]

    def __init__(self, factory: Callable[[], Any]):
        object.__setattr__(self, "factory", factory)


def fresh(factory: Callable[[], Any]) -> Any:
    """`field: list[str] = fresh(list)`: a default made anew each time (typed Any, so it fits any field)."""
    return Fresh(factory)


def marker(annotation: Any, kind: type) -> Any:
    """The first marker of one kind on an annotation, or None."""
    for found in getattr(annotation, "__metadata__", ()):
        if isinstance(found, kind):
            return found
    return None
