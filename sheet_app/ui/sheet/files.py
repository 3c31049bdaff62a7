"""Character files of the sheet window: switch, open, import, export, backup, PDF and print,
the characters and item library dialogs."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMenu, QWidget

from ...engine.session import Session
from ...i18n import Sheet
from ..folders import remember, start_folder, start_path
from ..operations import Operations
from .host import SheetHost, SheetPart
from .item_actions import ItemActions

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    from ..builder import RulesBuilder
    from ..characters import CharactersDialog, ItemLibraryDialog
    from ..content_browser import ContentBrowser, SheetDrops
    from .log_dock import LogDock


def open_error(cid: str, err: Exception) -> str:
    """Why a saved character cannot be opened, in words."""
    from ...engine.document import DocumentError
    from ...storage.library import LibraryError

    if isinstance(err, LibraryError):  # a damaged library names itself and its backups
        return Sheet.tr("Character {id} could not be opened: {error}").format(id=cid, error=err)
    if isinstance(err, DocumentError):
        return Sheet.tr("Character {id} could not be opened: {error}. It is kept in the library unchanged; "
                        "`sheet-app export -o FILE {id}` writes it out to fix by hand.").format(id=cid, error=err)
    if isinstance(err, ValueError):  # JSON that does not parse
        return Sheet.tr("Character {id} could not be opened: its saved data is damaged ({error}). It is kept in "
                        "the library unchanged; `sheet-app restore` brings back a backup.").format(id=cid, error=err)
    return Sheet.tr("Character {id} could not be opened: {kind}: {error}.").format(
        id=cid, kind=type(err).__name__, error=err)


class CharacterFiles(SheetPart):
    """Character files and the library of the sheet window.

    A part of `MainWindow` (sheet/window.py), built with the runner (whose library it reads and writes
    through `LibraryOps`), the window as its `SheetHost` and the item actions the item library sends
    items with. It owns the item library dialog and its Rules Builder, and the windows it opened.
    """

    def __init__(self, ops: Operations, host: SheetHost, actions: ItemActions, parent: QObject | None = None):
        super().__init__(ops, host, parent)
        self.actions = actions
        self.item_library: ItemLibraryDialog | None = None
        self.library_builder: RulesBuilder | None = None
        self.other_windows: list[QWidget] = []
        self.content_browser: ContentBrowser | None = None
        self.drops: SheetDrops | None = None

    def reload_from_library(self) -> None:
        if self.library is None or self.ops.character_id is None:
            return
        self.ops.set_session(self.library.open_session(self.ops.character_id))
        self.host.add_log([Sheet.tr("Reloaded {name} from the library").format(name=self.session.char.name)],
                          kind="undo")
        self.host.show_character()

    def switch_to(self, character_id: str) -> None:
        if self.library is None:
            return
        session = self.open_saved(character_id)
        if session is None:
            return
        self.ops.set_session(session, character_id)
        self.host.settings.setValue("lastCharacter", character_id)
        self.host.show_character(self.library.log_entries(character_id))
        library_dialog = self.item_library
        if library_dialog is not None and library_dialog.isVisible():
            library_dialog._update_buttons()  # "Add to" names the character now open

    def open_saved(self, character_id: str) -> Session | None:
        """A session on a saved character, or None with a message naming what is wrong with it."""
        try:
            session: Session = self.library.open_session(character_id)
        except Exception as err:  # noqa: BLE001 - any failure to read stored data is shown, never raised
            text = open_error(character_id, err)
            self.host.show_message(text)
            self.host.add_log([Sheet.tr("Refused: {reason}").format(reason=text)], kind="refused")
            return None
        return session

    def fill_characters(self, menu: QMenu) -> None:
        """File ▸ Switch to: the library's characters, the open one checked."""
        menu.clear()
        if self.library is None:
            menu.addAction(Sheet.tr("No library")).setEnabled(False)
            return
        for info in self.library.list():
            action = menu.addAction(info.name)
            action.setCheckable(True)
            action.setChecked(info.id == self.ops.character_id)
            action.triggered.connect(lambda _=False, cid=info.id: self.switch_to(cid))

    def ask_import_character(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.host.dialog_parent(), Sheet.tr("Import a character"), start_folder(self.host.settings),
            Sheet.tr("Characters (*.json)"))
        if path:
            remember(self.host.settings, path)
            self.import_character(path)

    def import_character(self, path: str) -> str | None:
        from ...engine.document import DocumentError
        from ...storage.files import FileFormatError, read_document

        try:
            document = read_document(path)
            if document.kind != "character":
                raise FileFormatError(Sheet.tr("{path}: an item file, not a character").format(path=path))
            if self.ops.library_ops is None:
                raise FileFormatError(Sheet.tr("no library is open"))
            cid = self.ops.library_ops.create(document.character)
        except (FileFormatError, DocumentError) as err:
            self.host.show_message(str(err))
            return None
        self.switch_to(cid)
        return cid

    def ask_export_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.host.dialog_parent(), Sheet.tr("Export the sheet as PDF"),
            start_path(self.host.settings, f"{self.session.char.name}.pdf"), Sheet.tr("PDF (*.pdf)"))
        if path:
            remember(self.host.settings, path)
            self.export_pdf(path if path.lower().endswith(".pdf") else f"{path}.pdf")

    def export_pdf(self, path: str) -> bool:
        """Write the printable sheet to `path`; a failure is shown, never raised."""
        from ..printing import export_pdf

        try:
            pages = export_pdf(self.session, path)
        except OSError as err:
            self.host.show_message(Sheet.tr("{path}: the PDF was not written: {error}").format(
                path=path, error=err.strerror or err))
            return False
        self.host.show_status(Sheet.tr("Sheet exported to {path} (%n pages)", "", pages).format(path=path), 8000)
        return True

    def print_sheet(self) -> QPrintDialog:
        """File ▸ Print…: the print dialog (opened, not run), then the same page as Export PDF."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(Sheet.tr("{name} — character sheet").format(name=self.session.char.name))
        dialog = QPrintDialog(printer, self.host.dialog_parent())
        dialog.setWindowTitle(Sheet.tr("Print the sheet"))
        dialog.accepted.connect(lambda: self._print_to(printer))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)  # what open() does (PySide's takes a slot)
        dialog.show()
        return dialog

    def _print_to(self, printer: QPrinter) -> None:
        from ..printing import paint_document

        try:
            pages = paint_document(printer, self.session)
        except OSError as err:
            self.host.show_message(Sheet.tr("Not printed: {error}").format(error=err))
            return
        where = printer.printerName() or Sheet.tr("the printer")
        self.host.show_status(Sheet.tr("Sent %n pages to {printer}", "", pages).format(printer=where), 8000)

    def ask_export_character(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.host.dialog_parent(), Sheet.tr("Export the character"),
            start_path(self.host.settings, f"{self.session.char.name}.json"), Sheet.tr("Characters (*.json)"))
        if path:
            remember(self.host.settings, path)
            from ...storage.files import export_character

            try:
                export_character(self.session.document(), path)
            except (OSError, ValueError) as err:
                text = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
                self.host.show_message(Sheet.tr("{path}: not exported: {error}").format(path=path, error=text))
                return
            self.host.show_status(Sheet.tr("Exported to {path}").format(path=path), 8000)

    def backup(self) -> None:
        if self.library is None:
            return
        from ...storage.library import LibraryError

        try:
            path = self.library.backup()
        except (OSError, LibraryError) as err:
            text = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
            self.host.show_message(Sheet.tr("The library was not backed up: {error}").format(error=text))
            return
        self.host.show_message(Sheet.tr("Library backed up to {path}").format(path=path), error=False)

    def ask_export_log(self, log: LogDock) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.host.dialog_parent(), Sheet.tr("Export the activity log"),
            start_path(self.host.settings, "activity-log.txt"), Sheet.tr("Text (*.txt)"))
        if path:
            remember(self.host.settings, path)
            try:
                log.export(path)
            except OSError as err:
                self.host.show_message(Sheet.tr("{path}: the log was not exported: {error}").format(
                    path=path, error=err.strerror or err))
                return
            self.host.show_status(Sheet.tr("Log exported to {path}").format(path=path), 8000)

    def open_characters(self) -> CharactersDialog | None:
        if self.library is None:
            return None
        from ..characters import CharactersDialog

        # its writes through the runner's library door
        dialog = CharactersDialog(self.ops, self.ops.character_id, self.host.dialog_parent())
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
        window = self.host.another_window(session, cid)
        self.other_windows = [w for w in self.other_windows if w.isVisible()] + [window]

    def open_item_library(self) -> ItemLibraryDialog | None:
        if self.library is None:
            return None
        from ..characters import ItemLibraryDialog

        dialog = ItemLibraryDialog(self.ops, self.ops.character_id, self.host.dialog_parent(),
                                   open_builder=self._library_builder, send=self.actions.add_item,
                                   target=lambda: self.session.char.name, settings=self.host.settings)
        dialog.show()
        self.item_library = dialog
        return dialog

    # ---- Foundry content (docs/content.md) -------------------------------------------------------------
    def ask_import_content(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self.host.dialog_parent(),
            Sheet.tr("Import Foundry content: a pack, a system, module or world folder, or JSON"),
            start_folder(self.host.settings))
        if folder:
            remember(self.host.settings, folder)
            self.import_content(folder)

    def import_content(self, folder: str) -> dict[str, int] | None:
        """Read and store a content folder (one transaction); a refusal is said and changes nothing."""
        from PySide6.QtGui import QGuiApplication

        from ...storage.foundry_content import ContentError, read_content
        from ...storage.library import LibraryError

        if self.ops.library_ops is None:
            return None
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            read = read_content(folder)
            counts = self.ops.library_ops.import_content(read)
        except (ContentError, LibraryError) as err:
            self.host.show_message(Sheet.tr("{error}; the library is unchanged").format(error=err))
            return None
        finally:
            QGuiApplication.restoreOverrideCursor()
        total = sum(counts.values())
        self.host.show_status(Sheet.tr("Imported %n documents from {folder}", "", total).format(folder=folder), 8000)
        self.open_content()
        return counts

    def open_content(self) -> ContentBrowser | None:
        if self.library is None:
            return None
        from ..content_browser import ContentBrowser, SheetDrops

        if self.drops is None:  # rows dragged from the browser onto this window are added here
            self.drops = SheetDrops(self.host.dialog_parent(), self.actions.add_item)
        if self.content_browser is not None and self.content_browser.isVisible():
            self.content_browser.raise_()
            self.content_browser.activateWindow()
            return self.content_browser
        browser = ContentBrowser(self.ops, self.host.dialog_parent(), send=self.actions.add_item,
                                 target=lambda: self.session.char.name)
        browser.show()
        self.content_browser = browser
        return browser

    def _library_builder(self, session: Session, index: int, done: Callable[[], None]) -> RulesBuilder:
        from ..builder import RulesBuilder

        builder = RulesBuilder(session, index, self.item_library or self.host.dialog_parent())
        builder.applied.connect(lambda _r: done())
        builder.open()
        self.library_builder = builder
        # a closed builder deletes itself; the part lets go of it too, so nothing keeps its cards
        builder.finished.connect(lambda _r: self._let_go(builder))
        return builder

    def _let_go(self, builder: RulesBuilder) -> None:
        if self.library_builder is builder:
            self.library_builder = None
