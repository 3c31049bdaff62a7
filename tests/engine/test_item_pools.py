"""Item pools live on their item (engine.md §4), level-up pool bonuses, sizes and saved faces, as play
scripts: every sentence of the spec with its undo."""
from __future__ import annotations

import copy
from typing import Any

import pytest

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.document import DocumentError
from sheet_app.engine.pools import resolve_pool_ref
from sheet_app.engine.session import Session
from sheet_app.play import run_script


def character(*items: dict[str, Any], **fields: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {"format": "sheet/1", "name": "Ilsa", "level": 3, "keyStats": ["strength"],
                           "stats": {"strength": 3, "dexterity": 2, "intelligence": 0, "will": 0},
                           "hp": {"current": 20, "max": 20}, "items": list(items)}
    doc.update(fields)
    return doc


def wand(item_id: str, name: str = "Wand of Scorching Rays", **fields: Any) -> dict[str, Any]:
    return {"id": item_id, "name": name, "type": "object", "objectType": "wand",
            "rules": [{"type": "chargePool", "identifier": "wand", "label": "Wand Charges", "max": "3",
                       "initial": "max", "recoveries": [{"trigger": "safeRest", "mode": "refresh"}]},
                      {"type": "chargeConsumer", "poolIdentifier": "wand", "cost": "1"}], **fields}


def play(doc: dict[str, Any], steps: list[dict[str, Any]], dice: list[int] | None = None) -> dict[str, Any]:
    return run_script({"character": doc, "dice": list(dice or []), "steps": steps})


def current(out: dict[str, Any], key: str) -> int:
    return out["pools"][key]["current"]


def test_two_wands_keep_their_own_charges_and_keys() -> None:
    out = play(character(wand("w1"), wand("w2")),
               [{"do": "activate", "item": "w2"}, {"do": "activate", "item": "w2"}, {"do": "activate", "item": "w1"}])
    assert out["errors"] == []
    assert current(out, "wand") == 2 and current(out, "wand@w2") == 1
    assert set(out["pools"]) == {"wand", "wand@w2"}
    assert any(line["text"] == "Wand Charges: 1 charge spent (2/3 left) for Wand of Scorching Rays"
               for line in out["log"] if line["step"] == 0)
    # tags describe the first instance only
    assert "self:wandChargePool:2" in out["tags"] and "self:wandChargePool:1" not in out["tags"]
    undone = play(character(wand("w1"), wand("w2")), [{"do": "activate", "item": "w2"}, {"do": "undo"}])
    assert current(undone, "wand") == 3 and current(undone, "wand@w2") == 3


def test_a_spent_later_instance_does_not_block_the_first() -> None:
    out = play(character(wand("w1"), wand("w2"), pools={"wand@w2": {"current": 0}}),
               [{"do": "activate", "item": "w2"}, {"do": "activate", "item": "w1"}])
    assert [e["code"] for e in out["errors"]] == ["insufficientCharges"] and out["errors"][0]["step"] == 0
    assert current(out, "wand") == 2 and current(out, "wand@w2") == 0


def test_a_reference_from_an_item_without_the_pool_resolves_to_the_first_and_the_check_warns() -> None:
    user = {"id": "focus", "name": "Focus", "type": "feature",
            "rules": [{"type": "chargeConsumer", "poolIdentifier": "wand", "cost": "1"}]}
    doc = character(wand("w1"), wand("w2", name="Second Wand"), user)
    out = play(doc, [{"do": "activate", "item": "focus"}, {"do": "activate", "item": "focus"}, {"do": "undo"}])
    assert current(out, "wand") == 2 and current(out, "wand@w2") == 3
    assert any(w.startswith("Focus / rule 0 (chargeConsumer) / poolIdentifier: warning: ambiguous: pool 'wand' is "
                            "defined by 2 other items (Wand of Scorching Rays and Second Wand); this refers to the "
                            "first, Wand of Scorching Rays's") for w in out["warnings"]), out["warnings"]
    # one other item defining it is not ambiguous, and an item's own pool never is
    single = play(character(wand("w1"), user), [])
    assert not any("ambiguous" in w for w in single["warnings"]), single["warnings"]
    assert not any("defined 2 times" in w for w in out["warnings"])


def test_resolve_pool_ref_is_the_lookup_consumers_use() -> None:
    session = Session(character(wand("w1"), wand("w2"), {"id": "x", "name": "X"}), roller=ScriptedRoller([]))
    char = session.char
    assert resolve_pool_ref(char, 0, "wand") == "wand"
    assert resolve_pool_ref(char, 1, "wand") == "wand@w2"
    assert resolve_pool_ref(char, 2, "wand") == "wand"  # no own pool: the first in item order
    assert resolve_pool_ref(char, None, "wand") == "wand"
    assert resolve_pool_ref(char, 1, "actor:judgment") == "actor:judgment"
    assert resolve_pool_ref(char, 1, "nothing") == "nothing"


def test_activation_pool_effects_resolve_from_their_own_item() -> None:
    def quiver(item_id: str) -> dict[str, Any]:
        return {"id": item_id, "name": "Quiver", "type": "feature",
                "activation": {"pool": [{"poolType": "dice", "action": "rollDie", "poolIdentifier": "arrows",
                                         "value": 1}]},
                "rules": [{"type": "dicePool", "identifier": "arrows", "label": "Arrows", "dieSize": "d6",
                           "max": "3", "initial": "zero"}]}
    out = play(character(quiver("q1"), quiver("q2")), [{"do": "activate", "item": "q2"}], dice=[5])
    assert out["pools"]["arrows"]["faces"] == [] and out["pools"]["arrows@q2"]["faces"] == [5]
    undone = play(character(quiver("q1"), quiver("q2")), [{"do": "activate", "item": "q2"}, {"do": "undo"}],
                  dice=[5])
    assert undone["pools"]["arrows@q2"]["faces"] == []


def test_modify_pool_applies_to_every_instance() -> None:
    boost = {"id": "boost", "name": "Attuned", "type": "feature",
             "rules": [{"type": "modifyPool", "poolType": "charge", "poolIdentifier": "wand", "maxDelta": "2"}]}
    out = play(character(wand("w1"), wand("w2"), boost), [])
    assert out["pools"]["wand"]["max"] == 5 and out["pools"]["wand@w2"]["max"] == 5


def test_steps_name_the_first_instance_by_its_identifier_and_later_ones_by_their_key() -> None:
    out = play(character(wand("w1"), wand("w2")),
               [{"do": "setCharges", "pool": "wand", "value": 1}, {"do": "setCharges", "pool": "wand@w2", "value": 0},
                {"do": "setCharges", "pool": "wand@nope", "value": 0}])
    assert current(out, "wand") == 1 and current(out, "wand@w2") == 0
    assert [(e["step"], e["code"]) for e in out["errors"]] == [(2, "unknownPool")]


def test_duplicating_an_item_gives_the_copy_a_fresh_pool_at_its_initial_state() -> None:
    doc = character(wand("w1"), pools={"wand": {"current": 1}})
    out = play(doc, [{"do": "duplicateItem", "item": "w1"}, {"do": "activate", "item": "w1"}])
    copy_key = next(key for key in out["pools"] if key.startswith("wand@"))
    assert copy_key == "wand@wand-of-scorching-rays-copy"
    assert current(out, "wand") == 0 and current(out, copy_key) == 3
    undone = play(doc, [{"do": "duplicateItem", "item": "w1"}, {"do": "undo"}])
    assert set(undone["pools"]) == {"wand"} and current(undone, "wand") == 1


def test_deleting_the_first_instance_moves_the_next_one_up_and_undo_brings_both_back() -> None:
    doc = character(wand("w1"), wand("w2"), pools={"wand": {"current": 1}, "wand@w2": {"current": 2}})
    out = play(doc, [{"do": "deleteItem", "item": "w1"}])
    assert set(out["pools"]) == {"wand"} and current(out, "wand") == 2
    undone = play(doc, [{"do": "deleteItem", "item": "w1"}, {"do": "undo"}])
    assert current(undone, "wand") == 1 and current(undone, "wand@w2") == 2
    later = play(doc, [{"do": "deleteItem", "item": "w2"}])
    assert set(later["pools"]) == {"wand"} and current(later, "wand") == 1


def test_moving_items_keeps_each_pool_with_its_item() -> None:
    doc = character(wand("w1"), wand("w2"), pools={"wand": {"current": 1}, "wand@w2": {"current": 2}})
    out = play(doc, [{"do": "moveItem", "item": "w2", "to": 0}])
    assert current(out, "wand") == 2 and current(out, "wand@w1") == 1
    undone = play(doc, [{"do": "moveItem", "item": "w2", "to": 0}, {"do": "undo"}])
    assert current(undone, "wand") == 1 and current(undone, "wand@w2") == 2
    assert "wand@w1" not in undone["pools"]


def test_removing_the_first_items_pool_rule_keeps_its_state_under_its_own_key() -> None:
    doc = character(wand("w1"), wand("w2"), pools={"wand": {"current": 1}, "wand@w2": {"current": 2}})
    out = play(doc, [{"do": "setRules", "item": "w1", "rules": []}])
    assert current(out, "wand") == 2 and out["pools"]["wand"]["active"]
    assert current(out, "wand@w1") == 1 and not out["pools"]["wand@w1"]["active"]  # kept, listed inactive


def test_an_existing_document_with_one_shared_pool_opens_unchanged() -> None:
    doc = character(wand("w1"), wand("w2"), pools={"wand": {"current": 1}})
    session = Session(copy.deepcopy(doc), roller=ScriptedRoller([]))
    saved = session.document()
    assert saved["pools"]["wand"] == {"current": 1}  # the first wand keeps what was saved
    assert saved["pools"]["wand@w2"] == {"current": 3}  # the second gets its own, at its initial state


# ---- level-up pool bonuses -------------------------------------------------------------------
def combat_dice(**fields: Any) -> dict[str, Any]:
    return character({"id": "cd", "name": "Combat Dice", "type": "feature",
                      "rules": [{"type": "chargePool", "identifier": "combat-dice", "label": "Combat Dice",
                                 "max": "2", "dieSize": "d8", "initial": "max"}]},
                     {"id": "mod", "name": "Fewer Dice", "type": "feature",
                      "rules": [{"type": "modifyPool", "poolType": "charge", "poolIdentifier": "combat-dice",
                                 "maxDelta": "-3"}]}, **fields)


def test_pool_bonuses_add_after_modifier_deltas_and_before_the_clamp() -> None:
    # 2 - 3 = -1, +2 from level-up = 1 (a clamp before the bonus would have given 2)
    out = play(combat_dice(poolBonuses={"combat-dice": 2}), [])
    assert out["pools"]["combat-dice"]["max"] == 1
    out = play(combat_dice(), [])
    assert out["pools"]["combat-dice"]["max"] == 0


def test_the_set_step_edits_a_pool_bonus_and_undo_restores_it() -> None:
    doc = character({"id": "cd", "name": "Combat Dice", "type": "feature",
                     "rules": [{"type": "chargePool", "identifier": "combat-dice", "label": "Combat Dice",
                                "max": "2", "dieSize": "d8", "initial": "max"}]})
    out = play(doc, [{"do": "set", "field": "poolBonuses.combat-dice", "value": 1}])
    assert out["errors"] == [] and out["pools"]["combat-dice"]["max"] == 3
    assert out["log"][-1]["text"] == "Combat Dice level-up bonus +0 → +1"
    assert current(out, "combat-dice") == 2  # a larger max does not raise the current charges
    undone = play(doc, [{"do": "set", "field": "poolBonuses.combat-dice", "value": 1}, {"do": "undo"}])
    assert undone["pools"]["combat-dice"]["max"] == 2
    session = Session(copy.deepcopy(doc), roller=ScriptedRoller([]))
    assert session.apply({"do": "set", "field": "poolBonuses.combat-dice", "value": 1}).ok
    assert session.document()["poolBonuses"] == {"combat-dice": 1}
    assert session.apply({"do": "set", "field": "poolBonuses.combat-dice", "value": 0}).ok
    assert session.document()["poolBonuses"] == {}
    bad = play(doc, [{"do": "set", "field": "poolBonuses.", "value": 1},
                     {"do": "set", "field": "poolBonuses.a@b", "value": 1},
                     {"do": "set", "field": "poolBonuses.combat-dice", "value": "1"}])
    assert [e["code"] for e in bad["errors"]] == ["invalidStep"] * 3


def test_a_pool_bonus_must_be_a_whole_number_in_the_document() -> None:
    with pytest.raises(DocumentError) as err:
        Session(combat_dice(poolBonuses={"combat-dice": "2"}))
    assert err.value.path.startswith("poolBonuses")


# ---- sizes, faces and die sizes ----------------------------------------------------------------
def dice_pool_doc(max_: str, **fields: Any) -> dict[str, Any]:
    return character({"id": "f", "name": "Fury", "type": "feature",
                      "rules": [{"type": "dicePool", "identifier": "fury", "label": "Fury Dice", "dieSize": "d6",
                                 "max": max_, "initial": "zero"}]}, **fields)


def test_a_dice_pool_holds_at_most_100_dice() -> None:
    out = play(dice_pool_doc("250"), [])
    assert out["pools"]["fury"]["max"] == 100
    assert any("max: warning: max is 250; a dice pool holds at most 100 dice" in w for w in out["warnings"])
    bonus = play(dice_pool_doc("99", poolBonuses={"fury": 5}), [])
    assert bonus["pools"]["fury"]["max"] == 100


def test_saved_faces_outside_the_die_are_clamped_on_load_with_a_warning() -> None:
    out = play(dice_pool_doc("4", pools={"fury": {"faces": [0, 3, 9, -2]}}), [])
    assert out["pools"]["fury"]["faces"] == [1, 3, 6, 1]
    assert any("pools.fury: Fury Dice: saved faces 0, 9, -2 outside 1..6 of its d6; clamped into the die" in w
               for w in out["warnings"]), out["warnings"]
    fine = play(dice_pool_doc("4", pools={"fury": {"faces": [1, 6]}}), [])
    assert not any("clamped" in w for w in fine["warnings"])


def test_an_unknown_die_size_falls_back_to_d4_and_the_pool_works() -> None:
    doc = character({"id": "f", "name": "Fury", "type": "feature",
                     "rules": [{"type": "dicePool", "identifier": "fury", "label": "Fury Dice", "dieSize": "d7",
                                "max": "2", "initial": "zero"}]})
    out = play(doc, [{"do": "rollDie", "pool": "fury"}, {"do": "setDie", "pool": "fury", "index": 0, "face": 5}],
               dice=[4])
    assert out["pools"]["fury"]["die"] == "d4" and out["pools"]["fury"]["faces"] == [4]
    assert [e["code"] for e in out["errors"]] == ["invalidStep"]  # 5 is not a d4 face
    assert any("dieSize: warning: unknown die size 'd7'" in w for w in out["warnings"])


def test_a_charge_pool_with_an_unknown_die_size_has_none() -> None:
    doc = character({"id": "c", "name": "Combat Dice", "type": "feature",
                     "rules": [{"type": "chargePool", "identifier": "cd", "dieSize": "d9", "max": "2"}]})
    out = play(doc, [{"do": "rollCharge", "pool": "cd"}])
    assert out["pools"]["cd"]["die"] is None and out["errors"][0]["code"] == "invalidStep"


def test_a_zero_max_pool_is_not_full() -> None:
    doc = character({"id": "c", "name": "Things", "type": "feature",
                     "rules": [{"type": "chargePool", "identifier": "spark", "max": "0"},
                               {"type": "dicePool", "identifier": "ember", "max": "0"}]})
    out = play(doc, [])
    assert "self:sparkChargesMax" not in out["tags"] and "self:emberDiceMax" not in out["tags"]
    assert "self:noSparkCharges" in out["tags"] and "self:noEmberDice" in out["tags"]
    full = play(dice_pool_doc("1", pools={"fury": {"faces": [2]}}), [])
    assert "self:furyDiceMax" in full["tags"]


def test_tags_describe_the_first_instance_only() -> None:
    doc = character(wand("w1"), wand("w2"), pools={"wand": {"current": 1}, "wand@w2": {"current": 3}})
    out = play(doc, [])
    assert "self:wandChargePool:1" in out["tags"] and "self:wandChargesMax" not in out["tags"]
    assert not any("@" in tag for tag in out["tags"])


def test_a_pool_needs_an_identifier_or_a_label() -> None:
    doc = character({"id": "c", "name": "Nameless", "type": "feature",
                     "rules": [{"type": "chargePool", "max": "2"}]})
    out = play(doc, [])
    assert out["pools"] == {}
    assert any("Nameless / rule 0 (chargePool) / identifier: error: a pool needs an identifier or a label" in w
               for w in out["warnings"])


def test_adding_an_item_before_keeps_each_state_with_its_item_and_undo_restores_the_keys() -> None:
    doc = character(wand("w1"), pools={"wand": {"current": 1}})
    new = wand("w0", name="New Wand")
    out = play(doc, [{"do": "addItem", "raw": new, "at": 0}])
    assert current(out, "wand") == 3 and current(out, "wand@w1") == 1  # the new first wand starts full
    undone = play(doc, [{"do": "addItem", "raw": new, "at": 0}, {"do": "undo"}])
    assert set(undone["pools"]) == {"wand"} and current(undone, "wand") == 1
    redone = play(doc, [{"do": "addItem", "raw": new, "at": 0}, {"do": "undo"}, {"do": "redo"}])
    assert current(redone, "wand") == 3 and current(redone, "wand@w1") == 1


def test_a_rule_edit_that_gives_an_earlier_item_the_pool_moves_the_later_state() -> None:
    other = {"id": "w0", "name": "Plain Stick", "type": "object", "rules": []}
    doc = character(other, wand("w1"), pools={"wand": {"current": 1}})
    rules = wand("x")["rules"]
    out = play(doc, [{"do": "setRules", "item": "w0", "rules": rules},
                     {"do": "editItem", "item": "w1", "set": {"name": "Renamed Wand"}}])
    assert out["errors"] == []
    assert current(out, "wand") == 3 and current(out, "wand@w1") == 1
    assert out["pools"]["wand@w1"]["active"]
