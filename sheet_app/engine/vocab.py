"""The rules' fixed vocabulary (die sizes, triggers, modes, item types, sizes, the number limit), shared by
the validated forms (engine/model.py) and the pydantic schema that checks them (engine/schema.py)."""
from __future__ import annotations

import math
from typing import Any

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
_CONDITION_WORDS = {"lastStand": "Last Stand", "concentrating": "Concentration", "concentration": "Concentration"}
APPLY_TRIGGER_WORDS = {"onHit": "on a hit", "onCrit": "on a critical hit", "onMiss": "on a miss",
                       "onTurnStart": "at the start of your turn", "onTurnEnd": "at the end of your turn",
                       "onKill": "when you die", "onWound": "when you are wounded",
                       "onSaveFail": "when you fail a save", "onRest": "on a rest",
                       "onInitiative": "when you roll initiative"}


def condition_words(name: str) -> str:
    """A condition in the game's words: "Prone", "Last Stand", "Concentration"."""
    return _CONDITION_WORDS.get(name, name[:1].upper() + name[1:])
