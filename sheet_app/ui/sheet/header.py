"""The character header: name, level, class, stats, HP, wounds, mana, bank and states, all editable."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCompleter,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine import numbers, steps
from ...engine.conditions import state_name
from ...engine.document import NUMBER_LIMIT
from ...engine.formulas import reference_word
from ...engine.model import STATS
from ...engine.session import ChangeSet, Session
from ...engine.toggles import readable_prompt, toggle_of
from ...engine.vocab import stat_word
from ...engine.world import rule_states  # noqa: F401 - the sheet's toggles come from here
from ...i18n import QT_TRANSLATE_NOOP, Sheet, translate
from ...views.turn_state import condition_for_text
from ..gauges import HpBar
from ..theme import colors
from .header_widgets import CommitSpinBox, caption, ending_box, style_state_button

COMMON_STATES = ("dying",)  # every character can be dying; other toggles come from the character's rules
# The common states' names on their buttons (a rule's own state is shown as its rule names it).
STATE_LABELS = {"dying": QT_TRANSLATE_NOOP("Sheet", "Dying")}
MAX_TOGGLES = 6  # rule states shown as buttons; more are offered by the "add a state" box as you type
# The document keys each part of the header shows (besides the items, after which all of it is shown
# again): a change-set naming none of a part's keys leaves that part as it is.
PART_KEYS = {"name": frozenset({"name"}), "level": frozenset({"level"}), "stats": frozenset({"stats"}),
             "hp": frozenset({"hp", "states"}), "hitDice": frozenset({"hitDice", "level"}),
             "wounds": numbers.BASES, "mana": frozenset({"mana", "combatMana"}),
             "bank": frozenset({"bank"}), "encounter": frozenset({"encounter", "rolledInitiative"}),
             "states": frozenset({"states"}), "numbers": numbers.READS}


class Header(QFrame):
    """Shows the header fields and turns edits into actions through `apply`."""

    hitDiceRequested = Signal()  # the hit dice's Roll… button: the window opens the spend dialog

    def __init__(self, apply: Callable[[dict[str, Any]], Any], parent: QWidget | None = None):
        super().__init__(parent)
        self._apply = apply
        self._live = True
        self._name = ""  # the name shown (set by show_session)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(6)
        top = QHBoxLayout()
        self.name = QLineEdit()
        self.name.setAccessibleName(Sheet.tr("Character name"))
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.name.setFont(font)
        self.name.setFrame(False)
        self.name.editingFinished.connect(self._name_done)
        top.addWidget(self.name, 3)
        self.klass = QLabel()
        self.klass.setAccessibleName(Sheet.tr("Class"))
        top.addWidget(self.klass, 2)
        top.addWidget(caption(Sheet.tr("Armor")))
        self.armor = QLabel()
        self.armor.setObjectName("armor")
        self.armor.setAccessibleName(Sheet.tr("Armor"))
        top.addWidget(self.armor)
        top.addSpacing(10)
        top.addWidget(caption(Sheet.tr("Speed")))
        self.speed = QLabel()
        self.speed.setObjectName("speed")
        self.speed.setAccessibleName(Sheet.tr("Speed"))
        top.addWidget(self.speed)
        top.addSpacing(14)
        top.addWidget(QLabel(Sheet.tr("Level")))
        self.level = CommitSpinBox(0, NUMBER_LIMIT, digits=2)
        self.level.setAccessibleName(Sheet.tr("Level"))
        self.level.committed.connect(lambda v: self.apply(steps.Set(field="level", value=v).step()))
        top.addWidget(self.level)
        outer.addLayout(top)

        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(2)
        self.stats: dict[str, CommitSpinBox] = {}
        for column, stat in enumerate(STATS):
            grid.addWidget(caption(reference_word(stat)), 0, column)
            box = CommitSpinBox(-NUMBER_LIMIT, NUMBER_LIMIT, digits=2)
            box.setAccessibleName(stat_word(stat))
            box.committed.connect(lambda v, s=stat: self.apply(steps.Set(field=f"stats.{s}", value=v).step()))
            self.stats[stat] = box
            grid.addWidget(box, 1, column)
        column = len(STATS)
        self.hp_caption = caption(Sheet.tr("HP"))
        self._hp_alarm = False  # the HP caption names a condition (bloodied, dying, dead), in red
        grid.addWidget(self.hp_caption, 0, column)
        hp_row = QHBoxLayout()
        self.hp = CommitSpinBox(-NUMBER_LIMIT, NUMBER_LIMIT, digits=3)
        self.hp.setAccessibleName(Sheet.tr("Current HP"))
        self.hp.committed.connect(lambda v: self.apply(steps.Set(field="hp.current", value=v).step()))
        self.hp_bar = HpBar()
        self.hp_max = CommitSpinBox(0, NUMBER_LIMIT, digits=3)
        self.hp_max.setAccessibleName(Sheet.tr("Maximum HP"))
        self.hp_max.setToolTip(Sheet.tr("Maximum HP"))
        self.hp_max.committed.connect(lambda v: self.apply(steps.Set(field="hp.max", value=v).step()))
        self.hp_temp = CommitSpinBox(0, NUMBER_LIMIT, digits=2)
        self.hp_temp.setPrefix("+")
        self.hp_temp.setAccessibleName(Sheet.tr("Temporary HP"))
        self.hp_temp.setToolTip(Sheet.tr("Temporary HP: taken after the banked reduction, before HP; a new value "
                                         "replaces the old (they do not stack); a safe rest removes them"))
        self.hp_temp.committed.connect(lambda v: self.apply(steps.Set(field="hp.temp", value=v).step()))
        hp_row.addWidget(self.hp)
        hp_row.addWidget(self.hp_bar, 1)
        hp_row.addWidget(self.hp_max)
        hp_row.addWidget(self.hp_temp)
        hp_row.addStretch(0)
        grid.addLayout(hp_row, 1, column)
        grid.setColumnStretch(column, 3)
        grid.addWidget(caption(Sheet.tr("Wounds")), 0, column + 1)
        wounds = QHBoxLayout()
        self.wounds = CommitSpinBox(0, NUMBER_LIMIT, digits=2)
        self.wounds.setAccessibleName(Sheet.tr("Wounds"))
        self.wounds.committed.connect(lambda v: self.apply(steps.Set(field="wounds.current", value=v).step()))
        self.wounds_max = CommitSpinBox(0, NUMBER_LIMIT, digits=2)
        self.wounds_max.setAccessibleName(Sheet.tr("Maximum wounds"))
        self.wounds_max.setToolTip(Sheet.tr("Wounds at which the character dies"))
        self.wounds_max.committed.connect(lambda v: self.apply(steps.Set(field="wounds.max", value=v).step()))
        wounds.addWidget(self.wounds)
        wounds.addWidget(QLabel("/"))
        wounds.addWidget(self.wounds_max)
        wounds.addStretch(1)
        grid.addLayout(wounds, 1, column + 1)
        grid.addWidget(caption(Sheet.tr("Mana")), 0, column + 2)
        mana = QHBoxLayout()
        self.mana = CommitSpinBox(0, NUMBER_LIMIT, digits=3)
        self.mana.setAccessibleName(Sheet.tr("Mana (own)"))
        self.mana.committed.connect(lambda v: self.apply(steps.Set(field="mana.current", value=v).step()))
        self.mana_max = CommitSpinBox(0, NUMBER_LIMIT, digits=3)
        self.mana_max.setAccessibleName(Sheet.tr("Maximum mana"))
        self.mana_max.committed.connect(lambda v: self.apply(steps.Set(field="mana.max", value=v).step()))
        self.mana_info = QLabel()
        self.mana_info.setAccessibleName(Sheet.tr("Combat mana"))
        self.mana_info.setToolTip(Sheet.tr("Combat mana: the layer a Combat Mana rule grants for the encounter, "
                                           "spent first"))
        mana.addWidget(self.mana)
        mana.addWidget(QLabel("/"))
        mana.addWidget(self.mana_max)
        mana.addWidget(self.mana_info)
        mana.addStretch(1)
        grid.addLayout(mana, 1, column + 2)
        self.hit_dice_row = QHBoxLayout()
        self.hit_dice_row.setSpacing(4)
        self.hit_dice_boxes: dict[str, tuple[CommitSpinBox, QLabel]] = {}
        self.hit_dice_none = QLabel("—")
        self.hit_dice_none.setToolTip(Sheet.tr("No hit dice: give the class item a hit die size, or set them here"))
        self.hit_dice_row.addWidget(self.hit_dice_none)
        self.hit_dice_button = QPushButton(Sheet.tr("Roll…", "the button that spends hit dice"))
        self.hit_dice_button.setObjectName("spendHitDice")
        self.hit_dice_button.setAccessibleName(Sheet.tr("Spend hit dice"))
        self.hit_dice_button.setToolTip(Sheet.tr("Spend hit dice to heal outside a rest (Catch Breath or Make Camp)"))
        self.hit_dice_button.clicked.connect(self.hitDiceRequested.emit)
        self.hit_dice_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        metrics = self.hit_dice_button.fontMetrics()
        self.hit_dice_button.setMaximumWidth(metrics.horizontalAdvance(self.hit_dice_button.text()) + 24)
        self.hit_dice_row.addWidget(self.hit_dice_button)
        self.bank = QLabel()
        self.bank.setAccessibleName(Sheet.tr("Banked damage reduction"))
        self.bank.setToolTip(Sheet.tr("Damage reduction banked by a dice spend; it comes off the next hit"))
        grid.setColumnStretch(column + 3, 1)  # on a wide screen the room left goes to the right, not between
        outer.addLayout(grid)

        states = QHBoxLayout()
        states.addWidget(caption(Sheet.tr("States")))
        self.state_row = QHBoxLayout()
        self.state_row.setSpacing(4)
        states.addLayout(self.state_row)
        self.new_state = QLineEdit()
        self.new_state.setPlaceholderText(Sheet.tr("add a state…"))
        self.new_state.setAccessibleName(Sheet.tr("Add a state"))
        self.new_state.setMaximumWidth(140)
        self.new_state.returnPressed.connect(self._add_state)
        self.state_completer = QCompleter([], self.new_state)  # the states the rules know, as you type
        self.state_completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.new_state.setCompleter(self.state_completer)
        states.addWidget(self.new_state)
        states.addStretch(1)
        states.addWidget(caption(Sheet.tr("Hit dice")))
        states.addLayout(self.hit_dice_row)
        states.addSpacing(18)
        states.addWidget(caption(Sheet.tr("Damage reduction")))
        states.addWidget(self.bank)
        states.addSpacing(18)
        self.encounter = QLabel()
        self.encounter.setAccessibleName(Sheet.tr("Encounter"))
        states.addWidget(self.encounter)
        outer.addLayout(states)
        self.state_buttons: dict[str, QPushButton] = {}
        self._rule_states: list[str] = []
        self._states_pending: Any = None  # the character whose full list of rule states is still to come
        self.defer_states = False  # the window opening: the full list waits for `finish_states`
        self._session: Session | None = None
        self.confirm_box: QMessageBox | None = None  # the open "End your Rage?" question, if any

    def apply(self, step: dict[str, Any]) -> Any:
        """Every header edit goes through here; after finish_editing() edits are ignored."""
        return self._apply(step) if self._live else None

    def finish_editing(self) -> None:
        """The window is closing: commit the field being typed in, then ignore later signals (focus
        leaves the fields while the widgets are torn down)."""
        if self.name.hasFocus():
            self._name_done()
        for box in (self.level, *self.stats.values(), self.hp, self.hp_max, self.hp_temp, self.wounds,
                    self.wounds_max, self.mana, self.mana_max, *(b for b, _ in self.hit_dice_boxes.values())):
            if box.hasFocus():
                box.interpretText()
                box._finish()
        self._live = False

    def _name_done(self) -> None:
        text = self.name.text().strip()
        if text and text != self._name:
            self._name = text
            self.apply(steps.Set(field="name", value=text).step())

    def _add_state(self) -> None:
        text = self.new_state.text().strip()  # tags are case-sensitive: "wildShape" as the rules write it
        self.new_state.clear()
        condition = condition_for_text(text) if text else None  # "prone": the condition, with what it does
        if condition:
            self.apply(steps.Condition(name=condition, on=True).step())
        elif text:
            self.apply(steps.State(name=text, on=True).step())

    def changeEvent(self, event: Any) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a theme switch: the alarm red is the theme's
            for name, button in self.state_buttons.items():
                style_state_button(button, name)
            if self._hp_alarm:
                self.hp_caption.setStyleSheet(f"color: {colors().bloodied.name()};")

    def show_session(self, session: Session) -> None:
        """Fill every field from the character."""
        self._session = session
        for show in self._parts.values():
            show(session.char)

    def show_changes(self, session: Session, changes: ChangeSet) -> None:
        """Fill only the fields whose document keys the change-set names (every field when the items
        changed: the class, the hit dice and the state toggles come from them)."""
        if session is not self._session or changes.items or "items" in changes.header:
            self.show_session(session)
            return
        for name, show in self._parts.items():
            keys = numbers.reads(session.char) if name == "wounds" else PART_KEYS[name]  # rules may move its max
            if not keys.isdisjoint(changes.header):
                show(session.char)

    @property
    def _parts(self) -> dict[str, Callable[[Any], None]]:
        return {"name": self._show_name, "level": self._show_level, "stats": self._show_stats, "hp": self._show_hp,
                "hitDice": lambda char: self._show_hit_dice(char.hit_dice()), "wounds": self._show_wounds,
                "mana": self._show_mana, "bank": self._show_bank, "encounter": self._show_encounter,
                "states": self._show_rule_states, "numbers": self._show_numbers}

    def _show_name(self, char: Any) -> None:
        self._name = char.name
        if not self.name.hasFocus():
            self.name.setText(char.name)
        classes = [i.name for i in char.items if i.fields.type in ("class", "subclass")]
        self.klass.setText(" · ".join(classes) or Sheet.tr("no class"))

    def _show_numbers(self, char: Any) -> None:
        """Armor and speed (character.md §10: derived, with their rules)."""
        from ...views.numbers import armor_value, speed_text

        self.armor.setText(str(armor_value(char)))
        self.speed.setText(speed_text(char))
        base = char.doc.get("armor", {}).get("baseValue", "@dexterity")
        self.armor.setToolTip(Sheet.tr("Armor {value}: {base} and the Armor Class rules; Defend takes it off a hit's "
                                       "damage").format(value=armor_value(char), base=base))
        self.speed.setToolTip(Sheet.tr("Speed in spaces: walk, then every other movement mode the character has"))

    def _show_level(self, char: Any) -> None:
        self.level.show_value(char.level)

    def _show_stats(self, char: Any) -> None:
        for stat, box in self.stats.items():
            box.show_value(char.stat(stat))

    def _show_hp(self, char: Any) -> None:
        hp, hp_max = char.track("hp")
        self.hp.show_value(hp)
        self.hp_max.show_value(hp_max)
        bloodied = "self:bloodied" in char.tags()
        self.hp_temp.show_value(char.temp_hp)
        self.hp_bar.set_values(hp, hp_max, bloodied, char.temp_hp)
        words = {"dead": Sheet.tr("DEAD"), "dying": Sheet.tr("DYING")}
        condition = next((words[state] for state in ("dead", "dying") if state in char.states),
                         Sheet.tr("BLOODIED") if bloodied else "")
        self._hp_alarm = bool(condition)
        self.hp_caption.setText(Sheet.tr("HP · {condition}").format(condition=condition) if condition
                                else Sheet.tr("HP"))
        self.hp_caption.setStyleSheet(f"color: {colors().bloodied.name()};" if condition else "")

    def _show_wounds(self, char: Any) -> None:
        wounds, wounds_max = char.track("wounds")  # the derived maximum (its rules included)
        base = char.track("wounds", base=True)[1]  # what the box edits: the document's
        self.wounds.setMaximum(max(wounds_max, 1))
        self.wounds.show_value(wounds)
        self.wounds_max.show_value(base)
        self.wounds_max.setToolTip(
            Sheet.tr("Wounds at which the character dies: {most} with its rules (this box holds the base, "
                     "{base})").format(most=wounds_max, base=base) if wounds_max != base
            else Sheet.tr("Wounds at which the character dies"))

    def _show_mana(self, char: Any) -> None:
        own, own_max = char.track("mana")
        layer, layer_max = char.track("combatMana")
        self.mana.setMaximum(max(own_max, 0))
        self.mana.show_value(own)
        self.mana_max.show_value(own_max)
        self.mana_info.setText(Sheet.tr("+ combat {current}/{most}").format(current=layer, most=layer_max)
                               if layer_max or layer else "")

    def _show_bank(self, char: Any) -> None:
        self.bank.setText(str(char.bank) if char.bank else "—")

    def _show_encounter(self, char: Any) -> None:
        encounter = char.encounter
        initiative = char.rolled_initiative
        where = (Sheet.tr("Encounter · round {round}").format(round=encounter.get("round", 1)) if encounter
                 else Sheet.tr("No encounter"))
        self.encounter.setText(where + (Sheet.tr(" · initiative {initiative}").format(initiative=initiative)
                                        if initiative is not None else ""))

    def _show_rule_states(self, char: Any) -> None:
        if self.defer_states and not char.rule_states_known():
            # The toggles show only the first MAX_TOGGLES states, found in the first few items; the
            # completer's full list (every item's rules scanned: ~50 ms at 2,000 items) comes when the
            # window calls `finish_states`, after its first paint.
            known = char.rule_states(MAX_TOGGLES)
            self._states_pending = char
        else:
            known = char.rule_states()
            self._states_pending = None
        if known != self._rule_states:
            self._rule_states = known
            self.state_completer.model().setStringList(known)  # type: ignore[attr-defined]
        self._show_states(char.states)

    def finish_states(self) -> None:
        """Fill the state completer with every state the rules know (after a show that found only the
        toggles' first few); nothing when none is pending."""
        char, self._states_pending = self._states_pending, None
        if char is not None:
            char.rule_states()
            self._show_rule_states(char)

    def _show_hit_dice(self, dice: dict[str, tuple[int, int]]) -> None:
        """One "3 /3 d12" box per hit die size; the boxes are rebuilt only when the sizes change."""
        if list(self.hit_dice_boxes) != list(dice):
            for box, label in self.hit_dice_boxes.values():
                for widget in (box, label):
                    self.hit_dice_row.removeWidget(widget)
                    widget.deleteLater()
            self.hit_dice_boxes = {}
            for position, size in enumerate(dice):
                box = CommitSpinBox(0, NUMBER_LIMIT, digits=2)
                box.setAccessibleName(Sheet.tr("Hit dice {size} left").format(size=size))
                box.setToolTip(Sheet.tr("{size} hit dice left (a safe rest brings them all back)").format(size=size))
                box.committed.connect(lambda v, s=size: self.apply(
                    steps.Set(field=f"hitDice.{s}.current", value=v).step()))
                label = QLabel()
                self.hit_dice_row.insertWidget(position * 2, box)
                self.hit_dice_row.insertWidget(position * 2 + 1, label)
                self.hit_dice_boxes[size] = (box, label)
            self._tab_chain()
        for size, (current, most) in dice.items():
            box, label = self.hit_dice_boxes[size]
            box.setMaximum(max(most, 0))
            box.show_value(current)
            label.setText(f"/{most} {size}")
        self.hit_dice_none.setVisible(not dice)
        self.hit_dice_button.setEnabled(any(current > 0 for current, _ in dice.values()))

    def _tab_chain(self) -> None:
        # The hit dice and toggles are made after the rest, so Tab would reach them last: reading order.
        chain = [self.hp_max, self.hp_temp, self.wounds, self.wounds_max, self.mana, self.mana_max,
                 *self.state_buttons.values(), self.new_state,
                 *(box for box, _ in self.hit_dice_boxes.values()), self.hit_dice_button]
        for before, after in zip(chain, chain[1:], strict=False):  # each widget and the next
            QWidget.setTabOrder(before, after)

    def hit_dice_text(self) -> str:
        """"3/3 d12" for each size, as the header shows them."""
        return ", ".join(f"{box.value()}{label.text()}" for box, label in self.hit_dice_boxes.values()) or "—"

    def _show_states(self, states: list[str]) -> None:
        # Conditions are the turn bar's chips (sheet/turn_bar.py); Dying keeps its toggle here.
        wanted = [name for name in dict.fromkeys([*self._rule_states[:MAX_TOGGLES], *COMMON_STATES, *states])
                  if name in COMMON_STATES or state_name(name) is None]
        if list(self.state_buttons) != wanted:
            for button in self.state_buttons.values():
                self.state_row.removeWidget(button)
                button.deleteLater()
            self.state_buttons = {}
            for name in wanted:
                button = QPushButton(translate("Sheet", STATE_LABELS[name]) if name in STATE_LABELS
                                     else name[:1].upper() + name[1:])
                button.setCheckable(True)
                style_state_button(button, name)
                button.setAccessibleName(Sheet.tr("State {state}").format(state=name))
                button.setToolTip(Sheet.tr("Turn {state} on or off (self:{state})").format(state=name))
                button.clicked.connect(lambda on, n=name: self._state_clicked(n, on))
                self.state_row.addWidget(button)
                self.state_buttons[name] = button
            self._tab_chain()
        for name, button in self.state_buttons.items():
            button.blockSignals(True)
            button.setChecked(name in states)
            button.blockSignals(False)

    def _state_clicked(self, name: str, on: bool) -> None:
        """A state toggle clicked: switching off a toggle with a `confirmEndPrompt` asks first (engine.md §6)."""
        toggle = toggle_of(self._session.char, name) if self._session is not None and not on else None
        prompt = readable_prompt(toggle.rule.confirmEndPrompt, toggle.name) if toggle is not None else ""
        if not prompt or toggle is None:
            self.apply(steps.State(name=name, on=on).step())
            return
        button = self.state_buttons.get(name)
        if button is not None:  # it stays on until the player says yes
            button.blockSignals(True)
            button.setChecked(True)
            button.blockSignals(False)
        if self.confirm_box is not None:
            self.confirm_box.close()
        pools = self._session.char.pools() if self._session is not None else {}
        box, end = ending_box(toggle, name, prompt, pools, self)

        def answered(clicked: Any) -> None:
            self.confirm_box = None
            if clicked is end:
                self.apply(steps.State(name=name, on=False).step())

        box.buttonClicked.connect(answered)
        box.finished.connect(lambda _code: setattr(self, "confirm_box", None))
        self.confirm_box = box
        box.open()
