"""Typed steps (engine/steps.py) build exactly the play-format dicts, and catch a typo where they are built."""
import functools
import json
import types
import typing
from pathlib import Path
from typing import Any

import pytest
import steps_reference as ref
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError
from test_forms import ODD, same, values

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
    with pytest.raises(s.StepError):
        build()


# ---- the same as the pydantic models they were (tests/engine/steps_reference.py) ----------------------

REFERENCE = {name: getattr(ref, name) for name in (*(cls.__name__ for cls in s.STEPS.values()), "Pick", "ChargeDice")}


def test_the_steps_and_their_reference_have_the_same_fields():
    assert set(s.STEPS) == set(ref.STEPS)
    for name, model in REFERENCE.items():
        ours = getattr(s, name)._fields()
        assert list(ours) == list(model.model_fields), name
        assert [key for _a, _d, key in ours.values()] == [f.alias or n for n, f in model.model_fields.items()], name


def valid(annotation: Any) -> st.SearchStrategy[Any]:
    """Only what the annotation allows (strictly)."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Literal:
        return st.sampled_from(args)
    if origin in (typing.Union, types.UnionType):
        return st.one_of(*(valid(a) for a in args))
    if origin is list:
        return st.lists(valid(args[0]), max_size=3)
    if origin is dict:
        return st.dictionaries(valid(args[0]), valid(args[1]), max_size=3)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        fields = annotation.model_fields
        required = {n: valid(f.annotation) for n, f in fields.items() if f.is_required()}
        return st.fixed_dictionaries(required, optional={n: valid(f.annotation) for n, f in fields.items()
                                                         if not f.is_required()})
    simple = {str: st.text(max_size=4), int: st.integers(), bool: st.booleans(), type(None): st.none()}
    return simple[annotation] if annotation in simple else st.one_of(ODD, st.dictionaries(st.text(max_size=2), ODD,
                                                                                   max_size=2))


@functools.cache
def arguments(model: type[BaseModel]) -> st.SearchStrategy[dict]:
    """Keyword arguments for a step: its fields (valid, or each valid or not), some left out, maybe an
    unknown one or a field given by its name rather than its alias."""
    def kwargs(kind: Any) -> st.SearchStrategy[dict]:
        fields = model.model_fields
        required = {(f.alias or n): kind(f.annotation) for n, f in fields.items() if f.is_required()}
        optional = {(f.alias or n): kind(f.annotation) for n, f in fields.items() if not f.is_required()}
        return st.fixed_dictionaries(required, optional=optional) | st.fixed_dictionaries({}, optional=optional)

    by_name = {name: values(info.annotation) for name, info in model.model_fields.items() if info.alias}
    unknown = st.dictionaries(st.sampled_from(["pick", "extra", "do"]), ODD, max_size=1)
    odd = st.builds(lambda a, b, c: {**a, **b, **c}, kwargs(values), st.fixed_dictionaries({}, optional=by_name),
                    unknown)
    return st.one_of(kwargs(valid), odd)


def built(cls: type, kwargs: dict) -> object:
    try:
        return cls(**kwargs)
    except (ValidationError, s.StepError) as err:
        return type(err)


@pytest.mark.parametrize("name", sorted(REFERENCE))
@settings(settings.default, deadline=None, max_examples=80)
@given(data=st.data())
def test_a_step_accepts_what_its_pydantic_model_accepted_and_gives_the_same_dict(name, data):
    model = REFERENCE[name]
    kwargs = data.draw(arguments(model))
    theirs, ours = built(model, kwargs), built(getattr(s, name), kwargs)
    assert (theirs is ValidationError) == (ours is s.StepError), (kwargs, theirs, ours)
    if ours is not s.StepError:
        dump = model.model_dump(theirs, exclude_none=True, by_alias=True)
        mine = s._dump(ours)
        assert same(mine, dump), (kwargs, mine, dump)
        if hasattr(ours, "step"):
            assert same(ours.step(), theirs.step()), kwargs


def test_nested_steps_given_as_instances_and_frozen_steps():
    pick, dice = s.Pick(consumer="tayg", picks=[0]), s.ChargeDice(pool="combat-dice", count=2)
    assert s.Activate(item="axe", chargeDice=dice, offers=[pick]).step() == ref.Activate(
        item="axe", chargeDice=ref.ChargeDice(pool="combat-dice", count=2),
        offers=[ref.Pick(consumer="tayg", picks=[0])]).step()
    with pytest.raises(s.StepError):
        s.Activate(item="axe", offers=[ref.Pick(consumer="tayg", picks=[0])])  # not our Pick, not a dict
    with pytest.raises(s.StepError):  # found by the comparison: a nested step's dict with a key that is no name
        s.Activate(item="axe", chargeDice={1: 2})
    with pytest.raises(ValidationError):
        ref.Activate(item="axe", chargeDice={1: 2})
    with pytest.raises(s.StepError):
        pick.consumer = "other"
    assert s.StartTurn() == s.StartTurn() and hash(s.StartTurn()) == hash(s.StartTurn())


def test_typed_steps_run_in_the_engine_as_their_dicts_do():
    session = Session(json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8")))
    for typed in (s.StartEncounter(), s.StartTurn(), s.Damage(amount=3), s.Heal(amount=2), s.EndTurn(),
                  s.EndEncounter()):
        result = session.apply(typed.step())
        assert result.ok, (typed, result.message)
