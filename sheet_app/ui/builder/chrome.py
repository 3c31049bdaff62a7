"""The Rules Builder's window around the cards: the head (add, counts, expand/collapse, enable/
disable, problems), the card list and the picker, the footer (undo, redo, unsaved, Cancel, OK), its keys."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QScrollArea, QStackedWidget, QVBoxLayout, QWidget

from ...i18n import Builder
from ...views.rule_specs import RULE_TYPES
from .draft import rule_type
from .keyboard import shortcut_keys
from .picker import RulePicker
from .widgets import MessageLabel, button, muted_label

if TYPE_CHECKING:
    from .dialog import RulesBuilder


def build(dialog: RulesBuilder) -> None:
    box = QVBoxLayout(dialog)
    box.setSpacing(8)
    head = QHBoxLayout()
    dialog.add_button = button(Builder.tr("+ Add Rule"), Builder.tr("Add a rule or a template (Ctrl+N)"),
                               Builder.tr("Add rule"))
    dialog.add_button.setObjectName("addRule")
    dialog.add_button.clicked.connect(dialog.toggle_picker)
    metrics = dialog.add_button.fontMetrics()
    widest = max(metrics.horizontalAdvance(t) for t in (Builder.tr("+ Add Rule"), Builder.tr("× Close picker")))
    dialog.add_button.setMinimumWidth(widest + 24)
    head.addWidget(dialog.add_button)
    dialog.count_label = QLabel()
    dialog.count_label.setObjectName("ruleCount")
    head.addWidget(dialog.count_label)
    head.addStretch(1)
    for name, text, tip, slot in (
            ("expandAll", Builder.tr("Expand all"), Builder.tr("Expand every card"),
             lambda: dialog.set_all_expanded(True)),
            ("collapseAll", Builder.tr("Collapse all"), Builder.tr("Collapse every card"),
             lambda: dialog.set_all_expanded(False)),
            ("enableAll", Builder.tr("Enable all"), Builder.tr("Switch every rule on"),
             lambda: dialog.set_all_enabled(True)),
            ("disableAll", Builder.tr("Disable all"), Builder.tr("Switch every rule off"),
             lambda: dialog.set_all_enabled(False))):
        btn = button(text, tip)
        btn.setObjectName(name)
        btn.clicked.connect(slot)
        head.addWidget(btn)
        setattr(dialog, f"_{name}", btn)
    dialog.problems_button = button("", Builder.tr("Show or hide the list of problems"), Builder.tr("Problems"))
    dialog.problems_button.setObjectName("problemsButton")
    dialog.problems_button.setCheckable(True)
    dialog.problems_button.toggled.connect(lambda on: dialog.problems_list.setVisible(on))
    head.addWidget(dialog.problems_button)
    box.addLayout(head)
    dialog.problems_list = QListWidget()
    dialog.problems_list.setObjectName("problemsList")
    dialog.problems_list.setAccessibleName(Builder.tr("Problems"))
    dialog.problems_list.setMaximumHeight(130)
    dialog.problems_list.itemActivated.connect(dialog._problem_activated)
    dialog.problems_list.hide()
    box.addWidget(dialog.problems_list)
    dialog.pages = QStackedWidget()
    dialog.scroll_area = QScrollArea()
    dialog.scroll_area.setObjectName("cards")
    dialog.scroll_area.setWidgetResizable(True)
    dialog.scroll_area.setFrameShape(QScrollArea.Shape.NoFrame)
    dialog.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from field to field; it scrolls along
    container = QWidget()
    dialog.cards_box = QVBoxLayout(container)
    dialog.cards_box.setContentsMargins(2, 2, 8, 2)
    dialog.cards_box.setSpacing(10)
    dialog.empty = muted_label(Builder.tr("No rules yet. Click + Add Rule (Ctrl+N) to pick a type or a template."),
                               wrap=True)
    dialog.empty.setObjectName("emptyHint")
    dialog.cards_box.addWidget(dialog.empty)
    dialog.cards_box.addStretch(1)
    dialog.scroll_area.setWidget(container)
    container.installEventFilter(dialog)  # the list grew or shrank: other cards may be on screen now
    dialog.pages.addWidget(dialog.scroll_area)
    dialog.picker = RulePicker()
    dialog.picker.setObjectName("picker")
    dialog.picker.chosen.connect(dialog._picked)
    dialog.picker.cancelled.connect(dialog.close_picker)
    dialog.pages.addWidget(dialog.picker)
    dialog.pages.addWidget(QWidget())  # 2: blank while the first screen of cards is being built
    box.addWidget(dialog.pages, 1)
    dialog.message = MessageLabel()
    dialog.message.setObjectName("message")
    box.addWidget(dialog.message)
    foot = QHBoxLayout()
    dialog.undo_button = button(Builder.tr("Undo"), Builder.tr("Undo the last edit in this window (Ctrl+Z)"),
                                Builder.tr("Undo"))
    dialog.undo_button.setObjectName("undo")
    dialog.undo_button.clicked.connect(dialog.undo)
    dialog.redo_button = button(Builder.tr("Redo"), Builder.tr("Redo (Ctrl+Shift+Z)"), Builder.tr("Redo"))
    dialog.redo_button.setObjectName("redo")
    dialog.redo_button.clicked.connect(dialog.redo)
    foot.addWidget(dialog.undo_button)
    foot.addWidget(dialog.redo_button)
    dialog.unsaved_label = muted_label()
    dialog.unsaved_label.setObjectName("unsaved")
    foot.addWidget(dialog.unsaved_label)
    foot.addStretch(1)
    dialog.cancel_button = button(Builder.tr("Cancel"), Builder.tr("Close and discard every edit made in this window "
                                                                   "(Esc)"), Builder.tr("Cancel"))
    dialog.cancel_button.setObjectName("cancel")
    dialog.cancel_button.clicked.connect(dialog.reject)
    dialog.ok_button = button(Builder.tr("OK"), Builder.tr("Apply the edits to the sheet as one undoable action "
                                                           "(Ctrl+Enter)"), Builder.tr("OK"))
    dialog.ok_button.setObjectName("ok")
    dialog.ok_button.clicked.connect(dialog.apply_and_close)
    foot.addWidget(dialog.cancel_button)
    foot.addWidget(dialog.ok_button)
    box.addLayout(foot)
    dialog._action(Builder.tr("Undo"), shortcut_keys(QKeySequence.StandardKey.Undo, "Ctrl+Z"), dialog.undo)
    dialog._action(Builder.tr("Redo"), shortcut_keys(QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z", "Ctrl+Y"),
                   dialog.redo)
    dialog._action(Builder.tr("Add rule"), QKeySequence("Ctrl+N"), dialog.open_picker)
    dialog._action(Builder.tr("Duplicate rule"), QKeySequence("Ctrl+D"), lambda: dialog._on_current(dialog.duplicate))
    dialog._action(Builder.tr("Delete rule"), QKeySequence("Ctrl+Shift+Delete"),
                   lambda: dialog._on_current(dialog.delete))
    dialog._action(Builder.tr("OK"), shortcut_keys(None, "Ctrl+Return", "Ctrl+Enter"), dialog.apply_and_close)


def action(dialog: RulesBuilder, text: str, keys: Any, slot: Any) -> QAction:
    action = QAction(text, dialog)
    if isinstance(keys, list):
        action.setShortcuts(keys)
    else:
        action.setShortcut(keys)
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(slot)
    dialog.addAction(action)
    return action


# ---- the head's state and the picker page -----------------------------------------------------
def toggle_picker(dialog: RulesBuilder) -> None:
    if dialog.pages.currentIndex() == 1:
        dialog.close_picker()
    else:
        dialog.open_picker()


def open_picker(dialog: RulesBuilder) -> None:
    dialog.pages.setCurrentIndex(1)
    dialog.add_button.setText(Builder.tr("× Close picker"))
    dialog.picker.open()


def close_picker(dialog: RulesBuilder) -> None:
    if dialog.pages.currentIndex() == 1:
        dialog.pages.setCurrentIndex(0 if dialog._prepared else 2)
        dialog.add_button.setText(Builder.tr("+ Add Rule"))
        dialog.add_button.setFocus(Qt.FocusReason.OtherFocusReason)
        dialog._schedule_builds()


def stack_moved(dialog: RulesBuilder, *_: Any) -> None:
    dialog.show_unsaved()
    dialog.undo_button.setEnabled(dialog.stack.canUndo())
    dialog.redo_button.setEnabled(dialog.stack.canRedo())
    dialog.undo_button.setToolTip(Builder.tr("Undo {action} (Ctrl+Z)").format(action=dialog.stack.undoText())
                                  if dialog.stack.canUndo() else Builder.tr("Nothing to undo"))
    dialog.redo_button.setToolTip(Builder.tr("Redo {action} (Ctrl+Shift+Z)").format(action=dialog.stack.redoText())
                                  if dialog.stack.canRedo() else Builder.tr("Nothing to redo"))


def update_header(dialog: RulesBuilder) -> None:
    n = len(dialog.draft.raws)
    dialog.count_label.setText(Builder.tr("%n rules", "", n))
    editable = [r for r in dialog.draft.raws if rule_type(r) in RULE_TYPES]
    dialog._enableAll.setEnabled(any(r.get("disabled") is True for r in editable))  # type: ignore[attr-defined]
    dialog._disableAll.setEnabled(any(r.get("disabled") is not True for r in editable))  # type: ignore[attr-defined]
    for name in ("_expandAll", "_collapseAll"):
        getattr(dialog, name).setEnabled(bool(n))

