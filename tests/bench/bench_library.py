"""Library performance (issues 4 and 18): one action's commit against a bare SQLite write of the
bytes it changed, and opening a 200-character library.

Run: .venv/bin/python tests/bench/bench_library.py [--commits N]

Each commit of a 150-item generated character (tests/bench/generate.py, a 1,000-step random script)
is timed (the session's commit hook: the library's whole part of the action), and right after it a
bare write of the same number of bytes is timed: one INSERT of that many bytes in its own
BEGIN IMMEDIATE ... COMMIT, into a second database in the same folder with the same WAL and
synchronous=FULL mode. "The bytes it changed" are what the commit stored: its journal row
(changes and log lines) or its snapshot, and its undo record. Budget (issue 18): commit median ≤ 2×
the bare write. On a shared machine the disk's sync time swings between runs; the paired ratio (each
commit against the bare write right after it) is the steadier number, and both are printed.
The same run repeats with a snapshot at every commit (the whole document rewritten, as before the
journal) for comparison.
"""
from __future__ import annotations

import json
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from generate import make_script

from sheet_app.engine.dice import SeededRoller
from sheet_app.storage import library as storage
from sheet_app.storage.library import Library

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text())


def commit_against_bare(commits: int = 1000, snapshot_every: int = storage.SNAPSHOT_EVERY
                        ) -> tuple[list[float], list[float], list[int]]:
    """(commit ms, bare-write ms, bytes) for each commit of a random script on the 150-item character."""
    folder = Path(tempfile.mkdtemp())
    script = make_script(1, steps=commits)
    saved, storage.SNAPSHOT_EVERY = storage.SNAPSHOT_EVERY, snapshot_every
    library = Library(folder / "lib.sqlite3")
    bare = sqlite3.connect(folder / "bare.sqlite3", isolation_level=None)
    bare.execute("PRAGMA journal_mode = WAL")
    bare.execute("PRAGMA synchronous = FULL")
    bare.execute("CREATE TABLE blobs (id INTEGER PRIMARY KEY, data TEXT NOT NULL)")
    cid = library.create(script["character"])
    session = library.open_session(cid, roller=SeededRoller(script["seed"]))
    hook = session.on_commit
    spent: list[float] = []
    bare_spent: list[float] = []
    sizes: list[int] = []

    def timed(record, sess):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        hook(record, sess)
        spent.append((time.perf_counter() - start) * 1000)
        db = library.db
        version = db.execute(f"SELECT {storage.CURRENT_VERSION} FROM characters WHERE id = ?", (cid,)).fetchone()[0]
        stored = db.execute("SELECT coalesce(sum(length(changes) + length(log)), 0) FROM journal WHERE "
                            "character_id = ? AND version = ?", (cid, version)).fetchone()[0]
        if not stored:  # a snapshot, its lines in the log table
            stored = db.execute("SELECT length(doc) FROM characters WHERE id = ?", (cid,)).fetchone()[0]
            stored += db.execute("SELECT coalesce(sum(length(text)), 0) FROM log WHERE character_id = ? AND "
                                 "record_key = ?", (cid, record.key)).fetchone()[0]
        stored += db.execute("SELECT coalesce(max(length(record)), 0) FROM history WHERE character_id = ? AND "
                             "position = (SELECT max(position) FROM history WHERE character_id = ? AND stack = "
                             "'undo') AND stack = 'undo'", (cid, cid)).fetchone()[0]
        sizes.append(stored)
        payload = "x" * stored
        start = time.perf_counter()
        bare.execute("BEGIN IMMEDIATE")
        bare.execute("INSERT INTO blobs (data) VALUES (?)", (payload,))
        bare.execute("COMMIT")
        bare_spent.append((time.perf_counter() - start) * 1000)

    session.on_commit = timed
    try:
        for step in script["steps"]:
            session.apply(step)
    finally:
        storage.SNAPSHOT_EVERY = saved
        library.close()
        bare.close()
    return spent, bare_spent, sizes


def open_and_list(characters: int = 200) -> float:
    folder = tempfile.mkdtemp()
    path = Path(folder) / "lib.sqlite3"
    library = Library(path)
    for n in range(characters):
        library.create({**SAMPLE, "name": f"Character {n:03d}"})
    library.close()
    start = time.perf_counter()
    again = Library(path)
    listed = again.list()
    elapsed = (time.perf_counter() - start) * 1000
    assert len(listed) == characters
    again.close()
    return elapsed


def _summary(times: list[float]) -> str:
    ordered = sorted(times)
    return (f"median {statistics.median(ordered):.3f} ms, p90 {ordered[int(len(ordered) * .9)]:.3f} ms, "
            f"p99 {ordered[int(len(ordered) * .99)]:.3f} ms, max {ordered[-1]:.3f} ms")


if __name__ == "__main__":
    count = int(sys.argv[sys.argv.index("--commits") + 1]) if "--commits" in sys.argv else 1000
    for label, every in (("journal", storage.SNAPSHOT_EVERY), ("whole document every commit", 1)):
        commit, bare, sizes = commit_against_bare(count, every)
        ratio = statistics.median(commit) / statistics.median(bare)
        paired = statistics.median(c / b for c, b in zip(commit, bare, strict=True))
        print(f"{label}: {len(commit)} commits at 150 items, median {statistics.median(sizes):.0f} bytes stored")
        print(f"  commit     {_summary(commit)}")
        print(f"  bare write {_summary(bare)}")
        print(f"  ratio of medians {ratio:.2f}x; median of paired ratios (each commit / the bare write right "
              f"after it) {paired:.2f}x")
    print(f"open a 200-character library and list it: {open_and_list():.1f} ms")
