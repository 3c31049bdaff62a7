"""The pydantic schema of rules, items and character documents: the reference every validated form is
checked against.

Loading a character does not import this module (nor pydantic): engine/model.py and engine/document.py
read the common, plainly valid shapes themselves and hand anything else to these models, which accept
it or say what is wrong. What the quick path accepts, these models accept with the same values
(tests/engine/test_forms.py compares the two on generated valid and invalid input); every message about
a broken field comes from here.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StrictBool, StrictInt, model_validator

from .vocab import (
    CHARGE_EFFECTS,
    CHARGE_MODES,
    CHARGE_TRIGGERS,
    DICE_EFFECTS,
    DICE_MODES,
    DICE_TRIGGERS,
    DIE_SIZES,
    ITEM_TYPES,
    NUMBER_LIMIT,
    SIZES,
    formula_text,
)

Scope = Literal["item", "actor"]
FormulaText = Annotated[str, BeforeValidator(formula_text)]
OptFormula = Annotated[str | None, BeforeValidator(formula_text)]


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


class ToggleEffect(RuleBase):
    type: Literal["toggleEffect"]
    tags: list[str] = Field(default_factory=list)
    # Unknown event names are kept and do nothing (the check warns), as upstream adds events over time.
    turnOff: list[str] = Field(default_factory=list)
    confirmEndPrompt: str | None = None
    clearPoolsOnEnd: list[str] = Field(default_factory=list)
    endAfterInactiveRounds: Annotated[int, Field(ge=1)] | None = None


class ModifyToggle(RuleBase):
    type: Literal["modifyToggle"]
    toggleIdentifier: str = ""
    suppressTurnOff: list[str] = Field(default_factory=list)
    turnOn: list[str] = Field(default_factory=list)


RULE_CLASSES: dict[str, type[RuleBase]] = {
    cls.model_fields["type"].annotation.__args__[0]: cls  # type: ignore[union-attr]
    for cls in (ChargePool, DicePool, ChargeConsumer, DiceConsumer, ModifyPool, ModifyConsumer, CombatMana,
                PoolGainMessage, ToggleEffect, ModifyToggle)
}


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


# ----------------------------------------------------------------------------------------------
# Character documents


class _DocModel(BaseModel):
    model_config = ConfigDict(extra="allow", defer_build=True)


# A file with hp 3,000,000,000 is refused here, not crashed on later (NUMBER_LIMIT).
Number = Annotated[StrictInt, Field(ge=-NUMBER_LIMIT, le=NUMBER_LIMIT)]
Count = Annotated[StrictInt, Field(ge=0, le=NUMBER_LIMIT)]


class Track(_DocModel):
    current: Number = 0
    max: Count = 0


class HpTrack(Track):
    temp: Count = 0  # temporary HP (engine.md §5.3)


class HitDie(_DocModel):
    current: Count = 0
    max: Count = 0


class Stats(_DocModel):
    strength: Number = 0
    dexterity: Number = 0
    intelligence: Number = 0
    will: Number = 0


class Encounter(_DocModel):
    round: Count = 1
    initiativeRolled: bool = False
    bloodiedFired: bool = False


class CharacterFields(_DocModel):
    format: Literal["sheet/1"]
    name: str
    level: Count = 1
    keyStats: list[Literal["strength", "dexterity", "intelligence", "will"]] = Field(default_factory=list)
    stats: Stats = Field(default_factory=Stats)
    size: Literal[SIZES] = "medium"  # type: ignore[valid-type]
    hp: HpTrack = Field(default_factory=lambda: HpTrack(current=10, max=10))
    wounds: Track = Field(default_factory=lambda: Track(current=0, max=6))
    mana: Track = Field(default_factory=Track)
    states: list[str] = Field(default_factory=list)
    items: list[Any]
    pools: dict[str, dict[str, Any]] = Field(default_factory=dict)
    # Level-up bonuses to pool maxima by identifier (engine.md §4), e.g. {"combat-dice": 1}.
    poolBonuses: dict[str, Number] = Field(default_factory=dict)
    # engine.md §5.4: absent means the defaults (hit dice from the class item, `1d20 + @dexterity`).
    hitDice: dict[Literal[DIE_SIZES], HitDie] | None = None  # type: ignore[valid-type]
    initiative: FormulaText | None = None
    manaRecovery: list[Literal["safeRest", "fieldRest"]] | None = None
    # Runtime state the app adds once play starts (not written until it exists).
    encounter: Encounter | None = None
    bank: Count = 0
    combatMana: Track = Field(default_factory=Track)
    rolledInitiative: Number | None = None  # the kept initiative (engine.md §5.4)


MODELS: tuple[type[BaseModel], ...] = (ChargeRecovery, DiceRefill, RuleBase, *RULE_CLASSES.values(), Attack, PoolEffect,
                                       ItemFields, Track, HpTrack, HitDie, Stats, Encounter, CharacterFields)
