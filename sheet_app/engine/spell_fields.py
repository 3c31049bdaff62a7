"""A spell's fields, the character's mana max and highest unlocked tier (character.md §10, §14.1): what the
sheet reads of spells without casting one (engine/spells.py casts).

A spell is an item of type `spell` with upstream's fields: `tier` (0-9, 0 a cantrip), `school`,
`properties.selected` (concentration, range, reach, secretSpell, utilitySpell) and `scaling` (mode none,
upcast or upcastChoice). The character's own mana max is the class item's `mana.formula` (floored) plus
`mana.bonus`, at least 0, when the class has one, else the stored `mana.max`; the highest unlocked tier
follows from it and the level unless `highestUnlockedSpellTier` is set.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..i18n import Engine
from . import formulas
from .formulas import FormulaError
from .vocab import NUMBER_LIMIT

if TYPE_CHECKING:
    from .model import ItemEntry
    from .world import Character

SCHOOLS = ("fire", "ice", "lightning", "necrotic", "radiant", "wind")  # upstream src/config.ts spellSchools
TIER_LEVELS = (1, 4, 6, 8, 10, 12, 14, 16, 18)  # upstream src/utils/spell/getHighestSpellTier.ts


# ---- a spell's fields --------------------------------------------------------------------------------
def selected(item: ItemEntry) -> list[str]:
    """A spell's `properties.selected`, the names only."""
    properties = item.fields.properties
    chosen = properties.get("selected") if isinstance(properties, dict) else properties
    return [p for p in chosen if isinstance(p, str)] if isinstance(chosen, list) else []


def spell_tags(item: ItemEntry) -> list[str]:
    """A spell item's own tags: `school:<s>`, `tier:<n>`, `property:<p>` (character.md §10)."""
    found = [f"tier:{item.fields.tier}"]
    if item.fields.school:
        found.append(f"school:{item.fields.school}")
    found.extend(f"property:{p}" for p in selected(item))
    return found


def scaling(item: ItemEntry) -> dict[str, Any]:
    found = item.fields.scaling
    return found if isinstance(found, dict) else {}


def can_upcast(item: ItemEntry) -> bool:
    return item.fields.tier > 0 and scaling(item).get("mode") in ("upcast", "upcastChoice")


# ---- mana and tiers ----------------------------------------------------------------------------------
def mana_formula(char: Character) -> str | None:
    """The class item's non-empty `mana.formula` (its mana is then derived), else None."""
    item = char.class_item()
    mana = item.raw.get("mana") if item is not None else None
    text = mana.get("formula") if isinstance(mana, dict) else None
    return text if isinstance(text, str) and text.strip() else None


def mana_bonus(char: Character) -> int:
    bonus = (char.doc.get("mana") or {}).get("bonus", 0)
    return bonus if isinstance(bonus, int) and not isinstance(bonus, bool) else 0


def own_mana_max(char: Character, refs: dict[str, Any]) -> int | None:
    """The derived own mana max (§14.1): floor(class formula) + `mana.bonus`, at least 0; None when the
    class derives none (the stored max counts). A formula that fails gives 0 (`sheet-app check` says why)."""
    text = mana_formula(char)
    if text is None:
        return None
    try:
        value = formulas.evaluate(text, refs, allow_dice=False)
    except FormulaError:
        value = 0
    base = math.floor(value) if math.isfinite(value) else 0
    return max(0, min(NUMBER_LIMIT, base + mana_bonus(char)))


def highest_tier(char: Character) -> int | None:
    """The highest unlocked spell tier (§14.1): the set value, else the thresholds the level reaches when the
    own mana max is above 0, else None (not a caster)."""
    saved = char.doc.get("highestUnlockedSpellTier")
    if isinstance(saved, int) and not isinstance(saved, bool):
        return saved
    if char.track("mana")[1] <= 0:
        return None
    return sum(1 for level in TIER_LEVELS if char.level >= level)


def output(char: Character) -> dict[str, Any]:
    """The play output's `spellTier` and `concentratingOn`."""
    return {"spellTier": highest_tier(char), "concentratingOn": char.doc.get("concentratingOn")}


def lint(char: Character, item: ItemEntry) -> list[tuple[str, str, str]]:
    """A spell's problems for `sheet-app check`, as (severity, field, message)."""
    found: list[tuple[str, str, str]] = []
    if item.fields.type != "spell":
        return found
    highest = highest_tier(char)
    if item.fields.tier > (highest or 0):
        if highest is not None:
            said = Engine.tr("tier {tier} is above the character's unlocked tier ({highest}); it casts with a warning")
        else:
            said = Engine.tr("tier {tier} is above the character's unlocked tier (none: not a caster); it casts with "
                             "a warning")
        found.append(("warning", "tier", said.format(tier=item.fields.tier, highest=highest)))
    if item.fields.school and item.fields.school not in SCHOOLS:
        found.append(("warning", "school", Engine.tr("unknown school {school} (one of {schools})").format(
            school=repr(item.fields.school), schools=", ".join(SCHOOLS))))
    mode = scaling(item).get("mode")
    if mode not in (None, "none", "upcast", "upcastChoice"):
        said = Engine.tr("unknown scaling mode {mode}: the spell cannot be upcast").format(mode=repr(mode))
        found.append(("warning", "scaling.mode", said))
    return found
