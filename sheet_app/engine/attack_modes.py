"""The character's own attacks beyond the dice: roll mode on the primary die, crits and weapon proficiency,
Unarmed Strike, and the Damage and Conditional Bonus rules (character.md §11.3, §15.3).

An attack's mode is the sum of its sources (§11.3): the stored conditions (Blinded −1, Invisible +1,
Poisoned −1, Prone −1, Despair −1, Frightened −1, Taunted −1; a step's `waive` drops the last two), the
Conditional Bonus advantages the player picked, and the step's own `mode`, clamped to −9..9. The primary
die (the damage formula's first die) is rolled |m|+1 times and the highest (m > 0) or lowest (m < 0) face
is kept, the earlier of equal faces dropped; only the kept die decides miss and critical and explodes
(engine/activation.py `attack` rolls it with `primary_faces`).
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..i18n import Engine
from . import formulas, predicates
from .formulas import FormulaError
from .model import ConditionalBonus, DamageBonus, RuleEntry, UnarmedDamage
from .predicates import PredicateError, TagSet
from .rule_types import behaviour
from .vocab import damage_type_word

if TYPE_CHECKING:
    from .runtime import ActionContext
    from .steps import ConditionalPick
    from .world import Character

MODE_LIMIT = 9  # a net mode is clamped to −9..9 (§11.2)
ATTACK_CONDITIONS = (("blinded", -1), ("invisible", 1), ("poisoned", -1), ("prone", -1), ("despair", -1),
                     ("frightened", -1), ("taunted", -1))
WAIVABLE = ("frightened", "taunted")
UNARMED = "unarmedStrike"  # what a step names the built-in Unarmed Strike by (play-format)
UNARMED_NAME = "Unarmed Strike"
UNARMED_PROFICIENCY = "Unarmed Strike"  # the weapon proficiency an unarmed strike needs to crit (§11.3)
DEFAULT_UNARMED_DAMAGE = "1d4 + @strength"
MINUS = "\u2212"


@dataclass(frozen=True)
class Strike:
    """One attack the character makes: an item's, or the built-in Unarmed Strike (`index` None)."""

    name: str
    index: int | None
    damage: str
    delivery: str | None
    damage_type: str | None = None
    source: str = "weapon"  # spells are "spell" attacks, everything else "weapon" (§15.3)
    weapon_type: str = ""  # the weapon proficiency needed to crit ("" none)


def item_strike(char: Character, index: int, damage: str | None = None) -> Strike:
    """The attack of an item that has one; `damage` in place of its own formula (a cast's upcast damage)."""
    item = char.items[index]
    spec = item.fields.attack
    assert spec is not None
    source = "spell" if item.fields.type == "spell" else "weapon"
    return Strike(item.name, index, spec.damage if damage is None else damage, spec.delivery,
                  spec.damageType or None, source, item.fields.weaponType or "")


def unarmed_strike(char: Character, tags: TagSet | None = None) -> Strike:
    """The built-in Unarmed Strike: a melee weapon attack, 1d4 + STR or the last active Unarmed Damage rule."""
    return Strike(UNARMED_NAME, None, unarmed_damage(char, tags), "melee", None, "weapon", UNARMED_PROFICIENCY)


@behaviour("unarmedDamage")
def unarmed_damage(char: Character, tags: TagSet | None = None) -> str:
    """Unarmed Strike's damage formula: the value of the last active Unarmed Damage rule in engine §1 order
    (priority, then item and rule order), else 1d4 + STR."""
    found = [pair for pair in char.by_priority(char.rules_of(UnarmedDamage)) if char.rule_on(*pair, tags)]
    if not found:
        return DEFAULT_UNARMED_DAMAGE
    rule = found[-1][1].model
    assert isinstance(rule, UnarmedDamage)
    return rule.value.strip() or "0"


def weapon_proficiencies(char: Character) -> list[str]:
    """The weapon proficiencies the character has (engine/proficiencies.py derives them)."""
    return char.proficiencies()["weapons"]


def can_crit(char: Character, strike: Strike) -> bool:
    """Whether the wielder may crit: a weapon without a weaponType needs nothing; otherwise the exact
    proficiency (upstream `hasWeaponProficiency`; Unarmed Strike needs "Unarmed Strike")."""
    return not strike.weapon_type or strike.weapon_type in weapon_proficiencies(char)


# ---- the mode ---------------------------------------------------------------------------------------
@dataclass
class AttackMode:
    """An attack's net mode (after the clamp) and the sources it was summed from, as (name, value)."""

    net: int = 0
    sources: list[tuple[str, int]] = field(default_factory=list)
    own: int = 0  # the step's own mode
    clamped: bool = False

    def words(self) -> str:
        """"advantage", "disadvantage: Poisoned −1", "no advantage: Poisoned −1, chosen +1" ("" for none)."""
        if not self.sources and not self.own:
            return ""
        size = abs(self.net)
        if size > 1:
            word = (Engine.tr("advantage {size}") if self.net > 0 else Engine.tr("disadvantage {size}")).format(
                size=size)
        else:
            word = (Engine.tr("advantage") if self.net > 0 else Engine.tr("disadvantage") if self.net < 0 else
                    Engine.tr("no advantage"))
        parts = [f"{name} {signed(value)}" for name, value in self.sources]
        if parts and self.own:
            parts.append(Engine.tr("chosen {mode}").format(mode=signed(self.own)))
        if self.clamped:
            parts.append(Engine.tr("clamped to {mode}").format(mode=signed(self.net)))
        return Engine.tr("{mode}: {sources}").format(mode=word, sources=", ".join(parts)) if parts else word


def signed(value: int) -> str:
    """+1, −1 (a true minus sign, as the log writes it)."""
    return f"+{value}" if value >= 0 else f"{MINUS}{-value}"


def attack_mode(states: Iterable[str], waive: Sequence[str], own: int,
                picked: Sequence[tuple[str, int]] = ()) -> AttackMode:
    """The net mode of an attack (§11.3): conditions in the stored states (minus those waived), the
    Conditional Bonus advantages picked (name, advantage), then the step's own mode; clamped to −9..9."""
    held = set(states)
    sources = [(name.capitalize(), value) for name, value in ATTACK_CONDITIONS
               if name in held and not (name in WAIVABLE and name in waive)]
    sources.extend((name, value) for name, value in picked if value)
    total = sum(value for _name, value in sources) + own
    net = max(-MODE_LIMIT, min(MODE_LIMIT, total))
    return AttackMode(net, sources, own, net != total)


def kept_index(faces: list[int], mode: int) -> int:
    """Which of the primary faces counts: the highest (mode > 0) or lowest (mode < 0), the earlier of
    equal faces dropped (upstream "khn"/"kln"); the only face when mode is 0."""
    if mode == 0 or len(faces) <= 1:
        return 0
    best = max(faces) if mode > 0 else min(faces)
    return max(i for i, face in enumerate(faces) if face == best)


# ---- Conditional Bonus and Damage Bonus -------------------------------------------------------------
def target_tags(given: list[str]) -> TagSet:
    """A step's bare target tags ("quarry") as the target's `target:quarry` atoms (§19.8)."""
    return TagSet(f"target:{tag}" for tag in given if tag)


def _matches(rule: DamageBonus | ConditionalBonus, strike: Strike, target: TagSet) -> str:
    """Why a bonus rule does not apply to this attack ("" when it does)."""
    if strike.delivery is None:
        return Engine.tr("the attack has no delivery")
    if rule.delivery not in ("any", strike.delivery):
        return Engine.tr("it is for {kind} attacks").format(kind=rule.delivery)
    if rule.source not in ("any", strike.source):
        return Engine.tr("it is for {kind} attacks").format(kind=rule.source)
    if rule.damageType and rule.damageType != strike.damage_type:
        return Engine.tr("it is for {kind} damage").format(kind=damage_type_word(rule.damageType))
    if rule.targetCondition:
        try:
            holds = predicates.evaluate(rule.targetCondition, target)
        except PredicateError:
            holds = False
        if not holds:
            return Engine.tr("the target does not match its target condition")
    return ""


def rule_name(char: Character, index: int, entry: RuleEntry) -> str:
    """A rule as the log names it: its label, else its item's name."""
    label = entry.model.label if entry.model is not None else ""
    return label or char.items[index].name


@behaviour("conditionalBonus")
def conditional_picks(char: Character, strike: Strike, picks: list[ConditionalPick], target: TagSet,
                          tags: TagSet | None = None) -> list[tuple[int, RuleEntry, str]]:
    """The Conditional Bonus picks of an attack as (item index, rule, choice), checked (§15.3): a pick
    naming no active Conditional Bonus rule (by id or label), one picked twice, a choice the rule does not
    offer (advantage 0) or a rule whose delivery, source, type or target does not match is `invalidChoice`."""
    from .runtime import ActionError

    active = [(i, e) for i, e in char.rules_of(ConditionalBonus) if char.rule_on(i, e, tags)]
    chosen: list[tuple[int, RuleEntry, str]] = []
    for pick in picks:
        found = next(((i, e) for i, e in active if e.rule_id == pick.rule), None) or \
            next(((i, e) for i, e in active if e.model is not None and e.model.label == pick.rule), None)
        if found is None:
            raise ActionError("invalidChoice", Engine.tr("{rule} is no active Conditional Bonus rule")
                              .format(rule=repr(pick.rule)))
        index, entry = found
        rule = entry.model
        assert isinstance(rule, ConditionalBonus)
        name = rule_name(char, index, entry)
        if any(other is entry for _i, other, _c in chosen):
            raise ActionError("invalidChoice", Engine.tr("{name} is picked twice: one pick per attack")
                              .format(name=name))
        if pick.choice == "advantage" and rule.advantage <= 0:
            raise ActionError("invalidChoice", Engine.tr("{name} offers no advantage, only damage").format(name=name))
        why = _matches(rule, strike, target)
        if why:
            raise ActionError("invalidChoice", Engine.tr("{name} does not apply to {attack}: {why}")
                              .format(name=name, attack=strike.name, why=why))
        chosen.append((index, entry, pick.choice))
    return chosen


@behaviour("damageBonus")
def damage_bonuses(char: Character, strike: Strike, target: TagSet,
                   tags: TagSet | None = None) -> list[tuple[str, str]]:
    """The Damage Bonus rules that add to this attack on a hit, as (name, formula), in engine §1 order."""
    found = []
    for index, entry in char.by_priority(char.rules_of(DamageBonus)):
        rule = entry.model
        assert isinstance(rule, DamageBonus)
        if rule.value.strip() and char.rule_on(index, entry, tags) and not _matches(rule, strike, target):
            found.append((rule_name(char, index, entry), rule.value))
    return found


def bonus_damage(ctx: ActionContext, name: str, text: str) -> tuple[int, str] | None:
    """One bonus's damage, its dice rolled now (after the attack's own): (amount, words), or None when a
    numeric value is 0 or less (upstream ignores those) or the formula cannot be worked out."""
    refs = ctx.char.refs()
    rolled: list[int] = []

    def roll_term(count: int, sides: int) -> list[int]:
        faces = [ctx.roll(sides) for _ in range(count)]
        rolled.extend(faces)
        return faces

    try:
        value = formulas.evaluate(text, refs, roll_term=roll_term)
    except FormulaError as err:
        from .runtime import ActionError
        raise ActionError("formulaError", Engine.tr("{name} damage formula {formula}: {error}").format(
            name=name, formula=repr(text), error=err.message)) from None
    amount = math.floor(value) if math.isfinite(value) else 0
    if amount <= 0:
        return None
    shown = f": {', '.join(map(str, rolled))}" if rolled else ""
    return amount, f"{name}{shown}"
