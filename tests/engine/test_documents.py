"""Character documents: every rule type round-trips exactly; bad rules are kept, bad documents named."""
import copy
import json
from pathlib import Path

import pytest

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.document import DocumentError, parse_character
from sheet_app.engine.model import RULE_CLASSES, parse_rule
from sheet_app.engine.session import Session

ROOT = Path(__file__).resolve().parents[2]

EVERY_RULE = [
    {"id": "cp", "type": "chargePool", "label": "Uses", "identifier": "uses", "predicate": {}, "priority": 1,
     "disabled": False, "scope": "item", "max": "@key + 1", "dieSize": None, "initial": "max", "hidden": False,
     "recoveries": [{"trigger": "safeRest", "mode": "refresh", "value": "1"}], "somethingNew": {"kept": [1, 2.5]}},
    {"id": "cc", "type": "chargeConsumer", "label": "", "identifier": "", "predicate": {}, "priority": 2.5,
     "disabled": False, "poolIdentifier": "uses", "poolScope": "item", "cost": 1},
    {"id": "dp", "type": "dicePool", "identifier": "fury", "label": "Fury Dice", "priority": -1, "scope": "item",
     "dieSize": "d4", "max": "@key", "initial": "zero",
     "refills": [{"trigger": "onTurnStart", "mode": "add", "value": "1", "predicate": {"self": "raging"}}]},
    {"id": "dc", "type": "diceConsumer", "poolIdentifier": "fury", "mode": "manual", "cost": "1",
     "effectFormula": "(@strength + @dexterity) * @n", "effectType": "damageReduction",
     "suppressActivationCard": "never"},
    {"id": "mp", "type": "modifyPool", "poolType": "dice", "poolIdentifier": "fury", "dieSize": "d6",
     "maxDelta": "+1", "minFace": 2, "addRefills": [{"trigger": "onCritReceived", "mode": "add", "value": "1",
                                                       "predicate": {}}], "predicate": {"level": {"min": 6}}},
    {"id": "mc", "type": "modifyConsumer", "poolIdentifier": "fury", "effectTypeFilter": "damageReduction",
     "appendFormula": "@sum"},
    {"id": "cm", "type": "combatMana", "formula": "max(@intelligence, 0)", "resource": "mana",
     "trigger": "initiativeRoll", "clearOn": "combatEnd"},
    {"id": "pg", "type": "poolGainMessage", "poolIdentifier": "fury", "formula": "@dexterity",
     "message": "Move {value} spaces"},
    {"id": "te", "type": "toggleEffect", "tags": ["self:raging"], "clearPoolsOnEnd": ["fury"],
     "turnOff": ["onEncounterEnd"]},
    {"id": "unknown", "type": "grantActivation", "uuid": "Item.abc"},
    {"id": "broken", "type": "dicePool", "identifier": "bad", "initial": "full"},
    "not even an object",
    {"id": "mt", "type": "modifyToggle", "toggleIdentifier": "te", "suppressTurnOff": ["onActorDying"],
     "turnOn": ["onTurnStart"]},
    {"id": "mw", "type": "maxWounds", "label": "Tough", "value": 1.5},
    {"id": "db", "type": "damageBonus", "value": "1d4", "damageType": "fire", "delivery": "melee", "source": "weapon",
     "targetCondition": {"$and": ["target:quarry"]}},
    {"id": "cb", "type": "conditionalBonus", "advantage": 1, "damageBonus": "@level"},
    {"id": "dr", "type": "damageReduction", "mode": "half", "damageTypes": ["fire"]},
    {"id": "mia", "type": "modifyIncomingAttack", "modifier": "forceReroll", "range": 2, "automatic": True},
    {"id": "mhd", "type": "maxHitDice", "value": "2", "dieSize": 0},
    {"id": "ihd", "type": "incrementHitDice", "value": "1"},
    {"id": "hda", "type": "hitDiceAdvantage", "condition": "in the wild", "amount": 1},
    {"id": "mxhd", "type": "maximizeHitDice"},
    {"id": "dal", "type": "dyingActionLimit", "value": "2"},
    {"id": "hpb", "type": "healingPotionBonus", "value": "1"},
    {"id": "ud", "type": "unarmedDamage", "value": "1d6 + @strength"},
    {"id": "gp", "type": "grantProficiency", "proficiencyType": "weapons", "values": ["Blades"]},
    {"id": "ab", "type": "abilityBonus", "value": "1", "abilities": ["strength"]},
    {"id": "ac", "type": "armorClass", "formula": "18-@dexterity", "mode": "add", "priority": 1},
    {"id": "sb", "type": "skillBonus", "value": "+1", "skills": ["stealth"]},
    {"id": "tb", "type": "savingThrowBonus", "value": 2, "savingThrows": ["all"]},
    {"id": "sm", "type": "skillRollMode", "value": 1, "skills": ["might"], "mode": "adjust"},
    {"id": "tm", "type": "savingThrowRollMode", "value": 0, "target": "disadvantaged", "mode": "set"},
    {"id": "ib", "type": "initiativeBonus", "value": "@level"},
    {"id": "im", "type": "initiativeRollMode", "value": 1, "mode": "adjust"},
    {"id": "spd", "type": "speedBonus", "value": "1", "movementType": None},
    {"id": "hpb", "type": "maxHpBonus", "value": "10", "perLevel": False},
    {"id": "gm", "type": "grantMovement", "mode": "fly", "speed": "@attributes.movement.walk"},
    {"id": "ac", "type": "actionCost", "applies": "heroicReaction", "mode": "set", "value": "0", "reactions": ["help"]},
    {"id": "ad", "type": "actionDelta", "value": "1", "timing": "nextTurn", "target": "self",
     "borrowFromNextTurn": False},
    {"id": "apc", "type": "applyCondition", "condition": "prone", "trigger": "onCrit",
     "duration": {"rounds": 1, "turns": None, "seconds": None}},
    {"id": "ci", "type": "conditionImmunity", "conditions": ["frightened"]},
    {"id": "gi", "type": "grantItem", "uuid": "Item.abc", "allowDuplicate": True},
    {"id": "gs", "type": "grantSpells", "schools": ["fire"], "tiers": [0, 1], "mode": "selectSpell", "count": 1},
]


def character(rules, pools=None):
    doc = {"format": "sheet/1", "name": "Korr", "level": 6, "keyStats": ["strength"],
           "stats": {"strength": 3, "dexterity": 2, "intelligence": 1, "will": 0},
           "items": [{"id": "f", "name": "Feature", "type": "feature", "rules": rules}]}
    if pools is not None:
        doc["pools"] = pools
    return doc


def test_every_rule_type_is_covered_by_the_round_trip_fixture():
    covered = {r["type"] for r in EVERY_RULE if isinstance(r, dict)}
    assert set(RULE_CLASSES) <= covered


def test_load_then_save_without_edits_gives_the_same_json():
    doc = character(EVERY_RULE, pools={"uses": {"current": 2}, "fury": {"faces": [1, 3]}})
    original = json.dumps(doc)
    session = Session(copy.deepcopy(doc), roller=ScriptedRoller([]))
    assert json.dumps(session.document()) == original


def test_number_types_and_key_order_survive():
    doc = character([EVERY_RULE[1]], pools={})
    saved = Session(copy.deepcopy(doc), roller=ScriptedRoller([])).document()
    rule = saved["items"][0]["rules"][0]
    assert list(rule) == list(EVERY_RULE[1])
    assert rule["priority"] == 2.5 and rule["cost"] == 1 and isinstance(rule["cost"], int)


def test_unknown_and_invalid_rules_are_kept_with_a_reason():
    unknown = parse_rule(EVERY_RULE[9], 9)
    assert unknown.unsupported and not unknown.valid and "not supported" in unknown.error
    broken = parse_rule(EVERY_RULE[10], 10)
    assert not broken.valid and broken.error_field == "initial" and "full" in broken.error
    junk = parse_rule("not even an object", 11)
    assert not junk.valid and "object" in junk.error


def test_a_bad_rule_never_stops_the_character_from_loading():
    session = Session(character(EVERY_RULE), roller=ScriptedRoller([]))
    assert "uses" in session.char.pools()
    assert session.char.pools()["uses"].active


def test_sheet0_is_migrated():
    doc = {"format": "sheet/0", "name": "Old", "strength": 2, "dexterity": 1, "intelligence": 0, "will": 4,
           "items": [{"name": "Wand", "type": "object",
                      "rules": [{"type": "chargePool", "identifier": "wand", "max": "3"}]}],
           "pools": {"wand": {"value": 2}}}
    session = Session(doc, roller=ScriptedRoller([]))
    saved = session.document()
    assert saved["format"] == "sheet/1"
    assert saved["stats"] == {"strength": 2, "dexterity": 1, "intelligence": 0, "will": 4}
    assert "strength" not in saved
    assert saved["pools"]["wand"] == {"current": 2}
    assert doc["pools"]["wand"] == {"value": 2}  # the input is not touched


@pytest.mark.parametrize("doc, path, words", [
    ([], "", "JSON object"),
    ({"name": "x", "items": []}, "format", "required"),
    ({"format": "sheet/9", "name": "x", "items": []}, "format", "newer"),
    ({"format": "other", "name": "x", "items": []}, "format", "not a character"),
    ({"format": "sheet/1", "items": []}, "name", "required"),
    ({"format": "sheet/1", "name": "x"}, "items", "required"),
    ({"format": "sheet/1", "name": "x", "items": [], "level": "three"}, "level", "integer"),
    ({"format": "sheet/1", "name": "x", "items": [], "stats": {"strength": 1.5}}, "stats.strength", "integer"),
    ({"format": "sheet/1", "name": "x", "items": [], "size": "enormous"}, "size", "must be one of"),
    ({"format": "sheet/1", "name": "x", "items": [{"name": "A", "type": "monsterFeature"}]}, "items[0].type",
     "must be one of"),
    ({"format": "sheet/1", "name": "x", "items": [{"type": "feature"}]}, "items[0].name", "required"),
    ({"format": "sheet/1", "name": "x", "items": [{"id": "a", "name": "A"}, {"id": "a", "name": "B"}]},
     "items[1].id", "already used"),
    ({"format": "sheet/1", "name": "x", "items": [], "pools": {"fury": {"faces": [1, "2"]}}}, "pools.fury.faces",
     "whole numbers"),
])
def test_malformed_documents_name_the_field(doc, path, words):
    with pytest.raises(DocumentError) as err:
        parse_character(doc)
    assert err.value.path == path
    assert words in err.value.message


def test_the_sample_character_loads_and_round_trips():
    doc = json.loads((ROOT / "resources" / "sample-berserker.json").read_text())
    first = Session(copy.deepcopy(doc), roller=ScriptedRoller([])).document()
    again = Session(copy.deepcopy(first), roller=ScriptedRoller([])).document()
    assert json.dumps(again) == json.dumps(first)
    # Everything the author wrote is unchanged; only pool state was added.
    assert {k: v for k, v in first.items() if k != "pools"} == doc


def test_a_session_parses_its_items_once_from_its_own_copy_of_the_document(monkeypatch):
    """Loading (issue 18 item 4): the items are parsed once, from the session's own copy; nothing is
    shared with the caller's document, for a sheet/1 and a migrated sheet/0 document."""
    from sheet_app.engine import document as document_module
    from sheet_app.engine import model, world

    doc = json.loads((ROOT / "resources" / "sample-berserker.json").read_text())
    old = {k: v for k, v in copy.deepcopy(doc).items() if k != "stats"} | {"format": "sheet/0", **doc["stats"]}
    parsed = []
    original = model.parse_item

    def counting(raw):
        parsed.append(raw)
        return original(raw)

    monkeypatch.setattr(document_module, "parse_item", counting)
    monkeypatch.setattr(world, "parse_item", counting)
    for given in (doc, old):
        before = copy.deepcopy(given)
        parsed.clear()
        session = Session(given)
        assert len(parsed) == len(given["items"])
        assert all(item.raw is raw for item, raw in zip(session.char.items, session.doc["items"], strict=True))
        assert all(raw is not mine for raw, mine in zip(given["items"], session.doc["items"], strict=True))
        session.doc["items"][0]["name"] = "changed"
        session.doc["items"][0].setdefault("rules", []).append({"type": "x"})
        assert given == before  # the caller's document is untouched
        fresh = Session(before)
        assert [i.fields for i in fresh.char.items][1:] == [i.fields for i in session.char.items][1:]
