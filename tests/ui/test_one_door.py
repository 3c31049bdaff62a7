"""One door: every action, undo, redo, preview, swap of the roller and write to the library of the
window goes through the operations runner (ui/operations.py), and the open panels show what it did."""
import ast
from pathlib import Path

import pytest
from sheet_helpers import click, part

import sheet_app.ui
from sheet_app.engine import steps
from sheet_app.engine.session import Session
from sheet_app.ui.operations import LibraryOps, Operations

UI = Path(sheet_app.ui.__file__).parent
DOORS = {"apply", "undo", "redo", "preview"}
# What writes the library (storage/library.py): only LibraryOps calls them.
LIBRARY_WRITES = {"create", "rename", "duplicate", "delete", "restore", "purge", "save_item", "delete_item",
                  "restore_item"}
# views/action_preview.py's previews of a session: the runner's `attack_preview`, `rest_preview`, `ask_dice` ask them.
ENGINE_PREVIEWS = {"attack_preview", "rest_preview", "dice_needed", "dice_words"}


def _receiver(node: ast.expr) -> str:
    """`session` for `session` and `self.session`; the last name of any receiver."""
    return node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")


def session_calls(tree: ast.AST) -> list[tuple[int, str]]:
    """Calls of `session.apply/undo/redo/preview`, calls that write the library (`library.create`, ...),
    assignments to `session.roller` (any receiver named session or library or ending in it), and calls
    of the engine's previews of a session."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ENGINE_PREVIEWS:
            found.append((node.lineno, node.func.id))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            name, what = _receiver(node.func.value), node.func.attr
            if (name == "session" and what in DOORS) or (name == "library" and what in LIBRARY_WRITES):
                found.append((node.lineno, ast.unparse(node.func)))
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                swaps = isinstance(target, ast.Attribute) and target.attr == "roller"
                if swaps and _receiver(target.value) == "session":
                    found.append((node.lineno, ast.unparse(target) + " ="))
    return sorted(found)


def test_no_widget_calls_the_session_or_writes_the_library_itself():
    offenders = []
    for path in sorted(UI.rglob("*.py")):
        if path == UI / "operations.py":
            continue
        for line, call in session_calls(ast.parse(path.read_text(encoding="utf-8"))):
            offenders.append(f"{path.relative_to(UI.parent)}:{line}: {call}")
    assert offenders == [], "ask the operations runner or LibraryOps (ui/operations.py) instead:\n" + \
        "\n".join(offenders)


def test_the_door_check_finds_a_direct_call():
    source = ("self.session.apply(step)\nsession.undo()\nself.ops.apply(step)\nself.session.preview(step)\n"
              "self.library.create(doc)\nlibrary.delete_item(iid)\nself.library.list()\nself.ops.library_ops.create(d)\n"
              "self.session.roller = TableRoller(r)\nroller = self.session.roller\nself.ops.session.roller = r\n"
              "attack_preview(self.session, step)\nself.ops.attack_preview(step)\n")
    assert session_calls(ast.parse(source)) == [
        (1, "self.session.apply"), (2, "session.undo"), (4, "self.session.preview"), (5, "self.library.create"),
        (6, "library.delete_item"), (9, "self.session.roller ="), (11, "self.ops.session.roller ="),
        (12, "attack_preview")]


def test_library_writes_are_announced(qtbot, library, sample_doc):
    ops = LibraryOps(library)
    seen = []
    ops.libraryChanged.connect(lambda what, key: seen.append((what, key)))
    cid = ops.create(sample_doc)
    ops.rename(cid, "Brunhild")
    copy_id = ops.duplicate(cid)
    ops.delete(copy_id)
    ops.restore(copy_id)
    ops.delete(copy_id)
    ops.purge(copy_id)
    iid = ops.save_item({"name": "Rope", "type": "object", "rules": []})
    more = ops.save_items([{"name": "Torch", "type": "object"}, {"name": "Chalk", "type": "object"}])
    ops.delete_item(iid)
    assert seen == [("characters", cid), ("characters", cid), ("characters", copy_id), ("characters", copy_id),
                    ("characters", copy_id), ("characters", copy_id), ("characters", copy_id), ("items", iid),
                    ("items", more[-1]), ("items", iid)]
    assert [info.name for info in library.list()] == ["Brunhild"]
    assert sorted(name for _iid, name in library.list_items()) == ["Chalk", "Torch"]


def test_the_runner_announces_applied_undone_redone_and_refused(qtbot, sample_doc):
    ops = Operations(Session(sample_doc))
    with qtbot.waitSignal(ops.applied) as applied:
        ops.apply({"do": "startEncounter"})
    result, step = applied.args
    assert result.ok and step == {"do": "startEncounter"} and result.record is ops.last_record()
    assert ops.undo_name() == "Start encounter"
    with qtbot.waitSignal(ops.undone) as undone:
        ops.undo()
    assert undone.args[1] is result.record and ops.can_redo() and not ops.can_undo()
    with qtbot.waitSignal(ops.redone) as redone:
        ops.redo()
    assert redone.args[1] is result.record
    with qtbot.waitSignal(ops.refused) as refused:
        ops.apply({"do": "startEncounter"}, handled=True)  # one is running already
    assert not refused.args[0].ok and refused.args[2] is True
    assert len(ops.session.undo_stack) == 1


def test_undo_in_the_dice_panel_strikes_the_lines_it_undid(qtbot, window):
    click(qtbot, window, part(window, "Rage", "use"))
    panel = window.items.open_dice_panel("fury")
    qtbot.addWidget(panel)
    with qtbot.waitSignal(window.applied):
        panel.roll_one_in()
    lines = list(window.session.undo_stack[-1].log)
    assert lines and window.log.struck() == []
    with qtbot.waitSignal(window.applied):
        panel.undo()
    assert window.log.struck() == lines  # exactly the undone action's lines, as the window's Undo does
    with qtbot.waitSignal(window.applied):
        panel.redo()
    assert window.log.struck() == []


# ---- every open panel shows what an action from elsewhere changed -----------------------------------

def gm(step: steps.Step) -> dict:
    """A step as the GM's request over the table applies it (ui/table: `but(by="GM")`)."""
    return step.but(by="GM").step()


@pytest.fixture
def raging_panel(qtbot, window):
    """Rage used (two Fury Dice, 3 and 4), the dice panel open on them."""
    assert window.apply(steps.Activate(item="rage").step()).ok
    panel = window.items.open_dice_panel("fury")
    qtbot.waitExposed(panel)
    return panel


def test_a_gms_damage_landing_while_the_dice_panel_is_open_shows_in_it(qtbot, window, raging_panel):
    panel = raging_panel
    with qtbot.waitSignal(panel.committed):  # both Fury Dice into damage reduction, banked
        panel.toggle(0)
        panel.toggle(1)
        panel.confirm()
    bank = window.session.char.bank
    assert bank > 4 and panel.bank.text() == f"Banked reduction: {bank}"
    with qtbot.waitSignal(window.applied):
        window.apply(gm(steps.Damage(amount=4)))  # what the table's GM request does
    assert window.session.char.bank < bank  # the damage spent banked reduction ...
    assert panel.isVisible() and panel.bank.text() == f"Banked reduction: {window.session.char.bank}"  # ... shown


def test_dice_rolled_undone_and_redone_elsewhere_show_in_the_open_dice_panel(qtbot, window, raging_panel):
    panel = raging_panel
    assert [b.face for b in panel.tray.buttons] == [3, 4]
    window.apply(gm(steps.RollDie(pool="fury")))
    assert [b.face for b in panel.tray.buttons] == [3, 4, 2] and panel.undo_button.isEnabled()
    assert "3/" in panel.meta.text()
    window.ops.undo()  # the window's Undo, not the panel's
    assert [b.face for b in panel.tray.buttons] == [3, 4]
    window.ops.redo()
    assert [b.face for b in panel.tray.buttons] == [3, 4, 2]


def test_the_player_rolls_their_own_dice_through_the_runner(qtbot, window):
    """The gate is in `Operations.apply`: a rolling step asks the window's prompt, and is pending till then."""
    window.play.set_real_dice(True)
    assert type(window.session.roller).__name__ == "TableRoller"  # the runner swapped it
    result = window.ops.apply(steps.Activate(item="rage").step())  # any asker, not only the window's apply
    assert result.code == "pending" and window.session.char.pools()["fury"].faces == []
    prompt = window.play.faces_dialog
    for box, face in zip(prompt.boxes, (6, 5), strict=True):
        box.setText(str(face))
    with qtbot.waitSignal(window.applied):
        prompt.confirm()
    assert window.session.char.pools()["fury"].faces == [6, 5] and not window.session.roller.loaded
    window.play.set_real_dice(False)
    assert type(window.session.roller).__name__ == "ScriptedRoller"


def test_an_open_rules_builder_shows_what_an_action_from_elsewhere_changed(qtbot, window):
    index = window.session.char.find_item("rage")
    builder = window.items.open_builder(index)
    qtbot.waitExposed(builder)
    uid = builder.draft.uids[[r["id"] for r in builder.draft.rules()].index("fury-autobonus")]
    card = builder.cards[uid]
    card.ensure_built()
    card.apply_preview()
    assert "Inactive now" in card.status.text()  # its condition: raging
    with qtbot.waitSignal(window.applied):
        window.apply(gm(steps.Activate(item="rage")))  # Rage starts, from elsewhere
    assert "Inactive now" not in card.status.text()
    window.ops.undo()
    assert "Inactive now" in card.status.text()
    window.apply(gm(steps.MoveItem(item="rage", to=0)))  # its item moved: the builder follows it
    assert builder.item_index == builder.preview.item_index == 0 == window.session.char.find_item("rage")
    window.apply(gm(steps.DeleteItem(item="rage")))
    assert "no longer on the sheet" in builder.message.text()


def test_an_open_attack_offer_shows_what_an_action_from_elsewhere_changed(qtbot, library, settings, sample_doc):
    from sheet_helpers import make_window

    window = make_window(qtbot, library, settings, sample_doc, dice=[3, 4, 12, 5, 2])
    assert window.apply(steps.Activate(item="rage").step()).ok  # two Fury Dice: 3 and 4
    click(qtbot, window, part(window, "Greataxe", "use"))  # 12 on the d12: a critical, Death Blow offered
    offer = window.items.attack_result
    qtbot.waitExposed(offer)
    assert offer.result_label.text().startswith("Greataxe: critical hit, 27 damage")
    offer.toggle(0)
    assert [b.face for b in offer.tray.buttons] == [3, 4] and offer.picks.sorted() == [0]
    with qtbot.waitSignal(window.applied):
        window.apply(gm(steps.RollDie(pool="fury")))  # a third Fury Die (2), from elsewhere
    assert [b.face for b in offer.tray.buttons] == [3, 4, 2] and offer.picks.sorted() == []  # picks were on old dice
    assert offer.result_label.text().startswith("Greataxe: critical hit, 29 damage")  # its Fury Dice bonus: +2 more
    assert offer.total.text() == "29 damage as rolled"
    window.apply(gm(steps.DeleteItem(item="greataxe")))
    assert "now refused" in offer.message.text() and not offer.confirm_button.isEnabled()
    assert not offer.without_button.isEnabled()
    window.ops.undo()  # the item back: the attack can be made again
    assert offer.without_button.isEnabled() and not offer.message.isVisible()


def test_an_open_item_library_shows_library_writes_made_elsewhere(qtbot, window, sample_doc):
    dialog = window.files.open_item_library()
    qtbot.waitExposed(dialog)
    assert dialog.list.count() == 0 and dialog.preview.count() == 1
    dialog.preview.setCurrentIndex(0)
    sample_doc["name"] = "Brunhild"
    cid = window.ops.library_ops.create(sample_doc)  # e.g. File ▸ Import character while it is open
    assert sorted(dialog.preview.itemText(i) for i in range(dialog.preview.count())) == sorted(
        [window.session.char.name, "Brunhild"])
    assert dialog.preview.currentData() == window.character_id  # the character previewed against is kept
    iid = window.ops.library_ops.save_item({"name": "Rope", "type": "object", "rules": []})
    assert [dialog.list.item(i).text() for i in range(dialog.list.count())] == ["Rope"]
    window.ops.library_ops.delete_item(iid)
    assert dialog.list.count() == 0
    window.ops.library_ops.delete(cid)
    assert dialog.preview.count() == 1


def test_the_dice_prompt_names_what_the_dice_are_for_and_the_range_of_a_die(qtbot, window):
    """Issue 32 item 3: "Roll Fury Dice for Rage (Start turn)", not "Roll for Start turn"; the faces typed are
    used, not rolled; a face the die cannot show is said, not silently dropped."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    assert window.apply(steps.Activate(item="rage").step()).ok
    window.play.set_real_dice(True)
    result = window.ops.apply(steps.StartTurn().step())
    assert result.code == "pending"
    prompt = window.play.faces_dialog
    titles = [label.text() for label in prompt.findChildren(QLabel) if label.font().bold()]
    assert titles == ["Roll Fury Dice for Rage (Start turn)"]
    assert prompt.ok_button.text() == "Use these faces"
    box = prompt.boxes[0]
    box.setFocus()
    qtbot.keyClicks(box, "9")  # a d6 cannot show 9
    assert box.text() == "" and prompt.note.text() == "A d6 shows 1–6."
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    window.play.set_real_dice(False)
