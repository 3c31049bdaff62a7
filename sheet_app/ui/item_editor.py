"""The item editor: name, type, equip, object fields, attack with a live preview, activation pool effects.

OK applies everything as one undoable action (`editItem`, or `addItem` for a new item); Cancel
applies nothing. Rules have their own editor (the Rules Builder), opened from here.
"""
from __future__ import annotations

import contextlib
import json
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine import jsonsafe, predicates, steps
from ..engine.model import CHARGE_EFFECTS, DICE_EFFECTS, ITEM_TYPES, ItemError, parse_item
from ..engine.session import Session
from ..engine.vocab import object_type_word
from ..i18n import QT_TRANSLATE_NOOP, Ui, translate
from ..views.explain import preview_for
from .operations import Operations, operations_for
from .spell_box import SpellBox

EFFECT_NAMES = {"rollDie": QT_TRANSLATE_NOOP("Ui", "Roll dice into the pool"),
                "rollPool": QT_TRANSLATE_NOOP("Ui", "Roll a fresh full pool"),
                "clear": QT_TRANSLATE_NOOP("Ui", "Clear the pool"),
                "maximizeDie": QT_TRANSLATE_NOOP("Ui", "Raise the lowest dice to the top face"),
                "fillCount": QT_TRANSLATE_NOOP("Ui", "Add charges")}
DELIVERIES = ((QT_TRANSLATE_NOOP("Ui", "No attack"), None), (QT_TRANSLATE_NOOP("Ui", "Melee attack"), "melee"),
              (QT_TRANSLATE_NOOP("Ui", "Ranged attack"), "ranged"),
              (QT_TRANSLATE_NOOP("Ui", "Attack (any delivery)"), ""))
# The item types as the Type box shows them (vocab.ITEM_TYPES; a type not here shows capitalised).
TYPE_NAMES = {"feature": QT_TRANSLATE_NOOP("Ui", "Feature"), "object": QT_TRANSLATE_NOOP("Ui", "Object"),
              "class": QT_TRANSLATE_NOOP("Ui", "Class"), "subclass": QT_TRANSLATE_NOOP("Ui", "Subclass"),
              "ancestry": QT_TRANSLATE_NOOP("Ui", "Ancestry"), "background": QT_TRANSLATE_NOOP("Ui", "Background"),
              "boon": QT_TRANSLATE_NOOP("Ui", "Boon"), "spell": QT_TRANSLATE_NOOP("Ui", "Spell")}

OBJECT_TYPES = ("", "weapon", "armor", "shield", "wand", "gear", "consumable")  # listed (any other may be typed)


class EffectRow:
    """One activation pool effect as widgets in the effects table."""

    def __init__(self, editor: ItemEditor, raw: dict[str, Any]):
        self.raw = dict(raw)
        self.kind = QComboBox()
        self.kind.addItem(Ui.tr("Dice pool"), "dice")
        self.kind.addItem(Ui.tr("Charge pool"), "charge")
        self.kind.setAccessibleName(Ui.tr("Pool kind"))
        self.action = QComboBox()
        self.action.setAccessibleName(Ui.tr("Effect"))
        self.pool = QComboBox()
        self.pool.setEditable(True)
        self.pool.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)  # a typed id stays typed text, not an entry
        self.pool.setAccessibleName(Ui.tr("Pool"))
        for pid, view in editor.session.char.pools().items():
            if pid != view.ref:
                continue  # a later instance of an item pool: the reference names it by its identifier
            # The label first (what the player knows it by), the id the file uses after it.
            self.pool.addItem(Ui.tr("{pool} ({id})").format(pool=view.label, id=pid) if view.label != pid else pid, pid)
            self.pool.setItemData(self.pool.count() - 1, Ui.tr("{pool}: a {kind} pool, {scope} scope, id {id}").format(
                pool=view.label, kind=view.kind, scope=view.scope, id=pid), Qt.ItemDataRole.ToolTipRole)
        self.value = QSpinBox()
        self.value.setRange(0, 1_000_000)
        self.value.setAccessibleName(Ui.tr("How many"))
        self.condition = QLineEdit()
        self.condition.setPlaceholderText(Ui.tr('always (or JSON, e.g. {"level": {"min": 5}})'))
        self.condition.setAccessibleName(Ui.tr("Condition"))
        self.kind.setCurrentIndex(0 if raw.get("poolType", "dice") == "dice" else 1)
        self._fill_actions()
        index = self.action.findData(raw.get("action", "rollDie"))
        self.action.setCurrentIndex(max(0, index))
        pid = str(raw.get("poolIdentifier", ""))
        found = self.pool.findData(pid)
        if found >= 0:
            self.pool.setCurrentIndex(found)
        else:
            self.pool.setEditText(pid)
        value = raw.get("value", 1)
        fits = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= self.value.maximum()
        self.value.setValue(value if fits else 1)
        if raw.get("predicate"):
            self.condition.setText(json.dumps(raw["predicate"]))
            with contextlib.suppress(predicates.PredicateError):
                self.condition.setToolTip(Ui.tr("Applies when {condition}").format(
                    condition=predicates.describe(raw["predicate"])))
        self.kind.currentIndexChanged.connect(self._fill_actions)
        # What the widgets show at first: a row left as it was is saved exactly as it was read, even
        # when the widgets cannot show it (an unknown action, a value they do not hold).
        self.initial = self.state()

    def state(self) -> tuple[Any, ...]:
        return (self.kind.currentData(), self.action.currentData(), self.pool_id(), self.value.value(),
                self.condition.text().strip())

    def _fill_actions(self) -> None:
        current = self.action.currentData()
        self.action.clear()
        for name in (DICE_EFFECTS if self.kind.currentData() == "dice" else CHARGE_EFFECTS):
            self.action.addItem(translate("Ui", EFFECT_NAMES[name]), name)
        index = self.action.findData(current)
        self.action.setCurrentIndex(max(0, index))

    def pool_id(self) -> str:
        """The chosen pool's id, or the id typed in (a pool this character does not have yet)."""
        text = self.pool.currentText().strip()
        index = self.pool.currentIndex()
        if index >= 0 and text == self.pool.itemText(index).strip() and self.pool.itemData(index) is not None:
            return str(self.pool.itemData(index))
        return text

    def value_dict(self) -> dict[str, Any]:
        """The effect as JSON; keys the row does not show (upstream's id, suppressChat...) are kept."""
        now = self.state()
        out = dict(self.raw)
        # Only what the player changed is written: a value the widgets cannot show (an unknown action,
        # a number past the spin box) stays as it was read while another part of the row is edited.
        kind, action, pool, value, text = now
        was_kind, was_action, was_pool, was_value, was_text = self.initial
        if kind != was_kind or action != was_action:
            out.update({"poolType": kind, "action": action})
        if pool != was_pool:
            out["poolIdentifier"] = pool
        if value != was_value:
            out["value"] = value
        if text != was_text:
            if text:
                out["predicate"] = jsonsafe.loads(text)
            else:
                out.pop("predicate", None)
        return out


class ItemEditor(QDialog):
    """Edit (or create) one item of the open character."""

    applied = Signal(object)

    @property
    def session(self) -> Session:
        return self.ops.session

    def __init__(self, session: Session | Operations, item_index: int | None, parent: QWidget | None = None,
                 *, template: dict[str, Any] | None = None):
        super().__init__(parent)
        self.ops = operations_for(session)  # the window's runner, or a private one
        session = self.ops.session
        self.item_index = item_index
        raw = dict(session.char.items[item_index].raw) if item_index is not None else \
            dict(template or {"name": Ui.tr("New item"), "type": "feature", "rules": []})
        self.original = raw
        self.setWindowTitle(Ui.tr("Edit item — {item}").format(item=raw.get("name", "")) if item_index is not None
                            else Ui.tr("New item"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        metrics = self.fontMetrics()  # room for the effects table at any font size
        self.resize(max(760, metrics.averageCharWidth() * 110), max(560, metrics.height() * 34))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(str(raw.get("name", "")))
        self.name.setAccessibleName(Ui.tr("Item name"))
        form.addRow(Ui.tr("&Name"), self.name)
        self.type = QComboBox()
        for kind in ITEM_TYPES:
            self.type.addItem(translate("Ui", TYPE_NAMES[kind]) if kind in TYPE_NAMES else kind.capitalize(), kind)
        self.type.setCurrentIndex(max(0, self.type.findData(raw.get("type", "feature"))))
        self.type.setAccessibleName(Ui.tr("Item type"))
        form.addRow(Ui.tr("&Type", "an item's type"), self.type)
        self.equipped = QCheckBox(Ui.tr("Equipped (an unequipped object's rules are inactive and it cannot be used)"))
        self.equipped.setObjectName("equipped")
        self.equipped.setChecked(bool(raw.get("equipped", True)))
        form.addRow("", self.equipped)
        self.object_type = QComboBox()
        self.object_type.setEditable(True)
        for kind in OBJECT_TYPES:  # shown in words; the item keeps the rules' word (the data)
            self.object_type.addItem(object_type_word(kind), kind)
        stored = str(raw.get("objectType") or "")
        listed = self.object_type.findData(stored)
        if listed >= 0:
            self.object_type.setCurrentIndex(listed)
        else:
            self.object_type.setCurrentText(stored)
        self.object_type.setAccessibleName(Ui.tr("Object type"))
        form.addRow(Ui.tr("&Object type"), self.object_type)
        props = raw.get("properties")  # an object's list of words (a spell's {"selected": …} is the Spell box's)
        words = [p for p in props if isinstance(p, str)] if isinstance(props, list) else []
        self.properties = QLineEdit(", ".join(words))
        self.properties.setPlaceholderText(Ui.tr("comma separated, e.g. two-handed, reach"))
        self.properties.setAccessibleName(Ui.tr("Properties"))
        form.addRow(Ui.tr("&Properties"), self.properties)
        layout.addLayout(form)
        self.spell = SpellBox(raw)  # shown for a spell (character.md §14.1)
        layout.addWidget(self.spell)
        self.spell.changed.connect(self._update)

        attack_box = QGroupBox(Ui.tr("Attack", "an item's attack"))
        attack_form = QFormLayout(attack_box)
        attack = raw.get("attack") or {}
        self.delivery = QComboBox()
        for text, value in DELIVERIES:
            self.delivery.addItem(translate("Ui", text), value)
        self.delivery.setAccessibleName(Ui.tr("Attack delivery"))
        if raw.get("attack") is not None:
            self.delivery.setCurrentIndex(max(1, self.delivery.findData(attack.get("delivery") or "")))
        self.damage = QLineEdit(str(attack.get("damage", "")))
        self.damage.setPlaceholderText(Ui.tr("e.g. 1d12+@strength"))
        self.damage.setAccessibleName(Ui.tr("Damage formula"))
        self.damage_preview = QLabel()
        self.damage_preview.setWordWrap(True)
        self.damage_preview.setAccessibleName(Ui.tr("Damage preview"))
        attack_form.addRow(Ui.tr("Delivery"), self.delivery)
        attack_form.addRow(Ui.tr("&Damage"), self.damage)
        attack_form.addRow("", self.damage_preview)
        layout.addWidget(attack_box)

        effects_box = QGroupBox(Ui.tr("When used: pool effects"))
        effects_layout = QVBoxLayout(effects_box)
        self.effects = QTableWidget(0, 5)
        self.effects.setHorizontalHeaderLabels([Ui.tr("Pool kind"), Ui.tr("Effect"), Ui.tr("Pool"), Ui.tr("How many"),
                                                Ui.tr("Condition")])
        header = self.effects.horizontalHeader()
        for column, mode in enumerate((QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.ResizeToContents,
                                       QHeaderView.ResizeMode.Stretch, QHeaderView.ResizeMode.ResizeToContents,
                                       QHeaderView.ResizeMode.Stretch)):
            header.setSectionResizeMode(column, mode)
        self.effects.setMinimumHeight(self.effects.horizontalHeader().sizeHint().height()
                                      + 3 * (self.fontMetrics().height() + 16))  # three rows in view
        self.effects.verticalHeader().setVisible(False)
        self.effects.setAccessibleName(Ui.tr("Pool effects"))
        effects_layout.addWidget(self.effects)
        buttons_row = QHBoxLayout()
        self.add_effect = QPushButton(Ui.tr("Add effect"))
        self.add_effect.setObjectName("addEffect")
        self.remove_effect = QPushButton(Ui.tr("Remove effect"))
        self.remove_effect.setObjectName("removeEffect")
        buttons_row.addWidget(self.add_effect)
        buttons_row.addWidget(self.remove_effect)
        buttons_row.addStretch(1)
        effects_layout.addLayout(buttons_row)
        layout.addWidget(effects_box, 1)
        self.rows: list[EffectRow] = []
        activation = raw.get("activation")
        pool = activation.get("pool") if isinstance(activation, dict) else None
        # Effects are edited here only when they are a list of objects; anything else is kept as it is
        # (the Problems list names it, and the Rules Builder's JSON view can fix it).
        self.effects_editable = activation is None or (isinstance(activation, dict) and (
            pool is None or (isinstance(pool, list) and all(isinstance(e, dict) for e in pool))))
        if self.effects_editable:
            for effect in pool or []:
                self._add_row(effect)
        else:
            effects_box.setEnabled(False)
            effects_box.setTitle(Ui.tr("When used: pool effects (not a list of effects in this item's data; "
                                       "kept as is)"))
        self._initial_effects = [row.raw for row in self.rows]
        self.add_effect.clicked.connect(lambda: self._add_row({"poolType": "dice", "action": "rollDie",
                                                               "poolIdentifier": "", "value": 1}))
        self.remove_effect.clicked.connect(self._remove_row)

        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c62828;")
        self.problem.setAccessibleName(Ui.tr("Problem"))
        layout.addWidget(self.problem)
        bottom = QHBoxLayout()
        self.rules_button = QPushButton(Ui.tr("Edit rules…"))
        self.rules_button.setObjectName("editRules")
        self.rules_button.setToolTip(Ui.tr("Apply these edits (a new item is added) and open the Rules Builder on it"))
        bottom.addWidget(self.rules_button)
        bottom.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)
        self.buttons.accepted.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        self.type.currentIndexChanged.connect(self._update)
        self.delivery.currentIndexChanged.connect(self._update)
        self.damage.textChanged.connect(self._update)
        self._update()

    def _add_row(self, raw: dict[str, Any]) -> None:
        row = EffectRow(self, raw)
        position = self.effects.rowCount()
        self.effects.insertRow(position)
        for column, widget in enumerate((row.kind, row.action, row.pool, row.value, row.condition)):
            self.effects.setCellWidget(position, column, widget)
        self.rows.append(row)

        row.condition.textChanged.connect(self._update)

    def _remove_row(self) -> None:
        position = self.effects.currentRow()
        if position < 0:
            position = self.effects.rowCount() - 1
        if position >= 0:
            self.effects.removeRow(position)
            self.rows.pop(position)
            self._update()

    def _update(self) -> None:
        is_object = self.type.currentData() == "object"
        for widget in (self.equipped, self.object_type, self.properties):
            widget.setEnabled(is_object)
        self.spell.setVisible(self.type.currentData() == "spell")
        self.spell.update_words()
        has_attack = self.delivery.currentData() is not None
        self.damage.setEnabled(has_attack)
        if has_attack:
            shown = preview_for(self.session.char, self.damage.text().strip() or "0")
            self.damage_preview.setText(shown.describe())
        else:
            self.damage_preview.setText("")
        try:
            self.value()
            self.problem.setText("")
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        except ValueError as err:
            self.problem.setText(str(err))
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

    def value(self) -> dict[str, Any]:
        """The edited item as JSON (keys in their original order; untouched keys kept); ValueError if invalid."""
        out = dict(self.original)
        out["name"] = self.name.text().strip()
        out["type"] = self.type.currentData()
        if out["type"] == "object":
            self._object_fields(out)
        if out["type"] == "spell":
            self.spell.apply_to(out)
        delivery = self.delivery.currentData()
        if delivery is None:
            out.pop("attack", None)
        else:
            out["attack"] = {**(self.original.get("attack") or {}), "delivery": delivery or None,
                             "damage": self.damage.text().strip() or "0"}
        effects = []
        for number, row in enumerate(self.rows):
            try:
                effect = row.value_dict()
            except jsonsafe.JsonError as err:
                raise ValueError(Ui.tr("effect {number}: the condition is {error}").format(number=number + 1,
                                                                                          error=err)) from None
            problems = predicates.validate(effect.get("predicate")) if effect.get("predicate") is not None else []
            if problems:
                raise ValueError(Ui.tr("effect {number}: {problem}").format(number=number + 1, problem=problems[0]))
            effects.append(effect)
        untouched = not self.effects_editable or effects == self._initial_effects
        if not untouched and (effects or "activation" in self.original):
            activation = dict(self.original.get("activation") or {})
            activation["pool"] = effects
            out["activation"] = activation
        try:
            parse_item(out)
        except ItemError as err:
            raise ValueError(str(err)) from None
        for effect in effects if not untouched else []:
            if not effect.get("poolIdentifier"):
                raise ValueError(Ui.tr("every pool effect needs a pool"))

        return out

    def _object_fields(self, out: dict[str, Any]) -> None:
        """An object's equipped, object type and properties into the item `out` (what was never set and is
        still blank stays out)."""
        if "equipped" in self.original or not self.equipped.isChecked():
            out["equipped"] = self.equipped.isChecked()
        object_type = self.object_type.currentText().strip()
        listed = self.object_type.findText(object_type)
        if listed >= 0:  # one of the list's (shown in words), not typed in
            object_type = str(self.object_type.itemData(listed) or "")
        if object_type or "objectType" in self.original:
            out["objectType"] = object_type or None
        props = [p.strip() for p in self.properties.text().split(",") if p.strip()]
        if props or "properties" in self.original:
            out["properties"] = props

    def apply(self) -> None:
        """OK: one undoable action on the sheet."""
        try:
            new = self.value()
        except ValueError as err:
            self.problem.setText(str(err))
            return
        if self.item_index is None:
            step = steps.AddItem(raw=new).step()
        else:
            changed = {k: v for k, v in new.items() if self.original.get(k, object()) != v}
            removed = [k for k in self.original if k not in new]
            if not changed and not removed:
                self.accept()
                return
            item = self.session.char.items[self.item_index]
            step = steps.EditItem(item=item.fields.id or item.fields.name, set=changed, unset=removed).step()
        result = self.ops.apply(step, handled=True)  # the editor shows a refusal itself
        if not result.ok:
            self.problem.setText(result.message)
            return
        self.accept()
        self.applied.emit(result)
