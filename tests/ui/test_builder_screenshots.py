"""The builder drawn in the light and the dark palette at the size of a 1280×800 screen.

With SHEET_APP_SCREENSHOTS=DIR the pictures are written there (docs/screenshots is where the guide
expects them); otherwise to a temporary folder, and only checked.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QToolButton
from test_builder_helpers import (
    add_condition,
    berserker,
    card_labelled,
    click,
    field,
    find,
    flush_deleted,
    open_builder,
    session_for,
    set_row,
    settle,
    type_into,
)

from sheet_app.ui.theme import apply_theme


@pytest.fixture(autouse=True)
def _fresh_widgets():
    yield
    flush_deleted()


@pytest.fixture
def out_dir(tmp_path: Path) -> Path:
    target = os.environ.get("SHEET_APP_SCREENSHOTS")
    path = Path(target) if target else tmp_path
    path.mkdir(parents=True, exist_ok=True)
    return path


def _save(dialog, path: Path) -> QImage:
    dialog.grab().save(str(path))
    image = QImage(str(path))
    assert image.width() == dialog.width() and image.height() == dialog.height()
    return image


def _brightness(image: QImage) -> float:
    samples = [QColor(image.pixel(x, y)).lightnessF() for x in range(5, image.width(), 97)
               for y in range(5, image.height(), 89)]
    return sum(samples) / len(samples)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_builder_pictures(qtbot, out_dir, theme):
    apply_theme(QApplication.instance(), theme)
    try:
        session = session_for(berserker(states=["raging"]))
        dialog = open_builder(qtbot, session, "rage")
        dialog.resize(1200, 760)  # the sheet is 1280×800; the window sits inside it
        settle(qtbot, dialog)
        image = _save(dialog, out_dir / f"builder-{theme}.png")
        assert (_brightness(image) < 0.35) == (theme == "dark")
        assert dialog.palette().color(QPalette.ColorRole.Window).lightnessF() < 0.5 or theme == "light"

        pool = card_labelled(dialog, "Fury Dice")
        click(qtbot, field(pool, "refills.add"))
        type_into(qtbot, field(pool, "refills.1.value"), "@poolMax - @poolCurrent")
        click(qtbot, field(pool, "refills.1.conditionToggle"))
        editor = pool.fields["refills"].rows[1].condition
        set_row(qtbot, add_condition(qtbot, editor.root), "level", op="is at least", value="3")
        click(qtbot, find(editor.root, QToolButton, "addAny"))
        group = editor.root.child_widgets()[-1]
        set_row(qtbot, group.child_widgets()[0], "self", value="raging")
        set_row(qtbot, add_condition(qtbot, group), "self", value="bloodied")
        type_into(qtbot, field(pool, "max"), "@key + 1d4")
        settle(qtbot, dialog)
        dialog.scroll_area.ensureWidgetVisible(pool.fields["refills"], 0, 0)
        _save(dialog, out_dir / f"builder-fields-{theme}.png")

        dialog.open_picker()
        qtbot.keyClicks(dialog.picker.filter, "dice")
        _save(dialog, out_dir / f"builder-picker-{theme}.png")
    finally:
        apply_theme(QApplication.instance(), "light")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_problems_picture(qtbot, out_dir, theme):
    apply_theme(QApplication.instance(), theme)
    try:
        doc = berserker()
        doc["items"][2]["rules"][0]["poolScope"] = "actor"
        doc["items"][2]["rules"][0]["effectFormula"] = "(@strength + @dex) * @n"
        session = session_for(doc)
        dialog = open_builder(qtbot, session, "tayg")
        dialog.resize(1200, 760)
        click(qtbot, dialog.problems_button)
        settle(qtbot, dialog)
        assert dialog.problems_list.count() == 2
        _save(dialog, out_dir / f"builder-problems-{theme}.png")
    finally:
        apply_theme(QApplication.instance(), "light")
