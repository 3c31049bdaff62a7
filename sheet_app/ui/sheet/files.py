"""Character files of the sheet window: switch, open, import, export, backup, PDF and print,
the characters and item library dialogs."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from ...engine.session import Session


def open_error(cid: str, err: Exception) -> str:
    """Why a saved character cannot be opened, in words."""
    from ...engine.document import DocumentError
    from ...storage.library import LibraryError

    if isinstance(err, LibraryError):  # a damaged library names itself and its backups
        return f"Character {cid} could not be opened: {err}"
    if isinstance(err, DocumentError):
        return (f"Character {cid} could not be opened: {err}. It is kept in the library unchanged; "
                f"`sheet-app export -o FILE {cid}` writes it out to fix by hand.")
    if isinstance(err, ValueError):  # JSON that does not parse
        return (f"Character {cid} could not be opened: its saved data is damaged ({err}). It is kept in the "
                "library unchanged; `sheet-app restore` brings back a backup.")
    return f"Character {cid} could not be opened: {type(err).__name__}: {err}."


class CharacterFiles:
    """Character files and the library of the sheet window.

    A part of `MainWindow` (sheet/window.py): it uses the window's session, runner and widgets.
    """

    def reload_from_library(self) -> None:
        if self.library is None or self.character_id is None:
            return
        self.session = self.library.open_session(self.character_id)
        self.log.add([f"Reloaded {self.session.char.name} from the library"], kind="undo")
        self.reload_all()

    def switch_to(self, character_id: str) -> None:
        if self.library is None:
            return
        session = self.open_saved(character_id)
        if session is None:
            return
        self.session = session
        self.character_id = character_id
        self.settings.setValue("lastCharacter", character_id)
        self.log.list.clear()
        self.log.load(self.library.log_entries(character_id))
        self.log.bind_history(session.undo_stack, session.redo_stack)
        self.log.add(session.load_log)
        self.reload_all()
        if self.problems:
            self.show_problems_dock()
        else:
            self.problems_dock.hide()
        library_dialog = getattr(self, "item_library", None)
        if library_dialog is not None and library_dialog.isVisible():
            library_dialog._update_buttons()  # "Add to" names the character now open

    def open_saved(self, character_id: str) -> Session | None:
        """A session on a saved character, or None with a message naming what is wrong with it."""
        try:
            return self.library.open_session(character_id)
        except Exception as err:  # noqa: BLE001 - any failure to read stored data is shown, never raised
            text = open_error(character_id, err)
            self.message.show_message(text)
            self.log.add([f"Refused: {text}"], kind="refused")
            return None

    def _fill_characters(self) -> None:
        self.characters_menu.clear()
        if self.library is None:
            self.characters_menu.addAction("No library").setEnabled(False)
            return
        for info in self.library.list():
            action = self.characters_menu.addAction(info.name)
            action.setCheckable(True)
            action.setChecked(info.id == self.character_id)
            action.triggered.connect(lambda _=False, cid=info.id: self.switch_to(cid))

    def _import_character(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import a character", "", "Characters (*.json)")
        if path:
            self.import_character(path)

    def import_character(self, path: str) -> str | None:
        from ...engine.document import DocumentError
        from ...storage.files import FileFormatError, read_document

        try:
            document = read_document(path)
            if document.kind != "character":
                raise FileFormatError(f"{path}: an item file, not a character")
            if self.ops.library_ops is None:
                raise FileFormatError("no library is open")
            cid = self.ops.library_ops.create(document.character)
        except (FileFormatError, DocumentError) as err:
            self.message.show_message(str(err))
            return None
        self.switch_to(cid)
        return cid

    def _export_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export the sheet as PDF", f"{self.session.char.name}.pdf",
                                              "PDF (*.pdf)")
        if path:
            self.export_pdf(path if path.lower().endswith(".pdf") else f"{path}.pdf")

    def export_pdf(self, path: str) -> bool:
        """Write the printable sheet to `path`; a failure is shown, never raised."""
        from ..printing import export_pdf

        try:
            pages = export_pdf(self.session, path)
        except OSError as err:
            self.message.show_message(f"{path}: the PDF was not written: {err.strerror or err}")
            return False
        self.statusBar().showMessage(f"Sheet exported to {path} ({pages} page{'s' if pages != 1 else ''})", 8000)
        return True

    def print_sheet(self) -> Any:
        """File ▸ Print…: the print dialog (opened, not run), then the same page as Export PDF."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(f"{self.session.char.name} — character sheet")
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle("Print the sheet")
        dialog.accepted.connect(lambda: self._print_to(printer))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)  # what open() does (PySide's takes a slot)
        dialog.show()
        return dialog

    def _print_to(self, printer: Any) -> None:
        from ..printing import paint_document

        try:
            pages = paint_document(printer, self.session)
        except OSError as err:
            self.message.show_message(f"Not printed: {err}")
            return
        where = printer.printerName() or "the printer"
        self.statusBar().showMessage(f"Sent {pages} page{'s' if pages != 1 else ''} to {where}", 8000)

    def _export_character(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export the character", f"{self.session.char.name}.json",
                                              "Characters (*.json)")
        if path:
            from ...storage.files import export_character

            try:
                export_character(self.session.document(), path)
            except (OSError, ValueError) as err:
                text = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
                self.message.show_message(f"{path}: not exported: {text}")
                return
            self.statusBar().showMessage(f"Exported to {path}", 8000)

    def _backup(self) -> None:
        if self.library is None:
            return
        from ...storage.library import LibraryError

        try:
            path = self.library.backup()
        except (OSError, LibraryError) as err:
            text = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
            self.message.show_message(f"The library was not backed up: {text}")
            return
        self.message.show_message(f"Library backed up to {path}", error=False)

    def _export_log(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export the activity log", "activity-log.txt", "Text (*.txt)")
        if path:
            try:
                self.log.export(path)
            except OSError as err:
                self.message.show_message(f"{path}: the log was not exported: {err.strerror or err}")
                return
            self.statusBar().showMessage(f"Log exported to {path}", 8000)

    def open_characters(self) -> Any:
        if self.library is None:
            return None
        from ..characters import CharactersDialog

        dialog = CharactersDialog(self.ops, self.character_id, self)  # its writes through the runner's library door
        dialog.openRequested.connect(self._open_character)
        dialog.open()
        return dialog

    def _open_character(self, cid: str, new_window: bool) -> None:
        if not new_window:
            self.switch_to(cid)
            return
        session = self.open_saved(cid)
        if session is None:
            return
        window = type(self)(session, library=self.library, character_id=cid, settings=self.settings,
                            log_lines=self.library.log_entries(cid))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        self.other_windows = [w for w in getattr(self, "other_windows", []) if w.isVisible()] + [window]

    def open_item_library(self) -> Any:
        if self.library is None:
            return None
        from ..characters import ItemLibraryDialog

        dialog = ItemLibraryDialog(self.ops, self.character_id, self, open_builder=self._library_builder,
                                   send=self.add_item, target=lambda: self.session.char.name)
        dialog.show()
        self.item_library = dialog
        return dialog

    def _library_builder(self, session: Session, index: int, done: Callable[[], None]) -> Any:
        from ..builder import RulesBuilder

        builder = RulesBuilder(session, index, self.item_library if hasattr(self, "item_library") else self)
        builder.applied.connect(lambda _r: done())
        builder.open()
        self.library_builder = builder
        # a closed builder deletes itself; the window lets go of it too, so nothing keeps its cards
        builder.finished.connect(lambda _r: setattr(self, "library_builder", None)
                                 if getattr(self, "library_builder", None) is builder else None)
        return builder
