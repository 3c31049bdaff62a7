"""The sheet's derived numbers (engine/numbers.py, character.md §10.1): every place that reads the wounds
maximum reads the derived one, the document keeps the base, and a rule type registered for a step adjusts
it. The seam is tested with a rule type declared here."""
from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Annotated, Any

import pytest

from sheet_app.engine import model, rule_types
from sheet_app.engine.declare import Doc, Label
from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.model import RuleBase
from sheet_app.engine.session import Session
from sheet_app.play import output


class ExtraWounds(RuleBase, rule="extraWounds", name="Extra Wounds", group="Bonuses"):
    """Adds a whole number of wounds (a rule type of this test's)."""

    amount: Annotated[int, Label("Amount"), Doc("Wounds added.")] = 0

    def words(self, say: model.Say) -> str:
        return f"Max wounds + {self.amount}"


@pytest.fixture
def extra_wounds(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """The test's rule type declared and registered on the wounds step; yields the refs each call saw."""
    seen: list[Any] = []
    monkeypatch.setitem(model._RULE_CLASSES, "extraWounds", ExtraWounds)
    monkeypatch.setattr(rule_types, "BEHAVIOURS", dict(rule_types.BEHAVIOURS))

    @rule_types.behaviour("extraWounds", step="woundsMax")
    def extra(rule: ExtraWounds, value: int, refs: dict[str, Any]) -> int:
        seen.append(dict(refs))
        return value + rule.amount

    yield seen


def character(*rules: dict[str, Any], wounds: dict[str, int] | None = None, equipped: bool = True) -> dict[str, Any]:
    doc: dict[str, Any] = {"format": "sheet/1", "name": "Tess", "hp": {"current": 5, "max": 10}, "items": [
        {"id": "belt", "name": "Belt", "type": "object", "equipped": equipped, "rules": list(rules)}]}
    if wounds is not None:
        doc["wounds"] = wounds
    return doc


def session(doc: dict[str, Any]) -> Session:
    return Session(copy.deepcopy(doc), roller=ScriptedRoller([]))


def test_without_rules_the_wounds_maximum_is_the_documents() -> None:
    s = session(character(wounds={"current": 1, "max": 0}))
    assert s.char.track("wounds") == (1, 0)  # no rule, no floor of 1: a typed 0 stays 0
    assert s.char.numbers()["woundsMax"] == 0
    assert s.char.numbers()["dyingLimit"] == 1


def test_a_rule_on_the_step_adjusts_the_maximum_everywhere_it_is_read(extra_wounds: list[Any]) -> None:
    s = session(character({"type": "extraWounds", "amount": 2}, wounds={"current": 1, "max": 6}))
    assert s.char.track("wounds") == (1, 8)
    assert s.char.track("wounds", base=True) == (1, 6)
    assert s.char.refs()["woundsMax"] == 8  # formulas outside the pass see the final value (§10.1 step 4)
    assert extra_wounds[-1]["woundsMax"] == 6  # the step's own rules see its base
    assert output(s, [], [], [])["wounds"] == {"current": 1, "max": 8}
    assert s.document()["wounds"] == {"current": 1, "max": 6}  # the document keeps the base


def test_dying_and_dead_follow_the_derived_maximum(extra_wounds: list[Any]) -> None:
    s = session(character({"type": "extraWounds", "amount": 1}, wounds={"current": 6, "max": 6}))
    result = s.apply({"do": "damage", "amount": 5})
    assert result.ok, result
    assert s.char.track("wounds") == (7, 7) and "dead" in s.char.states
    s.undo()
    s.apply({"do": "equip", "item": "Belt", "on": False})
    s.apply({"do": "damage", "amount": 5})  # the maximum is the base again: 6 wounds is the last
    assert s.char.track("wounds") == (6, 6) and "dead" in s.char.states


def test_a_first_wound_writes_the_base_maximum_not_the_derived_one(extra_wounds: list[Any]) -> None:
    s = session(character({"type": "extraWounds", "amount": 3}))  # no wounds in the document
    s.apply({"do": "damage", "amount": 5})
    assert s.document()["wounds"] == {"max": 6, "current": 1}
    assert s.char.track("wounds") == (1, 9) and "dead" not in s.char.states


def test_the_least_is_one_once_a_rule_applies(extra_wounds: list[Any]) -> None:
    s = session(character({"type": "extraWounds", "amount": -10}))
    assert s.char.track("wounds") == (0, 1)


# ---- maxWounds (character.md §15.1): max wounds + floor(value), at least 1 -------------------------------

def wounds_rule(value: Any, **more: Any) -> dict[str, Any]:
    return {"id": "w1", "type": "maxWounds", "label": "Tough", "value": value, **more}


def test_max_wounds_adds_the_floor_of_its_value() -> None:
    assert session(character(wounds_rule("2"))).char.track("wounds") == (0, 8)
    assert session(character(wounds_rule("5 / 2"))).char.track("wounds") == (0, 8)  # floor(2.5)
    assert session(character(wounds_rule("-1 / 2"))).char.track("wounds") == (0, 5)  # floor(-0.5) = -1
    assert session(character(wounds_rule(""))).char.track("wounds") == (0, 6)  # an empty formula is 0
    assert session(character(wounds_rule(3))).char.track("wounds") == (0, 9)  # a number is a formula


def test_max_wounds_reads_the_sheet_and_its_own_step_as_the_base() -> None:
    doc = character(wounds_rule("@level + @woundsMax"), wounds={"current": 0, "max": 4})
    doc["level"] = 3
    s = session(doc)
    assert s.char.track("wounds") == (0, 11)  # 4 + 3 + 4: @woundsMax is wounds.max, not the result
    assert s.char.refs()["woundsMax"] == 11


def test_several_rules_add_up_by_priority_and_never_take_the_maximum_below_one() -> None:
    s = session(character(wounds_rule("-10"), wounds_rule("3", id="w2", priority=2)))
    assert s.char.track("wounds") == (0, 1)  # 6 - 10 + 3 = -1: at least 1
    assert session(character(wounds_rule("-100"))).char.track("wounds") == (0, 1)


def test_equipping_and_unequipping_follows_and_undo_restores() -> None:
    s = session(character(wounds_rule("2")))
    assert s.char.track("wounds") == (0, 8)
    assert s.apply({"do": "equip", "item": "Belt", "on": False}).ok
    assert s.char.track("wounds") == (0, 6)
    assert s.apply({"do": "equip", "item": "Belt", "on": True}).ok
    assert s.char.track("wounds") == (0, 8)
    s.undo()
    assert s.char.track("wounds") == (0, 6)
    s.undo()
    assert s.char.track("wounds") == (0, 8)
    assert s.document()["items"][0]["equipped"] is True


def test_a_failing_condition_or_a_disabled_rule_adds_nothing() -> None:
    s = session(character(wounds_rule("2", predicate={"self": "raging"})))
    assert s.char.track("wounds") == (0, 6)
    assert s.apply({"do": "state", "name": "raging", "on": True}).ok
    assert s.char.track("wounds") == (0, 8)
    s.undo()
    assert s.char.track("wounds") == (0, 6)
    assert session(character(wounds_rule("2", disabled=True))).char.track("wounds") == (0, 6)


def test_dead_at_the_derived_maximum_and_the_output_shows_it() -> None:
    s = session(character(wounds_rule("1"), wounds={"current": 6, "max": 6}))
    assert output(s, [], [], [])["wounds"] == {"current": 6, "max": 7}
    assert s.apply({"do": "damage", "amount": 5}).ok
    assert s.char.track("wounds") == (7, 7) and "dead" in s.char.states
    assert s.document()["wounds"] == {"current": 7, "max": 6}


def test_check_explain_and_the_card_take_it_from_its_declaration() -> None:
    from sheet_app.checkfile import check_document
    from sheet_app.views import explain, rule_specs

    problems, _summary = check_document(character(wounds_rule("1d6")), "belt")
    assert [(p.field, p.severity) for p in problems if p.field == "value"] == [("value", "error")]  # no dice
    assert check_document(character(wounds_rule("@level")), "belt")[0] == []
    s = session(character(wounds_rule("@level + 1")))
    assert explain.rule_lines(s.char, 0) == ["Max wounds + (1 (level) + 1)"]
    [spec] = rule_specs.field_specs("maxWounds")
    assert (spec.key, spec.label, spec.kind, spec.default, spec.dice) == ("value", "Wounds", "formula", "", False)
    assert rule_specs.RULE_TYPES["maxWounds"].name == "Wounds"
    assert rule_specs.new_rule("maxWounds")["value"] == ""


def test_a_lower_max_hp_says_that_it_lowered_the_current_hp():
    """Issue 32 item 8: typing a lower max HP lowers HP above it, and the log says so."""
    import json
    from pathlib import Path

    from sheet_app.engine.session import Session

    doc = json.loads((Path(__file__).resolve().parents[2] / "resources" / "sample-berserker.json").read_text())
    session = Session(doc)
    result = session.apply({"do": "set", "field": "hp.max", "value": 40})
    assert result.log == ["Max HP 58 → 40", "HP 58 → 40, lowered to the new maximum"]
    assert session.char.track("hp") == (40, 40)
    assert session.apply({"do": "set", "field": "hp.max", "value": 50}).log == ["Max HP 40 → 50"]
    assert session.undo().ok and session.undo().ok and session.char.track("hp") == (58, 58)
