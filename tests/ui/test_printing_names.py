"""The printed page tells two copies apart and carries each item's description (issue 32 item 9)."""
from __future__ import annotations

import copy
import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from sheet_helpers import make_window, row_of

from sheet_app.engine.session import Session
from sheet_app.ui.printing import export_pdf

LONG = "Wand of Scorching Rays of the Eternal Flame"
RAGE_TEXT = ("<p>While raging you deal <strong>extra</strong>&nbsp;damage with @UUID[Compendium.nimble.x]{Fury "
             "Dice} and roll [[/r 1d6]] more.</p><script>alert('no')</script><ul><li>Ends when you rest.</li></ul>")

needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) not installed")


def _text(path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True,
                          timeout=60).stdout


@needs_poppler
def test_two_copies_cut_to_the_same_name_are_numbered(qtbot, library, settings, sample_doc, tmp_path):
    doc = copy.deepcopy(sample_doc)
    wand = next(item for item in doc["items"] if item["id"] == "wand")
    wand["name"] = LONG
    window = make_window(qtbot, library, settings, doc)
    window.view.setFocus()
    window.view.setCurrentIndex(row_of(window, LONG)[0])
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # a copy
    qtbot.waitUntil(lambda: sum(item.name.startswith(LONG) for item in window.session.char.items) == 2)
    path = tmp_path / "copies.pdf"
    assert window.files.export_pdf(str(path))
    names = [line.split("  ")[0].strip() for line in _text(path).splitlines() if line.strip().startswith("Wand of")]
    assert len(names) == 2 and names[0] != names[1], names
    assert names[0].endswith("(1)") and names[1].endswith("(2)")


@needs_poppler
def test_each_description_is_printed_as_text_on_the_pages_it_needs(sample_doc, tmp_path):
    doc = copy.deepcopy(sample_doc)
    rage = next(item for item in doc["items"] if item["id"] == "rage")
    rage["upstream"] = {"system": {"description": RAGE_TEXT}}
    long = " ".join(["Every word of a long feature text is printed, none is lost."] * 30)
    for n in range(8):
        doc["items"].append({"id": f"lore-{n}", "name": f"Lore {n}", "type": "feature",
                             "description": f"<p>{long} End of lore {n}.</p>"})
    path = tmp_path / "descriptions.pdf"
    pages = export_pdf(Session(doc), str(path))
    assert pages >= 2  # the sample fits one page: the descriptions go on
    text = " ".join(_text(path).split())
    assert "DESCRIPTIONS" in text
    assert "While raging you deal extra damage with Fury Dice and roll 1d6 more." in text
    assert "• Ends when you rest." in text
    assert "<p>" not in text and "alert" not in text and "UUID" not in text
    assert "End of lore 7." in text  # the last one, on a later page
