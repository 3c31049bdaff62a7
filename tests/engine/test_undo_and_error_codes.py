"""Undo and redo restore the exact state over every action kind; every error code of play-format.md.
"""
from __future__ import annotations

from typing import Any

import pytest
from trigger_helpers import (
    character,
    charge_consumer,
    charge_pool,
    codes,
    dice_consumer,
    dice_pool,
    entry,
    faces,
    fails,
    feature,
    lines,
    ok,
    play,
    session,
    weapon,
)


# ---- undo and redo --------------------------------------------------------------------------------
def rich_doc() -> dict[str, Any]:
    return character(feature("rage", {"type": "toggleEffect", "tags": ["self:raging"], "clearPoolsOnEnd": ["fury"]},
                             dice_pool("fury", entry("onTurnStart", predicate={"self": "raging"}), max="@key",
                                       die="d4"),
                             dice_consumer("fury", "(@strength + @dexterity) * @n", effectType="damageReduction"),
                             activation={"pool": [{"poolType": "dice", "action": "rollDie",
                                                   "poolIdentifier": "fury"}]}),
                     weapon("wand", charge_pool("wand", entry("safeRest", "refresh"), initial="max"),
                            charge_consumer("wand"), damage="2d6", delivery="ranged"),
                     feature("arcana", {"type": "combatMana", "formula": "2"}))


UNDOABLE = [
    {"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}, {"do": "activate", "item": "rage"},
    {"do": "startTurn"},
    {"do": "activate", "item": "wand"}, {"do": "spend", "pool": "fury", "consumer": "rage", "picks": [0]},
    {"do": "attacked", "damage": 12, "type": "fire", "critical": True}, {"do": "damage", "amount": 9},
    {"do": "heal", "amount": 3}, {"do": "endTurn"}, {"do": "setDie", "pool": "fury", "index": 0, "face": 1},
    {"do": "rollDie", "pool": "fury"}, {"do": "removeDie", "pool": "fury", "index": 0},
    {"do": "rollCharge", "pool": "wand"}, {"do": "setCharges", "pool": "wand", "value": 0},
    {"do": "set", "field": "level", "value": 7}, {"do": "state", "name": "raging", "on": False},
    {"do": "equip", "item": "wand", "on": False}, {"do": "enableRule", "item": "rage", "rule": 1, "on": False},
    {"do": "fire", "trigger": "onKill"}, {"do": "endEncounter"}, {"do": "rest", "kind": "safe"},
]


def test_undo_and_redo_restore_the_exact_state_and_redo_never_rolls() -> None:
    doc = rich_doc()
    doc["items"][1]["rules"][0]["dieSize"] = "d6"  # so rollCharge can roll
    s = session(doc, dice=[2, 3, 1, 4, 3, 2, 4, 5, 6, 1, 2, 3, 4, 5, 6])
    start = s.document()
    for step in UNDOABLE:
        before = s.document()
        assert s.apply(step).ok, step
        after, left = s.document(), s.roller.remaining  # type: ignore[attr-defined]
        undo = s.apply({"do": "undo"})
        assert undo.ok and s.document() == before, step
        redo = s.apply({"do": "redo"})
        assert redo.ok and s.document() == after, step
        assert s.roller.remaining == left, step
    for _ in UNDOABLE:
        assert s.apply({"do": "undo"}).ok
    assert s.document() == start


def test_every_undoable_step_succeeded_in_the_undo_test() -> None:
    doc = rich_doc()
    doc["items"][1]["rules"][0]["dieSize"] = "d6"
    out = play(doc, UNDOABLE, dice=[2, 3, 1, 4, 3, 2, 4, 5, 6, 1, 2, 3, 4, 5, 6])
    assert out["errors"] == []


def test_undo_all_the_way_back_then_redo_all_the_way_forward() -> None:
    doc = rich_doc()
    s = session(doc, dice=[2, 3, 1, 4, 3, 2, 4])
    start = s.document()
    ok(s, *UNDOABLE[:8])
    end, left = s.document(), s.roller.remaining  # type: ignore[attr-defined]
    for _ in range(8):
        ok(s, {"do": "undo"})
    assert s.document() == start
    fails(s, {"do": "undo"}, "nothingToUndo")
    for _ in range(8):
        ok(s, {"do": "redo"})
    assert s.document() == end and s.roller.remaining == left  # type: ignore[attr-defined]
    fails(s, {"do": "redo"}, "nothingToRedo")


# Regression: undo used to write the recorded old value object itself back into the document, so a
# later write inside it (encounter.initiativeRolled) changed the record and a second undo went wrong.


def test_undo_redo_chains_over_every_action_kind() -> None:
    doc = rich_doc()
    doc["items"][1]["rules"][0]["dieSize"] = "d6"
    s = session(doc, dice=[2, 3, 1, 4, 3, 2, 4, 5, 6, 1, 2, 3, 4, 5, 6])
    history = [s.document()]
    for step in UNDOABLE:
        ok(s, step)
        history.append(s.document())
    left = s.roller.remaining  # type: ignore[attr-defined]
    for _ in range(2):  # twice: the second pass replays records the first pass already wrote back
        for n in range(len(UNDOABLE) - 1, -1, -1):
            ok(s, {"do": "undo"})
            assert s.document() == history[n], f"undo of {UNDOABLE[n]}"
        for n in range(1, len(UNDOABLE) + 1):
            ok(s, {"do": "redo"})
            assert s.document() == history[n], f"redo of {UNDOABLE[n - 1]}"
    assert s.roller.remaining == left  # type: ignore[attr-defined]


def test_undo_after_redo_restores_a_value_a_later_action_wrote_inside() -> None:
    s = session(character())
    history = [s.document()]
    for step in ({"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}, {"do": "endEncounter"}):
        ok(s, step)
        history.append(s.document())
    ok(s, {"do": "undo"}, {"do": "undo"}, {"do": "undo"}, {"do": "redo"}, {"do": "redo"}, {"do": "redo"})
    assert s.document() == history[3]
    ok(s, {"do": "undo"})
    assert s.document() == history[2]  # the encounter as it was, initiative rolled


def test_a_new_action_after_undo_discards_the_redo_history() -> None:
    s = session(rich_doc(), dice=[2])
    ok(s, {"do": "startTurn"}, {"do": "undo"}, {"do": "endTurn"})
    fails(s, {"do": "redo"}, "nothingToRedo")


def test_undo_and_redo_in_a_script_log_what_they_undid() -> None:
    out = play(rich_doc(), [{"do": "undo"}, {"do": "activate", "item": "rage"}, {"do": "undo"}, {"do": "redo"},
                            {"do": "redo"}], dice=[3])
    assert codes(out) == [(0, "nothingToUndo"), (4, "nothingToRedo")]
    assert lines(out, 2) == ["Undid Use rage"] and lines(out, 3) == ["Redid Use rage"]
    assert faces(out, "fury") == [3] and out["diceLeft"] == 0 and "raging" in out["states"]


# ---- every error code of play-format.md ----------------------------------------------------------
ERROR_CASES: dict[str, tuple[list[dict[str, Any]], list[int]]] = {
    "unknownItem": ([{"do": "activate", "item": "nothing"}], []),
    "unknownPool": ([{"do": "rollDie", "pool": "nothing"}], []),
    "unknownConsumer": ([{"do": "spend", "pool": "fury", "consumer": "wand", "picks": [0]}], []),
    "insufficientCharges": ([{"do": "setCharges", "pool": "wand", "value": 0}, {"do": "activate", "item": "wand"}], []),
    "insufficientDice": ([{"do": "spend", "pool": "fury", "consumer": "rage", "picks": []}], []),
    "badPicks": ([{"do": "rollDie", "pool": "fury"}, {"do": "spend", "pool": "fury", "consumer": "rage",
                                                      "picks": [1]}], [2]),
    "formulaError": ([{"do": "enableRule", "item": "broken", "rule": 0, "on": True},
                      {"do": "activate", "item": "broken"}], []),
    "diceExhausted": ([{"do": "activate", "item": "rage"}], []),
    "invalidStep": ([{"do": "rest", "kind": "long"}], []),
    "inactivePool": ([{"do": "enableRule", "item": "rage", "rule": 1, "on": False},
                      {"do": "rollDie", "pool": "fury"}], []),
    "notEquipped": ([{"do": "equip", "item": "wand", "on": False}, {"do": "activate", "item": "wand"}], []),
    "notEquippable": ([{"do": "equip", "item": "rage", "on": True}], []),
    "encounterRunning": ([{"do": "startEncounter"}, {"do": "startEncounter"}], []),
    "noEncounter": ([{"do": "endEncounter"}], []),
    "badDice": ([{"do": "activate", "item": "wand"}], [7, 1]),
    "nothingToUndo": ([{"do": "undo"}], []),
    "nothingToRedo": ([{"do": "redo"}], []),
}


def error_doc() -> dict[str, Any]:
    doc = rich_doc()
    doc["items"].append(feature("broken", charge_consumer("wand", cost="1 / 0", disabled=True)))
    return doc


def test_the_error_cases_cover_every_documented_code() -> None:
    documented = {"unknownItem", "unknownPool", "unknownConsumer", "insufficientCharges", "insufficientDice",
                  "badPicks", "formulaError", "diceExhausted", "invalidStep", "inactivePool", "notEquipped",
                  "notEquippable", "encounterRunning", "noEncounter", "badDice", "nothingToUndo", "nothingToRedo"}
    assert set(ERROR_CASES) == documented


@pytest.mark.parametrize("code", ERROR_CASES, ids=list(ERROR_CASES))
def test_every_error_code(code: str) -> None:
    steps, dice = ERROR_CASES[code]
    doc = error_doc()
    *setup, last = steps
    s = session(doc, dice=dice)
    ok(s, *setup)
    message = fails(s, last, code)
    assert message  # one clear message
    out = play(doc, steps, dice=dice)
    assert codes(out) == [(len(steps) - 1, code)] and out["errors"][0]["message"] == message


@pytest.mark.parametrize("step", [
    {"do": "fly"}, {"nodo": 1}, {"do": "rest"}, {"do": "fire", "trigger": "onSneeze"},
    {"do": "attacked", "damage": "12"}, {"do": "attacked", "damage": -1}, {"do": "damage", "amount": True},
    {"do": "activate", "item": "wand", "outcome": "graze"}, {"do": "spend", "pool": "fury", "consumer": "rage"},
    {"do": "spend", "pool": "fury", "consumer": "rage", "picks": [True]},
    {"do": "setDie", "pool": "fury", "index": 0, "face": 9}, {"do": "state", "name": "self:raging", "on": True},
    {"do": "state", "name": "raging"}, {"do": "set", "field": "hp", "value": 3},
    {"do": "set", "field": "level", "value": -1}, {"do": "enableRule", "item": "rage", "rule": 9, "on": False},
    {"do": "rollCharge", "pool": "wand"}, {"do": "rollDie", "pool": "fury"},
], ids=lambda step: str(step.get("do")))
def test_malformed_steps_are_invalid_and_change_nothing(step: dict[str, Any]) -> None:
    doc = rich_doc()
    doc["pools"] = {"fury": {"faces": [1, 2, 3]}}
    s = session(doc, dice=[1])
    fails(s, step, "invalidStep")


def test_a_failed_step_does_not_stop_the_script() -> None:
    out = play(rich_doc(), [{"do": "fly"}, {"do": "startTurn"}, {"do": "endEncounter"}, {"do": "endTurn"}])
    assert codes(out) == [(0, "invalidStep"), (2, "noEncounter")]
    assert [line["step"] for line in out["log"]] == [1, 3]


# ---- 0-based indices ------------------------------------------------------------------------------
def test_indices_are_zero_based_everywhere() -> None:
    doc = character(feature("f", charge_pool("a", initial="max"), charge_pool("b", initial="max"),
                            dice_pool("p", max="5"), dice_consumer("p", "@sum")),
                    pools={"p": {"faces": [1, 2, 3, 4]}})
    out = play(doc, [{"do": "enableRule", "item": "f", "rule": 0, "on": False},
                     {"do": "setDie", "pool": "p", "index": 0, "face": 6},
                     {"do": "removeDie", "pool": "p", "index": 1},
                     {"do": "spend", "pool": "p", "consumer": "f", "picks": [0]},
                     {"do": "removeDie", "pool": "p", "index": 2}])
    assert out["pools"]["a"]["active"] is False and out["pools"]["b"]["active"] is True
    assert faces(out, "p") == [3, 4] and "Spent 1 die of p (6): f 6" in lines(out, 3)
    assert codes(out) == [(4, "badPicks")] and "numbered from 0" in out["errors"][0]["message"]
    assert [line["step"] for line in out["log"]] == [0, 1, 2, 3]


def test_a_lower_max_logs_the_dice_it_drops() -> None:
    import json
    from pathlib import Path

    from sheet_app.engine.dice import ScriptedRoller
    from sheet_app.engine.session import Session

    doc = json.loads((Path(__file__).resolve().parents[2] / "resources" / "sample-berserker.json").read_text())
    session = Session(doc, roller=ScriptedRoller([3, 4, 2]))
    session.apply({"do": "activate", "item": "rage"})
    session.apply({"do": "startTurn"})
    result = session.apply({"do": "set", "field": "stats.strength", "value": 0})
    assert "Fury Dice: 1 die dropped (its max is now 2)" in result.log
    assert session.char.pools()["fury"].faces == [3, 4]


def test_settling_follows_a_long_chain_of_pools() -> None:
    from sheet_app.engine.dice import ScriptedRoller
    from sheet_app.engine.session import Session

    rules = []
    for n in range(12):
        rules.append({"type": "chargePool", "identifier": f"p{n}", "max": "1"})
        if n:
            rules.append({"type": "modifyPool", "poolType": "charge", "poolIdentifier": f"p{n}", "maxDelta": "-1",
                          "predicate": {"$and": [f"self:noP{n - 1}Charges"]}})
    session = Session({"format": "sheet/1", "name": "Chain", "items": [
        {"id": "c", "name": "Chain", "type": "feature", "rules": rules}]}, roller=ScriptedRoller([]))
    assert session.apply({"do": "setCharges", "pool": "p0", "value": 0}).ok
    pools = session.char.pools()
    assert all(0 <= pools[f"p{n}"].current <= pools[f"p{n}"].max for n in range(12))
