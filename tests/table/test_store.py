"""The host's store (TableStore in sheet_app/table/server.py): pycrdt-store's write in one call on its
SQLite thread, a write-ahead log, the table room synced to disk on every commit, and a write that fails
is never taken for stored."""
from __future__ import annotations

import asyncio
import logging
import sqlite3

import pytest
from pycrdt import Doc, Map

from sheet_app.table import protocol
from sheet_app.table.server import TableStore


def store_class(tmp_path, **settings):
    return type("Store", (TableStore,), {"db_path": str(tmp_path / "rooms.db"), **settings})


def edits(count: int) -> list[bytes]:
    doc: Doc = Doc()
    values = doc.get("parts", type=Map)
    updates = []
    for n in range(count):
        before = doc.get_state()
        values[f"doc/k{n}"] = f"v{n}"
        updates.append(doc.get_update(before))
    return updates


def test_the_store_keeps_every_update_in_a_write_ahead_log_and_syncs_the_table_room(tmp_path):
    cls = store_class(tmp_path, checkpoint_interval=3)

    async def run() -> tuple[dict, dict, dict]:
        synchronous = {}
        read = {}
        for room in (protocol.TABLE_ROOM, "char/p/c"):
            store = cls(path=room)
            async with store:
                for update in edits(7):  # two checkpoints on the way
                    await store.write_or_raise(update)
                synchronous[room] = store._db._real_connection.execute("PRAGMA synchronous").fetchone()[0]
                again: Doc = Doc()
                await store.apply_updates(again)
                read[room] = dict(again.get("parts", type=Map))
        mode = sqlite3.connect(tmp_path / "rooms.db").execute("PRAGMA journal_mode").fetchone()[0]
        return synchronous, read, {"mode": mode}

    synchronous, read, info = asyncio.run(run())
    assert info["mode"] == "wal"
    assert synchronous == {protocol.TABLE_ROOM: 2, "char/p/c": 1}  # FULL for the requests, NORMAL for the rest
    assert all(values == {f"doc/k{n}": f"v{n}" for n in range(7)} for values in read.values())
    rows = sqlite3.connect(tmp_path / "rooms.db").execute("SELECT COUNT(*) FROM ycheckpoints").fetchone()[0]
    assert rows == 2


def test_a_write_that_fails_is_raised_for_the_table_room_and_logged_for_the_others(tmp_path, caplog):
    cls = store_class(tmp_path)

    async def run() -> None:
        store = cls(path=protocol.TABLE_ROOM)
        async with store:
            await store.write_or_raise(edits(1)[0])
            store._db._real_connection.execute("DROP TABLE yupdates")
            with pytest.raises(sqlite3.OperationalError):
                await store.write_or_raise(edits(1)[0])
            with caplog.at_level(logging.ERROR, logger="sheet_app.table.server"):
                await store.write(edits(1)[0])  # a character room's write: logged, the room goes on

    asyncio.run(run())
    assert "could not store an update of table" in caplog.text
