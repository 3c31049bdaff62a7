"""Character ▸ Level up… and Level down: the part of the window that opens the Level up dialog
(ui/level_up_dialog.py) and takes the last level back (character.md §16).

`content` is where the dialog finds the level's features, subclasses, epic boons and the library Grant
Item and Grant Spells copy from (views/level_up.py's `LevelContent`); `NoContent` until the window is given
the imported content's provider (`set_content`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ...engine import steps
from ...views.level_up import LevelContent, NoContent
from ..operations import Operations
from .host import SheetHost, SheetPart

if TYPE_CHECKING:
    from ..level_up_dialog import LevelUpDialog


class LevelUps(SheetPart):
    """Opens the Level up dialog (one at a time) and applies Level down, through the runner."""

    def __init__(self, ops: Operations, host: SheetHost, parent: QObject | None = None):
        super().__init__(ops, host, parent)
        self.content: LevelContent | None = None  # given by set_content; else the library's content index
        self.dialog: LevelUpDialog | None = None

    def set_content(self, content: LevelContent) -> None:
        """The imported content the dialog offers (the content index's provider)."""
        self.content = content

    def level_content(self) -> LevelContent:
        """What the dialog offers: the provider given, else the library's imported content, else nothing."""
        if self.content is not None:
            return self.content
        if self.library is None:
            return NoContent()
        from ...storage.content_index import ContentIndex
        from ...views.content_levels import ContentLevels

        return ContentLevels(ContentIndex(self.library))

    def open_level_up(self) -> LevelUpDialog:
        from ..level_up_dialog import LevelUpDialog  # imported when first asked for: not on the first screen

        content = self.level_content()
        self.ops.set_grant_library(content.library())
        dialog = LevelUpDialog(self.ops, content, self.host.dialog_parent())
        dialog.chosen.connect(self.ops.apply)
        dialog.open()
        self.dialog = dialog
        return dialog

    def level_down(self) -> None:
        self.ops.apply(steps.LevelDown().step())
