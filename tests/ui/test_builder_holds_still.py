"""The Rules Builder holds still (issue 32 item 4): a preview or a warning appearing moves no field below
it, a condition that does not hold now says why in a neutral colour, a new Modify Consumer asks for a pool
instead of warning about pool '', and a pool's long hint wraps instead of ending in "…"."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel
from test_builder_helpers import (
    add_condition,
    add_rule,
    berserker,
    card_labelled,
    click,
    field,
    flush_deleted,
    open_builder,
    session_for,
    set_row,
    settle,
    type_into,
)

from sheet_app.ui.theme import colors


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


def _top(widget, card) -> QPoint:
    return widget.mapTo(card, QPoint(0, 0))


def test_a_preview_or_a_warning_appearing_moves_nothing_below_it(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "rage")
    pool = card_labelled(dialog, "Fury Dice")
    below = field(pool, "initial")
    type_into(qtbot, field(pool, "max"), "3")  # a plain number: no preview
    settle(qtbot, dialog)
    before = _top(below, pool)
    type_into(qtbot, field(pool, "max"), "@key")  # the preview "@key → 3 = 3" appears
    settle(qtbot, dialog)
    assert pool.fields["max"].preview_label.text().startswith("@key → 3")
    assert _top(below, pool) == before
    type_into(qtbot, field(pool, "max"), "@levle")  # an unknown reference: an amber warning
    settle(qtbot, dialog)
    assert "did you mean @level" in pool.fields["max"].messages.text()
    assert _top(below, pool) == before
    hint = pool.fields["max"].hint
    assert not hint.isVisible() and pool.fields["max"].messages.toolTip() == hint.text()  # the hint's place


def test_a_condition_that_does_not_hold_now_says_why_in_a_neutral_colour(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "rage")
    pool = card_labelled(dialog, "Fury Dice")
    click(qtbot, field(pool, "refills.0.conditionToggle"))
    condition = pool.fields["refills"].rows[0].condition
    set_row(qtbot, add_condition(qtbot, condition.root), "self", value="raging")
    settle(qtbot, dialog)
    assert condition.banner.text() == "Not now (Korr is not raging)."
    shown = condition.banner.palette().color(condition.banner.foregroundRole())
    assert shown != colors().low  # not the error red
    assert "✗" not in condition.root.child_widgets()[0].mark.text()


def test_a_new_modify_consumer_asks_for_its_pool(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "tayg")  # That all you got?! defines no pool of its own
    card = add_rule(qtbot, dialog, "modify consumer")
    settle(qtbot, dialog)
    said = card.fields["poolIdentifier"].messages.text()
    assert "no pool chosen" in said and "''" not in said


def test_the_charge_consumer_pool_hint_is_whole_in_a_narrow_window(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "wand")
    dialog.resize(760, 700)
    settle(qtbot, dialog)
    hint = card_labelled(dialog, "Scorching Ray").fields["poolIdentifier"].hint
    shown = QLabel.text(hint)  # what is drawn, not only what is kept
    assert shown.endswith("on Wand of Scorching Rays (the one this item uses)") or \
        shown.endswith("on Wand of Scorching Rays"), shown
    assert "…" not in shown
    assert hint.wordWrap()

