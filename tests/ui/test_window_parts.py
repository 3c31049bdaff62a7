"""The sheet window's parts (ui/sheet/host.py): each works with the runner and a small fake host, no
MainWindow; the window has one base; each table control is declared once and found by its stable id."""
from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QWidget

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.session import Result, Session
from sheet_app.ui.operations import Operations
from sheet_app.ui.sheet.display import SheetDisplay
from sheet_app.ui.sheet.files import CharacterFiles
from sheet_app.ui.sheet.host import SheetHost
from sheet_app.ui.sheet.item_actions import ItemActions
from sheet_app.ui.sheet.item_menu import ItemMenu
from sheet_app.ui.sheet.menus import DIALOG_CONTROLS, TABLE_CONTROLS, Menus
from sheet_app.ui.sheet.play import RoundDialogs
from sheet_app.ui.sheet.window import MainWindow


class FakeHost:
    """A SheetHost without a window: it records what the parts ask of it."""

    def __init__(self, settings: QSettings, current: int | None = None):
        self._settings = settings
        self.parent = QWidget()
        self.current = current
        self.messages: list[tuple[str, bool]] = []
        self.statuses: list[str] = []
        self.logged: list[tuple[list[str], str]] = []
        self.refusals: list[Result] = []
        self.selected: list[int] = []
        self.shown: list[Any] = []
        self.filter_focused = self.closed = False

    @property
    def settings(self) -> QSettings:
        return self._settings

    def dialog_parent(self) -> QWidget:
        return self.parent

    def current_item(self) -> int | None:
        return self.current

    def select_item(self, index: int) -> None:
        self.selected.append(index)

    def show_message(self, text: str, *, error: bool = True) -> None:
        self.messages.append((text, error))

    def show_status(self, text: str, timeout: int = 8000) -> None:
        self.statuses.append(text)

    def add_log(self, lines: list[str], *, kind: str = "") -> None:
        self.logged.append((lines, kind))

    def refused(self, result: Result) -> None:
        self.refusals.append(result)

    def show_character(self, log_lines: list[Any] | None = None) -> None:
        self.shown.append(log_lines)

    def another_window(self, session: Session, character_id: str) -> QWidget:
        return QWidget()

    def focus_filter(self) -> None:
        self.filter_focused = True

    def close(self) -> bool:
        self.closed = True
        return True


@pytest.fixture
def runner(sample_doc) -> Operations:
    return Operations(Session(sample_doc, roller=ScriptedRoller([3, 4, 2, 5, 1, 6, 2, 3])))


@pytest.fixture
def host(qtbot, settings) -> FakeHost:
    fake = FakeHost(settings)
    qtbot.addWidget(fake.parent)
    return fake


def parts(runner: Operations, host: FakeHost) -> Menus:
    items = ItemActions(runner, host)
    play = RoundDialogs(runner, host)
    files = CharacterFiles(runner, host, items)
    return Menus(runner, host, items=items, files=files, play=play, table=lambda: None,
                 docks=[QAction("Problems"), QAction("Activity log")])


def test_the_window_has_one_base_and_is_the_host_its_parts_ask():
    assert MainWindow.__bases__ == (QMainWindow,)
    wanted = {name for name in vars(SheetHost) if not name.startswith("_")}
    assert {"settings", "dialog_parent", "current_item", "show_message"} <= wanted
    assert all(hasattr(MainWindow, name) or name == "settings" for name in wanted), wanted
    assert all(hasattr(FakeHost, name) for name in wanted)


def test_the_window_builds_its_parts_with_its_runner(window):
    for part in (window.display, window.items, window.item_menu, window.play, window.files, window.menus):
        assert part.ops is window.ops and part.host is window
    assert window.ops.dice_asker == window.play.ask_faces


def test_the_display_shows_what_the_runner_announces_against_a_fake_host(qtbot, runner, host):
    display = SheetDisplay(runner, host)
    display.reload_all()
    assert display.header.name.text() == "Korr Ironhide" and display.model.rowCount() > 0
    with qtbot.waitSignal(display.shown), qtbot.waitSignal(display.updated):
        runner.apply({"do": "startEncounter"})
    assert display.log.lines()[-1] == "Encounter started" and host.statuses[-1] == "Encounter started"
    assert runner.apply({"do": "startEncounter"}).code  # refused: the message bar and the log say why
    assert not display.message.isHidden() and "already" in display.message.text.text()
    assert display.log.lines()[-1].startswith("Refused: ") and host.statuses[-1].startswith("Refused: ")
    runner.undo()
    assert display.log.struck() == ["Encounter started"]


def test_item_actions_work_against_a_fake_host(qtbot, runner, host, tmp_path):
    items = ItemActions(runner, host)
    items.with_current(items.toggle_equip)  # no row is current: the host says so, nothing is applied
    assert host.statuses == ["Select an item first"] and not runner.session.undo_stack
    greataxe = runner.session.char.find_item("greataxe")
    equipped = runner.session.char.items[greataxe].fields.equipped
    host.current = greataxe
    with qtbot.waitSignal(runner.applied):
        items.with_current(items.toggle_equip)
    assert runner.session.char.items[greataxe].fields.equipped is not equipped
    character = tmp_path / "korr.json"
    character.write_text(json.dumps(runner.session.document()), encoding="utf-8")
    assert items.add_items_from_file(str(character)) == 0
    assert host.messages == [(f"{character}: a character file, not items; use File ▸ Import character", True)]
    panel = items.open_dice_panel("fury")  # its dialogs open over the host's widget
    assert items.dice_panel is panel and panel.parent() is host.parent
    before = len(runner.session.char.items)
    items.move_item(before - 1, -1)
    assert host.selected == [before - 2]  # the moved item's row is selected by the host


def test_the_charge_editor_follows_actions_from_elsewhere(qtbot, runner, host):
    host.parent.show()  # the editor sits on the window (a child, not a window of its own)
    items = ItemActions(runner, host)
    items.edit_charges("wand-charges")
    assert items.charge_editor is not None and items.charge_editor.value.value() == 3
    with qtbot.waitSignal(runner.applied):
        runner.apply({"do": "activate", "item": "wand"})
    assert items.charge_editor.value.value() == 2
    runner.undo()
    assert items.charge_editor.value.value() == 3


def test_the_item_menu_runs_the_item_actions(qtbot, runner, host):
    from PySide6.QtCore import QPoint

    menu = ItemMenu(runner, host, ItemActions(runner, host))
    wand = runner.session.char.find_item("wand")
    shown = menu.popup(wand, QPoint(0, 0), None)
    assert menu.last_menu is shown and shown.parent() is host.parent
    use = next(a for a in shown.actions() if a.text() == "Use Wand of Scorching Rays")
    with qtbot.waitSignal(runner.applied):
        use.trigger()
    assert runner.session.char.pools()["wand-charges"].current == 2
    shown.close()


def test_round_dialogs_work_against_a_fake_host(qtbot, runner, host):
    play = RoundDialogs(runner, host)
    assert runner.dice_asker == play.ask_faces and not play.real_dice_action.isChecked()
    dialog = play.open_safe_rest()
    assert play.round_dialog is dialog and dialog.isVisible() and dialog.parent() is host.parent
    with qtbot.waitSignal(runner.applied):
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert runner.undo_name() == "Safe rest"
    play.real_dice_action.setChecked(True)  # Play ▸ I roll my own dice: the settings and the runner
    assert runner.real_dice and str(host.settings.value("realDice")).lower() == "true"
    assert host.statuses[-1] == "You roll your own dice: the sheet asks for the faces"
    runner.apply({"do": "activate", "item": "rage"})  # Rage rolls two Fury Dice: the faces are asked
    assert play.faces_dialog is not None and play.faces_dialog.isVisible()
    play.faces_dialog.reject()


def test_character_files_work_against_a_fake_host(qtbot, runner, host, library, sample_doc):
    files = CharacterFiles(runner, host, ItemActions(runner, host))
    assert files.open_characters() is None  # no library: nothing to open
    cid = library.create(sample_doc)
    runner.library = library
    assert files.open_saved("no-such-character") is None
    assert host.messages[-1][0].startswith("Character no-such-character could not be opened")
    assert host.logged[-1][1] == "refused"
    files.switch_to(cid)
    assert runner.character_id == cid and host.settings.value("lastCharacter") == cid
    assert host.shown == [library.log_entries(cid)]  # the host shows the character the runner now holds


def test_each_table_control_is_declared_once_with_a_stable_id(qtbot, runner, host):
    ids = [control.id for control in TABLE_CONTROLS]
    assert len(set(ids)) == len(ids) and set(DIALOG_CONTROLS) <= set(ids)
    for control in TABLE_CONTROLS:  # a control applies its step, or asks first: one of the two
        assert (control.step is None) == (control.id in DIALOG_CONTROLS), control.id
    menus = parts(runner, host)
    menus.apply_icons()
    assert list(menus.table_actions) == ids
    for control in TABLE_CONTROLS:  # its id names its action and its icon
        action = menus.table_actions[control.id]
        assert action.objectName() == control.id and action in menus.toolbar.actions()
        assert menus.iconed[control.id] is action and not action.icon().isNull()
    menus.update_actions()
    assert not menus.table_actions["endEncounter"].isEnabled()
    with qtbot.waitSignal(runner.applied):
        menus.table_actions["startEncounter"].trigger()
    menus.update_actions()
    assert menus.table_actions["endEncounter"].isEnabled() and not menus.table_actions["startEncounter"].isEnabled()
    assert menus.undo_action.text() == "&Undo Start encounter"
    menus.table_actions["safeRest"].trigger()  # one that asks first opens its round dialog
    assert menus.play.round_dialog is not None and menus.play.round_dialog.isVisible()
    menus.play.round_dialog.reject()


def test_a_translated_label_does_not_change_what_a_control_does(qtbot, window):
    action = window.findChild(QAction, "endTurn")
    assert action is window.menus.table_actions["endTurn"]
    action.setText("Fin du tour")  # the words change, the id does not
    with qtbot.waitSignal(window.applied):
        window.findChild(QAction, "endTurn").trigger()
    assert "Turn ended" in window.log.lines()


def _mnemonics(menu) -> list[str]:
    """The mnemonic letter of each entry of a menu, lower case ("" for an entry without one)."""
    import re

    letters = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        found = re.search(r"&([^&])", action.text())
        letters.append(found.group(1).lower() if found else "")
    return letters


def test_every_entry_of_file_and_play_has_its_own_mnemonic(window):
    """Issue 32 item 8: Export PDF… and Print… shared P; the Play menu had none."""
    menus = {action.text().replace("&", ""): action.menu() for action in window.menuBar().actions()}
    for name in ("File", "Play"):
        letters = _mnemonics(menus[name])
        assert all(letters), (name, [a.text() for a in menus[name].actions()])
        assert len(set(letters)) == len(letters), (name, letters)
    kill = window.menus.table_actions["kill"]
    assert kill.text() == "&Kill" and kill.iconText() == "Kill" and "&" not in kill.toolTip()


def test_party_board_and_leave_wait_for_a_table(window):
    """Issue 32 item 8: before any table, Party board and Leave the table are disabled, and say why."""
    menus = window.menus
    menus.update_table_menu()
    assert not menus.board_action.isEnabled() and not menus.leave_action.isEnabled()
    assert "Host a table first" in menus.board_action.toolTip()
    assert window._table_controller is None  # finding out built no network code


def test_file_dialogs_start_in_documents_then_in_the_last_folder_used(window, tmp_path, monkeypatch):
    """Issue 32 item 8: the save dialog opened in the working folder; it starts in Documents, then where the
    last file went."""
    import os

    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QFileDialog

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    os.makedirs(documents, exist_ok=True)
    asked: list[str] = []
    target = tmp_path / "exports" / "korr.json"
    target.parent.mkdir()

    def save(_parent, _title, where, _filter):
        asked.append(where)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    monkeypatch.chdir(tmp_path)
    window.files.ask_export_character()
    assert os.path.dirname(asked[0]) == documents and asked[0].endswith("Korr Ironhide.json")
    assert target.exists()
    window.files.ask_export_pdf()
    assert os.path.dirname(asked[1]) == str(target.parent)


def test_history_names_an_attack_taken_with_a_reaction_after_the_attack(qtbot, window):
    """Issue 32 item 6: Edit ▸ History named the step after the reaction's spend (its first log line)."""
    window.apply({"do": "state", "name": "raging", "on": True})
    window.apply({"do": "rollDie", "pool": "fury"})
    result = window.apply({"do": "attacked", "damage": 20,
                           "reactions": [{"pool": "fury", "consumer": "tayg", "picks": [0]}]})
    assert result.ok and result.log[0].startswith("Spent 1 Fury Die")  # the log as play-format.md gives it
    absorbed = next(line for line in result.log if line.startswith("Damage reduction absorbed"))
    depth, words = window.ops.history(1)[0]
    assert depth == 1
    assert words == "Attacked: 20 damage, That all you got?! " + absorbed.removeprefix("Damage reduction ")
    window.menus._fill_history()
    assert window.menus.history_menu.actions()[0].text() == f"Undo to before: {words}"
