"""The net roll mode and the d20 draw (character.md §11.1, §11.2, §15.1), on generated rules, conditions and
dice: from `adjust` rules and conditions alone the net is the sum (each skill or save rule step clamped to
-3..3) clamped to -9..9; a `set` rule replaces the running value at its priority place; a roll with net mode
m draws |m|+1 d20 and keeps the highest (m > 0) or lowest (m < 0), the earlier of equal faces dropped."""
from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from sheet_app.engine import rolls
from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session

CONDITIONS = st.sets(st.sampled_from(["poisoned", "frightened"]))
WAIVE = st.sets(st.sampled_from(["frightened", "taunted"]))


def clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))


def session(rules: list[dict[str, Any]], states: set[str], dice: list[int] | None = None) -> Session:
    doc = {"format": "sheet/1", "name": "Tess", "states": sorted(states),
           "items": [{"id": "f", "name": "F", "rules": rules}]}
    return Session(doc, roller=ScriptedRoller(dice or []))


@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(["skill", "save"]), values=st.lists(st.integers(-5, 5), max_size=6),
       states=CONDITIONS, own=st.integers(-9, 9), waive=WAIVE)
def test_adjust_rules_and_conditions_sum_with_each_rule_step_clamped(kind: str, values: list[int], states: set[str],
                                                                      own: int, waive: set[str]) -> None:
    if kind == "skill":
        rules = [{"type": "skillRollMode", "value": v, "skills": ["lore"], "mode": "adjust"} for v in values]
        key = "lore"
    else:
        rules = [{"type": "savingThrowRollMode", "value": v, "target": "will", "mode": "adjust"} for v in values]
        key = "will"
    running = 0
    for value in values:
        running = clamp(running + value, -3, 3)
    conditions = -len(states - waive)
    mode = rolls.net_mode(session(rules, states).char, kind, key, own, waive)
    assert mode.total == running + conditions + own
    assert mode.net == clamp(running + conditions + own, -9, 9)
    assert rolls.default_mode(session(rules, states).char, kind, key) == running


@settings(max_examples=60, deadline=None)
@given(entries=st.lists(st.tuples(st.sampled_from(["set", "adjust"]), st.integers(-4, 4), st.integers(0, 3)),
                        max_size=6))
def test_a_set_rule_replaces_the_running_value_at_its_priority_place(entries: list[tuple[str, int, int]]) -> None:
    rules = [{"type": "skillRollMode", "value": v, "skills": ["might"], "mode": m, "priority": p}
             for m, v, p in entries]
    running = 0
    for how, value, _priority in sorted(entries, key=lambda e: e[2]):  # stable: item then rule order on ties
        running = clamp(value if how == "set" else running + value, -3, 3)
    assert session(rules, set()).char.numbers()["mode.skill.might"] == running


@settings(max_examples=80, deadline=None)
@given(mode=st.integers(-9, 9), faces=st.lists(st.integers(1, 20), min_size=10, max_size=10))
def test_a_roll_draws_one_more_d20_per_mode_step_and_keeps_the_highest_or_lowest(mode: int,
                                                                                   faces: list[int]) -> None:
    drawn = faces[:abs(mode) + 1]
    s = session([{"type": "skillRollMode", "value": 0, "skills": ["lore"]}], set(), list(faces))
    result = s.apply({"do": "check", "skill": "lore", "mode": mode})
    assert result.ok, result
    [(_record, roll)] = s.rolls()
    assert roll["dice"] == drawn and roll["mode"] == mode
    assert roll["kept"] == (max(drawn) if mode > 0 else min(drawn) if mode < 0 else drawn[0])
    # Among equal faces the earlier die is dropped: the one kept is the last of its face.
    index = rolls.kept_index(drawn, mode)
    assert drawn[index] == roll["kept"] and roll["kept"] not in drawn[index + 1:]
