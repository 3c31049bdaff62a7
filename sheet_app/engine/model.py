"""Rules, items and pool effects in upstream's raw-JSON shape: their declarations, and how they are parsed.

Each rule type is declared once, below, as an annotated class (engine/forms.py says how a declaration
reads): its fields with their types, markers (engine/declare.py: `Formula`, `Ge`, `Label`, `Doc`, ...)
and defaults; the class line names its type, its Rules Builder name and group; the docstring is the
picker's description; `words` says what one rule does, in the game's words (the printed sheet). From that
declaration come the quick reading, the pydantic model (engine/schema.py), the Rules Builder's card
(views/rule_specs.py), the formula fields `sheet-app check` checks (FORMULA_FIELDS) and, with the
behaviour its concept's module registers (engine/rule_types.py), a complete rule type.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal, Protocol

from .declare import Absent, Doc, Formula, Ge, Label, Le, MinLen, Strict, fresh
from .forms import _FORMS as _FORMS
from .forms import REQUIRED as REQUIRED
from .forms import F
from .forms import Form as Form
from .forms import Invalid as Invalid
from .forms import Unsure as Unsure
from .forms import describe_validation_error as describe_validation_error
from .forms import form_of as form_of
from .vocab import (
    APPLY_CONDITION_TRIGGERS,
    APPLY_TRIGGER_WORDS,
    CHARGE_EFFECTS,
    CHARGE_MODES,
    CHARGE_TRIGGERS,
    CONDITION_IDS,
    DICE_EFFECTS,
    DICE_MODES,
    DICE_TRIGGERS,
    DIE_SIZES,
    ITEM_TYPES,
    condition_words,
)
from .vocab import MOVEMENT_MODES as MOVEMENT_MODES
from .vocab import NUMBER_LIMIT as NUMBER_LIMIT  # the engine's other modules read these from here
from .vocab import SKILL_STATS as SKILL_STATS
from .vocab import SKILLS as SKILLS
from .vocab import STATS as STATS

if TYPE_CHECKING:
    from .world import PoolView

DieSize = Literal["d4", "d6", "d8", "d10", "d12", "d20"]
Scope = Literal["item", "actor"]
StrictBool = Annotated[bool, Strict()]

# The order in which one action fires its triggers (engine.md §7).
TRIGGER_ORDER = ("encounterStart", "onInitiativeRolled", "onTurnStart", "onTurnEnd", "encounterEnd",
                 "safeRest", "fieldRest", "onHit", "onCriticalHit", "onAttacked", "onCritReceived",
                 "onWound", "onBloodied", "onKill")
ALL_TRIGGERS = tuple(dict.fromkeys(CHARGE_TRIGGERS + DICE_TRIGGERS))


def die_faces(die: str) -> int:
    """Top face of a die size such as "d6"."""
    return int(die[1:])


def read(form: type[F], raw: dict[str, Any]) -> F:
    """The validated form of `raw` (a dict); Invalid names the first problem, in the schema's words."""
    try:
        return form.quick(raw)
    except Unsure:
        pass
    return _by_schema(form, raw)


def _by_schema(form: type[F], raw: dict[str, Any]) -> F:
    """`raw` checked by the pydantic model built from the form (pydantic is imported on first use)."""
    from pydantic import ValidationError

    from . import schema

    try:
        model = schema.model_of(form).model_validate(raw)
    except ValidationError as err:
        raise Invalid(*describe_validation_error(err)) from None
    return form_of(model)  # type: ignore[no-any-return]


# ----------------------------------------------------------------------------------------------
# Refill and recovery entries (a pool's own, and those a Modify Pool adds)


REFILL_CONTEXT = frozenset({"poolMax", "poolCurrent"})  # what a refill's value may read besides the sheet's


class _Refill(Form):
    trigger: str
    mode: str
    value: Annotated[str, Formula(dice=True, context=REFILL_CONTEXT)] = "1"
    predicate: dict[str, Any] | None = None


class ChargeRecovery(_Refill):
    trigger: Literal[CHARGE_TRIGGERS] = "safeRest"  # type: ignore[valid-type]
    mode: Literal[CHARGE_MODES] = "add"  # type: ignore[valid-type]


class DiceRefill(_Refill):
    trigger: Literal[DICE_TRIGGERS] = "safeRest"  # type: ignore[valid-type]
    mode: Literal[DICE_MODES] = "add"  # type: ignore[valid-type]



# ----------------------------------------------------------------------------------------------
# Rule types


class Say(Protocol):
    """What a rule's `words` may ask of the sheet it is on (views/explain.py's RuleWords answers)."""

    def pool(self, identifier: str, scope: str | None = "item") -> str:
        """A pool's label, by the identifier and scope a rule names it with."""

    def own_pool(self) -> "PoolView | None":
        """The pool this rule defines, as resolved."""

    def recoveries(self, view: "PoolView") -> list[str]:
        """A pool's refills or recoveries in words."""

    def refills(self) -> list[Any]:
        """The rule's own parsed refill entries (a Modify Pool's additions)."""

    def formula(self, text: str) -> str:
        """A formula in words, its references filled in."""

    def event(self, name: str) -> str:
        """A toggle event in a few words ("a wound")."""

    def toggle(self, identifier: str) -> str:
        """The name of the toggle an identifier names."""

    def trigger(self, name: str) -> str:
        """A trigger's name ("Safe Rest")."""

    def mode(self, name: str) -> str:
        """A refill mode's name ("Refill to max")."""


_RULE_CLASSES: "dict[str, type[RuleBase]]" = {}


class RuleBase(Form):
    """The envelope every rule has (engine.md §1). A rule type is a subclass whose class line names the
    type, its Rules Builder name and group: `class ChargePool(RuleBase, rule="chargePool", name="Charge
    Pool", group="Resources")`; its docstring is what the picker says about it."""

    rule_type: ClassVar[str] = ""
    type_name: ClassVar[str] = ""
    type_group: ClassVar[str] = ""

    id: str | None = None
    type: str
    label: str | None = ""
    identifier: Annotated[str | None, Label("Identifier"),
                          Doc("Optional name other rules can refer to this rule by.")] = ""
    predicate: dict[str, Any] | None = None
    priority: int | float = 1
    disabled: StrictBool = False
    suppressActivationCard: Annotated[Literal["auto", "always", "never"], Label("Suppress activation card"),
                                      Doc("Whether using the item writes its activation card to the log.")] = "auto"

    def __init_subclass__(cls, rule: str = "", name: str = "", group: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if rule:
            cls.rule_type, cls.type_name, cls.type_group = rule, name, group
            if "__annotations__" not in cls.__dict__:
                cls.__annotations__ = {}
            cls.__dict__["__annotations__"]["type"] = Literal[rule]  # the `type` field: this type's name
            if cls.__module__.startswith("sheet_app."):  # a declaration of the app's (a test's stays its own)
                _RULE_CLASSES[rule] = cls

    def words(self, say: Say) -> str:
        """What the rule does, in one short line of the game's words ("" says nothing)."""
        return ""

    @classmethod
    def card_fields(cls) -> tuple[Any, ...]:
        """The fields its Rules Builder card shows: those its own class line declares, in that order."""
        own = [name for name in cls.__dict__.get("__annotations__", {}) if name != "type"]
        by_name = {f.name: f for f in cls.fields()}
        return tuple(by_name[name] for name in own)


_POOL_ID = Doc("How consumers and modifiers find this pool. Blank: the label's slug.")
_SCOPE = Doc("Where the pool's state lives.")
_MATCH = Doc("Must match the pool's scope.")
_INITIAL = Doc("How the pool starts when first granted.")


class ChargePool(RuleBase, rule="chargePool", name="Charge Pool", group="Resources"):
    """A refillable pool of charges (per item or per character), with recovery triggers."""

    identifier: Annotated[str | None, Label("Identifier"), _POOL_ID] = ""
    scope: Annotated[Scope, Label("Scope"), _SCOPE] = "item"
    max: Annotated[str, Formula(), Label("Max charges"), Doc("Capacity: 3, @key, @level + 1 …")] = "1"
    # Checked by parse_rule: an unknown size falls back to none (engine.md §4).
    dieSize: Annotated[Any, Label("Die size"),
                       Doc("Set when each charge is spent by rolling a die (Combat Dice).")] = None
    initial: Annotated[Literal["max", "zero"], Label("Initial"), _INITIAL] = "max"
    hidden: Annotated[bool, Strict(), Label("Hidden"),
                      Doc("Tracked but not shown on the sheet (a gate, not a resource).")] = False
    # Entries are validated one by one (parse_rule).
    recoveries: Annotated[list[Any], Label("Recoveries"), Doc("When charges come back, in this order.")] = \
        fresh(list)

    def words(self, say: Say) -> str:
        view = say.own_pool()
        if view is None:
            return ""
        size = f" {view.die}" if view.die else ""
        refills = say.recoveries(view)
        return f"{view.label}: {view.max} charge{'s' if view.max != 1 else ''}{size}" + \
            (f"; {'; '.join(refills)}" if refills else "")


class ChargeConsumer(RuleBase, rule="chargeConsumer", name="Charge Consumer", group="Resources"):
    """Spends charges from a charge pool each time this item is used."""

    poolIdentifier: Annotated[str, Label("Pool"), Doc("The charge pool this item spends from.")]
    poolScope: Annotated[Scope, Label("Pool scope"), _MATCH] = "item"
    cost: Annotated[str, Formula(), Label("Cost"), Doc("Charges spent per use.")] = "1"

    def words(self, say: Say) -> str:
        return f"Each use spends {self.cost} of {say.pool(self.poolIdentifier, self.poolScope)}"


class DicePool(RuleBase, rule="dicePool", name="Dice Pool", group="Resources"):
    """A refillable pool of rolled dice (Fury Dice, Judgment Dice); each die keeps its face."""

    identifier: Annotated[str | None, Label("Identifier"), _POOL_ID] = ""
    scope: Annotated[Scope, Label("Scope"), _SCOPE] = "item"
    dieSize: Annotated[Any, Label("Die size"), Doc("Size of each die stored in the pool.")] = "d4"  # unknown: d4
    max: Annotated[str, Formula(), Label("Max dice"), Doc("How many dice the pool holds: 3, @key …")] = "1"
    initial: Annotated[Literal["max", "zero"], Label("Initial"), _INITIAL] = "max"
    refills: Annotated[list[Any], Label("Refills"), Doc("When dice come back, in this order.")] = fresh(list)

    def words(self, say: Say) -> str:
        view = say.own_pool()
        if view is None:
            return ""
        refills = say.recoveries(view)
        return f"{view.label}: up to {view.max} {view.die}" + (f"; {'; '.join(refills)}" if refills else "")


class DiceConsumer(RuleBase, rule="diceConsumer", name="Dice Consumer", group="Resources"):
    """Spends dice from a dice pool (manual) or adds their faces to attacks (auto bonus)."""

    poolIdentifier: Annotated[str, Label("Pool"), Doc("The dice pool this consumer uses.")]
    poolScope: Annotated[Scope, Label("Pool scope"), _MATCH] = "item"
    mode: Annotated[Literal["manual", "autoBonus"], Label("Mode"), Doc("How the pool's dice are used.")] = "manual"
    cost: Annotated[str, Formula(), Label("Cost"),
                    Doc("Consume: at least this many dice. Maximize: at most this many.")] = "1"
    bonusOnAttackDelivery: Annotated[Literal["melee", "ranged", "any"] | None, Label("Attack delivery"),
                                     Doc("Which attacks get the faces as a bonus.")] = None
    effectFormula: Annotated[str | None, Formula(dice=True, context=frozenset({"n", "sum"})), Label("Effect formula"),
                             Doc("Evaluated when the player confirms: @n = dice picked, @sum = their faces.")] = None
    effectType: Annotated[Literal["generic", "damageReduction"], Label("Effect type"),
                          Doc("What the effect's total does.")] = "generic"
    selectionOutcome: Annotated[Literal["consume", "maximize"], Label("Selection outcome"),
                                Doc("What happens to the picked dice.")] = "consume"
    # Offered on the result of one of the character's own attacks instead of in the dice panel (§4.4).
    cardOffer: Annotated[Literal["hit", "criticalHit"] | None, Absent(), Label("Card offer"),
                         Doc("Offered on an attack's result instead of in the dice panel: when one of your attacks "
                             "hits (or crits), pick dice there and the effect's total is added to that attack's "
                             "damage, in the same action. Attack delivery filters which attacks offer it.")] = None

    def words(self, say: Say) -> str:
        pool = say.pool(self.poolIdentifier, self.poolScope)
        if self.mode == "autoBonus":
            where = {"melee": "melee attacks", "ranged": "ranged attacks"}.get(self.bonusOnAttackDelivery or "",
                                                                               "every attack")
            return f"Every {pool} face adds to {where}"
        if self.selectionOutcome == "maximize":
            return f"Raise up to {self.cost} of {pool} to the top face"
        if self.cardOffer is not None:
            when = "a critical hit" if self.cardOffer == "criticalHit" else "a hit"
            return f"On {when}: spend {pool} (at least {self.cost}) for {say.formula(self.effectFormula or '0')} " \
                   f"extra damage"
        kind = " damage reduction" if self.effectType == "damageReduction" else ""
        effect = say.formula(self.effectFormula) if self.effectFormula else "nothing"
        return f"Spend {pool} (at least {self.cost}): {effect}{kind}"


class ModifyPool(RuleBase, rule="modifyPool", name="Modify Pool", group="Resources"):
    """Upgrades another feature's pool: die size, max, minimum face, extra refills."""

    poolType: Annotated[Literal["dice", "charge"], Label("Pool type"), Doc("Which kind of pool to modify.")] = "dice"
    poolIdentifier: Annotated[str, Label("Pool"), Doc("The pool to modify (defined by another rule).")]
    poolScope: Annotated[Scope | None, Absent(), Label("Pool scope"),
                         Doc("Leave on Either scope unless two pools share the name.")] = None
    # An unknown size falls back to none: no change (parse_rule).
    dieSize: Annotated[Any, Label("Die size override"),
                       Doc("Replaces the pool's die; dice in it keep their faces.")] = None
    maxDelta: Annotated[str | None, Formula(), Label("Max delta"),
                        Doc("Signed change to the max: 1, -1, @level. Blank: none.")] = None
    minFace: Annotated[int | None, Label("Minimum face"),
                       Doc("Dice rolled into the pool below this are raised to it. Blank: no floor.")] = None
    addRefills: Annotated[list[Any], Label("Additional refills"),  # validated one by one (parse_rule)
                          Doc("Appended after the pool's own refills.")] = fresh(list)

    def words(self, say: Say) -> str:
        changes = [f"die size {self.dieSize}" if self.dieSize else "",
                   f"max + ({self.maxDelta})" if self.maxDelta else "",
                   f"minimum face {self.minFace}" if self.minFace else ""]
        for refill in say.refills():
            amount = "" if refill.mode in ("refresh", "clear") else f" {refill.value}"
            changes.append(f"{say.trigger(refill.trigger)}: {say.mode(refill.mode).lower()}{amount}")
        said = ", ".join(c for c in changes if c) or "no change"
        return f"{say.pool(self.poolIdentifier, self.poolScope)}: {said}"


class ModifyConsumer(RuleBase, rule="modifyConsumer", name="Modify Consumer", group="Resources"):
    """Appends to the effect formula of the dice consumers that spend a pool."""

    poolIdentifier: Annotated[str, Label("Pool"), Doc("The dice pool whose consumers to modify.")]
    poolScope: Annotated[Scope, Label("Pool scope"), _MATCH] = "item"
    effectTypeFilter: Annotated[Literal["", "generic", "damageReduction"] | None, Label("Effect type filter"),
                                Doc("Which consumers to modify.")] = ""
    appendFormula: Annotated[str | None, Formula(dice=True, context=frozenset({"n", "sum"})), Label("Append formula"),
                             Doc("Added to matching effect formulas as + (…); @n and @sum work here.")] = None

    def words(self, say: Say) -> str:
        return f"Spends of {say.pool(self.poolIdentifier, self.poolScope)} add + ({self.appendFormula or 0})"


class CombatMana(RuleBase, rule="combatMana", name="Combat Mana", group="Resources"):
    """Grants mana for the length of a combat and clears it afterwards."""

    formula: Annotated[str, Formula(), Label("Mana"), Doc("Mana granted for the combat: 2, @key, @level …")] = "0"
    resource: Annotated[Literal["mana"], Label("Resource"), Doc("What is granted.")] = "mana"
    trigger: Annotated[Literal["initiativeRoll", "encounterStart"], Label("Granted on"),
                       Doc("When the mana is granted.")] = "initiativeRoll"
    clearOn: Annotated[Literal["combatEnd", "safeRest", "fieldRest"], Label("Cleared on"),
                       Doc("When the granted mana disappears.")] = "combatEnd"

    def words(self, say: Say) -> str:
        when = "the first initiative roll" if self.trigger == "initiativeRoll" else "the encounter's start"
        return f"Combat mana {self.formula} on {when}"


class PoolGainMessage(RuleBase, rule="poolGainMessage", name="Pool Gain Message", group="Notes"):
    """Writes a line to the activity log whenever a dice pool gains dice."""

    poolIdentifier: Annotated[str, Label("Pool"), Doc("The dice pool to watch.")]
    formula: Annotated[str, Formula(dice=True), Label("Formula"),
                       Doc("Its value (floored) replaces {value} in the message.")] = "0"
    message: Annotated[str, Label("Message"), Doc("Use {value} to insert the formula's result.")] = ""

    def words(self, say: Say) -> str:
        message = self.message.replace("{value}", say.formula(str(self.formula)))  # "up to 2 (DEX) spaces"
        return f"When {say.pool(self.poolIdentifier)} gains dice: {message}".rstrip(": ")


# Events that end a toggle (toggleEffect.turnOff) and that turn one on (modifyToggle.turnOn), engine.md §6.
TOGGLE_OFF_EVENTS = ("onActorKilled", "onActorWounded", "onActorDying", "onRest", "onTurnStart", "onTurnEnd",
                     "onEncounterEnd")
TOGGLE_ON_EVENTS = ("onTurnStart", "onActorDying", "onCritReceived")


class ToggleEffect(RuleBase, rule="toggleEffect", name="Toggle Effect", group="Triggers"):
    """Using the item turns states on (self:raging) until the player switches them off, an event ends them or
    rounds pass idle; ending empties the listed pools."""

    identifier: Annotated[str | None, Label("Identifier"),
                          Doc("How a Modify Toggle names this toggle (blank: its id).")] = ""
    tags: Annotated[list[str], Label("States"),
                    Doc("Tags this turns on when the item is used, comma-separated: self:raging. It is on while "
                        "any of them is set; ending it clears them all.")] = fresh(list)
    # Unknown event names are kept and do nothing (the check warns), as upstream adds events over time.
    turnOff: Annotated[list[str], Label("Ends on"), Doc("Events that end it, whoever turned it on.")] = fresh(list)
    endAfterInactiveRounds: Annotated[Annotated[int, Ge(1)] | None, Label("Ends when idle for"),
                                      Doc("Rounds of an encounter without an attack or a use of this item, checked "
                                          "at the end of your turn. Blank: never.")] = None
    confirmEndPrompt: Annotated[str | None, Label("Ask before ending"),
                                Doc("Asked when the player switches it off on the sheet.")] = None
    clearPoolsOnEnd: Annotated[list[str], Label("Empty on end"),
                               Doc("Pools emptied whenever it ends (dice or charges).")] = fresh(list)

    def states(self) -> list[str]:
        """The states it turns on: "self:raging" and bare "raging" both name `raging`."""
        found: list[str] = []
        for tag in self.tags:
            state = tag[5:] if tag.startswith("self:") else tag
            if state and ":" not in state and state not in found:
                found.append(state)
        return found

    def words(self, say: Say) -> str:
        states = ", ".join(t.split(":", 1)[-1].capitalize() for t in self.tags)
        ends = [say.event(e) for e in self.turnOff]
        if self.endAfterInactiveRounds:
            rounds = self.endAfterInactiveRounds
            ends.append(f"{rounds} idle round{'s' if rounds != 1 else ''}")
        return (f"Using it turns on {states}" + (f"; ends on {', '.join(ends)}" if ends else "")) if states else ""


class ModifyToggle(RuleBase, rule="modifyToggle", name="Modify Toggle", group="Triggers"):
    """Changes another feature's toggle: events that no longer end it, events that turn it on."""

    toggleIdentifier: Annotated[str, Label("Toggle"), Doc("The toggle effect to change (its identifier).")] = ""
    suppressTurnOff: Annotated[list[str], Label("No longer ends on"),
                               Doc("Events removed from that toggle's Ends on while this rule is active "
                                   "(Deep Rage: Dying).")] = fresh(list)
    turnOn: Annotated[list[str], Label("Turns on at"),
                      Doc("Events that switch it on while this rule's condition holds: the states only, the item's "
                          "activation does not run.")] = fresh(list)

    def words(self, say: Say) -> str:
        parts = [f"turns on at {', '.join(say.event(e) for e in self.turnOn)}" if self.turnOn else "",
                 f"does not end on {', '.join(say.event(e) for e in self.suppressTurnOff)}"
                 if self.suppressTurnOff else ""]
        said = "; ".join(p for p in parts if p)
        return f"{say.toggle(self.toggleIdentifier)}: {said}" if said else ""


class MaxWounds(RuleBase, rule="maxWounds", name="Wounds", group="Bonuses"):
    """Changes the wounds at which the character dies: max wounds + floor(value), at least 1 (character.md §15.1)."""

    value: Annotated[str, Formula(), Label("Wounds"),
                     Doc("Added to max wounds, rounded down: 1, @level, -1 … Blank: 0.")] = ""

    def words(self, say: Say) -> str:
        return f"Max wounds + ({say.formula(self.value or '0')})"


_DELIVERY = Doc("Which of your attacks it applies to (an attack without a delivery gets none).")
_SOURCE = Doc("Spells are spell attacks; every other attack (Unarmed Strike too) is a weapon attack.")
_DAMAGE_TYPE = Doc("Only attacks whose damage has this type (fire, slashing …). Blank: every attack.")
_TARGET = Doc("Only when the attack says the target has these tags (target:quarry). Empty: every target.")
Delivery = Literal["any", "melee", "ranged"]
Source = Literal["weapon", "spell", "any"]


def _attacks(delivery: str, source: str) -> str:
    """"melee weapon attacks", "attacks", "spell attacks"."""
    words = [w for w in (delivery if delivery != "any" else "", source if source != "any" else "") if w]
    return " ".join([*words, "attacks"])


class DamageBonus(RuleBase, rule="damageBonus", name="Damage Bonus", group="Bonuses"):
    """Adds damage to your own attacks that hit, by delivery, source, damage type and target (character.md §15.3)."""

    value: Annotated[str, Formula(dice=True), Label("Damage"),
                     Doc("Added on a hit or a critical: 2, @level, 1d6 … A value of 0 or less adds nothing.")] = \
        "@level"
    damageType: Annotated[str, Label("Damage type"), _DAMAGE_TYPE] = ""
    delivery: Annotated[Delivery, Label("Delivery"), _DELIVERY] = "any"
    source: Annotated[Source, Label("Source"), _SOURCE] = "any"
    targetCondition: Annotated[dict[str, Any], Label("Target condition"), _TARGET] = fresh(dict)

    def words(self, say: Say) -> str:
        typed = f" {self.damageType}" if self.damageType else ""
        target = " against a matching target" if self.targetCondition else ""
        return f"+({say.formula(self.value or '0')}){typed} damage on {_attacks(self.delivery, self.source)}" \
               f" that hit{target}"


class ConditionalBonus(RuleBase, rule="conditionalBonus", name="Conditional Bonus", group="Bonuses"):
    """A bonus the player picks per attack: advantage on the primary die, or extra damage on a hit (Hunter's Mark)."""

    advantage: Annotated[int, Ge(0), Label("Advantage"),
                         Doc("Added to the primary die's roll mode when the player picks advantage.")] = 1
    damageBonus: Annotated[str, Formula(dice=True), Label("Damage"),
                           Doc("Added on a hit when the player picks damage: @level, 1d6 …")] = "@level"
    damageType: Annotated[str, Label("Damage type"), _DAMAGE_TYPE] = ""
    delivery: Annotated[Delivery, Label("Delivery"), _DELIVERY] = "any"
    source: Annotated[Source, Label("Source"), _SOURCE] = "any"
    targetCondition: Annotated[dict[str, Any], Label("Target condition"), _TARGET] = fresh(dict)

    def words(self, say: Say) -> str:
        target = " against a matching target" if self.targetCondition else ""
        return f"On {_attacks(self.delivery, self.source)}{target}, pick: advantage +{self.advantage} or " \
               f"+({say.formula(self.damageBonus or '0')}) damage"


class DamageReduction(RuleBase, rule="damageReduction", name="Damage Reduction", group="Bonuses"):
    """Reduces damage you take: by a number, or by half (rounded up), of every type or of the types listed."""

    mode: Annotated[Literal["flat", "half"], Label("Mode"),
                    Doc("Flat: less by the value. Half: halved once, rounding up (the value is ignored).")] = "flat"
    value: Annotated[str, Formula(), Label("Reduction"), Doc("Damage taken off each hit: 1, @level …")] = "1"
    damageTypes: Annotated[list[str], Label("Damage types"),
                           Doc("Only damage of these types (never untyped damage). Empty: all damage.")] = fresh(list)

    def words(self, say: Say) -> str:
        types = f" {', '.join(self.damageTypes)}" if self.damageTypes else ""
        if self.mode == "half":
            return f"Half damage from{types or ' all'} damage"
        return f"{say.formula(self.value or '0')} less{types} damage taken"


class ModifyIncomingAttack(RuleBase, rule="modifyIncomingAttack", name="Modify Incoming Attack", group="Bonuses"):
    """Changes attacks made against you: disadvantage, a forced reroll, redirected to you, or an automatic miss."""

    modifier: Annotated[Literal["disadvantage", "forceReroll", "redirectToSelf", "autoMiss"], Label("Modifier"),
                        Doc("What happens to the incoming attack.")] = "disadvantage"
    range: Annotated[int | float, Label("Range"), Doc("Spaces from you within which it works (a reminder).")] = 2
    automatic: Annotated[bool, Strict(), Label("Automatic"),
                         Doc("Applies to every incoming attack; otherwise the player says when it applies.")] = False
    rerollTrigger: Annotated[Literal["always", "hit", "criticalHit"], Label("Reroll on"),
                             Doc("Which attacks a forced reroll applies to.")] = "always"
    rerollWithDisadvantage: Annotated[bool, Strict(), Label("Reroll with disadvantage"),
                                      Doc("The forced reroll is made with disadvantage.")] = False

    def words(self, say: Say) -> str:
        what = {"disadvantage": "have disadvantage", "forceReroll": "must be rerolled",
                "redirectToSelf": "can be redirected to you", "autoMiss": "miss"}[self.modifier]
        return f"Attacks against you {what}" + ("" if self.automatic else " (when you say so)")


class MaxHitDice(RuleBase, rule="maxHitDice", name="Hit Dice", group="Bonuses"):
    """More (or fewer) hit dice of one size: that size's max + floor(value) (character.md §15.1)."""

    value: Annotated[str, Formula(), Label("Hit dice"), Doc("Added to the size's max, rounded down: 1, @level …")] = ""
    dieSize: Annotated[int, Label("Die size"),
                       Doc("The size as stored (4, 6, 8, 10, 12, 20). 0: the class's hit die (d6 without one).")] = 0

    def words(self, say: Say) -> str:
        size = f"d{self.dieSize}" if self.dieSize else "class"
        return f"Max {size} hit dice + ({say.formula(self.value or '0')})"


class IncrementHitDice(RuleBase, rule="incrementHitDice", name="Increment Hit Dice", group="Bonuses"):
    """Every hit die steps up a size or more along d4, d6, d8, d10, d12, d20 (capped at d20)."""

    value: Annotated[str, Formula(), Label("Steps"), Doc("How many sizes each hit die steps up: 1, 2 …")] = "1"

    def words(self, say: Say) -> str:
        return f"Hit dice {say.formula(self.value or '0')} size(s) larger"


class HitDiceAdvantage(RuleBase, rule="hitDiceAdvantage", name="Hit Dice Advantage", group="Bonuses"):
    """Hit dice roll with advantage when a condition holds (a field rest in the wild), or at level-up."""

    condition: Annotated[str, Label("When"), Doc("When it applies, in words; the player confirms it at the rest.")] = ""
    amount: Annotated[int, Ge(1), Label("Extra dice"),
                      Doc("Each hit die rolls this many more and keeps the highest.")] = 1
    rollContext: Annotated[Literal["fieldRest", "maxHpIncrease"], Label("Rolls"),
                           Doc("Field rest: hit dice spent to heal. Max HP increase: the level-up roll.")] = "fieldRest"

    def words(self, say: Say) -> str:
        when = f" {self.condition}" if self.condition else ""
        what = "hit dice on a field rest" if self.rollContext == "fieldRest" else "the level-up HP roll"
        return f"Advantage ({self.amount}) on {what}{when}"


class MaximizeHitDice(RuleBase, rule="maximizeHitDice", name="Maximize Hit Dice", group="Bonuses"):
    """Hit dice spent in a field rest count as their top face, as Make Camp does."""

    def words(self, say: Say) -> str:
        return "Hit dice spent in a field rest count as their top face"


class DyingActionLimit(RuleBase, rule="dyingActionLimit", name="Dying Action Limit", group="Bonuses"):
    """How many actions you may take while Dying: the highest of these rules, at least 1."""

    value: Annotated[str, Formula(), Label("Actions"), Doc("Actions a turn while Dying: 2 …")] = "1"

    def words(self, say: Say) -> str:
        return f"Up to {say.formula(self.value or '0')} actions while Dying"


class HealingPotionBonus(RuleBase, rule="healingPotionBonus", name="Healing Potion Bonus", group="Bonuses"):
    """Healing from a potion heals more: + floor(value)."""

    value: Annotated[str, Formula(), Label("Extra healing"), Doc("Added to each potion's healing: 1, @level …")] = "1"

    def words(self, say: Say) -> str:
        return f"Potions heal +({say.formula(self.value or '0')})"


class UnarmedDamage(RuleBase, rule="unarmedDamage", name="Unarmed Damage", group="Bonuses"):
    """Replaces Unarmed Strike's damage (1d4 + STR); the last active one wins."""

    value: Annotated[str, Formula(dice=True), Label("Damage"),
                     Doc("Unarmed Strike's damage: 1d6 + @strength …")] = "1d4 + @abilities.strength.mod"

    def words(self, say: Say) -> str:
        return f"Unarmed Strike deals {say.formula(self.value or '0')}"


class GrantProficiency(RuleBase, rule="grantProficiency", name="Grant Proficiency", group="Grants"):
    """Adds armor, weapon or language proficiencies (character.md §15.5)."""

    proficiencyType: Annotated[Literal["armor", "languages", "weapons"], Label("Kind"),
                               Doc("What the values are proficiencies in.")] = "languages"
    values: Annotated[list[str], Label("Values"),
                      Doc("The proficiencies granted, comma-separated (all: every armor or language).")] = fresh(list)
    displayAs: Annotated[str, Label("Shown as"), Doc("How the sheet names the grant (blank: the values).")] = ""

    def words(self, say: Say) -> str:
        kind = {"armor": "Armor", "languages": "Languages", "weapons": "Weapons"}[self.proficiencyType]
        return f"{kind}: {self.displayAs or ', '.join(self.values) or 'none'}"


# ---- the numbers on the sheet (character.md §15.1, §15.2, §15.5 grantMovement): engine/numbers.py ----
_BONUS = Doc("Added, rounded down: 1, @level, -1 … Blank: 0.")
StatName = Literal[STATS]  # type: ignore[valid-type]
_STATS_OR_ALL = (*STATS, "all")
_SKILLS_OR_ALL = (*SKILLS, "all")
_SAVE_TARGETS = ("all", "advantaged", "disadvantaged", "neutral", *STATS)
MovementMode = Literal[MOVEMENT_MODES]  # type: ignore[valid-type]
RollModeValue = int  # set values outside -3..3 are clamped (character.md §15.1)


def _names(values: list[str], every: str = "every") -> str:
    return every if "all" in values else ", ".join(v.capitalize() for v in values) or "nothing"


class AbilityBonus(RuleBase, rule="abilityBonus", name="Stat Bonus", group="Bonuses"):
    """Adds to stats: each listed stat + floor(value), before every other number (character.md §15.1)."""

    value: Annotated[str, Formula(), Label("Bonus"), _BONUS] = ""
    abilities: Annotated[list[Literal[_STATS_OR_ALL]], Label("Stats"),  # type: ignore[valid-type]
                         Doc("The stats it raises (all: every stat).")] = fresh(list)

    def words(self, say: Say) -> str:
        return f"{_names(self.abilities, 'Every stat')} + ({say.formula(self.value or '0')})"


class ArmorClass(RuleBase, rule="armorClass", name="Armor Class", group="Bonuses"):
    """Changes Armor: adds to it, multiplies it, or overrides it (armor's own rule: Full Plate)."""

    formula: Annotated[str, Formula(), Label("Formula"),
                       Doc("18-@dexterity, 2, @level … A formula giving 0 is skipped.")] = ""
    mode: Annotated[Literal["add", "multiply", "override"], Label("Mode"),
                    Doc("Add and multiply by priority, then the last override replaces everything.")] = "add"

    def words(self, say: Say) -> str:
        verb = {"add": "Armor +", "multiply": "Armor ×", "override": "Armor ="}[self.mode]
        return f"{verb} ({say.formula(self.formula or '0')})"


class SkillBonus(RuleBase, rule="skillBonus", name="Skill Bonus", group="Bonuses"):
    """Adds to skill mods: each listed skill + floor(value)."""

    value: Annotated[str, Formula(), Label("Bonus"), _BONUS] = ""
    skills: Annotated[list[Literal[_SKILLS_OR_ALL]], Label("Skills"),  # type: ignore[valid-type]
                      Doc("The skills it raises (all: every skill).")] = fresh(list)

    def words(self, say: Say) -> str:
        return f"{_names(self.skills, 'Every skill')} + ({say.formula(self.value or '0')})"


class SavingThrowBonus(RuleBase, rule="savingThrowBonus", name="Save Bonus", group="Bonuses"):
    """Adds to saving throws: each listed save + floor(value)."""

    value: Annotated[str, Formula(), Label("Bonus"), _BONUS] = ""
    savingThrows: Annotated[list[Literal[_STATS_OR_ALL]], Label("Saves"),  # type: ignore[valid-type]
                            Doc("The saves it raises (all: every save).")] = fresh(list)

    def words(self, say: Say) -> str:
        return f"{_names(self.savingThrows, 'Every save')} saves + ({say.formula(self.value or '0')})"


_MODE_VALUE = Doc("Advantage is positive, disadvantage negative: 1 is advantage, -2 two disadvantages.")


def _mode_words(mode: str, value: int) -> str:
    if mode == "set":
        return "normal" if value == 0 else f"{'advantage' if value > 0 else 'disadvantage'} {abs(value)}"
    return f"{'+' if value >= 0 else '-'}{abs(value)} {'advantage' if value >= 0 else 'disadvantage'}"


class SkillRollMode(RuleBase, rule="skillRollMode", name="Skill Roll Mode", group="Bonuses"):
    """Gives skills advantage or disadvantage by default."""

    value: Annotated[RollModeValue, Label("Mode"), _MODE_VALUE] = 1
    skills: Annotated[list[Literal[_SKILLS_OR_ALL]], Label("Skills"),  # type: ignore[valid-type]
                      Doc("The skills it applies to (all: every skill).")] = fresh(list)
    mode: Annotated[Literal["adjust", "set"], Label("How"),
                    Doc("Adjust adds to the running mode; set replaces it. Each skill stays within -3..3.")] = "adjust"

    def words(self, say: Say) -> str:
        return f"{_names(self.skills, 'Every skill')} checks: {_mode_words(self.mode, self.value)}"


class SavingThrowRollMode(RuleBase, rule="savingThrowRollMode", name="Save Roll Mode", group="Bonuses"):
    """Gives saving throws advantage or disadvantage by default (Highborn: no save disadvantaged)."""

    value: Annotated[RollModeValue, Label("Mode"), _MODE_VALUE] = 0
    target: Annotated[Literal[_SAVE_TARGETS],  # type: ignore[valid-type]
                      Label("Saves"), Doc("Which saves: all, those with advantage, disadvantage or neither so far, "
                                          "or one stat's.")] = "all"
    mode: Annotated[Literal["set", "adjust"], Label("How"),
                    Doc("Set replaces the running mode; adjust adds to it. Each save stays within -3..3.")] = "set"
    requiresChoice: Annotated[bool, Label("Player chooses"),
                              Doc("The player picks the save (below); until then it does nothing.")] = False
    selectedSave: Annotated[StatName | None, Label("Chosen save"),
                            Doc("The save the player picked; it replaces Saves.")] = None

    def words(self, say: Say) -> str:
        if self.requiresChoice and self.selectedSave is None:
            return "A save of your choice: " + _mode_words(self.mode, self.value) + " (not chosen yet)"
        target = self.selectedSave if self.requiresChoice else self.target
        saves = {"all": "Every save", "advantaged": "Advantaged saves", "disadvantaged": "Disadvantaged saves",
                 "neutral": "Saves without advantage"}.get(str(target), f"{str(target).capitalize()} saves")
        return f"{saves}: {_mode_words(self.mode, self.value)}"


class InitiativeBonus(RuleBase, rule="initiativeBonus", name="Initiative Bonus", group="Bonuses"):
    """Adds to initiative rolls: + floor(value)."""

    value: Annotated[str, Formula(), Label("Bonus"), _BONUS] = ""

    def words(self, say: Say) -> str:
        return f"Initiative + ({say.formula(self.value or '0')})"


class InitiativeRollMode(RuleBase, rule="initiativeRollMode", name="Initiative Roll Mode", group="Bonuses"):
    """Gives initiative advantage or disadvantage by default (Lithe)."""

    value: Annotated[RollModeValue, Label("Mode"), _MODE_VALUE] = 1
    mode: Annotated[Literal["set", "adjust"], Label("How"),
                    Doc("Set replaces the running mode; adjust adds to it.")] = "set"

    def words(self, say: Say) -> str:
        return f"Initiative: {_mode_words(self.mode, self.value)}"


class SpeedBonus(RuleBase, rule="speedBonus", name="Speed Bonus", group="Bonuses"):
    """Adds to a speed: + floor(value), never below 0."""

    value: Annotated[str, Formula(), Label("Bonus"), _BONUS] = ""
    movementType: Annotated[MovementMode | None, Label("Movement"), Doc("Which speed (blank: walk).")] = None

    def words(self, say: Say) -> str:
        return f"{(self.movementType or 'walk').capitalize()} speed + ({say.formula(self.value or '0')})"


class MaxHpBonus(RuleBase, rule="maxHpBonus", name="Hit Points", group="Bonuses"):
    """Adds to max HP: + value, or value × level."""

    value: Annotated[int | float | str, Label("Hit points"),
                     Doc("A number (\"10\" reads as 10), added to max HP.")] = 0
    perLevel: Annotated[bool, Label("Per level"), Doc("Multiply by the character's level.")] = False

    def words(self, say: Say) -> str:
        return f"Max HP + {self.value}" + (" × level" if self.perLevel else "")


class GrantMovement(RuleBase, rule="grantMovement", name="Grant Movement", group="Grants"):
    """Gives a speed (fly, climb …): the best grant per speed replaces a lower one."""

    mode: Annotated[MovementMode, Label("Movement"), Doc("Which speed it gives.")] = "fly"
    speed: Annotated[str, Formula(), Label("Speed"),
                     Doc("The speed given: 6, @walk … 0 or less gives nothing.")] = "@attributes.movement.walk"

    def words(self, say: Say) -> str:
        return f"{self.mode.capitalize()} speed {say.formula(self.speed or '0')}"


class ActionCost(RuleBase, rule="actionCost", name="Action Cost", group="Actions"):
    """Changes how many actions using an item, or a heroic reaction, costs (never below 0)."""

    applies: Annotated[Literal["item", "heroicReaction"], Label("Applies to"),
                       Doc("An item's activation, or a heroic reaction (Defend, Interpose …).")] = "item"
    mode: Annotated[Literal["delta", "set"], Label("How"),
                    Doc("Delta adds to the running cost; set replaces it.")] = "delta"
    value: Annotated[str, Formula(), Label("Actions"), Doc("Added or set, rounded down: 1, -1, 0 …")] = "1"
    itemTypes: Annotated[list[str], Label("Item types"),
                         Doc("Only items of these types (feature, object, spell …); blank: every item.")] = fresh(list)
    itemIdentifier: Annotated[str, Label("Item"),
                              Doc("Only the item with this identifier (the slug of its name); blank: any.")] = ""
    reactions: Annotated[list[Literal["defend", "interpose", "opportunityAttack", "help"]], Label("Reactions"),
                         Doc("Only these heroic reactions; blank: every reaction.")] = fresh(list)

    def words(self, say: Say) -> str:
        what = (", ".join(self.reactions) or "every reaction") if self.applies == "heroicReaction" else \
            (self.itemIdentifier or ", ".join(self.itemTypes) or "every item")
        how = "costs" if self.mode == "set" else "costs +"
        return f"{what[:1].upper()}{what[1:]} {how}({say.formula(self.value or '0')}) actions"


class ActionDelta(RuleBase, rule="actionDelta", name="Action Delta", group="Actions"):
    """Using the item gives (or takes) actions, now or on your next turn (Coordinated Strike)."""

    value: Annotated[str, Formula(), Label("Actions"), Doc("Actions given, truncated toward 0: 1, -1 …")] = "1"
    timing: Annotated[Literal["now", "nextTurn"], Label("When"),
                      Doc("Now: extra actions this turn. Next turn: more (or fewer) at the next refill.")] = "now"
    target: Annotated[Literal["self", "targeted", "allAllies"], Label("Who"),
                      Doc("Yourself; a target or every ally is a line in the log.")] = "self"
    borrowFromNextTurn: Annotated[bool, Label("Borrow from next turn"),
                                  Doc("The actions given now are taken from the next turn.")] = False

    def words(self, say: Say) -> str:
        who = {"self": "You gain", "targeted": "The target gains", "allAllies": "Every ally gains"}[self.target]
        when = "now" if self.timing == "now" else "next turn"
        borrow = ", borrowed from next turn" if self.borrowFromNextTurn else ""
        return f"{who} ({say.formula(self.value or '0')}) actions {when}{borrow}"


# ---- conditions (character.md §12, §15.4): engine/conditions.py ----
ConditionId = Literal[CONDITION_IDS]  # type: ignore[valid-type]
ConditionOrNone = Literal[("",) + CONDITION_IDS]  # type: ignore[valid-type]  # "": none chosen yet


class ConditionDuration(Form):
    """Apply Condition's duration, in upstream's shape: rounds and turns become a `turnEnds` timer (the
    larger), seconds are kept and ignored (character.md §15.4)."""

    rounds: Annotated[int, Ge(0)] | None = None
    turns: Annotated[int, Ge(0)] | None = None
    seconds: int | float | None = None


class ApplyCondition(RuleBase, rule="applyCondition", name="Apply Condition", group="Triggers"):
    """Applies a condition: to you on a turn, a wound, a rest or a failed save, or to your attack's target."""

    condition: Annotated[ConditionOrNone, Label("Condition"), Doc("The condition it applies.")] = ""  # type: ignore[valid-type]
    trigger: Annotated[Literal[APPLY_CONDITION_TRIGGERS], Label("When"),  # type: ignore[valid-type]
                       Doc("On your attack's hit, crit or miss (to the target), or an event of yours (to you).")] \
        = "onCrit"
    duration: Annotated[ConditionDuration, Label("Duration"),
                        Doc("Rounds or turns: it ends after that many of your turns. None: the condition's own.")] \
        = fresh(dict)

    def words(self, say: Say) -> str:
        what = condition_words(self.condition) if self.condition else "a condition"
        who = "the target" if self.trigger in ("onHit", "onCrit", "onMiss") else "you"
        turns = max(self.duration.rounds or 0, self.duration.turns or 0)
        lasting = f" for {turns} turn{'s' if turns != 1 else ''}" if turns else ""
        return f"{what} on {who} {APPLY_TRIGGER_WORDS.get(self.trigger, self.trigger)}{lasting}"


class ConditionImmunity(RuleBase, rule="conditionImmunity", name="Condition Immunity", group="Bonuses"):
    """You cannot have the listed conditions, not even implied ones."""

    conditions: Annotated[list[ConditionId], Label("Conditions"),
                          Doc("The conditions you are immune to.")] = fresh(list)

    def words(self, say: Say) -> str:
        return "Immune to " + (", ".join(condition_words(c) for c in self.conditions) or "nothing")


# ---- grants of items and spells (character.md §15.5): engine/grants.py ----
class GrantItem(RuleBase, rule="grantItem", name="Grant Item", group="Grants"):
    """Adds a copy of an item library entry when the item carrying it is added (by hand or at level-up)."""

    uuid: Annotated[str, Label("Item"),
                    Doc("The library item's upstream uuid (_stats.compendiumSource): Compendium.…")] = ""
    allowDuplicate: Annotated[StrictBool, Label("Allow duplicates"),
                              Doc("Grant it even when the character already has that item.")] = True
    inMemoryOnly: Annotated[StrictBool, Label("In memory only"),
                            Doc("Upstream's temporary grant: not supported here, the rule then does nothing.")] = False
    quantity: Annotated[int | None, Label("Quantity"), Doc("The copy's quantity (blank: the library item's).")] = None

    def words(self, say: Say) -> str:
        tail = self.uuid.rsplit(".", 1)[-1] if self.uuid else "nothing"
        return f"Grants {self.label or tail}" + (f" × {self.quantity}" if self.quantity else "")


class GrantSpells(RuleBase, rule="grantSpells", name="Grant Spells", group="Grants"):
    """Adds spells at creation and level-up: every matching library spell, or the player's picks."""

    schools: Annotated[list[str], Label("Schools"),
                       Doc("Spell schools it grants from (known: the schools already known).")] = fresh(list)
    tiers: Annotated[list[int], Label("Tiers"),
                     Doc("Spell tiers it grants from (0: cantrips).")] = fresh(lambda: [0])
    utilityOnly: Annotated[StrictBool, Label("Utility only"), Doc("Only spells with the utility property.")] = False
    uuids: Annotated[list[str], Label("Spells"),
                     Doc("Exact spells by upstream uuid (instead of the filter).")] = fresh(list)
    mode: Annotated[Literal["auto", "selectSchool", "selectSpell"], Label("Mode"),
                    Doc("auto: every match; select…: the player picks.")] = "auto"
    count: Annotated[int | None, Label("Picks"), Doc("How many spells the player picks (select modes).")] = None

    def words(self, say: Say) -> str:
        tiers = ", ".join("cantrips" if t == 0 else f"tier {t}" for t in self.tiers) or "no tier"
        schools = ", ".join(self.schools) or "any school"
        what = f"{len(self.uuids)} named spell(s)" if self.uuids else f"{schools} spells ({tiers})"
        if self.mode == "auto":
            return f"Grants {what}"
        return f"Pick {self.count or 1} of {what}"

Rule = (ChargePool | DicePool | ChargeConsumer | DiceConsumer | ModifyPool | ModifyConsumer | CombatMana
        | PoolGainMessage | ToggleEffect | ModifyToggle | MaxWounds | AbilityBonus | ArmorClass | SkillBonus
        | SavingThrowBonus | SkillRollMode | SavingThrowRollMode | InitiativeBonus | InitiativeRollMode
        | SpeedBonus | MaxHpBonus | GrantMovement | DamageBonus | ConditionalBonus | DamageReduction
        | ModifyIncomingAttack | MaxHitDice | IncrementHitDice | HitDiceAdvantage | MaximizeHitDice | DyingActionLimit
        | HealingPotionBonus | UnarmedDamage | GrantProficiency | ActionCost | ActionDelta)
RULE_CLASSES: Mapping[str, type[RuleBase]] = _RULE_CLASSES  # every declared rule type, by its `type`


class _FormulaFields(Mapping[str, tuple[tuple[str, bool, frozenset[str]], ...]]):
    """Formula fields per rule type, (field, allows dice, context references), read from the declarations
    when first asked (the annotations are read only then)."""

    def __init__(self) -> None:
        self._found: dict[str, tuple[tuple[str, bool, frozenset[str]], ...]] = {}

    def __getitem__(self, rtype: str) -> tuple[tuple[str, bool, frozenset[str]], ...]:
        if rtype not in self._found:
            cls = RULE_CLASSES.get(rtype)
            found = formula_fields(cls) if cls is not None else ()
            if not found:
                raise KeyError(rtype)
            self._found[rtype] = found
        return self._found[rtype]

    def __iter__(self) -> Any:
        return iter([rtype for rtype, cls in RULE_CLASSES.items() if formula_fields(cls)])

    def __len__(self) -> int:
        return sum(1 for _ in self)


def formula_fields(cls: type[Form]) -> tuple[tuple[str, bool, frozenset[str]], ...]:
    """A declaration's formula fields: (field, allows dice, context references), in field order."""
    return tuple((f.name, formula.dice, formula.context) for f in cls.fields()
                 if (formula := f.marker(Formula)) is not None)


FORMULA_FIELDS: Mapping[str, tuple[tuple[str, bool, frozenset[str]], ...]] = _FormulaFields()


@dataclass
class RuleEntry:
    """One rule of an item: its raw dict, the parsed model or the reason it is not usable."""

    raw: Any
    index: int
    model: Rule | None = None
    unsupported: bool = False
    error_field: str = ""
    error: str = ""
    # A pool's own refill/recovery entries, or a Modify Pool's added ones: the valid entries, parsed
    # once. An invalid entry is left out (inert) and reported in `problems` (engine.md §4, §4.5).
    refills: list[Any] = field(default_factory=list)
    die_size: str | None = None  # a pool or Modify Pool rule's die size after the fallback
    problems: list[tuple[str, str, str]] = field(default_factory=list)  # (severity, field, message)

    @property
    def type(self) -> str:
        return str(self.raw.get("type", "")) if isinstance(self.raw, dict) else ""

    @property
    def valid(self) -> bool:
        return self.model is not None

    @property
    def rule_id(self) -> str | None:
        value = self.raw.get("id") if isinstance(self.raw, dict) else None
        return value if isinstance(value, str) else None


def parse_rule(raw: Any, index: int) -> RuleEntry:
    """Parse one rule on its own; a bad or unknown rule is kept with a reason."""
    if not isinstance(raw, dict):
        return RuleEntry(raw, index, error=f"a rule must be an object, got {type(raw).__name__}")
    rtype = raw.get("type")
    cls = RULE_CLASSES.get(rtype) if isinstance(rtype, str) else None
    if cls is None:
        entry = RuleEntry(raw, index, unsupported=True, error_field="type",
                          error=f"rule type {rtype!r} is not supported; kept as is and does nothing")
        return entry
    try:
        model = read(cls, raw)
        if isinstance(model, ModifyPool) and model.minFace is not None and model.minFace < 1:
            return RuleEntry(raw, index, error_field="minFace", error="must be at least 1")
        ident = raw.get("identifier") or ""
        for bad in (":", "@"):
            if bad in str(ident):
                return RuleEntry(raw, index, error_field="identifier", error=f"may not contain '{bad}'")
        if isinstance(model, (ChargePool, DicePool)) and not ident and not _slug(str(raw.get("label") or "")):
            return RuleEntry(raw, index, error_field="identifier", error="a pool needs an identifier or a label")
    except Invalid as err:
        return RuleEntry(raw, index, error_field=err.path, error=err.message)
    entry = RuleEntry(raw, index, model=model)  # type: ignore[arg-type]
    if isinstance(model, (ChargePool, DicePool, ModifyPool)):
        kind = "charge" if isinstance(model, ChargePool) or (
            isinstance(model, ModifyPool) and model.poolType == "charge") else "dice"
        default = "d4" if isinstance(model, DicePool) else None
        entry.die_size = model.dieSize
        if model.dieSize is not None and model.dieSize not in DIE_SIZES:
            entry.die_size = default
            entry.problems.append(("warning", "dieSize", f"unknown die size {model.dieSize!r} (use one of "
                                   f"{', '.join(DIE_SIZES)}); {'using ' + default if default else 'no die size'}"))
        elif model.dieSize is None and isinstance(model, DicePool):
            entry.die_size = default
        name = "recoveries" if isinstance(model, ChargePool) else "refills" if isinstance(model, DicePool) \
            else "addRefills"
        entry.refills = _refill_entries(getattr(model, name), kind, name, entry.problems)
    return entry


def _refill_entries(raws: list[Any], kind: str, name: str, problems: list[tuple[str, str, str]]) -> list[Any]:
    """The valid entries of a refill/recovery list; each bad one is reported and left out (inert)."""
    from .predicates import PredicateError, validate_structure
    cls: type[DiceRefill | ChargeRecovery] = DiceRefill if kind == "dice" else ChargeRecovery
    triggers, other_triggers = (DICE_TRIGGERS, CHARGE_TRIGGERS) if kind == "dice" else (CHARGE_TRIGGERS, DICE_TRIGGERS)
    modes = DICE_MODES if kind == "dice" else CHARGE_MODES
    inert = "; this entry does nothing"
    valid = []
    for n, raw in enumerate(raws):
        where = f"{name}[{n}]"
        if not isinstance(raw, dict):
            problems.append(("error", where, f"an entry must be an object, got {type(raw).__name__}{inert}"))
            continue
        trigger, mode = raw.get("trigger", "safeRest"), raw.get("mode", "add")
        if trigger not in triggers:
            if trigger in other_triggers:
                other = "charge" if kind == "dice" else "dice"
                message = f"{trigger} is a {other} pool trigger, not a {kind} pool one"
            else:
                message = f"unknown trigger {trigger!r} (a {kind} pool uses {', '.join(triggers)})"
            problems.append(("error", f"{where}.trigger", message + inert))
            continue
        if mode not in modes:
            problems.append(("error", f"{where}.mode", f"unknown mode {mode!r} (a {kind} pool uses "
                                                        f"{', '.join(modes)}){inert}"))
            continue
        try:
            parsed = read(cls, raw)
            if parsed.predicate:
                validate_structure(parsed.predicate)
        except Invalid as err:
            path, message = err.path, err.message
            problems.append(("error", f"{where}.{path}" if path else where, message + inert))
            continue
        except PredicateError as err:
            problems.append(("error", f"{where}.predicate", f"invalid condition: {err}{inert}"))
            continue
        valid.append(parsed)
    return valid


def _slug(name: str) -> str:
    from .predicates import slug
    return slug(name)


# ----------------------------------------------------------------------------------------------
# ----------------------------------------------------------------------------------------------
# Items


class Attack(Form):
    delivery: Literal["melee", "ranged"] | None = None
    damage: Annotated[str, Formula(dice=True)] = "0"
    damageType: str | None = None  # what Damage Bonus `damageType` matches (character.md §19.9)


class PoolEffect(Form):
    poolType: Literal["dice", "charge"]
    action: Literal["rollDie", "rollPool", "clear", "maximizeDie", "fillCount"]
    poolIdentifier: str
    value: int = 1
    predicate: dict[str, Any] | None = None

    def refusal(self) -> str:
        allowed = DICE_EFFECTS if self.poolType == "dice" else CHARGE_EFFECTS
        if self.action in allowed:
            return ""
        return f"action {self.action!r} is not a {self.poolType} pool action (use one of {', '.join(allowed)})"


@dataclass
class EffectEntry:
    """One activation pool effect: raw dict plus the parsed model or the reason it is unusable."""

    raw: Any
    index: int
    model: PoolEffect | None = None
    error: str = ""


def parse_effect(raw: Any, index: int) -> EffectEntry:
    """Parse one activation pool effect on its own."""
    if not isinstance(raw, dict):
        return EffectEntry(raw, index, error="a pool effect must be an object")
    try:
        return EffectEntry(raw, index, model=read(PoolEffect, raw))
    except Invalid as err:
        return EffectEntry(raw, index, error=str(err))




class ItemFields(Form):
    """The item's own fields (rules and activation are parsed separately)."""

    id: str | None = None
    name: Annotated[str, MinLen(1)]
    type: Literal[ITEM_TYPES] = "feature"  # type: ignore[valid-type]
    equipped: StrictBool = True
    objectType: str | None = None
    properties: list[str] | dict[str, Any] = fresh(list)  # a spell's is upstream's {"selected": [...]} (§14.1)
    attack: Attack | None = None
    weaponType: str = ""  # the weapon proficiency a wielder needs to crit ("": none, character.md §11.3)
    tier: Annotated[int, Ge(0), Le(9)] = 0  # a spell's (character.md §14.1; 0 is a cantrip): engine/spells.py
    school: str = ""
    scaling: dict[str, Any] | None = None
    rules: list[Any] = fresh(list)
    activation: dict[str, Any] | None = None


@dataclass
class ItemEntry:
    """An item: raw dict, parsed fields, parsed rules and activation effects."""

    raw: dict[str, Any]
    fields: ItemFields
    rules: list[RuleEntry] = field(default_factory=list)
    effects: list[EffectEntry] = field(default_factory=list)
    # What an engine module derives from this item alone, by the module's own key (a cast's upcast plan,
    # engine/spells.py): the entry is made anew when the item's document changes, and this with it.
    derived: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def key(self) -> str:
        return self.fields.id or self.fields.name

    @property
    def name(self) -> str:
        return self.fields.name

    @property
    def is_object(self) -> bool:
        return self.fields.type == "object"

    @property
    def usable(self) -> bool:
        """An unequipped object is out of play: its rules are inactive and it cannot be used."""
        return not (self.is_object and not self.fields.equipped)


class ItemError(ValueError):
    """An item whose own fields are broken; names the field."""

    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path
        self.message = message


def parse_item(raw: Any) -> ItemEntry:
    """Parse one item; rules and pool effects are parsed one by one and never fail the item."""
    if not isinstance(raw, dict):
        raise ItemError("", f"an item must be an object, got {type(raw).__name__}")
    try:
        fields = read(ItemFields, raw)
    except Invalid as err:
        raise ItemError(err.path, err.message) from None
    rules = [parse_rule(r, i) for i, r in enumerate(fields.rules)]
    pool_effects = (fields.activation or {}).get("pool", [])
    if not isinstance(pool_effects, list):
        effects = [EffectEntry(pool_effects, 0, error="activation.pool must be a list")]
    else:
        effects = [parse_effect(e, i) for i, e in enumerate(pool_effects)]
    return ItemEntry(raw, fields, rules, effects)
