"""Editing in the builder: raw JSON, problems, priority order, undo inside the window, OK as one
sheet action, Cancel, and opening and closing without edits leaving the JSON exactly as it was."""
from __future__ import annotations

import copy
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from test_builder_helpers import (
    CTRL,
    add_rule,
    berserker,
    card_labelled,
    cards,
    choose,
    click,
    field,
    flush_deleted,
    item_rules,
    json_text,
    open_builder,
    press_ok,
    session_for,
    settle,
    type_into,
)


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


# A rule written by hand: numbers for formulas, a float priority, keys in an odd order, unknown keys,
# an invalid enum value, an unsupported rule type, a condition with groups.
ODD_RULES = [
    {"max": 3, "type": "chargePool", "label": "Odd Charges", "priority": 1.0, "x-note": {"keep": [1, 2.5]},
     "recoveries": [{"mode": "set", "trigger": "safeRest", "value": 2, "extra": True}], "scope": "item"},
    {"type": "diceConsumer", "poolIdentifier": "fury", "mode": "sometimes", "label": "Broken on purpose"},
    {"type": "note", "text": "Upstream's Note rule: not supported here", "priority": -2},
    {"type": "chargeConsumer", "poolIdentifier": "odd-charges", "cost": 1,
     "predicate": {"$or": ["self:raging", {"level": {"min": 3}}], "$not": "self:dying"}},
]


# Rules a form cannot show as they are: the builder must open them, show what it can, and keep them.
HOSTILE_RULES = [
    "just a string",
    {"type": "chargePool", "recoveries": "x", "label": 5, "priority": "2", "predicate": ["a"]},
    {"type": "diceConsumer", "poolIdentifier": 3, "effectFormula": True, "mode": None},
    {"type": "modifyPool", "addRefills": [1, {"trigger": "bogus"}], "poolIdentifier": "fury", "minFace": 0.5},
    {"type": "toggleEffect", "tags": "self:raging"},
    {"type": "dicePool", "refills": [{"mode": "add", "predicate": {"$or": "x"}}], "max": [1]},
]


def odd_session(dice=()):
    doc = berserker()
    doc["items"].append({"id": "odd", "name": "Odd Item", "type": "feature", "rules": copy.deepcopy(ODD_RULES)})
    doc["items"].append({"id": "hostile", "name": "Hostile", "type": "feature",
                         "rules": copy.deepcopy(HOSTILE_RULES)})
    return session_for(doc, dice)


def test_open_and_close_without_edits_leaves_everything_identical(qtbot):
    session = odd_session()
    before = json.dumps(session.document())
    for item in [item.key for item in session.char.items]:
        dialog = open_builder(qtbot, session, item)
        for card in cards(dialog):  # look at everything: JSON views, Advanced, every refill condition
            if card.json_toggle.isEnabled():
                click(qtbot, card.json_toggle)
                click(qtbot, card.json_toggle)
            if card.supported and not card.advanced_toggle.isChecked():
                click(qtbot, card.advanced_toggle)
            for refills in ("recoveries", "refills", "addRefills"):
                if refills in card.fields:
                    for row in card.fields[refills].rows:
                        if hasattr(row, "cond_button"):  # entries that are not objects have none
                            click(qtbot, row.cond_button)
        if cards(dialog):
            click(qtbot, dialog._collapseAll)
            click(qtbot, dialog._expandAll)
        settle(qtbot, dialog)
        press_ok(qtbot, dialog)
    assert json.dumps(session.document()) == before  # keys, order, number types, unknown keys
    assert session.undo_stack == []  # nothing was applied


def test_an_edit_changes_only_its_own_key(qtbot):
    session = odd_session()
    dialog = open_builder(qtbot, session, "odd")
    card = card_labelled(dialog, "Odd Charges")
    assert field(card, "max").text() == "3"
    type_into(qtbot, field(card, "max"), "4")
    type_into(qtbot, field(card, "recoveries.0.value"), "@key")
    press_ok(qtbot, dialog)
    rules = item_rules(session, "odd")
    expected = copy.deepcopy(ODD_RULES)
    expected[0]["max"] = "4"
    expected[0]["recoveries"][0]["value"] = "@key"
    assert json.dumps(rules) == json.dumps(expected)


def test_ok_is_one_undoable_action_on_the_sheet(qtbot):
    session = odd_session()
    before = item_rules(session, "odd")
    dialog = open_builder(qtbot, session, "odd")
    card = card_labelled(dialog, "Odd Charges")
    qtbot.keyClicks(card.label_edit, " (edited)")
    type_into(qtbot, field(card, "max"), "5")
    click(qtbot, card.findChild(type(card.json_toggle), "delete"))
    with qtbot.waitSignal(dialog.applied) as applied:
        click(qtbot, dialog.ok_button)
    assert applied.args[0].ok
    assert len(item_rules(session, "odd")) == 3
    assert len(session.undo_stack) == 1
    assert session.undo().ok
    assert json.dumps(item_rules(session, "odd")) == json.dumps(before)


def test_cancel_changes_nothing(qtbot):
    session = odd_session()
    before = json.dumps(session.document())
    dialog = open_builder(qtbot, session, "odd")
    add_rule(qtbot, dialog, "dice pool")
    type_into(qtbot, field(card_labelled(dialog, "Odd Charges"), "max"), "9")
    assert dialog.isWindowModified() and dialog.unsaved_label.text() == "● 2 unsaved changes"
    click(qtbot, dialog.cancel_button)
    box = dialog.discard_box
    assert box is not None and box.isVisible() and box.text() == "Discard 2 changes?"
    assert dialog.isVisible()  # nothing is thrown away before the answer
    with qtbot.waitSignal(dialog.rejected):
        click(qtbot, box.findChild(QPushButton, "discard"))
    assert dialog.result() == 0 and not dialog.isVisible()
    assert json.dumps(session.document()) == before and session.undo_stack == []


def test_escape_with_edits_asks_first_and_keep_editing_keeps_them(qtbot):
    session = odd_session()
    dialog = open_builder(qtbot, session, "odd")
    assert not dialog.isWindowModified() and dialog.unsaved_label.text() == ""
    edit = field(card_labelled(dialog, "Odd Charges"), "max")
    type_into(qtbot, edit, "9")
    assert dialog.isWindowModified() and dialog.unsaved_label.text() == "● 1 unsaved change"
    qtbot.keyClick(edit, Qt.Key.Key_Escape)
    box = dialog.discard_box
    assert box is not None and box.isVisible() and box.text() == "Discard 1 change?"
    assert box.defaultButton() is box.findChild(QPushButton, "keepEditing")  # Enter keeps the edits
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # Escape again answers "keep editing"
    qtbot.waitUntil(lambda: not box.isVisible())
    assert dialog.isVisible() and dialog.draft.changed()
    dialog.undo()  # back as it opened: Cancel closes at once
    assert not dialog.isWindowModified() and dialog.unsaved_label.text() == ""
    with qtbot.waitSignal(dialog.rejected):
        click(qtbot, dialog.cancel_button)


def test_text_typed_in_a_raw_json_box_counts_as_unsaved(qtbot):
    dialog = open_builder(qtbot, odd_session(), "odd")
    card = card_labelled(dialog, "Odd Charges")
    click(qtbot, card.json_toggle)
    json_text(card).setPlainText('{"type": "chargePool"}')
    assert dialog.unsaved_changes() == 1 and dialog.isWindowModified()
    click(qtbot, dialog.cancel_button)
    assert dialog.discard_box is not None and dialog.discard_box.text() == "Discard 1 change?"
    with qtbot.waitSignal(dialog.rejected):
        click(qtbot, dialog.discard_box.findChild(QPushButton, "discard"))


def test_opening_puts_the_keyboard_in_the_first_field(qtbot):
    dialog = open_builder(qtbot, session_for(berserker()), "rage")
    first = cards(dialog)[0]
    assert dialog.focusWidget() is first.label_edit and first.label_edit.hasFocus()
    qtbot.keyClicks(first.label_edit, "!")
    assert first.label_edit.text().endswith("!")


def test_escape_cancels_but_first_closes_the_picker(qtbot):
    session = odd_session()
    before = json.dumps(session.document())
    dialog = open_builder(qtbot, session, "odd")
    type_into(qtbot, field(card_labelled(dialog, "Odd Charges"), "max"), "9")
    qtbot.keyClick(dialog.add_button, Qt.Key.Key_N, CTRL)
    assert dialog.picker.isVisible() and dialog.picker.filter.hasFocus()
    qtbot.keyClick(dialog.picker.filter, Qt.Key.Key_Escape)
    assert not dialog.picker.isVisible() and dialog.isVisible()
    qtbot.keyClick(dialog.add_button, Qt.Key.Key_Escape)
    assert dialog.discard_box is not None and dialog.discard_box.isVisible()
    with qtbot.waitSignal(dialog.rejected):
        click(qtbot, dialog.discard_box.findChild(QPushButton, "discard"))
    assert json.dumps(session.document()) == before


def test_undo_and_redo_inside_the_window(qtbot):
    session = odd_session()
    dialog = open_builder(qtbot, session, "odd")
    card = card_labelled(dialog, "Odd Charges")
    label = card.label_edit
    type_into(qtbot, label, "Renamed")  # one typing run is one step
    type_into(qtbot, field(card, "max"), "7")
    qtbot.keyClick(field(card, "max"), Qt.Key.Key_Z, CTRL)
    assert field(card, "max").text() == "3"
    qtbot.keyClick(label, Qt.Key.Key_Z, CTRL)
    assert label.text() == "Odd Charges"
    qtbot.keyClick(label, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert label.text() == "Renamed"
    delete = card.findChild(type(card.json_toggle), "delete")
    click(qtbot, delete)
    assert len(cards(dialog)) == 3
    click(qtbot, dialog.undo_button)
    restored = card_labelled(dialog, "Renamed")
    assert len(cards(dialog)) == 4 and restored.uid == card.uid
    qtbot.keyClick(restored.label_edit, Qt.Key.Key_Y, CTRL)
    assert len(cards(dialog)) == 3
    press_ok(qtbot, dialog)
    assert [r.get("label") for r in item_rules(session, "odd")] == ["Broken on purpose", None, None]


def test_priority_change_reorders_cards(qtbot):
    session = session_for(berserker())
    rules = item_rules(session, "intensifying-fury")
    assert [r["priority"] for r in rules[:3]] == [1, 2, 3]
    dialog = open_builder(qtbot, session, "intensifying-fury")
    order = [c.label_edit.text() for c in cards(dialog)]
    assert order == [r["label"] for r in rules]
    first = cards(dialog)[0]
    first.priority_edit.setFocus()
    qtbot.keyClick(first.priority_edit, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(first.priority_edit, "2.5")
    assert cards(dialog)[0] is first  # nothing moves while typing
    qtbot.keyClick(first.priority_edit, Qt.Key.Key_Return)
    assert [c.label_edit.text() for c in cards(dialog)] == [order[1], order[0], *order[2:]]
    assert first.priority_edit.hasFocus()
    click(qtbot, dialog.undo_button)
    assert [c.label_edit.text() for c in cards(dialog)] == order
    click(qtbot, dialog.redo_button)
    press_ok(qtbot, dialog)
    assert [r["priority"] for r in item_rules(session, "intensifying-fury")][:3] == [2.5, 2, 3]


def test_raw_json_edit_and_its_validation(qtbot):
    session = odd_session()
    dialog = open_builder(qtbot, session, "odd")
    card = card_labelled(dialog, "Odd Charges")
    click(qtbot, card.json_toggle)
    text = json_text(card)
    assert json.loads(text.toPlainText()) == ODD_RULES[0]
    for bad, message in (("{ not json", "Not valid JSON"), ("[1, 2]", "must be a JSON object"),
                         ('{"type": "hitPoints"}', '"type" must be one of')):
        text.selectAll()
        qtbot.keyClicks(text, bad)
        click(qtbot, field(card, "applyJson"))
        assert message in card.json_error.text()
        assert dialog.draft.raw(card.uid) == ODD_RULES[0]  # nothing was applied
    click(qtbot, card.json_toggle)  # cannot leave with text that cannot be applied
    assert card.json_toggle.isChecked()
    click(qtbot, field(card, "revertJson"))
    edited = dict(ODD_RULES[0], max="@key", initial="sometimes")
    text.selectAll()
    qtbot.keyClicks(text, json.dumps(edited))
    qtbot.keyClick(text, Qt.Key.Key_Return, CTRL)  # Ctrl+Enter applies (schema problems allowed in)
    assert card.json_error.text() == ""
    click(qtbot, card.json_toggle)
    assert field(card, "max").text() == "@key"
    assert field(card, "initial").currentText() == "⚠ 'sometimes' (not valid)"
    settle(qtbot, dialog)
    assert "This rule is not running: initial" in card.status.text()
    assert "must be one of" in card.fields["initial"].messages.text()
    choose(qtbot, field(card, "initial"), "Empty")  # fixing it through the form
    settle(qtbot, dialog)
    assert "not running" not in card.status.text()
    press_ok(qtbot, dialog)
    assert item_rules(session, "odd")[0] == dict(edited, initial="zero")


def test_raw_json_can_change_the_type_and_unsent_text_is_applied_on_ok(qtbot):
    session = odd_session()
    dialog = open_builder(qtbot, session, "odd")
    card = card_labelled(dialog, "Broken on purpose")
    click(qtbot, card.json_toggle)
    text = json_text(card)
    text.selectAll()
    qtbot.keyClicks(text, '{"type": "chargeConsumer", "label": "Now a charge consumer", '
                          '"poolIdentifier": "odd-charges"}')
    press_ok(qtbot, dialog)
    assert item_rules(session, "odd")[1] == {"type": "chargeConsumer", "label": "Now a charge consumer",
                                             "poolIdentifier": "odd-charges"}


def test_ok_refuses_json_text_that_cannot_be_applied(qtbot):
    session = odd_session()
    dialog = open_builder(qtbot, session, "odd")
    card = card_labelled(dialog, "Odd Charges")
    click(qtbot, card.json_toggle)
    json_text(card).selectAll()
    qtbot.keyClicks(json_text(card), "{")
    click(qtbot, dialog.ok_button)
    assert dialog.isVisible() and "cannot be applied" in dialog.message.text()
    assert json_text(card).hasFocus()


def test_unsupported_rules_are_read_only_and_kept_verbatim(qtbot):
    session = odd_session()
    dialog = open_builder(qtbot, session, "odd")
    note = cards(dialog)[0]  # priority -2 sorts first
    assert note.badge.text() == "note · not supported"
    assert note.json_toggle.isChecked() and not note.json_toggle.isEnabled() and json_text(note).isReadOnly()
    assert note.label_edit.isReadOnly() and not note.enabled.isEnabled()
    click(qtbot, dialog._disableAll)
    press_ok(qtbot, dialog)
    rules = item_rules(session, "odd")
    assert rules[2] == ODD_RULES[2]
    assert [r.get("disabled") for r in rules] == [True, True, None, True]


def test_enable_all_and_collapse_all(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "blood-frenzy")
    assert not dialog._enableAll.isEnabled()
    click(qtbot, dialog._disableAll)
    assert all(not c.enabled.isChecked() for c in cards(dialog)) and not dialog._disableAll.isEnabled()
    click(qtbot, dialog._enableAll)
    assert all(c.enabled.isChecked() for c in cards(dialog))
    click(qtbot, cards(dialog)[1].enabled)
    click(qtbot, dialog._collapseAll)
    assert not any(c.body.isVisible() for c in cards(dialog))
    click(qtbot, cards(dialog)[0].chevron)
    assert cards(dialog)[0].body.isVisible()
    click(qtbot, dialog._expandAll)
    assert all(c.body.isVisible() for c in cards(dialog))
    press_ok(qtbot, dialog)
    assert [r["disabled"] for r in item_rules(session, "blood-frenzy")] == [False, True, False]


def test_problems_missing_pool_scope_mismatch_and_bad_formula(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    assert dialog.problems_button.text() == "✓ No problems"
    missing = add_rule(qtbot, dialog, "charge consumer")
    qtbot.keyClicks(missing.label_edit, "Missing")
    type_into(qtbot, field(missing, "poolIdentifier").lineEdit(), "nowhere")
    mismatch = add_rule(qtbot, dialog, "dice consumer")
    qtbot.keyClicks(mismatch.label_edit, "Mismatch")
    choose(qtbot, field(mismatch, "poolIdentifier"), "Fury Dice (fury)")
    choose(qtbot, field(mismatch, "poolScope"), "Character")
    pool = add_rule(qtbot, dialog, "charge pool")
    qtbot.keyClicks(pool.label_edit, "Bad")
    type_into(qtbot, field(pool, "max"), "@key +")
    assert "✗" in pool.fields["max"].preview_label.text()  # at once, before the check runs
    settle(qtbot, dialog)
    assert "there is no charge pool 'nowhere'" in missing.fields["poolIdentifier"].messages.text()
    assert "in this scope (there is an item-scoped one: set the scope to item)" in \
        mismatch.fields["poolIdentifier"].messages.text()
    assert pool.fields["max"].messages.text().startswith("✗")
    assert dialog.problems_button.text() == "✗ 3 errors, 1 warning"  # the spend has no effect formula
    click(qtbot, dialog.problems_button)
    lines = [dialog.problems_list.item(i).text() for i in range(dialog.problems_list.count())]
    assert any(line.startswith("✗ Missing · poolIdentifier: there is no charge pool") for line in lines), lines
    assert any(line.startswith("✗ Bad · max:") for line in lines), lines
    mismatch_item = next(i for i in range(len(lines)) if lines[i].startswith("✗ Mismatch"))
    dialog.problems_list.setCurrentRow(mismatch_item)
    qtbot.keyClick(dialog.problems_list, Qt.Key.Key_Return)
    assert QApplication.focusWidget() is field(mismatch, "poolIdentifier")
    type_into(qtbot, field(pool, "max"), "1d6")
    settle(qtbot, dialog)
    assert "dice are not allowed" in pool.fields["max"].messages.text()
    choose(qtbot, field(mismatch, "poolScope"), "Item")
    settle(qtbot, dialog)
    assert mismatch.fields["poolIdentifier"].messages.text() == ""


def test_choosing_a_pool_of_the_other_scope_sets_the_scope(qtbot):
    doc = berserker()
    doc["items"][0]["rules"] = [{"type": "chargePool", "label": "Superiority", "identifier": "superiority",
                                 "scope": "actor", "max": "3"}]
    session = session_for(doc)
    dialog = open_builder(qtbot, session, "wand")
    card = add_rule(qtbot, dialog, "charge consumer")
    assert field(card, "poolIdentifier").currentText() == "wand-charges"
    choose(qtbot, field(card, "poolIdentifier"), "Superiority (superiority) · charge pool · character scope")
    assert field(card, "poolScope").currentText() == "Character"
    settle(qtbot, dialog)
    assert card.fields["poolIdentifier"].messages.text() == ""
    click(qtbot, dialog.undo_button)  # one step undoes both
    assert field(card, "poolScope").currentText() == "Item"
    assert field(card, "poolIdentifier").currentText() == "wand-charges"


def test_picker_filters_and_works_with_arrows_and_enter(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    qtbot.keyClick(dialog.add_button, Qt.Key.Key_N, CTRL)
    picker = dialog.picker
    names = [i.text() for i in picker.visible_entries()]
    assert names[:8] == ["Charge Pool", "Charge Consumer", "Dice Pool", "Dice Consumer", "Modify Pool",
                         "Modify Consumer", "Combat Mana", "Pool Gain Message"]
    assert all(item.data(Qt.ItemDataRole.UserRole + 2) for item in picker.visible_entries())  # descriptions
    qtbot.keyClicks(picker.filter, "consumer")
    assert [i.text() for i in picker.visible_entries()] == ["Charge Consumer", "Dice Consumer", "Modify Consumer",
                                                            "Item with N charges", "Dice pool with a manual spend"]
    qtbot.keyClick(picker.filter, Qt.Key.Key_Down)
    qtbot.keyClick(picker.filter, Qt.Key.Key_Down)
    qtbot.keyClick(picker.filter, Qt.Key.Key_Up)
    qtbot.keyClick(picker.filter, Qt.Key.Key_Return)
    assert not picker.isVisible()
    [card] = cards(dialog)
    assert card.rtype == "diceConsumer" and card.label_edit.hasFocus()
    assert field(card, "poolIdentifier").currentText() == ""


def test_picker_highlights_the_best_match_after_each_keystroke_and_counts_what_it_shows(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    qtbot.keyClick(dialog.add_button, Qt.Key.Key_N, CTRL)
    picker = dialog.picker

    def headers():
        return [picker.list.item(i).text() for i in range(picker.list.count())
                if picker.list.item(i).data(Qt.ItemDataRole.UserRole) == "header"
                and not picker.list.item(i).isHidden()]
    full = headers()
    qtbot.keyClicks(picker.filter, "modify c")
    assert picker.list.currentItem().text() == "Modify Consumer"
    qtbot.keyClick(picker.filter, Qt.Key.Key_A, CTRL)
    seen = []
    for char in "modify pool":
        qtbot.keyClicks(picker.filter, char)
        seen.append(picker.list.currentItem().text())
    assert seen[-5:] == ["Modify Pool"] * 5  # from "modify p" on, never the previous choice
    assert all(text in [i.text() for i in picker.visible_entries()] for text in seen)
    assert headers() == [f"Resources ({len(picker.visible_entries())})"] != full[:1]
    qtbot.keyClick(picker.filter, Qt.Key.Key_Return)
    [card] = cards(dialog)
    assert card.rtype == "modifyPool"
    qtbot.keyClick(dialog.add_button, Qt.Key.Key_N, CTRL)
    assert headers() == full  # the filter is cleared: every group counts all its entries again


def test_template_item_with_n_charges(qtbot):
    session = session_for(berserker(strip=["wand"]), dice=[3, 4, 2, 5])
    dialog = open_builder(qtbot, session, "wand")
    add_rule(qtbot, dialog, "item with n charges")
    pool, _consumer = cards(dialog)
    max_box = field(pool, "max")
    assert max_box.hasFocus() and max_box.selectedText() == "3"
    qtbot.keyClicks(max_box, "2")  # type the number of charges
    press_ok(qtbot, dialog)
    pool_rule, consumer_rule = item_rules(session, "wand")
    assert pool_rule["label"] == "Wand of Scorching Rays Charges" and pool_rule["max"] == "2"
    assert consumer_rule["poolIdentifier"] == pool_rule["identifier"] == "wand-of-scorching-rays-charges"
    assert session.apply({"do": "activate", "item": "wand"}).ok
    assert session.apply({"do": "activate", "item": "wand"}).ok
    assert session.apply({"do": "activate", "item": "wand"}).code == "insufficientCharges"


def test_template_dice_pool_with_a_manual_spend(qtbot):
    session = session_for(berserker(), dice=[5, 2, 6])
    dialog = open_builder(qtbot, session, "berserker")
    add_rule(qtbot, dialog, "dice pool with a manual")
    pool, consumer = cards(dialog)
    assert (pool.rtype, consumer.rtype) == ("dicePool", "diceConsumer")
    settle(qtbot, dialog)
    assert dialog.problems_button.text() == "✓ No problems"
    press_ok(qtbot, dialog)
    pool_rule, consumer_rule = item_rules(session, "berserker")
    assert consumer_rule["mode"] == "manual" and consumer_rule["effectFormula"] == "@sum"
    pid = pool_rule["identifier"]
    assert session.apply({"do": "rollDie", "pool": pid}).ok and session.apply({"do": "rollDie", "pool": pid}).ok
    spend = session.apply({"do": "spend", "pool": pid, "consumer": "berserker", "picks": [0, 1]})
    assert spend.ok and session.char.pools()[pid].faces == []


def test_duplicate_keeps_the_identifier_and_warns_about_the_conflict(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "wand")
    original = card_labelled(dialog, "Wand Charges")
    original.label_edit.setFocus()
    qtbot.keyClick(original.label_edit, Qt.Key.Key_D, CTRL)
    assert len(cards(dialog)) == 3
    copy_card = next(c for c in cards(dialog) if c is not original and c.rtype == "chargePool")
    assert copy_card.label_edit.hasFocus()
    settle(qtbot, dialog)
    assert "defined 2 times" in copy_card.fields["identifier"].messages.text()
    qtbot.keyClick(copy_card.label_edit, Qt.Key.Key_Delete, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert len(cards(dialog)) == 2
    press_ok(qtbot, dialog)
    assert session.undo_stack == []  # duplicated then deleted: nothing changed


def test_new_pool_identifier_follows_its_label(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "dice pool")
    qtbot.keyClicks(card.label_edit, "Judgment Dice")
    assert field(card, "identifier").text() == "judgment-dice"
    type_into(qtbot, field(card, "identifier"), "judgment")
    type_into(qtbot, card.label_edit, "Oath Dice")
    assert field(card, "identifier").text() == "judgment"  # typed by hand: it stays


def test_keyboard_only_reaches_every_field(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "tayg")
    card = cards(dialog)[0]
    card.label_edit.setFocus()
    reached = set()
    for _ in range(60):
        widget = QApplication.focusWidget()
        reached.add(widget.objectName())
        assert widget.accessibleName() or widget.objectName().startswith("qt_"), widget
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
    assert {"label", "priority", "enabled", "jsonToggle", "duplicate", "delete", "poolIdentifier", "poolScope",
            "mode", "cost", "effectFormula", "effectType", "selectionOutcome", "advancedToggle", "ok",
            "cancel"} <= reached


def test_typing_then_typing_back_leaves_nothing_to_undo(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "wand")
    card = card_labelled(dialog, "Wand Charges")
    box = field(card, "max")
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_End)
    qtbot.keyClicks(box, "+1")
    assert dialog.undo_button.isEnabled() and "max" in dialog.undo_button.toolTip().lower()
    qtbot.keyClick(box, Qt.Key.Key_Backspace)
    qtbot.keyClick(box, Qt.Key.Key_Backspace)
    assert box.text() == "3" and not dialog.undo_button.isEnabled()


def test_pool_picker_lists_each_items_instance_and_marks_the_one_used_from_here(qtbot):
    """engine.md §4: two wands each have their own pool; the picker lists both, with their items."""
    doc = berserker()
    wand = next(item for item in doc["items"] if item["id"] == "wand")
    second = copy.deepcopy(wand)
    second.update(id="wand-2", name="Spare Wand")
    doc["items"].append(second)
    session = session_for(doc)
    dialog = open_builder(qtbot, session, "wand-2")
    card = add_rule(qtbot, dialog, "charge consumer")
    combo = field(card, "poolIdentifier")
    texts = [combo.itemText(i) for i in range(combo.count())]
    wands = [t for t in texts if t.startswith("Wand Charges (wand-charges)")]
    assert wands == ["Wand Charges (wand-charges) · charge pool · item scope · Wand of Scorching Rays",
                     "Wand Charges (wand-charges) · charge pool · item scope · Spare Wand [wand-charges@wand-2]"
                     " · used from here"], texts
    choose(qtbot, combo, wands[0])
    assert combo.currentText() == "wand-charges"  # a reference names the identifier; it resolves from its item
    settle(qtbot, dialog)
    hint = card.fields["poolIdentifier"].hint_text()
    assert "on Spare Wand (the one this item uses)" in hint and "on Wand of Scorching Rays" in hint
    dialog.reject()
