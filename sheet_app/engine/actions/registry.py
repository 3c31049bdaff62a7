"""The actions registry: `@action("do")` registers a handler; the field checks every handler uses."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..document import NUMBER_LIMIT
from ..runtime import ActionContext, ActionError
from ..world import PoolView

Handler = Callable[[ActionContext, dict[str, Any]], None]


HANDLERS: dict[str, Handler] = {}


def action(name: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        return fn
    return register


def _field(step: dict[str, Any], name: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
    if name not in step:
        if default is ...:
            raise ActionError("invalidStep", f"'{step.get('do')}' needs '{name}'")
        return default
    value = step[name]
    if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
        raise ActionError("invalidStep", f"'{name}' has the wrong type")
    if not isinstance(value, kind):
        raise ActionError("invalidStep", f"'{name}' has the wrong type ({type(value).__name__})")
    return value


def _amount(step: dict[str, Any], name: str) -> int:
    """A required whole number of at least 0 (damage, healing)."""
    value = _field(step, name, int)
    if value < 0:
        raise ActionError("invalidStep", f"'{name}' cannot be negative")
    if value > NUMBER_LIMIT:
        raise ActionError("invalidStep", f"'{name}' must be at most {NUMBER_LIMIT:,}")
    return int(value)


def _pool(ctx: ActionContext, step: dict[str, Any], kind: str | None = None) -> PoolView:
    return ctx.pool(_field(step, "pool", str), kind)


def _encounter(ctx: ActionContext) -> dict[str, Any] | None:
    return ctx.tx.get(("encounter",))
