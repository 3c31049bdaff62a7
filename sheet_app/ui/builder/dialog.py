"""The Rules Builder window: an item's rules as cards, edited in a draft with its own undo stack;
OK applies everything as one undoable `setRules` action on the sheet, Cancel (or Escape) discards,
asking first when there are edits; the title's "*" and the footer say when there are.

One editor over one draft (Orange's schemeedit); each job is a module of its own: its chrome
(chrome.py), the lazily built card list (card_list.py), the problems (problems_bar.py), the edits
(edits.py, the commands in draft.py), closing (closing.py); what it computes without Qt is in views/."""
from __future__ import annotations

import gc
import sys
import time
from contextlib import suppress
from typing import Any, cast

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ...engine.session import Session
from ...i18n import Builder
from ...views.rule_preview import RulePreview
from ..operations import Operations, operations_for
from . import card_list, chrome, closing, edits, problems_bar
from .cards import CardContext, RuleCard
from .condition import Suggestions
from .draft import RulesDraft, display_order
from .picker import RulePicker
from .widgets import MessageLabel


class RulesBuilder(QDialog):
    """`RulesBuilder(session, item_index).open()`; emits `applied(result)` after a successful OK.

    Cards are built lazily: the first screen before the window shows, then (a slice per turn of the
    event loop) whatever is on screen, a screen below and half a screen above; the rest are empty
    frames of the height a built card of their shape had, until scrolling, Tab, a problem or an
    edit needs them. Items with few rules get every card built in the background. A builder with a
    parent (the sheet's) deletes itself when it closes, so its cards do not live as long as the window."""

    applied = Signal(object)

    # Made by chrome.build:
    scroll_area: QScrollArea
    cards_box: QVBoxLayout
    pages: QStackedWidget
    picker: RulePicker
    problems_list: QListWidget
    add_button: QPushButton
    problems_button: QPushButton
    undo_button: QPushButton
    redo_button: QPushButton
    ok_button: QPushButton
    cancel_button: QPushButton
    count_label: QLabel
    unsaved_label: QLabel
    empty: QLabel
    message: MessageLabel

    # The parts, each a module of its own job (their functions take the builder as their first argument):
    _build, _action, _update_header = chrome.build, chrome.action, chrome.update_header
    toggle_picker, open_picker, close_picker = chrome.toggle_picker, chrome.open_picker, chrome.close_picker
    _due, _build_due, _anchor, _settle, retab, _prepare = (
        card_list.due, card_list.build_due, card_list.anchor, card_list.settle, card_list.retab, card_list.prepare)
    _update_problems, _problem_activated = problems_bar.update_problems, problems_bar.problem_activated
    unsaved_changes, show_unsaved, reject, apply_and_close = (
        closing.unsaved_changes, closing.show_unsaved, closing.reject, closing.apply_and_close)
    push_edit, _change, add_rules, duplicate, delete, set_all_enabled, _picked, _own_pool = (
        edits.push_edit, edits.change, edits.add_rules, edits.duplicate, edits.delete, edits.set_all_enabled,
        edits.picked, edits.own_pool)

    @property
    def session(self) -> Session:
        return self.ops.session

    def __init__(self, session: Session | Operations, item_index: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.ops = operations_for(session)  # the window's runner, or a private one
        session = self.ops.session
        self.item_index = item_index
        item = session.char.items[item_index]
        self.item_key = item.key
        self.item_name = item.name
        rules = session.doc["items"][item_index].get("rules") or []
        self.draft = RulesDraft(rules)
        self.originals: dict[int, Any] = dict(zip(self.draft.uids, self.draft.raws, strict=True))
        self.auto_identifier: set[int] = set()  # new pool rules whose identifier follows their label
        self.stack = QUndoStack(self)
        self._epoch = 0
        self.preview = RulePreview(session, item_index)
        self.preview.adopt()  # checked after the window's first paint (_prepare), or when read before
        self.suggestions = Suggestions()
        self.card_context = CardContext(self.draft, self.originals, self.preview, self.suggestions,
                                        self.auto_identifier)
        self.cards: dict[int, RuleCard] = {}
        self.setObjectName("rulesBuilder")
        # "*" while there are unsaved edits
        self.setWindowTitle(Builder.tr("{item}: Rules Builder[*]").format(item=item.name))
        self.discard_box: QMessageBox | None = None
        self._shown_once = False
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setSizeGripEnabled(True)
        self.setMinimumSize(640, 480)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(120)
        self._timer.timeout.connect(self.refresh_preview)
        self._retab_timer = QTimer(self)
        self._retab_timer.setSingleShot(True)
        self._retab_timer.setInterval(1)
        self._retab_timer.timeout.connect(self.retab)
        self._tab_cards: list[int] = []
        self._build_timer = QTimer(self)  # builds the cards coming on screen, a slice per turn
        self._build_timer.setInterval(1)
        self._build_timer.timeout.connect(self._build_due)
        self._heights: dict[tuple[Any, ...], int] = {}  # a built card's height by its shape: the others' estimate
        self._batch = False
        self._shown: list[RuleCard] | None = None  # shown_cards(), until the list changes
        self._prepared = False  # the problem check and the first screen of cards, before it shows
        self._checked = False
        self._opening = False  # open() called: the preparation runs after the first paint
        self._prepare_timer = QTimer(self)
        self._prepare_timer.setInterval(1)
        self._prepare_timer.timeout.connect(self._prepare_some)
        self._build()
        for uid in self.draft.uids:
            self.cards[uid] = self._new_card(uid, build=False)
        self.relayout()
        self.scroll_area.verticalScrollBar().valueChanged.connect(self._schedule_builds)
        self.draft.ruleChanged.connect(self._rule_changed)
        self.draft.structureChanged.connect(self._structure_changed)
        self.stack.indexChanged.connect(self._stack_moved)
        self._stack_moved()
        screen = self.screen() or QGuiApplication.primaryScreen()
        avail = screen.availableGeometry().size() if screen else QSize(1280, 800)
        self.resize(min(1000, max(640, avail.width() - 60)), min(780, max(480, avail.height() - 60)))
        self._asking = False  # while its own OK applies
        for announced in (self.ops.applied, self.ops.undone, self.ops.redone):
            announced.connect(self._elsewhere)
        if self.parent() is not None:
            self.finished.connect(self.deleteLater)
        self.destroyed.connect(_give_memory_back)

    def open(self) -> None:
        """Shown at once, its cards a turn later: the problem check and the first screen of cards are
        done after the first paint, a slice per turn of the event loop (no turn of the click that
        opens it takes more than a few tens of ms); meanwhile the card list is a blank page, so it
        appears with the cards at their full height."""
        if not self.cards:  # nothing to build: ready at once (the keyboard on + Add Rule when it shows)
            self._prepare(None)
        if not self._prepared:
            self._opening = True
            self.pages.setCurrentIndex(2)
            self._prepare_timer.start()
        super().open()

    def _prepare_some(self) -> None:
        if self._prepare(time.perf_counter() + card_list.BUILD_SLICE):
            self._prepare_timer.stop()
            if self.pages.currentIndex() == 2:
                self.pages.setCurrentIndex(0)
            self._first_focus()

    def showEvent(self, event: Any) -> None:
        if not self._prepared and not self._opening:  # shown directly (show(), not open()): ready now
            self._prepare(None)
        super().showEvent(event)
        if self._prepared:
            self._first_focus()

    def _first_focus(self) -> None:
        """Once shown and ready: the first field takes the keyboard (the label of the top card)."""
        if not self._shown_once and self.isVisible():
            self._shown_once = True
            cards = self.shown_cards()
            if cards:
                cards[0].ensure_built()
            # as QDialog gives it when it shows (a Tab focus: a line edit's text is selected)
            (cards[0].label_edit if cards else self.add_button).setFocus(Qt.FocusReason.TabFocusReason)
            self._settle()  # the list grown to its cards before the first paint (else one squeezed frame)
        QTimer.singleShot(0, self._schedule_builds)  # laid out now: the cards on screen are known

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._schedule_builds()

    def eventFilter(self, watched: Any, event: Any) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Resize and watched is self.scroll_area.widget():
            self._schedule_builds()
        return super().eventFilter(watched, event)

    # ---- building the cards -------------------------------------------------------------------
    def _schedule_builds(self, *_: Any) -> None:
        if not isValid(self._build_timer):  # a scroll or resize while the window is being deleted
            return
        if not self._build_timer.isActive() and self._due():
            self._build_timer.start()

    def _card_built(self, card: RuleCard) -> None:
        """A card was built on its own (Tab reached it, a problem or an edit needs it): lay it out."""
        if not self._batch and self.isVisible():
            self._settle()

    def fully_built(self) -> bool:
        """Whether every card is built (items with few rules: right after opening; big items: only the
        cards that came near the screen)."""
        return all(card.built for card in self.cards.values())

    def idle(self) -> bool:
        """Nothing left to do in the background: the cards due built (on and near the screen, or all
        for a small item), tab order and problem check up to date, and the card list laid out at its
        full height."""
        container = cast(QWidget, self.scroll_area.widget())
        return (self._prepared and not self._due() and not self._retab_timer.isActive() and not self._timer.isActive()
                and container.height() >= container.minimumSizeHint().height())

    def schedule_retab(self, widget: QWidget | None = None) -> None:
        """Tab order needs fixing: for the card holding `widget`, or (no widget) for the card order."""
        card = _card_of(widget)
        if card is not None:
            card.tab_order = None
        self._retab_timer.start()

    # ---- layout -------------------------------------------------------------------------------
    def card_order(self) -> list[int]:
        """Card uids in display order (priority, then stored order)."""
        return [self.draft.uids[i] for i in display_order(self.draft.raws)]

    def shown_cards(self) -> list[RuleCard]:
        """The cards as laid out, top to bottom (kept until the list changes: asked every turn)."""
        if self._shown is None:
            found = []
            for i in range(self.cards_box.count()):
                item = self.cards_box.itemAt(i)
                widget = item.widget() if item is not None else None
                if isinstance(widget, RuleCard):
                    found.append(widget)
            self._shown = found
        return list(self._shown)

    def relayout(self, keep_focus: bool = False) -> None:
        """Put the cards in priority order (only when the order changed, so nothing jumps needlessly)."""
        wanted = [self.cards[uid] for uid in self.card_order()]
        if self.shown_cards() != wanted:
            focus = QApplication.focusWidget()
            for card in self.shown_cards():
                self.cards_box.removeWidget(card)
            for n, card in enumerate(wanted):
                self.cards_box.insertWidget(n, card)
                card.show()
            self._shown = None
            self.schedule_retab()
            if keep_focus and focus is not None:
                focused = _card_of(focus)
                if focused is not None:
                    QTimer.singleShot(0, lambda: self.scroll_area.ensureWidgetVisible(focused, 20, 20))
        self.empty.setVisible(not wanted)
        self._update_header()
        self._schedule_builds()

    # ---- draft signals ------------------------------------------------------------------------
    def _rule_changed(self, uid: int) -> None:
        card = self.cards.get(uid)
        raw = self.draft.raw(uid)
        if card is None:
            return
        if _rtype(raw) != card.rtype:
            self._replace_card(uid)
        else:
            card.load(raw)
        self.schedule_preview()
        self._update_header()

    def _new_card(self, uid: int, build: bool = True) -> RuleCard:
        """A card over rule `uid`; its requests are connected when it starts building (before any
        can be sent), so 200 cards not built cost no connections."""
        card = RuleCard(self.card_context, uid, build=False)
        card.buildStarted.connect(self._connect_card)
        if build:
            card.ensure_built()
        return card

    def _connect_card(self, card: RuleCard) -> None:
        card.editRequested.connect(self.push_edit)
        card.sealRequested.connect(self.seal)
        card.duplicateRequested.connect(self.duplicate)
        card.deleteRequested.connect(self.delete)
        card.replaceRequested.connect(self.replace_rule)
        card.retabRequested.connect(self.schedule_retab)
        card.relayoutRequested.connect(lambda: self.relayout(keep_focus=True))
        card.unsavedChanged.connect(self.show_unsaved)
        card.previewWanted.connect(lambda: self.refresh_preview() if self.checking() else None)
        card.revealRequested.connect(self._reveal)
        card.builtNow.connect(self._card_built)

    def _reveal(self, widget: QWidget) -> None:
        """Scroll a part of a card on screen, with the list laid out first: a part just shown (Advanced)
        has no place in the list until its layouts ran, and scrolling to a stale place left it below."""
        if isValid(widget):
            self._settle()
            self.scroll_area.ensureWidgetVisible(widget, 20, 20)

    def _replace_card(self, uid: int) -> None:
        old = self.cards[uid]
        old.retired = True
        index = self.cards_box.indexOf(old)
        new = self._new_card(uid)
        new.set_expanded(old.expanded())
        self.cards[uid] = new
        self.cards_box.insertWidget(index, new)
        new.show()
        self.cards_box.removeWidget(old)
        self._shown = None
        old.setParent(None)  # type: ignore[call-overload]
        old.deleteLater()
        new.apply_preview()

    def _structure_changed(self) -> None:
        live = set(self.draft.uids)
        for uid in list(self.cards):
            if uid not in live:
                card = self.cards.pop(uid)
                self.cards_box.removeWidget(card)
                self._shown = None
                card.setParent(None)  # type: ignore[call-overload]
                card.deleteLater()
        for uid in self.draft.uids:
            kept = self.cards.get(uid)
            if kept is None:
                self.cards[uid] = self._new_card(uid)  # added by the user: built at once
            elif _rtype(self.draft.raw(uid)) != kept.rtype:
                self._replace_card(uid)
            else:
                kept.load(self.draft.raw(uid))
        self.relayout()
        self.schedule_preview()
        self.schedule_retab()

    def _stack_moved(self, *_: Any) -> None:  # a method of its own: the stack signals while it is deleted
        chrome.stack_moved(self)

    # ---- preview ------------------------------------------------------------------------------
    def schedule_preview(self) -> None:
        self._timer.start()

    def checking(self) -> bool:
        """Whether a problem check is waiting to run (it runs shortly after the last edit)."""
        return self._timer.isActive()

    def _elsewhere(self, _result: Any, _what: Any) -> None:
        """An action from elsewhere (a GM's request, the sheet) while open: the draft is checked again
        against the character as it is now (inactive rules, pools, problems), its item found again."""
        if self._asking or not self.isVisible():
            return
        found = self.session.char.find_item(self.item_key)
        if found is None:
            self.message.show_messages([("error", Builder.tr("{item} is no longer on the sheet (another action "
                                                             "removed it): OK cannot apply these rules.").format(
                                                                 item=self.item_name))])
            return
        self.item_index = self.preview.item_index = found
        self.refresh_preview()

    def refresh_preview(self) -> None:
        """Re-check the draft: problems, pools, tags, status on every card and in the header."""
        self._timer.stop()
        self.preview.rebuild(self.draft.rules())
        self.suggestions.update(self.preview.tag_list())
        self._apply_preview()

    def _apply_preview(self) -> None:
        for card in self.cards.values():
            card.apply_preview()
        self._update_problems()

    # ---- edits --------------------------------------------------------------------------------
    def seal(self) -> None:
        """End the current typing run: the next keystroke starts a new undo step."""
        self._epoch += 1

    def replace_rule(self, uid: int, raw: Any) -> None:
        self.seal()
        self.push_edit(uid, [((), raw)], Builder.tr("Edit raw JSON"))

    def set_all_expanded(self, on: bool) -> None:
        for card in self.cards.values():
            card.set_expanded(on)
        self._settle(self._anchor())
        self._schedule_builds()

    def undo(self) -> None:
        self.seal()
        self.stack.undo()
        self.seal()
        self.relayout()

    def redo(self) -> None:
        self.seal()
        self.stack.redo()
        self.seal()
        self.relayout()

    def _on_current(self, action: Any) -> None:
        card = _card_of(QApplication.focusWidget())
        if card is not None and card.uid in self.cards and self.cards[card.uid] is card:
            action(card.uid)

    # ---- closing ------------------------------------------------------------------------------
    def discard(self) -> None:
        """Close, throwing away every edit made in this window."""
        super().reject()

def _give_memory_back(*_: Any) -> None:
    """A builder was deleted: once its Python side is gone too (next turn), collect the cycles its
    cards and fields make and hand the freed heap back to the system (glibc keeps it otherwise), so
    closing a builder that built 200 cards gives their memory back."""
    QTimer.singleShot(0, _collect)


def _collect() -> None:
    gc.collect()
    if sys.platform.startswith("linux"):
        import ctypes

        with suppress(OSError, AttributeError):
            ctypes.CDLL("libc.so.6").malloc_trim(0)


def _rtype(raw: Any) -> Any:
    return raw.get("type") if isinstance(raw, dict) else None


def _card_of(widget: QWidget | None) -> RuleCard | None:
    while widget is not None and not isinstance(widget, RuleCard):
        widget = widget.parentWidget()
    return widget
