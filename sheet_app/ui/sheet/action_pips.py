"""The header's action tracker (character.md §13): the actions as pips (●●○, extra ones after a gap) that a
click or Space spends one of, and the four heroic reactions as buttons, greyed with the engine's reason.
What they say comes from views/turn_state.py; each click is one step through the runner (one undo step)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QWidget

from ...engine import steps
from ...engine.action_tracker import REACTION_WORDS, REACTIONS
from ...i18n import Sheet, translate
from ...views.turn_state import ActionPips, Preview, ReactionButton, action_pips, reaction_buttons
from ..theme import colors


class Pips(QWidget):
    """`current` of `max` actions as filled and hollow circles, `additional` as filled ones after a gap."""

    spendRequested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("actionPips")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.pips = ActionPips(3, 3, 0, False, "")
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def show_pips(self, pips: ActionPips) -> None:
        self.pips = pips
        self.setToolTip(pips.tooltip)
        name = Sheet.tr("Actions {current} of {most}").format(current=pips.current, most=pips.max)
        if pips.additional:
            name += Sheet.tr(" plus {extra} extra").format(extra=pips.additional)
        self.setAccessibleName(name + ("" if pips.tracked else Sheet.tr(", not tracked")))
        self.updateGeometry()
        self.update()

    def _diameter(self) -> int:
        return max(12, self.fontMetrics().height() - 2)

    def _count(self) -> int:
        return min(12, max(self.pips.max, self.pips.current)) + min(6, self.pips.additional)

    def sizeHint(self) -> QSize:
        d = self._diameter()
        gap = d // 2 if self.pips.additional else 0
        return QSize(max(1, self._count()) * (d + 4) + gap + 6, d + 8)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = self._diameter()
        c = colors()
        text = self.palette().color(QPalette.ColorRole.Text)
        fill = QColor(c.full) if self.pips.tracked else QColor(c.muted)
        edge = QColor(text) if self.pips.tracked else QColor(c.muted)
        x = 3.0
        y = (self.height() - d) / 2
        shown = min(12, max(self.pips.max, self.pips.current))
        for i in range(shown):
            painter.setPen(QPen(edge, 1.4))
            painter.setBrush(fill if i < self.pips.current else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(x, y, d, d))
            x += d + 4
        if self.pips.additional:
            x += d // 2
            painter.setPen(QPen(edge, 1.4))
            painter.setBrush(QColor(c.partial))
            for _ in range(min(6, self.pips.additional)):
                painter.drawEllipse(QRectF(x, y, d, d))
                x += d + 4
        if self.hasFocus():
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 1, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.spendRequested.emit()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.spendRequested.emit()
            return
        super().keyPressEvent(event)


class ActionTracker(QWidget):
    """The pips and the reactions' buttons; `apply` and `preview` are the runner's. Defend opens the
    Attacked dialog (`defendRequested`): its point is the damage it takes off."""

    defendRequested = Signal()

    def __init__(self, apply: Callable[[dict[str, Any]], Any], preview: Preview, parent: QWidget | None = None):
        super().__init__(parent)
        self._apply = apply
        self._preview = preview
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        self.pips = Pips()
        self.pips.spendRequested.connect(self.spend)
        row.addWidget(self.pips)
        row.addSpacing(10)
        self.reactions: dict[str, QPushButton] = {}
        self._shown: list[ReactionButton] = []
        for name in REACTIONS:
            words = translate("Engine", REACTION_WORDS[name])
            widget = QPushButton(words)
            widget.setObjectName(f"reaction-{name}")
            widget.setAccessibleName(Sheet.tr("Reaction {reaction}").format(reaction=words))
            widget.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            widget.clicked.connect(lambda _c=False, n=name: self.react(n))
            row.addWidget(widget)
            self.reactions[name] = widget

    def show_character(self, char: Any) -> None:
        self.pips.show_pips(action_pips(char))
        found = reaction_buttons(char, self._preview)
        if found == self._shown:
            return
        self._shown = found
        for button in found:
            widget = self.reactions[button.name]
            widget.setEnabled(button.available)
            widget.setToolTip(button.tooltip)

    def spend(self) -> None:
        self._apply(steps.SpendAction(count=1).step())

    def react(self, name: str) -> None:
        if name == "defend":
            self.defendRequested.emit()
            return
        self._apply(steps.Reaction(name=name).step())

