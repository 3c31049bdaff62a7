"""The board's Condition… dialog: the GM applies a condition to one card's character, or removes one, with a
timer in turns or the condition's own (character.md §12.2-§12.3). It emits the `condition` step, which the
board sends as a `condition` request; the player's app applies it once, undoable there, and tells the board
when it is refused (immune). The conditions are the Nimble list, each with what it does, those the character
has marked so."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import steps
from ...engine.vocab import condition_words
from ...i18n import Board
from ...table.protocol import CONDITION_NAMES
from ...views.condition_words import MOST_TIMER, hint, own_timer_words


class ConditionDialog(QDialog):
    """Apply or remove one condition; `chosen` carries the `condition` step."""

    chosen = Signal(dict)

    def __init__(self, title: str, held: set[str], parent: QWidget | None = None,
                 outcome: Callable[[dict[str, Any]], str] | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self._outcome = outcome
        form = QFormLayout()
        self.condition = QComboBox()
        self.condition.setAccessibleName(Board.tr("Condition"))
        for name in CONDITION_NAMES:
            if name == "concentration":
                continue  # listed once, as the state it is stored as
            shown = (Board.tr("{condition} (has it)").format(condition=condition_words(name)) if name in held
                     else condition_words(name))
            self.condition.addItem(shown, name)
            self.condition.setItemData(self.condition.count() - 1, hint(name), Qt.ItemDataRole.ToolTipRole)
        form.addRow(Board.tr("&Condition"), self.condition)
        self.what = QLabel()
        self.what.setWordWrap(True)
        self.what.setObjectName("muted")
        form.addRow("", self.what)
        self.apply_it = QRadioButton(Board.tr("&Apply it"))
        self.apply_it.setObjectName("applyCondition")
        self.remove_it = QRadioButton(Board.tr("&Remove it"))
        self.remove_it.setObjectName("removeCondition")
        self.apply_it.setChecked(True)
        form.addRow("", self.apply_it)
        form.addRow("", self.remove_it)
        self.turns = QSpinBox()
        self.turns.setRange(0, MOST_TIMER)
        self.turns.setSpecialValueText(Board.tr("its own timer"))
        self.turns.setSuffix(Board.tr(" turns", "after a number of turns in a spin box"))
        self.turns.setAccessibleName(Board.tr("For how many of their turns (0: the condition's own timer)"))
        form.addRow(Board.tr("&For"), self.turns)
        self.timer = QLabel()
        self.timer.setWordWrap(True)
        self.timer.setObjectName("muted")
        form.addRow("", self.timer)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.outcome.setAccessibleName(Board.tr("Outcome"))
        self.outcome.setMinimumHeight(self.outcome.fontMetrics().lineSpacing() * 2 + 4)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.outcome)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(Board.tr("Send"))
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(440)
        for signal in (self.condition.currentIndexChanged, self.apply_it.toggled, self.turns.valueChanged):
            signal.connect(self._show)
        self._show()
        self.condition.setFocus()

    def step(self) -> dict[str, Any]:
        """The `condition` step the dialog asks for."""
        name = str(self.condition.currentData())
        on = self.apply_it.isChecked()
        turns = self.turns.value() if on and self.turns.value() else None
        return steps.Condition(name=name, on=on, turnEnds=turns).step()

    def _show(self, *_: Any) -> None:
        name = str(self.condition.currentData())
        said = hint(name)
        self.what.setText(said[:1].upper() + said[1:])
        on = self.apply_it.isChecked()
        self.turns.setEnabled(on)
        turns = self.turns.value()
        if not on:
            self.timer.setText(Board.tr("Removed at once, its timer with it."))
        elif turns:
            self.timer.setText(Board.tr("Ends after %n of their turns (each End turn counts one); the encounter's "
                                        "end clears it.", "", turns))
        else:
            self.timer.setText(own_timer_words(name)[:1].upper() + own_timer_words(name)[1:] + ".")
        if self._outcome is not None:
            self.outcome.setText(self._outcome(self.step()))

    def _ok(self) -> None:
        self.accept()
        self.chosen.emit(self.step())
