"""The sheet window: header, item list with pills and dice trays, docks, and what the runner announces.

Its other jobs are rooms beside it, one class each that `MainWindow` is made of: `menus` (menus and
table controls), `item_actions` and `item_menu` (what one does to items), `play` (the round's dialogs
and the player's own dice), `files` (switch, open, import, export, backup, print) and `message_bar`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLineEdit, QMainWindow, QVBoxLayout, QWidget

from ...engine import steps
from ...engine.actions import describe_step
from ...engine.lint import ItemLint, Problem, lint_character
from ...engine.session import ChangeSet, Result, Session
from ...views.rows import SheetRows
from ..operations import Operations
from .files import CharacterFiles
from .header import Header
from .item_actions import ItemActions
from .item_menu import ItemMenu
from .items_model import ROW_ROLE, ItemsFilter, ItemsModel
from .items_view import ItemsView
from .lint_slices import SLICED_FROM, LintSlices
from .log_dock import LogDock
from .menus import DIALOG_CONTROLS, TABLE_CONTROLS, Menus  # noqa: F401 - the controls, where tests look for them
from .message_bar import MessageBar
from .play import Play
from .problems import ProblemsPanel

if TYPE_CHECKING:
    from ..dialogs import ChargeEditor

FLASH_MS = 1500


def default_size(screen: Any) -> tuple[int, int]:
    """1280×800, or less on a smaller screen: the window with its title bar and frame (about 40 px
    the window manager adds) fits the screen's free area (a 1280×800 screen with its panel)."""
    if screen is None:
        return 1280, 800
    free = screen.availableGeometry()
    return max(640, min(1280, free.width() - 16)), max(480, min(800, free.height() - 40))


class MainWindow(Menus, ItemActions, ItemMenu, Play, CharacterFiles, QMainWindow):
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
        self.ops.dice_asker = self.ask_faces  # "I roll my own dice": the runner asks, the window prompts
        self.ops.set_real_dice(self.real_dice)
        self._problems: list[Problem] = []
        self._lint_pending = False  # opening: the whole character is linted after the first paint
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
        self.reload_all(lint_later=True)
        self._restore_layout()
        # Keys go to the item list, not the name box: Ctrl+Z and typing must not edit the name. The
        # current row is the first item one can use, so Enter does something from the start.
        self._select_first_usable()
        self.view.setFocus()
        from .. import reliability

        reliability.install(self)  # the read-only banner and Help ▸ Copy diagnostics

    @property
    def problems(self) -> list[Problem]:
        """Every problem of the character (linted now if opening has not yet: see `reload_all`)."""
        self._finish_lint()
        return self._problems

    @problems.setter
    def problems(self, problems: list[Problem]) -> None:
        self._lint_pending = False
        self._problems = problems

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
            self.problems_dock.setVisible(bool(self._problems))  # shown when there is something to see

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
        self.header.hitDiceRequested.connect(self.open_hit_dice)
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
        # A timer (a queued call would run in the same turn of the event loop as the paint): the whole
        # lint comes in the turn after the list's first paint.
        self._lint_timer = QTimer(self)
        self._lint_timer.setSingleShot(True)
        self._lint_timer.setInterval(0)
        self._lint_timer.timeout.connect(self._lint_later)
        self._lint_slices = LintSlices(self._lint_done, self)
        self.view.firstPainted.connect(self._lint_timer.start)
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
        delegate.rollInClicked.connect(lambda pid: self.apply(steps.RollDie(pool=pid).step()))
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

    # ---- the one way to change things ---------------------------------------------------------
    def apply(self, step: dict[str, Any], *, faces: list[int] | None = None) -> Result:
        """Apply an action through the runner, which shows what it changed or why it was refused (`faces`:
        a preview's rolls). With "I roll my own dice" on, an action that rolls first asks for the faces
        (the result is then `pending`)."""
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
    def reload_all(self, *, lint_later: bool = False) -> None:
        """Rebuild everything from the session (on open, or after the items themselves changed).

        `lint_later` (opening the window): the rows shown lint their own items as they are built (the
        same problems the whole character's lint gives them), and the whole character is linted, the
        Problems list filled and the header's state completer given every state the rules know, once
        the list has painted (a 0 ms timer after its first paint, or once the event loop runs for a
        window not shown; at once if anything reads `problems` before)."""
        if lint_later:
            self._problems, self._lint_pending = [], True
            self.sheet_rows = SheetRows(self.session, ItemLint(self.session.char))
            QTimer.singleShot(0, self, self._lint_unless_shown)
        else:
            self.problems = lint_character(self.session.char)
            self._show_problems()
            self.sheet_rows = SheetRows(self.session, self.problems)
        self.header.defer_states = lint_later  # the state completer's full list with the whole lint
        self.header.show_session(self.session)
        self.header.defer_states = False
        self.model.reset(self.sheet_rows)
        self.view.expand_groups(all_groups=bool(self.filter.text()))
        self._update_undo_actions()
        self.setWindowTitle(f"{self.session.char.name} — sheet-app")

    def refresh(self, changes: ChangeSet) -> None:
        """Redraw what a change-set names: the header parts it names, and only the rows whose data
        changed (`SheetRows.update`); the rows it names flash."""
        self._finish_lint()
        self.header.show_changes(self.session, changes)
        relint = bool(changes.items) or bool(changes.header & {"level", "stats", "keyStats", "hp", "mana",
                                                                "wounds", "items"})
        if relint:
            problems = lint_character(self.session.char)
            if [p.line() for p in problems] != [p.line() for p in self.problems]:
                self.problems = problems
                self._show_problems()
        pools = self.session.char.pools()
        touched = set(changes.items)
        for pid in changes.pools:
            view = pools.get(pid)
            touched.add(view.item_index if view is not None and view.item_index is not None else -1)
        stale = "items" in changes.header or self.sheet_rows.session is not self.session  # another character
        changed = None if stale else self.sheet_rows.update(self.problems)
        if changed is None:  # the items changed: their rows are built again as the list shows them
            self.sheet_rows = SheetRows(self.session, self.problems)
            if self.model.replace(self.sheet_rows):
                self.view.expand_groups(all_groups=bool(self.filter.text()))
        else:
            # A pool shared by several items changes whether *their* Use can pay: those are redrawn too
            # (without flashing them: the action did not change them).
            self.model.rows_changed(changed)
        self.model.set_flash(touched)
        self._flash_timer.start(FLASH_MS)
        if self.charge_editor is not None and self.charge_editor.isVisible():
            view = pools.get(self.charge_editor.pid)
            if view is not None:
                self.charge_editor.show_values(view.current, view.max)
        self._update_undo_actions()
        self.setWindowTitle(f"{self.session.char.name} — sheet-app")

    def _lint_unless_shown(self) -> None:
        """Opening, once the event loop runs: a window being shown lints after its list's first paint."""
        if not (self.isVisible() and not self.view.painted):
            self._finish_lint()

    def _lint_later(self) -> None:
        """After the list's first paint: the header's full state list, then the whole lint, in slices
        between paints (lint_slices.py); `_finish_lint` takes over at once if anything needs it first."""
        if not self._lint_pending:
            return
        if len(self.session.char.items) < SLICED_FROM:
            self._finish_lint()  # a sheet of ordinary size: in this turn, it is a few ms
        else:
            self._lint_slices.start(self.session.char, self.header.finish_states)

    def _lint_done(self, char: Any, problems: list[Problem]) -> None:
        if self._lint_pending and char is self.session.char:
            self._finish_lint(problems)

    def _finish_lint(self, problems: list[Problem] | None = None) -> None:
        """The whole character's lint, after opening: the Problems list filled and shown, and the rows
        built from their own items' lint compared with it (they are the same: nothing is repainted)."""
        if not self._lint_pending:
            return
        self._lint_slices.cancel()
        self._lint_pending = False
        self.header.finish_states()
        self._problems = lint_character(self.session.char) if problems is None else problems
        self._show_problems()
        changed = self.sheet_rows.update(self._problems) if self.sheet_rows.session is self.session else None
        if changed is None:
            self.sheet_rows = SheetRows(self.session, self._problems)
            if self.model.replace(self.sheet_rows):
                self.view.expand_groups(all_groups=bool(self.filter.text()))
        elif changed:
            self.model.rows_changed(changed)

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

