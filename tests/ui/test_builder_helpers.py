"""Helpers for the Rules Builder tests: open the window, find cards and fields, type, pick from drop-downs.

Everything goes through the widgets (clicks, keys, drop-down entries chosen by their visible text);
nothing here writes the draft or the session directly.
"""
from __future__ import annotations

import copy
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QToolButton,
    QWidget,
)

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.ui.builder import RulesBuilder
from sheet_app.ui.builder.cards import RuleCard

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))
CTRL = Qt.KeyboardModifier.ControlModifier


def berserker(strip: Iterable[str] = (), **header: Any) -> dict[str, Any]:
    """The sample Berserker; the items named in `strip` lose all their rules; header fields replaced."""
    doc = copy.deepcopy(SAMPLE)
    for item in doc["items"]:
        if item["id"] in strip:
            item["rules"] = []
    doc.update(header)
    return doc


def session_for(doc: dict[str, Any], dice: Iterable[int] = ()) -> Session:
    return Session(doc, roller=ScriptedRoller(list(dice)))


def item_rules(session: Session, item: str) -> list[Any]:
    return session.document()["items"][session.char.find_item(item)]["rules"]


def open_builder(qtbot: Any, session: Session, item: str) -> RulesBuilder:
    dialog = RulesBuilder(session, session.char.find_item(item))
    qtbot.addWidget(dialog)
    dialog.resize(1000, 780)
    dialog.open()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # window shortcuts (Ctrl+Z, Ctrl+N …) need an active window
    qtbot.waitUntil(dialog.idle)  # cards below the fold are built right after the window shows
    return dialog


def cards(dialog: RulesBuilder) -> list[RuleCard]:
    return dialog.shown_cards()


def card_labelled(dialog: RulesBuilder, label: str) -> RuleCard:
    for card in cards(dialog):
        if card.label_edit.text() == label:
            return card
    raise AssertionError(f"no card labelled {label!r}: {[c.label_edit.text() for c in cards(dialog)]}")


def find(parent: QWidget, cls: type, name: str) -> Any:
    widget = parent.findChild(cls, name)
    assert widget is not None, f"no {cls.__name__} named {name!r}"
    return widget


def scroll_to(widget: QWidget) -> None:
    """Scroll the card list so the widget is on screen (a click lands on what is under the pointer)."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    if parent is not None:
        parent.ensureWidgetVisible(widget, 10, 10)


def click(qtbot: Any, button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), f"{button.text()!r} is not clickable"

    def on_screen() -> bool:  # laid out and scrolled into view, so the pointer lands on it
        scroll_to(button)
        return not button.visibleRegion().isEmpty()
    qtbot.waitUntil(on_screen)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_into(qtbot: Any, edit: QLineEdit, text: str, enter: bool = True) -> None:
    """Focus a box, select what it holds, type `text` over it (and press Enter)."""
    assert edit.isVisible() and edit.isEnabled(), f"{edit.objectName()} is not editable"
    scroll_to(edit)
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, CTRL)
    if text:
        qtbot.keyClicks(edit, text)
    else:
        qtbot.keyClick(edit, Qt.Key.Key_Delete)
    popup = QApplication.activePopupWidget()
    if popup is not None:  # a suggestion list opened while typing: Esc closes it, as for a user
        qtbot.keyClick(popup, Qt.Key.Key_Escape)
    if enter:
        qtbot.keyClick(edit, Qt.Key.Key_Return)


def field(card: RuleCard, name: str) -> Any:
    """The input of a card field by its key path ("max", "recoveries.0.value")."""
    widget = card.findChild(QComboBox, name) or card.findChild(QLineEdit, name) \
        or card.findChild(QAbstractButton, name)
    assert widget is not None, f"no field {name!r}"
    return widget


def choose(qtbot: Any, combo: QComboBox, text: str) -> None:
    """Open the drop-down and click the entry whose visible text is (or starts with) `text`."""
    scroll_to(combo)
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    texts = [combo.itemText(i) for i in range(combo.count())]
    matches = [i for i, t in enumerate(texts) if t == text] or [i for i, t in enumerate(texts) if t.startswith(text)]
    assert matches, f"no entry {text!r} in {texts}"
    index = view.model().index(matches[0], combo.modelColumn())
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    qtbot.waitUntil(lambda: not view.isVisible())
    assert combo.currentText() == texts[matches[0]] or combo.isEditable()
    reactivate(qtbot, combo.window())


def reactivate(qtbot: Any, window: QWidget) -> None:
    """The offscreen platform hands activation to a closed drop-down's popup a moment later (a real
    window manager does not); give it back to the window, as a click on it would."""
    QApplication.processEvents()

    def active() -> bool:
        if QApplication.activeWindow() is not window:
            window.activateWindow()
        return QApplication.activeWindow() is window
    qtbot.waitUntil(active)


def add_rule(qtbot: Any, dialog: RulesBuilder, filter_text: str) -> RuleCard:
    """+ Add Rule, type to filter, Enter: returns the new card."""
    before = set(dialog.cards)
    click(qtbot, dialog.add_button)
    qtbot.waitUntil(dialog.picker.filter.hasFocus)
    qtbot.keyClicks(dialog.picker.filter, filter_text)
    qtbot.keyClick(dialog.picker.filter, Qt.Key.Key_Return)
    new = [uid for uid in dialog.cards if uid not in before]
    assert new, "no card was added"
    return dialog.cards[new[0]]


def json_text(card: RuleCard) -> QPlainTextEdit:
    return find(card, QPlainTextEdit, "json")


def press_ok(qtbot: Any, dialog: RulesBuilder) -> None:
    with qtbot.waitSignal(dialog.finished, timeout=2000):
        click(qtbot, dialog.ok_button)


def without_id(raw: dict[str, Any]) -> dict[str, Any]:
    """A new rule without its random id (checked to exist and look like upstream's)."""
    rule_id = raw.get("id")
    assert isinstance(rule_id, str) and len(rule_id) == 16 and rule_id.isalnum(), rule_id
    return {k: v for k, v in raw.items() if k != "id"}


def settle(qtbot: Any, dialog: RulesBuilder) -> None:
    """Wait for the debounced problem check (and the tab order) to catch up."""
    qtbot.waitUntil(dialog.idle, timeout=2000)


def add_condition(qtbot: Any, group: Any) -> Any:
    """Click the group's own "+ Add condition"; returns the new row."""
    button = group.findChild(QToolButton, "addCondition", Qt.FindChildOption.FindDirectChildrenOnly)
    assert button is not None
    click(qtbot, button)
    return group.child_widgets()[-1]


def set_row(qtbot: Any, row: Any, key: str, op: str | None = None, value: str | None = None,
            high: str | None = None) -> None:
    """Fill a condition row: key, operator (by its visible name), value (and the max of "is between")."""
    type_into(qtbot, row.key_edit, key, enter=False)
    if op is not None:
        choose(qtbot, row.op_combo, op)
    if value is not None:
        type_into(qtbot, row.value_edit, value, enter=False)
    if high is not None:
        type_into(qtbot, row.high_edit, high, enter=False)


def flush_deleted() -> None:
    """Delete the windows of earlier tests now (their deleteLater never meets an event loop otherwise),
    so widgets do not pile up and slow every later test's theme change."""
    from PySide6.QtCore import QEvent
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, RulesBuilder):
            widget.close()
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
