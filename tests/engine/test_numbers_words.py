"""views/numbers.py: the skills panel's rows, Armor and speed, and a roll's mode before it is rolled, in the
sheet's words (Qt-free; the roll dialog, the faces prompt and the printed sheet show these)."""
from __future__ import annotations

import copy
import json
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.views import numbers

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))


def berserker(states=(), faces=()) -> Session:
    doc = copy.deepcopy(SAMPLE)
    doc["states"] = list(states)
    return Session(doc, roller=ScriptedRoller(list(faces)))


def test_the_rows_are_the_derived_numbers_with_the_shown_mode():
    char = berserker(["poisoned"]).char
    skills = {row.key: row for row in numbers.skill_rows(char)}
    saves = {row.key: row for row in numbers.save_rows(char)}
    assert list(skills) == ["arcana", "examination", "finesse", "influence", "insight", "lore", "might",
                            "naturecraft", "perception", "stealth"]
    assert (skills["might"].stat, skills["might"].mod_text, skills["might"].mode_text) == ("STR", "+5", "")
    # The shown mode is §11.2 step 1 only: Poisoned is not in it.
    assert (saves["strength"].mod_text, saves["strength"].mode_text) == ("+3", "Adv")
    assert saves["intelligence"].mode_text == "Dis" and saves["will"].mode_text == ""
    assert "Strength save: d20 +3 (STR, advantage by default)" in saves["strength"].tip()
    assert numbers.armor_value(char) == 2 and numbers.speed_text(char) == "6"


def test_a_negative_mod_and_a_mode_of_two_read_with_a_true_minus():
    doc = copy.deepcopy(SAMPLE)
    doc["stats"]["intelligence"] = -2
    doc["savingThrows"] = {"intelligence": {"bonus": 0, "defaultRollMode": -1}}
    char = Session(doc).char
    row = next(r for r in numbers.save_rows(char) if r.key == "intelligence")
    assert (row.mod_text, row.mode_text) == ("−2", "Dis 2")


def test_a_check_plan_names_its_sources_and_the_dice():
    char = berserker(["poisoned", "frightened"]).char
    plan = numbers.check_plan(char, "save", "strength")
    assert plan.sources_text() == "Default +1 · Poisoned −1 · Frightened −1"
    assert plan.summary() == "Net: disadvantage: 2d20, the lower counts +3"
    plan = numbers.check_plan(char, "save", "strength", 2, ["frightened"])
    assert plan.summary() == "Net: advantage 2: 3d20, the higher counts +3"
    assert numbers.check_plan(char, "skill", "stealth", 20).summary() == \
        "Net: advantage 9 (clamped to −9..9): 10d20, the higher counts +2"
    assert numbers.check_plan(berserker().char, "skill", "lore").sources_text() == "none"


def test_an_attack_plan_has_the_attack_conditions_and_waives_taunted():
    char = berserker(["taunted", "invisible"]).char
    plan = numbers.attack_plan(char, -1, [], "d12")
    assert plan.sources_text() == "Invisible +1 · Taunted −1 · chosen −1"
    assert plan.summary() == "Net: disadvantage: the primary die (d12) 2 times, the lower counts"
    assert numbers.attack_plan(char, 0, ["taunted"]).summary() == \
        "Net: advantage: the primary die 2 times, the higher counts"


def test_the_primary_faces_are_the_first_drawn_and_the_kept_one_is_the_engines():
    session = berserker(faces=[7, 7, 3])
    char = session.char
    step = {"do": "activate", "item": "greataxe", "mode": 1}
    faces, kept, net = numbers.primary_faces(char, step, [7, 7, 3])
    assert (faces, kept, net) == ([7, 7], 1, 1)  # equal faces: the earlier is dropped
    assert numbers.primary_faces(char, {"do": "activate", "item": "greataxe"}, [4, 2]) == ([4], 0, 0)
    assert session.apply(step).log[0].startswith("Greataxe (advantage): 7, 7 → 7, hit")


def test_the_dice_hint_says_which_dice_count():
    char = berserker(["poisoned"]).char
    assert numbers.dice_hint(char, {"do": "check", "skill": "stealth"}) == \
        "Stealth check, disadvantage (Poisoned −1): roll 2d20, the lower counts."
    assert numbers.dice_hint(berserker().char, {"do": "check", "stat": "will"}) == "Will check: roll 1d20 (+1)."
    assert numbers.dice_hint(char, {"do": "activate", "item": "greataxe"}).startswith(
        "Disadvantage (Poisoned −1): the first 2 dice are the primary die rolled 2 times")
    assert numbers.dice_hint(char, {"do": "activate", "item": "rage"}) == ""  # no attack
    assert numbers.dice_hint(char, {"do": "startTurn"}) == ""
    assert numbers.primary_die(char, 5) == "d12"


@given(own=st.integers(-12, 12), poisoned=st.booleans(), frightened=st.booleans(), waive=st.booleans())
def test_the_plan_is_the_mode_the_check_rolls_with(own, poisoned, frightened, waive):
    states = [s for s, on in (("poisoned", poisoned), ("frightened", frightened)) if on]
    session = berserker(states, faces=[10] * 10)
    waived = ["frightened"] if waive else []
    plan = numbers.check_plan(session.char, "skill", "might", own, waived)
    assert session.apply({"do": "check", "skill": "might", "mode": own, "waive": waived}).ok
    entry = session.rolls()[-1][1]
    assert entry["mode"] == plan.net and len(entry["dice"]) == abs(plan.net) + 1
    assert entry["modeSources"] == [f"{name} {value:+d}" for name, value in plan.sources]
