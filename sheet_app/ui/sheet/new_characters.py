"""Character ▸ New character…: the part of the window that opens the New character dialog
(ui/new_character_dialog.py), stores what it makes as a character of the library, opens it, and takes it
back again as one undoable action (ui/operations.py's `Beneath`: Undo moves it to the trash and opens the
character that was open before; Redo restores and opens it)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...i18n import Engine, Sheet, filled
from ..operations import Operations
from .files import CharacterFiles
from .host import SheetHost, SheetPart

if TYPE_CHECKING:
    from ...views.new_character import Creation, CreationContent
    from ..new_character_dialog import NewCharacterDialog


@dataclass
class MadeCharacter:
    """A character's creation, beneath its history (`Operations.beneath`)."""

    part: NewCharacters
    character_id: str
    previous: str | None
    name: str

    def undo(self) -> bool:
        return self.part.take_back(self)

    def redo(self) -> bool:
        return self.part.bring_back(self)


class NewCharacters(SheetPart):
    """Opens the New character dialog (one at a time) and makes, opens and takes back its characters;
    `changed()` when Undo's and Redo's words change with it (the menus show them again)."""

    changed = Signal()

    def __init__(self, ops: Operations, host: SheetHost, files: CharacterFiles, parent: QObject | None = None):
        super().__init__(ops, host, parent)
        self.files = files
        self.content: CreationContent | None = None  # given by set_content; else the library's content index
        self.dialog: NewCharacterDialog | None = None

    def set_content(self, content: CreationContent) -> None:
        self.content = content

    def creation_content(self) -> CreationContent | None:
        if self.content is not None:
            return self.content
        if self.library is None:
            return None
        from ...storage.content_index import ContentIndex
        from ...views.content_levels import ContentLevels

        return ContentLevels(ContentIndex(self.library))

    def open_new_character(self) -> NewCharacterDialog | None:
        from ..new_character_dialog import NewCharacterDialog  # imported when first asked for

        content = self.creation_content()
        if content is None:
            return None
        dialog = NewCharacterDialog(content, self.host.dialog_parent())
        dialog.created.connect(self.make)
        dialog.importRequested.connect(self.files.ask_import_content)
        dialog.open()
        self.dialog = dialog
        return dialog

    def make(self, creation: Creation) -> str | None:
        """Store the character, open it, and keep its creation beneath its history (one undo step)."""
        from ...engine.document import DocumentError
        from ...storage.library import LibraryError

        library_ops = self.ops.library_ops
        if library_ops is None:
            return None
        previous = self.ops.character_id
        try:
            cid = library_ops.create(creation.doc)
        except (DocumentError, LibraryError) as err:
            self.host.show_message(Sheet.tr("The character was not made: {error}").format(error=err))
            return None
        name = str(creation.doc.get("name"))
        self.files.switch_to(cid)
        if self.ops.character_id != cid:
            return None  # it could not be opened: switch_to said why
        self.ops.beneath = MadeCharacter(self, cid, previous, Sheet.tr("New character {name}").format(name=name))
        self.host.add_log(self._words(creation), kind="")
        self.host.show_status(Sheet.tr("Made {name}: Edit ▸ Undo takes it back").format(name=name), 8000)
        self.changed.emit()
        return cid

    @staticmethod
    def _words(creation: Creation) -> list[str]:
        doc = creation.doc
        klass = doc["items"][0].get("name") if doc.get("items") else "?"
        line = Sheet.tr("New character {name}: {class_} level 1, HP {hp}").format(
            name=doc.get("name"), class_=klass, hp=doc["hp"]["max"])
        if creation.granted:
            line += Sheet.tr("; starting items {items}").format(items=", ".join(creation.granted))
        return [line, *(entry for entry in creation.log if _not_granted(entry))]

    def take_back(self, made: MadeCharacter) -> bool:
        """Undo: open the character open before (else another), then move the new one to the trash."""
        library_ops = self.ops.library_ops
        if library_ops is None:
            return False
        others = [info.id for info in self.library.list() if info.id != made.character_id]
        target = made.previous if made.previous in others else (others[0] if others else None)
        if target is None:
            self.host.show_message(Sheet.tr("{name} is the only character: it stays (File ▸ Characters… deletes it "
                                            "once there is another)").format(name=made.name))
            return False
        self.files.switch_to(target)
        if self.ops.character_id == made.character_id:
            return False  # the other one could not be opened: switch_to said why
        library_ops.delete(made.character_id)
        self.host.add_log([Sheet.tr("Undid {name}: moved to the trash (File ▸ Characters… ▸ Show trash)").format(
            name=made.name)],
                          kind="undo")
        self.changed.emit()
        return True

    def bring_back(self, made: MadeCharacter) -> bool:
        """Redo: restore the character from the trash and open it."""
        library_ops = self.ops.library_ops
        if library_ops is None:
            return False
        library_ops.restore(made.character_id)
        self.files.switch_to(made.character_id)
        if self.ops.character_id != made.character_id:
            return False
        self.host.add_log([Sheet.tr("Redid {name}").format(name=made.name)], kind="undo")
        self.changed.emit()
        return True


def _not_granted(line: str) -> bool:
    """A Grant Item that added nothing (engine/grants.py's lines, in the language they were written in)."""
    return any(filled(template, line) is not None for template in (
        Engine.tr("{name}: Grant Item {rule} is in-memory only (not supported here): nothing added"),
        Engine.tr("{name}: Grant Item {rule}: no library item has uuid {uuid}; nothing added")))
