"""character.md §10, §10.1, §11.1, §11.2, §15.1, §15.2, §15.5 (grantMovement) and §19 items 1, 17, 18, 20, a
play script per sentence: the numbers a player reads aloud, the d20 checks and their net roll mode. Every
action is undone and redone (`played`): undo gives back the numbers and the rolls before it, redo those after.
"""
from __future__ import annotations

import copy
from typing import Any

import pytest

from sheet_app.play import run_script

NUMBER_KEYS = ("stats", "skills", "saves", "armor", "speed", "initiativeBonus", "initiativeRollMode", "hp",
               "wounds", "rolls", "tags")


def character(*rules: dict[str, Any], items: tuple[dict[str, Any], ...] = (), **header: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {"format": "sheet/1", "name": "Tess", "level": 3,
                           "stats": {"strength": 1, "dexterity": 2, "intelligence": 0, "will": 3},
                           "hp": {"current": 10, "max": 10},
                           "items": [{"id": "f", "name": "Feature", "type": "feature", "rules": list(rules)},
                                     *items]}
    doc.update(header)
    return doc


def rule(rtype: str, **fields: Any) -> dict[str, Any]:
    return {"type": rtype, **fields}


def numbers(out: dict[str, Any]) -> dict[str, Any]:
    return {key: out[key] for key in NUMBER_KEYS}


def played(doc: dict[str, Any], steps: list[dict[str, Any]], dice: list[int] | None = None) -> dict[str, Any]:
    """Run the steps; then, for the last one, check that undo gives the numbers before it and redo after."""
    script: dict[str, Any] = {"character": copy.deepcopy(doc), "dice": list(dice or []), "steps": steps}
    out = run_script(script)
    assert out["errors"] == [], out["errors"]
    if steps:
        before = run_script({**script, "steps": steps[:-1]})
        undone = run_script({**script, "steps": [*steps, {"do": "undo"}]})
        assert numbers(undone) == numbers(before)
        redone = run_script({**script, "steps": [*steps, {"do": "undo"}, {"do": "redo"}]})
        assert numbers(redone) == numbers(out)
    return out


def shown(doc: dict[str, Any]) -> dict[str, Any]:
    return run_script({"character": copy.deepcopy(doc), "steps": []})


def lines(out: dict[str, Any]) -> list[str]:
    return [entry["text"] for entry in out["log"]]


# ---- §10: the added document fields ------------------------------------------------------------------

def test_each_skill_has_its_fixed_stat_and_adds_points_and_bonus() -> None:
    out = shown(character(skills={"stealth": {"points": 2, "bonus": 1}, "might": {"points": 1}}))
    assert out["skills"]["stealth"] == {"mod": 2 + 2 + 1, "rollMode": 0}  # dexterity + points + bonus
    assert out["skills"]["might"]["mod"] == 1 + 1
    assert {k: v["mod"] for k, v in out["skills"].items() if k not in ("stealth", "might")} == {
        "arcana": 0, "examination": 0, "lore": 0, "finesse": 2, "influence": 3, "insight": 3, "naturecraft": 3,
        "perception": 3}
    assert list(out["skills"]) == ["arcana", "examination", "finesse", "influence", "insight", "lore", "might",
                                   "naturecraft", "perception", "stealth"]  # all ten


def test_a_saves_bonus_and_hand_roll_mode() -> None:
    out = played(character(savingThrows={"will": {"bonus": 2}}),
                 [{"do": "set", "field": "savingThrows.will.defaultRollMode", "value": -2}])
    assert out["saves"]["will"] == {"mod": 5, "rollMode": -2}
    assert list(out["saves"]) == ["strength", "dexterity", "intelligence", "will"]


def test_armor_is_a_formula_and_speeds_default_to_walk_6() -> None:
    out = shown(character())
    assert out["armor"] == 2  # "@dexterity"
    assert out["speed"] == {"walk": 6, "fly": 0, "climb": 0, "swim": 0, "burrow": 0}
    out = played(character(), [{"do": "set", "field": "armor.baseValue", "value": "10 + @dexterity"},
                               {"do": "set", "field": "movement.swim", "value": 3}])
    assert (out["armor"], out["speed"]["swim"]) == (12, 3)


def test_a_set_out_of_range_changes_nothing() -> None:
    out = run_script({"character": character(), "steps": [
        {"do": "set", "field": "savingThrows.will.defaultRollMode", "value": 4},
        {"do": "set", "field": "movement.walk", "value": -1},
        {"do": "set", "field": "movement.walk", "value": 1.5},
        {"do": "set", "field": "armor.baseValue", "value": "1d4"},
        {"do": "set", "field": "skills.stealth.points", "value": "2"}]})
    assert [e["code"] for e in out["errors"]] == ["invalidStep"] * 5
    assert numbers(out) == numbers(shown(character()))


def test_the_shown_roll_mode_is_the_default_only() -> None:
    """§10: a shown roll mode is §11.2 step 1 only, without the conditions."""
    out = shown(character(rule("skillRollMode", value=1, skills=["stealth"]), states=["poisoned"]))
    assert out["skills"]["stealth"]["rollMode"] == 1


# ---- §10.1: the derivation order ---------------------------------------------------------------------

def test_stat_bonus_comes_first_and_every_number_sees_the_effective_stat() -> None:
    out = shown(character(rule("abilityBonus", value="2", abilities=["dexterity"])))
    assert out["stats"]["dexterity"] == 4
    assert (out["armor"], out["skills"]["stealth"]["mod"], out["saves"]["dexterity"]["mod"]) == (4, 4, 4)
    assert "dexterity:4" in out["tags"]  # the tags again, from the effective stats (§10.1 step 2)
    all_stats = shown(character(rule("abilityBonus", value="1.5", abilities=["all"])))["stats"]
    assert all_stats == {"strength": 2, "dexterity": 3, "intelligence": 1, "will": 4}  # floor(1.5)


def test_a_stat_bonus_condition_sees_the_base_stats() -> None:
    doc = character(rule("abilityBonus", value="1", abilities=["dexterity"]),
                    rule("abilityBonus", value="5", abilities=["strength"], predicate={"dexterity": {"min": 3}}))
    assert shown(doc)["stats"]["strength"] == 1  # dexterity is 3 only after the first bonus
    later = character(rule("abilityBonus", value="1", abilities=["dexterity"]),
                      rule("skillBonus", value="5", skills=["might"], predicate={"dexterity": {"min": 3}}))
    assert shown(later)["skills"]["might"]["mod"] == 6  # a later step sees the effective stats' tags


def test_a_formula_reading_its_own_step_or_a_later_one_sees_the_base() -> None:
    doc = character(rule("speedBonus", value="@armor"), rule("armorClass", formula="5"),
                    rule("skillBonus", value="@stealth", skills=["lore"]),
                    rule("skillBonus", value="3", skills=["stealth"]))
    out = shown(doc)
    assert out["armor"] == 7 and out["speed"]["walk"] == 6 + 2  # @armor in a speed is the base (dexterity)
    assert out["skills"]["lore"]["mod"] == 0 + 2  # @stealth in a skill is its base: dexterity + 0 + 0
    earlier = character(rule("armorClass", formula="@walk"), rule("speedBonus", value="1"))
    assert shown(earlier)["armor"] == 2 + 7  # a later step sees the speeds' final values


def test_formulas_outside_the_pass_see_the_final_values() -> None:
    doc = character(rule("abilityBonus", value="2", abilities=["strength"]),
                    rule("chargePool", identifier="grit", label="Grit", max="@strength + @armor"))
    assert shown(doc)["pools"]["grit"]["max"] == 3 + 2


def test_only_what_the_change_touches_is_derived_again() -> None:
    from sheet_app.engine.dice import ScriptedRoller
    from sheet_app.engine.session import Session

    session = Session(character(), roller=ScriptedRoller([]))
    first = session.char.numbers()
    assert session.apply({"do": "state", "name": "hidden", "on": True}).ok
    assert session.char.numbers()["walk"] == 6  # states can change speeds: derived again
    kept = session.char.numbers()
    session.apply({"do": "set", "field": "name", "value": "Tessa"})
    assert session.char.numbers() is kept  # a name names no number's key: the numbers are kept
    session.apply({"do": "set", "field": "skills.stealth.points", "value": 1})
    assert session.char.numbers() is not kept and session.char.numbers()["stealth"] == 3
    assert first["stealth"] == 2


# ---- §11.1: d20 checks -------------------------------------------------------------------------------

def test_a_stat_check_a_skill_check_and_a_save() -> None:
    doc = character(skills={"stealth": {"points": 2}}, savingThrows={"will": {"bonus": 1}})
    out = played(doc, [{"do": "check", "stat": "will"}, {"do": "check", "skill": "stealth", "dc": 12},
                       {"do": "check", "save": "will", "dc": 10}], dice=[5, 8, 6])
    assert lines(out) == ["Will check: 5 + 3 = 8", "Stealth check: 8 + 4 = 12 vs 12, succeeded",
                          "Will save: 6 + 4 = 10 vs 10, succeeded"]
    assert [(r["step"], r["kind"], r["key"], r["total"], r["dc"], r["success"]) for r in out["rolls"]] == [
        (0, "stat", "will", 8, None, None), (1, "skill", "stealth", 12, 12, True), (2, "save", "will", 10, 10, True)]


def test_the_exact_log_line_and_rolls_entry_of_a_poisoned_stealth_check() -> None:
    doc = character(skills={"stealth": {"points": 2}}, states=["poisoned"])
    out = played(doc, [{"do": "check", "skill": "stealth", "dc": 12}], dice=[14, 6])
    assert lines(out) == ["Stealth check (disadvantage: Poisoned −1): 6 + 4 = 10 vs 12, failed"]
    assert out["rolls"] == [{"step": 0, "kind": "skill", "key": "stealth", "mode": -1,
                             "modeSources": ["Poisoned -1"], "dice": [14, 6], "kept": 6, "modifier": 4,
                             "total": 10, "dc": 12, "success": False}]


def test_a_check_has_no_critical_and_names_a_natural_20() -> None:
    out = played(character(), [{"do": "check", "stat": "strength", "dc": 30}], dice=[20])
    assert lines(out) == ["Strength check: 20 + 1 = 21 vs 30, failed (natural 20)"]


@pytest.mark.parametrize(("mode", "dice", "kept"), [
    (1, [3, 11], 11), (-1, [3, 11], 3), (2, [7, 19, 4], 19), (-2, [7, 19, 4], 4), (0, [9], 9)])
def test_a_mode_rolls_one_more_d20_per_step_and_keeps_the_highest_or_lowest(mode: int, dice: list[int],
                                                                             kept: int) -> None:
    out = played(character(), [{"do": "check", "stat": "strength", "mode": mode}], dice=dice)
    [roll] = out["rolls"]
    assert (roll["dice"], roll["kept"], roll["total"], roll["mode"]) == (dice, kept, kept + 1, mode)
    assert out["diceLeft"] == 0  # drawn left to right, |m| + 1 of them


def test_initiative_rolls_its_d20_with_the_mode_and_adds_the_initiative_bonus() -> None:
    doc = character(rule("initiativeRollMode", value=1), rule("initiativeBonus", value="@level - 1"))
    out = played(doc, [{"do": "rollInitiative"}], dice=[4, 15])
    assert out["initiative"] == 15 + 2 + 2
    assert lines(out) == ["Initiative 19 (1d20 + 2 (DEX) + 2 (Initiative Bonus): 4, 15 → 15; advantage: Default +1)"]
    assert out["rolls"][0] | {"dice": None} == {"step": 0, "kind": "initiative", "key": "initiative", "mode": 1,
                                                "modeSources": ["Default +1"], "dice": None, "kept": 15,
                                                "modifier": 4, "total": 19, "dc": None, "success": None}
    assert (out["initiativeBonus"], out["initiativeRollMode"]) == (2, 1)


def test_an_initiative_rolled_at_the_table_is_final_and_only_logs_the_mode() -> None:
    doc = character(rule("initiativeBonus", value="5"), states=["poisoned"])
    out = played(doc, [{"do": "rollInitiative", "value": 12, "mode": 1}])
    assert out["initiative"] == 12
    assert lines(out) == ["Initiative 12 (rolled at the table; normal: Poisoned −1, Roll +1)"]
    assert out["rolls"] == [{"step": 0, "kind": "initiative", "key": "initiative", "mode": 0,
                             "modeSources": ["Poisoned -1", "Roll +1"], "dice": [], "kept": None, "modifier": 0,
                             "total": 12, "dc": None, "success": None}]


# ---- §11.2: the net roll mode ------------------------------------------------------------------------

def test_a_skills_default_is_its_skill_roll_mode_rules() -> None:
    doc = character(rule("skillRollMode", value=1, skills=["might"]),
                    rule("skillRollMode", value=-1, skills=["all"], priority=2))
    out = played(doc, [{"do": "check", "skill": "might"}], dice=[5])
    assert (out["skills"]["might"]["rollMode"], out["skills"]["lore"]["rollMode"]) == (0, -1)


def test_a_saves_default_is_the_class_then_the_rules_then_the_document() -> None:
    berserker = {"id": "c", "name": "Berserker", "type": "class",
                 "savingThrows": {"advantage": "strength", "disadvantage": "intelligence"}, "rules": []}
    doc = character(rule("savingThrowRollMode", value=1, target="will", mode="adjust"), items=(berserker,),
                    savingThrows={"strength": {"defaultRollMode": 1}})
    modes = {stat: save["rollMode"] for stat, save in shown(doc)["saves"].items()}
    assert modes == {"strength": 2, "dexterity": 0, "intelligence": -1, "will": 1}
    out = played(doc, [{"do": "check", "save": "strength"}], dice=[2, 9, 4])
    assert out["rolls"][0]["modeSources"] == ["Default +2"] and out["rolls"][0]["kept"] == 9


def test_a_set_rule_replaces_the_running_mode_at_its_priority() -> None:
    doc = character(rule("skillRollMode", value=2, skills=["lore"], priority=1),
                    rule("skillRollMode", value=-1, skills=["lore"], mode="set", priority=2),
                    rule("skillRollMode", value=1, skills=["lore"], priority=3))
    assert shown(doc)["skills"]["lore"]["rollMode"] == 0  # 2, set to -1, then + 1


def test_frightened_counts_unless_waived_and_only_frightened_or_taunted_can_be_waived() -> None:
    doc = character(states=["frightened", "poisoned"])
    out = played(doc, [{"do": "check", "stat": "will", "waive": ["frightened"]}], dice=[3, 8])
    assert out["rolls"][0]["modeSources"] == ["Poisoned -1"] and out["rolls"][0]["kept"] == 3
    both = played(doc, [{"do": "check", "stat": "will", "waive": ["taunted"]}], dice=[3, 8, 1])
    assert both["rolls"][0]["modeSources"] == ["Poisoned -1", "Frightened -1"] and both["rolls"][0]["kept"] == 1
    refused = run_script({"character": doc, "steps": [{"do": "check", "stat": "will", "waive": ["poisoned"]}]})
    assert [e["code"] for e in refused["errors"]] == ["invalidStep"] and refused["rolls"] == []


def test_poisoned_counts_for_initiative() -> None:
    out = played(character(states=["poisoned"]), [{"do": "rollInitiative"}], dice=[17, 2])
    assert out["initiative"] == 2 + 2 and out["rolls"][0]["mode"] == -1


def test_the_rolls_own_mode_adds_to_the_default_and_advantage_cancels_disadvantage() -> None:
    doc = character(rule("skillRollMode", value=-1, skills=["stealth"]))
    out = played(doc, [{"do": "check", "skill": "stealth", "mode": 1}], dice=[4])
    assert out["rolls"][0]["mode"] == 0 and out["rolls"][0]["dice"] == [4]
    assert lines(out) == ["Stealth check (normal: Default −1, Roll +1): 4 + 2 = 6"]


def test_the_net_is_clamped_to_9_and_the_log_says_so() -> None:
    doc = character(rule("skillRollMode", value=3, skills=["stealth"]))
    out = played(doc, [{"do": "check", "skill": "stealth", "mode": 8}], dice=list(range(1, 11)))
    assert out["rolls"][0]["mode"] == 9 and len(out["rolls"][0]["dice"]) == 10
    assert lines(out)[0].startswith("Stealth check (advantage 9, clamped from +11: Default +3, Roll +8): 10 + 2")


def test_undo_removes_a_rolls_entry_and_redo_restores_it() -> None:
    steps = [{"do": "check", "stat": "will"}, {"do": "check", "stat": "strength"}, {"do": "undo"}]
    out = run_script({"character": character(), "dice": [4, 5], "steps": steps})
    assert [r["key"] for r in out["rolls"]] == ["will"]
    out = run_script({"character": character(), "dice": [4, 5], "steps": [*steps, {"do": "redo"}]})
    assert [(r["step"], r["key"], r["kept"]) for r in out["rolls"]] == [(0, "will", 4), (1, "strength", 5)]


# ---- §15.1: numbers on the sheet ---------------------------------------------------------------------

def test_skill_and_save_bonuses_add_the_floor_of_their_value() -> None:
    doc = character(rule("skillBonus", value="+1", skills=["stealth"]), rule("skillBonus", value="1.9",
                                                                             skills=["all"]),
                    rule("savingThrowBonus", value="@level", savingThrows=["will", "dexterity"]))
    out = shown(doc)
    assert (out["skills"]["stealth"]["mod"], out["skills"]["lore"]["mod"]) == (2 + 1 + 1, 1)
    assert {s: v["mod"] for s, v in out["saves"].items()} == {"strength": 1, "dexterity": 5, "intelligence": 0,
                                                              "will": 6}


def test_skill_roll_mode_adjust_clamps_each_to_3_and_a_set_beyond_is_clamped_too() -> None:
    doc = character(*[rule("skillRollMode", value=2, skills=["lore"]) for _ in range(3)],
                    rule("skillRollMode", value=-7, skills=["might"], mode="set"))
    out = shown(doc)
    assert (out["skills"]["lore"]["rollMode"], out["skills"]["might"]["rollMode"]) == (3, -3)


def test_save_roll_mode_targets_are_judged_on_the_running_modes() -> None:
    mage = {"id": "c", "name": "Mage", "type": "class", "rules": [],
            "savingThrows": {"advantage": "intelligence", "disadvantage": "strength"}}
    highborn = rule("savingThrowRollMode", value=0, target="disadvantaged", mode="set")
    modes = {s: v["rollMode"] for s, v in shown(character(highborn, items=(mage,)))["saves"].items()}
    assert modes == {"strength": 0, "dexterity": 0, "intelligence": 1, "will": 0}
    boost = rule("savingThrowRollMode", value=1, target="neutral", mode="adjust")
    modes = {s: v["rollMode"] for s, v in shown(character(boost, items=(mage,)))["saves"].items()}
    assert modes == {"strength": -1, "dexterity": 1, "intelligence": 1, "will": 1}


def test_save_roll_mode_with_requires_choice_waits_for_the_pick() -> None:
    waiting = rule("savingThrowRollMode", id="pick", value=1, mode="adjust", requiresChoice=True)
    assert shown(character(waiting))["saves"]["will"]["rollMode"] == 0
    out = played(character(waiting), [{"do": "editRule", "item": "f", "rule": "pick",
                                       "set": {"selectedSave": "dexterity"}}])
    assert {s: v["rollMode"] for s, v in out["saves"].items()} == {"strength": 0, "dexterity": 1,
                                                                   "intelligence": 0, "will": 0}


def test_initiative_roll_mode_sets_by_default_and_adjusts() -> None:
    assert shown(character(rule("initiativeRollMode", value=-1)))["initiativeRollMode"] == -1
    both = character(rule("initiativeRollMode", value=-1), rule("initiativeRollMode", value=2, mode="adjust"))
    assert shown(both)["initiativeRollMode"] == 1


def test_hit_points_add_to_max_hp_and_per_level_multiplies() -> None:
    out = played(character(rule("maxHpBonus", value="10")), [{"do": "heal", "amount": 20}])
    assert out["hp"]["max"] == 20 and out["hp"]["current"] == 20  # §19.18: "10" is 10
    assert shown(character(rule("maxHpBonus", value=2, perLevel=True)))["hp"]["max"] == 16
    assert shown(character(rule("maxHpBonus", value=10)))["hp"]["max"] == 20


def test_every_bonus_follows_its_item_being_equipped() -> None:
    ring = {"id": "ring", "name": "Ring", "type": "object", "rules": [rule("speedBonus", value="2"),
                                                                      rule("armorClass", formula="1")]}
    out = played(character(items=(ring,)), [{"do": "equip", "item": "ring", "on": False}])
    assert (out["speed"]["walk"], out["armor"]) == (6, 2)


# ---- §15.2: Armor and speed --------------------------------------------------------------------------

def test_armor_adds_and_multiplies_by_priority_then_the_last_override_wins() -> None:
    doc = character(rule("armorClass", formula="3", priority=1), rule("armorClass", formula="2", mode="multiply",
                                                                      priority=2))
    assert shown(doc)["armor"] == (2 + 3) * 2
    doc = character(rule("armorClass", formula="15", mode="override", priority=1),
                    rule("armorClass", formula="12", mode="override", priority=3),
                    rule("armorClass", formula="5", priority=5))
    assert shown(doc)["armor"] == 12
    assert shown(character(rule("armorClass", formula="0", mode="multiply")))["armor"] == 2  # a 0 part is skipped


def test_full_plate_cancels_dexterity_and_armor_equipped_needs_an_armor_class_rule() -> None:
    plate = {"id": "plate", "name": "Full Plate", "type": "object", "objectType": "armor",
             "rules": [rule("armorClass", formula="18-@dexterity")]}
    out = played(character(items=(plate,)), [{"do": "equip", "item": "plate", "on": True}])
    assert out["armor"] == 18 and "armor:equipped" in out["tags"]
    bare = {"id": "robe", "name": "Robe", "type": "object", "objectType": "armor", "rules": []}
    assert "armor:unarmored" in shown(character(items=(bare,)))["tags"]


def test_speeds_grant_then_bonus_clamped_at_0_then_conditions() -> None:
    doc = character(rule("grantMovement", mode="fly", speed="4"), rule("grantMovement", mode="fly", speed="8"),
                    rule("grantMovement", mode="walk", speed="3"), rule("speedBonus", value="-20", movementType="swim"),
                    rule("speedBonus", value="1", movementType="fly"))
    out = shown(doc)
    assert out["speed"] == {"walk": 6, "fly": 9, "climb": 0, "swim": 0, "burrow": 0}  # the best grant, then +1
    slowed = played(doc, [{"do": "state", "name": "slowed", "on": True}])
    assert slowed["speed"] == {"walk": 3, "fly": 4, "climb": 0, "swim": 0, "burrow": 0}
    grappled = played(doc, [{"do": "state", "name": "grappled", "on": True}])
    assert set(grappled["speed"].values()) == {0}


def test_a_grant_of_0_or_less_gives_nothing() -> None:
    assert shown(character(rule("grantMovement", mode="climb", speed="-2")))["speed"]["climb"] == 0


def test_speeds_reading_a_speed_see_the_first_pass() -> None:
    """§19.1: Explorer of the Wilds: climb = the modified walk."""
    doc = character(rule("grantMovement", mode="climb", priority=1),  # @attributes.movement.walk by default
                    rule("speedBonus", value="2", priority=2))
    assert shown(doc)["speed"]["climb"] == 8
    doc = character(rule("speedBonus", value="@walk", movementType="swim"), rule("speedBonus", value="1"))
    assert shown(doc)["speed"]["swim"] == 7


# ---- references, §19 ---------------------------------------------------------------------------------

def test_upstream_long_references_are_aliases() -> None:
    doc = character(rule("skillBonus", value="@abilities.will.mod", skills=["might"]),
                    rule("grantMovement", mode="swim", speed="@attributes.movement.walk - 1"))
    out = shown(doc)
    assert (out["skills"]["might"]["mod"], out["speed"]["swim"]) == (1 + 3, 5)
    assert out["warnings"] == []


def test_new_references_armor_speeds_and_skills() -> None:
    doc = character(rule("chargePool", identifier="x", label="X", max="@armor + @walk + @stealth"))
    assert shown(doc)["pools"]["x"]["max"] == 2 + 6 + 2


def test_full_hp_needs_max_hp_above_0() -> None:
    assert "self:fullHp" not in shown(character(hp={"current": 0, "max": 0}))["tags"]
    assert "self:fullHp" in shown(character())["tags"]


def test_formulas_are_read_trimmed() -> None:
    assert shown(character(rule("armorClass", formula="  2  ")))["armor"] == 4


def test_check_reports_the_numbers_rules() -> None:
    doc = character(rule("abilityBonus", value="1", abilities=["will"], predicate={"strength": {"min": 1}}),
                    rule("speedBonus", value="@armor"), rule("maxWounds", value="@willpower"),
                    rule("savingThrowRollMode", requiresChoice=True), rule("skillBonus", value="1d4", skills=["lore"]))
    out = shown(doc)
    warnings = "\n".join(out["warnings"])
    assert "reads the strength tag" in warnings and "reads @armor" in warnings
    assert "unknown reference @willpower" in warnings and "asks the player to choose" in warnings
    from sheet_app.checkfile import check_document

    problems, _summary = check_document(doc, "tess")
    assert [(p.rule, p.severity) for p in problems if p.field == "value" and p.rule == 4] == [(4, "error")]


def test_a_bonus_conditioned_on_a_pool_follows_the_pool() -> None:
    doc = character(rule("chargePool", identifier="grit", label="Grit", max="1"),
                    rule("chargeConsumer", poolIdentifier="grit"),
                    rule("skillBonus", value="2", skills=["might"], predicate={"self": "noGritCharges"}))
    assert shown(doc)["skills"]["might"]["mod"] == 1
    out = played(doc, [{"do": "activate", "item": "f"}])
    assert out["skills"]["might"]["mod"] == 3  # the pool is empty: the numbers were derived again
