"""Conditions' cost (issue 30, "Speed"), on the 150-item generated character, in CPU time (thread_time):

* a `condition` step costs no more than activating a plain item on the same character: a weapon with no
  rules, whose activation is an attack (the usual activation at the table). Activating a feature with no
  rules and no attack, which changes nothing but the log, is timed beside them and printed: any step that
  changes a state (`state` as much as `condition`) costs more than that one, since the tags, the pools
  and the numbers are derived again;
* End turn with five timed conditions costs at most 1.2x End turn with none.

Run: .venv/bin/python -m pytest tests/bench/bench_conditions.py --benchmark-enable -p no:cacheprovider -s

Each round applies both steps of a pair alternately in the same run, undoing each (untimed), so the ratio
holds on a busy box. The budgets are asserted only when benchmarks are enabled (with --benchmark-disable
each body runs once).
"""
from __future__ import annotations

import copy
import time
from collections.abc import Callable
from typing import Any

from generate import make_character
from pytest_benchmark.fixture import BenchmarkFixture

from sheet_app.engine.dice import SeededRoller
from sheet_app.engine.session import Session

ROUNDS = 400
END_TURN_BUDGET = 1.2
PLAIN = {"id": "bench-plain", "name": "Bench Plain", "type": "object", "objectType": "weapon",
         "attack": {"delivery": "melee", "damage": "1d8+@strength"}, "rules": []}
NOTHING = {"id": "bench-nothing", "name": "Bench Nothing", "type": "feature", "rules": []}
TIMED = {name: {"turnEnds": 50} for name in ("poisoned", "marked", "charmed", "smoldering", "distracted")}


def _session(timed: bool = False) -> Session:
    doc: dict[str, Any] = make_character(seed=1)
    doc["items"] += [copy.deepcopy(PLAIN), copy.deepcopy(NOTHING)]
    if timed:
        doc["states"] = list(doc.get("states", [])) + list(TIMED)
        doc["conditionTimers"] = copy.deepcopy(TIMED)
    session = Session(doc, roller=SeededRoller(7))
    for step in ({"do": "startEncounter"}, {"do": "rollInitiative"}, {"do": "startTurn"}):
        session.apply(step)
    return session


def _p50(times: list[float]) -> float:
    return sorted(times)[len(times) // 2]


def _pair(benchmark: BenchmarkFixture, runs: list[tuple[Session, dict[str, Any]]]) -> list[list[float]]:
    """Time each (session, step) once a round, alternately, undoing it after (untimed)."""
    times: list[list[float]] = [[] for _ in runs]
    before = [session.document() for session, _step in runs]

    def rounds() -> None:
        for (session, step), found in zip(runs, times, strict=True):
            fresh = copy.deepcopy(step)
            start = time.thread_time()
            result = session.apply(fresh)
            found.append(time.thread_time() - start)
            assert result.ok, f"{step}: {result.code} {result.message}"
            assert session.undo().ok

    benchmark.pedantic(rounds, rounds=ROUNDS, iterations=1, warmup_rounds=5)
    assert [session.document() for session, _step in runs] == before
    return [found[5:] for found in times]


def _report(benchmark: BenchmarkFixture, names: tuple[str, str], times: list[list[float]],
            check: Callable[[float, float], None]) -> None:
    if benchmark.stats is None:
        return
    first, second = (_p50(found) for found in times)
    benchmark.extra_info.update({f"{names[0]}_p50_ms": round(first * 1e3, 3),
                                 f"{names[1]}_p50_ms": round(second * 1e3, 3), "ratio": round(first / second, 3)})
    print(f"\n{names[0]} p50 {first * 1e3:.3f} ms; {names[1]} p50 {second * 1e3:.3f} ms; ratio {first / second:.3f}")
    check(first, second)


def test_a_condition_step_against_activating_a_plain_item(benchmark: BenchmarkFixture) -> None:
    session = _session()
    times = _pair(benchmark, [(session, {"do": "condition", "name": "prone"}),
                              (session, {"do": "activate", "item": PLAIN["id"]}),
                              (session, {"do": "state", "name": "prone", "on": True}),
                              (session, {"do": "activate", "item": NOTHING["id"]})])

    def check(condition: float, plain: float) -> None:
        assert condition <= plain, f"condition/activation {condition / plain:.3f} > 1"

    _report(benchmark, ("condition", "activation"), times[:2], check)
    if benchmark.stats is not None:
        state, nothing = _p50(times[2]), _p50(times[3])
        print(f"state step p50 {state * 1e3:.3f} ms; a rule-less feature's activation p50 {nothing * 1e3:.3f} ms")
        benchmark.extra_info.update(state_p50_ms=round(state * 1e3, 3), nothing_p50_ms=round(nothing * 1e3, 3))


def test_end_turn_with_five_timed_conditions_against_none(benchmark: BenchmarkFixture) -> None:
    timed, bare = _session(timed=True), _session()
    times = _pair(benchmark, [(timed, {"do": "endTurn"}), (bare, {"do": "endTurn"})])

    def check(five: float, none: float) -> None:
        assert five <= END_TURN_BUDGET * none, f"End turn with five timers/none {five / none:.3f} > {END_TURN_BUDGET}"

    _report(benchmark, ("endTurnFiveTimers", "endTurnNone"), times, check)
