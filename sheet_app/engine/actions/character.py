"""The character's own fields and states: `set` (level, stats, HP, wounds, mana, hit dice, pool bonuses)
and `state`."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...i18n import Engine
from .. import formulas, steps, toggles
from ..document import NUMBER_LIMIT, SIZES
from ..formulas import FormulaError
from ..hit_dice import stored_hit_dice
from ..model import DIE_SIZES, MOVEMENT_MODES, SKILLS, STATS
from ..runtime import ActionContext, ActionError
from ..steps import field_words
from . import turn_actions
from .registry import action

SETTABLE = ("name", "level", "size", "stats.strength", "stats.dexterity", "stats.intelligence", "stats.will",
            "hp.current", "hp.max", "hp.temp", "wounds.current", "wounds.max", "mana.current", "mana.max",
            *(f"hitDice.{size}.{key}" for size in DIE_SIZES for key in ("current", "max")))


def _value(step: steps.Set, kind: type) -> Any:
    """The `value` of a set step, of the type its field takes (a flag is not a number)."""
    value = step.value
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise ActionError("invalidStep", Engine.tr("'value' has the wrong type ({type})")
                          .format(type=type(value).__name__))
    return value


def _set_pool_bonus(ctx: ActionContext, step: steps.Set, identifier: str) -> None:
    """`poolBonuses.<identifier>`: a level-up bonus to the max of every pool with that identifier."""
    if not identifier or ":" in identifier or "@" in identifier or "." in identifier:
        raise ActionError("invalidStep",
                          Engine.tr("poolBonuses.<identifier> needs a pool identifier (no ':', '@' or '.')"))
    value = _value(step, int)
    if abs(value) > NUMBER_LIMIT:
        raise ActionError("invalidStep", Engine.tr("a pool bonus must be between -{limit:,} and {limit:,}")
                          .format(limit=NUMBER_LIMIT))
    bonuses = dict(ctx.tx.get(("poolBonuses",), {}) or {})
    old = int(bonuses.get(identifier, 0))
    if value == old:
        return
    if value:
        bonuses[identifier] = value
    else:
        bonuses.pop(identifier, None)
    ctx.tx.set(("poolBonuses",), bonuses)
    labels = [view.label for view in ctx.pools.values() if view.identifier == identifier]
    ctx.log.append(Engine.tr("{pool} level-up bonus {before:+d} → {after:+d}").format(
        pool=labels[0] if labels else identifier, before=old, after=value))


# character.md §10's fields (play-format "New set fields"): each path, the value's type and its range.
NUMBER_FIELDS: dict[str, tuple[type, int, int]] = {
    **{f"skills.{skill}.{key}": (int, -NUMBER_LIMIT, NUMBER_LIMIT) for skill in SKILLS for key in ("points", "bonus")},
    **{f"savingThrows.{stat}.bonus": (int, -NUMBER_LIMIT, NUMBER_LIMIT) for stat in STATS},
    **{f"savingThrows.{stat}.defaultRollMode": (int, -3, 3) for stat in STATS},
    **{f"movement.{mode}": (int, 0, NUMBER_LIMIT) for mode in MOVEMENT_MODES},
    "armor.baseValue": (str, 0, 0),
}


def _set_number_field(ctx: ActionContext, step: steps.Set) -> None:
    """A skill's points or bonus, a save's bonus or default mode, Armor's base formula, a speed: out of its
    range (or no formula without dice) is invalidStep, and nothing changes."""
    kind, low, high = NUMBER_FIELDS[step.field]
    value = _value(step, kind)
    path = tuple(step.field.split("."))
    if kind is int and not low <= value <= high:
        raise ActionError("invalidStep", f"{step.field} must be between {low:,} and {high:,}, not {value:,}")
    if kind is str:
        try:
            parsed = formulas.parse(value)
        except FormulaError as err:
            raise ActionError("invalidStep", f"armor.baseValue: {err.message}") from None
        if parsed.has_dice:
            raise ActionError("invalidStep", "armor.baseValue: dice are not allowed (Armor is one number)")
    old = ctx.tx.get(path)
    group = dict(ctx.tx.get(path[:1], {}) or {})
    if len(path) == 3:
        group[path[1]] = {**(group.get(path[1]) or {}), path[2]: value}
    else:
        group[path[1]] = value
    ctx.tx.set(path[:1], group)
    if old is None:  # the default the document leaves out (character.md §10)
        old = "@dexterity" if kind is str else 6 if step.field == "movement.walk" else 0
    ctx.log.append(f"{field_words(step.field)} {old} → {value}")


def _setter(name: str, char: Any) -> Callable[[ActionContext, steps.Set], None] | None:
    """The handler of a field set apart from the header's: a pool's level-up bonus, a §10 number, the action
    tracker's and the spells' fields (engine/actions/turn_actions.py)."""
    found = turn_actions.setter(name, char)
    if found is not None:
        return found
    if name.startswith("poolBonuses."):
        return lambda ctx, step: _set_pool_bonus(ctx, step, name[len("poolBonuses."):])
    return _set_number_field if name in NUMBER_FIELDS else None


@action(steps.Set)
def set_field(ctx: ActionContext, step: steps.Set) -> None:
    name = step.field
    special = _setter(name, ctx.char)
    if special is not None:
        special(ctx, step)
        return
    if name not in SETTABLE:
        raise ActionError("invalidStep", Engine.tr(
            "'{field}' cannot be set (one of {fields}, hitDice.<size>.current, hitDice.<size>.max, "
            "poolBonuses.<identifier>, skills.<skill>.points|bonus, savingThrows.<stat>.bonus|defaultRollMode, "
            "armor.baseValue or movement.<mode>)")
                          .format(field=name, fields=", ".join(SETTABLE[:14])))
    if name == "size":
        value = _value(step, str)
        if value not in SIZES:
            raise ActionError("invalidStep", Engine.tr("size must be one of {sizes}").format(sizes=", ".join(SIZES)))
    elif name == "name":
        value = _value(step, str).strip()
        if not value:
            raise ActionError("invalidStep", Engine.tr("the name cannot be empty"))
    else:
        value = _value(step, int)
        if (name == "level" or name.endswith(".max") or name.startswith(("hp.", "wounds.", "mana.", "hitDice."))) \
                and value < 0:
            raise ActionError("invalidStep", Engine.tr("{field} cannot be negative").format(field=name))
        if abs(value) > NUMBER_LIMIT:
            raise ActionError("invalidStep", Engine.tr("{field} must be between -{limit:,} and {limit:,}")
                              .format(field=name, limit=NUMBER_LIMIT))
    path = tuple(name.split("."))
    old = ctx.tx.get(path)
    if path == ("hp", "temp"):
        # Temporary HP do not stack: setting them replaces them (engine.md §5.3).
        old = ctx.char.temp_hp
        ctx.tx.set(("hp",), {**(ctx.char.doc.get("hp") or {"current": 10, "max": 10}), "temp": value})
    elif path[0] == "hitDice":
        _set_hit_dice(ctx, path, value)
        return
    elif len(path) == 2 and path[0] in ("hp", "wounds", "mana"):
        _set_track(ctx, name, path, value)
        return
    else:
        if name == "size" and old is None:
            old = "medium"  # the default size (engine.md §1)
        ctx.tx.set(path, value)
    ctx.log.append(f"{field_words(name)} {old if old is not None else '—'} → {value}")


def _set_hit_dice(ctx: ActionContext, path: tuple[str, ...], value: int) -> None:
    # The stored sizes, as the document keeps them (character.md §15.1: unstepped, their typed max).
    dice = {size: {"current": cur, "max": mx} for size, (cur, mx) in stored_hit_dice(ctx.char).items()}
    die = dice.setdefault(path[1], {"current": 0, "max": 0})
    old = die[path[2]]
    die[path[2]] = value
    die["current"] = min(die["current"], die["max"])
    value = die[path[2]]
    ctx.tx.set(("hitDice",), {size: dice[size] for size in DIE_SIZES if size in dice})
    ctx.log.append((Engine.tr("Hit dice {size} current {before} → {after}") if path[2] == "current" else
                    Engine.tr("Hit dice {size} max {before} → {after}")).format(size=path[1], before=old, after=value))


def _set_track(ctx: ActionContext, name: str, path: tuple[str, ...], value: int) -> None:
    """hp, wounds or mana: current or max, the current kept within the max."""
    track = dict(ctx.char.doc.get(path[0]) or {})
    defaults = {"hp": (10, 10), "wounds": (0, 6), "mana": (0, 0)}[path[0]]
    track.setdefault("current", defaults[0])
    track.setdefault("max", defaults[1])
    old = track[path[1]]  # a default the document leaves out is still the old value
    current = track["current"]
    track[path[1]] = value
    if path[1] == "max":
        track["current"] = min(track["current"], value)
    else:
        track["current"] = min(value, track["max"])
    ctx.tx.set((path[0],), track)
    ctx.log.append(f"{field_words(name)} {old} → {track[path[1]]}")
    if path[1] == "max" and track["current"] < current:
        # A lower maximum lowers what is above it: said, not done silently.
        ctx.log.append(Engine.tr("{field} {before} → {after}, lowered to the new maximum").format(
            field=field_words(path[0] + ".current", path[0]), before=current, after=track["current"]))


@action(steps.State)
def set_state(ctx: ActionContext, step: steps.State) -> None:
    name = step.name.strip()
    on = step.on
    if not name or ":" in name:
        raise ActionError("invalidStep", Engine.tr("'name' must be a word such as raging"))
    states = list(ctx.tx.get(("states",), []) or [])
    if on == (name in states):
        return
    if on:
        states.append(name)
        ctx.log.append(Engine.tr("{name} on").format(name=name.capitalize()))
        ctx.tx.set(("states",), states)
        toggles.state_set(ctx, name)
    else:
        states.remove(name)
        ctx.log.append(Engine.tr("{name} off").format(name=name.capitalize()))
        ctx.tx.set(("states",), states)
        # Switching a toggle's state off ends the toggle: its other states and its pools go too (§6).
        toggles.state_cleared(ctx, name)
