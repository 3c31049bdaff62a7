"""The rules' fixed vocabulary (die sizes, triggers, modes, item types, sizes, the number limit), shared by
the validated forms (engine/model.py) and the pydantic schema that checks them (engine/schema.py)."""
from __future__ import annotations

import math
from typing import Any

from ..i18n import QT_TRANSLATE_NOOP, Labels

DIE_SIZES = ("d4", "d6", "d8", "d10", "d12", "d20")
CHARGE_TRIGGERS = ("safeRest", "fieldRest", "onHit", "onCriticalHit", "encounterStart", "encounterEnd",
                   "onWound", "onTurnStart", "onTurnEnd", "onKill", "onBloodied", "onInitiativeRolled")
DICE_TRIGGERS = ("safeRest", "fieldRest", "onHit", "onCriticalHit", "encounterStart", "encounterEnd",
                 "onWound", "onTurnStart", "onTurnEnd", "onKill", "onBloodied", "onAttacked", "onCritReceived")
CHARGE_MODES = ("add", "set", "refresh")
DICE_MODES = ("add", "set", "refresh", "setIfEmpty", "clear")
ITEM_TYPES = ("feature", "object", "class", "subclass", "ancestry", "background", "boon", "spell")
STATS = ("strength", "dexterity", "intelligence", "will")
# The ten skills and the stat each is rolled with (character.md §10, upstream config.ts defaultSkillAbilities).
SKILL_STATS = {"arcana": "intelligence", "examination": "intelligence", "finesse": "dexterity",
               "influence": "will", "insight": "will", "lore": "intelligence", "might": "strength",
               "naturecraft": "will", "perception": "will", "stealth": "dexterity"}
SKILLS = tuple(SKILL_STATS)
MOVEMENT_MODES = ("walk", "fly", "climb", "swim", "burrow")
SIZES = ("tiny", "small", "medium", "large", "huge", "gargantuan")
DICE_EFFECTS = ("rollDie", "rollPool", "clear", "maximizeDie")
CHARGE_EFFECTS = ("fillCount", "clear")
# Header numbers (level, stats, HP, wounds, mana, the bank) stay within a million either way: far past any
# game's needs, and inside what every widget and 32-bit integer holds.
NUMBER_LIMIT = 1_000_000


def formula_text(value: Any) -> Any:
    # Upstream writes formulas as strings but hand-written files use numbers; both are formulas.
    if isinstance(value, bool):
        return value  # let validation reject it with a clear message
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float) and math.isfinite(value):
        return repr(value)
    return value


# character.md §12: the condition ids, upstream's status ids in upstream's order (registerConditionsConfig.ts
# STATUS_EFFECT_IDS); `concentration` is stored as the state `concentrating` (engine/conditions.py).
CONDITION_IDS = ("blinded", "bloodied", "charged", "charmed", "concentration", "confused", "dazed", "dead",
                 "despair", "distracted", "dying", "frightened", "grappled", "hampered", "incapacitated",
                 "invisible", "lastStand", "marked", "paralyzed", "petrified", "poisoned", "prone", "restrained",
                 "riding", "silenced", "slowed", "stunned", "smoldering", "taunted", "unconscious", "wounded")
# character.md §15.4: Apply Condition's triggers (upstream src/models/rules/applyCondition.ts).
APPLY_CONDITION_TRIGGERS = ("onHit", "onCrit", "onMiss", "onTurnStart", "onTurnEnd", "onKill", "onWound",
                            "onSaveFail", "onRest", "onInitiative")
# The vocabulary in the player's words (marked for translation: shown through the functions below).
_CONDITION_WORDS: Labels[str, str] = Labels("Rules", {
    "blinded": QT_TRANSLATE_NOOP("Rules", "Blinded"), "bloodied": QT_TRANSLATE_NOOP("Rules", "Bloodied"),
    "charged": QT_TRANSLATE_NOOP("Rules", "Charged"), "charmed": QT_TRANSLATE_NOOP("Rules", "Charmed"),
    "concentration": QT_TRANSLATE_NOOP("Rules", "Concentration"),
    "concentrating": QT_TRANSLATE_NOOP("Rules", "Concentration"), "confused": QT_TRANSLATE_NOOP("Rules", "Confused"),
    "dazed": QT_TRANSLATE_NOOP("Rules", "Dazed"), "dead": QT_TRANSLATE_NOOP("Rules", "Dead"),
    "despair": QT_TRANSLATE_NOOP("Rules", "Despair"), "distracted": QT_TRANSLATE_NOOP("Rules", "Distracted"),
    "dying": QT_TRANSLATE_NOOP("Rules", "Dying"), "frightened": QT_TRANSLATE_NOOP("Rules", "Frightened"),
    "grappled": QT_TRANSLATE_NOOP("Rules", "Grappled"), "hampered": QT_TRANSLATE_NOOP("Rules", "Hampered"),
    "incapacitated": QT_TRANSLATE_NOOP("Rules", "Incapacitated"), "invisible": QT_TRANSLATE_NOOP("Rules", "Invisible"),
    "lastStand": QT_TRANSLATE_NOOP("Rules", "Last Stand"), "marked": QT_TRANSLATE_NOOP("Rules", "Marked"),
    "paralyzed": QT_TRANSLATE_NOOP("Rules", "Paralyzed"), "petrified": QT_TRANSLATE_NOOP("Rules", "Petrified"),
    "poisoned": QT_TRANSLATE_NOOP("Rules", "Poisoned"), "prone": QT_TRANSLATE_NOOP("Rules", "Prone"),
    "restrained": QT_TRANSLATE_NOOP("Rules", "Restrained"), "riding": QT_TRANSLATE_NOOP("Rules", "Riding"),
    "silenced": QT_TRANSLATE_NOOP("Rules", "Silenced"), "slowed": QT_TRANSLATE_NOOP("Rules", "Slowed"),
    "stunned": QT_TRANSLATE_NOOP("Rules", "Stunned"), "smoldering": QT_TRANSLATE_NOOP("Rules", "Smoldering"),
    "taunted": QT_TRANSLATE_NOOP("Rules", "Taunted"), "unconscious": QT_TRANSLATE_NOOP("Rules", "Unconscious"),
    "wounded": QT_TRANSLATE_NOOP("Rules", "Wounded"),
})
APPLY_TRIGGER_WORDS: Labels[str, str] = Labels("Rules", {
    "onHit": QT_TRANSLATE_NOOP("Rules", "on a hit"), "onCrit": QT_TRANSLATE_NOOP("Rules", "on a critical hit"),
    "onMiss": QT_TRANSLATE_NOOP("Rules", "on a miss"),
    "onTurnStart": QT_TRANSLATE_NOOP("Rules", "at the start of your turn"),
    "onTurnEnd": QT_TRANSLATE_NOOP("Rules", "at the end of your turn"),
    "onKill": QT_TRANSLATE_NOOP("Rules", "when you die"),
    "onWound": QT_TRANSLATE_NOOP("Rules", "when you are wounded"),
    "onSaveFail": QT_TRANSLATE_NOOP("Rules", "when you fail a save"),
    "onRest": QT_TRANSLATE_NOOP("Rules", "on a rest"),
    "onInitiative": QT_TRANSLATE_NOOP("Rules", "when you roll initiative"),
})
_STAT_WORDS: Labels[str, str] = Labels("Rules", {
    "strength": QT_TRANSLATE_NOOP("Rules", "Strength"), "dexterity": QT_TRANSLATE_NOOP("Rules", "Dexterity"),
    "intelligence": QT_TRANSLATE_NOOP("Rules", "Intelligence"), "will": QT_TRANSLATE_NOOP("Rules", "Will"),
})
_SKILL_WORDS: Labels[str, str] = Labels("Rules", {
    "arcana": QT_TRANSLATE_NOOP("Rules", "Arcana"), "examination": QT_TRANSLATE_NOOP("Rules", "Examination"),
    "finesse": QT_TRANSLATE_NOOP("Rules", "Finesse"), "influence": QT_TRANSLATE_NOOP("Rules", "Influence"),
    "insight": QT_TRANSLATE_NOOP("Rules", "Insight"), "lore": QT_TRANSLATE_NOOP("Rules", "Lore"),
    "might": QT_TRANSLATE_NOOP("Rules", "Might"), "naturecraft": QT_TRANSLATE_NOOP("Rules", "Naturecraft"),
    "perception": QT_TRANSLATE_NOOP("Rules", "Perception"), "stealth": QT_TRANSLATE_NOOP("Rules", "Stealth"),
})
_MOVEMENT_WORDS: Labels[str, str] = Labels("Rules", {
    "walk": QT_TRANSLATE_NOOP("Rules", "Walk"), "fly": QT_TRANSLATE_NOOP("Rules", "Fly"),
    "climb": QT_TRANSLATE_NOOP("Rules", "Climb"), "swim": QT_TRANSLATE_NOOP("Rules", "Swim"),
    "burrow": QT_TRANSLATE_NOOP("Rules", "Burrow"),
})


def _word(words: Labels[str, str], name: str) -> str:
    return words.get(name) or name[:1].upper() + name[1:]


def condition_words(name: str) -> str:
    """A condition in the game's words: "Prone", "Last Stand", "Concentration"."""
    return _word(_CONDITION_WORDS, name)


def apply_trigger_words(trigger: str) -> str:
    """When an Apply Condition applies, in words ("on a hit"); an unknown trigger as written."""
    return APPLY_TRIGGER_WORDS.get(trigger, trigger)


def stat_word(stat: str) -> str:
    """A stat's name ("Strength"); an unknown one capitalized."""
    return _word(_STAT_WORDS, stat)


def skill_word(skill: str) -> str:
    """A skill's name ("Arcana"); an unknown one capitalized."""
    return _word(_SKILL_WORDS, skill)


def movement_word(mode: str) -> str:
    """A movement mode's name ("Fly"); an unknown one capitalized."""
    return _word(_MOVEMENT_WORDS, mode)


# The damage types the app lists (a rule or a step may name any other): each rules' word and what the player
# reads for it. The word stays the rules' (a step's `type`, a rule's damageType); only what is shown changes.
DAMAGE_TYPE_WORDS: Labels[str, str] = Labels("Engine", {
    "slashing": QT_TRANSLATE_NOOP("Engine", "slashing"), "piercing": QT_TRANSLATE_NOOP("Engine", "piercing"),
    "bludgeoning": QT_TRANSLATE_NOOP("Engine", "bludgeoning"), "fire": QT_TRANSLATE_NOOP("Engine", "fire"),
    "cold": QT_TRANSLATE_NOOP("Engine", "cold"), "lightning": QT_TRANSLATE_NOOP("Engine", "lightning"),
    "acid": QT_TRANSLATE_NOOP("Engine", "acid"), "poison": QT_TRANSLATE_NOOP("Engine", "poison"),
    "necrotic": QT_TRANSLATE_NOOP("Engine", "necrotic"), "radiant": QT_TRANSLATE_NOOP("Engine", "radiant"),
    "psychic": QT_TRANSLATE_NOOP("Engine", "psychic"), "force": QT_TRANSLATE_NOOP("Engine", "force"),
    "thunder": QT_TRANSLATE_NOOP("Engine", "thunder"),
})


def damage_type_word(kind: str) -> str:
    """A damage type in the player's language ("fire" -> "feu"); a type of the rules' own as it is written."""
    return DAMAGE_TYPE_WORDS.get(kind.strip().lower(), kind) if isinstance(kind, str) else kind


# An object's kind (its objectType) as the player reads it; the item keeps the rules' word.
OBJECT_TYPE_WORDS: Labels[str, str] = Labels("Engine", {
    "weapon": QT_TRANSLATE_NOOP("Engine", "weapon"), "armor": QT_TRANSLATE_NOOP("Engine", "armor"),
    "shield": QT_TRANSLATE_NOOP("Engine", "shield"), "wand": QT_TRANSLATE_NOOP("Engine", "wand"),
    "gear": QT_TRANSLATE_NOOP("Engine", "gear"), "consumable": QT_TRANSLATE_NOOP("Engine", "consumable"),
})


def object_type_word(kind: str) -> str:
    """An object's kind in the player's language ("weapon" -> "arme"); another kind as it is written."""
    return OBJECT_TYPE_WORDS.get(kind, kind)
