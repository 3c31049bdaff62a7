"""A small icon set: line icons on a 24 px grid, kept here as SVG text and drawn in the theme's text
colour (so they follow light and dark), for the table controls, a few menu entries and item types.

`icon(name)` gives a QIcon (rendered at 1× and 2× for sharp high-DPI screens); `paint_icon` draws one
into a rectangle (the item rows' gutter). The SVGs are rendered by Qt's own SVG image plugin, part of
PySide6-Essentials; an icon that cannot be rendered is simply left out.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap

_HEAD = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="{size}" height="{size}" '
         'fill="none" stroke="{colour}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">')

# name -> the SVG body (paths on the 24 px grid)
SHAPES: dict[str, str] = {
    # table controls
    "startEncounter": '<path d="M5 21V4"/><path d="M5 4h11l-2 4 2 4H5"/>',
    "endEncounter": '<path d="M5 21V4"/><path d="M5 4h11l-2 4 2 4H5"/><path d="M14 15l6 6M20 15l-6 6"/>',
    "rollInitiative": '<path d="M12 2l8.5 5v10L12 22l-8.5-5V7z"/><path d="M12 2v7M3.5 7l8.5 2 8.5-2M12 9l-5 8h10z"/>',
    "startTurn": '<circle cx="12" cy="12" r="9"/><path d="M10 8l6 4-6 4z"/>',
    "endTurn": '<circle cx="12" cy="12" r="9"/><path d="M9 9h6v6H9z"/>',
    "safeRest": '<path d="M3 18V7"/><path d="M3 14h18v4"/><path d="M21 14v-2a3 3 0 0 0-3-3h-7v5"/>'
                '<circle cx="7" cy="11" r="1.6"/>',
    "fieldRest": '<path d="M3 20L12 5l9 15z"/><path d="M12 20l-3-5h6z"/>',
    "attacked": '<path d="M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6z"/><path d="M9 10l6 5M15 10l-6 5"/>',
    "damage": '<path d="M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z"/><path d="M9 14h6"/>',
    "heal": '<path d="M12 20s-8-4.5-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 10-8 10z"/>'
            '<path d="M12 10v5M9.5 12.5h5"/>',
    "kill": '<path d="M5 11a7 7 0 0 1 14 0v3l-2 1v3H7v-3l-2-1z"/><circle cx="9.5" cy="11.5" r="1.5"/>'
            '<circle cx="14.5" cy="11.5" r="1.5"/><path d="M10 18v2M14 18v2"/>',
    # menus
    "characters": '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0"/>'
                  '<path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6"/>',
    "library": '<path d="M4 19V5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h13"/><path d="M8 7h7"/>',
    "import": '<path d="M12 3v12M7 10l5 5 5-5"/><path d="M4 17v3h16v-3"/>',
    "export": '<path d="M12 15V3M7 8l5-5 5 5"/><path d="M4 17v3h16v-3"/>',
    "pdf": '<path d="M6 2h9l5 5v15H6z"/><path d="M15 2v5h5"/><path d="M9 13h6M9 17h6"/>',
    "print": '<path d="M7 9V3h10v6"/><path d="M7 17H4v-8h16v8h-3"/><path d="M7 14h10v7H7z"/>',
    "undo": '<path d="M9 7L4 12l5 5"/><path d="M4 12h11a5 5 0 0 1 0 10h-2"/>',
    "redo": '<path d="M15 7l5 5-5 5"/><path d="M20 12H9a5 5 0 0 0 0 10h2"/>',
    "rules": '<path d="M4 6h10M4 12h16M4 18h8"/><circle cx="17" cy="6" r="2.2"/><circle cx="15" cy="18" r="2.2"/>',
    "newItem": '<path d="M12 5v14M5 12h14"/>',
    # item types
    "class": '<path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z"/>',
    "subclass": '<path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z"/>',
    "ancestry": '<path d="M12 21v-7"/><path d="M12 14c-4 0-7-2.5-7-6a7 7 0 0 1 14 0c0 3.5-3 6-7 6z"/>'
                '<path d="M9 21h6"/>',
    "background": '<path d="M6 4h11a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 0-2 2v2h2"/>'
                  '<path d="M10 9h6M10 13h6"/>',
    "feature": '<path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z"/>'
               '<path d="M19 17l.8 2.2L22 20l-2.2.8L19 23l-.8-2.2L16 20l2.2-.8z"/>',
    "object": '<path d="M3 8l9-5 9 5v8l-9 5-9-5z"/><path d="M3 8l9 5 9-5M12 13v8"/>',
    "weapon": '<path d="M14.5 4H20v5.5L10 19.5 4.5 14z"/><path d="M7 16.5L3.5 20M5.5 12l6.5 6.5"/>',
    "wand": '<path d="M4 20L15 9"/><path d="M16 3v3M19.5 4.5l-2 2M21 8h-3M19.5 11.5l-2-2"/>',
    "armor": '<path d="M8 3h8l4 4-2 3v10H6V10L4 7z"/><path d="M9 3a3 3 0 0 0 6 0"/>',
}
ITEM_TYPES = {"class": "class", "subclass": "subclass", "ancestry": "ancestry", "background": "background",
              "feature": "feature", "object": "object"}
OBJECT_KINDS = {"weapon": "weapon", "wand": "wand", "staff": "wand", "rod": "wand", "armor": "armor",
                "shield": "armor"}

_cache: dict[tuple[str, str, int], QImage] = {}


def svg(name: str, colour: QColor | str, size: int = 24) -> bytes:
    """The SVG text of icon `name` drawn in `colour` at `size` px."""
    hex_colour = colour.name() if isinstance(colour, QColor) else colour
    return (_HEAD.format(size=size, colour=hex_colour) + SHAPES[name] + "</svg>").encode()


def image(name: str, colour: QColor, size: int) -> QImage:
    key = (name, colour.name(QColor.NameFormat.HexArgb), size)
    found = _cache.get(key)
    if found is None:
        found = _cache[key] = QImage.fromData(svg(name, colour, size), "SVG")  # type: ignore[arg-type]  # the stub says bytes; the binding takes str
    return found


def icon(name: str, colour: QColor) -> QIcon:
    """A QIcon of `name` in `colour` (its disabled look is Qt's greyed version of it)."""
    result = QIcon()
    for size in (16, 24, 32, 48):
        picture = image(name, colour, size)
        if not picture.isNull():
            result.addPixmap(QPixmap.fromImage(picture))
    return result


def item_icon_name(item_type: str, object_kind: str | None) -> str:
    """Which icon an item of this type (and, for an object, kind) gets."""
    if item_type == "object":
        return OBJECT_KINDS.get((object_kind or "").lower(), "object")
    return ITEM_TYPES.get(item_type, "feature")


def paint_icon(painter: QPainter, rect: QRectF, name: str, colour: QColor) -> None:
    """Draw icon `name` centred in `rect` (sharp at the painter's device pixel ratio)."""
    side = int(min(rect.width(), rect.height()))
    if side <= 0 or name not in SHAPES:
        return
    ratio = max(1.0, painter.device().devicePixelRatioF()) if painter.device() is not None else 1.0
    picture = image(name, colour, int(side * ratio))
    if picture.isNull():
        return
    target = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(target, picture)
    painter.restore()


__all__ = ["SHAPES", "icon", "image", "item_icon_name", "paint_icon", "svg"]
