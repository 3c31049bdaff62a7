"""The item editor's Spell fields (character.md §14.1): tier (0 a cantrip), school, properties (concentration,
range, reach, secret, utility), and the scaling: no upcasting, upcast with its deltas, or upcast with a choice
of deltas, the deltas as upstream's JSON, checked as they are typed and said in words ("Each extra mana:
+1d6 damage"). Shown for items of type spell; what it does not show of the item's data is kept."""
from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from ..engine.spell_fields import SCHOOLS
from ..i18n import QT_TRANSLATE_NOOP, Ui, translate
from ..views.condition_words import SCALING_MODES, SPELL_PROPERTIES, scaling_problem, upcast_words

EXAMPLE_DELTAS = [{"operation": "addDice", "value": None, "dice": {"count": 1, "faces": 6}, "maxDieFaces": None}]
# The schools as the combo box shows them (a school not here shows capitalised).
SCHOOL_NAMES = {"fire": QT_TRANSLATE_NOOP("Ui", "Fire"), "ice": QT_TRANSLATE_NOOP("Ui", "Ice"),
                "lightning": QT_TRANSLATE_NOOP("Ui", "Lightning"), "necrotic": QT_TRANSLATE_NOOP("Ui", "Necrotic"),
                "radiant": QT_TRANSLATE_NOOP("Ui", "Radiant"), "wind": QT_TRANSLATE_NOOP("Ui", "Wind")}


class SpellBox(QGroupBox):
    """A spell's own fields; `changed` after every edit (the editor checks and previews again)."""

    changed = Signal()

    def __init__(self, raw: dict[str, Any], parent: QWidget | None = None):
        super().__init__(Ui.tr("Spell"), parent)
        self.raw = raw
        form = QFormLayout(self)
        self.tier = QSpinBox()
        self.tier.setRange(0, 9)
        self.tier.setSpecialValueText(Ui.tr("0 (cantrip: no mana, never upcast)"))
        self.tier.setAccessibleName(Ui.tr("Spell tier"))
        self.tier.setToolTip(Ui.tr("0 to 9: the mana it costs; 0 is a cantrip"))
        tier = raw.get("tier", 0)
        self.tier.setValue(tier if isinstance(tier, int) and not isinstance(tier, bool) and 0 <= tier <= 9 else 0)
        form.addRow(Ui.tr("T&ier"), self.tier)
        self.school = QComboBox()
        self.school.setAccessibleName(Ui.tr("Spell school"))
        self.school.addItem(Ui.tr("(none: a utility spell)"), "")
        for school in SCHOOLS:
            self.school.addItem(translate("Ui", SCHOOL_NAMES[school]) if school in SCHOOL_NAMES
                                else school.capitalize(), school)
        school = raw.get("school") or ""
        if isinstance(school, str) and self.school.findData(school) < 0:
            self.school.addItem(Ui.tr("⚠ {school} (not a Nimble school)").format(school=school), school)
        self.school.setCurrentIndex(max(0, self.school.findData(school)))
        form.addRow(Ui.tr("Sc&hool"), self.school)
        props = QHBoxLayout()
        self.properties: dict[str, QCheckBox] = {}
        chosen = self._selected()
        for key, text, tip in SPELL_PROPERTIES:
            box = QCheckBox(translate("Views", text))
            box.setObjectName(f"property.{key}")
            box.setToolTip(translate("Views", tip))
            box.setChecked(key in chosen)
            box.toggled.connect(lambda _on: self.changed.emit())
            props.addWidget(box)
            self.properties[key] = box
        props.addStretch(1)
        form.addRow(Ui.tr("Properties"), props)
        self.mode = QComboBox()
        self.mode.setAccessibleName(Ui.tr("Upcasting"))
        for value, text, tip in SCALING_MODES:
            self.mode.addItem(translate("Views", text), value)
            self.mode.setItemData(self.mode.count() - 1, translate("Views", tip), 3)  # Qt.ToolTipRole
        scaling = self._scaling()
        self.mode.setCurrentIndex(max(0, self.mode.findData(scaling.get("mode") or "none")))
        form.addRow(Ui.tr("&Upcasting"), self.mode)
        self.deltas = QPlainTextEdit()
        self.deltas.setAccessibleName(Ui.tr("Scaling deltas (JSON)"))
        self.deltas.setPlaceholderText(json.dumps(EXAMPLE_DELTAS))
        self.deltas.setToolTip(Ui.tr("Upstream's ScalingDelta objects as JSON: operation addFlatDamage, addDice, "
                                     "increaseDieSize, addRange …; for a choice, a list of {label, deltas}"))
        self.deltas.setTabChangesFocus(True)
        lines = self.fontMetrics().lineSpacing() * 4 + 12
        self.deltas.setFixedHeight(max(self.deltas.minimumSizeHint().height(), lines))
        self.deltas_label = QLabel()
        self.deltas_label.setBuddy(self.deltas)
        self._fill_deltas(scaling)
        form.addRow(self.deltas_label, self.deltas)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setAccessibleName(Ui.tr("What upcasting does"))
        form.addRow("", self.words)
        self.tier.valueChanged.connect(lambda _value: self.changed.emit())
        self.school.currentIndexChanged.connect(lambda _index: self.changed.emit())
        self.mode.currentIndexChanged.connect(lambda _index: self._mode_changed())
        self.deltas.textChanged.connect(self.changed.emit)

    def _selected(self) -> list[str]:
        props = self.raw.get("properties")
        chosen = props.get("selected") if isinstance(props, dict) else props
        return [p for p in chosen if isinstance(p, str)] if isinstance(chosen, list) else []

    def _key(self) -> str:
        return "choices" if self.mode.currentData() == "upcastChoice" else "deltas"

    def _fill_deltas(self, scaling: dict[str, Any]) -> None:
        self.deltas_label.setText(Ui.tr("&Choices") if self._key() == "choices" else Ui.tr("D&eltas"))
        listed = scaling.get(self._key())
        self.deltas.setPlainText(json.dumps(listed) if listed else "")
        self.deltas.setEnabled(self.mode.currentData() != "none")

    def _scaling(self) -> dict[str, Any]:
        found = self.raw.get("scaling")
        return dict(found) if isinstance(found, dict) else {}

    def _mode_changed(self) -> None:
        self._fill_deltas(self._scaling())
        self.changed.emit()

    def listed(self) -> Any:
        """The deltas (or choices) typed, parsed; ValueError saying what is wrong."""
        text = self.deltas.toPlainText().strip()
        if not text:
            return []
        try:
            return json.loads(text)
        except ValueError as err:
            raise ValueError((Ui.tr("the choices are not valid JSON ({error})") if self._key() == "choices"
                              else Ui.tr("the deltas are not valid JSON ({error})")).format(error=err)) from None

    def update_words(self) -> None:
        mode = str(self.mode.currentData())
        try:
            listed = self.listed()
            problem = scaling_problem(mode, listed)
        except ValueError as err:
            listed, problem = [], str(err)
        self.words.setText(problem if problem else
                           Ui.tr("A cantrip never upcasts.") if self.tier.value() == 0 and mode != "none" else
                           upcast_words(mode, listed))

    def apply_to(self, out: dict[str, Any]) -> None:
        """Write the spell's fields into the item `out`; ValueError (with the spell's words) when they are wrong."""
        mode = str(self.mode.currentData())
        listed = self.listed() if mode != "none" else []
        problem = scaling_problem(mode, listed)
        if problem:
            raise ValueError(Ui.tr("Spell: {problem}").format(problem=problem))
        if self.tier.value() == 0 and mode != "none":
            raise ValueError(Ui.tr("Spell: a cantrip (tier 0) cannot be upcast: choose No upcasting or a tier"))

        out["tier"] = self.tier.value()
        out["school"] = self.school.currentData() or ""
        props = self.raw.get("properties")
        chosen = [key for key, box in self.properties.items() if box.isChecked()]
        out["properties"] = {**(props if isinstance(props, dict) else {}), "selected": chosen}
        scaling = self._scaling()
        scaling["mode"] = mode
        if mode != "none":
            scaling[self._key()] = listed
        out["scaling"] = scaling
