"""Shipped upstream bonus and grant rules play as their text says (issue 29, item 5; character.md §11.3, §15.1,
§15.3, §15.5): Stout's Hit Dice, an elf's Grant Proficiency, Fiery's and Hunter's Mark's damage, Field Medic,
Pocket Sand, Mountain's Endurance, Enduring Rage's Dying action limit, a shipped weapon's weaponType.

The documents are read from ../shared/fixtures/upstream/character (or SHEET_APP_UPSTREAM_FIXTURES); each test
skips where its document is absent. No shipped item holds a Damage Reduction rule or a weapon with a
weaponType yet: those tests skip, saying so, until one does.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from test_scripts import check_mismatches

from sheet_app.play import run_script
from sheet_app.storage.upstream import item_from_upstream

ROOT = Path(__file__).resolve().parents[2]
UPSTREAM = Path(os.environ.get("SHEET_APP_UPSTREAM_FIXTURES") or ROOT.parent / "shared" / "fixtures" / "upstream")
CONTENT = UPSTREAM / "character"
AXE = {"id": "axe", "name": "Greataxe", "type": "object", "objectType": "weapon",
       "attack": {"delivery": "melee", "damage": "1d12+@strength"}}


def upstream(path: str) -> dict[str, Any]:
    found = CONTENT / f"{path}.json"
    if not found.is_file():
        pytest.skip(f"{found} is not present")
    return item_from_upstream(json.loads(found.read_text(encoding="utf-8")))


def character(*items: dict[str, Any], **header: Any) -> dict[str, Any]:
    doc = {"format": "sheet/1", "name": "Korr", "level": 5, "stats": {"strength": 3, "intelligence": 0},
           "hp": {"current": 40, "max": 40},
           "items": [{"id": "cls", "name": "Hunter", "type": "class", "hitDieSize": 8}, *items]}
    doc.update(header)
    return doc


def play(doc: dict[str, Any], dice: list[int], steps: list[dict[str, Any]], expect: dict[str, Any]) -> dict[str, Any]:
    out = run_script({"character": doc, "dice": dice, "steps": [*steps, {"do": "undo"}, {"do": "redo"}]})
    problems = check_mismatches(expect, out)
    assert not problems, "\n".join(problems)
    return out


def test_stout_adds_two_hit_dice_of_the_class_size_and_a_wound() -> None:
    play(character(upstream("ancestryBonuses/core/common/stout")), [], [{"do": "rest", "kind": "safe"}],
         {"hitDice": {"d8": {"current": 7, "max": 7}}, "wounds": {"max": 7}, "errors": []})


def test_an_elf_speaks_elvish() -> None:
    play(character(upstream("ancestries/core/common/elf")), [], [{"do": "state", "name": "hidden", "on": True}],
         {"proficiencies": {"languages": ["elvish"]}, "tagsContain": ["proficiency:language:elvish"], "errors": []})


def test_fiery_adds_one_to_fire_attacks_only() -> None:
    flame = {"id": "brand", "name": "Flame Brand", "type": "object",
             "attack": {"delivery": "melee", "damage": "1d6", "damageType": "fire"}}
    play(character(upstream("boons/core/minor/fiery"), AXE, flame), [4, 4],
         [{"do": "activate", "item": "axe"}, {"do": "activate", "item": "brand"}],
         {"logContains": [{"step": 0, "text": "Greataxe: hit, 7 damage (1d12 + 3 (STR) = 7)"},
                          {"step": 1, "text": "Flame Brand: hit, 5 damage (1d6 = 4 +1 [Fiery])"}], "errors": []})


def test_hunters_mark_is_advantage_or_level_damage_against_the_quarry() -> None:
    play(character(upstream("classFeatures/core/hunter/hunter-progression/hunters-mark"), AXE), [2, 9, 6],
         [{"do": "activate", "item": "axe", "conditional": [{"rule": "hunters-mark-bonus", "choice": "advantage"}],
           "targetTags": ["quarry"]},
          {"do": "activate", "item": "axe", "conditional": [{"rule": "Hunter's Mark", "choice": "damage"}],
           "targetTags": ["quarry"]}],
         {"logContains": [{"step": 0, "text": "Greataxe (advantage: Hunter's Mark +1): 2, 9 → 9, hit, 12 damage"},
                          {"step": 1, "text": "Greataxe: hit, 14 damage (1d12 + 3 (STR) = 9 +5 [Hunter's Mark])"}],
          "errors": []})


def test_field_medic_adds_one_to_a_shipped_healing_potion() -> None:
    potion = upstream("items/core/consumables/healing-potion")
    out = play(character(upstream("classFeatures/core/commander/commander-progression/field-medic"), potion,
                         hp={"current": 10, "max": 40}), [1, 1],
               [{"do": "activate", "item": potion.get("id") or potion["name"]}],
               {"hp": {"current": 17}, "errors": []})
    assert any("+1 Field Medic" in line["text"] for line in out["log"])


def test_pocket_sand_is_a_reminder_when_named_and_mountains_endurance_rerolls_crits_while_dying() -> None:
    sand = upstream("classFeatures/core/the-cheat/the-cheat-subclasses/tools-of-the-scoundrel/pocket-sand")
    endurance = upstream("classFeatures/core/berserker/berserker-subclasses/path-of-the-mountainheart/"
                         "mountains-endurance")
    sand_id = sand["rules"][0]["id"]
    play(character(sand, endurance, states=["dying"], hp={"current": 40, "max": 40}), [],
         [{"do": "attacked", "damage": 3, "incoming": [sand_id]}, {"do": "attacked", "damage": 2, "critical": True}],
         {"logContains": [{"step": 0, "text": "The attacker must reroll the attack with disadvantage (Pocket Sand)"},
                          {"step": 1, "text": "The attacker must reroll the critical hit (Mountain's Endurance)"}],
          "logLacks": [{"step": 0, "text": "Mountain's Endurance"}], "errors": []})


def test_enduring_rage_lets_a_dying_berserker_take_two_actions() -> None:
    from sheet_app.engine.dice import ScriptedRoller
    from sheet_app.engine.session import Session

    session = Session(character(upstream("classFeatures/core/berserker/berserker-progression/enduring-rage")),
                      roller=ScriptedRoller([]))
    assert session.char.numbers()["dyingLimit"] == 1
    assert session.apply({"do": "state", "name": "dying", "on": True}).ok
    assert session.char.numbers()["dyingLimit"] == 2


def test_a_shipped_weapon_with_a_weapon_type_needs_its_proficiency_to_crit() -> None:
    weapons = sorted((CONTENT / "items").glob("**/*.json")) if CONTENT.is_dir() else []
    typed = [path for path in weapons
             if json.loads(path.read_text(encoding="utf-8")).get("system", {}).get("weaponType")]
    if not typed:
        pytest.skip("no shipped weapon has a weaponType yet")
    item = item_from_upstream(json.loads(typed[0].read_text(encoding="utf-8")))
    assert item["weaponType"]


def _rule_types(path: Path) -> set[str]:
    rules = json.loads(path.read_text(encoding="utf-8")).get("system", {}).get("rules") or []
    return {rule.get("type") for rule in rules if isinstance(rule, dict)}


def test_a_shipped_damage_reduction_rule() -> None:
    found = [path for path in sorted(CONTENT.glob("**/*.json")) if "damageReduction" in _rule_types(path)] \
        if CONTENT.is_dir() else []
    if not found:
        pytest.skip("no shipped item holds a Damage Reduction rule yet")
    item = item_from_upstream(json.loads(found[0].read_text(encoding="utf-8")))
    out = run_script({"character": character(item), "dice": [], "steps": [{"do": "damage", "amount": 10}]})
    assert not out["errors"] and out["hp"]["current"] > 30
