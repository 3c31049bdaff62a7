"""The numbers the table asks for on the sheet (issue 29 item 2): the skills and saves panel from the keyboard
and the mouse, the roll dialog, an attack with advantage, the player's own dice for a check, Armor and speed
in the header, each roll through the runner (one undo step, play-format's log line)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from sheet_app.ui.real_dice import FacesDialog
from sheet_app.ui.roll_dialog import RollDialog
from sheet_app.ui.theme import apply_theme


def sheet(qtbot, library, settings, doc, dice=(), states=()):
    from sheet_helpers import make_window

    doc["states"] = list(states)
    return make_window(qtbot, library, settings, doc, dice=list(dice))


def rows(window) -> dict[str, tuple[str, ...]]:
    """The panel's rows by name: (stat, mod, mode)."""
    found = {}
    for (_kind, _key), item in window.rolls.panel.list.rows.items():
        found[item.text(0)] = (item.text(1), item.text(2), item.text(3))
    return found


def focus_skills(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_J, Qt.KeyboardModifier.ControlModifier)
    tree = window.rolls.panel.list
    qtbot.waitUntil(tree.hasFocus)
    return tree


def test_the_panel_shows_each_skill_with_its_stat_and_mod_and_each_save_with_its_mode(
        qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc)
    shown = rows(window)
    # The sample Berserker: STR 3, DEX 2, INT 0, WIL 1; might 2 points, perception and naturecraft 1.
    assert shown["Might"] == ("STR", "+5", "") and shown["Stealth"] == ("DEX", "+2", "")
    assert shown["Perception"] == ("WIL", "+2", "") and shown["Arcana"] == ("INT", "+0", "")
    # The class item's savingThrows: advantage on STR, disadvantage on INT.
    assert shown["Strength"] == ("STR", "+3", "Adv") and shown["Intelligence"] == ("INT", "+0", "Dis")
    assert len(shown) == 14
    assert window.header.armor.text() == "2" and window.header.speed.text() == "6"
    # An edit moves the numbers, and undo moves them back.
    with qtbot.waitSignal(window.applied):
        window.apply({"do": "set", "field": "skills.stealth.points", "value": 3})
    assert rows(window)["Stealth"] == ("DEX", "+5", "")
    with qtbot.waitSignal(window.applied):
        window.apply({"do": "set", "field": "movement.fly", "value": 4})
    assert window.header.speed.text() == "6 · fly 4"
    with qtbot.waitSignal(window.applied):
        window.apply({"do": "set", "field": "armor.baseValue", "value": "@dexterity + 3"})
    assert window.header.armor.text() == "5"
    for _ in range(3):
        with qtbot.waitSignal(window.applied):
            window.ops.undo()
    assert rows(window)["Stealth"] == ("DEX", "+2", "") and window.header.speed.text() == "6"
    assert window.header.armor.text() == "2"


def test_ctrl_j_then_typing_picks_a_skill_and_enter_rolls_it(qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc, dice=[14, 6], states=["poisoned"])
    history = len(window.session.undo_stack)
    tree = focus_skills(qtbot, window)
    qtbot.keyClicks(tree, "sav")  # a heading: its first row
    assert tree.current_key() == ("save", "strength")
    tree.keyboardSearch("")  # as the typing pause does: a new word
    qtbot.keyClicks(tree, "ste")
    assert tree.current_key() == ("skill", "stealth")
    with qtbot.waitSignal(window.applied) as signal:
        qtbot.keyClick(tree, Qt.Key.Key_Return)
    line = "Stealth check (disadvantage: Poisoned −1): 6 + 2 = 8"
    assert signal.args[0].log == [line] and line in window.log.lines()
    assert window.session.rolls()[-1][1] == {
        "kind": "skill", "key": "stealth", "mode": -1, "modeSources": ["Poisoned -1"], "dice": [14, 6], "kept": 6,
        "modifier": 2, "total": 8, "dc": None, "success": None}
    assert len(window.session.undo_stack) == history + 1 and tree.hasFocus()  # the next roll is a key away
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.rolls() == [] and len(window.session.undo_stack) == history


def test_a_click_on_a_save_rolls_it_with_its_class_advantage(qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc, dice=[4, 17])
    tree = window.rolls.panel.list
    item = tree.rows[("save", "strength")]
    tree.scrollToItem(item)
    with qtbot.waitSignal(window.applied) as signal:
        qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualItemRect(item).center())
    assert signal.args[0].log == ["Strength save (advantage: Default +1): 17 + 3 = 20"]
    assert len(window.session.undo_stack) == 1


def test_a_click_on_a_group_heading_rolls_nothing(qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc)
    tree = window.rolls.panel.list
    heading = tree.topLevelItem(0)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualItemRect(heading).center())
    assert window.session.undo_stack == [] and window.rolls.roll_dialog is None


def test_the_roll_dialog_shows_the_sources_and_rolls_with_the_choices(qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc, dice=[9, 3, 15, 8], states=["poisoned", "frightened"])
    tree = focus_skills(qtbot, window)
    tree.select("save", "strength")
    qtbot.keyClick(tree, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    dialog = window.rolls.roll_dialog
    assert isinstance(dialog, RollDialog)
    qtbot.waitExposed(dialog)
    assert window.session.undo_stack == []  # nothing is rolled yet
    # The sources before rolling: the class's advantage, the two conditions.
    assert dialog.sources.text() == "Mode from: Default +1 · Poisoned −1 · Frightened −1"
    assert dialog.net.text() == "Net: disadvantage: 2d20, the lower counts +3"
    assert not dialog.waive["taunted"].isEnabled()  # Taunted changes attacks only
    qtbot.mouseClick(dialog.mode_buttons["advantage"], Qt.MouseButton.LeftButton)
    dialog.count.setValue(2)
    qtbot.mouseClick(dialog.waive["frightened"], Qt.MouseButton.LeftButton)
    assert dialog.sources.text() == "Mode from: Default +1 · Poisoned −1 · Roll +2"
    assert dialog.net.text() == "Net: advantage 2: 3d20, the higher counts +3"
    dialog.dc.setValue(12)
    assert dialog.step() == {"do": "check", "save": "strength", "mode": 2, "dc": 12, "waive": ["frightened"]}
    with qtbot.waitSignal(window.applied) as signal:
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert signal.args[0].log == ["Strength save (advantage 2: Default +1, Poisoned −1, Roll +2): 15 + 3 = 18 vs 12, "
                                  "succeeded"]
    entry = window.session.rolls()[-1][1]
    assert entry["dice"] == [9, 3, 15] and entry["mode"] == 2 and entry["success"] is True
    qtbot.waitUntil(tree.hasFocus)  # closed: back to the list
    window.ops.undo()
    assert window.session.rolls() == []
    window.ops.redo()
    assert window.session.rolls()[-1][1]["dice"] == [9, 3, 15]


def test_escape_in_the_roll_dialog_rolls_nothing(qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc, dice=[5])
    dialog = window.rolls.open_roll("skill", "lore")
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.session.undo_stack == []


def test_an_attack_with_advantage_shows_every_primary_face_and_the_one_that_counts(
        qtbot, library, settings, sample_doc):
    from sheet_helpers import row_of

    # Rage rolls two Fury Dice (3, 4); the Greataxe's d12 with advantage: 5 then 12 (kept: a critical), the
    # 12 explodes (5): Death Blow is offered.
    window = sheet(qtbot, library, settings, sample_doc, dice=[3, 4, 5, 12, 5])
    with qtbot.waitSignal(window.applied):
        window.apply({"do": "activate", "item": "rage"})
    index, _row = row_of(window, "Greataxe")
    window.view.setCurrentIndex(index)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    dialog = window.rolls.roll_dialog
    assert isinstance(dialog, RollDialog) and dialog.kind == "attack"
    assert dialog.net.text() == "Net: no advantage or disadvantage: the primary die (d12) once"
    qtbot.mouseClick(dialog.mode_buttons["advantage"], Qt.MouseButton.LeftButton)
    assert dialog.net.text() == "Net: advantage: the primary die (d12) 2 times, the higher counts"
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    offer = window.items.attack_result
    qtbot.waitExposed(offer)
    assert offer.step["mode"] == 1 and offer.title.text() == "Greataxe: critical hit"
    assert offer.result_label.text().startswith("Greataxe (advantage): 5, 12 → 12, critical hit")
    shown = offer.primary.text()
    assert "<s>5</s>" in shown and "[12]" in shown and "the highest counts" in shown
    with qtbot.waitSignal(window.applied) as signal:
        qtbot.mouseClick(offer.without_button, Qt.MouseButton.LeftButton)
    assert signal.args[0].log[0].startswith("Greataxe (advantage): 5, 12 → 12, critical hit, 27 damage")
    window.ops.undo()
    assert window.session.char.pools()["fury"].faces == [3, 4]


def test_an_attack_with_disadvantage_from_a_condition_waived(qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc, dice=[7, 2], states=["taunted"])
    dialog = window.rolls.open_attack_mode(5)  # the Greataxe
    assert dialog.sources.text() == "Mode from: Taunted −1" and dialog.waive["taunted"].isEnabled()
    qtbot.mouseClick(dialog.waive["taunted"], Qt.MouseButton.LeftButton)
    assert dialog.sources.text() == "Mode from: none"
    with qtbot.waitSignal(window.applied) as signal:
        qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert signal.args[0].log[0].startswith("Greataxe: hit, 10 damage")
    assert window.session.undo_stack[-1].action == {"do": "activate", "item": "greataxe", "waive": ["taunted"]}


def test_an_item_without_an_attack_has_no_mode_to_choose(qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc)
    assert window.rolls.open_attack_mode(1) is None  # Rage
    assert window.rolls.roll_dialog is None


def test_my_own_dice_for_a_check_with_disadvantage_asks_for_both_d20(qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc, dice=[], states=["poisoned"])
    window.play.set_real_dice(True)
    tree = focus_skills(qtbot, window)
    tree.select("skill", "might")
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    faces = window.play.faces_dialog
    assert isinstance(faces, FacesDialog)
    qtbot.waitExposed(faces)
    assert faces.sides == [20, 20]
    assert faces.hint.text() == "Might check, disadvantage (Poisoned −1): roll 2d20, the lower counts."
    qtbot.keyClicks(faces.boxes[0], "18")
    qtbot.keyClicks(faces.boxes[1], "7")
    with qtbot.waitSignal(window.applied) as signal:
        qtbot.keyClick(faces.boxes[1], Qt.Key.Key_Return)
    assert signal.args[0].log == ["Might check (disadvantage: Poisoned −1): 7 + 5 = 12"]
    assert window.session.rolls()[-1][1]["dice"] == [18, 7]


def test_my_own_dice_for_an_attack_with_advantage_ask_for_the_extra_primary_die(qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc, dice=[])
    window.play.set_real_dice(True)
    dialog = window.rolls.open_attack_mode(5)
    dialog.set_mode(1)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    faces = window.play.faces_dialog
    qtbot.waitExposed(faces)
    assert faces.sides == [12, 12]
    assert faces.hint.text() == ("Advantage (chosen +1): the first 2 dice are the primary die rolled 2 times; the "
                                 "higher counts.")
    qtbot.keyClicks(faces.boxes[0], "2")
    qtbot.keyClicks(faces.boxes[1], "9")
    with qtbot.waitSignal(window.applied) as signal:
        qtbot.keyClick(faces.boxes[1], Qt.Key.Key_Return)
    assert signal.args[0].log[0].startswith("Greataxe (advantage): 2, 9 → 9, hit, 12 damage")


def _cramped(root: QWidget) -> list[str]:
    """Labels and buttons shown narrower than their text needs (elided or cut)."""
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or not isinstance(widget, QLabel | QPushButton):
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            continue
        text = widget.text().replace("&", "")
        need = widget.fontMetrics().horizontalAdvance(text) + (8 if isinstance(widget, QPushButton) else 0)
        if isinstance(widget, QLabel) and widget.textFormat() != Qt.TextFormat.PlainText and "<" in text:
            need = widget.minimumSizeHint().width()
        if widget.width() + 1 < need:
            found.append(f"{type(widget).__name__} {text!r}: {widget.width()} < {need}")
    return found


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_screens_render_in_both_themes_without_cramped_parts(qtbot, library, settings, sample_doc, theme, tmp_path):
    apply_theme(QApplication.instance(), theme)
    window = sheet(qtbot, library, settings, sample_doc, dice=[14, 6, 3, 11], states=["poisoned", "frightened"])
    window.rolls.roll("skill", "stealth")
    panel = window.rolls.dock
    assert panel.isVisible() and panel.width() >= panel.widget().minimumWidth()
    tree = window.rolls.panel.list
    names = [item.text(0) for item in tree.rows.values()]
    assert all(tree.fontMetrics().horizontalAdvance(name) <= tree.columnWidth(0) for name in names)
    assert window.width() == 1280  # the dock shares the log's side: the sheet stays as wide
    image = window.grab()
    assert not image.isNull() and image.save(str(tmp_path / f"sheet-{theme}.png"))
    assert _cramped(window.header) == []
    dialog = window.rolls.open_roll("save", "strength")
    dialog.set_mode(2)
    qtbot.waitExposed(dialog)
    assert _cramped(dialog) == []
    assert not dialog.grab().isNull()
    dialog.reject()
    attack = window.rolls.open_attack_mode(5)
    qtbot.waitExposed(attack)
    assert _cramped(attack) == [] and not attack.grab().isNull()
    attack.reject()


def test_the_printed_sheet_has_armor_speed_the_saves_and_the_skills(qtbot, library, settings, sample_doc, tmp_path,
                                                                     monkeypatch):
    from sheet_app.ui import printing

    sample_doc["movement"]["swim"] = 3
    window = sheet(qtbot, library, settings, sample_doc)
    written: list[str] = []
    text, write_in = printing.SheetPainter._text, printing.SheetPainter._write_in

    def recording_text(self, painter, x, y, words, *rest, **named):
        written.append(words)
        return text(self, painter, x, y, words, *rest, **named)

    def recording_write_in(self, painter, x, y, width, height, value, font):
        written.append(value)
        return write_in(self, painter, x, y, width, height, value, font)

    monkeypatch.setattr(printing.SheetPainter, "_text", recording_text)
    monkeypatch.setattr(printing.SheetPainter, "_write_in", recording_write_in)
    image = printing.page_image(window.session, 900)
    assert not image.isNull()
    for words in ("ARMOR", "2", "SPEED", "6 · swim 3", "SAVES", "Strength +3 Adv", "Intelligence +0 Dis", "Will +1",
                  "SKILLS", "Might", "+5", "STR", "Examination", "INT", "Stealth", "DEX"):
        assert words in written, words
    path = tmp_path / "korr.pdf"
    assert window.files.export_pdf(str(path)) and path.read_bytes().startswith(b"%PDF")


def test_the_dialog_is_keyboard_first_and_a_shift_click_opens_it(qtbot, library, settings, sample_doc):
    window = sheet(qtbot, library, settings, sample_doc, dice=[2, 16])
    tree = window.rolls.panel.list
    item = tree.rows[("skill", "insight")]
    tree.scrollToItem(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier,
                     pos=tree.visualItemRect(item).center())
    dialog = window.rolls.roll_dialog
    assert isinstance(dialog, RollDialog) and dialog.what == "Insight check"
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    assert window.session.undo_stack == []
    # A mnemonic clicks its button after a short animation: wait for it.
    qtbot.keyClick(dialog, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # &Advantage
    qtbot.waitUntil(lambda: dialog.own_mode() == 1)
    assert dialog.roll_button.text() == "&Roll with advantage +1"
    qtbot.keyClick(dialog, Qt.Key.Key_I, Qt.KeyboardModifier.AltModifier)  # D&isadvantage
    qtbot.waitUntil(lambda: dialog.own_mode() == -1)
    qtbot.keyClick(dialog, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.own_mode() == 1)
    qtbot.keyClick(dialog, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)  # &DC: the box, its text selected
    qtbot.waitUntil(dialog.dc.hasFocus)
    qtbot.keyClicks(dialog.dc, "14")
    assert dialog.dc.value() == 14
    with qtbot.waitSignal(window.applied) as signal:
        qtbot.keyClick(dialog.dc, Qt.Key.Key_Return)  # Enter in the DC box rolls too
    assert signal.args[0].log == ["Insight check (advantage: Roll +1): 16 + 1 = 17 vs 14, succeeded"]


def test_the_rolls_part_works_against_a_fake_host(qtbot, settings, sample_doc):
    from test_window_parts import FakeHost

    from sheet_app.engine.dice import ScriptedRoller
    from sheet_app.engine.session import Session
    from sheet_app.ui.operations import Operations
    from sheet_app.ui.sheet.rolls import SheetRolls

    runner = Operations(Session(sample_doc, roller=ScriptedRoller([8])))
    host = FakeHost(settings, current=5)  # the Greataxe's row
    qtbot.addWidget(host.parent)
    used: list[tuple[int, dict]] = []
    rolls = SheetRolls(runner, host, lambda index, mode: used.append((index, mode)))
    rolls.show_numbers()
    assert rolls.panel.list.rows[("skill", "might")].text(2) == "+5"
    with qtbot.waitSignal(runner.applied) as signal:
        rolls.roll("save", "will")
    assert signal.args[0].log == ["Will save: 8 + 1 = 9"]
    dialog = rolls.ask_current()  # the list has no keyboard: the current item's attack
    assert dialog is not None and dialog.kind == "attack" and dialog.parent() is host.parent
    dialog.set_mode(-2)
    dialog.roll()
    assert used == [(5, {"mode": -2})]
    assert rolls.open_attack_mode(1) is None and host.statuses[-1] == "Rage has no attack to roll with advantage"
