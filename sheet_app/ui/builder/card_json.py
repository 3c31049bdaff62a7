"""A rule card's raw-JSON page: the rule as text, applied only when it is an object of a known type
(cards.py shows it with the header's "{ } JSON" toggle)."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from ...engine import jsonsafe
from ...engine.model import RULE_CLASSES
from ...i18n import Builder
from ...views.rule_specs import RULE_TYPES
from .draft import same_json
from .widgets import JsonEdit, MessageLabel, button, muted_label

if TYPE_CHECKING:
    from .cards import RuleCard


def ensure_page(card: RuleCard) -> None:
    if card.json_edit is None:
        assert card.pages is not None
        card.pages.addWidget(_page(card))
        assert card.json_edit is not None  # made by _page
        card.json_edit.applyRequested.connect(lambda: apply(card))
        card.retabRequested.emit(card)


def _page(card: RuleCard) -> QWidget:
    page = QWidget()
    box = QVBoxLayout(page)
    box.setContentsMargins(0, 0, 0, 0)
    card.json_edit = JsonEdit()
    card.json_edit.setObjectName("json")
    card.json_edit.setAccessibleName(card.accessible(Builder.tr("Raw JSON text")))
    card.json_edit.setMinimumHeight(160)
    card.json_edit.setReadOnly(not card.supported)
    card.json_edit.textChanged.connect(lambda: _edited(card))
    box.addWidget(card.json_edit)
    card.json_error = MessageLabel()
    card.json_error.setObjectName("jsonError")
    box.addWidget(card.json_error)
    row = QHBoxLayout()
    if card.supported:
        card.apply_button = button(Builder.tr("Apply JSON"), Builder.tr("Replace the rule with this JSON (Ctrl+Enter)"),
                                   card.accessible(Builder.tr("Apply JSON")))
        card.apply_button.setObjectName("applyJson")
        card.apply_button.clicked.connect(lambda: apply(card))
        revert = button(Builder.tr("Revert"), Builder.tr("Discard the changes to the text"),
                        card.accessible(Builder.tr("Revert JSON")))
        revert.setObjectName("revertJson")
        revert.clicked.connect(lambda: fill(card, force=True))
        row.addWidget(card.apply_button)
        row.addWidget(revert)
        row.addWidget(muted_label(Builder.tr("Must be a JSON object with a known \"type\". Problems with the fields "
                                             "are allowed and shown on the card."), wrap=True), 1)
    else:
        row.addWidget(muted_label(Builder.tr("This rule type is not supported: it is kept exactly as it is. "
                                             "You can delete it, but not edit it here."), wrap=True), 1)
    box.addLayout(row)
    return page


def toggled(card: RuleCard, on: bool) -> None:
    ensure_page(card)
    assert card.pages is not None
    if on:
        fill(card, force=True)
        card.pages.setCurrentIndex(1)
        return
    if dirty(card) and not apply(card):
        card.json_toggle.blockSignals(True)
        card.json_toggle.setChecked(True)
        card.json_toggle.blockSignals(False)
        return
    card.pages.setCurrentIndex(0)


def fill(card: RuleCard, force: bool = False) -> None:
    if card.json_edit is None:
        return
    text = json.dumps(card.raw(), indent=2, ensure_ascii=False)
    if force or not dirty(card):
        card.json_shown = text
        if card.json_edit.toPlainText() != text:
            card.json_edit.setPlainText(text)
        card.json_error.show_messages([])


def dirty(card: RuleCard) -> bool:
    """Whether the raw-JSON box holds text that is not (yet) the rule."""
    return (card.json_edit is not None and card.pages is not None and card.pages.currentIndex() == 1
            and card.supported and card.json_edit.toPlainText() != card.json_shown)


def _edited(card: RuleCard) -> None:
    if card.json_error.messages:
        card.json_error.show_messages([])
    card.unsavedChanged.emit()


def apply(card: RuleCard) -> bool:
    """Replace the rule with the JSON text; refused (with the reason) unless it is an object with a
    known type. Returns whether the text is now the rule."""
    if not card.supported or card.json_edit is None:
        return False
    text = card.json_edit.toPlainText()
    try:
        value = jsonsafe.loads(text)
    except jsonsafe.JsonError as err:
        said = str(err)
        card.json_error.show_messages([("error", Builder.tr("{error}. Nothing was applied.").format(
            error=said[:1].upper() + said[1:]))])
        return False
    if not isinstance(value, dict):
        card.json_error.show_messages([("error", Builder.tr("A rule must be a JSON object ({ … }). "
                                                            "Nothing was applied."))])
        return False
    rtype = value.get("type")
    if not (isinstance(rtype, str) and rtype in RULE_CLASSES and rtype in RULE_TYPES):
        known = ", ".join(RULE_TYPES)
        card.json_error.show_messages([("error", Builder.tr("\"type\" must be one of {known} (got {got}). Nothing was "
                                                            "applied.").format(known=known, got=json.dumps(rtype)))])
        return False
    if not same_json(value, card.raw()):
        card.replaceRequested.emit(card.uid, value)
    if not card.retired:
        fill(card, force=True)
    return True

