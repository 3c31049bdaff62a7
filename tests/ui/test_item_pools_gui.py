"""Item pools on the sheet (engine.md §4): each wand its own pill after Ctrl+D, level-up bonuses beside a pool."""
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox
from sheet_helpers import chip, click, make_window, part, row_of  # noqa: E402  (tests/ui is on sys.path)

from sheet_app.ui.sheet.row_layout import layout_row
from sheet_app.views.rows import reason_text

WAND = "Wand of Scorching Rays"
COPY = "Wand of Scorching Rays (copy)"


def select(window, name):
    index, _row = row_of(window, name)
    window.activateWindow()
    window.view.setCurrentIndex(index)
    window.view.setFocus()


def test_two_wands_each_keep_their_own_pill_after_ctrl_d(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc, dice=[3, 4, 2, 5, 4, 4])
    assert chip(window, WAND, "wand-charges").current == 3
    with qtbot.waitSignal(window.applied):
        click(qtbot, window, part(window, WAND, "use"))
    assert chip(window, WAND, "wand-charges").current == 2
    select(window, WAND)
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    _index, copy_row = row_of(window, COPY)
    copy_key = "wand-charges@wand-of-scorching-rays-copy"
    assert [c.pid for c in copy_row.pools] == [copy_key]
    assert chip(window, COPY, copy_key).current == 3  # a fresh pool at its initial state
    assert chip(window, WAND, "wand-charges").current == 2  # the original's pill is still there, unchanged
    with qtbot.waitSignal(window.applied):
        click(qtbot, window, part(window, COPY, "use"))
    assert chip(window, COPY, copy_key).current == 2 and chip(window, WAND, "wand-charges").current == 2
    with qtbot.waitSignal(window.applied):
        click(qtbot, window, part(window, COPY, "use"))
    assert chip(window, COPY, copy_key).current == 1 and chip(window, WAND, "wand-charges").current == 2
    window.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert chip(window, COPY, copy_key).current == 2
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert COPY not in [item.name for item in window.session.char.items]
    assert set(window.session.document()["pools"]) >= {"wand-charges"}
    assert copy_key not in window.session.document()["pools"]


def test_a_level_up_bonus_shows_beside_the_pool_and_is_edited_there_undoably(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    assert chip(window, WAND, "wand-charges").max == 3 and chip(window, WAND, "wand-charges").bonus == 0
    _index, row = row_of(window, WAND)
    menu = window.item_menu.popup(row.index, QPoint(0, 0), None)
    action = next(a for a in menu.actions() if a.text() == "Wand Charges: level-up bonus (+0)…")
    menu.close()
    action.trigger()
    dialog = window.items.bonus_dialog
    assert dialog.isVisible() and dialog.result_label.text() == "Maximum 3 (without the bonus 3)"
    dialog.value.selectAll()
    qtbot.keyClicks(dialog.value, "2")
    assert dialog.result_label.text() == "Maximum 5 (without the bonus 3)"
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)
    wand = chip(window, WAND, "wand-charges")
    assert wand.max == 5 and wand.bonus == 2 and reason_text(wand) == "+2 from level-up"
    assert "+2 to its max from level-up" in wand.tooltip
    assert window.session.document()["poolBonuses"] == {"wand-charges": 2}
    index, row = row_of(window, WAND)
    hits, _ = layout_row(window.view.visualRect(index), row, window.view.font())
    assert [h.kind for h in hits].count("reason") == 1
    # the note beside the pool opens the editor again
    click(qtbot, window, part(window, WAND, "reason"))
    qtbot.waitUntil(lambda: window.items.bonus_dialog is not dialog and window.items.bonus_dialog.isVisible())
    assert window.items.bonus_dialog.value.value() == 2
    window.items.bonus_dialog.reject()
    window.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wand = chip(window, WAND, "wand-charges")
    assert wand.max == 3 and wand.bonus == 0 and reason_text(wand) == ""
    assert window.session.document().get("poolBonuses", {}) == {}


def test_the_bonus_dialog_shows_the_maximum_as_the_engine_computes_it(qtbot):
    from sheet_app.ui.dialogs import PoolBonusDialog
    dialog = PoolBonusDialog("combat-dice", "Combat Dice", 0, -1)  # a modifier took the max below 0
    qtbot.addWidget(dialog)
    dialog.open()
    assert dialog.result_label.text() == "Maximum 0 (without the bonus 0)"
    dialog.value.setValue(2)
    assert dialog.result_label.text() == "Maximum 1 (without the bonus 0)"  # the bonus comes before the clamp
    dice = PoolBonusDialog("fury", "Fury Dice", 0, 99, cap=100)
    qtbot.addWidget(dice)
    dice.value.setValue(5)
    assert dice.result_label.text() == "Maximum 100 (without the bonus 99)"
    with qtbot.waitSignal(dice.chosen) as emitted:
        dice.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert emitted.args == [{"do": "set", "field": "poolBonuses.fury", "value": 5}]
