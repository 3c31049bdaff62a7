"""The window's d20 rolls and roll modes: the skills and saves panel in its dock, the roll dialog, and the
mode choice on an attack; every roll a `check` step (or an `activate` with `mode`) through the runner.

A part of `MainWindow` (sheet/window.py), built with the runner and the window as its `SheetHost`. It owns
the dock (`dock`, its panel `panel`), the roll dialog open (`roll_dialog`, one at a time) and two window
actions: Play ▸ Skills and saves (Ctrl+J, the keyboard to the list) and Play ▸ Roll with advantage or
disadvantage… (Shift+Enter: the current skill's or save's roll dialog in the list, the current item's
attack mode on the item list). It shows the numbers again after every action, undo and redo
(`SheetDisplay.updated`), painting only rows that changed.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget

from ...engine import steps
from ...i18n import Sheet
from ...views.numbers import save_rows, skill_rows
from ..operations import Operations
from .host import SheetHost, SheetPart
from .numbers_panel import NumbersPanel

if TYPE_CHECKING:
    from ..roll_dialog import RollDialog

FOCUS_KEY = "Ctrl+J"
ASK_KEY = "Shift+Return"


class SheetRolls(SheetPart):
    """Skills, saves and roll modes. `use_with_mode(index, mode, waive)` is how an attack's chosen mode is
    used (the window gives it ItemActions' use)."""

    def __init__(self, ops: Operations, host: SheetHost, use_with_mode: Callable[[int, dict[str, Any]], Any],
                 parent: QObject | None = None):
        super().__init__(ops, host, parent)
        self.use_with_mode = use_with_mode
        self.roll_dialog: RollDialog | None = None
        self.panel = NumbersPanel()
        self.dock = QDockWidget(Sheet.tr("Skills and saves"))
        self.dock.setObjectName("skillsAndSaves")
        self.dock.setWidget(self.panel)
        self.panel.list.rollRequested.connect(self.roll)
        self._shown: tuple[Any, ...] | None = None
        self._fitted = False
        self.focus_action = QAction(Sheet.tr("Ski&lls and saves"), self)
        self.focus_action.setObjectName("focusSkills")
        self.focus_action.setShortcut(QKeySequence(FOCUS_KEY))
        self.focus_action.setToolTip(Sheet.tr("The keyboard to the skills and saves: type a skill's name, Enter rolls"))
        self.focus_action.triggered.connect(self.focus_list)
        self.ask_action = QAction(Sheet.tr("Roll with ad&vantage or disadvantage…"), self)
        self.ask_action.setObjectName("rollWithMode")
        self.ask_action.setShortcuts([QKeySequence(ASK_KEY), QKeySequence("Shift+Enter")])
        self.ask_action.setToolTip(Sheet.tr("Choose advantage or disadvantage (and how many), a DC, and whether "
                                            "Frightened or Taunted applies, for the current skill, save or attack"))
        self.ask_action.triggered.connect(self.ask_current)

    # ---- showing -----------------------------------------------------------------------------------
    def show_numbers(self) -> None:
        """The rows again, when a number or a mode changed (the numbers are kept until a change, so this
        is a comparison when nothing did)."""
        char = self.session.char
        shown = tuple(char.numbers().items())
        if shown == self._shown:
            return
        self._shown = shown
        self.panel.show_rows([*skill_rows(char), *save_rows(char)])

    def focus_list(self) -> None:
        """Ctrl+J: the dock shown and the list with the keyboard."""
        self.dock.show()
        self.dock.raise_()
        self.panel.list.setFocus(Qt.FocusReason.ShortcutFocusReason)

    # ---- rolling -----------------------------------------------------------------------------------
    def roll(self, kind: str, key: str, ask: bool = False) -> Any:
        """Roll a skill check or a save now (its default mode and the conditions apply), or with `ask`
        open the roll dialog first."""
        if ask:
            return self.open_roll(kind, key)
        return self.ops.apply(steps.Check(**{kind: key}).step())

    def open_roll(self, kind: str, key: str) -> RollDialog:
        """The roll dialog for a check or save (`kind` "skill", "save", "stat"), or for the attack of the
        item `key` (`kind` "attack"); its choice applied through the runner."""
        from ..roll_dialog import RollDialog

        previous = self.roll_dialog
        if previous is not None:
            previous.close()
            previous.deleteLater()
        dialog = RollDialog(self.session.char, kind, key, self.host.dialog_parent())
        dialog.chosen.connect(self.ops.apply)
        dialog.modeChosen.connect(lambda mode, waive, i=key: self.use_with_mode(
            int(i), {name: value for name, value in (("mode", mode), ("waive", waive)) if value}))
        dialog.finished.connect(lambda _r, d=dialog: self._closed(d))
        dialog.open()
        self.roll_dialog = dialog
        return dialog

    def _closed(self, dialog: RollDialog) -> None:
        if self.roll_dialog is dialog:
            self.roll_dialog = None
        if self.dock.isVisible() and dialog.kind != "attack":
            self.panel.list.setFocus()  # back to the list: the next skill is a key away

    def open_attack_mode(self, index: int) -> RollDialog | None:
        """The roll dialog for an item's attack; None (and a word in the status bar) when it has none."""
        item = self.session.char.items[index]
        if item.fields.attack is None:
            self.host.show_status(Sheet.tr("{item} has no attack to roll with advantage").format(item=item.name), 6000)
            return None
        return self.open_roll("attack", str(index))

    def ask_current(self) -> RollDialog | None:
        """Shift+Enter: the roll dialog of the current skill or save when the list has the keyboard, else of
        the current item's attack."""
        if self.panel.list.hasFocus():
            current = self.panel.list.current_key()
            return self.open_roll(*current) if current is not None else None
        index = self.host.current_item()
        return self.open_attack_mode(index) if index is not None else None

    # ---- in the window -----------------------------------------------------------------------------
    def add_to(self, play_menu: Any, view_menu: Any, window: Any) -> None:
        """The two actions in the Play menu (and on the window, so their keys work everywhere in it), the
        dock's toggle in the View menu."""
        play_menu.addSeparator()
        play_menu.addAction(self.focus_action)
        play_menu.addAction(self.ask_action)
        window.addAction(self.focus_action)
        window.addAction(self.ask_action)
        view_menu.insertAction(view_menu.actions()[0] if view_menu.actions() else None, self.dock.toggleViewAction())

    def fit(self, window: Any) -> None:
        """The dock as tall as its rows (the log below takes the rest); once, when the window first shows."""
        if not self._fitted and self.dock.isVisible():
            self._fitted = True
            window.resizeDocks([self.dock], [self.panel.rows_height() + 28], Qt.Orientation.Vertical)

    def repaint(self) -> None:
        """The rows in a new theme's colours."""
        self._shown = None
        self.show_numbers()
