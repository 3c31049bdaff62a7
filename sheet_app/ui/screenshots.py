"""Render every screen to PNG: `python -m sheet_app.ui.screenshots [OUTDIR]` (default docs/screenshots).

CI runs it through tests/ui/test_screenshots.py, so a screen that breaks fails the build; run it by
hand to refresh the pictures in the docs.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, cast

from ..engine import steps

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "resources" / "sample-berserker.json"


def _create(library: Any, doc: dict[str, Any]) -> str:
    """A character for the shots, written through the library's door (ui/operations.py)."""
    from .operations import LibraryOps

    return LibraryOps(library).create(doc)


def _grab(widget: Any, path: Path) -> Path:
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    widget.grab().save(str(path))
    return path


def speak(code: str) -> None:
    """Show the screens in language `code` (English: no translator)."""
    from .language import apply_language

    apply_language(None, code)


def _until_built(builder: Any) -> None:
    """Let the Rules Builder build its cards (it builds a few per turn of the event loop) before the picture."""
    import time

    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + 20
    while not builder.fully_built() and time.monotonic() < end:
        QApplication.processEvents()
    QApplication.processEvents()


def render_all(out: Path, themes: tuple[str, ...] = ("light", "dark"), language: str = "") -> list[Path]:
    """Render the sheet, dice panel, item editor, rules builder, character list, New character, rests,
    Attacked…, Combat Dice and the real-dice prompt, in `language` if given; return the files."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from ..engine.dice import ScriptedRoller
    from ..storage.library import Library
    from .sheet.window import MainWindow
    from .theme import apply_theme

    app = cast(QApplication, QApplication.instance() or QApplication([]))  # the one app is a QApplication
    out.mkdir(parents=True, exist_ok=True)
    if language:
        speak(language)
    written: list[Path] = []
    for theme in themes:
        apply_theme(app, theme)
        folder = Path(tempfile.mkdtemp(prefix="sheet-app-shots-"))
        library = Library(folder / "library.sqlite3")
        cid = _create(library, json.loads(SAMPLE.read_text(encoding="utf-8")))
        session = library.open_session(cid, roller=ScriptedRoller([3, 4, 2, 6, 5, 1, 4, 2, 6, 3] * 4))
        window = MainWindow(session, library=library, character_id=cid,
                            settings=QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
        window.resize(1280, 800)
        window.show()
        for step in (steps.StartEncounter(), steps.RollInitiative(), steps.Activate(item="rage"), steps.StartTurn(),
                     steps.Activate(item="wand"), steps.Attacked(damage=9, type="piercing")):
            window.apply(step.step())
        window.model.set_flash(set())
        written.append(_grab(window, out / f"sheet-{theme}.png"))
        if theme == themes[0]:  # paper is light in either theme: one picture of the printed page
            from .printing import page_image

            page_image(session, 1240).save(str(out / "print-page.png"))
            written.append(out / "print-page.png")

        shots: list[tuple[str, Callable[[], Any]]] = [
            ("dice-panel-from-sheet", partial(window.items.open_dice_panel, "fury")),
            ("item-editor", partial(window.items.edit_item, 5)),
            ("characters", window.files.open_characters),
        ]
        try:
            from .builder import RulesBuilder  # noqa: F401

            shots.append(("rules-builder", partial(window.items.open_builder, 1)))
        except ImportError:  # pragma: no cover - the builder ships with the app
            pass
        for name, opener in shots:
            dialog = opener()
            if dialog is None:
                continue
            dialog.show()
            if name == "rules-builder":
                dialog.resize(1100, 760)
                _until_built(dialog)
            written.append(_grab(dialog, out / f"{name}-{theme}.png"))
            dialog.close()
        from .screenshots_new import render_new_character  # Character ▸ New character…, from our own content

        written.extend(render_new_character(window, out, theme))
        window.close()
        written.extend(_spend_shots(library, out, theme))
        written.extend(_round_shots(library, folder, theme, out))
        written.extend(_roll_shots(library, out, theme))
        from .screenshots_turn import render_turn  # the Mage's conditions, actions and spells

        written.extend(render_turn(library, out, theme))
        library.close()
    from .table.screenshots import render_party_board  # the table's board (docs/table.md)

    written += render_party_board(out, themes)
    return written


def _spend_shots(library: Any, out: Path, theme: str) -> list[Path]:
    """A critical hit offering Death Blow on its result, and a dice panel card greyed because its item
    cannot pay (Blood Frenzy, used this turn)."""
    from ..engine.dice import ScriptedRoller
    from .sheet.window import MainWindow

    written = []
    cid = _create(library, json.loads(SAMPLE.read_text(encoding="utf-8")))
    session = library.open_session(cid, roller=ScriptedRoller([3, 4, 12, 5, 2]))
    folder = Path(tempfile.mkdtemp(prefix="sheet-app-shots-"))
    window = MainWindow(session, library=library, character_id=cid,
                        settings=_settings(folder))
    window.resize(1280, 800)
    window.show()
    window.apply(steps.Activate(item="rage").step())
    index = session.char.find_item("greataxe")
    assert index is not None
    dialog = window.items.attack(index, steps.Activate(item="greataxe").step())
    if dialog is not None:
        dialog.show()
        for die in (1, 0):
            dialog.toggle(die)
        written.append(_grab(dialog, out / f"attack-offer-{theme}.png"))
        dialog.without()
    window.apply(steps.Spend(pool="fury", consumer="blood-frenzy", picks=[0]).step())
    panel = window.items.open_dice_panel("fury")
    if panel is not None:
        panel.show()
        written.append(_grab(panel, out / f"dice-panel-greyed-{theme}.png"))
        panel.close()
    window.close()
    return written


def _round_shots(library: Any, folder: Path, theme: str, out: Path) -> list[Path]:
    """The rests, the Attacked dialog, Combat Dice and the real-dice prompt (engine.md §5.1, §5.3, §5.4)."""
    from PySide6.QtCore import QSettings

    from ..engine.dice import ScriptedRoller
    from .sheet.window import MainWindow

    doc = json.loads(SAMPLE.read_text(encoding="utf-8"))
    doc.update(hp={"current": 21, "max": 58, "temp": 5}, hitDice={"d12": {"current": 6, "max": 6}},
               wounds={"current": 1, "max": 6}, states=["raging"],
               pools={"wand-charges": {"current": 1}, "fury": {"faces": [3, 1, 4]}})
    settings = QSettings(str(folder / "round.ini"), QSettings.Format.IniFormat)
    cid = _create(library, doc)
    window = MainWindow(library.open_session(cid, roller=ScriptedRoller([4, 2] * 10)), library=library,
                        character_id=cid, settings=settings)
    window.resize(1280, 800)
    window.show()
    written = []

    def field_rest() -> Any:
        dialog = window.play.open_field_rest()
        dialog.counts["d12"].setValue(2)
        return dialog

    def attacked() -> Any:
        dialog = window.play.open_attacked()
        dialog.amount.setValue(14)
        dialog.cards[0].toggle(0)
        dialog.cards[0].toggle(1)
        return dialog

    def real_dice() -> Any:
        window.play.set_real_dice(True)
        window.apply(steps.Activate(item="greataxe").step())
        dialog = window.play.faces_dialog
        assert dialog is not None, "the greataxe rolls: the faces are asked"
        dialog.boxes[0].setText("12")
        dialog.confirm()  # a critical: the die explodes and a second box is asked for
        return dialog

    for name, opener in (("safe-rest", window.play.open_safe_rest), ("field-rest", field_rest),
                         ("attacked", attacked), ("real-dice", real_dice)):
        dialog = opener()
        dialog.show()
        written.append(_grab(dialog, out / f"{name}-{theme}.png"))
        dialog.close()
    window.play.set_real_dice(False)
    window.close()
    commander = json.loads((ROOT / "resources" / "sample-commander.json").read_text(encoding="utf-8"))
    cid = _create(library, commander)
    window = MainWindow(library.open_session(cid, roller=ScriptedRoller([5, 7, 2])), library=library,
                        character_id=cid, settings=settings)
    window.show()
    window.apply(steps.RollInitiative(value=10).step())
    window.items.use_item(window.session.char.find_item("longsword") or 0)
    dialog = window.items.combat_dice
    assert dialog is not None, "the commander has Combat Dice: they are offered"
    dialog.count.setValue(2)
    dialog.show()
    written.append(_grab(dialog, out / f"combat-dice-{theme}.png"))
    dialog.close()
    window.close()
    return written


def _roll_shots(library: Any, out: Path, theme: str) -> list[Path]:
    """The roll dialog on a save (the class's advantage, Poisoned, advantage chosen, a DC), the same choice on
    an attack, the attack's offer with both primary faces, and the player's own dice for a check with
    disadvantage (character.md §11)."""
    from ..engine.dice import ScriptedRoller
    from .sheet.window import MainWindow

    doc = json.loads(SAMPLE.read_text(encoding="utf-8"))
    doc["states"] = ["poisoned"]
    cid = _create(library, doc)
    session = library.open_session(cid, roller=ScriptedRoller([3, 4, 5, 12, 5, 2]))
    window = MainWindow(session, library=library, character_id=cid, settings=_settings(Path(tempfile.mkdtemp())))
    window.resize(1280, 800)
    window.show()
    written = []
    dialog = window.rolls.open_roll("save", "strength")
    dialog.set_mode(1)
    dialog.dc.setValue(12)
    written.append(_grab(dialog, out / f"roll-dialog-{theme}.png"))
    dialog.close()
    window.apply(steps.Activate(item="rage").step())
    index = session.char.find_item("greataxe")
    assert index is not None
    attack = window.rolls.open_attack_mode(index)
    if attack is not None:
        attack.set_mode(2)
        written.append(_grab(attack, out / f"roll-attack-{theme}.png"))
        attack.close()
    offer = window.items.attack(index, steps.Activate(item="greataxe", mode=2).step())
    if offer is not None:  # 5 and 12 with the mode's net +1 (Poisoned −1): 12 kept, a critical
        offer.show()
        written.append(_grab(offer, out / f"attack-advantage-{theme}.png"))
        offer.close()
    window.play.set_real_dice(True)
    window.rolls.roll("skill", "stealth")
    faces = window.play.faces_dialog
    if faces is not None:
        faces.boxes[0].setText("14")
        faces.show()
        written.append(_grab(faces, out / f"real-dice-check-{theme}.png"))
        faces.close()
    window.play.set_real_dice(False)
    window.close()
    return written


def _settings(folder: Path) -> Any:
    from PySide6.QtCore import QSettings

    return QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)


def main(argv: list[str] | None = None) -> int:
    """`[OUTDIR] [--language CODE]`: the pictures in English, or in CODE (default folder docs/screenshots/CODE)."""
    args = list(sys.argv[1:] if argv is None else argv)
    language = ""
    if "--language" in args:
        at = args.index("--language")
        language = args[at + 1]
        del args[at:at + 2]
    folder = ROOT / "docs" / "screenshots"
    out = Path(args[0]) if args else (folder / language if language else folder)
    for path in render_all(out, language=language):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
