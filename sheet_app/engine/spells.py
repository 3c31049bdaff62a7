"""Casting spells (character.md §14.2, §19.2, §19.3, §19.12, §19.13) and concentration (§12.1, §12.4).

Casting is activating the spell (engine §5.1, engine/activation.py) with mana: `mana` (default the tier)
above the tier upcasts, each delta of its scaling applied mana − tier times (upstream `applyDelta`); mana is
paid from the combat-mana layer first, then the character's own. A spell with the `concentration` property
sets `concentrating` and `concentratingOn`; a critical received asks for a DC 10 STR save, and a failure, or
becoming dying, ends it. A spell's fields, the mana max and the tiers: engine/spell_fields.py.
"""
from __future__ import annotations

import copy
import re
from typing import TYPE_CHECKING, Any

from ..i18n import QT_TRANSLATE_NOOP, Engine, translate
from . import conditions, dying, rolls
from .activation import activate, check_activation
from .dice import ScriptedRoller
from .runtime import AFTER_ACTION, ActionContext, ActionError
from .spell_fields import can_upcast, highest_tier, mana_formula, scaling, selected
from .state import Transaction

if TYPE_CHECKING:
    from .model import ItemEntry
    from .steps import Activate, Attacked
    from .world import Character

DIE_CHAIN = (4, 6, 8, 10, 12, 20)
CONCENTRATING = "concentrating"  # the state of upstream's `concentration` (character.md §12)
TEXT_DELTAS = {"addReach": QT_TRANSLATE_NOOP("Engine", "Reach"), "addRange": QT_TRANSLATE_NOOP("Engine", "Range"),
               "addTargets": QT_TRANSLATE_NOOP("Engine", "Targets"),
               "addAreaSize": QT_TRANSLATE_NOOP("Engine", "Area size"), "addDC": QT_TRANSLATE_NOOP("Engine", "DC"),
               "addArmor": QT_TRANSLATE_NOOP("Engine", "Armor"), "addDuration": QT_TRANSLATE_NOOP("Engine", "Duration"),
               "addCondition": QT_TRANSLATE_NOOP("Engine", "Condition")}  # in English: shown translated
DAMAGE_DELTAS = ("addFlatDamage", "addDice", "increaseDieSize")
PLAN = "spells.plan"  # the key of a cast's plan in an item entry's `derived`
_DIE = re.compile(r"(?<![A-Za-z0-9@_.])(\d*)[dD](\d+)(?![0-9A-Za-z_])")


# ---- casting -----------------------------------------------------------------------------------------
def _deltas(item: ItemEntry, steps_up: int, choice: int | None) -> list[dict[str, Any]]:
    """The deltas an upcast of `steps_up` applies; invalidUpcast for a missing or bad `choice`."""
    found = scaling(item)
    if steps_up <= 0:
        return []
    if found.get("mode") == "upcastChoice":
        listed = found.get("choices")
        choices: list[Any] = listed if isinstance(listed, list) else []
        if choice is None or not 0 <= choice < len(choices) or not isinstance(choices[choice], dict):
            count = len(choices)
            raise ActionError("invalidUpcast", Engine.tr("{name} upcasts by a choice: give 'choice' (0..{last})")
                              .format(name=item.name, last=count - 1) if count else
                              Engine.tr("{name} offers no upcast choices").format(name=item.name))
        deltas = choices[choice].get("deltas")
    else:
        deltas = found.get("deltas")
    return [delta for delta in deltas if isinstance(delta, dict)] if isinstance(deltas, list) else []


def mana_to_spend(char: Character, item: ItemEntry, mana: int | None, highest: int | None) -> int:
    """The mana a cast spends, checked (§14.2, §19.2) against the highest unlocked tier (`highest`):
    invalidUpcast, then insufficientMana."""
    tier = item.fields.tier
    spend = tier if mana is None else mana
    if tier == 0 and spend > 0:
        raise ActionError("invalidUpcast", Engine.tr("{name} is a cantrip: it costs no mana and cannot be upcast")
                          .format(name=item.name))
    if spend < tier:
        raise ActionError("invalidUpcast", Engine.tr("{name} is a tier {tier} spell: it needs at least {tier} mana")
                          .format(name=item.name, tier=tier))
    if spend > tier:
        if not can_upcast(item):
            raise ActionError("invalidUpcast", Engine.tr("{name} cannot be upcast (its scaling is none)")
                              .format(name=item.name))
        if highest is None or spend > highest:
            unlocked = (Engine.tr("no tier is unlocked") if highest is None else
                        Engine.tr("the highest unlocked tier is {tier}").format(tier=highest))
            raise ActionError("invalidUpcast", Engine.tr("{name} cannot be upcast to {mana} mana: {why}")
                              .format(name=item.name, mana=spend, why=unlocked))
    have = char.mana_total()[0]
    if spend > have:
        raise ActionError("insufficientMana", Engine.tr("{name} needs {mana} mana, {left} left")
                          .format(name=item.name, mana=spend, left=have))
    return spend


def step_die(faces: int, steps: int, cap: int | None) -> int:
    """A die size stepped along d4-d6-d8-d10-d12-d20, never past the cap (§14.2, §19.13): a cap between
    sizes caps at the size below it, a cap below d4 never steps, a size off the chain never steps."""
    if faces not in DIE_CHAIN or steps <= 0:
        return faces
    limit = 20 if cap is None else cap
    allowed = [size for size in DIE_CHAIN if size <= limit]
    if not allowed:
        return faces
    at = DIE_CHAIN.index(faces) + steps
    stepped = DIE_CHAIN[min(at, len(DIE_CHAIN) - 1)]
    return max(faces, min(stepped, allowed[-1]))


def _number(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _dice(delta: dict[str, Any]) -> dict[str, Any]:
    found = delta.get("dice")
    return found if isinstance(found, dict) else {}


def upcast_damage(damage: str, delta: dict[str, Any], times: int) -> str:
    """The damage formula with one damage delta applied `times` times (upstream `applyDelta`)."""
    operation = delta.get("operation")
    if operation == "addFlatDamage":
        return f"{damage} + {_number(delta.get('value')) * times}"
    if operation == "addDice":
        dice = _dice(delta)
        count, faces = _number(dice.get("count"), 1), _number(dice.get("faces"), 6)
        return f"{damage} + {count * times}d{faces}"
    steps = _number(delta.get("value"), 1) * times
    cap = delta.get("maxDieFaces") if isinstance(delta.get("maxDieFaces"), int) else None

    def stepped(match: re.Match[str]) -> str:
        return f"{match.group(1)}d{step_die(int(match.group(2)), steps, cap)}"

    return _DIE.sub(stepped, damage)


def delta_words(delta: dict[str, Any], times: int) -> str:
    """A delta in the log's words: "+2d6 damage", "Range +4", "Condition: Prone"."""
    operation = delta.get("operation")
    value = _number(delta.get("value"), 1 if operation == "increaseDieSize" else 0) * times
    if operation == "addFlatDamage":
        return Engine.tr("+{value} damage").format(value=value)
    if operation == "addDice":
        dice = _dice(delta)
        return Engine.tr("+{dice} damage").format(dice=f"{_number(dice.get('count'), 1) * times}d"
                                                       f"{_number(dice.get('faces'), 6)}")
    if operation == "increaseDieSize":
        return Engine.tr("damage dice {value} sizes larger", "", value).format(value=value)
    if operation == "addCondition":
        return Engine.tr("Condition: {condition}").format(condition=delta.get("condition") or Engine.tr("one more"))
    if operation == "addDuration" and isinstance(delta.get("durationType"), str):
        return Engine.tr("Duration +{value} {unit}").format(value=value, unit=delta["durationType"])
    named = TEXT_DELTAS.get(str(operation))
    return f"{translate('Engine', named) if named else str(operation)} +{value}"


def plan(ctx: ActionContext, item: ItemEntry, steps_up: int, choice: int | None) -> tuple[str | None, list[str]]:
    """The damage formula of this cast (None without an attack) and the upcast's lines for the log; kept
    with the item's entry (made anew when the item changes) per upcast and choice."""
    key = (PLAN, steps_up, choice)
    found = item.derived.get(key)
    if found is None:
        found = item.derived[key] = _plan(item, steps_up, choice)
    damage, said, skipped = found
    ctx.log.extend(skipped)
    return damage, list(said)


def _plan(item: ItemEntry, steps_up: int, choice: int | None) -> tuple[str | None, tuple[str, ...], tuple[str, ...]]:
    """plan()'s damage and lines, and the log's lines for the deltas skipped."""
    spec = item.fields.attack
    damage = spec.damage if spec is not None else None
    own_id = item.raw.get("attack", {}).get("effectId") if isinstance(item.raw.get("attack"), dict) else None
    said: list[str] = []
    skipped: list[str] = []
    for delta in _deltas(item, steps_up, choice):
        operation = delta.get("operation")
        target = delta.get("targetEffectId")
        if operation in DAMAGE_DELTAS:
            if damage is None or (target is not None and target != own_id):
                skipped.append(Engine.tr("{name}: an upcast delta ({operation}) names no damage of this spell; skipped")
                               .format(name=item.name, operation=operation))
                continue
            damage = upcast_damage(damage, delta, steps_up)
        said.append(delta_words(delta, steps_up))
    return damage, tuple(said), tuple(skipped)


def check_cast(char: Character, item: ItemEntry, mana: int | None, highest: int | None = None) -> int:
    """A cast's own refusals (§14.2), before its activation's: a condition that prevents it (dead,
    silenced: conditionPrevents), then its mana (`mana_to_spend`, against `highest`, the highest unlocked
    tier, read here when not given); the mana it spends."""
    states = set(char.states)
    for state in ("dead", "silenced"):
        if state in states:
            raise ActionError("conditionPrevents", Engine.tr("{condition}: {name} cannot be cast")
                              .format(condition=state, name=item.name))
    return mana_to_spend(char, item, mana, highest_tier(char) if highest is None else highest)


def cast_refusal(char: Character, index: int, mana: int | None = None) -> tuple[str, str]:
    """Why casting spell `index` with `mana` (None: its tier's) would be refused now, as (code, message);
    ("", "") when it would not. Read-only, over a copy: the checks `cast` makes before anything moves
    (`check_cast`, then the activation's `check_activation`), for the sheet to grey Cast with the reason.
    Dice asked for at the cast (Combat Dice, an attack's choices) are not predicted."""
    ctx = ActionContext(char, Transaction(copy.copy(char.doc)), ScriptedRoller([]))
    try:
        check_cast(char, char.items[index], mana)
        check_activation(ctx, index)
    except ActionError as err:
        return err.code, err.message
    return "", ""


def cast(ctx: ActionContext, index: int, step: Activate, mana: int | None, choice: int | None) -> None:
    """Cast a spell (§14.2): the refusals, the mana, the activation with the upcast damage, concentration."""
    item = ctx.char.items[index]
    states = set(ctx.char.states)
    highest = highest_tier(ctx.char)
    spend = check_cast(ctx.char, item, mana, highest)
    tier = item.fields.tier
    damage, upcast = plan(ctx, item, spend - tier, choice)
    lines = len(ctx.log)
    activate(ctx, step, damage=damage, casting=True)
    head = (Engine.tr("Cast {name} (tier {tier})") if tier else Engine.tr("Cast {name} (cantrip)")).format(
        name=item.name, tier=tier)
    if spend:
        head += Engine.tr(": {mana} mana").format(mana=spend) + (
            Engine.tr(", upcast {steps}: {deltas}").format(steps=spend - tier, deltas=", ".join(upcast))
            if spend > tier else "")
    at = 0 if lines == 0 else lines
    ctx.log.insert(at, head)
    if tier > (highest or 0):
        ctx.log.insert(at + 1, Engine.tr("Warning: {name} is tier {tier}, above the highest unlocked tier "
                                         "({highest})").format(name=item.name, tier=tier, highest=highest
                                                               if highest is not None else
                                                               Engine.tr("none: not a caster")))
    pay_mana(ctx, spend)
    if "concentration" in selected(item):
        concentrate(ctx, item)
    # character.md §11.4: while dying, casting needs the DC 10 STR Dying save, rolled here, after the
    # activation's own dice (dice order §17: 4) and before the triggers.
    dying.attack_save(ctx, "dying" in states, step.dyingSave, step.waive, cast=True)


def pay_mana(ctx: ActionContext, spend: int) -> None:
    """Mana from the combat-mana layer first, then the character's own (§14.2)."""
    if spend <= 0:
        return
    layer, layer_max = ctx.char.track("combatMana")
    own, _own_max = ctx.char.track("mana")
    from_layer = min(layer, spend)
    if from_layer:
        ctx.tx.set(("combatMana",), {"current": layer - from_layer, "max": layer_max})
    rest = spend - from_layer
    if rest:
        ctx.tx.set(("mana",), {**(ctx.char.doc.get("mana") or {}), "current": own - rest})
    parts = [Engine.tr("combat mana {before} → {after}").format(before=layer, after=layer - from_layer)] \
        if from_layer else []
    parts += [Engine.tr("mana {before} → {after}").format(before=own, after=own - rest)] if rest else []
    ctx.log.append(Engine.tr("Spent {mana} mana ({parts})").format(mana=spend, parts=", ".join(parts)))


def concentrate(ctx: ActionContext, item: ItemEntry) -> None:
    """A concentration spell: `concentrating` on, `concentratingOn` its id; an earlier one ends first."""
    key = item.key
    before = ctx.tx.get(("concentratingOn",))
    states = list(ctx.tx.get(("states",), []) or [])
    if before is not None and before != key:
        end_concentration(ctx, Engine.tr("a new spell"))
        states = list(ctx.tx.get(("states",), []) or [])
    if CONCENTRATING not in states:
        ctx.tx.set(("states",), [*states, CONCENTRATING])
    if before != key:
        ctx.tx.set(("concentratingOn",), key)
    ctx.log.append(Engine.tr("Concentrating on {name}").format(name=item.name))


def _spell_name(char: Character, key: Any) -> str:
    index = char.find_item(key) if isinstance(key, str) else None
    return char.items[index].name if index is not None else str(key or Engine.tr("a spell"))


def end_concentration(ctx: ActionContext, why: str) -> None:
    """Concentration ends: the state off, `concentratingOn` cleared, and the log says why."""
    states = list(ctx.tx.get(("states",), []) or [])
    key = ctx.tx.get(("concentratingOn",))
    if CONCENTRATING not in states and key is None:
        return
    if CONCENTRATING in states:
        ctx.tx.set(("states",), [s for s in states if s != CONCENTRATING])
    if key is not None:
        ctx.tx.set(("concentratingOn",), None)
    ctx.log.append(Engine.tr("Concentration on {name} ended ({why})").format(name=_spell_name(ctx.char, key), why=why))


# ---- an incoming critical --------------------------------------------------------------------------
def critical_received(ctx: ActionContext, step: Attacked) -> None:
    """A critical received while concentrating asks for a DC 10 STR save after the attack's triggers (§12.1,
    §17), taken from `concentrationSave` or rolled; a failure ends concentration."""
    if CONCENTRATING not in ctx.char.states:
        return
    answer = step.concentrationSave
    ctx.after_triggers.append(lambda later: concentration_save(later, answer))


def concentration_save(ctx: ActionContext, answer: str | None) -> None:
    if CONCENTRATING not in ctx.char.states or "dying" in ctx.char.states:
        return  # already ended, or ending as the character is dying (§12.4)
    if answer is None:
        found = rolls.check(ctx, "save", "strength", dc=10)
        ctx.log[-1] = Engine.tr("Concentration: {roll}").format(roll=ctx.log[-1])
    else:
        mode = rolls.net_mode(ctx.char, "save", "strength")
        found = rolls.entry("save", "strength", mode, [], None, 0, None, 10, answer == "pass")
        ctx.log.append(Engine.tr("Concentration: Strength save passed (taken)") if answer == "pass" else
                       Engine.tr("Concentration: Strength save failed (taken)"))
    ctx.rolls.append({**found, "kind": "concentrationSave"})
    if not found["success"]:
        end_concentration(ctx, Engine.tr("the concentration save failed"))
        conditions.apply_rules(ctx, "onSaveFail")  # a failed save with a DC runs onSaveFail rules (§17)


# ---- after every action, and at load -----------------------------------------------------------------
def settle(ctx: ActionContext) -> None:
    """Own mana above a lower derived max is clamped to it (§14.1); while dying, concentration ends
    (§12.4); `concentratingOn` goes when the state was turned off by hand."""
    states = ctx.char.states
    if CONCENTRATING in states and "dying" in states:
        end_concentration(ctx, Engine.tr("dying"))
    elif CONCENTRATING not in states and ctx.tx.get(("concentratingOn",)) is not None:
        ctx.tx.set(("concentratingOn",), None)
    if mana_formula(ctx.char) is not None:
        ctx.char.refresh([op[0] for op in ctx.tx.ops])
        own, most = ctx.char.track("mana")
        if own > most:
            ctx.tx.set(("mana",), {**(ctx.char.doc.get("mana") or {}), "current": most})
            ctx.log.append(Engine.tr("Mana {before} → {max} (its max is now {max})").format(before=own, max=most))


def settle_on_load(ctx: ActionContext) -> None:
    """A loaded document's own mana above its derived max, and concentration while dying (§19.11), fixed
    with a load warning."""
    states = ctx.char.states
    if CONCENTRATING in states and "dying" in states:
        ctx.tx.set(("states",), [s for s in states if s != CONCENTRATING])
        if ctx.char.doc.get("concentratingOn") is not None:
            ctx.tx.set(("concentratingOn",), None)
        ctx.warnings.append(Engine.tr("states: dying and concentrating: concentration ended (a dying character "
                                      "cannot concentrate)"))
    if mana_formula(ctx.char) is not None:
        own, most = ctx.char.track("mana")
        if own > most:
            ctx.tx.set(("mana",), {**(ctx.char.doc.get("mana") or {}), "current": most})
            ctx.warnings.append(Engine.tr("mana.current: {value} is above the derived max {max}; clamped to it")
                                .format(value=own, max=most))


AFTER_ACTION.append(settle)
