"""The dice panel's widgets and layout, and how it shows messages; the behaviour is in dice_panel.py."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...i18n import Dice, Engine, filled
from ..theme import colors
from .widgets import DiceTray, result_label


def _stressed(line: str) -> str:
    """A log line as HTML, an attack's outcome in bold ("Greataxe: <b>hit, 9 damage</b> (…)"): found with the
    engine's own messages (engine/activation.py), so in any language."""
    for template in (Engine.tr("{head}critical hit, {total} damage{detail}"),
                     Engine.tr("{head}hit, {total} damage{detail}"), Engine.tr("{head}miss") + "{detail}"):
        fields = filled(template, line)
        if fields is not None:
            head, detail = fields["head"], fields["detail"]
            middle = line[len(head):len(line) - len(detail)]
            return f"{html.escape(head)}<b>{html.escape(middle)}</b>{html.escape(detail)}"
    return html.escape(line)


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    font = QFont(label.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 0.95)
    label.setFont(font)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


class DicePanelView(QDialog):
    """The panel's widgets: header, dice tray and edit row, consumer cards, preview, result, buttons."""

    committed = Signal(object)  # the engine Result of each successful commit (spend, edit, undo)
    refused = Signal(str)  # the engine's message when it refuses an action

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumWidth(600)
        self._build()

    def _build(self) -> None:
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.35)
        self.title.setFont(font)
        self.meta = QLabel()
        self.meta.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.bank = QLabel()
        self.bank.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        head = QHBoxLayout()
        head.addWidget(self.title)
        head.addSpacing(10)
        head.addWidget(self.meta)
        head.addStretch(1)
        head.addWidget(self.bank)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.bonus = QLabel()
        self.bonus.setWordWrap(True)
        self.bonus.setForegroundRole(QPalette.ColorRole.PlaceholderText)

        self.tray = DiceTray()
        self.roll_in = QPushButton(Dice.tr("Roll one in"))
        self.roll_in.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.empty.setTextFormat(Qt.TextFormat.RichText)
        tray_row = QHBoxLayout()
        tray_row.addWidget(self.tray, 1)
        tray_row.addWidget(self.empty, 1)
        tray_row.addWidget(self.roll_in, 0, Qt.AlignmentFlag.AlignTop)

        self.edit_label = QLabel()
        self.face = QSpinBox()
        self.face.setKeyboardTracking(False)
        self.face.setMinimumWidth(64)
        self.reroll = QPushButton(Dice.tr("Reroll"))
        self.remove = QPushButton(Dice.tr("Remove"))
        self.edit_row = QWidget()
        edit = QHBoxLayout(self.edit_row)
        edit.setContentsMargins(0, 0, 0, 0)
        edit.addWidget(self.edit_label)
        edit.addWidget(self.face)
        edit.addWidget(self.reroll)
        edit.addWidget(self.remove)
        edit.addStretch(1)

        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.cards_box = QWidget()
        self.cards_layout = QVBoxLayout(self.cards_box)
        self.cards_layout.setContentsMargins(0, 0, 4, 0)
        self.cards_layout.setSpacing(6)
        self.cards_scroll = QScrollArea()
        self.cards_scroll.setWidget(self.cards_box)
        self.cards_scroll.setWidgetResizable(True)
        self.cards_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.cards_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the cards are the Tab stops, not their box
        self.no_consumer = QLabel()
        self.no_consumer.setWordWrap(True)

        self.hint = QLabel()
        self.hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.preview = result_label(Dice.tr("Effect preview"))
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.result_label.setAccessibleName(Dice.tr("Result"))
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result_label.setVisible(False)

        self.undo_button = QPushButton(Dice.tr("Undo"))
        self.undo_button.setAutoDefault(False)
        self.use_button = QPushButton(Dice.tr("Use, keep the dice"))
        self.cancel_button = QPushButton(Dice.tr("Cancel"))
        self.confirm_button = QPushButton(Dice.tr("Spend"))
        self.confirm_button.setDefault(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addStretch(1)
        buttons.addWidget(self.use_button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.confirm_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(8)
        layout.addLayout(head)
        layout.addWidget(self.status)
        layout.addWidget(self.bonus)
        layout.addWidget(_heading(Dice.tr("Dice")))
        layout.addLayout(tray_row)
        layout.addWidget(self.edit_row)
        layout.addWidget(_heading(Dice.tr("Use a feature")))
        layout.addWidget(self.cards_scroll)
        layout.addWidget(self.no_consumer)
        layout.addWidget(self.hint)
        layout.addWidget(self.preview)
        layout.addWidget(self.result_label)
        layout.addStretch(1)
        layout.addSpacing(6)
        layout.addLayout(buttons)


    def _show_result(self, lines: list[str], error: str = "") -> None:
        """The result line(s) of the last commit (first line bold, the attack outcome stressed)."""
        if error:
            refused = Dice.tr("<b>Refused:</b> {reason} — nothing changed.").format(reason=html.escape(error))
            self._result_box(refused, colors().low.name())
            return
        parts = []
        for number, line in enumerate(lines):
            parts.append(f"<b>{_stressed(line)}</b>" if number == 0 else _stressed(line))
        self._result_box("<br>".join(parts), colors().full.name())

    def _result_box(self, text: str, edge: str) -> None:
        back = self.palette().color(QPalette.ColorRole.AlternateBase).name()
        self.result_label.setStyleSheet(f"QLabel {{ background: {back}; border-left: 3px solid {edge}; "
                                  f"border-radius: 3px; padding: 6px 8px; }}")
        self.result_label.setText(text)
        self.result_label.setVisible(True)
        self._fit()

    def _fit(self) -> None:
        """Grow to hold a line that appeared: the wrapped labels' heights follow the width, which the
        window's minimum does not track, so without this the lines below the cards overlap them."""
        layout = self.layout()
        if layout is None or not self.isVisible():
            return
        layout.activate()
        need = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else layout.sizeHint().height()
        if need > self.height():
            self.resize(self.width(), need)

    def _say(self, text: str) -> None:
        """A hint in the result box (why a key or click did nothing)."""
        self._result_box(html.escape(text), colors().partial.name())

    def _set_status(self, text: str, *, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))
        self.status.setStyleSheet(f"color: {colors().low.name()};" if error else "")
