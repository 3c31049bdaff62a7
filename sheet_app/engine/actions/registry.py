"""The actions registry: `@action(steps.Spend)` registers the handler of a declared step.

A handler takes the step already parsed into its class (`(ctx, step: Spend)`): every field is of its
declared type and within its declared bounds, so a handler checks only what depends on the character
(the item exists, the pool holds that die). `check_declared` refuses a step declared without a handler
or without its words, so that a new step cannot be half done (docs/architecture.md).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from ..runtime import ActionContext
from ..steps import STEPS, Step, missing_words

S = TypeVar("S", bound=Step)
Handler = Callable[[ActionContext, Any], None]


HANDLERS: dict[type[Step], Handler] = {}
"""Each declared step's handler, by its class."""


def action(cls: type[S]) -> Callable[[Callable[[ActionContext, S], None]], Callable[[ActionContext, S], None]]:
    """Register the decorated function as the handler of step class `cls`."""
    def register(fn: Callable[[ActionContext, S], None]) -> Callable[[ActionContext, S], None]:
        if cls in HANDLERS:
            raise TypeError(f"{cls.__name__} already has a handler ({HANDLERS[cls].__name__})")
        HANDLERS[cls] = fn
        return fn
    return register


def check_declared(declared: Iterable[type[Step]], handlers: dict[type[Step], Handler]) -> None:
    """TypeError naming every step that lacks its handler or its words, and every handler of a step that is
    not declared in engine/steps.py (the parse would never reach it)."""
    problems = []
    for cls in declared:
        if cls not in handlers:
            problems.append(f"step {cls.__name__} ({cls.do!r}) has no handler: register one with "
                            f"@action(steps.{cls.__name__}) in engine/actions")
        lacking = missing_words(cls)
        if lacking:
            problems.append(f"step {cls.__name__} ({cls.do!r}) has no words: give it `{lacking} = \"...\"` "
                            "or a describe(char)")
    known = set(declared)
    problems += [f"step {cls.__name__} has a handler but is not declared in engine/steps.py (STEPS)"
                 for cls in handlers if cls not in known]
    if problems:
        raise TypeError("; ".join(problems))


def _encounter(ctx: ActionContext) -> dict[str, Any] | None:
    return ctx.tx.get(("encounter",))


__all__ = ["HANDLERS", "STEPS", "Handler", "action", "check_declared"]
