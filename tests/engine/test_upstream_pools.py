"""Real upstream content plays as its rules say: the pool and predicate parts (engine.md §2, §4, §4.5).

These read the shared upstream documents (`../shared/fixtures/upstream`) and are skipped where that
folder is absent; the project's other tests use fixtures written by us."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from sheet_app.play import run_script
from sheet_app.storage.files import read_document
from sheet_app.storage.upstream import character_from_upstream, item_from_upstream

ROOT = Path(__file__).resolve().parents[2]
# Beside the checkout (../shared), or beside the worktrees' folder when the checkout is a worktree.
CANDIDATES = [ROOT.parent / "shared" / "fixtures" / "upstream", ROOT.parent.parent / "shared" / "fixtures" / "upstream"]
SHARED = next((path for path in CANDIDATES if path.is_dir()), CANDIDATES[0])
pytestmark = pytest.mark.skipif(not SHARED.is_dir(), reason="the shared upstream fixtures are not present")


def upstream(name: str) -> dict[str, Any]:
    return json.loads((SHARED / f"{name}.json").read_text())


def item(name: str, **changes: Any) -> dict[str, Any]:
    found = item_from_upstream(upstream(name))
    found.update(changes)
    return found


def character(level: int, *items: dict[str, Any], **fields: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {"format": "sheet/1", "name": "Tester", "level": level,
                           "keyStats": ["strength", "dexterity"],
                           "stats": {"strength": 3, "dexterity": 2, "intelligence": 2, "will": 0},
                           "hp": {"current": 40, "max": 40}, "items": list(items)}
    doc.update(fields)
    return doc


def play(doc: dict[str, Any], steps: list[dict[str, Any]], dice: list[int] | None = None) -> dict[str, Any]:
    return run_script({"character": doc, "dice": list(dice or []), "steps": steps})


def lines(out: dict[str, Any], step: int) -> list[str]:
    return [line["text"] for line in out["log"] if line["step"] == step]


def test_every_shared_document_imports() -> None:
    paths = sorted(SHARED.glob("*.json"))
    assert len(paths) >= 29
    for path in paths:
        doc = read_document(path)
        assert doc.kind == "items" and len(doc.items) == 1, path.name


# ---- Intensifying Fury at each level --------------------------------------------------------
@pytest.mark.parametrize(("level", "die", "rolled"), [(1, "d4", 1), (5, "d4", 2), (6, "d6", 2), (9, "d8", 2),
                                                      (13, "d10", 2), (17, "d12", 2), (20, "d12", 2)])
def test_intensifying_fury_sizes_the_fury_dice_and_adds_one_at_turn_start_while_raging(level, die, rolled) -> None:
    doc = character(level, item("rage"), item("intensifying-fury"),
                    stats={"strength": 5, "dexterity": 2, "intelligence": 0, "will": 0})
    out = play(doc, [{"do": "startTurn"}, {"do": "activate", "item": "GjPt8evcIoVuQ6zg"}, {"do": "startTurn"},
                     {"do": "undo"}], dice=[1, 1, 1, 1])
    assert out["errors"] == [], out["errors"]
    fury = out["pools"]["fury"]
    assert fury["die"] == die and fury["max"] == 5
    assert lines(out, 0) == ["Turn started"]  # not raging: no free die (its condition is self:raging)
    assert len(fury["faces"]) == rolled  # Rage rolled 1 die (level ≤ 4) or 2 (level ≥ 5); the turn's die undone
    redo = play(doc, [{"do": "activate", "item": "GjPt8evcIoVuQ6zg"}, {"do": "startTurn"}], dice=[1, 1, 1, 1])
    assert len(redo["pools"]["fury"]["faces"]) == rolled + 1
    assert any(text.startswith("Fury Dice +1 (1) on Turn Start") for text in lines(redo, 1)), redo["log"]


# ---- Stone's Resilience ---------------------------------------------------------------------
def test_stones_resilience_adds_the_spent_dice_to_that_all_you_got_reduction() -> None:
    doc = character(3, item("rage"), item("that-all-you-got"), item("stones-resilience"),
                    pools={"fury": {"faces": [3, 1, 4]}})
    out = play(doc, [{"do": "spend", "pool": "fury", "consumer": "4oQQtqOhqe9KO5g9", "picks": [0, 2]}])
    assert out["errors"] == [], out["errors"]
    # (STR 3 + DEX 2) × 2 dice = 10, plus @sum (3 + 4) = 17
    assert out["bank"] == 17 and out["pools"]["fury"]["faces"] == [1]
    without = play(character(3, item("rage"), item("that-all-you-got"), pools={"fury": {"faces": [3, 1, 4]}}),
                   [{"do": "spend", "pool": "fury", "consumer": "4oQQtqOhqe9KO5g9", "picks": [0, 2]},
                    {"do": "undo"}])
    assert without["bank"] == 0 and without["pools"]["fury"]["faces"] == [3, 1, 4]


# ---- Coordinated Strike with Master / Experienced Commander and Survey the Battlefield ---------
CS = "6xpILHYt5KTSnTtd"


@pytest.mark.parametrize(("level", "uses"), [(3, 3), (9, 4), (13, 5), (17, 6)])
def test_coordinated_strike_uses_grow_with_master_and_experienced_commander(level, uses) -> None:
    # INT 2 uses, +1 from Experienced Commander, +1 at 9, 13 and 17 from Master Commander
    doc = character(level, item("coordinated-strike"), item("experienced-commander"), item("master-commander"))
    out = play(doc, [])
    assert out["pools"]["coordinated-strike-uses"]["max"] == uses
    assert out["pools"]["coordinated-strike-round"]["hidden"] is True


def test_coordinated_strike_is_once_per_round_and_initiative_regains_uses() -> None:
    doc = character(9, item("coordinated-strike"), item("master-commander"), item("survey-the-battlefield"))
    out = play(doc, [
        {"do": "activate", "item": CS},          # 0: 3 → 2 uses, the round's use spent
        {"do": "activate", "item": CS},          # 1: refused: once per round
        {"do": "startTurn"},                     # 2: the round's use comes back
        {"do": "activate", "item": CS},          # 3: 2 → 1
        {"do": "startEncounter"},                # 4: Master Commander and Survey each regain 1: 1 → 3
        {"do": "undo"},                          # 5
        {"do": "startEncounter"},                # 6
    ])
    assert [(e["step"], e["code"]) for e in out["errors"]] == [(1, "insufficientCharges")]
    assert "Coordinated Strike (once per round)" in out["errors"][0]["message"]
    uses = out["pools"]["coordinated-strike-uses"]
    assert uses["max"] == 3 and uses["current"] == 3
    assert [t for t in lines(out, 6) if t.startswith("Coordinated Strike uses")] == [
        "Coordinated Strike uses +1 (2/3) on Encounter Start", "Coordinated Strike uses +1 (3/3) on Encounter Start"]
    # Survey the Battlefield's +1 max applies to Combat Dice, which this character lacks: it modifies nothing
    assert any("Survey the Battlefield. / rule 1 (modifyPool) / poolIdentifier: warning: modifies no pool" in w
               for w in out["warnings"])


def test_coordinated_strike_first_use_each_encounter_at_level_18() -> None:
    doc = character(18, item("coordinated-strike"))
    out = play(doc, [{"do": "startEncounter"}, {"do": "activate", "item": CS}, {"do": "startTurn"},
                     {"do": "activate", "item": CS}])
    assert out["errors"] == []
    # the first use spends the encounter charge (its consumer saw the charge as the action began); the
    # second finds it spent, so that consumer is skipped and does not block
    assert out["pools"]["coordinated-strike-encounter"]["current"] == 0
    assert out["pools"]["coordinated-strike-uses"]["current"] == 0
    assert "self:noCoordinated-strike-encounterCharges" in out["tags"]
    low = play(character(17, item("coordinated-strike")), [])
    assert not low["pools"]["coordinated-strike-encounter"]["active"]


# ---- Fit for Any Battlefield, Survey the Battlefield and "+1 Max Combat Die" -------------------
@pytest.mark.parametrize(("level", "die"), [(3, "d6"), (5, "d8"), (9, "d10"), (13, "d12"), (17, "d20")])
def test_fit_for_any_battlefield_combat_dice_by_level(level, die) -> None:
    doc = character(level, item("fit-for-any-battlefield"))
    out = play(doc, [{"do": "rollInitiative", "value": 10}, {"do": "rollCharge", "pool": "combat-dice"},
                     {"do": "undo"}], dice=[1])
    combat = out["pools"]["combat-dice"]
    assert combat["die"] == die and combat["max"] == 3 and combat["current"] == 3  # STR 3; refreshed on initiative
    assert out["errors"] == []
    assert any("unknown reference @combatDiceBonus (it counts as 0)" in w for w in out["warnings"])


def commander_actor(level: int, history: list[dict[str, Any]]) -> dict[str, Any]:
    commander = copy.deepcopy(upstream("commander"))
    commander["system"]["classLevel"] = level
    items = [commander, upstream("fit-for-any-battlefield"), upstream("survey-the-battlefield"),
             upstream("coordinated-strike")]
    return {"name": "Vanguard", "type": "character", "items": items,
            "system": {"abilities": {"strength": {"baseValue": 3}, "dexterity": {"baseValue": 1},
                                     "intelligence": {"baseValue": 2}, "will": {"baseValue": 0}},
                       "attributes": {"hp": {"value": 50, "max": 50}}, "levelUpHistory": history}}


def test_an_imported_commander_with_max_combat_die_level_ups_has_all_their_combat_dice() -> None:
    history = [{"level": 2}, {"level": 6, "poolMaxBonuses": {"combat-dice": 1}}, {"level": 7},
               {"level": 8, "poolMaxBonuses": {"combat-dice": 1}}]
    sheet, warnings = character_from_upstream(commander_actor(8, history))
    assert sheet["level"] == 8 and sheet["poolBonuses"] == {"combat-dice": 2}
    out = play(sheet, [{"do": "rollInitiative", "value": 10}, {"do": "rollCharge", "pool": "combat-dice"},
                       {"do": "set", "field": "poolBonuses.combat-dice", "value": 3}, {"do": "undo"}], dice=[7])
    assert out["errors"] == [], out["errors"]
    combat = out["pools"]["combat-dice"]
    # STR 3 + 1 (Survey the Battlefield) + 2 (two "+1 Max Combat Die" level-ups); d8 from level 5
    assert combat["max"] == 6 and combat["die"] == "d8" and combat["current"] == 5
    assert "Combat Dice: rolled 7 on a d8 (5/6 left)" in lines(out, 1)
    without = play(character_from_upstream(commander_actor(8, []))[0], [])
    assert without["pools"]["combat-dice"]["max"] == 4


# ---- duplicates of a real item keep their own pools ------------------------------------------
def test_a_duplicated_real_item_keeps_its_own_uses() -> None:
    doc = character(3, item("coordinated-strike"))
    out = play(doc, [{"do": "duplicateItem", "item": CS}, {"do": "activate", "item": CS},
                     {"do": "activate", "item": "coordinated-strike-copy"}, {"do": "activate", "item": CS}])
    assert [(e["step"], e["code"]) for e in out["errors"]] == [(3, "insufficientCharges")]  # once per round, its own
    assert out["pools"]["coordinated-strike-uses"]["current"] == 1
    assert out["pools"]["coordinated-strike-uses@coordinated-strike-copy"]["current"] == 1
    assert out["pools"]["coordinated-strike-round@coordinated-strike-copy"]["current"] == 0
