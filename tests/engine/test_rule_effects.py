"""views/rule_effects.py: a bonus or grant rule's preview (the Rules Builder card's Preview row) is what the
engine derives on the character without the rule and with it; the copies it keeps between cards and edits
give what characters built anew give, and go with their builder's check."""
from __future__ import annotations

import copy
import gc
import json
from pathlib import Path
from typing import Any

from sheet_app.engine.session import Session
from sheet_app.views import rule_effects
from sheet_app.views.rule_choices import proficiency_choices
from sheet_app.views.rule_effects import change_line, rule_effect
from sheet_app.views.rule_preview import RulePreview
from sheet_app.views.rule_specs import new_rule

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))
RULES = [
    new_rule("abilityBonus", value="1", abilities=["dexterity"]),
    new_rule("armorClass", formula="18-@dexterity", mode="override"),
    new_rule("skillBonus", value="@level // 3", skills=["stealth"], predicate={"self": "raging"}),
    new_rule("savingThrowRollMode", target="disadvantaged", value=0),
    new_rule("initiativeRollMode"),
    new_rule("grantMovement", speed="@walk + 2", mode="climb"),
    new_rule("maxHitDice", value="1"),
    new_rule("grantProficiency", values=["elvish"]),
    new_rule("damageReduction", mode="half", damageTypes=["fire"]),
    new_rule("unarmedDamage", value="1d8 + @strength", disabled=True),
]


def preview_of(rules: list[Any]) -> tuple[Session, RulePreview]:
    doc = copy.deepcopy(SAMPLE)
    doc["items"][0]["rules"] = copy.deepcopy(rules)
    session = Session(doc)
    preview = RulePreview(session, 0)
    preview.adopt()
    return session, preview


def effects(preview: RulePreview) -> list[Any]:
    return [rule_effect(preview, n) for n in range(len(preview.entries))]


def test_each_rule_says_what_it_changes_on_the_character() -> None:
    _session, preview = preview_of(RULES)
    shown = [(e.note, e.lines, e.follows) if e else None for e in effects(preview)]
    assert shown == [
        ("On Korr Ironhide:", ("Dexterity 2 → 3",), ("Armor 16 → 15", "Finesse +2 → +3",
                                                         "Stealth +2 → +3", "Dexterity save +2 → +3")),
        ("On Korr Ironhide:", ("Armor 3 → 15",), ()),  # 18 - the effective dexterity; the Stat Bonus came first
        ("If it applied (now its condition (self is raging) does not hold):", ("Stealth +3 → +5",), ()),
        ("On Korr Ironhide:", ("Intelligence saves: disadvantage → normal",), ()),
        ("On Korr Ironhide:", ("Initiative: normal → advantage",), ()),
        ("On Korr Ironhide:", ("Climb speed 0 → 8",), ()),
        ("On Korr Ironhide:", ("Hit dice 6d12 → 7d12",), ()),
        ("On Korr Ironhide:", ("Languages + elvish",), ()),
        ("On Korr Ironhide:", ("A 10-damage hit (fire): 10 → 5 taken",), ()),
        ("If it applied (now it is switched off):", ("Unarmed Strike 1d4 + 3 (STR) → 1d8 + 3 (STR)",), ()),
    ]


def test_the_kept_copies_give_what_characters_built_anew_give_after_each_edit() -> None:
    session, preview = preview_of(RULES)
    before = dict(session.char.numbers())
    effects(preview)  # the copies are made and written into
    rules = copy.deepcopy(RULES)
    for n, change in enumerate([{"value": "3"}, {"formula": "2", "mode": "add"}, {"predicate": {}},
                                {"target": "all", "value": 1}, {"value": -1, "mode": "adjust"}]):
        rules[n] = {**rules[n], **change}
        preview.rebuild(rules)
        _fresh_session, fresh = preview_of(rules)
        assert effects(preview) == effects(fresh), n
    assert session.char.numbers() == before  # the session's character was never written into
    assert session.document()["items"][0]["rules"] == RULES


def test_the_copies_go_with_their_check() -> None:
    _session, preview = preview_of(RULES)
    effects(preview)
    assert preview in rule_effects._KEPT
    del preview
    gc.collect()
    assert not rule_effects._KEPT


def test_a_rule_that_cannot_run_or_has_no_preview_gives_none() -> None:
    _session, preview = preview_of([new_rule("skillBonus", value="1", skills=["might"], bogus=1),
                                    new_rule("chargePool", label="Charges", max="3")])
    assert rule_effect(preview, 1) is None and rule_effect(preview, 5) is None


def test_the_numbers_in_words() -> None:
    assert change_line("armor", 2, 18) == "Armor 2 → 18"
    assert change_line("stealth", 2, -1) == "Stealth +2 → −1"
    assert change_line("mode.initiative", 0, 2) == "Initiative: normal → advantage 2"
    assert change_line("mode.save.will", -1, 0) == "Will saves: disadvantage → normal"
    assert change_line("save.strength", 3, 4) == "Strength save +3 → +4"
    assert change_line("fly", 0, 8) == "Fly speed 0 → 8"


def test_a_grant_proficiency_offers_what_the_content_names() -> None:
    doc = copy.deepcopy(SAMPLE)
    doc["items"][1]["weaponType"] = "Axes"
    doc["proficiencies"] = {"armor": [], "weapons": [], "languages": ["common"]}
    doc["items"][0]["rules"] = [new_rule("grantProficiency", proficiencyType="languages", values=["dwarvish"])]
    char = Session(doc).char
    assert [v for v, _t, _h in proficiency_choices(char, "weapons")] == ["Unarmed Strike", "Axes"]
    assert [v for v, _t, _h in proficiency_choices(char, "languages")] == ["all", "common", "dwarvish"]
    assert [v for v, _t, _h in proficiency_choices(char, "armor")] == ["all"]
