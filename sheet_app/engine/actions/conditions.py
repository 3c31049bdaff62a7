"""The `condition` step: turning a condition on or off, with its timer (character.md §12.2, §12.3)."""
from __future__ import annotations

from .. import conditions, steps
from ..runtime import ActionContext, ActionError
from .registry import action


@action(steps.Condition)
def condition(ctx: ActionContext, step: steps.Condition) -> None:
    name = step.name.strip()
    if name in conditions.DERIVED:
        why = "HP at half or less" if name == "bloodied" else "wounds above 0"
        raise ActionError("invalidStep", f"{name} is derived ({why}): it cannot be turned on or off")
    state = conditions.state_name(name)
    if state is None:
        raise ActionError("invalidStep", f"{name!r} is no condition (blinded, dazed, prone … of character.md §12); "
                                         f"any other state is set with the state step: "
                                         f"{{\"do\": \"state\", \"name\": \"{name}\", \"on\": true}}")
    if step.turnEnds is not None and step.attacks is not None:
        raise ActionError("invalidStep", "a timer counts 'turnEnds' or 'attacks', not both")
    if not step.on:
        if step.turnEnds is not None or step.attacks is not None:
            raise ActionError("invalidStep", "a condition turned off takes no timer")
        conditions.turn_off(ctx, state)
        return
    blocked = conditions.immune_sources(ctx.char, state)
    if blocked:
        raise ActionError("conditionImmune", f"you are immune to {conditions.condition_words(state)} "
                                             f"({', '.join(blocked)})")
    timer = {"turnEnds": step.turnEnds} if step.turnEnds is not None else \
        {"attacks": step.attacks} if step.attacks is not None else None
    conditions.turn_on(ctx, state, timer)
