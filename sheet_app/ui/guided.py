"""The frame the guided dialogs share (Character ▸ Level up…, Character ▸ New character…): the choices in a
scroll area (picks as lists of ticks), then a preview of what the action will do, a hint line for why it
cannot be done yet, and the button that does it beside Cancel."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..engine.formulas import reference_word
from ..engine.vocab import skill_word, stat_word
from .theme import colors


def stat_name(stat: str) -> str:
    """"Strength", in the player's language."""
    return stat_word(stat)


def stat_short(stat: str) -> str:
    """"STR", in the player's language."""
    return reference_word(stat)


def skill_name(skill: str) -> str:
    """"Stealth", in the player's language."""
    return skill_word(skill)



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


def tick_list(name: str, docs: list[dict[str, Any]], changed: Callable[[], None]) -> QListWidget:
    """A list of check boxes, one per document (its name; the document as the item's data), none ticked, as
    tall as its rows up to 160 px; `changed` after every tick."""
    ticks = QListWidget()
    ticks.setObjectName(name)
    for doc in docs:
        item = QListWidgetItem(str(doc.get("name")))
        item.setData(Qt.ItemDataRole.UserRole, doc)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Unchecked)
        ticks.addItem(item)
    ticks.setMaximumHeight(min(160, 22 * max(2, len(docs)) + 8))
    ticks.itemChanged.connect(lambda _item: changed())
    return ticks
