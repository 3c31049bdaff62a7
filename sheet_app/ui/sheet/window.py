"""The sheet window: the parts that show the character and act on it, laid out and wired.

Each part is an object built with the runner (`Operations`) and the window as its host (`SheetHost`,
sheet/host.py), owning its widgets: `display.SheetDisplay` (the header, the item list, the log and the
Problems list, shown as the runner announces), `menus.Menus` (the menu bar and the table controls),
`item_actions.ItemActions` and `item_menu.ItemMenu` (what one does to items), `play.RoundDialogs` (the
round's dialogs and the player's own dice), `files.CharacterFiles` (switch, open, import, export,
backup, print) and `rolls.SheetRolls` (the skills and saves dock, the roll dialog, an attack's mode).
`MainWindow` lays them out and wires them.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from ...engine import steps
from ...engine.session import Result, Session
from ...i18n import Sheet
from ..operations import Operations
from .display import SheetDisplay
from .files import CharacterFiles
from .item_actions import ItemActions
from .item_menu import ItemMenu
from .menus import Menus
from .play import RoundDialogs
from .rolls import SheetRolls


def default_size(screen: Any) -> tuple[int, int]:
    """The first window's size: nine tenths of the screen's free area, at most 1920×1200, and at least
    1280×800 where the screen has room for it (with the title bar and frame, about 40 px, the window
    manager adds); less on a smaller screen (a 1280×800 screen with its panel)."""
    if screen is None:
        return 1280, 800
    free = screen.availableGeometry()
    room_w, room_h = free.width() - 16, free.height() - 40
    width = min(room_w, max(1280, min(1920, free.width() * 9 // 10)))
    height = min(room_h, max(800, min(1200, free.height() * 9 // 10)))
    return max(640, width), max(480, height)


class MainWindow(QMainWindow):
    """One character's sheet: its parts laid out and wired; every change goes through the runner (`ops`),
    whose announcements the display shows. It is its parts' `SheetHost`."""

    applied = Signal(object)  # the engine Result of each successful action, undo or redo, once shown

    def __init__(self, session: Session, *, library: Any = None, character_id: str | None = None,
                 settings: QSettings | None = None, log_lines: list[Any] | None = None):
        super().__init__()
        # The one door (ui/operations.py): every action, undo and redo; the display shows what it announces.
        self.ops = Operations(session, library=library, character_id=character_id, parent=self)
        self.settings = settings or QSettings("sheet-app", "sheet-app")
        self.play = RoundDialogs(self.ops, self, parent=self)  # "I roll my own dice": the runner asks it
        self.display = SheetDisplay(self.ops, self, parent=self)
        self.items = ItemActions(self.ops, self, parent=self)
        self.item_menu = ItemMenu(self.ops, self, self.items, parent=self)
        self.files = CharacterFiles(self.ops, self, self.items, parent=self)
        self.rolls = SheetRolls(self.ops, self, self.items.use_item, parent=self)  # skills, saves, roll modes
        self._table_controller: Any = None
        self.setWindowTitle(f"{session.char.name} — sheet-app")
        self.resize(*default_size(self.screen()))
        self._build()
        if log_lines:  # from the library: text, or (text, record key) pairs
            self.log.load(log_lines)
            self.log.bind_history(session.undo_stack, session.redo_stack)
        self.log.add(session.load_log)
        self.display.reload_all(lint_later=True)
        self._restore_layout()
        # Keys go to the item list, not the name box: Ctrl+Z and typing must not edit the name. The
        # current row is the first item one can use, so Enter does something from the start.
        self.display.select_first_usable()
        self.view.setFocus()
        from .. import reliability

        reliability.install(self)  # the read-only banner and Help ▸ Copy diagnostics

    @property
    def session(self) -> Session:
        return self.ops.session

    @property
    def library(self) -> Any:
        return self.ops.library

    @property
    def character_id(self) -> str | None:
        return self.ops.character_id

    @property
    def table(self) -> Any:
        """The window's table controller (ui/table) and its status chip, built on first use."""
        if self._table_controller is None:
            from ..table import install as install_table

            self._table_controller = install_table(self)
        return self._table_controller

    def apply(self, step: dict[str, Any], *, faces: list[int] | None = None) -> Result:
        """Apply an action through the runner (the header and the table controller ask here)."""
        return self.ops.apply(step, faces=faces)

    # ---- the host of the parts (sheet/host.py's SheetHost) ------------------------------------------
    def dialog_parent(self) -> QWidget:
        return self

    def current_item(self) -> int | None:
        return self.display.current_item()

    def select_item(self, index: int) -> None:
        self.display.select_item(index)

    def show_message(self, text: str, *, error: bool = True) -> None:
        self.message.show_message(text, error=error)

    def show_status(self, text: str, timeout: int = 8000) -> None:
        self.statusBar().showMessage(text, timeout)

    def add_log(self, lines: list[str], *, kind: str = "") -> None:
        self.log.add(lines, kind=kind)

    def refused(self, result: Result) -> None:
        self.display.refused(result)

    def show_character(self, log_lines: list[Any] | None = None) -> None:
        self.display.show_character(log_lines)

    def another_window(self, session: Session, character_id: str) -> QWidget:
        window = MainWindow(session, library=self.library, character_id=character_id, settings=self.settings,
                            log_lines=self.library.log_entries(character_id))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window

    def focus_filter(self) -> None:
        self.filter.setFocus()
        self.filter.selectAll()

    # ---- the layout -----------------------------------------------------------------------------
    def _build(self) -> None:
        display, items = self.display, self.items
        # The widgets the window lays out, by name (the display owns them).
        self.header, self.message, self.filter = display.header, display.message, display.filter
        self.model, self.proxy, self.view = display.model, display.proxy, display.view
        self.log, self.problems_dock, self.problems_list = display.log, display.problems_dock, display.problems_list
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        layout.addWidget(self.header)
        layout.addWidget(self.message)
        layout.addWidget(self.filter)
        layout.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.rolls.dock)  # skills and saves, over the log
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.problems_dock)
        self.problems_dock.hide()
        self.menus = Menus(self.ops, self, items=items, files=self.files, play=self.play, table=lambda: self.table,
                           docks=[self.problems_dock.toggleViewAction(), self.log.toggleViewAction()],
                           table_if_any=lambda: self._table_controller, parent=self)
        self.setMenuBar(self.menus.bar)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.menus.toolbar)
        self.menus.apply_icons()
        self.rolls.add_to(self.menus.play_menu, self.menus.view_menu, self)
        self.statusBar().showMessage(Sheet.tr("Ready"))
        self._wire()

    def _wire(self) -> None:
        display, items, view = self.display, self.items, self.view
        display.shown.connect(self.applied)
        display.updated.connect(self._shown_again)
        display.updated.connect(self.rolls.show_numbers)
        display.problemsAdded.connect(self.show_problems_dock)
        display.reloadRequested.connect(self.files.reload_from_library)
        self.header.hitDiceRequested.connect(self.play.open_hit_dice)
        display.turn_bar.defendRequested.connect(lambda: self.play.open_attacked(defend=True))
        delegate = view.delegate
        delegate.useClicked.connect(items.use_item)
        delegate.equipClicked.connect(items.toggle_equip)
        delegate.pillClicked.connect(items.edit_charges)
        delegate.dieClicked.connect(lambda pid, _i: items.open_dice_panel(pid))
        delegate.trayClicked.connect(items.open_dice_panel)
        delegate.rollInClicked.connect(lambda pid: self.apply(steps.RollDie(pool=pid).step()))
        delegate.bonusClicked.connect(items.edit_pool_bonus)
        view.useRequested.connect(items.use_item)
        view.menuRequested.connect(self.item_menu.popup)
        view.doubleClicked.connect(items.open_row)
        self.log.export_button.clicked.connect(lambda: self.files.ask_export_log(self.log))
        self.problems_list.openRequested.connect(items.open_problem)
        self.menus.themeChanged.connect(self._repaint)

    def _shown_again(self) -> None:
        """After the display showed the session again: Undo's words, the encounter's controls, the title."""
        self.menus.update_actions()
        self.setWindowTitle(f"{self.session.char.name} — sheet-app")

    def _repaint(self) -> None:
        """What the window draws itself, in a new theme's colours."""
        self.view.viewport().update()
        self.header.hp_bar.update()
        self.rolls.repaint()

    def show_problems_dock(self) -> None:
        if not self.problems_dock.isVisible():
            self.problems_dock.show()
            # Share the side with the log, half each, so a long list is readable.
            self.resizeDocks([self.log, self.problems_dock], [1, 1], Qt.Orientation.Vertical)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not getattr(self, "_sized_log", False):
            self._sized_log = True
            # A wide window without a saved layout: the rows keep their pools beside Use, so the log
            # beside them takes the extra width (long lines wrap less).
            if self.settings.value("window/state") is None:
                self.rolls.fit(self)  # the skills and saves as tall as their rows, the log below
            if self.settings.value("window/state") is None and self.width() >= 1600:
                self.resizeDocks([self.log], [min(640, self.width() - 1280)], Qt.Orientation.Horizontal)

    def _restore_layout(self) -> None:
        geometry, state = self.settings.value("window/geometry"), self.settings.value("window/state")
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)
            self.problems_dock.setVisible(bool(self.display._problems))  # shown when there is something to see

    def changeEvent(self, event: Any) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange and hasattr(self, "menus"):
            self.menus.apply_icons()

    def closeEvent(self, event: Any) -> None:
        """Commit a header field still being typed in, then stop listening, and remember the layout."""
        self.header.finish_editing()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        super().closeEvent(event)
