"""Hit dice as the rules make them and the Dying action limit (character.md §10 steps 8 and 11, §15.1, §19.4,
§19.13); how hit dice and potions heal is engine/healing.py's.

The document stores hit dice by their own (unstepped) sizes, `max` being what the player typed; the class
item's hit die per level when it stores none (engine.md §5.4). Hit Dice rules add to one stored size's max
(a size the character lacks is created with current 0; a max is at least 0 and current at most max).
Increment Hit Dice rules step every size along d4, d6, d8, d10, d12, d20 (capped at d20; §19.13): the
sheet and every step name a hit die by its shown, stepped size, two stored sizes that show as one are
listed once, summed, and spent from the smaller stored size first.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .model import DIE_SIZES, DyingActionLimit, IncrementHitDice, MaxHitDice
from .numbers import floored
from .rule_types import behaviour

if TYPE_CHECKING:
    from .predicates import TagSet
    from .world import Character

CHAIN = ("d4", "d6", "d8", "d10", "d12", "d20")  # the sizes a die steps along (§19.13)


@dataclass(frozen=True)
class HitDiePart:
    """One stored size of hit dice as the rules make it: its stored size, the size it shows as, and
    (current, max) after the Hit Dice rules; `base` is the document's own max for it."""

    stored: str
    shown: str
    current: int
    max: int
    base: int


def step_size(size: str, steps: int) -> str:
    """A die size stepped up `steps` sizes along the chain, capped at d20; a size off it never steps."""
    size = size.lower()
    if size not in CHAIN or steps <= 0:
        return size
    return CHAIN[min(len(CHAIN) - 1, CHAIN.index(size) + steps)]


def stored_hit_dice(char: Character) -> dict[str, tuple[int, int]]:
    """The hit dice the document stores, by stored size (current, max); the class default when none."""
    saved = char.doc.get("hitDice")
    if isinstance(saved, dict):
        found = {size: (int(die.get("current", 0)), int(die.get("max", 0)))
                 for size, die in saved.items() if size in DIE_SIZES and isinstance(die, dict)}
    else:
        die = char.class_hit_die()
        found = {die: (max(0, char.level), max(0, char.level))} if die else {}
    return {size: found[size] for size in DIE_SIZES if size in found}


def _active(char: Character, kind: type, tags: TagSet | None = None) -> list[Any]:
    return [entry.model for index, entry in char.by_priority(char.rules_of(kind)) if char.rule_on(index, entry, tags)]


@behaviour("incrementHitDice")
def increment(char: Character, tags: TagSet | None = None) -> int:
    """How many sizes every hit die steps up: the Increment Hit Dice rules' values, summed (at least 0)."""
    rules = _active(char, IncrementHitDice, tags)
    if not rules:
        return 0
    refs = char.refs()
    return max(0, sum(floored(rule.value, refs) for rule in rules))


@behaviour("maxHitDice")
def max_bonuses(char: Character, tags: TagSet | None = None) -> dict[str, int]:
    """What the Hit Dice rules add to each stored size's max (dieSize 0: the class's hit die, d6 without)."""
    rules = _active(char, MaxHitDice, tags)
    if not rules:
        return {}
    refs = char.refs()
    default = char.class_hit_die() or "d6"
    added: dict[str, int] = {}
    for rule in rules:
        size = f"d{rule.dieSize}" if rule.dieSize else default
        if size in DIE_SIZES:
            added[size] = added.get(size, 0) + floored(rule.value, refs)
    return added


def hit_die_parts(char: Character) -> list[HitDiePart]:
    """Every stored size with its rules applied, smallest stored size first."""
    stored = stored_hit_dice(char)
    if not char.rules_of(MaxHitDice) and not char.rules_of(IncrementHitDice):
        return [HitDiePart(size, size, min(cur, mx), mx, mx) for size, (cur, mx) in stored.items()]
    tags = char.tags()
    added = max_bonuses(char, tags)
    steps = increment(char, tags)
    parts = []
    for size in DIE_SIZES:
        if size not in stored and size not in added:
            continue
        current, base = stored.get(size, (0, 0))
        most = max(0, base + added.get(size, 0))
        parts.append(HitDiePart(size, step_size(size, steps), max(0, min(current, most)), most, base))
    return parts


def shown_hit_dice(char: Character) -> dict[str, tuple[int, int]]:
    """Hit dice by the size they show as (current, max), stored sizes that show as one summed, smallest
    shown size first: what the sheet, the output and the steps name."""
    shown: dict[str, tuple[int, int]] = {}
    for part in hit_die_parts(char):
        current, most = shown.get(part.shown, (0, 0))
        shown[part.shown] = (current + part.current, most + part.max)
    return {size: shown[size] for size in DIE_SIZES if size in shown}


def written(parts: list[HitDiePart], current: dict[str, int]) -> dict[str, dict[str, int]]:
    """The document's `hitDice` with these currents per stored size (each max stays the typed one)."""
    return {part.stored: {"current": current.get(part.stored, part.current), "max": part.base} for part in parts}


def take_from(parts: list[HitDiePart], current: dict[str, int], shown: str, count: int) -> dict[str, int]:
    """The currents per stored size after spending `count` dice that show as `shown`, the smaller stored
    size first."""
    left = dict(current)
    for part in parts:
        if part.shown == shown and count > 0:
            used = min(count, left[part.stored])
            left[part.stored] -= used
            count -= used
    return left


# ---- the Dying action limit ----------------------------------------------------------------------
@behaviour("dyingActionLimit", step="dyingLimit")
def dying_limit(rule: DyingActionLimit, value: int, refs: dict[str, Any]) -> int:
    """Dying Action Limit (character.md §15.1): the highest over the active rules and 1."""
    return max(value, floored(rule.value, refs))
