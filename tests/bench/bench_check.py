"""`sheet-app check` is linear in the number of items: a character at the item limit (`MAX_ITEMS`, 15,000
items, 7 MB of JSON; an 18,000-item one used to take 45 s) is checked in seconds, and doubling the items about
doubles the time.

Run: .venv/bin/python -m pytest tests/bench/bench_check.py --benchmark-enable -p no:cacheprovider
Budgets: the limit's items (one rule each) < 10 s through the real CLI; time(8,000) / time(4,000) < 3
(quadratic would be 4). Asserted only when benchmarks are enabled.
"""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from generate import make_character
from pytest_benchmark.fixture import BenchmarkFixture

from sheet_app.checkfile import check_document
from sheet_app.engine.document import MAX_ITEMS

ROOT = Path(__file__).resolve().parents[2]
BIG_BUDGET = 10.0
GROWTH_BUDGET = 3.0


def timed(items: int) -> float:
    doc = make_character(seed=1, items=items, rules=items, pools=max(2, items // 50))
    start = time.perf_counter()
    check_document(doc)
    return time.perf_counter() - start


def test_check_at_the_item_limit_through_the_cli(benchmark: BenchmarkFixture, tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text(json.dumps(make_character(seed=1, items=MAX_ITEMS, rules=MAX_ITEMS, pools=MAX_ITEMS // 50)))

    def run() -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "sheet_app", "check", str(path)], capture_output=True,
                              text=True, cwd=ROOT, timeout=300)

    done = benchmark.pedantic(run, rounds=1, iterations=1)
    assert done.returncode == 0, done.stderr
    benchmark.extra_info["megabytes"] = round(path.stat().st_size / 1e6, 1)
    if not benchmark.disabled:
        assert benchmark.stats.stats.max < BIG_BUDGET


def test_check_grows_linearly(benchmark: BenchmarkFixture) -> None:
    small, large = timed(4_000), timed(8_000)
    ratio = benchmark.pedantic(lambda: large / small, rounds=1, iterations=1)
    benchmark.extra_info["ratio"] = round(ratio, 2)
    print(f"check: 4,000 items {small:.2f} s, 8,000 items {large:.2f} s, ratio {ratio:.2f}")
    if not benchmark.disabled:
        assert ratio < GROWTH_BUDGET


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__, "--benchmark-enable", "-p", "no:cacheprovider", "-s"]))
