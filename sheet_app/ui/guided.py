"""The frame the guided dialogs share (Character ▸ Level up…, Character ▸ New character…): the choices in a
scroll area, then a preview of what the action will do, a hint line for why it cannot be done yet, and the
button that does it beside Cancel."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from .theme import colors


def scrolled_form(outer: QVBoxLayout) -> tuple[QWidget, QVBoxLayout]:
    """A frameless scroll area taking the dialog's spare height; the widget in it and its layout."""
    body = QWidget()
    form = QVBoxLayout(body)
    form.setContentsMargins(0, 0, 0, 0)
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setWidget(body)
    outer.addWidget(scroll, 1)
    return body, form


@dataclass
class Footer:
    box: QGroupBox
    preview: QLabel
    hint: QLabel
    button: QPushButton


def footer(dialog: QDialog, outer: QVBoxLayout, prefix: str, title: str, button: tuple[str, str],
           accepted: Callable[[], None]) -> Footer:
    """The preview box titled `title` (its label `<prefix>Preview`), the hint (`<prefix>Hint`, in the theme's
    low colour, for why the action cannot be done yet) and the buttons: `button` = (text with its mnemonic,
    object name), the default, calling `accepted`; Cancel rejects the dialog."""
    box = QGroupBox(title)
    preview_layout = QVBoxLayout(box)
    preview = QLabel()
    preview.setObjectName(f"{prefix}Preview")
    preview.setWordWrap(True)
    preview.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    preview_layout.addWidget(preview)
    outer.addWidget(box)
    hint = QLabel()
    hint.setObjectName(f"{prefix}Hint")
    hint.setWordWrap(True)
    hint.setStyleSheet(f"color: {colors().low.name()};")
    outer.addWidget(hint)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    text, name = button
    act = buttons.addButton(text, QDialogButtonBox.ButtonRole.AcceptRole)
    act.setObjectName(name)
    act.setDefault(True)
    buttons.accepted.connect(accepted)
    buttons.rejected.connect(dialog.reject)
    outer.addWidget(buttons)
    return Footer(box, preview, hint, act)
