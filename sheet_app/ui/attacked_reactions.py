"""What the Attacked dialog offers beside the item reactions (character.md §12.1, §13): Defend, which takes
Armor off the damage for the Defend reaction, and the concentration save a critical asks for while the
character concentrates (rolled by the sheet, or taken as the player rolled it at the table)."""
from __future__ import annotations

from typing import Any, Literal

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QButtonGroup, QCheckBox, QFrame, QHBoxLayout, QLabel, QRadioButton, QVBoxLayout, QWidget

from ..engine import steps
from ..i18n import Ui
from ..views.turn_state import Preview, concentration_words, defend_words
from .theme import colors


class DefendCard(QFrame):
    """Defend: a check box with what it does, greyed with the engine's reason when it cannot be used now."""

    changed = Signal()

    def __init__(self, char: Any, preview: Preview, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("defendCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(2)
        seen = preview(steps.Reaction(name="defend").step())
        what, cost = defend_words(char, seen.log)
        self.check = QCheckBox(Ui.tr("Defend — reaction: {what}").format(what=what))
        font = QFont(self.check.font())
        font.setBold(True)
        self.check.setFont(font)
        self.check.setAccessibleName(Ui.tr("Defend"))
        self.check.setEnabled(seen.ok)
        self.check.toggled.connect(lambda _on: self.changed.emit())
        layout.addWidget(self.check)
        self.note = QLabel(cost if seen.ok else Ui.tr("Not now: {why}").format(why=seen.message))
        self.note.setWordWrap(True)
        self.note.setContentsMargins(22, 0, 0, 0)
        self.note.setStyleSheet(f"color: {(colors().muted if seen.ok else colors().low).name()};")
        layout.addWidget(self.note)

    @property
    def chosen(self) -> bool:
        return self.check.isChecked() and self.check.isEnabled()


class ConcentrationPrompt(QFrame):
    """The DC 10 Strength save a critical asks of a concentrating character: the sheet rolls it, or the
    player says how the roll at the table went."""

    changed = Signal()

    def __init__(self, char: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("concentrationPrompt")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        self.label = QLabel(concentration_words(char))
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        row = QHBoxLayout()
        row.setContentsMargins(22, 0, 0, 0)
        self.group = QButtonGroup(self)
        self.choices: dict[str, QRadioButton] = {}
        for key, words in (("roll", Ui.tr("&Roll it")), ("pass", Ui.tr("I &passed")), ("fail", Ui.tr("I fai&led"))):
            button = QRadioButton(words)
            button.setObjectName(f"concentration_{key}")
            button.setAccessibleName(Ui.tr("Concentration save: {choice}").format(choice=words.replace("&", "")))

            self.group.addButton(button)
            self.choices[key] = button
            row.addWidget(button)
            button.toggled.connect(lambda _on: self.changed.emit())
        self.choices["roll"].setChecked(True)
        row.addStretch(1)
        layout.addLayout(row)

    def show_critical(self, critical: bool) -> None:
        """Asked only of a critical: otherwise the prompt waits, greyed."""
        for button in self.choices.values():
            button.setEnabled(critical)
        self.label.setEnabled(critical)

    def answer(self) -> Literal["pass", "fail"] | None:
        if self.choices["pass"].isChecked():
            return "pass"
        return "fail" if self.choices["fail"].isChecked() else None
