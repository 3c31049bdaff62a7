"""The board's own dialogs: an item from the GM's library to give, and the confirmation of a removal."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ...i18n import Board


class ItemChooser(QDialog):
    """Pick an item from the GM's item library to give."""

    chosen = Signal(dict)

    def __init__(self, items: list[tuple[str, dict[str, Any]]], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(Board.tr("Give item"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(Board.tr("Give which item from your item library?")))
        self.list = QListWidget()
        self.list.setAccessibleName(Board.tr("Items in the item library"))
        for name, raw in items:
            entry = QListWidgetItem(name)
            entry.setData(Qt.ItemDataRole.UserRole, raw)
            self.list.addItem(entry)
        if not items:
            self.list.addItem(Board.tr("The item library is empty (File ▸ Item library… adds items)"))
            self.list.setEnabled(False)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(Board.tr("Give"))
        self.ok.setEnabled(False)
        self.list.currentRowChanged.connect(lambda row: self.ok.setEnabled(bool(items) and row >= 0))
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _ok(self) -> None:
        item = self.list.currentItem()
        raw = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(raw, dict):
            self.accept()
            self.chosen.emit(raw)


class RemoveDialog(QMessageBox):
    """"Remove Korr (shared by Ann, player 3fa2c1d0) from the table?": Remove / Cancel (non-blocking)."""

    def __init__(self, name: str, who: str, pid: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(Board.tr("Remove from the table"))
        self.setText(Board.tr("Remove {character} (shared by {player}, player {id}) from the table?").format(
            character=name, player=who, id=pid[:8]))
        self.setInformativeText(Board.tr("The card and what the table stored of it are deleted, and the host refuses "
                                         "this character from that player from now on, after a restart too. Their "
                                         "own sheet is not touched."))
        self.confirm = self.addButton(Board.tr("Remove"), QMessageBox.ButtonRole.DestructiveRole)
        self.cancel = self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.cancel)

