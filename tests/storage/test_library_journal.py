"""Commits write what changed (the change journal, docs/library.md "Commits"), the schema 4 → 5
migration, and snapshots."""
import json
import sqlite3
from pathlib import Path

import pytest

import sheet_app.storage.library as library_module
from sheet_app.engine.dice import ScriptedRoller, SeededRoller
from sheet_app.storage.backup import DamagedLibraryError, list_backups
from sheet_app.storage.journal import JournalError, entry, outermost, replay
from sheet_app.storage.library import Library
from sheet_app.storage.migrations import _SCHEMA_V1, MIGRATIONS, SCHEMA_VERSION

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text())
STEPS = [{"do": "startEncounter"}, {"do": "activate", "item": "rage"}, {"do": "startTurn"},
         {"do": "activate", "item": "wand"}, {"do": "undo"}, {"do": "redo"}, {"do": "undo"},
         {"do": "attacked", "damage": 9, "type": "piercing"}, {"do": "endTurn"}, {"do": "endEncounter"},
         {"do": "rest", "kind": "safe"}]


@pytest.fixture
def lib(tmp_path):
    library = Library(tmp_path / "lib.sqlite3", busy_timeout_ms=50)
    yield library
    library.close()


def stored(library, cid):
    snapshot = library.db.execute("SELECT doc FROM characters WHERE id = ?", (cid,)).fetchone()[0]
    entries = library.db.execute("SELECT version, changes FROM journal WHERE character_id = ? ORDER BY version",
                                 (cid,)).fetchall()
    return json.loads(snapshot), entries


def test_a_commit_writes_its_changes_not_the_document(lib, tmp_path):
    cid = lib.create(SAMPLE)
    session = lib.open_session(cid, roller=ScriptedRoller([3, 4, 2, 5, 6, 1, 2, 3, 4, 5, 6, 1]))
    for step in STEPS:
        assert session.apply(step).ok, step
    snapshot, entries = stored(lib, cid)
    assert snapshot == SAMPLE | {"pools": snapshot["pools"]}  # the snapshot is still the created character
    assert len(entries) == len(STEPS)
    assert all(len(changes) < len(json.dumps(SAMPLE)) / 4 for _version, changes in entries)
    again = Library(tmp_path / "lib.sqlite3")
    assert again.get(cid)[0] == session.document()  # the snapshot with every entry replayed
    reopened = again.open_session(cid, roller=ScriptedRoller([]))
    assert reopened.undo().ok and reopened.redo().ok and reopened.document() == session.document()
    again.close()


def test_every_snapshot_every_commits_the_document_is_written_whole(lib, tmp_path, monkeypatch):
    monkeypatch.setattr(library_module, "SNAPSHOT_EVERY", 4)
    cid = lib.create(SAMPLE)
    session = lib.open_session(cid, roller=SeededRoller(3))
    counts = []
    for _ in range(9):
        assert session.apply({"do": "startTurn"}).ok
        counts.append(len(stored(lib, cid)[1]))
    assert counts == [1, 2, 3, 0, 1, 2, 3, 0, 1]
    # The log lines of folded rows and of the rows still in the journal, in order, across the folds.
    lines = [line for record in session.undo_stack for line in record.log]
    assert lib.log(cid) == lines and len(lines) == 9
    assert lib.log(cid, limit=5) == lines[-5:] and lib.log(cid, limit=len(lines) - 1) == lines[1:]
    assert [key for _text, key in lib.log_entries(cid)] == [r.key for r in session.undo_stack for _ in r.log]
    again = Library(tmp_path / "lib.sqlite3")
    assert again.get(cid)[0] == session.document()
    # A reopened session counts the entries already there.
    second = again.open_session(cid, roller=SeededRoller(4))
    for _ in range(3):
        second.apply({"do": "startTurn"})
    assert len(stored(again, cid)[1]) == 0
    again.close()


def test_a_rename_writes_a_snapshot_and_drops_the_entries(lib):
    cid = lib.create(SAMPLE)
    session = lib.open_session(cid, roller=SeededRoller(3))
    session.apply({"do": "startTurn"})
    lib.rename(cid, "Korr the Bold")
    snapshot, entries = stored(lib, cid)
    assert entries == [] and snapshot["name"] == "Korr the Bold"
    assert {k: v for k, v in snapshot.items() if k != "name"} == {k: v for k, v in session.document().items()
                                                                   if k != "name"}


def test_a_damaged_journal_row_is_reported_with_the_backups(lib):
    cid = lib.create(SAMPLE)
    session = lib.open_session(cid, roller=SeededRoller(3))
    session.apply({"do": "startTurn"})
    lib.db.execute("UPDATE journal SET changes = ? WHERE character_id = ?", ('[[["nowhere", 3], 1]]', cid))
    with pytest.raises(DamagedLibraryError, match="the change saved as version 2"):
        lib.get(cid)
    lib.db.execute("UPDATE journal SET changes = ? WHERE character_id = ?", ("{not json", cid))
    with pytest.raises(DamagedLibraryError, match="restore a backup"):
        lib.get(cid)


def test_journal_entries_keep_the_outermost_paths_and_replay_exactly():
    assert outermost([("items", 2, "uses"), ("hp",), ("items", 2), ("items", 2, "x"), ("hp",)]) == [("hp",),
                                                                                                    ("items", 2)]
    assert outermost([("items",), ()]) is None
    doc = {"hp": 3, "items": [{"a": 1}, {"a": 2}], "gone": {"x": 1}}
    new = {"hp": 4, "items": [{"a": 1}, {"a": 5, "b": [1]}]}
    changes = entry(new, [("hp",), ("items", 1), ("gone",)])
    assert changes == [[["hp"], 4], [["items", 1], {"a": 5, "b": [1]}], [["gone"]]]
    replay(doc, json.loads(json.dumps(changes)))
    assert doc == new
    for bad in ({"x": 1}, [[["items", 9], 1]], [[["hp", "x"], 1]], [[[], 1]], [[["items", True], 1]],
                [[["items", 0, 1], 2]], [["hp", 1]]):
        with pytest.raises(JournalError):
            replay({"hp": 1, "items": [{}]}, bad)


def make_v4(path):
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(_SCHEMA_V1)
    for version in range(1, 4):
        MIGRATIONS[version](db)
    db.execute("INSERT INTO characters (id, name, doc, version, created, updated) VALUES ('k', 'Korr', ?, 3, 0, 0)",
               (json.dumps(SAMPLE),))
    db.execute("INSERT INTO log (character_id, text, created, record_key) VALUES ('k', 'Turn started', 0, 'r1')")
    db.execute("PRAGMA user_version = 4")
    db.close()


def test_a_schema_4_library_is_backed_up_migrated_and_journals_its_next_commit(tmp_path):
    assert SCHEMA_VERSION >= 5
    path = tmp_path / "v4.sqlite3"
    make_v4(path)
    library = Library(path)
    assert library.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    [backup] = list_backups(tmp_path / "backups")
    assert "before-upgrade-v4" in backup.name
    doc, version = library.get("k")
    assert doc == SAMPLE and version == 3 and library.log("k") == ["Turn started"]
    session = library.open_session("k", roller=SeededRoller(2))
    assert session.apply({"do": "startTurn"}).ok
    assert stored(library, "k")[1] == []  # opening settled its pools: the first commit is a snapshot
    assert session.apply({"do": "endTurn"}).ok
    assert len(stored(library, "k")[1]) == 1
    library.close()
    again = Library(path)
    assert again.get("k")[0] == session.document()
    again.delete("k")
    again.purge("k")  # the journal rows go with the character
    assert again.db.execute("SELECT count(*) FROM journal").fetchone()[0] == 0
    again.close()


def test_the_log_keeps_the_newest_lines_and_archives_the_rest_when_asked(tmp_path, monkeypatch):
    monkeypatch.setattr(library_module, "SNAPSHOT_EVERY", 3)
    monkeypatch.setattr(library_module, "LOG_KEEP", 4)
    archive = tmp_path / "archive"
    library = Library(tmp_path / "lib.sqlite3", log_archive=archive)
    cid = library.create(SAMPLE)
    session = library.open_session(cid, roller=SeededRoller(3))
    for n in range(10):
        assert session.apply({"do": "set", "field": "hp.current", "value": n}).ok
    lines = [line for record in session.undo_stack for line in record.log]
    kept = library.log(cid)
    assert kept == lines[-len(kept):] and len(kept) <= 4 + 3  # LOG_KEEP, plus the rows since the snapshot
    assert library.archived_log(cid) + kept == lines  # nothing lost, nothing twice
    plain = Library(tmp_path / "plain.sqlite3", log_archive=None)  # without an archive the old lines are dropped
    other = plain.create(SAMPLE)
    second = plain.open_session(other, roller=SeededRoller(3))
    for n in range(10):
        second.apply({"do": "set", "field": "hp.current", "value": n})
    assert len(plain.log(other)) <= 7 and plain.archived_log(other) == []
    plain.close()
    library.close()
    beside = Library(tmp_path / "lib.sqlite3")  # by default the archive is log-archive/ beside the library
    assert beside.log_archive == tmp_path / "log-archive"
    beside.close()


def test_an_archive_append_killed_midway_is_completed_without_duplicates(tmp_path):
    from sheet_app.storage import logarchive

    path = tmp_path / "a.jsonl"
    one, two, three = (1, 0.0, "k", "one"), (2, 0.0, "k", "two"), (3, 0.0, "k", "three")
    size = logarchive.append(path, 0, [one, two])
    with open(path, "a", encoding="utf-8") as fh:
        fh.write('{"id": 3, "ti')  # torn by a kill: the database still records `size`
    assert logarchive.read(path, size) == logarchive.read(path)
    again = logarchive.append(path, size, [three])
    whole = logarchive.append(path, size, [three])  # that commit was killed too: from the recorded size again
    assert again == whole and [item["text"] for item in logarchive.read(path, whole)] == ["one", "two", "three"]
    with pytest.raises(logarchive.ArchiveMismatch):  # a tail of lines this library does not hold is not cut
        logarchive.append(path, size, [(3, 0.0, "k", "other")])
    assert path.stat().st_size == whole


@pytest.mark.parametrize("other", ["journal", "snapshot", "rename", "delete and restore"])
def test_a_journaled_commit_after_another_writer_is_a_conflict(tmp_path, monkeypatch, other):
    first = Library(tmp_path / "lib.sqlite3", busy_timeout_ms=50)
    cid = first.create(SAMPLE)
    mine = first.open_session(cid, roller=SeededRoller(1))
    assert mine.apply({"do": "startTurn"}).ok  # both sessions past the opening snapshot
    second = Library(tmp_path / "lib.sqlite3", busy_timeout_ms=50)
    theirs = second.open_session(cid, roller=SeededRoller(2))
    if other == "journal":
        assert theirs.apply({"do": "set", "field": "hp.current", "value": 3}).ok
    elif other == "snapshot":
        monkeypatch.setattr(library_module, "SNAPSHOT_EVERY", 1)
        assert theirs.apply({"do": "set", "field": "hp.current", "value": 3}).ok
        assert stored(second, cid)[1] == []
        monkeypatch.setattr(library_module, "SNAPSHOT_EVERY", 200)
    elif other == "rename":
        second.rename(cid, "Someone Else")
    else:
        second.delete(cid)
        second.restore(cid)
    saved = second.get(cid)
    result = mine.apply({"do": "set", "field": "hp.current", "value": 7})
    assert not result.ok and result.code == "commitFailed" and "another window" in result.message
    assert second.get(cid) == saved  # nothing of the refused commit reached the disk
    first.close()
    second.close()


def test_an_undo_whose_record_is_not_found_writes_a_snapshot(lib, tmp_path):
    from sheet_app.engine.session import Record

    cid = lib.create(SAMPLE)
    session = lib.open_session(cid, roller=SeededRoller(3))
    assert session.apply({"do": "startTurn"}).ok
    assert session.apply({"do": "set", "field": "hp.current", "value": 4}).ok
    assert len(stored(lib, cid)[1]) == 2
    session.doc["hp"]["current"] = 5  # a change the hook cannot name from any record
    session.on_commit(Record({"do": "undo"}, [], ["Undid something"], key="undo:not-a-record"), session)
    snapshot, entries = stored(lib, cid)
    assert entries == [] and snapshot["hp"]["current"] == 5  # the whole document, so nothing is missed
    assert lib.log(cid)[-1] == "Undid something"
