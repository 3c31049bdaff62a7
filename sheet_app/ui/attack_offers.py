"""An attack's result with the card offers it makes (engine.md §4.4, §5.2): Death Blow on a critical hit.

Using an item with an attack, when the character has card offers, first previews the activation
(`Session.preview`): the attack is rolled and its outcome known, nothing is committed. When the
outcome makes an offer, this dialog shows the result and the offer: the player picks dice with the
dice panel's picking and live preview ("2 × 9 = 18 extra damage"), and the attack is committed with
the same faces plus the offer (`Session.apply(step, faces=...)`): one action, one log line, one undo
step. "No extra damage" commits the attack alone; Cancel commits nothing.

The dialog works on whatever activate step it is given, so a step that already chose more (Combat
Dice, `chargeDice`) keeps it: this is the step after the roll, composable with any before it.
"""
from __future__ import annotations

import copy
import dataclasses
import html
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QKeySequence, QPalette
from PySide6.QtWidgets import QButtonGroup, QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine import steps
from ..engine.activation import offers_made
from ..engine.dice import ExtremeRoller, ReplayRoller
from ..engine.session import ActionPreview, Result, Session
from ..i18n import QT_TRANSLATE_NOOP, Engine, Ui, filled, translate
from ..views.dice_picks import ConsumerInfo, Picks, consumer_info, preview, top_face
from .dice_panel.widgets import ConsumerCard, DiceTray, result_label
from .operations import Operations, operations_for
from .theme import colors

_OUTCOME_WORDS = {"hit": QT_TRANSLATE_NOOP("Ui", "hit"), "crit": QT_TRANSLATE_NOOP("Ui", "critical hit")}


def damage_of(line: str) -> int | None:
    """The damage of an attack's log line (engine/activation.py's hit and critical hit lines), in the
    language it was written in."""
    for template in (Engine.tr("{head}critical hit, {total} damage{detail}"),
                     Engine.tr("{head}hit, {total} damage{detail}")):
        fields = filled(template, line)
        if fields is not None and fields["total"].isdigit():
            return int(fields["total"])
    return None


def offers_for(session: Session, item_index: int, seen: ActionPreview) -> list[ConsumerInfo]:
    """The card offers the previewed attack makes, with dice to pick in their pool."""
    found = []
    for index, entry in offers_made(session.char, item_index, seen.outcome):
        info = consumer_info(session.char, index, entry)
        faces = (seen.pools.get(info.pool) or {}).get("faces") or []
        if faces:
            found.append(info)
    return found


class AttackResult(QDialog):
    """A window-modal dialog over a rolled, uncommitted attack. Open it with `.open()`.

    Signals: `committed(Result)` once the attack is committed (with or without the offer),
    `refused(str)` with the engine's message when it refuses it."""

    committed = Signal(object)
    refused = Signal(str)

    @property
    def session(self) -> Session:
        return self.ops.session

    def __init__(self, session: Session | Operations, step: dict[str, Any], seen: ActionPreview,
                 offers: list[ConsumerInfo], parent: QWidget | None = None):
        super().__init__(parent)
        self.ops = operations_for(session)  # the window's runner, or a private one
        session = self.ops.session
        self.step = copy.deepcopy(step)
        self.seen = seen
        self.offers = offers
        self.picks = Picks()
        self.selected: ConsumerInfo | None = None
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumWidth(600)
        line = seen.log[0] if seen.log else ""
        item = self.session.char.find_item(str(step.get("item")))
        # The item's name: the log line's head can hold the mode's sources ("Greataxe (advantage: Poisoned −1)").
        name = self.session.char.items[item].name if item is not None else str(step.get("item"))
        outcome = seen.outcome or ""
        word = translate("Ui", _OUTCOME_WORDS[outcome]) if outcome in _OUTCOME_WORDS else outcome
        self.setWindowTitle(Ui.tr("{item}: {outcome}").format(item=name, outcome=word))
        self.damage = damage_of(line) or 0
        self._build(name, word, line)
        first = next((c for c in self.cards if c.isEnabled()), None)
        if first is not None:
            first.radio.setChecked(True)
        self._select(first.info if first is not None else None)
        # An action from elsewhere (a GM's request over the table) while it is open: shown here.
        self._asking = False  # while its own commit runs
        self._opened = {info.pool: self._pool_now(info.pool) for info in offers}
        for announced in (self.ops.applied, self.ops.undone, self.ops.redone):
            announced.connect(self._elsewhere)

    # ---- widgets -----------------------------------------------------------------------------------
    def _build(self, name: str, word: str, line: str) -> None:
        self.title = QLabel(Ui.tr("{item}: {outcome}").format(item=name, outcome=word))
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.35)
        self.title.setFont(font)
        self.title.setStyleSheet(f"color: {colors().full.name()};" if self.seen.outcome == "crit" else "")
        self.result_label = QLabel(html.escape(line))
        self.result_label.setWordWrap(True)
        self.result_label.setAccessibleName(Ui.tr("Attack result"))
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        back = self.palette().color(QPalette.ColorRole.AlternateBase).name()
        self.result_label.setStyleSheet(f"QLabel {{ background: {back}; border-left: 3px solid {colors().full.name()}; "
                                  f"border-radius: 3px; padding: 6px 8px; }}")
        self.primary = self._primary_row()
        self.status = QLabel(Ui.tr("This {outcome} offers {offers}: pick the dice to add to its damage, or make the "
                                   "attack without. Nothing is done until you choose.").format(
                                       outcome=word, offers=self._offer_names()))
        self.status.setWordWrap(True)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.cards: list[ConsumerCard] = []
        cards = QVBoxLayout()
        cards.setSpacing(6)
        for info in self.offers:
            card = ConsumerCard(info)
            card.chosen.connect(lambda info=info: self._select(info))
            if info.blocked:
                card.setEnabled(False)
                card.setToolTip(Ui.tr("{why}: a spend through {offer} uses it").format(why=info.blocked,
                                                                                      offer=info.title))
            self.group.addButton(card.radio)
            cards.addWidget(card)
            self.cards.append(card)
        self.pool_label = QLabel()
        self.pool_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.tray = DiceTray()
        self.tray.toggled.connect(self.toggle)
        self.hint = QLabel()
        self.hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.preview = result_label(Ui.tr("Effect preview"))
        self.total = QLabel()
        self.total.setAccessibleName(Ui.tr("Attack total"))
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setVisible(False)

        self.cancel_button = QPushButton(Ui.tr("Cancel"))
        self.cancel_button.setObjectName("offerCancel")
        self.cancel_button.setToolTip(Ui.tr("Make no attack: nothing is committed"))
        self.without_button = QPushButton(Ui.tr("No extra damage"))
        self.without_button.setObjectName("offerWithout")
        self.without_button.setToolTip(Ui.tr("Make the attack as rolled, spending nothing"))
        self.confirm_button = QPushButton(Ui.tr("Add to the damage"))
        self.confirm_button.setObjectName("offerConfirm")
        self.confirm_button.setDefault(True)
        self.cancel_button.clicked.connect(self.reject)
        self.without_button.clicked.connect(self.without)
        self.confirm_button.clicked.connect(self.confirm)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.without_button)
        buttons.addWidget(self.confirm_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.result_label)
        if self.primary is not None:
            layout.addWidget(self.primary)
        layout.addWidget(self.status)
        layout.addLayout(cards)
        layout.addWidget(self.pool_label)
        layout.addWidget(self.tray)
        layout.addWidget(self.hint)
        layout.addWidget(self.preview)
        layout.addWidget(self.total)
        layout.addWidget(self.message)
        layout.addStretch(1)
        layout.addSpacing(6)
        layout.addLayout(buttons)

    def _primary_row(self) -> QLabel | None:
        """With advantage or disadvantage: every primary face rolled, the one that counts marked (character.md
        §11.3); None for an attack rolled once."""
        from ..views.numbers import mode_word, primary_faces

        faces, kept, net = primary_faces(self.session.char, self.step, self.seen.faces)
        if len(faces) < 2:
            return None
        ring = colors().full.name()
        shown = [f"<b style='color: {ring};'>[{face}]</b>" if i == kept else f"<s>{face}</s>"
                 for i, face in enumerate(faces)]
        label = QLabel((Ui.tr("Primary die ({mode}): {faces} &nbsp;·&nbsp; the highest counts") if net > 0 else
                        Ui.tr("Primary die ({mode}): {faces} &nbsp;·&nbsp; the lowest counts")).format(
                            mode=mode_word(net), faces=" ".join(shown)))
        label.setObjectName("primaryFaces")
        label.setAccessibleName(Ui.tr("Primary die faces"))
        label.setToolTip(Ui.tr("The kept face (in brackets) decides miss and critical, and only it explodes"))
        return label

    def _offer_names(self) -> str:
        names = list(dict.fromkeys(info.title for info in self.offers))
        return Ui.tr(" or ", "between the names of two card offers").join(names)

    # ---- picking -----------------------------------------------------------------------------------
    def faces(self) -> list[int]:
        """The offer's pool as the attack leaves it (after the item's own pool effects)."""
        info = self.selected
        if info is None:
            return []
        return list((self.seen.pools.get(info.pool) or {}).get("faces") or [])

    def _view(self) -> Any:
        info = self.selected
        view = self.session.char.pools().get(info.pool) if info is not None else None
        return dataclasses.replace(view, faces=self.faces()) if view is not None else None

    def _select(self, info: ConsumerInfo | None) -> None:
        self.selected = info
        self.picks.clear()
        self.tray.set_count(len(self.faces()))
        self._update()

    def toggle(self, index: int) -> None:
        view = self._view()
        if view is None or self.selected is None:
            return
        self.picks.toggle(self.selected, view.faces, top_face(view), index)
        self._update()

    def _update(self) -> None:
        info, view = self.selected, self._view()
        faces = view.faces if view is not None else []
        top = top_face(view) if view is not None else 4
        for button in self.tray.buttons:
            i = button.index
            pickable = Picks.allowed(info, faces, top, i) if info is not None else False
            button.show_die(view.label if view else "", (view.die if view else None) or "d4", faces[i], top,
                            picked=i in self.picks, pickable=pickable, why="")
        self.pool_label.setText(Ui.tr("{pool} · {die} · {count}/{maximum}").format(
            pool=view.label, die=view.die, count=len(faces), maximum=view.max) if view is not None else "")
        self.tray.setVisible(bool(faces))
        n = len(self.picks)
        ok = info is not None and not info.blocked and not info.cost_error and n >= info.minimum
        self.confirm_button.setEnabled(ok)
        if info is None:
            self.hint.setText("")
            self.preview.setText("")
            self.total.setText("")
            self.confirm_button.setText(Ui.tr("Add to the damage"))
            return
        minimum = info.minimum
        total = sum(faces[i] for i in self.picks.order)
        self.hint.setText(Ui.tr("Picked {count} · sum {total} · pick at least %n dice", "", minimum).format(
            count=n, total=total) if n < minimum else Ui.tr("Picked {count} · sum {total}").format(count=n,
                                                                                                 total=total))
        shown = preview(self.session.char, info, view, self.picks)
        self.preview.setText(shown.text)
        tint = colors().low if shown.error else colors().muted if not self.picks else None
        self.preview.setStyleSheet(f"color: {tint.name()};" if tint is not None else "")
        extra = int(shown.value // 1) if shown.value is not None and not shown.error and self.picks else 0
        extra = max(0, extra)
        if self.picks and extra:
            self.total.setText(Ui.tr("{rolled} + {extra} = {total} damage").format(
                rolled=self.damage, extra=extra, total=self.damage + extra))
            self.confirm_button.setText(Ui.tr("Add {extra} damage").format(extra=extra))
        else:
            self.total.setText(Ui.tr("{rolled} damage as rolled").format(rolled=self.damage))
            self.confirm_button.setText(Ui.tr("Add to the damage"))

    # ---- committing --------------------------------------------------------------------------------
    def confirm(self) -> None:
        info = self.selected
        if info is None or not self.confirm_button.isEnabled():
            if info is not None and len(self.picks) < info.minimum:
                minimum = info.minimum
                self._say(Ui.tr("Pick at least %n dice first.", "", minimum))
            return
        offer = steps.Pick(consumer=info.item_key, picks=self.picks.sorted())
        activation = steps.parse(self.step)
        assert isinstance(activation, steps.Activate)
        self._commit(activation.but(offers=[*(activation.offers or []), offer]).step())

    def without(self) -> None:
        self._commit(self.step)

    def _commit(self, step: dict[str, Any]) -> None:
        self._asking = True
        try:
            result: Result = self.ops.apply(step, faces=self.seen.faces)
        finally:
            self._asking = False
        if not result.ok:
            self._say(Ui.tr("Refused: {why} — nothing changed.").format(why=result.message or result.code), error=True)
            self.refused.emit(result.message or result.code)
            return
        self.committed.emit(result)
        self.accept()

    # ---- what another action changed ---------------------------------------------------------------
    def _pool_now(self, pool: str) -> list[int]:
        view = self.session.char.pools().get(pool)
        return list(view.faces) if view is not None else []

    def _elsewhere(self, _result: Any, _what: Any) -> None:
        """The attack worked out again on the same rolls against the character as it is now: its result
        line and damage, and the offer's dice when another action rolled, spent or removed them."""
        if self._asking or not self.isVisible():
            return
        again = self.ops.preview(self.step, ReplayRoller(self.seen.faces, fallback=ExtremeRoller(False)))
        if not again.ok:
            for button in (self.confirm_button, self.without_button):
                button.setEnabled(False)
            self._say(Ui.tr("Another action changed the character: this attack is now refused ({why}). Cancel, and "
                            "attack again.").format(why=again.message or again.code), error=True)

            self.adjustSize()  # room for the message: the cards keep their height
            return
        self.without_button.setEnabled(True)  # the confirm button as the picks say (_update)
        self.message.setVisible(False)
        line = again.log[0] if again.log else ""
        self.result_label.setText(html.escape(line))
        self.damage = damage_of(line) or self.damage
        pools = dict(self.seen.pools)
        for pool, before in self._opened.items():
            now = self._pool_now(pool)
            if now != before and (pools.get(pool) or {}).get("faces") == before:  # the attack leaves it as it is
                pools[pool] = {**(pools.get(pool) or {}), "faces": now}
        if pools != self.seen.pools:
            self.seen = dataclasses.replace(self.seen, pools=pools)
            self._opened = {pool: self._pool_now(pool) for pool in self._opened}
            self._select(self.selected)  # the picks were on dice that changed
            return
        self._update()

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"color: {(colors().low if error else colors().partial).name()};")
        self.message.setVisible(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        mods = event.modifiers()
        if event.matches(QKeySequence.StandardKey.SelectAll) and self.selected is not None:
            view = self._view()
            if view is not None:
                self.picks.pick_all(self.selected, view.faces, top_face(view))
                self._update()
        elif len(text) == 1 and text in "123456789" and \
                not mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            self.toggle(int(text) - 1)
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm()
        else:
            super().keyPressEvent(event)
