"""An upstream actor's status effects as conditions (character.md §12): each ActiveEffect's `statuses`
that name a condition become states, and the durations upstream records become `conditionTimers`.

Upstream stores a condition as an ActiveEffect whose `statuses` holds the status id
(`src/utils/applyConditionToActor.ts`), with an optional Foundry `duration` of `rounds`, `turns` and
`seconds`. Rounds and turns become `turnEnds` (the larger count); a duration in seconds only is dropped
with a warning; a disabled effect is off. Bloodied and wounded are derived here, so they are not stored.
"""
from __future__ import annotations

from typing import Any

from ..engine.conditions import DERIVED, state_name
from ..i18n import Storage


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def condition_states(actor: dict[str, Any], warnings: list[str]) -> tuple[list[str], dict[str, dict[str, int]]]:
    """The condition states of the actor's enabled effects, in effect order, and their timers."""
    states: list[str] = []
    timers: dict[str, dict[str, int]] = {}
    effects = actor.get("effects")
    for index, effect in enumerate(effects if isinstance(effects, list) else []):
        if not isinstance(effect, dict) or effect.get("disabled") is True:
            continue
        statuses = effect.get("statuses")
        names = [state for state in (state_name(s) for s in statuses if isinstance(s, str))
                 if state and state not in DERIVED] if isinstance(statuses, list) else []
        if not names:
            continue
        raw = effect.get("duration")
        duration: dict[str, Any] = raw if isinstance(raw, dict) else {}
        turns = max(_count(duration.get("rounds")), _count(duration.get("turns")))
        if not turns and _count(duration.get("seconds")):
            warnings.append(Storage.tr("effects[{index}] ({names}): a duration of {seconds} seconds is not kept "
                                       "(only rounds and turns become timers)").format(
                index=index, names=", ".join(names), seconds=duration["seconds"]))
        for name in names:
            if name not in states:
                states.append(name)
            if turns and turns > timers.get(name, {}).get("turnEnds", 0):
                timers[name] = {"turnEnds": turns}
    return states, timers


def add_conditions(sheet: dict[str, Any], actor: dict[str, Any], warnings: list[str]) -> None:
    """Add the actor's condition states after the sheet's `states`, and their timers."""
    statuses, timers = condition_states(actor, warnings)
    sheet["states"] = list(sheet.get("states", [])) + [s for s in statuses if s not in sheet.get("states", [])]
    if timers:
        sheet["conditionTimers"] = timers
