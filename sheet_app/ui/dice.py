"""Dice drawn as dice: the die's shape with its face on it (d4 triangle ... d20 hexagon)."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPainterPath, QPalette, QPen, QPolygonF

from .theme import colors

_SIDES = {"d4": 3, "d6": 4, "d8": 4, "d10": 4, "d12": 5, "d20": 6}


def die_path(die: str, rect: QRectF) -> QPainterPath:
    """The outline of a die of this size inside `rect`."""
    cx, cy = rect.center().x(), rect.center().y()
    r = min(rect.width(), rect.height()) / 2
    path = QPainterPath()
    if die == "d6":
        inset = r * 0.12
        path.addRoundedRect(rect.adjusted(inset, inset, -inset, -inset), r * 0.22, r * 0.22)
        return path
    if die == "d8":
        points = [QPointF(cx, cy - r), QPointF(cx + r * 0.9, cy), QPointF(cx, cy + r), QPointF(cx - r * 0.9, cy)]
    elif die == "d10":
        # A kite: the widest points sit low and the bottom is blunt, unlike the d8's even diamond.
        points = [QPointF(cx, cy - r), QPointF(cx + r * 0.95, cy + r * 0.28), QPointF(cx + r * 0.3, cy + r * 0.9),
                  QPointF(cx - r * 0.3, cy + r * 0.9), QPointF(cx - r * 0.95, cy + r * 0.28)]
    elif die == "d4":
        points = [QPointF(cx, cy - r), QPointF(cx + r * 0.98, cy + r * 0.78), QPointF(cx - r * 0.98, cy + r * 0.78)]
    else:
        sides = _SIDES.get(die, 6)
        start = -math.pi / 2 if sides == 5 else 0.0
        points = [QPointF(cx + r * math.cos(start + 2 * math.pi * k / sides),
                          cy + r * math.sin(start + 2 * math.pi * k / sides)) for k in range(sides)]
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def readable_on(fill: QColor) -> QColor:
    """Black or white, whichever reads better on `fill` (WCAG relative luminance)."""
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    luminance = 0.2126 * channel(fill.redF()) + 0.7152 * channel(fill.greenF()) + 0.0722 * channel(fill.blueF())
    return QColor("#000000") if (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) else QColor("#ffffff")


def paint_focus_ring(painter: QPainter, rect: QRectF, palette: QPalette, radius: float) -> None:
    """The keyboard focus on a control the app draws itself (a die, a consumer card, an item row):
    a 2 px dashed ring in the theme's highlight colour (dashed, so it never reads as "selected" or
    "picked", which are solid edges) with a thin base-coloured line inside it, so it shows on light
    and dark fills alike."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    ring = QPen(palette.color(QPalette.ColorRole.Highlight), 2.0)
    ring.setDashPattern([2.5, 1.5])
    painter.setPen(ring)
    painter.drawRoundedRect(rect, radius, radius)
    inner = QColor(palette.color(QPalette.ColorRole.Base))
    inner.setAlpha(200)
    painter.setPen(QPen(inner, 1.0))
    painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), max(0.0, radius - 1.5), max(0.0, radius - 1.5))
    painter.restore()


def paint_die(painter: QPainter, rect: QRectF, die: str, face: int | None, *, top: bool = False,
              picked: bool = False, enabled: bool = True, focused: bool = False) -> None:
    """Draw one die with its face; the top face is highlighted, a picked die outlined."""
    c = colors()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = die_path(die, rect)
    fill = QColor(c.die_top if top else c.die_fill)
    edge = QColor(c.die_picked if picked else c.die_edge)
    if not enabled:
        fill.setAlphaF(0.45)
        edge.setAlphaF(0.45)
    painter.setBrush(fill)
    painter.setPen(QPen(edge, 3.0 if picked else 1.4))
    painter.drawPath(path)
    if focused:
        paint_focus_ring(painter, rect.adjusted(-2.5, -2.5, 2.5, 2.5), QGuiApplication.palette(), 5)
    if face is not None:
        text = QColor(c.die_text) if not top else readable_on(fill)
        if not enabled:
            text.setAlphaF(0.5)
        painter.setPen(text)
        font = QFont(painter.font())
        font.setBold(True)
        # Digits as large as the shape allows: the triangle and the diamonds are narrower at the middle.
        share = {"d4": 0.42, "d8": 0.5, "d10": 0.5}.get(die, 0.56)
        if face >= 10:
            share *= 0.86  # two digits
        font.setPixelSize(max(8, int(rect.height() * share)))
        painter.setFont(font)
        text_rect = QRectF(rect)
        if die in ("d4", "d10"):
            text_rect.translate(0, rect.height() * (0.12 if die == "d4" else 0.08))
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignCenter), str(face))
    painter.restore()
