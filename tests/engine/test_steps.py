"""Typed steps (engine/steps.py) build exactly the play-format dicts, and catch a typo where they are built."""
import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from sheet_app.engine import steps as s
from sheet_app.engine.actions import HANDLERS
from sheet_app.engine.session import Session

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("typed, expected", [
    (s.StartEncounter(), {"do": "startEncounter"}),
    (s.RollInitiative(value=17), {"do": "rollInitiative", "value": 17}),
    (s.Rest(kind="field", mode="catchBreath", hitDice={"d12": 2}),
     {"do": "rest", "kind": "field", "mode": "catchBreath", "hitDice": {"d12": 2}}),
    (s.Rest(kind="safe"), {"do": "rest", "kind": "safe"}),
    (s.SpendHitDice(hitDice={"d12": 1}, mode="catchBreath"), {"do": "spendHitDice", "hitDice": {"d12": 1},
                                                               "mode": "catchBreath"}),
    (s.Fire(trigger="onKill"), {"do": "fire", "trigger": "onKill"}),
    (s.Activate(item="rage", outcome="hit", picks=[0, 2]), {"do": "activate", "item": "rage", "outcome": "hit",
                                                            "picks": [0, 2]}),
    (s.Activate(item="axe", chargeDice=s.ChargeDice(pool="combat-dice", count=2),
                offers=[s.Pick(consumer="death-blow", picks=[0])]),
     {"do": "activate", "item": "axe", "chargeDice": {"pool": "combat-dice", "count": 2},
      "offers": [{"consumer": "death-blow", "picks": [0]}]}),
    (s.Spend(pool="fury", consumer="tayg", picks=[0, 2], rule=1),
     {"do": "spend", "pool": "fury", "consumer": "tayg", "picks": [0, 2], "rule": 1}),
    (s.Attacked(damage=14, type="slashing", critical=False, reactions=[s.Pick(consumer="tayg", picks=[0, 1])]),
     {"do": "attacked", "damage": 14, "type": "slashing", "critical": False,
      "reactions": [{"consumer": "tayg", "picks": [0, 1]}]}),
    (s.Damage(amount=5), {"do": "damage", "amount": 5}),
    (s.SetDie(pool="fury", index=0, face=2), {"do": "setDie", "pool": "fury", "index": 0, "face": 2}),
    (s.SetCharges(pool="wand", value=2), {"do": "setCharges", "pool": "wand", "value": 2}),
    (s.Set(field="level", value=6), {"do": "set", "field": "level", "value": 6}),
    (s.State(name="raging", on=True), {"do": "state", "name": "raging", "on": True}),
    (s.Equip(item="axe", on=False), {"do": "equip", "item": "axe", "on": False}),
    (s.EnableRule(item="rage", rule=0, on=False), {"do": "enableRule", "item": "rage", "rule": 0, "on": False}),
    (s.EditItem(item="axe", set={"name": "Big axe"}), {"do": "editItem", "item": "axe", "set": {"name": "Big axe"},
                                                        "unset": []}),
])
def test_a_typed_step_is_the_play_format_dict(typed, expected):
    assert typed.step() == expected
    assert json.loads(json.dumps(typed.step())) == expected


def test_every_action_of_the_engine_has_a_typed_constructor():
    assert set(HANDLERS) - set(s.STEPS) == set()
    assert all(s.STEPS[name].do == name for name in s.STEPS)


@pytest.mark.parametrize("build", [
    lambda: s.Spend(pool="fury", consumer="tayg", pick=[0]),  # a misspelt field
    lambda: s.Damage(amount="5"),  # a number as text
    lambda: s.Rest(kind="long"),  # not a rest of the game
    lambda: s.Attacked(damage=True),  # a flag is not a number
])
def test_a_typo_is_caught_where_the_step_is_built(build):
    with pytest.raises(ValidationError):
        build()


def test_typed_steps_run_in_the_engine_as_their_dicts_do():
    session = Session(json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8")))
    for typed in (s.StartEncounter(), s.StartTurn(), s.Damage(amount=3), s.Heal(amount=2), s.EndTurn(),
                  s.EndEncounter()):
        result = session.apply(typed.step())
        assert result.ok, (typed, result.message)
