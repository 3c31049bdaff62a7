"""A formula box with the value it resolves to on the open character, updated as you type:
references filled in, dice as min / average / max, sample values for @n, @sum, @poolMax and
@poolCurrent, errors and unknown references at once."""
from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QWidget

from ...engine import formulas
from ...engine.formulas import FormulaError
from ...engine.lint import REQUIRED_FORMULAS, check_formula
from ...i18n import Builder
from ...views.explain import preview
from ...views.rule_specs import FieldSpec
from .draft import MISSING, Path, get_path
from .fields import Field, Host, formula_text
from .widgets import Line, mono_font, muted_label, retab_later, severity_color

DEFAULT_SAMPLES = {"n": 2, "sum": 5, "poolMax": 3, "poolCurrent": 1}


class FormulaField(Field):
    """A formula box with the value it resolves to on the open character, updated as you type."""

    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None,
                 samples: dict[str, int] | None = None):
        super().__init__(spec, host, path)
        self.edit = Line()
        self.edit.setFont(mono_font())
        self.edit.setObjectName(".".join(map(str, self.path)))
        self.edit.setPlaceholderText(Builder.tr("e.g. 1d6 + @level") if spec.dice else Builder.tr("e.g. 2 or @key + 1"))
        self.edit.setAccessibleName(self.name())
        self.edit.setAccessibleDescription(spec.hint)
        self.edit.setMinimumWidth(160)
        self.edit.textEdited.connect(self._typed)
        self.edit.editingFinished.connect(self.host.seal)
        self.row.addWidget(self.edit, 1)
        self.preview_label = QLabel()
        self.preview_label.setObjectName("preview")
        self.preview_label.setTextFormat(Qt.TextFormat.PlainText)
        self.preview_label.setWordWrap(True)
        self.preview_label.setAccessibleName(self.name(Builder.tr("preview")))
        # Its line is kept while it is empty, so a preview appearing as you type moves nothing below it.
        self.preview_label.setMinimumHeight(self.preview_label.fontMetrics().height())
        self.box.insertWidget(1, self.preview_label)
        self.samples: dict[str, int] = {**DEFAULT_SAMPLES, **(samples or {})}
        self.sample_row: QWidget | None = None  # built when the formula first uses @n, @sum, @poolMax …
        self.sample_spins: dict[str, QSpinBox] = {}
        self.local: list[tuple[str, str]] = []
        self._shown_text: str | None = None
        self._touched: set[str] = set()
        self._formula_said: dict[str, None] = {}  # what the formula checks said on the texts shown lately
        self.suppressed = False

    def inputs(self) -> list[QWidget]:
        return [self.edit]

    def show_value(self, value: Any, raw: Any) -> None:
        text = formula_text(self.current(value))
        self.edit.set_text_keep_cursor(text)
        if text != self._shown_text:
            self.update_preview()

    def set_samples(self, samples: dict[str, int]) -> None:
        """Live values for context references (a pool's max and current), unless the user changed them."""
        changed = False
        for ref, value in samples.items():
            if ref in self._touched or self.samples.get(ref) == value:
                continue
            self.samples[ref] = value
            changed = True
            spin = self.sample_spins.get(ref)
            if spin is not None:
                spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(False)
        if changed:
            self.update_preview()

    def _build_samples(self) -> QWidget:
        row = QWidget()
        sample_box = QHBoxLayout(row)
        sample_box.setContentsMargins(0, 0, 0, 0)
        sample_box.addWidget(muted_label(Builder.tr("Sample values:"), wrap=False))
        for ref in sorted(self.spec.context, key=("n", "sum", "poolMax", "poolCurrent").index):
            spin = QSpinBox()
            spin.setRange(0, 999)
            spin.setPrefix(f"@{ref} = ")
            spin.setValue(self.samples.get(ref, 1))
            spin.setAccessibleName(self.name(Builder.tr("sample @{reference}").format(reference=ref)))
            spin.valueChanged.connect(lambda v, r=ref: self._sample(r, v))
            self.sample_spins[ref] = spin
            sample_box.addWidget(spin)
        sample_box.addStretch(1)
        self.box.insertWidget(2, row)
        retab_later(self)
        return row

    def _show_samples(self, used: set[str]) -> None:
        if used and self.sample_row is None:
            self.sample_row = self._build_samples()
        if self.sample_row is not None:
            self.sample_row.setVisible(bool(used))
            for ref, spin in self.sample_spins.items():
                spin.setVisible(ref in used)

    def set_suppressed(self, on: bool) -> None:
        """The value is not used (a refill that refreshes or clears): no preview, no messages."""
        if on != self.suppressed:
            self.suppressed = on
            self.set_input_enabled(not on)
            self.update_preview()

    def _sample(self, ref: str, value: int) -> None:
        self._touched.add(ref)
        self.samples[ref] = value
        self.update_preview()

    def _typed(self, text: str) -> None:
        if text == "" and self.spec.nullable:
            value: Any = None if self._had_key() else MISSING
        else:
            value = text
        self.commit(value, merge=True)
        self.update_preview()

    def _had_key(self) -> bool:
        original = self.host.original()
        return isinstance(original, dict) and get_path(original, self.path) is not MISSING

    def update_preview(self) -> None:
        text = self.edit.text()
        self._shown_text = text
        refs = self.host.preview.refs()
        used: set[str] = set()
        self.local = []
        if self.suppressed:
            self.preview_label.hide()
            self._show_samples(set())
            self.refresh_messages()
            return
        if not text.strip():
            # Blank is null (nullable), 0 (a bonus's value: the check says it changes nothing) or missing.
            required = not self.spec.nullable and (self.spec.default != "" or self.spec.key in REQUIRED_FORMULAS)
            self.preview_label.setText(Builder.tr("✗ Required: a number or a formula.") if required else "")
            self.preview_label.setVisible(True)
            self._color("error" if required else "info")
            self._show_samples(set())
            self.refresh_messages()
            return
        with contextlib.suppress(FormulaError):  # a formula that does not parse uses none
            used = set(formulas.parse(text).references & set(self.spec.context))
        context = {ref: self.samples.get(ref, 1) for ref in used}
        result = preview(text, {**refs, **context})
        line = result.describe()
        if not result.error and result.deterministic and _plain_number(text):
            line = ""  # "3 = 3" says nothing
        if context and not result.error:
            values = ", ".join(f"@{k} = {v}" for k, v in sorted(context.items()))
            line += Builder.tr("   (with {values})").format(values=values)
        self.preview_label.setText(f"✗ {line}" if result.error else line)
        self.preview_label.setVisible(True)
        self._color("error" if result.error else "info")
        self._show_samples(used)
        if not result.error:
            self.local = [(sev, msg) for sev, msg in check_formula(text, dice=self.spec.dice,
                                                                   context=self.spec.context, refs=refs)]
            self._remember(self.local)
        self.refresh_messages()

    def _remember(self, found: list[tuple[str, str]]) -> None:
        """Keep what the formula checks said, to know the problem check's copies of them in any language."""
        for _severity, message in found:
            self._formula_said.pop(message, None)
            self._formula_said[message] = None
        while len(self._formula_said) > 64:
            del self._formula_said[next(iter(self._formula_said))]

    def _color(self, severity: str) -> None:
        pal = self.preview_label.palette()
        color = severity_color(severity) if severity != "info" else self.palette().color(QPalette.ColorRole.WindowText)
        pal.setColor(self.preview_label.foregroundRole(), color)
        self.preview_label.setPalette(pal)

    def refresh_messages(self) -> None:
        # The lint module reports the same formula problems; show each once.
        if self.suppressed:
            self.messages.show_messages([])
            return
        self.messages.show_messages(self.local + [p for p in self.problems if p not in self.local
                                                  and p[1] not in self._formula_said])


def _plain_number(text: str) -> bool:
    try:
        float(text.strip())
    except ValueError:
        return False
    return True
