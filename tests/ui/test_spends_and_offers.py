"""A spend is a use of its item (engine.md §4.4) in the dice panel, and card offers on an attack's result:
real widgets, real clicks and keys (offscreen)."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Session
from sheet_app.ui.dice_panel import DicePanel

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = json.loads((ROOT / "resources" / "sample-berserker.json").read_text(encoding="utf-8"))


def raging(faces: list[int], *, more: list[int] = ()) -> Session:
    """The sample Berserker after Rage (two Fury Dice), the rest of `faces` rolled in by hand."""
    session = Session(copy.deepcopy(SAMPLE), roller=ScriptedRoller(list(faces) + list(more)))
    assert session.apply({"do": "activate", "item": "rage"}).ok
    for _ in faces[2:]:
        assert session.apply({"do": "rollDie", "pool": "fury"}).ok
    return session


def open_panel(qtbot, session: Session, pool: str = "fury", **kwargs: Any) -> DicePanel:
    panel = DicePanel(session, pool, **kwargs)
    qtbot.addWidget(panel)
    panel.open()
    qtbot.waitExposed(panel)
    return panel


def card(panel: DicePanel, item_name: str):
    return next(c for c in panel.cards if c.info.item_name == item_name)


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def test_a_card_whose_item_cannot_pay_is_greyed_with_the_reason(qtbot):
    session = raging([3, 2, 4])
    panel = open_panel(qtbot, session)
    frenzy = card(panel, "Blood Frenzy")
    assert frenzy.isEnabled() and frenzy.blocked is None
    # Blood Frenzy spends from the panel: the charge is paid in the same action.
    click(qtbot, frenzy.radio)
    click(qtbot, panel.tray.buttons[1])
    with qtbot.waitSignal(panel.committed):
        click(qtbot, panel.confirm_button)
    assert session.char.pools()["fury"].faces == [3, 6, 4]
    assert session.char.pools()["bloodFrenzy"].current == 0
    assert "Blood Frenzy: 1 use spent (0/1 left)" in session.undo_stack[-1].log
    # Now it has no use left this turn: greyed, and the card says why in words.
    frenzy = card(panel, "Blood Frenzy")
    assert not frenzy.isEnabled()
    assert frenzy.blocked is not None and frenzy.blocked.text() == "Blood Frenzy: 0/1, no uses left"
    qtbot.waitUntil(frenzy.blocked.isVisible)
    assert "no uses left" in frenzy.radio.accessibleName()
    click(qtbot, frenzy.radio)  # a click on a greyed card picks nothing
    assert not frenzy.radio.isChecked()
    # The other feature still spends.
    tayg = card(panel, "That all you got?!")
    assert tayg.isEnabled() and tayg.blocked is None
    # Undo (Ctrl+Z in the panel) gives the use back and the card comes alive again.
    qtbot.keyClick(panel, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: card(panel, "Blood Frenzy").isEnabled())
    assert session.char.pools()["bloodFrenzy"].current == 1


def test_the_turn_start_refresh_brings_the_card_back(qtbot):
    session = raging([3, 2], more=[4])  # Intensifying Fury rolls a die at the turn start
    assert session.apply({"do": "spend", "pool": "fury", "consumer": "blood-frenzy", "picks": [1]}).ok
    panel = open_panel(qtbot, session)
    assert not card(panel, "Blood Frenzy").isEnabled()
    assert session.apply({"do": "startTurn"}).ok
    panel.refresh()
    assert card(panel, "Blood Frenzy").isEnabled()


def test_a_card_offer_is_not_in_the_dice_panel(qtbot):
    session = raging([3, 2])
    panel = open_panel(qtbot, session)
    names = [c.info.item_name for c in panel.cards]
    assert "Death Blow" not in names and "That all you got?!" in names


# ---- the crit offer on an attack's result (the sheet) ----------------------------------------------------
def sheet(qtbot, library, settings, doc, dice):
    from sheet_helpers import make_window

    return make_window(qtbot, library, settings, doc, dice=dice)


def use(qtbot, window, name):
    from sheet_helpers import click as click_row
    from sheet_helpers import part

    click_row(qtbot, window, part(window, name, "use"))


def test_a_critical_hit_offers_death_blow_and_folds_it_into_the_attack_in_one_undo_step(
        qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc, dice=[3, 4, 12, 5])
    with qtbot.waitSignal(window.applied):
        use(qtbot, window, "Rage")  # two Fury Dice: 3 and 4
    history = len(window.session.undo_stack)
    use(qtbot, window, "Greataxe")  # 12 on the d12: a critical hit, the die explodes (5)
    dialog = window.items.attack_result
    qtbot.waitExposed(dialog)
    assert len(window.session.undo_stack) == history  # nothing is committed yet
    assert dialog.title.text() == "Greataxe: critical hit"
    assert dialog.result_label.text().startswith("Greataxe: critical hit, 27 damage")
    assert [c.info.item_name for c in dialog.cards] == ["Death Blow"] and dialog.cards[0].radio.isChecked()
    assert not dialog.confirm_button.isEnabled()
    # The dice panel's picking: click a die, the live preview says what it adds.
    click(qtbot, dialog.tray.buttons[1])
    assert dialog.preview.text() == "2 × 4 = 8 extra damage"
    assert dialog.total.text() == "27 + 8 = 35 damage"
    qtbot.keyClick(dialog, Qt.Key.Key_1)  # a digit picks too: two dice now
    assert dialog.preview.text() == "2 × 7 = 14 extra damage"
    assert dialog.confirm_button.text() == "Add 14 damage"
    with qtbot.waitSignal(window.applied) as signal:
        click(qtbot, dialog.confirm_button)
    result = signal.args[0]
    assert result.log[0] == ("Greataxe: critical hit, 41 damage (1d12 + 3 (STR) = 20 +3 [Fury Dice] +4 [Fury Dice] "
                             "+14 [Death Blow: bonus damage]; the first die exploded: 12+5)")
    assert result.log[0] in window.log.lines()
    assert window.session.char.pools()["fury"].faces == []
    assert len(window.session.undo_stack) == history + 1
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.char.pools()["fury"].faces == [3, 4] and len(window.session.undo_stack) == history


def test_no_extra_damage_commits_the_attack_as_rolled_and_cancel_commits_nothing(
        qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc, dice=[3, 4, 12, 1, 12, 2])
    with qtbot.waitSignal(window.applied):
        use(qtbot, window, "Rage")
    history = len(window.session.undo_stack)
    use(qtbot, window, "Greataxe")
    dialog = window.items.attack_result
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert len(window.session.undo_stack) == history and window.session.char.pools()["fury"].faces == [3, 4]
    use(qtbot, window, "Greataxe")  # the next roll: 12 again, then 2
    dialog = window.items.attack_result
    qtbot.waitExposed(dialog)
    with qtbot.waitSignal(window.applied) as signal:
        click(qtbot, dialog.without_button)
    assert signal.args[0].log[0].startswith("Greataxe: critical hit, 24 damage")
    assert window.session.char.pools()["fury"].faces == [3, 4] and len(window.session.undo_stack) == history + 1


def test_a_plain_hit_makes_no_crit_offer_and_commits_at_once(qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc, dice=[3, 4, 7])
    with qtbot.waitSignal(window.applied):
        use(qtbot, window, "Rage")
    with qtbot.waitSignal(window.applied) as signal:
        use(qtbot, window, "Greataxe")
    assert signal.args[0].log[0].startswith("Greataxe: hit, 17 damage")
    assert window.items.attack_result is None
