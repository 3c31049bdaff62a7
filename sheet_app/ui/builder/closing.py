"""Closing the Rules Builder: what Cancel would throw away (asked first), and OK applying every edit
as one `setRules` action."""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from ...engine import steps
from ...i18n import Builder

if TYPE_CHECKING:
    from .dialog import RulesBuilder


def unsaved_changes(dialog: RulesBuilder) -> int:
    """How many edits Cancel would throw away: the undo steps since opening (none when the rules
    are back as they were), plus each card whose raw-JSON box holds text not applied yet."""
    pending = sum(1 for card in dialog.cards.values() if card.built and card.json_dirty())
    return (max(1, dialog.stack.index()) if dialog.draft.changed() else 0) + pending


def show_unsaved(dialog: RulesBuilder) -> None:
    n = dialog.unsaved_changes()
    dialog.setWindowModified(bool(n))
    dialog.unsaved_label.setText(Builder.tr("● %n unsaved changes", "", n) if n else "")
    dialog.unsaved_label.setToolTip(Builder.tr("OK (Ctrl+Enter) applies them to the sheet; Cancel (Esc) discards them")
                                    if n else "")


def reject(dialog: RulesBuilder) -> None:
    """Cancel, Escape or the window's close button: with edits, ask before throwing them away."""
    n = dialog.unsaved_changes()
    if not n:
        dialog.discard()
        return
    if dialog.discard_box is not None and dialog.discard_box.isVisible():
        return
    box = QMessageBox(QMessageBox.Icon.Question, Builder.tr("Discard changes?"),
                      Builder.tr("Discard %n changes?", "", n), parent=dialog)
    box.setObjectName("discardChanges")
    box.setInformativeText(Builder.tr("The edits to the rules of {item} made in this window are lost. "
                                      "OK (Ctrl+Enter) applies them to the sheet instead.").format(
                                          item=dialog.item_name))
    discard = box.addButton(Builder.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
    keep = box.addButton(Builder.tr("Keep editing"), QMessageBox.ButtonRole.RejectRole)
    discard.setObjectName("discard")
    keep.setObjectName("keepEditing")
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.buttonClicked.connect(lambda clicked: dialog.discard() if clicked is discard else None)
    dialog.discard_box = box
    box.open()


def apply_and_close(dialog: RulesBuilder) -> None:
    """OK: pending raw-JSON text first, then all edits as one `setRules` action."""
    for card in dialog.shown_cards():
        if card.json_dirty() and not card.apply_json():
            card.set_expanded(True)
            if card.json_edit is not None:  # dirty: the box is there
                card.json_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            dialog.scroll_area.ensureWidgetVisible(card)
            dialog.message.show_messages([("error", Builder.tr("A card's raw JSON cannot be applied; fix or revert "
                                                               "it first."))])
            return
    if not dialog.draft.changed():
        dialog.accept()
        return
    dialog._asking = True
    try:
        step = steps.SetRules(item=dialog.item_key, rules=copy.deepcopy(dialog.draft.rules())).step()
        result = dialog.ops.apply(step, handled=True)
    finally:
        dialog._asking = False
    if not result.ok:
        dialog.message.show_messages([("error", Builder.tr("Could not apply the rules: {message}").format(
            message=result.message))])
        return
    dialog.applied.emit(result)
    dialog.accept()

