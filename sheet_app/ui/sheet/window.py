"""The sheet window: header, item list with pills and dice trays, table controls, log, undo."""
from __future__ import annotations

import dataclasses

from typing import Any, Callable

from PySide6.QtCore import QPoint, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QApplication, QDockWidget, QFileDialog, QFrame, QHBoxLayout, QLabel, QLineEdit,
                               QMainWindow, QMenu, QPushButton, QToolBar, QVBoxLayout, QWidget)

from ...engine.actions import describe_step
from ...engine.activation import manual_consumers_of
from ...engine.lint import Problem, lint_character
from ...engine.model import DiceConsumer, die_faces
from ...engine.session import ChangeSet, Result, Session
from ...engine.world import MAX_POOL_DICE
from ..dialogs import AmountDialog, ChargeEditor, PoolBonusDialog
from .header import Header
from ...views.rows import build_rows, is_activatable
from .items_model import ROW_ROLE, ItemsFilter, ItemsModel
from .items_view import Hit, ItemsView
from .log_dock import LogDock
from ..operations import Operations
from .problems import ProblemsPanel
from ..theme import THEMES, apply_theme

FLASH_MS = 1500

TABLE_CONTROLS = (
    ("Start encounter", {"do": "startEncounter"}, "Ctrl+E"),
    ("Roll initiative", {"do": "rollInitiative"}, "Ctrl+I"),
    ("Start turn", {"do": "startTurn"}, "Ctrl+T"),
    ("End turn", {"do": "endTurn"}, "Ctrl+Shift+T"),
    ("End encounter", {"do": "endEncounter"}, "Ctrl+Shift+E"),
    ("Safe rest", {"do": "rest", "kind": "safe"}, "Ctrl+Shift+R"),
    ("Field rest", {"do": "rest", "kind": "field"}, "Ctrl+R"),
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


class MessageBar(QFrame):
    """A non-modal message above the item list (refusals, conflicts); it never blocks play."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAccessibleName("Message")
        layout.addWidget(self.text, 1)
        self.action = QPushButton()
        self.action.setAccessibleName("Message action")
        self.action.hide()
        layout.addWidget(self.action)
        close = QPushButton("✕")
        close.setAccessibleName("Dismiss message")
        close.setFlat(True)
        close.clicked.connect(self.hide)
        layout.addWidget(close)
        self._callback: Callable[[], None] | None = None
        self.action.clicked.connect(self._act)
        self.hide()

    def show_message(self, text: str, *, error: bool = True, action: str = "",
                     callback: Callable[[], None] | None = None) -> None:
        self.text.setText(text)
        self.setStyleSheet("#messageBar { background: %s; border-radius: 4px; }"
                           % ("rgba(198, 40, 40, 0.16)" if error else "rgba(46, 125, 50, 0.16)"))
        self._callback = callback
        self.action.setText(action)
        self.action.setVisible(bool(action))
        self.show()

    def _act(self) -> None:
        self.hide()
        if self._callback is not None:
            self._callback()


# Which icon of sheet_app/ui/icons.py each action gets (by its text without "&" and "…").
ACTION_ICONS = {"Start encounter": "startEncounter", "End encounter": "endEncounter",
                "Roll initiative": "rollInitiative", "Start turn": "startTurn", "End turn": "endTurn",
                "Safe rest": "safeRest", "Field rest": "fieldRest", "Attacked": "attacked", "Damage": "damage",
                "Heal": "heal", "Kill": "kill", "Characters": "characters", "Item library": "library",
                "Import character": "import", "Export character": "export", "Export PDF": "pdf", "Print": "print",
                "New item": "newItem", "Edit rules": "rules"}


def default_size(screen: Any) -> tuple[int, int]:
    """1280×800, or less on a smaller screen: the window with its title bar and frame (about 40 px
    the window manager adds) fits the screen's free area (a 1280×800 screen with its panel)."""
    if screen is None:
        return 1280, 800
    free = screen.availableGeometry()
    return max(640, min(1280, free.width() - 16)), max(480, min(800, free.height() - 40))


class MainWindow(QMainWindow):
    """One character's sheet. Every change goes through `apply` (or undo/redo)."""

    applied = Signal(object)  # the engine Result of each successful action, undo or redo

    def __init__(self, session: Session, *, library: Any = None, character_id: str | None = None,
                 settings: QSettings | None = None, log_lines: list[Any] | None = None):
        super().__init__()
        # The one door (ui/operations.py): every action, undo and redo; the window shows what it announces.
        self.ops = Operations(session, library=library, character_id=character_id, parent=self)
        self.ops.applied.connect(self.after)
        self.ops.undone.connect(lambda result, record: self._moved(result, record, undo=True))
        self.ops.redone.connect(lambda result, record: self._moved(result, record, undo=False))
        self.ops.refused.connect(lambda result, _step, handled: None if handled else self.refused(result))
        self.settings = settings or QSettings("sheet-app", "sheet-app")
        self.problems: list[Problem] = []
        self.charge_editor: ChargeEditor | None = None
        self.setWindowTitle(f"{session.char.name} — sheet-app")
        self.resize(*default_size(self.screen()))
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(lambda: self.model.set_flash(set()))
        self._build()
        if log_lines:  # from the library: text, or (text, record key) pairs
            self.log.load(log_lines)
            self.log.bind_history(session.undo_stack, session.redo_stack)
        self.log.add(session.load_log)
        self.reload_all()
        if self.problems:
            self.show_problems_dock()
        self._restore_layout()
        # Keys go to the item list, not the name box: Ctrl+Z and typing must not edit the name. The
        # current row is the first item one can use, so Enter does something from the start.
        self._select_first_usable()
        self.view.setFocus()
        from .. import reliability

        reliability.install(self)  # the read-only banner and Help ▸ Copy diagnostics

    @property
    def session(self) -> Session:
        return self.ops.session

    @session.setter
    def session(self, session: Session) -> None:
        self.ops.set_session(session)

    @property
    def library(self) -> Any:
        return self.ops.library

    @library.setter
    def library(self, library: Any) -> None:
        self.ops.library = library

    @property
    def character_id(self) -> str | None:
        return self.ops.character_id

    @character_id.setter
    def character_id(self, character_id: str | None) -> None:
        self.ops.character_id = character_id

    def _select_first_usable(self) -> None:
        proxy = self.view.model()
        first = None
        for g in range(proxy.rowCount()):
            group = proxy.index(g, 0)
            for r in range(proxy.rowCount(group)):
                index = proxy.index(r, 0, group)
                row = index.data(ROW_ROLE)
                if row is not None and first is None:
                    first = index
                if row is not None and row.activatable and row.usable:
                    self.view.setCurrentIndex(index)
                    return
        if first is not None:
            self.view.setCurrentIndex(first)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not getattr(self, "_sized_log", False):
            self._sized_log = True
            # A wide window without a saved layout: the rows keep their pools beside Use, so the log
            # beside them takes the extra width (long lines wrap less).
            if self.settings.value("window/state") is None and self.width() >= 1600:
                self.resizeDocks([self.log], [min(640, self.width() - 1280)], Qt.Orientation.Horizontal)

    def _restore_layout(self) -> None:
        geometry, state = self.settings.value("window/geometry"), self.settings.value("window/state")
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)
            self.problems_dock.setVisible(bool(self.problems))  # shown when there is something to see

    def closeEvent(self, event: Any) -> None:
        """Commit a header field still being typed in, then stop listening, and remember the layout."""
        self.header.finish_editing()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        super().closeEvent(event)

    # ---- building -----------------------------------------------------------------------------
    def _build(self) -> None:
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        self.header = Header(self.apply)
        self.header.hit_dice_requested.connect(self.open_hit_dice)
        layout.addWidget(self.header)
        self.message = MessageBar()
        layout.addWidget(self.message)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText("Filter items and pools…  (Ctrl+F)")
        self.filter.setAccessibleName("Filter items")
        self.filter.setClearButtonEnabled(True)
        layout.addWidget(self.filter)
        self.model = ItemsModel(self)
        self.proxy = ItemsFilter(self)
        self.proxy.setSourceModel(self.model)
        self.view = ItemsView()
        self.view.setModel(self.proxy)
        layout.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.filter.textChanged.connect(self._filter_changed)
        self.filter.returnPressed.connect(self.go_to_first_match)  # Enter or Down: on to the list
        down = QAction("First match", self.filter)
        down.setShortcut(QKeySequence(Qt.Key.Key_Down))
        down.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        down.triggered.connect(self.go_to_first_match)
        self.filter.addAction(down)

        delegate = self.view.delegate
        delegate.useClicked.connect(self.use_item)
        delegate.equipClicked.connect(self.toggle_equip)
        delegate.pillClicked.connect(self.edit_charges)
        delegate.dieClicked.connect(lambda pid, _i: self.open_dice_panel(pid))
        delegate.trayClicked.connect(self.open_dice_panel)
        delegate.rollInClicked.connect(lambda pid: self.apply({"do": "rollDie", "pool": pid}))
        delegate.bonusClicked.connect(self.edit_pool_bonus)
        self.view.useRequested.connect(self.use_item)
        self.view.menuRequested.connect(self.item_menu)
        self.view.doubleClicked.connect(self._double_clicked)

        self.log = LogDock(self)
        self.log.export_button.clicked.connect(self._export_log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.problems_dock = QDockWidget("Problems", self)
        self.problems_dock.setObjectName("problems")
        self.problems_list = ProblemsPanel()
        self.problems_list.openRequested.connect(self.open_problem)
        self.problems_dock.setWidget(self.problems_list)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.problems_dock)
        self.problems_dock.hide()
        self._build_actions()
        self.apply_icons()
        self.statusBar().showMessage("Ready")

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
        kill = self._action("Kill", lambda: self.apply({"do": "fire", "trigger": "onKill"}), "Ctrl+K",
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
        from ..table import install as install_table  # the Table menu and its status chip (docs/table.md)
        self.table = install_table(self)

    # ---- the one way to change things ---------------------------------------------------------
    def apply(self, step: dict[str, Any], *, faces: list[int] | None = None) -> Result:
        """Apply an action; show what it changed, or why it was refused (`faces`: a preview's rolls). With
        "I roll my own dice" on, an action that rolls first asks for the faces (the result is then `pending`)."""
        if faces is None and self.ask_dice(step, lambda: self.apply(step)):
            return Result(False, code="pending", message="waiting for the dice you roll")
        return self.ops.apply(step, faces=faces)

    def after(self, result: Result, step: dict[str, Any] | None = None) -> None:
        """Show the outcome of an action the runner applied (whoever asked: window, dice panel, builder)."""
        if not result.ok:
            self.refused(result)
            return
        self.message.hide()
        self.log.add(result.log or [f"{describe_step(step or {}, self.session.char)}: nothing changed"], result.record)
        self.statusBar().showMessage(result.log[-1] if result.log else "Nothing changed", 8000)
        self.refresh(result.changes)
        self.applied.emit(result)

    def refused(self, result: Result) -> None:
        text = result.message or result.code
        conflict = result.code == "commitFailed" and "another window" in text
        self.message.show_message(text, action="Reload" if conflict else "",
                                  callback=self.reload_from_library if conflict else None)
        self.log.add([f"Refused: {text}"], kind="refused")
        self.statusBar().showMessage(f"Refused: {text}", 8000)
        # The field or toggle that asked may already show the refused value: show the character again.
        self.header.show_session(self.session)

    def undo(self) -> None:
        self.ops.undo()

    def redo(self) -> None:
        self.ops.redo()

    def _moved(self, result: Result, record: Any, *, undo: bool) -> None:
        """An undo or redo, from any widget: its log lines are struck through (or restored)."""
        self.log.strike(record, undo)
        self.log.add(result.log, kind="undo")
        self.statusBar().showMessage(result.log[-1], 8000)
        self.refresh(result.changes)
        self.applied.emit(result)

    # ---- showing ------------------------------------------------------------------------------
    def reload_all(self) -> None:
        """Rebuild everything from the session (on open, or after the items themselves changed)."""
        self._install_roller()
        self.problems = lint_character(self.session.char)
        self._show_problems()
        self.header.show_session(self.session)
        groups = build_rows(self.session, self.problems)
        self.model.reset(groups)
        self.view.expand_groups(all_groups=bool(self.filter.text()))
        self._update_undo_actions()
        self.setWindowTitle(f"{self.session.char.name} — sheet-app")

    def refresh(self, changes: ChangeSet) -> None:
        """Redraw what a change-set names: the header, and only the rows it touched."""
        self.header.show_session(self.session)
        relint = bool(changes.items) or bool(changes.header & {"level", "stats", "keyStats", "hp", "mana",
                                                                "wounds", "items"})
        if relint:
            problems = lint_character(self.session.char)
            if [p.line() for p in problems] != [p.line() for p in self.problems]:
                self.problems = problems
                self._show_problems()
                changes = ChangeSet(changes.pools, set(range(len(self.session.char.items))), changes.header)
        pools = self.session.char.pools()
        touched = set(changes.items)
        for pid in changes.pools:
            view = pools.get(pid)
            touched.add(view.item_index if view is not None and view.item_index is not None else -1)
        groups = build_rows(self.session, self.problems)
        if "items" in changes.header or not self.model.same_shape(groups):
            self.model.reset(groups)
            self.view.expand_groups(all_groups=bool(self.filter.text()))
        else:
            # A pool shared by several items changes whether *their* Use can pay: redraw those too
            # (without flashing them: the action did not change them).
            shown = {row.index: row.blocked for row in self.model.rows()}
            follow = {row.index for rows in groups.values() for row in rows if shown.get(row.index) != row.blocked}
            self.model.update_rows(groups, touched | follow)
        self.model.set_flash(touched)
        self._flash_timer.start(FLASH_MS)
        if self.charge_editor is not None and self.charge_editor.isVisible():
            view = pools.get(self.charge_editor.pid)
            if view is not None:
                self.charge_editor.show_values(view.current, view.max)
        self._update_undo_actions()
        self.setWindowTitle(f"{self.session.char.name} — sheet-app")

    def _show_problems(self) -> None:
        shown = len(self.problems_list.problems)
        self.problems_list.show_problems(self.problems, self.session.char.items)
        self.problems_dock.setWindowTitle(f"Problems ({len(self.problems)})")
        if len(self.problems) > shown:
            self.show_problems_dock()  # new problems are shown; the player may close the list again
        elif not self.problems and shown:
            self.problems_dock.hide()  # the last one fixed: no empty "Problems (0)" left open

    def show_problems_dock(self) -> None:
        if not self.problems_dock.isVisible():
            self.problems_dock.show()
            # Share the side with the log, half each, so a long list is readable.
            self.resizeDocks([self.log, self.problems_dock], [1, 1], Qt.Orientation.Vertical)

    def open_problem(self, problem: Any) -> Any:
        """Open the Rules Builder on the problem's item, at its rule and field."""
        builder = self.open_builder(problem.item_index)
        if builder is not None and problem.rule is not None and problem.rule < len(builder.draft.uids):
            card = builder.cards.get(builder.draft.uids[problem.rule])
            if card is not None:
                card.focus_field(problem.field)
                builder.scroll_area.ensureWidgetVisible(card, 20, 20)
        return builder

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

    def _filter_changed(self, text: str) -> None:
        self.proxy.set_text(text)
        self.view.expand_groups(all_groups=bool(text))

    def go_to_first_match(self) -> None:
        """From the filter box to the first item it shows, selected, with the keyboard in the list."""
        first = self.proxy.first_match()
        if not first.isValid():
            self.statusBar().showMessage("No item matches the filter", 4000)
            return
        self.view.setCurrentIndex(first)
        self.view.scrollTo(first)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    # ---- item interactions ---------------------------------------------------------------------
    def _item_key(self, index: int) -> str:
        item = self.session.char.items[index]
        return item.fields.id or item.fields.name

    def manual_pool(self, index: int) -> tuple[str, int] | None:
        """The pool and rule of the first active manual dice consumer on an item, if any."""
        char = self.session.char
        for entry in manual_consumers_of(char, index)[:1]:
            return char.pool_ref(index, entry.model.poolIdentifier, entry.model.poolScope), entry.index
        return None

    def use_item(self, index: int) -> None:
        """Use an item; one with an attack first offers Combat Dice (when the character has a die-sized
        charge pool), one with a manual dice spend opens the dice panel before anything commits."""
        if index < 0:
            return
        from ..combat_dice import CombatDiceDialog, charge_dice_pools

        item = self.session.char.items[index]
        if item.fields.attack is not None and item.usable and charge_dice_pools(self.session.char):
            dialog = CombatDiceDialog(self.session, index, self)
            dialog.chosen.connect(lambda dice, i=index: self._use(i, dice))
            dialog.open()
            self.round_dialog = dialog
            return
        self._use(index, None)

    def _use(self, index: int, charge_dice: dict[str, Any] | None) -> None:
        extra = {"chargeDice": charge_dice} if charge_dice else {}
        manual = self.manual_pool(index)
        if manual is not None and self._dice_panel_class() is not None:
            self.open_dice_panel(manual[0], item=self._item_key(index), consumer=(index, manual[1]), extra=extra)
            return
        step = {"do": "activate", "item": self._item_key(index), **extra}
        if self.session.char.items[index].fields.attack is not None and self._has_card_offers():
            # The player's own dice are asked for first; the attack is then worked out on them.
            if not self.ask_dice(step, lambda: self.attack(index, step)):
                self.attack(index, step)
            return
        self.apply(step)

    def _has_card_offers(self) -> bool:
        return any(isinstance(entry.model, DiceConsumer) and entry.model.cardOffer is not None
                   for _index, entry in self.session.char.rules())

    def attack(self, index: int, step: dict[str, Any]) -> Any:
        """An attack that may make card offers (engine.md §4.4): roll it without committing; when its outcome
        makes one, show the result with the offer before anything commits, else commit it as rolled."""
        from ..attack_offers import AttackResult, offers_for

        from ...engine.dice import TableRoller

        roller = self.session.roller
        typed = list(roller.faces) if isinstance(roller, TableRoller) and roller.loaded else None
        seen = self.ops.preview(step)
        if typed is not None and seen.ok:
            # Every face the player typed for this action (its triggers' too) is replayed by the commit.
            seen = dataclasses.replace(seen, faces=typed)
        if not seen.ok:
            self.refused(Result(False, code=seen.code, message=seen.message))
            return None
        offers = offers_for(self.session, index, seen)
        if not offers:
            self.apply(step, faces=seen.faces)
            return None
        previous = getattr(self, "attack_result", None)
        if previous is not None:
            previous.close()
            previous.deleteLater()
        dialog = AttackResult(self.ops, step, seen, offers, self)  # its commit is announced by the runner
        dialog.open()
        self.attack_result = dialog
        return dialog

    def toggle_equip(self, index: int) -> None:
        item = self.session.char.items[index]
        self.apply({"do": "equip", "item": self._item_key(index), "on": not item.fields.equipped})

    def edit_charges(self, pid: str, pos: QPoint | None = None) -> None:
        view = self.session.char.pools().get(pid)
        if view is None:
            return
        if self.charge_editor is not None:
            self.charge_editor.close()
        self.charge_editor = ChargeEditor(pid, view.label, view.current, view.max, self.apply, self)
        self.charge_editor.adjustSize()
        if pos is not None and not pos.isNull():
            self.charge_editor.move(pos)
        self.charge_editor.show()
        self.charge_editor.value.setFocus()

    @staticmethod
    def _dice_panel_class() -> Any:
        try:
            from ..dice_panel import DicePanel
        except ImportError:  # pragma: no cover - the panel ships with the app
            return None
        return DicePanel

    def edit_pool_bonus(self, pid: str) -> PoolBonusDialog | None:
        """Edit the level-up bonus of a pool's identifier (poolBonuses); OK applies one undoable `set`."""
        view = self.session.char.pools().get(pid)
        if view is None:
            return None
        dialog = PoolBonusDialog(view.identifier, view.label, view.bonus, view.pre_bonus, self,
                                 cap=MAX_POOL_DICE if view.kind == "dice" else None)
        dialog.chosen.connect(self.apply)
        dialog.open()
        self.bonus_dialog = dialog
        return dialog

    def open_dice_panel(self, pid: str, *, item: str | None = None, consumer: tuple[int, int] | None = None,
                        extra: dict[str, Any] | None = None) -> Any:
        panel_class = self._dice_panel_class()
        if panel_class is None:
            return None
        previous = getattr(self, "dice_panel", None)
        if previous is not None:
            previous.close()
            previous.deleteLater()  # one panel at a time; closed ones do not pile up
        panel = panel_class(self.ops, pid, self, item=item, consumer=consumer)  # announced by the runner
        panel.activation_extra = dict(extra or {})  # Combat Dice chosen before the panel opened
        panel.dice_gate = self.ask_dice  # the player's own dice for the panel's rolls too
        panel.open()
        self.dice_panel = panel
        return panel

    def open_builder(self, index: int) -> Any:
        try:
            from ..builder import RulesBuilder
        except ImportError:  # pragma: no cover - the builder ships with the app
            return None
        builder = RulesBuilder(self.ops, index, self)
        builder.open()
        self.builder = builder
        return builder

    def _current_item(self) -> int | None:
        row = self.view.currentIndex().data(Qt.ItemDataRole.UserRole + 1)
        return row.index if row is not None and row.index >= 0 else None

    def _with_current(self, slot: Callable[[int], Any]) -> None:
        index = self._current_item()
        if index is None:
            self.statusBar().showMessage("Select an item first", 4000)
            return
        slot(index)

    def new_item(self) -> Any:
        from ..item_editor import ItemEditor

        editor = ItemEditor(self.ops, None, self)
        # The new item (added last) is selected and on screen, so Ctrl+B or Enter goes on with it.
        editor.applied.connect(lambda _result: self._select_item(len(self.session.char.items) - 1))
        editor.rules_button.clicked.connect(lambda: self._rules_from_editor(editor))
        editor.open()
        self.item_editor = editor
        return editor

    def edit_item(self, index: int) -> Any:
        from ..item_editor import ItemEditor

        editor = ItemEditor(self.ops, index, self)
        editor.rules_button.clicked.connect(lambda: self._rules_from_editor(editor))
        editor.open()
        self.item_editor = editor
        return editor

    def _rules_from_editor(self, editor: Any) -> Any:
        """"Edit rules…" in the item editor: its edits are applied first (a new item is added), then
        the Rules Builder opens on the item; a problem in the editor keeps it open and says why."""
        editor.apply()
        if editor.isVisible():  # refused: the editor shows the problem
            return None
        index = editor.item_index if editor.item_index is not None else len(self.session.char.items) - 1
        return self.open_builder(index)

    def duplicate_item(self, index: int) -> None:
        self.apply({"do": "duplicateItem", "item": self._item_key(index)})

    def delete_item(self, index: int) -> None:
        self.apply({"do": "deleteItem", "item": self._item_key(index)})

    def move_item(self, index: int, delta: int) -> None:
        target = index + delta
        if 0 <= target < len(self.session.char.items):
            key = self._item_key(index)
            if self.apply({"do": "moveItem", "item": key, "to": target}).ok:
                self._select_item(target)

    def _select_item(self, index: int) -> None:
        """Select the item's row and scroll to it (clearing a filter that hides it)."""
        source = self.model.index_of_item(index)
        if not source.isValid():
            return
        if not self.proxy.mapFromSource(source).isValid() and self.filter.text():
            self.filter.clear()
        shown = self.proxy.mapFromSource(source)
        if shown.isValid():
            self.view.setCurrentIndex(shown)
            self.view.scrollTo(shown)

    def add_item(self, raw: dict[str, Any]) -> Result:
        return self.apply({"do": "addItem", "raw": raw})

    def _add_items_from_file(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, "Add items from files", "", "Items (*.json)")
        for path in paths:
            self.add_items_from_file(path)

    def add_items_from_file(self, path: str) -> int:
        from ...storage.files import FileFormatError, read_document

        try:
            document = read_document(path)
        except FileFormatError as err:
            self.message.show_message(str(err))
            return 0
        if document.kind != "items":
            self.message.show_message(f"{path}: a character file, not items; use File ▸ Import character")
            return 0
        # One action for the whole file: one undo step, one save, however many items it holds.
        result = self.apply({"do": "addItems", "raws": list(document.items)})
        return len(document.items) if result.ok else 0

    def open_characters(self) -> Any:
        if self.library is None:
            return None
        from ..characters import CharactersDialog

        dialog = CharactersDialog(self.library, self.character_id, self)
        dialog.openRequested.connect(self._open_character)
        dialog.open()
        self.characters_dialog = dialog
        return dialog

    def _open_character(self, cid: str, new_window: bool) -> None:
        if not new_window:
            self.switch_to(cid)
            return
        session = self.open_saved(cid)
        if session is None:
            return
        window = MainWindow(session, library=self.library, character_id=cid, settings=self.settings,
                            log_lines=self.library.log_entries(cid))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        self.other_windows = [w for w in getattr(self, "other_windows", []) if w.isVisible()] + [window]

    def open_item_library(self) -> Any:
        if self.library is None:
            return None
        from ..characters import ItemLibraryDialog

        dialog = ItemLibraryDialog(self.library, self.character_id, self, open_builder=self._library_builder,
                                   send=self.add_item, target=lambda: self.session.char.name)
        dialog.show()
        self.item_library = dialog
        return dialog

    def _library_builder(self, session: Session, index: int, done: Callable[[], None]) -> Any:
        try:
            from ..builder import RulesBuilder
        except ImportError:  # pragma: no cover
            return None
        builder = RulesBuilder(session, index, self.item_library if hasattr(self, "item_library") else self)
        builder.applied.connect(lambda _r: done())
        builder.open()
        self.library_builder = builder
        return builder

    def _builder_for_current(self) -> None:
        index = self._current_item()
        if index is not None:
            self.open_builder(index)
        else:
            self.statusBar().showMessage("Select an item first", 4000)

    def _double_clicked(self, proxy_index: Any) -> None:
        row = proxy_index.data(Qt.ItemDataRole.UserRole + 1)
        if row is not None and row.index >= 0:
            self.open_builder(row.index)

    def _die_actions(self, menu: QMenu, hit: Hit | None) -> Any:
        """For a right-clicked die: a heading, then Reroll, Remove and the faces, then a separator."""
        if hit is None or hit.kind != "die" or hit.chip is None:
            return None
        view = self.session.char.pools().get(hit.chip.pid)
        if view is None or not 0 <= hit.die < len(view.faces):
            return None
        face = view.faces[hit.die]
        heading = menu.addAction(f"{view.label}: die {hit.die + 1} shows {face}")
        heading.setEnabled(False)
        self._fill_die_menu(menu, view, hit.die, face, faces_in=menu.addMenu("Set to"))
        menu.addSeparator()
        return view

    def _fill_die_menu(self, menu: QMenu, view: Any, position: int, face: int, faces_in: QMenu | None = None) -> None:
        """Set to 1..N, Reroll and Remove for one die (the faces in `faces_in` when given)."""
        faces = faces_in if faces_in is not None else menu
        for value in range(1, die_faces(view.die or "d4") + 1):
            act = faces.addAction(f"Set to {value}" if faces_in is None else str(value))
            act.setEnabled(value != face)
            act.triggered.connect(lambda _=False, p=view.pid, i=position, v=value: self.apply(
                {"do": "setDie", "pool": p, "index": i, "face": v}))
        if faces_in is None:
            menu.addSeparator()
        menu.addAction("Reroll this die").triggered.connect(lambda _=False, p=view.pid, i=position: self.apply(
            {"do": "rerollDie", "pool": p, "index": i}))
        menu.addAction("Remove this die").triggered.connect(lambda _=False, p=view.pid, i=position: self.apply(
            {"do": "removeDie", "pool": p, "index": i}))

    def item_menu(self, index: int, pos: QPoint, hit: Hit | None) -> QMenu:
        """Everything one can do to an item, for the mouse (right-click) and keyboard (menu key)."""
        menu = QMenu(self)
        char = self.session.char
        clicked = self._die_actions(menu, hit)  # a right-clicked die: its own actions come first
        if index >= 0:
            item = char.items[index]
            if is_activatable(item):  # a passive feature has nothing to use
                use = menu.addAction(f"Use {item.name}")
                use.setEnabled(item.usable)
                use.triggered.connect(lambda: self.use_item(index))
            if item.is_object:
                equip = menu.addAction("Unequip" if item.fields.equipped else "Equip")
                equip.triggered.connect(lambda: self.toggle_equip(index))
            menu.addAction("Edit item…").triggered.connect(lambda: self.edit_item(index))
            menu.addAction("Edit rules…").triggered.connect(lambda: self.open_builder(index))
            menu.addAction("Duplicate").triggered.connect(lambda: self.duplicate_item(index))
            menu.addSeparator()
            menu.addAction("Delete item").triggered.connect(lambda: self.delete_item(index))
        pools = [v for v in char.pools().values() if not v.hidden and
                 (v.item_index == index or (index < 0 and v.item_index is None))]
        for view in pools:
            menu.addSeparator()
            if view.item_index is not None:
                bonus = menu.addAction(f"{view.label}: level-up bonus ({view.bonus:+d})…")
                bonus.triggered.connect(lambda _=False, p=view.pid: self.edit_pool_bonus(p))
            if view.kind == "charge":
                edit = menu.addAction(f"{view.label}: set charges ({view.current}/{view.max})…")
                edit.triggered.connect(lambda _=False, p=view.pid: self.edit_charges(p))
                if view.die:
                    roll = menu.addAction(f"{view.label}: spend a charge and roll a {view.die}")
                    roll.triggered.connect(lambda _=False, p=view.pid: self.apply({"do": "rollCharge", "pool": p}))
                continue
            panel = menu.addAction(f"{view.label}: open the dice panel…")
            panel.triggered.connect(lambda _=False, p=view.pid: self.open_dice_panel(p))
            roll_in = menu.addAction(f"{view.label}: roll one in")
            roll_in.setEnabled(view.active and len(view.faces) < view.max)
            roll_in.triggered.connect(lambda _=False, p=view.pid: self.apply({"do": "rollDie", "pool": p}))
            if clicked is not None:
                continue  # the clicked die's actions are already at the top
            for position, face in enumerate(view.faces):
                sub = menu.addMenu(f"{view.label}: die {position + 1} ({face})")
                self._fill_die_menu(sub, view, position, face)
        self.last_menu = menu
        menu.popup(pos)
        return menu

    # ---- table controls ----------------------------------------------------------------------
    def ask_amount(self, title: str, step: str) -> Any:
        if step == "attacked":
            from ..attacked_dialog import AttackedDialog

            attacked = AttackedDialog(self.session, self)
            self.amount_dialog = attacked
            return self._round_dialog(attacked)
        outcome = self._damage_outcome if step == "damage" else None
        dialog = AmountDialog(title, step, self, hp=self.session.char.track("hp"), outcome=outcome)
        dialog.chosen.connect(self.apply)
        dialog.open()
        self.amount_dialog = dialog
        return dialog

    # ---- the player's own dice ----------------------------------------------------------------------
    @property
    def real_dice(self) -> bool:
        return str(self.settings.value("realDice", "false")).lower() in ("true", "1")

    def set_real_dice(self, on: bool) -> None:
        self.settings.setValue("realDice", bool(on))
        self.real_dice_action.setChecked(bool(on))
        self._install_roller()
        self.statusBar().showMessage("You roll your own dice: the sheet asks for the faces" if on
                                     else "The sheet rolls the dice", 6000)

    def _install_roller(self) -> None:
        """With "I roll my own dice", the session rolls through a TableRoller (typed faces, one action at
        a time); without, through the roller it had."""
        from ...engine.dice import TableRoller

        roller = self.session.roller
        if self.real_dice and not isinstance(roller, TableRoller):
            self.session.roller = TableRoller(roller)
        elif not self.real_dice and isinstance(roller, TableRoller):
            self.session.roller = roller.inner

    def ask_dice(self, step: dict[str, Any], run: Callable[[], Any]) -> bool:
        """When the player rolls their own dice and `step` rolls: ask for the faces, then `run()` with
        them loaded, and return True (the action is pending). False: go ahead now."""
        from ...engine.dice import TableRoller
        from ...engine.preview import dice_needed
        from ..real_dice import FacesDialog

        roller = self.session.roller
        if not self.real_dice or not isinstance(roller, TableRoller) or roller.loaded:
            return False
        sides = dice_needed(self.session, step)
        if not sides:
            return False

        def go(faces: list[int]) -> None:
            roller.load(faces)
            try:
                run()
            finally:
                roller.unload()

        what = describe_step(step)
        if step.get("do") == "activate":
            found = self.session.char.find_item(str(step.get("item")))
            what = self.session.char.items[found].name if found is not None else what
        dialog = FacesDialog(what, sides, lambda known: dice_needed(self.session, step, known), self)
        dialog.chosen.connect(go)
        dialog.open()
        self.faces_dialog = dialog
        return True

    def _damage_outcome(self, step: dict[str, Any]) -> str:
        """"9 damage: 5 absorbed, 4 by temporary HP, HP stays 49" for the Damage dialog."""
        from ...engine.preview import attack_preview

        outcome = attack_preview(self.session, step)
        return outcome.text if outcome.ok else f"Refused: {outcome.message}"

    def _round_dialog(self, dialog: Any) -> Any:
        dialog.chosen.connect(self.apply)
        dialog.open()
        self.round_dialog = dialog
        return dialog

    def open_safe_rest(self) -> Any:
        from ..rest_dialogs import SafeRestDialog

        return self._round_dialog(SafeRestDialog(self.session, self))

    def open_field_rest(self) -> Any:
        from ..rest_dialogs import HitDiceDialog

        return self._round_dialog(HitDiceDialog(self.session, self))

    def open_hit_dice(self) -> Any:
        from ..rest_dialogs import HitDiceDialog

        return self._round_dialog(HitDiceDialog(self.session, self, rest=False))

    def open_initiative(self) -> Any:
        from ..rest_dialogs import InitiativeDialog

        return self._round_dialog(InitiativeDialog(self.session, self))

    # ---- files, library, settings ----------------------------------------------------------------
    def set_theme(self, name: str) -> None:
        self.settings.setValue("theme", name)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, name)
        self.view.viewport().update()
        self.header.hp_bar.update()

    def reload_from_library(self) -> None:
        if self.library is None or self.character_id is None:
            return
        self.session = self.library.open_session(self.character_id)
        self.log.add([f"Reloaded {self.session.char.name} from the library"], kind="undo")
        self.reload_all()

    def switch_to(self, character_id: str) -> None:
        if self.library is None:
            return
        session = self.open_saved(character_id)
        if session is None:
            return
        self.session = session
        self.character_id = character_id
        self.settings.setValue("lastCharacter", character_id)
        self.log.list.clear()
        self.log.load(self.library.log_entries(character_id))
        self.log.bind_history(session.undo_stack, session.redo_stack)
        self.log.add(session.load_log)
        self.reload_all()
        if self.problems:
            self.show_problems_dock()
        else:
            self.problems_dock.hide()
        library_dialog = getattr(self, "item_library", None)
        if library_dialog is not None and library_dialog.isVisible():
            library_dialog._update_buttons()  # "Add to" names the character now open

    def open_saved(self, character_id: str) -> Session | None:
        """A session on a saved character, or None with a message naming what is wrong with it."""
        from ..app import open_error

        try:
            return self.library.open_session(character_id)
        except Exception as err:  # noqa: BLE001 - any failure to read stored data is shown, never raised
            text = open_error(character_id, err)
            self.message.show_message(text)
            self.log.add([f"Refused: {text}"], kind="refused")
            return None

    def _fill_characters(self) -> None:
        self.characters_menu.clear()
        if self.library is None:
            self.characters_menu.addAction("No library").setEnabled(False)
            return
        for info in self.library.list():
            action = self.characters_menu.addAction(info.name)
            action.setCheckable(True)
            action.setChecked(info.id == self.character_id)
            action.triggered.connect(lambda _=False, cid=info.id: self.switch_to(cid))

    def _import_character(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import a character", "", "Characters (*.json)")
        if path:
            self.import_character(path)

    def import_character(self, path: str) -> str | None:
        from ...engine.document import DocumentError
        from ...storage.files import FileFormatError, read_document

        try:
            document = read_document(path)
            if document.kind != "character":
                raise FileFormatError(f"{path}: an item file, not a character")
            if self.library is None:
                raise FileFormatError("no library is open")
            cid = self.library.create(document.character)
        except (FileFormatError, DocumentError) as err:
            self.message.show_message(str(err))
            return None
        self.switch_to(cid)
        return cid

    def _export_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export the sheet as PDF", f"{self.session.char.name}.pdf",
                                              "PDF (*.pdf)")
        if path:
            self.export_pdf(path if path.lower().endswith(".pdf") else f"{path}.pdf")

    def export_pdf(self, path: str) -> bool:
        """Write the printable sheet to `path`; a failure is shown, never raised."""
        from ..printing import export_pdf

        try:
            pages = export_pdf(self.session, path)
        except OSError as err:
            self.message.show_message(f"{path}: the PDF was not written: {err.strerror or err}")
            return False
        self.statusBar().showMessage(f"Sheet exported to {path} ({pages} page{'s' if pages != 1 else ''})", 8000)
        return True

    def print_sheet(self) -> Any:
        """File ▸ Print…: the print dialog (opened, not run), then the same page as Export PDF."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(f"{self.session.char.name} — character sheet")
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle("Print the sheet")
        dialog.accepted.connect(lambda: self._print_to(printer))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)  # what open() does (PySide's takes a slot)
        dialog.show()
        self.print_dialog = dialog
        return dialog

    def _print_to(self, printer: Any) -> None:
        from ..printing import paint_document

        try:
            pages = paint_document(printer, self.session)
        except OSError as err:
            self.message.show_message(f"Not printed: {err}")
            return
        self.statusBar().showMessage(f"Sent {pages} page{'s' if pages != 1 else ''} to {printer.printerName() or 'the printer'}",
                                     8000)

    def _export_character(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export the character", f"{self.session.char.name}.json",
                                              "Characters (*.json)")
        if path:
            from ...storage.files import export_character

            try:
                export_character(self.session.document(), path)
            except (OSError, ValueError) as err:
                text = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
                self.message.show_message(f"{path}: not exported: {text}")
                return
            self.statusBar().showMessage(f"Exported to {path}", 8000)

    def _backup(self) -> None:
        if self.library is None:
            return
        from ...storage.library import LibraryError

        try:
            path = self.library.backup()
        except (OSError, LibraryError) as err:
            text = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
            self.message.show_message(f"The library was not backed up: {text}")
            return
        self.message.show_message(f"Library backed up to {path}", error=False)

    def _export_log(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export the activity log", "activity-log.txt", "Text (*.txt)")
        if path:
            try:
                self.log.export(path)
            except OSError as err:
                self.message.show_message(f"{path}: the log was not exported: {err.strerror or err}")
                return
            self.statusBar().showMessage(f"Log exported to {path}", 8000)
