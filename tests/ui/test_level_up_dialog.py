"""Character ▸ Level up… and Level down (issue 31 item 4), keyboard only: a Thornguard (our own content,
tests/ui/level_content.py) from level 1 to 3 with its pick at 2 and its subclass at 3, then Level down; and
the dialog with no content at all (HP, stat, skill point)."""
from __future__ import annotations

from typing import Any

from level_content import OurContent, thornguard
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QListWidget, QMenu, QWidget
from sheet_helpers import make_window

from sheet_app.engine.vocab import SKILLS


def tab_to(qtbot: Any, dialog: QWidget, target: QWidget) -> None:
    """Tab through the dialog until `target` has the focus (keyboard only)."""
    for _ in range(40):
        if dialog.focusWidget() is target:
            return
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Tab)
    raise AssertionError(f"{target.objectName()} never got the focus")


def choose(qtbot: Any, dialog: QWidget, combo: QComboBox, data: Any) -> None:
    tab_to(qtbot, dialog, combo)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{data!r} is not in {combo.objectName()}")


def tick_first(qtbot: Any, dialog: QWidget, ticks: QListWidget) -> None:
    tab_to(qtbot, dialog, ticks)
    qtbot.keyClick(ticks, Qt.Key.Key_Home)
    qtbot.keyClick(ticks, Qt.Key.Key_Space)
    assert ticks.item(0).checkState() == Qt.CheckState.Checked


def open_dialog(qtbot: Any, window: Any) -> Any:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    before = window.menus.levels.dialog
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: window.menus.levels.dialog not in (None, before) and window.menus.levels.dialog.isVisible())
    dialog = window.menus.levels.dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def apply(qtbot: Any, window: Any, dialog: Any, level: int) -> None:
    assert dialog.apply_button.isEnabled(), dialog.hint.text()
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # &Apply
    qtbot.waitUntil(lambda: window.session.char.level == level)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_keyboard_only_level_up_1_to_3_with_the_subclass_and_level_down(qtbot, library, settings) -> None:
    window = make_window(qtbot, library, settings, thornguard(1))
    window.menus.levels.set_content(OurContent())
    dialog = open_dialog(qtbot, window)
    assert "Gained: Rootbound" in dialog.automatic_label.text()
    assert not dialog.apply_button.isEnabled() and "skill" in dialog.hint.text()
    choose(qtbot, dialog, dialog.skill_box, "lore")
    tick_first(qtbot, dialog, dialog.group_lists["thorn-arts"])
    tick_first(qtbot, dialog, dialog.spell_lists["hedge"])
    text = dialog.preview.text()
    assert not dialog.hint.text(), dialog.hint.text()
    assert "HP 17 → 23" in text and "Lore +0 → +1" in text and "Adds Rootbound, Bramble Step, Sprout" in text
    apply(qtbot, window, dialog, 2)
    doc = window.session.doc
    assert {item["id"] for item in doc["items"]} >= {"rootbound", "bramble-step", "sprout"}
    assert doc["hp"]["max"] == 23 and len(window.session.undo_stack) == 1

    dialog = open_dialog(qtbot, window)
    assert dialog.subclass_box is not None
    choose(qtbot, dialog, dialog.subclass_box, dialog.plan.subclasses[0])
    assert "Grove Ward" in dialog.automatic_label.text()
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_I, Qt.KeyboardModifier.AltModifier)  # "&I rolled"
    qtbot.waitUntil(dialog.hp_buttons["value"].isChecked)  # a mnemonic clicks after a short animation
    tab_to(qtbot, dialog, dialog.hp_value)
    qtbot.keyClick(dialog.hp_value, Qt.Key.Key_Up)  # average 6 → 7
    choose(qtbot, dialog, dialog.skill_box, "might")
    assert "HP 23 → 30" in dialog.preview.text()
    apply(qtbot, window, dialog, 3)
    history = window.session.doc["levelUpHistory"]
    assert [entry["hpIncrease"] for entry in history] == [6, 7]
    assert history[1]["grantedFeatureIds"] == ["grove", "thorn-surge", "grove-ward"]

    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_D)
    qtbot.waitUntil(lambda: window.session.char.level == 2)
    assert not any(item["id"] == "grove" for item in window.session.doc["items"])
    assert window.session.doc["hp"]["max"] == 23


def test_with_no_content_hp_stat_and_skill_point_still_work(qtbot, library, settings) -> None:
    window = make_window(qtbot, library, settings, thornguard(3))
    dialog = open_dialog(qtbot, window)
    assert "No features for this level" in dialog.features_box.findChildren(QWidget)[-1].text()
    assert [dialog.stat_boxes[0].itemData(n) for n in range(dialog.stat_boxes[0].count())] == [
        None, "strength", "will"]  # a primary increase: the key stats
    choose(qtbot, dialog, dialog.stat_boxes[0], "will")
    choose(qtbot, dialog, dialog.skill_box, SKILLS[0])
    assert "Will 1 → 2" in dialog.preview.text()
    apply(qtbot, window, dialog, 4)
    assert window.session.doc["stats"]["will"] == 2
    assert window.session.doc["items"][0]["abilityScoreData"]["4"]["value"] == "will"
