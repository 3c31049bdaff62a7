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
from ..engine.formulas import reference_word
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
from ..engine.vocab import (
    APPLY_CONDITION_TRIGGERS,
    CONDITION_IDS,
    apply_trigger_words,
    condition_words,
    movement_word,
    skill_word,
    stat_word,
)
from ..i18n import QT_TRANSLATE_NOOP, Rules, translate
from .condition_words import CONDITION_HINTS
from .explain import MODE_HINTS, MODE_NAMES, TRIGGER_HINTS, trigger_name

REFILL_CONTEXT = _REFILL_CONTEXT

# One option of a drop-down: (stored value, human name, one-line hint).
Option = tuple[Any, str, str]
# An option as declared here: its name and hint are English marked for translation (QT_TRANSLATE_NOOP, context
# "Rules"), or a function that says them in the player's language (words made of values, or another module's).
Text = str | Callable[[], str]
RawOption = tuple[Any, Text, Text]


def shown(text: Text) -> str:
    """A declared text in the player's language."""
    if callable(text):
        return text()
    return translate("Rules", text) if text else ""


def shown_options(options: tuple[RawOption, ...]) -> tuple[Option, ...]:
    return tuple((value, shown(name), shown(hint)) for value, name, hint in options)


@dataclass(frozen=True)
class RuleType:
    """A rule type as the picker and the card header show it: `name`, `group` and `description` in the
    player's language, from the declaration's English (`type_name`, `group_key`, `doc`); `group_key` is what
    GROUPS and group_types go by."""

    type: str
    type_name: str
    group_key: str
    doc: str
    badge: str  # badge colour (hex); readable with white text in both palettes

    @property
    def name(self) -> str:
        return translate("Rules", self.type_name)

    @property
    def group(self) -> str:
        return group_name(self.group_key)

    @property
    def description(self) -> str:
        return " ".join(translate("Rules", self.doc).split())


# Badge colours (hex), readable with white text in both palettes; a rule type without one takes its group's.
BADGES = {"chargePool": "#2e7d6f", "chargeConsumer": "#2f6fa8", "dicePool": "#2e7d6f", "diceConsumer": "#2f6fa8",
          "modifyPool": "#7b4fa8", "modifyConsumer": "#7b4fa8", "combatMana": "#4f5fa8", "poolGainMessage": "#6b6f78",
          "toggleEffect": "#a0522d", "modifyToggle": "#7b4fa8"}
GROUP_BADGES = {"Resources": "#2e7d6f", "Notes": "#6b6f78", "Triggers": "#a0522d"}
OTHER_BADGE = "#5b6b3a"


def _rule_type(cls: type[RuleBase]) -> RuleType:
    badge = BADGES.get(cls.rule_type) or GROUP_BADGES.get(cls.type_group, OTHER_BADGE)
    return RuleType(cls.rule_type, cls.type_name, cls.type_group, cls.__doc__ or "", badge)


RULE_TYPES: dict[str, RuleType] = {rtype: _rule_type(cls) for rtype, cls in RULE_CLASSES.items()}
GROUPS = tuple(dict.fromkeys(t.group_key for t in RULE_TYPES.values()))  # the groups' keys (English)
# Upstream's picker lists each group's types by name; ours keeps Resources, Notes and Triggers in the order a
# feature is built (a pool before what spends it) and sorts the long bonus and grant groups as upstream does.
BY_NAME_GROUPS = frozenset({"Bonuses", "Grants"})


def group_types(group: str) -> list[RuleType]:
    """The rule types the Add Rule picker lists under one group, in its order."""
    members = [t for t in RULE_TYPES.values() if t.group_key == group]
    return sorted(members, key=lambda t: t.name) if group in BY_NAME_GROUPS else members


def group_name(group: str) -> str:
    """A group of GROUPS ("Bonuses") in the player's language."""
    return translate("Rules", group)


UNSUPPORTED_BADGE = "#8a5a00"


def type_name(rtype: Any) -> str:
    """Human name of a rule type ("chargePool" -> "Charge Pool"); unknown types as written."""
    known = RULE_TYPES.get(rtype) if isinstance(rtype, str) else None
    return known.name if known else str(rtype or Rules.tr("(no type)"))


@dataclass(frozen=True)
class Template:
    """A picker entry that creates several linked rules at once (its name and description in the player's
    language, from the English marked here)."""

    key: str
    raw_name: str
    raw_description: str

    @property
    def name(self) -> str:
        return translate("Rules", self.raw_name)

    @property
    def description(self) -> str:
        return translate("Rules", self.raw_description)


TEMPLATES = (
    Template("charges", QT_TRANSLATE_NOOP("Rules", "Item with N charges"),
             QT_TRANSLATE_NOOP("Rules", "A charge pool (refilled on a safe rest) plus a consumer that spends 1 charge "
                                        "per use; type the number of charges next.")),
    Template("dice-manual", QT_TRANSLATE_NOOP("Rules", "Dice pool with a manual spend"),
             QT_TRANSLATE_NOOP("Rules", "A dice pool plus a manual dice consumer that spends picked dice for @sum.")),
)

# ---- options -----------------------------------------------------------------------------------
SCOPES: tuple[RawOption, ...] = (
    ("item", QT_TRANSLATE_NOOP("Rules", "Item"),
     QT_TRANSLATE_NOOP("Rules", "the pool's state lives with this item; any item can still reach it by identifier")),
    ("actor", QT_TRANSLATE_NOOP("Rules", "Character"),
     QT_TRANSLATE_NOOP("Rules", "the pool lives on the character and is shared by every rule naming it")),
)
def _faces(die: str) -> Text:
    return lambda: Rules.tr("faces 1 to {faces}").format(faces=die[1:])


DIE_OPTIONS: tuple[RawOption, ...] = tuple((d, d, _faces(d)) for d in DIE_SIZES)
INITIAL: tuple[RawOption, ...] = (
    ("max", QT_TRANSLATE_NOOP("Rules", "Full"),
     QT_TRANSLATE_NOOP("Rules", "starts full when the rule first applies (a dice pool pre-rolls its dice)")),
    ("zero", QT_TRANSLATE_NOOP("Rules", "Empty"),
     QT_TRANSLATE_NOOP("Rules", "starts empty and waits for a refill or an activation")),
)
CONSUMER_MODES: tuple[RawOption, ...] = (
    ("manual", QT_TRANSLATE_NOOP("Rules", "Manual spend"),
     QT_TRANSLATE_NOOP("Rules", "using the item opens the dice panel; the player picks which dice to spend")),
    ("autoBonus", QT_TRANSLATE_NOOP("Rules", "Auto bonus"),
     QT_TRANSLATE_NOOP("Rules", "every face in the pool is added to matching attacks; nothing is spent")),
)
DELIVERIES: tuple[RawOption, ...] = (
    (None, QT_TRANSLATE_NOOP("Rules", "Every attack"),
     QT_TRANSLATE_NOOP("Rules", "no filter: the bonus applies to every attack")),
    ("melee", QT_TRANSLATE_NOOP("Rules", "Melee attacks"),
     QT_TRANSLATE_NOOP("Rules", "only attacks delivered in melee")),
    ("ranged", QT_TRANSLATE_NOOP("Rules", "Ranged attacks"), QT_TRANSLATE_NOOP("Rules", "only ranged attacks")),
    ("any", QT_TRANSLATE_NOOP("Rules", "Any attack"), QT_TRANSLATE_NOOP("Rules", "every attack (same as no filter)")),
)
EFFECT_TYPES: tuple[RawOption, ...] = (
    ("generic", QT_TRANSLATE_NOOP("Rules", "Generic"),
     QT_TRANSLATE_NOOP("Rules", "the total is written to the activity log")),
    ("damageReduction", QT_TRANSLATE_NOOP("Rules", "Damage reduction"),
     QT_TRANSLATE_NOOP("Rules", "the total is banked and subtracted from the next damage taken")),
)
OUTCOMES: tuple[RawOption, ...] = (
    ("consume", QT_TRANSLATE_NOOP("Rules", "Consume"),
     QT_TRANSLATE_NOOP("Rules", "the picked dice are removed from the pool")),
    ("maximize", QT_TRANSLATE_NOOP("Rules", "Maximize"),
     QT_TRANSLATE_NOOP("Rules", "the picked dice stay and are raised to their top face (at most Cost picks)")),
)
POOL_TYPES: tuple[RawOption, ...] = (
    ("dice", QT_TRANSLATE_NOOP("Rules", "Dice pool"), QT_TRANSLATE_NOOP("Rules", "target a pool of rolled dice")),
    ("charge", QT_TRANSLATE_NOOP("Rules", "Charge pool"), QT_TRANSLATE_NOOP("Rules", "target a charge counter")),
)
EFFECT_FILTERS: tuple[RawOption, ...] = (
    ("", QT_TRANSLATE_NOOP("Rules", "Every consumer"),
     QT_TRANSLATE_NOOP("Rules", "modify every dice consumer spending the pool")),
    ("generic", QT_TRANSLATE_NOOP("Rules", "Generic only"),
     QT_TRANSLATE_NOOP("Rules", "only consumers whose effect type is Generic")),
    ("damageReduction", QT_TRANSLATE_NOOP("Rules", "Damage reduction only"),
     QT_TRANSLATE_NOOP("Rules", "only consumers whose effect type is Damage reduction")),
)
MOD_SCOPES: tuple[RawOption, ...] = (
    (None, QT_TRANSLATE_NOOP("Rules", "Either scope"),
     QT_TRANSLATE_NOOP("Rules", "modify the pool with this identifier in both scopes (as upstream)")),
    ("item", QT_TRANSLATE_NOOP("Rules", "Item"), QT_TRANSLATE_NOOP("Rules", "only the item-scoped pool")),
    ("actor", QT_TRANSLATE_NOOP("Rules", "Character"), QT_TRANSLATE_NOOP("Rules", "only the character-scoped pool")),
)
RESOURCES: tuple[RawOption, ...] = (
    ("mana", QT_TRANSLATE_NOOP("Rules", "Mana"), QT_TRANSLATE_NOOP("Rules", "the only resource combat mana can grant")),
)
MANA_TRIGGERS: tuple[RawOption, ...] = (
    ("initiativeRoll", QT_TRANSLATE_NOOP("Rules", "Initiative roll"),
     QT_TRANSLATE_NOOP("Rules", "the first initiative roll of an encounter")),
    ("encounterStart", QT_TRANSLATE_NOOP("Rules", "Encounter start"),
     QT_TRANSLATE_NOOP("Rules", "when an encounter starts")),
)
MANA_CLEAR: tuple[RawOption, ...] = (
    ("combatEnd", QT_TRANSLATE_NOOP("Rules", "Encounter end"), QT_TRANSLATE_NOOP("Rules", "when the encounter ends")),
    ("safeRest", QT_TRANSLATE_NOOP("Rules", "Safe rest"), QT_TRANSLATE_NOOP("Rules", "after a safe rest")),
    ("fieldRest", QT_TRANSLATE_NOOP("Rules", "Field rest"), QT_TRANSLATE_NOOP("Rules", "after a field rest")),
)
CARD_OFFERS: tuple[RawOption, ...] = (
    (None, QT_TRANSLATE_NOOP("Rules", "No"),
     QT_TRANSLATE_NOOP("Rules", "spent in the dice panel, or by using the item")),
    ("hit", QT_TRANSLATE_NOOP("Rules", "On a hit"),
     QT_TRANSLATE_NOOP("Rules", "not in the dice panel: offered on the result of your attacks that hit (critical hits "
                                "too); the dice picked there add the effect's total to that attack's damage")),
    ("criticalHit", QT_TRANSLATE_NOOP("Rules", "On a critical hit"),
     QT_TRANSLATE_NOOP("Rules", "not in the dice panel: offered only on the result of your critical hits (Death "
                                "Blow); the dice picked there add the effect's total to its damage")),
)
_EVENT_HINTS = {
    "onActorKilled": QT_TRANSLATE_NOOP("Rules", "the character becomes dead"),
    "onActorWounded": QT_TRANSLATE_NOOP("Rules", "a wound is added"),
    "onActorDying": QT_TRANSLATE_NOOP("Rules", "the character becomes dying"),
    "onRest": QT_TRANSLATE_NOOP("Rules", "a safe or a field rest"),
    "onTurnStart": QT_TRANSLATE_NOOP("Rules", "Start turn"), "onTurnEnd": QT_TRANSLATE_NOOP("Rules", "End turn"),
    "onEncounterEnd": QT_TRANSLATE_NOOP("Rules", "the encounter ends"),
    "onCritReceived": QT_TRANSLATE_NOOP("Rules", "an incoming attack is a critical hit"),
}


# The events' short names on the Ends on / Starts on boxes (engine/toggles.py's EVENT_NAMES say more).
_EVENT_SHORT = {
    "onActorKilled": QT_TRANSLATE_NOOP("Rules", "Killed"), "onActorWounded": QT_TRANSLATE_NOOP("Rules", "Wounded"),
    "onActorDying": QT_TRANSLATE_NOOP("Rules", "Dying"),
}


def _event_name(event: str) -> Text:
    """An event's name on its check box: a short one, else engine/toggles.py's (context Engine)."""
    if event in _EVENT_SHORT:
        return lambda: translate("Rules", _EVENT_SHORT[event])
    return lambda: translate("Engine", EVENT_NAMES[event])


OFF_EVENTS: tuple[RawOption, ...] = tuple((e, _event_name(e), _EVENT_HINTS[e]) for e in TOGGLE_OFF_EVENTS)
ON_EVENTS: tuple[RawOption, ...] = tuple((e, _event_name(e), _EVENT_HINTS[e]) for e in TOGGLE_ON_EVENTS)
SUPPRESS: tuple[RawOption, ...] = (
    ("auto", QT_TRANSLATE_NOOP("Rules", "Automatic"),
     QT_TRANSLATE_NOOP("Rules", "the activation card is left out when a manual dice spend follows (it logs its own)")),
    ("always", QT_TRANSLATE_NOOP("Rules", "Always"),
     QT_TRANSLATE_NOOP("Rules", "never write this item's activation card")),
    ("never", QT_TRANSLATE_NOOP("Rules", "Never"),
     QT_TRANSLATE_NOOP("Rules", "always write the activation card, even when a dice spend follows")),
)

# The numbers' rules (character.md §15.1, §15.2, §15.5): the stat, skill, save and movement pickers.
def _stat(stat: str) -> Text:
    return lambda: stat_word(stat)


def _skill(skill: str, stat: str) -> Text:
    return lambda: Rules.tr("{skill} ({stat})").format(skill=skill_word(skill),
                                                       stat=reference_word(stat))


def _rolled_with(stat: str) -> Text:
    return lambda: Rules.tr("rolled with {stat}").format(stat=stat_word(stat))


def _save(stat: str) -> Text:
    return lambda: Rules.tr("{stat} save").format(stat=stat_word(stat))


STAT_PICKS: tuple[RawOption, ...] = (
    ("all", QT_TRANSLATE_NOOP("Rules", "All stats"), QT_TRANSLATE_NOOP("Rules", "every stat")),
) + tuple((stat, _stat(stat), "") for stat in STATS)
SKILL_PICKS: tuple[RawOption, ...] = (
    ("all", QT_TRANSLATE_NOOP("Rules", "All skills"), QT_TRANSLATE_NOOP("Rules", "every skill")),
) + tuple((skill, _skill(skill, stat), _rolled_with(stat)) for skill, stat in SKILL_STATS.items())
SAVE_PICKS: tuple[RawOption, ...] = (
    ("all", QT_TRANSLATE_NOOP("Rules", "All saves"), QT_TRANSLATE_NOOP("Rules", "every saving throw")),
) + tuple((stat, _save(stat), "") for stat in STATS)


def _condition(cid: str) -> Text:
    return lambda: condition_words(cid)


def _condition_hint(cid: str) -> Text:
    # views/condition_words.py's hint (context Views)
    return lambda: translate("Views", CONDITION_HINTS[cid])


def _apply_trigger(trigger: str) -> Text:
    def said() -> str:
        words = apply_trigger_words(trigger)
        return words[:1].upper() + words[1:]

    return said


# Conditions (character.md §12, §15.4).
CONDITION_PICKS: tuple[RawOption, ...] = tuple((cid, _condition(cid), _condition_hint(cid)) for cid in CONDITION_IDS)
# Apply Condition's condition: bloodied and wounded last, as they are derived and never applied (§12.1).
APPLIED_CONDITIONS: tuple[RawOption, ...] = (
    ("", QT_TRANSLATE_NOOP("Rules", "Choose a condition"),
     QT_TRANSLATE_NOOP("Rules", "the rule applies nothing until one is chosen")),
) + tuple(sorted(CONDITION_PICKS, key=lambda pick: pick[0] in ("bloodied", "wounded")))
APPLY_TRIGGERS: tuple[RawOption, ...] = tuple(
    (trigger, _apply_trigger(trigger),
     QT_TRANSLATE_NOOP("Rules", "to your attack's target") if trigger in ("onHit", "onCrit", "onMiss")
     else QT_TRANSLATE_NOOP("Rules", "to you"))
    for trigger in APPLY_CONDITION_TRIGGERS)
SAVE_TARGETS: tuple[RawOption, ...] = (
    ("all", QT_TRANSLATE_NOOP("Rules", "All saves"), QT_TRANSLATE_NOOP("Rules", "every saving throw")),
    ("advantaged", QT_TRANSLATE_NOOP("Rules", "Saves with advantage"),
     QT_TRANSLATE_NOOP("Rules", "those whose mode so far is advantage")),
    ("disadvantaged", QT_TRANSLATE_NOOP("Rules", "Saves with disadvantage"),
     QT_TRANSLATE_NOOP("Rules", "those whose mode so far is disadvantage (Highborn)")),
    ("neutral", QT_TRANSLATE_NOOP("Rules", "Saves without either"),
     QT_TRANSLATE_NOOP("Rules", "those whose mode so far is neither")),
) + tuple((stat, _save(stat), "") for stat in STATS)
CHOSEN_SAVE: tuple[RawOption, ...] = (
    (None, QT_TRANSLATE_NOOP("Rules", "Not chosen yet"),
     QT_TRANSLATE_NOOP("Rules", "the rule does nothing until the player picks")),
) + tuple((stat, _save(stat), "") for stat in STATS)
ARMOR_MODES: tuple[RawOption, ...] = (
    ("add", QT_TRANSLATE_NOOP("Rules", "Add"), QT_TRANSLATE_NOOP("Rules", "added to Armor, by priority")),
    ("multiply", QT_TRANSLATE_NOOP("Rules", "Multiply"),
     QT_TRANSLATE_NOOP("Rules", "Armor multiplied by it, by priority")),
    ("override", QT_TRANSLATE_NOOP("Rules", "Override"),
     QT_TRANSLATE_NOOP("Rules", "after every add and multiply: replaces Armor (the last override wins)")),
)
ROLL_MODE_HOW: tuple[RawOption, ...] = (
    ("adjust", QT_TRANSLATE_NOOP("Rules", "Adjust"), QT_TRANSLATE_NOOP("Rules", "added to the mode so far")),
    ("set", QT_TRANSLATE_NOOP("Rules", "Set"), QT_TRANSLATE_NOOP("Rules", "replaces the mode so far")),
)
def _movement(mode: str) -> Text:
    return lambda: movement_word(mode)


MOVEMENTS: tuple[RawOption, ...] = tuple((mode, _movement(mode), "") for mode in MOVEMENT_MODES)
SPEED_PICKS: tuple[RawOption, ...] = (
    (None, QT_TRANSLATE_NOOP("Rules", "Walk (none named)"),
     QT_TRANSLATE_NOOP("Rules", "no movement named: walk, as upstream's blank")),
) + MOVEMENTS


def _mode_name(value: int) -> str:
    steps = abs(value)
    if value == 0:
        return Rules.tr("Neither")
    if steps == 1:
        return Rules.tr("Advantage") if value > 0 else Rules.tr("Disadvantage")
    said = Rules.tr("Advantage {steps}") if value > 0 else Rules.tr("Disadvantage {steps}")
    return said.format(steps=steps)


def _mode_hint(value: int) -> str:
    steps = abs(value)
    if value == 0:
        return Rules.tr("set: a normal roll; adjust: no change")
    said = Rules.tr("set: roll {dice}d20, keep the highest; adjust: %n step(s) that way", "", steps) if value > 0 \
        else Rules.tr("set: roll {dice}d20, keep the lowest; adjust: %n step(s) that way", "", steps)
    return said.format(dice=steps + 1)


def _roll_mode(value: int) -> RawOption:
    return value, lambda: _mode_name(value), lambda: _mode_hint(value)


# A roll mode's value (character.md §11.2): skills and saves stay within -3..3, initiative within -9..9.
ROLL_MODE_VALUES: tuple[RawOption, ...] = tuple(_roll_mode(v) for v in range(3, -4, -1))
INITIATIVE_MODE_VALUES: tuple[RawOption, ...] = tuple(_roll_mode(v) for v in range(9, -10, -1))


BONUS_DELIVERIES: tuple[RawOption, ...] = (
    ("any", QT_TRANSLATE_NOOP("Rules", "Any attack"),
     QT_TRANSLATE_NOOP("Rules", "every attack that has a delivery (melee or ranged)")),
    ("melee", QT_TRANSLATE_NOOP("Rules", "Melee attacks"),
     QT_TRANSLATE_NOOP("Rules", "only attacks delivered in melee")),
    ("ranged", QT_TRANSLATE_NOOP("Rules", "Ranged attacks"), QT_TRANSLATE_NOOP("Rules", "only ranged attacks")),
)
BONUS_SOURCES: tuple[RawOption, ...] = (
    ("any", QT_TRANSLATE_NOOP("Rules", "Any"), QT_TRANSLATE_NOOP("Rules", "weapon and spell attacks")),
    ("weapon", QT_TRANSLATE_NOOP("Rules", "Weapons"),
     QT_TRANSLATE_NOOP("Rules", "every attack but a spell's (Unarmed Strike too)")),
    ("spell", QT_TRANSLATE_NOOP("Rules", "Spells"), QT_TRANSLATE_NOOP("Rules", "only spell attacks")),
)
REDUCTION_MODES: tuple[RawOption, ...] = (
    ("flat", QT_TRANSLATE_NOOP("Rules", "Flat"), QT_TRANSLATE_NOOP("Rules", "each hit is reduced by the value")),
    ("half", QT_TRANSLATE_NOOP("Rules", "Half"), QT_TRANSLATE_NOOP("Rules", "the damage is halved once, rounding up")),
)
INCOMING_MODIFIERS: tuple[RawOption, ...] = (
    ("disadvantage", QT_TRANSLATE_NOOP("Rules", "Disadvantage"),
     QT_TRANSLATE_NOOP("Rules", "the attacker rolls with disadvantage (a reminder in the log)")),
    ("forceReroll", QT_TRANSLATE_NOOP("Rules", "Force a reroll"),
     QT_TRANSLATE_NOOP("Rules", "the attacker must reroll (a reminder in the log)")),
    ("redirectToSelf", QT_TRANSLATE_NOOP("Rules", "Redirect to you"),
     QT_TRANSLATE_NOOP("Rules", "an attack on an ally nearby can be redirected to you (a reminder)")),
    ("autoMiss", QT_TRANSLATE_NOOP("Rules", "Automatic miss"),
     QT_TRANSLATE_NOOP("Rules", "the attack misses: no damage, only Attacked triggers")),
)
REROLL_TRIGGERS: tuple[RawOption, ...] = (
    ("always", QT_TRANSLATE_NOOP("Rules", "Every attack"),
     QT_TRANSLATE_NOOP("Rules", "every incoming attack is rerolled")),
    ("hit", QT_TRANSLATE_NOOP("Rules", "A hit"), QT_TRANSLATE_NOOP("Rules", "a hit is rerolled")),
    ("criticalHit", QT_TRANSLATE_NOOP("Rules", "A critical hit"),
     QT_TRANSLATE_NOOP("Rules", "only a critical hit is rerolled")),
)
def _hit_dice(die: str) -> Text:
    return lambda: Rules.tr("the {die} hit dice, as stored (before Increment Hit Dice)").format(die=die)


HIT_DIE_SIZES: tuple[RawOption, ...] = (
    (0, QT_TRANSLATE_NOOP("Rules", "Class hit die"), QT_TRANSLATE_NOOP("Rules", "the class's hit die size (d6 without "
                                                                                "a class)")),
) + tuple((int(d[1:]), d, _hit_dice(d)) for d in DIE_SIZES)
HIT_DICE_CONTEXTS: tuple[RawOption, ...] = (
    ("fieldRest", QT_TRANSLATE_NOOP("Rules", "Field rest"),
     QT_TRANSLATE_NOOP("Rules", "hit dice spent in a field rest, when the player confirms the condition")),
    ("maxHpIncrease", QT_TRANSLATE_NOOP("Rules", "Level-up HP"), QT_TRANSLATE_NOOP("Rules", "the HP roll at level-up")),
)
PROFICIENCY_KINDS: tuple[RawOption, ...] = (
    ("languages", QT_TRANSLATE_NOOP("Rules", "Languages"),
     QT_TRANSLATE_NOOP("Rules", "languages the character speaks")),
    ("armor", QT_TRANSLATE_NOOP("Rules", "Armor"), QT_TRANSLATE_NOOP("Rules", "armor the character can wear")),
    ("weapons", QT_TRANSLATE_NOOP("Rules", "Weapons"),
     QT_TRANSLATE_NOOP("Rules", "weapon types the character can crit with (Unarmed Strike for unarmed strikes)")),
)


# The action rules (character.md §13, §15.5).
COST_APPLIES: tuple[RawOption, ...] = (
    ("item", QT_TRANSLATE_NOOP("Rules", "Using an item"),
     QT_TRANSLATE_NOOP("Rules", "an item's activation (a spell's cast too), filtered by type or identifier below")),
    ("heroicReaction", QT_TRANSLATE_NOOP("Rules", "A heroic reaction"),
     QT_TRANSLATE_NOOP("Rules", "Defend, Interpose, Opportunity attack or Help, filtered below")),
)
COST_MODES: tuple[RawOption, ...] = (
    ("delta", QT_TRANSLATE_NOOP("Rules", "Add to the cost"),
     QT_TRANSLATE_NOOP("Rules", "the value is added to the cost so far (negative: cheaper), never below 0")),
    ("set", QT_TRANSLATE_NOOP("Rules", "Set the cost"),
     QT_TRANSLATE_NOOP("Rules", "the cost becomes the value (0: free), whatever it was")),
)
_ITEM_TYPE_WORDS = {"feature": QT_TRANSLATE_NOOP("Rules", "Feature"), "object": QT_TRANSLATE_NOOP("Rules", "Object"),
                    "class": QT_TRANSLATE_NOOP("Rules", "Class"), "subclass": QT_TRANSLATE_NOOP("Rules", "Subclass"),
                    "ancestry": QT_TRANSLATE_NOOP("Rules", "Ancestry"),
                    "background": QT_TRANSLATE_NOOP("Rules", "Background"), "boon": QT_TRANSLATE_NOOP("Rules", "Boon"),
                    "spell": QT_TRANSLATE_NOOP("Rules", "Spell")}


def _items_of_type(kind: str) -> Text:
    return lambda: Rules.tr("items of type {type}").format(type=kind)


def _reaction(words: str) -> Text:
    # engine/action_tracker.py's name of the reaction (context Engine)
    return lambda: translate("Engine", words)


ITEM_TYPE_PICKS: tuple[RawOption, ...] = tuple(
    (kind, _ITEM_TYPE_WORDS.get(kind, kind.capitalize()), _items_of_type(kind)) for kind in ITEM_TYPES)
REACTION_PICKS: tuple[RawOption, ...] = tuple(
    (name, _reaction(words), QT_TRANSLATE_NOOP("Rules", "a heroic reaction, once a round, not on your own turn"))
    for name, words in REACTION_WORDS.items())
DELTA_TIMINGS: tuple[RawOption, ...] = (
    ("now", QT_TRANSLATE_NOOP("Rules", "Now"),
     QT_TRANSLATE_NOOP("Rules", "extra actions this turn (spent before the turn's own); negative takes actions away")),
    ("nextTurn", QT_TRANSLATE_NOOP("Rules", "Next turn"),
     QT_TRANSLATE_NOOP("Rules", "more (or fewer) actions at the next refill, at the end of your turn")),
)
DELTA_TARGETS: tuple[RawOption, ...] = (
    ("self", QT_TRANSLATE_NOOP("Rules", "You"), QT_TRANSLATE_NOOP("Rules", "your own actions change")),
    ("targeted", QT_TRANSLATE_NOOP("Rules", "The target"),
     QT_TRANSLATE_NOOP("Rules", "a line in the log: the GM gives the target its actions")),
    ("allAllies", QT_TRANSLATE_NOOP("Rules", "Every ally"),
     QT_TRANSLATE_NOOP("Rules", "a line in the log: the GM gives every ally their actions")),
)


def _items_only(raw: Raw) -> str:
    return Rules.tr("used only for items") if raw.get("applies") == "heroicReaction" else ""


def _reactions_only(raw: Raw) -> str:
    return "" if raw.get("applies") == "heroicReaction" else Rules.tr("used only for heroic reactions")


def _self_only(raw: Raw) -> str:
    if raw.get("target", "self") != "self":
        return Rules.tr("only your own actions can be borrowed")
    return Rules.tr("only actions given now are borrowed") if raw.get("timing") == "nextTurn" else ""


def trigger_options(kind: str) -> tuple[Option, ...]:
    triggers = CHARGE_TRIGGERS if kind == "charge" else DICE_TRIGGERS
    return tuple((t, trigger_name(t), TRIGGER_HINTS.get(t, "")) for t in triggers)


def mode_options(kind: str) -> tuple[Option, ...]:
    modes = CHARGE_MODES if kind == "charge" else DICE_MODES
    return tuple((m, MODE_NAMES.get(m, m), MODE_HINTS.get(m, "")) for m in modes)  # Labels: translated


# ---- fields ------------------------------------------------------------------------------------
Raw = dict[str, Any]


@dataclass(frozen=True)
class FieldSpec:
    """One field of a rule type and the widget that edits it. Its words (`label`, `hint`, `placeholder`,
    `options`) are read in the player's language, from the English declared (`raw_…`)."""

    key: str
    raw_label: str
    kind: str  # enum | formula | pool | text | int | check | refills | identifier
    raw_hint: str = ""
    default: Any = None
    raw_options: tuple[RawOption, ...] = ()
    dice: bool = False
    context: frozenset[str] = frozenset()
    raw_placeholder: str = ""
    pool_kind: Callable[[Raw], str] | None = None
    scope_key: str = ""  # the sibling field holding the pool's scope (pool pickers)
    refill_kind: Callable[[Raw], str] | None = None
    disabled_when: Callable[[Raw], str] | None = None  # returns why the field is ignored, or ""
    nullable: bool = False  # an emptied text/formula/int box stores null

    @property
    def label(self) -> str:
        return shown(self.raw_label)

    @property
    def hint(self) -> str:
        return shown(self.raw_hint)

    @property
    def placeholder(self) -> str:
        return shown(self.raw_placeholder)

    @property
    def options(self) -> tuple[Option, ...]:
        return shown_options(self.raw_options)


def _dice_kind(raw: Raw) -> str:
    return "dice"


def _charge_kind(raw: Raw) -> str:
    return "charge"


def _target_kind(raw: Raw) -> str:
    return "charge" if raw.get("poolType") == "charge" else "dice"


def _manual_only(raw: Raw) -> str:
    return Rules.tr("used only by a manual spend") if raw.get("mode") == "autoBonus" else ""


def _effect_unused(raw: Raw) -> str:
    if raw.get("mode") == "autoBonus":
        return Rules.tr("used only by a manual spend")
    return Rules.tr("a maximize spend needs no effect") if raw.get("selectionOutcome") == "maximize" else ""


def _auto_only(raw: Raw) -> str:
    if raw.get("mode") == "autoBonus" or raw.get("cardOffer"):
        return ""
    return Rules.tr("used only in auto-bonus mode or by a card offer")


def _dice_target_only(raw: Raw) -> str:
    return Rules.tr("ignored for charge pools") if raw.get("poolType") == "charge" else ""


def _half_only(raw: Raw) -> str:
    return Rules.tr("a half reduction ignores the value") if raw.get("mode") == "half" else ""


def _chosen_only(raw: Raw) -> str:
    return "" if raw.get("requiresChoice") is True else Rules.tr("used only when the player chooses the save")


def _target_unused(raw: Raw) -> str:
    return Rules.tr("the player's choice (Chosen save) replaces it") if raw.get("requiresChoice") is True else ""


def _reroll_only(raw: Raw) -> str:
    return Rules.tr("used only by a forced reroll") if raw.get("modifier", "disadvantage") != "forceReroll" else ""


# What a card shows of a field besides its declaration: the widget (where the field's type does not say
# it), the options' human names, a placeholder, which pools a picker lists, when it is ignored. By
# (rule type, field), then by field for every type.
_IDENTIFIER = {"kind": "identifier"}
_POOL = {"kind": "pool", "scope_key": "poolScope", "placeholder": QT_TRANSLATE_NOOP("Rules", "type a pool identifier")}
_TARGET = {"kind": "target", "placeholder": QT_TRANSLATE_NOOP("Rules", "target tags: quarry, bloodied")}
CARD_EXTRAS: dict[tuple[str, str], dict[str, Any]] = {
    ("chargePool", "identifier"): _IDENTIFIER,
    ("chargePool", "dieSize"): {"kind": "enum", "options": (
        (None, QT_TRANSLATE_NOOP("Rules", "None"), QT_TRANSLATE_NOOP("Rules", "a plain counter")),) + DIE_OPTIONS},
    ("chargePool", "hidden"): {"placeholder": QT_TRANSLATE_NOOP("Rules", "Hide this pool on the sheet")},
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
    ("modifyPool", "dieSize"): {"kind": "enum", "options": (
        (None, QT_TRANSLATE_NOOP("Rules", "Keep"), QT_TRANSLATE_NOOP("Rules", "leave the die size unchanged")),)
                                + DIE_OPTIONS},
    ("modifyPool", "minFace"): {"disabled_when": _dice_target_only},
    ("modifyPool", "addRefills"): {"kind": "refills", "refill_kind": _target_kind},
    ("modifyConsumer", "poolIdentifier"): {**_POOL, "pool_kind": _dice_kind},
    ("modifyConsumer", "effectTypeFilter"): {"options": EFFECT_FILTERS},
    ("combatMana", "resource"): {"options": RESOURCES},
    ("combatMana", "trigger"): {"options": MANA_TRIGGERS},
    ("combatMana", "clearOn"): {"options": MANA_CLEAR},
    ("poolGainMessage", "poolIdentifier"): {"kind": "pool", "pool_kind": _dice_kind,
                                            "placeholder": QT_TRANSLATE_NOOP("Rules", "type a pool identifier")},
    ("poolGainMessage", "message"): {"placeholder": QT_TRANSLATE_NOOP("Rules", "e.g. Fury grows: +{value} damage")},
    ("toggleEffect", "identifier"): {"placeholder": "rage"},  # an identifier
    ("toggleEffect", "tags"): {"placeholder": "self:raging"},  # a tag
    ("toggleEffect", "turnOff"): {"kind": "events", "options": OFF_EVENTS},
    ("toggleEffect", "confirmEndPrompt"): {
        "kind": "prompt", "placeholder": QT_TRANSLATE_NOOP("Rules", "End your Rage? (or a NIMBLE.… key)")},
    ("toggleEffect", "clearPoolsOnEnd"): {"kind": "pools"},
    ("modifyToggle", "toggleIdentifier"): {"kind": "toggle",
                                           "placeholder": QT_TRANSLATE_NOOP("Rules", "type a toggle identifier")},
    ("modifyToggle", "suppressTurnOff"): {"kind": "events", "options": OFF_EVENTS},
    ("modifyToggle", "turnOn"): {"kind": "events", "options": ON_EVENTS},
    ("damageBonus", "delivery"): {"options": BONUS_DELIVERIES},
    ("damageBonus", "source"): {"options": BONUS_SOURCES},
    ("damageBonus", "damageType"): {"placeholder": QT_TRANSLATE_NOOP("Rules", "any type")},
    ("damageBonus", "targetCondition"): _TARGET,
    ("conditionalBonus", "delivery"): {"options": BONUS_DELIVERIES},
    ("conditionalBonus", "source"): {"options": BONUS_SOURCES},
    ("conditionalBonus", "damageType"): {"placeholder": QT_TRANSLATE_NOOP("Rules", "any type")},
    ("conditionalBonus", "targetCondition"): _TARGET,
    ("damageReduction", "mode"): {"options": REDUCTION_MODES},
    ("damageReduction", "value"): {"disabled_when": _half_only},
    ("damageReduction", "damageTypes"): {"placeholder": QT_TRANSLATE_NOOP("Rules", "every damage (or fire, cold …)")},
    ("modifyIncomingAttack", "modifier"): {"options": INCOMING_MODIFIERS},
    ("modifyIncomingAttack", "rerollTrigger"): {"options": REROLL_TRIGGERS, "disabled_when": _reroll_only},
    ("modifyIncomingAttack", "rerollWithDisadvantage"): {"disabled_when": _reroll_only},
    ("maxHitDice", "dieSize"): {"kind": "enum", "options": HIT_DIE_SIZES},
    ("hitDiceAdvantage", "condition"): {"placeholder": QT_TRANSLATE_NOOP("Rules", "e.g. in the wild")},
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
    ("actionCost", "itemIdentifier"): {"kind": "item", "placeholder": QT_TRANSLATE_NOOP("Rules", "any item (or type "
                                                                                                 "an identifier)"),
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
    extras = {("raw_" + key if key in ("options", "placeholder") else key): value for key, value in extras.items()}
    return FieldSpec(field.name, str(label.value) if label else field.name, kind, str(doc.value) if doc else "",
                     default, nullable=default is None and kind in _NULLABLE_KINDS, **extras)


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
