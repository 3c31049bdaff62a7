"""A big sheet is linted after its first paint a slice per turn (issue 28 item 4): the Problems list
ends up with exactly what the whole lint says, and an action landing before the slices are through
lints at once, as a small sheet does."""
from __future__ import annotations

import copy
from typing import Any

from PySide6.QtWidgets import QApplication

from sheet_app.engine import steps
from sheet_app.engine.dice import ScriptedRoller
from sheet_app.engine.lint import lint_character
from sheet_app.ui.sheet import lint_slices
from sheet_app.ui.sheet.lint_slices import SLICED_FROM
from sheet_app.ui.sheet.window import MainWindow


def big_doc(sample_doc: dict[str, Any]) -> dict[str, Any]:
    """The sample with enough extra items to be linted in slices, one of them with a broken rule."""
    doc = copy.deepcopy(sample_doc)
    for n in range(SLICED_FROM + 20):
        rules = [{"type": "chargePool", "identifier": f"c{n}", "label": f"C{n}", "max": "2"}]
        if n == SLICED_FROM // 2:
            rules.append({"type": "chargeConsumer", "poolIdentifier": "nowhere", "cost": "1"})
        doc["items"].append({"id": f"extra-{n}", "name": f"Extra {n}", "type": "object", "rules": rules})
    return doc


def slicing_window(qtbot: Any, library: Any, settings: Any, doc: dict[str, Any], dice: list[int]) -> Any:
    """The window shown and turned until its lint slices have started (one part a turn: SLICE 0)."""
    cid = library.create(doc)
    window = MainWindow(library.open_session(cid, roller=ScriptedRoller(dice)), library=library,
                        character_id=cid, settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    for _turn in range(2000):
        if window.display._lint_slices.running():  # noqa: SLF001 - the part under test
            return window
        QApplication.processEvents()
    raise AssertionError("the lint slices never started")


def test_a_big_sheet_is_linted_in_slices_after_its_first_paint(qtbot, library, settings, sample_doc, monkeypatch):
    monkeypatch.setattr(lint_slices, "SLICE", 0.0)  # one part a turn: the slices are surely seen
    window = slicing_window(qtbot, library, settings, big_doc(sample_doc), [])
    slices = window.display._lint_slices  # noqa: SLF001 - the part under test
    assert window.view.painted and window.display._lint_pending  # noqa: SLF001
    QApplication.processEvents()
    assert slices.running() and not window.problems_dock.isVisible()  # between paints, not in one block
    qtbot.waitUntil(lambda: not window.display._lint_pending, timeout=20000)  # noqa: SLF001
    expected = [p.line() for p in lint_character(window.session.char)]
    assert any("nowhere" in line for line in expected)
    assert sorted(window.problems_list.lines()) == sorted(expected)  # shown grouped by item
    assert [p.line() for p in window.display.problems] == expected
    assert window.problems_dock.isVisible() and not slices.running()


def test_an_action_before_the_slices_are_through_lints_at_once(qtbot, library, settings, sample_doc, monkeypatch):
    monkeypatch.setattr(lint_slices, "SLICE", 0.0)
    window = slicing_window(qtbot, library, settings, big_doc(sample_doc), [3, 4])
    assert window.apply(steps.Activate(item="rage").step()).ok
    assert not window.display._lint_pending and not window.display._lint_slices.running()  # noqa: SLF001
    assert [p.line() for p in window.display.problems] == [p.line() for p in lint_character(window.session.char)]
    assert sorted(window.problems_list.lines()) == sorted(p.line() for p in window.display.problems)
