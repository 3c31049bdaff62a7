"""The Rules Builder's cards for toggleEffect, modifyToggle and a card-offer dice consumer, through their widgets."""
from __future__ import annotations

import pytest
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
    without_id,
)


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


ENVELOPE = {"predicate": {}, "priority": 1, "disabled": False}


def test_toggle_effect(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "tayg")
    card = add_rule(qtbot, dialog, "toggle effect")
    qtbot.keyClicks(card.label_edit, "Grit")
    type_into(qtbot, field(card, "identifier"), "grit")
    type_into(qtbot, field(card, "tags"), "self:gritty")
    # Events are check boxes, in the engine's words.
    assert field(card, "turnOff.onEncounterEnd").text() == "Encounter end"
    click(qtbot, field(card, "turnOff.onEncounterEnd"))
    click(qtbot, field(card, "turnOff.onActorDying"))
    type_into(qtbot, field(card, "endAfterInactiveRounds"), "2")
    type_into(qtbot, field(card, "confirmEndPrompt"), "NIMBLE.rules.featureMessages.berserker.gritEndConfirm")
    assert card.fields["confirmEndPrompt"].hint.text() == "The sheet asks: “End your Grit?”"
    # Pools come from the character's pools, not typed.
    fury = field(card, "clearPoolsOnEnd.fury")
    assert fury.text() == "Fury Dice (fury) · dice pool · Rage"
    click(qtbot, fury)
    click(qtbot, field(card, "clearPoolsOnEnd.bloodFrenzy"))
    press_ok(qtbot, dialog)
    rule = item_rules(session, "tayg")[1]
    assert without_id(rule) == {"type": "toggleEffect", "label": "Grit", "identifier": "grit", **ENVELOPE,
                                "tags": ["self:gritty"], "turnOff": ["onActorDying", "onEncounterEnd"],
                                "confirmEndPrompt": "NIMBLE.rules.featureMessages.berserker.gritEndConfirm",
                                "clearPoolsOnEnd": ["bloodFrenzy", "fury"], "endAfterInactiveRounds": 2}


def test_a_toggle_pool_no_rule_defines_stays_listed_and_unchecking_removes_it(qtbot):
    doc = berserker()
    doc["items"][1]["rules"][0]["clearPoolsOnEnd"] = ["fury", "gone"]
    session = session_for(doc)
    dialog = open_builder(qtbot, session, "rage")
    card = card_labelled(dialog, "Rage")
    card.ensure_built()
    settle(qtbot, dialog)
    gone = field(card, "clearPoolsOnEnd.gone")
    assert gone.isChecked() and "no such pool" in gone.text()
    assert any("names no pool" in text for _sev, text in card.fields["clearPoolsOnEnd"].problems)
    click(qtbot, gone)
    press_ok(qtbot, dialog)
    assert item_rules(session, "rage")[0]["clearPoolsOnEnd"] == ["fury"]


def test_modify_toggle_picks_the_toggle_and_checks_events(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "deep-rage")
    card = add_rule(qtbot, dialog, "modify toggle")
    qtbot.keyClicks(card.label_edit, "Undying")
    choose(qtbot, field(card, "toggleIdentifier"), "Rage (rage)")
    assert "→ Rage (rage) · raging · Rage" in card.fields["toggleIdentifier"].hint.text()
    click(qtbot, field(card, "suppressTurnOff.onActorKilled"))
    click(qtbot, field(card, "turnOn.onCritReceived"))
    assert [b.text() for b in card.fields["turnOn"].boxes.values()] == [
        "Turn start", "Dying", "A critical hit received"]
    press_ok(qtbot, dialog)
    rule = item_rules(session, "deep-rage")[1]
    assert without_id(rule) == {"type": "modifyToggle", "label": "Undying", "identifier": "", **ENVELOPE,
                                "toggleIdentifier": "rage", "suppressTurnOff": ["onActorKilled"],
                                "turnOn": ["onCritReceived"]}


def test_a_modify_toggle_naming_no_toggle_is_flagged(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "deep-rage")
    card = add_rule(qtbot, dialog, "modify toggle")
    type_into(qtbot, field(card, "toggleIdentifier"), "frenzy")
    settle(qtbot, dialog)
    assert any("modifies no toggle" in text for _sev, text in card.fields["toggleIdentifier"].problems)


def test_a_dice_consumer_as_a_card_offer(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "death-blow")
    card = card_labelled(dialog, "Death Blow: bonus damage")
    card.ensure_built()
    offer = field(card, "cardOffer")
    assert offer.currentText() == "On a critical hit"
    assert "instead of in the dice panel" in card.fields["cardOffer"].spec.hint
    assert field(card, "bonusOnAttackDelivery").isEnabled()  # a card offer filters attacks by delivery
    choose(qtbot, offer, "On a hit")
    choose(qtbot, field(card, "bonusOnAttackDelivery"), "Melee attacks")
    press_ok(qtbot, dialog)
    rule = item_rules(session, "death-blow")[0]
    assert rule["cardOffer"] == "hit" and rule["bonusOnAttackDelivery"] == "melee"
