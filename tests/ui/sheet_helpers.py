"""Helpers for driving the sheet window in GUI tests: open one on a library, find rows and their parts."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QToolButton

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.ui.sheet.items_model import ROW_ROLE
from sheet_app.ui.sheet.row_layout import layout_row
from sheet_app.ui.sheet.window import MainWindow


def make_window(qtbot, library, settings, doc, dice=()):
    cid = library.create(doc)
    session = library.open_session(cid, roller=ScriptedRoller(list(dice)))
    window = MainWindow(session, library=library, character_id=cid, settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def row_of(window, name):
    """(proxy index, row) of the item called `name`."""
    proxy = window.view.model()
    for g in range(proxy.rowCount()):
        group = proxy.index(g, 0)
        for r in range(proxy.rowCount(group)):
            index = proxy.index(r, 0, group)
            row = index.data(ROW_ROLE)
            if row is not None and row.name == name:
                return index, row
    raise AssertionError(f"no row {name}")


def part(window, name, kind, pid=None, die=-1):
    """Centre of one part of an item row, in viewport coordinates."""
    index, row = row_of(window, name)
    window.view.scrollTo(index)
    rect = window.view.visualRect(index)
    hits, _ = layout_row(rect, row, window.view.font())
    for hit in hits:
        if hit.kind == kind and (pid is None or hit.chip.pid == pid) and (die < 0 or hit.die == die):
            return hit.rect.center()
    raise AssertionError(f"no {kind} on {name}")


def click(qtbot, window, pos, button=Qt.MouseButton.LeftButton):
    qtbot.mouseClick(window.view.viewport(), button, pos=pos)


def chip(window, name, pid):
    _index, row = row_of(window, name)
    return next(c for c in row.pools if c.pid == pid)


def tool_button(window, control):
    """The toolbar button of a table control, by its stable id (ui/sheet/menus.py's TABLE_CONTROLS)."""
    for button in window.findChildren(QToolButton):
        if button.defaultAction() is not None and button.defaultAction().objectName() == control:
            return button
    raise AssertionError(control)
