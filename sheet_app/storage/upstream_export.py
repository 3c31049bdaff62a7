"""A character as an upstream (Foundry Nimble) actor (issue 31 item 6): `sheet-app export --upstream`.

The actor the character was imported from (kept aside under `upstream`), or a new one, with our name,
stats, HP, wounds, skills and items written in, and `system.levelUpHistory` in upstream's shape
(character.md §16), so a character levelled here opens in Foundry with its history.
"""
from __future__ import annotations

import copy
from typing import Any

from ..engine.vocab import SKILLS, STATS
from .upstream import SIDE_KEY, item_to_upstream
from .upstream_levels import whole


def character_to_upstream(doc: dict[str, Any]) -> dict[str, Any]:
    """An upstream character actor for a sheet/1 character: the kept-aside actor (or a new one) with our
    name, stats, HP, wounds, level, skills, items and `system.levelUpHistory` written in."""
    side = doc.get(SIDE_KEY)
    actor: dict[str, Any] = copy.deepcopy(side) if isinstance(side, dict) else {"type": "character"}
    actor["name"] = doc.get("name")
    system = actor.setdefault("system", {})
    abilities = system.setdefault("abilities", {})
    for stat in STATS:
        ability = abilities.setdefault(stat, {})
        ability["baseValue"] = int((doc.get("stats") or {}).get(stat, 0)) - (whole(ability.get("bonus")) or 0)
    attributes = system.setdefault("attributes", {})
    hp = doc.get("hp") or {}
    attributes.setdefault("hp", {}).update({"value": hp.get("current", 10), "max": hp.get("max", 10)})
    wounds = doc.get("wounds") or {}
    attributes.setdefault("wounds", {}).update({"value": wounds.get("current", 0), "max": wounds.get("max", 6)})
    skills = system.setdefault("skills", {})
    for skill in SKILLS:
        own = (doc.get("skills") or {}).get(skill) or {}
        skills.setdefault(skill, {}).update({"points": own.get("points", 0), "bonus": own.get("bonus", 0)})
    system["levelUpHistory"] = [dict(entry) for entry in copy.deepcopy(doc.get("levelUpHistory") or [])]
    actor["items"] = [item_to_upstream(item) for item in doc.get("items") or []]
    return actor
