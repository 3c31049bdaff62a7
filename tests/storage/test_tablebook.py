"""Format 7: the table records a library keeps (storage/tablebook.py): the step from format 6, the
requests a character handled (gone with the character), and a GM's outbox in order with its acks."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from sheet_app.storage import tablebook
from sheet_app.storage.backup import list_backups
from sheet_app.storage.library import Library
from sheet_app.storage.migrations import _SCHEMA_V1, MIGRATIONS, SCHEMA_VERSION

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))


def make_v6(path: Path) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(_SCHEMA_V1)
    for version in range(1, 6):
        MIGRATIONS[version](db)
    db.execute("INSERT INTO characters (id, name, doc, version, created, updated) VALUES ('k', 'Korr', ?, 1, 0, 0)",
               (json.dumps(SAMPLE),))
    db.execute("PRAGMA user_version = 6")
    db.close()


def test_a_format_6_library_is_backed_up_then_gains_the_table_records(tmp_path):
    assert SCHEMA_VERSION >= 7
    path = tmp_path / "v6.sqlite3"
    make_v6(path)
    library = Library(path)
    assert library.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    [backup] = list_backups(tmp_path / "backups")
    assert "before-upgrade-v6" in backup.name
    old = sqlite3.connect(backup)
    assert old.execute("PRAGMA user_version").fetchone()[0] == 6
    assert not old.execute("SELECT name FROM sqlite_master WHERE name LIKE 'table_%'").fetchall()
    old.close()
    book = tablebook.TableBook(library)
    assert book.handled("t1", "k") == set() and book.outbox("t1") == []
    book.sit("t1", "k", ["a", "b"])
    assert book.handled("t1", "k") == {tablebook.SAT, "a", "b"}
    assert [c.id for c in library.list()] == ["k"]


def test_handled_requests_go_with_their_character_and_a_mark_keeps_the_first_outcome(tmp_path):
    library = Library(tmp_path / "lib.sqlite3")
    cid = library.create(SAMPLE)
    book = tablebook.TableBook(library)
    book.mark("t1", cid, ["r1"], tablebook.REFUSED)
    book.mark("t1", cid, ["r1", "r2"], tablebook.PASSED)
    assert dict(library.db.execute("SELECT request_id, outcome FROM table_handled")) == {"r1": "refused",
                                                                                         "r2": "passed"}
    assert book.handled("t2", cid) == set()  # another table's are its own
    library.delete(cid)
    library.purge(cid)
    assert library.db.execute("SELECT count(*) FROM table_handled").fetchone()[0] == 0


def test_a_ride_is_written_by_the_characters_next_commit_only(tmp_path):
    library = Library(tmp_path / "lib.sqlite3")
    cid = library.create(SAMPLE)
    book = tablebook.TableBook(library)
    session = library.open_session(cid)
    book.ride("t1", cid, "r1")
    assert not session.apply({"do": "damage", "amount": -1}).ok  # refused: no commit, nothing written
    assert book.handled("t1", cid) == set() and book.unride(cid)
    book.ride("t1", cid, "r2")
    assert session.apply({"do": "damage", "amount": 2}).ok
    assert not book.unride(cid)  # the commit took it
    assert session.apply({"do": "damage", "amount": 1}).ok
    assert book.handled("t1", cid) == {"r2"}


def test_the_outbox_keeps_the_order_and_an_ack_covers_what_came_before(tmp_path):
    library = Library(tmp_path / "lib.sqlite3")
    book = tablebook.TableBook(library)
    for n in range(1, 5):
        book.post("t1", f"r{n}", f'{{"id": "r{n}"}}')
    book.post("t2", "x1", "{}")
    book.acknowledge("t1", "r2")
    assert book.outbox("t1") == [("r1", '{"id": "r1"}', True), ("r2", '{"id": "r2"}', True),
                                 ("r3", '{"id": "r3"}', False), ("r4", '{"id": "r4"}', False)]
    book.acknowledge("t1", "nope")  # an id it never sent changes nothing
    assert [acked for _, _, acked in book.outbox("t1")] == [True, True, False, False]
    assert book.outbox("t2") == [("x1", "{}", False)]
    with pytest.raises(Exception, match="UNIQUE|unique"):
        book.post("t1", "r1", "{}")
