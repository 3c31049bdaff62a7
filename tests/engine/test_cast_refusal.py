"""`spells.cast_refusal` (character.md §13, §14.2): the read-only answer the sheet greys Cast with is the
refusal the cast itself gives, code and message, in every situation below (and no refusal when it casts)."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from sheet_app.engine import steps
from sheet_app.engine.dice import ExtremeRoller
from sheet_app.engine.session import Session
from sheet_app.engine.spells import cast_refusal

ROOT = Path(__file__).resolve().parents[2]
MAGE = json.loads((ROOT / "resources" / "sample-mage.json").read_text(encoding="utf-8"))
HIGH = {"id": "meteor", "name": "Meteor", "type": "spell", "tier": 4, "school": "fire",
        "activation": {"cost": {"type": "action", "quantity": 1}}}
CHARGED = {"id": "ward-rune", "name": "Ward Rune", "type": "spell", "tier": 0, "rules": [
    {"id": "rune-pool", "type": "chargePool", "identifier": "rune", "max": "1"},
    {"id": "rune-cost", "type": "chargeConsumer", "poolIdentifier": "rune", "cost": "1"}]}

SITUATIONS: dict[str, list[dict[str, Any]]] = {
    "as it is": [],
    "no mana": [steps.Set(field="mana.current", value=0).step()],
    "1 mana": [steps.Set(field="mana.current", value=1).step()],
    "silenced": [steps.Condition(name="silenced").step()],
    "dead": [steps.State(name="dead", on=True).step()],
    "an encounter": [steps.StartEncounter().step()],
    "1 action left": [steps.StartEncounter().step(), steps.Set(field="actions.current", value=1).step()],
    "no actions": [steps.StartEncounter().step(), steps.Set(field="actions.current", value=0).step()],
    "stunned in an encounter": [steps.StartEncounter().step(), steps.Condition(name="stunned").step()],
    "stunned outside one": [steps.Condition(name="stunned").step()],
    "no actions outside one": [steps.Set(field="actions.current", value=0).step()],
}


def session(situation: str) -> Session:
    doc = copy.deepcopy(MAGE)
    doc["items"] += [copy.deepcopy(HIGH), copy.deepcopy(CHARGED)]
    found = Session(doc, roller=ExtremeRoller(False))
    for step in SITUATIONS[situation]:
        result = found.apply(step)
        assert result.ok, (step, result.message)
    return found


@pytest.mark.parametrize("situation", list(SITUATIONS))
def test_the_refusal_is_the_casts_own(situation: str) -> None:
    live = session(situation)
    before = copy.deepcopy(live.doc)
    for index, item in enumerate(live.char.items):
        if item.fields.type != "spell":
            continue
        seen = live.preview(steps.Cast(item=item.key).step(), ExtremeRoller(False))
        expected = ("", "") if seen.ok else (seen.code, seen.message)
        assert cast_refusal(live.char, index) == expected, (situation, item.name)
    assert live.doc == before  # read-only


def test_the_refusals_in_the_games_words() -> None:
    live = session("no mana")
    kindle = live.char.find_item("kindle")
    assert cast_refusal(live.char, kindle) == ("insufficientMana", "Kindle needs 1 mana, 0 left")
    assert cast_refusal(live.char, live.char.find_item("frost-needle")) == ("", "")  # a cantrip costs none
    live = session("1 action left")
    assert cast_refusal(live.char, kindle) == ("noActions", "Kindle needs 2 actions, 1 left")
    live = session("silenced")
    assert cast_refusal(live.char, kindle) == ("conditionPrevents", "silenced: Kindle cannot be cast")
    live = session("stunned in an encounter")
    assert cast_refusal(live.char, kindle)[0] == "conditionPrevents"
    # A tier above the highest unlocked casts (with a warning line): it is not refused.
    assert cast_refusal(session("as it is").char, len(MAGE["items"])) == ("", "")


def test_a_spells_charges_and_an_upcast_are_the_casts_own_too() -> None:
    live = session("as it is")
    rune = live.char.find_item("ward-rune")
    assert live.apply(steps.Cast(item="ward-rune").step()).ok
    seen = live.preview(steps.Cast(item="ward-rune").step(), ExtremeRoller(False))
    assert not seen.ok and cast_refusal(live.char, rune) == (seen.code, seen.message)
    kindle = live.char.find_item("kindle")
    seen = live.preview(steps.Cast(item="kindle", mana=9).step(), ExtremeRoller(False))
    assert cast_refusal(live.char, kindle, 9) == (seen.code, seen.message) and seen.code == "invalidUpcast"
