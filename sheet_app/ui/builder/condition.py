"""The Condition box: rows (key, operator, value) with a ✓/✗ each, AND / OR / NOT groups, and a
"matches / does not match this character" line. Parts the rows cannot show stay read-only JSON.

The editor and its groups here, its rows in condition_rows.py; the tree they edit is Qt-free in
views/predicate_tree.py."""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QStringListModel, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...engine import predicates
from ...i18n import QT_TRANSLATE_NOOP, Builder, translate
from ...views.predicate_tree import (
    Group,
    Node,
    Row,
    _element,
    parse,
    to_json,
)
from .condition_rows import OpaqueWidget, RowWidget, set_mark
from .draft import same_json
from .widgets import EnumCombo, Panel, mono_font, muted_label, retab_later, severity_color, tool

WELL_KNOWN_KEYS = ("level", "class", "subclass", "ancestry", "background", "strength", "dexterity", "intelligence",
                   "will", "armor", "self", "size", "type", "identifier", "objectType", "property")
GROUP_KINDS = (("all", QT_TRANSLATE_NOOP("Builder", "All of these (AND)"),
                QT_TRANSLATE_NOOP("Builder", "holds when every row inside holds")),
               ("any", QT_TRANSLATE_NOOP("Builder", "Any of these (OR)"),
                QT_TRANSLATE_NOOP("Builder", "holds when at least one row inside holds")))


def group_kinds() -> tuple[tuple[str, str, str], ...]:
    """GROUP_KINDS in the player's language."""
    return tuple((kind, translate("Builder", name), translate("Builder", hint)) for kind, name, hint in GROUP_KINDS)


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
                 intro: str | None = None,
                 why_not: Callable[[Any], str] | None = None):
        super().__init__()
        self.holds = holds
        self.why_not = why_not  # why it does not hold now, in words ("Korr is not raging")
        self.suggestions = suggestions
        self.name = name
        self.setAccessibleName(name)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        self.intro = muted_label(intro if intro is not None
                                 else Builder.tr("Every row must hold. Leave empty to always apply."), clip=True)
        box.addWidget(self.intro)
        self.holder = QVBoxLayout()
        self.holder.setContentsMargins(0, 0, 0, 0)
        box.addLayout(self.holder)
        self.banner = QLabel()
        self.banner.setObjectName("conditionBanner")
        self.banner.setWordWrap(True)
        self.banner.setAccessibleName(Builder.tr("{name}: result").format(name=name))
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
            self.opaque = QLabel(Builder.tr("This condition is not an object, so it can only be edited in the card's "
                                            "raw JSON:\n{json}").format(json=json.dumps(pred)))
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
        note = Builder.tr("  Incomplete rows are not saved yet.") if incomplete else ""
        problems = predicates.validate(pred) if isinstance(pred, dict) else []
        result = self.holds(pred) if isinstance(pred, dict) else None
        if not pred and isinstance(pred, dict):
            text, severity = Builder.tr("No conditions: always applies.") + note, "info"
        elif result is None:
            text, severity = Builder.tr("✗ Invalid condition: {problem}").format(
                problem=problems[0] if problems else Builder.tr("not an object")) + note, "error"
        elif result:
            text, severity = Builder.tr("✓ Matches this character now.") + note, "ok"
        else:  # a valid condition that does not hold now is not an error: said in a neutral colour
            reason = self.why_not(pred) if self.why_not is not None else ""
            text, severity = (Builder.tr("Not now ({reason}).").format(reason=reason) if reason
                              else Builder.tr("Not now: does not match this character now.")) + note, "info"
        if problems and result is not None:
            text += "  ⚠ " + "; ".join(problems)
        self.banner.setText(text)
        pal = self.banner.palette()
        pal.setColor(self.banner.foregroundRole(), severity_color(severity))
        self.banner.setPalette(pal)

    def summary(self) -> str:
        pred = self.value()
        try:
            return predicates.describe(pred) if pred else Builder.tr("always", "a condition that always holds")
        except predicates.PredicateError:
            return Builder.tr("invalid", "a condition that cannot be read")


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
                title = QLabel(Builder.tr("<b>NOT</b> — holds when the rows inside do not all hold"))
                head.addWidget(title)
                self.kind_combo = None
            elif group.form == "list":
                self.kind_combo = EnumCombo(group_kinds())
                self.kind_combo.set_value(group.kind)
                self.kind_combo.setAccessibleName(Builder.tr("{name}: group kind").format(name=editor.name))
                self.kind_combo.activated.connect(self._kind_chosen)
                head.addWidget(self.kind_combo)
            else:
                head.addWidget(QLabel(Builder.tr("<b>All of these (AND)</b>")))
                self.kind_combo = None
            self.status = QLabel()
            head.addWidget(self.status)
            head.addStretch(1)
            remove = tool("✕", Builder.tr("Remove this group"),
                          Builder.tr("{name}: remove group").format(name=editor.name))
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
        add_row = tool(Builder.tr("+ Add condition"), Builder.tr("Add a row to this group"),
                       Builder.tr("{name}: add condition").format(name=editor.name))
        add_row.setObjectName("addCondition")
        add_row.clicked.connect(self.add_row)
        foot.addWidget(add_row)
        adders = (("addAny", "any", Builder.tr("+ Any of (OR)"), Builder.tr("Add a group that holds when any row in it "
                                                                            "holds")),
                  ("addAll", "all", Builder.tr("+ All of (AND)"), Builder.tr("Add a group that holds when every row "
                                                                             "holds")),
                  ("addNot", "not", Builder.tr("+ NOT"), Builder.tr("Add a group that holds when its rows do not")))
        for name, kind, text, tip in adders:
            add = tool(text, tip, f"{editor.name}: {tip.lower()}")
            add.setObjectName(name)
            add.clicked.connect(lambda _=False, k=kind: self.add_group(k))
            foot.addWidget(add)
        foot.addStretch(1)
        box.addLayout(foot)

    def child_widgets(self) -> list[QWidget]:
        items = (self.children_box.itemAt(i) for i in range(self.children_box.count()))
        return [widget for item in items if item is not None and (widget := item.widget()) is not None]

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
