"""A shared character in parts (table/parts.py, protocol 2): what a click sends and stores is the
Yjs update of the parts its change-set names, the board reads and checks only what changed, and the
host's store squashes (pycrdt-store, with the pass-through callbacks its squash needs)."""
from __future__ import annotations

import asyncio
import copy
import json
import sqlite3
import sys
import threading
from pathlib import Path

import pytest
from pycrdt import Doc, Map
from table_helpers import ROOT, Board

from sheet_app.engine.dice import SeededRoller
from sheet_app.engine.document import DocumentError
from sheet_app.engine.session import Session
from sheet_app.storage import journal
from sheet_app.table import parts, protocol
from sheet_app.table.client import TableClient
from sheet_app.table.server import TableServer, TableStore

sys.path.insert(0, str(ROOT / "tests" / "bench"))
from generate import make_character  # noqa: E402

SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))


def paths_of(result) -> list:
    return journal.outermost(op[0] for op in result.record.ops)


def test_parts_round_trip_and_the_reader_names_what_changed():
    session = Session(SAMPLE, roller=SeededRoller(1))
    shared = parts.encode(session.doc)
    assert shared[parts.COUNT] == str(len(SAMPLE["items"])) and all(v is not None for v in shared.values())
    reader = parts.Reader()
    assert reader.read(shared) == session.doc and reader.changed is None
    result = session.apply({"do": "damage", "amount": 3})
    changed = parts.encode(session.doc, paths_of(result))
    assert set(changed) == {"doc/hp"}  # a click sends what it changed, not the character
    shared.update(changed)
    reader.touch(changed)
    assert reader.read(shared) == session.doc and reader.changed == [("hp",)]
    # An item changed: only it; the list shortened: every item and the count, the stale part named.
    session.doc["items"][1]["name"] = "Renamed"
    changed = parts.encode(session.doc, [("items", 1)])
    assert set(changed) == {"item/1"}
    shared.update(changed)
    reader.touch(changed)
    assert reader.read(shared)["items"][1]["name"] == "Renamed" and reader.changed == [("items", 1)]
    del session.doc["items"][0]
    changed = parts.encode(session.doc, [("items",)])
    assert changed[parts.COUNT] == str(len(session.doc["items"]))
    assert parts.stale({**shared, **changed}, len(session.doc["items"])) == [f"item/{len(session.doc['items'])}"]
    shared.update(changed)
    reader.touch(changed)
    assert reader.read(shared) == session.doc and reader.changed is None  # the count changed: read whole


def test_the_reader_checks_like_a_file_and_recovers():
    doc = copy.deepcopy(SAMPLE)
    shared = parts.encode(doc)
    reader = parts.Reader()
    reader.read(shared)
    bad = {"item/0": json.dumps({"name": "Twin", "id": doc["items"][1].get("id") or "x"}),
           "item/1": json.dumps({"name": "Twin", "id": doc["items"][1].get("id") or "x"})}
    reader.touch(bad)
    with pytest.raises(DocumentError, match="already used"):
        reader.read({**shared, **bad})
    reader.touch(["doc/hp"])
    with pytest.raises(DocumentError, match="hp"):
        reader.read({**shared, "doc/hp": '{"current": "lots"}'})
    reader.touch(["doc/hp", "item/0", "item/1"])
    assert reader.read(shared) == doc and reader.changed is None  # after a failure, read whole again
    with pytest.raises(ValueError):
        parts.Reader().read({**shared, "doc/name": "{not json"})


def store_rows(folder: Path, room: str) -> list[int]:
    db = sqlite3.connect(folder / "rooms.db")
    try:
        return [row[0] for row in db.execute("SELECT length(yupdate) FROM yupdates WHERE path = ?", (room,))]
    finally:
        db.close()


def test_a_click_on_a_150_item_character_stores_under_2_kb_and_reaches_the_board(tmp_path):
    server = TableServer(tmp_path / "host").start()
    board = Board()
    gm = TableClient(server.url(), server.code, server.gm_key, gm=True, listener=board).start()
    player = TableClient(server.url(), server.code, protocol.new_key(), player="Ann").start()
    try:
        session = Session(make_character(seed=3, items=150), roller=SeededRoller(3))
        player.call(player.share_parts, "c1", parts.encode(session.doc), [], 0, True)
        key = player.key_of("c1")
        room = protocol.CHAR_PREFIX + key
        board.wait(lambda b: key in b.cards and b.cards[key].document is not None, 60)
        store = server.rooms.rooms[room].ystore
        written: list[int] = []
        done = threading.Condition()
        write = store.write

        async def counted(data: bytes) -> None:  # the room writes after it has sent: wait for the store
            await write(data)
            with done:
                written.append(len(data))
                done.notify_all()

        store.write = counted
        for amount in (2, 3, 1):
            result = session.apply({"do": "damage", "amount": amount})
            player.call(player.share_parts, "c1", parts.encode(session.doc, paths_of(result)), result.log, 0, False)
        hp = session.char.track("hp")[0]
        board.wait(lambda b: b.cards[key].document["hp"]["current"] == hp)
        assert board.cards[key].document == session.doc
        assert board.cards[key].changed is not None  # read in part
        with done:
            assert done.wait_for(lambda: len([n for n in written if n < 100_000]) >= 3, 30), written
        rows = store_rows(server.folder, room)
        whole = max(range(len(rows)), key=rows.__getitem__)
        assert rows[whole] > 150_000  # the first share is the whole character
        clicks = rows[whole + 1:]
        assert len(clicks) >= 3 and all(size < 2048 for size in clicks), clicks
    finally:
        player.stop()
        gm.stop()
        server.stop()


def test_the_store_squashes_a_room_and_keeps_all_of_it(tmp_path):
    class Quick(TableStore):
        db_path = str(tmp_path / "rooms.db")
        squash_after_inactivity_of = 0
        squash_history_older_than = None
        squash_no_more_often_than = 0

    async def run() -> tuple[dict, int]:
        store = Quick(path="char/x")
        async with store:
            doc: Doc = Doc()
            values = doc.get("parts", type=Map)
            for n in range(6):
                before = doc.get_state()
                values[f"doc/k{n}"] = "x" * 50
                await store.write(doc.get_update(before))
            again: Doc = Doc()
            await store.apply_updates(again)
            rows = len([row async for row in store.read()])
            return dict(again.get("parts", type=Map)), rows

    values, rows = asyncio.run(run())
    assert values == {f"doc/k{n}": "x" * 50 for n in range(6)}  # squashed, nothing lost
    assert rows < 6
