"""One door: every action, undo and redo of the window goes through the operations runner."""
import ast
from pathlib import Path

from sheet_helpers import click, part

import sheet_app.ui
from sheet_app.engine.session import Session
from sheet_app.ui.operations import Operations

UI = Path(sheet_app.ui.__file__).parent
DOORS = {"apply", "undo", "redo"}


def session_calls(tree: ast.AST) -> list[tuple[int, str]]:
    """Calls of `session.apply/undo/redo` (any receiver named session or ending in `.session`)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in DOORS:
            receiver = node.func.value
            name = receiver.attr if isinstance(receiver, ast.Attribute) else getattr(receiver, "id", "")
            if name == "session":
                found.append((node.lineno, ast.unparse(node.func)))
    return found


def test_no_widget_calls_the_session_itself():
    offenders = []
    for path in sorted(UI.rglob("*.py")):
        if path == UI / "operations.py":
            continue
        for line, call in session_calls(ast.parse(path.read_text(encoding="utf-8"))):
            offenders.append(f"{path.relative_to(UI.parent)}:{line}: {call}")
    assert offenders == [], "ask the operations runner (ui/operations.py) instead:\n" + "\n".join(offenders)


def test_the_door_check_finds_a_direct_call():
    assert session_calls(ast.parse("self.session.apply(step)\nsession.undo()\nself.ops.apply(step)")) == [
        (1, "self.session.apply"), (2, "session.undo")]


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
    panel = window.open_dice_panel("fury")
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
