"""The dice panel's hand edits: a die's face, reroll, remove, roll one in; each one undoable action."""
from __future__ import annotations

import copy

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_dice_panel import SAMPLE, berserker, card, click, die, open_panel, picked, press, raging

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.ui.dice_panel import DicePanel
from sheet_app.ui.theme import apply_theme


def test_each_die_has_an_accessible_name_and_a_keyboard_number(qtbot):
    panel = open_panel(qtbot, raging([3, 4, 2]))
    assert [b.accessibleName() for b in panel.tray.buttons] == [
        "Fury Dice die 1: 3 of 6", "Fury Dice die 2: 4 of 6", "Fury Dice die 3: 2 of 6"]
    assert "press 2" in die(panel, 2).toolTip()


def test_typing_a_face_sets_the_die_by_hand_and_undo_puts_it_back(qtbot):
    session = raging([3, 4, 2])
    panel = open_panel(qtbot, session)
    press(qtbot, panel, Qt.Key.Key_Right)
    assert panel.edit_label.text() == "Edit die 2 of 3 (d6):" and panel.face.value() == 4
    qtbot.mouseClick(panel.face.lineEdit(), Qt.MouseButton.LeftButton)
    panel.face.lineEdit().selectAll()
    qtbot.keyClicks(panel.face.lineEdit(), "1")
    with qtbot.waitSignal(panel.committed) as signal:
        qtbot.keyClick(panel.face.lineEdit(), Qt.Key.Key_Return)
    assert signal.args[0].log == ["Fury Dice: die 2 set 4 → 1"]
    assert session.char.pools()["fury"].faces == [3, 1, 2] and die(panel, 2).face == 1
    assert session.char.pools()["fury"].faces == [3, 1, 2]  # Enter in the face box did not spend
    assert panel.face.maximum() == 6 and panel.face.minimum() == 1
    with qtbot.waitSignal(panel.committed):
        click(qtbot, panel.undo_button)
    assert [b.face for b in panel.tray.buttons] == [3, 4, 2]


def test_plus_and_minus_step_the_focused_die(qtbot):
    session = raging([3, 4, 2])
    panel = open_panel(qtbot, session)
    press(qtbot, panel, Qt.Key.Key_Plus)
    press(qtbot, panel, Qt.Key.Key_Plus)
    assert session.char.pools()["fury"].faces == [5, 4, 2]
    press(qtbot, panel, Qt.Key.Key_Minus)
    assert session.char.pools()["fury"].faces == [4, 4, 2]
    assert QApplication.focusWidget() is die(panel, 1)


def test_remove_discards_a_die_and_keeps_the_other_picks_on_their_dice(qtbot):
    session = raging([3, 4, 2])
    panel = open_panel(qtbot, session)
    click(qtbot, die(panel, 3))
    click(qtbot, die(panel, 1))
    with qtbot.waitSignal(panel.committed) as signal:
        click(qtbot, panel.remove)  # the focused die: die 1
    assert signal.args[0].log == ["Fury Dice: removed a die (3)"]
    assert session.char.pools()["fury"].faces == [4, 2]
    assert picked(panel) == [2] and panel.preview.text() == "(3 + 2) × 1 = 5 damage reduction"
    press(qtbot, panel, Qt.Key.Key_Delete)
    assert session.char.pools()["fury"].faces == [2]
    assert session.undo().ok and session.undo().ok
    panel.refresh()
    assert [b.face for b in panel.tray.buttons] == [3, 4, 2]


def test_reroll_rolls_the_die_again_in_place_and_nothing_is_lost_when_it_cannot(qtbot):
    session = raging([3, 4, 2], more=[6])
    panel = open_panel(qtbot, session)
    press(qtbot, panel, Qt.Key.Key_Right)
    with qtbot.waitSignal(panel.committed) as signal:
        click(qtbot, panel.reroll)
    assert signal.args[0].log == ["Fury Dice: die 2 rerolled 4 → 6"]
    assert session.char.pools()["fury"].faces == [3, 6, 2] and die(panel, 2).face == 6
    # The scripted dice are used up now: a reroll (R on the focused die) is refused and the die stays.
    qtbot.mouseClick(die(panel, 1), Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(panel.refused):
        press(qtbot, panel, Qt.Key.Key_R)
    assert session.char.pools()["fury"].faces == [3, 6, 2]
    assert [b.face for b in panel.tray.buttons] == [3, 6, 2] and "Refused" in panel.result_label.text()


def test_roll_one_in_is_offered_until_the_pool_is_full(qtbot):
    session = raging([3, 4], more=[5])
    panel = open_panel(qtbot, session)
    assert panel.roll_in.isEnabled()
    with qtbot.waitSignal(panel.committed) as signal:
        click(qtbot, panel.roll_in)
    assert signal.args[0].log == ["Fury Dice +1 (5) rolled in by hand"]
    assert [b.face for b in panel.tray.buttons] == [3, 4, 5]
    assert not panel.roll_in.isEnabled() and panel.roll_in.toolTip() == "Fury Dice is full (3/3)"
    assert QApplication.focusWidget() is die(panel, 3)


def test_an_inactive_pool_says_why_and_cannot_be_spent(qtbot):
    session = raging([3, 4])
    assert session.apply({"do": "enableRule", "item": "rage", "rule": 1, "on": False}).ok
    panel = open_panel(qtbot, session)
    assert "inactive" in panel.status.text()
    click(qtbot, die(panel, 1))
    assert not panel.confirm_button.isEnabled() and not panel.roll_in.isEnabled()


def test_a_pool_nobody_spends_can_still_be_edited(qtbot):
    doc = copy.deepcopy(SAMPLE)
    for item in doc["items"]:
        item["rules"] = [rule for rule in item["rules"] if rule.get("mode") != "manual"]
    session = Session(doc, roller=ScriptedRoller([4, 2]))
    assert session.apply({"do": "activate", "item": "rage"}).ok
    panel = open_panel(qtbot, session)
    assert panel.cards == [] and "No feature spends these dice" in panel.no_consumer.text()
    click(qtbot, die(panel, 1))
    assert picked(panel) == [] and "Choose a feature" in panel.result_label.text()
    with qtbot.waitSignal(panel.committed):
        click(qtbot, panel.remove)
    assert session.char.pools()["fury"].faces == [2]


def test_the_panel_draws_in_the_dark_theme(qtbot):
    apply_theme(QApplication.instance(), "dark")
    try:
        panel = open_panel(qtbot, raging([3, 6, 2]))
        click(qtbot, card(panel, "Blood Frenzy").radio)
        image = panel.grab().toImage()
        assert image.width() >= 600 and not image.isNull()
    finally:
        apply_theme(QApplication.instance(), "light")


def test_a_panel_opened_on_an_unknown_pool_says_so(qtbot):
    panel = DicePanel(berserker([]), "nowhere")
    qtbot.addWidget(panel)
    assert "There is no dice pool called nowhere" in panel.status.text()
    assert not panel.confirm_button.isEnabled() and not panel.roll_in.isEnabled()


def test_the_tray_is_one_tab_stop_and_arrows_move_inside_it(qtbot):
    session = raging([3, 4, 2])
    panel = open_panel(qtbot, session)
    press(qtbot, panel, Qt.Key.Key_Down)  # one row: Down acts like Right
    assert QApplication.focusWidget() is die(panel, 2)
    press(qtbot, panel, Qt.Key.Key_End)
    assert QApplication.focusWidget() is die(panel, 3)
    press(qtbot, panel, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() not in panel.tray.buttons
    press(qtbot, panel, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is die(panel, 3)
