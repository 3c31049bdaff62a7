"""A rule card's header (type badge, label, priority, on/off, raw JSON, duplicate, delete, collapse)
and the edits made there."""
from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel

from ...engine.predicates import slug
from ...i18n import Builder
from ...views.rule_specs import POOL_TYPES_DEFINED, RULE_TYPES, UNSUPPORTED_BADGE
from . import card_json
from .draft import MISSING, Path
from .widgets import Badge, Line, tool

if TYPE_CHECKING:
    from .cards import RuleCard

_PRIORITY = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)")


def parse_priority(text: str) -> int | float | None:
    text = text.strip()
    if not _PRIORITY.fullmatch(text):
        return None
    return float(text) if "." in text else int(text)


def priority_text(value: Any) -> str:
    if isinstance(value, bool) or value is MISSING:
        return "1" if value is MISSING else json.dumps(value)
    if isinstance(value, float) and value.is_integer():
        return repr(value)
    return str(value) if isinstance(value, (int, float)) else json.dumps(value)


def build(card: RuleCard) -> QHBoxLayout:
    head = QHBoxLayout()
    head.setSpacing(6)
    card.chevron = tool("▾", Builder.tr("Collapse this card"), Builder.tr("Collapse"))
    card.chevron.setObjectName("collapse")
    card.chevron.clicked.connect(lambda: card.set_expanded(not card.body.isVisible()))
    head.addWidget(card.chevron)
    color = RULE_TYPES[card.rtype].badge if card.supported else UNSUPPORTED_BADGE  # type: ignore[index]
    card.badge = Badge(card.title if card.supported else Builder.tr("{type} · not supported").format(type=card.title),
                       color)
    card.badge.setObjectName("badge")
    card.badge.setToolTip(RULE_TYPES[card.rtype].description if card.supported  # type: ignore[index]
                          else Builder.tr("This app does not run this rule type; it keeps it exactly as it is."))
    head.addWidget(card.badge)
    card.label_edit = Line()
    card.label_edit.setObjectName("label")
    card.label_edit.setPlaceholderText(card.title)
    card.label_edit.setAccessibleName(card.accessible(Builder.tr("Label")))
    card.label_edit.setMinimumWidth(150)
    font = card.label_edit.font()
    font.setBold(True)
    card.label_edit.setFont(font)
    card.label_edit.textEdited.connect(lambda text: _label_typed(card, text))
    card.label_edit.editingFinished.connect(card.seal)
    head.addWidget(card.label_edit, 1)
    prio = QLabel(Builder.tr("Priority"))
    prio.setToolTip(Builder.tr("Application order: lower numbers apply first; the cards are sorted by it."))
    head.addWidget(prio)
    card.priority_edit = Line()
    card.priority_edit.setObjectName("priority")
    card.priority_edit.setAccessibleName(card.accessible(Builder.tr("Priority")))
    card.priority_edit.setToolTip(prio.toolTip())
    card.priority_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"[+-]?\d{0,6}(\.\d{0,4})?"),
                                                                card.priority_edit))
    card.priority_edit.setFixedWidth(56)
    card.priority_edit.textEdited.connect(lambda text: _priority_typed(card, text))
    card.priority_edit.editingFinished.connect(lambda: _priority_done(card))
    prio.setBuddy(card.priority_edit)
    head.addWidget(card.priority_edit)
    card.enabled = QCheckBox(Builder.tr("On", "a rule card's check box: the rule is switched on"))
    card.enabled.setObjectName("enabled")
    card.enabled.setToolTip(Builder.tr("Enabled: untick to switch this rule off without deleting it"))
    card.enabled.setAccessibleName(card.accessible(Builder.tr("Enabled")))
    card.enabled.clicked.connect(lambda on: _enabled_clicked(card, on))
    head.addWidget(card.enabled)
    card.json_toggle = tool("{ } JSON", Builder.tr("Show this rule as raw JSON"),
                            card.accessible(Builder.tr("Raw JSON")), checkable=True)
    card.json_toggle.setObjectName("jsonToggle")
    card.json_toggle.toggled.connect(lambda on: card_json.toggled(card, on))
    head.addWidget(card.json_toggle)
    dup = tool(Builder.tr("Duplicate"), Builder.tr("Duplicate this rule (Ctrl+D)"),
               card.accessible(Builder.tr("Duplicate")))
    dup.setObjectName("duplicate")
    dup.clicked.connect(lambda: card.duplicateRequested.emit(card.uid))
    head.addWidget(dup)
    delete = tool(Builder.tr("Delete"), Builder.tr("Delete this rule (Ctrl+Shift+Delete; Ctrl+Z brings it back)"),
                  card.accessible(Builder.tr("Delete")))
    delete.setObjectName("delete")
    delete.clicked.connect(lambda: card.deleteRequested.emit(card.uid))
    head.addWidget(delete)
    if not card.supported:
        card.label_edit.setReadOnly(True)
        card.priority_edit.setReadOnly(True)
        card.enabled.setEnabled(False)
        card.json_toggle.setEnabled(False)
    return head


def _label_typed(card: RuleCard, text: str) -> None:
    raw = card.raw()
    changes: list[tuple[Path, Any]] = [(("label",), text)]
    if card.uid in card.context.auto_identifier and card.rtype in POOL_TYPES_DEFINED:
        ident = raw.get("identifier", "")
        old = raw.get("label") if isinstance(raw.get("label"), str) else ""
        if ident in ("", slug(old)):
            changes.append((("identifier",), slug(text)))
    card.commit(changes, Builder.tr("Edit label"), "label")


def _priority_typed(card: RuleCard, text: str) -> None:
    value = parse_priority(text)
    if value is not None:
        card.commit([(("priority",), value)], Builder.tr("Change priority"), "priority")


def _priority_done(card: RuleCard) -> None:
    card.seal()
    card.priority_edit.set_text_keep_cursor(priority_text(card.raw().get("priority", MISSING)))
    card.relayoutRequested.emit()


def _enabled_clicked(card: RuleCard, on: bool) -> None:
    raw = card.raw()
    value: Any = (False if "disabled" in raw else MISSING) if on else True
    card.commit([(("disabled",), value)], Builder.tr("Enable rule") if on else Builder.tr("Disable rule"))

