"""Render every screen to PNG: `python -m sheet_app.ui.screenshots [OUTDIR]` (default docs/screenshots).

CI runs it through tests/ui/test_screenshots.py, so a screen that breaks fails the build; run it by
hand to refresh the pictures in the docs.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "resources" / "sample-berserker.json"


def _grab(widget: Any, path: Path) -> Path:
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    widget.grab().save(str(path))
    return path


def render_all(out: Path, themes: tuple[str, ...] = ("light", "dark")) -> list[Path]:
    """Render the sheet, dice panel, item editor, rules builder and character list; return the files."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from ..engine.dice import ScriptedRoller
    from ..storage.library import Library
    from .main_window import MainWindow
    from .theme import apply_theme

    app = QApplication.instance() or QApplication([])
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for theme in themes:
        apply_theme(app, theme)
        folder = Path(tempfile.mkdtemp(prefix="sheet-app-shots-"))
        library = Library(folder / "library.sqlite3")
        cid = library.create(json.loads(SAMPLE.read_text(encoding="utf-8")))
        session = library.open_session(cid, roller=ScriptedRoller([3, 4, 2, 6, 5, 1, 4, 2, 6, 3] * 4))
        window = MainWindow(session, library=library, character_id=cid,
                            settings=QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
        window.resize(1280, 800)
        window.show()
        for step in ({"do": "startEncounter"}, {"do": "rollInitiative"}, {"do": "activate", "item": "rage"},
                     {"do": "startTurn"}, {"do": "activate", "item": "wand"},
                     {"do": "attacked", "damage": 9, "type": "piercing"}):
            window.apply(step)
        window.model.set_flash(set())
        written.append(_grab(window, out / f"sheet-{theme}.png"))

        shots: list[tuple[str, Callable[[], Any]]] = [
            ("dice-panel-from-sheet", lambda w=window: w.open_dice_panel("fury")),
            ("item-editor", lambda w=window: w.edit_item(5)),
            ("characters", window.open_characters),
        ]
        try:
            from .builder import RulesBuilder  # noqa: F401

            shots.append(("rules-builder", lambda w=window: w.open_builder(1)))
        except ImportError:  # pragma: no cover - the builder ships with the app
            pass
        for name, opener in shots:
            dialog = opener()
            if dialog is None:
                continue
            dialog.show()
            if name == "rules-builder":
                dialog.resize(1100, 760)
            written.append(_grab(dialog, out / f"{name}-{theme}.png"))
            dialog.close()
        window.close()
        library.close()
    from .table.screenshots import render_party_board  # the table's board (docs/table.md)

    written += render_party_board(out, themes)
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else ROOT / "docs" / "screenshots"
    for path in render_all(out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
