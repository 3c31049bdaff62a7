"""Light / Dark / System themes and the few colours the sheet draws itself."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle

THEMES = ("system", "light", "dark")


@dataclass(frozen=True)
class Colors:
    """Colours for things the palette has no role for (pills, dice, highlights)."""

    full: QColor
    partial: QColor
    low: QColor
    empty: QColor
    die_fill: QColor
    die_edge: QColor
    die_text: QColor
    die_top: QColor
    die_picked: QColor
    changed: QColor
    bloodied: QColor
    hp: QColor
    muted: QColor
    temp_hp: QColor  # temporary HP on the HP bar


LIGHT = Colors(full=QColor("#2e7d32"), partial=QColor("#9a6b00"), low=QColor("#c62828"), empty=QColor("#757575"),
               die_fill=QColor("#fbfbfd"), die_edge=QColor("#5b5f6b"),
               die_text=QColor("#1d1f24"), die_top=QColor("#ffd54f"), die_picked=QColor("#1e88e5"),
               changed=QColor(255, 214, 79, 110), bloodied=QColor("#c62828"), hp=QColor("#2e7d32"),
               muted=QColor("#6b6f78"), temp_hp=QColor("#1e88e5"))
DARK = Colors(full=QColor("#43a047"), partial=QColor("#c79100"), low=QColor("#e53935"), empty=QColor("#616161"),
              die_fill=QColor("#2b2e35"), die_edge=QColor("#aab0bc"),
              die_text=QColor("#f1f3f7"), die_top=QColor("#b8860b"), die_picked=QColor("#64b5f6"),
              changed=QColor(255, 214, 79, 70), bloodied=QColor("#ef5350"), hp=QColor("#43a047"),
              muted=QColor("#9aa0aa"), temp_hp=QColor("#42a5f5"))


_ROLES = QPalette.ColorRole
# Active/inactive colours per role, then disabled overrides. The dark set also gives Fusion's frame
# roles (Light ... Shadow): the defaults are light-theme values that vanish on a dark background.
_LIGHT_ROLES = {
    _ROLES.Window: "#f3f4f6", _ROLES.WindowText: "#1d1f24", _ROLES.Base: "#ffffff",
    _ROLES.AlternateBase: "#f7f8fa", _ROLES.Text: "#1d1f24", _ROLES.Button: "#e9ebef",
    _ROLES.ButtonText: "#1d1f24", _ROLES.Highlight: "#2f6fd0", _ROLES.HighlightedText: "#ffffff",
    _ROLES.ToolTipBase: "#fffbe6", _ROLES.ToolTipText: "#1d1f24", _ROLES.PlaceholderText: "#8a8f99",
}
_LIGHT_DISABLED = {_ROLES.WindowText: "#9aa0aa", _ROLES.Text: "#9aa0aa", _ROLES.ButtonText: "#9aa0aa"}
_DARK_ROLES = {
    _ROLES.Window: "#262930", _ROLES.WindowText: "#e8eaed", _ROLES.Base: "#2e3139",
    _ROLES.AlternateBase: "#33363f", _ROLES.Text: "#e8eaed", _ROLES.Button: "#30343c",
    _ROLES.ButtonText: "#e8eaed", _ROLES.Highlight: "#3d7bd9", _ROLES.HighlightedText: "#ffffff",
    _ROLES.ToolTipBase: "#30343c", _ROLES.ToolTipText: "#e8eaed", _ROLES.PlaceholderText: "#8a8f99",
    _ROLES.Link: "#7ab7ff", _ROLES.Light: "#4a4f59", _ROLES.Midlight: "#3a3e46", _ROLES.Mid: "#5a606b",
    _ROLES.Dark: "#15171b", _ROLES.Shadow: "#000000",
}
_DARK_DISABLED = {_ROLES.WindowText: "#7a7f88", _ROLES.Text: "#7a7f88", _ROLES.ButtonText: "#7a7f88",
                  _ROLES.Base: "#262930", _ROLES.Button: "#2a2d34", _ROLES.Window: "#262930"}


# A list's selection when the list has not the keyboard (_FocusStyle): dimmer, so the list that has it is
# the one whose selection is bright. Without it, Tab from the item list to the skills moved nothing you could
# see in the dark theme: both selections were the same blue (issue 32 item 10).
_LIGHT_UNFOCUSED = {_ROLES.Highlight: "#dde1e8", _ROLES.HighlightedText: "#1d1f24"}
_DARK_UNFOCUSED = {_ROLES.Highlight: "#3b4352", _ROLES.HighlightedText: "#e8eaed"}


def _palette(roles: dict[QPalette.ColorRole, str], disabled: dict[QPalette.ColorRole, str],
             unfocused: dict[QPalette.ColorRole, str] | None = None) -> QPalette:
    palette = QPalette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for role, colour in roles.items():
            palette.setColor(group, role, QColor(colour))
    for role, colour in (unfocused or {}).items():
        palette.setColor(QPalette.ColorGroup.Inactive, role, QColor(colour))
    for role, colour in disabled.items():
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
    return palette


class _FocusStyle(QProxyStyle):
    """Fusion, but a list draws its selection in the palette's inactive colours while it has not the keyboard
    (Qt's SH_ItemView_ChangeHighlightOnFocus), so where the keyboard is shows in either theme."""

    def styleHint(self, hint: QStyle.StyleHint, option: Any = None, widget: Any = None,  # noqa: N802 - Qt's
                  data: Any = None) -> int:
        if hint == QStyle.StyleHint.SH_ItemView_ChangeHighlightOnFocus:
            return 1
        return super().styleHint(hint, option, widget, data)


_current = {"dark": False}


def is_dark() -> bool:
    return _current["dark"]


@contextmanager
def light_colours() -> Iterator[None]:
    """`colors()` gives the light set inside this block (paper is white), whatever the screen's theme."""
    dark = _current["dark"]
    _current["dark"] = False
    try:
        yield
    finally:
        _current["dark"] = dark


def colors() -> Colors:
    """The colour set of the theme in force."""
    return DARK if _current["dark"] else LIGHT


def apply_theme(app: QApplication, theme: str = "system") -> None:
    """Use the Fusion style with a light or dark palette; "system" follows the platform's scheme."""
    if theme not in THEMES:
        theme = "system"
    if not isinstance(app.style(), _FocusStyle):
        app.setStyle(_FocusStyle("Fusion"))
    dark = theme == "dark"
    if theme == "system":
        scheme = QGuiApplication.styleHints().colorScheme()
        dark = scheme == Qt.ColorScheme.Dark
    _current["dark"] = dark
    app.setPalette(_palette(_DARK_ROLES, _DARK_DISABLED, _DARK_UNFOCUSED) if dark
                   else _palette(_LIGHT_ROLES, _LIGHT_DISABLED, _LIGHT_UNFOCUSED))
