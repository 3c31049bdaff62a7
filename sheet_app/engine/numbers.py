"""The sheet's derived numbers (character.md §10, §10.1), worked out in their order once per refresh.

Each step starts from its base, what the document says (`wounds.max`, which stays what the player
typed), and the active rules of the types registered for it (`@behaviour(type, step=...)`,
engine/rule_types.py) adjust it in priority order (engine §1). A rule's formula sees the final values of
the steps before its own and the bases of its own step and the later ones (§10.1): `@woundsMax` in a
Wounds rule is `wounds.max`, `@armor` in a Speed Bonus is `armor.baseValue`. `Character.numbers()`
(engine/world.py) keeps the result until a refresh names a key it follows from (`reads_all`);
everything that shows or uses a number reads it there (`Character.track`, `refs`, the play output).

The steps, in §10's order (STEPS):
- `stats` (§10.1 step 1): Stat Bonus rules, whose conditions see the tags of the base stats; every later
  step's conditions see the tags again, from the effective stats (step 2);
- `speeds` (§15.2, §19.1): Grant Movement and Speed Bonus rules in two passes, those reading no speed
  first, then those reading one (which see the first pass's speeds); then the conditions;
- `armor` (§15.2), `skills`, `saves` (§10 steps 4 and 5);
- `hpMax`, `woundsMax` (§10 steps 6 and 7), `initiativeBonus` (step 9);
- `modes` (step 10): every key's default roll mode (§11.2 step 1), for engine/rolls.py.

A scalar step (`Step`: max HP, max wounds, the initiative bonus) gives one value named as its reference;
its behaviours take `(rule, value, refs)` and return the new value. A keyed step (`Keyed`) gives several
(`strength` …, `walk` …, `save.strength` …, `mode.skill.stealth` …); its behaviours take
`(rule, values, refs)` and change `values` in place. Only the names that are references in §10
(`@strength`, `@walk`, `@armor`, `@stealth`, `@hpMax`, `@woundsMax`) can be written in a formula.

The rules' conditions see the character's tags without the pools' "full" tags (`self:…ChargesMax`):
those need the pools' maxima, whose formulas see these numbers' final values (§10.1 step 4).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from . import formulas, model, predicates, rule_types
from .formulas import FormulaError
from .model import (
    FORMULA_FIELDS,
    MOVEMENT_MODES,
    NUMBER_LIMIT,
    SKILL_STATS,
    SKILLS,
    STATS,
    AbilityBonus,
    ArmorClass,
    ConditionImmunity,
    GrantMovement,
    InitiativeBonus,
    InitiativeRollMode,
    MaxHpBonus,
    MaxWounds,
    SavingThrowBonus,
    SavingThrowRollMode,
    SkillBonus,
    SkillRollMode,
    SpeedBonus,
)
from .predicates import TagSet
from .rule_types import BEHAVIOURS, behaviour, on_step

if TYPE_CHECKING:
    from .world import Character

DEFAULT_MOVEMENT = {"walk": 6, "fly": 0, "climb": 0, "swim": 0, "burrow": 0}  # character.md §10
DEFAULT_ARMOR = "@dexterity"
MODE_LIMIT = 3  # a skill's or save's default mode stays within -3..3 (character.md §15.1)


def _limit(value: float, least: int = -NUMBER_LIMIT) -> int:
    return max(least, min(NUMBER_LIMIT, math.floor(value))) if math.isfinite(value) else 0


def _clamp_mode(value: int) -> int:
    return max(-MODE_LIMIT, min(MODE_LIMIT, value))


class Step:
    """One derived number: the reference it answers (`@woundsMax`), its base, and the least the rules may
    take it to (None: no floor). `bases`: the document keys its base reads (what `reads` names)."""

    __slots__ = ("name", "base", "least", "bases", "uses_stats")

    def __init__(self, name: str, base: Callable[[Character], int], least: int | None = None,
                 bases: Iterable[str] = (), uses_stats: bool = False):
        self.name, self.base, self.least = name, base, least
        self.bases, self.uses_stats = frozenset(bases), uses_stats

    def bases_of(self, char: Character, refs: dict[str, Any]) -> dict[str, int]:
        return {self.name: self.base(char)}

    def run(self, char: Character, refs: dict[str, Any], tags: Callable[[], TagSet],
            base: dict[str, int]) -> dict[str, int]:
        """The step's final values from its base values (`bases_of`, worked out once per derivation)."""
        value = base[self.name]
        if not _rules(char, self.name):
            return base
        adjust = _adjusters(self.name)
        applied = False
        for _index, entry in _active(char, self.name, tags):
            value = adjust[entry.type](entry.model, value, refs)
            applied = True
        if applied:
            value = max(self.least if self.least is not None else -NUMBER_LIMIT, min(NUMBER_LIMIT, value))
        return {self.name: value}


class Keyed(Step):
    """A step giving several values (the four stats, the five speeds …): `base(char, refs)` gives them all,
    each behaviour changes them in place, `finish` bounds them."""

    __slots__ = ("keyed_base", "finish")

    def __init__(self, name: str, base: Callable[[Character, dict[str, Any]], dict[str, int]],
                 bases: Iterable[str] = (), uses_stats: bool = True,
                 finish: Callable[[Character, dict[str, int]], None] | None = None):
        super().__init__(name, lambda char: 0, None, bases, uses_stats)
        self.keyed_base, self.finish = base, finish

    def bases_of(self, char: Character, refs: dict[str, Any]) -> dict[str, int]:
        return self.keyed_base(char, refs)

    def run(self, char: Character, refs: dict[str, Any], tags: Callable[[], TagSet],
            base: dict[str, int]) -> dict[str, int]:
        ruled = bool(_rules(char, self.name))
        if not ruled and self.finish is None:
            return base
        values = dict(base)
        if ruled:
            self.apply(char, _active(char, self.name, tags), values, refs)
        if self.finish is not None:
            self.finish(char, values)
        return {key: _limit(value) for key, value in values.items()} if ruled else values

    def apply(self, char: Character, rules: list[tuple[int, Any]], values: dict[str, int],
              refs: dict[str, Any]) -> None:
        """The active rules, by priority, each through its type's behaviour."""
        adjust = _adjusters(self.name)
        for _index, entry in rules:
            adjust[entry.type](entry.model, values, refs)


class Speeds(Keyed):
    """The speeds in two passes (§19.1): first every Speed Bonus and Grant Movement whose formula reads no
    speed, then those reading one, which see the first pass's speeds (Explorer of the Wilds: climb = the
    modified walk). Within a pass, per speed: the best grant replaces a lower speed, then the bonuses."""

    __slots__ = ()

    def apply(self, char: Character, rules: list[tuple[int, Any]], values: dict[str, int],
              refs: dict[str, Any]) -> None:
        late = [pair for pair in rules if reads_speed(_speed_formula(pair[1].model))]
        early = [pair for pair in rules if pair not in late]
        for group in (early, late):
            if group is late and late:
                refs = {**refs, **values}
            grants = [pair for pair in group if isinstance(pair[1].model, GrantMovement)]
            super().apply(char, grants, values, refs)
            super().apply(char, [pair for pair in group if pair not in grants], values, refs)


# ---- the bases -----------------------------------------------------------------------------------------

def _stats(char: Character, refs: dict[str, Any]) -> dict[str, int]:
    return {name: char.base_stat(name) for name in STATS}


def _whole(value: Any, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def movement_base(char: Character) -> dict[str, int]:
    """The document's speeds (`movement`, the defaults where it says nothing)."""
    saved = char.doc.get("movement")
    saved = saved if isinstance(saved, dict) else {}
    return {mode: max(0, _whole(saved.get(mode), DEFAULT_MOVEMENT[mode])) for mode in MOVEMENT_MODES}


def _speeds(char: Character, refs: dict[str, Any]) -> dict[str, int]:
    return movement_base(char)


def armor_formula(char: Character) -> str:
    armor = char.doc.get("armor")
    text = armor.get("baseValue") if isinstance(armor, dict) else None
    return text if isinstance(text, str) and text.strip() else DEFAULT_ARMOR


def _armor(char: Character, refs: dict[str, Any]) -> dict[str, int]:
    return {"armor": floored(armor_formula(char), refs)}


def _armor_done(char: Character, values: dict[str, int]) -> None:
    """The last override replaces everything computed before it (§15.2 step 3)."""
    if "override" in values:
        values["armor"] = values.pop("override")


def _skills(char: Character, refs: dict[str, Any]) -> dict[str, int]:
    """A skill mod's base: its stat (effective) + points + bonus (the document's values are checked whole
    numbers: on load, by `set`, after an undo)."""
    saved = char.doc.get("skills") or {}
    found = {}
    for skill, stat in SKILL_STATS.items():
        entry = saved.get(skill)
        found[skill] = refs[stat] + (entry.get("points", 0) + entry.get("bonus", 0) if entry else 0)
    return found


def _saves(char: Character, refs: dict[str, Any]) -> dict[str, int]:
    saved = char.doc.get("savingThrows") or {}
    return {f"save.{stat}": refs[stat] + (saved[stat].get("bonus", 0) if stat in saved else 0) for stat in STATS}


def class_saves(char: Character) -> dict[str, int]:
    """The class item's `savingThrows` (upstream's {"advantage": stat, "disadvantage": stat}) as modes
    (kept until the items change)."""
    return dict(char.cached("numbers.classSaves", _class_saves))


def _class_saves(char: Character) -> dict[str, int]:
    item = char.class_item()
    saved = item.raw.get("savingThrows") if item is not None else None
    modes = dict.fromkeys(STATS, 0)
    if isinstance(saved, dict):
        for key, step in (("advantage", 1), ("disadvantage", -1)):
            stat = saved.get(key)
            if isinstance(stat, str) and stat in modes:  # "" or anything but a stat's name names none
                modes[stat] += step
    return modes


def _modes(char: Character, refs: dict[str, Any]) -> dict[str, int]:
    """The roll modes' running values before their rules: skills 0, saves the class item's, initiative 0."""
    found = {f"mode.skill.{skill}": 0 for skill in SKILLS}
    found.update({f"mode.save.{stat}": mode for stat, mode in class_saves(char).items()})
    found["mode.initiative"] = 0
    return found


def _modes_done(char: Character, values: dict[str, int]) -> None:
    """After the rules: the document's own adjustment of each save (`defaultRollMode`), every skill and
    save within -3..3, initiative within -9..9."""
    saved = char.doc.get("savingThrows") or {}
    for stat in saved:
        key = f"mode.save.{stat}"
        values[key] = _clamp_mode(values[key] + saved[stat].get("defaultRollMode", 0))
    values["mode.initiative"] = max(-9, min(9, values["mode.initiative"]))


# The stored states the speeds' conditions read (`_speeds_done`): all the numbers read of the states while
# no rule's condition or formula reads one (`states_read`).
SPEED_STATES = frozenset({"grappled", "restrained", "slowed"})


def _speeds_done(char: Character, values: dict[str, int]) -> None:
    """Conditions (character.md §12.1, §15.2 step 4): grappled or restrained stop, slowed halves."""
    states = SPEED_STATES.intersection(char.doc.get("states") or ())
    for mode in MOVEMENT_MODES:
        if states & {"grappled", "restrained"}:
            values[mode] = 0
        elif "slowed" in states:
            values[mode] //= 2


def _hp_max(char: Character) -> int:
    return char.track("hp", base=True)[1]


def _wounds_max(char: Character) -> int:
    return char.track("wounds", base=True)[1]


def _dying_limit(char: Character) -> int:
    return 1


STEPS: tuple[Step, ...] = (
    Keyed("stats", _stats, bases={"stats"}),  # §10.1 step 1: Stat Bonus
    Speeds("speeds", _speeds, bases={"movement", "states"}, uses_stats=False, finish=_speeds_done),  # §15.2
    Keyed("armor", _armor, bases={"armor", "stats"}, finish=_armor_done),  # §10 step 3
    Keyed("skills", _skills, bases={"skills", "stats"}),  # §10 step 4
    Keyed("saves", _saves, bases={"savingThrows", "stats"}),  # §10 step 5
    Step("hpMax", _hp_max, least=0, bases={"hp"}),  # §10 step 6: hp.max + Hit Points rules
    Step("woundsMax", _wounds_max, least=1, bases={"wounds"}),  # §10 step 7: wounds.max + Wounds rules, at least 1
    Step("initiativeBonus", lambda char: 0),  # §10 step 9: the Initiative Bonus rules' sum
    Keyed("modes", _modes, bases={"savingThrows"}, uses_stats=False, finish=_modes_done),  # §10 step 10
    Step("dyingLimit", _dying_limit, least=1),  # §10 step 11: the highest Dying Action Limit and 1 (engine/hit_dice.py)
)
BY_NAME = {step.name: step for step in STEPS}
# The document keys the wounds' maximum follows from with no rule adjusting it (the header's wounds part).
BASES = BY_NAME["woundsMax"].bases
# What any number can follow from once rules adjust it (their conditions and formulas), besides the items.
READS = frozenset({"hp", "mana", "combatMana", "level", "stats", "keyStats", "states", "size", "pools", "wounds",
                   "skills", "savingThrows", "armor", "movement"})


def reads(char: Character, step: str = "woundsMax") -> frozenset[str]:
    """The document keys one step's numbers follow from: its bases alone while no rule adjusts them or the
    stats they read; with rules, also what the rules of this step and the earlier ones read (their
    conditions' tags and their formulas' references, `_rule_reads`; kept until the items change)."""
    found = BY_NAME[step]
    ruled = bool(_rules(char, step)) or (found.uses_stats and bool(_rules(char, "stats")))
    keys = found.bases
    if step == "armor" and armor_formula(char) != DEFAULT_ARMOR:
        keys = keys | _formula_reads(armor_formula(char))  # a formula of the player's own
    if not ruled:
        return keys
    for earlier in STEPS[:STEPS.index(found) + 1]:
        keys = keys | earlier.bases | _step_reads(char, earlier.name)
    return keys


def reads_all(char: Character) -> frozenset[str]:
    """The document keys any of the numbers follows from: a change naming none of them (and no item)
    leaves every number as it was, so Character keeps them (kept until the items or Armor's formula change)."""
    def build(c: Character) -> frozenset[str]:
        found: frozenset[str] = frozenset()
        for step in STEPS:
            found |= reads(c, step.name)
        return found

    return char.cached(f"numbers.readsAll {armor_formula(char)}", build)  # type: ignore[no-any-return]


def states_read(char: Character) -> frozenset[str] | None:
    """The stored states the numbers follow from: the speeds' conditions' (`SPEED_STATES`) while no rule's
    condition reads a state (a formula naming a speed reads the states only through those conditions); else
    None (every state). A change of the states that keeps which of these are held keeps every number
    (`Character._keys_moved`; kept until the items change)."""
    def build(c: Character) -> frozenset[str] | None:
        for step in STEPS:
            for _index, entry in _rules(c, step.name):
                if "states" in _predicate_reads(entry.model.predicate):
                    return None
        return SPEED_STATES

    return char.cached("numbers.statesRead", build)  # type: ignore[no-any-return]


# What a rule of the numbers can read, as document keys: the tags its condition reads (a tag key an item
# gives needs none: an item change derives everything again) and the references its formulas read.
_SELF_KEYS = frozenset({"states", "pools", "hp", "wounds"})
_TAG_KEYS: dict[str, frozenset[str]] = {
    "level": frozenset({"level"}), "size": frozenset({"size"}), "self": _SELF_KEYS,
    **dict.fromkeys(STATS, frozenset({"stats"})),
    **dict.fromkeys(("type", "identifier", "objectType", "property", "class", "subclass", "ancestry",
                     "background", "armor", "proficiency"), frozenset())}
_REF_KEYS: dict[str, frozenset[str]] = {
    **dict.fromkeys(STATS, frozenset({"stats"})), "key": frozenset({"stats", "keyStats"}),
    "level": frozenset({"level"}), "hp": frozenset({"hp"}), "hpMax": frozenset({"hp"}),
    "wounds": frozenset({"wounds"}), "woundsMax": frozenset({"wounds"}), "mana": frozenset({"mana", "combatMana"}),
    "manaMax": frozenset({"mana", "combatMana"}), "armor": frozenset({"armor", "stats"}),
    **dict.fromkeys(MOVEMENT_MODES, frozenset({"movement", "states"})),
    **dict.fromkeys(SKILLS, frozenset({"skills", "stats"}))}


def _formula_reads(text: Any) -> frozenset[str]:
    try:
        refs = formulas.parse(str(text)).references if str(text or "").strip() else frozenset()
    except FormulaError:
        return frozenset()
    found: frozenset[str] = frozenset()
    for name in refs:
        found |= _REF_KEYS.get(name, frozenset())  # an unknown reference reads 0, whatever the document holds
    return found


def _predicate_reads(pred: Any) -> frozenset[str]:
    if not pred:
        return frozenset()
    try:
        keys, whole = predicates.dependencies(pred)
    except predicates.PredicateError:
        return frozenset()  # an invalid condition never holds
    found: frozenset[str] = frozenset()
    for key in keys:
        found |= _TAG_KEYS.get(key, READS)
    for tag in whole:
        key, _colon, value = tag.partition(":")
        found |= _self_reads(value) if key == "self" else _TAG_KEYS.get(key, READS)
    return found


def _self_reads(name: str) -> frozenset[str]:
    """The document key one whole `self:` tag follows from: a pool's count, the HP, the wounds, a state."""
    if any(word in name for word in ("DicePool", "ChargePool", "DiceMax", "ChargesMax")) or \
            (name.startswith("no") and name.endswith(("Dice", "Charges"))):
        return frozenset({"pools"})
    return {"bloodied": frozenset({"hp", "states"}), "fullHp": frozenset({"hp"}),  # not bloodied while dying
            "wounded": frozenset({"wounds"})}.get(name, frozenset({"states"}))


def _conditions_read_pools(char: Character) -> bool:
    """Whether any numbers rule's condition reads a pool's count (kept until the items change)."""
    def build(c: Character) -> bool:
        return any("pools" in _predicate_reads(entry.model.predicate)
                   for step in STEPS for _index, entry in _rules(c, step.name))

    return char.cached("numbers.poolConditions", build)  # type: ignore[no-any-return]


def _step_reads(char: Character, step: str) -> frozenset[str]:
    """What the rules of one step read (kept until the items change). A condition reading a state reads
    what the Condition Immunity rules' conditions read too: an immunity takes an implied condition away."""
    def build(c: Character) -> frozenset[str]:
        found: frozenset[str] = frozenset()
        for _index, entry in _rules(c, step):
            found |= _predicate_reads(entry.model.predicate)
            for field, _dice, _context in FORMULA_FIELDS.get(entry.type, ()):
                found |= _formula_reads(getattr(entry.model, field))
            if isinstance(entry.model, MaxHpBonus) and entry.model.perLevel:
                found |= {"level"}
        if "states" in found:
            for _index, entry in c.rules_of(ConditionImmunity):
                found |= _predicate_reads(entry.model.predicate)  # type: ignore[union-attr]
        return found

    return char.cached(f"numbers.reads.{step}", build)  # type: ignore[no-any-return]


def _rules(char: Character, step: str) -> list[tuple[int, Any]]:
    """The valid rules of the types registered for one step, in item then rule order: the character's
    `rules_of` lists of their classes (kept per item, and made for every class in one pass over the items,
    not one pass per step: an item edit looks at that item's rules again, an action that changes no item
    at none)."""
    return char.rules_of(*_step_classes(step))


# Per step: the registry and the rule classes it held when the step's classes were listed, and those classes.
_CLASSES: dict[str, tuple[Any, int, int, tuple[type, ...]]] = {}


def _step_classes(step: str) -> tuple[type, ...]:
    """The rule classes of the types registered for one step, as registered now (tests register their own)."""
    registered, classes = rule_types.BEHAVIOURS, model.RULE_CLASSES
    hit = _CLASSES.get(step)
    if hit is None or hit[0] is not registered or hit[1] != len(registered) or hit[2] != len(classes):
        found = tuple(classes[b.rule_type] for b in on_step(step) if b.rule_type in classes)
        hit = _CLASSES[step] = (registered, len(registered), len(classes), found)
    return hit[3]


_RULE_KEYS = {step.name: f"numbers.rules.{step.name}" for step in STEPS}


def _any_rules(char: Character) -> bool:
    """Whether any step has rules (kept until the items change)."""
    return char.cached("numbers.any", lambda c: any(_rules(c, step.name) for step in STEPS))  # type: ignore[no-any-return]


def _adjusters(step: str) -> dict[str, Callable[..., Any]]:
    """Each rule type's behaviour on one step, by type."""
    return {b.rule_type: b.function for b in on_step(step)}


def _active(char: Character, step: str, tags: Callable[[], TagSet]) -> list[tuple[int, Any]]:
    """The step's active rules by priority (engine §1 order); the tags are built only when a rule of the
    step has a condition."""
    if not _rules(char, step):
        return []
    ordered, conditioned = char.cached(f"{_RULE_KEYS[step]}.ordered", _ORDERED[step])
    seen = tags() if conditioned else None
    return [(index, entry) for index, entry in ordered if char.rule_on_in(index, entry, seen)]


def _ordered_of(step: str) -> Callable[[Character], tuple[list[tuple[int, Any]], bool]]:
    def build(char: Character) -> tuple[list[tuple[int, Any]], bool]:
        rules = _rules(char, step)
        return char.by_priority(rules), any(entry.model.predicate for _index, entry in rules)

    return build


_ORDERED = {step.name: _ordered_of(step.name) for step in STEPS}


# Which step each reference of §10 is worked out in (what `late_references` compares).
_REFERENCE_STEPS = {**dict.fromkeys(STATS, "stats"), **dict.fromkeys(MOVEMENT_MODES, "speeds"), "armor": "armor",
                    **dict.fromkeys(SKILLS, "skills"), "hpMax": "hpMax", "woundsMax": "woundsMax"}


def step_of(rule_type: str) -> str | None:
    """The derivation step a rule type adjusts, or None."""
    found = BEHAVIOURS.get(rule_type)
    return found.step if found is not None and found.step in BY_NAME else None


def late_references(step: str, text: Any) -> list[str]:
    """The references a formula of this step reads that are worked out in the same step or a later one, so
    that it sees their base (§10.1); a speed reading a speed is not one (the second pass, §19.1)."""
    try:
        read = formulas.parse(str(text)).references if str(text or "").strip() else frozenset()
    except FormulaError:
        return []
    order = [s.name for s in STEPS]
    mine = order.index(step)
    return sorted(name for name in read if name in _REFERENCE_STEPS
                  and order.index(_REFERENCE_STEPS[name]) >= mine
                  and not (step == "speeds" and _REFERENCE_STEPS[name] == "speeds"))


def has_rules(char: Character, step: str) -> bool:
    """Whether any valid rule of the step's types is on the character (active or not)."""
    return bool(_rules(char, step))


class Derivation:
    """One derivation's numbers (`values`, by reference name) and what the next one is worked out from: each
    step's base values and final values (None for a character no rule adjusts: its numbers are one pass)."""

    __slots__ = ("values", "bases", "finals")

    def __init__(self, values: dict[str, int], bases: dict[str, dict[str, int]] | None = None,
                 finals: dict[str, dict[str, int]] | None = None):
        self.values, self.bases, self.finals = values, bases, finals


class _Plan:
    """What each step reads, kept until the items change (`_plan`): the document keys (its bases, its rules'
    conditions and formulas: `reads` without the earlier steps') and the references its rules' formulas
    name; and the document keys the later steps' bases read."""

    __slots__ = ("keys", "names", "base_keys")

    def __init__(self, char: Character):
        self.keys = {step.name: step.bases | _step_reads(char, step.name) for step in STEPS}
        self.names = {step.name: _formula_names(char, step.name) for step in STEPS}
        # (the speeds' base is the document's movement: the states they read are their conditions, `finish`)
        self.base_keys = frozenset().union(*(step.bases for step in STEPS[1:]), {"stats"}) - {"states"}


def _formula_names(char: Character, step: str) -> frozenset[str]:
    found: set[str] = set()
    for _index, entry in _rules(char, step):
        for field, _dice, _context in FORMULA_FIELDS.get(entry.type, ()):
            try:
                text = getattr(entry.model, field)
                found |= formulas.parse(str(text)).references if str(text or "").strip() else frozenset()
            except FormulaError:
                continue
    return frozenset(found)


def _plan(char: Character) -> _Plan:
    return char.cached("numbers.plan", _Plan)  # type: ignore[no-any-return]


def derive(char: Character, refs: dict[str, Any], last: Derivation | None = None,
           moved: Iterable[str] | None = None) -> Derivation:
    """Every step's values, in order. `refs` are the character's base references (what the first step's
    formulas see); once the stats are known the later steps' bases join them, and each step's final values
    replace its bases for the steps after it (§10.1 step 3).

    With `last` (the derivation before, of the same items) and `moved` (the document keys written since),
    a step whose inputs are all as they were keeps its last values: no document key it reads moved, its
    base and the bases its formulas name are the same, and no earlier step's values changed."""
    if not _any_rules(char):
        return Derivation(_plain(char, refs))
    again = None if last is None or last.finals is None or moved is None else _Again(last, frozenset(moved))
    refs = dict(refs)
    values: dict[str, int] = {}
    kept: dict[str, TagSet] = {}

    def tags() -> TagSet:  # the tags a rule's condition sees: of the stats as they are so far
        key = "effective" if "strength" in values else "base"
        if key not in kept:
            stats = {stat: values.get(stat, refs[stat]) for stat in STATS}
            kept[key] = char.pass_tags(stats, kept.get("base"), pools=_conditions_read_pools(char))
        return kept[key]

    plan = _plan(char)
    bases: dict[str, dict[str, int]] = {}
    finals: dict[str, dict[str, int]] = {}
    for step in STEPS:
        if step.name == "speeds":  # the stats are final: every later step's base is what its formulas see
            _later_bases(char, refs, bases, again, plan)
        base = bases.get(step.name) or step.bases_of(char, refs)
        bases.setdefault(step.name, base)
        found = again.kept(step.name, base, plan) if again is not None else None
        if found is None:
            found = step.run(char, refs, tags, base)
            if again is not None:
                again.ran(step.name, found)
        finals[step.name] = found
        values.update(found)
        refs.update(found)
    return Derivation(values, bases, finals)


def _later_bases(char: Character, refs: dict[str, Any], bases: dict[str, dict[str, int]], again: _Again | None,
                 plan: _Plan) -> None:
    """The bases of the steps from the speeds on, each joining `refs` in order: the last ones while no key
    they read moved and the stats are as they were, else worked out again (and what changed noted)."""
    if again is not None and not again.changed and again.moved.isdisjoint(plan.base_keys) and \
            again.moved.isdisjoint(_formula_reads(armor_formula(char))):
        for later in STEPS[1:]:
            bases[later.name] = again.last.bases[later.name]  # type: ignore[index]
            refs.update(bases[later.name])
        return
    for later in STEPS[1:]:
        bases[later.name] = later.bases_of(char, refs)
        refs.update(bases[later.name])
    if again is not None:
        again.bases_moved(bases)


class _Again:
    """A derivation worked out from the last one: which steps may keep their values."""

    __slots__ = ("last", "moved", "changed", "names")

    def __init__(self, last: Derivation, moved: frozenset[str]):
        self.last, self.moved = last, moved
        self.changed = False  # an earlier step's values differ from the last ones
        self.names: frozenset[str] = frozenset()  # the later steps' base values that differ from the last

    def bases_moved(self, bases: dict[str, dict[str, int]]) -> None:
        old = self.last.bases or {}
        self.names = frozenset(name for step, found in bases.items() for name, value in found.items()
                               if old.get(step, {}).get(name) != value)

    def kept(self, step: str, base: dict[str, int], plan: _Plan) -> dict[str, int] | None:
        """The step's last values when none of its inputs moved, else None."""
        bases, finals = self.last.bases, self.last.finals
        if bases is None or finals is None or self.changed or not self.moved.isdisjoint(plan.keys[step]) or \
                bases[step] != base or not self.names.isdisjoint(plan.names[step]):
            return None
        return finals[step]

    def ran(self, step: str, found: dict[str, int]) -> None:
        self.changed = self.changed or found != self.last.finals[step]  # type: ignore[index]


def _plain(char: Character, refs: dict[str, Any]) -> dict[str, int]:
    """Every number of a character no rule adjusts: the bases, the conditions on the speeds and the saves'
    modes from the class item and the document, in one pass (most actions on most characters)."""
    values = {stat: refs[stat] for stat in STATS}
    speeds = movement_base(char)
    _speeds_done(char, speeds)
    values.update(speeds)
    text = armor_formula(char)
    values["armor"] = refs["dexterity"] if text == DEFAULT_ARMOR else floored(text, {**refs, **speeds})
    values.update(_skills(char, refs))
    values.update(_saves(char, refs))
    values["hpMax"], values["woundsMax"], values["initiativeBonus"] = _hp_max(char), _wounds_max(char), 0
    values["dyingLimit"] = _dying_limit(char)
    modes = _modes(char, refs)
    _modes_done(char, modes)
    values.update(modes)
    return values


# ---- formulas ------------------------------------------------------------------------------------------

_VALUES: dict[tuple[Any, ...], float] = {}  # a formula's value by its text and the values it reads


def formula_value(text: str | None, refs: dict[str, Any]) -> float:
    """A bonus rule's formula (character.md §15): empty is 0, and so is one that cannot be worked out
    (dice, a typo), which `sheet-app check` reports. A formula without dice is a function of the references
    it reads: its value is kept by those (every action derives the numbers again)."""
    if not (text or "").strip():
        return 0
    try:
        formula = formulas.parse(str(text))
    except FormulaError:
        return 0
    key = (formula.text, *(refs.get(name) for name in sorted(formula.references)))
    found = _VALUES.get(key)
    if found is None:
        try:
            found = formulas.evaluate(formula, refs, allow_dice=False)
        except FormulaError:
            found = 0
        if len(_VALUES) > 20000:
            _VALUES.clear()
        _VALUES[key] = found
    return found


def floored(text: str | None, refs: dict[str, Any]) -> int:
    """floor(value) of a bonus rule's formula, within what an int holds."""
    value = formula_value(text, refs)
    return _limit(value) if math.isfinite(value) else 0


def _targets(listed: list[str], every: Iterable[str]) -> list[str]:
    every = list(every)
    return every if "all" in listed else [name for name in every if name in listed]


# ---- the behaviours (character.md §15.1, §15.2, §15.5 grantMovement) -----------------------------------

@behaviour("abilityBonus", step="stats")
def ability_bonus(rule: AbilityBonus, values: dict[str, int], refs: dict[str, Any]) -> None:
    """Stat Bonus: + floor(value) to each listed stat."""
    bonus = floored(rule.value, refs)
    for stat in _targets(rule.abilities, STATS):
        values[stat] += bonus


def reads_speed(text: str | None) -> bool:
    """Whether a formula reads a speed (§19.1: such speed rules come in the second pass)."""
    try:
        return not formulas.parse(str(text)).references.isdisjoint(MOVEMENT_MODES) if (text or "").strip() else False
    except FormulaError:
        return False


def _speed_formula(rule: Any) -> str:
    return str(rule.value if isinstance(rule, SpeedBonus) else rule.speed)


@behaviour("grantMovement", step="speeds")
def grant_movement(rule: GrantMovement, values: dict[str, int], refs: dict[str, Any]) -> None:
    """Grant Movement (§15.5): the best grant per mode replaces a lower speed; 0 or less gives nothing."""
    speed = floored(rule.speed, refs)
    if speed > values[rule.mode]:
        values[rule.mode] = speed


@behaviour("speedBonus", step="speeds")
def speed_bonus(rule: SpeedBonus, values: dict[str, int], refs: dict[str, Any]) -> None:
    """Speed Bonus: + floor(value) to one speed (walk when none is named), never below 0."""
    mode = rule.movementType or "walk"
    values[mode] = max(0, values[mode] + floored(rule.value, refs))


@behaviour("armorClass", step="armor")
def armor_class(rule: ArmorClass, values: dict[str, int], refs: dict[str, Any]) -> None:
    """Armor Class (§15.2): add and multiply parts by priority, then the overrides (the last wins); a part
    giving 0 is skipped."""
    part = formula_value(rule.formula, refs)
    if part == 0 or not math.isfinite(part):
        return
    if rule.mode == "override":
        values["override"] = _limit(part)  # the last one counts (_armor_done)
    elif rule.mode == "multiply":
        values["armor"] = _limit(values["armor"] * part)
    else:
        values["armor"] = _limit(values["armor"] + part)


@behaviour("skillBonus", step="skills")
def skill_bonus(rule: SkillBonus, values: dict[str, int], refs: dict[str, Any]) -> None:
    """Skill Bonus: + floor(value) to each listed skill mod."""
    bonus = floored(rule.value, refs)
    for skill in _targets(rule.skills, SKILLS):
        values[skill] += bonus


@behaviour("savingThrowBonus", step="saves")
def saving_throw_bonus(rule: SavingThrowBonus, values: dict[str, int], refs: dict[str, Any]) -> None:
    """Save Bonus: + floor(value) to each listed save mod."""
    bonus = floored(rule.value, refs)
    for stat in _targets(rule.savingThrows, STATS):
        values[f"save.{stat}"] += bonus


@behaviour("maxHpBonus", step="hpMax")
def max_hp_bonus(rule: MaxHpBonus, value: int, refs: dict[str, Any]) -> int:
    """Hit Points: max HP + value, × level when `perLevel` (§19.18: "10" is 10; other text is 0)."""
    amount: float
    if isinstance(rule.value, str):
        try:
            amount = float(rule.value.strip())
        except ValueError:
            amount = 0
    else:
        amount = rule.value
    if rule.perLevel:
        amount *= int(refs.get("level", 1))
    return value + _limit(amount)


@behaviour("maxWounds", step="woundsMax")
def max_wounds(rule: MaxWounds, value: int, refs: dict[str, Any]) -> int:
    """Wounds (character.md §15.1): max wounds + floor(value)."""
    return value + floored(rule.value, refs)


@behaviour("initiativeBonus", step="initiativeBonus")
def initiative_bonus(rule: InitiativeBonus, value: int, refs: dict[str, Any]) -> int:
    """Initiative Bonus: + floor(value) to initiative."""
    return value + floored(rule.value, refs)


def _moved(running: int, rule: SkillRollMode | SavingThrowRollMode) -> int:
    """One roll-mode rule on one running value: set replaces it, adjust adds; either stays within -3..3."""
    return _clamp_mode(rule.value if rule.mode == "set" else running + rule.value)


@behaviour("skillRollMode", step="modes")
def skill_roll_mode(rule: SkillRollMode, values: dict[str, int], refs: dict[str, Any]) -> None:
    """Skill Roll Mode: each listed skill's default mode adjusted or set."""
    for skill in _targets(rule.skills, SKILLS):
        key = f"mode.skill.{skill}"
        values[key] = _moved(values[key], rule)


_SAVE_TARGETS: dict[str, Callable[[int], bool]] = {
    "all": lambda mode: True, "advantaged": lambda mode: mode > 0, "disadvantaged": lambda mode: mode < 0,
    "neutral": lambda mode: mode == 0}


@behaviour("savingThrowRollMode", step="modes")
def saving_throw_roll_mode(rule: SavingThrowRollMode, values: dict[str, int], refs: dict[str, Any]) -> None:
    """Save Roll Mode (§11.2): the saves its target names, judged on the running modes; with
    `requiresChoice` only the save the player picked, and nothing until then."""
    target = rule.target
    if rule.requiresChoice:
        if rule.selectedSave is None:
            return
        target = rule.selectedSave
    for stat in STATS:
        key = f"mode.save.{stat}"
        judged = _SAVE_TARGETS.get(target)
        if (judged(values[key]) if judged is not None else target == stat):
            values[key] = _moved(values[key], rule)


@behaviour("initiativeRollMode", step="modes")
def initiative_roll_mode(rule: InitiativeRollMode, values: dict[str, int], refs: dict[str, Any]) -> None:
    """Initiative Roll Mode: initiative's default mode set or adjusted."""
    running = values["mode.initiative"]
    values["mode.initiative"] = rule.value if rule.mode == "set" else running + rule.value
