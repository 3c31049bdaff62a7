"""The builder says when a consumer spends another item's pool beside its own (issue 32 item 5): the
reference's "That all you got?!" written word for word binds to Rage's `fury` while its own item defines
`fury-dice`."""
from __future__ import annotations

import copy

import pytest
from test_builder_helpers import berserker, card_labelled, field, flush_deleted, open_builder, session_for, settle

REFERENCE_TAYG = {"id": "tayg-ref", "name": "That all you got?! (reference)", "type": "feature", "rules": [
    {"type": "dicePool", "label": "Fury Dice", "identifier": "fury-dice", "dieSize": "d4", "max": "@key",
     "initial": "zero"},
    {"type": "diceConsumer", "label": "That all you got?!", "poolIdentifier": "fury", "mode": "manual",
     "cost": "1", "effectFormula": "(@strength + @dexterity) * @n", "effectType": "damageReduction"}]}


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


def test_the_consumer_card_says_whose_pool_it_spends_until_it_spends_its_own(qtbot):
    doc = berserker()
    doc["items"].append(copy.deepcopy(REFERENCE_TAYG))
    session = session_for(doc)
    dialog = open_builder(qtbot, session, "tayg-ref")
    settle(qtbot, dialog)
    card = card_labelled(dialog, "That all you got?!")
    said = card.fields["poolIdentifier"].messages.text()
    assert "this item's pool is 'fury-dice'; 'fury' is Rage's" in said
    assert "No problems" not in dialog.problems_button.text()
    box = field(card, "poolIdentifier").lineEdit()
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "fury-dice")
    settle(qtbot, dialog)
    assert "Rage's" not in card.fields["poolIdentifier"].messages.text()
