"""The Condition box: rows (key, operator, value) with a ✓/✗ each, AND / OR / NOT groups, and a
"matches / does not match this character" line. Parts the rows cannot show stay read-only JSON.

About 450 lines: the editor, its groups and its rows build each other (a group holds rows and groups);
the tree they edit is Qt-free in views/predicate_tree.py."""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QStringListModel, Qt, Signal
from PySide6.QtWidgets import QCompleter, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...engine import predicates
from ...views.predicate_tree import (
    OP_HINTS,
    OP_NAMES,
    OPS,
    Group,
    Node,
    Opaque,
    Row,
    _element,
    bound,
    convert,
    first_text,
    fmt,
    parse,
    to_json,
)
from .draft import same_json
from .widgets import EnumCombo, Line, Panel, mono_font, muted_label, retab_later, severity_color, tool

WELL_KNOWN_KEYS = ("level", "class", "subclass", "ancestry", "background", "strength", "dexterity", "intelligence",
                   "will", "armor", "self", "size", "type", "identifier", "objectType", "property")
GROUP_KINDS = (("all", "All of these (AND)", "holds when every row inside holds"),
               ("any", "Any of these (OR)", "holds when at least one row inside holds"))


class Suggestions(QObject):
    """Tag keys and values of the character, for the rows' completers (one per window)."""

    def __init__(self) -> None:
        super().__init__()
        self.keys = QStringListModel()
        self._values: dict[str, list[str]] = {}
        self._tags: tuple[str, ...] = ()

    def update(self, tags: list[str]) -> None:
        tags_t = tuple(tags)
        if tags_t == self._tags:
            return
        self._tags = tags_t
        keys = set(WELL_KNOWN_KEYS)
        values: dict[str, set[str]] = {}
        for tag in tags:
            cut = tag.find(":")
            while cut != -1:
                keys.add(tag[:cut])
                values.setdefault(tag[:cut], set()).add(tag[cut + 1:])
                cut = tag.find(":", cut + 1)
        self._values = {k: sorted(v) for k, v in values.items()}
        self.keys.setStringList(sorted(keys, key=str.lower))

    def values(self, key: str) -> list[str]:
        return self._values.get(key, [])


class ConditionEditor(QWidget):
    """Edits one predicate. `changed` carries the new predicate object whenever a saved part changes."""

    changed = Signal(object)

    def __init__(self, holds: Callable[[Any], bool | None], suggestions: Suggestions, name: str,
                 intro: str = "Every row must hold. Leave empty to always apply."):
        super().__init__()
        self.holds = holds
        self.suggestions = suggestions
        self.name = name
        self.setAccessibleName(name)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        self.intro = muted_label(intro, clip=True)
        box.addWidget(self.intro)
        self.holder = QVBoxLayout()
        self.holder.setContentsMargins(0, 0, 0, 0)
        box.addLayout(self.holder)
        self.banner = QLabel()
        self.banner.setObjectName("conditionBanner")
        self.banner.setWordWrap(True)
        self.banner.setAccessibleName(f"{name}: result")
        box.addWidget(self.banner)
        self.root: GroupBox | None = None
        self.opaque: QLabel | None = None
        self._value: Any = object()

    # ---- loading ----------------------------------------------------------------------------
    def set_value(self, pred: Any) -> None:
        """Show this predicate (nothing is rebuilt when it is what the rows already say)."""
        if same_json(pred, self._value) and (self.root is not None or self.opaque is not None):
            return
        self._value = pred
        for widget in (self.root, self.opaque):
            if widget is not None:
                widget.setParent(None)  # type: ignore[call-overload]
                widget.deleteLater()
        self.root = self.opaque = None
        tree = parse(pred)
        if tree is None:
            self.opaque = QLabel(f"This condition is not an object, so it can only be edited in the card's raw JSON:\n"
                                 f"{json.dumps(pred)}")
            self.opaque.setWordWrap(True)
            self.opaque.setFont(mono_font())
            self.holder.addWidget(self.opaque)
            self.opaque.show()
        else:
            self.root = GroupBox(self, tree, parent_group=None)
            self.holder.addWidget(self.root)
            self.root.show()
        retab_later(self)
        self.refresh_status()

    def value(self) -> Any:
        if self.root is None:
            return self._value
        return to_json(self.root.node())

    def rows_changed(self) -> None:
        """A row or group changed: emit the new predicate if what is saved changed."""
        new = self.value()
        self.refresh_status()
        if not same_json(new, self._value):
            self._value = new
            self.changed.emit(new)

    # ---- status -----------------------------------------------------------------------------
    def refresh_status(self) -> None:
        if self.root is not None:
            self.root.refresh_status()
        pred = self.value()
        incomplete = self.root is not None and self.root.incomplete()
        note = "  Incomplete rows are not saved yet." if incomplete else ""
        problems = predicates.validate(pred) if isinstance(pred, dict) else []
        result = self.holds(pred) if isinstance(pred, dict) else None
        if not pred and isinstance(pred, dict):
            text, severity = "No conditions: always applies." + note, "info"
        elif result is None:
            text, severity = "✗ Invalid condition: " + (problems[0] if problems else "not an object") + note, "error"
        elif result:
            text, severity = "✓ Matches this character now." + note, "ok"
        else:
            text, severity = "✗ Does not match this character now." + note, "error"
        if problems and result is not None:
            text += "  ⚠ " + "; ".join(problems)
        self.banner.setText(text)
        pal = self.banner.palette()
        pal.setColor(self.banner.foregroundRole(), severity_color(severity))
        self.banner.setPalette(pal)

    def summary(self) -> str:
        pred = self.value()
        try:
            return predicates.describe(pred) if pred else "always"
        except predicates.PredicateError:
            return "invalid"


class GroupBox(Panel):
    """A group of rows: the top level (entries of the predicate), AND / OR lists, or NOT."""

    def __init__(self, editor: ConditionEditor, group: Group, parent_group: GroupBox | None):
        super().__init__("group" if parent_group is not None else "plain")
        self.editor = editor
        self.kind = group.kind
        self.form = group.form
        self.parent_group = parent_group
        self.setObjectName("conditionGroup" if parent_group is not None else "conditionRoot")
        box = QVBoxLayout(self)
        box.setSpacing(3)
        if parent_group is not None:
            box.setContentsMargins(10, 4, 4, 4)
            head = QHBoxLayout()
            if group.kind == "not":
                title = QLabel("<b>NOT</b> — holds when the rows inside do not all hold")
                head.addWidget(title)
                self.kind_combo = None
            elif group.form == "list":
                self.kind_combo = EnumCombo(GROUP_KINDS)
                self.kind_combo.set_value(group.kind)
                self.kind_combo.setAccessibleName(f"{editor.name}: group kind")
                self.kind_combo.activated.connect(self._kind_chosen)
                head.addWidget(self.kind_combo)
            else:
                head.addWidget(QLabel("<b>All of these (AND)</b>"))
                self.kind_combo = None
            self.status = QLabel()
            head.addWidget(self.status)
            head.addStretch(1)
            remove = tool("✕", "Remove this group", f"{editor.name}: remove group")
            remove.clicked.connect(self.remove)
            head.addWidget(remove)
            box.addLayout(head)
        else:
            box.setContentsMargins(0, 0, 0, 0)
            self.status = None  # type: ignore[assignment]
            self.kind_combo = None
        self.children_box = QVBoxLayout()
        self.children_box.setSpacing(3)
        box.addLayout(self.children_box)
        for child in group.children:
            self.children_box.addWidget(make_node_widget(editor, child, self))
        foot = QHBoxLayout()
        add_row = tool("+ Add condition", "Add a row to this group", f"{editor.name}: add condition")
        add_row.setObjectName("addCondition")
        add_row.clicked.connect(self.add_row)
        foot.addWidget(add_row)
        adders = (("addAny", "any", "+ Any of (OR)", "Add a group that holds when any row in it holds"),
                  ("addAll", "all", "+ All of (AND)", "Add a group that holds when every row holds"),
                  ("addNot", "not", "+ NOT", "Add a group that holds when its rows do not"))
        for name, kind, text, tip in adders:
            add = tool(text, tip, f"{editor.name}: {tip.lower()}")
            add.setObjectName(name)
            add.clicked.connect(lambda _=False, k=kind: self.add_group(k))
            foot.addWidget(add)
        foot.addStretch(1)
        box.addLayout(foot)

    def child_widgets(self) -> list[QWidget]:
        return [self.children_box.itemAt(i).widget() for i in range(self.children_box.count())]

    def node(self) -> Group:
        return Group(self.kind, [w.node() for w in self.child_widgets()], self.form)  # type: ignore[attr-defined]

    def incomplete(self) -> bool:
        return any(w.incomplete() for w in self.child_widgets())  # type: ignore[attr-defined]

    def refresh_status(self) -> None:
        for widget in self.child_widgets():
            widget.refresh_status()  # type: ignore[attr-defined]
        if self.status is not None:
            element = _element(self.node())
            set_mark(self.status, self.editor.holds({"$and": [element]}) if element is not None else "incomplete")

    def add_row(self) -> None:
        form = "tag" if self.form == "list" else "pair"
        row = RowWidget(self.editor, Row("", "is", "", form), self)
        self.children_box.addWidget(row)
        row.show()
        retab_later(self)
        row.key_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.editor.rows_changed()

    def add_group(self, kind: str) -> None:
        group = Group(kind, [Row("", "is", "", "tag" if kind != "not" else "pair")], "list" if kind != "not"
                      else "object")
        box = GroupBox(self.editor, group, self)
        self.children_box.addWidget(box)
        box.show()
        retab_later(self)
        first = box.child_widgets()[0]
        first.key_edit.setFocus(Qt.FocusReason.OtherFocusReason)  # type: ignore[attr-defined]
        self.editor.rows_changed()

    def remove_child(self, widget: QWidget) -> None:
        retab_later(self)
        self.children_box.removeWidget(widget)
        widget.setParent(None)  # type: ignore[call-overload]
        widget.deleteLater()
        self.editor.rows_changed()

    def remove(self) -> None:
        if self.parent_group is not None:
            self.parent_group.remove_child(self)

    def _kind_chosen(self, index: int) -> None:
        assert self.kind_combo is not None
        self.kind = self.kind_combo.value_at(index)
        self.editor.rows_changed()


def make_node_widget(editor: ConditionEditor, node: Node, group: GroupBox) -> QWidget:
    if isinstance(node, Row):
        return RowWidget(editor, node, group)
    if isinstance(node, Group):
        return GroupBox(editor, node, group)
    return OpaqueWidget(editor, node, group)


def set_mark(label: QLabel, result: Any) -> None:
    """✓ / ✗ / … on a row or group."""
    if result is True:
        text, severity, tip = "✓", "ok", "holds for this character now"
    elif result is False:
        text, severity, tip = "✗", "error", "does not hold for this character now"
    elif result == "incomplete":
        text, severity, tip = "…", "info", "incomplete: not saved yet"
    else:
        text, severity, tip = "!", "warning", "not a valid condition"
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
        self.key_edit.setPlaceholderText("tag key, e.g. self or level")
        self.key_edit.setAccessibleName(f"{editor.name}: key")
        self.key_edit.setMinimumWidth(120)
        completer = QCompleter(editor.suggestions.keys, self.key_edit)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.key_edit.setCompleter(completer)
        self.key_edit.textChanged.connect(self._key_changed)
        line.addWidget(self.key_edit, 2)
        self.op_combo = EnumCombo(tuple((op, OP_NAMES[op], OP_HINTS[op]) for op in OPS))
        self.op_combo.setObjectName("conditionOp")
        self.op_combo.set_value(row.op)
        self.op_combo.setAccessibleName(f"{editor.name}: operator")
        self.op_combo.activated.connect(self._op_chosen)
        line.addWidget(self.op_combo)
        self.value_edit = Line()
        self.value_edit.setObjectName("conditionValue")
        self.value_edit.setAccessibleName(f"{editor.name}: value")
        self.value_edit.setMinimumWidth(90)
        self.values_model = QStringListModel()
        value_completer = QCompleter(self.values_model, self.value_edit)
        value_completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.value_edit.setCompleter(value_completer)
        self.value_edit.textChanged.connect(self._value_typed)
        line.addWidget(self.value_edit, 2)
        self.and_label = QLabel("and")
        line.addWidget(self.and_label)
        self.high_edit = Line()
        self.high_edit.setObjectName("conditionHigh")
        self.high_edit.setAccessibleName(f"{editor.name}: maximum")
        self.high_edit.setMinimumWidth(60)
        self.high_edit.textChanged.connect(self._value_typed)
        line.addWidget(self.high_edit, 1)
        self.mark = QLabel()
        self.mark.setObjectName("conditionMark")
        self.mark.setMinimumWidth(14)
        line.addWidget(self.mark)
        remove = tool("✕", "Remove this row", f"{editor.name}: remove row")
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
            reason = "needs a key" if not row.key else ("a key cannot start with $" if row.key.startswith("$")
                                                        else "needs a value" if self.op in ("is", "oneOf")
                                                        else "needs a number" + (" or a size" if row.key == "size"
                                                                                 else ""))
            self.mark.setToolTip(f"Incomplete ({reason}): not saved yet")
            return
        set_mark(self.mark, self.editor.holds({row.key: row.value}))

    # ---- editing ------------------------------------------------------------------------------
    def _show_value(self) -> None:
        between = self.op == "between"
        self.and_label.setVisible(between)
        self.high_edit.setVisible(between)
        if self.op == "is":
            text = fmt(self.value)
            self.value_edit.setPlaceholderText("value, e.g. raging")
        elif self.op == "oneOf":
            text = ", ".join(fmt(v) for v in self.value) if isinstance(self.value, list) else ""
            self.value_edit.setPlaceholderText("values, separated by commas")
        else:
            text = first_text(Row("", self.op, self.value))
            self.value_edit.setPlaceholderText("min" if between else "number")
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
        label.setToolTip("The rows cannot show this part; it is kept as it is. Edit it in the card's raw JSON.")
        label.setAccessibleName(f"{editor.name}: kept as JSON")
        line.addWidget(muted_label("JSON:", wrap=False))
        line.addWidget(label, 1)
        self.mark = QLabel()
        line.addWidget(self.mark)
        self.editor = editor
        remove = tool("✕", "Remove this part", f"{editor.name}: remove part")
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

