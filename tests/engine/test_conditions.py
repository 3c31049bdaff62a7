"""Conditions and dying beyond the play scripts (character.md §11.4, §12, §15.4): a generated sequence of
condition, timer, turn and undo steps never stores an implied condition nor keeps a timer on a condition that
is off; Fearless's Condition Immunity from the shipped content; the importer's status effects."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheet_app.engine import conditions
from sheet_app.engine.dice import ScriptedRoller, SeededRoller
from sheet_app.engine.session import Session
from sheet_app.storage.upstream import character_from_upstream

UPSTREAM = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "upstream" / "character"
FEARLESS = UPSTREAM / "backgrounds" / "core" / "fearless.json"
# Everything the player can turn on but what only the stored ones imply (hampered, incapacitated and
# restrained, which grappled implies): those must never be stored by anything but their own step.
TURNABLE = [name for name in conditions.STATES
            if name not in conditions.DERIVED and name not in ("hampered", "incapacitated", "restrained")]
NEVER_STORED = {"hampered", "incapacitated", "restrained", "bloodied", "wounded"}


def korr(**extra: Any) -> dict[str, Any]:
    return {"format": "sheet/1", "name": "Korr", "stats": {"strength": 2}, "hp": {"current": 30, "max": 30},
            "items": [], **extra}


STEP = st.one_of(
    st.builds(lambda name, on, timer: {"do": "condition", "name": name, "on": on, **timer},
              st.sampled_from(TURNABLE), st.booleans(),
              st.one_of(st.just({}), st.builds(lambda n: {"turnEnds": n}, st.integers(1, 3)),
                        st.builds(lambda n: {"attacks": n}, st.integers(1, 2)))),
    st.sampled_from([{"do": "startTurn"}, {"do": "endTurn"}, {"do": "startEncounter"}, {"do": "endEncounter"},
                     {"do": "activate", "item": "unarmedStrike", "dyingSave": "fail"}, {"do": "undo"}, {"do": "redo"},
                     {"do": "attacked", "damage": 12, "melee": True}, {"do": "heal", "amount": 20},
                     {"do": "fire", "trigger": "onTurnEnd"}]))


@settings(max_examples=80, deadline=None)
@given(steps=st.lists(STEP, max_size=25), seed=st.integers(0, 1000))
def test_no_implied_condition_is_stored_and_no_timer_outlives_its_condition(steps: list[dict[str, Any]],
                                                                            seed: int) -> None:
    session = Session(korr(), roller=SeededRoller(seed))
    for step in steps:
        session.apply(step)
        doc = session.doc
        states = set(doc.get("states", []))
        assert not states & NEVER_STORED, (step, states)
        timers = doc.get("conditionTimers") or {}
        assert set(timers) <= states, (step, timers, states)
        assert all(len(t) == 1 and next(iter(t.values())) >= 1 for t in timers.values()), timers
        listed = conditions.listed(session.char)
        implied = {entry["name"] for entry in listed if entry.get("implied")}
        assert ("hampered" in implied) == bool(states & conditions.HAMPERING)
        assert ("incapacitated" in implied) == bool(states & conditions.INCAPACITATING)
        assert ("restrained" in implied) == ("grappled" in states)
        assert {entry["name"] for entry in listed if not entry.get("implied")} == states & set(conditions.STATES)
        tags = set(session.char.tags().as_list())
        assert {f"self:{name}" for name in implied} <= tags


@pytest.mark.skipif(not FEARLESS.exists(), reason="the shared upstream fixtures are not here")
def test_fearless_gives_condition_immunity_to_frightened() -> None:
    from sheet_app.storage.upstream import item_from_upstream

    fearless = item_from_upstream(json.loads(FEARLESS.read_text()))
    session = Session(korr(items=[fearless], states=["poisoned"]), roller=ScriptedRoller([]))
    refused = session.apply({"do": "condition", "name": "frightened"})
    assert (refused.ok, refused.code) == (False, "conditionImmune")
    assert "Fearless" in refused.message
    assert session.apply({"do": "condition", "name": "prone"}).ok
    # Frightened stored before the background was taken ends once it is there (§12.2).
    bare = Session(korr(states=["frightened"]), roller=ScriptedRoller([]))
    result = bare.apply({"do": "addItem", "raw": fearless})
    assert result.ok, result.message
    assert "frightened" not in bare.doc["states"]
    assert any("Frightened ended: immune (Fearless)" in line for line in result.log)
    bare.undo()
    assert "frightened" in bare.doc["states"]


def test_an_upstream_actors_status_effects_become_conditions_with_timers() -> None:
    actor = {"name": "Korr", "type": "character", "system": {"attributes": {"hp": {"value": 5, "max": 20}}},
             "items": [], "effects": [
                 {"name": "Prone", "statuses": ["prone"], "disabled": False, "duration": {"rounds": 2, "turns": None}},
                 {"name": "Focus", "statuses": ["concentration"], "duration": {}},
                 {"name": "Slowed", "statuses": ["slowed"], "duration": {"rounds": 1, "turns": 3}},
                 {"name": "Blessed", "statuses": ["charmed"], "duration": {"seconds": 60}},
                 {"name": "Old", "statuses": ["blinded"], "disabled": True},
                 {"name": "Bloodied", "statuses": ["bloodied"]}]}
    sheet, warnings = character_from_upstream(actor)
    assert sheet["states"] == ["prone", "concentrating", "slowed", "charmed"]
    assert sheet["conditionTimers"] == {"prone": {"turnEnds": 2}, "slowed": {"turnEnds": 3}}
    assert any("60 seconds is not kept" in w for w in warnings)
    session = Session(sheet, roller=ScriptedRoller([]))
    assert [entry["name"] for entry in conditions.listed(session.char)] == [
        "charmed", "concentrating", "hampered", "prone", "slowed"]


def test_apply_condition_seconds_and_empty_immunity_are_check_warnings() -> None:
    from sheet_app.engine.lint import lint_session

    rules = [{"id": "a", "type": "applyCondition", "condition": "prone", "trigger": "onTurnEnd",
              "duration": {"rounds": None, "turns": None, "seconds": 6}},
             {"id": "b", "type": "conditionImmunity", "conditions": []},
             {"id": "c", "type": "applyCondition", "condition": "bloodied", "trigger": "onHit"}]
    session = Session(korr(items=[{"id": "f", "name": "F", "type": "feature", "rules": rules}]))
    lines = [problem.line() for problem in lint_session(session)]
    assert any("6 seconds is kept and ignored" in line for line in lines), lines
    assert any("lists no condition" in line for line in lines), lines
    assert any("bloodied is derived" in line for line in lines), lines


def test_a_failed_dying_save_at_one_wound_from_max_kills() -> None:
    session = Session(korr(states=["dying"], hp={"current": 0, "max": 30}, wounds={"current": 5, "max": 6}),
                      roller=ScriptedRoller([2]))
    result = session.apply({"do": "activate", "item": "unarmedStrike", "dyingSave": "fail"})
    assert result.ok, result.message
    assert session.doc["wounds"]["current"] == 6
    assert "dead" in session.doc["states"]
    refused = session.apply({"do": "activate", "item": "unarmedStrike"})
    assert refused.code == "conditionPrevents"
