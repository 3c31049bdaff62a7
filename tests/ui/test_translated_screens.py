"""Every word on every screen comes through a translation (issue 32 item 11, docs/translations.md).

The screens of the guide (sheet_app/ui/screenshots.py's render_all: the sheet and its menus, the dice
panel, the item editor, the Rules Builder, the characters, New character, Level up, the rests, Attacked…,
the rolls, the Mage's turn, the party board) are rendered with a pseudo-translator that wraps every
translated message in ⟦…⟧. A word outside every ⟦…⟧ that is not the characters' own data (their names,
items and descriptions) is a string nobody marked: the test names it and where it showed.

The same screens in French then show no English the French translation left as it was.
"""
from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QTabBar,
    QWidget,
)

from sheet_app.ui.language import install_translators

ROOT = Path(__file__).resolve().parents[2]
OPEN, CLOSE = "⟦", "⟧"
WORD = re.compile(r"[A-Za-zÀ-ÿ]{2,}")


class Pseudo(QTranslator):
    """Every message, wrapped: what is not wrapped on screen was never translated."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002 - Qt's signature
        return f"{OPEN}{source}{CLOSE}" if source else source

    def isEmpty(self):
        return False


def _data_words() -> set[str]:
    """The words of the screens' own data: the sample characters, the made-up content of the pictures."""
    words: set[str] = set()

    def walk(value):
        if isinstance(value, str):
            words.update(WORD.findall(html.unescape(re.sub(r"<[^>]+>", " ", value))))
        elif isinstance(value, dict):
            for key, item in value.items():
                walk(key)
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    for path in (ROOT / "resources").glob("*.json"):
        walk(json.loads(path.read_text(encoding="utf-8")))
    import ast

    for path in (ROOT / "sheet_app" / "ui").rglob("screenshots*.py"):  # the pictures' made-up characters
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                walk(node.value)
    return words | {word.capitalize() for word in words}  # a state's name shown capitalised ("Raging")


# Words that are the same in every language: each language's own name in View ▸ Language, and the keys'
# names Qt writes in a shortcut ("Ctrl+Shift+N"; Qt's own translations name them where they differ).
SAME_IN_EVERY_LANGUAGE = {"English", "Français", "Español", "Ctrl", "Shift", "Alt", "Meta", "Del", "Ins", "Esc",
                          "Space", "Enter", "Return", "Backspace", "Tab", "PgUp", "PgDown", "Home", "End", "Delete",
                          "Up", "Down", "Left", "Right"}


def _strip(text: str) -> str:
    if "<" in text and ">" in text:
        text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"\b[0-9a-f]{8}\b", " ", html.unescape(text))  # a player's key on the board (hex)
    previous = None
    while previous != text:
        previous, text = text, re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", " ", text)
    return text


def _texts(widget: QWidget):
    """(where, text) of everything `widget` shows: its own texts, its children's, its menus' and its views'."""
    def own(w: QWidget):
        name = f"{type(w).__name__}#{w.objectName()}"
        yield name, w.toolTip()
        yield name, w.accessibleName()
        if w.isWindow():
            yield name, w.windowTitle()
        if isinstance(w, (QLabel, QAbstractButton)):
            yield name, w.text()
        elif isinstance(w, QGroupBox):
            yield name, w.title()
        elif isinstance(w, QLineEdit):
            yield name, w.placeholderText()
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                yield name, w.itemText(i)
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                yield name, w.tabText(i)
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            root = w.rootIndex()
            try:
                columns = model.columnCount(root)
            except TypeError:  # a list model: one column, its columnCount is private
                columns = 1
            for row in range(min(model.rowCount(root), 60)):
                for column in range(columns):
                    index = model.index(row, column, root)
                    for role in (0, 3):  # display, tooltip
                        value = model.data(index, role)
                        if isinstance(value, str):
                            yield name, value

    def actions(menu_owner, path):
        for action in menu_owner.actions():
            yield f"{path} ▸ action#{action.objectName()}", action.text()
            yield f"{path} ▸ action#{action.objectName()}", action.toolTip()
            if action.menu() is not None:
                yield from actions(action.menu(), f"{path} ▸ {action.text()}")

    yield from own(widget)
    for child in widget.findChildren(QWidget):
        if child.isVisibleTo(widget) or isinstance(child, QAbstractButton) and child.isVisible():
            yield from own(child)
    if isinstance(widget, QMainWindow):
        yield from actions(widget.menuBar(), "menu")
        for bar in widget.findChildren(QWidget):
            if type(bar).__name__ == "QToolBar":
                yield from actions(bar, "toolbar")


@pytest.fixture
def grabbed(monkeypatch):
    """Every widget render_all grabs, with what it shows at that moment."""
    seen: list[tuple[str, str]] = []
    original = QWidget.grab

    def grab(self, *args):
        seen.extend(_texts(self))
        return original(self, *args)

    monkeypatch.setattr(QWidget, "grab", grab)
    return seen


def _render(tmp_path, translators):
    from sheet_app.ui.screenshots import render_all

    install_translators(translators)
    try:
        render_all(tmp_path, themes=("light",))
    finally:
        install_translators([])


def test_every_word_on_every_screen_is_translated(qapp, tmp_path, grabbed):
    _render(tmp_path, [Pseudo()])
    assert len(grabbed) > 500  # the screens were walked
    data = _data_words() | SAME_IN_EVERY_LANGUAGE
    unmarked: dict[str, set[str]] = {}
    for where, text in grabbed:
        if not text:
            continue
        left = [word for word in WORD.findall(_strip(text)) if word not in data]
        if left:
            unmarked.setdefault(text, set()).add(where.split("#")[0])
    report = [f"{text!r} in {sorted(wheres)[:3]}" for text, wheres in sorted(unmarked.items())]
    assert not unmarked, f"{len(unmarked)} texts not translated:\n" + "\n".join(report[:80])


def test_the_french_screens_speak_french(qapp, tmp_path, grabbed):
    """In French, no screen shows a message's English source where French says it otherwise."""
    import xml.etree.ElementTree as ElementTree

    from sheet_app.i18n import TRANSLATIONS
    from sheet_app.ui.language import compiled

    path = compiled("fr")
    assert path is not None
    french = QTranslator()
    assert french.load(str(path))
    _render(tmp_path, [french])
    english = set()
    for message in ElementTree.parse(TRANSLATIONS / "sheet_app_fr.ts").getroot().iter("message"):
        source, translation = message.findtext("source") or "", message.findtext("translation") or ""
        if len(source.split()) >= 2 and "{" not in source and "%n" not in source and translation != source:
            english.add(source)
    texts = {text for _where, text in grabbed if text}
    assert any("Repos sûr" in text for text in texts) and any("Fichier" in text for text in texts)
    shown_english = sorted(text for text in texts if text in english)
    assert not shown_english, shown_english[:20]
