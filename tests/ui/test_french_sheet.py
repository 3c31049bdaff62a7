"""A French sheet: driven by the controls' stable ids, never their labels; the log keeps the language each
line was written in (issue 32 item 11, docs/translations.md)."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from sheet_app.ui.language import apply_language, install_translators


@pytest.fixture
def french(qapp, settings):
    assert apply_language(settings, "fr") == "fr"
    yield
    install_translators([])


MNEMONIC = re.compile(r"(?<!&)&([^&\s])")


class Pseudo(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002 - Qt's signature
        return f"⟦{source}⟧" if source else source

    def isEmpty(self):
        return False


def test_the_log_keeps_the_language_it_was_written_in(qtbot, library, settings, sample_doc):
    from sheet_helpers import make_window

    install_translators([Pseudo()])
    try:
        window = make_window(qtbot, library, settings, sample_doc, dice=[3, 4, 2, 5, 1, 6])
        window.menus.table_actions["startEncounter"].trigger()
        written = library.log(window.character_id)
        assert written and all("⟦" in line for line in written), written
    finally:
        install_translators([])
    window.menus.table_actions["startTurn"].trigger()  # now in English
    after = library.log(window.character_id)
    assert after[:len(written)] == written  # the earlier lines as they were written
    assert after[len(written):] and all("⟦" not in line for line in after[len(written):])


def test_a_french_turn_by_the_controls_ids(qtbot, library, settings, sample_doc, french):
    """Every control found by its id: the menus, the table controls, Undo and Redo read French, and the log
    lines are written in French."""
    from sheet_helpers import make_window

    window = make_window(qtbot, library, settings, sample_doc, dice=[3, 4, 2, 5, 1, 6, 2, 3])
    titles = [action.text() for action in window.menuBar().actions()]
    assert "&Fichier" in titles and "&File" not in titles, titles
    actions = window.menus.table_actions
    actions["startEncounter"].trigger()
    actions["startTurn"].trigger()
    assert window.session.char.encounter is not None
    log = library.log(window.character_id)
    assert "Rencontre commencée" in log and "Tour commencé" in log, log
    assert window.menus.undo_action.text() == "&Annuler Commencer le tour"
    window.menus.undo_action.trigger()
    assert window.menus.redo_action.isEnabled() and window.menus.redo_action.text().startswith("&Rétablir")
    defend = window.findChild(QPushButton, "reaction-defend")
    assert defend is not None and defend.text() == "Défendre" and defend.toolTip().startswith("Défendre"), \
        defend.toolTip()  # the reaction's name inside the sentence too, not only on the button
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Annuler"  # Qt's own words


@pytest.mark.parametrize("code", ["en", "fr", "es"])
def test_each_menu_has_one_key_per_entry(qtbot, library, settings, sample_doc, code):
    """Alt and a letter reach one entry of a menu in every language: no two entries share a mnemonic."""
    from sheet_helpers import make_window

    assert apply_language(settings, code) == code
    try:
        window = make_window(qtbot, library, settings, sample_doc)
        menus = [window.menuBar(), *(action.menu() for action in window.menuBar().actions() if action.menu())]
        clashes = []
        for menu in menus:
            keys: dict[str, str] = {}
            for action in menu.actions():
                found = MNEMONIC.search(action.text())
                if action.isSeparator() or not found:
                    continue
                key = found.group(1).lower()
                if key in keys:
                    where = menu.title() if hasattr(menu, "title") else "menu bar"
                    clashes.append(f"{where}: {keys[key]!r} and {action.text()!r}")
                keys[key] = action.text()
        assert not clashes, clashes
    finally:
        install_translators([])
