"""The window's menus and table controls: File, Edit (undo as the runner's data), Play, Items, View."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QToolBar

from ...engine import steps
from ...i18n import QT_TRANSLATE_NOOP, Sheet, translate
from ..operations import Operations
from ..theme import THEMES, apply_theme
from .files import CharacterFiles
from .host import SheetHost, SheetPart
from .item_actions import ItemActions
from .level_ups import LevelUps
from .new_characters import NewCharacters
from .play import RoundDialogs


@dataclass(frozen=True)
class Control:
    """One table control, declared once. `id` is stable whatever the words say (a translation cannot break
    it): its QAction's objectName, its icon (ui/icons.py) and what code and tests look it up by."""

    id: str
    # `text` and `tip` are marked for translation (QT_TRANSLATE_NOOP) and shown through translate("Sheet", ...)
    text: str  # with its menu mnemonic ("End &turn"); the toolbar and tooltips show it without the "&"
    key: str
    tip: str = ""  # what it does, in the words of the rules it drives (the toolbar's tooltip); else its text
    step: dict[str, Any] | None = None  # applied as it is; None: it asks first (its dialog in DIALOG_CONTROLS)
    separated: bool = False  # a separator before it, in the Play menu and the toolbar


TABLE_CONTROLS = (
    Control("startEncounter", QT_TRANSLATE_NOOP("Sheet", "Start &encounter"), "Ctrl+E",
            QT_TRANSLATE_NOOP("Sheet", "Start an encounter: fires Encounter Start"),
            steps.StartEncounter().step()),
    Control("rollInitiative", QT_TRANSLATE_NOOP("Sheet", "Roll &initiative"), "Ctrl+I",
            QT_TRANSLATE_NOOP("Sheet", "Roll initiative from your formula, or type what you rolled: fires Initiative "
                              "and grants combat mana")),
    Control("startTurn", QT_TRANSLATE_NOOP("Sheet", "&Start turn"), "Ctrl+T",
            QT_TRANSLATE_NOOP("Sheet", "Your turn starts: fires Turn Start (with or without an encounter)"),
            steps.StartTurn().step()),
    Control("endTurn", QT_TRANSLATE_NOOP("Sheet", "End &turn"), "Ctrl+Shift+T",
            QT_TRANSLATE_NOOP("Sheet", "Your turn ends: fires Turn End and counts the round"),
            steps.EndTurn().step()),
    Control("endEncounter", QT_TRANSLATE_NOOP("Sheet", "E&nd encounter"), "Ctrl+Shift+E",
            QT_TRANSLATE_NOOP("Sheet", "End the encounter: fires Encounter End, unused damage reduction expires, "
                              "combat mana clears"),
            steps.EndEncounter().step()),
    Control("safeRest", QT_TRANSLATE_NOOP("Sheet", "Safe &rest"), "Ctrl+Shift+R",
            QT_TRANSLATE_NOOP("Sheet", "Safe rest: HP to max, hit dice back, mana, one wound healed, "
                              "and what your rules refill (shows what will change first)")),
    Control("fieldRest", QT_TRANSLATE_NOOP("Sheet", "&Field rest"), "Ctrl+R",
            QT_TRANSLATE_NOOP("Sheet", "Field rest: Catch Breath or Make Camp with hit dice, then what your rules "
                              "refill on a field rest")),
    Control("attacked", QT_TRANSLATE_NOOP("Sheet", "&Attacked…"), "Ctrl+Shift+A", separated=True),
    Control("damage", QT_TRANSLATE_NOOP("Sheet", "&Damage…"), "Ctrl+Shift+D"),
    Control("heal", QT_TRANSLATE_NOOP("Sheet", "&Heal…"), "Ctrl+Shift+H"),
    Control("kill", QT_TRANSLATE_NOOP("Sheet", "&Kill"), "Ctrl+K",
            QT_TRANSLATE_NOOP("Sheet", "You killed a foe (fires On Kill)"),
            steps.Fire(trigger="onKill").step()),
)

# The themes' names in View ▸ Theme, by the theme's id (ui/theme.py's THEMES).
THEME_NAMES = {"system": QT_TRANSLATE_NOOP("Sheet", "System"), "light": QT_TRANSLATE_NOOP("Sheet", "Light"),
               "dark": QT_TRANSLATE_NOOP("Sheet", "Dark")}

# Controls that ask first (a preview, a choice, a typed roll), by id: the round dialog that opens.
DIALOG_CONTROLS: dict[str, Callable[[RoundDialogs], Any]] = {
    "rollInitiative": RoundDialogs.open_initiative, "safeRest": RoundDialogs.open_safe_rest,
    "fieldRest": RoundDialogs.open_field_rest, "attacked": RoundDialogs.open_attacked,
    "damage": RoundDialogs.open_damage, "heal": RoundDialogs.open_heal,
}


class Menus(SheetPart):
    """The menu bar and the table-controls toolbar of the sheet window.

    A part of `MainWindow` (sheet/window.py), built with the runner, the window as its `SheetHost` and the
    parts whose work its entries start; it owns the menu bar (`bar`), the toolbar (`toolbar`) and their
    actions, which the window puts in place. `themeChanged` asks the window to repaint what it draws itself.
    """

    themeChanged = Signal(str)

    def __init__(self, ops: Operations, host: SheetHost, *, items: ItemActions, files: CharacterFiles,
                 play: RoundDialogs, table: Callable[[], Any], docks: list[QAction],
                 table_if_any: Callable[[], Any] = lambda: None, parent: QObject | None = None):
        super().__init__(ops, host, parent)
        self.items, self.files, self.play, self.table = items, files, play, table
        self.table_if_any = table_if_any  # the table controller if one was built, without building it
        self.iconed: dict[str, QAction] = {}  # id -> action, for the actions with an icon of ui/icons.py
        self.bar = QMenuBar()
        self.toolbar = QToolBar(Sheet.tr("Table controls"))
        self._build(docks)

    def _action(self, text: str, slot: Callable[[], Any], shortcut: str | QKeySequence.StandardKey | None = None,
                tip: str = "", key: str = "") -> QAction:
        """An action; `key`, its stable id, names it (objectName) and its icon when ui/icons.py draws one."""
        from ..icons import SHAPES

        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        plain = (tip or text).replace("&&", "\0").replace("&", "").replace("\0", "&")
        action.setToolTip(f"{plain} ({action.shortcut().toString()})" if shortcut else plain)
        action.triggered.connect(lambda _checked=False: slot())
        if key:
            action.setObjectName(key)
            if key in SHAPES:
                self.iconed[key] = action
        return action

    def apply_icons(self) -> None:
        """The icon set (sheet_app/ui/icons.py) on the table controls and the main menu entries, in the
        theme's text colour; run again when the theme changes."""
        from ..icons import icon

        palette = self.host.dialog_parent().palette()
        colour = palette.color(palette.ColorRole.WindowText)
        for key, action in self.iconed.items():
            action.setIcon(icon(key, colour))

    def _build(self, docks: list[QAction]) -> None:
        items, files, play = self.items, self.files, self.play
        file_menu = self.bar.addMenu(Sheet.tr("&File"))
        file_menu.setObjectName("fileMenu")
        file_menu.addAction(self._action(Sheet.tr("&Characters…"),
                                         files.open_characters, "Ctrl+Shift+O", key="characters"))
        self.characters_menu = file_menu.addMenu(Sheet.tr("&Switch to"))
        self.characters_menu.aboutToShow.connect(lambda: files.fill_characters(self.characters_menu))
        file_menu.addAction(self._action(Sheet.tr("Item &library…"), files.open_item_library, "Ctrl+L", key="library"))
        file_menu.addAction(self._action(Sheet.tr("&Import character…"),
                                         files.ask_import_character, "Ctrl+O", key="import"))
        file_menu.addAction(self._action(Sheet.tr("&Export character…"), files.ask_export_character, "Ctrl+Shift+S",
                                         key="export"))
        file_menu.addAction(self._action(Sheet.tr("Import &Foundry content…"),
                                         files.ask_import_content, key="importContent"))
        file_menu.addAction(self._action(Sheet.tr("C&ontent…"), files.open_content, "Ctrl+Shift+K", key="content"))
        file_menu.addAction(self._action(Sheet.tr("&Back up library…"), files.backup))
        file_menu.addSeparator()
        file_menu.addAction(self._action(Sheet.tr("Export &PDF…"), files.ask_export_pdf, None,
                                         Sheet.tr("The character on paper: header, items, pools to tick, rules in "
                                                  "words"),
                                         key="pdf"))
        file_menu.addAction(self._action(Sheet.tr("Pri&nt…"),
                                         files.print_sheet, QKeySequence.StandardKey.Print, key="print"))
        file_menu.addSeparator()
        file_menu.addAction(self._action(Sheet.tr("&Quit"), self.host.close, QKeySequence.StandardKey.Quit))

        edit = self.bar.addMenu(Sheet.tr("&Edit"))
        edit.setObjectName("editMenu")
        # Undo's and Redo's words again at once: a character's creation, undone, changes them without an action
        self.undo_action = self._action(Sheet.tr("&Undo"),
                                        lambda: self._undo(1), QKeySequence.StandardKey.Undo, key="undo")
        self.redo_action = self._action(Sheet.tr("&Redo"), self._redo, "Ctrl+Shift+Z", key="redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        self.history_menu = edit.addMenu(Sheet.tr("&History"))
        self.history_menu.aboutToShow.connect(self._fill_history)
        edit.addSeparator()
        edit.addAction(self._action(Sheet.tr("&Find item"), self.host.focus_filter, QKeySequence.StandardKey.Find))

        play_menu = self.bar.addMenu(Sheet.tr("&Play"))
        play_menu.setObjectName("playMenu")
        self.play_menu = play_menu  # the window adds the rolls' entries (sheet/rolls.py)
        self._build_controls(play_menu)

        menu = self.bar.addMenu(Sheet.tr("&Items"))
        menu.setObjectName("itemsMenu")
        menu.addAction(self._action(Sheet.tr("&New item…"), items.new_item, "Ctrl+N", key="newItem"))
        menu.addAction(self._action(Sheet.tr("&Edit item…"), lambda: items.with_current(items.edit_item), "F2"))
        menu.addAction(self._action(Sheet.tr("Edit &rules…"), items.builder_for_current, "Ctrl+B", key="rules"))
        menu.addAction(self._action(Sheet.tr("&Duplicate item"),
                                    lambda: items.with_current(items.duplicate_item), "Ctrl+D"))
        menu.addAction(self._action(Sheet.tr("De&lete item"), lambda: items.with_current(items.delete_item),
                                    QKeySequence.StandardKey.Delete))
        menu.addAction(self._action(Sheet.tr("Move &up"), lambda: items.with_current(lambda i: items.move_item(i, -1)),
                                    "Ctrl+Up"))
        menu.addAction(self._action(Sheet.tr("Move do&wn"), lambda: items.with_current(lambda i: items.move_item(i, 1)),
                                    "Ctrl+Down"))
        menu.addSeparator()
        menu.addAction(self._action(Sheet.tr("Add from the &item library…"), files.open_item_library))
        menu.addAction(self._action(Sheet.tr("Add from a &file…"), items.add_items_from_files))
        character = self.bar.addMenu(Sheet.tr("&Character"))
        character.setObjectName("characterMenu")
        self.new_characters = NewCharacters(self.ops, self.host, files, self)  # sheet/new_characters.py
        self.new_characters.changed.connect(self.update_actions)
        character.addAction(self._action(Sheet.tr("&New character…"), self.new_characters.open_new_character,
                                         "Ctrl+Shift+N",
                                         Sheet.tr("A level-1 character from your imported content: class, ancestry, "
                                                  "background, stats, starting items"), key="newCharacter"))
        character.addSeparator()
        self.levels = LevelUps(self.ops, self.host, self)  # Level up… and Level down (sheet/level_ups.py)
        character.addAction(self._action(Sheet.tr("&Level up…"),
                                         self.levels.open_level_up, "Ctrl+Shift+L", key="levelUp"))
        character.addAction(self._action(Sheet.tr("Level &down"), self.levels.level_down, None,
                                         Sheet.tr("Take back the last level of the history"), key="levelDown"))
        problems, log = docks
        character.addAction(problems)

        view = self.bar.addMenu(Sheet.tr("&View"))
        view.setObjectName("viewMenu")
        self.view_menu = view
        view.addAction(log)
        play_menu.addSeparator()
        play_menu.addAction(play.real_dice_action)
        self._build_themes(view.addMenu(Sheet.tr("&Theme")))
        # The Table menu (docs/table.md); its controller, with the network code, is imported on first use.
        table = self.bar.addMenu(Sheet.tr("T&able"))
        table.setObjectName("tableMenu")
        table.addAction(self._action(Sheet.tr("&Host a table…"), lambda: self.table().host_dialog()))
        table.addAction(self._action(Sheet.tr("&Join a table…"), lambda: self.table().join_dialog()))
        self.board_action = self._action(Sheet.tr("Party &board"), lambda: self.table().show_board())
        self.leave_action = self._action(Sheet.tr("&Leave the table"), lambda: self.table().leave())
        table.addAction(self.board_action)
        table.addAction(self.leave_action)
        table.aboutToShow.connect(self.update_table_menu)
        self.update_table_menu()
        from .language_menu import build_language_menu

        self.language_actions = build_language_menu(self, view)  # View ▸ Language (sheet/language_menu.py)

    def update_table_menu(self) -> None:
        """Party board only while hosting, Leave only at a table (the controller, with the network code, is
        not built to find out: no controller is no table)."""
        table = self.table_if_any()
        hosting = table is not None and table.board is not None
        joined = table is not None and (table.client is not None or table.server is not None)
        self.board_action.setEnabled(hosting)
        self.leave_action.setEnabled(joined)
        self.board_action.setToolTip(Sheet.tr("The party board of the table you host") if hosting
                                     else Sheet.tr("Host a table first (Table ▸ Host a table…)"))
        self.leave_action.setToolTip(Sheet.tr("Stop sharing or hosting") if joined
                                     else Sheet.tr("You are not at a table"))

    def _build_controls(self, play_menu: QMenu) -> None:
        """TABLE_CONTROLS in the Play menu and the toolbar: each applies its step, or opens its dialog."""
        toolbar = self.toolbar
        toolbar.setObjectName("tableControls")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.table_actions: dict[str, QAction] = {}
        for control in TABLE_CONTROLS:
            opener = DIALOG_CONTROLS.get(control.id)
            slot = ((lambda o=opener: o(self.play)) if opener is not None
                    else (lambda s=control.step: self.ops.apply(dict(s or {}))))
            tip = translate("Sheet", control.tip) if control.tip else ""
            action = self._action(translate("Sheet", control.text), slot, control.key, tip, key=control.id)
            if control.separated:
                play_menu.addSeparator()
                toolbar.addSeparator()
            play_menu.addAction(action)
            toolbar.addAction(action)
            self.table_actions[control.id] = action

    def _build_themes(self, theme_menu: QMenu) -> None:
        group = QActionGroup(self)
        current = str(self.host.settings.value("theme", "system"))
        self.theme_actions: dict[str, QAction] = {}
        for name in THEMES:
            action = QAction(translate("Sheet", THEME_NAMES.get(name, name.capitalize())), self, checkable=True)
            action.setObjectName(f"theme-{name}")
            action.setChecked(name == current)
            action.triggered.connect(lambda _=False, n=name: self.set_theme(n))
            group.addAction(action)
            theme_menu.addAction(action)
            self.theme_actions[name] = action

    def _undo(self, steps: int) -> None:
        for _ in range(steps):
            self.ops.undo()
        self.update_actions()

    def _redo(self) -> None:
        self.ops.redo()
        self.update_actions()

    def update_actions(self) -> None:
        """Undo and Redo named after what they take back, and the encounter's controls, as the session is."""
        # An encounter is started once and ended once: offer only the one that applies.
        running = self.ops.session.char.encounter is not None
        self.table_actions["startEncounter"].setEnabled(not running)
        self.table_actions["endEncounter"].setEnabled(running)
        self.undo_action.setEnabled(self.ops.can_undo())
        self.redo_action.setEnabled(self.ops.can_redo())
        undo, redo = self.ops.undo_name(), self.ops.redo_name()
        self.undo_action.setText(Sheet.tr("&Undo {action}").format(action=undo) if undo else Sheet.tr("&Undo"))
        self.redo_action.setText(Sheet.tr("&Redo {action}").format(action=redo) if redo else Sheet.tr("&Redo"))

    def _fill_history(self) -> None:
        self.history_menu.clear()
        entries = self.ops.history(30)
        if not entries:
            self.history_menu.addAction(Sheet.tr("Nothing to undo")).setEnabled(False)
        for depth, text in entries:
            action = self.history_menu.addAction(Sheet.tr("Undo to before: {action}").format(action=text))
            action.triggered.connect(lambda _=False, n=depth: self._undo(n))

    def set_theme(self, name: str) -> None:
        self.host.settings.setValue("theme", name)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, name)
        self.themeChanged.emit(name)
