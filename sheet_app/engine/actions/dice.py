"""Dice and charges by hand and through the dice panel: spend, roll a charge's die, set, remove, reroll
and roll in a die, set charges; d20 checks and saves (engine/rolls.py)."""
from __future__ import annotations

from ...i18n import Engine
from .. import conditions, rolls, steps
from ..activation import find_item, manual_consumers, use_consumer
from ..model import die_faces
from ..runtime import ActionContext, ActionError
from ..world import PoolView
from .registry import action


@action(steps.Spend)
def spend(ctx: ActionContext, step: steps.Spend) -> None:
    view = ctx.pool(step.pool, "dice")
    index = find_item(ctx, step.consumer)
    which = step.rule
    consumers = manual_consumers(ctx, index, view.pid)
    if not 0 <= which < len(consumers):
        raise ActionError("unknownConsumer", Engine.tr("{name} has no active manual consumer of {pool}").format(
            name=ctx.char.items[index].name, pool=view.label) + (Engine.tr(" number {rule}").format(rule=which)
                                                                 if which else ""))
    use_consumer(ctx, index, consumers[which], step.picks)


@action(steps.RollCharge)
def roll_charge(ctx: ActionContext, step: steps.RollCharge) -> None:
    view = ctx.pool(step.pool, "charge")
    if not view.die:
        raise ActionError("invalidStep", Engine.tr("{pool} has no die size to roll").format(pool=view.label))
    current = ctx.current(view)
    if current < 1:
        raise ActionError("insufficientCharges", Engine.tr("{pool} needs 1 charge, 0 left").format(pool=view.label))
    face = ctx.roll(die_faces(view.die))
    ctx.set_current(view, current - 1)
    ctx.log.append(Engine.tr("{pool}: rolled {face} on a {die} ({left}/{max} left)").format(
        pool=view.label, face=face, die=view.die, left=current - 1, max=view.max))


def _die_index(ctx: ActionContext, view: PoolView, step: steps.SetDie | steps.RemoveDie | steps.RerollDie
               ) -> tuple[list[int], int]:
    faces = ctx.faces(view)
    index = step.index
    if not 0 <= index < len(faces):
        raise ActionError("badPicks", Engine.tr("die {index} is out of range ({pool} holds %n dice, numbered from 0)",
                                                "", len(faces)).format(index=index, pool=view.label))
    return faces, index


@action(steps.SetDie)
def set_die(ctx: ActionContext, step: steps.SetDie) -> None:
    view = ctx.pool(step.pool, "dice")
    faces, index = _die_index(ctx, view, step)
    face = step.face
    top = die_faces(view.die or "d4")
    if not 1 <= face <= top:
        raise ActionError("invalidStep", Engine.tr("a {die} shows 1 to {top}, not {face}").format(
            die=view.die, top=top, face=face))
    old = faces[index]
    faces[index] = face
    ctx.set_faces(view, faces)
    ctx.log.append(Engine.tr("{pool}: die {number} set {before} → {after}").format(
        pool=view.label, number=index + 1, before=old, after=face))


@action(steps.RemoveDie)
def remove_die(ctx: ActionContext, step: steps.RemoveDie) -> None:
    view = ctx.pool(step.pool, "dice")
    faces, index = _die_index(ctx, view, step)
    old = faces.pop(index)
    ctx.set_faces(view, faces)
    ctx.log.append(Engine.tr("{pool}: removed a die ({face})").format(pool=view.label, face=old))


@action(steps.RerollDie)
def reroll_die(ctx: ActionContext, step: steps.RerollDie) -> None:
    """Roll one die of the pool again (a roll, so the pool's minimum face applies)."""
    view = ctx.pool(step.pool, "dice")
    faces, index = _die_index(ctx, view, step)
    old = faces[index]
    faces[index] = ctx.roll_into(view, 1)[0]
    ctx.set_faces(view, faces)
    ctx.log.append(Engine.tr("{pool}: die {number} rerolled {before} → {after}").format(
        pool=view.label, number=index + 1, before=old, after=faces[index]))


@action(steps.RollDie)
def roll_die(ctx: ActionContext, step: steps.RollDie) -> None:
    view = ctx.pool(step.pool, "dice")
    faces = ctx.faces(view)
    if len(faces) >= view.max:
        raise ActionError("invalidStep", Engine.tr("{pool} is full ({count}/{max})").format(
            pool=view.label, count=len(faces), max=view.max))
    rolled = ctx.roll_into(view, 1)
    ctx.set_faces(view, faces + rolled)
    ctx.log.append(Engine.tr("{pool} +1 ({face}) rolled in by hand").format(pool=view.label, face=rolled[0]))


@action(steps.SetCharges)
def set_charges(ctx: ActionContext, step: steps.SetCharges) -> None:
    view = ctx.pool(step.pool, "charge")
    value = max(0, min(view.max, step.value))
    before = ctx.current(view)
    ctx.set_current(view, value)
    ctx.log.append(Engine.tr("{pool} set {before} → {after} ({after}/{max})").format(
        pool=view.label, before=before, after=value, max=view.max))


@action(steps.Check)
def check(ctx: ActionContext, step: steps.Check) -> None:
    """A skill check, a saving throw or a stat check (character.md §11.1, §11.2), with its `rolls` entry."""
    named = step.rolled()
    if len(named) != 1:
        raise ActionError("invalidStep", Engine.tr("a check names exactly one of 'skill', 'save' or 'stat'"))
    kind, key = named[0]
    found = rolls.check(ctx, kind, key, step.mode, step.dc, step.waive)
    ctx.rolls.append(found)
    if kind == "save" and found["success"] is False:  # a failed save with a DC (character.md §15.4, §17)
        conditions.apply_rules(ctx, "onSaveFail")
