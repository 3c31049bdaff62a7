"""The window's menus and table controls: File, Edit (undo as the runner's data), Play, Items, View."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QToolBar

from ...engine import steps
from ..theme import THEMES, apply_theme

TABLE_CONTROLS = (
    ("Start encounter", steps.StartEncounter().step(), "Ctrl+E"),
    ("Roll initiative", steps.RollInitiative().step(), "Ctrl+I"),
    ("Start turn", steps.StartTurn().step(), "Ctrl+T"),
    ("End turn", steps.EndTurn().step(), "Ctrl+Shift+T"),
    ("End encounter", steps.EndEncounter().step(), "Ctrl+Shift+E"),
    ("Safe rest", steps.Rest(kind="safe").step(), "Ctrl+Shift+R"),
    ("Field rest", steps.Rest(kind="field").step(), "Ctrl+R"),
)

# Controls that ask first (a preview, a choice, a typed roll): the window method that opens the dialog.
DIALOG_CONTROLS = {"Roll initiative": "open_initiative", "Safe rest": "open_safe_rest", "Field rest": "open_field_rest"}

# What each control does, in the words of the rules it drives (the toolbar's tooltips).
CONTROL_TIPS = {
    "Start encounter": "Start an encounter: fires Encounter Start",
    "Roll initiative": "Roll initiative from your formula, or type what you rolled: fires Initiative and grants "
                       "combat mana",
    "Start turn": "Your turn starts: fires Turn Start (with or without an encounter)",
    "End turn": "Your turn ends: fires Turn End and counts the round",
    "End encounter": "End the encounter: fires Encounter End, unused damage reduction expires, combat mana clears",
    "Safe rest": "Safe rest: HP to max, hit dice back, mana, one wound healed, and what your rules refill "
                 "(shows what will change first)",
    "Field rest": "Field rest: Catch Breath or Make Camp with hit dice, then what your rules refill on a field rest",
}

# Which icon of sheet_app/ui/icons.py each action gets (by its text without "&" and "…").
ACTION_ICONS = {"Start encounter": "startEncounter", "End encounter": "endEncounter",
                "Roll initiative": "rollInitiative", "Start turn": "startTurn", "End turn": "endTurn",
                "Safe rest": "safeRest", "Field rest": "fieldRest", "Attacked": "attacked", "Damage": "damage",
                "Heal": "heal", "Kill": "kill", "Characters": "characters", "Item library": "library",
                "Import character": "import", "Export character": "export", "Export PDF": "pdf", "Print": "print",
                "New item": "newItem", "Edit rules": "rules"}


class Menus:
    """The menu bar and the table-controls toolbar of the sheet window.

    A part of `MainWindow` (sheet/window.py): it uses the window's session, runner and widgets.
    """

    def _action(self, text: str, slot: Callable[[], Any], shortcut: str | QKeySequence.StandardKey | None = None,
                tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setToolTip(f"{tip or text} ({action.shortcut().toString()})" if shortcut else tip or text)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def apply_icons(self) -> None:
        """The icon set (sheet_app/ui/icons.py) on the table controls and the main menu entries, in the
        theme's text colour; run again when the theme changes."""
        from ..icons import icon

        colour = self.palette().color(self.palette().ColorRole.WindowText)
        for action in self.findChildren(QAction):
            name = ACTION_ICONS.get(action.text().replace("&", "").rstrip("…").strip())
            if name is not None:
                action.setIcon(icon(name, colour))
        self.undo_action.setIcon(icon("undo", colour))
        self.redo_action.setIcon(icon("redo", colour))

    def changeEvent(self, event: Any) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange and hasattr(self, "undo_action"):
            self.apply_icons()

    def _build_actions(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addAction(self._action("&Characters…", self.open_characters, "Ctrl+Shift+O"))
        self.characters_menu = file_menu.addMenu("&Switch to")
        self.characters_menu.aboutToShow.connect(self._fill_characters)
        file_menu.addAction(self._action("Item &library…", self.open_item_library, "Ctrl+L"))
        file_menu.addAction(self._action("&Import character…", self._import_character, "Ctrl+O"))
        file_menu.addAction(self._action("&Export character…", self._export_character, "Ctrl+Shift+S"))
        file_menu.addAction(self._action("&Back up library…", self._backup))
        file_menu.addSeparator()
        file_menu.addAction(self._action("Export &PDF…", self._export_pdf, None,
                                         "The character on paper: header, items, pools to tick, rules in words"))
        file_menu.addAction(self._action("&Print…", self.print_sheet, QKeySequence.StandardKey.Print))
        file_menu.addSeparator()
        file_menu.addAction(self._action("&Quit", self.close, QKeySequence.StandardKey.Quit))

        edit = bar.addMenu("&Edit")
        self.undo_action = self._action("&Undo", self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action("&Redo", self.redo, "Ctrl+Shift+Z")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        self.history_menu = edit.addMenu("&History")
        self.history_menu.aboutToShow.connect(self._fill_history)
        edit.addSeparator()
        edit.addAction(self._action("&Find item", lambda: (self.filter.setFocus(), self.filter.selectAll()),
                                    QKeySequence.StandardKey.Find))

        play = bar.addMenu("&Play")
        toolbar = QToolBar("Table controls")
        toolbar.setObjectName("tableControls")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
        self.table_actions: dict[str, QAction] = {}
        for text, step, key in TABLE_CONTROLS:
            opener = DIALOG_CONTROLS.get(text)
            slot = (lambda o=opener: getattr(self, o)()) if opener else (lambda s=step: self.apply(dict(s)))
            action = self._action(text, slot, key, CONTROL_TIPS.get(text, ""))
            play.addAction(action)
            toolbar.addAction(action)
            self.table_actions[text] = action
        play.addSeparator()
        toolbar.addSeparator()
        for text, step, key in (("Attacked…", "attacked", "Ctrl+Shift+A"), ("Damage…", "damage", "Ctrl+Shift+D"),
                                ("Heal…", "heal", "Ctrl+Shift+H")):
            action = self._action(text, lambda s=step, t=text: self.ask_amount(t.rstrip("…"), s), key)
            play.addAction(action)
            toolbar.addAction(action)
            self.table_actions[text] = action
        kill = self._action("Kill", lambda: self.apply(steps.Fire(trigger="onKill").step()), "Ctrl+K",
                            "You killed a foe (fires On Kill)")
        play.addAction(kill)
        toolbar.addAction(kill)
        self.table_actions["Kill"] = kill

        items = bar.addMenu("&Items")
        items.addAction(self._action("&New item…", self.new_item, "Ctrl+N"))
        items.addAction(self._action("&Edit item…", lambda: self._with_current(self.edit_item), "F2"))
        items.addAction(self._action("Edit &rules…", self._builder_for_current, "Ctrl+B"))
        items.addAction(self._action("&Duplicate item", lambda: self._with_current(self.duplicate_item), "Ctrl+D"))
        items.addAction(self._action("De&lete item", lambda: self._with_current(self.delete_item),
                                     QKeySequence.StandardKey.Delete))
        items.addAction(self._action("Move &up", lambda: self._with_current(lambda i: self.move_item(i, -1)),
                                     "Ctrl+Up"))
        items.addAction(self._action("Move do&wn", lambda: self._with_current(lambda i: self.move_item(i, 1)),
                                     "Ctrl+Down"))
        items.addSeparator()
        items.addAction(self._action("Add from the item &library…", self.open_item_library))
        items.addAction(self._action("Add from a &file…", self._add_items_from_file))
        character = bar.addMenu("&Character")
        character.addAction(self.problems_dock.toggleViewAction())

        view = bar.addMenu("&View")
        view.addAction(self.log.toggleViewAction())
        self.real_dice_action = QAction("I roll my own &dice", self, checkable=True)
        self.real_dice_action.setToolTip("Every roll the sheet needs is asked from you: type the faces of your dice")
        self.real_dice_action.setChecked(self.real_dice)
        self.real_dice_action.toggled.connect(self.set_real_dice)
        play.addSeparator()
        play.addAction(self.real_dice_action)
        theme_menu = view.addMenu("&Theme")
        group = QActionGroup(self)
        current = str(self.settings.value("theme", "system"))
        self.theme_actions: dict[str, QAction] = {}
        for name in THEMES:
            action = QAction(name.capitalize(), self, checkable=True)
            action.setChecked(name == current)
            action.triggered.connect(lambda _=False, n=name: self.set_theme(n))
            group.addAction(action)
            theme_menu.addAction(action)
            self.theme_actions[name] = action
        # The Table menu (docs/table.md); its controller, with the network code, is imported on first use.
        table = self.menuBar().addMenu("T&able")
        table.addAction(self._action("&Host a table…", lambda: self.table.host_dialog()))
        table.addAction(self._action("&Join a table…", lambda: self.table.join_dialog()))
        table.addAction(self._action("Party &board", lambda: self.table.show_board()))
        table.addAction(self._action("&Leave the table", lambda: self.table.leave()))

    @property
    def table(self) -> Any:
        """The window's table controller (ui/table) and its status chip, built on first use."""
        controller = getattr(self, "_table_controller", None)
        if controller is None:
            from ..table import install as install_table

            controller = self._table_controller = install_table(self)
        return controller

    def _update_undo_actions(self) -> None:
        # An encounter is started once and ended once: offer only the one that applies.
        running = self.session.char.encounter is not None
        self.table_actions["Start encounter"].setEnabled(not running)
        self.table_actions["End encounter"].setEnabled(running)
        self.undo_action.setEnabled(self.ops.can_undo())
        self.redo_action.setEnabled(self.ops.can_redo())
        undo, redo = self.ops.undo_name(), self.ops.redo_name()
        self.undo_action.setText(f"&Undo {undo}" if undo else "&Undo")
        self.redo_action.setText(f"&Redo {redo}" if redo else "&Redo")

    def _fill_history(self) -> None:
        self.history_menu.clear()
        entries = self.ops.history(30)
        if not entries:
            self.history_menu.addAction("Nothing to undo").setEnabled(False)
        for depth, text in entries:
            action = self.history_menu.addAction(f"Undo to before: {text}")
            action.triggered.connect(lambda _=False, n=depth: [self.undo() for _ in range(n)])

    def set_theme(self, name: str) -> None:
        self.settings.setValue("theme", name)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, name)
        self.view.viewport().update()
        self.header.hp_bar.update()
