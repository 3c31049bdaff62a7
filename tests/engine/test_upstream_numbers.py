"""Real upstream content for the numbers (issue 29 item 5): Full Plate's Armor Class, Lithe's Speed Bonus and
Initiative Roll Mode, Highborn's Save Roll Mode, Elusive's Skill Bonus, and the classes' savingThrows, read from
../shared/fixtures/upstream/character (or SHEET_APP_UPSTREAM_FIXTURES; skipped where absent). The import of an
upstream character with skills and saves reads our own fixture, written in upstream's shape
(tests/fixtures/upstream/actor-sera.json)."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from sheet_app.play import run_script
from sheet_app.storage.files import read_document
from sheet_app.storage.upstream import item_from_upstream

ROOT = Path(__file__).resolve().parents[2]
UPSTREAM = Path(os.environ.get("SHEET_APP_UPSTREAM_FIXTURES") or ROOT.parent / "shared" / "fixtures" / "upstream")
CONTENT = UPSTREAM / "character"
real = pytest.mark.skipif(not CONTENT.is_dir(), reason="the shared upstream character fixtures are not present")


def upstream(path: str) -> dict[str, Any]:
    return item_from_upstream(json.loads((CONTENT / f"{path}.json").read_text(encoding="utf-8")))


def character(*items: dict[str, Any], **header: Any) -> dict[str, Any]:
    doc = {"format": "sheet/1", "name": "Ria", "level": 2,
           "stats": {"strength": 2, "dexterity": 3, "intelligence": 0, "will": 1},
           "hp": {"current": 15, "max": 15}, "items": list(items)}
    doc.update(header)
    return doc


def play(doc: dict[str, Any], steps: list[dict[str, Any]], dice: list[int] | None = None) -> dict[str, Any]:
    out = run_script({"character": doc, "dice": dice or [], "steps": steps})
    assert out["errors"] == [], out["errors"]
    return out


@real
def test_full_plate_armor_class_replaces_dexterity_while_worn() -> None:
    plate = upstream("items/core/armors/full-plate")
    out = play(character(plate), [])
    assert out["armor"] == 18 and "armor:equipped" in out["tags"]  # 3 + 18 - @dexterity
    out = play(character(plate), [{"do": "equip", "item": "Full Plate", "on": False}])
    assert out["armor"] == 3 and "armor:unarmored" in out["tags"]
    out = play(character(plate), [{"do": "equip", "item": "Full Plate", "on": False}, {"do": "undo"}])
    assert out["armor"] == 18


@real
def test_lithe_gives_a_faster_walk_and_advantage_on_initiative() -> None:
    out = play(character(upstream("ancestryBonuses/core/common/lithe")), [{"do": "rollInitiative"}], dice=[5, 16])
    assert out["speed"]["walk"] == 7 and out["initiativeRollMode"] == 1
    assert out["initiative"] == 16 + 3 and out["rolls"][0]["dice"] == [5, 16]


@real
def test_highborn_removes_a_disadvantaged_save() -> None:
    mage = upstream("classes/core/mage")
    assert mage["savingThrows"] == {"advantage": "intelligence", "disadvantage": "strength"}
    without = play(character(mage), [])
    assert {s: v["rollMode"] for s, v in without["saves"].items()} == {
        "strength": -1, "dexterity": 0, "intelligence": 1, "will": 0}
    out = play(character(mage, upstream("ancestryBonuses/core/exotic/highborn")),
               [{"do": "check", "save": "strength", "dc": 10}], dice=[8])
    assert out["saves"]["strength"]["rollMode"] == 0 and out["saves"]["intelligence"]["rollMode"] == 1
    assert out["rolls"][0]["dice"] == [8]  # one die: no disadvantage left


@real
def test_elusive_adds_to_stealth() -> None:
    out = play(character(upstream("ancestryBonuses/core/common/elusive")),
               [{"do": "check", "skill": "stealth", "dc": 8}], dice=[4])
    assert out["skills"]["stealth"]["mod"] == 4 and out["rolls"][0]["success"] is True


@real
@pytest.mark.parametrize("name", ["berserker", "hunter", "mage"])
def test_each_class_gives_one_save_advantage_and_one_disadvantage(name: str) -> None:
    cls = upstream(f"classes/core/{name}")
    modes = [v["rollMode"] for v in play(character(cls), [])["saves"].values()]
    assert sorted(modes) == [-1, 0, 0, 1]


def test_an_upstream_character_imports_its_skills_saves_and_speeds() -> None:
    doc = read_document(ROOT / "tests" / "fixtures" / "upstream" / "actor-sera.json")
    sheet = doc.character
    assert sheet["skills"] == {"finesse": {"points": 2}, "naturecraft": {"points": 1},
                               "perception": {"points": 1, "bonus": 1}, "stealth": {"points": 3}}
    # Upstream's saved modes minus the class's (dexterity +1, intelligence -1): only will's own is left.
    assert sheet["savingThrows"] == {"dexterity": {"bonus": 1}, "will": {"defaultRollMode": 1}}
    assert sheet["movement"] == {"walk": 6, "fly": 0, "climb": 4, "swim": 0, "burrow": 0}
    assert doc.warnings == []
    out = play(sheet, [{"do": "check", "skill": "stealth"}], dice=[11])
    # The sheet shows what upstream showed: its derived mods, and its save modes.
    saved = json.loads((ROOT / "tests" / "fixtures" / "upstream" / "actor-sera.json").read_text(encoding="utf-8"))
    system = saved["system"]
    assert {k: v["mod"] for k, v in out["skills"].items()} == {k: v["mod"] for k, v in system["skills"].items()}
    assert {k: v["mod"] for k, v in out["saves"].items()} == {k: v["mod"] for k, v in system["savingThrows"].items()}
    assert {k: v["rollMode"] for k, v in out["saves"].items()} == {
        k: v["defaultRollMode"] for k, v in system["savingThrows"].items()}
    assert out["speed"]["climb"] == 4 and out["rolls"][0]["total"] == 11 + 7
