"""The character list (new, rename, duplicate, delete to a trash, restore, open) and the item library."""
from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, Literal

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.document import DocumentError
from ..engine.session import Session
from ..i18n import Ui
from .folders import remember, start_folder, start_path
from .operations import LibraryOps, library_ops_for

BLANK: dict[str, Any] = {"format": "sheet/1", "name": "New character", "level": 1, "items": []}
ID_ROLE = Qt.ItemDataRole.UserRole + 20


class CharactersDialog(QDialog):
    """Every character in the library; deleting moves one to the trash, where it can be restored."""

    openRequested = Signal(str, bool)  # character id, in a new window

    def __init__(self, library: Any, current: str | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.library_ops: LibraryOps = library_ops_for(library)  # the writes (the window's, or a private one)
        self.library = self.library_ops.library  # the reads
        self.current = current
        self.setWindowTitle(Ui.tr("Characters"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.resize(520, 460)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        layout.addWidget(self.heading)
        self.list = QListWidget()
        self.list.setAccessibleName(Ui.tr("Characters"))
        layout.addWidget(self.list, 1)
        rename_row = QHBoxLayout()
        self.name = QLineEdit()
        self.name.setPlaceholderText(Ui.tr("New name"))
        self.name.setAccessibleName(Ui.tr("New name"))
        self.rename_button = QPushButton(Ui.tr("Rename"))
        rename_row.addWidget(self.name, 1)
        rename_row.addWidget(self.rename_button)
        layout.addLayout(rename_row)
        row = QHBoxLayout()
        self.open_button = QPushButton(Ui.tr("Open"))
        self.window_button = QPushButton(Ui.tr("Open in new window"))
        self.new_button = QPushButton(Ui.tr("New", "a new character"))
        self.duplicate_button = QPushButton(Ui.tr("Duplicate"))
        self.delete_button = QPushButton(Ui.tr("Delete"))
        self.trash_button = QPushButton(Ui.tr("Show trash"))
        for button, name in ((self.rename_button, "rename"), (self.open_button, "open"),
                             (self.window_button, "openInNewWindow"), (self.new_button, "new"),
                             (self.duplicate_button, "duplicate"), (self.delete_button, "delete"),
                             (self.trash_button, "showTrash")):
            button.setObjectName(name)
        self.trash_button.setCheckable(True)
        for button in (self.open_button, self.window_button, self.new_button, self.duplicate_button,
                       self.delete_button, self.trash_button):
            row.addWidget(button)
        layout.addLayout(row)
        self.open_button.clicked.connect(lambda: self._open(False))
        self.window_button.clicked.connect(lambda: self._open(True))
        self.list.itemActivated.connect(lambda _item: self._open(False))
        self.new_button.clicked.connect(self._new)
        self.duplicate_button.clicked.connect(self._duplicate)
        self.delete_button.clicked.connect(self._delete)
        self.rename_button.clicked.connect(self._rename)
        self.name.returnPressed.connect(self._rename)
        self.trash_button.toggled.connect(lambda _on: self.fill())
        self.list.currentItemChanged.connect(lambda *_: self._selection())
        self.library_ops.libraryChanged.connect(self._library_changed)
        self.fill()

    def _library_changed(self, what: str, _key: str) -> None:
        """A character written (here or elsewhere): the list shows it, the selection kept."""
        if what == "characters":
            self.fill(self.selected())

    @property
    def trash(self) -> bool:
        return self.trash_button.isChecked()

    def fill(self, select: str | None = None) -> None:
        self.list.clear()
        infos = self.library.list(trash=self.trash)
        self.heading.setText(Ui.tr("Deleted characters (restore or delete for good)") if self.trash
                             else Ui.tr("%n characters in the library", "", len(infos)))
        for info in infos:
            item = QListWidgetItem(Ui.tr("{name}   (open here)").format(name=info.name) if info.id == self.current
                                   else info.name)
            item.setData(ID_ROLE, info.id)
            self.list.addItem(item)
            if info.id == (select or self.current):
                self.list.setCurrentItem(item)
        if self.list.currentRow() < 0 and self.list.count():
            self.list.setCurrentRow(0)
        self.open_button.setText(Ui.tr("Restore") if self.trash else Ui.tr("Open"))
        self.delete_button.setText(Ui.tr("Delete for good") if self.trash else Ui.tr("Delete"))
        for button in (self.window_button, self.new_button, self.duplicate_button, self.rename_button):
            button.setEnabled(not self.trash)
        self._selection()

    def selected(self) -> str | None:
        item = self.list.currentItem()
        return str(item.data(ID_ROLE)) if item is not None else None

    def _selection(self) -> None:
        cid = self.selected()
        for button in (self.open_button, self.window_button, self.duplicate_button, self.delete_button):
            button.setEnabled(cid is not None and (not self.trash or button in (self.open_button,
                                                                               self.delete_button)))
        self.delete_button.setEnabled(cid is not None and (self.trash or cid != self.current))
        self.delete_button.setToolTip("" if cid != self.current else Ui.tr("The character open here cannot be deleted"))

    def _open(self, new_window: bool) -> None:
        cid = self.selected()
        if cid is None:
            return
        if self.trash:
            self.library_ops.restore(cid)
            self.trash_button.setChecked(False)
            self.fill(cid)
            return
        self.openRequested.emit(cid, new_window)
        if not new_window:
            self.accept()

    def _new(self) -> None:
        cid = self.library_ops.create({**copy.deepcopy(BLANK), "name": Ui.tr("New character")})
        self.fill(cid)

    def _duplicate(self) -> None:
        cid = self.selected()
        if cid is not None:
            self.fill(self.library_ops.duplicate(cid))

    def _delete(self) -> None:
        cid = self.selected()
        if cid is None:
            return
        if self.trash:
            self.library_ops.purge(cid)
        elif cid != self.current:
            self.library_ops.delete(cid)
        self.fill()

    def _rename(self) -> None:
        cid = self.selected()
        text = self.name.text().strip()
        if cid is not None and text and not self.trash:
            self.library_ops.rename(cid, text)
            self.name.clear()
            self.fill(cid)


class ItemLibraryDialog(QDialog):
    """Items that belong to no character: author them (previewed against a character), send copies."""

    sendRequested = Signal(dict)

    def __init__(self, library: Any, preview: str | None, parent: QWidget | None = None,
                 open_builder: Callable[[Session, int, Callable[[], None]], Any] | None = None,
                 send: Callable[[dict[str, Any]], Any] | None = None, target: Callable[[], str] | None = None,
                 settings: Any = None):
        super().__init__(parent)
        self.settings = settings  # where its file dialogs start and what they remember (ui/folders.py)
        self.library_ops: LibraryOps = library_ops_for(library)  # the writes (the window's, or a private one)
        self.library = self.library_ops.library  # the reads
        self.send = send  # puts a copy on the open sheet; returns the action's result
        self.target = target or (lambda: "")  # the open sheet's character name, asked each time
        self.open_builder = open_builder
        self.setWindowTitle(Ui.tr("Item library"))
        self.resize(620, 480)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(Ui.tr("Preview formulas and conditions against:")))
        self.preview = QComboBox()
        self.preview.setAccessibleName(Ui.tr("Preview character"))
        self._fill_preview(preview)
        top.addWidget(self.preview, 1)
        layout.addLayout(top)
        self.list = QListWidget()
        self.list.setAccessibleName(Ui.tr("Library items"))
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.new_button = QPushButton(Ui.tr("New item"))
        self.edit_button = QPushButton(Ui.tr("Edit item…"))
        self.rules_button = QPushButton(Ui.tr("Edit rules…"))
        self.send_button = QPushButton()
        self.send_button.setToolTip(Ui.tr("Put a copy of the selected item on the open sheet (one undoable action "
                                          "there)"))
        self.delete_button = QPushButton(Ui.tr("Delete"))
        for button in (self.new_button, self.edit_button, self.rules_button, self.send_button, self.delete_button):
            row.addWidget(button)
        layout.addLayout(row)
        files = QHBoxLayout()
        self.import_button = QPushButton(Ui.tr("Import items…"))
        self.export_button = QPushButton(Ui.tr("Export selected…"))
        self.export_all_button = QPushButton(Ui.tr("Export library…"))
        for button, name in ((self.new_button, "newItem"), (self.edit_button, "editItem"),
                             (self.rules_button, "editRules"), (self.send_button, "addToCharacter"),
                             (self.delete_button, "delete"), (self.import_button, "importItems"),
                             (self.export_button, "exportSelected"), (self.export_all_button, "exportLibrary")):
            button.setObjectName(name)
        self.status = QLabel()
        self.status.setWordWrap(True)
        for button in (self.import_button, self.export_button, self.export_all_button):
            files.addWidget(button)
        files.addWidget(self.status, 1)
        layout.addLayout(files)
        self.new_button.clicked.connect(self._new)
        self.edit_button.clicked.connect(self._edit)
        self.rules_button.clicked.connect(self._rules)
        self.send_button.clicked.connect(self._send)
        self.delete_button.clicked.connect(self._delete)
        self.import_button.clicked.connect(self._import)
        self.export_button.clicked.connect(lambda: self._export(all_items=False))
        self.export_all_button.clicked.connect(lambda: self._export(all_items=True))
        self.list.itemActivated.connect(lambda _i: self._edit())
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.library_ops.libraryChanged.connect(self._library_changed)
        self.fill()

    def _fill_preview(self, select: str | None) -> None:
        self.preview.clear()
        for info in self.library.list():
            self.preview.addItem(info.name, info.id)
        if select is not None:
            self.preview.setCurrentIndex(max(0, self.preview.findData(select)))

    def _library_changed(self, what: str, _key: str) -> None:
        """An item or a character written (here or elsewhere): the lists show it, their selection kept."""
        if what == "items":
            self.fill(self.selected())
        else:
            self._fill_preview(self.preview.currentData())

    def fill(self, select: str | None = None) -> None:
        self.list.clear()
        for iid, name in self.library.list_items():
            item = QListWidgetItem(name)
            item.setData(ID_ROLE, iid)
            self.list.addItem(item)
            if iid == select:
                self.list.setCurrentItem(item)
        if self.list.currentRow() < 0 and self.list.count():
            self.list.setCurrentRow(0)
        self._update_buttons()

    def _update_buttons(self) -> None:
        """What needs a selected item waits for one; an empty library says how to start."""
        name = self.target()
        self.send_button.setText(Ui.tr("Add to {character}").format(character=name) if name
                                 else Ui.tr("Add to character"))
        chosen = self.list.currentItem() is not None
        for button in (self.edit_button, self.rules_button, self.send_button, self.delete_button,
                       self.export_button):
            button.setEnabled(chosen)
        if not self.list.count() and not self.status.text():
            self.status.setText(Ui.tr("The library is empty: New item, or Import items… from a file."))

    def selected(self) -> str | None:
        item = self.list.currentItem()
        return str(item.data(ID_ROLE)) if item is not None else None

    def preview_session(self, raw: dict[str, Any]) -> tuple[Session, int] | None:
        """A throwaway session: the preview character with this item added last (None, with the reason
        shown, when that character or the item cannot be read)."""
        cid = self.preview.currentData()
        try:
            doc = copy.deepcopy(self.library.get(cid)[0]) if cid else copy.deepcopy(BLANK)
            item = copy.deepcopy(raw)
            taken = {i.get("id") for i in doc["items"] if isinstance(i, dict)}
            if item.get("id") in taken:
                item["id"] = f"{item['id']}-library"
            doc["items"].append(item)
            session = Session(doc)
        except (DocumentError, ValueError, TypeError, KeyError, AttributeError) as err:
            self.status.setText(Ui.tr("Cannot preview against that character: {error}. Pick another one above.").format(
                error=err))
            return None
        return session, len(doc["items"]) - 1

    def _new(self) -> None:
        iid = self.library_ops.save_item({"name": Ui.tr("New item"), "type": "feature", "rules": []})
        self.fill(iid)
        self._edit()

    def _edit(self) -> Any:
        from .item_editor import ItemEditor

        iid = self.selected()
        if iid is None:
            return None
        preview = self.preview_session(self.library.get_item(iid))
        if preview is None:
            return None
        session, index = preview
        editor = ItemEditor(session, index, self)
        editor.applied.connect(lambda _r: self._store(iid, session, index))
        editor.rules_button.setVisible(self.open_builder is not None)
        editor.rules_button.clicked.connect(lambda: self._editor_rules(editor, iid, session, index))
        editor.open()
        self.editor = editor
        return editor

    def _editor_rules(self, editor: Any, iid: str, session: Session, index: int) -> Any:
        """"Edit rules…" in the item editor: store its edits, then open the Rules Builder."""
        editor.apply()
        if editor.isVisible() or self.open_builder is None:  # refused: the editor says why
            return None
        return self.open_builder(session, index, lambda: self._store(iid, session, index))

    def _rules(self) -> Any:
        iid = self.selected()
        if iid is None or self.open_builder is None:
            return None
        preview = self.preview_session(self.library.get_item(iid))
        if preview is None:
            return None
        session, index = preview
        return self.open_builder(session, index, lambda: self._store(iid, session, index))

    def _store(self, iid: str, session: Session, index: int) -> None:
        raw = dict(session.char.items[index].raw)
        original = self.library.get_item(iid)
        if "id" in original:
            raw["id"] = original["id"]
        else:
            raw.pop("id", None)
        self.library_ops.save_item(raw, iid)
        self.fill(iid)
        self.status.setText(Ui.tr("Saved {item}").format(item=raw.get("name")))

    def _send(self) -> None:
        iid = self.selected()
        if iid is None:
            return
        item = self.library.get_item(iid)
        name = self.target() or Ui.tr("the character")
        result = self.send(item) if self.send is not None else None
        if result is not None and not getattr(result, "ok", False):
            self.status.setText(Ui.tr("Not added to {character}: {why}").format(character=name,
                                                                               why=result.message or result.code))
            return
        self.sendRequested.emit(item)
        self.status.setText(Ui.tr("Added {item} to {character}").format(item=item.get("name", Ui.tr("the item")),
                                                                        character=name))

    def _delete(self) -> None:
        iid = self.selected()
        if iid is not None:
            self.library_ops.delete_item(iid)
            self.fill()
            self.status.setText(Ui.tr("Moved to the trash"))

    def _import(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, Ui.tr("Import items"), start_folder(self.settings),
                                                Ui.tr("Items (*.json)"))
        if paths:
            remember(self.settings, paths[0])
        self.import_files(paths)

    def import_files(self, paths: list[str]) -> list[str]:
        from ..storage.files import FileFormatError, read_document

        added: list[str] = []
        for path in paths:
            try:
                document = read_document(path)
            except FileFormatError as err:
                self.status.setText(str(err))
                continue
            items = document.items if document.kind == "items" else document.character.get("items", [])
            added += self.library_ops.save_items(list(items))
        self.fill(added[-1] if added else None)
        if added:
            self.status.setText(Ui.tr("Imported %n items", "", len(added)))
        return added

    def _export(self, all_items: bool) -> None:
        foundry = Ui.tr("Foundry items (*.json)")
        path, chosen = QFileDialog.getSaveFileName(self, Ui.tr("Export items"), start_path(self.settings, "items.json"),
                                                   ";;".join([Ui.tr("Our items (*.json)"), foundry]))
        if path:
            remember(self.settings, path)
            self.export_to(path, all_items, "upstream" if chosen == foundry else "item/1")

    def export_to(self, path: str, all_items: bool, shape: Literal["item/1", "upstream"] = "item/1") -> int:
        from ..storage.files import export_items

        ids = [iid for iid, _ in self.library.list_items()] if all_items else [self.selected()]
        items = [self.library.get_item(iid) for iid in ids if iid]
        if items:
            export_items(items, path, shape=shape)
            self.status.setText(Ui.tr("Exported %n items to {path}", "", len(items)).format(path=path))

        return len(items)
