"""An item's rules: enable or disable one, edit, add, replace all (the Rules Builder's OK), delete."""
from __future__ import annotations

from typing import Any

from ..activation import find_item
from ..runtime import ActionContext, ActionError, plural
from .registry import _field, action


@action("enableRule")
def enable_rule(ctx: ActionContext, step: dict[str, Any]) -> None:
    index, entry = _rule_entry(ctx, step)
    item = ctx.char.items[index]
    on = _field(step, "on", bool)
    if not isinstance(entry.raw, dict):
        raise ActionError("invalidStep", f"{item.name}'s rule {entry.index} is not an object")
    ctx.tx.set(("items", index, "rules", entry.index, "disabled"), not on)
    label = entry.raw.get("label") or entry.type
    ctx.log.append(f"{item.name}: rule {label} {'enabled' if on else 'disabled'}")


def _rule_entry(ctx: ActionContext, step: dict[str, Any]) -> tuple[int, Any]:
    index = find_item(ctx, _field(step, "item", str))
    item = ctx.char.items[index]
    which = _field(step, "rule", (int, str))
    if isinstance(which, int):
        entry = item.rules[which] if 0 <= which < len(item.rules) else None
    else:
        entry = next((r for r in item.rules if r.rule_id == which), None)
    if entry is None:
        raise ActionError("invalidStep", f"{item.name} has no rule {which!r}")
    return index, entry


def _rules(ctx: ActionContext, index: int) -> list[Any]:
    return list(ctx.char.doc["items"][index].get("rules") or [])


@action("editRule")
def edit_rule(ctx: ActionContext, step: dict[str, Any]) -> None:
    """Replace a rule's raw JSON (`raw`), or change some of its keys (`set`, `unset`)."""
    index, entry = _rule_entry(ctx, step)
    if "raw" in step:
        new = _field(step, "raw", dict)
    else:
        if not isinstance(entry.raw, dict):
            raise ActionError("invalidStep", "this rule is not an object; replace it whole with 'raw'")
        new = dict(entry.raw)
        new.update(_field(step, "set", dict, {}))
        for key in _field(step, "unset", list, []):
            new.pop(key, None)
    rules = _rules(ctx, index)
    rules[entry.index] = new
    ctx.tx.set(("items", index, "rules"), rules)
    ctx.log.append(f"{ctx.char.items[index].name}: rule {entry.index} ({new.get('label') or new.get('type')}) edited")


@action("addRule")
def add_rule(ctx: ActionContext, step: dict[str, Any]) -> None:
    index = find_item(ctx, _field(step, "item", str))
    raw = _field(step, "raw", dict)
    rules = _rules(ctx, index)
    at = _field(step, "at", int, len(rules))
    if not 0 <= at <= len(rules):
        raise ActionError("invalidStep", f"'at' must be 0..{len(rules)}")
    rules.insert(at, raw)
    ctx.tx.set(("items", index, "rules"), rules)
    ctx.log.append(f"{ctx.char.items[index].name}: rule {raw.get('label') or raw.get('type')} added")


@action("setRules")
def set_rules(ctx: ActionContext, step: dict[str, Any]) -> None:
    """Replace an item's whole rules list (the Rules Builder's OK: all its edits as one action)."""
    index = find_item(ctx, _field(step, "item", str))
    rules = _field(step, "rules", list)
    if rules == _rules(ctx, index):
        return
    ctx.tx.set(("items", index, "rules"), list(rules))
    ctx.log.append(f"{ctx.char.items[index].name}: rules edited ({plural(len(rules), 'rule')})")


@action("deleteRule")
def delete_rule(ctx: ActionContext, step: dict[str, Any]) -> None:
    index, entry = _rule_entry(ctx, step)
    rules = _rules(ctx, index)
    removed = rules.pop(entry.index)
    ctx.tx.set(("items", index, "rules"), rules)
    label = removed.get("label") or removed.get("type") if isinstance(removed, dict) else "rule"
    ctx.log.append(f"{ctx.char.items[index].name}: rule {label} deleted")
