"""Character ▸ Level up…: a guided dialog for the next level (character.md §16; issue 31 item 4).

What it shows and checks is views/level_up.py's (the plan of the level, the step, the preview in words);
this module lays it out: HP (roll, average, or the value the player rolled), the stat increase, the skill
point, the subclass at 3, the epic boon at 19, the level's features (automatic ones listed, pick-N groups
as ticks), Grant Spells picks, and the preview. Apply emits the one `levelUp` step (`chosen`), which the
part that opened it (sheet/level_ups.py) applies through the runner. Everything is reachable by keyboard.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.vocab import SKILL_STATS
from ..i18n import QT_TRANSLATE_NOOP, Ui, translate
from ..views import level_up as plans
from .guided import footer, scrolled_form, skill_name, stat_name, stat_short, tick_list
from .operations import Operations

NONE = QT_TRANSLATE_NOOP("Ui", "(none)")


class LevelUpDialog(QDialog):
    """The next level's choices and their preview; `chosen(step)` on Apply."""

    chosen = Signal(dict)

    def __init__(self, ops: Operations, content: plans.LevelContent, parent: QWidget | None = None):
        super().__init__(parent)
        self.ops, self.content = ops, content
        self.char = ops.session.char
        self.library = list(content.library())
        self.plan = plans.level_plan(self.char, content)
        self.choices = plans.Choices()
        self.picks: list[plans.SpellPick] = []
        self.group_lists: dict[str, QListWidget] = {}
        self.spell_lists: dict[str, QListWidget] = {}
        self.built = False  # the choices' signals fire while the parts are built: no preview until then
        self.setObjectName("levelUpDialog")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        level = self.plan.level
        self.setWindowTitle(Ui.tr("Level up: {name} {old} → {new}").format(name=level.name, old=level.new_level - 1,
                                                                          new=level.new_level) if level
                            else Ui.tr("Level up"))
        outer = QVBoxLayout(self)
        heading = QLabel(Ui.tr("<b>{name}: level {old} → {new}</b>").format(name=level.name, old=level.new_level - 1,
                                                                           new=level.new_level) if level
                         else Ui.tr("<b>This character cannot level up:</b> {why}").format(why=self.plan.problem))
        heading.setObjectName("levelHeading")
        heading.setWordWrap(True)
        outer.addWidget(heading)
        body, self.form = scrolled_form(outer)
        self.features_box = QGroupBox(Ui.tr("Features of this level"))
        self.features_layout = QVBoxLayout(self.features_box)
        if level is not None:
            self._build_hp(level)
            self._build_stats(level)
            self._build_skill()
            self._build_subclass()
            self._build_epic_boon()
            self.form.addWidget(self.features_box)
            self._build_features()
        self.form.addStretch(1)
        end = footer(self, outer, "level", Ui.tr("What changes"), (Ui.tr("&Apply"), "levelApply"), self._apply)
        self.preview_box, self.preview, self.hint, self.apply_button = end.box, end.preview, end.hint, end.button
        self.setMinimumWidth(460)
        self.resize(520, min(680, max(420, body.sizeHint().height() + 240)))
        self.built = True
        self.refresh()

    # ---- the parts ----
    def _build_hp(self, level: Any) -> None:
        box = QGroupBox(Ui.tr("Hit points"))
        layout = QVBoxLayout(box)
        self.hp_group = QButtonGroup(self)
        roll = (Ui.tr("&Roll {die}, with advantage ({sources}): the best of {count}").format(
                    die=level.die, sources=", ".join(level.advantage_from), count=level.advantage + 1)
                if level.advantage else Ui.tr("&Roll {die}").format(die=level.die))
        self.hp_buttons: dict[str, QRadioButton] = {}
        for key, text in (("roll", roll),
                          ("average", Ui.tr("Take the a&verage ({average})").format(average=level.average)),
                          ("value", Ui.tr("&I rolled"))):
            button = QRadioButton(text)
            button.setObjectName(f"hp-{key}")
            self.hp_group.addButton(button)
            self.hp_buttons[key] = button
            button.toggled.connect(lambda on, key=key: self._set_method(key) if on else None)
        self.hp_value = QSpinBox()
        self.hp_value.setObjectName("hpValue")
        self.hp_value.setRange(1, max(1, level.faces))
        self.hp_value.setValue(level.average)
        self.hp_value.valueChanged.connect(lambda _v: self._set_method("value"))
        layout.addWidget(self.hp_buttons["roll"])
        layout.addWidget(self.hp_buttons["average"])
        rolled = QHBoxLayout()
        rolled.addWidget(self.hp_buttons["value"])
        rolled.addWidget(self.hp_value)
        rolled.addWidget(QLabel(Ui.tr("on the {die}", "after 'I rolled [3]'").format(die=level.die)))
        rolled.addStretch(1)
        layout.addLayout(rolled)
        self.hp_buttons["average"].setChecked(True)
        self.form.addWidget(box)

    def _build_stats(self, level: Any) -> None:
        self.stat_boxes: list[QComboBox] = []
        if level.increase is None:
            return
        words = {"primary": Ui.tr("Primary increase: +1 to a key stat"),
                 "secondary": Ui.tr("Secondary increase: +1 to a stat that is not a key stat"),
                 "capstone": Ui.tr("Capstone: +1 to two different stats")}[level.increase]
        box = QGroupBox(words)
        layout = QHBoxLayout(box)
        for n in range(2 if level.increase == "capstone" else 1):
            combo = QComboBox()
            combo.setObjectName(f"stat{n}")
            combo.addItem(translate("Ui", NONE), None)
            for stat in self.plan.stat_choices():
                combo.addItem(Ui.tr("{stat} {old} → {new}").format(stat=stat_name(stat), old=self.char.base_stat(stat),
                                                                   new=self.char.base_stat(stat) + 1), stat)
            combo.currentIndexChanged.connect(lambda _i: self._stats_changed())
            self.stat_boxes.append(combo)
            layout.addWidget(combo, 1)
        self.form.addWidget(box)

    def _build_skill(self) -> None:
        box = QGroupBox(Ui.tr("Skill point (+1)"))
        layout = QFormLayout(box)
        self.skill_box = QComboBox()
        self.skill_box.setObjectName("skill")
        self.skill_box.addItem(translate("Ui", NONE), None)
        numbers = self.char.numbers()
        for skill in self.plan.skills:
            self.skill_box.addItem(Ui.tr("{skill} ({stat}) {value:+d}").format(
                skill=skill_name(skill), stat=stat_short(SKILL_STATS[skill]), value=numbers[skill]), skill)
        self.skill_box.currentIndexChanged.connect(lambda _i: self._skill_changed())
        layout.addRow(Ui.tr("&Skill:"), self.skill_box)
        self.form.addWidget(box)

    def _build_subclass(self) -> None:
        self.subclass_box: QComboBox | None = None
        if not self.plan.asks_subclass:
            return
        box = QGroupBox(Ui.tr("Subclass (level 3)"))
        layout = QFormLayout(box)
        if not self.plan.subclasses:
            layout.addRow(QLabel(Ui.tr("No subclasses in the imported content: add one later from the item library.")))
        else:
            self.subclass_box = QComboBox()
            self.subclass_box.setObjectName("subclass")
            self.subclass_box.addItem(translate("Ui", NONE), None)
            for doc in self.plan.subclasses:
                self.subclass_box.addItem(str(doc.get("name")), doc)
            self.subclass_box.currentIndexChanged.connect(lambda _i: self._subclass_changed())
            layout.addRow(Ui.tr("Su&bclass:"), self.subclass_box)
        self.form.addWidget(box)

    def _build_epic_boon(self) -> None:
        self.boon_box: QComboBox | None = None
        if not self.plan.asks_epic_boon or not self.plan.epic_boons:
            return
        box = QGroupBox(Ui.tr("Epic boon (level 19)"))
        layout = QFormLayout(box)
        self.boon_box = QComboBox()
        self.boon_box.setObjectName("epicBoon")
        self.boon_box.addItem(translate("Ui", NONE), None)
        for doc in self.plan.epic_boons:
            self.boon_box.addItem(str(doc.get("name")), doc)
        self.boon_box.currentIndexChanged.connect(self._boon_changed)
        layout.addRow(Ui.tr("&Epic boon:"), self.boon_box)
        self.form.addWidget(box)

    def _build_features(self) -> None:
        while self.features_layout.count():
            taken = self.features_layout.takeAt(0)
            child = taken.widget() if taken is not None else None
            if child is not None:
                child.deleteLater()
        self.group_lists, self.spell_lists = {}, {}
        self.automatic_label: QLabel | None = None
        if self.plan.automatic:
            names = ", ".join(str(doc.get("name")) for doc in self.plan.automatic)
            label = QLabel(Ui.tr("Gained: {names}").format(names=names))
            label.setObjectName("automaticFeatures")
            label.setWordWrap(True)
            self.features_layout.addWidget(label)
            self.automatic_label = label
        for group in self.plan.groups:
            self.features_layout.addWidget(QLabel(Ui.tr("Choose {count} of {group}:").format(count=group.choose,
                                                                                             group=group.label)))
            self.group_lists[group.id] = self._ticks(f"group-{group.id}", group.items)
        self._build_spell_picks()
        if not self.plan.automatic and not self.plan.groups and not self.picks:
            self.features_layout.addWidget(QLabel(Ui.tr("No features for this level in the imported content.")))

    def _build_spell_picks(self) -> None:
        added = plans.added_items(self.plan, self.choices)
        self.picks = plans.spell_picks(self.char, self.plan, added, self.library)
        for pick in self.picks:
            count = pick.count
            self.features_layout.addWidget(QLabel(Ui.tr("{pick}: choose %n spells", "", count).format(pick=pick.label)))
            self.spell_lists[pick.rule_id] = self._ticks(f"spells-{pick.rule_id}", pick.offered)

    def _ticks(self, name: str, docs: list[dict[str, Any]]) -> QListWidget:
        ticks = tick_list(name, docs, self._ticks_changed)
        self.features_layout.addWidget(ticks)
        return ticks

    # ---- reacting ----
    def _set_method(self, key: str) -> None:
        if key == "value" and not self.hp_buttons["value"].isChecked():
            self.hp_buttons["value"].setChecked(True)
            return
        self.choices.method = key
        self.choices.value = self.hp_value.value() if key == "value" else None
        self.refresh()

    def _stats_changed(self) -> None:
        self.choices.stats = [stat for box in self.stat_boxes if (stat := box.currentData()) is not None]
        self.refresh()

    def _skill_changed(self) -> None:
        self.choices.skill = self.skill_box.currentData()
        self.refresh()

    def _subclass_changed(self) -> None:
        assert self.subclass_box is not None
        self.choices.subclass = self.subclass_box.currentData()
        self.plan = plans.level_plan(self.char, self.content, self.choices.subclass)
        self.choices.picked, self.choices.spells = {}, {}
        self._build_features()
        self.refresh()

    def _boon_changed(self, _index: int) -> None:
        assert self.boon_box is not None
        self.choices.epic_boon = self.boon_box.currentData()
        self.refresh()

    def _ticks_changed(self) -> None:
        def ticked(ticks: QListWidget) -> list[dict[str, Any]]:
            return [ticks.item(n).data(Qt.ItemDataRole.UserRole) for n in range(ticks.count())
                    if ticks.item(n).checkState() == Qt.CheckState.Checked]

        self.choices.picked = {gid: ticked(ticks) for gid, ticks in self.group_lists.items()}
        self.choices.spells = {rid: ticked(ticks) for rid, ticks in self.spell_lists.items()}
        self.refresh()

    def step(self) -> dict[str, Any]:
        return plans.level_step(self.plan, self.choices)

    def refresh(self) -> None:
        """The preview and the hint again, and whether Apply may go."""
        if not self.built:
            return
        missing = plans.unmet(self.plan, self.choices, self.picks)
        lines, refused = ([], "") if self.plan.level is None else self.ops.level_up_preview(self.step())
        self.preview.setText("\n".join(lines) if lines else "—")
        refusal = Ui.tr("The level would be refused: {why}").format(why=refused) if refused else ""
        self.hint.setText(missing or refusal)

        self.hint.setVisible(bool(self.hint.text()))
        self.apply_button.setEnabled(not missing and not refused)

    def _apply(self) -> None:
        if self.apply_button.isEnabled():
            self.accept()
            self.chosen.emit(self.step())
