"""The check's warnings for the numbers' rules that change nothing as written (character.md §15.1, §15.5):
a bonus whose value is blank, a Stat, Skill or Save Bonus (or a Skill Roll Mode) that lists none, a roll
mode adjusted by 0 or set beyond what a mode holds. `sheet-app check` and the Rules Builder's cards show
them (engine/lint.py `bonus_warnings`)."""
from __future__ import annotations

from typing import Any

from ..i18n import QT_TRANSLATE_NOOP, Engine, translate
from .model import (
    AbilityBonus,
    InitiativeBonus,
    InitiativeRollMode,
    MaxHitDice,
    MaxWounds,
    SavingThrowBonus,
    SavingThrowRollMode,
    SkillBonus,
    SkillRollMode,
    SpeedBonus,
)

# A bonus whose value is blank adds 0 (character.md §15: an empty formula is 0).
_VALUED = (AbilityBonus, SkillBonus, SavingThrowBonus, InitiativeBonus, SpeedBonus, MaxWounds, MaxHitDice)
# The list a rule raises, and the warning when it lists none (translated where it is found).
_NO_STAT = QT_TRANSLATE_NOOP("Engine", "lists no stat: tick the stats it applies to (or All)")
_NO_SKILL = QT_TRANSLATE_NOOP("Engine", "lists no skill: tick the skills it applies to (or All)")
_NO_SAVE = QT_TRANSLATE_NOOP("Engine", "lists no save: tick the saves it applies to (or All)")
_LISTS: tuple[tuple[type, str, str], ...] = (
    (AbilityBonus, "abilities", _NO_STAT), (SkillBonus, "skills", _NO_SKILL),
    (SavingThrowBonus, "savingThrows", _NO_SAVE), (SkillRollMode, "skills", _NO_SKILL))
MODE_LIMITS = {SkillRollMode: 3, SavingThrowRollMode: 3, InitiativeRollMode: 9}


def number_warnings(rule: Any) -> list[tuple[str, str]]:
    """(field, message) for each way the rule changes nothing, or less than it says."""
    found: list[tuple[str, str]] = []
    if isinstance(rule, _VALUED) and not str(rule.value or "").strip():
        found.append(("value", Engine.tr("is blank: it adds 0, so the rule changes nothing")))
    for kind, field, message in _LISTS:
        if isinstance(rule, kind) and not getattr(rule, field):
            found.append((field, translate("Engine", message)))
    limit = MODE_LIMITS.get(type(rule))
    if limit is not None:
        if rule.mode == "adjust" and rule.value == 0:
            found.append(("value", Engine.tr("adjusts the mode by 0: the rule changes nothing")))
        elif abs(rule.value) > limit:
            found.append(("value", Engine.tr("a mode of {value} counts as {counted}: a mode stays within "
                                             "-{limit}..{limit}").format(value=rule.value, limit=limit,
                                                                         counted=limit if rule.value > 0 else -limit)))
    return found
