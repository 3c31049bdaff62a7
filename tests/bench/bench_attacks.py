"""An attack with advantage against the same attack without (issue 29, "Speed": at most 1.2x), on the
150-item generated character with a Greataxe added.

Run: .venv/bin/python -m pytest tests/bench/bench_attacks.py --benchmark-enable -p no:cacheprovider -s

Each round applies the attack without a mode, undoes it, applies it with advantage (`mode: 1`, one more
primary die) and undoes it; only the two applies are timed, alternately in the same run, so the ratio holds
on a busy box. The budget (p50 with advantage <= 1.2x p50 without) is asserted only when benchmarks are
enabled (with --benchmark-disable the body runs once).
"""
from __future__ import annotations

import copy
import time
from typing import Any

from generate import make_character
from paired import paired_p50s
from pytest_benchmark.fixture import BenchmarkFixture

from sheet_app.engine.dice import SeededRoller
from sheet_app.engine.session import Session

ROUNDS = 600
RATIO_BUDGET = 1.2
AXE = {"id": "bench-greataxe", "name": "Bench Greataxe", "type": "object", "objectType": "weapon",
       "attack": {"delivery": "melee", "damage": "1d12+@strength"}, "rules": []}


def _session() -> Session:
    doc: dict[str, Any] = make_character(seed=1)
    doc["items"].append(copy.deepcopy(AXE))
    session = Session(doc, roller=SeededRoller(7))
    for step in ({"do": "startEncounter"}, {"do": "rollInitiative"}, {"do": "startTurn"}):
        session.apply(step)
    return session


def test_an_attack_with_advantage_against_the_same_attack_without(benchmark: BenchmarkFixture) -> None:
    session = _session()
    steps = ({"do": "activate", "item": AXE["id"]}, {"do": "activate", "item": AXE["id"], "mode": 1})
    found = paired_p50s(benchmark, session, steps, ROUNDS, time.perf_counter)
    if found is None:
        return
    p50, a50 = found
    benchmark.extra_info.update(plain_p50_ms=round(p50 * 1e3, 3), advantage_p50_ms=round(a50 * 1e3, 3),
                                ratio=round(a50 / p50, 3))
    print(f"\nattack p50 {p50 * 1e3:.3f} ms; with advantage p50 {a50 * 1e3:.3f} ms; ratio {a50 / p50:.3f}")
    assert a50 <= RATIO_BUDGET * p50, f"advantage/plain {a50 / p50:.3f} > {RATIO_BUDGET}"
