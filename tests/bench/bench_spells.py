"""A cast against the activation of a plain item (issue 30, "Speed": a cast costs no more than an activation
of a plain item on the same 150-item character), on the generated character with a spell and a plain weapon
added, in an encounter (both spend actions).

Run: .venv/bin/python -m pytest tests/bench/bench_spells.py --benchmark-enable -p no:cacheprovider -s

Each round activates the plain weapon and undoes it, then casts the spell (tier 1 upcast to 2 mana: the mana
check, the upcast deltas, the mana paid from the combat layer and the own mana, the action cost) and undoes
it; only the two applies are timed, by the thread's CPU time (the box is shared), alternately in the same run
so the ratio holds under load. The budget (p50 of the cast <= 1.1 x p50 of the plain activation: "no more",
with 10% for the timer's noise) is asserted only when benchmarks are enabled.
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
RATIO_BUDGET = 1.1
STAFF = {"id": "bench-staff", "name": "Bench Staff", "type": "object", "objectType": "weapon",
         "attack": {"delivery": "melee", "damage": "3d6"}, "activation": {"cost": {"type": "action", "quantity": 1}},
         "rules": []}
KINDLE = {"id": "bench-kindle", "name": "Bench Kindle", "type": "spell", "tier": 1, "school": "fire",
          "properties": {"selected": ["range"]},
          "attack": {"delivery": "ranged", "damage": "3d6", "damageType": "fire"},
          "scaling": {"mode": "upcast", "deltas": [
              {"operation": "addDice", "value": None, "dice": {"count": 1, "faces": 6}, "maxDieFaces": None},
              {"operation": "addRange", "value": 2}]},
          "activation": {"cost": {"type": "action", "quantity": 1}}, "rules": []}


def _session() -> Session:
    doc: dict[str, Any] = make_character(seed=1)
    doc["items"] += [copy.deepcopy(STAFF), copy.deepcopy(KINDLE)]
    doc["mana"] = {"current": 20, "max": 20}
    doc["highestUnlockedSpellTier"] = 3
    session = Session(doc, roller=SeededRoller(7))
    for step in ({"do": "startEncounter"}, {"do": "rollInitiative"}, {"do": "startTurn"}):
        assert session.apply(step).ok
    return session


def test_a_cast_against_the_activation_of_a_plain_item(benchmark: BenchmarkFixture) -> None:
    session = _session()
    steps = ({"do": "activate", "item": STAFF["id"], "outcome": "hit"},
             {"do": "cast", "item": KINDLE["id"], "mana": 2, "outcome": "hit"})
    found = paired_p50s(benchmark, session, steps, ROUNDS, time.thread_time)
    if found is None:
        return
    p50, c50 = found
    benchmark.extra_info.update(plain_p50_ms=round(p50 * 1e3, 3), cast_p50_ms=round(c50 * 1e3, 3),
                                ratio=round(c50 / p50, 3))
    print(f"\nplain activation p50 {p50 * 1e3:.3f} ms CPU; cast p50 {c50 * 1e3:.3f} ms CPU; ratio {c50 / p50:.3f}")
    assert c50 <= RATIO_BUDGET * p50, f"cast/plain {c50 / p50:.3f} > {RATIO_BUDGET}"
