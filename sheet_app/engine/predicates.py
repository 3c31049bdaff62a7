"""Tags and predicates, the "Applies when" conditions on rules (engine.md §2)."""
from __future__ import annotations

import bisect
import functools
import math
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

from ..i18n import Engine

SIZES = ("tiny", "small", "medium", "large", "huge", "gargantuan")
MAX_DEPTH = 32  # predicates arrive as pasted JSON; a deeper one is hostile, not a real condition

_SIZE_RANK = {name: rank for rank, name in enumerate(SIZES)}
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?", re.ASCII)
_BOUNDS = ("min", "max", "equal")
_SEQ = (list, tuple)  # JSON gives lists; tuples come from Python callers and mean the same
_ATOM, _AND, _OR = 0, 1, 2  # precedence of a described phrase, to know when to add parentheses


class PredicateError(ValueError):
    """A structurally invalid predicate: `path` says where, `message` says what, in plain words."""

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        self.message = message
        super().__init__(_where(path, message))


def _where(path: str, message: str) -> str:
    """One problem as the UI shows it: the place, then what is wrong."""
    return Engine.tr("{where}: {problem}").format(where=path or Engine.tr("predicate"), problem=message)


def _num(value: object) -> float | None:
    """The value as a finite number, or None (bools and non-numeric text are not numbers)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        try:
            number = float(value)
        except OverflowError:  # ints past float range cannot be compared meaningfully
            return None
    elif isinstance(value, str) and _NUMBER.fullmatch(value.strip()):
        number = float(value.strip())  # the regex keeps out float()'s extras: "nan", "inf", "1_0"
    else:
        return None
    return number if math.isfinite(number) else None


def _size(value: object) -> float | None:
    """The rank of a size name (tiny = 0), or None."""
    if not isinstance(value, str):
        return None
    rank = _SIZE_RANK.get(value.strip().lower())
    return None if rank is None else float(rank)


@functools.lru_cache(maxsize=4096)
def slug(name: str) -> str:
    """A name as a tag value: lowercase, runs of other characters as single dashes, trimmed."""
    # Apostrophes vanish rather than split a word, as upstream's slugs do ("stones-resilience").
    text = name.lower().replace("'", "").replace("\u2019", "")
    return "-".join("".join(c if c.isalnum() else " " for c in text).split())


class TagSet:
    """An immutable set of `key:value` tags, indexed by every colon split for fast lookups."""

    __slots__ = ("_tags", "_ordered", "_values", "_numbers")
    _tags: frozenset[str]
    _ordered: tuple[str, ...] | None  # None until something iterates a patched set
    _values: dict[str, tuple[str, ...]]
    _numbers: dict[str, tuple[float, ...]]

    def __init__(self, tags: Iterable[str]) -> None:
        if isinstance(tags, str):  # a lone string would silently become a set of characters
            raise TypeError("TagSet needs an iterable of tags, not a single string")
        unique = set(tags)
        if not all(isinstance(tag, str) for tag in unique):
            raise TypeError("every tag must be a string")
        ordered = tuple(sorted(unique))
        values: dict[str, list[str]] = {}
        for tag in ordered:
            # Keys may hold colons ("self:fooChargePool:1"), so index the tag under every prefix.
            cut = tag.find(":")
            while cut != -1:
                values.setdefault(tag[:cut], []).append(tag[cut + 1:])
                cut = tag.find(":", cut + 1)
        # Numeric views are parsed on first use per key (a character has far more keys than its
        # predicates ask about numerically) and kept, so "is one of 3" is then a set lookup.
        numbers: dict[str, tuple[float, ...]] = {}
        for name, value in (("_tags", frozenset(ordered)), ("_ordered", ordered), ("_numbers", numbers),
                            ("_values", {key: tuple(vals) for key, vals in values.items()})):
            object.__setattr__(self, name, value)

    def extended(self, extra: Iterable[str]) -> TagSet:
        """A new TagSet with these tags added (cheaper than building one from scratch)."""
        added = [tag for tag in extra if tag not in self._tags]
        if not added:
            return self
        return self._patched(frozenset(added), frozenset())

    def updated(self, tags: Iterable[str]) -> TagSet:
        """A new TagSet of exactly `tags`, built from this one: only the keys of the tags that came or
        went are indexed again (a character's tags change by a few pool counts per action)."""
        if isinstance(tags, str):
            raise TypeError("TagSet needs an iterable of tags, not a single string")
        unique = frozenset(tags)
        added, removed = unique - self._tags, self._tags - unique
        if len(added) + len(removed) > len(unique):
            return TagSet(unique)
        if not all(isinstance(tag, str) for tag in added):
            raise TypeError("every tag must be a string")
        return self._patched(added, removed)

    def changed(self, added: Iterable[str], removed: Iterable[str]) -> TagSet:
        """This set less `removed` plus `added` (cheaper than `updated` when the few tags that came and went
        are known): only their keys are indexed again."""
        added = frozenset(added)
        came = added - self._tags
        went = self._tags.intersection(removed) - added
        if not came and not went:
            return self
        if not all(isinstance(tag, str) for tag in came):
            raise TypeError("every tag must be a string")
        return self._patched(came, went)

    def _patched(self, added: frozenset[str], removed: frozenset[str]) -> TagSet:
        """This set with `added` in and `removed` out: the same index TagSet() would build."""
        touched: dict[str, tuple[list[str], list[str]]] = {}
        for side, group in ((0, removed), (1, added)):
            for tag in group:
                cut = tag.find(":")
                while cut != -1:
                    touched.setdefault(tag[:cut], ([], []))[side].append(tag[cut + 1:])
                    cut = tag.find(":", cut + 1)
        values = dict(self._values)
        for key, (gone, came) in touched.items():
            # A key's values are its tags' rests in tag order, which is their own sorted order: the few
            # that went are taken out and the few that came are put in their places (no sort of the rest).
            kept = list(values.get(key, ()))
            for rest in gone:
                del kept[bisect.bisect_left(kept, rest)]
            for rest in came:
                bisect.insort(kept, rest)
            if kept:
                values[key] = tuple(kept)
            else:
                values.pop(key, None)
        new = TagSet.__new__(TagSet)
        # The sorted order is made when something iterates the set (pool resolution only looks up).
        for name, value in (("_tags", (self._tags - removed) | added), ("_ordered", None), ("_values", values),
                            ("_numbers", {key: found for key, found in self._numbers.items() if key not in touched})):
            object.__setattr__(new, name, value)
        return new

    def _order(self) -> tuple[str, ...]:
        ordered = self._ordered
        if ordered is None:
            ordered = tuple(sorted(self._tags))
            object.__setattr__(self, "_ordered", ordered)
        return ordered

    def __setattr__(self, name: str, value: object) -> None:
        """Refuse changes: one TagSet is the state an action began with (engine.md §2)."""
        raise AttributeError("TagSet is immutable")

    def __contains__(self, tag: object) -> bool:
        return tag in self._tags

    def __iter__(self) -> Iterator[str]:
        return iter(self._order())

    def __len__(self) -> int:
        return len(self._tags)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TagSet) and self._tags == other._tags

    def __hash__(self) -> int:
        return hash(self._tags)

    def __repr__(self) -> str:
        return f"TagSet({list(self._order())!r})"

    def difference(self, other: TagSet) -> frozenset[str]:
        """The tags in one of the two sets but not in both."""
        return self._tags ^ other._tags

    def values(self, key: str) -> tuple[str, ...]:
        """Every X such that "key:X" is a tag, in tag order."""
        return self._values.get(key, ())

    def has_number(self, key: str, number: float) -> bool:
        """Whether some "key:X" has a numeric X equal to `number`."""
        return number in self.numbers(key)

    def numbers(self, key: str) -> tuple[float, ...]:
        """The numeric X of every "key:X", in tag order (parsed on first use per key, then kept)."""
        found = self._numbers.get(key)
        if found is None:
            found = self._numbers[key] = tuple(n for n in map(_num, self._values.get(key, ())) if n is not None)
        return found

    def as_frozenset(self) -> frozenset[str]:
        """The tags as a set (no copy, no sort)."""
        return self._tags

    def as_list(self) -> list[str]:
        """The tags, sorted."""
        return list(self._order())


# ---- structure -------------------------------------------------------------------------------
# A problem is (path, message, fatal). Fatal ones make evaluate() raise; the others are predicates
# that are well formed but can never (or always) hold, which the builder should point out.
_Problem = tuple[str, str, bool]


def _kind(value: object) -> str:
    """A JSON-ish name for a value's type, for messages."""
    if value is None:
        return Engine.tr("null")
    if isinstance(value, bool):
        return Engine.tr("true/false")
    if isinstance(value, (int, float)):
        return Engine.tr("a number")
    if isinstance(value, str):
        return Engine.tr("text")
    if isinstance(value, _SEQ):
        return Engine.tr("a list")
    if isinstance(value, Mapping):
        return Engine.tr("an object")
    return type(value).__name__


def _walk(pred: object, path: str, depth: int, out: list[_Problem]) -> None:
    """Collect the problems of one predicate object."""
    if depth > MAX_DEPTH:
        out.append((path, Engine.tr("nested more than {limit} levels deep").format(limit=MAX_DEPTH), True))
        return
    if not isinstance(pred, Mapping):
        out.append((path, Engine.tr("a predicate must be an object, got {kind}").format(kind=_kind(pred)), True))
        return
    for key, value in pred.items():
        here = f"{path}.{key}" if path else str(key)
        if not isinstance(key, str) or not key:
            out.append((here, Engine.tr("a key must be non-empty text"), True))
        elif key in ("$and", "$or"):
            if not isinstance(value, _SEQ):
                out.append((here, Engine.tr("{key} needs a list, got {kind}").format(key=key, kind=_kind(value)), True))
                continue
            if not value:
                out.append((here, Engine.tr("empty list always holds") if key == "$and"
                            else Engine.tr("empty list never holds"), False))
            for i, element in enumerate(value):
                _walk_operand(element, f"{here}[{i}]", depth, out)
        elif key == "$not":
            _walk_operand(value, here, depth, out)
        elif key.startswith("$"):
            out.append((here, Engine.tr("unknown operator {key} (use $and, $or or $not)").format(key=key), True))
        elif isinstance(value, Mapping):
            _walk_range(key, value, here, out)
        elif isinstance(value, _SEQ):
            if not value:
                out.append((here, Engine.tr("empty list never matches"), False))
            for i, element in enumerate(value):
                _walk_value(element, f"{here}[{i}]", out)
        else:
            _walk_value(value, here, out)


def _walk_operand(value: object, path: str, depth: int, out: list[_Problem]) -> None:
    """An element of $and/$or, or the operand of $not: a whole tag or a nested predicate."""
    if isinstance(value, str):
        if not value:
            out.append((path, Engine.tr("empty tag"), True))
    elif isinstance(value, Mapping):
        if not value:
            # engine.md §2: {} holds only at the top level; inside it would make a bonus always apply.
            out.append((path, Engine.tr("an empty condition here would always hold; remove it or give it a tag"), True))
        else:
            _walk(value, path, depth + 1, out)
    else:
        out.append((path, Engine.tr("needs a tag or a predicate object, got {kind}").format(kind=_kind(value)), True))


def _walk_value(value: object, path: str, out: list[_Problem]) -> None:
    """A tag value: non-empty text or a finite number."""
    if isinstance(value, str):
        if not value:
            out.append((path, Engine.tr("empty value"), True))
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        if _num(value) is None:
            out.append((path, Engine.tr("not a finite number"), True))
    else:
        out.append((path, Engine.tr("a tag value must be text or a number, got {kind}").format(kind=_kind(value)),
                    True))


def _walk_range(key: str, rng: Mapping, path: str, out: list[_Problem]) -> None:
    """A {min, max, equal} comparison; size bounds are size names, others numbers."""
    rank, wanted = (_size, Engine.tr("a size ({sizes})").format(sizes=", ".join(SIZES))) if key == "size" \
        else (_num, Engine.tr("a number"))
    bounds: dict[str, float] = {}
    for name, bound in rng.items():
        if name not in _BOUNDS:
            out.append((f"{path}.{name}", Engine.tr("unknown bound (use min, max or equal)"), True))
        elif bound is not None:  # a blank field in a form is written as null: it just means "no bound"
            value = rank(bound)
            if value is None:
                out.append((f"{path}.{name}", Engine.tr("must be {wanted}, got {bound}").format(
                    wanted=wanted, bound=repr(bound)), True))
            else:
                bounds[name] = value
    if not any(rng.get(name) is not None for name in _BOUNDS):
        out.append((path, Engine.tr("a comparison needs min, max or equal"), True))
    low, high, equal = bounds.get("min"), bounds.get("max"), bounds.get("equal")
    if low is not None and high is not None and low > high:
        out.append((path, Engine.tr("min is above max, so this never matches"), False))
    if equal is not None and ((low is not None and equal < low) or (high is not None and equal > high)):
        out.append((path, Engine.tr("equal is outside min..max, so this never matches"), False))


def _problems(pred: object) -> list[_Problem]:
    """All problems of a top-level predicate (None counts as {})."""
    out: list[_Problem] = []
    if pred is not None:
        _walk(pred, "", 1, out)
    return out


def _check(pred: object) -> Mapping:
    """The predicate as a mapping, or PredicateError naming its first structural problem."""
    for path, message, fatal in _problems(pred):
        if fatal:
            raise PredicateError(path, message)
    return pred if isinstance(pred, Mapping) else {}


def validate_structure(pred: object) -> None:
    """PredicateError naming the first structural problem of a predicate; nothing when it is sound."""
    _check(pred)


def validate(pred: object) -> list[str]:
    """Every problem with a predicate, each naming where it is; [] when it is fine."""
    return [_where(path, message) for path, message, _ in _problems(pred)]


# ---- evaluation ------------------------------------------------------------------------------
_CHECKED: dict[int, tuple[object, Mapping]] = {}


def _check_cached(pred: object) -> Mapping:
    """`_check`, remembered per predicate object: rules keep their predicates and never edit them."""
    hit = _CHECKED.get(id(pred))
    if hit is not None and hit[0] is pred:
        return hit[1]
    checked = _check(pred)
    if len(_CHECKED) > 20000:  # bounded; the objects are held so their ids cannot be reused
        _CHECKED.clear()
    _CHECKED[id(pred)] = (pred, checked)
    return checked


_DEPENDS: dict[int, tuple[object, tuple[tuple[str, ...], tuple[str, ...]]]] = {}
_COMPILED: dict[int, tuple[object, Callable[[Any], bool]]] = {}


def _dependencies(pred: Mapping) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The keys whose values, and the whole tags whose presence, decide a (checked) predicate.

    `{"self": "raging"}` only asks whether the tag "self:raging" is there, so it depends on that tag,
    not on every "self:" value (which the pool counts change after nearly every action); a number or a
    range asks the key's values (numbers compare as numbers: "3" matches "3.0")."""
    keys: list[str] = []
    whole: list[str] = []

    def value_of(key: str, value: object) -> None:
        if isinstance(value, str) and _num(value) is None:
            whole.append(f"{key}:{value}")
        else:
            keys.append(key)

    def walk(node: object) -> None:
        if isinstance(node, str):
            whole.append(node)
            return
        if not isinstance(node, Mapping):
            return
        for key, value in node.items():
            if key in ("$and", "$or"):
                for element in value:
                    walk(element)
            elif key == "$not":
                walk(value)
            elif isinstance(value, _SEQ) and not isinstance(value, str):
                for element in value:
                    value_of(key, element)
            elif isinstance(value, Mapping):
                keys.append(key)
            else:
                value_of(key, value)

    walk(pred)
    return tuple(dict.fromkeys(keys)), tuple(dict.fromkeys(whole))


def dependencies(pred: object) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(keys, whole tags) that decide `pred`: while `tags.values(key)` for each key and the presence of
    each whole tag stay the same, so does its result. PredicateError if it is invalid."""
    checked = _check_cached(pred)
    deps = _DEPENDS.get(id(pred))
    if deps is None or deps[0] is not pred:
        deps = (pred, _dependencies(checked))
        if len(_DEPENDS) > 20000:
            _DEPENDS.clear()
        _DEPENDS[id(pred)] = deps
    return deps[1]


def evaluate(pred: object, tags: TagSet | Iterable[str]) -> bool:
    """Whether the predicate holds for these tags; PredicateError if it is structurally invalid."""
    # Anything with TagSet's lookups (e.g. a character's tags layered with an item's) is used as is.
    view: Any = tags if hasattr(tags, "has_number") else TagSet(tags)
    hit = _COMPILED.get(id(pred))
    if hit is None or hit[0] is not pred:
        # Checked and compiled once per predicate object, as _check_cached (rules never edit theirs);
        # an invalid one is checked again, and refused, every time.
        hit = (pred, _compile(_check_cached(pred)))
        if len(_COMPILED) > 20000:  # bounded; the objects are held so their ids cannot be reused
            _COMPILED.clear()
        _COMPILED[id(pred)] = hit
    return hit[1](view)


# A checked predicate as nested closures over its keys and values: nothing is walked or parsed when
# it is asked (the engine asks hundreds of conditions in an action at 2,000 items).
def _compile(pred: Mapping) -> Callable[[Any], bool]:
    """Every entry holds (in order, stopping at the first that does not)."""
    return _all([_compile_entry(key, value) for key, value in pred.items()])


def _all(tests: list[Callable[[Any], bool]]) -> Callable[[Any], bool]:
    """Every test holds, asked in order up to the first that does not (none: it holds)."""
    if len(tests) == 1:
        return tests[0]

    def every(tags: Any) -> bool:
        for test in tests:  # noqa: SIM110  # a loop: all() over a generator costs twice as much here
            if not test(tags):
                return False
        return True
    return every


def _any(tests: list[Callable[[Any], bool]]) -> Callable[[Any], bool]:
    """Some test holds, asked in order up to the first that does (none: it does not hold)."""
    if len(tests) == 1:
        return tests[0]

    def some(tags: Any) -> bool:
        for test in tests:  # noqa: SIM110  # a loop: any() over a generator costs twice as much here
            if test(tags):
                return True
        return False
    return some


def _compile_entry(key: str, value: Any) -> Callable[[Any], bool]:
    """One entry: $and / $or / $not of operands, a comparison, one of a list of values, or a value."""
    if key in ("$and", "$or"):
        operands = [_compile_operand(element) for element in value]
        return _all(operands) if key == "$and" else _any(operands)
    if key == "$not":
        operand = _compile_operand(value)
        return lambda tags: not operand(tags)
    if isinstance(value, Mapping):
        return _compile_range(key, value)
    if isinstance(value, _SEQ):
        return _compile_one_of(key, value) if len(value) > 1 else _any([_compile_value(key, v) for v in value])
    return _compile_value(key, value)


def _compile_one_of(key: str, values: Sequence[object]) -> Callable[[Any], bool]:
    """Some key:X equals one of the values, as _compile_value asks each: a numeric value as a number (the
    key's numbers looked at once), a word as its tag. A numeric word ("4") needs no look at its tag: its
    tag there means its number is among the key's."""
    words = tuple(f"{key}:{v}" for v in values if isinstance(v, str) and _num(v) is None)
    numbers = frozenset(n for n in map(_num, values) if n is not None)

    def one_of(tags: Any) -> bool:
        for tag in words:
            if tag in tags:
                return True
        return bool(numbers) and not numbers.isdisjoint(tags.numbers(key))
    return one_of


def _compile_operand(value: object) -> Callable[[Any], bool]:
    """A whole tag is present, or a nested predicate holds."""
    if isinstance(value, str):
        return lambda tags: value in tags
    return _compile(value)  # type: ignore[arg-type]


def _compile_value(key: str, value: object) -> Callable[[Any], bool]:
    """Some key:X equals the value, as text or (when both are numeric) as a number."""
    tag = f"{key}:{value}" if isinstance(value, str) else None
    number = _num(value)
    if number is None:
        if tag is None:
            return lambda tags: False
        return lambda tags: tag in tags
    if tag is None:
        return lambda tags: tags.has_number(key, number)  # type: ignore[no-any-return]
    return lambda tags: tag in tags or tags.has_number(key, number)  # type: ignore[no-any-return]


def _compile_range(key: str, rng: Mapping) -> Callable[[Any], bool]:
    """Every key:X with a numeric X (a size for `size`) is within the bounds, and there is at least one.

    Tags of the key with a word value (`enemiesAdjacent:most`) are ignored (engine.md §2)."""
    rank = _size if key == "size" else _num
    bounds = {name: rank(bound) for name, bound in rng.items() if bound is not None}
    low, high, equal = bounds.get("min"), bounds.get("max"), bounds.get("equal")

    def in_range(tags: Any) -> bool:
        found = tags.numbers(key) if rank is _num else [value for value in map(rank, tags.values(key))
                                                        if value is not None]
        if not found:
            return False
        for value in found:
            if (low is not None and value < low) or (high is not None and value > high):
                return False
            if equal is not None and value != equal:
                return False
        return True
    return in_range


# ---- plain words -----------------------------------------------------------------------------
_DESCRIBED: dict[int, tuple[object, str]] = {}


def describe(pred: object) -> str:
    """The predicate in plain words for the UI, e.g. "self is raging and level ≥ 6"."""
    hit = _DESCRIBED.get(id(pred))
    if hit is not None and hit[0] is pred:
        return hit[1]
    text = _say(_check_cached(pred))[0]
    if len(_DESCRIBED) > 20000:
        _DESCRIBED.clear()
    _DESCRIBED[id(pred)] = (pred, text)
    return text


def _say(pred: Mapping) -> tuple[str, int]:
    """A checked predicate object as words, with the precedence of its outermost joint."""
    if not pred:
        return Engine.tr("always", "a condition that always holds"), _ATOM
    return _join([_say_entry(key, value) for key, value in pred.items()], "and")


def _join(parts: list[tuple[str, int]], word: str) -> tuple[str, int]:
    """Join phrases with "and"/"or", bracketing the ones that bind differently."""
    if len(parts) == 1:
        return parts[0]
    joint = _AND if word == "and" else _OR
    texts = [f"({text})" if prec not in (_ATOM, joint) else text for text, prec in parts]
    joiner = Engine.tr(" and ", "joins conditions: self is raging and level ≥ 6") if word == "and" else \
        Engine.tr(" or ", "joins conditions: self is raging or self is bloodied")
    return joiner.join(texts), joint


def _say_entry(key: str, value: object) -> tuple[str, int]:
    """One top-level entry as words."""
    if key in ("$and", "$or"):
        parts = [_say_operand(element) for element in value]  # type: ignore[attr-defined,union-attr]
        if not parts:
            return (Engine.tr("always", "a condition that always holds") if key == "$and"
                    else Engine.tr("never", "a condition that never holds")), _ATOM
        return _join(parts, key[1:])
    if key == "$not":
        text, prec = _say_operand(value)
        return (Engine.tr("not ({condition})") if prec != _ATOM else Engine.tr("not {condition}")).format(
            condition=text), _ATOM
    if isinstance(value, Mapping):
        return _say_range(key, value), _ATOM
    if isinstance(value, _SEQ):
        if not value:
            return Engine.tr("{key} is one of (nothing)").format(key=key), _ATOM
        listed = ", ".join(_fmt(element) for element in value)
        return (Engine.tr("{key} is {value}") if len(value) == 1 else Engine.tr("{key} is one of {values}")).format(
            key=key, value=listed, values=listed), _ATOM
    return Engine.tr("{key} is {value}").format(key=key, value=_fmt(value)), _ATOM


def _say_operand(value: object) -> tuple[str, int]:
    """A whole tag ("self:bloodied" -> "self is bloodied") or a nested predicate as words."""
    if isinstance(value, str):
        key, colon, rest = value.partition(":")
        return (Engine.tr("{key} is {value}").format(key=key, value=rest) if colon else value), _ATOM
    return _say(value)  # type: ignore[arg-type]


def _say_range(key: str, rng: Mapping) -> str:
    """A {min, max, equal} comparison as words."""
    bounds = {name: _fmt(bound) for name, bound in rng.items() if bound is not None}
    if set(bounds) == {"min", "max"}:
        return Engine.tr("{key} between {low} and {high}").format(key=key, low=bounds["min"], high=bounds["max"])
    signs = {"equal": "=", "min": "≥", "max": "≤"}
    joiner = Engine.tr(" and ", "joins conditions: self is raging and level ≥ 6")
    return f"{key} " + joiner.join(f"{signs[name]} {bounds[name]}" for name in signs if name in bounds)


def _fmt(value: object) -> str:
    """A value as the player would write it: 3.0 and "3" both read as 3."""
    number = _num(value)
    if number is None:
        return str(value)
    return str(int(number)) if number.is_integer() and abs(number) < 1e15 else repr(number)
