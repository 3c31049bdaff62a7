"""The library file's format: its schema version, its tables, and the steps from each version to the next.

A new library is made at version 1 and brought up through every step (`create`); an older one is
upgraded step by step in one transaction (`upgrade`, after the library has backed it up). A step is
one function, `_migrate_N_to_N+1`, whose comment says what that format adds (docs/library.md).
Format 6 defines a checksum on every snapshot and journal row: the functions that compute it live
here too, since both the step to format 6 and every later write use them.
"""
from __future__ import annotations

import secrets
import sqlite3
import zlib
from collections.abc import Callable

SCHEMA_VERSION = 8
APP_ID = 0x5348_4150  # "SHAP": marks the file as ours (PRAGMA application_id)


def _checksum(*fields: str | bytes | int | None) -> int:
    """The CRC-32 of a stored row's fields (docs/library.md, "Damaged rows"): a change of any byte, or of
    any run of up to 32 bits, always changes it."""
    parts = [f if isinstance(f, bytes) else ("" if f is None else str(f)).encode("utf-8", "surrogatepass")
             for f in fields]
    return zlib.crc32(b"\x00".join(parts))


def snapshot_checksum(cid: str, version: int, doc: str | bytes) -> int:
    """A snapshot row's checksum: its character, its version and its document's text."""
    return _checksum("snapshot", cid, version, doc)


def journal_checksum(cid: str, version: int, key: str | bytes | None, log: str | bytes, changes: str | bytes) -> int:
    """A journal row's checksum: its character, version, record key, log lines and changes."""
    return _checksum("journal", cid, version, key, log, changes)


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


def _migrate_4_to_5(db: sqlite3.Connection) -> None:
    # Version 5 adds the change journal: a commit stores what its action changed (storage/journal.py),
    # replayed onto `characters.doc` (the last snapshot) when the character is read.
    # A journal row is the character's newest version when it is newer than the row's own `version`
    # (a commit writes only its journal row; CURRENT_VERSION reads both).
    # Its log lines (a JSON list) and their record's key ride in the same row, moved to `log` at the
    # next snapshot: a commit writes one row.
    db.execute("CREATE TABLE journal (character_id TEXT NOT NULL REFERENCES characters(id) ON DELETE CASCADE, "
               "version INTEGER NOT NULL, updated REAL NOT NULL, record_key TEXT, log TEXT NOT NULL, "
               "changes TEXT NOT NULL, PRIMARY KEY (character_id, version)) WITHOUT ROWID")


def _migrate_5_to_6(db: sqlite3.Connection) -> None:
    # Version 6 makes the history checkable and the log archive the library's own (docs/library.md,
    # "What the history promises"):
    # - a checksum on every snapshot and journal row, written with the row and checked when it is read;
    # - journal versions that run on from their snapshot's (format 5's delete and restore raised the
    #   snapshot's version past its journal: the rows are renumbered, in order, from the first one's);
    # - `meta`: the library's id (new for a copy or a restore) and the file it belongs to;
    # - `log_archive`: where each character's trimmed lines are, as parts in order: this library's own
    #   file (`source` is its id, `size` the committed bytes) after the parts it inherited from the
    #   libraries it was copied or restored from (their first `size` bytes, lines below `below`); format
    #   5's `log-archive/<character>.jsonl` is the part with source ''.
    db.execute("ALTER TABLE characters ADD COLUMN checksum INTEGER")
    db.execute("ALTER TABLE journal ADD COLUMN checksum INTEGER")
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    db.execute("CREATE TABLE log_archive (character_id TEXT NOT NULL REFERENCES characters(id) ON DELETE CASCADE, "
               "part INTEGER NOT NULL, source TEXT NOT NULL, size INTEGER, below INTEGER, "
               "PRIMARY KEY (character_id, part)) WITHOUT ROWID")
    db.execute("INSERT INTO meta VALUES ('library_id', ?)", (secrets.token_hex(8),))
    db.execute("INSERT INTO log_archive SELECT c.id, 0, '', NULL, min(l.id) FROM characters c JOIN log l ON "
               "l.character_id = c.id GROUP BY c.id")
    # Rows are read as bytes: a row whose text is not UTF-8 gets the checksum of what is stored, and is
    # reported as damaged when it is read.
    for (cid,) in db.execute("SELECT DISTINCT character_id FROM journal").fetchall():
        rows = db.execute("SELECT version, updated, CAST(record_key AS BLOB), CAST(log AS BLOB), "
                          "CAST(changes AS BLOB) FROM journal WHERE character_id = ? ORDER BY version",
                          (cid,)).fetchall()
        base = rows[0][0] - 1
        db.execute("DELETE FROM journal WHERE character_id = ?", (cid,))
        db.executemany("INSERT INTO journal (character_id, version, updated, record_key, log, changes, checksum) "
                       "VALUES (?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), ?)",
                       [(cid, base + n, updated, key, log, changes, journal_checksum(cid, base + n, key, log, changes))
                        for n, (_version, updated, key, log, changes) in enumerate(rows, 1)])
        db.execute("UPDATE characters SET version = ? WHERE id = ?", (base, cid))
    for cid, version, doc in db.execute("SELECT id, version, CAST(doc AS BLOB) FROM characters").fetchall():
        db.execute("UPDATE characters SET checksum = ? WHERE id = ?", (snapshot_checksum(cid, version, doc), cid))


def _migrate_6_to_7(db: sqlite3.Connection) -> None:
    # Version 7 keeps what the app knows of the tables it sat at (docs/table.md, storage/tablebook.py):
    # - `table_handled`: the GM requests each character has handled, by the request's id, written in the
    #   same transaction as the action the request became (or alone, for one refused or passed over), so
    #   a request is applied once whatever order or repetition the table shows;
    # - `table_outbox`: the requests a GM's app sent, in order, written before they are sent, so that a
    #   host that lost some (killed with the GM's board) gets them again; `acked` once the host stored it.
    db.execute("CREATE TABLE table_handled (table_id TEXT NOT NULL, character_id TEXT NOT NULL REFERENCES "
               "characters(id) ON DELETE CASCADE, request_id TEXT NOT NULL, outcome TEXT NOT NULL, at REAL NOT NULL, "
               "PRIMARY KEY (table_id, character_id, request_id)) WITHOUT ROWID")
    db.execute("CREATE TABLE table_outbox (table_id TEXT NOT NULL, position INTEGER NOT NULL, request_id TEXT NOT "
               "NULL, request TEXT NOT NULL, acked INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (table_id, position), "
               "UNIQUE (table_id, request_id)) WITHOUT ROWID")


def fts5_available(db: sqlite3.Connection) -> bool:
    """Whether this SQLite has the FTS5 full-text index (most builds do; a few system ones do not)."""
    try:
        db.execute("CREATE VIRTUAL TABLE temp.fts5_probe USING fts5(x)")
    except sqlite3.OperationalError:
        return False
    db.execute("DROP TABLE temp.fts5_probe")
    return True


def _migrate_7_to_8(db: sqlite3.Connection) -> None:
    # Version 8 adds the content index (docs/content.md, storage/content_index.py): the player's own Foundry
    # content, imported from a compendium pack, a system, module or world folder, or unpacked JSON.
    # - `content_sources`: one row per imported source (a pack: `package.pack`), with what it was read from;
    #   re-importing a source replaces its rows in one transaction;
    # - `content`: one row per document, by source and compendium uuid, with what the browser filters and
    #   the level-up reads (type, name, class, subclass, parent class, levels gained as a JSON list, the
    #   selection groups as JSON, tier, school) and the converted item document (rules verbatim);
    # - `content_search`: an FTS5 index of names and words (when this SQLite has FTS5; else the browser's
    #   search reads `content` with LIKE).
    # (Columns are kept short of constraints: the schema of every table must fit the file's first page, which
    # a damaged file's check reads before anything else; the index writes only what it has checked.)
    db.execute("CREATE TABLE content_sources (source TEXT PRIMARY KEY, label TEXT, package TEXT, pack TEXT, "
               "path TEXT, imported REAL, count INTEGER)")
    db.execute("CREATE TABLE content (source TEXT, uuid TEXT, doc_id TEXT, type TEXT, name TEXT, class TEXT, "
               "subclass TEXT, parent_class TEXT, feature_group TEXT, levels TEXT, selection TEXT, tier INTEGER, "
               "school TEXT, file TEXT, doc TEXT, PRIMARY KEY (source, uuid))")
    db.execute("CREATE INDEX content_type ON content(type, class)")
    if fts5_available(db):
        db.execute("CREATE VIRTUAL TABLE content_search USING fts5(name, words)")


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _migrate_1_to_2, 2: _migrate_2_to_3, 3: _migrate_3_to_4, 4: _migrate_4_to_5, 5: _migrate_5_to_6,
    6: _migrate_6_to_7, 7: _migrate_7_to_8}


def create(db: sqlite3.Connection) -> None:
    """Make the tables of the newest format in an empty file, in one transaction."""
    db.execute("BEGIN IMMEDIATE")
    for statement in _SCHEMA_V1.strip().split(";"):
        if statement.strip():
            db.execute(statement)
    for version in range(1, SCHEMA_VERSION):
        MIGRATIONS[version](db)
    db.execute(f"PRAGMA application_id = {APP_ID}")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    db.execute("COMMIT")


def upgrade(db: sqlite3.Connection, version: int) -> None:
    """Bring a file of an older format up to the newest, every step in one transaction (all or none)."""
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
