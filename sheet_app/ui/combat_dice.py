"""Combat Dice on an attack (engine.md §5.1): before an item with an attack is used, the player may
spend charges of a die-sized charge pool to add that many dice to the damage ("1d8+3 + 2d8")."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from ..engine import formulas
from ..engine.session import Session
from ..engine.world import Character, PoolView
from ..i18n import Ui


def charge_dice_pools(char: Character) -> list[PoolView]:
    """Active, shown charge pools with a die size and a charge to spend, in item order."""
    return [view for view in char.pools().values()
            if view.kind == "charge" and view.die and view.active and not view.hidden and view.current > 0]


def damage_text(char: Character, damage: str) -> str:
    """The damage formula with the character's numbers in: "1d8+@strength" → "1d8+3"."""
    return formulas.substitute(damage, char.refs())


class CombatDiceDialog(QDialog):
    """"Add Combat Dice: 0 … N" with the damage it makes; emits the `chargeDice` (None for none)."""

    chosen = Signal(object)

    def __init__(self, session: Session, index: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        char = session.char
        item = char.items[index]
        assert item.fields.attack is not None
        self.damage = damage_text(char, item.fields.attack.damage)
        self.pools = charge_dice_pools(char)
        self.setWindowTitle(Ui.tr("Use {item}").format(item=item.name))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        title = QLabel(f"{item.name}: {self.damage}")
        font = QFont(title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        title.setFont(font)
        layout.addWidget(title)
        row = QHBoxLayout()
        self.pool = QComboBox()
        self.pool.setAccessibleName(Ui.tr("Pool to add dice from"))
        for view in self.pools:
            self.pool.addItem(Ui.tr("{pool} ({die}, {count} left)").format(pool=view.label, die=view.die,
                                                                            count=view.current), view.pid)
        self.range = QLabel()
        if len(self.pools) > 1:
            row.addWidget(QLabel(Ui.tr("Add", "before the pool to add Combat Dice from")))
            row.addWidget(self.pool)
        row.addWidget(self.range)
        self.count = QSpinBox()
        self.count.setAccessibleName(Ui.tr("Dice to add"))
        self.count.setMinimumWidth(self.count.fontMetrics().horizontalAdvance("000") + 40)
        row.addWidget(self.count)
        row.addStretch(1)
        layout.addLayout(row)
        self.preview = QLabel()
        self.preview.setFont(font)
        self.preview.setAccessibleName(Ui.tr("Damage preview"))
        layout.addWidget(self.preview)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.ok_button = buttons.addButton(Ui.tr("Attack"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setObjectName("attackButton")
        self.ok_button.setDefault(True)
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.pool.currentIndexChanged.connect(self._pool_changed)
        self.count.valueChanged.connect(self._update)
        self._pool_changed()
        self.setMinimumWidth(360)
        self.count.setFocus()
        self.count.selectAll()

    def view(self) -> PoolView | None:
        return self.pools[self.pool.currentIndex()] if self.pools else None

    def _pool_changed(self) -> None:
        view = self.view()
        most = view.current if view is not None else 0
        self.count.setRange(0, most)
        label = view.label if view is not None and len(self.pools) == 1 else Ui.tr("dice", "Add dice (d8): 0 … 3")
        self.range.setText(Ui.tr("Add {pool} ({die}): 0 … {most}").format(pool=label, die=view.die if view else "",
                                                                          most=most))
        self._update()

    def _update(self) -> None:
        view, n = self.view(), self.count.value()
        self.preview.setText(Ui.tr("Damage: {damage} + {count}{die}").format(damage=self.damage, count=n, die=view.die)
                             if n and view is not None else Ui.tr("Damage: {damage}").format(damage=self.damage))


    def charge_dice(self) -> dict[str, Any] | None:
        view = self.view()
        if view is None or not self.count.value():
            return None
        return {"pool": view.pid, "count": self.count.value()}

    def _ok(self) -> None:
        self.count.interpretText()
        self.accept()
        self.chosen.emit(self.charge_dice())
