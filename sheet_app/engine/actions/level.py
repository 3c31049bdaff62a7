"""Level-up and level-down (character.md §16): the handlers of engine/level_up.py's action."""
from __future__ import annotations

from .. import level_up, steps
from ..runtime import ActionContext
from .registry import action


@action(steps.LevelUp)
def do_level_up(ctx: ActionContext, step: steps.LevelUp) -> None:
    level_up.level_up(ctx, step)


@action(steps.LevelDown)
def do_level_down(ctx: ActionContext, step: steps.LevelDown) -> None:
    level_up.level_down(ctx)
