"""Fields for toggles (engine.md §6): event lists as check boxes, pools picked from the character's pools,
the toggle a modifyToggle names, and the end prompt shown in the words the sheet will use.
"""
from __future__ import annotations

from typing import Any, cast

from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QSizePolicy, QWidget

from ...engine import toggles
from ...engine.pools import pool_id
from ...i18n import Builder
from ...views.rule_specs import FieldSpec
from .draft import Path
from .fields import Field, Host, TextField
from .widgets import Line, pool_kind_word


class _Boxes(Field):
    """A list stored as check boxes, two to a row; a value not among the choices stays listed (checked)
    so nothing in the rule is lost, and unchecking it removes it."""

    columns = 2

    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.holder = QWidget()
        self.grid = QGridLayout(self.holder)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(16)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(self.columns, 1)
        self.row.addWidget(self.holder, 1)
        self.boxes: dict[str, QCheckBox] = {}
        self._shown: list[tuple[str, str, str]] = []
        self.value: list[str] = []
        self.editable = True

    def choices(self, raw: Any) -> list[tuple[str, str, str]]:
        """(stored value, text, tooltip) for every box, in order."""
        raise NotImplementedError

    def unknown_text(self, value: str) -> str:
        return Builder.tr("{value} (unknown)").format(value=value)

    def inputs(self) -> list[QWidget]:
        return list(self.boxes.values()) or [self.holder]

    def show_value(self, value: Any, raw: Any) -> None:
        value = self.current(value)
        self.editable = isinstance(value, list) and all(isinstance(v, str) for v in value)
        self.value = list(value) if self.editable else []
        listed = self.choices(raw)
        known = {v for v, _t, _h in listed}
        unknown = Builder.tr("Not one this field knows: it does nothing. Uncheck it to remove it.")
        listed += [(v, self.unknown_text(v), unknown) for v in dict.fromkeys(self.value) if v not in known]
        if listed != self._shown:
            self._rebuild(listed)
        for key, box in self.boxes.items():
            box.blockSignals(True)
            box.setChecked(key in self.value)
            box.setEnabled(self.editable and not self.disabled_reason)
            box.blockSignals(False)
        problem = ("warning", Builder.tr("can only be edited in the raw JSON (not a list of words)"))
        self.set_problems([p for p in self.problems if p != problem] + ([] if self.editable else [problem]))
        self.update_hint()

    def _rebuild(self, listed: list[tuple[str, str, str]]) -> None:
        for box in self.boxes.values():
            self.grid.removeWidget(box)
            box.deleteLater()
        self.boxes = {}
        self._shown = listed
        for n, (key, text, tip) in enumerate(listed):
            box = QCheckBox(text)
            box.setObjectName(f"{'.'.join(map(str, self.path))}.{key}")
            box.setToolTip(tip)
            box.setAccessibleName(self.name(f"{self.spec.label}: {text}"))
            box.setAccessibleDescription(tip)
            box.clicked.connect(lambda on, k=key: self._clicked(k, on))
            # As wide as its words: a click beside them must not tick it.
            box.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            self.grid.addWidget(box, n // self.columns, n % self.columns)
            self.boxes[key] = box

    def _clicked(self, key: str, on: bool) -> None:
        if not self.editable:
            return
        order = [v for v, _t, _h in self._shown]
        chosen = set(self.value) - {key} | ({key} if on else set())
        # Known values in the field's order, then anything else as it was.
        value = [v for v in order if v in chosen] + [v for v in self.value if v in chosen and v not in order]
        self.value = value
        self.commit(value)


class EventsField(_Boxes):
    """Events as check boxes (turnOff, suppressTurnOff, turnOn): `spec.options` lists them."""

    columns = 2

    def choices(self, raw: Any) -> list[tuple[str, str, str]]:
        return [(value, name, hint) for value, name, hint in self.spec.options]

    def unknown_text(self, value: str) -> str:
        return Builder.tr("⚠ {value} (not an event here)").format(value=value)


class PoolsField(_Boxes):
    """Pool ids (clearPoolsOnEnd) picked from the character's pools, dice and charge alike."""

    columns = 1

    def choices(self, raw: Any) -> list[tuple[str, str, str]]:
        found = []
        for choice in self.host.preview.pools:
            pid = pool_id(choice.identifier, choice.scope)
            found.append((pid, Builder.tr("{pool} ({id}) · {kind} pool · {item}").format(
                pool=choice.label, id=pid, kind=pool_kind_word(choice.kind), item=choice.item), choice.text()))
        return list({key: (key, text, tip) for key, text, tip in found}.values())

    def unknown_text(self, value: str) -> str:
        return Builder.tr("⚠ {value}: no such pool").format(value=value)

    def hint_text(self) -> str:
        if not self.host.preview.pools:
            return Builder.tr("{hint} No pools on this character yet: add the pool first.").format(hint=self.spec.hint)
        return self.spec.hint


class ToggleField(Field):
    """The toggle a modifyToggle names: an editable drop-down of the character's toggle effects."""

    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.combo = QComboBox()
        self.combo.setEditable(True)
        self.combo.setLineEdit(Line())
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.combo.setObjectName(".".join(map(str, self.path)))
        self.combo.setAccessibleName(self.name())
        self.combo.setAccessibleDescription(spec.hint)
        self._line().setPlaceholderText(spec.placeholder)
        self.combo.setMinimumWidth(320)
        self._line().textEdited.connect(lambda text: self.commit(text.strip(), merge=True))
        self._line().editingFinished.connect(self.host.seal)
        self.combo.activated.connect(self._chosen)
        self.row.addWidget(self.combo, 1)
        self._listed: list[tuple[str, str]] = []

    def inputs(self) -> list[QWidget]:
        return [self.combo]

    def _line(self) -> Line:
        return cast(Line, self.combo.lineEdit())  # the combo's own (setLineEdit(Line()))

    def _toggles(self) -> list[tuple[str, str]]:
        found = []
        for toggle in toggles.toggles(self.host.preview.char):
            if toggle.key:
                item = self.host.preview.char.items[toggle.index].name
                states = ", ".join(toggle.states) or Builder.tr("no states")
                found.append((toggle.key, f"{toggle.name} ({toggle.key}) · {states} · {item}"))
        return found

    def show_value(self, value: Any, raw: Any) -> None:
        listed = self._toggles()
        text = "" if self.current(value) in (None,) else str(self.current(value))
        if listed != self._listed:
            self._listed = listed
            self.combo.blockSignals(True)
            self.combo.clear()
            for key, shown in listed:
                self.combo.addItem(shown, key)
            self.combo.blockSignals(False)
        self.combo.setCurrentIndex(-1)
        self._line().set_text_keep_cursor(text)
        self.update_hint()

    def hint_text(self) -> str:
        text = self.combo.currentText().strip()
        named = next((shown for key, shown in self._listed if key == text), "")
        if named:
            return f"{self.spec.hint}  → {named}"
        if not self._listed:
            return Builder.tr("{hint} No toggle effect on this character yet: type its identifier.").format(
                hint=self.spec.hint)
        return self.spec.hint

    def _chosen(self, index: int) -> None:
        key = self.combo.itemData(index)
        if isinstance(key, str):
            self._line().set_text_keep_cursor(key)
            self.host.commit([(self.path, key)], Builder.tr("Choose toggle {toggle}").format(toggle=key), None)


class PromptField(TextField):
    """confirmEndPrompt, in the words the sheet will ask ("End your Rage?", engine/toggles.py readable_prompt,
    which the sheet's own question uses too): upstream's translation key is shown in those words, and stays
    in the tooltip and the raw JSON; typing asks what is typed. Blank stores null."""

    def __init__(self, spec: FieldSpec, host: Host, path: Path | None = None):
        super().__init__(spec, host, path)
        self.edit.textEdited.disconnect()
        self.edit.textEdited.connect(lambda text: self.commit(text if text.strip() else None, merge=True))
        self._label = ""
        self._key = ""  # upstream's key the box shows in words, while it is what is stored
        self.edit.editingFinished.connect(self._show_words)

    def show_value(self, value: Any, raw: Any) -> None:
        self._label = str(raw.get("label") or "") if isinstance(raw, dict) else ""
        stored = str(self.current(value) or "")
        words = toggles.readable_prompt(stored, self._label)
        self._key = stored.strip() if words and words != stored.strip() else ""
        if not self._key or self.edit.hasFocus():  # a key being typed stays as typed until the box is left
            super().show_value(value, raw)
        self._show_words()

    def _show_words(self) -> None:
        if self._key and not self.edit.hasFocus():
            self.edit.set_text_keep_cursor(toggles.readable_prompt(self._key, self._label))
        self.edit.setToolTip(Builder.tr("Stored as upstream's message key {key}").format(key=self._key) if self._key
                             else "")
        self.update_hint()

    def hint_text(self) -> str:
        words = toggles.readable_prompt(self.edit.text(), self._label)
        if self._key and self.edit.text() == toggles.readable_prompt(self._key, self._label):
            return Builder.tr("The sheet asks this: upstream's message key, in our words (hover for the key). "
                              "Type to ask something else.")
        if not words:
            return Builder.tr("{hint} Blank: switching it off asks nothing.").format(hint=self.spec.hint)
        if words != self.edit.text().strip():
            return Builder.tr("The sheet asks: “{question}”").format(question=words)
        return Builder.tr("{hint} The sheet asks it as written.").format(hint=self.spec.hint)
