"""The Preview row of the condition and action rule cards (character.md §12-§13, §15.4-§15.5), worked out by
the engine's own functions on the builder's two characters (views/rule_effects.py: without the rule, and
with it applying):

- Apply Condition: what its trigger does, as the engine logs it ("At the end of your turn: Prone on (ends at
  the end of your turn)", "On a critical hit: Target: Prone (Tripping Strike)", or the immunity that stops it);
- Condition Immunity: the immunities gained, the conditions on now that would end, the implied ones blocked;
- Action Cost: each item's or reaction's cost in actions before → after ("Fireball: 1 → 0 actions");
- Action Delta: what using its item does to the actions in an encounter ("Coordinated Strike: +1 action now").
"""
from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from ..engine import action_tracker, conditions
from ..engine.dice import ScriptedRoller
from ..engine.predicates import slug
from ..engine.runtime import ActionContext, ActionError
from ..engine.state import Transaction
from ..engine.vocab import APPLY_TRIGGER_WORDS, condition_words
from ..engine.world import Character
from ..i18n import Views

MOST_LINES = 4  # items or reactions listed; the rest are counted


def _context(char: Character, encounter: bool = False) -> ActionContext:
    """An action's working state over a copy of the character (no dice rolled), in an encounter when asked
    (the action rules do nothing outside one)."""
    ctx = ActionContext(char, Transaction(copy.copy(char.doc)), ScriptedRoller([]))
    if encounter and ctx.tx.get(("encounter",)) is None:
        ctx.tx.set(("encounter",), {"round": 1})
    return ctx


def _item_of(char: Character, rule: Any) -> int | None:
    """The index of the item holding the rule (its parsed model) in `char`."""
    for index, item in enumerate(char.items):
        if any(entry.model is rule for entry in item.rules):
            return index
    return None


def _capped(lines: list[str]) -> list[str]:
    if len(lines) <= MOST_LINES:
        return lines
    return [*lines[:MOST_LINES - 1], Views.tr("and {count} more").format(count=len(lines) - MOST_LINES + 1)]


def _trigger_words(trigger: str) -> str:
    words = APPLY_TRIGGER_WORDS.get(trigger, trigger)
    return words[:1].upper() + words[1:]


def apply_condition(before: Character, after: Character, rule: Any) -> list[str]:
    """What the rule's trigger does on the character with it, as the engine logs it."""
    if not rule.condition:
        return [Views.tr("applies nothing until a condition is chosen")]
    state = conditions.state_name(rule.condition)
    if state is None or state in conditions.DERIVED:
        return [Views.tr("{condition} is derived: it is never applied").format(
            condition=condition_words(rule.condition))]
    ctx = _context(after)
    try:
        conditions.apply_rules(ctx, rule.trigger)
    except ActionError as err:
        return [err.message]
    when = _trigger_words(rule.trigger)
    said = [line for line in ctx.log if condition_words(state) in line]
    if not said and state in after.states:
        said = [Views.tr("{condition} is on already: nothing changes").format(condition=condition_words(state))]
    return [Views.tr("{when}: {line}").format(when=when, line=line) for line in said] or \
        [Views.tr("{when}: nothing changes now").format(when=when)]


def condition_immunity(before: Character, after: Character, rule: Any) -> list[str]:
    """The immunities gained, the conditions on now that would end, and the implied ones no longer implied."""
    gained = [name for name in conditions.STATES
              if name in conditions.immunities(after) and name not in conditions.immunities(before)]
    if not gained:
        return []
    lines = [Views.tr("Immune to {conditions}").format(conditions=", ".join(condition_words(name) for name in gained))]
    ending = [condition_words(name) for name in gained if name in before.states]
    if ending:
        lines.append((Views.tr("{conditions} on now: they end") if len(ending) > 1 else
                      Views.tr("{conditions} on now: it ends")).format(conditions=", ".join(ending)))
    was = {entry["name"] for entry in conditions.listed(before) if entry.get("implied")}
    now = {entry["name"] for entry in conditions.listed(after) if entry.get("implied")}
    blocked = [condition_words(name) for name in conditions.STATES if name in was - now]
    if blocked:
        lines.append(Views.tr("{conditions} no longer implied").format(conditions=", ".join(blocked)))
    return lines


def _costs(char: Character) -> list[tuple[str, int]]:
    """(what, actions it costs in an encounter) for every item and Unarmed Strike, then every reaction."""
    ctx = _context(char, encounter=True)
    found = []
    for item in char.items:
        cost, _named = action_tracker.adjusted_cost(ctx, action_tracker.base_cost(item.raw), "item",
                                                    item.fields.type, slug(item.name))
        found.append((item.name, cost))
    cost, _named = action_tracker.adjusted_cost(ctx, 1, "item", "object", action_tracker.UNARMED_IDENTIFIER)
    found.append((Views.tr("Unarmed Strike"), cost))
    for name in action_tracker.REACTIONS:
        cost, _named = action_tracker.adjusted_cost(ctx, 1, "heroicReaction", reaction=name)
        found.append((action_tracker.reaction_words(name), cost))
    return found


def action_cost(before: Character, after: Character, rule: Any) -> list[str]:
    """Each item's or reaction's cost before → after, where the rule changes it."""
    try:
        old, new = _costs(before), _costs(after)
    except ActionError as err:
        return [err.message]
    return _capped([Views.tr("{name}: {was} → %n actions", "", cost).format(name=name, was=was)
                    for (name, was), (_same, cost) in zip(old, new, strict=True) if was != cost])


def action_delta(before: Character, after: Character, rule: Any) -> list[str]:
    """What using the rule's item does to the actions in an encounter, as the engine logs it."""
    index = _item_of(after, rule)
    if index is None:
        return []
    ctx = _context(after, encounter=True)
    try:
        action_tracker.action_deltas(ctx, index)
    except ActionError as err:
        return [err.message]
    return [Views.tr("Using {item} in an encounter: {change}").format(item=after.items[index].name,
                                                                      change=line.split(": ", 1)[-1])
            for line in ctx.log]


ACTION_EFFECTS: dict[str, Callable[[Character, Character, Any], list[Any]]] = {
    "applyCondition": apply_condition, "conditionImmunity": condition_immunity, "actionCost": action_cost,
    "actionDelta": action_delta,
}
