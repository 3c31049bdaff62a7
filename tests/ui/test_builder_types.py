"""Each rule type built from scratch through the builder's widgets, compared with the JSON expected."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QLabel
from test_builder_helpers import (
    add_condition,
    add_rule,
    berserker,
    choose,
    click,
    field,
    find,
    flush_deleted,
    item_rules,
    open_builder,
    press_ok,
    session_for,
    set_row,
    type_into,
    without_id,
)


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()

ENVELOPE = {"predicate": {}, "priority": 1, "disabled": False}


def test_charge_pool_every_field(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "charge pool")
    assert card.label_edit.hasFocus()
    qtbot.keyClicks(card.label_edit, "Combat Dice")
    choose(qtbot, field(card, "scope"), "Character")
    type_into(qtbot, field(card, "max"), "@key + 1")
    choose(qtbot, field(card, "dieSize"), "d8")
    choose(qtbot, field(card, "initial"), "Empty")
    click(qtbot, find(card, QCheckBox, "hidden"))
    click(qtbot, field(card, "recoveries.add"))
    click(qtbot, field(card, "recoveries.add"))
    choose(qtbot, field(card, "recoveries.0.mode"), "Refill to max")
    choose(qtbot, field(card, "recoveries.1.trigger"), "Turn Start")
    type_into(qtbot, field(card, "recoveries.1.value"), "1d4")
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert without_id(rule) == {
        "type": "chargePool", "label": "Combat Dice", "identifier": "combat-dice", **ENVELOPE,
        "scope": "actor", "max": "@key + 1", "dieSize": "d8", "initial": "zero", "hidden": True,
        "recoveries": [{"trigger": "safeRest", "mode": "refresh", "value": "1"},
                       {"trigger": "onTurnStart", "mode": "add", "value": "1d4"}]}
    assert list(rule) == ["id", "type", "label", "identifier", "predicate", "priority", "disabled", "scope", "max",
                          "dieSize", "initial", "hidden", "recoveries"]
    assert session.char.pools()["actor:combat-dice"].max == 4



def test_dice_pool_every_field(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "dice pool")
    qtbot.keyClicks(card.label_edit, "Judgment Dice")
    choose(qtbot, field(card, "dieSize"), "d6")
    type_into(qtbot, field(card, "max"), "@key")
    choose(qtbot, field(card, "initial"), "Empty")
    click(qtbot, field(card, "refills.add"))
    click(qtbot, field(card, "refills.add"))
    choose(qtbot, field(card, "refills.0.trigger"), "Attacked")
    choose(qtbot, field(card, "refills.0.mode"), "Set if empty")
    type_into(qtbot, field(card, "refills.0.value"), "2")
    click(qtbot, field(card, "refills.0.conditionToggle"))
    editor = card.fields["refills"].rows[0].condition
    set_row(qtbot, add_condition(qtbot, editor.root), "self", value="raging")
    choose(qtbot, field(card, "refills.1.trigger"), "Encounter End")
    choose(qtbot, field(card, "refills.1.mode"), "Clear")
    assert not field(card, "refills.1.value").isEnabled()
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert without_id(rule) == {
        "type": "dicePool", "label": "Judgment Dice", "identifier": "judgment-dice", **ENVELOPE, "scope": "item",
        "dieSize": "d6", "max": "@key", "initial": "zero",
        "refills": [{"trigger": "onAttacked", "mode": "setIfEmpty", "value": "2", "predicate": {"self": "raging"}},
                    {"trigger": "encounterEnd", "mode": "clear", "value": "1"}]}


def test_charge_consumer(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "charge consumer")
    qtbot.keyClicks(card.label_edit, "Zap")
    choose(qtbot, field(card, "poolIdentifier"), "Wand Charges (wand-charges)")
    type_into(qtbot, field(card, "cost"), "2")
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert without_id(rule) == {"type": "chargeConsumer", "label": "Zap", "identifier": "", **ENVELOPE,
                                "poolIdentifier": "wand-charges", "poolScope": "item", "cost": "2"}


def test_dice_consumer_auto_bonus(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "dice consumer")
    qtbot.keyClicks(card.label_edit, "Fury on ranged attacks")
    choose(qtbot, field(card, "poolIdentifier"), "Fury Dice (fury)")
    assert not field(card, "bonusOnAttackDelivery").isEnabled()  # only for auto bonus
    choose(qtbot, field(card, "mode"), "Auto bonus")
    assert not field(card, "effectFormula").isEnabled()  # only for a manual spend
    choose(qtbot, field(card, "bonusOnAttackDelivery"), "Ranged attacks")
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert without_id(rule) == {
        "type": "diceConsumer", "label": "Fury on ranged attacks", "identifier": "", **ENVELOPE,
        "poolIdentifier": "fury", "poolScope": "item", "mode": "autoBonus", "cost": "1",
        "bonusOnAttackDelivery": "ranged", "effectFormula": None, "effectType": "generic",
        "selectionOutcome": "consume"}


def test_dice_consumer_maximize(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "dice consumer")
    choose(qtbot, field(card, "poolIdentifier"), "Fury Dice (fury)")
    type_into(qtbot, field(card, "cost"), "2")
    choose(qtbot, field(card, "selectionOutcome"), "Maximize")
    assert not field(card, "effectFormula").isEnabled()
    assert not field(card, "effectType").isEnabled()
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert rule["selectionOutcome"] == "maximize" and rule["cost"] == "2" and rule["mode"] == "manual"
    assert rule["label"] == ""


def test_modify_pool_every_field(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "modify pool")
    qtbot.keyClicks(card.label_edit, "Bigger Fury")
    type_into(qtbot, card.priority_edit, "5")  # after "Fury Dice to d6" (priority 2): the last die size wins
    choose(qtbot, field(card, "poolIdentifier"), "Fury Dice (fury)")
    choose(qtbot, field(card, "poolScope"), "Item")
    choose(qtbot, field(card, "dieSize"), "d10")
    type_into(qtbot, field(card, "maxDelta"), "1")
    type_into(qtbot, field(card, "minFace"), "3")
    click(qtbot, field(card, "addRefills.add"))
    choose(qtbot, field(card, "addRefills.0.trigger"), "Critical Hit Received")
    type_into(qtbot, field(card, "addRefills.0.value"), "@poolMax - @poolCurrent")
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert without_id(rule) == {
        "type": "modifyPool", "label": "Bigger Fury", "identifier": "", "predicate": {}, "priority": 5,
        "disabled": False, "poolType": "dice",
        "poolIdentifier": "fury", "dieSize": "d10", "maxDelta": "1", "minFace": 3,
        "addRefills": [{"trigger": "onCritReceived", "mode": "add", "value": "@poolMax - @poolCurrent"}],
        "poolScope": "item"}
    fury = session.char.pools()["fury"]
    assert (fury.die, fury.max, fury.min_face) == ("d10", 4, 3)


def test_modify_pool_on_a_charge_pool(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "modify pool")
    choose(qtbot, field(card, "poolType"), "Charge pool")
    assert not field(card, "minFace").isEnabled()  # ignored for charge pools
    pools = field(card, "poolIdentifier")
    assert pools.itemText(0).startswith("Blood Frenzy (bloodFrenzy) · charge pool")
    choose(qtbot, pools, "Wand Charges (wand-charges)")
    type_into(qtbot, field(card, "maxDelta"), "@level")
    click(qtbot, field(card, "addRefills.add"))
    triggers = field(card, "addRefills.0.trigger")
    texts = [triggers.itemText(i) for i in range(triggers.count())]
    assert "Initiative" in texts and "Attacked" not in texts  # the charge list
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert (rule["poolType"], rule["poolIdentifier"], rule["maxDelta"]) == ("charge", "wand-charges", "@level")
    assert rule["addRefills"] == [{"trigger": "safeRest", "mode": "add", "value": "1"}]
    assert session.char.pools()["wand-charges"].max == 9


def test_modify_consumer(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "modify consumer")
    qtbot.keyClicks(card.label_edit, "Stone's Resilience")
    choose(qtbot, field(card, "poolIdentifier"), "Fury Dice (fury)")
    choose(qtbot, field(card, "effectTypeFilter"), "Damage reduction only")
    type_into(qtbot, field(card, "appendFormula"), "@sum")
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert without_id(rule) == {
        "type": "modifyConsumer", "label": "Stone's Resilience", "identifier": "", **ENVELOPE,
        "poolIdentifier": "fury", "poolScope": "item", "effectTypeFilter": "damageReduction",
        "appendFormula": "@sum"}


def test_combat_mana(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "combat mana")
    qtbot.keyClicks(card.label_edit, "Battle Focus")
    type_into(qtbot, field(card, "formula"), "@key")
    choose(qtbot, field(card, "resource"), "Mana")
    choose(qtbot, field(card, "trigger"), "Encounter start")
    choose(qtbot, field(card, "clearOn"), "Safe rest")
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert without_id(rule) == {"type": "combatMana", "label": "Battle Focus", "identifier": "", **ENVELOPE,
                                "formula": "@key", "resource": "mana", "trigger": "encounterStart",
                                "clearOn": "safeRest"}
    assert session.apply({"do": "startEncounter"}).ok
    assert session.char.mana_total() == (3, 3)
    assert session.apply({"do": "endEncounter"}).ok
    assert session.char.mana_total() == (3, 3)  # cleared on a safe rest, not at the end of the encounter
    assert session.apply({"do": "rest", "kind": "safe"}).ok
    assert session.char.mana_total() == (0, 0)


def test_pool_gain_message(qtbot):
    session = session_for(berserker(states=["raging"]), dice=[4, 2])
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "pool gain")
    choose(qtbot, field(card, "poolIdentifier"), "Fury Dice (fury)")
    type_into(qtbot, field(card, "formula"), "@strength")
    qtbot.keyClicks(field(card, "message"), "Fury grows: +{value} damage")
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert without_id(rule) == {"type": "poolGainMessage", "label": "", "identifier": "", **ENVELOPE,
                                "poolIdentifier": "fury", "formula": "@strength",
                                "message": "Fury grows: +{value} damage"}
    result = session.apply({"do": "startTurn"})
    assert "Fury grows: +3 damage" in result.log


def test_wounds_card_shows_its_declared_field(qtbot):
    """maxWounds (character.md §15.1) has no presentation extras: its card is its declaration's."""
    session = session_for(berserker())
    base = session.char.track("wounds")[1]
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "wounds")
    value = field(card, "value")
    assert value.isVisible()
    texts = {label.text() for label in card.findChildren(QLabel)}
    assert "Wounds" in texts and any(t.startswith("Added to max wounds, rounded down") for t in texts)
    type_into(qtbot, value, "2")
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert without_id(rule) == {"type": "maxWounds", "label": "", "identifier": "", **ENVELOPE, "value": "2"}
    assert session.char.track("wounds")[1] == base + 2


# character.md §15.1, §15.3, §15.5: the issue-29 bonus and grant rules' cards come from their declarations.
NEW_BONUS_TYPES = {
    "damageBonus": "damage bonus", "conditionalBonus": "conditional bonus", "damageReduction": "damage reduction",
    "modifyIncomingAttack": "modify incoming", "maxHitDice": "hit dice", "incrementHitDice": "increment hit",
    "hitDiceAdvantage": "hit dice advantage", "maximizeHitDice": "maximize hit", "dyingActionLimit": "dying action",
    "healingPotionBonus": "healing potion", "unarmedDamage": "unarmed damage", "grantProficiency": "grant proficiency",
}


@pytest.mark.parametrize("rtype", sorted(NEW_BONUS_TYPES))
def test_a_bonus_or_grant_card_shows_every_declared_field(qtbot, rtype):
    from sheet_app.views.rule_specs import field_specs, new_rule
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, NEW_BONUS_TYPES[rtype])
    texts = {label.text() for label in card.findChildren(QLabel)}
    for spec in field_specs(rtype):
        # A proficiency picker is its boxes and a line to type others in.
        assert field(card, f"{spec.key}.other" if spec.kind == "proficiencies" else spec.key).isVisible(), spec.key
        assert spec.label in texts, spec.key
        # A drop-down's hint line says what the chosen option does; an ignored field says why.
        hint = card.fields[spec.key].hint_text()
        if spec.kind != "enum" and spec.disabled_when is None:
            assert any(t.startswith(hint[:20]) for t in texts), spec.key
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert without_id(rule) == without_id(new_rule(rtype))


def test_a_damage_bonus_card_writes_its_target_tags_and_options(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "damage bonus")
    type_into(qtbot, field(card, "value"), "1d6")
    choose(qtbot, field(card, "delivery"), "Melee attacks")
    choose(qtbot, field(card, "source"), "Weapons")
    type_into(qtbot, field(card, "damageType"), "fire")
    type_into(qtbot, field(card, "targetCondition"), "quarry, bloodied")
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert without_id(rule) == {"type": "damageBonus", "label": "", "identifier": "", **ENVELOPE, "value": "1d6",
                                "damageType": "fire", "delivery": "melee", "source": "weapon",
                                "targetCondition": {"$and": ["target:quarry", "target:bloodied"]}}


def test_a_hit_dice_card_picks_a_die_size_and_the_sheet_shows_the_dice(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "hit dice")
    type_into(qtbot, field(card, "value"), "2")
    choose(qtbot, field(card, "dieSize"), "Class hit die")
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert (rule["type"], rule["value"], rule["dieSize"]) == ("maxHitDice", "2", 0)
    assert session.char.hit_dice() == {"d12": (6, 8)}
# ---- the numbers' rules (character.md §15.1, §15.2, §15.5 grantMovement): each card shows its fields ----
# (rule type, what to type in the picker, the number it changes and how much, with one field filled in)
NUMBER_CARDS = {
    "abilityBonus": ("stat bonus", "value", "1", lambda char: char.stat("will")),
    "armorClass": ("armor class", "formula", "2", lambda char: char.numbers()["armor"]),
    "skillBonus": ("skill bonus", "value", "2", lambda char: char.numbers()["might"]),
    "savingThrowBonus": ("save bonus", "value", "3", lambda char: char.numbers()["save.will"]),
    "skillRollMode": ("skill roll mode", "value", "1", lambda char: char.numbers()["mode.skill.might"]),
    "savingThrowRollMode": ("save roll mode", "value", "1", lambda char: char.numbers()["mode.save.will"]),
    "initiativeBonus": ("initiative bonus", "value", "2", lambda char: char.numbers()["initiativeBonus"]),
    "initiativeRollMode": ("initiative roll mode", "value", "1", lambda char: char.numbers()["mode.initiative"]),
    "speedBonus": ("speed bonus", "value", "1", lambda char: char.numbers()["walk"]),
    "maxHpBonus": ("hit points", "value", "5", lambda char: char.track("hp")[1]),
    "grantMovement": ("grant movement", "speed", "8", lambda char: char.numbers()["fly"]),
}
# The list pickers: which box to tick so the filled-in field reaches the number above.
TICKS = {"abilityBonus": "abilities.will", "skillBonus": "skills.might", "savingThrowBonus": "savingThrows.will",
         "skillRollMode": "skills.might"}
GAINS = {"abilityBonus": 1, "armorClass": 2, "skillBonus": 2, "savingThrowBonus": 3, "skillRollMode": 1,
         "savingThrowRollMode": 1, "initiativeBonus": 2, "initiativeRollMode": 1, "speedBonus": 1, "maxHpBonus": 5,
         "grantMovement": 8}


@pytest.mark.parametrize("rtype", sorted(NUMBER_CARDS))
def test_each_number_rule_card_shows_its_declared_fields_and_changes_its_number(qtbot, rtype):
    from sheet_app.views.rule_specs import field_specs

    picked, key, typed, number = NUMBER_CARDS[rtype]
    session = session_for(berserker())
    before = number(session.char)
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, picked)
    texts = {label.text() for label in card.findChildren(QLabel)}
    for spec in field_specs(rtype):
        assert spec.label in texts, (rtype, spec.key)
        if spec.kind == "events":  # a list picker: one box per option
            for value, _name, _hint in spec.options:
                assert field(card, f"{spec.key}.{value}").isVisible(), (rtype, spec.key, value)
        else:
            assert field(card, spec.key).isVisible(), (rtype, spec.key)
    if rtype.endswith("RollMode"):  # a roll mode's value is picked by name (1: Advantage)
        choose(qtbot, field(card, key), "Advantage")
    else:
        type_into(qtbot, field(card, key), typed)
    if rtype in TICKS:
        click(qtbot, field(card, TICKS[rtype]))
    press_ok(qtbot, dialog)
    [rule] = item_rules(session, "berserker")
    assert rule["type"] == rtype and str(rule[key]) == typed
    assert number(session.char) == before + GAINS[rtype]
