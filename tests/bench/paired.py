"""Two steps timed alternately on one session, each applied then undone (only the applies timed), so the
ratio of their p50s holds on a busy box: what bench_attacks.py and bench_spells.py compare."""
from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

from pytest_benchmark.fixture import BenchmarkFixture

from sheet_app.engine.session import Session

WARMUP = 5


def paired_p50s(benchmark: BenchmarkFixture, session: Session, steps: Sequence[dict[str, Any]], rounds: int,
                clock: Callable[[], float]) -> tuple[float, float] | None:
    """The p50 of each of the two steps (after the warm-up rounds), measured by `clock`; None when
    benchmarks are disabled (the body then runs once). The session's document is checked unchanged."""
    before = session.document()
    times: tuple[list[float], list[float]] = ([], [])

    def pair() -> None:
        for step, kept in zip(steps, times, strict=True):
            fresh = copy.deepcopy(step)
            start = clock()
            result = session.apply(fresh)
            kept.append(clock() - start)
            assert result.ok, f"{step}: {result.code} {result.message}"
            assert session.undo().ok

    benchmark.pedantic(pair, rounds=rounds, iterations=1, warmup_rounds=WARMUP)
    assert session.document() == before
    if benchmark.stats is None:
        return None
    first, second = (sorted(kept[WARMUP:]) for kept in times)
    return first[len(first) // 2], second[len(second) // 2]
