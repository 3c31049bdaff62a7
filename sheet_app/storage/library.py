"""The embedded library: characters, their activity logs and undo history in one SQLite file.

Every action commits in one transaction with its log lines and its undo record, inside the
session's commit hook: when the write fails, the session rolls the action back, so memory and disk
never disagree. A commit writes what the action changed: a change-journal row (storage/journal.py)
replayed onto the character's last snapshot when it is read, with a new snapshot every SNAPSHOT_EVERY
commits (docs/library.md, "Commits"). The log keeps the newest LOG_KEEP lines per character.

Durability: WAL journal with `synchronous=FULL`. In WAL mode NORMAL only syncs at checkpoints, so a
power cut can lose the last committed actions; FULL syncs the WAL at every commit, which is what
"never lose a charge count" means. It costs well under a millisecond per commit here
(tests/bench/bench_library.py).

Damage and read-only media: the file is checked (`PRAGMA quick_check`) when it opens and every read
turns SQLite's "malformed" errors into `DamagedLibraryError`, whose message lists the backups. A
library on read-only media opens read-only: reading, exporting and backing up elsewhere work, every
write is refused with the usual "read-only; nothing was saved".

Damaged rows (format 6): every snapshot and journal row carries a checksum written with it and checked
on read, and a journal must run on from its snapshot's version; any failure to read a character is
`DamagedLibraryError` too. The library has an id (new for a copy or a restore) and its log archive is
kept under it, its committed size recorded here (docs/library.md, "What the history promises").

Its neighbours: storage/migrations.py holds the file's format (the schema, the steps from each version
to the next, the row checksums), storage/backup.py the backups and restores (written whole or not at
all, and `DamagedLibraryError`), storage/errors.py what the library raises; storage/journal.py the
change journal and storage/logarchive.py the archive of trimmed log lines.

Concurrency: each character row has a version. A session remembers the version it loaded and every
commit checks it inside `BEGIN IMMEDIATE`; if another window or process wrote in between, the
commit is refused with `ConflictError` and the losing window is told to reload.
"""
from __future__ import annotations

import builtins
import contextlib
import hashlib
import json
import os
import re
import secrets
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import jsonsafe
from ..engine.model import ItemEntry
from ..engine.session import Record, Session
from ..i18n import Storage
from . import journal, limits, logarchive, migrations
from .backup import (
    SQLITE_HEADER,
    DamagedLibraryError,
    check_backup,
    copy_database,
    new_backup_path,
    restore_damaged,
    sqlite_uri,
)
from .errors import ConflictError, LibraryError
from .migrations import APP_ID, SCHEMA_VERSION, journal_checksum, snapshot_checksum

# What Library's methods raise: callers catch these beside the Library they use, so they are named here too
# (they are defined in storage/errors.py and, the damage a backup mends, storage/backup.py).
__all__ = ["BUSY_TIMEOUT_MS", "HISTORY_LIMIT", "LOG_KEEP", "SNAPSHOT_EVERY", "CharacterInfo", "ConflictError",
           "DamagedLibraryError", "DamagedRowError", "Library", "LibraryError", "default_path"]

HISTORY_LIMIT = 500
# A commit writes a journal entry (what changed); every SNAPSHOT_EVERY commits, or when the entries
# since the last snapshot reach the document's own size, it writes the whole document instead and
# drops the entries (docs/library.md, "Commits").
SNAPSHOT_EVERY = 200
# The log keeps the newest LOG_KEEP lines of each character (the most the sheet shows); older lines
# are trimmed at snapshots, into the log archive first when the library has one (storage/logarchive.py).
LOG_KEEP = 1000
# Commits encode their rows compactly, without the circular-reference walk (plain JSON from the engine).
_encode = json.JSONEncoder(check_circular=False, separators=(",", ":")).encode
BUSY_TIMEOUT_MS = 5000


class DamagedRowError(DamagedLibraryError, ValueError):
    """A stored row that cannot be read (its checksum, its JSON, a journal that does not run on, a document
    the engine refuses): damage like a corrupted page, and a ValueError like the document errors it
    stands for, so a caller that refuses a bad document refuses it too."""


def _no_rider(_db: sqlite3.Connection) -> None:
    """A commit with nothing riding on it (Library.riders)."""


def default_path() -> Path:
    """`--library`, else $SHEET_APP_LIBRARY, else the user's data folder."""
    env = os.environ.get("SHEET_APP_LIBRARY")
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir("sheet-app", appauthor=False)) / "library.sqlite3"


@dataclass(frozen=True)
class CharacterInfo:
    id: str
    name: str
    version: int
    updated: float
    deleted: bool


def _fold_journal(db: sqlite3.Connection, cid: str) -> None:
    """Move a character's journal log lines into `log` (in order) and drop its journal rows: the
    caller has just written the snapshot that holds their changes."""
    db.execute("INSERT INTO log (character_id, text, created, record_key) SELECT j.character_id, line.value, "
               "j.updated, j.record_key FROM journal j, json_each(j.log) line WHERE j.character_id = ? "
               "ORDER BY j.version, line.key", (cid,))
    db.execute("DELETE FROM journal WHERE character_id = ?", (cid,))


# A character's version and last change, counting its journal (SQL, on a row of `characters`).
CURRENT_VERSION = ("max(characters.version, coalesce((SELECT max(j.version) FROM journal j WHERE j.character_id = "
                   "characters.id), 0))")
CURRENT_UPDATED = ("max(characters.updated, coalesce((SELECT max(j.updated) FROM journal j WHERE j.character_id = "
                   "characters.id), 0))")


class _Beside:
    """The default log archive: `log-archive/` in the library's folder."""


BESIDE = _Beside()


class Library:
    """One library file. Not thread-safe: one Library per thread or process."""

    history_problem = ""  # why the last history() set a stack aside, if it did
    read_only = False  # on read-only media: reads work, every write is refused

    def __init__(self, path: str | os.PathLike[str] | None = None, *, backup_dir: Path | None = None,
                 busy_timeout_ms: int = BUSY_TIMEOUT_MS,
                 log_archive: str | os.PathLike[str] | None | _Beside = BESIDE):
        self.path = Path(path) if path is not None else default_path()
        # Where trimmed log lines go (one file per character): by default `log-archive/` beside the
        # library, so nothing a player did is lost; None drops them.
        if isinstance(log_archive, _Beside):
            log_archive = self.path.parent / "log-archive"
        self.log_archive = Path(log_archive) if log_archive is not None else None
        self.busy_timeout_ms = busy_timeout_ms
        self.backup_dir = backup_dir or self.path.parent / "backups"
        self.fault: Callable[[str], None] | None = None  # tests inject crashes and write errors here
        # Work to do in the same transaction as a character's next commit (storage/tablebook.py: the GM
        # request that action handles), by character; dropped once a commit has written it.
        self.riders: dict[str, Callable[[sqlite3.Connection], None]] = {}
        self.db = self._open()

    # ---- opening --------------------------------------------------------------------------------
    def _fail(self, problem: str) -> LibraryError:
        return LibraryError(f"{self.path}: {problem}")

    def _damaged(self, detail: str) -> DamagedLibraryError:
        return DamagedLibraryError(self.path, detail, self.backup_dir)

    def _error(self, err: sqlite3.Error) -> LibraryError:
        """The LibraryError for an SQLite error: damage (a corrupted page) or the plain reason."""
        text = str(err)
        if "Could not decode" in text:  # a stored row whose text is not UTF-8
            return DamagedRowError(self.path, text, self.backup_dir)
        if "malformed" in text or "not a database" in text or "corrupt" in text or (
                type(err) is sqlite3.DatabaseError and "locked" not in text):
            return self._damaged(text)
        return self._fail(self._explain(err))

    @contextmanager
    def _reading(self) -> Iterator[None]:
        """Reads: a damaged file gives DamagedLibraryError (listing the backups), never sqlite3's error."""
        try:
            yield
        except sqlite3.Error as err:
            raise self._error(err) from None

    def _connect_read_only(self) -> sqlite3.Connection:
        """A read-only connection; on read-only media without a WAL index, as an immutable file."""
        timeout = self.busy_timeout_ms / 1000
        try:
            db = sqlite3.connect(sqlite_uri(self.path, mode="ro"), uri=True, isolation_level=None, timeout=timeout)
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return db
        except sqlite3.OperationalError:
            if Path(f"{self.path}-wal").exists():
                raise  # unsaved WAL content an immutable open would not see
        return sqlite3.connect(sqlite_uri(self.path, mode="ro", immutable="1"), uri=True, isolation_level=None,
                               timeout=timeout)

    def _open(self) -> sqlite3.Connection:
        folder = self.path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise self._fail(Storage.tr("cannot create the folder {folder}: {reason}").format(
                folder=folder, reason=err.strerror)) from None
        exists = self.path.exists()
        if exists:
            self._check_header()
        writable = os.access(folder, os.W_OK) and (not exists or os.access(self.path, os.W_OK))
        if not writable and not exists:
            raise self._fail(Storage.tr("the folder {folder} is read-only; the library needs to write there").format(
                folder=folder))
        self.read_only = not writable
        try:
            if self.read_only:
                db = self._connect_read_only()
            else:
                db = sqlite3.connect(self.path, isolation_level=None, timeout=self.busy_timeout_ms / 1000)
        except sqlite3.Error as err:
            raise self._fail(Storage.tr("cannot open: {reason}").format(reason=err)) from None
        try:
            db.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_ms)}")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            app_id = db.execute("PRAGMA application_id").fetchone()[0]
            if exists and version > SCHEMA_VERSION:
                db.close()
                raise self._fail(Storage.tr("made by a newer version of sheet-app (library version {version}, this "
                                            "app reads up to {newest}); it was not changed").format(
                    version=version, newest=SCHEMA_VERSION))
            if exists and version and app_id not in (0, APP_ID):
                db.close()
                raise self._fail(Storage.tr("is an SQLite database of another program, not a sheet-app library"))
            if exists and not version and db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                db.close()
                raise self._fail(Storage.tr("is an SQLite database of another program, not a sheet-app library"))
            if exists and version:
                check = db.execute("PRAGMA quick_check(1)").fetchone()[0]
                if check != "ok":
                    db.close()
                    raise self._damaged(str(check))
            if self.read_only:
                if not version:
                    db.close()
                    raise self._fail(Storage.tr("is read-only and empty; the library needs to write to {path}").format(
                        path=self.path))
                if version < SCHEMA_VERSION:
                    db.close()
                    raise self._fail(Storage.tr("is read-only and was made by an older version (library version "
                                                "{version}); it must be upgraded first: copy it to a folder you can "
                                                "write to").format(version=version))
                db.execute("PRAGMA query_only = ON")
                return db
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = FULL")
            db.execute("PRAGMA foreign_keys = ON")
            if version == 0:
                self._create(db)
            elif version < SCHEMA_VERSION:
                self._upgrade(db, version)
            self._bind(db)
        except sqlite3.OperationalError as err:
            db.close()
            raise self._fail(self._explain(err)) from None
        except sqlite3.DatabaseError as err:
            db.close()
            raise self._damaged(str(err)) from None
        return db

    def _check_header(self) -> None:
        try:
            with open(self.path, "rb") as fh:
                head = fh.read(16)
        except OSError as err:
            raise self._fail(Storage.tr("cannot read: {reason}").format(reason=err.strerror)) from None
        if head and head != SQLITE_HEADER:
            raise self._fail(Storage.tr("is not a sheet-app library (not an SQLite database)"))

    @staticmethod
    def _explain(err: sqlite3.Error) -> str:
        text = str(err)
        if "locked" in text or "busy" in text:
            return Storage.tr("is in use by another program (the database is locked); close it and try again")
        if "full" in text:
            return Storage.tr("the disk is full; nothing was saved")
        if "readonly" in text or "read-only" in text:
            return Storage.tr("is read-only; nothing was saved")
        return text

    def _create(self, db: sqlite3.Connection) -> None:
        migrations.create(db)

    def _upgrade(self, db: sqlite3.Connection, version: int) -> None:
        self.backup(db=db, reason=f"before-upgrade-v{version}")
        migrations.upgrade(db, version)

    def close(self) -> None:
        self.db.close()

    # ---- identity: whose history this file holds -------------------------------------------------
    def _file_key(self) -> str:
        """What tells this file from a copy of it: its device and inode (a copy, or a file a restore
        renamed into place, has another), else its real path where the system has no inodes."""
        found = os.stat(self.path)
        if found.st_ino:
            return f"{found.st_dev}:{found.st_ino}"
        return "path:" + os.path.normcase(os.path.realpath(self.path))

    def _bind(self, db: sqlite3.Connection) -> None:
        """Tie the library to this file; a library found in another file (a copy, a backup opened or
        renamed into place) takes a new id first, so the two never write into one archive."""
        key = self._file_key()
        row = db.execute("SELECT value FROM meta WHERE key = 'file'").fetchone()
        if row is not None and row[0] == key:
            return
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute("SELECT value FROM meta WHERE key = 'file'").fetchone()  # another process may have
            if row is None or row[0] != key:
                if row is not None:
                    self._new_identity(db)
                db.execute("INSERT OR REPLACE INTO meta VALUES ('file', ?)", (key,))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    @staticmethod
    def _library_id(db: sqlite3.Connection) -> str:
        row = db.execute("SELECT value FROM meta WHERE key = 'library_id'").fetchone()
        return str(row[0]) if row is not None else ""

    def _new_identity(self, db: sqlite3.Connection) -> None:
        """A new library id (inside the caller's write transaction): this library's archive files become
        parts it inherited, read up to their committed size and below the oldest line it still holds;
        its next trims start files of their own. Nothing on disk is touched."""
        db.execute("UPDATE log_archive SET below = (SELECT min(id) FROM log WHERE log.character_id = "
                   "log_archive.character_id) WHERE source = ? AND below IS NULL", (self._library_id(db),))
        db.execute("INSERT OR REPLACE INTO meta VALUES ('library_id', ?)", (secrets.token_hex(8),))

    # ---- transactions --------------------------------------------------------------------------
    def _point(self, name: str) -> None:
        if self.fault is not None:
            self.fault(name)

    def _write(self, work: Callable[[sqlite3.Connection], Any]) -> Any:
        """Run `work` in one BEGIN IMMEDIATE transaction; any failure rolls it back whole."""
        if self.read_only:
            raise self._fail(Storage.tr("is read-only; nothing was saved"))
        try:
            self._point("begin")
            self.db.execute("BEGIN IMMEDIATE")
            try:
                result = work(self.db)
                self._point("commit")
                self.db.execute("COMMIT")
            except BaseException:
                if self.db.in_transaction:
                    self.db.execute("ROLLBACK")
                raise
            self._point("committed")
            return result
        except sqlite3.Error as err:
            raise self._error(err) from None

    # ---- characters -----------------------------------------------------------------------------
    def list(self, *, trash: bool = False) -> builtins.list[CharacterInfo]:
        with self._reading():
            rows = self.db.execute(f"SELECT id, name, {CURRENT_VERSION}, {CURRENT_UPDATED}, deleted FROM characters "
                                   "WHERE (deleted IS "
                                   "NULL) != ? ORDER BY name COLLATE NOCASE, id", (trash,)).fetchall()
        return [CharacterInfo(r[0], r[1], r[2], r[3], r[4] is not None) for r in rows]

    def create(self, doc: dict[str, Any], *, character_id: str | None = None,
               parsed: builtins.list[ItemEntry] | None = None) -> str:
        """Check and store a new character (pools get their initial state first); returns its id. With
        `parsed`, the item entries `parse_character` gave for this very sheet/1 dict (a file just read):
        the dict is handed over and settled in place, nothing is parsed or copied again."""
        too_big = limits.character_problem(doc)
        if too_big:
            from ..engine.document import DocumentError

            raise DocumentError("", too_big)
        # DocumentError names what is wrong; nothing is written then. The session is dropped: its own
        # dict is stored as it is (no copy).
        doc = Session(doc, parsed=parsed).doc
        cid = character_id or secrets.token_hex(6)
        now = time.time()
        text = json.dumps(doc)
        self._write(lambda db: db.execute(
            "INSERT INTO characters (id, name, doc, version, created, updated, checksum) VALUES (?, ?, ?, 1, ?, ?, ?)",
            (cid, str(doc.get("name", "")), text, now, now, snapshot_checksum(cid, 1, text))))
        return cid

    def get(self, cid: str) -> tuple[dict[str, Any], int]:
        """The character's document (checked: a row that does not make a valid character is damage) and
        its version."""
        doc, version, _sizes = self._load(cid)
        self._check_document(cid, doc)
        return doc, version

    @staticmethod
    def _fetch(db: sqlite3.Connection, cid: str) -> tuple[Any, builtins.list[Any]]:
        row = db.execute("SELECT doc, version, name, checksum FROM characters WHERE id = ?", (cid,)).fetchone()
        entries = db.execute("SELECT version, record_key, log, changes, checksum FROM journal WHERE character_id = ? "
                             "ORDER BY version", (cid,)).fetchall() if row is not None else []
        return row, entries

    def _load(self, cid: str) -> tuple[dict[str, Any], int, dict[str, Any]]:
        """The character (its snapshot with the journal replayed), its version, and the sizes the
        commits need: journal entries, the snapshot's bytes and the journal's."""
        with self._reading():
            self.db.execute("BEGIN")  # the snapshot and its journal from one moment
            try:
                row, entries = self._fetch(self.db, cid)
            finally:
                self.db.execute("COMMIT")
        return self._assemble(cid, row, entries)

    def _row_damaged(self, cid: str, what: str) -> DamagedRowError:
        return DamagedRowError(self.path, Storage.tr("character {id!r}, {problem}").format(id=cid, problem=what),
                               self.backup_dir)

    def _check_entry(self, cid: str, entry: Any) -> None:
        version, key, log, changes, checksum = entry
        if checksum != journal_checksum(cid, version, key, log, changes):
            raise self._row_damaged(cid, Storage.tr("the change saved as version {version} does not match its "
                                                    "checksum").format(version=version))

    def _assemble(self, cid: str, row: Any, entries: builtins.list[Any]) -> tuple[dict[str, Any], int, dict[str, Any]]:
        """Check and replay what `_fetch` read: every failure to read it is DamagedLibraryError."""
        if row is None:
            raise LibraryError(Storage.tr("there is no character {id!r} in {path}").format(id=cid, path=self.path))
        text, base, name, checksum = row
        if checksum != snapshot_checksum(cid, base, text):
            raise self._row_damaged(cid, Storage.tr("the document saved as version {version} does not match its "
                                                    "checksum").format(version=base))
        try:
            doc = json.loads(text)
        except (ValueError, RecursionError) as err:
            raise self._row_damaged(cid, Storage.tr("the document saved as version {version} is not readable "
                                                    "({reason})").format(version=base, reason=err)) from None
        if not isinstance(doc, dict):
            raise self._row_damaged(cid, Storage.tr("the document saved as version {version} is not a "
                                                    "character").format(version=base))
        for n, entry in enumerate(entries, 1):
            version = entry[0]
            if version != base + n:
                raise self._row_damaged(cid, Storage.tr("the change saved as version {version} is missing (the next "
                                                        "one is version {next})").format(version=base + n,
                                                                                          next=version))
            self._check_entry(cid, entry)
            try:
                journal.replay(doc, json.loads(entry[3]))
            except (ValueError, RecursionError) as err:  # JournalError, or JSON that does not parse
                raise self._row_damaged(cid, Storage.tr("the change saved as version {version}: {problem}").format(
                    version=version, problem=err)) from None
        return doc, base + len(entries), {"entries": len(entries), "snapshot": len(text),
                                          "journal": sum(len(entry[3]) for entry in entries), "name": name}

    # What a stored document that does not make a character raises, from the engine's checks down.
    _UNREADABLE = (ValueError, RecursionError, TypeError, KeyError, IndexError, AttributeError)

    def _check_document(self, cid: str, doc: dict[str, Any]) -> None:
        """A stored document the engine refuses (a missing `format`, a wrong-typed value) is damage."""
        from ..engine.document import parse_character

        try:
            parse_character(doc)
        except self._UNREADABLE as err:
            raise self._row_damaged(cid, Storage.tr("its saved document is not a valid character ({reason})").format(
                reason=err)) from None

    def rename(self, cid: str, name: str) -> None:
        def work(db: sqlite3.Connection) -> None:
            # Read inside the write: a commit another window makes meanwhile is in the new snapshot.
            doc, version, _sizes = self._assemble(cid, *self._fetch(db, cid))
            self._check_document(cid, doc)
            doc["name"] = name
            text = json.dumps(doc)
            db.execute("UPDATE characters SET name = ?, doc = ?, version = ?, updated = ?, checksum = ? WHERE id = ?",
                       (name, text, version + 1, time.time(), snapshot_checksum(cid, version + 1, text), cid))
            _fold_journal(db, cid)  # the snapshot holds the changes now

        self._write(work)

    def duplicate(self, cid: str, name: str | None = None) -> str:
        doc, _version = self.get(cid)
        doc["name"] = name or Storage.tr("{name} (copy)").format(name=doc.get("name", ""))
        return self.create(doc)

    def delete(self, cid: str) -> None:
        """Move a character to the trash (restore() brings it back); a damaged one too."""
        def work(db: sqlite3.Connection) -> None:
            if not self._step_version(db, cid):
                raise LibraryError(Storage.tr("there is no character {id!r} in {path}").format(id=cid, path=self.path))
            db.execute("UPDATE characters SET deleted = ? WHERE id = ?", (time.time(), cid))

        self._write(work)

    def restore(self, cid: str) -> None:
        def work(db: sqlite3.Connection) -> None:
            if self._step_version(db, cid):
                db.execute("UPDATE characters SET deleted = NULL WHERE id = ?", (cid,))

        self._write(work)

    @staticmethod
    def _step_version(db: sqlite3.Connection, cid: str) -> bool:
        """Raise the character's version by an empty journal row (a window that loaded it before can no
        longer commit, and its journal still runs on from its snapshot); False when there is no such one."""
        row = db.execute(f"SELECT {CURRENT_VERSION} FROM characters WHERE id = ?", (cid,)).fetchone()
        if row is None:
            return False
        version = row[0] + 1
        db.execute("INSERT INTO journal (character_id, version, updated, record_key, log, changes, checksum) "
                   "VALUES (?, ?, ?, NULL, '[]', '[]', ?)",
                   (cid, version, time.time(), journal_checksum(cid, version, None, "[]", "[]")))
        return True

    def purge(self, cid: str) -> None:
        """Delete a trashed character for good."""
        self._write(lambda db: db.execute("DELETE FROM characters WHERE id = ? AND deleted IS NOT NULL", (cid,)))

    def log(self, cid: str, limit: int = 1000) -> builtins.list[str]:
        return [text for text, _key in self.log_entries(cid, limit)]

    def log_entries(self, cid: str, limit: int = 1000) -> builtins.list[tuple[str, str | None]]:
        """The last `limit` log lines, oldest first, each with the key of the record that wrote it."""
        with self._reading():
            self.db.execute("BEGIN")
            try:
                return self._log_entries(cid, limit)[0]
            finally:
                self.db.execute("COMMIT")

    def _log_entries(self, cid: str, limit: int) -> tuple[builtins.list[tuple[str, str | None]], set[int]]:
        """The last `limit` lines (those folded into `log`, then those still in journal rows, all newer;
        their rows' checksums checked) and the ids of the lines in `log`. Inside a read."""
        rows = self.db.execute("SELECT id, text, record_key FROM log WHERE character_id = ? ORDER BY id DESC "
                               "LIMIT ?", (cid, limit)).fetchall()
        entries = self.db.execute("SELECT version, record_key, log, changes, checksum FROM journal WHERE "
                                  "character_id = ? ORDER BY version", (cid,)).fetchall()
        lines = [(r[1], r[2]) for r in reversed(rows)]
        base = self.db.execute("SELECT version FROM characters WHERE id = ?", (cid,)).fetchone()
        for n, entry in enumerate(entries, 1):
            if base is not None and entry[0] != base[0] + n:
                raise self._row_damaged(cid, Storage.tr("the change saved as version {version} is missing").format(
                    version=base[0] + n))
            self._check_entry(cid, entry)
            try:
                texts = json.loads(entry[2])
            except (ValueError, RecursionError):
                texts = None
            if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
                raise self._row_damaged(cid, Storage.tr("the log lines saved with version {version} are not "
                                                    "readable").format(version=entry[0]))
            lines.extend((text, entry[1]) for text in texts)
        return lines[-limit:] if limit > 0 else [], {r[0] for r in rows}

    def history(self, cid: str) -> tuple[builtins.list[Record], builtins.list[Record]]:
        """The saved undo and redo stacks. A stack with a row that cannot be read is set aside whole
        (undoing around a missing step would be wrong); the character itself still opens."""
        stacks: dict[str, list[Record]] = {"undo": [], "redo": []}
        self.history_problem = ""
        damaged: set[str] = set()
        with self._reading():
            rows = self.db.execute("SELECT stack, record FROM history WHERE character_id = ? ORDER BY stack, "
                                   "position", (cid,)).fetchall()
        for stack, record in rows:
            if stack not in stacks or stack in damaged:
                continue
            try:
                data = json.loads(record)
                found = jsonsafe.problem(data)
                if found:
                    raise ValueError(found)
                stacks[stack].append(Record.from_json(data))
            except (ValueError, KeyError, TypeError, IndexError) as err:
                damaged.add(stack)
                stacks[stack] = []
                if stack == "undo":
                    self.history_problem = Storage.tr("The saved undo history could not be read ({reason}); it was "
                                                      "cleared and undo starts from here (the character itself is "
                                                      "untouched).").format(reason=err)
                else:
                    self.history_problem = Storage.tr("The saved redo history could not be read ({reason}); it was "
                                                      "cleared and redo starts from here (the character itself is "
                                                      "untouched).").format(reason=err)
        def clear(db: sqlite3.Connection) -> None:
            for stack in damaged:
                db.execute("DELETE FROM history WHERE character_id = ? AND stack = ?", (cid, stack))

        if damaged:
            # The rows go too, or every later start would set aside the good steps saved after them.
            with contextlib.suppress(LibraryError):  # read-only: the stack is still set aside for this session
                self._write(clear)
        return stacks["undo"], stacks["redo"]

    # ---- the item library ------------------------------------------------------------------------
    def list_items(self, *, trash: bool = False) -> builtins.list[tuple[str, str]]:
        """(id, name) of the library's items, by name."""
        with self._reading():
            rows = self.db.execute("SELECT id, name FROM items WHERE (deleted IS NULL) != ? "
                                   "ORDER BY name COLLATE NOCASE, id", (trash,)).fetchall()
        return [(r[0], r[1]) for r in rows]

    def get_item(self, iid: str) -> dict[str, Any]:
        with self._reading():
            row = self.db.execute("SELECT doc FROM items WHERE id = ?", (iid,)).fetchone()
        if row is None:
            raise LibraryError(Storage.tr("there is no item {id!r} in {path}").format(id=iid, path=self.path))
        return dict(json.loads(row[0]))

    def save_item(self, raw: dict[str, Any], iid: str | None = None) -> str:
        """Store an item (checked first); a new one gets an id. Returns the id."""
        from ..engine.model import ItemError, parse_item

        too_big = limits.item_problem(raw)
        if too_big:
            raise LibraryError(Storage.tr("the item is not valid: {problem}").format(problem=too_big))
        try:
            parse_item(raw)
        except ItemError as err:
            raise LibraryError(Storage.tr("the item is not valid: {problem}").format(problem=err)) from None
        iid = iid or secrets.token_hex(6)
        doc = {k: v for k, v in raw.items() if k != "format"}
        self._write(lambda db: db.execute(
            "INSERT INTO items (id, name, doc, updated) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET "
            "name = excluded.name, doc = excluded.doc, updated = excluded.updated",
            (iid, str(doc.get("name", "")), json.dumps(doc), time.time())))
        return iid

    def delete_item(self, iid: str) -> None:
        """Move a library item to the trash."""
        self.get_item(iid)
        self._write(lambda db: db.execute("UPDATE items SET deleted = ? WHERE id = ?", (time.time(), iid)))

    def restore_item(self, iid: str) -> None:
        self._write(lambda db: db.execute("UPDATE items SET deleted = NULL WHERE id = ?", (iid,)))

    # ---- sessions -------------------------------------------------------------------------------
    def open_session(self, cid: str, **session_args: Any) -> Session:
        """A session on a saved character whose every action is committed here before it counts."""
        from ..engine.document import parse_character

        doc, version, sizes = self._load(cid)
        state = {"version": version, **sizes}
        try:  # read just now, the document is the session's own: parsed once, not copied
            raw, _fields, entries = parse_character(doc)
            session = Session(raw, history_limit=HISTORY_LIMIT, parsed=entries, **session_args)
        except self._UNREADABLE as err:  # the engine's document errors, and what a wrong-typed value raises
            raise self._row_damaged(cid, Storage.tr("its saved document is not a valid character ({reason})").format(
                reason=err)) from None
        if raw is not doc or session.load_changed:
            # Opening settled something no op recorded (a stored character without its pools' state):
            # the first commit writes the whole document, or the journal would miss it.
            state["entries"] = SNAPSHOT_EVERY
        session.undo_stack, session.redo_stack = self.history(cid)
        if self.history_problem:
            session.load_log.append(self.history_problem)
        with self._reading():
            for stack in ("undo", "redo"):  # the stacks' top positions, kept here from now on
                state[stack] = self.db.execute("SELECT coalesce(max(position), 0) FROM history WHERE "
                                               "character_id = ? AND stack = ?", (cid, stack)).fetchone()[0]

        def on_commit(record: Record, sess: Session) -> None:
            do = record.action.get("do")
            kind = do if isinstance(do, str) and do in ("undo", "redo") and not record.ops else "action"
            self._commit(cid, state, sess, record, kind)

        session.on_commit = on_commit
        return session

    @staticmethod
    def _changed_paths(session: Session, record: Record, kind: str) -> builtins.list[tuple[Any, ...]] | None:
        """The paths this commit changed in the document: the action's ops, or for an undo or redo those
        of the record it moved (still on top of its stack while the hook runs; found by its key). None
        when they are unknown: the commit then writes the whole document."""
        if kind == "action":
            return journal.outermost(op[0] for op in record.ops)
        key = record.key.partition(":")[2]
        for stack in (session.undo_stack, session.redo_stack):
            if stack and stack[-1].key == key:
                return journal.outermost(op[0] for op in stack[-1].ops)
        return None

    def _commit(self, cid: str, state: dict[str, Any], session: Session, record: Record, kind: str) -> None:
        version = state["version"]
        paths = self._changed_paths(session, record, kind)
        changes = None if paths is None else _encode(journal.entry(session.doc, paths))
        snapshot = (changes is None or state["entries"] + 1 >= SNAPSHOT_EVERY
                    or state["journal"] + len(changes) >= state["snapshot"])
        doc = json.dumps(session.doc) if snapshot else ""
        now = time.time()

        tops = {"undo": state["undo"], "redo": state["redo"]}

        name = session.char.name

        def conflict(db: sqlite3.Connection) -> ConflictError:
            row = db.execute("SELECT deleted FROM characters WHERE id = ?", (cid,)).fetchone()
            if row is None or row[0] is not None:
                return ConflictError(Storage.tr("{name} was deleted in another window; nothing was saved").format(
                    name=name))
            return ConflictError(Storage.tr("{name} was changed in another window or program since this one loaded "
                                            "it; reload to see those changes (nothing was saved here)").format(
                name=name))

        def work(db: sqlite3.Connection) -> int:
            if snapshot:
                row = db.execute(f"SELECT {CURRENT_VERSION}, deleted FROM characters WHERE id = ?",
                                 (cid,)).fetchone()
                if row is None or row[1] is not None or row[0] != version:
                    raise conflict(db)
                self._point("checked")
                db.execute("UPDATE characters SET doc = ?, name = ?, version = ?, updated = ?, checksum = ? "
                           "WHERE id = ?", (doc, name, version + 1, now, snapshot_checksum(cid, version + 1, doc), cid))
                _fold_journal(db, cid)
            else:
                # Only the journal row, checked as it is written: another writer's commit (or its delete or
                # restore, an empty row) holds the key (cid, version + 1) already, and its snapshot or rename
                # raised the character's own version past ours. The row carries the new version and time
                # (CURRENT_VERSION), so the character's row is written only when its name changes.
                assert changes is not None  # a journaled commit knows its paths
                log = _encode(record.log)
                checksum = journal_checksum(cid, version + 1, record.key, log, changes)
                try:
                    done = db.execute("INSERT INTO journal (character_id, version, updated, record_key, log, "
                                      "changes, checksum) SELECT ?, ?, ?, ?, ?, ?, ? FROM characters WHERE id = ? AND "
                                      "deleted IS NULL AND version <= ?",
                                      (cid, version + 1, now, record.key, log, changes, checksum, cid,
                                       version)).rowcount
                except sqlite3.IntegrityError:
                    done = 0
                if done != 1:
                    raise conflict(db)
                self._point("checked")
                if name != state["name"]:
                    db.execute("UPDATE characters SET name = ? WHERE id = ?", (name, cid))
            self._point("updated")
            if record.log and snapshot:  # a journal row holds its own lines
                db.executemany("INSERT INTO log (character_id, text, created, record_key) VALUES (?, ?, ?, ?)",
                               [(cid, line, now, record.key) for line in record.log])
            if snapshot:
                self._trim_log(db, cid)
            self._point("logged")
            self._move_history(db, cid, kind, record, tops)
            self._point("history")
            self.riders.get(cid, _no_rider)(db)
            return version + 1

        state["version"] = self._write(work)
        self.riders.pop(cid, None)
        state.update(tops, name=name)
        if snapshot:
            state.update(entries=0, snapshot=len(doc), journal=0)
        else:
            assert changes is not None
            state.update(entries=state["entries"] + 1, journal=state["journal"] + len(changes))

    def _trim_log(self, db: sqlite3.Connection, cid: str) -> None:
        """Drop the character's log lines older than the newest LOG_KEEP (archived first, if asked)."""
        row = db.execute("SELECT id FROM log WHERE character_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?",
                         (cid, LOG_KEEP)).fetchone()
        if row is None:
            return
        if self.log_archive is not None:
            rows = db.execute("SELECT id, created, record_key, text FROM log WHERE character_id = ? AND id <= ? "
                              "ORDER BY id", (cid, row[0])).fetchall()
            for attempt in range(2):
                source = self._library_id(db)
                part = db.execute("SELECT part, size FROM log_archive WHERE character_id = ? AND source = ?",
                                  (cid, source)).fetchone()
                try:
                    size = logarchive.append(self._archive_file(source, cid), part[1] if part else 0, rows)
                    break
                except logarchive.ArchiveMismatch:
                    # Not the file this library wrote (a copy's, a restored backup's): left as it is, and
                    # this library starts archives of its own.
                    if attempt:
                        return
                    self._new_identity(db)
                except OSError:
                    return  # the lines stay until an archive can take them: the action still counts
            self._point("archived")
            if part is not None:
                db.execute("UPDATE log_archive SET size = ? WHERE character_id = ? AND part = ?", (size, cid, part[0]))
            else:
                db.execute("INSERT INTO log_archive SELECT ?, coalesce(max(part) + 1, 0), ?, ?, NULL FROM log_archive "
                           "WHERE character_id = ?", (cid, source, size, cid))
        db.execute("DELETE FROM log WHERE character_id = ? AND id <= ?", (cid, row[0]))

    def _archive_file(self, source: str, cid: str) -> Path:
        """Where a part of the archive is: `<archive>/<library id>/<character>.jsonl`, or format 5's
        `<archive>/<character>.jsonl` (source ''). A character id that is not a plain name is hashed."""
        assert self.log_archive is not None
        name = cid if re.fullmatch(r"[A-Za-z0-9_-]{1,64}", cid) else "id-" + hashlib.sha256(cid.encode(
            "utf-8", "surrogatepass")).hexdigest()[:32]
        return self.log_archive / source / f"{name}.jsonl" if source else self.log_archive / f"{name}.jsonl"

    def _archived(self, cid: str, parts: builtins.list[Any], in_log: set[int]) -> builtins.list[str]:
        """The archived lines, oldest first, of the parts read (inside one read) with the ids then in `log`."""
        if self.log_archive is None:
            return []
        out: builtins.list[str] = []
        seen: set[int] = set()
        for source, size, below in parts:
            for item in logarchive.read(self._archive_file(source, cid), size):
                rid = item["id"]
                if rid in in_log or rid in seen or (below is not None and rid >= below):
                    continue  # still in the log (a kill before the trim committed), or not this library's
                seen.add(rid)
                out.append(str(item.get("text", "")))
        return out

    def _archive_parts(self, cid: str) -> builtins.list[Any]:
        return self.db.execute("SELECT source, size, below FROM log_archive WHERE character_id = ? ORDER BY part",
                               (cid,)).fetchall()

    def archived_log(self, cid: str) -> builtins.list[str]:
        """The lines trimmed into the log archive and no longer in the log, oldest first ([] without an
        archive)."""
        return self.whole_log(cid)[0]

    def whole_log(self, cid: str) -> tuple[builtins.list[str], builtins.list[str]]:
        """A character's whole log, read at one moment: (the archived lines, the lines the library holds),
        each oldest first, no line in both (`sheet-app log`)."""
        with self._reading():
            self.db.execute("BEGIN")
            try:
                if self.db.execute("SELECT count(*) FROM characters WHERE id = ?", (cid,)).fetchone()[0] == 0:
                    raise LibraryError(Storage.tr("there is no character {id!r} in {path}").format(
                        id=cid, path=self.path))
                entries, in_log = self._log_entries(cid, 1 << 62)
                parts = self._archive_parts(cid)
            finally:
                self.db.execute("COMMIT")
        return self._archived(cid, parts, in_log), [text for text, _key in entries]

    def _move_history(self, db: sqlite3.Connection, cid: str, kind: str, record: Record,
                      tops: dict[str, int]) -> None:
        """Push, or move between the stacks, in as few statements as the known top positions allow
        (`tops`, updated here; the version check makes this session the only writer)."""
        def top(stack: str) -> int | None:
            return db.execute("SELECT max(position) FROM history WHERE character_id = ? AND stack = ?",
                              (cid, stack)).fetchone()[0]

        if kind == "action":
            if tops["redo"]:
                db.execute("DELETE FROM history WHERE character_id = ? AND stack = 'redo'", (cid,))
                tops["redo"] = 0
            position = tops["undo"] + 1
            db.execute("INSERT INTO history VALUES (?, 'undo', ?, ?)", (cid, position, _encode(record.to_json())))
            if position > HISTORY_LIMIT:
                db.execute("DELETE FROM history WHERE character_id = ? AND stack = 'undo' AND position <= ?",
                           (cid, position - HISTORY_LIMIT))
            tops["undo"] = position
            return
        source, target = ("undo", "redo") if kind == "undo" else ("redo", "undo")
        if tops[source] and db.execute("UPDATE history SET stack = ?, position = ? WHERE character_id = ? AND "
                                       "stack = ? AND position = ?", (target, tops[target] + 1, cid, source,
                                                                      tops[source])).rowcount == 1:
            tops[target] += 1
            tops[source] -= 1  # positions on a stack are consecutive: pushes add one, moves take the top
            return
        source, target = ("undo", "redo") if kind == "undo" else ("redo", "undo")
        found = top(source)
        if found is None:  # pragma: no cover - the session refuses an empty undo first
            return
        position = found
        moved = db.execute("SELECT record FROM history WHERE character_id = ? AND stack = ? AND position = ?",
                           (cid, source, position)).fetchone()[0]
        db.execute("DELETE FROM history WHERE character_id = ? AND stack = ? AND position = ?",
                   (cid, source, position))
        db.execute("INSERT INTO history VALUES (?, ?, ?, ?)", (cid, target, (top(target) or 0) + 1, moved))
        tops.update(undo=top("undo") or 0, redo=top("redo") or 0)

    # ---- backups ----------------------------------------------------------------------------------
    def backup(self, target: str | os.PathLike[str] | None = None, *, db: sqlite3.Connection | None = None,
               reason: str = "manual") -> Path:
        """Copy the library through SQLite's backup API (consistent even while in use), whole or not at
        all: a failed backup leaves no file behind (`copy_database`)."""
        try:
            if target is None:
                target = new_backup_path(self.backup_dir, reason)
            return copy_database(db or self.db, target, point=self._point)
        except sqlite3.Error as err:
            text = str(err)
            if "integrity check" in text or "malformed" in text:
                raise self._damaged(text) from None
            raise LibraryError(Storage.tr("{target}: backup failed: {reason}").format(
                target=target, reason=self._explain(err))) from None
        except OSError as err:
            raise LibraryError(Storage.tr("{target}: backup failed: {reason}; nothing was saved").format(
                target=getattr(err, "filename", None) or target, reason=err.strerror or err)) from None

    def restore_backup(self, backup: str | os.PathLike[str]) -> Path:
        """Replace the library's content with a backup's (the current content is backed up first).

        Returns the safety backup; for a damaged library (which cannot be backed up), the copy of the
        damaged file kept by `restore_damaged`."""
        if self.read_only:
            raise self._fail(Storage.tr("is read-only; nothing was saved"))
        problem = check_backup(backup)
        if problem:
            raise LibraryError(Storage.tr("{backup}: {problem}; nothing was changed").format(backup=backup,
                                                                                          problem=problem))
        with self._reading():
            damaged = self.integrity() != "ok"
        if damaged:
            self.db.close()
            try:
                kept = restore_damaged(self.path, backup, self.backup_dir)
            except LibraryError:
                self.db = sqlite3.connect(self.path, isolation_level=None)  # as it was: damaged, still readable
                raise
            self.db = self._open()
            self._write(self._new_identity)
            return kept
        safety = self.backup(reason="before-restore")
        self._point("restore-safety")
        try:
            src = sqlite3.connect(sqlite_uri(backup, mode="ro"), uri=True)
            try:
                src.backup(self.db)
            finally:
                src.close()
        except sqlite3.Error as err:
            raise LibraryError(Storage.tr("{backup}: cannot restore: {reason}").format(
                backup=backup, reason=self._explain(err))) from None
        self.db.close()
        self.db = self._open()
        self._point("restored")
        # The restored content is another moment's: its own archive from here on (the one this library
        # wrote stays where it is, and the restored library reads the part of it the backup had let go).
        self._write(self._new_identity)
        return safety

    def integrity(self) -> str:
        return str(self.db.execute("PRAGMA integrity_check").fetchone()[0])

    def __iter__(self) -> Iterator[CharacterInfo]:
        return iter(self.list())
