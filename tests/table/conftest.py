"""The `table` fixture: a host process, a GM client, players on demand."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from table_helpers import ROOT, SAMPLES, Board, Child, Host

from sheet_app.storage.library import Library
from sheet_app.table import protocol
from sheet_app.table.client import TableClient


@pytest.fixture
def table(tmp_path: Path):
    """A host process, a GM client, and a factory for player processes (each with its own library)."""
    made: list[Any] = []

    class Table:
        folder = tmp_path / "host"
        host = Host(folder)
        board = Board()
        gm = TableClient(host.url, host.code, host.gm_key, gm=True, listener=board).start()

        def player(self, name: str, sample: str = "sample-berserker.json", *, key: str | None = None,
                   library: Path | None = None, offers: str = "add") -> tuple[Child, str, str, Path]:
            if library is None:
                library = tmp_path / f"{name}.sqlite3"
                lib = Library(library)
                cid = lib.create(json.loads((SAMPLES / sample).read_text(encoding="utf-8")))
                lib.close()
            else:
                lib = Library(library)
                cid = lib.list()[0].id
                lib.close()
            key = key or protocol.new_key()
            child = Child([str(ROOT / "tests" / "table" / "player_proc.py"), "--url", self.host.url, "--code",
                           self.host.code, "--key", key, "--library", str(library), "--name", name,
                           "--share", cid, "--offers", offers])
            made.append(child)
            child.expect(lambda e: e.get("event") == "ready")
            return child, cid, key, library

        def start_host(self) -> None:
            """The host again, on its folder and port (after a kill)."""
            self.host = Host(self.folder, self.host.port)
            made.append(self.host)

        def restart_host(self) -> None:
            self.host.kill()
            self.start_host()

    t = Table()
    made.append(t.host)
    yield t
    t.gm.stop()
    for child in made:
        child.kill()
