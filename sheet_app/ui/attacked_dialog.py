"""Attacked…: the damage, whether it is a critical, the reactions the character can make first, and
the outcome before anything lands (engine.md §5.3). The reactions and the attack are one step.

A reaction is picked like a spend in the dice panel, with the panel's own pieces: its dice tray, its
picking rules (`Picks`) and its live preview. Reactions apply in the order listed, so a later one
on the same pool sees the dice the earlier ones leave.
"""
from __future__ import annotations

import dataclasses
import html
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine import steps
from ..engine.activation import use_blocked
from ..engine.pools import PoolView, pool_id
from ..engine.session import Session
from ..i18n import Ui
from ..views.action_preview import reactions_available
from ..views.dice_picks import ConsumerInfo, Picks, consumers_of, preview, top_face
from .attacked_reactions import ConcentrationPrompt, DefendCard
from .dialogs import fill_damage_types
from .dice_panel.widgets import DiceTray, formula_label, result_label
from .operations import Operations, operations_for
from .theme import colors


class ReactionCard(QFrame):
    """One reaction: a check box to make it, its pool's dice to pick from, and the spend's preview."""

    changed = Signal()

    def __init__(self, session: Session, info: ConsumerInfo, view: PoolView, blocked: str,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.info = info
        self.view = view
        self.blocked = blocked
        self.faces: list[int] = list(view.faces)
        self.picks = Picks()
        self.setObjectName("reactionCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        kind = Ui.tr("Damage reduction") if info.effect_type == "damageReduction" and info.outcome == "consume" else \
            Ui.tr("Maximize", "a reaction that maximizes dice") if info.outcome == "maximize" else \
            Ui.tr("Generic", "a reaction of no particular kind")
        self.check = QCheckBox(Ui.tr("{reaction} — {kind}, {pool} ({die})").format(
            reaction=info.title, kind=kind, pool=view.label, die=view.die))
        font = QFont(self.check.font())
        font.setBold(True)
        self.check.setFont(font)
        self.check.setAccessibleName(Ui.tr("React with {reaction}").format(reaction=info.title))
        self.check.toggled.connect(self._toggled)
        layout.addWidget(self.check)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet(f"color: {colors().low.name()};")
        layout.addWidget(self.reason)
        if info.formula:
            layout.addWidget(formula_label(info))
        self.tray = DiceTray()
        self.tray.toggled.connect(self.toggle)
        self.tray.setContentsMargins(22, 0, 0, 0)
        layout.addWidget(self.tray)
        self.hint = QLabel()
        self.hint.setContentsMargins(22, 0, 0, 0)
        self.hint.setStyleSheet(f"color: {colors().muted.name()};")
        layout.addWidget(self.hint)
        self.preview = QLabel()
        self.preview.setContentsMargins(22, 0, 0, 0)
        self.preview.setAccessibleName(Ui.tr("{reaction} preview").format(reaction=info.title))
        layout.addWidget(self.preview)
        self.show_faces(self.faces)

    @property
    def chosen(self) -> bool:
        return self.check.isChecked() and self.check.isEnabled()

    def spent(self) -> list[int]:
        """The pool's dice after this reaction, when it is made (what the next reaction sees)."""
        if not self.chosen:
            return list(self.faces)
        if self.info.outcome == "maximize":
            top = top_face(self.view)
            return [top if i in self.picks else face for i, face in enumerate(self.faces)]
        return [face for i, face in enumerate(self.faces) if i not in self.picks]

    def reaction(self) -> steps.Pick:
        rule = {"rule": self.info.ordinal} if self.info.ordinal else {}
        return steps.Pick(consumer=self.info.item_key, pool=self.view.pid, picks=self.picks.sorted(), **rule)

    def ready(self) -> bool:
        return not self.chosen or len(self.picks) >= self.info.minimum

    def show_faces(self, faces: list[int]) -> None:
        """The dice as the earlier reactions leave them; picks on dice that moved are dropped."""
        if faces != self.faces:
            self.picks.clear()
        self.faces = list(faces)
        why = self.blocked or self.info.cost_error
        if not why and len(self.faces) < self.info.minimum:
            minimum = self.info.minimum
            why = Ui.tr("{pool} holds {held}; {reaction} needs {needed}").format(
                pool=self.view.label, held=Ui.tr("%n dice", "", len(self.faces)), reaction=self.info.title,
                needed=Ui.tr("%n dice", "", minimum))
        self.check.setEnabled(not why)
        self.reason.setText(Ui.tr("Not now: {why}").format(why=why) if why else "")
        self.reason.setVisible(bool(why))
        self.tray.set_count(len(self.faces))
        self.tray.tab_stop(0)
        self._draw()

    def toggle(self, index: int) -> None:
        if not self.check.isEnabled():
            return
        if not self.check.isChecked():
            self.check.setChecked(True)  # picking a die means making the reaction
        self.picks.toggle(self.info, self.faces, top_face(self.view), index)
        self._draw()
        self.changed.emit()

    def _toggled(self, _on: bool) -> None:
        self._draw()
        self.changed.emit()

    def _draw(self) -> None:
        top = top_face(self.view)
        enabled = self.check.isEnabled()
        for button in self.tray.buttons:
            i = button.index
            pickable = enabled and Picks.allowed(self.info, self.faces, top, i)
            button.show_die(self.view.label, self.view.die or "d4", self.faces[i], top, picked=i in self.picks,
                            pickable=pickable, why="" if pickable else Ui.tr("Cannot be picked for this reaction"))
            button.setEnabled(enabled)
        self.tray.setVisible(bool(self.faces))
        n = len(self.picks)
        if self.chosen:
            minimum = self.info.minimum
            total = sum(self.faces[i] for i in self.picks.order)
            self.hint.setText(Ui.tr("Picked {count} · sum {total} · pick at least %n dice", "", minimum).format(
                count=n, total=total) if n < minimum else Ui.tr("Picked {count} · sum {total}").format(count=n,
                                                                                                     total=total))
            view = dataclasses.replace(self.view, faces=list(self.faces))
            self.preview.setText(preview(self.session.char, self.info, view, self.picks).text)
        else:
            self.hint.setText(Ui.tr("Tick it, or pick its dice, to react before the damage lands") if enabled else "")
            self.preview.setText("")
        self.hint.setVisible(bool(self.hint.text()))
        self.preview.setVisible(bool(self.preview.text()))


class AttackedDialog(QDialog):
    """The incoming attack and its reactions; emits one `attacked` step."""

    chosen = Signal(dict)

    def __init__(self, session: Session | Operations, parent: QWidget | None = None, *, defend: bool = False):
        super().__init__(parent)
        self.ops = operations_for(session)  # the window's runner (its previews), or a private one
        self.session = session = self.ops.session
        self.setWindowTitle(Ui.tr("Attacked"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        char = session.char
        layout = QVBoxLayout(self)
        hp, hp_max = char.track("hp")
        text = Ui.tr("HP now {current} / {maximum}").format(current=hp, maximum=hp_max)
        if char.temp_hp:
            text = Ui.tr("{hp} + {temp} temporary").format(hp=text, temp=char.temp_hp)
        if char.bank:
            text = Ui.tr("{hp} · {bank} damage reduction banked").format(hp=text, bank=char.bank)
        self.hp_label = QLabel(text)
        self.hp_label.setAccessibleName(Ui.tr("Current HP"))
        layout.addWidget(self.hp_label)
        form = QHBoxLayout()
        self.amount = QSpinBox()
        self.amount.setRange(0, 9999)
        self.amount.setAccessibleName(Ui.tr("Damage"))
        self.amount.setMinimumWidth(self.amount.fontMetrics().horizontalAdvance("00000") + 40)
        form.addWidget(QLabel(Ui.tr("Damage")))
        form.addWidget(self.amount)
        form.addSpacing(12)
        self.type = QComboBox()
        self.type.setEditable(True)
        fill_damage_types(self.type)  # shown in words, the step's `type` is the item's data
        self.type.setAccessibleName(Ui.tr("Damage type"))
        form.addWidget(QLabel(Ui.tr("Type", "a damage type")))
        form.addWidget(self.type)
        form.addSpacing(12)
        self.critical = QCheckBox(Ui.tr("Critical hit"))
        self.critical.setObjectName("criticalHit")
        form.addWidget(self.critical)
        form.addStretch(1)
        layout.addLayout(form)
        self.cards: list[ReactionCard] = []
        pools = char.pools()
        for index, entry in reactions_available(char):
            rule = entry.model
            pid = pool_id(rule.poolIdentifier, rule.poolScope)  # type: ignore[union-attr]
            view = pools.get(pid)
            info = next((c for c in consumers_of(char, pid) if c.key == (index, entry.index)), None)
            if view is None or view.kind != "dice" or info is None:
                continue
            blocked = use_blocked(char, index) or ("" if view.active else Ui.tr("{pool} is inactive: {why}").format(
                pool=view.label, why=view.reason))
            card = ReactionCard(session, info, view, blocked)
            card.changed.connect(self._update)
            self.cards.append(card)
        self.defend = DefendCard(char, self.ops.preview)  # the heroic reaction, beside the items' (§13)
        self.defend.check.setChecked(defend and self.defend.check.isEnabled())
        self.defend.changed.connect(self._update)
        self.melee = QCheckBox(Ui.tr("Melee"))
        self.melee.setObjectName("melee")
        self.melee.setToolTip(Ui.tr("A melee attack: a hit on an incapacitated character is a critical"))
        form.insertWidget(form.count() - 1, self.melee)
        self.melee.toggled.connect(self._update)
        heading = QLabel(Ui.tr("Reactions before the damage lands"))
        font = QFont(heading.font())
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)
        if self.cards:
            box = QWidget()
            column = QVBoxLayout(box)
            column.setContentsMargins(0, 0, 4, 0)
            for card in self.cards:
                column.addWidget(card)
            column.addStretch(1)
            scroll = QScrollArea()
            scroll.setWidget(box)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from the damage to the reactions
            scroll.setMinimumHeight(min(460, sum(card.sizeHint().height() + 8 for card in self.cards) + 24))
            layout.addWidget(scroll, 1)
        layout.addWidget(self.defend)  # after the items' reactions: it reduces last (character.md §13)
        self.concentration: ConcentrationPrompt | None = None
        if "concentrating" in char.states:
            self.concentration = ConcentrationPrompt(char)
            self.concentration.changed.connect(self._update)
            layout.addWidget(self.concentration)
        self.outcome = result_label(Ui.tr("Outcome"))
        layout.addWidget(self.outcome)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.ok_button = buttons.addButton(Ui.tr("Take the hit"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setObjectName("takeTheHit")
        self.ok_button.setDefault(True)
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.amount.valueChanged.connect(self._update)
        self.critical.toggled.connect(self._update)
        self.setMinimumWidth(560)
        self._update()
        self.amount.setFocus()
        self.amount.selectAll()

    def step(self) -> dict[str, Any]:
        kind = self.type.currentText().strip()
        listed = self.type.findText(kind)
        if listed >= 0:  # a type from the list (the first, "(no type)", is none), not typed in
            kind = str(self.type.itemData(listed) or "")
        reactions = [card.reaction() for card in self.cards if card.chosen]
        extra: dict[str, Any] = {"reactions": reactions} if reactions else {}
        if self.defend.chosen:
            extra["defend"] = True
        if self.melee.isChecked():
            extra["melee"] = True
        save = self.concentration.answer() if self.concentration is not None else None
        if save is not None and self.critical.isChecked():
            extra["concentrationSave"] = save
        return steps.Attacked(damage=self.amount.value(), critical=self.critical.isChecked(),
                              type=kind or None, **extra).step()

    def _update(self) -> None:
        if self.concentration is not None:
            self.concentration.show_critical(self.critical.isChecked())
        # Each reaction sees its pool as the reactions above it leave it.
        left: dict[str, list[int]] = {}
        for card in self.cards:
            pid = card.view.pid
            card.show_faces(left.get(pid, card.view.faces))
            left[pid] = card.spent()
        waiting = [card for card in self.cards if not card.ready()]
        if waiting:
            card = waiting[0]
            minimum = card.info.minimum
            self._outcome(Ui.tr("Pick %n dice for {reaction}, or untick it", "", minimum).format(
                reaction=card.info.title), error=True)
            self.ok_button.setEnabled(False)
            return
        outcome = self.ops.attack_preview(self.step())
        if not outcome.ok:
            self._outcome(Ui.tr("Refused: {why}").format(why=outcome.message), error=True)

        else:
            self._outcome(outcome.text)
        self.ok_button.setEnabled(outcome.ok)

    def _outcome(self, text: str, *, error: bool = False) -> None:
        self.outcome.setText(html.escape(text))
        self.outcome.setStyleSheet(f"color: {colors().low.name()};" if error else "")

    def outcome_text(self) -> str:
        return self.outcome.text()

    def _ok(self) -> None:
        if self.ok_button.isEnabled():
            self.accept()
            self.chosen.emit(self.step())

    def keyPressEvent(self, event: Any) -> None:
        # Digits pick dice of the first reaction that can be made (as in the dice panel).
        text = event.text()
        if len(text) == 1 and text in "123456789" and not isinstance(self.focusWidget(), (QSpinBox, QComboBox)) \
                and self.focusWidget() is not self.amount.lineEdit():
            card = next((c for c in self.cards if c.check.isEnabled()), None)
            if card is not None and int(text) - 1 < len(card.faces):
                card.toggle(int(text) - 1)
                return
        super().keyPressEvent(event)
