"""The Rules Builder on a big item (issue 18): cards are built as they come near the screen, what is
not built yet still counts (problems, edits, unsaved changes, OK), going to a card builds it, and a
closed builder is released with its cards."""
from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QWidget
from test_builder_helpers import berserker, click, flush_deleted, item_rules, open_builder, press_ok, session_for

from sheet_app.ui.builder import RulesBuilder
from sheet_app.ui.builder.cards import RuleCard
from sheet_app.ui.builder.keyboard import focus_order

CARDS = 120  # well over EAGER_RULES: only the cards near the screen are built


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


def big_rules(count: int = CARDS, broken: int | None = None) -> list[dict[str, Any]]:
    """Pairs of a charge pool and its consumer; the rule at `broken` spends from a pool nobody defines."""
    rules: list[dict[str, Any]] = []
    for k in range(count // 2):
        rules.append({"type": "chargePool", "label": f"Charges {k}", "identifier": f"charges-{k}", "max": "2",
                      "priority": k})
        rules.append({"type": "chargeConsumer", "label": f"Spend {k}", "poolIdentifier": f"charges-{k}",
                      "cost": "1", "priority": k})
    if broken is not None:
        rules[broken]["poolIdentifier"] = "nowhere"
    return rules


def big_session(broken: int | None = None) -> Any:
    doc = berserker()
    doc["items"].append({"id": "big", "name": "Big Feature", "type": "feature", "rules": big_rules(broken=broken)})
    return session_for(doc)


def open_big(qtbot: Any, broken: int | None = None) -> tuple[Any, RulesBuilder]:
    session = big_session(broken)
    return session, open_builder(qtbot, session, "big")


def on_screen(dialog: RulesBuilder) -> list[RuleCard]:
    bar = dialog.scroll_area.verticalScrollBar()
    top, bottom = bar.value(), bar.value() + dialog.scroll_area.viewport().height()
    return [c for c in dialog.shown_cards() if c.y() < bottom and c.y() + c.height() > top]


def test_only_the_cards_near_the_screen_are_built_and_scrolling_builds_the_rest(qtbot):
    _session, dialog = open_big(qtbot)
    shown = dialog.shown_cards()
    assert len(shown) == CARDS and dialog.count_label.text() == f"{CARDS} rules"
    assert all(c.built for c in on_screen(dialog)) and shown[0].built
    assert not shown[-1].built and not dialog.fully_built()
    built = sum(c.built for c in shown)
    assert built < CARDS // 3, built
    assert shown[0].label_edit.hasFocus()  # the keyboard starts in the first card, as on a small item
    bar = dialog.scroll_area.verticalScrollBar()

    def at_the_end() -> bool:  # dragged to the bottom (again, if the cards built there changed the length)
        bar.setValue(bar.maximum())
        return dialog.idle() and shown[-1] in on_screen(dialog)
    qtbot.waitUntil(at_the_end)
    assert shown[-1].built
    assert all(c.built for c in on_screen(dialog))
    assert shown[-1].label_edit.text() == f"Spend {CARDS // 2 - 1}"
    assert not shown[CARDS // 2].built  # the middle was scrolled past, never shown: still not built


def test_a_card_not_built_yet_keeps_its_place_and_scrolling_up_does_not_move_what_is_read(qtbot):
    _session, dialog = open_big(qtbot)
    bar = dialog.scroll_area.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    qtbot.waitUntil(dialog.idle)
    reading = on_screen(dialog)[1]
    offset = reading.y() - bar.value()
    for _ in range(4):  # up a screen at a time: the cards above are built as they come near
        above = [c for c in dialog.shown_cards()[:dialog.shown_cards().index(reading)] if not c.built]
        bar.setValue(bar.value() - bar.pageStep() // 2)
        offset = reading.y() - bar.value()
        qtbot.waitUntil(dialog.idle)
        # the card being read stays put on screen: at most a line off, where a card on screen above it
        # had a height a little off its estimate (cards of one type differ by a wrapped line)
        assert abs(reading.y() - bar.value() - offset) <= 24, (reading.y() - bar.value(), offset)
        assert any(c.built for c in above)
        assert all(c.built for c in on_screen(dialog))


def test_a_problem_in_a_rule_not_built_is_listed_and_going_to_it_builds_it(qtbot):
    broken = CARDS - 3  # near the bottom: far from the screen when the window opens
    _session, dialog = open_big(qtbot, broken=broken)
    card = dialog.cards[dialog.draft.uids[broken]]
    assert not card.built
    assert "1 error" in dialog.problems_button.text()
    click(qtbot, dialog.problems_button)
    texts = [dialog.problems_list.item(i).text() for i in range(dialog.problems_list.count())]
    assert len(texts) == 1 and texts[0].startswith(f"✗ Spend {broken // 2} · poolIdentifier:"), texts
    assert card.problems and card.problems[0].field == "poolIdentifier"  # known before it is built
    item = dialog.problems_list.item(0)
    dialog.problems_list.setCurrentItem(item)
    dialog.problems_list.setFocus()
    qtbot.keyClick(dialog.problems_list, Qt.Key.Key_Return)  # "go to problem"
    assert card.built
    combo = card.fields["poolIdentifier"].combo
    qtbot.waitUntil(lambda: combo.hasFocus() or combo.lineEdit().hasFocus())
    qtbot.waitUntil(lambda: card in on_screen(dialog))
    assert card.fields["poolIdentifier"].problems  # the message is on the field itself now
    assert combo.currentText() == "nowhere"


def test_tab_from_the_last_built_card_goes_into_the_next_one_and_builds_it(qtbot):
    _session, dialog = open_big(qtbot)
    shown = dialog.shown_cards()
    first_unbuilt = next(i for i, c in enumerate(shown) if not c.built)
    before, card = shown[first_unbuilt - 1], shown[first_unbuilt]
    last = before.tab_order[-1]
    last.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(last.hasFocus)
    qtbot.keyClick(last, Qt.Key.Key_Tab)
    assert card.built
    first = focus_order(card)[0]  # the collapse arrow, then the label …, as on every built card
    assert QApplication.focusWidget() is first and first.objectName() == "collapse"
    qtbot.waitUntil(dialog.idle)
    qtbot.keyClick(first, Qt.Key.Key_Backtab)  # and back out of it, to the card above
    assert QApplication.focusWidget() is last
    qtbot.keyClick(last, Qt.Key.Key_Tab)
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is card.label_edit


def test_edits_reach_every_rule_and_count_as_unsaved_whether_or_not_its_card_is_built(qtbot):
    session, dialog = open_big(qtbot)
    unbuilt = sum(not c.built for c in dialog.shown_cards())
    click(qtbot, dialog._disableAll)  # type: ignore[attr-defined]
    qtbot.waitUntil(dialog.idle)
    assert dialog.unsaved_changes() == 1 and "1 unsaved change" in dialog.unsaved_label.text()
    assert sum(not c.built for c in dialog.shown_cards()) >= unbuilt - 2  # nothing built for it
    click(qtbot, dialog._collapseAll)  # type: ignore[attr-defined]
    qtbot.waitUntil(dialog.idle)
    assert not dialog.fully_built()  # collapsing builds only what came on screen
    assert all(not c.expanded() for c in dialog.shown_cards())
    with qtbot.waitSignal(dialog.finished):
        press_ok(qtbot, dialog)
    rules = item_rules(session, "big")
    assert len(rules) == CARDS and all(rule["disabled"] is True for rule in rules)


def test_delete_duplicate_and_move_on_a_big_item(qtbot):
    session, dialog = open_big(qtbot)
    shown = dialog.shown_cards()
    first = shown[0]
    click(qtbot, first.findChild(QWidget, "duplicate"))
    assert len(dialog.shown_cards()) == CARDS + 1 and dialog.shown_cards()[1].built
    copy = dialog.shown_cards()[1]
    copy.label_edit.setFocus()
    qtbot.keyClick(copy.label_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(copy.label_edit, "Moved")
    copy.priority_edit.setFocus()
    qtbot.keyClick(copy.priority_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(copy.priority_edit, "999")
    qtbot.keyClick(copy.priority_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.shown_cards()[-1] is copy)
    click(qtbot, first.findChild(QWidget, "delete"))
    qtbot.waitUntil(dialog.idle)
    assert len(dialog.shown_cards()) == CARDS and first not in dialog.shown_cards()
    following = dialog.shown_cards()[0]
    assert following.built
    qtbot.waitUntil(lambda: dialog.focusWidget() is following.label_edit)
    press_ok(qtbot, dialog)
    rules = item_rules(session, "big")
    assert len(rules) == CARDS and rules[0]["label"] == "Moved" and rules[0]["priority"] == 999
    assert [r["label"] for r in rules[1:3]] == ["Spend 0", "Charges 1"]


def _settle_deletes() -> None:
    for _ in range(3):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()


def test_a_closed_builder_is_released_with_its_cards(qtbot):
    parent = QWidget()  # the sheet window's part: a builder with a parent deletes itself when it closes
    qtbot.addWidget(parent)
    session = big_session()
    dialog = RulesBuilder(session, session.char.find_item("big"), parent)
    dialog.resize(1000, 780)
    dialog.open()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(dialog.idle)
    bar = dialog.scroll_area.verticalScrollBar()
    bar.setValue(bar.maximum())  # more cards built, including the last
    qtbot.waitUntil(dialog.idle)
    refs = (weakref.ref(dialog), weakref.ref(dialog.shown_cards()[0]), weakref.ref(dialog.shown_cards()[-1]),
            weakref.ref(dialog.preview), weakref.ref(dialog.draft))
    assert all(ref() is not None for ref in refs)
    with qtbot.waitSignal(dialog.finished):
        dialog.reject()
    del dialog
    _settle_deletes()
    assert [ref() is None for ref in refs] == [True] * len(refs)


def test_the_windows_builder_is_released_when_it_closes(qtbot, window):
    index = window.session.char.find_item("rage")
    builder = window.items.open_builder(index)
    qtbot.waitExposed(builder)
    qtbot.waitUntil(builder.idle)
    refs = (weakref.ref(builder), weakref.ref(builder.shown_cards()[0]))
    with qtbot.waitSignal(builder.finished):
        builder.reject()
    del builder
    _settle_deletes()
    assert window.items.builder is None
    assert [ref() is None for ref in refs] == [True, True]


def test_a_drag_to_the_middle_shows_cards_that_stay_put_while_they_are_built(qtbot):
    _session, dialog = open_big(qtbot)
    bar = dialog.scroll_area.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    qtbot.waitUntil(lambda: on_screen(dialog)[0].built)  # a few turns (a card is built a part a turn)
    top = on_screen(dialog)[0]
    offset = top.y() - bar.value()
    qtbot.waitUntil(dialog.idle)
    # at most a line off: a card built above re-lays itself out a turn later (a wrapped hint line)
    assert abs(top.y() - bar.value() - offset) <= 24, (top.y() - bar.value(), offset)
    assert top in on_screen(dialog) and all(c.built for c in on_screen(dialog))


def test_shift_tab_into_a_card_not_built_gives_its_last_field(qtbot):
    _session, dialog = open_big(qtbot)
    shown = dialog.shown_cards()
    k = next(i for i, c in enumerate(shown) if not c.built) + 1  # an unbuilt card with one below it
    card, below = shown[k], shown[k + 1]
    assert not card.built
    below.ensure_built()
    qtbot.waitUntil(dialog.idle)
    first = below.tab_order[0]
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(first.hasFocus)
    qtbot.keyClick(first, Qt.Key.Key_Backtab)
    assert card.built and QApplication.focusWidget() is focus_order(card)[-1]


def test_the_first_painted_frame_has_the_cards_at_their_full_height(qtbot):
    """The list is grown to its cards when the window shows: the first paint does not squeeze the
    top card's checkbox lists and refill rows into the height the list had before (seen in a grab taken
    right after show)."""
    session = session_for(berserker())
    dialog = RulesBuilder(session, session.char.find_item("rage"))
    qtbot.addWidget(dialog)
    dialog.resize(1100, 760)
    dialog.show()
    QApplication.processEvents()  # one turn: what a first paint sees
    first = [(card.built, card.y(), card.height()) for card in dialog.shown_cards()]
    assert first[0][0], "the top card is built before the window shows"
    qtbot.waitUntil(dialog.idle)
    for _ in range(5):
        QApplication.processEvents()
    assert [(card.built, card.y(), card.height()) for card in dialog.shown_cards()] == first


def test_a_card_being_built_still_checks_and_saves_its_rule(qtbot):
    """A card built a part per turn: while its fields are not all made, its rule is still checked
    (problems come from the draft), an edit to it is kept and shown when the card is whole, and OK
    saves it."""
    broken = CARDS - 1  # the last consumer spends from a pool nobody defines
    session, dialog = open_big(qtbot, broken=broken)
    card = dialog.cards[dialog.draft.uids[broken]]
    assert not card.built
    assert not card.build_some(0.0)  # one part (the header), the fields not made yet
    assert not card.built and "poolIdentifier" not in card.fields
    assert "1 error" in dialog.problems_button.text()
    dialog.push_edit(card.uid, [(("cost",), "2")], "Edit Cost")  # an edit while it is half-built
    card.ensure_built()
    assert card.fields["cost"].edit.text() == "2"  # the fields show the rule as it is now
    assert card.fields["poolIdentifier"].problems  # and its problem on the field
    with qtbot.waitSignal(dialog.finished):
        press_ok(qtbot, dialog)
    assert item_rules(session, "big")[broken]["cost"] == "2"


def test_tab_through_a_card_built_in_parts_reaches_every_field(qtbot):
    _session, dialog = open_big(qtbot)
    card = next(c for c in dialog.shown_cards() if not c.built and c.rtype == "chargePool")
    while not card.build_some(0.0):  # a part per call, as the turns do
        pass
    qtbot.waitUntil(dialog.idle)
    inputs = [w for f in card.fields.values() for w in f.inputs()] + [card.label_edit, card.priority_edit]
    first = card.tab_order[0]
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(first.hasFocus)
    seen = [QApplication.focusWidget()]
    for _ in range(len(card.tab_order) - 1):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert all(w in seen for w in inputs), [w.objectName() for w in inputs if w not in seen]
