"""The header's conditions: one chip per condition ("Slowed · ends after your next turn", its description as
the tooltip), implied ones drawn dashed and without a remove button, and the picker with the Nimble list
(character.md §12) and, at its top, how long the condition picked lasts (§12.3: until removed, which is one
click, or a number of your turns, rounds or attacks). What they say comes from views/turn_state.py; every
change is a `condition` step through the runner, so one undo step each."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QAction, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
    QWidgetAction,
)

from ...engine import steps
from ...i18n import Sheet, translate
from ...views.condition_words import MOST_TIMER
from ...views.turn_state import (
    LENGTH_UNITS,
    UNIT_WORDS,
    UNTIL_REMOVED,
    ConditionChip,
    PickerEntry,
    condition_chips,
    length_timer,
    length_words,
    picker_entries,
)
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
        self.setAccessibleName(Sheet.tr("Condition {condition} (implied)").format(condition=chip.text) if chip.implied
                               else Sheet.tr("Condition {condition}").format(condition=chip.text))
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
            self.label.setText(Sheet.tr("{condition} (implied)").format(condition=chip.words))
        self.label.setMinimumHeight(self.label.fontMetrics().height() + 8)  # as tall as the × beside it
        row.addWidget(self.label)
        self.remove: QToolButton | None = None
        if not chip.implied:
            self.remove = QToolButton()
            self.remove.setText("×")
            self.remove.setAutoRaise(True)
            self.remove.setAccessibleName(Sheet.tr("Remove {condition}").format(condition=chip.words))
            self.remove.setToolTip(self.remove.accessibleName())
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


class LengthRow(QWidget):
    """The picker's first line: "Lasts [until removed] [turns]", and what that will say on the chip. It is
    new each time the picker opens, so the common case (until removed) stays one click. Keys: Down reaches
    it from the menu, Up/Down or digits set the count, Tab goes on to the unit and then to the conditions
    (Enter too), Shift+Tab back."""

    def __init__(self, own_turn: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.own_turn = own_turn
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 4, 10, 4)
        outer.setSpacing(2)
        row = QHBoxLayout()
        row.setSpacing(6)
        label = QLabel(Sheet.tr("&Lasts"))
        self.count = QSpinBox()
        self.count.setObjectName("conditionLength")
        self.count.setRange(0, MOST_TIMER)
        until_removed = translate("Views", UNTIL_REMOVED)
        self.count.setSpecialValueText(until_removed)
        self.count.setAccessibleName(Sheet.tr("How long the condition lasts"))
        self.count.setToolTip(Sheet.tr("0 (until removed) or how many of your turns, rounds or attacks; "
                                       "then choose the condition below"))
        self.count.setMinimumWidth(self.count.fontMetrics().horizontalAdvance(until_removed) + 40)
        label.setBuddy(self.count)
        self.unit = QComboBox()
        self.unit.setObjectName("conditionLengthUnit")
        self.unit.setAccessibleName(Sheet.tr("Counted in"))
        for at, (name, _kind, tip) in enumerate(LENGTH_UNITS):
            self.unit.addItem(UNIT_WORDS[name], name)  # its data, the unit's id, is what code reads
            self.unit.setItemData(at, translate("Views", tip), Qt.ItemDataRole.ToolTipRole)
        self.unit.setEnabled(False)
        row.addWidget(label)
        row.addWidget(self.count)
        row.addWidget(self.unit)
        row.addStretch(1)
        outer.addLayout(row)
        self.words = QLabel()
        self.words.setObjectName("conditionLengthWords")
        self.words.setStyleSheet(f"color: {colors().muted.name()};")
        self.words.setWordWrap(True)
        self.words.setToolTip(Sheet.tr("Slowed lasts to the end of your next turn and Despair to your next attack "
                                       "unless you give a length"))
        outer.addWidget(self.words)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the menu gives a line the keys only if it takes focus
        self.setFocusProxy(self.count)
        for widget in (self.count, self.unit):
            widget.installEventFilter(self)
        self.count.valueChanged.connect(self._changed)
        self.unit.currentIndexChanged.connect(self._changed)
        self._changed()

    def needed(self) -> int:
        """The width the line needs (the menu is made at least that wide)."""
        return super().minimumSizeHint().width()

    # A menu adds its right-hand column (the conditions' timers and reasons) to the width of a widget line:
    # the line asks for no width of its own, and the picker is made wide enough for it (`needed`).
    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(1, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(1, super().minimumSizeHint().height())

    def timer(self) -> dict[str, int] | None:
        return length_timer(self.count.value(), str(self.unit.currentData()))

    def _changed(self) -> None:
        self.unit.setEnabled(self.count.value() > 0)
        words = length_words(self.count.value(), str(self.unit.currentData()), self.own_turn)
        self.words.setText(words[:1].upper() + words[1:])
        self.count.setAccessibleDescription(self.words.text())

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002, N802 - Qt's names
        # Tab from the count goes to the unit (when there is one to choose); from the unit, or Shift+Tab
        # from the count, the menu takes it to the next or previous condition.
        at = self.focusWidget()  # (hasFocus needs an active window; the menu may be on its way)
        if next and at is self.count and self.unit.isEnabled():
            self.unit.setFocus(Qt.FocusReason.TabFocusReason)
            return True
        if not next and at is self.unit:
            self.count.setFocus(Qt.FocusReason.BacktabFocusReason)
            return True
        return super().focusNextPrevChild(next)

    def eventFilter(self, watched: Any, event: Any) -> bool:
        # Enter in the count or the unit goes on to the conditions, as Tab does; without this the menu
        # would take it as choosing this line, and close.
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress and \
                event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not \
                (watched is self.unit and self.unit.view().isVisible()):
            if watched is self.count:
                self.count.interpretText()
            parent = self.parentWidget()
            if isinstance(parent, QMenu):
                parent.focusNextPrevChild(True)
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
        self.none = QLabel(Sheet.tr("none", "no condition"))
        self.none.setStyleSheet(f"color: {colors().muted.name()};")
        self.row.addWidget(self.none)
        self.picker_button = QPushButton(Sheet.tr("Add condition…"))
        self.picker_button.setObjectName("conditionPicker")
        self.picker_button.setAccessibleName(Sheet.tr("Add a condition"))
        self.picker_button.setToolTip(Sheet.tr("Turn a Nimble condition on or off (Prone, Dazed, Slowed…); one undo "
                                               "step each"))
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
        self.length: LengthRow | None = None  # the open picker's length line
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
        """Turn a condition on (for the length chosen in the open picker, else until removed) or off."""
        timer = self.length.timer() if on and self.length is not None else None
        kind, count = next(iter(timer.items())) if timer else ("", 0)
        more = {kind: count} if timer else {}
        self._apply(steps.Condition(name=name, on=on, **more).step())

    def _fill_picker(self) -> None:
        self.picker.clear()  # the old length line with its actions: a new one says "until removed" again
        self.length = None
        if self._char is None:
            return
        self.length = LengthRow(self._char.doc.get("turnActive") is True)
        self.picker.setMinimumWidth(max(self.picker.minimumWidth(), self.length.needed() + 8))
        line = QWidgetAction(self.picker)
        line.setObjectName("conditionLengthLine")
        line.setDefaultWidget(self.length)
        self.picker.addAction(line)
        self.picker.addSeparator()
        for entry in picker_entries(self._char):
            self.picker.addAction(self._entry_action(entry))

    def _entry_action(self, entry: PickerEntry) -> QAction:
        text = entry.words + (f"\t{entry.note}" if entry.note else "")  # the reason or timer on the right
        action = QAction(text, self.picker)
        action.setObjectName(f"condition-{entry.name}")
        action.setCheckable(True)
        action.setChecked(entry.on)
        action.setToolTip(entry.description + "\n" + (Sheet.tr("On: choose it again to turn it off.") if entry.on
                                                      else Sheet.tr("It lasts as long as the first line says.")))
        # An immune one stays in the list: choosing it says why it is refused, in the game's words.
        action.triggered.connect(lambda _checked=False, e=entry: self.pick(e.name, not e.on))
        return action
