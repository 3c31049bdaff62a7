"""How the character heals beyond a plain `heal`: hit dice spent with Hit Dice Advantage or Maximize Hit Dice,
and potions with Healing Potion Bonus (character.md §15.1, §19.16). Which hit dice there are is
engine/hit_dice.py's."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..i18n import Engine
from .attack_modes import signed
from .model import NUMBER_LIMIT, HealingPotionBonus, HitDiceAdvantage, MaximizeHitDice, die_faces
from .rule_types import behaviour
from .runtime import ActionContext, ActionError

if TYPE_CHECKING:
    from .predicates import TagSet
    from .world import Character


# ---- spending ------------------------------------------------------------------------------------
@behaviour("hitDiceAdvantage")
def field_advantage(ctx: ActionContext, confirmed: bool | list[str]) -> tuple[int, list[str]]:
    """The extra dice each hit die rolls in a field rest, and the rules that give them: the highest
    `amount` of the active fieldRest Hit Dice Advantage rules whose condition the step confirms (`true`:
    all; a list: those rule ids; a rule with no condition text needs no confirming). A listed id that is
    no such rule is `invalidChoice`."""
    found = [(index, entry) for index, entry in ctx.char.by_priority(ctx.char.rules_of(HitDiceAdvantage))
             if entry.model.rollContext == "fieldRest"  # type: ignore[union-attr]
             and ctx.char.rule_on(index, entry, ctx.tags)]
    if isinstance(confirmed, list):
        ids = {entry.rule_id for _index, entry in found}
        for name in confirmed:
            if name not in ids:
                raise ActionError("invalidChoice",
                                  Engine.tr("{rule} is no active Hit Dice Advantage rule for a field rest")
                                  .format(rule=repr(name)))
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
    return any(char.rule_on(index, entry, tags) for index, entry in char.rules_of(MaximizeHitDice))


def roll_hit_die(ctx: ActionContext, size: str, extra: int) -> tuple[int, str]:
    """One hit die rolled with `extra` more dice, the highest kept (the earlier of equal faces dropped):
    (face, words: "3, 9 → 9")."""
    top = die_faces(size)
    faces = [ctx.roll(top) for _ in range(extra + 1)]
    if len(faces) == 1:
        return faces[0], str(faces[0])
    best = max(faces)
    return best, f"{', '.join(map(str, faces))} → {best}"


# ---- potions ------------------------------------------------------------------------------------
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
    bonuses = potion_bonus(ctx) if potion else []
    amount = max(0, min(NUMBER_LIMIT, amount + sum(value for _name, value in bonuses)))
    hp, hp_max = ctx.char.track("hp")
    new = min(hp_max, hp + amount)
    ctx.tx.set(("hp",), {**(ctx.char.doc.get("hp") or {"max": hp_max}), "current": new})
    said = [source] if source else []
    said.extend(f"{signed(value)} {name}" for name, value in bonuses)
    ctx.log.append((Engine.tr("Healed {amount} ({sources}): HP {before} → {after}") if said else
                    Engine.tr("Healed {amount}: HP {before} → {after}")).format(
        amount=amount, sources=", ".join(said), before=hp, after=new))
    states = list(ctx.tx.get(("states",), []) or [])
    if new > 0 and "dying" in states:
        ctx.tx.set(("states",), [state for state in states if state != "dying"])
        ctx.log.append(Engine.tr("Dying off"))


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
