"""The condition and action rule cards (character.md §12-§13, §15.4-§15.5; issue 30 item 3): Apply Condition
with its duration as the timer it makes, Condition Immunity ticked from the Nimble list, Action Cost and Action
Delta, each built from the Add Rule picker and set by keyboard, its fields explained, the check's lint on the
field and the Preview row giving what the engine does with the rule on the open character (the sample
Berserker, Korr Ironhide)."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSpinBox
from test_builder_helpers import (
    add_rule,
    berserker,
    flush_deleted,
    item_rules,
    open_builder,
    press_ok,
    session_for,
    settle,
)

from sheet_app.views.condition_words import CONDITION_HINTS


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


def preview(card: Any) -> str:
    assert card.effect is not None and card.effect.isVisible()
    return "\n".join(card.effect.effect.lines) if card.effect.effect else ""


def lints(card: Any, key: str) -> list[str]:
    return [message for _severity, message in card.fields[key].messages.messages]


def pick(qtbot: Any, combo: QComboBox, text: str) -> None:
    """Choose an entry of a drop-down with the keyboard: focus it, arrow keys until it shows `text`."""
    combo.setFocus()
    texts = [combo.itemText(i) for i in range(combo.count())]
    target = next(i for i, t in enumerate(texts) if t.startswith(text))
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, key)
    assert combo.currentText().startswith(text)


def tick(qtbot: Any, card: Any, name: str) -> None:
    box = card.findChild(QCheckBox, name)
    assert box is not None and box.isEnabled(), name
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)


def test_apply_condition_by_keyboard_with_a_duration_of_turns(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "apply condition")
    settle(qtbot, dialog)
    assert any("applies no condition" in m for m in lints(card, "condition"))
    condition = card.findChild(QComboBox, "condition")
    assert condition.itemText(0) == "Choose a condition"
    assert condition.itemData(condition.findText("Prone"), Qt.ItemDataRole.ToolTipRole).startswith(
        "Prone: your attacks −1")  # what each does, in the list
    pick(qtbot, condition, "Prone")
    pick(qtbot, card.findChild(QComboBox, "trigger"), "At the end of your turn")
    kind = card.findChild(QComboBox, "duration.kind")
    count = card.findChild(QSpinBox, "duration.count")
    assert kind.currentText() == "Its own timer" and not count.isEnabled()
    assert "Prone has no timer of its own" in card.fields["duration"].hint.text()
    pick(qtbot, kind, "Turns")
    assert count.isEnabled()
    count.setFocus()
    qtbot.keyClick(count, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(count, "2")
    qtbot.keyClick(count, Qt.Key.Key_Tab)
    assert "ends at your 2nd End turn from now" in card.fields["duration"].hint.text()
    settle(qtbot, dialog)
    assert preview(card) == "At the end of your turn: Prone on (ends after 2 more of your turns) (Berserker)"
    assert not lints(card, "condition")
    press_ok(qtbot, dialog)
    [rule] = [r for r in item_rules(session, "berserker") if r["type"] == "applyCondition"]
    assert (rule["condition"], rule["trigger"], rule["duration"]) == ("prone", "onTurnEnd", {"turns": 2})


def test_apply_condition_on_a_hit_previews_the_target_line_and_its_own_timer_goes_back(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "apply condition")
    pick(qtbot, card.findChild(QComboBox, "condition"), "Slowed")
    pick(qtbot, card.findChild(QComboBox, "trigger"), "On a hit")
    settle(qtbot, dialog)
    assert "Slowed's own: until the end of your next turn" in card.fields["duration"].hint.text()
    assert preview(card) == "On a hit: Target: Slowed (Berserker)"
    kind = card.findChild(QComboBox, "duration.kind")
    pick(qtbot, kind, "Rounds")
    settle(qtbot, dialog)
    assert preview(card) == "On a hit: Target: Slowed (Berserker, ends at the end of your turn)"
    pick(qtbot, kind, "Its own timer")  # back: the counts cleared, the condition's own timer again
    press_ok(qtbot, dialog)
    [rule] = [r for r in item_rules(session, "berserker") if r["type"] == "applyCondition"]
    assert rule["duration"] == {"turns": None, "rounds": None}  # upstream's shape: nulls


def test_apply_condition_seconds_are_kept_and_warned_and_immunity_shows_in_the_preview(qtbot):
    doc = berserker()
    doc["items"][0]["rules"].append({"type": "conditionImmunity", "id": "fear0", "conditions": ["frightened"]})
    doc["items"][0]["rules"].append({"type": "applyCondition", "id": "scare", "label": "Scare", "condition":
                                     "frightened", "trigger": "onTurnStart", "duration": {"seconds": 60}})
    session = session_for(doc)
    dialog = open_builder(qtbot, session, doc["items"][0]["name"])
    settle(qtbot, dialog)
    card = next(c for c in dialog.cards.values() if c.rtype == "applyCondition")
    card.ensure_built()
    settle(qtbot, dialog)
    assert any("60 seconds is kept and ignored" in m for m in lints(card, "duration"))
    assert preview(card) == "At the start of your turn: Scare: Frightened: immune (Berserker), not applied"


def test_condition_immunity_ticks_conditions_and_previews_what_ends(qtbot):
    session = session_for(berserker(states=["prone"]))
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "condition immunity")
    settle(qtbot, dialog)
    assert any("lists no condition" in m for m in lints(card, "conditions"))
    boxes = card.fields["conditions"].boxes
    assert len(boxes) == 31 and boxes["prone"].toolTip() == CONDITION_HINTS["prone"]
    tick(qtbot, card, "conditions.prone")
    tick(qtbot, card, "conditions.hampered")
    settle(qtbot, dialog)
    assert preview(card) == "Immune to Hampered, Prone\nProne on now: it ends\nHampered no longer implied"
    assert not lints(card, "conditions")
    press_ok(qtbot, dialog)
    [rule] = [r for r in item_rules(session, "berserker") if r["type"] == "conditionImmunity"]
    assert rule["conditions"] == ["hampered", "prone"]
    assert "prone" not in session.char.states  # immunity gained ends it (character.md §12.2)


def test_action_cost_filters_by_type_item_and_reaction_by_keyboard(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "action cost")
    assert not card.findChild(QCheckBox, "reactions.defend").isEnabled()  # items first: reactions greyed
    assert card.fields["reactions"].hint.text() == "Not used now: used only for heroic reactions."
    tick(qtbot, card, "itemTypes.object")
    item = card.findChild(QComboBox, "itemIdentifier")
    item.lineEdit().setFocus()
    qtbot.keyClicks(item.lineEdit(), "greataxe")
    qtbot.keyClick(item.lineEdit(), Qt.Key.Key_Tab)
    assert "→ Greataxe (greataxe) · object" in card.fields["itemIdentifier"].hint.text()
    settle(qtbot, dialog)
    assert preview(card) == "Greataxe: 0 → 1 action"  # the sample Greataxe names no cost of its own
    pick(qtbot, card.findChild(QComboBox, "applies"), "A heroic reaction")
    assert not card.findChild(QCheckBox, "itemTypes.object").isEnabled()
    pick(qtbot, card.findChild(QComboBox, "mode"), "Set the cost")
    value = card.findChild(type(item.lineEdit()), "value")
    value.setFocus()
    qtbot.keyClick(value, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(value, "0")
    qtbot.keyClick(value, Qt.Key.Key_Return)
    tick(qtbot, card, "reactions.defend")
    settle(qtbot, dialog)
    assert preview(card) == "Defend: 1 → 0 actions"
    press_ok(qtbot, dialog)
    [rule] = [r for r in item_rules(session, "berserker") if r["type"] == "actionCost"]
    assert (rule["applies"], rule["mode"], rule["value"], rule["reactions"]) == ("heroicReaction", "set", "0",
                                                                                 ["defend"])


def test_action_delta_previews_its_items_use_and_greys_borrowing_for_others(qtbot):
    session = session_for(berserker())
    dialog = open_builder(qtbot, session, "berserker")
    card = add_rule(qtbot, dialog, "action delta")
    settle(qtbot, dialog)
    assert preview(card) == "Using Berserker in an encounter: +1 action now (3/3 + 1 extra left)"
    tick(qtbot, card, "borrowFromNextTurn")
    settle(qtbot, dialog)
    assert "(borrowed from next turn)" in preview(card)
    pick(qtbot, card.findChild(QComboBox, "timing"), "Next turn")
    settle(qtbot, dialog)
    assert preview(card) == "Using Berserker in an encounter: +1 action next turn"
    assert not card.findChild(QCheckBox, "borrowFromNextTurn").isEnabled()
    pick(qtbot, card.findChild(QComboBox, "timing"), "Now")
    pick(qtbot, card.findChild(QComboBox, "target"), "Every ally")
    settle(qtbot, dialog)
    assert preview(card) == "Using Berserker in an encounter: every ally gains 1 action now"
    assert card.fields["borrowFromNextTurn"].hint.text() == "Not used now: only your own actions can be borrowed."
    press_ok(qtbot, dialog)
    [rule] = [r for r in item_rules(session, "berserker") if r["type"] == "actionDelta"]
    assert (rule["timing"], rule["target"]) == ("now", "allAllies")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_condition_and_action_cards_pictures(qtbot, tmp_path, theme):
    """The four cards rendered in both themes (docs/rules-builder.md; SHEET_APP_SCREENSHOTS=DIR writes them
    there): each card's fields and preview fit the 1000-wide window, nothing is cut."""
    import os

    from sheet_app.ui.theme import apply_theme
    apply_theme(QApplication.instance(), theme)
    try:
        session = session_for(berserker(states=["prone"]))
        dialog = open_builder(qtbot, session, "berserker")
        made = [add_rule(qtbot, dialog, name) for name in ("apply condition", "condition immunity", "action cost",
                                                             "action delta")]
        pick(qtbot, made[0].findChild(QComboBox, "condition"), "Slowed")
        tick(qtbot, made[1], "conditions.frightened")
        settle(qtbot, dialog)
        for card in made:
            qtbot.waitUntil(lambda c=card: c.height() >= c.sizeHint().height())
            assert card.width() >= card.minimumSizeHint().width()
        out = os.environ.get("SHEET_APP_SCREENSHOTS") or str(tmp_path)
        from PySide6.QtGui import QImage, QPainter
        shots = [card.grab() for card in made]
        assert all(not shot.isNull() for shot in shots)
        sheet = QImage(max(shot.width() for shot in shots), sum(shot.height() + 6 for shot in shots),
                       QImage.Format.Format_RGB32)
        sheet.fill(dialog.palette().window().color())
        painter = QPainter(sheet)
        y = 0
        for shot in shots:  # the four cards one under the other, as the window lists them
            painter.drawPixmap(0, y, shot)
            y += shot.height() + 6
        painter.end()
        assert sheet.save(os.path.join(out, f"builder-actions-{theme}.png"))
    finally:
        apply_theme(QApplication.instance(), "light")
