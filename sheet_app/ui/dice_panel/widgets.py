"""The dice panel's pieces: dice drawn as dice in a tray, and one card per consumer."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...i18n import Dice
from ...views.dice_picks import EFFECT_TYPE_NAMES, ConsumerInfo
from ...views.formula_words import formula_words
from ..dice import paint_die, paint_focus_ring
from ..theme import colors

DIE_SIZE = 50
PER_ROW = 10


class DieButton(QAbstractButton):
    """One die of the pool: drawn as a die, checked while picked, numbered for the keyboard."""

    moved = Signal(int)  # focus this many dice along (-1 / +1, or a large number for Home / End)
    keyPressedOn = Signal(str)  # "delete", "reroll", "up", "down": edit keys on the focused die
    focusGained = Signal()

    def __init__(self, index: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.index = index
        self.die = "d4"
        self.face = 1
        self.top = 4
        self.pickable = True
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(DIE_SIZE + 8, DIE_SIZE + 20)

    def show_die(self, label: str, die: str, face: int, top: int, *, picked: bool, pickable: bool, why: str) -> None:
        """Set what this die shows; `why` explains (on hover) why it cannot be picked."""
        self.die, self.face, self.top, self.pickable = die, face, top, pickable
        self.setChecked(picked)
        number = self.index + 1
        self.setAccessibleName(Dice.tr("{pool} die {number}: {face} of {top}").format(
            pool=label, number=number, face=face, top=top))
        tip = Dice.tr("Die {number}: {face} of {top}").format(number=number, face=face, top=top)
        if why:
            tip += f"\n{why}"
        elif self.index < 9:
            tip += "\n" + (Dice.tr("Click or press {number} to unpick it") if picked
                           else Dice.tr("Click or press {number} to pick it")).format(number=number)
        self.setToolTip(tip)
        self.setAccessibleDescription(why or (Dice.tr("picked", "a die picked to spend") if picked else ""))
        self.update()

    def nextCheckState(self) -> None:
        # The panel decides what a click picks (caps, eviction); it sets the checked state back.
        pass

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focusGained.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        steps: dict[int, int] = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -PER_ROW, Qt.Key.Key_Right: 1,
                                 Qt.Key.Key_Down: PER_ROW, Qt.Key.Key_Home: -10_000, Qt.Key.Key_End: 10_000}
        edits: dict[int, str] = {Qt.Key.Key_Delete: "delete", Qt.Key.Key_Backspace: "delete", Qt.Key.Key_R: "reroll",
                 Qt.Key.Key_Plus: "up", Qt.Key.Key_Equal: "up", Qt.Key.Key_Minus: "down"}
        plain = not (event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier))
        if key in steps and plain:
            self.moved.emit(steps[key])
        elif key in edits and plain:
            self.keyPressedOn.emit(edits[key])
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Select):
            super().keyPressEvent(event)
        else:
            event.ignore()  # digits, Enter, Escape, Ctrl+A go to the panel

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(4, 3, DIE_SIZE, DIE_SIZE)
        if self.isChecked():
            glow = QColor(colors().die_picked)
            glow.setAlphaF(0.18)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawRoundedRect(rect.adjusted(-3, -2, 3, 2), 8, 8)
        paint_die(painter, rect, self.die, self.face, top=self.face >= self.top, picked=self.isChecked(),
                  enabled=self.isEnabled() and self.pickable, focused=self.hasFocus())
        font = QFont(self.font())
        font.setPixelSize(11)
        font.setBold(self.isChecked())
        painter.setFont(font)
        painter.setPen(colors().die_picked if self.isChecked() else colors().muted)
        number = str(self.index + 1)
        mark = "✓ " + number if self.isChecked() else number
        painter.drawText(QRectF(0, DIE_SIZE + 4, self.width(), 14), int(Qt.AlignmentFlag.AlignCenter), mark)
        painter.end()


class DiceTray(QWidget):
    """The pool's dice in rows of ten; keeps one DieButton per die and reuses them."""

    toggled = Signal(int)
    focused = Signal(int)
    editKey = Signal(int, str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.buttons: list[DieButton] = []
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(6)
        self._grid.setVerticalSpacing(4)
        self._grid.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def set_count(self, count: int) -> None:
        while len(self.buttons) < count:
            button = DieButton(len(self.buttons), self)
            index = button.index
            button.clicked.connect(lambda _=False, i=index: self.toggled.emit(i))
            button.moved.connect(lambda step, i=index: self._step(i, step))
            button.keyPressedOn.connect(lambda what, i=index: self.editKey.emit(i, what))
            button.focusGained.connect(lambda i=index: self._focused(i))
            self._grid.addWidget(button, index // PER_ROW, index % PER_ROW)
            button.show()  # now, not when the layout gets round to it: a new die may take the focus at once
            self.buttons.append(button)
        while len(self.buttons) > count:
            button = self.buttons.pop()
            self._grid.removeWidget(button)
            button.hide()
            button.deleteLater()

    def move_focus(self, index: int) -> None:
        if self.buttons:
            self.tab_stop(index)
            self.buttons[max(0, min(len(self.buttons) - 1, index))].setFocus(Qt.FocusReason.TabFocusReason)

    def tab_stop(self, index: int) -> None:
        """Only one die is a Tab stop (the focused one): Tab leaves the tray, arrows move inside it."""
        index = max(0, min(len(self.buttons) - 1, index))
        for button in self.buttons:
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus if button.index == index else Qt.FocusPolicy.ClickFocus)

    def _focused(self, index: int) -> None:
        self.tab_stop(index)
        self.focused.emit(index)

    def _step(self, index: int, step: int) -> None:
        # Up / Down move a row when there are rows; in a single row they act like Left / Right.
        if abs(step) == PER_ROW and len(self.buttons) <= PER_ROW:
            step = step // PER_ROW
        self.move_focus(index + step)



def result_label(name: str) -> QLabel:
    """The bold, slightly larger line that says what a choice will do ("2 × 7 = 14 extra damage"):
    the dice panel's preview, an attack offer's and the Attacked dialog's outcome."""
    label = QLabel()
    label.setWordWrap(True)
    font = QFont(label.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.15)
    label.setFont(font)
    label.setAccessibleName(name)
    return label


def _radio_style() -> str:
    """A radio ring drawn in the theme's die colours (Fusion's own ring all but vanishes on dark cards)."""
    c = colors()
    edge, accent = c.die_edge.name(), c.die_picked.name()
    return (f"QRadioButton::indicator {{ width: 12px; height: 12px; border-radius: 7px; border: 1px solid {edge}; }}"
            f"QRadioButton::indicator:checked {{ border: 1px solid {accent}; background: qradialgradient("
            f"cx:0.5, cy:0.5, radius:0.5, fx:0.5, fy:0.5, stop:0 {accent}, stop:0.5 {accent}, "
            f"stop:0.6 transparent, stop:1 transparent); }}"
            f"QRadioButton::indicator:disabled {{ border: 1px solid {c.muted.name()}; }}")


class _CardRadio(QRadioButton):
    """A card's radio that leaves every radio of its group a Tab stop: Qt takes Tab focus away from
    a group's other buttons whenever one takes the focus or is checked."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.tab_stops()

    def tab_stops(self) -> None:
        group = self.group()
        for button in group.buttons() if group is not None else [self]:
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def formula_label(info: ConsumerInfo) -> QLabel:
    """A consumer's effect in the game's words ("(STR + DEX) × dice spent"); hover for it as written, and
    for where each appended part comes from."""
    label = QLabel(formula_words(info.formula) or Dice.tr("no effect formula: the picked dice are only removed"))
    label.setObjectName("formula")
    label.setContentsMargins(22, 0, 0, 0)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if info.formula:
        label.setToolTip("\n".join([Dice.tr("Effect formula: {formula}").format(formula=info.formula),
                                     *(Dice.tr("+ ({formula}) from {source}").format(formula=text, source=source)
                                       for text, source in info.appends)]))
    return label


class ConsumerCard(QFrame):
    """One feature that spends the pool: a radio title, its effect formula, effect type and outcome.

    Every card is a Tab stop (not only the chosen one, as Qt's radio groups have it), ↑ ↓ (← →) ask to
    move the focus to the card before or after (`step`) without choosing it, Space chooses; the card
    with the focus draws a ring."""

    chosen = Signal()
    step = Signal(int)

    def __init__(self, info: ConsumerInfo, parent: QWidget | None = None):
        super().__init__(parent)
        self.info = info
        self.setObjectName("consumerCard")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.radio = _CardRadio(info.title)
        font = QFont(self.radio.font())
        font.setBold(True)
        self.radio.setFont(font)
        self.radio.toggled.connect(self._on_toggled)
        self.radio.setStyleSheet(_radio_style())
        self.radio.installEventFilter(self)
        self.kind = QLabel(Dice.tr("Extra damage") if info.card_offer and info.outcome == "consume" else
                           EFFECT_TYPE_NAMES.get(info.effect_type, info.effect_type)
                           if info.outcome == "consume" else Dice.tr("Maximize"))
        self.kind.setStyleSheet(f"color: {colors().muted.name()};")
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.radio)
        top.addStretch(1)
        top.addWidget(self.kind)
        body = QVBoxLayout(self)
        body.setContentsMargins(10, 8, 10, 8)
        body.setSpacing(2)
        body.addLayout(top)
        if info.subtitle:
            sub = QLabel(info.subtitle)
            sub.setStyleSheet(f"color: {colors().muted.name()};")
            sub.setContentsMargins(22, 0, 0, 0)
            body.addWidget(sub)
        if info.outcome == "consume":
            formula = formula_label(info)
            formula.setWordWrap(True)
            body.addWidget(formula)
        self.rule = QLabel(info.rule_text())
        self.rule.setContentsMargins(22, 0, 0, 0)
        body.addWidget(self.rule)
        self.blocked: QLabel | None = None
        if info.blocked:
            self.blocked = QLabel(info.blocked)
            self.blocked.setObjectName("blocked")
            self.blocked.setContentsMargins(22, 0, 0, 0)
            self.blocked.setWordWrap(True)
            # Stated in words and in the warning colour: a greyed card alone would not say why.
            self.blocked.setStyleSheet(f"color: {colors().low.name()}; font-weight: bold;")
            body.addWidget(self.blocked)
        blocked = Dice.tr(", not now: {reason}").format(reason=info.blocked) if info.blocked else ""
        self.radio.setAccessibleName(f"{info.title}: {self.kind.text()}, {info.rule_text()}{blocked}")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def _on_toggled(self, on: bool) -> None:
        self.update()
        if on:
            self.chosen.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.radio:
            if event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
                self.update()  # the ring
            elif event.type() == QEvent.Type.KeyPress and not event.modifiers() & (  # type: ignore[attr-defined]
                    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
                key = event.key()  # type: ignore[attr-defined]
                if key in (Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_Right):
                    self.step.emit(-1 if key in (Qt.Key.Key_Up, Qt.Key.Key_Left) else 1)
                    return True
        return super().eventFilter(watched, event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.isEnabled() and event.button() == Qt.MouseButton.LeftButton:
            self.radio.setChecked(True)
            self.radio.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        selected = self.radio.isChecked()
        palette = self.palette()
        painter.setBrush(palette.color(QPalette.ColorRole.AlternateBase if selected else QPalette.ColorRole.Base))
        edge = colors().die_picked if selected else palette.color(QPalette.ColorRole.Mid)
        painter.setPen(QPen(edge, 2.0 if selected else 1.0))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 6, 6)
        if self.radio.hasFocus():
            paint_focus_ring(painter, QRectF(self.rect()).adjusted(3.5, 3.5, -3.5, -3.5), palette, 4)
        painter.end()
