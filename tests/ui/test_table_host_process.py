"""The GM's window hosts in a process of its own (sheet_app/table/host_process.py): the board is a client
of it, a host that dies leaves the window and the board standing (reconnecting), Resume hosting brings
the same table back, and Leave stops the host."""
from __future__ import annotations

import os
import signal

from PySide6.QtCore import QSettings
from sheet_helpers import make_window

from sheet_app.storage.library import Library

WAIT = 20000


def test_a_host_that_dies_leaves_the_gms_window_and_board_standing(qtbot, tmp_path, sample_doc):
    lib = Library(tmp_path / "gm" / "library.sqlite3", busy_timeout_ms=50)
    window = make_window(qtbot, lib, QSettings(str(tmp_path / "gm.ini"), QSettings.Format.IniFormat), sample_doc)
    try:
        board = window.table.host("127.0.0.1", 0)
        qtbot.addWidget(board)
        host = window.table.server
        process = host.process
        assert process is not None and process.pid != os.getpid() and process.poll() is None
        qtbot.waitUntil(lambda: board.status.text() == "connected", timeout=WAIT)
        code, port = host.code, host.port
        os.kill(process.pid, signal.SIGKILL)  # as a crash of the host would (SIGSEGV in pycrdt's decoder)
        qtbot.waitUntil(lambda: process.poll() is not None, timeout=WAIT)
        qtbot.waitUntil(lambda: board.status.text() == "reconnecting…", timeout=WAIT)
        assert window.isVisible() and board.isVisible()
        again = window.table.host("127.0.0.1", port)  # Resume hosting: the same table, its code kept
        assert again is not None and window.table.server.code == code
        qtbot.addWidget(again)
        qtbot.waitUntil(lambda: again.status.text() == "connected", timeout=WAIT)
        running = window.table.server.process
        window.table.leave()
        assert running.poll() is not None and window.table.server is None  # Leave stopped it
    finally:
        window.table.leave()
        lib.close()
