"""Tables of labels declared at import time, each translated when it is read (docs/translations.md).

The views declare many labels in module-level dicts and tuples (a group's name, a mode's words, a hint), read
by the widgets as they are built. The language is not known at import, so each label is marked with
`QT_TRANSLATE_NOOP(context, text)` and these tables give it in the current language when it is read:
`GROUP_NAMES.get(key, key)`, `OP_NAMES[op]`, `for key, text, tip in SPELL_PROPERTIES` are translated, the
keys stay as declared (code and documents use them).
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Generic, TypeVar, cast, overload

from ..i18n import translate

K = TypeVar("K")
V = TypeVar("V")
R = TypeVar("R", bound=tuple[Any, ...])


def _shown(context: str, value: Any, at: tuple[int, ...] | None) -> Any:
    """`value` translated (a label), or its strings at positions `at` translated (a tuple)."""
    if at is None:
        return translate(context, value) if isinstance(value, str) else value
    return tuple(translate(context, part) if n in at and isinstance(part, str) else part
                 for n, part in enumerate(value))


class Labels(Mapping[K, V], Generic[K, V]):
    """A dict whose values are labels (or tuples holding labels at positions `at`), translated when read."""

    def __init__(self, context: str, labels: Mapping[K, V], at: tuple[int, ...] | None = None):
        self.context, self.declared, self.at = context, dict(labels), at

    def __getitem__(self, key: K) -> V:
        return cast(V, _shown(self.context, self.declared[key], self.at))

    def __iter__(self) -> Iterator[K]:
        return iter(self.declared)

    def __len__(self) -> int:
        return len(self.declared)


class LabelRows(Sequence[R], Generic[R]):
    """A tuple of rows (tuples) holding labels at positions `at`, each translated when read."""

    def __init__(self, context: str, rows: Sequence[R], at: tuple[int, ...]):
        self.context, self.declared, self.at = context, tuple(rows), at

    @overload
    def __getitem__(self, index: int) -> R: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[R]: ...

    def __getitem__(self, index: int | slice) -> R | Sequence[R]:
        if isinstance(index, slice):
            return [cast(R, _shown(self.context, row, self.at)) for row in self.declared[index]]
        return cast(R, _shown(self.context, self.declared[index], self.at))

    def __len__(self) -> int:
        return len(self.declared)
