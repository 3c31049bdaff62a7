"""The operations runner: the window's one door to the session and the library (Anki's `CollectionOp`).

`Operations` owns the session (and the library it saves to) and is the only UI code that calls
`Session.apply`, `undo` and `redo`, or swaps `session.roller` (the player's own dice); `LibraryOps`
beside it is the only UI code that writes the library (tests/ui/test_one_door.py enforces both).
Widgets ask them; views subscribe to their signals, which carry the engine's `Result` and so the
change-set to redraw:

- `applied(result, step)`: an action committed;
- `undone(result, record)` / `redone(result, record)`: the record the log strikes or restores;
- `refused(result, step, handled)`: nothing changed; `handled` is True when the widget that asked
  shows the refusal in place itself (the Rules Builder, the item editor), so the window does not;
- `LibraryOps.libraryChanged(what, id)`: a character ("characters") or library item ("items") was
  created, renamed, duplicated, deleted, restored, purged or saved.

"I roll my own dice" is asked here too: with it on, `apply` of an action that rolls asks the
window's `dice_asker` for the faces first and returns a `pending` result; the action runs (and
`resumed` is called with its result) once the player has typed them.

A character's creation (Character ▸ New character…) is undone here too, as the action beneath the new
character's history (`beneath`, a `Beneath`): Undo with nothing left in the session's history takes it
back (the window's part moves the character to the trash and opens the one that was open before), and Redo
brings it back until another action is done.

It owns no widget. A widget opened without a window (tests, the item library's own sessions) gets
its own runner from `operations_for(session)`.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from ..engine.actions import describe_step
from ..engine.dice import Roller, TableRoller
from ..engine.session import ActionPreview, Record, Result, Session
from ..i18n import Ui

# The window's prompt for the player's own dice: (step, the dice sizes, the sizes once some faces are
# known, go(faces)); it opens a dialog that calls `go` with the typed faces, or nothing on cancel.
DiceAsker = Callable[[dict[str, Any], list[int], Callable[[list[int]], list[int]], Callable[[list[int]], None]], Any]
PENDING = "pending"


class Beneath(Protocol):
    """An action beneath a character's history, undone and redone by the window that made it (a new
    character: undo moves it to the trash and opens the character open before; redo restores and opens it)."""

    character_id: str  # the character whose history it lies beneath
    previous: str | None  # the character open before (where Undo goes back to)
    name: str  # in words, for Undo's menu entry ("New character Korr")

    def undo(self) -> bool:
        """Take it back; False when it could not be (the window says why)."""
        ...

    def redo(self) -> bool: ...


class LibraryOps(QObject):
    """Every write to the library from the UI: characters and library items, announced by `libraryChanged`.

    Reads (`list`, `get`, `list_items`, `get_item`, `open_session`, `log_entries`) go to `library`."""

    libraryChanged = Signal(str, str)  # "characters", "items" or "content", the id (or source) written

    def __init__(self, library: Any, parent: QObject | None = None):
        super().__init__(parent)
        self.library = library

    def _changed(self, what: str, key: str) -> str:
        self.libraryChanged.emit(what, key)
        return key

    # ---- characters --------------------------------------------------------------------------------
    def create(self, doc: dict[str, Any]) -> str:
        return self._changed("characters", str(self.library.create(doc)))

    def rename(self, cid: str, name: str) -> None:
        self.library.rename(cid, name)
        self._changed("characters", cid)

    def duplicate(self, cid: str) -> str:
        return self._changed("characters", str(self.library.duplicate(cid)))

    def delete(self, cid: str) -> None:
        """To the trash (restore brings it back)."""
        self.library.delete(cid)
        self._changed("characters", cid)

    def restore(self, cid: str) -> None:
        self.library.restore(cid)
        self._changed("characters", cid)

    def purge(self, cid: str) -> None:
        """Out of the trash for good."""
        self.library.purge(cid)
        self._changed("characters", cid)

    # ---- library items -----------------------------------------------------------------------------
    def save_item(self, raw: dict[str, Any], iid: str | None = None) -> str:
        return self._changed("items", str(self.library.save_item(raw, iid)))

    def save_items(self, raws: list[dict[str, Any]]) -> list[str]:
        """Several new library items (an import), announced once."""
        added = [str(self.library.save_item(raw)) for raw in raws]
        if added:
            self._changed("items", added[-1])
        return added

    def delete_item(self, iid: str) -> None:
        self.library.delete_item(iid)
        self._changed("items", iid)

    # ---- the content index (storage/content_index.py) ------------------------------------------------
    def import_content(self, read: Any) -> dict[str, int]:
        """Store what storage/foundry_content.py read (each source replaced, one transaction), announced
        as `libraryChanged("content", source)` once."""
        from ..storage.content_index import ContentIndex

        counts: dict[str, int] = ContentIndex(self.library).replace(read)
        if counts:
            self._changed("content", next(reversed(counts)))
        return counts


def library_ops_for(source: Any) -> LibraryOps:
    """The library writer a widget asks: the runner's when given one, else a private one over a library."""
    if isinstance(source, LibraryOps):
        return source
    if isinstance(source, Operations):
        assert source.library_ops is not None, "a runner without a library"
        return source.library_ops
    return LibraryOps(source)


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
        self.library_ops: LibraryOps | None = None
        self.library = library
        self.character_id = character_id
        self.real_dice = False  # "I roll my own dice": set_real_dice
        self.dice_asker: DiceAsker | None = None
        self.beneath: Beneath | None = None  # the creation of the character open, beneath its history
        self.beneath_undone: Beneath | None = None  # a creation undone, which Redo brings back
        self.beneath_depth: int | None = None  # the redo stack's length when it was undone (None: any)

    @property
    def library(self) -> Any:
        return self.library_ops.library if self.library_ops is not None else None

    @library.setter
    def library(self, library: Any) -> None:
        self.library_ops = LibraryOps(library, parent=self) if library is not None else None

    def set_session(self, session: Session, character_id: str | None = None) -> None:
        """Another character (switch, reload): every widget asking this runner now sees it."""
        self.session = session
        if character_id is not None:
            self.character_id = character_id
        if self.beneath is not None and self.character_id != self.beneath.character_id:
            self.beneath = None  # another character: the creation is no longer beneath what is open
        undone = self.beneath_undone
        if undone is not None and self.character_id not in (undone.previous, undone.character_id):
            self.beneath_undone = None
        self._install_roller()
        self.sessionChanged.emit(session)

    # ---- the player's own dice ---------------------------------------------------------------------
    def set_real_dice(self, on: bool) -> None:
        """With "I roll my own dice", the session rolls through a TableRoller (typed faces, one action at
        a time); without, through the roller it had."""
        self.real_dice = bool(on)
        self._install_roller()

    def _install_roller(self) -> None:
        roller = self.session.roller
        if self.real_dice and not isinstance(roller, TableRoller):
            self.session.roller = TableRoller(roller)
        elif not self.real_dice and isinstance(roller, TableRoller):
            self.session.roller = roller.inner

    def ask_dice(self, step: dict[str, Any], run: Callable[[], Any]) -> bool:
        """When the player rolls their own dice and `step` rolls: ask for the faces, then `run()` with
        them loaded, and return True (the action is pending). False: go ahead now."""
        roller = self.session.roller
        if not self.real_dice or self.dice_asker is None or not isinstance(roller, TableRoller) or roller.loaded:
            return False
        from ..views.action_preview import dice_needed  # only with real dice: not on every click

        sides = dice_needed(self.session, step)
        if not sides:
            return False

        def go(faces: list[int]) -> None:
            roller.load(faces)
            try:
                run()
            finally:
                roller.unload()

        self.dice_asker(step, sides, lambda known: dice_needed(self.session, step, known), go)
        return True

    # ---- the door ----------------------------------------------------------------------------------
    def apply(self, step: dict[str, Any], *, faces: list[int] | None = None, handled: bool = False,
              resumed: Callable[[Result], Any] | None = None) -> Result:
        """Apply one action (`faces`: a preview's rolls to replay); `handled`: the asker shows a refusal.

        With the player's own dice and a step that rolls, the faces are asked first and the result is
        `pending`; `resumed(result)` is called once the action has run on them."""
        if faces is None and self.ask_dice(step, lambda: self._resume(step, handled, resumed)):
            return Result(False, code=PENDING, message=Ui.tr("waiting for the dice you roll"))
        result = self.session.apply(step, faces=faces)
        if result.ok:
            self.beneath_undone = None  # a new action: the undone creation cannot come back by Redo
            self.applied.emit(result, step)
        else:
            self.refused.emit(result, step, handled)
        return result

    def _resume(self, step: dict[str, Any], handled: bool, resumed: Callable[[Result], Any] | None) -> None:
        result = self.apply(step, handled=handled)
        if resumed is not None:
            resumed(result)

    def undo(self, *, beneath: bool = True) -> Result:
        """Undo the last action; with `beneath` (the sheet's Undo) also the character's creation once its
        history is empty. A panel over one pool passes False: it never switches characters."""
        return self._move(undo=True, beneath=beneath)

    def redo(self, *, beneath: bool = True) -> Result:
        return self._move(undo=False, beneath=beneath)

    def _move(self, *, undo: bool, beneath: bool = True) -> Result:
        if beneath and undo and not self.session.undo_stack and self._beneath() is not None:
            return self._move_beneath(undo=True)
        if beneath and not undo and self._redo_beneath() is not None:
            return self._move_beneath(undo=False)
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

    def _beneath(self) -> Beneath | None:
        """The creation beneath the open character's history, when there is one."""
        found = self.beneath
        return found if found is not None and found.character_id == self.character_id else None

    def _move_beneath(self, *, undo: bool) -> Result:
        """Undo or redo the creation (the window's part switches characters and says so). The state is set
        before the switch, so what the switch announces (Undo's and Redo's words) already reads it."""
        if undo:
            done, self.beneath = self.beneath, None
            assert done is not None
            self.beneath_undone, self.beneath_depth = done, None
            if not done.undo():
                self.beneath, self.beneath_undone = done, None
                return Result(False, code="invalidChoice", message=Ui.tr("{action} cannot be undone").format(
                    action=done.name))
            # Redo brings the creation back only once what is undone after it here is redone (last undone, first
            # redone): the redo stack of the character open now, as it is after the switch.
            self.beneath_depth = len(self.session.redo_stack)
            return Result(True, log=[Ui.tr("Undid {action}").format(action=done.name)])
        done, self.beneath_undone = self.beneath_undone, None
        assert done is not None
        self.beneath = done
        if not done.redo():
            self.beneath, self.beneath_undone = None, done
            return Result(False, code="invalidChoice", message=Ui.tr("{action} cannot be redone").format(
                action=done.name))
        return Result(True, log=[Ui.tr("Redid {action}").format(action=done.name)])


    def preview(self, step: dict[str, Any], roller: Roller | None = None) -> ActionPreview:
        """What `step` would do, worked out and rolled back (nothing is announced)."""
        return self.session.preview(step, roller)

    def attack_preview(self, step: dict[str, Any]) -> Any:
        """What damage or an incoming attack would do (views/action_preview.py's `attack_preview`): the Damage
        and Attacked dialogs' outcome line."""
        from ..views.action_preview import attack_preview  # with the first such dialog: not on the first screen

        return attack_preview(self.session, step)

    def dice_words(self, step: dict[str, Any]) -> str:
        """Which pools an action's dice go to ("Fury Dice for Rage"), for the own-dice prompt
        (views/action_preview.py's `dice_words`)."""
        from ..views.action_preview import dice_words

        return dice_words(self.session, step)

    def rest_preview(self, step: dict[str, Any]) -> tuple[list[Any], str]:
        """What a rest would change, and why it would be refused (views/action_preview.py's `rest_preview`)."""
        from ..views.action_preview import rest_preview

        return rest_preview(self.session, step)

    def level_up_preview(self, step: dict[str, Any]) -> tuple[list[str], str]:
        """A level-up's changes in words, and why it would be refused (views/level_up.py's `preview`)."""
        from ..views.level_up import preview

        return preview(self.session, step)

    def set_grant_library(self, items: list[dict[str, Any]]) -> None:
        """The items Grant Item and Grant Spells copy from (character.md §15.5): the imported content's."""
        self.session.char.library = list(items)

    # ---- undo as data (Anki's undo.py): what the menu, the keys and the panels show ----------------
    def can_undo(self, *, beneath: bool = True) -> bool:
        return bool(self.session.undo_stack) or (beneath and self._beneath() is not None)

    def can_redo(self) -> bool:
        return bool(self.session.redo_stack) or self._redo_beneath() is not None

    def _redo_beneath(self) -> Beneath | None:
        """The creation Redo brings back now: undone from this character, and nothing undone here since that
        is not redone yet (undo and redo keep one order across the two histories)."""
        found = self.beneath_undone
        if found is None or found.previous != self.character_id:
            return None
        depth = self.beneath_depth
        return found if depth is None or len(self.session.redo_stack) <= depth else None

    def undo_name(self, *, beneath: bool = True) -> str:
        """The action Undo would take back, in the game's words ("" when none)."""
        stack = self.session.undo_stack
        if stack:
            return describe_step(stack[-1].action, self.session.char)
        found = self._beneath() if beneath else None
        return found.name if found is not None else ""

    def redo_name(self) -> str:
        beneath = self._redo_beneath()
        if beneath is not None:
            return beneath.name
        stack = self.session.redo_stack
        return describe_step(stack[-1].action, self.session.char) if stack else ""

    def history(self, limit: int = 30) -> list[tuple[int, str]]:
        """(depth, what) for the last `limit` actions, newest first: Edit ▸ History's entries."""
        from ..views.history_words import action_words

        stack = self.session.undo_stack
        found = [(depth, action_words(record.action, record.log, self.session.char))
                 for depth, record in enumerate(reversed(stack[-limit:]), start=1)]
        beneath = self._beneath()
        if beneath is not None and len(stack) < limit:
            found.append((len(stack) + 1, beneath.name))  # the character's creation, beneath the rest
        return found

    def last_record(self) -> Record | None:
        return self.session.undo_stack[-1] if self.session.undo_stack else None


def operations_for(source: Session | Operations) -> Operations:
    """The runner a widget asks: the window's when given one, else a private one over `source`."""
    return source if isinstance(source, Operations) else Operations(source)
