"""One widget per kind of rule field: drop-downs, plain text, identifiers, whole numbers, check
boxes, word lists. Formula boxes are in formula_field.py, pool pickers in pool_field.py,
recoveries/refills in refills.py.

A field reads its value from the rule's raw dict (`load`) and reports edits to its host card as
(path, value) changes; it never writes the rule itself.
"""
from __future__ import annotations

import json
import math
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QVBoxLayout, QWidget

from ...engine.pools import pool_id
from ...engine.predicates import slug
from ...i18n import Builder
from ...views.rule_specs import FieldSpec
from .draft import MISSING, Path
from .widgets import INVALID, EnumCombo, Line, MessageLabel, muted_label

if TYPE_CHECKING:
    from ...views.rule_preview import RulePreview


class Host(Protocol):
    """What a field needs from its card."""

    preview: RulePreview

    def raw(self) -> Any: ...
    def original(self) -> Any: ...
    def commit(self, changes: list[tuple[Path, Any]], text: str, merge: str | None = None) -> None: ...
    def seal(self) -> None: ...
    def position(self) -> int: ...
    def accessible(self, label: str) -> str: ...
    def ensure_preview(self) -> None: ...


def formula_text(value: Any) -> str:
    """A stored formula as the box shows it (numbers as written, null as blank)."""
    if value is None or value is MISSING:
        return ""
    if isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, (int, float)):
        return str(value) if isinstance(value, int) or not math.isfinite(value) else repr(value)
    if isinstance(value, str):
        return value
    return json.dumps(value)


class Field(QWidget):
    """Label-less body of a form row: the input, a hint line and the problems under it."""

    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__()
        self.spec = spec
        self.host = host
        self.path: Path = path if path is not None else (spec.key,)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(2)
        self.row = QHBoxLayout()
        self.row.setSpacing(6)
        self.box.addLayout(self.row)
        self.hint = muted_label(spec.hint, clip=True)
        self.box.addWidget(self.hint)
        self.hint.setVisible(bool(spec.hint))
        self.messages = MessageLabel(stand_in=self.hint)
        self.box.addWidget(self.messages)
        self.problems: list[tuple[str, str]] = []
        self.disabled_reason = ""

    # ---- host side --------------------------------------------------------------------------
    def load(self, raw: Any) -> None:
        """Show the value the rule holds now."""
        value = raw.get(self.spec.key, MISSING) if isinstance(raw, dict) else MISSING
        self.show_value(value, raw)
        reason = self.spec.disabled_when(raw) if (self.spec.disabled_when and isinstance(raw, dict)) else ""
        if reason != self.disabled_reason:
            self.disabled_reason = reason
            self.set_input_enabled(not reason)
            self.update_hint()

    def set_problems(self, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        self.refresh_messages()

    def refresh_messages(self) -> None:
        self.messages.show_messages(self.problems)

    def focus_input(self) -> None:
        self.inputs()[0].setFocus(Qt.FocusReason.OtherFocusReason)

    # ---- field side -------------------------------------------------------------------------
    def show_value(self, value: Any, raw: Any) -> None:
        raise NotImplementedError

    def inputs(self) -> list[QWidget]:
        raise NotImplementedError

    def set_input_enabled(self, enabled: bool) -> None:
        for widget in self.inputs():
            widget.setEnabled(enabled)

    def hint_text(self) -> str:
        return self.spec.hint

    def update_hint(self) -> None:
        text = self.hint_text()
        if self.disabled_reason:
            text = Builder.tr("Not used now: {reason}.").format(reason=self.disabled_reason)
        self.hint.setText(text)
        self.hint.setToolTip(text)
        self.messages.show_stand_in()

    def default(self) -> Any:
        return self.spec.default

    def current(self, value: Any) -> Any:
        """The value the rule effectively has (its default when the key is missing)."""
        return self.default() if value is MISSING else value

    def commit(self, value: Any, merge: bool = False) -> None:
        self.host.commit([(self.path, value)], Builder.tr("Edit {field}").format(field=self.spec.label),
                         ".".join(map(str, self.path)) if merge else None)

    def name(self, what: str = "") -> str:
        return self.host.accessible(what or self.spec.label)


class EnumField(Field):
    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.combo = EnumCombo(spec.options)
        self.combo.setObjectName(".".join(map(str, self.path)))
        self.combo.setAccessibleName(self.name())
        self.combo.setAccessibleDescription(spec.hint)
        self.combo.activated.connect(self._chosen)
        self.row.addWidget(self.combo)
        self.row.addStretch(1)

    def show_value(self, value: Any, raw: Any) -> None:
        self.combo.set_value(self.current(value))
        self.update_hint()

    def inputs(self) -> list[QWidget]:
        return [self.combo]

    def hint_text(self) -> str:
        return self.combo.current_hint()

    def _chosen(self, index: int) -> None:
        value = self.combo.value_at(index)
        if value is INVALID:
            return
        self.commit(value)


class TextField(Field):
    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.edit = Line()
        self.edit.setObjectName(".".join(map(str, self.path)))
        self.edit.setPlaceholderText(spec.placeholder)
        self.edit.setAccessibleName(self.name())
        self.edit.setAccessibleDescription(spec.hint)
        self.edit.textEdited.connect(lambda text: self.commit(text, merge=True))
        self.edit.editingFinished.connect(self.host.seal)
        self.row.addWidget(self.edit, 1)

    def inputs(self) -> list[QWidget]:
        return [self.edit]

    def show_value(self, value: Any, raw: Any) -> None:
        value = self.current(value)
        self.edit.set_text_keep_cursor("" if value is None else str(value))


class IdentifierField(TextField):
    """A pool's identifier: placeholder and hint show what a blank one falls back to."""

    def show_value(self, value: Any, raw: Any) -> None:
        super().show_value(value, raw)
        label = raw.get("label") if isinstance(raw, dict) else ""
        fallback = slug(label) if isinstance(label, str) else ""
        self.edit.setPlaceholderText(fallback or Builder.tr("type an identifier"))
        ident = value if isinstance(value, str) and value else fallback
        scope = raw.get("scope", "item") if isinstance(raw, dict) else "item"
        pid = pool_id(ident, scope if scope == "actor" else "item")
        self._id_hint = (Builder.tr("Pool id: {id}") if value else Builder.tr("Pool id: {id} (from the label)")).format(
            id=pid) if ident else Builder.tr("No label or identifier yet: other rules cannot find this pool.")
        self.update_hint()

    _id_hint = ""

    def hint_text(self) -> str:
        return f"{self.spec.hint} {self._id_hint}".strip()


class IntField(Field):
    """A whole number; blank stores null (or leaves the key out if it was never there)."""

    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.edit = Line()
        self.edit.setObjectName(".".join(map(str, self.path)))
        self.edit.setValidator(QIntValidator(-9999, 9999, self.edit))
        self.edit.setMaximumWidth(90)
        self.edit.setPlaceholderText(Builder.tr("none", "an empty number box"))
        self.edit.setAccessibleName(self.name())
        self.edit.textEdited.connect(self._typed)
        self.edit.editingFinished.connect(self.host.seal)
        self.row.addWidget(self.edit)
        self.row.addStretch(1)

    def inputs(self) -> list[QWidget]:
        return [self.edit]

    def show_value(self, value: Any, raw: Any) -> None:
        value = self.current(value)
        self.edit.set_text_keep_cursor("" if value is None else formula_text(value))

    def _typed(self, text: str) -> None:
        stripped = text.strip()
        if stripped in ("-", "+"):
            return
        if stripped:
            value: Any = int(stripped)
        else:
            original = self.host.original()
            value = None if isinstance(original, dict) and self.spec.key in original else MISSING
        self.commit(value, merge=True)


class CheckField(Field):
    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.check = QCheckBox(spec.placeholder or spec.label)
        self.check.setObjectName(".".join(map(str, self.path)))
        self.check.setAccessibleName(self.name())
        self.check.clicked.connect(lambda on: self.commit(bool(on)))
        self.row.addWidget(self.check)
        self.row.addStretch(1)

    def inputs(self) -> list[QWidget]:
        return [self.check]

    def show_value(self, value: Any, raw: Any) -> None:
        value = self.current(value)
        self.check.blockSignals(True)
        self.check.setChecked(value is True)
        self.check.blockSignals(False)


class ListField(Field):
    """A list of words (tags, pool identifiers) as one comma-separated box."""

    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.edit = Line()
        self.edit.setObjectName(".".join(map(str, self.path)))
        self.edit.setPlaceholderText(spec.placeholder)
        self.edit.setAccessibleName(self.name())
        self.edit.setAccessibleDescription(spec.hint)
        self.edit.textEdited.connect(self._typed)
        self.edit.editingFinished.connect(self.host.seal)
        self.row.addWidget(self.edit, 1)
        self.editable = True

    def inputs(self) -> list[QWidget]:
        return [self.edit]

    def show_value(self, value: Any, raw: Any) -> None:
        value = self.current(value)
        self.editable = isinstance(value, list) and all(isinstance(v, str) for v in value)
        self.edit.setReadOnly(not self.editable)
        if self.editable:
            self.edit.set_text_keep_cursor(", ".join(value))
            self.set_problems([p for p in self.problems if p != _not_words()])
        else:
            self.edit.set_text_keep_cursor(json.dumps(value))
            self.set_problems([_not_words()])

    def _typed(self, text: str) -> None:
        if self.editable:
            self.commit([p.strip() for p in text.split(",") if p.strip()], merge=True)


def _not_words() -> tuple[str, str]:
    """The warning of a list field whose value is not a list of words."""
    return "warning", Builder.tr("can only be edited in the raw JSON (not a list of words)")


class TargetField(ListField):
    """A target condition (character.md §15.3, §19.8) as the target's tags, comma-separated ("quarry,
    bloodied"), stored as {"$and": ["target:quarry", "target:bloodied"]}; any other condition is shown as
    JSON, to be edited in the raw JSON. The box is ListField's; what it reads and writes is its own."""

    @staticmethod
    def tags_of(value: Any) -> list[str] | None:
        """The bare target tags a condition of the simple form names, or None for any other."""
        if value in (None, {}):
            return []
        atoms = value.get("$and") if isinstance(value, dict) and len(value) == 1 else None
        if isinstance(atoms, list) and all(isinstance(a, str) and a.startswith("target:") for a in atoms):
            return [a[len("target:"):] for a in atoms]
        return None

    def show_value(self, value: Any, raw: Any) -> None:
        tags = self.tags_of(self.current(value))
        self.editable = tags is not None
        self.edit.setReadOnly(not self.editable)
        if tags is not None:
            self.edit.set_text_keep_cursor(", ".join(tags))
            self.set_problems([])
        else:
            self.edit.set_text_keep_cursor(json.dumps(self.current(value)))
            self.set_problems([("warning", Builder.tr("can only be edited in the raw JSON (not a list of target "
                                                     "tags)"))])

    def _typed(self, text: str) -> None:
        if self.editable:
            tags = [t.strip().removeprefix("target:") for t in text.split(",") if t.strip()]
            self.commit({"$and": [f"target:{t}" for t in tags if t]} if tags else {}, merge=True)
