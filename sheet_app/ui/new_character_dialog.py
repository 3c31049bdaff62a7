"""Character ▸ New character…: a level-1 character from the imported content (issue 31 item 5).

What it builds is views/new_character.py's (`create`: the class, its level-1 features, the ancestry and
background, the starting items their Grant Item rules bring, starting HP); this module lays out the choices:
a name, the class, ancestry and background, the stat array and which stat takes which of its values, the
class's level-1 picks when it has any, and a preview of what the character will have. Create emits the
`Creation` (`created`), which the part that opened it (sheet/new_characters.py) stores and opens as one
undoable action. Without any imported class it says so and offers File ▸ Import Foundry content….
Everything is reachable by keyboard, in the order it is read.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.session import Session
from ..engine.vocab import STATS
from ..i18n import QT_TRANSLATE_NOOP, Ui, translate
from ..views import new_character as plans
from ..views.level_up import FeatureGroup, SpellPick
from .guided import footer, scrolled_form, stat_name, stat_short, tick_list

NONE = QT_TRANSLATE_NOOP("Ui", "(none)")
MNEMONIC = {"strength": QT_TRANSLATE_NOOP("Ui", "&Strength"), "dexterity": QT_TRANSLATE_NOOP("Ui", "&Dexterity"),
            "intelligence": QT_TRANSLATE_NOOP("Ui", "&Intelligence"), "will": QT_TRANSLATE_NOOP("Ui", "&Will")}


def _signed(value: int) -> str:
    return f"+{value}" if value >= 0 else f"−{-value}"


class StatBox(QComboBox):
    """A stat's value box; `focused()` when the keyboard comes to it (the dialog notes the assignment then)."""

    focused = Signal()

    def focusInEvent(self, event: Any) -> None:
        super().focusInEvent(event)
        self.focused.emit()


class NewCharacterDialog(QDialog):
    """The choices of a level-1 character and their preview; `created(Creation)` on Create, and
    `importRequested()` from the no-content page's button."""

    created = Signal(object)
    importRequested = Signal()

    def __init__(self, content: plans.CreationContent, parent: QWidget | None = None):
        super().__init__(parent)
        self.content = content
        self.classes = content.documents_of("class")
        self.setObjectName("newCharacterDialog")
        self.setWindowTitle(Ui.tr("New character"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.creation: plans.Creation | None = None
        self.problem = ""
        self.built = False
        outer = QVBoxLayout(self)
        if not self.classes:
            self._build_empty(outer)
            return
        self.library = list(content.library())  # read once: the preview builds the character at every choice
        self.assignment: dict[str, int] = {}
        # (stat, the assignment when its box got the focus): stepping through one box's values swaps with one
        # other stat at a time, from where it started, not with every stat stepped over on the way
        self.base: tuple[str, dict[str, int]] | None = None
        self.group_lists: dict[str, QListWidget] = {}
        self.spell_lists: dict[str, QListWidget] = {}
        self.groups: list[FeatureGroup] = []
        self.picks: list[SpellPick] = []
        self.automatic: list[dict[str, Any]] = []
        heading = QLabel(Ui.tr("<b>A level-1 character from your imported content</b>"))
        heading.setObjectName("newHeading")
        outer.addWidget(heading)
        self.body, self.form = scrolled_form(outer)
        self._build_origin()
        self._build_stats()
        self.features_box = QGroupBox(Ui.tr("Level-1 choices"))
        self.features_layout = QVBoxLayout(self.features_box)
        self.groups_layout, self.spells_layout = QVBoxLayout(), QVBoxLayout()
        self.features_layout.addLayout(self.groups_layout)
        self.features_layout.addLayout(self.spells_layout)
        self.form.addWidget(self.features_box)
        self.form.addStretch(1)
        end = footer(self, outer, "new", Ui.tr("What the character will have"), (Ui.tr("&Create"), "newCreate"),
                     self._create)
        self.preview_box, self.preview, self.hint, self.create_button = end.box, end.preview, end.hint, end.button
        self.setMinimumWidth(480)
        self._class_changed()
        self.built = True
        self.refresh()
        self.resize(540, self._wanted_height())
        self._tab_order()
        self.name.setFocus()

    # ---- no content ----
    def _wanted_height(self) -> int:
        return min(720, max(460, self.body.sizeHint().height() + self.preview_box.sizeHint().height() + 120))

    def _grow(self) -> None:
        """Taller when the choices grew (a class or background with picks), never shorter than the player made it."""
        if self.built and self.height() < self._wanted_height():
            self.resize(self.width(), self._wanted_height())

    def _build_empty(self, outer: QVBoxLayout) -> None:
        self.empty = QLabel(Ui.tr("<b>No classes are imported yet.</b><br><br>A new character is made from your own "
                                  "Foundry content: its classes, ancestries and backgrounds. Import it first with "
                                  "<b>File ▸ Import Foundry content…</b> (a compendium pack, a system, module or world "
                                  "folder, or unpacked JSON), then open Character ▸ New character… again."))
        self.empty.setObjectName("newEmpty")
        self.empty.setWordWrap(True)
        outer.addWidget(self.empty)
        outer.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.import_button = QPushButton(Ui.tr("&Import Foundry content…"))
        self.import_button.setObjectName("newImport")
        self.import_button.setDefault(True)
        buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.import_button.clicked.connect(self._import)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.resize(460, 220)
        self.import_button.setFocus()

    def _import(self) -> None:
        self.reject()
        self.importRequested.emit()

    # ---- the parts ----
    def _combo(self, name: str, docs: list[dict[str, Any]], *, none: bool) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        if none:
            combo.addItem(translate("Ui", NONE), None)
        for doc in docs:
            combo.addItem(str(doc.get("name")), doc)
        return combo

    def _build_origin(self) -> None:
        box = QGroupBox(Ui.tr("Who"))
        layout = QFormLayout(box)
        self.name = QLineEdit()
        self.name.setObjectName("newName")
        self.name.setPlaceholderText(Ui.tr("The character's name"))
        self.name.textChanged.connect(lambda _t: self._show_hint())  # the name alone: nothing to build again
        layout.addRow(Ui.tr("&Name:"), self.name)
        self.class_box = self._combo("newClass", self.classes, none=False)
        self.class_box.currentIndexChanged.connect(lambda _i: self._class_changed())
        layout.addRow(Ui.tr("C&lass:"), self.class_box)
        self.ancestry_box = self._combo("newAncestry", self.content.documents_of("ancestry"), none=True)
        self.ancestry_box.currentIndexChanged.connect(lambda _i: self.refresh())
        layout.addRow(Ui.tr("&Ancestry:"), self.ancestry_box)
        self.background_box = self._combo("newBackground", self.content.documents_of("background"), none=True)
        self.background_box.currentIndexChanged.connect(lambda _i: self.refresh())
        layout.addRow(Ui.tr("&Background:"), self.background_box)
        self.form.addWidget(box)

    def _build_stats(self) -> None:
        box = QGroupBox(Ui.tr("Stats"))
        layout = QGridLayout(box)
        self.array_box = QComboBox()
        self.array_box.setObjectName("newArray")
        for key, (words, values) in plans.STAT_ARRAYS.items():
            self.array_box.addItem(Ui.tr("{array}: {values}").format(array=words,
                                                                     values=", ".join(_signed(v) for v in values)), key)
        self.array_box.currentIndexChanged.connect(lambda _i: self._array_changed())
        array_label = QLabel(Ui.tr("Stat a&rray:"))
        array_label.setBuddy(self.array_box)
        layout.addWidget(array_label, 0, 0)
        layout.addWidget(self.array_box, 0, 1, 1, 2)
        self.stat_boxes: dict[str, QComboBox] = {}
        self.key_labels: dict[str, QLabel] = {}
        for row, stat in enumerate(STATS, start=1):
            combo = StatBox()
            combo.setObjectName(f"newStat-{stat}")
            combo.setAccessibleName(Ui.tr("{stat} value").format(stat=stat_name(stat)))
            combo.activated.connect(lambda _i, stat=stat: self._stat_chosen(stat))
            combo.focused.connect(lambda stat=stat: self._stat_focused(stat))
            label = QLabel(Ui.tr("{stat}:", "a stat's label").format(stat=translate("Ui", MNEMONIC[stat])))
            label.setBuddy(combo)
            key_label = QLabel()
            key_label.setObjectName(f"newKey-{stat}")
            layout.addWidget(label, row, 0)
            layout.addWidget(combo, row, 1)
            layout.addWidget(key_label, row, 2)
            self.stat_boxes[stat] = combo
            self.key_labels[stat] = key_label
        layout.setColumnStretch(2, 1)
        self.form.addWidget(box)

    @staticmethod
    def _clear(layout: QVBoxLayout) -> None:
        while layout.count():
            taken = layout.takeAt(0)
            child = taken.widget() if taken is not None else None
            if child is not None:
                child.deleteLater()

    def _ticks(self, layout: QVBoxLayout, name: str, docs: list[dict[str, Any]]) -> QListWidget:
        ticks = tick_list(name, docs, self.refresh)
        layout.addWidget(ticks)
        return ticks

    def _build_groups(self, groups: list[FeatureGroup]) -> None:
        self._clear(self.groups_layout)
        self.group_lists = {}
        self.groups = groups
        for group in groups:
            self.groups_layout.addWidget(QLabel(Ui.tr("Choose {count} of {group}:").format(count=group.choose,
                                                                                           group=group.label)))
            self.group_lists[group.id] = self._ticks(self.groups_layout, f"newGroup-{group.id}", group.items)

    def _update_spell_picks(self) -> None:
        """The Grant Spells picks the items chosen so far ask for; their lists built again when they change."""
        added = [*self.automatic, *self.picked(),
                 *(doc for doc in (self.ancestry_box.currentData(), self.background_box.currentData()) if doc)]
        picks = plans.spell_choices(self.class_doc, added, self.library)

        def keys(found: list[SpellPick]) -> list[Any]:
            return [(pick.rule_id, [str(doc.get("name")) for doc in pick.offered]) for pick in found]

        if keys(picks) != keys(self.picks) or not self.spell_lists and any(p.offered for p in picks):
            self._clear(self.spells_layout)
            self.spell_lists = {}
            for pick in picks:
                count = plans.picks_wanted(pick)
                words = (Ui.tr("{pick}: choose %n spells", "", count).format(pick=pick.label) if count
                         else Ui.tr("{pick}: no such spell in the imported content").format(pick=pick.label))
                self.spells_layout.addWidget(QLabel(words))
                if pick.offered:
                    self.spell_lists[pick.rule_id] = self._ticks(self.spells_layout, f"newSpells-{pick.rule_id}",
                                                                 pick.offered)
            self._tab_order()
        self.picks = picks
        self.features_box.setVisible(bool(self.groups or self.picks))
        self._grow()

    def _tab_order(self) -> None:
        chain: list[QWidget] = [self.name, self.class_box, self.ancestry_box, self.background_box, self.array_box,
                                *self.stat_boxes.values(), *self.group_lists.values(), *self.spell_lists.values(),
                                self.create_button]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    # ---- reacting ----
    @property
    def class_doc(self) -> dict[str, Any]:
        return dict(self.class_box.currentData())

    @property
    def values(self) -> tuple[int, ...]:
        return plans.STAT_ARRAYS[str(self.array_box.currentData())][1]

    def _class_changed(self) -> None:
        self.base = None
        self.assignment = plans.default_assignment(self.values, plans.key_stats(self.class_doc))
        self.automatic, groups = plans.level_one(self.content, self.class_doc)
        self._build_groups(groups)
        if self.built:
            self._tab_order()
        self._show_stats()
        self.refresh()

    def _array_changed(self) -> None:
        self.base = None
        self.assignment = plans.default_assignment(self.values, plans.key_stats(self.class_doc))
        self._show_stats()
        self.refresh()

    def _stat_focused(self, stat: str) -> None:
        self.base = (stat, dict(self.assignment))

    def _stat_chosen(self, stat: str) -> None:
        value = self.stat_boxes[stat].currentData()
        base = self.base[1] if self.base is not None and self.base[0] == stat else self.assignment
        self.assignment = plans.give_value(self.values, base, stat, int(value))
        self._show_stats()
        self.refresh()

    def _show_stats(self) -> None:
        """Each stat's box lists the array's values (once each) with its own chosen; key stats marked."""
        values = self.values
        keys = plans.key_stats(self.class_doc)
        for stat, combo in self.stat_boxes.items():
            combo.blockSignals(True)
            combo.clear()
            for value in sorted(set(values), reverse=True):
                combo.addItem(_signed(value), value)
            combo.setCurrentIndex(combo.findData(values[self.assignment[stat]]))
            combo.blockSignals(False)
            self.key_labels[stat].setText(Ui.tr("key stat of the class") if stat in keys else "")

    def stats(self) -> dict[str, int]:
        return plans.assigned_stats(self.values, self.assignment)

    @staticmethod
    def _ticked(ticks: QListWidget) -> list[dict[str, Any]]:
        return [ticks.item(n).data(Qt.ItemDataRole.UserRole) for n in range(ticks.count())
                if ticks.item(n).checkState() == Qt.CheckState.Checked]

    def picked(self) -> list[dict[str, Any]]:
        return [doc for ticks in self.group_lists.values() for doc in self._ticked(ticks)]

    def spells(self) -> dict[str, list[dict[str, Any]]]:
        return {rule_id: self._ticked(ticks) for rule_id, ticks in self.spell_lists.items()}

    def _unmet(self) -> str:
        if not self.name.text().strip():
            return Ui.tr("Give the character a name")
        for group in self.groups:
            ticks = self.group_lists[group.id]
            chosen = sum(1 for n in range(ticks.count()) if ticks.item(n).checkState() == Qt.CheckState.Checked)
            if chosen != group.choose:
                return Ui.tr("Choose {count} of {group}").format(count=group.choose, group=group.label)
        spells = self.spells()
        for pick in self.picks:
            count = plans.picks_wanted(pick)
            if len(spells.get(pick.rule_id, [])) != count:
                return Ui.tr("Choose %n spells for {pick}", "", count).format(pick=pick.label)
        return ""

    def refresh(self) -> None:
        """The character built again from the choices: the preview, the hint, whether Create may go."""
        if not self.built:
            return
        self._update_spell_picks()
        try:
            name = self.name.text().strip() or Ui.tr("New character")
            self.creation = plans.create(self.content, self.class_doc, name, self.stats(),
                                         self.ancestry_box.currentData(), self.background_box.currentData(),
                                         picked=self.picked(),
                                         library=self.library, spells=self.spells(), require_picks=False)
            self.problem = ""
        except ValueError as err:
            self.creation, self.problem = None, Ui.tr("This character cannot be made: {why}").format(why=err)
        self.preview.setText(self._preview_text())
        self._show_hint()

    def _show_hint(self) -> None:
        """What is still to choose (or why it cannot be made), and whether Create may go."""
        if not self.built:
            return
        missing = self._unmet()
        self.hint.setText(self.problem or missing)
        self.hint.setVisible(bool(self.hint.text()))
        self.create_button.setEnabled(self.creation is not None and not missing)

    def _preview_text(self) -> str:
        made = self.creation
        if made is None:
            return "—"
        char = Session(made.doc).char
        doc = made.doc
        klass = doc["items"][0]
        dice = " + ".join(f"{mx}{size}" for size, (_cur, mx) in char.hit_dice().items()) or Ui.tr("none", "no hit dice")
        hp = char.track("hp")[1]
        lines = [Ui.tr("{name}, level 1: HP {hp}").format(name=klass.get("name"), hp=hp) if hp else
                 Ui.tr("{name}, level 1: HP {hp} (the class has no hit die size: set HP on the sheet)").format(
                     name=klass.get("name"), hp=hp),
                 Ui.tr("Hit dice {dice}").format(dice=dice),
                 " · ".join(f"{stat_short(stat)} {_signed(char.stat(stat))}" for stat in STATS)]
        own = [item for item in doc["items"][1:] if not item.get("grantedBy")]
        features = [str(item.get("name")) for item in own if item.get("type") == "feature"]
        spells = [str(item.get("name")) for item in own if item.get("type") == "spell"]
        origins = [str(item.get("name")) for item in own if item.get("type") not in ("feature", "spell")]
        lines.append(Ui.tr("Features: {names}").format(names=", ".join(features)) if features
                     else Ui.tr("Features: none in the imported content"))
        if spells:
            lines.append(Ui.tr("Spells: {names}").format(names=", ".join(spells)))
        if origins:
            lines.append(Ui.tr("Ancestry and background: {names}").format(names=", ".join(origins)))
        if made.granted:
            lines.append(Ui.tr("Starting items: {names}").format(names=", ".join(made.granted)))
        if made.missing:
            lines.append(Ui.tr("Not in the imported content, so not granted: {names} (import the pack that holds "
                               "them: File ▸ Import Foundry content…)").format(names=", ".join(made.missing)))
        return "\n".join(lines)

    def _create(self) -> None:
        if not self.create_button.isEnabled():
            return
        try:  # the name as typed (the preview may have used a stand-in), every pick made
            made = plans.create(self.content, self.class_doc, self.name.text().strip(), self.stats(),
                                self.ancestry_box.currentData(), self.background_box.currentData(),
                                picked=self.picked(), library=self.library, spells=self.spells())
        except ValueError as err:
            self.hint.setText(Ui.tr("This character cannot be made: {why}").format(why=err))

            self.hint.setVisible(True)
            return
        self.creation = made
        self.accept()
        self.created.emit(made)
