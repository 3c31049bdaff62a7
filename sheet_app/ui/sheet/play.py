"""Table controls that ask first (Attacked, Damage, Heal, rests, initiative) and the player's own dice."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.actions import describe_step


class Play:
    """The round's dialogs and the prompt for the player's own dice (the gate is in `Operations.apply`).

    A part of `MainWindow` (sheet/window.py): it uses the window's session, runner and widgets.
    """

    def ask_amount(self, title: str, step: str) -> Any:
        if step == "attacked":
            from ..attacked_dialog import AttackedDialog

            attacked = AttackedDialog(self.ops, self)  # its preview through the runner
            self.amount_dialog = attacked
            return self._round_dialog(attacked)
        from ..dialogs import AmountDialog  # imported when first asked for: not on the first screen

        outcome = self._damage_outcome if step == "damage" else None
        dialog = AmountDialog(title, step, self, hp=self.session.char.track("hp"), outcome=outcome)
        dialog.chosen.connect(self.apply)
        dialog.open()
        self.amount_dialog = dialog
        return dialog

    @property
    def real_dice(self) -> bool:
        return str(self.settings.value("realDice", "false")).lower() in ("true", "1")

    def set_real_dice(self, on: bool) -> None:
        self.settings.setValue("realDice", bool(on))
        self.real_dice_action.setChecked(bool(on))
        self.ops.set_real_dice(on)  # the runner swaps the session's roller and asks for the faces
        self.statusBar().showMessage("You roll your own dice: the sheet asks for the faces" if on
                                     else "The sheet rolls the dice", 6000)

    def ask_faces(self, step: dict[str, Any], sides: list[int], more: Callable[[list[int]], list[int]],
                  go: Callable[[list[int]], None]) -> Any:
        """The runner's prompt for the player's own dice (`Operations.dice_asker`): the faces dialog,
        which calls `go(faces)` once they are typed."""
        from ..real_dice import FacesDialog

        what = describe_step(step)
        if step.get("do") == "activate":
            found = self.session.char.find_item(str(step.get("item")))
            what = self.session.char.items[found].name if found is not None else what
        dialog = FacesDialog(what, sides, more, self)
        dialog.chosen.connect(go)
        dialog.open()
        self.faces_dialog = dialog
        return dialog

    def _damage_outcome(self, step: dict[str, Any]) -> str:
        """"9 damage: 5 absorbed, 4 by temporary HP, HP stays 49" for the Damage dialog."""
        outcome = self.ops.attack_preview(step)
        return outcome.text if outcome.ok else f"Refused: {outcome.message}"

    def _round_dialog(self, dialog: Any) -> Any:
        dialog.chosen.connect(self.apply)
        dialog.open()
        self.round_dialog = dialog
        return dialog

    def open_safe_rest(self) -> Any:
        from ..rest_dialogs import SafeRestDialog

        return self._round_dialog(SafeRestDialog(self.ops, self))

    def open_field_rest(self) -> Any:
        from ..rest_dialogs import HitDiceDialog

        return self._round_dialog(HitDiceDialog(self.ops, self))

    def open_hit_dice(self) -> Any:
        from ..rest_dialogs import HitDiceDialog

        return self._round_dialog(HitDiceDialog(self.ops, self, rest=False))

    def open_initiative(self) -> Any:
        from ..rest_dialogs import InitiativeDialog

        return self._round_dialog(InitiativeDialog(self.session, self))
