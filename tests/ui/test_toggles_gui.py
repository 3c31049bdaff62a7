"""Toggles on the sheet (engine.md §6): switching Rage off asks first, and its automatic end shows in the log."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from sheet_helpers import click, part, tool_button


def use_rage(qtbot, window) -> None:
    with qtbot.waitSignal(window.applied):
        click(qtbot, window, part(window, "Rage", "use"))
    assert "raging" in window.session.char.states


def end_button(box: QMessageBox, text: str):
    return next(b for b in box.buttons() if b.text() == text)


def test_switching_rage_off_asks_in_words_and_no_keeps_it(qtbot, window):
    use_rage(qtbot, window)
    button = window.header.state_buttons["raging"]
    assert button.isChecked()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    box = window.header.confirm_box
    assert box is not None
    qtbot.waitExposed(box)
    assert box.text() == "End your Rage?"  # the translation key, in words
    assert "Fury Dice will be emptied" in box.informativeText()
    assert button.isChecked() and "raging" in window.session.char.states  # nothing yet
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # Escape keeps raging
    qtbot.waitUntil(lambda: window.header.confirm_box is None)
    assert button.isChecked() and "raging" in window.session.char.states
    assert window.session.char.pools()["fury"].faces == [3, 4]


def test_yes_ends_rage_and_clears_its_dice_as_one_undo_step(qtbot, window):
    use_rage(qtbot, window)
    qtbot.mouseClick(window.header.state_buttons["raging"], Qt.MouseButton.LeftButton)
    box = window.header.confirm_box
    qtbot.waitExposed(box)
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(end_button(box, "End Rage"), Qt.MouseButton.LeftButton)
    assert "raging" not in window.session.char.states
    assert not window.header.state_buttons["raging"].isChecked()
    assert window.session.char.pools()["fury"].faces == []
    assert "Fury Dice cleared (Rage ended)" in window.log.lines()
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "raging" in window.session.char.states and window.session.char.pools()["fury"].faces == [3, 4]


def test_a_state_without_a_prompt_switches_off_at_once(qtbot, window):
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(window.header.state_buttons["dying"], Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(window.header.state_buttons["dying"], Qt.MouseButton.LeftButton)
    assert window.header.confirm_box is None and "dying" not in window.session.char.states


def test_rage_ends_by_itself_at_the_end_of_the_encounter_and_the_log_says_why(qtbot, window):
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(tool_button(window, "startEncounter"), Qt.MouseButton.LeftButton)
    use_rage(qtbot, window)
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(tool_button(window, "endEncounter"), Qt.MouseButton.LeftButton)
    lines = window.log.lines()
    assert "Rage ended: the encounter ended" in lines
    assert lines.index("Encounter ended") < lines.index("Rage ended: the encounter ended")
    assert not window.header.state_buttons["raging"].isChecked()
    assert window.session.char.pools()["fury"].faces == []


def test_a_round_without_an_attack_ends_rage_at_the_end_of_the_turn(qtbot, window):
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(tool_button(window, "startEncounter"), Qt.MouseButton.LeftButton)
    use_rage(qtbot, window)
    for control in ("endTurn", "startTurn", "endTurn"):
        with qtbot.waitSignal(window.applied):
            qtbot.mouseClick(tool_button(window, control), Qt.MouseButton.LeftButton)
    assert window.log.lines()[-2:] == ["Rage ended: no attack or use of Rage for 1 round",
                                       "Fury Dice cleared (Rage ended)"]
    assert not window.header.state_buttons["raging"].isChecked()
