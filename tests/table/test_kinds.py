"""Request kinds, declared once (protocol.KINDS): each round-trips through the table room's JSON, becomes
its declared step with the request's `by`, and the GM's dialog's step gives back the request's fields."""
from __future__ import annotations

import json

import pytest

from sheet_app.engine import steps
from sheet_app.table import protocol

EXAMPLES = {"damage": {"amount": 9, "type": "fire"}, "heal": {"amount": 4},
            "attacked": {"amount": 6, "type": "cold", "critical": True}, "giveItem": {"item": {"name": "Rope"}},
            "condition": {"condition": "slowed", "on": True, "turns": 2},
            "startEncounter": {}, "nextRound": {}, "endEncounter": {}}


def test_every_kind_has_an_example_and_declared_fields():
    assert set(EXAMPLES) == set(protocol.REQUEST_KINDS)
    for kind in protocol.KINDS:
        assert set(kind.fields) <= set(protocol.FIELDS), kind.id
        assert set(kind.fields.values()) <= set(kind.step._fields()), kind.id
        assert kind.answer in ("", "react", "offer")


@pytest.mark.parametrize("kind", sorted(EXAMPLES))
def test_a_kind_round_trips_and_becomes_its_step_with_by(kind):
    request = protocol.Request("r3", "*", kind, by="Mira the GM", **EXAMPLES[kind])
    again = protocol.parse_request(request.to_json())
    assert again == request
    step = steps.parse(again.step())
    declared = protocol.REQUEST_KINDS[kind]
    assert type(step) is declared.step and step.by == "Mira the GM"
    assert declared.fields_from(step.step()) == EXAMPLES[kind]
    assert again.describe()


def test_a_request_without_by_is_the_gms_and_a_bad_by_or_field_is_refused():
    assert protocol.parse_request(json.dumps({"id": "r1", "to": "*", "kind": "heal", "amount": 2})).by == "GM"
    for bad in ({"by": ""}, {"by": 5}, {"by": "x" * 500}, {"amount": -1}, {"amount": True}):
        with pytest.raises(protocol.RequestError):
            protocol.parse_request(json.dumps({"id": "r1", "to": "*", "kind": "heal", "amount": 2, **bad}))
    with pytest.raises(protocol.RequestError, match="item"):
        protocol.parse_request(json.dumps({"id": "r1", "to": "*", "kind": "giveItem"}))
    with pytest.raises(protocol.RequestError, match="unknown kind"):
        protocol.parse_request(json.dumps({"id": "r1", "to": "*", "kind": "smite"}))


def test_the_encounter_kinds_move_the_encounter():
    after = protocol.REQUEST_KINDS
    assert after["startEncounter"].encounter({}) == {"running": True, "round": 1}
    assert after["nextRound"].encounter({"running": True, "round": 2}) == {"running": True, "round": 3}
    assert after["nextRound"].encounter({"round": "junk"}) == {"running": True, "round": 2}
    assert after["endEncounter"].encounter({"running": True, "round": 4}) == {"running": False, "round": 0}
    assert [k.id for k in protocol.KINDS if k.everyone] == ["startEncounter", "nextRound", "endEncounter"]


def test_a_condition_request_removes_too_and_a_forged_one_is_refused_in_words():
    off = protocol.Request("r4", "*", "condition", condition="prone", on=False)
    again = protocol.parse_request(off.to_json())
    assert (again.on, again.turns, again.describe()) == (False, None, "Prone off")
    assert steps.parse(again.step()) == steps.Condition(name="prone", on=False, by="GM")
    assert protocol.REQUEST_KINDS["condition"].fields_from(again.step()) == {"condition": "prone", "on": False}
    assert protocol.Request("r5", "*", "condition", condition="slowed", turns=1).describe() == "Slowed on for 1 turn"
    base = {"id": "r1", "to": "*", "kind": "condition", "condition": "prone", "on": True}
    for bad, words in (({"condition": "raging"}, "'condition' must be one of the conditions"),
                       ({"condition": "bloodied"}, "'condition' must be one of"),  # derived: never applied
                       ({"condition": None}, "'condition'"), ({"condition": ["prone"]}, "'condition'"),
                       ({"on": "yes"}, "'on' must be true"), ({"on": None}, "'on' must be true"),
                       ({"turns": 0}, "'turns' must be"), ({"turns": True}, "'turns' must be"),
                       ({"turns": 10 ** 7}, "'turns' must be")):
        with pytest.raises(protocol.RequestError, match=words):
            protocol.parse_request(json.dumps({**base, **bad}))
    with pytest.raises(protocol.RequestError, match="'condition'"):
        protocol.make_request("*", "condition", condition="flying")
