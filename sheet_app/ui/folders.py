"""Where a file dialog starts: the last folder a file was opened from or saved to, else Documents (never the
working folder the app happened to be started in)."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

KEY = "files/lastFolder"


def start_folder(settings: Any) -> str:
    """The folder to open a file dialog in: the last one used if it still exists, else the user's
    Documents folder, else their home."""
    last = str(settings.value(KEY, "") or "") if settings is not None else ""
    if last and os.path.isdir(last):
        return last
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and os.path.isdir(documents):
        return documents
    return str(Path.home())


def start_path(settings: Any, name: str) -> str:
    """A proposed file `name` in the start folder (for a save dialog)."""
    return os.path.join(start_folder(settings), name)


def remember(settings: Any, path: str) -> None:
    """A file was chosen: its folder is where the next dialog starts."""
    if settings is not None and path:
        settings.setValue(KEY, str(Path(path).resolve().parent))
