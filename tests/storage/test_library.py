"""The library: every action saved with its log and undo record; conflicts, bad files, backups."""
import hashlib
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from sheet_app.engine.dice import ScriptedRoller, SeededRoller
from sheet_app.engine.session import Session
from sheet_app.storage.errors import LibraryError
from sheet_app.storage.library import Library
from sheet_app.storage.migrations import _SCHEMA_V1, SCHEMA_VERSION

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text())


@pytest.fixture
def lib(tmp_path):
    library = Library(tmp_path / "lib.sqlite3", busy_timeout_ms=50)
    yield library
    library.close()


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_characters_list_create_rename_duplicate_delete_restore(lib):
    cid = lib.create(SAMPLE)
    assert [(c.id, c.name) for c in lib.list()] == [(cid, "Korr Ironhide")]
    lib.rename(cid, "Korr the Red")
    copy_id = lib.duplicate(cid)
    assert sorted(c.name for c in lib.list()) == ["Korr the Red", "Korr the Red (copy)"]
    lib.delete(copy_id)
    assert [c.id for c in lib.list()] == [cid]
    assert [c.id for c in lib.list(trash=True)] == [copy_id]
    lib.restore(copy_id)
    assert len(lib.list()) == 2
    lib.delete(copy_id)
    lib.purge(copy_id)
    assert lib.list(trash=True) == []
    with pytest.raises(LibraryError, match="no character"):
        lib.get(copy_id)


def test_each_action_is_saved_with_its_log_and_undo_record(lib, tmp_path):
    cid = lib.create(SAMPLE)
    session = lib.open_session(cid, roller=ScriptedRoller([3, 4, 2]))
    assert session.apply({"do": "activate", "item": "rage"}).ok
    assert session.apply({"do": "startTurn"}).ok
    again = Library(tmp_path / "lib.sqlite3")
    doc, _version = again.get(cid)
    assert doc == session.document()
    assert again.log(cid) == ["Used Rage", "Fury Dice +2 (3, 4) from Rage", "Raging on", "Turn started",
                              "Fury Dice +1 (2) on Turn Start"]
    undo, redo = again.history(cid)
    assert [r.to_json() for r in undo] == [r.to_json() for r in session.undo_stack] and redo == []
    again.close()


def test_undo_after_a_reopen_replays_the_recorded_faces(lib, tmp_path):
    cid = lib.create(SAMPLE)
    first = lib.open_session(cid, roller=ScriptedRoller([3, 4, 2]))
    first.apply({"do": "activate", "item": "rage"})
    after = first.document()
    lib.close()
    reopened = Library(tmp_path / "lib.sqlite3")
    session = reopened.open_session(cid, roller=ScriptedRoller([]))  # any roll would fail: diceExhausted
    assert session.undo().ok
    assert session.document()["pools"]["fury"] == {"faces": []}
    assert session.redo().ok
    assert session.document() == after
    third = Library(tmp_path / "lib.sqlite3")
    assert third.get(cid)[0] == after
    assert third.history(cid)[0][-1].to_json() == session.undo_stack[-1].to_json()
    third.close()
    reopened.close()


def test_history_is_capped(lib, monkeypatch):
    import sheet_app.storage.library as library_module
    monkeypatch.setattr(library_module, "HISTORY_LIMIT", 3)
    cid = lib.create(SAMPLE)
    session = lib.open_session(cid, roller=SeededRoller(1))
    for _ in range(6):
        session.apply({"do": "startTurn"})
    assert len(lib.history(cid)[0]) == 3


def test_two_windows_never_overwrite_each_other(lib, tmp_path):
    cid = lib.create(SAMPLE)
    window_a = lib.open_session(cid, roller=SeededRoller(1))
    other = Library(tmp_path / "lib.sqlite3")
    window_b = other.open_session(cid, roller=SeededRoller(2))
    assert window_b.apply({"do": "setCharges", "pool": "wand-charges", "value": 1}).ok
    before = window_a.document()
    result = window_a.apply({"do": "setCharges", "pool": "wand-charges", "value": 0})
    assert not result.ok and result.code == "commitFailed"
    assert "changed in another window" in result.message
    assert window_a.document() == before  # memory rolled back too
    assert lib.get(cid)[0]["pools"]["wand-charges"] == {"current": 1}
    other.close()


def test_a_full_disk_rolls_the_action_back_in_memory_and_on_disk(lib):
    cid = lib.create(SAMPLE)
    session = lib.open_session(cid, roller=ScriptedRoller([3, 4]))
    before_doc, before_version = lib.get(cid)
    memory = session.document()

    def disk_full(point):
        if point == "logged":
            raise sqlite3.OperationalError("database or disk is full")

    lib.fault = disk_full
    result = session.apply({"do": "activate", "item": "rage"})
    assert not result.ok and result.code == "commitFailed"
    assert "disk is full" in result.message and "lib.sqlite3" in result.message
    assert session.document() == memory
    assert lib.get(cid) == (before_doc, before_version)
    assert lib.log(cid) == []
    lib.fault = None
    assert session.apply({"do": "activate", "item": "rage"}).ok  # the dice were not lost either
    assert lib.get(cid)[0]["pools"]["fury"] == {"faces": [3, 4]}


def test_a_locked_database_gives_a_clear_message(lib, tmp_path):
    cid = lib.create(SAMPLE)
    session = lib.open_session(cid, roller=ScriptedRoller([1]))
    blocker = sqlite3.connect(tmp_path / "lib.sqlite3", isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    result = session.apply({"do": "startTurn"})
    blocker.execute("ROLLBACK")
    blocker.close()
    assert not result.ok and "in use by another program" in result.message
    assert lib.get(cid)[1] == 1


def test_not_sqlite_is_refused_and_untouched(tmp_path):
    path = tmp_path / "notes.sqlite3"
    path.write_text("these are my notes, not a database")
    before = digest(path)
    with pytest.raises(LibraryError) as err:
        Library(path)
    assert str(path) in str(err.value) and "not an SQLite database" in str(err.value)
    assert digest(path) == before


def test_another_programs_database_is_refused(tmp_path):
    path = tmp_path / "other.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE songs (title TEXT)")
    db.commit()
    db.close()
    with pytest.raises(LibraryError, match="another program"):
        Library(path)


def test_a_newer_library_is_refused_and_never_modified(tmp_path):
    path = tmp_path / "new.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE characters (id TEXT)")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    before = digest(path)
    with pytest.raises(LibraryError, match="newer version"):
        Library(path)
    assert digest(path) == before
    assert not (tmp_path / "new.sqlite3-wal").exists()


def test_a_read_only_folder_is_named(tmp_path, monkeypatch):
    import os
    folder = tmp_path / "ro"
    folder.mkdir()
    # Tests run as root in CI, where permission bits do not stop writes; ask as the app does.
    monkeypatch.setattr(os, "access", lambda p, mode: Path(p) != folder)
    with pytest.raises(LibraryError, match="read-only"):
        Library(folder / "lib.sqlite3")


def test_an_older_library_is_backed_up_then_migrated(tmp_path):
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(_SCHEMA_V1)
    db.execute("INSERT INTO characters (id, name, doc, version, created, updated) VALUES ('k', 'Korr', ?, 1, 0, 0)",
               (json.dumps(SAMPLE),))
    db.execute("PRAGMA user_version = 1")
    db.close()
    library = Library(path)
    assert [c.id for c in library.list()] == ["k"]
    backups = list((tmp_path / "backups").glob("*before-upgrade-v1*.sqlite3"))
    assert library.list_items() == []  # every later migration ran too
    assert len(backups) == 1
    old = sqlite3.connect(backups[0])
    assert old.execute("PRAGMA user_version").fetchone()[0] == 1
    old.close()
    library.delete("k")  # the new column works
    assert library.list(trash=True)[0].id == "k"
    library.close()


def test_backup_and_restore(lib, tmp_path):
    cid = lib.create(SAMPLE)
    backup = lib.backup(tmp_path / "saved.sqlite3")
    lib.rename(cid, "Changed")
    lib.create({**SAMPLE, "name": "Second"})
    safety = lib.restore_backup(backup)
    assert [c.name for c in lib.list()] == ["Korr Ironhide"]
    assert safety.exists()
    assert lib.integrity() == "ok"


def test_restoring_something_that_is_not_a_backup_changes_nothing(lib, tmp_path):
    cid = lib.create(SAMPLE)
    bogus = tmp_path / "bogus.sqlite3"
    bogus.write_text("nope")
    with pytest.raises(LibraryError):
        lib.restore_backup(bogus)
    assert lib.get(cid)[0]["name"] == "Korr Ironhide"


def plain(record) -> dict:
    """A record as saved, without its key (a random id, different in each process)."""
    data = record.to_json()
    data.pop("key")
    return data


def replay(doc: dict, seed: int, steps: list) -> list:
    """States after each prefix of `steps`: (document, log, undo records, redo records)."""
    session = Session(doc, roller=SeededRoller(seed))
    log: list[str] = []
    states = [(session.document(), list(log), [], [])]
    for step in steps:
        result = session.apply(step)
        if result.ok:
            log.extend(result.log)
        states.append((session.document(), list(log), [plain(r) for r in session.undo_stack],
                       [plain(r) for r in session.redo_stack]))
    return states


POINTS = ("begin", "checked", "updated", "logged", "history", "commit", "committed")


def test_killed_mid_commit_the_library_always_holds_a_prefix(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    from crash_child import ACTIONS
    seed = 7
    template = Library(tmp_path / "template.sqlite3")
    start = template.get(template.create(SAMPLE))[0]
    template.close()
    states = replay(start, seed, ACTIONS)
    kills = 0
    for kill_after in range(8):
        for point in POINTS:
            path = tmp_path / f"crash-{kill_after}-{point}.sqlite3"
            library = Library(path)
            cid = library.create(start, character_id="korr")
            library.close()
            done = subprocess.run([sys.executable, str(Path(__file__).parent / "crash_child.py"), str(path), cid,
                                   str(seed), str(kill_after), point], capture_output=True, text=True, timeout=120)
            assert done.returncode == -9, done.stderr
            kills += 1
            reopened = Library(path)
            assert reopened.integrity() == "ok"
            doc = reopened.get(cid)[0]
            undo, redo = reopened.history(cid)
            saved = (doc, reopened.log(cid), [plain(r) for r in undo], [plain(r) for r in redo])
            matches = [k for k, state in enumerate(states) if state == saved]
            assert matches, f"killed at {point} of action {kill_after}: state is no prefix"
            # The kill lands inside action `kill_after`: before it commits, or just after.
            assert max(matches) in (kill_after, kill_after + 1)
            session = reopened.open_session(cid, roller=ScriptedRoller([]))
            if session.undo_stack:
                assert session.undo().ok and session.redo().ok
                assert session.document() == doc
            reopened.close()
    assert kills >= 50


def test_the_item_library_keeps_items_apart_from_characters(lib):
    wand = next(i for i in SAMPLE["items"] if i["id"] == "wand")
    iid = lib.save_item({**wand, "format": "item/1"})
    assert lib.list_items() == [(iid, "Wand of Scorching Rays")]
    stored = lib.get_item(iid)
    assert "format" not in stored and stored["rules"] == wand["rules"]
    lib.save_item({**stored, "name": "Wand of Frost"}, iid)
    assert lib.list_items() == [(iid, "Wand of Frost")]
    lib.delete_item(iid)
    assert lib.list_items() == [] and lib.list_items(trash=True) == [(iid, "Wand of Frost")]
    lib.restore_item(iid)
    assert lib.list_items() == [(iid, "Wand of Frost")]
    with pytest.raises(LibraryError, match="not valid"):
        lib.save_item({"name": "Bad", "type": "monsterFeature"})


def test_a_damaged_history_row_is_set_aside_and_the_character_still_opens(lib):
    cid = lib.create(SAMPLE)
    session = lib.open_session(cid, roller=ScriptedRoller([3, 4]))
    assert session.apply({"do": "activate", "item": "rage"}).ok
    assert session.apply({"do": "set", "field": "hp.current", "value": 40}).ok
    lib.db.execute("UPDATE history SET record = ? WHERE character_id = ? AND position = 1", ('{"ops": 1}', cid))
    lib.db.commit()
    again = lib.open_session(cid)
    assert again.char.track("hp") == (40, 58) and again.undo_stack == []
    assert any("undo history could not be read" in line for line in again.load_log)
    assert again.apply({"do": "set", "field": "hp.current", "value": 30}).ok  # new steps are kept
    third = lib.open_session(cid)
    assert len(third.undo_stack) == 1 and not any("could not be read" in line for line in third.load_log)


@pytest.mark.parametrize("record", ['{"action": null, "ops": [], "log": []}', '{"action": "x", "ops": [], "log": []}',
                                    '{"action": {}, "ops": [], "log": [1]}'])
def test_history_rows_that_are_not_records_are_set_aside(lib, record):
    cid = lib.create(SAMPLE)
    session = lib.open_session(cid)
    assert session.apply({"do": "set", "field": "hp.current", "value": 40}).ok
    lib.db.execute("UPDATE history SET record = ? WHERE character_id = ?", (record, cid))
    lib.db.commit()
    again = lib.open_session(cid)
    assert again.undo_stack == [] and again.char.track("hp") == (40, 58)


def test_a_saved_character_with_two_items_sharing_one_pool_opens_unchanged(tmp_path):
    """Before item pools lived on their item, two wands shared the `wand-charges` state: a library
    saved then (schema v1) opens with that state on the first wand and a fresh
    pool on the second (engine.md §4; the storage shape itself did not change)."""
    doc = json.loads(json.dumps(SAMPLE))
    wand = next(item for item in doc["items"] if item["id"] == "wand")
    doc["items"].append({**json.loads(json.dumps(wand)), "id": "wand-2", "name": "Spare Wand"})
    doc["pools"] = {"wand-charges": {"current": 1}}
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(_SCHEMA_V1)
    db.execute("INSERT INTO characters (id, name, doc, version, created, updated) VALUES ('k', 'Korr', ?, 1, 0, 0)",
               (json.dumps(doc),))
    db.execute("PRAGMA user_version = 1")
    db.close()
    library = Library(path)
    session = library.open_session("k", roller=ScriptedRoller([]))
    pools = session.document()["pools"]
    assert pools["wand-charges"] == {"current": 1} and pools["wand-charges@wand-2"] == {"current": 3}
    assert session.apply({"do": "setCharges", "pool": "wand-charges@wand-2", "value": 2}).ok
    assert session.undo().ok
    assert session.document()["pools"]["wand-charges@wand-2"] == {"current": 3}
    library.close()
