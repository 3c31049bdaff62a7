"""The derived numbers and the tags, patched after each action by what it wrote (engine/numbers.py `derive`
from the last derivation, world.Character's tag parts), equal those derived from nothing: Hypothesis over
random actions, undo and redo included, on a character whose numbers rules read states, implied
conditions, the level, the stats, the HP, the wounds, a pool's count, one another's numbers and an immunity;
and on one whose numbers read no state (a state turned on keeps them), with items that give tags and
proficiencies added, deleted and equipped."""
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


def _play_against_fresh(session: Session, script: list[tuple[Any, int]], as_step: Any) -> None:
    """Each (step, draw) of the script played (undo, redo, or `as_step(step, draw)` applied), and after each
    what the session derived equal to what a character derived from its document anew gives."""
    assert _seen(session.char) == _seen(_fresh(session))
    for number, (step, draw) in enumerate(script):
        if step == "undo":
            session.undo()
        elif step == "redo":
            session.redo()
        else:
            session.apply(as_step(step, draw))
        assert _seen(session.char) == _seen(_fresh(session)), f"after step {number}: {step}"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(_steps(), st.integers(0, 99)), min_size=1, max_size=25))
def test_numbers_and_tags_patched_by_each_action_equal_those_derived_anew(script: list[tuple[Any, int]]) -> None:
    session = Session(json.loads(json.dumps(DOC)), roller=SeededRoller(7))
    _play_against_fresh(session, script, lambda step, draw: _pool_step(session, draw) if step == "pool" else step)


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


# ---- a character whose numbers read no state: a state turned on keeps them, the tags are patched by part ----

def _quiet_doc() -> dict[str, Any]:
    """The bench's eleven numbers rules (tests/bench/bench_numbers.py: no condition reads a state; Grant
    Movement's fly reads the walk), a Grant Proficiency without condition, a shield, armor with an Armor
    Class rule, and an ancestry added and deleted by the script (its tag is an item's part of the tags)."""
    doc = generate.make_character(seed=3, items=12, rules=40, pools=5)
    rules: list[dict[str, Any]] = [
        {"type": "abilityBonus", "value": "1", "abilities": ["strength"], "predicate": {"level": {"min": 2}}},
        {"type": "armorClass", "formula": "2", "mode": "add"},
        {"type": "skillBonus", "value": "@level // 2", "skills": ["stealth", "might"]},
        {"type": "savingThrowBonus", "value": "1", "savingThrows": ["all"]},
        {"type": "skillRollMode", "value": 1, "skills": ["might"]},
        {"type": "savingThrowRollMode", "value": 0, "target": "disadvantaged"},
        {"type": "initiativeBonus", "value": "@dexterity + @walk"},
        {"type": "initiativeRollMode", "value": 1, "mode": "adjust"},
        {"type": "speedBonus", "value": "@strength"},
        {"type": "maxHpBonus", "value": 2, "perLevel": True},
        {"type": "grantMovement", "mode": "fly"},
        {"type": "grantProficiency", "proficiencyType": "armor", "values": ["shields"]},
    ]
    doc["items"].append({"id": "numbers", "name": "Numbers", "type": "feature",
                         "rules": [dict(rule, id=f"q{at}") for at, rule in enumerate(rules)]})
    doc["items"].append({"id": "plate", "name": "Plate", "type": "object", "objectType": "armor", "equipped": False,
                         "rules": [{"id": "plate-ac", "type": "armorClass", "formula": "3", "mode": "add"}]})
    doc["items"].append({"id": "buckler", "name": "Buckler", "type": "object", "objectType": "shield",
                         "equipped": False, "rules": []})
    doc["states"] = []
    return doc


QUIET = _quiet_doc()
ELF = {"id": "elf", "name": "Elf", "type": "ancestry",  # its tag and its language come and go with it
       "rules": [{"id": "elf-tongue", "type": "grantProficiency", "proficiencyType": "languages",
                  "values": ["Elvish"]}]}
QUIET_STATES = ("hidden", "raging", "concentrating")
QUIET_CONDITIONS = ("grappled", "restrained", "slowed", "prone", "dying", "unconscious", "poisoned")


def _quiet_kinds() -> dict[str, st.SearchStrategy[Any]]:
    """State, condition, stat, level, item and HP steps (undo and redo are drawn beside them)."""
    on = st.booleans()
    return {
        "state": st.builds(lambda name, flag: {"do": "state", "name": name, "on": flag},
                           st.sampled_from(QUIET_STATES), on),
        "condition": st.builds(lambda name, flag: {"do": "condition", "name": name, "on": flag},
                               st.sampled_from(QUIET_CONDITIONS), on),
        "stat": st.builds(lambda stat, value: {"do": "set", "field": f"stats.{stat}", "value": value},
                          st.sampled_from(("strength", "dexterity")), st.integers(-1, 4)),
        "level": st.builds(lambda value: {"do": "set", "field": "level", "value": value}, st.integers(1, 6)),
        "walk": st.builds(lambda value: {"do": "set", "field": "movement.walk", "value": value}, st.integers(0, 8)),
        "wounds": st.builds(lambda value: {"do": "set", "field": "wounds.current", "value": value}, st.integers(0, 2)),
        "damage": st.builds(lambda amount: {"do": "damage", "amount": amount}, st.integers(1, 9)),
        "heal": st.builds(lambda amount: {"do": "heal", "amount": amount}, st.integers(1, 9)),
        "equip": st.builds(lambda item, flag: {"do": "equip", "item": item, "on": flag},
                           st.sampled_from(("plate", "buckler")), on),
        "lineage": st.just("lineage"),
        "pool": st.just("pool"),
    }


def _quiet_step(session: Session, step: Any, draw: int) -> dict[str, Any]:
    if step == "pool":
        return _pool_step(session, draw)
    if step == "lineage":  # the ancestry added when it is not there, else deleted
        return {"do": "deleteItem", "item": "elf"} if session.char.item_taken("elf") else \
            {"do": "addItem", "raw": copy.deepcopy(ELF)}
    return step  # type: ignore[no-any-return]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.one_of(*_quiet_kinds().values(), st.just("undo"), st.just("redo")),
                          st.integers(0, 99)), min_size=1, max_size=25))
def test_tags_kept_by_part_and_numbers_kept_across_states_equal_those_built_anew(script: list[tuple[Any, int]]) -> None:
    """On a character whose numbers read no state, after every state, condition, stat, level, item, HP, pool,
    undo and redo step, the cached tags (patched by part), the numbers (kept across a state that the speeds'
    conditions do not read) and everything derived from them equal those of the document derived anew."""
    session = Session(json.loads(json.dumps(QUIET)), roller=SeededRoller(5))
    _play_against_fresh(session, script, lambda step, draw: _quiet_step(session, step, draw))


@settings(max_examples=20, deadline=None)
@given(st.data())
def test_every_quiet_kind_of_step_runs(data: st.DataObject) -> None:
    """Each kind the check above draws runs on that character (it compares actions, not refusals); the pool
    steps are the first character's (`test_every_kind_of_step_drawn_runs`), a die rolled into a full pool is
    refused."""
    session = Session(json.loads(json.dumps(QUIET)), roller=SeededRoller(5))
    for kind, drawn in _quiet_kinds().items():
        if kind == "pool":
            continue
        step = data.draw(drawn, label=kind)
        for _ in range(2 if kind == "lineage" else 1):  # the ancestry added, then deleted
            result = session.apply(_quiet_step(session, step, data.draw(st.integers(0, 99))))
            assert result.ok, (kind, step, result.code, result.message)


def test_a_state_no_number_reads_keeps_the_numbers_and_one_the_speeds_read_does_not() -> None:
    """Turning on a state the speeds' conditions do not read keeps the very numbers (no derivation) and
    patches the tags; grappled stops every speed, and its undo gives the last numbers back."""
    session = Session(json.loads(json.dumps(QUIET)), roller=SeededRoller(5))
    char = session.char
    kept, tags = char.numbers(), char.tags()
    assert session.apply({"do": "state", "name": "hidden", "on": True}).ok
    assert char.numbers() is kept
    assert char.tags().difference(tags) == {"self:hidden"}
    assert kept["walk"] > 0 and kept["fly"] == kept["walk"]
    assert session.apply({"do": "condition", "name": "grappled", "on": True}).ok
    assert char.numbers() is not kept
    assert char.numbers()["walk"] == char.numbers()["fly"] == 0
    assert {"self:grappled", "self:restrained", "self:hampered"} <= char.tags().as_frozenset()
    assert session.undo().ok
    assert char.numbers() == kept and "self:grappled" not in char.tags()
    assert _seen(char) == _seen(_fresh(session))
