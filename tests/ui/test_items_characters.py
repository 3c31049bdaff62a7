"""Items and characters: the item editor, item order, the character list with its trash, the item library."""
import json

from PySide6.QtCore import Qt
from sheet_helpers import chip, make_window, row_of  # noqa: E402  (tests/ui is on sys.path)

from sheet_app.engine.dice import ScriptedRoller
from sheet_app.ui.sheet.window import MainWindow


def names(window):
    return [item.name for item in window.session.char.items]


def select(window, name):
    index, _row = row_of(window, name)
    window.activateWindow()
    window.view.setCurrentIndex(index)
    window.view.setFocus()


def test_author_an_item_with_the_editor_and_use_it(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc, dice=[2, 3, 5])
    editor = window.items.new_item()
    editor.name.clear()
    qtbot.keyClicks(editor.name, "Battle Cry")
    qtbot.mouseClick(editor.add_effect, Qt.MouseButton.LeftButton)
    effect = editor.rows[0]
    effect.pool.setCurrentIndex(effect.pool.findData("fury"))
    assert effect.action.currentText() == "Roll dice into the pool"
    effect.value.setValue(2)
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(editor.buttons.button(editor.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert names(window)[-1] == "Battle Cry"
    select(window, "Battle Cry")
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert chip(window, "Rage", "fury").faces == [2, 3]
    window.ops.undo()
    window.ops.undo()
    assert "Battle Cry" not in names(window)


def test_edit_an_attack_with_a_live_preview(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    index, _ = row_of(window, "Greataxe")
    editor = window.items.edit_item(_.index)
    assert editor.damage_preview.text() == "1d12+@strength → 1d12+3 = 4 / 9.5 / 15 (min / average / max)"
    editor.damage.clear()
    qtbot.keyClicks(editor.damage, "2d6+@strength+")
    assert not editor.buttons.button(editor.buttons.StandardButton.Ok).isEnabled() or "error" in \
        editor.damage_preview.text().lower() or "cannot" in editor.damage_preview.text().lower()
    qtbot.keyClicks(editor.damage, "1")
    assert editor.damage_preview.text().endswith("= 6 / 11 / 16 (min / average / max)")
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(editor.buttons.button(editor.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert window.session.document()["items"][5]["attack"] == {"delivery": "melee", "damage": "2d6+@strength+1"}


def test_a_bad_condition_blocks_ok_with_a_message(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    _index, row = row_of(window, "Rage")
    editor = window.items.edit_item(row.index)
    editor.rows[0].condition.clear()
    qtbot.keyClicks(editor.rows[0].condition, '{"level": ')
    assert "not valid JSON" in editor.problem.text()
    assert not editor.buttons.button(editor.buttons.StandardButton.Ok).isEnabled()
    before = window.session.document()
    editor.reject()
    assert window.session.document() == before


def test_duplicate_reorder_and_delete_with_keys_each_undoable(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    original = names(window)
    select(window, "Greataxe")
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert names(window)[6] == "Greataxe (copy)"
    select(window, "Greataxe (copy)")
    qtbot.keyClick(window, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert names(window)[5] == "Greataxe (copy)"
    select(window, "Greataxe (copy)")
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert "Greataxe (copy)" not in names(window)
    with_copy_below = original[:6] + ["Greataxe (copy)"] + original[6:]
    with_copy_above = original[:5] + ["Greataxe (copy)"] + original[5:]
    assert names(window) == original
    window.ops.undo()
    assert names(window) == with_copy_above
    window.ops.undo()
    assert names(window) == with_copy_below
    window.ops.undo()
    assert names(window) == original


def test_characters_new_rename_delete_and_restore_from_the_trash(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    dialog = window.files.open_characters()
    qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
    assert sorted(i.name for i in library.list()) == ["Korr Ironhide", "New character"]
    qtbot.keyClicks(dialog.name, "Ser Ada")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert sorted(i.name for i in library.list()) == ["Korr Ironhide", "Ser Ada"]
    ada = next(i.id for i in library.list() if i.name == "Ser Ada")
    assert dialog.selected() == ada
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert [i.name for i in library.list()] == ["Korr Ironhide"]
    qtbot.mouseClick(dialog.trash_button, Qt.MouseButton.LeftButton)
    assert dialog.list.count() == 1 and dialog.open_button.text() == "Restore"
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert sorted(i.name for i in library.list()) == ["Korr Ironhide", "Ser Ada"]
    dialog.list.setCurrentRow([dialog.list.item(r).data(Qt.ItemDataRole.UserRole + 20)
                               for r in range(dialog.list.count())].index(ada))
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert window.session.char.name == "Ser Ada" and window.character_id == ada


def test_the_open_character_cannot_be_deleted(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    dialog = window.files.open_characters()
    assert dialog.selected() == window.character_id
    assert not dialog.delete_button.isEnabled()


def test_a_library_item_added_to_two_characters_stays_independent(qtbot, library, settings, sample_doc, tmp_path):
    wand = next(i for i in sample_doc["items"] if i["id"] == "wand")
    sample_doc["items"] = [i for i in sample_doc["items"] if i["id"] != "wand"]
    iid = library.save_item(wand)
    first = make_window(qtbot, library, settings, json.loads(json.dumps(sample_doc)), dice=[1, 2, 3, 4])
    second_id = library.create({**sample_doc, "name": "Korr's twin"})
    shelf = first.files.open_item_library()
    assert [shelf.list.item(r).text() for r in range(shelf.list.count())] == ["Wand of Scorching Rays"]
    with qtbot.waitSignal(first.applied):
        qtbot.mouseClick(shelf.send_button, Qt.MouseButton.LeftButton)
    second = MainWindow(library.open_session(second_id, roller=ScriptedRoller([5, 6])), library=library,
                        character_id=second_id, settings=settings)
    qtbot.addWidget(second)
    second.items.add_item(library.get_item(iid))
    first.apply({"do": "activate", "item": "wand"})
    assert chip(first, "Wand of Scorching Rays", "wand-charges").current == 2
    assert chip(second, "Wand of Scorching Rays", "wand-charges").current == 3
    assert library.get_item(iid)["rules"] == wand["rules"]


def test_library_items_are_edited_against_a_preview_character(qtbot, library, settings, sample_doc):
    window = make_window(qtbot, library, settings, sample_doc)
    shelf = window.files.open_item_library()
    qtbot.mouseClick(shelf.new_button, Qt.MouseButton.LeftButton)
    editor = shelf.editor
    editor.name.clear()
    qtbot.keyClicks(editor.name, "Throwing Axe")
    editor.type.setCurrentIndex(editor.type.findData("object"))
    editor.delivery.setCurrentIndex(editor.delivery.findData("ranged"))
    qtbot.keyClicks(editor.damage, "1d6+@dexterity")
    assert editor.damage_preview.text() == "1d6+@dexterity → 1d6+2 = 3 / 5.5 / 8 (min / average / max)"
    qtbot.mouseClick(editor.buttons.button(editor.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    stored = library.get_item(shelf.selected())
    assert stored["name"] == "Throwing Axe" and stored["attack"] == {"delivery": "ranged", "damage": "1d6+@dexterity"}
    assert [i.name for i in window.session.char.items].count("Throwing Axe") == 0  # the sheet is untouched


def test_export_and_import_a_library(qtbot, library, settings, sample_doc, tmp_path):
    window = make_window(qtbot, library, settings, sample_doc)
    for item in sample_doc["items"][1:4]:
        library.save_item(item)
    shelf = window.files.open_item_library()
    assert shelf.export_to(str(tmp_path / "all.json"), all_items=True) == 3
    exported = json.loads((tmp_path / "all.json").read_text())
    assert [i["name"] for i in exported] == ["Blood Frenzy", "Rage", "That all you got?!"]
    assert shelf.export_to(str(tmp_path / "foundry.json"), all_items=True, shape="upstream") == 3
    for iid, _name in library.list_items():
        library.delete_item(iid)
    shelf.fill()
    assert shelf.import_files([str(tmp_path / "all.json")])
    assert sorted(n for _i, n in library.list_items()) == ["Blood Frenzy", "Rage", "That all you got?!"]
    assert len(shelf.import_files([str(tmp_path / "foundry.json")])) == 3
    rage = [library.get_item(i) for i, n in library.list_items() if n == "Rage"]
    assert len(rage) == 2 and rage[0]["rules"] == rage[1]["rules"] == sample_doc["items"][1]["rules"]


def test_author_rage_from_nothing_with_the_editor_and_the_builder_then_play_it(qtbot, library, settings,
                                                                                sample_doc):
    from test_builder_helpers import add_rule, choose, field, press_ok, type_into

    sample_doc["items"] = [i for i in sample_doc["items"] if i["id"] != "rage"]
    window = make_window(qtbot, library, settings, sample_doc, dice=[3, 7, 2])
    editor = window.items.new_item()
    editor.name.clear()
    qtbot.keyClicks(editor.name, "Rage")
    qtbot.mouseClick(editor.add_effect, Qt.MouseButton.LeftButton)
    editor.rows[0].pool.setEditText("fury")  # the pool does not exist yet: typed by hand
    with qtbot.waitSignal(window.applied):
        qtbot.mouseClick(editor.buttons.button(editor.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert window.display.problems  # the effect names a pool nobody defines yet, and the sheet says so
    select(window, "Rage")
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    dialog = window.items.builder
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.waitUntil(dialog.idle)
    pool = add_rule(qtbot, dialog, "dice pool")
    qtbot.keyClicks(pool.label_edit, "Fury Dice")
    type_into(qtbot, field(pool, "identifier"), "fury")
    type_into(qtbot, field(pool, "max"), "@key")
    choose(qtbot, field(pool, "initial"), "Empty")
    bonus = add_rule(qtbot, dialog, "dice consumer")
    qtbot.keyClicks(bonus.label_edit, "Fury Dice: melee bonus")
    choose(qtbot, field(bonus, "poolIdentifier"), "Fury Dice (fury)")
    choose(qtbot, field(bonus, "mode"), "Auto bonus")
    choose(qtbot, field(bonus, "bonusOnAttackDelivery"), "Melee attacks")
    with qtbot.waitSignal(window.applied):
        press_ok(qtbot, dialog)
    assert not [p for p in window.display.problems if p.item == "Rage"]
    select(window, "Rage")
    with qtbot.waitSignal(window.applied):
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert chip(window, "Rage", "fury").faces == [3]
    result = window.apply({"do": "activate", "item": "greataxe", "outcome": "hit"})
    assert any("+3 [Fury Dice]" in line for line in result.log), result.log
