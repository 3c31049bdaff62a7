"""Table events: encounters, initiative, turns, rests and hit dice, triggers fired by hand, an
incoming attack, damage and healing."""
from __future__ import annotations

import math
from typing import Any

from ...i18n import Engine
from .. import action_tracker, conditions, formulas, healing, hit_dice, rolls, spells, steps, toggles
from ..activation import find_item, manual_consumers, take_damage, use_consumer
from ..defence import modify_incoming
from ..document import NUMBER_LIMIT
from ..formulas import FormulaError
from ..model import die_faces
from ..runtime import ActionContext, ActionError
from ..vocab import damage_type_word
from .registry import _encounter, action


@action(steps.StartEncounter)
def start_encounter(ctx: ActionContext, step: steps.StartEncounter) -> None:
    if _encounter(ctx) is not None:
        raise ActionError("encounterRunning", Engine.tr("an encounter is already running"))
    ctx.tx.set(("encounter",), {"round": 1, "initiativeRolled": False, "bloodiedFired": False})
    ctx.log.append(Engine.tr("Encounter started"))
    toggles.encounter_started(ctx)
    _drop_initiative(ctx)  # a roll made before the encounter is kept only until it starts
    ctx.fire("encounterStart")
    ctx.combat_mana("encounterStart")
    action_tracker.encounter_started(ctx)


@action(steps.EndEncounter)
def end_encounter(ctx: ActionContext, step: steps.EndEncounter) -> None:
    if _encounter(ctx) is None:
        raise ActionError("noEncounter", Engine.tr("no encounter is running"))
    ctx.tx.delete(("encounter",))
    ctx.log.append(Engine.tr("Encounter ended"))
    _drop_initiative(ctx)
    ctx.summary = Engine.tr("Encounter end")
    bank = int(ctx.tx.get(("bank",), 0))
    if bank:
        ctx.tx.set(("bank",), 0)
        ctx.log.append(Engine.tr("Unused damage reduction ({bank}) expired").format(bank=bank))
    ctx.fire("encounterEnd")
    ctx.combat_mana("combatEnd")


def _drop_initiative(ctx: ActionContext) -> None:
    if ctx.tx.get(("rolledInitiative",)) is not None:
        ctx.tx.delete(("rolledInitiative",))


def initiative_range(char: Any) -> tuple[int, int]:
    """The lowest and highest initiative the character's formula can give (a typed value must fit)."""
    low, _average, high = formulas.evaluate_range(char.initiative_formula(), char.refs())
    return math.floor(low), math.floor(high)


@action(steps.RollInitiative)
def roll_initiative(ctx: ActionContext, step: steps.RollInitiative) -> None:
    """The initiative formula's 1d20 rolled with the net mode (character.md §11.1, §11.2), plus the
    Initiative Bonus rules; a `value` rolled at the table is the final initiative (the mode is only logged)."""
    encounter = _encounter(ctx)
    text = ctx.char.initiative_formula()
    mode = rolls.net_mode(ctx.char, "initiative", "initiative", step.mode, step.waive)
    said = mode.words()
    if step.value is not None:
        value = step.value
        try:
            low, high = initiative_range(ctx.char)
        except FormulaError as err:
            raise ActionError("formulaError", Engine.tr("initiative formula {formula}: {error}").format(
                formula=repr(text), error=err.message)) from None
        if not low <= value <= high:
            raise ActionError("invalidStep",
                              Engine.tr("initiative {value} cannot come from {formula} ({low} to {high})")
                              .format(value=value, formula=text, low=low, high=high))
        ctx.log.append((Engine.tr("Initiative {value} (rolled at the table; {mode})") if said else
                        Engine.tr("Initiative {value} (rolled at the table)")).format(value=value, mode=said))
        ctx.rolls.append(rolls.entry("initiative", "initiative", mode, [], None, 0, value, None, None))
    else:
        value, d20, kept = _rolled_initiative(ctx, text, mode.net, said)
        ctx.rolls.append(rolls.entry("initiative", "initiative", mode, d20, kept, value - (kept or 0), value,
                                     None, None))
    value = max(-NUMBER_LIMIT, min(NUMBER_LIMIT, value))
    ctx.tx.set(("rolledInitiative",), value)
    ctx.fire("onInitiativeRolled")
    # Combat mana comes with the first roll of an encounter; outside one every roll counts as first.
    if encounter is None or not encounter.get("initiativeRolled"):
        if encounter is not None:
            ctx.tx.set(("encounter", "initiativeRolled"), True)
        ctx.combat_mana("initiativeRoll")


def _rolled_initiative(ctx: ActionContext, text: str, mode: int, said: str) -> tuple[int, list[int], int | None]:
    """The formula rolled, its first 1d20 with the mode (|mode|+1 dice, one kept), and the Initiative Bonus
    added: (initiative, the d20 faces in draw order, the kept one or None without a 1d20 term)."""
    rolled: list[str] = []
    d20: list[int] = []
    kept: list[int] = []

    def roll_term(count: int, sides: int) -> list[int]:
        if count == 1 and sides == 20 and not kept:
            faces, face = rolls.keep_d20(ctx.roll, mode)
            d20.extend(faces)
            kept.append(face)
            rolled.append(str(face) if len(faces) == 1 else f"{', '.join(map(str, faces))} → {face}")
            return [face]
        faces = [ctx.roll(sides) for _ in range(count)]
        rolled.extend(map(str, faces))
        if sides == 20:
            d20.extend(faces)
        return faces

    try:
        value = math.floor(formulas.evaluate(text, ctx.char.refs(), roll_term=roll_term))
    except FormulaError as err:
        raise ActionError("formulaError", Engine.tr("initiative formula {formula}: {error}").format(
            formula=repr(text), error=err.message)) from None
    bonus = ctx.char.numbers()["initiativeBonus"]
    words = formulas.in_words(text, ctx.char.refs())  # "1d20 + 2 (DEX)"
    if bonus:
        words += Engine.tr(" {sign} {bonus} (Initiative Bonus)").format(sign="−" if bonus < 0 else "+",
                                                                         bonus=abs(bonus))
        value += bonus
    shown = f"{words}: {', '.join(rolled)}" if rolled else words
    ctx.log.append((Engine.tr("Initiative {value} ({rolled}; {mode})") if said else
                    Engine.tr("Initiative {value} ({rolled})")).format(value=value, rolled=shown, mode=said))
    return value, d20, kept[0] if kept else None


@action(steps.StartTurn)
def start_turn(ctx: ActionContext, step: steps.StartTurn) -> None:
    ctx.log.append(Engine.tr("Turn started"))
    action_tracker.turn_started(ctx)
    ctx.fire("onTurnStart")


@action(steps.EndTurn)
def end_turn(ctx: ActionContext, step: steps.EndTurn) -> None:
    action_tracker.turn_ended(ctx)  # turnActive cleared first; the action refill after the triggers (§17)
    encounter = _encounter(ctx)
    if encounter is not None:
        ctx.tx.set(("encounter", "round"), int(encounter.get("round", 1)) + 1)
    ctx.log.append(Engine.tr("Turn ended"))
    ctx.fire("onTurnEnd")


def spend_hit_dice(ctx: ActionContext, spend: steps.HitDice, mode: str, advantage: bool | list[str] = False) -> None:
    """engine.md §5.4: each die heals max(0, value + STR); Catch Breath rolls, Make Camp counts the top face
    (so does every die while a Maximize Hit Dice rule is active). Sizes are the shown ones (stepped by
    Increment Hit Dice), spent from the smaller stored size first; with `advantage`, the confirmed Hit Dice
    Advantage rules roll extra dice and keep the highest (character.md §15.1)."""
    have = ctx.char.hit_dice()
    for size, count in spend.items():
        left = have.get(size, (0, 0))[0]
        if count > left:
            raise ActionError("insufficientHitDice", Engine.tr("%n {size} hit dice asked, {left} left", "", count)
                              .format(size=size, left=left))
    extra, sources = healing.field_advantage(ctx, advantage) if advantage else (0, [])
    wanted = [(size, count) for size, count in spend.items() if count]
    if not wanted:
        return
    top_face = mode != "catchBreath" or healing.maximized(ctx.char, ctx.tags)
    strength = ctx.char.stat("strength")
    total = 0
    parts = []
    stored = hit_dice.hit_die_parts(ctx.char)
    current = {part.stored: part.current for part in stored}
    for size, count in wanted:
        top = die_faces(size)
        rolls = [(top, str(top)) if top_face else healing.roll_hit_die(ctx, size, extra) for _ in range(count)]
        total += sum(max(0, value + strength) for value, _words in rolls)
        parts.append(f"{count}{size} ({('; ' if extra and not top_face else ', ').join(w for _v, w in rolls)})")
        current = hit_dice.take_from(stored, current, size, count)
    ctx.tx.set(("hitDice",), hit_dice.written(stored, current))
    hp, hp_max = ctx.char.track("hp")
    new = max(hp, min(hp_max, hp + total))
    ctx.tx.set(("hp",), {**(ctx.char.doc.get("hp") or {"max": hp_max}), "current": new})
    what = Engine.tr("Catch Breath") if mode == "catchBreath" else Engine.tr("Make Camp")
    bonus = Engine.tr(", {strength:+d} STR each").format(strength=strength) if strength else ""
    how = (Engine.tr(" with advantage ({sources})").format(sources=", ".join(sources)) if extra and not top_face
           else "")
    if top_face and mode == "catchBreath":
        how = Engine.tr(" at their top face (Maximize Hit Dice)")
    ctx.log.append(Engine.tr("{mode}: hit dice {dice}{how}{bonus}: healed {total}, HP {before} → {after}").format(
        mode=what, dice=" + ".join(parts), how=how, bonus=bonus, total=total, before=hp, after=new))
    if new > 0:
        _clear_state(ctx, "dying")


def _clear_state(ctx: ActionContext, name: str) -> None:
    states = list(ctx.tx.get(("states",), []) or [])
    if name in states:
        ctx.tx.set(("states",), [s for s in states if s != name])
        ctx.log.append(Engine.tr("{name} off").format(name=name.capitalize()))


def _refill_mana(ctx: ActionContext, kind: str) -> None:
    if f"{kind}Rest" not in ctx.char.mana_recovery():
        return
    mana, mana_max = ctx.char.track("mana")
    if mana < mana_max:
        ctx.tx.set(("mana",), {**(ctx.char.doc.get("mana") or {}), "current": mana_max, "max": mana_max})
        ctx.log.append(Engine.tr("Mana {before} → {after}").format(before=mana, after=mana_max))


def safe_rest(ctx: ActionContext) -> None:
    """engine.md §5.4: HP to max, temporary HP gone, hit dice back, mana, one wound, dying cleared."""
    hp, hp_max = ctx.char.track("hp")
    temp = ctx.char.temp_hp
    track = dict(ctx.char.doc.get("hp") or {"current": hp, "max": hp_max})
    if hp < hp_max:
        ctx.log.append(Engine.tr("HP {before} → {after}").format(before=hp, after=hp_max))
    if temp:
        ctx.log.append(Engine.tr("Temporary HP {before} → 0").format(before=temp))
    track["current"] = max(hp, hp_max)
    track.pop("temp", None)
    ctx.tx.set(("hp",), track)
    dice = ctx.char.hit_dice()
    if any(cur != mx for cur, mx in dice.values()):
        parts = hit_dice.hit_die_parts(ctx.char)
        ctx.tx.set(("hitDice",), hit_dice.written(parts, {part.stored: part.max for part in parts}))
        ctx.log.append(Engine.tr("Hit dice back: {dice}").format(
            dice=", ".join(f"{size} {cur} → {mx}" for size, (cur, mx) in dice.items() if cur != mx)))
    _refill_mana(ctx, "safe")
    wounds, wounds_max = ctx.char.track("wounds")
    if wounds > 0:
        ctx.tx.set(("wounds",), {**(ctx.char.doc.get("wounds") or {"max": wounds_max}), "current": wounds - 1})
        ctx.log.append(Engine.tr("Wounds {before} → {after}").format(before=wounds, after=wounds - 1))
    if track["current"] > 0:
        _clear_state(ctx, "dying")


@action(steps.Rest)
def rest(ctx: ActionContext, step: steps.Rest) -> None:
    kind = step.kind
    if kind == "field":
        ctx.log.append(Engine.tr("Field rest: Catch Breath") if step.mode == "catchBreath" else
                       Engine.tr("Field rest: Make Camp"))
        spend_hit_dice(ctx, step.hitDice, step.mode, step.advantage)
        _refill_mana(ctx, "field")
    else:
        ctx.log.append(Engine.tr("Safe rest"))
        safe_rest(ctx)
    ctx.summary = Engine.tr("Safe rest") if kind == "safe" else Engine.tr("Field rest")
    ctx.fire(f"{kind}Rest")
    ctx.combat_mana(f"{kind}Rest")


@action(steps.SpendHitDice)
def spend_hit_dice_step(ctx: ActionContext, step: steps.SpendHitDice) -> None:
    if not any(step.hitDice.values()):
        raise ActionError("invalidStep", Engine.tr("'hitDice' names no hit dice to spend"))
    spend_hit_dice(ctx, step.hitDice, step.mode, step.advantage)


@action(steps.Fire)
def fire(ctx: ActionContext, step: steps.Fire) -> None:
    from ..model import ALL_TRIGGERS
    trigger = step.trigger
    if trigger not in ALL_TRIGGERS:
        raise ActionError("invalidStep", Engine.tr("unknown trigger {trigger}").format(trigger=repr(trigger)))
    from ..runtime import trigger_name
    ctx.log.append(Engine.tr("{trigger} triggered").format(trigger=trigger_name(trigger)))
    ctx.fire(trigger)
    ctx.by_hand.add(trigger)  # a trigger fired by hand refills pools; it is not the event (toggles ignore it)


def reaction_consumer(ctx: ActionContext, reaction: steps.Pick, number: int) -> tuple[int, Any]:
    """The item and manual consumer one reaction of an `attacked` step names (as `spend` does)."""
    where = Engine.tr("reaction {number}").format(number=number)
    index = find_item(ctx, reaction.consumer)
    which = reaction.rule
    pid = reaction.pool
    if pid is not None:
        pid = ctx.pool(ctx.char.resolve_pool_ref(index, pid), "dice").pid
    consumers = manual_consumers(ctx, index, pid)
    if not 0 <= which < len(consumers):
        raise ActionError("unknownConsumer", Engine.tr("{where}: {name} has no active manual dice consumer").format(
            where=where, name=ctx.char.items[index].name) + (Engine.tr(" number {rule}").format(rule=which)
                                                             if which else ""))
    return index, consumers[which]


@action(steps.Attacked)
def attacked(ctx: ActionContext, step: steps.Attacked) -> None:
    # Defend first (character.md §13: the reaction spends), then the item reactions, in order, each on the
    # pool as the earlier ones left it; they are spends like the `spend` step's (engine.md §4.4, §5.3).
    action_tracker.incoming(ctx, step.defend)
    # A melee hit on an incapacitated character (stored or implied) is a critical (§12.1).
    melee_critical = step.melee and not step.critical and step.damage > 0 and conditions.incapacitated(ctx.char)
    critical = step.critical or melee_critical
    if critical:
        spells.critical_received(ctx, step)  # the concentration save, after the attack's triggers (§17)
    for number, reaction in enumerate(step.reactions):
        index, entry = reaction_consumer(ctx, reaction, number)
        use_consumer(ctx, index, entry, reaction.picks)  # a reaction is a use of its item (§4.4)
    lines = len(ctx.log)
    if modify_incoming(ctx, step.incoming, critical):
        # An automatic miss (Modify Incoming Attack autoMiss): no damage, onAttacked only (character.md §15.3).
        if step.damage:
            what = (Engine.tr("{amount} {kind} damage") if step.type else Engine.tr("{amount} damage")).format(
                amount=step.damage, kind=damage_type_word(step.type or ""))
        else:
            what = Engine.tr("{kind} damage").format(kind=damage_type_word(step.type)) if step.type else \
                Engine.tr("damage")
        ctx.log.insert(lines, Engine.tr("Attacked: {damage}").format(damage=what)
                       + (Engine.tr(" (critical)") if critical else ""))
        ctx.report.update(damage=0, missed=True)
        ctx.fire("onAttacked")
        return
    reminders = ctx.log[lines:] + conditions.against_you(ctx.char, step.melee)
    del ctx.log[lines:]
    if melee_critical:
        reminders.append(Engine.tr("A melee hit on an incapacitated character is a critical hit"))
    take_damage(ctx, step.damage, step.type, critical, True)
    ctx.log[lines + 1:lines + 1] = reminders  # the reminders follow the "Attacked" line


@action(steps.Damage)
def damage(ctx: ActionContext, step: steps.Damage) -> None:
    take_damage(ctx, step.amount, step.type, False, False)


@action(steps.Heal)
def heal(ctx: ActionContext, step: steps.Heal) -> None:
    healing.heal(ctx, step.amount, step.potion)
