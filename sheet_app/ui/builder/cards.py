"""A rule as a card: header (type, label, priority, on/off, raw JSON, duplicate, delete, collapse),
the form of its fields, an Advanced section (condition, activation card), and its problems.

Longer than ~450 lines on purpose: one widget whose header, form, raw-JSON page and Advanced section
share the rule being shown and keep each other current; the fields are in their own modules and the
specs they are built from in views/rule_specs.py."""
from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRect, QRegularExpression, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QRegularExpressionValidator
from PySide6.QtWidgets import QCheckBox, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...engine import jsonsafe
from ...engine.lint import Problem
from ...engine.model import RULE_CLASSES, ChargePool, DicePool
from ...engine.pools import pool_id, rule_identifier
from ...engine.predicates import slug
from ...views.rule_preview import RulePreview, field_path
from ...views.rule_specs import (
    ADVANCED_IDENTIFIER,
    POOL_TYPES_DEFINED,
    RULE_TYPES,
    SUPPRESS_FIELD,
    UNSUPPORTED_BADGE,
    field_specs,
    type_name,
)
from ..theme import colors
from .condition import ConditionEditor, Suggestions
from .draft import MISSING, Path, RulesDraft, same_json
from .fields import CheckField, EnumField, Field, IdentifierField, IntField, ListField, TextField
from .formula_field import FormulaField
from .keyboard import focus_order
from .pool_field import PoolField
from .refills import RefillsField
from .toggle_fields import EventsField, PoolsField, PromptField, ToggleField
from .widgets import Badge, JsonEdit, Line, MessageLabel, Pages, Panel, button, muted_label, reference_word, tool


@dataclass(frozen=True)
class CardContext:
    """What a card reads of the editor it sits in (Orange's items never hold the editor itself)."""

    draft: RulesDraft  # the rules being edited: a card reads its rule and position here
    originals: dict[int, Any]  # each rule as it was when the builder opened (the card's Revert)
    preview: RulePreview
    suggestions: Suggestions
    auto_identifier: set[int]  # new pool rules whose identifier follows their label

FIELD_CLASSES: dict[str, type[Field]] = {
    "enum": EnumField, "formula": FormulaField, "text": TextField, "identifier": IdentifierField,
    "int": IntField, "check": CheckField, "pool": PoolField, "list": ListField,
    "events": EventsField, "pools": PoolsField, "toggle": ToggleField, "prompt": PromptField,
}
LABEL_WIDTH = 170
APPLIES_WHEN_TIP = ("Applies when: the rules reference's “predicate” (a Condition). The rule works only while "
                    "every row holds; empty means always.")
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


class RuleCard(Panel):
    """One rule of the item. It never writes the rule, nor knows the dialog: it reads a `CardContext` and
    asks by signals, which the dialog turns into undoable commands (Orange's schemeedit and commands).

    Nothing inside is built until the card is needed (`ensure_built`: it comes near the screen, takes
    the keyboard, or is asked for): until then it is an empty frame as tall as the dialog expects the
    card to be (`estimate`), painted with its type and label, so an item with 200 rules opens at once
    and only the cards someone looks at cost memory."""

    editRequested = Signal(int, object, str, object)  # uid, [(path, value)], the undo text, merge key
    sealRequested = Signal()  # the edit being typed is finished: the next one is a new undo step
    duplicateRequested = Signal(int)
    deleteRequested = Signal(int)
    replaceRequested = Signal(int, object)  # uid, the whole new rule (from the raw JSON)
    retabRequested = Signal(object)  # the card's widgets changed: Tab order again
    relayoutRequested = Signal()
    unsavedChanged = Signal()
    previewWanted = Signal()  # bring the problem check up to date now (answered before emit returns)
    revealRequested = Signal(object)  # scroll this widget into view
    buildStarted = Signal(object)  # about to build: connect the requests now
    builtNow = Signal(object)  # the card's widgets were just built (it has its real height now)

    def __init__(self, context: CardContext, uid: int, build: bool = True):
        super().__init__("card")
        self.context = context
        self.uid = uid
        self.retired = False  # replaced by a card of another type (its raw JSON became another rule)
        self.preview = context.preview
        self.suggestions = context.suggestions
        raw = self.raw()
        self.rtype = raw.get("type") if isinstance(raw, dict) else None
        self.supported = isinstance(raw, dict) and self.rtype in RULE_CLASSES and self.rtype in RULE_TYPES
        self.title = type_name(self.rtype)
        self.setObjectName("ruleCard")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.fields: dict[str, Field] = {}
        self.advanced_fields: dict[str, Field] = {}
        self.condition: ConditionEditor | None = None
        self.problems: list[Problem] = []
        self.tab_order: list[QWidget] | None = None  # this card's widgets in Tab order (dialog.retab)
        self.built = False
        self.estimate = 0  # the height the dialog expects while nothing is built (0: a guess of its own)
        self._expanded = True  # the body's state, kept while it is not built
        self.pages: Pages | None = None
        self.json_edit: JsonEdit | None = None
        self.advanced_box: QWidget | None = None
        self._json_shown = ""
        self._steps: Iterator[None] | None = None  # the parts still to build (build_some)
        self.content: QWidget | None = None
        self._shape: tuple[Any, bool, int, tuple[Any, ...]] | None = None  # shape_key's last answer
        self._parts_done = False  # every part made (still hidden until the last step shows them)
        label = raw.get("label") if isinstance(raw, dict) else None
        self.setAccessibleName(f"{label or self.title} ({self.title}) rule")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab into a card not built yet builds it
        if build:
            self.ensure_built()

    def ensure_built(self) -> None:
        """Build the card (header, form, Advanced) if it is not there yet, all at once."""
        while not self.built:
            self.build_some(None)

    def build_some(self, deadline: float | None) -> bool:
        """Build the card a part at a time (the header, then each field with its value, the Advanced
        section, the card shown) until `deadline` (perf_counter seconds) passes, at least one part;
        returns whether it is built. Until the last part the parts stay hidden in `content` and the
        card is the empty frame it was, so nothing half-built is ever painted or laid out."""
        if self._steps is None:
            self._steps = self._build_steps()
        for _part in self._steps:
            if deadline is not None and time.perf_counter() >= deadline:
                return self.built
        return self.built

    def _build_steps(self) -> Iterator[None]:
        self.buildStarted.emit(self)
        raw = self.raw()
        content = self.content = QWidget(self)
        content.hide()  # explicitly: nothing shows until the whole card does
        inner = QVBoxLayout(content)
        inner.setContentsMargins(10, 8, 10, 8)
        inner.setSpacing(6)
        inner.addLayout(self._header())
        self.status = MessageLabel()
        self.status.setObjectName("status")
        inner.addWidget(self.status)
        self.body = QWidget()
        self.body_box = QVBoxLayout(self.body)
        self.body_box.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.body)
        self.pages = Pages()
        form, grid = self._form_page()
        self.pages.addWidget(form)
        self.body_box.addWidget(self.pages)
        content.ensurePolished()
        yield
        for row, spec in enumerate(field_specs(self.rtype) if self.supported else ()):  # type: ignore[arg-type]
            widget = self._add_field(grid, row, spec)
            widget.load(raw)
            widget.ensurePolished()
            yield
        if self.supported:
            self.body_box.addWidget(self._advanced_toggle())
            if self._wants_advanced(raw):
                yield
                self.advanced_toggle.setChecked(True)  # builds the Advanced section
                self.advanced_box.ensurePolished()  # type: ignore[union-attr]
            yield
        current = self.raw()
        if current is raw:
            self._load_header(current)
            self._load_advanced(current)
        else:  # edited while it was being built
            self.load_built(current)
        if not self.supported:
            self.json_toggle.setChecked(True)
        self._parts_done = True
        self.apply_preview()
        yield
        inner.activate()  # laid out now, still hidden (its size hints are kept)
        yield
        self.built = True
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(content)
        content.show()
        self.set_expanded(self._expanded)
        self.updateGeometry()
        self.retabRequested.emit(self)
        self.builtNow.emit(self)

    def shape_key(self) -> tuple[Any, ...]:
        """What a built card's height depends on, besides the window's width (for `estimate`); kept
        while the rule (a draft's rules are replaced, never changed in place), the expanded state and
        the problem count are the same (the dialog asks every card every turn)."""
        raw, expanded = self.raw(), self.expanded()
        kept = self._shape
        if kept is not None and kept[0] is raw and kept[1] == expanded and kept[2] == len(self.problems):
            return kept[3]
        if not isinstance(raw, dict):
            key: tuple[Any, ...] = (self.rtype, expanded)
        else:
            lists = tuple(len(v) for k, v in raw.items() if isinstance(v, list) and k != "predicate")
            key = (self.rtype, expanded, self._wants_advanced(raw), lists, len(self.problems))
        self._shape = (raw, expanded, len(self.problems), key)
        return key

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        if self.built:
            return super().sizeHint()
        return QSize(400, self.estimate or self._guess())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return super().minimumSizeHint() if self.built else self.sizeHint()

    def _guess(self) -> int:
        """A first guess at the built height (until a card of its shape was built): about a line per field."""
        if not self._expanded:
            return 50
        rows = len(field_specs(self.rtype)) if self.supported else 8  # type: ignore[arg-type]
        return 90 + 38 * rows

    def paintEvent(self, event: Any) -> None:
        super().paintEvent(event)
        if self.built:
            return
        painter = QPainter(self)  # its type and label where the header will be, in case it shows unbuilt
        painter.setPen(colors().muted)
        raw = self.raw()
        label = raw.get("label") if isinstance(raw, dict) else ""
        text = f"{self.title}   {label}" if isinstance(label, str) and label else self.title
        painter.drawText(QRect(40, 8, max(0, self.width() - 50), 28),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), text)

    def focusInEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        """Tab reached a card not built yet: build it and hand the keyboard to its first (or, going
        backwards, last) field."""
        super().focusInEvent(event)
        if self.built:
            return
        self.ensure_built()
        order = focus_order(self)
        if order:
            backwards = event.reason() == Qt.FocusReason.BacktabFocusReason
            (order[-1] if backwards else order[0]).setFocus(event.reason())

    # ---- host for fields ----------------------------------------------------------------------
    def raw(self) -> Any:
        return self.context.draft.raw(self.uid)

    def original(self) -> Any:
        return self.context.originals.get(self.uid)

    def commit(self, changes: list[tuple[Path, Any]], text: str, merge: str | None = None) -> None:
        self.editRequested.emit(self.uid, changes, text, merge)

    def seal(self) -> None:
        self.sealRequested.emit()

    def position(self) -> int:
        return self.context.draft.position(self.uid)

    def accessible(self, label: str) -> str:
        return f"{self.title}: {label}"

    def ensure_preview(self) -> None:
        """Bring the problem check up to date now (a drop-down of pools is about to open)."""
        self.previewWanted.emit()

    # ---- building -----------------------------------------------------------------------------
    def _header(self) -> QHBoxLayout:
        head = QHBoxLayout()
        head.setSpacing(6)
        self.chevron = tool("▾", "Collapse this card", "Collapse")
        self.chevron.setObjectName("collapse")
        self.chevron.clicked.connect(lambda: self.set_expanded(not self.body.isVisible()))
        head.addWidget(self.chevron)
        color = RULE_TYPES[self.rtype].badge if self.supported else UNSUPPORTED_BADGE  # type: ignore[index]
        self.badge = Badge(self.title if self.supported else f"{self.title} · not supported", color)
        self.badge.setObjectName("badge")
        self.badge.setToolTip(RULE_TYPES[self.rtype].description if self.supported  # type: ignore[index]
                              else "This app does not run this rule type; it keeps it exactly as it is.")
        head.addWidget(self.badge)
        self.label_edit = Line()
        self.label_edit.setObjectName("label")
        self.label_edit.setPlaceholderText(self.title)
        self.label_edit.setAccessibleName(self.accessible("Label"))
        self.label_edit.setMinimumWidth(150)
        font = self.label_edit.font()
        font.setBold(True)
        self.label_edit.setFont(font)
        self.label_edit.textEdited.connect(self._label_typed)
        self.label_edit.editingFinished.connect(self.seal)
        head.addWidget(self.label_edit, 1)
        prio = QLabel("Priority")
        prio.setToolTip("Application order: lower numbers apply first; the cards are sorted by it.")
        head.addWidget(prio)
        self.priority_edit = Line()
        self.priority_edit.setObjectName("priority")
        self.priority_edit.setAccessibleName(self.accessible("Priority"))
        self.priority_edit.setToolTip(prio.toolTip())
        self.priority_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"[+-]?\d{0,6}(\.\d{0,4})?"),
                                                                    self.priority_edit))
        self.priority_edit.setFixedWidth(56)
        self.priority_edit.textEdited.connect(self._priority_typed)
        self.priority_edit.editingFinished.connect(self._priority_done)
        prio.setBuddy(self.priority_edit)
        head.addWidget(self.priority_edit)
        self.enabled = QCheckBox("On")
        self.enabled.setObjectName("enabled")
        self.enabled.setToolTip("Enabled: untick to switch this rule off without deleting it")
        self.enabled.setAccessibleName(self.accessible("Enabled"))
        self.enabled.clicked.connect(self._enabled_clicked)
        head.addWidget(self.enabled)
        self.json_toggle = tool("{ } JSON", "Show this rule as raw JSON", self.accessible("Raw JSON"), checkable=True)
        self.json_toggle.setObjectName("jsonToggle")
        self.json_toggle.toggled.connect(self._json_toggled)
        head.addWidget(self.json_toggle)
        dup = tool("Duplicate", "Duplicate this rule (Ctrl+D)", self.accessible("Duplicate"))
        dup.setObjectName("duplicate")
        dup.clicked.connect(lambda: self.duplicateRequested.emit(self.uid))
        head.addWidget(dup)
        delete = tool("Delete", "Delete this rule (Ctrl+Shift+Delete; Ctrl+Z brings it back)",
                      self.accessible("Delete"))
        delete.setObjectName("delete")
        delete.clicked.connect(lambda: self.deleteRequested.emit(self.uid))
        head.addWidget(delete)
        if not self.supported:
            self.label_edit.setReadOnly(True)
            self.priority_edit.setReadOnly(True)
            self.enabled.setEnabled(False)
            self.json_toggle.setEnabled(False)
        return head

    def _form_page(self) -> tuple[QWidget, QGridLayout]:
        page = QWidget()
        grid = QGridLayout(page)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        grid.setColumnStretch(1, 1)
        grid.setColumnMinimumWidth(0, LABEL_WIDTH)  # the same column on every card, so fields line up
        return page, grid

    def _add_field(self, grid: QGridLayout, row: int, spec: Any) -> Field:
        widget = RefillsField(spec, self) if spec.kind == "refills" else FIELD_CLASSES[spec.kind](spec, self)
        self.fields[spec.key] = widget
        label = QLabel(spec.label)
        label.setToolTip(spec.hint + reference_word(spec.key, spec.label))
        label.setBuddy(widget.inputs()[0])
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        label.setContentsMargins(0, 4, 0, 0)
        grid.addWidget(label, row, 0)
        grid.addWidget(widget, row, 1)
        return widget

    def _ensure_json_page(self) -> None:
        if self.json_edit is None:
            assert self.pages is not None
            self.pages.addWidget(self._json_page())
            self.json_edit.applyRequested.connect(self.apply_json)  # type: ignore[union-attr]
            self.retabRequested.emit(self)

    def _json_page(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        box.setContentsMargins(0, 0, 0, 0)
        self.json_edit = JsonEdit()
        self.json_edit.setObjectName("json")
        self.json_edit.setAccessibleName(self.accessible("Raw JSON text"))
        self.json_edit.setMinimumHeight(160)
        self.json_edit.setReadOnly(not self.supported)
        self.json_edit.textChanged.connect(self._json_edited)
        box.addWidget(self.json_edit)
        self.json_error = MessageLabel()
        self.json_error.setObjectName("jsonError")
        box.addWidget(self.json_error)
        row = QHBoxLayout()
        if self.supported:
            self.apply_button = button("Apply JSON", "Replace the rule with this JSON (Ctrl+Enter)",
                                       self.accessible("Apply JSON"))
            self.apply_button.setObjectName("applyJson")
            self.apply_button.clicked.connect(self.apply_json)
            revert = button("Revert", "Discard the changes to the text", self.accessible("Revert JSON"))
            revert.setObjectName("revertJson")
            revert.clicked.connect(lambda: self._fill_json(force=True))
            row.addWidget(self.apply_button)
            row.addWidget(revert)
            row.addWidget(muted_label("Must be a JSON object with a known \"type\". Problems with the fields "
                                      "are allowed and shown on the card.", wrap=True), 1)
        else:
            row.addWidget(muted_label("This rule type is not supported: it is kept exactly as it is. "
                                      "You can delete it, but not edit it here.", wrap=True), 1)
        box.addLayout(row)
        return page

    def _advanced_toggle(self) -> QWidget:
        holder = QWidget()
        self.advanced_layout = QVBoxLayout(holder)
        self.advanced_layout.setContentsMargins(0, 4, 0, 0)
        self.advanced_toggle = tool("Advanced ▸", "Applies when (the reference's “predicate”, a Condition), "
                                    "activation card", self.accessible("Advanced"), checkable=True)
        self.advanced_toggle.setObjectName("advancedToggle")
        self.advanced_toggle.toggled.connect(self._advanced_toggled)
        self.advanced_toggle.clicked.connect(self._advanced_clicked)
        self.advanced_layout.addWidget(self.advanced_toggle, 0, Qt.AlignmentFlag.AlignLeft)
        return holder

    def _build_advanced(self) -> None:
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(1, 1)
        grid.setHorizontalSpacing(12)
        grid.setColumnMinimumWidth(0, LABEL_WIDTH)
        row = 0
        specs = [SUPPRESS_FIELD] if self._identifier_in_form() else [ADVANCED_IDENTIFIER, SUPPRESS_FIELD]
        cond_label = QLabel("Applies when")
        cond_label.setObjectName("appliesWhenLabel")
        cond_label.setToolTip(APPLIES_WHEN_TIP)
        cond_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.condition = ConditionEditor(self.preview_holds, self.suggestions, self.accessible("Applies when"))
        self.condition.setObjectName("predicate")
        self.condition.setToolTip(APPLIES_WHEN_TIP)
        self.condition.changed.connect(self._condition_changed)
        self.condition_messages = MessageLabel()
        holder = QWidget()
        hbox = QVBoxLayout(holder)
        hbox.setContentsMargins(0, 0, 0, 0)
        hbox.addWidget(self.condition)
        hbox.addWidget(self.condition_messages)
        grid.addWidget(cond_label, row, 0)
        grid.addWidget(holder, row, 1)
        row += 1
        for spec in specs:
            widget = (EnumField if spec.kind == "enum" else TextField)(spec, self)
            self.advanced_fields[spec.key] = widget
            label = QLabel(spec.label)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            label.setBuddy(widget.inputs()[0])
            grid.addWidget(label, row, 0)
            grid.addWidget(widget, row, 1)
            row += 1
        self.advanced_box = box
        self.advanced_layout.addWidget(box)
        box.show()
        self.retabRequested.emit(self)
        raw = self.raw()
        self._load_advanced(raw)
        self.apply_preview()

    def preview_holds(self, pred: Any) -> bool | None:
        return self.preview.holds(pred)

    # ---- loading ------------------------------------------------------------------------------
    def load(self, raw: Any) -> None:
        """Show the rule as it is in the draft now (after an edit, an undo or a redo)."""
        if not self.built:
            self.update()  # the label painted on the empty frame (a card being built loads it at its end)
            return
        self.load_built(raw)

    def load_built(self, raw: Any) -> None:
        if not isinstance(raw, dict):
            raw = {}
        self._load_header(raw)
        for widget in self.fields.values():
            widget.load(raw)
        self._load_advanced(raw)

    def _load_header(self, raw: Any) -> None:
        if not isinstance(raw, dict):
            raw = {}
        label = raw.get("label")
        self.label_edit.set_text_keep_cursor(label if isinstance(label, str) else "")
        self.setAccessibleName(f"{label or self.title} ({self.title}) rule")
        if not self.priority_edit.hasFocus():
            self.priority_edit.set_text_keep_cursor(priority_text(raw.get("priority", MISSING)))
        self.enabled.blockSignals(True)
        self.enabled.setChecked(raw.get("disabled") is not True)
        self.enabled.blockSignals(False)
        if self.json_toggle.isChecked():
            self._fill_json()

    def _load_advanced(self, raw: dict[str, Any]) -> None:
        if self.supported:
            pred = raw.get("predicate")
            summary = _describe(pred)
            self.advanced_toggle.setText(("Advanced ▾" if self.advanced_toggle.isChecked() else "Advanced ▸")
                                         + (f"   applies when {summary}" if summary else ""))
        if self.advanced_box is None:
            return
        for widget in self.advanced_fields.values():
            widget.load(raw)
        if self.condition is not None:
            self.condition.set_value(raw.get("predicate"))

    def _wants_advanced(self, raw: Any) -> bool:
        if not isinstance(raw, dict):
            return False
        if raw.get("predicate") or raw.get("suppressActivationCard", "auto") != "auto":
            return True
        return not self._identifier_in_form() and bool(raw.get("identifier"))

    def _identifier_in_form(self) -> bool:
        """Pools and toggles are named by their identifier: it is a field of the form, not advanced."""
        return self.rtype in POOL_TYPES_DEFINED or any(s.key == "identifier" for s in field_specs(self.rtype))

    # ---- preview (problems, status, pools) ----------------------------------------------------
    def apply_preview(self) -> None:
        position = self.position()
        problems = self.preview.problems_for(position)
        if not self._parts_done:  # shown on the card when it is built; the dialog's list has them all
            self.problems = problems
            return
        entry = self.preview.entries[position] if position < len(self.preview.entries) else None
        broken = entry is not None and entry.model is None
        for widget in self.fields.values():
            if isinstance(widget, PoolField):
                widget.refresh_pools()
        located: dict[str, list[tuple[str, str, tuple[str, ...]]]] = {}
        banner: list[tuple[str, str]] = []
        for problem in problems:
            parts = field_path(problem.field)
            key = parts[0] if parts else ""
            if key == "predicate" and self.condition is not None or key in self.fields \
                    or key in self.advanced_fields:
                located.setdefault(key, []).append((problem.severity, problem.message, parts[1:]))
            elif not (broken and problem.message == entry.error):  # type: ignore[union-attr]
                banner.append((problem.severity, (f"{problem.field}: " if problem.field else "") + problem.message))
        for key, widget in {**self.fields, **self.advanced_fields}.items():
            found = located.get(key, [])
            if isinstance(widget, RefillsField):
                widget.set_located_problems(found)
                widget.refresh_status()
            else:
                widget.set_problems([(s, m if not sub else f"{'.'.join(sub)}: {m}") for s, m, sub in found])
        self._show_current_die(entry)
        if self.condition is not None:
            self.condition_messages.show_messages([(s, m) for s, m, _ in located.get("predicate", [])])
            self.condition.refresh_status()
        active, reason = self.preview.status(position)
        if not self.supported:
            banner.insert(0, ("warning", ("Not supported: this app keeps this rule exactly as it is and does not "
                                         "run it.")))
        elif broken:
            assert entry is not None
            where = f"{entry.error_field}: " if entry.error_field else ""
            banner.insert(0, ("error", f"This rule is not running: {where}{entry.error}"))
        elif not active and reason:
            banner.append(("info", f"Inactive now: {reason}."))
        self.status.show_messages(banner)
        self.problems = problems

    def _show_current_die(self, entry: Any) -> None:
        """Under Die size: the size the pool has now when Modify Pool rules change it ("Now d6: ...")."""
        field = self.fields.get("dieSize")
        model = getattr(entry, "model", None)
        if field is None or not isinstance(model, (DicePool, ChargePool)):
            return
        view = self.preview.char.pools().get(self.preview.char.pool_key(pool_id(rule_identifier(entry), model.scope),
                                                                        self.preview.item_index))
        if view is None or not view.die or view.die == entry.die_size:
            return
        items = self.preview.char.items
        by = sorted({items[i].name for i, _rule in view.modifiers if 0 <= i < len(items)})
        note = f"Now {view.die} on this character" + (f": changed by {', '.join(by)}" if by else "")
        field.set_problems([*field.problems, ("info", note)])

    # ---- edits from the header ----------------------------------------------------------------
    def _label_typed(self, text: str) -> None:
        raw = self.raw()
        changes: list[tuple[Path, Any]] = [(("label",), text)]
        if self.uid in self.context.auto_identifier and self.rtype in POOL_TYPES_DEFINED:
            ident = raw.get("identifier", "")
            old = raw.get("label") if isinstance(raw.get("label"), str) else ""
            if ident in ("", slug(old)):
                changes.append((("identifier",), slug(text)))
        self.commit(changes, "Edit label", "label")

    def _priority_typed(self, text: str) -> None:
        value = parse_priority(text)
        if value is not None:
            self.commit([(("priority",), value)], "Change priority", "priority")

    def _priority_done(self) -> None:
        self.seal()
        self.priority_edit.set_text_keep_cursor(priority_text(self.raw().get("priority", MISSING)))
        self.relayoutRequested.emit()

    def _enabled_clicked(self, on: bool) -> None:
        raw = self.raw()
        value: Any = (False if "disabled" in raw else MISSING) if on else True
        self.commit([(("disabled",), value)], "Enable rule" if on else "Disable rule")

    def _condition_changed(self, pred: Any) -> None:
        current = self.raw().get("predicate", MISSING)
        if not pred and (current is MISSING or current is None or current == {}):
            return
        self.commit([(("predicate",), pred)], "Edit condition", "predicate")

    # ---- expand / collapse, advanced ----------------------------------------------------------
    def set_expanded(self, on: bool) -> None:
        self._expanded = on
        if not self.built:  # kept for when it is built
            self.updateGeometry()
            return
        self.body.setVisible(on)
        self.chevron.setText("▾" if on else "▸")
        self.chevron.setToolTip("Collapse this card" if on else "Expand this card")
        self.chevron.setAccessibleName("Collapse" if on else "Expand")

    def expanded(self) -> bool:
        return not self.body.isHidden() if self.built else self._expanded

    def _advanced_clicked(self, on: bool) -> None:
        """Opened by the player: scroll so "Applies when" is on screen (it opens below the fold)."""
        if on and self.advanced_box is not None:
            box = self.advanced_box
            QTimer.singleShot(0, lambda: self.revealRequested.emit(box))

    def _advanced_toggled(self, on: bool) -> None:
        if on and self.advanced_box is None:
            self._build_advanced()
        if self.advanced_box is not None:
            self.advanced_box.setVisible(on)
        self._load_advanced(self.raw())

    # ---- raw JSON -----------------------------------------------------------------------------
    def _json_toggled(self, on: bool) -> None:
        self._ensure_json_page()
        assert self.pages is not None
        if on:
            self._fill_json(force=True)
            self.pages.setCurrentIndex(1)
            return
        if self.json_dirty() and not self.apply_json():
            self.json_toggle.blockSignals(True)
            self.json_toggle.setChecked(True)
            self.json_toggle.blockSignals(False)
            return
        self.pages.setCurrentIndex(0)

    def _fill_json(self, force: bool = False) -> None:
        if self.json_edit is None:
            return
        text = json.dumps(self.raw(), indent=2, ensure_ascii=False)
        if force or not self.json_dirty():
            self._json_shown = text
            if self.json_edit.toPlainText() != text:
                self.json_edit.setPlainText(text)
            self.json_error.show_messages([])

    def json_dirty(self) -> bool:
        """Whether the raw-JSON box holds text that is not (yet) the rule."""
        return (self.json_edit is not None and self.pages is not None and self.pages.currentIndex() == 1
                and self.supported and self.json_edit.toPlainText() != self._json_shown)

    def _json_edited(self) -> None:
        if self.json_error.messages:
            self.json_error.show_messages([])
        self.unsavedChanged.emit()

    def apply_json(self) -> bool:
        """Replace the rule with the JSON text; refused (with the reason) unless it is an object with a
        known type. Returns whether the text is now the rule."""
        if not self.supported or self.json_edit is None:
            return False
        text = self.json_edit.toPlainText()
        try:
            value = jsonsafe.loads(text)
        except jsonsafe.JsonError as err:
            self.json_error.show_messages([("error", f"{str(err)[:1].upper()}{str(err)[1:]}. Nothing was applied.")])
            return False
        if not isinstance(value, dict):
            self.json_error.show_messages([("error", "A rule must be a JSON object ({ … }). Nothing was applied.")])
            return False
        rtype = value.get("type")
        if not (isinstance(rtype, str) and rtype in RULE_CLASSES and rtype in RULE_TYPES):
            known = ", ".join(RULE_TYPES)
            self.json_error.show_messages([("error", (f"\"type\" must be one of {known} (got {json.dumps(rtype)}). "
                                                     f"Nothing was applied."))])
            return False
        if not same_json(value, self.raw()):
            self.replaceRequested.emit(self.uid, value)
        if not self.retired:
            self._fill_json(force=True)
        return True

    def focus_field(self, field: str) -> None:
        self.ensure_built()
        parts = field_path(field)
        key = parts[0] if parts else ""
        if key == "predicate" and self.supported:
            self.advanced_toggle.setChecked(True)
        widget = self.fields.get(key) or self.advanced_fields.get(key)
        self.set_expanded(True)
        if widget is not None:
            widget.focus_input()
        else:
            self.label_edit.setFocus(Qt.FocusReason.OtherFocusReason)


def _describe(pred: Any) -> str:
    if not pred:
        return ""
    from ...engine.predicates import PredicateError, describe
    try:
        return describe(pred)
    except PredicateError:
        return "(invalid condition)"
