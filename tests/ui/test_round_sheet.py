"""A whole round and rest on the sheet: the header's temporary HP, hit dice and initiative; the Safe
rest, Field rest, hit dice and initiative dialogs (engine.md §5.3, §5.4)."""
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from sheet_helpers import make_window, tool_button

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def hurt(qtbot, library, settings, sample_doc):
    """The sample Berserker after a hard fight: 21/58 HP with 5 temporary, 4/6 hit dice, a wound."""
    sample_doc["hp"] = {"current": 21, "max": 58, "temp": 5}
    sample_doc["hitDice"] = {"d12": {"current": 4, "max": 6}}
    sample_doc["wounds"] = {"current": 1, "max": 6}
    sample_doc["pools"] = {"wand-charges": {"current": 1}}
    return make_window(qtbot, library, settings, sample_doc, dice=[5, 9, 4, 12, 2, 6, 3, 1, 2, 3])


def commit(qtbot, window, dialog, key_target=None):
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(key_target or dialog.focusWidget() or dialog, Qt.Key.Key_Return)


def test_the_header_shows_temporary_hp_hit_dice_and_initiative(qtbot, hurt):
    header = hurt.header
    assert header.hp_bar.text() == "21 + 5 / 58"
    assert header.hp_bar.accessibleName() == "HP 21 of 58 plus 5 temporary, bloodied"
    assert header.hit_dice_text() == "4/6 d12"
    hurt.apply({"do": "startEncounter"})
    hurt.apply({"do": "endTurn"})
    hurt.apply({"do": "rollInitiative", "value": 17})
    assert header.encounter.text() == "Encounter · round 2 · initiative 17"


def test_temporary_hp_and_hit_dice_are_edited_in_the_header_and_undone(qtbot, hurt):
    header = hurt.header
    header.hp_temp.setFocus()
    header.hp_temp.selectAll()
    qtbot.keyClicks(header.hp_temp, "8")
    with qtbot.waitSignal(hurt.applied):
        qtbot.keyClick(header.hp_temp, Qt.Key.Key_Return)
    assert hurt.session.char.temp_hp == 8 and header.hp_bar.text() == "21 + 8 / 58"
    assert "Temporary HP 5 → 8" in hurt.log.lines()
    box, _label = header.hit_dice_boxes["d12"]
    assert box.maximum() == 6  # bounded like the other header numbers: no more than the max
    box.setFocus()
    with qtbot.waitSignal(hurt.applied):
        qtbot.keyClick(box, Qt.Key.Key_Up)
    assert hurt.session.char.hit_dice() == {"d12": (5, 6)} and header.hit_dice_text() == "5/6 d12"
    hurt.view.setFocus()
    qtbot.keyClick(hurt, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(hurt, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert hurt.session.char.temp_hp == 5 and header.hit_dice_text() == "4/6 d12"
    assert header.hp_temp.minimum() == 0 and header.hp_temp.maximum() == 1_000_000


def test_ctrl_z_right_after_enter_in_a_header_box_undoes_the_change(qtbot, hurt):
    """Issue 32 item 1: the box kept focus and took Ctrl+Z for its own text; once committed, Undo is the
    sheet's. While something is typed and not committed, the box's own undo still works on the text."""
    header = hurt.header
    for box, typed, read in ((header.hp_temp, "8", lambda: hurt.session.char.temp_hp),
                             (header.hp_max, "60", lambda: hurt.session.char.track("hp")[1])):
        before = read()
        box.setFocus()
        qtbot.waitUntil(box.hasFocus)
        box.selectAll()
        qtbot.keyClicks(box, typed)
        with qtbot.waitSignal(hurt.applied):
            qtbot.keyClick(box, Qt.Key.Key_Return)
        assert read() == int(typed) and box.hasFocus()
        with qtbot.waitSignal(hurt.ops.undone):
            qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert read() == before and box.value() == before
        with qtbot.waitSignal(hurt.ops.redone):
            qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        assert read() == int(typed)
        with qtbot.waitSignal(hurt.ops.undone):
            qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    header.hp_temp.selectAll()
    qtbot.keyClicks(header.hp_temp, "3")  # typed, not committed: Ctrl+Z is the box's own
    qtbot.keyClick(header.hp_temp, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert hurt.session.char.temp_hp == 5 and hurt.ops.can_redo()  # the sheet's redo untouched


def test_safe_rest_previews_every_change_and_commits_it_as_one_action(qtbot, hurt):
    before = hurt.session.document()
    qtbot.mouseClick(tool_button(hurt, "safeRest"), Qt.MouseButton.LeftButton)
    dialog = hurt.play.round_dialog
    assert dialog.changes.texts() == ["HP: 21/58 → 58/58", "Temporary HP: 5 → 0", "Hit dice d12: 4/6 → 6/6",
                                      "Wounds: 1/6 → 0/6", "Wand Charges: 1/3 → 3/3"]
    assert hurt.session.document() == before  # previewing changed nothing
    commit(qtbot, hurt, dialog)
    char = hurt.session.char
    assert char.track("hp") == (58, 58) and char.temp_hp == 0 and char.hit_dice() == {"d12": (6, 6)}
    assert char.track("wounds") == (0, 6)
    assert hurt.header.hp_bar.text() == "58 / 58"
    # Rested: everything is already full.
    qtbot.mouseClick(tool_button(hurt, "safeRest"), Qt.MouseButton.LeftButton)
    again = hurt.play.round_dialog
    assert again.changes.texts() == ["HP: Already full", "Temporary HP: None", "Hit dice d12: Already full",
                                     "Wounds: None to heal", "Wand Charges: Already full"]
    qtbot.keyClick(again, Qt.Key.Key_Escape)
    assert not again.isVisible()
    hurt.view.setFocus()
    qtbot.keyClick(hurt, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # one undo step takes it all back
    assert hurt.session.document() == before


def test_field_rest_picks_a_mode_and_hit_dice_with_a_live_healing_preview(qtbot, hurt):
    qtbot.mouseClick(tool_button(hurt, "fieldRest"), Qt.MouseButton.LeftButton)
    dialog = hurt.play.round_dialog
    box = dialog.counts["d12"]
    assert box.maximum() == 4 and dialog.healing.text() == "No hit dice spent: no healing"
    qtbot.keyClick(box, Qt.Key.Key_Up)
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert dialog.healing.text() == "Heals 8–30: HP 21 → 29–51 (of 58)"  # Catch Breath: a range
    assert "HP: 21/58 → 29–51/58" in dialog.changes.texts()
    dialog.mode_buttons["makeCamp"].click()
    assert dialog.healing.text() == "Heals 30: HP 21 → 51 (of 58)"  # Make Camp: exact
    max_button = next(b for b in dialog.findChildren(type(dialog.ok_button))
                      if b.accessibleName() == "All d12 hit dice")
    qtbot.mouseClick(max_button, Qt.MouseButton.LeftButton)
    assert box.value() == 4 and dialog.healing.text() == "Heals 60: HP 21 → 58 (of 58)"
    minus = next(b for b in dialog.findChildren(type(dialog.ok_button)) if b.accessibleName() == "One d12 less")
    qtbot.mouseClick(minus, Qt.MouseButton.LeftButton)
    assert box.value() == 3
    dialog.mode_buttons["catchBreath"].click()
    commit(qtbot, hurt, dialog, box)
    # 3d12 rolled 5, 9, 4, +3 STR each: 27.
    assert hurt.session.char.track("hp") == (48, 58) and hurt.session.char.hit_dice() == {"d12": (1, 6)}
    assert any("Catch Breath: hit dice 3d12 (5, 9, 4), +3 STR each: healed 27, HP 21 → 48" in line
               for line in hurt.log.lines())
    assert hurt.session.char.temp_hp == 5  # a field rest keeps temporary HP


def test_field_rest_with_no_hit_dice_is_allowed(qtbot, hurt):
    qtbot.mouseClick(tool_button(hurt, "fieldRest"), Qt.MouseButton.LeftButton)
    commit(qtbot, hurt, hurt.play.round_dialog)
    assert hurt.session.char.hit_dice() == {"d12": (4, 6)} and "Field rest: Catch Breath" in hurt.log.lines()


def test_hit_dice_spent_outside_a_rest_from_the_header(qtbot, hurt):
    qtbot.mouseClick(hurt.header.hit_dice_button, Qt.MouseButton.LeftButton)
    dialog = hurt.play.round_dialog
    assert dialog.windowTitle() == "Spend hit dice" and not dialog.ok_button.isEnabled()  # nothing to spend yet
    qtbot.keyClick(dialog.counts["d12"], Qt.Key.Key_Up)
    assert dialog.ok_button.isEnabled()
    commit(qtbot, hurt, dialog, dialog.counts["d12"])
    assert hurt.session.char.track("hp") == (29, 58) and hurt.header.hit_dice_text() == "3/6 d12"
    assert not any(line.startswith("Field rest") for line in hurt.log.lines())


def test_initiative_is_rolled_or_typed_and_a_value_out_of_range_is_refused_in_the_box(qtbot, hurt):
    qtbot.mouseClick(tool_button(hurt, "rollInitiative"), Qt.MouseButton.LeftButton)
    dialog = hurt.play.round_dialog
    assert (dialog.value.minimum(), dialog.value.maximum()) == (2, 22)  # 2 is "nothing typed yet"
    assert dialog.value.text().strip() == "" and not dialog.use_button.isEnabled()
    dialog.value.setFocus()
    dialog.value.selectAll()
    qtbot.keyClicks(dialog.value, "40")  # a d20 + 2 cannot give 40: the box does not take it
    assert dialog.value.value() != 40 and dialog.value.text() != "40"
    dialog.value.selectAll()
    qtbot.keyClicks(dialog.value, "17")
    commit(qtbot, hurt, dialog, dialog.value)
    assert hurt.session.char.rolled_initiative == 17 and "Initiative 17 (rolled at the table)" in hurt.log.lines()
    assert hurt.header.encounter.text() == "No encounter · initiative 17"
    qtbot.mouseClick(tool_button(hurt, "rollInitiative"), Qt.MouseButton.LeftButton)
    commit(qtbot, hurt, hurt.play.round_dialog)
    assert hurt.session.char.rolled_initiative == 7  # 5 on the d20 + 2


def test_a_total_typed_at_once_into_roll_initiative_is_used_and_enter_alone_rolls(qtbot, hurt):
    """Issue 32 item 3: focus starts in "I rolled", so a number typed at once is taken, not lost to a roll."""
    qtbot.mouseClick(tool_button(hurt, "rollInitiative"), Qt.MouseButton.LeftButton)
    dialog = hurt.play.round_dialog
    qtbot.waitUntil(lambda: dialog.focusWidget() in (dialog.value, dialog.value.lineEdit()))
    qtbot.keyClicks(dialog.focusWidget(), "15")
    commit(qtbot, hurt, dialog)
    assert hurt.session.char.rolled_initiative == 15
    qtbot.mouseClick(tool_button(hurt, "rollInitiative"), Qt.MouseButton.LeftButton)
    dialog = hurt.play.round_dialog
    qtbot.waitUntil(lambda: dialog.focusWidget() in (dialog.value, dialog.value.lineEdit()))
    commit(qtbot, hurt, dialog)  # Enter with nothing typed rolls: 5 on the d20 + 2
    assert hurt.session.char.rolled_initiative == 7


# ---- Attacked… with reactions, and Damage… ------------------------------------------------------
SHARED = ROOT.parent / "shared" / "fixtures" / "upstream"


@pytest.fixture
def raging(qtbot, library, settings, sample_doc):
    """The sample Berserker at 49/58, raging, with three Fury Dice (3, 1, 4) on d6."""
    sample_doc["hp"] = {"current": 49, "max": 58}
    sample_doc["states"] = ["raging"]
    sample_doc["pools"] = {"fury": {"faces": [3, 1, 4]}}
    return make_window(qtbot, library, settings, sample_doc, dice=[2, 5, 3, 1])


def open_attacked(qtbot, window):
    qtbot.mouseClick(tool_button(window, "attacked"), Qt.MouseButton.LeftButton)
    dialog = window.play.round_dialog
    assert dialog.isVisible() and dialog.windowTitle() == "Attacked"
    return dialog


def test_attacked_with_that_all_you_got_is_one_action_with_its_outcome_previewed(qtbot, raging):
    before = raging.session.document()
    dialog = open_attacked(qtbot, raging)
    qtbot.keyClicks(dialog.amount, "14")
    titles = [card.info.title for card in dialog.cards]
    assert titles[0] == "That all you got?!"  # damage reduction first
    assert dialog.outcome_text() == "14 damage: HP 49 → 35"
    tayg = dialog.cards[0]
    qtbot.mouseClick(tayg.tray.buttons[0], Qt.MouseButton.LeftButton)
    assert tayg.check.isChecked() and tayg.preview.text() == "(3 + 2) × 1 = 5 damage reduction"
    qtbot.mouseClick(tayg.tray.buttons[1], Qt.MouseButton.LeftButton)
    assert dialog.outcome_text() == "14 damage: 10 absorbed, HP 49 → 45"
    # The next reaction on the same pool sees only the die the first one leaves.
    frenzy = next(card for card in dialog.cards if card.info.title == "Blood Frenzy")
    assert frenzy.faces == [4]
    assert raging.session.document() == before  # nothing has landed yet
    commit(qtbot, raging, dialog, dialog.amount)
    char = raging.session.char
    assert char.track("hp") == (45, 58) and char.bank == 0 and char.pools()["fury"].faces[:1] == [4]
    lines = raging.log.lines()
    assert "Spent 2 Fury Dice (3, 1): 10 damage reduction banked" in lines and "Damage reduction absorbed 10" in lines
    raging.view.setFocus()
    qtbot.keyClick(raging, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # one undo step for all of it
    assert raging.session.document() == before


def test_a_reaction_its_item_cannot_pay_is_greyed_with_the_reason(qtbot, raging):
    raging.apply({"do": "setCharges", "pool": "bloodFrenzy", "value": 0})
    dialog = open_attacked(qtbot, raging)
    frenzy = next(card for card in dialog.cards if card.info.title == "Blood Frenzy")
    assert not frenzy.check.isEnabled() and frenzy.reason.isVisible()
    assert "needs 1 charge" in frenzy.reason.text()
    qtbot.mouseClick(frenzy.tray.buttons[0], Qt.MouseButton.LeftButton)
    assert not frenzy.chosen and not frenzy.picks.order


def test_a_ticked_reaction_without_its_dice_waits_and_cancel_changes_nothing(qtbot, raging):
    before = raging.session.document()
    dialog = open_attacked(qtbot, raging)
    qtbot.keyClicks(dialog.amount, "6")
    dialog.cards[0].check.setChecked(True)
    assert not dialog.ok_button.isEnabled() and "Pick 1 die for That all you got?!" in dialog.outcome_text()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and raging.session.document() == before


def test_the_upstream_that_all_you_got_is_offered_as_a_reaction(qtbot, library, settings, sample_doc):
    from sheet_app.storage.upstream import item_from_upstream

    if not (SHARED / "that-all-you-got.json").is_file():
        pytest.skip("the shared upstream fixtures are not here")
    upstream = item_from_upstream(json.loads((SHARED / "that-all-you-got.json").read_text()))
    sample_doc["items"] = [item for item in sample_doc["items"] if item.get("id") != "tayg"] + [upstream]
    sample_doc["pools"] = {"fury": {"faces": [2, 2]}}
    window = make_window(qtbot, library, settings, sample_doc, dice=[1, 1])
    dialog = open_attacked(qtbot, window)
    qtbot.keyClicks(dialog.amount, "20")
    card = dialog.cards[0]
    assert card.info.item_name == "That all you got?!"
    dialog.critical.setChecked(True)
    qtbot.mouseClick(card.tray.buttons[0], Qt.MouseButton.LeftButton)
    assert dialog.outcome_text() == "20 damage: 5 absorbed, HP 58 → 43"
    commit(qtbot, window, dialog, dialog.amount)
    assert window.session.char.track("hp") == (43, 58)
    assert "Attacked: 20 damage (critical)" in window.log.lines()


def test_the_damage_dialog_shows_what_the_bank_and_temporary_hp_absorb(qtbot, raging):
    raging.apply({"do": "spend", "pool": "fury", "consumer": "tayg", "picks": [0]})
    raging.apply({"do": "set", "field": "hp.temp", "value": 3})
    qtbot.mouseClick(tool_button(raging, "damage"), Qt.MouseButton.LeftButton)
    dialog = raging.play.amount_dialog
    qtbot.waitExposed(dialog)
    ok_before = dialog.ok_button.mapTo(dialog, dialog.ok_button.rect().topLeft())
    qtbot.keyClicks(dialog.amount, "9")
    assert dialog.outcome.text() == "9 damage: 5 absorbed, 3 by temporary HP, HP 49 → 48"
    # The preview has its room kept (issue 32 item 3): the buttons stay put and the line fits beside them.
    assert dialog.ok_button.mapTo(dialog, dialog.ok_button.rect().topLeft()) == ok_before
    assert dialog.outcome.geometry().bottom() < dialog.ok_button.mapTo(dialog, dialog.ok_button.rect().topLeft()).y()
    assert dialog.outcome.fontMetrics().horizontalAdvance(dialog.outcome.text()) <= dialog.outcome.width()
    with qtbot.waitSignal(raging.applied):
        qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    assert raging.session.char.track("hp") == (48, 58) and raging.session.char.temp_hp == 0


# ---- Combat Dice ----------------------------------------------------------------------------------
@pytest.fixture
def commander(qtbot, library, settings):
    doc = json.loads((ROOT / "resources" / "sample-commander.json").read_text())
    window = make_window(qtbot, library, settings, doc, dice=[5, 7, 2, 4, 6])
    window.apply({"do": "rollInitiative", "value": 10})  # Combat Dice refresh on initiative: 3/3
    return window


def use_by_keyboard(qtbot, window, name):
    from sheet_helpers import row_of

    index, _row = row_of(window, name)
    window.view.setCurrentIndex(index)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)


def test_an_attack_offers_combat_dice_with_the_damage_preview(qtbot, commander):
    use_by_keyboard(qtbot, commander, "Longsword")
    dialog = commander.items.combat_dice
    assert dialog.windowTitle() == "Use Longsword" and dialog.range.text() == "Add Combat Dice (d10): 0 … 3"
    assert dialog.preview.text() == "Damage: 1d8+3"
    qtbot.keyClicks(dialog.count, "2")
    assert dialog.preview.text() == "Damage: 1d8+3 + 2d10"
    with qtbot.waitSignal(commander.applied):
        qtbot.keyClick(dialog.count, Qt.Key.Key_Return)
    assert commander.session.char.pools()["combat-dice"].current == 1
    assert "Longsword: hit, 17 damage (1d8 + 3 (STR) = 8 + 2d10 [Combat Dice: 7, 2])" in commander.log.lines()


def test_no_combat_dice_is_the_default_and_escape_uses_nothing(qtbot, commander):
    before = commander.session.document()
    use_by_keyboard(qtbot, commander, "Longsword")
    qtbot.keyClick(commander.items.combat_dice, Qt.Key.Key_Escape)
    assert commander.session.document() == before
    use_by_keyboard(qtbot, commander, "Longsword")
    with qtbot.waitSignal(commander.applied):
        qtbot.keyClick(commander.items.combat_dice.count, Qt.Key.Key_Return)
    assert commander.session.char.pools()["combat-dice"].current == 3
    assert "Longsword: hit, 8 damage (1d8 + 3 (STR) = 8)" in commander.log.lines()


def test_without_charges_the_attack_asks_nothing(qtbot, commander):
    commander.apply({"do": "setCharges", "pool": "combat-dice", "value": 0})
    with qtbot.waitSignal(commander.applied):
        use_by_keyboard(qtbot, commander, "Longsword")
    assert any(line.startswith("Longsword: hit") for line in commander.log.lines())


# ---- I roll my own dice ---------------------------------------------------------------------------
def type_faces(qtbot, window, *faces):
    """Answer the dice prompt by keyboard: each face, Tab between boxes, Enter."""
    dialog = window.play.faces_dialog
    active(qtbot, dialog)
    for number, face in enumerate(faces):
        if number:
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        qtbot.keyClicks(QApplication.focusWidget(), str(face))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    return dialog


def active(qtbot, dialog):
    """Wait until the dialog has the keyboard (it is opened with open(), not exec())."""
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog and dialog.isAncestorOf(QApplication.focusWidget()))
    return dialog


def on_sheet(qtbot, window):
    """Back on the sheet once the dialogs have closed: keys go to the item list."""
    qtbot.waitUntil(lambda: not any(w.isVisible() for w in QApplication.topLevelWidgets() if w.isModal()))
    window.activateWindow()  # the offscreen platform does not hand activation back by itself
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()


def keys(qtbot, window, key, modifiers=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifiers)


@pytest.fixture
def own_dice(qtbot, library, settings, sample_doc):
    settings.setValue("realDice", True)
    sample_doc["hp"] = {"current": 40, "max": 58}
    return make_window(qtbot, library, settings, sample_doc, dice=[])  # the app has no dice of its own here


def test_a_whole_round_by_keyboard_with_my_own_dice(qtbot, own_dice):
    from sheet_helpers import row_of

    window = own_dice
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    assert window.play.real_dice_action.isChecked()
    window.view.setFocus()
    keys(qtbot, window, Qt.Key.Key_E, ctrl)
    assert "Encounter started" in window.log.lines()
    keys(qtbot, window, Qt.Key.Key_I, ctrl)  # Roll initiative: Enter rolls the formula, the d20 is mine
    active(qtbot, window.play.round_dialog)
    keys(qtbot, window, Qt.Key.Key_Return)
    prompt = active(qtbot, window.play.faces_dialog)
    assert [box.accessibleName() for box in prompt.boxes] == ["Die 1: d20"]
    qtbot.keyClicks(prompt.boxes[0], "25")  # a d20 cannot show 25: the box keeps the 2 only
    assert prompt.boxes[0].text() == "2"
    prompt.boxes[0].clear()
    type_faces(qtbot, window, 15)
    assert "Initiative 17 (1d20 + 2 (DEX): 15)" in window.log.lines()
    on_sheet(qtbot, window)
    keys(qtbot, window, Qt.Key.Key_T, ctrl)
    index, _ = row_of(window, "Rage")
    window.view.setCurrentIndex(index)
    keys(qtbot, window, Qt.Key.Key_Return)
    assert [box.accessibleName() for box in window.play.faces_dialog.boxes] == ["Die 1: d6", "Die 2: d6"]
    type_faces(qtbot, window, 4, 2)
    assert "Fury Dice +2 (4, 2) from Rage" in window.log.lines()
    on_sheet(qtbot, window)
    index, _ = row_of(window, "Greataxe")
    window.view.setCurrentIndex(index)
    keys(qtbot, window, Qt.Key.Key_Return)
    prompt = type_faces(qtbot, window, 12)  # a 12 on the d12: a critical, the die explodes ...
    assert prompt.isVisible() and len(prompt.boxes) == 2 and "1 more die" in prompt.note.text()
    assert QApplication.focusWidget() is prompt.boxes[1]
    qtbot.keyClicks(prompt.boxes[1], "5")  # ... and the next face is asked in the same dialog
    keys(qtbot, window, Qt.Key.Key_Return)
    offer = active(qtbot, window.items.attack_result)  # a critical: Death Blow is offered on the result
    qtbot.keyClick(offer, Qt.Key.Key_1)  # the Fury Die showing 4 ...
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(offer, Qt.Key.Key_Return)  # ... doubled into the attack: 26 + 8
    assert any(line.startswith("Greataxe: critical hit, 34 damage") and "exploded: 12+5" in line
               and "+8 [Death Blow" in line for line in window.log.lines()), window.log.lines()
    on_sheet(qtbot, window)
    keys(qtbot, window, Qt.Key.Key_A, ctrl | shift)  # Attacked…
    active(qtbot, window.play.round_dialog)
    qtbot.keyClicks(QApplication.focusWidget(), "9")
    with qtbot.waitSignal(window.applied):
        keys(qtbot, window, Qt.Key.Key_Return)
    assert window.session.char.track("hp") == (31, 58)
    on_sheet(qtbot, window)
    keys(qtbot, window, Qt.Key.Key_T, ctrl | shift)
    keys(qtbot, window, Qt.Key.Key_E, ctrl | shift)
    assert "Encounter ended" in window.log.lines()
    on_sheet(qtbot, window)
    keys(qtbot, window, Qt.Key.Key_R, ctrl)  # Field rest: one hit die, Catch Breath rolls it
    active(qtbot, window.play.round_dialog)
    keys(qtbot, window, Qt.Key.Key_Up)
    keys(qtbot, window, Qt.Key.Key_Return)
    type_faces(qtbot, window, 7)
    assert "Catch Breath: hit dice 1d12 (7), +3 STR each: healed 10, HP 31 → 41" in window.log.lines()
    # Escape on the prompt cancels the action: nothing changes.
    before = window.session.document()
    on_sheet(qtbot, window)
    keys(qtbot, window, Qt.Key.Key_I, ctrl)
    active(qtbot, window.play.round_dialog)
    keys(qtbot, window, Qt.Key.Key_Return)
    prompt = active(qtbot, window.play.faces_dialog)
    keys(qtbot, window, Qt.Key.Key_Escape)
    assert not prompt.isVisible() and window.session.document() == before
    assert window.session.roller.inner.remaining == 0 and not window.session.roller.loaded
    assert not any(line.startswith("Refused") for line in window.log.lines())


def test_my_own_dice_in_the_dice_panel_and_off_again(qtbot, own_dice):
    window = own_dice
    window.apply({"do": "activate", "item": "rage"})
    type_faces(qtbot, window, 3, 3)
    panel = window.items.open_dice_panel("fury")
    qtbot.mouseClick(panel.roll_in, Qt.MouseButton.LeftButton)  # roll one in: my die too
    type_faces(qtbot, window, 6)
    assert window.session.char.pools()["fury"].faces == [3, 3, 6]
    panel.close()
    window.play.real_dice_action.trigger()  # off: the app rolls again (and here has no dice left)
    assert not window.play.real_dice and not hasattr(window.session.roller, "loaded")
    result = window.apply({"do": "rollInitiative"})
    assert result.code == "diceExhausted"


def test_reaction_dice_are_picked_by_keyboard(qtbot, raging):
    dialog = open_attacked(qtbot, raging)
    active(qtbot, dialog)
    qtbot.keyClicks(dialog.amount, "12")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # the damage type
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # critical
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # melee
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # That all you got?!
    assert QApplication.focusWidget() is dialog.cards[0].check
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_3)  # digits pick the dice, as in the dice panel
    assert dialog.cards[0].picks.sorted() == [2] and dialog.outcome_text() == "12 damage: 5 absorbed, HP 49 → 42"
    with qtbot.waitSignal(raging.applied):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert raging.session.char.track("hp") == (42, 58)
