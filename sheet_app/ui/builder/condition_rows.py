"""The Condition box's rows: key · operator · value · ✓/✗ · remove, and the read-only JSON of a
part the rows cannot show; the ✓/✗ mark rows and groups share (condition.py holds the editor)."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import QCompleter, QHBoxLayout, QLabel, QSizePolicy, QWidget

from ...i18n import Builder
from ...views.predicate_tree import OP_HINTS, OP_NAMES, OPS, Opaque, Row, bound, convert, first_text, fmt
from .widgets import EnumCombo, Line, mono_font, muted_label, severity_color, tool

if TYPE_CHECKING:
    from .condition import ConditionEditor, GroupBox


def set_mark(label: QLabel, result: Any) -> None:
    """✓ / ✗ / … on a row or group."""
    if result is True:
        text, severity, tip = "✓", "ok", Builder.tr("holds for this character now")
    elif result is False:
        text, severity, tip = "○", "info", Builder.tr("not now: does not hold for this character now (not an error)")
    elif result == "incomplete":
        text, severity, tip = "…", "info", Builder.tr("incomplete: not saved yet")
    else:
        text, severity, tip = "!", "warning", Builder.tr("not a valid condition")
    label.setText(text)
    label.setToolTip(tip)
    label.setAccessibleName(tip)
    pal = label.palette()
    pal.setColor(label.foregroundRole(), severity_color(severity))
    label.setPalette(pal)


class RowWidget(QWidget):
    """key · operator · value · ✓/✗ · remove."""

    def __init__(self, editor: ConditionEditor, row: Row, group: GroupBox):
        super().__init__()
        self.editor = editor
        self.group = group
        self.form = row.form
        self.op = row.op
        self.value = row.value
        self.setObjectName("conditionRow")
        self._loading = True
        line = QHBoxLayout(self)
        line.setContentsMargins(0, 0, 0, 0)
        line.setSpacing(4)
        self.key_edit = Line(row.key)
        self.key_edit.setObjectName("conditionKey")
        self.key_edit.setPlaceholderText(Builder.tr("tag key, e.g. self or level"))
        self.key_edit.setAccessibleName(Builder.tr("{name}: key").format(name=editor.name))
        self.key_edit.setMinimumWidth(120)
        completer = QCompleter(editor.suggestions.keys, self.key_edit)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.key_edit.setCompleter(completer)
        self.key_edit.textChanged.connect(self._key_changed)
        line.addWidget(self.key_edit, 2)
        self.op_combo = EnumCombo(tuple((op, OP_NAMES[op], OP_HINTS[op]) for op in OPS))
        self.op_combo.setObjectName("conditionOp")
        self.op_combo.set_value(row.op)
        self.op_combo.setAccessibleName(Builder.tr("{name}: operator").format(name=editor.name))
        self.op_combo.activated.connect(self._op_chosen)
        line.addWidget(self.op_combo)
        self.value_edit = Line()
        self.value_edit.setObjectName("conditionValue")
        self.value_edit.setAccessibleName(Builder.tr("{name}: value").format(name=editor.name))
        self.value_edit.setMinimumWidth(90)
        self.values_model = QStringListModel()
        value_completer = QCompleter(self.values_model, self.value_edit)
        value_completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.value_edit.setCompleter(value_completer)
        self.value_edit.textChanged.connect(self._value_typed)
        line.addWidget(self.value_edit, 2)
        self.and_label = QLabel(Builder.tr("and", "between a minimum and a maximum"))
        line.addWidget(self.and_label)
        self.high_edit = Line()
        self.high_edit.setObjectName("conditionHigh")
        self.high_edit.setAccessibleName(Builder.tr("{name}: maximum").format(name=editor.name))
        self.high_edit.setMinimumWidth(60)
        self.high_edit.textChanged.connect(self._value_typed)
        line.addWidget(self.high_edit, 1)
        self.mark = QLabel()
        self.mark.setObjectName("conditionMark")
        self.mark.setMinimumWidth(14)
        line.addWidget(self.mark)
        remove = tool("✕", Builder.tr("Remove this row"), Builder.tr("{name}: remove row").format(name=editor.name))
        remove.clicked.connect(lambda: self.group.remove_child(self))
        line.addWidget(remove)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._show_value()
        self.values_model.setStringList(editor.suggestions.values(row.key))
        self._loading = False

    # ---- tree ---------------------------------------------------------------------------------
    def node(self) -> Row:
        return Row(self.key_edit.text().strip(), self.op, self.value, self.form)

    def incomplete(self) -> bool:
        return not self.node().complete()

    def refresh_status(self) -> None:
        row = self.node()
        if not row.complete():
            set_mark(self.mark, "incomplete")
            if not row.key:
                reason = Builder.tr("needs a key")
            elif row.key.startswith("$"):
                reason = Builder.tr("a key cannot start with $")
            elif self.op in ("is", "oneOf"):
                reason = Builder.tr("needs a value")
            else:
                reason = Builder.tr("needs a number or a size") if row.key == "size" else Builder.tr("needs a number")
            self.mark.setToolTip(Builder.tr("Incomplete ({reason}): not saved yet").format(reason=reason))
            return
        set_mark(self.mark, self.editor.holds({row.key: row.value}))

    # ---- editing ------------------------------------------------------------------------------
    def _show_value(self) -> None:
        between = self.op == "between"
        self.and_label.setVisible(between)
        self.high_edit.setVisible(between)
        if self.op == "is":
            text = fmt(self.value)
            self.value_edit.setPlaceholderText(Builder.tr("value, e.g. raging"))
        elif self.op == "oneOf":
            text = ", ".join(fmt(v) for v in self.value) if isinstance(self.value, list) else ""
            self.value_edit.setPlaceholderText(Builder.tr("values, separated by commas"))
        else:
            text = first_text(Row("", self.op, self.value))
            self.value_edit.setPlaceholderText(Builder.tr("min", "the smallest value") if between
                                               else Builder.tr("number"))
        if between and isinstance(self.value, dict):
            self.high_edit.setText(fmt(self.value.get("max")))
            text = fmt(self.value.get("min"))
        self.value_edit.setText(text)
        self.value_edit.setToolTip(OP_HINTS[self.op])

    def _key_changed(self, key: str) -> None:
        self.values_model.setStringList(self.editor.suggestions.values(key.strip()))
        if not self._loading:
            self.editor.rows_changed()

    def _op_chosen(self, index: int) -> None:
        op = self.op_combo.value_at(index)
        if op == self.op:
            return
        self.value = convert(self.node(), op)
        self.op = op
        if op != "is" and self.form == "tag":
            self.form = "element"
        self._loading = True
        self._show_value()
        self._loading = False
        self.editor.rows_changed()

    def _value_typed(self, _text: str) -> None:
        if self._loading:
            return
        key = self.key_edit.text().strip()
        text = self.value_edit.text()
        old = self.value
        if self.op == "is":
            stripped = text.strip()
            self.value = old if fmt(old) == stripped and stripped else stripped
        elif self.op == "oneOf":
            known = {fmt(v): v for v in (old if isinstance(old, list) else [])}
            pieces = [p.strip() for p in text.split(",") if p.strip()]
            self.value = [known.get(p, p) for p in pieces]
        else:
            base = dict(old) if isinstance(old, dict) else {}
            if self.op == "between":
                base["min"] = _keep(base.get("min"), text, key)
                base["max"] = _keep(base.get("max"), self.high_edit.text(), key)
            else:
                base[self.op] = _keep(base.get(self.op), text, key)
            self.value = base
        self.editor.rows_changed()


def _keep(old: Any, text: str, key: str) -> Any:
    """The typed bound, keeping the stored one when the text still says the same."""
    if old is not None and fmt(old) == text.strip():
        return old
    return bound(text, key)


class OpaqueWidget(QWidget):
    """A part of the condition the rows cannot show: read-only JSON, removable."""

    def __init__(self, editor: ConditionEditor, node: Opaque, group: GroupBox):
        super().__init__()
        self.node_value = node
        self.group = group
        line = QHBoxLayout(self)
        line.setContentsMargins(0, 0, 0, 0)
        shown = json.dumps({node.key: node.value} if node.key is not None else node.value)
        label = QLabel(shown)
        label.setFont(mono_font())
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setToolTip(Builder.tr("The rows cannot show this part; it is kept as it is. Edit it in the card's raw "
                                    "JSON."))
        label.setAccessibleName(Builder.tr("{name}: kept as JSON").format(name=editor.name))
        line.addWidget(muted_label(Builder.tr("JSON:"), wrap=False))
        line.addWidget(label, 1)
        self.mark = QLabel()
        line.addWidget(self.mark)
        self.editor = editor
        remove = tool("✕", Builder.tr("Remove this part"), Builder.tr("{name}: remove part").format(name=editor.name))
        remove.clicked.connect(lambda: self.group.remove_child(self))
        line.addWidget(remove)

    def node(self) -> Opaque:
        return self.node_value

    def incomplete(self) -> bool:
        return False

    def refresh_status(self) -> None:
        node = self.node_value
        element = {node.key: node.value} if node.key is not None else node.value
        set_mark(self.mark, self.editor.holds({"$and": [element]}))

