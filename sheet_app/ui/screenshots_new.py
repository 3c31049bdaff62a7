"""The New character and Level up dialogs' pictures for the guide (docs/screenshots/new-character-*.png,
level-up-*.png), from content of
our own: a system folder written at render time with a class, its features of levels 1 and 2, the starting staff its
Grant Item brings, an ancestry and a background, in upstream's document shape (names and words are ours; the
app ships no Nimble content), imported into the library's content index as a player's would be."""
from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

_STATS = {"coreVersion": "13.347", "systemId": "nimble"}  # documents of the Nimble system, in our words
_STAFF_ID = "oursStaff0000001"


def _doc(n: int, name: str, kind: str, system: dict[str, Any]) -> dict[str, Any]:
    return {"_id": f"oursDoc{n:09d}", "name": name, "type": kind, "_stats": _STATS, "effects": [], "flags": {},
            "system": {"description": f"<p>{name}, in our words.</p>", "rules": [], **system}}


def _feature(n: int, name: str, level: int = 1, group: str = "thornguard-progression",
             options: list[Any] | None = None) -> dict[str, Any]:
    system: dict[str, Any] = {"featureType": "class", "class": "thornguard", "group": group, "gainedAtLevel": level,
                              "gainedAtLevels": [level], "subclass": False}
    if options:
        system.update(levelUpOptions=options, selectionCountByLevel={})
    return _doc(n, name, "feature", system)


def _level_two() -> list[dict[str, Any]]:
    """The Thornguard's level 2 (the Level up picture): a feature gained and a pick-1 group."""
    arts = [{"id": "thorn-arts", "label": "Thorn Arts", "applyAtLevels": [2], "rules": [],
             "selectionGroups": ["thornguard-arts"], "selectionCount": 1}]
    return [_feature(7, "Deep Roots", 2), _feature(8, "Thorn Arts", 2, options=arts),
            _feature(9, "Barbed Hide", 2, "thornguard-arts"), _feature(10, "Bark Skin", 2, "thornguard-arts")]


def documents() -> list[dict[str, Any]]:
    grant = {"type": "grantItem", "id": "startingStaff", "label": "Starting Gear - Walking Staff", "predicate": {},
             "priority": 1, "allowDuplicate": True, "inMemoryOnly": False,
             "uuid": f"Compendium.ours.ours-items.Item.{_STAFF_ID}"}
    thornguard = _doc(1, "Thornguard", "class", {
        "identifier": "thornguard", "hitDieSize": 10, "keyAbilityScores": ["strength", "will"], "classLevel": 1,
        "hpData": [], "abilityScoreData": {}, "groupIdentifiers": ["thornguard-progression", "thornguard-arts"],
        "rules": [grant]})
    staff = _doc(0, "Walking Staff", "object", {"objectType": "weapon", "equipped": True})
    staff["_id"] = _STAFF_ID
    return [thornguard, _feature(2, "Rootbound"), _feature(3, "Bramble Step"),
            _doc(4, "Hillfolk", "ancestry", {"size": "medium"}), _doc(5, "Lamplighter", "background", {}),
            _doc(6, "Tinker", "background", {}), staff, *_level_two()]


def write_system(root: Path) -> Path:
    """The system folder: its manifest and one Item pack of JSON sources."""
    pack = root / "packs" / "ours-items"
    pack.mkdir(parents=True)
    (root / "system.json").write_text(json.dumps({"id": "ours", "title": "Our content", "packs": [
        {"name": "ours-items", "label": "Our items", "path": "packs/ours-items", "type": "Item"}]}), encoding="utf-8")
    for doc in documents():
        (pack / f"{doc['_id']}.json").write_text(json.dumps(doc), encoding="utf-8")
    return root


def render_new_character(window: Any, out: Path, theme: str) -> list[Path]:
    """The dialog over `window`, our content imported into its library, a name typed and an origin chosen; then
    the character made and the Level up dialog on it (`render_level_up`)."""
    from PySide6.QtWidgets import QApplication

    from ..storage.foundry_content import read_content

    assert window.ops.library_ops is not None
    window.ops.library_ops.import_content(read_content(write_system(Path(tempfile.mkdtemp()) / "ours")))
    dialog = window.menus.new_characters.open_new_character()
    dialog.name.setText("Wren")
    for combo, name in ((dialog.ancestry_box, "Hillfolk"), (dialog.background_box, "Lamplighter")):
        combo.setCurrentIndex(combo.findText(name))
    dialog.show()
    QApplication.processEvents()
    path = out / f"new-character-{theme}.png"
    dialog.grab().save(str(path))
    dialog.create_button.click()  # Wren is made, stored and opened: the Level up shot levels her
    QApplication.processEvents()
    return [path, render_level_up(window, out, theme)]


def _tick(ticks: Any, name: str) -> None:
    from PySide6.QtCore import Qt

    for n in range(ticks.count()):
        item = ticks.item(n)
        item.setCheckState(Qt.CheckState.Checked if item.text() == name else Qt.CheckState.Unchecked)


def render_level_up(window: Any, out: Path, theme: str) -> Path:
    """Character ▸ Level up… on the character just made: the average HP, a skill and a Thorn Art picked."""
    from PySide6.QtWidgets import QApplication

    dialog = window.menus.levels.open_level_up()
    dialog.hp_buttons["average"].setChecked(True)
    dialog.skill_box.setCurrentIndex(dialog.skill_box.findData("lore"))
    for ticks in dialog.group_lists.values():
        _tick(ticks, "Barbed Hide")
    dialog.show()
    QApplication.processEvents()
    path = out / f"level-up-{theme}.png"
    dialog.grab().save(str(path))
    dialog.close()
    return path
