"""Recoveries and refills as rows: trigger, mode, value (with its preview) and a condition, each row
movable and removable. The value is disabled when the mode ignores it (refresh, clear)."""
from __future__ import annotations

import json
from typing import Any, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...i18n import Builder
from ...views.rule_specs import NEW_REFILL, REFILL_CONTEXT, FieldSpec, mode_options, trigger_options
from .condition import ConditionEditor
from .draft import MISSING, Path, get_path
from .fields import Field, Host
from .formula_field import FormulaField
from .widgets import INVALID, EnumCombo, MessageLabel, Panel, button, mono_font, muted_label, retab_later, tool

_IGNORES_VALUE = ("refresh", "clear")


class RefillsField(Field):
    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.rows_box = QVBoxLayout()
        self.rows_box.setSpacing(6)
        self.box.insertLayout(0, self.rows_box)
        if spec.key == "recoveries":
            add, tip = Builder.tr("+ Add recovery"), Builder.tr("Add a recovery entry")
            name = Builder.tr("add recovery")
            empty = Builder.tr("No recovery entries: nothing refills this pool by itself.")
        else:
            add, tip, name = Builder.tr("+ Add refill"), Builder.tr("Add a refill entry"), Builder.tr("add refill")
            empty = Builder.tr("No refill entries: nothing refills this pool by itself.")
        self.add = button(add, tip, host.accessible(name))
        self.add.setObjectName(f"{spec.key}.add")
        self.add.clicked.connect(self._add)
        foot = QHBoxLayout()
        foot.addWidget(self.add)
        foot.addStretch(1)
        self.box.insertLayout(1, foot)
        self.empty = muted_label(empty)
        self.box.insertWidget(1, self.empty)
        self.rows: list[QWidget] = []
        self.entries: list[Any] = []
        self.kind = "charge"
        self._located: list[tuple[str, str, tuple[str, ...]]] = []

    def inputs(self) -> list[QWidget]:
        return [self.add]

    def focus_input(self) -> None:
        (self.rows[0] if self.rows else self.add).setFocus(Qt.FocusReason.OtherFocusReason)

    def show_value(self, value: Any, raw: Any) -> None:
        kind = self.spec.refill_kind(raw) if (self.spec.refill_kind and isinstance(raw, dict)) else "dice"
        entries = [] if value is MISSING or value is None else value
        if not isinstance(entries, list):
            self._rebuild([], kind)
            self.add.setEnabled(False)
            self.set_problems([("error", Builder.tr("{field} must be a list, got {value}; fix it in the raw "
                                                    "JSON").format(field=self.spec.key, value=json.dumps(entries)))])
            return
        self.add.setEnabled(True)
        if self.problems:
            self.problems = []
            self.refresh_messages()
        self.entries = list(entries)
        if kind != self.kind or len(entries) != len(self.rows) or any(
                isinstance(e, dict) != isinstance(r, RefillRow) for e, r in zip(entries, self.rows, strict=True)):
            self._rebuild(entries, kind)
        else:
            for row, entry in zip(self.rows, entries, strict=True):
                if isinstance(row, RefillRow):
                    row.load(entry)
        self.empty.setVisible(not entries)

    def _rebuild(self, entries: list[Any], kind: str) -> None:
        self.kind = kind
        self.entries = list(entries)
        for row in self.rows:
            self.rows_box.removeWidget(row)
            row.setParent(None)  # type: ignore[call-overload]
            row.deleteLater()
        self.rows = []
        for n, entry in enumerate(entries):
            made: QWidget = RefillRow(self, n, kind) if isinstance(entry, dict) else OpaqueEntry(self, n, entry)
            if isinstance(made, RefillRow):
                made.load(entry)
            self.rows.append(made)
            self.rows_box.addWidget(made)
            made.show()
        self.refresh_messages()
        retab_later(self)

    # ---- list edits ---------------------------------------------------------------------------
    def _current(self) -> list[Any]:
        value = get_path(self.host.raw(), self.path)
        return list(value) if isinstance(value, list) else []

    def _add(self) -> None:
        entries = self._current() + [dict(NEW_REFILL)]
        self.host.commit([(self.path, entries)], Builder.tr("Add {field} entry").format(field=self.spec.label.lower()))
        if self.rows:
            self.rows[-1].setFocus(Qt.FocusReason.OtherFocusReason)

    def remove(self, n: int) -> None:
        entries = self._current()
        del entries[n]
        self.host.commit([(self.path, entries)],
                         Builder.tr("Remove {field} entry").format(field=self.spec.label.lower()))

    def move(self, n: int, delta: int) -> None:  # type: ignore[override]  # an entry, not the widget
        entries = self._current()
        m = n + delta
        if not 0 <= m < len(entries):
            return
        entries[n], entries[m] = entries[m], entries[n]
        self.host.commit([(self.path, entries)], Builder.tr("Move {field} entry").format(field=self.spec.label.lower()))
        self.rows[m].focus_move(delta)  # type: ignore[attr-defined]

    # ---- problems -----------------------------------------------------------------------------
    def set_located_problems(self, located: list[tuple[str, str, tuple[str, ...]]]) -> None:
        """Problems with the rest of their field path (("0", "value")), so each lands on its row."""
        self._located = located
        self.refresh_messages()

    def refresh_messages(self) -> None:
        own = list(self.problems)
        per_row: dict[int, list[tuple[str, str, str]]] = {}
        for severity, message, sub in self._located:
            if sub and sub[0].isdigit() and int(sub[0]) < len(self.rows):
                per_row.setdefault(int(sub[0]), []).append((severity, message, ".".join(sub[1:])))
            else:
                own.append((severity, message))
        self.messages.show_messages(own)
        for n, row in enumerate(self.rows):
            row.set_problems(per_row.get(n, []))  # type: ignore[attr-defined]

    def refresh_status(self) -> None:
        for row in self.rows:
            if isinstance(row, RefillRow):
                row.refresh_status()


class RefillRow(Panel):
    """One entry: #n · trigger · mode · value · condition · ↑ ↓ ✕."""

    def __init__(self, owner: RefillsField, n: int, kind: str):
        super().__init__("row")
        self.owner, self.n, self.kind = owner, n, kind
        host = owner.host
        self.setObjectName("refillRow")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.base_path: Path = owner.path + (n,)
        name = f"{owner.spec.label} {n + 1}"
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 4, 6, 4)
        box.setSpacing(2)
        line = QHBoxLayout()
        line.setSpacing(6)
        number = QLabel(f"#{n + 1}")
        number.setMinimumWidth(22)
        line.addWidget(number)
        self.trigger = EnumCombo(trigger_options(kind))
        self.trigger.setObjectName(f"{owner.spec.key}.{n}.trigger")
        self.trigger.setAccessibleName(host.accessible(Builder.tr("{name} trigger").format(name=name)))
        self.trigger.activated.connect(lambda i: self._enum("trigger", self.trigger, i))
        line.addWidget(self.trigger)
        self.mode = EnumCombo(mode_options(kind))
        self.mode.setObjectName(f"{owner.spec.key}.{n}.mode")
        self.mode.setAccessibleName(host.accessible(Builder.tr("{name} mode").format(name=name)))
        self.mode.activated.connect(lambda i: self._enum("mode", self.mode, i))
        line.addWidget(self.mode)
        value_spec = FieldSpec("value", Builder.tr("{name} value").format(name=name), "formula", "", "1", dice=True,
                               context=REFILL_CONTEXT)
        self.value = FormulaField(value_spec, host, self.base_path + ("value",),
                                  samples=self._samples())
        self.value.hint.hide()
        line.addWidget(self.value, 1)
        self.cond_button = tool(Builder.tr("Condition: always"), Builder.tr("Show the condition checked when the "
                                                                            "trigger fires (the reference's "
                                                                            "“predicate” of this entry)"),
                                host.accessible(Builder.tr("{name} condition").format(name=name)), checkable=True)
        self.cond_button.setObjectName(f"{owner.spec.key}.{n}.conditionToggle")
        self.cond_button.toggled.connect(self._toggle_condition)
        up = tool("↑", Builder.tr("Move up"), host.accessible(Builder.tr("{name} move up").format(name=name)))
        up.clicked.connect(lambda: owner.move(self.n, -1))
        down = tool("↓", Builder.tr("Move down"), host.accessible(Builder.tr("{name} move down").format(name=name)))
        down.clicked.connect(lambda: owner.move(self.n, 1))
        remove = tool("✕", Builder.tr("Remove this entry"), host.accessible(Builder.tr("{name} remove").format(
            name=name)))
        remove.setObjectName(f"{owner.spec.key}.{n}.remove")
        remove.clicked.connect(lambda: owner.remove(self.n))
        self.up, self.down = up, down
        for widget in (up, down, remove):
            line.addWidget(widget, 0, Qt.AlignmentFlag.AlignTop)
        box.addLayout(line)
        hints = QHBoxLayout()
        self.hint = muted_label(clip=True)
        hints.addWidget(self.hint, 1)
        hints.addWidget(self.cond_button, 0, Qt.AlignmentFlag.AlignTop)
        box.addLayout(hints)
        self.messages = MessageLabel()
        box.addWidget(self.messages)
        self.condition: ConditionEditor | None = None
        self.entry: Any = {}
        self.setFocusProxy(self.trigger)

    def _samples(self) -> dict[str, int]:
        view = self.owner.host.preview.pool_view(self.owner.host.position())
        if view is None or not view.active:
            return {"poolMax": 3, "poolCurrent": 1}
        return {"poolMax": view.max, "poolCurrent": view.count}

    def load(self, entry: dict[str, Any]) -> None:
        self.entry = entry
        self.trigger.set_value(entry.get("trigger", "safeRest"))
        self.mode.set_value(entry.get("mode", "add"))
        self.value.load(entry)
        ignored = entry.get("mode", "add") in _IGNORES_VALUE
        self.value.set_suppressed(ignored)
        hint = f"{self.trigger.current_hint()} · {self.mode.current_hint()}"
        self.hint.setText(hint)
        self.hint.setToolTip(hint)
        pred = entry.get("predicate")
        if self.condition is not None:
            self.condition.set_value(pred)
        self._update_condition_button(pred)
        self.up.setEnabled(self.n > 0)
        self.down.setEnabled(self.n < len(self.owner.entries) - 1 if self.owner.entries else False)

    def _update_condition_button(self, pred: Any) -> None:
        if not pred:
            text = Builder.tr("Condition: always")
        elif self.condition is not None:
            text = Builder.tr("Condition: {condition}").format(condition=self.condition.summary())
        else:
            from ...engine.predicates import PredicateError, describe
            try:
                text = Builder.tr("Condition: {condition}").format(condition=describe(pred))
            except PredicateError:
                text = Builder.tr("Condition: invalid")
        if len(text) > 48:
            text = text[:46] + "…"
        self.cond_button.setText(text + (" ▾" if self.cond_button.isChecked() else " ▸"))

    def _toggle_condition(self, on: bool) -> None:
        if on and self.condition is None:
            host = self.owner.host
            self.condition = ConditionEditor(host.preview.holds, host.suggestions,  # type: ignore[attr-defined]
                                             host.accessible(Builder.tr("{name} condition").format(
                                                 name=f"{self.owner.spec.label} {self.n + 1}")),
                                             Builder.tr("Checked when the trigger fires. Leave empty to always "
                                                        "apply."),
                                             why_not=host.preview.why_not)  # type: ignore[attr-defined]
            self.condition.set_value(self.entry.get("predicate"))
            self.condition.changed.connect(self._condition_changed)
            cast(QVBoxLayout, self.layout()).insertWidget(2, self.condition)
            retab_later(self)
        if self.condition is not None:
            self.condition.setVisible(on)
        self._update_condition_button(self.entry.get("predicate"))

    def _condition_changed(self, pred: Any) -> None:
        path = self.base_path + ("predicate",)
        current = get_path(self.owner.host.raw(), path)
        if not pred and (current is MISSING or current is None or current == {}):
            return
        self.owner.host.commit([(path, pred)], Builder.tr("Edit refill condition"), ".".join(map(str, path)))

    def _enum(self, key: str, combo: EnumCombo, index: int) -> None:
        value = combo.value_at(index)
        if value is INVALID:
            return
        said = {"trigger": Builder.tr("Edit trigger"), "mode": Builder.tr("Edit mode")}.get(key, f"Edit {key}")
        self.owner.host.commit([(self.base_path + (key,), value)], said)

    def focus_move(self, delta: int) -> None:
        (self.up if delta < 0 else self.down).setFocus(Qt.FocusReason.OtherFocusReason)

    def set_problems(self, problems: list[tuple[str, str, str]]) -> None:
        on_value = [(s, m) for s, m, sub in problems if sub == "value"]
        other = [(s, (f"{sub}: {m}" if sub and sub != "predicate" else
                      Builder.tr("condition: {message}").format(message=m) if sub == "predicate" else m))
                 for s, m, sub in problems if sub != "value"]
        self.value.set_problems(on_value)
        self.messages.show_messages(other)

    def refresh_status(self) -> None:
        samples = self._samples()
        self.value.set_samples(samples)
        if self.condition is not None:
            self.condition.refresh_status()


class OpaqueEntry(QFrame):
    """An entry that is not an object: shown as JSON, removable, never rewritten."""

    def __init__(self, owner: RefillsField, n: int, entry: Any):
        super().__init__()
        self.n = n
        line = QHBoxLayout(self)
        label = QLabel(Builder.tr("#{number}  {json}  (not an object: fix or remove it)").format(
            number=n + 1, json=json.dumps(entry)))
        label.setFont(mono_font())
        line.addWidget(label, 1)
        remove = tool("✕", Builder.tr("Remove this entry"), owner.host.accessible(
            Builder.tr("{name} remove").format(name=f"{owner.spec.label} {n + 1}")))
        remove.clicked.connect(lambda: owner.remove(self.n))
        line.addWidget(remove)

    def set_problems(self, problems: list[tuple[str, str, str]]) -> None:
        pass

    def focus_move(self, delta: int) -> None:
        pass
