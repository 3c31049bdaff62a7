"""The window's side of the table (docs/table.md): the Table menu's controller (controller.py) with the
status chip, hosting with the party board (board.py, card.py), joining and the GM's requests applied
through the window's own door (player_side.py), and resuming either at the next start (resume.py). The
network lives in sheet_app.table, off this thread; it talks to these widgets by signals (bridge.py).

Nothing here is imported at start-up: the window builds its controller when the Table menu is first used
(`install`), and the start-up looks for a table to resume after the window shows."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .controller import TableController


def install(window: Any) -> TableController:
    """A sheet window's table controller, its status chip in the status bar (controller.install)."""
    from .controller import install as install_controller

    return install_controller(window)


def __getattr__(name: str) -> Any:
    """`TableController` and the dialogs by their old names (sheet_app.ui.table.TableController)."""
    if name == "TableController":
        from .controller import TableController

        return TableController
    if name in ("OfferDialog", "JoinDialog", "HostDialog"):
        from . import dialogs

        return getattr(dialogs, name)
    raise AttributeError(name)
