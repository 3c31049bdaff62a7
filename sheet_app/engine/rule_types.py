"""What makes a rule type complete, and the registry of what each rule type does.

A rule type is its declaration (engine/model.py: its fields, its card's name, group, description and
field labels and hints, its words) and its behaviour: the function in the engine module of its concept
that makes a rule of that type do something, registered there with

    @behaviour("chargeConsumer")
    def pay_charges(ctx, index, needs): ...

A rule type adjusting one of the sheet's derived numbers names its step (engine/numbers.py), and that
step calls it: `@behaviour("maxWounds", step="woundsMax")`. `problems` says what a declaration lacks;
tests/engine/test_rule_types.py holds every declared rule type to it.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

C = TypeVar("C", bound=Callable[..., Any])


class Behaviour:
    """A rule type's behaviour: its function, and the derivation step it adjusts (None: not a number's)."""

    __slots__ = ("rule_type", "function", "step")

    def __init__(self, rule_type: str, function: Callable[..., Any], step: str | None):
        self.rule_type, self.function, self.step = rule_type, function, step


BEHAVIOURS: dict[str, Behaviour] = {}  # filled as the concept modules are imported (engine/session.py imports all)


class IncompleteRuleType(ValueError):
    """A rule type declared without its behaviour, card or words; the message names each missing part."""


def behaviour(*rule_types: str, step: str | None = None) -> Callable[[C], C]:
    """Register the decorated function as what rules of these types do (one behaviour per type)."""
    def register(function: C) -> C:
        for rule_type in rule_types:
            known = BEHAVIOURS.get(rule_type)
            if known is not None and known.function is not function:
                raise ValueError(f"{rule_type} already has a behaviour: {known.function.__qualname__}")
            BEHAVIOURS[rule_type] = Behaviour(rule_type, function, step)
        return function

    return register


def on_step(step: str) -> list[Behaviour]:
    """The behaviours that adjust one derivation step, in the order they were registered."""
    return [found for found in BEHAVIOURS.values() if found.step == step]


def problems(cls: type[Any]) -> list[str]:
    """What a rule type's declaration lacks: its behaviour, its card (name, group, description, each
    field's Label and Doc) or its words; [] when it is complete."""
    from .declare import Doc, Label
    from .model import RuleBase

    name = cls.rule_type or cls.__name__
    found = []
    if not cls.rule_type:
        found.append(f"{name}: no type (class {cls.__name__}(RuleBase, rule=...))")
    if not cls.type_name:
        found.append(f"{name}: no card name (name=... on its class line)")
    if not cls.type_group:
        found.append(f"{name}: no card group (group=... on its class line)")
    if not (cls.__doc__ or "").strip():
        found.append(f"{name}: no card description (its docstring)")
    for field in cls.card_fields():
        if field.marker(Label) is None:
            found.append(f"{name}.{field.name}: no card label (Label(...) in its annotation)")
        if field.marker(Doc) is None:
            found.append(f"{name}.{field.name}: no card description (Doc(...) in its annotation)")
    if cls.words is RuleBase.words:
        found.append(f"{name}: no words (a words(self, say) method saying what one rule does)")
    if name not in BEHAVIOURS:
        found.append(f"{name}: no behaviour (@behaviour({name!r}) on the function of its concept's engine module)")
    return found


def complete(classes: Iterable[type[Any]]) -> None:
    """IncompleteRuleType naming every missing part of these rule types (asked once the engine is
    imported, so that every concept module has registered its behaviours)."""
    missing = [line for cls in classes for line in problems(cls)]
    if missing:
        raise IncompleteRuleType("\n".join(missing))
