"""What an app keeps in its library of the tables it sits at (format 7, docs/table.md "Exactly once"):

- a player's side: the GM requests each character has handled, by the request's id. A request that
  becomes an action is recorded in the same transaction as that action's commit (`ride`), so a crash
  either keeps both or neither; one refused, answered later or passed over is recorded on its own.
- a GM's side: the outbox, every request in the order it was sent, written before it is sent, so a
  host that lost some (killed with the GM's board, which runs in its process) gets them again.
"""
from __future__ import annotations

import sqlite3
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .library import Library

APPLIED = "applied"    # the request's action was committed with it
REFUSED = "refused"    # its action was refused (or failed to save): nothing changed, not retried
HANDED = "handed"      # handed to the player (a dialog); what they choose is an action of its own
PASSED = "passed"      # another character's request, or one of the table before this character sat down
SAT = ""               # the id of the row that says the character sits at the table (no request has it)


class TableBook:
    """One library's table records (its own methods never write through another connection)."""

    def __init__(self, library: Library):
        self.library = library

    # ---- a player's app ---------------------------------------------------------------------------
    def handled(self, table: str, cid: str) -> set[str]:
        """The ids of the requests this character has handled at this table."""
        with self.library._reading():
            rows = self.library.db.execute("SELECT request_id FROM table_handled WHERE table_id = ? AND "
                                           "character_id = ?", (table, cid)).fetchall()
        return {row[0] for row in rows}

    def sit(self, table: str, cid: str, ids: list[str]) -> None:
        """The character sits at this table from now on: the requests already there (`ids`) are not for it."""
        now = time.time()
        self.library._write(lambda db: db.executemany(
            "INSERT OR IGNORE INTO table_handled (table_id, character_id, request_id, outcome, at) "
            "VALUES (?, ?, ?, ?, ?)", [(table, cid, rid, PASSED, now) for rid in [SAT, *ids]]))

    def mark(self, table: str, cid: str, ids: list[str], outcome: str) -> None:
        """Record requests as handled, in a transaction of their own (ids already recorded keep theirs)."""
        now = time.time()
        self.library._write(lambda db: db.executemany(
            "INSERT OR IGNORE INTO table_handled (table_id, character_id, request_id, outcome, at) "
            "VALUES (?, ?, ?, ?, ?)", [(table, cid, rid, outcome, now) for rid in ids]))

    def ride(self, table: str, cid: str, rid: str) -> None:
        """The character's next commit records request `rid` as applied, in the same transaction."""
        def record(db: sqlite3.Connection) -> None:
            db.execute("INSERT OR IGNORE INTO table_handled (table_id, character_id, request_id, outcome, at) "
                       "VALUES (?, ?, ?, ?, ?)", (table, cid, rid, APPLIED, time.time()))

        self.library.riders[cid] = record

    def unride(self, cid: str) -> bool:
        """Stop waiting for a commit; whether the request was still waiting (no action was committed)."""
        return self.library.riders.pop(cid, None) is not None

    # ---- a GM's app -------------------------------------------------------------------------------
    def post(self, table: str, rid: str, text: str) -> None:
        """Keep a request about to be sent (its JSON text), after every one sent before it."""
        self.library._write(lambda db: db.execute(
            "INSERT INTO table_outbox (table_id, position, request_id, request) SELECT ?, coalesce(max(position), 0) "
            "+ 1, ?, ? FROM table_outbox WHERE table_id = ?", (table, rid, text, table)))

    def outbox(self, table: str) -> list[tuple[str, str, bool]]:
        """Every request sent to this table, in order: (id, JSON text, whether the host has stored it)."""
        with self.library._reading():
            rows = self.library.db.execute("SELECT request_id, request, acked FROM table_outbox WHERE table_id = ? "
                                           "ORDER BY position", (table,)).fetchall()
        return [(rid, text, bool(acked)) for rid, text, acked in rows]

    def acknowledge(self, table: str, rid: str) -> None:
        """The host has stored request `rid`, and so every one sent before it."""
        self.library._write(lambda db: db.execute(
            "UPDATE table_outbox SET acked = 1 WHERE table_id = ? AND acked = 0 AND position <= (SELECT position "
            "FROM table_outbox WHERE table_id = ? AND request_id = ?)", (table, table, rid)))
