"""The window's side of hostile conditions: a read-only library opens with a banner and refuses
writes; a damaged library is named and the newest good backup restored (after a copy of the damaged
file is kept); uncaught errors are logged with their traceback; Help ▸ Copy diagnostics."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sheet_app import diagnostics
from sheet_app.engine.dice import ScriptedRoller
from sheet_app.storage.backup import DamagedLibraryError, check_backup
from sheet_app.storage.library import Library
from sheet_app.ui import app as app_module
from sheet_app.ui.reliability import DamagedPrompt
from sheet_app.ui.sheet.window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def log_folder(tmp_path):
    folder = tmp_path / "logs"
    diagnostics.shutdown()  # a run_gui test earlier may have started the real log
    assert diagnostics.setup(folder) == folder / diagnostics.LOG_NAME
    yield folder
    diagnostics.shutdown()


def open_read_only(tmp_path, monkeypatch, sample_doc):
    path = tmp_path / "ro.sqlite3"
    lib = Library(path)
    cid = lib.create(sample_doc)
    lib.close()
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if Path(p) == path and mode == os.W_OK
                        else real_access(p, mode))
    lib = Library(path)
    assert lib.read_only
    return lib, cid


def test_a_read_only_library_opens_with_a_banner_and_refuses_changes(qtbot, tmp_path, monkeypatch, settings,
                                                                     sample_doc):
    lib, cid = open_read_only(tmp_path, monkeypatch, sample_doc)
    window = MainWindow(lib.open_session(cid, roller=ScriptedRoller([3, 4])), library=lib, character_id=cid,
                        settings=settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.read_only_banner.isVisible() and "Read-only" in window.read_only_banner.text()
    assert str(lib.path) in window.read_only_banner.text() and "(read-only)" in window.windowTitle()
    window.grab().save(str(tmp_path / "read-only.png"))
    result = window.apply({"do": "activate", "item": "rage"})
    assert not result.ok and "read-only; nothing was saved" in window.message.text.text()
    lib.close()


def test_a_writable_library_has_no_banner(window):
    assert not hasattr(window, "read_only_banner")


def damaged(tmp_path, sample_doc) -> tuple[Path, Path]:
    path = tmp_path / "lib.sqlite3"
    lib = Library(path)
    lib.create(sample_doc)
    older = lib.backup(reason="older")
    newer = lib.backup(reason="newer")
    os.utime(older, (1, 1))
    lib.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    lib.close()
    for file in (path, newer):  # the library and its newest backup both have a bad page
        data = bytearray(file.read_bytes())
        data[4096:] = b"\x5a" * (len(data) - 4096)
        file.write_bytes(bytes(data))
    return path, older


def test_the_damaged_prompt_restores_the_newest_good_backup_after_keeping_a_copy(qtbot, tmp_path, sample_doc):
    path, older = damaged(tmp_path, sample_doc)
    damaged_bytes = path.read_bytes()
    with pytest.raises(DamagedLibraryError) as err:
        Library(path)
    prompt = DamagedPrompt(err.value)
    qtbot.addWidget(prompt)
    prompt.open()
    qtbot.waitExposed(prompt)
    assert "The library is damaged" in prompt.text() and str(older) in prompt.informativeText()
    assert "the library is damaged (" in prompt.detailedText()
    prompt.grab().save(str(tmp_path / "damaged.png"))
    with qtbot.waitSignal(prompt.finished):
        qtbot.mouseClick(prompt.restore_button, Qt.MouseButton.LeftButton)
    assert prompt.clickedButton() is prompt.restore_button
    assert prompt.restore() and "kept in" in prompt.outcome
    [kept] = (tmp_path / "backups" / "damaged").glob("*.sqlite3")
    assert kept.read_bytes() == damaged_bytes
    restored = Library(path)
    assert [c.name for c in restored.list()] == ["Korr Ironhide"] and restored.integrity() == "ok"
    restored.close()
    assert check_backup(older) is None


def test_the_damaged_prompt_without_a_good_backup_only_offers_quit(qtbot, tmp_path, sample_doc):
    path, older = damaged(tmp_path, sample_doc)
    older.unlink()
    with pytest.raises(DamagedLibraryError) as err:
        Library(path)
    prompt = DamagedPrompt(err.value)
    qtbot.addWidget(prompt)
    prompt.open()
    assert prompt.restore_button is None and "nothing to restore" in prompt.informativeText()
    assert not prompt.restore()
    with qtbot.waitSignal(prompt.finished):
        qtbot.mouseClick(prompt.quit_button, Qt.MouseButton.LeftButton)


def test_an_uncaught_error_is_logged_with_its_traceback_and_the_window_says_so(window, log_folder):
    try:
        raise ZeroDivisionError("a bug in a slot")
    except ZeroDivisionError as err:
        app_module._unexpected(type(err), err, err.__traceback__)
    log = (log_folder / diagnostics.LOG_NAME).read_text(encoding="utf-8")
    assert "uncaught ZeroDivisionError: a bug in a slot" in log and "Traceback (most recent call last)" in log
    assert "Something went wrong (ZeroDivisionError" in window.message.text.text()
    text = window.copy_diagnostics_action.trigger() or QApplication.clipboard().text()
    assert "sheet-app " in text and "Python: " in text and "Qt: " in text and "PySide6" in text
    assert f"Library: {window.library.path}" in text and str(log_folder) in text
    assert "ZeroDivisionError: a bug in a slot" in text
    assert "Diagnostics copied" in window.message.text.text()


def test_the_help_menu_has_copy_diagnostics(window):
    menus = [action.text() for action in window.menuBar().actions()]
    assert "&Help" in menus
    help_menu = window.menuBar().actions()[menus.index("&Help")].menu()
    assert [a.text() for a in help_menu.actions()] == ["Copy &diagnostics"]


def test_a_hard_crash_leaves_its_stack_in_the_log(tmp_path):
    code = ("import sys, faulthandler; from sheet_app import diagnostics; diagnostics.setup(sys.argv[1]); "
            "faulthandler._sigsegv()")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, cwd=ROOT,
                          timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode != 0
    log = (tmp_path / diagnostics.LOG_NAME).read_text(encoding="utf-8")
    assert "started" in log and "Fatal Python error: Segmentation fault" in log


def test_the_log_rotates(tmp_path):
    folder = tmp_path / "logs"
    diagnostics.shutdown()
    diagnostics.setup(folder)
    try:
        for n in range(12):
            diagnostics.logger.info("line %d %s", n, "x" * 400_000)
    finally:
        diagnostics.shutdown()
    files = sorted(p.name for p in folder.iterdir())
    assert files[0] == diagnostics.LOG_NAME and len(files) == 1 + diagnostics.LOG_BACKUPS
    assert all((folder / name).stat().st_size <= diagnostics.LOG_BYTES for name in files)


def test_an_unwritable_log_folder_does_not_stop_the_app(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    diagnostics.shutdown()
    try:
        assert diagnostics.setup(blocker / "logs") is None
        assert "none (the log folder cannot be written)" in diagnostics.report()
    finally:
        diagnostics.shutdown()


def test_opening_a_character_of_a_library_damaged_meanwhile_names_the_damage(window, tmp_path):
    import sqlite3

    window.library.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(Path(window.library.path).read_bytes()[:4096] + b"\x5a" * 8192)
    window.library.db.close()
    window.library.db = sqlite3.connect(bad, isolation_level=None)
    assert window.files.open_saved(window.character_id) is None
    assert "the library is damaged" in window.message.text.text()
    assert "restore a backup" in window.message.text.text()
