"""Rules, items and pool effects in upstream's raw-JSON shape: their declarations, and how they are parsed.

Each rule type is declared once, below, as an annotated class (engine/forms.py says how a declaration
reads): its fields with their types, markers (engine/declare.py: `Formula`, `Ge`, `Label`, `Doc`, ...)
and defaults; the class line names its type, its Rules Builder name and group; its `__doc__` is the
picker's description (names, groups, descriptions, labels and hints are English marked for translation with
QT_TRANSLATE_NOOP, context "Rules", and read in the player's language where shown); `words` says what one
rule does, in the game's words (the printed sheet). From that declaration come the quick reading, the
pydantic model (engine/schema.py), the Rules Builder's card (views/rule_specs.py), the formula fields
`sheet-app check` checks (FORMULA_FIELDS) and, with the behaviour its concept's module registers
(engine/rule_types.py), a complete rule type.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal, Protocol

from ..i18n import QT_TRANSLATE_NOOP, Engine, Rules, translate
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
    CHARGE_EFFECTS,
    CHARGE_MODES,
    CHARGE_TRIGGERS,
    CONDITION_IDS,
    DICE_EFFECTS,
    DICE_MODES,
    DICE_TRIGGERS,
    DIE_SIZES,
    ITEM_TYPES,
    apply_trigger_words,
    condition_words,
    damage_type_word,
    movement_word,
    skill_word,
    stat_word,
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
    type, its Rules Builder name and group: `class ChargePool(RuleBase, rule="chargePool",
    name=QT_TRANSLATE_NOOP("Rules", "Charge Pool"), group=_RESOURCES)`; its `__doc__` (marked for translation
    too) is what the picker says about it."""

    rule_type: ClassVar[str] = ""
    type_name: ClassVar[str] = ""
    type_group: ClassVar[str] = ""

    id: str | None = None
    type: str
    label: str | None = ""
    identifier: Annotated[str | None, Label(QT_TRANSLATE_NOOP("Rules", "Identifier")),
                          Doc(QT_TRANSLATE_NOOP("Rules", "Optional name other rules can refer to this rule by."))] = ""
    predicate: dict[str, Any] | None = None
    priority: int | float = 1
    disabled: StrictBool = False
    suppressActivationCard: Annotated[Literal["auto", "always", "never"],
                                      Label(QT_TRANSLATE_NOOP("Rules", "Suppress activation card")),
                                      Doc(QT_TRANSLATE_NOOP("Rules", "Whether using the item writes its activation "
                                                                     "card to the log."))] = "auto"

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


# The Rules Builder's groups (a group's English name is its key: views/rule_specs.py translates it where shown).
_RESOURCES = QT_TRANSLATE_NOOP("Rules", "Resources")
_NOTES = QT_TRANSLATE_NOOP("Rules", "Notes")
_TRIGGERS = QT_TRANSLATE_NOOP("Rules", "Triggers")
_BONUSES = QT_TRANSLATE_NOOP("Rules", "Bonuses")
_GRANTS = QT_TRANSLATE_NOOP("Rules", "Grants")
_ACTIONS = QT_TRANSLATE_NOOP("Rules", "Actions")
_POOL_ID = Doc(QT_TRANSLATE_NOOP("Rules", "How consumers and modifiers find this pool. Blank: the label's slug."))
_SCOPE = Doc(QT_TRANSLATE_NOOP("Rules", "Where the pool's state lives."))
_MATCH = Doc(QT_TRANSLATE_NOOP("Rules", "Must match the pool's scope."))
_INITIAL = Doc(QT_TRANSLATE_NOOP("Rules", "How the pool starts when first granted."))


class ChargePool(RuleBase, rule="chargePool", name=QT_TRANSLATE_NOOP("Rules", "Charge Pool"), group=_RESOURCES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "A refillable pool of charges (per item or per character), with recovery "
                                         "triggers.")

    identifier: Annotated[str | None, Label(QT_TRANSLATE_NOOP("Rules", "Identifier")), _POOL_ID] = ""
    scope: Annotated[Scope, Label(QT_TRANSLATE_NOOP("Rules", "Scope")), _SCOPE] = "item"
    max: Annotated[str, Formula(),
                   Label(QT_TRANSLATE_NOOP("Rules", "Max charges")),
                   Doc(QT_TRANSLATE_NOOP("Rules", "Capacity: 3, @key, @level + 1 …"))] = "1"
    # Checked by parse_rule: an unknown size falls back to none (engine.md §4).
    dieSize: Annotated[Any, Label(QT_TRANSLATE_NOOP("Rules", "Die size")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "Set when each charge is spent by rolling a die (Combat "
                                                      "Dice)."))] = None
    initial: Annotated[Literal["max", "zero"], Label(QT_TRANSLATE_NOOP("Rules", "Initial")), _INITIAL] = "max"
    hidden: Annotated[bool, Strict(), Label(QT_TRANSLATE_NOOP("Rules", "Hidden")),
                      Doc(QT_TRANSLATE_NOOP("Rules", "Tracked but not shown on the sheet (a gate, not a "
                                                     "resource)."))] = False
    # Entries are validated one by one (parse_rule).
    recoveries: Annotated[list[Any],
                          Label(QT_TRANSLATE_NOOP("Rules", "Recoveries")),
                          Doc(QT_TRANSLATE_NOOP("Rules", "When charges come back, in this order."))] = \
        fresh(list)

    def words(self, say: Say) -> str:
        view = say.own_pool()
        if view is None:
            return ""
        count = view.max
        said = Rules.tr("{pool}: %n charge(s) {die}", "", count).format(pool=view.label, die=view.die) \
            if view.die else Rules.tr("{pool}: %n charge(s)", "", count).format(pool=view.label)
        return "; ".join([said, *say.recoveries(view)])


class ChargeConsumer(RuleBase, rule="chargeConsumer", name=QT_TRANSLATE_NOOP("Rules", "Charge Consumer"),
                     group=_RESOURCES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Spends charges from a charge pool each time this item is used.")

    poolIdentifier: Annotated[str,
                              Label(QT_TRANSLATE_NOOP("Rules", "Pool")),
                              Doc(QT_TRANSLATE_NOOP("Rules", "The charge pool this item spends from."))]
    poolScope: Annotated[Scope, Label(QT_TRANSLATE_NOOP("Rules", "Pool scope")), _MATCH] = "item"
    cost: Annotated[str, Formula(),
                    Label(QT_TRANSLATE_NOOP("Rules", "Cost")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "Charges spent per use."))] = "1"

    def words(self, say: Say) -> str:
        return Rules.tr("Each use spends {cost} of {pool}").format(
            cost=self.cost, pool=say.pool(self.poolIdentifier, self.poolScope))


class DicePool(RuleBase, rule="dicePool", name=QT_TRANSLATE_NOOP("Rules", "Dice Pool"), group=_RESOURCES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "A refillable pool of rolled dice (Fury Dice, Judgment Dice); each die "
                                         "keeps its face.")

    identifier: Annotated[str | None, Label(QT_TRANSLATE_NOOP("Rules", "Identifier")), _POOL_ID] = ""
    scope: Annotated[Scope, Label(QT_TRANSLATE_NOOP("Rules", "Scope")), _SCOPE] = "item"
    dieSize: Annotated[Any,
                       Label(QT_TRANSLATE_NOOP("Rules", "Die size")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "Size of each die stored in the pool."))] = "d4"  # unknown: d4
    max: Annotated[str, Formula(),
                   Label(QT_TRANSLATE_NOOP("Rules", "Max dice")),
                   Doc(QT_TRANSLATE_NOOP("Rules", "How many dice the pool holds: 3, @key …"))] = "1"
    initial: Annotated[Literal["max", "zero"], Label(QT_TRANSLATE_NOOP("Rules", "Initial")), _INITIAL] = "max"
    refills: Annotated[list[Any],
                       Label(QT_TRANSLATE_NOOP("Rules", "Refills")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "When dice come back, in this order."))] = fresh(list)

    def words(self, say: Say) -> str:
        view = say.own_pool()
        if view is None:
            return ""
        said = Rules.tr("{pool}: up to {count} {die}").format(pool=view.label, count=view.max, die=view.die)
        return "; ".join([said, *say.recoveries(view)])


class DiceConsumer(RuleBase, rule="diceConsumer", name=QT_TRANSLATE_NOOP("Rules", "Dice Consumer"), group=_RESOURCES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Spends dice from a dice pool (manual) or adds their faces to attacks (auto "
                                         "bonus).")

    poolIdentifier: Annotated[str,
                              Label(QT_TRANSLATE_NOOP("Rules", "Pool")),
                              Doc(QT_TRANSLATE_NOOP("Rules", "The dice pool this consumer uses."))]
    poolScope: Annotated[Scope, Label(QT_TRANSLATE_NOOP("Rules", "Pool scope")), _MATCH] = "item"
    mode: Annotated[Literal["manual", "autoBonus"],
                    Label(QT_TRANSLATE_NOOP("Rules", "Mode")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "How the pool's dice are used."))] = "manual"
    cost: Annotated[str, Formula(), Label(QT_TRANSLATE_NOOP("Rules", "Cost")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "Consume: at least this many dice. Maximize: at most this "
                                                   "many."))] = "1"
    bonusOnAttackDelivery: Annotated[Literal["melee", "ranged", "any"] | None,
                                     Label(QT_TRANSLATE_NOOP("Rules", "Attack delivery")),
                                     Doc(QT_TRANSLATE_NOOP("Rules", "Which attacks get the faces as a bonus."))] = None
    effectFormula: Annotated[str | None, Formula(dice=True, context=frozenset({"n", "sum"})),
                             Label(QT_TRANSLATE_NOOP("Rules", "Effect formula")),
                             Doc(QT_TRANSLATE_NOOP("Rules", "Evaluated when the player confirms: @n = dice picked, "
                                                            "@sum = their faces."))] = None
    effectType: Annotated[Literal["generic", "damageReduction"], Label(QT_TRANSLATE_NOOP("Rules", "Effect type")),
                          Doc(QT_TRANSLATE_NOOP("Rules", "What the effect's total does."))] = "generic"
    selectionOutcome: Annotated[Literal["consume", "maximize"], Label(QT_TRANSLATE_NOOP("Rules", "Selection outcome")),
                                Doc(QT_TRANSLATE_NOOP("Rules", "What happens to the picked dice."))] = "consume"
    # Offered on the result of one of the character's own attacks instead of in the dice panel (§4.4).
    cardOffer: Annotated[Literal["hit", "criticalHit"] | None, Absent(),
                         Label(QT_TRANSLATE_NOOP("Rules", "Card offer")),
                         Doc(QT_TRANSLATE_NOOP("Rules", "Offered on an attack's result instead of in the dice panel: "
                                                        "when one of your attacks "
                                                        "hits (or crits), pick dice there and the effect's total is "
                                                        "added to that attack's "
                                                        "damage, in the same action. Attack delivery filters which "
                                                        "attacks offer it."))] = None

    def words(self, say: Say) -> str:
        pool = say.pool(self.poolIdentifier, self.poolScope)
        if self.mode == "autoBonus":
            if self.bonusOnAttackDelivery == "melee":
                return Rules.tr("Every {pool} face adds to melee attacks").format(pool=pool)
            if self.bonusOnAttackDelivery == "ranged":
                return Rules.tr("Every {pool} face adds to ranged attacks").format(pool=pool)
            return Rules.tr("Every {pool} face adds to every attack").format(pool=pool)
        if self.selectionOutcome == "maximize":
            return Rules.tr("Raise up to {cost} of {pool} to the top face").format(cost=self.cost, pool=pool)
        if self.cardOffer is not None:
            said = Rules.tr("On a critical hit: spend {pool} (at least {cost}) for {effect} extra damage") \
                if self.cardOffer == "criticalHit" else \
                Rules.tr("On a hit: spend {pool} (at least {cost}) for {effect} extra damage")
            return said.format(pool=pool, cost=self.cost, effect=say.formula(self.effectFormula or "0"))
        effect = say.formula(self.effectFormula) if self.effectFormula else Rules.tr("nothing")
        said = Rules.tr("Spend {pool} (at least {cost}): {effect} damage reduction") \
            if self.effectType == "damageReduction" else Rules.tr("Spend {pool} (at least {cost}): {effect}")
        return said.format(pool=pool, cost=self.cost, effect=effect)


class ModifyPool(RuleBase, rule="modifyPool", name=QT_TRANSLATE_NOOP("Rules", "Modify Pool"), group=_RESOURCES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Upgrades another feature's pool: die size, max, minimum face, extra "
                                         "refills.")

    poolType: Annotated[Literal["dice", "charge"],
                        Label(QT_TRANSLATE_NOOP("Rules", "Pool type")),
                        Doc(QT_TRANSLATE_NOOP("Rules", "Which kind of pool to modify."))] = "dice"
    poolIdentifier: Annotated[str,
                              Label(QT_TRANSLATE_NOOP("Rules", "Pool")),
                              Doc(QT_TRANSLATE_NOOP("Rules", "The pool to modify (defined by another rule)."))]
    poolScope: Annotated[Scope | None, Absent(), Label(QT_TRANSLATE_NOOP("Rules", "Pool scope")),
                         Doc(QT_TRANSLATE_NOOP("Rules", "Leave on Either scope unless two pools share the "
                                                        "name."))] = None
    # An unknown size falls back to none: no change (parse_rule).
    dieSize: Annotated[Any, Label(QT_TRANSLATE_NOOP("Rules", "Die size override")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "Replaces the pool's die; dice in it keep their faces."))] = None
    maxDelta: Annotated[str | None, Formula(), Label(QT_TRANSLATE_NOOP("Rules", "Max delta")),
                        Doc(QT_TRANSLATE_NOOP("Rules", "Signed change to the max: 1, -1, @level. Blank: none."))] = None
    minFace: Annotated[int | None, Label(QT_TRANSLATE_NOOP("Rules", "Minimum face")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "Dice rolled into the pool below this are raised to it. Blank: "
                                                      "no floor."))] = None
    addRefills: Annotated[list[Any],
                          Label(QT_TRANSLATE_NOOP("Rules", "Additional refills")),  # validated one by one (parse_rule)
                          Doc(QT_TRANSLATE_NOOP("Rules", "Appended after the pool's own refills."))] = fresh(list)

    def words(self, say: Say) -> str:
        changes = [Rules.tr("die size {die}").format(die=self.dieSize) if self.dieSize else "",
                   Rules.tr("max + ({delta})").format(delta=self.maxDelta) if self.maxDelta else "",
                   Rules.tr("minimum face {face}").format(face=self.minFace) if self.minFace else ""]
        for refill in say.refills():
            trigger, mode = say.trigger(refill.trigger), say.mode(refill.mode).lower()
            changes.append(Rules.tr("{trigger}: {mode}").format(trigger=trigger, mode=mode)
                           if refill.mode in ("refresh", "clear") else
                           Rules.tr("{trigger}: {mode} {amount}").format(trigger=trigger, mode=mode,
                                                                         amount=refill.value))
        said = ", ".join(c for c in changes if c) or Rules.tr("no change")
        return Rules.tr("{name}: {what}").format(name=say.pool(self.poolIdentifier, self.poolScope), what=said)


class ModifyConsumer(RuleBase, rule="modifyConsumer", name=QT_TRANSLATE_NOOP("Rules", "Modify Consumer"),
                     group=_RESOURCES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Appends to the effect formula of the dice consumers that spend a pool.")

    poolIdentifier: Annotated[str,
                              Label(QT_TRANSLATE_NOOP("Rules", "Pool")),
                              Doc(QT_TRANSLATE_NOOP("Rules", "The dice pool whose consumers to modify."))]
    poolScope: Annotated[Scope, Label(QT_TRANSLATE_NOOP("Rules", "Pool scope")), _MATCH] = "item"
    effectTypeFilter: Annotated[Literal["", "generic", "damageReduction"] | None,
                                Label(QT_TRANSLATE_NOOP("Rules", "Effect type filter")),
                                Doc(QT_TRANSLATE_NOOP("Rules", "Which consumers to modify."))] = ""
    appendFormula: Annotated[str | None, Formula(dice=True, context=frozenset({"n", "sum"})),
                             Label(QT_TRANSLATE_NOOP("Rules", "Append formula")),
                             Doc(QT_TRANSLATE_NOOP("Rules", "Added to matching effect formulas as + (…); @n and @sum "
                                                            "work here."))] = None

    def words(self, say: Say) -> str:
        return Rules.tr("Spends of {pool} add + ({formula})").format(
            pool=say.pool(self.poolIdentifier, self.poolScope), formula=self.appendFormula or 0)


class CombatMana(RuleBase, rule="combatMana", name=QT_TRANSLATE_NOOP("Rules", "Combat Mana"), group=_RESOURCES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Grants mana for the length of a combat and clears it afterwards.")

    formula: Annotated[str, Formula(),
                       Label(QT_TRANSLATE_NOOP("Rules", "Mana")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "Mana granted for the combat: 2, @key, @level …"))] = "0"
    resource: Annotated[Literal["mana"],
                        Label(QT_TRANSLATE_NOOP("Rules", "Resource")),
                        Doc(QT_TRANSLATE_NOOP("Rules", "What is granted."))] = "mana"
    trigger: Annotated[Literal["initiativeRoll", "encounterStart"], Label(QT_TRANSLATE_NOOP("Rules", "Granted on")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "When the mana is granted."))] = "initiativeRoll"
    clearOn: Annotated[Literal["combatEnd", "safeRest", "fieldRest"], Label(QT_TRANSLATE_NOOP("Rules", "Cleared on")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "When the granted mana disappears."))] = "combatEnd"

    def words(self, say: Say) -> str:
        said = Rules.tr("Combat mana {formula} on the first initiative roll") if self.trigger == "initiativeRoll" \
            else Rules.tr("Combat mana {formula} on the encounter's start")
        return said.format(formula=self.formula)


class PoolGainMessage(RuleBase, rule="poolGainMessage", name=QT_TRANSLATE_NOOP("Rules", "Pool Gain Message"),
                      group=_NOTES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Writes a line to the activity log whenever a dice pool gains dice.")

    poolIdentifier: Annotated[str,
                              Label(QT_TRANSLATE_NOOP("Rules", "Pool")),
                              Doc(QT_TRANSLATE_NOOP("Rules", "The dice pool to watch."))]
    formula: Annotated[str, Formula(dice=True), Label(QT_TRANSLATE_NOOP("Rules", "Formula")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "Its value (floored) replaces {value} in the message."))] = "0"
    message: Annotated[str,
                       Label(QT_TRANSLATE_NOOP("Rules", "Message")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "Use {value} to insert the formula's result."))] = ""

    def words(self, say: Say) -> str:
        message = self.message.replace("{value}", say.formula(str(self.formula)))  # "up to 2 (DEX) spaces"
        return Rules.tr("When {pool} gains dice: {message}").format(
            pool=say.pool(self.poolIdentifier), message=message).rstrip(": ")


# Events that end a toggle (toggleEffect.turnOff) and that turn one on (modifyToggle.turnOn), engine.md §6.
TOGGLE_OFF_EVENTS = ("onActorKilled", "onActorWounded", "onActorDying", "onRest", "onTurnStart", "onTurnEnd",
                     "onEncounterEnd")
TOGGLE_ON_EVENTS = ("onTurnStart", "onActorDying", "onCritReceived")


class ToggleEffect(RuleBase, rule="toggleEffect", name=QT_TRANSLATE_NOOP("Rules", "Toggle Effect"), group=_TRIGGERS):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Using the item turns states on (self:raging) until the player switches "
                                         "them off, an event ends them or rounds pass idle; ending empties the "
                                         "listed pools.")

    identifier: Annotated[str | None, Label(QT_TRANSLATE_NOOP("Rules", "Identifier")),
                          Doc(QT_TRANSLATE_NOOP("Rules", "How a Modify Toggle names this toggle (blank: its "
                                                         "id)."))] = ""
    tags: Annotated[list[str], Label(QT_TRANSLATE_NOOP("Rules", "States")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "Tags this turns on when the item is used, comma-separated: "
                                                   "self:raging. It is on while "
                                                   "any of them is set; ending it clears them all."))] = fresh(list)
    # Unknown event names are kept and do nothing (the check warns), as upstream adds events over time.
    turnOff: Annotated[list[str],
                       Label(QT_TRANSLATE_NOOP("Rules", "Ends on")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "Events that end it, whoever turned it on."))] = fresh(list)
    endAfterInactiveRounds: Annotated[Annotated[int, Ge(1)] | None,
                                      Label(QT_TRANSLATE_NOOP("Rules", "Ends when idle for")),
                                      Doc(QT_TRANSLATE_NOOP("Rules", "Rounds of an encounter without an attack or a "
                                                                     "use of this item, checked "
                                                                     "at the end of your turn. Blank: never."))] = None
    confirmEndPrompt: Annotated[str | None, Label(QT_TRANSLATE_NOOP("Rules", "Ask before ending")),
                                Doc(QT_TRANSLATE_NOOP("Rules", "Asked when the player switches it off on the "
                                                               "sheet."))] = None
    clearPoolsOnEnd: Annotated[list[str], Label(QT_TRANSLATE_NOOP("Rules", "Empty on end")),
                               Doc(QT_TRANSLATE_NOOP("Rules", "Pools emptied whenever it ends (dice or "
                                                              "charges)."))] = fresh(list)

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
            ends.append(Rules.tr("%n idle round(s)", "", rounds))
        if not states:
            return ""
        if ends:
            return Rules.tr("Using it turns on {states}; ends on {events}").format(states=states,
                                                                                   events=", ".join(ends))
        return Rules.tr("Using it turns on {states}").format(states=states)


class ModifyToggle(RuleBase, rule="modifyToggle", name=QT_TRANSLATE_NOOP("Rules", "Modify Toggle"), group=_TRIGGERS):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Changes another feature's toggle: events that no longer end it, events "
                                         "that turn it on.")

    toggleIdentifier: Annotated[str,
                                Label(QT_TRANSLATE_NOOP("Rules", "Toggle")),
                                Doc(QT_TRANSLATE_NOOP("Rules", "The toggle effect to change (its identifier)."))] = ""
    suppressTurnOff: Annotated[list[str], Label(QT_TRANSLATE_NOOP("Rules", "No longer ends on")),
                               Doc(QT_TRANSLATE_NOOP("Rules", "Events removed from that toggle's Ends on while this "
                                                              "rule is active "
                                                              "(Deep Rage: Dying)."))] = fresh(list)
    turnOn: Annotated[list[str], Label(QT_TRANSLATE_NOOP("Rules", "Turns on at")),
                      Doc(QT_TRANSLATE_NOOP("Rules", "Events that switch it on while this rule's condition holds: the "
                                                     "states only, the item's "
                                                     "activation does not run."))] = fresh(list)

    def words(self, say: Say) -> str:
        on, kept = ", ".join(say.event(e) for e in self.turnOn), ", ".join(say.event(e) for e in self.suppressTurnOff)
        parts = [Rules.tr("turns on at {events}").format(events=on) if self.turnOn else "",
                 Rules.tr("does not end on {events}").format(events=kept) if self.suppressTurnOff else ""]
        said = "; ".join(p for p in parts if p)
        return Rules.tr("{name}: {what}").format(name=say.toggle(self.toggleIdentifier), what=said) if said else ""


class MaxWounds(RuleBase, rule="maxWounds", name=QT_TRANSLATE_NOOP("Rules", "Wounds"), group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Changes the wounds at which the character dies: max wounds + floor(value), "
                                         "at least 1 (character.md §15.1).")

    value: Annotated[str, Formula(), Label(QT_TRANSLATE_NOOP("Rules", "Wounds")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "Added to max wounds, rounded down: 1, @level, -1 … Blank: "
                                                    "0."))] = ""

    def words(self, say: Say) -> str:
        return Rules.tr("Max wounds + ({value})").format(value=say.formula(self.value or "0"))


_DELIVERY = Doc(QT_TRANSLATE_NOOP("Rules", "Which of your attacks it applies to (an attack without a delivery gets "
                                           "none)."))
_SOURCE = Doc(QT_TRANSLATE_NOOP("Rules", "Spells are spell attacks; every other attack (Unarmed Strike too) is a "
                                         "weapon attack."))
_DAMAGE_TYPE = Doc(QT_TRANSLATE_NOOP("Rules", "Only attacks whose damage has this type (fire, slashing …). Blank: "
                                              "every attack."))
_TARGET = Doc(QT_TRANSLATE_NOOP("Rules", "Only when the attack says the target has these tags (target:quarry). Empty: "
                                         "every target."))
Delivery = Literal["any", "melee", "ranged"]
Source = Literal["weapon", "spell", "any"]


_ATTACKS = {("any", "any"): QT_TRANSLATE_NOOP("Rules", "attacks"),
            ("any", "weapon"): QT_TRANSLATE_NOOP("Rules", "weapon attacks"),
            ("any", "spell"): QT_TRANSLATE_NOOP("Rules", "spell attacks"),
            ("melee", "any"): QT_TRANSLATE_NOOP("Rules", "melee attacks"),
            ("melee", "weapon"): QT_TRANSLATE_NOOP("Rules", "melee weapon attacks"),
            ("melee", "spell"): QT_TRANSLATE_NOOP("Rules", "melee spell attacks"),
            ("ranged", "any"): QT_TRANSLATE_NOOP("Rules", "ranged attacks"),
            ("ranged", "weapon"): QT_TRANSLATE_NOOP("Rules", "ranged weapon attacks"),
            ("ranged", "spell"): QT_TRANSLATE_NOOP("Rules", "ranged spell attacks")}


def _attacks(delivery: str, source: str) -> str:
    """"melee weapon attacks", "attacks", "spell attacks"."""
    known = _ATTACKS.get((delivery, source))
    if known is not None:
        return translate("Rules", known)
    words = [w for w in (delivery if delivery != "any" else "", source if source != "any" else "") if w]
    return " ".join([*words, translate("Rules", "attacks")])


class DamageBonus(RuleBase, rule="damageBonus", name=QT_TRANSLATE_NOOP("Rules", "Damage Bonus"), group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Adds damage to your own attacks that hit, by delivery, source, damage type "
                                         "and target (character.md §15.3).")

    value: Annotated[str, Formula(dice=True), Label(QT_TRANSLATE_NOOP("Rules", "Damage")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "Added on a hit or a critical: 2, @level, 1d6 … A value of 0 or "
                                                    "less adds nothing."))] = \
        "@level"
    damageType: Annotated[str, Label(QT_TRANSLATE_NOOP("Rules", "Damage type")), _DAMAGE_TYPE] = ""
    delivery: Annotated[Delivery, Label(QT_TRANSLATE_NOOP("Rules", "Delivery")), _DELIVERY] = "any"
    source: Annotated[Source, Label(QT_TRANSLATE_NOOP("Rules", "Source")), _SOURCE] = "any"
    targetCondition: Annotated[dict[str, Any],
                               Label(QT_TRANSLATE_NOOP("Rules", "Target condition")), _TARGET] = fresh(dict)

    def words(self, say: Say) -> str:
        if self.targetCondition:
            said = Rules.tr("+({value}) {type} damage on {attacks} that hit against a matching target") \
                if self.damageType else Rules.tr("+({value}) damage on {attacks} that hit against a matching target")
        else:
            said = Rules.tr("+({value}) {type} damage on {attacks} that hit") if self.damageType else \
                Rules.tr("+({value}) damage on {attacks} that hit")
        return said.format(value=say.formula(self.value or "0"), type=damage_type_word(self.damageType),
                           attacks=_attacks(self.delivery, self.source))


class ConditionalBonus(RuleBase, rule="conditionalBonus", name=QT_TRANSLATE_NOOP("Rules", "Conditional Bonus"),
                       group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "A bonus the player picks per attack: advantage on the primary die, or "
                                         "extra damage on a hit (Hunter's Mark).")

    advantage: Annotated[int, Ge(0), Label(QT_TRANSLATE_NOOP("Rules", "Advantage")),
                         Doc(QT_TRANSLATE_NOOP("Rules", "Added to the primary die's roll mode when the player picks "
                                                        "advantage."))] = 1
    damageBonus: Annotated[str, Formula(dice=True), Label(QT_TRANSLATE_NOOP("Rules", "Damage")),
                           Doc(QT_TRANSLATE_NOOP("Rules", "Added on a hit when the player picks damage: @level, 1d6 "
                                                          "…"))] = "@level"
    damageType: Annotated[str, Label(QT_TRANSLATE_NOOP("Rules", "Damage type")), _DAMAGE_TYPE] = ""
    delivery: Annotated[Delivery, Label(QT_TRANSLATE_NOOP("Rules", "Delivery")), _DELIVERY] = "any"
    source: Annotated[Source, Label(QT_TRANSLATE_NOOP("Rules", "Source")), _SOURCE] = "any"
    targetCondition: Annotated[dict[str, Any],
                               Label(QT_TRANSLATE_NOOP("Rules", "Target condition")), _TARGET] = fresh(dict)

    def words(self, say: Say) -> str:
        said = Rules.tr("On {attacks} against a matching target, pick: advantage +{advantage} or +({damage}) damage") \
            if self.targetCondition else Rules.tr("On {attacks}, pick: advantage +{advantage} or +({damage}) damage")
        return said.format(attacks=_attacks(self.delivery, self.source), advantage=self.advantage,
                           damage=say.formula(self.damageBonus or "0"))


class DamageReduction(RuleBase, rule="damageReduction", name=QT_TRANSLATE_NOOP("Rules", "Damage Reduction"),
                      group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Reduces damage you take: by a number, or by half (rounded up), of every "
                                         "type or of the types listed.")

    mode: Annotated[Literal["flat", "half"], Label(QT_TRANSLATE_NOOP("Rules", "Mode")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "Flat: less by the value. Half: halved once, rounding up (the "
                                                   "value is ignored)."))] = "flat"
    value: Annotated[str, Formula(),
                     Label(QT_TRANSLATE_NOOP("Rules", "Reduction")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "Damage taken off each hit: 1, @level …"))] = "1"
    damageTypes: Annotated[list[str], Label(QT_TRANSLATE_NOOP("Rules", "Damage types")),
                           Doc(QT_TRANSLATE_NOOP("Rules", "Only damage of these types (never untyped damage). Empty: "
                                                          "all damage."))] = fresh(list)

    def words(self, say: Say) -> str:
        types = ", ".join(self.damageTypes)
        if self.mode == "half":
            return Rules.tr("Half damage from {types} damage").format(types=types) if types else \
                Rules.tr("Half damage from all damage")
        value = say.formula(self.value or "0")
        return Rules.tr("{value} less {types} damage taken").format(value=value, types=types) if types else \
            Rules.tr("{value} less damage taken").format(value=value)


class ModifyIncomingAttack(RuleBase, rule="modifyIncomingAttack",
                           name=QT_TRANSLATE_NOOP("Rules", "Modify Incoming Attack"), group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Changes attacks made against you: disadvantage, a forced reroll, "
                                         "redirected to you, or an automatic miss.")

    modifier: Annotated[Literal["disadvantage", "forceReroll", "redirectToSelf", "autoMiss"],
                        Label(QT_TRANSLATE_NOOP("Rules", "Modifier")),
                        Doc(QT_TRANSLATE_NOOP("Rules", "What happens to the incoming attack."))] = "disadvantage"
    range: Annotated[int | float,
                     Label(QT_TRANSLATE_NOOP("Rules", "Range")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "Spaces from you within which it works (a reminder)."))] = 2
    automatic: Annotated[bool, Strict(), Label(QT_TRANSLATE_NOOP("Rules", "Automatic")),
                         Doc(QT_TRANSLATE_NOOP("Rules", "Applies to every incoming attack; otherwise the player says "
                                                        "when it applies."))] = False
    rerollTrigger: Annotated[Literal["always", "hit", "criticalHit"], Label(QT_TRANSLATE_NOOP("Rules", "Reroll on")),
                             Doc(QT_TRANSLATE_NOOP("Rules", "Which attacks a forced reroll applies to."))] = "always"
    rerollWithDisadvantage: Annotated[bool, Strict(), Label(QT_TRANSLATE_NOOP("Rules", "Reroll with disadvantage")),
                                      Doc(QT_TRANSLATE_NOOP("Rules", "The forced reroll is made with "
                                                                     "disadvantage."))] = False

    def words(self, say: Say) -> str:
        said = {"disadvantage": Rules.tr("Attacks against you have disadvantage"),
                "forceReroll": Rules.tr("Attacks against you must be rerolled"),
                "redirectToSelf": Rules.tr("Attacks against you can be redirected to you"),
                "autoMiss": Rules.tr("Attacks against you miss")}[self.modifier]
        return said if self.automatic else Rules.tr("{effect} (when you say so)").format(effect=said)


class MaxHitDice(RuleBase, rule="maxHitDice", name=QT_TRANSLATE_NOOP("Rules", "Hit Dice"), group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "More (or fewer) hit dice of one size: that size's max + floor(value) "
                                         "(character.md §15.1).")

    value: Annotated[str, Formula(),
                     Label(QT_TRANSLATE_NOOP("Rules", "Hit dice")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "Added to the size's max, rounded down: 1, @level …"))] = ""
    dieSize: Annotated[int, Label(QT_TRANSLATE_NOOP("Rules", "Die size")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "The size as stored (4, 6, 8, 10, 12, 20). 0: the class's hit "
                                                      "die (d6 without one)."))] = 0

    def words(self, say: Say) -> str:
        value = say.formula(self.value or "0")
        if self.dieSize:
            return Rules.tr("Max {die} hit dice + ({value})").format(die=f"d{self.dieSize}", value=value)
        return Rules.tr("Max class hit dice + ({value})").format(value=value)


class IncrementHitDice(RuleBase, rule="incrementHitDice", name=QT_TRANSLATE_NOOP("Rules", "Increment Hit Dice"),
                       group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Every hit die steps up a size or more along d4, d6, d8, d10, d12, d20 "
                                         "(capped at d20).")

    value: Annotated[str, Formula(),
                     Label(QT_TRANSLATE_NOOP("Rules", "Steps")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "How many sizes each hit die steps up: 1, 2 …"))] = "1"

    def words(self, say: Say) -> str:
        return Rules.tr("Hit dice {value} size(s) larger").format(value=say.formula(self.value or "0"))


class HitDiceAdvantage(RuleBase, rule="hitDiceAdvantage", name=QT_TRANSLATE_NOOP("Rules", "Hit Dice Advantage"),
                       group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Hit dice roll with advantage when a condition holds (a field rest in the "
                                         "wild), or at level-up.")

    condition: Annotated[str,
                         Label(QT_TRANSLATE_NOOP("Rules", "When")),
                         Doc(QT_TRANSLATE_NOOP("Rules", "When it applies, in words; the player confirms it at the "
                                                        "rest."))] = ""
    amount: Annotated[int, Ge(1), Label(QT_TRANSLATE_NOOP("Rules", "Extra dice")),
                      Doc(QT_TRANSLATE_NOOP("Rules", "Each hit die rolls this many more and keeps the highest."))] = 1
    rollContext: Annotated[Literal["fieldRest", "maxHpIncrease"], Label(QT_TRANSLATE_NOOP("Rules", "Rolls")),
                           Doc(QT_TRANSLATE_NOOP("Rules", "Field rest: hit dice spent to heal. Max HP increase: the "
                                                          "level-up roll."))] = "fieldRest"

    def words(self, say: Say) -> str:
        if self.rollContext == "fieldRest":
            said = Rules.tr("Advantage ({amount}) on hit dice on a field rest {when}") if self.condition else \
                Rules.tr("Advantage ({amount}) on hit dice on a field rest")
        else:
            said = Rules.tr("Advantage ({amount}) on the level-up HP roll {when}") if self.condition else \
                Rules.tr("Advantage ({amount}) on the level-up HP roll")
        return said.format(amount=self.amount, when=self.condition)


class MaximizeHitDice(RuleBase, rule="maximizeHitDice", name=QT_TRANSLATE_NOOP("Rules", "Maximize Hit Dice"),
                      group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Hit dice spent in a field rest count as their top face, as Make Camp does.")

    def words(self, say: Say) -> str:
        return Rules.tr("Hit dice spent in a field rest count as their top face")


class DyingActionLimit(RuleBase, rule="dyingActionLimit", name=QT_TRANSLATE_NOOP("Rules", "Dying Action Limit"),
                       group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "How many actions you may take while Dying: the highest of these rules, at "
                                         "least 1.")

    value: Annotated[str, Formula(),
                     Label(QT_TRANSLATE_NOOP("Rules", "Actions")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "Actions a turn while Dying: 2 …"))] = "1"

    def words(self, say: Say) -> str:
        return Rules.tr("Up to {value} actions while Dying").format(value=say.formula(self.value or "0"))


class HealingPotionBonus(RuleBase, rule="healingPotionBonus", name=QT_TRANSLATE_NOOP("Rules", "Healing Potion Bonus"),
                         group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Healing from a potion heals more: + floor(value).")

    value: Annotated[str, Formula(),
                     Label(QT_TRANSLATE_NOOP("Rules", "Extra healing")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "Added to each potion's healing: 1, @level …"))] = "1"

    def words(self, say: Say) -> str:
        return Rules.tr("Potions heal +({value})").format(value=say.formula(self.value or "0"))


class UnarmedDamage(RuleBase, rule="unarmedDamage", name=QT_TRANSLATE_NOOP("Rules", "Unarmed Damage"), group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Replaces Unarmed Strike's damage (1d4 + STR); the last active one wins.")

    value: Annotated[str, Formula(dice=True), Label(QT_TRANSLATE_NOOP("Rules", "Damage")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "Unarmed Strike's damage: 1d6 + @strength "
                                                    "…"))] = "1d4 + @abilities.strength.mod"

    def words(self, say: Say) -> str:
        return Rules.tr("Unarmed Strike deals {value}").format(value=say.formula(self.value or "0"))


class GrantProficiency(RuleBase, rule="grantProficiency", name=QT_TRANSLATE_NOOP("Rules", "Grant Proficiency"),
                       group=_GRANTS):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Adds armor, weapon or language proficiencies (character.md §15.5).")

    proficiencyType: Annotated[Literal["armor", "languages", "weapons"], Label(QT_TRANSLATE_NOOP("Rules", "Kind")),
                               Doc(QT_TRANSLATE_NOOP("Rules", "What the values are proficiencies in."))] = "languages"
    values: Annotated[list[str], Label(QT_TRANSLATE_NOOP("Rules", "Values")),
                      Doc(QT_TRANSLATE_NOOP("Rules", "The proficiencies granted, comma-separated (all: every armor or "
                                                     "language)."))] = fresh(list)
    displayAs: Annotated[str,
                         Label(QT_TRANSLATE_NOOP("Rules", "Shown as")),
                         Doc(QT_TRANSLATE_NOOP("Rules", "How the sheet names the grant (blank: the values)."))] = ""

    def words(self, say: Say) -> str:
        said = {"armor": Rules.tr("Armor: {values}"), "languages": Rules.tr("Languages: {values}"),
                "weapons": Rules.tr("Weapons: {values}")}[self.proficiencyType]
        return said.format(values=self.displayAs or ", ".join(self.values) or Rules.tr("none"))


# ---- the numbers on the sheet (character.md §15.1, §15.2, §15.5 grantMovement): engine/numbers.py ----
_BONUS = Doc(QT_TRANSLATE_NOOP("Rules", "Added, rounded down: 1, @level, -1 … Blank: 0."))
StatName = Literal[STATS]  # type: ignore[valid-type]
_STATS_OR_ALL = (*STATS, "all")
_SKILLS_OR_ALL = (*SKILLS, "all")
_SAVE_TARGETS = ("all", "advantaged", "disadvantaged", "neutral", *STATS)
MovementMode = Literal[MOVEMENT_MODES]  # type: ignore[valid-type]
RollModeValue = int  # set values outside -3..3 are clamped (character.md §15.1)


def _names(values: list[str], every: str, word: Callable[[str], str]) -> str:
    return every if "all" in values else ", ".join(word(v) for v in values) or Rules.tr("nothing")


class AbilityBonus(RuleBase, rule="abilityBonus", name=QT_TRANSLATE_NOOP("Rules", "Stat Bonus"), group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Adds to stats: each listed stat + floor(value), before every other number "
                                         "(character.md §15.1).")

    value: Annotated[str, Formula(), Label(QT_TRANSLATE_NOOP("Rules", "Bonus")), _BONUS] = ""
    abilities: Annotated[list[Literal[_STATS_OR_ALL]],  # type: ignore[valid-type]
                         Label(QT_TRANSLATE_NOOP("Rules", "Stats")),
                         Doc(QT_TRANSLATE_NOOP("Rules", "The stats it raises (all: every stat)."))] = fresh(list)

    def words(self, say: Say) -> str:
        return Rules.tr("{names} + ({value})").format(names=_names(self.abilities, Rules.tr("Every stat"), stat_word),
                                                      value=say.formula(self.value or "0"))


class ArmorClass(RuleBase, rule="armorClass", name=QT_TRANSLATE_NOOP("Rules", "Armor Class"), group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Changes Armor: adds to it, multiplies it, or overrides it (armor's own "
                                         "rule: Full Plate).")

    formula: Annotated[str, Formula(), Label(QT_TRANSLATE_NOOP("Rules", "Formula")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "18-@dexterity, 2, @level … A formula giving 0 is "
                                                      "skipped."))] = ""
    mode: Annotated[Literal["add", "multiply", "override"], Label(QT_TRANSLATE_NOOP("Rules", "Mode")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "Add and multiply by priority, then the last override replaces "
                                                   "everything."))] = "add"

    def words(self, say: Say) -> str:
        said = {"add": Rules.tr("Armor + ({value})"), "multiply": Rules.tr("Armor × ({value})"),
                "override": Rules.tr("Armor = ({value})")}[self.mode]
        return said.format(value=say.formula(self.formula or "0"))


class SkillBonus(RuleBase, rule="skillBonus", name=QT_TRANSLATE_NOOP("Rules", "Skill Bonus"), group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Adds to skill mods: each listed skill + floor(value).")

    value: Annotated[str, Formula(), Label(QT_TRANSLATE_NOOP("Rules", "Bonus")), _BONUS] = ""
    skills: Annotated[list[Literal[_SKILLS_OR_ALL]],  # type: ignore[valid-type]
                      Label(QT_TRANSLATE_NOOP("Rules", "Skills")),
                      Doc(QT_TRANSLATE_NOOP("Rules", "The skills it raises (all: every skill)."))] = fresh(list)

    def words(self, say: Say) -> str:
        return Rules.tr("{names} + ({value})").format(names=_names(self.skills, Rules.tr("Every skill"), skill_word),
                                                      value=say.formula(self.value or "0"))


class SavingThrowBonus(RuleBase, rule="savingThrowBonus", name=QT_TRANSLATE_NOOP("Rules", "Save Bonus"),
                       group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Adds to saving throws: each listed save + floor(value).")

    value: Annotated[str, Formula(), Label(QT_TRANSLATE_NOOP("Rules", "Bonus")), _BONUS] = ""
    savingThrows: Annotated[list[Literal[_STATS_OR_ALL]],  # type: ignore[valid-type]
                            Label(QT_TRANSLATE_NOOP("Rules", "Saves")),
                            Doc(QT_TRANSLATE_NOOP("Rules", "The saves it raises (all: every save)."))] = fresh(list)

    def words(self, say: Say) -> str:
        names = _names(self.savingThrows, Rules.tr("Every save"), stat_word)
        return Rules.tr("{names} saves + ({value})").format(names=names, value=say.formula(self.value or "0"))


_MODE_VALUE = Doc(QT_TRANSLATE_NOOP("Rules", "Advantage is positive, disadvantage negative: 1 is advantage, -2 two "
                                             "disadvantages."))


def _mode_words(mode: str, value: int) -> str:
    steps = abs(value)
    if mode == "set":
        if value == 0:
            return Rules.tr("normal")
        said = Rules.tr("advantage {steps}") if value > 0 else Rules.tr("disadvantage {steps}")
    else:
        said = Rules.tr("+{steps} advantage") if value >= 0 else Rules.tr("-{steps} disadvantage")
    return said.format(steps=steps)


class SkillRollMode(RuleBase, rule="skillRollMode", name=QT_TRANSLATE_NOOP("Rules", "Skill Roll Mode"), group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Gives skills advantage or disadvantage by default.")

    value: Annotated[RollModeValue, Label(QT_TRANSLATE_NOOP("Rules", "Mode")), _MODE_VALUE] = 1
    skills: Annotated[list[Literal[_SKILLS_OR_ALL]],  # type: ignore[valid-type]
                      Label(QT_TRANSLATE_NOOP("Rules", "Skills")),
                      Doc(QT_TRANSLATE_NOOP("Rules", "The skills it applies to (all: every skill)."))] = fresh(list)
    mode: Annotated[Literal["adjust", "set"], Label(QT_TRANSLATE_NOOP("Rules", "How")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "Adjust adds to the running mode; set replaces it. Each skill "
                                                   "stays within -3..3."))] = "adjust"

    def words(self, say: Say) -> str:
        return Rules.tr("{names} checks: {mode}").format(names=_names(self.skills, Rules.tr("Every skill"), skill_word),
                                                         mode=_mode_words(self.mode, self.value))


class SavingThrowRollMode(RuleBase, rule="savingThrowRollMode", name=QT_TRANSLATE_NOOP("Rules", "Save Roll Mode"),
                          group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Gives saving throws advantage or disadvantage by default (Highborn: no "
                                         "save disadvantaged).")

    value: Annotated[RollModeValue, Label(QT_TRANSLATE_NOOP("Rules", "Mode")), _MODE_VALUE] = 0
    target: Annotated[Literal[_SAVE_TARGETS],  # type: ignore[valid-type]
                      Label(QT_TRANSLATE_NOOP("Rules", "Saves")),
                      Doc(QT_TRANSLATE_NOOP("Rules", "Which saves: all, those with advantage, disadvantage or neither "
                                                     "so far, "
                                                     "or one stat's."))] = "all"
    mode: Annotated[Literal["set", "adjust"], Label(QT_TRANSLATE_NOOP("Rules", "How")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "Set replaces the running mode; adjust adds to it. Each save stays "
                                                   "within -3..3."))] = "set"
    requiresChoice: Annotated[bool, Label(QT_TRANSLATE_NOOP("Rules", "Player chooses")),
                              Doc(QT_TRANSLATE_NOOP("Rules", "The player picks the save (below); until then it does "
                                                             "nothing."))] = False
    selectedSave: Annotated[StatName | None, Label(QT_TRANSLATE_NOOP("Rules", "Chosen save")),
                            Doc(QT_TRANSLATE_NOOP("Rules", "The save the player picked; it replaces Saves."))] = None

    def words(self, say: Say) -> str:
        if self.requiresChoice and self.selectedSave is None:
            return Rules.tr("A save of your choice: {mode} (not chosen yet)").format(
                mode=_mode_words(self.mode, self.value))
        target = str(self.selectedSave if self.requiresChoice else self.target)
        saves = {"all": Rules.tr("Every save"), "advantaged": Rules.tr("Advantaged saves"),
                 "disadvantaged": Rules.tr("Disadvantaged saves"), "neutral": Rules.tr("Saves without advantage")}
        said = saves.get(target) or Rules.tr("{stat} saves").format(stat=stat_word(target))
        return Rules.tr("{saves}: {mode}").format(saves=said, mode=_mode_words(self.mode, self.value))


class InitiativeBonus(RuleBase, rule="initiativeBonus", name=QT_TRANSLATE_NOOP("Rules", "Initiative Bonus"),
                      group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Adds to initiative rolls: + floor(value).")

    value: Annotated[str, Formula(), Label(QT_TRANSLATE_NOOP("Rules", "Bonus")), _BONUS] = ""

    def words(self, say: Say) -> str:
        return Rules.tr("Initiative + ({value})").format(value=say.formula(self.value or "0"))


class InitiativeRollMode(RuleBase, rule="initiativeRollMode", name=QT_TRANSLATE_NOOP("Rules", "Initiative Roll Mode"),
                         group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Gives initiative advantage or disadvantage by default (Lithe).")

    value: Annotated[RollModeValue, Label(QT_TRANSLATE_NOOP("Rules", "Mode")), _MODE_VALUE] = 1
    mode: Annotated[Literal["set", "adjust"], Label(QT_TRANSLATE_NOOP("Rules", "How")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "Set replaces the running mode; adjust adds to it."))] = "set"

    def words(self, say: Say) -> str:
        return Rules.tr("Initiative: {mode}").format(mode=_mode_words(self.mode, self.value))


class SpeedBonus(RuleBase, rule="speedBonus", name=QT_TRANSLATE_NOOP("Rules", "Speed Bonus"), group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Adds to a speed: + floor(value), never below 0.")

    value: Annotated[str, Formula(), Label(QT_TRANSLATE_NOOP("Rules", "Bonus")), _BONUS] = ""
    movementType: Annotated[MovementMode | None,
                            Label(QT_TRANSLATE_NOOP("Rules", "Movement")),
                            Doc(QT_TRANSLATE_NOOP("Rules", "Which speed (blank: walk)."))] = None

    def words(self, say: Say) -> str:
        return Rules.tr("{movement} speed + ({value})").format(movement=movement_word(self.movementType or "walk"),
                                                               value=say.formula(self.value or "0"))


class MaxHpBonus(RuleBase, rule="maxHpBonus", name=QT_TRANSLATE_NOOP("Rules", "Hit Points"), group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Adds to max HP: + value, or value × level.")

    value: Annotated[int | float | str, Label(QT_TRANSLATE_NOOP("Rules", "Hit points")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "A number (\"10\" reads as 10), added to max HP."))] = 0
    perLevel: Annotated[bool,
                        Label(QT_TRANSLATE_NOOP("Rules", "Per level")),
                        Doc(QT_TRANSLATE_NOOP("Rules", "Multiply by the character's level."))] = False

    def words(self, say: Say) -> str:
        said = Rules.tr("Max HP + {value} × level") if self.perLevel else Rules.tr("Max HP + {value}")
        return said.format(value=self.value)


class GrantMovement(RuleBase, rule="grantMovement", name=QT_TRANSLATE_NOOP("Rules", "Grant Movement"), group=_GRANTS):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Gives a speed (fly, climb …): the best grant per speed replaces a lower "
                                         "one.")

    mode: Annotated[MovementMode,
                    Label(QT_TRANSLATE_NOOP("Rules", "Movement")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "Which speed it gives."))] = "fly"
    speed: Annotated[str, Formula(), Label(QT_TRANSLATE_NOOP("Rules", "Speed")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "The speed given: 6, @walk … 0 or less gives "
                                                    "nothing."))] = "@attributes.movement.walk"

    def words(self, say: Say) -> str:
        return Rules.tr("{movement} speed {value}").format(movement=movement_word(self.mode),
                                                           value=say.formula(self.speed or "0"))


class ActionCost(RuleBase, rule="actionCost", name=QT_TRANSLATE_NOOP("Rules", "Action Cost"), group=_ACTIONS):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Changes how many actions using an item, or a heroic reaction, costs (never "
                                         "below 0).")

    applies: Annotated[Literal["item", "heroicReaction"], Label(QT_TRANSLATE_NOOP("Rules", "Applies to")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "An item's activation, or a heroic reaction (Defend, Interpose "
                                                      "…)."))] = "item"
    mode: Annotated[Literal["delta", "set"], Label(QT_TRANSLATE_NOOP("Rules", "How")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "Delta adds to the running cost; set replaces it."))] = "delta"
    value: Annotated[str, Formula(),
                     Label(QT_TRANSLATE_NOOP("Rules", "Actions")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "Added or set, rounded down: 1, -1, 0 …"))] = "1"
    itemTypes: Annotated[list[str], Label(QT_TRANSLATE_NOOP("Rules", "Item types")),
                         Doc(QT_TRANSLATE_NOOP("Rules", "Only items of these types (feature, object, spell …); "
                                                        "blank: every item."))] = fresh(list)
    itemIdentifier: Annotated[str, Label(QT_TRANSLATE_NOOP("Rules", "Item")),
                              Doc(QT_TRANSLATE_NOOP("Rules", "Only the item with this identifier (the slug of its "
                                                             "name); blank: any."))] = ""
    reactions: Annotated[list[Literal["defend", "interpose", "opportunityAttack", "help"]],
                         Label(QT_TRANSLATE_NOOP("Rules", "Reactions")),
                         Doc(QT_TRANSLATE_NOOP("Rules", "Only these heroic reactions; blank: every "
                                                        "reaction."))] = fresh(list)

    def words(self, say: Say) -> str:
        what = (", ".join(self.reactions) or Rules.tr("every reaction")) if self.applies == "heroicReaction" else \
            (self.itemIdentifier or ", ".join(self.itemTypes) or Rules.tr("every item"))
        said = Rules.tr("{what} costs({value}) actions") if self.mode == "set" else \
            Rules.tr("{what} costs +({value}) actions")
        return said.format(what=f"{what[:1].upper()}{what[1:]}", value=say.formula(self.value or "0"))


class ActionDelta(RuleBase, rule="actionDelta", name=QT_TRANSLATE_NOOP("Rules", "Action Delta"), group=_ACTIONS):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Using the item gives (or takes) actions, now or on your next turn "
                                         "(Coordinated Strike).")

    value: Annotated[str, Formula(),
                     Label(QT_TRANSLATE_NOOP("Rules", "Actions")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "Actions given, truncated toward 0: 1, -1 …"))] = "1"
    timing: Annotated[Literal["now", "nextTurn"], Label(QT_TRANSLATE_NOOP("Rules", "When")),
                      Doc(QT_TRANSLATE_NOOP("Rules", "Now: extra actions this turn. Next turn: more (or fewer) at the "
                                                     "next refill."))] = "now"
    target: Annotated[Literal["self", "targeted", "allAllies"], Label(QT_TRANSLATE_NOOP("Rules", "Who")),
                      Doc(QT_TRANSLATE_NOOP("Rules", "Yourself; a target or every ally is a line in the "
                                                     "log."))] = "self"
    borrowFromNextTurn: Annotated[bool, Label(QT_TRANSLATE_NOOP("Rules", "Borrow from next turn")),
                                  Doc(QT_TRANSLATE_NOOP("Rules", "The actions given now are taken from the next "
                                                                 "turn."))] = False

    def words(self, say: Say) -> str:
        now = self.timing == "now"
        said = {"self": Rules.tr("You gain ({value}) actions now") if now else
                Rules.tr("You gain ({value}) actions next turn"),
                "targeted": Rules.tr("The target gains ({value}) actions now") if now else
                Rules.tr("The target gains ({value}) actions next turn"),
                "allAllies": Rules.tr("Every ally gains ({value}) actions now") if now else
                Rules.tr("Every ally gains ({value}) actions next turn")}[self.target]
        said = said.format(value=say.formula(self.value or "0"))
        return Rules.tr("{gain}, borrowed from next turn").format(gain=said) if self.borrowFromNextTurn else said


# ---- conditions (character.md §12, §15.4): engine/conditions.py ----
ConditionId = Literal[CONDITION_IDS]  # type: ignore[valid-type]
ConditionOrNone = Literal[("",) + CONDITION_IDS]  # type: ignore[valid-type]  # "": none chosen yet


class ConditionDuration(Form):
    """Apply Condition's duration, in upstream's shape: rounds and turns become a `turnEnds` timer (the
    larger), seconds are kept and ignored (character.md §15.4)."""

    rounds: Annotated[int, Ge(0)] | None = None
    turns: Annotated[int, Ge(0)] | None = None
    seconds: int | float | None = None


class ApplyCondition(RuleBase, rule="applyCondition", name=QT_TRANSLATE_NOOP("Rules", "Apply Condition"),
                     group=_TRIGGERS):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Applies a condition: to you on a turn, a wound, a rest or a failed save, "
                                         "or to your attack's target.")

    condition: Annotated[ConditionOrNone,  # type: ignore[valid-type]
                         Label(QT_TRANSLATE_NOOP("Rules", "Condition")),
                         Doc(QT_TRANSLATE_NOOP("Rules", "The condition it applies."))] = ""
    trigger: Annotated[Literal[APPLY_CONDITION_TRIGGERS],  # type: ignore[valid-type]
                       Label(QT_TRANSLATE_NOOP("Rules", "When")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "On your attack's hit, crit or miss (to the target), or an "
                                                      "event of yours (to you)."))] \
        = "onCrit"
    duration: Annotated[ConditionDuration, Label(QT_TRANSLATE_NOOP("Rules", "Duration")),
                        Doc(QT_TRANSLATE_NOOP("Rules", "Rounds or turns: it ends after that many of your turns. None: "
                                                       "the condition's own."))] \
        = fresh(dict)

    def words(self, say: Say) -> str:
        what = condition_words(self.condition) if self.condition else Rules.tr("a condition")
        said = Rules.tr("{condition} on the target {when}") if self.trigger in ("onHit", "onCrit", "onMiss") else \
            Rules.tr("{condition} on you {when}")
        said = said.format(condition=what, when=apply_trigger_words(self.trigger))
        turns = max(self.duration.rounds or 0, self.duration.turns or 0)
        return Rules.tr("{effect} for %n turn(s)", "", turns).format(effect=said) if turns else said


class ConditionImmunity(RuleBase, rule="conditionImmunity", name=QT_TRANSLATE_NOOP("Rules", "Condition Immunity"),
                        group=_BONUSES):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "You cannot have the listed conditions, not even implied ones.")

    conditions: Annotated[list[ConditionId], Label(QT_TRANSLATE_NOOP("Rules", "Conditions")),
                          Doc(QT_TRANSLATE_NOOP("Rules", "The conditions you are immune to."))] = fresh(list)

    def words(self, say: Say) -> str:
        return Rules.tr("Immune to {conditions}").format(
            conditions=", ".join(condition_words(c) for c in self.conditions) or Rules.tr("nothing"))


# ---- grants of items and spells (character.md §15.5): engine/grants.py ----
class GrantItem(RuleBase, rule="grantItem", name=QT_TRANSLATE_NOOP("Rules", "Grant Item"), group=_GRANTS):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Adds a copy of an item library entry when the item carrying it is added "
                                         "(by hand or at level-up).")

    uuid: Annotated[str, Label(QT_TRANSLATE_NOOP("Rules", "Item")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "The library item's upstream uuid (_stats.compendiumSource): "
                                                   "Compendium.…"))] = ""
    allowDuplicate: Annotated[StrictBool, Label(QT_TRANSLATE_NOOP("Rules", "Allow duplicates")),
                              Doc(QT_TRANSLATE_NOOP("Rules", "Grant it even when the character already has that "
                                                             "item."))] = True
    inMemoryOnly: Annotated[StrictBool, Label(QT_TRANSLATE_NOOP("Rules", "In memory only")),
                            Doc(QT_TRANSLATE_NOOP("Rules", "Upstream's temporary grant: not supported here, the rule "
                                                           "then does nothing."))] = False
    quantity: Annotated[int | None,
                        Label(QT_TRANSLATE_NOOP("Rules", "Quantity")),
                        Doc(QT_TRANSLATE_NOOP("Rules", "The copy's quantity (blank: the library item's)."))] = None

    def words(self, say: Say) -> str:
        item = self.label or (self.uuid.rsplit(".", 1)[-1] if self.uuid else Rules.tr("nothing"))
        if self.quantity:
            return Rules.tr("Grants {item} × {quantity}").format(item=item, quantity=self.quantity)
        return Rules.tr("Grants {item}").format(item=item)


class GrantSpells(RuleBase, rule="grantSpells", name=QT_TRANSLATE_NOOP("Rules", "Grant Spells"), group=_GRANTS):
    __doc__ = QT_TRANSLATE_NOOP("Rules", "Adds spells at creation and level-up: every matching library spell, or the "
                                         "player's picks.")

    schools: Annotated[list[str], Label(QT_TRANSLATE_NOOP("Rules", "Schools")),
                       Doc(QT_TRANSLATE_NOOP("Rules", "Spell schools it grants from (known: the schools already "
                                                      "known)."))] = fresh(list)
    tiers: Annotated[list[int], Label(QT_TRANSLATE_NOOP("Rules", "Tiers")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "Spell tiers it grants from (0: cantrips)."))] = fresh(lambda: [0])
    utilityOnly: Annotated[StrictBool,
                           Label(QT_TRANSLATE_NOOP("Rules", "Utility only")),
                           Doc(QT_TRANSLATE_NOOP("Rules", "Only spells with the utility property."))] = False
    uuids: Annotated[list[str], Label(QT_TRANSLATE_NOOP("Rules", "Spells")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "Exact spells by upstream uuid (instead of the "
                                                    "filter)."))] = fresh(list)
    mode: Annotated[Literal["auto", "selectSchool", "selectSpell"], Label(QT_TRANSLATE_NOOP("Rules", "Mode")),
                    Doc(QT_TRANSLATE_NOOP("Rules", "auto: every match; select…: the player picks."))] = "auto"
    count: Annotated[int | None,
                     Label(QT_TRANSLATE_NOOP("Rules", "Picks")),
                     Doc(QT_TRANSLATE_NOOP("Rules", "How many spells the player picks (select modes)."))] = None

    def words(self, say: Say) -> str:
        tiers = ", ".join(Rules.tr("cantrips") if t == 0 else Rules.tr("tier {tier}").format(tier=t)
                          for t in self.tiers) or Rules.tr("no tier")
        schools = ", ".join(self.schools) or Rules.tr("any school")
        what = Rules.tr("%n named spell(s)", "", len(self.uuids)) if self.uuids else \
            Rules.tr("{schools} spells ({tiers})").format(schools=schools, tiers=tiers)
        if self.mode == "auto":
            return Rules.tr("Grants {item}").format(item=what)
        return Rules.tr("Pick {count} of {spells}").format(count=self.count or 1, spells=what)

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
        return RuleEntry(raw, index, error=Engine.tr("a rule must be an object, got {kind}").format(
            kind=type(raw).__name__))
    rtype = raw.get("type")
    cls = RULE_CLASSES.get(rtype) if isinstance(rtype, str) else None
    if cls is None:
        entry = RuleEntry(raw, index, unsupported=True, error_field="type",
                          error=Engine.tr("rule type {type} is not supported; kept as is and does nothing").format(
                              type=repr(rtype)))
        return entry
    try:
        model = read(cls, raw)
        if isinstance(model, ModifyPool) and model.minFace is not None and model.minFace < 1:
            return RuleEntry(raw, index, error_field="minFace", error=Engine.tr("must be at least 1"))
        ident = raw.get("identifier") or ""
        for bad in (":", "@"):
            if bad in str(ident):
                return RuleEntry(raw, index, error_field="identifier",
                                 error=Engine.tr("may not contain '{character}'").format(character=bad))
        if isinstance(model, (ChargePool, DicePool)) and not ident and not _slug(str(raw.get("label") or "")):
            return RuleEntry(raw, index, error_field="identifier",
                             error=Engine.tr("a pool needs an identifier or a label"))
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
            said = Engine.tr("unknown die size {size} (use one of {sizes}); using {default}") if default else \
                Engine.tr("unknown die size {size} (use one of {sizes}); no die size")
            said = said.format(size=repr(model.dieSize), sizes=", ".join(DIE_SIZES), default=default)
            entry.problems.append(("warning", "dieSize", said))
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
    valid = []
    for n, raw in enumerate(raws):
        where = f"{name}[{n}]"
        if not isinstance(raw, dict):
            problems.append(("error", where, _inert(Engine.tr("an entry must be an object, got {kind}").format(
                kind=type(raw).__name__))))
            continue
        trigger, mode = raw.get("trigger", "safeRest"), raw.get("mode", "add")
        if trigger not in triggers:
            if trigger in other_triggers:
                message = Engine.tr("{trigger} is a charge pool trigger, not a dice pool one") if kind == "dice" \
                    else Engine.tr("{trigger} is a dice pool trigger, not a charge pool one")
                message = message.format(trigger=trigger)
            else:
                message = Engine.tr("unknown trigger {trigger} (a dice pool uses {triggers})") if kind == "dice" \
                    else Engine.tr("unknown trigger {trigger} (a charge pool uses {triggers})")
                message = message.format(trigger=repr(trigger), triggers=", ".join(triggers))
            problems.append(("error", f"{where}.trigger", _inert(message)))
            continue
        if mode not in modes:
            message = Engine.tr("unknown mode {mode} (a dice pool uses {modes})") if kind == "dice" else \
                Engine.tr("unknown mode {mode} (a charge pool uses {modes})")
            problems.append(("error", f"{where}.mode", _inert(message.format(mode=repr(mode), modes=", ".join(modes)))))
            continue
        try:
            parsed = read(cls, raw)
            if parsed.predicate:
                validate_structure(parsed.predicate)
        except Invalid as err:
            path, message = err.path, err.message
            problems.append(("error", f"{where}.{path}" if path else where, _inert(message)))
            continue
        except PredicateError as err:
            problems.append(("error", f"{where}.predicate",
                             _inert(Engine.tr("invalid condition: {error}").format(error=err))))
            continue
        valid.append(parsed)
    return valid


def _inert(problem: str) -> str:
    return Engine.tr("{problem}; this entry does nothing").format(problem=problem)


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
        if self.poolType == "dice":
            said = Engine.tr("action {action} is not a dice pool action (use one of {actions})")
        else:
            said = Engine.tr("action {action} is not a charge pool action (use one of {actions})")
        return said.format(action=repr(self.action), actions=", ".join(allowed))


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
        return EffectEntry(raw, index, error=Engine.tr("a pool effect must be an object"))
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
        raise ItemError("", Engine.tr("an item must be an object, got {kind}").format(kind=type(raw).__name__))
    try:
        fields = read(ItemFields, raw)
    except Invalid as err:
        raise ItemError(err.path, err.message) from None
    rules = [parse_rule(r, i) for i, r in enumerate(fields.rules)]
    pool_effects = (fields.activation or {}).get("pool", [])
    if not isinstance(pool_effects, list):
        effects = [EffectEntry(pool_effects, 0, error=Engine.tr("activation.pool must be a list"))]
    else:
        effects = [parse_effect(e, i) for i, e in enumerate(pool_effects)]
    return ItemEntry(raw, fields, rules, effects)
