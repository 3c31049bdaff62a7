""""I roll my own dice": the small dialog that asks for the faces an action needs, one box per die.

Tab moves between the boxes, Enter confirms, Escape cancels the action (nothing changes). A box
takes only a face the die can show. When the faces typed call for more dice (a critical's die
explodes, a hit fires a refill), the new boxes are added and Enter asks for them.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QValidator
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ..i18n import Ui
from .theme import colors


class FaceValidator(QValidator):
    """Digits for a face of a die with `sides` faces: 1..sides, nothing else."""

    def __init__(self, sides: int, parent: Any = None):
        super().__init__(parent)
        self.sides = sides

    def validate(self, text: str, pos: int) -> object:
        if text == "":
            return QValidator.State.Intermediate, text, pos
        if text.isdigit() and 1 <= int(text) <= self.sides:
            return QValidator.State.Acceptable, text, pos
        return QValidator.State.Invalid, text, pos


class FacesDialog(QDialog):
    """Asks for the faces of `sides` (sizes in rolling order); emits them all once they are in. `what` is
    the prompt's title ("Roll Fury Dice for Rage (Start turn)").

    `more(faces)` gives the sizes the action needs with these faces (views.action_preview.dice_needed)."""

    chosen = Signal(list)

    def __init__(self, what: str, sides: list[int], more: Callable[[list[int]], list[int]],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.more = more
        self.setWindowTitle(Ui.tr("Your dice"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        title = QLabel(what)
        font = QFont(title.font())
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        self.note = QLabel(Ui.tr("Type each die's face; Tab moves on, Enter confirms, Escape cancels."))
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"color: {colors().muted.name()};")
        layout.addWidget(self.note)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(8)
        layout.addLayout(self.grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.ok_button = buttons.addButton(Ui.tr("Use these faces"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setObjectName("useFacesButton")
        self.ok_button.setDefault(True)
        buttons.accepted.connect(self.confirm)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.boxes: list[QLineEdit] = []
        self.sides: list[int] = []
        self._show(sides)
        self.setMinimumWidth(300)
        self.boxes[0].setFocus()

    def _show(self, sides: list[int]) -> None:
        typed = self.faces()
        for box in self.boxes:
            self.grid.removeWidget(box)
            box.hide()
            box.deleteLater()
        for label in self.findChildren(QLabel, "dieLabel"):
            self.grid.removeWidget(label)
            label.hide()
            label.deleteLater()
        self.boxes, self.sides = [], list(sides)
        per_row = 6
        for number, size in enumerate(sides):
            label = QLabel(f"d{size}")
            label.setObjectName("dieLabel")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            box = QLineEdit()
            box.setValidator(FaceValidator(size, box))
            box.setAlignment(Qt.AlignmentFlag.AlignCenter)
            box.setMaxLength(len(str(size)))
            box.setFixedWidth(box.fontMetrics().horizontalAdvance("000") + 18)
            place = number + 1
            box.setAccessibleName(Ui.tr("Die {number}: d{size}").format(number=place, size=size))
            box.setToolTip(Ui.tr("The face your d{size} shows: 1 to {size}").format(size=size))
            # A keystroke the die cannot show is refused: say why instead of silently keeping the rest.
            box.inputRejected.connect(lambda size=size: self._say_range(size))
            known = typed[number] if number < len(typed) else None
            if known is not None and known <= size:
                box.setText(str(known))
            row, column = divmod(number, per_row)
            self.grid.addWidget(label, row * 2, column)
            self.grid.addWidget(box, row * 2 + 1, column)
            label.show()
            box.show()  # now, not when the layout gets round to it: the first new box takes the focus
            self.boxes.append(box)
        for before, after in zip(self.boxes, self.boxes[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def _say_range(self, size: int) -> None:
        self.note.setText(Ui.tr("A d{size} shows 1–{size}.").format(size=size))
        self.note.setStyleSheet(f"color: {colors().low.name()};")

    def faces(self) -> list[int | None]:
        return [int(box.text()) if box.text().isdigit() else None for box in self.boxes]

    def confirm(self) -> None:
        faces = self.faces()
        empty = next((i for i, face in enumerate(faces) if face is None), None)
        if empty is not None:
            place = empty + 1
            self.note.setText(Ui.tr("Die {number} (d{size}) has no face yet.").format(number=place,
                                                                                      size=self.sides[empty]))
            self.note.setStyleSheet(f"color: {colors().low.name()};")
            self.boxes[empty].setFocus()
            return
        known = [int(face) for face in faces if face is not None]
        needed = self.more(known)
        if not needed:  # the action no longer rolls (or would be refused): let it say so
            self.accept()
            self.chosen.emit([])
            return
        if needed[:len(known)] != self.sides or len(needed) > len(known):
            # The faces decided more dice (or other ones): ask for those in the same dialog.
            extra = len(needed) - len(known)
            self._show(needed)
            self.note.setText(Ui.tr("Those faces call for %n more dice: roll them too.", "", extra) if extra > 0
                              else Ui.tr("Check the dice again."))

            self.note.setStyleSheet(f"color: {colors().partial.name()};")
            first = next((box for box in self.boxes if not box.text()), self.boxes[-1])
            first.setFocus()
            return
        self.accept()
        self.chosen.emit(known[:len(needed)])

    def show_hint(self, text: str) -> None:
        """A line under the title saying which dice count (a roll with advantage: "roll 2d20, the higher
        counts"); nothing when `text` is empty."""
        if not text:
            return
        self.hint = QLabel(text)
        self.hint.setObjectName("diceHint")
        self.hint.setWordWrap(True)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(1, self.hint)  # under the title, above the note
