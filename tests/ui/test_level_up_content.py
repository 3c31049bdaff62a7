"""The window's Level up dialog reads the library's imported content (views/content_levels.py) when no other
provider is given: our own Warden content (tests/storage/content_fixtures.py), imported as unpacked JSON,
offers its level-2 feature in the dialog and Apply adds it."""
from __future__ import annotations

import sys
from pathlib import Path

from sheet_helpers import make_window
from test_level_up_dialog import apply, choose, open_dialog

from sheet_app.storage.content_index import ContentIndex
from sheet_app.storage.foundry_content import read_content
from sheet_app.views.content_levels import ContentLevels

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
import content_fixtures as fx  # noqa: E402


def test_the_dialog_offers_the_imported_classs_features_and_apply_adds_them(qtbot, library, settings, tmp_path):
    index = ContentIndex(library)
    index.replace(read_content(fx.write_json_folder(tmp_path / "json")))
    [row] = [r for r in index.search(kind="class") if r.name == "Warden"]
    warden = index.item(row.source, row.uuid)
    doc = {"format": "sheet/1", "name": "Edda", "level": 1, "keyStats": ["strength", "will"],
           "stats": {"strength": 2, "dexterity": 0, "intelligence": 0, "will": 1}, "hp": {"current": 17, "max": 17},
           "levelUpHistory": [], "items": [warden]}
    window = make_window(qtbot, library, settings, doc)
    assert isinstance(window.menus.levels.level_content(), ContentLevels)
    dialog = open_dialog(qtbot, window)
    assert [item["name"] for item in dialog.plan.automatic] == ["Road Sense"]
    assert "Road Sense" in dialog.automatic_label.text()
    choose(qtbot, dialog, dialog.skill_box, "lore")
    apply(qtbot, window, dialog, 2)
    assert "Road Sense" in [item.name for item in window.session.char.items]
