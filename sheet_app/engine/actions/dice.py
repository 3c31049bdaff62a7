"""Dice and charges by hand and through the dice panel: spend, roll a charge's die, set, remove, reroll
and roll in a die, set charges; d20 checks and saves (engine/rolls.py)."""
from __future__ import annotations

from .. import conditions, rolls, steps
from ..activation import find_item, manual_consumers, use_consumer
from ..model import die_faces
from ..runtime import ActionContext, ActionError, plural
from ..world import PoolView
from .registry import action


@action(steps.Spend)
def spend(ctx: ActionContext, step: steps.Spend) -> None:
    view = ctx.pool(step.pool, "dice")
    index = find_item(ctx, step.consumer)
    which = step.rule
    consumers = manual_consumers(ctx, index, view.pid)
    if not 0 <= which < len(consumers):
        raise ActionError("unknownConsumer", f"{ctx.char.items[index].name} has no active manual consumer "
                                             f"of {view.label}" + (f" number {which}" if which else ""))
    use_consumer(ctx, index, consumers[which], step.picks)


@action(steps.RollCharge)
def roll_charge(ctx: ActionContext, step: steps.RollCharge) -> None:
    view = ctx.pool(step.pool, "charge")
    if not view.die:
        raise ActionError("invalidStep", f"{view.label} has no die size to roll")
    current = ctx.current(view)
    if current < 1:
        raise ActionError("insufficientCharges", f"{view.label} needs 1 charge, 0 left")
    face = ctx.roll(die_faces(view.die))
    ctx.set_current(view, current - 1)
    ctx.log.append(f"{view.label}: rolled {face} on a {view.die} ({current - 1}/{view.max} left)")


def _die_index(ctx: ActionContext, view: PoolView, step: steps.SetDie | steps.RemoveDie | steps.RerollDie
               ) -> tuple[list[int], int]:
    faces = ctx.faces(view)
    index = step.index
    if not 0 <= index < len(faces):
        raise ActionError("badPicks", f"die {index} is out of range ({view.label} holds "
                                      f"{plural(len(faces), 'die')}, numbered from 0)")
    return faces, index


@action(steps.SetDie)
def set_die(ctx: ActionContext, step: steps.SetDie) -> None:
    view = ctx.pool(step.pool, "dice")
    faces, index = _die_index(ctx, view, step)
    face = step.face
    top = die_faces(view.die or "d4")
    if not 1 <= face <= top:
        raise ActionError("invalidStep", f"a {view.die} shows 1 to {top}, not {face}")
    old = faces[index]
    faces[index] = face
    ctx.set_faces(view, faces)
    ctx.log.append(f"{view.label}: die {index + 1} set {old} → {face}")


@action(steps.RemoveDie)
def remove_die(ctx: ActionContext, step: steps.RemoveDie) -> None:
    view = ctx.pool(step.pool, "dice")
    faces, index = _die_index(ctx, view, step)
    old = faces.pop(index)
    ctx.set_faces(view, faces)
    ctx.log.append(f"{view.label}: removed a die ({old})")


@action(steps.RerollDie)
def reroll_die(ctx: ActionContext, step: steps.RerollDie) -> None:
    """Roll one die of the pool again (a roll, so the pool's minimum face applies)."""
    view = ctx.pool(step.pool, "dice")
    faces, index = _die_index(ctx, view, step)
    old = faces[index]
    faces[index] = ctx.roll_into(view, 1)[0]
    ctx.set_faces(view, faces)
    ctx.log.append(f"{view.label}: die {index + 1} rerolled {old} → {faces[index]}")


@action(steps.RollDie)
def roll_die(ctx: ActionContext, step: steps.RollDie) -> None:
    view = ctx.pool(step.pool, "dice")
    faces = ctx.faces(view)
    if len(faces) >= view.max:
        raise ActionError("invalidStep", f"{view.label} is full ({len(faces)}/{view.max})")
    rolled = ctx.roll_into(view, 1)
    ctx.set_faces(view, faces + rolled)
    ctx.log.append(f"{view.label} +1 ({rolled[0]}) rolled in by hand")


@action(steps.SetCharges)
def set_charges(ctx: ActionContext, step: steps.SetCharges) -> None:
    view = ctx.pool(step.pool, "charge")
    value = max(0, min(view.max, step.value))
    before = ctx.current(view)
    ctx.set_current(view, value)
    ctx.log.append(f"{view.label} set {before} → {value} ({value}/{view.max})")


@action(steps.Check)
def check(ctx: ActionContext, step: steps.Check) -> None:
    """A skill check, a saving throw or a stat check (character.md §11.1, §11.2), with its `rolls` entry."""
    named = step.rolled()
    if len(named) != 1:
        raise ActionError("invalidStep", "a check names exactly one of 'skill', 'save' or 'stat'")
    kind, key = named[0]
    found = rolls.check(ctx, kind, key, step.mode, step.dc, step.waive)
    ctx.rolls.append(found)
    if kind == "save" and found["success"] is False:  # a failed save with a DC (character.md §15.4, §17)
        conditions.apply_rules(ctx, "onSaveFail")
