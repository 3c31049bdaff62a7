"""The window's side of the library's troubles: the read-only banner, the damaged-library prompt
(restore the newest good backup after keeping a copy of the damaged file), and Help ▸ Copy
diagnostics. Hooked into the main window and the start-up with a line each."""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton, QWidget

from .. import diagnostics
from ..i18n import QT_TRANSLATE_NOOP, Ui, translate
from ..storage.backup import DamagedLibraryError, good_backup, restore_damaged
from ..storage.errors import LibraryError
from ..storage.library import Library

READ_ONLY_TEXT = QT_TRANSLATE_NOOP("Ui", "Read-only: the library {path} is on read-only media or cannot be written. "
                                   "You can look, export and back up to another folder; changes are not saved.")


def install(window: Any) -> None:
    """The read-only banner (when the library is read-only) and the Help menu of a main window."""
    library = getattr(window, "library", None)
    if library is not None and getattr(library, "read_only", False):
        banner = QLabel(translate("Ui", READ_ONLY_TEXT).format(path=library.path))
        banner.setObjectName("readOnlyBanner")
        banner.setAccessibleName(Ui.tr("Read-only library"))
        banner.setWordWrap(True)
        banner.setStyleSheet("#readOnlyBanner { background: rgba(230, 150, 0, 0.22); border-radius: 4px; "
                             "padding: 6px 8px; font-weight: 600; }")
        layout = window.centralWidget().layout()
        layout.insertWidget(0, banner)
        window.read_only_banner = banner
        window.setWindowTitle(Ui.tr("{title} (read-only)").format(title=window.windowTitle()))
    help_menu = window.menuBar().addMenu(Ui.tr("&Help"))
    help_menu.setObjectName("helpMenu")
    action = help_menu.addAction(Ui.tr("Copy &diagnostics"))
    action.setObjectName("copyDiagnosticsAction")
    action.setStatusTip(Ui.tr("Copy the version, platform, library path and last errors, for a bug report"))
    action.triggered.connect(lambda: copy_diagnostics(window))
    window.copy_diagnostics_action = action


def copy_diagnostics(window: Any) -> str:
    """Put the diagnostics report on the clipboard and say so."""
    library = getattr(window, "library", None)
    text = diagnostics.report(library.path if library is not None else None)
    QApplication.clipboard().setText(text)
    window.message.show_message(Ui.tr("Diagnostics copied to the clipboard: paste them into your bug report."),
                                error=False)
    return text


class DamagedPrompt(QMessageBox):
    """"The library is damaged": restore the newest backup that passes its check, or quit."""

    def __init__(self, error: DamagedLibraryError, parent: QWidget | None = None):
        super().__init__(parent)
        self.error = error
        self.backup = good_backup(error.backup_dir)
        self.outcome = ""  # what restore() did, in words
        self.setIcon(QMessageBox.Icon.Critical)
        self.setWindowTitle(Ui.tr("sheet-app: the library is damaged"))
        self.setText(Ui.tr("<b>The library is damaged</b><br>{path}").format(path=error.path))
        found = Ui.tr("SQLite reports: {detail}.").format(detail=error.detail)
        if self.backup is not None:
            self.setInformativeText(Ui.tr("{found}\n\nThe newest backup that passes its integrity check is\n"
                                          "{backup}\n\nRestoring it first keeps a copy of the damaged file in "
                                          "{folder}.").format(found=found, backup=self.backup,
                                                              folder=error.backup_dir / "damaged"))
            self.restore_button: QPushButton | None = self.addButton(Ui.tr("Restore this backup"),
                                                                     QMessageBox.ButtonRole.AcceptRole)
            self.restore_button.setObjectName("restoreBackupButton")
        else:
            self.setInformativeText(Ui.tr("{found}\n\nNo backup passes its integrity check, so there is nothing to "
                                          "restore here. The damaged file is left as it is.").format(found=found))
            self.restore_button = None
        self.setDetailedText(str(error))
        self.setStyleSheet("QLabel#qt_msgbox_label, QLabel#qt_msgbox_informativelabel { min-width: 560px; }")
        self.quit_button = self.addButton(Ui.tr("Quit"), QMessageBox.ButtonRole.RejectRole)
        self.quit_button.setObjectName("quitButton")
        self.setDefaultButton(self.restore_button or self.quit_button)

    def restore(self) -> bool:
        """Keep a copy of the damaged file, then put the backup in its place."""
        if self.backup is None:
            return False
        try:
            kept = restore_damaged(self.error.path, self.backup, self.error.backup_dir)
        except LibraryError as err:
            self.outcome = str(err)
            diagnostics.log_problem(self.outcome)
            return False
        self.outcome = Ui.tr("Restored {backup}; the damaged library is kept in {kept}.").format(
            backup=self.backup, kept=kept)

        diagnostics.log_problem(self.outcome)
        return True


def recover(error: DamagedLibraryError, path: Any) -> Library | None:
    """At start-up: show the prompt (modal: there is no window yet); the restored library, or None."""
    diagnostics.log_problem(str(error))
    prompt = DamagedPrompt(error)
    prompt.exec()
    if prompt.clickedButton() is not prompt.restore_button or not prompt.restore():
        if prompt.outcome:
            QMessageBox.critical(None, "sheet-app", prompt.outcome)
        return None
    try:
        return Library(path)
    except LibraryError as err:
        QMessageBox.critical(None, "sheet-app", str(err))
        return None
