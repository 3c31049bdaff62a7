"""The step declarations (engine/steps.py): the typed constructors build exactly the play-format dicts and
catch a typo where they are built; the one parse reads a dict as pydantic would read it with models built
from the same annotations; a step declared without its handler or its words is refused by name.

What each step does is guarded by the play-format cases (tests/engine/test_step_cases.py)."""
import functools
import json
import operator
import types
import typing
from pathlib import Path
from typing import Annotated, Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model
from test_forms import ODD, same, values

from sheet_app.engine import steps as s
from sheet_app.engine.actions import HANDLERS, action, apply_step, describe_step
from sheet_app.engine.actions.registry import check_declared
from sheet_app.engine.declare import Ge, Le, MinLen
from sheet_app.engine.session import Session
from sheet_app.engine.vocab import DIE_SIZES

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))


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
    (s.Damage(amount=5, type="fire", by="GM"), {"do": "damage", "amount": 5, "type": "fire", "by": "GM"}),
    (s.Damage(amount=5, type=None), {"do": "damage", "amount": 5}),  # a None is left out
    (s.SetDie(pool="fury", index=0, face=2), {"do": "setDie", "pool": "fury", "index": 0, "face": 2}),
    (s.SetCharges(pool="wand", value=2), {"do": "setCharges", "pool": "wand", "value": 2}),
    (s.Set(field="level", value=6), {"do": "set", "field": "level", "value": 6}),
    (s.State(name="raging", on=True), {"do": "state", "name": "raging", "on": True}),
    (s.Equip(item="axe", on=False), {"do": "equip", "item": "axe", "on": False}),
    (s.EnableRule(item="rage", rule=0, on=False), {"do": "enableRule", "item": "rage", "rule": 0, "on": False}),
    (s.EditItem(item="axe", set={"name": "Big axe"}), {"do": "editItem", "item": "axe", "set": {"name": "Big axe"}}),
    (s.StartEncounter(by="GM"), {"do": "startEncounter", "by": "GM"}),
])
def test_a_typed_step_is_the_play_format_dict(typed, expected):
    assert typed.step() == expected
    assert json.loads(json.dumps(typed.step())) == expected
    assert s.parse(expected) == typed and s.parse(expected).step() == expected


def test_every_declared_step_has_its_handler_and_its_words():
    check_declared(s.STEPS.values(), HANDLERS)  # what importing engine.actions does
    assert set(HANDLERS) == set(s.STEPS.values())
    assert all(s.STEPS[name].do == name for name in s.STEPS)
    assert typing.get_args(s.DieSize) == DIE_SIZES


def test_a_step_declared_without_its_handler_or_its_words_is_refused_by_name():
    class Bare(s.Step):
        do = "bareTestStep"
        amount: int

    with pytest.raises(TypeError) as refused:
        check_declared([*s.STEPS.values(), Bare], HANDLERS)
    assert str(refused.value) == (
        "step Bare ('bareTestStep') has no handler: register one with @action(steps.Bare) in engine/actions; "
        "step Bare ('bareTestStep') has no words: give it `words = \"...\"` or a describe(char)")

    class Worded(s.Step):
        do = "wordedTestStep"
        words = "Do a test"

    with pytest.raises(TypeError, match=r"^step Worded \('wordedTestStep'\) has no handler: register one with "
                                        r"@action\(steps.Worded\)"):
        check_declared([Worded], HANDLERS)

    class OnAPool(s._PoolStep):  # its base's describe reads a `verb` it does not give
        do = "poolTestStep"

    with pytest.raises(TypeError, match=r"^step OnAPool \('poolTestStep'\) has no words: give it `verb = \"...\"`"):
        check_declared([OnAPool], {**HANDLERS, OnAPool: lambda ctx, step: None})
    with pytest.raises(TypeError, match="^step Worded has a handler but is not declared in engine/steps.py"):
        check_declared(s.STEPS.values(), {**HANDLERS, Worded: lambda ctx, step: None})
    # A second handler for one step is refused where it is registered.
    with pytest.raises(TypeError, match="Damage already has a handler"):
        action(s.Damage)(lambda ctx, step: None)
    # Not in the registry, so a dict naming it is no step.
    with pytest.raises(s.StepError, match="unknown step 'bareTestStep'"):
        s.parse({"do": "bareTestStep", "amount": 1})


@pytest.mark.parametrize("build", [
    lambda: s.Spend(pool="fury", consumer="tayg", pick=[0]),  # a misspelt field
    lambda: s.Damage(amount="5"),  # a number as text
    lambda: s.Damage(amount=-1),  # below its bound
    lambda: s.Heal(amount=10**7),  # above its bound
    lambda: s.Rest(kind="long"),  # not a rest of the game
    lambda: s.Rest(kind="field", hitDice={"d7": 1}),  # not a die of the game
    lambda: s.Attacked(damage=True),  # a flag is not a number
    lambda: s.AddItems(raws=[]),  # at least one item
    lambda: s.Spend(pool="fury", consumer="tayg"),  # picks are required
])
def test_a_typo_is_caught_where_the_step_is_built(build):
    with pytest.raises(s.StepError):
        build()


@pytest.mark.parametrize("raw, message", [
    ({"do": "damage"}, "'damage' needs 'amount'"),
    ({"do": "damage", "amount": "5"}, "'amount' has the wrong type (str)"),
    ({"do": "damage", "amount": -1}, "'amount' cannot be negative"),
    ({"do": "heal", "amount": 1_000_001}, "'amount' must be at most 1,000,000"),
    ({"do": "rest", "kind": "long"}, "'kind' must be safe or field"),
    ({"do": "rest", "kind": "field", "mode": "nap"}, "'mode' must be catchBreath or makeCamp"),
    ({"do": "rest", "kind": "field", "hitDice": {"d7": 1}},
     "'hitDice' cannot have the key 'd7' (one of d4, d6, d8, d10, d12, d20)"),
    ({"do": "spendHitDice", "hitDice": {"d12": -1}}, "'hitDice.d12' cannot be negative"),
    ({"do": "activate", "item": "rage", "outcome": "graze"}, "'outcome' must be hit, crit or miss"),
    ({"do": "activate", "item": "axe", "offers": [{"consumer": "x"}]}, "'offers[0]' needs 'picks'"),
    ({"do": "activate", "item": "axe", "chargeDice": {"pool": "c", "count": -1}},
     "'chargeDice.count' cannot be negative"),
    ({"do": "attacked", "damage": 3, "reactions": [{"consumer": "t", "picks": ["a"]}]},
     "'reactions[0].picks[0]' has the wrong type (str)"),
    ({"do": "addItems", "raws": []}, "'raws' cannot be empty"),
    ({"do": "damage", "amount": 3, "by": 7}, "'by' has the wrong type (int)"),
    ({"do": "nap"}, "unknown step 'nap'"),
    ({"amount": 3}, "unknown step None"),
    ([], "a step must be an object"),
])
def test_the_parse_names_what_is_wrong(raw, message):
    with pytest.raises(s.StepError) as refused:
        s.parse(raw)
    assert str(refused.value) == message


def test_keys_a_step_does_not_declare_are_ignored_by_the_parse_as_they_always_were():
    parsed = s.parse({"do": "activate", "item": "axe", "note": "x", "offers": [{"consumer": "d", "picks": [0],
                                                                                "why": 1}]})
    assert parsed == s.Activate(item="axe", offers=[s.Pick(consumer="d", picks=[0])])


# ---- the same as pydantic models built from the same annotations ------------------------------------------

def pydantic_type(annotation: Any, extra: str) -> Any:
    """Our annotation as pydantic's: the declare.py markers as Field constraints, nested steps as models."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is Annotated:
        marks = {Ge: "ge", Le: "le", MinLen: "min_length"}
        return Annotated[pydantic_type(args[0], extra), Field(**{marks[type(m)]: m.value
                                                                 for m in annotation.__metadata__})]
    if origin in (typing.Union, types.UnionType):
        return functools.reduce(operator.or_, (pydantic_type(a, extra) for a in args))
    if origin is list:
        return list[pydantic_type(args[0], extra)]
    if origin is dict:
        return dict[pydantic_type(args[0], extra), pydantic_type(args[1], extra)]
    if isinstance(annotation, type) and issubclass(annotation, s._Typed):
        return model_of(annotation, extra)
    return annotation


@functools.cache
def model_of(cls: type, extra: str = "forbid") -> type[BaseModel]:
    """The pydantic model of a step class (strict, frozen), built with `pydantic.create_model`; `extra`:
    "forbid" as the constructors are, "ignore" as the parse is."""
    fields: dict[str, Any] = {}
    for name, (annotation, default) in cls._fields().items():
        kind = pydantic_type(annotation, extra)
        if default is s._MISSING:
            fields[name] = (kind, ...)
        elif isinstance(default, s._Factory):
            fields[name] = (kind, Field(default_factory=default.make))
        else:
            fields[name] = (kind, default)
    return create_model(cls.__name__, __config__=ConfigDict(extra=extra, frozen=True, strict=True), **fields)


TYPED = {cls.__name__: cls for cls in (*s.STEPS.values(), s.Pick, s.ChargeDice)}


@functools.cache
def arguments(cls: type) -> st.SearchStrategy[dict]:
    """Keyword arguments for a step: its fields (valid, or each valid or not), some left out, maybe an
    unknown one."""
    model = model_of(cls)

    def kwargs(kind: Any) -> st.SearchStrategy[dict]:
        fields = model.model_fields
        required = {n: kind(f.rebuild_annotation()) for n, f in fields.items() if f.is_required()}
        optional = {n: kind(f.rebuild_annotation()) for n, f in fields.items() if not f.is_required()}
        return st.fixed_dictionaries(required, optional=optional) | st.fixed_dictionaries({}, optional=optional)

    unknown = st.dictionaries(st.sampled_from(["pick", "extra", "do", "_given"]), ODD, max_size=1)
    odd = st.builds(lambda a, b: {**a, **b}, kwargs(values), unknown)
    return st.one_of(kwargs(valid), odd)


def valid(annotation: Any) -> st.SearchStrategy[Any]:
    """Mostly what the annotation allows (its bounds aside)."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is Annotated:
        return valid(args[0])
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
        return st.fixed_dictionaries({n: valid(f.rebuild_annotation()) for n, f in fields.items() if f.is_required()},
                                     optional={n: valid(f.rebuild_annotation()) for n, f in fields.items()
                                               if not f.is_required()})
    simple = {str: st.text(max_size=4), int: st.integers(-3, 2 * 10**6), bool: st.booleans(), type(None): st.none()}
    return simple[annotation] if annotation in simple else st.one_of(ODD, st.dictionaries(st.text(max_size=2), ODD,
                                                                                   max_size=2))


def verdict(build: Any) -> Any:
    try:
        return build()
    except (ValidationError, s.StepError) as err:
        return type(err)


@pytest.mark.parametrize("name", sorted(TYPED))
@settings(settings.default, deadline=None, max_examples=80)
@given(data=st.data())
def test_a_step_accepts_what_pydantic_accepts_and_gives_the_same_dict(name, data):
    cls = TYPED[name]
    kwargs = data.draw(arguments(cls))
    theirs, ours = verdict(lambda: model_of(cls)(**kwargs)), verdict(lambda: cls(**kwargs))
    assert (theirs is ValidationError) == (ours is s.StepError), (kwargs, theirs, ours)
    if ours is not s.StepError:
        dump = theirs.model_dump(exclude_unset=True, exclude_none=True)
        assert same(s._dump(ours), dump), (kwargs, s._dump(ours), dump)
    if cls in s.STEPS.values():  # the parse: the same, but keys it does not declare are ignored
        raw = {k: v for k, v in kwargs.items() if k != "do"}
        theirs = verdict(lambda: model_of(cls, "ignore").model_validate(raw))
        ours = verdict(lambda: s.parse({"do": cls.do, **raw}))
        assert (theirs is ValidationError) == (ours is s.StepError), (raw, theirs, ours)
        if ours is not s.StepError:
            assert same(ours.step(), {"do": cls.do, **theirs.model_dump(exclude_unset=True, exclude_none=True)})


def test_nested_steps_given_as_instances_and_frozen_steps():
    pick, dice = s.Pick(consumer="tayg", picks=[0]), s.ChargeDice(pool="combat-dice", count=2)
    assert s.Activate(item="axe", chargeDice=dice, offers=[pick]).step() == {
        "do": "activate", "item": "axe", "chargeDice": {"pool": "combat-dice", "count": 2},
        "offers": [{"consumer": "tayg", "picks": [0]}]}
    with pytest.raises(s.StepError):
        s.Activate(item="axe", offers=[s.ChargeDice(pool="x", count=1)])  # not a Pick, not a dict
    with pytest.raises(s.StepError):  # found by the comparison: a nested step's dict with a key that is no name
        s.Activate(item="axe", chargeDice={1: 2})
    with pytest.raises(ValidationError):
        model_of(s.Activate)(item="axe", chargeDice={1: 2})
    with pytest.raises(s.StepError):
        pick.consumer = "other"
    assert s.StartTurn() == s.StartTurn() and hash(s.StartTurn()) == hash(s.StartTurn())
    changed = s.Activate(item="axe", picks=[0]).but(offers=[pick])
    assert changed.step() == {"do": "activate", "item": "axe", "picks": [0], "offers": [{"consumer": "tayg",
                                                                                         "picks": [0]}]}


def test_typed_steps_run_in_the_engine_as_their_dicts_do():
    session = Session(json.loads(json.dumps(SAMPLE)))
    for typed in (s.StartEncounter(), s.StartTurn(), s.Damage(amount=3), s.Heal(amount=2), s.EndTurn(),
                  s.EndEncounter()):
        result = session.apply(typed.step())
        assert result.ok, (typed, result.message)


def test_by_and_the_damage_type_are_declared_and_read():
    """Issue 24: `by` on every step (Session.apply prefixes its log lines) and `type` on Damage."""
    session = Session(json.loads(json.dumps(SAMPLE)))
    result = session.apply(s.Damage(amount=4, type="fire", by="  GM  ").step())
    assert result.ok and result.log[0] == "GM: Took 4 fire damage"
    assert session.apply(s.StartEncounter(by="").step()).log == ["Encounter started"]  # blank: nobody named
    refused = session.apply({"do": "heal", "amount": 1, "by": ["GM"]})
    assert (refused.ok, refused.code, refused.message) == (False, "invalidStep", "'by' has the wrong type (list)")
    assert describe_step(s.Damage(amount=4, type="fire", by="GM").step()) == "Damage (4)"


def test_apply_step_hands_the_handler_the_parsed_step(monkeypatch):
    seen = []
    monkeypatch.setitem(HANDLERS, s.Heal, lambda ctx, step: seen.append(step))
    assert apply_step(object(), {"do": "heal", "amount": 2, "note": "ignored"}) == s.Heal(amount=2)
    assert seen == [s.Heal(amount=2)]


def test_no_ui_or_table_code_writes_a_step_dict_by_hand():
    """They build steps with the typed constructors (issue 24): a `"do":` key in their source is a step
    written by hand, which the constructors would have checked where it is built."""
    found = [f"{path.relative_to(ROOT)}:{number}" for folder in ("ui", "table", "views")
             for path in sorted((ROOT / "sheet_app" / folder).rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if '"do":' in line]
    assert found == []
