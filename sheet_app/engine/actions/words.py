"""Actions in the game's words, for undo and redo lines, menus and the log: each step describes itself
(`describe(char)` on its class, engine/steps.py); this names a step dict, whatever it holds."""
from __future__ import annotations

from typing import Any

from ..steps import StepError, parse, words_of


def describe_step(step: Any, char: Any = None) -> str:
    """An action in the game's words: "Use That all you got?!", "Attacked (14 damage)", "Rules Builder
    edits on Wand of Testing". With the character (`char`), items and pools are named as the sheet shows
    them; without, by the ids the step uses. A step that does not parse (undo and redo, a damaged saved
    history) is named by its `do`: "Undo", "Spend hit dice"."""
    try:
        return parse(step).describe(char)
    except StepError:
        return words_of(step.get("do") if isinstance(step, dict) else None)
