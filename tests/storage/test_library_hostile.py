"""The library under hostile conditions: odd backup paths, full disks, kills mid-backup, damaged pages,
read-only media. Kill and CLI cases run the real `sheet-app` in a subprocess."""
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.storage.backup import (
    DamagedLibraryError,
    check_backup,
    good_backup,
    list_backups,
    restore_damaged,
    sqlite_uri,
)
from sheet_app.storage.errors import LibraryError
from sheet_app.storage.library import Library

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text())
CHILD = Path(__file__).parent / "cli_kill_child.py"
IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def cli(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "sheet_app", *args], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})})


def make_library(path: Path, *names: str) -> Library:
    library = Library(path, busy_timeout_ms=50)
    for name in names:
        library.create({**SAMPLE, "name": name})
    return library


def names(library: Library) -> list[str]:
    return [info.name for info in library.list()]


# ---- 1. restore restores exactly the named file ----------------------------------------------------

ODD_NAMES = ["a#b.sqlite3", "a?b.sqlite3", "a?mode=rw.sqlite3", "100%.sqlite3", "a%23b.sqlite3", "with space.sqlite3",
             "quo\"te's.sqlite3", "Zwölf Würfel ✓.sqlite3", "#", "?"]


@pytest.mark.parametrize("name", ODD_NAMES)
def test_restore_reads_exactly_the_named_backup_whatever_its_name(tmp_path, name):
    folder = tmp_path / "odd"
    folder.mkdir()
    # Decoys where an unquoted URI would land: the path cut at `#` or `?`, or `%23` decoded.
    for decoy in {"a", "a#b.sqlite3" if name == "a%23b.sqlite3" else "", "odd", "100"} - {"", name}:
        decoy_lib = make_library(folder / decoy, "Decoy")
        decoy_lib.close()
    source = make_library(tmp_path / "source.sqlite3", f"From {name}")
    backup = source.backup(folder / name)
    source.close()
    assert backup == folder / name and check_backup(backup) is None
    lib = make_library(tmp_path / "lib.sqlite3", "Current")
    lib.restore_backup(backup)
    assert names(lib) == [f"From {name}"]
    lib.close()


def test_the_cli_restores_a_backup_with_a_hash_and_a_question_mark(tmp_path):
    source = make_library(tmp_path / "src.sqlite3", "Wanted")
    odd = source.backup(tmp_path / "b#1?x.sqlite3")
    source.close()
    make_library(tmp_path / "b", "Decoy").close()
    library = tmp_path / "lib.sqlite3"
    make_library(library, "Current").close()
    done = cli("restore", str(odd), "--library", str(library))
    assert done.returncode == 0, done.stderr
    assert cli("list", "--library", str(library)).stdout.split()[1:] == ["Wanted"]


def test_an_sqlite_uri_names_the_file_and_nothing_else(tmp_path):
    path = tmp_path / "x#y?z%w ö.sqlite3"
    db = sqlite3.connect(sqlite_uri(path), uri=True)
    db.execute("CREATE TABLE t (x)")
    db.close()
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


# ---- 2. a failed backup leaves nothing behind ---------------------------------------------------------

@pytest.fixture
def small_disk(tmp_path):
    """A 256 KB file system (tmpfs): root only; other users skip."""
    if not IS_ROOT or sys.platform != "linux":
        pytest.skip("mounting a small file system needs root on Linux")
    mount = tmp_path / "small"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], check=False)


def big_library(path: Path, count: int = 40) -> Library:
    library = make_library(path)
    for n in range(count):
        library.create({**SAMPLE, "name": f"Korr {n}", "notes": "x" * 20_000})
    return library


def test_a_backup_on_a_full_disk_leaves_no_file(tmp_path, small_disk):
    lib = big_library(tmp_path / "lib.sqlite3")
    assert lib.db.execute("PRAGMA page_count").fetchone()[0] * 4096 > 600_000
    with pytest.raises(LibraryError, match="disk is full") as err:
        lib.backup(small_disk / "backup.sqlite3")
    assert "nothing was saved" in str(err.value)
    assert os.listdir(small_disk) == []
    lib.backup_dir = small_disk / "backups"
    with pytest.raises(LibraryError, match="disk is full"):
        lib.backup()
    assert os.listdir(small_disk / "backups") == []
    # A small library fits: the same path writes a whole, checked backup.
    small = make_library(tmp_path / "small.sqlite3", "Small")
    written = small.backup(small_disk / "ok.sqlite3")
    assert sorted(os.listdir(small_disk)) == ["backups", "ok.sqlite3"] and check_backup(written) is None
    small.close()
    lib.close()


def test_the_cli_backup_on_a_full_disk_says_so_and_leaves_no_file(tmp_path, small_disk):
    big_library(tmp_path / "lib.sqlite3").close()
    done = cli("backup", "-o", str(small_disk / "b.sqlite3"), "--library", str(tmp_path / "lib.sqlite3"))
    assert done.returncode == 2 and "disk is full" in done.stderr and "Traceback" not in done.stderr
    assert os.listdir(small_disk) == []


def test_a_backup_that_fails_its_check_is_removed(tmp_path, monkeypatch):
    lib = make_library(tmp_path / "lib.sqlite3", "Korr")

    def fail(point):
        if point == "backup-copied":
            raise sqlite3.OperationalError("database or disk is full")

    lib.fault = fail
    with pytest.raises(LibraryError, match="disk is full"):
        lib.backup()
    assert list((tmp_path / "backups").iterdir()) == []
    lib.close()


@pytest.mark.parametrize("point", ["backup-copied", "backup-checked"])
def test_a_backup_killed_midway_leaves_no_file_that_looks_like_a_backup(tmp_path, point):
    library = tmp_path / "lib.sqlite3"
    make_library(library, "Korr").close()
    done = subprocess.run([sys.executable, str(CHILD), point, "backup", "--library", str(library)],
                          capture_output=True, text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == -9, done.stderr
    assert list_backups(tmp_path / "backups") == []
    assert [p.name for p in (tmp_path / "backups").iterdir() if not p.name.startswith(".")] == []
    assert good_backup(tmp_path / "backups") is None


def test_a_restore_killed_after_the_safety_backup_leaves_the_library_whole(tmp_path):
    library = tmp_path / "lib.sqlite3"
    lib = make_library(library, "Before")
    backup = lib.backup(tmp_path / "wanted.sqlite3")
    lib.rename(lib.list()[0].id, "Current")
    lib.close()
    done = subprocess.run([sys.executable, str(CHILD), "restore-safety", "restore", str(backup), "--library",
                           str(library)], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == -9, done.stderr
    reopened = Library(library)
    assert reopened.integrity() == "ok" and names(reopened) == ["Current"]
    [safety] = list_backups(tmp_path / "backups")
    assert check_backup(safety) is None
    reopened.restore_backup(backup)
    assert names(reopened) == ["Before"]
    reopened.close()


# ---- 4. a damaged library ---------------------------------------------------------------------------------

def corrupt(path: Path, from_page: int = 2) -> None:
    """Overwrite every page from `from_page` on with garbage (page 1, the schema, stays readable)."""
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    for offset in range(page * (from_page - 1), len(data), page):
        data[offset:offset + page] = bytes([0x5A]) * page
    path.write_bytes(bytes(data))


def damaged_library(tmp_path: Path) -> tuple[Path, Path]:
    """A library with a good backup, then corrupted on disk; returns (library, backup)."""
    path = tmp_path / "lib.sqlite3"
    lib = make_library(path, "Korr", "Brynn")
    cid = lib.list()[0].id
    lib.open_session(cid, roller=ScriptedRoller([3, 4])).apply({"do": "activate", "item": "rage"})
    lib.save_item({**SAMPLE["items"][0], "format": "item/1"})
    backup = lib.backup()
    lib.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    lib.close()
    corrupt(path)
    return path, backup


def test_a_damaged_library_is_named_with_its_backups_when_it_opens(tmp_path):
    path, backup = damaged_library(tmp_path)
    with pytest.raises(DamagedLibraryError) as err:
        Library(path)
    text = str(err.value)
    assert "the library is damaged (" in text and "restore a backup" in text and str(backup) in text
    assert err.value.backups == [backup]


def test_every_read_of_a_damaged_library_names_the_damage(tmp_path):
    path, backup = damaged_library(tmp_path)
    good = tmp_path / "good.sqlite3"
    shutil.copy(backup, good)
    lib = Library(good)
    cid, iid = lib.list()[0].id, lib.list_items()[0][0]
    lib.db.close()
    lib.db = sqlite3.connect(path, isolation_level=None)  # damaged after it opened
    for read in (lambda: lib.list(), lambda: lib.get(cid), lambda: lib.open_session(cid), lambda: lib.history(cid),
                 lambda: lib.log(cid), lambda: lib.list_items(), lambda: lib.get_item(iid)):
        with pytest.raises(DamagedLibraryError, match="the library is damaged .*restore a backup"):
            read()
    lib.close()


@pytest.mark.parametrize("command", [["list"], ["list", "--trash"], ["export", "x", "-o", "out.json"],
                                     ["backup"], ["play", "script.json", "--character", "x"]])
def test_the_cli_on_a_damaged_library_says_so_without_a_traceback(tmp_path, command):
    path, backup = damaged_library(tmp_path)
    (tmp_path / "script.json").write_text(json.dumps({"steps": []}))
    done = cli(*[str(tmp_path / c) if c.endswith(".json") else c for c in command], "--library", str(path))
    assert done.returncode == 2
    assert "the library is damaged" in done.stderr and str(backup) in done.stderr
    assert "Traceback" not in done.stderr


def test_restoring_over_a_damaged_library_keeps_a_copy_of_it(tmp_path):
    path, backup = damaged_library(tmp_path)
    damaged_bytes = path.read_bytes()
    done = cli("restore", str(backup), "--library", str(path))
    assert done.returncode == 0, done.stderr
    kept = list((tmp_path / "backups" / "damaged").glob("*.sqlite3"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged_bytes
    lib = Library(path)
    assert names(lib) == ["Brynn", "Korr"] and lib.integrity() == "ok"
    assert len(lib.log(lib.list()[0].id)) == 3  # Brynn's log came back too
    lib.close()


def test_a_damaged_backup_is_not_restored_and_the_newest_good_one_is_found(tmp_path):
    lib = make_library(tmp_path / "lib.sqlite3", "Korr")
    older = lib.backup(reason="older")
    newer = lib.backup(reason="newer")
    os.utime(older, (1, 1))
    corrupt(newer)
    assert list_backups(tmp_path / "backups") == [newer, older]
    assert "damaged" in (check_backup(newer) or "")
    assert good_backup(tmp_path / "backups") == older
    with pytest.raises(LibraryError, match="damaged too"):
        lib.restore_backup(newer)
    with pytest.raises(LibraryError, match="damaged too"):
        restore_damaged(tmp_path / "lib.sqlite3", newer)
    assert names(lib) == ["Korr"]
    lib.close()


# ---- 6. read-only libraries -------------------------------------------------------------------------------

def test_a_read_only_file_opens_read_only(tmp_path, monkeypatch):
    path = tmp_path / "lib.sqlite3"
    lib = make_library(path, "Korr")
    cid = lib.list()[0].id
    lib.close()
    before = path.read_bytes()
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if Path(p) == path and mode == os.W_OK
                        else real_access(p, mode))
    lib = Library(path)
    assert lib.read_only and names(lib) == ["Korr"]
    session = lib.open_session(cid, roller=ScriptedRoller([3, 4]))
    result = session.apply({"do": "activate", "item": "rage"})
    assert not result.ok and result.code == "commitFailed" and "read-only; nothing was saved" in result.message
    with pytest.raises(LibraryError, match="read-only; nothing was saved"):
        lib.create(SAMPLE)
    assert lib.backup(tmp_path / "elsewhere.sqlite3").exists()
    lib.close()
    assert path.read_bytes() == before


@pytest.fixture
def read_only_media(tmp_path):
    """A library on a file system mounted read-only (root only)."""
    if not IS_ROOT or sys.platform != "linux":
        pytest.skip("mounting a read-only file system needs root on Linux")
    mount = tmp_path / "media"
    mount.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mount)]).returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    lib = make_library(mount / "lib.sqlite3", "Korr")
    lib.backup()
    lib.close()
    subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
    yield mount / "lib.sqlite3"
    subprocess.run(["umount", "-l", str(mount)], check=False)


def test_reading_commands_work_on_read_only_media(tmp_path, read_only_media):
    library = str(read_only_media)
    listing = cli("list", "--library", library)
    assert listing.returncode == 0, listing.stderr
    cid, name = listing.stdout.split(maxsplit=1)
    assert name.strip() == "Korr"
    out = tmp_path / "korr.json"
    assert cli("export", cid, "-o", str(out), "--library", library).returncode == 0
    assert json.loads(out.read_text())["name"] == "Korr"
    backed = cli("backup", "-o", str(tmp_path / "copy.sqlite3"), "--library", library)
    assert backed.returncode == 0, backed.stderr
    assert check_backup(tmp_path / "copy.sqlite3") is None
    refused = cli("import", str(ROOT / "resources" / "sample-berserker.json"), "--library", library)
    assert refused.returncode == 2 and "read-only; nothing was saved" in refused.stderr
    (tmp_path / "s.json").write_text(json.dumps({"dice": [3, 4], "steps": [{"do": "activate", "item": "rage"}]}))
    played = cli("play", str(tmp_path / "s.json"), "--character", cid, "--library", library)
    assert played.returncode == 0
    assert json.loads(played.stdout)["errors"][0]["code"] == "commitFailed"
    assert "read-only" in json.loads(played.stdout)["errors"][0]["message"]
    default_backup = cli("backup", "--library", library)
    assert default_backup.returncode == 2 and "Traceback" not in default_backup.stderr
    restore = cli("restore", str(tmp_path / "copy.sqlite3"), "--library", library)
    assert restore.returncode == 2 and "read-only" in restore.stderr


def test_the_next_backup_removes_what_a_killed_one_left(tmp_path):
    library = tmp_path / "lib.sqlite3"
    make_library(library, "Korr").close()
    done = subprocess.run([sys.executable, str(CHILD), "backup-checked", "backup", "--library", str(library)],
                          capture_output=True, text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == -9
    [left] = list((tmp_path / "backups").iterdir())
    assert left.name.startswith(".library-") and ".tmp" in left.name
    fresh = tmp_path / "backups" / ".library-x.sqlite3.abc.tmp"  # another backup under way: kept
    fresh.write_bytes(b"")
    os.utime(left, (1, 1))
    lib = Library(library)
    made = lib.backup()
    lib.close()
    assert sorted(p.name for p in (tmp_path / "backups").iterdir()) == sorted([fresh.name, made.name])


def test_an_upgrade_killed_during_its_backup_is_done_at_the_next_start(tmp_path):
    from sheet_app.storage.migrations import _SCHEMA_V1, SCHEMA_VERSION

    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(_SCHEMA_V1)
    db.execute("INSERT INTO characters (id, name, doc, version, created, updated) VALUES ('k', 'Korr', ?, 1, 0, 0)",
               (json.dumps(SAMPLE),))
    db.execute("PRAGMA user_version = 1")
    db.close()
    done = subprocess.run([sys.executable, str(CHILD), "backup-copied", "list", "--library", str(path)],
                          capture_output=True, text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == -9
    assert list_backups(tmp_path / "backups") == []
    old = sqlite3.connect(path)
    assert old.execute("PRAGMA user_version").fetchone()[0] == 1  # not upgraded without its backup
    old.close()
    listing = cli("list", "--library", str(path))
    assert listing.returncode == 0 and listing.stdout.split() == ["k", "Korr"]
    [backup] = list_backups(tmp_path / "backups")
    assert "before-upgrade-v1" in backup.name and check_backup(backup) is None
    upgraded = Library(path)
    assert upgraded.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    upgraded.close()
