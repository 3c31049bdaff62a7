"""The game's words, not formulas (issue 32 item 2): the item list's subtitles, the dice panel's and the
reactions' cards, the initiative title, the printed page and the Toggle Effect card say what a player
reads; the formula as written stays in the tooltip and in the builder's JSON."""
from __future__ import annotations

import copy
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from sheet_helpers import make_window, row_of
from test_builder_helpers import berserker, card_labelled, flush_deleted, open_builder, session_for

from sheet_app.engine.session import Session
from sheet_app.ui.printing import rule_lines

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


def _key(qtbot, window, key, modifiers=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifiers)


def _active(qtbot, dialog):
    qtbot.waitUntil(lambda: dialog is not None and QApplication.activeWindow() is dialog)
    return dialog


def _back(qtbot, window):
    qtbot.waitUntil(lambda: not any(w.isVisible() for w in QApplication.topLevelWidgets() if w.isModal()))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()


def test_the_sheet_and_its_dialogs_say_formulas_in_words(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc, dice=[15, 3, 4] * 4)
    _, axe = row_of(window, "Greataxe")
    assert axe.subtitle == "weapon · melee 1d12 + STR" and axe.formula == "1d12+@strength"
    window.view.setFocus()
    _key(qtbot, window, Qt.Key.Key_E, CTRL)
    _key(qtbot, window, Qt.Key.Key_I, CTRL)
    dialog = _active(qtbot, window.play.round_dialog)
    head = dialog.findChild(QLabel, "initiativeFormula")
    assert head.text() == "Initiative: 1d20 + DEX" and "1d20 + @dexterity" in head.toolTip()
    assert dialog.roll_button.text() == "Roll 1d20 + DEX"
    _key(qtbot, window, Qt.Key.Key_Return)  # nothing typed: the sheet rolls
    _back(qtbot, window)
    window.view.setCurrentIndex(row_of(window, "Rage")[0])
    _key(qtbot, window, Qt.Key.Key_Return)  # Rage: two Fury Dice
    qtbot.waitUntil(lambda: len(window.session.char.pools()["fury"].faces) == 2)
    window.view.setCurrentIndex(row_of(window, "That all you got?!")[0])
    _key(qtbot, window, Qt.Key.Key_Return)
    panel = _active(qtbot, window.items.dice_panel)
    card = next(c for c in panel.cards if c.info.item_name == "That all you got?!")
    label = card.findChild(QLabel, "formula")
    assert label.text() == "(STR + DEX) × dice spent"
    assert "(@strength + @dexterity) * @n" in label.toolTip()
    _key(qtbot, panel, Qt.Key.Key_Escape)
    _back(qtbot, window)
    _key(qtbot, window, Qt.Key.Key_A, CTRL | SHIFT)
    attacked = _active(qtbot, window.play.round_dialog)
    reaction = next(c for c in attacked.cards if c.info.item_name == "That all you got?!")
    assert reaction.findChild(QLabel, "formula").text() == "(STR + DEX) × dice spent"
    _key(qtbot, attacked, Qt.Key.Key_Escape)


def test_the_printed_page_says_spends_and_messages_in_words(sample_doc):
    doc = copy.deepcopy(sample_doc)
    doc["level"] = 7  # Headlong Rush's message applies from level 7
    session = Session(doc)
    said = {item.name: rule_lines(session, i) for i, item in enumerate(session.char.items)}
    assert said["Death Blow"] == ["On a critical hit: spend Fury Dice (at least 1) for 2 × the dice's sum extra damage"]
    assert said["That all you got?!"] == [
        "Spend Fury Dice (at least 1): (3 (STR) + 2 (DEX)) × dice spent damage reduction"]
    rush = " ".join(said["Headlong Rush"])
    assert "move up to 2 (DEX) spaces" in rush and "[" not in rush and "@" not in rush


def test_the_toggle_card_says_the_upstream_key_in_the_sheets_words(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "rage")
    card = card_labelled(dialog, "Rage")
    box = card.fields["confirmEndPrompt"].edit
    assert box.text() == "End your Rage?"  # what the sheet asks when Rage is switched off
    assert "NIMBLE.rules.featureMessages.berserker.rageEndConfirm" in box.toolTip()
    assert "in our words" in card.fields["confirmEndPrompt"].hint.text()
    raw = json.loads(json.dumps(session.document()["items"][session.char.find_item("rage")]["rules"][0]))
    assert raw["confirmEndPrompt"] == "NIMBLE.rules.featureMessages.berserker.rageEndConfirm"
    dialog.reject()
