"""Small non-blocking dialogs: amounts (damage, heal), an incoming attack, and the charge editor."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine import steps
from ..engine.vocab import damage_type_word
from ..i18n import Ui

SPIN_LIMIT = 2_000_000_000
DAMAGE_TYPES = ("", "slashing", "piercing", "bludgeoning", "fire", "cold", "lightning", "acid", "poison",
                "necrotic", "radiant", "psychic", "force", "thunder")
def fill_damage_types(box: Any) -> None:
    """The damage types in a combo box: each shown in the player's language, its rules' word as its data."""
    for kind in DAMAGE_TYPES:
        box.addItem(damage_type_word(kind) if kind else Ui.tr("(no type)"), kind)


class AmountDialog(QDialog):
    """Ask for an amount (and for attacks, a type and whether it is critical); emits the step."""

    chosen = Signal(dict)

    def __init__(self, title: str, step: str, parent: QWidget | None = None, *, attack: bool = False,
                 hp: tuple[int, int] | None = None, outcome: Callable[[dict[str, Any]], str] | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.step_kind = step
        form = QFormLayout(self)
        if hp is not None:
            self.hp_label = QLabel(Ui.tr("HP now {current} / {maximum}").format(current=hp[0], maximum=hp[1]))
            self.hp_label.setAccessibleName(Ui.tr("Current HP"))
            form.addRow(self.hp_label)
        self.amount = QSpinBox()
        self.amount.setRange(0, 9999)
        self.amount.setAccessibleName(Ui.tr("Amount"))
        form.addRow(Ui.tr("Damage") if step in ("attacked", "damage") else Ui.tr("Amount"), self.amount)
        self.type = QComboBox()
        self.type.setEditable(True)
        fill_damage_types(self.type)  # shown in words, the step's `type` is the item's data
        self.type.setAccessibleName(Ui.tr("Damage type"))
        self.critical = QCheckBox(Ui.tr("Critical hit"))
        self.critical.setObjectName("criticalHit")
        if step in ("attacked", "damage"):
            form.addRow(Ui.tr("Type", "a damage type"), self.type)
        if attack:
            form.addRow("", self.critical)
        # What the damage will do once the bank and temporary HP have taken their share.
        self._outcome = outcome
        self.outcome = QLabel()
        self.outcome.setAccessibleName(Ui.tr("Outcome"))
        self.outcome.setWordWrap(True)
        # Two lines kept for it from the start: the preview appearing never pushes the buttons about.
        self.outcome.setMinimumHeight(self.outcome.fontMetrics().lineSpacing() * 2 + 4)
        self.outcome.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        if outcome is not None:
            form.addRow(self.outcome)
            self.amount.valueChanged.connect(self._show_outcome)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        # Nothing to do with 0: OK waits for an amount (a typed 0 would only add a "nothing changed" line).
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.amount.valueChanged.connect(lambda value: self.ok_button.setEnabled(value > 0))
        self.ok_button.setEnabled(False)
        self.setMinimumWidth(380)
        self.amount.setFocus()
        self.amount.selectAll()

    def _show_outcome(self, value: int) -> None:
        if self._outcome is not None:
            self.outcome.setText(self._outcome(self._step(value, typed=False)) if value > 0 else "")

    def _step(self, value: int, *, typed: bool = True) -> dict[str, Any]:
        """The dialog's step (`damage`, `heal` or `attacked`) for that amount; `typed`: with its damage type
        and whether it is critical."""
        fields: dict[str, Any] = {"damage" if self.step_kind == "attacked" else "amount": value}
        kind = self.type.currentText().strip()
        listed = self.type.findText(kind)
        if listed >= 0:  # a type from the list (the first, "(no type)", is none), not typed in
            kind = str(self.type.itemData(listed) or "")
        if typed and self.step_kind in ("attacked", "damage") and kind:
            fields["type"] = kind
        if typed and self.step_kind == "attacked":
            fields["critical"] = self.critical.isChecked()
        return steps.STEPS[self.step_kind](**fields).step()

    def _ok(self) -> None:
        if self.amount.value() <= 0:
            return
        step = self._step(self.amount.value())
        self.accept()
        self.chosen.emit(step)


class PoolBonusDialog(QDialog):
    """Edit a level-up pool bonus (engine.md §4 poolBonuses): "+1 Max Combat Die"; emits the `set` step."""

    chosen = Signal(dict)

    def __init__(self, identifier: str, label: str, bonus: int, base_max: int, parent: QWidget | None = None,
                 cap: int | None = None):
        super().__init__(parent)
        self.setWindowTitle(Ui.tr("{pool}: level-up bonus").format(pool=label))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.identifier = identifier
        form = QFormLayout(self)
        intro = QLabel(Ui.tr("Extra maximum for every <b>{pool}</b> pool ({identifier}) from level-up choices, "
                             "such as a Commander's \u201c+1 Max Combat Die\u201d.").format(pool=label,
                                                                                          identifier=identifier))
        intro.setWordWrap(True)
        intro.setMinimumWidth(320)
        form.addRow(intro)
        self.value = QSpinBox()
        self.value.setRange(-100, 100)
        self.value.setValue(bonus)
        self.value.setPrefix("+")
        self.value.setAccessibleName(Ui.tr("{pool} level-up bonus").format(pool=label))
        self.value.valueChanged.connect(self._update)
        form.addRow(Ui.tr("Bonus"), self.value)
        self.result_label = QLabel()
        self.result_label.setAccessibleName(Ui.tr("Maximum with the bonus"))
        form.addRow("", self.result_label)
        self.base_max = base_max
        self.cap = cap  # a dice pool holds at most 100 dice
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._update(bonus)
        self.value.setFocus()
        self.value.selectAll()

    def _update(self, value: int) -> None:
        self.value.setPrefix("+" if value >= 0 else "")
        def shown(total: int) -> int:
            total = max(0, total)
            return min(total, self.cap) if self.cap is not None else total
        self.result_label.setText(Ui.tr("Maximum {total} (without the bonus {base})").format(
            total=shown(self.base_max + value), base=shown(self.base_max)))

    def _ok(self) -> None:
        self.accept()
        self.chosen.emit(steps.Set(field=f"poolBonuses.{self.identifier}", value=self.value.value()).step())


class ChargeEditor(QDialog):
    """The pill editor: −, +, Max, Empty, or type a value; each press is one undoable action."""

    def __init__(self, pid: str, label: str, current: int, maximum: int,
                 apply: Callable[[dict[str, Any]], Any], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(Ui.tr("{pool} charges").format(pool=label))
        self.setWindowFlag(Qt.WindowType.Popup, False)
        self.pid = pid
        self.apply = apply
        layout = QVBoxLayout(self)
        self.title = QLabel(f"<b>{label}</b>")
        layout.addWidget(self.title)
        row = QHBoxLayout()
        self.minus = QPushButton("−")
        self.minus.setObjectName("chargeMinus")
        self.minus.setAccessibleName(Ui.tr("One charge less"))
        self.value = QSpinBox()
        self.value.setAccessibleName(Ui.tr("{pool} charges").format(pool=label))
        self.value.setKeyboardTracking(False)
        self.value.setMinimumWidth(self.value.fontMetrics().horizontalAdvance("0000") + 40)
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.plus = QPushButton("+")
        self.plus.setObjectName("chargePlus")
        self.plus.setAccessibleName(Ui.tr("One charge more"))
        self.max_label = QLabel()
        for widget in (self.minus, self.plus):
            widget.setFixedWidth(widget.fontMetrics().horizontalAdvance("−") + 28)
        parts: tuple[tuple[QWidget, int], ...] = ((self.minus, 0), (self.value, 1), (self.max_label, 0), (self.plus, 0))
        for part, stretch in parts:
            row.addWidget(part, stretch)
        layout.addLayout(row)
        quick = QHBoxLayout()
        self.fill = QPushButton(Ui.tr("Max", "the button that fills a pool"))
        self.fill.setObjectName("chargeMax")
        self.empty = QPushButton(Ui.tr("Empty", "the button that empties a pool"))
        self.empty.setObjectName("chargeEmpty")

        quick.addWidget(self.fill)
        quick.addWidget(self.empty)
        layout.addLayout(quick)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)
        self.minus.clicked.connect(lambda: self._set(self.current - 1))
        self.plus.clicked.connect(lambda: self._set(self.current + 1))
        self.fill.clicked.connect(lambda: self._set(self.maximum))
        self.empty.clicked.connect(lambda: self._set(0))
        self.value.editingFinished.connect(lambda: self._set(self.value.value()))
        self.show_values(current, maximum)
        self.setMinimumWidth(240)
        self.adjustSize()

    def show_values(self, current: int, maximum: int) -> None:
        self.current, self.maximum = current, maximum
        self.value.blockSignals(True)
        self.value.setRange(0, min(maximum, SPIN_LIMIT))  # a spin box holds 32-bit numbers; formulas go to 10^15
        self.value.setValue(min(current, SPIN_LIMIT))
        self.value.blockSignals(False)
        self.max_label.setText(f"/ {maximum}")
        self.minus.setEnabled(current > 0)
        self.plus.setEnabled(current < maximum)
        self.fill.setEnabled(current < maximum)
        self.empty.setEnabled(current > 0)

    def _set(self, value: int) -> None:
        value = max(0, min(self.maximum, value))
        if value != self.current:
            self.apply(steps.SetCharges(pool=self.pid, value=value).step())
