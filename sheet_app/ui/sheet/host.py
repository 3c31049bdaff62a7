"""What the sheet window's parts need of the window they sit in: `SheetHost`.

The parts (`SheetDisplay`, `ItemActions`, `ItemMenu`, `RoundDialogs`, `CharacterFiles`, `Menus`) are each
built with the runner (ui/operations.py's `Operations`: the session, its actions and previews) and a host.
They ask the host only for what a window has and they do not: where dialogs open, which item is current,
the message bar, the status bar and the log, the settings. `MainWindow` (sheet/window.py) is the one host of the app;
tests give a part a small fake one (tests/ui/test_window_parts.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QWidget

from ...engine.session import Result, Session

if TYPE_CHECKING:
    from ..operations import Operations


class SheetHost(Protocol):
    """The window as its parts see it."""

    @property
    def settings(self) -> QSettings:
        """The app's settings (the player's own dice, the theme, the last character)."""
        ...

    def dialog_parent(self) -> QWidget:
        """The widget the parts' dialogs and menus open over (the window)."""
        ...

    def current_item(self) -> int | None:
        """The item of the list's current row (None: no row, or a row of no item)."""
        ...

    def select_item(self, index: int) -> None:
        """Select an item's row and scroll to it (clearing a filter that hides it)."""
        ...

    def show_message(self, text: str, *, error: bool = True) -> None:
        """Say something in the message bar above the list (a problem, unless `error` is False)."""
        ...

    def show_status(self, text: str, timeout: int = 8000) -> None:
        """A passing line in the status bar."""
        ...

    def add_log(self, lines: list[str], *, kind: str = "") -> None:
        """Lines in the activity log ("refused", "undo": how they are coloured)."""
        ...

    def refused(self, result: Result) -> None:
        """Show why an action was refused, as the window does for the runner's refusals."""
        ...

    def show_character(self, log_lines: list[Any] | None = None) -> None:
        """Show again from scratch the character the runner now holds (another one, or reloaded); with
        `log_lines` (from the library) the log is filled anew with them."""
        ...

    def another_window(self, session: Session, character_id: str) -> QWidget:
        """A new sheet window on a saved character, shown (File ▸ Characters… ▸ Open in a new window)."""
        ...

    def focus_filter(self) -> None:
        """The keyboard to the filter box, its text selected (Edit ▸ Find item)."""
        ...

    def close(self) -> bool:
        """Close the window (File ▸ Quit)."""
        ...


class SheetPart(QObject):
    """What every part of the window has: the runner it acts through (`ops`) and the host it sits in."""

    def __init__(self, ops: Operations, host: SheetHost, parent: QObject | None = None):
        super().__init__(parent)
        self.ops = ops
        self.host = host

    @property
    def session(self) -> Session:
        return self.ops.session

    @property
    def library(self) -> Any:
        return self.ops.library
