"""The sheet header's small widgets: a number box that reports a finished value once, the captions,
a state toggle's look, and the question before a toggle with a `confirmEndPrompt` ends (engine.md §6)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QMessageBox, QPushButton, QSizePolicy, QSpinBox, QWidget

from ...engine.document import NUMBER_LIMIT
from ...engine.pools import PoolView
from ...i18n import Sheet
from ..theme import colors

ALARM_STATES = ("dying", "dead", "unconscious")


class CommitSpinBox(QSpinBox):
    """A spin box that reports a finished value once: on Enter, focus out or an arrow step."""

    committed = Signal(int)

    def __init__(self, low: int, high: int, parent: QWidget | None = None, *, digits: int = 3):
        super().__init__(parent)
        # The range is what the engine accepts, so showing a value never clamps it; the width is for
        # `digits` digits, which is what play needs (longer numbers still fit, scrolled).
        self.setRange(max(low, -NUMBER_LIMIT), min(high, NUMBER_LIMIT))
        self.digits = digits
        self.setKeyboardTracking(False)
        self.setButtonSymbols(QSpinBox.ButtonSymbols.PlusMinus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)  # numbers do not stretch
        self._shown = 0
        self.editingFinished.connect(self._finish)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        widest = max(metrics.horizontalAdvance(str(self.minimum())), metrics.horizontalAdvance(str(self.maximum())))
        return QSize(hint.width() - widest + metrics.horizontalAdvance("9" * self.digits), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def show_value(self, value: int) -> None:
        """Show a value from the engine without reporting it back."""
        self.blockSignals(True)
        self.setValue(value)
        self.blockSignals(False)
        self._shown = self.value()  # what is shown: leaving the box unchanged never writes anything

    def stepBy(self, steps: int) -> None:
        super().stepBy(steps)
        self._finish()

    def event(self, event: QEvent) -> bool:
        """Once what is typed is committed (Enter, an arrow step), Undo and Redo are the sheet's, not the
        box's own text undo: Ctrl+Z right after Enter takes the change back, as everywhere else."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and self.settled() and (
                event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo)
                or QKeySequence(event.keyCombination()) == QKeySequence("Ctrl+Shift+Z")):
            event.ignore()  # not taken here: the window's shortcut runs
            return True
        return super().event(event)

    def settled(self) -> bool:
        """Nothing typed since the last commit: the box shows the value the sheet has."""
        return self.cleanText() == self.textFromValue(self._shown)

    def _finish(self) -> None:
        if self.value() != self._shown:
            self._shown = self.value()
            self.committed.emit(self.value())





def style_state_button(button: QPushButton, name: str) -> None:
    """A state toggle: filled (the theme's highlight, or its alarm red for dying and dead) when on. The
    on state's bold text and padding are in its width from the start, so a toggle already on when
    the sheet opens is not clipped."""
    fill = colors().bloodied.name() if name in ALARM_STATES else "palette(highlight)"
    button.setStyleSheet(f"QPushButton:checked {{ background: {fill}; color: #ffffff; font-weight: bold;"
                         " padding: 3px 10px; border-radius: 3px; }")
    bold = QFont(button.font())
    bold.setBold(True)
    button.setMinimumWidth(QFontMetrics(bold).horizontalAdvance(button.text()) + 2 * 10 + 8)


def caption(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.85)
    font.setBold(True)  # told apart by size and weight: a faint grey caption is hard to read
    label.setFont(font)
    return label


def ending_box(toggle: Any, name: str, prompt: str, pools: dict[str, PoolView],
               parent: QWidget) -> tuple[QMessageBox, QAbstractButton]:
    """"End your Rage?", with what ending it clears; window-modal, not yet open. Its End button too."""
    box = QMessageBox(QMessageBox.Icon.Question, Sheet.tr("End {toggle}?").format(toggle=toggle.name), prompt,
                      parent=parent)
    box.setInformativeText(end_details(toggle, pools))
    # A question, not a narrow column of words (the icon keeps its own size).
    box.setStyleSheet("QLabel#qt_msgbox_label, QLabel#qt_msgbox_informativelabel { min-width: 300px; }")
    end = box.addButton(Sheet.tr("End {toggle}").format(toggle=toggle.name), QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(Sheet.tr("Keep {state}").format(state=name), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    return box, end


def end_details(toggle: Any, pools: dict[str, PoolView]) -> str:
    """What ending the toggle will clear, in words ("Fury Dice will be emptied.")."""
    names = [pools[pid].label for pid in toggle.rule.clearPoolsOnEnd if pid in pools]
    conjunction = Sheet.tr(" and ", "between the last two names of a list: Rage and Frenzy")
    states = conjunction.join(state[:1].upper() + state[1:] for state in toggle.states)
    text = Sheet.tr("This turns {states} off.").format(states=states)
    if names:
        text += " " + Sheet.tr("{pools} will be emptied.").format(pools=conjunction.join(names))
    return text
