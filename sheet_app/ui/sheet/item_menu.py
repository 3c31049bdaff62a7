"""An item's context menu (right-click or the menu key): use, equip, edit, pools, and a die's faces."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPoint
from PySide6.QtWidgets import QMenu

from ...engine import steps
from ...engine.model import die_faces
from ...engine.pools import PoolView
from ...engine.session import Result
from ...i18n import Sheet
from ...views.rows import is_activatable
from ..operations import Operations
from .host import SheetHost, SheetPart
from .item_actions import ItemActions
from .row_layout import Hit


class ItemMenu(SheetPart):
    """The item context menu of the sheet window.

    A part of `MainWindow` (sheet/window.py), built with the runner, the window as its `SheetHost` and
    the item actions its entries run; it keeps the last menu it showed (`last_menu`).
    """

    def __init__(self, ops: Operations, host: SheetHost, actions: ItemActions, parent: QObject | None = None):
        super().__init__(ops, host, parent)
        self.actions = actions
        self.last_menu: QMenu | None = None

    def apply(self, step: dict[str, Any]) -> Result:
        return self.ops.apply(step)

    def _die_actions(self, menu: QMenu, hit: Hit | None) -> PoolView | None:
        """For a right-clicked die: a heading, then Reroll, Remove and the faces, then a separator."""
        if hit is None or hit.kind != "die" or hit.chip is None:
            return None
        view = self.ops.session.char.pools().get(hit.chip.pid)
        if view is None or not 0 <= hit.die < len(view.faces):
            return None
        face = view.faces[hit.die]
        heading = menu.addAction(Sheet.tr("{pool}: die {position} shows {face}").format(
            pool=view.label, position=hit.die + 1, face=face))
        heading.setEnabled(False)
        self._fill_die_menu(menu, view, hit.die, face, faces_in=menu.addMenu(Sheet.tr("Set to")))
        menu.addSeparator()
        return view

    def _fill_die_menu(self, menu: QMenu, view: PoolView, position: int, face: int,
                       faces_in: QMenu | None = None) -> None:
        """Set to 1..N, Reroll and Remove for one die (the faces in `faces_in` when given)."""
        faces = faces_in if faces_in is not None else menu
        for value in range(1, die_faces(view.die or "d4") + 1):
            act = faces.addAction(Sheet.tr("Set to {face}").format(face=value) if faces_in is None else str(value))
            act.setEnabled(value != face)
            act.triggered.connect(lambda _=False, p=view.pid, i=position, v=value: self.apply(
                steps.SetDie(pool=p, index=i, face=v).step()))
        if faces_in is None:
            menu.addSeparator()
        reroll = menu.addAction(Sheet.tr("Reroll this die"))
        reroll.triggered.connect(lambda _=False, p=view.pid, i=position: self.apply(
            steps.RerollDie(pool=p, index=i).step()))
        remove = menu.addAction(Sheet.tr("Remove this die"))
        remove.triggered.connect(lambda _=False, p=view.pid, i=position: self.apply(
            steps.RemoveDie(pool=p, index=i).step()))

    def popup(self, index: int, pos: QPoint, hit: Hit | None) -> QMenu:
        """Everything one can do to an item, for the mouse (right-click) and keyboard (menu key)."""
        menu = QMenu(self.host.dialog_parent())
        char = self.ops.session.char
        actions = self.actions
        clicked = self._die_actions(menu, hit)  # a right-clicked die: its own actions come first
        if index >= 0:
            item = char.items[index]
            if is_activatable(item):  # a passive feature has nothing to use
                use = menu.addAction(Sheet.tr("Use {item}").format(item=item.name))
                use.setEnabled(item.usable)
                use.triggered.connect(lambda: actions.use_item(index))
            if item.is_object:
                equip = menu.addAction(Sheet.tr("Unequip") if item.fields.equipped else Sheet.tr("Equip"))
                equip.triggered.connect(lambda: actions.toggle_equip(index))
            menu.addAction(Sheet.tr("Edit item…")).triggered.connect(lambda: actions.edit_item(index))
            menu.addAction(Sheet.tr("Edit rules…")).triggered.connect(lambda: actions.open_builder(index))
            menu.addAction(Sheet.tr("Duplicate")).triggered.connect(lambda: actions.duplicate_item(index))
            menu.addSeparator()
            menu.addAction(Sheet.tr("Delete item")).triggered.connect(lambda: actions.delete_item(index))
        pools = [v for v in char.pools().values() if not v.hidden and
                 (v.item_index == index or (index < 0 and v.item_index is None))]
        for view in pools:
            menu.addSeparator()
            if view.item_index is not None:
                bonus = menu.addAction(Sheet.tr("{pool}: level-up bonus ({bonus:+d})…").format(
                    pool=view.label, bonus=view.bonus))
                bonus.triggered.connect(lambda _=False, p=view.pid: actions.edit_pool_bonus(p))
            if view.kind == "charge":
                edit = menu.addAction(Sheet.tr("{pool}: set charges ({current}/{most})…").format(
                    pool=view.label, current=view.current, most=view.max))
                edit.triggered.connect(lambda _=False, p=view.pid: actions.edit_charges(p))
                if view.die:
                    roll = menu.addAction(Sheet.tr("{pool}: spend a charge and roll a {die}").format(
                        pool=view.label, die=view.die))
                    roll.triggered.connect(lambda _=False, p=view.pid: self.apply(steps.RollCharge(pool=p).step()))
                continue
            panel = menu.addAction(Sheet.tr("{pool}: open the dice panel…").format(pool=view.label))
            panel.triggered.connect(lambda _=False, p=view.pid: actions.open_dice_panel(p))
            roll_in = menu.addAction(Sheet.tr("{pool}: roll one in").format(pool=view.label))
            roll_in.setEnabled(view.active and len(view.faces) < view.max)
            roll_in.triggered.connect(lambda _=False, p=view.pid: self.apply(steps.RollDie(pool=p).step()))
            if clicked is not None:
                continue  # the clicked die's actions are already at the top
            for position, face in enumerate(view.faces):
                sub = menu.addMenu(Sheet.tr("{pool}: die {position} ({face})").format(
                    pool=view.label, position=position + 1, face=face))
                self._fill_die_menu(sub, view, position, face)
        self.last_menu = menu
        menu.popup(pos)
        return menu
