"""File ▸ Export PDF… and Print… (issue 19): the sample Berserker on one page, its text in the PDF,
the same page from the printer path, light on paper whatever the screen's theme."""
from __future__ import annotations

import copy
import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sheet_app.engine.session import Session
from sheet_app.ui.printing import SheetPainter, page_image, rule_lines
from sheet_app.ui.theme import apply_theme

WORDS = ["Korr Ironhide", "Level 6", "Berserker", "STR", "TEMP HP", "WOUNDS", "Rage", "Fury Dice",
         "That all you got?!", "Blood Frenzy", "Wand of Scorching Rays", "Wand Charges",
         "Attack (melee): 1d12 + 3 (STR) damage", "Using it turns on Raging"]


def pdf_text(path) -> str | None:
    if shutil.which("pdftotext") is None:
        return None
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True, timeout=60).stdout


def pdf_pages(path, tmp_path) -> int | None:
    """Render the PDF with pdftoppm (when installed): the number of pages, each checked not blank."""
    if shutil.which("pdftoppm") is None:
        return None
    subprocess.run(["pdftoppm", "-r", "40", "-png", str(path), str(tmp_path / "page")], check=True, timeout=60)
    from PySide6.QtGui import QImage
    pages = sorted(tmp_path.glob("page*.png"))
    for page in pages:
        image = QImage(str(page))
        dark = sum(1 for y in range(0, image.height(), 4) for x in range(0, image.width(), 4)
                   if image.pixelColor(x, y).lightness() < 128)
        assert dark > 50, f"{page.name} is blank"
    return len(pages)


def test_export_pdf_writes_the_sample_on_one_page_with_its_text(qtbot, window, tmp_path):
    path = tmp_path / "korr.pdf"
    assert window.files.export_pdf(str(path))
    assert path.read_bytes().startswith(b"%PDF")
    assert "1 page" in window.statusBar().currentMessage()
    text = pdf_text(path)
    if text is not None:
        for word in WORDS:
            assert word in text, word
    pages = pdf_pages(path, tmp_path)
    assert pages in (None, 1)


def test_the_file_menu_offers_export_pdf_and_print(qtbot, window):
    texts = [a.text().replace("&", "") for a in window.menuBar().actions()[0].menu().actions()]
    assert "Export PDF…" in texts and "Print…" in texts


def test_print_opens_the_dialog_and_prints_the_same_page(qtbot, window, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    dialog = window.files.print_sheet()
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.windowModality() == Qt.WindowModality.WindowModal
    dialog.reject()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    window.files._print_to(printer)
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")
    text = pdf_text(tmp_path / "printed.pdf")
    if text is not None:
        assert "Korr Ironhide" in text and "Wand Charges" in text


def test_a_failed_export_says_why(qtbot, window, tmp_path):
    assert not window.files.export_pdf(str(tmp_path / "no-such-folder" / "x.pdf"))
    assert window.message.isVisible() and "not written" in window.message.text.text()


def test_paper_is_light_whatever_the_theme(qtbot, sample_doc):
    session = Session(copy.deepcopy(sample_doc))
    light = page_image(session, 600)
    apply_theme(QApplication.instance(), "dark")
    try:
        dark = page_image(session, 600)
    finally:
        apply_theme(QApplication.instance(), "light")
    assert light == dark


def test_a_long_character_goes_on_to_more_pages(qtbot, sample_doc):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    doc = copy.deepcopy(sample_doc)
    for n in range(40):
        doc["items"].append({"id": f"extra-{n}", "name": f"Extra {n}", "type": "feature",
                             "rules": copy.deepcopy(sample_doc["items"][1]["rules"])})
    image = QImage(600, 800, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    turned = []
    pages = SheetPainter(Session(doc)).paint(painter, QRectF(20, 20, 560, 760), lambda: turned.append(1))
    painter.end()
    assert pages == len(turned) + 1 > 1


def test_rules_in_words(sample_doc):
    session = Session(copy.deepcopy(sample_doc))
    rage = rule_lines(session, session.char.find_item("rage"))
    assert rage[0] == "Using it turns on Raging; ends on death, dying, encounter end, a rest, 1 idle round"
    assert any(line.startswith("Fury Dice: up to 3 d6") for line in rage)
    wand = rule_lines(session, session.char.find_item("wand"))
    assert wand == ["Attack (ranged): 2d6 damage", "Wand Charges: 3 charges; Safe Rest: refill to max",
                    "Each use spends 1 of Wand Charges"]


@pytest.mark.parametrize("theme", ["light"])
def test_the_page_is_not_blank(theme, sample_doc):
    image = page_image(Session(copy.deepcopy(sample_doc)), 400)
    inked = sum(1 for y in range(0, image.height(), 3) for x in range(0, image.width(), 3)
                if image.pixelColor(x, y).lightness() < 128)
    assert inked > 200


def test_temporary_hp_and_hit_dice_are_on_the_page(qtbot, sample_doc, tmp_path):
    from sheet_app.ui.printing import export_pdf

    doc = copy.deepcopy(sample_doc)
    doc["hp"]["temp"] = 5
    doc["hitDice"] = {"d12": {"current": 2, "max": 3}}
    path = tmp_path / "temp.pdf"
    assert export_pdf(Session(doc), str(path)) == 1
    text = pdf_text(path)
    if text is not None:
        assert "HIT DICE" in text and "d12" in text
        values = next(line for line in text.splitlines() if "58 / 58" in line)  # the row under the captions
        assert values.split()[-2:] == ["5", "d12"]  # temp HP, then the hit dice


def test_the_class_hit_dice_are_on_the_page_when_none_are_saved(qtbot, sample_doc, tmp_path):
    from sheet_app.ui.printing import export_pdf

    doc = copy.deepcopy(sample_doc)
    doc.pop("hitDice", None)  # the Berserker's class item gives one d12 per level
    path = tmp_path / "default.pdf"
    assert export_pdf(Session(doc), str(path)) == 1
    text = pdf_text(path)
    if text is not None:
        assert "HIT DICE" in text and "d12" in text


def test_toggles_their_modifiers_and_card_offers_are_said_in_words(sample_doc):
    session = Session(copy.deepcopy(sample_doc))
    said = {item.name: rule_lines(session, i) for i, item in enumerate(session.char.items)}
    assert any("turns on Raging; ends on" in line and "encounter end" in line for line in said["Rage"])
    assert any(line.startswith("Rage: ") and "does not end on" in line for line in said["Deep Rage"])
    assert any(line.startswith("On a critical hit: spend Fury Dice") for line in said["Death Blow"])


def test_the_first_pages_picture_is_that_page_alone(sample_doc):
    """page_image draws the first page only: what overflows to later pages is not drawn over it (the docs'
    picture once showed the last item on top of the header)."""
    def with_extra(n: int) -> Session:
        doc = copy.deepcopy(sample_doc)
        doc["items"] += [{"id": f"extra-{i}", "name": f"Extra {i}", "type": "feature", "rules": []} for i in range(n)]
        return Session(doc)

    assert page_image(with_extra(40), 400) == page_image(with_extra(80), 400)
