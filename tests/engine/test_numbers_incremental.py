"""The derived numbers and the tags, patched after each action by what it wrote (engine/numbers.py `derive`
from the last derivation, world.Character's tag parts), equal those derived from nothing: Hypothesis over
random actions, undo and redo included, on a character whose numbers rules read states, implied
conditions, the level, the stats, the HP, the wounds, a pool's count, one another's numbers and an immunity."""
from __future__ import annotations

import copy
import json
from typing import Any

from bench_generator import generate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheet_app.engine.dice import SeededRoller
from sheet_app.engine.pools import pool_tag_name
from sheet_app.engine.session import Session
from sheet_app.engine.world import Character


def _doc() -> dict[str, Any]:
    doc = generate.make_character(seed=2, items=14, rules=48, pools=6)
    charge = next(rule["identifier"] for item in doc["items"] for rule in item["rules"]
                  if rule["type"] == "chargePool" and rule["scope"] != "actor")
    counted = f"self:{pool_tag_name(charge)}ChargePool"
    rules: list[dict[str, Any]] = [
        {"type": "abilityBonus", "value": "1", "abilities": ["strength"], "predicate": {"self": "raging"}},
        {"type": "abilityBonus", "value": "@level // 3", "abilities": ["dexterity"]},
        {"type": "armorClass", "formula": "@walk // 2", "mode": "add", "predicate": {"level": {"min": 3}}},
        {"type": "armorClass", "formula": "15", "mode": "override", "predicate": {"self": "hampered"}},
        {"type": "skillBonus", "value": "@armor // 4", "skills": ["stealth"], "predicate": {"self": "bloodied"}},
        {"type": "skillBonus", "value": "2", "skills": ["might"], "predicate": {counted: {"min": 1}}},
        {"type": "savingThrowBonus", "value": "@hpMax // 5", "savingThrows": ["all"]},
        {"type": "skillRollMode", "value": 1, "skills": ["might"], "predicate": {"self": "wounded"}},
        {"type": "savingThrowRollMode", "value": -1, "target": "all", "predicate": {"self": "prone"}},
        {"type": "initiativeBonus", "value": "@stealth + @woundsMax"},
        {"type": "initiativeRollMode", "value": 1, "mode": "adjust", "predicate": {"dexterity": {"min": 3}}},
        {"type": "speedBonus", "value": "@strength", "predicate": {"self": "hasted"}},
        {"type": "speedBonus", "value": "@walk", "movementType": "climb"},
        {"type": "grantMovement", "mode": "fly", "speed": "@level", "predicate": {"self": "fullHp"}},
        {"type": "maxHpBonus", "value": 2, "perLevel": True},
        {"type": "maxWounds", "value": "@level // 4", "predicate": {"$not": "self:dying"}},
        {"type": "conditionImmunity", "conditions": ["hampered"], "predicate": {"level": {"min": 5}}},
        {"type": "grantProficiency", "proficiencyType": "armor", "values": ["heavy"],
         "predicate": {"self": "raging"}},
    ]
    doc["items"].append({"id": "numbers", "name": "Numbers", "type": "feature",
                         "rules": [dict(rule, id=f"n{at}") for at, rule in enumerate(rules)]})
    doc["items"].append({"id": "plate", "name": "Plate", "type": "object", "objectType": "armor", "equipped": False,
                         "rules": [{"id": "plate-ac", "type": "armorClass", "formula": "3", "mode": "add"}]})
    doc["states"] = []
    return doc


DOC = _doc()
STATES = ("raging", "hasted", "hidden")
CONDITIONS = ("prone", "grappled", "slowed", "dying", "stunned")
ARMOR = ("@dexterity", "10 + @level", "@walk")


def _kinds() -> dict[str, st.SearchStrategy[Any]]:
    """The actions drawn, by kind: each moves something a number or a tag follows from."""
    on = st.booleans()

    def set_field(field: str, values: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        return st.builds(lambda value: {"do": "set", "field": field, "value": value}, values)

    return {
        "state": st.builds(lambda name, flag: {"do": "state", "name": name, "on": flag}, st.sampled_from(STATES), on),
        "condition": st.builds(lambda name, flag: {"do": "condition", "name": name, "on": flag},
                               st.sampled_from(CONDITIONS), on),
        "damage": st.builds(lambda amount: {"do": "damage", "amount": amount}, st.integers(1, 9)),
        "heal": st.builds(lambda amount: {"do": "heal", "amount": amount}, st.integers(1, 9)),
        "level": set_field("level", st.integers(1, 8)),
        "stat": set_field("stats.dexterity", st.integers(-1, 4)),
        "walk": set_field("movement.walk", st.integers(0, 8)),
        "armor": set_field("armor.baseValue", st.sampled_from(ARMOR)),
        "skill": set_field("skills.stealth.points", st.integers(0, 3)),
        "wounds": set_field("wounds.current", st.integers(0, 3)),
        "hpMax": set_field("hp.max", st.integers(4, 20)),
        "equip": st.builds(lambda flag: {"do": "equip", "item": "plate", "on": flag}, on),
        "editRule": st.builds(lambda value: {"do": "editRule", "item": "numbers", "rule": 1, "set": {"value": value}},
                              st.sampled_from(("@level // 3", "@level", "1"))),
        "encounter": st.sampled_from(({"do": "startEncounter"}, {"do": "endEncounter"})),
        "turn": st.just({"do": "startTurn"}),
        "rest": st.builds(lambda kind: {"do": "rest", "kind": kind}, st.sampled_from(("safe", "field"))),
        "pool": st.just("pool"),
    }


def _steps() -> st.SearchStrategy[Any]:
    return st.one_of(*_kinds().values(), st.just("undo"), st.just("redo"))


def _pool_step(session: Session, draw: int) -> dict[str, Any]:
    """A pool's count moved: a die set by hand, or a charge pool spent or refilled."""
    views = [view for view in session.char.pools().values() if view.active]
    view = views[draw % len(views)]
    if view.kind == "dice":
        if view.faces and draw % 3:
            return {"do": "setDie", "pool": view.pid, "index": 0, "face": 1 + draw % 4} if draw % 3 == 1 else \
                {"do": "removeDie", "pool": view.pid, "index": 0}
        return {"do": "rollDie", "pool": view.pid}
    return {"do": "setCharges", "pool": view.pid, "value": draw % (max(view.max, 0) + 1)}


def _seen(char: Character) -> dict[str, Any]:
    """What the derivation and the tags give: every number, the character's tags, the tags without the
    proficiencies, the proficiencies, and the pools' maxima (their formulas read the numbers)."""
    return {"numbers": char.numbers(), "tags": char.tags().as_list(),
            "base tags": char.tags_without_proficiencies().as_list(), "proficiencies": char.proficiencies(),
            "refs": char.refs(), "pools": {pid: view.summary() for pid, view in char.pools().items()}}


def _fresh(session: Session) -> Character:
    fresh = Character(copy.deepcopy(session.doc), session.char.items)
    fresh.refresh(None)
    return fresh


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(_steps(), st.integers(0, 99)), min_size=1, max_size=25))
def test_numbers_and_tags_patched_by_each_action_equal_those_derived_anew(script: list[tuple[Any, int]]) -> None:
    session = Session(json.loads(json.dumps(DOC)), roller=SeededRoller(7))
    assert _seen(session.char) == _seen(_fresh(session))
    for number, (step, draw) in enumerate(script):
        if step == "undo":
            session.undo()
        elif step == "redo":
            session.redo()
        else:
            session.apply(_pool_step(session, draw) if step == "pool" else step)
        assert _seen(session.char) == _seen(_fresh(session)), f"after step {number}: {step}"


@settings(max_examples=30, deadline=None)
@given(st.data())
def test_every_kind_of_step_drawn_runs(data: st.DataObject) -> None:
    """Each kind of action the check above draws runs on the character (it compares actions, not refusals),
    once the encounter it may need has started."""
    session = Session(json.loads(json.dumps(DOC)), roller=SeededRoller(7))
    assert session.apply({"do": "startEncounter"}).ok
    for kind, drawn in _kinds().items():
        step = data.draw(drawn, label=kind)
        if step == {"do": "startEncounter"}:
            continue
        result = session.apply(_pool_step(session, data.draw(st.integers(0, 99))) if step == "pool" else step)
        assert result.ok, (kind, step, result.code, result.message)


def test_the_script_reaches_what_it_is_meant_to() -> None:
    """The character's rules each answer both ways over a few of those actions (so the check above compares
    numbers that do move): the implied condition, the immunity, the pool's count, bloodied, fullHp."""
    session = Session(json.loads(json.dumps(DOC)), roller=SeededRoller(7))
    before = session.char.numbers()
    for step in ({"do": "condition", "name": "prone", "on": True}, {"do": "state", "name": "raging", "on": True},
                 {"do": "damage", "amount": 8}, {"do": "set", "field": "level", "value": 5},
                 {"do": "equip", "item": "plate", "on": True}):
        assert session.apply(step).ok, step
        assert _seen(session.char) == _seen(_fresh(session)), step
    after = session.char.numbers()
    assert after["strength"] == before["strength"] + 1  # raging
    assert after["fly"] == 0 != before["fly"]  # fullHp no longer
    assert after["mode.save.strength"] == before["mode.save.strength"] - 1  # prone
    assert "proficiency:armor:heavy" in session.char.tags()
    assert "self:hampered" not in session.char.tags()  # immune at level 5
    assert session.apply({"do": "set", "field": "level", "value": 4}).ok
    assert "self:hampered" in session.char.tags() and session.char.numbers()["armor"] == 15
