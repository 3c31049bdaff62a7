"""The guide's "Conditions, actions and spells" pictures (docs/guide.md), for `ui/screenshots.py`: the sample Mage
in an encounter with conditions, its action pips and reactions and its spells (Kindle's and Thunderclap's Cast
greyed: 1 action left); the condition picker with a length; Cast with an upcast; Attacked… with Defend and the
concentration save."""
from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from ..engine import steps

ROOT = Path(__file__).resolve().parents[2]
MAGE = ROOT / "resources" / "sample-mage.json"


def mage_window(library: Any, folder: Path) -> Any:
    """The sample Mage in round 1 between its turns: Slowed and Prone (Hampered implied), concentrating on
    Static Web (one action spent)."""
    from PySide6.QtCore import QSettings

    from ..engine.dice import ScriptedRoller
    from .operations import LibraryOps
    from .sheet.window import MainWindow

    cid = LibraryOps(library).create(json.loads(MAGE.read_text(encoding="utf-8")))
    session = library.open_session(cid, roller=ScriptedRoller([4, 2, 5, 3, 6, 1] * 6))
    window = MainWindow(session, library=library, character_id=cid,
                        settings=QSettings(str(folder / "turn.ini"), QSettings.Format.IniFormat))
    window.resize(1280, 800)
    window.show()
    for step in (steps.StartEncounter(), steps.Cast(item="static-web"), steps.Condition(name="slowed"),
                 steps.Condition(name="prone")):
        window.apply(step.step())
    window.model.set_flash(set())
    index = session.char.find_item("kindle")
    if index is not None:
        window.select_item(index)
    return window


def render_turn(library: Any, out: Path, theme: str) -> list[Path]:
    from PySide6.QtWidgets import QApplication

    folder = Path(tempfile.mkdtemp(prefix="sheet-app-shots-"))
    window = mage_window(library, folder)
    index = window.session.char.find_item("kindle")
    assert index is not None
    dialog = window.items.cast(index)
    assert dialog is not None, "Kindle upcasts: Cast asks for the mana"
    dialog.show()
    dialog.mana.setValue(3)
    cast = _grab(dialog, out / f"cast-dialog-{theme}.png")
    dialog.close()
    window.apply(steps.Reaction(name="interpose").step())  # one reaction used: greyed, with its reason
    window.model.set_flash(set())
    written = [_grab(window, out / f"turn-sheet-{theme}.png")]
    bar = window.display.turn_bar
    written.append(_grab(window.header, out / f"turn-header-{theme}.png"))
    picker = bar.conditions.picker
    picker.popup(bar.conditions.picker_button.mapToGlobal(bar.conditions.picker_button.rect().bottomLeft()))
    QApplication.processEvents()
    length = bar.conditions.length
    assert length is not None, "the picker opens with its length line"
    length.count.setValue(2)  # "Lasts 2 rounds": the next condition picked ends after 2 of your turns
    length.unit.setCurrentIndex(length.unit.findData("rounds"))
    written.append(_grab(picker, out / f"condition-picker-{theme}.png"))
    picker.hide()
    written.append(cast)
    attacked = window.play.open_attacked(defend=True)
    attacked.amount.setValue(9)
    attacked.critical.setChecked(True)
    attacked.show()
    written.append(_grab(attacked, out / f"attacked-defend-{theme}.png"))
    attacked.close()
    window.close()
    return written


def _grab(widget: Any, path: Path) -> Path:
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    widget.grab().save(str(path))
    return path
