"""The bonus and grant rule cards (character.md §15.1-§15.3, §15.5; issue 29 item 3): each built from the
Add Rule picker, its fields set by keyboard and pickers, the check's lint shown on the card while the rule
changes nothing, and the Preview row giving what the engine works out on the open character (the sample
Berserker, Korr Ironhide) as it changes. Also the picker's Bonuses and Grants groups, and real upstream
content's cards (skipped where the shared fixtures are absent)."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox
from test_builder_helpers import (
    add_rule,
    berserker,
    card_labelled,
    choose,
    click,
    field,
    flush_deleted,
    item_rules,
    open_builder,
    press_ok,
    session_for,
    settle,
    type_into,
)

from sheet_app.views.rule_specs import RULE_TYPES, group_types


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


# (rule type, what to type in the picker, (field, words of the check's lint shown while the rule is new),
#  the edits made through the card, words of the Preview row after them)
# An edit: ("type", field, text), ("choose", field, entry), ("tick", box's object name) or ("enter", field, text)
# (typed in a box that adds on Enter).
CASES: dict[str, tuple[str, tuple[str, str] | None, list[tuple[str, ...]], str]] = {
    "abilityBonus": ("stat bonus", ("abilities", "lists no stat"),
                     [("type", "value", "1"), ("tick", "abilities.strength")], "Strength 3 → 4"),
    "armorClass": ("armor class", ("formula", "is required"),
                   [("type", "formula", "18-@dexterity"), ("choose", "mode", "Override")], "Armor 2 → 16"),
    "skillBonus": ("skill bonus", ("skills", "lists no skill"),
                   [("type", "value", "2"), ("tick", "skills.stealth")], "Stealth +2 → +4"),
    "savingThrowBonus": ("save bonus", ("savingThrows", "lists no save"),
                         [("type", "value", "3"), ("tick", "savingThrows.will")], "Will save +1 → +4"),
    "skillRollMode": ("skill roll mode", ("skills", "lists no skill"),
                      [("choose", "value", "Disadvantage"), ("tick", "skills.stealth")],
                      "Stealth checks: normal → disadvantage"),
    "savingThrowRollMode": ("save roll mode", None,
                            [("choose", "target", "Intelligence save"), ("choose", "value", "Advantage")],
                            "Intelligence saves: disadvantage → advantage"),
    "initiativeBonus": ("initiative bonus", ("value", "is blank"), [("type", "value", "@dexterity")],
                        "Initiative +0 → +2"),
    "initiativeRollMode": ("initiative roll mode", None, [("choose", "mode", "Adjust"), ("choose", "value", "Neither")],
                           "no change now"),
    "speedBonus": ("speed bonus", ("value", "is blank"), [("type", "value", "2"), ("choose", "movementType", "Climb")],
                   "Climb speed 0 → 2"),
    "maxHpBonus": ("hit points", None, [("type", "value", "2"), ("tick", "perLevel")], "Max HP 58 → 70"),
    "maxWounds": ("wounds", ("value", "is blank"), [("type", "value", "1")], "Max wounds 6 → 7"),
    "maxHitDice": ("hit dice", ("value", "is blank"), [("type", "value", "2")], "Hit dice 6d12 → 8d12"),
    "incrementHitDice": ("increment hit", None, [("type", "value", "1")], "Hit dice 6d12 → 6d20"),
    "hitDiceAdvantage": ("hit dice advantage", None, [("type", "condition", "in the wild")],
                         "Each hit die in a field rest: 1 die → best of 2 (when the player confirms: in the wild)"),
    "maximizeHitDice": ("maximize hit", None, [], "Hit dice in a field rest: rolled → their top face (d12: 12)"),
    "dyingActionLimit": ("dying action", None, [("type", "value", "2")], "Actions while Dying 1 → 2"),
    "healingPotionBonus": ("healing potion", None, [("type", "value", "@level")], "Potion healing +0 → +6"),
    "unarmedDamage": ("unarmed damage", None, [("type", "value", "1d6 + @strength")],
                      "Unarmed Strike 1d4 + 3 (STR) → 1d6 + 3 (STR)"),
    "damageBonus": ("damage bonus", None, [("type", "value", "2"), ("choose", "delivery", "Melee attacks")],
                    "Greataxe: 1d12 + 3 (STR) + 2 on a hit"),
    "conditionalBonus": ("conditional bonus", None, [("choose", "delivery", "Ranged attacks")],
                         "Wand of Scorching Rays: the player may pick advantage +1 or +6 (level) damage"),
    "damageReduction": ("damage reduction", None, [("type", "value", "3")], "A 10-damage hit: 10 → 7 taken"),
    "modifyIncomingAttack": ("modify incoming", None, [("tick", "automatic")],
                             "Attacks against Korr Ironhide have disadvantage (Berserker)"),
    "grantProficiency": ("grant proficiency", ("values", "grants nothing"), [("enter", "values.other", "elvish")],
                         "Languages + elvish"),
    "grantMovement": ("grant movement", None, [("type", "speed", "8")], "Fly speed 0 → 8"),
}
# A lint the rule's first edits bring (the cards above whose new rule is fine as it is).
LATER_LINTS: dict[str, tuple[list[tuple[str, ...]], str, str]] = {
    "initiativeRollMode": ([("choose", "mode", "Adjust"), ("choose", "value", "Neither")], "value",
                           "adjusts the mode by 0"),
    "savingThrowRollMode": ([("tick", "requiresChoice")], "selectedSave", "asks the player to choose"),
    "incrementHitDice": ([("type", "value", "@lvl")], "value", "unknown reference @lvl"),
    "hitDiceAdvantage": ([("type", "condition", "in the wild"), ("choose", "rollContext", "Level-up HP")],
                         "condition", "not asked at level-up"),
    "dyingActionLimit": ([("type", "value", "1d4")], "value", "dice"),
    "healingPotionBonus": ([("type", "value", "@lvl")], "value", "unknown reference @lvl"),
    "unarmedDamage": ([("type", "value", "1d6 + @strenght")], "value", "unknown reference @strenght"),
    "damageBonus": ([("type", "value", "@lvl")], "value", "unknown reference @lvl"),
    "conditionalBonus": ([("type", "advantage", "0"), ("type", "damageBonus", "")], "advantage", "offers neither"),
    "damageReduction": ([("type", "value", "@lvl")], "value", "unknown reference @lvl"),
    "grantMovement": ([("type", "speed", "@wlak")], "speed", "unknown reference @wlak"),
}


def edit(qtbot: Any, card: Any, how: tuple[str, ...]) -> None:
    kind, name, *text = how
    if kind == "type":
        type_into(qtbot, field(card, name), text[0])
    elif kind == "choose":
        choose(qtbot, field(card, name), text[0])
    elif kind == "tick":
        click(qtbot, card.findChild(QCheckBox, name))
    else:  # typed in a box that adds what it holds on Enter
        type_into(qtbot, field(card, name), text[0])


def lints(card: Any, key: str) -> list[str]:
    return [message for _severity, message in card.fields[key].messages.messages]


def preview_text(card: Any) -> str:
    assert card.effect is not None and card.effect.isVisible()
    return "\n".join(card.effect.effect.lines) if card.effect.effect else ""


def test_every_bonus_and_grant_type_has_a_case() -> None:
    # Condition Immunity is in upstream's Bonuses group too; its card is the conditions issue's (issue 30).
    # Grant Item and Grant Spells act when their item is added (tests/engine/test_level_up.py): no Preview row.
    news = {t for t, rt in RULE_TYPES.items() if rt.group in ("Bonuses", "Grants")} - {
        "conditionImmunity", "grantItem", "grantSpells"}
    assert news == set(CASES)


@pytest.mark.parametrize("rtype", sorted(CASES))
def test_a_bonus_or_grant_card_lints_then_previews_what_it_does(qtbot, rtype):
    picked, lint, edits, expected = CASES[rtype]
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, picked)
    assert card.rtype == rtype
    settle(qtbot, dialog)
    if lint is not None:  # the check's warning for a rule that changes nothing, on its field
        key, words = lint
        assert any(words in message for message in lints(card, key)), (rtype, lints(card, key))
    for how in edits:
        edit(qtbot, card, how)
    settle(qtbot, dialog)
    assert expected in preview_text(card), (rtype, preview_text(card))
    assert card.effect.effect.note == "On Korr Ironhide:"
    if lint is not None:
        assert not any(lint[1] in message for message in lints(card, lint[0]))
    later = LATER_LINTS.get(rtype)
    if later is not None:
        for how in later[0]:
            edit(qtbot, card, how)
        settle(qtbot, dialog)
        assert any(later[2] in message for message in lints(card, later[1])), (rtype, lints(card, later[1]))
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert rule["type"] == rtype


def test_the_preview_follows_each_edit_and_shows_an_inactive_rule_as_if_it_applied(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "armor class")
    type_into(qtbot, field(card, "formula"), "2")
    settle(qtbot, dialog)
    assert preview_text(card) == "Armor 2 → 4"
    choose(qtbot, field(card, "mode"), "Multiply")
    settle(qtbot, dialog)
    assert preview_text(card) == "Armor 2 → 4"
    type_into(qtbot, field(card, "formula"), "3")
    settle(qtbot, dialog)
    assert preview_text(card) == "Armor 2 → 6"
    click(qtbot, card.enabled)  # switched off: shown as it would be, saying why
    settle(qtbot, dialog)
    assert preview_text(card) == "Armor 2 → 6"
    assert card.effect.effect.note == "If it applied (now it is switched off):"
    qtbot.keyClick(dialog, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo: on again
    settle(qtbot, dialog)
    assert card.effect.effect.note == "On Korr Ironhide:"
    assert card.effect.accessibleName() == "Preview: On Korr Ironhide: Armor 2 → 6"


def test_a_stat_bonus_preview_shows_what_follows_from_the_stat(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "stat bonus")
    type_into(qtbot, field(card, "value"), "2")
    click(qtbot, card.findChild(QCheckBox, "abilities.dexterity"))
    settle(qtbot, dialog)
    effect = card.effect.effect
    assert effect.lines == ("Dexterity 2 → 4",)
    assert effect.follows == ("Armor 2 → 4", "Finesse +2 → +4", "Stealth +2 → +4", "Dexterity save +2 → +4")


def test_a_grant_proficiency_card_offers_the_characters_weapon_types_and_unarmed_strike(qtbot):
    doc = berserker()
    axe = next(item for item in doc["items"] if item["name"] == "Greataxe")
    axe["weaponType"] = "Axes"
    session = session_for(doc)
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "grant proficiency")
    choose(qtbot, field(card, "proficiencyType"), "Weapons")
    settle(qtbot, dialog)
    boxes = {box.text() for box in card.fields["values"].boxes.values()}
    assert boxes == {"Unarmed Strike", "Axes"}
    click(qtbot, card.findChild(QCheckBox, "values.Axes"))
    type_into(qtbot, field(card, "values.other"), "Blades, Axes")
    settle(qtbot, dialog)
    assert preview_text(card) == "Weapons + Axes, Blades"
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert (rule["proficiencyType"], rule["values"]) == ("weapons", ["Axes", "Blades"])
    assert session.char.proficiencies()["weapons"] == ["Axes", "Blades"]


def test_a_roll_mode_value_is_picked_by_name_and_a_save_roll_modes_fields_follow_the_choice(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "save roll mode")
    value: QComboBox = field(card, "value")
    assert [value.itemText(i) for i in range(value.count())] == [
        "Advantage 3", "Advantage 2", "Advantage", "Neither", "Disadvantage", "Disadvantage 2", "Disadvantage 3"]
    assert field(card, "target").isEnabled() and not field(card, "selectedSave").isEnabled()
    click(qtbot, card.findChild(QCheckBox, "requiresChoice"))
    assert not field(card, "target").isEnabled() and field(card, "selectedSave").isEnabled()
    choose(qtbot, value, "Disadvantage 2")
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert (rule["value"], rule["requiresChoice"]) == (-2, True)


def test_the_picker_lists_bonuses_and_grants_in_their_groups_by_name(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    qtbot.keyClick(dialog.add_button, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    picker = dialog.picker
    rows = [(picker.list.item(i).data(Qt.ItemDataRole.UserRole), picker.list.item(i).text())
            for i in range(picker.list.count())]
    headers = [text for kind, text in rows if kind == "header"]
    assert "Bonuses (23)" in headers and "Grants (4)" in headers  # Condition Immunity; Grant Item, Grant Spells
    for group in ("Bonuses", "Grants"):
        start = next(n for n, (kind, text) in enumerate(rows) if kind == "header" and text.startswith(group))
        names = []
        for kind, text in rows[start + 1:]:
            if kind == "header":
                break
            names.append(text)
        assert names == sorted(names) == [t.name for t in group_types(group)]
    assert names == ["Grant Item", "Grant Movement", "Grant Proficiency", "Grant Spells"]
    qtbot.keyClicks(picker.filter, "advantage")
    shown = [item.text() for item in picker.visible_entries()]
    assert {"Hit Dice Advantage", "Skill Roll Mode", "Save Roll Mode", "Initiative Roll Mode"} <= set(shown)


# ---- real content (issue 29 item 5): shipped rules' cards preview as their rules say -------------------------
ROOT = Path(__file__).resolve().parents[2]
UPSTREAM = Path(os.environ.get("SHEET_APP_UPSTREAM_FIXTURES") or ROOT.parent / "shared" / "fixtures" / "upstream")
CONTENT = UPSTREAM / "character"
real = pytest.mark.skipif(not CONTENT.is_dir(), reason="the shared upstream character fixtures are not present")


def upstream(path: str) -> dict[str, Any]:
    from sheet_app.storage.upstream import item_from_upstream
    return item_from_upstream(json.loads((CONTENT / f"{path}.json").read_text(encoding="utf-8")))


@real
@pytest.mark.parametrize(("path", "label", "expected", "note"), [
    ("items/core/armors/full-plate", None, "Armor 2 → 18", "On Korr Ironhide:"),
    ("ancestryBonuses/core/common/elusive", None, "Stealth", "On Korr Ironhide:"),
    ("ancestryBonuses/core/common/lithe", None, "Initiative: normal → advantage", "On Korr Ironhide:"),
    ("ancestries/core/common/elf", "Lithe", "Languages + elvish", "On Korr Ironhide:"),
    ("ancestryBonuses/core/exotic/highborn", None, "Intelligence saves: disadvantage → normal", "On Korr Ironhide:"),
    ("ancestryBonuses/core/common/stout", None, "Hit dice 6d12 → 8d12", "On Korr Ironhide:"),
    ("ancestryBonuses/core/common/stout", None, "Max wounds 6 → 7", "On Korr Ironhide:"),
])
def test_a_shipped_rules_card_previews_it_on_the_character(qtbot, path, label, expected, note):
    doc = berserker()
    item = upstream(path)
    doc["items"].append(item)
    session = session_for(doc)
    dialog = open_builder(qtbot, session, item["name"])
    settle(qtbot, dialog)
    shown = [card for card in dialog.cards.values() if card.effect is not None]
    if label is not None:
        shown = [card_labelled(dialog, label)]
    for card in shown:
        card.ensure_built()
    settle(qtbot, dialog)
    texts = ["\n".join(card.effect.effect.lines) for card in shown if card.effect.effect]
    assert any(expected in text for text in texts), texts
    assert all(card.effect.effect.note == note for card in shown if card.effect.effect)


# ---- the guide's pictures (docs/rules-builder.md): with SHEET_APP_SCREENSHOTS=DIR they are written there ----
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_number_card_pictures(qtbot, tmp_path, theme):
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from sheet_app.ui.theme import apply_theme

    out = Path(os.environ.get("SHEET_APP_SCREENSHOTS") or tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    apply_theme(QApplication.instance(), theme)
    try:
        session = session_for(berserker())
        dialog = open_builder(qtbot, session, "berserker")
        dialog.resize(1200, 760)
        armor = add_rule(qtbot, dialog, "armor class")
        qtbot.keyClicks(armor.label_edit, "Full Plate")
        type_into(qtbot, field(armor, "formula"), "18-@dexterity")
        skill = add_rule(qtbot, dialog, "skill bonus")
        qtbot.keyClicks(skill.label_edit, "Elusive")
        type_into(qtbot, field(skill, "value"), "2")
        mode = add_rule(qtbot, dialog, "save roll mode")
        qtbot.keyClicks(mode.label_edit, "Highborn")
        choose(qtbot, field(mode, "target"), "Saves with disadvantage")
        settle(qtbot, dialog)
        assert preview_text(armor) == "Armor 2 → 18" and preview_text(mode).startswith("Intelligence saves")
        assert any("lists no skill" in message for message in lints(skill, "skills"))
        dialog.scroll_area.ensureWidgetVisible(armor, 0, 0)
        path = out / f"builder-numbers-{theme}.png"
        dialog.grab().save(str(path))
        assert QImage(str(path)).width() == dialog.width()
    finally:
        apply_theme(QApplication.instance(), "light")
