"""sheet_app.i18n, the Qt-free half of the translations (docs/translations.md)."""
from __future__ import annotations

import subprocess
import sys

import pytest

from sheet_app import i18n

EN_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context><name>Engine</name>
<message numerus="yes"><source>%n dice</source>
<translation><numerusform>%n die</numerusform><numerusform>%n dice</numerusform></translation></message>
<message numerus="yes"><source>%n dice</source><comment>picked</comment>
<translation><numerusform>one die picked</numerusform><numerusform>%n dice picked</numerusform></translation></message>
</context></TS>
"""


@pytest.fixture
def english_plurals(tmp_path, monkeypatch):
    (tmp_path / "sheet_app_en.ts").write_text(EN_TS, encoding="utf-8")
    monkeypatch.setattr(i18n, "TRANSLATIONS", tmp_path)
    i18n._english_plurals.cache_clear()
    yield
    i18n._english_plurals.cache_clear()


def test_english_is_the_source_with_its_plural_forms(english_plurals):
    assert i18n.Engine.tr("Cannot cast {name} now").format(name="Kindle") == "Cannot cast Kindle now"
    assert i18n.Engine.tr("%n dice", "", 1) == "1 die"
    assert i18n.Engine.tr("%n dice", "", 0) == "0 dice"
    assert i18n.Engine.tr("%n dice", "", 3) == "3 dice"
    assert i18n.Engine.tr("%n dice", "picked", 1) == "one die picked"  # the disambiguation is part of the key
    assert i18n.Views.tr("%n dice", "", 1) == "1 dice"  # another context has no such plural: the source


def test_an_unreadable_english_file_leaves_the_sources(tmp_path, monkeypatch):
    (tmp_path / "sheet_app_en.ts").write_text("<TS><context>", encoding="utf-8")
    monkeypatch.setattr(i18n, "TRANSLATIONS", tmp_path)
    i18n._english_plurals.cache_clear()
    try:
        assert i18n.Engine.tr("%n dice", "", 2) == "2 dice"
    finally:
        i18n._english_plurals.cache_clear()


def test_an_installed_translator_is_used_and_none_restores_english():
    calls = []
    i18n.install(lambda context, text, disambiguation, n: calls.append((context, text, disambiguation, n)) or "X")
    try:
        assert i18n.Sheet.tr("Use", "verb") == "X"
        assert i18n.translate("Rules", "Wounds") == "X"
    finally:
        i18n.install(None)
    assert calls == [("Sheet", "Use", "verb", -1), ("Rules", "Wounds", None, -1)]
    assert i18n.Sheet.tr("Use") == "Use"
    assert i18n.QT_TRANSLATE_NOOP("Rules", "Wounds") == "Wounds"


def test_the_headless_commands_import_no_qt_for_the_words():
    code = "import sys, sheet_app.i18n, sheet_app.engine.steps; print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_a_message_is_read_back_by_its_template_in_any_language():
    english = "{head}hit, {total} damage{detail}"
    assert i18n.filled(english, "Greataxe: hit, 9 damage (1d12 = 9)") == {
        "head": "Greataxe: ", "total": "9", "detail": " (1d12 = 9)"}
    french = "{head}touché, {total} dégâts{detail}"
    assert i18n.filled(french, "Grande hache : touché, 9 dégâts")["total"] == "9"
    assert i18n.filled(french, "Greataxe: hit, 9 damage") is None
    assert i18n.filled("{a} and {a}", "x and x") == {"a": "x"} and i18n.filled("{a} and {a}", "x and y") is None
    assert i18n.filled("Spent {mana} mana ({parts})", "Spent 2 mana (1 own, 1 combat)")["mana"] == "2"
