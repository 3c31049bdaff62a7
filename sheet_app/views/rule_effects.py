"""What one rule does to the character being previewed, worked out by the engine: the Rules Builder card's
preview line for the bonus and grant rules (character.md §15.1-§15.3, §15.5).

The character is built twice from the builder's draft (views/rule_preview.py): with the rule switched off
and with it as written, and what the engine derives on each is compared ("Armor 2 → 18", "Stealth +2 → +4",
"Initiative: normal → advantage"). A rule that does not apply now (its condition fails, it is switched off,
its object is not equipped) is shown as it would be if it applied, and says so. Rules whose work is not a
number on the sheet (a damage bonus, a reduction, a potion's healing) are run by the engine's own
functions on an example (each attack of the character, a 10-damage hit, a potion).
"""
from __future__ import annotations

import copy
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine import formulas, healing
from ..engine.attack_modes import (
    Strike,
    conditional_picks,
    damage_bonuses,
    item_strike,
    signed,
    target_tags,
    unarmed_damage,
    unarmed_strike,
)
from ..engine.defence import modify_incoming, reduce_damage
from ..engine.dice import ScriptedRoller
from ..engine.model import SKILLS, STATS
from ..engine.numbers import step_of
from ..engine.runtime import ActionContext, ActionError
from ..engine.state import Transaction
from ..engine.steps import ConditionalPick
from ..engine.world import Character
from .action_effects import ACTION_EFFECTS

if TYPE_CHECKING:
    from .rule_preview import RulePreview

EXAMPLE_HIT = 10  # the incoming damage a Damage Reduction card shows worked through
MOST_LINES = 6  # the knock-on numbers shown under a rule's own (the rest are counted)


@dataclass(frozen=True)
class Effect:
    """A rule's preview: what it changes ("Armor 2 → 18"), what follows from that ("Might +5 → +6" after a
    Stat Bonus on Strength), and whose numbers they are or why the rule is shown as if it applied."""

    lines: tuple[str, ...]
    note: str = ""
    follows: tuple[str, ...] = ()

    def text(self) -> str:
        then = f"\nThen: {', '.join(self.follows)}" if self.follows else ""
        return f"{self.note} " + "; ".join(self.lines) + then


# ---- the two characters ------------------------------------------------------------------------------

class Scratch:
    """A character of its own kept beside the builder's checked one, into which one item at a time is
    written changed (`variant`): the engine derives again only what that item touches (its per-item lists,
    engine/item_cache.py), so a card's preview on a 2,000-item character is not a whole character built
    anew. Brought up to the checked character (`follow`) when that one is new: the items whose dicts are
    the same are kept, the others parsed again."""

    def __init__(self, char: Character):
        self.char = Character({**char.doc, "items": list(char.doc.get("items", []))}, list(char.items))
        self.following = char
        self.changed: int | None = None  # the item written changed into this copy last

    def follow(self, char: Character) -> None:
        if char is self.following:
            return
        self.following = char
        doc = {**char.doc, "items": list(char.doc.get("items", []))}
        paths: list[tuple[Any, ...]] = [(key,) for key in set(doc) | set(self.char.doc)
                                        if key != "items" and doc.get(key) is not self.char.doc.get(key)]
        self.char.doc = doc
        self.char.refresh([("items",), *paths])
        self.changed = None

    def variant(self, item_index: int, position: int, rule: Any, item: dict[str, Any] | None = None) -> Character:
        """This copy with the rule at `position` of item `item_index` replaced (and the item's own fields
        changed by `item`); it holds until the next `variant` or `follow`."""
        raws = self.char.doc["items"]
        if self.changed is not None and self.changed != item_index:  # the item changed last, as it is
            raws[self.changed] = self.following.doc["items"][self.changed]
            self.char.refresh([("items", self.changed)])
        raw_item = dict(self.following.doc["items"][item_index])
        rules = list(raw_item.get("rules", []))
        rules[position] = rule
        raw_item["rules"] = rules
        raw_item.update(item or {})
        raws[item_index] = raw_item
        self.char.refresh([("items", item_index)])
        self.changed = item_index
        return self.char


# Per builder's check (while it lives): its copies, "without" the rule and with it "forced" to apply.
_KEPT: weakref.WeakKeyDictionary[RulePreview, dict[str, Scratch]] = weakref.WeakKeyDictionary()


def _scratch(preview: RulePreview, name: str) -> Scratch:
    mine = _KEPT.setdefault(preview, {})
    kept = mine.get(name)
    if kept is None:
        kept = mine[name] = Scratch(preview.char)
    kept.follow(preview.char)
    return kept


def _why_not(char: Character, item_index: int, position: int, raw: dict[str, Any]) -> str:
    """Why the rule does not apply now ("" when it does)."""
    if raw.get("disabled") is True:
        return "it is switched off"
    entry = char.items[item_index].rules[position]
    active, reason = char.rule_active(item_index, entry)
    return "" if active else (reason or "it does not apply now")


def characters(preview: RulePreview, position: int) -> tuple[Character, Character, str] | None:
    """(without the rule, with it applying, why it does not apply now or ""), or None for a rule that cannot
    run (not parsed). Both hold until the next call."""
    char = preview.char
    index = preview.item_index
    entries = char.items[index].rules
    if position >= len(entries) or entries[position].model is None or not isinstance(entries[position].raw, dict):
        return None
    raw = entries[position].raw
    without = _scratch(preview, "without").variant(index, position, {**raw, "disabled": True})
    why = _why_not(char, index, position, raw)
    if not why:
        return without, char, ""
    item = char.items[index]
    equip = {"equipped": True} if item.is_object and not item.fields.equipped else None
    forced = _scratch(preview, "forced").variant(index, position, {**raw, "disabled": False, "predicate": {}}, equip)
    return without, forced, why


def rule_effect(preview: RulePreview, position: int) -> Effect | None:
    """The preview of the rule at `position` of the builder's draft, or None for a rule type without one."""
    entries = preview.entries
    if position >= len(entries):
        return None
    kind = entries[position].type
    show = EFFECTS.get(kind) or (_numbers_effect if step_of(kind) else None)
    if show is None:
        return None
    made = characters(preview, position)
    if made is None:
        return None
    before, after, why = made
    model = after.items[preview.item_index].rules[position].model
    lines = show(before, after, model)
    follows: list[str] = []
    if lines and isinstance(lines[-1], tuple):  # the numbers' knock-on changes
        follows = list(lines.pop())
    note = f"If it applied (now {why}):" if why else f"On {after.name or 'this character'}:"
    return Effect(tuple(lines or ["no change now"]), note, tuple(follows))


# ---- the numbers (engine/numbers.py STEPS) ------------------------------------------------------------

MODE_WORDS = {0: "normal", 1: "advantage", -1: "disadvantage"}


def mode_words(value: int) -> str:
    """A roll mode in words: normal, advantage, disadvantage 2 …"""
    if value in MODE_WORDS:
        return MODE_WORDS[value]
    return f"{'advantage' if value > 0 else 'disadvantage'} {abs(value)}"


def _name(key: str) -> tuple[str, str]:
    """(what the number is called, how its values are written: plain | signed | mode)."""
    if key in STATS:
        return key.capitalize(), "plain"
    if key in SKILLS:
        return key.capitalize(), "signed"
    if key.startswith("save."):
        return f"{key[5:].capitalize()} save", "signed"
    if key.startswith("mode.skill."):
        return f"{key[11:].capitalize()} checks", "mode"
    if key.startswith("mode.save."):
        return f"{key[10:].capitalize()} saves", "mode"
    return {"armor": ("Armor", "plain"), "hpMax": ("Max HP", "plain"), "woundsMax": ("Max wounds", "plain"),
            "initiativeBonus": ("Initiative", "signed"), "mode.initiative": ("Initiative", "mode"),
            "dyingLimit": ("Actions while Dying", "plain")}.get(key, (f"{key.capitalize()} speed", "plain"))


def change_line(key: str, before: int, after: int) -> str:
    """One number's change: "Armor 2 → 18", "Stealth +2 → +4", "Initiative: normal → advantage"."""
    name, how = _name(key)
    if how == "mode":
        return f"{name}: {mode_words(before)} → {mode_words(after)}"
    if how == "signed":
        return f"{name} {signed(before)} → {signed(after)}"
    return f"{name} {before} → {after}"


_STEP_KEYS: dict[str, Callable[[str], bool]] = {
    "stats": lambda key: key in STATS,
    "speeds": lambda key: key in ("walk", "fly", "climb", "swim", "burrow"),
    "skills": lambda key: key in SKILLS,
    "saves": lambda key: key.startswith("save."),
    "modes": lambda key: key.startswith("mode."),
}


def _numbers_effect(before: Character, after: Character, rule: Any) -> list[Any]:
    """The numbers the rule changes, its own step's first, then what follows from them (a Stat Bonus moves
    the skills and saves of its stats), at most MOST_LINES of those."""
    old, new = before.numbers(), after.numbers()
    changed = [key for key in new if old.get(key) != new[key]]
    step = step_of(rule.type) or ""
    own_key = _STEP_KEYS.get(step, lambda key: key == step)
    own = [change_line(key, old[key], new[key]) for key in changed if own_key(key)]
    rest = [change_line(key, old[key], new[key]) for key in changed if not own_key(key)]
    if len(rest) > MOST_LINES:
        rest = [*rest[:MOST_LINES - 1], f"and {len(rest) - MOST_LINES + 1} more"]
    return [*own, tuple(rest)] if rest else own


# ---- the other bonus and grant rules ---------------------------------------------------------------------

def _dice_count(dice: dict[str, tuple[int, int]]) -> str:
    return " + ".join(f"{most}{size}" for size, (_current, most) in dice.items() if most) or "none"


def _hit_dice(before: Character, after: Character, rule: Any) -> list[str]:
    old, new = _dice_count(before.hit_dice()), _dice_count(after.hit_dice())
    return [f"Hit dice {old} → {new}"] if old != new else []


def _proficiencies(before: Character, after: Character, rule: Any) -> list[str]:
    kind = rule.proficiencyType
    old, new = before.proficiencies()[kind], after.proficiencies()[kind]
    gained = [value for value in new if value not in old]
    if gained:
        return [f"{kind.capitalize()} + {', '.join(gained)}" + (f" (now {', '.join(new)})" if old else "")]
    known = [value for value in rule.values if value in old]
    return [f"{kind.capitalize()}: {', '.join(known)} known already (no change)"] if known else []


def _unarmed(before: Character, after: Character, rule: Any) -> list[str]:
    old, new = unarmed_damage(before), unarmed_damage(after)
    if old == new:
        return []
    return [f"Unarmed Strike {formulas.in_words(old, before.refs())} → {formulas.in_words(new, after.refs())}"]


def _strikes(char: Character) -> list[Strike]:
    """Every attack the character makes: its items' (usable ones) and Unarmed Strike."""
    found = [item_strike(char, index) for index, item in enumerate(char.items)
             if item.fields.attack is not None and item.usable]
    return [*found, unarmed_strike(char)]


def _target(rule: Any) -> list[str]:
    """The target tags a simple target condition names ({"$and": ["target:quarry"]}), so the example
    attack is made against a target that has them."""
    pred = rule.targetCondition
    atoms = pred.get("$and") if isinstance(pred, dict) else None
    if isinstance(atoms, list):
        return [a[len("target:"):] for a in atoms if isinstance(a, str) and a.startswith("target:")]
    return []


def _damage_bonus(before: Character, after: Character, rule: Any) -> list[str]:
    target = target_tags(_target(rule))
    lines = []
    for strike in _strikes(after):
        old = {text for _name, text in damage_bonuses(before, strike, target)}
        new = [text for _name, text in damage_bonuses(after, strike, target)]
        gained = [text for text in new if text not in old] or [t for t in new if new.count(t) > len(old)]
        if gained:
            added = " + ".join(formulas.in_words(text, after.refs()) for text in gained)
            lines.append(f"{strike.name}: {formulas.in_words(strike.damage, after.refs())} + {added} on a hit")
    return lines


def _conditional(before: Character, after: Character, rule: Any) -> list[str]:
    target = target_tags(_target(rule))
    index_rule = _own_entry(after, rule)
    if index_rule is None:
        return []
    names = []
    for strike in _strikes(after):
        try:
            conditional_picks(after, strike, [ConditionalPick(rule=index_rule.rule_id or rule.label, choice="damage")],
                              target)
        except ActionError:
            continue
        names.append(strike.name)
    if not names:
        return []
    choices = ([f"advantage +{rule.advantage}"] if rule.advantage > 0 else []) + \
        ([f"+{formulas.in_words(rule.damageBonus, after.refs())} damage"] if rule.damageBonus.strip() else [])
    return [f"{', '.join(names)}: the player may pick {' or '.join(choices)}"]


def _own_entry(char: Character, rule: Any) -> Any:
    for item in char.items:
        for entry in item.rules:
            if entry.model is rule:
                return entry
    return None


def _context(char: Character) -> ActionContext:
    """An action's working state over a copy of the character, for the engine functions that need one (no
    dice are rolled: the examples are dice-free)."""
    return ActionContext(char, Transaction(copy.copy(char.doc)), ScriptedRoller([]))


def _reduction(before: Character, after: Character, rule: Any) -> list[str]:
    kind = rule.damageTypes[0] if rule.damageTypes else None
    hit = f"A {EXAMPLE_HIT}-damage hit" + (f" ({kind})" if kind else "")
    try:
        old, new = reduce_damage(_context(before), EXAMPLE_HIT, kind), reduce_damage(_context(after), EXAMPLE_HIT, kind)
    except ActionError as err:
        return [f"{hit}: {err.message}"]
    return [f"{hit}: {old} → {new} taken"] if old != new else []


def _incoming(before: Character, after: Character, rule: Any) -> list[str]:
    entry = _own_entry(after, rule)
    ctx = _context(after)
    try:
        missed = modify_incoming(ctx, [] if rule.automatic or entry is None else [entry.rule_id or rule.label], False)
    except ActionError as err:
        return [err.message]
    when = "" if rule.automatic else " (when the player says it applies)"
    return [line + when for line in ctx.log] or (["The attack misses" + when] if missed else [])


def _potion(before: Character, after: Character, rule: Any) -> list[str]:
    try:
        old = sum(value for _name, value in healing.potion_bonus(_context(before)))
        new = sum(value for _name, value in healing.potion_bonus(_context(after)))
    except ActionError as err:
        return [err.message]
    return [f"Potion healing {signed(old)} → {signed(new)}"] if old != new else []


def _advantage(before: Character, after: Character, rule: Any) -> list[str]:
    if rule.rollContext != "fieldRest":
        return []
    old, _names = healing.field_advantage(_context(before), True)
    new, _names = healing.field_advantage(_context(after), True)
    if old == new:
        return []
    when = f" (when the player confirms: {rule.condition})" if rule.condition.strip() else ""
    return [f"Each hit die in a field rest: {_best_of(old)} → {_best_of(new)}{when}"]


def _best_of(extra: int) -> str:
    return "1 die" if extra <= 0 else f"best of {extra + 1}"


def _maximize(before: Character, after: Character, rule: Any) -> list[str]:
    if healing.maximized(before) == healing.maximized(after):
        return []
    sizes = ", ".join(f"{size}: {size[1:]}" for size in after.hit_dice())
    return [f"Hit dice in a field rest: rolled → their top face ({sizes})"]


EFFECTS: dict[str, Callable[[Character, Character, Any], list[Any]]] = {
    "maxHitDice": _hit_dice, "incrementHitDice": _hit_dice, "grantProficiency": _proficiencies,
    "unarmedDamage": _unarmed, "damageBonus": _damage_bonus, "conditionalBonus": _conditional,
    "damageReduction": _reduction, "modifyIncomingAttack": _incoming, "healingPotionBonus": _potion,
    "hitDiceAdvantage": _advantage, "maximizeHitDice": _maximize,
}

EFFECTS.update(ACTION_EFFECTS)  # the condition and action rules' (views/action_effects.py)
