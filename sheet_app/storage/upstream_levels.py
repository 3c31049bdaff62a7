"""Level-up history between upstream's actors and ours (character.md §16; issue 31 item 6).

Import: an actor's `system.levelUpHistory[]` becomes the character's `levelUpHistory` (entries in
upstream's shape, each field checked); a class item keeps the fields level-up reads and writes
(`keyAbilityScores`, `abilityScoreData`, `classLevel`, `hpData`), and writes them back into `system` on
export; storage/upstream_export.py writes the history back.
"""
from __future__ import annotations

import copy
from typing import Any

from ..i18n import Storage

CLASS_LEVEL_KEYS = ("keyAbilityScores", "abilityScoreData", "classLevel", "hpData")  # kept on a class item
ENTRY_LISTS = ("grantedFeatureIds", "grantedSpellIds")
ENTRY_MAPS = ("abilityIncreases", "skillIncreases", "poolMaxBonuses")


def whole(value: Any) -> int | None:
    """A whole number from upstream's number fields (which may be floats like 3.0), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def class_level_fields(item: dict[str, Any], system: dict[str, Any]) -> None:
    """The class item's level-up fields, copied from the upstream class's `system` (when of their type)."""
    for key in CLASS_LEVEL_KEYS:
        value = system.get(key)
        if key == "classLevel":
            value = whole(value)
        if isinstance(value, (list, dict, int)) and not isinstance(value, bool):
            item[key] = copy.deepcopy(value)


def history_entry(raw: Any, where: str, warnings: list[str]) -> dict[str, Any] | None:
    """One upstream history entry in our shape, or None (with a warning) when it is not one."""
    if not isinstance(raw, dict) or whole(raw.get("level")) is None:
        warnings.append(Storage.tr("{where}: not a level-up entry (no level); dropped from the history").format(
            where=where))
        return None
    entry: dict[str, Any] = {"level": whole(raw["level"]), "hpIncrease": whole(raw.get("hpIncrease")) or 0}
    for key in ENTRY_MAPS:
        mapping: dict[str, Any] = raw[key] if isinstance(raw.get(key), dict) else {}
        entry[key] = {name: whole(value) for name, value in mapping.items()
                      if isinstance(name, str) and whole(value) is not None}
    entry["hitDieAdded"] = raw.get("hitDieAdded") is not False
    entry["classIdentifier"] = raw["classIdentifier"] if isinstance(raw.get("classIdentifier"), str) else None
    for key in ENTRY_LISTS:
        listed: list[Any] = raw[key] if isinstance(raw.get(key), list) else []
        entry[key] = [value for value in listed if isinstance(value, str)]
    return entry


def import_history(system: dict[str, Any], warnings: list[str]) -> dict[str, Any]:
    """`{"levelUpHistory": [...]}` from `system.levelUpHistory[]`, or {} when the actor has none."""
    found = system.get("levelUpHistory")
    if not isinstance(found, list):
        return {}
    entries = [history_entry(raw, f"system.levelUpHistory[{n}]", warnings) for n, raw in enumerate(found)]
    kept = [entry for entry in entries if entry is not None]
    return {"levelUpHistory": kept} if kept else {}
