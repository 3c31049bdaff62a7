"""What the sheet shows of the runner's session, kept as the runner announces: `SheetDisplay`.

It owns the widgets that show the character (the header, the message bar, the filter box, the item list
with its model, the activity log and the Problems list) and shows again only what a change-set names
(the header parts, the rows that differ); the whole character's lint waits for the list's first paint.
`MainWindow` (sheet/window.py) lays these widgets out and wires the display's signals.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLineEdit

from ...engine.actions import describe_step
from ...engine.lint import ItemLint, Problem, lint_character
from ...engine.session import ChangeSet, Result
from ...i18n import Sheet
from ...views.rows import SheetRows
from ..operations import Operations
from .header import Header
from .host import SheetHost, SheetPart
from .items_model import ROW_ROLE, ItemsFilter, ItemsModel
from .items_view import ItemsView
from .lint_slices import SLICED_FROM, LintSlices
from .log_dock import LogDock
from .message_bar import MessageBar
from .problems import ProblemsPanel
from .turn_bar import TurnBar

FLASH_MS = 1500


class SheetDisplay(SheetPart):
    """The sheet's widgets, showing the runner's session as each action, undo and redo leaves it.

    A part of `MainWindow`, built with the runner and the window as its `SheetHost`. Its signals:
    `shown(result)` once an action, undo or redo is shown (the window's `applied`); `updated()` after the
    sheet is shown again (the window's title and Undo's words follow); `problemsAdded()` when the Problems
    list gained some (the window shows its dock); `reloadRequested()` when the player asks to read the
    character again after another window saved it.
    """

    shown = Signal(object)
    updated = Signal()
    problemsAdded = Signal()
    reloadRequested = Signal()

    def __init__(self, ops: Operations, host: SheetHost, parent: QObject | None = None):
        super().__init__(ops, host, parent)
        self._problems: list[Problem] = []
        self._lint_pending = False  # opening: the whole character is linted after the first paint
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(lambda: self.model.set_flash(set()))
        self._build()
        ops.applied.connect(self.after)
        ops.undone.connect(lambda result, record: self._moved(result, record, undo=True))
        ops.redone.connect(lambda result, record: self._moved(result, record, undo=False))
        ops.refused.connect(lambda result, _step, handled: None if handled else self.refused(result))

    @property
    def problems(self) -> list[Problem]:
        """Every problem of the character (linted now if opening has not yet: see `reload_all`)."""
        self._finish_lint()
        return self._problems

    @problems.setter
    def problems(self, problems: list[Problem]) -> None:
        self._lint_pending = False
        self._problems = problems

    def _build(self) -> None:
        self.header = Header(self.ops.apply)
        self.turn_bar = TurnBar(self.ops)  # conditions, actions and reactions: the header's last line
        lines = self.header.layout()
        assert lines is not None  # the header's own column of lines
        lines.addWidget(self.turn_bar)
        self.message = MessageBar()
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(Sheet.tr("Filter items and pools…  (Ctrl+F)"))
        self.filter.setAccessibleName(Sheet.tr("Filter items"))
        self.filter.setClearButtonEnabled(True)
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
        self.filter.textChanged.connect(self._filter_changed)
        self.filter.returnPressed.connect(self.go_to_first_match)  # Enter or Down: on to the list
        down = QAction(Sheet.tr("First match"), self.filter)
        down.setShortcut(QKeySequence(Qt.Key.Key_Down))
        down.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        down.triggered.connect(self.go_to_first_match)
        self.filter.addAction(down)
        self.log = LogDock()
        self.problems_dock = QDockWidget(Sheet.tr("Problems"))
        self.problems_dock.setObjectName("problems")
        self.problems_list = ProblemsPanel()
        self.problems_dock.setWidget(self.problems_list)

    # ---- what the runner announces ------------------------------------------------------------------
    def after(self, result: Result, step: dict[str, Any] | None = None) -> None:
        """Show the outcome of an action the runner applied (whoever asked: window, dice panel, builder)."""
        if not result.ok:
            self.refused(result)
            return
        self.message.hide()
        described = describe_step(step or {}, self.session.char)
        self.log.add(result.log or [Sheet.tr("{action}: nothing changed").format(action=described)], result.record)
        self.host.show_status(result.log[-1] if result.log else Sheet.tr("Nothing changed"), 8000)
        self.refresh(result.changes)
        self.shown.emit(result)

    def refused(self, result: Result) -> None:
        text = result.message or result.code
        conflict = result.code == "commitFailed" and result.reloadable
        self.message.show_message(text, action=Sheet.tr("Reload") if conflict else "",
                                  callback=self.reloadRequested.emit if conflict else None)
        refusal = Sheet.tr("Refused: {reason}").format(reason=text)
        self.log.add([refusal], kind="refused")
        self.host.show_status(refusal, 8000)
        # The field or toggle that asked may already show the refused value: show the character again.
        self.header.show_session(self.session)

    def _moved(self, result: Result, record: Any, *, undo: bool) -> None:
        """An undo or redo, from any widget: its log lines are struck through (or restored)."""
        self.log.strike(record, undo)
        self.log.add(result.log, kind="undo")
        self.host.show_status(result.log[-1], 8000)
        self.refresh(result.changes)
        self.shown.emit(result)

    # ---- showing ------------------------------------------------------------------------------
    def show_character(self, log_lines: list[Any] | None = None) -> None:
        """Another character, or the same read again: everything shown anew (the log too, with `log_lines`)."""
        if log_lines is None:
            self.reload_all()
            return
        session = self.session
        self.log.list.clear()
        self.log.load(log_lines)
        self.log.bind_history(session.undo_stack, session.redo_stack)
        self.log.add(session.load_log)
        self.reload_all()
        if self.problems:
            self.problemsAdded.emit()
        else:
            self.problems_dock.hide()

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
        self.turn_bar.show_session(self.session)
        self.model.reset(self.sheet_rows)
        self.view.expand_groups(all_groups=bool(self.filter.text()))
        self.updated.emit()

    def refresh(self, changes: ChangeSet) -> None:
        """Redraw what a change-set names: the header parts it names, and only the rows whose data
        changed (`SheetRows.update`); the rows it names flash."""
        self._finish_lint()
        self.header.show_changes(self.session, changes)
        self.turn_bar.show_changes(self.session, changes)
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
        self.updated.emit()

    def _lint_unless_shown(self) -> None:
        """Opening, once the event loop runs: a window being shown lints after its list's first paint."""
        if not (self.view.isVisible() and not self.view.painted):
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
        self.problems_dock.setWindowTitle(Sheet.tr("Problems ({count})").format(count=len(self.problems)))
        if len(self.problems) > shown:
            self.problemsAdded.emit()  # new problems are shown; the player may close the list again
        elif not self.problems and shown:
            self.problems_dock.hide()  # the last one fixed: no empty "Problems (0)" left open

    # ---- the list and its filter --------------------------------------------------------------
    def current_item(self) -> int | None:
        row = self.view.currentIndex().data(ROW_ROLE)
        return row.index if row is not None and row.index >= 0 else None

    def select_item(self, index: int) -> None:
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

    def select_first_usable(self) -> None:
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

    def _filter_changed(self, text: str) -> None:
        self.proxy.set_text(text)
        self.view.expand_groups(all_groups=bool(text))

    def go_to_first_match(self) -> None:
        """From the filter box to the first item it shows, selected, with the keyboard in the list."""
        first = self.proxy.first_match()
        if not first.isValid():
            self.host.show_status(Sheet.tr("No item matches the filter"), 4000)
            return
        self.view.setCurrentIndex(first)
        self.view.scrollTo(first)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
