"""Declarations and the one generic reader that reads every one of them.

A declaration is an annotated class (a `Form`): each field's type says what it holds (`Literal`, `list`,
`dict`, a nested declaration, `X | None`) and its `Annotated` markers (engine/declare.py) what else it
must be (`Ge`, `Le`, `MinLen`, `Formula`, `Strict`); its class value is its default (`fresh(list)` for
one made anew each time). Rules, items, pool effects and the character document's header are declared so
(engine/model.py, engine/document.py); from the same classes come:

- the quick reading of plainly valid input (`Form.quick`), compiled once per class on first use from
  its annotations, without importing pydantic: this is most of `play` and `check`'s start-up
  (docs/performance.md);
- the pydantic models (engine/schema.py builds them from the same annotations on first use), which judge
  everything the quick reading is not sure of (engine/model.py `read`), so every message and every
  converted value is pydantic's.

A form is a validated *view*: every rule, item and document keeps the raw dict it was read from, and
saving writes that dict back, which keeps keys, order and number types, and unknown keys.
"""
from __future__ import annotations

import math
import types
import typing
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from ..i18n import Engine
from .declare import Formula, Fresh, Ge, Le, MinLen, marker

if TYPE_CHECKING:
    from pydantic import ValidationError


class Unsure(Exception):
    """The quick reading cannot vouch for a value (a conversion, a bound, a wrong type): the schema decides."""


class Invalid(ValueError):
    """What the schema says is wrong with a raw dict: the first problem's field path and message."""

    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path
        self.message = message


Check = Callable[[Any], Any]
REQUIRED: Any = object()
_FORMS: dict[str, type[Form]] = {}  # form name -> form; the schema's model of the same name checks it
F = TypeVar("F", bound="Form")


class Field:
    """One declared field: its name, its full annotation (markers included) and its default (REQUIRED, a
    value, or a `Fresh`); `own` when the class itself writes it (not only a base class)."""

    __slots__ = ("name", "annotation", "default", "own")

    def __init__(self, name: str, annotation: Any, default: Any, own: bool):
        self.name, self.annotation, self.default, self.own = name, annotation, default, own

    def __repr__(self) -> str:
        return f"Field({self.name!r}, {self.annotation!r}, default={self.default!r}, own={self.own})"

    def marker(self, kind: type) -> Any:
        """This field's marker of one kind (a `Doc`, a `Formula`, ...), or None."""
        return marker(self.annotation, kind)

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    def new_value(self) -> Any:
        """The default as a new value holds it (a fresh list; the raw default of a nested form)."""
        return self.default.factory() if isinstance(self.default, Fresh) else self.default

    @property
    def nested(self) -> type[Form] | None:
        """The declaration this field holds (`attack: Attack | None`), if it holds one."""
        return nested_form(self.annotation)


class Form:
    """A validated raw dict: each declared field (its default when absent) and the extra keys, as the
    pydantic model built from the same declaration (engine/schema.py) would hold them.

    Extra keys keep their values, reached as attributes when no field or method has that name (as on a
    pydantic model with extra="allow"). `refusal` is a check across fields: a message when the values
    do not go together (the schema refuses with it; the quick reading leaves such a dict to the schema).
    """

    _extra: dict[str, Any]
    _fields: ClassVar[tuple[Field, ...]]
    _reader: ClassVar[Callable[[dict[str, Any]], Any]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _FORMS[cls.__name__] = cls

    def __init__(self, values: dict[str, Any], extra: dict[str, Any]):
        self.__dict__.update(values)
        self.__dict__["_extra"] = extra

    @classmethod
    def fields(cls) -> tuple[Field, ...]:
        """The declared fields in the schema's order: a base class's first (a field declared again keeps
        its place), then the class's own. A declaration's module evaluates its annotations as it runs (no
        `from __future__ import annotations`): reading them then costs nothing at start-up."""
        found = cls.__dict__.get("_fields")
        if found is None:
            own = cls.__dict__.get("__annotations__", {})
            if any(isinstance(a, str) for a in own.values()):  # a module with postponed annotations
                own = {k: v for k, v in typing.get_type_hints(cls, include_extras=True).items() if k in own}
            listed = {f.name: f for base in cls.__bases__ if issubclass(base, Form) for f in base.fields()}
            for name, annotation in own.items():
                if not name.startswith("_") and typing.get_origin(annotation) is not ClassVar \
                        and annotation is not ClassVar:
                    listed[name] = Field(name, annotation, cls.__dict__.get(name, REQUIRED), True)
            for name, inherited in listed.items():
                if name not in own and inherited.own:
                    listed[name] = Field(name, inherited.annotation, inherited.default, False)
            found = cls._fields = tuple(listed.values())
        return found

    def refusal(self) -> str:
        """Why these values do not go together ("" when they do); checked after every field."""
        return ""

    @classmethod
    def quick(cls: type[F], raw: dict[str, Any]) -> F:
        """The form of a plainly valid dict, without the schema; Unsure when the schema must decide."""
        reader = cls.__dict__.get("_reader")
        if reader is None:
            reader = _compile(cls)
        return reader(raw)  # type: ignore[no-any-return]

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.__dict__ == other.__dict__

    __hash__ = None  # type: ignore[assignment]  # mutable, as the pydantic models are

    def __repr__(self) -> str:
        shown = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items() if k != "_extra")
        return f"{type(self).__name__}({shown})"

    if not TYPE_CHECKING:
        def __getattr__(self, name: str) -> Any:  # only when no field, method or attribute has the name
            extra = self.__dict__.get("_extra")
            if extra is not None and not name.startswith("__") and name in extra:
                return extra[name]
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")


def _compile(cls: type[Form]) -> Callable[[dict[str, Any]], Any]:
    """The class's quick reader, made once: a function written out for its fields (the first field not
    plainly valid raises Unsure, in field order; an absent one takes its default), so reading a rule is
    straight-line code, with the simplest checks written in, not a loop over the fields (a 20,000-item
    sheet reads ~52,000 forms)."""
    env: dict[str, Any] = {"Unsure": Unsure, "cls": cls, "names": frozenset(f.name for f in cls.fields()),
                           "_str": str, "_int": int, "_bool": bool, "_new": object.__new__}
    lines = ["def read(raw):", "    values = {}"]
    for number, field in enumerate(cls.fields()):
        default, make = field.default, None
        if isinstance(default, Fresh):
            nested = field.nested
            make = default.factory if nested is None else _made(nested, default.factory)
        name = repr(field.name)
        lines += [f"    if {name} in raw:", f"        value = raw[{name}]",
                  *_check_lines(check_of(field.annotation), number, env),
                  f"        values[{name}] = value", "    else:"]
        if default is REQUIRED:
            lines.append(f"        raise Unsure({name})")
        elif make is None:
            env[f"default{number}"] = default
            lines.append(f"        values[{name}] = default{number}")
        else:
            env[f"make{number}"] = make
            lines.append(f"        values[{name}] = make{number}()")
    lines += ["    if raw.keys() <= names:",
              "        extra = {}",
              "    else:",
              "        extra = {key: value for key, value in raw.items() if key not in names}",
              "        if not all(type(key) is _str for key in extra):",
              "            raise Unsure('key')  # an extra key must be a string"]
    if cls.__init__ is Form.__init__:  # what Form.__init__ does, without the call
        lines += ["    values['_extra'] = extra", "    form = _new(cls)", "    form.__dict__ = values"]
    else:
        lines.append("    form = cls(values, extra)")
    if cls.refusal is not Form.refusal:
        lines += ["    if form.refusal():", "        raise Unsure('refusal')  # the schema's own check and message"]
    lines.append("    return form")
    exec("\n".join(lines), env)  # noqa: S102 (our own source, from the declarations)
    reader: Callable[[dict[str, Any]], Any] = env["read"]
    cls._reader = reader
    return reader


_SIMPLE_TYPES = {"text": "_str", "_truth": "_bool", "_whole": "_int"}


def _check_lines(check: Check, number: int, env: dict[str, Any]) -> list[str]:
    """The lines that check (and convert) `value` for one field: the simplest checks written in (a type,
    a Literal of strings, either or None), any other a call of the check."""
    inner, optional_ = getattr(check, "inner", None), False
    if inner is not None:  # optional(inner)
        check, optional_ = inner, True
    choices = getattr(check, "choices", None)
    simple = _SIMPLE_TYPES.get(getattr(check, "__name__", "")) if check in _SIMPLE_CHECKS else None
    if check is _any:
        return []
    if simple is not None or choices is not None:
        test = f"type(value) is not {simple}" if simple is not None else \
            f"type(value) is not _str or value not in choices{number}"
        if choices is not None:
            env[f"choices{number}"] = choices
        return [f"        if {'value is not None and (' + test + ')' if optional_ else test}:",
                "            raise Unsure"]
    env[f"check{number}"] = check
    call = f"check{number}(value)"
    return [f"        value = {'None if value is None else ' + call if optional_ else call}"]
def _made(form: type[Form], factory: Callable[[], Any]) -> Callable[[], Any]:
    return lambda: form.quick(factory())


def nested_form(annotation: Any) -> type[Form] | None:
    """The Form an annotation holds, through `Annotated` and `| None`."""
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return nested_form(typing.get_args(annotation)[0])
    if origin in (typing.Union, types.UnionType):
        found = [f for f in map(nested_form, typing.get_args(annotation)) if f is not None]
        return found[0] if len(found) == 1 else None
    return annotation if isinstance(annotation, type) and issubclass(annotation, Form) else None


def allows_none(annotation: Any) -> bool:
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return allows_none(typing.get_args(annotation)[0])
    return annotation is None or annotation is type(None) or (
        origin in (typing.Union, types.UnionType) and type(None) in typing.get_args(annotation))


def form_of(model: Any) -> Any:
    """A schema model's values as its form (nested models, and dicts of them, as forms too)."""
    values = {name: _plain(getattr(model, name)) for name in type(model).model_fields}
    return _FORMS[type(model).__name__](values, dict(model.__pydantic_extra__ or {}))


def _plain(value: Any) -> Any:
    if hasattr(type(value), "__pydantic_fields__"):
        return form_of(value)
    if type(value) is dict and value and all(hasattr(type(v), "__pydantic_fields__") for v in value.values()):
        return {key: form_of(v) for key, v in value.items()}
    return value


def describe_validation_error(err: ValidationError) -> tuple[str, str]:
    """First problem of a pydantic error as (field path, plain message)."""
    first = err.errors()[0]
    loc = first.get("loc", ())
    # Drop the discriminator-ish class names pydantic puts into union locations.
    path = ".".join(str(p) for p in loc if not (isinstance(p, str) and p[:1].isupper()))
    kind = first.get("type", "")
    got = repr(first.get("input"))
    if kind == "missing":
        message = Engine.tr("is required")
    elif kind == "literal_error":
        expected = first.get("ctx", {}).get("expected", "")
        message = Engine.tr("must be one of {expected} (got {value})").format(expected=expected, value=got)
    else:  # pydantic's own message (English)
        message = Engine.tr("{problem} (got {value})").format(problem=first.get("msg") or Engine.tr("is invalid"),
                                                             value=got)
    return path, message


# ---- the checks the annotations compile to: each returns the value the schema would give a plainly
# valid input (the same value, or a fresh list or dict of the same items, as pydantic copies containers)
# and raises Unsure on anything else.


def text(value: Any) -> Any:
    if type(value) is str:
        return value
    raise Unsure


def formula_value(value: Any) -> Any:
    # formula_text's conversions (engine/vocab.py), for the inputs the schema takes without complaint.
    kind = type(value)
    if kind is str:
        return value
    if kind is int:
        return str(value)
    if kind is float and math.isfinite(value):
        return repr(value)
    raise Unsure


def _truth(value: Any) -> Any:  # only true and false are plainly valid, strict or not
    if type(value) is bool:
        return value
    raise Unsure


def _whole(value: Any) -> Any:
    if type(value) is int:
        return value
    raise Unsure


def _finite(value: Any) -> Any:
    if type(value) is float and math.isfinite(value):
        return value
    raise Unsure


def _any(value: Any) -> Any:
    return value


def any_list(value: Any) -> Any:  # list[Any]: a fresh list of the same items
    if type(value) is list:
        return list(value)
    raise Unsure


def _text_list(value: Any) -> Any:
    if type(value) is list and all(type(v) is str for v in value):
        return list(value)
    raise Unsure


def _text_dict(value: Any) -> Any:  # dict[str, Any]: a fresh dict of the same items
    if type(value) is dict and all(type(k) is str for k in value):
        return dict(value)
    raise Unsure


def one_of(*allowed: Any) -> Check:
    """A Literal of strings."""
    choices = frozenset(allowed)

    def check(value: Any) -> Any:
        if type(value) is str and value in choices:
            return value
        raise Unsure

    check.choices = choices  # type: ignore[attr-defined]  # what a compiled reader writes in
    return check


def optional(check: Check) -> Check:
    def opt(value: Any) -> Any:
        return None if value is None else check(value)

    opt.inner = check  # type: ignore[attr-defined]  # what a compiled reader writes in
    return opt


def _first_of(checks: list[Check]) -> Check:  # a union: the first member that vouches for the value
    def check(value: Any) -> Any:
        for each in checks:
            try:
                return each(value)
            except Unsure:
                pass
        raise Unsure

    return check


def _list_of(check: Check) -> Check:
    def each(value: Any) -> Any:
        if type(value) is list:
            return [check(v) for v in value]
        raise Unsure

    return each


def _dict_of(key: Check, check: Check) -> Check:
    def each(value: Any) -> Any:
        if type(value) is dict:
            return {key(k): check(v) for k, v in value.items()}
        raise Unsure

    return each


def _nested(form: type[Form]) -> Check:
    def check(value: Any) -> Any:
        if type(value) is dict:
            return form.quick(value)
        raise Unsure

    return check


def _bounded(check: Check, low: Any, high: Any, least: Any) -> Check:
    def bounded(value: Any) -> Any:
        value = check(value)
        if (low is not None and value < low) or (high is not None and value > high) or (
                least is not None and len(value) < least):
            raise Unsure
        return value

    return bounded


_SIMPLE: dict[Any, Check] = {str: text, bool: _truth, int: _whole, float: _finite, Any: _any}
_SIMPLE_CHECKS = (text, _truth, _whole)  # a type, and the very value: what `_check_lines` writes in


_CHECKS: dict[Any, Check] = {}  # per annotation: the envelope's fields recur in every rule type


def check_of(annotation: Any) -> Check:
    """The quick check of one annotation."""
    try:
        return _CHECKS[annotation]
    except KeyError:
        found = _CHECKS[annotation] = _check_of(annotation)
        return found
    except TypeError:  # an annotation that cannot be a key
        return _check_of(annotation)


def _check_of(annotation: Any) -> Check:
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        base = args[0]
        marks = {type(m): m for m in reversed(annotation.__metadata__)}  # the first of each kind
        check = (optional(formula_value) if allows_none(base) else formula_value) \
            if Formula in marks else check_of(base)
        low, high, least = marks.get(Ge), marks.get(Le), marks.get(MinLen)
        if low is high is least is None:
            return check
        return _bounded(check, low and low.value, high and high.value, least and least.value)
    if origin is typing.Literal:
        return one_of(*args)
    if origin in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        inner = check_of(rest[0]) if len(rest) == 1 else _first_of([check_of(a) for a in rest])
        return optional(inner) if len(rest) < len(args) else inner
    if origin is list:
        return any_list if args[0] is Any else _text_list if args[0] is str else _list_of(check_of(args[0]))
    if origin is dict:
        if args[0] is str and args[1] is Any:
            return _text_dict
        return _dict_of(check_of(args[0]), check_of(args[1]))
    form = nested_form(annotation)
    if form is not None:
        return _nested(form)
    return _SIMPLE[annotation]
