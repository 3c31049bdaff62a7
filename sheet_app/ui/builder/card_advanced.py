"""A rule card's Advanced section: "Applies when" (the rule's condition), the identifier of a rule
that is not named by it, and the activation card; built when first opened."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from ...i18n import QT_TRANSLATE_NOOP, Builder, translate
from ...views.rule_specs import ADVANCED_IDENTIFIER, POOL_TYPES_DEFINED, SUPPRESS_FIELD, field_specs
from .condition import ConditionEditor
from .draft import MISSING
from .fields import EnumField, TextField
from .widgets import LABEL_WIDTH, MessageLabel, tool

if TYPE_CHECKING:
    from .cards import RuleCard

APPLIES_WHEN_TIP = QT_TRANSLATE_NOOP("Builder", "Applies when: the rules reference's “predicate” (a Condition). "
                                                "The rule works only while every row holds; empty means always.")


def toggle_row(card: RuleCard) -> QWidget:
    holder = QWidget()
    card.advanced_layout = QVBoxLayout(holder)
    card.advanced_layout.setContentsMargins(0, 4, 0, 0)
    card.advanced_toggle = tool(Builder.tr("Advanced ▸"), Builder.tr("Applies when (the reference's “predicate”, a "
                                                                     "Condition), activation card"),
                                card.accessible(Builder.tr("Advanced")), checkable=True)
    card.advanced_toggle.setObjectName("advancedToggle")
    card.advanced_toggle.toggled.connect(lambda on: _toggled(card, on))
    card.advanced_toggle.clicked.connect(lambda on: _clicked(card, on))
    card.advanced_layout.addWidget(card.advanced_toggle, 0, Qt.AlignmentFlag.AlignLeft)
    return holder


def build(card: RuleCard) -> None:
    box = QWidget()
    grid = QGridLayout(box)
    grid.setContentsMargins(0, 0, 0, 0)
    grid.setColumnStretch(1, 1)
    grid.setHorizontalSpacing(12)
    grid.setColumnMinimumWidth(0, LABEL_WIDTH)
    row = 0
    specs = [SUPPRESS_FIELD] if identifier_in_form(card) else [ADVANCED_IDENTIFIER, SUPPRESS_FIELD]
    cond_label = QLabel(Builder.tr("Applies when"))
    cond_label.setObjectName("appliesWhenLabel")
    cond_label.setToolTip(translate("Builder", APPLIES_WHEN_TIP))
    cond_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
    card.condition = ConditionEditor(card.preview.holds, card.suggestions, card.accessible(Builder.tr("Applies when")),
                                     why_not=card.preview.why_not)
    card.condition.setObjectName("predicate")
    card.condition.setToolTip(translate("Builder", APPLIES_WHEN_TIP))
    card.condition.changed.connect(lambda pred: _condition_changed(card, pred))
    card.condition_messages = MessageLabel()
    holder = QWidget()
    hbox = QVBoxLayout(holder)
    hbox.setContentsMargins(0, 0, 0, 0)
    hbox.addWidget(card.condition)
    hbox.addWidget(card.condition_messages)
    grid.addWidget(cond_label, row, 0)
    grid.addWidget(holder, row, 1)
    row += 1
    for spec in specs:
        widget = (EnumField if spec.kind == "enum" else TextField)(spec, card)
        card.advanced_fields[spec.key] = widget
        label = QLabel(spec.label)
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        label.setBuddy(widget.inputs()[0])
        grid.addWidget(label, row, 0)
        grid.addWidget(widget, row, 1)
        row += 1
    card.advanced_box = box
    card.advanced_layout.addWidget(box)
    box.show()
    card.retabRequested.emit(card)
    raw = card.raw()
    load(card, raw)
    card.apply_preview()


def load(card: RuleCard, raw: dict[str, Any]) -> None:
    if card.supported:
        pred = raw.get("predicate")
        summary = describe(pred)
        card.advanced_toggle.setText(
            (Builder.tr("Advanced ▾") if card.advanced_toggle.isChecked() else Builder.tr("Advanced ▸"))
            + (Builder.tr("   applies when {condition}").format(condition=summary) if summary else ""))
    if card.advanced_box is None:
        return
    for widget in card.advanced_fields.values():
        widget.load(raw)
    if card.condition is not None:
        card.condition.set_value(raw.get("predicate"))


def wanted(card: RuleCard, raw: Any) -> bool:
    if not isinstance(raw, dict):
        return False
    if raw.get("predicate") or raw.get("suppressActivationCard", "auto") != "auto":
        return True
    return not identifier_in_form(card) and bool(raw.get("identifier"))


def identifier_in_form(card: RuleCard) -> bool:
    """Pools and toggles are named by their identifier: it is a field of the form, not advanced."""
    return card.rtype in POOL_TYPES_DEFINED or any(s.key == "identifier" for s in field_specs(card.rtype))  # type: ignore[arg-type]


def _clicked(card: RuleCard, on: bool) -> None:
    """Opened by the player: scroll so "Applies when" is on screen (it opens below the fold)."""
    if on and card.advanced_box is not None:
        box = card.advanced_box
        QTimer.singleShot(0, lambda: card.revealRequested.emit(box))


def _toggled(card: RuleCard, on: bool) -> None:
    if on and card.advanced_box is None:
        build(card)
    if card.advanced_box is not None:
        card.advanced_box.setVisible(on)
    load(card, card.raw())


def _condition_changed(card: RuleCard, pred: Any) -> None:
    current = card.raw().get("predicate", MISSING)
    if not pred and (current is MISSING or current is None or current == {}):
        return
    card.commit([(("predicate",), pred)], Builder.tr("Edit condition"), "predicate")


def describe(pred: Any) -> str:
    if not pred:
        return ""
    from ...engine.predicates import PredicateError, describe
    try:
        return describe(pred)
    except PredicateError:
        return Builder.tr("(invalid condition)")
