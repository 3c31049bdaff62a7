"""Every screen renders (the docs' screenshots come from the same code), in both palettes."""
from PySide6.QtGui import QImage

from sheet_app.ui.screenshots import render_all


def _varied(path) -> bool:
    image = QImage(str(path))
    colours = {image.pixel(x, y) for x in range(0, image.width(), 29) for y in range(0, image.height(), 17)}
    return not image.isNull() and image.width() > 200 and len(colours) > 6


def test_every_screen_renders_in_both_palettes(tmp_path):
    files = render_all(tmp_path)
    names = {path.name for path in files}
    for theme in ("light", "dark"):
        for screen in ("sheet", "dice-panel-from-sheet", "item-editor", "characters", "attack-offer",
                       "dice-panel-greyed", "safe-rest", "field-rest", "attacked", "real-dice", "combat-dice",
                       "roll-dialog", "roll-attack", "attack-advantage", "real-dice-check",
                       "turn-sheet", "turn-header", "condition-picker", "cast-dialog", "attacked-defend",
                       "new-character"):
            assert f"{screen}-{theme}.png" in names
    for path in files:
        assert _varied(path), path.name
