"""Light / Dark / System themes and the few colours the sheet draws itself."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

THEMES = ("system", "light", "dark")


@dataclass(frozen=True)
class Colors:
    """Colours for things the palette has no role for (pills, dice, highlights)."""

    full: QColor
    partial: QColor
    low: QColor
    empty: QColor
    pill_text: QColor
    die_fill: QColor
    die_edge: QColor
    die_text: QColor
    die_top: QColor
    die_picked: QColor
    changed: QColor
    bloodied: QColor
    hp: QColor
    muted: QColor


LIGHT = Colors(full=QColor("#2e7d32"), partial=QColor("#9a6b00"), low=QColor("#c62828"), empty=QColor("#757575"),
               pill_text=QColor("#ffffff"), die_fill=QColor("#fbfbfd"), die_edge=QColor("#5b5f6b"),
               die_text=QColor("#1d1f24"), die_top=QColor("#ffd54f"), die_picked=QColor("#1e88e5"),
               changed=QColor(255, 214, 79, 110), bloodied=QColor("#c62828"), hp=QColor("#2e7d32"),
               muted=QColor("#6b6f78"))
DARK = Colors(full=QColor("#43a047"), partial=QColor("#c79100"), low=QColor("#e53935"), empty=QColor("#616161"),
              pill_text=QColor("#ffffff"), die_fill=QColor("#2b2e35"), die_edge=QColor("#aab0bc"),
              die_text=QColor("#f1f3f7"), die_top=QColor("#b8860b"), die_picked=QColor("#64b5f6"),
              changed=QColor(255, 214, 79, 70), bloodied=QColor("#ef5350"), hp=QColor("#43a047"),
              muted=QColor("#9aa0aa"))


def _dark_palette() -> QPalette:
    p = QPalette()
    base, window, text = QColor("#1e2026"), QColor("#262930"), QColor("#e8eaed")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        p.setColor(group, QPalette.ColorRole.Window, window)
        p.setColor(group, QPalette.ColorRole.WindowText, text)
        p.setColor(group, QPalette.ColorRole.Base, base)
        p.setColor(group, QPalette.ColorRole.AlternateBase, QColor("#2a2d34"))
        p.setColor(group, QPalette.ColorRole.Text, text)
        p.setColor(group, QPalette.ColorRole.Button, QColor("#30343c"))
        p.setColor(group, QPalette.ColorRole.ButtonText, text)
        p.setColor(group, QPalette.ColorRole.Highlight, QColor("#3d7bd9"))
        p.setColor(group, QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
        p.setColor(group, QPalette.ColorRole.ToolTipBase, QColor("#30343c"))
        p.setColor(group, QPalette.ColorRole.ToolTipText, text)
        p.setColor(group, QPalette.ColorRole.PlaceholderText, QColor("#8a8f99"))
        p.setColor(group, QPalette.ColorRole.Link, QColor("#7ab7ff"))
        # Fusion draws frames, radio rings and separators with these; light-theme values vanish on dark.
        p.setColor(group, QPalette.ColorRole.Light, QColor("#4a4f59"))
        p.setColor(group, QPalette.ColorRole.Midlight, QColor("#3a3e46"))
        p.setColor(group, QPalette.ColorRole.Mid, QColor("#5a606b"))
        p.setColor(group, QPalette.ColorRole.Dark, QColor("#15171b"))
        p.setColor(group, QPalette.ColorRole.Shadow, QColor("#000000"))
    disabled = QColor("#7a7f88")
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Base, window)
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Button, QColor("#2a2d34"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Window, window)
    return p


def _light_palette() -> QPalette:
    p = QPalette()
    base, window, text = QColor("#ffffff"), QColor("#f3f4f6"), QColor("#1d1f24")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        p.setColor(group, QPalette.ColorRole.Window, window)
        p.setColor(group, QPalette.ColorRole.WindowText, text)
        p.setColor(group, QPalette.ColorRole.Base, base)
        p.setColor(group, QPalette.ColorRole.AlternateBase, QColor("#f7f8fa"))
        p.setColor(group, QPalette.ColorRole.Text, text)
        p.setColor(group, QPalette.ColorRole.Button, QColor("#e9ebef"))
        p.setColor(group, QPalette.ColorRole.ButtonText, text)
        p.setColor(group, QPalette.ColorRole.Highlight, QColor("#2f6fd0"))
        p.setColor(group, QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
        p.setColor(group, QPalette.ColorRole.ToolTipBase, QColor("#fffbe6"))
        p.setColor(group, QPalette.ColorRole.ToolTipText, text)
        p.setColor(group, QPalette.ColorRole.PlaceholderText, QColor("#8a8f99"))
    disabled = QColor("#9aa0aa")
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return p


_current = {"dark": False}


def is_dark() -> bool:
    return _current["dark"]


def colors() -> Colors:
    """The colour set of the theme in force."""
    return DARK if _current["dark"] else LIGHT


def apply_theme(app: QApplication, theme: str = "system") -> None:
    """Use the Fusion style with a light or dark palette; "system" follows the platform's scheme."""
    if theme not in THEMES:
        theme = "system"
    app.setStyle("Fusion")
    dark = theme == "dark"
    if theme == "system":
        scheme = QGuiApplication.styleHints().colorScheme()
        dark = scheme == Qt.ColorScheme.Dark
    _current["dark"] = dark
    app.setPalette(_dark_palette() if dark else _light_palette())
