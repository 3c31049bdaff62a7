"""Pydantic models for rules, items and pool effects, in upstream's raw-JSON shape.

The models are a validated *view*: every rule, item and document keeps the raw dict it was read
from, and saving writes that dict back. This is how a load/save round trip keeps the same keys,
order and number types, and how unknown keys survive.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StrictBool, ValidationError, model_validator

DIE_SIZES = ("d4", "d6", "d8", "d10", "d12", "d20")
DieSize = Literal["d4", "d6", "d8", "d10", "d12", "d20"]
Scope = Literal["item", "actor"]

CHARGE_TRIGGERS = ("safeRest", "fieldRest", "onHit", "onCriticalHit", "encounterStart", "encounterEnd",
                   "onWound", "onTurnStart", "onTurnEnd", "onKill", "onBloodied", "onInitiativeRolled")
DICE_TRIGGERS = ("safeRest", "fieldRest", "onHit", "onCriticalHit", "encounterStart", "encounterEnd",
                 "onWound", "onTurnStart", "onTurnEnd", "onKill", "onBloodied", "onAttacked", "onCritReceived")
# The order in which one action fires its triggers (engine.md §7).
TRIGGER_ORDER = ("encounterStart", "onInitiativeRolled", "onTurnStart", "onTurnEnd", "encounterEnd",
                 "safeRest", "fieldRest", "onHit", "onCriticalHit", "onAttacked", "onCritReceived",
                 "onWound", "onBloodied", "onKill")
ALL_TRIGGERS = tuple(dict.fromkeys(CHARGE_TRIGGERS + DICE_TRIGGERS))
CHARGE_MODES = ("add", "set", "refresh")
DICE_MODES = ("add", "set", "refresh", "setIfEmpty", "clear")
ITEM_TYPES = ("feature", "object", "class", "subclass", "ancestry", "background", "boon")
STATS = ("strength", "dexterity", "intelligence", "will")
# Header numbers (level, stats, HP, wounds, mana, the bank) stay within a million either way: far past any
# game's needs, and inside what every widget and 32-bit integer holds.
NUMBER_LIMIT = 1_000_000


def die_faces(die: str) -> int:
    """Top face of a die size such as "d6"."""
    return int(die[1:])


def _formula_text(value: Any) -> Any:
    # Upstream writes formulas as strings but hand-written files use numbers; both are formulas.
    if isinstance(value, bool):
        return value  # let validation reject it with a clear message
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float) and math.isfinite(value):
        return repr(value)
    return value


FormulaText = Annotated[str, BeforeValidator(_formula_text)]
OptFormula = Annotated[str | None, BeforeValidator(_formula_text)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="allow", populate_by_name=True, defer_build=True)


class ChargeRecovery(_Model):
    trigger: Literal[CHARGE_TRIGGERS] = "safeRest"  # type: ignore[valid-type]
    mode: Literal[CHARGE_MODES] = "add"  # type: ignore[valid-type]
    value: FormulaText = "1"
    predicate: dict[str, Any] | None = None


class DiceRefill(_Model):
    trigger: Literal[DICE_TRIGGERS] = "safeRest"  # type: ignore[valid-type]
    mode: Literal[DICE_MODES] = "add"  # type: ignore[valid-type]
    value: FormulaText = "1"
    predicate: dict[str, Any] | None = None


class RuleBase(_Model):
    id: str | None = None
    type: str
    label: str | None = ""
    identifier: str | None = ""
    predicate: dict[str, Any] | None = None
    priority: int | float = 1
    disabled: StrictBool = False
    suppressActivationCard: Literal["auto", "always", "never"] = "auto"


class ChargePool(RuleBase):
    type: Literal["chargePool"]
    scope: Scope = "item"
    max: FormulaText = "1"
    dieSize: Any = None  # checked by parse_rule: an unknown size falls back to none (engine.md §4)
    initial: Literal["max", "zero"] = "max"
    hidden: StrictBool = False
    recoveries: list[Any] = Field(default_factory=list)  # entries are validated one by one (parse_rule)


class DicePool(RuleBase):
    type: Literal["dicePool"]
    scope: Scope = "item"
    dieSize: Any = "d4"  # an unknown size falls back to d4 (parse_rule)
    max: FormulaText = "1"
    initial: Literal["max", "zero"] = "max"
    refills: list[Any] = Field(default_factory=list)


class ChargeConsumer(RuleBase):
    type: Literal["chargeConsumer"]
    poolIdentifier: str
    poolScope: Scope = "item"
    cost: FormulaText = "1"


class DiceConsumer(RuleBase):
    type: Literal["diceConsumer"]
    poolIdentifier: str
    poolScope: Scope = "item"
    mode: Literal["manual", "autoBonus"] = "manual"
    cost: FormulaText = "1"
    bonusOnAttackDelivery: Literal["melee", "ranged", "any"] | None = None
    effectFormula: OptFormula = None
    effectType: Literal["generic", "damageReduction"] = "generic"
    selectionOutcome: Literal["consume", "maximize"] = "consume"
    # Offered on the result of one of the character's own attacks instead of in the dice panel (§4.4).
    cardOffer: Literal["hit", "criticalHit"] | None = None


class ModifyPool(RuleBase):
    type: Literal["modifyPool"]
    poolType: Literal["dice", "charge"] = "dice"
    poolIdentifier: str
    poolScope: Scope | None = None
    dieSize: Any = None  # an unknown size falls back to none: no change (parse_rule)
    maxDelta: OptFormula = None
    minFace: int | None = None
    addRefills: list[Any] = Field(default_factory=list)  # validated one by one (parse_rule)


class ModifyConsumer(RuleBase):
    type: Literal["modifyConsumer"]
    poolIdentifier: str
    poolScope: Scope = "item"
    effectTypeFilter: Literal["", "generic", "damageReduction"] | None = ""
    appendFormula: OptFormula = None


class CombatMana(RuleBase):
    type: Literal["combatMana"]
    formula: FormulaText = "0"
    resource: Literal["mana"] = "mana"
    trigger: Literal["initiativeRoll", "encounterStart"] = "initiativeRoll"
    clearOn: Literal["combatEnd", "safeRest", "fieldRest"] = "combatEnd"


class PoolGainMessage(RuleBase):
    type: Literal["poolGainMessage"]
    poolIdentifier: str
    formula: FormulaText = "0"
    message: str = ""


# Events that end a toggle (toggleEffect.turnOff) and that turn one on (modifyToggle.turnOn), engine.md §6.
TOGGLE_OFF_EVENTS = ("onActorKilled", "onActorWounded", "onActorDying", "onRest", "onTurnStart", "onTurnEnd",
                     "onEncounterEnd")
TOGGLE_ON_EVENTS = ("onTurnStart", "onActorDying", "onCritReceived")


class ToggleEffect(RuleBase):
    type: Literal["toggleEffect"]
    tags: list[str] = Field(default_factory=list)
    # Unknown event names are kept and do nothing (the check warns), as upstream adds events over time.
    turnOff: list[str] = Field(default_factory=list)
    confirmEndPrompt: str | None = None
    clearPoolsOnEnd: list[str] = Field(default_factory=list)
    endAfterInactiveRounds: Annotated[int, Field(ge=1)] | None = None

    def states(self) -> list[str]:
        """The states it turns on: "self:raging" and bare "raging" both name `raging`."""
        found: list[str] = []
        for tag in self.tags:
            state = tag[5:] if tag.startswith("self:") else tag
            if state and ":" not in state and state not in found:
                found.append(state)
        return found


class ModifyToggle(RuleBase):
    type: Literal["modifyToggle"]
    toggleIdentifier: str = ""
    suppressTurnOff: list[str] = Field(default_factory=list)
    turnOn: list[str] = Field(default_factory=list)


Rule = (ChargePool | DicePool | ChargeConsumer | DiceConsumer | ModifyPool | ModifyConsumer | CombatMana
        | PoolGainMessage | ToggleEffect | ModifyToggle)
RULE_CLASSES: dict[str, type[RuleBase]] = {
    cls.model_fields["type"].annotation.__args__[0]: cls  # type: ignore[union-attr]
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
        model = cls.model_validate(raw)
        if isinstance(model, ModifyPool) and model.minFace is not None and model.minFace < 1:
            return RuleEntry(raw, index, error_field="minFace", error="must be at least 1")
        ident = raw.get("identifier") or ""
        for bad in (":", "@"):
            if bad in str(ident):
                return RuleEntry(raw, index, error_field="identifier", error=f"may not contain '{bad}'")
        if isinstance(model, (ChargePool, DicePool)) and not ident and not _slug(str(raw.get("label") or "")):
            return RuleEntry(raw, index, error_field="identifier", error="a pool needs an identifier or a label")
    except ValidationError as err:
        path, message = describe_validation_error(err)
        return RuleEntry(raw, index, error_field=path, error=message)
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
    cls = DiceRefill if kind == "dice" else ChargeRecovery
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
            parsed = cls.model_validate(raw)
            if parsed.predicate:
                validate_structure(parsed.predicate)
        except ValidationError as err:
            path, message = describe_validation_error(err)
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


class Attack(_Model):
    delivery: Literal["melee", "ranged"] | None = None
    damage: FormulaText = "0"


class PoolEffect(_Model):
    poolType: Literal["dice", "charge"]
    action: Literal["rollDie", "rollPool", "clear", "maximizeDie", "fillCount"]
    poolIdentifier: str
    value: int = 1
    predicate: dict[str, Any] | None = None

    @model_validator(mode="after")
    def _action_fits_pool_type(self) -> PoolEffect:
        allowed = DICE_EFFECTS if self.poolType == "dice" else CHARGE_EFFECTS
        if self.action not in allowed:
            raise ValueError(f"action {self.action!r} is not a {self.poolType} pool action "
                             f"(use one of {', '.join(allowed)})")
        return self


DICE_EFFECTS = ("rollDie", "rollPool", "clear", "maximizeDie")
CHARGE_EFFECTS = ("fillCount", "clear")


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
        return EffectEntry(raw, index, model=PoolEffect.model_validate(raw))
    except ValidationError as err:
        path, message = describe_validation_error(err)
        return EffectEntry(raw, index, error=f"{path}: {message}" if path else message)


class ItemFields(_Model):
    """The item's own fields (rules and activation are parsed separately)."""

    id: str | None = None
    name: str = Field(min_length=1)
    type: Literal[ITEM_TYPES] = "feature"  # type: ignore[valid-type]
    equipped: StrictBool = True
    objectType: str | None = None
    properties: list[str] = Field(default_factory=list)
    attack: Attack | None = None
    rules: list[Any] = Field(default_factory=list)
    activation: dict[str, Any] | None = None


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
        fields = ItemFields.model_validate(raw)
    except ValidationError as err:
        path, message = describe_validation_error(err)
        raise ItemError(path, message) from None
    rules = [parse_rule(r, i) for i, r in enumerate(fields.rules)]
    pool_effects = (fields.activation or {}).get("pool", [])
    if not isinstance(pool_effects, list):
        effects = [EffectEntry(pool_effects, 0, error="activation.pool must be a list")]
    else:
        effects = [parse_effect(e, i) for i, e in enumerate(pool_effects)]
    return ItemEntry(raw, fields, rules, effects)
