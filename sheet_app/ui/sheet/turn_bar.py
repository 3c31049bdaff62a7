"""The header's line for the turn: the conditions (sheet/conditions_bar.py) and the action tracker with the
reactions (sheet/action_pips.py), shown again when a change-set names what they read."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

from ...engine.session import ChangeSet, Session
from ...i18n import Sheet
from ..operations import Operations
from .action_pips import ActionTracker
from .conditions_bar import ConditionsBar
from .header_widgets import caption

# What the line reads of the document: conditions and their timers, the actions and reactions, the turn and
# the encounter (reactions need one), concentration, HP (Dying) and the items (immunity, Action Cost rules).
KEYS = frozenset({"states", "conditionTimers", "actions", "reactions", "turnActive", "encounter", "concentratingOn",
                  "hp", "wounds", "items"})


class TurnBar(QWidget):
    """Conditions on the left, actions and reactions on the right; every change through the runner."""

    defendRequested = Signal()

    def __init__(self, ops: Operations, parent: QWidget | None = None):
        super().__init__(parent)
        self.ops = ops
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.conditions = ConditionsBar(ops.apply)
        self.tracker = ActionTracker(ops.apply, ops.preview)
        self.tracker.defendRequested.connect(self.defendRequested.emit)
        line = self.tracker.sizeHint().height()  # the captions sit on the first line of chips
        for text, widget, stretch in ((Sheet.tr("Conditions"), self.conditions, 1),
                                      (Sheet.tr("Actions"), self.tracker, 0)):
            label = caption(text)
            label.setFixedHeight(line)
            row.addWidget(label, 0, Qt.AlignmentFlag.AlignTop)
            row.addWidget(widget, stretch, Qt.AlignmentFlag.AlignTop)
            row.addSpacing(12 if stretch else 0)

    def show_session(self, session: Session) -> None:
        self.conditions.show_character(session.char)
        self.tracker.show_character(session.char)

    def show_changes(self, session: Session, changes: ChangeSet) -> None:
        if changes.items or not KEYS.isdisjoint(changes.header):
            self.show_session(session)

    def chip_texts(self) -> list[str]:
        """What the chips say, in order (tests and the screenshots read it)."""
        return [chip.label.text() for chip in self.conditions.chips.values()]

    def reaction(self, name: str) -> Any:
        return self.tracker.reactions[name]
