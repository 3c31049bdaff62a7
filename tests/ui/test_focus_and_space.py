"""Focus and space (issue 32 item 10): where the keyboard is shows in the dark theme after Tab from the item
list; at 1600 × 1000 no wide gap between an item's pools and Use; the item library's file dialogs start where
the others do; Roll initiative says what is wrong with a digit it cannot take."""
from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QFileDialog
from sheet_helpers import make_window, row_of

from sheet_app.ui.sheet.numbers_panel import RollList
from sheet_app.ui.sheet.row_layout import layout_row
from sheet_app.ui.theme import apply_theme


def _row_colour(view, index):
    """The selection's fill beside the row's text (clear of the text and of a focus rectangle)."""
    rect = view.visualRect(index)
    image = view.viewport().grab().toImage()
    return image.pixelColor(rect.right() - 4, rect.center().y())


def test_after_tab_from_the_items_the_skills_selection_shows_the_keyboard_in_the_dark(qtbot, library, settings,
                                                                                     sample_doc):
    apply_theme(QApplication.instance(), "dark")
    try:
        window = make_window(qtbot, library, settings, sample_doc)
        window.view.setFocus()
        rolls = window.findChild(RollList, "rollList")
        current = rolls.currentIndex()
        assert current.isValid()
        unfocused = _row_colour(rolls, current)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        qtbot.waitUntil(rolls.hasFocus)
        focused = _row_colour(rolls, current)
        # The list with the keyboard is the bright one; Fusion alone only tints it (a lightness step of ~5).
        assert focused.lightness() - unfocused.lightness() > 30, (unfocused.name(), focused.name())
    finally:
        apply_theme(QApplication.instance(), "light")


def test_at_1600_by_1000_use_sits_near_the_pools(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 1100)
    index, row = row_of(window, "Rage")
    hits, _ = layout_row(window.view.visualRect(index), row, window.view.font())
    pools = max(hit.rect.right() for hit in hits if hit.chip is not None)
    use = next(hit.rect.left() for hit in hits if hit.kind == "use")
    equip = window.view.fontMetrics().horizontalAdvance("Unequipped") + 60  # the equip column kept for objects
    assert use - pools < 120 + equip, (pools, use)


def test_the_item_librarys_file_dialogs_start_in_the_last_folder(qtbot, library, settings, sample_doc, tmp_path,
                                                                 monkeypatch):
    there = tmp_path / "there"
    there.mkdir()
    (tmp_path / "elsewhere").mkdir()
    settings.setValue("files/lastFolder", str(there))
    asked = {}

    def open_names(parent, caption, folder, filters):
        asked["open"] = folder
        return [str(tmp_path / "elsewhere" / "items.json")], filters

    def save_name(parent, caption, path, filters):
        asked["save"] = path
        return "", filters
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(open_names))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    window = make_window(qtbot, library, settings, sample_doc)
    dialog = window.files.open_item_library()
    qtbot.waitExposed(dialog)
    dialog.import_button.setFocus()
    qtbot.keyClick(dialog.import_button, Qt.Key.Key_Space)
    assert asked["open"] == str(there)
    assert QSettings.value(settings, "files/lastFolder") == str((tmp_path / "elsewhere").resolve())
    dialog.export_all_button.setFocus()
    qtbot.keyClick(dialog.export_all_button, Qt.Key.Key_Space)
    assert asked["save"] == str((tmp_path / "elsewhere").resolve() / "items.json")
    dialog.close()


def test_roll_initiative_says_why_a_digit_is_not_taken(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    window.view.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    dialog = window.play.round_dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.keyClicks(QApplication.focusWidget(), "25")  # 1d20 + 2: at most 22; the 5 cannot be taken
    assert dialog.value.cleanText() == "2"
    assert dialog.note.text() == f"Not taken: the total is {dialog.low} to {dialog.high} (2 so far)"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace)
    qtbot.keyClicks(QApplication.focusWidget(), "9")
    assert dialog.note.text() == f"Possible totals: {dialog.low} to {dialog.high}"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
