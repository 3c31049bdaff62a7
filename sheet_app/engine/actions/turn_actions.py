"""The action tracker's and the spells' steps (character.md §13, §14): spend actions, a heroic reaction, cast a
spell; and the `set` fields they add (`actions.current`, `actions.max`, `mana.bonus`,
`highestUnlockedSpellTier`, and `mana.max` refused while a class derives it)."""
from __future__ import annotations

from collections.abc import Callable

from ...i18n import Engine
from .. import action_tracker, spell_fields, spells, steps
from ..activation import find_item
from ..document import NUMBER_LIMIT
from ..runtime import ActionContext, ActionError
from .registry import _encounter, action


@action(steps.SpendAction)
def spend_action(ctx: ActionContext, step: steps.SpendAction) -> None:
    if _encounter(ctx) is None:
        raise ActionError("noEncounter", Engine.tr("actions are tracked only in an encounter"))
    action_tracker.spend(ctx, step.count, Engine.tr("Actions"))


@action(steps.Reaction)
def reaction(ctx: ActionContext, step: steps.Reaction) -> None:
    action_tracker.use_reaction(ctx, step.name)


@action(steps.Cast)
def cast(ctx: ActionContext, step: steps.Cast) -> None:
    index = find_item(ctx, step.item)
    item = ctx.char.items[index]
    if item.fields.type != "spell":
        raise ActionError("invalidStep", Engine.tr("{name} is not a spell (use activate)").format(name=item.name))
    spells.cast(ctx, index, step, step.mana, step.choice)


def _whole(ctx: ActionContext, step: steps.Set, low: int, high: int) -> int:
    value = step.value
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ActionError("invalidStep", Engine.tr("{field} must be a whole number {low:,}..{high:,}, not {value}")
                          .format(field=step.field, low=low, high=high, value=repr(value)))
    return value


def _set_actions(ctx: ActionContext, step: steps.Set) -> None:
    key = step.field.split(".")[1]
    value = _whole(ctx, step, 0, NUMBER_LIMIT)
    actions = action_tracker.actions_of(ctx.char.doc)
    old = actions[key]
    ctx.tx.set(("actions",), {**(ctx.char.doc.get("actions") or {}), **actions, key: value})
    ctx.log.append(f"{steps.field_words(step.field)} {old} → {value}")


def _set_mana_bonus(ctx: ActionContext, step: steps.Set) -> None:
    value = _whole(ctx, step, -NUMBER_LIMIT, NUMBER_LIMIT)
    old = spell_fields.mana_bonus(ctx.char)
    ctx.tx.set(("mana",), {**(ctx.char.doc.get("mana") or {}), "bonus": value})
    ctx.log.append(Engine.tr("Mana bonus {before:+d} → {after:+d}").format(before=old, after=value))


def _set_tier(ctx: ActionContext, step: steps.Set) -> None:
    value = None if step.value is None else _whole(ctx, step, 0, 9)
    old = ctx.char.doc.get("highestUnlockedSpellTier")
    ctx.tx.set(("highestUnlockedSpellTier",), value)
    derived = Engine.tr("derived", "the highest spell tier: found from the class, not set")
    ctx.log.append(Engine.tr("Highest spell tier {before} → {after}").format(
        before=old if old is not None else derived, after=derived if value is None else value))


def _set_mana(ctx: ActionContext, step: steps.Set) -> None:
    """`mana.max` is refused while the class derives it; `mana.current` stays within the derived max."""
    item = ctx.char.class_item()
    if step.field == "mana.max":
        raise ActionError("invalidStep", Engine.tr("mana.max is derived from {name}'s mana formula: set mana.bonus "
                                                   "instead").format(name=item.name if item else
                                                                     Engine.tr("the class")))
    _most = ctx.char.track("mana")[1]
    value = _whole(ctx, step, 0, NUMBER_LIMIT)
    old = ctx.char.track("mana")[0]
    ctx.tx.set(("mana",), {**(ctx.char.doc.get("mana") or {}), "current": min(value, _most)})
    ctx.log.append(Engine.tr("Mana {before} → {after}").format(before=old, after=min(value, _most)))


def setter(name: str, char: object) -> Callable[[ActionContext, steps.Set], None] | None:
    """The handler of one of these `set` fields (None: not one of them)."""
    if name in ("actions.current", "actions.max"):
        return _set_actions
    if name == "mana.bonus":
        return _set_mana_bonus
    if name == "highestUnlockedSpellTier":
        return _set_tier
    if name in ("mana.max", "mana.current") and spell_fields.mana_formula(char) is not None:  # type: ignore[arg-type]
        return _set_mana
    return None
