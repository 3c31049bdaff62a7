"""The Rules Builder window: an item's rules as cards, edited in a draft with its own undo stack;
OK applies everything as one undoable `setRules` action on the sheet, Cancel (or Escape) discards,
asking first when there are edits; the title's "*" and the footer say when there are.

Longer than ~450 lines on purpose: it is one editor over one draft (Orange's schemeedit), whose card
requests, undo commands, Tab order and lazy building share the draft and the card map; what it
computes without Qt is in views/ (rule specs, previews), its commands in draft.py."""
from __future__ import annotations

import copy
import gc
import sys
import time
from contextlib import suppress
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ...engine import steps
from ...engine.session import Session
from ...views.rule_preview import RulePreview
from ...views.rule_specs import POOL_TYPES_DEFINED, RULE_TYPES, new_rule, new_rule_id, template_rules, type_name
from ..operations import Operations, operations_for
from .cards import CardContext, RuleCard
from .condition import Suggestions
from .draft import ChangeRules, EditRule, Path, RulesDraft, display_order, same_json, set_path
from .keyboard import focus_order, shortcut_keys
from .picker import RulePicker
from .widgets import MessageLabel, button, muted_label, severity_color

EAGER_RULES = 30  # up to this many rules every card is built right after opening; beyond, as it nears the screen
BUILD_SLICE = 0.015  # seconds of card building per turn of the event loop (then paint, keys and clicks go on)


class RulesBuilder(QDialog):
    """`RulesBuilder(session, item_index).open()`; emits `applied(result)` after a successful OK.

    Cards are built lazily: the first screen before the window shows, then (a slice per turn of the
    event loop) whatever is on screen, a screen below and half a screen above; the rest are empty
    frames of the height a built card of their shape had, until scrolling, Tab, a problem or an
    edit needs them. Items with few rules get every card built in the background. A builder with a
    parent (the sheet's) deletes itself when it closes, so its cards do not live as long as the window."""

    applied = Signal(object)

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
        self.setWindowTitle(f"{item.name}: Rules Builder[*]")  # "*" while there are unsaved edits
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
        self._retab_timer.setInterval(0)
        self._retab_timer.timeout.connect(self.retab)
        self._tab_cards: list[int] = []
        self._build_timer = QTimer(self)  # builds the cards coming on screen, a slice per turn
        self._build_timer.setInterval(0)
        self._build_timer.timeout.connect(self._build_due)
        self._heights: dict[tuple[Any, ...], int] = {}  # a built card's height by its shape: the others' estimate
        self._batch = False
        self._shown: list[RuleCard] | None = None  # shown_cards(), until the list changes
        self._prepared = False  # the problem check and the first screen of cards, before it shows
        self._checked = False
        self._opening = False  # open() called: the preparation runs after the first paint
        self._prepare_timer = QTimer(self)
        self._prepare_timer.setInterval(0)
        self._prepare_timer.timeout.connect(self._prepare_some)
        self._build()
        for uid in self.draft.uids:
            self.cards[uid] = self._new_card(uid, build=False)
        self.relayout()
        self.scroll_area.verticalScrollBar().valueChanged.connect(lambda _v: self._schedule_builds())
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
        if not self._prepared:
            self._opening = True
            self.pages.setCurrentIndex(2)
            self._prepare_timer.start()
        super().open()

    def _prepare_some(self) -> None:
        if self._prepare(time.perf_counter() + BUILD_SLICE):
            self._prepare_timer.stop()
            if self.pages.currentIndex() == 2:
                self.pages.setCurrentIndex(0)
            self._first_focus()

    def _prepare(self, deadline: float | None) -> bool:
        """One slice of getting ready (all of it with no deadline): the draft checked, in a turn of
        its own (the session's character as it is: nothing to parse), then the top cards built, as
        many as fill the window and the one below the fold. Returns whether it is ready."""
        if not self._prepared:
            if not self._checked:
                self._checked = True
                self.preview.ready()
                self.suggestions.update(self.preview.tag_list())
                self._apply_preview()
                if deadline is not None:
                    return False
            used, below = 0, 0
            for card in self.shown_cards():  # the window's height of cards and the one below the fold
                if used > self.height():
                    below += 1
                    if below > 1:
                        break
                if not card.build_some(deadline):
                    return False
                used += card.sizeHint().height() + self.cards_box.spacing()
            self._prepared = True
        return True

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
    def _due(self) -> list[RuleCard]:
        """The cards to build now: not built and on screen, then a screen below, then half a screen
        above (every card, when the item has few rules)."""
        if not self.isVisible() or self.pages.currentIndex() != 0:
            return []
        unbuilt = [card for card in self.shown_cards() if not card.built]
        if not unbuilt:
            return []
        top = self.scroll_area.verticalScrollBar().value()
        height = self.scroll_area.viewport().height()
        on = [c for c in unbuilt if c.y() < top + height and c.y() + c.height() > top]
        below = [c for c in unbuilt if top + height <= c.y() < top + 2 * height]
        above = [c for c in reversed(unbuilt) if top - height // 2 < c.y() + c.height() <= top]
        due = on + below + above
        if not due and len(self.cards) <= EAGER_RULES:
            due = unbuilt
        return due

    def _schedule_builds(self) -> None:
        if not self._build_timer.isActive() and self._due():
            self._build_timer.start()

    def _build_due(self) -> None:
        """One turn of building: due cards for about BUILD_SLICE, then the list laid out at once, the
        card at the top of the screen kept where it was (a card above it that grew or shrank does not
        move what one is reading). Left to Qt, the layout would run before the scroll area grows the
        list, squeezing the cards for one painted frame."""
        due = self._due()
        if not due:
            self._build_timer.stop()
            return
        anchor = self._anchor()
        deadline = time.perf_counter() + BUILD_SLICE
        finished = False
        self._batch = True
        try:
            for card in due:  # a card a part at a time: a turn never builds more than a slice
                if not card.build_some(deadline):
                    break
                finished = True
                if time.perf_counter() >= deadline:
                    break
        finally:
            self._batch = False
        if finished:  # the parts of a card being built are hidden: the list changes when one is done
            self._settle(anchor)

    def _anchor(self) -> tuple[RuleCard, int] | None:
        top = self.scroll_area.verticalScrollBar().value()
        for card in self.shown_cards():
            if card.y() + card.height() > top:
                return card, card.y() - top
        return None

    def _settle(self, anchor: tuple[RuleCard, int] | None = None) -> None:
        """Lay the list out now with the built cards' real heights; learn them as the estimate for
        the cards of the same shape; put the anchor card back where it was on screen."""
        container = self.scroll_area.widget()
        hint = None
        for _round in range(4):  # a nested layout activated here can ask its parents for another round
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            if container.sizeHint() == hint:
                break
            hint = container.sizeHint()
        if not self.isVisible():
            return
        cards = self.shown_cards()
        for card in cards:
            if card.built:
                self._heights[card.shape_key()] = card.height()
        changed = False
        for card in cards:
            if not card.built:
                estimate = self._heights.get(card.shape_key(), 0)
                if estimate != card.estimate:
                    card.estimate = estimate
                    card.updateGeometry()
                    changed = True
        if changed:
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        # the container's new height now (the scroll area would a turn later):
        wanted = max(container.sizeHint().height(), self.scroll_area.viewport().height())
        if container.height() != wanted:  # until then the layout squeezes the cards into the old one
            container.resize(container.width(), wanted)
        if anchor is not None and isValid(anchor[0]) and anchor[0] in cards:
            card, offset = anchor
            bar = self.scroll_area.verticalScrollBar()
            if card.y() - offset != bar.value():
                bar.setValue(card.y() - offset)

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
        container = self.scroll_area.widget()
        return (self._prepared and not self._due() and not self._retab_timer.isActive() and not self._timer.isActive()
                and container.height() >= container.minimumSizeHint().height())

    def schedule_retab(self, widget: QWidget | None = None) -> None:
        """Tab order needs fixing: for the card holding `widget`, or (no widget) for the card order."""
        card = _card_of(widget)
        if card is not None:
            card.tab_order = None
        self._retab_timer.start()

    def retab(self) -> None:
        """Tab order = the order on screen: cards by priority, each from its header down to Advanced.
        (Qt puts widgets created later at the end of the chain, after OK.) Each card's own order is
        kept until something is added to or removed from it."""
        self._retab_timer.stop()
        cards = self.shown_cards()
        moved = [card.uid for card in cards] != self._tab_cards  # cards reordered, added or removed
        self._tab_cards = [card.uid for card in cards]
        anchor: QWidget = self.problems_list
        for card in cards:
            stale = card.tab_order is None or not all(isValid(w) for w in card.tab_order)
            if stale:  # a card not built yet is one stop: Tab into it builds it
                card.tab_order = focus_order(card) if card.built else [card]
            order = card.tab_order
            assert order is not None
            if stale or moved:  # an untouched card in its old place is already chained right
                for widget in order:
                    QWidget.setTabOrder(anchor, widget)
                    anchor = widget
            elif order:
                anchor = order[-1]

    # ---- layout -------------------------------------------------------------------------------
    def _build(self) -> None:
        box = QVBoxLayout(self)
        box.setSpacing(8)
        head = QHBoxLayout()
        self.add_button = button("+ Add Rule", "Add a rule or a template (Ctrl+N)", "Add rule")
        self.add_button.setObjectName("addRule")
        self.add_button.clicked.connect(self.toggle_picker)
        metrics = self.add_button.fontMetrics()
        widest = max(metrics.horizontalAdvance(t) for t in ("+ Add Rule", "× Close picker"))
        self.add_button.setMinimumWidth(widest + 24)
        head.addWidget(self.add_button)
        self.count_label = QLabel()
        self.count_label.setObjectName("ruleCount")
        head.addWidget(self.count_label)
        head.addStretch(1)
        for name, text, tip, slot in (
                ("expandAll", "Expand all", "Expand every card", lambda: self.set_all_expanded(True)),
                ("collapseAll", "Collapse all", "Collapse every card", lambda: self.set_all_expanded(False)),
                ("enableAll", "Enable all", "Switch every rule on", lambda: self.set_all_enabled(True)),
                ("disableAll", "Disable all", "Switch every rule off", lambda: self.set_all_enabled(False))):
            btn = button(text, tip)
            btn.setObjectName(name)
            btn.clicked.connect(slot)
            head.addWidget(btn)
            setattr(self, f"_{name}", btn)
        self.problems_button = button("", "Show or hide the list of problems", "Problems")
        self.problems_button.setObjectName("problemsButton")
        self.problems_button.setCheckable(True)
        self.problems_button.toggled.connect(lambda on: self.problems_list.setVisible(on))
        head.addWidget(self.problems_button)
        box.addLayout(head)
        self.problems_list = QListWidget()
        self.problems_list.setObjectName("problemsList")
        self.problems_list.setAccessibleName("Problems")
        self.problems_list.setMaximumHeight(130)
        self.problems_list.itemActivated.connect(self._problem_activated)
        self.problems_list.hide()
        box.addWidget(self.problems_list)
        self.pages = QStackedWidget()
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("cards")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from field to field; it scrolls along
        container = QWidget()
        self.cards_box = QVBoxLayout(container)
        self.cards_box.setContentsMargins(2, 2, 8, 2)
        self.cards_box.setSpacing(10)
        self.empty = muted_label("No rules yet. Click + Add Rule (Ctrl+N) to pick a type or a template.", wrap=True)
        self.empty.setObjectName("emptyHint")
        self.cards_box.addWidget(self.empty)
        self.cards_box.addStretch(1)
        self.scroll_area.setWidget(container)
        container.installEventFilter(self)  # the list grew or shrank: other cards may be on screen now
        self.pages.addWidget(self.scroll_area)
        self.picker = RulePicker()
        self.picker.setObjectName("picker")
        self.picker.chosen.connect(self._picked)
        self.picker.cancelled.connect(self.close_picker)
        self.pages.addWidget(self.picker)
        self.pages.addWidget(QWidget())  # 2: blank while the first screen of cards is being built
        box.addWidget(self.pages, 1)
        self.message = MessageLabel()
        self.message.setObjectName("message")
        box.addWidget(self.message)
        foot = QHBoxLayout()
        self.undo_button = button("Undo", "Undo the last edit in this window (Ctrl+Z)", "Undo")
        self.undo_button.setObjectName("undo")
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = button("Redo", "Redo (Ctrl+Shift+Z)", "Redo")
        self.redo_button.setObjectName("redo")
        self.redo_button.clicked.connect(self.redo)
        foot.addWidget(self.undo_button)
        foot.addWidget(self.redo_button)
        self.unsaved_label = muted_label()
        self.unsaved_label.setObjectName("unsaved")
        foot.addWidget(self.unsaved_label)
        foot.addStretch(1)
        self.cancel_button = button("Cancel", "Close and discard every edit made in this window (Esc)", "Cancel")
        self.cancel_button.setObjectName("cancel")
        self.cancel_button.clicked.connect(self.reject)
        self.ok_button = button("OK", "Apply the edits to the sheet as one undoable action (Ctrl+Enter)", "OK")
        self.ok_button.setObjectName("ok")
        self.ok_button.clicked.connect(self.apply_and_close)
        foot.addWidget(self.cancel_button)
        foot.addWidget(self.ok_button)
        box.addLayout(foot)
        self._action("Undo", shortcut_keys(QKeySequence.StandardKey.Undo, "Ctrl+Z"), self.undo)
        self._action("Redo", shortcut_keys(QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z", "Ctrl+Y"), self.redo)
        self._action("Add rule", QKeySequence("Ctrl+N"), self.open_picker)
        self._action("Duplicate rule", QKeySequence("Ctrl+D"), lambda: self._on_current(self.duplicate))
        self._action("Delete rule", QKeySequence("Ctrl+Shift+Delete"), lambda: self._on_current(self.delete))
        self._action("OK", shortcut_keys(None, "Ctrl+Return", "Ctrl+Enter"), self.apply_and_close)

    def _action(self, text: str, keys: Any, slot: Any) -> QAction:
        action = QAction(text, self)
        if isinstance(keys, list):
            action.setShortcuts(keys)
        else:
            action.setShortcut(keys)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def card_order(self) -> list[int]:
        """Card uids in display order (priority, then stored order)."""
        return [self.draft.uids[i] for i in display_order(self.draft.raws)]

    def shown_cards(self) -> list[RuleCard]:
        """The cards as laid out, top to bottom (kept until the list changes: asked every turn)."""
        if self._shown is None:
            found = []
            for i in range(self.cards_box.count()):
                widget = self.cards_box.itemAt(i).widget()
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
                card = _card_of(focus)
                if card is not None:
                    QTimer.singleShot(0, lambda: self.scroll_area.ensureWidgetVisible(card, 20, 20))
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
            card = self.cards.get(uid)
            if card is None:
                self.cards[uid] = self._new_card(uid)  # added by the user: built at once
            elif _rtype(self.draft.raw(uid)) != card.rtype:
                self._replace_card(uid)
            else:
                card.load(self.draft.raw(uid))
        self.relayout()
        self.schedule_preview()
        self.schedule_retab()

    def _stack_moved(self, *_: Any) -> None:
        self.show_unsaved()
        self.undo_button.setEnabled(self.stack.canUndo())
        self.redo_button.setEnabled(self.stack.canRedo())
        self.undo_button.setToolTip(f"Undo {self.stack.undoText()} (Ctrl+Z)" if self.stack.canUndo()
                                    else "Nothing to undo")
        self.redo_button.setToolTip(f"Redo {self.stack.redoText()} (Ctrl+Shift+Z)" if self.stack.canRedo()
                                    else "Nothing to redo")

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
            self.message.show_messages([("error", f"{self.item_name} is no longer on the sheet (another action "
                                                  "removed it): OK cannot apply these rules.")])
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

    def _update_problems(self) -> None:
        problems = sorted((p for p in self.preview.problems if p.rule is not None),
                          key=lambda p: (p.severity != "error", p.rule, p.field))
        errors = sum(1 for p in problems if p.severity == "error")
        warnings = len(problems) - errors
        if not problems:
            text, severity = "✓ No problems", "ok"
        else:
            parts = [f"{errors} error{'s' if errors != 1 else ''}" if errors else "",
                     f"{warnings} warning{'s' if warnings != 1 else ''}" if warnings else ""]
            text, severity = ("✗ " if errors else "⚠ ") + ", ".join(p for p in parts if p), \
                "error" if errors else "warning"
        self.problems_button.setText(text)
        self.problems_button.setAccessibleName(f"Problems: {text.lstrip('✓✗⚠ ')}")
        pal = self.problems_button.palette()
        pal.setColor(self.problems_button.foregroundRole(), severity_color(severity))
        self.problems_button.setPalette(pal)
        self.problems_list.clear()
        uids = self.draft.uids
        for problem in problems:
            uid = uids[problem.rule] if problem.rule is not None and problem.rule < len(uids) else None
            raw = self.draft.raw(uid) if uid is not None else {}
            title = (raw.get("label") if isinstance(raw, dict) else "") or type_name(_rtype(raw))
            where = f" · {problem.field}" if problem.field else ""
            mark = "✗" if problem.severity == "error" else "⚠"
            item = QListWidgetItem(f"{mark} {title}{where}: {problem.message}")
            item.setData(Qt.ItemDataRole.UserRole, (uid, problem.field))
            item.setForeground(severity_color(problem.severity))
            self.problems_list.addItem(item)
        row = self.problems_list.sizeHintForRow(0) if problems else 0
        self.problems_list.setFixedHeight(min(150, max(1, len(problems)) * max(row, 1) + 8))

    def _problem_activated(self, item: QListWidgetItem) -> None:
        uid, field = item.data(Qt.ItemDataRole.UserRole)
        card = self.cards.get(uid)
        if card is None:
            return
        if self.pages.currentIndex() != 0:
            self.close_picker()
        card.focus_field(field)
        self.scroll_area.ensureWidgetVisible(card, 20, 20)

    def _update_header(self) -> None:
        n = len(self.draft.raws)
        self.count_label.setText(f"{n} rule{'s' if n != 1 else ''}")
        editable = [r for r in self.draft.raws if _rtype(r) in RULE_TYPES]
        self._enableAll.setEnabled(any(r.get("disabled") is True for r in editable))  # type: ignore[attr-defined]
        self._disableAll.setEnabled(any(r.get("disabled") is not True for r in editable))  # type: ignore[attr-defined]
        for name in ("_expandAll", "_collapseAll"):
            getattr(self, name).setEnabled(bool(n))

    # ---- edits --------------------------------------------------------------------------------
    def push_edit(self, uid: int, changes: list[tuple[Path, Any]], text: str, merge: str | None = None) -> None:
        """One undoable edit of one rule: each change sets (or with MISSING removes) the value at a path."""
        old = self.draft.raw(uid)
        new = old
        for path, value in changes:
            new = set_path(new, path, value)
        if same_json(old, new):
            return
        self.message.show_messages([])
        self.stack.push(EditRule(self.draft, uid, old, new, text, f"{merge}#{self._epoch}" if merge else None))

    def seal(self) -> None:
        """End the current typing run: the next keystroke starts a new undo step."""
        self._epoch += 1

    def replace_rule(self, uid: int, raw: Any) -> None:
        self.seal()
        self.push_edit(uid, [((), raw)], "Edit raw JSON")

    def _change(self, uids: list[int], raws: list[Any], text: str) -> None:
        self.seal()
        before = self.draft.snapshot()
        after = (tuple(uids), tuple(raws))
        if before == after:
            return
        self.stack.push(ChangeRules(self.draft, before, after, text))

    def add_rules(self, raws: list[dict[str, Any]], auto_identifier: bool) -> None:
        uids = [self.draft.new_uid() for _ in raws]
        if auto_identifier:
            self.auto_identifier.update(uid for uid, raw in zip(uids, raws, strict=True)
                                        if raw["type"] in POOL_TYPES_DEFINED)
        self._change(self.draft.uids + uids, self.draft.raws + list(raws),
                     f"Add {type_name(raws[0]['type'])}" if len(raws) == 1 else "Add rules from a template")
        self.close_picker()
        first = self.cards.get(uids[0])
        if first is not None:
            first.set_expanded(True)
            QTimer.singleShot(0, lambda: self.scroll_area.ensureWidgetVisible(first, 20, 40))
            return_focus = first.fields.get("max") if len(raws) > 1 and "max" in first.fields else None
            if return_focus is not None:
                return_focus.focus_input()
                return_focus.edit.selectAll()  # type: ignore[attr-defined]
            else:
                first.label_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def duplicate(self, uid: int) -> None:
        position = self.draft.position(uid)
        raw = copy.deepcopy(self.draft.raw(uid))
        if isinstance(raw, dict) and "id" in raw:
            raw["id"] = new_rule_id()
        new_uid = self.draft.new_uid()
        uids, raws = list(self.draft.uids), list(self.draft.raws)
        uids.insert(position + 1, new_uid)
        raws.insert(position + 1, raw)
        self._change(uids, raws, "Duplicate rule")
        card = self.cards.get(new_uid)
        if card is not None:
            card.label_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            QTimer.singleShot(0, lambda: self.scroll_area.ensureWidgetVisible(card, 20, 40))

    def delete(self, uid: int) -> None:
        order = self.card_order()
        at = order.index(uid)
        position = self.draft.position(uid)
        uids, raws = list(self.draft.uids), list(self.draft.raws)
        del uids[position], raws[position]
        self._change(uids, raws, "Delete rule")
        rest = [u for u in order if u != uid]
        if rest:
            following = self.cards[rest[min(at, len(rest) - 1)]]
            following.ensure_built()
            following.label_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.add_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_all_enabled(self, on: bool) -> None:
        raws = []
        for raw in self.draft.raws:
            if _rtype(raw) in RULE_TYPES and isinstance(raw, dict):
                if on and raw.get("disabled") is True:
                    raw = set_path(raw, ("disabled",), False)
                elif not on and raw.get("disabled") is not True:
                    raw = set_path(raw, ("disabled",), True)
            raws.append(raw)
        self._change(list(self.draft.uids), raws, "Enable all rules" if on else "Disable all rules")

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

    # ---- picker -------------------------------------------------------------------------------
    def toggle_picker(self) -> None:
        if self.pages.currentIndex() == 1:
            self.close_picker()
        else:
            self.open_picker()

    def open_picker(self) -> None:
        self.pages.setCurrentIndex(1)
        self.add_button.setText("× Close picker")
        self.picker.open()

    def close_picker(self) -> None:
        if self.pages.currentIndex() == 1:
            self.pages.setCurrentIndex(0 if self._prepared else 2)
            self.add_button.setText("+ Add Rule")
            self.add_button.setFocus(Qt.FocusReason.OtherFocusReason)
            self._schedule_builds()

    def _picked(self, kind: str, key: str) -> None:
        if kind == "type":
            fields: dict[str, Any] = {}
            if key in ("chargeConsumer", "diceConsumer", "poolGainMessage", "modifyConsumer", "modifyPool"):
                ident = self._own_pool(key)
                if not ident and key == "modifyPool":  # usually another item's pool: the first dice pool
                    ident = next((p.identifier for p in self.preview.pools if p.kind == "dice"), "")
                if ident:
                    fields["poolIdentifier"] = ident
            self.add_rules([new_rule(key, **fields)], auto_identifier=True)
        else:
            taken = {p.identifier for p in self.preview.pools}
            self.add_rules(template_rules(key, self.item_name, taken), auto_identifier=False)

    def _own_pool(self, consumer_type: str) -> str:
        """A new consumer starts aimed at this item's own pool of the right kind, when there is one."""
        wanted = "chargePool" if consumer_type == "chargeConsumer" else "dicePool"
        for raw in self.draft.raws:
            if isinstance(raw, dict) and raw.get("type") == wanted and raw.get("scope", "item") == "item":
                ident = raw.get("identifier") or ""
                if isinstance(ident, str) and ident:
                    return ident
        return ""

    # ---- closing ------------------------------------------------------------------------------
    def unsaved_changes(self) -> int:
        """How many edits Cancel would throw away: the undo steps since opening (none when the rules
        are back as they were), plus each card whose raw-JSON box holds text not applied yet."""
        pending = sum(1 for card in self.cards.values() if card.built and card.json_dirty())
        return (max(1, self.stack.index()) if self.draft.changed() else 0) + pending

    def show_unsaved(self) -> None:
        n = self.unsaved_changes()
        self.setWindowModified(bool(n))
        self.unsaved_label.setText(f"● {n} unsaved change{'s' if n != 1 else ''}" if n else "")
        self.unsaved_label.setToolTip("OK (Ctrl+Enter) applies them to the sheet; Cancel (Esc) discards them"
                                      if n else "")

    def reject(self) -> None:
        """Cancel, Escape or the window's close button: with edits, ask before throwing them away."""
        n = self.unsaved_changes()
        if not n:
            self.discard()
            return
        if self.discard_box is not None and self.discard_box.isVisible():
            return
        box = QMessageBox(QMessageBox.Icon.Question, "Discard changes?",
                          f"Discard {n} change{'s' if n != 1 else ''}?", parent=self)
        box.setObjectName("discardChanges")
        box.setInformativeText(f"The edits to the rules of {self.item_name} made in this window are lost. "
                               "OK (Ctrl+Enter) applies them to the sheet instead.")
        discard = box.addButton("Discard", QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton("Keep editing", QMessageBox.ButtonRole.RejectRole)
        discard.setObjectName("discard")
        keep.setObjectName("keepEditing")
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.buttonClicked.connect(lambda clicked: self.discard() if clicked is discard else None)
        self.discard_box = box
        box.open()

    def discard(self) -> None:
        """Close, throwing away every edit made in this window."""
        super().reject()

    def apply_and_close(self) -> None:
        """OK: pending raw-JSON text first, then all edits as one `setRules` action."""
        for card in self.shown_cards():
            if card.json_dirty() and not card.apply_json():
                card.set_expanded(True)
                card.json_edit.setFocus(Qt.FocusReason.OtherFocusReason)
                self.scroll_area.ensureWidgetVisible(card)
                self.message.show_messages([("error", "A card's raw JSON cannot be applied; fix or revert it first.")])
                return
        if not self.draft.changed():
            self.accept()
            return
        self._asking = True
        try:
            result = self.ops.apply(steps.SetRules(item=self.item_key, rules=copy.deepcopy(self.draft.rules())).step(),
                                    handled=True)
        finally:
            self._asking = False
        if not result.ok:
            self.message.show_messages([("error", f"Could not apply the rules: {result.message}")])
            return
        self.applied.emit(result)
        self.accept()


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
