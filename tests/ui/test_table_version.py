"""A player's window at a table of another version: the chip says refused and the message bar says to
update sheet-app (never "reconnecting…"). The host runs in this process, on 127.0.0.1."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QSettings
from sheet_helpers import make_window

from sheet_app.storage.library import Library
from sheet_app.table import protocol
from sheet_app.table import server as server_module
from sheet_app.table.server import TableServer

ROOT = Path(__file__).resolve().parents[2]


def test_a_table_of_another_version_says_update_sheet_app(qtbot, tmp_path, monkeypatch):
    words = protocol.version_refusal("1")
    monkeypatch.setattr(server_module.protocol, "version_refusal", lambda _version: words)  # a newer host
    server = TableServer(tmp_path / "host").start()
    lib = Library(tmp_path / "player" / "library.sqlite3", busy_timeout_ms=50)
    settings = QSettings(str(tmp_path / "player.ini"), QSettings.Format.IniFormat)
    doc = json.loads((ROOT / "resources" / "sample-spellblade.json").read_text(encoding="utf-8"))
    window = make_window(qtbot, lib, settings, doc)
    try:
        window.table.join(server.url(), server.code, "Bob")
        qtbot.waitUntil(lambda: window.table.chip.text() == "Table: refused", timeout=20000)
        assert protocol.UPDATE_WORDS in window.message.text.text()
        assert protocol.UPDATE_WORDS in window.table.chip.toolTip()
    finally:
        window.table.leave()
        lib.close()
        server.stop()
