"""The first session's keyboard paths on the sheet (issue 19): the filter box hands over to the list,
group counts follow the filter, a new item is selected and editable at once."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sheet_app.ui.items_model import ROW_ROLE


def group_titles(window):
    proxy = window.view.model()
    return [proxy.index(g, 0).data() for g in range(proxy.rowCount())]


def current_name(window):
    row = window.view.currentIndex().data(ROW_ROLE)
    return row.name if row is not None else None


def test_down_in_the_filter_goes_to_the_first_match(qtbot, window):
    window.filter.setFocus()
    qtbot.waitUntil(window.filter.hasFocus)
    qtbot.keyClicks(window.filter, "fury")
    qtbot.keyClick(window.filter, Qt.Key.Key_Down)
    assert window.view.hasFocus()
    assert current_name(window) == "Rage"  # the first row shown: its pool is Fury Dice
    qtbot.keyClick(window.view, Qt.Key.Key_Down)  # and on through the matches
    assert current_name(window) == "Intensifying Fury"


def test_enter_in_the_filter_goes_to_the_first_match_without_using_it(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.filter.hasFocus)
    qtbot.keyClicks(window.filter, "wand")
    before = window.session.document()
    qtbot.keyClick(window.filter, Qt.Key.Key_Return)
    assert window.view.hasFocus() and current_name(window) == "Wand of Scorching Rays"
    assert window.session.document() == before and not window.session.undo_stack


def test_no_match_keeps_the_keyboard_in_the_filter(qtbot, window):
    window.filter.setFocus()
    qtbot.waitUntil(window.filter.hasFocus)
    qtbot.keyClicks(window.filter, "zzz")
    qtbot.keyClick(window.filter, Qt.Key.Key_Down)
    assert window.filter.hasFocus() and QApplication.focusWidget() is window.filter
    assert "No item matches" in window.statusBar().currentMessage()


def test_group_counts_follow_the_filter(qtbot, window):
    full = group_titles(window)
    assert "Features (6)" in full  # every feature
    qtbot.keyClicks(window.filter, "fury")
    assert group_titles(window) == ["Features (2)"]
    window.filter.clear()
    assert group_titles(window) == full
