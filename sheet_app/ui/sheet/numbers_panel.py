"""The skills and saves panel: each skill with its stat and mod, each save with its mod and its advantage or
disadvantage, in one list the keyboard walks (type a skill's first letters to pick it, Enter rolls,
Shift+Enter opens the roll dialog); a click rolls too.

It shows views/numbers.py's rows and asks by signals; the part that owns it (sheet/rolls.py) applies.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from ...i18n import QT_TRANSLATE_NOOP, Sheet, translate
from ...views.numbers import NumberRow
from ..theme import colors

KEY_ROLE = Qt.ItemDataRole.UserRole + 1  # (kind, key) of a row; None on a group's heading
GROUPS = (("skill", QT_TRANSLATE_NOOP("Sheet", "Skills")), ("save", QT_TRANSLATE_NOOP("Sheet", "Saves")))


def spoken_mode(mode: int) -> str:
    """The mode column for a screen reader: "advantage", "disadvantage 2", "" (as the column's "Adv", "Dis 2")."""
    if not mode:
        return ""
    word = Sheet.tr("advantage") if mode > 0 else Sheet.tr("disadvantage")
    return f"{word} {abs(mode)}" if abs(mode) > 1 else word


class RollList(QTreeWidget):
    """The list: a group heading per kind, a row per skill or save. `rollRequested(kind, key, ask)`: roll
    it (`ask`: open the roll dialog first)."""

    rollRequested = Signal(str, str, bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("rollList")
        self.setAccessibleName(Sheet.tr("Skills and saves"))
        self.setColumnCount(4)
        self.setHeaderHidden(True)
        self.setRootIsDecorated(False)
        self.setIndentation(0)
        self.setUniformRowHeights(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setExpandsOnDoubleClick(False)
        self.setItemsExpandable(False)
        self.setMouseTracking(True)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.rows: dict[tuple[str, str], QTreeWidgetItem] = {}
        for kind, title in GROUPS:
            group = QTreeWidgetItem(self, [translate("Sheet", title)])
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = QFont(self.font())
            font.setBold(True)
            group.setFont(0, font)
            group.setFirstColumnSpanned(True)
            group.setData(0, KEY_ROLE, None)
            group.setExpanded(True)
            self._groups = getattr(self, "_groups", {})
            self._groups[kind] = group

    def show_rows(self, rows: list[NumberRow]) -> None:
        """Make or refresh one row per skill or save (the rows' order as given)."""
        for row in rows:
            item = self.rows.get((row.kind, row.key))
            if item is None:
                item = QTreeWidgetItem(self._groups[row.kind])
                item.setData(0, KEY_ROLE, (row.kind, row.key))
                item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.rows[(row.kind, row.key)] = item
            texts = (row.name, row.stat, row.mod_text, row.mode_text)
            for column, text in enumerate(texts):
                if item.text(column) != text:
                    item.setText(column, text)
            item.setForeground(1, colors().muted)
            item.setForeground(3, colors().full if row.mode > 0 else colors().low)
            item.setToolTip(0, row.tip())
            item.setData(3, Qt.ItemDataRole.AccessibleTextRole, spoken_mode(row.mode))
        if self.currentItem() is None and self.rows:
            self.setCurrentItem(next(iter(self.rows.values())))

    def current_key(self) -> tuple[str, str] | None:
        item = self.currentItem()
        found = item.data(0, KEY_ROLE) if item is not None else None
        return tuple(found) if found else None  # type: ignore[return-value]

    def select(self, kind: str, key: str) -> None:
        item = self.rows.get((kind, key))
        if item is not None:
            self.setCurrentItem(item)

    def keyboardSearch(self, search: str) -> None:
        """Type to pick: a heading typed ("sa" for Saves) picks its first row, so Enter always rolls."""
        super().keyboardSearch(search)
        item = self.currentItem()
        first = item.child(0) if item is not None and item.data(0, KEY_ROLE) is None else None
        if first is not None:
            self.setCurrentItem(first)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.current_key() is not None:
            kind, key = self.current_key() or ("", "")
            self.rollRequested.emit(kind, key, bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            event.accept()
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        item = self.itemAt(event.position().toPoint())
        found = item.data(0, KEY_ROLE) if item is not None else None
        if found and event.button() == Qt.MouseButton.LeftButton:
            ask = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.rollRequested.emit(found[0], found[1], ask)

    def event(self, event: QEvent) -> bool:
        # Shift+Enter is the window's "Roll with advantage…" shortcut elsewhere: here the list takes it.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and \
                event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return True
        return super().event(event)


class NumbersPanel(QWidget):
    """The panel in its dock: the list of skills and saves (`list`)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.list = RollList()
        layout.addWidget(self.list)

        # Room for the longest row ("Examination INT +10 Dis 2") without eliding, whatever the font, when the
        # window has it (a large font on a 1280-wide screen: the names elide before the window outgrows it);
        # the height of every row, or of six when the log below needs the room (the list scrolls).
        metrics = self.list.fontMetrics()
        self.wanted_width = metrics.horizontalAdvance("Examination  INT  +10  Dis 2") + 40
        self.list.setMinimumWidth(metrics.horizontalAdvance("Examination  +10") + 24)
        self.list.setMinimumHeight(6 * (metrics.height() + 4))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        hint.setWidth(max(hint.width(), self.wanted_width))
        return hint

    def rows_height(self) -> int:
        """The height that shows every row without scrolling."""
        rows = self.list.topLevelItemCount() + len(self.list.rows)
        first = self.list.topLevelItem(0)
        row = self.list.visualItemRect(first).height() if first is not None else 0
        row = row or self.list.fontMetrics().height() + 4
        return rows * row + 2 * self.list.frameWidth() + 8

    def show_rows(self, rows: list[NumberRow]) -> None:
        self.list.show_rows(rows)
