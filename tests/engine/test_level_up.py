"""character.md §16 (levelUp, levelDown) and §15.5 (Grant Item, Grant Spells), a play script per sentence.

Each test runs a play script (play-format.md: `character`, `library`, `dice`, `steps`) and checks its output;
`undone` runs the same step in a session and checks that one undo gives back the very document (one action,
one undo step). The characters and library items are the project's own, in upstream's shape."""
from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.play import run_script

ABILITY = {"4": {"statIncreaseType": "primary", "value": None}, "5": {"statIncreaseType": "secondary", "value": None},
           "20": {"statIncreaseType": "capstone", "value": None}}


def hero(level: int = 3, **more: Any) -> dict[str, Any]:
    """A Thornguard (our own class) of `level`: d10 hit die, key stats STR and WIL."""
    klass = {"id": "thornguard", "name": "Thornguard", "type": "class", "hitDieSize": 10, "classLevel": level,
             "keyAbilityScores": ["strength", "will"], "abilityScoreData": copy.deepcopy(ABILITY), "hpData": [],
             "rules": []}
    doc = {"format": "sheet/1", "name": "Wren", "level": level, "keyStats": ["strength", "will"],
           "stats": {"strength": 2, "dexterity": 1, "intelligence": 0, "will": 1},
           "hp": {"current": 30, "max": 30}, "levelUpHistory": [], "items": [klass]}
    doc.update(more)
    return doc


def play(doc: dict[str, Any], *steps: dict[str, Any], dice: list[int] | None = None,
         library: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    script: dict[str, Any] = {"character": doc, "steps": list(steps), "dice": dice or [], "library": library or []}
    return run_script(script)


def refused(out: dict[str, Any], code: str, words: str) -> None:
    assert len(out["errors"]) == 1, out["errors"]
    error = out["errors"][0]
    assert (error["code"], words in error["message"]) == (code, True), error


def undone(doc: dict[str, Any], step: dict[str, Any], dice: list[int] | None = None,
           library: list[dict[str, Any]] | None = None) -> Session:
    """The step applied and undone in one session: the document is as before, and redo brings it back."""
    session = Session(copy.deepcopy(doc), roller=ScriptedRoller(list(dice or [])), library=library)
    before = json.dumps(session.document(), sort_keys=True)
    result = session.apply(step)
    assert result.ok, (result.code, result.message)
    after = json.dumps(session.document(), sort_keys=True)
    assert len(session.undo_stack) == 1
    assert session.undo().ok
    assert json.dumps(session.document(), sort_keys=True) == before
    assert session.redo().ok
    assert json.dumps(session.document(), sort_keys=True) == after
    return session


LEVEL_4 = {"do": "levelUp", "hp": {"method": "average"}, "stats": ["strength"], "skill": "might"}


# ---- validated whole, one action, one undo step ----
def test_a_level_up_is_one_action_and_one_undo_step() -> None:
    session = undone(hero(), LEVEL_4)
    assert session.char.level == 4


def test_a_refused_level_up_changes_nothing_even_when_its_last_choice_is_the_bad_one() -> None:
    out = play(hero(), {**LEVEL_4, "features": [{"name": "Bark Skin"}], "subclass": {"name": "X", "type": "subclass",
                                                                                       "parentClass": "thornguard"}})
    refused(out, "invalidChoice", "subclass is chosen at level 3")
    assert (out["level"], out["hp"]["max"], out["stats"]["strength"], out["levelUpHistory"]) == (3, 30, 2, [])


# ---- class ----
def test_class_defaults_to_the_first_class_item_and_can_be_named() -> None:
    second = {"id": "sage", "name": "Sage", "type": "class", "hitDieSize": 6, "rules": []}
    doc = hero(2)
    doc["items"].append(second)
    out = play(doc, {"do": "levelUp", "class": "sage", "hp": {"method": "average"}, "skill": "lore"})
    assert out["errors"] == [] and out["hp"]["max"] == 34  # d6: ceil(7 / 2) = 4
    assert out["levelUpHistory"][0]["classIdentifier"] == "sage"
    out = play(doc, {"do": "levelUp", "hp": {"method": "average"}, "skill": "lore"})
    assert out["levelUpHistory"][0]["classIdentifier"] == "thornguard" and out["hp"]["max"] == 36


def test_no_class_item_and_level_20_are_refused() -> None:
    refused(play({**hero(), "items": []}, LEVEL_4), "invalidChoice", "needs a class item")
    refused(play(hero(), {**LEVEL_4, "class": "nobody"}), "invalidChoice", "'nobody' is none")
    refused(play(hero(20), LEVEL_4), "invalidChoice", "level 20 is the last level")


# ---- HP ----
def test_hp_roll_average_and_value() -> None:
    rolled = play(hero(), {**LEVEL_4, "hp": {"method": "roll"}}, dice=[7])
    assert rolled["hp"] == {"current": 37, "max": 37, "temp": 0}
    assert any("d10: 7" in line["text"] for line in rolled["log"])
    assert play(hero(), {**LEVEL_4, "hp": {"method": "average"}})["hp"]["max"] == 36  # ceil(11 / 2)
    assert play(hero(), {**LEVEL_4, "hp": {"method": "value", "value": 10}})["hp"]["max"] == 40
    undone(hero(), {**LEVEL_4, "hp": {"method": "roll"}}, dice=[7])


def test_hp_default_method_is_roll() -> None:
    out = play(hero(), {k: v for k, v in LEVEL_4.items() if k != "hp"}, dice=[2])
    assert out["hp"]["max"] == 32


def test_hp_value_outside_1_to_n_is_refused() -> None:
    refused(play(hero(), {**LEVEL_4, "hp": {"method": "value", "value": 11}}), "invalidChoice", "1..10")
    refused(play(hero(), {**LEVEL_4, "hp": {"method": "value", "value": 0}}), "invalidChoice", "1..10")
    refused(play(hero(), {**LEVEL_4, "hp": {"method": "value"}}), "invalidChoice", "1..10")
    refused(play(hero(), {**LEVEL_4, "hp": {"method": "best"}}), "invalidStep", "'hp.method' must be")


def test_increment_hit_dice_steps_the_hp_die_and_hit_dice_advantage_keeps_the_highest() -> None:
    doc = hero()
    doc["items"].append({"id": "oak", "name": "Oak Heart", "type": "feature", "rules": [
        {"type": "incrementHitDice", "value": "1"},
        {"type": "hitDiceAdvantage", "rollContext": "maxHpIncrease", "amount": 2},
        {"type": "hitDiceAdvantage", "rollContext": "maxHpIncrease", "amount": 1},
        {"type": "hitDiceAdvantage", "rollContext": "fieldRest", "amount": 5}]})
    out = play(doc, {**LEVEL_4, "hp": {"method": "roll"}}, dice=[3, 11, 5])  # d12 (stepped), 2 + 1 dice
    assert out["errors"] == [] and out["hp"]["max"] == 41 and out["diceLeft"] == 0
    assert any("d12 with advantage (Oak Heart, Oak Heart): 3, 11, 5 → 11" in line["text"] for line in out["log"])
    assert play(doc, LEVEL_4)["hp"]["max"] == 37  # average of the stepped d12: ceil(13 / 2)
    refused(play(doc, {**LEVEL_4, "hp": {"method": "value", "value": 13}}), "invalidChoice", "1..12")


def test_a_class_without_a_hit_die_size_is_refused() -> None:
    doc = hero()
    del doc["items"][0]["hitDieSize"]
    refused(play(doc, LEVEL_4), "invalidChoice", "no hit die size")


# ---- the stat increase ----
def test_primary_increase_takes_one_key_stat() -> None:
    out = play(hero(), LEVEL_4)
    assert out["stats"]["strength"] == 3
    refused(play(hero(), {**LEVEL_4, "stats": ["dexterity"]}), "invalidChoice", "primary increase must be a key stat")
    refused(play(hero(), {**LEVEL_4, "stats": ["strength", "will"]}), "invalidChoice", "a primary stat increase")


def test_secondary_increase_takes_one_non_key_stat() -> None:
    out = play(hero(4), {**LEVEL_4, "stats": ["dexterity"]})
    assert out["stats"]["dexterity"] == 2 and out["errors"] == []
    refused(play(hero(4), LEVEL_4), "invalidChoice", "secondary increase must be a non-key stat")


def test_capstone_takes_two_different_stats() -> None:
    out = play(hero(19), {**LEVEL_4, "stats": ["dexterity", "intelligence"]})
    assert (out["stats"]["dexterity"], out["stats"]["intelligence"]) == (2, 1)
    refused(play(hero(19), {**LEVEL_4, "stats": ["will", "will"]}), "invalidChoice", "two different stats")
    refused(play(hero(19), LEVEL_4), "invalidChoice", "two different stats")


def test_missing_or_extra_stats_are_refused() -> None:
    refused(play(hero(), {**LEVEL_4, "stats": []}), "invalidChoice", "has a primary stat increase")
    refused(play(hero(5), LEVEL_4), "invalidChoice", "has no stat increase: give no stats")
    assert play(hero(5), {**LEVEL_4, "stats": []})["errors"] == []


def test_a_stat_past_5_and_an_unknown_stat() -> None:
    doc = hero()
    doc["stats"]["strength"] = 5
    refused(play(doc, LEVEL_4), "invalidChoice", "cannot pass 5")
    refused(play(hero(), {**LEVEL_4, "stats": ["luck"]}), "invalidStep", "'stats[0]' must be")


def test_the_choice_is_written_to_stats_and_the_class_item() -> None:
    session = undone(hero(), LEVEL_4)
    klass = session.doc["items"][0]
    assert klass["abilityScoreData"]["4"]["value"] == "strength"
    capstone = undone(hero(19), {**LEVEL_4, "stats": ["dexterity", "will"]})
    assert capstone.doc["items"][0]["abilityScoreData"]["20"]["value"] == ["dexterity", "will"]


def test_a_boon_is_added_as_well_never_instead() -> None:
    out = play(hero(), {**LEVEL_4, "boon": {"name": "Lucky Star", "type": "boon"}})
    assert out["errors"] == [] and out["stats"]["strength"] == 3
    refused(play(hero(), {k: v for k, v in LEVEL_4.items() if k != "stats"} | {"boon": {"name": "B", "type": "boon"}}),
            "invalidChoice", "a primary stat increase")


# ---- the skill point ----
def test_exactly_one_skill_point() -> None:
    out = play(hero(), LEVEL_4)
    assert out["skills"]["might"]["mod"] == 4  # STR 3 after the increase + 1 point
    no_skill = {k: v for k, v in LEVEL_4.items() if k != "skill"}
    refused(play(hero(), no_skill), "invalidChoice", "exactly one skill point")
    refused(play(hero(), {**LEVEL_4, "skill": ["might"]}), "invalidChoice", "exactly one skill point")
    refused(play(hero(), {**LEVEL_4, "skill": "cooking"}), "invalidStep", "unknown skill 'cooking'")
    refused(play(hero(), {**LEVEL_4, "skill": 7}), "invalidStep", "'skill' has the wrong type")


def test_a_skill_mod_above_12_is_refused() -> None:
    out = play(hero(skills={"might": {"points": 8, "bonus": 2}}), LEVEL_4)  # STR 3 after the increase + 10 = 13
    refused(out, "invalidChoice", "cannot pass +12")
    assert play(hero(skills={"might": {"points": 8, "bonus": 1}}), LEVEL_4)["errors"] == []


# ---- subclass and epic boon ----
GROVE = {"id": "grove", "name": "Keeper of the Grove", "type": "subclass", "parentClass": "thornguard", "rules": []}


def test_subclass_at_level_3_only_and_of_its_class() -> None:
    session = undone(hero(2), {"do": "levelUp", "skill": "lore", "hp": {"method": "average"}, "subclass": GROVE})
    assert any(item["id"] == "grove" for item in session.doc["items"])
    assert session.doc["levelUpHistory"][0]["grantedFeatureIds"] == ["grove"]
    assert play(hero(2), {"do": "levelUp", "skill": "lore", "hp": {"method": "average"}})["errors"] == []  # optional
    refused(play(hero(), {**LEVEL_4, "subclass": GROVE}), "invalidChoice", "chosen at level 3")
    other = {**GROVE, "parentClass": "sage"}
    refused(play(hero(2), {"do": "levelUp", "skill": "lore", "subclass": other}), "invalidChoice",
            "parentClass must be 'thornguard'")


def test_epic_boon_at_level_19_only() -> None:
    boon = {"name": "Undying", "type": "boon"}
    out = play(hero(18), {"do": "levelUp", "skill": "lore", "hp": {"method": "average"}, "epicBoon": boon})
    assert out["errors"] == [] and out["level"] == 19
    refused(play(hero(), {**LEVEL_4, "epicBoon": boon}), "invalidChoice", "epic boon is chosen at level 19")


# ---- items, pool bonuses, grants ----
AXE = {"id": "axe", "name": "Bramble Axe", "type": "object", "_stats": {"compendiumSource": "Compendium.t.items.Axe"}}
ROPE = {"id": "rope", "name": "Rope", "type": "object", "_stats": {"compendiumSource": "Compendium.t.items.Rope"}}
EMBER = {"id": "ember", "name": "Ember", "type": "spell", "tier": 0, "school": "fire",
         "_stats": {"compendiumSource": "Compendium.t.spells.Ember"}}
BLAZE = {"id": "blaze", "name": "Blaze", "type": "spell", "tier": 1, "school": "fire",
         "_stats": {"compendiumSource": "Compendium.t.spells.Blaze"}}
MEND = {"id": "mend", "name": "Mend", "type": "spell", "tier": 0, "school": "radiant",
        "properties": {"selected": ["utility"]}, "_stats": {"compendiumSource": "Compendium.t.spells.Mend"}}
LIBRARY = [AXE, ROPE, EMBER, BLAZE, MEND]


def grant(uuid: str, **more: Any) -> dict[str, Any]:
    return {"type": "grantItem", "uuid": uuid, **more}


def test_features_spells_and_pool_bonuses_are_added() -> None:
    step = {**LEVEL_4, "features": [{"id": "bark", "name": "Bark Skin"}], "spells": [copy.deepcopy(BLAZE)],
            "poolBonuses": {"thorns": 1}}
    session = undone(hero(), step)
    assert session.doc["poolBonuses"] == {"thorns": 1}
    entry = session.doc["levelUpHistory"][0]
    assert (entry["grantedFeatureIds"], entry["grantedSpellIds"], entry["poolMaxBonuses"]) == (
        ["bark"], ["blaze"], {"thorns": 1})


def test_a_broken_feature_is_refused_naming_it() -> None:
    refused(play(hero(), {**LEVEL_4, "features": [{"name": ""}]}), "invalidStep", "features[0]")


def test_grant_item_copies_the_library_item_with_granted_by_and_quantity() -> None:
    feature = {"id": "kit", "name": "Warden's Kit", "rules": [grant(AXE["_stats"]["compendiumSource"]),
                                                             grant(ROPE["_stats"]["compendiumSource"], quantity=2)]}
    session = undone(hero(), {**LEVEL_4, "features": [feature]}, library=LIBRARY)
    items = {item["id"]: item for item in session.doc["items"]}
    assert items["axe"]["grantedBy"] == "kit" and items["rope"]["quantity"] == 2
    assert session.doc["levelUpHistory"][0]["grantedFeatureIds"] == ["kit", "axe", "rope"]


def test_grant_item_finds_the_same_document_under_a_folders_pack_name() -> None:
    """Upstream's packs/ imported as unpacked JSON are named after their folder (`Compendium.world.<folder>`),
    while its grants name the package's pack: the same compendium document id finds the item; an exact
    uuid is preferred, and another document's id still grants nothing."""
    folder_axe = {**AXE, "id": "faxe", "_stats": {"compendiumSource": "Compendium.world.items.Item.Ax3dQ9"}}
    other = {**ROPE, "_stats": {"compendiumSource": "Compendium.world.items.Item.Rp0pe1"}}
    feature = {"id": "kit", "name": "Kit", "rules": [grant("Compendium.nimble.nimble-items.Item.Ax3dQ9"),
                                                     grant("Compendium.nimble.nimble-items.Item.Lost01")]}
    session = undone(hero(), {**LEVEL_4, "features": [feature]}, library=[other, folder_axe])
    granted = [item["id"] for item in session.doc["items"] if item.get("grantedBy") == "kit"]
    assert granted == ["faxe"]
    exact = {**AXE, "id": "exact", "_stats": {"compendiumSource": "Compendium.nimble.nimble-items.Item.Ax3dQ9"}}
    session = undone(hero(), {**LEVEL_4, "features": [feature]}, library=[folder_axe, exact])
    assert [item["id"] for item in session.doc["items"] if item.get("grantedBy") == "kit"] == ["exact"]


def test_grant_item_gives_a_taken_id_the_next_free_one() -> None:
    doc = hero()
    doc["items"].append({"id": "axe", "name": "Old Axe", "type": "object"})
    out = play(doc, {**LEVEL_4, "features": [{"id": "kit", "name": "Kit", "rules": [
        grant(AXE["_stats"]["compendiumSource"])]}]}, library=LIBRARY)
    assert out["levelUpHistory"][0]["grantedFeatureIds"] == ["kit", "axe-2"]


def test_grant_item_predicate_duplicates_no_match_and_in_memory() -> None:
    uuid = AXE["_stats"]["compendiumSource"]
    doc = hero()
    doc["items"].append(copy.deepcopy(AXE))
    rules = [grant(uuid, predicate={"level": {"min": 10}}), grant(uuid, allowDuplicate=False),
             grant("Compendium.t.items.Nothing", label="Lost Thing"), grant(uuid, inMemoryOnly=True, label="Ghost")]
    out = play(doc, {**LEVEL_4, "features": [{"id": "kit", "name": "Kit", "rules": rules}]}, library=LIBRARY)
    assert out["errors"] == [] and out["levelUpHistory"][0]["grantedFeatureIds"] == ["kit"]
    text = " | ".join(line["text"] for line in out["log"])
    assert "'Lost Thing': no library item has uuid" in text and "in-memory only" in text


def test_grant_item_granted_item_that_grants_too() -> None:
    chain = {"id": "pack", "name": "Pack", "type": "object", "rules": [grant(ROPE["_stats"]["compendiumSource"])],
             "_stats": {"compendiumSource": "Compendium.t.items.Pack"}}
    out = play(hero(), {**LEVEL_4, "features": [{"id": "kit", "name": "Kit", "rules": [
        grant("Compendium.t.items.Pack")]}]}, library=[*LIBRARY, chain])
    assert out["levelUpHistory"][0]["grantedFeatureIds"] == ["kit", "pack", "rope"]


def test_grant_spells_auto_by_uuid_and_by_filter_on_the_class_item() -> None:
    doc = hero()
    doc["items"][0]["rules"] = [{"type": "grantSpells", "id": "cantrips", "schools": ["fire"], "tiers": [0]}]
    session = undone(doc, LEVEL_4, library=LIBRARY)
    assert session.doc["levelUpHistory"][0]["grantedSpellIds"] == ["ember"]
    again = session.apply({**LEVEL_4, "stats": ["dexterity"]})  # level 5: Ember is on the character already
    assert again.ok and session.doc["levelUpHistory"][1]["grantedSpellIds"] == []
    by_uuid = {"name": "Spark Lore", "rules": [{"type": "grantSpells", "uuids": ["Compendium.t.spells.Blaze"]}]}
    out = play(hero(), {**LEVEL_4, "features": [by_uuid]}, library=LIBRARY)
    assert out["levelUpHistory"][0]["grantedSpellIds"] == ["blaze"]
    utility = {"name": "Hedge Magic", "rules": [{"type": "grantSpells", "schools": ["radiant", "fire"],
                                                 "utilityOnly": True}]}
    assert play(hero(), {**LEVEL_4, "features": [utility]}, library=LIBRARY)["levelUpHistory"][0][
        "grantedSpellIds"] == ["mend"]


def test_grant_spells_select_takes_exactly_count_picks_within_the_filter() -> None:
    pick = {"id": "study", "name": "Study", "rules": [
        {"type": "grantSpells", "id": "pick", "mode": "selectSpell", "schools": ["fire"], "tiers": [0, 1],
         "count": 1}]}
    step = {**LEVEL_4, "features": [pick], "spellPicks": {"pick": [copy.deepcopy(BLAZE)]}}
    session = undone(hero(), step, library=LIBRARY)
    assert session.doc["levelUpHistory"][0]["grantedSpellIds"] == ["blaze"]
    refused(play(hero(), {**step, "spellPicks": {"pick": []}}), "invalidChoice", "picks exactly 1 spell")
    refused(play(hero(), {**step, "spellPicks": {"pick": [MEND]}}), "invalidChoice", "outside Grant Spells")
    refused(play(hero(), {**step, "spellPicks": {"pick": [BLAZE], "other": [EMBER]}}), "invalidChoice",
            "'other', which is no Grant Spells rule")
    refused(play(hero(), {**step, "spellPicks": {"pick": "Blaze"}}), "invalidStep", "'spellPicks.pick'")


# ---- then ----
def test_then_level_class_level_hp_data_and_one_hit_die() -> None:
    session = undone(hero(), LEVEL_4)
    klass = session.doc["items"][0]
    assert (session.doc["level"], klass["classLevel"], klass["hpData"]) == (4, 4, [6])
    assert session.doc["hitDice"] == {"d10": {"current": 4, "max": 4}}  # the defaults made explicit, then +1


def test_the_hit_die_added_is_unstepped_and_shown_stepped() -> None:
    doc = hero(hitDice={"d10": {"current": 1, "max": 3}})
    doc["items"].append({"name": "Oak", "rules": [{"type": "incrementHitDice", "value": "1"}]})
    out = play(doc, LEVEL_4)
    assert out["hitDice"] == {"d12": {"current": 2, "max": 4}}


def test_the_history_entry_is_upstreams_shape() -> None:
    out = play(hero(), LEVEL_4)
    assert out["levelUpHistory"] == [{"level": 4, "hpIncrease": 6, "abilityIncreases": {"strength": 1},
                                      "skillIncreases": {"might": 1}, "hitDieAdded": True,
                                      "classIdentifier": "thornguard", "grantedFeatureIds": [],
                                      "grantedSpellIds": [], "poolMaxBonuses": {}}]


def test_pools_re_derive_and_level_up_fires_no_trigger() -> None:
    doc = hero(items=[*hero()["items"], {"id": "thorns", "name": "Thorns", "rules": [
        {"type": "chargePool", "identifier": "thorns", "label": "Thorns", "max": "@level",
         "recoveries": [{"trigger": "safeRest", "mode": "refresh"}]}]}])
    spent = {"do": "setCharges", "pool": "thorns", "value": 2}
    assert play(doc, spent)["pools"]["thorns"]["max"] == 3
    out = play(doc, spent, LEVEL_4)
    assert (out["pools"]["thorns"]["max"], out["pools"]["thorns"]["current"]) == (4, 2)  # re-derived; no refill


# ---- level down ----
def test_level_down_takes_back_every_part() -> None:
    doc = hero(2, skills={"might": {"points": 1, "bonus": 0}}, hitDice={"d10": {"current": 2, "max": 2}})
    doc["items"][0]["hpData"] = [6]
    step = {"do": "levelUp", "hp": {"method": "value", "value": 4}, "skill": "might", "subclass": GROVE,
            "features": [{"id": "kit", "name": "Kit", "rules": [grant(AXE["_stats"]["compendiumSource"])]}],
            "poolBonuses": {"thorns": 2}}
    session = Session(copy.deepcopy(doc), library=LIBRARY)
    before = session.document()
    assert session.apply(step).ok
    result = session.apply({"do": "levelDown"})
    assert result.ok and "removed Keeper of the Grove, Kit, Bramble Axe" in result.log[0]
    assert session.document() == before
    assert session.undo().ok and session.char.level == 3  # level-down is one undo step too


def test_level_down_with_an_empty_history_is_refused_and_never_resets() -> None:
    refused(play(hero(6), {"do": "levelDown"}), "invalidChoice", "no level-up in the history")
    out = play(hero(6, levelUpHistory=[]), LEVEL_4 | {"stats": []}, {"do": "levelDown"}, {"do": "levelDown"})
    assert out["level"] == 6 and len(out["errors"]) == 1


def test_level_down_of_an_imported_history_entry() -> None:
    entry = {"level": 3, "hpIncrease": 5, "abilityIncreases": {}, "skillIncreases": {"lore": 1}, "hitDieAdded": True,
             "classIdentifier": "thornguard", "grantedFeatureIds": ["gone"], "grantedSpellIds": [],
             "poolMaxBonuses": {}}
    doc = hero(skills={"lore": {"points": 1, "bonus": 0}}, levelUpHistory=[entry])
    out = play(doc, {"do": "levelDown"})
    assert out["errors"] == [] and out["level"] == 2 and out["hp"]["max"] == 25
    assert out["hitDice"] == {"d10": {"current": 2, "max": 2}} and out["skills"]["lore"]["mod"] == 0


# ---- a property: levelUp then levelDown gives the same document ----
@st.composite
def levels(draw: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    level = draw(st.integers(1, 19))
    doc = hero(level, skills={skill: {"points": draw(st.integers(0, 3)), "bonus": 0} for skill in ("might", "lore")},
               hitDice={"d10": {"current": draw(st.integers(0, level)), "max": level}})
    doc["stats"] = {stat: draw(st.integers(-1, 4)) for stat in ("strength", "dexterity", "intelligence", "will")}
    doc["hp"] = {"current": draw(st.integers(0, 40)), "max": 40}
    kind = ABILITY.get(str(level + 1), {}).get("statIncreaseType")
    keys, others = ["strength", "will"], ["dexterity", "intelligence"]
    stats = {"primary": [draw(st.sampled_from(keys))], "secondary": [draw(st.sampled_from(others))],
             "capstone": draw(st.permutations(keys + others))[:2]}.get(kind, [])
    hp = draw(st.sampled_from([{"method": "average"}, {"method": "value", "value": draw(st.integers(1, 10))}]))
    step = {"do": "levelUp", "hp": hp, "stats": stats, "skill": draw(st.sampled_from(["might", "lore"])),
            "features": [{"id": "f", "name": "Gift"}] if draw(st.booleans()) else [],
            "poolBonuses": {"thorns": draw(st.integers(1, 2))} if draw(st.booleans()) else {}}
    return doc, step


@settings(max_examples=60, deadline=None)
@given(levels())
def test_level_up_then_level_down_gives_the_same_document(case: tuple[dict[str, Any], dict[str, Any]]) -> None:
    doc, step = case
    session = Session(copy.deepcopy(doc))
    before = session.document()
    result = session.apply(step)
    assert result.ok, (result.code, result.message, step)
    assert session.apply({"do": "levelDown"}).ok
    assert session.document() == before


# ---- Grant Item by hand (character.md §15.5) ----
@pytest.mark.parametrize("order", ["a b c x", "a b d c x", "b a x c", "a d b x", "c x a b"])
def test_deleting_an_item_deletes_every_item_it_granted_and_no_other(order: str) -> None:
    """Two or more granted items, before or after it, and a grant of a grant (d, granted by b): each is looked
    for where it is after the deletes before it; the undo gives the document back."""
    made = {"a": {"id": "a", "name": "A", "type": "feature"}, "x": {"id": "x", "name": "X", "type": "feature"},
            "b": {"id": "b", "name": "B", "type": "feature", "grantedBy": "a"},
            "c": {"id": "c", "name": "C", "type": "feature", "grantedBy": "a"},
            "d": {"id": "d", "name": "D", "type": "feature", "grantedBy": "b"}}
    doc = hero()
    doc["items"] += [copy.deepcopy(made[key]) for key in order.split()]
    session = Session(doc)
    before = session.document()
    result = session.apply({"do": "deleteItem", "item": "a"})
    assert result.ok, (result.code, result.message)
    left = [item["id"] for item in session.doc["items"]]
    assert "x" in left and not {"a", "b", "c", "d"} & set(left), left
    assert [entry.key for entry in session.char.items] == left
    assert session.undo().ok and session.document() == before


def test_an_item_added_by_hand_grants_and_deleting_it_deletes_what_it_granted() -> None:
    kit = {"id": "kit", "name": "Warden's Kit", "type": "object", "rules": [grant(AXE["_stats"]["compendiumSource"])]}
    session = Session(hero(), library=LIBRARY)
    before = session.document()
    result = session.apply({"do": "addItem", "raw": kit})
    assert result.ok and "Granted: Bramble Axe" in result.log
    assert session.doc["items"][-1]["grantedBy"] == "kit"
    assert session.apply({"do": "deleteItem", "item": "kit"}).ok
    assert session.document() == before
    assert session.undo().ok and len(session.doc["items"]) == 3
    assert session.apply({"do": "addItems", "raws": [{**kit, "id": "kit2"}]}).ok
    assert [item.get("grantedBy") for item in session.doc["items"][-2:]] == [None, "kit2"]
