"""Library performance (issue 4): one action's commit, and opening a 200-character library.

Run: .venv/bin/python tests/bench/bench_library.py
"""
from __future__ import annotations

import json
import statistics
import tempfile
import time
from pathlib import Path

from sheet_app.engine.dice import SeededRoller
from sheet_app.storage.library import Library

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text())


def commit_times(actions: int = 300) -> list[float]:
    """Milliseconds of the library's part of each action (the commit hook), synchronous=FULL."""
    folder = tempfile.mkdtemp()
    library = Library(Path(folder) / "lib.sqlite3")
    session = library.open_session(library.create(SAMPLE), roller=SeededRoller(1))
    hook = session.on_commit
    spent: list[float] = []

    def timed(record, sess):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        hook(record, sess)
        spent.append((time.perf_counter() - start) * 1000)

    session.on_commit = timed
    steps = [{"do": "startTurn"}, {"do": "activate", "item": "wand"}, {"do": "rest", "kind": "safe"},
             {"do": "setCharges", "pool": "wand-charges", "value": 1}]
    for n in range(actions):
        session.apply(steps[n % len(steps)])
    library.close()
    return spent


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


if __name__ == "__main__":
    times = sorted(commit_times())
    print(f"commit of one action: median {statistics.median(times):.2f} ms, p90 {times[int(len(times) * .9)]:.2f} ms,"
          f" max {times[-1]:.2f} ms")
    print(f"open a 200-character library and list it: {open_and_list():.1f} ms")
