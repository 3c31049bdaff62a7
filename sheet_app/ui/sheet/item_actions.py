"""What the sheet does to its items: use (Combat Dice, the dice panel, card offers), equip,
charges, pool bonuses, edit, duplicate, delete, move, add; each asks the runner's `apply`."""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QObject, QPoint, Qt
from PySide6.QtWidgets import QFileDialog

from ...engine import steps
from ...engine.activation import manual_consumers_of
from ...engine.lint import Problem
from ...engine.model import DiceConsumer
from ...engine.pools import MAX_POOL_DICE
from ...engine.session import Result
from ...i18n import Sheet
from ..operations import Operations
from .host import SheetHost, SheetPart

if TYPE_CHECKING:
    from ..attack_offers import AttackResult
    from ..builder import RulesBuilder
    from ..cast_dialog import CastDialog
    from ..combat_dice import CombatDiceDialog
    from ..dialogs import ChargeEditor, PoolBonusDialog
    from ..dice_panel import DicePanel
    from ..item_editor import ItemEditor


class ItemActions(SheetPart):
    """Item actions of the sheet window (every change through the runner's `apply`).

    A part of `MainWindow` (sheet/window.py), built with the runner and the window as its `SheetHost`;
    it owns the dialogs it opens (the charge editor, a pool's bonus, the dice panel, an attack's offers,
    Combat Dice, the item editor, the Rules Builder): one of each at a time.
    """

    def __init__(self, ops: Operations, host: SheetHost, parent: QObject | None = None):
        super().__init__(ops, host, parent)
        self.charge_editor: ChargeEditor | None = None
        self.bonus_dialog: PoolBonusDialog | None = None
        self.dice_panel: DicePanel | None = None
        self.attack_result: AttackResult | None = None
        self.combat_dice: CombatDiceDialog | None = None
        self.item_editor: ItemEditor | None = None
        self.builder: RulesBuilder | None = None
        self.cast_dialog: CastDialog | None = None
        # An open charge editor shows the pool as any action leaves it (the runner's announcements).
        ops.applied.connect(lambda *_: self._show_charges())
        ops.undone.connect(lambda *_: self._show_charges())
        ops.redone.connect(lambda *_: self._show_charges())

    def apply(self, step: dict[str, Any], *, faces: list[int] | None = None) -> Result:
        return self.ops.apply(step, faces=faces)

    def _show_charges(self) -> None:
        editor = self.charge_editor
        if editor is not None and editor.isVisible():
            view = self.session.char.pools().get(editor.pid)
            if view is not None:
                editor.show_values(view.current, view.max)

    def _item_key(self, index: int) -> str:
        item = self.session.char.items[index]
        return item.fields.id or item.fields.name

    def manual_pool(self, index: int) -> tuple[str, int] | None:
        """The pool and rule of the first active manual dice consumer on an item, if any."""
        char = self.session.char
        for entry in manual_consumers_of(char, index)[:1]:
            rule = entry.model  # a manual DiceConsumer, as manual_consumers_of finds them
            if isinstance(rule, DiceConsumer):
                return char.pool_ref(index, rule.poolIdentifier, rule.poolScope), entry.index
        return None

    def use_item(self, index: int, mode: dict[str, Any] | None = None) -> None:
        """Use an item; one with an attack first offers Combat Dice (when the character has a die-sized
        charge pool), one with a manual dice spend opens the dice panel before anything commits. `mode`:
        the attack's own `mode` and `waive` (the roll dialog's choice, sheet/rolls.py)."""
        if index < 0:
            return
        from ..combat_dice import CombatDiceDialog, charge_dice_pools

        item = self.session.char.items[index]
        if item.fields.type == "spell":
            self.cast(index, mode)
            return
        if item.fields.attack is not None and item.usable and charge_dice_pools(self.session.char):
            dialog = CombatDiceDialog(self.session, index, self.host.dialog_parent())
            dialog.chosen.connect(lambda dice, i=index: self._use(i, dice, mode))
            dialog.open()
            self.combat_dice = dialog
            return
        self._use(index, None, mode)

    def cast(self, index: int, mode: dict[str, Any] | None = None) -> CastDialog | None:
        """Cast a spell (character.md §14.2): one that can be upcast asks for the mana first (the Cast dialog,
        ui/cast_dialog.py); any other is cast at its tier at once. A refusal is said in the message bar."""
        from ...views.spell_view import cast_choice
        from ..cast_dialog import CastDialog

        char = self.session.char
        if not cast_choice(char, char.items[index]).asks:
            self._send(index, steps.Cast(item=self._item_key(index), **(mode or {})).step())
            return None
        dialog = CastDialog(self.ops, index, mode, self.host.dialog_parent())
        dialog.chosen.connect(lambda step, i=index: self._send(i, step))
        dialog.open()
        self.cast_dialog = dialog
        return dialog

    def _send(self, index: int, step: dict[str, Any]) -> None:
        """An activation or a cast chosen: an attack that may make card offers is rolled first (`attack`)."""
        if self.session.char.items[index].fields.attack is not None and self._has_card_offers():
            if not self.ops.ask_dice(step, lambda: self.attack(index, step)):
                self.attack(index, step)
            return
        self.apply(step)

    def _use(self, index: int, charge_dice: dict[str, Any] | None, mode: dict[str, Any] | None = None) -> None:
        extra = {"chargeDice": charge_dice} if charge_dice else {}
        extra.update(mode or {})
        manual = self.manual_pool(index)
        if manual is not None:
            self.open_dice_panel(manual[0], item=self._item_key(index), consumer=(index, manual[1]), extra=extra)
            return
        # The player's own dice are asked for first; the attack is then worked out on them (`_send`).
        self._send(index, steps.Activate(item=self._item_key(index), **extra).step())

    def _has_card_offers(self) -> bool:
        return any(isinstance(entry.model, DiceConsumer) and entry.model.cardOffer is not None
                   for _index, entry in self.session.char.rules())

    def attack(self, index: int, step: dict[str, Any]) -> Any:
        """An attack that may make card offers (engine.md §4.4): roll it without committing; when its outcome
        makes one, show the result with the offer before anything commits, else commit it as rolled."""
        from ...engine.dice import TableRoller
        from ..attack_offers import AttackResult, offers_for

        roller = self.session.roller
        typed = list(roller.faces) if isinstance(roller, TableRoller) and roller.loaded else None
        seen = self.ops.preview(step)
        if typed is not None and seen.ok:
            # Every face the player typed for this action (its triggers' too) is replayed by the commit.
            seen = dataclasses.replace(seen, faces=typed)
        if not seen.ok:
            self.host.refused(Result(False, code=seen.code, message=seen.message))
            return None
        offers = offers_for(self.session, index, seen)
        if not offers:
            self.apply(step, faces=seen.faces)
            return None
        previous = self.attack_result
        if previous is not None:
            previous.close()
            previous.deleteLater()
        # its commit is announced by the runner
        dialog = AttackResult(self.ops, step, seen, offers, self.host.dialog_parent())
        dialog.open()
        self.attack_result = dialog
        return dialog

    def toggle_equip(self, index: int) -> None:
        item = self.session.char.items[index]
        self.apply(steps.Equip(item=self._item_key(index), on=not item.fields.equipped).step())

    def edit_charges(self, pid: str, pos: QPoint | None = None) -> None:
        view = self.session.char.pools().get(pid)
        if view is None:
            return
        from ..dialogs import ChargeEditor  # the dialogs are imported when first opened

        if self.charge_editor is not None:
            self.charge_editor.close()
        self.charge_editor = ChargeEditor(pid, view.label, view.current, view.max, self.apply,
                                         self.host.dialog_parent())
        self.charge_editor.adjustSize()
        if pos is not None and not pos.isNull():
            self.charge_editor.move(pos)
        self.charge_editor.show()
        self.charge_editor.value.setFocus()

    def edit_pool_bonus(self, pid: str) -> PoolBonusDialog | None:
        """Edit the level-up bonus of a pool's identifier (poolBonuses); OK applies one undoable `set`."""
        from ..dialogs import PoolBonusDialog

        view = self.session.char.pools().get(pid)
        if view is None:
            return None
        dialog = PoolBonusDialog(view.identifier, view.label, view.bonus, view.pre_bonus, self.host.dialog_parent(),
                                 cap=MAX_POOL_DICE if view.kind == "dice" else None)
        dialog.chosen.connect(self.apply)
        dialog.open()
        self.bonus_dialog = dialog
        return dialog

    def open_dice_panel(self, pid: str, *, item: str | None = None, consumer: tuple[int, int] | None = None,
                        extra: dict[str, Any] | None = None) -> DicePanel:
        from ..dice_panel import DicePanel

        previous = self.dice_panel
        if previous is not None:
            previous.close()
            previous.deleteLater()  # one panel at a time; closed ones do not pile up
        # its actions are announced by the runner
        panel = DicePanel(self.ops, pid, self.host.dialog_parent(), item=item, consumer=consumer)
        panel.activation_extra = dict(extra or {})  # Combat Dice chosen before the panel opened
        panel.open()
        self.dice_panel = panel
        return panel

    def open_builder(self, index: int) -> RulesBuilder:
        from ..builder import RulesBuilder

        builder = RulesBuilder(self.ops, index, self.host.dialog_parent())
        builder.open()
        self.builder = builder
        # a closed builder deletes itself; the part lets go of it too, so nothing keeps its cards
        builder.finished.connect(lambda _r: self._let_go(builder))
        return builder

    def _let_go(self, builder: RulesBuilder) -> None:
        if self.builder is builder:
            self.builder = None

    def with_current(self, slot: Callable[[int], Any]) -> None:
        index = self.host.current_item()
        if index is None:
            self.host.show_status(Sheet.tr("Select an item first"), 4000)
            return
        slot(index)

    def new_item(self) -> ItemEditor:
        from ..item_editor import ItemEditor

        editor = ItemEditor(self.ops, None, self.host.dialog_parent())
        # The new item (added last) is selected and on screen, so Ctrl+B or Enter goes on with it.
        editor.applied.connect(lambda _result: self.host.select_item(len(self.session.char.items) - 1))
        editor.rules_button.clicked.connect(lambda: self._rules_from_editor(editor))
        editor.open()
        self.item_editor = editor
        return editor

    def edit_item(self, index: int) -> ItemEditor:
        from ..item_editor import ItemEditor

        editor = ItemEditor(self.ops, index, self.host.dialog_parent())
        editor.rules_button.clicked.connect(lambda: self._rules_from_editor(editor))
        editor.open()
        self.item_editor = editor
        return editor

    def _rules_from_editor(self, editor: ItemEditor) -> RulesBuilder | None:
        """"Edit rules…" in the item editor: its edits are applied first (a new item is added), then
        the Rules Builder opens on the item; a problem in the editor keeps it open and says why."""
        editor.apply()
        if editor.isVisible():  # refused: the editor shows the problem
            return None
        index = editor.item_index if editor.item_index is not None else len(self.session.char.items) - 1
        return self.open_builder(index)

    def duplicate_item(self, index: int) -> None:
        self.apply(steps.DuplicateItem(item=self._item_key(index)).step())

    def delete_item(self, index: int) -> None:
        self.apply(steps.DeleteItem(item=self._item_key(index)).step())

    def move_item(self, index: int, delta: int) -> None:
        target = index + delta
        if 0 <= target < len(self.session.char.items):
            key = self._item_key(index)
            if self.apply(steps.MoveItem(item=key, to=target).step()).ok:
                self.host.select_item(target)

    def add_item(self, raw: dict[str, Any]) -> Result:
        return self.apply(steps.AddItem(raw=raw).step())

    def add_items_from_files(self) -> None:
        from ..folders import remember, start_folder

        paths, _ = QFileDialog.getOpenFileNames(self.host.dialog_parent(), Sheet.tr("Add items from files"),
                                                start_folder(self.host.settings), Sheet.tr("Items (*.json)"))
        if paths:
            remember(self.host.settings, paths[0])
        for path in paths:
            self.add_items_from_file(path)

    def add_items_from_file(self, path: str) -> int:
        from ...storage.files import FileFormatError, read_document

        try:
            document = read_document(path)
        except FileFormatError as err:
            self.host.show_message(str(err))
            return 0
        if document.kind != "items":
            self.host.show_message(Sheet.tr("{path}: a character file, not items; use File ▸ Import character").format(
                path=path))
            return 0
        # One action for the whole file: one undo step, one save, however many items it holds.
        result = self.apply(steps.AddItems(raws=list(document.items)).step())
        return len(document.items) if result.ok else 0

    def open_problem(self, problem: Problem) -> RulesBuilder | None:
        """Open the Rules Builder on the problem's item, at its rule and field (the Problems list)."""
        if problem.item_index is None:  # the character's own problem: no item's rules to open
            return None
        builder = self.open_builder(problem.item_index)
        if problem.rule is not None and problem.rule < len(builder.draft.uids):
            card = builder.cards.get(builder.draft.uids[problem.rule])
            if card is not None:
                card.focus_field(problem.field)
                builder.scroll_area.ensureWidgetVisible(card, 20, 20)
        return builder

    def builder_for_current(self) -> None:
        self.with_current(self.open_builder)

    def open_row(self, proxy_index: QModelIndex) -> None:
        """A double-click on a row: the Rules Builder on its item."""
        row = proxy_index.data(Qt.ItemDataRole.UserRole + 1)
        if row is not None and row.index >= 0:
            self.open_builder(row.index)
