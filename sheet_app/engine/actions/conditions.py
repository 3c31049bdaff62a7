"""The `condition` step: turning a condition on or off, with its timer (character.md §12.2, §12.3)."""
from __future__ import annotations

from ...i18n import Engine
from .. import conditions, steps
from ..runtime import ActionContext, ActionError
from .registry import action


@action(steps.Condition)
def condition(ctx: ActionContext, step: steps.Condition) -> None:
    name = step.name.strip()
    if name in conditions.DERIVED:
        why = Engine.tr("HP at half or less") if name == "bloodied" else Engine.tr("wounds above 0")
        raise ActionError("invalidStep", Engine.tr("{condition} is derived ({why}): it cannot be turned on or off")
                          .format(condition=name, why=why))
    state = conditions.state_name(name)
    if state is None:
        example = f'{{"do": "state", "name": "{name}", "on": true}}'
        raise ActionError("invalidStep", Engine.tr("{name} is no condition (blinded, dazed, prone … of character.md "
                                                   "§12); any other state is set with the state step: {example}")
                          .format(name=repr(name), example=example))
    if step.turnEnds is not None and step.attacks is not None:
        raise ActionError("invalidStep", Engine.tr("a timer counts 'turnEnds' or 'attacks', not both"))
    if not step.on:
        if step.turnEnds is not None or step.attacks is not None:
            raise ActionError("invalidStep", Engine.tr("a condition turned off takes no timer"))
        conditions.turn_off(ctx, state)
        return
    blocked = conditions.immune_sources(ctx.char, state)
    if blocked:
        raise ActionError("conditionImmune", Engine.tr("you are immune to {condition} ({sources})")
                          .format(condition=conditions.condition_words(state), sources=", ".join(blocked)))
    timer = {"turnEnds": step.turnEnds} if step.turnEnds is not None else \
        {"attacks": step.attacks} if step.attacks is not None else None
    conditions.turn_on(ctx, state, timer)
