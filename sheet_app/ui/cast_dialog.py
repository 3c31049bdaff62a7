"""Cast…: the mana to spend on a spell that can be upcast (and, for a choice of upcasts, which one), with the
upcast in words ("+1d6 damage, Range +2 for 1 more mana") and the engine's refusal before anything is spent
(character.md §14.2). It emits one `cast` step (`chosen`), which the sheet applies through the runner."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine import steps
from ..engine.dice import ExtremeRoller
from ..i18n import Engine, Ui, filled
from ..views.spell_view import cast_choice, concentration_note, spell_subtitle, upcast_words
from .operations import Operations
from .theme import colors


class CastDialog(QDialog):
    """The mana (from the tier to the highest unlocked tier) and an upcast choice; Enter casts."""

    chosen = Signal(dict)

    def __init__(self, ops: Operations, index: int, extra: dict[str, Any] | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.ops = ops
        self.index = index
        self.extra = dict(extra or {})
        char = ops.session.char
        item = self.item = char.items[index]
        self.key = item.fields.id or item.fields.name
        self.setWindowTitle(Ui.tr("Cast {spell}").format(spell=item.name))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        title = QLabel(item.name)
        font = QFont(title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        title.setFont(font)
        layout.addWidget(title)
        layout.addWidget(QLabel(spell_subtitle(item.fields, item.raw)))
        own, layer = char.track("mana")[0], char.track("combatMana")[0]
        self.mana_label = QLabel(Ui.tr("Mana {own} + {layer} combat mana (spent first)").format(own=own, layer=layer)
                                 if layer else Ui.tr("Mana {own}").format(own=own))
        layout.addWidget(self.mana_label)
        form = QFormLayout()
        choice = cast_choice(char, item)
        self.mana = QSpinBox()
        self.mana.setRange(choice.tier, choice.most)
        self.mana.setValue(choice.tier)
        self.mana.setAccessibleName(Ui.tr("Mana to spend"))
        suffix = Ui.tr(" mana", "the suffix of the mana to spend: '3 mana'")
        self.mana.setSuffix(suffix)
        self.mana.setMinimumWidth(self.mana.fontMetrics().horizontalAdvance("00" + suffix) + 40)
        form.addRow(Ui.tr("Mana to &spend"), self.mana)
        self.choice: QComboBox | None = None
        if choice.choices:
            self.choice = QComboBox()
            self.choice.addItems(choice.choices)
            self.choice.setAccessibleName(Ui.tr("Upcast choice"))
            form.addRow(Ui.tr("&Upcast"), self.choice)
            self.choice.currentIndexChanged.connect(self._update)
        layout.addLayout(form)
        self.upcast = QLabel()
        self.upcast.setAccessibleName(Ui.tr("Upcast"))
        self.upcast.setWordWrap(True)
        layout.addWidget(self.upcast)
        note = concentration_note(char, item)
        if note:
            self.note = QLabel(note)
            self.note.setWordWrap(True)
            layout.addWidget(self.note)
        self.outcome = QLabel()
        self.outcome.setAccessibleName(Ui.tr("Cast outcome"))
        self.outcome.setWordWrap(True)
        layout.addWidget(self.outcome)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.cast_button = buttons.addButton(Ui.tr("Cast", "the button that casts the spell"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        self.cast_button.setObjectName("castButton")
        self.cast_button.setDefault(True)
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.mana.valueChanged.connect(self._update)
        self.setMinimumWidth(440)
        self._update()
        self.mana.setFocus()
        self.mana.selectAll()

    def step(self) -> dict[str, Any]:
        more: dict[str, Any] = dict(self.extra)
        if self.mana.value() != self.item.fields.tier:
            more["mana"] = self.mana.value()
        if self.choice is not None and self.mana.value() > self.item.fields.tier:
            more["choice"] = self.choice.currentIndex()
        return steps.Cast(item=self.key, **more).step()

    def _update(self) -> None:
        mana = self.mana.value()
        picked = self.choice.currentIndex() if self.choice is not None else None
        words = upcast_words(self.item, mana, picked)
        self.upcast.setText(Ui.tr("Upcast: {words}").format(words=words) if words else Ui.tr("At its tier: no upcast"))
        seen = self.ops.preview(self.step(), ExtremeRoller(False))
        if seen.ok:
            paid = Engine.tr("Spent {mana} mana ({parts})")  # engine/spells.py's line, in the log's language
            spent = next((line for line in seen.log if filled(paid, line) is not None), "")
            self.outcome.setText(spent or Ui.tr("Costs no mana"))
            self.outcome.setStyleSheet("")
        else:
            self.outcome.setText(Ui.tr("Refused: {why}").format(why=seen.message))

            self.outcome.setStyleSheet(f"color: {colors().low.name()};")
        self.cast_button.setEnabled(seen.ok)
        if self.isVisible():
            self.adjustSize()  # a longer upcast line wraps: the dialog grows with it

    def outcome_text(self) -> str:
        return self.outcome.text()

    def _ok(self) -> None:
        if self.cast_button.isEnabled():
            self.accept()
            self.chosen.emit(self.step())
