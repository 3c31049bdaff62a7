"""Hit dice as the rules make them, how they heal, the Dying action limit and potion healing
(character.md §10 steps 8 and 11, §15.1, §19.4, §19.13, §19.16).

The document stores hit dice by their own (unstepped) sizes, `max` being what the player typed; the class
item's hit die per level when it stores none (engine.md §5.4). Hit Dice rules add to one stored size's max
(a size the character lacks is created with current 0; a max is at least 0 and current at most max).
Increment Hit Dice rules step every size along d4, d6, d8, d10, d12, d20 (capped at d20; §19.13): the
sheet and every step name a hit die by its shown, stepped size, two stored sizes that show as one are
listed once, summed, and spent from the smaller stored size first.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .model import (
    DIE_SIZES,
    NUMBER_LIMIT,
    DyingActionLimit,
    HealingPotionBonus,
    HitDiceAdvantage,
    IncrementHitDice,
    MaxHitDice,
    MaximizeHitDice,
    die_faces,
)
from .numbers import floored
from .rule_types import behaviour

if TYPE_CHECKING:
    from .predicates import TagSet
    from .runtime import ActionContext
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


# ---- spending ------------------------------------------------------------------------------------
@behaviour("hitDiceAdvantage")
def field_advantage(ctx: ActionContext, confirmed: bool | list[str]) -> tuple[int, list[str]]:
    """The extra dice each hit die rolls in a field rest, and the rules that give them: the highest
    `amount` of the active fieldRest Hit Dice Advantage rules whose condition the step confirms (`true`:
    all; a list: those rule ids; a rule with no condition text needs no confirming). A listed id that is
    no such rule is `invalidChoice`."""
    from .runtime import ActionError

    found = [(index, entry) for index, entry in ctx.char.by_priority(ctx.char.rules_of(HitDiceAdvantage))
             if entry.model.rollContext == "fieldRest"  # type: ignore[union-attr]
             and ctx.char.rule_on(index, entry, ctx.tags)]
    if isinstance(confirmed, list):
        ids = {entry.rule_id for _index, entry in found}
        for name in confirmed:
            if name not in ids:
                raise ActionError("invalidChoice", f"{name!r} is no active Hit Dice Advantage rule for a field rest")
    amount, names = 0, []
    for index, entry in found:
        rule = entry.model
        assert isinstance(rule, HitDiceAdvantage)
        if rule.condition.strip() and not (confirmed is True or (isinstance(confirmed, list)
                                                                  and entry.rule_id in confirmed)):
            continue
        amount = max(amount, rule.amount)
        names.append(rule.label or ctx.char.items[index].name)
    return amount, names


@behaviour("maximizeHitDice")
def maximized(char: Character, tags: TagSet | None = None) -> bool:
    """Whether an active Maximize Hit Dice rule makes spent hit dice count as their top face."""
    return bool(_active(char, MaximizeHitDice, tags))


def roll_hit_die(ctx: ActionContext, size: str, extra: int) -> tuple[int, str]:
    """One hit die rolled with `extra` more dice, the highest kept (the earlier of equal faces dropped):
    (face, words: "3, 9 → 9")."""
    top = die_faces(size)
    faces = [ctx.roll(top) for _ in range(extra + 1)]
    if len(faces) == 1:
        return faces[0], str(faces[0])
    best = max(faces)
    return best, f"{', '.join(map(str, faces))} → {best}"


# ---- the Dying action limit, potions ---------------------------------------------------------------
@behaviour("dyingActionLimit", step="dyingLimit")
def dying_limit(rule: DyingActionLimit, value: int, refs: dict[str, Any]) -> int:
    """Dying Action Limit (character.md §15.1): the highest over the active rules and 1."""
    return max(value, floored(rule.value, refs))


@behaviour("healingPotionBonus")
def potion_bonus(ctx: ActionContext) -> list[tuple[str, int]]:
    """The Healing Potion Bonus rules a potion's healing gets, as (name, floor(value))."""
    found = []
    for index, entry in ctx.char.by_priority(ctx.char.rules_of(HealingPotionBonus)):
        rule = entry.model
        assert isinstance(rule, HealingPotionBonus)
        if ctx.char.rule_on(index, entry, ctx.tags):
            value = math.floor(ctx.evaluate(rule.value, "value", dice=False, where=f"{rule.label or 'Potion'} "))
            if value:
                found.append((rule.label or ctx.char.items[index].name, value))
    return found


def heal(ctx: ActionContext, amount: int, potion: bool = False, source: str = "") -> None:
    """Healing: HP up to max, Dying cleared above 0; a potion's gets the Healing Potion Bonus rules
    (character.md §15.1). `source` names what healed ("Healing Potion")."""
    from .attack_modes import signed

    bonuses = potion_bonus(ctx) if potion else []
    amount = max(0, min(NUMBER_LIMIT, amount + sum(value for _name, value in bonuses)))
    hp, hp_max = ctx.char.track("hp")
    new = min(hp_max, hp + amount)
    ctx.tx.set(("hp",), {**(ctx.char.doc.get("hp") or {"max": hp_max}), "current": new})
    said = [source] if source else []
    said.extend(f"{signed(value)} {name}" for name, value in bonuses)
    ctx.log.append(f"Healed {amount}" + (f" ({', '.join(said)})" if said else "") + f": HP {hp} → {new}")
    states = list(ctx.tx.get(("states",), []) or [])
    if new > 0 and "dying" in states:
        ctx.tx.set(("states",), [state for state in states if state != "dying"])
        ctx.log.append("Dying off")


def activation_healing(ctx: ActionContext, index: int) -> None:
    """An item whose activation heals (`activation.healing`, a formula) heals the character when used; a
    consumable object's is a potion's (character.md §19.16)."""
    item = ctx.char.items[index]
    text = (item.fields.activation or {}).get("healing")
    if not isinstance(text, str) or not text.strip():
        return
    value = ctx.evaluate(text, "healing", where=f"{item.name} ")
    amount = math.floor(value) if math.isfinite(value) else 0
    heal(ctx, max(0, amount), item.is_object and item.fields.objectType == "consumable", item.name)
