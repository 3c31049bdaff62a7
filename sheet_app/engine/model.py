"""Rules, items and pool effects in upstream's raw-JSON shape, and their validated forms.

The forms are a validated *view*: every rule, item and document keeps the raw dict it was read
from, and saving writes that dict back. This is how a load/save round trip keeps the same keys,
order and number types, and how unknown keys survive.

A form holds what the pydantic schema (engine/schema.py) makes of its raw dict: the declared fields,
defaults filled in, and any extra keys. Plainly valid input (the right JSON type for every field, the
usual case) is read here directly, without importing pydantic, which is most of `play` and `check`'s
start-up (docs/performance.md); anything else goes to the schema, which accepts it with the values it
converts to or says what is wrong, so every message and every converted value is the schema's.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Literal, TypeVar

from .vocab import (
    CHARGE_EFFECTS,
    CHARGE_MODES,
    CHARGE_TRIGGERS,
    DICE_EFFECTS,
    DICE_MODES,
    DICE_TRIGGERS,
    DIE_SIZES,
    ITEM_TYPES,
)
from .vocab import NUMBER_LIMIT as NUMBER_LIMIT  # the engine's other modules read these from here
from .vocab import STATS as STATS

if TYPE_CHECKING:
    from pydantic import ValidationError

DieSize = Literal["d4", "d6", "d8", "d10", "d12", "d20"]
Scope = Literal["item", "actor"]

# The order in which one action fires its triggers (engine.md §7).
TRIGGER_ORDER = ("encounterStart", "onInitiativeRolled", "onTurnStart", "onTurnEnd", "encounterEnd",
                 "safeRest", "fieldRest", "onHit", "onCriticalHit", "onAttacked", "onCritReceived",
                 "onWound", "onBloodied", "onKill")
ALL_TRIGGERS = tuple(dict.fromkeys(CHARGE_TRIGGERS + DICE_TRIGGERS))


def die_faces(die: str) -> int:
    """Top face of a die size such as "d6"."""
    return int(die[1:])


# ----------------------------------------------------------------------------------------------
# Validated forms, read without pydantic when plainly valid


class Unsure(Exception):
    """The quick reading cannot vouch for a value (a conversion, a bound, a wrong type): the schema decides."""


class Invalid(ValueError):
    """What the schema says is wrong with a raw dict: the first problem's field path and message."""

    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path
        self.message = message


Check = Callable[[Any], Any]
REQUIRED = object()
_FORMS: dict[str, type[Form]] = {}  # form name -> form; the schema's model of the same name checks it
F = TypeVar("F", bound="Form")


class Form:
    """A validated raw dict: each declared field (its default when absent) and the extra keys, as the
    pydantic model of the same name in engine/schema.py would hold them.

    `_checks` maps each field, in the schema's order, to (check, default): a check returns the value
    the schema would give a plainly valid input (the same value, or a fresh list or dict of the same
    items, as pydantic copies containers) and raises Unsure on anything else; a default that is
    callable is a factory. Extra keys keep their values, reached as attributes when no field or method
    has that name (as on a pydantic model with extra="allow").
    """

    _checks: ClassVar[dict[str, tuple[Check, Any]]] = {}
    _extra: dict[str, Any]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _FORMS[cls.__name__] = cls

    def __init__(self, values: dict[str, Any], extra: dict[str, Any]):
        self.__dict__.update(values)
        self.__dict__["_extra"] = extra

    @classmethod
    def quick(cls: type[F], raw: dict[str, Any]) -> F:
        """The form of a plainly valid dict, without the schema; Unsure when the schema must decide."""
        checks = cls._checks
        values: dict[str, Any] = {}
        for name, (check, default) in checks.items():
            if name in raw:
                values[name] = check(raw[name])
            elif default is REQUIRED:
                raise Unsure(name)
            else:
                values[name] = default() if callable(default) else default
        extra = {key: value for key, value in raw.items() if key not in checks}
        if not all(type(key) is str for key in extra):
            raise Unsure("key")  # an extra key must be a string
        return cls(values, extra)

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


def read(form: type[F], raw: dict[str, Any]) -> F:
    """The validated form of `raw` (a dict); Invalid names the first problem, in the schema's words."""
    try:
        return form.quick(raw)
    except Unsure:
        pass
    return _by_schema(form, raw)


def _by_schema(form: type[F], raw: dict[str, Any]) -> F:
    """`raw` checked by the pydantic model of the form's name (imported on first use)."""
    from pydantic import ValidationError

    from . import schema

    try:
        model = getattr(schema, form.__name__).model_validate(raw)
    except ValidationError as err:
        raise Invalid(*describe_validation_error(err)) from None
    return form_of(model)  # type: ignore[no-any-return]


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


def text(value: Any) -> Any:
    if type(value) is str:
        return value
    raise Unsure


def _opt_str(value: Any) -> Any:
    if value is None or type(value) is str:
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


def _opt_formula(value: Any) -> Any:
    return None if value is None else formula_value(value)


def _strict_bool(value: Any) -> Any:
    if type(value) is bool:
        return value
    raise Unsure


def _number(value: Any) -> Any:  # int | float
    kind = type(value)
    if kind is int or (kind is float and math.isfinite(value)):
        return value
    raise Unsure


def _int(value: Any) -> Any:
    if type(value) is int:
        return value
    raise Unsure


def _opt_int(value: Any) -> Any:
    if value is None or type(value) is int:
        return value
    raise Unsure


def _opt_positive(value: Any) -> Any:  # Annotated[int, Field(ge=1)] | None
    if value is None or (type(value) is int and value >= 1):
        return value
    raise Unsure


def _any(value: Any) -> Any:
    return value


def any_list(value: Any) -> Any:  # list[Any]: a fresh list of the same items
    if type(value) is list:
        return list(value)
    raise Unsure


def text_list(value: Any) -> Any:
    if type(value) is list and all(type(v) is str for v in value):
        return list(value)
    raise Unsure


def opt_dict(value: Any) -> Any:  # dict[str, Any] | None: a fresh dict of the same items
    if value is None:
        return None
    if type(value) is dict and all(type(k) is str for k in value):
        return dict(value)
    raise Unsure


def _dict(value: Any) -> dict[str, Any]:  # a nested model's input (its keys are checked by its own fields)
    if type(value) is dict:
        return value
    raise Unsure


def one_of(*allowed: str) -> Check:
    """A Literal of strings."""
    choices = frozenset(allowed)

    def check(value: Any) -> Any:
        if type(value) is str and value in choices:
            return value
        raise Unsure

    return check


def optional(check: Check) -> Check:
    def opt(value: Any) -> Any:
        return None if value is None else check(value)

    return opt


class ChargeRecovery(Form):
    trigger: str
    mode: str
    value: str
    predicate: dict[str, Any] | None
    _checks = {"trigger": (one_of(*CHARGE_TRIGGERS), "safeRest"), "mode": (one_of(*CHARGE_MODES), "add"),
               "value": (formula_value, "1"), "predicate": (opt_dict, None)}


class DiceRefill(Form):
    trigger: str
    mode: str
    value: str
    predicate: dict[str, Any] | None
    _checks = {"trigger": (one_of(*DICE_TRIGGERS), "safeRest"), "mode": (one_of(*DICE_MODES), "add"),
               "value": (formula_value, "1"), "predicate": (opt_dict, None)}


_SCOPE = one_of("item", "actor")


class RuleBase(Form):
    id: str | None
    type: str
    label: str | None
    identifier: str | None
    predicate: dict[str, Any] | None
    priority: int | float
    disabled: bool
    suppressActivationCard: str
    _checks = {"id": (_opt_str, None), "type": (text, REQUIRED), "label": (_opt_str, ""),
               "identifier": (_opt_str, ""), "predicate": (opt_dict, None), "priority": (_number, 1),
               "disabled": (_strict_bool, False), "suppressActivationCard": (one_of("auto", "always", "never"), "auto")}


def _rule(rtype: str, **checks: tuple[Check, Any]) -> dict[str, tuple[Check, Any]]:
    """A rule type's checks: the common ones (its own `type`), then its fields."""
    return {**RuleBase._checks, "type": (one_of(rtype), REQUIRED), **checks}


class ChargePool(RuleBase):
    scope: str
    max: str
    dieSize: Any  # checked by parse_rule: an unknown size falls back to none (engine.md §4)
    initial: str
    hidden: bool
    recoveries: list[Any]  # entries are validated one by one (parse_rule)
    _checks = _rule("chargePool", scope=(_SCOPE, "item"), max=(formula_value, "1"), dieSize=(_any, None),
                    initial=(one_of("max", "zero"), "max"), hidden=(_strict_bool, False), recoveries=(any_list, list))


class DicePool(RuleBase):
    scope: str
    dieSize: Any  # an unknown size falls back to d4 (parse_rule)
    max: str
    initial: str
    refills: list[Any]
    _checks = _rule("dicePool", scope=(_SCOPE, "item"), dieSize=(_any, "d4"), max=(formula_value, "1"),
                    initial=(one_of("max", "zero"), "max"), refills=(any_list, list))


class ChargeConsumer(RuleBase):
    poolIdentifier: str
    poolScope: str
    cost: str
    _checks = _rule("chargeConsumer", poolIdentifier=(text, REQUIRED), poolScope=(_SCOPE, "item"),
                    cost=(formula_value, "1"))


class DiceConsumer(RuleBase):
    poolIdentifier: str
    poolScope: str
    mode: str
    cost: str
    bonusOnAttackDelivery: str | None
    effectFormula: str | None
    effectType: str
    selectionOutcome: str
    # Offered on the result of one of the character's own attacks instead of in the dice panel (§4.4).
    cardOffer: str | None
    _checks = _rule("diceConsumer", poolIdentifier=(text, REQUIRED), poolScope=(_SCOPE, "item"),
                    mode=(one_of("manual", "autoBonus"), "manual"), cost=(formula_value, "1"),
                    bonusOnAttackDelivery=(optional(one_of("melee", "ranged", "any")), None),
                    effectFormula=(_opt_formula, None), effectType=(one_of("generic", "damageReduction"), "generic"),
                    selectionOutcome=(one_of("consume", "maximize"), "consume"),
                    cardOffer=(optional(one_of("hit", "criticalHit")), None))


class ModifyPool(RuleBase):
    poolType: str
    poolIdentifier: str
    poolScope: str | None
    dieSize: Any  # an unknown size falls back to none: no change (parse_rule)
    maxDelta: str | None
    minFace: int | None
    addRefills: list[Any]  # validated one by one (parse_rule)
    _checks = _rule("modifyPool", poolType=(one_of("dice", "charge"), "dice"), poolIdentifier=(text, REQUIRED),
                    poolScope=(optional(_SCOPE), None), dieSize=(_any, None), maxDelta=(_opt_formula, None),
                    minFace=(_opt_int, None), addRefills=(any_list, list))


class ModifyConsumer(RuleBase):
    poolIdentifier: str
    poolScope: str
    effectTypeFilter: str | None
    appendFormula: str | None
    _checks = _rule("modifyConsumer", poolIdentifier=(text, REQUIRED), poolScope=(_SCOPE, "item"),
                    effectTypeFilter=(optional(one_of("", "generic", "damageReduction")), ""),
                    appendFormula=(_opt_formula, None))


class CombatMana(RuleBase):
    formula: str
    resource: str
    trigger: str
    clearOn: str
    _checks = _rule("combatMana", formula=(formula_value, "0"), resource=(one_of("mana"), "mana"),
                    trigger=(one_of("initiativeRoll", "encounterStart"), "initiativeRoll"),
                    clearOn=(one_of("combatEnd", "safeRest", "fieldRest"), "combatEnd"))


class PoolGainMessage(RuleBase):
    poolIdentifier: str
    formula: str
    message: str
    _checks = _rule("poolGainMessage", poolIdentifier=(text, REQUIRED), formula=(formula_value, "0"),
                    message=(text, ""))


# Events that end a toggle (toggleEffect.turnOff) and that turn one on (modifyToggle.turnOn), engine.md §6.
TOGGLE_OFF_EVENTS = ("onActorKilled", "onActorWounded", "onActorDying", "onRest", "onTurnStart", "onTurnEnd",
                     "onEncounterEnd")
TOGGLE_ON_EVENTS = ("onTurnStart", "onActorDying", "onCritReceived")


class ToggleEffect(RuleBase):
    tags: list[str]
    # Unknown event names are kept and do nothing (the check warns), as upstream adds events over time.
    turnOff: list[str]
    confirmEndPrompt: str | None
    clearPoolsOnEnd: list[str]
    endAfterInactiveRounds: int | None
    _checks = _rule("toggleEffect", tags=(text_list, list), turnOff=(text_list, list),
                    confirmEndPrompt=(_opt_str, None), clearPoolsOnEnd=(text_list, list),
                    endAfterInactiveRounds=(_opt_positive, None))

    def states(self) -> list[str]:
        """The states it turns on: "self:raging" and bare "raging" both name `raging`."""
        found: list[str] = []
        for tag in self.tags:
            state = tag[5:] if tag.startswith("self:") else tag
            if state and ":" not in state and state not in found:
                found.append(state)
        return found


class ModifyToggle(RuleBase):
    toggleIdentifier: str
    suppressTurnOff: list[str]
    turnOn: list[str]
    _checks = _rule("modifyToggle", toggleIdentifier=(text, ""), suppressTurnOff=(text_list, list),
                    turnOn=(text_list, list))


Rule = (ChargePool | DicePool | ChargeConsumer | DiceConsumer | ModifyPool | ModifyConsumer | CombatMana
        | PoolGainMessage | ToggleEffect | ModifyToggle)
RULE_CLASSES: dict[str, type[RuleBase]] = {
    cls.__name__[0].lower() + cls.__name__[1:]: cls
    for cls in (ChargePool, DicePool, ChargeConsumer, DiceConsumer, ModifyPool, ModifyConsumer, CombatMana,
                PoolGainMessage, ToggleEffect, ModifyToggle)
}
RESOURCE_TYPES = ("chargePool", "chargeConsumer", "dicePool", "diceConsumer", "modifyPool", "modifyConsumer",
                  "combatMana")

# Formula fields per rule type: (field, allows dice, context references).
FORMULA_FIELDS: dict[str, tuple[tuple[str, bool, frozenset[str]], ...]] = {
    "chargePool": (("max", False, frozenset()),),
    "dicePool": (("max", False, frozenset()),),
    "chargeConsumer": (("cost", False, frozenset()),),
    "diceConsumer": (("cost", False, frozenset()), ("effectFormula", True, frozenset({"n", "sum"}))),
    "modifyPool": (("maxDelta", False, frozenset()),),
    "modifyConsumer": (("appendFormula", True, frozenset({"n", "sum"})),),
    "combatMana": (("formula", False, frozenset()),),
    "poolGainMessage": (("formula", True, frozenset()),),
}
REFILL_CONTEXT = frozenset({"poolMax", "poolCurrent"})


def describe_validation_error(err: ValidationError) -> tuple[str, str]:
    """First problem of a pydantic error as (field path, plain message)."""
    first = err.errors()[0]
    loc = first.get("loc", ())
    # Drop the discriminator-ish class names pydantic puts into union locations.
    path = ".".join(str(p) for p in loc if not (isinstance(p, str) and p[:1].isupper()))
    kind = first.get("type", "")
    if kind == "missing":
        message = "is required"
    elif kind == "literal_error":
        expected = first.get("ctx", {}).get("expected", "")
        message = f"must be one of {expected} (got {first.get('input')!r})"
    else:
        message = f"{first.get('msg', 'is invalid')} (got {first.get('input')!r})"
    return path, message


@dataclass
class RuleEntry:
    """One rule of an item: its raw dict, the parsed model or the reason it is not usable."""

    raw: Any
    index: int
    model: Rule | None = None
    unsupported: bool = False
    error_field: str = ""
    error: str = ""
    # A pool's own refill/recovery entries, or a Modify Pool's added ones: the valid entries, parsed
    # once. An invalid entry is left out (inert) and reported in `problems` (engine.md §4, §4.5).
    refills: list[Any] = field(default_factory=list)
    die_size: str | None = None  # a pool or Modify Pool rule's die size after the fallback
    problems: list[tuple[str, str, str]] = field(default_factory=list)  # (severity, field, message)

    @property
    def type(self) -> str:
        return str(self.raw.get("type", "")) if isinstance(self.raw, dict) else ""

    @property
    def valid(self) -> bool:
        return self.model is not None

    @property
    def rule_id(self) -> str | None:
        value = self.raw.get("id") if isinstance(self.raw, dict) else None
        return value if isinstance(value, str) else None


def parse_rule(raw: Any, index: int) -> RuleEntry:
    """Parse one rule on its own; a bad or unknown rule is kept with a reason."""
    if not isinstance(raw, dict):
        return RuleEntry(raw, index, error=f"a rule must be an object, got {type(raw).__name__}")
    rtype = raw.get("type")
    cls = RULE_CLASSES.get(rtype) if isinstance(rtype, str) else None
    if cls is None:
        entry = RuleEntry(raw, index, unsupported=True, error_field="type",
                          error=f"rule type {rtype!r} is not supported; kept as is and does nothing")
        return entry
    try:
        model = read(cls, raw)
        if isinstance(model, ModifyPool) and model.minFace is not None and model.minFace < 1:
            return RuleEntry(raw, index, error_field="minFace", error="must be at least 1")
        ident = raw.get("identifier") or ""
        for bad in (":", "@"):
            if bad in str(ident):
                return RuleEntry(raw, index, error_field="identifier", error=f"may not contain '{bad}'")
        if isinstance(model, (ChargePool, DicePool)) and not ident and not _slug(str(raw.get("label") or "")):
            return RuleEntry(raw, index, error_field="identifier", error="a pool needs an identifier or a label")
    except Invalid as err:
        return RuleEntry(raw, index, error_field=err.path, error=err.message)
    entry = RuleEntry(raw, index, model=model)  # type: ignore[arg-type]
    if isinstance(model, (ChargePool, DicePool, ModifyPool)):
        kind = "charge" if isinstance(model, ChargePool) or (
            isinstance(model, ModifyPool) and model.poolType == "charge") else "dice"
        default = "d4" if isinstance(model, DicePool) else None
        entry.die_size = model.dieSize
        if model.dieSize is not None and model.dieSize not in DIE_SIZES:
            entry.die_size = default
            entry.problems.append(("warning", "dieSize", f"unknown die size {model.dieSize!r} (use one of "
                                   f"{', '.join(DIE_SIZES)}); {'using ' + default if default else 'no die size'}"))
        elif model.dieSize is None and isinstance(model, DicePool):
            entry.die_size = default
        name = "recoveries" if isinstance(model, ChargePool) else "refills" if isinstance(model, DicePool) \
            else "addRefills"
        entry.refills = _refill_entries(getattr(model, name), kind, name, entry.problems)
    return entry


def _refill_entries(raws: list[Any], kind: str, name: str, problems: list[tuple[str, str, str]]) -> list[Any]:
    """The valid entries of a refill/recovery list; each bad one is reported and left out (inert)."""
    from .predicates import PredicateError, validate_structure
    cls: type[DiceRefill | ChargeRecovery] = DiceRefill if kind == "dice" else ChargeRecovery
    triggers, other_triggers = (DICE_TRIGGERS, CHARGE_TRIGGERS) if kind == "dice" else (CHARGE_TRIGGERS, DICE_TRIGGERS)
    modes = DICE_MODES if kind == "dice" else CHARGE_MODES
    inert = "; this entry does nothing"
    valid = []
    for n, raw in enumerate(raws):
        where = f"{name}[{n}]"
        if not isinstance(raw, dict):
            problems.append(("error", where, f"an entry must be an object, got {type(raw).__name__}{inert}"))
            continue
        trigger, mode = raw.get("trigger", "safeRest"), raw.get("mode", "add")
        if trigger not in triggers:
            if trigger in other_triggers:
                other = "charge" if kind == "dice" else "dice"
                message = f"{trigger} is a {other} pool trigger, not a {kind} pool one"
            else:
                message = f"unknown trigger {trigger!r} (a {kind} pool uses {', '.join(triggers)})"
            problems.append(("error", f"{where}.trigger", message + inert))
            continue
        if mode not in modes:
            problems.append(("error", f"{where}.mode", f"unknown mode {mode!r} (a {kind} pool uses "
                                                        f"{', '.join(modes)}){inert}"))
            continue
        try:
            parsed = read(cls, raw)
            if parsed.predicate:
                validate_structure(parsed.predicate)
        except Invalid as err:
            path, message = err.path, err.message
            problems.append(("error", f"{where}.{path}" if path else where, message + inert))
            continue
        except PredicateError as err:
            problems.append(("error", f"{where}.predicate", f"invalid condition: {err}{inert}"))
            continue
        valid.append(parsed)
    return valid


def _slug(name: str) -> str:
    from .predicates import slug
    return slug(name)


# ----------------------------------------------------------------------------------------------
# Items


class Attack(Form):
    delivery: str | None
    damage: str
    _checks = {"delivery": (optional(one_of("melee", "ranged")), None), "damage": (formula_value, "0")}


class PoolEffect(Form):
    poolType: str
    action: str
    poolIdentifier: str
    value: int
    predicate: dict[str, Any] | None
    _checks = {"poolType": (one_of("dice", "charge"), REQUIRED),
               "action": (one_of("rollDie", "rollPool", "clear", "maximizeDie", "fillCount"), REQUIRED),
               "poolIdentifier": (text, REQUIRED), "value": (_int, 1), "predicate": (opt_dict, None)}

    @classmethod
    def quick(cls, raw: dict[str, Any]) -> PoolEffect:
        effect = super().quick(raw)
        # The schema's own check: an action that does not fit the pool type is its message to give.
        if effect.action not in (DICE_EFFECTS if effect.poolType == "dice" else CHARGE_EFFECTS):
            raise Unsure("action")
        return effect


@dataclass
class EffectEntry:
    """One activation pool effect: raw dict plus the parsed model or the reason it is unusable."""

    raw: Any
    index: int
    model: PoolEffect | None = None
    error: str = ""


def parse_effect(raw: Any, index: int) -> EffectEntry:
    """Parse one activation pool effect on its own."""
    if not isinstance(raw, dict):
        return EffectEntry(raw, index, error="a pool effect must be an object")
    try:
        return EffectEntry(raw, index, model=read(PoolEffect, raw))
    except Invalid as err:
        return EffectEntry(raw, index, error=str(err))


def _name(value: Any) -> Any:  # str, at least one character
    if type(value) is str and value:
        return value
    raise Unsure


class ItemFields(Form):
    """The item's own fields (rules and activation are parsed separately)."""

    id: str | None
    name: str
    type: str
    equipped: bool
    objectType: str | None
    properties: list[str]
    attack: Attack | None
    rules: list[Any]
    activation: dict[str, Any] | None
    _checks = {"id": (_opt_str, None), "name": (_name, REQUIRED), "type": (one_of(*ITEM_TYPES), "feature"),
               "equipped": (_strict_bool, True), "objectType": (_opt_str, None), "properties": (text_list, list),
               "attack": (optional(lambda value: Attack.quick(_dict(value))), None), "rules": (any_list, list),
               "activation": (opt_dict, None)}


@dataclass
class ItemEntry:
    """An item: raw dict, parsed fields, parsed rules and activation effects."""

    raw: dict[str, Any]
    fields: ItemFields
    rules: list[RuleEntry] = field(default_factory=list)
    effects: list[EffectEntry] = field(default_factory=list)

    @property
    def key(self) -> str:
        return self.fields.id or self.fields.name

    @property
    def name(self) -> str:
        return self.fields.name

    @property
    def is_object(self) -> bool:
        return self.fields.type == "object"

    @property
    def usable(self) -> bool:
        """An unequipped object is out of play: its rules are inactive and it cannot be used."""
        return not (self.is_object and not self.fields.equipped)


class ItemError(ValueError):
    """An item whose own fields are broken; names the field."""

    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path
        self.message = message


def parse_item(raw: Any) -> ItemEntry:
    """Parse one item; rules and pool effects are parsed one by one and never fail the item."""
    if not isinstance(raw, dict):
        raise ItemError("", f"an item must be an object, got {type(raw).__name__}")
    try:
        fields = read(ItemFields, raw)
    except Invalid as err:
        raise ItemError(err.path, err.message) from None
    rules = [parse_rule(r, i) for i, r in enumerate(fields.rules)]
    pool_effects = (fields.activation or {}).get("pool", [])
    if not isinstance(pool_effects, list):
        effects = [EffectEntry(pool_effects, 0, error="activation.pool must be a list")]
    else:
        effects = [parse_effect(e, i) for i, e in enumerate(pool_effects)]
    return ItemEntry(raw, fields, rules, effects)
