"""Starting the GUI: the library, the last character (or the sample on first run), the window."""
from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any, cast

from ..i18n import Ui


# Beside the package in a checkout; in a PyInstaller bundle, in its data folder (sys._MEIPASS).
def _resources() -> Path:
    """The sample characters: in a bundle, in the source tree, or installed as sheet_app/resources."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    here = Path(__file__).resolve()
    source = here.parents[2] / "resources"
    return source if (source / "sample-berserker.json").exists() else here.parents[1] / "resources"


RESOURCES = _resources()
SAMPLE = RESOURCES / "sample-berserker.json"
# The icon: in the source tree, or in a bundle's share/ folder beside the executable.
ICONS = (Path(__file__).resolve().parents[2] / "packaging" / "icons" / "sheet-app.svg",
         Path(sys.executable).resolve().parent / "share" / "icons" / "hicolor" / "scalable" / "apps" / "sheet-app.svg")


def _has_display() -> bool:
    import os

    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or sys.platform in ("win32", "darwin")
                or os.environ.get("QT_QPA_PLATFORM"))


def _application() -> Any:
    from PySide6.QtWidgets import QApplication

    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))  # the one app is a QApplication
    app.setApplicationName("sheet-app")
    app.setOrganizationName("sheet-app")
    app.setDesktopFileName("sheet-app")  # matches packaging/sheet-app.desktop
    icon = next((path for path in ICONS if path.exists()), None)
    if icon is not None:
        from PySide6.QtGui import QIcon

        app.setWindowIcon(QIcon(str(icon)))
    return app


def choose_character(library: Any, settings: Any) -> str:
    """The last character opened, else the first in the library, else the sample copied in."""
    known = {info.id for info in library.list()}
    last = settings.value("lastCharacter")
    if isinstance(last, str) and last in known:
        return last
    if known:
        return library.list()[0].id
    return _copy_sample(library)


def _copy_sample(library: Any) -> str:
    """The sample character, copied into the library (through its one door, ui/operations.py)."""
    from .operations import LibraryOps

    return LibraryOps(library).create(json.loads(SAMPLE.read_text(encoding="utf-8")))





def _first_readable(library: Any, exclude: str) -> tuple[str, Any]:
    """Another character that opens, else a fresh copy of the sample."""
    for info in library.list():
        if info.id != exclude:
            try:
                return info.id, library.open_session(info.id)
            except Exception:  # noqa: BLE001, S112 - try the next one
                continue
    cid = _copy_sample(library)
    return cid, library.open_session(cid)


def open_window(library: Any, settings: Any, path: str | None = None) -> Any:
    from .sheet.window import MainWindow

    notice = ""
    if path:
        from ..engine.document import DocumentError
        from ..storage.files import FileFormatError, read_document

        try:
            document = read_document(path)
            if document.kind != "character":
                raise FileFormatError(Ui.tr("{path}: an item file, not a character").format(path=path))
            from .operations import LibraryOps

            settings.setValue("lastCharacter", LibraryOps(library).create(document.character))
        except (FileFormatError, DocumentError) as err:
            notice = str(err)
    cid = choose_character(library, settings)
    try:
        session = library.open_session(cid)
    except Exception as err:  # noqa: BLE001 - stored data that cannot be read is reported, never raised
        from .sheet.files import open_error

        # Keep it in the library untouched (it can be exported and fixed); open another character.
        notice = "\n".join(filter(None, [notice, open_error(cid, err)]))
        cid, session = _first_readable(library, exclude=cid)
    settings.setValue("lastCharacter", cid)
    window = MainWindow(session, library=library, character_id=cid, settings=settings,
                        log_lines=library.log_entries(cid))
    if notice:
        window.message.show_message(notice)
    return window


def _engine_first() -> None:
    """Import the engine, the library and the typed steps before PySide6 is imported.

    PySide6's import hook reads the source of every module imported after it (to see whether the
    module uses PySide6); the engine does not, and loading it first saves that work at every start.
    pydantic is not imported: a valid character loads without its schema (engine/model.py), which is
    imported only for a field it must judge (docs/performance.md).
    """
    from ..engine import formulas, lint, steps  # noqa: F401 - imported for the side effect described above
    from ..storage import library  # noqa: F401
    from ..views import explain  # noqa: F401

    formulas.interpreter_class()  # asteval, imported on first use: loading the first character evaluates formulas


def run_gui(library_path: str | None, path: str | None = None) -> int:
    """Open the sheet window and run until it closes."""
    if not _has_display():
        print("sheet-app: no display to open the window on (DISPLAY is not set). The headless commands work "
              "anywhere: see `sheet-app --help`.", file=sys.stderr)
        return 2
    _engine_first()
    from .. import diagnostics
    from ..storage.library import DamagedLibraryError, Library, LibraryError

    diagnostics.setup()
    from PySide6.QtCore import QSettings

    from .theme import apply_theme

    app = _application()
    settings = QSettings()
    apply_theme(app, str(settings.value("theme", "system")))
    from .language import apply_language

    apply_language(settings)  # View ▸ Language, else the system's (ui/language.py)
    import sqlite3

    from PySide6.QtWidgets import QMessageBox

    from .reliability import recover

    try:
        library = Library(library_path)
    except DamagedLibraryError as err:
        restored = recover(err, err.path)  # offers the newest good backup
        if restored is None:
            return 2
        library = restored
    except LibraryError as err:
        diagnostics.log_problem(str(err))
        QMessageBox.critical(None, "sheet-app", str(err))
        return 2
    try:
        window = open_window(library, settings, path)
    except DamagedLibraryError as err:
        library.close()
        restored = recover(err, err.path)
        if restored is None:
            return 2
        library = restored
        window = open_window(library, settings, path)
    except (sqlite3.DatabaseError, LibraryError, OSError) as err:
        diagnostics.log_problem(str(err))
        QMessageBox.critical(None, "sheet-app", Ui.tr("The library {path} cannot be read: {error}.\n\nNothing in it "
                                                      "was changed. `sheet-app restore BACKUP` brings back a backup "
                                                      "(see the guide, \"Files, Foundry, and your data\").").format(
                                                          path=library.path, error=err))
        return 2
    sys.excepthook = _unexpected
    window.show()
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, lambda: _resume_table(window))
    code = int(app.exec())
    _leave(library, settings)
    if app.property("sheetAppRestart"):  # View ▸ Language's Restart now (ui/sheet/language_menu.py)
        import subprocess

        from .language import restart_command

        subprocess.Popen(restart_command(), start_new_session=True)  # noqa: S603 - this app's own command line
    return code


def _resume_table(window: Any) -> None:
    """After the first paint: take up the table this library's app had when it closed, hosting or joined
    (ui/table/resume.py; nothing of the table is imported until then)."""
    from .table.resume import resume_at_start

    resume_at_start(window)


def _unexpected(kind: type[BaseException], error: BaseException, trace: Any) -> None:
    """A bug in a Qt slot: print it for a report, and say so in the window rather than only on stderr."""
    import traceback

    from .. import diagnostics

    traceback.print_exception(kind, error, trace)
    diagnostics.log_exception(kind, error, trace)
    from PySide6.QtWidgets import QApplication

    from .sheet.window import MainWindow

    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    active = QApplication.activeWindow()
    window = active if isinstance(active, MainWindow) else (windows[0] if windows else None)
    if window is not None:
        text = Ui.tr("Something went wrong ({kind}: {error}). The sheet is still running and every action "
                     "already done is saved; what you were doing may not have finished.").format(
                         kind=kind.__name__, error=error)

        window.message.show_message(text)
        window.log.add([text], kind="refused")


def _leave(library: Any, settings: Any) -> None:
    """Close the library and write the settings now, then let the interpreter exit quickly.

    Every action is already committed, so nothing is left to save. gc.freeze() moves the objects the
    app made out of the collector's sight: the interpreter's exit then skips walking them one by one
    (about 60 ms with pydantic's and Qt's objects; they are freed with the process). This is why the
    library and settings are closed here, explicitly, rather than by their finalisers.
    """
    import gc

    library.close()
    settings.sync()
    gc.freeze()


def smoke_test() -> int:
    """Open the sample in a temporary library, perform one action, and exit 0 (used by the bundle test)."""
    import os

    if not _has_display():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # the smoke test needs no screen
    _engine_first()
    from PySide6.QtCore import QSettings, QTimer

    from ..storage.library import Library
    from .theme import apply_theme

    app = _application()
    with tempfile.TemporaryDirectory(prefix="sheet-app-smoke-") as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        apply_theme(app, "light")
        from ..i18n import Sheet
        from .language import apply_language

        spoken = apply_language(settings)  # the system's, or SHEET_APP_LANGUAGE's (the bundle test's French)
        library = Library(Path(folder) / "library.sqlite3")
        window = open_window(library, settings)
        window.show()
        outcome: dict[str, Any] = {}

        def act() -> None:
            window.menus.table_actions["startTurn"].trigger()
            outcome["ok"] = bool(window.session.undo_stack) and library.log(window.character_id)[-1:] != []
            window.close()
            app.quit()

        QTimer.singleShot(0, act)
        app.exec()
        _leave(library, settings)
    print(f"language: {spoken}: {Sheet.tr('Restart now')}")
    print("smoke test: " + ("ok" if outcome.get("ok") else "FAILED"))
    return 0 if outcome.get("ok") else 1
