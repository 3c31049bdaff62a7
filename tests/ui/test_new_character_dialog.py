"""Character ▸ New character… (issue 31 item 5), keyboard only: a Warden from our own content (a system folder
built at test time, tests/storage/content_fixtures.py) with its starting staff, undone and redone as one
action; a level-1 feature pick and spell pick; upstream's Berserker (../shared/fixtures/upstream, skipped
where absent) made at level 1 and levelled to 6 through the Level up dialog; the dialog with no content."""
from __future__ import annotations

import copy
import sys
from pathlib import Path
from typing import Any

import pytest
from level_content import CLASS, OurContent
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QFileDialog, QWidget
from sheet_helpers import make_window
from test_level_up_dialog import apply, choose, open_dialog, tab_to, tick_first

from sheet_app.engine import steps
from sheet_app.storage.content_index import ContentIndex
from sheet_app.storage.foundry_content import read_content

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
import content_fixtures as fx  # noqa: E402
from test_level_content import UPSTREAM, upstream_index  # noqa: E402

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def open_new(qtbot: Any, window: Any) -> Any:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    before = window.menus.new_characters.dialog
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL_SHIFT)
    part = window.menus.new_characters
    qtbot.waitUntil(lambda: part.dialog not in (None, before) and part.dialog.isVisible())
    dialog = part.dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def pick(qtbot: Any, dialog: QWidget, combo: QComboBox, data: Any) -> None:
    """Tab to a combo box, then Home and Down until `data` is current (keyboard only)."""
    tab_to(qtbot, dialog, combo)
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{data!r} is not in {combo.objectName()}")


def named(combo: QComboBox, name: str) -> Any:
    return combo.itemData(combo.findText(name))


def keys_to(qtbot: Any, window: Any, key: Qt.Key, modifiers: Any) -> None:
    """A shortcut pressed in the sheet window (made active first, as after a dialog closed)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, key, modifiers)


def create(qtbot: Any, window: Any, dialog: Any) -> str:
    assert dialog.create_button.isEnabled(), dialog.hint.text()
    before = window.character_id
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)  # &Create
    qtbot.waitUntil(lambda: window.character_id != before)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    return str(window.character_id)


def test_keyboard_only_a_warden_with_its_staff_then_undo_removes_it_and_redo_brings_it_back(
        qtbot, library, settings, sample_doc, tmp_path) -> None:
    ContentIndex(library).replace(read_content(fx.write_system(tmp_path / "testkit", fx.write_log_pack)))
    window = make_window(qtbot, library, settings, sample_doc)
    first = window.character_id
    dialog = open_new(qtbot, window)
    assert dialog.focusWidget() is dialog.name and not dialog.create_button.isEnabled()
    assert "name" in dialog.hint.text()
    qtbot.keyClicks(dialog.name, "Edda")
    pick(qtbot, dialog, dialog.ancestry_box, named(dialog.ancestry_box, "Stonefolk"))
    pick(qtbot, dialog, dialog.background_box, named(dialog.background_box, "Lamplighter"))
    pick(qtbot, dialog, dialog.array_box, "minMax")
    assert dialog.stats() == {"strength": 3, "dexterity": 1, "intelligence": -1, "will": -1}  # the key stat first
    # Home (+3), then Down (+1): each step swaps with one stat from where the box started, so WIL ends with
    # DEX's 1 and DEX with WIL's -1, and STR keeps its 3 (it gave it up only while +3 was current)
    pick(qtbot, dialog, dialog.stat_boxes["will"], 1)
    assert dialog.stats() == {"strength": 3, "dexterity": -1, "intelligence": -1, "will": 1}
    text = dialog.preview.text()
    assert "Warden, level 1: HP 17" in text and "Hit dice 1d10" in text and "WIL +1" in text
    assert "Features: Lantern Oath, Watchful Step" in text and "Starting items: Walking Staff" in text
    assert "Ancestry and background: Stonefolk, Lamplighter" in text and "Not in the imported content" not in text
    assert dialog.focusWidget() is dialog.stat_boxes["will"]
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.create_button  # the stats, then Create

    made = create(qtbot, window, dialog)
    doc = window.session.doc
    assert doc["name"] == "Edda" and doc["hp"] == {"current": 17, "max": 17}
    assert doc["stats"] == {"strength": 3, "dexterity": -1, "intelligence": -1, "will": 1}
    staff = next(item for item in doc["items"] if item["name"] == "Walking Staff")
    assert staff["grantedBy"] == doc["items"][0]["id"]
    assert made in {info.id for info in library.list()} and library.get(made)[0]["name"] == "Edda"
    assert window.menus.undo_action.text() == "&Undo New character Edda"

    keys_to(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.character_id == first)
    assert made not in {info.id for info in library.list()} and made in {info.id for info in library.list(trash=True)}
    assert window.menus.redo_action.text() == "&Redo New character Edda"
    keys_to(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)
    qtbot.waitUntil(lambda: window.character_id == made)
    assert window.session.doc["name"] == "Edda" and made in {info.id for info in library.list()}
    assert window.ops.history() == [(1, "New character Edda")]  # Edit ▸ History: beneath what is done to it
    assert not window.ops.can_redo()


@pytest.mark.skipif(not UPSTREAM.is_dir(), reason="../shared/fixtures/upstream is absent")
@pytest.mark.parametrize("shape", ["json", "pack"])
def test_keyboard_only_a_berserker_made_at_level_1_and_levelled_to_6(qtbot, library, settings, sample_doc, tmp_path,
                                                                      shape) -> None:
    upstream_index(library, tmp_path, shape)
    window = make_window(qtbot, library, settings, sample_doc)
    dialog = open_new(qtbot, window)
    qtbot.keyClicks(dialog.name, "Korr")
    pick(qtbot, dialog, dialog.class_box, named(dialog.class_box, "Berserker"))
    assert dialog.stats() == {"strength": 2, "dexterity": 2, "intelligence": 0, "will": -1}
    pick(qtbot, dialog, dialog.stat_boxes["will"], 0)  # as tests/storage/test_level_content.py starts
    assert dialog.stats() == {"strength": 2, "dexterity": 2, "intelligence": -1, "will": 0}
    assert "Features: Rage, That all you got?!" in dialog.preview.text()
    assert "Starting Gear - Battle Axe, Starting Gear - Rope" in dialog.preview.text()  # not in upstream's fixtures
    create(qtbot, window, dialog)
    assert (window.session.char.level, window.session.char.track("hp")[1]) == (1, 20)

    stats = {4: "strength", 5: "will"}
    for level in range(2, 7):
        dialog = open_dialog(qtbot, window)
        if level == 3:
            choose(qtbot, dialog, dialog.subclass_box, named(dialog.subclass_box, "Path of the Red Mist"))
        if level in stats:
            choose(qtbot, dialog, dialog.stat_boxes[0], stats[level])
        choose(qtbot, dialog, dialog.skill_box, "might")
        for ticks in dialog.group_lists.values():
            tick_first(qtbot, dialog, ticks)
        apply(qtbot, window, dialog, level)
    char = window.session.char
    names = [item.name for item in char.items]
    for name in ("Rage", "That all you got?!", "Intensifying Fury", "One with the Ancients", "Bloodlust",
                 "Path of the Red Mist", "Blood Frenzy", "Savage Awareness", "Enduring Rage"):
        assert any(n.lower().startswith(name.lower()[:12]) for n in names), (name, names)
    assert len(names) == len(set(names)), names
    assert (char.level, char.stat("strength"), char.stat("will")) == (6, 3, 1)
    assert char.track("hp")[1] == 20 + 5 * 7 == 55  # the d12's average, ceil(13 / 2) = 7, five times
    assert char.hit_dice() == {"d12": (6, 6)}
    assert [entry["level"] for entry in window.session.doc["levelUpHistory"]] == [2, 3, 4, 5, 6]
    assert library.get(window.character_id)[0]["level"] == 6  # saved in the library as any character


def test_with_no_content_it_says_so_and_offers_the_import(qtbot, library, settings, sample_doc, monkeypatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args: asked.append(args[1]) or "")
    window = make_window(qtbot, library, settings, sample_doc)
    dialog = open_new(qtbot, window)
    assert "No classes are imported yet" in dialog.empty.text()
    assert "File ▸ Import Foundry content…" in dialog.empty.text()
    assert dialog.focusWidget() is dialog.import_button
    qtbot.keyClick(dialog.import_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: asked != [])
    assert not dialog.isVisible() and asked[0].startswith("Import Foundry content")
    assert len(library.list()) == 1 and not window.ops.can_undo()


class LevelOnePicks:
    """Our Thornguard (tests/ui/level_content.py) with its level-2 features offered at level 1 (an automatic
    one and a pick-1 group) and its Grant Spells pick at level 1, for the dialog's level-1 choices."""

    def __init__(self) -> None:
        self.inner = OurContent()

    def features_for(self, class_doc: Any, subclass_doc: Any, level: int) -> Any:
        return self.inner.features_for(class_doc, subclass_doc, 2 if level == 1 else level)

    def subclasses_for(self, class_doc: Any) -> Any:
        return self.inner.subclasses_for(class_doc)

    def epic_boons(self) -> Any:
        return []

    def library(self) -> Any:
        return self.inner.library()

    def documents_of(self, kind: str) -> Any:
        if kind != "class":
            return []
        klass = copy.deepcopy(CLASS)
        klass["rules"][0]["predicate"] = {}  # its Grant Spells pick at level 1 too
        return [klass]


def test_a_level_1_pick_is_asked_and_undo_takes_the_actions_then_the_creation(qtbot, library, settings,
                                                                               sample_doc) -> None:
    window = make_window(qtbot, library, settings, sample_doc)
    first = window.character_id
    window.menus.new_characters.set_content(LevelOnePicks())
    dialog = open_new(qtbot, window)
    qtbot.keyClicks(dialog.name, "Wren")
    assert dialog.hint.text() == "Choose 1 of Thorn Arts" and not dialog.create_button.isEnabled()
    assert "Features: Rootbound" in dialog.preview.text()
    tick_first(qtbot, dialog, dialog.group_lists["thorn-arts"])
    assert "Features: Rootbound, Bramble Step" in dialog.preview.text()
    assert dialog.hint.text() == "Choose 1 spell for Hedge cantrip" and not dialog.create_button.isEnabled()
    tick_first(qtbot, dialog, dialog.spell_lists["hedge"])
    assert "Spells: Sprout" in dialog.preview.text() and not dialog.hint.isVisibleTo(dialog)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.create_button  # the picks come last, then Create
    made = create(qtbot, window, dialog)
    assert [item["name"] for item in window.session.doc["items"]] == ["Thornguard", "Rootbound", "Bramble Step",
                                                                      "Sprout"]

    window.apply(steps.StartEncounter().step())
    assert [words for _depth, words in window.ops.history()][-1] == "New character Wren"
    keys_to(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the encounter
    qtbot.waitUntil(lambda: window.session.char.encounter is None)
    assert window.character_id == made and window.menus.undo_action.text() == "&Undo New character Wren"
    keys_to(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the creation
    qtbot.waitUntil(lambda: window.character_id == first)
    assert window.ops.can_redo()
    window.apply(steps.StartEncounter().step())  # a new action: the creation cannot come back by Redo
    assert window.ops.redo_name() == "" and made in {info.id for info in library.list(trash=True)}


def _made_with_picks(qtbot: Any, window: Any, name: str) -> str:
    window.menus.new_characters.set_content(LevelOnePicks())
    dialog = open_new(qtbot, window)
    qtbot.keyClicks(dialog.name, name)
    tick_first(qtbot, dialog, dialog.group_lists["thorn-arts"])
    tick_first(qtbot, dialog, dialog.spell_lists["hedge"])
    return create(qtbot, window, dialog)


def test_undo_and_redo_keep_one_order_across_the_creation_and_the_character_before(qtbot, library, settings,
                                                                                 sample_doc) -> None:
    """Last undone, first redone: the earlier character's action undone after the creation comes back first,
    then the creation; the creation undone again, the earlier action's redo is still there."""
    window = make_window(qtbot, library, settings, sample_doc)
    first = window.character_id
    window.apply(steps.StartEncounter().step())
    made = _made_with_picks(qtbot, window, "Wren")
    ctrl = Qt.KeyboardModifier.ControlModifier
    keys_to(qtbot, window, Qt.Key.Key_Z, ctrl)  # the creation
    qtbot.waitUntil(lambda: window.character_id == first)
    assert window.menus.redo_action.isEnabled() and window.ops.redo_name() == "New character Wren"
    keys_to(qtbot, window, Qt.Key.Key_Z, ctrl)  # the earlier character's encounter
    qtbot.waitUntil(lambda: window.session.char.encounter is None)
    assert window.ops.redo_name() == "Start encounter", window.ops.redo_name()
    keys_to(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)  # the encounter again, on the same character
    qtbot.waitUntil(lambda: window.session.char.encounter is not None)
    assert window.character_id == first and window.ops.redo_name() == "New character Wren"
    keys_to(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)  # then the creation
    qtbot.waitUntil(lambda: window.character_id == made)
    assert window.session.doc["name"] == "Wren"


def test_the_dice_panel_undoes_its_pool_history_and_never_the_creation(qtbot, library, settings,
                                                                       sample_doc) -> None:
    window = make_window(qtbot, library, settings, sample_doc)
    made = _made_with_picks(qtbot, window, "  Wren  ")
    assert window.session.doc["name"] == "Wren"  # the name as the preview showed it, without the spaces
    rage = copy.deepcopy(sample_doc["items"][1])
    rage.pop("id", None)
    assert window.apply(steps.AddItem(raw=rage).step()).ok
    panel = window.menus.items.open_dice_panel("fury")
    qtbot.waitUntil(panel.isVisible)
    assert panel.undo_button.isEnabled()
    panel.undo()  # the add
    assert window.character_id == made and not window.session.undo_stack
    assert not panel.undo_button.isEnabled() and panel.undo_button.toolTip() == "Nothing to undo"
    panel.undo()  # nothing more here: the creation is the sheet's to undo
    assert window.character_id == made and window.ops.can_undo()
    assert window.menus.undo_action.text() == "&Undo New character Wren"
