"""Character ▸ New character… without Qt (issue 31 item 5): a level-1 character document in our format from
the imported content's class, ancestry and background, a stat array assigned to the stats and a name.

- Starting HP is character.md §16's table by the class's hit die (upstream's `startingHpByHitDieSize`);
  a d20 (or unknown) hit die has no entry and gives 0 (§0 item 6: `sheet-app check` warns).
- The class's level-1 features come from the same content adapter the Level up dialog reads
  (views/content_levels.py): the automatic ones, and the picks of a pick-N group the player made.
- The items go on through the engine's `addItems` action on the new document, with the imported content as
  the session's library, so their Grant Item rules act as at level-up (engine/grants.py, character.md §15.5):
  the class's "Starting Gear" lands on the character with `grantedBy`, and a uuid the content lacks is a
  line in `Creation.missing` instead.
- The stat arrays are upstream's (`src/config.ts statArrayModifiers`, docs/content.md): each value of the
  array goes to one stat.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..engine import steps
from ..engine.session import Session
from ..engine.vocab import STATS
from .level_up import FeatureGroup, LevelContent

STARTING_HP = {4: 7, 6: 10, 8: 13, 10: 17, 12: 20}  # character.md §16

# key: (words, the values); upstream config.ts statArrays / statArrayModifiers, in its order
STAT_ARRAYS: dict[str, tuple[str, tuple[int, ...]]] = {
    "standard": ("Standard", (2, 2, 0, -1)),
    "balanced": ("Balanced", (2, 1, 1, 0)),
    "minMax": ("Min-Max", (3, 1, -1, -1)),
}


class CreationContent(LevelContent, Protocol):
    """What the New character dialog asks the imported content for: the level-up's provider, and the
    documents of one type ("class", "ancestry", "background"), by name (views/content_levels.py)."""

    def documents_of(self, kind: str) -> list[dict[str, Any]]: ...


def starting_hp(class_doc: dict[str, Any]) -> int:
    """The level-1 max HP of a class by its `hitDieSize`; 0 where the table has no entry (d20, none)."""
    size = class_doc.get("hitDieSize")
    return STARTING_HP.get(size, 0) if isinstance(size, int) and not isinstance(size, bool) else 0


def key_stats(class_doc: dict[str, Any]) -> list[str]:
    """The class's key stats (upstream's `keyAbilityScores`) that are stats of ours."""
    keys = class_doc.get("keyStats") or class_doc.get("keyAbilityScores") or []
    return [stat for stat in keys if stat in STATS] if isinstance(keys, list) else []


# ---- the stat array --------------------------------------------------------------------------------
def default_assignment(values: tuple[int, ...], keys: list[str]) -> dict[str, int]:
    """Which position of the array each stat takes at first: the highest values to the class's key stats,
    the rest in the stats' order (stat -> index into `values`)."""
    order = [stat for stat in keys if stat in STATS] + [stat for stat in STATS if stat not in keys]
    positions = sorted(range(len(values)), key=lambda n: -values[n])
    return dict(zip(order, positions, strict=True))


def swap(assignment: dict[str, int], stat: str, position: int) -> dict[str, int]:
    """`stat` takes the array's `position`; the stat that had it takes `stat`'s old one (as upstream's
    assignment swaps), so each value stays on exactly one stat."""
    changed = dict(assignment)
    holder = next((other for other, at in assignment.items() if at == position and other != stat), None)
    if holder is not None:
        changed[holder] = assignment[stat]
    changed[stat] = position
    return changed


def assigned_stats(values: tuple[int, ...], assignment: dict[str, int]) -> dict[str, int]:
    return {stat: values[assignment[stat]] for stat in STATS}


def give_value(values: tuple[int, ...], assignment: dict[str, int], stat: str, value: int) -> dict[str, int]:
    """`stat` takes `value` of the array: the position of that value another stat holds changes hands (the
    stat giving it takes `stat`'s old value); unchanged when `stat` has that value already or the array
    has no such value."""
    if values[assignment[stat]] == value:
        return dict(assignment)
    position = next((at for other in STATS if other != stat and values[at := assignment[other]] == value), None)
    return dict(assignment) if position is None else swap(assignment, stat, position)


# ---- the level-1 features --------------------------------------------------------------------------
def level_one(content: LevelContent, class_doc: dict[str, Any]) -> tuple[list[dict[str, Any]], list[FeatureGroup]]:
    """The class's automatic level-1 features, and its level-1 pick-N groups."""
    automatic: list[dict[str, Any]] = []
    groups: dict[str, FeatureGroup] = {}
    for offer in content.features_for(class_doc, None, 1):
        if not offer["group"]:
            automatic.append(offer["item"])
            continue
        group = groups.setdefault(offer["group"], FeatureGroup(offer["group"], offer["groupLabel"] or offer["group"],
                                                               max(1, offer["choose"])))
        group.items.append(offer["item"])
    return automatic, list(groups.values())


@dataclass
class Creation:
    """The new character and what its making said: the items its Grant Item rules brought (`granted`, names)
    and the grants the imported content could not satisfy (`missing`, the engine's log lines)."""

    doc: dict[str, Any]
    granted: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)


def create(content: LevelContent, class_doc: dict[str, Any], name: str, stats: dict[str, int],
           ancestry: dict[str, Any] | None = None, background: dict[str, Any] | None = None, *,
           picked: list[dict[str, Any]] | None = None, library: list[dict[str, Any]] | None = None) -> Creation:
    """The level-1 character: the class item, its automatic level-1 features and `picked` ones, the ancestry
    and background, added by the engine's `addItems` with `library` (default: the content's) for their Grant
    Item rules; starting HP. Raises ValueError with a message naming what is wrong."""
    if not name.strip():
        raise ValueError("the character needs a name")
    missing = [s for s in STATS if not isinstance(stats.get(s), int) or isinstance(stats.get(s), bool)]
    if missing:
        raise ValueError(f"no value for {', '.join(missing)}")
    if class_doc.get("type") != "class":
        raise ValueError(f"{class_doc.get('name', 'that item')!r} is no class")
    automatic, _groups = level_one(content, class_doc)
    raws = [class_doc, *automatic, *(picked or []), *(d for d in (ancestry, background) if d is not None)]
    hp = starting_hp(class_doc)
    base = {"format": "sheet/1", "name": name.strip(), "level": 1, "keyStats": key_stats(class_doc),
            "stats": {s: stats[s] for s in STATS}, "hp": {"current": hp, "max": hp}, "levelUpHistory": [],
            "items": []}
    session = Session(base, library=list(content.library()) if library is None else library)
    result = session.apply(steps.AddItems(raws=[copy.deepcopy(raw) for raw in raws]).step())
    if not result.ok:
        raise ValueError(result.message or result.code)
    doc = session.document()
    granted = [str(item.get("name")) for item in doc["items"] if item.get("grantedBy")]
    lost = [line for line in result.log if "nothing added" in line]
    return Creation(doc, granted, lost, list(result.log))

