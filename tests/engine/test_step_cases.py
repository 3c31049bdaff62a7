"""The play-format cases: one per row of play-format.md's step table (its "Steps", and the rows of its "More
steps" the engine has) and of the steps docs/play-scripts.md adds, each run and each refused.

What guards a step's shape is these cases: a step is declared once (engine/steps.py), and a case here says
what its play-format dict does on a character, and that a malformed one is `invalidStep` and changes
nothing. `test_every_declared_step_has_a_case_run_and_one_refused` asks a new step for both."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.engine.steps import STEPS

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = {name: (ROOT / "resources" / f"sample-{name}.json").read_text(encoding="utf-8")
           for name in ("berserker", "commander")}
ROLL_FURY = {"do": "rollDie", "pool": "fury"}
FILL_COMBAT_DICE = {"do": "setCharges", "pool": "combat-dice", "value": 3}
WAND = {"id": "test-wand", "name": "Test Wand", "type": "object", "rules": []}
POOL_RULE = {"type": "chargePool", "identifier": "tests", "label": "Tests", "max": "1"}
MARKED = {"id": "hunt", "name": "Hunt", "type": "feature", "rules": [
    {"id": "mark", "type": "conditionalBonus", "label": "Hunter's Mark",
     "targetCondition": {"$and": ["target:quarry"]}}]}
BANE = {"type": "damageBonus", "label": "Bane", "value": "2", "targetCondition": {"$and": ["target:bloodied"]}}
MIST = {"id": "mist", "type": "modifyIncomingAttack", "label": "Cloak of Mist"}
MEDIC = {"type": "healingPotionBonus", "label": "Field Medic"}
WILD = {"id": "wild", "type": "hitDiceAdvantage", "label": "Wild One", "condition": "in the wild"}
SPARK = {"id": "spark", "name": "Spark", "type": "spell", "tier": 0, "school": "lightning",
         "properties": {"selected": ["range"]}, "attack": {"delivery": "ranged", "damage": "1d6"},
         "activation": {"cost": {"type": "action", "quantity": 1}}}
GLOW = {"id": "glow", "name": "Glow", "type": "spell", "tier": 1, "school": "radiant"}
ENCOUNTER = {"do": "startEncounter"}


class Case(NamedTuple):
    step: dict[str, Any]
    expect: str  # a log line's text (it holds this), or the error code
    message: str = ""  # the error's message holds this
    before: tuple[dict[str, Any], ...] = ()
    sample: str = "berserker"
    dice: tuple[int, ...] = (3, 4, 5, 2, 6, 1, 3, 4)


def ok(step: dict[str, Any], line: str, *before: dict[str, Any], **more: Any) -> Case:
    return Case(step, line, before=before, **more)


def refused(step: dict[str, Any], code: str, message: str, *before: dict[str, Any], **more: Any) -> Case:
    return Case(step, code, message, before=before, **more)


CASES = {
    # ---- play-format.md, "Steps" ----
    "startEncounter": ok({"do": "startEncounter"}, "Encounter started"),
    "startEncounter, one running": refused({"do": "startEncounter"}, "encounterRunning", "already running",
                                           {"do": "startEncounter"}),
    "startEncounter, a bad by": refused({"do": "startEncounter", "by": 5}, "invalidStep", "'by' has the wrong type"),
    "rollInitiative value": ok({"do": "rollInitiative", "value": 17}, "Initiative 17 (rolled at the table)"),
    "rollInitiative rolled": ok({"do": "rollInitiative"}, "Initiative 5 (1d20 + 2 (DEX): 3)"),
    "rollInitiative, value as text": refused({"do": "rollInitiative", "value": "17"}, "invalidStep",
                                             "'value' has the wrong type (str)"),
    "rollInitiative, a value the formula cannot give": refused({"do": "rollInitiative", "value": 99}, "invalidStep",
                                                               "initiative 99 cannot come from"),
    "startTurn": ok({"do": "startTurn"}, "Turn started"),
    "startTurn, a bad by": refused({"do": "startTurn", "by": []}, "invalidStep", "'by' has the wrong type (list)"),
    "endTurn": ok({"do": "endTurn"}, "Turn ended"),
    "endTurn, a bad by": refused({"do": "endTurn", "by": {}}, "invalidStep", "'by' has the wrong type (dict)"),
    "endEncounter": ok({"do": "endEncounter"}, "Encounter ended", {"do": "startEncounter"}),
    "endEncounter, none running": refused({"do": "endEncounter"}, "noEncounter", "no encounter is running"),
    "endEncounter, a bad by": refused({"do": "endEncounter", "by": True}, "invalidStep", "'by' has the wrong type",
                                      {"do": "startEncounter"}),
    "rest safe": ok({"do": "rest", "kind": "safe"}, "Safe rest"),
    "rest, not a kind": refused({"do": "rest", "kind": "long"}, "invalidStep", "'kind' must be safe or field"),
    "rest field": ok({"do": "rest", "kind": "field", "mode": "catchBreath", "hitDice": {"d12": 2}},
                     "Catch Breath: hit dice 2d12 (3, 4)", {"do": "damage", "amount": 30}),
    "rest field, not a die": refused({"do": "rest", "kind": "field", "hitDice": {"d7": 1}}, "invalidStep",
                                     "'hitDice' cannot have the key 'd7'"),
    "rest field, not a mode": refused({"do": "rest", "kind": "field", "mode": "nap"}, "invalidStep",
                                      "'mode' must be catchBreath or makeCamp"),
    "spendHitDice": ok({"do": "spendHitDice", "hitDice": {"d12": 1}, "mode": "makeCamp"},
                       "Make Camp: hit dice 1d12 (12)", {"do": "damage", "amount": 30}),
    "spendHitDice, none": refused({"do": "spendHitDice", "hitDice": {}}, "invalidStep", "names no hit dice"),
    "spendHitDice, more than left": refused({"do": "spendHitDice", "hitDice": {"d12": 7}}, "insufficientHitDice",
                                            "7 d12 hit dice asked, 6 left"),
    "spendHitDice, a negative count": refused({"do": "spendHitDice", "hitDice": {"d12": -1}}, "invalidStep",
                                              "'hitDice.d12' cannot be negative"),
    "fire": ok({"do": "fire", "trigger": "onKill"}, "Kill triggered"),
    "fire, not a trigger": refused({"do": "fire", "trigger": "onNap"}, "invalidStep", "unknown trigger 'onNap'"),
    "fire, no trigger": refused({"do": "fire"}, "invalidStep", "'fire' needs 'trigger'"),
    "activate": ok({"do": "activate", "item": "rage"}, "Rage"),
    "activate outcome": ok({"do": "activate", "item": "greataxe", "outcome": "hit"}, "Greataxe: hit"),
    "activate picks": ok({"do": "activate", "item": "tayg", "picks": [0]}, "Spent 1 Fury Die", ROLL_FURY),
    "activate, not an outcome": refused({"do": "activate", "item": "greataxe", "outcome": "graze"}, "invalidStep",
                                        "'outcome' must be hit, crit or miss"),
    "activate, an unknown item": refused({"do": "activate", "item": "sword"}, "unknownItem", "there is no item"),
    "activate chargeDice": ok({"do": "activate", "item": "longsword", "chargeDice": {"pool": "combat-dice",
                                                                                     "count": 2}},
                              "Combat Dice: 2 charges spent", FILL_COMBAT_DICE, sample="commander"),
    "activate chargeDice, a negative count": refused(
        {"do": "activate", "item": "longsword", "chargeDice": {"pool": "combat-dice", "count": -1}}, "invalidStep",
        "'chargeDice.count' cannot be negative", sample="commander"),
    "activate chargeDice, a pool without a die": refused(
        {"do": "activate", "item": "greataxe", "chargeDice": {"pool": "wand-charges", "count": 1}}, "invalidStep",
        "has no die size"),
    "activate offers": ok({"do": "activate", "item": "greataxe", "outcome": "hit",
                           "offers": [{"consumer": "death-blow", "picks": [0]}]}, "Death Blow", ROLL_FURY),
    "activate offers, no picks": refused({"do": "activate", "item": "greataxe", "offers": [{"consumer": "death-blow"}]},
                                         "invalidStep", "'offers[0]' needs 'picks'"),
    "spend": ok({"do": "spend", "pool": "fury", "consumer": "tayg", "picks": [0]}, "Spent 1 Fury Die", ROLL_FURY),
    "spend rule": refused({"do": "spend", "pool": "fury", "consumer": "tayg", "picks": [0], "rule": 1},
                          "unknownConsumer", "number 1", ROLL_FURY),
    "spend, picks as text": refused({"do": "spend", "pool": "fury", "consumer": "tayg", "picks": "0"}, "invalidStep",
                                    "'picks' has the wrong type (str)", ROLL_FURY),
    "rollCharge": ok({"do": "rollCharge", "pool": "combat-dice"}, "Combat Dice: rolled 3 on a d10", FILL_COMBAT_DICE,
                     sample="commander"),
    "rollCharge, a pool as a number": refused({"do": "rollCharge", "pool": 5}, "invalidStep",
                                              "'pool' has the wrong type (int)", sample="commander"),
    "attacked": ok({"do": "attacked", "damage": 14, "type": "slashing", "critical": False}, "14 slashing damage"),
    "attacked, negative damage": refused({"do": "attacked", "damage": -1}, "invalidStep",
                                         "'damage' cannot be negative"),
    "attacked reactions": ok({"do": "attacked", "damage": 14, "reactions": [{"consumer": "tayg", "picks": [0]}]},
                             "Spent 1 Fury Die", ROLL_FURY),
    "attacked reactions, no picks": refused({"do": "attacked", "damage": 14, "reactions": [{"consumer": "tayg"}]},
                                            "invalidStep", "'reactions[0]' needs 'picks'", ROLL_FURY),
    "damage": ok({"do": "damage", "amount": 5}, "Took 5 damage"),
    "damage type and by": ok({"do": "damage", "amount": 5, "type": "fire", "by": "GM"}, "GM: Took 5 fire damage"),
    "damage, amount as text": refused({"do": "damage", "amount": "5"}, "invalidStep",
                                      "'amount' has the wrong type (str)"),
    "heal": ok({"do": "heal", "amount": 5}, "Healed 5: HP 53 → 58", {"do": "damage", "amount": 5}),
    "heal, past the number limit": refused({"do": "heal", "amount": 1_000_001}, "invalidStep",
                                           "'amount' must be at most 1,000,000"),
    "setDie": ok({"do": "setDie", "pool": "fury", "index": 0, "face": 2}, "Fury Dice: die 1 set 3 → 2", ROLL_FURY),
    "setDie, a face past the die": refused({"do": "setDie", "pool": "fury", "index": 0, "face": 9}, "invalidStep",
                                           "a d6 shows 1 to 6, not 9", ROLL_FURY),
    "setDie, no face": refused({"do": "setDie", "pool": "fury", "index": 0}, "invalidStep", "'setDie' needs 'face'",
                               ROLL_FURY),
    "removeDie": ok({"do": "removeDie", "pool": "fury", "index": 0}, "Fury Dice: removed a die (3)", ROLL_FURY),
    "removeDie, out of range": refused({"do": "removeDie", "pool": "fury", "index": 1}, "badPicks", "out of range",
                                       ROLL_FURY),
    "removeDie, index as a flag": refused({"do": "removeDie", "pool": "fury", "index": True}, "invalidStep",
                                          "'index' has the wrong type (bool)", ROLL_FURY),
    "rollDie": ok({"do": "rollDie", "pool": "fury"}, "Fury Dice +1 (3) rolled in by hand"),
    "rollDie, a full pool": refused({"do": "rollDie", "pool": "fury"}, "invalidStep", "is full", ROLL_FURY, ROLL_FURY,
                                    {"do": "rollDie", "pool": "fury", "note": "a key rollDie does not declare"}),
    "rollDie, no pool": refused({"do": "rollDie"}, "invalidStep", "'rollDie' needs 'pool'"),
    "setCharges": ok({"do": "setCharges", "pool": "wand-charges", "value": 2}, "Wand Charges set 3 → 2 (2/3)"),
    "setCharges, clamped": ok({"do": "setCharges", "pool": "wand-charges", "value": 9}, "set 2 → 3 (3/3)",
                              {"do": "setCharges", "pool": "wand-charges", "value": 2}),
    "setCharges, a null value": refused({"do": "setCharges", "pool": "wand-charges", "value": None}, "invalidStep",
                                        "'value' has the wrong type (NoneType)"),
    "set": ok({"do": "set", "field": "level", "value": 7}, "Level 6 → 7"),
    "set, not a field": refused({"do": "set", "field": "luck", "value": 6}, "invalidStep", "'luck' cannot be set"),
    "set, a level as text": refused({"do": "set", "field": "level", "value": "6"}, "invalidStep",
                                    "'value' has the wrong type (str)"),
    # ---- play-format.md, "The whole character": checks, initiative's mode, the §10 set fields ----
    "check": ok({"do": "check", "stat": "strength", "mode": 1, "dc": 10},
                "Strength check (advantage: Roll +1): 4 + 3 = 7 vs 10, failed"),
    "check, a poisoned save waiving frightened": ok(
        {"do": "check", "save": "dexterity", "waive": ["frightened"]}, "Dexterity save (disadvantage: Poisoned −1)",
        {"do": "state", "name": "poisoned", "on": True}, {"do": "state", "name": "frightened", "on": True}),
    "check, two keys": refused({"do": "check", "skill": "might", "stat": "strength"}, "invalidStep",
                               "exactly one of 'skill', 'save' or 'stat'"),
    "check, no key": refused({"do": "check", "dc": 10}, "invalidStep", "exactly one of"),
    "check, an unknown skill": refused({"do": "check", "skill": "willpower"}, "invalidStep", "'skill' must be"),
    "check, waiving poisoned": refused({"do": "check", "stat": "will", "waive": ["poisoned"]}, "invalidStep",
                                       "'waive[0]' must be frightened or taunted"),
    "rollInitiative with advantage": ok({"do": "rollInitiative", "mode": 1},
                                        "Initiative 6 (1d20 + 2 (DEX): 3, 4 → 4; advantage: Roll +1)"),
    "rollInitiative, waiving prone": refused({"do": "rollInitiative", "waive": ["prone"]}, "invalidStep",
                                             "'waive[0]' must be frightened or taunted"),
    "set skills points": ok({"do": "set", "field": "skills.stealth.points", "value": 2}, "Stealth points 0 → 2"),
    "set a save's roll mode": ok({"do": "set", "field": "savingThrows.will.defaultRollMode", "value": -1},
                                 "Will save roll mode 0 → -1"),
    "set a save's roll mode beyond 3": refused({"do": "set", "field": "savingThrows.will.defaultRollMode",
                                                "value": 4}, "invalidStep", "between -3 and 3"),
    "set armor": ok({"do": "set", "field": "armor.baseValue", "value": "@dexterity + 1"},
                    "Armor @dexterity → @dexterity + 1"),
    "set armor with dice": refused({"do": "set", "field": "armor.baseValue", "value": "1d6"}, "invalidStep",
                                   "dice are not allowed"),
    "set a speed": ok({"do": "set", "field": "movement.fly", "value": 6}, "Fly speed 0 → 6"),
    "set a negative speed": refused({"do": "set", "field": "movement.walk", "value": -1}, "invalidStep",
                                    "between 0 and"),
    "set a fractional speed": refused({"do": "set", "field": "movement.walk", "value": 2.5}, "invalidStep",
                                      "'value' has the wrong type (float)"),
    "state": ok({"do": "state", "name": "hidden", "on": True}, "Hidden on"),
    "state, on as text": refused({"do": "state", "name": "hidden", "on": "yes"}, "invalidStep",
                                 "'on' has the wrong type (str)"),
    "equip": ok({"do": "equip", "item": "greataxe", "on": False}, "Greataxe unequipped"),
    "equip, not an object": refused({"do": "equip", "item": "rage", "on": True}, "notEquippable", "not an object"),
    "equip, no on": refused({"do": "equip", "item": "greataxe"}, "invalidStep", "'equip' needs 'on'"),
    "enableRule": ok({"do": "enableRule", "item": "rage", "rule": 0, "on": False}, "Rage: rule"),
    "enableRule, a rule as a fraction": refused({"do": "enableRule", "item": "rage", "rule": 1.5, "on": False},
                                                "invalidStep", "'rule' has the wrong type (float)"),
    "undo": ok({"do": "undo"}, "Undid Damage (5)", {"do": "damage", "amount": 5}),
    "undo, nothing": refused({"do": "undo"}, "nothingToUndo", "nothing to undo"),
    "redo": ok({"do": "redo"}, "Redid Damage (5)", {"do": "damage", "amount": 5}, {"do": "undo"}),
    "redo, nothing": refused({"do": "redo"}, "nothingToRedo", "nothing to redo"),
    # ---- docs/play-scripts.md: the steps the window uses too ----
    "rerollDie": ok({"do": "rerollDie", "pool": "fury", "index": 0}, "Fury Dice: die 1 rerolled 3 → 4", ROLL_FURY),
    "rerollDie, no index": refused({"do": "rerollDie", "pool": "fury"}, "invalidStep", "'rerollDie' needs 'index'",
                                   ROLL_FURY),
    "set name": ok({"do": "set", "field": "name", "value": "Korr"}, "→ Korr"),
    "editRule": ok({"do": "editRule", "item": "rage", "rule": 1, "set": {"label": "Rage Dice"}},
                   "Rage: rule 1 (Rage Dice) edited"),
    "editRule, unset as text": refused({"do": "editRule", "item": "rage", "rule": 1, "unset": "label"}, "invalidStep",
                                       "'unset' has the wrong type (str)"),
    "addRule": ok({"do": "addRule", "item": "test-wand", "raw": POOL_RULE}, "Test Wand: rule Tests added",
                  {"do": "addItem", "raw": WAND}),
    "addRule, at past the end": refused({"do": "addRule", "item": "rage", "raw": POOL_RULE, "at": 9}, "invalidStep",
                                        "'at' must be 0..3"),
    "addRule, no raw": refused({"do": "addRule", "item": "rage"}, "invalidStep", "'addRule' needs 'raw'"),
    "deleteRule": ok({"do": "deleteRule", "item": "test-wand", "rule": 0}, "Test Wand: rule Tests deleted",
                     {"do": "addItem", "raw": {**WAND, "rules": [POOL_RULE]}}),
    "deleteRule, no rule": refused({"do": "deleteRule", "item": "rage"}, "invalidStep", "'deleteRule' needs 'rule'"),
    "setRules": ok({"do": "setRules", "item": "test-wand", "rules": [POOL_RULE]}, "Test Wand: rules edited (1 rule)",
                   {"do": "addItem", "raw": WAND}),
    "setRules, rules as an object": refused({"do": "setRules", "item": "rage", "rules": {}}, "invalidStep",
                                            "'rules' has the wrong type (dict)"),
    "addItem": ok({"do": "addItem", "raw": WAND}, "Test Wand added"),
    "addItem at": ok({"do": "addItem", "raw": WAND, "at": 0}, "Test Wand added"),
    "addItem, at past the end": refused({"do": "addItem", "raw": WAND, "at": 99}, "invalidStep", "'at' must be 0..12"),
    "addItem, raw as a list": refused({"do": "addItem", "raw": [WAND]}, "invalidStep",
                                      "'raw' has the wrong type (list)"),
    "addItems": ok({"do": "addItems", "raws": [WAND, {**WAND, "name": "Other Wand"}]},
                   "2 items added: Test Wand, Other Wand"),
    "addItems, none": refused({"do": "addItems", "raws": []}, "invalidStep", "'raws' cannot be empty"),
    "addItems, not an object": refused({"do": "addItems", "raws": [WAND, 3]}, "invalidStep",
                                       "'raws[1]' has the wrong type (int)"),
    "editItem": ok({"do": "editItem", "item": "greataxe", "set": {"name": "Big Axe"}}, "Big Axe: edited (name)"),
    "editItem, not an item field": refused({"do": "editItem", "item": "greataxe", "set": {"rules": []}},
                                           "invalidStep", "'rules' cannot be edited here"),
    "editItem, set as a list": refused({"do": "editItem", "item": "greataxe", "set": []}, "invalidStep",
                                       "'set' has the wrong type (list)"),
    "duplicateItem": ok({"do": "duplicateItem", "item": "greataxe"}, "Greataxe (copy) added (a copy of Greataxe)"),
    "duplicateItem name": ok({"do": "duplicateItem", "item": "greataxe", "name": "Spare Axe"}, "Spare Axe added"),
    "duplicateItem, name as a number": refused({"do": "duplicateItem", "item": "greataxe", "name": 2}, "invalidStep",
                                               "'name' has the wrong type (int)"),
    "moveItem": ok({"do": "moveItem", "item": "greataxe", "to": 0}, "Greataxe moved to position 1"),
    "moveItem, past the end": refused({"do": "moveItem", "item": "greataxe", "to": 99}, "invalidStep",
                                      "'to' must be 0..11"),
    "moveItem, no to": refused({"do": "moveItem", "item": "greataxe"}, "invalidStep", "'moveItem' needs 'to'"),
    "deleteItem": ok({"do": "deleteItem", "item": "wand"}, "Wand of Scorching Rays deleted with its pools"),
    "deleteItem, item as a number": refused({"do": "deleteItem", "item": 3}, "invalidStep",
                                            "'item' has the wrong type (int)"),
    "not a step": refused({"do": "nap"}, "invalidStep", "unknown step 'nap'"),
    # ---- play-format.md, "More steps" (character.md §11.3, §15.1, §15.3) ----
    "activate mode": ok({"do": "activate", "item": "greataxe", "mode": 1}, "Greataxe (advantage): 3, 4 → 4, hit"),
    "activate, a mode past 99": refused({"do": "activate", "item": "greataxe", "mode": 100}, "invalidStep",
                                        "'mode' must be at most 99"),
    "activate waive": ok({"do": "activate", "item": "greataxe", "waive": ["frightened"]},
                         "Greataxe: hit, 6 damage", {"do": "state", "name": "frightened", "on": True}),
    "activate, waive poisoned": refused({"do": "activate", "item": "greataxe", "waive": ["poisoned"]}, "invalidStep",
                                        "'waive[0]' must be frightened or taunted"),
    "activate conditional": ok({"do": "activate", "item": "greataxe", "targetTags": ["quarry"],
                                "conditional": [{"rule": "mark", "choice": "damage"}]},
                               "+6 [Hunter's Mark]", {"do": "addItem", "raw": MARKED}),
    "activate, a conditional choice misspelt": refused(
        {"do": "activate", "item": "greataxe", "conditional": [{"rule": "mark", "choice": "both"}]}, "invalidStep",
        "'conditional[0].choice' must be advantage or damage"),
    "activate, a conditional pick that fails its target": refused(
        {"do": "activate", "item": "greataxe", "conditional": [{"rule": "mark", "choice": "damage"}]}, "invalidChoice",
        "the target does not match its target condition", {"do": "addItem", "raw": MARKED}),
    "activate targetTags": ok({"do": "activate", "item": "greataxe", "targetTags": ["bloodied"]}, "+2 [Bane]",
                              {"do": "addItem", "raw": {**WAND, "rules": [BANE]}}),
    "activate, targetTags as text": refused({"do": "activate", "item": "greataxe", "targetTags": "quarry"},
                                            "invalidStep", "'targetTags' has the wrong type (str)"),
    "activate unarmedStrike": ok({"do": "activate", "item": "unarmedStrike"}, "Unarmed Strike: hit, 6 damage"),
    "activate unarmedStrike with picks": refused({"do": "activate", "item": "unarmedStrike", "picks": [0]},
                                                 "unknownConsumer", "Unarmed Strike has no manual dice consumer"),
    "attacked incoming": ok({"do": "attacked", "damage": 14, "incoming": ["mist"]},
                            "Attacks against Korr Ironhide have disadvantage (Cloak of Mist)",
                            {"do": "addItem", "raw": {**WAND, "rules": [MIST]}}),
    "attacked, incoming names no rule": refused({"do": "attacked", "damage": 14, "incoming": ["fog"]}, "invalidChoice",
                                                "'fog' is no active Modify Incoming Attack rule"),
    "attacked, incoming as text": refused({"do": "attacked", "damage": 14, "incoming": "mist"}, "invalidStep",
                                          "'incoming' has the wrong type (str)"),
    "heal potion": ok({"do": "heal", "amount": 5, "potion": True}, "Healed 6 (+1 Field Medic): HP 48 → 54",
                      {"do": "damage", "amount": 10}, {"do": "addItem", "raw": {**WAND, "rules": [MEDIC]}}),
    "heal, potion as text": refused({"do": "heal", "amount": 5, "potion": "yes"}, "invalidStep",
                                    "'potion' has the wrong type (str)"),
    "rest field advantage": ok({"do": "rest", "kind": "field", "hitDice": {"d12": 1}, "advantage": True},
                               "1d12 (3, 4 → 4) with advantage (Wild One)", {"do": "damage", "amount": 30},
                               {"do": "addItem", "raw": {**WAND, "rules": [WILD]}}),
    "rest, advantage as a number": refused({"do": "rest", "kind": "field", "advantage": 1}, "invalidStep",
                                           "'advantage' has the wrong type (int)"),
    "spendHitDice advantage": ok({"do": "spendHitDice", "hitDice": {"d12": 1}, "advantage": ["wild"]},
                                 "1d12 (3, 4 → 4) with advantage (Wild One)", {"do": "damage", "amount": 30},
                                 {"do": "addItem", "raw": {**WAND, "rules": [WILD]}}),
    "spendHitDice, advantage naming no rule": refused(
        {"do": "spendHitDice", "hitDice": {"d12": 1}, "advantage": ["wild"]}, "invalidChoice",
        "'wild' is no active Hit Dice Advantage rule"),
    # ---- character.md §13, §14: the action tracker and spells ----
    "spendAction": ok({"do": "spendAction"}, "Actions: 1 action spent (2/3 left)", ENCOUNTER),
    "spendAction, no encounter": refused({"do": "spendAction"}, "noEncounter", "only in an encounter"),
    "spendAction, too many": refused({"do": "spendAction", "count": 4}, "noActions", "needs 4 actions, 3 left",
                                     ENCOUNTER),
    "spendAction, count as text": refused({"do": "spendAction", "count": "2"}, "invalidStep",
                                          "'count' has the wrong type (str)"),
    "reaction": ok({"do": "reaction", "name": "help"}, "Help (reaction): 1 action spent (2/3 left)", ENCOUNTER),
    "reaction, twice a round": refused({"do": "reaction", "name": "help"}, "reactionUnavailable",
                                       "already used this round", ENCOUNTER, {"do": "reaction", "name": "help"}),
    "reaction, no encounter": refused({"do": "reaction", "name": "help"}, "reactionUnavailable", "needs an encounter"),
    "reaction, unknown": refused({"do": "reaction", "name": "dodge"}, "invalidStep", "'name' must be defend"),
    "cast": ok({"do": "cast", "item": "spark"}, "Cast Spark (cantrip)", {"do": "addItem", "raw": SPARK}),
    "cast, upcast a cantrip": refused({"do": "cast", "item": "spark", "mana": 1}, "invalidUpcast", "cantrip",
                                      {"do": "addItem", "raw": SPARK}),
    "cast, no mana": refused({"do": "cast", "item": "glow"}, "insufficientMana", "Glow needs 1 mana, 0 left",
                             {"do": "addItem", "raw": GLOW}),
    "cast, not a spell": refused({"do": "cast", "item": "greataxe"}, "invalidStep", "is not a spell"),
    "cast, mana as text": refused({"do": "cast", "item": "spark", "mana": "1"}, "invalidStep",
                                  "'mana' has the wrong type (str)", {"do": "addItem", "raw": SPARK}),
    "activate a spell casts it": ok({"do": "activate", "item": "spark"}, "Cast Spark (cantrip)",
                                    {"do": "addItem", "raw": SPARK}),
    "attacked defend": ok({"do": "attacked", "damage": 14, "defend": True}, "Defend: damage reduced by Armor",
                          ENCOUNTER),
    "attacked defend, no encounter": refused({"do": "attacked", "damage": 14, "defend": True}, "reactionUnavailable",
                                             "Defend needs an encounter"),
    "attacked, concentrationSave misspelt": refused({"do": "attacked", "damage": 14, "critical": True,
                                                     "concentrationSave": "yes"}, "invalidStep",
                                                    "'concentrationSave' must be pass or fail"),
    "set actions.max": ok({"do": "set", "field": "actions.max", "value": 4}, "Max actions 3 → 4"),
    "set actions.current, negative": refused({"do": "set", "field": "actions.current", "value": -1}, "invalidStep",
                                             "actions.current must be a whole number"),
    "set mana.bonus": ok({"do": "set", "field": "mana.bonus", "value": 2}, "Mana bonus +0 → +2"),
    "set highestUnlockedSpellTier, past 9": refused({"do": "set", "field": "highestUnlockedSpellTier", "value": 10},
                                                    "invalidStep", "must be a whole number 0..9"),
    # ---- play-format.md, "The whole character": conditions (character.md §12) ----
    "condition": ok({"do": "condition", "name": "slowed", "turnEnds": 2},
                    "Slowed on (ends after 2 more of your turns)"),
    "condition off": ok({"do": "condition", "name": "prone", "on": False}, "Prone off",
                        {"do": "condition", "name": "prone"}),
    "condition, a plain state": refused({"do": "condition", "name": "raging"}, "invalidStep",
                                        "any other state is set with the state step"),
    "condition, a zero timer": refused({"do": "condition", "name": "prone", "attacks": 0}, "invalidStep",
                                       "'attacks' must be at least 1"),
    "condition, immune": refused({"do": "condition", "name": "frightened"}, "conditionImmune",
                                 "you are immune to Frightened (Test Wand)",
                                 {"do": "addItem", "raw": {**WAND, "rules": [
                                     {"type": "conditionImmunity", "conditions": ["frightened"]}]}}),
    "activate while dying": ok({"do": "activate", "item": "greataxe", "outcome": "hit", "dyingSave": "fail"},
                               "Dying save (Strength, DC 10): failed (at the table)",
                               {"do": "damage", "amount": 100}),
    "activate, a dying save of maybe": refused({"do": "activate", "item": "greataxe", "dyingSave": "maybe"},
                                               "invalidStep", "'dyingSave' must be"),
    # ---- play-format.md, "More steps": level-up (character.md §16; tests/engine/test_level_up.py has the rest) ----
    "levelUp": ok({"do": "levelUp", "hp": {"method": "average"}, "skill": "might"},
                  "Berserker level 7: HP +7 (average of d12), Might +1"),
    "levelUp, a skill as a number": refused({"do": "levelUp", "skill": 3}, "invalidStep", "'skill' has the wrong type"),
    "levelUp, no skill": refused({"do": "levelUp"}, "invalidChoice", "exactly one skill point"),
    "levelDown": ok({"do": "levelDown"}, "Level 7 taken back: HP -7",
                    {"do": "levelUp", "hp": {"method": "average"}, "skill": "might"}),
    "levelDown, a bad by": refused({"do": "levelDown", "by": 1}, "invalidStep", "'by' has the wrong type"),
    "levelDown, no history": refused({"do": "levelDown"}, "invalidChoice", "no level-up in the history"),
    "attacked melee on the stunned": ok({"do": "attacked", "damage": 3, "melee": True},
                                        "Attacked: 3 damage (critical)", {"do": "condition", "name": "stunned"}),
}


@pytest.mark.parametrize("name", list(CASES))
def test_a_play_format_step(name):
    case = CASES[name]
    session = Session(json.loads(SAMPLES[case.sample]), roller=ScriptedRoller(list(case.dice)))
    for before in case.before:
        assert session.apply(before).ok, before
    document = json.dumps(session.document(), sort_keys=True)
    result = session.apply(case.step)
    if case.message:
        assert (result.ok, result.code) == (False, case.expect), (result.code, result.message)
        assert case.message in result.message, result.message
        assert json.dumps(session.document(), sort_keys=True) == document  # a refused step changes nothing
    else:
        assert result.ok, (result.code, result.message)
        assert any(case.expect in line for line in result.log), result.log


def test_every_declared_step_has_a_case_run_and_one_refused():
    run = {case.step["do"] for case in CASES.values() if not case.message}
    malformed = {case.step["do"] for case in CASES.values() if case.expect == "invalidStep"}
    assert set(STEPS) - run == set(), "steps without a case that runs"
    assert set(STEPS) - malformed == set(), "steps without a case refused as invalidStep"
