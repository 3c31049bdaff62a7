"""The item editor's spell fields (issue 30 item 3, character.md §14.1): tier, school, properties and the scaling
with its deltas, edited by keyboard on the sample Mage's spells, checked with clear messages (OK waits), said
in words, written back with what the editor does not show kept, and the spell casting as edited."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from sheet_helpers import make_window

from sheet_app.engine import steps
from sheet_app.storage.library import Library

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def mage(qtbot, tmp_path):
    lib = Library(tmp_path / "library.sqlite3", busy_timeout_ms=50)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    doc = json.loads((ROOT / "resources" / "sample-mage.json").read_text(encoding="utf-8"))
    window = make_window(qtbot, lib, settings, doc, dice=[3] * 40)
    yield window
    lib.close()


def ok(editor):
    return editor.buttons.button(QDialogButtonBox.StandardButton.Ok)


def type_deltas(qtbot, editor, text: str) -> None:
    editor.spell.deltas.setFocus()
    qtbot.keyClick(editor.spell.deltas, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(editor.spell.deltas, Qt.Key.Key_Delete)
    qtbot.keyClicks(editor.spell.deltas, text)


def test_a_spells_fields_are_edited_by_keyboard_checked_and_cast_as_edited(qtbot, mage):
    index = mage.session.char.find_item("kindle")
    editor = mage.items.edit_item(index)
    spell = editor.spell
    assert spell.isVisible() and not editor.properties.isEnabled()  # a spell's properties are its own
    assert (spell.tier.value(), spell.school.currentData(), spell.mode.currentData()) == (1, "fire", "upcast")
    assert spell.properties["range"].isChecked() and not spell.properties["concentration"].isChecked()
    assert spell.words.text().startswith("Each extra mana: +")
    # Tier 2 by keyboard, Ice, concentration ticked.
    spell.tier.setFocus()
    qtbot.keyClick(spell.tier, Qt.Key.Key_Up)
    spell.school.setFocus()
    while spell.school.currentData() != "ice":
        qtbot.keyClick(spell.school, Qt.Key.Key_Down)
    spell.properties["concentration"].setFocus()
    qtbot.keyClick(spell.properties["concentration"], Qt.Key.Key_Space)
    # A bad delta: a clear message, OK waits.
    type_deltas(qtbot, editor, '[{"operation": "addDice", "dice": {"count": 0}}]')
    assert "delta 1: addDice needs 'dice' with a whole 'count'" in editor.problem.text()
    assert "delta 1: addDice needs" in spell.words.text() and not ok(editor).isEnabled()
    type_deltas(qtbot, editor, '[{"operation": "addDice", "dice": {"count": 1')
    assert "the deltas are not valid JSON" in editor.problem.text() and not ok(editor).isEnabled()
    type_deltas(qtbot, editor, '[{"operation": "frobnicate"}]')
    assert "'operation' must be one of addFlatDamage, addDice" in editor.problem.text()
    type_deltas(qtbot, editor, '[{"operation": "addDice", "value": null, "dice": {"count": 2, "faces": 8}, '
                               '"maxDieFaces": null}, {"operation": "addRange", "value": 4}]')
    assert editor.problem.text() == "" and ok(editor).isEnabled()
    assert spell.words.text() == "Each extra mana: +2d8 damage, Range +4"
    with qtbot.waitSignal(mage.applied):
        qtbot.mouseClick(ok(editor), Qt.MouseButton.LeftButton)
    saved = mage.session.document()["items"][index]
    assert (saved["tier"], saved["school"]) == (2, "ice")
    assert saved["properties"]["selected"] == ["concentration", "range"]
    assert saved["scaling"]["mode"] == "upcast" and saved["scaling"]["deltas"][0]["dice"] == {"count": 2, "faces": 8}
    mage.ops.undo()  # one undoable edit
    assert mage.session.document()["items"][index]["tier"] == 1
    mage.ops.redo()
    mage.apply(steps.StartEncounter().step())
    result = mage.apply(steps.Cast(item="kindle", mana=3).step())  # cast one tier up, as edited
    assert result.ok, result.message
    assert any("+2d8" in line or "Range +4" in line for line in result.log), result.log
    assert "concentrating" in mage.session.char.states


def test_a_cantrip_cannot_upcast_and_a_choice_needs_labels(qtbot, mage):
    editor = mage.items.edit_item(mage.session.char.find_item("cinder-bolt"))
    spell = editor.spell
    assert spell.tier.value() == 0 and spell.tier.text().startswith("0 (cantrip")
    spell.mode.setFocus()
    qtbot.keyClick(spell.mode, Qt.Key.Key_Down)  # Upcast
    assert spell.mode.currentData() == "upcast" and spell.deltas.isEnabled()
    assert "cannot be upcast" in editor.problem.text() and spell.words.text() == "A cantrip never upcasts."
    qtbot.keyClick(spell.mode, Qt.Key.Key_Down)  # Upcast with a choice
    spell.tier.setValue(1)
    type_deltas(qtbot, editor, '[{"deltas": []}]')
    assert "choice 1 must be an object with a 'label'" in editor.problem.text()
    type_deltas(qtbot, editor, '[{"label": "Hotter", "deltas": [{"operation": "addFlatDamage", "value": 3}]}]')
    assert editor.problem.text() == ""
    assert spell.words.text() == "Each extra mana, the caster's choice: Hotter: +3 damage"
    editor.reject()


def test_the_spell_fields_hide_for_other_items_and_render_in_both_themes(qtbot, mage, tmp_path):
    import os

    from sheet_app.ui.theme import apply_theme
    staff = mage.items.edit_item(mage.session.char.find_item("Oak Staff"))
    assert not staff.spell.isVisible()
    staff.reject()
    out = os.environ.get("SHEET_APP_SCREENSHOTS") or str(tmp_path)
    try:
        for theme in ("light", "dark"):
            apply_theme(QApplication.instance(), theme)
            editor = mage.items.edit_item(mage.session.char.find_item("static-web"))
            qtbot.waitExposed(editor)
            assert editor.spell.mode.currentData() == "upcastChoice"
            for widget in (editor.spell.tier, editor.spell.school, editor.spell.deltas, editor.spell.words):
                assert widget.height() >= widget.minimumSizeHint().height()
            editor.grab().save(os.path.join(out, f"item-editor-spell-{theme}.png"))
            editor.reject()
    finally:
        apply_theme(QApplication.instance(), "light")
