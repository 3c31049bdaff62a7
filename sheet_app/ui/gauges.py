"""Gauges drawn the same on the sheet and on the party board: the HP bar and a pool pill's colours."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..i18n import Ui
from ..views.rows import PoolChip
from .dice import readable_on
from .theme import colors


class HpBar(QWidget):
    """HP as a bar with the numbers on it; red and marked when bloodied."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.current, self.maximum, self.bloodied, self.temp = 0, 1, False, 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def _text_size(self, text: str = "9999 + 99 / 9999  BLOODIED") -> QSize:
        font = QFont(self.font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        return QSize(metrics.horizontalAdvance(text) + 20, metrics.height() + 8)

    def minimumSizeHint(self) -> QSize:
        # The numbers always fit, temporary HP included; bloodied shows as the bar's red and the caption
        # "HP · BLOODIED".
        return self._text_size("999 + 9 / 999")

    def sizeHint(self) -> QSize:
        return self._text_size()

    def changeEvent(self, event: Any) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.setMaximumWidth(self._text_size().width() * 3)
            self.updateGeometry()

    def showEvent(self, event: Any) -> None:
        self.setMaximumWidth(self._text_size().width() * 3)  # a bar, not a stripe across a wide screen
        super().showEvent(event)

    def set_values(self, current: int, maximum: int, bloodied: bool, temp: int = 0) -> None:
        self.current, self.maximum, self.bloodied, self.temp = current, maximum, bloodied, temp
        name = (Ui.tr("HP {current} of {maximum} plus {temp} temporary") if temp
                else Ui.tr("HP {current} of {maximum}")).format(current=current, maximum=maximum, temp=temp)
        self.setAccessibleName(Ui.tr("{hp}, bloodied").format(hp=name) if bloodied else name)

        self.update()

    def text(self) -> str:
        """"49 + 5 / 58": HP, the temporary HP on top, the max."""
        return f"{self.current} + {self.temp} / {self.maximum}" if self.temp else f"{self.current} / {self.maximum}"

    def paintEvent(self, _event: Any) -> None:
        c = colors()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(self.palette().color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(rect, 6, 6)
        share = 0.0 if self.maximum <= 0 else max(0.0, min(1.0, self.current / self.maximum))
        if share > 0:
            # A square edge inside the rounded outline: the fill covers the bar's full height right up
            # to the split, so text clipped white there always has the fill behind it.
            outline = QPainterPath()
            outline.addRoundedRect(rect, 6, 6)
            fill = QRectF(rect)
            fill.setWidth(rect.width() * share)
            painter.save()
            painter.setClipPath(outline)
            painter.fillRect(fill, c.bloodied if self.bloodied else c.hp)
            painter.restore()
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        if self.temp > 0 and self.maximum > 0:
            # Temporary HP sit on top of HP: a band after the fill, as long as their share of the max.
            band = QRectF(rect)
            band.setLeft(rect.left() + rect.width() * share)
            band.setWidth(rect.width() * min(1.0 - share, self.temp / self.maximum))
            if band.width() > 0:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(c.temp_hp)
                painter.drawRoundedRect(band, 6, 6)
        text = self.text()
        # The text is written twice, clipped: white where it lies on the fill, dark where on the empty part.
        split = rect.left() + rect.width() * share
        for clip, colour in ((QRectF(rect.left(), rect.top(), split - rect.left(), rect.height()), QColor("#ffffff")),
                             (QRectF(split, rect.top(), rect.right() - split, rect.height()),
                              self.palette().color(QPalette.ColorRole.Text))):
            if clip.width() <= 0:
                continue
            painter.save()
            painter.setClipRect(clip)
            painter.setPen(colour)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
            painter.restore()


def pill_color(chip: PoolChip) -> QColor:
    c = colors()
    if not chip.active or chip.max <= 0:
        return c.empty
    if chip.current >= chip.max:
        return c.full
    if chip.current == 0:
        # A pool that starts empty and fills in play is not an alarm when empty.
        return c.empty if chip.initial == "zero" else c.low
    return c.partial


pill_text_color = readable_on  # the pill's number: black or white, whichever reads better on its fill
