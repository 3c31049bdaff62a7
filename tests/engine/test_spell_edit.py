"""editItem on a spell's own fields (character.md §14.1; the item editor's Spell box): tier, school and
scaling are edited as one undoable action, a tier past 9 is refused with the field named, nothing changed."""
from __future__ import annotations

import json
from pathlib import Path

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session

ROOT = Path(__file__).resolve().parents[2]


def mage() -> Session:
    doc = json.loads((ROOT / "resources" / "sample-mage.json").read_text(encoding="utf-8"))
    return Session(doc, roller=ScriptedRoller([3] * 20))


def test_a_spells_tier_school_and_scaling_are_edited_and_undone():
    session = mage()
    before = session.document()
    scaling = {"mode": "upcast", "deltas": [{"operation": "addFlatDamage", "value": 2}]}
    result = session.apply({"do": "editItem", "item": "kindle", "set": {"tier": 2, "school": "ice",
                                                                       "scaling": scaling}})
    assert result.ok, result.message
    kindle = session.char.items[session.char.find_item("kindle")]
    assert (kindle.fields.tier, kindle.fields.school, kindle.fields.scaling) == (2, "ice", scaling)
    session.undo()
    assert session.document() == before


def test_a_tier_past_nine_is_refused_naming_the_field():
    session = mage()
    before = session.document()
    refused = session.apply({"do": "editItem", "item": "kindle", "set": {"tier": 12}})
    assert refused.code == "invalidStep" and "tier" in refused.message
    assert session.document() == before


def _cast(session: Session, mana: int) -> list[str]:
    result = session.apply({"do": "cast", "item": "kindle", "mana": mana, "outcome": "hit"})
    assert result.ok, result.message
    return result.log[:2]


def test_a_cast_after_an_edit_of_the_scaling_upcasts_by_the_new_scaling_and_after_its_undo_by_the_old():
    """The upcast's plan is kept with the item's entry (engine/spells.py): an edit, and the undo of one, give
    the item a new entry, so a cast never upcasts by a scaling the spell no longer has."""
    session = mage()
    old = ["Cast Kindle (tier 1): 2 mana, upcast 1: +1d6 damage, Range +2",
           "Kindle: hit, 12 damage (3d6 + 1d6 = 12)"]
    assert _cast(session, 2) == old
    session.undo()
    assert _cast(session, 2) == old  # the kept plan, the same words
    session.undo()
    flat = {"mode": "upcast", "deltas": [{"operation": "addFlatDamage", "value": 3}]}
    assert session.apply({"do": "editItem", "item": "kindle", "set": {"scaling": flat}}).ok
    assert _cast(session, 2) == ["Cast Kindle (tier 1): 2 mana, upcast 1: +3 damage",
                                 "Kindle: hit, 12 damage (3d6 + 3 = 12)"]
    session.undo()  # the cast
    session.undo()  # the edit
    assert _cast(session, 2) == old
