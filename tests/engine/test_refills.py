"""Refill modes of both pool kinds, pool references in their values, conditions judged on the state before
the event; combat mana; the pool gain message.
"""
from __future__ import annotations

from typing import Any

import pytest
from trigger_helpers import (
    character,
    charge_consumer,
    charge_pool,
    current,
    dice_consumer,
    dice_pool,
    entry,
    faces,
    fails,
    feature,
    in_order,
    lines,
    ok,
    play,
    session,
    weapon,
)


# ---- modes -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("mode, value, start, expected", [
    ("add", "2", 1, 3), ("add", "5", 1, 4), ("add", "-2", 3, 3),
    ("set", "2", 4, 2), ("set", "9", 0, 4), ("set", "0", 3, 0),
    ("refresh", "1", 1, 4), ("refresh", "1d6 + @nothing", 0, 4),
])
def test_charge_modes(mode: str, value: str, start: int, expected: int) -> None:
    doc = character(feature("f", charge_pool("c", entry("onTurnStart", mode, value), max="4")),
                    pools={"c": {"current": start}})
    out = play(doc, [{"do": "startTurn"}])
    assert out["errors"] == [] and current(out, "c") == expected  # refresh ignores its value: no dice drawn


@pytest.mark.parametrize("mode, value, start, dice, expected", [
    ("add", "1", [1], [5], [1, 5]),
    ("add", "3", [1, 2], [5], [1, 2, 5]),            # only as many as fit
    ("add", "0", [1], [], [1]),
    ("set", "2", [1, 2, 3], [5, 6], [5, 6]),          # discards every face, rolls the value
    ("set", "9", [1], [4, 5, 6], [4, 5, 6]),          # at most max
    ("refresh", "1", [1], [5, 6], [1, 5, 6]),         # rolls max - count, value ignored
    ("refresh", "1", [1, 2, 3], [], [1, 2, 3]),
    ("setIfEmpty", "2", [], [5, 6], [5, 6]),
    ("setIfEmpty", "2", [1], [], [1]),                # a non-empty pool is left alone
    ("clear", "1", [1, 2], [], []),
])
def test_dice_modes(mode: str, value: str, start: list[int], dice: list[int], expected: list[int]) -> None:
    doc = character(feature("f", dice_pool("p", entry("onTurnStart", mode, value), max="3")),
                    pools={"p": {"faces": start}})
    out = play(doc, [{"do": "startTurn"}], dice=dice)
    assert out["errors"] == [] and faces(out, "p") == expected and out["diceLeft"] == 0


def test_pool_references_in_refill_values() -> None:
    doc = character(feature("f",
                            charge_pool("c", entry("onTurnStart", "set", "@poolMax - 1"), max="5"),
                            charge_pool("d", entry("onTurnStart", "add", "@poolCurrent"), max="10"),
                            dice_pool("p", entry("onTurnStart", "add", "@poolMax - @poolCurrent - 1"), max="4"),
                            # each entry sees the count the earlier entries left
                            dice_pool("q", entry("onTurnStart", "add", "@poolCurrent"),
                                      entry("onTurnStart", "add", "@poolCurrent"), max="9")),
                    pools={"d": {"current": 3}, "p": {"faces": [1]}, "q": {"faces": [1]}})
    out = play(doc, [{"do": "startTurn"}], dice=[2, 2, 3, 4, 5])
    assert current(out, "c") == 4 and current(out, "d") == 6
    assert faces(out, "p") == [1, 2, 2] and faces(out, "q") == [1, 3, 4, 5]  # +1, then +2
    assert out["diceLeft"] == 0 and out["warnings"] == []


def test_a_dice_term_in_a_refill_value_is_rolled_before_the_dice_the_entry_adds() -> None:
    doc = character(feature("wand", charge_pool("wand", entry("safeRest", "add", "1d6+1"), max="10")),
                    feature("pool", dice_pool("p", entry("safeRest", "add", "1d3"), max="5")))
    out = play(doc, [{"do": "rest", "kind": "safe"}], dice=[4, 2, 5, 6])
    assert current(out, "wand") == 5 and faces(out, "p") == [5, 6] and out["diceLeft"] == 0
    assert in_order(lines(out, 0), ["Safe rest", "wand +5 (5/10) on Safe Rest", "p +2 (5, 6) on Safe Rest"])


def test_a_failing_refill_formula_fails_the_event_and_changes_nothing() -> None:
    doc = character(feature("f", charge_pool("c", entry("onTurnStart", "add", "1 / 0")),
                            dice_pool("p", entry("onTurnStart"))))
    s = session(doc, dice=[3])
    assert "division by zero" in fails(s, {"do": "startTurn"}, "formulaError")


# ---- refill conditions are judged on the state before the event ---------------------------------
def test_refill_condition_sees_the_state_before_the_wound() -> None:
    doc = character(feature("f", charge_pool("last", entry("onWound", predicate={"self": "dying"}))))
    out = play(doc, [{"do": "damage", "amount": 10}, {"do": "damage", "amount": 1}])
    # 1 wound, then 2 for a hit while already dying (character.md §12.4); the refill sees only the second: dying
    # before it
    assert out["wounds"]["current"] == 3 and current(out, "last") == 1


def test_refill_condition_sees_the_state_before_the_bloodying_damage() -> None:
    doc = character(feature("f", dice_pool("p", entry("onBloodied", predicate={"self": "bloodied"}))))
    out = play(doc, [{"do": "damage", "amount": 6}])
    assert "self:bloodied" in out["tags"] and faces(out, "p") == []


def test_refill_condition_still_sees_the_charge_the_activation_spends() -> None:
    ammo = charge_pool("ammo", entry("onHit", predicate={"$not": "self:noAmmoCharges"}), max="2")
    doc = character(weapon("bow", ammo, charge_consumer("ammo")), pools={"ammo": {"current": 1}})
    out = play(doc, [{"do": "activate", "item": "bow", "outcome": "hit"},
                     {"do": "activate", "item": "bow", "outcome": "hit"},
                     {"do": "setCharges", "pool": "ammo", "value": 1},
                     {"do": "activate", "item": "bow", "outcome": "hit"}], dice=[3, 3, 3])
    assert current(out, "ammo") == 1 and out["errors"] == []
    assert in_order(lines(out, 0), ["ammo: 1 charge spent (0/2 left) for bow", "ammo +1 (1/2) on Hit"])


def test_refill_condition_is_checked_when_the_trigger_fires() -> None:
    doc = character(feature("f", dice_pool("fury", entry("onTurnStart", predicate={"self": "raging"}), die="d4")))
    out = play(doc, [{"do": "startTurn"}, {"do": "state", "name": "raging", "on": True}, {"do": "startTurn"},
                     {"do": "state", "name": "raging", "on": False}, {"do": "startTurn"}], dice=[3])
    assert faces(out, "fury") == [3] and out["diceLeft"] == 0


# ---- combat mana -----------------------------------------------------------------------------------
def mana_doc(**rule: Any) -> dict[str, Any]:
    doc = character(feature("arcana", {"type": "combatMana", "formula": "@key", **rule}),
                    mana={"current": 2, "max": 4})
    doc["manaRecovery"] = []  # the character's own mana stays put on rests: these tests watch the layer
    return doc


def test_combat_mana_on_the_first_initiative_roll_only_and_own_mana_untouched() -> None:
    s = session(mana_doc())
    ok(s, {"do": "startEncounter"})
    assert s.char.mana_total() == (2, 4)
    ok(s, {"do": "rollInitiative", "value": 12})
    assert s.char.mana_total() == (5, 7)
    ok(s, {"do": "set", "field": "stats.strength", "value": 6}, {"do": "rollInitiative", "value": 12})
    assert s.char.mana_total() == (5, 7)  # not the second roll
    ok(s, {"do": "set", "field": "mana.current", "value": 1})
    assert s.char.mana_total() == (4, 7)
    ok(s, {"do": "endEncounter"})
    assert s.char.mana_total() == (1, 4) and s.document()["mana"] == {"current": 1, "max": 4}
    ok(s, {"do": "startEncounter"}, {"do": "rollInitiative", "value": 12})
    assert s.char.mana_total() == (7, 10)  # a new encounter, a new first roll


def test_combat_mana_on_encounter_start() -> None:
    out = play(mana_doc(trigger="encounterStart"), [{"do": "rollInitiative", "value": 12}, {"do": "startEncounter"}])
    assert out["mana"] == {"current": 5, "max": 7} and "Combat mana 3" in lines(out, 1)
    assert not any("Combat mana" in line for line in lines(out, 0))


@pytest.mark.parametrize("clear_on, clearing, not_clearing", [
    ("combatEnd", {"do": "endEncounter"}, {"do": "rest", "kind": "safe"}),
    ("safeRest", {"do": "rest", "kind": "safe"}, {"do": "endEncounter"}),
    ("fieldRest", {"do": "rest", "kind": "field"}, {"do": "rest", "kind": "safe"}),
])
def test_combat_mana_clears_on_its_event(clear_on: str, clearing: dict[str, Any],
                                         not_clearing: dict[str, Any]) -> None:
    out = play(mana_doc(clearOn=clear_on),
               [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}, not_clearing])
    assert out["mana"] == {"current": 5, "max": 7}
    steps = [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}, clearing]
    out = play(mana_doc(clearOn=clear_on), steps)
    assert out["mana"] == {"current": 2, "max": 4} and "Combat mana cleared" in lines(out, 2)


def test_combat_mana_honours_predicates() -> None:
    doc = mana_doc(predicate={"self": "raging"})
    out = play(doc, [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}])
    assert out["mana"] == {"current": 2, "max": 4}
    out = play(doc, [{"do": "state", "name": "raging", "on": True}, {"do": "startEncounter"},
                     {"do": "rollInitiative", "value": 12}])
    assert out["mana"] == {"current": 5, "max": 7}


def test_combat_mana_sums_active_rules() -> None:
    doc = character(feature("a", {"type": "combatMana", "formula": "2"}, {"type": "combatMana", "formula": "@level"},
                            {"type": "combatMana", "formula": "50", "disabled": True}))
    out = play(doc, [{"do": "startEncounter"}, {"do": "rollInitiative", "value": 12}])
    assert out["mana"] == {"current": 5, "max": 5}


# ---- pool gain message -----------------------------------------------------------------------------
def test_pool_gain_message_on_any_growth_of_the_dice_count() -> None:
    doc = character(feature("rage", dice_pool("fury", entry("onTurnStart"), entry("onTurnStart"), max="4",
                                              label="Fury Dice"),
                            dice_consumer("fury", "@sum"),
                            activation={"pool": [{"poolType": "dice", "action": "rollDie", "poolIdentifier": "fury"}]}),
                    feature("notes", {"type": "poolGainMessage", "poolIdentifier": "fury", "formula": "@level / 2",
                                      "message": "Fury grows: +{value} ({value})"}))
    out = play(doc, [{"do": "startTurn"}, {"do": "activate", "item": "rage"}, {"do": "rollDie", "pool": "fury"},
                     {"do": "spend", "pool": "fury", "consumer": "rage", "picks": [0]},
                     {"do": "setDie", "pool": "fury", "index": 0, "face": 1}], dice=[1, 2, 3, 4])
    message = "Fury grows: +1 (1)"
    assert faces(out, "fury") == [1, 3, 4] and out["errors"] == []
    assert [line["step"] for line in out["log"] if line["text"] == message] == [0, 1, 2]  # one per action
    assert in_order(lines(out, 0), ["Fury Dice +1 (1) on Turn Start", "Fury Dice +1 (2) on Turn Start", message])


def test_gain_messages_sharing_a_condition_or_formula_answer_each_as_if_asked_alone() -> None:
    """gain_messages asks a condition once per group of equal ones (per item when it reads the item's own
    tags) and a dice-free formula once per text; dice formulas still roll, in rule order."""
    def gain(formula: str, message: str, predicate: Any = None, **fields: Any) -> dict[str, Any]:
        rule = {"type": "poolGainMessage", "poolIdentifier": "fury", "formula": formula, "message": message, **fields}
        if predicate is not None:
            rule["predicate"] = predicate
        return rule

    doc = character(feature("rage", dice_pool("fury", entry("onTurnStart"), max="4")),
                    weapon("blade", gain("1", "blade is an object", {"type": "object"}),
                           gain("1d6", "blade rolled {value}", {"level": 3})),
                    feature("notes", gain("1", "notes is an object", {"type": "object"}),
                            gain("@level * 2", "notes level {value}", {"level": 3}),
                            gain("@level * 2", "notes level 4 {value}", {"level": 4}),
                            gain("1d6", "notes rolled {value}", {"level": 3}),
                            gain("@level * 2", "notes again {value}"),
                            gain("1", "notes invalid", {"$or": "self:raging"}),
                            gain("1", "notes disabled", disabled=True)),
                    feature("more", gain("@level * 2", "more level {value}", {"level": 3}),
                            gain("1", "more is an object", {"type": "object"}),
                            gain("1", "more invalid", {"$or": "self:raging"})))
    out = play(doc, [{"do": "startTurn"}], dice=[4, 5, 6])
    assert out["errors"] == [] and faces(out, "fury") == [4]
    assert [line for line in lines(out, 0) if line.startswith(("blade", "notes", "more"))] == [
        "blade is an object", "blade rolled 5", "notes level 6", "notes rolled 6", "notes again 6", "more level 6"]


def test_an_action_keeps_dice_free_formula_values_per_references_and_rolls_dice_every_time() -> None:
    """ActionContext.evaluate gives a dice-free formula's value (or failure) again within the action,
    per text and references; a refresh of the references, or other context references, work it out
    again; a formula with dice rolls every time it is asked."""
    import copy
    import json
    from pathlib import Path

    from sheet_app.engine.dice import ScriptedRoller, SeededRoller
    from sheet_app.engine.runtime import ActionContext, ActionError
    from sheet_app.engine.session import Session
    from sheet_app.engine.state import Transaction

    sample = json.loads((Path(__file__).resolve().parents[2] / "resources" / "sample-berserker.json").read_text())
    session = Session(copy.deepcopy(sample), roller=SeededRoller(1))
    ctx = ActionContext(session.char, Transaction(session.doc), ScriptedRoller([1, 2, 3, 4]))
    strength = session.char.refs()["strength"]
    assert ctx.evaluate("@strength + 1", "value") == strength + 1 == ctx.evaluate("@strength + 1", "value")
    assert ctx.evaluate("@poolMax * 2", "value", {"poolMax": 3}) == 6
    assert ctx.evaluate("@poolMax * 2", "value", {"poolMax": 4}) == 8
    assert [ctx.evaluate("1d6", "value") for _ in range(3)] == [1, 2, 3]
    for where in ("Wand refill ", "Rage "):  # a kept failure still names where it was asked
        with pytest.raises(ActionError, match=f"^{where}value formula '1 / @poolMax': division by zero"):
            ctx.evaluate("1 / @poolMax", "value", {"poolMax": 0}, where=where)
    session.doc["stats"]["strength"] = strength + 2
    session.char.refresh([("stats", "strength")])
    assert ctx.evaluate("@strength + 1", "value") == strength + 3


def test_a_kept_formula_value_is_keyed_by_the_context_references_it_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    """A refill value that does not read @poolMax or @poolCurrent is one value for every pool of the
    action; one that reads them is worked out per value; a formula with dice rolls every time."""
    import copy
    import json
    from pathlib import Path

    from sheet_app.engine import formulas
    from sheet_app.engine.dice import ScriptedRoller, SeededRoller
    from sheet_app.engine.runtime import ActionContext
    from sheet_app.engine.session import Session
    from sheet_app.engine.state import Transaction

    sample = json.loads((Path(__file__).resolve().parents[2] / "resources" / "sample-berserker.json").read_text())
    session = Session(copy.deepcopy(sample), roller=SeededRoller(1))
    ctx = ActionContext(session.char, Transaction(session.doc), ScriptedRoller([1, 2, 3, 4]))
    asked: list[str] = []
    real = formulas.evaluate
    monkeypatch.setattr(formulas, "evaluate", lambda formula, refs, **kw: asked.append(str(formula)) or
                        real(formula, refs, **kw))
    will = session.char.refs()["will"]
    values = [ctx.evaluate(text, "value", {"poolMax": top, "poolCurrent": now})
              for text in ("max(1, @will)", "@poolMax - @poolCurrent", "1d4 + @poolMax")
              for top, now in ((3, 1), (4, 1), (3, 1), (5, 0))]
    assert values == [max(1, will)] * 4 + [2, 3, 2, 5] + [4, 6, 6, 9]
    assert len(asked) == 1 + 3 + 4  # once; once per (poolMax, poolCurrent); every time (dice)
