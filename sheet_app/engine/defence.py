"""Damage the character takes, before the bank: Damage Reduction rules, and the Modify Incoming Attack rules
that change an incoming attack (character.md §15.3).

Incoming damage is worked through in order (upstream `chatMessage.ts`): the `half` entries that match
halve it once, rounding up (several do not stack); each matching `flat` entry takes its value off, in
engine §1 order, with Defend last (engine/action_tracker.py `defend`); then the bank, temporary HP and HP
(engine/activation.py `take_damage`). An entry with damage types never matches untyped damage.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..i18n import Engine
from .action_tracker import defend
from .model import DamageReduction, ModifyIncomingAttack, RuleEntry
from .rule_types import behaviour

if TYPE_CHECKING:
    from .predicates import TagSet
    from .runtime import ActionContext
    from .world import Character


def _matches(rule: DamageReduction, kind: str | None) -> bool:
    if not rule.damageTypes:
        return True
    return bool(kind) and kind in rule.damageTypes


def reductions(char: Character, kind: str | None, tags: TagSet | None = None) -> list[tuple[int, RuleEntry]]:
    """The active Damage Reduction rules that match damage of this type, in engine §1 order."""
    return [(index, entry) for index, entry in char.by_priority(char.rules_of(DamageReduction))
            if char.rule_on(index, entry, tags) and _matches(entry.model, kind)]  # type: ignore[arg-type]


def _name(char: Character, index: int, entry: RuleEntry) -> str:
    return (entry.model.label if entry.model is not None else "") or char.items[index].name


@behaviour("damageReduction")
def reduce_damage(ctx: ActionContext, amount: int, kind: str | None) -> int:
    """The damage left after the Damage Reduction rules (half once, then each flat entry); logged."""
    if amount <= 0:
        return amount
    found = reductions(ctx.char, kind, ctx.tags)
    halves = [(i, e) for i, e in found if e.model.mode == "half"]  # type: ignore[union-attr]
    before = amount
    if halves:
        amount = math.ceil(amount / 2)
        names = ", ".join(_name(ctx.char, i, e) for i, e in halves)
        ctx.log.append(Engine.tr("{names}: damage halved ({before} → {after})").format(
            names=names, before=before, after=amount))
    for index, entry in found:
        rule = entry.model
        assert isinstance(rule, DamageReduction)
        if rule.mode != "flat" or amount <= 0:
            continue
        value = max(0, math.floor(ctx.evaluate(rule.value, "value", dice=False,
                                               where=f"{_name(ctx.char, index, entry)} ")))
        if value:
            left = max(0, amount - value)
            ctx.log.append(Engine.tr("{name}: damage reduced by {value} ({before} → {after})").format(
                name=_name(ctx.char, index, entry), value=value, before=amount, after=left))
            amount = left
    if ctx.defending:  # Defend (character.md §13) reduces last, by Armor
        amount = defend(ctx, amount)
    ctx.report["reduced"] = before - amount
    return amount


def incoming_rules(char: Character, tags: TagSet | None = None) -> list[tuple[int, RuleEntry]]:
    """The active Modify Incoming Attack rules, in engine §1 order (the Attacked dialog lists them)."""
    return [(index, entry) for index, entry in char.by_priority(char.rules_of(ModifyIncomingAttack))
            if char.rule_on(index, entry, tags)]


def _reminder(char: Character, rule: ModifyIncomingAttack, name: str, critical: bool) -> str:
    """The line a modifier acting on the attacker's dice is logged with ("" when it does not apply)."""
    who = char.name or Engine.tr("the character")
    if rule.modifier == "disadvantage":
        return Engine.tr("Attacks against {who} have disadvantage ({name})").format(who=who, name=name)
    if rule.modifier == "redirectToSelf":
        return Engine.tr("An attack on an ally within {range:g} spaces can be redirected to {who} ({name})").format(
            range=rule.range, who=who, name=name)
    if rule.rerollTrigger == "criticalHit" and not critical:
        return ""
    what = {"always": Engine.tr("the attack"), "hit": Engine.tr("the hit"),
            "criticalHit": Engine.tr("the critical hit")}[rule.rerollTrigger]
    if rule.rerollWithDisadvantage:
        return Engine.tr("The attacker must reroll {what} with disadvantage ({name})").format(what=what, name=name)
    return Engine.tr("The attacker must reroll {what} ({name})").format(what=what, name=name)


@behaviour("modifyIncomingAttack")
def modify_incoming(ctx: ActionContext, named: list[str], critical: bool) -> bool:
    """Apply the Modify Incoming Attack rules to an incoming attack: every automatic one and those the
    step names by rule id or label (a name that is no active rule is `invalidChoice`). Logs a reminder
    for each one acting on the attacker's dice; returns whether one makes it a miss (autoMiss)."""
    from .runtime import ActionError

    active = incoming_rules(ctx.char, ctx.tags)
    applied: list[tuple[int, RuleEntry]] = [(i, e) for i, e in active if e.model.automatic]  # type: ignore[union-attr]
    for name in named:
        found = next(((i, e) for i, e in active if e.rule_id == name), None) or \
            next(((i, e) for i, e in active if e.model is not None and e.model.label == name), None)
        if found is None:
            raise ActionError("invalidChoice", Engine.tr("{rule} is no active Modify Incoming Attack rule")
                              .format(rule=repr(name)))
        if all(found[1] is not e for _i, e in applied):
            applied.append(found)
    missed = False
    for index, entry in applied:
        rule = entry.model
        assert isinstance(rule, ModifyIncomingAttack)
        name = _name(ctx.char, index, entry)
        if rule.modifier == "autoMiss":
            if not missed:
                ctx.log.append(Engine.tr("The attack misses ({name})").format(name=name))
            missed = True
            continue
        line = _reminder(ctx.char, rule, name, critical)
        if line:
            ctx.log.append(line)
    return missed
