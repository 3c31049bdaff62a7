"""Conditions, actions and spells on the sheet (issue 30, character.md §12-§14): the condition chips and
the picker, the action pips and the reactions, Cast with an upcast, Defend and the concentration save in
Attacked…; each one step through the runner (Ctrl+Z takes it back) and in the log in the game's words."""
import copy
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from sheet_helpers import make_window, part, row_of

from sheet_app.engine import steps

ROOT = Path(__file__).resolve().parents[2]
MAGE = json.loads((ROOT / "resources" / "sample-mage.json").read_text(encoding="utf-8"))
FEARLESS = {"id": "fearless", "name": "Fearless", "type": "feature", "rules": [
    {"id": "fearless-immunity", "type": "conditionImmunity", "label": "Fearless", "conditions": ["frightened"]}]}


@pytest.fixture
def mage(qtbot, library, settings):
    return make_window(qtbot, library, settings, copy.deepcopy(MAGE), dice=[4, 2, 5, 3, 6, 1] * 8)


def undo(qtbot, window):
    window.activateWindow()  # a dialog just closed: the keys are the window's again
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()
    qtbot.keySequence(window.view, QKeySequence.StandardKey.Undo)


def bar(window):
    return window.display.turn_bar


def picker_action(window, name):
    conditions = bar(window).conditions
    conditions.picker.aboutToShow.emit()  # the list is filled as the menu opens
    found = [a for a in conditions.picker.actions() if a.objectName() == f"condition-{name}"]
    assert found, name
    return found[0]


# ---- conditions --------------------------------------------------------------------------------------
def test_a_condition_from_the_picker_is_a_chip_with_its_description_and_timer(qtbot, mage):
    assert bar(mage).chip_texts() == []
    picker_action(mage, "slowed").trigger()
    assert mage.session.doc["states"] == ["slowed"]
    assert bar(mage).chip_texts() == ["Slowed · ends after your next turn", "Hampered (implied)"] or \
        bar(mage).chip_texts() == ["Hampered (implied)", "Slowed · ends after your next turn"]
    chips = bar(mage).conditions.chips
    assert "speed is halved" in chips["slowed"].toolTip()
    assert "ends after your next turn" in chips["slowed"].toolTip().lower()
    implied = chips["hampered"]
    assert implied.remove is None and "from Slowed" in implied.toolTip() and "cannot be removed" in implied.toolTip()
    assert mage.log.lines()[-1] == "Slowed on (ends at the end of your turn)"
    assert mage.ops.history()[0][1] == "Slowed on (ends at the end of your turn)"
    # Prone is a chip, not one more state toggle.
    assert "slowed" not in mage.header.state_buttons
    undo(qtbot, mage)
    assert mage.session.doc["states"] == [] and bar(mage).chip_texts() == []


def test_the_remove_button_and_delete_key_turn_a_condition_off_one_undo_step_each(qtbot, mage):
    mage.apply(steps.Condition(name="prone").step())
    mage.apply(steps.Condition(name="poisoned").step())
    remove = bar(mage).conditions.chips["prone"].remove
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert mage.session.doc["states"] == ["poisoned"]
    assert mage.log.lines()[-1] == "Prone off"
    poisoned = bar(mage).conditions.chips["poisoned"].remove
    poisoned.setFocus()
    items = len(mage.session.char.items)
    qtbot.keyClick(poisoned, Qt.Key.Key_Delete)
    assert mage.session.doc["states"] == []
    assert len(mage.session.char.items) == items  # the window's Delete (an item) did not take the key
    undo(qtbot, mage)
    assert mage.session.doc["states"] == ["poisoned"]
    assert "Poisoned" in bar(mage).chip_texts()


def test_an_immune_condition_says_so_in_the_picker_and_its_refusal_in_words(qtbot, library, settings):
    doc = copy.deepcopy(MAGE)
    doc["items"].append(FEARLESS)
    window = make_window(qtbot, library, settings, doc)
    action = picker_action(window, "frightened")
    assert action.text() == "Frightened\timmune (Fearless)"  # the reason in the menu's right column
    action.trigger()
    assert "frightened" not in window.session.doc["states"]
    assert window.message.isVisible()
    assert window.message.text.text() == "you are immune to Frightened (Fearless)"
    assert window.log.lines()[-1] == "Refused: you are immune to Frightened (Fearless)"


def test_a_condition_typed_into_add_a_state_is_the_condition(qtbot, mage):
    box = mage.header.new_state
    box.setFocus()
    qtbot.keyClicks(box, "Last stand")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert mage.session.doc["states"] == ["lastStand"]
    assert bar(mage).chip_texts() == ["Last Stand"]
    qtbot.keyClicks(box, "wildShape")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert "wildShape" in mage.header.state_buttons  # any other state is still a toggle


# ---- actions and reactions -----------------------------------------------------------------------------
def test_the_pips_spend_an_action_by_click_and_space_and_undo_gives_it_back(qtbot, mage):
    pips = bar(mage).tracker.pips
    assert "tracked only in an encounter" in pips.toolTip()
    qtbot.mouseClick(pips, Qt.MouseButton.LeftButton)
    assert mage.message.text.text() == "actions are tracked only in an encounter"
    mage.apply(steps.StartEncounter().step())
    assert pips.pips.text == "3/3"
    qtbot.mouseClick(pips, Qt.MouseButton.LeftButton)
    pips.setFocus()
    qtbot.keyClick(pips, Qt.Key.Key_Space)
    assert pips.pips.text == "1/3" and "1 of 3 left" in pips.toolTip()
    assert pips.accessibleName() == "Actions 1 of 3"
    assert mage.log.lines()[-1] == "Actions: 1 action spent (1/3 left)"
    undo(qtbot, mage)
    assert pips.pips.text == "2/3" and mage.session.doc["actions"]["current"] == 2


def test_reactions_are_greyed_with_the_engines_reason(qtbot, mage):
    interpose = bar(mage).reaction("interpose")
    assert not interpose.isEnabled() and "Not now: Interpose needs an encounter" in interpose.toolTip()
    mage.apply(steps.StartEncounter().step())
    assert interpose.isEnabled() and "Costs 1 action (2/3 left)" in interpose.toolTip()
    qtbot.mouseClick(interpose, Qt.MouseButton.LeftButton)
    assert mage.session.doc["reactions"]["interpose"] is False
    assert mage.log.lines()[-1] == "Interpose (reaction): 1 action spent (2/3 left)"
    assert not interpose.isEnabled() and "already used this round" in interpose.toolTip()
    assert bar(mage).tracker.pips.pips.text == "2/3"
    mage.apply(steps.StartTurn().step())
    help_button = bar(mage).reaction("help")
    assert not help_button.isEnabled() and "not possible on your own turn" in help_button.toolTip()
    undo(qtbot, mage)
    undo(qtbot, mage)
    assert interpose.isEnabled() and mage.session.doc["reactions"]["interpose"] is True


def test_defend_in_the_header_opens_attacked_with_defend_ticked(qtbot, mage):
    mage.apply(steps.StartEncounter().step())
    qtbot.mouseClick(bar(mage).reaction("defend"), Qt.MouseButton.LeftButton)
    dialog = mage.play.round_dialog
    assert dialog is not None and dialog.defend.chosen
    assert "reduces the damage by Armor 1" in dialog.defend.check.text()
    assert "Blink Reflex" in dialog.defend.note.text()  # its Action Cost rule makes it free
    dialog.amount.setValue(9)
    assert dialog.outcome_text() == "9 damage: 1 reduced, HP 32 → 24"
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    assert mage.session.doc["hp"]["current"] == 24
    assert "Defend: damage reduced by Armor 1 (9 → 8)" in mage.log.lines()
    assert mage.ops.history()[0][1] == "Attacked: 9 damage, defended"
    assert not bar(mage).reaction("defend").isEnabled()
    undo(qtbot, mage)
    assert mage.session.doc["hp"]["current"] == 32 and bar(mage).reaction("defend").isEnabled()


def test_attacked_offers_defend_beside_the_item_reactions_greyed_outside_an_encounter(qtbot, window):
    dialog = window.play.open_attacked()
    assert dialog.cards, "the Berserker's That all you got?! is offered"
    assert not dialog.defend.check.isEnabled() and dialog.defend.note.text() == "Not now: Defend needs an encounter"
    window.apply(steps.StartEncounter().step())
    dialog.close()
    dialog = window.play.open_attacked()
    dialog.amount.setValue(10)
    dialog.defend.check.setChecked(True)
    step = dialog.step()
    assert step["defend"] is True
    armor = window.session.char.numbers()["armor"]
    assert f"{armor} reduced" in dialog.outcome_text()


# ---- concentration -----------------------------------------------------------------------------------
def test_concentration_is_shown_and_a_critical_asks_for_its_save(qtbot, mage):
    mage.apply(steps.StartEncounter().step())
    mage.apply(steps.Cast(item="static-web").step())
    assert bar(mage).chip_texts() == ["Concentrating on Static Web"]
    dialog = mage.play.open_attacked()
    prompt = dialog.concentration
    assert prompt is not None and "Concentrating on Static Web" in prompt.label.text()
    assert not prompt.choices["fail"].isEnabled()  # only a critical asks
    dialog.amount.setValue(4)
    qtbot.mouseClick(dialog.critical, Qt.MouseButton.LeftButton)
    assert prompt.choices["fail"].isEnabled()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)  # I fai&led
    qtbot.waitUntil(prompt.choices["fail"].isChecked)  # a mnemonic clicks after its short animation
    assert dialog.step()["concentrationSave"] == "fail"
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert "concentrating" not in mage.session.doc["states"]
    assert mage.log.lines()[-1] == "Concentration on Static Web ended (the concentration save failed)"
    assert mage.ops.history()[0][1] == "Attacked: 4 damage (critical), concentration save failed"
    assert bar(mage).chip_texts() == []
    undo(qtbot, mage)
    assert bar(mage).chip_texts() == ["Concentrating on Static Web"]


# ---- spells ------------------------------------------------------------------------------------------
def test_spells_are_their_own_group_with_tier_school_and_mana(mage):
    _index, row = row_of(mage, "Kindle")
    assert row.subtitle == "Tier 1 · fire · 1 mana · 2 actions · ranged 3d6"
    assert row_of(mage, "Static Web")[1].subtitle == "Tier 2 · lightning · 2 mana · 1 action · concentration"
    assert row_of(mage, "Quiet Ward")[1].activatable  # a spell without an attack still casts
    proxy = mage.view.model()
    groups = [proxy.index(g, 0).data() for g in range(proxy.rowCount())]
    assert any(str(name).startswith("Spells") for name in groups), groups


def test_cast_asks_for_the_mana_of_an_upcast_and_previews_it(qtbot, mage):
    index, _row = row_of(mage, "Kindle")
    mage.view.setCurrentIndex(index)
    qtbot.mouseClick(mage.view.viewport(), Qt.MouseButton.LeftButton, pos=part(mage, "Kindle", "use"))
    dialog = mage.items.cast_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.upcast.text() == "At its tier: no upcast"
    assert dialog.outcome_text() == "Spent 1 mana (mana 15 → 14)"
    qtbot.keyClick(dialog.mana, Qt.Key.Key_Up)
    assert dialog.upcast.text() == "Upcast: +1d6 damage, Range +2 for 1 more mana (damage 3d6 + 1d6)"
    qtbot.keyClick(dialog.mana, Qt.Key.Key_Return)
    assert mage.session.doc["mana"]["current"] == 13
    assert any(line.startswith("Cast Kindle (tier 1): 2 mana, upcast 1: +1d6 damage, Range +2")
               for line in mage.log.lines())
    assert mage.ops.history()[0][1] == "Cast Kindle (tier 1): 2 mana, upcast 1: +1d6 damage, Range +2"
    undo(qtbot, mage)
    assert mage.session.doc["mana"]["current"] == 15


def test_cast_says_the_games_refusals(qtbot, mage):
    mage.apply(steps.Set(field="mana.current", value=0).step())
    mage.items.use_item(row_of(mage, "Kindle")[1].index)
    dialog = mage.items.cast_dialog
    assert dialog.outcome_text() == "Refused: Kindle needs 1 mana, 0 left" and not dialog.cast_button.isEnabled()
    dialog.close()
    mage.items.use_item(row_of(mage, "Quiet Ward")[1].index)  # no upcast: cast at once, refused in words
    assert mage.message.text.text() == "Quiet Ward needs 1 mana, 0 left"
    mage.apply(steps.Set(field="mana.current", value=5).step())
    mage.apply(steps.Condition(name="silenced").step())
    mage.items.use_item(row_of(mage, "Frost Needle")[1].index)
    assert mage.message.text.text() == "silenced: Frost Needle cannot be cast"
    mage.apply(steps.Condition(name="silenced", on=False).step())
    mage.apply(steps.StartEncounter().step())
    mage.apply(steps.Set(field="actions.current", value=1).step())
    mage.items.use_item(row_of(mage, "Kindle")[1].index)
    assert mage.items.cast_dialog.outcome_text() == "Refused: Kindle needs 2 actions, 1 left"
    QApplication.processEvents()


def test_a_cantrip_casts_at_once_and_says_cast(qtbot, mage):
    mage.items.use_item(row_of(mage, "Frost Needle")[1].index)
    assert mage.items.cast_dialog is None
    assert any(line.startswith("Cast Frost Needle (cantrip)") for line in mage.log.lines())


# ---- a condition's length, from the picker -----------------------------------------------------------
def open_picker(qtbot, window):
    """The picker open as a click on Add condition… opens it (popup: exec would wait for the menu)."""
    conditions = bar(window).conditions
    button = conditions.picker_button
    conditions.picker.popup(button.mapToGlobal(button.rect().bottomLeft()))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is conditions.picker)
    return conditions


def press(qtbot, key, times=1):
    """Keys as typed: with a menu open, to the widget focused in it, else to it (Qt routes them so)."""
    for _ in range(times):
        popup = QApplication.activePopupWidget()
        target = (popup.focusWidget() or popup) if popup is not None else QApplication.focusWidget()
        qtbot.keyClick(target, key)


def focused_in_menu():
    popup = QApplication.activePopupWidget()
    return popup.focusWidget() if popup is not None else None


def test_a_length_picked_by_the_keyboard_is_the_chips_timer_and_one_undo_step(qtbot, mage):
    conditions = open_picker(qtbot, mage)
    press(qtbot, Qt.Key.Key_Down)  # the first line: Lasts
    length = conditions.length
    qtbot.waitUntil(lambda: focused_in_menu() is length.count)
    assert length.count.text() == "until removed" and not length.unit.isEnabled()
    press(qtbot, Qt.Key.Key_Up, 2)
    assert length.count.value() == 2 and length.unit.isEnabled()
    assert length.words.text() == "Ends after 2 more of your turns"
    press(qtbot, Qt.Key.Key_Tab)
    assert focused_in_menu() is length.unit
    press(qtbot, Qt.Key.Key_Down)  # turns → rounds: the engine counts either as your End turns
    assert length.unit.currentText() == "rounds" and length.timer() == {"turnEnds": 2}
    press(qtbot, Qt.Key.Key_Return)  # on to the conditions, as Tab
    menu = conditions.picker
    assert menu.isVisible() and menu.activeAction().objectName() == "condition-blinded"
    for _ in range(30):
        if menu.activeAction().objectName() == "condition-poisoned":
            break
        press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not menu.isVisible())
    assert mage.session.doc["states"] == ["poisoned"]
    assert mage.session.doc["conditionTimers"] == {"poisoned": {"turnEnds": 2}}
    assert bar(mage).chip_texts() == ["Poisoned · ends after 2 more of your turns"]
    assert "Ends after 2 more of your turns." in conditions.chips["poisoned"].toolTip()
    assert mage.log.lines()[-1] == "Poisoned on (ends after 2 more of your turns)"
    undo(qtbot, mage)
    assert mage.session.doc["states"] == [] and "conditionTimers" not in mage.session.doc
    assert bar(mage).chip_texts() == []


def test_until_removed_stays_one_click_and_the_picker_opens_at_it_again(qtbot, mage):
    conditions = open_picker(qtbot, mage)
    conditions.length.count.setValue(1)
    conditions.length.unit.setCurrentIndex(conditions.length.unit.findData("attacks"))
    picked = [a for a in conditions.picker.actions() if a.objectName() == "condition-blinded"][0]
    picked.trigger()
    assert mage.session.doc["conditionTimers"] == {"blinded": {"attacks": 1}}
    assert bar(mage).chip_texts() == ["Blinded · ends after your next attack"]
    conditions.picker.hide()
    action = picker_action(mage, "prone")  # opened again: until removed
    assert conditions.length.count.value() == 0 and conditions.length.timer() is None
    assert conditions.length.words.text() == "Slowed and Despair: their own length"
    action.trigger()
    assert mage.session.doc["states"] == ["blinded", "prone"]
    assert "prone" not in mage.session.doc["conditionTimers"]
    assert "Prone" in bar(mage).chip_texts()
    picker_action(mage, "blinded").trigger()  # an on one: chosen again turns it off, its timer with it
    assert mage.session.doc["states"] == ["prone"] and "conditionTimers" not in mage.session.doc


def test_a_length_during_your_own_turn_says_when_it_ends(qtbot, mage):
    mage.apply(steps.StartEncounter().step())
    mage.apply(steps.StartTurn().step())
    conditions = open_picker(qtbot, mage)
    conditions.length.count.setValue(1)
    assert conditions.length.words.text() == "Ends at the end of this turn"
    [a for a in conditions.picker.actions() if a.objectName() == "condition-taunted"][0].trigger()
    assert bar(mage).chip_texts() == ["Taunted · ends at the end of this turn"]
    mage.apply(steps.EndTurn().step())
    assert "taunted" not in mage.session.doc["states"] and mage.log.lines()[-1] == "Taunted ended"


# ---- Cast greyed with the engine's reason --------------------------------------------------------------
def cast_tip(qtbot, window, name):
    """The tooltip the Cast button of a spell's row shows (a real tooltip event on the list)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    pos = part(window, name, "use")
    viewport = window.view.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, pos, viewport.mapToGlobal(pos)))
    qtbot.waitUntil(QToolTip.isVisible)
    text = QToolTip.text()
    QToolTip.hideText()
    return text


def test_cast_is_greyed_with_the_reason_and_comes_back_after_a_rest(qtbot, mage):
    assert row_of(mage, "Kindle")[1].blocked == "" and cast_tip(qtbot, mage, "Kindle") == "Cast Kindle (Enter)"
    mage.apply(steps.Set(field="mana.current", value=0).step())
    _index, row = row_of(mage, "Kindle")
    assert row.blocked == "Kindle needs 1 mana, 0 left"
    assert cast_tip(qtbot, mage, "Kindle") == "Cannot cast Kindle now: Kindle needs 1 mana, 0 left"
    assert "cannot be cast now: Kindle needs 1 mana, 0 left" in row.accessible
    assert row_of(mage, "Frost Needle")[1].blocked == ""  # a cantrip costs no mana
    click = part(mage, "Quiet Ward", "use")
    qtbot.mouseClick(mage.view.viewport(), Qt.MouseButton.LeftButton, pos=click)  # a greyed one still explains
    assert mage.message.text.text() == "Quiet Ward needs 1 mana, 0 left"
    mage.apply(steps.Rest(kind="safe").step())
    assert row_of(mage, "Kindle")[1].blocked == "" and cast_tip(qtbot, mage, "Kindle") == "Cast Kindle (Enter)"
    mage.apply(steps.Set(field="mana.current", value=1).step())
    assert row_of(mage, "Kindle")[1].blocked == ""
    assert row_of(mage, "Thunderclap")[1].blocked == "Thunderclap needs 2 mana, 1 left"


def test_cast_is_greyed_without_actions_or_when_silenced_and_undo_brings_it_back(qtbot, mage):
    mage.apply(steps.StartEncounter().step())
    pips = bar(mage).tracker.pips
    pips.setFocus()
    qtbot.keyClick(pips, Qt.Key.Key_Space)
    qtbot.keyClick(pips, Qt.Key.Key_Space)  # 1 action left: Kindle costs 2
    assert row_of(mage, "Kindle")[1].blocked == "Kindle needs 2 actions, 1 left"
    assert row_of(mage, "Static Web")[1].blocked == ""
    assert cast_tip(qtbot, mage, "Kindle") == "Cannot cast Kindle now: Kindle needs 2 actions, 1 left"
    undo(qtbot, mage)
    assert row_of(mage, "Kindle")[1].blocked == ""
    picker_action(mage, "silenced").trigger()
    assert row_of(mage, "Frost Needle")[1].blocked == "silenced: Frost Needle cannot be cast"
    assert cast_tip(qtbot, mage, "Frost Needle") == \
        "Cannot cast Frost Needle now: silenced: Frost Needle cannot be cast"
    qtbot.mouseClick(bar(mage).conditions.chips["silenced"].remove, Qt.MouseButton.LeftButton)
    assert row_of(mage, "Frost Needle")[1].blocked == ""


def test_a_spell_above_the_unlocked_tier_casts_and_its_tooltip_says_so(qtbot, library, settings):
    doc = copy.deepcopy(MAGE)
    doc["highestUnlockedSpellTier"] = 1
    window = make_window(qtbot, library, settings, doc)
    _index, row = row_of(window, "Thunderclap")
    assert row.blocked == ""
    assert cast_tip(qtbot, window, "Thunderclap") == (
        "Cast Thunderclap (Enter)\nNote: tier 2 is above your highest unlocked spell tier (1); it casts with a warning")
    assert window.apply(steps.Set(field="highestUnlockedSpellTier", value=2).step()).ok
    assert row_of(window, "Thunderclap")[1].caution == ""
    assert cast_tip(qtbot, window, "Thunderclap") == "Cast Thunderclap (Enter)"
