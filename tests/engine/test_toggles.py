"""Toggles (engine.md §6) and spends as uses of their item (§4.4): the cases the play scripts in
tests/scripts do not pin down line by line."""
from __future__ import annotations

import copy
from typing import Any

import pytest

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.engine.toggles import readable_prompt, toggle_of
from sheet_app.play import run_script


def rage(**toggle: Any) -> dict[str, Any]:
    rule = {"type": "toggleEffect", "identifier": "rage", "label": "Rage", "tags": ["self:raging"],
            "clearPoolsOnEnd": ["fury"], **toggle}
    return {"id": "rage", "name": "Rage", "type": "feature",
            "activation": {"pool": [{"poolType": "dice", "action": "rollDie", "poolIdentifier": "fury", "value": 1}]},
            "rules": [rule, {"type": "dicePool", "identifier": "fury", "label": "Fury Dice", "dieSize": "d6",
                             "max": "3", "initial": "zero"}]}


AXE = {"id": "axe", "name": "Greataxe", "type": "object", "attack": {"delivery": "melee", "damage": "1d12"},
       "rules": []}
SHOUT = {"id": "shout", "name": "Shout", "type": "feature", "rules": []}


def character(*items: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"format": "sheet/1", "name": "K", "level": 3, "hp": {"current": 10, "max": 10},
            "items": list(items), **extra}


def play(doc: dict[str, Any], steps: list[dict[str, Any]], dice: list[int] | None = None) -> dict[str, Any]:
    return run_script({"character": doc, "dice": dice or [], "steps": steps})


def lines(out: dict[str, Any], step: int) -> list[str]:
    return [line["text"] for line in out["log"] if line["step"] == step]


def test_the_end_comes_before_the_turn_on_of_the_same_event_and_after_the_triggers() -> None:
    doc = character(rage(turnOff=["onTurnStart"]),
                    {"id": "again", "name": "Again", "type": "feature",
                     "rules": [{"type": "modifyToggle", "toggleIdentifier": "rage", "turnOn": ["onTurnStart"]},
                               {"type": "dicePool", "identifier": "x", "label": "X", "max": "1", "initial": "zero",
                                "refills": [{"trigger": "onTurnStart", "mode": "add", "value": "1"}]}]})
    out = play(doc, [{"do": "activate", "item": "rage"}, {"do": "startTurn"}], dice=[4, 2])
    assert lines(out, 1) == ["Turn started", "X +1 (2) on Turn Start", "Rage ended: your turn started",
                             "Fury Dice cleared (Rage ended)", "Rage on: your turn started (Again)"]
    assert "self:raging" in out["tags"] and out["pools"]["fury"]["faces"] == []


def test_end_after_inactive_rounds_counts_from_the_last_activity_and_only_in_an_encounter() -> None:
    doc = character(rage(endAfterInactiveRounds=2), AXE, SHOUT)
    # Outside an encounter rounds never pass: the toggle stays.
    out = play(doc, [{"do": "activate", "item": "rage"}] + [{"do": "endTurn"}] * 4, dice=[3])
    assert "self:raging" in out["tags"] and out["errors"] == []
    steps = [{"do": "startEncounter"}, {"do": "activate", "item": "rage"},  # round 1: activity
             {"do": "endTurn"}, {"do": "endTurn"},  # rounds 1, 2: one round without activity
             {"do": "activate", "item": "axe"},  # round 3: an attack is activity
             {"do": "activate", "item": "shout"},  # using some other item without an attack is not
             {"do": "endTurn"}, {"do": "endTurn"}, {"do": "endTurn"}]  # rounds 3, 4 and 5
    out = play(doc, steps, dice=[3, 7])
    assert [line["step"] for line in out["log"] if line["text"].startswith("Rage ended")] == [8]
    assert lines(out, 8)[1] == "Rage ended: no attack or use of Rage for 2 rounds"


def test_a_toggle_already_on_when_the_encounter_starts_is_active_in_its_first_round() -> None:
    doc = character(rage(endAfterInactiveRounds=1), states=["raging"])
    out = play(doc, [{"do": "startEncounter"}, {"do": "endTurn"}, {"do": "endTurn"}])
    assert not any("Rage ended" in text for text in lines(out, 1))
    assert "Rage ended: no attack or use of Rage for 1 round" in lines(out, 2)


def test_switching_any_of_its_states_off_ends_the_toggle_and_clears_all_of_them() -> None:
    doc = character(rage(tags=["self:raging", "self:frenzied"]))
    out = play(doc, [{"do": "activate", "item": "rage"}, {"do": "state", "name": "frenzied", "on": False}],
               dice=[5])
    assert lines(out, 1) == ["Frenzied off", "Fury Dice cleared (Rage ended)"]
    assert not {"self:raging", "self:frenzied"} & set(out["tags"])


def test_a_disabled_toggle_rule_leaves_the_states_alone_and_does_not_end() -> None:
    doc = character(rage(turnOff=["onTurnStart"]), states=["raging"])
    out = play(doc, [{"do": "enableRule", "item": "rage", "rule": 0, "on": False}, {"do": "startTurn"}])
    assert "self:raging" in out["tags"] and not any("ended" in line["text"] for line in out["log"])


def test_unknown_turn_off_events_are_kept_inert_and_warned_about() -> None:
    doc = character(rage(turnOff=["onSneeze", "onTurnEnd"]))
    out = play(doc, [{"do": "activate", "item": "rage"}, {"do": "endTurn"}], dice=[2])
    assert "Rage ended: your turn ended" in lines(out, 1)
    assert any("unknown event 'onSneeze'" in w for w in out["warnings"])


def test_undo_of_an_automatic_end_restores_states_and_pools_exactly() -> None:
    session = Session(character(rage(turnOff=["onEncounterEnd"])), roller=ScriptedRoller([6]))
    for step in ({"do": "startEncounter"}, {"do": "activate", "item": "rage"}):
        assert session.apply(step).ok
    before = copy.deepcopy(session.document())
    assert session.apply({"do": "endEncounter"}).ok
    assert session.document()["states"] == [] and session.document()["pools"]["fury"]["faces"] == []
    assert session.undo().ok
    assert session.document() == before


@pytest.mark.parametrize("text, words", [
    ("NIMBLE.rules.featureMessages.berserker.rageEndConfirm", "End your Rage?"),
    ("NIMBLE.rules.featureMessages.monk.flowStateEndConfirm", "End your Flow State?"),
    ("Stop raging? You lose your Fury Dice.", "Stop raging? You lose your Fury Dice."),
    ("", ""), (None, ""),
])
def test_a_confirmation_prompt_reads_as_words(text: str | None, words: str) -> None:
    assert readable_prompt(text) == words


def test_the_sheet_finds_the_toggle_of_a_state() -> None:
    session = Session(character(rage(confirmEndPrompt="NIMBLE.x.rageEndConfirm")), roller=ScriptedRoller([]))
    found = toggle_of(session.char, "raging")
    assert found is not None and found.name == "Rage"
    assert readable_prompt(found.rule.confirmEndPrompt) == "End your Rage?"
    assert toggle_of(session.char, "dying") is None


def test_a_refused_spend_changes_nothing_at_all() -> None:
    doc = character({"id": "bf", "name": "Blood Frenzy", "type": "feature", "rules": [
        {"type": "chargePool", "identifier": "use", "label": "Use", "max": "1", "initial": "zero"},
        {"type": "chargeConsumer", "poolIdentifier": "use"},
        {"type": "dicePool", "identifier": "fury", "label": "Fury Dice", "dieSize": "d6", "max": "3",
         "initial": "zero"},
        {"type": "diceConsumer", "poolIdentifier": "fury", "selectionOutcome": "maximize"}]},
        pools={"fury": {"faces": [1, 2]}, "use": {"current": 0}})
    session = Session(doc, roller=ScriptedRoller([]))
    before = copy.deepcopy(session.document())
    result = session.apply({"do": "spend", "pool": "fury", "consumer": "bf", "picks": [0]})
    assert not result.ok and result.code == "insufficientCharges"
    assert result.message == "Blood Frenzy needs 1 charge of Use, 0 left"
    assert session.document() == before and session.undo_stack == []


# ---- the GUI's path to a card offer: preview the attack, then commit it with the offer ------------------
def death_blow_character() -> dict[str, Any]:
    return character(
        {"id": "rage", "name": "Rage", "type": "feature", "rules": [
            {"type": "dicePool", "identifier": "fury", "label": "Fury Dice", "dieSize": "d6", "max": "3",
             "initial": "zero", "refills": [{"trigger": "onCriticalHit", "mode": "add", "value": "1"}]}]},
        AXE,
        {"id": "death-blow", "name": "Death Blow", "type": "feature", "rules": [
            {"type": "diceConsumer", "label": "Death Blow", "poolIdentifier": "fury", "mode": "manual",
             "effectFormula": "2 * @sum", "cardOffer": "criticalHit"}]},
        pools={"fury": {"faces": [4, 5]}})


def test_a_preview_rolls_the_attack_and_changes_nothing_and_the_commit_replays_its_faces() -> None:
    roller = ScriptedRoller([12, 3, 2, 9])  # the crit explodes once (12, 3); the crit's refill rolls 2
    session = Session(death_blow_character(), roller=roller)
    before = copy.deepcopy(session.document())
    seen = session.preview({"do": "activate", "item": "axe"})
    assert seen.ok and seen.outcome == "crit" and seen.faces == [12, 3]
    assert seen.log[0] == "Greataxe: critical hit, 15 damage (1d12 = 15; the first die exploded: 12+3)"
    assert seen.pools["fury"]["faces"] == [4, 5]
    assert session.document() == before and session.undo_stack == []
    assert roller.position == 2  # the attack's dice are drawn; the refill's die is put back
    from sheet_app.engine.activation import offers_made
    assert [entry.model.label for _i, entry in offers_made(session.char, 1, seen.outcome)] == ["Death Blow"]
    assert offers_made(session.char, 1, "hit") == []
    step = {"do": "activate", "item": "axe", "offers": [{"consumer": "death-blow", "picks": [1]}]}
    result = session.apply(step, faces=seen.faces)
    assert result.ok
    assert result.log[0] == ("Greataxe: critical hit, 25 damage (1d12 = 15 +10 [Death Blow]; "
                             "the first die exploded: 12+3)")
    assert session.char.pools()["fury"].faces == [4, 2]  # the 5 spent, the crit's refill rolled the 2
    assert roller.position == 3 and len(session.undo_stack) == 1
    assert session.undo().ok and session.document() == before
    assert session.redo().ok and session.char.pools()["fury"].faces == [4, 2] and roller.position == 3


def test_a_refused_preview_changes_nothing() -> None:
    session = Session(death_blow_character(), roller=ScriptedRoller([]))
    before = copy.deepcopy(session.document())
    seen = session.preview({"do": "activate", "item": "axe"})
    assert not seen.ok and seen.code == "diceExhausted" and session.document() == before


def test_a_wound_marked_by_hand_is_a_wound() -> None:
    doc = character(rage(turnOff=["onActorWounded"]))
    out = play(doc, [{"do": "activate", "item": "rage"}, {"do": "set", "field": "wounds.current", "value": 1},
                     {"do": "activate", "item": "rage"}, {"do": "set", "field": "wounds.current", "value": 0}],
               dice=[2, 3])
    assert "Rage ended: you were wounded" in lines(out, 1)
    assert not any("ended" in text for text in lines(out, 3)) and "self:raging" in out["tags"]
