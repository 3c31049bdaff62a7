"""Typed constructors for the play-format steps (spec/play-format.md), one small class per `do`.

`Spend(pool="fury", consumer="tayg", picks=[0, 2]).step()` is exactly the dict a play script holds
(`{"do": "spend", "pool": "fury", "consumer": "tayg", "picks": [0, 2]}`): the play format stays the
one vocabulary, and a misspelt field or a wrong type is caught where the step is built, not when it
runs. Optional fields left out are left out of the dict too.

They were pydantic models (strict, frozen, no extra fields); they are checked here by their
annotations instead, so that the window does not import pydantic at start-up (docs/performance.md).
tests/engine/test_steps.py compares them with those pydantic models on generated arguments: the same
arguments are refused, and the accepted ones give the same dict.
"""
from __future__ import annotations

import types
import typing
from typing import Any, ClassVar, Literal

_MISSING: Any = object()


class StepError(ValueError):
    """A step built with a field that is unknown, missing or of the wrong type."""


class _FieldInfo:
    __slots__ = ("alias", "default", "default_factory")

    def __init__(self, default: Any, default_factory: Any, alias: str | None):
        self.default, self.default_factory, self.alias = default, default_factory, alias


def Field(default: Any = _MISSING, *, default_factory: Any = None, alias: str | None = None) -> Any:  # noqa: N802
    """A field's default (or a factory for one) and the key it is written under (pydantic's spelling)."""
    return _FieldInfo(default, default_factory, alias)


def _check(value: Any, annotation: Any, where: str) -> Any:
    """`value` as a strict pydantic model field of that annotation holds it; StepError if it does not fit."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if annotation is Any:
        return value
    if origin in (typing.Union, types.UnionType):
        for arm in args:
            try:
                return _check(value, arm, where)
            except StepError:
                continue
        raise StepError(f"{where}: {value!r} is not {annotation}")
    if origin is Literal:
        if any(type(value) is type(arg) and value == arg for arg in args):
            return value
    elif origin is list:
        if type(value) is list:
            return [_check(v, args[0], f"{where}[{n}]") for n, v in enumerate(value)]
    elif origin is dict:
        if isinstance(value, dict):
            return {_check(k, args[0], f"{where} key"): _check(v, args[1], f"{where}.{k}") for k, v in value.items()}
    elif annotation is type(None):
        if value is None:
            return value
    elif annotation is bool:
        if isinstance(value, bool):
            return value
    elif annotation is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif annotation is str:
        if isinstance(value, str):
            return value
    elif isinstance(annotation, type) and issubclass(annotation, _Typed):
        if isinstance(value, annotation):
            return value
        if isinstance(value, dict) and all(isinstance(k, str) for k in value):
            return annotation(**value)
    else:  # pragma: no cover - every annotation used below is handled above
        raise TypeError(f"{where}: unsupported annotation {annotation!r}")
    raise StepError(f"{where}: {value!r} is not {annotation}")


def _dump(value: Any) -> Any:
    """Like pydantic's model_dump(exclude_none=True, by_alias=True): containers copied, nested steps as dicts."""
    if isinstance(value, _Typed):
        return {key: _dump(v) for name, (_ann, _default, key) in value._fields().items()
                if (v := value.__dict__[name]) is not None}
    if isinstance(value, dict):
        return {k: _dump(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_dump(v) for v in value]
    if isinstance(value, tuple):
        return tuple(_dump(v) for v in value)
    return value


class _Typed:
    """Strict, frozen, no unknown fields: a field's value must be of its annotated type (no conversion)."""

    _by_name: ClassVar[bool] = False  # a field with an alias may also be given by its name

    @classmethod
    def _fields(cls) -> dict[str, tuple[Any, Any, str]]:
        """Each field (annotation, default or _FieldInfo or _MISSING, the key it is written under), in order."""
        found = cls.__dict__.get("_field_spec")
        if found is None:
            hints = typing.get_type_hints(cls)
            found = {}
            for klass in reversed(cls.__mro__):
                for name in klass.__dict__.get("__annotations__", {}):
                    if name.startswith("_") or typing.get_origin(hints[name]) is ClassVar:
                        continue
                    default = next((k.__dict__[name] for k in cls.__mro__ if name in k.__dict__), _MISSING)
                    alias = default.alias if isinstance(default, _FieldInfo) else None
                    found[name] = (hints[name], default, alias or name)
            type.__setattr__(cls, "_field_spec", found)
        return found  # type: ignore[no-any-return]

    def __init__(self, **given: Any) -> None:
        fields = self._fields()
        keys = {key: name for name, (_a, _d, key) in fields.items()}
        values: dict[str, Any] = {}
        for key, value in given.items():
            name = keys.get(key) or (key if self._by_name and key in fields else None)
            if name is None or name in values:
                raise StepError(f"{type(self).__name__}: unknown field {key!r}")
            values[name] = _check(value, fields[name][0], f"{type(self).__name__}.{key}")
        for name, (_annotation, default, key) in fields.items():
            if name in values:
                continue
            if isinstance(default, _FieldInfo):
                default = default.default_factory() if default.default_factory else default.default
            if default is _MISSING:
                raise StepError(f"{type(self).__name__}: {key} is required")
            values[name] = default
        self.__dict__.update(values)

    def __setattr__(self, name: str, value: Any) -> None:
        raise StepError(f"{type(self).__name__} is frozen")

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash((type(self), *self.__dict__.values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())})"


class Step(_Typed):
    """One action; `step()` is its play-format dict."""

    _by_name = True
    do: ClassVar[str]

    def step(self) -> dict[str, Any]:
        return {"do": self.do, **_dump(self)}


class Pick(_Typed):
    """A spend through one consumer: a card offer on `activate`, a reaction on `attacked`."""

    consumer: str
    picks: list[int]
    rule: int | str | None = None


class ChargeDice(_Typed):
    pool: str
    count: int


# ---- table events ----------------------------------------------------------------------------------
class StartEncounter(Step):
    do = "startEncounter"


class EndEncounter(Step):
    do = "endEncounter"


class RollInitiative(Step):
    do = "rollInitiative"
    value: int | None = None


class StartTurn(Step):
    do = "startTurn"


class EndTurn(Step):
    do = "endTurn"


class Rest(Step):
    do = "rest"
    kind: Literal["safe", "field"]
    mode: Literal["catchBreath", "makeCamp"] | None = None
    hitDice: dict[str, int] | None = None


class SpendHitDice(Step):
    do = "spendHitDice"
    hitDice: dict[str, int]
    mode: Literal["catchBreath", "makeCamp"] | None = None


class Fire(Step):
    do = "fire"
    trigger: str


class Attacked(Step):
    do = "attacked"
    damage: int
    type_: str | None = Field(None, alias="type")
    critical: bool | None = None
    reactions: list[Pick] | None = None


class Damage(Step):
    do = "damage"
    amount: int


class Heal(Step):
    do = "heal"
    amount: int


# ---- dice ------------------------------------------------------------------------------------------
class Spend(Step):
    do = "spend"
    pool: str
    consumer: str
    picks: list[int]
    rule: int | str | None = None


class RollCharge(Step):
    do = "rollCharge"
    pool: str


class SetDie(Step):
    do = "setDie"
    pool: str
    index: int
    face: int


class RemoveDie(Step):
    do = "removeDie"
    pool: str
    index: int


class RerollDie(Step):
    do = "rerollDie"
    pool: str
    index: int


class RollDie(Step):
    do = "rollDie"
    pool: str


class SetCharges(Step):
    do = "setCharges"
    pool: str
    value: int


# ---- the character ---------------------------------------------------------------------------------
class Set(Step):
    do = "set"
    field: str
    value: Any


class State(Step):
    do = "state"
    name: str
    on: bool


# ---- items -----------------------------------------------------------------------------------------
class Activate(Step):
    do = "activate"
    item: str
    outcome: Literal["hit", "crit", "miss"] | None = None
    picks: list[int] | None = None
    chargeDice: ChargeDice | None = None
    offers: list[Pick] | None = None


class Equip(Step):
    do = "equip"
    item: str
    on: bool


class AddItem(Step):
    do = "addItem"
    raw: dict[str, Any]


class AddItems(Step):
    do = "addItems"
    raws: list[dict[str, Any]]


class EditItem(Step):
    do = "editItem"
    item: str
    set: dict[str, Any] = Field(default_factory=dict)
    unset: list[str] = Field(default_factory=list)


class DuplicateItem(Step):
    do = "duplicateItem"
    item: str


class MoveItem(Step):
    do = "moveItem"
    item: str
    to: int


class DeleteItem(Step):
    do = "deleteItem"
    item: str


# ---- rules -----------------------------------------------------------------------------------------
class EnableRule(Step):
    do = "enableRule"
    item: str
    rule: int | str
    on: bool


class EditRule(Step):
    """A rule replaced (`raw`) or edited field by field (`set`, `unset`)."""

    do = "editRule"
    item: str
    rule: int | str
    raw: dict[str, Any] | None = None
    set: dict[str, Any] | None = None
    unset: list[str] | None = None


class AddRule(Step):
    do = "addRule"
    item: str
    raw: dict[str, Any]
    at: int | None = None


class DeleteRule(Step):
    do = "deleteRule"
    item: str
    rule: int | str


class SetRules(Step):
    do = "setRules"
    item: str
    rules: list[Any]


STEPS: dict[str, type[Step]] = {cls.do: cls for cls in Step.__subclasses__()}
