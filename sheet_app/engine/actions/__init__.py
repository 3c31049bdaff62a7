"""The user actions: one small handler per `do`, in the play-script step shape, one module per noun.

An action is a plain dict (`{"do": "startTurn"}`), so it is serialisable as it stands and the GUI,
`play` and the library all speak the same language (engine/steps.py builds them typed). Each handler
checks its fields, then changes the character only through the ActionContext; an ActionError anywhere
leaves nothing changed. Importing the package registers every handler: `table_events`, `dice`,
`character`, `items`, `rules`; `words` describes a step.
"""
from __future__ import annotations

from typing import Any

from ..runtime import ActionContext, ActionError
from . import character, dice, items, rules, table_events  # noqa: F401 - each registers its actions
from .registry import HANDLERS, action
from .table_events import initiative_range
from .words import describe_step


def apply_step(ctx: ActionContext, step: Any) -> None:
    """Run one action on the context (the session wraps it in a transaction)."""
    if not isinstance(step, dict):
        raise ActionError("invalidStep", "a step must be an object")
    do = step.get("do")
    handler = HANDLERS.get(do) if isinstance(do, str) else None
    if handler is None:
        raise ActionError("invalidStep", f"unknown step {do!r}")
    handler(ctx, step)


__all__ = ["HANDLERS", "action", "apply_step", "describe_step", "initiative_range"]
