"""The Add Rule picker: rule types grouped as upstream (Resources, Notes, Triggers, Bonuses, Grants; the
bonuses and grants by name, as upstream lists them) plus templates, each
with a one-line description; type to filter, arrows to move, Enter to add, Escape to close."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ...i18n import Builder
from ...views.rule_specs import GROUPS, TEMPLATES, group_name, group_types
from ..theme import colors
from .widgets import Line, muted_label

KIND_ROLE = Qt.ItemDataRole.UserRole
KEY_ROLE = Qt.ItemDataRole.UserRole + 1
DESC_ROLE = Qt.ItemDataRole.UserRole + 2
TEMPLATES_GROUP = "Templates"  # the key of the templates' group (the rule types' groups are keyed by GROUPS)


def _group_title(group: str) -> str:
    """A group's title as shown, in the player's language (the rule types' groups are keyed by GROUPS)."""
    return Builder.tr("Templates") if group == TEMPLATES_GROUP else group_name(group)


class _EntryDelegate(QStyledItemDelegate):
    """Entries as a bold name over a muted description; group titles in small capitals."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        header = index.data(KIND_ROLE) == "header"
        name, desc = opt.text, index.data(DESC_ROLE) or ""
        opt.text = ""
        # The list follows the filter box, which has the keyboard: its entry is drawn as the one Enter adds,
        # not in the dim colours of a list without the keyboard (ui/theme.py).
        opt.state |= QStyle.StateFlag.State_Active
        if header:
            opt.state &= ~QStyle.StateFlag.State_Selected
        style = opt.widget.style() if opt.widget else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        text_color = opt.palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        rect = opt.rect.adjusted(10, 3, -10, -3)
        painter.save()
        font = QFont(opt.font)
        if header:
            font.setBold(True)
            font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
            painter.setFont(font)
            painter.setPen(colors().muted)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignLeft), name.upper())
            painter.restore()
            return
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(text_color)
        line = opt.fontMetrics.height() + 2
        painter.drawText(QRect(rect.left(), rect.top(), rect.width(), line),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), name)
        painter.setFont(opt.font)
        painter.setPen(text_color if selected else colors().muted)
        elided = opt.fontMetrics.elidedText(desc, Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(QRect(rect.left(), rect.top() + line, rect.width(), line),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), elided)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        line = option.fontMetrics.height() + 2
        if index.data(KIND_ROLE) == "header":
            return QSize(200, line + 12)
        return QSize(200, 2 * line + 8)


class RulePicker(QWidget):
    """Emits `chosen(kind, key)` with kind "type" (key = rule type) or "template" (key = template)."""

    chosen = Signal(str, str)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        title = QLabel(Builder.tr("<b>Add a rule</b>"))
        box.addWidget(title)
        self.filter = Line()
        self.filter.setObjectName("pickerFilter")
        self.filter.setPlaceholderText(Builder.tr("Type to filter, ↑ ↓ to move, Enter to add, Esc to close"))
        self.filter.setAccessibleName(Builder.tr("Filter rule types"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.apply_filter)
        box.addWidget(self.filter)
        self.list = QListWidget()
        self.list.setObjectName("pickerList")
        self.list.setAccessibleName(Builder.tr("Rule types and templates"))
        self.list.setItemDelegate(_EntryDelegate(self.list))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setUniformItemSizes(False)
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        box.addWidget(self.list, 1)
        self.nothing = muted_label(Builder.tr("No rule type matches. Clear the filter to see them all."))
        self.nothing.hide()
        box.addWidget(self.nothing)
        for group in GROUPS:
            members = group_types(group)
            self._header(f"{_group_title(group)} ({len(members)})", group)
            for rule_type in members:
                self._entry("type", rule_type.type, rule_type.name, rule_type.description, group)
        self._header(f"{_group_title(TEMPLATES_GROUP)} ({len(TEMPLATES)})", TEMPLATES_GROUP)
        for template in TEMPLATES:
            self._entry("template", template.key, template.name, template.description, TEMPLATES_GROUP)
        for widget in (self.filter, self.list):
            widget.installEventFilter(self)
        self.apply_filter("")

    def _header(self, text: str, group: str) -> None:
        item = QListWidgetItem(text)
        item.setData(KIND_ROLE, "header")
        item.setData(KEY_ROLE, group)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        self.list.addItem(item)

    def _entry(self, kind: str, key: str, name: str, description: str, group: str) -> None:
        item = QListWidgetItem(name)
        item.setData(KIND_ROLE, kind)
        item.setData(KEY_ROLE, key)
        item.setData(DESC_ROLE, description)
        item.setData(Qt.ItemDataRole.ToolTipRole, description)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{name}: {description}")
        item.setData(Qt.ItemDataRole.UserRole + 3, group)
        self.list.addItem(item)

    def entries(self) -> list[QListWidgetItem]:
        return [self.list.item(i) for i in range(self.list.count())
                if self.list.item(i).data(KIND_ROLE) != "header"]

    def visible_entries(self) -> list[QListWidgetItem]:
        return [item for item in self.entries() if not item.isHidden()]

    def apply_filter(self, text: str) -> None:
        """Show the entries holding every typed word, count them in their group titles, and highlight
        the best match (so Enter adds what was typed, not the entry highlighted before)."""
        words = text.lower().split()
        counts: dict[str, int] = {}
        for item in self.entries():
            haystack = f"{item.text()} {item.data(DESC_ROLE)} {item.data(KEY_ROLE)}".lower()
            hidden = not all(word in haystack for word in words)
            item.setHidden(hidden)
            if not hidden:
                group = item.data(Qt.ItemDataRole.UserRole + 3)
                counts[group] = counts.get(group, 0) + 1
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(KIND_ROLE) == "header":
                group = item.data(KEY_ROLE)
                item.setHidden(group not in counts)
                item.setText(f"{_group_title(group)} ({counts.get(group, 0)})")
        visible = self.visible_entries()
        self.nothing.setVisible(not visible)
        current = self.list.currentItem()
        if visible and words:
            best = min(visible, key=lambda entry: _match_rank(entry, " ".join(words)))
            self.list.setCurrentItem(best)
            self.list.scrollToItem(best)
        elif visible and (current is None or current.isHidden() or current.data(KIND_ROLE) == "header"):
            self.list.setCurrentItem(visible[0])
        elif not visible:
            self.list.setCurrentItem(None)  # type: ignore[arg-type,call-overload]

    def open(self) -> None:
        self.filter.clear()
        self.apply_filter("")
        self.filter.setFocus(Qt.FocusReason.OtherFocusReason)

    def step(self, step: int) -> None:
        visible = self.visible_entries()
        if not visible:
            return
        current = self.list.currentItem()
        n = visible.index(current) if current in visible else -1
        self.list.setCurrentItem(visible[max(0, min(len(visible) - 1, n + step))])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress:
            key = event.key()  # type: ignore[attr-defined]
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                self.step(1 if key == Qt.Key.Key_Down else -1)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                current = self.list.currentItem()
                if current is not None and not current.isHidden():
                    self._activated(current)
                return True
            if key == Qt.Key.Key_Escape:
                self.cancelled.emit()
                return True
        return super().eventFilter(watched, event)

    def _activated(self, item: QListWidgetItem) -> None:
        kind = item.data(KIND_ROLE)
        if kind in ("type", "template"):
            self.chosen.emit(kind, item.data(KEY_ROLE))


def _match_rank(item: QListWidgetItem, text: str) -> int:
    """How well an entry matches the typed text (lower is better): the name itself, then a name
    starting with it, holding it, holding every word; then the rule type's key; then only the
    description. `min` keeps list order among equals."""
    name = item.text().lower()
    words = text.split()
    if name == text:
        return 0
    if name.startswith(text):
        return 1
    if text in name:
        return 2
    if all(word in name for word in words):
        return 3
    if text.replace(" ", "") in str(item.data(KEY_ROLE)).lower():
        return 4
    return 5
