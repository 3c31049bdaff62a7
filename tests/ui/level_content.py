"""A small `LevelContent` (views/level_up.py) over the project's own documents in upstream's converted
shape: the Thornguard class (ours, not Nimble's), its features to level 3, a pick-one group at level 2,
two subclasses with their level-3 features, a Grant Spells pick and two spells. Nothing here is copied
from upstream's content; the words are ours."""
from __future__ import annotations

import copy
from typing import Any

from sheet_app.views.level_up import LevelFeature


def _source(kind: str, name: str) -> dict[str, Any]:
    return {"compendiumSource": f"Compendium.ours.{kind}.Item.{name}"}


CLASS = {"id": "thornguard", "name": "Thornguard", "type": "class", "hitDieSize": 10, "classLevel": 1,
         "keyAbilityScores": ["strength", "will"], "hpData": [],
         "abilityScoreData": {"4": {"statIncreaseType": "primary", "value": None},
                              "5": {"statIncreaseType": "secondary", "value": None}},
         "rules": [{"type": "grantSpells", "id": "hedge", "label": "Hedge cantrip", "mode": "selectSpell",
                    "schools": ["nature"], "tiers": [0], "count": 1, "predicate": {"level": {"min": 2, "max": 2}}}]}

# (item, level, group, choose, subclass id or "")
FEATURES = [
    ({"id": "rootbound", "name": "Rootbound", "type": "feature", "rules": [], "_stats": _source("features", "Root")},
     2, "", 0, ""),
    ({"id": "bramble-step", "name": "Bramble Step", "type": "feature", "rules": []}, 2, "thorn-arts", 1, ""),
    ({"id": "barbed-hide", "name": "Barbed Hide", "type": "feature", "rules": [
        {"type": "armorClass", "formula": "1", "mode": "add"}]}, 2, "thorn-arts", 1, ""),
    ({"id": "thorn-surge", "name": "Thorn Surge", "type": "feature", "rules": []}, 3, "", 0, ""),
    ({"id": "grove-ward", "name": "Grove Ward", "type": "feature", "rules": []}, 3, "", 0, "grove"),
    ({"id": "briar-howl", "name": "Briar Howl", "type": "feature", "rules": []}, 3, "", 0, "briar"),
]
SUBCLASSES = [{"id": "grove", "name": "Keeper of the Grove", "type": "subclass", "parentClass": "thornguard",
               "rules": []},
              {"id": "briar", "name": "Briar Wolf", "type": "subclass", "parentClass": "thornguard", "rules": []}]
SPELLS = [{"id": "sprout", "name": "Sprout", "type": "spell", "tier": 0, "school": "nature",
           "_stats": _source("spells", "Sprout")},
          {"id": "leafshield", "name": "Leafshield", "type": "spell", "tier": 0, "school": "nature",
           "_stats": _source("spells", "Leaf")}]


class OurContent:
    """`LevelContent` over the documents above."""

    def features_for(self, class_doc: dict[str, Any], subclass_doc: dict[str, Any] | None,
                     level: int) -> list[LevelFeature]:
        wanted = {"", (subclass_doc or {}).get("id", "")}
        return [LevelFeature(item=copy.deepcopy(item), group=group, choose=choose,
                             groupLabel="Thorn Arts" if group else "")
                for item, at, group, choose, sub in FEATURES if at == level and sub in wanted
                and class_doc.get("name") == "Thornguard"]

    def subclasses_for(self, class_doc: dict[str, Any]) -> list[dict[str, Any]]:
        return copy.deepcopy(SUBCLASSES)

    def epic_boons(self) -> list[dict[str, Any]]:
        return []

    def library(self) -> list[dict[str, Any]]:
        return copy.deepcopy(SPELLS)


def thornguard(level: int = 1) -> dict[str, Any]:
    """A level-1 Thornguard character."""
    return {"format": "sheet/1", "name": "Wren", "level": level, "keyStats": ["strength", "will"],
            "stats": {"strength": 2, "dexterity": 1, "intelligence": 0, "will": 1},
            "hp": {"current": 17, "max": 17}, "levelUpHistory": [], "items": [copy.deepcopy(CLASS)]}
