"""The dice panel, driven by clicks and keys on real widgets (offscreen): spend by consume or maximize."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.ui.dice_panel import DicePanel

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))


def berserker(dice: list[int], *, extra_items: list[dict[str, Any]] = ()) -> Session:
    """The sample Berserker (level 6: Fury Dice are d6, max 3) with scripted dice."""
    doc = copy.deepcopy(SAMPLE)
    doc["items"].extend(copy.deepcopy(list(extra_items)))
    return Session(doc, roller=ScriptedRoller(dice))


def raging(faces: list[int], *, extra_items: list[dict[str, Any]] = (), more: list[int] = ()) -> Session:
    """Rage used (it rolls two Fury Dice), then the rest of `faces` rolled in by hand."""
    session = berserker(list(faces) + list(more), extra_items=extra_items)
    assert session.apply({"do": "activate", "item": "rage"}).ok
    for _ in faces[2:]:
        assert session.apply({"do": "rollDie", "pool": "fury"}).ok
    assert session.char.pools()["fury"].faces == faces
    return session


def open_panel(qtbot, session: Session, pool: str = "fury", **kwargs: Any) -> DicePanel:
    panel = DicePanel(session, pool, **kwargs)
    qtbot.addWidget(panel)
    panel.open()
    qtbot.waitExposed(panel)
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    return panel


def press(qtbot, panel: DicePanel, key: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key press where the keyboard focus is, as a player would type it."""
    qtbot.keyClick(QApplication.focusWidget() or panel, key, mods)


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def die(panel: DicePanel, number: int):
    return panel.tray.buttons[number - 1]


def card(panel: DicePanel, item_name: str):
    return next(c for c in panel.cards if c.info.item_name == item_name)


def picked(panel: DicePanel) -> list[int]:
    return [b.index + 1 for b in panel.tray.buttons if b.isChecked()]


# ---- opening ----------------------------------------------------------------------------------------

def test_activating_an_item_opens_the_panel_with_its_consumer_selected_and_cancel_commits_nothing(qtbot):
    session = raging([3, 4, 2])
    before, history = session.document(), len(session.undo_stack)
    panel = open_panel(qtbot, session, item="tayg")
    assert card(panel, "That all you got?!").radio.isChecked()
    assert not card(panel, "Blood Frenzy").isEnabled()
    assert panel.use_button.isVisible() and panel.cancel_button.text() == "Cancel"
    assert panel.isModal() and panel.windowModality() == Qt.WindowModality.WindowModal
    click(qtbot, die(panel, 1))
    assert picked(panel) == [1]
    with qtbot.assertNotEmitted(panel.committed):
        click(qtbot, panel.cancel_button)
    assert not panel.isVisible()
    assert session.document() == before and len(session.undo_stack) == history


def test_confirm_after_activation_commits_the_activation_and_the_spend_as_one_action(qtbot):
    session = raging([3, 4, 2])
    history = len(session.undo_stack)
    panel = open_panel(qtbot, session, item="blood-frenzy")
    assert card(panel, "Blood Frenzy").radio.isChecked()
    click(qtbot, die(panel, 3))
    assert panel.confirm_button.text() == "2 → 6"
    with qtbot.waitSignal(panel.committed) as signal:
        click(qtbot, panel.confirm_button)
    assert signal.args[0].ok
    assert len(session.undo_stack) == history + 1
    assert session.undo_stack[-1].action == {"do": "activate", "item": "blood-frenzy", "picks": [2]}
    pools = session.char.pools()
    assert pools["fury"].faces == [3, 4, 6] and pools["bloodFrenzy"].current == 0
    assert "(2 → 6)" in panel.result_label.text()
    # The activation is done: the panel is an ordinary pool panel now.
    assert not panel.use_button.isVisible() and panel.cancel_button.text() == "Close"


def test_use_without_spending_commits_the_activation_alone(qtbot):
    session = raging([3, 4, 2])
    panel = open_panel(qtbot, session, item="blood-frenzy")
    click(qtbot, die(panel, 1))
    with qtbot.waitSignal(panel.committed):
        click(qtbot, panel.use_button)
    assert session.undo_stack[-1].action == {"do": "activate", "item": "blood-frenzy"}
    assert session.char.pools()["fury"].faces == [3, 4, 2]
    assert session.char.pools()["bloodFrenzy"].current == 0


def test_an_item_that_cannot_pay_greys_its_card_and_using_it_anyway_is_refused_with_why(qtbot):
    session = raging([3, 4, 2])
    assert session.apply({"do": "activate", "item": "blood-frenzy"}).ok  # its one charge is gone
    panel = open_panel(qtbot, session, item="blood-frenzy")
    frenzy = card(panel, "Blood Frenzy")
    assert not frenzy.isEnabled() and frenzy.blocked.text() == "Blood Frenzy: 0/1, no uses left"
    click(qtbot, die(panel, 1))
    assert not panel.confirm_button.isEnabled()
    with qtbot.waitSignal(panel.refused) as signal:
        click(qtbot, panel.use_button)
    assert "Blood Frenzy needs 1 charge" in signal.args[0]
    assert "Refused" in panel.result_label.text()
    assert session.char.pools()["fury"].faces == [3, 4, 2]


def test_a_preselected_consumer_is_chosen_when_the_tray_is_clicked(qtbot):
    session = raging([3, 4, 2])
    frenzy = session.char.find_item("blood-frenzy")
    panel = open_panel(qtbot, session, consumer=(frenzy, 2))
    assert card(panel, "Blood Frenzy").radio.isChecked()
    assert panel.confirm_button.text() == "Maximize" and not panel.confirm_button.isEnabled()


# ---- consume ----------------------------------------------------------------------------------------

def test_consume_shows_a_live_preview_and_spends_the_picked_dice(qtbot):
    session = raging([3, 4, 2])
    panel = open_panel(qtbot, session)
    assert card(panel, "That all you got?!").radio.isChecked()
    assert not panel.confirm_button.isEnabled()
    click(qtbot, die(panel, 1))
    assert panel.preview.text() == "(3 + 2) × 1 = 5 damage reduction"
    click(qtbot, die(panel, 2))
    assert panel.preview.text() == "(3 + 2) × 2 = 10 damage reduction"
    assert panel.hint.text() == "Picked 2 · sum 7"
    assert panel.confirm_button.isEnabled() and panel.confirm_button.text() == "Spend 2"
    with qtbot.waitSignal(panel.committed) as signal:
        click(qtbot, panel.confirm_button)
    assert signal.args[0].log == ["Spent 2 Fury Dice (3, 4): 10 damage reduction banked"]
    assert session.char.pools()["fury"].faces == [2] and session.char.bank == 10
    assert "Spent 2 Fury Dice (3, 4): 10 damage reduction banked" in panel.result_label.text()
    assert panel.bank.text() == "Banked reduction: 10"
    assert picked(panel) == [] and panel.meta.text() == "d6 · 1/3 · sum 2"
    assert panel.isVisible()  # the panel stays open to show the result


def test_modify_consumer_appends_show_on_the_card_and_in_the_preview(qtbot):
    resilience = {"id": "stone", "name": "Stone's Resilience", "type": "feature", "rules": [
        {"type": "modifyConsumer", "poolIdentifier": "fury", "poolScope": "item",
         "effectTypeFilter": "damageReduction", "appendFormula": "@sum"}]}
    session = raging([3, 4, 2], extra_items=[resilience])
    panel = open_panel(qtbot, session)
    tayg = card(panel, "That all you got?!")
    assert tayg.info.formula == "(@strength + @dexterity) * @n + (@sum)"
    assert "from Stone's Resilience" in tayg.findChild(type(tayg.rule), "formula").toolTip()
    click(qtbot, die(panel, 1))
    click(qtbot, die(panel, 2))
    assert panel.preview.text() == "(3 + 2) × 2 + (7) = 17 damage reduction"
    with qtbot.waitSignal(panel.committed):
        click(qtbot, panel.confirm_button)
    assert session.char.bank == 17


def test_dice_in_the_effect_formula_preview_as_min_average_max(qtbot):
    roar = {"id": "roar", "name": "Roar", "type": "feature", "rules": [
        {"type": "diceConsumer", "poolIdentifier": "fury", "mode": "manual", "cost": "1",
         "effectFormula": "1d6 + @sum", "effectType": "generic", "selectionOutcome": "consume"}]}
    session = raging([3, 4, 2], extra_items=[roar])
    panel = open_panel(qtbot, session)
    click(qtbot, card(panel, "Roar").radio)
    click(qtbot, die(panel, 2))
    assert panel.preview.text() == "1d6 + 4 = 5 / 7.5 / 10 (min / average / max)"


# ---- maximize ---------------------------------------------------------------------------------------

def test_maximize_is_capped_and_a_pick_past_the_cap_replaces_the_oldest(qtbot):
    session = raging([3, 4, 2])
    panel = open_panel(qtbot, session)
    click(qtbot, card(panel, "Blood Frenzy").radio)
    click(qtbot, die(panel, 1))
    assert picked(panel) == [1] and panel.confirm_button.text() == "3 → 6"
    click(qtbot, die(panel, 3))
    assert picked(panel) == [3] and panel.confirm_button.text() == "2 → 6"
    assert panel.hint.text().startswith("Picked 1 of at most 1")
    with qtbot.waitSignal(panel.committed) as signal:
        click(qtbot, panel.confirm_button)
    assert signal.args[0].log == ["Blood Frenzy: maximize a Fury Die: Fury Dice raised to the top face (2 → 6)",
                                  "Blood Frenzy: 1 use spent (0/1 left)"]  # a spend is a use of its item
    assert session.char.pools()["fury"].faces == [3, 4, 6]


def test_dice_at_their_top_face_cannot_be_picked_for_a_maximize(qtbot):
    session = raging([3, 6, 2])
    panel = open_panel(qtbot, session)
    click(qtbot, card(panel, "Blood Frenzy").radio)
    six = die(panel, 2)
    assert not six.pickable
    assert "Already at its top face (6)" in six.toolTip()
    click(qtbot, six)
    assert picked(panel) == [] and not panel.confirm_button.isEnabled()
    assert "already shows its top face" in panel.result_label.text()
    press(qtbot, panel, Qt.Key.Key_2)
    assert picked(panel) == []


def test_switching_consumers_keeps_only_the_picks_the_new_one_allows(qtbot):
    session = raging([3, 6, 2])
    panel = open_panel(qtbot, session)
    for number in (3, 2, 1):
        click(qtbot, die(panel, number))
    assert picked(panel) == [1, 2, 3]
    click(qtbot, card(panel, "Blood Frenzy").radio)
    # The 6 cannot be raised; of the rest, only the newest pick fits a cap of one.
    assert picked(panel) == [1] and panel.confirm_button.text() == "3 → 6"
    click(qtbot, card(panel, "That all you got?!").radio)
    assert picked(panel) == [1] and panel.preview.text() == "(3 + 2) × 1 = 5 damage reduction"


# ---- keyboard ---------------------------------------------------------------------------------------

def test_a_whole_spend_works_from_the_keyboard(qtbot):
    session = raging([3, 4, 2])
    panel = open_panel(qtbot, session)
    assert QApplication.focusWidget() is die(panel, 1)
    press(qtbot, panel, Qt.Key.Key_1)
    press(qtbot, panel, Qt.Key.Key_Right)
    press(qtbot, panel, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is die(panel, 3)
    press(qtbot, panel, Qt.Key.Key_Space)
    assert picked(panel) == [1, 3]
    press(qtbot, panel, Qt.Key.Key_Left)
    press(qtbot, panel, Qt.Key.Key_Space)
    press(qtbot, panel, Qt.Key.Key_Space)
    assert picked(panel) == [1, 3]
    with qtbot.waitSignal(panel.committed):
        press(qtbot, panel, Qt.Key.Key_Return)
    assert session.char.pools()["fury"].faces == [4] and session.char.bank == 10


def test_ctrl_a_picks_every_allowed_die_and_escape_cancels(qtbot):
    session = raging([3, 6, 2])
    panel = open_panel(qtbot, session, item="blood-frenzy")
    press(qtbot, panel, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert picked(panel) == [3]  # capped at one: the lowest face gains the most
    before = session.document()
    with qtbot.assertNotEmitted(panel.committed):
        press(qtbot, panel, Qt.Key.Key_Escape)
    assert not panel.isVisible() and session.document() == before
    other = open_panel(qtbot, session)
    press(qtbot, other, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert picked(other) == [1, 2, 3]


def test_enter_below_the_cost_spends_nothing_and_says_what_is_missing(qtbot):
    session = raging([3, 4, 2])
    panel = open_panel(qtbot, session)
    with qtbot.assertNotEmitted(panel.committed):
        press(qtbot, panel, Qt.Key.Key_Return)
    assert "Pick at least 1 die" in panel.result_label.text()
    assert session.char.pools()["fury"].faces == [3, 4, 2]


# ---- empty pool, undo, errors ----------------------------------------------------------------------

def test_an_empty_pool_says_so_lists_its_spenders_and_offers_to_roll_one_in(qtbot):
    session = berserker([5])
    panel = open_panel(qtbot, session, item="tayg")
    assert not panel.tray.isVisible() and panel.empty.isVisible()
    text = panel.empty.text()
    assert "Fury Dice is empty" in text and "Rage" in text
    assert "That all you got?!" in text and "Blood Frenzy" in text
    assert not panel.confirm_button.isEnabled() and panel.use_button.isVisible()
    assert QApplication.focusWidget() is panel.roll_in
    with qtbot.waitSignal(panel.committed):
        click(qtbot, panel.roll_in)
    assert session.char.pools()["fury"].faces == [5]
    assert panel.tray.isVisible() and die(panel, 1).face == 5


def test_undo_of_a_spend_restores_the_dice_and_the_bank(qtbot):
    session = raging([3, 4, 2])
    panel = open_panel(qtbot, session)
    click(qtbot, die(panel, 2))
    click(qtbot, die(panel, 3))
    with qtbot.waitSignal(panel.committed):
        click(qtbot, panel.confirm_button)
    assert session.char.pools()["fury"].faces == [3] and session.char.bank == 10
    assert session.undo().ok
    assert session.char.pools()["fury"].faces == [3, 4, 2] and session.char.bank == 0
    panel.refresh()
    assert [b.face for b in panel.tray.buttons] == [3, 4, 2] and panel.bank.text() == "Banked reduction: 0"
    # Ctrl+Z in the panel undoes too (here: redo, then undo again from the keyboard).
    assert session.redo().ok
    panel.refresh()
    with qtbot.waitSignal(panel.committed):
        press(qtbot, panel, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [b.face for b in panel.tray.buttons] == [3, 4, 2] and session.char.bank == 0


def test_a_formula_error_at_confirm_refuses_the_spend_and_loses_no_die(qtbot):
    broken = {"id": "reckless", "name": "Reckless Soak", "type": "feature", "rules": [
        {"type": "diceConsumer", "poolIdentifier": "fury", "mode": "manual", "cost": "1",
         "effectFormula": "10 // (@n - 1)", "effectType": "damageReduction", "selectionOutcome": "consume"}]}
    session = raging([3, 4, 2], extra_items=[broken])
    panel = open_panel(qtbot, session)
    click(qtbot, card(panel, "Reckless Soak").radio)
    click(qtbot, die(panel, 2))
    assert "division by zero" in panel.preview.text()
    with qtbot.waitSignal(panel.refused) as signal:
        click(qtbot, panel.confirm_button)
    assert "division by zero" in signal.args[0]
    assert session.char.pools()["fury"].faces == [3, 4, 2] and session.char.bank == 0
    assert picked(panel) == [2] and "division by zero" in panel.result_label.text()


def test_an_attack_result_shows_the_outcome_total_and_auto_bonus_terms(qtbot):
    axe = {"id": "fury-axe", "name": "Fury Axe", "type": "object", "equipped": True, "objectType": "weapon",
           "attack": {"delivery": "melee", "damage": "1d12+@strength"}, "rules": [
               {"type": "diceConsumer", "poolIdentifier": "fury", "mode": "manual", "cost": "1",
                "effectFormula": "@sum", "effectType": "generic", "selectionOutcome": "consume",
                "suppressActivationCard": "never"}]}
    session = raging([3, 4], extra_items=[axe], more=[5])
    panel = open_panel(qtbot, session, item="fury-axe")
    click(qtbot, die(panel, 2))
    with qtbot.waitSignal(panel.committed) as signal:
        click(qtbot, panel.confirm_button)
    first = signal.args[0].log[0]
    assert first == "Fury Axe: hit, 15 damage (1d12 + 3 (STR) = 8 +3 [Fury Dice] +4 [Fury Dice])"
    shown = panel.result_label.text()  # the outcome stressed, found by the engine's own words (any language)
    assert "Fury Axe: <b>hit, 15 damage</b> (1d12" in shown and "+3 [Fury Dice] +4 [Fury Dice]" in shown
    assert session.char.pools()["fury"].faces == [3]


# ---- what the panel promises (issue 32 item 7) ------------------------------------------------------

def test_a_feature_that_cannot_pay_previews_why_not_what_it_would_give(qtbot):
    session = raging([3, 4, 2])
    assert session.apply({"do": "activate", "item": "blood-frenzy"}).ok  # 0/1
    panel = open_panel(qtbot, session, item="blood-frenzy")
    click(qtbot, die(panel, 1))
    assert panel.preview.text() == "Not now: Blood Frenzy: 0/1, no uses left."
    assert "Raises" not in panel.preview.text() and "normal" in panel.preview.styleSheet()


def test_a_refusal_pushes_the_lines_below_the_cards_down_instead_of_over_them(qtbot):
    session = raging([3, 4, 2])
    assert session.apply({"do": "activate", "item": "blood-frenzy"}).ok
    panel = open_panel(qtbot, session, item="blood-frenzy")
    click(qtbot, die(panel, 1))
    with qtbot.waitSignal(panel.refused):
        click(qtbot, panel.use_button)
    assert panel.result_label.isVisible()
    cards_bottom = panel.cards_scroll.geometry().bottom()
    assert panel.hint.geometry().top() > cards_bottom
    assert panel.preview.geometry().top() > panel.hint.geometry().bottom()
    assert panel.result_label.geometry().top() > panel.preview.geometry().bottom()
    assert panel.use_button.geometry().top() > panel.result_label.geometry().bottom()


def test_tab_after_remove_lands_on_a_visible_control(qtbot):
    panel = open_panel(qtbot, raging([3, 4, 2]))
    panel.remove.setFocus()
    qtbot.waitUntil(panel.remove.hasFocus)
    press(qtbot, panel, Qt.Key.Key_Tab)
    now = QApplication.focusWidget()
    assert now is not panel.cards_scroll and now.isVisible() and now.focusPolicy() & Qt.FocusPolicy.TabFocus


def test_the_use_button_says_the_dice_are_kept_and_that_the_item_still_costs(qtbot):
    panel = open_panel(qtbot, raging([3, 4, 2]), item="blood-frenzy")
    assert panel.use_button.text() == "Use, keep the dice"
    assert "such as a charge, is still paid" in panel.use_button.toolTip()
