"""The rest dialogs: Safe rest and Field rest preview exactly what they will change, and spending hit
dice outside a rest (engine.md §5.4). Each emits one step; the window applies it as one action."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine import steps
from ..engine.session import Session
from ..i18n import QT_TRANSLATE_NOOP, Ui, translate
from ..views.action_preview import Change, hit_dice_healing
from ..views.formula_words import formula_words
from .operations import Operations, operations_for
from .theme import colors

MODES = (("catchBreath", QT_TRANSLATE_NOOP("Ui", "Catch Breath"), QT_TRANSLATE_NOOP("Ui", "roll each hit die")),
         ("makeCamp", QT_TRANSLATE_NOOP("Ui", "Make Camp"),
          QT_TRANSLATE_NOOP("Ui", "each hit die counts its top face")))


def _bold(label: QLabel, scale: float = 1.0) -> QLabel:
    font = QFont(label.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


def _buttons() -> QDialogButtonBox:
    """Cancel that is never the default: Enter means the dialog's own button."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
    return buttons


class ChangeList(QFrame):
    """Preview rows: what, now → after (bold), or a muted note ("Already full") when it stays."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("changeList")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(10, 8, 10, 8)
        self.grid.setHorizontalSpacing(16)
        self.grid.setVerticalSpacing(4)
        self.rows: list[Change] = []
        self.labels: list[tuple[QLabel, QLabel]] = []

    def show_rows(self, rows: list[Change]) -> None:
        for what, value in self.labels:
            for label in (what, value):
                self.grid.removeWidget(label)
                label.hide()
                label.deleteLater()
        self.labels = []
        self.rows = rows
        muted = colors().muted.name()
        for number, row in enumerate(rows):
            what = QLabel(row.what)
            if row.changed:
                value = _bold(QLabel(f"{row.before} → {row.after}"))
            else:
                value = QLabel(row.note)
                value.setStyleSheet(f"color: {muted};")
            value.setAccessibleName(Ui.tr("{what}: {value}").format(what=row.what, value=value.text()))
            self.grid.addWidget(what, number, 0)
            self.grid.addWidget(value, number, 1)
            self.labels.append((what, value))
        self.grid.setColumnStretch(1, 1)
        back = self.palette().color(QPalette.ColorRole.AlternateBase).name()
        self.setStyleSheet(f"#changeList {{ background: {back}; border-radius: 6px; }}")

    def texts(self) -> list[str]:
        return [row.text() for row in self.rows]


class SafeRestDialog(QDialog):
    """Safe rest: the list of what will change, then one button that commits it."""

    chosen = Signal(dict)

    def __init__(self, session: Session | Operations, parent: QWidget | None = None):
        super().__init__(parent)
        self.ops = operations_for(session)  # the window's runner (its previews), or a private one
        self.session = session = self.ops.session
        self.setWindowTitle(Ui.tr("Safe rest"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        layout.addWidget(_bold(QLabel(Ui.tr("A safe rest will:")), 1.1))
        self.changes = ChangeList()
        layout.addWidget(self.changes)
        self.refused = QLabel()
        self.refused.setWordWrap(True)
        self.refused.setStyleSheet(f"color: {colors().low.name()};")
        layout.addWidget(self.refused)
        buttons = _buttons()
        self.rest_button = buttons.addButton(Ui.tr("Rest", "the button that rests"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        self.rest_button.setObjectName("restButton")
        self.rest_button.setDefault(True)
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        rows, refused = self.ops.rest_preview(self.step())
        self.changes.show_rows(rows)
        self.refused.setText(Ui.tr("The rest would be refused: {why}").format(why=refused) if refused else "")
        self.refused.setVisible(bool(refused))
        self.rest_button.setEnabled(not refused)
        self.setMinimumWidth(380)
        self.rest_button.setFocus()

    @staticmethod
    def step() -> dict[str, Any]:
        return steps.Rest(kind="safe").step()

    def _ok(self) -> None:
        if self.rest_button.isEnabled():
            self.accept()
            self.chosen.emit(self.step())


class HitDiceDialog(QDialog):
    """Field rest (Catch Breath or Make Camp and the hit dice to spend), or hit dice spent outside a
    rest (`rest=False`); a live preview of the healing and, for the rest, of what else it changes."""

    chosen = Signal(dict)

    def __init__(self, session: Session | Operations, parent: QWidget | None = None, *, rest: bool = True):
        super().__init__(parent)
        self.ops = operations_for(session)  # the window's runner (its previews), or a private one
        self.session = session = self.ops.session
        self.rest = rest
        self.setWindowTitle(Ui.tr("Field rest") if rest else Ui.tr("Spend hit dice"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[str, QRadioButton] = {}
        modes = QHBoxLayout()
        for key, declared, what in MODES:
            name = translate("Ui", declared)
            button = QRadioButton(Ui.tr("{mode}: {what}").format(mode=name, what=translate("Ui", what)))
            button.setObjectName(f"mode-{key}")
            button.setAccessibleName(name)
            self.mode_group.addButton(button)
            self.mode_buttons[key] = button
            modes.addWidget(button)
            button.toggled.connect(lambda on: self._update() if on else None)
        modes.addStretch(1)
        layout.addLayout(modes)
        layout.addWidget(_bold(QLabel(Ui.tr("Hit dice to spend"))))
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        self.counts: dict[str, QSpinBox] = {}
        dice = session.char.hit_dice()
        for row, (size, (current, most)) in enumerate(dice.items()):
            grid.addWidget(QLabel(f"{size}"), row, 0)
            minus = QPushButton("−")
            box = QSpinBox()
            box.setRange(0, current)
            box.setAccessibleName(Ui.tr("{size} hit dice to spend").format(size=size))
            box.setMinimumWidth(box.fontMetrics().horizontalAdvance("000") + 40)
            plus = QPushButton("+")
            top = QPushButton(Ui.tr("Max", "the button that spends all hit dice of a size"))
            top.setObjectName(f"max-{size}")
            top.setFixedWidth(top.fontMetrics().horizontalAdvance(top.text()) + 28)
            minus.setAccessibleName(Ui.tr("One {size} less").format(size=size))
            plus.setAccessibleName(Ui.tr("One {size} more").format(size=size))
            top.setAccessibleName(Ui.tr("All {size} hit dice").format(size=size))
            for step_button in (minus, plus):
                step_button.setFixedWidth(step_button.fontMetrics().horizontalAdvance("−") + 28)
                step_button.setAutoDefault(False)
            top.setAutoDefault(False)
            minus.clicked.connect(lambda _=False, b=box: b.setValue(b.value() - 1))
            plus.clicked.connect(lambda _=False, b=box: b.setValue(b.value() + 1))
            top.clicked.connect(lambda _=False, b=box: b.setValue(b.maximum()))
            box.valueChanged.connect(self._update)
            left = QLabel(Ui.tr("of {current} left (max {most})").format(current=current, most=most))
            left.setStyleSheet(f"color: {colors().muted.name()};")
            for column, widget in enumerate((minus, box, plus, top, left), start=1):
                grid.addWidget(widget, row, column)
            self.counts[size] = box
        grid.setColumnStretch(6, 1)
        layout.addLayout(grid)
        self.none = QLabel(Ui.tr("No hit dice: give the class item a hit die size, or set them on the sheet."))
        self.none.setVisible(not dice)
        layout.addWidget(self.none)
        self.healing = _bold(QLabel(), 1.1)
        self.healing.setAccessibleName(Ui.tr("Healing preview"))
        layout.addWidget(self.healing)
        if rest:
            layout.addWidget(QLabel(Ui.tr("The field rest will:")))
        self.changes = ChangeList()
        self.changes.setVisible(rest)
        layout.addWidget(self.changes)
        self.refused = QLabel()
        self.refused.setWordWrap(True)
        self.refused.setStyleSheet(f"color: {colors().low.name()};")
        layout.addWidget(self.refused)
        buttons = _buttons()
        self.ok_button = buttons.addButton(Ui.tr("Rest", "the button that rests") if rest
                                           else Ui.tr("Heal", "the button that spends hit dice"),
                                           QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setObjectName("restButton" if rest else "healButton")
        self.ok_button.setDefault(True)
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.mode_buttons["catchBreath"].setChecked(True)
        self.setMinimumWidth(460)
        first = next(iter(self.counts.values()), None)
        if first is not None:
            first.setFocus()
            first.selectAll()

    def mode(self) -> str:
        return next(key for key, button in self.mode_buttons.items() if button.isChecked())

    def spend(self) -> dict[str, int]:
        return {size: box.value() for size, box in self.counts.items() if box.value()}

    def step(self) -> dict[str, Any]:
        if self.rest:
            return steps.Rest(kind="field", mode=self.mode(), hitDice=self.spend()).step()
        return steps.SpendHitDice(mode=self.mode(), hitDice=self.spend()).step()

    def _update(self) -> None:
        if not self.mode_group.checkedButton():
            return
        char = self.session.char
        spend = self.spend()
        low, high = hit_dice_healing(char, spend, self.mode())
        hp, hp_max = char.track("hp")
        after = (min(hp_max, hp + low), min(hp_max, hp + high))
        heal = str(low) if low == high else f"{low}–{high}"
        hp_after = str(after[0]) if after[0] == after[1] else f"{after[0]}–{after[1]}"
        if not spend:
            self.healing.setText(Ui.tr("No hit dice spent: no healing"))
        else:
            self.healing.setText(Ui.tr("Heals {heal}: HP {hp} → {after} (of {maximum})").format(
                heal=heal, hp=hp, after=hp_after, maximum=hp_max))
        refused = ""
        if self.rest:
            rows, refused = self.ops.rest_preview(self.step())
            self.changes.show_rows(rows)
        self.refused.setText(html.escape(Ui.tr("Refused: {why}").format(why=refused)) if refused else "")
        self.refused.setVisible(bool(refused))
        self.ok_button.setEnabled(not refused and (self.rest or bool(spend)))

    def _ok(self) -> None:
        if self.ok_button.isEnabled():
            self.accept()
            self.chosen.emit(self.step())


class InitiativeDialog(QDialog):
    """Roll initiative from the character's formula, or type the value rolled at the table."""

    chosen = Signal(dict)

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        from ..engine.actions import initiative_range
        from ..engine.formulas import FormulaError

        self.session = session
        self.setWindowTitle(Ui.tr("Roll initiative"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        char = session.char
        formula = char.initiative_formula()
        try:
            self.low, self.high = initiative_range(char)
            problem = ""
        except FormulaError as err:
            self.low, self.high, problem = 0, 0, err.message
        layout = QVBoxLayout(self)
        said = formula_words(formula)  # "1d20 + DEX"; the formula as written is the tooltip
        head = _bold(QLabel(Ui.tr("Initiative: {formula}").format(formula=said)), 1.1)
        head.setObjectName("initiativeFormula")
        head.setToolTip(Ui.tr("Initiative formula: {formula}").format(formula=formula))
        layout.addWidget(head)
        self.note = note = QLabel(Ui.tr("The formula fails: {why}").format(why=problem) if problem
                                  else Ui.tr("Possible totals: {low} to {high}").format(low=self.low, high=self.high))
        note.setStyleSheet(f"color: {(colors().low if problem else colors().muted).name()};")
        layout.addWidget(note)
        kept = char.rolled_initiative
        if kept is not None:
            layout.addWidget(QLabel(Ui.tr("Now {kept}: a new roll replaces it").format(kept=kept)))
        row = QHBoxLayout()
        row.addWidget(QLabel(Ui.tr("I rolled")))
        self.value = QSpinBox()
        # Empty until a total is typed (the value below the range shows as nothing): Enter on an empty box
        # rolls, Enter after a typed total uses it; focus starts here, so typing at once is taken.
        self.value.setRange(self.low - 1, self.high)
        self.value.setSpecialValueText(" ")
        self.value.setValue(self.low - 1)
        self.value.setAccessibleName(Ui.tr("Initiative rolled at the table"))
        self.value.setToolTip(Ui.tr("Type the total you rolled ({low} to {high}) and press Enter; Enter with "
                                    "nothing typed rolls").format(low=self.low, high=self.high))
        self.value.setMinimumWidth(self.value.fontMetrics().horizontalAdvance("0000") + 40)
        row.addWidget(self.value)
        self.use_button = QPushButton(Ui.tr("Use this value"))
        self.use_button.setObjectName("useValue")
        self.use_button.setAutoDefault(False)
        self.use_button.clicked.connect(self.use_value)
        row.addWidget(self.use_button)
        row.addStretch(1)
        layout.addLayout(row)
        buttons = _buttons()
        self.roll_button = buttons.addButton(Ui.tr("Roll {formula}").format(formula=said),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        self.roll_button.setObjectName("rollInitiative")
        self.roll_button.setDefault(True)
        buttons.accepted.connect(self.roll)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for widget in (self.roll_button, self.use_button, self.value):
            widget.setEnabled(not problem)
        self.value.valueChanged.connect(lambda v: self.use_button.setEnabled(not problem and v >= self.low))
        # A key the box cannot take (a digit beyond its range) is said, not silently dropped.
        self.value.lineEdit().inputRejected.connect(self._rejected)
        self.value.valueChanged.connect(lambda _v: self._possible() if not problem else None)
        self.use_button.setEnabled(False)
        self.setMinimumWidth(340)
        self.value.setFocus()
        self.value.selectAll()

    def _rejected(self) -> None:
        typed = self.value.cleanText().strip()
        self.note.setText(Ui.tr("Not taken: the total is {low} to {high} ({typed} so far)").format(
            low=self.low, high=self.high, typed=typed) if typed else
            Ui.tr("Not taken: the total is {low} to {high}").format(low=self.low, high=self.high))
        self.note.setStyleSheet(f"color: {colors().low.name()};")

    def _possible(self) -> None:
        self.note.setText(Ui.tr("Possible totals: {low} to {high}").format(low=self.low, high=self.high))
        self.note.setStyleSheet(f"color: {colors().muted.name()};")

    def roll(self) -> None:
        self.accept()
        self.chosen.emit(steps.RollInitiative().step())

    def use_value(self) -> None:
        self.value.interpretText()
        if self.value.value() < self.low:
            return
        self.accept()
        self.chosen.emit(steps.RollInitiative(value=self.value.value()).step())

    def _enter_in_value(self) -> None:
        """Enter in "I rolled": nothing typed rolls; a total in range is used; anything else is said."""
        text = self.value.cleanText().strip()
        if not text:
            self.roll()
            return
        if not (text.lstrip("-").isdigit() and self.low <= int(text) <= self.high):
            self.note.setText(Ui.tr("{typed} cannot be the total: it is {low} to {high}").format(
                typed=text, low=self.low, high=self.high))

            self.note.setStyleSheet(f"color: {colors().low.name()};")
            return
        self.use_value()

    def keyPressEvent(self, event: Any) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
                self.focusWidget() is self.value or self.focusWidget() is self.value.lineEdit()):
            self._enter_in_value()
            return
        super().keyPressEvent(event)
