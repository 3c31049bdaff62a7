"""Table controls that ask first (Attacked, Damage, Heal, rests, initiative) and the player's own dice."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog

from ...engine.actions import describe_step
from ...i18n import Sheet
from ..operations import Operations
from .host import SheetHost, SheetPart

if TYPE_CHECKING:
    from ..attacked_dialog import AttackedDialog
    from ..real_dice import FacesDialog
    from ..rest_dialogs import HitDiceDialog, InitiativeDialog, SafeRestDialog

# A dialog a table control opens, which emits the step it chose (`chosen(dict)`) for the runner to apply.
Chooser = TypeVar("Chooser", "AttackedDialog", "SafeRestDialog", "HitDiceDialog", "InitiativeDialog")


class RoundDialogs(SheetPart):
    """The round's dialogs and the prompt for the player's own dice (the gate is in `Operations.apply`).

    A part of `MainWindow` (sheet/window.py), built with the runner and the window as its `SheetHost`. It
    owns the dialog open for a table control (`round_dialog`, `amount_dialog`), the faces prompt
    (`faces_dialog`) and Play ▸ I roll my own dice (`real_dice_action`); it is the runner's `dice_asker`.
    """

    def __init__(self, ops: Operations, host: SheetHost, parent: QObject | None = None):
        super().__init__(ops, host, parent)
        self.round_dialog: QDialog | None = None
        self.amount_dialog: QDialog | None = None
        self.faces_dialog: FacesDialog | None = None
        ops.dice_asker = self.ask_faces  # "I roll my own dice": the runner asks, this part prompts
        ops.set_real_dice(self.real_dice)
        self.real_dice_action = QAction(Sheet.tr("I roll my &own dice"), self, checkable=True)
        self.real_dice_action.setObjectName("realDice")
        self.real_dice_action.setToolTip(Sheet.tr("Every roll the sheet needs is asked from you: type the faces of "
                                                  "your dice"))
        self.real_dice_action.setChecked(self.real_dice)
        self.real_dice_action.toggled.connect(self.set_real_dice)

    def ask_amount(self, title: str, step: str) -> QDialog:
        if step == "attacked":
            return self.open_attacked()
        from ..dialogs import AmountDialog  # imported when first asked for: not on the first screen

        outcome = self._damage_outcome if step == "damage" else None
        dialog = AmountDialog(title, step, self.host.dialog_parent(), hp=self.session.char.track("hp"), outcome=outcome)
        dialog.chosen.connect(self.ops.apply)
        dialog.open()
        self.amount_dialog = dialog
        return dialog

    @property
    def real_dice(self) -> bool:
        return str(self.host.settings.value("realDice", "false")).lower() in ("true", "1")

    def set_real_dice(self, on: bool) -> None:
        self.host.settings.setValue("realDice", bool(on))
        self.real_dice_action.setChecked(bool(on))
        self.ops.set_real_dice(on)  # the runner swaps the session's roller and asks for the faces
        self.host.show_status(Sheet.tr("You roll your own dice: the sheet asks for the faces") if on
                              else Sheet.tr("The sheet rolls the dice"), 6000)

    def ask_faces(self, step: dict[str, Any], sides: list[int], more: Callable[[list[int]], list[int]],
                  go: Callable[[list[int]], None]) -> FacesDialog:
        """The runner's prompt for the player's own dice (`Operations.dice_asker`): the faces dialog,
        which calls `go(faces)` once they are typed."""
        from ...views.numbers import dice_hint
        from ..real_dice import FacesDialog

        what = describe_step(step)
        if step.get("do") == "activate":
            found = self.session.char.find_item(str(step.get("item")))
            what = self.session.char.items[found].name if found is not None else what
        pools = self.ops.dice_words(step)  # "Fury Dice for Rage": what the dice are for, not the control
        if not pools:
            title = Sheet.tr("Roll for {action}").format(action=what)
        elif what in pools:
            title = Sheet.tr("Roll {dice}").format(dice=pools)
        else:
            title = Sheet.tr("Roll {dice} ({action})").format(dice=pools, action=what)
        dialog = FacesDialog(title, sides, more, self.host.dialog_parent())
        dialog.chosen.connect(go)
        dialog.show_hint(dice_hint(self.session.char, step))  # with advantage: which dice count
        dialog.open()
        self.faces_dialog = dialog
        return dialog

    def _damage_outcome(self, step: dict[str, Any]) -> str:
        """"9 damage: 5 absorbed, 4 by temporary HP, HP stays 49" for the Damage dialog."""
        outcome = self.ops.attack_preview(step)
        return str(outcome.text) if outcome.ok else Sheet.tr("Refused: {reason}").format(reason=outcome.message)

    def _round_dialog(self, dialog: Chooser) -> Chooser:
        dialog.chosen.connect(self.ops.apply)
        dialog.open()
        self.round_dialog = dialog
        return dialog

    def open_attacked(self, defend: bool = False) -> AttackedDialog:
        from ..attacked_dialog import AttackedDialog

        # its preview through the runner; `defend`: the header's Defend, ticked from the start
        attacked = AttackedDialog(self.ops, self.host.dialog_parent(), defend=defend)
        self.amount_dialog = attacked
        return self._round_dialog(attacked)

    def open_damage(self) -> QDialog:
        return self.ask_amount(Sheet.tr("Damage"), "damage")

    def open_heal(self) -> QDialog:
        return self.ask_amount(Sheet.tr("Heal"), "heal")

    def open_safe_rest(self) -> SafeRestDialog:
        from ..rest_dialogs import SafeRestDialog

        return self._round_dialog(SafeRestDialog(self.ops, self.host.dialog_parent()))

    def open_field_rest(self) -> HitDiceDialog:
        from ..rest_dialogs import HitDiceDialog

        return self._round_dialog(HitDiceDialog(self.ops, self.host.dialog_parent()))

    def open_hit_dice(self) -> HitDiceDialog:
        from ..rest_dialogs import HitDiceDialog

        return self._round_dialog(HitDiceDialog(self.ops, self.host.dialog_parent(), rest=False))

    def open_initiative(self) -> InitiativeDialog:
        from ..rest_dialogs import InitiativeDialog

        return self._round_dialog(InitiativeDialog(self.session, self.host.dialog_parent()))
