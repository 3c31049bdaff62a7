"""The check of a Grant Item whose uuid is in none of the character's imported content (character.md §15.5):
a warning naming the uuid while a library is known, silence while none is (a file checked on its own)."""
from __future__ import annotations

from typing import Any

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.lint import lint_character
from sheet_app.engine.session import Session

AXE = {"id": "axe", "name": "Bramble Axe", "type": "object", "_stats": {"compendiumSource": "Compendium.t.items.Axe"}}


def kit(*uuids: str) -> dict[str, Any]:
    return {"format": "sheet/1", "name": "Wren", "level": 1, "hp": {"current": 10, "max": 10},
            "items": [{"id": "kit", "name": "Kit", "type": "feature",
                       "rules": [{"id": f"g{n}", "type": "grantItem", "uuid": uuid} for n, uuid in enumerate(uuids)]}]}


def uuid_warnings(doc: dict[str, Any], library: list[dict[str, Any]]) -> list[str]:
    session = Session(doc, roller=ScriptedRoller([]), library=library)
    return [p.message for p in lint_character(session.char) if p.field == "uuid"]


def test_a_uuid_missing_from_the_library_is_named() -> None:
    found = uuid_warnings(kit("Compendium.t.items.Axe", "Compendium.t.items.Lost"), [AXE])
    assert len(found) == 1
    assert "'Compendium.t.items.Lost'" in found[0] and "will add nothing" in found[0]


def test_a_uuid_the_library_holds_is_silent() -> None:
    assert uuid_warnings(kit("Compendium.t.items.Axe"), [AXE]) == []


def test_no_library_at_all_is_silent() -> None:
    assert uuid_warnings(kit("Compendium.t.items.Lost"), []) == []


def test_a_blank_uuid_keeps_its_own_warning_only() -> None:
    found = uuid_warnings(kit(""), [AXE])
    assert found == ["grants nothing: give the library item's uuid (Compendium.…)"]
