"""The Rules Builder for a GM who follows the rules reference (issue 19): the reference's words in
tooltips and help, "Applies when" on screen when opened, near-miss references, a Modify Pool aimed
at a pool from the start."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel
from test_builder_helpers import (
    add_rule,
    berserker,
    card_labelled,
    cards,
    click,
    field,
    flush_deleted,
    open_builder,
    session_for,
    settle,
    type_into,
)


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


def label_tip(card, text):
    return next(label.toolTip() for label in card.findChildren(QLabel) if label.text() == text)


def test_the_references_words_are_in_tooltips_and_help(qtbot):
    dialog = open_builder(qtbot, session_for(berserker()), "rage")
    pool = card_labelled(dialog, "Fury Dice")
    initial = field(pool, "initial")
    assert initial.currentText() == "Empty"
    assert "the reference's “zero”" in pool.fields["initial"].hint.text()  # the help line under it
    assert "the reference's “zero”" in initial.itemData(initial.currentIndex(), 3)  # ToolTipRole
    assert "“initial”" not in label_tip(pool, "Initial")  # named the same: nothing to add
    assert "the reference's “max”" in label_tip(pool, "Max dice")
    click(qtbot, field(pool, "refills.add"))
    mode = field(pool, "refills.0.mode")
    texts = {mode.itemText(i): mode.itemData(i, 3) for i in range(mode.count())}
    assert "the reference's “refresh”" in texts["Refill to max"]
    assert "predicate" in field(pool, "refills.0.conditionToggle").toolTip()
    assert "“predicate”" in pool.advanced_toggle.toolTip()


def test_opening_advanced_scrolls_applies_when_into_view(qtbot):
    dialog = open_builder(qtbot, session_for(berserker()), "rage")
    pool = card_labelled(dialog, "Fury Dice")
    dialog.resize(1000, 480)  # the card's Advanced opens below the window's bottom edge
    settle(qtbot, dialog)
    dialog.scroll_area.ensureWidgetVisible(pool.label_edit)
    click(qtbot, pool.advanced_toggle)
    label = pool.findChild(QLabel, "appliesWhenLabel")
    assert label is not None and "“predicate”" in label.toolTip() and "Condition" in label.toolTip()
    viewport = dialog.scroll_area.viewport()

    def on_screen():
        top = label.mapTo(viewport, label.rect().topLeft()).y()
        return top >= 0 and top + label.height() <= viewport.height()
    qtbot.waitUntil(on_screen)


def test_a_misspelt_reference_suggests_the_known_one(qtbot):
    dialog = open_builder(qtbot, session_for(berserker()), "rage")
    pool = card_labelled(dialog, "Fury Dice")
    type_into(qtbot, field(pool, "max"), "@levle")
    settle(qtbot, dialog)
    shown = [text for _severity, text in pool.fields["max"].messages.messages]
    assert any("@levle: did you mean @level?" in text for text in shown), shown


def test_a_new_modify_pool_is_aimed_at_a_pool_and_never_at_an_empty_name(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")  # the class item defines no pool of its own
    card = add_rule(qtbot, dialog, "modify pool")
    assert field(card, "poolIdentifier").currentText() == "fury"
    settle(qtbot, dialog)
    assert not any("''" in problem.message for problem in dialog.preview.problems)
    field(card, "poolIdentifier").lineEdit().clear()
    field(card, "poolIdentifier").lineEdit().textEdited.emit("")
    settle(qtbot, dialog)
    messages = [p.message for p in dialog.preview.problems if p.field == "poolIdentifier"]
    assert messages == ["no pool chosen: pick the dice pool this rule modifies"]


def test_a_consume_spend_without_an_effect_warns_on_its_card(qtbot):
    dialog = open_builder(qtbot, session_for(berserker()), "rage")
    card = add_rule(qtbot, dialog, "dice consumer")
    assert field(card, "poolIdentifier").currentText() == "fury"  # Rage's own pool
    settle(qtbot, dialog)
    shown = [text for _severity, text in card.fields["effectFormula"].messages.messages]
    assert any(text.startswith("no effect formula") for text in shown), shown
    assert len(cards(dialog)) >= 2


def test_drop_down_lists_stay_inside_the_builder_window(qtbot):
    dialog = open_builder(qtbot, session_for(berserker()), "rage")
    dialog.resize(700, 600)
    settle(qtbot, dialog)
    pool = card_labelled(dialog, "Fury Dice")
    click(qtbot, field(pool, "refills.add"))
    combo = field(pool, "refills.0.mode")  # its hints are long: the list would be 600 px wide
    dialog.scroll_area.ensureWidgetVisible(combo)
    combo.showPopup()
    popup = combo.view().window()
    qtbot.waitUntil(popup.isVisible)
    right = dialog.mapToGlobal(dialog.rect().topRight()).x()
    assert popup.geometry().right() <= right, (popup.geometry(), right)
    assert popup.width() >= combo.width()
    combo.hidePopup()
