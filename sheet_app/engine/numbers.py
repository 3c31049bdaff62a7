"""The sheet's derived numbers (character.md §10, §10.1), worked out in their order once per refresh.

Each step starts from its base, what the document says (`wounds.max`, which stays what the player
typed), and the active rules of the types registered for it (`@behaviour(type, step=...)`,
engine/rule_types.py) adjust it in priority order (engine §1). A rule's formula sees the final values of
the steps before its own and the bases of its own step and the later ones (§10.1): `@woundsMax` in a
Wounds rule is `wounds.max`. `Character.numbers()` (engine/world.py) keeps the result until the next
refresh; everything that shows or uses a maximum reads it there (`Character.track`).

Today's steps: max wounds (§10 step 7). The others of §10's eleven go into STEPS in that order.

The rules' conditions see the character's tags without the pools' "full" tags (`self:…ChargesMax`):
those need the pools' maxima, whose formulas see these numbers' final values (§10.1 step 4).
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import formulas
from .formulas import FormulaError
from .model import NUMBER_LIMIT, ItemEntry, MaxWounds, RuleEntry
from .predicates import TagSet
from .rule_types import behaviour, on_step

if TYPE_CHECKING:
    from .world import Character


class Step:
    """One derived number: the reference it answers (`@woundsMax`), its base, and the least the rules may
    take it to (None: no floor)."""

    __slots__ = ("name", "base", "least")

    def __init__(self, name: str, base: Callable[[Character], int], least: int | None = None):
        self.name, self.base, self.least = name, base, least


def _wounds_max(char: Character) -> int:
    return char.track("wounds", base=True)[1]


STEPS: tuple[Step, ...] = (
    Step("woundsMax", _wounds_max, least=1),  # §10 step 7: wounds.max + Wounds rules, at least 1
)
# The document keys the numbers can follow from (their bases, their rules' conditions and formulas),
# besides the items: a change naming none of them leaves every number as it was.
BASES = frozenset({"wounds"})
READS = BASES | {"hp", "mana", "combatMana", "level", "stats", "keyStats", "states", "size", "pools"}


def reads(char: Character) -> frozenset[str]:
    """The document keys this character's numbers follow from: their bases alone while no rule adjusts
    them (kept until the items change)."""
    return READS if any(_rules(char, step.name) for step in STEPS) else BASES


def _rules(char: Character, step: str) -> list[tuple[int, Any]]:
    """The valid rules of the types registered for one step, in item then rule order (kept per item: an
    item edit looks at that item's rules again, an action that changes no item at none)."""
    types = {found.rule_type for found in on_step(step)}

    def build(item: ItemEntry) -> list[RuleEntry]:
        return [entry for entry in item.rules if entry.model is not None and entry.type in types]

    return char.per_item(f"numbers.rules.{step}", build)


def derive(char: Character, refs: dict[str, Any]) -> dict[str, int]:
    """Every step's value, in order. `refs` are the character's references with the steps' bases (what a
    formula of the first step sees); each step's final value replaces its base for the steps after it."""
    refs = dict(refs)
    values: dict[str, int] = {}
    tags: TagSet | None = None
    for step in STEPS:
        value = step.base(char)
        rules = _rules(char, step.name)
        adjust = {found.rule_type: found.function for found in on_step(step.name)}
        applied = False
        for index, entry in char.by_priority(rules):
            if tags is None:
                tags = char.base_tags()
            if char.rule_on(index, entry, tags):
                value = adjust[entry.type](entry.model, value, refs)
                applied = True
        if applied:
            value = max(step.least if step.least is not None else -NUMBER_LIMIT, min(NUMBER_LIMIT, value))
        values[step.name] = refs[step.name] = value
    return values


def formula_value(text: str | None, refs: dict[str, Any]) -> float:
    """A bonus rule's formula (character.md §15): empty is 0, and so is one that cannot be worked out
    (dice, a typo), which `sheet-app check` reports."""
    if not (text or "").strip():
        return 0
    try:
        return formulas.evaluate(str(text), refs, allow_dice=False)
    except FormulaError:
        return 0


def floored(text: str | None, refs: dict[str, Any]) -> int:
    """floor(value) of a bonus rule's formula, within what an int holds."""
    value = formula_value(text, refs)
    return math.floor(value) if math.isfinite(value) else 0


@behaviour("maxWounds", step="woundsMax")
def max_wounds(rule: MaxWounds, value: int, refs: dict[str, Any]) -> int:
    """Wounds (character.md §15.1): max wounds + floor(value)."""
    return value + floored(rule.value, refs)
