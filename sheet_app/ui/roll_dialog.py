"""The roll dialog: a check's or save's (or an attack's) advantage or disadvantage and how many, a DC, and
whether Frightened or Taunted applies, with the mode's sources shown before anything is rolled.

It works out nothing itself: views/numbers.py says what the mode will be (engine/rolls.py `net_mode`,
engine/attack_modes.py `attack_mode`). It emits the choice and the part that opened it applies the step
through the runner: `chosen(dict)` with the `check` step (play-format "More steps") for a check, or
`modeChosen(int, list)` with the mode and the waived conditions for an attack, which the item's use takes
on (ui/sheet/item_actions.py).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine import steps
from ..engine.rolls import name_of
from ..engine.world import Character
from ..i18n import QT_TRANSLATE_NOOP, Ui, translate
from ..views.numbers import WAIVABLE, RollPlan, attack_plan, check_plan, mode_word, primary_die, signed
from .theme import colors

MODES = (("normal", QT_TRANSLATE_NOOP("Ui", "&Normal"), 0), ("advantage", QT_TRANSLATE_NOOP("Ui", "&Advantage"), 1),
         ("disadvantage", QT_TRANSLATE_NOOP("Ui", "D&isadvantage"), -1))
CONDITIONS = {"frightened": QT_TRANSLATE_NOOP("Ui", "Frightened"), "taunted": QT_TRANSLATE_NOOP("Ui", "Taunted")}


class RollDialog(QDialog):
    """Asks how to roll one check or save (`kind` "skill", "save", "stat") or one attack (`kind` "attack",
    `key` the item's index as text). Open it with `.open()`; Enter rolls, Escape cancels."""

    chosen = Signal(dict)  # the check step
    modeChosen = Signal(int, list)  # an attack's own mode and its waived conditions

    def __init__(self, char: Character, kind: str, key: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.char, self.kind, self.key = char, kind, key
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setObjectName("rollDialog")
        if kind == "attack":
            index = int(key)
            self.what = char.items[index].name
            self.die = primary_die(char, index)
        else:
            self.what = name_of(kind, key)
            self.die = "d20"
        self.setWindowTitle(Ui.tr("Roll {what}").format(what=self.what))
        self._build()
        self._update()

    # ---- widgets -----------------------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(10)
        title = QLabel(Ui.tr("Roll {what}").format(what=self.what))
        font = QFont(title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        title.setFont(font)
        layout.addWidget(title)
        if self.kind == "attack":
            note = QLabel(Ui.tr("The mode applies to the primary die only: it is rolled again and the kept face "
                                "decides miss and critical."))
            note.setWordWrap(True)
            note.setStyleSheet(f"color: {colors().muted.name()};")
            layout.addWidget(note)

        form = QFormLayout()
        form.setHorizontalSpacing(12)
        form.setVerticalSpacing(8)
        modes = QHBoxLayout()
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[str, QRadioButton] = {}
        for name, text, _sign in MODES:
            button = QRadioButton(translate("Ui", text))
            button.setObjectName(f"mode-{name}")
            self.mode_group.addButton(button)
            self.mode_buttons[name] = button
            modes.addWidget(button)
        self.mode_buttons["normal"].setChecked(True)
        self.count = QSpinBox()
        self.count.setRange(1, 9)
        self.count.setAccessibleName(Ui.tr("How many"))
        self.count.setToolTip(Ui.tr("Advantage 2 rolls three dice and keeps the highest"))
        self.count.setPrefix("× ")
        modes.addWidget(self.count)
        modes.addStretch(1)
        form.addRow(Ui.tr("Your choice"), modes)

        self.dc = QSpinBox()
        self.dc.setRange(0, 99)
        none = Ui.tr("none", "no DC")
        self.dc.setSpecialValueText(none)
        self.dc.setAccessibleName(Ui.tr("DC"))
        self.dc.setMaximumWidth(self.dc.fontMetrics().horizontalAdvance(none + " 99") + 40)
        self.dc.setToolTip(Ui.tr("The number to reach (total ≥ DC succeeds); none: the log gives the total only"))
        if self.kind == "attack":
            self.dc.hide()
        else:
            form.addRow(Ui.tr("&DC"), self.dc)

        waivers = QHBoxLayout()
        self.waive: dict[str, QCheckBox] = {}
        states = set(self.char.states)
        for condition, declared in CONDITIONS.items():
            word = translate("Ui", declared)
            box = QCheckBox(Ui.tr("{condition} does not apply").format(condition=word))
            box.setObjectName(f"waive-{condition}")
            applies = condition in WAIVABLE[self.kind]
            box.setEnabled(applies and condition in states)
            if not applies:
                box.setToolTip(Ui.tr("{condition} changes attacks only").format(condition=word))
            elif condition not in states:
                box.setToolTip(Ui.tr("You are not {condition}").format(condition=word.lower()))
            else:
                box.setToolTip(Ui.tr("{condition} gives disadvantage unless its source is not involved: tick to "
                                     "leave it out").format(condition=word))
            self.waive[condition] = box
            waivers.addWidget(box)
        waivers.addStretch(1)
        form.addRow(Ui.tr("Conditions"), waivers)
        layout.addLayout(form)

        self.sources = QLabel()
        self.sources.setObjectName("rollSources")
        self.sources.setWordWrap(True)
        self.sources.setAccessibleName(Ui.tr("Sources of the mode"))
        self.sources.setTextFormat(Qt.TextFormat.PlainText)
        self.net = QLabel()
        self.net.setObjectName("rollNet")
        self.net.setWordWrap(True)
        bold = QFont(self.net.font())
        bold.setBold(True)
        self.net.setFont(bold)
        back = self.palette().color(self.backgroundRole()).darker(104).name()
        plan = QWidget()
        plan.setObjectName("rollPlan")
        plan.setStyleSheet(f"#rollPlan {{ background: {back}; border-left: 3px solid {colors().full.name()}; "
                           f"border-radius: 3px; }}")
        inner = QVBoxLayout(plan)
        inner.setContentsMargins(10, 8, 10, 8)
        inner.addWidget(self.sources)
        inner.addWidget(self.net)
        layout.addWidget(plan)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAutoDefault(False)
        self.roll_button = buttons.addButton(Ui.tr("&Roll"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setAutoDefault(False)  # an auto-default button loses being the default when it loses focus
        self.roll_button.setDefault(True)  # Enter rolls from any box
        buttons.accepted.connect(self.roll)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)
        self.roll_button.setFocus()
        for button in self.mode_buttons.values():
            button.toggled.connect(self._update)
        self.count.valueChanged.connect(self._update)
        for box in self.waive.values():
            box.toggled.connect(self._update)

    # ---- the choice --------------------------------------------------------------------------------
    def own_mode(self) -> int:
        """The player's own mode: 0, or ± how many."""
        sign = next(s for name, _t, s in MODES if self.mode_buttons[name].isChecked())
        return sign * self.count.value()

    def waived(self) -> list[str]:
        return [name for name, box in self.waive.items() if box.isChecked() and box.isEnabled()]

    def plan(self) -> RollPlan:
        if self.kind == "attack":
            return attack_plan(self.char, self.own_mode(), self.waived(), self.die)
        return check_plan(self.char, self.kind, self.key, self.own_mode(), self.waived())

    def set_mode(self, mode: int) -> None:
        """Choose advantage (> 0), disadvantage (< 0) or neither, and how many."""
        name = "normal" if mode == 0 else "advantage" if mode > 0 else "disadvantage"
        self.mode_buttons[name].setChecked(True)
        if mode:
            self.count.setValue(min(9, abs(mode)))

    def _update(self) -> None:
        self.count.setEnabled(not self.mode_buttons["normal"].isChecked())
        plan = self.plan()
        self.sources.setText(Ui.tr("Mode from: {sources}").format(sources=plan.sources_text()))
        self.net.setText(plan.summary())
        word = mode_word(plan.net)
        tint = colors().full if plan.net > 0 else colors().low if plan.net < 0 else None
        self.net.setStyleSheet(f"color: {tint.name()};" if tint is not None else "")
        plus = f" {signed(plan.plus)}" if plan.plus is not None else ""
        self.roll_button.setText(Ui.tr("&Roll with {mode}{plus}").format(mode=word, plus=plus) if word
                                 else Ui.tr("&Roll{plus}").format(plus=plus))


    def step(self) -> dict[str, Any]:
        """The `check` step these choices make."""
        fields: dict[str, Any] = {self.kind: self.key}
        dc = self.dc.value()
        return steps.Check(**fields, mode=self.own_mode(), dc=dc if dc else None, waive=self.waived()).step()

    def roll(self) -> None:
        self.accept()
        if self.kind == "attack":
            self.modeChosen.emit(self.own_mode(), self.waived())
        else:
            self.chosen.emit(self.step())
