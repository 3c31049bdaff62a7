"""The sheet window, driven by clicks and keys on real widgets (offscreen)."""
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QImage, QPalette
from PySide6.QtWidgets import QApplication, QPushButton
from sheet_helpers import chip, click, make_window, part, row_of, tool_button

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.ui.sheet.items_model import ROW_ROLE
from sheet_app.ui.sheet.menus import DIALOG_CONTROLS
from sheet_app.ui.sheet.window import MainWindow


def test_using_an_item_changes_its_pill(qtbot, window):
    assert chip(window, "Wand of Scorching Rays", "wand-charges").current == 3
    with qtbot.waitSignal(window.applied):
        click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    assert chip(window, "Wand of Scorching Rays", "wand-charges").current == 2
    assert any("Wand Charges: 1 charge spent (2/3 left)" in line for line in window.log.lines())
    assert "Wand Charges" in window.statusBar().currentMessage()


def test_enter_on_a_row_uses_the_item(qtbot, window):
    index, _row = row_of(window, "Wand of Scorching Rays")
    window.view.setCurrentIndex(index)
    window.view.setFocus()
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert chip(window, "Wand of Scorching Rays", "wand-charges").current == 2


def press_control(qtbot, window, control):
    """Click a table control (by its id); one that asks first (rests, initiative) is answered with Enter."""
    qtbot.mouseClick(tool_button(window, control), Qt.MouseButton.LeftButton)
    if control in DIALOG_CONTROLS:
        dialog = window.play.round_dialog
        assert dialog.isVisible()
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)


@pytest.mark.parametrize("control, line", [
    ("startEncounter", "Encounter started"), ("rollInitiative", "Initiative 5 (1d20 + 2 (DEX): 3)"),
    ("startTurn", "Turn started"), ("endTurn", "Turn ended"), ("safeRest", "Safe rest"),
    ("fieldRest", "Field rest: Catch Breath"), ("kill", "Kill triggered"),
])
def test_each_table_control(qtbot, window, control, line):
    with qtbot.waitSignal(window.applied):
        press_control(qtbot, window, control)
    assert line in window.log.lines()


def test_end_encounter_is_offered_only_in_one_and_summarises_it(qtbot, window):
    assert not tool_button(window, "endEncounter").isEnabled()
    assert window.apply({"do": "endEncounter"}).code  # the engine refuses it too
    assert window.message.isVisible() and "no encounter" in window.message.text.text()
    assert "Refused: no encounter is running" in window.log.lines()
    qtbot.mouseClick(tool_button(window, "startEncounter"), Qt.MouseButton.LeftButton)
    assert not tool_button(window, "startEncounter").isEnabled()
    click(qtbot, window, part(window, "Rage", "use"))
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(tool_button(window, "endEncounter"), Qt.MouseButton.LeftButton)
    assert "Encounter end: Fury Dice cleared" in window.log.lines()
    assert tool_button(window, "startEncounter").isEnabled() and not tool_button(window, "endEncounter").isEnabled()


def test_attacked_damage_and_heal_dialogs(qtbot, window):
    qtbot.mouseClick(tool_button(window, "attacked"), Qt.MouseButton.LeftButton)
    dialog = window.play.amount_dialog
    dialog.amount.setValue(0)
    qtbot.keyClicks(dialog.amount, "40")
    dialog.type.setCurrentText("slashing")
    qtbot.mouseClick(dialog.critical, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    assert window.session.char.track("hp") == (18, 58)
    assert "Attacked: 40 slashing damage (critical)" in window.log.lines()
    assert window.header.hp_bar.bloodied and window.header.hp_bar.accessibleName() == "HP 18 of 58, bloodied"
    qtbot.mouseClick(tool_button(window, "heal"), Qt.MouseButton.LeftButton)
    heal = window.play.amount_dialog
    qtbot.keyClicks(heal.amount, "5")
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(heal.amount, Qt.Key.Key_Return)
    assert window.session.char.track("hp") == (23, 58)


def test_a_charge_edited_by_hand_then_undone_and_redone(qtbot, window):
    click(qtbot, window, part(window, "Wand of Scorching Rays", "pill"))
    editor = window.items.charge_editor
    assert editor.isVisible()
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(editor.minus, Qt.MouseButton.LeftButton)
    assert chip(window, "Wand of Scorching Rays", "wand-charges").current == 2
    assert editor.value.value() == 2
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(editor.empty, Qt.MouseButton.LeftButton)
    assert chip(window, "Wand of Scorching Rays", "wand-charges").current == 0
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert chip(window, "Wand of Scorching Rays", "wand-charges").current == 2
    assert "Wand Charges set 2 → 0 (0/3)" in window.log.struck()
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert chip(window, "Wand of Scorching Rays", "wand-charges").current == 0
    assert window.log.struck() == []


def test_a_die_edited_from_its_context_menu_and_rolled_in(qtbot, window):
    click(qtbot, window, part(window, "Rage", "use"))
    assert chip(window, "Rage", "fury").faces == [3, 4]
    pos = part(window, "Rage", "die", "fury", die=1)
    window.view.customContextMenuRequested.emit(pos)
    menu = window.item_menu.last_menu
    assert menu.actions()[0].text() == "Fury Dice: die 2 shows 4"  # the clicked die's actions come first
    die_menu = next(a.menu() for a in menu.actions() if a.menu() and a.text() == "Set to")
    set_two = next(a for a in die_menu.actions() if a.text() == "2")
    with qtbot.waitSignal(window.applied):
        set_two.trigger()
    menu.close()
    assert chip(window, "Rage", "fury").faces == [3, 2]
    with qtbot.waitSignal(window.applied):
        click(qtbot, window, part(window, "Rage", "rollin", "fury"))
    assert chip(window, "Rage", "fury").faces == [3, 2, 2]
    window.ops.undo()
    window.ops.undo()
    assert chip(window, "Rage", "fury").faces == [3, 4]


def test_a_refused_activation_shows_a_message_and_changes_nothing(qtbot, window):
    for _ in range(3):
        click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    before = window.session.document()
    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    assert window.message.isVisible()
    assert "needs 1 charge of Wand Charges, 0 left" in window.message.text.text()
    assert window.session.document() == before
    assert window.log.lines()[-1].startswith("Refused:")


def test_equip_toggle_greys_the_item_and_blocks_use(qtbot, window):
    with qtbot.waitSignal(window.applied):
        click(qtbot, window, part(window, "Wand of Scorching Rays", "equip"))
    _index, row = row_of(window, "Wand of Scorching Rays")
    assert not row.equipped and not row.pools[0].active
    assert "not equipped" in row.accessible


def test_states_and_header_edits_are_undoable(qtbot, window):
    raging = window.header.state_buttons["raging"]
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(raging, Qt.MouseButton.LeftButton)
    assert "raging" in window.session.char.states
    level = window.header.level
    level.setFocus()
    level.selectAll()
    qtbot.keyClicks(level, "9")
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(level, Qt.Key.Key_Return)
    assert window.session.char.level == 9
    assert window.session.char.pools()["fury"].die == "d8"
    window.ops.undo()
    window.ops.undo()
    assert window.session.char.level == 6 and not window.session.char.states


def test_only_the_touched_rows_are_repainted(qtbot, window):
    changed = []
    window.model.dataChanged.connect(lambda top, bottom, roles=(): changed.append(top.data(ROW_ROLE).name))
    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    assert set(changed) == {"Wand of Scorching Rays"}


def test_filter_hides_other_items(qtbot, window):
    qtbot.keyClicks(window.filter, "wand")
    names = []
    proxy = window.view.model()
    for g in range(proxy.rowCount()):
        group = proxy.index(g, 0)
        names += [proxy.index(r, 0, group).data(ROW_ROLE).name for r in range(proxy.rowCount(group))]
    assert names == ["Wand of Scorching Rays"]


def test_log_search_and_export(qtbot, window, tmp_path):
    click(qtbot, window, part(window, "Rage", "use"))
    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    qtbot.keyClicks(window.log.search, "fury")
    visible = [window.log.list.item(i).text() for i in range(window.log.list.count())
               if not window.log.list.item(i).isHidden()]
    assert visible == ["Fury Dice +2 (3, 4) from Rage"]
    window.log.export(tmp_path / "log.txt")
    assert "Wand Charges: 1 charge spent" in (tmp_path / "log.txt").read_text()


def test_undo_works_after_a_restart(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc, dice=[3, 4])
    click(qtbot, window, part(window, "Rage", "use"))
    cid = window.character_id
    window.close()
    session = library.open_session(cid, roller=ScriptedRoller([]))
    again = MainWindow(session, library=library, character_id=cid, settings=settings,
                       log_lines=library.log_entries(cid))
    qtbot.addWidget(again)
    again.show()
    assert "Fury Dice +2 (3, 4) from Rage" in again.log.lines()
    assert again.menus.undo_action.isEnabled()
    again.menus.undo_action.trigger()
    assert chip(again, "Rage", "fury").faces == []
    assert library.get(cid)[0]["pools"]["fury"] == {"faces": []}


def test_problems_are_listed_when_a_character_has_them(qtbot, library, settings, sample_doc):
    sample_doc["items"][1]["rules"].append({"type": "chargeConsumer", "poolIdentifier": "nowhere"})
    window = make_window(qtbot, library, settings, sample_doc)
    qtbot.waitUntil(window.problems_dock.isVisible)  # linted after the window's first paint
    assert window.problems_list.lines() == \
        ["Rage / rule 3 (chargeConsumer) / poolIdentifier: error: there is no charge pool 'nowhere'"]
    assert window.problems_list.headings() == ["Rage — 1 error"]
    assert window.problems_list.entries()[0].text().strip() == \
        "✗ Charge Consumer (rule 4) · poolIdentifier: there is no charge pool 'nowhere'"
    _index, row = row_of(window, "Rage")
    assert row.problems


def test_items_model_passes_qtmodeltester(qtmodeltester, qtbot, window):
    qtmodeltester.check(window.model)
    qtmodeltester.check(window.proxy)
    # And after the changes play makes: an update in place, a rebuild, a filter, an undo.
    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    index, _row = row_of(window, "Rage")
    window.view.setCurrentIndex(index)
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(window.filter, "ra")
    window.menus.undo_action.trigger()
    qtmodeltester.check(window.model)
    qtmodeltester.check(window.proxy)


def test_the_rows_an_action_touched_flash_then_settle(qtbot, window):
    from sheet_app.ui.sheet.items_model import FLASH_ROLE

    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    wand, _row = row_of(window, "Wand of Scorching Rays")
    rage, _row = row_of(window, "Rage")
    assert wand.data(FLASH_ROLE) and not rage.data(FLASH_ROLE)
    qtbot.waitUntil(lambda: not row_of(window, "Wand of Scorching Rays")[0].data(FLASH_ROLE), timeout=5000)


def test_accessible_names_on_pools(qtbot, window):
    click(qtbot, window, part(window, "Rage", "use"))
    assert "Rage. Fury Dice: 2 of 3, faces 3, 4" in accessible_texts(window.view)


def accessible_texts(widget) -> list[str]:
    """Names of every accessible child of a widget, through Qt's accessibility interface."""
    out = []

    def walk(node, depth=0):
        for k in range(node.childCount() if depth < 4 else 0):
            child = node.child(k)
            if child is not None:
                out.append(child.text(QAccessible.Text.Name))
                walk(child, depth + 1)

    walk(QAccessible.queryAccessibleInterface(widget))
    return out


def _not_blank(image: QImage) -> bool:
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 23)}
    return len(colours) > 8


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_renders_in_both_palettes(qtbot, window, theme, tmp_path):
    window.menus.set_theme(theme)
    qtbot.waitUntil(lambda: (window.palette().color(QPalette.ColorRole.Window).lightness() < 128) == (theme == "dark"))
    click(qtbot, window, part(window, "Rage", "use"))
    image = window.grab().toImage()
    assert _not_blank(image)
    texts = " ".join(accessible_texts(window.view))  # what a screen reader gets from the widget tree
    for name in ("Rage", "That all you got?!", "Blood Frenzy", "Greataxe", "Wand of Scorching Rays"):
        assert name in texts
    assert "Fury Dice: 2 of 3" in texts and "Wand Charges: 3 of 3" in texts
    base = image.pixelColor(5, image.height() // 2).lightness()
    assert (base < 128) == (theme == "dark")


def test_keyboard_context_menu_lists_everything_for_the_item(qtbot, window):
    index, _row = row_of(window, "Wand of Scorching Rays")
    window.view.setCurrentIndex(index)
    window.view.customContextMenuRequested.emit(QPoint(-1, -1))
    texts = [a.text() for a in window.item_menu.last_menu.actions()]
    window.item_menu.last_menu.close()
    assert "Use Wand of Scorching Rays" in texts and "Unequip" in texts
    assert "Wand Charges: set charges (3/3)…" in texts


def test_no_push_button_without_a_name(window):
    for button in window.findChildren(QPushButton):
        assert button.text() or button.accessibleName(), button


def test_using_a_spend_feature_opens_the_dice_panel_and_the_spend_reaches_the_sheet(qtbot, window):
    click(qtbot, window, part(window, "Rage", "use"))  # Fury Dice 3, 4
    before = window.session.document()
    click(qtbot, window, part(window, "That all you got?!", "use"))
    panel = window.items.dice_panel
    qtbot.waitExposed(panel)
    assert window.session.document() == before  # nothing commits until the player confirms
    panel.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is panel)
    qtbot.keyClick(QApplication.focusWidget() or panel, Qt.Key.Key_1)
    qtbot.keyClick(QApplication.focusWidget() or panel, Qt.Key.Key_2)
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(QApplication.focusWidget() or panel, Qt.Key.Key_Return)
    assert window.session.char.bank == 10
    assert chip(window, "Rage", "fury").faces == []
    assert "Spent 2 Fury Dice (3, 4): 10 damage reduction banked" in window.log.lines()
    assert window.header.bank.text() == "10"


@pytest.mark.parametrize("control", ["startEncounter", "rollInitiative", "startTurn", "endTurn", "safeRest",
                                     "fieldRest", "kill"])
def test_each_table_control_is_undone_and_redone_by_keys(qtbot, window, control):
    click(qtbot, window, part(window, "Rage", "use"))  # something for the rests and turns to change
    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    before, done = window.session.document(), len(window.session.undo_stack)
    with qtbot.waitSignal(window.applied):
        press_control(qtbot, window, control)
    after = window.session.document()
    assert len(window.session.undo_stack) == done + 1  # the control made one undoable step
    window.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.document() == before
    assert len(window.session.undo_stack) == done and len(window.session.redo_stack) == 1
    assert window.log.struck()  # its lines are struck
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.session.document() == after and len(window.session.undo_stack) == done + 1


def test_equip_and_a_die_edit_are_undone_and_redone(qtbot, window):
    click(qtbot, window, part(window, "Rage", "use"))
    before = window.session.document()
    click(qtbot, window, part(window, "Wand of Scorching Rays", "equip"))
    with qtbot.waitSignal(window.applied):
        click(qtbot, window, part(window, "Rage", "rollin", "fury"))
    after = window.session.document()
    window.view.setFocus()
    for _ in range(2):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.document() == before
    for _ in range(2):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.session.document() == after
