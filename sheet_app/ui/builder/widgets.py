"""Small widgets the builder's cards share: text boxes that leave Ctrl+Z to the window, drop-downs
whose entries carry a one-line hint, message labels coloured by severity."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontDatabase, QKeyEvent, QKeySequence, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...i18n import Builder
from ..theme import colors, is_dark

HINT_ROLE = Qt.ItemDataRole.UserRole + 1
VALUE_ROLE = Qt.ItemDataRole.UserRole
INVALID: Any = object()  # the data of the "⚠ value (not valid)" entry
LABEL_WIDTH = 170  # a card's label column: the same on every card (and its Advanced), so fields line up


def undo_key(event: Any) -> str:
    """"undo" / "redo" when the key press is one of those shortcuts, else ""."""
    key, mods = event.key(), event.modifiers()
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    if event.matches(QKeySequence.StandardKey.Redo) or (key == Qt.Key.Key_Z and mods == ctrl | shift) \
            or (key == Qt.Key.Key_Y and mods == ctrl):
        return "redo"
    if event.matches(QKeySequence.StandardKey.Undo) or (key == Qt.Key.Key_Z and mods == ctrl):
        return "undo"
    return ""


class Line(QLineEdit):
    """A line edit whose Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y undo the builder's edits, not its own text.

    QLineEdit claims those keys for its private undo; the key press is passed on to the window's
    undo instead (a keyPressEvent override costs nothing on the other events a box receives)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        action = undo_key(event)
        target = self.window()
        if action and hasattr(target, action):
            getattr(target, action)()
            return
        super().keyPressEvent(event)

    def set_text_keep_cursor(self, text: str) -> None:
        """Replace the text (no signals) keeping the cursor where it was, as far as possible."""
        if self.text() == text:
            return
        pos = self.cursorPosition()
        self.blockSignals(True)
        self.setText(text)
        self.setCursorPosition(min(pos, len(text)))
        self.blockSignals(False)


class JsonEdit(QPlainTextEdit):
    """The raw-JSON box: monospace; Tab moves focus (keyboard users must be able to leave it);
    Ctrl+Enter asks to apply the text."""

    applyRequested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFont(mono_font())
        self.setTabChangesFocus(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)

    @staticmethod
    def _is_apply(event: Any) -> bool:
        return (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self._is_apply(event) and not self.isReadOnly():
            event.accept()  # ours, not the window's OK
            return True
        return super().event(event)

    def keyPressEvent(self, event: Any) -> None:
        if self._is_apply(event) and not self.isReadOnly():
            self.applyRequested.emit()
            return
        super().keyPressEvent(event)


class Pages(QWidget):
    """Like QStackedWidget, but only the page shown takes space (a short form stays short)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._pages: list[QWidget] = []
        self._current = 0

    def addWidget(self, page: QWidget) -> None:
        self._box.addWidget(page)  # parent first: showing a parentless widget opens a window
        page.setVisible(not self._pages)
        self._pages.append(page)

    def setCurrentIndex(self, index: int) -> None:
        self._current = index
        for n, page in enumerate(self._pages):
            page.setVisible(n == index)

    def currentIndex(self) -> int:
        return self._current


def mono_font() -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    return font


def button(text: str, tip: str = "", name: str = "") -> QPushButton:
    """A push button that never becomes the dialog's default (Enter must not press OK)."""
    btn = QPushButton(text)
    btn.setAutoDefault(False)
    btn.setDefault(False)
    if tip:
        btn.setToolTip(tip)
    btn.setAccessibleName(name or tip or text)
    return btn


def tool(text: str, tip: str, name: str = "", checkable: bool = False) -> QToolButton:
    btn = QToolButton()
    btn.setText(text)
    btn.setToolTip(tip)
    btn.setAccessibleName(name or tip)
    btn.setCheckable(checkable)
    btn.setAutoRaise(True)
    btn.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    return btn


class ElidedLabel(QLabel):
    """One line that ends in "…" when the window is too narrow for it (the tooltip holds it all)."""

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self._full = ""
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self._full = text
        self.setToolTip(text)
        self._fit()

    def text(self) -> str:
        return self._full

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(self.width(), 20))
        super().setText(shown if self.width() > 0 else self._full)


def muted_label(text: str = "", wrap: bool = False, clip: bool = False) -> QLabel:
    """Grey help text. One line by default: word-wrapped labels make every layout pass measure text
    at many widths, which is what made a window of 30 cards slow to build. `clip`: a long line
    ends in "…" in a narrow window instead of widening it (its tooltip holds the whole text)."""
    label = ElidedLabel(text) if clip else QLabel(text)
    label.setWordWrap(wrap)
    if clip:
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    pal = label.palette()
    pal.setColor(QPalette.ColorRole.WindowText, colors().muted)
    label.setPalette(pal)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    return label


SEVERITY_MARK = {"error": "✗", "warning": "⚠", "ok": "✓", "info": ""}


def severity_color(severity: str) -> QColor:
    c = colors()
    return {"error": c.low, "warning": c.partial, "ok": c.full}.get(severity, c.muted)


class MessageLabel(QLabel):
    """Problems in words under a field: red for errors, amber for warnings; hidden when there are none."""

    def __init__(self, parent: QWidget | None = None, stand_in: QLabel | None = None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()
        self._shown: list[tuple[str, str]] = []
        # The field's hint line: a problem takes its place (the hint goes to the problem's tooltip), so a
        # warning appearing moves nothing below it (issue 32 item 4).
        self.stand_in = stand_in

    def show_messages(self, messages: Iterable[tuple[str, str]]) -> None:
        messages = list(dict.fromkeys(messages))
        if messages == self._shown:
            return
        self._shown = messages
        self.show_stand_in()
        if not messages:
            self.clear()
            self.hide()
            return
        worst = "error" if any(s == "error" for s, _ in messages) else messages[0][0]
        pal = self.palette()
        pal.setColor(QPalette.ColorRole.WindowText, severity_color(worst))
        self.setPalette(pal)
        self.setText("\n".join(f"{SEVERITY_MARK.get(s, '')} {m}".strip() for s, m in messages))
        self.show()

    def show_stand_in(self) -> None:
        """The hint shows while there is no problem to show in its place."""
        if self.stand_in is not None:
            self.stand_in.setVisible(bool(self.stand_in.text()) and not self._shown)
            self.setToolTip(self.stand_in.text() if self._shown else "")

    @property
    def messages(self) -> list[tuple[str, str]]:
        return list(self._shown)


class HintDelegate(QStyledItemDelegate):
    """Drop-down entries drawn as "Name   one-line hint" (the hints muted, in one column)."""

    def __init__(self, parent: QWidget | None = None, name_width: int = 0):
        super().__init__(parent)
        self.name_width = name_width

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        name, hint = opt.text, index.data(HINT_ROLE) or ""
        opt.text = ""
        style = opt.widget.style() if opt.widget else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        pal = opt.palette
        text_color = pal.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        rect = opt.rect.adjusted(8, 0, -8, 0)
        painter.save()
        painter.setPen(text_color)
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), name)
        if hint:
            used = max(opt.fontMetrics.horizontalAdvance(name) + 14, self.name_width)
            hint_rect = QRect(rect.left() + used, rect.top(), max(0, rect.width() - used), rect.height())
            painter.setPen(text_color if selected else colors().muted)
            elided = opt.fontMetrics.elidedText(hint, Qt.TextElideMode.ElideRight, hint_rect.width())
            painter.drawText(hint_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), elided)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        base = super().sizeHint(option, index)
        hint = index.data(HINT_ROLE) or ""
        width = max(option.fontMetrics.horizontalAdvance(str(index.data() or "")) + 14, self.name_width) + 16
        if hint:
            width += option.fontMetrics.horizontalAdvance(hint)
        return QSize(min(width, 640), max(base.height(), option.fontMetrics.height() + 8))


def same_value(a: Any, b: Any) -> bool:
    """Option values match only with the same type ("1" is not 1, False is not 0)."""
    return type(a) is type(b) and a == b


def reference_word(value: Any, name: str) -> str:
    """" (the reference's “refresh”)" when the rules reference calls a choice or field other than this
    window does ("Refill to max", "Empty"), so a GM reading the reference finds it; else ""."""
    if value is None or value == "" or not isinstance(value, str):
        return ""
    if value.lower().replace(" ", "") == name.lower().replace(" ", ""):
        return ""
    return Builder.tr(" (the reference's “{value}”)").format(value=value)


class EnumCombo(QComboBox):
    """A drop-down of (value, name, hint) options; a value outside them shows as "⚠ value (not valid)"."""

    def __init__(self, options: Iterable[tuple[Any, str, str]], parent: QWidget | None = None):
        super().__init__(parent)
        self.options = tuple(options)
        for value, name, hint in self.options:
            self.addItem(name)
            self.setItemData(self.count() - 1, value, VALUE_ROLE)
            self.setItemData(self.count() - 1, hint, HINT_ROLE)
            tip = f"{name}: {hint}" if hint else name
            self.setItemData(self.count() - 1, tip + reference_word(value, name), Qt.ItemDataRole.ToolTipRole)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self._invalid = False
        self._sized = False
        self._widest = 120

    def showPopup(self) -> None:
        if not self._sized:  # measured on first use: most drop-downs are never opened
            self._sized = True
            metrics = self.fontMetrics()
            names = max((metrics.horizontalAdvance(n) for _v, n, _h in self.options), default=60) + 18
            self.setItemDelegate(HintDelegate(self, names))
            self._widest = max((names + metrics.horizontalAdvance(h) + 40 for _v, _n, h in self.options),
                               default=120)
        # As wide as the hints need, but never past the window's right edge (long hints are elided).
        window = self.window()
        room = window.mapToGlobal(window.rect().topRight()).x() - self.mapToGlobal(self.rect().topLeft()).x() - 8
        self.view().setMinimumWidth(max(self.width(), min(self._widest, 640, room)))
        super().showPopup()

    def wheelEvent(self, event: Any) -> None:
        event.ignore()

    def set_value(self, value: Any) -> None:
        """Select the option holding `value` (no signals)."""
        self.blockSignals(True)
        if self._invalid:
            self.removeItem(0)
            self._invalid = False
        for n, (option, _name, _hint) in enumerate(self.options):
            if same_value(option, value):
                self.setCurrentIndex(n)
                break
        else:
            self.insertItem(0, Builder.tr("⚠ {value} (not valid)").format(value=repr(value)))
            self.setItemData(0, INVALID, VALUE_ROLE)
            self.setItemData(0, Builder.tr("not one of the choices; pick one to fix it"), HINT_ROLE)
            self._invalid = True
            self.setCurrentIndex(0)
        self.blockSignals(False)

    def value_at(self, index: int) -> Any:
        return self.itemData(index, VALUE_ROLE)

    def current_hint(self) -> str:
        name = self.currentText()
        hint = self.itemData(self.currentIndex(), HINT_ROLE) or ""
        value = self.itemData(self.currentIndex(), VALUE_ROLE)
        return (f"{name}: {hint}" if hint else name) + reference_word(value if value is not INVALID else None, name)


class Panel(QFrame):
    """A rounded box drawn by hand (cheaper than a style sheet, which re-polishes every child):
    "card" (a rule), "row" (a refill entry) or "group" (a condition group, with an accent edge)."""

    def __init__(self, kind: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.panel_kind = kind

    def paintEvent(self, event: Any) -> None:
        if self.panel_kind == "plain":
            return
        pal = self.palette()
        dark = is_dark()
        if self.panel_kind == "card":
            fill = pal.color(QPalette.ColorRole.AlternateBase if dark else QPalette.ColorRole.Base)
        elif self.panel_kind == "row":
            fill = pal.color(QPalette.ColorRole.Window if dark else QPalette.ColorRole.AlternateBase)
        else:
            fill = None
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        radius = 6.0 if self.panel_kind == "card" else 4.0
        painter.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1.0))
        painter.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, radius, radius)
        if self.panel_kind == "group":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(pal.color(QPalette.ColorRole.Highlight))
            painter.drawRoundedRect(QRectF(rect.left(), rect.top(), 3.0, rect.height()), 1.5, 1.5)


class Badge(QLabel):
    """The rule type as a coloured pill with white text."""

    def __init__(self, text: str, color: str, parent: QWidget | None = None):
        super().__init__(text, parent)
        self.color = QColor(color)
        font = self.font()
        font.setBold(True)
        self.setFont(font)
        self.setContentsMargins(9, 2, 9, 2)

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.color)
        radius = rect.height() / 2
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter), self.text())


def pool_kind_word(kind: str) -> str:
    """A pool's kind in words ("dice", "charge"), as in "a dice pool"."""
    if kind == "dice":
        return Builder.tr("dice", "a pool's kind: a dice pool")
    if kind == "charge":
        return Builder.tr("charge", "a pool's kind: a charge pool")
    return kind


def retab_later(widget: QWidget) -> None:
    """Ask the builder window to put the tab order back in screen order (widgets were added)."""
    window = widget.window()
    if hasattr(window, "schedule_retab"):
        window.schedule_retab(widget)
