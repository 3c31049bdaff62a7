"""What the party board says of a character, without Qt (views/board.py): the HP condition and states in
the sheet's words, the initiative order and whose turn it is, which encounter control applies, and a
player's answer to the GM's attack in one line."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from sheet_app.engine.dice import SeededRoller
from sheet_app.engine.session import Session
from sheet_app.table import protocol
from sheet_app.views.board import (
    Turn,
    answer_words,
    armor_words,
    control_applies,
    hp_condition,
    initiative_order,
    last_roll_words,
    next_turn,
    order_words,
    state_words,
)

ROOT = Path(__file__).resolve().parents[2]


def berserker(**changes):
    doc = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))
    doc.update(changes)
    return Session(doc, roller=SeededRoller(0)).char


def test_the_hp_condition_is_the_sheets_capitals():
    assert hp_condition(berserker()) == ""
    assert hp_condition(berserker(hp={"current": 20, "max": 58})) == "BLOODIED"
    assert hp_condition(berserker(hp={"current": 0, "max": 58}, states=["dying"])) == "DYING"
    assert hp_condition(berserker(hp={"current": 0, "max": 58}, states=["dying", "dead"])) == "DEAD"


def test_states_are_named_as_the_sheets_toggles_and_the_alarms_are_left_to_the_condition():
    assert state_words(["raging", "wildShape"]) == "Raging, WildShape"
    assert state_words(["dying"]) == "none"
    assert state_words([]) == "none"


def test_the_initiative_order_and_whose_turn_it_is():
    order = initiative_order([Turn("a", "Korr", None), Turn("b", "Vesna", 11), Turn("c", "Sera", 18),
                              Turn("d", "Ann", 11)])
    assert [t.key for t in order] == ["c", "b", "d", "a"]  # ties keep the cards' order, unrolled last
    assert order_words(order, "b") == "Initiative: Sera 18 · ▶ Vesna 11 · Ann 11 · Korr (not rolled)"
    assert order_words([], None) == "Initiative: nobody at the table yet"
    assert next_turn(order, None) == "c" and next_turn(order, "c") == "b" and next_turn(order, "a") is None
    assert next_turn([], None) is None


@pytest.mark.parametrize(("starts", "running", "applies"),
                         [(True, False, True), (True, True, False), (False, True, True), (False, False, False)])
def test_an_encounter_control_applies_when_it_can(starts, running, applies):
    assert control_applies(starts, running) is applies


def test_the_answer_in_one_line():
    assert answer_words(["That all you got?!"], "15 damage: 5 absorbed, HP 58 → 48", (58, 48)) == \
        "That all you got?!: 5 absorbed, HP 58 → 48"
    assert answer_words(["That all you got?!", "Blood Frenzy"], "14 damage: 10 absorbed, 2 by temporary HP, "
                        "HP 49 → 47", (49, 47)) == "That all you got?!, Blood Frenzy: 10 absorbed, 2 by temporary " \
                                                   "HP, HP 49 → 47"
    assert answer_words([], "6 damage: HP 40 → 34", (40, 34)) == "No reaction to 6 damage: HP 40 → 34"
    assert answer_words(["That all you got?!"], "5 damage: 5 absorbed, HP stays 58", (58, 58)) == \
        "That all you got?!: 5 absorbed, HP stays 58"



def test_armor_is_the_derived_number_in_the_sheets_word():
    char = berserker()
    assert armor_words(char) == f"Armor {char.numbers()['armor']}"
    assert armor_words(berserker(armor={"baseValue": "7"})) == "Armor 7"


@pytest.mark.parametrize(("step", "name"), [({"do": "check", "skill": "stealth", "dc": 12}, "Stealth check"),
                                            ({"do": "check", "save": "will", "dc": 30}, "Will save"),
                                            ({"do": "check", "stat": "strength"}, "Strength check"),
                                            ({"do": "rollInitiative"}, "Initiative")])
def test_the_last_roll_is_said_as_the_log_says_it_after_the_trip_through_the_table(step, name):
    """A player's last d20 roll (its `rolls` entry) goes to the board as protocol.roll_text and comes back
    through read_roll: the board says the roll's name, total, DC and outcome in the log's words."""
    session = Session(json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8")),
                      roller=SeededRoller(3))
    result = session.apply(step)
    assert result.ok, result.message
    entry = session.rolls()[-1][1]
    words = last_roll_words(protocol.read_roll(protocol.roll_text(entry)))
    assert words.startswith(f"Last: {name} {entry['total']}")
    if entry["dc"] is not None:
        outcome = "succeeded" if entry["success"] else "failed"
        assert words == f"Last: {name} {entry['total']} vs {entry['dc']}, {outcome}"
        assert f"vs {entry['dc']}, {outcome}" in result.log[0]  # as the log line says it
    else:
        assert words == f"Last: {name} {entry['total']}"
    assert last_roll_words(None) == "" and protocol.roll_text(None) == ""


@pytest.mark.parametrize("text", ["", "{not json", "[1, 2]", json.dumps({"kind": "skill", "key": "juggling"}),
                                  json.dumps({"kind": "attack", "key": "stealth"}), "[" * 5000 + "]" * 5000,
                                  json.dumps({"kind": "save", "key": "strength", "total": 1, "x": "y" * 2000})])
def test_a_published_roll_that_is_no_roll_shows_none(text):
    assert protocol.read_roll(text) is None
    assert protocol.read_roll(5) is None


def test_a_published_rolls_odd_values_are_dropped_not_shown():
    roll = protocol.read_roll(json.dumps({"kind": "skill", "key": "stealth", "total": True, "dc": 10 ** 30,
                                          "success": "yes"}))
    assert roll == {"kind": "skill", "key": "stealth", "total": None, "dc": None, "success": None}
    assert last_roll_words(roll) == "Last: Stealth check"
