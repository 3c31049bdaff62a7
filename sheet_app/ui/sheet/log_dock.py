"""The activity log: every action in words, newest last; undone actions struck through."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...i18n import Sheet
from ..theme import colors

RECORD_ROLE = Qt.ItemDataRole.UserRole + 10
KIND_ROLE = Qt.ItemDataRole.UserRole + 11


def _shade() -> QColor:
    shade = QColor(colors().muted)
    shade.setAlpha(34)
    return shade


class LogDock(QDockWidget):
    """Log lines with a search box and export to text."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(Sheet.tr("Activity log"), parent)
        self.setObjectName("activityLog")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText(Sheet.tr("Search the log…"))
        self.search.setAccessibleName(Sheet.tr("Search the activity log"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        top.addWidget(self.search)
        self.export_button = QPushButton(Sheet.tr("Export…"))
        self.export_button.setObjectName("exportLog")
        self.export_button.setToolTip(Sheet.tr("Save the log as a text file"))
        self.export_button.setAccessibleName(Sheet.tr("Export the activity log"))
        top.addWidget(self.export_button)
        layout.addLayout(top)
        self.list = QListWidget()
        self.list.setAccessibleName(Sheet.tr("Activity log"))
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.list.setMinimumWidth(220)
        layout.addWidget(self.list)
        self.setWidget(body)
        self._shade = False

    def add(self, lines: list[str], record: object = None, *, kind: str = "") -> None:
        """Append one action's lines; `record` (an undo record) lets undo strike them through.

        Every other action gets a shaded background, so where one action's lines end and the next
        begin shows at a glance.
        """
        self._shade = not self._shade
        key = getattr(record, "key", "") if record is not None else ""
        for line in lines:
            self._append(line, key, kind)
        self.scroll_to_newest()

    def load(self, entries: list[Any]) -> None:
        """Lines read back from the library: (text, record key) pairs, or plain text for older lines.
        Lines of one record are shaded together, as when they were added."""
        previous: object = object()
        undone: set[str] = set()
        for entry in entries:
            text, key = (entry, None) if isinstance(entry, str) else entry
            kind = ""
            if key and key.startswith(("undo:", "redo:")):  # "Undid …"/"Redid …" name the record they moved
                (undone.add if key.startswith("undo:") else undone.discard)(key[5:])
                key, kind = None, "undo"
            if key != previous or key is None:
                self._shade = not self._shade
            previous = key
            self._append(text, key or "", kind)
        for key in undone:
            self._strike_key(key, True)
        self.scroll_to_newest()

    def scroll_to_newest(self) -> None:
        """Show the last line. Wrapped lines get their height in the next layout pass, so scrolling
        now stops short of a long new line: scroll again once the list has laid it out."""
        self.list.scrollToBottom()
        QTimer.singleShot(0, self.list.scrollToBottom)

    def changeEvent(self, event: Any) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a theme switch: the lines take the new colours
            for row in range(self.list.count()):
                entry = self.list.item(row)
                if entry.background().style() != Qt.BrushStyle.NoBrush:
                    entry.setBackground(_shade())
                self._colour(entry)

    def _append(self, line: str, key: str, kind: str) -> None:
        entry = QListWidgetItem(line)
        if self._shade:
            entry.setBackground(_shade())
        entry.setData(RECORD_ROLE, key)
        entry.setData(KIND_ROLE, kind)
        self._colour(entry)
        self.list.addItem(entry)
        entry.setHidden(not self._matches(line))

    def bind_history(self, undo: list[Any], redo: list[Any]) -> None:
        """After a restart: strike the lines of actions already undone (they are on the redo stack).

        Lines carry the key of the record that wrote them. Lines written before keys were kept are
        matched by text instead: each record's lines as one block, newest record first, each block
        before the previous one found; a record whose lines are gone (the log keeps 1,000) is skipped.
        """
        first_row: dict[str, int] = {}
        for row in range(self.list.count()):
            first_row.setdefault(self.list.item(row).data(RECORD_ROLE), row)
        first_row.pop("", None)
        end = self.list.count()
        # Newest first: the redo stack bottom-up (its bottom was undone last of all, but committed
        # after everything below it), then the undo stack top-down.
        for record, undone in [(r, True) for r in redo] + [(r, False) for r in reversed(undo)]:
            if record.key in first_row:
                if undone:
                    self.strike(record, True)
                end = min(end, first_row[record.key])  # older records' lines come before these
                continue
            if not record.key.startswith("legacy-"):
                continue  # a keyed record whose lines have left the log: nothing to find by text
            lines = list(record.log or [])
            start = self._find_block(lines, end) if lines else None
            if start is None:
                continue
            for row in range(start, start + len(lines)):
                self.list.item(row).setData(RECORD_ROLE, record.key)
            if undone:
                self.strike(record, True)
            end = start

    def _find_block(self, lines: list[str], end: int) -> int | None:
        for start in range(end - len(lines), -1, -1):
            if all(not self.list.item(start + k).data(RECORD_ROLE) and self.list.item(start + k).text() == line
                   for k, line in enumerate(lines)):
                return start
        return None

    def strike(self, record: Any, on: bool) -> None:
        """Strike through (or restore) the lines of an undone (or redone) action; struck lines are greyed."""
        self._strike_key(record.key, on)

    def _strike_key(self, key: str, on: bool) -> None:
        for row in range(self.list.count()):
            entry = self.list.item(row)
            if key and entry.data(RECORD_ROLE) == key:
                font = QFont(entry.font())
                font.setStrikeOut(on)
                entry.setFont(font)
                self._colour(entry)

    def _colour(self, entry: QListWidgetItem) -> None:
        """Refused lines red; struck (undone) and "Undid …" lines greyed, but readable on the shading
        in both themes: the text colour at two thirds, not the muted grey."""
        kind = entry.data(KIND_ROLE)
        if entry.font().strikeOut() or kind == "undo":
            faded = QColor(self.palette().color(QPalette.ColorRole.Text))
            faded.setAlpha(180)
            entry.setForeground(QBrush(faded))
        elif kind == "refused":
            entry.setForeground(QBrush(colors().low))
        else:
            entry.setData(Qt.ItemDataRole.ForegroundRole, None)

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
            out.append(entry.text() + ("  " + Sheet.tr("(undone)") if entry.font().strikeOut() else ""))
        from ...storage.files import write_text_atomic  # only when exporting: keeps start-up lean

        write_text_atomic(Path(path), "\n".join(out) + "\n")
