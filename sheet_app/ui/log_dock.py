"""The activity log: every action in words, newest last; undone actions struck through."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (QDockWidget, QHBoxLayout, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
                               QVBoxLayout, QWidget)

from .theme import colors

RECORD_ROLE = Qt.ItemDataRole.UserRole + 10
KIND_ROLE = Qt.ItemDataRole.UserRole + 11


class LogDock(QDockWidget):
    """Log lines with a search box and export to text."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__("Activity log", parent)
        self.setObjectName("activityLog")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search the log…")
        self.search.setAccessibleName("Search the activity log")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        top.addWidget(self.search)
        self.export_button = QPushButton("Export…")
        self.export_button.setToolTip("Save the log as a text file")
        top.addWidget(self.export_button)
        layout.addLayout(top)
        self.list = QListWidget()
        self.list.setAccessibleName("Activity log")
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        layout.addWidget(self.list)
        self.setWidget(body)

    def add(self, lines: list[str], record: object = None, *, kind: str = "") -> None:
        """Append lines; `record` ties them to an undo record so undo can strike them through."""
        for line in lines:
            entry = QListWidgetItem(line)
            entry.setData(RECORD_ROLE, id(record) if record is not None else 0)
            entry.setData(KIND_ROLE, kind)
            if kind == "refused":
                entry.setForeground(QBrush(colors().low))
            elif kind == "undo":
                entry.setForeground(QBrush(colors().muted))
            self.list.addItem(entry)
            entry.setHidden(not self._matches(line))
        self.list.scrollToBottom()

    def strike(self, record: object, on: bool) -> None:
        """Strike through (or restore) the lines of an undone (or redone) action."""
        key = id(record)
        for row in range(self.list.count()):
            entry = self.list.item(row)
            if entry.data(RECORD_ROLE) == key:
                font = QFont(entry.font())
                font.setStrikeOut(on)
                entry.setFont(font)

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def struck(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count()) if self.list.item(i).font().strikeOut()]

    def _matches(self, text: str) -> bool:
        needle = self.search.text().strip().lower()
        return not needle or needle in text.lower()

    def _filter(self) -> None:
        for row in range(self.list.count()):
            entry = self.list.item(row)
            entry.setHidden(not self._matches(entry.text()))

    def export(self, path: str | Path) -> None:
        """Write every line (struck ones marked "(undone)") to a text file."""
        out = []
        for row in range(self.list.count()):
            entry = self.list.item(row)
            out.append(entry.text() + ("  (undone)" if entry.font().strikeOut() else ""))
        Path(path).write_text("\n".join(out) + "\n", encoding="utf-8")
