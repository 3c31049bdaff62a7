"""File ▸ Import Foundry content… and File ▸ Content…, by keyboard (docs/content.md)."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent

from sheet_app.storage.content_index import ContentIndex
from sheet_app.storage.foundry_content import read_content
from sheet_app.ui.content_browser import ITEM_MIME, ContentBrowser, QuietBrowser
from sheet_app.ui.operations import LibraryOps
from sheet_app.ui.theme import apply_theme

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
import content_fixtures as fx  # noqa: E402


def import_warden(window, tmp_path):
    root = fx.write_json_folder(tmp_path / "warden")
    counts = window.files.import_content(str(root))
    assert counts == {"world.warden": len(fx.documents())}
    return window.files.content_browser


def type_into(qtbot, widget, text):
    for ch in text:
        qtbot.keyClick(widget, ch)


def test_import_opens_the_browser_and_search_finds_as_one_types(qtbot, window, tmp_path):
    browser = import_warden(window, tmp_path)
    qtbot.waitUntil(browser.isVisible)
    assert browser.model.rowCount() == len(fx.documents())
    browser.search.setFocus()
    type_into(qtbot, browser.search, "stance oa")
    assert [r.name for r in browser.model.rows] == ["Stance of the Oak"]
    qtbot.waitUntil(lambda: browser.title.text() == "Stance of the Oak")  # once the list has painted
    assert "Armor + (1)" in browser.rules.toPlainText() and "Check: no problems." in browser.rules.toPlainText()
    html = browser.description.toHtml()
    assert "stance of the oak" in browser.description.toPlainText().lower()
    assert "script" not in html.lower() and "example.com" not in html and "alert" not in html


def test_filters_narrow_the_list_by_keyboard(qtbot, window, tmp_path):
    browser = import_warden(window, tmp_path)
    kind = browser.filters["kind"]
    kind.setFocus()
    kind.setCurrentIndex(kind.findData("spell"))
    assert {r.name for r in browser.model.rows} == {"Spark Toss", "Ember Wall", "Rime Dart", "Glacier Heart"}
    school = browser.filters["school"]
    school.setCurrentIndex(school.findData("ice"))
    tier = browser.filters["tier"]
    tier.setCurrentIndex(tier.findData(3))
    assert [r.name for r in browser.model.rows] == ["Glacier Heart"]
    for box in browser.filters.values():
        box.setCurrentIndex(0)
    level = browser.filters["level"]
    level.setCurrentIndex(level.findData(3))
    cls = browser.filters["cls"]
    cls.setCurrentIndex(cls.findData("warden"))
    assert [r.name for r in browser.model.rows] == ["Cinder Ward", "Frost Vigil", "Kindled Blade", "Shield the Weary"]
    assert browser.status.text() == "4 found"


def test_add_to_character_is_one_undoable_action(qtbot, window, tmp_path):
    browser = import_warden(window, tmp_path)
    type_into(qtbot, browser.search, "walking")
    qtbot.keyClick(browser.search, Qt.Key.Key_Down)
    assert browser.focusWidget() is browser.list
    count = len(window.session.char.items)
    qtbot.keyClick(browser.list, Qt.Key.Key_Return)
    assert len(window.session.char.items) == count + 1
    added = window.session.document()["items"][-1]
    assert added["name"] == "Walking Staff"
    assert added["_stats"] == {"compendiumSource": "Compendium.world.warden.Item.wardenDoc0000040"}
    assert "Added Walking Staff to" in browser.status.text()
    window.ops.undo()
    assert len(window.session.char.items) == count


def test_add_to_item_library_and_its_undo(qtbot, window, tmp_path, library):
    browser = import_warden(window, tmp_path)
    type_into(qtbot, browser.search, "kindled")
    browser.library_button.click()
    assert [name for _iid, name in library.list_items()] == ["Kindled Blade"]
    stored = library.get_item(library.list_items()[0][0])
    assert stored["rules"] == [{"type": "mystery", "id": "odd", "label": "a rule type nobody runs"}]
    qtbot.waitUntil(lambda: "not supported" in browser.rules.toPlainText())
    qtbot.keyClick(browser, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert library.list_items() == [] and [n for _i, n in library.list_items(trash=True)] == ["Kindled Blade"]


def test_a_refused_folder_is_said_and_changes_nothing(qtbot, window, tmp_path, monkeypatch):
    said = []
    monkeypatch.setattr(window, "show_message", lambda text, **_kw: said.append(text))
    (tmp_path / "empty").mkdir()
    assert window.files.import_content(str(tmp_path / "empty")) is None
    assert said and "holds no Foundry item documents" in said[0] and "the library is unchanged" in said[0]
    assert ContentIndex(window.ops.library).sources() == []


def test_a_row_dropped_on_the_sheet_is_added(qtbot, window, tmp_path):
    browser = import_warden(window, tmp_path)
    type_into(qtbot, browser.search, "spark")
    browser.list.setCurrentIndex(browser.model.index(0))
    data = browser.model.mimeData([browser.model.index(0)])
    assert data.hasFormat(ITEM_MIME)
    count = len(window.session.char.items)
    drops = window.files.drops
    assert window.acceptDrops()
    enter = QDragEnterEvent(QPoint(50, 50), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    assert drops.eventFilter(window, enter) and enter.isAccepted()
    assert len(window.session.char.items) == count
    drop = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    assert drops.eventFilter(window, drop)  # what Qt's dispatch of a drop on the window calls
    assert len(window.session.char.items) == count + 1
    assert window.session.document()["items"][-1]["name"] == "Spark Toss"
    bad = QMimeData()
    bad.setData(ITEM_MIME, b"not json")
    drops.eventFilter(window, QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, bad, Qt.MouseButton.LeftButton,
                                         Qt.KeyboardModifier.NoModifier))
    assert len(window.session.char.items) == count + 1


def test_the_description_browser_loads_nothing(qtbot):
    view = QuietBrowser()
    qtbot.addWidget(view)
    assert view.loadResource(2, "https://example.com/x.png") is None
    assert not view.openLinks() and not view.openExternalLinks()


def test_the_browser_with_no_content_says_how_to_import(qtbot, library):
    browser = ContentBrowser(LibraryOps(library))
    qtbot.addWidget(browser)
    assert browser.model.rowCount() == 0 and "File ▸ Import Foundry content" in browser.status.text()
    assert not browser.add_button.isEnabled()


def test_the_browser_renders_in_both_themes(qtbot, library, tmp_path, qapp):
    """The guide's screenshots (docs/screenshots/content-browser-*.png) are these images."""
    ops = LibraryOps(library)
    ops.import_content(read_content(fx.write_json_folder(tmp_path / "warden")))
    for theme in ("light", "dark"):
        apply_theme(qapp, theme)
        browser = ContentBrowser(ops, send=lambda item: None, target=lambda: "Korr")
        qtbot.addWidget(browser)
        browser.resize(1000, 600)
        browser.search.setText("stance")
        browser.list.setCurrentIndex(browser.model.index(2))
        browser.show()
        qtbot.waitExposed(browser)
        qtbot.waitUntil(lambda shown=browser: shown.title.text() == "Stance of the Oak")
        image = browser.grab().toImage()
        colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 17)}
        assert image.width() == 1000 and len(colours) > 6
        browser.grab().save(str(tmp_path / f"content-browser-{theme}.png"))
        browser.close()
    apply_theme(qapp, "light")


def test_an_import_is_announced_once_and_an_open_browser_shows_it(qtbot, library, tmp_path):
    ops = LibraryOps(library)
    browser = ContentBrowser(ops)
    qtbot.addWidget(browser)
    seen = []
    ops.libraryChanged.connect(lambda what, key: seen.append((what, key)))
    ops.import_content(read_content(fx.write_json_folder(tmp_path / "warden")))
    assert seen == [("content", "world.warden")]
    assert browser.model.rowCount() == len(fx.documents())
    assert browser.filters["source"].itemText(1) == "warden"


def test_the_file_menu_opens_the_browser_by_its_shortcut(qtbot, window, tmp_path):
    from PySide6.QtGui import QAction

    assert window.findChild(QAction, "importContent").text() == "Import &Foundry content…"
    content = window.findChild(QAction, "content")
    assert content.shortcut().toString() == "Ctrl+Shift+K"
    content.trigger()
    browser = window.files.content_browser
    assert browser is not None and browser.isVisible() and browser.model.rowCount() == 0
    content.trigger()  # once open, the same browser comes forward
    assert window.files.content_browser is browser
