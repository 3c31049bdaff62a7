"""The user actions: one small handler per `do`, in the play-script step shape.

An action is a plain dict (`{"do": "startTurn"}`), so it is serialisable as it stands and the GUI,
`play` and the library all speak the same language. Each handler checks its fields, then changes
the character only through the ActionContext; an ActionError anywhere leaves nothing changed.
"""
from __future__ import annotations

from typing import Any, Callable

import math

from . import formulas, toggles
from .activation import activate, find_item, manual_consumers, take_damage, use_consumer
from .document import NUMBER_LIMIT, SIZES
from .formulas import FormulaError
from .model import DIE_SIZES, DicePool, die_faces
from .runtime import ActionContext, ActionError, plural
from .world import PoolView

Handler = Callable[[ActionContext, dict[str, Any]], None]
HANDLERS: dict[str, Handler] = {}


def action(name: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        return fn
    return register


def _field(step: dict[str, Any], name: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
    if name not in step:
        if default is ...:
            raise ActionError("invalidStep", f"'{step.get('do')}' needs '{name}'")
        return default
    value = step[name]
    if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
        raise ActionError("invalidStep", f"'{name}' has the wrong type")
    if not isinstance(value, kind):
        raise ActionError("invalidStep", f"'{name}' has the wrong type ({type(value).__name__})")
    return value


def _amount(step: dict[str, Any], name: str) -> int:
    """A required whole number of at least 0 (damage, healing)."""
    value = _field(step, name, int)
    if value < 0:
        raise ActionError("invalidStep", f"'{name}' cannot be negative")
    if value > NUMBER_LIMIT:
        raise ActionError("invalidStep", f"'{name}' must be at most {NUMBER_LIMIT:,}")
    return int(value)


def _pool(ctx: ActionContext, step: dict[str, Any], kind: str | None = None) -> PoolView:
    return ctx.pool(_field(step, "pool", str), kind)


def _encounter(ctx: ActionContext) -> dict[str, Any] | None:
    return ctx.tx.get(("encounter",))


@action("startEncounter")
def start_encounter(ctx: ActionContext, step: dict[str, Any]) -> None:
    if _encounter(ctx) is not None:
        raise ActionError("encounterRunning", "an encounter is already running")
    ctx.tx.set(("encounter",), {"round": 1, "initiativeRolled": False, "bloodiedFired": False})
    ctx.log.append("Encounter started")
    toggles.encounter_started(ctx)
    _drop_initiative(ctx)  # a roll made before the encounter is kept only until it starts
    ctx.fire("encounterStart")
    ctx.combat_mana("encounterStart")


@action("endEncounter")
def end_encounter(ctx: ActionContext, step: dict[str, Any]) -> None:
    if _encounter(ctx) is None:
        raise ActionError("noEncounter", "no encounter is running")
    ctx.tx.delete(("encounter",))
    ctx.log.append("Encounter ended")
    _drop_initiative(ctx)
    ctx.summary = "Encounter end"
    bank = int(ctx.tx.get(("bank",), 0))
    if bank:
        ctx.tx.set(("bank",), 0)
        ctx.log.append(f"Unused damage reduction ({bank}) expired")
    ctx.fire("encounterEnd")
    ctx.combat_mana("combatEnd")


def _drop_initiative(ctx: ActionContext) -> None:
    if ctx.tx.get(("rolledInitiative",)) is not None:
        ctx.tx.delete(("rolledInitiative",))


def initiative_range(char: Any) -> tuple[int, int]:
    """The lowest and highest initiative the character's formula can give (a typed value must fit)."""
    low, _average, high = formulas.evaluate_range(char.initiative_formula(), char.refs())
    return math.floor(low), math.floor(high)


@action("rollInitiative")
def roll_initiative(ctx: ActionContext, step: dict[str, Any]) -> None:
    encounter = _encounter(ctx)
    text = ctx.char.initiative_formula()
    if "value" in step and step["value"] is not None:
        value = _field(step, "value", int)
        try:
            low, high = initiative_range(ctx.char)
        except FormulaError as err:
            raise ActionError("formulaError", f"initiative formula {text!r}: {err.message}") from None
        if not low <= value <= high:
            raise ActionError("invalidStep", f"initiative {value} cannot come from {text} ({low} to {high})")
        ctx.log.append(f"Initiative {value} (rolled at the table)")
    else:
        rolled: list[int] = []

        def roll_term(count: int, sides: int) -> list[int]:
            faces = [ctx.roll(sides) for _ in range(count)]
            rolled.extend(faces)
            return faces

        try:
            value = math.floor(formulas.evaluate(text, ctx.char.refs(), roll_term=roll_term))
        except FormulaError as err:
            raise ActionError("formulaError", f"initiative formula {text!r}: {err.message}") from None
        words = formulas.in_words(text, ctx.char.refs())  # "1d20 + 2 (DEX)"
        shown = f"{words}: {', '.join(map(str, rolled))}" if rolled else words
        ctx.log.append(f"Initiative {value} ({shown})")
    value = max(-NUMBER_LIMIT, min(NUMBER_LIMIT, value))
    ctx.tx.set(("rolledInitiative",), value)
    ctx.fire("onInitiativeRolled")
    # Combat mana comes with the first roll of an encounter; outside one every roll counts as first.
    if encounter is None or not encounter.get("initiativeRolled"):
        if encounter is not None:
            ctx.tx.set(("encounter", "initiativeRolled"), True)
        ctx.combat_mana("initiativeRoll")


@action("startTurn")
def start_turn(ctx: ActionContext, step: dict[str, Any]) -> None:
    ctx.log.append("Turn started")
    ctx.fire("onTurnStart")


@action("endTurn")
def end_turn(ctx: ActionContext, step: dict[str, Any]) -> None:
    encounter = _encounter(ctx)
    if encounter is not None:
        ctx.tx.set(("encounter", "round"), int(encounter.get("round", 1)) + 1)
    ctx.log.append("Turn ended")
    ctx.fire("onTurnEnd")


HIT_DICE_MODES = ("catchBreath", "makeCamp")


def _hit_dice_spend(step: dict[str, Any], default: Any = ...) -> tuple[dict[str, int], str]:
    """The `hitDice` and `mode` fields of a rest or spendHitDice step, checked."""
    spend = _field(step, "hitDice", dict, default)
    mode = _field(step, "mode", str, "catchBreath")
    if mode not in HIT_DICE_MODES:
        raise ActionError("invalidStep", "'mode' must be catchBreath or makeCamp")
    for size, count in spend.items():
        if size not in DIE_SIZES:
            raise ActionError("invalidStep", f"hit die size {size!r} is not one of {', '.join(DIE_SIZES)}")
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise ActionError("invalidStep", f"hitDice.{size} must be a whole number of at least 0")
    return {size: int(count) for size, count in spend.items()}, mode


def spend_hit_dice(ctx: ActionContext, spend: dict[str, int], mode: str) -> None:
    """engine.md §5.4: each die heals max(0, value + STR); Catch Breath rolls, Make Camp counts the top face."""
    have = ctx.char.hit_dice()
    for size, count in spend.items():
        left = have.get(size, (0, 0))[0]
        if count > left:
            raise ActionError("insufficientHitDice", f"{count} {size} hit {'die' if count == 1 else 'dice'} "
                                                     f"asked, {left} left")
    wanted = [(size, count) for size, count in spend.items() if count]
    if not wanted:
        return
    strength = ctx.char.stat("strength")
    total = 0
    parts = []
    dice = {size: {"current": cur, "max": mx} for size, (cur, mx) in have.items()}
    for size, count in wanted:
        top = die_faces(size)
        values = [ctx.roll(top) if mode == "catchBreath" else top for _ in range(count)]
        total += sum(max(0, value + strength) for value in values)
        parts.append(f"{count}{size} ({', '.join(map(str, values))})")
        dice[size]["current"] -= count
    ctx.tx.set(("hitDice",), dice)
    hp, hp_max = ctx.char.track("hp")
    new = max(hp, min(hp_max, hp + total))
    ctx.tx.set(("hp",), {**(ctx.char.doc.get("hp") or {"max": hp_max}), "current": new})
    what = "Catch Breath" if mode == "catchBreath" else "Make Camp"
    bonus = f", {strength:+d} STR each" if strength else ""
    ctx.log.append(f"{what}: hit dice {' + '.join(parts)}{bonus}: healed {total}, HP {hp} → {new}")
    if new > 0:
        _clear_state(ctx, "dying")


def _clear_state(ctx: ActionContext, name: str) -> None:
    states = list(ctx.tx.get(("states",), []) or [])
    if name in states:
        ctx.tx.set(("states",), [s for s in states if s != name])
        ctx.log.append(f"{name.capitalize()} off")


def _refill_mana(ctx: ActionContext, kind: str) -> None:
    if f"{kind}Rest" not in ctx.char.mana_recovery():
        return
    mana, mana_max = ctx.char.track("mana")
    if mana < mana_max:
        ctx.tx.set(("mana",), {**(ctx.char.doc.get("mana") or {}), "current": mana_max, "max": mana_max})
        ctx.log.append(f"Mana {mana} → {mana_max}")


def safe_rest(ctx: ActionContext) -> None:
    """engine.md §5.4: HP to max, temporary HP gone, hit dice back, mana, one wound, dying cleared."""
    hp, hp_max = ctx.char.track("hp")
    temp = ctx.char.temp_hp
    track = dict(ctx.char.doc.get("hp") or {"current": hp, "max": hp_max})
    if hp < hp_max:
        ctx.log.append(f"HP {hp} → {hp_max}")
    if temp:
        ctx.log.append(f"Temporary HP {temp} → 0")
    track["current"] = max(hp, hp_max)
    track.pop("temp", None)
    ctx.tx.set(("hp",), track)
    dice = ctx.char.hit_dice()
    if any(cur != mx for cur, mx in dice.values()):
        ctx.tx.set(("hitDice",), {size: {"current": mx, "max": mx} for size, (_cur, mx) in dice.items()})
        ctx.log.append("Hit dice back: " + ", ".join(f"{size} {cur} → {mx}" for size, (cur, mx) in dice.items()
                                                     if cur != mx))
    _refill_mana(ctx, "safe")
    wounds, wounds_max = ctx.char.track("wounds")
    if wounds > 0:
        ctx.tx.set(("wounds",), {**(ctx.char.doc.get("wounds") or {"max": wounds_max}), "current": wounds - 1})
        ctx.log.append(f"Wounds {wounds} → {wounds - 1}")
    if track["current"] > 0:
        _clear_state(ctx, "dying")


@action("rest")
def rest(ctx: ActionContext, step: dict[str, Any]) -> None:
    kind = _field(step, "kind", str)
    if kind not in ("safe", "field"):
        raise ActionError("invalidStep", "'kind' must be safe or field")
    if kind == "field":
        spend, mode = _hit_dice_spend(step, {})
        ctx.log.append("Field rest: " + ("Catch Breath" if mode == "catchBreath" else "Make Camp"))
        spend_hit_dice(ctx, spend, mode)
        _refill_mana(ctx, "field")
    else:
        ctx.log.append("Safe rest")
        safe_rest(ctx)
    ctx.summary = f"{kind.capitalize()} rest"
    ctx.fire(f"{kind}Rest")
    ctx.combat_mana(f"{kind}Rest")


@action("spendHitDice")
def spend_hit_dice_step(ctx: ActionContext, step: dict[str, Any]) -> None:
    spend, mode = _hit_dice_spend(step)
    if not any(spend.values()):
        raise ActionError("invalidStep", "'hitDice' names no hit dice to spend")
    spend_hit_dice(ctx, spend, mode)


@action("fire")
def fire(ctx: ActionContext, step: dict[str, Any]) -> None:
    from .model import ALL_TRIGGERS
    trigger = _field(step, "trigger", str)
    if trigger not in ALL_TRIGGERS:
        raise ActionError("invalidStep", f"unknown trigger {trigger!r}")
    from .runtime import TRIGGER_NAMES
    ctx.log.append(f"{TRIGGER_NAMES.get(trigger, trigger)} triggered")
    ctx.fire(trigger)
    ctx.by_hand.add(trigger)  # a trigger fired by hand refills pools; it is not the event (toggles ignore it)


@action("activate")
def do_activate(ctx: ActionContext, step: dict[str, Any]) -> None:
    activate(ctx, _field(step, "item", str), step.get("outcome"), step.get("picks"), step.get("offers"),
             step.get("chargeDice"))


@action("spend")
def spend(ctx: ActionContext, step: dict[str, Any]) -> None:
    view = _pool(ctx, step, "dice")
    index = find_item(ctx, _field(step, "consumer", str))
    which = _field(step, "rule", int, 0)
    consumers = manual_consumers(ctx, index, view.pid)
    if not 0 <= which < len(consumers):
        raise ActionError("unknownConsumer", f"{ctx.char.items[index].name} has no active manual consumer "
                                             f"of {view.label}" + (f" number {which}" if which else ""))
    use_consumer(ctx, index, consumers[which], _field(step, "picks", list))


@action("rollCharge")
def roll_charge(ctx: ActionContext, step: dict[str, Any]) -> None:
    view = _pool(ctx, step, "charge")
    if not view.die:
        raise ActionError("invalidStep", f"{view.label} has no die size to roll")
    current = ctx.current(view)
    if current < 1:
        raise ActionError("insufficientCharges", f"{view.label} needs 1 charge, 0 left")
    face = ctx.roll(die_faces(view.die))
    ctx.set_current(view, current - 1)
    ctx.log.append(f"{view.label}: rolled {face} on a {view.die} ({current - 1}/{view.max} left)")


def reaction_consumer(ctx: ActionContext, reaction: Any, number: int) -> tuple[int, Any]:
    """The item and manual consumer one reaction of an `attacked` step names (as `spend` does)."""
    where = f"reaction {number}"
    if not isinstance(reaction, dict):
        raise ActionError("invalidStep", f"{where} must be an object with consumer and picks")
    index = find_item(ctx, reaction.get("consumer"))
    which = reaction.get("rule", 0)
    if not isinstance(which, int) or isinstance(which, bool):
        raise ActionError("invalidStep", f"{where}: 'rule' must be a whole number")
    pid = reaction.get("pool")
    if pid is not None:
        pid = ctx.pool(ctx.char.resolve_pool_ref(index, pid if isinstance(pid, str) else str(pid)), "dice").pid
    consumers = manual_consumers(ctx, index, pid)
    if not 0 <= which < len(consumers):
        raise ActionError("unknownConsumer", f"{where}: {ctx.char.items[index].name} has no active manual "
                                             "dice consumer" + (f" number {which}" if which else ""))
    return index, consumers[which]


@action("attacked")
def attacked(ctx: ActionContext, step: dict[str, Any]) -> None:
    amount = _amount(step, "damage")
    kind = _field(step, "type", (str, type(None)), None)
    critical = _field(step, "critical", bool, False)
    # Reactions land before the damage, in order, each on the pool as the earlier ones left it;
    # they are spends like the `spend` step's (engine.md §4.4, §5.3).
    for number, reaction in enumerate(_field(step, "reactions", list, [])):
        index, entry = reaction_consumer(ctx, reaction, number)
        if "picks" not in reaction:
            raise ActionError("invalidStep", f"reaction {number} needs 'picks'")
        use_consumer(ctx, index, entry, reaction["picks"])  # a reaction is a use of its item (§4.4)
    take_damage(ctx, amount, kind, critical, True)


@action("damage")
def damage(ctx: ActionContext, step: dict[str, Any]) -> None:
    amount = _amount(step, "amount")
    take_damage(ctx, amount, _field(step, "type", (str, type(None)), None), False, False)


@action("heal")
def heal(ctx: ActionContext, step: dict[str, Any]) -> None:
    amount = _amount(step, "amount")
    hp, hp_max = ctx.char.track("hp")
    new = min(hp_max, hp + amount)
    ctx.tx.set(("hp",), {**(ctx.char.doc.get("hp") or {"max": hp_max}), "current": new})
    ctx.log.append(f"Healed {amount}: HP {hp} → {new}")
    if new > 0:
        _clear_state(ctx, "dying")


def _die_index(ctx: ActionContext, view: PoolView, step: dict[str, Any]) -> tuple[list[int], int]:
    faces = ctx.faces(view)
    index = _field(step, "index", int)
    if not 0 <= index < len(faces):
        raise ActionError("badPicks", f"die {index} is out of range ({view.label} holds "
                                      f"{plural(len(faces), 'die')}, numbered from 0)")
    return faces, index


@action("setDie")
def set_die(ctx: ActionContext, step: dict[str, Any]) -> None:
    view = _pool(ctx, step, "dice")
    faces, index = _die_index(ctx, view, step)
    face = _field(step, "face", int)
    top = die_faces(view.die or "d4")
    if not 1 <= face <= top:
        raise ActionError("invalidStep", f"a {view.die} shows 1 to {top}, not {face}")
    old = faces[index]
    faces[index] = face
    ctx.set_faces(view, faces)
    ctx.log.append(f"{view.label}: die {index + 1} set {old} → {face}")


@action("removeDie")
def remove_die(ctx: ActionContext, step: dict[str, Any]) -> None:
    view = _pool(ctx, step, "dice")
    faces, index = _die_index(ctx, view, step)
    old = faces.pop(index)
    ctx.set_faces(view, faces)
    ctx.log.append(f"{view.label}: removed a die ({old})")


@action("rerollDie")
def reroll_die(ctx: ActionContext, step: dict[str, Any]) -> None:
    """Roll one die of the pool again (a roll, so the pool's minimum face applies)."""
    view = _pool(ctx, step, "dice")
    faces, index = _die_index(ctx, view, step)
    old = faces[index]
    faces[index] = ctx.roll_into(view, 1)[0]
    ctx.set_faces(view, faces)
    ctx.log.append(f"{view.label}: die {index + 1} rerolled {old} → {faces[index]}")


@action("rollDie")
def roll_die(ctx: ActionContext, step: dict[str, Any]) -> None:
    view = _pool(ctx, step, "dice")
    faces = ctx.faces(view)
    if len(faces) >= view.max:
        raise ActionError("invalidStep", f"{view.label} is full ({len(faces)}/{view.max})")
    rolled = ctx.roll_into(view, 1)
    ctx.set_faces(view, faces + rolled)
    ctx.log.append(f"{view.label} +1 ({rolled[0]}) rolled in by hand")


@action("setCharges")
def set_charges(ctx: ActionContext, step: dict[str, Any]) -> None:
    view = _pool(ctx, step, "charge")
    value = max(0, min(view.max, _field(step, "value", int)))
    before = ctx.current(view)
    ctx.set_current(view, value)
    ctx.log.append(f"{view.label} set {before} → {value} ({value}/{view.max})")


FIELD_WORDS = {"name": "Name", "level": "Level", "size": "Size", "stats.strength": "Strength",
               "stats.dexterity": "Dexterity", "stats.intelligence": "Intelligence", "stats.will": "Will",
               "hp.current": "HP", "hp.max": "Max HP", "wounds.current": "Wounds", "wounds.max": "Max wounds",
               "mana.current": "Mana", "mana.max": "Max mana", "hp.temp": "Temporary HP"}
SETTABLE = ("name", "level", "size", "stats.strength", "stats.dexterity", "stats.intelligence", "stats.will",
            "hp.current", "hp.max", "hp.temp", "wounds.current", "wounds.max", "mana.current", "mana.max",
            *(f"hitDice.{size}.{key}" for size in DIE_SIZES for key in ("current", "max")))


def _set_pool_bonus(ctx: ActionContext, step: dict[str, Any], identifier: str) -> None:
    """`poolBonuses.<identifier>`: a level-up bonus to the max of every pool with that identifier."""
    if not identifier or ":" in identifier or "@" in identifier or "." in identifier:
        raise ActionError("invalidStep", "poolBonuses.<identifier> needs a pool identifier (no ':', '@' or '.')")
    value = _field(step, "value", int)
    if abs(value) > NUMBER_LIMIT:
        raise ActionError("invalidStep", f"a pool bonus must be between -{NUMBER_LIMIT:,} and {NUMBER_LIMIT:,}")
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
    ctx.log.append(f"{labels[0] if labels else identifier} level-up bonus {old:+d} → {value:+d}")


@action("set")
def set_field(ctx: ActionContext, step: dict[str, Any]) -> None:
    name = _field(step, "field", str)
    if name.startswith("poolBonuses."):
        _set_pool_bonus(ctx, step, name[len("poolBonuses."):])
        return
    if name not in SETTABLE:
        raise ActionError("invalidStep", f"'{name}' cannot be set (one of {', '.join(SETTABLE[:14])}, "
                                         "hitDice.<size>.current, hitDice.<size>.max or poolBonuses.<identifier>)")
    if name == "size":
        value = _field(step, "value", str)
        if value not in SIZES:
            raise ActionError("invalidStep", f"size must be one of {', '.join(SIZES)}")
    elif name == "name":
        value = _field(step, "value", str).strip()
        if not value:
            raise ActionError("invalidStep", "the name cannot be empty")
    else:
        value = _field(step, "value", int)
        if name == "level" or name.endswith(".max") or name.startswith(("hp.", "wounds.", "mana.", "hitDice.")):
            if value < 0:
                raise ActionError("invalidStep", f"{name} cannot be negative")
        if abs(value) > NUMBER_LIMIT:
            raise ActionError("invalidStep", f"{name} must be between -{NUMBER_LIMIT:,} and {NUMBER_LIMIT:,}")
    path = tuple(name.split("."))
    old = ctx.tx.get(path)
    if path == ("hp", "temp"):
        # Temporary HP do not stack: setting them replaces them (engine.md §5.3).
        old = ctx.char.temp_hp
        ctx.tx.set(("hp",), {**(ctx.char.doc.get("hp") or {"current": 10, "max": 10}), "temp": value})
    elif path[0] == "hitDice":
        dice = {size: {"current": cur, "max": mx} for size, (cur, mx) in ctx.char.hit_dice().items()}
        die = dice.setdefault(path[1], {"current": 0, "max": 0})
        old = die[path[2]]
        die[path[2]] = value
        die["current"] = min(die["current"], die["max"])
        value = die[path[2]]
        ctx.tx.set(("hitDice",), {size: dice[size] for size in DIE_SIZES if size in dice})
        ctx.log.append(f"Hit dice {path[1]} {path[2]} {old} → {value}")
        return
    elif len(path) == 2 and path[0] in ("hp", "wounds", "mana"):
        track = dict(ctx.char.doc.get(path[0]) or {})
        defaults = {"hp": (10, 10), "wounds": (0, 6), "mana": (0, 0)}[path[0]]
        track.setdefault("current", defaults[0])
        track.setdefault("max", defaults[1])
        old = track[path[1]]  # a default the document leaves out is still the old value
        track[path[1]] = value
        if path[1] == "max":
            track["current"] = min(track["current"], value)
        else:
            track["current"] = min(value, track["max"])
        ctx.tx.set((path[0],), track)
        value = track[path[1]]
    else:
        if name == "size" and old is None:
            old = "medium"  # the default size (engine.md §1)
        ctx.tx.set(path, value)
    ctx.log.append(f"{FIELD_WORDS.get(name, name)} {old if old is not None else '—'} → {value}")


@action("state")
def set_state(ctx: ActionContext, step: dict[str, Any]) -> None:
    name = _field(step, "name", str).strip()
    on = _field(step, "on", bool)
    if not name or ":" in name:
        raise ActionError("invalidStep", "'name' must be a word such as raging")
    states = list(ctx.tx.get(("states",), []) or [])
    if on == (name in states):
        return
    if on:
        states.append(name)
        ctx.log.append(f"{name.capitalize()} on")
        ctx.tx.set(("states",), states)
        toggles.state_set(ctx, name)
    else:
        states.remove(name)
        ctx.log.append(f"{name.capitalize()} off")
        ctx.tx.set(("states",), states)
        # Switching a toggle's state off ends the toggle: its other states and its pools go too (§6).
        toggles.state_cleared(ctx, name)


@action("equip")
def equip(ctx: ActionContext, step: dict[str, Any]) -> None:
    index = find_item(ctx, _field(step, "item", str))
    on = _field(step, "on", bool)
    item = ctx.char.items[index]
    if not item.is_object:
        raise ActionError("notEquippable", f"{item.name} is a {item.fields.type}, not an object")
    ctx.tx.set(("items", index, "equipped"), on)
    ctx.log.append(f"{item.name} {'equipped' if on else 'unequipped'}")


@action("enableRule")
def enable_rule(ctx: ActionContext, step: dict[str, Any]) -> None:
    index, entry = _rule_entry(ctx, step)
    item = ctx.char.items[index]
    on = _field(step, "on", bool)
    if not isinstance(entry.raw, dict):
        raise ActionError("invalidStep", f"{item.name}'s rule {entry.index} is not an object")
    ctx.tx.set(("items", index, "rules", entry.index, "disabled"), not on)
    label = entry.raw.get("label") or entry.type
    ctx.log.append(f"{item.name}: rule {label} {'enabled' if on else 'disabled'}")


def _rule_entry(ctx: ActionContext, step: dict[str, Any]) -> tuple[int, Any]:
    index = find_item(ctx, _field(step, "item", str))
    item = ctx.char.items[index]
    which = _field(step, "rule", (int, str))
    if isinstance(which, int):
        entry = item.rules[which] if 0 <= which < len(item.rules) else None
    else:
        entry = next((r for r in item.rules if r.rule_id == which), None)
    if entry is None:
        raise ActionError("invalidStep", f"{item.name} has no rule {which!r}")
    return index, entry


def _rules(ctx: ActionContext, index: int) -> list[Any]:
    return list(ctx.char.doc["items"][index].get("rules") or [])


@action("editRule")
def edit_rule(ctx: ActionContext, step: dict[str, Any]) -> None:
    """Replace a rule's raw JSON (`raw`), or change some of its keys (`set`, `unset`)."""
    index, entry = _rule_entry(ctx, step)
    if "raw" in step:
        new = _field(step, "raw", dict)
    else:
        if not isinstance(entry.raw, dict):
            raise ActionError("invalidStep", "this rule is not an object; replace it whole with 'raw'")
        new = dict(entry.raw)
        new.update(_field(step, "set", dict, {}))
        for key in _field(step, "unset", list, []):
            new.pop(key, None)
    rules = _rules(ctx, index)
    rules[entry.index] = new
    ctx.tx.set(("items", index, "rules"), rules)
    ctx.log.append(f"{ctx.char.items[index].name}: rule {entry.index} ({new.get('label') or new.get('type')}) edited")


@action("addRule")
def add_rule(ctx: ActionContext, step: dict[str, Any]) -> None:
    index = find_item(ctx, _field(step, "item", str))
    raw = _field(step, "raw", dict)
    rules = _rules(ctx, index)
    at = _field(step, "at", int, len(rules))
    if not 0 <= at <= len(rules):
        raise ActionError("invalidStep", f"'at' must be 0..{len(rules)}")
    rules.insert(at, raw)
    ctx.tx.set(("items", index, "rules"), rules)
    ctx.log.append(f"{ctx.char.items[index].name}: rule {raw.get('label') or raw.get('type')} added")


@action("setRules")
def set_rules(ctx: ActionContext, step: dict[str, Any]) -> None:
    """Replace an item's whole rules list (the Rules Builder's OK: all its edits as one action)."""
    index = find_item(ctx, _field(step, "item", str))
    rules = _field(step, "rules", list)
    if rules == _rules(ctx, index):
        return
    ctx.tx.set(("items", index, "rules"), list(rules))
    ctx.log.append(f"{ctx.char.items[index].name}: rules edited ({plural(len(rules), 'rule')})")


@action("deleteRule")
def delete_rule(ctx: ActionContext, step: dict[str, Any]) -> None:
    index, entry = _rule_entry(ctx, step)
    rules = _rules(ctx, index)
    removed = rules.pop(entry.index)
    ctx.tx.set(("items", index, "rules"), rules)
    label = removed.get("label") or removed.get("type") if isinstance(removed, dict) else "rule"
    ctx.log.append(f"{ctx.char.items[index].name}: rule {label} deleted")


_WORDS = {"startEncounter": "Start encounter", "endEncounter": "End encounter", "rollInitiative": "Roll initiative",
          "startTurn": "Start turn", "endTurn": "End turn", "undo": "Undo", "redo": "Redo"}
_POOL_WORDS = {"setDie": "Set a die of", "removeDie": "Remove a die from", "rollDie": "Roll a die into",
               "rerollDie": "Reroll a die of", "rollCharge": "Roll a die from", "spend": "Spend"}
_ITEM_VERBS = {"activate": "Use", "addItem": "Add", "editItem": "Edit", "duplicateItem": "Duplicate",
               "moveItem": "Move", "deleteItem": "Delete"}


def describe_step(step: dict[str, Any], char: Any = None) -> str:
    """An action in the game's words, for undo/redo lines and menus: "Use That all you got?!",
    "Attacked (14 damage)", "Rules Builder edits on Wand of Testing". With the character (`char`),
    items and pools are named as the sheet shows them; without, by the ids the step uses."""
    do = str(step.get("do", "action"))

    def item() -> str:
        key = step.get("item")
        if char is not None and isinstance(key, str):
            index = char.find_item(key)
            if index is not None:
                return str(char.items[index].name)
        raw = step.get("raw")
        if key is None and isinstance(raw, dict) and isinstance(raw.get("name"), str):
            return raw["name"]
        return str(key) if key is not None else "an item"

    def pool() -> str:
        pid = step.get("pool")
        if char is not None and isinstance(pid, str):
            try:
                view = char.pools().get(pid)
            except Exception:  # a character that cannot resolve its pools still gets a description
                view = None
            if view is not None:
                return str(view.label)
        return str(pid)

    if do in _ITEM_VERBS:
        return f"{_ITEM_VERBS[do]} {item()}"
    if do == "rest":
        return f"{str(step.get('kind', '')).capitalize()} rest"
    if do == "set":
        field = str(step.get("field"))
        value = step.get("value")
        return f"Set {FIELD_WORDS.get(field, field)}" + (f" to {value}" if value is not None else "")
    if do == "state":
        return f"{str(step.get('name', '')).capitalize()} {'on' if step.get('on') else 'off'}"
    if do == "equip":
        return f"{'Equip' if step.get('on') else 'Unequip'} {item()}"
    if do == "enableRule":
        return f"{'Enable' if step.get('on') else 'Disable'} a rule of {item()}"
    if do == "addItems":
        raws = step.get("raws")
        return f"Add {plural(len(raws), 'item')}" if isinstance(raws, list) else "Add items"
    if do == "setRules":
        return f"Rules Builder edits on {item()}"
    if do in ("editRule", "addRule", "deleteRule"):
        return f"{do[:-4].capitalize()} a rule of {item()}"
    if do == "fire":
        from .runtime import TRIGGER_NAMES
        trigger = str(step.get("trigger"))
        return f"Trigger {TRIGGER_NAMES.get(trigger, trigger)}"
    if do == "attacked":
        what = " ".join(str(w) for w in (step.get("damage"), step.get("type"), "damage") if w is not None and w != "")
        return f"Attacked ({what}{', critical' if step.get('critical') is True else ''})"
    if do in ("damage", "heal"):
        amount = step.get("amount")
        return do.capitalize() + (f" ({amount}{' HP' if do == 'heal' else ''})" if amount is not None else "")
    if do == "setCharges":
        return f"Set {pool()} to {step.get('value')}"
    if do in _POOL_WORDS:
        return f"{_POOL_WORDS[do]} {pool()}"
    if do in _WORDS:
        return _WORDS[do]
    words = "".join(f" {c.lower()}" if c.isupper() else c for c in do).strip()  # "spendHitDice"
    return words[:1].upper() + words[1:]


def apply_step(ctx: ActionContext, step: Any) -> None:
    """Run one action on the context (the session wraps it in a transaction)."""
    if not isinstance(step, dict):
        raise ActionError("invalidStep", "a step must be an object")
    do = step.get("do")
    handler = HANDLERS.get(do) if isinstance(do, str) else None
    if handler is None:
        raise ActionError("invalidStep", f"unknown step {do!r}")
    handler(ctx, step)


__all__ = ["HANDLERS", "apply_step", "DicePool"]


from . import item_actions  # noqa: E402,F401  (registers the item actions)
