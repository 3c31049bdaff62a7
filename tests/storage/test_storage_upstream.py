"""Upstream (Foundry VTT Nimble) items in and out, and character exports in."""
import copy
import json
from pathlib import Path

import pytest

from sheet_app.checkfile import check_document, check_file
from sheet_app.engine.model import parse_item
from sheet_app.play import run_script
from sheet_app.storage.files import FileFormatError, export_items, read_document
from sheet_app.storage.upstream import (
    character_from_upstream,
    is_upstream_actor,
    is_upstream_item,
    item_from_upstream,
    item_to_upstream,
)

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "upstream"
SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "fixtures" / "upstream"
SHARED_FILES = sorted(SHARED.glob("*.json")) if SHARED.is_dir() else []
OWN_ITEMS = [FIXTURES / "battle-trance.json", FIXTURES / "storm-wand.json"]


def load(path: Path):
    return json.loads(path.read_text())


def effects_of(doc):
    return doc["system"].get("activation", {}).get("effects")


# ----------------------------------------------------------------------------------------------
# Items in


def test_rules_are_kept_verbatim_and_pool_nodes_become_pool_effects():
    doc = load(FIXTURES / "battle-trance.json")
    item = item_from_upstream(doc)
    assert (item["id"], item["name"], item["type"]) == ("BtTrnc0000000001", "Battle Trance", "feature")
    assert item["rules"] == doc["system"]["rules"]  # toggleEffect and the unknown speedBurst included
    assert item["rules"] is not doc["system"]["rules"]
    pool = item["activation"]["pool"]
    assert [e["id"] for e in pool] == ["trance-focus-low", "trance-focus-high"]
    assert pool[0] == {k: v for k, v in effects_of(doc)[0].items() if k != "type"}
    entry = parse_item(item)
    assert [e.model is not None for e in entry.effects] == [True, True]
    assert [r.type for r in entry.rules if r.valid] == ["toggleEffect", "dicePool", "chargePool",
                                                        "chargeConsumer"]
    assert entry.rules[4].unsupported


def test_the_toggle_effect_becomes_a_state_toggle_in_play():
    item = item_from_upstream(load(FIXTURES / "battle-trance.json"))
    character = {"format": "sheet/1", "name": "T", "level": 3, "items": [item]}
    out = run_script({"character": character, "dice": [5],
                      "steps": [{"do": "activate", "item": "Battle Trance"},
                                {"do": "state", "name": "entranced", "on": False}]})
    assert out["errors"] == []
    assert "Focus Dice +1 (5) from Battle Trance" in [line["text"] for line in out["log"]]
    assert "Focus Dice cleared (Battle Trance ended)" in [line["text"] for line in out["log"]]
    assert out["pools"]["trance-uses"]["current"] == 1


def test_an_object_maps_equipped_type_and_properties():
    item = item_from_upstream(load(FIXTURES / "storm-wand.json"))
    assert (item["type"], item["equipped"], item["objectType"], item["properties"]) == \
        ("object", False, "weapon", ["range"])
    assert "pool" not in item.get("activation", {})  # no pool nodes (its cost is imported, character.md §13)
    assert item["rules"][0]["type"] == "chargePool" and item["rules"][0]["dieSize"] == "d6"


def test_an_item_document_reads_as_items_with_warnings_for_unknown_rules():
    doc = read_document(FIXTURES / "battle-trance.json")
    assert (doc.kind, doc.source) == ("items", "upstream-item")
    assert doc.warnings == ["Battle Trance / rule 4 (speedBurst): rule type not supported here; kept as is "
                            "and does nothing"]
    assert doc.items[0]["rules"][4] == load(FIXTURES / "battle-trance.json")["system"]["rules"][4]


def test_detection_tells_actors_from_items():
    actor = load(FIXTURES / "actor-brannoc.json")
    assert is_upstream_actor(actor) and not is_upstream_item(actor)
    assert is_upstream_item(actor["items"][0]) and not is_upstream_actor(actor["items"][0])
    assert not is_upstream_item({"format": "item/1", "name": "x", "type": "feature", "system": {}})


# ----------------------------------------------------------------------------------------------
# Items out


@pytest.mark.parametrize("path", OWN_ITEMS, ids=lambda p: p.name)
def test_own_fixtures_round_trip_to_the_identical_document(path):
    doc = load(path)
    back = item_to_upstream(item_from_upstream(doc))
    assert back == doc
    assert json.dumps(back) == json.dumps(doc)  # key order too, so a diff in Foundry is clean


def test_edits_here_reach_the_export_and_other_nodes_keep_their_place():
    doc = load(FIXTURES / "battle-trance.json")
    item = item_from_upstream(doc)
    item["name"] = "Deep Trance"
    item["rules"][1] = {**item["rules"][1], "max": "@level + 1"}
    item["activation"]["pool"] = [item["activation"]["pool"][1]]  # the first pool effect deleted here
    out = item_to_upstream(item)
    assert out["name"] == "Deep Trance"
    assert out["system"]["rules"][1]["max"] == "@level + 1"
    assert [(e["type"], e["id"]) for e in effects_of(out)] == [("note", "kQ3vN8xLp2TzR7wY"),
                                                              ("pool", "trance-focus-high")]
    item["activation"]["pool"].append({"poolType": "charge", "action": "fillCount",
                                       "poolIdentifier": "trance-uses", "value": 1})
    added = effects_of(item_to_upstream(item))[-1]
    assert added == {"id": "trance-uses-fillCount-1", "type": "pool", "poolType": "charge",
                     "action": "fillCount", "poolIdentifier": "trance-uses", "value": 1,
                     "parentContext": None, "parentNode": None}


def test_object_state_is_written_back():
    item = item_from_upstream(load(FIXTURES / "storm-wand.json"))
    item.update(equipped=True, objectType="wand", properties=["range", "light"])
    system = item_to_upstream(item)["system"]
    assert (system["equipped"], system["objectType"], system["properties"]["selected"]) == \
        (True, "wand", ["range", "light"])
    assert system["properties"]["thrownRange"] == 4  # the rest of upstream's properties untouched


def test_an_item_authored_here_goes_out_and_comes_back():
    item = {"id": "wand", "name": "Wand", "type": "object", "equipped": True, "objectType": "wand",
            "attack": {"delivery": "ranged", "damage": "1d6+@intelligence"},
            "activation": {"pool": [{"poolType": "charge", "action": "fillCount", "poolIdentifier": "wand",
                                     "value": 1}]},
            "rules": [{"type": "chargePool", "identifier": "wand", "max": "3", "dieSize": "d6"}]}
    out = item_to_upstream(item)
    assert (out["name"], out["type"], out["effects"]) == ("Wand", "object", [])
    assert "_id" not in out  # "wand" is not a Foundry id; Foundry assigns one
    assert out["flags"] == {"sheet-app": {"id": "wand", "attack": item["attack"]}}
    assert out["system"]["rules"] == item["rules"]
    assert [e["type"] for e in effects_of(out)] == ["pool"]
    back = item_from_upstream(json.loads(json.dumps(out)))
    side = back.pop("upstream")
    assert side["flags"] == {}
    expected = copy.deepcopy(item)
    expected["activation"]["pool"][0].update(id="wand-fillCount-0", parentContext=None, parentNode=None)
    assert back == expected
    assert item_to_upstream({**back, "upstream": side}) == out


def test_a_foundry_id_goes_out_as_the_document_id():
    out = item_to_upstream({"id": "AbCdEf0123456789", "name": "Boon", "type": "boon", "rules": []})
    assert out["_id"] == "AbCdEf0123456789" and out["flags"] == {}


def test_an_upstream_type_we_lack_is_kept_for_export(tmp_path):
    spell = {"name": "Goblin Bite", "type": "monsterFeature", "system": {"rules": [], "school": "fire"}, "flags": {}}
    path = tmp_path / "spell.json"
    path.write_text(json.dumps(spell))
    doc = read_document(path)
    assert doc.items[0]["type"] == "feature"
    assert doc.warnings == []  # a Nimble monster feature is known upstream: no warning
    assert item_to_upstream(doc.items[0]) == spell
    retyped = {**doc.items[0], "type": "boon"}
    assert item_to_upstream(retyped)["type"] == "boon"
    odd = {**spell, "type": "gizmo"}
    path.write_text(json.dumps(odd))
    assert read_document(path).warnings == ["type: upstream item type 'gizmo' is not one of ours; "
                                            "imported as a feature"]


def test_export_items_in_upstream_shape_is_the_original_document(tmp_path):
    doc = load(FIXTURES / "battle-trance.json")
    imported = read_document(FIXTURES / "battle-trance.json").items
    export_items(imported, tmp_path / "out.json", shape="upstream")
    assert json.loads((tmp_path / "out.json").read_text()) == doc


# ----------------------------------------------------------------------------------------------
# Character exports in


def test_a_character_export_imports_items_stats_level_hp_wounds_pools_and_toggles():
    doc = read_document(FIXTURES / "actor-brannoc.json")
    assert (doc.kind, doc.source) == ("character", "upstream-character")
    char = doc.character
    keys = ("format", "name", "level", "keyStats", "stats", "size", "hp", "wounds", "mana", "states", "pools")
    assert {k: char[k] for k in keys} == {
        "format": "sheet/1", "name": "Brannoc Testfield", "level": 5, "keyStats": ["strength", "will"],
        "stats": {"strength": 3, "dexterity": 1, "intelligence": -1, "will": 2}, "size": "medium",
        "hp": {"current": 31, "max": 40, "temp": 3}, "wounds": {"current": 1, "max": 6},
        "mana": {"current": 2, "max": 4},
        "states": ["entranced"],
        "pools": {"trance-uses": {"current": 1}, "focus": {"faces": [4, 2]}, "storm-wand": {"current": 2},
                  "actor:rally": {"current": 0}}}
    assert [(i["name"], i["type"]) for i in char["items"]] == [
        ("Test Warrior", "class"), ("Battle Trance", "feature"), ("Storm Wand", "object"),
        ("Rallying Shout", "feature")]
    assert char["items"][2]["equipped"] is True
    # Pool state moved to `pools`: it is not kept twice.
    assert all("nimble" not in item["upstream"]["flags"] for item in char["items"])
    assert "items" not in char["upstream"] and char["upstream"]["system"]["currency"]["gp"]["value"] == 40
    assert doc.warnings == ["Battle Trance / rule 4 (speedBurst): rule type not supported here; kept as is "
                            "and does nothing"]


def test_an_imported_character_plays():
    char = read_document(FIXTURES / "actor-brannoc.json").character
    out = run_script({"character": char, "dice": [6],
                      "steps": [{"do": "activate", "item": "Battle Trance"},
                                {"do": "activate", "item": "Rallying Shout"}]})
    assert out["pools"]["focus"]["faces"] == [4, 2, 6]
    assert out["pools"]["trance-uses"]["current"] == 0
    assert [e["code"] for e in out["errors"]] == ["insufficientCharges"]  # rally was spent in Foundry
    assert "self:entranced" in out["tags"]


def test_check_accepts_a_character_export():
    problems, summary = check_file(str(FIXTURES / "actor-brannoc.json"))
    assert [p.severity for p in problems] == ["warning"] and summary == "0 errors, 1 warning."


def test_a_bare_actor_imports_with_defaults_and_warnings():
    sheet, warnings = character_from_upstream({"type": "character", "system": {}})
    assert (sheet["name"], sheet["level"], sheet["stats"], sheet["items"], sheet["states"]) == \
        ("Unnamed", 1, {"strength": 0, "dexterity": 0, "intelligence": 0, "will": 0}, [], [])
    assert "hp" not in sheet and sheet["wounds"] == {"current": 0, "max": 6}
    assert "level: no class item with a classLevel; level set to 1" in warnings
    assert "system.abilities.strength: missing; strength set to 0" in warnings
    assert any(w.startswith("name:") for w in warnings)
    assert any(w.startswith("system.attributes.hp") for w in warnings)
    problems, summary = check_document({"name": "Bare", "type": "character", "system": {}}, "bare.json")
    assert summary == "No problems found."


def _actor(**system):
    return {"name": "A", "type": "character", "system": system, "items": []}


def test_level_from_class_items_or_class_data():
    wizard = {"name": "Mage", "type": "class", "system": {"classLevel": 3, "rules": [],
                                                           "keyAbilityScores": ["intelligence"]}}
    fighter = {"name": "Fighter", "type": "class", "system": {"classLevel": 2, "rules": []}}
    sheet, _ = character_from_upstream({**_actor(), "items": [wizard, fighter]})
    assert (sheet["level"], sheet["keyStats"]) == (5, ["intelligence"])  # multiclass levels add up
    sheet, warnings = character_from_upstream(_actor(classData={"levels": ["mage"] * 4}))
    assert sheet["level"] == 4 and not [w for w in warnings if w.startswith("level")]


def test_hp_max_missing_wounds_bonus_mana_base_and_float_numbers():
    sheet, warnings = character_from_upstream(_actor(
        attributes={"hp": {"value": 12.0, "max": 0}, "wounds": {"value": 2, "bonus": 1},
                    "sizeCategory": "huge"},
        resources={"mana": {"current": 3, "baseMax": 5}},
        abilities={"strength": {"baseValue": 2.0, "bonus": 1}}))
    assert sheet["hp"] == {"current": 12, "max": 12}
    assert "system.attributes.hp.max: not in the export; set to the current hit points" in warnings
    assert sheet["wounds"] == {"current": 2, "max": 7}
    assert sheet["mana"] == {"current": 3, "max": 5}
    assert sheet["size"] == "huge" and sheet["stats"]["strength"] == 3


def test_pool_flags_in_every_supported_place():
    item = {"name": "Thing", "type": "feature", "system": {"rules": []},
            "flags": {"nimble": {"dicePools": {"old": {"current": [2, 3]}, "bad": {"faces": ["x"]}}}}}
    actor = {**_actor(), "items": [item, "not an item"],
             "flags": {"nimble": {"pools": {"actor:a": {"current": 1}, "b": {"faces": [1]}},
                                  "chargePools": {"actor:a": {"current": 2}}}}}
    sheet, warnings = character_from_upstream(actor)
    assert sheet["pools"] == {"old": {"faces": [2, 3]}, "actor:a": {"current": 1}, "b": {"faces": [1]}}
    assert "items[0].flags.nimble: pool 'bad' has no usable dice state; it starts fresh" in warnings
    assert "items[1]: not an item document; skipped" in warnings
    assert "flags.nimble: pool 'actor:a' has state in two places; the later one is used" in warnings


def test_inactive_or_unknown_toggles_set_no_state():
    rule = {"type": "toggleEffect", "id": "t1", "tags": ["self:raging", "hasted"]}
    item = {"name": "Rage", "type": "feature", "system": {"rules": [rule]}}
    effects = [{"disabled": True, "flags": {"nimble": {"toggleEffectRuleId": "t1"}}},
               {"flags": {"nimble": {"toggleEffectRuleId": "nope"}}},
               {"flags": {"core": {}}}]
    sheet, warnings = character_from_upstream({**_actor(), "items": [item], "effects": effects})
    assert sheet["states"] == []
    assert "effects[1]: toggle for rule 'nope', which no item has; ignored" in warnings
    effects[0]["disabled"] = False
    sheet, _ = character_from_upstream({**_actor(), "items": [item], "effects": effects})
    assert sheet["states"] == ["raging", "hasted"]


def test_duplicate_item_ids_in_an_actor_do_not_refuse_it():
    item = {"_id": "SameId0000000001", "name": "One", "type": "feature", "system": {"rules": []}}
    sheet, warnings = character_from_upstream({**_actor(), "items": [item, {**item, "name": "Two"}]})
    assert [i.get("id") for i in sheet["items"]] == ["SameId0000000001", None]
    assert any("used twice" in w for w in warnings)


def test_a_broken_item_in_an_actor_refuses_the_file_naming_it(tmp_path):
    actor = {**_actor(), "items": [{"name": "", "type": "feature", "system": {"rules": []}},
                                   {"name": "Ok", "type": "feature", "system": {"rules": "oops"}}]}
    path = tmp_path / "actor.json"
    path.write_text(json.dumps(actor))
    doc = read_document(path)  # an empty name is skipped with a warning; rules that are not a list become []
    assert [i["name"] for i in doc.character["items"]] == ["Ok"]
    assert doc.character["items"][0]["rules"] == []
    actor["system"] = {"attributes": {"hp": {"value": "lots"}}}
    path.write_text(json.dumps({**actor, "items": [], "name": "X"}))
    assert "hp" not in read_document(path).character
    path.write_text(json.dumps({**actor, "type": "minion"}))
    with pytest.raises(FileFormatError, match=r"actor\.json: is a Foundry 'minion' actor"):
        read_document(path)


# ----------------------------------------------------------------------------------------------
# The real upstream documents, when present


@pytest.mark.skipif(not SHARED.is_dir(), reason="the shared upstream fixtures are not present")
@pytest.mark.parametrize("path", SHARED_FILES, ids=lambda p: p.name)
def test_real_upstream_items_import_and_export_unchanged(tmp_path, path):
    original = load(path)
    doc = read_document(path)
    assert (doc.kind, len(doc.items)) == ("items", 1)
    item = doc.items[0]
    assert item["rules"] == original["system"]["rules"]
    parse_item(item)
    out = tmp_path / path.name
    export_items(doc.items, out, shape="upstream")
    back = json.loads(out.read_text())
    assert back["system"]["rules"] == original["system"]["rules"]
    assert effects_of(back) == effects_of(original)
    assert back == original
    for warning in doc.warnings:
        assert "rule type not supported here; kept as is" in warning


@pytest.mark.skipif(not SHARED.is_dir(), reason="the shared upstream fixtures are not present")
def test_real_upstream_items_together_as_one_list(tmp_path):
    originals = [load(p) for p in SHARED_FILES]
    path = tmp_path / "all.json"
    path.write_text(json.dumps(originals))
    doc = read_document(path)
    assert len(doc.items) == len(originals)
    export_items(doc.items, tmp_path / "back.json", shape="upstream")
    assert json.loads((tmp_path / "back.json").read_text()) == originals


def test_pool_nodes_without_ids_keep_their_places():
    pool = {"type": "pool", "poolType": "dice", "action": "clear", "poolIdentifier": "focus"}
    note = {"id": "n1", "type": "note", "text": "x"}
    doc = {"name": "Calm", "type": "feature",
           "system": {"rules": [], "activation": {"effects": [pool, note, {**pool, "action": "rollDie"}]}}}
    item = item_from_upstream(doc)
    assert [e["action"] for e in item["activation"]["pool"]] == ["clear", "rollDie"]
    assert item_to_upstream(item) == doc


# ----------------------------------------------------------------------------------------------
# Pools on their items, level-up bonuses, loose pool flags (engine.md §4)


def _wand_doc(item_id, flags=None):
    rules = [{"type": "chargePool", "identifier": "wand", "label": "Wand Charges", "max": "3"},
             {"type": "chargeConsumer", "poolIdentifier": "wand"}]
    doc = {"_id": item_id, "name": "Wand", "type": "object", "system": {"rules": rules}}
    if flags is not None:
        doc["flags"] = {"nimble": {"chargePools": {"wand": flags}}}
    return doc


def test_each_items_pool_flag_is_that_items_instance():
    actor = {**_actor(), "items": [_wand_doc("WandAAAAAAAAAAA1", {"current": 1}),
                                   _wand_doc("WandBBBBBBBBBBB2", {"current": 2})]}
    sheet, warnings = character_from_upstream(actor)
    assert sheet["pools"] == {"wand": {"current": 1}, "wand@WandBBBBBBBBBBB2": {"current": 2}}
    assert not any("two places" in w for w in warnings)
    out = run_script({"character": sheet, "steps": [{"do": "activate", "item": "WandBBBBBBBBBBB2"}]})
    assert out["pools"]["wand"]["current"] == 1 and out["pools"]["wand@WandBBBBBBBBBBB2"]["current"] == 1


def test_loose_pool_flags_are_coerced_with_one_warning_per_field():
    dice = {"name": "Fury", "type": "feature",
            "system": {"rules": [{"type": "dicePool", "identifier": "fury", "dieSize": "d6", "max": "4"}]},
            "flags": {"nimble": {"dicePools": {"fury": {"faces": ["3", 0, 9, -1]}}}}}
    actor = {**_actor(), "items": [_wand_doc("WandAAAAAAAAAAA1", {"current": "-2"}), dice]}
    sheet, warnings = character_from_upstream(actor)
    assert sheet["pools"]["wand"] == {"current": 0}
    assert sheet["pools"]["fury"] == {"faces": [3, 1, 9, 1]}
    wand_notes = [w for w in warnings if w.startswith("items[0].flags.nimble.chargePools.wand.current")]
    assert wand_notes == ["items[0].flags.nimble.chargePools.wand.current: a number stored as text read as a "
                          "number; -2 charges raised to 0"]
    fury_notes = [w for w in warnings if w.startswith("items[1].flags.nimble.dicePools.fury.faces")]
    assert fury_notes == ["items[1].flags.nimble.dicePools.fury.faces: numbers stored as text read as numbers; "
                          "faces below 1 raised to 1"]
    # faces above the die are clamped when the character loads, with a load warning
    out = run_script({"character": sheet, "steps": []})
    assert out["pools"]["fury"]["faces"] == [3, 1, 6, 1]
    assert any("saved face 9 outside 1..6" in w for w in out["warnings"]), out["warnings"]


def test_our_own_sheet_stays_strict_about_pool_state():
    from sheet_app.engine.document import DocumentError
    from sheet_app.engine.session import Session
    sheet = {"format": "sheet/1", "name": "X", "items": [], "pools": {"wand": {"current": "2"}}}
    with pytest.raises(DocumentError, match="pools.wand.current"):
        Session(sheet)


def test_level_up_pool_bonuses_are_summed_from_the_history():
    actor = _actor(levelUpHistory=[{"level": 6, "poolMaxBonuses": {"combat-dice": 1}},
                                   {"level": 7},
                                   {"level": 8, "poolMaxBonuses": {"combat-dice": "1", "other": "lots"}},
                                   "not an entry"])
    sheet, warnings = character_from_upstream(actor)
    assert sheet["poolBonuses"] == {"combat-dice": 2}
    assert "system.levelUpHistory[2].poolMaxBonuses.combat-dice: '1' read as 1" in warnings
    assert "system.levelUpHistory[2].poolMaxBonuses.other: 'lots' is not a whole number; ignored" in warnings
    sheet, _ = character_from_upstream(_actor())
    assert "poolBonuses" not in sheet
def test_class_hit_die_mana_recovery_hit_dice_temp_hp_and_initiative_import():
    """engine.md §5.4: the class's hitDieSize and mana.recovery, the actor's hit dice, temporary HP
    and initiative bonus come in; the class fields go back to `system` on export."""
    berserker = load(SHARED / "berserker.json") if SHARED_FILES else {
        "name": "Berserker", "type": "class", "system": {"hitDieSize": 12, "mana": {"recovery": "safeRest"}}}
    berserker = copy.deepcopy(berserker)
    berserker["system"]["classLevel"] = 3
    item = item_from_upstream(berserker)
    assert item["hitDieSize"] == 12 and item["mana"]["recovery"] == "safeRest"
    back = item_to_upstream(item)
    assert back["system"]["hitDieSize"] == 12 and "sheet-app" not in back.get("flags", {})
    sheet, warnings = character_from_upstream({**_actor(attributes={
        "hp": {"value": 20, "max": 30, "temp": 4}, "hitDice": {"12": {"current": 2, "origin": []}, "x": {}},
        "initiative": {"bonuses": "2"}}), "items": [berserker]})
    assert sheet["hp"] == {"current": 20, "max": 30, "temp": 4}
    assert sheet["hitDice"] == {"d12": {"current": 2, "max": 3}}
    assert sheet["initiative"] == "1d20 + @dexterity + (2)"
    assert "system.attributes.hitDice.x: not a hit die; skipped" in warnings
    out = run_script({"character": sheet, "dice": [10], "steps": [{"do": "rollInitiative"}]})
    assert out["initiative"] == 12 and out["hitDice"] == {"d12": {"current": 2, "max": 3}}
    # A bonus our formulas cannot read is reported, and the default initiative is kept.
    sheet, warnings = character_from_upstream(_actor(attributes={"initiative": {"bonuses": "@abilities.dex"}}))
    assert "initiative" not in sheet and any("initiative.bonuses" in w for w in warnings)
    # Without hit dice in the export, the class item's default applies (one per level).
    sheet, _ = character_from_upstream({**_actor(), "items": [berserker]})
    assert "hitDice" not in sheet
    assert run_script({"character": sheet, "steps": []})["hitDice"] == {"d12": {"current": 3, "max": 3}}


def test_proficiencies_weapon_type_and_a_potions_healing_import():
    """character.md §10, §11.3, §19.16: the actor's system.proficiencies, the class's armor and weapon
    proficiencies, a weapon's weaponType and a potion's healing node come in, play, and go back out."""
    cls = {"name": "Berserker", "type": "class",
           "system": {"classLevel": 2, "hitDieSize": 12, "armorProficiencies": ["cloth"],
                      "weaponProficiencies": ["All STR Weapons", 3]}}
    sword = {"name": "Longsword", "type": "object", "system": {"objectType": "weapon", "weaponType": "Blades"}}
    potion = {"name": "Healing Potion", "type": "object", "system": {"objectType": "consumable", "activation": {
        "effects": [{"id": "h", "type": "healing", "formula": "2d4+4", "parentNode": None}]}}}
    sheet, _ = character_from_upstream({**_actor(proficiencies={"armor": [], "weapons": ["Blades", "Blades"],
                                                                "languages": ["common", ""]},
                                                 attributes={"hp": {"value": 5, "max": 30}}),
                                        "items": [cls, sword, potion]})
    assert sheet["proficiencies"] == {"armor": [], "weapons": ["Blades"], "languages": ["common"]}
    items = {item["name"]: item for item in sheet["items"]}
    assert items["Berserker"]["weaponProficiencies"] == ["All STR Weapons"]
    assert items["Longsword"]["weaponType"] == "Blades"
    assert items["Healing Potion"]["activation"] == {"healing": "2d4+4"}
    out = run_script({"character": sheet, "dice": [1, 2], "steps": [{"do": "activate", "item": "Healing Potion"}]})
    assert out["hp"]["current"] == 12 and not out["errors"]
    assert out["proficiencies"] == {"armor": ["cloth"], "weapons": ["Blades", "All STR Weapons"],
                                    "languages": ["common"]}
    assert item_to_upstream(items["Longsword"])["system"]["weaponType"] == "Blades"
    back = item_to_upstream(items["Berserker"])
    assert back["system"]["armorProficiencies"] == ["cloth"] and "sheet-app" not in back.get("flags", {})
    assert "sheet-app" not in item_to_upstream(items["Healing Potion"]).get("flags", {})
    sheet, _ = character_from_upstream(_actor())
    assert "proficiencies" not in sheet
