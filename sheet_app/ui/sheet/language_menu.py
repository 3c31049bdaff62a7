"""View ▸ Language: the system's language or one the app speaks, from the next start (docs/translations.md).

The choice is stored at once; the window is not rebuilt under the player, whose open dialogs, typed fields
and table would be lost: the message bar offers "Restart now", which closes the window as Quit does (every
action is already saved) and starts the app again with the same arguments (ui/app.py, `run_gui`).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu

from ...i18n import LANGUAGES, Sheet
from ..language import SETTING, SYSTEM, chosen, system_language, wanted

RESTART = "sheetAppRestart"  # the application's property run_gui reads once the window has closed


def build_language_menu(owner: Any, view: QMenu) -> dict[str, QAction]:
    """The Language submenu at the end of `view`; `owner` is the Menus part (its host has the settings)."""
    menu = view.addMenu(Sheet.tr("&Language"))
    menu.setObjectName("languageMenu")
    group = QActionGroup(menu)
    current = chosen(owner.host.settings)
    actions: dict[str, QAction] = {}
    system = Sheet.tr("System ({language})").format(language=LANGUAGES[system_language()])
    for code, name in [(SYSTEM, system), *LANGUAGES.items()]:  # each language under its own name
        action = QAction(name, menu, checkable=True)
        action.setObjectName(f"language-{code}")
        action.setChecked(code == current)
        action.triggered.connect(lambda _=False, c=code: choose_language(owner, c))
        group.addAction(action)
        menu.addAction(action)
        actions[code] = action
    return actions


def choose_language(owner: Any, code: str) -> None:
    """Store the choice; when it changes the language spoken, offer to restart now."""
    settings = owner.host.settings
    before = wanted(settings)
    settings.setValue(SETTING, code)
    settings.sync()
    after = wanted(settings)
    window = owner.host.dialog_parent()
    if after == before:
        return
    text = Sheet.tr("sheet-app speaks {language} from its next start. Everything is saved.").format(
        language=LANGUAGES[after])
    window.message.show_message(text, error=False, action=Sheet.tr("Restart now"),
                                callback=lambda: restart(window))


def restart(window: Any) -> None:
    """Close the window as Quit does, and ask run_gui to start the app again."""
    app = QApplication.instance()
    if app is not None:
        app.setProperty(RESTART, True)
    window.close()
