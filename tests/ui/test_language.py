"""The app's language: View ▸ Language, the system's, the .qm built from the .ts (ui/language.py)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from sheet_app import i18n
from sheet_app.ui import language

FR_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context><name>Sheet</name>
<message><source>Restart now</source><translation>Redémarrer</translation></message>
<message numerus="yes"><source>%n dice</source>
<translation><numerusform>%n dé</numerusform><numerusform>%n dés</numerusform></translation></message>
</context></TS>
"""


@pytest.fixture
def tiny_french(tmp_path, monkeypatch):
    folder = tmp_path / "translations"
    folder.mkdir()
    (folder / "sheet_app_fr.ts").write_text(FR_TS, encoding="utf-8")
    monkeypatch.setattr(i18n, "TRANSLATIONS", folder)
    monkeypatch.setattr(language, "_cache", lambda: tmp_path / "cache")
    yield folder
    language.install_translators([])


def test_french_is_compiled_once_and_speaks_through_qt(qapp, tiny_french, settings, monkeypatch):
    monkeypatch.delenv(language.ENVIRONMENT, raising=False)
    settings.setValue(language.SETTING, "fr")
    assert language.apply_language(settings) == "fr"
    assert i18n.Sheet.tr("Restart now") == "Redémarrer"
    assert i18n.Sheet.tr("%n dice", "", 1) == "1 dé"
    assert i18n.Sheet.tr("%n dice", "", 2) == "2 dés"
    assert i18n.Sheet.tr("Not translated") == "Not translated"
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Annuler"  # Qt's own, in French
    built = list((tiny_french.parent / "cache").glob("sheet_app_fr-*.qm"))
    assert len(built) == 1
    stamp = built[0].stat().st_mtime_ns
    assert language.compiled("fr") == built[0] and built[0].stat().st_mtime_ns == stamp  # not compiled again
    settings.setValue(language.SETTING, "en")
    assert language.apply_language(settings) == "en"
    assert i18n.Sheet.tr("Restart now") == "Restart now"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_an_edited_translation_is_compiled_again(qapp, tiny_french):
    first = language.compiled("fr")
    (tiny_french / "sheet_app_fr.ts").write_text(FR_TS.replace("Redémarrer", "Relancer"), encoding="utf-8")
    second = language.compiled("fr")
    assert first != second and second is not None and second.exists()


def test_a_broken_translation_falls_back_to_english(qapp, tiny_french, settings, monkeypatch):
    (tiny_french / "sheet_app_fr.ts").write_text("<TS><context><name>", encoding="utf-8")
    problems = []
    monkeypatch.setattr(language.diagnostics, "log_problem", problems.append)
    settings.setValue(language.SETTING, "fr")
    monkeypatch.delenv(language.ENVIRONMENT, raising=False)
    assert language.apply_language(settings) == "en"
    assert i18n.Sheet.tr("Restart now") == "Restart now"
    assert any("sheet_app_fr.ts" in problem for problem in problems)


def test_the_environment_then_the_choice_then_the_system(settings, monkeypatch):
    monkeypatch.delenv(language.ENVIRONMENT, raising=False)
    monkeypatch.setattr(language, "system_language", lambda: "es")
    assert language.chosen(settings) == "system" and language.wanted(settings) == "es"
    settings.setValue(language.SETTING, "fr")
    assert language.wanted(settings) == "fr"
    settings.setValue(language.SETTING, "klingon")  # a stored value the app does not speak: the system's
    assert language.chosen(settings) == "system" and language.wanted(settings) == "es"
    monkeypatch.setenv(language.ENVIRONMENT, "en")
    assert language.wanted(settings) == "en"


def test_view_language_stores_the_choice_and_offers_a_restart(qtbot, window, settings, monkeypatch):
    monkeypatch.delenv(language.ENVIRONMENT, raising=False)
    monkeypatch.setattr(language, "system_language", lambda: "en")
    from sheet_app.ui.sheet import language_menu

    monkeypatch.setattr(language_menu, "system_language", lambda: "en")
    menu = window.menus.view_menu.findChild(type(window.menus.view_menu), "languageMenu")
    assert menu is not None
    codes = [action.objectName() for action in menu.actions()]
    assert codes == ["language-system", "language-en", "language-fr", "language-es"]
    assert window.menus.language_actions["system"].isChecked()
    window.menus.language_actions["en"].trigger()  # English on an English system: nothing to restart for
    assert settings.value(language.SETTING) == "en" and not window.message.isVisible()
    window.menus.language_actions["fr"].trigger()
    assert settings.value(language.SETTING) == "fr"
    assert window.message.isVisible() and "Français" in window.message.text.text()
    assert window.message.action.text() == "Restart now"
    app = QApplication.instance()
    try:
        window.message.action.click()
        assert app.property(language_menu.RESTART) is True
        qtbot.waitUntil(lambda: not window.isVisible())
    finally:
        app.setProperty(language_menu.RESTART, False)


def test_the_restart_runs_the_same_command(monkeypatch):
    monkeypatch.setattr(language.sys, "orig_argv", ["/usr/bin/python3", "-m", "sheet_app", "hero.json"])
    monkeypatch.setattr(language.sys, "executable", "/venv/bin/python")
    assert language.restart_command() == ["/venv/bin/python", "-m", "sheet_app", "hero.json"]
