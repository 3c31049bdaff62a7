"""The sheet window with damaged saved data, across restarts, and at the keyboard."""
import json

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QFileDialog
from sheet_helpers import chip, click, make_window, part, row_of, tool_button

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.storage.migrations import snapshot_checksum
from sheet_app.ui.app import open_window
from sheet_app.ui.sheet.items_model import ROW_ROLE
from sheet_app.ui.sheet.row_layout import layout_row, row_metrics
from sheet_app.ui.sheet.window import MainWindow


def damage(library, cid, **changes):
    """Write a broken document straight into the library, as a bug might (with its row's checksum, so
    what is refused is the document itself)."""
    doc, version = library.get(cid)
    doc.update(changes)
    text = json.dumps(doc)
    library.db.execute("UPDATE characters SET doc = ?, checksum = ? WHERE id = ?",
                       (text, snapshot_checksum(cid, version, text), cid))
    library.db.commit()
    return library.db.execute("SELECT doc FROM characters WHERE id = ?", (cid,)).fetchone()[0]


def test_a_broken_saved_character_opens_another_with_a_message(qtbot, library, settings, sample_doc):
    good = library.create(sample_doc)
    bad = library.create({**sample_doc, "name": "Broken"})
    stored = damage(library, bad, level="six")
    settings.setValue("lastCharacter", bad)
    window = open_window(library, settings)
    qtbot.addWidget(window)
    assert window.character_id == good
    shown = window.message.text.text()
    assert f"Character {bad} could not be opened: " in shown and "the library is damaged" in shown and "level:" in shown
    assert library.db.execute("SELECT doc FROM characters WHERE id = ?", (bad,)).fetchone()[0] == stored


def test_when_nothing_opens_the_sample_is_added_again(qtbot, library, settings, sample_doc):
    bad = library.create(sample_doc)
    library.db.execute("UPDATE characters SET doc = ? WHERE id = ?", ("{not json", bad))
    library.db.commit()
    window = open_window(library, settings)
    qtbot.addWidget(window)
    assert window.character_id != bad and window.session.char.name == "Korr Ironhide"
    assert "the library is damaged" in window.message.text.text()  # a row that fails its checksum
    assert len(library.list()) == 2


def test_switching_to_a_broken_character_keeps_the_current_one(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    bad = library.create({**sample_doc, "name": "Broken"})
    damage(library, bad, pools={"fury": {"faces": ["x"]}})
    current = window.character_id
    window.files.switch_to(bad)
    assert window.character_id == current and window.session.char.name == "Korr Ironhide"
    assert window.message.isVisible() and bad in window.message.text.text()
    assert window.log.lines()[-1].startswith("Refused: Character")


def test_switching_to_a_character_with_problems_shows_them(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    qtbot.waitUntil(lambda: not window.display._lint_pending)  # linted after the window's first paint
    assert not window.problems_dock.isVisible()
    broken = json.loads(json.dumps(sample_doc))
    broken["name"] = "Needs work"
    broken["items"][1]["rules"].append({"type": "chargeConsumer", "poolIdentifier": "nowhere"})
    window.files.switch_to(library.create(broken))
    assert window.problems_dock.isVisible() and len(window.problems_list.lines()) == 1


def restart(qtbot, library, settings, cid):
    session = library.open_session(cid, roller=ScriptedRoller([]))
    window = MainWindow(session, library=library, character_id=cid, settings=settings,
                        log_lines=library.log_entries(cid))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def test_undone_lines_stay_struck_after_a_restart(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc, dice=[3, 4, 5, 6])
    click(qtbot, window, part(window, "Rage", "use"))
    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    window.menus.undo_action.trigger()  # the wand
    cid = window.character_id
    window.close()
    again = restart(qtbot, library, settings, cid)
    assert again.log.struck() == ["Wand of Scorching Rays: hit, 11 damage (2d6 = 11)",
                                  "Wand Charges: 1 charge spent (2/3 left) for Wand of Scorching Rays"]
    again.menus.redo_action.trigger()
    assert again.log.struck() == []


def test_undo_after_a_restart_strikes_the_reloaded_lines(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc, dice=[3, 4])
    click(qtbot, window, part(window, "Rage", "use"))
    cid = window.character_id
    window.close()
    again = restart(qtbot, library, settings, cid)
    again.activateWindow()
    again.view.setFocus()
    qtbot.keyClick(again, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Fury Dice +2 (3, 4) from Rage" in again.log.struck()
    qtbot.keyClick(again, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert again.log.struck() == [] and chip(again, "Rage", "fury").faces == [3, 4]


def test_a_line_that_changed_nothing_is_not_struck_with_the_action_before_it(qtbot, window):
    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    window.apply({"do": "state", "name": "raging", "on": False})  # already off: nothing changes
    window.menus.undo_action.trigger()
    assert not any("nothing changed" in line for line in window.log.struck())
    assert any("Wand Charges" in line for line in window.log.struck())


def test_a_refused_header_edit_shows_the_character_again(qtbot, window):
    def veto(_record, _session):
        raise RuntimeError("the library is read-only")

    window.session.on_commit = veto
    raging = window.header.state_buttons["raging"]
    qtbot.mouseClick(raging, Qt.MouseButton.LeftButton)
    assert "read-only" in window.message.text.text()
    assert not raging.isChecked() and window.session.char.states == []


def test_focus_starts_on_the_items_so_keys_do_not_edit_the_name(qtbot, window):
    assert QApplication.focusWidget() is window.view
    assert window.view.currentIndex().data(ROW_ROLE).name == "Rage"  # the first item one can use
    qtbot.keyClick(window.view, Qt.Key.Key_X)
    assert window.session.char.name == "Korr Ironhide"


def test_tab_goes_through_the_header_in_reading_order(qtbot, window):
    window.header.name.setFocus()
    seen = []
    for _ in range(21):
        widget = QApplication.focusWidget()
        seen.append(widget.accessibleName())
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
    # The header's last line: the condition picker and the action pips (the reactions are greyed: no encounter).
    assert seen == ["Character name", "Level", "Strength", "Dexterity", "Intelligence", "Will", "Current HP",
                    "Maximum HP", "Temporary HP", "Wounds", "Maximum wounds", "Mana (own)", "Maximum mana",
                    "State raging", "State dying", "Add a state", "Hit dice d12 left", "Spend hit dice",
                    "Add a condition", "Actions 3 of 3, not tracked", "Filter items"]


def test_a_name_being_typed_is_saved_when_the_window_closes(qtbot, window, library):
    window.header.name.setFocus()
    window.header.name.selectAll()
    qtbot.keyClicks(window.header.name, "Korr the Unbowed")
    window.close()
    assert library.get(window.character_id)[0]["name"] == "Korr the Unbowed"
    window.header.name.setText("Too late")
    window.header.name.editingFinished.emit()  # as focus leaves while the window is torn down
    assert library.get(window.character_id)[0]["name"] == "Korr the Unbowed"


def test_the_window_remembers_its_size_and_docks(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    window.resize(1000, 700)
    window.log.hide()
    window.close()
    assert settings.value("window/geometry") is not None
    again = restart(qtbot, library, settings, window.character_id)
    assert not again.log.isVisible()  # (the size is fitted to the offscreen screen, so not compared)


def test_wounds_and_mana_maximums_are_edited_in_place(qtbot, window):
    box = window.header.mana_max
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "4")
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(box, Qt.Key.Key_Return)
    assert window.session.char.track("mana") == (0, 4)
    window.menus.undo_action.trigger()
    assert window.session.char.track("mana") == (0, 0)


def test_damage_dialog_and_the_history_menu(qtbot, window):
    qtbot.mouseClick(tool_button(window, "damage"), Qt.MouseButton.LeftButton)
    dialog = window.play.amount_dialog
    qtbot.keyClicks(dialog.amount, "7")
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    assert window.session.char.track("hp") == (51, 58)
    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    window.menus.history_menu.aboutToShow.emit()
    entries = [a for a in window.menus.history_menu.actions() if a.text().startswith("Undo to before")]
    assert len(entries) == 2 and "Wand" in entries[0].text()
    entries[1].trigger()  # back to before the damage: both undone
    assert window.session.char.track("hp") == (58, 58)
    assert chip(window, "Wand of Scorching Rays", "wand-charges").current == 3


def test_the_export_button_writes_the_log(qtbot, window, tmp_path, monkeypatch):
    target = tmp_path / "log.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "Text (*.txt)"))
    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    window.menus.undo_action.trigger()
    qtbot.mouseClick(window.log.export_button, Qt.MouseButton.LeftButton)
    text = target.read_text(encoding="utf-8")
    assert "Wand Charges: 1 charge spent (2/3 left) for Wand of Scorching Rays  (undone)" in text


def test_rows_grow_with_the_font(qtbot, window):
    _index, row = row_of(window, "Rage")
    rect = window.view.visualRect(_index)
    small, large = QFont(window.view.font()), QFont(window.view.font())
    small.setPointSizeF(9)
    large.setPointSizeF(16)
    assert row_metrics(large).die > row_metrics(small).die
    assert layout_row(rect, row, large)[1] > layout_row(rect, row, small)[1]


def test_the_cause_comes_first_and_a_problem_opens_the_rules_there(qtbot, library, settings, sample_doc):
    sample_doc["items"][1]["rules"][1]["initial"] = "full"  # Rage's Fury Dice pool: everything naming it breaks
    window = make_window(qtbot, library, settings, sample_doc)
    panel = window.problems_list
    qtbot.waitUntil(lambda: panel.count() > 0)  # linted after the window's first paint
    texts = [panel.item(i).text() for i in range(panel.count())]
    rage = texts.index("Rage — 4 errors, 1 warning")  # the warning: Rage's toggle has no pool to empty
    first = panel.item(rage + 1)
    assert "initial" in first.text() and "full" in first.text()
    following = texts[rage + 2:rage + 5]
    assert len(following) == 3 and all("there is no" in text for text in following)
    panel.setCurrentItem(first)
    panel.setFocus()
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    builder = window.items.builder
    assert builder.isVisible() and builder.item_index == 1
    qtbot.waitUntil(lambda: builder.focusWidget() is not None)
    builder.reject()


def test_an_inactive_pool_shows_why_beside_it(qtbot, window):
    with qtbot.waitSignal(window.applied):
        click(qtbot, window, part(window, "Wand of Scorching Rays", "equip"))
    index, row = row_of(window, "Wand of Scorching Rays")
    hits, _ = layout_row(window.view.visualRect(index), row, window.view.font())
    assert [h.kind for h in hits].count("reason") == 1
    from sheet_app.views.rows import reason_text
    assert reason_text(row.pools[0]) == "inactive: Wand of Scorching Rays is not equipped"


def test_a_pool_that_starts_empty_is_not_red_when_empty():
    from sheet_app.ui.gauges import pill_color
    from sheet_app.ui.theme import colors
    from sheet_app.views.rows import PoolChip

    def pill(initial, current):
        return PoolChip("p", "charge", "P", True, "", None, 3, current, [], None, "", False, initial)

    assert pill_color(pill("zero", 0)) == colors().empty
    assert pill_color(pill("max", 0)) == colors().low
    assert pill_color(pill("zero", 1)) == colors().partial


def test_pill_numbers_take_the_readable_colour():
    from PySide6.QtGui import QColor

    from sheet_app.ui.gauges import pill_text_color

    assert pill_text_color(QColor("#2e7d32")).name() == "#ffffff"  # dark green: white
    assert pill_text_color(QColor("#c79100")).name() == "#000000"  # amber: black


def test_a_collapsed_group_stays_collapsed_when_the_list_is_rebuilt(qtbot, window):
    proxy = window.view.model()
    features = next(proxy.index(g, 0) for g in range(proxy.rowCount())
                    if proxy.index(g, 0).data().startswith("Features"))
    window.view.setCurrentIndex(features)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    assert not window.view.isExpanded(features)
    index, _row = row_of(window, "Wand of Scorching Rays")
    window.view.setCurrentIndex(index)
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # duplicate: a rebuild
    proxy = window.view.model()
    groups = {proxy.index(g, 0).data().split(" (")[0]: proxy.index(g, 0) for g in range(proxy.rowCount())}
    assert not window.view.isExpanded(groups["Features"]) and window.view.isExpanded(groups["Objects"])
    qtbot.keyClicks(window.filter, "rage")  # a filter shows every match
    proxy = window.view.model()
    assert all(window.view.isExpanded(proxy.index(g, 0)) for g in range(proxy.rowCount()))


def test_amount_dialogs_show_hp_and_wait_for_an_amount(qtbot, window):
    qtbot.mouseClick(tool_button(window, "heal"), Qt.MouseButton.LeftButton)
    dialog = window.play.amount_dialog
    assert dialog.hp_label.text() == "HP now 58 / 58"
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)  # 0: nothing happens, the dialog stays
    assert dialog.isVisible() and window.session.undo_stack == []
    qtbot.keyClicks(dialog.amount, "3")
    assert dialog.ok_button.isEnabled()
    dialog.reject()


def test_state_toggles_come_from_the_rules(qtbot, library, settings, sample_doc):
    from sheet_app.ui.sheet.header import rule_states

    window = make_window(qtbot, library, settings, sample_doc)
    assert list(window.header.state_buttons) == ["raging", "dying"]
    qtbot.keyClicks(window.header.new_state, "hidden")
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(window.header.new_state, Qt.Key.Key_Return)
    assert list(window.header.state_buttons) == ["raging", "dying", "hidden"]
    assert rule_states(window.session.char.items) == ["raging", "dying"]  # Enduring Rage tests Dying


def test_leaving_header_fields_untouched_never_rewrites_them(qtbot, library, settings, sample_doc):
    sample_doc.update(level=50, stats={"strength": 45, "dexterity": 2, "intelligence": 0, "will": -20},
                      hp={"current": 150, "max": 20000}, wounds={"current": 0, "max": 200},
                      mana={"current": 5000, "max": 5000})
    window = make_window(qtbot, library, settings, sample_doc)
    before = window.session.document()
    for box in (window.header.level, *window.header.stats.values(), window.header.hp, window.header.hp_max,
                window.header.wounds, window.header.wounds_max, window.header.mana, window.header.mana_max):
        box.setFocus()
        window.view.setFocus()
    assert window.session.document() == before and window.session.undo_stack == []
    assert window.header.level.value() == 50 and window.header.stats["will"].value() == -20
    assert window.header.stats["strength"].value() == 45 and window.header.hp_max.value() == 20000


def test_a_damaged_library_file_is_reported_not_raised(qtbot, tmp_path, sample_doc, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from sheet_app.storage.library import Library
    from sheet_app.ui import app as app_module

    path = tmp_path / "damaged.sqlite3"
    library = Library(path)
    library.create(sample_doc)
    library.close()
    data = bytearray(path.read_bytes())
    data[4096:3 * 4096] = b"\xab" * (2 * 4096)  # pages 2-3 overwritten
    path.write_bytes(bytes(data))
    said = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, _title, text: said.append(text))
    from sheet_app.ui.reliability import DamagedPrompt

    prompts = []
    monkeypatch.setattr(DamagedPrompt, "exec", lambda prompt: prompts.append(prompt) or 0)  # closed: no restore
    before = path.read_bytes()
    assert app_module.run_gui(str(path)) == 2
    assert len(prompts) == 1 and "the library is damaged" in prompts[0].detailedText() and said == []
    assert path.read_bytes() == before


def test_an_unexpected_error_in_a_slot_is_shown_in_the_window(qtbot, window, capsys):
    from sheet_app.ui.app import _unexpected

    try:
        raise RuntimeError("boom")
    except RuntimeError as err:
        _unexpected(RuntimeError, err, err.__traceback__)
    assert "Something went wrong (RuntimeError: boom)" in window.message.text.text()
    assert "boom" in capsys.readouterr().err


def test_the_item_editor_keeps_effects_it_cannot_show(qtbot, library, settings, sample_doc):
    rage = sample_doc["items"][1]
    rage["activation"]["pool"].append({"poolType": "dice", "action": "frobnicate", "poolIdentifier": "fury",
                                       "value": 500})
    kept = json.loads(json.dumps(rage["activation"]))
    sample_doc["items"][2]["activation"] = {"pool": 5}
    window = make_window(qtbot, library, settings, sample_doc)
    editor = window.items.edit_item(1)
    editor.name.selectAll()
    qtbot.keyClicks(editor.name, "Rage!")
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(editor.buttons.button(editor.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    saved = window.session.document()["items"][1]
    assert saved["name"] == "Rage!" and saved["activation"] == kept
    odd = window.items.edit_item(2)  # activation.pool is not a list: shown disabled, kept as is
    assert not odd.effects.isEnabled()
    odd.reject()


def test_file_errors_on_export_and_backup_are_messages(qtbot, window, tmp_path, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "no" / "log.txt"), ""))
    qtbot.mouseClick(window.log.export_button, Qt.MouseButton.LeftButton)
    assert "the log was not exported" in window.message.text.text()
    (window.library.path.parent / "backups").write_text("a file where the backups folder goes")
    window.files.backup()
    assert "was not backed up" in window.message.text.text()


def test_a_huge_charge_pool_opens_its_editor(qtbot, library, settings, sample_doc):
    sample_doc["items"][6]["rules"][0]["max"] = "10**15"
    window = make_window(qtbot, library, settings, sample_doc)
    click(qtbot, window, part(window, "Wand of Scorching Rays", "pill"))
    assert window.items.charge_editor.isVisible() and window.items.charge_editor.value.maximum() == 2_000_000_000


def test_adding_an_item_file_is_one_action(qtbot, window, tmp_path):
    path = tmp_path / "items.json"
    path.write_text(json.dumps([{"name": f"Trinket {i}", "type": "object"} for i in range(40)]))
    count = len(window.session.char.items)
    with qtbot.waitSignal(window.applied):
        assert window.items.add_items_from_file(str(path)) == 40
    assert len(window.session.char.items) == count + 40 and len(window.session.undo_stack) == 1
    window.menus.undo_action.trigger()
    assert len(window.session.char.items) == count


def test_the_window_fits_1280_wide_with_a_large_font(qtbot, library, settings, sample_doc, qapp):
    font = qapp.font()
    large = QFont(font)
    large.setPointSizeF(14)
    qapp.setFont(large)
    try:
        window = make_window(qtbot, library, settings, sample_doc)
        assert window.minimumSizeHint().width() <= 1280
        assert window.header.hp_bar.minimumSizeHint().width() < window.header.hp_bar.sizeHint().width()
    finally:
        qapp.setFont(font)


def test_identical_lines_are_told_apart_by_their_record_after_a_restart(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc, dice=[2, 2, 2, 2])
    click(qtbot, window, part(window, "Rage", "use"))  # Fury Dice 2, 2
    click(qtbot, window, part(window, "Rage", "rollin", "fury"))  # "Fury Dice +1 (2)" ...
    window.menus.undo_action.trigger()  # ... undone, then dropped from redo by the next action
    window.apply({"do": "set", "field": "name", "value": "Korr"})
    click(qtbot, window, part(window, "Rage", "rollin", "fury"))  # the same line again, a new record
    cid = window.character_id
    window.close()
    again = restart(qtbot, library, settings, cid)
    lines = again.log.lines()
    rolls = [i for i, line in enumerate(lines) if line.startswith("Fury Dice +1 (2)")]
    assert len(rolls) == 2
    struck_rows = [i for i in range(again.log.list.count()) if again.log.list.item(i).font().strikeOut()]
    assert rolls[0] in struck_rows and rolls[1] not in struck_rows  # the undone one stays struck
    again.menus.undo_action.trigger()  # undoes the second roll: its own line is struck, not the first
    struck_rows = [i for i in range(again.log.list.count()) if again.log.list.item(i).font().strikeOut()]
    assert rolls[1] in struck_rows
    # Shading follows actions after a restart too: one action's lines share a background.
    rage = [i for i, line in enumerate(lines) if line in ("Used Rage", "Fury Dice +2 (2, 2) from Rage", "Raging on")]
    shades = {again.log.list.item(i).background().color().name() for i in rage}
    assert len(rage) == 3 and len(shades) == 1


def test_state_toggles_follow_rule_edits_and_keep_their_case(qtbot, library, settings, sample_doc):
    from sheet_app.ui.sheet.header import rule_states

    window = make_window(qtbot, library, settings, sample_doc)
    rule = {"type": "chargePool", "label": "Haste", "max": "1", "predicate": {"self": "hasted"}}
    assert window.apply({"do": "addRule", "item": "rage", "raw": rule}).ok
    toggle = {"type": "toggleEffect", "label": "Shape", "tags": ["wildShape"]}
    assert window.apply({"do": "addRule", "item": "rage", "raw": toggle}).ok
    assert {"hasted", "wildShape"} <= set(window.header.state_buttons)
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(window.header.state_buttons["wildShape"], Qt.MouseButton.LeftButton)
    assert "wildShape" in window.session.char.states
    assert rule_states(window.session.char.items)[:1] == ["raging"]


def test_editing_one_part_of_an_effect_keeps_a_value_the_box_cannot_show(qtbot, library, settings, sample_doc):
    sample_doc["items"][1]["activation"]["pool"][0]["value"] = 2_000_000
    window = make_window(qtbot, library, settings, sample_doc)
    editor = window.items.edit_item(1)
    editor.rows[0].condition.setText('{"level": {"min": 2}}')
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(editor.buttons.button(editor.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    effect = window.session.document()["items"][1]["activation"]["pool"][0]
    assert effect["value"] == 2_000_000 and effect["predicate"] == {"level": {"min": 2}}


def test_the_item_library_says_when_its_preview_character_cannot_be_read(qtbot, library, settings, sample_doc):
    from sheet_app.ui.characters import ItemLibraryDialog

    bad = library.create({**sample_doc, "name": "Broken"})
    damage(library, bad, level="six")
    library.save_item({"name": "Torch", "type": "object", "rules": []})
    dialog = ItemLibraryDialog(library, bad)
    qtbot.addWidget(dialog)
    dialog.preview.setCurrentIndex(dialog.preview.findData(bad))
    dialog.list.setCurrentRow(0)
    assert dialog._edit() is None
    assert "Cannot preview against that character" in dialog.status.text()


def test_use_is_greyed_with_the_reason_when_its_cost_cannot_be_paid(qtbot, window):
    for _ in range(3):
        click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))
    _index, row = row_of(window, "Wand of Scorching Rays")
    assert row.blocked == "Wand of Scorching Rays needs 1 charge of Wand Charges, 0 left"
    assert "cannot be used now" in row.accessible
    click(qtbot, window, part(window, "Wand of Scorching Rays", "use"))  # a click still explains
    assert "0 left" in window.message.text.text()
    window.apply({"do": "rest", "kind": "safe"})
    assert row_of(window, "Wand of Scorching Rays")[1].blocked == ""


def test_the_item_library_names_where_it_sends_and_waits_for_a_selection(qtbot, window):
    dialog = window.files.open_item_library()
    assert dialog.send_button.text() == "Add to Korr Ironhide"
    assert not dialog.send_button.isEnabled() and "library is empty" in dialog.status.text()
    window.library.save_item({"name": "Torch", "type": "object", "rules": []})
    dialog.fill()
    assert dialog.send_button.isEnabled()
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(dialog.send_button, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == "Added Torch to Korr Ironhide"
    assert window.session.char.items[-1].name == "Torch"
    dialog.close()


def test_the_rules_builder_shows_the_die_size_a_pool_has_now(qtbot, window):
    builder = window.items.open_builder(1)  # Rage: Fury Dice are d4 in the rule, d6 at level 6
    card = next(c for c in builder.cards.values() if c.rtype == "dicePool")
    card.ensure_built()
    card.apply_preview()
    messages = card.fields["dieSize"].messages.messages
    assert ("info", "Now d6 on this character: changed by Intensifying Fury") in messages
    builder.reject()


def test_use_follows_a_pool_that_other_items_spend(qtbot, library, settings, sample_doc):
    ki = {"type": "chargePool", "label": "Ki", "identifier": "ki", "scope": "actor", "max": "1",
          "recoveries": [{"trigger": "safeRest", "mode": "add", "value": "1"}]}
    cost = {"type": "chargeConsumer", "poolIdentifier": "ki", "poolScope": "actor", "cost": "1"}
    sample_doc["items"] += [{"id": "monk", "name": "Monk", "type": "feature", "rules": [ki]},
                            {"id": "flurry", "name": "Flurry", "type": "feature", "rules": [cost]},
                            {"id": "dodge", "name": "Dodge", "type": "feature", "rules": [dict(cost)]}]
    window = make_window(qtbot, library, settings, sample_doc)
    click(qtbot, window, part(window, "Flurry", "use"))
    assert row_of(window, "Dodge")[1].blocked == "Dodge needs 1 charge of Ki, 0 left"
    window.apply({"do": "rest", "kind": "safe"})
    assert row_of(window, "Dodge")[1].blocked == "" and row_of(window, "Flurry")[1].blocked == ""


def test_the_item_library_reports_a_refused_add_and_follows_a_switch(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    other = library.create({**sample_doc, "name": "Bob"})
    library.save_item({"name": "Torch", "type": "object", "rules": []})
    dialog = window.files.open_item_library()

    def veto(_record, _session):
        raise RuntimeError("the library is read-only")

    window.session.on_commit = veto
    qtbot.mouseClick(dialog.send_button, Qt.MouseButton.LeftButton)
    assert dialog.status.text().startswith("Not added to Korr Ironhide: ")
    window.files.switch_to(other)
    assert dialog.send_button.text() == "Add to Bob"
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(dialog.send_button, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == "Added Torch to Bob" and window.session.char.items[-1].name == "Torch"
    dialog.close()
