"""The rules reference's worked examples, authored from scratch in the builder with clicks and keys,
then played on the sheet's session: they must behave as the reference says."""
from __future__ import annotations

import pytest
from test_builder_helpers import (
    add_condition,
    add_rule,
    berserker,
    choose,
    click,
    field,
    flush_deleted,
    item_rules,
    open_builder,
    press_ok,
    session_for,
    set_row,
    type_into,
)


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


def test_wand_of_scorching_rays(qtbot):
    """Charge Pool example: 3 charges, refilled on a safe rest; a Charge Consumer spends one per use."""
    session = session_for(berserker(strip=["wand"]), dice=[3, 4, 2, 5, 5, 1, 4, 4])
    dialog = open_builder(qtbot, session, "wand")
    pool = add_rule(qtbot, dialog, "charge pool")
    qtbot.keyClicks(pool.label_edit, "Wand Charges")
    assert field(pool, "identifier").placeholderText() == "wand-charges"
    choose(qtbot, field(pool, "scope"), "Item")
    type_into(qtbot, field(pool, "max"), "3")
    choose(qtbot, field(pool, "initial"), "Full")
    click(qtbot, field(pool, "recoveries.add"))
    choose(qtbot, field(pool, "recoveries.0.trigger"), "Safe Rest")
    choose(qtbot, field(pool, "recoveries.0.mode"), "Refill to max")
    consumer = add_rule(qtbot, dialog, "charge consumer")
    assert field(consumer, "poolIdentifier").currentText() == "wand-charges"  # aimed at this item's pool
    qtbot.keyClicks(consumer.label_edit, "Scorching Ray")
    press_ok(qtbot, dialog)

    pool_rule, consumer_rule = item_rules(session, "wand")
    assert pool_rule["identifier"] == "wand-charges" and pool_rule["max"] == "3"
    assert pool_rule["recoveries"] == [{"trigger": "safeRest", "mode": "refresh", "value": "1"}]
    assert consumer_rule["poolIdentifier"] == "wand-charges" and consumer_rule["cost"] == "1"

    def charges():
        return session.char.pools()["wand-charges"].current

    assert charges() == 3
    for left in (2, 1, 0):
        result = session.apply({"do": "activate", "item": "wand"})
        assert result.ok and charges() == left
    fourth = session.apply({"do": "activate", "item": "wand"})
    assert not fourth.ok and fourth.code == "insufficientCharges" and charges() == 0
    assert session.apply({"do": "rest", "kind": "field"}).ok and charges() == 0
    safe = session.apply({"do": "rest", "kind": "safe"})
    assert charges() == 3 and "Wand Charges +3 (3/3) on Safe Rest" in safe.log
    assert session.apply({"do": "activate", "item": "wand"}).ok and charges() == 2


def test_fury_dice(qtbot):
    """Dice Pool example: d4, max @key, starts empty, +1 die at each turn start only while Raging."""
    session = session_for(berserker(strip=["rage", "intensifying-fury"]), dice=[3, 2, 4, 7, 1])
    dialog = open_builder(qtbot, session, "rage")
    pool = add_rule(qtbot, dialog, "dice pool")
    qtbot.keyClicks(pool.label_edit, "Fury Dice")
    type_into(qtbot, field(pool, "identifier"), "fury")
    choose(qtbot, field(pool, "dieSize"), "d4")
    type_into(qtbot, field(pool, "max"), "@key")
    assert pool.fields["max"].preview_label.text() == "@key → 3 = 3"
    choose(qtbot, field(pool, "initial"), "Empty")
    click(qtbot, field(pool, "refills.add"))
    choose(qtbot, field(pool, "refills.0.trigger"), "Turn Start")
    choose(qtbot, field(pool, "refills.0.mode"), "Add")
    type_into(qtbot, field(pool, "refills.0.value"), "1")
    click(qtbot, field(pool, "refills.0.conditionToggle"))
    condition = pool.fields["refills"].rows[0].condition
    set_row(qtbot, add_condition(qtbot, condition.root), "self", value="raging")
    assert condition.banner.text() == "Not now (Korr is not raging)."  # not raging yet: not an error
    bonus = add_rule(qtbot, dialog, "dice consumer")
    qtbot.keyClicks(bonus.label_edit, "Fury Dice: melee bonus")
    choose(qtbot, field(bonus, "poolIdentifier"), "Fury Dice (fury)")
    choose(qtbot, field(bonus, "mode"), "Auto bonus")
    choose(qtbot, field(bonus, "bonusOnAttackDelivery"), "Melee attacks")
    click(qtbot, bonus.advanced_toggle)
    set_row(qtbot, add_condition(qtbot, bonus.condition.root), "self", value="raging")
    press_ok(qtbot, dialog)

    [pool_rule, bonus_rule] = item_rules(session, "rage")
    assert pool_rule["refills"] == [{"trigger": "onTurnStart", "mode": "add", "value": "1",
                                     "predicate": {"self": "raging"}}]
    assert bonus_rule["predicate"] == {"self": "raging"}

    def faces():
        return session.char.pools()["fury"].faces

    assert faces() == []
    assert session.apply({"do": "startTurn"}).ok and faces() == []  # not raging: no die
    assert session.apply({"do": "state", "name": "raging", "on": True}).ok
    for expected in ([3], [3, 2], [3, 2, 4], [3, 2, 4]):  # up to max @key = 3
        assert session.apply({"do": "startTurn"}).ok and faces() == expected
    attack = session.apply({"do": "activate", "item": "greataxe"})  # d12 shows 7: a hit, +3+2+4 from Fury
    assert attack.ok and any("19 damage" in line for line in attack.log), attack.log


def test_that_all_you_got(qtbot):
    """Dice Consumer example: spend Fury Dice for (STR + DEX) x n damage reduction."""
    session = session_for(berserker(strip=["tayg"], states=["raging"]), dice=[4, 2])
    dialog = open_builder(qtbot, session, "tayg")
    card = add_rule(qtbot, dialog, "dice consumer")
    qtbot.keyClicks(card.label_edit, "That all you got?!")
    choose(qtbot, field(card, "poolIdentifier"), "Fury Dice (fury)")
    choose(qtbot, field(card, "mode"), "Manual spend")
    type_into(qtbot, field(card, "cost"), "1")
    type_into(qtbot, field(card, "effectFormula"), "(@strength + @dexterity) * @n")
    preview = card.fields["effectFormula"].preview_label.text()
    assert preview.startswith("(@strength + @dexterity) * @n → (3 + 2) * 2 = 10")
    choose(qtbot, field(card, "effectType"), "Damage reduction")
    choose(qtbot, field(card, "selectionOutcome"), "Consume")
    press_ok(qtbot, dialog)

    [rule] = item_rules(session, "tayg")
    assert (rule["mode"], rule["effectFormula"], rule["effectType"], rule["selectionOutcome"]) == \
        ("manual", "(@strength + @dexterity) * @n", "damageReduction", "consume")
    assert session.apply({"do": "startTurn"}).ok and session.apply({"do": "startTurn"}).ok  # two Fury Dice
    assert session.char.pools()["fury"].faces == [4, 2]
    nothing = session.apply({"do": "spend", "pool": "fury", "consumer": "tayg", "picks": []})
    assert not nothing.ok and nothing.code == "badPicks"  # at least Cost dice
    spend = session.apply({"do": "spend", "pool": "fury", "consumer": "tayg", "picks": [0]})
    assert spend.ok and session.char.bank == 5 and session.char.pools()["fury"].faces == [2]
    hit = session.apply({"do": "damage", "amount": 8})
    assert hit.ok and session.char.track("hp") == (55, 58) and session.char.bank == 0


def test_stones_resilience(qtbot):
    """Modify Consumer example: damage-reduction spends of Fury Dice also add @sum."""
    session = session_for(berserker(states=["raging"]), dice=[4, 2])
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "modify consumer")
    qtbot.keyClicks(card.label_edit, "Stone's Resilience")
    choose(qtbot, field(card, "poolIdentifier"), "Fury Dice (fury)")
    choose(qtbot, field(card, "poolScope"), "Item")
    choose(qtbot, field(card, "effectTypeFilter"), "Damage reduction only")
    type_into(qtbot, field(card, "appendFormula"), "@sum")
    press_ok(qtbot, dialog)

    assert session.apply({"do": "startTurn"}).ok
    spend = session.apply({"do": "spend", "pool": "fury", "consumer": "tayg", "picks": [0]})
    assert spend.ok and session.char.bank == 5 + 4  # (3 + 2) * 1 + (@sum = 4)


def test_intensifying_fury(qtbot):
    """Modify Pool example: Fury Dice become d6 from level 6 (a level condition on the modifier)."""
    session = session_for(berserker(strip=["intensifying-fury"]))
    assert session.char.pools()["fury"].die == "d4"
    dialog = open_builder(qtbot, session, "intensifying-fury")
    card = add_rule(qtbot, dialog, "modify pool")
    qtbot.keyClicks(card.label_edit, "Fury Dice to d6")
    choose(qtbot, field(card, "poolType"), "Dice pool")
    choose(qtbot, field(card, "poolIdentifier"), "Fury Dice (fury)")
    choose(qtbot, field(card, "dieSize"), "d6")
    click(qtbot, card.advanced_toggle)
    set_row(qtbot, add_condition(qtbot, card.condition.root), "level", op="is at least", value="6")
    assert "Matches this character now" in card.condition.banner.text()
    press_ok(qtbot, dialog)

    [rule] = item_rules(session, "intensifying-fury")
    assert rule["predicate"] == {"level": {"min": 6}} and rule["dieSize"] == "d6"
    assert session.char.pools()["fury"].die == "d6"
    assert session.apply({"do": "set", "field": "level", "value": 5}).ok
    assert session.char.pools()["fury"].die == "d4"
