"""The header's conditions: one chip per condition ("Slowed · ends after your next turn", its description as
the tooltip), implied ones drawn dashed and without a remove button, and the picker with the Nimble list
(character.md §12). What they say comes from views/turn_state.py; every change is a `condition` step through
the runner, so one undo step each."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QFont, QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QSizePolicy, QToolButton, QWidget

from ...engine import steps
from ...views.turn_state import ConditionChip, PickerEntry, condition_chips, picker_entries
from ..theme import colors
from .flow_layout import FlowLayout


class Chip(QFrame):
    """One condition: its words and timer, and a × that turns it off (none on an implied one)."""

    removeRequested = Signal(str)

    def __init__(self, chip: ConditionChip, parent: QWidget | None = None):
        super().__init__(parent)
        self.chip = chip
        self.setObjectName("conditionChip")
        self.setToolTip(chip.tooltip)
        self.setAccessibleName(f"Condition {chip.text}" + (" (implied)" if chip.implied else ""))
        border = "dashed" if chip.implied else "solid"
        edge = colors().muted.name() if chip.implied else "palette(highlight)"
        self.setStyleSheet(f"QFrame#conditionChip {{ border: 1px {border} {edge}; border-radius: 10px; }}")
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 1, 2 if not chip.implied else 8, 1)
        row.setSpacing(2)
        self.label = QLabel(chip.text)
        if chip.implied:
            font = QFont(self.label.font())
            font.setItalic(True)
            self.label.setFont(font)
            self.label.setText(f"{chip.words} (implied)")
        self.label.setMinimumHeight(self.label.fontMetrics().height() + 8)  # as tall as the × beside it
        row.addWidget(self.label)
        self.remove: QToolButton | None = None
        if not chip.implied:
            self.remove = QToolButton()
            self.remove.setText("×")
            self.remove.setAutoRaise(True)
            self.remove.setAccessibleName(f"Remove {chip.words}")
            self.remove.setToolTip(f"Remove {chip.words}")
            self.remove.clicked.connect(lambda: self.removeRequested.emit(chip.name))
            self.remove.installEventFilter(self)
            row.addWidget(self.remove)

    def eventFilter(self, watched: Any, event: Any) -> bool:
        # Delete or Backspace on the focused × removes it too (Tab reaches it, Space presses it); the key is
        # taken here, before the window's Delete (which deletes the current item) sees it as its shortcut.
        if isinstance(event, QKeyEvent) and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            if event.type() == QEvent.Type.ShortcutOverride:
                event.accept()
                return True
            if event.type() == QEvent.Type.KeyPress:
                self.removeRequested.emit(self.chip.name)
                return True
        return super().eventFilter(watched, event)


class ConditionsBar(QWidget):
    """The chips and the picker; `apply` is the runner's."""

    def __init__(self, apply: Callable[[dict[str, Any]], Any], parent: QWidget | None = None):
        super().__init__(parent)
        self._apply = apply
        self.chips: dict[str, Chip] = {}
        self._shown: list[ConditionChip] = []
        self.row = FlowLayout(self)  # many conditions wrap onto a second line, never widen the window
        self.none = QLabel("none")
        self.none.setStyleSheet(f"color: {colors().muted.name()};")
        self.row.addWidget(self.none)
        self.picker_button = QPushButton("Add condition…")
        self.picker_button.setObjectName("conditionPicker")
        self.picker_button.setAccessibleName("Add a condition")
        self.picker_button.setToolTip("Turn a Nimble condition on or off (Prone, Dazed, Slowed…); one undo step each")
        self.picker = QMenu(self.picker_button)
        self.picker.setToolTipsVisible(True)
        metrics = self.picker.fontMetrics()  # room for the longest name and a reason or timer beside it
        self.picker.setMinimumWidth(metrics.horizontalAdvance("Incapacitated")
                                    + metrics.horizontalAdvance("ends after your next turn") + 48)
        self.picker.aboutToShow.connect(self._fill_picker)
        self.picker_button.setMenu(self.picker)
        self.row.addWidget(self.picker_button)
        self.none.setFixedHeight(self.picker_button.sizeHint().height())  # on the button's line, centred
        self._char: Any = None
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def show_character(self, char: Any) -> None:
        self._char = char
        found = condition_chips(char)
        if found == self._shown:
            return
        self._shown = found
        for chip in self.chips.values():
            self.row.removeWidget(chip)
            chip.hide()  # at once: deleteLater waits for the event loop
            chip.deleteLater()
        self.chips = {}
        for at, entry in enumerate(found):
            chip = Chip(entry, self)
            chip.removeRequested.connect(self.remove)
            self.row.insertWidget(at, chip)
            self.chips[entry.name] = chip
        self.none.setVisible(not found)

    def remove(self, name: str) -> None:
        self._apply(steps.Condition(name=name, on=False).step())

    def pick(self, name: str, on: bool = True) -> None:
        self._apply(steps.Condition(name=name, on=on).step())

    def _fill_picker(self) -> None:
        self.picker.clear()
        if self._char is None:
            return
        for entry in picker_entries(self._char):
            self.picker.addAction(self._entry_action(entry))

    def _entry_action(self, entry: PickerEntry) -> QAction:
        text = entry.words + (f"\t{entry.note}" if entry.note else "")  # the reason or timer on the right
        action = QAction(text, self.picker)
        action.setObjectName(f"condition-{entry.name}")
        action.setCheckable(True)
        action.setChecked(entry.on)
        action.setToolTip(entry.description + ("\nOn: choose it again to turn it off." if entry.on else ""))
        # An immune one stays in the list: choosing it says why it is refused, in the game's words.
        action.triggered.connect(lambda _checked=False, e=entry: self.pick(e.name, not e.on))
        return action
