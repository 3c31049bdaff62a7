"""What a click costs past the player's app: the host's store (TableStore in sheet_app/table/server.py:
pycrdt-store's write in one call on its SQLite thread, a write-ahead log, the table room synced to disk
on every commit, a write that fails never taken for stored) and the board's reader (table/parts.py:
each part checked once a text)."""
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


def test_the_boards_reader_walks_each_part_once_a_text_and_still_refuses_what_is_not_plain_json(monkeypatch):
    import copy
    import json

    from table_helpers import SAMPLES

    from sheet_app.engine import jsonsafe
    from sheet_app.engine.document import DocumentError
    from sheet_app.table import parts

    doc = json.loads((SAMPLES / "sample-berserker.json").read_text(encoding="utf-8"))
    shared = parts.encode(copy.deepcopy(doc))
    reader = parts.Reader()
    walked: list = []
    real = jsonsafe.problem
    monkeypatch.setattr(jsonsafe, "problem", lambda value, where="": walked.append(value) or real(value, where))
    reader.read(shared)
    first = len(walked)
    walked.clear()
    shared["doc/hp"] = json.dumps({**doc["hp"], "current": 1})
    reader.touch(["doc/hp"])
    assert reader.read(shared)["hp"]["current"] == 1
    assert walked == [{"hp": {**doc["hp"], "current": 1}}] and first > 1  # only the part the click changed
    for text in ('{"current": NaN}', '{"current": 1e999}'):  # read as JSON, refused as not plain JSON
        reader.touch(["doc/hp"])
        with pytest.raises(DocumentError, match="holds"):
            reader.read({**shared, "doc/hp": text})
    reader.touch(["doc/hp"])
    assert reader.read(shared)["hp"]["current"] == 1
