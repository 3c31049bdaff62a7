"""The action tracker (character.md §13), Action Cost and Action Delta rules (§15.5, §19.5-§19.7).

The character keeps upstream's combatant data: `actions` `{current, max, additional, pendingDelta}`,
`reactions` (each heroic reaction available this round) and `turnActive`. Actions are tracked only while an
encounter runs: encounter start sets `current` to the refill value, End turn refills it after its triggers
(`refill`, run from the context's `after_triggers`), and a spend takes `additional` first, then `current`.

The refill value is `max`, capped at the Dying action limit (engine/numbers.py `dyingLimit`) while the
character is `dying` (the state engine.md §5.3 sets at 0 HP), and 0 while incapacitated, a state implying
it, or dead. Becoming one of those mid-action clamps what is left at once (`settle`, after every action).

An activation's cost is its `activation.cost` of type `action` (a missing, non-numeric or negative quantity
costs 1, §19.7), changed by Action Cost rules in engine §1 order; Action Delta rules of the item act once it
is paid (`now` into `additional`, `nextTurn` into `pendingDelta`).
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..i18n import QT_TRANSLATE_NOOP, Engine, translate
from .model import ActionCost, ActionDelta, RuleEntry
from .predicates import slug
from .rule_types import behaviour
from .runtime import AFTER_ACTION, ActionError

if TYPE_CHECKING:
    from .runtime import ActionContext
    from .world import Character

REACTIONS = ("defend", "interpose", "opportunityAttack", "help")  # upstream src/utils/heroicActions.ts
REACTION_WORDS = {"defend": QT_TRANSLATE_NOOP("Engine", "Defend"),
                  "interpose": QT_TRANSLATE_NOOP("Engine", "Interpose"),
                  "opportunityAttack": QT_TRANSLATE_NOOP("Engine", "Opportunity attack"),
                  "help": QT_TRANSLATE_NOOP("Engine", "Help")}
"""Each heroic reaction's name, in English: shown through `reaction_words` (translated)."""


def reaction_words(name: str) -> str:
    """A heroic reaction's name in the player's language ("Defend")."""
    return translate("Engine", REACTION_WORDS[name])
# Incapacitated and the states that imply it (character.md §12.1: upstream's aliases and linked conditions).
INCAPACITATING = frozenset({"incapacitated", "paralyzed", "stunned", "unconscious", "petrified"})
DEFAULT_ACTIONS = {"current": 3, "max": 3, "additional": 0, "pendingDelta": 0}
UNARMED_IDENTIFIER = "unarmed-strike"  # Unarmed Strike for Action Cost filters (type object, §11.3)


# ---- reading -----------------------------------------------------------------------------------------
def actions_of(doc: dict[str, Any]) -> dict[str, int]:
    """The document's `actions`, with the defaults where it says nothing."""
    saved = doc.get("actions")
    found = dict(DEFAULT_ACTIONS)
    if isinstance(saved, dict):
        found.update({key: value for key, value in saved.items() if key in found and isinstance(value, int)
                      and not isinstance(value, bool)})
    return found


def reactions_of(doc: dict[str, Any]) -> dict[str, bool]:
    """Each heroic reaction: True while it is available this round."""
    saved = doc.get("reactions")
    saved = saved if isinstance(saved, dict) else {}
    return {name: saved.get(name) is not False for name in REACTIONS}


def incapacitated(states: list[str] | set[str] | frozenset[str]) -> bool:
    return any(state in INCAPACITATING for state in states)


def refill_value(char: Character) -> int:
    """What a refill gives (§13): max; capped at the Dying limit while dying; 0 incapacitated or dead."""
    states = set(char.states)
    if "dead" in states or incapacitated(states):
        return 0
    most = actions_of(char.doc)["max"]
    return min(most, char.numbers()["dyingLimit"]) if "dying" in states else most


def in_encounter(ctx: ActionContext) -> bool:
    return ctx.tx.get(("encounter",)) is not None


def output(char: Character) -> dict[str, Any]:
    """The play output's `actions` (with the derived `dyingLimit`) and `reactions`."""
    return {"actions": {**actions_of(char.doc), "dyingLimit": char.numbers()["dyingLimit"]},
            "reactions": reactions_of(char.doc)}


# ---- writing -----------------------------------------------------------------------------------------
def _write(ctx: ActionContext, actions: dict[str, int]) -> None:
    if actions != actions_of(ctx.char.doc) or not isinstance(ctx.char.doc.get("actions"), dict):
        ctx.tx.set(("actions",), {**(ctx.char.doc.get("actions") or {}), **actions})


def _left(actions: dict[str, int]) -> str:
    if actions["additional"]:
        return Engine.tr("{current}/{max} + {extra} extra left").format(
            current=actions["current"], max=actions["max"], extra=actions["additional"])
    return Engine.tr("{current}/{max} left").format(current=actions["current"], max=actions["max"])


def encounter_started(ctx: ActionContext) -> None:
    """Encounter start: `current` to the refill value, nothing extra or pending, every reaction back."""
    actions = actions_of(ctx.char.doc)
    actions.update(current=refill_value(ctx.char), additional=0, pendingDelta=0)
    _write(ctx, actions)
    _reactions_back(ctx)


def _reactions_back(ctx: ActionContext) -> None:
    if not all(reactions_of(ctx.char.doc).values()):
        ctx.tx.set(("reactions",), dict.fromkeys(REACTIONS, True))


def turn_started(ctx: ActionContext) -> None:
    """Start turn sets `turnActive`; a `pendingDelta` written since the last End turn is folded in (§19.6)."""
    if ctx.char.doc.get("turnActive") is not True:
        ctx.tx.set(("turnActive",), True)
    if not in_encounter(ctx):
        return
    actions = actions_of(ctx.char.doc)
    if actions["pendingDelta"]:
        before = actions["current"]
        actions["current"] = max(0, before + actions["pendingDelta"])
        actions["pendingDelta"] = 0
        _write(ctx, actions)
        ctx.log.append(Engine.tr("Actions {before} → {after} (carried over from between turns)").format(
            before=before, after=actions["current"]))


def turn_ended(ctx: ActionContext) -> None:
    """End turn clears `turnActive` first; in an encounter the refill comes after its triggers (§17)."""
    if ctx.char.doc.get("turnActive"):
        ctx.tx.set(("turnActive",), False)
    if in_encounter(ctx):
        ctx.after_triggers.append(refill)


def refill(ctx: ActionContext) -> None:
    """End turn's refill (§13): current = refill + pendingDelta (at least 0), nothing extra or pending,
    every reaction available again (upstream `buildCharacterTurnRefillUpdate`)."""
    before = actions_of(ctx.char.doc)
    actions = dict(before)
    value = refill_value(ctx.char)
    pending = actions["pendingDelta"]
    actions.update(current=max(0, value + pending), additional=0, pendingDelta=0)
    _write(ctx, actions)
    used = [reaction_words(name) for name, free in reactions_of(ctx.char.doc).items() if not free]
    _reactions_back(ctx)
    if actions != before or used:  # a turn that spent nothing refills nothing, and says nothing
        why = Engine.tr(" ({pending:+d} carried over)").format(pending=pending) if pending else ""
        back = Engine.tr("; reactions back ({reactions})").format(reactions=", ".join(used)) if used else ""
        ctx.log.append(Engine.tr("Actions refilled: {current}/{max}{carried}{back}").format(
            current=actions["current"], max=actions["max"], carried=why, back=back))


def check_spend(char: Character, count: int, what: str) -> dict[str, int]:
    """Whether `count` actions can be spent now (§13), read-only: refused with conditionPrevents (dead,
    incapacitated) or noActions; the actions as they are."""
    states = set(char.states)
    if "dead" in states:
        raise ActionError("conditionPrevents", Engine.tr("dead: {what} is not possible").format(what=what))
    found = sorted(states & INCAPACITATING)
    if found:
        raise ActionError("conditionPrevents", Engine.tr("{condition}: {what} is not possible (no actions)")
                          .format(condition=found[0], what=what))
    actions = actions_of(char.doc)
    have = actions["additional"] + actions["current"]
    if count > have:
        raise ActionError("noActions", Engine.tr("{what} needs %n actions, {left} left", "", count)
                          .format(what=what, left=have))
    return actions


def spend(ctx: ActionContext, count: int, what: str) -> None:
    """Spend `count` actions, `additional` first (§13); refused with conditionPrevents or noActions."""
    actions = check_spend(ctx.char, count, what)
    extra = min(count, actions["additional"])
    actions["additional"] -= extra
    actions["current"] -= count - extra
    _write(ctx, actions)
    ctx.log.append(Engine.tr("{what}: %n actions spent ({left})", "", count).format(what=what, left=_left(actions)))


# ---- costs -------------------------------------------------------------------------------------------
def base_cost(raw: dict[str, Any]) -> int:
    """An item's own action cost: `activation.cost.quantity` when its type is `action` (a bad quantity costs
    1, §19.7); 0 without a cost or with another type."""
    activation = raw.get("activation")
    cost = activation.get("cost") if isinstance(activation, dict) else None
    if not isinstance(cost, dict) or cost.get("type") != "action":
        return 0
    quantity = cost.get("quantity")
    if isinstance(quantity, bool) or not isinstance(quantity, (int, float)) or not math.isfinite(quantity) \
            or quantity < 0:
        return 1
    return math.floor(quantity)


def _matches(rule: ActionCost, applies: str, kind: str, identifier: str, reaction: str | None) -> bool:
    if rule.applies != applies:
        return False
    if applies == "heroicReaction":
        return not rule.reactions or reaction in rule.reactions
    return (not rule.itemTypes or kind in rule.itemTypes) and (not rule.itemIdentifier or
                                                                slug(rule.itemIdentifier) == identifier)


@behaviour("actionCost")
def adjusted_cost(ctx: ActionContext, cost: int, applies: str, kind: str = "", identifier: str = "",
                  reaction: str | None = None) -> tuple[int, list[str]]:
    """The cost after the matching Action Cost rules, in engine §1 order (delta adds, set replaces), never
    below 0; and the rules that changed it, by name."""
    char = ctx.char
    found = char.rules_of(ActionCost)
    if not found:
        return cost, []
    named = []
    for index, entry in char.by_priority(found):
        rule = entry.model
        assert isinstance(rule, ActionCost)
        if not _matches(rule, applies, kind, identifier, reaction) or not char.rule_on(index, entry, ctx.tags):
            continue
        value = math.floor(ctx.evaluate(rule.value, "value", dice=False, where=f"{_name(char, index, entry)} "))
        cost = value if rule.mode == "set" else cost + value
        named.append(_name(char, index, entry))
    return max(0, cost), named


def _name(char: Character, index: int, entry: RuleEntry) -> str:
    return (entry.model.label if entry.model is not None else "") or char.items[index].name


def activation_cost(ctx: ActionContext, index: int | None, name: str) -> tuple[int, str]:
    """An activation's action cost (§13): the item's (Unarmed Strike's is 1), adjusted by Action Cost rules;
    and what the spend is called ("Kindle", "Kindle (Quickened)")."""
    if index is None:
        cost, kind, identifier = 1, "object", UNARMED_IDENTIFIER
    else:
        item = ctx.char.items[index]
        cost, kind, identifier = base_cost(item.raw), item.fields.type, slug(item.name)
    cost, changed = adjusted_cost(ctx, cost, "item", kind, identifier)
    return cost, name + (f" ({', '.join(changed)})" if changed else "")


def check_activation_cost(ctx: ActionContext, index: int | None, name: str) -> None:
    """Whether the activation's action cost can be paid now, read-only: `pay_activation`'s refusals."""
    if in_encounter(ctx):
        cost, what = activation_cost(ctx, index, name)
        if cost > 0:
            check_spend(ctx.char, cost, what)


def pay_activation(ctx: ActionContext, index: int | None, name: str) -> None:
    """An activation's action cost, in an encounter (§13), validated with the activation (noActions) and
    spent."""
    if not in_encounter(ctx):
        return
    cost, what = activation_cost(ctx, index, name)
    if cost > 0:
        spend(ctx, cost, what)


@behaviour("actionDelta")
def action_deltas(ctx: ActionContext, index: int) -> None:
    """The item's active Action Delta rules, once its cost is paid (§15.5, §19.5): `now` adds to `additional`
    (a negative value takes actions, never below 0), `nextTurn` to `pendingDelta`; borrowing takes the same
    from the next turn. Others' actions are a log line; outside an encounter nothing happens."""
    if not in_encounter(ctx):
        return
    char = ctx.char
    mine = [(i, entry) for i, entry in char.rules_of(ActionDelta) if i == index]
    for i, entry in char.by_priority(mine):
        rule = entry.model
        assert isinstance(rule, ActionDelta)
        if not char.rule_on(i, entry, ctx.tags):
            continue
        value = math.trunc(ctx.evaluate(rule.value, "value", dice=False, where=f"{_name(char, i, entry)} "))
        if value:
            _delta(ctx, rule, value, _name(char, i, entry))


def _others_delta(targeted: bool, value: int, now: bool) -> str:
    """"{name}: the target gains 2 actions now" (an Action Delta on someone else: a log line only)."""
    size = abs(value)
    if targeted:
        if value > 0:
            return (Engine.tr("{name}: the target gains %n actions now", "", size) if now else
                    Engine.tr("{name}: the target gains %n actions next turn", "", size))
        return (Engine.tr("{name}: the target loses %n actions now", "", size) if now else
                Engine.tr("{name}: the target loses %n actions next turn", "", size))
    if value > 0:
        return (Engine.tr("{name}: every ally gains %n actions now", "", size) if now else
                Engine.tr("{name}: every ally gains %n actions next turn", "", size))
    return (Engine.tr("{name}: every ally loses %n actions now", "", size) if now else
            Engine.tr("{name}: every ally loses %n actions next turn", "", size))


def _delta(ctx: ActionContext, rule: ActionDelta, value: int, name: str) -> None:
    if rule.target != "self":
        ctx.log.append(_others_delta(rule.target == "targeted", value, rule.timing == "now").format(name=name))
        return
    actions = actions_of(ctx.char.doc)
    if rule.timing == "nextTurn":
        actions["pendingDelta"] += value
        size = abs(value)
        ctx.log.append(Engine.tr("{name}: {value:+d} actions next turn", "", size).format(name=name, value=value))
    else:
        if value > 0:
            actions["additional"] += value
        else:
            taken = min(-value, actions["additional"])
            actions["additional"] -= taken
            actions["current"] = max(0, actions["current"] - (-value - taken))
        if rule.borrowFromNextTurn:
            actions["pendingDelta"] -= value
        size = abs(value)
        said = (Engine.tr("{name}: {value:+d} actions now (borrowed from next turn) ({left})", "", size)
                if rule.borrowFromNextTurn else Engine.tr("{name}: {value:+d} actions now ({left})", "", size))
        ctx.log.append(said.format(name=name, value=value, left=_left(actions)))
    _write(ctx, actions)


# ---- reactions ---------------------------------------------------------------------------------------
def reaction_blocked(ctx: ActionContext, name: str) -> tuple[str, str]:
    """Why the reaction cannot be used now, as (code, message), in §13's order; ("", "") when it can."""
    return reaction_refusal(ctx.char, name)


def reaction_refusal(char: Character, name: str) -> tuple[str, str]:
    """`reaction_blocked` read off the character as it is (the sheet greys a reaction with it), all but the
    action cost, which Action Cost rules decide when it is used."""
    words = reaction_words(name)
    if char.doc.get("encounter") is None:
        return "reactionUnavailable", Engine.tr("{reaction} needs an encounter").format(reaction=words)
    states = set(char.states)
    if "dead" in states:
        return "reactionUnavailable", Engine.tr("{reaction}: the character is dead").format(reaction=words)
    if not reactions_of(char.doc)[name]:
        return "reactionUnavailable", Engine.tr("{reaction} is already used this round").format(reaction=words)
    if char.doc.get("turnActive"):
        return "reactionUnavailable", Engine.tr("{reaction} is not possible on your own turn").format(reaction=words)
    found = sorted(states & INCAPACITATING)
    if found:
        return "conditionPrevents", Engine.tr("{condition}: {reaction} is not possible").format(
            condition=found[0], reaction=words)
    return "", ""


def use_reaction(ctx: ActionContext, name: str) -> None:
    """Use a heroic reaction (§13): refused as `reaction_blocked` says, or `noActions` when `current` (never
    `additional`) holds less than its cost; spends it for the round."""
    code, message = reaction_blocked(ctx, name)
    if code:
        raise ActionError(code, message)
    cost, changed = adjusted_cost(ctx, 1, "heroicReaction", reaction=name)
    actions = actions_of(ctx.char.doc)
    words = reaction_words(name)
    if cost > actions["current"]:
        raise ActionError("noActions", Engine.tr("{reaction} needs %n actions, {left} left "
                                                 "(a reaction cannot use extra actions)", "", cost)
                          .format(reaction=words, left=actions["current"]))
    actions["current"] -= cost
    _write(ctx, actions)
    ctx.tx.set(("reactions",), {**reactions_of(ctx.char.doc), name: False})
    how = Engine.tr("%n actions spent", "", cost) + (f" ({', '.join(changed)})" if changed else "")
    ctx.log.append(Engine.tr("{reaction} (reaction): {spent} ({left})").format(
        reaction=words, spent=how, left=_left(actions)))


def incoming(ctx: ActionContext, defending: bool) -> None:
    """An incoming attack's Defend: the reaction spent now, Armor off its damage later (§13). (Whether a melee
    hit is a critical is the conditions' matter: engine/conditions.py `incapacitated`.)"""
    if defending:
        use_reaction(ctx, "defend")
        ctx.defending = True


def defend(ctx: ActionContext, amount: int) -> int:
    """Defend's reduction of an incoming attack (§13, §15.3): Armor, after every flat Damage Reduction."""
    armor = max(0, ctx.char.numbers()["armor"])
    left = max(0, amount - armor)
    if amount > 0:
        ctx.log.append(Engine.tr("Defend: damage reduced by Armor {armor} ({before} → {after})").format(
            armor=armor, before=amount, after=left))
    return left


# ---- after every action ------------------------------------------------------------------------------
def settle(ctx: ActionContext) -> None:
    """Becoming incapacitated (or a state implying it) or dead zeroes what is left; becoming dying caps it at
    the Dying limit and zeroes `additional` (§12.4, §13). Only in an encounter; nothing comes back when the
    state ends."""
    if ctx.tx.get(("encounter",)) is None:
        return
    states = set(ctx.char.states)
    started = ctx.start_states
    actions = actions_of(ctx.char.doc)
    if ("dead" in states and "dead" not in started) or (incapacitated(states) and not incapacitated(started)):
        if actions["current"] or actions["additional"]:
            actions.update(current=0, additional=0)
            _write(ctx, actions)
            ctx.log.append(Engine.tr("No actions left"))
    elif "dying" in states and "dying" not in started:
        limit = ctx.char.numbers()["dyingLimit"]
        if actions["current"] > limit or actions["additional"]:
            actions.update(current=min(actions["current"], limit), additional=0)
            _write(ctx, actions)
            ctx.log.append(Engine.tr("Dying: actions capped at {limit} ({left})").format(
                limit=limit, left=_left(actions)))


AFTER_ACTION.append(settle)
