"""The embedded library: characters, their activity logs and undo history in one SQLite file.

Every action commits in one transaction with its log lines and its undo record, inside the
session's commit hook: when the write fails, the session rolls the action back, so memory and disk
never disagree.

Durability: WAL journal with `synchronous=FULL`. In WAL mode NORMAL only syncs at checkpoints, so a
power cut can lose the last committed actions; FULL syncs the WAL at every commit, which is what
"never lose a charge count" means. It costs well under a millisecond per commit here
(tests/bench/bench_library.py).

Concurrency: each character row has a version. A session remembers the version it loaded and every
commit checks it inside `BEGIN IMMEDIATE`; if another window or process wrote in between, the
commit is refused with `ConflictError` and the losing window is told to reload.
"""
from __future__ import annotations

import builtins
import json
import os
import secrets
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from ..engine import jsonsafe
from ..engine.session import Record, Session

SCHEMA_VERSION = 4
HISTORY_LIMIT = 500
BUSY_TIMEOUT_MS = 5000
APP_ID = 0x5348_4150  # "SHAP": marks the file as ours (PRAGMA application_id)


class LibraryError(Exception):
    """A library that cannot be used; the message names the file and the problem."""


class ConflictError(LibraryError):
    """Another window or process changed the character since this one loaded it."""


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


_SCHEMA_V1 = """
CREATE TABLE characters (id TEXT PRIMARY KEY, name TEXT NOT NULL, doc TEXT NOT NULL,
                         version INTEGER NOT NULL DEFAULT 1, created REAL NOT NULL, updated REAL NOT NULL);
CREATE TABLE log (id INTEGER PRIMARY KEY, character_id TEXT NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
                  text TEXT NOT NULL, created REAL NOT NULL);
CREATE INDEX log_character ON log(character_id, id);
CREATE TABLE history (character_id TEXT NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
                      stack TEXT NOT NULL CHECK (stack IN ('undo', 'redo')), position INTEGER NOT NULL,
                      record TEXT NOT NULL, PRIMARY KEY (character_id, stack, position));
"""


def _migrate_1_to_2(db: sqlite3.Connection) -> None:
    # Version 2 adds the trash: a deleted character keeps its row until it is purged.
    db.execute("ALTER TABLE characters ADD COLUMN deleted REAL")


def _migrate_2_to_3(db: sqlite3.Connection) -> None:
    # Version 3 adds the item library: items that belong to no character (a GM's compendium).
    db.execute("CREATE TABLE items (id TEXT PRIMARY KEY, name TEXT NOT NULL, doc TEXT NOT NULL, "
               "updated REAL NOT NULL, deleted REAL)")


def _migrate_3_to_4(db: sqlite3.Connection) -> None:
    # Version 4 ties each log line to the undo record it came from, so undo strikes the right lines
    # after a restart (older lines have none and are matched by their text).
    db.execute("ALTER TABLE log ADD COLUMN record_key TEXT")


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _migrate_1_to_2, 2: _migrate_2_to_3,
                                                               3: _migrate_3_to_4}


class Library:
    """One library file. Not thread-safe: one Library per thread or process."""

    history_problem = ""  # why the last history() set a stack aside, if it did

    def __init__(self, path: str | os.PathLike[str] | None = None, *, backup_dir: Path | None = None,
                 busy_timeout_ms: int = BUSY_TIMEOUT_MS):
        self.path = Path(path) if path is not None else default_path()
        self.busy_timeout_ms = busy_timeout_ms
        self.backup_dir = backup_dir or self.path.parent / "backups"
        self.fault: Callable[[str], None] | None = None  # tests inject crashes and write errors here
        self.db = self._open()

    # ---- opening --------------------------------------------------------------------------------
    def _fail(self, problem: str) -> LibraryError:
        return LibraryError(f"{self.path}: {problem}")

    def _open(self) -> sqlite3.Connection:
        folder = self.path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise self._fail(f"cannot create the folder {folder}: {err.strerror}") from None
        exists = self.path.exists()
        if exists:
            self._check_header()
        if not os.access(folder, os.W_OK):
            raise self._fail(f"the folder {folder} is read-only; the library needs to write there")
        try:
            db = sqlite3.connect(self.path, isolation_level=None, timeout=self.busy_timeout_ms / 1000)
        except sqlite3.Error as err:
            raise self._fail(f"cannot open: {err}") from None
        try:
            db.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_ms)}")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            app_id = db.execute("PRAGMA application_id").fetchone()[0]
            if exists and version > SCHEMA_VERSION:
                db.close()
                raise self._fail(f"made by a newer version of sheet-app (library version {version}, this app "
                                 f"reads up to {SCHEMA_VERSION}); it was not changed")
            if exists and version and app_id not in (0, APP_ID):
                db.close()
                raise self._fail("is an SQLite database of another program, not a sheet-app library")
            if exists and not version and db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                db.close()
                raise self._fail("is an SQLite database of another program, not a sheet-app library")
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = FULL")
            db.execute("PRAGMA foreign_keys = ON")
            if version == 0:
                self._create(db)
            elif version < SCHEMA_VERSION:
                self._upgrade(db, version)
        except sqlite3.OperationalError as err:
            db.close()
            raise self._fail(self._explain(err)) from None
        except sqlite3.DatabaseError as err:
            db.close()
            raise self._fail(f"is not a sheet-app library ({err})") from None
        return db

    def _check_header(self) -> None:
        try:
            with open(self.path, "rb") as fh:
                head = fh.read(16)
        except OSError as err:
            raise self._fail(f"cannot read: {err.strerror}") from None
        if head and head != b"SQLite format 3\x00":
            raise self._fail("is not a sheet-app library (not an SQLite database)")

    @staticmethod
    def _explain(err: sqlite3.Error) -> str:
        text = str(err)
        if "locked" in text or "busy" in text:
            return "is in use by another program (the database is locked); close it and try again"
        if "full" in text:
            return "the disk is full; nothing was saved"
        if "readonly" in text or "read-only" in text:
            return "is read-only; nothing was saved"
        return text

    def _create(self, db: sqlite3.Connection) -> None:
        db.execute("BEGIN IMMEDIATE")
        for statement in _SCHEMA_V1.strip().split(";"):
            if statement.strip():
                db.execute(statement)
        for version in range(1, SCHEMA_VERSION):
            MIGRATIONS[version](db)
        db.execute(f"PRAGMA application_id = {APP_ID}")
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        db.execute("COMMIT")

    def _upgrade(self, db: sqlite3.Connection, version: int) -> None:
        self.backup(db=db, reason=f"before-upgrade-v{version}")
        db.execute("BEGIN IMMEDIATE")
        try:
            while version < SCHEMA_VERSION:
                MIGRATIONS[version](db)
                version += 1
            db.execute(f"PRAGMA application_id = {APP_ID}")
            db.execute(f"PRAGMA user_version = {version}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        self.db.close()

    # ---- transactions --------------------------------------------------------------------------
    def _point(self, name: str) -> None:
        if self.fault is not None:
            self.fault(name)

    def _write(self, work: Callable[[sqlite3.Connection], Any]) -> Any:
        """Run `work` in one BEGIN IMMEDIATE transaction; any failure rolls it back whole."""
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
            raise self._fail(self._explain(err)) from None

    # ---- characters -----------------------------------------------------------------------------
    def list(self, *, trash: bool = False) -> builtins.list[CharacterInfo]:
        rows = self.db.execute("SELECT id, name, version, updated, deleted FROM characters WHERE (deleted IS NULL) "
                               "!= ? ORDER BY name COLLATE NOCASE, id", (trash,)).fetchall()
        return [CharacterInfo(r[0], r[1], r[2], r[3], r[4] is not None) for r in rows]

    def create(self, doc: dict[str, Any], *, character_id: str | None = None) -> str:
        """Check and store a new character (pools get their initial state first); returns its id."""
        doc = Session(doc).document()  # DocumentError names what is wrong; nothing is written then
        cid = character_id or secrets.token_hex(6)
        now = time.time()
        self._write(lambda db: db.execute(
            "INSERT INTO characters (id, name, doc, version, created, updated) VALUES (?, ?, ?, 1, ?, ?)",
            (cid, str(doc.get("name", "")), json.dumps(doc), now, now)))
        return cid

    def get(self, cid: str) -> tuple[dict[str, Any], int]:
        row = self.db.execute("SELECT doc, version FROM characters WHERE id = ?", (cid,)).fetchone()
        if row is None:
            raise LibraryError(f"there is no character {cid!r} in {self.path}")
        return json.loads(row[0]), row[1]

    def rename(self, cid: str, name: str) -> None:
        doc, _version = self.get(cid)
        doc["name"] = name
        self._write(lambda db: db.execute("UPDATE characters SET name = ?, doc = ?, version = version + 1, "
                                          "updated = ? WHERE id = ?", (name, json.dumps(doc), time.time(), cid)))

    def duplicate(self, cid: str, name: str | None = None) -> str:
        doc, _version = self.get(cid)
        doc["name"] = name or f"{doc.get('name', '')} (copy)"
        return self.create(doc)

    def delete(self, cid: str) -> None:
        """Move a character to the trash (restore() brings it back)."""
        self.get(cid)
        self._write(lambda db: db.execute("UPDATE characters SET deleted = ?, version = version + 1 WHERE id = ?",
                                          (time.time(), cid)))

    def restore(self, cid: str) -> None:
        self._write(lambda db: db.execute("UPDATE characters SET deleted = NULL, version = version + 1 "
                                          "WHERE id = ?", (cid,)))

    def purge(self, cid: str) -> None:
        """Delete a trashed character for good."""
        self._write(lambda db: db.execute("DELETE FROM characters WHERE id = ? AND deleted IS NOT NULL", (cid,)))

    def log(self, cid: str, limit: int = 1000) -> builtins.list[str]:
        return [text for text, _key in self.log_entries(cid, limit)]

    def log_entries(self, cid: str, limit: int = 1000) -> builtins.list[tuple[str, str | None]]:
        """The last `limit` log lines, oldest first, each with the key of the record that wrote it."""
        rows = self.db.execute("SELECT text, record_key FROM (SELECT id, text, record_key FROM log "
                               "WHERE character_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id", (cid, limit)).fetchall()
        return [(r[0], r[1]) for r in rows]

    def history(self, cid: str) -> tuple[builtins.list[Record], builtins.list[Record]]:
        """The saved undo and redo stacks. A stack with a row that cannot be read is set aside whole
        (undoing around a missing step would be wrong); the character itself still opens."""
        stacks: dict[str, list[Record]] = {"undo": [], "redo": []}
        self.history_problem = ""
        damaged: set[str] = set()
        for stack, record in self.db.execute("SELECT stack, record FROM history WHERE character_id = ? "
                                             "ORDER BY stack, position", (cid,)):
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
                self.history_problem = (f"The saved {stack} history could not be read ({err}); it was cleared "
                                        f"and {stack} starts from here (the character itself is untouched).")
        def clear(db: sqlite3.Connection) -> None:
            for stack in damaged:
                db.execute("DELETE FROM history WHERE character_id = ? AND stack = ?", (cid, stack))

        if damaged:
            # The rows go too, or every later start would set aside the good steps saved after them.
            try:
                self._write(clear)
            except LibraryError:
                pass  # a read-only library: the stack is still set aside for this session
        return stacks["undo"], stacks["redo"]

    # ---- the item library ------------------------------------------------------------------------
    def list_items(self, *, trash: bool = False) -> builtins.list[tuple[str, str]]:
        """(id, name) of the library's items, by name."""
        rows = self.db.execute("SELECT id, name FROM items WHERE (deleted IS NULL) != ? "
                               "ORDER BY name COLLATE NOCASE, id", (trash,)).fetchall()
        return [(r[0], r[1]) for r in rows]

    def get_item(self, iid: str) -> dict[str, Any]:
        row = self.db.execute("SELECT doc FROM items WHERE id = ?", (iid,)).fetchone()
        if row is None:
            raise LibraryError(f"there is no item {iid!r} in {self.path}")
        return dict(json.loads(row[0]))

    def save_item(self, raw: dict[str, Any], iid: str | None = None) -> str:
        """Store an item (checked first); a new one gets an id. Returns the id."""
        from ..engine.model import ItemError, parse_item

        try:
            parse_item(raw)
        except ItemError as err:
            raise LibraryError(f"the item is not valid: {err}") from None
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
        doc, version = self.get(cid)
        state = {"version": version}
        session = Session(doc, history_limit=HISTORY_LIMIT, **session_args)
        session.undo_stack, session.redo_stack = self.history(cid)
        if self.history_problem:
            session.load_log.append(self.history_problem)

        def on_commit(record: Record, sess: Session) -> None:
            do = record.action.get("do")
            kind = do if isinstance(do, str) and do in ("undo", "redo") and not record.ops else "action"
            state["version"] = self._commit(cid, state["version"], sess, record, kind)

        session.on_commit = on_commit
        session.library_id = cid  # type: ignore[attr-defined]
        return session

    def _commit(self, cid: str, version: int, session: Session, record: Record, kind: str) -> int:
        doc = json.dumps(session.doc)
        now = time.time()

        def work(db: sqlite3.Connection) -> int:
            row = db.execute("SELECT version, deleted FROM characters WHERE id = ?", (cid,)).fetchone()
            if row is None or row[1] is not None:
                raise ConflictError(f"{session.char.name} was deleted in another window; nothing was saved")
            if row[0] != version:
                raise ConflictError(f"{session.char.name} was changed in another window or program since this one "
                                    f"loaded it; reload to see those changes (nothing was saved here)")
            self._point("checked")
            db.execute("UPDATE characters SET doc = ?, name = ?, version = ?, updated = ? WHERE id = ?",
                       (doc, session.char.name, version + 1, now, cid))
            self._point("updated")
            db.executemany("INSERT INTO log (character_id, text, created, record_key) VALUES (?, ?, ?, ?)",
                           [(cid, line, now, record.key) for line in record.log])
            self._point("logged")
            self._move_history(db, cid, kind, record)
            self._point("history")
            return version + 1

        return self._write(work)

    def _move_history(self, db: sqlite3.Connection, cid: str, kind: str, record: Record) -> None:
        def top(stack: str) -> int | None:
            return db.execute("SELECT max(position) FROM history WHERE character_id = ? AND stack = ?",
                              (cid, stack)).fetchone()[0]

        if kind == "action":
            db.execute("DELETE FROM history WHERE character_id = ? AND stack = 'redo'", (cid,))
            position = (top("undo") or 0) + 1
            db.execute("INSERT INTO history VALUES (?, 'undo', ?, ?)", (cid, position, json.dumps(record.to_json())))
            db.execute("DELETE FROM history WHERE character_id = ? AND stack = 'undo' AND position <= ?",
                       (cid, position - HISTORY_LIMIT))
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

    # ---- backups ----------------------------------------------------------------------------------
    def backup(self, target: str | os.PathLike[str] | None = None, *, db: sqlite3.Connection | None = None,
               reason: str = "manual") -> Path:
        """Copy the library through SQLite's backup API (consistent even while in use)."""
        if target is None:
            self.backup_dir.mkdir(parents=True, exist_ok=True)
            stamp = time.strftime("%Y%m%d-%H%M%S")
            target = self.backup_dir / f"library-{stamp}-{reason}.sqlite3"
            n = 1
            while Path(target).exists():
                n += 1
                target = self.backup_dir / f"library-{stamp}-{reason}-{n}.sqlite3"
        source = db or self.db
        try:
            dest = sqlite3.connect(target)
            try:
                source.backup(dest)
            finally:
                dest.close()
        except sqlite3.Error as err:
            raise LibraryError(f"{target}: backup failed: {self._explain(err)}") from None
        return Path(target)

    def restore_backup(self, backup: str | os.PathLike[str]) -> Path:
        """Replace the library's content with a backup's (the current content is backed up first)."""
        safety = self.backup(reason="before-restore")
        try:
            src = sqlite3.connect(f"file:{Path(backup)}?mode=ro", uri=True)
            try:
                version = src.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION or not src.execute("SELECT count(*) FROM sqlite_master WHERE name = "
                                                               "'characters'").fetchone()[0]:
                    raise LibraryError(f"{backup}: not a sheet-app library backup this version can read")
                src.backup(self.db)
            finally:
                src.close()
        except sqlite3.DatabaseError as err:
            raise LibraryError(f"{backup}: cannot restore: {err}") from None
        self.db.close()
        self.db = self._open()
        return safety

    def integrity(self) -> str:
        return str(self.db.execute("PRAGMA integrity_check").fetchone()[0])

    def __iter__(self) -> Iterator[CharacterInfo]:
        return iter(self.list())
