"""Memory of the engine with the large generated character, measured in this fresh interpreter.

Run: .venv/bin/python tests/bench/memory.py [--json]

Baseline: resident set size (RSS) after importing the engine (and the generator). Then:
1. the generated document (150 items, 500 rules, 40 pools) is built;
2. it is loaded into a Session (parsed models, resolved pools, initial fills);
3. a 1,000-step play script runs on that session, filling the undo history (500 records by default).
RSS is read from /proc/self/statm (Linux) or, failing that, ru_maxrss. A second pass under tracemalloc
reports the Python heap held (current) and the peak: document, session load, then 200 steps. Budget: session
RSS < 50 MB above the baseline.
"""
from __future__ import annotations

import gc
import json
import os
import sys
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from generate import make_character, make_script  # noqa: E402

import sheet_app.play  # noqa: E402,F401  (the whole engine, as `play` uses it)
from sheet_app.engine.dice import SeededRoller  # noqa: E402
from sheet_app.engine.session import Session  # noqa: E402

MB = 1024 * 1024


def rss() -> int:
    """Resident set size in bytes, now."""
    try:
        with open("/proc/self/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):  # pragma: no cover - not Linux
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak if sys.platform == "darwin" else peak * 1024


def main() -> dict[str, float]:
    # RSS first, without tracemalloc (its bookkeeping would show up in RSS).
    gc.collect()
    base = rss()
    doc = make_character(seed=1)
    gc.collect()
    doc_rss = rss()
    session = Session(doc, roller=SeededRoller(1))
    session.char.pools()
    session.char.tags()
    gc.collect()
    session_rss = rss()
    steps = make_script(1, steps=1000)["steps"]
    for step in steps:
        session.apply(step)
    gc.collect()
    played_rss = rss()
    records = len(session.undo_stack)
    del session, doc
    gc.collect()

    # Then the Python heap, traced, on a second copy.
    tracemalloc.start()
    doc = make_character(seed=1)
    doc_heap, _ = tracemalloc.get_traced_memory()
    tracemalloc.reset_peak()
    session = Session(doc, roller=SeededRoller(1))
    session.char.pools()
    session.char.tags()
    session_heap, session_peak = tracemalloc.get_traced_memory()
    tracemalloc.reset_peak()
    for step in steps[:200]:  # traced play is slow; 200 steps show the per-step growth
        session.apply(step)
    played_heap, played_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return {
        "baseline_rss_mb": round(base / MB, 1),
        "document_rss_mb": round((doc_rss - base) / MB, 1),
        "session_rss_mb": round((session_rss - base) / MB, 1),
        "after_1000_steps_rss_mb": round((played_rss - base) / MB, 1),
        "document_heap_mb": round(doc_heap / MB, 1),
        "session_heap_mb": round(session_heap / MB, 1),
        "session_load_peak_heap_mb": round(session_peak / MB, 1),
        "after_200_steps_heap_mb": round(played_heap / MB, 1),
        "steps_peak_heap_mb": round(played_peak / MB, 1),
        "undo_records": records,
    }


if __name__ == "__main__":
    report = main()
    if "--json" in sys.argv:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key:28} {value}")
        print("budget: session_rss_mb < 50", "OK" if report["session_rss_mb"] < 50 else "MISSED")
