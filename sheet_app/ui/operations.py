"""The operations runner: the window's one door to the session (Anki's `CollectionOp` is the model).

`Operations` owns the session (and the library it saves to) and is the only UI code that calls
`Session.apply`, `undo` and `redo` (tests/ui/test_one_door.py enforces it). Widgets ask it; views
subscribe to its signals, which carry the engine's `Result` and so the change-set to redraw:

- `applied(result, step)`: an action committed;
- `undone(result, record)` / `redone(result, record)`: the record the log strikes or restores;
- `refused(result, step, handled)`: nothing changed; `handled` is True when the widget that asked
  shows the refusal in place itself (the Rules Builder, the item editor), so the window does not.

It owns no widget. A widget opened without a window (tests, the item library's own sessions) gets
its own runner from `operations_for(session)`.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from ..engine.actions import describe_step
from ..engine.dice import Roller
from ..engine.session import ActionPreview, Record, Result, Session


class Operations(QObject):
    """Apply, undo, redo and preview on one session, announced by signals."""

    applied = Signal(object, object)
    undone = Signal(object, object)
    redone = Signal(object, object)
    refused = Signal(object, object, bool)
    sessionChanged = Signal(object)

    def __init__(self, session: Session, *, library: Any = None, character_id: str | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.library = library
        self.character_id = character_id

    def set_session(self, session: Session, character_id: str | None = None) -> None:
        """Another character (switch, reload): every widget asking this runner now sees it."""
        self.session = session
        if character_id is not None:
            self.character_id = character_id
        self.sessionChanged.emit(session)

    # ---- the door ----------------------------------------------------------------------------------
    def apply(self, step: dict[str, Any], *, faces: list[int] | None = None, handled: bool = False) -> Result:
        """Apply one action (`faces`: a preview's rolls to replay); `handled`: the asker shows a refusal."""
        result = self.session.apply(step, faces=faces)
        if result.ok:
            self.applied.emit(result, step)
        else:
            self.refused.emit(result, step, handled)
        return result

    def undo(self) -> Result:
        return self._move(undo=True)

    def redo(self) -> Result:
        return self._move(undo=False)

    def _move(self, *, undo: bool) -> Result:
        stack = self.session.undo_stack if undo else self.session.redo_stack
        record = stack[-1] if stack else None
        result = self.session.undo() if undo else self.session.redo()
        if not result.ok:
            self.refused.emit(result, None, False)
        elif undo:
            self.undone.emit(result, record)
        else:
            self.redone.emit(result, record)
        return result

    def preview(self, step: dict[str, Any], roller: Roller | None = None) -> ActionPreview:
        """What `step` would do, worked out and rolled back (nothing is announced)."""
        return self.session.preview(step, roller)

    # ---- undo as data (Anki's undo.py): what the menu, the keys and the panels show ----------------
    def can_undo(self) -> bool:
        return bool(self.session.undo_stack)

    def can_redo(self) -> bool:
        return bool(self.session.redo_stack)

    def undo_name(self) -> str:
        """The action Undo would take back, in the game's words ("" when none)."""
        stack = self.session.undo_stack
        return describe_step(stack[-1].action, self.session.char) if stack else ""

    def redo_name(self) -> str:
        stack = self.session.redo_stack
        return describe_step(stack[-1].action, self.session.char) if stack else ""

    def history(self, limit: int = 30) -> list[tuple[int, str]]:
        """(depth, what) for the last `limit` actions, newest first: Edit ▸ History's entries."""
        stack = self.session.undo_stack
        return [(depth, record.log[0] if record.log else describe_step(record.action, self.session.char))
                for depth, record in enumerate(reversed(stack[-limit:]), start=1)]

    def last_record(self) -> Record | None:
        return self.session.undo_stack[-1] if self.session.undo_stack else None


def operations_for(source: Session | Operations) -> Operations:
    """The runner a widget asks: the window's when given one, else a private one over `source`."""
    return source if isinstance(source, Operations) else Operations(source)
