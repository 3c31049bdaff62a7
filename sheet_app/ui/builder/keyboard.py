"""Keyboard plumbing for the builder: the tab order in screen order, and shortcut key lists."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QAbstractSpinBox, QComboBox, QPlainTextEdit, QWidget


def focus_order(root: QWidget) -> list[QWidget]:
    """The widgets Tab should visit, in the order they appear: layouts first, then other children."""
    found: list[QWidget] = []

    def visit(widget: QWidget) -> None:
        compound = isinstance(widget, (QComboBox, QAbstractSpinBox, QAbstractItemView, QPlainTextEdit))
        if widget is not root and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            found.append(widget)
        if compound:
            return  # its own parts (a combo's text box, a spin box's arrows) follow it by themselves
        seen: set[int] = set()
        layout = widget.layout()
        if layout is not None:
            walk(layout, seen)
        for child in widget.children():
            if isinstance(child, QWidget) and id(child) not in seen and not child.isWindow():
                visit(child)

    def walk(layout: Any, seen: set[int]) -> None:
        for i in range(layout.count()):
            item = layout.itemAt(i)
            child = item.widget()
            if child is not None:
                seen.add(id(child))
                if not child.isWindow():
                    visit(child)
            elif item.layout() is not None:
                walk(item.layout(), seen)

    visit(root)
    return found


def shortcut_keys(standard: Any, *extra: str) -> list[QKeySequence]:
    """A standard key's bindings on this platform plus the usual ones, without repeats."""
    keys = list(QKeySequence.keyBindings(standard)) if standard is not None else []
    for text in extra:
        sequence = QKeySequence(text)
        if sequence not in keys:
            keys.append(sequence)
    return keys
