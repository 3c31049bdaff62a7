"""What the builder knows about each rule type: names, descriptions, fields, defaults, templates.

Everything here is data (no widgets), so the cards, the picker and the guide agree on one wording. A rule
type's name, group, description and fields (label, one-line hint, default, formula settings) come from
its declaration (engine/model.py); what is only presentation stays here: badge colours, the human names
of a field's options, a field's widget where its type does not say it (a pool picker, an event list),
placeholders, and when a field is ignored. A rule type declared with none of that still gets a card.
"""
from __future__ import annotations

import secrets
import string
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine.action_tracker import REACTION_WORDS
from ..engine.declare import Absent, Doc, Formula, Label
from ..engine.forms import Field
from ..engine.model import (
    CHARGE_MODES,
    CHARGE_TRIGGERS,
    DICE_MODES,
    DICE_TRIGGERS,
    DIE_SIZES,
    ITEM_TYPES,
    MOVEMENT_MODES,
    RULE_CLASSES,
    SKILL_STATS,
    STATS,
    TOGGLE_OFF_EVENTS,
    TOGGLE_ON_EVENTS,
    RuleBase,
)
from ..engine.model import REFILL_CONTEXT as _REFILL_CONTEXT
from ..engine.predicates import slug
from ..engine.toggles import EVENT_NAMES
from ..engine.vocab import APPLY_CONDITION_TRIGGERS, APPLY_TRIGGER_WORDS, CONDITION_IDS, condition_words
from .condition_words import CONDITION_HINTS
from .explain import MODE_HINTS, MODE_NAMES, TRIGGER_HINTS, trigger_name

REFILL_CONTEXT = _REFILL_CONTEXT

# One option of a drop-down: (stored value, human name, one-line hint).
Option = tuple[Any, str, str]


@dataclass(frozen=True)
class RuleType:
    """A rule type as the picker and the card header show it."""

    type: str
    name: str
    group: str
    description: str
    badge: str  # badge colour (hex); readable with white text in both palettes


# Badge colours (hex), readable with white text in both palettes; a rule type without one takes its group's.
BADGES = {"chargePool": "#2e7d6f", "chargeConsumer": "#2f6fa8", "dicePool": "#2e7d6f", "diceConsumer": "#2f6fa8",
          "modifyPool": "#7b4fa8", "modifyConsumer": "#7b4fa8", "combatMana": "#4f5fa8", "poolGainMessage": "#6b6f78",
          "toggleEffect": "#a0522d", "modifyToggle": "#7b4fa8"}
GROUP_BADGES = {"Resources": "#2e7d6f", "Notes": "#6b6f78", "Triggers": "#a0522d"}
OTHER_BADGE = "#5b6b3a"


def _rule_type(cls: type[RuleBase]) -> RuleType:
    badge = BADGES.get(cls.rule_type) or GROUP_BADGES.get(cls.type_group, OTHER_BADGE)
    return RuleType(cls.rule_type, cls.type_name, cls.type_group, " ".join((cls.__doc__ or "").split()), badge)


RULE_TYPES: dict[str, RuleType] = {rtype: _rule_type(cls) for rtype, cls in RULE_CLASSES.items()}
GROUPS = tuple(dict.fromkeys(t.group for t in RULE_TYPES.values()))
# Upstream's picker lists each group's types by name; ours keeps Resources, Notes and Triggers in the order a
# feature is built (a pool before what spends it) and sorts the long bonus and grant groups as upstream does.
BY_NAME_GROUPS = frozenset({"Bonuses", "Grants"})


def group_types(group: str) -> list[RuleType]:
    """The rule types the Add Rule picker lists under one group, in its order."""
    members = [t for t in RULE_TYPES.values() if t.group == group]
    return sorted(members, key=lambda t: t.name) if group in BY_NAME_GROUPS else members
UNSUPPORTED_BADGE = "#8a5a00"


def type_name(rtype: Any) -> str:
    """Human name of a rule type ("chargePool" -> "Charge Pool"); unknown types as written."""
    known = RULE_TYPES.get(rtype) if isinstance(rtype, str) else None
    return known.name if known else str(rtype or "(no type)")


@dataclass(frozen=True)
class Template:
    """A picker entry that creates several linked rules at once."""

    key: str
    name: str
    description: str


TEMPLATES = (
    Template("charges", "Item with N charges",
             "A charge pool (refilled on a safe rest) plus a consumer that spends 1 charge per use; "
             "type the number of charges next."),
    Template("dice-manual", "Dice pool with a manual spend",
             "A dice pool plus a manual dice consumer that spends picked dice for @sum."),
)

# ---- options -----------------------------------------------------------------------------------
SCOPES: tuple[Option, ...] = (
    ("item", "Item", "the pool's state lives with this item; any item can still reach it by identifier"),
    ("actor", "Character", "the pool lives on the character and is shared by every rule naming it"),
)
DIE_OPTIONS: tuple[Option, ...] = tuple((d, d, f"faces 1 to {d[1:]}") for d in DIE_SIZES)
INITIAL: tuple[Option, ...] = (
    ("max", "Full", "starts full when the rule first applies (a dice pool pre-rolls its dice)"),
    ("zero", "Empty", "starts empty and waits for a refill or an activation"),
)
CONSUMER_MODES: tuple[Option, ...] = (
    ("manual", "Manual spend", "using the item opens the dice panel; the player picks which dice to spend"),
    ("autoBonus", "Auto bonus", "every face in the pool is added to matching attacks; nothing is spent"),
)
DELIVERIES: tuple[Option, ...] = (
    (None, "Every attack", "no filter: the bonus applies to every attack"),
    ("melee", "Melee attacks", "only attacks delivered in melee"),
    ("ranged", "Ranged attacks", "only ranged attacks"),
    ("any", "Any attack", "every attack (same as no filter)"),
)
EFFECT_TYPES: tuple[Option, ...] = (
    ("generic", "Generic", "the total is written to the activity log"),
    ("damageReduction", "Damage reduction", "the total is banked and subtracted from the next damage taken"),
)
OUTCOMES: tuple[Option, ...] = (
    ("consume", "Consume", "the picked dice are removed from the pool"),
    ("maximize", "Maximize", "the picked dice stay and are raised to their top face (at most Cost picks)"),
)
POOL_TYPES: tuple[Option, ...] = (
    ("dice", "Dice pool", "target a pool of rolled dice"),
    ("charge", "Charge pool", "target a charge counter"),
)
EFFECT_FILTERS: tuple[Option, ...] = (
    ("", "Every consumer", "modify every dice consumer spending the pool"),
    ("generic", "Generic only", "only consumers whose effect type is Generic"),
    ("damageReduction", "Damage reduction only", "only consumers whose effect type is Damage reduction"),
)
MOD_SCOPES: tuple[Option, ...] = (
    (None, "Either scope", "modify the pool with this identifier in both scopes (as upstream)"),
    ("item", "Item", "only the item-scoped pool"),
    ("actor", "Character", "only the character-scoped pool"),
)
RESOURCES: tuple[Option, ...] = (("mana", "Mana", "the only resource combat mana can grant"),)
MANA_TRIGGERS: tuple[Option, ...] = (
    ("initiativeRoll", "Initiative roll", "the first initiative roll of an encounter"),
    ("encounterStart", "Encounter start", "when an encounter starts"),
)
MANA_CLEAR: tuple[Option, ...] = (
    ("combatEnd", "Encounter end", "when the encounter ends"),
    ("safeRest", "Safe rest", "after a safe rest"),
    ("fieldRest", "Field rest", "after a field rest"),
)
CARD_OFFERS: tuple[Option, ...] = (
    (None, "No", "spent in the dice panel, or by using the item"),
    ("hit", "On a hit", "not in the dice panel: offered on the result of your attacks that hit (critical hits "
                        "too); the dice picked there add the effect's total to that attack's damage"),
    ("criticalHit", "On a critical hit", "not in the dice panel: offered only on the result of your critical hits "
                                         "(Death Blow); the dice picked there add the effect's total to its damage"),
)
_EVENT_HINTS = {
    "onActorKilled": "the character becomes dead", "onActorWounded": "a wound is added",
    "onActorDying": "the character becomes dying", "onRest": "a safe or a field rest",
    "onTurnStart": "Start turn", "onTurnEnd": "End turn", "onEncounterEnd": "the encounter ends",
    "onCritReceived": "an incoming attack is a critical hit",
}
OFF_EVENTS: tuple[Option, ...] = tuple((e, EVENT_NAMES[e].split(" (")[0], _EVENT_HINTS[e]) for e in TOGGLE_OFF_EVENTS)
ON_EVENTS: tuple[Option, ...] = tuple((e, EVENT_NAMES[e].split(" (")[0], _EVENT_HINTS[e]) for e in TOGGLE_ON_EVENTS)
SUPPRESS: tuple[Option, ...] = (
    ("auto", "Automatic", "the activation card is left out when a manual dice spend follows (it logs its own)"),
    ("always", "Always", "never write this item's activation card"),
    ("never", "Never", "always write the activation card, even when a dice spend follows"),
)

# The numbers' rules (character.md §15.1, §15.2, §15.5): the stat, skill, save and movement pickers.
STAT_PICKS: tuple[Option, ...] = (("all", "All stats", "every stat"),) + tuple(
    (stat, stat.capitalize(), "") for stat in STATS)
SKILL_PICKS: tuple[Option, ...] = (("all", "All skills", "every skill"),) + tuple(
    (skill, f"{skill.capitalize()} ({stat[:3].upper()})", f"rolled with {stat.capitalize()}")
    for skill, stat in SKILL_STATS.items())
SAVE_PICKS: tuple[Option, ...] = (("all", "All saves", "every saving throw"),) + tuple(
    (stat, f"{stat.capitalize()} save", "") for stat in STATS)
# Conditions (character.md §12, §15.4).
CONDITION_PICKS: tuple[Option, ...] = tuple((cid, condition_words(cid), CONDITION_HINTS[cid]) for cid in CONDITION_IDS)
# Apply Condition's condition: bloodied and wounded last, as they are derived and never applied (§12.1).
APPLIED_CONDITIONS: tuple[Option, ...] = (("", "Choose a condition", "the rule applies nothing until one is chosen"),) \
    + tuple(sorted(CONDITION_PICKS, key=lambda pick: pick[0] in ("bloodied", "wounded")))
APPLY_TRIGGERS: tuple[Option, ...] = tuple(
    (trigger, APPLY_TRIGGER_WORDS[trigger][:1].upper() + APPLY_TRIGGER_WORDS[trigger][1:],
     "to your attack's target" if trigger in ("onHit", "onCrit", "onMiss") else "to you")
    for trigger in APPLY_CONDITION_TRIGGERS)
SAVE_TARGETS: tuple[Option, ...] = (
    ("all", "All saves", "every saving throw"),
    ("advantaged", "Saves with advantage", "those whose mode so far is advantage"),
    ("disadvantaged", "Saves with disadvantage", "those whose mode so far is disadvantage (Highborn)"),
    ("neutral", "Saves without either", "those whose mode so far is neither"),
) + tuple((stat, f"{stat.capitalize()} save", "") for stat in STATS)
CHOSEN_SAVE: tuple[Option, ...] = ((None, "Not chosen yet", "the rule does nothing until the player picks"),) + \
    tuple((stat, f"{stat.capitalize()} save", "") for stat in STATS)
ARMOR_MODES: tuple[Option, ...] = (
    ("add", "Add", "added to Armor, by priority"),
    ("multiply", "Multiply", "Armor multiplied by it, by priority"),
    ("override", "Override", "after every add and multiply: replaces Armor (the last override wins)"),
)
ROLL_MODE_HOW: tuple[Option, ...] = (
    ("adjust", "Adjust", "added to the mode so far"),
    ("set", "Set", "replaces the mode so far"),
)
MOVEMENTS: tuple[Option, ...] = tuple((mode, mode.capitalize(), "") for mode in MOVEMENT_MODES)
SPEED_PICKS: tuple[Option, ...] = ((None, "Walk (none named)", "no movement named: walk, as upstream's blank"),) \
    + MOVEMENTS


def _mode_name(value: int) -> str:
    if value == 0:
        return "Neither"
    word = "Advantage" if value > 0 else "Disadvantage"
    return word if abs(value) == 1 else f"{word} {abs(value)}"


def _mode_hint(value: int) -> str:
    if value == 0:
        return "set: a normal roll; adjust: no change"
    dice = f"{abs(value) + 1}d20, keep the {'highest' if value > 0 else 'lowest'}"
    return f"set: roll {dice}; adjust: {abs(value)} step{'s' if abs(value) > 1 else ''} that way"


# A roll mode's value (character.md §11.2): skills and saves stay within -3..3, initiative within -9..9.
ROLL_MODE_VALUES: tuple[Option, ...] = tuple((v, _mode_name(v), _mode_hint(v)) for v in range(3, -4, -1))
INITIATIVE_MODE_VALUES: tuple[Option, ...] = tuple((v, _mode_name(v), _mode_hint(v)) for v in range(9, -10, -1))


BONUS_DELIVERIES: tuple[Option, ...] = (
    ("any", "Any attack", "every attack that has a delivery (melee or ranged)"),
    ("melee", "Melee attacks", "only attacks delivered in melee"),
    ("ranged", "Ranged attacks", "only ranged attacks"),
)
BONUS_SOURCES: tuple[Option, ...] = (
    ("any", "Any", "weapon and spell attacks"),
    ("weapon", "Weapons", "every attack but a spell's (Unarmed Strike too)"),
    ("spell", "Spells", "only spell attacks"),
)
REDUCTION_MODES: tuple[Option, ...] = (
    ("flat", "Flat", "each hit is reduced by the value"),
    ("half", "Half", "the damage is halved once, rounding up"),
)
INCOMING_MODIFIERS: tuple[Option, ...] = (
    ("disadvantage", "Disadvantage", "the attacker rolls with disadvantage (a reminder in the log)"),
    ("forceReroll", "Force a reroll", "the attacker must reroll (a reminder in the log)"),
    ("redirectToSelf", "Redirect to you", "an attack on an ally nearby can be redirected to you (a reminder)"),
    ("autoMiss", "Automatic miss", "the attack misses: no damage, only Attacked triggers"),
)
REROLL_TRIGGERS: tuple[Option, ...] = (
    ("always", "Every attack", "every incoming attack is rerolled"),
    ("hit", "A hit", "a hit is rerolled"),
    ("criticalHit", "A critical hit", "only a critical hit is rerolled"),
)
HIT_DIE_SIZES: tuple[Option, ...] = ((0, "Class hit die", "the class's hit die size (d6 without a class)"),) + \
    tuple((int(d[1:]), d, f"the {d} hit dice, as stored (before Increment Hit Dice)") for d in DIE_SIZES)
HIT_DICE_CONTEXTS: tuple[Option, ...] = (
    ("fieldRest", "Field rest", "hit dice spent in a field rest, when the player confirms the condition"),
    ("maxHpIncrease", "Level-up HP", "the HP roll at level-up"),
)
PROFICIENCY_KINDS: tuple[Option, ...] = (
    ("languages", "Languages", "languages the character speaks"),
    ("armor", "Armor", "armor the character can wear"),
    ("weapons", "Weapons", "weapon types the character can crit with (Unarmed Strike for unarmed strikes)"),
)


# The action rules (character.md §13, §15.5).
COST_APPLIES: tuple[Option, ...] = (
    ("item", "Using an item", "an item's activation (a spell's cast too), filtered by type or identifier below"),
    ("heroicReaction", "A heroic reaction", "Defend, Interpose, Opportunity attack or Help, filtered below"),
)
COST_MODES: tuple[Option, ...] = (
    ("delta", "Add to the cost", "the value is added to the cost so far (negative: cheaper), never below 0"),
    ("set", "Set the cost", "the cost becomes the value (0: free), whatever it was"),
)
ITEM_TYPE_PICKS: tuple[Option, ...] = tuple((kind, kind.capitalize(), f"items of type {kind}") for kind in ITEM_TYPES)
REACTION_PICKS: tuple[Option, ...] = tuple(
    (name, words, "a heroic reaction, once a round, not on your own turn") for name, words in REACTION_WORDS.items())
DELTA_TIMINGS: tuple[Option, ...] = (
    ("now", "Now", "extra actions this turn (spent before the turn's own); negative takes actions away"),
    ("nextTurn", "Next turn", "more (or fewer) actions at the next refill, at the end of your turn"),
)
DELTA_TARGETS: tuple[Option, ...] = (
    ("self", "You", "your own actions change"),
    ("targeted", "The target", "a line in the log: the GM gives the target its actions"),
    ("allAllies", "Every ally", "a line in the log: the GM gives every ally their actions"),
)


def _items_only(raw: Raw) -> str:
    return "used only for items" if raw.get("applies") == "heroicReaction" else ""


def _reactions_only(raw: Raw) -> str:
    return "" if raw.get("applies") == "heroicReaction" else "used only for heroic reactions"


def _self_only(raw: Raw) -> str:
    if raw.get("target", "self") != "self":
        return "only your own actions can be borrowed"
    return "only actions given now are borrowed" if raw.get("timing") == "nextTurn" else ""


def trigger_options(kind: str) -> tuple[Option, ...]:
    triggers = CHARGE_TRIGGERS if kind == "charge" else DICE_TRIGGERS
    return tuple((t, trigger_name(t), TRIGGER_HINTS.get(t, "")) for t in triggers)


def mode_options(kind: str) -> tuple[Option, ...]:
    modes = CHARGE_MODES if kind == "charge" else DICE_MODES
    return tuple((m, MODE_NAMES.get(m, m), MODE_HINTS.get(m, "")) for m in modes)


# ---- fields ------------------------------------------------------------------------------------
Raw = dict[str, Any]


@dataclass(frozen=True)
class FieldSpec:
    """One field of a rule type and the widget that edits it."""

    key: str
    label: str
    kind: str  # enum | formula | pool | text | int | check | refills | identifier
    hint: str = ""
    default: Any = None
    options: tuple[Option, ...] = ()
    dice: bool = False
    context: frozenset[str] = frozenset()
    placeholder: str = ""
    pool_kind: Callable[[Raw], str] | None = None
    scope_key: str = ""  # the sibling field holding the pool's scope (pool pickers)
    refill_kind: Callable[[Raw], str] | None = None
    disabled_when: Callable[[Raw], str] | None = None  # returns why the field is ignored, or ""
    nullable: bool = False  # an emptied text/formula/int box stores null


def _dice_kind(raw: Raw) -> str:
    return "dice"


def _charge_kind(raw: Raw) -> str:
    return "charge"


def _target_kind(raw: Raw) -> str:
    return "charge" if raw.get("poolType") == "charge" else "dice"


def _manual_only(raw: Raw) -> str:
    return "used only by a manual spend" if raw.get("mode") == "autoBonus" else ""


def _effect_unused(raw: Raw) -> str:
    if raw.get("mode") == "autoBonus":
        return "used only by a manual spend"
    return "a maximize spend needs no effect" if raw.get("selectionOutcome") == "maximize" else ""


def _auto_only(raw: Raw) -> str:
    if raw.get("mode") == "autoBonus" or raw.get("cardOffer"):
        return ""
    return "used only in auto-bonus mode or by a card offer"


def _dice_target_only(raw: Raw) -> str:
    return "ignored for charge pools" if raw.get("poolType") == "charge" else ""


def _half_only(raw: Raw) -> str:
    return "a half reduction ignores the value" if raw.get("mode") == "half" else ""


def _chosen_only(raw: Raw) -> str:
    return "" if raw.get("requiresChoice") is True else "used only when the player chooses the save"


def _target_unused(raw: Raw) -> str:
    return "the player's choice (Chosen save) replaces it" if raw.get("requiresChoice") is True else ""


def _reroll_only(raw: Raw) -> str:
    return "used only by a forced reroll" if raw.get("modifier", "disadvantage") != "forceReroll" else ""


# What a card shows of a field besides its declaration: the widget (where the field's type does not say
# it), the options' human names, a placeholder, which pools a picker lists, when it is ignored. By
# (rule type, field), then by field for every type.
_IDENTIFIER = {"kind": "identifier"}
_POOL = {"kind": "pool", "scope_key": "poolScope", "placeholder": "type a pool identifier"}
_TARGET = {"kind": "target", "placeholder": "target tags: quarry, bloodied"}
CARD_EXTRAS: dict[tuple[str, str], dict[str, Any]] = {
    ("chargePool", "identifier"): _IDENTIFIER,
    ("chargePool", "dieSize"): {"kind": "enum", "options": ((None, "None", "a plain counter"),) + DIE_OPTIONS},
    ("chargePool", "hidden"): {"placeholder": "Hide this pool on the sheet"},
    ("chargePool", "recoveries"): {"kind": "refills", "refill_kind": _charge_kind},
    ("dicePool", "identifier"): _IDENTIFIER,
    ("dicePool", "dieSize"): {"kind": "enum", "options": DIE_OPTIONS},
    ("dicePool", "refills"): {"kind": "refills", "refill_kind": _dice_kind},
    ("chargeConsumer", "poolIdentifier"): {**_POOL, "pool_kind": _charge_kind},
    ("diceConsumer", "poolIdentifier"): {**_POOL, "pool_kind": _dice_kind},
    ("diceConsumer", "mode"): {"options": CONSUMER_MODES},
    ("diceConsumer", "cost"): {"disabled_when": _manual_only},
    ("diceConsumer", "bonusOnAttackDelivery"): {"options": DELIVERIES, "disabled_when": _auto_only},
    ("diceConsumer", "effectFormula"): {"disabled_when": _effect_unused},
    ("diceConsumer", "effectType"): {"options": EFFECT_TYPES, "disabled_when": _effect_unused},
    ("diceConsumer", "selectionOutcome"): {"options": OUTCOMES, "disabled_when": _manual_only},
    ("diceConsumer", "cardOffer"): {"options": CARD_OFFERS, "disabled_when": _manual_only},
    ("modifyPool", "poolType"): {"options": POOL_TYPES},
    ("modifyPool", "poolIdentifier"): {**_POOL, "pool_kind": _target_kind},
    ("modifyPool", "poolScope"): {"options": MOD_SCOPES},
    ("modifyPool", "dieSize"): {"kind": "enum", "options": ((None, "Keep", "leave the die size unchanged"),)
                                + DIE_OPTIONS},
    ("modifyPool", "minFace"): {"disabled_when": _dice_target_only},
    ("modifyPool", "addRefills"): {"kind": "refills", "refill_kind": _target_kind},
    ("modifyConsumer", "poolIdentifier"): {**_POOL, "pool_kind": _dice_kind},
    ("modifyConsumer", "effectTypeFilter"): {"options": EFFECT_FILTERS},
    ("combatMana", "resource"): {"options": RESOURCES},
    ("combatMana", "trigger"): {"options": MANA_TRIGGERS},
    ("combatMana", "clearOn"): {"options": MANA_CLEAR},
    ("poolGainMessage", "poolIdentifier"): {"kind": "pool", "pool_kind": _dice_kind,
                                            "placeholder": "type a pool identifier"},
    ("poolGainMessage", "message"): {"placeholder": "e.g. Fury grows: +{value} damage"},
    ("toggleEffect", "identifier"): {"placeholder": "rage"},
    ("toggleEffect", "tags"): {"placeholder": "self:raging"},
    ("toggleEffect", "turnOff"): {"kind": "events", "options": OFF_EVENTS},
    ("toggleEffect", "confirmEndPrompt"): {"kind": "prompt", "placeholder": "End your Rage? (or a NIMBLE.… key)"},
    ("toggleEffect", "clearPoolsOnEnd"): {"kind": "pools"},
    ("modifyToggle", "toggleIdentifier"): {"kind": "toggle", "placeholder": "type a toggle identifier"},
    ("modifyToggle", "suppressTurnOff"): {"kind": "events", "options": OFF_EVENTS},
    ("modifyToggle", "turnOn"): {"kind": "events", "options": ON_EVENTS},
    ("damageBonus", "delivery"): {"options": BONUS_DELIVERIES},
    ("damageBonus", "source"): {"options": BONUS_SOURCES},
    ("damageBonus", "damageType"): {"placeholder": "any type"},
    ("damageBonus", "targetCondition"): _TARGET,
    ("conditionalBonus", "delivery"): {"options": BONUS_DELIVERIES},
    ("conditionalBonus", "source"): {"options": BONUS_SOURCES},
    ("conditionalBonus", "damageType"): {"placeholder": "any type"},
    ("conditionalBonus", "targetCondition"): _TARGET,
    ("damageReduction", "mode"): {"options": REDUCTION_MODES},
    ("damageReduction", "value"): {"disabled_when": _half_only},
    ("damageReduction", "damageTypes"): {"placeholder": "every damage (or fire, cold …)"},
    ("modifyIncomingAttack", "modifier"): {"options": INCOMING_MODIFIERS},
    ("modifyIncomingAttack", "rerollTrigger"): {"options": REROLL_TRIGGERS, "disabled_when": _reroll_only},
    ("modifyIncomingAttack", "rerollWithDisadvantage"): {"disabled_when": _reroll_only},
    ("maxHitDice", "dieSize"): {"kind": "enum", "options": HIT_DIE_SIZES},
    ("hitDiceAdvantage", "condition"): {"placeholder": "e.g. in the wild"},
    ("hitDiceAdvantage", "rollContext"): {"options": HIT_DICE_CONTEXTS},
    ("grantProficiency", "proficiencyType"): {"options": PROFICIENCY_KINDS},
    ("grantProficiency", "values"): {"kind": "proficiencies"},
    ("abilityBonus", "abilities"): {"kind": "events", "options": STAT_PICKS},
    ("armorClass", "mode"): {"options": ARMOR_MODES},
    ("skillBonus", "skills"): {"kind": "events", "options": SKILL_PICKS},
    ("savingThrowBonus", "savingThrows"): {"kind": "events", "options": SAVE_PICKS},
    ("skillRollMode", "skills"): {"kind": "events", "options": SKILL_PICKS},
    ("skillRollMode", "mode"): {"options": ROLL_MODE_HOW},
    ("skillRollMode", "value"): {"kind": "enum", "options": ROLL_MODE_VALUES},
    ("savingThrowRollMode", "target"): {"options": SAVE_TARGETS, "disabled_when": _target_unused},
    ("savingThrowRollMode", "mode"): {"options": ROLL_MODE_HOW},
    ("savingThrowRollMode", "value"): {"kind": "enum", "options": ROLL_MODE_VALUES},
    ("savingThrowRollMode", "selectedSave"): {"options": CHOSEN_SAVE, "disabled_when": _chosen_only},
    ("initiativeRollMode", "mode"): {"options": ROLL_MODE_HOW},
    ("initiativeRollMode", "value"): {"kind": "enum", "options": INITIATIVE_MODE_VALUES},
    ("speedBonus", "movementType"): {"options": SPEED_PICKS},
    ("grantMovement", "mode"): {"options": MOVEMENTS},
    ("maxHpBonus", "value"): {"kind": "int"},
    ("conditionImmunity", "conditions"): {"kind": "picks", "options": CONDITION_PICKS},
    ("applyCondition", "condition"): {"kind": "enum", "options": APPLIED_CONDITIONS},
    ("applyCondition", "trigger"): {"options": APPLY_TRIGGERS},
    ("applyCondition", "duration"): {"kind": "duration"},
    ("actionCost", "applies"): {"options": COST_APPLIES},
    ("actionCost", "mode"): {"options": COST_MODES},
    ("actionCost", "itemTypes"): {"kind": "picks", "options": ITEM_TYPE_PICKS, "disabled_when": _items_only},
    ("actionCost", "itemIdentifier"): {"kind": "item", "placeholder": "any item (or type an identifier)",
                                       "disabled_when": _items_only},
    ("actionCost", "reactions"): {"kind": "picks", "options": REACTION_PICKS, "disabled_when": _reactions_only},
    ("actionDelta", "timing"): {"options": DELTA_TIMINGS},
    ("actionDelta", "target"): {"options": DELTA_TARGETS},
    ("actionDelta", "borrowFromNextTurn"): {"disabled_when": _self_only},
}
# By field for every type, where the field's values are these options' (a field of the same name with other
# values shows its own).
FIELD_EXTRAS: dict[str, dict[str, Any]] = {
    "scope": {"options": SCOPES}, "poolScope": {"options": SCOPES}, "initial": {"options": INITIAL},
    "suppressActivationCard": {"options": SUPPRESS},
}
_NULLABLE_KINDS = ("formula", "int", "text", "prompt")  # an emptied box stores null (enums list None themselves)


def _kind(field: Field) -> str:
    """The widget a field's declaration implies: formula, enum, check, int, list or text."""
    if field.marker(Formula) is not None:
        return "formula"
    base = _strip(field.annotation)
    if typing.get_origin(base) is typing.Literal:
        return "enum"
    if typing.get_origin(base) is list:
        return "list"
    return {bool: "check", int: "int"}.get(base, "text")


def _strip(annotation: Any) -> Any:
    """An annotation without its markers and without `| None`."""
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _strip(typing.get_args(annotation)[0])
    if origin in (typing.Union, types.UnionType):
        rest = [a for a in typing.get_args(annotation) if a is not type(None)]
        return _strip(rest[0]) if len(rest) == 1 else annotation
    return annotation


def card_default(field: Field) -> Any:
    """What a new rule holds in the field: its declared default ("" for a required text)."""
    return "" if field.required else field.new_value()


def field_spec(rtype: str, field: Field) -> FieldSpec:
    """A card field from its declaration and the presentation extras above."""
    shared = FIELD_EXTRAS.get(field.name, {})
    if shared and {v for v, _name, _hint in shared["options"]} != set(typing.get_args(_strip(field.annotation))):
        shared = {}
    extras = {**shared, **CARD_EXTRAS.get((rtype, field.name), {})}
    kind = extras.pop("kind", None) or _kind(field)
    if kind == "enum" and "options" not in extras:  # a declaration's own values, as written
        extras["options"] = tuple((v, str(v), "") for v in typing.get_args(_strip(field.annotation)))
    formula = field.marker(Formula)
    if formula is not None:
        extras.update(dice=formula.dice, context=formula.context)
    label, doc = field.marker(Label), field.marker(Doc)
    default = card_default(field)
    return FieldSpec(field.name, label.text if label else field.name, kind, doc.text if doc else "", default,
                     nullable=default is None and kind in _NULLABLE_KINDS, **extras)


FIELDS: dict[str, tuple[FieldSpec, ...]] = {
    rtype: tuple(field_spec(rtype, f) for f in cls.card_fields()) for rtype, cls in RULE_CLASSES.items()}
POOL_TYPES_DEFINED = ("chargePool", "dicePool")
_ENVELOPE = {f.name: f for f in RuleBase.fields()}
ADVANCED_IDENTIFIER = field_spec("", _ENVELOPE["identifier"])
SUPPRESS_FIELD = field_spec("", _ENVELOPE["suppressActivationCard"])


def field_specs(rtype: str) -> tuple[FieldSpec, ...]:
    return FIELDS.get(rtype, ())


# ---- new rules ---------------------------------------------------------------------------------
_ID_ALPHABET = string.ascii_letters + string.digits


def new_rule_id() -> str:
    """A fresh rule id in upstream's style (16 letters and digits)."""
    return "".join(secrets.choice(_ID_ALPHABET) for _ in range(16))


# A new rule's own fields, from its declaration: each field its card shows that the envelope does not hold,
# but those a new rule leaves out (Absent).
_TYPE_DEFAULTS: dict[str, Raw] = {
    rtype: {f.name: card_default(f) for f in cls.card_fields() if f.name not in _ENVELOPE and not f.marker(Absent)}
    for rtype, cls in RULE_CLASSES.items()}


def new_rule(rtype: str, **fields: Any) -> Raw:
    """A new rule in the shape the sample files use: envelope first, then the type's fields."""
    raw: Raw = {"id": new_rule_id(), "type": rtype, "label": "", "identifier": "", "predicate": {},
                "priority": 1, "disabled": False}
    raw.update(_TYPE_DEFAULTS[rtype])
    raw.update(fields)
    return raw


NEW_REFILL: Raw = {"trigger": "safeRest", "mode": "add", "value": "1"}


def template_rules(key: str, item_name: str, taken: set[str]) -> list[Raw]:
    """The linked rules a template creates; the pool identifier avoids the identifiers in `taken`."""
    if key == "charges":
        label = f"{item_name} Charges"
        ident = _free(slug(label) or "charges", taken)
        return [new_rule("chargePool", label=label, identifier=ident, max="3",
                         recoveries=[{"trigger": "safeRest", "mode": "refresh", "value": "1"}]),
                new_rule("chargeConsumer", label=item_name, poolIdentifier=ident)]
    if key == "dice-manual":
        label = f"{item_name} Dice"
        ident = _free(slug(label) or "dice", taken)
        return [new_rule("dicePool", label=label, identifier=ident, dieSize="d6", max="3", initial="zero"),
                new_rule("diceConsumer", label=f"{item_name}: spend dice", poolIdentifier=ident,
                         effectFormula="@sum")]
    raise KeyError(key)


def _free(ident: str, taken: set[str]) -> str:
    if ident not in taken:
        return ident
    n = 2
    while f"{ident}-{n}" in taken:
        n += 1
    return f"{ident}-{n}"
