"""Real upstream content plays as its rules say (issue 14, item 8): Rage through an encounter, DEEP RAGE,
BOUNDLESS RAGE, MORE BLOOD!, Blood Frenzy, Death Blow, That all you got?!, Spellblade, Radiant Judgement.

The documents are read from ../shared/fixtures/upstream (or SHEET_APP_UPSTREAM_FIXTURES); the tests skip
where they are absent. Each scenario is a play script written from the feature's rules text; the
project's own scripts (tests/scripts) cover the same rules with fixtures written by us.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from test_scripts import check_mismatches

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.engine.toggles import readable_prompt, toggle_of
from sheet_app.play import run_script
from sheet_app.storage.upstream import item_from_upstream

ROOT = Path(__file__).resolve().parents[2]
UPSTREAM = Path(os.environ.get("SHEET_APP_UPSTREAM_FIXTURES") or ROOT.parent / "shared" / "fixtures" / "upstream")
pytestmark = pytest.mark.skipif(not UPSTREAM.is_dir(), reason="the shared upstream fixtures are not present")

AXE = {"id": "axe", "name": "Greataxe", "type": "object", "objectType": "weapon",
       "attack": {"delivery": "melee", "damage": "1d12+@strength"}, "rules": []}


def upstream(name: str) -> dict[str, Any]:
    return item_from_upstream(json.loads((UPSTREAM / f"{name}.json").read_text(encoding="utf-8")))


def berserker(*features: str, level: int = 3, extra: tuple[dict[str, Any], ...] = (AXE,),
              **header: Any) -> dict[str, Any]:
    doc = {"format": "sheet/1", "name": "Korr", "level": level, "keyStats": ["strength", "dexterity"],
           "stats": {"strength": 3, "dexterity": 1, "intelligence": 0, "will": 0},
           "hp": {"current": 30, "max": 30}, "wounds": {"current": 0, "max": 6},
           "items": [upstream(name) for name in features] + [dict(item) for item in extra]}
    doc.update(header)
    return doc


def play(doc: dict[str, Any], dice: list[int], steps: list[dict[str, Any]], expect: dict[str, Any]) -> dict[str, Any]:
    out = run_script({"character": doc, "dice": dice, "steps": steps})
    problems = check_mismatches(expect, out)
    assert not problems, "\n".join(problems)
    return out


def test_rage_through_a_whole_encounter() -> None:
    """Rage: roll a Fury Die (1 at levels 1-4), Raging; the dice add to melee attacks while raging; it ends when
    the encounter ends (turnOff onEncounterEnd) or after a round without an attack, and the dice go with it."""
    play(berserker("rage"), [3, 8, 5],
         [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}, {"do": "startTurn"},
          {"do": "activate", "item": "Rage"}, {"do": "activate", "item": "Greataxe"}, {"do": "endTurn"},
          {"do": "startTurn"}, {"do": "activate", "item": "Greataxe"}, {"do": "endTurn"},
          {"do": "endEncounter"}, {"do": "undo"}, {"do": "startTurn"}, {"do": "endTurn"}],
         {"errors": [], "pools": {"fury": {"faces": [], "die": "d4", "max": 3}}, "tagsLack": ["self:raging"],
          "logContains": [{"step": 3, "text": "Fury Dice +1 (3) from Rage"}, {"step": 3, "text": "Raging on"},
                          {"step": 4, "text": "Greataxe: hit, 14 damage (1d12 + 3 (STR) = 11 +3 [Fury Dice])"},
                          {"step": 7, "text": "Greataxe: hit, 11 damage (1d12 + 3 (STR) = 8 +3 [Fury Dice])"},
                          {"step": 9, "text": "Rage ended: the encounter ended"},
                          {"step": 9, "text": "Fury Dice cleared (Rage ended)"},
                          {"step": 12, "text": "Rage ended: no attack or use of Rage for 1 round"}],
          "logLacks": [{"step": 5, "text": "Rage ended"}, {"step": 8, "text": "Rage ended"}]})


def test_rage_rolls_two_dice_from_level_5_and_asks_before_ending() -> None:
    play(berserker("rage", level=5), [2, 4], [{"do": "activate", "item": "Rage"}],
         {"errors": [], "pools": {"fury": {"faces": [2, 4]}}})
    session = Session(berserker("rage"), roller=ScriptedRoller([]))
    toggle = toggle_of(session.char, "raging")
    assert toggle is not None and readable_prompt(toggle.rule.confirmEndPrompt, toggle.name) == "End your Rage?"


def test_dying_ends_rage_and_deep_rage_keeps_it() -> None:
    steps = [{"do": "activate", "item": "Rage"}, {"do": "attacked", "damage": 40}]
    play(berserker("rage"), [3], steps,
         {"tagsLack": ["self:raging"], "tagsContain": ["self:dying"],
          "logContains": [{"step": 1, "text": "Rage ended: you are dying"}]})
    play(berserker("rage", "deep-rage"), [3], steps + [{"do": "rest", "kind": "safe"}],
         {"tagsLack": ["self:raging"], "warnings": [],
          "logLacks": [{"step": 1, "text": "Rage ended"}],
          "logContains": [{"step": 2, "text": "Rage ended: you rested"}]})


def test_boundless_rage_raises_every_fury_die_rolled_to_six() -> None:
    """BOUNDLESS RAGE: Fury Dice (d12 from level 17 with Intensifying Fury) roll at least 6."""
    play(berserker("rage", "intensifying-fury", "boundless-rage", level=17), [2, 9, 1],
         [{"do": "activate", "item": "Rage"}, {"do": "startTurn"}, {"do": "setDie", "pool": "fury", "index": 0,
                                                                      "face": 1}],
         {"errors": [], "pools": {"fury": {"die": "d12", "minFace": 6, "faces": [1, 9, 6]}}})


def test_more_blood_gains_a_fury_die_when_crit() -> None:
    play(berserker("rage", "more-blood"), [3, 4],
         [{"do": "activate", "item": "Rage"}, {"do": "attacked", "damage": 2},
          {"do": "attacked", "damage": 2, "critical": True}],
         {"errors": [], "pools": {"fury": {"faces": [3, 4]}},
          "logContains": [{"step": 2, "text": "Fury Dice +1 (4) on Critical Hit Received"}],
          "logLacks": [{"step": 1, "text": "Fury Dice +"}]})


def test_blood_frenzy_maximizes_one_die_per_turn_whichever_way() -> None:
    play(berserker("rage", "blood-frenzy"), [2, 1],
         [{"do": "activate", "item": "Rage"}, {"do": "startTurn"}, {"do": "rollDie", "pool": "fury"},
          {"do": "spend", "pool": "fury", "consumer": "Blood Frenzy", "picks": [0]},
          {"do": "spend", "pool": "fury", "consumer": "Blood Frenzy", "picks": [1]},
          {"do": "activate", "item": "Blood Frenzy", "picks": [1]},
          {"do": "startTurn"}, {"do": "activate", "item": "Blood Frenzy", "picks": [1]}],
         {"pools": {"fury": {"faces": [4, 4]}, "bloodFrenzyUse": {"current": 0}},
          "errors": [{"step": 4, "code": "insufficientCharges"}, {"step": 5, "code": "insufficientCharges"}]})


def test_death_blow_doubles_the_fury_dice_spent_on_a_critical_hit_only() -> None:
    play(berserker("rage", "death-blow"), [3, 7, 12, 1],
         [{"do": "activate", "item": "Rage"},
          {"do": "activate", "item": "Greataxe", "offers": [{"consumer": "Death Blow", "picks": [0]}]},
          {"do": "activate", "item": "Greataxe", "offers": [{"consumer": "Death Blow", "picks": [0]}]},
          {"do": "spend", "pool": "fury", "consumer": "Death Blow", "picks": [0]}],
         {"pools": {"fury": {"faces": []}},
          "errors": [{"step": 3, "code": "unknownConsumer"}],
          "logContains": [
              {"step": 1, "text": "Death Blow: bonus damage: not offered (the attack was not a critical hit)"},
              {"step": 2, "text": "Greataxe: critical hit, 25 damage (1d12 + 3 (STR) = 16 +3 [Fury Dice] "
                                  "+6 [Death Blow: bonus damage]; the first die exploded: 12+1)"}]})


def test_that_all_you_got_banks_strength_plus_dexterity_per_die_against_this_attack() -> None:
    play(berserker("rage", "that-all-you-got"), [3, 2],
         [{"do": "activate", "item": "Rage"}, {"do": "rollDie", "pool": "fury"},
          {"do": "spend", "pool": "fury", "consumer": "That all you got?!", "picks": [0, 1]},
          {"do": "attacked", "damage": 10}],
         {"errors": [], "hp": {"current": 28}, "bank": 0,
          "logContains": [{"step": 2, "text": "Spent 2 Fury Dice (3, 2): 8 damage reduction banked"},
                          {"step": 3, "text": "Damage reduction absorbed 8"}]})


def test_spellblade_grants_intelligence_as_combat_mana_at_the_first_initiative() -> None:
    doc = berserker("spellblade", extra=(), stats={"strength": 1, "dexterity": 1, "intelligence": 3, "will": 0},
                    mana={"current": 2, "max": 2})
    play(doc, [], [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 10},
                   {"do": "rollInitiative", "value": 11}, {"do": "endEncounter"}],
         {"errors": [], "mana": {"current": 2, "max": 2},
          "logContains": [{"step": 1, "text": "Combat mana 3"}, {"step": 3, "text": "Combat mana cleared"}],
          "logLacks": [{"step": 2, "text": "Combat mana"}]})
    doc["stats"]["intelligence"] = -1
    play(doc, [], [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 10}],
         {"errors": [], "mana": {"current": 2, "max": 2}})


def test_radiant_judgement_fills_when_attacked_and_clears_at_the_end_of_the_encounter() -> None:
    doc = berserker("radiant-judgement", extra=())
    play(doc, [5, 7], [{"do": "startEncounter"}, {"do": "attacked", "damage": 1}, {"do": "attacked", "damage": 1}],
         {"errors": [], "pools": {"judgment": {"die": "d8", "max": 2, "faces": [5, 7]}}})
    play(doc, [5, 7], [{"do": "startEncounter"}, {"do": "attacked", "damage": 1}, {"do": "endEncounter"}],
         {"errors": [], "pools": {"judgment": {"faces": []}}})
    doc["level"] = 14
    play(doc, [15, 2, 20], [{"do": "attacked", "damage": 1}],
         {"errors": [], "pools": {"judgment": {"die": "d20", "max": 3, "faces": [15, 2, 20]}}})
