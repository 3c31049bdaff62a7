"""The dice panel: spend a dice pool through one of its features (consume or maximize), edit its dice.

Opened by clicking a dice tray, or by activating an item with an active manual dice consumer
(`item=`): then nothing commits until Confirm (the activation and the spend as one action) or
"Use, keep the dice" (the activation alone); Cancel commits nothing. Every change goes through
the window's operations runner (ui/operations.py), so each is one undoable, logged action.
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QWidget

from sheet_app.engine.session import Result, Session
from sheet_app.engine.world import PoolView

from ...engine import steps
from ...i18n import Dice
from ...views.dice_picks import (
    ConsumerInfo,
    Picks,
    activation_plan,
    auto_bonuses,
    consumers_of,
    empty_pool_text,
    preview,
    top_face,
)
from ..operations import PENDING, Operations, operations_for
from ..theme import colors
from .view import DicePanelView
from .widgets import ConsumerCard


class DicePanel(DicePanelView):  # its `Dice.tr(...)`: the i18n context's (DicePanelView.tr)
    """A window-modal dialog over one dice pool. Open it with `.open()`.

    Signals: `committed(Result)` after each successful commit (spend, activation, hand edit, undo),
    `refused(str)` with the engine's message when it refuses one.
    """

    @property
    def session(self) -> Session:
        return self.ops.session

    def __init__(self, session: Session | Operations, pool_id: str, parent: QWidget | None = None, *,
                 item: str | None = None, consumer: tuple[int, int] | None = None):
        super().__init__(parent)
        self.ops = operations_for(session)  # the window's runner, or a private one
        session = self.ops.session
        self.pid = pool_id
        self.picks = Picks()
        self.consumers: list[ConsumerInfo] | None = None  # None until the first reload builds the cards
        self.cards: list[ConsumerCard] = []
        self.selected: ConsumerInfo | None = None
        self.focus_index = 0
        self.view: PoolView | None = None
        self._faces: list[int] = []
        self._quiet = False
        self._asking = False  # while its own action runs: it redraws after it itself
        self._connect()
        # A pending activation: the item, and the consumer (item, rule) it spends through.
        plan = activation_plan(session.char, item, pool_id) if item is not None else None
        self.item_key: str | None = plan.item_key if plan else None
        self.item_name = plan.item_name if plan else ""
        self.locked: tuple[int, int] | None = plan.locked if plan else None
        self.item_note = plan.note if plan else ""
        self.activation_extra: dict[str, Any] = {}  # more fields of the pending activation (chargeDice)
        self.refresh()
        want = self.locked or consumer
        consumers: list[ConsumerInfo] = self.consumers or []  # the first refresh built them
        self._select(next((c for c in consumers if c.key == want), None) or (consumers[0] if consumers else None))
        self._initial_focus()

    def _connect(self) -> None:
        self.tray.toggled.connect(self._on_die_clicked)
        self.tray.focused.connect(self._on_die_focused)
        self.tray.editKey.connect(self._on_edit_key)
        self.roll_in.clicked.connect(self.roll_one_in)
        self.face.valueChanged.connect(self._on_face_changed)
        self.reroll.clicked.connect(lambda: self.reroll_die(self.focus_index))
        self.remove.clicked.connect(lambda: self.remove_die(self.focus_index))
        self.undo_button.clicked.connect(self.undo)
        self.use_button.clicked.connect(self.use_without_spending)
        self.cancel_button.clicked.connect(self.reject)
        self.confirm_button.clicked.connect(self.confirm)
        self.group.buttonToggled.connect(lambda *_: self._cards_tab_stops())
        # An action from elsewhere (the sheet, a GM's request over the table) shows here while it is open.
        for announced in (self.ops.applied, self.ops.undone, self.ops.redone):
            announced.connect(self._elsewhere)

    def _elsewhere(self, _result: Result, _what: Any) -> None:
        if not self._asking and self.isVisible():
            self.refresh()

    # ---- reading the session -----------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw from the session (after an action made elsewhere); picks on changed dice are dropped."""
        view = self.session.char.pools().get(self.pid)
        if view is None or list(view.faces) != self._faces:
            self.picks.clear()
        self._reload()

    def _reload(self) -> None:
        char = self.session.char
        self.view = view = char.pools().get(self.pid)
        faces = list(view.faces) if view is not None and view.kind == "dice" else []
        self._faces = faces
        label = view.label if view is not None else self.pid
        self.setWindowTitle(f"{self.item_name} — {label}" if self.item_key else label)
        self.title.setText(label)
        usable = view is not None and view.kind == "dice" and view.active
        if view is None or view.kind != "dice":
            self.meta.setText("")
            self._set_status(html.escape(Dice.tr("There is no dice pool called {pool}.").format(pool=self.pid)),
                             error=True)
        else:
            extra = Dice.tr(" · minimum face {face}").format(face=view.min_face) if view.min_face else ""
            self.meta.setText(Dice.tr("{die} · {count}/{max} · sum {sum}").format(
                die=view.die, count=len(faces), max=view.max, sum=sum(faces)) + extra)
            if not view.active:
                self._set_status(html.escape(Dice.tr("{pool} is inactive: {reason}.").format(
                    pool=label, reason=view.reason)), error=True)
            elif self.item_key:
                self._set_status(Dice.tr("Using <b>{item}</b> — pick the dice to spend, or use it and keep the "
                                              "dice; Cancel leaves it unused. {note}").format(
                    item=html.escape(self.item_name), note=html.escape(self.item_note.strip())))
            else:
                self._set_status(html.escape(self.item_note.strip()))
        self.bonus.setText("\n".join(auto_bonuses(char, self.pid)))
        self.bonus.setVisible(bool(self.bonus.text()))

        top = top_face(view) if view is not None and view.kind == "dice" else 4
        self.tray.set_count(len(faces))
        consumers = consumers_of(char, self.pid)
        if consumers != self.consumers:
            self._rebuild_cards(consumers)
        drs = any(c.effect_type == "damageReduction" for c in consumers)
        self.bank.setText(Dice.tr("Banked reduction: {bank}").format(bank=char.bank) if drs or char.bank else "")
        self.bank.setStyleSheet("font-weight: bold;" if char.bank else "")
        self.bank.setToolTip(Dice.tr("Damage reduction waiting for the next damage taken (it expires at "
                                          "encounter end)"))

        self.tray.setVisible(bool(faces))
        self.focus_index = max(0, min(self.focus_index, len(faces) - 1))
        self.tray.tab_stop(self.focus_index)
        full = view is not None and len(faces) >= view.max
        self.roll_in.setEnabled(usable and not full)
        if usable and full and view:
            roll_tip = Dice.tr("{pool} is full ({count}/{max})").format(pool=label, count=len(faces), max=view.max)
        elif view:
            roll_tip = Dice.tr("Roll one {die} into {pool}").format(die=view.die, pool=label)
        else:
            roll_tip = Dice.tr("Roll one die into {pool}").format(pool=label)
        self.roll_in.setToolTip(roll_tip)
        self.empty.setVisible(not faces)
        if not faces:
            self.empty.setText(empty_pool_text(self.session.char, self.pid, label))
        self.edit_row.setVisible(bool(faces))
        for button in (self.face, self.reroll, self.remove):
            button.setEnabled(usable)
        self._quiet = True
        self.face.setRange(1, top)
        self._quiet = False
        self.picks.trim(self.selected, faces, top)
        self._show_edit_row()
        self._update_picks()

    def _rebuild_cards(self, consumers: list[ConsumerInfo]) -> None:
        old = self.selected.key if self.selected else None
        for card in self.cards:
            self.group.removeButton(card.radio)
            self.cards_layout.removeWidget(card)
            card.deleteLater()
        self.consumers = consumers
        self.cards = []
        for info in consumers:
            card = ConsumerCard(info)
            card.chosen.connect(lambda info=info: self._select(info))
            card.step.connect(lambda step, card=card: self._focus_card(card, step))
            if self.locked is not None and self.item_key and info.key != self.locked:
                card.setEnabled(False)
                card.setToolTip(Dice.tr("Using {item} spends through its own feature; use it without spending "
                                             "to pick another.").format(item=self.item_name))
            elif info.blocked:
                # A spend is a use of its item (engine.md §4.4): one whose item cannot pay is not offered.
                card.setEnabled(False)
                card.setToolTip(Dice.tr("{reason}: a spend through {feature} uses it").format(
                    reason=info.blocked, feature=info.title))
            self.group.addButton(card.radio)
            self.cards_layout.addWidget(card)
            self.cards.append(card)
        self.cards_scroll.setVisible(bool(consumers))
        height = sum(card.sizeHint().height() + 6 for card in self.cards)
        self.cards_scroll.setFixedHeight(min(height, 300))
        self.no_consumer.setVisible(not consumers)
        inactive = [c for c in consumers_of(self.session.char, self.pid, include_inactive=True) if not c.active]
        self.no_consumer.setText(Dice.tr("No feature spends these dice right now; they can still be edited.") +
                                 "".join("\n  • " + Dice.tr("{feature}: not now ({reason})").format(
                                     feature=c.title, reason=c.reason) for c in inactive))
        self.selected = None
        self._select(next((c for c in consumers if c.key == old and not c.blocked), None))
        self._cards_tab_stops()

    def _cards_tab_stops(self) -> None:
        """Every card is a Tab stop: Qt keeps only a radio group's checked button in the Tab chain."""
        for card in self.cards:
            card.radio.tab_stops()

    def _focus_card(self, card: Any, step: int) -> None:
        """↑ ↓ on a card: the keyboard to the card before or after it (skipping greyed ones)."""
        usable = [c for c in self.cards if c.isEnabled()]
        if card in usable:
            target = usable[max(0, min(len(usable) - 1, usable.index(card) + step))]
            target.radio.setFocus(Qt.FocusReason.TabFocusReason)
            self.cards_scroll.ensureWidgetVisible(target)

    # ---- picking -----------------------------------------------------------------------------------
    def _select(self, info: ConsumerInfo | None) -> None:
        self.selected = info
        for card in self.cards:
            if card.info == info and not card.radio.isChecked():
                card.radio.setChecked(True)
        if self.view is not None:
            self.picks.trim(info, self._faces, top_face(self.view))
        self._update_picks()

    def toggle(self, index: int) -> None:
        """Pick or unpick die `index` (0-based) for the selected feature."""
        if self.view is None or not 0 <= index < len(self._faces):
            return
        if self.selected is None:
            self._say(Dice.tr("Choose a feature below first: it decides which dice may be picked."))
            return
        if not self.picks.toggle(self.selected, self._faces, top_face(self.view), index):
            self._say(Dice.tr("Die {number} already shows its top face ({top}): nothing to raise.").format(
                number=index + 1, top=top_face(self.view)))
            return
        self._update_picks()

    def pick_all(self) -> None:
        """Ctrl+A: every die the selected feature allows (under a cap, the lowest faces)."""
        if self.view is not None and self.selected is not None:
            self.picks.pick_all(self.selected, self._faces, top_face(self.view))
            self._update_picks()

    def _update_picks(self) -> None:
        view, info, faces = self.view, self.selected, self._faces
        top = top_face(view) if view is not None and view.kind == "dice" else 4
        label = view.label if view is not None else self.pid
        for button in self.tray.buttons:
            i = button.index
            pickable = Picks.allowed(info, faces, top, i) if info is not None else True
            why = Dice.tr("Already at its top face ({top}): {feature} cannot raise it").format(
                top=top, feature=info.title) if info is not None and not pickable else ""
            button.show_die(label, (view.die if view else None) or "d4", faces[i], top,
                            picked=i in self.picks, pickable=pickable, why=why)
        usable = view is not None and view.kind == "dice" and view.active
        n, total = len(self.picks), sum(faces[i] for i in self.picks.order)
        # n >= minimum >= cost also means the pool holds enough dice.
        ok = usable and info is not None and not info.cost_error and not info.blocked and n >= info.minimum and \
            (self.item_key is None or self.locked == info.key)
        self.confirm_button.setEnabled(bool(ok))
        if info is not None and info.outcome == "maximize":
            picked = [faces[i] for i in self.picks.sorted()]
            self.confirm_button.setText(f"{', '.join(map(str, picked))} → {top}" if picked
                                        else Dice.tr("Maximize"))
            self.hint.setText(Dice.tr("Picked {count} of at most {cap} · dice at their top face cannot be "
                                           "raised").format(count=n, cap=info.cap))
        else:
            self.confirm_button.setText(Dice.tr("Spend {count}").format(count=n) if n else Dice.tr("Spend"))
            minimum = info.minimum if info is not None else 0
            need = Dice.tr(" · pick at least %n dice", "", minimum) if info is not None and n < minimum else ""
            self.hint.setText(Dice.tr("Picked {count} · sum {sum}").format(count=n, sum=total) + need)
        self.confirm_button.setToolTip(Dice.tr("Use {item} and spend the picked dice as one action").format(
            item=self.item_name) if self.item_key else Dice.tr("Spend the picked dice (Enter)"))
        self.hint.setVisible(info is not None and bool(faces))
        if info is not None and faces and view is not None and (info.blocked or not usable):
            # Nothing can be spent now: say why, never what a spend would give (it cannot happen).
            self.preview.setText(Dice.tr("Not now: {reason}.").format(reason=info.blocked or view.reason))
            self.preview.setStyleSheet(f"color: {colors().muted.name()}; font-weight: normal;")
            self.preview.setVisible(True)
        elif info is not None and faces and view is not None:
            shown = preview(self.session.char, info, view, self.picks)
            self.preview.setText(shown.text)
            tint = colors().low if shown.error else colors().muted if not self.picks else None
            idle = "font-weight: normal;" if not self.picks else ""
            self.preview.setStyleSheet((f"color: {tint.name()};" if tint is not None else "") + idle)
            self.preview.setVisible(True)
        else:
            self.preview.setVisible(False)
        self.use_button.setVisible(self.item_key is not None)
        self.use_button.setToolTip(Dice.tr("Use {item} and spend none of these dice (what the item itself "
                                                "costs, such as a charge, is still paid)").format(item=self.item_name)
                                   if self.item_key else "")
        self.cancel_button.setText(Dice.tr("Cancel") if self.item_key else Dice.tr("Close"))
        self.undo_button.setEnabled(self.ops.can_undo(beneath=False))  # the pool's history, never a creation
        last = self.ops.undo_name(beneath=False)
        self.undo_button.setToolTip(Dice.tr("Undo {action} (Ctrl+Z)").format(action=last) if last
                                    else Dice.tr("Nothing to undo"))

    # ---- committing --------------------------------------------------------------------------------
    def confirm(self) -> None:
        """Enter / the confirm button: the spend (or the activation with its spend) as one action."""
        info = self.selected
        if not self.confirm_button.isEnabled() or info is None:
            minimum = info.minimum if info is not None else 0
            if info is not None and len(self.picks) < minimum:
                self._say(Dice.tr("Pick at least %n dice first.", "", minimum))
            return
        picks = self.picks.sorted()
        if self.item_key is not None:
            step = steps.Activate(item=self.item_key, **self.activation_extra, picks=picks).step()
        else:
            rule = {"rule": info.ordinal} if info.ordinal else {}
            step = steps.Spend(pool=self.pid, consumer=info.item_key, picks=picks, **rule).step()
        if self._commit(step):
            self.picks.clear()
            self._reload()

    def use_without_spending(self) -> None:
        if self.item_key is not None:
            self._commit(steps.Activate(item=self.item_key, **self.activation_extra).step())
            self._reload()

    def _commit(self, step: dict[str, Any]) -> bool:
        self._asking = True
        try:
            result: Result = self.ops.apply(step, resumed=lambda later: self._resumed(step, later))
        finally:
            self._asking = False
        return result.code != PENDING and self._committed(step, result)  # pending: the player's dice first

    def _resumed(self, step: dict[str, Any], result: Result) -> None:  # the faces typed: it ran
        self._committed(step, result)
        self.refresh()

    def _committed(self, step: dict[str, Any], result: Result) -> bool:
        if not result.ok:
            self._show_result([], error=result.message or result.code)
            self.refused.emit(result.message or result.code)
            return False
        if step.get("do") == "activate":
            self._finish_activation()
        self._show_result(result.log)
        self.committed.emit(result)
        return True

    def _finish_activation(self) -> None:
        self.item_key = None
        self.item_note = ""
        self.locked = None
        for card in self.cards:
            card.setEnabled(True)
            card.setToolTip("")

    # ---- hand edits --------------------------------------------------------------------------------
    def roll_one_in(self) -> None:
        if self._commit(steps.RollDie(pool=self.pid).step()):
            self.focus_index = len(self._faces)
            self._reload()
            self.tray.move_focus(self.focus_index)

    def set_face(self, index: int, face: int) -> None:
        if 0 <= index < len(self._faces) and face != self._faces[index]:
            self._commit(steps.SetDie(pool=self.pid, index=index, face=face).step())
            self._reload()

    def remove_die(self, index: int) -> None:
        if 0 <= index < len(self._faces) and self._commit(steps.RemoveDie(pool=self.pid, index=index).step()):
            self.picks.removed(index)
            self._reload()
            self.tray.move_focus(min(index, len(self._faces) - 1))
            if not self._faces:
                self.roll_in.setFocus()

    def reroll_die(self, index: int) -> None:
        """Roll die `index` again (a roll: the pool's minimum face applies)."""
        if 0 <= index < len(self._faces):
            self._commit(steps.RerollDie(pool=self.pid, index=index).step())
            self._reload()

    def _on_face_changed(self, value: int) -> None:
        if not self._quiet:
            self.set_face(self.focus_index, value)

    def _on_edit_key(self, index: int, what: str) -> None:
        self.focus_index = index
        if what == "delete":
            self.remove_die(index)
        elif what == "reroll":
            self.reroll_die(index)
        elif self.view is not None:
            step = 1 if what == "up" else -1
            self.set_face(index, max(1, min(top_face(self.view), self._faces[index] + step)))
            self.tray.move_focus(index)

    def _on_die_clicked(self, index: int) -> None:
        self.focus_index = index
        self.toggle(index)

    def _on_die_focused(self, index: int) -> None:
        self.focus_index = index
        self._show_edit_row()

    def _show_edit_row(self) -> None:
        if not self._faces or self.view is None:
            return
        i = self.focus_index
        number = i + 1
        self.edit_label.setText(Dice.tr("Edit die {number} of {count} ({die}):").format(
            number=number, count=len(self._faces), die=self.view.die))
        self._quiet = True
        self.face.setValue(self._faces[i])
        self._quiet = False
        self.face.setAccessibleName(Dice.tr("Face of die {number}").format(number=number))
        self.face.setToolTip(Dice.tr("Set die {number} by hand: 1 to {top} (no minimum face)").format(
            number=number, top=top_face(self.view)))
        self.reroll.setToolTip(Dice.tr("Roll die {number} again (R)").format(number=number))
        self.remove.setToolTip(Dice.tr("Discard die {number} (Delete)").format(number=number))

    # ---- undo --------------------------------------------------------------------------------------
    def undo(self) -> None:
        self._move(undo=True)

    def redo(self) -> None:
        self._move(undo=False)

    def _move(self, *, undo: bool) -> None:
        self._asking = True
        try:
            # the pool's own history only: the character's creation is undone from the sheet, not from here
            result = self.ops.undo(beneath=False) if undo else self.ops.redo(beneath=False)
        finally:
            self._asking = False
        if result.ok:
            self._show_result(result.log)
            self.committed.emit(result)
        else:
            self._say(result.message)
        self.refresh()

    # ---- keyboard ----------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        mods = event.modifiers()
        text = event.text()
        if event.matches(QKeySequence.StandardKey.SelectAll):
            self.pick_all()
        elif event.matches(QKeySequence.StandardKey.Undo):
            self.undo()
        elif event.matches(QKeySequence.StandardKey.Redo):
            self.redo()
        elif len(text) == 1 and text in "123456789" and \
                not mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            index = int(text) - 1
            if index < len(self._faces):
                self.focus_index = index
                self.tray.move_focus(index)
                self.toggle(index)
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.focusWidget() is not self.face and self.face.lineEdit() is not self.focusWidget():
                self.confirm()
        elif event.key() == Qt.Key.Key_Escape:
            self.reject()
        else:
            super().keyPressEvent(event)

    def _initial_focus(self) -> None:
        pickable = [b for b in self.tray.buttons if b.pickable]
        if pickable:
            self.focus_index = pickable[0].index
            pickable[0].setFocus(Qt.FocusReason.OtherFocusReason)
            self._show_edit_row()
        elif self.tray.buttons:
            self.tray.buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.roll_in.isEnabled():
            self.roll_in.setFocus(Qt.FocusReason.OtherFocusReason)

