"""Why a valid condition does not hold for the previewed character now, in words: "Korr is not raging",
"level ≥ 6 does not hold (level is 5)". A rule whose condition does not hold now is not wrong: the Rules
Builder says "Not now (…)" in a neutral colour, not a red ✗ (issue 32 item 4)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import predicates
from ..engine.predicates import PredicateError
from ..i18n import Views


def why_not(pred: Any, tags: Any, name: str) -> str:
    """The first part of `pred` that fails for these tags, in words ("Korr is not raging"); "" when it holds
    or is invalid. `name` is the character's name (its first word is used)."""
    if not isinstance(pred, Mapping) or not pred:
        return ""
    try:
        if predicates.evaluate(pred, tags):
            return ""
        failing = next(((key, value) for key, value in pred.items()
                        if not predicates.evaluate({key: value}, tags)), None)
    except PredicateError:
        return ""
    if failing is None:
        return ""
    key, value = failing
    who = (name.split() or [Views.tr("this character")])[0]
    if key == "self" and isinstance(value, str):
        return Views.tr("{who} is not {state}").format(who=who, state=value)
    if key == "self" and isinstance(value, list) and all(isinstance(v, str) for v in value):
        either = Views.tr(" or ", "joins a list: a or b").join(value)
        return Views.tr("{who} is not {state}").format(who=who, state=either)
    said = predicates.describe({key: value})
    now = _values(tags, key)
    if now:
        return Views.tr("{condition} does not hold ({key} is {value})").format(condition=said, key=key, value=now)
    return Views.tr("{condition} does not hold").format(condition=said)


def _values(tags: Any, key: str) -> str:
    """What the character has for a key now ("5", "berserker"), or ""."""
    if key.startswith("$"):
        return ""
    try:
        found = tags.values(key)
    except AttributeError:
        return ""
    return ", ".join(dict.fromkeys(str(v) for v in found))
