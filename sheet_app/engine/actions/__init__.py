"""The user actions: one small handler per step, one module per noun.

An action is a plain dict in the play-script step shape (`{"do": "startTurn"}`), so it is serialisable
as it stands and the GUI, `play` and the library all speak the same language. Each step is declared once,
in engine/steps.py (its fields and bounds, its words); `apply_step` parses the dict into that class, then
runs the handler registered for it with `@action(steps.X)`, which changes the character only through the
ActionContext; an ActionError anywhere leaves nothing changed. Importing the package registers every
handler (`table_events`, `dice`, `character`, `items`, `rules`) and checks that every declared step has
one and its words; `words` describes a step dict.
"""
from __future__ import annotations

from typing import Any

from ..runtime import ActionContext, ActionError
from ..steps import STEPS, Step, StepError, parse
from . import character, conditions, dice, items, level, rules, table_events, turn_actions  # noqa: F401 - each registers its actions
from .registry import HANDLERS, action, check_declared
from .table_events import initiative_range
from .words import describe_step

check_declared(STEPS.values(), HANDLERS)


def apply_step(ctx: ActionContext, raw: Any) -> Step:
    """Run one action on the context (the session wraps it in a transaction): the dict parsed into its
    declared step (a malformed one is `invalidStep`), then its handler. The parsed step is returned."""
    try:
        step = parse(raw)
    except StepError as err:
        raise ActionError("invalidStep", str(err)) from None
    HANDLERS[type(step)](ctx, step)
    return step


__all__ = ["HANDLERS", "action", "apply_step", "describe_step", "initiative_range"]
