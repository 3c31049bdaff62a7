"""Attacks with a roll mode (character.md §11.3), the derived proficiencies, hit dice and the Dying action
limit (§10, §15.1), beyond the play scripts (tests/scripts/i29-*.json): the keep rule and the draw order for
any faces (Hypothesis), and what the GUI reads (`attack_mode`, `Character.hit_dice`, `proficiencies`)."""
from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from sheet_app.engine.attack_modes import attack_mode, kept_index, signed
from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.hit_dice import step_size
from sheet_app.engine.session import Session

AXE = {"id": "axe", "name": "Maul", "type": "object", "objectType": "weapon",
       "attack": {"delivery": "melee", "damage": "1d6+2d4"}}


def doc(*items: dict[str, Any], **fields: Any) -> dict[str, Any]:
    found = {"format": "sheet/1", "name": "Korr", "level": 4, "stats": {"strength": 2},
             "hp": {"current": 30, "max": 30},
             "items": [{"id": "cls", "name": "Berserker", "type": "class", "hitDieSize": 12}, *items]}
    found.update(fields)
    return found


@settings(max_examples=200, deadline=None, database=None)
@given(st.lists(st.integers(1, 20), min_size=1, max_size=10), st.integers(-9, 9))
def test_the_kept_face_is_the_highest_or_lowest_and_the_earlier_of_equal_faces_is_dropped(faces: list[int],
                                                                                          mode: int) -> None:
    kept = kept_index(faces, mode)
    if mode == 0:
        assert kept == 0
        return
    best = max(faces) if mode > 0 else min(faces)
    assert faces[kept] == best
    assert best not in faces[kept + 1:]  # every equal face before it was dropped, none after it


@settings(max_examples=60, deadline=None, database=None)
@given(st.integers(-9, 9), st.lists(st.integers(1, 6), min_size=10, max_size=10), st.lists(st.integers(1, 4),
                                                                                            min_size=2, max_size=2))
def test_an_attack_draws_the_primary_faces_then_the_kept_dies_explosions_then_the_other_dice(
        mode: int, primary: list[int], rest: list[int]) -> None:
    """|m|+1 primary d6 faces, then (when the kept one shows 6) one explosion, then the 2d4: the log shows the
    primary faces, and the damage is the kept chain plus the other dice, whatever the faces."""
    count = abs(mode) + 1
    faces = primary[:count]
    kept = faces[kept_index(faces, mode)]
    explosion = [1] if kept == 6 else []
    dice = faces + explosion + rest
    session = Session(doc(AXE), roller=ScriptedRoller(dice))
    result = session.apply({"do": "activate", "item": "axe", "mode": mode})
    assert result.ok, result.message
    line = result.log[0]
    if kept == 1:
        assert "miss" in line
    else:
        assert f"{kept + sum(explosion) + sum(rest)} damage" in line
    if mode:
        assert f"{', '.join(map(str, faces))} → {kept}," in line
    assert session.roller.remaining == 0  # type: ignore[attr-defined]


@settings(max_examples=100, deadline=None, database=None)
@given(st.sets(st.sampled_from(["blinded", "invisible", "poisoned", "prone", "despair", "frightened", "taunted",
                                "raging"])), st.integers(-9, 9), st.lists(st.integers(0, 3), max_size=3))
def test_the_attack_mode_is_the_sum_of_its_sources_clamped(states: set[str], own: int, picks: list[int]) -> None:
    values = {"blinded": -1, "invisible": 1, "poisoned": -1, "prone": -1, "despair": -1, "frightened": -1,
              "taunted": -1}
    found = attack_mode(states, ["taunted"], own, [(f"pick {n}", a) for n, a in enumerate(picks)])
    total = sum(values.get(s, 0) for s in states if s != "taunted") + own + sum(picks)
    assert found.net == max(-9, min(9, total))
    assert found.clamped == (abs(total) > 9)
    assert ("Taunted", -1) not in found.sources
    if found.sources:
        assert all(f"{name} {signed(value)}" in found.words() for name, value in found.sources)


def test_the_log_writes_a_true_minus_sign() -> None:
    assert signed(-1) == "\u22121" and signed(2) == "+2"
    assert attack_mode(["poisoned"], [], 0).words() == "disadvantage: Poisoned \u22121"


def test_die_sizes_step_along_the_chain_capped_at_d20_and_off_chain_sizes_never_step() -> None:
    assert [step_size("d4", n) for n in range(7)] == ["d4", "d6", "d8", "d10", "d12", "d20", "d20"]
    assert step_size("D8", 1) == "d10"  # §19.13: D is read as d
    assert step_size("d3", 2) == "d3" and step_size("d100", 1) == "d100"


def test_hit_dice_that_show_as_one_size_are_summed_and_spent_from_the_smaller_stored_size_first() -> None:
    rules = [{"type": "incrementHitDice", "value": "1"}]
    session = Session(doc({"id": "f", "name": "Big", "type": "feature", "rules": rules},
                          hitDice={"d12": {"current": 2, "max": 2}, "d20": {"current": 3, "max": 3}},
                          hp={"current": 5, "max": 90}), roller=ScriptedRoller([1, 1, 1]))
    assert session.char.hit_dice() == {"d20": (5, 5)}
    assert session.apply({"do": "spendHitDice", "hitDice": {"d20": 3}}).ok
    assert session.document()["hitDice"] == {"d12": {"current": 0, "max": 2}, "d20": {"current": 2, "max": 3}}
    assert session.undo().ok and session.char.hit_dice() == {"d20": (5, 5)}
    assert session.redo().ok and session.char.hit_dice() == {"d20": (2, 5)}


def test_the_dying_action_limit_is_the_highest_over_the_active_rules_and_one() -> None:
    rules = [{"type": "dyingActionLimit", "value": "2", "predicate": {"self": "dying"}},
             {"type": "dyingActionLimit", "value": "0"}, {"type": "dyingActionLimit", "value": "3", "disabled": True}]
    session = Session(doc({"id": "f", "name": "Enduring Rage", "type": "feature", "rules": rules}),
                      roller=ScriptedRoller([]))
    assert session.char.numbers()["dyingLimit"] == 1
    assert session.apply({"do": "state", "name": "dying", "on": True}).ok
    assert session.char.numbers()["dyingLimit"] == 2
    assert session.undo().ok and session.char.numbers()["dyingLimit"] == 1


def test_a_grant_follows_its_condition_and_gives_its_tag() -> None:
    grant = {"type": "grantProficiency", "proficiencyType": "armor", "values": ["mail"],
             "predicate": {"self": "trained"}}
    session = Session(doc({"id": "f", "name": "Drill", "type": "feature", "rules": [grant]},
                          proficiencies={"armor": ["cloth"], "weapons": [], "languages": []}),
                      roller=ScriptedRoller([]))
    assert session.char.proficiencies()["armor"] == ["cloth"]
    assert session.apply({"do": "state", "name": "trained", "on": True}).ok
    assert session.char.proficiencies()["armor"] == ["cloth", "mail"]
    assert "proficiency:armor:mail" in session.char.tags()


def test_a_refused_attack_choice_changes_nothing() -> None:
    start = doc(AXE, states=["frightened"])
    session = Session(copy.deepcopy(start), roller=ScriptedRoller([3, 4, 5]))
    result = session.apply({"do": "activate", "item": "axe", "conditional": [{"rule": "none", "choice": "damage"}]})
    assert (result.ok, result.code) == (False, "invalidChoice")
    assert session.document() == Session(copy.deepcopy(start), roller=ScriptedRoller([])).document()
    assert session.roller.remaining == 3  # type: ignore[attr-defined]
