"""A party-board card's pools: charge pills and dice trays, read-only, drawn as the sheet draws them (its
pill colours, die painter, top-face highlight and tray counts).

A 150-item character has ~35 pools, and a click changes one or two of them (often none: damage moves HP
only). Each row is drawn once into a pixmap kept with what it was drawn from (its chip's look, and the
strip's width, font and theme); a new set of chips marks only the rows whose look changed, and a paint
draws the kept pixmaps of the rows it exposes, drawing again only those that changed.
"""
from __future__ import annotations

import operator
from typing import Any

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine.model import die_faces
from ...i18n import Board
from ...views.rows import PoolChip, reason_text, tray_count
from ..dice import paint_die
from ..gauges import pill_color, pill_text_color
from ..theme import colors


def row_look(chip: PoolChip) -> tuple[Any, ...]:
    """What a pool's row shows (its drawing is the same for the same look and the same strip)."""
    if not chip.active:
        return (chip.label, False, reason_text(chip))
    if chip.kind == "dice":
        return (chip.label, True, "dice", chip.die, tuple(chip.faces), tray_count(chip))
    return (chip.label, True, "charge", chip.current, chip.max, pill_color(chip).rgba())


class PoolStrip(QWidget):
    """The pools of one card, a row each (see the module's docstring for what is drawn again when)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.pools: list[PoolChip] = []
        self.looks: list[tuple[Any, ...]] = []
        self.label_width = 0
        self.drawn = 0  # rows drawn into their pixmaps so far (a test and the notes read it)
        self._rows: dict[int, tuple[tuple[Any, ...], QPixmap]] = {}  # per row: the look it was drawn for
        self._strip: tuple[Any, ...] | None = None  # the width, font, colours and scale they were drawn at
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_pools(self, pools: list[PoolChip]) -> None:
        """Show these chips; only the rows whose look changed are marked for painting."""
        if len(pools) == len(self.pools) and all(map(operator.is_, pools, self.pools)):
            return  # the same chips (card_pools keeps a chip while its pool's view is the same)
        looks = [row_look(chip) for chip in pools]
        metrics = QFontMetrics(self.font())
        label_width = max((metrics.horizontalAdvance(chip.label) for chip in pools), default=0) + 10
        accessible = "; ".join(chip.accessible for chip in pools) or Board.tr("No pools")
        if accessible != self.accessibleName():
            self.setAccessibleName(accessible)
        tooltip = "\n\n".join(f"{chip.label}\n{chip.tooltip}" for chip in pools)
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)
        before = self.looks
        self.pools, self.looks = pools, looks
        if len(before) != len(looks) or label_width != self.label_width:
            self.label_width = label_width
            self._rows.clear()
            self.updateGeometry()
            self.update()
            return
        row = self._row()
        for index, (old, new) in enumerate(zip(before, looks, strict=True)):
            if old != new:
                self.update(QRect(0, index * row, self.width(), row))

    def _row(self) -> int:
        return QFontMetrics(self.font()).height() + 10

    def sizeHint(self) -> QSize:
        return QSize(280, max(1, len(self.pools)) * self._row())

    def minimumSizeHint(self) -> QSize:
        return QSize(200, max(1, len(self.pools)) * self._row())

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        if not self.pools:
            painter.setPen(colors().muted)
            painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             Board.tr("No pools"))
            return
        row = self._row()
        strip = (self.width(), row, self.font().key(), self.palette().color(QPalette.ColorRole.Text).rgba(),
                 id(colors()), self.devicePixelRatioF(), self.label_width)
        if strip != self._strip:
            self._strip = strip
            self._rows.clear()
        exposed = event.rect()
        first = max(0, exposed.top() // row)
        last = min(len(self.pools) - 1, exposed.bottom() // row)
        for index in range(first, last + 1):
            painter.drawPixmap(0, index * row, self._pixmap(index, row))

    def _pixmap(self, index: int, row: int) -> QPixmap:
        """Row `index`'s drawing: the kept one while its look holds, else drawn again."""
        look = self.looks[index]
        kept = self._rows.get(index)
        if kept is not None and kept[0] == look:
            return kept[1]
        scale = self.devicePixelRatioF()
        pixmap = QPixmap(QSize(max(1, round(self.width() * scale)), max(1, round(row * scale))))
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font())
        self._draw_row(painter, self.pools[index], row)
        painter.end()
        self._rows[index] = (look, pixmap)
        self.drawn += 1
        return pixmap

    def _draw_row(self, painter: QPainter, chip: PoolChip, row: int) -> None:
        c = colors()
        metrics = QFontMetrics(self.font())
        label_w = min(self.width() // 2, self.label_width)
        size = row - 6
        painter.setPen(self.palette().color(QPalette.ColorRole.Text) if chip.active else c.muted)
        painter.drawText(QRectF(0, 0, label_w, row), int(Qt.AlignmentFlag.AlignVCenter),
                         metrics.elidedText(chip.label, Qt.TextElideMode.ElideRight, label_w - 8))
        x = float(label_w)
        if not chip.active:
            italic = QFont(self.font())
            italic.setItalic(True)
            painter.setFont(italic)
            painter.drawText(QRectF(x, 0, self.width() - x, row), int(Qt.AlignmentFlag.AlignVCenter),
                             metrics.elidedText(reason_text(chip), Qt.TextElideMode.ElideRight, int(self.width() - x)))
        elif chip.kind == "dice":
            self._draw_tray(painter, chip, x, size, row)
        else:
            fill = pill_color(chip)
            label = f"{chip.current}/{chip.max}"
            bold = QFont(self.font())
            bold.setBold(True)
            rect = QRectF(x, 3, QFontMetrics(bold).horizontalAdvance(label) + 18, size)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, size / 2, size / 2)
            painter.setFont(bold)
            painter.setPen(pill_text_color(fill))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), label)

    def _draw_tray(self, painter: QPainter, chip: PoolChip, x: float, size: int, row: int) -> None:
        c = colors()
        if not chip.faces:
            painter.setPen(QPen(c.muted, 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(x, 3, size, size), 4, 4)
            x += size + 3
        for face in chip.faces:
            if x + size > self.width() - 30:
                break
            top_face = chip.die is not None and face >= die_faces(chip.die)
            paint_die(painter, QRectF(x, 3, size, size), chip.die or "d4", face, top=top_face)
            x += size + 3
        painter.setPen(c.muted)
        painter.drawText(QRectF(x + 4, 0, self.width() - x - 4, row), int(Qt.AlignmentFlag.AlignVCenter),
                         tray_count(chip))
