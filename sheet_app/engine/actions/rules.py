"""An item's rules: enable or disable one, edit, add, replace all (the Rules Builder's OK), delete."""
from __future__ import annotations

from typing import Any

from ...i18n import Engine
from .. import steps
from ..activation import find_item
from ..runtime import ActionContext, ActionError
from .registry import action


@action(steps.EnableRule)
def enable_rule(ctx: ActionContext, step: steps.EnableRule) -> None:
    index, entry = _rule_entry(ctx, step)
    item = ctx.char.items[index]
    on = step.on
    if not isinstance(entry.raw, dict):
        raise ActionError("invalidStep", Engine.tr("{name}'s rule {rule} is not an object").format(
            name=item.name, rule=entry.index))
    ctx.tx.set(("items", index, "rules", entry.index, "disabled"), not on)
    label = entry.raw.get("label") or entry.type
    ctx.log.append((Engine.tr("{name}: rule {rule} enabled") if on else Engine.tr("{name}: rule {rule} disabled"))
                   .format(name=item.name, rule=label))


def _rule_entry(ctx: ActionContext, step: steps.EnableRule | steps.EditRule | steps.DeleteRule) -> tuple[int, Any]:
    index = find_item(ctx, step.item)
    item = ctx.char.items[index]
    which = step.rule
    if isinstance(which, int):
        entry = item.rules[which] if 0 <= which < len(item.rules) else None
    else:
        entry = next((r for r in item.rules if r.rule_id == which), None)
    if entry is None:
        raise ActionError("invalidStep", Engine.tr("{name} has no rule {rule}").format(name=item.name,
                                                                                   rule=repr(which)))
    return index, entry


def _rules(ctx: ActionContext, index: int) -> list[Any]:
    return list(ctx.char.doc["items"][index].get("rules") or [])


@action(steps.EditRule)
def edit_rule(ctx: ActionContext, step: steps.EditRule) -> None:
    """Replace a rule's raw JSON (`raw`), or change some of its keys (`set`, `unset`)."""
    index, entry = _rule_entry(ctx, step)
    if step.raw is not None:
        new = step.raw
    else:
        if not isinstance(entry.raw, dict):
            raise ActionError("invalidStep", Engine.tr("this rule is not an object; replace it whole with 'raw'"))
        new = dict(entry.raw)
        new.update(step.set)
        for key in step.unset:
            new.pop(key, None)
    rules = _rules(ctx, index)
    rules[entry.index] = new
    ctx.tx.set(("items", index, "rules"), rules)
    ctx.log.append(Engine.tr("{name}: rule {number} ({rule}) edited").format(
        name=ctx.char.items[index].name, number=entry.index, rule=new.get("label") or new.get("type")))


@action(steps.AddRule)
def add_rule(ctx: ActionContext, step: steps.AddRule) -> None:
    index = find_item(ctx, step.item)
    raw = step.raw
    rules = _rules(ctx, index)
    at = len(rules) if step.at is None else step.at
    if not 0 <= at <= len(rules):
        raise ActionError("invalidStep", Engine.tr("'at' must be 0..{last}").format(last=len(rules)))
    rules.insert(at, raw)
    ctx.tx.set(("items", index, "rules"), rules)
    ctx.log.append(Engine.tr("{name}: rule {rule} added").format(name=ctx.char.items[index].name,
                                                                   rule=raw.get("label") or raw.get("type")))


@action(steps.SetRules)
def set_rules(ctx: ActionContext, step: steps.SetRules) -> None:
    """Replace an item's whole rules list (the Rules Builder's OK: all its edits as one action)."""
    index = find_item(ctx, step.item)
    rules = step.rules
    if rules == _rules(ctx, index):
        return
    ctx.tx.set(("items", index, "rules"), list(rules))
    ctx.log.append(Engine.tr("{name}: rules edited (%n rules)", "", len(rules)).format(name=ctx.char.items[index].name))


@action(steps.DeleteRule)
def delete_rule(ctx: ActionContext, step: steps.DeleteRule) -> None:
    index, entry = _rule_entry(ctx, step)
    rules = _rules(ctx, index)
    removed = rules.pop(entry.index)
    ctx.tx.set(("items", index, "rules"), rules)
    label = removed.get("label") or removed.get("type") if isinstance(removed, dict) else Engine.tr("rule")
    ctx.log.append(Engine.tr("{name}: rule {rule} deleted").format(name=ctx.char.items[index].name, rule=label))
