"""Character ▸ New character… without Qt (issue 31 item 5): a level-1 character document in our format from
the imported content's class, ancestry and background, a stat assignment and a name.

Starting HP is character.md §16's table by the class's hit die (upstream's `startingHpByHitDieSize`);
a d20 (or unknown) hit die has no entry and gives 0 (§0 item 6: `sheet-app check` warns). The class's
level-1 features come from the same content adapter the Level up dialog reads (views/content_levels.py).
"""
from __future__ import annotations

import copy
from typing import Any

from ..engine.vocab import STATS
from .level_up import LevelContent

STARTING_HP = {4: 7, 6: 10, 8: 13, 10: 17, 12: 20}  # character.md §16


def starting_hp(class_doc: dict[str, Any]) -> int:
    """The level-1 max HP of a class by its `hitDieSize`; 0 where the table has no entry (d20, none)."""
    size = class_doc.get("hitDieSize")
    return STARTING_HP.get(size, 0) if isinstance(size, int) and not isinstance(size, bool) else 0


def new_character(content: LevelContent, class_doc: dict[str, Any], name: str, stats: dict[str, int],
                  ancestry: dict[str, Any] | None = None, background: dict[str, Any] | None = None) -> dict[str, Any]:
    """The level-1 document: the class item, its automatic level-1 features, the ancestry and background,
    starting HP. Raises ValueError with a message naming what is wrong."""
    if not name.strip():
        raise ValueError("the character needs a name")
    missing = [s for s in STATS if not isinstance(stats.get(s), int)]
    if missing:
        raise ValueError(f"no value for {', '.join(missing)}")
    hp = starting_hp(class_doc)
    items = [copy.deepcopy(class_doc)]
    items += [copy.deepcopy(f["item"]) for f in content.features_for(class_doc, None, 1) if not f["group"]]
    items += [copy.deepcopy(d) for d in (ancestry, background) if d is not None]
    keys = class_doc.get("keyStats") or class_doc.get("keyAbilityScores") or []
    return {"format": "sheet/1", "name": name.strip(), "level": 1, "keyStats": list(keys),
            "stats": {s: stats[s] for s in STATS}, "hp": {"current": hp, "max": hp},
            "levelUpHistory": [], "items": items}
