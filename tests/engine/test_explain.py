"""Plain-words API for the windows."""
from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.views.explain import (
    mode_name,
    pool_status,
    preview,
    preview_for,
    recoveries,
    trigger_name,
)


def korr(**extra):
    return {"format": "sheet/1", "name": "Korr", "level": 3, "keyStats": ["strength"],
            "stats": {"strength": 3, "dexterity": 2, "intelligence": 0, "will": 1},
            "items": [{"id": "rage", "name": "Rage", "type": "feature", "rules": [
                {"type": "dicePool", "identifier": "fury", "label": "Fury Dice", "max": "@key", "initial": "zero",
                 "refills": [{"trigger": "onTurnStart", "mode": "add", "value": "1", "predicate": {"self": "raging"}}]},
                {"type": "modifyPool", "poolIdentifier": "fury", "label": "d6 at 6", "dieSize": "d6",
                 "predicate": {"level": {"min": 6}}}]},
                {"id": "more", "name": "More Blood", "type": "feature", "rules": [
                    {"type": "modifyPool", "poolIdentifier": "fury",
                     "addRefills": [{"trigger": "onCritReceived", "mode": "add", "value": "1"}]}]}],
            **extra}


def test_formula_preview_substitutes_references_and_gives_the_value():
    assert preview("@key + 1", {"key": 3}).describe() == "@key + 1 → 3 + 1 = 4"
    assert preview("3", {}).describe() == "3 = 3"


def test_dice_show_min_average_max_never_a_sample():
    shown = preview("1d6+1", {}).describe()
    assert shown == "1d6+1 → 1d6+1 = 2 / 4.5 / 7 (min / average / max)"


def test_preview_errors_are_words():
    assert "unknown function" in preview("open(1)", {}).describe()


def test_context_values_fill_at_n_and_at_sum():
    session = Session(korr(), roller=ScriptedRoller([]))
    shown = preview_for(session.char, "(@strength + @dexterity) * @n", {"n": 2, "sum": 7}).describe()
    assert shown == "(@strength + @dexterity) * @n → (3 + 2) * 2 = 10"


def test_recoveries_in_words_include_conditions_and_modifiers():
    session = Session(korr(), roller=ScriptedRoller([]))
    lines = recoveries(session.char, session.char.pools()["fury"])
    assert lines == ["Turn Start: add 1 (only while self is raging)",
                     "Critical Hit Received: add 1 — from More Blood"]


def test_an_inactive_rule_names_the_condition():
    session = Session(korr(), roller=ScriptedRoller([]))
    entry = session.char.items[0].rules[1]
    assert session.char.rule_active(0, entry) == (False, "its condition (level ≥ 6) does not hold")
    assert session.char.rule_active(0, session.char.items[0].rules[0])[0] is True


def test_pool_status_and_names():
    session = Session(korr(pools={"fury": {"faces": [2, 4]}}), roller=ScriptedRoller([]))
    assert pool_status(session.char.pools()["fury"]) == "Fury Dice: 2/3 d4 (2, 4)"
    assert trigger_name("onTurnStart") == "Turn Start"
    assert mode_name("setIfEmpty") == "Set if empty"
    session.apply({"do": "enableRule", "item": "rage", "rule": 0, "on": False})
    assert pool_status(session.char.pools()["fury"]) == "Fury Dice is inactive: the rule is disabled"
