"""A rule as a card: header (type, label, priority, on/off, raw JSON, duplicate, delete, collapse),
the form of its fields, an Advanced section (condition, activation card), and its problems.

The card builds itself a part at a time and holds the form; its header (card_header.py), raw-JSON page
(card_json.py), Advanced section (card_advanced.py) and its share of the problem check
(card_preview.py) are modules of their own, the fields too, their specs in views/rule_specs.py."""
from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.lint import Problem
from ...engine.model import RULE_CLASSES
from ...i18n import Builder
from ...views.rule_preview import RulePreview, field_path
from ...views.rule_specs import (
    RULE_TYPES,
    field_specs,
    type_name,
)
from ..theme import colors
from . import card_advanced, card_effect, card_header, card_json, card_preview
from .card_header import priority_text
from .condition import ConditionEditor, Suggestions
from .condition_fields import DurationField, ItemField, PicksField
from .draft import MISSING, Path, RulesDraft
from .fields import CheckField, EnumField, Field, IdentifierField, IntField, ListField, TargetField, TextField
from .formula_field import FormulaField
from .keyboard import focus_order
from .number_fields import ProficiencyField
from .pool_field import PoolField
from .refills import RefillsField
from .toggle_fields import EventsField, PoolsField, PromptField, ToggleField
from .widgets import LABEL_WIDTH, Badge, JsonEdit, Line, MessageLabel, Pages, Panel, reference_word


@dataclass(frozen=True)
class CardContext:
    """What a card reads of the editor it sits in (Orange's items never hold the editor itself)."""

    draft: RulesDraft  # the rules being edited: a card reads its rule and position here
    originals: dict[int, Any]  # each rule as it was when the builder opened (the card's Revert)
    preview: RulePreview
    suggestions: Suggestions
    auto_identifier: set[int]  # new pool rules whose identifier follows their label


def _lay_out_at(content: QWidget, width: int) -> None:
    """Lay a hidden card's parts out at the width it will show at and the height that width gives it
    (its word-wrapped lines), so the turn that shows it has only to move the cards below."""
    width = max(width, 1)
    height = content.heightForWidth(width) if content.hasHeightForWidth() else -1
    content.resize(width, height if height > 0 else content.sizeHint().height())
    layout = content.layout()
    if layout is not None:
        layout.activate()


def _card_name(label: Any, title: str) -> str:
    """A card's accessible name: "Rage (Toggle Effect) rule"."""
    return Builder.tr("{label} ({type}) rule").format(label=label or title, type=title)


FIELD_CLASSES: dict[str, type[Field]] = {
    "enum": EnumField, "formula": FormulaField, "text": TextField, "identifier": IdentifierField,
    "int": IntField, "check": CheckField, "pool": PoolField, "list": ListField, "target": TargetField,
    "events": EventsField, "pools": PoolsField, "toggle": ToggleField, "prompt": PromptField,
    "proficiencies": ProficiencyField, "picks": PicksField, "duration": DurationField, "item": ItemField,
}
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

    # Made when it is built (card_header, card_json, card_advanced):
    chevron: QToolButton
    badge: Badge
    label_edit: Line
    priority_edit: Line
    enabled: QCheckBox
    json_toggle: QToolButton
    json_error: MessageLabel
    apply_button: QPushButton
    advanced_toggle: QToolButton
    advanced_layout: QVBoxLayout
    condition_messages: MessageLabel
    status: MessageLabel
    body: QWidget
    body_box: QVBoxLayout

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
        self.effect: card_effect.EffectLabel | None = None  # the Preview row (bonus and grant rules)
        self.problems: list[Problem] = []
        self.tab_order: list[QWidget] | None = None  # this card's widgets in Tab order (dialog.retab)
        self.built = False
        self._estimate = 0  # the height the dialog expects while nothing is built (0: a guess of its own)
        self._expanded = True  # the body's state, kept while it is not built
        self.pages: Pages | None = None
        self.json_edit: JsonEdit | None = None
        self.advanced_box: QWidget | None = None
        self.json_shown = ""
        self._steps: Iterator[None] | None = None  # the parts still to build (build_some)
        self.content: QWidget | None = None
        self._shape: tuple[Any, bool, int, tuple[Any, ...]] | None = None  # shape_key's last answer
        self.parts_done = False  # every part made (still hidden until the last step shows them)
        label = raw.get("label") if isinstance(raw, dict) else None
        self.setAccessibleName(_card_name(label, self.title))
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab into a card not built yet builds it
        self._hold_height()
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
        inner.addLayout(card_header.build(self))
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
            card_effect.attach(self, grid)
            self.body_box.addWidget(card_advanced.toggle_row(self))
            if card_advanced.wanted(self, raw):
                yield
                self.advanced_toggle.setChecked(True)  # builds the Advanced section
                self.advanced_box.ensurePolished()  # type: ignore[union-attr]
            yield
        current = self.raw()
        if current is raw:
            self._load_header(current)
            card_advanced.load(self, current)
        else:  # edited while it was being built
            self.load_built(current)
        if not self.supported:
            self.json_toggle.setChecked(True)
        self.parts_done = True
        self.apply_preview()
        yield
        self.body.setVisible(self._expanded)  # (hidden, so nothing shows yet; the chevron follows below)
        _lay_out_at(content, self.width())
        yield
        self.built = True
        self.setMinimumSize(0, 0)  # its layout's hints from now on
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(content)
        if content.width() == self.width():  # laid out at this width: the card takes that height now, so
            self.resize(content.size())  # showing it lays nothing out again (the list only moves cards)
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
            key = (self.rtype, expanded, card_advanced.wanted(self, raw), lists, len(self.problems))
        self._shape = (raw, expanded, len(self.problems), key)
        return key

    @property
    def estimate(self) -> int:
        """The height the dialog expects while nothing is built (0: a guess of its own)."""
        return self._estimate

    @estimate.setter
    def estimate(self, height: int) -> None:
        self._estimate = height
        self._hold_height()

    def _hold_height(self) -> None:
        """An empty frame holds its expected height as its minimum size, which the card list's layout
        reads in Qt (its size hint is the frame's own, which Qt keeps between passes)."""
        if not self.built:
            self.setMinimumSize(0, self._estimate or self._guess())

    # A built card's height for the list's width, as a plain size hint: the list's layout asks each
    # item that reports height-for-width every pass, ~0.3 ms a built card (30 ms a pass with 100 built),
    # where a size hint is kept by Qt until the card's own layout changes (updateGeometry).
    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return False

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().sizeHint()
        layout = self.layout()
        if self.built and layout is not None and layout.hasHeightForWidth():
            return QSize(hint.width(), layout.totalHeightForWidth(max(self.width(), 1)))
        return hint

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        return QSize(hint.width(), self.sizeHint().height()) if self.built else hint

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self.built and event.size().width() != event.oldSize().width():
            self.updateGeometry()  # its height at the new width (its lines wrap anew)

    def height_hint(self) -> int:
        """The height the card list gives it: its layout's hint once built, else the expected one."""
        return self.sizeHint().height() if self.built else self.minimumHeight()

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
        card_advanced.load(self, raw)

    def _load_header(self, raw: Any) -> None:
        if not isinstance(raw, dict):
            raw = {}
        label = raw.get("label")
        self.label_edit.set_text_keep_cursor(label if isinstance(label, str) else "")
        self.setAccessibleName(_card_name(label, self.title))
        if not self.priority_edit.hasFocus():
            self.priority_edit.set_text_keep_cursor(priority_text(raw.get("priority", MISSING)))
        self.enabled.blockSignals(True)
        self.enabled.setChecked(raw.get("disabled") is not True)
        self.enabled.blockSignals(False)
        if self.json_toggle.isChecked():
            card_json.fill(self)

    # ---- preview (problems, status, pools) ----------------------------------------------------
    # ---- edits from the header ----------------------------------------------------------------
    # ---- expand / collapse, advanced ----------------------------------------------------------
    def set_expanded(self, on: bool) -> None:
        self._expanded = on
        if not self.built:  # kept for when it is built
            self._hold_height()
            return
        self.body.setVisible(on)
        self.chevron.setText("▾" if on else "▸")
        self.chevron.setToolTip(Builder.tr("Collapse this card") if on else Builder.tr("Expand this card"))
        self.chevron.setAccessibleName(Builder.tr("Collapse") if on else Builder.tr("Expand"))

    def expanded(self) -> bool:
        return not self.body.isHidden() if self.built else self._expanded

    # ---- raw JSON -----------------------------------------------------------------------------
    # ---- what the dialog asks (the parts are in card_header, card_json, card_advanced, card_preview)
    def apply_preview(self) -> None:
        card_preview.apply(self)

    def json_dirty(self) -> bool:
        """Whether the raw-JSON box holds text that is not (yet) the rule."""
        return card_json.dirty(self)

    def apply_json(self) -> bool:
        return card_json.apply(self)

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
