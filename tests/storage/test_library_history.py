"""Issue 26: the history is never lost — the log archive after kills, restores and copies, and damaged
rows (docs/library.md, "What the history promises"). One case per finding of the issue's attack, kills
through the real `sheet-app` in a subprocess (archive_kill_child.py), a seeded loop of random kills
during archive trims, and a property: any single-byte change to a stored row is refused or harmless."""
import contextlib
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import sheet_app.storage.library as library_module
from sheet_app import cli
from sheet_app.engine.dice import SeededRoller
from sheet_app.engine.session import Session
from sheet_app.storage import logarchive
from sheet_app.storage.backup import DamagedLibraryError
from sheet_app.storage.library import Library
from sheet_app.storage.migrations import _SCHEMA_V1, MIGRATIONS, journal_checksum, snapshot_checksum

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text())
CHILD = Path(__file__).parent / "archive_kill_child.py"
SNAP, KEEP = 3, 4  # the children's SNAPSHOT_EVERY and LOG_KEEP: a trim every few steps
LONG = "x" * 70_000  # a rename to this logs a 70 kB line
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


def hp_steps(start: int, count: int) -> list[dict]:
    return [{"do": "set", "field": "hp.current", "value": (start + n) % 50} for n in range(count)]


def long_step() -> dict:
    return {"do": "set", "field": "name", "value": LONG}


def lines_of(steps: list[dict]) -> list[list[str]]:
    """Each step's log lines, replayed in memory from the stored starting character."""
    session = Session(Session(SAMPLE).document(), roller=SeededRoller(1))
    out = []
    for step in steps:
        result = session.apply(step)
        assert result.ok, (step, result.message)
        out.append(list(result.log))
    return out


def flat(per_step: list[list[str]]) -> list[str]:
    return [line for lines in per_step for line in lines]


def committed_steps(log: list[str], per_step: list[list[str]]) -> int:
    """How many steps the log is exactly the lines of (it must be a replay of a prefix of the steps)."""
    matches = [m for m in range(len(per_step) + 1) if flat(per_step[:m]) == log]
    assert matches, f"the log ({len(log)} lines) is not the log of any prefix of the steps"
    return max(matches)


def new_library(path: Path) -> str:
    library = Library(path)
    cid = library.create(SAMPLE, character_id="korr")
    library.close()
    return cid


def child(tmp: Path, library: Path, steps: list[dict], kill: str = "none") -> subprocess.CompletedProcess:
    script = tmp / f"script-{len(list(tmp.glob('script-*')))}.json"
    script.write_text(json.dumps({"seed": 1, "steps": steps}))
    return subprocess.run([sys.executable, str(CHILD), str(SNAP), str(KEEP), kill, "play", str(script),
                           "--character", "korr", "--library", str(library)],
                          capture_output=True, text=True, timeout=120, env=ENV, cwd=ROOT)


def sheet_app(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "sheet_app", *args], capture_output=True, text=True, timeout=120,
                          env=ENV, cwd=ROOT)


def cli_log(library: Path, out: Path) -> list[str]:
    done = sheet_app("log", "korr", "-o", str(out), "--library", str(library))
    assert done.returncode == 0, done.stderr
    return out.read_text(encoding="utf-8").splitlines()


def whole(library: Path) -> list[str]:
    lib = Library(library)
    try:
        archived, kept = lib.whole_log("korr")
    finally:
        lib.close()
    return archived + kept


def library_id(library: Path) -> str:
    db = sqlite3.connect(library)
    try:
        return db.execute("SELECT value FROM meta WHERE key = 'library_id'").fetchone()[0]
    finally:
        db.close()


# ---- 1. a torn long line never wipes the archive --------------------------------------------------------

def test_a_kill_while_a_70000_character_line_is_archived_cuts_only_the_torn_append(tmp_path):
    path = tmp_path / "lib.sqlite3"
    new_library(path)
    first, second, third = hp_steps(1, 16), [long_step(), *hp_steps(40, 8)], hp_steps(7, 10)
    assert child(tmp_path, path, first).returncode == 0
    before = Library(path).archived_log("korr")
    assert len(before) >= 8
    done = child(tmp_path, path, second, kill="long:35000")
    assert done.returncode == -9, done.stderr
    archive = tmp_path / "log-archive" / library_id(path) / "korr.jsonl"
    assert LONG.encode()[:1000] in archive.read_bytes()  # the kill tore the append of the long line
    per_step = lines_of(first + second)
    m = committed_steps(whole(path), per_step)
    assert len(first) <= m < len(first) + len(second)
    assert Library(path).archived_log("korr")[:len(before)] == before  # nothing archived before is gone
    assert child(tmp_path, path, third).returncode == 0  # the next trims cut the torn tail, not the archive
    expected = flat(lines_of(first + second[:m - len(first)] + third))
    assert cli_log(path, tmp_path / "log.txt") == expected
    assert any(LONG in line for line in expected)


# ---- 2. restores and copies never skip or mix lines ---------------------------------------------------

def test_lines_trimmed_after_restoring_an_older_backup_are_archived(tmp_path):
    path = tmp_path / "lib.sqlite3"
    new_library(path)
    first, lost, after = hp_steps(1, 16), hp_steps(20, 16), hp_steps(3, 16)
    assert child(tmp_path, path, first).returncode == 0
    assert sheet_app("backup", "-o", str(tmp_path / "older.sqlite3"), "--library", str(path)).returncode == 0
    assert child(tmp_path, path, lost).returncode == 0
    old_id = library_id(path)
    old_archive = tmp_path / "log-archive" / old_id / "korr.jsonl"
    kept_bytes = old_archive.read_bytes()
    done = sheet_app("restore", str(tmp_path / "older.sqlite3"), "--library", str(path))
    assert done.returncode == 0, done.stderr
    assert library_id(path) != old_id
    assert child(tmp_path, path, after).returncode == 0
    # The backup's history, then what happened after the restore: every line once, in order.
    assert cli_log(path, tmp_path / "log.txt") == flat(lines_of(first + after))
    # The archive the library had before the restore is kept, untouched, with the undone steps' lines.
    assert old_archive.read_bytes() == kept_bytes
    assert set(flat(lines_of(first + lost))[len(first):-10]) <= {item["text"] for item in logarchive.read(old_archive)}


def test_a_restore_killed_before_the_library_takes_its_new_id_still_archives_everything(tmp_path):
    path = tmp_path / "lib.sqlite3"
    new_library(path)
    first, lost, after = hp_steps(1, 16), hp_steps(20, 16), hp_steps(3, 16)
    assert child(tmp_path, path, first).returncode == 0
    assert sheet_app("backup", "-o", str(tmp_path / "older.sqlite3"), "--library", str(path)).returncode == 0
    assert child(tmp_path, path, lost).returncode == 0
    old_archive = tmp_path / "log-archive" / library_id(path) / "korr.jsonl"
    kept_bytes = old_archive.read_bytes()
    done = subprocess.run([sys.executable, str(CHILD), str(SNAP), str(KEEP), "point:1:restored", "restore",
                           str(tmp_path / "older.sqlite3"), "--library", str(path)], capture_output=True, text=True,
                          timeout=120, env=ENV, cwd=ROOT)
    assert done.returncode == -9, done.stderr
    assert child(tmp_path, path, after).returncode == 0  # the archive's tail is not this library's: a new id
    assert old_archive.read_bytes() == kept_bytes
    assert cli_log(path, tmp_path / "log.txt") == flat(lines_of(first + after))


def test_restoring_over_a_damaged_file_starts_a_history_of_its_own(tmp_path):
    path = tmp_path / "lib.sqlite3"
    new_library(path)
    first, after = hp_steps(1, 16), hp_steps(3, 16)
    assert child(tmp_path, path, first).returncode == 0
    assert sheet_app("backup", "-o", str(tmp_path / "good.sqlite3"), "--library", str(path)).returncode == 0
    old_id = library_id(path)
    data = bytearray(path.read_bytes())  # every page but the first overwritten: a damaged file
    page = int.from_bytes(data[16:18], "big")
    data[page:] = bytes([0x5A]) * (len(data) - page)
    path.write_bytes(bytes(data))
    for companion in ("-wal", "-shm"):
        Path(f"{path}{companion}").unlink(missing_ok=True)
    done = sheet_app("restore", str(tmp_path / "good.sqlite3"), "--library", str(path))
    assert done.returncode == 0 and "damaged library is kept" in done.stdout, done.stderr
    assert library_id(path) != old_id  # the file a restore renamed into place is another file
    assert child(tmp_path, path, after).returncode == 0
    assert cli_log(path, tmp_path / "log.txt") == flat(lines_of(first + after))


def test_a_copy_in_the_same_folder_keeps_a_history_of_its_own(tmp_path):
    path, copy = tmp_path / "lib.sqlite3", tmp_path / "copy.sqlite3"
    new_library(path)
    first, mine, theirs = hp_steps(1, 16), hp_steps(10, 16), hp_steps(30, 16)
    assert child(tmp_path, path, first).returncode == 0
    shutil.copy(path, copy)  # a plain file copy, beside it, sharing log-archive/
    assert child(tmp_path, path, mine).returncode == 0
    assert child(tmp_path, copy, theirs).returncode == 0
    assert library_id(path) != library_id(copy)
    assert cli_log(path, tmp_path / "a.txt") == flat(lines_of(first + mine))
    assert cli_log(copy, tmp_path / "b.txt") == flat(lines_of(first + theirs))


# ---- 4. a kill between archiving and the commit writes no line twice -------------------------------------

def test_log_o_after_a_kill_between_archiving_and_the_trim_writes_every_line_once(tmp_path):
    path = tmp_path / "lib.sqlite3"
    new_library(path)
    steps = hp_steps(1, 24)
    assert child(tmp_path, path, steps[:12]).returncode == 0
    done = child(tmp_path, path, steps[12:], kill="point:2:archived")  # the lines are in both places
    assert done.returncode == -9, done.stderr
    per_step = lines_of(steps)
    log = cli_log(path, tmp_path / "log.txt")
    m = committed_steps(log, per_step)
    assert 12 <= m < 24 and len(log) == len(set(log))
    assert child(tmp_path, path, steps[m:]).returncode == 0
    assert cli_log(path, tmp_path / "log.txt") == flat(per_step)


# ---- the seeded loop: random kills during archive trims, a long line in the mix --------------------------

def test_random_kills_during_archive_trims_leave_a_replay_of_exactly_the_committed_steps(tmp_path, monkeypatch):
    rng = random.Random(26)
    template = tmp_path / "template.sqlite3"
    new_library(template)
    monkeypatch.setattr(library_module, "SNAPSHOT_EVERY", SNAP)
    monkeypatch.setattr(library_module, "LOG_KEEP", KEEP)
    kills = 0
    for trial in range(10):
        folder = tmp_path / f"trial-{trial}"
        folder.mkdir()
        path = folder / "lib.sqlite3"
        shutil.copy(template, path)
        steps = hp_steps(trial, 24)
        steps.insert(rng.randrange(4, 16), long_step())
        kill = rng.choice([f"write:{rng.randint(1, 7)}:{rng.randint(0, 80_000)}", f"long:{rng.randint(0, 70_100)}",
                           f"point:{rng.randint(1, 7)}:archived", f"point:{rng.randint(1, 7)}:commit"])
        done = child(folder, path, steps, kill=kill)
        assert done.returncode in (0, -9), done.stderr
        kills += done.returncode == -9
        per_step = lines_of(steps)
        library = Library(path)
        assert library.integrity() == "ok"
        archived, kept = library.whole_log("korr")
        m = committed_steps(archived + kept, per_step)
        hp = [s["value"] for s in steps[:m] if s["field"] == "hp.current"]
        assert library.get("korr")[0]["hp"]["current"] == (hp[-1] if hp else SAMPLE["hp"]["current"])
        session = library.open_session("korr", roller=SeededRoller(1))
        for step in steps[m:]:  # the rest, in this process: the first trim recovers the archive
            assert session.apply(step).ok
        archived, kept = library.whole_log("korr")
        assert archived + kept == flat(per_step), kill
        library.close()
    assert kills >= 6


# ---- 3. damaged rows are "damaged", never a traceback ------------------------------------------------------

def _snapshot(db: sqlite3.Connection, cid: str) -> tuple[str, int]:
    return db.execute("SELECT doc, version FROM characters WHERE id = ?", (cid,)).fetchone()


def _set_doc(db: sqlite3.Connection, cid: str, text: str, *, sign: bool = True) -> None:
    _text, version = _snapshot(db, cid)
    checksum = snapshot_checksum(cid, version, text) if sign else db.execute(
        "SELECT checksum FROM characters WHERE id = ?", (cid,)).fetchone()[0]
    db.execute("UPDATE characters SET doc = ?, checksum = ? WHERE id = ?", (text, checksum, cid))


def _set_changes(db: sqlite3.Connection, cid: str, changes: str) -> None:
    version, key, log = db.execute("SELECT version, record_key, log FROM journal WHERE character_id = ? ORDER BY "
                                   "version LIMIT 1", (cid,)).fetchone()
    db.execute("UPDATE journal SET changes = ?, checksum = ? WHERE character_id = ? AND version = ?",
               (changes, journal_checksum(cid, version, key, log, changes), cid, version))


def _doc_with(db, cid, change) -> str:
    doc = json.loads(_snapshot(db, cid)[0])
    change(doc)
    return json.dumps(doc)


DAMAGE = {
    "snapshot not JSON": lambda db, cid: _set_doc(db, cid, _snapshot(db, cid)[0][:-40]),
    "snapshot nested 10^5 deep": lambda db, cid: _set_doc(db, cid, '{"format": "sheet/1", "deep": ' + "[" * 100_000
                                                          + "]" * 100_000 + "}"),
    "a wrong-typed value": lambda db, cid: _set_doc(db, cid, _doc_with(db, cid, lambda d: d.update(level="high"))),
    "no format key": lambda db, cid: _set_doc(db, cid, _doc_with(db, cid, lambda d: d.pop("format"))),
    "a changed valid value": lambda db, cid: _set_doc(db, cid, _doc_with(db, cid, lambda d: d["hp"].update(current=1)),
                                                      sign=False),
    "a journal row missing": lambda db, cid: db.execute(
        "DELETE FROM journal WHERE character_id = ? AND version = (SELECT min(version) FROM journal)", (cid,)),
    "journal not JSON": lambda db, cid: _set_changes(db, cid, "[[[\"hp\", \"current\"], 3]"),
    "journal nested 10^5 deep": lambda db, cid: _set_changes(db, cid, "[" * 100_000 + "]" * 100_000),
    "a changed journal value": lambda db, cid: db.execute(
        "UPDATE journal SET changes = replace(changes, '12', '13') WHERE character_id = ?", (cid,)),
}


def damaged(tmp_path: Path, kind: str) -> tuple[Path, Path]:
    path = tmp_path / "lib.sqlite3"
    library = Library(path)
    cid = library.create(SAMPLE, character_id="korr")
    session = library.open_session(cid, roller=SeededRoller(1))
    assert session.apply({"do": "startTurn"}).ok  # the opening snapshot
    for value in (12, 30):
        assert session.apply({"do": "set", "field": "hp.current", "value": value}).ok
    backup = library.backup()
    DAMAGE[kind](library.db, cid)
    library.close()
    return path, backup


@pytest.mark.parametrize("kind", DAMAGE)
def test_a_damaged_row_is_reported_as_damage_with_the_backups_everywhere(tmp_path, kind, capsys):
    from sheet_app.ui.sheet.files import open_error

    path, backup = damaged(tmp_path, kind)
    library = Library(path)
    for read in (lambda: library.get("korr"), lambda: library.open_session("korr"),
                 lambda: library.rename("korr", "Other")):
        with pytest.raises(DamagedLibraryError) as err:
            read()
        assert str(backup) in str(err.value) and "restore a backup" in str(err.value)
        assert "damaged" in open_error("korr", err.value)  # what the window shows when it opens the character
    for read in (lambda: library.log("korr"), lambda: library.whole_log("korr")):
        try:  # the log reads check the rows they read: damage elsewhere leaves the log as it was
            assert read() is not None
        except DamagedLibraryError:
            assert not kind.startswith("snapshot")
    library.close()
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"steps": [{"do": "startTurn"}]}))
    for command in (["export", "korr", "-o", str(tmp_path / "out.json")], ["play", str(script), "--character", "korr"],
                    ["log", "korr", "-o", str(tmp_path / "log.txt")]):
        assert cli.main([*command, "--library", str(path)]) == 2, command
        err = capsys.readouterr().err
        assert "the library is damaged" in err and str(backup) in err and "Traceback" not in err
    assert not (tmp_path / "out.json").exists() and not (tmp_path / "log.txt").exists()


def test_the_real_cli_on_a_damaged_row_says_so_without_a_traceback(tmp_path):
    path, backup = damaged(tmp_path, "snapshot nested 10^5 deep")
    done = sheet_app("export", "korr", "-o", str(tmp_path / "out.json"), "--library", str(path))
    assert done.returncode == 2 and "the library is damaged" in done.stderr and "Traceback" not in done.stderr
    done = sheet_app("restore", str(backup), "--library", str(path))
    assert done.returncode == 0, done.stderr
    assert Library(path).get("korr")[0]["hp"]["current"] == 30  # the backup brings it back


# ---- the property: a changed byte is refused as damage or changes nothing -------------------------------

def _example_library(folder: Path) -> tuple[Path, tuple]:
    path = folder / "lib.sqlite3"
    library = Library(path)
    cid = library.create(SAMPLE, character_id="korr")
    session = library.open_session(cid, roller=SeededRoller(1))
    for step in ({"do": "startTurn"}, {"do": "set", "field": "hp.current", "value": 12},
                 {"do": "activate", "item": "rage"}, {"do": "set", "field": "name", "value": "Korr ✓"}):
        assert session.apply(step).ok
    state = (library.get(cid), library.log_entries(cid))
    library.close()
    return path, state


@pytest.fixture(scope="module")
def example(tmp_path_factory):
    return _example_library(tmp_path_factory.mktemp("example"))


TARGETS = [("characters", "doc", None), ("journal", "changes", 0), ("journal", "log", 0), ("journal", "record_key", 0),
           ("journal", "changes", 2), ("journal", "log", 3), ("journal", "changes", 3)]


@given(target=st.sampled_from(TARGETS), where=st.floats(0, 1, exclude_max=True), byte=st.integers(0, 255))
def test_any_single_byte_change_to_a_stored_row_is_refused_or_loads_the_exact_state(example, target, where, byte):
    template, state = example
    with tempfile.TemporaryDirectory(prefix="sheet-app-test-byte-") as folder:
        path = Path(folder) / "lib.sqlite3"
        shutil.copy(template, path)
        table, column, row = target
        db = sqlite3.connect(path, isolation_level=None)
        key = "id = 'korr'" if table == "characters" else (
            f"character_id = 'korr' AND version = (SELECT version FROM journal ORDER BY version LIMIT 1 OFFSET {row})")
        stored = db.execute(f"SELECT CAST({column} AS BLOB) FROM {table} WHERE {key}").fetchone()[0]
        data = bytearray(stored)
        at = int(where * len(data))
        if data[at] == byte:
            byte ^= 0x01
        data[at] = byte
        db.execute(f"UPDATE {table} SET {column} = CAST(? AS TEXT) WHERE {key}", (bytes(data),))
        db.close()
        library = Library(path)
        try:
            for read, expected in ((lambda: library.get("korr"), state[0]),
                                   (lambda: library.log_entries("korr"), state[1])):
                try:
                    got = read()
                except DamagedLibraryError:
                    continue
                assert got == expected  # never a silently different state
            with contextlib.suppress(DamagedLibraryError):
                assert library.open_session("korr").document() == state[0][0]
        finally:
            library.close()


# ---- the schema step: format 5's journals, checksums and flat archive ------------------------------------

def test_a_format_5_library_gets_checksums_a_running_journal_and_keeps_its_flat_archive(tmp_path):
    path = tmp_path / "v5.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(_SCHEMA_V1)
    for version in range(1, 5):
        MIGRATIONS[version](db)
    doc = Session(SAMPLE).document()
    # A format 5 delete and restore raised the snapshot's version (5 → 7) past its journal (3, 4); the
    # journal then ran on from 8.
    db.execute("INSERT INTO characters (id, name, doc, version, created, updated) VALUES ('korr', 'Korr', ?, 7, 0, 0)",
               (json.dumps(doc),))
    for version, hp in ((3, 10), (4, 11), (8, 12), (9, 13)):
        db.execute("INSERT INTO journal VALUES ('korr', ?, 0, ?, ?, ?)",
                   (version, f"r{version}", json.dumps([f"HP {hp}"]), json.dumps([[["hp", "current"], hp]])))
    for n in range(4, 7):
        db.execute("INSERT INTO log (id, character_id, text, created, record_key) VALUES (?, 'korr', ?, 0, NULL)",
                   (n, f"line {n}"))
    db.execute("PRAGMA user_version = 5")
    db.close()
    flat_archive = tmp_path / "log-archive" / "korr.jsonl"
    flat_archive.parent.mkdir()
    flat_archive.write_bytes(b"".join(logarchive.line((n, 0.0, None, f"line {n}")) for n in range(1, 5)) + b'{"id": 5')
    library = Library(path)
    got, version = library.get("korr")
    assert got["hp"]["current"] == 13 and version == 6  # the journal renumbered 3, 4, 5, 6 from its first row
    assert [v for (v,) in library.db.execute("SELECT version FROM journal ORDER BY version")] == [3, 4, 5, 6]
    assert library.db.execute("SELECT count(*) FROM journal WHERE checksum IS NULL").fetchone()[0] == 0
    archived, kept = library.whole_log("korr")
    assert archived == ["line 1", "line 2", "line 3"]  # line 4 is still in the log: written once
    assert kept == ["line 4", "line 5", "line 6", "HP 10", "HP 11", "HP 12", "HP 13"]
    library.delete("korr")
    library.restore("korr")
    assert library.get("korr") == (got, 8)  # delete and restore are journal rows of their own now
    library.close()
