"""Toggles' event index (engine/toggles.py `event_index`): a settle that asks only the toggles an event can
reach does exactly what asking every toggle does, over generated characters and actions, undo and redo."""
from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheet_app.engine import toggles
from sheet_app.engine.dice import SeededRoller
from sheet_app.engine.model import TOGGLE_OFF_EVENTS, TOGGLE_ON_EVENTS
from sheet_app.engine.session import Session

STATES = ("raging", "hasted", "blessed", "dying")
CONDITIONS = (None, {"self": "raging"}, {"$not": "self:hasted"}, {"level": {"min": 3}}, {"self": "bloodied"},
              {"self:furyDicePool": {"min": 1}}, {"type": "feature"})


def _toggle(rng: random.Random, n: int) -> dict[str, Any]:
    rule: dict[str, Any] = {"type": "toggleEffect", "identifier": rng.choice(("rage", "haste", f"t{n}", "")),
                            "label": f"Toggle {n}", "tags": [f"self:{rng.choice(STATES)}"],
                            "turnOff": rng.sample(TOGGLE_OFF_EVENTS, rng.randint(0, 3)),
                            "clearPoolsOnEnd": rng.choice(([], ["fury"]))}
    if rng.random() < 0.4:
        rule["endAfterInactiveRounds"] = rng.randint(1, 2)
    if (pred := rng.choice(CONDITIONS)) is not None:
        rule["predicate"] = pred
    return rule


def _modify(rng: random.Random) -> dict[str, Any]:
    rule: dict[str, Any] = {"type": "modifyToggle", "toggleIdentifier": rng.choice(("rage", "haste", "t1", "t2")),
                            "suppressTurnOff": rng.sample(TOGGLE_OFF_EVENTS, rng.randint(0, 2)),
                            "turnOn": rng.sample(TOGGLE_ON_EVENTS, rng.randint(0, 2)),
                            "disabled": rng.random() < 0.15}
    if (pred := rng.choice(CONDITIONS)) is not None:
        rule["predicate"] = pred
    return rule


def character(seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    items: list[dict[str, Any]] = [
        {"id": "fury", "name": "Fury", "type": "feature",
         "rules": [{"type": "dicePool", "identifier": "fury", "label": "Fury Dice", "dieSize": "d6", "max": "3",
                    "initial": "zero", "refills": [{"trigger": "onTurnStart", "mode": "add", "value": "1"}]}]},
        {"id": "axe", "name": "Axe", "type": "object", "equipped": True,
         "attack": {"delivery": "melee", "damage": "1d8"}, "rules": []}]
    for n in range(rng.randint(2, 7)):
        rules = [_toggle(rng, n) for _ in range(rng.randint(1, 2))] + [_modify(rng) for _ in range(rng.randint(0, 2))]
        item: dict[str, Any] = {"id": f"i{n}", "name": f"Item {n}", "type": rng.choice(("feature", "object")),
                                "rules": rules}
        if item["type"] == "object":
            item["equipped"] = rng.random() < 0.7
        items.append(item)
    return {"format": "sheet/1", "name": "T", "level": rng.randint(1, 6), "hp": {"current": 12, "max": 12},
            "wounds": {"current": 0, "max": 6}, "items": items}


def _step(rng: random.Random, session: Session) -> dict[str, Any]:
    items = [item.key for item in session.char.items]
    return rng.choice((
        {"do": "startTurn"}, {"do": "endTurn"}, {"do": "startEncounter"}, {"do": "endEncounter"},
        {"do": "activate", "item": rng.choice(items)}, {"do": "activate", "item": rng.choice(items)},
        {"do": "state", "name": rng.choice(STATES), "on": rng.random() < 0.6},
        {"do": "damage", "amount": rng.randint(1, 8)}, {"do": "heal", "amount": rng.randint(1, 8)},
        {"do": "rest", "kind": rng.choice(("safe", "field"))}, {"do": "fire", "trigger": "onWound"},
        {"do": "equip", "item": rng.choice(items), "on": rng.random() < 0.5},
        {"do": "enableRule", "item": rng.choice(items), "rule": 0, "on": rng.random() < 0.5},
        {"do": "undo"}, {"do": "redo"}))


def _everything(char: Any) -> toggles.EventIndex:
    """The index that reaches every toggle on every event: what settling asked before the index."""
    places = tuple(range(len(toggles.toggles(char))))
    return toggles.EventIndex(dict.fromkeys(TOGGLE_OFF_EVENTS, places), places, dict.fromkeys(TOGGLE_ON_EVENTS, places))


def _run(seed: int, doc: dict[str, Any], steps: int, index: Any) -> list[tuple[Any, ...]]:
    """Each step's outcome, the log and the document after it, with `event_index` as given."""
    rng = random.Random(seed)
    session = Session(copy.deepcopy(doc), roller=SeededRoller(seed))
    original = toggles.event_index
    toggles.event_index = index
    try:
        found = []
        for _ in range(steps):
            step = _step(rng, session)
            if step["do"] == "undo":
                result = session.undo()
            elif step["do"] == "redo":
                result = session.redo()
            else:
                result = session.apply(step)
            found.append((step, result.ok, result.code, list(result.log), session.document()))
        return found
    finally:
        toggles.event_index = original


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10_000))
def test_settling_by_the_event_index_does_what_asking_every_toggle_does(seed: int) -> None:
    doc = character(seed)
    narrow = _run(seed, doc, 40, toggles.event_index)
    wide = _run(seed, doc, 40, _everything)
    for at, (mine, want) in enumerate(zip(narrow, wide, strict=True)):
        assert mine == want, f"seed {seed}, step {at}: {mine[0]}"


def test_the_index_names_only_what_the_rules_say() -> None:
    doc = {"format": "sheet/1", "name": "T", "level": 3, "hp": {"current": 10, "max": 10}, "items": [
        {"id": "a", "name": "A", "type": "feature", "rules": [
            {"type": "toggleEffect", "identifier": "rage", "tags": ["self:raging"], "turnOff": ["onRest", "nope"]},
            {"type": "toggleEffect", "identifier": "haste", "tags": ["self:hasted"], "endAfterInactiveRounds": 1},
            {"type": "toggleEffect", "tags": ["self:blessed"]}]},
        {"id": "b", "name": "B", "type": "feature", "rules": [
            {"type": "modifyToggle", "toggleIdentifier": "haste", "turnOn": ["onTurnStart"], "disabled": True},
            {"type": "modifyToggle", "toggleIdentifier": "rage", "suppressTurnOff": ["onRest"]}]}]}
    index = toggles.event_index(Session(doc).char)
    assert index.ends == {"onRest": (0,)}  # an unknown event ends nothing
    assert index.idle == (1,)
    assert index.lights == {"onTurnStart": (1,)}  # a disabled rule too: whether it is active is asked then


@pytest.mark.parametrize("seed", [3, 17])
def test_generated_characters_end_and_turn_on_toggles(seed: int) -> None:
    """The generated steps reach what the index is for: toggles ended and turned on by events."""
    said = " ".join(line for *_rest, log, _doc in _run(seed, character(seed), 80, toggles.event_index)
                    for line in log)
    assert " ended: " in said
