"""A whole round and rest (engine.md §5.1 Combat Dice, §5.3 reactions and temporary HP, §5.4):
the bad inputs, the defaults and the previews the dialogs show. The spec's sentences themselves are
play scripts (tests/scripts/temporary-hp, reactions, initiative, field-rest, safe-rest, combat-dice)."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.document import DocumentError
from sheet_app.engine.session import Session
from sheet_app.play import run_script
from sheet_app.views.action_preview import attack_preview, hit_dice_healing, reactions_available, rest_preview

RESOURCES = Path(__file__).resolve().parents[2] / "resources"


def char(**fields: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {"format": "sheet/1", "name": "T", "level": 3,
                           "stats": {"strength": 2, "dexterity": 1, "intelligence": 0, "will": 0},
                           "hp": {"current": 20, "max": 30},
                           "items": [{"id": "class", "name": "Fighter", "type": "class", "hitDieSize": 10}]}
    doc.update(fields)
    return doc


def play(doc: dict[str, Any], steps: list[dict[str, Any]], dice: list[int] | None = None) -> dict[str, Any]:
    return run_script({"character": doc, "dice": dice or [], "steps": steps})


def codes(out: dict[str, Any]) -> list[str]:
    return [e["code"] for e in out["errors"]]


# ---- hit dice ---------------------------------------------------------------------------------
@pytest.mark.parametrize("size, expected", [(12, {"d12": {"current": 3, "max": 3}}),
                                            ("8", {"d8": {"current": 3, "max": 3}}),
                                            ("d6", {"d6": {"current": 3, "max": 3}}), (7, {}), (True, {}), (None, {})])
def test_hit_dice_default_to_one_class_die_per_level(size: Any, expected: dict[str, Any]) -> None:
    doc = char()
    doc["items"][0]["hitDieSize"] = size
    assert play(doc, [])["hitDice"] == expected


def test_default_hit_dice_follow_the_level_until_saved_and_no_class_means_none() -> None:
    out = play(char(), [{"do": "set", "field": "level", "value": 5}])
    assert out["hitDice"] == {"d10": {"current": 5, "max": 5}}
    assert play(char(items=[]), [])["hitDice"] == {}
    out = play(char(items=[]), [{"do": "spendHitDice", "hitDice": {"d10": 1}}])
    assert codes(out) == ["insufficientHitDice"] and out["hitDice"] == {}


def test_setting_hit_dice_is_bounded_like_the_other_header_numbers() -> None:
    out = play(char(), [{"do": "set", "field": "hitDice.d10.current", "value": 1},
                        {"do": "set", "field": "hitDice.d6.max", "value": 2},
                        {"do": "set", "field": "hitDice.d10.max", "value": 0},
                        {"do": "set", "field": "hitDice.d10.current", "value": -1},
                        {"do": "set", "field": "hitDice.d10.max", "value": 1_000_001},
                        {"do": "set", "field": "hitDice.d7.max", "value": 1},
                        {"do": "set", "field": "hitDice.d6.current", "value": 5},
                        {"do": "undo"}])
    assert out["hitDice"] == {"d6": {"current": 0, "max": 2}, "d10": {"current": 0, "max": 0}}
    assert codes(out) == ["invalidStep"] * 3
    assert any("Hit dice d10 current 3 → 1" in line["text"] for line in out["log"])


def test_bad_hit_dice_in_a_document_are_refused_naming_the_field() -> None:
    for bad, field in (({"d7": {"current": 1, "max": 1}}, "hitDice"), ({"d6": {"current": -1, "max": 1}}, "hitDice"),
                       ({"d6": {"current": 1, "max": "2"}}, "hitDice")):
        with pytest.raises(DocumentError) as err:
            Session(char(hitDice=bad))
        assert err.value.path.startswith(field)
    with pytest.raises(DocumentError) as err:
        Session(char(hp={"current": 1, "max": 2, "temp": -3}))
    assert err.value.path == "hp.temp"
    with pytest.raises(DocumentError) as err:
        Session(char(manaRecovery=["nap"]))
    assert err.value.path.startswith("manaRecovery")


def test_spend_hit_dice_fields_are_checked() -> None:
    out = play(char(), [{"do": "spendHitDice"}, {"do": "spendHitDice", "hitDice": {}},
                        {"do": "spendHitDice", "hitDice": {"d10": 0}}, {"do": "spendHitDice", "hitDice": {"d10": 1.5}},
                        {"do": "spendHitDice", "hitDice": {"d10": True}}, {"do": "spendHitDice", "hitDice": [1]},
                        {"do": "spendHitDice", "hitDice": {"d10": 1}, "mode": "sleep"}])
    assert codes(out) == ["invalidStep"] * 7 and out["hitDice"]["d10"]["current"] == 3


def test_hit_dice_heal_up_to_max_and_redo_replays_the_faces() -> None:
    session = Session(char(hp={"current": 25, "max": 30}), roller=ScriptedRoller([9, 8]))
    result = session.apply({"do": "spendHitDice", "hitDice": {"d10": 2}})
    assert result.ok and session.char.track("hp") == (30, 30)
    assert "healed 21, HP 25 → 30" in result.log[0]
    assert session.undo().ok and session.char.hit_dice() == {"d10": (3, 3)}
    assert session.redo().ok and session.char.hit_dice() == {"d10": (1, 3)}  # no die rolled again


# ---- mana recovery ------------------------------------------------------------------------------
@pytest.mark.parametrize("recovery, field_refills, safe_refills", [
    ("safeRest", False, True), ("fieldRest", True, False), (["fieldRest", "safeRest"], True, True),
    ("", False, True), (None, False, True), ("never", False, False)])
def test_mana_recovery_defaults_to_the_class_then_safe_rest(recovery: Any, field_refills: bool,
                                                            safe_refills: bool) -> None:
    doc = char(mana={"current": 1, "max": 4})
    if recovery is not None:
        doc["items"][0]["mana"] = {"recovery": recovery}
    assert (play(doc, [{"do": "rest", "kind": "field"}])["mana"]["current"] == 4) is field_refills
    assert (play(doc, [{"do": "rest", "kind": "safe"}])["mana"]["current"] == 4) is safe_refills
    doc["manaRecovery"] = ["fieldRest"]  # the character's own field wins
    assert play(doc, [{"do": "rest", "kind": "field"}])["mana"]["current"] == 4
    assert play(doc, [{"do": "rest", "kind": "safe"}])["mana"]["current"] == 1


# ---- initiative ---------------------------------------------------------------------------------
def test_initiative_uses_the_characters_formula_and_bad_values_are_refused() -> None:
    doc = char(initiative="1d20 + @dexterity + @level")
    out = play(doc, [{"do": "rollInitiative"}, {"do": "rollInitiative", "value": 24},
                     {"do": "rollInitiative", "value": 25}, {"do": "rollInitiative", "value": True},
                     {"do": "rollInitiative", "value": 4.5}], dice=[10])
    assert out["initiative"] == 24 and codes(out) == ["invalidStep"] * 3
    assert out["log"][0]["text"] == "Initiative 14 (1d20 + 1 (DEX) + 3 (level): 10)"
    out = play(char(initiative="1d20 +"), [{"do": "rollInitiative"}, {"do": "rollInitiative", "value": 5}], dice=[3])
    assert codes(out) == ["formulaError", "formulaError"] and out["initiative"] is None
    out = play(char(initiative=5), [{"do": "rollInitiative"}])  # a number is a formula too
    assert out["initiative"] == 5
    out = play(char(), [{"do": "rollInitiative"}], dice=[])
    assert codes(out) == ["diceExhausted"] and out["initiative"] is None


def test_initiative_is_kept_until_the_encounter_ends() -> None:
    out = play(char(), [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 9}, {"do": "endTurn"}])
    assert out["initiative"] == 9
    out = play(char(), [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 9}, {"do": "endEncounter"}])
    assert out["initiative"] is None
    out = play(char(), [{"do": "rollInitiative", "value": 9}, {"do": "endTurn"}, {"do": "undo"}, {"do": "undo"}])
    assert out["initiative"] is None


# ---- temporary HP and damage --------------------------------------------------------------------
def test_temporary_hp_then_a_wound_and_healing_keeps_them_off() -> None:
    out = play(char(hp={"current": 4, "max": 30, "temp": 3}), [{"do": "damage", "amount": 10},
                                                               {"do": "heal", "amount": 10}])
    assert out["hp"] == {"current": 10, "max": 30, "temp": 0} and out["wounds"]["current"] == 1


# ---- reactions ----------------------------------------------------------------------------------
def berserker() -> dict[str, Any]:
    doc = json.loads((RESOURCES / "sample-berserker.json").read_text())
    doc["pools"] = {"fury": {"faces": [3, 1, 4]}}
    doc["states"] = ["raging"]
    return doc


def test_a_reaction_step_that_is_not_well_formed_refuses_the_whole_attack() -> None:
    for reactions, code in (("tayg", "invalidStep"), (["tayg"], "invalidStep"),
                            ([{"consumer": "tayg", "picks": [0], "rule": "x"}], "invalidStep"),
                            ([{"consumer": "tayg", "picks": [0], "rule": 3}], "unknownConsumer"),
                            ([{"consumer": "tayg", "picks": [0], "pool": "nope"}], "unknownPool"),
                            ([{"consumer": "tayg", "picks": "0"}], "invalidStep"),
                            ([{"consumer": "tayg", "picks": [0]}, {"consumer": "tayg", "picks": [0, 0]}], "badPicks")):
        out = play(berserker(), [{"do": "attacked", "damage": 10, "reactions": reactions}])
        assert codes(out) == [code], reactions
        assert out["hp"]["current"] == 58 and out["pools"]["fury"]["faces"] == [3, 1, 4] and out["bank"] == 0


def test_a_reaction_may_name_its_pool() -> None:
    out = play(berserker(), [{"do": "attacked", "damage": 10,
                              "reactions": [{"consumer": "tayg", "pool": "fury", "picks": [2]}]}])
    assert not out["errors"] and out["pools"]["fury"]["faces"] == [3, 1]


# ---- Combat Dice --------------------------------------------------------------------------------
def commander() -> dict[str, Any]:
    return json.loads((RESOURCES / "sample-commander.json").read_text())


def test_combat_dice_on_a_miss_are_spent_and_rolled_but_add_nothing() -> None:
    out = play(commander(), [{"do": "rollInitiative", "value": 10}, {"do": "activate", "item": "longsword",
                              "chargeDice": {"pool": "combat-dice", "count": 1}}], dice=[1, 7])
    assert not out["errors"]
    line = next(line["text"] for line in out["log"] if line["step"] == 1)
    assert line.startswith("Longsword: miss (1d") and "1d10 [Combat Dice: 7]; no damage)" in line
    assert out["diceLeft"] == 0 and out["pools"]["combat-dice"]["current"] == out["pools"]["combat-dice"]["max"] - 1


def test_combat_dice_fields_are_checked() -> None:
    for spec in ([1], {"pool": 3, "count": 1}, {"pool": "combat-dice"}, {"pool": "combat-dice", "count": True}):
        out = play(commander(), [{"do": "activate", "item": "longsword", "chargeDice": spec}], dice=[5, 5])
        assert codes(out) == ["invalidStep"], spec
    out = play(commander(), [{"do": "activate", "item": "longsword",
                              "chargeDice": {"pool": "combat-dice", "count": 0}}], dice=[5])
    assert not out["errors"] and out["diceLeft"] == 0


# ---- previews -----------------------------------------------------------------------------------
def test_safe_rest_preview_says_what_changes_and_what_is_already_full() -> None:
    doc = berserker()
    doc["hp"] = {"current": 21, "max": 58, "temp": 5}
    doc["hitDice"] = {"d12": {"current": 4, "max": 6}}
    doc["wounds"] = {"current": 1, "max": 6}
    session = Session(doc)
    before = copy.deepcopy(session.doc)
    rows, refused = rest_preview(session, {"do": "rest", "kind": "safe"})
    assert refused == "" and session.doc == before and not session.undo_stack
    lines = [row.text() for row in rows]
    assert lines[:4] == ["HP: 21/58 → 58/58", "Temporary HP: 5 → 0", "Hit dice d12: 4/6 → 6/6",
                         "Wounds: 1/6 → 0/6"]
    assert "Raging: on → off" in lines  # the sample's Rage ends on a rest (its turnOff lists onRest)
    full = Session(berserker())
    lines = [row.text() for row in rest_preview(full, {"do": "rest", "kind": "safe"})[0]]
    assert "HP: Already full" in lines and "Hit dice d12: Already full" in lines and "Wounds: None to heal" in lines


def test_field_rest_preview_gives_the_healing_range_or_the_exact_value() -> None:
    doc = berserker()
    doc["hp"] = {"current": 10, "max": 58}
    session = Session(doc)
    rows, _ = rest_preview(session, {"do": "rest", "kind": "field", "mode": "catchBreath", "hitDice": {"d12": 2}})
    assert rows[0].text() == "HP: 10/58 → 18–40/58"
    rows, _ = rest_preview(session, {"do": "rest", "kind": "field", "mode": "makeCamp", "hitDice": {"d12": 2}})
    assert rows[0].text() == "HP: 10/58 → 40/58"
    rows, refused = rest_preview(session, {"do": "rest", "kind": "field", "hitDice": {"d12": 9}})
    assert rows == [] and refused == "9 d12 hit dice asked, 6 left"
    assert hit_dice_healing(session.char, {"d12": 2}, "catchBreath") == (8, 30)
    assert hit_dice_healing(session.char, {"d12": 2}, "makeCamp") == (30, 30)


def test_attack_preview_and_the_reactions_offered() -> None:
    doc = berserker()
    doc["hp"] = {"current": 49, "max": 58}
    session = Session(doc)
    found = reactions_available(session.char)
    assert [session.char.items[i].fields.id for i, _ in found][0] == "tayg"  # damage reduction first
    step = {"do": "attacked", "damage": 14, "reactions": [{"consumer": "tayg", "picks": [0, 1]}]}
    outcome = attack_preview(session, step)
    assert outcome.ok and outcome.text == "14 damage: 10 absorbed, HP 49 → 45"
    outcome = attack_preview(session, {"do": "attacked", "damage": 3,
                                       "reactions": [{"consumer": "tayg", "picks": [7]}]})
    assert not outcome.ok and "pick 7 is out of range" in outcome.message
    assert not session.undo_stack and session.char.pools()["fury"].faces == [3, 1, 4]


def test_check_reports_a_bad_initiative_formula() -> None:
    out = play(char(initiative="1d20 + @dex"), [])
    assert out["warnings"] == ["initiative: warning: initiative formula '1d20 + @dex': unknown reference @dex "
                               "(it counts as 0)"]
    out = play(char(initiative="1d20 +"), [])
    assert out["warnings"] and out["warnings"][0].startswith("initiative: error: initiative formula '1d20 +'")
