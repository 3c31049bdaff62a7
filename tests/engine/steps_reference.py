"""The typed steps as they were, pydantic models (sheet_app/engine/steps.py before issue 18 item 6): the
reference tests/engine/test_steps.py compares today's steps with. Not imported by the app.

Typed constructors for the play-format steps (spec/play-format.md), one small pydantic model per `do`.

`Spend(pool="fury", consumer="tayg", picks=[0, 2]).step()` is exactly the dict a play script holds
(`{"do": "spend", "pool": "fury", "consumer": "tayg", "picks": [0, 2]}`): the play format stays the
one vocabulary, and a misspelt field or a wrong type is caught where the step is built, not when it
runs. Optional fields left out are left out of the dict too.
"""
from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field


class Step(BaseModel):
    """One action; `step()` is its play-format dict."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, strict=True)
    do: ClassVar[str]

    def step(self) -> dict[str, Any]:
        return {"do": self.do, **self.model_dump(exclude_none=True, by_alias=True)}


class Pick(BaseModel):
    """A spend through one consumer: a card offer on `activate`, a reaction on `attacked`."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)
    consumer: str
    picks: list[int]
    rule: int | str | None = None


class ChargeDice(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)
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
