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
from ..i18n import QT_TRANSLATE_NOOP, Labels, Views
from .action_effects import ACTION_EFFECTS
from .numbers import mode_word, stat_name

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
        then = "\n" + Views.tr("Then: {changes}").format(changes=", ".join(self.follows)) if self.follows else ""
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
        return Views.tr("it is switched off")
    entry = char.items[item_index].rules[position]
    active, reason = char.rule_active(item_index, entry)
    return "" if active else (reason or Views.tr("it does not apply now"))


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
    note = Views.tr("If it applied (now {why}):").format(why=why) if why else \
        Views.tr("On {character}:").format(character=after.name or Views.tr("this character"))
    return Effect(tuple(lines or [Views.tr("no change now")]), note, tuple(follows))


# ---- the numbers (engine/numbers.py STEPS) ------------------------------------------------------------

MODE_WORDS = Labels("Views", {0: QT_TRANSLATE_NOOP("Views", "normal"), 1: QT_TRANSLATE_NOOP("Views", "advantage"),
                              -1: QT_TRANSLATE_NOOP("Views", "disadvantage")})
# The proficiency kinds (Grant Proficiency's proficiencyType) in words.
PROFICIENCY_WORDS = Labels("Views", {"armor": QT_TRANSLATE_NOOP("Views", "Armor"),
                                     "languages": QT_TRANSLATE_NOOP("Views", "Languages"),
                                     "weapons": QT_TRANSLATE_NOOP("Views", "Weapons")})
# The other numbers: (what it is called, how its values are written).
NUMBER_NAMES = Labels("Views", {"armor": (QT_TRANSLATE_NOOP("Views", "Armor"), "plain"),
                                "hpMax": (QT_TRANSLATE_NOOP("Views", "Max HP"), "plain"),
                                "woundsMax": (QT_TRANSLATE_NOOP("Views", "Max wounds"), "plain"),
                                "initiativeBonus": (QT_TRANSLATE_NOOP("Views", "Initiative"), "signed"),
                                "mode.initiative": (QT_TRANSLATE_NOOP("Views", "Initiative"), "mode"),
                                "dyingLimit": (QT_TRANSLATE_NOOP("Views", "Actions while Dying"), "plain")}, at=(0,))
SPEED_NAMES = Labels("Views", {"walk": QT_TRANSLATE_NOOP("Views", "Walk speed"),
                               "fly": QT_TRANSLATE_NOOP("Views", "Fly speed"),
                               "climb": QT_TRANSLATE_NOOP("Views", "Climb speed"),
                               "swim": QT_TRANSLATE_NOOP("Views", "Swim speed"),
                               "burrow": QT_TRANSLATE_NOOP("Views", "Burrow speed")})


def mode_words(value: int) -> str:
    """A roll mode in words: normal, advantage, disadvantage 2 …"""
    if value in MODE_WORDS:
        return MODE_WORDS[value]
    return mode_word(value)


def _name(key: str) -> tuple[str, str]:
    """(what the number is called, how its values are written: plain | signed | mode)."""
    if key in STATS:
        return stat_name(key), "plain"
    if key in SKILLS:
        return stat_name(key), "signed"
    if key.startswith("save."):
        return Views.tr("{stat} save").format(stat=stat_name(key[5:])), "signed"
    if key.startswith("mode.skill."):
        return Views.tr("{skill} checks").format(skill=stat_name(key[11:])), "mode"
    if key.startswith("mode.save."):
        return Views.tr("{stat} saves").format(stat=stat_name(key[10:])), "mode"
    found = NUMBER_NAMES.get(key)
    if found is not None:
        return found
    return SPEED_NAMES.get(key) or Views.tr("{mode} speed").format(mode=key.capitalize()), "plain"


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
        rest = [*rest[:MOST_LINES - 1], Views.tr("and {count} more").format(count=len(rest) - MOST_LINES + 1)]
    return [*own, tuple(rest)] if rest else own


# ---- the other bonus and grant rules ---------------------------------------------------------------------

def _dice_count(dice: dict[str, tuple[int, int]]) -> str:
    return " + ".join(f"{most}{size}" for size, (_current, most) in dice.items() if most) or Views.tr("none")


def _hit_dice(before: Character, after: Character, rule: Any) -> list[str]:
    old, new = _dice_count(before.hit_dice()), _dice_count(after.hit_dice())
    return [Views.tr("Hit dice {before} → {after}").format(before=old, after=new)] if old != new else []


def _proficiencies(before: Character, after: Character, rule: Any) -> list[str]:
    kind = rule.proficiencyType
    old, new = before.proficiencies()[kind], after.proficiencies()[kind]
    gained = [value for value in new if value not in old]
    words = PROFICIENCY_WORDS.get(kind) or kind.capitalize()
    if gained:
        if old:
            return [Views.tr("{kind} + {gained} (now {all})").format(kind=words, gained=", ".join(gained),
                                                                    all=", ".join(new))]
        return [Views.tr("{kind} + {gained}").format(kind=words, gained=", ".join(gained))]
    known = [value for value in rule.values if value in old]
    return [Views.tr("{kind}: {known} known already (no change)").format(kind=words, known=", ".join(known))] \
        if known else []


def _unarmed(before: Character, after: Character, rule: Any) -> list[str]:
    old, new = unarmed_damage(before), unarmed_damage(after)
    if old == new:
        return []
    return [Views.tr("Unarmed Strike {before} → {after}").format(before=formulas.in_words(old, before.refs()),
                                                                  after=formulas.in_words(new, after.refs()))]


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
            lines.append(Views.tr("{attack}: {damage} + {bonus} on a hit").format(
                attack=strike.name, damage=formulas.in_words(strike.damage, after.refs()), bonus=added))
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
    choices = ([Views.tr("advantage +{count}").format(count=rule.advantage)] if rule.advantage > 0 else []) + \
        ([Views.tr("+{bonus} damage").format(bonus=formulas.in_words(rule.damageBonus, after.refs()))]
         if rule.damageBonus.strip() else [])
    return [Views.tr("{attacks}: the player may pick {choices}").format(
        attacks=", ".join(names), choices=Views.tr(" or ", "joins a list: a or b").join(choices))]


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
    hit = Views.tr("A {damage}-damage hit ({kind})").format(damage=EXAMPLE_HIT, kind=kind) if kind else \
        Views.tr("A {damage}-damage hit").format(damage=EXAMPLE_HIT)
    try:
        old, new = reduce_damage(_context(before), EXAMPLE_HIT, kind), reduce_damage(_context(after), EXAMPLE_HIT, kind)
    except ActionError as err:
        return [Views.tr("{hit}: {error}").format(hit=hit, error=err.message)]
    return [Views.tr("{hit}: {before} → {after} taken").format(hit=hit, before=old, after=new)] if old != new else []


def _incoming(before: Character, after: Character, rule: Any) -> list[str]:
    entry = _own_entry(after, rule)
    ctx = _context(after)
    try:
        missed = modify_incoming(ctx, [] if rule.automatic or entry is None else [entry.rule_id or rule.label], False)
    except ActionError as err:
        return [err.message]
    lines = list(ctx.log) or ([Views.tr("The attack misses")] if missed else [])
    if rule.automatic:
        return lines
    return [Views.tr("{effect} (when the player says it applies)").format(effect=line) for line in lines]


def _potion(before: Character, after: Character, rule: Any) -> list[str]:
    try:
        old = sum(value for _name, value in healing.potion_bonus(_context(before)))
        new = sum(value for _name, value in healing.potion_bonus(_context(after)))
    except ActionError as err:
        return [err.message]
    return [Views.tr("Potion healing {before} → {after}").format(before=signed(old), after=signed(new))] \
        if old != new else []


def _advantage(before: Character, after: Character, rule: Any) -> list[str]:
    if rule.rollContext != "fieldRest":
        return []
    old, _names = healing.field_advantage(_context(before), True)
    new, _names = healing.field_advantage(_context(after), True)
    if old == new:
        return []
    if rule.condition.strip():
        return [Views.tr("Each hit die in a field rest: {before} → {after} (when the player confirms: {condition})"
                         ).format(before=_best_of(old), after=_best_of(new), condition=rule.condition)]
    return [Views.tr("Each hit die in a field rest: {before} → {after}").format(before=_best_of(old),
                                                                               after=_best_of(new))]


def _best_of(extra: int) -> str:
    return Views.tr("1 die") if extra <= 0 else Views.tr("best of {count}").format(count=extra + 1)


def _maximize(before: Character, after: Character, rule: Any) -> list[str]:
    if healing.maximized(before) == healing.maximized(after):
        return []
    sizes = ", ".join(f"{size}: {size[1:]}" for size in after.hit_dice())
    return [Views.tr("Hit dice in a field rest: rolled → their top face ({sizes})").format(sizes=sizes)]


EFFECTS: dict[str, Callable[[Character, Character, Any], list[Any]]] = {
    "maxHitDice": _hit_dice, "incrementHitDice": _hit_dice, "grantProficiency": _proficiencies,
    "unarmedDamage": _unarmed, "damageBonus": _damage_bonus, "conditionalBonus": _conditional,
    "damageReduction": _reduction, "modifyIncomingAttack": _incoming, "healingPotionBonus": _potion,
    "hitDiceAdvantage": _advantage, "maximizeHitDice": _maximize,
}

EFFECTS.update(ACTION_EFFECTS)  # the condition and action rules' (views/action_effects.py)
