"""The Condition box: rows and groups round-trip any predicate, edits change only what they touch,
each row and the whole say whether they hold for the character."""
from __future__ import annotations

import copy

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtWidgets import QToolButton
from test_builder_helpers import (
    add_condition,
    berserker,
    card_labelled,
    choose,
    click,
    find,
    flush_deleted,
    item_rules,
    open_builder,
    press_ok,
    session_for,
    set_row,
    type_into,
)

from sheet_app.ui.builder.draft import same_json
from sheet_app.views.predicate_tree import parse, to_json


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


# ---- the tree alone: whatever the JSON, rows and groups write it back unchanged ------------------
_keys = st.sampled_from(["self", "level", "class", "size", "self:furyDicePool", "strength", "x"])
_scalars = st.one_of(st.sampled_from(["raging", "bloodied", "berserker", "large", "3", ""]),
                     st.integers(-3, 12), st.floats(-5, 5, allow_nan=False), st.booleans(), st.none())
_bounds = st.dictionaries(st.sampled_from(["min", "max", "equal", "other"]), _scalars, max_size=3)
_values = st.one_of(_scalars, st.lists(_scalars, max_size=3), _bounds)
_tags = st.sampled_from(["self:raging", "self:bloodied", "level:3", "minion", "", "self:furyDicePool:2"])


def _predicates(children):
    entries = st.dictionaries(st.one_of(_keys, st.just("$bad")), _values, max_size=3)
    operands = st.one_of(_tags, children, st.integers())
    logic = st.one_of(st.fixed_dictionaries({"$and": st.lists(operands, max_size=3)}),
                      st.fixed_dictionaries({"$or": st.lists(operands, max_size=3)}),
                      st.fixed_dictionaries({"$not": operands}))
    return st.builds(lambda a, b: {**a, **b}, entries, logic) | entries


PREDICATES = st.recursive(st.dictionaries(_keys, _values, max_size=3), _predicates, max_leaves=12)


@given(PREDICATES)
def test_any_predicate_round_trips_through_rows_and_groups(pred):
    original = copy.deepcopy(pred)
    assert same_json(to_json(parse(pred)), original)
    assert same_json(pred, original)  # parsing never touches its input


def test_rows_with_the_same_key_do_not_overwrite_each_other():
    tree = parse({"self": "raging"})
    tree.children.append(parse({"self": "bloodied"}).children[0])
    assert to_json(tree) == {"self": "raging", "$and": [{"self": "bloodied"}]}


# ---- in the window -----------------------------------------------------------------------------
MIXED = {"level": {"min": 3, "max": 9}, "self": ["raging", "bloodied"], "class": "berserker",
         "$or": ["self:shield", {"size": {"min": "large"}}], "$not": "self:dying", "odd": True}


def _doc_with_predicate(pred):
    doc = berserker()
    doc["items"][2]["rules"][0]["predicate"] = pred  # That all you got?!
    return doc


def test_rows_show_a_mixed_predicate_and_write_it_back_unchanged(qtbot):
    session = session_for(_doc_with_predicate(copy.deepcopy(MIXED)))
    dialog = open_builder(qtbot, session, "tayg")
    card = card_labelled(dialog, "That all you got?!")
    assert card.advanced_toggle.isChecked()  # a rule with a condition opens with it shown
    root = card.condition.root
    rows = root.child_widgets()
    shown = [(w.key_edit.text(), w.op_combo.currentText(), w.value_edit.text()) for w in rows[:3]]
    assert shown == [("level", "is between", "3"), ("self", "is one of", "raging, bloodied"),
                     ("class", "is", "berserker")]
    assert rows[0].high_edit.text() == "9"
    assert [w.mark.text() for w in rows[:3]] == ["✓", "○", "✓"]  # level 6; not raging (not now); a Berserker
    assert "Invalid condition: odd: a tag value must be text or a number" in card.condition.banner.text()
    any_group, not_group, odd = rows[3], rows[4], rows[5]
    assert any_group.kind_combo.currentText() == "Any of these (OR)"
    assert [w.key_edit.text() for w in any_group.child_widgets()] == ["self", "size"]
    assert not_group.kind == "not" and not_group.child_widgets()[0].value_edit.text() == "dying"
    assert odd.node().value is True  # shown as JSON, kept as is
    before = copy.deepcopy(item_rules(session, "tayg"))
    press_ok(qtbot, dialog)
    assert same_json(item_rules(session, "tayg"), before)
    assert session.undo_stack == []  # nothing changed, so nothing was applied


def test_editing_one_row_changes_only_that_part(qtbot):
    session = session_for(_doc_with_predicate(copy.deepcopy(MIXED)))
    dialog = open_builder(qtbot, session, "tayg")
    card = card_labelled(dialog, "That all you got?!")
    rows = card.condition.root.child_widgets()
    type_into(qtbot, rows[0].high_edit, "12", enter=False)
    type_into(qtbot, rows[3].child_widgets()[1].value_edit, "huge", enter=False)
    press_ok(qtbot, dialog)
    expected = copy.deepcopy(MIXED)
    expected["level"]["max"] = 12
    expected["$or"][1]["size"]["min"] = "huge"
    assert same_json(item_rules(session, "tayg")[0]["predicate"], expected)


def test_building_groups_with_the_rows(qtbot):
    session = session_for(berserker(hp={"current": 20, "max": 58}))
    dialog = open_builder(qtbot, session, "tayg")
    card = card_labelled(dialog, "That all you got?!")
    click(qtbot, card.advanced_toggle)
    root = card.condition.root
    assert "No conditions: always applies." in card.condition.banner.text()
    set_row(qtbot, add_condition(qtbot, root), "level", op="is at least", value="5")
    click(qtbot, find(root, QToolButton, "addAny"))
    any_group = root.child_widgets()[-1]
    set_row(qtbot, any_group.child_widgets()[0], "self", value="raging")
    set_row(qtbot, add_condition(qtbot, any_group), "self", value="bloodied")
    click(qtbot, find(root, QToolButton, "addNot"))
    not_group = root.child_widgets()[-1]
    set_row(qtbot, not_group.child_widgets()[0], "self", value="dying")
    set_row(qtbot, add_condition(qtbot, root), "size", op="is between", value="small", high="large")
    assert [w.mark.text() for w in (root.child_widgets()[0], any_group.child_widgets()[0],
                                    any_group.child_widgets()[1])] == ["✓", "○", "✓"]  # bloodied: 20/58
    assert any_group.status.text() == "✓" and not_group.status.text() == "✓"
    assert "✓ Matches this character now." in card.condition.banner.text()
    press_ok(qtbot, dialog)
    assert item_rules(session, "tayg")[0]["predicate"] == {
        "level": {"min": 5}, "$or": ["self:raging", "self:bloodied"], "$not": {"self": "dying"},
        "size": {"min": "small", "max": "large"}}


def test_incomplete_rows_are_not_saved_and_operators_convert_values(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "tayg")
    card = card_labelled(dialog, "That all you got?!")
    click(qtbot, card.advanced_toggle)
    row = add_condition(qtbot, card.condition.root)
    assert row.mark.text() == "…"
    type_into(qtbot, row.key_edit, "level", enter=False)
    assert "Incomplete rows are not saved yet" in card.condition.banner.text()
    type_into(qtbot, row.value_edit, "6", enter=False)
    assert row.mark.text() == "✓"
    choose(qtbot, row.op_combo, "is at most")
    assert row.value_edit.text() == "6" and row.mark.text() == "✓"
    choose(qtbot, row.op_combo, "is one of")
    type_into(qtbot, row.value_edit, "5, 6, 7", enter=False)
    second = add_condition(qtbot, card.condition.root)
    type_into(qtbot, second.key_edit, "self", enter=False)  # no value: left out
    press_ok(qtbot, dialog)
    assert item_rules(session, "tayg")[0]["predicate"] == {"level": ["5", "6", "7"]}


def test_two_rows_with_one_key_are_both_kept(qtbot):
    session = session_for(berserker(states=["raging"], hp={"current": 20, "max": 58}))
    dialog = open_builder(qtbot, session, "tayg")
    card = card_labelled(dialog, "That all you got?!")
    click(qtbot, card.advanced_toggle)
    set_row(qtbot, add_condition(qtbot, card.condition.root), "self", value="raging")
    set_row(qtbot, add_condition(qtbot, card.condition.root), "self", value="bloodied")
    assert "✓ Matches" in card.condition.banner.text()
    press_ok(qtbot, dialog)
    assert item_rules(session, "tayg")[0]["predicate"] == {"self": "raging", "$and": [{"self": "bloodied"}]}


def test_removing_a_part_kept_as_json(qtbot):
    session = session_for(_doc_with_predicate({"odd": True, "self": "raging"}))
    dialog = open_builder(qtbot, session, "tayg")
    card = card_labelled(dialog, "That all you got?!")
    odd = card.condition.root.child_widgets()[0]
    assert odd.node().key == "odd"
    assert "Invalid condition" in card.condition.banner.text()
    click(qtbot, odd.findChild(QToolButton))
    press_ok(qtbot, dialog)
    assert item_rules(session, "tayg")[0]["predicate"] == {"self": "raging"}


def test_key_and_value_suggestions_come_from_the_character(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "tayg")
    keys = dialog.suggestions.keys.stringList()
    assert {"self", "level", "class", "self:furyDicePool"} <= set(keys)
    card = card_labelled(dialog, "That all you got?!")
    click(qtbot, card.advanced_toggle)
    row = add_condition(qtbot, card.condition.root)
    type_into(qtbot, row.key_edit, "class", enter=False)
    assert row.values_model.stringList() == ["berserker"]
